//! Tiled tilesets over the pages of the sprite atlas, in Tiled's JSON tileset format (Tiled 1.9
//! and later).
//!
//! A tileset per expansion lists every frame of the expansion's tiles, the printed orientation
//! and the three turned ones: tile `4 × n + r` is the `n`th tile of the expansion (in id order)
//! turned `r` quarter turns. The atlas has several pages, and a Tiled image tileset reads one
//! image, so the tileset is an image collection whose every tile names its atlas page
//! (`../atlas-<n>.png`) and the rectangle of its frame on that page (Tiled's tile
//! sub-rectangles, since Tiled 1.9).
//!
//! Each tile carries properties: `id`, `letter`, `expansion`, `frame` (its name in the atlas
//! descriptions), `rotation` (in degrees), `edges` (such as `N:field E:road S:field W:road`)
//! and, on tiles with a flying machine, `arrow` (the direction it points, such as `NW`), all as
//! they lie in that frame, so the tile id of a map cell alone gives the edges and arrow that
//! cell shows. Turning by Tiled is allowed too (flips are not: a mirrored tile does not exist
//! in the game), and untransformed tiles are preferred so that Tiled's automatic filling picks
//! the drawn frames. When a cell carries Tiled's rotation flags, its properties describe the
//! frame before that turn.

use serde_json::{Value, json};

use crate::model::{Catalog, Expansion, Tile};
use crate::render::atlas::{Atlas, Frame, page_image, pretty_with_array};

/// The JSON format version written in the `version` field.
pub const TILESET_FORMAT: &str = "1.10";
/// The Tiled version written in the `tiledversion` field: the release whose format is written.
pub const TILED_VERSION: &str = "1.11.2";

/// The tileset of `expansion` over `atlas` (the atlas of `catalog`), as pretty JSON with a
/// trailing newline. Each tile's image is its page, relative to the `tiled/` folder.
pub fn tileset(catalog: &Catalog, expansion: &Expansion, atlas: &Atlas) -> String {
    let frames = || {
        atlas.frames.iter().filter_map(|frame| {
            let tile = catalog.tile(&frame.tile)?;
            (tile.expansion == expansion.id).then_some((tile, frame))
        })
    };
    let tiles = frames().enumerate().map(|(id, (tile, frame))| {
        let page = &atlas.pages[frame.page];
        let mut entry = tile_entry(tile, frame);
        entry["id"] = json!(id);
        entry["image"] = json!(format!("../{}", page_image(page.index)));
        entry["imagewidth"] = json!(page.width);
        entry["imageheight"] = json!(page.height);
        entry["x"] = json!(frame.x);
        entry["y"] = json!(frame.y);
        entry["width"] = json!(frame.w);
        entry["height"] = json!(frame.h);
        entry
    });
    let side = atlas.size.pixels();
    let document = json!({
        "type": "tileset",
        "version": TILESET_FORMAT,
        "tiledversion": TILED_VERSION,
        "name": expansion.name,
        "tilewidth": side,
        "tileheight": side,
        "margin": 0,
        "spacing": 0,
        "columns": 0,
        "grid": { "orientation": "orthogonal", "width": side, "height": side },
        "tilecount": frames().count(),
        "transformations": {
            "hflip": false,
            "vflip": false,
            "rotate": true,
            "preferuntransformed": true,
        },
    });
    pretty_with_array(document, "tiles", tiles)
}

/// The tile entry of one frame: its properties, sorted by name as Tiled writes them.
fn tile_entry(tile: &Tile, frame: &Frame) -> Value {
    // Only the edges and the arrow turn with the frame; the rest of the tile is read as it is.
    let edges = tile
        .edges
        .rotated(frame.rotation)
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
    if let Some(flier) = tile.flier {
        let arrow = flier.rotated(frame.rotation).direction.name();
        properties.insert(0, property("arrow", "string", json!(arrow)));
    }
    let mut entry = json!({});
    entry["properties"] = Value::Array(properties);
    entry
}

fn property(name: &str, kind: &str, value: Value) -> Value {
    json!({ "name": name, "type": kind, "value": value })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::{AtlasOptions, Size};
    use std::path::PathBuf;

    #[test]
    fn turned_frames_carry_the_turned_edges_and_arrow() {
        let catalog = crate::validate::validate_paths(&[PathBuf::from("data/flier")])
            .catalog
            .in_edition(None)
            .unwrap();
        let atlas = Atlas::plan(&catalog, Size::new(32).unwrap(), AtlasOptions::default()).unwrap();
        let expansion = catalog.expansion("flier").unwrap();
        let tileset: Value = serde_json::from_str(&tileset(&catalog, expansion, &atlas)).unwrap();
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
        // Tile B follows tile A's four frames.
        assert_eq!(find("flier-B-r0")["id"], 4);
    }

    #[test]
    fn each_tile_names_its_page_and_the_rectangle_of_its_frame() {
        let catalog = crate::validate::validate_paths(&[PathBuf::from("data/flier")])
            .catalog
            .in_edition(None)
            .unwrap();
        let options = AtlasOptions {
            max_side: 300,
            ..AtlasOptions::default()
        };
        let atlas = Atlas::plan(&catalog, Size::new(64).unwrap(), options).unwrap();
        assert_eq!(atlas.pages.len(), 2);
        let expansion = catalog.expansion("flier").unwrap();
        let tileset: Value = serde_json::from_str(&tileset(&catalog, expansion, &atlas)).unwrap();
        assert_eq!(tileset["columns"], 0);
        assert_eq!(tileset["tilecount"], 32);
        for (id, tile) in tileset["tiles"].as_array().unwrap().iter().enumerate() {
            let frame = &atlas.frames[id];
            assert_eq!(tile["id"], id);
            assert_eq!(tile["image"], format!("../atlas-{}.png", frame.page));
            assert_eq!(tile["imagewidth"], atlas.pages[frame.page].width);
            assert_eq!(
                (tile["x"].clone(), tile["y"].clone()),
                (json!(frame.x), json!(frame.y))
            );
            assert_eq!(
                (tile["width"].clone(), tile["height"].clone()),
                (json!(64), json!(64))
            );
        }
        assert_eq!(tileset["tiles"][16]["image"], "../atlas-1.png");
    }
}
