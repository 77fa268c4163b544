//! Rivers, roads that end on their own and tunnels, on the tiles of `tests/fixtures/rivers`: they
//! validate, the board holds the river expansion's rule for laying river tiles, and the river is
//! drawn blue.
//!
//! The rule, from the river expansion's rules: "You draw a river tile and place it in a way that
//! its edges match the edges of tiles already in play. However, the river cannot turn in the same
//! direction twice in a row, as this risks forcing the river to loop onto itself." (Hans im
//! Glück's ruling: only the immediate U-turn is forbidden.)

use std::path::PathBuf;

use tilecat::board::{Board, PlaceError};
use tilecat::model::{Catalog, Rotation, Tile};
use tilecat::output::render::{self, Colour, Point, Size, palette};

fn catalog() -> Catalog {
    let validated =
        tilecat::input::validate::validate_paths(&[PathBuf::from("tests/fixtures/rivers")]);
    assert!(
        validated.diagnostics.is_empty(),
        "{:#?}",
        validated.diagnostics
    );
    validated.catalog
}

fn tile<'c>(catalog: &'c Catalog, id: &str) -> &'c Tile {
    catalog
        .tiles
        .iter()
        .find(|tile| tile.id == id)
        .unwrap_or_else(|| panic!("no tile {id}"))
}

#[test]
fn the_river_tiles_validate() {
    assert_eq!(catalog().tiles.len(), 8);
}

#[test]
fn a_river_tile_must_continue_the_river() {
    let catalog = catalog();
    let (spring, straight) = (
        tile(&catalog, "river-spring"),
        tile(&catalog, "river-straight"),
    );
    let mut board = Board::new();
    board.place(spring, (0, 0), Rotation::R0).unwrap();
    // East of the spring a straight river turned a quarter (west–east) touches only its field.
    assert_eq!(
        board.check_place(straight, (1, 0), Rotation::R90),
        Err(PlaceError::Mismatch {
            side: tilecat::model::Side::W,
            neighbour: (0, 0)
        })
    );
    // North–south it shows the spring a field with field sides, but its river meets no tile.
    assert_eq!(
        board.check_place(straight, (1, 0), Rotation::R0),
        Err(PlaceError::RiverApart)
    );
    // South of the spring it continues the river.
    board.place(straight, (0, 1), Rotation::R0).unwrap();
}

#[test]
fn the_river_may_not_turn_the_same_way_twice_in_a_row() {
    let catalog = catalog();
    let (spring, curve) = (
        tile(&catalog, "river-spring"),
        tile(&catalog, "river-curve"),
    );
    let mut board = Board::new();
    board.place(spring, (0, 0), Rotation::R0).unwrap();
    // The river comes down from the spring. A curve N–E (turned 180°) takes it east: a left turn.
    board.place(curve, (0, 1), Rotation::R180).unwrap();
    // Next to the east, a curve W–S takes it south: a right turn; the turn after a left may be
    // right.
    let mut right = board.clone();
    right.place(curve, (1, 1), Rotation::R0).unwrap();
    // A curve W–N (turned 90°) would take it north, a second left turn: back on itself.
    assert_eq!(
        board.check_place(curve, (1, 1), Rotation::R90),
        Err(PlaceError::RiverTurnsBack { neighbour: (0, 1) })
    );
    // Two rights in a row are as forbidden: after W–S, a curve N–W takes it west again.
    assert_eq!(
        right.check_place(curve, (1, 2), Rotation::R90),
        Err(PlaceError::RiverTurnsBack { neighbour: (1, 1) })
    );
    // A left after that right is allowed: N–E takes it east.
    right.place(curve, (1, 2), Rotation::R180).unwrap();
}

#[test]
fn a_river_is_one_feature_across_tiles_and_complete_at_its_lake() {
    let catalog = catalog();
    let mut board = Board::new();
    board
        .place(tile(&catalog, "river-spring"), (0, 0), Rotation::R0)
        .unwrap();
    board
        .place(tile(&catalog, "river-straight"), (0, 1), Rotation::R0)
        .unwrap();
    let river = board.joined((0, 0), 0).unwrap();
    assert!(!board.is_complete(river));
    board
        .place(tile(&catalog, "river-lake"), (0, 2), Rotation::R0)
        .unwrap();
    let river = board.joined((0, 0), 0).unwrap();
    assert_eq!(board.parts(river).len(), 3);
    assert!(board.is_complete(river));
}

fn pixel(tile: &Tile, catalog: &Catalog, point: Point) -> Colour {
    const SIZE: u32 = 128;
    let png = render::png(
        tile,
        catalog.expansion(&tile.expansion),
        Rotation::R0,
        Size::new(SIZE).unwrap(),
    )
    .unwrap();
    let image = image::load_from_memory(&png).unwrap().to_rgba8();
    let at = |v: f32| ((v * SIZE as f32) as u32).min(SIZE - 1);
    let [r, g, b, _] = image.get_pixel(at(point.x), at(point.y)).0;
    Colour::rgb(r, g, b)
}

#[test]
fn rivers_are_drawn_blue_and_their_springs_and_lakes_too() {
    let catalog = catalog();
    let straight = tile(&catalog, "river-straight");
    assert_eq!(
        pixel(straight, &catalog, Point::new(0.5, 0.05)),
        palette::WATER
    );
    assert_eq!(
        pixel(straight, &catalog, Point::new(0.05, 0.5)),
        palette::FIELD
    );
    // The lake is wide: water a quarter of the tile from the centre, where the spring's small
    // pool has none.
    let (lake, spring) = (tile(&catalog, "river-lake"), tile(&catalog, "river-spring"));
    assert_eq!(pixel(lake, &catalog, Point::new(0.25, 0.5)), palette::WATER);
    assert_eq!(
        pixel(spring, &catalog, Point::new(0.25, 0.5)),
        palette::FIELD
    );
    assert_eq!(
        pixel(spring, &catalog, Point::new(0.5, 0.5)),
        palette::WATER
    );
    // Over the bridge the road is drawn on top of the river.
    let bridge = tile(&catalog, "river-bridge");
    assert_eq!(pixel(bridge, &catalog, Point::new(0.5, 0.5)), palette::ROAD);
    // The road in a tunnel is hidden under the city it passes beneath.
    let tunnel = tile(&catalog, "river-tunnel");
    assert_eq!(pixel(tunnel, &catalog, Point::new(0.5, 0.5)), palette::CITY);
}

#[test]
fn a_monastery_by_a_river_through_the_centre_stands_on_the_bank() {
    let catalog = catalog();
    let tile = tile(&catalog, "river-monastery");
    // The river runs on through the centre (the road reaches its middle); the church stands on
    // the north bank, all field.
    assert_eq!(pixel(tile, &catalog, Point::new(0.5, 0.44)), palette::WATER);
    assert_eq!(pixel(tile, &catalog, Point::new(0.5, 0.05)), palette::FIELD);
    let places = tilecat::output::drawing::footprints(tile, catalog.expansion(&tile.expansion));
    let place = |id: &str| places.iter().find(|place| place.feature == id).unwrap();
    let [x, y] = place("monastery").spot();
    assert!(y < 0.4 && (0.3..0.7).contains(&x), "{x}, {y}");
    assert!(place("monastery").contains([x, y]) && place("north-field").contains([0.1, 0.1]));
    assert!(place("river").contains([0.5, 0.44]) && !place("monastery").contains([0.5, 0.44]));
}

#[test]
fn the_svg_draws_the_river_in_the_same_blue() {
    let catalog = catalog();
    let water = palette::WATER.hex();
    for (id, blue) in [("river-straight", true), ("river-tunnel", false)] {
        let tile = tile(&catalog, id);
        let svg = render::svg(
            tile,
            catalog.expansion(&tile.expansion),
            Rotation::R0,
            Size::new(64).unwrap(),
        );
        assert_eq!(svg.contains(&water), blue, "{id}: {svg}");
    }
}
