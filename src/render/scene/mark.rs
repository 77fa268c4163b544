//! The expansion mark: a tiny flying machine in the corner the expansion names. It is part of
//! the printed art, so it turns with the tile.

use crate::model::Direction;
use crate::render::scene::{Scene, flier, toward, unit};
use crate::render::{Geometry, Style, palette};

/// How far from the centre the mark's middle lies, on both axes for a corner.
const DISTANCE: f32 = 0.42;
const RADIUS: f32 = 0.055;

/// Draws the mark in `corner`.
pub(super) fn draw(scene: &mut Scene, corner: Direction) {
    let at = toward(corner, DISTANCE);
    scene.push(
        Geometry::circle(at, RADIUS),
        Style::outlined(palette::CANVAS, palette::INK, RADIUS * 0.15),
    );
    flier::craft(scene, at, unit(Direction::N), RADIUS * 5.0, palette::INK);
}
