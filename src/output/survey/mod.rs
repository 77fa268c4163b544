//! What a set of tiles does in play, for people and programs: the side classes it covers and
//! the figures of games played by [`crate::play`]'s policy, as versioned JSON
//! ([`Figures`]) and as an HTML page that opens from disk, its charts drawn as SVG
//! ([`page`]); beside them, when asked, the same figures of a base set alone ([`compare`]).

mod against;
mod charts;
mod figures;
mod page;

pub use against::{Change, Comparison, compare};
pub use figures::{
    ClassFigure, CoverageFigures, FIGURES_VERSION, Figures, FlightFigure, HoleFigures,
    LeftOutFigure, RollFigure, TileFigure,
};
pub use page::page;

use std::convert::Infallible;
use std::ops::Range;

use crate::model::{Catalog, Printing, Tile};
use crate::play::{NotPlayable, Setup, Tally, Unplayable, play};
use crate::tables;

/// The tiles a report is about: the start tile and every tile in play with its copies.
#[derive(Debug, Clone)]
pub struct Chosen<'t> {
    /// The edition asked for, if any (otherwise each expansion's newest).
    pub edition: Option<String>,
    /// Each expansion in play: its id, its name and the edition whose copies count (none for
    /// an expansion that lists no edition: one copy of each tile).
    pub expansions: Vec<(String, String, Option<String>)>,
    /// Every tile in play with its copies, the start tile's copy included.
    pub tiles: Vec<(&'t Tile, u32)>,
    /// The tiles of the set that the games cannot play, with their copies and why: left out of
    /// the games, and said so.
    pub left_out: Vec<(&'t Tile, u32, Unplayable)>,
    /// The tile that starts each game.
    pub start: &'t Tile,
}

/// No tile of the chosen set, nor of the bundled base game, is a start tile.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NoStartTile;

impl std::fmt::Display for NoStartTile {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter.write_str("no tile of the set is a start tile")
    }
}

impl std::error::Error for NoStartTile {}

/// The tiles of `catalog` (already cut to `edition`) with their copies, and the base game's
/// from the bundled tables when the catalog has no expansion `base`; the tiles the games cannot
/// play ([`Unplayable`]) apart, in [`Chosen::left_out`].
pub fn choose<'t>(catalog: &'t Catalog, edition: Option<&str>) -> Result<Chosen<'t>, NoStartTile> {
    let mut chosen = Chosen {
        edition: edition.map(str::to_owned),
        expansions: Vec::new(),
        tiles: Vec::new(),
        left_out: Vec::new(),
        start: &tables::BASE_D,
    };
    if catalog.expansion("base").is_none() {
        // Edition ids are an expansion's own: the bundled base game is played in the one named
        // only when it has it, and otherwise in its newest.
        let base = edition.filter(|id| tables::BASE.edition(id).is_some());
        add(&mut chosen, &tables::CATALOG, "base", base);
    }
    for expansion in catalog.expansions.iter() {
        add(&mut chosen, catalog, &expansion.id, edition);
    }
    chosen.start = chosen
        .tiles
        .iter()
        .find(|(tile, _)| tile.start && tile.expansion == "base")
        .or_else(|| chosen.tiles.iter().find(|(tile, _)| tile.start))
        .map(|(tile, _)| *tile)
        .ok_or(NoStartTile)?;
    Ok(chosen)
}

/// Adds the tiles of expansion `id` of `source` to `chosen`, with the copies `edition` holds
/// ([`Catalog::copies`]).
fn add<'t>(chosen: &mut Chosen<'t>, source: &'t Catalog, id: &'t str, edition: Option<&str>) {
    let Some(expansion) = source.expansion(id) else {
        return;
    };
    for copies in source
        .copies(edition)
        .filter(|copies| copies.tile.expansion == id)
    {
        let (tile, count) = (copies.tile, u32::from(copies.count));
        match Unplayable::of(tile) {
            None => chosen.tiles.push((tile, count)),
            Some(why) => chosen.left_out.push((tile, count, why)),
        }
    }
    let shown = expansion.printing(edition).and_then(Printing::edition);
    chosen.expansions.push((
        expansion.id.to_string(),
        expansion.name.to_string(),
        shown.map(|shown| shown.id.to_string()),
    ));
}

impl<'t> Chosen<'t> {
    /// The games' setup: the start tile at the origin, its other copies shuffled with the rest;
    /// an error only for a tile in play that the games cannot play, which [`choose`] leaves out.
    pub fn setup(&self) -> Result<Setup<'t>, NotPlayable<'t>> {
        let deck: Vec<(&'t Tile, u32)> = self
            .tiles
            .iter()
            .map(|&(tile, copies)| {
                let start = u32::from(std::ptr::eq(tile, self.start));
                (tile, copies - start)
            })
            .collect();
        Setup::new(self.start, &deck)
    }
}

/// Games played together, one batch to a thread at a time; a fixed size, so that the figures
/// are the same on any number of cores.
const BATCH: u64 = 64;

/// `games` games of `setup` seeded with `seed`, on every core, tallied; `progress` is told
/// the games done so far after each batch.
pub fn simulate(setup: &Setup<'_>, games: u64, seed: u64, progress: &mut dyn FnMut(u64)) -> Tally {
    let batches: Vec<Range<u64>> = (0..games.div_ceil(BATCH))
        .map(|batch| batch * BATCH..((batch + 1) * BATCH).min(games))
        .collect();
    let mut tally = Tally::new(setup);
    let work = |range: &Range<u64>| {
        let mut part = Tally::new(setup);
        for game in range.clone() {
            play(setup, seed, game, &mut part);
        }
        part
    };
    let _: Result<(), Infallible> =
        crate::shared::parallel::ordered(&batches, 8, work, &mut |part| {
            tally.add(&part);
            progress(tally.games);
            Ok(())
        });
    tally
}

#[cfg(test)]
mod tests;
