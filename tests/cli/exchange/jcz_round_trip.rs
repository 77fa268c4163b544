//! Every one of JCloisterZone's 29 tile packs (`tests/fixtures/jcz/packs/`), imported with
//! `tilecat import jcz` and exported again with `tilecat export jcz`, is a set of packs that
//! JCloisterZone's reader takes, and says what the source says, tile by tile; importing the
//! export and exporting it again gives the same bytes.
//!
//! The reader rules ([`reader_faults`]) are those JCloisterZone enforces as its packs stood
//! before commit `95d10462` (the packs' own revision), each named by file and method:
//!
//! - `board/TilePackBuilder.java`, `createTile`: a tile id occurs once over all packs
//!   ("Multiple occurences of id");
//! - `TilePackBuilder.createTilePack`: a `<ref>`'s `count` is an integer (`Integer.parseInt`,
//!   "Can't parse" otherwise, and the tile gets no copies), a tile's `max` too; a tile that no
//!   tile set gives a copy is never loaded;
//! - `XMLUtils.contentAsLocations` and `board/Location.java`, `valueOf`: a feature's text is a
//!   list of location names (an unknown one throws "Unknown location");
//!   `board/TileBuilder.java`, `initFeaturePointer`: a road's, city's or river's are sides, a
//!   farm's are side halves or `INNER_FARM`/`INNER_FARM_B`, none twice;
//! - `TileBuilder.createTile`: the features of a tile are kept by location, so two features at
//!   one location leave one (two `INNER_FARM` farms are one farm);
//! - `TileBuilder.processFarmElement`: each side a farm's `city` names is part of a city of the
//!   tile ("Unable to match adjoining city");
//! - `TileBuilder.processCityElement`: `multi-edge` names one side;
//! - `XMLUtils.attributeIntValue` (`pennant`, `extra-points`): `yes`, `true` or an integer;
//! - `game/capability/WagonCapability.java`, `initTile`: each location a `<neighbouring>` names
//!   is part of a feature of the tile ("No feature for"), and that feature is a road, city or
//!   cloister (it is cast to `Completable`; a river or farm is not one);
//! - `FlierCapability.initTile` and `WindRoseCapability.initTile` (`Location.valueOf`): the
//!   flying machine's `direction` and the tile's `wind-rose` are location names.
//!
//! The comparison ([`compare`]) reads both sides as JCloisterZone does: per tile its
//! attributes, its features (sides in any order, a farm's `city` as the city it names, values
//! such as `yes` and `1` alike), its other elements, its wagon moves (as the pairs of features
//! they join, `WagonCapability.initTile`, but a feature joined to itself) and its copies per
//! tile set.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use crate::common;

/// The packs, as they are in the fixtures.
fn fixture_packs() -> Vec<(String, String)> {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/jcz/packs");
    let mut packs = xml_files(&folder);
    packs.extend(xml_files(&folder.join("fan")));
    packs
}

/// The XML files in `folder`, by name, with their text, sorted by name.
fn xml_files(folder: &Path) -> Vec<(String, String)> {
    let mut files: Vec<(String, String)> = fs::read_dir(folder)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|extension| extension == "xml"))
        .map(|path| {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            (name, fs::read_to_string(&path).unwrap())
        })
        .collect();
    files.sort();
    files
}

/// Imports the pack files `packs` into `out`.
fn import(packs: &[PathBuf], out: &Path) -> common::Run {
    common::Tilecat::new()
        .args(["import", "jcz"])
        .args(packs)
        .arg("--out")
        .arg(out)
        .run()
}

/// Exports the data folder `data` into `out`.
fn export(data: &Path, out: &Path) -> common::Run {
    common::Tilecat::new()
        .args(["export", "jcz"])
        .arg(data)
        .arg("--out")
        .arg(out)
        .run()
}

/// One tile as JCloisterZone reads it.
#[derive(Debug, Default, PartialEq, Eq)]
struct TileReading {
    /// The tile's attributes but its id and `count` (`group`, `max`, `wind-rose`).
    attributes: BTreeMap<String, String>,
    /// Its features, each as its element, attributes and location.
    features: BTreeSet<String>,
    /// Its other elements (markers such as `<volcano/>`, the flying machine).
    elements: BTreeSet<String>,
    /// The pairs of features its wagon moves join, each by location.
    moves: BTreeSet<(String, String)>,
}

/// Packs as JCloisterZone reads them: the tiles by id and the copies of each tile per tile set.
#[derive(Debug, Default)]
struct Reading {
    tiles: BTreeMap<String, TileReading>,
    sets: BTreeMap<String, BTreeMap<String, String>>,
}

/// The elements of a tile that are features, kept by location.
const FEATURES: &[&str] = &["road", "city", "river", "farm", "cloister", "tower"];

/// The features a wagon may move along (`Completable` in JCloisterZone).
const COMPLETABLE: &[&str] = &["road", "city", "cloister"];

/// The location a feature element stands at: its sorted text, or for one without text its own
/// (`CLOISTER`, `TOWER`).
fn location_of(element: roxmltree::Node) -> BTreeSet<String> {
    let text = element.text().unwrap_or("");
    if text.trim().is_empty() {
        return BTreeSet::from([element.tag_name().name().to_uppercase()]);
    }
    text.split_whitespace().map(str::to_owned).collect()
}

fn joined(set: &BTreeSet<String>) -> String {
    set.iter().cloned().collect::<Vec<_>>().join(" ")
}

/// An attribute's value as JCloisterZone takes it: `yes`, `true` and `1` alike, `no`, `false`
/// and `0` alike.
fn value_of(value: &str) -> &str {
    match value {
        "yes" | "true" | "1" => "1",
        "no" | "false" | "0" => "0",
        other => other,
    }
}

/// The features of `tile` with their locations, in order.
fn features_of<'a, 'input>(
    tile: roxmltree::Node<'a, 'input>,
) -> Vec<(roxmltree::Node<'a, 'input>, BTreeSet<String>)> {
    tile.children()
        .filter(|child| FEATURES.contains(&child.tag_name().name()))
        .map(|feature| (feature, location_of(feature)))
        .collect()
}

/// The feature of `features` whose location holds `part` (`Location.isPartOf`).
fn feature_at<'a, 'input>(
    features: &'a [(roxmltree::Node<'a, 'input>, BTreeSet<String>)],
    part: &str,
) -> Option<&'a (roxmltree::Node<'a, 'input>, BTreeSet<String>)> {
    features
        .iter()
        .find(|(_, location)| location.contains(part))
}

fn read_tile(tile: roxmltree::Node) -> TileReading {
    let mut reading = TileReading::default();
    // A tile's `count` says nothing: `TilePackBuilder.getTileCount`, which reads it, is never
    // called; the tile sets give the copies.
    for attribute in tile
        .attributes()
        .filter(|attribute| !["id", "count"].contains(&attribute.name()))
    {
        reading.attributes.insert(
            attribute.name().to_owned(),
            value_of(attribute.value()).to_owned(),
        );
    }
    let features = features_of(tile);
    for (feature, location) in &features {
        let mut attributes = BTreeMap::new();
        for attribute in feature.attributes() {
            let value = match attribute.name() {
                "city" => {
                    let cities: BTreeSet<String> = attribute
                        .value()
                        .split_whitespace()
                        .map(|side| {
                            feature_at(&features, side)
                                .map_or_else(|| side.to_owned(), |(_, city)| joined(city))
                        })
                        .collect();
                    cities.into_iter().collect::<Vec<_>>().join(", ")
                }
                "castle-base" => attribute.value().to_owned(),
                _ => value_of(attribute.value()).to_owned(),
            };
            if value != "0" {
                attributes.insert(attribute.name(), value);
            }
        }
        reading.features.insert(format!(
            "<{}{}>{}",
            feature.tag_name().name(),
            attributes
                .iter()
                .map(|(name, value)| format!(" {name}=\"{value}\""))
                .collect::<String>(),
            joined(location)
        ));
    }
    for element in tile.children().filter(roxmltree::Node::is_element) {
        let name = element.tag_name().name();
        if name == "wagon-move" {
            for group in element
                .children()
                .filter(|child| child.has_tag_name("neighbouring"))
            {
                let joined_features: Vec<String> = group
                    .text()
                    .unwrap_or("")
                    .split_whitespace()
                    .map(|part| {
                        feature_at(&features, part)
                            .map_or_else(|| format!("nothing at {part}"), |(_, at)| joined(at))
                    })
                    .collect();
                // A feature named twice joins itself, which moves no wagon: a wagon moves
                // from a completed feature to one not completed.
                for (index, first) in joined_features.iter().enumerate() {
                    for second in joined_features[index + 1..]
                        .iter()
                        .filter(|second| *second != first)
                    {
                        let pair = if first <= second {
                            (first.clone(), second.clone())
                        } else {
                            (second.clone(), first.clone())
                        };
                        reading.moves.insert(pair);
                    }
                }
            }
        } else if !FEATURES.contains(&name) {
            let attributes: String = element
                .attributes()
                .map(|attribute| format!(" {}=\"{}\"", attribute.name(), attribute.value()))
                .collect();
            reading.elements.insert(format!("<{name}{attributes}>"));
        }
    }
    reading
}

/// Reads `packs` as JCloisterZone does (a later tile of one id is not kept).
fn read(packs: &[(String, String)]) -> Reading {
    let mut reading = Reading::default();
    for (_, text) in packs {
        let document = roxmltree::Document::parse(text).unwrap();
        for tile in document
            .descendants()
            .filter(|node| node.has_tag_name("tile"))
        {
            let id = tile.attribute("id").unwrap_or("").to_owned();
            reading.tiles.entry(id).or_insert_with(|| read_tile(tile));
        }
        for set in document
            .descendants()
            .filter(|node| node.has_tag_name("tile-set"))
        {
            let counts = reading
                .sets
                .entry(set.attribute("id").unwrap_or("").to_owned())
                .or_default();
            for reference in set.children().filter(|child| child.has_tag_name("ref")) {
                counts.insert(
                    reference.attribute("tile").unwrap_or("").to_owned(),
                    reference.attribute("count").unwrap_or("").to_owned(),
                );
            }
        }
    }
    reading
}

/// What JCloisterZone's reader refuses or loses in `packs` (see the module's documentation),
/// one message each.
fn reader_faults(packs: &[(String, String)]) -> Vec<String> {
    let mut faults = Vec::new();
    let mut ids: BTreeMap<String, String> = BTreeMap::new();
    let mut copies: BTreeMap<String, i64> = BTreeMap::new();
    let sides = ["N", "E", "S", "W"];
    let halves = ["NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR"];
    let inner = ["INNER_FARM", "INNER_FARM_B"];
    let names: Vec<&str> = sides
        .iter()
        .chain(&halves)
        .chain(&inner)
        .copied()
        .chain([
            "NW", "SW", "SE", "NE", "WE", "NS", "NWSE", "CLOISTER", "TOWER",
        ])
        .collect();
    for (name, text) in packs {
        let document = match roxmltree::Document::parse(text) {
            Ok(document) => document,
            Err(error) => {
                faults.push(format!("{name}: not XML: {error}"));
                continue;
            }
        };
        for tile in document
            .descendants()
            .filter(|node| node.has_tag_name("tile"))
        {
            let id = tile.attribute("id").unwrap_or("").to_owned();
            let at = |message: String| format!("{name}: {id}: {message}");
            if let Some(other) = ids.insert(id.clone(), name.clone()) {
                faults.push(at(format!("its id is also a tile's in {other}")));
            }
            if let Some(max) = tile.attribute("max")
                && max.parse::<i32>().is_err()
            {
                faults.push(at(format!("max=\"{max}\" is no integer")));
            }
            let features = features_of(tile);
            let mut locations = BTreeSet::new();
            for (feature, location) in &features {
                let element = feature.tag_name().name();
                let text = feature.text().unwrap_or("");
                let tokens: Vec<&str> = text.split_whitespace().collect();
                let allowed: &[&str] = match element {
                    "farm" => &[
                        "NL",
                        "NR",
                        "EL",
                        "ER",
                        "SL",
                        "SR",
                        "WL",
                        "WR",
                        "INNER_FARM",
                        "INNER_FARM_B",
                    ],
                    "road" | "city" | "river" => &sides,
                    _ => &[],
                };
                if !allowed.is_empty() && tokens.is_empty() {
                    faults.push(at(format!("<{element}> has no locations")));
                }
                for token in &tokens {
                    if !allowed.contains(token) {
                        faults.push(at(format!("<{element}> names `{token}`")));
                    }
                }
                if !tokens.is_empty() && tokens.len() != location.len() {
                    faults.push(at(format!("<{element}> names a location twice: {text}")));
                }
                if !locations.insert(joined(location)) {
                    faults.push(at(format!(
                        "two features at {}: one is lost",
                        joined(location)
                    )));
                }
                for count in ["pennant", "extra-points"] {
                    if let Some(value) = feature.attribute(count)
                        && !matches!(value, "yes" | "true")
                        && value.parse::<i32>().is_err()
                    {
                        faults.push(at(format!("<{element} {count}=\"{value}\"> is no integer")));
                    }
                }
                if let Some(edge) = feature.attribute("multi-edge")
                    && !sides.contains(&edge.trim())
                {
                    faults.push(at(format!("multi-edge=\"{edge}\" is not one side")));
                }
                if element == "farm"
                    && let Some(cities) = feature.attribute("city")
                {
                    for side in cities.split_whitespace() {
                        let city = features.iter().find(|(other, location)| {
                            other.has_tag_name("city") && location.contains(side)
                        });
                        if city.is_none() {
                            faults.push(at(format!(
                                "a farm borders a city at {side}, where there is none"
                            )));
                        }
                    }
                }
            }
            for group in tile
                .descendants()
                .filter(|node| node.has_tag_name("neighbouring"))
            {
                for part in group.text().unwrap_or("").split_whitespace() {
                    match feature_at(&features, part) {
                        None => faults.push(at(format!(
                            "a wagon move names {part}, where there is no feature"
                        ))),
                        Some((feature, _)) if !COMPLETABLE.contains(&feature.tag_name().name()) => {
                            faults.push(at(format!(
                                "a wagon move names {part}, a {}'s",
                                feature.tag_name().name()
                            )));
                        }
                        Some(_) => {}
                    }
                }
            }
            for (element, attribute) in [("tile", "wind-rose"), ("flying-machine", "direction")] {
                for node in tile.descendants().filter(|node| node.has_tag_name(element)) {
                    if let Some(value) = node.attribute(attribute)
                        && !value.split('.').all(|part| names.contains(&part))
                    {
                        faults.push(at(format!("{attribute}=\"{value}\" is no location")));
                    }
                }
            }
        }
        for reference in document
            .descendants()
            .filter(|node| node.has_tag_name("ref"))
        {
            let tile = reference.attribute("tile").unwrap_or("");
            match reference.attribute("count").map(str::parse::<i32>) {
                Some(Ok(count)) => *copies.entry(tile.to_owned()).or_default() += i64::from(count),
                _ => faults.push(format!("{name}: the <ref> of {tile} has no integer count")),
            }
        }
    }
    for (id, name) in &ids {
        if copies.get(id).copied().unwrap_or(0) <= 0 {
            faults.push(format!(
                "{name}: {id}: no tile set gives it a copy, so it is never loaded"
            ));
        }
    }
    faults
}

/// What a difference between the source and the export is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Check {
    /// The export breaks a rule of JCloisterZone's reader.
    Reader,
    /// A tile of the source is missing from the export, or the export has one the source has
    /// not (by id).
    Tiles,
    /// A tile's copies in a tile set differ, or a tile set is missing.
    Counts,
    /// A tile's attributes differ (`group`, `max`, `wind-rose`).
    Attributes,
    /// A tile's features differ.
    Features,
    /// A tile's other elements (markers, the flying machine) differ.
    Elements,
    /// A tile's wagon moves differ.
    WagonMoves,
    /// The second round trip does not give the first's bytes.
    SecondRoundTrip,
}

/// The differences between `source` and `export`, tile by tile.
fn compare(source: &Reading, export: &Reading) -> Vec<(Check, String)> {
    let mut differences = Vec::new();
    for (id, tile) in &source.tiles {
        let Some(again) = export.tiles.get(id) else {
            differences.push((Check::Tiles, format!("{id} is not exported")));
            continue;
        };
        let mut differ = |check: Check, what: &str, before: String, after: String| {
            if before != after {
                differences.push((check, format!("{id}: {what} {before} became {after}")));
            }
        };
        differ(
            Check::Attributes,
            "attributes",
            format!("{:?}", tile.attributes),
            format!("{:?}", again.attributes),
        );
        let only = |of: &BTreeSet<String>, in_: &BTreeSet<String>| -> String {
            of.difference(in_).cloned().collect::<Vec<_>>().join(" ")
        };
        differ(
            Check::Features,
            "features",
            only(&tile.features, &again.features),
            only(&again.features, &tile.features),
        );
        differ(
            Check::Elements,
            "elements",
            only(&tile.elements, &again.elements),
            only(&again.elements, &tile.elements),
        );
        let pairs = |of: &BTreeSet<(String, String)>, in_: &BTreeSet<(String, String)>| {
            of.difference(in_)
                .map(|(first, second)| format!("[{first} | {second}]"))
                .collect::<Vec<_>>()
                .join(" ")
        };
        differ(
            Check::WagonMoves,
            "wagon moves",
            pairs(&tile.moves, &again.moves),
            pairs(&again.moves, &tile.moves),
        );
    }
    for id in export.tiles.keys() {
        if !source.tiles.contains_key(id) {
            differences.push((Check::Tiles, format!("{id} is exported, not in the source")));
        }
    }
    for (set, counts) in &source.sets {
        let Some(again) = export.sets.get(set) else {
            differences.push((Check::Counts, format!("tile set {set} is not exported")));
            continue;
        };
        for (tile, count) in counts {
            if again.get(tile) != Some(count) {
                differences.push((
                    Check::Counts,
                    format!("{set}: {tile} ×{count} became {:?}", again.get(tile)),
                ));
            }
        }
        for tile in again.keys().filter(|tile| !counts.contains_key(*tile)) {
            differences.push((Check::Counts, format!("{set}: {tile} is added")));
        }
    }
    for set in export
        .sets
        .keys()
        .filter(|set| !source.sets.contains_key(*set))
    {
        differences.push((
            Check::Counts,
            format!("tile set {set} is exported, not in the source"),
        ));
    }
    differences
}

#[test]
fn every_pack_comes_back_as_jcloisterzone_reads_it_and_a_second_round_trip_gives_the_same_bytes() {
    let source = fixture_packs();
    assert_eq!(source.len(), 29);
    assert_eq!(
        reader_faults(&source),
        Vec::<String>::new(),
        "the source itself"
    );
    let temp = common::temp_dir("jcz-round-trip");
    let packs_folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/jcz/packs");
    let mut files: Vec<PathBuf> = source
        .iter()
        .map(|(name, _)| {
            let plain = packs_folder.join(name);
            if plain.exists() {
                plain
            } else {
                packs_folder.join("fan").join(name)
            }
        })
        .collect();
    files.sort();
    let (imported, exported) = (temp.path().join("imported"), temp.path().join("exported"));
    let run = import(&files, &imported);
    assert!(run.code == 0 || run.code == 1, "{}", run.stderr);
    let run = export(&imported, &exported);
    assert!(run.code == 0 || run.code == 1, "{}", run.stderr);
    let packs = if exported.exists() {
        xml_files(&exported)
    } else {
        Vec::new()
    };

    let mut differences: Vec<(Check, String)> = reader_faults(&packs)
        .into_iter()
        .map(|fault| (Check::Reader, fault))
        .collect();
    differences.extend(compare(&read(&source), &read(&packs)));

    let (imported_2, exported_2) = (
        temp.path().join("imported-2"),
        temp.path().join("exported-2"),
    );
    let pack_files: Vec<PathBuf> = packs.iter().map(|(name, _)| exported.join(name)).collect();
    import(&pack_files, &imported_2);
    export(&imported_2, &exported_2);
    let again = if exported_2.exists() {
        xml_files(&exported_2)
    } else {
        Vec::new()
    };
    if again != packs {
        let names = |packs: &[(String, String)]| {
            packs
                .iter()
                .map(|(name, _)| name.clone())
                .collect::<Vec<_>>()
        };
        differences.push((
            Check::SecondRoundTrip,
            format!("{:?} became {:?}", names(&packs), names(&again)),
        ));
        for ((name, text), (_, text_2)) in packs.iter().zip(&again) {
            if text != text_2 {
                differences.push((Check::SecondRoundTrip, format!("{name} differs")));
            }
        }
    }

    let failed: Vec<String> = differences
        .iter()
        .map(|(check, message)| format!("{check:?}: {message}"))
        .collect();
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}
