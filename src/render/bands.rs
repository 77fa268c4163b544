//! Encoding a large image band by band: the PNG stream takes rows as they are drawn, so only the
//! band being filled is ever held in memory, never the whole image.

use std::io::Write;

use tiny_skia::Pixmap;

use crate::render::RenderError;

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
pub fn write_rows(
    stream: &mut impl Write,
    band: &Pixmap,
    channels: Channels,
) -> Result<(), RenderError> {
    let mut bytes = Vec::with_capacity(band.width() as usize * 4);
    for row in band.pixels().chunks_exact(band.width() as usize) {
        bytes.clear();
        for pixel in row {
            let pixel = pixel.demultiply();
            bytes.extend_from_slice(&[pixel.red(), pixel.green(), pixel.blue()]);
            if channels == Channels::Rgba {
                bytes.push(pixel.alpha());
            }
        }
        stream.write_all(&bytes).map_err(encoding)?;
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
    }
}
