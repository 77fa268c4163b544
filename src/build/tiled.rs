//! Tiled tilesets over the sprite atlas, in Tiled's JSON tileset format (Tiled 1.9 and later).
//!
//! Every frame of the atlas is a tile of the tileset, and each frame of the expansion carries
//! properties: `id`, `letter`, `expansion`, `frame` (its name in `atlas.json`), `rotation` (in
//! degrees), `edges` (such as `N:field E:road S:field W:road`) and, on tiles with a flying
//! machine, `arrow` (the direction it points, such as `NW`).
//!
//! The tileset lists every frame, the printed orientation and the three turned ones, each with
//! the edges and arrow as they lie in that frame. An image tileset always offers every frame of
//! its image as a tile, so a turned frame left without properties would be a tile whose data a
//! map reader cannot know; with properties on every frame, the tile id of a map cell alone gives
//! the edges and arrow that cell shows. Turning by Tiled is allowed too (flips are not: a
//! mirrored tile does not exist in the game), and untransformed tiles are preferred so that
//! Tiled's automatic filling picks the drawn frames. When a cell carries Tiled's rotation flags,
//! its properties describe the frame before that turn.

use std::io::Cursor;

use serde_json::{Value, json};

use crate::build::BuildError;
use crate::model::{Catalog, Expansion, Tile};
use crate::render::Atlas;
use crate::render::atlas::{Frame, PADDING};

/// The JSON format version written in the `version` field.
pub const TILESET_FORMAT: &str = "1.10";
/// The Tiled version written in the `tiledversion` field: the release whose format is written.
pub const TILED_VERSION: &str = "1.11.2";

/// The tileset of `expansion` over `atlas` (the atlas of `catalog`), as pretty JSON with a
/// trailing newline. The image is `../atlas.png`, relative to the `tiled/` folder.
pub fn tileset(
    catalog: &Catalog,
    expansion: &Expansion,
    atlas: &Atlas,
) -> Result<String, BuildError> {
    let grid = Grid::of(atlas)?;
    let mut tiles: Vec<(u32, Value)> = atlas
        .frames
        .iter()
        .filter_map(|frame| {
            let tile = catalog.tile(&frame.tile)?;
            (tile.expansion == expansion.id).then(|| (grid.id(frame), tile_entry(tile, frame)))
        })
        .map(|(id, mut entry)| {
            entry["id"] = json!(id);
            (id, entry)
        })
        .collect();
    tiles.sort_by_key(|(id, _)| *id);
    let document = json!({
        "type": "tileset",
        "version": TILESET_FORMAT,
        "tiledversion": TILED_VERSION,
        "name": expansion.name,
        "image": format!("../{}", crate::build::ATLAS_IMAGE),
        "imagewidth": grid.image_width,
        "imageheight": grid.image_height,
        "tilewidth": grid.tile_width,
        "tileheight": grid.tile_height,
        "margin": PADDING,
        "spacing": PADDING,
        "columns": grid.columns,
        "tilecount": grid.columns * grid.rows,
        "tiles": tiles.into_iter().map(|(_, entry)| entry).collect::<Vec<_>>(),
        "transformations": {
            "hflip": false,
            "vflip": false,
            "rotate": true,
            "preferuntransformed": true,
        },
    });
    let mut text = serde_json::to_string_pretty(&document).unwrap_or_default();
    text.push('\n');
    Ok(text)
}

/// The tile entry of one frame: its properties, sorted by name as Tiled writes them.
fn tile_entry(tile: &Tile, frame: &Frame) -> Value {
    let turned = tile.rotated(frame.rotation);
    let edges = turned
        .edges
        .clockwise()
        .iter()
        .zip(["N", "E", "S", "W"])
        .map(|(kind, side)| format!("{side}:{}", kind.name()))
        .collect::<Vec<_>>()
        .join(" ");
    let mut properties = vec![
        property("edges", "string", json!(edges)),
        property("expansion", "string", json!(tile.expansion)),
        property("frame", "string", json!(frame.name)),
        property("id", "string", json!(tile.id)),
        property("letter", "string", json!(tile.letter)),
        property("rotation", "int", json!(frame.rotation.degrees())),
    ];
    if let Some(flier) = turned.flier {
        properties.insert(
            0,
            property("arrow", "string", json!(flier.direction.name())),
        );
    }
    json!({ "properties": properties })
}

fn property(name: &str, kind: &str, value: Value) -> Value {
    json!({ "name": name, "type": kind, "value": value })
}

/// The grid Tiled cuts the atlas into: tiles of one size, [`PADDING`] pixels of margin and
/// spacing, as many columns and rows as fit in the image.
struct Grid {
    image_width: u32,
    image_height: u32,
    tile_width: u32,
    tile_height: u32,
    columns: u32,
    rows: u32,
}

impl Grid {
    /// The grid of `atlas`, checking that every frame lies on it.
    fn of(atlas: &Atlas) -> Result<Grid, BuildError> {
        let (image_width, image_height) = image::ImageReader::new(Cursor::new(&atlas.png))
            .with_guessed_format()
            .map_err(|error| BuildError::Atlas(error.to_string()))?
            .into_dimensions()
            .map_err(|error| BuildError::Atlas(error.to_string()))?;
        let (tile_width, tile_height) = atlas
            .frames
            .first()
            .map_or((1, 1), |frame| (frame.w, frame.h));
        // Tiled's own count of the tiles that fit across and down the image.
        let fit = |length: u32, tile: u32| {
            (length + PADDING).saturating_sub(2 * PADDING) / (tile + PADDING)
        };
        let grid = Grid {
            image_width,
            image_height,
            tile_width,
            tile_height,
            columns: fit(image_width, tile_width),
            rows: fit(image_height, tile_height),
        };
        if let Some(frame) = atlas.frames.iter().find(|frame| !grid.holds(frame)) {
            return Err(BuildError::Atlas(format!(
                "frame `{}` at ({}, {}) does not lie on the atlas grid of {}×{} px tiles",
                frame.name, frame.x, frame.y, tile_width, tile_height
            )));
        }
        Ok(grid)
    }

    fn holds(&self, frame: &Frame) -> bool {
        let on = |position: u32, step: u32, count: u32| {
            position >= PADDING
                && (position - PADDING) % step == 0
                && (position - PADDING) / step < count
        };
        frame.w == self.tile_width
            && frame.h == self.tile_height
            && on(frame.x, self.tile_width + PADDING, self.columns)
            && on(frame.y, self.tile_height + PADDING, self.rows)
    }

    /// The local tile id of `frame`: Tiled counts tiles row by row from the top left.
    fn id(&self, frame: &Frame) -> u32 {
        let column = (frame.x - PADDING) / (self.tile_width + PADDING);
        let row = (frame.y - PADDING) / (self.tile_height + PADDING);
        row * self.columns + column
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::{Size, atlas};
    use std::path::PathBuf;

    #[test]
    fn turned_frames_carry_the_turned_edges_and_arrow() {
        let catalog = crate::validate::validate_paths(&[PathBuf::from("data/flier")])
            .catalog
            .in_edition(None)
            .unwrap();
        let atlas = atlas(&catalog, Size::new(32).unwrap()).unwrap();
        let expansion = catalog.expansion("flier").unwrap();
        let tileset: Value =
            serde_json::from_str(&tileset(&catalog, expansion, &atlas).unwrap()).unwrap();
        let tiles = tileset["tiles"].as_array().unwrap();
        assert_eq!(tiles.len(), 32);
        let find = |frame: &str| {
            tiles
                .iter()
                .find(|tile| {
                    tile["properties"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .any(|property| property["name"] == "frame" && property["value"] == frame)
                })
                .unwrap()
        };
        let value = |tile: &Value, name: &str| {
            tile["properties"]
                .as_array()
                .unwrap()
                .iter()
                .find(|property| property["name"] == name)
                .map(|property| property["value"].clone())
        };
        // Tile A: field/field/road/road, arrow W; a quarter turn gives road/field/field/road,
        // arrow N.
        let a0 = find("flier-A-r0");
        assert_eq!(value(a0, "edges").unwrap(), "N:field E:field S:road W:road");
        assert_eq!(value(a0, "arrow").unwrap(), "W");
        assert_eq!(a0["id"], 0);
        let a90 = find("flier-A-r90");
        assert_eq!(
            value(a90, "edges").unwrap(),
            "N:road E:field S:field W:road"
        );
        assert_eq!(value(a90, "arrow").unwrap(), "N");
        assert_eq!(value(a90, "rotation").unwrap(), 90);
        assert_eq!(a90["id"], 1);
        // Tile B is the second row of four.
        assert_eq!(find("flier-B-r0")["id"], 4);
    }

    #[test]
    fn frames_off_the_grid_are_refused() {
        let catalog = crate::validate::validate_paths(&[PathBuf::from("data/flier")])
            .catalog
            .in_edition(None)
            .unwrap();
        let mut atlas = atlas(&catalog, Size::new(32).unwrap()).unwrap();
        atlas.frames[1].x += 1;
        let expansion = catalog.expansion("flier").unwrap();
        let error = tileset(&catalog, expansion, &atlas).unwrap_err();
        assert!(error.to_string().contains("flier-A-r90"), "{error}");
    }
}
