//! `tilecat validate`: check data files and report every problem.

use std::path::PathBuf;

use crate::cli::console::{self, say};
use crate::cli::edition::EditionArg;
use crate::cli::paths::data_paths;
use crate::cli::{Exit, board_input};
use crate::report;
use crate::validate::{Validation, validate_paths};

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

/// Shows the diagnostics of `validation` and its summary line on standard error.
pub fn show(validation: &Validation) {
    let text = format!(
        "{}{}\n",
        report::human(
            &validation.diagnostics,
            &validation.sources,
            report::wants_colour()
        ),
        report::summary_line(validation)
    );
    console::err(&text);
}

/// The exit code a validation ends with: 2 for a usage or I/O problem, 1 for invalid data, 0
/// when clean.
pub fn exit(validation: &Validation) -> Exit {
    if validation.has_io_errors() {
        Exit::Usage
    } else if validation.has_errors() {
        Exit::Invalid
    } else {
        Exit::Clean
    }
}

/// What a command says after the diagnostics of a catalog it refuses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// The diagnostics and their summary line alone.
    Quiet,
    /// `nothing written`.
    NothingWritten,
    /// `error: the catalog could not be loaded; nothing was written`.
    NotLoaded,
}

/// The clean validation of the data paths `paths`, its catalog as `edition` shows it (all of
/// it when `None`) beside the tiles' own pictures: the paths checked ([`data_paths`]),
/// validated, and refused with their diagnostics, the summary line and `refusal`'s line when
/// any is an error. Every command that reads a catalog to do something with it starts here; the
/// `Err` is the exit code it ends with.
pub fn load_clean(
    paths: &[PathBuf],
    edition: Option<&EditionArg>,
    refusal: Refusal,
) -> Result<Validation, Exit> {
    let paths = data_paths(paths)?;
    let validation = validate_paths(&paths);
    if validation.has_errors() {
        show(&validation);
        match refusal {
            Refusal::Quiet => {}
            Refusal::NothingWritten => say!("nothing written"),
            Refusal::NotLoaded => {
                say!("error: the catalog could not be loaded; nothing was written")
            }
        }
        return Err(exit(&validation));
    }
    let mut validation = validation;
    if let Some(edition) = edition {
        validation.catalog = edition.select(&validation.catalog)?;
    }
    Ok(validation)
}
