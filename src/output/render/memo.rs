//! Pictures drawn by an earlier stream, kept so that the next stream draws and encodes only the
//! tiles that changed (`tilecat build --watch`).
//!
//! A tile's pictures (its pixels as printed and its PNG in each rotation) are used only
//! while the tile, its expansion, the size and the bytes of the tile's own picture (if it names
//! one, else of its expansion's mark, if its symbol names one) are exactly what they were when
//! it was drawn; anything else draws the tile again, so a
//! picture changed on disk is drawn again even when its tile's data is not. An atlas page and its contact-sheet page are used again,
//! encoded as they are, only while the page's layout is the same and every tile on it is used
//! again. What a stream draws is kept only once the whole stream has succeeded, and only the
//! tiles and pages of the latest stream are kept, so the memo holds one build's pictures at most:
//! each tile's pixels once, `size × size × 4` bytes, and the encoded files.
//!
//! A [`Memo::forgetful`] memo keeps nothing: every stream draws everything, holding no more
//! than a stream without a memo.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;

use tiny_skia::Pixmap;

use crate::model::{Catalog, Expansion, Rotation, Tile};
use crate::output::render::atlas::{Atlas, Frame, Page, PageGrid};
use crate::output::render::{DecodedPictures, RenderError, Size};

/// The pictures of the latest stream, by tile and by page, and which tiles it drew.
#[derive(Debug)]
pub struct Memo {
    keeps: bool,
    tiles: HashMap<String, FreshTile>,
    pages: HashMap<usize, KeptPage>,
    drawn: usize,
}

/// A kept atlas page's PNG and its contact-sheet page's, if it has one.
type PagePngs<'a> = (&'a [u8], Option<&'a [u8]>);

/// One atlas page and its contact-sheet page, encoded, with the layout they were drawn in.
#[derive(Debug)]
struct KeptPage {
    size: Size,
    cell: PageGrid,
    page: Page,
    frames: Vec<Frame>,
    atlas: Vec<u8>,
    sheet: Option<Vec<u8>>,
}

/// A tile drawn afresh by a stream: its pixels as printed and the PNGs encoded from them, with
/// what they were drawn from; the memo keeps it as it is once the stream has succeeded.
#[derive(Debug)]
pub(crate) struct FreshTile {
    tile: Tile,
    expansion: Option<Expansion>,
    size: Size,
    picture: Option<Arc<[u8]>>,
    printed: Arc<Pixmap>,
    pngs: [Option<Vec<u8>>; 4],
}

impl FreshTile {
    /// `tile` of `expansion` drawn `size` pixels square as `printed` (from its own picture's
    /// file, `picture`, if it has one: the bytes shared with every tile that names the file),
    /// with no PNG yet.
    pub(crate) fn new(
        tile: &Tile,
        expansion: Option<&Expansion>,
        size: Size,
        picture: Option<Arc<[u8]>>,
        printed: Arc<Pixmap>,
    ) -> Self {
        FreshTile {
            tile: tile.clone(),
            expansion: expansion.cloned(),
            size,
            picture,
            printed,
            pngs: Default::default(),
        }
    }

    /// The tile's pixels as printed.
    pub(crate) fn printed(&self) -> &Pixmap {
        &self.printed
    }

    /// Notes the PNG of the tile turned by `rotation`.
    pub(crate) fn add_png(&mut self, rotation: Rotation, png: &[u8]) {
        self.pngs[usize::from(rotation.quarter_turns())] = Some(png.to_vec());
    }
}

/// What a stream drew afresh, kept by [`Memo::keep`] once the whole stream has succeeded: the
/// ids of the tiles drawn, and where the memo keeps pictures, the pictures.
#[derive(Debug, Default)]
pub(crate) struct Fresh {
    keeps: bool,
    drawn: Vec<String>,
    tiles: Vec<FreshTile>,
    pages: Vec<(usize, Vec<u8>, Option<Vec<u8>>)>,
}

impl Fresh {
    /// Nothing drawn yet, for a stream with `memo`.
    pub(crate) fn new(memo: &Memo) -> Fresh {
        Fresh {
            keeps: memo.keeps,
            ..Fresh::default()
        }
    }

    /// Notes a tile drawn afresh, and keeps its pictures where the memo keeps any.
    pub(crate) fn add_tile(&mut self, tile: FreshTile) {
        self.drawn.push(tile.tile.id.to_string());
        if self.keeps {
            self.tiles.push(tile);
        }
    }

    /// Notes page `index` encoded afresh, its atlas image and its sheet image if it has one,
    /// where the memo keeps pictures.
    pub(crate) fn add_page(&mut self, index: usize, atlas: &[u8], sheet: Option<&[u8]>) {
        if self.keeps {
            self.pages
                .push((index, atlas.to_vec(), sheet.map(<[u8]>::to_vec)));
        }
    }

    /// Adds everything `other` notes.
    pub(crate) fn extend(&mut self, other: Fresh) {
        self.drawn.extend(other.drawn);
        self.tiles.extend(other.tiles);
        self.pages.extend(other.pages);
    }
}

impl Memo {
    /// An empty memo that keeps what each stream draws: the first stream draws everything.
    pub fn keeping() -> Memo {
        Memo::with(true)
    }

    /// A memo that keeps nothing, so every stream draws everything.
    pub fn forgetful() -> Memo {
        Memo::with(false)
    }

    fn with(keeps: bool) -> Memo {
        Memo {
            keeps,
            tiles: HashMap::new(),
            pages: HashMap::new(),
            drawn: 0,
        }
    }

    /// How many tiles the latest stream drew, rather than taking them from the memo.
    pub fn drawn(&self) -> usize {
        self.drawn
    }

    /// The kept pixels of `tile` as printed, if they were drawn from exactly this tile, its
    /// expansion, size and own picture.
    pub(crate) fn printed(
        &self,
        tile: &Tile,
        expansion: Option<&Expansion>,
        size: Size,
        picture: Option<&[u8]>,
    ) -> Option<&Pixmap> {
        self.kept(tile, expansion, size, picture)
            .map(|kept| &*kept.printed)
    }

    /// The kept PNG of `tile` turned by `rotation`, as [`Memo::printed`].
    pub(crate) fn png(
        &self,
        tile: &Tile,
        expansion: Option<&Expansion>,
        size: Size,
        picture: Option<&[u8]>,
        rotation: Rotation,
    ) -> Option<&[u8]> {
        self.kept(tile, expansion, size, picture)?.pngs[usize::from(rotation.quarter_turns())]
            .as_deref()
    }

    /// The kept atlas image and sheet image (if the page has one) of `page` of `atlas` (planned
    /// from `catalog`), if
    /// the page is laid out as when they were drawn and every tile on it is kept unchanged, its
    /// own picture (from `pictures`) too.
    pub(crate) fn page(
        &self,
        catalog: &Catalog,
        atlas: &Atlas,
        page: &Page,
        pictures: &DecodedPictures<'_>,
    ) -> Result<Option<PagePngs<'_>>, RenderError> {
        let Some(kept) = self.pages.get(&page.index) else {
            return Ok(None);
        };
        let frames = atlas.frames_of(page);
        if kept.size != atlas.size
            || kept.cell != atlas.cell
            || kept.page != *page
            || kept.frames != frames
        {
            return Ok(None);
        }
        // A tile's frames lie side by side: each tile is looked at once.
        let mut last: Option<&str> = None;
        for frame in frames {
            if last == Some(frame.tile.as_str()) {
                continue;
            }
            last = Some(&frame.tile);
            let Some(tile) = catalog.tile(&frame.tile) else {
                return Ok(None);
            };
            let picture = pictures.bytes(tile)?;
            let expansion = catalog.expansion(&tile.expansion);
            if self
                .kept(tile, expansion, atlas.size, picture.as_deref())
                .is_none()
            {
                return Ok(None);
            }
        }
        Ok(Some((kept.atlas.as_slice(), kept.sheet.as_deref())))
    }

    /// Keeps what a whole stream of `atlas` (planned from `catalog`) drew afresh, and forgets
    /// the tiles and pages that are no longer in it.
    pub(crate) fn keep(&mut self, catalog: &Catalog, atlas: &Atlas, fresh: Fresh) {
        self.drawn = fresh.drawn.iter().collect::<HashSet<_>>().len();
        if !self.keeps {
            return;
        }
        for tile in fresh.tiles {
            self.tiles.insert(tile.tile.id.to_string(), tile);
        }
        let ids: HashSet<&str> = catalog.tiles.iter().map(|tile| tile.id.as_ref()).collect();
        self.tiles.retain(|id, _| ids.contains(id.as_str()));
        for (index, atlas_png, sheet_png) in fresh.pages {
            let Some(page) = atlas.pages.get(index) else {
                continue;
            };
            let kept = KeptPage {
                size: atlas.size,
                cell: atlas.cell,
                page: page.clone(),
                frames: atlas.frames_of(page).to_vec(),
                atlas: atlas_png,
                sheet: sheet_png,
            };
            self.pages.insert(index, kept);
        }
        self.pages.retain(|index, _| *index < atlas.pages.len());
    }

    fn kept(
        &self,
        tile: &Tile,
        expansion: Option<&Expansion>,
        size: Size,
        picture: Option<&[u8]>,
    ) -> Option<&FreshTile> {
        self.tiles.get(tile.id.as_ref()).filter(|kept| {
            kept.tile == *tile
                && kept.expansion.as_ref() == expansion
                && kept.size == size
                && kept.picture.as_deref() == picture
        })
    }
}
