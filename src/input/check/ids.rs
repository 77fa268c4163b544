//! Tile and expansion ids, and tile file names (E021 duplicate-id, E022 file-name-mismatch).
//!
//! The rules: tile ids are unique across all files, and so are expansion ids; a tile file's name
//! agrees with its id, which is `<expansion>-<file stem>` (`data/flier/tiles/A.toml` declares
//! `id = "flier-A"` and `expansion = "flier"`).

use std::collections::HashMap;
use std::path::Path;

use crate::input::document::{Content, Document};
use crate::input::source::SourceFile;
use crate::model::{Catalog, Tile};
use crate::shared::diagnostic::{Code, Diagnostic};

use super::{error_at, top};

/// The id of `catalog`'s tile that `id` was meant to name: the one that differs from it only in
/// case (`flier-b` for `flier-B`), else the nearest, when exactly one is nearest and at most two
/// edits away.
pub fn nearest_tile<'c>(catalog: &'c Catalog, id: &str) -> Option<&'c str> {
    nearest_id(id, catalog.tiles.iter().map(|tile| tile.id.as_ref()))
}

/// The id of `known` that `id` was meant to name: the one that differs from it only in case
/// (`flier-b` for `flier-B`), else the nearest, when exactly one is nearest and at most two edits
/// away.
pub(crate) fn nearest_id<'k>(
    id: &str,
    known: impl IntoIterator<Item = &'k str> + Clone,
) -> Option<&'k str> {
    if let Some(same) = known
        .clone()
        .into_iter()
        .find(|known| known.eq_ignore_ascii_case(id))
    {
        return Some(same);
    }
    let distances: Vec<(usize, &str)> = known
        .into_iter()
        .map(|known| (strsim::osa_distance(id, known), known))
        .filter(|&(distance, _)| distance <= 2)
        .collect();
    let best = distances.iter().map(|&(distance, _)| distance).min()?;
    match distances
        .iter()
        .filter(|&&(distance, _)| distance == best)
        .collect::<Vec<_>>()[..]
    {
        [&(_, id)] => Some(id),
        _ => None,
    }
}

/// Checks that ids are unique across `documents`.
pub fn check(documents: &[Document], diagnostics: &mut Vec<Diagnostic>) {
    let mut tiles: HashMap<&str, &Path> = HashMap::new();
    let mut expansions: HashMap<&str, &Path> = HashMap::new();
    for document in documents {
        let (what, id, seen) = match &document.content {
            Content::Tile(tile) => ("tile", tile.id.as_ref(), &mut tiles),
            Content::Expansion(expansion) => ("expansion", expansion.id.as_ref(), &mut expansions),
        };
        match seen.get(id) {
            Some(first) => diagnostics.push(
                error_at(
                    &document.source,
                    &top("id"),
                    Code::DuplicateId,
                    format!(
                        "{what} id `{id}` is already declared in {}",
                        first.display()
                    ),
                )
                .with_help(format!("give each {what} its own id"))
                .concerning(*first),
            ),
            None => {
                seen.insert(id, &document.source.path);
            }
        }
    }
}

/// Checks that `tile`'s id is its expansion, a hyphen and its file's stem. The checks run it only
/// on a tile whose expansion is not reported as undeclared: a misspelt expansion is one mistake,
/// reported once (E023).
pub fn check_file_name(source: &SourceFile, tile: &Tile, diagnostics: &mut Vec<Diagnostic>) {
    let Some(stem) = source.path.file_stem() else {
        return;
    };
    let stem = stem.to_string_lossy();
    let expected = format!("{}-{stem}", tile.expansion);
    if tile.id == expected {
        return;
    }
    let file = source.path.file_name().map_or_else(
        || stem.to_string(),
        |name| name.to_string_lossy().into_owned(),
    );
    // The file name the declared id asks for, when it has the `<expansion>-` prefix.
    let wanted = tile
        .id
        .strip_prefix(&format!("{}-", tile.expansion))
        .filter(|wanted| !wanted.is_empty());
    let rename = wanted
        .map(|wanted| format!(", or rename the file to `{wanted}.toml`"))
        .unwrap_or_default();
    diagnostics.push(
        error_at(
            source,
            &top("id"),
            Code::FileNameMismatch,
            format!(
                "tile id `{}` does not match its file `{file}`, where a tile of expansion `{}` \
                 has id `{expected}`",
                tile.id, tile.expansion
            ),
        )
        .with_help(if is_valid_id(&expected) {
            format!("set `id = \"{expected}\"`{rename}")
        } else {
            // The file's name makes no valid id, so only renaming the file helps.
            let wanted = wanted.unwrap_or(&tile.id);
            format!(
                "rename the file to `{wanted}.toml`: `{expected}` is no valid id (ids are 1 to 64 ASCII letters, digits, `-` and `_`)"
            )
        }),
    );
}

/// Whether `id` follows the id rule of the schemas: 1 to 64 ASCII letters, digits, `-` and `_`.
fn is_valid_id(id: &str) -> bool {
    (1..=64).contains(&id.len())
        && id
            .bytes()
            .all(|byte| byte.is_ascii_alphanumeric() || byte == b'-' || byte == b'_')
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::check::testing::{
        codes, flier, flier_text, flier_with, run_on_documents, tile_document,
    };

    fn run(documents: &[Document]) -> Vec<Diagnostic> {
        run_on_documents(documents, |documents, diagnostics| {
            for document in documents {
                if let Content::Tile(tile) = &document.content {
                    check_file_name(&document.source, tile, diagnostics);
                }
            }
            check(documents, diagnostics);
        })
    }

    #[test]
    fn bundled_ids_are_unique_and_match_their_files() {
        assert_eq!(run(&flier()), Vec::new());
    }

    #[test]
    fn a_tile_id_declared_twice_names_the_first_file() {
        let mut documents = flier();
        documents.push(tile_document("more/flier/tiles/A.toml", &flier_text("A")));
        let diagnostics = run(&documents);
        assert_eq!(codes(&diagnostics), [Code::DuplicateId]);
        assert_eq!(
            diagnostics[0].message,
            "tile id `flier-A` is already declared in data/flier/tiles/A.toml"
        );
        assert_eq!(diagnostics[0].file, Path::new("more/flier/tiles/A.toml"));
    }

    #[test]
    fn an_expansion_id_declared_twice_is_reported() {
        let mut documents = flier();
        documents.push(documents[0].clone());
        documents[10].source.path = "copy/expansion.toml".into();
        let diagnostics = run(&documents);
        assert_eq!(codes(&diagnostics), [Code::DuplicateId]);
        assert_eq!(
            diagnostics[0].message,
            "expansion id `flier` is already declared in data/flier/expansion.toml"
        );
    }

    #[test]
    fn a_tile_id_must_follow_its_file_name() {
        let text = flier_text("B").replace(r#"id = "flier-B""#, r#"id = "flier-X""#);
        let diagnostics = run(&flier_with("B", &text));
        assert_eq!(codes(&diagnostics), [Code::FileNameMismatch]);
        assert_eq!(
            diagnostics[0].message,
            "tile id `flier-X` does not match its file `B.toml`, where a tile of expansion \
             `flier` has id `flier-B`"
        );
        assert_eq!(
            diagnostics[0].help.as_deref(),
            Some(r#"set `id = "flier-B"`, or rename the file to `X.toml`"#)
        );
        let text = flier_text("B").replace(r#"id = "flier-B""#, r#"id = "B""#);
        let diagnostics = run(&flier_with("B", &text));
        assert_eq!(codes(&diagnostics), [Code::FileNameMismatch]);
        assert_eq!(
            diagnostics[0].help.as_deref(),
            Some(r#"set `id = "flier-B"`"#)
        );
    }

    #[test]
    fn a_file_name_that_makes_no_valid_id_is_not_suggested_as_one() {
        let mut documents = flier();
        let tile = documents
            .iter()
            .position(|document| document.source.path.ends_with("A.toml"))
            .unwrap();
        let text = documents[tile].source.text.clone();
        documents[tile] = tile_document("data/flier/tiles/Ä.toml", &text);
        let diagnostics = run(&documents);
        assert_eq!(codes(&diagnostics), [Code::FileNameMismatch]);
        assert_eq!(
            diagnostics[0].help.as_deref(),
            Some(
                "rename the file to `A.toml`: `flier-Ä` is no valid id (ids are 1 to 64 ASCII \
                 letters, digits, `-` and `_`)"
            )
        );
    }
}
