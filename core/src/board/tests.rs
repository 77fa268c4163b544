//! Board tests on small tiles of the base game's shapes, built here.

use std::borrow::Cow;

use super::*;
use crate::board::{flight, score};
use crate::model::{EdgeKind, Edges, EditionCounts, Marker, MarkerKind};
use crate::rules::{NoLanding, Role, Roll};
use crate::tables::{FLIER, FLIER_B, FLIER_C, FLIER_D};

use EdgeKind::{City as C, Field as F};
use EdgePosition::*;

fn positions(list: &[EdgePosition]) -> Cow<'static, [EdgePosition]> {
    Cow::Owned(list.to_vec())
}

fn city(id: &'static str, edges: &[EdgePosition], pennants: u8) -> Feature {
    Feature::City {
        id: Cow::Borrowed(id),
        edges: positions(edges),
        pennants,
        reaches: Cow::Borrowed(&[]),
        touches: Cow::Borrowed(&[]),
        under: None,
        semicircular: true,
        shares: None,
    }
}

fn field(id: &'static str, edges: &[EdgePosition], cities: &[&'static str]) -> Feature {
    Feature::Field {
        id: Cow::Borrowed(id),
        edges: positions(edges),
        cities: cities.iter().map(|&city| Cow::Borrowed(city)).collect(),
        borders_inside: Cow::Borrowed(&[]),
    }
}

fn tile(id: &'static str, edges: [EdgeKind; 4], features: Vec<Feature>) -> Tile {
    Tile {
        id: Cow::Borrowed(id),
        expansion: Cow::Borrowed("test"),
        letter: Cow::Borrowed(id),
        edges: Edges::from_clockwise(edges),
        features: Cow::Owned(features),
        flier: None,
        illustrations: Cow::Borrowed(&[]),
        markers: Cow::Borrowed(&[]),
        counts: EditionCounts::default(),
        start: false,
        picture: None,
        allow: Cow::Borrowed(&[]),
        wagon_moves: Cow::Borrowed(&[]),
    }
}

/// A city cap on the north side (the base game's E).
fn cap() -> Tile {
    tile(
        "cap",
        [C, F, F, F],
        vec![
            city("city", &[NL, N, NR], 0),
            field("field", &[EL, ER, SL, SR, WL, WR], &["city"]),
        ],
    )
}

/// Two separate city caps, north and west (the base game's I).
fn two_caps() -> Tile {
    tile(
        "two-caps",
        [C, F, F, C],
        vec![
            city("north-city", &[NL, N, NR], 0),
            city("west-city", &[WL, W, WR], 0),
            field("field", &[EL, ER, SL, SR], &["north-city", "west-city"]),
        ],
    )
}

/// One city over the north and east sides, with a pennant (the base game's M).
fn corner() -> Tile {
    tile(
        "corner",
        [C, C, F, F],
        vec![
            city("city", &[NL, N, NR, EL, E, ER], 1),
            field("field", &[SL, SR, WL, WR], &["city"]),
        ],
    )
}

/// A city on the north and west sides and one on the east side whose wall runs to the north
/// side too, so that it shares that side (Hills & Sheep's CC!.v).
fn shared_side() -> Tile {
    let mut east = city("east-city", &[EL, E, ER], 0);
    if let Feature::City { shares, .. } = &mut east {
        *shares = Some(Side::N);
    }
    tile(
        "shared-side",
        [C, C, F, C],
        vec![
            city("north-west-city", &[NL, N, NR, WL, W, WR], 0),
            east,
            field("field", &[SL, SR], &["north-west-city", "east-city"]),
        ],
    )
}

/// A monastery in a field (the base game's B).
fn monastery() -> Tile {
    tile(
        "monastery",
        [F, F, F, F],
        vec![
            Feature::Monastery {
                id: Cow::Borrowed("monastery"),
            },
            field("field", &[NL, NR, EL, ER, SL, SR, WL, WR], &[]),
        ],
    )
}

fn feature_index(board: &Board<'_>, at: Cell, id: &str) -> usize {
    let placed = board.tile_at(at).unwrap();
    placed
        .tile
        .features
        .iter()
        .position(|feature| feature.id() == id)
        .unwrap()
}

fn joined(board: &Board<'_>, at: Cell, id: &str) -> Joined {
    board.joined(at, feature_index(board, at, id)).unwrap()
}

#[test]
fn placement_is_checked_side_by_side() {
    let cap = cap();
    let mut board = Board::new();
    board.place(&cap, (0, 0), Rotation::R0).unwrap();
    assert_eq!(
        board.place(&cap, (0, 0), Rotation::R0),
        Err(PlaceError::Occupied)
    );
    assert_eq!(
        board.place(&cap, (5, 5), Rotation::R0),
        Err(PlaceError::NotTouching)
    );
    // A city cap facing north cannot lie below another cap's field side.
    assert_eq!(
        board.place(&cap, (0, 1), Rotation::R0),
        Err(PlaceError::Mismatch {
            side: Side::N,
            neighbour: (0, 0)
        })
    );
    // A road cannot meet a city.
    assert_eq!(
        board.place(&FLIER_C, (0, -1), Rotation::R0),
        Err(PlaceError::Mismatch {
            side: Side::S,
            neighbour: (0, 0)
        })
    );
    board.place(&cap, (0, -1), Rotation::R180).unwrap();
    assert_eq!(
        PlaceError::Mismatch {
            side: Side::W,
            neighbour: (-1, 2)
        }
        .to_string(),
        "its W side does not match the tile at [-1, 2]"
    );
}

#[test]
fn two_caps_facing_each_other_make_a_complete_city_of_two_tiles() {
    let cap = cap();
    let mut board = Board::new();
    board.place(&cap, (0, 0), Rotation::R0).unwrap();
    let city = joined(&board, (0, 0), "city");
    assert!(!board.is_complete(city));
    board.place(&cap, (0, -1), Rotation::R180).unwrap();
    let city = joined(&board, (0, 0), "city");
    assert!(board.is_complete(city));
    assert_eq!(city, joined(&board, (0, -1), "city"));
    assert_eq!(board.parts(city), [((0, -1), 0), ((0, 0), 0)]);
    assert_eq!(board.kind(city), FeatureKind::City);
    board
        .add_meeple("red", Meeple::Follower, (0, 0), "city")
        .unwrap();
    board
        .add_meeple("blue", Meeple::Follower, (0, -1), "field")
        .unwrap();
    let scoring = score(&board, false);
    assert_eq!(scoring.features.len(), 1);
    assert_eq!(scoring.features[0].points, 4);
    assert_eq!(scoring.features[0].players, ["red"]);
    // At the end the farmer scores 3 for the one complete city the field borders.
    let end = score(&board, true);
    assert_eq!(end.players["red"], 4);
    assert_eq!(end.players["blue"], 3);
}

#[test]
fn a_city_through_one_tile_twice_counts_the_tile_once() {
    let (two_caps, corner) = (two_caps(), corner());
    let mut board = Board::new();
    board.place(&two_caps, (0, 0), Rotation::R0).unwrap();
    board.place(&corner, (0, -1), Rotation::R180).unwrap();
    board.place(&corner, (-1, -1), Rotation::R90).unwrap();
    let north = joined(&board, (0, 0), "north-city");
    assert_ne!(north, joined(&board, (0, 0), "west-city"));
    board.place(&corner, (-1, 0), Rotation::R0).unwrap();
    let north = joined(&board, (0, 0), "north-city");
    assert_eq!(north, joined(&board, (0, 0), "west-city"));
    assert!(board.is_complete(north));
    assert_eq!(board.parts(north).len(), 5);
    board
        .add_meeple("red", Meeple::Follower, (0, 0), "west-city")
        .unwrap();
    let scoring = score(&board, false);
    // Four tiles and three pennants: 2 × 4 + 2 × 3.
    assert_eq!(scoring.features[0].tiles, 4);
    assert_eq!(scoring.players["red"], 14);
}

#[test]
fn a_monastery_completes_with_its_eight_neighbours() {
    let (monastery, cap) = (monastery(), cap());
    let mut board = Board::new();
    board.place(&monastery, (0, 0), Rotation::R0).unwrap();
    board
        .add_meeple("red", Meeple::Abbot, (0, 0), "monastery")
        .unwrap();
    // Each new neighbour touches the board: start north and go clockwise.
    let mut around = surrounding((0, 0)).collect::<Vec<_>>();
    around.rotate_left(1);
    for (placed, &cell) in around.iter().enumerate() {
        let inside = joined(&board, (0, 0), "monastery");
        assert!(!board.is_complete(inside), "after {placed} neighbours");
        assert_eq!(score(&board, true).players["red"], 1 + placed as u32);
        board.place(&monastery, cell, Rotation::R0).unwrap();
    }
    assert!(board.is_complete(joined(&board, (0, 0), "monastery")));
    assert_eq!(score(&board, false).players["red"], 9);
    // A field never completes, however closed in.
    assert!(!board.is_complete(joined(&board, (0, 0), "field")));
    assert!(board.place(&cap, (0, 2), Rotation::R180).is_ok());
}

#[test]
fn majority_scores_and_ties_all_score() {
    let mut board = Board::new();
    board.place(&FLIER_B, (0, 0), Rotation::R0).unwrap();
    board.place(&FLIER_B, (1, 0), Rotation::R0).unwrap();
    board.place(&FLIER_D, (2, 0), Rotation::R0).unwrap();
    board
        .add_meeple("red", Meeple::Follower, (0, 0), "road")
        .unwrap();
    board
        .add_meeple("blue", Meeple::Wagon, (1, 0), "road")
        .unwrap();
    let end = score(&board, true);
    assert_eq!(end.players["red"], 3);
    assert_eq!(end.players["blue"], 3);
    board
        .add_meeple("blue", Meeple::Phantom, (2, 0), "road")
        .unwrap();
    let end = score(&board, true);
    assert_eq!((end.players["red"], end.players["blue"]), (0, 3));
    assert_eq!(
        board.add_meeple("red", Meeple::Follower, (9, 9), "road"),
        Err(MeepleError::NoTile)
    );
    assert_eq!(
        board.add_meeple("red", Meeple::Follower, (0, 0), "city"),
        Err(MeepleError::NoFeature)
    );
    // A kind of meeple stands only where the rules allow it, the wagon never on a field.
    assert_eq!(
        board.add_meeple("red", Meeple::Abbot, (0, 0), "road"),
        Err(MeepleError::NotAllowed {
            meeple: Meeple::Abbot,
            feature: FeatureKind::Road
        })
    );
    assert_eq!(
        board.add_meeple("red", Meeple::Wagon, (0, 0), "north-field"),
        Err(MeepleError::NotAllowed {
            meeple: Meeple::Wagon,
            feature: FeatureKind::Field
        })
    );
    board
        .add_meeple("red", Meeple::Follower, (0, 0), "north-field")
        .unwrap();
    assert_eq!(board.meeples().len(), 4);
}

#[test]
fn a_flight_skips_fields_and_complete_features_but_not_occupied_ones() {
    let (cap, monastery) = (cap(), monastery());
    let die = FLIER.die.as_ref().unwrap();
    let roll = |value| Roll::new(die, value).unwrap();
    let mut board = Board::new();
    // The target: a city cap at (0, 0), occupied by blue.
    board.place(&cap, (0, 0), Rotation::R0).unwrap();
    board
        .add_meeple("blue", Meeple::Follower, (0, 0), "city")
        .unwrap();
    board.place(&monastery, (1, 0), Rotation::R0).unwrap();
    // D's arrow points north-west: placed at (1, 1) it reaches the cap on a 1.
    board.place(&FLIER_D, (1, 1), Rotation::R0).unwrap();
    let ids = |board: &Board<'_>, value, meeple| -> Vec<String> {
        let flight = flight(board, (1, 1), roll(value), meeple).unwrap();
        flight
            .options()
            .map(|l| l.feature.id().to_owned())
            .collect()
    };
    assert_eq!(ids(&board, 1, Meeple::Follower), ["city"]);
    assert_eq!(ids(&board, 1, Meeple::Mayor), ["city"]);
    assert!(ids(&board, 1, Meeple::Abbot).is_empty());
    let far = flight(&board, (1, 1), roll(2), Meeple::Follower).unwrap();
    assert_eq!((far.target, far.tile.is_none()), ((-1, -1), true));
    assert!(far.returns());
    // Closing the city takes it away; the field was never an option.
    board.place(&cap, (0, -1), Rotation::R180).unwrap();
    assert!(ids(&board, 1, Meeple::Follower).is_empty());
    assert!(
        flight(&board, (1, 1), roll(1), Meeple::Follower)
            .unwrap()
            .returns()
    );
    assert_eq!(
        flight(&board, (0, 0), roll(1), Meeple::Follower).unwrap_err(),
        crate::rules::FlightError::NoFlier
    );
}

/// The scoring table of the base game's rules, as `base-tiles.md` gives it: complete road 1 a
/// tile; complete city 2 a tile and 2 a pennant; complete monastery 9; at the end, incomplete
/// road 1 a tile, city 1 a tile and 1 a pennant, monastery 1 and 1 a neighbour; a field 3 per
/// complete city it borders.
#[test]
fn the_scoring_table() {
    let (corner, cap) = (corner(), cap());
    // An incomplete city of two corner tiles with a pennant each: 2 tiles + 2 pennants.
    let mut board = Board::new();
    board.place(&corner, (0, 0), Rotation::R0).unwrap();
    board.place(&corner, (1, 0), Rotation::R270).unwrap();
    board
        .add_meeple("red", Meeple::Follower, (0, 0), "city")
        .unwrap();
    let city = joined(&board, (0, 0), "city");
    assert_eq!(city, joined(&board, (1, 0), "city"));
    assert!(!board.is_complete(city));
    assert_eq!(score(&board, true).players["red"], 4);
    assert!(score(&board, false).features.is_empty());
    // Closed by two caps facing down: 4 tiles and 2 pennants, complete: 2 × 4 + 2 × 2.
    board.place(&cap, (0, -1), Rotation::R180).unwrap();
    board.place(&cap, (1, -1), Rotation::R180).unwrap();
    assert!(board.is_complete(joined(&board, (0, 0), "city")));
    let scoring = score(&board, false);
    assert_eq!(scoring.players["red"], 12);
    assert_eq!(
        (scoring.features[0].tiles, scoring.features[0].complete),
        (4, true)
    );
    // A mayor counts as many as the city's pennants: two beat one follower.
    board
        .add_meeple("blue", Meeple::Mayor, (1, 0), "city")
        .unwrap();
    assert_eq!(score(&board, false).features[0].players, ["blue"]);
    // The field below the corners borders the one complete city: 3 for its farmer.
    board
        .add_meeple("green", Meeple::Follower, (0, 0), "field")
        .unwrap();
    assert_eq!(score(&board, true).players["green"], 3);
    assert_eq!(score(&board, false).players["green"], 0);
}

#[test]
fn cells_at_the_limits_wrap_instead_of_panicking() {
    assert_eq!(neighbour((i32::MAX, 0), Side::E), (i32::MIN, 0));
    assert_eq!(rotate_cell((i32::MIN, 3), Rotation::R180), (i32::MIN, -3));
    let mut board = Board::new();
    board
        .place(&FLIER_B, (i32::MAX, i32::MAX), Rotation::R0)
        .unwrap();
    assert_eq!(surrounding((i32::MAX, i32::MAX)).count(), 8);
    let roll = Roll::new(FLIER.die.as_ref().unwrap(), 1).unwrap();
    assert!(flight(&board, (i32::MAX, i32::MAX), roll, Meeple::Follower).is_ok());
    assert!(score(&board, true).features.is_empty());
}

/// The monastery tile with a marker of `kind` on its monastery.
fn marked_monastery(kind: MarkerKind) -> Tile {
    let mut tile = monastery();
    tile.markers = Cow::Owned(vec![Marker {
        kind,
        feature: Some(Cow::Borrowed("monastery")),
        placement: None,
        points: None,
    }]);
    tile
}

#[test]
fn abbots_score_apart_from_monks_at_the_end_by_their_lines_of_tiles() {
    let (special, plain) = (marked_monastery(MarkerKind::AbbotsMonastery), monastery());
    let mut board = Board::new();
    board.place(&special, (0, 0), Rotation::R0).unwrap();
    // Three tiles east in a line, one south, and one at (-2, 0) cut off by the empty (-1, 0).
    let cells = [
        (1, 0),
        (2, 0),
        (3, 0),
        (0, 1),
        (1, 1),
        (1, -1),
        (-1, 1),
        (-2, 1),
        (-2, 0),
    ];
    for cell in cells {
        board.place(&plain, cell, Rotation::R0).unwrap();
    }
    board
        .add_meeple("blue", Meeple::Follower, (0, 0), "monastery")
        .unwrap();
    board
        .add_meeple("blue", Meeple::Follower, (0, 0), "monastery")
        .unwrap();
    board
        .add_meeple_as("red", Meeple::Follower, Role::Abbot, (0, 0), "monastery")
        .unwrap();
    // During the game nothing is complete, and the abbots never are.
    assert!(score(&board, false).features.is_empty());
    let end = score(&board, true);
    let groups: Vec<(Role, u32, Vec<String>)> = end
        .features
        .iter()
        .map(|feature| (feature.role, feature.points, feature.players.clone()))
        .collect();
    // Monks: 1 and 5 of the 8 cells around. Abbots: 1, 3 east, 1 south, none north or west.
    assert_eq!(
        groups,
        [
            (Role::Usual, 6, vec!["blue".to_owned()]),
            (Role::Abbot, 5, vec!["red".to_owned()]),
        ]
    );
    // On a plain monastery nobody is placed as an abbot, and The Abbot's meeple counts with
    // the monks.
    assert_eq!(
        board.add_meeple_as("red", Meeple::Follower, Role::Abbot, (1, 0), "monastery"),
        Err(MeepleError::NoAbbotsMonastery)
    );
    board
        .add_meeple("red", Meeple::Abbot, (1, 0), "monastery")
        .unwrap();
    board
        .add_meeple("blue", Meeple::Follower, (1, 0), "monastery")
        .unwrap();
    let plain_score = score(&board, true);
    let plain = plain_score
        .features
        .iter()
        .find(|feature| feature.at == (1, 0))
        .unwrap();
    assert_eq!(plain.players, ["blue", "red"]);
}

#[test]
fn a_flight_takes_an_acrobat_space_for_a_follower_and_never_a_portal_the_wheel_or_a_flier() {
    let shown = |kind| Marker {
        kind,
        feature: None,
        placement: None,
        points: None,
    };
    // Flier B's copy: its flying machine is refused too.
    let mut target = FLIER_B;
    target.markers = Cow::Owned(vec![
        shown(MarkerKind::Volcano),
        shown(MarkerKind::AcrobatSpace),
        shown(MarkerKind::MagicPortal),
        shown(MarkerKind::WheelOfFortune),
    ]);
    let mut board = Board::new();
    board.place(&target, (-1, 0), Rotation::R0).unwrap();
    board.place(&FLIER_B, (0, 0), Rotation::R0).unwrap(); // arrow west
    let roll = Roll::new(FLIER.die.as_ref().unwrap(), 1).unwrap();
    let places = |meeple| {
        let flight = flight(&board, (0, 0), roll, meeple).unwrap();
        let options: Vec<String> = flight
            .options()
            .map(|landing| landing.feature.id().to_owned())
            .chain(
                flight
                    .marker_options()
                    .map(|landing| landing.marker.kind.name().to_owned()),
            )
            .collect();
        let refused: Vec<NoLanding> = flight.refusals().map(|refusal| refusal.reason).collect();
        (options, refused)
    };
    assert_eq!(
        places(Meeple::Follower),
        (
            vec!["road".to_owned(), "acrobat-space".to_owned()],
            vec![
                NoLanding::MagicPortal,
                NoLanding::WheelOfFortune,
                NoLanding::FlyingMachine
            ]
        )
    );
    assert_eq!(
        places(Meeple::LargeMeeple),
        (
            vec!["road".to_owned()],
            vec![
                NoLanding::AcrobatSpace,
                NoLanding::MagicPortal,
                NoLanding::WheelOfFortune,
                NoLanding::FlyingMachine
            ]
        )
    );
    // The mayor takes only a city: nothing here, so it returns, the acrobat space refused.
    let mayor = flight(&board, (0, 0), roll, Meeple::Mayor).unwrap();
    assert!(mayor.returns());
}

#[test]
fn a_german_cathedral_is_complete_with_its_roads_and_then_no_flight_lands_on_it() {
    use crate::tables::BASE_A;
    // A German cathedral with one road leading to it from the east side.
    let mut cathedral = tile(
        "cathedral",
        [F, EdgeKind::Road, F, F],
        vec![
            Feature::Monastery {
                id: Cow::Borrowed("cathedral"),
            },
            Feature::Road {
                id: Cow::Borrowed("road"),
                edges: positions(&[E]),
                ends_at: Some(Cow::Borrowed("cathedral")),
                end: None,
                under: None,
            },
            field("field", &[NL, NR, EL, ER, SL, SR, WL, WR], &[]),
        ],
    );
    cathedral.markers = Cow::Owned(vec![Marker {
        kind: MarkerKind::GermanCathedral,
        feature: Some(Cow::Borrowed("cathedral")),
        placement: None,
        points: None,
    }]);
    let mut board = Board::new();
    board.place(&cathedral, (-1, 0), Rotation::R0).unwrap();
    board.place(&FLIER_B, (0, 0), Rotation::R0).unwrap(); // arrow west, its road on to the east
    let roll = Roll::new(FLIER.die.as_ref().unwrap(), 1).unwrap();
    let options = |board: &Board<'_>| -> Vec<String> {
        let flight = flight(board, (0, 0), roll, Meeple::Follower).unwrap();
        flight
            .options()
            .map(|landing| landing.feature.id().to_owned())
            .collect()
    };
    assert!(!board.is_complete(joined(&board, (-1, 0), "cathedral")));
    assert_eq!(options(&board), ["cathedral", "road"]);
    // A monastery's road closes the road at B's east end: the cathedral is complete, though
    // only one of the eight cells around it is filled, and no flight lands on it.
    board.place(&BASE_A, (1, 0), Rotation::R90).unwrap();
    assert!(board.is_complete(joined(&board, (-1, 0), "cathedral")));
    assert!(options(&board).is_empty());
}

/// Half a German castle's double tile: the castle across the east side, one field round it.
fn castle_half() -> Tile {
    tile(
        "castle-half",
        [F, F, F, F],
        vec![
            Feature::GermanCastle {
                id: Cow::Borrowed("castle"),
                edges: positions(&[EL, E, ER]),
            },
            field("field", &[NL, NR, SL, SR, WL, WR], &[]),
        ],
    )
}

#[test]
fn a_german_castles_halves_join_and_it_completes_with_the_ten_tiles_around_them() {
    let (half, monastery) = (castle_half(), monastery());
    let mut board = Board::new();
    board.place(&half, (0, 0), Rotation::R0).unwrap();
    // A field side against the castle side does not fit: only the other half does.
    assert_eq!(
        board.check_place(&monastery, (1, 0), Rotation::R0),
        Err(PlaceError::Mismatch {
            side: Side::W,
            neighbour: (0, 0)
        })
    );
    board.place(&half, (1, 0), Rotation::R180).unwrap();
    let castle = joined(&board, (0, 0), "castle");
    assert_eq!(castle, joined(&board, (1, 0), "castle"));
    assert_eq!(board.parts(castle).len(), 2);
    board
        .add_meeple("red", Meeple::Follower, (0, 0), "castle")
        .unwrap();
    board
        .add_meeple("red", Meeple::Follower, (1, 0), "castle")
        .unwrap();
    board
        .add_meeple("blue", Meeple::Follower, (0, 0), "castle")
        .unwrap();
    // Every cell round the two tiles, each touching the board: north row first, then east,
    // south row, west.
    let around = [
        (0, -1),
        (-1, -1),
        (1, -1),
        (2, -1),
        (2, 0),
        (2, 1),
        (1, 1),
        (0, 1),
        (-1, 1),
        (-1, 0),
    ];
    for (placed, &cell) in around.iter().enumerate() {
        assert!(
            !board.is_complete(joined(&board, (0, 0), "castle")),
            "after {placed} tiles around"
        );
        assert!(score(&board, false).features.is_empty());
        // At the end: 2 for the castle's tiles, 1 for each tile around them.
        let end = score(&board, true);
        assert_eq!(end.players["red"], 2 + placed as u32);
        assert_eq!(end.players["blue"], 0);
        board.place(&monastery, cell, Rotation::R0).unwrap();
    }
    assert!(board.is_complete(joined(&board, (0, 0), "castle")));
    let during = score(&board, false);
    assert_eq!(during.players["red"], 12);
    assert_eq!(during.players["blue"], 0);
    assert_eq!(during.features[0].kind, FeatureKind::GermanCastle);
}

#[test]
fn no_two_german_castles_touch_beside_each_other_or_across_a_corner() {
    let (half, monastery) = (castle_half(), monastery());
    let mut board = Board::new();
    board.place(&half, (0, 0), Rotation::R0).unwrap();
    board.place(&half, (1, 0), Rotation::R180).unwrap();
    board.place(&monastery, (2, 0), Rotation::R0).unwrap();
    // Field meets field south of the castle, but the castles would touch there.
    assert_eq!(
        board.check_place(&half, (0, 1), Rotation::R0),
        Err(PlaceError::CastlesTouch { neighbour: (0, 0) })
    );
    // Across a corner too.
    assert_eq!(
        board.check_place(&half, (2, 1), Rotation::R0),
        Err(PlaceError::CastlesTouch { neighbour: (1, 0) })
    );
    // A cell further east, beyond the monastery, it may lie; any other tile may lie beside it.
    assert_eq!(board.check_place(&half, (3, 0), Rotation::R0), Ok(()));
    assert_eq!(board.check_place(&monastery, (0, 1), Rotation::R0), Ok(()));
}

#[test]
fn a_lord_stands_in_a_german_castle_but_not_the_abbot_or_the_mayor() {
    let half = castle_half();
    let mut board = Board::new();
    board.place(&half, (0, 0), Rotation::R0).unwrap();
    for meeple in [Meeple::Follower, Meeple::LargeMeeple, Meeple::Wagon] {
        board.add_meeple("red", meeple, (0, 0), "castle").unwrap();
    }
    for meeple in [Meeple::Abbot, Meeple::Mayor] {
        assert_eq!(
            board.add_meeple("red", meeple, (0, 0), "castle"),
            Err(MeepleError::NotAllowed {
                meeple,
                feature: FeatureKind::GermanCastle
            })
        );
    }
}

#[test]
fn a_castle_stands_over_a_small_city_no_flier_lands_on_and_that_scores_no_more() {
    use crate::tables::{BASE_D, BASE_E};
    let mut board = Board::new();
    board.place(&BASE_D, (0, 0), Rotation::R0).unwrap(); // city north, road west to east
    board.place(&FLIER_B, (1, 0), Rotation::R0).unwrap(); // arrow west
    board
        .add_meeple("blue", Meeple::Follower, (0, 0), "city")
        .unwrap();
    assert_eq!(
        board.add_castle("red", (0, 0), "road"),
        Err(CastleError::NotACity(FeatureKind::Road))
    );
    assert_eq!(
        board.add_castle("red", (0, 0), "city"),
        Err(CastleError::NotSmallCity)
    );
    board.place(&BASE_E, (0, -1), Rotation::R180).unwrap();
    board.add_castle("red", (0, 0), "city").unwrap();
    // The closed small city is no longer scored as a city: blue's follower there scores nothing.
    assert!(score(&board, false).features.is_empty());
    assert!(score(&board, true).features.is_empty());
    let roll = Roll::new(FLIER.die.as_ref().unwrap(), 1).unwrap();
    let flight = flight(&board, (1, 0), roll, Meeple::Follower).unwrap();
    let options: Vec<&str> = flight
        .options()
        .map(|landing| landing.feature.id())
        .collect();
    assert_eq!(options, ["road"]);
    let refused: Vec<(Cell, NoLanding)> = flight
        .refusals()
        .map(|refusal| (refusal.at, refusal.reason))
        .collect();
    assert_eq!(refused, [((0, 0), NoLanding::Castle)]);
    // Turned with the board, the castle stays over its city.
    let turned = board.rotated(Rotation::R90);
    assert_eq!(turned.castles()[0].city, [((0, 0), 0), ((1, 0), 0)]);
    assert_eq!(turned.castles()[0].player, "red");
}

#[test]
fn a_city_sharing_a_side_joins_across_it_and_is_complete_only_once_that_side_is_closed() {
    let (shared, cap) = (shared_side(), cap());
    let mut board = Board::new();
    board.place(&shared, (0, 0), Rotation::R0).unwrap();
    // A cap against the east side closes the eastern city's own side, not the side it shares.
    board.place(&cap, (1, 0), Rotation::R270).unwrap();
    let east = joined(&board, (0, 0), "east-city");
    assert!(!board.is_complete(east));
    assert_ne!(east, joined(&board, (0, 0), "north-west-city"));
    // A cap against the north side joins both cities of the tile across it.
    board.place(&cap, (0, -1), Rotation::R180).unwrap();
    let city = joined(&board, (0, 0), "east-city");
    assert_eq!(city, joined(&board, (0, 0), "north-west-city"));
    assert_eq!(city, joined(&board, (0, -1), "city"));
    assert!(!board.is_complete(city), "the west side is still open");
    board.place(&cap, (-1, 0), Rotation::R90).unwrap();
    let city = joined(&board, (0, 0), "east-city");
    assert!(board.is_complete(city));
    board
        .add_meeple("red", Meeple::Follower, (0, 0), "east-city")
        .unwrap();
    let scoring = score(&board, false);
    assert_eq!(scoring.features.len(), 1);
    assert_eq!(
        (scoring.features[0].tiles, scoring.features[0].points),
        (4, 8)
    );
    // The shared side turns with the tile.
    let turned = board.rotated(Rotation::R90);
    let at = rotate_cell((0, 0), Rotation::R90);
    assert!(turned.is_complete(joined(&turned, at, "east-city")));
    let mut apart = Board::new();
    apart.place(&shared, (0, 0), Rotation::R90).unwrap();
    apart.place(&cap, (0, 1), Rotation::R0).unwrap();
    assert!(!apart.is_complete(joined(&apart, (0, 0), "east-city")));
    apart.place(&cap, (1, 0), Rotation::R270).unwrap();
    assert_eq!(
        joined(&apart, (0, 0), "east-city"),
        joined(&apart, (0, 0), "north-west-city")
    );
}
