//! The Tiled tilesets read by a real Tiled: Debian 12's Tiled 1.8.2 (`apt-get install tiled`,
//! which `.ci/run` does) re-exports each tileset of a build as TSX, and what it read is checked
//! against the build: the tile size, the grid, the tile count, every frame's cell on its page
//! and every frame's Wang id against the sides of its tile as turned in that frame.

use crate::common;

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

use serde_json::Value;

/// The tile size built at.
const SIZE: u32 = 64;

#[test]
#[ignore = "needs Tiled: apt-get install tiled (bash .ci/run installs it)"]
fn tiled_reads_every_tileset_with_its_grid_and_the_wang_ids_of_the_sides() {
    // Pages of 300 px: four columns, so both expansions take several pages and some end in a
    // row that is not full.
    let (temp, out) = common::build_into_temp(
        "tiled",
        &common::data(),
        &["--size", &SIZE.to_string(), "--atlas-max", "300"],
    );
    let catalog = common::read_json(&out.join("catalog.json"));
    let sides: BTreeMap<String, [String; 4]> = catalog["tiles"]
        .as_array()
        .unwrap()
        .iter()
        .map(|tile| {
            let edges = &tile["edges"];
            let side = |name: &str| edges[name].as_str().unwrap().to_owned();
            (
                tile["id"].as_str().unwrap().to_owned(),
                [side("N"), side("E"), side("S"), side("W")],
            )
        })
        .collect();
    let multiatlas = common::read_json(&out.join("atlas.json"));
    let textures = multiatlas["textures"].as_array().unwrap();
    let mut frames_seen = 0;
    let mut tilesets = 0;
    for entry in std::fs::read_dir(out.join("tiled")).unwrap() {
        let path = entry.unwrap().path();
        let tsx = temp.path().join("exported.tsx");
        let exported = Command::new("tiled")
            .arg("--export-tileset")
            .arg("tsx")
            .arg(&path)
            .arg(&tsx)
            .env("QT_QPA_PLATFORM", "offscreen")
            .output()
            .expect("tiled runs: apt-get install tiled");
        assert!(
            exported.status.success(),
            "tiled --export-tileset {}: {}",
            path.display(),
            String::from_utf8_lossy(&exported.stderr)
        );
        let text = std::fs::read_to_string(&tsx).unwrap();
        let document = roxmltree::Document::parse(&text).unwrap();
        let tileset = document.root_element();
        let number = |name: &str| -> u32 { tileset.attribute(name).unwrap().parse().unwrap() };
        assert_eq!((number("tilewidth"), number("tileheight")), (SIZE, SIZE));
        let (margin, spacing, columns) = (number("margin"), number("spacing"), number("columns"));
        let image = tileset
            .children()
            .find(|node| node.has_tag_name("image"))
            .unwrap();
        let source = image.attribute("source").unwrap();
        let page_name = Path::new(source).file_name().unwrap().to_str().unwrap();
        let texture = textures
            .iter()
            .find(|texture| texture["image"] == page_name)
            .unwrap_or_else(|| panic!("{source} is an atlas page"));
        let height: u32 = image.attribute("height").unwrap().parse().unwrap();
        assert_eq!(Some(u64::from(height)), texture["size"]["h"].as_u64());
        let rows = (height - 2 * margin + spacing) / (SIZE + spacing);
        // Tiled made one tile per cell of the grid it cut the page into.
        assert_eq!(number("tilecount"), columns * rows);
        let frames: BTreeMap<&str, &Value> = texture["frames"]
            .as_array()
            .unwrap()
            .iter()
            .map(|frame| (frame["filename"].as_str().unwrap(), &frame["frame"]))
            .collect();
        let wang_sets: Vec<_> = tileset
            .descendants()
            .filter(|node| node.has_tag_name("wangset"))
            .collect();
        assert_eq!(wang_sets.len(), 1);
        assert_eq!(wang_sets[0].attribute("type"), Some("edge"));
        let colours: Vec<&str> = wang_sets[0]
            .children()
            .filter(|node| node.has_tag_name("wangcolor"))
            .map(|node| node.attribute("name").unwrap())
            .collect();
        assert_eq!(colours, ["field", "road", "city", "river"]);
        let wang_ids: BTreeMap<u32, &str> = wang_sets[0]
            .children()
            .filter(|node| node.has_tag_name("wangtile"))
            .map(|node| {
                let id = node.attribute("tileid").unwrap().parse().unwrap();
                (id, node.attribute("wangid").unwrap())
            })
            .collect();
        let mut named = 0;
        for tile in tileset.children().filter(|node| node.has_tag_name("tile")) {
            let id: u32 = tile.attribute("id").unwrap().parse().unwrap();
            let property = |name: &str| {
                tile.descendants()
                    .find(|node| {
                        node.has_tag_name("property") && node.attribute("name") == Some(name)
                    })
                    .and_then(|node| node.attribute("value"))
            };
            let Some(frame) = property("frame") else {
                continue;
            };
            named += 1;
            // The grid cell of the tile id is the frame's rectangle on the page.
            let rectangle = frames[frame];
            let (column, row) = (id % columns, id / columns);
            assert_eq!(
                rectangle["x"].as_u64(),
                Some(u64::from(margin + column * (SIZE + spacing))),
                "{frame}"
            );
            assert_eq!(
                rectangle["y"].as_u64(),
                Some(u64::from(margin + row * (SIZE + spacing))),
                "{frame}"
            );
            // Its Wang id is its tile's sides as turned in the frame.
            let tile_id = property("id").unwrap();
            let degrees: usize = property("rotation").unwrap().parse().unwrap();
            let colour = |kind: &String| match kind.as_str() {
                "field" => 1,
                "road" => 2,
                "city" => 3,
                other => panic!("side kind {other}"),
            };
            let [n, e, s, w] =
                common::turned(sides[tile_id].clone(), degrees / 90).map(|kind| colour(&kind));
            assert_eq!(
                wang_ids.get(&id).copied(),
                Some(format!("{n},0,{e},0,{s},0,{w},0").as_str()),
                "{frame}"
            );
        }
        // Every frame of the page is a tile of its tileset, and no other tile has a Wang id.
        assert_eq!(named, frames.len(), "{}", path.display());
        assert_eq!(wang_ids.len(), frames.len(), "{}", path.display());
        frames_seen += named;
        tilesets += 1;
    }
    assert_eq!(tilesets, textures.len());
    assert_eq!(frames_seen, sides.len() * 4);
}
