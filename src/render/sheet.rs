//! The contact sheet: every tile in its four rotations, each labelled with its letter and
//! rotation such as `A 90°`, one sheet per expansion cut into pages.
//!
//! A sheet page holds the same tiles as one page of the atlas, in the same columns and rows,
//! so it is drawn from the same pixels in the same pass: a page of a few thousand pixels on a
//! side, which any image viewer opens.

use tiny_skia::Pixmap;

use crate::model::{Rotation, Tile};
use crate::render::{Point, RenderError, Size, font, palette, raster};

/// The file name of page `index` of the sheet of `expansion`, such as `flier-0.png`.
pub fn page_name(expansion: &str, index: usize) -> String {
    format!("{expansion}-{index}.png")
}

/// Where the tiles of a sheet page lie: tiles `size` pixels square with a margin around each
/// and a label underneath.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SheetGrid {
    tile: u32,
    margin: u32,
    label: u32,
}

impl SheetGrid {
    /// The grid for tiles `size` pixels square.
    pub fn new(size: Size) -> SheetGrid {
        let tile = size.pixels();
        SheetGrid {
            tile,
            margin: tile / 8,
            label: tile / 5,
        }
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
        let mut band = raster::canvas(width, height)?;
        let background = palette::SHEET;
        band.fill(tiny_skia::Color::from_rgba8(
            background.r,
            background.g,
            background.b,
            u8::MAX,
        ));
        Ok(band)
    }

    /// Places `pixels`, `tile` turned by `rotation`, in `column` of `band`, labelled with its
    /// letter and rotation.
    pub fn place(
        &self,
        band: &mut Pixmap,
        column: u32,
        pixels: &Pixmap,
        tile: &Tile,
        rotation: Rotation,
    ) {
        let x = self.margin + column * (self.tile + self.margin);
        let y = self.margin;
        raster::blit(band, pixels, x, y);
        let text = format!("{} {}°", tile.letter, rotation.degrees());
        let text_height = self.label as f32 * 0.6;
        let left = x as f32 + (self.tile as f32 - font::width(&text, text_height)) / 2.0;
        let top = (y + self.tile) as f32 + (self.label as f32 - text_height) / 2.0;
        let shapes = font::text(&text, Point::new(left, top), text_height, palette::TEXT);
        raster::paint(band, &shapes, 1.0, (0.0, 0.0));
    }
}
