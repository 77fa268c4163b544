//! A tile's own picture drawn in place of the drawing made from its data: where its bytes come
//! from ([`Pictures`]: the caller reads them, through the door), and the picture decoded
//! ([`artwork`]) and scaled to the size drawn.
//!
//! The picture is scaled as printed, and turned by whole quarter turns like every drawing, so
//! the PNGs, the atlas frames, the contact sheet and the board pictures all show it turned with
//! the tile.

use tiny_skia::{FilterQuality, Pixmap, PixmapPaint, Transform};

use crate::artwork::{self, Artwork};
use crate::model::Tile;
use crate::render::{RenderError, Size, raster};

/// Where the tiles' own pictures come from.
pub trait Pictures: Sync {
    /// The bytes of the picture `tile` names of its own, or `None` when it names none and is
    /// drawn from its data.
    fn bytes(&self, tile: &Tile) -> Result<Option<Vec<u8>>, RenderError>;
}

/// No tile has a picture of its own here: every tile is drawn from its data.
#[derive(Debug, Clone, Copy, Default)]
pub struct FromData;

impl Pictures for FromData {
    fn bytes(&self, _tile: &Tile) -> Result<Option<Vec<u8>>, RenderError> {
        Ok(None)
    }
}

/// The picture `bytes` of `tile`, decoded and scaled to `size` pixels square, as printed.
pub fn scaled(tile: &Tile, bytes: &[u8], size: Size) -> Result<Pixmap, RenderError> {
    let artwork = artwork::decode(bytes).map_err(|error| RenderError::Picture {
        tile: tile.id.to_string(),
        reason: error.to_string(),
    })?;
    scale(&artwork, size)
}

/// `artwork` scaled to `size` pixels square: shrunk first by the largest whole factor that
/// leaves it at least as large (each pixel the average of the block it stands for), then
/// filtered bicubically to the size, so that no detail is skipped over when a large picture
/// is made small.
fn scale(artwork: &Artwork, size: Size) -> Result<Pixmap, RenderError> {
    let mut source = raster::canvas(artwork.side, artwork.side)?;
    for (pixel, rgba) in source
        .pixels_mut()
        .iter_mut()
        .zip(artwork.rgba.chunks_exact(4))
    {
        *pixel = tiny_skia::ColorU8::from_rgba(rgba[0], rgba[1], rgba[2], rgba[3]).premultiply();
    }
    let factor = (artwork.side / size.pixels()).clamp(1, raster::MAX_SHRINK);
    if factor > 1 {
        let side = artwork.side / factor;
        let mut shrunk = raster::canvas(side, side)?;
        raster::shrink_into(&source, factor, &mut shrunk, 0, 0);
        source = shrunk;
    }
    let mut target = raster::canvas(size.pixels(), size.pixels())?;
    if source.width() == size.pixels() {
        raster::blit(&mut target, &source, 0, 0);
        return Ok(target);
    }
    let scale = size.pixels() as f32 / source.width() as f32;
    let paint = PixmapPaint {
        quality: FilterQuality::Bicubic,
        ..PixmapPaint::default()
    };
    target.draw_pixmap(
        0,
        0,
        source.as_ref(),
        &paint,
        Transform::from_scale(scale, scale),
        None,
    );
    Ok(target)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A picture `side` pixels square, red on its left half and blue on its right.
    fn halves(side: u32) -> Artwork {
        let mut rgba = Vec::new();
        for _ in 0..side {
            for x in 0..side {
                let colour = if x < side / 2 {
                    [200, 0, 0, 255]
                } else {
                    [0, 0, 200, 255]
                };
                rgba.extend_from_slice(&colour);
            }
        }
        Artwork { side, rgba }
    }

    #[test]
    fn a_picture_is_scaled_to_the_size_drawn_up_and_down() {
        for side in [10, 64, 100, 1000, 2000] {
            let size = Size::new(64).unwrap();
            let scaled = scale(&halves(side), size).unwrap();
            assert_eq!((scaled.width(), scaled.height()), (64, 64), "{side}");
            let left = scaled.pixel(8, 32).unwrap();
            let right = scaled.pixel(56, 32).unwrap();
            assert_eq!((left.red(), left.blue()), (200, 0), "{side}");
            assert_eq!((right.red(), right.blue()), (0, 200), "{side}");
            // The whole square is covered.
            assert_eq!(scaled.pixel(63, 63).unwrap().alpha(), 255, "{side}");
            assert_eq!(scaled.pixel(0, 0).unwrap().alpha(), 255, "{side}");
        }
    }
}
