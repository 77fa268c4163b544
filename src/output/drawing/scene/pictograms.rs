//! The illustrations as small pictograms: pigsty, farmhouse, highwaymen and garden.

use crate::model::{Feature, IllustrationKind, Tile};
use crate::output::drawing::scene::{Owner, Scene, garden, position_point, toward};
use crate::output::drawing::{Geometry, Point, Style, palette};

/// How far from the centre a placed illustration sits, towards its placement: a garden lies
/// near the centre, the others out in their fields.
const fn placement_distance(kind: IllustrationKind) -> f32 {
    match kind {
        IllustrationKind::Garden => garden::PLACE_DISTANCE,
        IllustrationKind::Pigsty | IllustrationKind::Farmhouse | IllustrationKind::Highwaymen => {
            0.3
        }
    }
}

/// Draws every illustration of `tile` at its placement, or in the middle of its field.
pub(super) fn draw(scene: &mut Scene, tile: &Tile) {
    for illustration in tile.illustrations.iter() {
        let at = match illustration.placement {
            Some(direction) => toward(direction, placement_distance(illustration.kind)),
            None => field_middle(tile, &illustration.field),
        };
        match illustration.kind {
            IllustrationKind::Pigsty => pigsty(scene, at),
            IllustrationKind::Farmhouse => house(scene, at, 1.0),
            IllustrationKind::Highwaymen => highwaymen(scene, at),
            IllustrationKind::Garden => {
                // The flower bed shown is the tile's garden, when it has one to claim.
                let start = scene.shapes.len();
                garden::flower_bed(scene, at);
                let claimable = tile
                    .features
                    .iter()
                    .position(|feature| matches!(feature, Feature::Garden { .. }));
                if let Some(garden) = claimable {
                    scene.claim(Owner::Feature(garden), start);
                }
            }
        }
    }
}

/// The middle of the field `id`: the mean of the positions it meets, drawn a little towards the
/// tile centre; the tile centre when the field is unknown or meets no position.
fn field_middle(tile: &Tile, id: &str) -> Point {
    let edges = match tile.feature(id) {
        Some(Feature::Field { edges, .. }) if !edges.is_empty() => edges,
        _ => return Point::CENTRE,
    };
    let count = edges.len() as f32;
    let (x, y) = edges.iter().fold((0.0, 0.0), |(x, y), edge| {
        let point = position_point(*edge);
        (x + point.x, y + point.y)
    });
    Point::new(x / count, y / count).lerp(Point::CENTRE, 0.3)
}

/// A house with a pitched roof and a door, about `0.2 × scale` wide, standing on `at`.
pub(super) fn house(scene: &mut Scene, at: Point, scale: f32) {
    let s = |dx: f32, dy: f32| at.offset(dx * scale, dy * scale);
    let line = 0.012 * scale;
    scene.push(
        Geometry::polygon(&[
            s(-0.08, -0.01),
            s(0.08, -0.01),
            s(0.08, 0.08),
            s(-0.08, 0.08),
        ]),
        Style::outlined(palette::WALL, palette::INK, line),
    );
    scene.push(
        Geometry::polygon(&[s(-0.105, 0.0), s(0.0, -0.09), s(0.105, 0.0)]),
        Style::outlined(palette::ROOF, palette::INK, line),
    );
    scene.push(
        Geometry::polygon(&[s(-0.02, 0.08), s(-0.02, 0.03), s(0.02, 0.03), s(0.02, 0.08)]),
        Style::fill(palette::INK),
    );
}

/// A fenced pen with two pink pigs.
fn pigsty(scene: &mut Scene, at: Point) {
    let rail = 0.012;
    let (w, h) = (0.11, 0.08);
    scene.push(
        Geometry::polygon(&[
            at.offset(-w, -h),
            at.offset(w, -h),
            at.offset(w, h),
            at.offset(-w, h),
        ]),
        Style::outlined(palette::SOIL, palette::WOOD, rail),
    );
    for step in 0..=4 {
        let along = step as f32 / 4.0;
        for post in [
            at.offset(-w + 2.0 * w * along, -h),
            at.offset(-w + 2.0 * w * along, h),
            at.offset(-w, -h + 2.0 * h * along),
            at.offset(w, -h + 2.0 * h * along),
        ] {
            scene.push(
                Geometry::circle(post, rail * 1.1),
                Style::fill(palette::INK),
            );
        }
    }
    for (dx, dy, facing) in [(-0.045, -0.02, 1.0), (0.04, 0.03, -1.0)] {
        pig(scene, at.offset(dx, dy), facing);
    }
}

/// A pig seen from the side: body, head and snout, facing east (`facing` 1) or west (-1).
fn pig(scene: &mut Scene, at: Point, facing: f32) {
    let outline = 0.006;
    scene.push(
        Geometry::circle(at, 0.032),
        Style::outlined(palette::PIG, palette::INK, outline),
    );
    let head = at.offset(0.034 * facing, -0.012);
    scene.push(
        Geometry::circle(head, 0.02),
        Style::outlined(palette::PIG, palette::INK, outline),
    );
    scene.push(
        Geometry::circle(head.offset(0.016 * facing, 0.004), 0.008),
        Style::outlined(palette::PIG, palette::INK, outline),
    );
}

/// Two dark hooded figures lying in wait.
fn highwaymen(scene: &mut Scene, at: Point) {
    for (dx, dy) in [(-0.045, 0.015), (0.045, -0.015)] {
        let figure = at.offset(dx, dy);
        scene.push(
            Geometry::polygon(&[
                figure.offset(-0.04, 0.06),
                figure.offset(-0.022, -0.01),
                figure.offset(0.022, -0.01),
                figure.offset(0.04, 0.06),
            ]),
            Style::outlined(palette::CLOAK, palette::INK, 0.008),
        );
        scene.push(
            Geometry::circle(figure.offset(0.0, -0.03), 0.026),
            Style::outlined(palette::CLOAK, palette::INK, 0.008),
        );
        scene.push(
            Geometry::circle(figure.offset(0.0, -0.024), 0.011),
            Style::fill(palette::FACE),
        );
        scene.push(
            Geometry::polyline(&[figure.offset(0.03, 0.05), figure.offset(0.055, -0.03)]),
            Style::stroke(palette::WOOD, 0.01),
        );
    }
}
