//! The set's thumbnails, kept from one listing of the set to the next: a tile's is drawn again
//! only when the catalog holds the tile or its expansion otherwise than when it was drawn, so
//! that listing a set of 1,000 tiles after each click draws the one tile that changed. What a
//! file's `id` is, read from its text, is kept the same way, by the text's version.

use std::collections::{HashMap, HashSet};

use crate::model::{Catalog, Expansion, Tile};
use crate::studio::targets;

/// The thumbnails and ids kept, by file name as the page names the file.
#[derive(Debug, Default)]
pub struct Thumbnails {
    drawn: HashMap<String, Drawn>,
    ids: HashMap<String, Read>,
}

/// One tile's thumbnail and the data it was drawn from.
#[derive(Debug)]
struct Drawn {
    tile: Tile,
    expansion: Option<Expansion>,
    svg: Option<String>,
}

/// The `id` a file's text gives, and the version of the text.
#[derive(Debug)]
struct Read {
    version: String,
    id: Option<String>,
}

impl Thumbnails {
    /// The `id` of the data file `file` whose text is `text` at `version`: the one kept while
    /// the version is the same, else `read`'s.
    pub fn id(
        &mut self,
        file: &str,
        version: &str,
        read: impl FnOnce() -> Option<String>,
    ) -> Option<String> {
        if let Some(kept) = self.ids.get(file)
            && kept.version == version
        {
            return kept.id.clone();
        }
        let id = read();
        self.ids.insert(
            file.to_owned(),
            Read {
                version: version.to_owned(),
                id: id.clone(),
            },
        );
        id
    }

    /// The thumbnail of the tile `id` of `catalog`, the file `file` holds: the one kept while
    /// the catalog holds the tile and its expansion as they were when it was drawn, else drawn
    /// now; `None` when the catalog has no such tile.
    pub fn of(&mut self, file: &str, catalog: &Catalog, id: &str) -> Option<String> {
        let tile = catalog.tile(id)?;
        let expansion = catalog.expansion(&tile.expansion);
        if let Some(kept) = self.drawn.get(file)
            && kept.tile == *tile
            && kept.expansion.as_ref() == expansion
        {
            return kept.svg.clone();
        }
        let svg = targets::drawing(catalog, id, targets::THUMBNAIL_PIXELS);
        self.drawn.insert(
            file.to_owned(),
            Drawn {
                tile: tile.clone(),
                expansion: expansion.cloned(),
                svg: svg.clone(),
            },
        );
        svg
    }

    /// Lets go of what is kept for every file but `listed`, the files the set holds now.
    pub fn keep_only(&mut self, listed: &HashSet<String>) {
        self.drawn.retain(|file, _| listed.contains(file));
        self.ids.retain(|file, _| listed.contains(file));
    }
}
