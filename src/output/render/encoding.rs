//! PNG encoding of premultiplied pixels, row by row: a whole picture at once ([`encode`]) or a
//! large image band by band as it is drawn ([`Encoder`]), so that only the band being filled is
//! ever held in memory, never the whole image.
//!
//! Each row is made straight (not premultiplied) in the image's channels, filtered and deflated
//! while it is still in the cache, with no copy of the picture: fast deflate (fdeflate, which
//! codes runs of zeros and single bytes with a table made for filtered PNG rows) and the `Up`
//! filter, which turns the long vertical runs of flat colour into zeros at a third of the cost of
//! trying every filter on every row. The best compression costs several times the time for a few
//! per cent fewer bytes (see BENCHMARKS.md).

use std::io::Write;

use tiny_skia::Pixmap;

use crate::output::render::RenderError;

/// The size of the PNG data chunks an image is written in: large enough that the chunks'
/// bookkeeping costs nothing next to the pixels, small beside a band.
pub const CHUNK: usize = 256 * 1024;

/// The PNG filter type byte of the `Up` filter.
const UP: u8 = 2;

/// Whether an image keeps its transparency.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Channels {
    /// Opaque: red, green and blue.
    Rgb,
    /// Straight (not premultiplied) red, green, blue and alpha.
    Rgba,
}

impl Channels {
    /// The bytes one pixel takes.
    const fn bytes(self) -> usize {
        match self {
            Channels::Rgb => 3,
            Channels::Rgba => 4,
        }
    }
}

/// A rectangle of premultiplied RGBA pixels inside a larger image, such as one frame of an
/// atlas band: `height` rows of `width` pixels.
#[derive(Debug, Clone, Copy)]
pub struct Rows<'a> {
    data: &'a [u8],
    stride: usize,
    start: usize,
    width: u32,
    height: u32,
}

impl<'a> Rows<'a> {
    /// Every row of `pixmap`.
    pub fn of(pixmap: &'a Pixmap) -> Rows<'a> {
        Rows {
            data: pixmap.data(),
            stride: pixmap.width() as usize * 4,
            start: 0,
            width: pixmap.width(),
            height: pixmap.height(),
        }
    }

    /// The `side` × `side` square of `pixmap` whose top-left pixel is `(x, y)`, or `None` where
    /// it does not lie wholly inside.
    pub fn square(pixmap: &'a Pixmap, x: u32, y: u32, side: u32) -> Option<Rows<'a>> {
        let fits = |at: u32, length: u32| at.checked_add(side).is_some_and(|end| end <= length);
        (fits(x, pixmap.width()) && fits(y, pixmap.height())).then(|| Rows {
            data: pixmap.data(),
            stride: pixmap.width() as usize * 4,
            start: y as usize * pixmap.width() as usize * 4 + x as usize * 4,
            width: side,
            height: side,
        })
    }

    /// The rows, top to bottom, each `width × 4` bytes.
    fn iter(&self) -> impl Iterator<Item = &'a [u8]> + use<'a> {
        let (data, stride, start, length) =
            (self.data, self.stride, self.start, self.width as usize * 4);
        (0..self.height as usize).map(move |row| {
            let from = start + row * stride;
            &data[from..from + length]
        })
    }

    /// Whether every pixel is opaque.
    fn opaque(&self) -> bool {
        self.iter().all(opaque)
    }
}

/// The PNG of the pixels of `pixmap`, 8 bits a channel: RGB when every pixel is opaque (a
/// quarter fewer bytes to filter and compress), otherwise straight RGBA.
pub fn encode(pixmap: &Pixmap) -> Result<Vec<u8>, RenderError> {
    encode_rows(Rows::of(pixmap))
}

/// The PNG of `pixmap`, as [`encode`], that says it is to be printed at `dpi` pixels an inch
/// (its `pHYs` chunk, in pixels a metre as the format counts them), as a print shop's uploader
/// reads the size of a picture.
pub fn encode_for_print(pixmap: &Pixmap, dpi: u32) -> Result<Vec<u8>, RenderError> {
    encode_with(Rows::of(pixmap), Some(dpi))
}

/// The PNG of `rows`, as [`encode`].
pub fn encode_rows(rows: Rows<'_>) -> Result<Vec<u8>, RenderError> {
    encode_with(rows, None)
}

/// The PNG of `rows`, with its resolution if `dpi` gives one.
fn encode_with(rows: Rows<'_>, dpi: Option<u32>) -> Result<Vec<u8>, RenderError> {
    let channels = if rows.opaque() {
        Channels::Rgb
    } else {
        Channels::Rgba
    };
    let mut png = Vec::new();
    let mut encoder = Encoder::with_resolution(&mut png, rows.width, rows.height, channels, dpi)?;
    encoder.write(rows)?;
    encoder.finish()?;
    Ok(png)
}

/// A PNG being written row by row into a buffer: its header first, then its rows as they
/// come through [`Encoder::write`], then its end with [`Encoder::finish`].
pub struct Encoder<'a> {
    compressor: fdeflate::Compressor<Chunks<'a>>,
    channels: Channels,
    width: u32,
    rows_left: u32,
    /// The row before, straight, in the image's channels: what `Up` subtracts.
    previous: Vec<u8>,
    /// The row being filtered, straight, in the image's channels.
    current: Vec<u8>,
    /// The filter type byte and the filtered row, as deflated.
    filtered: Vec<u8>,
}

impl<'a> Encoder<'a> {
    /// Writes the header of a `width` × `height` image in `channels` into `out`.
    pub fn new(
        out: &'a mut Vec<u8>,
        width: u32,
        height: u32,
        channels: Channels,
    ) -> Result<Encoder<'a>, RenderError> {
        Encoder::with_resolution(out, width, height, channels, None)
    }

    /// Writes the header as [`Encoder::new`] does, with the resolution `dpi` gives, if any.
    fn with_resolution(
        out: &'a mut Vec<u8>,
        width: u32,
        height: u32,
        channels: Channels,
        dpi: Option<u32>,
    ) -> Result<Encoder<'a>, RenderError> {
        let mut header = png::Encoder::new(out, width, height);
        header.set_color(match channels {
            Channels::Rgb => png::ColorType::Rgb,
            Channels::Rgba => png::ColorType::Rgba,
        });
        header.set_depth(png::BitDepth::Eight);
        if let Some(dpi) = dpi {
            // An inch is 0.0254 m: 300 pixels an inch are 11,811 a metre.
            let per_metre = ((f64::from(dpi) / 0.0254).round()) as u32;
            header.set_pixel_dims(Some(png::PixelDimensions {
                xppu: per_metre,
                yppu: per_metre,
                unit: png::Unit::Meter,
            }));
        }
        let writer = header.write_header().map_err(encoding)?;
        let length = width as usize * channels.bytes();
        let compressor = fdeflate::Compressor::new(Chunks {
            writer,
            pending: Vec::with_capacity(CHUNK),
        })
        .map_err(encoding)?;
        Ok(Encoder {
            compressor,
            channels,
            width,
            rows_left: height,
            previous: vec![0; length],
            current: vec![0; length],
            filtered: vec![UP; length + 1],
        })
    }

    /// Writes every row of `rows`, which are as wide as the image, below those written so far.
    pub fn write(&mut self, rows: Rows<'_>) -> Result<(), RenderError> {
        if rows.width != self.width || rows.height > self.rows_left {
            return Err(RenderError::Encoding(format!(
                "{} rows of {} px do not fit the {} rows of {} px left",
                rows.height, rows.width, self.rows_left, self.width
            )));
        }
        for row in rows.iter() {
            straighten(row, self.channels, &mut self.current);
            for ((filtered, current), previous) in self.filtered[1..]
                .iter_mut()
                .zip(&self.current)
                .zip(&self.previous)
            {
                *filtered = current.wrapping_sub(*previous);
            }
            self.compressor
                .write_data(&self.filtered)
                .map_err(encoding)?;
            std::mem::swap(&mut self.current, &mut self.previous);
        }
        self.rows_left -= rows.height;
        Ok(())
    }

    /// Ends the image, which must have all its rows.
    pub fn finish(self) -> Result<(), RenderError> {
        if self.rows_left > 0 {
            return Err(RenderError::Encoding(format!(
                "{} rows of the image were not written",
                self.rows_left
            )));
        }
        let mut chunks = self.compressor.finish().map_err(encoding)?;
        chunks.flush().map_err(encoding)?;
        chunks.writer.finish().map_err(encoding)
    }
}

/// Where the deflated rows go: PNG data chunks of [`CHUNK`] bytes.
struct Chunks<'a> {
    writer: png::Writer<&'a mut Vec<u8>>,
    pending: Vec<u8>,
}

impl Write for Chunks<'_> {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.pending.extend_from_slice(bytes);
        if self.pending.len() >= CHUNK {
            self.flush()?;
        }
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        if !self.pending.is_empty() {
            self.writer
                .write_chunk(png::chunk::IDAT, &self.pending)
                .map_err(std::io::Error::other)?;
            self.pending.clear();
        }
        Ok(())
    }
}

/// Writes `row`, premultiplied RGBA, into `out` straight in `channels`. Opaque and fully
/// transparent pixels (nearly all of a tile drawing's, and an atlas's padding) are the same
/// premultiplied and straight, so a row of only those is copied as it is, less the alpha for
/// RGB; only the pixels of other rows are demultiplied one by one.
fn straighten(row: &[u8], channels: Channels, out: &mut [u8]) {
    if plain(row) {
        match channels {
            Channels::Rgba => out.copy_from_slice(row),
            Channels::Rgb => drop_alpha(row, out),
        }
        return;
    }
    for (colour, pixel) in out
        .chunks_exact_mut(channels.bytes())
        .zip(row.chunks_exact(4))
    {
        let straight =
            tiny_skia::PremultipliedColorU8::from_rgba(pixel[0], pixel[1], pixel[2], pixel[3])
                .map_or(tiny_skia::ColorU8::from_rgba(0, 0, 0, 0), |colour| {
                    colour.demultiply()
                });
        let straight = [
            straight.red(),
            straight.green(),
            straight.blue(),
            straight.alpha(),
        ];
        colour.copy_from_slice(&straight[..colour.len()]);
    }
}

/// Writes the red, green and blue of each RGBA pixel of `row` into `out`, four pixels at a
/// time: two pixels' six colour bytes gathered in one word, then two words' twelve bytes
/// written at once.
fn drop_alpha(row: &[u8], out: &mut [u8]) {
    let colours = |pair: &[u8]| {
        let pair = u64::from_le_bytes(pair.try_into().unwrap_or([0; 8]));
        pair & 0x0000_0000_00ff_ffff | (pair >> 8) & 0x0000_ffff_ff00_0000
    };
    let mut rows = row.chunks_exact(16);
    let mut outs = out.chunks_exact_mut(12);
    for (pixels, out) in (&mut rows).zip(&mut outs) {
        let (first, second) = (colours(&pixels[..8]), colours(&pixels[8..]));
        out[..8].copy_from_slice(&(first | second << 48).to_le_bytes());
        out[8..].copy_from_slice(&((second >> 16) as u32).to_le_bytes());
    }
    for (colour, pixel) in outs
        .into_remainder()
        .chunks_exact_mut(3)
        .zip(rows.remainder().chunks_exact(4))
    {
        colour.copy_from_slice(&pixel[..3]);
    }
}

/// The pixels of `row` two at a time, as little-endian words: the alpha of the first pixel in
/// bits 24 to 31, of the second in bits 56 to 63. A last pixel without a partner is paired with
/// an opaque black one, which changes neither [`plain`] nor [`opaque`].
fn pairs(row: &[u8]) -> impl Iterator<Item = u64> + '_ {
    let pairs = row.chunks_exact(8);
    let tail = match *pairs.remainder() {
        [red, green, blue, alpha] => Some([red, green, blue, alpha, 0, 0, 0, u8::MAX]),
        _ => None,
    };
    pairs
        .map(|pair| {
            let mut bytes = [0; 8];
            bytes.copy_from_slice(pair);
            bytes
        })
        .chain(tail)
        .map(u64::from_le_bytes)
}

/// The alpha bytes of a pair of pixels from [`pairs`].
const ALPHAS: u64 = 0xff00_0000_ff00_0000;

/// Whether every pixel of `row` is the same premultiplied and straight: opaque or clear.
fn plain(row: &[u8]) -> bool {
    // Adding one to each alpha turns 255 into 0 and 0 into 1, anything else into more than 1.
    // Folded whole, with no early exit, so that it runs many pixels at a time.
    const ONES: u64 = 0x0100_0000_0100_0000;
    const MORE_THAN_ONE: u64 = 0xfe00_0000_fe00_0000;
    pairs(row).fold(0, |more, pair| {
        more | ((pair & ALPHAS).wrapping_add(ONES) & MORE_THAN_ONE)
    }) == 0
}

/// Whether every pixel of `row` is opaque.
fn opaque(row: &[u8]) -> bool {
    pairs(row).fold(u64::MAX, |all, pair| all & pair) & ALPHAS == ALPHAS
}

/// The error of a failed encoding.
fn encoding(error: impl std::fmt::Display) -> RenderError {
    RenderError::Encoding(error.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decode(png: &[u8]) -> image::RgbaImage {
        image::load_from_memory(png).unwrap().to_rgba8()
    }

    #[test]
    fn rows_written_in_bands_decode_to_the_same_pixels() {
        let mut top = Pixmap::new(3, 2).unwrap();
        top.fill(tiny_skia::Color::from_rgba8(10, 20, 30, 255));
        top.pixels_mut()[1] = tiny_skia::ColorU8::from_rgba(200, 100, 50, 128).premultiply();
        let bottom = Pixmap::new(3, 1).unwrap();
        let mut out = Vec::new();
        let mut encoder = Encoder::new(&mut out, 3, 3, Channels::Rgba).unwrap();
        encoder.write(Rows::of(&top)).unwrap();
        encoder.write(Rows::of(&bottom)).unwrap();
        encoder.finish().unwrap();
        let image = decode(&out);
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

    #[test]
    fn dropping_alpha_keeps_every_colour_byte_in_order_whatever_the_width() {
        for width in 0..=9 {
            let row: Vec<u8> = (0..width * 4).map(|byte| byte as u8 + 1).collect();
            let expected: Vec<u8> = row
                .chunks_exact(4)
                .flat_map(|pixel| pixel[..3].to_vec())
                .collect();
            let mut out = vec![0; width * 3];
            drop_alpha(&row, &mut out);
            assert_eq!(out, expected, "{width} px");
        }
    }

    #[test]
    fn a_row_is_plain_when_each_pixel_is_opaque_or_clear_and_opaque_when_each_is_opaque() {
        for width in 1..=5 {
            for at in 0..width {
                for alpha in [0, 1, 2, 127, 128, 254, 255] {
                    let mut row = vec![u8::MAX; width * 4];
                    row[at * 4 + 3] = alpha;
                    let what = format!("alpha {alpha} at pixel {at} of {width}");
                    assert_eq!(plain(&row), alpha == 0 || alpha == 255, "{what}");
                    assert_eq!(opaque(&row), alpha == 255, "{what}");
                    row.iter_mut()
                        .skip(3)
                        .step_by(4)
                        .for_each(|other| *other = 0);
                    row[at * 4 + 3] = alpha;
                    assert_eq!(plain(&row), alpha == 0 || alpha == 255, "{what}, clear");
                    assert_eq!(opaque(&row), width == 1 && alpha == 255, "{what}, clear");
                }
            }
        }
    }

    #[test]
    fn an_image_short_of_rows_or_given_too_many_is_an_error() {
        let band = Pixmap::new(4, 2).unwrap();
        let mut out = Vec::new();
        let mut encoder = Encoder::new(&mut out, 4, 3, Channels::Rgba).unwrap();
        encoder.write(Rows::of(&band)).unwrap();
        assert!(encoder.write(Rows::of(&band)).is_err());
        assert!(encoder.finish().is_err());
        let narrow = Pixmap::new(2, 1).unwrap();
        let mut encoder = Encoder::new(&mut out, 4, 3, Channels::Rgba).unwrap();
        assert!(encoder.write(Rows::of(&narrow)).is_err());
    }

    #[test]
    fn a_square_inside_a_band_encodes_its_own_pixels_only() {
        let mut band = Pixmap::new(7, 5).unwrap();
        band.fill(tiny_skia::Color::from_rgba8(0, 0, 255, 255));
        for y in 1..4 {
            for x in 2..5 {
                let colour = tiny_skia::ColorU8::from_rgba(x as u8 * 40, y as u8 * 60, 7, 255);
                band.pixels_mut()[y * 7 + x] = colour.premultiply();
            }
        }
        let square = Rows::square(&band, 2, 1, 3).unwrap();
        let image = decode(&encode_rows(square).unwrap());
        assert_eq!(image.dimensions(), (3, 3));
        for (x, y, pixel) in image.enumerate_pixels() {
            assert_eq!(pixel.0, [(x as u8 + 2) * 40, (y as u8 + 1) * 60, 7, 255]);
        }
        assert!(Rows::square(&band, 5, 1, 3).is_none());
        assert!(Rows::square(&band, 0, 3, 3).is_none());
    }

    #[test]
    fn opaque_pictures_are_rgb_and_others_keep_their_alpha() {
        let mut opaque = Pixmap::new(5, 4).unwrap();
        opaque.fill(tiny_skia::Color::from_rgba8(90, 160, 20, 255));
        let png = encode(&opaque).unwrap();
        let header = png::Decoder::new(std::io::Cursor::new(&png))
            .read_info()
            .unwrap();
        assert_eq!(header.info().color_type, png::ColorType::Rgb);
        assert_eq!(decode(&png).get_pixel(4, 3).0, [90, 160, 20, 255]);

        let mut clear = opaque.clone();
        clear.pixels_mut()[6] = tiny_skia::PremultipliedColorU8::TRANSPARENT;
        let png = encode(&clear).unwrap();
        let image = decode(&png);
        assert_eq!(image.get_pixel(1, 1).0, [0, 0, 0, 0]);
        assert_eq!(image.get_pixel(2, 1).0, [90, 160, 20, 255]);
    }

    #[test]
    fn an_image_larger_than_a_chunk_is_written_in_several_and_decodes_whole() {
        // Noise deflates badly, so the data of this image spans several chunks.
        let mut noise = Pixmap::new(512, 300).unwrap();
        let mut seed = 0x2545_f491_u32;
        for pixel in noise.pixels_mut() {
            seed ^= seed << 13;
            seed ^= seed >> 17;
            seed ^= seed << 5;
            let [r, g, b, _] = seed.to_le_bytes();
            *pixel = tiny_skia::ColorU8::from_rgba(r, g, b, 255).premultiply();
        }
        let png = encode(&noise).unwrap();
        let chunks = png.windows(4).filter(|name| name == b"IDAT").count();
        assert!(chunks > 1, "{chunks} data chunk(s)");
        let image = decode(&png);
        for (pixel, drawn) in image.pixels().zip(noise.pixels()) {
            assert_eq!(pixel.0[..3], [drawn.red(), drawn.green(), drawn.blue()]);
        }
    }
}
