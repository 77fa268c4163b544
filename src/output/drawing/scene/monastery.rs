//! Monasteries: a church with a bell tower at the tile centre.

use crate::drawing::scene::Scene;
use crate::drawing::{Geometry, Point, Style, palette};

/// Draws a monastery at the tile centre.
pub(super) fn draw(scene: &mut Scene) {
    let at = |dx: f32, dy: f32| Point::CENTRE.offset(dx, dy);
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
