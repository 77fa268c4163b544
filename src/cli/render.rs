//! `tilecat render`: draw every tile from its data as PNG previews, with a contact sheet and a
//! sprite atlas.

use std::path::PathBuf;

use crate::cli::edition::EditionArg;
use crate::cli::{Exit, validate};
use crate::model::{Catalog, Rotation};
use crate::output::OutputDir;
use crate::render::{self, Size};
use crate::validate::validate_paths;

/// Arguments of `tilecat render`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Files or folders of data to draw.
    #[arg(default_value = "data")]
    paths: Vec<PathBuf>,
    /// Folder to write the previews into.
    #[arg(long, default_value = "previews")]
    out: PathBuf,
    /// Width and height of each tile in pixels, 32 to 2048.
    #[arg(long, default_value = "256")]
    size: Size,
    /// Also write each tile in its other three rotations.
    #[arg(long)]
    rotations: bool,
    /// Draw only the tiles with these ids, such as `flier-A`.
    #[arg(long = "tile", value_name = "ID")]
    tiles: Vec<String>,
    #[command(flatten)]
    edition: EditionArg,
}

/// Runs `tilecat render`.
pub fn run(args: Args) -> Exit {
    let validation = validate_paths(&args.paths);
    if validation.has_errors() || validation.has_io_errors() {
        validate::show(&validation);
        eprintln!("nothing written");
        return validate::exit(&validation);
    }
    let catalog = match args.edition.select(&validation.catalog) {
        Ok(catalog) => catalog,
        Err(exit) => return exit,
    };
    let catalog = match selected(catalog, &args.tiles) {
        Ok(catalog) => catalog,
        Err(message) => {
            eprintln!("error: {message}");
            return Exit::Usage;
        }
    };
    match write(&catalog, &args) {
        Ok(written) => {
            eprintln!("wrote {written} files to {}", args.out.display());
            Exit::Clean
        }
        Err(message) => {
            eprintln!("error: {message}");
            Exit::Usage
        }
    }
}

/// The catalog cut down to the tiles named in `ids`, or all of it when none are named.
fn selected(catalog: Catalog, ids: &[String]) -> Result<Catalog, String> {
    if ids.is_empty() {
        return Ok(catalog);
    }
    if let Some(unknown) = ids.iter().find(|id| catalog.tile(id).is_none()) {
        return Err(format!("no tile with id `{unknown}`"));
    }
    let tiles: Vec<_> = catalog
        .tiles
        .iter()
        .filter(|tile| ids.iter().any(|id| *id == tile.id))
        .cloned()
        .collect();
    Ok(Catalog {
        expansions: catalog.expansions,
        tiles: tiles.into(),
    })
}

/// Draws everything first and writes only when every drawing succeeded; returns the number of
/// files written.
fn write(catalog: &Catalog, args: &Args) -> Result<usize, String> {
    let rotations: &[Rotation] = if args.rotations {
        &Rotation::ALL
    } else {
        &[Rotation::R0]
    };
    let previews = render::previews(catalog, args.size, rotations).map_err(|e| e.to_string())?;
    let mut files: Vec<(&str, &[u8])> = previews
        .tiles
        .iter()
        .map(|tile| (tile.file_name.as_str(), tile.png.as_slice()))
        .collect();
    files.push(("contact-sheet.png", &previews.contact_sheet));
    files.push((render::atlas::IMAGE, &previews.atlas.png));
    files.push(("atlas.json", previews.atlas.manifest_json.as_bytes()));
    let out = OutputDir::create(&args.out)
        .map_err(|error| format!("cannot create {}: {error}", args.out.display()))?;
    for (name, bytes) in &files {
        out.write(name, bytes)
            .map_err(|error| format!("cannot write {name}: {error}"))?;
    }
    Ok(files.len())
}
