//! The quarters of the City of Carcassonne, drawn as a walled keep whose roof colour tells the
//! quarter; the city where it meets the Count's tiles' inner edges, drawn in city colours out to
//! the centre; and tower foundations, drawn as a round stone base.

use crate::model::{EdgePosition, Quarter};
use crate::output::drawing::scene::Scene;
use crate::output::drawing::{Colour, Geometry, Point, Style, palette};

/// Draws the quarter `quarter` at `centre`, `scale` times its full size: a keep inside a ring
/// of wall.
pub(super) fn quarter(scene: &mut Scene, quarter: Quarter, (centre, scale): (Point, f32)) {
    let at = |dx: f32, dy: f32| centre.offset(dx * scale, dy * scale);
    let line = 0.012 * scale;
    scene.push(
        Geometry::circle(centre, 0.2 * scale),
        Style::outlined(palette::CITY, palette::CITY_WALL, 0.04 * scale),
    );
    scene.push(
        Geometry::polygon(&[
            at(-0.08, -0.04),
            at(0.08, -0.04),
            at(0.08, 0.1),
            at(-0.08, 0.1),
        ]),
        Style::outlined(palette::WALL, palette::INK, line),
    );
    scene.push(
        Geometry::polygon(&[at(-0.1, -0.03), at(0.0, -0.13), at(0.1, -0.03)]),
        Style::outlined(roof(quarter), palette::INK, line),
    );
}

/// Where the quarter at `place` among a tile's `count` quarters is drawn, and how large: one
/// in the middle at full size, several (the four of `CO/7`) apart in the tile's four quarters.
pub(super) fn quarter_place(place: usize, count: usize) -> (Point, f32) {
    if count <= 1 {
        return (Point::CENTRE, 1.0);
    }
    let column = (place % 2) as f32;
    let row = (place / 2 % 2) as f32;
    (Point::new(0.3 + 0.4 * column, 0.3 + 0.4 * row), 0.8)
}

/// The roof colour of each quarter.
const fn roof(quarter: Quarter) -> Colour {
    match quarter {
        Quarter::Castle => palette::PENNANT,
        Quarter::Market => palette::LEAVES,
        Quarter::Blacksmith => palette::INK,
        Quarter::Cathedral => palette::ROOF,
    }
}

/// Draws a tower foundation: a round stone base, a little below the centre.
pub(super) fn tower(scene: &mut Scene) {
    let at = Point::CENTRE.offset(0.18, 0.18);
    scene.push(
        Geometry::circle(at, 0.09),
        Style::outlined(palette::STONE, palette::INK, 0.015),
    );
    scene.push(
        Geometry::circle(at, 0.05),
        Style::outlined(palette::CITY_WALL, palette::INK, 0.01),
    );
}

/// Draws the City of Carcassonne meeting the edge at `edges`: each run of positions next to one
/// another round the edge filled in city colours from the edge to the tile centre, walled where
/// it meets the rest of the tile; the whole tile when it meets every position.
pub(super) fn city_of_carcassonne(scene: &mut Scene, edges: &[EdgePosition]) {
    let held = |index: usize| edges.iter().any(|position| position.index() == index % 12);
    if (0..12).all(held) {
        scene.push(
            Geometry::polygon(&crate::output::drawing::scene::TILE_CORNERS),
            Style::fill(palette::CITY),
        );
        return;
    }
    // Runs start where a held position follows one that is not.
    for start in (0..12).filter(|&index| held(index) && !held(index + 11)) {
        let length = (0..12).take_while(|step| held(start + step)).count();
        let mut outline = vec![Point::CENTRE];
        outline.push(round_the_edge(start));
        // A side's three positions begin at its corner: the run turns each corner it passes.
        for index in (start + 1..start + length).filter(|index| index % 3 == 0) {
            outline.push(round_the_edge(index));
        }
        outline.push(round_the_edge(start + length));
        scene.push(
            Geometry::polygon(&outline),
            Style::outlined(palette::CITY, palette::CITY_WALL, 0.04),
        );
    }
}

/// The point of the tile's edge where edge position `index` (counted on round the edge, so 12
/// is `NL` again) begins: `index` twelfths of the way round clockwise from the north-west
/// corner.
fn round_the_edge(index: usize) -> Point {
    let along = (index % 3) as f32 / 3.0;
    match index % 12 / 3 {
        0 => Point::new(along, 0.0),
        1 => Point::new(1.0, along),
        2 => Point::new(1.0 - along, 1.0),
        _ => Point::new(0.0, 1.0 - along),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::drawing::Segment;
    use EdgePosition::*;

    fn drawn(edges: &[EdgePosition]) -> Vec<Vec<Point>> {
        let mut scene = Scene {
            shapes: Vec::new(),
            parts: Vec::new(),
            arrow: None,
            mark: None,
        };
        city_of_carcassonne(&mut scene, edges);
        scene
            .shapes
            .iter()
            .map(|shape| match &shape.geometry {
                Geometry::Path(segments) => segments
                    .iter()
                    .filter_map(|segment| match segment {
                        Segment::MoveTo(point) | Segment::LineTo(point) => Some(*point),
                        _ => None,
                    })
                    .collect(),
                other => panic!("{other:?}"),
            })
            .collect()
    }

    #[test]
    fn the_city_runs_from_the_edge_round_the_corners_it_holds_to_the_centre() {
        // The Count's north-west tile: the city at the east side's south part and the south
        // side's east part, round the south-east corner.
        let [outline] = drawn(&[E, ER, SL, S]).try_into().unwrap();
        assert_eq!(
            outline,
            [
                Point::CENTRE,
                Point::new(1.0, 1.0 / 3.0),
                Point::new(1.0, 1.0),
                Point::new(1.0 - 2.0 / 3.0, 1.0),
            ]
        );
        // A run that wraps round the north-west corner turns it in order.
        let [outline] = drawn(&[W, WR, NL]).try_into().unwrap();
        assert_eq!(
            outline,
            [
                Point::CENTRE,
                Point::new(0.0, 1.0 - 1.0 / 3.0),
                Point::new(0.0, 0.0),
                Point::new(1.0 / 3.0, 0.0),
            ]
        );
        // Every position: the whole tile.
        assert_eq!(drawn(&EdgePosition::ALL).len(), 1);
        assert_eq!(drawn(&EdgePosition::ALL)[0].len(), 4);
    }
}
