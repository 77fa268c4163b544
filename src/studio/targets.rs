//! The tile as the page shows it: `render`'s SVG drawing of it, with the twelve edge positions
//! and the centre over it as targets to click or to reach by keyboard, each with an id and a
//! label a screen reader reads.

use std::fmt::Write;

use crate::model::{Catalog, EdgePosition, Rotation, Side, SidePart};
use crate::output::render::proof::proof_svg;
use crate::output::render::{DecodedPictures, Size, svg};
use crate::studio::layout::towards;

/// The drawing's side, in pixels.
pub const PIXELS: u32 = 360;

/// The side of a thumbnail of the set, in pixels.
pub const THUMBNAIL_PIXELS: u32 = 96;

/// The drawing of the tile `id` as the catalog holds it, `pixels` square, without targets;
/// `None` when the catalog has no such tile (its file does not load).
pub fn drawing(catalog: &Catalog, id: &str, pixels: u32) -> Option<String> {
    let tile = catalog.tile(id)?;
    let size = Size::new(pixels).ok()?;
    Some(svg(
        tile,
        catalog.expansion(&tile.expansion),
        Rotation::R0,
        size,
    ))
}

/// The size the tile is drawn over its art at: [`PIXELS`] square.
pub const ART_SIZE: Size = match Size::within(PIXELS) {
    Some(size) => size,
    None => panic!("the studio's drawing side is a size"),
};

/// The tile `id` over its designer's art, as `render proof` shows it: its own picture from
/// `pictures` (its drawing when it names none) with the data's marks, shapes, spots and arrow
/// over it, without targets; `None` when the catalog has no such tile or its picture cannot be
/// drawn (the diagnostics say why).
pub fn over_art(catalog: &Catalog, id: &str, pictures: &DecodedPictures) -> Option<String> {
    let tile = catalog.tile(id)?;
    proof_svg(tile, catalog.expansion(&tile.expansion), pictures).ok()
}

/// The side's name in words.
fn side_words(side: Side) -> &'static str {
    match side {
        Side::N => "north",
        Side::E => "east",
        Side::S => "south",
        Side::W => "west",
    }
}

/// The position's label: its side, and which half of it or its centre.
pub fn label(position: EdgePosition) -> String {
    let side = side_words(position.side());
    // Left and right as seen from the centre looking out.
    let half = |part: SidePart| -> &'static str {
        match (position.side(), part) {
            (Side::N, SidePart::Left) | (Side::S, SidePart::Right) => "west half",
            (Side::N, SidePart::Right) | (Side::S, SidePart::Left) => "east half",
            (Side::E, SidePart::Left) | (Side::W, SidePart::Right) => "north half",
            _ => "south half",
        }
    };
    match position.part() {
        SidePart::Centre => format!("{side} side, centre"),
        part => format!("{side} side, {}", half(part)),
    }
}

/// Where a position's target stands, as fractions of the tile's side from its top left.
fn spot(position: EdgePosition) -> (f32, f32) {
    const EDGE: f32 = 0.07;
    let along = match position.part() {
        SidePart::Left => 0.25,
        SidePart::Centre => 0.5,
        SidePart::Right => 0.75,
    };
    match position.side() {
        Side::N => (along, EDGE),
        Side::E => (1.0 - EDGE, along),
        Side::S => (1.0 - along, 1.0 - EDGE),
        Side::W => (EDGE, 1.0 - along),
    }
}

/// The tile's drawing (or an empty square when there is none) with its thirteen targets.
pub fn with_targets(drawing: Option<&str>) -> String {
    let pixels = PIXELS as f32;
    let mut text = String::new();
    let _ = writeln!(
        text,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"tile\" width=\"{PIXELS}\" height=\"{PIXELS}\" viewBox=\"0 0 {PIXELS} {PIXELS}\" role=\"group\" aria-label=\"the tile and its edge positions\">"
    );
    match drawing {
        Some(drawing) => text.push_str(drawing),
        None => {
            let _ = writeln!(
                text,
                "<rect width=\"{PIXELS}\" height=\"{PIXELS}\" fill=\"#ddd\"/><text x=\"50%\" y=\"50%\" text-anchor=\"middle\">no drawing: see the diagnostics</text>"
            );
        }
    }
    let radius = pixels * 0.055;
    for position in EdgePosition::ALL {
        let (x, y) = spot(position);
        let _ = writeln!(
            text,
            "<circle class=\"target\" id=\"target-{name}\" data-position=\"{name}\" data-direction=\"{direction}\" role=\"button\" tabindex=\"0\" aria-label=\"{label}\" cx=\"{x:.1}\" cy=\"{y:.1}\" r=\"{radius:.1}\"/>",
            name = position.name(),
            direction = towards(position).name(),
            label = label(position),
            x = x * pixels,
            y = y * pixels,
        );
    }
    let _ = writeln!(
        text,
        "<circle class=\"target\" id=\"target-centre\" data-position=\"centre\" role=\"button\" tabindex=\"0\" aria-label=\"centre of the tile\" cx=\"{c:.1}\" cy=\"{c:.1}\" r=\"{radius:.1}\"/>",
        c = pixels / 2.0,
    );
    text.push_str("</svg>\n");
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_position_has_a_target_with_its_own_label() {
        let svg = with_targets(None);
        let mut labels: Vec<String> = EdgePosition::ALL.into_iter().map(label).collect();
        for position in EdgePosition::ALL {
            assert!(svg.contains(&format!("id=\"target-{}\"", position.name())));
        }
        assert!(svg.contains("id=\"target-centre\""));
        labels.sort();
        labels.dedup();
        assert_eq!(labels.len(), 12);
        assert_eq!(label(EdgePosition::NL), "north side, west half");
        assert_eq!(label(EdgePosition::WR), "west side, north half");
        assert_eq!(label(EdgePosition::SL), "south side, east half");
    }
}
