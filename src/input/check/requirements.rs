//! What an expansion states about its tiles in its `requires` (E038 unmet-requirement).
//!
//! The rules, one per [`TileRequirement`]:
//!
//! - `every-tile-has-a-flier`: every tile of the expansion has a `flier`; each tile without one
//!   is reported at its `id`.
//! - `one-start-tile`: exactly one tile of the expansion has `start = true`; every start tile
//!   after the first (in file order) is reported at its `start`, and an expansion with none is
//!   reported at the requirement in its manifest.
//!
//! A requirement binds the tiles of its own expansion only, and only when the manifest stating
//! it is among the files checked; an expansion with no start tile is reported only when the run
//! holds all of its tiles.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use crate::input::document::{Content, Document};
use crate::input::source::SourceFile;
use crate::model::{Expansion, Tile, TileRequirement};
use crate::shared::diagnostic::{Code, Diagnostic};

use super::{error_at, top};

/// Checks every requirement of every expansion among `documents` against its tiles; that one of
/// them is a start tile only for the expansions held `whole` (by the paths of their manifests).
pub fn check(documents: &[Document], whole: &HashSet<PathBuf>, diagnostics: &mut Vec<Diagnostic>) {
    for document in documents {
        let Content::Expansion(expansion) = &document.content else {
            continue;
        };
        let tiles: Vec<(&SourceFile, &Tile)> = documents
            .iter()
            .filter_map(|other| match &other.content {
                Content::Tile(tile) if tile.expansion == expansion.id => {
                    Some((&other.source, tile))
                }
                _ => None,
            })
            .collect();
        for (index, requirement) in expansion.requires.iter().enumerate() {
            let stated = Stated {
                source: &document.source,
                expansion,
                index,
                whole: whole.contains(&document.source.path),
            };
            match requirement {
                TileRequirement::EveryTileHasAFlier => {
                    every_tile_has_a_flier(&stated, &tiles, diagnostics)
                }
                TileRequirement::OneStartTile => one_start_tile(&stated, &tiles, diagnostics),
            }
        }
    }
}

/// Where a requirement is stated: the manifest, its expansion and the place in `requires`.
struct Stated<'a> {
    source: &'a SourceFile,
    expansion: &'a Expansion,
    index: usize,
    /// Whether every tile of the expansion is among the documents.
    whole: bool,
}

impl Stated<'_> {
    fn path(&self) -> &Path {
        &self.source.path
    }
}

fn every_tile_has_a_flier(
    stated: &Stated,
    tiles: &[(&SourceFile, &Tile)],
    diagnostics: &mut Vec<Diagnostic>,
) {
    for (source, tile) in tiles {
        if tile.flier.is_some() {
            continue;
        }
        diagnostics.push(
            error_at(
                source,
                &top("id"),
                Code::UnmetRequirement,
                format!(
                    "tile `{}` has no flying machine, but expansion `{}` requires every tile to \
                     have one ({})",
                    tile.id,
                    stated.expansion.id,
                    stated.path().display()
                ),
            )
            .with_help("add the flying machine, such as `flier = { direction = \"W\" }`"),
        );
    }
}

fn one_start_tile(
    stated: &Stated,
    tiles: &[(&SourceFile, &Tile)],
    diagnostics: &mut Vec<Diagnostic>,
) {
    let mut starts = tiles.iter().filter(|(_, tile)| tile.start);
    let Some((first_source, first)) = starts.next() else {
        if !stated.whole {
            return;
        }
        diagnostics.push(
            error_at(
                stated.source,
                &top("requires").index(stated.index),
                Code::UnmetRequirement,
                format!(
                    "expansion `{}` requires exactly one start tile, but none of its tiles is one",
                    stated.expansion.id
                ),
            )
            .with_help("mark the start tile with `start = true` in its file"),
        );
        return;
    };
    for (source, tile) in starts {
        diagnostics.push(
            error_at(
                source,
                &top("start"),
                Code::UnmetRequirement,
                format!(
                    "tile `{}` is a second start tile: expansion `{}` requires exactly one, and \
                     `{}` ({}) is already the start tile",
                    tile.id,
                    stated.expansion.id,
                    first.id,
                    first_source.path.display()
                ),
            )
            .with_help("remove `start = true` from all but one tile"),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::check::testing::{codes, flier, flier_text, flier_with, run_on_documents};

    fn run(documents: &[Document]) -> Vec<Diagnostic> {
        run_on_documents(documents, |documents, diagnostics| {
            check(
                documents,
                &crate::input::check::Scope::whole(documents).whole,
                diagnostics,
            )
        })
    }

    #[test]
    fn the_bundled_flier_has_a_flying_machine_on_every_tile() {
        assert_eq!(run(&flier()), Vec::new());
    }

    #[test]
    fn a_flier_tile_without_its_flying_machine_is_reported() {
        let text = flier_text("C").replace("flier = { direction = \"W\" }\n", "");
        let diagnostics = run(&flier_with("C", &text));
        assert_eq!(codes(&diagnostics), [Code::UnmetRequirement]);
        assert_eq!(
            diagnostics[0].message,
            "tile `flier-C` has no flying machine, but expansion `flier` requires every tile to \
             have one (data/flier/expansion.toml)"
        );
        assert_eq!(diagnostics[0].file, Path::new("data/flier/tiles/C.toml"));
    }

    #[test]
    fn a_start_tile_is_required_once() {
        let mut documents = flier();
        let Content::Expansion(expansion) = &mut documents[0].content else {
            panic!("the manifest comes first");
        };
        expansion.requires = vec![TileRequirement::OneStartTile].into();
        let diagnostics = run(&documents);
        assert_eq!(codes(&diagnostics), [Code::UnmetRequirement]);
        assert_eq!(diagnostics[0].file, Path::new("data/flier/expansion.toml"));
        for letter in ["A", "B"] {
            let Some(document) = documents
                .iter_mut()
                .find(|document| document.source.path.ends_with(format!("{letter}.toml")))
            else {
                panic!("tile {letter} is bundled");
            };
            let Content::Tile(tile) = &mut document.content else {
                panic!("{letter}.toml is a tile");
            };
            tile.start = true;
        }
        let diagnostics = run(&documents);
        assert_eq!(codes(&diagnostics), [Code::UnmetRequirement]);
        assert_eq!(diagnostics[0].file, Path::new("data/flier/tiles/B.toml"));
        assert!(diagnostics[0].message.contains("`flier-A`"));
    }
}
