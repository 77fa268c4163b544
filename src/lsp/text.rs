//! Where things are in a buffer: byte offsets to and from the editor's line and UTF-16 column.

use std::ops::Range;

use lsp_types::{Position, Range as LspRange};

/// The start of every line of a text, to turn byte offsets into editor positions and back.
#[derive(Debug, Clone)]
pub struct Lines<'text> {
    text: &'text str,
    starts: Vec<usize>,
}

impl<'text> Lines<'text> {
    /// Indexes the lines of `text`.
    pub fn new(text: &'text str) -> Lines<'text> {
        let starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(at, _)| at + 1))
            .collect();
        Lines { text, starts }
    }

    /// The editor position (0-based line, UTF-16 column) of byte `offset`.
    pub fn position(&self, offset: usize) -> Position {
        let mut offset = offset.min(self.text.len());
        while !self.text.is_char_boundary(offset) {
            offset -= 1;
        }
        let line = self.starts.partition_point(|&start| start <= offset) - 1;
        let column: usize = self.text[self.starts[line]..offset]
            .chars()
            .map(char::len_utf16)
            .sum();
        Position::new(line as u32, column as u32)
    }

    /// The editor range of the byte range `span`.
    pub fn range(&self, span: &Range<usize>) -> LspRange {
        LspRange::new(self.position(span.start), self.position(span.end))
    }

    /// The byte offset of the editor position `position`, clamped to its line and to the text.
    pub fn offset(&self, position: Position) -> usize {
        let Some(&start) = self.starts.get(position.line as usize) else {
            return self.text.len();
        };
        let end = self
            .starts
            .get(position.line as usize + 1)
            .map_or(self.text.len(), |next| next - 1);
        let mut units = 0;
        for (at, character) in self.text[start..end].char_indices() {
            if units >= position.character as usize {
                return start + at;
            }
            units += character.len_utf16();
        }
        end
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_and_positions_agree_in_utf16() {
        let text = "a = 1\nb = \"é😀x\"\n";
        let lines = Lines::new(text);
        let x = text.find('x').unwrap();
        assert_eq!(lines.position(x), Position::new(1, 8));
        assert_eq!(lines.offset(Position::new(1, 8)), x);
        assert_eq!(lines.offset(Position::new(0, 99)), 5);
        assert_eq!(lines.offset(Position::new(9, 0)), text.len());
        assert_eq!(lines.position(text.len()), Position::new(2, 0));
    }
}
