//! The figures of a report, as one versioned document: what the JSON file holds and the page
//! shows.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::model::{EdgeKind, FeatureKind, Tile};
use crate::output::survey::Chosen;
use crate::output::survey::against::Comparison;
use crate::play::{Coverage, PLAYERS, SideClass, Tally};

/// The version of the report's JSON document; a change that is not only an addition raises it.
pub const FIGURES_VERSION: u32 = 1;

/// Everything a report shows.
#[derive(Debug, Clone, Serialize)]
pub struct Figures {
    /// [`FIGURES_VERSION`].
    pub version: u32,
    /// The edition asked for, or none for each expansion's newest.
    pub edition: Option<String>,
    /// The expansions in play, with the edition whose copies count.
    pub expansions: Vec<ExpansionFigure>,
    /// Which side classes the set has.
    pub coverage: CoverageFigures,
    /// The tiles of the set that the games cannot play, left out of them.
    pub left_out: Vec<LeftOutFigure>,
    /// The games.
    pub play: PlayFigures,
    /// The same figures of the base set alone beside these, when asked for.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub against: Option<Comparison>,
}

/// A tile of the set left out of the games.
#[derive(Debug, Clone, Serialize)]
pub struct LeftOutFigure {
    /// Its id.
    pub id: String,
    /// Its copies.
    pub copies: u32,
    /// Why the games cannot play it.
    pub reason: &'static str,
}

/// One expansion in play.
#[derive(Debug, Clone, Serialize)]
pub struct ExpansionFigure {
    /// Its id.
    pub id: String,
    /// Its name.
    pub name: String,
    /// The edition whose copies count, if it lists editions.
    pub edition: Option<String>,
    /// Its tiles' copies, those left out of the games included.
    pub copies: u32,
}

/// The side classes, up to rotation.
#[derive(Debug, Clone, Serialize)]
pub struct CoverageFigures {
    /// The kinds of side counted, each a letter of the class names.
    pub kinds: Vec<String>,
    /// Every class there is with those kinds, in alphabetical order.
    pub classes: Vec<ClassFigure>,
    /// How many classes the set has.
    pub present: usize,
    /// How many there are.
    pub of: usize,
    /// The names of the classes the set lacks.
    pub missing: Vec<String>,
}

/// One side class.
#[derive(Debug, Clone, Serialize)]
pub struct ClassFigure {
    /// Its letters, sides N, E, S, W, such as `CCFR`.
    pub name: String,
    /// Its sides N, E, S, W by name.
    pub sides: Vec<&'static str>,
    /// Copies in the whole set.
    pub copies: u32,
    /// Copies per expansion id (expansions with none left out).
    pub per_expansion: BTreeMap<String, u32>,
    /// The ids of its tiles.
    pub tiles: Vec<String>,
}

/// The games.
#[derive(Debug, Clone, Serialize)]
pub struct PlayFigures {
    /// Games played.
    pub games: u64,
    /// The seed.
    pub seed: u64,
    /// The start tile's id.
    pub start: String,
    /// Tiles shuffled in each game.
    pub deck: usize,
    /// The policy, in words.
    pub policy: &'static str,
    /// Games per number of players.
    pub players: BTreeMap<String, u64>,
    /// Per tile, in the order of the set.
    pub tiles: Vec<TileFigure>,
    /// The holes.
    pub holes: HoleFigures,
    /// Per flier tile.
    pub flights: Vec<FlightFigure>,
    /// Points per game scored on each kind of feature, summed over players.
    pub points_per_game: BTreeMap<&'static str, f64>,
}

/// One tile's draws.
#[derive(Debug, Clone, Serialize)]
pub struct TileFigure {
    /// Its id.
    pub id: String,
    /// Its side class.
    pub class: String,
    /// Copies drawn, over all games.
    pub draws: u64,
    /// Copies that fitted nowhere when drawn.
    pub unplaced: u64,
    /// `unplaced / draws`.
    pub unplaced_share: f64,
}

/// The holes.
#[derive(Debug, Clone, Serialize)]
pub struct HoleFigures {
    /// What the two kinds of hole are.
    pub meaning: &'static str,
    /// Open holes a game leaves, on average (counted after its last draw that left tiles).
    pub open_per_game: f64,
    /// Dead holes a game leaves, on average.
    pub dead_per_game: f64,
    /// Games by their open holes: entry `n` is the games that left `n`.
    pub open_games: Vec<u64>,
    /// Games by their dead holes.
    pub dead_games: Vec<u64>,
    /// Games by the draw (from 1) after which their first open hole appeared: entry `n` is
    /// draw `n + 1`.
    pub first_open: Vec<u64>,
    /// Games that never had an open hole.
    pub never_open: u64,
    /// Games by the draw (from 1) after which their first dead hole appeared.
    pub first_dead: Vec<u64>,
    /// Games that never had a dead hole.
    pub never_dead: u64,
    /// Open and dead holes on the board after each draw (from 1), on average over games.
    pub by_draw: Vec<[f64; 2]>,
}

/// One flier tile's flights.
#[derive(Debug, Clone, Serialize)]
pub struct FlightFigure {
    /// Its id.
    pub tile: String,
    /// Flights from it.
    pub flights: u64,
    /// Flights that landed.
    pub landed: u64,
    /// `landed / flights`.
    pub landed_share: f64,
    /// The rules' chance of a landing on the boards where the flights happened, on average.
    pub rules_landing_chance: f64,
    /// Per roll.
    pub rolls: Vec<RollFigure>,
}

/// One flier tile's flights for one roll.
#[derive(Debug, Clone, Serialize)]
pub struct RollFigure {
    /// The roll.
    pub roll: u8,
    /// Flights with this roll.
    pub flights: u64,
    /// Their share of the tile's flights; the die gives each roll 1 in 3.
    pub share: f64,
    /// Flights that reached an empty cell.
    pub no_tile: u64,
    /// Flights that reached a tile with nothing the follower may take.
    pub nothing_to_take: u64,
    /// The follower went back to its supply: `no_tile + nothing_to_take`.
    pub returned: u64,
    /// Landings per kind of feature.
    pub landed_on: BTreeMap<&'static str, u64>,
    /// The rules' chance of a landing on the boards where these flights happened.
    pub rules_landing_chance: f64,
}

/// The policy, in words, as `crate::play` states it.
const POLICY: &str = "Two to five players take turns. A drawn tile goes to one of its legal places picked at random; one that fits nowhere is set aside and the player draws again. Each player has seven followers; with one in supply, a player who placed a tile with a flying machine always flies it and lands on a feature it may take picked at random, otherwise puts one on a feature of the tile no meeple occupies, picked at random, fields included. Followers come back when their road, city, monastery or garden is complete. The board is scored as at the end of a game.";

/// What the two kinds of hole are.
const HOLES: &str = "After each draw that leaves tiles to draw, an empty cell next to the board is an open hole when no tile still to be drawn fits it, and a dead hole when no tile of the set fits it in any rotation.";

/// `part / whole`, or 0 for nothing.
fn share(part: u64, whole: u64) -> f64 {
    if whole == 0 {
        0.0
    } else {
        part as f64 / whole as f64
    }
}

/// The mean of a histogram whose entry `n` counts the games with `n`.
fn mean(histogram: &[u64], games: u64) -> f64 {
    let total: u64 = histogram
        .iter()
        .enumerate()
        .map(|(n, &count)| n as u64 * count)
        .sum();
    share(total, games)
}

impl Figures {
    /// The figures of `chosen` after the games of `tally`, played with `seed`.
    pub fn new(chosen: &Chosen<'_>, tiles: &[&Tile], tally: &Tally, seed: u64) -> Figures {
        Figures {
            version: FIGURES_VERSION,
            edition: chosen.edition.clone(),
            expansions: chosen
                .expansions
                .iter()
                .map(|(id, name, edition)| ExpansionFigure {
                    id: id.clone(),
                    name: name.clone(),
                    edition: edition.clone(),
                    copies: the_set(chosen)
                        .filter(|(tile, _)| tile.expansion == id.as_str())
                        .map(|(_, copies)| copies)
                        .sum(),
                })
                .collect(),
            coverage: coverage(chosen),
            left_out: chosen
                .left_out
                .iter()
                .map(|&(tile, copies, why)| LeftOutFigure {
                    id: tile.id.to_string(),
                    copies,
                    reason: why.reason(),
                })
                .collect(),
            play: play(chosen, tiles, tally, seed),
            against: None,
        }
    }
}

/// Every tile of the set with its copies: those in play, then those left out of the games.
fn the_set<'c, 't>(chosen: &'c Chosen<'t>) -> impl Iterator<Item = (&'t Tile, u32)> + 'c {
    let left_out = chosen
        .left_out
        .iter()
        .map(|&(tile, copies, _)| (tile, copies));
    chosen.tiles.iter().copied().chain(left_out)
}

/// The side classes of the set of `chosen`, its tiles left out of the games included, among
/// those of the kinds of side of land tiles, and of rivers too when a tile shows one.
fn coverage(chosen: &Chosen<'_>) -> CoverageFigures {
    let rivers = the_set(chosen).any(|(tile, _)| tile.edges.clockwise().contains(&EdgeKind::River));
    let kinds: &[EdgeKind] = if rivers {
        &EdgeKind::ALL
    } else {
        &EdgeKind::LAND
    };
    let together = Coverage::of(the_set(chosen));
    let per_expansion: Vec<(&str, Coverage)> = chosen
        .expansions
        .iter()
        .map(|(id, _, _)| {
            let tiles = the_set(chosen).filter(|(tile, _)| tile.expansion == id.as_str());
            (id.as_str(), Coverage::of(tiles))
        })
        .collect();
    let classes: Vec<ClassFigure> = SideClass::all(kinds)
        .into_iter()
        .map(|class| ClassFigure {
            name: class.name(),
            sides: class.sides().map(EdgeKind::name).to_vec(),
            copies: together.copies(class),
            per_expansion: per_expansion
                .iter()
                .filter(|(_, coverage)| coverage.copies(class) > 0)
                .map(|(id, coverage)| (id.to_string(), coverage.copies(class)))
                .collect(),
            tiles: together
                .classes
                .get(&class)
                .map(|(_, tiles)| tiles.clone())
                .unwrap_or_default(),
        })
        .collect();
    let mut kinds: Vec<(char, &str)> = kinds
        .iter()
        .map(|&kind| (crate::play::letter(kind), kind.name()))
        .collect();
    kinds.sort_unstable();
    CoverageFigures {
        kinds: kinds.into_iter().map(|(_, name)| name.to_owned()).collect(),
        present: classes.iter().filter(|class| class.copies > 0).count(),
        of: classes.len(),
        missing: classes
            .iter()
            .filter(|class| class.copies == 0)
            .map(|class| class.name.clone())
            .collect(),
        classes,
    }
}

/// The figures of the games.
fn play(chosen: &Chosen<'_>, tiles: &[&Tile], tally: &Tally, seed: u64) -> PlayFigures {
    let games = tally.games;
    let mut flights: Vec<FlightFigure> = Vec::new();
    // Per flier tile: the die faces that would have landed, and all faces, over its flights.
    let mut odds: Vec<(u64, u64)> = Vec::new();
    for (&(tile, roll), counts) in &tally.flights {
        if flights
            .last()
            .is_none_or(|last| last.tile != tiles[tile].id)
        {
            flights.push(FlightFigure {
                tile: tiles[tile].id.to_string(),
                flights: 0,
                landed: 0,
                landed_share: 0.0,
                rules_landing_chance: 0.0,
                rolls: Vec::new(),
            });
            odds.push((0, 0));
        }
        let figure = flights.last_mut().expect("just pushed");
        figure.flights += counts.flights;
        figure.landed += counts.landed();
        let sums = odds.last_mut().expect("pushed with the figure");
        sums.0 += counts.odds_faces;
        sums.1 += counts.odds_of;
        let returned = counts.no_tile + counts.nothing_to_take;
        figure.rolls.push(RollFigure {
            roll,
            flights: counts.flights,
            share: 0.0,
            no_tile: counts.no_tile,
            nothing_to_take: counts.nothing_to_take,
            returned,
            landed_on: FeatureKind::ALL
                .iter()
                .zip(counts.landed_on)
                .filter(|(_, landed)| *landed > 0)
                .map(|(kind, landed)| (kind.name(), landed))
                .collect(),
            rules_landing_chance: share(counts.odds_faces, counts.odds_of),
        });
    }
    for (figure, (faces, of)) in flights.iter_mut().zip(odds) {
        figure.rules_landing_chance = share(faces, of);
        figure.landed_share = share(figure.landed, figure.flights);
        for roll in &mut figure.rolls {
            roll.share = share(roll.flights, figure.flights);
        }
    }
    let holes = &tally.holes;
    PlayFigures {
        games,
        seed,
        start: chosen.start.id.to_string(),
        deck: deck_len(chosen),
        policy: POLICY,
        players: tally
            .players
            .iter()
            .enumerate()
            .map(|(index, &count)| ((index + PLAYERS.0).to_string(), count))
            .collect(),
        tiles: tiles
            .iter()
            .zip(&tally.tiles)
            .filter(|(_, counts)| counts.draws > 0)
            .map(|(tile, counts)| TileFigure {
                id: tile.id.to_string(),
                class: SideClass::of(tile.edges).name(),
                draws: counts.draws,
                unplaced: counts.unplaced,
                unplaced_share: share(counts.unplaced, counts.draws),
            })
            .collect(),
        holes: HoleFigures {
            meaning: HOLES,
            open_per_game: mean(&holes.open_per_game, games),
            dead_per_game: mean(&holes.dead_per_game, games),
            open_games: holes.open_per_game.clone(),
            dead_games: holes.dead_per_game.clone(),
            first_open: holes.first_open.clone(),
            never_open: holes.never_open,
            first_dead: holes.first_dead.clone(),
            never_dead: holes.never_dead,
            by_draw: holes
                .by_draw
                .iter()
                .map(|&[open, dead]| [share(open, games), share(dead, games)])
                .collect(),
        },
        flights,
        points_per_game: FeatureKind::ALL
            .iter()
            .zip(tally.points)
            .filter(|(kind, _)| kind.is_claimable())
            .map(|(kind, points)| (kind.name(), share(points, games)))
            .collect(),
    }
}

/// The tiles shuffled in each game of `chosen`: every copy but the start tile's.
fn deck_len(chosen: &Chosen<'_>) -> usize {
    chosen
        .tiles
        .iter()
        .map(|(_, copies)| *copies as usize)
        .sum::<usize>()
        - 1
}
