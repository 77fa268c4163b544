//! `tilecat print`: every copy of every tile of an edition at real size, as a print profile
//! says: sheets for a home printer, one tile a page or one PNG a tile for a print shop, after a
//! preflight that refuses what the shop would reject.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use clap::builder::PossibleValuesParser;

use crate::cli::Exit;
use crate::cli::catalog_input::{Refusal, load_clean};
use crate::cli::console::{self, say};
use crate::cli::edition::EditionArg;
use crate::cli::paths::data_paths;
use crate::input::load::io_reason;
use crate::input::schema::Validators;
use crate::input::validate::Incremental;
use crate::output::bundle::PictureFiles;
use crate::output::print::preflight::{self, Finding, Places};
use crate::output::print::profile::{self, FileKind, PROFILES, Profile};
use crate::output::print::{
    Arrangement, Copies, Marks, Paper, PrintOptions, SheetOptions, chosen, copies, pngs, print,
};
use crate::output::render::Pictures;
use crate::output::report;
use crate::shared::door::{Made, claim_folder, write_file};
use crate::shared::escape::visible;
use tilecat::input::document::Content;
use tilecat::input::source::SourceFile;

/// The file that marks a folder as one `tilecat print` writes its pictures into.
const MARKER: &str = ".tilecat-print";
/// What the marker holds.
const MARKER_TEXT: &str = "tilecat print writes one picture a tile into this folder\n";

/// Whether each tile on a sheet has its label.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Labels {
    /// A label beside each tile (on its face with `--marks lines`).
    On,
    /// No labels.
    Off,
}
use crate::output::render::backs::BackChoice;

/// Arguments of `tilecat print`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Files or folders of data to print.
    #[arg(default_value = "data")]
    paths: Vec<PathBuf>,
    /// The PDF file to write; with a profile that writes one PNG a tile, the folder to write
    /// them into (a new or empty folder, or one an earlier print wrote into).
    #[arg(long, value_name = "FILE.pdf|DIR")]
    out: PathBuf,
    #[command(flatten)]
    edition: EditionArg,
    /// The print profile: a4 and letter for a home printer; thegamecrafter (one PNG a tile),
    /// drivethrucards and mbprint (one tile a page) for those print shops' published
    /// specifications.
    #[arg(long, value_name = "NAME", default_value = "a4",
          value_parser = PossibleValuesParser::new(PROFILES.iter().map(|profile| profile.name)))]
    profile: String,
    /// The paper of a home print: A4 (5 mm margins) or US Letter (6.35 mm margins); the same as
    /// `--profile a4` or `--profile letter`.
    #[arg(long, value_enum, conflicts_with = "profile")]
    paper: Option<Paper>,
    /// The width and height of each tile in millimetres, 10 to 180; the profile's (45) unless
    /// given.
    #[arg(long, value_name = "MM")]
    tile_mm: Option<f64>,
    /// How far each tile's picture reaches past its cut line, 0 to 6 mm; the profile's, or on a
    /// home sheet 3 when the tiles are spaced apart (crop marks or none) and none with
    /// `--marks lines`.
    #[arg(long, value_name = "MM")]
    bleed_mm: Option<f64>,
    /// What shows where to cut on a home sheet: crop marks outside each tile, shared cut lines
    /// with the tiles edge to edge, or nothing.
    #[arg(long, value_enum, default_value_t = Marks::Crop)]
    marks: Marks,
    /// The backs too: on a home sheet, after each page its page of backs, mirrored for
    /// long-edge duplex printing; one tile a page, each front followed by its back; one PNG a
    /// tile, one back for each expansion.
    #[arg(long)]
    backs: bool,
    /// Whether each tile on a home sheet has its label.
    #[arg(long, value_enum, default_value_t = Labels::On)]
    labels: Labels,
    /// Print only these tiles, by id (such as `base-D flier-A`).
    #[arg(long, value_name = "ID", num_args = 1.., value_delimiter = ',')]
    tiles: Vec<String>,
    /// One copy of each tile instead of the edition's counts.
    #[arg(long)]
    one_each: bool,
    /// Give each expansion's tiles the back its `expansion.toml` names (`[back] picture`), or
    /// the plain back; without it every tile shows one back, so a face-down stack does not
    /// tell which tile comes next.
    #[arg(long, requires = "backs")]
    backs_per_expansion: bool,
}

/// Runs `tilecat print`.
pub fn run(args: Args) -> Exit {
    let profile = &chosen_profile(&args);
    let out = args.out.display().to_string();
    let out = visible(&out);
    let writes_pdf = profile.kind != FileKind::PngPerTile;
    if writes_pdf
        && args
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
    let pictures = PictureFiles(&pictures);
    let all = copies(&catalog, args.edition.edition.as_deref());
    let copies = match chosen(all, &args.tiles, args.one_each) {
        Ok(copies) => copies,
        Err(error) => {
            say!("error: {error}; nothing was written");
            return Exit::Usage;
        }
    };
    let findings = preflight::check(&copies, profile, args.backs, &pictures);
    if !findings.is_empty() {
        return refuse(&args, profile, &findings);
    }
    let tiles: usize = copies.iter().map(|copies| usize::from(copies.count)).sum();
    let written = if writes_pdf {
        write_pdf(&args, profile, &copies, &pictures)
    } else {
        write_pngs(&args, profile, &copies, &pictures)
    };
    match written {
        Ok(what) => {
            say!("wrote {out}: {tiles} tiles{what}");
            Exit::Clean
        }
        Err(exit) => exit,
    }
}

/// The profile the arguments name (`--paper`'s home sheet, else `--profile`'s), with the trim
/// and bleed that `--tile-mm` and `--bleed-mm` give in place of its own: what is printed and
/// what the preflight checks.
fn chosen_profile(args: &Args) -> Profile {
    let name = match args.paper {
        Some(Paper::A4) => "a4",
        Some(Paper::Letter) => "letter",
        None => &args.profile,
    };
    // Clap takes only the names of the table.
    let named = profile::named(name).unwrap_or(&PROFILES[0]);
    Profile {
        trim_mm: args.tile_mm.unwrap_or(named.trim_mm),
        bleed_mm: args.bleed_mm.or(named.bleed_mm),
        ..*named
    }
}

/// Which back each tile gets: one for all, or with `--backs-per-expansion` each expansion's own.
fn back_choice(args: &Args) -> BackChoice {
    if args.backs_per_expansion {
        BackChoice::PerExpansion
    } else {
        BackChoice::Alike
    }
}

/// Writes the PDF; says on error why, and returns the exit code.
fn write_pdf(
    args: &Args,
    profile: &Profile,
    copies: &[Copies<'_>],
    pictures: &dyn Pictures,
) -> Result<String, Exit> {
    let (tile_mm, bleed_mm) = (profile.trim_mm, profile.bleed_mm);
    let arrangement = match profile.kind {
        FileKind::Sheet(paper) => Arrangement::Sheet(SheetOptions {
            paper,
            tile_mm,
            bleed_mm,
            marks: args.marks,
        }),
        FileKind::PagePerTile | FileKind::PngPerTile => Arrangement::PagePerTile {
            tile_mm,
            bleed_mm: bleed_mm.unwrap_or(0.0),
        },
    };
    let options = PrintOptions {
        arrangement,
        backs: args.backs,
        labels: args.labels == Labels::On,
        colour: profile.colour,
        back_choice: back_choice(args),
    };
    let pdf = print(copies, &options, pictures).map_err(|error| {
        say!("error: {error}; nothing was written");
        Exit::Usage
    })?;
    let out = visible(&args.out.display().to_string()).into_owned();
    write_file(&args.out, &pdf, Made::Pdf).map_err(|error| {
        say!("error: cannot write {out}: {}", io_reason(&error));
        Exit::Usage
    })?;
    Ok(match profile.colour {
        crate::output::print::Colour::Srgb { .. } => " (PDF/A-2b, sRGB output intent)".to_owned(),
        crate::output::print::Colour::Rgb => String::new(),
    })
}

/// Writes one PNG a tile into the folder `--out` names; says on error why, and returns the
/// exit code.
fn write_pngs(
    args: &Args,
    profile: &Profile,
    copies: &[Copies<'_>],
    pictures: &dyn Pictures,
) -> Result<String, Exit> {
    let (trim_mm, bleed_mm) = (profile.trim_mm, profile.bleed_mm.unwrap_or(0.0));
    let made = pngs(
        copies,
        trim_mm,
        bleed_mm,
        profile.dpi,
        args.backs.then(|| back_choice(args)),
        pictures,
    )
    .map_err(|error| {
        say!("error: {error}; nothing was written");
        Exit::Usage
    })?;
    let out = visible(&args.out.display().to_string()).into_owned();
    let folder = claim_folder(&args.out, MARKER, MARKER_TEXT).map_err(|error| {
        match error.kind() {
            std::io::ErrorKind::InvalidInput => say!("error: {error}"),
            _ => say!("error: cannot write into {out}: {}", io_reason(&error)),
        }
        Exit::Usage
    })?;
    for png in &made {
        if let Err(error) = folder.write(Path::new(&png.name), &png.bytes) {
            say!("error: cannot write {}: {}", png.name, io_reason(&error));
            return Err(Exit::Usage);
        }
    }
    folder.keep();
    Ok(format!(
        " in {} pictures of {} px at {} pixels an inch",
        made.len(),
        profile::pixels(trim_mm, profile.dpi) + 2 * profile::pixels(bleed_mm, profile.dpi),
        profile.dpi
    ))
}

/// Shows the preflight's `findings` as `validate` shows its diagnostics, each in the data file
/// it comes from, and refuses to write: exit code 1.
fn refuse(args: &Args, profile: &Profile, findings: &[Finding]) -> Exit {
    let documents = DataFiles::read(&args.paths);
    let diagnostics: Vec<_> = findings
        .iter()
        .map(|finding| finding.diagnostic(&documents, &args.out))
        .collect();
    let sources: BTreeMap<PathBuf, SourceFile> = documents
        .files
        .into_iter()
        .filter(|source| {
            diagnostics
                .iter()
                .any(|diagnostic| diagnostic.file == source.path)
        })
        .map(|source| (source.path.clone(), source))
        .collect();
    let text = format!(
        "{}preflight for {}: {} that the shop would reject; nothing was written\n",
        report::human(&diagnostics, &sources, report::wants_colour()),
        profile.printer,
        match diagnostics.len() {
            1 => "1 error".to_owned(),
            errors => format!("{errors} errors"),
        }
    );
    console::err(&text);
    Exit::Invalid
}

/// The data files of a print, read again to place the preflight's findings: only a refused
/// print reads them twice.
struct DataFiles {
    /// Each file's source, with the tile or expansion id it declares.
    files: Vec<SourceFile>,
    /// The id each file of `files` declares, and whether it declares an expansion.
    ids: Vec<(String, bool)>,
}

impl DataFiles {
    fn read(paths: &[PathBuf]) -> DataFiles {
        let paths = data_paths(paths).unwrap_or_default();
        let run = Incremental::new(&paths, &BTreeMap::new(), &Validators::new());
        let (files, ids) = run
            .documents()
            .iter()
            .map(|document| {
                let id = match &document.content {
                    Content::Tile(tile) => (tile.id.to_string(), false),
                    Content::Expansion(expansion) => (expansion.id.to_string(), true),
                };
                (document.source.clone(), id)
            })
            .unzip();
        DataFiles { files, ids }
    }

    fn find(&self, id: &str, expansion: bool) -> Option<&SourceFile> {
        self.ids
            .iter()
            .position(|(found, is_expansion)| found == id && *is_expansion == expansion)
            .map(|at| &self.files[at])
    }
}

impl Places for DataFiles {
    fn tile(&self, tile: &str) -> Option<&SourceFile> {
        self.find(tile, false)
    }

    fn expansion(&self, expansion: &str) -> Option<&SourceFile> {
        self.find(expansion, true)
    }
}
