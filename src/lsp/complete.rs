//! Completion of keys and values from the schema, of feature ids where a reference is
//! expected, and on a board of tile ids and of the features of the tile under a meeple. It
//! reads the line being typed by hand, since that line rarely parses yet.

use lsp_types::{CompletionItem, CompletionItemKind, Documentation, MarkupContent, MarkupKind};
use serde_json::Value;

use crate::input::document::FileKind;
use crate::input::source::Pointer;
use crate::input::source::{json, parse};
use crate::lsp::board_names;
use crate::lsp::buffer::{Buffer, Reference, reference};
use crate::lsp::markdown::code;
use crate::lsp::schema_docs::{Choice, SchemaDocs, pointer_value};
use crate::model::Catalog;

/// The completions at byte `offset` of `buffer`, whose tiles come from `catalog`.
pub fn complete(
    buffer: &Buffer,
    offset: usize,
    docs: &SchemaDocs,
    catalog: &Catalog,
) -> Vec<CompletionItem> {
    let offset = offset.min(buffer.text.len());
    let line_start = buffer.text[..offset].rfind('\n').map_or(0, |at| at + 1);
    let document = if buffer.document.is_null() {
        without_line(buffer, line_start)
    } else {
        buffer.document.clone()
    };
    let table = table(&buffer.text[..line_start]);
    let typed = Typed::scan(&buffer.text[line_start..offset]);
    let mut pointer = table;
    for key in &typed.path {
        pointer = pointer.key(key);
    }
    match &typed.key {
        Some(key) => {
            let pointer = pointer.key(key);
            let element = if typed.arrays > 0 {
                pointer.index(0)
            } else {
                pointer.clone()
            };
            let mut choices = docs.values(buffer.kind, &pointer, &document);
            if buffer.kind == FileKind::Board {
                choices.extend(board_names::choices(catalog, &pointer, &document));
            } else if let Some(reference) = reference(&element, &document) {
                choices.extend(feature_ids(&document, reference));
            }
            choices
                .into_iter()
                .map(|choice| item(choice, CompletionItemKind::VALUE, !typed.in_string))
                .collect()
        }
        None => {
            let present = pointer_value(&document, &pointer).and_then(Value::as_object);
            docs.keys(buffer.kind, &pointer, &document)
                .into_iter()
                .filter(|choice| present.is_none_or(|present| !present.contains_key(&choice.label)))
                .map(|choice| item(choice, CompletionItemKind::PROPERTY, false))
                .collect()
        }
    }
}

/// The ids of the features of `document` that `reference` may name.
fn feature_ids(document: &Value, reference: Reference) -> Vec<Choice> {
    let features = document.get("features").and_then(Value::as_array);
    features
        .into_iter()
        .flatten()
        .enumerate()
        .filter(|(index, _)| reference.holder != Some(*index))
        .filter_map(|(_, feature)| {
            let kind = feature.get("kind").and_then(Value::as_str)?;
            let id = feature.get("id").and_then(Value::as_str)?;
            reference
                .kinds
                .iter()
                .any(|named| named.name() == kind)
                .then(|| Choice {
                    label: id.to_owned(),
                    description: Some(format!("the {kind} {} of this tile", code(id))),
                })
        })
        .collect()
}

fn item(choice: Choice, kind: CompletionItemKind, quoted: bool) -> CompletionItem {
    CompletionItem {
        insert_text: quoted.then(|| format!("\"{}\"", choice.label)),
        label: choice.label,
        kind: Some(kind),
        documentation: choice.description.map(|description| {
            Documentation::MarkupContent(MarkupContent {
                kind: MarkupKind::Markdown,
                value: description,
            })
        }),
        ..CompletionItem::default()
    }
}

/// The document with the line starting at `line_start` left out, so that the rest parses
/// while that line is being typed.
fn without_line(buffer: &Buffer, line_start: usize) -> Value {
    let line_end = buffer.text[line_start..]
        .find('\n')
        .map_or(buffer.text.len(), |at| line_start + at);
    let mut text = buffer.text.clone();
    text.replace_range(line_start..line_end, "");
    parse(&buffer.path, &text)
        .map(|parsed| json(&parsed))
        .unwrap_or(Value::Null)
}

/// The table the lines `before` end in: the last `[table]` or `[[array]]` header, with the
/// array's element counted; the root when there is none.
fn table(before: &str) -> Pointer {
    let mut pointer = Pointer::root();
    let mut counts: Vec<(String, usize)> = Vec::new();
    for line in before.lines() {
        let line = line.trim();
        if let Some(name) = line
            .strip_prefix("[[")
            .and_then(|rest| rest.split("]]").next())
        {
            let name = name.trim().to_owned();
            let count = match counts.iter_mut().find(|(seen, _)| *seen == name) {
                Some((_, count)) => {
                    *count += 1;
                    *count
                }
                None => {
                    counts.push((name.clone(), 0));
                    0
                }
            };
            pointer = Pointer::root().key(&name).index(count);
        } else if let Some(name) = line
            .strip_prefix('[')
            .and_then(|rest| rest.split(']').next())
        {
            pointer = name
                .split('.')
                .fold(Pointer::root(), |pointer, key| pointer.key(key.trim()));
        }
    }
    pointer
}

/// What the part of a line before the cursor says: the inline tables it is inside, the key
/// whose value is being typed (if any), and whether the cursor is in an array or a string.
#[derive(Debug, Default, PartialEq, Eq)]
struct Typed {
    path: Vec<String>,
    key: Option<String>,
    arrays: usize,
    in_string: bool,
}

impl Typed {
    fn scan(line: &str) -> Typed {
        let mut typed = Typed::default();
        let mut word = String::new();
        for character in line.chars() {
            if typed.in_string {
                typed.in_string = character != '"';
                continue;
            }
            match character {
                '"' => typed.in_string = true,
                '#' => break,
                '=' => typed.key = Some(std::mem::take(&mut word)),
                '{' => {
                    typed.path.extend(typed.key.take());
                    word.clear();
                }
                '}' => {
                    typed.path.pop();
                    typed.key = None;
                }
                '[' if typed.key.is_some() => typed.arrays += 1,
                ']' => typed.arrays = typed.arrays.saturating_sub(1),
                ',' if typed.arrays == 0 => {
                    typed.key = None;
                    word.clear();
                }
                character
                    if typed.key.is_none()
                        && (character.is_alphanumeric() || "_-".contains(character)) =>
                {
                    word.push(character)
                }
                _ => {}
            }
        }
        typed
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_typed_line_tells_key_and_value() {
        let typed = Typed::scan("edges = { N = \"field\", E = \"");
        assert_eq!(typed.path, ["edges"]);
        assert_eq!(typed.key.as_deref(), Some("E"));
        assert!(typed.in_string);
        let typed = Typed::scan("cities = [\"a\", ");
        assert_eq!((typed.key.as_deref(), typed.arrays), (Some("cities"), 1));
        assert_eq!(Typed::scan("ki").key, None);
    }

    #[test]
    fn headers_count_array_elements() {
        let before = "id = \"x\"\n[[features]]\nkind = \"road\"\n[[features]]\n";
        assert_eq!(table(before).to_string(), "/features/1");
        assert_eq!(table("a = 1\n"), Pointer::root());
    }
}
