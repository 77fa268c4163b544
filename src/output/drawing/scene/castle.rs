//! German castles (Castles in Germany): each half of the double tile draws its half of the
//! castle against the side where the halves meet, a stone courtyard walled on its three other
//! sides, a round tower at each of its inner corners and half the keep, so that the two halves
//! laid together show one castle.

use crate::model::{EdgePosition, Rotation, Side};
use crate::output::drawing::scene::{Scene, sides_of};
use crate::output::drawing::{Geometry, Point, Style, palette};

/// How far into the tile the courtyard reaches from the castle's side.
const DEPTH: f32 = 0.5;
/// Where along the castle's side the courtyard's walls stand.
const WALLS: (f32, f32) = (0.2, 0.8);

/// Draws the half castle meeting the tile's edge at `edges` (the three positions of its side).
pub(super) fn draw(scene: &mut Scene, edges: &[EdgePosition]) {
    let Some(&side) = sides_of(edges).first() else {
        return;
    };
    // Drawn against the east side, then turned to the castle's side.
    let turn = match side {
        Side::E => Rotation::R0,
        Side::S => Rotation::R90,
        Side::W => Rotation::R180,
        Side::N => Rotation::R270,
    };
    let at = |x: f32, y: f32| Point::new(x, y).rotated(turn);
    let inner = 1.0 - DEPTH;
    let (top, bottom) = WALLS;
    scene.push(
        Geometry::polygon(&[
            at(inner, top),
            at(1.0, top),
            at(1.0, bottom),
            at(inner, bottom),
        ]),
        Style::fill(palette::STONE),
    );
    // The wall runs round the courtyard but along the castle's side, where the other half goes
    // on.
    let wall = [
        at(1.0, top),
        at(inner, top),
        at(inner, bottom),
        at(1.0, bottom),
    ];
    scene.push(Geometry::polyline(&wall), Style::stroke(palette::INK, 0.06));
    scene.push(
        Geometry::polyline(&wall),
        Style::stroke(palette::CITY_WALL, 0.04),
    );
    // Half the keep, against the side.
    scene.push(
        Geometry::polygon(&[at(0.8, 0.38), at(1.0, 0.38), at(1.0, 0.62), at(0.8, 0.62)]),
        Style::fill(palette::WALL),
    );
    scene.push(
        Geometry::polyline(&[at(1.0, 0.38), at(0.8, 0.38), at(0.8, 0.62), at(1.0, 0.62)]),
        Style::stroke(palette::INK, 0.012),
    );
    scene.push(
        Geometry::polygon(&[at(0.86, 0.44), at(1.0, 0.44), at(1.0, 0.56), at(0.86, 0.56)]),
        Style::fill(palette::ROOF),
    );
    for y in [top, bottom] {
        scene.push(
            Geometry::circle(at(inner, y), 0.08),
            Style::outlined(palette::STONE, palette::INK, 0.015),
        );
        scene.push(
            Geometry::circle(at(inner, y), 0.04),
            Style::outlined(palette::CITY_WALL, palette::INK, 0.01),
        );
    }
}
