//! Markers as small pictograms: a badge of the marker's colour with a sign of its group (goods a
//! diamond, buildings a square, land a triangle, circles a ring, wonders a star), on the feature
//! it stands on or where the tile shows it.

use crate::model::{Feature, MarkerKind, Tile};
use crate::output::drawing::scene::{Scene, position_point, toward};
use crate::output::drawing::{Colour, Geometry, Point, Style, palette};

/// The radius of a marker's badge, in tile widths.
const RADIUS: f32 = 0.055;

/// How far apart two markers drawn at one place sit.
const SPACING: f32 = 0.125;

/// How far from the centre a marker the tile shows sits, towards its placement (or north-east).
const SHOWN_DISTANCE: f32 = 0.28;

/// The sign inside a badge.
#[derive(Clone, Copy)]
enum Sign {
    Diamond,
    Square,
    Triangle,
    Ring,
    Star,
}

/// The colour and sign of a kind of marker.
const fn look(kind: MarkerKind) -> (Colour, Sign) {
    match kind {
        MarkerKind::Wine => (Colour::rgb(0x7b, 0x1f, 0x4b), Sign::Diamond),
        MarkerKind::Grain => (Colour::rgb(0xe8, 0xc3, 0x3c), Sign::Diamond),
        MarkerKind::Cloth => (Colour::rgb(0x3b, 0x6e, 0xc8), Sign::Diamond),
        MarkerKind::Inn => (Colour::rgb(0x2f, 0x8f, 0xc0), Sign::Square),
        MarkerKind::Cathedral => (Colour::rgb(0x6a, 0x5a, 0x9e), Sign::Square),
        MarkerKind::Princess => (Colour::rgb(0xe8, 0x6a, 0xa8), Sign::Star),
        MarkerKind::Besieged => (Colour::rgb(0x44, 0x44, 0x44), Sign::Triangle),
        MarkerKind::PigHerd => (palette::PIG, Sign::Ring),
        MarkerKind::Shrine => (Colour::rgb(0x9a, 0x2a, 0x2a), Sign::Square),
        MarkerKind::Church => (Colour::rgb(0xd0, 0xd0, 0xd0), Sign::Square),
        MarkerKind::AbbotsMonastery => (Colour::rgb(0x5a, 0x3a, 0x1a), Sign::Square),
        MarkerKind::JapaneseBuilding => (Colour::rgb(0xb0, 0x30, 0x30), Sign::Square),
        MarkerKind::Well => (Colour::rgb(0x4a, 0x90, 0xe2), Sign::Ring),
        MarkerKind::Shed => (palette::WOOD, Sign::Square),
        MarkerKind::Labyrinth => (Colour::rgb(0x2e, 0x5e, 0x2e), Sign::Ring),
        MarkerKind::Tunnel => (Colour::rgb(0x5a, 0x4a, 0x3a), Sign::Ring),
        MarkerKind::ExtraPoints => (Colour::rgb(0xf0, 0xa0, 0x20), Sign::Star),
        MarkerKind::Festival => (Colour::rgb(0xe0, 0x44, 0x3a), Sign::Star),
        MarkerKind::Bazaar => (Colour::rgb(0xc0, 0x80, 0x30), Sign::Diamond),
        MarkerKind::Volcano => (Colour::rgb(0xd9, 0x4a, 0x1e), Sign::Triangle),
        MarkerKind::Dragon => (Colour::rgb(0x2a, 0x7a, 0x3a), Sign::Triangle),
        MarkerKind::MagicPortal => (Colour::rgb(0x9b, 0x59, 0xb6), Sign::Star),
        MarkerKind::MageAndWitch => (Colour::rgb(0x5b, 0x2c, 0x83), Sign::Star),
        MarkerKind::CropCircleCity => (palette::CITY, Sign::Ring),
        MarkerKind::CropCircleRoad => (palette::ROAD, Sign::Ring),
        MarkerKind::CropCircleField => (Colour::rgb(0xd8, 0xc0, 0x70), Sign::Ring),
        MarkerKind::Hill => (Colour::rgb(0x6b, 0x8e, 0x23), Sign::Triangle),
        MarkerKind::Vineyard => (Colour::rgb(0x6a, 0x2a, 0x6a), Sign::Diamond),
        MarkerKind::GoldMine => (Colour::rgb(0xf4, 0xc4, 0x30), Sign::Triangle),
        MarkerKind::WindRose => (Colour::rgb(0xf3, 0xec, 0xd6), Sign::Star),
        MarkerKind::Ferry => (Colour::rgb(0x1f, 0x5f, 0x9f), Sign::Square),
        MarkerKind::YagaHut => (Colour::rgb(0x70, 0x50, 0x30), Sign::Square),
        MarkerKind::Vodyanoy => (Colour::rgb(0x2a, 0x8a, 0x8a), Sign::Ring),
        MarkerKind::Razboynik => (palette::CLOAK, Sign::Triangle),
        MarkerKind::AcrobatSpace => (Colour::rgb(0xe0, 0x3a, 0x8a), Sign::Star),
        MarkerKind::WheelOfFortune => (Colour::rgb(0xf0, 0xd0, 0x40), Sign::Ring),
        MarkerKind::Abbey => (Colour::rgb(0x8a, 0x6a, 0x4a), Sign::Square),
        MarkerKind::HauntedCastle => (Colour::rgb(0x4a, 0x4a, 0x6a), Sign::Square),
        MarkerKind::Cemetery => (Colour::rgb(0x70, 0x70, 0x70), Sign::Triangle),
        MarkerKind::GermanCathedral => (Colour::rgb(0x8a, 0x7a, 0xa8), Sign::Square),
        MarkerKind::Mist => (Colour::rgb(0xc8, 0xd0, 0xd8), Sign::Ring),
        MarkerKind::CityOfLeipzig => (Colour::rgb(0xc0, 0x40, 0x40), Sign::Ring),
        MarkerKind::School => (Colour::rgb(0x30, 0x70, 0xb0), Sign::Diamond),
    }
}

/// Draws every marker of `tile`: on its feature or where the tile shows it, markers sharing a
/// place side by side.
pub(super) fn draw(scene: &mut Scene, tile: &Tile) {
    let places: Vec<Point> = tile
        .markers
        .iter()
        .map(|marker| match (&marker.feature, marker.placement) {
            (Some(feature), None) => feature_middle(tile, feature),
            (_, placement) => shown_point(placement),
        })
        .collect();
    for (index, marker) in tile.markers.iter().enumerate() {
        let before = places[..index]
            .iter()
            .filter(|place| **place == places[index])
            .count();
        let at = places[index].offset(before as f32 * SPACING, 0.0);
        let (colour, sign) = look(marker.kind);
        badge(scene, at, colour, sign);
    }
}

/// Where a marker the tile shows is drawn on the unit tile: towards its placement, or
/// north-east without one.
pub(crate) fn shown_point(placement: Option<crate::model::Direction>) -> Point {
    toward(
        placement.unwrap_or(crate::model::Direction::NE),
        SHOWN_DISTANCE,
    )
}

/// The middle of the feature `id`: the mean of the positions it meets, drawn towards the tile
/// centre; just below the centre for a feature inside the tile.
fn feature_middle(tile: &Tile, id: &str) -> Point {
    let edges =
        match tile.feature(id) {
            Some(
                feature @ (Feature::Road { .. } | Feature::City { .. } | Feature::Field { .. }),
            ) if !feature.edges().is_empty() => feature.edges(),
            _ => return Point::CENTRE.offset(0.0, 0.16),
        };
    let count = edges.len() as f32;
    let (x, y) = edges.iter().fold((0.0, 0.0), |(x, y), edge| {
        let point = position_point(*edge);
        (x + point.x, y + point.y)
    });
    Point::new(x / count, y / count).lerp(Point::CENTRE, 0.35)
}

/// A round badge of `colour` with an ink rim and `sign` inside in ink.
fn badge(scene: &mut Scene, at: Point, colour: Colour, sign: Sign) {
    scene.push(
        Geometry::circle(at, RADIUS),
        Style::outlined(colour, palette::INK, 0.01),
    );
    let r = RADIUS * 0.55;
    let geometry = match sign {
        Sign::Diamond => Geometry::polygon(&[
            at.offset(0.0, -r),
            at.offset(r, 0.0),
            at.offset(0.0, r),
            at.offset(-r, 0.0),
        ]),
        Sign::Square => {
            let s = r * 0.75;
            Geometry::polygon(&[
                at.offset(-s, -s),
                at.offset(s, -s),
                at.offset(s, s),
                at.offset(-s, s),
            ])
        }
        Sign::Triangle => Geometry::polygon(&[
            at.offset(0.0, -r),
            at.offset(r, r * 0.8),
            at.offset(-r, r * 0.8),
        ]),
        Sign::Ring => {
            scene.push(Geometry::circle(at, r), Style::stroke(palette::INK, 0.012));
            return;
        }
        Sign::Star => {
            let points: Vec<Point> = (0..10)
                .map(|step| {
                    let angle = std::f32::consts::PI * step as f32 / 5.0;
                    let reach = if step % 2 == 0 { r } else { r * 0.45 };
                    at.offset(reach * angle.sin(), -reach * angle.cos())
                })
                .collect();
            Geometry::polygon(&points)
        }
    };
    scene.push(geometry, Style::fill(palette::INK));
}
