//! Hover: what the key or value under the cursor means, from the schema's descriptions, and a
//! tile's picture on its `id`.

use lsp_types::{Hover, HoverContents, MarkupContent, MarkupKind};

use crate::document::FileKind;
use crate::lsp::buffer::{Buffer, Part};
use crate::lsp::schema_docs::SchemaDocs;
use crate::lsp::text::Lines;
use crate::source::Pointer;

/// The hover at byte `offset` of `buffer`; `preview` gives the file URI of a tile's rendered
/// picture by its id, when it can be drawn.
pub fn hover(
    buffer: &Buffer,
    offset: usize,
    docs: &SchemaDocs,
    preview: &mut dyn FnMut(&str) -> Option<String>,
) -> Option<Hover> {
    let spot = buffer.spot(offset)?;
    let mut lines = Vec::new();
    if spot.part == Part::Value
        && let Some(value) = buffer.string(&spot.pointer)
    {
        let meaning = docs
            .values(buffer.kind, &spot.pointer, &buffer.document)
            .into_iter()
            .find(|choice| choice.label == value)
            .and_then(|choice| choice.description);
        if let Some(meaning) = meaning {
            lines.push(format!("`{value}`: {meaning}"));
        }
        if buffer.kind == FileKind::Tile
            && spot.pointer == Pointer::root().key("id")
            && let Some(uri) = preview(value)
        {
            lines.push(format!(
                "![{value}]({uri})\n\n[open the picture of `{value}`]({uri})"
            ));
        }
    }
    let key = describe(&spot.pointer);
    if let Some(description) = docs.description(buffer.kind, &spot.pointer, &buffer.document) {
        lines.push(format!("**{key}**: {description}"));
    }
    if lines.is_empty() {
        return None;
    }
    Some(Hover {
        contents: HoverContents::Markup(MarkupContent {
            kind: MarkupKind::Markdown,
            value: lines.join("\n\n"),
        }),
        range: Some(Lines::new(&buffer.text).range(&spot.span)),
    })
}

/// The pointer as a reader names the key: `features[2].edges`.
fn describe(pointer: &Pointer) -> String {
    let mut name = String::new();
    for segment in &pointer.0 {
        match segment {
            crate::source::Segment::Key(key) => {
                if !name.is_empty() {
                    name.push('.');
                }
                name.push_str(key);
            }
            crate::source::Segment::Index(index) => name.push_str(&format!("[{index}]")),
        }
    }
    name
}
