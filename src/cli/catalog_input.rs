//! What every command that reads a catalog shares: the data paths checked and validated, the
//! diagnostics shown with their summary line, and the exit code they call for.

use std::path::PathBuf;

use crate::cli::Exit;
use crate::cli::console::{self, say};
use crate::cli::edition::EditionArg;
use crate::cli::paths::data_paths;
use crate::input::validate::{Validation, validate_paths};
use crate::output::report;

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
