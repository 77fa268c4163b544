//! Parsing TOML once, keeping the span of every key and value, and the same document as JSON
//! for schema validation.

use std::collections::HashMap;
use std::path::Path;

use serde_json::{Number, Value};
use toml::Spanned;
use toml::de::{DeTable, DeValue};

use crate::input::source::{EntrySpan, Pointer};
use crate::shared::diagnostic::{Code, Diagnostic};

/// A parsed TOML document: the table as parsed, with spans.
pub type Parsed<'text> = Spanned<DeTable<'text>>;

/// Parses `text` as a TOML document; a syntax error becomes an `E004` diagnostic in `file`.
pub fn parse<'text>(file: &Path, text: &'text str) -> Result<Parsed<'text>, Diagnostic> {
    DeTable::parse(text).map_err(|error| syntax_error(file, text, &error))
}

/// A TOML error as a located diagnostic: the message's first line, lowercased, without a
/// trailing period.
pub fn syntax_error(file: &Path, text: &str, error: &toml::de::Error) -> Diagnostic {
    Diagnostic::error(Code::TomlSyntax, file, plain_message(error.message()))
        .with_span(error.span().map(|span| clamp(span, text.len())))
}

/// The span of every key and value of `table`, by pointer.
pub fn spans(table: &Parsed<'_>) -> HashMap<Pointer, EntrySpan> {
    let mut spans = HashMap::new();
    spans.insert(
        Pointer::root(),
        EntrySpan {
            key: None,
            value: table.span(),
        },
    );
    table_spans(table.get_ref(), &Pointer::root(), &mut spans);
    spans
}

fn table_spans(table: &DeTable<'_>, pointer: &Pointer, spans: &mut HashMap<Pointer, EntrySpan>) {
    for (key, value) in table.iter() {
        let child = pointer.key(key.get_ref());
        spans.insert(
            child.clone(),
            EntrySpan {
                key: Some(key.span()),
                value: value.span(),
            },
        );
        value_spans(value.get_ref(), &child, spans);
    }
}

fn value_spans(value: &DeValue<'_>, pointer: &Pointer, spans: &mut HashMap<Pointer, EntrySpan>) {
    match value {
        DeValue::Array(array) => {
            for (index, element) in array.iter().enumerate() {
                let child = pointer.index(index);
                spans.insert(
                    child.clone(),
                    EntrySpan {
                        key: None,
                        value: element.span(),
                    },
                );
                value_spans(element.get_ref(), &child, spans);
            }
        }
        DeValue::Table(table) => table_spans(table, pointer, spans),
        _ => {}
    }
}

/// The document as a JSON value, for schema validation.
pub fn json(table: &Parsed<'_>) -> Value {
    table_json(table.get_ref())
}

fn table_json(table: &DeTable<'_>) -> Value {
    Value::Object(
        table
            .iter()
            .map(|(key, value)| (key.get_ref().to_string(), value_json(value.get_ref())))
            .collect(),
    )
}

/// A TOML value as JSON that the schema reads as TOML means it: an integer past 64 bits is the
/// nearest float, which compares with a limit the same; a float that JSON Schema would take for
/// an integer (`1.0`, `1e3`), `nan` and `inf` are their text, so that no integer field accepts
/// them.
fn value_json(value: &DeValue<'_>) -> Value {
    match value {
        DeValue::String(text) => Value::String(text.to_string()),
        DeValue::Integer(integer) => i64::from_str_radix(integer.as_str(), integer.radix())
            .map(Value::from)
            .or_else(|_| u64::from_str_radix(integer.as_str(), integer.radix()).map(Value::from))
            .ok()
            .or_else(|| wide(integer.as_str(), integer.radix()))
            .unwrap_or_else(|| Value::String(integer.to_string())),
        DeValue::Float(float) => float
            .as_str()
            .parse::<f64>()
            .ok()
            .filter(|number| number.fract() != 0.0)
            .and_then(Number::from_f64)
            .map_or_else(|| Value::String(float.to_string()), Value::Number),
        DeValue::Boolean(boolean) => Value::Bool(*boolean),
        DeValue::Datetime(datetime) => Value::String(datetime.to_string()),
        DeValue::Array(array) => Value::Array(
            array
                .iter()
                .map(|element| value_json(element.get_ref()))
                .collect(),
        ),
        DeValue::Table(table) => table_json(table),
    }
}

/// A decimal integer past 64 bits as the nearest float.
fn wide(digits: &str, radix: u32) -> Option<Value> {
    let float = digits.parse::<f64>().ok().filter(|_| radix == 10)?;
    Number::from_f64(float).map(Value::Number)
}

/// A parser or deserializer message as a diagnostic message: its first line, with the first
/// letter lowercased and no trailing period.
pub fn plain_message(message: &str) -> String {
    let line = message.lines().next().unwrap_or_default().trim();
    let line = line.strip_suffix('.').unwrap_or(line);
    let mut chars = line.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

fn clamp(span: std::ops::Range<usize>, length: usize) -> std::ops::Range<usize> {
    span.start.min(length)..span.end.min(length)
}

#[cfg(test)]
mod tests {
    use super::*;

    const TILE: &str = "id = \"flier-A\"\r\nedges = { N = \"field\", E = \"road\" }\ncounts = { C2 = 1 }\n\n[[features]]\nkind = \"road\"\nedges = [\"S\", \"W\"]\n";

    fn pointer(text: &str) -> Pointer {
        let mut pointer = Pointer::root();
        for part in text.split('/').skip(1) {
            pointer = match part.parse::<usize>() {
                Ok(index) => pointer.index(index),
                Err(_) => pointer.key(part),
            };
        }
        pointer
    }

    #[test]
    fn every_key_and_value_has_its_span() {
        let parsed = parse(Path::new("A.toml"), TILE).unwrap();
        let (spans, json) = (spans(&parsed), json(&parsed));
        let value = |at: &str| &TILE[spans[&pointer(at)].value.clone()];
        let key = |at: &str| &TILE[spans[&pointer(at)].key.clone().unwrap()];
        assert_eq!(value("/id"), "\"flier-A\"");
        assert_eq!(key("/edges"), "edges");
        assert_eq!(key("/edges/E"), "E");
        assert_eq!(value("/edges/E"), "\"road\"");
        assert_eq!(value("/counts/C2"), "1");
        assert_eq!(value("/features/0/edges/1"), "\"W\"");
        assert_eq!(spans[&pointer("/features/0/edges/1")].key, None);
        assert_eq!(key("/features/0/kind"), "kind");
        assert_eq!(
            json,
            serde_json::json!({
                "id": "flier-A",
                "edges": {"N": "field", "E": "road"},
                "counts": {"C2": 1},
                "features": [{"kind": "road", "edges": ["S", "W"]}]
            })
        );
    }

    #[test]
    fn numbers_json_schema_would_misread_go_as_their_text() {
        let text = "a = 1.0\nb = 1e3\nc = nan\nd = -inf\ne = 1.5\n\
                    f = 99999999999999999999\ng = 0xff\n";
        let json = json(&parse(Path::new("x.toml"), text).unwrap());
        assert_eq!(
            json,
            serde_json::json!({
                "a": "1.0", "b": "1e3", "c": "nan", "d": "-inf", "e": 1.5,
                "f": 1e20, "g": 255
            })
        );
    }

    #[test]
    fn syntax_error_is_located_and_worded_plainly() {
        let diagnostic = parse(Path::new("A.toml"), "id = \"flier-A\nletter = 1\n").unwrap_err();
        assert_eq!(diagnostic.code, Code::TomlSyntax);
        assert!(diagnostic.span.is_some());
        assert!(diagnostic.message.starts_with(char::is_lowercase));
        assert!(!diagnostic.message.ends_with('.'));
    }
}
