//! The quarters of the City of Carcassonne, drawn as a walled keep whose roof colour tells the
//! quarter, and tower foundations, drawn as a round stone base.

use crate::drawing::scene::Scene;
use crate::drawing::{Colour, Geometry, Point, Style, palette};
use crate::model::Quarter;

/// Draws the quarter `quarter` at the tile centre: a keep inside a ring of wall.
pub(super) fn quarter(scene: &mut Scene, quarter: Quarter) {
    let at = |dx: f32, dy: f32| Point::CENTRE.offset(dx, dy);
    let line = 0.012;
    scene.push(
        Geometry::circle(Point::CENTRE, 0.2),
        Style::outlined(palette::CITY, palette::CITY_WALL, 0.04),
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
