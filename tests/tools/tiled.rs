//! The Tiled tilesets read by a real Tiled: Debian 12's Tiled 1.8.2 (`apt-get install tiled`,
//! which `.ci/run` does) re-exports each tileset of a build as TSX, and what it read is checked
//! against the build: the tile size, the grid, the tile count, every frame's cell on its page,
//! every frame's Wang id against the sides of its tile as turned in that frame, and every
//! frame's objects (a polygon per ring of each feature's area, a point for its spot). And
//! pytiled-parser, the Python loader of Tiled's files (`pip install pytiled-parser`, which
//! `.ci/run` does), reads each tileset's objects as the atlas descriptions place the features.

use crate::common;

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

use serde_json::Value;

/// The tile size built at.
const SIZE: u32 = 64;

/// Builds the bundled data into a temporary folder with pages of 300 px: four columns, so both
/// expansions take several pages and some end in a row that is not full.
fn build(name: &str) -> (tempfile::TempDir, std::path::PathBuf) {
    common::build_into_temp(
        name,
        &common::data(),
        &["--size", &SIZE.to_string(), "--atlas-max", "300"],
    )
}

/// A feature as a frame shows it: its id, its area's rings and its spot, in the frame's pixels.
type FrameFeature = (String, Vec<Vec<[f64; 2]>>, [f64; 2]);

/// What pytiled-parser read: by tileset file and frame, each object's name, class and points.
type Read = BTreeMap<String, BTreeMap<String, Vec<(String, String, Vec<[f64; 2]>)>>>;

/// Each frame's features in the atlas descriptions, by frame name.
fn atlas_features(out: &Path) -> BTreeMap<String, Vec<FrameFeature>> {
    let pixels = |point: &Value| [0, 1].map(|axis| point[axis].as_f64().unwrap() * f64::from(SIZE));
    common::read_json(&out.join("atlas.json"))["textures"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|texture| texture["frames"].as_array().unwrap().clone())
        .map(|frame| {
            let features = frame["features"]
                .as_array()
                .unwrap()
                .iter()
                .map(|feature| {
                    let rings = feature["shape"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .map(|ring| ring.as_array().unwrap().iter().map(pixels).collect())
                        .collect();
                    (
                        feature["id"].as_str().unwrap().to_owned(),
                        rings,
                        pixels(&feature["spot"]),
                    )
                })
                .collect();
            (frame["filename"].as_str().unwrap().to_owned(), features)
        })
        .collect()
}

#[test]
#[ignore = "needs Tiled: apt-get install tiled (bash .ci/run installs it)"]
fn tiled_reads_every_tileset_with_its_grid_and_the_wang_ids_of_the_sides() {
    let (temp, out) = build("tiled");
    let features = atlas_features(&out);
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
            // Its objects: a polygon named by its feature for each ring and a point for each
            // spot, as many as the atlas describes.
            let objects: Vec<(&str, bool)> = tile
                .descendants()
                .filter(|node| node.has_tag_name("object"))
                .map(|node| {
                    let point = node.children().any(|child| child.has_tag_name("point"));
                    (node.attribute("name").unwrap_or(""), point)
                })
                .collect();
            let described = &features[frame];
            let rings: usize = described.iter().map(|(_, rings, _)| rings.len()).sum();
            assert_eq!(objects.len(), rings + described.len(), "{frame}");
            for (feature, rings, _) in described {
                let named = |point| {
                    objects
                        .iter()
                        .filter(|(name, is_point)| name == feature && *is_point == point)
                        .count()
                };
                assert_eq!(
                    (named(false), named(true)),
                    (rings.len(), 1),
                    "{frame} {feature}"
                );
            }
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

/// Whether `point` lies inside `ring` (a crossing count).
fn within([x, y]: [f64; 2], ring: &[[f64; 2]]) -> bool {
    let mut inside = false;
    let mut previous = ring[ring.len() - 1];
    for &[bx, by] in ring {
        let [ax, ay] = previous;
        if (ay > y) != (by > y) && x < ax + (y - ay) * (bx - ax) / (by - ay) {
            inside = !inside;
        }
        previous = [bx, by];
    }
    inside
}

/// The script that reads every tileset named on its command line with pytiled-parser and
/// prints, for each, every tile's objects as JSON: the object's name, its class, and its points
/// in the tile's pixels (a point object's one point).
const PYTILED: &str = r#"
import json, sys
from pathlib import Path
import pytiled_parser
from pytiled_parser.tiled_object import Point, Polygon
read = {}
for name in sys.argv[1:]:
    tileset = pytiled_parser.parse_tileset(Path(name))
    tiles = {}
    for tile_id, tile in sorted((tileset.tiles or {}).items()):
        frame = tile.properties.get("frame") if tile.properties else None
        if frame is None or tile.objects is None:
            continue
        objects = []
        for thing in tile.objects.tiled_objects:
            at = (thing.coordinates.x, thing.coordinates.y)
            if isinstance(thing, Polygon):
                points = [[at[0] + p.x, at[1] + p.y] for p in thing.points]
            elif isinstance(thing, Point):
                points = [[at[0], at[1]]]
            else:
                raise SystemExit(f"{name}: tile {tile_id}: an object of another kind")
            objects.append([thing.name, thing.class_, points])
        tiles[frame] = objects
    read[Path(name).name] = tiles
print(json.dumps(read))
"#;

#[test]
#[ignore = "needs pytiled-parser: pip install pytiled-parser (bash .ci/run installs it)"]
fn pytiled_parser_reads_each_frames_features_where_the_atlas_places_them() {
    let (_temp, out) = build("pytiled");
    let features = atlas_features(&out);
    let mut tilesets: Vec<_> = std::fs::read_dir(out.join("tiled"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .collect();
    tilesets.sort();
    let read = Command::new("python3")
        .arg("-c")
        .arg(PYTILED)
        .args(&tilesets)
        .output()
        .expect("python3 runs");
    assert!(
        read.status.success(),
        "pytiled-parser: {}",
        String::from_utf8_lossy(&read.stderr)
    );
    let read: Read = serde_json::from_slice(&read.stdout).unwrap();
    assert_eq!(read.len(), tilesets.len());
    let close = |a: [f64; 2], b: [f64; 2]| (a[0] - b[0]).abs() < 0.01 && (a[1] - b[1]).abs() < 0.01;
    let mut frames = 0;
    for tiles in read.values() {
        for (frame, objects) in tiles {
            frames += 1;
            let mut expected = Vec::new();
            for (feature, rings, spot) in &features[frame] {
                for ring in rings {
                    // A ring inside an odd number of the feature's other rings is a hole.
                    let around = rings
                        .iter()
                        .filter(|other| *other != ring && within(ring[0], other))
                        .count();
                    let class = if around % 2 == 1 { "hole" } else { "area" };
                    expected.push((feature.clone(), class, ring.clone()));
                }
                expected.push((feature.clone(), "spot", vec![*spot]));
            }
            assert_eq!(objects.len(), expected.len(), "{frame}");
            for ((name, class, points), (feature, kind, want)) in objects.iter().zip(&expected) {
                assert_eq!((name, class.as_str()), (feature, *kind), "{frame}");
                assert_eq!(points.len(), want.len(), "{frame} {feature}");
                assert!(
                    points.iter().zip(want).all(|(a, b)| close(*a, *b)),
                    "{frame} {feature}: {points:?} against {want:?}"
                );
            }
        }
    }
    assert_eq!(frames, features.len(), "every frame's objects read");
}
