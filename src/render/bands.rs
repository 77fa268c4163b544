//! Encoding a large image band by band: the PNG stream takes rows as they are drawn, so only the
//! band being filled is ever held in memory, never the whole image.

use std::io::Write;

use tiny_skia::Pixmap;

use crate::render::RenderError;

/// The size of the PNG data chunks a band is written in: large enough that the chunks'
/// bookkeeping costs nothing next to the pixels, small beside a band.
pub const CHUNK: usize = 256 * 1024;

/// Whether an image keeps its transparency.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Channels {
    /// Opaque: red, green and blue.
    Rgb,
    /// Straight (not premultiplied) red, green, blue and alpha.
    Rgba,
}

/// The PNG header of an image `width` × `height` written into `out`; its rows follow through
/// [`png::Writer::stream_writer`] and [`write_rows`].
pub fn writer(
    out: &mut Vec<u8>,
    width: u32,
    height: u32,
    channels: Channels,
) -> Result<png::Writer<&mut Vec<u8>>, RenderError> {
    let mut encoder = png::Encoder::new(out, width, height);
    encoder.set_color(match channels {
        Channels::Rgb => png::ColorType::Rgb,
        Channels::Rgba => png::ColorType::Rgba,
    });
    encoder.set_depth(png::BitDepth::Eight);
    // The same fast deflate and `Up` filter as raster::COMPRESSION and raster::FILTER, for
    // the same reasons.
    encoder.set_compression(png::Compression::Fast);
    encoder.set_filter(png::Filter::Up);
    encoder.write_header().map_err(encoding)
}

/// Writes every row of `band` to `stream`, in `channels`.
///
/// Opaque and fully transparent pixels (all of a tile drawing's and an atlas's padding) are the
/// same premultiplied and straight, so they are copied as they are; only the others are
/// demultiplied.
pub fn write_rows(
    stream: &mut impl Write,
    band: &Pixmap,
    channels: Channels,
) -> Result<(), RenderError> {
    let stride = band.width() as usize * 4;
    let mut bytes = Vec::with_capacity(stride);
    for row in band.data().chunks_exact(stride) {
        let plain = row
            .chunks_exact(4)
            .all(|pixel| pixel[3] == u8::MAX || pixel[3] == 0);
        let line: &[u8] =
            match channels {
                Channels::Rgba if plain => row,
                Channels::Rgb if plain => {
                    bytes.clear();
                    for pixel in row.chunks_exact(4) {
                        bytes.extend_from_slice(&pixel[..3]);
                    }
                    &bytes
                }
                _ => {
                    bytes.clear();
                    for pixel in row.chunks_exact(4) {
                        let [r, g, b, a] = [pixel[0], pixel[1], pixel[2], pixel[3]];
                        let straight = tiny_skia::PremultipliedColorU8::from_rgba(r, g, b, a)
                            .map_or([0; 4], |colour| {
                                let colour = colour.demultiply();
                                [colour.red(), colour.green(), colour.blue(), colour.alpha()]
                            });
                        let channels_kept = if channels == Channels::Rgba { 4 } else { 3 };
                        bytes.extend_from_slice(&straight[..channels_kept]);
                    }
                    &bytes
                }
            };
        stream.write_all(line).map_err(encoding)?;
    }
    Ok(())
}

/// The error of a failed encoding.
pub fn encoding(error: impl std::fmt::Display) -> RenderError {
    RenderError::Encoding(error.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_written_in_bands_decode_to_the_same_pixels() {
        let mut top = Pixmap::new(3, 2).unwrap();
        top.fill(tiny_skia::Color::from_rgba8(10, 20, 30, 255));
        top.pixels_mut()[1] = tiny_skia::ColorU8::from_rgba(200, 100, 50, 128).premultiply();
        let mut bottom = Pixmap::new(3, 1).unwrap();
        bottom.fill(tiny_skia::Color::from_rgba8(0, 0, 0, 0));
        let mut out = Vec::new();
        {
            let mut writer = writer(&mut out, 3, 3, Channels::Rgba).unwrap();
            let mut stream = writer.stream_writer().unwrap();
            write_rows(&mut stream, &top, Channels::Rgba).unwrap();
            write_rows(&mut stream, &bottom, Channels::Rgba).unwrap();
            stream.finish().unwrap();
            writer.finish().unwrap();
        }
        let image = image::load_from_memory(&out).unwrap().to_rgba8();
        assert_eq!(image.dimensions(), (3, 3));
        assert_eq!(image.get_pixel(2, 1).0, [10, 20, 30, 255]);
        assert_eq!(image.get_pixel(0, 2).0, [0, 0, 0, 0]);
        let half = image.get_pixel(1, 0).0;
        assert_eq!(half[3], 128);
        assert!(
            half[0].abs_diff(200) <= 1 && half[1].abs_diff(100) <= 1,
            "{half:?}"
        );
    }
}
