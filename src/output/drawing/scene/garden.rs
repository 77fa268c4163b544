//! Gardens: a flower bed, a ring of small coloured flowers on a patch of soil.

use crate::model::{Direction, IllustrationKind, Tile};
use crate::output::drawing::scene::{Scene, toward};
use crate::output::drawing::{Geometry, Point, Style, palette};

const RADIUS: f32 = 0.11;
/// Where a garden without a placed garden illustration lies: centre-south-east.
const DEFAULT_PLACE: Direction = Direction::SE;
/// How far from the centre a garden lies, towards its placement.
pub(super) const PLACE_DISTANCE: f32 = 0.22;
/// The eight compass offsets of the flower ring, as unit vectors.
const RING: [(f32, f32); 8] = {
    let d = std::f32::consts::FRAC_1_SQRT_2;
    [
        (0.0, -1.0),
        (d, -d),
        (1.0, 0.0),
        (d, d),
        (0.0, 1.0),
        (-d, d),
        (-1.0, 0.0),
        (-d, -d),
    ]
};

/// Draws the claimable garden of `tile`, unless a garden illustration already shows it.
pub(super) fn draw_feature(scene: &mut Scene, tile: &Tile) {
    let shown = tile
        .illustrations
        .iter()
        .any(|illustration| illustration.kind == IllustrationKind::Garden);
    if !shown {
        flower_bed(scene, toward(DEFAULT_PLACE, PLACE_DISTANCE));
    }
}

/// A round flower bed centred on `at`.
pub(super) fn flower_bed(scene: &mut Scene, at: Point) {
    scene.push(
        Geometry::circle(at, RADIUS),
        Style::outlined(palette::SOIL, palette::LEAVES, RADIUS * 0.18),
    );
    for (index, offset) in RING.into_iter().enumerate() {
        let flower = at.along(offset, RADIUS * 0.6);
        scene.push(
            Geometry::circle(flower, RADIUS * 0.2),
            Style::outlined(palette::FLOWERS[index % 4], palette::LEAVES, RADIUS * 0.05),
        );
    }
    scene.push(
        Geometry::circle(at, RADIUS * 0.22),
        Style::fill(palette::FLOWERS[1]),
    );
}
