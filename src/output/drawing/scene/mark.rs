//! The expansion mark: a tiny flying machine in the corner the expansion names. It is part of
//! the printed art, so it turns with the tile.

use crate::drawing::scene::{Scene, flier, toward, unit};
use crate::drawing::{Geometry, Point, Style, palette};
use crate::model::Direction;

/// How far from the centre the mark's middle lies, on both axes for a corner.
const DISTANCE: f32 = 0.42;
const RADIUS: f32 = 0.055;

/// Draws the mark in `corner`.
pub(super) fn draw(scene: &mut Scene, corner: Direction) {
    draw_at(scene, toward(corner, DISTANCE), RADIUS);
}

/// Draws the mark centred on `at`, `radius` in size.
pub(super) fn draw_at(scene: &mut Scene, at: Point, radius: f32) {
    scene.push(
        Geometry::circle(at, radius),
        Style::outlined(palette::CANVAS, palette::INK, radius * 0.15),
    );
    flier::craft(scene, at, unit(Direction::N), radius * 5.0, palette::INK);
}
