//! Roads and rivers: straight between opposite sides, curved between adjacent ones; a road
//! meeting one side ends where the tile says: at the centre (at a small house, or at the building
//! standing there), under the wall of a city, at another road, or at a thing of its own (a well,
//! a house, a tunnel mouth); a river meeting one side rises from a spring or flows into a lake at
//! the centre.

use crate::model::{RiverEnd, Side};
use crate::output::drawing::scene::{Owner, Scene, outward, pictograms, side_centre};
use crate::output::drawing::{Cap, Colour, Geometry, Point, Segment, Stroke, Style, palette};

/// The road's width including its edges, as a share of the tile's width.
pub(super) const WIDTH: f32 = 0.15;
/// The light surface inside the edges.
const SURFACE: f32 = 0.11;
/// The river's width including its banks.
pub(super) const RIVER_WIDTH: f32 = 0.2;
/// The water inside the banks.
const WATER: f32 = 0.15;
/// How far the control points of a quarter circle of radius one lie from its ends.
const ARC_HANDLE: f32 = 0.552_284_8;

/// Where a road that meets one side ends.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum RoadEnd {
    /// At the tile centre: at a small house, unless a building stands there (`true`).
    Centre {
        /// Whether a monastery or garden stands at the centre.
        building: bool,
    },
    /// At this point: inside a city (under its wall) or on another road.
    At(Point),
    /// Short of the tile centre, at a thing of the road's own, so that two such roads on one
    /// tile stay apart; tunnel mouths open side by side into one hill at the centre.
    Own(crate::model::RoadEnd),
}

/// One road of a tile: the sides it meets and, when it meets other than two, where it ends.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Road {
    /// The road's place among the tile's features, whose ground its edges and surface paint.
    pub(super) feature: usize,
    /// The sides the road meets, clockwise from north.
    pub(super) sides: Vec<Side>,
    /// Where a road meeting other than two sides ends.
    pub(super) end: RoadEnd,
}

/// Draws the roads of a tile: every road's edges first, then every road's surface, so that
/// where roads meet (a junction, a crossroads, a branch) no road's edge crosses another's
/// surface; then the small house the roads meeting one side end at, once, and the things of
/// their own the roads end at. A road's edges and its surface are each a part of its ground.
pub(super) fn draw(scene: &mut Scene, roads: &[Road]) {
    let lines: Vec<(usize, Vec<Geometry>)> = roads
        .iter()
        .map(|road| (road.feature, centre_lines(&road.sides, road.end)))
        .collect();
    for layer in [(palette::ROAD_EDGE, WIDTH), (palette::ROAD, SURFACE)] {
        for (feature, lines) in &lines {
            let start = scene.shapes.len();
            stroke(scene, lines, [layer]);
            scene.claim(Owner::Feature(*feature), start);
        }
    }
    // Roads that each meet one side and end at the centre end at a small house there; one road
    // meeting three or four sides runs on through the centre, where nothing stands.
    let at_a_house =
        |road: &Road| road.sides.len() == 1 && road.end == (RoadEnd::Centre { building: false });
    if roads.iter().any(at_a_house) {
        pictograms::house(scene, Point::CENTRE, 0.55);
    }
    let into_tunnels = |road: &Road| road.end == RoadEnd::Own(crate::model::RoadEnd::TunnelMouth);
    if roads.iter().any(into_tunnels) {
        scene.push(
            Geometry::circle(Point::CENTRE, 0.17),
            Style::outlined(palette::STONE, palette::INK, 0.02),
        );
    }
    for road in roads.iter().filter(|road| road.sides.len() != 2) {
        let RoadEnd::Own(own) = road.end else {
            continue;
        };
        let at = road
            .sides
            .first()
            .map_or(Point::CENTRE, |side| own_end(*side));
        match own {
            crate::model::RoadEnd::House => pictograms::house(scene, at, 0.55),
            crate::model::RoadEnd::Well => scene.push(
                Geometry::circle(at, 0.07),
                Style::outlined(palette::WATER, palette::STONE, 0.03),
            ),
            crate::model::RoadEnd::TunnelMouth => scene.push(
                Geometry::circle(at, 0.07),
                Style::outlined(palette::INK, palette::CITY_WALL, 0.025),
            ),
        }
    }
}

/// Where a road from `side` ends at a thing of its own: a little short of the tile centre.
fn own_end(side: Side) -> Point {
    side_centre(side).lerp(Point::CENTRE, 0.7)
}

/// Draws a river meeting `sides`, blue between darker banks; a river meeting one side ends at
/// the centre in a spring (a small pool) or a lake (a wide one).
/// Its shapes are the ground of the river, the tile's feature at `feature`.
pub(super) fn draw_river(scene: &mut Scene, feature: usize, sides: &[Side], end: Option<RiverEnd>) {
    let start = scene.shapes.len();
    let lines = centre_lines(sides, RoadEnd::Centre { building: false });
    stroke(
        scene,
        &lines,
        [(palette::RIVER_BANK, RIVER_WIDTH), (palette::WATER, WATER)],
    );
    let radius = match end {
        Some(RiverEnd::Spring) => 0.1,
        Some(RiverEnd::Lake) => 0.28,
        None => {
            scene.claim(Owner::Feature(feature), start);
            return;
        }
    };
    scene.push(
        Geometry::circle(Point::CENTRE, radius),
        Style::outlined(palette::WATER, palette::RIVER_BANK, 0.025),
    );
    scene.claim(Owner::Feature(feature), start);
}

/// Strokes every line in `lines` once with each colour and width, the first underneath.
fn stroke<const N: usize>(scene: &mut Scene, lines: &[Geometry], layers: [(Colour, f32); N]) {
    for (colour, width) in layers {
        for line in lines {
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
}

/// The middle of the centre line of a road meeting `sides`: where a road ending at it meets it.
pub(super) fn middle(sides: &[Side]) -> Point {
    match sides {
        [a, b] if a.opposite() != *b => {
            // Halfway round the quarter circle about the corner the two sides share.
            let (ax, ay) = outward(*a);
            let (bx, by) = outward(*b);
            let corner = Point::CENTRE.along((ax + bx, ay + by), 0.5);
            corner.along(
                (
                    -(ax + bx) * std::f32::consts::FRAC_1_SQRT_2,
                    -(ay + by) * std::f32::consts::FRAC_1_SQRT_2,
                ),
                0.5,
            )
        }
        _ => Point::CENTRE,
    }
}

/// Points along the centre line of a road meeting `sides` and ending at `end`, a few hundredths
/// of a tile apart: where a city's wall touching the road may meet it.
pub(super) fn centre_points(sides: &[Side], end: RoadEnd) -> Vec<Point> {
    const STEPS: u16 = 24;
    let along = |from: Point, to: Point| -> Vec<Point> {
        (0..=STEPS)
            .map(|step| from.lerp(to, f32::from(step) / f32::from(STEPS)))
            .collect()
    };
    let end = match end {
        RoadEnd::Centre { .. } => Point::CENTRE,
        RoadEnd::Own(_) => sides.first().map_or(Point::CENTRE, |side| own_end(*side)),
        RoadEnd::At(point) => point,
    };
    match sides {
        [a, b] if a.opposite() == *b => along(side_centre(*a), side_centre(*b)),
        [a, b] => {
            // The quarter circle of radius one half about the corner the two sides share.
            let (ax, ay) = outward(*a);
            let (bx, by) = outward(*b);
            let corner = Point::CENTRE.along((ax + bx, ay + by), 0.5);
            (0..=STEPS)
                .map(|step| {
                    let angle = std::f32::consts::FRAC_PI_2 * f32::from(step) / f32::from(STEPS);
                    corner
                        .along((-ax, -ay), 0.5 * angle.cos())
                        .along((-bx, -by), 0.5 * angle.sin())
                })
                .collect()
        }
        _ => sides
            .iter()
            .flat_map(|side| along(side_centre(*side), end))
            .collect(),
    }
}

/// The road's centre line: one line between two sides, or one line from each side to its end.
fn centre_lines(sides: &[Side], end: RoadEnd) -> Vec<Geometry> {
    let end = match end {
        RoadEnd::Centre { .. } => Point::CENTRE,
        RoadEnd::Own(_) => sides.first().map_or(Point::CENTRE, |side| own_end(*side)),
        RoadEnd::At(point) => point,
    };
    match sides {
        [a, b] if a.opposite() == *b => {
            vec![Geometry::polyline(&[side_centre(*a), side_centre(*b)])]
        }
        [a, b] => vec![quarter_arc(*a, *b)],
        _ => sides
            .iter()
            .map(|side| Geometry::polyline(&[side_centre(*side), end]))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_branch_meets_a_curved_road_halfway_round_its_corner() {
        let middle = middle(&[Side::W, Side::S]);
        let radius = ((middle.x - 0.0).powi(2) + (middle.y - 1.0).powi(2)).sqrt();
        assert!((radius - 0.5).abs() < 1e-6, "{middle:?}");
        assert!((middle.x - (1.0 - middle.y)).abs() < 1e-6, "{middle:?}");
        assert_eq!(super::middle(&[Side::W, Side::E]), Point::CENTRE);
    }

    #[test]
    fn roads_ending_at_the_centre_end_at_a_house_and_one_road_through_it_does_not() {
        let houses = |roads: &[Road]| {
            let mut scene = Scene {
                shapes: Vec::new(),
                parts: Vec::new(),
                arrow: None,
                mark: None,
            };
            draw(&mut scene, roads);
            scene
                .shapes
                .iter()
                .filter(|shape| shape.style.fill == Some(palette::WALL))
                .count()
        };
        let road = |sides: Vec<Side>| Road {
            feature: 0,
            sides,
            end: RoadEnd::Centre { building: false },
        };
        assert_eq!(
            houses(&[
                road(vec![Side::E]),
                road(vec![Side::S]),
                road(vec![Side::W])
            ]),
            1
        );
        assert_eq!(houses(&[road(vec![Side::E, Side::S, Side::W])]), 0);
    }

    #[test]
    fn roads_into_tunnel_mouths_run_into_a_hill_at_the_centre_and_wells_do_not() {
        let hills = |end: crate::model::RoadEnd| {
            let mut scene = Scene {
                shapes: Vec::new(),
                parts: Vec::new(),
                arrow: None,
                mark: None,
            };
            let road = |side: Side| Road {
                feature: 0,
                sides: vec![side],
                end: RoadEnd::Own(end),
            };
            draw(&mut scene, &[road(Side::E), road(Side::S)]);
            scene
                .shapes
                .iter()
                .filter(|shape| {
                    matches!(shape.geometry, Geometry::Circle { centre, .. } if centre == Point::CENTRE)
                })
                .count()
        };
        assert_eq!(hills(crate::model::RoadEnd::TunnelMouth), 1);
        assert_eq!(hills(crate::model::RoadEnd::Well), 0);
    }
}
