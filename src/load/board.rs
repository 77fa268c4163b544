//! Telling a board file from a tile by its text: both are `*.toml` files and may share a
//! folder, but a board places catalog tiles rather than declaring one.

use crate::schema::BOARD;

/// Whether `text` is a board file: its `#:schema` line names the board schema or, without such
/// a line, it has a board's own entries (`[[tiles]]`, `[[meeples]]` or a top-level `last`,
/// `tiles` or `meeples` key) and no top-level `id`, which every tile has.
pub fn holds_board(text: &str) -> bool {
    let (mut top_level, mut entries, mut id) = (true, false, false);
    for line in text.lines() {
        let line = line.trim();
        if let Some(schema) = line.strip_prefix("#:schema") {
            return schema.trim().ends_with(BOARD);
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
}
