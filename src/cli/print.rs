//! `tilecat print`: every copy of every tile of an edition on the pages of a PDF, at real size.

use std::path::PathBuf;

use crate::bundle::PictureFiles;
use crate::cli::Exit;
use crate::cli::catalog_input::{Refusal, load_clean};
use crate::cli::console::say;
use crate::cli::edition::EditionArg;
use crate::door::{Made, write_file};
use crate::escape::visible;
use crate::load::io_reason;
use crate::print::{Marks, Paper, PrintOptions, SheetOptions, copies, print};
use crate::render::backs::BackChoice;

/// Arguments of `tilecat print`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Files or folders of data to print.
    #[arg(default_value = "data")]
    paths: Vec<PathBuf>,
    /// The PDF file to write.
    #[arg(long, value_name = "FILE.pdf")]
    out: PathBuf,
    #[command(flatten)]
    edition: EditionArg,
    /// The paper: A4 (5 mm margins) or US Letter (6.35 mm margins).
    #[arg(long, value_enum, default_value_t = Paper::A4)]
    paper: Paper,
    /// The width and height of each tile in millimetres, 10 to 180.
    #[arg(long, value_name = "MM", default_value_t = 45.0)]
    tile_mm: f64,
    /// How far each tile's picture reaches past its cut line, 0 to 6 mm; 3 when the tiles are
    /// spaced apart (crop marks or none), and none with `--marks lines`.
    #[arg(long, value_name = "MM")]
    bleed_mm: Option<f64>,
    /// What shows where to cut: crop marks outside each tile, shared cut lines with the tiles
    /// edge to edge, or nothing.
    #[arg(long, value_enum, default_value_t = Marks::Crop)]
    marks: Marks,
    /// After each page, its page of backs, mirrored for long-edge duplex printing.
    #[arg(long)]
    backs: bool,
    /// Give each expansion's tiles the back its `expansion.toml` names (`[back] picture`), or
    /// the plain back; without it every tile shows one back, so a face-down stack does not
    /// tell which tile comes next.
    #[arg(long, requires = "backs")]
    backs_per_expansion: bool,
}

/// Runs `tilecat print`.
pub fn run(args: Args) -> Exit {
    let out = args.out.display().to_string();
    let out = visible(&out);
    if args
        .out
        .extension()
        .is_none_or(|extension| extension != "pdf")
    {
        say!("error: --out names the PDF file to write, such as tiles.pdf");
        return Exit::Usage;
    }
    let (catalog, pictures) = match load_clean(&args.paths, Some(&args.edition), Refusal::Quiet) {
        Ok(clean) => (clean.catalog, clean.pictures),
        Err(exit) => return exit,
    };
    let copies = copies(&catalog, args.edition.edition.as_deref());
    let options = PrintOptions {
        sheet: SheetOptions {
            paper: args.paper,
            tile_mm: args.tile_mm,
            bleed_mm: args.bleed_mm,
            marks: args.marks,
        },
        backs: args.backs,
        back_choice: if args.backs_per_expansion {
            BackChoice::PerExpansion
        } else {
            BackChoice::Alike
        },
    };
    let pdf = match print(&copies, &options, &PictureFiles(&pictures)) {
        Ok(pdf) => pdf,
        Err(error) => {
            say!("error: {error}; nothing was written");
            return Exit::Usage;
        }
    };
    match write_file(&args.out, &pdf, Made::Pdf) {
        Ok(()) => {
            let tiles: usize = copies.iter().map(|copies| copies.count).sum();
            say!("wrote {out}: {tiles} tiles");
            Exit::Clean
        }
        Err(error) => {
            say!("error: cannot write {out}: {}", io_reason(&error));
            Exit::Usage
        }
    }
}
