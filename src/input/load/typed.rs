//! Building the typed model from a parsed document that passed its schema.

use serde::Deserialize;

use crate::input::document::Content;
use crate::input::source::{Parsed, SourceFile, syntax_error};
use crate::shared::diagnostic::{Code, Diagnostic};

/// Deserializes `parsed` into a tile; anything the schema let through but the model refuses
/// (such as a date where a string belongs) becomes a located diagnostic.
pub fn tile(source: &SourceFile, parsed: Parsed<'_>) -> Result<Content, Diagnostic> {
    typed(source, parsed).map(Content::Tile)
}

/// Deserializes `parsed` into an expansion, as [`tile`] does a tile.
pub fn expansion(source: &SourceFile, parsed: Parsed<'_>) -> Result<Content, Diagnostic> {
    typed(source, parsed).map(Content::Expansion)
}

fn typed<T: for<'de> Deserialize<'de>>(
    source: &SourceFile,
    parsed: Parsed<'_>,
) -> Result<T, Diagnostic> {
    T::deserialize(toml::de::Deserializer::from(parsed)).map_err(|error| refused(source, &error))
}

/// A deserializer error in `source` as a diagnostic with the code its message tells; a wrong
/// type names the key and shows a number or a date as written.
pub fn refused(source: &SourceFile, error: &toml::de::Error) -> Diagnostic {
    let mut diagnostic = syntax_error(&source.path, &source.text, error);
    let message = error.message();
    diagnostic.code =
        if message.starts_with("invalid type") || message.starts_with("invalid length") {
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
        let span = diagnostic.span.clone().unwrap_or_default();
        let value = source.text.get(span.clone()).unwrap_or_default();
        let found = if value.parse::<toml::value::Datetime>().is_ok() {
            "a date-time".to_owned()
        } else if found.starts_with("floating point") || found.starts_with("integer") {
            format!("`{value}`")
        } else if found == "map" {
            "a table".to_owned()
        } else {
            found.to_owned()
        };
        diagnostic.message = match source.pointer_at(&span) {
            Some(pointer) => format!(
                "wrong type for {}: {expected}, found {found}",
                pointer.place()
            ),
            None => format!("wrong type: {expected}, found {found}"),
        };
    }
    diagnostic
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::*;

    #[test]
    fn a_date_where_a_string_belongs_is_a_wrong_type() {
        let text = "id = \"x\"\nexpansion = \"flier\"\nletter = 1979-05-27\n\
                    edges = { N = \"field\", E = \"field\", S = \"field\", W = \"field\" }\n\
                    features = []\ncounts = { C2 = 1 }\n";
        let parsed = crate::input::source::parse(Path::new("x.toml"), text).unwrap();
        let source = SourceFile::new("x.toml", text);
        let diagnostic = tile(&source, parsed).unwrap_err();
        assert_eq!(diagnostic.code, Code::WrongType);
        assert_eq!(
            diagnostic.message,
            "wrong type for `letter`: expected a string, found a date-time"
        );
        let span = diagnostic.span.unwrap();
        assert_eq!(&text[span], "1979-05-27");
    }

    #[test]
    fn a_number_where_a_string_belongs_is_shown_as_written() {
        let text = "id = \"x\"\nexpansion = \"flier\"\nletter = nan\n\
                    edges = { N = \"field\", E = \"field\", S = \"field\", W = \"field\" }\n\
                    features = []\ncounts = { C2 = 1 }\n";
        let parsed = crate::input::source::parse(Path::new("x.toml"), text).unwrap();
        let source = SourceFile::new("x.toml", text);
        let diagnostic = tile(&source, parsed).unwrap_err();
        assert_eq!(
            diagnostic.message,
            "wrong type for `letter`: expected a string, found `nan`"
        );
    }
}
