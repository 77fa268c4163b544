//! Properties of the board over random legal games: random tiles of the catalog in random
//! legal places, a few hundred each. Joining does not depend on the order tiles were placed,
//! completion never goes back, a flight never offers a field or a complete feature, turning the
//! whole board turns every flight with it, and final scoring does not depend on the order.

use std::collections::{BTreeMap, BTreeSet, VecDeque};

use proptest::prelude::*;

use tilecat::board::{Board, Cell, FeatureScore, flight, neighbour, rotate_cell, score};
use tilecat::model::{FeatureKind, Rotation, Side, Tile};
use tilecat::rules::{Meeple, Roll};
use tilecat::tables::{FLIER, TILES};

/// One placed tile of a game.
type Move = (&'static Tile, Cell, Rotation);

/// A legal game from random `choices`: each picks a tile and one of the places it may lie.
fn game(choices: &[(u16, u32)]) -> Vec<Move> {
    let mut board = Board::new();
    let mut moves = Vec::new();
    for &(tile, place) in choices {
        let tile = &TILES[usize::from(tile) % TILES.len()];
        let places = board.legal_places(tile);
        if places.is_empty() {
            continue;
        }
        let (cell, rotation) = places[place as usize % places.len()];
        board.place(tile, cell, rotation).expect("a legal place");
        moves.push((tile, cell, rotation));
    }
    moves
}

/// The same tiles placed again, grown outwards from the last one placed.
fn reordered(moves: &[Move]) -> Vec<Move> {
    let by_cell: BTreeMap<Cell, Move> = moves.iter().map(|&m| (m.1, m)).collect();
    let mut seen = BTreeSet::new();
    let mut queue = VecDeque::new();
    let mut order = Vec::new();
    if let Some(last) = moves.last() {
        seen.insert(last.1);
        queue.push_back(last.1);
    }
    while let Some(cell) = queue.pop_front() {
        order.push(by_cell[&cell]);
        for side in [Side::W, Side::S, Side::E, Side::N] {
            let next = neighbour(cell, side);
            if by_cell.contains_key(&next) && seen.insert(next) {
                queue.push_back(next);
            }
        }
    }
    order
}

fn build(moves: &[Move]) -> Board<'static> {
    let mut board = Board::new();
    for &(tile, cell, rotation) in moves {
        board
            .place(tile, cell, rotation)
            .expect("a legal game replays");
    }
    board
}

/// Each tile feature's joined feature, named by its smallest part, and whether it is complete.
fn joins(board: &Board<'_>) -> BTreeMap<(Cell, usize), ((Cell, usize), bool)> {
    let mut joins = BTreeMap::new();
    for placed in board.tiles() {
        for index in 0..placed.tile.features.len() {
            let joined = board.joined(placed.at, index).unwrap();
            let name = board.parts(joined)[0];
            joins.insert((placed.at, index), (name, board.is_complete(joined)));
        }
    }
    joins
}

fn rolls() -> Vec<Roll> {
    let die = FLIER.die.as_ref().unwrap();
    [1, 2, 3]
        .map(|value| Roll::new(die, value).unwrap())
        .to_vec()
}

/// Puts a meeple of one of three players on a feature of some tiles, picked by `picks`.
fn with_meeples(board: &mut Board<'_>, picks: &[(u16, u8, u8)]) {
    // By cell, so that the same picks put the same meeples on a board built in another order.
    let cells: Vec<(Cell, Vec<(String, FeatureKind)>)> = board
        .tiles()
        .iter()
        .map(|placed| {
            let ids = placed
                .tile
                .features
                .iter()
                .map(|f| (f.id().to_owned(), f.kind()))
                .collect();
            (placed.at, ids)
        })
        .collect::<BTreeMap<_, _>>()
        .into_iter()
        .collect();
    for &(tile, feature, player) in picks {
        let (cell, ids) = &cells[usize::from(tile) % cells.len()];
        let (id, feature_kind) = &ids[usize::from(feature) % ids.len()];
        let player = ["red", "blue", "green"][usize::from(player) % 3];
        // A kind of meeple that may stand on the feature; a follower stands on all but a garden.
        let kinds: Vec<Meeple> = Meeple::ALL
            .into_iter()
            .filter(|kind| kind.may_stand_on(*feature_kind))
            .collect();
        let kind = kinds[usize::from(feature) % kinds.len()];
        board.add_meeple(player, kind, *cell, id).unwrap();
    }
}

fn sorted(mut features: Vec<FeatureScore>) -> Vec<FeatureScore> {
    features.sort_by(|a, b| (a.at, &a.feature).cmp(&(b.at, &b.feature)));
    features
}

fn choices() -> impl Strategy<Value = Vec<(u16, u32)>> {
    prop::collection::vec((any::<u16>(), any::<u32>()), 120..260)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 8, ..ProptestConfig::default() })]

    #[test]
    fn joining_does_not_depend_on_the_order_of_placing(choices in choices()) {
        let moves = game(&choices);
        let first = build(&moves);
        let second = build(&reordered(&moves));
        prop_assert_eq!(second.tiles().len(), moves.len());
        prop_assert_eq!(joins(&first), joins(&second));
    }

    #[test]
    fn a_complete_feature_stays_complete(choices in choices()) {
        let moves = game(&choices);
        let mut board = Board::new();
        let mut complete: BTreeSet<(Cell, usize)> = BTreeSet::new();
        for &(tile, cell, rotation) in &moves {
            board.place(tile, cell, rotation).unwrap();
            for placed in board.tiles() {
                for index in 0..placed.tile.features.len() {
                    let part = (placed.at, index);
                    let done = board.is_complete(board.joined(placed.at, index).unwrap());
                    if complete.contains(&part) {
                        prop_assert!(done, "{:?} was complete and is not after {:?}", part, cell);
                    }
                    if done {
                        complete.insert(part);
                    }
                }
            }
        }
    }

    #[test]
    fn a_flight_never_offers_a_field_or_a_complete_feature(choices in choices()) {
        let board = build(&game(&choices));
        for placed in board.tiles().iter().filter(|placed| placed.tile.flier.is_some()) {
            for roll in rolls() {
                for meeple in Meeple::ALL {
                    let flight = flight(&board, placed.at, roll, meeple).unwrap();
                    prop_assert_eq!(flight.returns(), flight.options().next().is_none());
                    for landing in flight.options() {
                        let kind = landing.feature.kind();
                        prop_assert!(kind != FeatureKind::Field);
                        prop_assert!(meeple.lands_on(kind));
                        let joined = board.joined(landing.at, landing.index).unwrap();
                        prop_assert!(!board.is_complete(joined));
                    }
                    if let Some(target) = flight.tile {
                        // Every feature left out is a field, one it may not take, or complete.
                        let offered: Vec<usize> = flight.options().map(|l| l.index).collect();
                        for (index, feature) in target.tile.features.iter().enumerate() {
                            let joined = board.joined(target.at, index).unwrap();
                            let open = meeple.lands_on(feature.kind()) && !board.is_complete(joined);
                            prop_assert_eq!(offered.contains(&index), open);
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn turning_the_board_turns_every_flight(choices in choices(), turns in 1u32..4) {
        let rotation = Rotation::from_quarter_turns(turns);
        let board = build(&game(&choices));
        let turned = board.rotated(rotation);
        for placed in board.tiles().iter().filter(|placed| placed.tile.flier.is_some()) {
            for roll in rolls() {
                let here = flight(&board, placed.at, roll, Meeple::Follower).unwrap();
                let there =
                    flight(&turned, rotate_cell(placed.at, rotation), roll, Meeple::Follower).unwrap();
                prop_assert_eq!(rotate_cell(here.target, rotation), there.target);
                let ids = |flight: &tilecat::board::Flight<'_, '_>| -> Vec<usize> {
                    flight.options().map(|landing| landing.index).collect()
                };
                prop_assert_eq!(ids(&here), ids(&there));
            }
        }
    }

    #[test]
    fn final_scoring_does_not_depend_on_the_order(
        choices in choices(),
        picks in prop::collection::vec((any::<u16>(), any::<u8>(), any::<u8>()), 1..40),
    ) {
        let moves = game(&choices);
        let mut first = build(&moves);
        let mut second = build(&reordered(&moves));
        with_meeples(&mut first, &picks);
        with_meeples(&mut second, &picks);
        for end_of_game in [false, true] {
            let (a, b) = (score(&first, end_of_game), score(&second, end_of_game));
            prop_assert_eq!(&a.players, &b.players);
            prop_assert_eq!(sorted(a.features), sorted(b.features));
        }
    }
}
