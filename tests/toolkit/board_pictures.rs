//! Board pictures that show the rules: each meeple on its feature's spot, no two on top of each
//! other, the large meeple larger and the abbot its own figure, the landing options' areas
//! outlined, and the target of a flight that cannot land framed apart.

use image::RgbaImage;
use tilecat::board::{Board, flight};
use tilecat::model::{Rotation, Tile};
use tilecat::output::drawing::{Colour, footprints};
use tilecat::output::render::Size;
use tilecat::output::render::board_picture::{FLIGHT, RETURNS, board_png, player_colour};
use tilecat::rules::{Meeple, Roll};
use tilecat::tables;

const PIXELS: u32 = 128;

fn picture(board: &Board<'_>, flight: Option<&tilecat::board::Flight<'_, '_>>) -> RgbaImage {
    let last = flight.map(|_| (0, 0));
    let png = board_png(
        board,
        &tables::CATALOG,
        &tilecat::output::render::FromData,
        Size::new(PIXELS).unwrap(),
        last,
        flight,
    )
    .unwrap();
    image::load_from_memory(&png).unwrap().to_rgba8()
}

fn colour_at(picture: &RgbaImage, (x, y): (f64, f64)) -> Colour {
    let [r, g, b, _] = picture
        .get_pixel((x * PIXELS as f64) as u32, (y * PIXELS as f64) as u32)
        .0;
    Colour::rgb(r, g, b)
}

fn pixels_of(picture: &RgbaImage, colour: Colour) -> Vec<(u32, u32)> {
    picture
        .enumerate_pixels()
        .filter(|(_, _, pixel)| pixel.0[..3] == [colour.r, colour.g, colour.b])
        .map(|(x, y, _)| (x, y))
        .collect()
}

/// The spot of `feature` on `tile` as printed.
fn spot(tile: &Tile, feature: &str) -> (f64, f64) {
    let places = footprints(tile, tables::expansion(&tile.expansion));
    let place = places
        .iter()
        .find(|place| place.feature == feature)
        .unwrap();
    let [x, y] = place.spot();
    (x, y)
}

fn one_tile(tile: &'static Tile, meeples: &[(&str, Meeple, &str)]) -> Board<'static> {
    let mut board = Board::new();
    board.place(tile, (0, 0), Rotation::R0).unwrap();
    for (player, kind, feature) in meeples {
        board.add_meeple(player, *kind, (0, 0), feature).unwrap();
    }
    board
}

#[test]
fn a_farmer_and_a_follower_on_one_tile_each_stand_on_their_spot_apart() {
    let (red, blue) = (player_colour("red"), player_colour("blue"));
    let both = one_tile(
        &tables::BASE_D,
        &[
            ("red", Meeple::Follower, "road"),
            ("blue", Meeple::Follower, "south-field"),
        ],
    );
    let both = picture(&both, None);
    assert_eq!(colour_at(&both, spot(&tables::BASE_D, "road")), red);
    assert_eq!(colour_at(&both, spot(&tables::BASE_D, "south-field")), blue);
    // Nothing of the red meeple is hidden under the blue one.
    let alone = picture(
        &one_tile(&tables::BASE_D, &[("red", Meeple::Follower, "road")]),
        None,
    );
    assert_eq!(pixels_of(&both, red), pixels_of(&alone, red));
}

#[test]
fn a_large_meeple_is_larger_and_an_abbot_has_a_figure_of_its_own() {
    let blue = player_colour("blue");
    let drawn = |kind| {
        let board = one_tile(&tables::BASE_B, &[("blue", kind, "monastery")]);
        pixels_of(&picture(&board, None), blue)
    };
    let follower = drawn(Meeple::Follower);
    let large = drawn(Meeple::LargeMeeple);
    let abbot = drawn(Meeple::Abbot);
    assert!(!follower.is_empty());
    assert!(
        large.len() * 10 > follower.len() * 18,
        "the large meeple covers {} pixels, the follower {}",
        large.len(),
        follower.len()
    );
    let differing = follower
        .iter()
        .filter(|pixel| !abbot.contains(pixel))
        .count()
        + abbot
            .iter()
            .filter(|pixel| !follower.contains(pixel))
            .count();
    assert!(
        differing * 4 > follower.len(),
        "the abbot differs from the follower in only {differing} pixels"
    );
}

#[test]
fn landing_options_are_outlined_and_a_target_to_return_from_is_framed_apart() {
    let die = tables::FLIER.die.as_ref().unwrap();
    let roll = Roll::new(die, 1).unwrap();
    // Flier B's arrow points west: a roll of 1 reaches the cell west of it.
    let mut board = Board::new();
    board.place(&tables::FLIER_B, (0, 0), Rotation::R0).unwrap();
    let empty = flight(&board, (0, 0), roll, Meeple::Follower).unwrap();
    assert!(empty.returns());
    let returning = picture(&board, Some(&empty));
    // The picture's west cell is the target: its frame and the cross through its middle.
    assert_eq!(colour_at(&returning, (0.5, 0.5)), RETURNS);
    assert_eq!(colour_at(&returning, (0.5, 0.04)), RETURNS);

    board.place(&tables::BASE_D, (-1, 0), Rotation::R0).unwrap();
    let landing = flight(&board, (0, 0), roll, Meeple::Follower).unwrap();
    let options: Vec<&str> = landing
        .options()
        .map(|option| option.feature.id())
        .collect();
    assert!(options.contains(&"city"), "{options:?}");
    let landed = picture(&board, Some(&landing));
    assert_eq!(
        colour_at(&landed, (0.5, 0.04)),
        FLIGHT,
        "the target framed in yellow"
    );
    // A corner of the city's outline well inside the tile, away from the path and the frame.
    let places = footprints(&tables::BASE_D, tables::expansion("base"));
    let city = places.iter().find(|place| place.feature == "city").unwrap();
    let corner = city
        .ring(0)
        .find(|[x, y]| (0.3..0.7).contains(x) && (0.15..0.4).contains(y))
        .expect("the city's wall bows into the tile");
    assert_eq!(colour_at(&landed, (corner[0], corner[1])), FLIGHT);
}
