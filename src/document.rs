//! A data file after parsing: its source, with spans, and what it holds.

use std::path::Path;

use crate::model::{Expansion, Tile};
use crate::source::SourceFile;

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
pub const MANIFEST: &str = "expansion.toml";

/// What a data file holds, told by its name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    /// A tile: any `*.toml` file other than `expansion.toml`.
    Tile,
    /// An expansion manifest: `expansion.toml`.
    Expansion,
}

impl FileKind {
    /// The kind of the data file at `path`.
    pub fn of(path: &Path) -> FileKind {
        if path.file_name().is_some_and(|name| name == MANIFEST) {
            FileKind::Expansion
        } else {
            FileKind::Tile
        }
    }
}
