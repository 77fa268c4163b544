//! The Godot 4 TileSets of a build, read against Godot's text resource format (`.tres`,
//! `format=3`) by a parser in this test, since no Godot 4 can be installed from the package
//! registries CI reaches (Debian 12 packages Godot 3 only). What Godot documents is checked: the
//! header, every resource's id declared once and every `ExtResource`/`SubResource` naming one,
//! `load_steps`, the atlas sources' grid inside their textures, the custom data layers and each
//! tile's values of their types, and the terrain set matching sides with each tile's peering
//! bits the terrains of its sides as turned in its frame.

use crate::common;

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// A value of Godot's text format, as far as a TileSet uses it.
#[derive(Debug, Clone, PartialEq)]
enum Value {
    Text(String),
    Int(i64),
    Float(f64),
    Bool(bool),
    /// A constructor such as `Vector2i(3, 3)` or `ExtResource("atlas_0")`.
    Call(String, Vec<Value>),
}

impl Value {
    fn text(&self) -> &str {
        match self {
            Value::Text(text) => text,
            other => panic!("{other:?} is not a string"),
        }
    }

    fn int(&self) -> i64 {
        match self {
            Value::Int(int) => *int,
            other => panic!("{other:?} is not an int"),
        }
    }

    /// The arguments of a call of `name`.
    fn call(&self, name: &str) -> &[Value] {
        match self {
            Value::Call(called, arguments) if called == name => arguments,
            other => panic!("{other:?} is not {name}(…)"),
        }
    }

    fn vector2i(&self) -> (i64, i64) {
        match self.call("Vector2i") {
            [x, y] => (x.int(), y.int()),
            other => panic!("Vector2i{other:?}"),
        }
    }
}

/// Reads one value from the start of `text`; the value and the rest.
fn value(text: &str) -> (Value, &str) {
    let text = text.trim_start();
    if let Some(rest) = text.strip_prefix('"') {
        let mut out = String::new();
        let mut characters = rest.char_indices();
        while let Some((index, c)) = characters.next() {
            match c {
                '"' => return (Value::Text(out), &rest[index + 1..]),
                '\\' => match characters.next().map(|(_, c)| c) {
                    Some('"') => out.push('"'),
                    Some('\\') => out.push('\\'),
                    Some('n') => out.push('\n'),
                    Some('t') => out.push('\t'),
                    Some('u') => {
                        let hex: String = (0..4)
                            .filter_map(|_| characters.next())
                            .map(|(_, c)| c)
                            .collect();
                        out.push(char::from_u32(u32::from_str_radix(&hex, 16).unwrap()).unwrap());
                    }
                    other => panic!("unknown escape {other:?}"),
                },
                c => {
                    assert!(!c.is_control(), "a raw control character in a string");
                    out.push(c);
                }
            }
        }
        panic!("an unterminated string: {text}");
    }
    let end = text
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '-'))
        .unwrap_or(text.len());
    let (word, rest) = text.split_at(end);
    assert!(!word.is_empty(), "no value at: {text}");
    if let Some(mut rest) = rest.strip_prefix('(') {
        let mut arguments = Vec::new();
        loop {
            rest = rest.trim_start();
            if let Some(after) = rest.strip_prefix(')') {
                return (Value::Call(word.to_owned(), arguments), after);
            }
            let (argument, after) = value(rest);
            arguments.push(argument);
            rest = after.trim_start();
            rest = rest.strip_prefix(',').unwrap_or(rest);
        }
    }
    let value = match word {
        "true" => Value::Bool(true),
        "false" => Value::Bool(false),
        _ if word.contains('.') => Value::Float(word.parse().expect("a number")),
        _ => Value::Int(
            word.parse()
                .unwrap_or_else(|_| panic!("not a value: {word}")),
        ),
    };
    (value, rest)
}

/// One section of a resource file: its tag, its heading's attributes and its properties.
#[derive(Debug)]
struct Section {
    tag: String,
    attributes: BTreeMap<String, Value>,
    properties: Vec<(String, Value)>,
}

impl Section {
    fn get(&self, key: &str) -> &Value {
        self.properties
            .iter()
            .find(|(name, _)| name == key)
            .map(|(_, value)| value)
            .unwrap_or_else(|| panic!("[{}] has no {key}", self.tag))
    }
}

/// Every section of `text`, in order; panics on anything the format does not allow.
fn sections(text: &str) -> Vec<Section> {
    let mut sections: Vec<Section> = Vec::new();
    for (number, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        if let Some(heading) = line.strip_prefix('[') {
            let heading = heading.strip_suffix(']').expect("a heading ends with ]");
            let (tag, mut rest) = heading.split_once(' ').unwrap_or((heading, ""));
            let mut attributes = BTreeMap::new();
            while !rest.trim().is_empty() {
                let (key, after) = rest.trim_start().split_once('=').expect("key=value");
                let (parsed, after) = value(after);
                attributes.insert(key.to_owned(), parsed);
                rest = after;
            }
            sections.push(Section {
                tag: tag.to_owned(),
                attributes,
                properties: Vec::new(),
            });
            continue;
        }
        let (key, rest) = line
            .split_once(" = ")
            .unwrap_or_else(|| panic!("line {}: not `key = value`: {line}", number + 1));
        let (parsed, rest) = value(rest);
        assert!(
            rest.trim().is_empty(),
            "line {}: trailing {rest}",
            number + 1
        );
        let section = sections.last_mut().expect("a property after a heading");
        assert!(
            section.properties.iter().all(|(name, _)| name != key),
            "line {}: {key} twice",
            number + 1
        );
        section.properties.push((key.to_owned(), parsed));
    }
    sections
}

#[test]
fn godot_tile_sets_follow_the_resource_format_with_custom_data_and_terrains() {
    let (_temp, out) = common::build_into_temp(
        "godot",
        &common::data(),
        &["--size", "64", "--atlas-max", "300"],
    );
    let catalog = common::read_json(&out.join("catalog.json"));
    let multiatlas = common::read_json(&out.join("atlas.json"));
    let mut checked = 0;
    for expansion in catalog["expansions"].as_array().unwrap() {
        let id = expansion["id"].as_str().unwrap();
        let tiles: BTreeMap<&str, [String; 4]> = catalog["tiles"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|tile| tile["expansion"] == id)
            .map(|tile| {
                let side = |name: &str| tile["edges"][name].as_str().unwrap().to_owned();
                (
                    tile["id"].as_str().unwrap(),
                    [side("N"), side("E"), side("S"), side("W")],
                )
            })
            .collect();
        let letters: BTreeMap<&str, &str> = catalog["tiles"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|tile| tile["expansion"] == id)
            .map(|tile| {
                (
                    tile["id"].as_str().unwrap(),
                    tile["letter"].as_str().unwrap(),
                )
            })
            .collect();
        let path = out.join(format!("godot/{id}.tres"));
        let text = std::fs::read_to_string(&path).unwrap();
        let sections = sections(&text);
        // The header: a TileSet resource in format 3, as Godot 4 writes it.
        let header = &sections[0];
        assert_eq!(header.tag, "gd_resource");
        assert_eq!(header.attributes["type"], Value::Text("TileSet".into()));
        assert_eq!(header.attributes["format"], Value::Int(3));
        assert!(header.properties.is_empty());
        let resource = sections.last().unwrap();
        assert_eq!(resource.tag, "resource", "the TileSet itself comes last");
        let external: BTreeMap<String, &Section> = sections
            .iter()
            .filter(|section| section.tag == "ext_resource")
            .map(|section| (section.attributes["id"].text().to_owned(), section))
            .collect();
        let internal: BTreeMap<String, &Section> = sections
            .iter()
            .filter(|section| section.tag == "sub_resource")
            .map(|section| (section.attributes["id"].text().to_owned(), section))
            .collect();
        assert_eq!(
            external.len() + internal.len() + 2,
            sections.len(),
            "ids are unique and nothing else is there"
        );
        assert_eq!(
            header.attributes["load_steps"],
            Value::Int((external.len() + internal.len() + 1) as i64)
        );
        // The terrain set matches sides, a terrain for each kind of side.
        assert_eq!(resource.get("terrain_set_0/mode").int(), 2);
        let terrains: Vec<&str> = (0..3)
            .map(|n| {
                resource
                    .get(&format!("terrain_set_0/terrain_{n}/name"))
                    .text()
            })
            .collect();
        assert_eq!(terrains, ["field", "road", "city"]);
        for n in 0..3 {
            assert_eq!(
                resource
                    .get(&format!("terrain_set_0/terrain_{n}/color"))
                    .call("Color")
                    .len(),
                4
            );
        }
        // The custom data layers: String 4, int 2, PackedStringArray 34.
        let layers: Vec<(&str, i64)> = (0..6)
            .map(|n| {
                (
                    resource.get(&format!("custom_data_layer_{n}/name")).text(),
                    resource.get(&format!("custom_data_layer_{n}/type")).int(),
                )
            })
            .collect();
        assert_eq!(
            layers,
            [
                ("id", 4),
                ("letter", 4),
                ("frame", 4),
                ("rotation", 2),
                ("sides", 34),
                ("arrow", 4)
            ]
        );
        let size = resource.get("tile_size").vector2i();
        assert_eq!(size, (64, 64));
        // Every source names an atlas source, and every atlas source is a source once.
        let sources: Vec<&Section> = resource
            .properties
            .iter()
            .filter(|(key, _)| key.starts_with("sources/"))
            .map(|(_, value)| match value.call("SubResource") {
                [Value::Text(id)] => internal[id.as_str()],
                other => panic!("SubResource{other:?}"),
            })
            .collect();
        assert_eq!(sources.len(), internal.len());
        let mut frames_seen = BTreeSet::new();
        for source in sources {
            assert_eq!(
                source.attributes["type"],
                Value::Text("TileSetAtlasSource".into())
            );
            let texture = match source.get("texture").call("ExtResource") {
                [Value::Text(id)] => external[id.as_str()],
                other => panic!("ExtResource{other:?}"),
            };
            assert_eq!(texture.attributes["type"], Value::Text("Texture2D".into()));
            // A path relative to the .tres, which Godot resolves from the resource's folder.
            let image = texture.attributes["path"].text();
            let page_path = path.parent().unwrap().join(image);
            let page = image::open(&page_path).unwrap();
            let page_name = Path::new(image).file_name().unwrap().to_str().unwrap();
            let frames: BTreeMap<(u64, u64), &str> = multiatlas["textures"]
                .as_array()
                .unwrap()
                .iter()
                .find(|texture| texture["image"] == page_name)
                .unwrap()["frames"]
                .as_array()
                .unwrap()
                .iter()
                .map(|frame| {
                    let rectangle = &frame["frame"];
                    (
                        (
                            rectangle["x"].as_u64().unwrap(),
                            rectangle["y"].as_u64().unwrap(),
                        ),
                        frame["filename"].as_str().unwrap(),
                    )
                })
                .collect();
            let (margin, _) = source.get("margins").vector2i();
            let (separation, _) = source.get("separation").vector2i();
            assert_eq!(source.get("texture_region_size").vector2i(), size);
            let mut on_page = 0;
            let tile_keys: Vec<&str> = source
                .properties
                .iter()
                .map(|(key, _)| key.as_str())
                .filter(|key| key.ends_with("/0") && key.matches('/').count() == 1)
                .collect();
            for key in tile_keys {
                let (x, y) = key.trim_end_matches("/0").split_once(':').unwrap();
                let (x, y): (i64, i64) = (x.parse().unwrap(), y.parse().unwrap());
                let left = (margin + x * (64 + separation)) as u64;
                let top = (margin + y * (64 + separation)) as u64;
                assert!(
                    left + 64 <= u64::from(page.width()) && top + 64 <= u64::from(page.height())
                );
                // The cell is the frame the tile names.
                let frame = source.get(&format!("{key}/custom_data_2")).text();
                assert_eq!(frames.get(&(left, top)).copied(), Some(frame), "{key}");
                let tile = source.get(&format!("{key}/custom_data_0")).text();
                let letter = source.get(&format!("{key}/custom_data_1")).text();
                assert_eq!(letters.get(tile).copied(), Some(letter), "{key}");
                let degrees = source.get(&format!("{key}/custom_data_3")).int();
                assert!(frame.ends_with(&format!("-r{degrees}")), "{frame}");
                let sides = common::turned(tiles[tile].clone(), degrees as usize / 90);
                let listed: Vec<&str> = source
                    .get(&format!("{key}/custom_data_4"))
                    .call("PackedStringArray")
                    .iter()
                    .map(Value::text)
                    .collect();
                assert_eq!(listed, sides, "{frame}");
                source.get(&format!("{key}/custom_data_5")).text();
                assert_eq!(source.get(&format!("{key}/terrain_set")).int(), 0);
                for (bit, side) in ["top_side", "right_side", "bottom_side", "left_side"]
                    .iter()
                    .zip(&sides)
                {
                    let terrain = source
                        .get(&format!("{key}/terrains_peering_bit/{bit}"))
                        .int();
                    assert_eq!(terrains[terrain as usize], side, "{frame} {bit}");
                }
                // Only sides are matched: no corner bits.
                assert!(
                    !source.properties.iter().any(|(name, _)| name
                        .starts_with(&format!("{key}/terrains_peering_bit/"))
                        && name.ends_with("_corner")),
                    "{frame}"
                );
                assert!(frames_seen.insert(frame.to_owned()), "{frame} twice");
                on_page += 1;
            }
            assert_eq!(on_page, frames.len(), "{page_name}: one tile per frame");
        }
        assert_eq!(frames_seen.len(), tiles.len() * 4, "{id}");
        checked += 1;
    }
    assert_eq!(checked, 3, "the base game, the Flier and Crop Circles");
}
