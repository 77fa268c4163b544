//! The board's costs: placing a tile with its joins and flying on a board of 1,000 tiles, and a
//! whole random game of 80 tiles with a flight for every flying machine and final scoring. Run
//! with `cargo bench --bench board -- --warm-up-time 1 --measurement-time 3`. Also one game of
//! `tilecat report`'s self-play.

use std::hint::black_box;

use criterion::{BatchSize, Criterion, Throughput, criterion_group, criterion_main};
use tilecat::board::{Board, Cell, flight, flight_odds, score};
use tilecat::model::{Rotation, Tile};
use tilecat::play::{Setup, Tally, play};
use tilecat::rules::{Meeple, Roll};
use tilecat::tables::{FLIER, TILES};

/// A small deterministic random number generator (xorshift64), so every run plays the same
/// games.
struct Dice(u64);

impl Dice {
    fn next(&mut self, below: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % below as u64) as usize
    }
}

/// A random legal game of `tiles` tiles from the catalog, with a meeple on every fifth tile.
fn game(tiles: usize, dice: &mut Dice) -> Board<'static> {
    let mut board = Board::new();
    extend(&mut board, tiles, dice);
    board
}

/// Adds random legal tiles to `board` until it holds `tiles`, a meeple on every fifth; returns
/// the tiles added.
fn extend(board: &mut Board<'static>, tiles: usize, dice: &mut Dice) -> Vec<Move> {
    let mut moves = Vec::new();
    while board.tiles().len() < tiles {
        let tile: &'static Tile = &TILES[dice.next(TILES.len())];
        let places = board.legal_places(tile);
        if places.is_empty() {
            continue;
        }
        let (cell, rotation) = places[dice.next(places.len())];
        board.place(tile, cell, rotation).unwrap();
        moves.push((tile, cell, rotation));
        if board.tiles().len() % 5 == 0 {
            let feature = &tile.features[dice.next(tile.features.len())];
            let player = ["red", "blue", "green"][dice.next(3)];
            // A follower stands on every feature but a garden.
            if Meeple::Follower.may_stand_on(feature.kind()) {
                board
                    .add_meeple(player, Meeple::Follower, cell, feature.id())
                    .unwrap();
            }
        }
    }
    moves
}

/// A tile placed: which, where and how far turned.
type Move = (&'static Tile, Cell, Rotation);

fn on_a_large_board(c: &mut Criterion) {
    let mut dice = Dice(0x5eed_f1e7);
    let board = game(1000, &mut dice);
    let mut group = c.benchmark_group("1,000-tile board");
    // The next 50 tiles of the game, placed one by one on a copy of the board: the time per
    // tile includes its share of growing the board's lists, as in a real game.
    let next = extend(&mut board.clone(), 1050, &mut dice);
    group.throughput(Throughput::Elements(next.len() as u64));
    group.bench_function("place a tile with its joins", |b| {
        b.iter_batched(
            || board.clone(),
            |mut board| {
                for &(tile, cell, rotation) in &next {
                    board
                        .place(black_box(tile), black_box(cell), rotation)
                        .unwrap();
                }
                board
            },
            BatchSize::LargeInput,
        )
    });
    group.throughput(Throughput::Elements(1));
    let from = board
        .tiles()
        .iter()
        .rev()
        .find(|placed| placed.tile.flier.is_some())
        .expect("a flier tile on the board")
        .at;
    let roll = Roll::new(FLIER.die.as_ref().unwrap(), 2).unwrap();
    group.bench_function("a flight", |b| {
        b.iter(|| {
            let flight = flight(black_box(&board), black_box(from), roll, Meeple::Follower);
            flight.unwrap().options().count()
        })
    });
    group.bench_function("final scoring", |b| {
        b.iter(|| score(black_box(&board), true))
    });
    group.finish();
}

fn a_whole_game(c: &mut Criterion) {
    c.bench_function("random game of 80 tiles with flights and scoring", |b| {
        let mut seed = 1;
        b.iter(|| {
            seed += 1;
            let mut dice = Dice(seed * 0x9e37_79b9_7f4a_7c15);
            let board = game(80, &mut dice);
            let mut landings = 0;
            for placed in board.tiles().iter().filter(|p| p.tile.flier.is_some()) {
                for odds in flight_odds(&board, placed.at, Meeple::Follower).unwrap() {
                    landings += odds.flight.options().count();
                }
            }
            (landings, score(&board, true).players.len())
        })
    });
}

/// One game of `tilecat report`'s self-play: the base game and the Flier (79 tiles shuffled), a
/// new game number each iteration, tallied.
fn a_game_of_self_play(c: &mut Criterion) {
    let deck: Vec<(&Tile, u32)> = TILES
        .iter()
        .map(|tile| {
            (
                tile,
                u32::from(tile.counts.get("C3")) - u32::from(tile.start),
            )
        })
        .collect();
    let start = TILES.iter().find(|tile| tile.start).unwrap();
    let setup = Setup::new(start, &deck).unwrap();
    let mut tally = Tally::new(&setup);
    c.bench_function("a game of self-play, base game and the Flier", |b| {
        let mut game = 0;
        b.iter(|| {
            game += 1;
            play(&setup, 1, game, &mut tally);
        })
    });
    black_box(tally.games);
}

criterion_group!(benches, on_a_large_board, a_whole_game, a_game_of_self_play);
criterion_main!(benches);
