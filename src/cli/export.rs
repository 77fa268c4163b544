//! `tilecat export`: the catalog in formats for other programs.

use std::path::PathBuf;

use crate::cli::Exit;
use crate::cli::console::{self, say};
use crate::cli::edition::EditionArg;
use crate::cli::validate::{Refusal, load_clean};
use crate::door::{Made, write_file};
use crate::export::catalog_json;
use crate::load::io_reason;

/// Arguments of `tilecat export`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(subcommand)]
    format: Format,
}

#[derive(Debug, clap::Subcommand)]
enum Format {
    /// The whole catalog as one versioned JSON document (see `schema/catalog.schema.json`).
    Json(JsonArgs),
}

/// Arguments of `tilecat export json`.
#[derive(Debug, clap::Args)]
struct JsonArgs {
    /// Files or folders to export.
    #[arg(default_value = "data")]
    paths: Vec<PathBuf>,
    /// Write the document to this file, atomically, instead of standard output.
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    #[command(flatten)]
    edition: EditionArg,
}

/// Runs `tilecat export`.
pub fn run(args: Args) -> Exit {
    let Format::Json(args) = args.format;
    let catalog = match load_clean(&args.paths, Some(&args.edition), Refusal::Quiet) {
        Ok(catalog) => catalog,
        Err(exit) => return exit,
    };
    let document = match catalog_json(&catalog) {
        Ok(document) => document,
        Err(error) => {
            say!("error: cannot write the catalog as JSON: {error}");
            return Exit::Usage;
        }
    };
    let written = match &args.out {
        Some(out) => write_file(out, document.as_bytes(), Made::CatalogJson)
            .map_err(|error| format!("cannot write `{}`: {}", out.display(), io_reason(&error))),
        None => {
            console::out(document.as_bytes());
            Ok(())
        }
    };
    match written {
        Ok(()) => Exit::Clean,
        Err(message) => {
            say!("error: {message}");
            Exit::Usage
        }
    }
}
