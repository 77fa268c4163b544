//! Where things are in a buffer: byte offsets to and from the editor's line and UTF-16 column.

use std::ops::Range;

use lsp_types::{Position, Range as LspRange};

/// How many bytes of text lie between two [`Lines`] checkpoints at most.
const STRIDE: usize = 64;

/// The start of every line of a text, to turn byte offsets into editor positions and back.
///
/// Made once, it finds the position of any offset in a time that depends neither on the
/// length of the text nor on that of the line: the line by a binary search of the starts, the
/// UTF-16 column from the checkpoints, so that a file's thousands of diagnostics cost in
/// proportion to their number, however they lie.
#[derive(Debug, Clone)]
pub struct Lines<'text> {
    text: &'text str,
    starts: Vec<usize>,
    /// For every [`STRIDE`] bytes of the text, the first character boundary at or after them
    /// and the UTF-16 units of the text before it.
    checkpoints: Vec<(usize, usize)>,
}

impl<'text> Lines<'text> {
    /// Indexes the lines of `text`.
    pub fn new(text: &'text str) -> Lines<'text> {
        let starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(at, _)| at + 1))
            .collect();
        let mut checkpoints = Vec::with_capacity(text.len() / STRIDE + 1);
        let mut units = 0;
        for (at, character) in text.char_indices() {
            while checkpoints.len() * STRIDE <= at {
                checkpoints.push((at, units));
            }
            units += character.len_utf16();
        }
        while checkpoints.len() * STRIDE <= text.len() {
            checkpoints.push((text.len(), units));
        }
        Lines {
            text,
            starts,
            checkpoints,
        }
    }

    /// The editor position (0-based line, UTF-16 column) of byte `offset`.
    pub fn position(&self, offset: usize) -> Position {
        let mut offset = offset.min(self.text.len());
        while !self.text.is_char_boundary(offset) {
            offset -= 1;
        }
        let line = self.starts.partition_point(|&start| start <= offset) - 1;
        let column = self.units(offset) - self.units(self.starts[line]);
        Position::new(line as u32, column as u32)
    }

    /// The UTF-16 units of the text before the character boundary `offset`: those before the
    /// checkpoint of its stride (a boundary at or before `offset`, since `offset` is one), and
    /// those from there, fewer than [`STRIDE`] bytes.
    fn units(&self, offset: usize) -> usize {
        let (at, units) = self.checkpoints[offset / STRIDE];
        units
            + self.text[at..offset]
                .chars()
                .map(char::len_utf16)
                .sum::<usize>()
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

    #[test]
    fn columns_far_into_a_long_line_count_utf16_units() {
        let text = format!("k = [{}]\n", "\"é😀\", ".repeat(200));
        let lines = Lines::new(&text);
        let mut units = 0;
        for (at, character) in text.char_indices() {
            assert_eq!(lines.position(at), Position::new(0, units as u32), "{at}");
            units += character.len_utf16();
        }
        assert_eq!(lines.position(text.len()), Position::new(1, 0));
        // An offset inside a character is taken at its start.
        let inside = text.find('😀').unwrap() + 1;
        assert_eq!(lines.position(inside), lines.position(inside - 1));
    }
}
