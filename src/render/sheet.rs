//! The contact sheet: every tile in its four rotations, one row per tile, each labelled with
//! its letter and rotation such as `A 90°`.

use crate::model::Catalog;
use crate::render::raster::{self, Drawn};
use crate::render::{Point, RenderError, Size, font, palette};

/// The PNG contact sheet of every tile of `catalog` in its four rotations, tiles `size` pixels
/// square.
pub fn contact_sheet(catalog: &Catalog, size: Size) -> Result<Vec<u8>, RenderError> {
    let drawn = raster::every_rotation(catalog, size)?;
    raster::encode(&compose(&drawn, size)?)
}

/// Lays the drawn tiles out four to a row with their labels underneath, each labelled with its
/// letter and rotation.
pub fn compose(drawn: &[Drawn<'_>], size: Size) -> Result<tiny_skia::Pixmap, RenderError> {
    let tile = size.pixels();
    let margin = tile / 8;
    let label = tile / 5;
    let columns = 4;
    let rows = drawn.len().div_ceil(columns) as u32;
    let width = margin + columns as u32 * (tile + margin);
    let height = margin + rows * (tile + label + margin);
    let mut sheet = raster::canvas(width, height)?;
    let background = palette::SHEET;
    sheet.fill(tiny_skia::Color::from_rgba8(
        background.r,
        background.g,
        background.b,
        u8::MAX,
    ));
    for (index, frame) in drawn.iter().enumerate() {
        let (column, row) = ((index % columns) as u32, (index / columns) as u32);
        let x = margin + column * (tile + margin);
        let y = margin + row * (tile + label + margin);
        raster::blit(&mut sheet, &frame.pixmap, x, y);
        let text = format!("{} {}°", frame.tile.letter, frame.rotation.degrees());
        let text_height = label as f32 * 0.6;
        let left = x as f32 + (tile as f32 - font::width(&text, text_height)) / 2.0;
        let top = (y + tile) as f32 + (label as f32 - text_height) / 2.0;
        let shapes = font::text(&text, Point::new(left, top), text_height, palette::TEXT);
        raster::paint(&mut sheet, &shapes, 1.0, (0.0, 0.0));
    }
    Ok(sheet)
}
