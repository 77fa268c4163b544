//! The expansion manifests of a run: found beside the tiles that need one when no path named
//! holds it, and which expansions the run holds whole.
//!
//! A tile names its expansion; the manifest declaring it is usually among the files read (as
//! with `tilecat validate data`). When it is not, as with `tilecat validate
//! data/flier/tiles/A.toml`, it is looked for where the data's layout puts it: `expansion.toml`
//! in the tile's folder, then in the folder above (`data/flier/tiles/A.toml` →
//! `data/flier/expansion.toml`). A tile with neither is an error (E047 missing-manifest), so that
//! no tile is checked against nothing; a tile whose manifest is there but does not load is left
//! to the manifest's own errors.

use std::collections::HashSet;
use std::path::{Component, Path, PathBuf};

use crate::input::check::Scope;
use crate::input::document::{Content, Document, EXPANSION_MANIFEST};
use crate::input::source::Pointer;
use crate::model::Tile;
use crate::shared::diagnostic::{Code, Diagnostic};

/// The manifests of the tiles whose expansion no manifest among the documents declares.
#[derive(Debug, Default)]
pub struct Found {
    /// The manifests to read, each once: those not read already.
    pub unread: Vec<PathBuf>,
    /// Each such tile's path with the path of its manifest.
    pub owners: Vec<(PathBuf, PathBuf)>,
}

/// Finds the manifests of the tiles among `documents` whose expansion no manifest among them
/// declares: for each such tile, the nearest of its [`candidates`] that `exists`, to be read
/// unless it was `read` already (then it failed to load, or it declares another expansion). A
/// tile with no candidate gets E047 at its `expansion`.
pub fn find(
    documents: &[Document],
    read: &[PathBuf],
    exists: impl Fn(&Path) -> bool,
    diagnostics: &mut Vec<Diagnostic>,
) -> Found {
    let declared: HashSet<&str> = documents
        .iter()
        .filter_map(|document| match &document.content {
            Content::Expansion(expansion) => Some(expansion.id.as_ref()),
            Content::Tile(_) => None,
        })
        .collect();
    // Canonical, to tell a file read under another name; made once a tile needs it.
    let mut canonical_read: Option<HashSet<PathBuf>> = None;
    let mut found = Found::default();
    for document in documents {
        let Content::Tile(tile) = &document.content else {
            continue;
        };
        if declared.contains(tile.expansion.as_ref()) {
            continue;
        }
        let candidates = candidates(&document.source.path);
        let Some(manifest) = candidates.iter().find(|candidate| exists(candidate)) else {
            diagnostics.push(missing(document, tile, &candidates));
            continue;
        };
        let canonical_read =
            canonical_read.get_or_insert_with(|| read.iter().map(|path| canonical(path)).collect());
        if !canonical_read.contains(&canonical(manifest)) && !found.unread.contains(manifest) {
            found.unread.push(manifest.clone());
        }
        found
            .owners
            .push((document.source.path.clone(), manifest.clone()));
    }
    found
}

/// What the run holds of its expansions, from the documents that loaded, the paths `named`, the
/// files that `failed` to load and the manifests `found` for tiles. An expansion is held whole
/// when its manifest's folder is one of the folders named or lies inside one, and no file under
/// it failed: naming a tile, or the tiles folder, holds only part of it. A tile whose manifest
/// was found but failed to load is left unchecked against the expansions declared.
pub fn scope(
    documents: &[Document],
    named: &[PathBuf],
    failed: &[PathBuf],
    found: &Found,
) -> Scope {
    let named: Vec<PathBuf> = named
        .iter()
        .filter(|path| path.is_dir())
        .map(|path| canonical(path))
        .collect();
    let failed: Vec<PathBuf> = failed.iter().map(|path| canonical(path)).collect();
    let whole = documents
        .iter()
        .filter(|document| matches!(document.content, Content::Expansion(_)))
        .map(|document| &document.source.path)
        .filter(|manifest| {
            let folder = canonical(manifest.parent().unwrap_or(Path::new(".")));
            named.iter().any(|named| folder.starts_with(named))
                && !failed.iter().any(|file| file.starts_with(&folder))
        })
        .cloned()
        .collect();
    let unchecked = found
        .owners
        .iter()
        .filter(|(_, manifest)| failed.contains(&canonical(manifest)))
        .map(|(tile, _)| tile.clone())
        .collect();
    Scope { whole, unchecked }
}

/// Where the manifest of the tile file at `tile` may lie, nearest first: `expansion.toml` in the
/// tile's folder, then in the folder above it.
fn candidates(tile: &Path) -> Vec<PathBuf> {
    let folder = non_empty(tile.parent());
    let above = match folder.components().next_back() {
        _ if folder == Path::new(".") => Some(PathBuf::from("..")),
        Some(Component::Normal(_)) => Some(non_empty(folder.parent())),
        Some(Component::CurDir | Component::ParentDir) => Some(folder.join("..")),
        _ => None,
    };
    std::iter::once(folder)
        .chain(above)
        .map(|folder| folder.join(EXPANSION_MANIFEST))
        .collect()
}

/// `folder`, or `.` when it is empty or absent (the parent of a bare file name).
fn non_empty(folder: Option<&Path>) -> PathBuf {
    match folder {
        Some(folder) if !folder.as_os_str().is_empty() => folder.to_owned(),
        _ => PathBuf::from("."),
    }
}

/// A tile whose manifest is nowhere to be found, at its `expansion`.
fn missing(document: &Document, tile: &Tile, candidates: &[PathBuf]) -> Diagnostic {
    let looked: Vec<String> = candidates
        .iter()
        .map(|candidate| format!("`{}`", candidate.display()))
        .collect();
    Diagnostic::error(
        Code::MissingManifest,
        &document.source.path,
        format!(
            "no manifest declares expansion `{}` of tile `{}`: looked for {}",
            tile.expansion,
            tile.id,
            looked.join(" and ")
        ),
    )
    .with_span(
        document
            .source
            .value_span(&Pointer::root().key("expansion")),
    )
    .with_help(format!(
        "add the manifest with `id = \"{}\"` as `{}` (the folder above the tiles), or name it \
         on the command line",
        tile.expansion,
        candidates
            .last()
            .map_or(Path::new(EXPANSION_MANIFEST), PathBuf::as_path)
            .display()
    ))
}

/// `path` with its links and `..` resolved, or as it is when it cannot be (it is not on disk).
fn canonical(path: &Path) -> PathBuf {
    std::fs::canonicalize(path).unwrap_or_else(|_| path.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tile_looks_beside_itself_then_one_folder_up() {
        let paths = |tile: &str| -> Vec<String> {
            candidates(Path::new(tile))
                .iter()
                .map(|path| path.display().to_string())
                .collect()
        };
        assert_eq!(
            paths("data/flier/tiles/A.toml"),
            [
                "data/flier/tiles/expansion.toml",
                "data/flier/expansion.toml"
            ]
        );
        assert_eq!(
            paths("tiles/A.toml"),
            ["tiles/expansion.toml", "./expansion.toml"]
        );
        assert_eq!(paths("A.toml"), ["./expansion.toml", "../expansion.toml"]);
        assert_eq!(paths("/A.toml"), ["/expansion.toml"]);
    }
}
