//! Drawing tiles from their data alone: a resolution-independent [`Scene`] per tile, rasterised
//! to PNG with tiny-skia or written out as SVG, plus a labelled contact sheet and a sprite atlas
//! in pages, drawn as a stream (see [`stream`]); a tile that names a picture of its own is
//! shown by that picture instead, scaled and turned ([`Pictures`]).
//!
//! ```
//! use std::path::PathBuf;
//! use tilecat::model::Rotation;
//! use tilecat::output::render::{self, Size};
//! let catalog = tilecat::input::validate::validate_paths(&[PathBuf::from("data")]).catalog;
//! let tile = catalog.tile("flier-A").unwrap();
//! let expansion = catalog.expansion(&tile.expansion);
//! let size = Size::new(64).unwrap();
//! let png = render::png(tile, expansion, Rotation::R90, size).unwrap();
//! assert!(png.starts_with(b"\x89PNG"));
//! let svg = render::svg(tile, expansion, Rotation::R90, size);
//! assert!(svg.starts_with("<svg"));
//! assert_eq!(render::file_name(tile, Rotation::R90), "flier-A-r90.png");
//! ```

pub mod atlas;
pub mod backs;
pub mod board_picture;
pub mod encoding;
mod font;
mod memo;
mod pictures;
mod previews;
pub mod proof;
pub mod raster;
pub mod sheet;
mod svg;

use std::fmt;

use crate::model::{Expansion, Rotation, Tile};

pub use crate::output::drawing::palette;
pub use crate::output::drawing::{
    ArrowGeometry, Cap, Colour, Geometry, MARK_SIDE, MarkSpot, Point, Scene, Segment, Shape,
    Stroke, Style,
};
pub use atlas::{Atlas, AtlasOptions, Frame, Page};
pub use memo::Memo;
pub use pictures::{
    DecodedPictures, ExpansionPicture, FromData, KEPT_BYTES, MAX_DECODED_PIXELS, Pictures, scaled,
};
pub use previews::{Picture, TilePng, stream, stream_remembering};
pub use svg::{picture_svg, scene_svg, svg, svg_with, svg_with_mark};

/// The width and height of a drawn tile in pixels, from [`Size::MIN`] to [`Size::MAX`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Size(u32);

impl Size {
    /// The smallest size drawn, in pixels.
    pub const MIN: u32 = 32;
    /// The largest size drawn, in pixels.
    pub const MAX: u32 = 2048;

    /// The size of `pixels` pixels, or an error outside [`Size::MIN`]`..=`[`Size::MAX`].
    ///
    /// ```
    /// use tilecat::output::render::Size;
    /// assert_eq!(Size::new(256).unwrap().pixels(), 256);
    /// assert!(Size::new(31).is_err());
    /// assert!(Size::new(2049).is_err());
    /// ```
    pub fn new(pixels: u32) -> Result<Size, RenderError> {
        Size::within(pixels).ok_or(RenderError::Size(pixels))
    }

    /// The size of `pixels` pixels, or `None` outside [`Size::MIN`]`..=`[`Size::MAX`]; usable in
    /// constants.
    pub const fn within(pixels: u32) -> Option<Size> {
        if Size::MIN <= pixels && pixels <= Size::MAX {
            Some(Size(pixels))
        } else {
            None
        }
    }

    /// The size in pixels.
    pub const fn pixels(self) -> u32 {
        self.0
    }
}

impl std::str::FromStr for Size {
    type Err = RenderError;

    fn from_str(text: &str) -> Result<Size, RenderError> {
        let pixels = text
            .parse::<u32>()
            .map_err(|_| RenderError::SizeText(text.to_owned()))?;
        Size::new(pixels)
    }
}

/// Why a drawing could not be made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RenderError {
    /// A size outside the range drawn, in pixels.
    Size(u32),
    /// A size that is not a whole number.
    SizeText(String),
    /// An image too large to hold in memory, in pixels wide and high.
    Canvas(u32, u32),
    /// The PNG encoder failed.
    Encoding(String),
    /// An image to turn that is not square, in pixels wide and high: a quarter turn would
    /// change its shape.
    NotSquare(u32, u32),
    /// The atlas cannot be laid out as asked.
    Atlas(String),
    /// A finished picture could not be written.
    Output(String),
    /// A tile's own picture could not be read or decoded.
    Picture {
        /// The tile's id.
        tile: String,
        /// Why.
        reason: String,
    },
    /// An expansion's mark or back picture could not be read or decoded.
    ExpansionPicture {
        /// The expansion's id.
        expansion: String,
        /// Which of its pictures.
        which: ExpansionPicture,
        /// Why.
        reason: String,
    },
}

impl fmt::Display for RenderError {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RenderError::Size(pixels) => write!(
                formatter,
                "size {pixels} px is out of range: sizes run from {} to {} px",
                Size::MIN,
                Size::MAX
            ),
            RenderError::SizeText(text) => {
                write!(formatter, "size `{text}` is not a whole number of pixels")
            }
            RenderError::Canvas(width, height) => {
                write!(
                    formatter,
                    "an image of {width}×{height} px is too large to draw"
                )
            }
            RenderError::Encoding(message) => write!(formatter, "png encoding failed: {message}"),
            RenderError::NotSquare(width, height) => {
                write!(
                    formatter,
                    "an image of {width}×{height} px is not square, so it cannot be turned"
                )
            }
            RenderError::Atlas(message) => write!(formatter, "{message}"),
            RenderError::Output(message) => write!(formatter, "{message}"),
            RenderError::Picture { tile, reason } => {
                write!(
                    formatter,
                    "the picture of tile `{tile}` cannot be drawn: {reason}"
                )
            }
            RenderError::ExpansionPicture {
                expansion,
                which,
                reason,
            } => write!(
                formatter,
                "the {} picture of expansion `{expansion}` cannot be drawn: {reason}",
                which.name()
            ),
        }
    }
}

impl std::error::Error for RenderError {}

/// The PNG of `tile` turned by `rotation`, `size` pixels square, drawn from its data with the
/// mark of `expansion` (the tile's expansion, from
/// [`Catalog::expansion`](crate::model::Catalog::expansion)); [`stream`] draws a tile's own
/// picture in its place.
pub fn png(
    tile: &Tile,
    expansion: Option<&Expansion>,
    rotation: Rotation,
    size: Size,
) -> Result<Vec<u8>, RenderError> {
    encoding::encode(&raster::tile(tile, expansion, rotation, size)?)
}

/// The name of a sprite-atlas frame: the tile id and the rotation in degrees, such as
/// `flier-A-r90`.
pub fn frame_name(tile: &Tile, rotation: Rotation) -> String {
    format!("{}-r{}", tile.id, rotation.degrees())
}

/// The file name of a single tile's PNG, such as `flier-A-r90.png`.
pub fn file_name(tile: &Tile, rotation: Rotation) -> String {
    format!("{}.png", frame_name(tile, rotation))
}
