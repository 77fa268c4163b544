//! What an open file holds: a data file of the catalog (a tile or an expansion manifest) or a
//! board, told by its name and its text.

use std::path::Path;

use crate::document::FileKind;
use crate::load::holds_board;

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
    /// The kind of the file at `path` holding `text`: `expansion.toml` is an expansion, any
    /// other file a board when its text holds one ([`holds_board`]), else a tile.
    pub fn of(path: &Path, text: &str) -> Kind {
        if FileKind::of(path) == FileKind::Expansion {
            return Kind::Expansion;
        }
        if holds_board(text) {
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
    fn a_manifest_is_never_a_board() {
        let kind = |name: &str, text: &str| Kind::of(Path::new(name), text);
        assert_eq!(kind("b.toml", "[[tiles]]\n"), Kind::Board);
        assert_eq!(kind("A.toml", "id = \"x\"\n"), Kind::Tile);
        assert_eq!(kind("expansion.toml", "[[tiles]]\n"), Kind::Expansion);
    }
}
