//! Where one feature passes under another, the sign that says so on the one above: a gate in a
//! city's wall where a road, a river or another city runs in under it, and a bridge's parapets
//! along a road where a river or another road runs under it. The feature underneath is painted
//! first and the one above over it; these signs are drawn over both and paint no feature's
//! ground.

use crate::model::{Feature, Side, Tile};
use crate::output::drawing::scene::{Scene, cities, outward, roads, sides_of};
use crate::output::drawing::{Geometry, Point, Segment, Style, palette};

/// How far the control points of a quarter circle of radius one lie from its ends.
const ARC_HANDLE: f32 = 0.552_284_8;
/// The half width of a gate under which a city passes, in tile widths.
const CITY_GATE: f32 = 0.12;
/// The width of a parapet's line.
const PARAPET_WIDTH: f32 = 0.025;
/// How far a parapet runs on past each bank of what passes under the bridge.
const PARAPET_OVERHANG: f32 = 0.04;

/// Draws the sign of every crossing of `tile`: for each feature that passes `under` another, a
/// gate in the wall of the city above at each side the feature comes in from, or parapets on
/// both sides of the road above where it crosses.
pub(super) fn draw(scene: &mut Scene, tile: &Tile) {
    for feature in tile.features.iter() {
        let Some(above) = feature.under().and_then(|id| tile.feature(id)) else {
            continue;
        };
        let below = sides_of(feature.edges());
        let half_width = match feature {
            Feature::City { .. } => CITY_GATE,
            Feature::River { .. } => roads::RIVER_WIDTH / 2.0,
            _ => roads::WIDTH / 2.0,
        };
        match above {
            Feature::City { edges, reaches, .. } => {
                let city = sides_of(&edges[..]);
                for side in below.iter().filter(|side| !city.contains(side)) {
                    if let Some(at) = cities::wall_across(&city, &reaches[..], *side) {
                        gate(scene, at, *side, half_width);
                    }
                }
            }
            Feature::Road { edges, .. } => {
                if let Some(axis) = one_axis(&sides_of(&edges[..])) {
                    parapets(scene, axis, half_width);
                }
            }
            _ => {}
        }
    }
}

/// The way along the axis of `sides` (out through the first), when they all lie on one axis
/// (one side, or two opposite ones): a road straight through the tile centre, or into it.
fn one_axis(sides: &[Side]) -> Option<(f32, f32)> {
    let first = *sides.first()?;
    sides
        .iter()
        .all(|side| *side == first || *side == first.opposite())
        .then(|| outward(first))
}

/// A dark arch in a city's wall at `at`, opening out through `side` into what runs in under the
/// city, `half_width` wide on each side of its middle.
fn gate(scene: &mut Scene, at: Point, side: Side, half_width: f32) {
    let out = outward(side);
    let across = (-out.1, out.0);
    let handle = half_width * ARC_HANDLE;
    let start = at.along(across, -half_width);
    let top = at.along(out, half_width);
    let end = at.along(across, half_width);
    scene.push(
        Geometry::Path(vec![
            Segment::MoveTo(start),
            Segment::CubicTo(start.along(out, handle), top.along(across, -handle), top),
            Segment::CubicTo(top.along(across, handle), end.along(out, handle), end),
            Segment::Close,
        ]),
        Style::outlined(palette::INK, palette::CITY_WALL, 0.02),
    );
}

/// A bridge's two parapets along a road running `along` through the tile centre, one on each
/// side of it, over what passes under it `half_width` on each side of the centre.
fn parapets(scene: &mut Scene, along: (f32, f32), half_width: f32) {
    let across = (-along.1, along.0);
    let reach = half_width + PARAPET_OVERHANG;
    for bank in [-1.0, 1.0] {
        let middle = Point::CENTRE.along(across, bank * (roads::WIDTH / 2.0 + PARAPET_WIDTH / 2.0));
        scene.push(
            Geometry::polyline(&[middle.along(along, -reach), middle.along(along, reach)]),
            Style::stroke(palette::INK, PARAPET_WIDTH),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parapets_run_along_a_road_on_one_axis_only() {
        assert_eq!(one_axis(&[Side::N, Side::S]), Some((0.0, -1.0)));
        assert_eq!(one_axis(&[Side::E]), Some((1.0, 0.0)));
        assert_eq!(one_axis(&[Side::N, Side::E]), None);
        assert_eq!(one_axis(&[]), None);
    }
}
