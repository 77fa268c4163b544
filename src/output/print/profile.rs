//! The print profiles: home sheets and the published specifications of online print shops, as a
//! table of typed values. A profile sets the tile's trim, its bleed and safe zone, the
//! resolution pictures must reach, the kind of file written and its colour; `tilecat print
//! --profile NAME` picks one by name, and nothing else in the print knows one shop from another.
//!
//! The shops' numbers come from the pages each profile cites. Where a shop asks for PDF/X, the
//! profile writes what the PDF library can: krilla (0.8) writes PDF/A with an sRGB output intent
//! and no PDF/X (its validators are for PDF/A and PDF/UA only), so such a profile writes
//! PDF/A-2b, an RGB file with a declared colour space, and says so ([`Colour::Srgb`]).

use crate::output::print::layout::Paper;

/// Millimetres in an inch.
pub const MM_PER_INCH: f64 = 25.4;

/// An eighth of an inch, the bleed and safe zone of the shops that measure in inches, in
/// millimetres.
const EIGHTH_INCH_MM: f64 = MM_PER_INCH / 8.0;

/// The width and height of a Carcassonne tile, in millimetres.
const CARCASSONNE_MM: f64 = 45.0;

/// What a profile writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    /// Sheets of paper with many tiles each, for a home printer; with `--backs`, each page of
    /// fronts followed by its page of backs mirrored for long-edge duplex.
    Sheet(Paper),
    /// A PDF with one page per tile: the page is the tile's bleed box, its TrimBox the cut; with
    /// `--backs`, each front followed by its back.
    PagePerTile,
    /// One PNG per tile, its bleed included, in the folder `--out` names.
    PngPerTile,
}

/// The colour a profile writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Colour {
    /// Plain RGB, no output intent: what a home printer takes.
    Rgb,
    /// RGB with an sRGB output intent, written as PDF/A-2b; `asked` names the PDF/X standard
    /// the shop asks for, which the PDF library cannot write, if it asks for one.
    Srgb {
        /// The PDF/X standard the shop asks for, such as `PDF/X-1a:2003`.
        asked: Option<&'static str>,
    },
}

/// One print profile.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Profile {
    /// The name `--profile` takes, such as `thegamecrafter`.
    pub name: &'static str,
    /// Who prints it, as the manual and the messages say it.
    pub printer: &'static str,
    /// The page the shop's numbers come from; `None` for the home sheets.
    pub source: Option<&'static str>,
    /// The tile's width and height where it is cut, in millimetres.
    pub trim_mm: f64,
    /// How far the picture reaches past the cut, in millimetres; `None` for the default of the
    /// sheet's marks.
    pub bleed_mm: Option<f64>,
    /// How far inside the cut a symbol may come, in millimetres: the shop may cut anything
    /// nearer the edge.
    pub safe_mm: f64,
    /// The pixels an inch pictures are printed at and must reach.
    pub dpi: u32,
    /// What is written.
    pub kind: FileKind,
    /// The colour.
    pub colour: Colour,
    /// Whether the shop prints both sides, so that a print without backs would miss them.
    pub both_sides: bool,
}

/// Every profile, the home sheets first.
pub const PROFILES: &[Profile] = &[
    // Today's home print on A4: tiles spaced apart with 3 mm of bleed and crop marks.
    Profile {
        name: "a4",
        printer: "a home printer on A4",
        source: None,
        trim_mm: CARCASSONNE_MM,
        bleed_mm: None,
        safe_mm: 0.0,
        dpi: 300,
        kind: FileKind::Sheet(Paper::A4),
        colour: Colour::Rgb,
        both_sides: false,
    },
    // The same on US Letter.
    Profile {
        name: "letter",
        printer: "a home printer on US Letter",
        source: None,
        trim_mm: CARCASSONNE_MM,
        bleed_mm: None,
        safe_mm: 0.0,
        dpi: 300,
        kind: FileKind::Sheet(Paper::Letter),
        colour: Colour::Rgb,
        both_sides: false,
    },
    // The Game Crafter's uploader takes one image per face at 300 DPI with 1/8" of bleed on
    // every edge (its 825 × 1125 poker card is 2.5" × 3.5" plus that bleed) and a safe zone
    // 1/8" inside the cut: https://github.com/sffc/card-creatr-studio/issues/86 and
    // https://www.fairway3games.com/faqs-getting-started-with-the-game-crafter/ (a JPG or PNG
    // file per part, made on the shop's template).
    Profile {
        name: "thegamecrafter",
        printer: "The Game Crafter",
        source: Some("https://github.com/sffc/card-creatr-studio/issues/86"),
        trim_mm: CARCASSONNE_MM,
        bleed_mm: Some(EIGHTH_INCH_MM),
        safe_mm: EIGHTH_INCH_MM,
        dpi: 300,
        kind: FileKind::PngPerTile,
        colour: Colour::Rgb,
        both_sides: false,
    },
    // DriveThruCards: a PDF with 1/8" of bleed on all four sides built in, nothing important
    // nearer than 1/8" to a finished edge, and PDF/X-1a:2003:
    // https://onebookshelfpublisherservice.zendesk.com/hc/en-us/articles/227867607-Common-Card-Prep-Issues-Solutions
    Profile {
        name: "drivethrucards",
        printer: "DriveThruCards",
        source: Some(
            "https://onebookshelfpublisherservice.zendesk.com/hc/en-us/articles/227867607-Common-Card-Prep-Issues-Solutions",
        ),
        trim_mm: CARCASSONNE_MM,
        bleed_mm: Some(EIGHTH_INCH_MM),
        safe_mm: EIGHTH_INCH_MM,
        dpi: 300,
        kind: FileKind::PagePerTile,
        colour: Colour::Srgb {
            asked: Some("PDF/X-1a:2003"),
        },
        both_sides: false,
    },
    // MB Print: a PDF at 300 DPI, 3 mm of bleed on each side, important text and graphics at
    // least 4 mm inside the cut, one page per side with each front followed by its back; RGB
    // is converted to its CMYK: https://mbprint.pl/en/?p=658
    Profile {
        name: "mbprint",
        printer: "MB Print",
        source: Some("https://mbprint.pl/en/?p=658"),
        trim_mm: CARCASSONNE_MM,
        bleed_mm: Some(3.0),
        safe_mm: 4.0,
        dpi: 300,
        kind: FileKind::PagePerTile,
        colour: Colour::Srgb { asked: None },
        both_sides: true,
    },
];

/// The profile named `name`, if there is one.
pub fn named(name: &str) -> Option<&'static Profile> {
    PROFILES.iter().find(|profile| profile.name == name)
}

/// Whole pixels in `mm` millimetres at `dpi` pixels an inch, to the nearest.
pub fn pixels(mm: f64, dpi: u32) -> u32 {
    (mm / MM_PER_INCH * f64::from(dpi)).round() as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_found() {
        for profile in PROFILES {
            assert_eq!(named(profile.name), Some(profile));
            assert!(
                profile
                    .name
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
            );
        }
        assert_eq!(named("nowhere"), None);
    }

    #[test]
    fn every_shop_cites_its_page_and_keeps_a_safe_zone_inside_the_tile() {
        for profile in PROFILES {
            let shop = !matches!(profile.kind, FileKind::Sheet(_));
            assert_eq!(profile.source.is_some(), shop, "{}", profile.name);
            assert!(profile.safe_mm * 2.0 < profile.trim_mm);
            if shop {
                assert!(profile.bleed_mm.is_some_and(|bleed| bleed > 0.0));
            }
        }
    }

    #[test]
    fn an_eighth_of_an_inch_is_38_pixels_at_300_dpi_and_a_tile_531() {
        assert_eq!(pixels(EIGHTH_INCH_MM, 300), 38);
        assert_eq!(pixels(45.0, 300), 531);
    }
}
