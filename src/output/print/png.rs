//! One PNG a tile, its bleed included, for the print shops whose uploader takes one picture a
//! face: each tile drawn as printed (its own picture, or its drawing with no line around it) at
//! the profile's resolution, its bleed the picture mirrored across each cut line as on a
//! printed sheet, and, if asked, the backs: one for every tile, or one for each expansion.

use std::collections::HashSet;

use tiny_skia::Pixmap;

use crate::output::print::profile::pixels;
use crate::output::print::{Copies, Layout, PrintError};
use crate::output::render::backs::{self, Back, BackChoice, back_of};
use crate::output::render::{
    DecodedPictures, Pictures, RenderError, Scene, Size, encoding, raster,
};

/// One picture to upload: its file name and its bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Png {
    /// The file name: the tile's id, such as `flier-A.png`; `back.png` for the back every tile
    /// shares, or `back-` and the expansion's id for each expansion's own, such as
    /// `back-flier.png`.
    pub name: String,
    /// The PNG file.
    pub bytes: Vec<u8>,
}

/// The PNGs of the tiles of `copies`, each once whatever its count: a trim `trim_mm` wide with
/// `bleed_mm` of bleed around it at `dpi` pixels an inch, so `trim + 2 × bleed` pixels square
/// (each rounded to whole pixels); then, if `backs` says how, the backs as a print gives them
/// ([`back_of`]): one `back.png` for every tile, or `back-` and each expansion's id. A
/// tile's own picture comes from `pictures`. The trim and bleed are bounded as
/// [`Layout::page_per_tile`] bounds them, and the trim in pixels as [`Size`] is.
pub fn pngs(
    copies: &[Copies<'_>],
    trim_mm: f64,
    bleed_mm: f64,
    dpi: u32,
    backs: Option<BackChoice>,
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
        made.push(front(copies, &own, size, bleed, dpi).map_err(PrintError::Picture)?);
    }
    if let Some(choice) = backs {
        let printed = backs::printed(copies);
        let mut shown = HashSet::new();
        for copies in copies {
            let back = back_of(&printed, Some(copies.expansion), choice);
            if !shown.insert(back) {
                continue;
            }
            let picture = match back {
                Back::Plain => None,
                Back::Picture(expansion) => own.back(expansion).map_err(PrintError::Picture)?,
            };
            let face = match picture {
                Some(picture) => picture,
                None => raster::draw(&Scene::plain_back(), size)
                    .map_err(PrintError::Picture)?
                    .into(),
            };
            let name = match choice {
                BackChoice::Alike => "back.png".to_owned(),
                BackChoice::PerExpansion => format!("back-{}.png", copies.tile.expansion),
            };
            made.push(png(name, &face, bleed, dpi)?);
        }
    }
    Ok(made)
}

/// The front of `copies`' tile with `bleed` pixels of bleed: its own picture, or its drawing
/// with its expansion's mark painted over it inside the cut once the bleed is made, so that no
/// copy of the mark is mirrored into the bleed.
fn front(
    copies: &Copies<'_>,
    own: &DecodedPictures<'_>,
    size: Size,
    bleed: u32,
    dpi: u32,
) -> Result<Png, RenderError> {
    let name = format!("{}.png", copies.tile.id);
    if let Some(picture) = own.printed(copies.tile)? {
        let bytes = encoding::encode_for_print(&bled(&picture, bleed)?, dpi)?;
        return Ok(Png { name, bytes });
    }
    let scene = Scene::printed(copies.tile, Some(copies.expansion));
    let mut pixmap = bled(&raster::draw(&scene, size)?, bleed)?;
    if let Some(spot) = &scene.mark {
        raster::stamp_mark_in(&mut pixmap, spot, own, bleed, size.pixels())?;
    }
    let bytes = encoding::encode_for_print(&pixmap, dpi)?;
    Ok(Png { name, bytes })
}

/// `face` with `bleed` pixels of bleed, encoded as `name`.
fn png(name: String, face: &Pixmap, bleed: u32, dpi: u32) -> Result<Png, PrintError> {
    let bled = bled(face, bleed).map_err(PrintError::Picture)?;
    let bytes = encoding::encode_for_print(&bled, dpi).map_err(PrintError::Picture)?;
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
        let copies = crate::output::print::copies(&catalog, None);
        let some = &copies[..2];
        let alike = Some(BackChoice::Alike);
        let made = pngs(
            some,
            45.0,
            25.4 / 8.0,
            300,
            alike,
            &crate::output::render::FromData,
        )
        .unwrap();
        assert_eq!(made.len(), 3, "two fronts and one back");
        assert_eq!(made[0].name, format!("{}.png", some[0].tile.id));
        assert_eq!(made[2].name, "back.png");
        let decoded = Pixmap::decode_png(&made[0].bytes).unwrap();
        assert_eq!((decoded.width(), decoded.height()), (607, 607));
        let own = Some(BackChoice::PerExpansion);
        let made = pngs(
            some,
            45.0,
            25.4 / 8.0,
            300,
            own,
            &crate::output::render::FromData,
        )
        .unwrap();
        assert_eq!(made[2].name, format!("back-{}.png", some[0].tile.expansion));
    }
}
