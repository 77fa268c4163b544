//! A tile's own picture (the `picture` its data file names): its kind told by its first bytes,
//! its size read from its header and held to the rules (square, at most [`MAX_PIXELS`]), and
//! its pixels decoded, PNG with the png crate and JPEG with zune-jpeg.
//!
//! Nothing here reads a file: the bytes come through [`door`](crate::door), read by the checks
//! and the build no further than a limit.
//!
//! ```
//! use tilecat::artwork::{self, ArtworkError, Format};
//! let png = tilecat::render::png(
//!     &tilecat::tables::BASE_A,
//!     None,
//!     tilecat::model::Rotation::R0,
//!     tilecat::render::Size::new(32).unwrap(),
//! )
//! .unwrap();
//! let header = artwork::inspect(&png).unwrap();
//! assert_eq!((header.format, header.side), (Format::Png, 32));
//! assert_eq!(artwork::inspect(b"GIF89a"), Err(ArtworkError::NotAPicture));
//! ```

use std::fmt;
use std::io::Cursor;

use zune_jpeg::JpegDecoder;
use zune_jpeg::zune_core::bytestream::ZCursor;
use zune_jpeg::zune_core::colorspace::ColorSpace;
use zune_jpeg::zune_core::options::DecoderOptions;

/// The most pixels a picture may have: 4096 × 4096, about 16.8 million, 64 MiB once decoded. A
/// picture is decoded once per tile drawn and scaled to the size drawn, so this bounds the
/// memory a tile's picture takes while it is drawn, whatever the file says.
pub const MAX_PIXELS: u64 = 4096 * 4096;

/// The kind of a picture's file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Format {
    /// A PNG image.
    Png,
    /// A JPEG (JFIF or Exif) image.
    Jpeg,
}

impl Format {
    /// The kind of file `bytes` begin as, if a picture's.
    pub fn of(bytes: &[u8]) -> Option<Format> {
        if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
            Some(Format::Png)
        } else if bytes.starts_with(&[0xff, 0xd8, 0xff]) {
            Some(Format::Jpeg)
        } else {
            None
        }
    }

    /// The media type, such as `image/png`, as a `data:` URL names it.
    pub fn media_type(self) -> &'static str {
        match self {
            Format::Png => "image/png",
            Format::Jpeg => "image/jpeg",
        }
    }
}

/// What a picture's header says, once it holds to the rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Header {
    /// The kind of file.
    pub format: Format,
    /// The width and height, in pixels.
    pub side: u32,
}

/// A picture decoded: square, its pixels straight (not premultiplied) RGBA, row by row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Artwork {
    /// The width and height, in pixels.
    pub side: u32,
    /// Four bytes a pixel, red, green, blue and alpha, `side` pixels a row.
    pub rgba: Vec<u8>,
}

/// Why a picture cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ArtworkError {
    /// The bytes are neither a PNG nor a JPEG file.
    NotAPicture,
    /// The file begins as a picture of this kind but cannot be decoded: the decoder's reason.
    Broken(Format, String),
    /// A picture of more than [`MAX_PIXELS`] pixels, this wide and high.
    TooLarge(u32, u32),
    /// A picture that is not square, this wide and high: a tile is.
    NotSquare(u32, u32),
}

impl fmt::Display for ArtworkError {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ArtworkError::NotAPicture => write!(formatter, "it is neither a PNG nor a JPEG file"),
            ArtworkError::Broken(format, reason) => {
                let kind = match format {
                    Format::Png => "PNG",
                    Format::Jpeg => "JPEG",
                };
                write!(
                    formatter,
                    "it is a {kind} file that cannot be read: {reason}"
                )
            }
            ArtworkError::TooLarge(width, height) => write!(
                formatter,
                "it is {width}×{height} px, more than the {} million pixels a picture may have",
                MAX_PIXELS / 1_000_000
            ),
            ArtworkError::NotSquare(width, height) => {
                write!(
                    formatter,
                    "it is {width}×{height} px, not square as a tile is"
                )
            }
        }
    }
}

impl std::error::Error for ArtworkError {}

/// The header of the picture `bytes` hold, if it is a PNG or JPEG file, square and no larger
/// than [`MAX_PIXELS`]; only the header is read.
pub fn inspect(bytes: &[u8]) -> Result<Header, ArtworkError> {
    let format = Format::of(bytes).ok_or(ArtworkError::NotAPicture)?;
    let (width, height) = match format {
        Format::Png => {
            let reader = png_decoder(bytes).read_info().map_err(broken(format))?;
            let info = reader.info();
            (info.width, info.height)
        }
        Format::Jpeg => {
            let mut decoder = jpeg_decoder(bytes);
            decoder.decode_headers().map_err(broken(format))?;
            let (width, height) = decoder
                .dimensions()
                .ok_or_else(|| ArtworkError::Broken(format, "no frame header".to_owned()))?;
            (
                u32::try_from(width).unwrap_or(u32::MAX),
                u32::try_from(height).unwrap_or(u32::MAX),
            )
        }
    };
    header(format, width, height)
}

/// The picture `bytes` hold, decoded, if [`inspect`] finds it sound.
pub fn decode(bytes: &[u8]) -> Result<Artwork, ArtworkError> {
    let Header { format, side } = inspect(bytes)?;
    let pixels = side as usize * side as usize;
    let rgba = match format {
        Format::Png => {
            let mut decoder = png_decoder(bytes);
            decoder.set_transformations(png::Transformations::normalize_to_color8());
            let mut reader = decoder.read_info().map_err(broken(format))?;
            let size = reader
                .output_buffer_size()
                .ok_or_else(|| ArtworkError::Broken(format, "the image is too large".to_owned()))?;
            let mut buffer = vec![0; size];
            let frame = reader.next_frame(&mut buffer).map_err(broken(format))?;
            buffer.truncate(frame.buffer_size());
            to_rgba(&buffer, frame.color_type, pixels)
                .ok_or_else(|| ArtworkError::Broken(format, "unexpected pixel layout".to_owned()))?
        }
        Format::Jpeg => {
            let mut decoder = jpeg_decoder(bytes);
            decoder.decode().map_err(broken(format))?
        }
    };
    if rgba.len() != pixels * 4 {
        return Err(ArtworkError::Broken(
            format,
            "fewer pixels than its header says".to_owned(),
        ));
    }
    Ok(Artwork { side, rgba })
}

/// The header of a `width` × `height` picture of `format`, or why it cannot be used.
fn header(format: Format, width: u32, height: u32) -> Result<Header, ArtworkError> {
    if u64::from(width) * u64::from(height) > MAX_PIXELS {
        return Err(ArtworkError::TooLarge(width, height));
    }
    if width != height || width == 0 {
        return Err(ArtworkError::NotSquare(width, height));
    }
    Ok(Header {
        format,
        side: width,
    })
}

fn broken<E: fmt::Display>(format: Format) -> impl Fn(E) -> ArtworkError {
    move |error| ArtworkError::Broken(format, error.to_string())
}

/// A PNG decoder over `bytes` that allocates no more than a picture of [`MAX_PIXELS`] needs.
fn png_decoder(bytes: &[u8]) -> png::Decoder<Cursor<&[u8]>> {
    let limits = png::Limits {
        bytes: (MAX_PIXELS * 8) as usize,
    };
    png::Decoder::new_with_limits(Cursor::new(bytes), limits)
}

/// A JPEG decoder over `bytes` giving RGBA, refusing a picture wider or higher than a square
/// of [`MAX_PIXELS`].
fn jpeg_decoder(bytes: &[u8]) -> JpegDecoder<ZCursor<&[u8]>> {
    let side = MAX_PIXELS.isqrt() as usize;
    let options = DecoderOptions::default()
        .jpeg_set_out_colorspace(ColorSpace::RGBA)
        .set_max_width(side)
        .set_max_height(side);
    JpegDecoder::new_with_options(ZCursor::new(bytes), options)
}

/// Eight-bit pixels of `colour` as RGBA, `pixels` of them, if the buffer holds that many.
fn to_rgba(buffer: &[u8], colour: png::ColorType, pixels: usize) -> Option<Vec<u8>> {
    let channels = match colour {
        png::ColorType::Grayscale => 1,
        png::ColorType::GrayscaleAlpha => 2,
        png::ColorType::Rgb => 3,
        png::ColorType::Rgba => 4,
        png::ColorType::Indexed => return None,
    };
    if buffer.len() < pixels * channels {
        return None;
    }
    let mut rgba = Vec::with_capacity(pixels * 4);
    for pixel in buffer.chunks_exact(channels).take(pixels) {
        let [r, g, b, a] = match *pixel {
            [grey] => [grey, grey, grey, u8::MAX],
            [grey, alpha] => [grey, grey, grey, alpha],
            [r, g, b] => [r, g, b, u8::MAX],
            [r, g, b, a] => [r, g, b, a],
            _ => return None,
        };
        rgba.extend_from_slice(&[r, g, b, a]);
    }
    Some(rgba)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn png_of(width: u32, height: u32, colour: png::ColorType, data: &[u8]) -> Vec<u8> {
        let mut bytes = Vec::new();
        let mut encoder = png::Encoder::new(&mut bytes, width, height);
        encoder.set_color(colour);
        encoder.set_depth(png::BitDepth::Eight);
        let mut writer = encoder.write_header().unwrap();
        writer.write_image_data(data).unwrap();
        writer.finish().unwrap();
        bytes
    }

    #[test]
    fn a_square_png_decodes_to_its_pixels() {
        let rgb = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120];
        let artwork = decode(&png_of(2, 2, png::ColorType::Rgb, &rgb)).unwrap();
        assert_eq!(artwork.side, 2);
        assert_eq!(&artwork.rgba[..8], &[10, 20, 30, 255, 40, 50, 60, 255]);
        let grey = decode(&png_of(
            2,
            2,
            png::ColorType::GrayscaleAlpha,
            &[9, 1, 8, 2, 7, 3, 6, 4],
        ));
        assert_eq!(&grey.unwrap().rgba[4..8], &[8, 8, 8, 2]);
    }

    #[test]
    fn a_picture_that_is_not_square_or_too_large_or_not_one_is_refused() {
        let wide = png_of(3, 2, png::ColorType::Rgb, &[0; 18]);
        assert_eq!(inspect(&wide), Err(ArtworkError::NotSquare(3, 2)));
        assert_eq!(decode(&wide), Err(ArtworkError::NotSquare(3, 2)));
        assert_eq!(
            header(Format::Png, 4097, 4097),
            Err(ArtworkError::TooLarge(4097, 4097))
        );
        assert!(header(Format::Png, 4096, 4096).is_ok());
        assert_eq!(inspect(b"BM not a picture"), Err(ArtworkError::NotAPicture));
        let cut = &wide[..20];
        assert!(matches!(
            inspect(cut),
            Err(ArtworkError::Broken(Format::Png, _))
        ));
        let jpeg_start = [0xff, 0xd8, 0xff, 0xe0, 0, 0];
        assert!(matches!(
            inspect(&jpeg_start),
            Err(ArtworkError::Broken(Format::Jpeg, _))
        ));
    }
}
