//! Hover: what the key or value under the cursor means, from the schema's descriptions; a
//! tile's picture on its `id`; on a board, what tile or feature a value names, with the tile's
//! picture.

use lsp_types::{Hover, HoverContents, MarkupContent, MarkupKind, Url};

use crate::input::document::FileKind;
use crate::input::source::Pointer;
use crate::lsp::board_names::{self, Place};
use crate::lsp::buffer::{Buffer, Part};
use crate::lsp::markdown::{code, destination, escaped};
use crate::lsp::schema_docs::SchemaDocs;
use crate::lsp::text::Lines;
use crate::model::Catalog;

/// The hover at byte `offset` of `buffer`, whose tiles come from `catalog`; `preview` gives the
/// file URI of a tile's rendered picture by its id, when it can be drawn. Every value from the
/// data is written through [`crate::lsp::markdown`].
pub fn hover(
    buffer: &Buffer,
    offset: usize,
    docs: &SchemaDocs,
    catalog: &Catalog,
    preview: &mut dyn FnMut(&str) -> Option<Url>,
) -> Option<Hover> {
    let spot = buffer.spot(offset)?;
    let mut lines = Vec::new();
    if spot.part == Part::Value
        && let Some(value) = buffer.string(&spot.pointer)
    {
        let mut choices = docs.values(buffer.kind, &spot.pointer, &buffer.document);
        if buffer.kind == FileKind::Board {
            choices.extend(board_names::choices(
                catalog,
                &spot.pointer,
                &buffer.document,
            ));
        }
        let meaning = choices
            .into_iter()
            .find(|choice| choice.label == value)
            .and_then(|choice| choice.description);
        if let Some(meaning) = meaning {
            lines.push(format!("{}: {meaning}", code(value)));
        }
        let names_tile = match buffer.kind {
            FileKind::Tile => spot.pointer == Pointer::root().key("id"),
            FileKind::Board => Place::of(&spot.pointer) == Some(Place::Tile),
            FileKind::Expansion => false,
        };
        if names_tile && let Some(uri) = preview(value) {
            let (alt, uri, name) = (escaped(value), destination(&uri), code(value));
            lines.push(format!(
                "![{alt}]({uri})\n\n[open the picture of {name}]({uri})"
            ));
        }
    }
    let key = describe(&spot.pointer);
    if let Some(description) = docs.description(buffer.kind, &spot.pointer, &buffer.document) {
        // As code, so that no renderer of markdown takes the brackets of `features[3]` for a
        // link and drops them.
        lines.push(format!("**{}**: {description}", code(&key)));
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
            crate::input::source::Step::Key(key) => {
                if !name.is_empty() {
                    name.push('.');
                }
                name.push_str(key);
            }
            crate::input::source::Step::Index(index) => name.push_str(&format!("[{index}]")),
        }
    }
    name
}
