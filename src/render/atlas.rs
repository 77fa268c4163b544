//! The sprite atlas: every tile in its four rotations packed in one PNG, with a manifest in the
//! "JSON hash" form that Phaser and PixiJS read.

use serde_json::json;

use crate::model::{Catalog, Rotation};
use crate::render::raster::{self, Drawn};
use crate::render::{RenderError, Size, frame_name};

/// Transparent pixels between frames, so that filtering at a frame's border never picks up its
/// neighbour.
pub const PADDING: u32 = 2;
/// The file name the manifest gives for the atlas image.
pub const IMAGE: &str = "atlas.png";

/// A sprite atlas: the packed image, its manifest and where each frame lies.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Atlas {
    /// The packed image, PNG encoded.
    pub png: Vec<u8>,
    /// The manifest in JSON hash form, naming the image [`IMAGE`].
    pub manifest_json: String,
    /// The frames, in tile order and then rotation order.
    pub frames: Vec<Frame>,
}

/// One tile in one rotation inside the atlas.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Frame {
    /// The frame's name: the tile id and the rotation in degrees, such as `flier-A-r90`.
    pub name: String,
    /// The id of the tile drawn.
    pub tile: String,
    /// How far the tile is turned.
    pub rotation: Rotation,
    /// The left edge, in pixels from the atlas's left.
    pub x: u32,
    /// The top edge, in pixels from the atlas's top.
    pub y: u32,
    /// The width in pixels.
    pub w: u32,
    /// The height in pixels.
    pub h: u32,
}

/// The sprite atlas of every tile of `catalog` in its four rotations, frames `size` pixels
/// square: one row per tile, one column per rotation.
pub fn atlas(catalog: &Catalog, size: Size) -> Result<Atlas, RenderError> {
    pack(&raster::every_rotation(catalog, size)?, size)
}

/// The sprite atlas of tiles already drawn `size` pixels square, four frames to a row.
pub fn pack(drawn: &[Drawn<'_>], size: Size) -> Result<Atlas, RenderError> {
    let frames = layout(drawn, size);
    let width = frames
        .iter()
        .map(|frame| frame.x + frame.w)
        .max()
        .unwrap_or(0)
        + PADDING;
    let height = frames
        .iter()
        .map(|frame| frame.y + frame.h)
        .max()
        .unwrap_or(0)
        + PADDING;
    let mut image = raster::canvas(width, height)?;
    for (frame, drawn) in frames.iter().zip(drawn) {
        raster::blit(&mut image, &drawn.pixmap, frame.x, frame.y);
    }
    Ok(Atlas {
        png: raster::encode(&image)?,
        manifest_json: manifest(&frames, width, height),
        frames,
    })
}

fn layout(drawn: &[Drawn<'_>], size: Size) -> Vec<Frame> {
    let side = size.pixels();
    let step = side + PADDING;
    drawn
        .iter()
        .enumerate()
        .map(|(index, drawn)| Frame {
            name: frame_name(drawn.tile, drawn.rotation),
            tile: drawn.tile.id.to_string(),
            rotation: drawn.rotation,
            x: PADDING + (index % 4) as u32 * step,
            y: PADDING + (index / 4) as u32 * step,
            w: side,
            h: side,
        })
        .collect()
}

/// The manifest: frames by name, and the image's meta data.
fn manifest(frames: &[Frame], width: u32, height: u32) -> String {
    let entries: serde_json::Map<String, serde_json::Value> = frames
        .iter()
        .map(|frame| {
            (
                frame.name.clone(),
                json!({
                    "frame": { "x": frame.x, "y": frame.y, "w": frame.w, "h": frame.h },
                    "rotated": false,
                    "trimmed": false,
                    "spriteSourceSize": { "x": 0, "y": 0, "w": frame.w, "h": frame.h },
                    "sourceSize": { "w": frame.w, "h": frame.h },
                }),
            )
        })
        .collect();
    let document = json!({
        "frames": entries,
        "meta": {
            "app": env!("CARGO_PKG_NAME"),
            "version": env!("CARGO_PKG_VERSION"),
            "image": IMAGE,
            "format": "RGBA8888",
            "size": { "w": width, "h": height },
            "scale": "1",
        },
    });
    let mut text = serde_json::to_string_pretty(&document).unwrap_or_default();
    text.push('\n');
    text
}
