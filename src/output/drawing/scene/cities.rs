//! Cities: the sides they cover filled in city colours, a wall where they meet the field, and
//! their pennants as small blue-and-white shields.

use crate::model::{Direction, Feature, Side, Tile};
use crate::output::drawing::scene::{Scene, corners, outward, roads, sides_of};
use crate::output::drawing::{Geometry, Point, Segment, Style, palette};

/// How far the wall bows towards the field, by the number of field sides it spans.
const BOW: [f32; 4] = [0.0, 0.05, 0.2, 0.05];
const WALL_WIDTH: f32 = 0.05;
/// How far a wall running out to a point of the edge bows towards the centre, as a share of the
/// way from the middle of its chord to the centre.
const REACH_BOW: f32 = 0.6;

/// How far a wall running from a corner to a point where it touches another feature bows out
/// from the chord towards the field side it leaves the corner along, as a share of the way.
const TOUCH_BOW: f32 = 0.5;

/// Where the wall of a city sharing a side with another city of its tile meets that side: this
/// share of the side's length from the corner next to the sharing city.
const SHARED_REACH: f32 = 0.3;

/// How far the wall of a city covering two adjacent sides bows towards the field when another
/// city covers the other two with a field enclosed between them: back from the diagonal, so
/// that the field shows between the two walls.
const FACING_BOW: f32 = -0.1;

/// The wall of one city: where it runs besides its own sides.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Wall<'w> {
    /// The corners and field-side centres of the edge it reaches.
    pub(super) reaches: &'w [Direction],
    /// The points inside the tile where it touches another city or a road, clockwise round the
    /// centre from its first field side.
    pub(super) touching: &'w [Point],
    /// Whether it is one of two cities facing each other across a field: it bows back from the
    /// diagonal.
    pub(super) facing: bool,
    /// The side the city shares with another city of the tile: next to one of its own sides,
    /// its wall meets that side part of the way along instead of at the corner, so that the
    /// city holds the stretch of it beyond the wall, beside the other city.
    pub(super) shares: Option<Side>,
}

/// Draws a city covering `sides` (clockwise from north), its wall running out to the corners and
/// field-side centres it reaches and through the points where it touches another feature; its
/// pennants are [`draw_pennants`]'.
pub(super) fn draw(scene: &mut Scene, sides: &[Side], wall: Wall) {
    let Wall {
        reaches,
        touching,
        facing,
        shares,
    } = wall;
    if sides.is_empty() {
        return;
    }
    let covers = |side: Side| sides.contains(&side);
    let start = Side::ALL
        .into_iter()
        .position(|side| covers(side) && !covers(Side::ALL[(side.index() + 3) % 4]))
        .unwrap_or(0);
    let order = (0..4).map(|step| Side::ALL[(start + step) % 4]);
    let mut outline = vec![Segment::MoveTo(corners(Side::ALL[start]).0)];
    let mut walls = Vec::new();
    let mut gap: Vec<Side> = Vec::new();
    let mut close_gap = |gap: &mut Vec<Side>, outline: &mut Vec<Segment>| {
        if let (Some(first), Some(last)) = (gap.first(), gap.last()) {
            // Where the wall leaves the edge and where it comes back to it: the gap's corners,
            // or part of the way along the shared side.
            let (start, end) = (
                if shares == Some(*first) {
                    let (corner, far) = corners(*first);
                    corner.lerp(far, SHARED_REACH)
                } else {
                    corners(*first).0
                },
                if shares == Some(*last) {
                    let (far, corner) = corners(*last);
                    corner.lerp(far, SHARED_REACH)
                } else {
                    corners(*last).1
                },
            );
            if shares == Some(*first) {
                outline.push(Segment::LineTo(start));
            }
            let reached = reached_points(gap, reaches);
            let wall: Vec<Segment> = if !reached.is_empty() {
                // To each point the wall reaches and on to the end of the gap, bowing in towards
                // the centre so that the field along the edge between them stays.
                let mut from = start;
                reached
                    .into_iter()
                    .chain([end])
                    .map(|to| {
                        let middle = from.lerp(to, 0.5);
                        from = to;
                        Segment::QuadTo(middle.lerp(Point::CENTRE, REACH_BOW), to)
                    })
                    .collect()
            } else if !touching.is_empty() {
                // Through each point it touches: from the corner down along the first field side
                // and round, as a cap's wall bows, and back up along the last.
                let down = |corner: Point, along: Point, to: Point| {
                    let direction = (along.x - corner.x, along.y - corner.y);
                    let reach = (to.x - corner.x) * direction.0 + (to.y - corner.y) * direction.1;
                    corner
                        .lerp(to, 0.5)
                        .lerp(corner.along(direction, reach), TOUCH_BOW)
                };
                let mut from = start;
                let count = touching.len();
                touching
                    .iter()
                    .copied()
                    .chain([end])
                    .enumerate()
                    .map(|(place, to)| {
                        let control = if place == 0 {
                            down(start, corners(*first).1, to)
                        } else if place == count {
                            down(end, corners(*last).0, from)
                        } else {
                            from.lerp(to, 0.5)
                        };
                        from = to;
                        Segment::QuadTo(control, to)
                    })
                    .collect()
            } else {
                vec![Segment::QuadTo(bow_control(gap, facing), end)]
            };
            outline.extend(wall.iter().copied());
            if shares == Some(*last) {
                outline.push(Segment::LineTo(corners(*last).1));
            }
            let mut path = vec![Segment::MoveTo(start)];
            path.extend(wall);
            walls.push(Geometry::Path(path));
            gap.clear();
        }
    };
    for side in order {
        if covers(side) {
            close_gap(&mut gap, &mut outline);
            outline.push(Segment::LineTo(corners(side).1));
        } else {
            gap.push(side);
        }
    }
    close_gap(&mut gap, &mut outline);
    outline.push(Segment::Close);
    scene.push(Geometry::Path(outline), Style::fill(palette::CITY));
    for wall in walls {
        scene.push(wall, Style::stroke(palette::CITY_WALL, WALL_WIDTH));
    }
}

/// The points of the edge the wall across the field sides `gap` reaches, in clockwise order:
/// the centre of a side in the gap, or a corner between two of its sides.
fn reached_points(gap: &[Side], reaches: &[Direction]) -> Vec<Point> {
    let corner_after =
        |side: Side| [Direction::NE, Direction::SE, Direction::SW, Direction::NW][side.index()];
    let centre =
        |side: Side| [Direction::N, Direction::E, Direction::S, Direction::W][side.index()];
    let mut points = Vec::new();
    for (place, side) in gap.iter().enumerate() {
        if reaches.contains(&centre(*side)) {
            let (start, end) = corners(*side);
            points.push(start.lerp(end, 0.5));
        }
        if place + 1 < gap.len() && reaches.contains(&corner_after(*side)) {
            points.push(corners(*side).1);
        }
    }
    points
}

/// The control point of the wall across the field sides `gap`: towards the field, further for a
/// wall cutting across a corner.
fn bow_control(gap: &[Side], facing: bool) -> Point {
    let (dx, dy) = gap.iter().fold((0.0, 0.0), |(x, y), side| {
        let (ox, oy) = outward(*side);
        (x + ox, y + oy)
    });
    let bow = if facing && gap.len() == 2 {
        FACING_BOW
    } else {
        BOW[gap.len().min(3)]
    };
    Point::CENTRE.along((dx, dy), bow)
}

/// Whether the cities covering `cities` (each its sides, clockwise from north) are two facing
/// each other across the tile: each covering two adjacent sides, together all four.
pub(super) fn face_each_other(cities: &[Vec<Side>]) -> bool {
    let [a, b] = cities else {
        return false;
    };
    let two_adjacent = |sides: &[Side]| matches!(sides, [x, y] if x.opposite() != *y);
    two_adjacent(a) && two_adjacent(b) && a.iter().all(|side| !b.contains(side))
}

/// The field between two cities facing each other, one of them covering `sides`: the lens
/// between their walls, from corner to corner.
pub(super) fn between(sides: &[Side]) -> Geometry {
    let gap: Vec<Side> = Side::ALL
        .into_iter()
        .filter(|side| !sides.contains(side))
        .collect();
    // The city's sides and its gap, each clockwise from its first side: the wall of the city
    // runs across the gap and the other city's wall back across the city's sides.
    let clockwise = |sides: &[Side]| -> Vec<Side> {
        let mut sides = sides.to_vec();
        if sides[0].index() + 1 != sides[1].index() {
            sides.reverse();
        }
        sides
    };
    let (gap, own) = (clockwise(&gap), clockwise(sides));
    let from = corners(gap[0]).0;
    let to = corners(gap[1]).1;
    Geometry::Path(vec![
        Segment::MoveTo(from),
        Segment::QuadTo(bow_control(&gap, true), to),
        Segment::QuadTo(bow_control(&own, true), from),
        Segment::Close,
    ])
}

/// Where the wall of the city covering `sides` crosses the line from the centre of `side` to
/// the tile centre, when `side` is a field side of its own between two of the city's (the
/// wall across it bows in from corner to corner and reaches no point of the edge): where a
/// feature coming in from `side` passes under the city.
pub(super) fn wall_across(sides: &[Side], reaches: &[Direction], side: Side) -> Option<Point> {
    let before = Side::ALL[(side.index() + 3) % 4];
    let after = Side::ALL[(side.index() + 1) % 4];
    if sides.contains(&side) || !sides.contains(&before) || !sides.contains(&after) {
        return None;
    }
    if !reached_points(&[side], reaches).is_empty() {
        return None;
    }
    // The middle of the quadratic curve from corner to corner.
    let (start, end) = corners(side);
    Some(start.lerp(end, 0.5).lerp(bow_control(&[side], false), 0.5))
}

/// The middle of the wall of a city covering `sides`, as drawn when it reaches and touches
/// nothing: where it comes nearest to what lies beyond it. `None` unless the city's sides are
/// one run, so that it has one wall.
pub(super) fn wall_middle(sides: &[Side], facing: bool) -> Option<Point> {
    let covers = |side: Side| sides.contains(&side);
    let after_city = |side: &Side| !covers(*side) && covers(Side::ALL[(side.index() + 3) % 4]);
    let mut starts = Side::ALL.into_iter().filter(after_city);
    let start = starts.next()?;
    if starts.next().is_some() {
        return None;
    }
    let gap: Vec<Side> = (0..4)
        .map(|step| Side::ALL[(start.index() + step) % 4])
        .take_while(|side| !covers(*side))
        .collect();
    let (from, to) = (corners(gap[0]).0, corners(*gap.last()?).1);
    Some(from.lerp(to, 0.5).lerp(bow_control(&gap, facing), 0.5))
}

/// The points where the wall of the city at `index` among `tile`'s features touches the roads
/// and cities its `touches` names, and the cities whose `touches` names it, clockwise round the
/// centre from its first field side, so that the picture parts the fields the data parts: on a
/// road (among `roads`, as drawn), the point of its centre line nearest the wall's middle, moved
/// back to the road's edge; on a city, halfway between the two walls' middles, moved back to a
/// road's edge when a road runs there. None for a city whose wall reaches the edge, or that is
/// more than one run of sides.
pub(super) fn touch_points(
    tile: &Tile,
    index: usize,
    roads: &[roads::Road],
    facing: bool,
) -> Vec<Point> {
    let Some(Feature::City {
        id,
        edges,
        reaches,
        touches,
        ..
    }) = tile.features.get(index)
    else {
        return Vec::new();
    };
    let sides = sides_of(edges);
    let Some(middle) = wall_middle(&sides, facing).filter(|_| reaches.is_empty()) else {
        return Vec::new();
    };
    // The wall runs along the road's edge line, so that its stroke overlaps the road's edge.
    let back = roads::WIDTH / 2.0;
    let towards_wall = |point: Point| {
        let (dx, dy) = (middle.x - point.x, middle.y - point.y);
        let length = (dx * dx + dy * dy).sqrt();
        if length <= back {
            return point;
        }
        point.along((dx / length, dy / length), back)
    };
    let distance = |a: Point, b: Point| ((a.x - b.x).powi(2) + (a.y - b.y).powi(2)).sqrt();
    let nearest_on_road = |road: &roads::Road, to: Point| {
        roads::centre_points(&road.sides, road.end)
            .into_iter()
            .min_by(|a, b| distance(*a, to).total_cmp(&distance(*b, to)))
    };
    let mut points: Vec<Point> = Vec::new();
    for (other, feature) in tile.features.iter().enumerate() {
        let named = touches.iter().any(|touched| touched == feature.id());
        let point = match feature {
            Feature::Road { .. } if named => roads
                .iter()
                .find(|road| road.feature == other)
                .and_then(|road| nearest_on_road(road, middle))
                .map(towards_wall),
            Feature::City {
                edges: other_edges,
                touches: theirs,
                ..
            } if named || theirs.iter().any(|touched| touched == id) => {
                wall_middle(&sides_of(other_edges), facing).map(|theirs| {
                    let halfway = middle.lerp(theirs, 0.5);
                    let on_a_road = roads.iter().any(|road| {
                        nearest_on_road(road, halfway)
                            .is_some_and(|near| distance(near, halfway) < back)
                    });
                    if on_a_road {
                        towards_wall(halfway)
                    } else {
                        halfway
                    }
                })
            }
            _ => None,
        };
        if let Some(point) = point
            && points.iter().all(|seen| distance(*seen, point) > 0.01)
        {
            points.push(point);
        }
    }
    // Clockwise round the centre, from the corner where the wall starts.
    let start = wall_start(&sides);
    let turn = |point: &Point| {
        let angle = |at: Point| (at.y - 0.5).atan2(at.x - 0.5);
        (angle(*point) - angle(start)).rem_euclid(std::f32::consts::TAU)
    };
    points.sort_by(|a, b| turn(a).total_cmp(&turn(b)));
    points
}

/// The corner where the wall of a city covering `sides` (one run of them) starts, clockwise.
fn wall_start(sides: &[Side]) -> Point {
    let covers = |side: Side| sides.contains(&side);
    Side::ALL
        .into_iter()
        .find(|side| !covers(*side) && covers(Side::ALL[(side.index() + 3) % 4]))
        .map_or(Point::CENTRE, |side| corners(side).0)
}

/// A point well inside the city covering `sides`: where its pennants stand and where a road
/// running into it ends, under its wall.
pub(super) fn inside(sides: &[Side]) -> Point {
    let (dx, dy) = sides.iter().fold((0.0, 0.0), |(x, y), side| {
        let (ox, oy) = outward(*side);
        (x + ox, y + oy)
    });
    Point::CENTRE.along((dx, dy), 0.32)
}

/// Shields side by side in the middle of the city's part of the tile.
pub(super) fn draw_pennants(scene: &mut Scene, sides: &[Side], pennants: u8) {
    let anchor = inside(sides);
    let spacing = 0.15;
    let first = -(f32::from(pennants) - 1.0) * spacing / 2.0;
    for index in 0..pennants {
        let at = anchor.offset(first + f32::from(index) * spacing, 0.0);
        scene.push(
            Geometry::polygon(&[
                at.offset(-0.06, -0.065),
                at.offset(0.06, -0.065),
                at.offset(0.06, 0.015),
                at.offset(0.0, 0.075),
                at.offset(-0.06, 0.015),
            ]),
            Style::outlined(palette::PENNANT, palette::PENNANT_RIM, 0.016),
        );
        // The white band across the shield, as printed.
        scene.push(
            Geometry::polygon(&[
                at.offset(-0.05, -0.02),
                at.offset(0.05, -0.02),
                at.offset(0.05, 0.005),
                at.offset(-0.05, 0.005),
            ]),
            Style::fill(palette::PENNANT_RIM),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wall_reaches_corners_between_its_gap_sides_and_centres_of_them() {
        let gap = [Side::E, Side::S];
        assert_eq!(
            reached_points(&gap, &[Direction::SE]),
            [Point::new(1.0, 1.0)]
        );
        assert_eq!(
            reached_points(&gap, &[Direction::S, Direction::NE]),
            [Point::new(0.5, 1.0)],
            "the north-east corner is where the gap starts, not inside it"
        );
        assert!(reached_points(&gap, &[]).is_empty());
    }

    #[test]
    fn two_cities_face_each_other_when_each_covers_two_adjacent_sides_of_the_four() {
        use Side::{E, N, S, W};
        assert!(face_each_other(&[vec![N, W], vec![E, S]]));
        assert!(
            !face_each_other(&[vec![N, S], vec![E, W]]),
            "crossing, not facing"
        );
        assert!(!face_each_other(&[vec![N, W], vec![N, E]]));
        assert!(!face_each_other(&[vec![N, W]]));
    }

    /// The city outline and the walls that `draw` paints for a city covering `sides`.
    fn drawn(sides: &[Side], shares: Option<Side>) -> Vec<Geometry> {
        let mut scene = Scene::plain_back();
        let wall = Wall {
            reaches: &[],
            touching: &[],
            facing: false,
            shares,
        };
        draw(&mut scene, sides, wall);
        scene.shapes[1..]
            .iter()
            .map(|shape| shape.geometry.clone())
            .collect()
    }

    #[test]
    fn a_city_sharing_a_side_holds_the_stretch_of_it_beyond_its_wall() {
        use Segment::{Close, LineTo, MoveTo, QuadTo};
        let (north_east, south_east) = (Point::new(1.0, 0.0), Point::new(1.0, 1.0));
        let on_north = Point::new(0.7, 0.0);
        // A cap on the east side sharing the north side: its wall runs from the south-east
        // corner to the north side, and the city runs along the north side to the corner.
        let shared = drawn(&[Side::E], Some(Side::N));
        let [Geometry::Path(outline), Geometry::Path(wall)] = &shared[..] else {
            panic!("{shared:?}");
        };
        assert!(
            matches!(outline[..], [MoveTo(a), LineTo(b), QuadTo(_, c), LineTo(d), Close]
                if a == north_east && b == south_east && (c.x - on_north.x).abs() < 1e-6
                    && c.y == 0.0 && d == north_east),
            "{outline:?}"
        );
        assert!(
            matches!(wall[..], [MoveTo(a), QuadTo(_, b)] if a == south_east
                && (b.x - on_north.x).abs() < 1e-6 && b.y == 0.0),
            "{wall:?}"
        );
        // Sharing the south side, the wall leaves the south side part of the way along.
        let shared = drawn(&[Side::E], Some(Side::S));
        let [Geometry::Path(_), Geometry::Path(wall)] = &shared[..] else {
            panic!("{shared:?}");
        };
        assert!(
            matches!(wall[..], [MoveTo(a), QuadTo(_, b)] if (a.x - 0.7).abs() < 1e-6
                && a.y == 1.0 && b == north_east),
            "{wall:?}"
        );
        // Without a shared side the cap's wall runs from corner to corner.
        let cap = drawn(&[Side::E], None);
        let [Geometry::Path(_), Geometry::Path(wall)] = &cap[..] else {
            panic!("{cap:?}");
        };
        assert!(
            matches!(wall[..], [MoveTo(a), QuadTo(_, b)] if a == south_east && b == north_east),
            "{wall:?}"
        );
    }

    #[test]
    fn a_wall_is_crossed_in_the_middle_of_a_field_side_between_two_city_sides() {
        // A city from west to east: its northern wall bows in to a quarter of the way south.
        let at = wall_across(&[Side::E, Side::W], &[], Side::N).unwrap();
        assert!(
            (at.x - 0.5).abs() < 1e-6 && (at.y - 0.225).abs() < 1e-6,
            "{at:?}"
        );
        assert_eq!(wall_across(&[Side::E, Side::W], &[], Side::E), None);
        assert_eq!(
            wall_across(&[Side::E], &[], Side::N),
            None,
            "no city on the west"
        );
        assert_eq!(
            wall_across(&[Side::E, Side::W], &[Direction::N], Side::N),
            None
        );
    }
}
