//! Data files as read: their text, and where each key and value lies in it.

use std::collections::HashMap;
use std::fmt;
use std::ops::Range;
use std::path::PathBuf;
use std::sync::OnceLock;

/// One step of a [`Pointer`]: a table key or an array index.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Segment {
    /// A key in a table.
    Key(String),
    /// An index in an array.
    Index(usize),
}

/// The path from a document's root to one of its values, like a JSON pointer:
/// `/features/2/edges/0`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Pointer(pub Vec<Segment>);

impl Pointer {
    /// The pointer to the document's root.
    pub fn root() -> Pointer {
        Pointer(Vec::new())
    }

    /// This pointer extended by a key.
    pub fn key(&self, key: &str) -> Pointer {
        let mut segments = self.0.clone();
        segments.push(Segment::Key(key.to_owned()));
        Pointer(segments)
    }

    /// This pointer extended by an index.
    pub fn index(&self, index: usize) -> Pointer {
        let mut segments = self.0.clone();
        segments.push(Segment::Index(index));
        Pointer(segments)
    }

    /// The pointer one step up, or `None` at the root.
    pub fn parent(&self) -> Option<Pointer> {
        let (_, rest) = self.0.split_last()?;
        Some(Pointer(rest.to_vec()))
    }
}

impl fmt::Display for Pointer {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        for segment in &self.0 {
            match segment {
                Segment::Key(key) => write!(formatter, "/{key}")?,
                Segment::Index(index) => write!(formatter, "/{index}")?,
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
}

impl SourceFile {
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

    /// Where each entry lies, by pointer; empty when the text does not parse.
    pub fn spans(&self) -> &HashMap<Pointer, EntrySpan> {
        self.spans.get_or_init(|| {
            crate::load::parse(&self.path, &self.text)
                .map(|parsed| crate::load::spans(&parsed))
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
        let before = &self.text[..offset];
        let line = before.matches('\n').count() + 1;
        let line_start = before.rfind('\n').map_or(0, |newline| newline + 1);
        let column = before[line_start..].chars().count() + 1;
        (line, column)
    }
}

fn floor_char_boundary(text: &str, mut offset: usize) -> usize {
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    offset
}
