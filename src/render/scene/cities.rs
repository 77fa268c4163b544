//! Cities: the sides they cover filled in city colours, a wall where they meet the field, and
//! their pennants as small blue-and-white shields.

use crate::model::Side;
use crate::render::scene::{Scene, corners, outward};
use crate::render::{Geometry, Point, Segment, Style, palette};

/// How far the wall bows towards the field, by the number of field sides it spans.
const BOW: [f32; 4] = [0.0, 0.05, 0.2, 0.05];
const WALL_WIDTH: f32 = 0.05;

/// Draws a city covering `sides` (clockwise from north) with `pennants` shields.
pub(super) fn draw(scene: &mut Scene, sides: &[Side], pennants: u8) {
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
            let wall = Segment::QuadTo(bow_control(gap), corners(*last).1);
            outline.push(wall);
            walls.push(Geometry::Path(vec![
                Segment::MoveTo(corners(*first).0),
                wall,
            ]));
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
    draw_pennants(scene, sides, pennants);
}

/// The control point of the wall across the field sides `gap`: towards the field, further for a
/// wall cutting across a corner.
fn bow_control(gap: &[Side]) -> Point {
    let (dx, dy) = gap.iter().fold((0.0, 0.0), |(x, y), side| {
        let (ox, oy) = outward(*side);
        (x + ox, y + oy)
    });
    Point::CENTRE.along((dx, dy), BOW[gap.len().min(3)])
}

/// Shields side by side in the middle of the city's part of the tile.
fn draw_pennants(scene: &mut Scene, sides: &[Side], pennants: u8) {
    let (dx, dy) = sides.iter().fold((0.0, 0.0), |(x, y), side| {
        let (ox, oy) = outward(*side);
        (x + ox, y + oy)
    });
    let anchor = Point::CENTRE.along((dx, dy), 0.32);
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
