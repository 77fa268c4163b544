//! One PNG a tile, its bleed included, for the print shops whose uploader takes one picture a
//! face: each tile drawn as printed (its own picture, or its drawing with no line around it) at
//! the profile's resolution, its bleed the picture mirrored across each cut line as on a
//! printed sheet, and, if asked, the back of each expansion printed.

use std::collections::HashSet;

use tiny_skia::Pixmap;

use crate::print::profile::pixels;
use crate::print::{Copies, Layout, PrintError};
use crate::render::{DecodedPictures, Pictures, RenderError, Scene, Size, encoding, raster};

/// One picture to upload: its file name and its bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Png {
    /// The file name: the tile's id, such as `flier-A.png`, or `back-` and the expansion's id
    /// for a back, such as `back-flier.png`.
    pub name: String,
    /// The PNG file.
    pub bytes: Vec<u8>,
}

/// The PNGs of the tiles of `copies`, each once whatever its count: a trim `trim_mm` wide with
/// `bleed_mm` of bleed around it at `dpi` pixels an inch, so `trim + 2 × bleed` pixels square
/// (each rounded to whole pixels); then, if `backs`, the back of each expansion printed. A
/// tile's own picture comes from `pictures`. The trim and bleed are bounded as
/// [`Layout::page_per_tile`] bounds them, and the trim in pixels as [`Size`] is.
pub fn pngs(
    copies: &[Copies<'_>],
    trim_mm: f64,
    bleed_mm: f64,
    dpi: u32,
    backs: bool,
    pictures: &dyn Pictures,
) -> Result<Vec<Png>, PrintError> {
    // The trim and the bleed are bounded as on a page, so the pictures are too.
    Layout::page_per_tile(trim_mm, bleed_mm).map_err(PrintError::Layout)?;
    let size = Size::new(pixels(trim_mm, dpi)).map_err(PrintError::Picture)?;
    let bleed = pixels(bleed_mm, dpi);
    let own = DecodedPictures::new(pictures, size);
    let mut made = Vec::new();
    let mut tiles = HashSet::new();
    for copies in copies
        .iter()
        .filter(|copies| tiles.insert(&*copies.tile.id))
    {
        let face = match own.printed(copies.tile).map_err(PrintError::Picture)? {
            Some(picture) => picture,
            None => raster::draw(&Scene::printed(copies.tile, copies.expansion), size)
                .map_err(PrintError::Picture)?
                .into(),
        };
        made.push(png(format!("{}.png", copies.tile.id), &face, bleed)?);
    }
    if backs {
        let mut expansions = HashSet::new();
        for copies in copies
            .iter()
            .filter(|copies| expansions.insert(&*copies.tile.expansion))
        {
            let back =
                raster::draw(&Scene::back(copies.expansion), size).map_err(PrintError::Picture)?;
            made.push(png(
                format!("back-{}.png", copies.tile.expansion),
                &back,
                bleed,
            )?);
        }
    }
    Ok(made)
}

/// `face` with `bleed` pixels of bleed, encoded as `name`.
fn png(name: String, face: &Pixmap, bleed: u32) -> Result<Png, PrintError> {
    let bled = bled(face, bleed).map_err(PrintError::Picture)?;
    let bytes = encoding::encode(&bled).map_err(PrintError::Picture)?;
    Ok(Png { name, bytes })
}

/// The square `face` with `bleed` pixels around it, each the face's pixel mirrored across the
/// nearest cut line (and across both at a corner).
fn bled(face: &Pixmap, bleed: u32) -> Result<Pixmap, RenderError> {
    let side = face.width();
    let whole = side + 2 * bleed;
    let mut out = raster::canvas(whole, whole)?;
    let source = face.pixels();
    // A pixel `at` of the whole picture, mirrored back into the face: −1 ↦ 0, side ↦ side − 1.
    let mirrored = |at: u32| -> usize {
        let at = i64::from(at) - i64::from(bleed);
        let side = i64::from(side);
        let folded = if at < 0 {
            -at - 1
        } else if at >= side {
            2 * side - at - 1
        } else {
            at
        };
        folded.clamp(0, side - 1) as usize
    };
    let pixels = out.pixels_mut();
    for y in 0..whole {
        let row = mirrored(y) * side as usize;
        for x in 0..whole {
            pixels[(y * whole + x) as usize] = source[row + mirrored(x)];
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bleed_mirrors_the_face_across_each_cut_line() {
        let mut face = raster::canvas(4, 4).unwrap();
        for (index, pixel) in face.pixels_mut().iter_mut().enumerate() {
            let value = index as u8 * 10;
            *pixel = tiny_skia::PremultipliedColorU8::from_rgba(value, value, value, 255).unwrap();
        }
        let out = bled(&face, 2).unwrap();
        assert_eq!((out.width(), out.height()), (8, 8));
        let at = |pixmap: &Pixmap, x: u32, y: u32| pixmap.pixel(x, y).unwrap().red();
        // The face sits in the middle, unchanged.
        assert_eq!(at(&out, 2, 2), at(&face, 0, 0));
        assert_eq!(at(&out, 5, 5), at(&face, 3, 3));
        // Left of the left cut, the columns come back in mirror order.
        assert_eq!(at(&out, 1, 2), at(&face, 0, 0));
        assert_eq!(at(&out, 0, 2), at(&face, 1, 0));
        // Past the bottom right corner, mirrored both ways.
        assert_eq!(at(&out, 7, 7), at(&face, 2, 2));
    }

    #[test]
    fn a_tile_with_an_eighth_inch_bleed_is_607_pixels_at_300_dpi() {
        let catalog = crate::tables::CATALOG.in_edition(None).unwrap();
        let copies = crate::print::copies(&catalog, None);
        let some = &copies[..2];
        let made = pngs(some, 45.0, 25.4 / 8.0, 300, true, &crate::render::FromData).unwrap();
        assert_eq!(made.len(), 3, "two fronts and one back");
        assert_eq!(made[0].name, format!("{}.png", some[0].tile.id));
        assert_eq!(made[2].name, format!("back-{}.png", some[0].tile.expansion));
        let decoded = Pixmap::decode_png(&made[0].bytes).unwrap();
        assert_eq!((decoded.width(), decoded.height()), (607, 607));
    }
}
