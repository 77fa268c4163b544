//! What a board buffer names in the catalog: the tile of each `tiles` entry, and the feature
//! of each meeple on the tile placed at its cell.

use serde_json::Value;

use crate::input::source::{Pointer, Step};
use crate::lsp::markdown::{code, escaped};
use crate::lsp::schema_docs::Choice;
use crate::model::{Catalog, Tile};

/// A place in a board file whose value names something in the catalog.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    /// A `tiles` entry's `tile`: a tile's id.
    Tile,
    /// The `feature` of the meeple at this index of `meeples`: a feature's id on the tile
    /// placed at the meeple's cell.
    Feature(usize),
}

impl Place {
    /// What the value at `pointer` of a board file names, if anything.
    pub fn of(pointer: &Pointer) -> Option<Place> {
        match pointer.0.as_slice() {
            [Step::Key(tiles), Step::Index(_), Step::Key(tile)]
                if tiles == "tiles" && tile == "tile" =>
            {
                Some(Place::Tile)
            }
            [Step::Key(meeples), Step::Index(index), Step::Key(feature)]
                if meeples == "meeples" && feature == "feature" =>
            {
                Some(Place::Feature(*index))
            }
            _ => None,
        }
    }
}

/// The id of the tile that `document` places at the cell of its meeple number `meeple`: the
/// first `tiles` entry at that cell, as a board is read.
pub fn tile_under(document: &Value, meeple: usize) -> Option<&str> {
    let at = document.get("meeples")?.get(meeple)?.get("at")?;
    document
        .get("tiles")?
        .as_array()?
        .iter()
        .find(|entry| entry.get("at") == Some(at))?
        .get("tile")?
        .as_str()
}

/// The values the catalog offers at `pointer` of the board `document`, each with what it is in
/// Markdown: every tile for a `tiles` entry's `tile`, the features of the tile under a meeple
/// for its `feature`.
pub fn choices(catalog: &Catalog, pointer: &Pointer, document: &Value) -> Vec<Choice> {
    match Place::of(pointer) {
        Some(Place::Tile) => catalog
            .tiles
            .iter()
            .map(|tile| Choice {
                label: tile.id.to_string(),
                description: Some(tile_words(catalog, tile)),
            })
            .collect(),
        Some(Place::Feature(meeple)) => tile_under(document, meeple)
            .and_then(|id| catalog.tile(id))
            .map_or_else(Vec::new, |tile| {
                tile.features
                    .iter()
                    .map(|feature| Choice {
                        label: feature.id().to_owned(),
                        description: Some(format!(
                            "the {} {} of {}",
                            feature.kind().name(),
                            code(feature.id()),
                            code(&tile.id)
                        )),
                    })
                    .collect()
            }),
        None => Vec::new(),
    }
}

/// What `tile` is, in Markdown: its letter, its expansion and its features.
fn tile_words(catalog: &Catalog, tile: &Tile) -> String {
    let expansion = catalog
        .expansion(&tile.expansion)
        .map_or(tile.expansion.as_ref(), |expansion| expansion.name.as_ref());
    let features: Vec<String> = tile
        .features
        .iter()
        .map(|feature| format!("{} {}", feature.kind().name(), code(feature.id())))
        .collect();
    format!(
        "tile {} of {}; its features: {}",
        escaped(&tile.letter),
        escaped(expansion),
        features.join(", ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_meeple_stands_on_the_tile_at_its_cell() {
        let document = json!({
            "tiles": [{"tile": "a", "at": [0, 0]}, {"tile": "b", "at": [1, 0]}, {"tile": "c", "at": [1, 0]}],
            "meeples": [{"at": [1, 0]}, {"at": [5, 5]}, {}],
        });
        assert_eq!(tile_under(&document, 0), Some("b"));
        assert_eq!(tile_under(&document, 1), None);
        assert_eq!(tile_under(&document, 2), None);
        assert_eq!(tile_under(&document, 3), None);
        let pointer = |text: &str| {
            text.split('/')
                .skip(1)
                .fold(Pointer::root(), |pointer, part| match part.parse() {
                    Ok(index) => pointer.index(index),
                    Err(_) => pointer.key(part),
                })
        };
        assert_eq!(Place::of(&pointer("/tiles/2/tile")), Some(Place::Tile));
        assert_eq!(
            Place::of(&pointer("/meeples/1/feature")),
            Some(Place::Feature(1))
        );
        assert_eq!(Place::of(&pointer("/meeples/1/player")), None);
        assert_eq!(Place::of(&pointer("/tile")), None);
    }
}
