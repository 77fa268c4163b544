//! Fields: the grass that covers every tile, fields enclosed inside a ring of cities, and the
//! tile's outline.

use crate::output::drawing::palette;
use crate::output::drawing::scene::{Owner, Scene};
use crate::output::drawing::{Geometry, Point, Style};

use crate::output::drawing::scene::TILE_CORNERS as OUTLINE;

/// Covers the whole tile with grass; roads and cities are painted over it.
pub(super) fn draw(scene: &mut Scene) {
    scene.push(Geometry::polygon(&OUTLINE), Style::fill(palette::FIELD));
}

/// Where the fields that meet no edge lie, by how many a tile has: in the middle, or spread
/// along the diagonal from the south-west to the north-east.
fn inner_places(count: usize) -> Vec<Point> {
    match count {
        0 => Vec::new(),
        1 => vec![Point::CENTRE],
        _ => (0..count)
            .map(|index| {
                let t = (index as f32 + 0.5) / count as f32;
                Point::new(0.25, 0.75).lerp(Point::new(0.75, 0.25), t)
            })
            .collect(),
    }
}

/// Draws the fields that meet no edge, at these places among the tile's features, enclosed
/// inside a ring of cities that covers the centre: grass inside a wall, painted over the cities.
pub(super) fn draw_inner(scene: &mut Scene, fields: &[usize]) {
    let radius = if fields.len() > 1 { 0.1 } else { 0.14 };
    for (place, &field) in inner_places(fields.len()).into_iter().zip(fields) {
        let start = scene.shapes.len();
        scene.push(
            Geometry::circle(place, radius),
            Style::outlined(palette::FIELD, palette::CITY_WALL, 0.03),
        );
        scene.claim(Owner::Feature(field), start);
    }
}

/// Draws the field at `field` among the tile's features, enclosed `between` two cities' walls:
/// grass inside a wall, painted over the cities.
pub(super) fn draw_between(scene: &mut Scene, field: usize, between: Geometry) {
    let start = scene.shapes.len();
    scene.push(
        between,
        Style::outlined(palette::FIELD, palette::CITY_WALL, 0.03),
    );
    scene.claim(Owner::Feature(field), start);
}

/// A thin darker line along the tile's outline, so neighbouring tiles stay apart.
pub(super) fn draw_tile_edge(scene: &mut Scene) {
    scene.push(
        Geometry::polygon(&OUTLINE),
        Style::stroke(palette::TILE_EDGE, 0.02),
    );
}
