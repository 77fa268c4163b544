//! Characters that hide what text holds: bidirectional controls and invisible format
//! characters, found in a file's text as written and in its strings and keys as TOML decodes
//! them (a `\u202E` escape is plain ASCII in the file, but the character in the value).

use std::ops::Range;
use std::path::Path;

use toml::de::{DeTable, DeValue};

use crate::input::source::Parsed;
use crate::shared::diagnostic::{Code, Diagnostic};
use crate::shared::escape::{hidden_name, is_hidden};

/// The byte order mark, allowed only as a file's first character.
const BYTE_ORDER_MARK: char = '\u{feff}';

/// The first bidirectional control or invisible format character of `text` and its byte
/// offset, other than a byte order mark at the very start. Zero-width joiners and non-joiners
/// are allowed: some scripts need them.
pub fn hidden_character(text: &str) -> Option<(usize, char)> {
    text.char_indices().find(|&(offset, character)| {
        let leading_mark = offset == 0 && character == BYTE_ORDER_MARK;
        is_hidden(character) && !leading_mark
    })
}

/// The E040 problem of the file at `path`: `character` lies at the bytes `span`, as it is
/// written or, when `escaped`, in the string or key written there as a TOML escape.
pub fn hidden_diagnostic(
    path: &Path,
    span: Range<usize>,
    character: char,
    escaped: bool,
) -> Diagnostic {
    let (what, how) = if escaped {
        ("string", ", written as an escape,")
    } else {
        ("file", ",")
    };
    Diagnostic::error(
        Code::HiddenCharacter,
        path,
        format!(
            "{what} holds the invisible character U+{:04X} ({}){how} which can make text read differently from what it holds",
            u32::from(character),
            hidden_name(character)
        ),
    )
    .with_span(span)
    .with_help(
        "remove the character; it is refused in every id, name, letter, description and comment",
    )
}

/// The E040 problem of the first string value or key of `parsed` (the file at `path`) that
/// holds a hidden character once TOML has decoded it, located at that value or key. The text
/// as written is checked by [`hidden_character`]; this finds the characters written as escapes.
pub fn hidden_in_decoded(path: &Path, parsed: &Parsed<'_>) -> Option<Diagnostic> {
    let (span, character) = in_table(parsed.get_ref())?;
    Some(hidden_diagnostic(path, span, character, true))
}

fn in_table(table: &DeTable<'_>) -> Option<(Range<usize>, char)> {
    table.iter().find_map(|(key, value)| {
        hidden_in(key.get_ref())
            .map(|character| (key.span(), character))
            .or_else(|| in_value(value.get_ref(), value.span()))
    })
}

fn in_value(value: &DeValue<'_>, span: Range<usize>) -> Option<(Range<usize>, char)> {
    match value {
        DeValue::String(text) => hidden_in(text).map(|character| (span, character)),
        DeValue::Array(array) => array
            .iter()
            .find_map(|element| in_value(element.get_ref(), element.span())),
        DeValue::Table(table) => in_table(table),
        _ => None,
    }
}

/// The first hidden character of a decoded string (where a byte order mark is never the
/// start of a file).
fn hidden_in(text: &str) -> Option<char> {
    text.chars().find(|&character| is_hidden(character))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::source::parse;

    #[test]
    fn finds_bidi_controls_and_invisible_characters_but_not_a_leading_bom_or_joiners() {
        assert_eq!(
            hidden_character("name = \"a\u{202e}b\""),
            Some((9, '\u{202e}'))
        );
        assert_eq!(hidden_character("a\u{2066}"), Some((1, '\u{2066}')));
        assert_eq!(hidden_character("a\u{200b}"), Some((1, '\u{200b}')));
        assert_eq!(hidden_character("a\u{feff}"), Some((1, '\u{feff}')));
        assert_eq!(hidden_character("\u{feff}id = \"x\""), None);
        assert_eq!(hidden_character("क्\u{200d}ष \u{200c}"), None);
        assert_eq!(hidden_character("Fliegende Händler"), None);
    }

    #[test]
    fn finds_hidden_characters_written_as_escapes_in_values_and_keys() {
        let found = |text: &str| {
            let parsed = parse(Path::new("x.toml"), text).unwrap();
            hidden_in_decoded(Path::new("x.toml"), &parsed).map(|diagnostic| {
                let span = diagnostic.span.clone().unwrap();
                (diagnostic.code, text[span].to_owned())
            })
        };
        let text = "id = \"a\"\nname = \"The \\u202EFlier\"\n";
        assert_eq!(hidden_character(text), None);
        assert_eq!(
            found(text),
            Some((Code::HiddenCharacter, "\"The \\u202EFlier\"".to_owned()))
        );
        assert_eq!(
            found("[[features]]\nedges = [\"N\", \"\\u2066\"]\n").map(|found| found.1),
            Some("\"\\u2066\"".to_owned())
        );
        assert_eq!(
            found("[a]\n\"b\\uFEFF\" = 1\n").map(|found| found.1),
            Some("\"b\\uFEFF\"".to_owned())
        );
        assert_eq!(found("name = \"Fliegende H\\u00e4ndler\\n\"\n"), None);
    }
}
