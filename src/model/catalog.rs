//! A whole catalog: expansions and their tiles.

use std::borrow::Cow;

use crate::model::{Expansion, Tile};

/// Every expansion and every tile of a catalog, each sorted by id.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Catalog {
    /// The expansions, sorted by id.
    pub expansions: Cow<'static, [Expansion]>,
    /// The tiles of all expansions, sorted by id.
    pub tiles: Cow<'static, [Tile]>,
}

impl Catalog {
    /// The tile with the given id, if the catalog has one.
    ///
    /// ```
    /// let tile = tilecat::tables::CATALOG.tile("flier-B").unwrap();
    /// assert_eq!(tile.letter, "B");
    /// ```
    pub fn tile(&self, id: &str) -> Option<&Tile> {
        self.tiles
            .binary_search_by(|tile| tile.id.as_ref().cmp(id))
            .ok()
            .map(|index| &self.tiles[index])
    }

    /// The expansion with the given id, if the catalog has one.
    pub fn expansion(&self, id: &str) -> Option<&Expansion> {
        self.expansions
            .binary_search_by(|expansion| expansion.id.as_ref().cmp(id))
            .ok()
            .map(|index| &self.expansions[index])
    }

    /// The tiles of one expansion, in id order.
    pub fn tiles_of<'a>(&'a self, expansion: &'a str) -> impl Iterator<Item = &'a Tile> + 'a {
        self.tiles
            .iter()
            .filter(move |tile| tile.expansion == expansion)
    }
}
