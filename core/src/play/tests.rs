//! Each figure on small sets whose answer is known by hand, and the place search against the
//! board's own.

use super::*;
use crate::model::Rotation;
use crate::tables::{BASE_C, BASE_D, FLIER_A, FLIER_G, TILES};

/// `games` games of `setup` seeded with 11, tallied.
fn run(setup: &Setup<'_>, games: u64) -> Tally {
    let mut tally = Tally::new(setup);
    for game in 0..games {
        play(setup, 11, game, &mut tally);
    }
    tally
}

/// The index of `kind` in [`FeatureKind::ALL`].
fn kind(kind: FeatureKind) -> usize {
    FeatureKind::ALL.iter().position(|&k| k == kind).unwrap()
}

#[test]
fn a_tile_that_fits_nowhere_is_set_aside_every_time_and_leaves_four_open_holes() {
    // All city against all field: C fits no side of G, ever.
    let setup = Setup::new(&FLIER_G, &[(&BASE_C, 3)]).unwrap();
    let tally = run(&setup, 20);
    assert_eq!(
        tally.tiles[1],
        TileTally {
            draws: 60,
            unplaced: 60
        }
    );
    // The four cells around G wait for a field side only G has: open holes from the first
    // draw on, but not dead ones, since G is of the set.
    assert_eq!(tally.holes.by_draw, [[80, 0], [80, 0]]);
    assert_eq!(tally.holes.open_per_game, [0, 0, 0, 0, 20]);
    assert_eq!(tally.holes.dead_per_game, [20]);
    assert_eq!(tally.holes.first_open, [20]);
    assert_eq!(tally.holes.never_open, 0);
    assert_eq!(
        (tally.holes.never_dead, tally.holes.first_dead.len()),
        (20, 0)
    );
}

#[test]
fn tiles_of_field_only_never_leave_a_hole() {
    let setup = Setup::new(&FLIER_G, &[(&FLIER_G, 10)]).unwrap();
    let tally = run(&setup, 30);
    assert_eq!(
        tally.tiles[0],
        TileTally {
            draws: 300,
            unplaced: 0
        }
    );
    assert_eq!(tally.holes.open_per_game, [30]);
    assert_eq!(tally.holes.dead_per_game, [30]);
    assert_eq!(tally.holes.never_open, 30);
    assert_eq!(tally.holes.never_dead, 30);
    assert!(tally.holes.by_draw.iter().all(|&holes| holes == [0, 0]));
    // Only fields to land on: every flight sends the follower back.
    assert!(tally.flights.values().all(|flights| flights.landed() == 0));
    assert!(
        tally
            .flights
            .values()
            .all(|flights| flights.odds_faces == 0)
    );
    assert_eq!(tally.points, [0; FeatureKind::ALL.len()]);
}

#[test]
fn a_flier_whose_arrow_points_away_always_leaves_the_board() {
    // A shows fields north and east, its arrow points west out of a road: laid against G (all
    // field) it can only turn a field side to G, and its arrow never points at G.
    let setup = Setup::new(&FLIER_G, &[(&FLIER_A, 1)]).unwrap();
    let tally = run(&setup, 300);
    let flights: Vec<_> = tally
        .flights
        .iter()
        .filter(|((tile, _), _)| *tile == 1)
        .collect();
    assert_eq!(flights.len(), 3, "every roll comes up in 300 games");
    let total: u64 = flights.iter().map(|(_, f)| f.flights).sum();
    assert_eq!(total, 300);
    for (_, flights) in flights {
        assert_eq!(flights.no_tile, flights.flights);
        assert_eq!((flights.landed(), flights.odds_faces), (0, 0));
        assert_eq!(flights.odds_of, 6 * flights.flights);
    }
}

#[test]
fn a_city_of_two_tiles_scores_its_tiles_and_pennants_at_the_end() {
    // Two copies of C make one open city of two tiles and two pennants: 4 points for the
    // follower the first player puts on the second copy.
    let setup = Setup::new(&BASE_C, &[(&BASE_C, 1)]).unwrap();
    let tally = run(&setup, 10);
    let mut expected = [0; FeatureKind::ALL.len()];
    expected[kind(FeatureKind::City)] = 40;
    assert_eq!(tally.points, expected);
}

/// The base game and the Flier as the tables hold them, with the start tile's copy apart.
fn base_and_flier() -> Setup<'static> {
    let deck: Vec<(&Tile, u32)> = TILES
        .iter()
        .map(|tile| {
            let copies = u32::from(tile.counts.get("C3")) - u32::from(tile.start);
            (tile, copies)
        })
        .collect();
    Setup::new(&BASE_D, &deck).unwrap()
}

#[test]
fn the_frontier_finds_exactly_the_boards_legal_places() {
    let setup = base_and_flier();
    let mut random = Random::new(5);
    let mut board = Board::new();
    let mut frontier = Frontier::default();
    board.place(setup.tiles[0], (0, 0), Rotation::R0).unwrap();
    frontier.place(&setup.shapes, 0, (0, 0), 0);
    let mut deck = setup.deck.clone();
    random.shuffle(&mut deck);
    let mut found = Vec::new();
    for card in deck {
        for (kind, tile) in setup.tiles.iter().enumerate() {
            frontier.places(&setup.shapes, kind, &mut found);
            let mut ours: Vec<(Cell, Rotation)> = found
                .iter()
                .map(|&(cell, rotation)| (cell, Rotation::ALL[rotation]))
                .collect();
            ours.sort_unstable();
            assert_eq!(ours, board.legal_places(tile), "{}", tile.id);
        }
        frontier.places(&setup.shapes, card, &mut found);
        if let Some(&(at, rotation)) = found.get(random.below(found.len().max(1))) {
            board
                .place(setup.tiles[card], at, Rotation::ALL[rotation])
                .unwrap();
            frontier.place(&setup.shapes, card, at, rotation);
        }
    }
    assert!(board.tiles().len() > 60);
}

#[test]
fn the_same_seed_gives_the_same_figures_in_any_split() {
    let setup = base_and_flier();
    let whole = run(&setup, 6);
    let mut split = Tally::new(&setup);
    for range in [0..2, 2..6] {
        let mut part = Tally::new(&setup);
        for game in range {
            play(&setup, 11, game, &mut part);
        }
        split.add(&part);
    }
    assert_eq!(whole, split);
    let mut other = Tally::new(&setup);
    for game in 0..6 {
        play(&setup, 12, game, &mut other);
    }
    assert_ne!(whole, other);
    assert_eq!(
        whole.tiles.iter().map(|tile| tile.draws).sum::<u64>(),
        6 * 79
    );
}

#[test]
fn a_tile_the_games_cannot_play_is_refused_by_the_setup() {
    assert_eq!(Unplayable::of(&FLIER_G), None);
    let mut crowded = FLIER_G.clone();
    let field = crowded.features[0].clone();
    crowded
        .features
        .to_mut()
        .extend(std::iter::repeat_n(field, MAX_FEATURES_PER_TILE));
    let refused = Setup::new(&FLIER_G, &[(&BASE_C, 2), (&crowded, 1)]).unwrap_err();
    assert_eq!(refused.why, Unplayable::TooManyFeatures);
    assert_eq!(refused.tile.id, FLIER_G.id);
    let mut river = BASE_C.clone();
    river.edges = crate::model::Edges::from_clockwise([EdgeKind::River; 4]);
    assert_eq!(Unplayable::of(&river), Some(Unplayable::River));
    assert!(Setup::new(&river, &[]).is_err());
}
