//! A data file after parsing: its source, with spans, and what it holds; and the one place
//! that tells what kind of data file a path and its text are ([`FileKind::of`]).

use std::path::Path;

use crate::input::schema::BOARD_SCHEMA;
use crate::input::source::SourceFile;
use crate::model::{Expansion, Tile};

/// What a data file holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Content {
    /// A tile file, such as `data/flier/tiles/A.toml`.
    Tile(Tile),
    /// An expansion manifest, `expansion.toml`.
    Expansion(Expansion),
}

/// A data file that parsed and passed its schema: its source text with the span of every key
/// and value, and the typed model built from it.
#[derive(Debug, Clone)]
pub struct Document {
    /// The file's path, text and spans.
    pub source: SourceFile,
    /// The typed content.
    pub content: Content,
}

/// The file name of an expansion manifest.
pub const EXPANSION_MANIFEST: &str = "expansion.toml";

/// What a data file holds, told by its name and its text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    /// A tile: any `*.toml` file other than `expansion.toml` that is not a board.
    Tile,
    /// An expansion manifest: `expansion.toml`.
    Expansion,
    /// A board file: tiles of the catalog placed on a board, with meeples; not catalog data.
    Board,
}

impl FileKind {
    /// The kind of the data file at `path` holding `text`: `expansion.toml` is an expansion
    /// manifest whatever it holds; any other file is a board when its `#:schema` line names the
    /// board schema or, without such a line, when it has a board's own entries (`[[tiles]]`,
    /// `[[meeples]]` or a top-level `last`, `tiles` or `meeples` key) and no top-level `id`,
    /// which every tile has; else a tile.
    pub fn of(path: &Path, text: &str) -> FileKind {
        if names_manifest(path) {
            FileKind::Expansion
        } else if holds_board(text) {
            FileKind::Board
        } else {
            FileKind::Tile
        }
    }
}

/// Whether `path` names an expansion manifest ([`EXPANSION_MANIFEST`]), whatever it holds.
pub fn names_manifest(path: &Path) -> bool {
    path.file_name()
        .is_some_and(|name| name == EXPANSION_MANIFEST)
}

/// Whether `text` is a board file's, as [`FileKind::of`] tells it.
fn holds_board(text: &str) -> bool {
    let (mut top_level, mut entries, mut id) = (true, false, false);
    for line in text.lines() {
        let line = line.trim();
        if let Some(schema) = line.strip_prefix("#:schema") {
            return schema.trim().ends_with(BOARD_SCHEMA);
        }
        if line.starts_with('[') {
            let name = line.trim_start_matches('[').split(']').next();
            entries |= matches!(name.map(str::trim), Some("tiles" | "meeples"));
            top_level = false;
        } else if top_level && let Some((key, _)) = line.split_once('=') {
            let key = key.trim();
            entries |= matches!(key, "last" | "tiles" | "meeples");
            id |= key == "id";
        }
    }
    entries && !id
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_are_told_by_their_schema_line_or_their_entries() {
        assert!(holds_board("#:schema ../schema/board.schema.json\n"));
        assert!(!holds_board(
            "#:schema ../schema/tile.schema.json\n[[tiles]]\n"
        ));
        assert!(holds_board("# a board\n[[ tiles ]]\n"));
        assert!(holds_board("last = [0, 0]\n"));
        assert!(holds_board("[[meeples]]\n"));
        assert!(!holds_board("id = \"x\"\n[[features]]\nlast = 1\n"));
        assert!(!holds_board("last = 1\nid = \"x\"\n"));
        assert!(!holds_board(""));
    }

    #[test]
    fn a_manifest_is_never_a_board() {
        let kind = |name: &str, text: &str| FileKind::of(Path::new(name), text);
        assert_eq!(kind("b.toml", "[[tiles]]\n"), FileKind::Board);
        assert_eq!(kind("A.toml", "id = \"x\"\n"), FileKind::Tile);
        assert_eq!(kind("expansion.toml", "[[tiles]]\n"), FileKind::Expansion);
    }
}
