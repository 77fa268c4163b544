//! Tiles drawn by an earlier build, kept so that a rebuild draws and encodes only the tiles
//! that changed (`tilecat build --watch`).
//!
//! An entry is used only while its tile, its expansion and the size are exactly what they were
//! when it was drawn; anything else draws the tile again. Only the tiles of the latest build
//! are kept, so the memo holds one build's pictures at most.

use std::collections::HashMap;

use tiny_skia::Pixmap;

use crate::model::{Catalog, Expansion, Rotation, Tile};
use crate::render::{RenderError, Size};

/// The pictures of each tile of the latest build, by tile id.
#[derive(Debug, Default)]
pub struct Memo {
    entries: HashMap<String, Entry>,
    redrawn: Vec<String>,
}

/// One tile's pictures and what they were drawn from.
#[derive(Debug)]
struct Entry {
    tile: Tile,
    expansion: Option<Expansion>,
    size: Size,
    printed: Pixmap,
    pngs: HashMap<Rotation, Vec<u8>>,
    svgs: HashMap<Rotation, String>,
}

impl Memo {
    /// An empty memo: the first build draws everything.
    pub fn new() -> Memo {
        Memo::default()
    }

    /// The ids of the tiles drawn afresh by the latest build, in catalog order.
    pub fn redrawn(&self) -> &[String] {
        &self.redrawn
    }

    /// Each tile of `catalog` as printed, `size` pixels square: kept pictures where the tile is
    /// unchanged, the others drawn by `draw` (on every core). Tiles no longer in the catalog
    /// are forgotten.
    pub fn printed(
        &mut self,
        catalog: &Catalog,
        size: Size,
        draw: impl Fn(&Tile, Option<&Expansion>) -> Result<Pixmap, RenderError> + Sync,
    ) -> Result<Vec<Pixmap>, RenderError> {
        let changed: Vec<&Tile> = catalog
            .tiles
            .iter()
            .filter(|tile| !self.holds(tile, catalog.expansion(&tile.expansion), size))
            .collect();
        let drawn = crate::parallel::map(&changed, 1, |tile| {
            draw(tile, catalog.expansion(&tile.expansion))
        });
        self.redrawn.clear();
        for (tile, pixmap) in changed.into_iter().zip(drawn) {
            self.redrawn.push(tile.id.to_string());
            self.entries.insert(
                tile.id.to_string(),
                Entry {
                    tile: tile.clone(),
                    expansion: catalog.expansion(&tile.expansion).cloned(),
                    size,
                    printed: pixmap?,
                    pngs: HashMap::new(),
                    svgs: HashMap::new(),
                },
            );
        }
        self.entries
            .retain(|id, _| catalog.tiles.iter().any(|tile| tile.id == id.as_str()));
        Ok(catalog
            .tiles
            .iter()
            .filter_map(|tile| self.entries.get(tile.id.as_ref()))
            .map(|entry| entry.printed.clone())
            .collect())
    }

    /// The PNG of `tile` turned by `rotation`: the kept one, or `encode`'s, kept.
    pub fn png(
        &mut self,
        tile: &Tile,
        rotation: Rotation,
        encode: impl FnOnce() -> Result<Vec<u8>, RenderError>,
    ) -> Result<Vec<u8>, RenderError> {
        if let Some(png) = self.entry(tile).and_then(|entry| entry.pngs.get(&rotation)) {
            return Ok(png.clone());
        }
        let png = encode()?;
        if let Some(entry) = self.entry(tile) {
            entry.pngs.insert(rotation, png.clone());
        }
        Ok(png)
    }

    /// The SVG of `tile` turned by `rotation`: the kept one, or `write`'s, kept.
    pub fn svg(
        &mut self,
        tile: &Tile,
        rotation: Rotation,
        write: impl FnOnce() -> String,
    ) -> String {
        if let Some(svg) = self.entry(tile).and_then(|entry| entry.svgs.get(&rotation)) {
            return svg.clone();
        }
        let svg = write();
        if let Some(entry) = self.entry(tile) {
            entry.svgs.insert(rotation, svg.clone());
        }
        svg
    }

    /// The entry of `tile`, if it was drawn from exactly this tile.
    fn entry(&mut self, tile: &Tile) -> Option<&mut Entry> {
        self.entries
            .get_mut(tile.id.as_ref())
            .filter(|entry| entry.tile == *tile)
    }

    fn holds(&self, tile: &Tile, expansion: Option<&Expansion>, size: Size) -> bool {
        self.entries.get(tile.id.as_ref()).is_some_and(|entry| {
            entry.tile == *tile && entry.expansion.as_ref() == expansion && entry.size == size
        })
    }
}
