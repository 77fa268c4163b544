//! What a set of tiles does in play: which ways of marking four sides it has
//! ([`coverage`](SideClass)), and games played by a simple stated policy, tallied
//! ([`play`], [`Tally`]).
//!
//! **The policy.** The start tile lies at the origin; the other tiles are shuffled. Two to five
//! players (as many as the game's random stream says, each number equally likely) take turns.
//! A player draws a tile and places it at one of its legal places picked at random, every cell
//! and rotation equally likely; a tile that fits nowhere is set aside and the player draws
//! again. Each player has seven followers. With one in supply, a player who placed a tile with a
//! flying machine always flies it: rolls the die, and on a landing puts the follower on one of
//! the features it may take, picked at random (a flight that finds none sends it back); on any
//! other tile the player puts a follower on a feature of that tile, fields included, picked at
//! random among those no meeple occupies. A follower on a road, city, monastery or garden comes
//! back to its supply as soon as the feature is complete and is scored at the end with the
//! rest, since a complete feature scores the same then; farmers stay. When the tiles run out the
//! board is scored as at the end of a game.
//!
//! **Holes.** After each draw that leaves tiles to draw, an empty cell next to the board is an
//! *open hole* when no tile still to be drawn fits it, and a *dead hole* when no tile of the
//! set, the start tile included, fits it in any rotation. Neither can ever be filled: the demands
//! of a cell only grow and the tiles left only shrink.
//!
//! Everything here is part of the core: no I/O, no dependencies, and the same numbers for the
//! same seed on every machine, whatever order the games are played in.

mod coverage;
mod places;
mod random;
mod tally;

pub use coverage::{Coverage, SideClass, letter};
pub use random::Random;
pub use tally::{FlightTally, Holes, Tally, TileTally};

use crate::board::{Board, Cell, MAX_FEATURES_PER_TILE, flight, flight_odds, score};
use crate::model::{EdgeKind, FeatureKind, Rotation, Tile};
use crate::rules::{Meeple, Roll};
use crate::tables::FLIER;

use places::{Frontier, Shape, meets};

/// Followers each player has.
pub const FOLLOWERS: u32 = 7;

/// The fewest and most players a game has.
pub const PLAYERS: (usize, usize) = (2, 5);

/// The players' names on the board.
const NAMES: [&str; PLAYERS.1] = ["1", "2", "3", "4", "5"];

/// Why the games cannot play a tile: what the policy has no rule for laying, so that every
/// place the search for places finds is one the board takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Unplayable {
    /// It has more features than a board holds for one tile
    /// ([`MAX_FEATURES_PER_TILE`]).
    TooManyFeatures,
    /// It shows a river: the river is laid before the land, from its spring, not drawn with it.
    River,
    /// It is half a German castle: the two halves are one double tile, laid together.
    GermanCastle,
    /// It holds part of the City of Carcassonne: the Count's tiles lie apart from the board.
    CityOfCarcassonne,
}

impl Unplayable {
    /// Why `tile` cannot be played, or `None` when it can.
    pub fn of(tile: &Tile) -> Option<Unplayable> {
        let holds = |kind: FeatureKind| tile.features.iter().any(|feature| feature.kind() == kind);
        if tile.features.len() > MAX_FEATURES_PER_TILE {
            Some(Unplayable::TooManyFeatures)
        } else if tile.edges.clockwise().contains(&EdgeKind::River) || holds(FeatureKind::River) {
            Some(Unplayable::River)
        } else if holds(FeatureKind::GermanCastle) {
            Some(Unplayable::GermanCastle)
        } else if holds(FeatureKind::Quarter) {
            Some(Unplayable::CityOfCarcassonne)
        } else {
            None
        }
    }

    /// Why, in words.
    pub const fn reason(self) -> &'static str {
        match self {
            Unplayable::TooManyFeatures => "it has more features than a board holds for one tile",
            Unplayable::River => {
                "it shows a river, which is laid before the land from its spring, not drawn with it"
            }
            Unplayable::GermanCastle => {
                "it is half a German castle, whose two halves are laid together as one double tile"
            }
            Unplayable::CityOfCarcassonne => {
                "it holds part of the City of Carcassonne, whose tiles lie apart from the board"
            }
        }
    }
}

/// A tile given to [`Setup::new`] that the games cannot play.
#[derive(Debug, Clone, Copy)]
pub struct NotPlayable<'t> {
    /// The tile.
    pub tile: &'t Tile,
    /// Why.
    pub why: Unplayable,
}

impl std::fmt::Display for NotPlayable<'_> {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            formatter,
            "tile `{}` cannot be played: {}",
            self.tile.id,
            self.why.reason()
        )
    }
}

impl std::error::Error for NotPlayable<'_> {}

/// The tiles of a run of games: the start tile and the tiles shuffled, with what the search for
/// places needs to know of each kind of tile.
#[derive(Debug, Clone)]
pub struct Setup<'t> {
    /// Every kind of tile: the start tile's first, then those of the deck in the order given.
    tiles: Vec<&'t Tile>,
    /// The side numbers of each kind, by the same index.
    shapes: Vec<Shape>,
    /// The deck before shuffling, as indexes into `tiles`.
    deck: Vec<usize>,
}

impl<'t> Setup<'t> {
    /// Games that start with `start` at the origin and shuffle the tiles of `deck`, each given
    /// with its number of copies (the start tile's own copy not among them). A tile named twice
    /// counts as one kind with the copies added. The first tile the games cannot play
    /// ([`Unplayable`]) is the error.
    pub fn new(start: &'t Tile, deck: &[(&'t Tile, u32)]) -> Result<Setup<'t>, NotPlayable<'t>> {
        let playable = |tile: &'t Tile| match Unplayable::of(tile) {
            Some(why) => Err(NotPlayable { tile, why }),
            None => Ok(()),
        };
        playable(start)?;
        let mut tiles: Vec<&'t Tile> = vec![start];
        let mut cards = Vec::new();
        for &(tile, copies) in deck {
            playable(tile)?;
            let index = match tiles.iter().position(|known| known.id == tile.id) {
                Some(index) => index,
                None => {
                    tiles.push(tile);
                    tiles.len() - 1
                }
            };
            cards.extend(std::iter::repeat_n(index, copies as usize));
        }
        let shapes = tiles.iter().map(|tile| Shape::of(tile)).collect();
        Ok(Setup {
            tiles,
            shapes,
            deck: cards,
        })
    }

    /// Every kind of tile, by the index the tally uses: the start tile first.
    pub fn tiles(&self) -> &[&'t Tile] {
        &self.tiles
    }

    /// How many tiles are shuffled in a game.
    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }
}

/// One game in play: the board and what the policy keeps track of.
struct Game<'s, 't> {
    setup: &'s Setup<'t>,
    board: Board<'t>,
    frontier: Frontier,
    random: Random,
    /// Each player's followers in supply.
    supply: Vec<u32>,
    /// Followers on roads, cities, monasteries and gardens: the player, cell and feature.
    standing: Vec<(usize, Cell, usize)>,
}

/// Plays game number `game` of the run seeded with `seed` by the policy of this module and adds
/// its figures to `tally` (made by [`Tally::new`] for the same `setup`).
///
/// ```
/// use tilecat_core::play::{Setup, Tally, play};
/// use tilecat_core::tables::{FLIER_G, FLIER_C};
/// let setup = Setup::new(&FLIER_G, &[(&FLIER_C, 3), (&FLIER_G, 2)]).unwrap();
/// let mut tally = Tally::new(&setup);
/// play(&setup, 1, 0, &mut tally);
/// assert_eq!(tally.games, 1);
/// assert_eq!(tally.tiles.iter().map(|tile| tile.draws).sum::<u64>(), 5);
/// ```
pub fn play(setup: &Setup<'_>, seed: u64, game: u64, tally: &mut Tally) {
    let mut random = Random::for_game(seed, game);
    let players = PLAYERS.0 + random.below(PLAYERS.1 - PLAYERS.0 + 1);
    let mut deck = setup.deck.clone();
    random.shuffle(&mut deck);
    let mut game = Game {
        setup,
        board: Board::new(),
        frontier: Frontier::default(),
        random,
        supply: vec![FOLLOWERS; players],
        standing: Vec::new(),
    };
    game.lay(0, (0, 0), 0);
    let mut left: Vec<u32> = vec![0; setup.tiles.len()];
    for &card in &deck {
        left[card] += 1;
    }
    let words = setup.tiles.len().div_ceil(64);
    let mut remaining = vec![0u64; words];
    for (index, &count) in left.iter().enumerate() {
        if count > 0 {
            remaining[index / 64] |= 1 << (index % 64);
        }
    }
    tally.games += 1;
    tally.players[players - PLAYERS.0] += 1;
    let mut places = Vec::new();
    let mut player = 0;
    let mut first_hole = [None, None];
    let mut open_holes = 0;
    for (drawn, &card) in deck.iter().enumerate() {
        left[card] -= 1;
        if left[card] == 0 {
            remaining[card / 64] &= !(1 << (card % 64));
        }
        tally.tiles[card].draws += 1;
        game.frontier.places(&setup.shapes, card, &mut places);
        if places.is_empty() {
            tally.tiles[card].unplaced += 1;
        } else {
            let (at, rotation) = places[game.random.below(places.len())];
            game.lay(card, at, rotation);
            game.meeple(player, at, tally);
            game.bring_back();
            player = (player + 1) % players;
        }
        if drawn + 1 < deck.len() {
            let (open, dead) = game.holes(&remaining);
            tally.holes.add_draw(drawn, open, dead);
            for (first, holes) in first_hole.iter_mut().zip([open, dead]) {
                if holes > 0 && first.is_none() {
                    *first = Some(drawn);
                }
            }
            open_holes = open;
        }
    }
    let (_, dead) = game.holes(&remaining);
    if dead > 0 && first_hole[1].is_none() {
        first_hole[1] = Some(deck.len().saturating_sub(1));
    }
    tally.holes.add_game(open_holes, dead, first_hole);
    for feature in score(&game.board, true).features {
        let kind = FeatureKind::ALL
            .iter()
            .position(|&kind| kind == feature.kind)
            .expect("every kind is listed");
        tally.points[kind] += u64::from(feature.points) * feature.players.len() as u64;
    }
}

impl<'t> Game<'_, 't> {
    /// Places tile kind `card` at `at`, `rotation` quarter turns round, on the board and the
    /// frontier; the place was found legal by the frontier, which knows every rule the board
    /// holds a playable tile to ([`Setup::new`] takes no other).
    fn lay(&mut self, card: usize, at: Cell, rotation: usize) {
        self.board
            .place(self.setup.tiles[card], at, Rotation::ALL[rotation])
            .expect("the frontier finds only legal places");
        self.frontier.place(&self.setup.shapes, card, at, rotation);
    }

    /// The open and dead holes now, with the tiles in `remaining` still to be drawn.
    fn holes(&self, remaining: &[u64]) -> (u32, u32) {
        let mut holes = (0, 0);
        for open in &self.frontier.open {
            if !meets(&open.fitting, remaining) {
                holes.0 += 1;
            }
            if open.fitting.iter().all(|&word| word == 0) {
                holes.1 += 1;
            }
        }
        holes
    }

    /// The policy's meeple for `player`, who has just placed the tile at `at`.
    fn meeple(&mut self, player: usize, at: Cell, tally: &mut Tally) {
        if self.supply[player] == 0 {
            return;
        }
        let placed = self.board.tile_at(at).expect("the tile was just placed");
        let tile = placed.tile;
        if tile.flier.is_some() {
            let landing = self.fly(at, tile, tally);
            if let Some((target, feature)) = landing {
                self.put(player, target, feature);
            }
            return;
        }
        let mut free = [0usize; crate::board::MAX_FEATURES_PER_TILE];
        let mut count = 0;
        for index in 0..tile.features.len() {
            if !Meeple::Follower.may_stand_on(tile.features[index].kind()) {
                // A garden is the abbot's.
                continue;
            }
            let joined = self.board.joined(at, index);
            let occupied = self
                .board
                .meeples()
                .iter()
                .any(|meeple| self.board.joined(meeple.at, meeple.feature) == joined);
            if !occupied {
                free[count] = index;
                count += 1;
            }
        }
        if count > 0 {
            let feature = free[self.random.below(count)];
            self.put(player, at, feature);
        }
    }

    /// Flies a follower from the flying machine of `tile` at `from`: the landing picked, if
    /// any, with the flight and the rules' odds on this board tallied.
    fn fly(&mut self, from: Cell, tile: &Tile, tally: &mut Tally) -> Option<(Cell, usize)> {
        let die = FLIER.die.as_ref().expect("The Flier has its die");
        let face = die.faces[self.random.below(die.faces.len())];
        let roll = Roll::new(die, face).expect("a face of the die is a roll");
        let odds = flight_odds(&self.board, from, Meeple::Follower).expect("a flier tile");
        let landing_faces: u64 = odds
            .iter()
            .filter(|odds| !odds.flight.returns())
            .map(|odds| u64::from(odds.faces))
            .sum();
        let flight = flight(&self.board, from, roll, Meeple::Follower).expect("a flier tile");
        let options: Vec<_> = flight.options().collect();
        let kind = self
            .setup
            .tiles
            .iter()
            .position(|known| known.id == tile.id)
            .expect("a tile of the setup");
        let entry = tally.flight(kind, roll.distance());
        entry.flights += 1;
        entry.odds_faces += landing_faces;
        entry.odds_of += die.faces.len() as u64;
        if options.is_empty() {
            if flight.tile.is_none() {
                entry.no_tile += 1;
            } else {
                entry.nothing_to_take += 1;
            }
            return None;
        }
        let landing = options[self.random.below(options.len())];
        let kind = FeatureKind::ALL
            .iter()
            .position(|&kind| kind == landing.feature.kind())
            .expect("every kind is listed");
        entry.landed_on[kind] += 1;
        Some((landing.at, landing.index))
    }

    /// Puts a follower of `player` on feature `feature` of the tile at `at`.
    fn put(&mut self, player: usize, at: Cell, feature: usize) {
        let id = self
            .board
            .tile_feature(at, feature)
            .expect("a feature of a placed tile")
            .id();
        self.board
            .add_meeple(NAMES[player], Meeple::Follower, at, id)
            .expect("a feature of a placed tile");
        self.supply[player] -= 1;
        let kind = self.board.tile_feature(at, feature).map(|f| f.kind());
        if kind != Some(FeatureKind::Field) {
            self.standing.push((player, at, feature));
        }
    }

    /// Followers on features now complete go back to their supply.
    fn bring_back(&mut self) {
        let board = &self.board;
        let supply = &mut self.supply;
        self.standing.retain(|&(player, at, feature)| {
            let complete = board
                .joined(at, feature)
                .is_some_and(|joined| board.is_complete(joined));
            if complete {
                supply[player] += 1;
            }
            !complete
        });
    }
}

#[cfg(test)]
mod tests;
