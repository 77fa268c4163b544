//! The figures of a run of games, added up game by game and run by run.

use std::collections::BTreeMap;

use crate::model::FeatureKind;
use crate::play::{PLAYERS, Setup};

/// Draws of one kind of tile.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct TileTally {
    /// How often a copy was drawn.
    pub draws: u64,
    /// How often a drawn copy fitted nowhere and was set aside.
    pub unplaced: u64,
}

/// Flights of one flier tile for one roll.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct FlightTally {
    /// How many flights.
    pub flights: u64,
    /// Flights that reached an empty cell: the follower went back to its supply.
    pub no_tile: u64,
    /// Flights that reached a tile with nothing the follower may take: it went back too.
    pub nothing_to_take: u64,
    /// Landings per kind of feature, in the order of [`FeatureKind::ALL`].
    pub landed_on: [u64; 5],
    /// Over these flights, the faces of the die that would have landed on the board as it
    /// was: the rules' chance of a landing, summed, is `odds_faces / odds_of`.
    pub odds_faces: u64,
    /// Over these flights, the faces of the die (six a flight).
    pub odds_of: u64,
}

impl FlightTally {
    /// Flights that landed.
    pub fn landed(&self) -> u64 {
        self.landed_on.iter().sum()
    }

    /// Adds `other` to this.
    fn add(&mut self, other: &FlightTally) {
        self.flights += other.flights;
        self.no_tile += other.no_tile;
        self.nothing_to_take += other.nothing_to_take;
        for (ours, theirs) in self.landed_on.iter_mut().zip(other.landed_on) {
            *ours += theirs;
        }
        self.odds_faces += other.odds_faces;
        self.odds_of += other.odds_of;
    }
}

/// Holes: when they appear and how many a game leaves.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Holes {
    /// After draw `i` (from 0) that left tiles to draw: `[open, dead]` holes, summed over games.
    pub by_draw: Vec<[u64; 2]>,
    /// Games by the open holes after their last draw that left tiles to draw.
    pub open_per_game: Vec<u64>,
    /// Games by the dead holes at their end.
    pub dead_per_game: Vec<u64>,
    /// Games by the draw (from 0) after which their first open hole appeared.
    pub first_open: Vec<u64>,
    /// Games that never had an open hole.
    pub never_open: u64,
    /// Games by the draw (from 0) after which their first dead hole appeared.
    pub first_dead: Vec<u64>,
    /// Games that never had a dead hole.
    pub never_dead: u64,
}

/// `count` added to `histogram[at]`, the histogram grown as needed.
fn bump(histogram: &mut Vec<u64>, at: usize, count: u64) {
    if histogram.len() <= at {
        histogram.resize(at + 1, 0);
    }
    histogram[at] += count;
}

/// `other` added to `ours`, element by element.
fn add_all(ours: &mut Vec<u64>, other: &[u64]) {
    for (at, &count) in other.iter().enumerate() {
        bump(ours, at, count);
    }
}

impl Holes {
    /// Adds the holes after draw `drawn`.
    pub(super) fn add_draw(&mut self, drawn: usize, open: u32, dead: u32) {
        if self.by_draw.len() <= drawn {
            self.by_draw.resize(drawn + 1, [0, 0]);
        }
        self.by_draw[drawn][0] += u64::from(open);
        self.by_draw[drawn][1] += u64::from(dead);
    }

    /// Adds a game's last counts and the draws after which its first open and dead holes
    /// appeared.
    pub(super) fn add_game(&mut self, open: u32, dead: u32, first: [Option<usize>; 2]) {
        bump(&mut self.open_per_game, open as usize, 1);
        bump(&mut self.dead_per_game, dead as usize, 1);
        match first[0] {
            Some(drawn) => bump(&mut self.first_open, drawn, 1),
            None => self.never_open += 1,
        }
        match first[1] {
            Some(drawn) => bump(&mut self.first_dead, drawn, 1),
            None => self.never_dead += 1,
        }
    }

    /// Adds `other` to this.
    fn add(&mut self, other: &Holes) {
        if self.by_draw.len() < other.by_draw.len() {
            self.by_draw.resize(other.by_draw.len(), [0, 0]);
        }
        for (ours, theirs) in self.by_draw.iter_mut().zip(&other.by_draw) {
            ours[0] += theirs[0];
            ours[1] += theirs[1];
        }
        add_all(&mut self.open_per_game, &other.open_per_game);
        add_all(&mut self.dead_per_game, &other.dead_per_game);
        add_all(&mut self.first_open, &other.first_open);
        self.never_open += other.never_open;
        add_all(&mut self.first_dead, &other.first_dead);
        self.never_dead += other.never_dead;
    }
}

/// The figures of a run of games, by the tile indexes of its [`Setup`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tally {
    /// Games played.
    pub games: u64,
    /// Games by their number of players, from two.
    pub players: [u64; PLAYERS.1 - PLAYERS.0 + 1],
    /// Per kind of tile.
    pub tiles: Vec<TileTally>,
    /// Per flier tile and roll: the flights.
    pub flights: BTreeMap<(usize, u8), FlightTally>,
    /// The holes.
    pub holes: Holes,
    /// Points scored at the end, per kind of feature in the order of [`FeatureKind::ALL`],
    /// summed over the players who scored them and over games.
    pub points: [u64; FeatureKind::ALL.len()],
}

impl Tally {
    /// No games yet, for `setup`.
    pub fn new(setup: &Setup<'_>) -> Tally {
        Tally {
            games: 0,
            players: [0; PLAYERS.1 - PLAYERS.0 + 1],
            tiles: vec![TileTally::default(); setup.tiles().len()],
            flights: BTreeMap::new(),
            holes: Holes::default(),
            points: [0; FeatureKind::ALL.len()],
        }
    }

    /// The flights of tile kind `tile` rolling `distance`.
    pub(super) fn flight(&mut self, tile: usize, distance: u8) -> &mut FlightTally {
        self.flights.entry((tile, distance)).or_default()
    }

    /// Adds the games of `other` (for the same setup) to this.
    pub fn add(&mut self, other: &Tally) {
        self.games += other.games;
        for (ours, theirs) in self.players.iter_mut().zip(other.players) {
            *ours += theirs;
        }
        for (ours, theirs) in self.tiles.iter_mut().zip(&other.tiles) {
            ours.draws += theirs.draws;
            ours.unplaced += theirs.unplaced;
        }
        for (key, flights) in &other.flights {
            self.flights.entry(*key).or_default().add(flights);
        }
        self.holes.add(&other.holes);
        for (ours, theirs) in self.points.iter_mut().zip(other.points) {
            *ours += theirs;
        }
    }
}
