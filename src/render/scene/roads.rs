//! Roads: straight between opposite sides, curved between adjacent ones, and ending at the
//! centre (at a small house, or at the building standing there) otherwise.

use crate::model::Side;
use crate::render::scene::{Scene, outward, pictograms, side_centre};
use crate::render::{Cap, Geometry, Point, Segment, Stroke, Style, palette};

/// The road's width including its edges, as a share of the tile's width.
const WIDTH: f32 = 0.15;
/// The light surface inside the edges.
const SURFACE: f32 = 0.11;
/// How far the control points of a quarter circle of radius one lie from its ends.
const ARC_HANDLE: f32 = 0.552_284_8;

/// Draws a road meeting `sides`. With other than two sides the road ends at the centre, where a
/// small house stands unless `centre_building` (a monastery) is already there.
pub(super) fn draw(scene: &mut Scene, sides: &[Side], centre_building: bool) {
    let lines = centre_lines(sides);
    for (colour, width) in [(palette::ROAD_EDGE, WIDTH), (palette::ROAD, SURFACE)] {
        for line in &lines {
            scene.push(
                line.clone(),
                Style {
                    fill: None,
                    stroke: Some(Stroke {
                        colour,
                        width,
                        cap: Cap::Butt,
                    }),
                },
            );
        }
    }
    if sides.len() != 2 && !centre_building {
        pictograms::house(scene, Point::CENTRE, 0.55);
    }
}

/// The road's centre line: one line between two sides, or one line from each side to the centre.
fn centre_lines(sides: &[Side]) -> Vec<Geometry> {
    match sides {
        [a, b] if a.opposite() == *b => {
            vec![Geometry::polyline(&[side_centre(*a), side_centre(*b)])]
        }
        [a, b] => vec![quarter_arc(*a, *b)],
        _ => sides
            .iter()
            .map(|side| Geometry::polyline(&[side_centre(*side), Point::CENTRE]))
            .collect(),
    }
}

/// A quarter circle from the centre of side `a` to the centre of the adjacent side `b`, around
/// the corner they share.
fn quarter_arc(a: Side, b: Side) -> Geometry {
    let handle = 0.5 * ARC_HANDLE;
    let inward = |side: Side| {
        let (dx, dy) = outward(side);
        (-dx, -dy)
    };
    let start = side_centre(a);
    let end = side_centre(b);
    Geometry::Path(vec![
        Segment::MoveTo(start),
        Segment::CubicTo(
            start.along(inward(a), handle),
            end.along(inward(b), handle),
            end,
        ),
    ])
}
