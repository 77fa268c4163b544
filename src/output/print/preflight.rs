//! The preflight: what a print shop would reject in a print, found before anything is written.
//! A symbol drawn over a tile's ground (its expansion's mark, a pennant, a pictogram, a marker)
//! nearer the cut than the profile's safe zone, which the cut may take; a tile's own picture
//! with fewer pixels than the profile's resolution asks for at the tile's size; and, for a shop
//! that prints both sides, a print without its backs.
//!
//! [`check`] finds the problems as [`Finding`]s, typed, from the model and the scenes alone;
//! [`Finding::diagnostic`] places each in the data file it comes from, so that `tilecat print`
//! reports them as `validate` reports its own.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use crate::input::source::{Pointer, SourceFile};
use crate::model::Direction;
use crate::output::print::Copies;
use crate::output::print::profile::{FileKind, Profile, pixels};
use crate::output::render::{Geometry, MARK_SIDE, Pictures, Scene, Segment, Shape};
use crate::shared::artwork;
use crate::shared::diagnostic::{Code, Diagnostic};
use crate::shared::escape::visible;

/// What drew a symbol the cut may take.
#[derive(Debug, Clone, PartialEq)]
pub enum Symbol {
    /// The expansion's mark, in the corner its manifest names.
    Mark {
        /// The expansion's id.
        expansion: String,
        /// The corner.
        corner: Direction,
    },
    /// Another shape drawn over the ground: a pennant, a pictogram, a marker, the flier.
    Other,
}

/// One thing a print shop would reject.
#[derive(Debug, Clone, PartialEq)]
pub enum Finding {
    /// A symbol on a tile's face comes nearer its cut than the safe zone.
    SymbolNearCut {
        /// The ids of the tiles it lies on: for an expansion's mark, every tile printed that
        /// shows it so near the cut; else the one tile.
        tiles: Vec<String>,
        /// What the symbol is.
        symbol: Symbol,
        /// How far inside the cut its nearest point lies, in millimetres.
        inside_mm: f64,
        /// The profile's safe zone, in millimetres.
        safe_mm: f64,
    },
    /// A tile's own picture has fewer pixels than the tile needs at the profile's resolution.
    PictureTooSmall {
        /// The tile's id.
        tile: String,
        /// The picture's file.
        file: PathBuf,
        /// Its width and height, in pixels.
        side: u32,
        /// The width and height the tile needs, in pixels.
        needs: u32,
        /// The profile's resolution, in pixels an inch.
        dpi: u32,
    },
    /// The shop prints both sides and the print has no backs.
    MissingBack {
        /// Who prints it.
        printer: &'static str,
    },
}

/// Where the data files lie: what [`Finding::diagnostic`] places a finding in.
pub trait Places {
    /// The source of the tile file declaring `tile`, if known.
    fn tile(&self, tile: &str) -> Option<&SourceFile>;
    /// The source of the manifest declaring `expansion`, if known.
    fn expansion(&self, expansion: &str) -> Option<&SourceFile>;
}

/// Everything in `copies` that the shop of `profile` would reject, printed with `backs` or not,
/// each tile's own picture taken from `pictures`: each tile once, in the order of `copies`.
/// Nothing for a home sheet.
pub fn check(
    copies: &[Copies<'_>],
    profile: &Profile,
    backs: bool,
    pictures: &dyn Pictures,
) -> Vec<Finding> {
    // A home print has no shop to reject it.
    if matches!(profile.kind, FileKind::Sheet(_)) {
        return Vec::new();
    }
    let mut findings = Vec::new();
    if profile.both_sides && !backs {
        findings.push(Finding::MissingBack {
            printer: profile.printer,
        });
    }
    let mut seen = HashSet::new();
    for copies in copies {
        if !seen.insert(&*copies.tile.id) {
            continue;
        }
        let tile = copies.tile.id.to_string();
        match pictures.file(copies.tile) {
            Some(file) => {
                let needs = pixels(profile.trim_mm, profile.dpi);
                // A picture that cannot be read or inspected is the printing's own error.
                let side = pictures
                    .read(copies.tile)
                    .ok()
                    .and_then(|bytes| artwork::inspect(&bytes).ok())
                    .map(|header| header.side);
                if let Some(side) = side.filter(|&side| side < needs) {
                    findings.push(Finding::PictureTooSmall {
                        tile,
                        file,
                        side,
                        needs,
                        dpi: profile.dpi,
                    });
                }
            }
            None if profile.safe_mm > 0.0 => {
                for (symbol, inside_mm) in near_cut(copies, profile) {
                    add_near_cut(&mut findings, tile.clone(), symbol, inside_mm, profile);
                }
            }
            None => {}
        }
    }
    findings
}

/// Adds to `findings` that `symbol` lies `inside_mm` inside the cut of `tile`: to the finding
/// of the same mark on other tiles if there is one (keeping the nearest distance), so that one
/// expansion's mark is one finding.
fn add_near_cut(
    findings: &mut Vec<Finding>,
    tile: String,
    symbol: Symbol,
    inside_mm: f64,
    profile: &Profile,
) {
    if matches!(symbol, Symbol::Mark { .. }) {
        for finding in findings.iter_mut() {
            if let Finding::SymbolNearCut {
                tiles,
                symbol: found,
                inside_mm: nearest,
                ..
            } = finding
                && *found == symbol
            {
                tiles.push(tile);
                *nearest = nearest.min(inside_mm);
                return;
            }
        }
    }
    findings.push(Finding::SymbolNearCut {
        tiles: vec![tile],
        symbol,
        inside_mm,
        safe_mm: profile.safe_mm,
    });
}

/// The symbols of `copies`' tile, drawn from its data, that lie nearer its cut than the safe
/// zone of `profile`, with how far inside the cut each lies: its mark first, then the nearest
/// of the other symbols, if any is too near.
fn near_cut(copies: &Copies<'_>, profile: &Profile) -> impl Iterator<Item = (Symbol, f64)> {
    let scene = Scene::printed(copies.tile, Some(copies.expansion));
    let in_parts: HashSet<usize> = scene
        .parts
        .iter()
        .flat_map(|part| part.shapes.clone())
        .collect();
    let too_near = |margin: f32| {
        Some(f64::from(margin) * profile.trim_mm).filter(|&inside| inside < profile.safe_mm)
    };
    // The mark is a square the picture fills, not a shape of the scene.
    let mark = scene.mark.as_ref().and_then(|spot| {
        let corner = copies.expansion.symbol.as_ref()?.corner;
        let top_left = spot.top_left();
        let margin = top_left
            .x
            .min(top_left.y)
            .min(1.0 - top_left.x - MARK_SIDE)
            .min(1.0 - top_left.y - MARK_SIDE);
        let inside = too_near(margin)?;
        Some((
            Symbol::Mark {
                expansion: copies.expansion.id.to_string(),
                corner,
            },
            inside,
        ))
    });
    let other = scene
        .shapes
        .iter()
        .enumerate()
        .filter(|(index, _)| !in_parts.contains(index))
        .filter_map(|(_, shape)| margin(shape))
        .reduce(f32::min)
        .and_then(too_near)
        .map(|inside| (Symbol::Other, inside));
    mark.into_iter().chain(other)
}

/// How far inside the tile's edge the painted extent of `shape` comes, in tile widths (its
/// outline's bounding box, the stroke's half width around it); `None` for a shape painted with
/// nothing.
fn margin(shape: &Shape) -> Option<f32> {
    if shape.style.fill.is_none() && shape.style.stroke.is_none() {
        return None;
    }
    let reach = shape.style.stroke.map_or(0.0, |stroke| stroke.width / 2.0);
    let (mut low, mut high) = ((f32::MAX, f32::MAX), (f32::MIN, f32::MIN));
    let mut take = |x: f32, y: f32, r: f32| {
        low = (low.0.min(x - r), low.1.min(y - r));
        high = (high.0.max(x + r), high.1.max(y + r));
    };
    match &shape.geometry {
        Geometry::Circle { centre, radius } => take(centre.x, centre.y, radius + reach),
        Geometry::Path(segments) => {
            for segment in segments {
                let points: &[_] = match segment {
                    Segment::MoveTo(p) | Segment::LineTo(p) => &[*p],
                    Segment::QuadTo(c, p) => &[*c, *p],
                    Segment::CubicTo(c1, c2, p) => &[*c1, *c2, *p],
                    Segment::Close => &[],
                };
                for point in points {
                    take(point.x, point.y, reach);
                }
            }
        }
    }
    (low.0 <= high.0).then(|| low.0.min(low.1).min(1.0 - high.0).min(1.0 - high.1))
}

impl Finding {
    /// Its code.
    pub fn code(&self) -> Code {
        match self {
            Finding::SymbolNearCut { .. } => Code::SymbolNearCut,
            Finding::PictureTooSmall { .. } => Code::PictureBelowResolution,
            Finding::MissingBack { .. } => Code::MissingBack,
        }
    }

    /// The finding as a diagnostic in the data file it comes from, found in `places` (`out`,
    /// the file or folder the print would write, for a print without its backs).
    pub fn diagnostic(&self, places: &dyn Places, out: &Path) -> Diagnostic {
        match self {
            Finding::SymbolNearCut {
                tiles,
                symbol: Symbol::Mark { expansion, corner },
                inside_mm,
                safe_mm,
            } => {
                let tiles = named_tiles(tiles);
                let source = places.expansion(expansion);
                let pointer = Pointer::root().key("symbol").key("corner");
                Diagnostic::error(
                    self.code(),
                    source.map_or_else(|| PathBuf::from(expansion), |s| s.path.clone()),
                    format!(
                        "the symbol of `{expansion}` in its {} corner lies \
                         {inside_mm:.1} mm inside the cut of {tiles}, within the \
                         {safe_mm:.1} mm safe zone the shop may cut into",
                        corner.name()
                    ),
                )
                .with_span(source.and_then(|source| source.value_span(&pointer)))
                .with_help(format!(
                    "draw the mark at least {safe_mm:.1} mm inside the cut, or print with a \
                     profile whose safe zone it keeps"
                ))
            }
            Finding::SymbolNearCut {
                tiles,
                symbol: Symbol::Other,
                inside_mm,
                safe_mm,
            } => {
                let tile = tiles.first().map_or("", String::as_str);
                let source = places.tile(tile);
                Diagnostic::error(
                    self.code(),
                    source.map_or_else(|| PathBuf::from(tile), |s| s.path.clone()),
                    format!(
                        "a symbol on tile `{tile}` lies {inside_mm:.1} mm inside its cut, \
                         within the {safe_mm:.1} mm safe zone the shop may cut into"
                    ),
                )
                .with_span(source.and_then(|source| source.key_span(&Pointer::root().key("id"))))
                .with_help(format!(
                    "give the tile a picture of its own that keeps its symbols {safe_mm:.1} mm \
                     inside the cut"
                ))
            }
            Finding::PictureTooSmall {
                tile,
                file,
                side,
                needs,
                dpi,
            } => {
                let source = places.tile(tile);
                Diagnostic::error(
                    self.code(),
                    source.map_or_else(|| file.clone(), |s| s.path.clone()),
                    format!(
                        "the picture of tile `{tile}` ({}) is {side}×{side} px, under the \
                         {needs}×{needs} px the tile needs at {dpi} pixels an inch",
                        file.display()
                    ),
                )
                .with_span(
                    source.and_then(|source| source.value_span(&Pointer::root().key("picture"))),
                )
                .with_help(format!(
                    "give a picture of at least {needs}×{needs} px; a smaller one prints blurred"
                ))
            }
            Finding::MissingBack { printer } => Diagnostic::error(
                self.code(),
                out,
                format!("{printer} prints both sides of every tile, and this print has no backs"),
            )
            .with_help("add `--backs`"),
        }
    }
}

/// The tiles of `ids` as a message names them: `tile `a``, `tiles `a` and `b``, or `tiles `a`,
/// `b` and `c``.
fn named_tiles(ids: &[String]) -> String {
    let quoted: Vec<String> = ids.iter().map(|id| format!("`{}`", visible(id))).collect();
    match quoted.as_slice() {
        [] => "no tile".to_owned(),
        [one] => format!("tile {one}"),
        [rest @ .., last] => format!("tiles {} and {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::print::copies;
    use crate::output::print::profile::named;
    use crate::output::render::FromData;

    #[test]
    fn the_flier_s_mark_is_named_once_for_its_tiles_0_9_mm_inside_the_cut() {
        let catalog = crate::tables::CATALOG.in_edition(None).unwrap();
        let printed = copies(&catalog, None);
        let shop = named("thegamecrafter").unwrap();
        // On a 45 mm tile the mark stands 4.05 mm inside the cut, clear of the safe zone.
        let marked = |findings: &[Finding]| {
            findings.iter().any(|finding| {
                matches!(
                    finding,
                    Finding::SymbolNearCut {
                        symbol: Symbol::Mark { .. },
                        ..
                    }
                )
            })
        };
        assert!(!marked(&check(&printed, shop, false, &FromData)));
        // On a 10 mm tile, 0.9 mm.
        let profile = &Profile {
            trim_mm: 10.0,
            ..*shop
        };
        let findings = check(&printed, profile, false, &FromData);
        let marks: Vec<_> = findings
            .iter()
            .filter_map(|finding| match finding {
                Finding::SymbolNearCut {
                    tiles,
                    symbol: Symbol::Mark { expansion, corner },
                    inside_mm,
                    ..
                } => Some((tiles, expansion, corner, inside_mm)),
                _ => None,
            })
            .collect();
        assert_eq!(marks.len(), 1, "{findings:#?}");
        let (tiles, expansion, corner, inside_mm) = marks[0];
        assert_eq!((expansion.as_str(), *corner), ("flier", Direction::SE));
        assert_eq!(tiles.len(), 8);
        assert!((inside_mm - 0.9).abs() < 0.05, "{inside_mm}");
        // A home sheet has no shop to reject it.
        assert!(check(&printed, named("a4").unwrap(), false, &FromData).is_empty());
    }

    #[test]
    fn a_shop_that_prints_both_sides_misses_the_backs_of_a_print_without_them() {
        let catalog = crate::tables::CATALOG.in_edition(None).unwrap();
        let base: Vec<_> = copies(&catalog, None)
            .into_iter()
            .filter(|copies| copies.tile.expansion == "base")
            .collect();
        let profile = named("mbprint").unwrap();
        let without = check(&base, profile, false, &FromData);
        assert!(without.contains(&Finding::MissingBack {
            printer: "MB Print"
        }));
        let with = check(&base, profile, true, &FromData);
        assert!(
            !with
                .iter()
                .any(|finding| matches!(finding, Finding::MissingBack { .. }))
        );
    }

    #[test]
    fn tiles_are_named_as_a_list() {
        let ids = |ids: &[&str]| ids.iter().map(|id| id.to_string()).collect::<Vec<_>>();
        assert_eq!(named_tiles(&ids(&["a"])), "tile `a`");
        assert_eq!(
            named_tiles(&ids(&["a", "b", "c"])),
            "tiles `a`, `b` and `c`"
        );
    }
}
