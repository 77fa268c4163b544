//! What an open file holds: a data file of the catalog (a tile or an expansion manifest) or a
//! board, told by its name and its text.

use std::path::Path;

use crate::document::FileKind;
use crate::schema::BOARD;

/// What an open file holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A tile file.
    Tile,
    /// An expansion manifest, `expansion.toml`.
    Expansion,
    /// A board file: tiles of the catalog placed on a board, with meeples.
    Board,
}

impl Kind {
    /// The kind of the file at `path` holding `text`. `expansion.toml` is an expansion; any
    /// other file is a board when its `#:schema` line names the board schema or, without such a
    /// line, when it has a board's own entries (`[[tiles]]`, `[[meeples]]` or a top-level
    /// `last`, `tiles` or `meeples` key) and no top-level `id`, which every tile has; every
    /// other file is a tile.
    pub fn of(path: &Path, text: &str) -> Kind {
        if FileKind::of(path) == FileKind::Expansion {
            return Kind::Expansion;
        }
        let (mut top_level, mut entries, mut id) = (true, false, false);
        for line in text.lines() {
            let line = line.trim();
            if let Some(schema) = line.strip_prefix("#:schema") {
                return if schema.trim().ends_with(BOARD) {
                    Kind::Board
                } else {
                    Kind::Tile
                };
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
        if entries && !id {
            Kind::Board
        } else {
            Kind::Tile
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boards_are_told_by_their_schema_line_or_their_entries() {
        let kind = |name: &str, text: &str| Kind::of(Path::new(name), text);
        assert_eq!(
            kind("b.toml", "#:schema ../schema/board.schema.json\n"),
            Kind::Board
        );
        assert_eq!(
            kind("b.toml", "#:schema ../schema/tile.schema.json\n[[tiles]]\n"),
            Kind::Tile
        );
        assert_eq!(kind("b.toml", "# a board\n[[ tiles ]]\n"), Kind::Board);
        assert_eq!(kind("b.toml", "last = [0, 0]\n"), Kind::Board);
        assert_eq!(kind("b.toml", "[[meeples]]\n"), Kind::Board);
        assert_eq!(
            kind("A.toml", "id = \"x\"\n[[features]]\nlast = 1\n"),
            Kind::Tile
        );
        assert_eq!(kind("A.toml", "last = 1\nid = \"x\"\n"), Kind::Tile);
        assert_eq!(kind("A.toml", ""), Kind::Tile);
        assert_eq!(kind("expansion.toml", "[[tiles]]\n"), Kind::Expansion);
    }
}
