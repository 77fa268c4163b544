//! Go to definition from a reference to the feature it names, and find every reference back;
//! from a board, go to the tile file of a tile it places or of a feature a meeple stands on.

use std::ops::Range;

use crate::input::source::{Pointer, Step};
use crate::lsp::board_names::{Place, tile_under};
use crate::lsp::buffer::{Buffer, Part, reference};
use crate::lsp::workspace::Workspace;

/// The span of the `id` of the feature that the reference at byte `offset` names.
pub fn definition(buffer: &Buffer, offset: usize) -> Option<Range<usize>> {
    let spot = buffer.spot(offset)?;
    if spot.part != Part::Value || reference(&spot.pointer, &buffer.document).is_none() {
        return None;
    }
    let named = buffer.string(&spot.pointer)?;
    buffer
        .features()
        .into_iter()
        .find(|(id, _, _)| id == named)
        .map(|(_, _, span)| span)
}

/// The tile file, and the span in it, that the board value at byte `offset` of `buffer` names:
/// the tile's `id` for a `tiles` entry's `tile`, the feature's `id` on the tile under a meeple
/// for its `feature`.
pub fn board_definition(
    buffer: &Buffer,
    offset: usize,
    workspace: &Workspace,
) -> Option<(Buffer, Range<usize>)> {
    let spot = buffer
        .spot(offset)
        .filter(|spot| spot.part == Part::Value)?;
    let (tile, feature) = match Place::of(&spot.pointer)? {
        Place::Tile => (buffer.string(&spot.pointer)?, None),
        Place::Feature(meeple) => (
            tile_under(&buffer.document, meeple)?,
            Some(buffer.string(&spot.pointer)?),
        ),
    };
    let file = workspace.tile_file(tile)?;
    let span = match feature {
        None => file.spans.get(&Pointer::root().key("id"))?.value.clone(),
        Some(named) => file
            .features()
            .into_iter()
            .find(|(id, _, _)| id == named)
            .map(|(_, _, span)| span)?,
    };
    Some((file, span))
}

/// The spans of every reference to the feature whose id or reference is at byte `offset`,
/// with the feature's own `id` first when `declaration` is asked for.
pub fn references(buffer: &Buffer, offset: usize, declaration: bool) -> Vec<Range<usize>> {
    let Some(spot) = buffer.spot(offset).filter(|spot| spot.part == Part::Value) else {
        return Vec::new();
    };
    let is_feature_id = matches!(
        spot.pointer.0.as_slice(),
        [Step::Key(features), Step::Index(_), Step::Key(id)] if features == "features" && id == "id"
    );
    if !is_feature_id && reference(&spot.pointer, &buffer.document).is_none() {
        return Vec::new();
    }
    let Some(named) = buffer.string(&spot.pointer) else {
        return Vec::new();
    };
    let mut found = Vec::new();
    if declaration {
        found.extend(
            buffer
                .features()
                .into_iter()
                .filter(|(id, _, _)| id == named)
                .map(|(_, _, span)| span),
        );
    }
    found.extend(
        buffer
            .references()
            .into_iter()
            .filter(|(id, _)| id == named)
            .map(|(_, span)| span),
    );
    found
}
