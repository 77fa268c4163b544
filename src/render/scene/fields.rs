//! Fields: the grass that covers every tile, and the tile's outline.

use crate::render::palette;
use crate::render::scene::Scene;
use crate::render::{Geometry, Point, Style};

const OUTLINE: [Point; 4] = [
    Point::new(0.0, 0.0),
    Point::new(1.0, 0.0),
    Point::new(1.0, 1.0),
    Point::new(0.0, 1.0),
];

/// Covers the whole tile with grass; roads and cities are painted over it.
pub(super) fn draw(scene: &mut Scene) {
    scene.push(Geometry::polygon(&OUTLINE), Style::fill(palette::FIELD));
}

/// A thin darker line along the tile's outline, so neighbouring tiles stay apart.
pub(super) fn draw_tile_edge(scene: &mut Scene) {
    scene.push(
        Geometry::polygon(&OUTLINE),
        Style::stroke(palette::TILE_EDGE, 0.02),
    );
}
