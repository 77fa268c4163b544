//! `tilecat diff OLD NEW`: what changed between two catalogs, each a data folder or file or a
//! `catalog.json` that `export json` wrote. Exit code 0 when they hold the same facts, 1 when
//! they differ, 2 when either cannot be read as a clean catalog (so 1 always means "differ").

use std::path::{Path, PathBuf};

use crate::cli::Exit;
use crate::cli::catalog_input::{Refusal, load_clean};
use crate::cli::console::{self, say};
use crate::cli::edition::EditionArg;
use crate::input::load::io_reason;
use crate::model::Catalog;
use crate::shared::escape::visible;
use tilecat::output::changes::{self, Changes};

/// The most bytes a `catalog.json` is read to: the bundled data's is under 200 KiB.
const MAX_CATALOG_JSON_BYTES: u64 = 64 * 1024 * 1024;

/// How the changes are shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum DiffFormat {
    /// A line for each tile or expansion that differs and a line for each fact under it.
    Human,
    /// One versioned JSON document.
    Json,
    /// Markdown, for a changelog.
    Markdown,
}

/// Arguments of `tilecat diff`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The old catalog: a data folder or tile file, or a `catalog.json` written by
    /// `tilecat export json` (a file whose name ends in `.json`).
    old: PathBuf,
    /// The new catalog, named the same way.
    new: PathBuf,
    /// How to show the changes, on standard output.
    #[arg(long, value_enum, default_value_t = DiffFormat::Human)]
    format: DiffFormat,
    #[command(flatten)]
    edition: EditionArg,
}

/// One side of the comparison.
pub(crate) struct Loaded {
    /// The catalog.
    pub(crate) catalog: Catalog,
    /// Whether it was read from a `catalog.json`, which carries less than the data.
    pub(crate) built: bool,
}

/// Runs `tilecat diff`.
pub fn run(args: Args) -> Exit {
    let (old, new) = match (
        load("old", &args.old, &args.edition),
        load("new", &args.new, &args.edition),
    ) {
        (Ok(old), Ok(new)) => (old, new),
        _ => return Exit::Usage,
    };
    let (old_catalog, new_catalog) = if old.built || new.built {
        if old.built != new.built {
            say!(
                "note: a catalog.json leaves out roads' `ends_at`, cities' `reaches` and \
                 `touches`, fields' `borders_inside`, quarters' places, tiles' own pictures and \
                 `allow`; they are compared on neither side"
            );
        }
        (
            changes::exported(&old.catalog),
            changes::exported(&new.catalog),
        )
    } else {
        (old.catalog, new.catalog)
    };
    let changes = changes::compare(&old_catalog, &new_catalog);
    let text = match shown(&changes, args.format) {
        Ok(text) => text,
        Err(error) => {
            say!("error: cannot write the changes as JSON: {error}");
            return Exit::Usage;
        }
    };
    console::out(text.as_bytes());
    if changes.is_empty() {
        Exit::Clean
    } else {
        Exit::Invalid
    }
}

fn shown(changes: &Changes, format: DiffFormat) -> serde_json::Result<String> {
    Ok(match format {
        DiffFormat::Human => changes::human(changes),
        DiffFormat::Json => changes::json(changes)?,
        DiffFormat::Markdown => changes::markdown(changes),
    })
}

/// The catalog at `path` (the `side`, `old` or `new`) as `edition` shows it, its problems said
/// on standard error.
pub(crate) fn load(side: &str, path: &Path, edition: &EditionArg) -> Result<Loaded, ()> {
    let is_built = !path.is_dir()
        && path
            .extension()
            .is_some_and(|extension| extension == "json");
    let shown = visible(&path.display().to_string()).into_owned();
    let not_loaded = || {
        say!("error: the {side} catalog `{shown}` could not be loaded; nothing was compared");
    };
    if !is_built {
        return match load_clean(&[path.to_path_buf()], Some(edition), Refusal::Quiet) {
            Ok(validation) => Ok(Loaded {
                catalog: validation.catalog,
                built: false,
            }),
            Err(_) => {
                not_loaded();
                Err(())
            }
        };
    }
    let bytes = crate::shared::door::read(path, MAX_CATALOG_JSON_BYTES).map_err(|error| {
        say!(
            "error: cannot read the {side} catalog `{shown}`: {}",
            io_reason(&error)
        );
    })?;
    match changes::read_catalog_json(&bytes) {
        Ok(catalog) => Ok(Loaded {
            catalog: edition.select(&catalog).map_err(|_| not_loaded())?,
            built: true,
        }),
        Err(error) => {
            say!(
                "error: the {side} catalog `{shown}` is not a catalog `tilecat export json` wrote: {error}"
            );
            if let Some((line, column)) = error.location() {
                say!("  --> {shown}:{line}:{column}");
            }
            Err(())
        }
    }
}
