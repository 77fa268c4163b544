//! `tilecat render`: draw every tile from its data as PNG previews, with contact sheets and a
//! sprite atlas in pages, each file written as soon as it is drawn.

use std::path::PathBuf;

use crate::cli::Exit;
use crate::cli::catalog_input::{Refusal, load_clean};
use crate::cli::console::say;
use crate::cli::edition::EditionArg;
use crate::input::load::io_reason;
use crate::model::{Catalog, Rotation};
use crate::output::bundle::{PictureFiles, check_pixels};
use crate::output::render::{self, Atlas, AtlasOptions, Picture, Pictures, RenderError, Size};
use crate::shared::door::claim_folder;

/// The file that marks a folder as one `tilecat render` writes into; only a new or empty
/// folder, or one holding it, is written into.
const MARKER: &str = ".tilecat-render";
/// What the marker holds.
const MARKER_TEXT: &str = "tilecat render writes its previews into this folder\n";

/// Arguments of `tilecat render`.
#[derive(Debug, clap::Args)]
#[command(args_conflicts_with_subcommands = true)]
pub struct Args {
    /// Draw something other than the catalog's tiles.
    #[command(subcommand)]
    what: Option<What>,
    /// Files or folders of data to draw; a folder named `board` is written `./board`, since
    /// `render board` draws a board file.
    #[arg(default_value = "data")]
    paths: Vec<PathBuf>,
    /// Folder to write the previews into: a new or empty folder, or one an earlier `render`
    /// wrote into.
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

/// What else `tilecat render` draws.
#[derive(Debug, clap::Subcommand)]
enum What {
    /// Draw a board file: its tiles, its meeples and, with `--roll`, the flight.
    Board(crate::cli::render_board::Args),
    /// Draw each expansion's proof sheet: every tile's picture with its data drawn over it.
    Proof(crate::cli::render_proof::Args),
}

/// Runs `tilecat render`.
pub fn run(args: Args) -> Exit {
    match args.what {
        Some(What::Board(board)) => return crate::cli::render_board::run(board),
        Some(What::Proof(proof)) => return crate::cli::render_proof::run(proof),
        None => {}
    }
    let clean = match load_clean(&args.paths, Some(&args.edition), Refusal::NothingWritten) {
        Ok(clean) => clean,
        Err(exit) => return exit,
    };
    let catalog = match selected(clean.catalog, &args.tiles) {
        Ok(catalog) => catalog,
        Err(message) => {
            say!("error: {message}");
            return Exit::Usage;
        }
    };
    match write(&catalog, &PictureFiles(&clean.pictures), &args) {
        Ok(written) => {
            say!(
                "wrote {} to {}",
                crate::output::words::counted(written, "file"),
                args.out.display()
            );
            Exit::Clean
        }
        Err(message) => {
            say!("error: {message}");
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
        return Err(match crate::input::check::nearest_tile(&catalog, unknown) {
            Some(meant) => format!("no tile with id `{unknown}`; did you mean `{meant}`?"),
            None => format!("no tile with id `{unknown}`"),
        });
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

/// Draws the previews a page of the atlas at a time and writes each file as soon as it is made;
/// returns the number of files written.
fn write(catalog: &Catalog, pictures: &dyn Pictures, args: &Args) -> Result<usize, String> {
    let rotations: &[Rotation] = if args.rotations {
        &Rotation::ALL
    } else {
        &[Rotation::R0]
    };
    check_pixels(catalog.tiles.len(), rotations.len(), args.size)
        .map_err(|error| error.to_string())?;
    let atlas =
        Atlas::plan(catalog, args.size, AtlasOptions::default()).map_err(|e| e.to_string())?;
    let out = claim_folder(&args.out, MARKER, MARKER_TEXT).map_err(|error| match error.kind() {
        std::io::ErrorKind::InvalidInput => error.to_string(),
        _ => format!(
            "cannot write into `{}`: {}",
            args.out.display(),
            io_reason(&error)
        ),
    })?;
    let mut written = 0;
    let mut put = |name: &str, bytes: &[u8]| {
        out.write(std::path::Path::new(name), bytes)
            .map_err(|error| RenderError::Output(format!("cannot write {name}: {error}")))?;
        written += 1;
        Ok::<(), RenderError>(())
    };
    render::stream(
        catalog,
        pictures,
        &atlas,
        rotations,
        &mut |picture| match picture {
            Picture::Tile(tile) => put(&tile.file_name, &tile.png),
            Picture::AtlasPage { index, png } => put(&render::atlas::page_image(index), &png),
            Picture::SheetPage {
                expansion,
                index,
                png,
            } => put(
                &format!(
                    "contact-sheet/{}",
                    render::sheet::page_name(&expansion, index)
                ),
                &png,
            ),
        },
    )
    .map_err(|e| e.to_string())?;
    // The descriptions give each frame its tile's footprints, read now the pictures are drawn.
    let footprints = crate::output::drawing::catalog_footprints(catalog);
    for page in &atlas.pages {
        put(
            &page.manifest(),
            atlas.page_json(page, &footprints).as_bytes(),
        )
        .map_err(|e| e.to_string())?;
    }
    put(
        render::atlas::MULTIATLAS,
        atlas.multiatlas_json(&footprints).as_bytes(),
    )
    .map_err(|e| e.to_string())?;
    out.keep();
    Ok(written)
}
