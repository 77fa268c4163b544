//! `tilecat validate`: check data files and report every problem.

use std::path::PathBuf;

use crate::cli::Exit;
use crate::diagnostic::Diagnostic;
use crate::validate::validate_paths;

/// Arguments of `tilecat validate`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Files or folders to check.
    #[arg(default_value = "data")]
    paths: Vec<PathBuf>,
}

/// Runs `tilecat validate`.
pub fn run(args: Args) -> Exit {
    let validation = validate_paths(&args.paths);
    print_diagnostics(&validation.diagnostics);
    if validation.has_errors() {
        return Exit::Invalid;
    }
    eprintln!(
        "checked {} files: {} tiles, {} expansions",
        validation.files,
        validation.catalog.tiles.len(),
        validation.catalog.expansions.len()
    );
    Exit::Clean
}

/// Prints each diagnostic to standard error.
pub fn print_diagnostics(diagnostics: &[Diagnostic]) {
    for diagnostic in diagnostics {
        eprintln!(
            "{}[{}]: {}\n  --> {}",
            diagnostic.severity.name(),
            diagnostic.code.number(),
            diagnostic.message,
            diagnostic.file.display()
        );
    }
}
