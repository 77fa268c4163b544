//! The flying machine: a small winged craft at the centre, with an arrow pointing in the data's
//! direction and a red tip.

use crate::model::Direction;
use crate::output::drawing::scene::{ArrowGeometry, Scene, unit};
use crate::output::drawing::{Cap, Geometry, Point, Stroke, Style, palette};

/// Where the arrow's tip lies from the machine's centre, as a share of the tile's width.
const TIP: f32 = 0.4;
const HEAD_LENGTH: f32 = 0.13;
const HEAD_HALF_WIDTH: f32 = 0.075;

/// Draws the flying machine at the tile centre with its arrow towards `direction`.
pub(super) fn draw(scene: &mut Scene, direction: Direction) {
    let centre = Point::CENTRE;
    let forward = unit(direction);
    craft(scene, centre, forward, 1.0, palette::WOOD);
    let right = (-forward.1, forward.0);
    let tip = centre.along(forward, TIP);
    let base = centre.along(forward, TIP - HEAD_LENGTH);
    let head = [
        tip,
        base.along(right, HEAD_HALF_WIDTH),
        base.along(right, -HEAD_HALF_WIDTH),
    ];
    scene.push(
        Geometry::polyline(&[centre.along(forward, 0.12), base]),
        Style {
            fill: None,
            stroke: Some(Stroke {
                colour: palette::ARROW_SHAFT,
                width: 0.035,
                cap: Cap::Butt,
            }),
        },
    );
    scene.push(
        Geometry::polygon(&head),
        Style::outlined(palette::ARROW_HEAD, palette::CANVAS, 0.014),
    );
    scene.arrow = Some(ArrowGeometry { centre, tip, head });
}

/// A winged craft centred on `centre`, nose towards the unit vector `forward`, about
/// `0.3 × scale` across the wings, its frame in `frame`.
pub(super) fn craft(
    scene: &mut Scene,
    centre: Point,
    forward: (f32, f32),
    scale: f32,
    frame: crate::output::drawing::Colour,
) {
    let right = (-forward.1, forward.0);
    let at = |ahead: f32, across: f32| {
        centre
            .along(forward, ahead * scale)
            .along(right, across * scale)
    };
    let line = 0.012 * scale;
    for side in [-1.0, 1.0] {
        scene.push(
            Geometry::polygon(&[
                at(0.03, 0.025 * side),
                at(0.05, 0.15 * side),
                at(-0.01, 0.16 * side),
                at(-0.04, 0.025 * side),
            ]),
            Style::outlined(palette::CANVAS, frame, line),
        );
        for rib in [0.07, 0.11] {
            scene.push(
                Geometry::polyline(&[at(0.04, rib * side), at(-0.025, rib * side)]),
                Style::stroke(frame, line * 0.7),
            );
        }
    }
    scene.push(
        Geometry::polygon(&[
            at(-0.1, 0.0),
            at(-0.13, 0.06),
            at(-0.15, 0.06),
            at(-0.14, 0.0),
            at(-0.15, -0.06),
            at(-0.13, -0.06),
        ]),
        Style::outlined(palette::CANVAS, frame, line),
    );
    scene.push(
        Geometry::polygon(&[
            at(0.12, 0.0),
            at(0.06, 0.028),
            at(-0.13, 0.012),
            at(-0.13, -0.012),
            at(0.06, -0.028),
        ]),
        Style::outlined(frame, palette::INK, line),
    );
}
