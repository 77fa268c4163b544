//! Print and play: every copy of every tile of an edition, at its real size on the pages of a
//! PDF, with bleed, crop marks or shared cut lines, a label beside each tile and, if asked, a
//! back page after each front mirrored for long-edge duplex printing; or, for a print shop, one
//! tile a page or one PNG a tile, as the shop's [`profile`] says, after a [`preflight`] that
//! finds what the shop would reject.
//!
//! [`layout`] is the arithmetic (pages, cells, boxes, marks, mirroring); this module chooses the
//! copies ([`Catalog::copies`] counts them), `print::pdf` draws them and `print::png` draws one picture a tile. The PDF is written with [krilla](https://docs.rs/krilla), a
//! high-level PDF library over `pdf-writer` (the writer behind Typst): it embeds and subsets
//! fonts with a `ToUnicode` map, so the labels are real text that `pdftotext` finds, it sets
//! the page boxes, and it writes the same bytes for the same drawing (no clock, ids hashed from
//! the content). Tiles go in as vector paths drawn straight from the scene that the PNG and SVG
//! previews are made of, each tile once as a form that every copy reuses, so a print is sharp at
//! any size and small. svg2pdf would have added an SVG parser to read back text the scene
//! already holds as shapes, and printpdf leaves subsetting to the caller.
//!
//! The labels are set in DejaVu Sans Condensed (`src/output/print/font/`, from Debian's
//! `fonts-dejavu-core`, under the Bitstream Vera licence in `LICENSE.DejaVu` beside it).

pub mod layout;
mod pdf;
mod png;
pub mod preflight;
pub mod profile;

use std::fmt;

use crate::model::{Catalog, Expansion, Tile};
use crate::shared::escape::visible;

pub use crate::model::Copies;
use crate::output::render::backs::BackChoice;
use crate::output::render::{Pictures, RenderError};

pub use layout::{Layout, LayoutError, Marks, Paper, SheetOptions};
pub use png::{Png, pngs};
pub use profile::{Colour, FileKind, PROFILES, Profile};

/// How the tiles of a PDF stand on its pages.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Arrangement {
    /// Sheets of many tiles: the paper, tile size, bleed and marks.
    Sheet(SheetOptions),
    /// One tile a page, the page its bleed box ([`Layout::page_per_tile`]).
    PagePerTile {
        /// The tile's width and height where it is cut, in millimetres.
        tile_mm: f64,
        /// How far its picture reaches past the cut, in millimetres.
        bleed_mm: f64,
    },
}

impl Arrangement {
    /// The layout of the pages.
    pub fn layout(&self) -> Result<Layout, LayoutError> {
        match *self {
            Arrangement::Sheet(sheet) => Layout::new(&sheet),
            Arrangement::PagePerTile { tile_mm, bleed_mm } => {
                Layout::page_per_tile(tile_mm, bleed_mm)
            }
        }
    }
}

/// What a print is asked to be.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PrintOptions {
    /// How the tiles stand on the pages.
    pub arrangement: Arrangement,
    /// Whether each page of fronts is followed by its page of backs.
    pub backs: bool,
    /// Whether each tile on a sheet has its label; one tile a page never has.
    pub labels: bool,
    /// The colour written: plain RGB, or with an sRGB output intent.
    pub colour: Colour,
    /// Whether every back is alike (the default) or each expansion's own.
    pub back_choice: BackChoice,
}

/// Why a print could not be made.
#[derive(Debug, Clone, PartialEq)]
pub enum PrintError {
    /// The sheet cannot be laid out as asked.
    Layout(LayoutError),
    /// The edition shown counts no copy of any tile.
    NoTiles,
    /// A tile's own picture cannot be read or drawn.
    Picture(RenderError),
    /// The PDF library could not finish the document.
    Pdf(String),
}

impl fmt::Display for PrintError {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PrintError::Layout(error) => write!(formatter, "{error}"),
            PrintError::NoTiles => write!(formatter, "the edition counts no tile to print"),
            PrintError::Picture(error) => write!(formatter, "{error}"),
            PrintError::Pdf(message) => write!(formatter, "cannot write the PDF: {message}"),
        }
    }
}

impl std::error::Error for PrintError {}

/// Every tile of `catalog` to print, as many times as `edition` counts it
/// ([`Catalog::copies`]'s rule). `catalog` is the one [`Catalog::in_edition`] gives for the same
/// `edition`.
///
/// ```
/// let catalog = tilecat::tables::CATALOG.in_edition(None).unwrap();
/// let copies = tilecat::output::print::copies(&catalog, None);
/// // 72 of the base game, 8 of the Flier and the 6 Crop Circles tiles.
/// assert_eq!(copies.iter().map(|copies| usize::from(copies.count)).sum::<usize>(), 86);
/// ```
pub fn copies<'a>(catalog: &'a Catalog, edition: Option<&str>) -> Vec<Copies<'a>> {
    catalog.copies(edition).collect()
}

/// Why [`chosen`] cannot choose the tiles asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownTiles(pub Vec<String>);

impl fmt::Display for UnknownTiles {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names: Vec<String> = self
            .0
            .iter()
            .map(|id| format!("`{}`", visible(id)))
            .collect();
        write!(
            formatter,
            "the edition printed has no tile {}",
            names.join(", ")
        )
    }
}

impl std::error::Error for UnknownTiles {}

/// The copies of `copies` to print: only the tiles whose ids `tiles` names, if it names any
/// (in the order of `copies`), and one copy of each if `one_each`; or the ids that name no tile
/// of `copies`.
pub fn chosen<'a>(
    copies: Vec<Copies<'a>>,
    tiles: &[String],
    one_each: bool,
) -> Result<Vec<Copies<'a>>, UnknownTiles> {
    let unknown: Vec<String> = tiles
        .iter()
        .filter(|id| !copies.iter().any(|copies| *copies.tile.id == ***id))
        .cloned()
        .collect();
    if !unknown.is_empty() {
        return Err(UnknownTiles(unknown));
    }
    Ok(copies
        .into_iter()
        .filter(|copies| tiles.is_empty() || tiles.iter().any(|id| *copies.tile.id == **id))
        .map(|copies| Copies {
            count: if one_each { 1 } else { copies.count },
            ..copies
        })
        .collect())
}

/// The label printed beside a tile: its letter and its expansion's name, such as
/// `A · The Flier`, with control and hidden characters written as escapes
/// ([`visible`]).
pub fn label(tile: &Tile, expansion: Option<&Expansion>) -> String {
    let name = expansion.map_or(tile.expansion.as_ref(), |expansion| expansion.name.as_ref());
    format!("{} · {}", visible(&tile.letter), visible(name))
}

/// The PDF of every copy in `copies`, laid out as `options` asks, each tile that names a
/// picture of its own in `pictures` printed with that picture, scaled to 300 pixels an inch.
///
/// ```
/// use tilecat::output::print::{Arrangement, Colour, Marks, Paper, PrintOptions, SheetOptions, copies, print};
/// use tilecat::output::render::FromData;
/// let catalog = tilecat::tables::CATALOG.in_edition(None).unwrap();
/// let sheet = SheetOptions { paper: Paper::A4, tile_mm: 45.0, bleed_mm: None, marks: Marks::Crop };
/// let options = PrintOptions {
///     arrangement: Arrangement::Sheet(sheet),
///     backs: false,
///     labels: true,
///     colour: Colour::Rgb,
///     back_choice: Default::default(),
/// };
/// let pdf = print(&copies(&catalog, None), &options, &FromData).unwrap();
/// assert!(pdf.starts_with(b"%PDF-"));
/// ```
pub fn print(
    copies: &[Copies<'_>],
    options: &PrintOptions,
    pictures: &dyn Pictures,
) -> Result<Vec<u8>, PrintError> {
    let layout = options.arrangement.layout().map_err(PrintError::Layout)?;
    if copies.iter().all(|copies| copies.count == 0) {
        return Err(PrintError::NoTiles);
    }
    pdf::document(&layout, copies, options, pictures)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_write_control_characters_as_escapes() {
        let mut tile = crate::tables::FLIER_H.clone();
        tile.letter = "A\u{7}\nX".into();
        let label = label(&tile, None);
        assert!(!label.chars().any(char::is_control), "{label}");
        assert_eq!(label, "A\\u{7}\\nX · flier");
    }

    #[test]
    fn tiles_asked_for_are_chosen_and_one_each_prints_one_copy() {
        let catalog = crate::tables::CATALOG.in_edition(None).unwrap();
        let all = copies(&catalog, None);
        let asked = vec!["base-D".to_owned(), "flier-A".to_owned()];
        let some = chosen(all.clone(), &asked, false).unwrap();
        let ids: Vec<&str> = some.iter().map(|copies| &*copies.tile.id).collect();
        assert_eq!(ids, ["base-D", "flier-A"]);
        assert!(some[0].count > 1);
        let once = chosen(all.clone(), &[], true).unwrap();
        assert_eq!(once.len(), all.len());
        assert!(once.iter().all(|copies| copies.count == 1));
        assert_eq!(
            chosen(all, &["base-ZZ".to_owned()], false).map(|_| ()),
            Err(UnknownTiles(vec!["base-ZZ".to_owned()]))
        );
    }

    #[test]
    fn an_edition_prints_the_copies_it_counts() {
        let catalog = crate::tables::CATALOG.in_edition(Some("C1")).unwrap();
        let printed = copies(&catalog, Some("C1"));
        assert!(!printed.is_empty());
        for copies in &printed {
            assert_eq!(copies.count, copies.tile.counts.get("C1"));
            assert!(copies.count > 0);
        }
    }
}
