//! The contact sheet: every tile once, as printed, at a thumbnail size and labelled with its
//! letter, one sheet per expansion cut into pages.
//!
//! A contact sheet is for a person to look over the tiles at a glance, so it shows each tile
//! in its printed orientation only (the four rotations are in the single PNGs and the atlas)
//! and at most [`THUMBNAIL`] pixels square. A sheet page holds the tiles whose printed frame
//! lies on one page of the atlas, so it is drawn from the same pixels in the same pass: a page
//! a few thousand pixels on a side at most, which any image viewer opens.

use tiny_skia::Pixmap;

use crate::model::Tile;
use crate::output::render::{Point, RenderError, Size, font, palette, raster};

/// The largest side of a tile on a contact sheet, in pixels: a tile drawn larger is shrunk by
/// the smallest whole factor that brings it to at most this, which leaves it at least half
/// this.
pub const THUMBNAIL: u32 = 128;

// The largest tiles drawn are shrunk by at most the factor a thumbnail is made with.
const _: () = assert!(Size::MAX.div_ceil(THUMBNAIL) <= raster::MAX_SHRINK);

/// The file name of page `index` of the sheet of `expansion`, such as `flier-0.png`.
pub fn page_name(expansion: &str, index: usize) -> String {
    format!("{expansion}-{index}.png")
}

/// Where the tiles of a sheet page lie: thumbnails with a margin around each and a label
/// underneath.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SheetGrid {
    /// How many drawn pixels a side make one thumbnail pixel.
    shrink: u32,
    tile: u32,
    margin: u32,
    label: u32,
}

impl SheetGrid {
    /// The grid for tiles drawn `size` pixels square.
    pub fn new(size: Size) -> SheetGrid {
        let shrink = size.pixels().div_ceil(THUMBNAIL);
        let tile = size.pixels() / shrink;
        SheetGrid {
            shrink,
            tile,
            margin: tile / 8,
            label: tile / 5,
        }
    }

    /// The side of a thumbnail in pixels.
    pub fn tile(&self) -> u32 {
        self.tile
    }

    /// The width of a page `columns` tiles wide.
    pub fn width(&self, columns: u32) -> u32 {
        self.margin + columns * (self.tile + self.margin)
    }

    /// The height of one band: the margin above a row of tiles, the tiles and their labels.
    pub fn band_height(&self) -> u32 {
        self.margin + self.tile + self.label
    }

    /// The height of a page `rows` bands high: the bands and the margin below the last.
    pub fn height(&self, rows: u32) -> u32 {
        rows * self.band_height() + self.margin
    }

    /// A new band `columns` tiles wide, filled with the sheet's background.
    pub fn band(&self, columns: u32) -> Result<Pixmap, RenderError> {
        self.filled(self.width(columns), self.band_height())
    }

    /// The margin below the last band, `columns` tiles wide.
    pub fn bottom(&self, columns: u32) -> Result<Pixmap, RenderError> {
        self.filled(self.width(columns), self.margin)
    }

    fn filled(&self, width: u32, height: u32) -> Result<Pixmap, RenderError> {
        raster::filled(width, height, palette::SHEET)
    }

    /// Places `pixels`, `tile` as printed and drawn at full size, shrunk to a thumbnail in
    /// `column` of `band`, labelled with its letter.
    pub fn place(&self, band: &mut Pixmap, column: u32, pixels: &Pixmap, tile: &Tile) {
        let x = self.margin + column * (self.tile + self.margin);
        let y = self.margin;
        raster::shrink_into(pixels, self.shrink, band, x, y);
        let text = tile.letter.to_string();
        let text_height = self.label as f32 * 0.6;
        let left = x as f32 + (self.tile as f32 - font::width(&text, text_height)) / 2.0;
        let top = (y + self.tile) as f32 + (self.label as f32 - text_height) / 2.0;
        let shapes = font::text(&text, Point::new(left, top), text_height, palette::TEXT);
        raster::paint(band, &shapes, 1.0, (0.0, 0.0));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thumbnails_are_at_most_the_thumbnail_size_and_at_least_half_of_it() {
        for (drawn, thumbnail) in [(32, 32), (100, 100), (128, 128), (200, 100), (256, 128)] {
            assert_eq!(SheetGrid::new(Size::new(drawn).unwrap()).tile(), thumbnail);
        }
        for drawn in [129, 300, 500, 1000, 2048] {
            let tile = SheetGrid::new(Size::new(drawn).unwrap()).tile();
            assert!(
                (THUMBNAIL / 2..=THUMBNAIL).contains(&tile),
                "{drawn}: {tile}"
            );
        }
    }
}
