//! `tilecat validate`: check data files and report every problem.

use std::path::PathBuf;

use crate::cli::catalog_input::{exit, show};
use crate::cli::console::{self, say};
use crate::cli::paths::data_paths;
use crate::cli::{Exit, board_input};
use crate::input::validate::validate_paths;
use crate::output::report;

/// How diagnostics are shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum ReportFormat {
    /// In the cargo look, on standard error.
    Human,
    /// One versioned JSON document on standard output.
    Json,
}

/// Arguments of `tilecat validate`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Files or folders to check.
    #[arg(default_value = "data")]
    paths: Vec<PathBuf>,
    /// How to show the diagnostics.
    #[arg(long, value_enum, default_value_t = ReportFormat::Human)]
    format: ReportFormat,
    /// Files or folders of the tile catalog that the boards named are checked against, checked
    /// too [default: the other paths named; when only boards are named, `data` and the `data`
    /// folder beside each board, when there is one].
    #[arg(long, num_args = 1..)]
    data: Vec<PathBuf>,
}

/// Runs `tilecat validate`.
pub fn run(args: Args) -> Exit {
    let paths = match data_paths(&[args.data.clone(), args.paths.clone()].concat()) {
        Ok(paths) => paths,
        Err(exit) => return exit,
    };
    let mut validation = validate_paths(&paths);
    if args.data.is_empty() && validation.boards > 0 && validation.boards == validation.files {
        // Only boards were named: check them against the catalog `fly` reads them with.
        let catalog = board_input::catalog_paths(&[], &paths);
        validation = match data_paths(&[catalog, paths].concat()) {
            Ok(paths) => validate_paths(&paths),
            Err(exit) => return exit,
        };
    }
    match args.format {
        ReportFormat::Human => show(&validation),
        ReportFormat::Json => {
            let text = match report::json(&validation) {
                Ok(text) => text,
                Err(error) => {
                    say!("error: cannot write the diagnostics as JSON: {error}");
                    return Exit::Usage;
                }
            };
            console::out(text.as_bytes());
        }
    }
    exit(&validation)
}
