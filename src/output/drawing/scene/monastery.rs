//! Monasteries: a church with a bell tower at the tile centre, or on the river's bank where a
//! river runs through the centre.

use crate::model::{EdgeKind, Feature, Side, Tile};
use crate::output::drawing::scene::{Scene, outward, sides_of};
use crate::output::drawing::{Geometry, Point, Style, palette};

/// How far from the tile centre a monastery on a river's bank stands, towards its side.
const BANK_DISTANCE: f32 = 0.27;
/// How large a monastery on a river's bank is drawn, against one at the centre.
const BANK_SCALE: f32 = 0.62;

/// Draws the monastery of `tile` at the tile centre or, where a river runs through the centre,
/// smaller on the bank by the first side (clockwise from north) that is all field.
pub(super) fn draw(scene: &mut Scene, tile: &Tile) {
    let (centre, scale) = match bank(tile) {
        Some(side) => (
            Point::CENTRE.along(outward(side), BANK_DISTANCE),
            BANK_SCALE,
        ),
        None => (Point::CENTRE, 1.0),
    };
    let at = |dx: f32, dy: f32| centre.offset(dx * scale, dy * scale);
    let line = 0.012;
    scene.push(
        Geometry::polygon(&[
            at(-0.14, -0.02),
            at(0.1, -0.02),
            at(0.1, 0.12),
            at(-0.14, 0.12),
        ]),
        Style::outlined(palette::WALL, palette::INK, line),
    );
    scene.push(
        Geometry::polygon(&[at(-0.16, -0.01), at(-0.02, -0.1), at(0.12, -0.01)]),
        Style::outlined(palette::ROOF, palette::INK, line),
    );
    scene.push(
        Geometry::polygon(&[
            at(0.06, -0.16),
            at(0.14, -0.16),
            at(0.14, 0.12),
            at(0.06, 0.12),
        ]),
        Style::outlined(palette::WALL, palette::INK, line),
    );
    scene.push(
        Geometry::polygon(&[at(0.05, -0.16), at(0.1, -0.23), at(0.15, -0.16)]),
        Style::outlined(palette::ROOF, palette::INK, line),
    );
    scene.push(
        Geometry::polyline(&[at(0.1, -0.3), at(0.1, -0.23)]),
        Style::stroke(palette::INK, line),
    );
    scene.push(
        Geometry::polyline(&[at(0.075, -0.275), at(0.125, -0.275)]),
        Style::stroke(palette::INK, line),
    );
    scene.push(
        Geometry::polygon(&[
            at(-0.05, 0.12),
            at(-0.05, 0.05),
            at(-0.01, 0.03),
            at(0.03, 0.05),
            at(0.03, 0.12),
        ]),
        Style::fill(palette::INK),
    );
}

/// The side whose bank a monastery of `tile` stands on: the first side that is all field, when
/// a river of the tile meets two sides or more (and so runs through the centre).
fn bank(tile: &Tile) -> Option<Side> {
    let through = tile.features.iter().any(
        |feature| matches!(feature, Feature::River { edges, .. } if sides_of(edges).len() >= 2),
    );
    if !through {
        return None;
    }
    Side::ALL
        .into_iter()
        .find(|&side| tile.edges.get(side) == EdgeKind::Field)
}
