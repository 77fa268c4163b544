//! Code actions where the fix is certain: add the city a field borders to its `cities`, replace
//! an unknown key by the nearest known one, and a board's unknown tile by the nearest tile of
//! the catalog. Each fix is the one the diagnostic's `help` line names.

use std::collections::HashMap;
use std::ops::Range;

use lsp_types::{
    CodeAction, CodeActionKind, Diagnostic as LspDiagnostic, NumberOrString, TextEdit, Url,
    WorkspaceEdit,
};
use serde_json::Value;

use crate::diagnostic::Code;
use crate::lsp::buffer::Buffer;
use crate::lsp::text::Lines;
use crate::source::{Pointer, Segment};

/// The fixes for the diagnostics the editor sends back for `buffer` at `uri`.
pub fn actions(buffer: &Buffer, uri: &Url, diagnostics: &[LspDiagnostic]) -> Vec<CodeAction> {
    let lines = Lines::new(&buffer.text);
    diagnostics
        .iter()
        .filter_map(|diagnostic| {
            let Some(NumberOrString::String(code)) = &diagnostic.code else {
                return None;
            };
            let help = diagnostic.data.as_ref()?.get("help")?.as_str()?;
            let start = lines.offset(diagnostic.range.start);
            let end = lines.offset(diagnostic.range.end);
            let (title, span, text) = if code == Code::UnknownKey.number() {
                let known = between(help, "did you mean `", "`?")?;
                (
                    format!("replace with `{known}`"),
                    start..end,
                    known.to_owned(),
                )
            } else if code == Code::UnknownTile.number() {
                let known = between(help, "did you mean `", "`?")?;
                (
                    format!("replace with `{known}`"),
                    start..end,
                    format!("\"{known}\""),
                )
            } else if code == Code::FieldCityBorders.number() {
                let city = between(help, "add \"", "\" to the field's `cities`")?;
                let (span, text) = add_city(buffer, start, city)?;
                (
                    format!("add \"{city}\" to the field's `cities`"),
                    span,
                    text,
                )
            } else {
                return None;
            };
            let edit = TextEdit::new(lines.range(&span), text);
            Some(CodeAction {
                title,
                kind: Some(CodeActionKind::QUICKFIX),
                diagnostics: Some(vec![diagnostic.clone()]),
                edit: Some(WorkspaceEdit {
                    changes: Some(HashMap::from([(uri.clone(), vec![edit])])),
                    ..WorkspaceEdit::default()
                }),
                is_preferred: Some(true),
                ..CodeAction::default()
            })
        })
        .collect()
}

/// The text of `text` between `before` and `after`.
fn between<'text>(text: &'text str, before: &str, after: &str) -> Option<&'text str> {
    let rest = &text[text.find(before)? + before.len()..];
    Some(&rest[..rest.find(after)?])
}

/// The edit that adds `city` to the `cities` of the field whose entry holds byte `at`: into
/// its list when it has one, else as a new `cities` entry after its `edges`.
fn add_city(buffer: &Buffer, at: usize, city: &str) -> Option<(Range<usize>, String)> {
    let holds = |span: &Range<usize>| span.start <= at && at <= span.end;
    let field = buffer
        .spans
        .iter()
        .filter(|(_, entry)| holds(&entry.value) || entry.key.as_ref().is_some_and(holds))
        .find_map(|(pointer, _)| feature_of(pointer))?;
    let quoted = format!("\"{city}\"");
    if let Some(cities) = buffer.spans.get(&field.key("cities")) {
        let listed = buffer
            .document
            .pointer(&field.key("cities").to_string())
            .and_then(Value::as_array)
            .map_or(0, Vec::len);
        let close = cities.value.end - 1;
        let text = if listed == 0 {
            quoted
        } else {
            format!(", {quoted}")
        };
        let before = buffer.text[..close].trim_end().len();
        return Some((before..before, text));
    }
    let edges = buffer.spans.get(&field.key("edges"))?;
    let inline = buffer.text[buffer.spans.get(&field)?.value.clone()].starts_with('{');
    let text = if inline {
        format!(", cities = [{quoted}]")
    } else {
        format!("\ncities = [{quoted}]")
    };
    Some((edges.value.end..edges.value.end, text))
}

/// The feature that `pointer` lies in: `/features/2` for `/features/2/edges/0`.
fn feature_of(pointer: &Pointer) -> Option<Pointer> {
    match pointer.0.as_slice() {
        [Segment::Key(features), Segment::Index(index), ..] if features == "features" => {
            Some(Pointer::root().key(features).index(*index))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    #[test]
    fn a_city_goes_into_the_list_or_a_new_entry() {
        let text = "[[features]]\nkind = \"field\"\nid = \"f\"\nedges = [\"NL\"]\n";
        let buffer = Buffer::new(Path::new("X.toml"), text.to_owned());
        let (span, added) = add_city(&buffer, text.find("kind").unwrap(), "c").unwrap();
        let mut fixed = text.to_owned();
        fixed.replace_range(span, &added);
        assert_eq!(
            fixed,
            "[[features]]\nkind = \"field\"\nid = \"f\"\nedges = [\"NL\"]\ncities = [\"c\"]\n"
        );
        let buffer = Buffer::new(Path::new("X.toml"), fixed.clone());
        let (span, added) = add_city(&buffer, fixed.find("cities").unwrap(), "d").unwrap();
        fixed.replace_range(span, &added);
        assert!(fixed.ends_with("cities = [\"c\", \"d\"]\n"));
        assert_eq!(
            between("did you mean `edges`?", "did you mean `", "`?"),
            Some("edges")
        );
    }
}
