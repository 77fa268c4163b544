//! What `fly`, `score`, `render board` and `validate BOARD` share: the catalog a board is read
//! against (`--data`, else `data/` and the `data/` folder beside the board) and the board file,
//! with their diagnostics shown and the exit code they call for.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::cli::Exit;
use crate::cli::catalog_input::{Refusal, load_clean};
use crate::cli::console::say;
use crate::input::board_file::{LoadedBoard, load_board};
use crate::input::validate::{Validation, holds_expansions};
use crate::model::Catalog;
use crate::output::report;
use crate::rules::Roll;
use crate::shared::escape::visible;
use crate::tables::FLIER;

/// How a command prints its result.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum OutcomeFormat {
    /// Lines for people.
    Human,
    /// One versioned JSON document.
    Json,
}

/// The version of the JSON documents `fly` and `score` print.
pub const OUTCOME_VERSION: u32 = 1;

/// What `--data` says of the catalog when it is not given.
pub const DATA_HELP: &str = "Files or folders of the tile catalog [default: `data` and the \
                             `data` folder beside the board, when there is one]";

/// The paths of the catalog the boards at `boards` are read against: `data` when `--data`
/// named any, else the folder `data` and the `data` folder beside each board that holds
/// expansions (as `examples/flights/data` lies beside the example boards); a folder beside a
/// board that holds none, such as a link to `/`, is not walked.
pub fn catalog_paths(data: &[PathBuf], boards: &[PathBuf]) -> Vec<PathBuf> {
    if !data.is_empty() {
        return data.to_vec();
    }
    let mut paths = vec![PathBuf::from("data")];
    for board in boards {
        let beside = board.parent().unwrap_or(Path::new("")).join("data");
        if holds_expansions(&beside) && !paths.contains(&beside) {
            paths.push(beside);
        }
    }
    paths
}

/// Loads the catalog of the data folders `data` (as [`catalog_paths`] completes them) and the
/// board file at `path` on its catalog, then runs `then` on the validation (the catalog and the
/// tiles' own pictures) and the board; when either is unusable, shows why and returns the exit
/// code it calls for.
pub fn with_board(
    data: &[PathBuf],
    path: &Path,
    then: impl FnOnce(&Validation, &LoadedBoard<'_>) -> Exit,
) -> Exit {
    let paths = catalog_paths(data, &[path.to_owned()]);
    let validation = match load_clean(&paths, None, Refusal::Quiet) {
        Ok(validation) => validation,
        Err(exit) => return exit,
    };
    match board(path, &validation.catalog) {
        Ok(loaded) => then(&validation, &loaded),
        Err(exit) => exit,
    }
}

/// The board file at `path` with tiles from `catalog`, or the exit code after showing its
/// diagnostics.
fn board<'c>(path: &Path, catalog: &'c Catalog) -> Result<LoadedBoard<'c>, Exit> {
    let loaded = load_board(path, catalog);
    if loaded.diagnostics.is_empty() {
        return Ok(loaded);
    }
    let mut sources = BTreeMap::new();
    if let Some(source) = &loaded.source {
        sources.insert(source.path.clone(), source.clone());
    }
    let errors = loaded.diagnostics.len();
    let text = format!(
        "{}board {}: {}\n",
        report::human(&loaded.diagnostics, &sources, report::wants_colour()),
        visible(&path.display().to_string()),
        crate::output::words::counted(errors, "error")
    );
    crate::cli::console::err(&text);
    if loaded.diagnostics.iter().any(|d| d.code.is_io()) {
        Err(Exit::Usage)
    } else {
        Err(Exit::Invalid)
    }
}

/// Prints `text` on standard output, checked: a reader that stops early ends the output quietly,
/// any other failure makes the run's exit code 2.
pub fn print(text: &str) {
    crate::cli::console::out(text.as_bytes());
}

/// The flight die's roll given with `--roll`, checked against The Flier's die.
pub fn roll(value: Option<u8>) -> Result<Option<Roll>, Exit> {
    let die = FLIER.die.as_ref().expect("The Flier has its flight die");
    value
        .map(|value| Roll::new(die, value))
        .transpose()
        .map_err(|error| {
            say!("error: --roll: {error}; the flight die shows 1, 2 or 3");
            Exit::Usage
        })
}

/// A cell as JSON and text write it: `[x, y]`.
pub fn cell_text((x, y): (i32, i32)) -> String {
    format!("[{x}, {y}]")
}

/// The names `--meeple` accepts: every kind of meeple that may fly.
pub(crate) fn meeple_names() -> clap::builder::PossibleValuesParser {
    clap::builder::PossibleValuesParser::new(
        crate::rules::Meeple::ALL.map(crate::rules::Meeple::name),
    )
}

/// The meeple `--meeple` names (one of [`meeple_names`]; a follower otherwise).
pub(crate) fn meeple(name: &str) -> crate::rules::Meeple {
    crate::rules::Meeple::ALL
        .into_iter()
        .find(|meeple| meeple.name() == name)
        .unwrap_or_default()
}
