//! `tilecat export`: the catalog in formats for other programs: JSON, JCloisterZone's tile
//! definitions, a SQLite database and TTSCarcassonne's tile data.

use std::path::{Path, PathBuf};

use crate::cli::Exit;
use crate::cli::catalog_input::{self, Refusal, load_clean};
use crate::cli::console::{self, say};
use crate::cli::edition::EditionArg;
use crate::cli::paths::data_paths;
use crate::input::load::io_reason;
use crate::input::validate::validate_paths;
use crate::model::Tile;
use crate::output::export::catalog_json;
use crate::shared::door::{Folder, Made, write_file};

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
    /// Tile definitions JCloisterZone reads: one pack (`EXPANSION.xml`) per expansion, its
    /// editions as tile sets; `tilecat import jcz` reads them back to the same tiles.
    Jcz(JczArgs),
    /// The whole catalog as a SQLite database, every edition's tiles and counts, its tables
    /// documented in the schema it carries (see the manual's section on the database).
    Sqlite(SqliteArgs),
    /// TTSCarcassonne's tile data, as the Tabletop Simulator mod's folders hold it: a folder
    /// per expansion of one `Card.<key>.ttslua` file per copy of each tile in its newest
    /// edition; `tilecat import tts` reads them back to the same tiles.
    Tts(TtsArgs),
}

/// Arguments of `tilecat export tts`.
#[derive(Debug, clap::Args)]
struct TtsArgs {
    /// Files or folders to export.
    #[arg(default_value = "data")]
    paths: Vec<PathBuf>,
    /// Folder to write the expansions' folders into; a card file there is replaced only if
    /// `export tts` wrote it.
    #[arg(long, value_name = "DIR")]
    out: PathBuf,
}

/// Arguments of `tilecat export sqlite`.
#[derive(Debug, clap::Args)]
struct SqliteArgs {
    /// Files or folders to export.
    #[arg(default_value = "data")]
    paths: Vec<PathBuf>,
    /// The database file to write, atomically; an existing file is replaced only if `export
    /// sqlite` wrote it.
    #[arg(long, value_name = "FILE")]
    out: PathBuf,
}

/// Arguments of `tilecat export jcz`.
#[derive(Debug, clap::Args)]
struct JczArgs {
    /// Files or folders to export.
    #[arg(default_value = "data")]
    paths: Vec<PathBuf>,
    /// Folder to write the packs into; a pack there is replaced only if `export jcz` wrote it.
    #[arg(long, value_name = "DIR")]
    out: PathBuf,
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
    match args.format {
        Format::Json(args) => json(args),
        Format::Jcz(args) => jcz(args),
        Format::Sqlite(args) => sqlite(args),
        Format::Tts(args) => tts(args),
    }
}

/// Runs `tilecat export tts`. A catalog with faults is written too, each tile as the data has
/// it, after the diagnostics; the exit code is then 1.
fn tts(args: TtsArgs) -> Exit {
    let (catalog, exit) = match catalog_with_faults(&args.paths) {
        Ok(read) => read,
        Err(exit) => return exit,
    };
    let footprints = crate::output::drawing::catalog_footprints(&catalog);
    let mut files: Vec<(PathBuf, String)> = Vec::new();
    for expansion in catalog.expansions.iter() {
        for (name, text) in crate::output::tts::write::cards(&catalog, expansion, None, &footprints)
        {
            files.push((Path::new(expansion.id.as_ref()).join(name), text));
        }
    }
    let written = write_files(
        &args.out,
        &files,
        crate::output::tts::write::made_by_export,
        "tts",
    );
    match written {
        Ok(()) => {
            say!(
                "wrote {} of {} to {}",
                crate::output::words::counted(files.len(), "card"),
                crate::output::words::counted(catalog.expansions.len(), "expansion"),
                crate::shared::escape::visible(&args.out.display().to_string())
            );
            exit
        }
        Err(message) => {
            say!("error: {message}; nothing was written");
            Exit::Usage
        }
    }
}

/// Runs `tilecat export jcz`. A catalog with faults is written too, each tile as the data has
/// it (as a source engine's pack, imported, keeps the source's faults), after the diagnostics;
/// the exit code is then 1.
fn jcz(args: JczArgs) -> Exit {
    let (catalog, exit) = match catalog_with_faults(&args.paths) {
        Ok(read) => read,
        Err(exit) => return exit,
    };
    for tile in catalog.tiles.iter() {
        if let Some(reason) = crate::output::jcz::write::left_out(tile) {
            say!("note: {} is left out: {reason}", tile.id);
        }
    }
    // A tile that packs share is written into the first that holds it.
    let mut written = crate::output::jcz::write::Written::new();
    let packs: Vec<(PathBuf, String)> = catalog
        .expansions
        .iter()
        .map(|expansion| {
            let tiles: Vec<&Tile> = catalog
                .tiles
                .iter()
                .filter(|tile| tile.expansion == expansion.id)
                .collect();
            let name = format!("{}.xml", expansion.id);
            let text = crate::output::jcz::write::pack(expansion, &tiles, &written);
            for tile in tiles
                .iter()
                .filter(|tile| crate::output::jcz::write::left_out(tile).is_none())
            {
                let id = crate::output::jcz::write::source_id(&expansion.id, tile);
                written.entry(id).or_insert_with(|| (name.clone(), *tile));
            }
            (PathBuf::from(name), text)
        })
        .collect();
    match write_files(
        &args.out,
        &packs,
        crate::output::jcz::write::made_by_export,
        "jcz",
    ) {
        Ok(()) => {
            say!(
                "wrote {} to {}",
                crate::output::words::counted(packs.len(), "pack"),
                args.out.display()
            );
            exit
        }
        Err(message) => {
            say!("error: {message}; nothing was written");
            Exit::Usage
        }
    }
}

/// Writes `files` into the folder `out`, all or none, never over a file that `export
/// <format>` did not write (`made` says which it did).
fn write_files(
    out: &Path,
    files: &[(PathBuf, String)],
    made: fn(&[u8]) -> bool,
    format: &str,
) -> Result<(), String> {
    let folder = Folder::create(out)
        .map_err(|error| format!("cannot open `{}`: {}", out.display(), io_reason(&error)))?;
    for (name, _) in files {
        match folder.read(name, crate::input::load::MAX_FILE_BYTES) {
            Ok(existing) if made(&existing) => {}
            Ok(_) => {
                return Err(format!(
                    "`{}` exists and was not written by `tilecat export {format}`",
                    out.join(name).display()
                ));
            }
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => {}
            Err(error) => {
                return Err(format!(
                    "cannot read `{}`: {}",
                    out.join(name).display(),
                    io_reason(&error)
                ));
            }
        }
    }
    folder
        .write_all(
            files
                .iter()
                .map(|(name, text)| (name.as_path(), text.as_bytes())),
        )
        .map(|_| ())
        .map_err(|failed| format!("cannot write into `{}`: {}", out.display(), failed.error))
}

/// Runs `tilecat export json`.
fn json(args: JsonArgs) -> Exit {
    let catalog = match load_clean(&args.paths, Some(&args.edition), Refusal::Quiet) {
        Ok(clean) => clean.catalog,
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

/// Runs `tilecat export sqlite`.
fn sqlite(args: SqliteArgs) -> Exit {
    let catalog = match load_clean(&args.paths, None, Refusal::Quiet) {
        Ok(clean) => clean.catalog,
        Err(exit) => return exit,
    };
    let footprints = crate::output::drawing::catalog_footprints(&catalog);
    let versions = crate::output::export::Versions::of(&catalog);
    let database = match crate::output::database::database(
        &catalog,
        &footprints,
        &versions.data.to_string(),
        &versions.format.to_string(),
    ) {
        Ok(database) => database,
        Err(error) => {
            say!("error: cannot make the database: {error}");
            return Exit::Usage;
        }
    };
    match write_file(&args.out, &database, Made::Database) {
        Ok(()) => {
            say!(
                "wrote {} to {}",
                crate::output::words::counted(catalog.tiles.len(), "tile"),
                crate::shared::escape::visible(&args.out.display().to_string())
            );
            Exit::Clean
        }
        Err(error) => {
            say!(
                "error: cannot write `{}`: {}",
                crate::shared::escape::visible(&args.out.display().to_string()),
                io_reason(&error)
            );
            Exit::Usage
        }
    }
}

/// The catalog of the data at `paths` for an export that writes each tile as the data has it:
/// the diagnostics shown, and with the catalog the exit code the faults give (1 when there are
/// any). A file that could not be read is exit code 2 and no catalog.
fn catalog_with_faults(paths: &[PathBuf]) -> Result<(crate::model::Catalog, Exit), Exit> {
    let paths = data_paths(paths)?;
    let validation = validate_paths(&paths);
    let exit = catalog_input::exit(&validation);
    if exit == Exit::Usage {
        catalog_input::show(&validation);
        return Err(exit);
    }
    if exit == Exit::Invalid {
        catalog_input::show(&validation);
        say!("note: the tiles are written as the data has them, faults and all");
    }
    Ok((validation.catalog, exit))
}
