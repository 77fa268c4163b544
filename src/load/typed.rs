//! Building the typed model from a parsed document that passed its schema.

use std::path::Path;

use serde::Deserialize;

use crate::diagnostic::Diagnostic;
use crate::document::Content;
use crate::load::FileKind;
use crate::load::tree::{Parsed, syntax_error};
use crate::model::{Expansion, Tile};

/// Deserializes `parsed` into a tile or an expansion; anything the schema let through but the
/// model refuses becomes a located diagnostic.
pub fn content(
    kind: FileKind,
    file: &Path,
    text: &str,
    parsed: Parsed<'_>,
) -> Result<Content, Diagnostic> {
    let deserializer = toml::de::Deserializer::from(parsed);
    let content = match kind {
        FileKind::Tile => Tile::deserialize(deserializer).map(Content::Tile),
        FileKind::Expansion => Expansion::deserialize(deserializer).map(Content::Expansion),
    };
    content.map_err(|error| {
        let mut diagnostic = syntax_error(file, text, &error);
        diagnostic.code = crate::diagnostic::Code::SchemaViolation;
        diagnostic
    })
}
