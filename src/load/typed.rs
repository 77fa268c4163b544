//! Building the typed model from a parsed document that passed its schema.

use std::path::Path;

use serde::Deserialize;

use crate::diagnostic::{Code, Diagnostic};
use crate::document::Content;
use crate::document::FileKind;
use crate::model::{Expansion, Tile};
use crate::source::{Parsed, syntax_error};

/// Deserializes `parsed` into a tile or an expansion; anything the schema let through but the
/// model refuses (such as a date where a string belongs) becomes a located diagnostic.
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
    content.map_err(|error| refused(file, text, &error))
}

/// A deserializer error as a diagnostic with the code its message tells.
fn refused(file: &Path, text: &str, error: &toml::de::Error) -> Diagnostic {
    let mut diagnostic = syntax_error(file, text, error);
    let message = error.message();
    diagnostic.code = if message.starts_with("invalid type") {
        Code::WrongType
    } else if message.starts_with("unknown variant") {
        Code::UnknownValue
    } else if message.starts_with("missing field") {
        Code::MissingKey
    } else if message.starts_with("unknown field") {
        Code::UnknownKey
    } else {
        Code::SchemaViolation
    };
    let wrong_type = message
        .strip_prefix("invalid type: ")
        .and_then(|rest| rest.split_once(", "));
    if let Some((found, expected)) = wrong_type {
        let value = diagnostic
            .span
            .clone()
            .and_then(|span| text.get(span))
            .unwrap_or_default();
        let found = if value.parse::<toml::value::Datetime>().is_ok() {
            "a date-time"
        } else if found == "map" {
            "a table"
        } else {
            found
        };
        diagnostic.message = format!("wrong type: {expected}, found {found}");
    }
    diagnostic
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_date_where_a_string_belongs_is_a_wrong_type() {
        let text = "id = \"x\"\nexpansion = \"flier\"\nletter = 1979-05-27\n\
                    edges = { N = \"field\", E = \"field\", S = \"field\", W = \"field\" }\n\
                    features = []\ncounts = { C2 = 1 }\n";
        let parsed = crate::source::parse(Path::new("x.toml"), text).unwrap();
        let diagnostic = content(FileKind::Tile, Path::new("x.toml"), text, parsed).unwrap_err();
        assert_eq!(diagnostic.code, Code::WrongType);
        assert_eq!(
            diagnostic.message,
            "wrong type: expected a string, found a date-time"
        );
        let span = diagnostic.span.unwrap();
        assert_eq!(&text[span], "1979-05-27");
    }
}
