//! Data files as read: their text, parsed once with the span of every key and value, and the
//! characters that hide what text holds (`hidden`).

use std::collections::HashMap;
use std::fmt;
use std::ops::Range;
use std::path::PathBuf;
use std::sync::OnceLock;

mod hidden;
mod parse;

pub use hidden::{hidden_character, hidden_diagnostic, hidden_in_decoded};
pub use parse::{Parsed, json, parse, plain_message, spans, syntax_error};

/// One step of a [`Pointer`]: a table key or an array index.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Step {
    /// A key in a table.
    Key(String),
    /// An index in an array.
    Index(usize),
}

/// The path from a document's root to one of its values, like a JSON pointer:
/// `/features/2/edges/0`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Pointer(pub Vec<Step>);

impl Pointer {
    /// The pointer to the document's root.
    pub fn root() -> Pointer {
        Pointer(Vec::new())
    }

    /// This pointer extended by a key.
    pub fn key(&self, key: &str) -> Pointer {
        let mut segments = self.0.clone();
        segments.push(Step::Key(key.to_owned()));
        Pointer(segments)
    }

    /// This pointer extended by an index.
    pub fn index(&self, index: usize) -> Pointer {
        let mut segments = self.0.clone();
        segments.push(Step::Index(index));
        Pointer(segments)
    }

    /// The pointer one step up, or `None` at the root.
    pub fn parent(&self) -> Option<Pointer> {
        let (_, rest) = self.0.split_last()?;
        Some(Pointer(rest.to_vec()))
    }

    /// Where the pointer leads, in the words of a TOML file: `` `features[2].edges` `` or
    /// `the top-level table`.
    pub fn place(&self) -> String {
        if self.0.is_empty() {
            return "the top-level table".to_owned();
        }
        let mut path = String::new();
        for segment in &self.0 {
            match segment {
                Step::Key(key) if path.is_empty() => path.push_str(key),
                Step::Key(key) => {
                    path.push('.');
                    path.push_str(key);
                }
                Step::Index(index) => path.push_str(&format!("[{index}]")),
            }
        }
        format!("`{path}`")
    }
}

impl fmt::Display for Pointer {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        for segment in &self.0 {
            match segment {
                Step::Key(key) => write!(formatter, "/{key}")?,
                Step::Index(index) => write!(formatter, "/{index}")?,
            }
        }
        Ok(())
    }
}

/// Where one entry of a document lies: its key (absent for array elements and the root) and
/// its value, as byte ranges into the file's text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EntrySpan {
    /// The key's byte range, if the entry has a key.
    pub key: Option<Range<usize>>,
    /// The value's byte range.
    pub value: Range<usize>,
}

/// A data file's text with the location of every key and value in it.
#[derive(Debug, Clone, Default)]
pub struct SourceFile {
    /// The file's path, as it was reached from the paths given.
    pub path: PathBuf,
    /// The file's text.
    pub text: String,
    /// Where each entry lies, by pointer: filled when the file is parsed for a problem, or on
    /// the first look-up (by parsing the text again), so that a clean file costs no index.
    pub spans: OnceLock<HashMap<Pointer, EntrySpan>>,
    /// The byte offset where each line starts, built on the first look-up.
    pub line_starts: OnceLock<Vec<usize>>,
}

impl SourceFile {
    /// The file at `path` with `text`, its spans and lines still to be indexed.
    pub fn new(path: impl Into<PathBuf>, text: impl Into<String>) -> SourceFile {
        SourceFile {
            path: path.into(),
            text: text.into(),
            ..SourceFile::default()
        }
    }

    /// The byte range of the value at `pointer`, or of its nearest ancestor that has one.
    pub fn value_span(&self, pointer: &Pointer) -> Option<Range<usize>> {
        self.nearest(pointer).map(|entry| entry.value.clone())
    }

    /// The byte range of the key at `pointer` (its value's for an array element), or of its
    /// nearest ancestor that has one.
    pub fn key_span(&self, pointer: &Pointer) -> Option<Range<usize>> {
        self.nearest(pointer)
            .map(|entry| entry.key.clone().unwrap_or_else(|| entry.value.clone()))
    }

    /// The text of the value at `pointer` as written in the file (a string with its quotes), or
    /// of its nearest ancestor that has one.
    pub fn written(&self, pointer: &Pointer) -> &str {
        self.value_span(pointer)
            .and_then(|span| self.text.get(span))
            .unwrap_or_default()
    }

    /// The deepest entry whose value lies exactly at `span`, such as the value a parser error
    /// points at.
    pub fn pointer_at(&self, span: &Range<usize>) -> Option<Pointer> {
        self.spans()
            .iter()
            .filter(|(_, entry)| entry.value == *span)
            .map(|(pointer, _)| pointer)
            .max_by_key(|pointer| pointer.0.len())
            .cloned()
    }

    /// Where each entry lies, by pointer; empty when the text does not parse.
    pub fn spans(&self) -> &HashMap<Pointer, EntrySpan> {
        self.spans.get_or_init(|| {
            parse(&self.path, &self.text)
                .map(|parsed| spans(&parsed))
                .unwrap_or_default()
        })
    }

    fn nearest(&self, pointer: &Pointer) -> Option<&EntrySpan> {
        let mut current = Some(pointer.clone());
        while let Some(pointer) = current {
            if let Some(entry) = self.spans().get(&pointer) {
                return Some(entry);
            }
            current = pointer.parent();
        }
        None
    }

    /// The 1-based line and column (in characters) of byte `offset` in the text.
    pub fn line_column(&self, offset: usize) -> (usize, usize) {
        let offset = floor_char_boundary(&self.text, offset.min(self.text.len()));
        let line = self.line_index(offset);
        let line_start = self.line_starts()[line];
        let column = self.text[line_start..offset].chars().count() + 1;
        (line + 1, column)
    }

    /// The byte range of the whole lines that `span` touches (without the last line break),
    /// and the 1-based number of the first of them.
    pub fn lines_around(&self, span: &Range<usize>) -> (Range<usize>, usize) {
        let length = self.text.len();
        let first = self.line_index(floor_char_boundary(&self.text, span.start.min(length)));
        let last = self.line_index(floor_char_boundary(&self.text, span.end.min(length)));
        let end = self
            .line_starts()
            .get(last + 1)
            .map_or(length, |next| next - 1);
        (
            self.line_starts()[first]..end.max(self.line_starts()[first]),
            first + 1,
        )
    }

    /// The 0-based index of the line holding byte `offset`.
    fn line_index(&self, offset: usize) -> usize {
        self.line_starts()
            .partition_point(|&start| start <= offset)
            .saturating_sub(1)
    }

    fn line_starts(&self) -> &[usize] {
        self.line_starts.get_or_init(|| {
            std::iter::once(0)
                .chain(self.text.match_indices('\n').map(|(at, _)| at + 1))
                .collect()
        })
    }
}

fn floor_char_boundary(text: &str, mut offset: usize) -> usize {
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    offset
}

#[cfg(test)]
mod line_tests {
    use super::*;

    #[test]
    fn lines_and_columns_count_from_one() {
        let source = SourceFile::new("A.toml", "a = 1\r\nbé = 2\n\nc = 3");
        assert_eq!(source.line_column(0), (1, 1));
        assert_eq!(source.line_column(7), (2, 1));
        assert_eq!(source.line_column(10), (2, 3));
        assert_eq!(source.line_column(15), (3, 1));
        assert_eq!(source.line_column(16), (4, 1));
        assert_eq!(source.line_column(100), (4, 6));
    }

    #[test]
    fn lines_around_a_span_are_whole_lines() {
        let source = SourceFile::new("A.toml", "a = 1\nb = [\n  2,\n]\nc = 3\n");
        let text = |range: Range<usize>| &source.text[range];
        let (lines, first) = source.lines_around(&(10..11));
        assert_eq!((text(lines), first), ("b = [", 2));
        let (lines, first) = source.lines_around(&(10..14));
        assert_eq!((text(lines), first), ("b = [\n  2,", 2));
        let (lines, first) = source.lines_around(&(source.text.len()..source.text.len()));
        assert_eq!((text(lines), first), ("", 6));
    }
}
