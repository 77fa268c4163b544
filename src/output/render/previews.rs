//! Every preview drawn as a stream: a page of the atlas at a time, on every core, each tile
//! drawn once and its pixels used for its single PNGs, its atlas frames and its contact-sheet
//! thumbnail before the next tile is drawn. With a [`Memo`] of an earlier stream, only the
//! tiles that changed are drawn and only the pages that show one are encoded again. A tile that
//! names a picture of its own ([`Pictures`]) is shown by that picture, scaled to the size.
//!
//! A page's atlas image and contact-sheet image are PNG encoded band by band while the page is
//! drawn, so the largest buffer is one band of a page; the pictures of a page are handed on as
//! soon as the page is done, pages in order, so the output is the same whatever the number of
//! cores.

use std::sync::Arc;

use tiny_skia::Pixmap;

use crate::model::{Catalog, Rotation, Tile};
use crate::output::render::atlas::{Atlas, Frame, Page};
use crate::output::render::encoding::{self, Channels, Encoder, Rows};
use crate::output::render::memo::{Fresh, FreshTile, Memo};
use crate::output::render::sheet::SheetGrid;
use crate::output::render::{DecodedPictures, Pictures, RenderError, file_name, raster};
use crate::shared::parallel;

/// One tile in one rotation, PNG encoded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TilePng {
    /// The file name, such as `flier-A-r90.png`.
    pub file_name: String,
    /// The tile's id.
    pub tile: String,
    /// How far the tile is turned.
    pub rotation: Rotation,
    /// The PNG bytes.
    pub png: Vec<u8>,
}

/// One finished picture of the stream.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Picture {
    /// A single tile in one rotation.
    Tile(TilePng),
    /// A page of the atlas, PNG encoded.
    AtlasPage {
        /// The page's number, as in [`Page::index`].
        index: usize,
        /// The PNG bytes.
        png: Vec<u8>,
    },
    /// A page of an expansion's contact sheet, PNG encoded.
    SheetPage {
        /// The expansion's id.
        expansion: String,
        /// The page's number among the expansion's pages, from 0.
        index: usize,
        /// The PNG bytes.
        png: Vec<u8>,
    },
}

/// Draws every page of `atlas` (planned from `catalog`) with its contact-sheet page and the
/// single tiles in `rotations`, each tile shown by its own picture from `pictures` where it
/// names one, and hands each picture to `emit`: a page's single tiles in
/// frame order, then its atlas page, then its sheet page, pages in order. Pages are drawn on
/// every core, each core taking the next page not yet drawn; an error from `emit` stops the
/// stream and is returned as it is, beside the drawing's own errors.
pub fn stream<E: From<RenderError>>(
    catalog: &Catalog,
    pictures: &dyn Pictures,
    atlas: &Atlas,
    rotations: &[Rotation],
    emit: &mut dyn FnMut(Picture) -> Result<(), E>,
) -> Result<(), E> {
    let mut memo = Memo::forgetful();
    stream_remembering(catalog, pictures, atlas, rotations, &mut memo, emit)
}

/// Streams like [`stream`], taking from `memo` the pictures of every tile and page it holds as
/// they are now, so that only the others are drawn and encoded; once the whole stream has
/// succeeded, `memo` keeps what was drawn for the next stream and counts the tiles drawn.
pub fn stream_remembering<E: From<RenderError>>(
    catalog: &Catalog,
    pictures: &dyn Pictures,
    atlas: &Atlas,
    rotations: &[Rotation],
    memo: &mut Memo,
    emit: &mut dyn FnMut(Picture) -> Result<(), E>,
) -> Result<(), E> {
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let mut fresh = Fresh::new(memo);
    let kept: &Memo = memo;
    let own = DecodedPictures::new(pictures, atlas.size);
    parallel::ordered(
        &atlas.pages,
        cores + 1,
        |page| {
            let painter = Painter::new(catalog, &own, rotations, kept);
            draw_page(atlas, page, painter)
        },
        &mut |page| {
            let (drawn, fresh_here): (Vec<Picture>, Fresh) = page?;
            fresh.extend(fresh_here);
            drawn.into_iter().try_for_each(&mut *emit)
        },
    )?;
    memo.keep(catalog, atlas, fresh);
    Ok(())
}

/// The pictures of one page, its single tiles, its atlas image and its sheet image, and what
/// was drawn afresh for them.
fn draw_page(
    atlas: &Atlas,
    page: &Page,
    mut painter: Painter<'_>,
) -> Result<(Vec<Picture>, Fresh), RenderError> {
    let frames = atlas.frames_of(page);
    let kept = painter
        .memo
        .page(painter.catalog, atlas, page, painter.own)?;
    let (atlas_png, sheet_png) = match kept {
        Some((atlas_png, sheet_png)) => {
            for frame in frames {
                painter.single(frame, None)?;
            }
            (atlas_png.to_vec(), sheet_png.map(<[u8]>::to_vec))
        }
        None => {
            let (atlas_png, sheet_png) = encode_page(atlas, page, &mut painter)?;
            painter
                .fresh
                .add_page(page.index, &atlas_png, sheet_png.as_deref());
            (atlas_png, sheet_png)
        }
    };
    painter.finish_tile();
    let Painter {
        mut pictures,
        fresh,
        ..
    } = painter;
    pictures.push(Picture::AtlasPage {
        index: page.index,
        png: atlas_png,
    });
    if let (Some(index), Some(png)) = (page.sheet, sheet_png) {
        pictures.push(Picture::SheetPage {
            expansion: page.expansion.clone(),
            index,
            png,
        });
    }
    Ok((pictures, fresh))
}

/// The pixels and single PNGs of a page's frames, one tile at a time (a tile's frames lie side
/// by side): from the memo where it holds the tile, otherwise drawn once per page.
struct Painter<'a> {
    catalog: &'a Catalog,
    /// The tiles' own pictures, at the size drawn.
    own: &'a DecodedPictures<'a>,
    rotations: &'a [Rotation],
    memo: &'a Memo,
    /// The tile whose frames are being painted, as printed.
    current: Option<(&'a Tile, Printed<'a>)>,
    /// The id of the tile whose own picture was read last, and its file's bytes if it has one.
    picture: Option<(&'a str, Option<Arc<[u8]>>)>,
    /// The single tiles so far, in frame order.
    pictures: Vec<Picture>,
    fresh: Fresh,
}

/// A tile's pixels as printed: kept by the memo, or drawn by this page.
enum Printed<'a> {
    Kept(&'a Pixmap),
    Drawn(Box<FreshTile>),
}

impl<'a> Painter<'a> {
    /// A painter of the tiles of `catalog` with their own `pictures`, at the size those are
    /// drawn, encoding single PNGs in `rotations`, taking what `memo` holds.
    fn new(
        catalog: &'a Catalog,
        pictures: &'a DecodedPictures<'a>,
        rotations: &'a [Rotation],
        memo: &'a Memo,
    ) -> Painter<'a> {
        Painter {
            catalog,
            own: pictures,
            rotations,
            memo,
            current: None,
            picture: None,
            pictures: Vec::new(),
            fresh: Fresh::new(memo),
        }
    }

    /// The bytes of the own picture of `tile`, if it names one, looked up once for its frames.
    fn picture(&mut self, tile: &'a Tile) -> Result<Option<&Arc<[u8]>>, RenderError> {
        if self
            .picture
            .as_ref()
            .is_none_or(|(id, _)| *id != tile.id.as_ref())
        {
            self.picture = Some((tile.id.as_ref(), self.own.bytes(tile)?));
        }
        Ok(self.picture.as_ref().and_then(|(_, bytes)| bytes.as_ref()))
    }

    /// The tile `frame` shows.
    fn tile(&self, frame: &Frame) -> Result<&'a Tile, RenderError> {
        self.catalog
            .tile(&frame.tile)
            .ok_or_else(|| RenderError::Atlas(format!("frame `{}` names no tile", frame.name)))
    }

    /// The pixels of the tile `frame` shows, as printed.
    fn printed(&mut self, frame: &Frame) -> Result<&Pixmap, RenderError> {
        let tile = self.tile(frame)?;
        if self
            .current
            .as_ref()
            .is_none_or(|(current, _)| current.id != tile.id)
        {
            self.finish_tile();
            let expansion = self.catalog.expansion(&tile.expansion);
            let (memo, own) = (self.memo, self.own);
            let picture = self.picture(tile)?.cloned();
            let printed = match memo.printed(tile, expansion, own.size(), picture.as_deref()) {
                Some(pixels) => Printed::Kept(pixels),
                None => {
                    let pixels = raster::printed(tile, expansion, own)?;
                    let fresh = FreshTile::new(tile, expansion, own.size(), picture, pixels);
                    Printed::Drawn(Box::new(fresh))
                }
            };
            self.current = Some((tile, printed));
        }
        match &self.current {
            Some((_, Printed::Kept(pixels))) => Ok(pixels),
            Some((_, Printed::Drawn(drawn))) => Ok(drawn.printed()),
            None => Err(RenderError::Atlas(format!(
                "frame `{}` was not drawn",
                frame.name
            ))),
        }
    }

    /// Adds the single PNG of `frame` if its rotation is asked for: the memo's, or encoded
    /// from `pixels`, the frame's pixels (turned from the tile as printed when not given).
    fn single(&mut self, frame: &Frame, pixels: Option<Rows<'_>>) -> Result<(), RenderError> {
        if !self.rotations.contains(&frame.rotation) {
            return Ok(());
        }
        let tile = self.tile(frame)?;
        let expansion = self.catalog.expansion(&tile.expansion);
        let (memo, size) = (self.memo, self.own.size());
        let picture = self.picture(tile)?.map(|bytes| &**bytes);
        let png = match memo.png(tile, expansion, size, picture, frame.rotation) {
            Some(png) => png.to_vec(),
            None => {
                let png = match pixels {
                    Some(pixels) => encoding::encode_rows(pixels)?,
                    None => encoding::encode(&raster::turn(self.printed(frame)?, frame.rotation)?)?,
                };
                if let Some((_, Printed::Drawn(drawn))) = &mut self.current {
                    drawn.add_png(frame.rotation, &png);
                }
                png
            }
        };
        self.pictures.push(Picture::Tile(TilePng {
            file_name: file_name(tile, frame.rotation),
            tile: tile.id.to_string(),
            rotation: frame.rotation,
            png,
        }));
        Ok(())
    }

    /// Notes the tile being painted as drawn afresh, if it was.
    fn finish_tile(&mut self) {
        if let Some((_, Printed::Drawn(drawn))) = self.current.take() {
            self.fresh.add_tile(*drawn);
        }
    }
}

/// The atlas image and the sheet image of `page` (none for a page without a sheet page), PNG
/// encoded band by band, each frame's pixels turned from its tile as printed by `painter`, which
/// also encodes the single PNGs from the frames as they lie in the band.
fn encode_page(
    atlas: &Atlas,
    page: &Page,
    painter: &mut Painter<'_>,
) -> Result<(Vec<u8>, Option<Vec<u8>>), RenderError> {
    let frames = atlas.frames_of(page);
    let cell = atlas.cell;
    let side = atlas.size.pixels();
    let grid = SheetGrid::new(atlas.size);
    // The sheet page shows the tiles whose printed frame lies on this page, once each.
    let printed_here = frames
        .iter()
        .filter(|frame| frame.rotation == Rotation::R0)
        .count() as u32;
    let sheet_columns = page.columns.min(printed_here);
    let mut atlas_png = Vec::new();
    let mut sheet_png = Vec::new();
    let mut atlas_image = Encoder::new(&mut atlas_png, page.width, page.height, Channels::Rgba)?;
    // A page holding no tile as printed has no sheet page: nothing would show on it.
    let mut sheet_image = page
        .sheet
        .map(|_| {
            Encoder::new(
                &mut sheet_png,
                grid.width(sheet_columns),
                grid.height(printed_here.div_ceil(page.columns)),
                Channels::Rgb,
            )
        })
        .transpose()?;
    let mut sheet_band = grid.band(sheet_columns)?;
    let mut placed = 0;
    // One band holds a row of frames; every row but a short last one covers the same cells, so
    // the padding between them stays clear from band to band.
    let mut atlas_band = raster::canvas(page.width, cell.stride())?;
    let top = cell.padding + cell.extrusion;
    for row in frames.chunks(page.columns as usize) {
        if row.len() < page.columns as usize {
            atlas_band.fill(tiny_skia::Color::TRANSPARENT);
        }
        for frame in row {
            raster::turn_into(
                painter.printed(frame)?,
                frame.rotation,
                &mut atlas_band,
                frame.x,
                top,
            )?;
            extrude(&mut atlas_band, frame.x, top, side, cell.extrusion);
            let pixels = Rows::square(&atlas_band, frame.x, top, side).ok_or_else(|| {
                RenderError::Atlas(format!("frame `{}` is off its page", frame.name))
            })?;
            painter.single(frame, Some(pixels))?;
            if frame.rotation == Rotation::R0 {
                let tile = painter.tile(frame)?;
                grid.place(
                    &mut sheet_band,
                    placed % page.columns,
                    painter.printed(frame)?,
                    tile,
                );
                placed += 1;
                if let Some(image) = sheet_image.as_mut().filter(|_| placed % page.columns == 0) {
                    image.write(Rows::of(&sheet_band))?;
                    sheet_band = grid.band(sheet_columns)?;
                }
            }
        }
        atlas_image.write(Rows::of(&atlas_band))?;
    }
    if cell.padding > 0 {
        atlas_image.write(Rows::of(&raster::canvas(page.width, cell.padding)?))?;
    }
    atlas_image.finish()?;
    let sheet_done = sheet_image
        .map(|mut sheet_image| {
            if placed % page.columns != 0 {
                sheet_image.write(Rows::of(&sheet_band))?;
            }
            sheet_image.write(Rows::of(&grid.bottom(sheet_columns)?))?;
            sheet_image.finish()
        })
        .transpose()?;
    Ok((atlas_png, sheet_done.map(|()| sheet_png)))
}

/// Repeats the outermost pixels of the `side` px square frame at `(x, y)` of `band`
/// `extrusion` times around it.
fn extrude(band: &mut Pixmap, x: u32, y: u32, side: u32, extrusion: u32) {
    let width = band.width() as usize;
    let (side, x, y, e) = (side as usize, x as usize, y as usize, extrusion as usize);
    let data = band.pixels_mut();
    for row in y..y + side {
        let start = row * width;
        let (left, right) = (data[start + x], data[start + x + side - 1]);
        data[start + x - e..start + x].fill(left);
        data[start + x + side..start + x + side + e].fill(right);
    }
    let (from, to) = (x - e, x + side + e);
    for step in 1..=e {
        let top = y * width;
        data.copy_within(top + from..top + to, (y - step) * width + from);
        let bottom = (y + side - 1) * width;
        data.copy_within(
            bottom + from..bottom + to,
            (y + side - 1 + step) * width + from,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::render::atlas::AtlasOptions;
    use crate::output::render::{FromData, Size};

    #[test]
    fn extruded_borders_repeat_the_frame_edge_and_padding_stays_clear() {
        let mut band = Pixmap::new(10, 10).unwrap();
        let mut frame = Pixmap::new(4, 4).unwrap();
        frame.fill(tiny_skia::Color::from_rgba8(200, 10, 10, 255));
        frame.pixels_mut()[0] = tiny_skia::ColorU8::from_rgba(0, 0, 255, 255).premultiply();
        raster::blit(&mut band, &frame, 3, 3);
        extrude(&mut band, 3, 3, 4, 2);
        let at = |x: usize, y: usize| band.pixels()[y * 10 + x].demultiply();
        // The top-left pixel is blue; its extrusion fills the corner block diagonally out.
        assert_eq!(at(1, 1).blue(), 255);
        assert_eq!(at(3, 1).blue(), 255);
        assert_eq!(at(1, 3).blue(), 255);
        assert_eq!(at(8, 8).red(), 200);
        assert_eq!(at(4, 8).red(), 200);
        assert_eq!(at(0, 0).alpha(), 0);
        assert_eq!(at(9, 5).alpha(), 0);
    }

    /// Every picture of a stream of `catalog` on pages of four tiles, with `memo`.
    fn pictures(catalog: &Catalog, memo: &mut Memo) -> Vec<Picture> {
        let options = AtlasOptions {
            max_side: 300,
            ..AtlasOptions::default()
        };
        let atlas = Atlas::plan(catalog, Size::new(64).unwrap(), options).unwrap();
        let mut pictures = Vec::new();
        stream_remembering::<RenderError>(
            catalog,
            &FromData,
            &atlas,
            &Rotation::ALL,
            memo,
            &mut |picture| {
                pictures.push(picture);
                Ok(())
            },
        )
        .unwrap();
        pictures
    }

    #[test]
    fn a_remembering_stream_draws_only_changed_tiles_and_gives_the_same_pictures() {
        let flier: Vec<_> = crate::tables::CATALOG.tiles_of("flier").cloned().collect();
        let mut catalog = Catalog {
            tiles: flier.into(),
            ..crate::tables::CATALOG.clone()
        };
        let mut memo = Memo::keeping();
        let first = pictures(&catalog, &mut memo);
        assert_eq!(memo.drawn(), 8);
        assert_eq!(first, pictures(&catalog, &mut Memo::forgetful()));
        assert_eq!(pictures(&catalog, &mut memo), first);
        assert_eq!(memo.drawn(), 0);
        // Tile F's letter shows on its contact-sheet cells: only F is drawn again.
        catalog.tiles.to_mut()[5].letter = "Z".into();
        let changed = pictures(&catalog, &mut memo);
        assert_eq!(memo.drawn(), 1);
        assert_eq!(changed, pictures(&catalog, &mut Memo::forgetful()));
        assert_ne!(changed, first);
        // A memo that keeps nothing draws every tile each time.
        let mut forgetful = Memo::forgetful();
        pictures(&catalog, &mut forgetful);
        pictures(&catalog, &mut forgetful);
        assert_eq!(forgetful.drawn(), 8);
    }

    #[test]
    fn stream_hands_on_pages_in_order_and_each_single_tile_once() {
        let flier: Vec<_> = crate::tables::CATALOG.tiles_of("flier").cloned().collect();
        let catalog = Catalog {
            tiles: flier.into(),
            ..crate::tables::CATALOG.clone()
        };
        let options = AtlasOptions {
            max_side: 300,
            ..AtlasOptions::default()
        };
        let atlas = Atlas::plan(&catalog, Size::new(64).unwrap(), options).unwrap();
        let mut seen = Vec::new();
        stream::<RenderError>(
            &catalog,
            &FromData,
            &atlas,
            &[Rotation::R0, Rotation::R180],
            &mut |picture| {
                seen.push(match picture {
                    Picture::Tile(tile) => tile.file_name,
                    Picture::AtlasPage { index, png } => {
                        let image = image::load_from_memory(&png).unwrap();
                        let page = &atlas.pages[index];
                        assert_eq!((image.width(), image.height()), (page.width, page.height));
                        format!("atlas {index}")
                    }
                    Picture::SheetPage {
                        expansion, index, ..
                    } => format!("sheet {expansion} {index}"),
                });
                Ok(())
            },
        )
        .unwrap();
        assert_eq!(seen.len(), 8 * 2 + 2 * 2);
        assert_eq!(seen[0], "flier-A-r0.png");
        assert_eq!(seen[1], "flier-A-r180.png");
        assert_eq!(seen[8..10], ["atlas 0", "sheet flier 0"]);
        assert_eq!(seen[18..20], ["atlas 1", "sheet flier 1"]);
    }

    /// The tile `flier-A`'s own picture: these bytes; every other tile is drawn from its data.
    struct OwnPicture(std::sync::Mutex<Vec<u8>>);

    impl Pictures for OwnPicture {
        fn file(&self, tile: &Tile) -> Option<std::path::PathBuf> {
            (tile.id == "flier-A").then(|| "art/A.png".into())
        }

        fn read(&self, _tile: &Tile) -> Result<Vec<u8>, RenderError> {
            Ok(self.0.lock().unwrap().clone())
        }
    }

    /// A PNG `side` pixels square of one colour.
    fn plain(side: u32, colour: tiny_skia::Color) -> Vec<u8> {
        let mut pixmap = raster::canvas(side, side).unwrap();
        pixmap.fill(colour);
        encoding::encode(&pixmap).unwrap()
    }

    #[test]
    fn a_remembering_stream_draws_a_tile_again_when_its_picture_changes() {
        let flier: Vec<_> = crate::tables::CATALOG.tiles_of("flier").cloned().collect();
        let catalog = Catalog {
            tiles: flier.into(),
            ..crate::tables::CATALOG.clone()
        };
        let atlas = Atlas::plan(&catalog, Size::new(32).unwrap(), AtlasOptions::default()).unwrap();
        let red = plain(40, tiny_skia::Color::from_rgba8(255, 0, 0, 255));
        let own = OwnPicture(std::sync::Mutex::new(red));
        let mut memo = Memo::keeping();
        let run = |memo: &mut Memo| {
            let mut first = None;
            stream_remembering::<RenderError>(
                &catalog,
                &own,
                &atlas,
                &[Rotation::R0],
                memo,
                &mut |picture| {
                    if let Picture::Tile(tile) = picture {
                        first.get_or_insert(tile.png);
                    }
                    Ok(())
                },
            )
            .unwrap();
            let png = first.unwrap();
            let pixel = image::load_from_memory(&png)
                .unwrap()
                .to_rgb8()
                .get_pixel(16, 16)
                .0;
            (memo.drawn(), pixel)
        };
        assert_eq!(run(&mut memo), (8, [255, 0, 0]));
        assert_eq!(run(&mut memo), (0, [255, 0, 0]));
        // The same tile data with another picture: that tile alone is drawn again.
        *own.0.lock().unwrap() = plain(40, tiny_skia::Color::from_rgba8(0, 0, 255, 255));
        assert_eq!(run(&mut memo), (1, [0, 0, 255]));
        assert_eq!(run(&mut memo), (0, [0, 0, 255]));
    }

    #[test]
    fn a_page_without_a_tile_as_printed_has_no_sheet_page() {
        let flier: Vec<_> = crate::tables::CATALOG.tiles_of("flier").cloned().collect();
        let catalog = Catalog {
            tiles: flier.into(),
            ..crate::tables::CATALOG.clone()
        };
        // One frame to a page, as at 2048 px on the default 4096 px pages: of each tile's four
        // pages only the first shows it as printed.
        let options = AtlasOptions {
            max_side: 64 + 4 + 2,
            ..AtlasOptions::default()
        };
        let atlas = Atlas::plan(&catalog, Size::new(64).unwrap(), options).unwrap();
        assert_eq!(atlas.pages.len(), 32);
        let mut sheets = Vec::new();
        stream::<RenderError>(&catalog, &FromData, &atlas, &[], &mut |picture| {
            if let Picture::SheetPage { index, png, .. } = picture {
                let image = image::load_from_memory(&png).unwrap().to_rgb8();
                // A thumbnail's grass shows on the page: it is not the bare background.
                let grass = crate::output::render::palette::FIELD;
                let shows_a_tile = image
                    .pixels()
                    .any(|pixel| pixel.0 == [grass.r, grass.g, grass.b]);
                sheets.push((index, shows_a_tile));
            }
            Ok(())
        })
        .unwrap();
        assert_eq!(
            sheets,
            (0..8).map(|index| (index, true)).collect::<Vec<_>>()
        );
        assert_eq!(atlas.sheet_pages("flier"), 8);
    }
}
