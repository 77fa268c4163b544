//! A tile's own picture (the `picture` its data file names): its kind told by its first bytes,
//! its size read from its header and held to the rules (square, at most [`MAX_PIXELS`]), and
//! its pixels decoded, PNG with the png crate and JPEG with zune-jpeg (CMYK and YCCK too), shown
//! the way up its Exif orientation says.
//!
//! Nothing here reads a file: the bytes come through [`door`](crate::shared::door), read by the checks
//! and the build no further than a limit.
//!
//! ```
//! use tilecat::shared::artwork::{self, ArtworkError, Format};
//! let png = tilecat::output::render::png(
//!     &tilecat::tables::BASE_A,
//!     None,
//!     tilecat::model::Rotation::R0,
//!     tilecat::output::render::Size::new(32).unwrap(),
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

/// The most pixels a picture may have: 4096 × 4096, about 16.8 million, 64 MiB once decoded.
/// The header is held to it before anything is decoded, and a picture is decoded once a run
/// (see `render::DecodedPictures`) and scaled to the size drawn, so this bounds the memory a
/// picture takes while it is decoded, whatever the file says.
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

/// The picture `bytes` hold, decoded, if [`inspect`] finds it sound, and shown the way up its
/// Exif orientation says (a JPEG's `APP1` block or a PNG's `eXIf` chunk), as a browser shows it.
///
/// The header is checked first, so no buffer is allocated for more than [`MAX_PIXELS`]. A JPEG
/// is decoded to RGB whatever it holds (YCbCr, grey, or CMYK and YCCK with Adobe's inverted
/// inks), and given its alpha here.
pub fn decode(bytes: &[u8]) -> Result<Artwork, ArtworkError> {
    let Header { format, side } = inspect(bytes)?;
    let pixels = side as usize * side as usize;
    let (rgba, orientation) = match format {
        Format::Png => {
            let mut decoder = png_decoder(bytes);
            decoder.set_transformations(png::Transformations::normalize_to_color8());
            let mut reader = decoder.read_info().map_err(broken(format))?;
            let orientation = reader
                .info()
                .exif_metadata
                .as_deref()
                .map_or(Orientation::AS_STORED, Orientation::of_exif);
            let size = reader
                .output_buffer_size()
                .ok_or_else(|| ArtworkError::Broken(format, "the image is too large".to_owned()))?;
            let mut buffer = vec![0; size];
            let frame = reader.next_frame(&mut buffer).map_err(broken(format))?;
            buffer.truncate(frame.buffer_size());
            let channels = match frame.color_type {
                png::ColorType::Grayscale => 1,
                png::ColorType::GrayscaleAlpha => 2,
                png::ColorType::Rgb => 3,
                png::ColorType::Rgba => 4,
                png::ColorType::Indexed => 0,
            };
            let rgba = to_rgba(buffer, channels, pixels).ok_or_else(|| {
                ArtworkError::Broken(format, "unexpected pixel layout".to_owned())
            })?;
            (rgba, orientation)
        }
        Format::Jpeg => {
            let mut decoder = jpeg_decoder(bytes);
            let rgb = decoder.decode().map_err(broken(format))?;
            let orientation = decoder
                .exif()
                .map_or(Orientation::AS_STORED, |exif| Orientation::of_exif(exif));
            let rgba = to_rgba(rgb, 3, pixels).ok_or_else(|| {
                ArtworkError::Broken(format, "fewer pixels than its header says".to_owned())
            })?;
            (rgba, orientation)
        }
    };
    Ok(Artwork {
        side,
        rgba: orientation.apply(side as usize, rgba),
    })
}

/// How the stored pixels are turned and mirrored to show a picture the way up it is meant: the
/// pixel shown at `(x, y)` is the stored one at `(a, b)`, where `(a, b)` is `(x, y)`, or `(y,
/// x)` when `swap` is set, each then counted from the far side when its `flip` is set.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Orientation {
    swap: bool,
    flip_a: bool,
    flip_b: bool,
}

impl Orientation {
    /// The pixels shown as they are stored (Exif orientation 1).
    const AS_STORED: Orientation = Orientation::new(false, false, false);

    const fn new(swap: bool, flip_a: bool, flip_b: bool) -> Orientation {
        Orientation {
            swap,
            flip_a,
            flip_b,
        }
    }

    /// The orientation of Exif's tag 274 (`Orientation`, 1 to 8), as stored for any other value.
    fn of_tag(value: u16) -> Orientation {
        match value {
            2 => Orientation::new(false, true, false),
            3 => Orientation::new(false, true, true),
            4 => Orientation::new(false, false, true),
            5 => Orientation::new(true, false, false),
            6 => Orientation::new(true, false, true),
            7 => Orientation::new(true, true, true),
            8 => Orientation::new(true, true, false),
            _ => Orientation::AS_STORED,
        }
    }

    /// The orientation an Exif block gives (from its TIFF header on: `II*\0` or `MM\0*`, the
    /// offset of the first directory, and its entries), as stored when it gives none or cannot
    /// be read.
    fn of_exif(exif: &[u8]) -> Orientation {
        Orientation::read_exif(exif).map_or(Orientation::AS_STORED, Orientation::of_tag)
    }

    /// The value of tag 274 (a `SHORT`) in the first directory of `exif`, if it is there.
    fn read_exif(exif: &[u8]) -> Option<u16> {
        const ORIENTATION: u16 = 0x0112;
        const SHORT: u16 = 3;
        let big = match exif.get(..4)? {
            b"MM\0*" => true,
            b"II*\0" => false,
            _ => return None,
        };
        let short = |at: usize| {
            let bytes = [*exif.get(at)?, *exif.get(at.checked_add(1)?)?];
            Some(if big {
                u16::from_be_bytes(bytes)
            } else {
                u16::from_le_bytes(bytes)
            })
        };
        let long = |at: usize| {
            let (high, low) = (short(at)?, short(at.checked_add(2)?)?);
            Some(if big {
                (u32::from(high) << 16) | u32::from(low)
            } else {
                (u32::from(low) << 16) | u32::from(high)
            })
        };
        let directory = usize::try_from(long(4)?).ok()?;
        let entries = short(directory)?;
        (0..usize::from(entries)).find_map(|index| {
            let entry = directory.checked_add(2 + 12 * index)?;
            (short(entry)? == ORIENTATION && short(entry + 2)? == SHORT)
                .then(|| short(entry + 8))
                .flatten()
        })
    }

    /// The `side` × `side` RGBA pixels `stored` shown this way up.
    fn apply(self, side: usize, stored: Vec<u8>) -> Vec<u8> {
        if self == Orientation::AS_STORED {
            return stored;
        }
        let last = side - 1;
        let mut shown = vec![0; stored.len()];
        for (index, pixel) in shown.chunks_exact_mut(4).enumerate() {
            let (x, y) = (index % side, index / side);
            let (a, b) = if self.swap { (y, x) } else { (x, y) };
            let a = if self.flip_a { last - a } else { a };
            let b = if self.flip_b { last - b } else { b };
            let from = (b * side + a) * 4;
            pixel.copy_from_slice(&stored[from..from + 4]);
        }
        shown
    }
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

/// A JPEG decoder over `bytes` giving RGB, refusing a picture wider or higher than a square
/// of [`MAX_PIXELS`]. RGB, not RGBA: zune-jpeg's conversion of CMYK and YCCK to four channels
/// writes three bytes a pixel into rows of four (stripes, and a band left transparent).
fn jpeg_decoder(bytes: &[u8]) -> JpegDecoder<ZCursor<&[u8]>> {
    let side = MAX_PIXELS.isqrt() as usize;
    let options = DecoderOptions::default()
        .jpeg_set_out_colorspace(ColorSpace::RGB)
        .set_max_width(side)
        .set_max_height(side);
    JpegDecoder::new_with_options(ZCursor::new(bytes), options)
}

/// Eight-bit pixels of `channels` channels (grey, grey and alpha, RGB or RGBA) as RGBA,
/// `pixels` of them, if the buffer holds that many.
fn to_rgba(buffer: Vec<u8>, channels: usize, pixels: usize) -> Option<Vec<u8>> {
    if !(1..=4).contains(&channels) || buffer.len() < pixels * channels {
        return None;
    }
    if channels == 4 {
        let mut buffer = buffer;
        buffer.truncate(pixels * 4);
        return Some(buffer);
    }
    let mut rgba = Vec::with_capacity(pixels * 4);
    for pixel in buffer.chunks_exact(channels).take(pixels) {
        let [r, g, b, a] = match *pixel {
            [grey] => [grey, grey, grey, u8::MAX],
            [grey, alpha] => [grey, grey, grey, alpha],
            [r, g, b] => [r, g, b, u8::MAX],
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

    /// The colours at the middles of the four quarters of `artwork`, clockwise from the top
    /// left, with their alphas.
    fn quarters(artwork: &Artwork) -> [[u8; 4]; 4] {
        let side = artwork.side as usize;
        let at = |x: usize, y: usize| {
            let from = (y * side + x) * 4;
            <[u8; 4]>::try_from(&artwork.rgba[from..from + 4]).unwrap()
        };
        let (near, far) = (side / 4, 3 * side / 4);
        [at(near, near), at(far, near), at(far, far), at(near, far)]
    }

    /// Whether `seen` is `expected`, opaque, within JPEG's rounding.
    fn shows(seen: [[u8; 4]; 4], expected: [[u8; 3]; 4]) -> bool {
        seen.iter().zip(expected).all(|(seen, expected)| {
            seen[3] == u8::MAX
                && seen[..3]
                    .iter()
                    .zip(expected)
                    .all(|(a, e)| a.abs_diff(e) <= 24)
        })
    }

    const RED: [u8; 3] = [255, 0, 0];
    const GREEN: [u8; 3] = [0, 255, 0];
    const BLUE: [u8; 3] = [0, 0, 255];
    const YELLOW: [u8; 3] = [255, 255, 0];

    #[test]
    fn a_cmyk_jpeg_decodes_to_its_colours_and_opaque() {
        let bytes = include_bytes!("../../tests/fixtures/pictures/adobe-cmyk.jpg");
        let artwork = decode(bytes).unwrap();
        assert_eq!(artwork.side, 64);
        assert!(
            artwork
                .rgba
                .chunks_exact(4)
                .all(|pixel| pixel[3] == u8::MAX)
        );
        let seen = quarters(&artwork);
        assert!(shows(seen, [RED, GREEN, BLUE, YELLOW]), "{seen:?}");
    }

    #[test]
    fn a_jpeg_is_shown_the_way_up_its_exif_says() {
        let bytes = include_bytes!("../../tests/fixtures/pictures/exif-turned.jpg");
        let seen = quarters(&decode(bytes).unwrap());
        assert!(shows(seen, [RED, GREEN, BLUE, YELLOW]), "{seen:?}");
    }

    /// An Exif block holding the orientation `value`, big- or little-endian, after another tag.
    fn exif(value: u16, big: bool) -> Vec<u8> {
        let short = |n: u16| {
            if big {
                n.to_be_bytes()
            } else {
                n.to_le_bytes()
            }
        };
        let long = |n: u32| {
            if big {
                n.to_be_bytes()
            } else {
                n.to_le_bytes()
            }
        };
        let mut block = Vec::from(if big { &b"MM\0*"[..] } else { &b"II*\0"[..] });
        block.extend_from_slice(&long(8));
        block.extend_from_slice(&short(2));
        // ImageWidth, a LONG, then Orientation, a SHORT.
        block.extend_from_slice(&short(0x0100));
        block.extend_from_slice(&short(4));
        block.extend_from_slice(&long(1));
        block.extend_from_slice(&long(64));
        block.extend_from_slice(&short(0x0112));
        block.extend_from_slice(&short(3));
        block.extend_from_slice(&long(1));
        block.extend_from_slice(&short(value));
        block.extend_from_slice(&[0, 0, 0, 0, 0, 0]);
        block
    }

    #[test]
    fn each_exif_orientation_shows_the_stored_pixels_turned_or_mirrored() {
        // Stored: 1 2 / 3 4. Shown, for each orientation from 1 to 8.
        let shown = [
            [1, 2, 3, 4],
            [2, 1, 4, 3],
            [4, 3, 2, 1],
            [3, 4, 1, 2],
            [1, 3, 2, 4],
            [3, 1, 4, 2],
            [4, 2, 3, 1],
            [2, 4, 1, 3],
        ];
        let stored: Vec<u8> = (1..=4).flat_map(|pixel| [pixel; 4]).collect();
        for (value, expected) in (1..=8).zip(shown) {
            for big in [true, false] {
                let orientation = Orientation::of_exif(&exif(value, big));
                let pixels = orientation.apply(2, stored.clone());
                let firsts: Vec<u8> = pixels.chunks_exact(4).map(|pixel| pixel[0]).collect();
                assert_eq!(firsts, expected, "orientation {value}, big-endian {big}");
            }
        }
        assert_eq!(Orientation::of_exif(&exif(9, true)), Orientation::AS_STORED);
        assert_eq!(
            Orientation::of_exif(b"MM\0*\xff\xff\xff\xff"),
            Orientation::AS_STORED
        );
        assert_eq!(Orientation::of_exif(b"not exif"), Orientation::AS_STORED);
        assert_eq!(
            Orientation::of_exif(&exif(6, true)[..20]),
            Orientation::AS_STORED
        );
    }
}
