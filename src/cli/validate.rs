//! `tilecat validate`: check data files and report every problem.

use std::io::Write;
use std::path::PathBuf;

use crate::cli::Exit;
use crate::report;
use crate::validate::{Validation, validate_paths};

/// How diagnostics are shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
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
    #[arg(long, value_enum, default_value_t = Format::Human)]
    format: Format,
}

/// Runs `tilecat validate`.
pub fn run(args: Args) -> Exit {
    let validation = validate_paths(&args.paths);
    match args.format {
        Format::Human => show(&validation),
        Format::Json => {
            let text = match report::json(&validation) {
                Ok(text) => text,
                Err(error) => {
                    eprintln!("error: cannot write the diagnostics as JSON: {error}");
                    return Exit::Usage;
                }
            };
            // A reader that stops early (`| head`) closes the pipe; that is no reason to panic.
            let _ = std::io::stdout().write_all(text.as_bytes());
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
    // A reader that stops early closes the pipe; that is no reason to panic.
    let _ = std::io::stderr().write_all(text.as_bytes());
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
