//! `tilecat render proof`: each expansion's proof sheet, every tile's picture with its data
//! drawn over it ([`render::proof`](crate::output::render::proof)).

use std::path::{Path, PathBuf};

use crate::cli::Exit;
use crate::cli::catalog_input::{Refusal, load_clean};
use crate::cli::console::say;
use crate::cli::edition::EditionArg;
use crate::input::load::io_reason;
use crate::output::bundle::{PictureFiles, check_pixels};
use crate::output::render::proof::proof_sheets;
use crate::output::render::{RenderError, Size};
use crate::shared::door::claim_folder;

/// The file that marks a folder as one `tilecat render proof` writes into.
const MARKER: &str = ".tilecat-proof";
/// What the marker holds.
const MARKER_TEXT: &str = "tilecat render proof writes its proof sheets into this folder\n";

/// Arguments of `tilecat render proof`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Files or folders of data to draw.
    #[arg(default_value = "data")]
    paths: Vec<PathBuf>,
    /// Folder to write the sheets into, `<expansion>-<n>.png`: a new or empty folder, or one an
    /// earlier `render proof` wrote into.
    #[arg(long, default_value = "proof")]
    out: PathBuf,
    /// Width and height of each tile on the sheet in pixels, 32 to 2048.
    #[arg(long, default_value = "256")]
    size: Size,
    #[command(flatten)]
    edition: EditionArg,
}

/// Runs `tilecat render proof`.
pub fn run(args: Args) -> Exit {
    let validation = match load_clean(&args.paths, Some(&args.edition), Refusal::NothingWritten) {
        Ok(validation) => validation,
        Err(exit) => return exit,
    };
    let catalog = &validation.catalog;
    if let Err(refused) = check_pixels(catalog.tiles.len(), 1, args.size) {
        say!("error: {refused}");
        return Exit::Usage;
    }
    let out = match claim_folder(&args.out, MARKER, MARKER_TEXT) {
        Ok(out) => out,
        Err(error) => {
            match error.kind() {
                std::io::ErrorKind::InvalidInput => say!("error: {error}"),
                _ => say!(
                    "error: cannot write into `{}`: {}",
                    args.out.display(),
                    io_reason(&error)
                ),
            }
            return Exit::Usage;
        }
    };
    let mut written = 0;
    let pictures = PictureFiles(&validation.pictures);
    let drawn = proof_sheets(catalog, &pictures, args.size, &mut |name, png| {
        out.write(Path::new(&name), &png)
            .map_err(|error| RenderError::Output(format!("cannot write {name}: {error}")))?;
        written += 1;
        Ok(())
    });
    match drawn {
        Ok(()) => {
            out.keep();
            say!(
                "wrote {} to {}",
                crate::output::words::counted(written, "proof page"),
                args.out.display()
            );
            Exit::Clean
        }
        Err(error) => {
            say!("error: {error}");
            Exit::Usage
        }
    }
}
