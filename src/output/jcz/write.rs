//! Tiles written as a JCloisterZone pack: one `<tile>` per tile (a river tile with its `group`:
//! the spring's, the lake's, a fork's; a spring's or lake's with `max="1"`, [`MAX`]), its cities (`castle-base="false"` on one that is no
//! semi-circular segment), roads (`tunnel` on a road into a tunnel mouth or through a tunnel),
//! rivers, tower foundation, cloister, garden and farms in that order (a second field touching
//! no edge as `INNER_FARM_B`), each marker in the source's
//! own words, the flying machine,
//! and its wagon moves (`<neighbouring>`, each feature by a side it meets or `CLOISTER`); one tile set per edition
//! ([`tile_set`]).
//!
//! What the format has no words for is left out: feature ids (the importer names features by
//! their sides), where a wall reaches or what it touches, where a dead end ends, what a
//! crossing road, river or city passes under (but a road in a tunnel) and which cities a field borders
//! inside the tile (read back off the farms and crossings), illustrations, where a marker is drawn (but a wind rose's
//! direction), `start` and `allow`. A tile with half a German castle (Castles in Germany) is
//! left out whole, with a comment saying why ([`left_out`]): without the castle its castle
//! side would be no field's. A tile imported from such a pack and written again is written the
//! same.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use super::{
    ATTRIBUTE_MARKERS, CASTLE_BASE, CLOISTER, ELEMENT_MARKERS, FOUR_POINTED_ROSE, GROUP,
    INNER_FARMS, MAX, MULTI_EDGE, NO_CASTLE_BASE, ONE_RIVER_END, RIVER_END_GROUPS, TUNNEL,
    WIND_ROSE, river_group, sanitise, tile_set,
};
use crate::model::{Expansion, Feature, FeatureKind, MarkerKind, RoadEnd, Side, SidePart, Tile};
use crate::shared::escape::markup;

/// The comment that opens every pack written here, after the XML declaration.
const WRITTEN_MARK: &str = "<!-- Written by `tilecat export jcz`";

/// Whether `text` is a pack written here: its second line holds the mark.
pub fn made_by_export(text: &[u8]) -> bool {
    String::from_utf8_lossy(text)
        .lines()
        .nth(1)
        .is_some_and(|line| line.starts_with(WRITTEN_MARK))
}

/// Why `tile` is left out of a pack, if it is: it holds a feature the format has no words for
/// and without which the tile would read back as another tile (a German castle's half, whose
/// castle side would be no field's; a third field touching no edge, which JCloisterZone cannot
/// tell from the other two, [`INNER_FARMS`]).
pub fn left_out(tile: &Tile) -> Option<&'static str> {
    if tile
        .features
        .iter()
        .any(|feature| feature.kind() == FeatureKind::GermanCastle)
    {
        return Some("JCloisterZone's tile format has no German castle");
    }
    (inner_fields(tile).len() > INNER_FARMS.len())
        .then_some("JCloisterZone's tile format names two fields touching no edge, not three")
}

/// The ids of the fields of `tile` that touch no edge, in order.
fn inner_fields(tile: &Tile) -> Vec<&str> {
    tile.features
        .iter()
        .filter(|feature| matches!(feature, Feature::Field { edges, .. } if edges.is_empty()))
        .map(Feature::id)
        .collect()
}

/// The tiles written into earlier packs, by their id in the pack ([`source_id`]), each with the
/// pack's file name.
pub type Written<'t> = BTreeMap<String, (String, &'t Tile)>;

/// The pack of `expansion` holding `tiles`, as the text of its XML file; a tile [`left_out`]
/// stands as a comment saying why, and so does one that an earlier pack holds already under its
/// id ([`Written`]), alike but for its expansion and counts: JCloisterZone refuses a second tile
/// of one id, so the pack's tile sets name the one written there (the spring River I and River
/// II share, written with River I).
pub fn pack(expansion: &Expansion, tiles: &[&Tile], elsewhere: &Written) -> String {
    let mut xml = String::from("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n");
    let _ = writeln!(
        xml,
        "{WRITTEN_MARK} from expansion {}. -->",
        markup(&expansion.id).replace("--", "- -")
    );
    xml.push_str("<pack>\n  <tiles>\n");
    for tile in tiles {
        let id = source_id(&expansion.id, tile);
        let held = elsewhere
            .get(&id)
            .filter(|(_, other)| alike(tile, other))
            .map(|(holder, _)| holder);
        match (left_out(tile), held) {
            (Some(reason), _) => {
                let _ = writeln!(
                    xml,
                    "    <!-- {} is left out: {reason}. -->",
                    markup(&tile.id).replace("--", "- -")
                );
            }
            (None, Some(holder)) => {
                let _ = writeln!(
                    xml,
                    "    <!-- {} is written in {}. -->",
                    markup(&id).replace("--", "- -"),
                    markup(holder).replace("--", "- -")
                );
            }
            (None, None) => write_tile(&mut xml, tile),
        }
    }
    xml.push_str("  </tiles>\n  <sets>\n");
    for edition in expansion.editions.iter() {
        let _ = writeln!(xml, "    <tile-set id=\"{}\">", markup(&tile_set(edition)));
        for tile in tiles {
            let count = tile.counts.get(&edition.id);
            if count > 0 && left_out(tile).is_none() {
                let _ = writeln!(
                    xml,
                    "      <ref count=\"{count}\" tile=\"{}\" />",
                    markup(&source_id(&expansion.id, tile))
                );
            }
        }
        xml.push_str("    </tile-set>\n");
    }
    xml.push_str("  </sets>\n</pack>\n");
    xml
}

/// Whether two tiles are alike but for their ids, expansions and counts: what a pack writes of
/// them is the same.
fn alike(tile: &Tile, other: &Tile) -> bool {
    tile.letter == other.letter
        && tile.edges == other.edges
        && tile.features == other.features
        && tile.flier == other.flier
        && tile.markers == other.markers
        && tile.wagon_moves == other.wagon_moves
}

/// The id a tile gets in the pack: `PREFIX/LETTER`, which the importer reads back as the tile's
/// letter and, joined with a hyphen, its file's name. The prefix is the tile's file name (its id
/// without the expansion's) less a trailing `-LETTER` it already ends with (and a `-2`, `-3`, …
/// after it, which the importer adds to the second of two ids that make one constant), with
/// each `_` read as the `.` the importer made it (`RI_1` is `RI.1`), so an imported tile comes
/// back with its source's id.
pub fn source_id(expansion: &str, tile: &Tile) -> String {
    let stem = tile
        .id
        .strip_prefix(expansion)
        .and_then(|rest| rest.strip_prefix('-'))
        .unwrap_or(&tile.id);
    let suffix = format!("-{}", sanitise(&tile.letter));
    let unnumbered = stem
        .rsplit_once('-')
        .filter(|(_, number)| number.parse::<u16>().is_ok_and(|number| number >= 2))
        .map(|(rest, _)| rest)
        .filter(|rest| rest.ends_with(suffix.as_str()))
        .unwrap_or(stem);
    let prefix = match unnumbered.strip_suffix(suffix.as_str()) {
        Some(prefix) => prefix.replace('_', "."),
        None => stem.to_owned(),
    };
    format!("{prefix}/{}", tile.letter)
}

/// The sides `feature` meets, each once, in the order of its positions.
fn sides_of(feature: &Feature) -> Vec<Side> {
    let mut sides = Vec::new();
    for position in feature.edges() {
        if !sides.contains(&position.side()) {
            sides.push(position.side());
        }
    }
    sides
}

/// Side names joined with spaces, such as `N W`.
fn side_list(sides: &[Side]) -> String {
    sides
        .iter()
        .map(|side| side.name())
        .collect::<Vec<_>>()
        .join(" ")
}

fn write_tile(xml: &mut String, tile: &Tile) {
    let _ = write!(
        xml,
        "    <tile id=\"{}\"",
        markup(&source_id(&tile.expansion, tile))
    );
    let rivers: Vec<&Feature> = tile
        .features
        .iter()
        .filter(|feature| matches!(feature, Feature::River { .. }))
        .collect();
    if let Some(river) = rivers.first() {
        let group = match river {
            Feature::River { end: Some(end), .. } => RIVER_END_GROUPS
                .iter()
                .find(|(_, group_end)| group_end == end)
                .map_or("river", |(group, _)| group),
            _ => river_group(sides_of(river).len()),
        };
        let _ = write!(xml, " {GROUP}=\"{group}\"");
    }
    let river_end = rivers
        .iter()
        .any(|river| matches!(river, Feature::River { end: Some(_), .. }));
    if river_end {
        let _ = write!(xml, " {MAX}=\"{ONE_RIVER_END}\"");
    }
    for marker in tile.markers.iter() {
        if marker.kind == MarkerKind::WindRose {
            let rose = marker
                .placement
                .map_or(FOUR_POINTED_ROSE, |direction| direction.name());
            let _ = write!(xml, " {WIND_ROSE}=\"{rose}\"");
        }
    }
    xml.push_str(">\n");
    for marker in tile.markers.iter() {
        if let Some((element, kind, _)) = ELEMENT_MARKERS
            .iter()
            .find(|(.., kind)| *kind == marker.kind)
        {
            match kind {
                Some(kind) => {
                    let _ = writeln!(xml, "      <{element} type=\"{kind}\" />");
                }
                None => {
                    let _ = writeln!(xml, "      <{element} />");
                }
            }
        }
    }
    let order = [
        FeatureKind::City,
        FeatureKind::Road,
        FeatureKind::River,
        FeatureKind::Tower,
        FeatureKind::Monastery,
        FeatureKind::Garden,
        FeatureKind::Field,
    ];
    for kind in order {
        for feature in tile
            .features
            .iter()
            .filter(|feature| feature.kind() == kind)
        {
            write_feature(xml, tile, feature);
        }
    }
    if let Some(flier) = tile.flier {
        let _ = writeln!(
            xml,
            "      <flying-machine direction=\"{}\" />",
            flier.direction.name()
        );
    }
    let moves: Vec<String> = tile
        .wagon_moves
        .iter()
        .map(|group| {
            group
                .features
                .iter()
                .filter_map(|id| wagon_word(tile.feature(id)?))
                .collect::<Vec<_>>()
        })
        .filter(|words| words.len() >= 2)
        .map(|words| words.join(" "))
        .collect();
    if !moves.is_empty() {
        xml.push_str("      <wagon-move>\n");
        for group in moves {
            let _ = writeln!(xml, "        <neighbouring>{group}</neighbouring>");
        }
        xml.push_str("      </wagon-move>\n");
    }
    xml.push_str("    </tile>\n");
}

/// The word a `<neighbouring>` names `feature` by: `CLOISTER` for a monastery, a side it meets
/// for a road or city; none for a feature a wagon does not stand on.
fn wagon_word(feature: &Feature) -> Option<String> {
    match feature.kind() {
        FeatureKind::Monastery => Some(CLOISTER.to_owned()),
        FeatureKind::Road | FeatureKind::City => {
            sides_of(feature).first().map(|side| side.name().to_owned())
        }
        _ => None,
    }
}

/// The attributes that write the markers standing on `feature`, such as ` inn="yes"`. An
/// attribute is written once: a marker whose attribute is already written (a second goods
/// marker on one city, a tunnel marker on a road into a tunnel mouth), or is among `taken`, has
/// no words of its own in the format and is left out, so that the element stays well-formed.
fn marker_attributes(tile: &Tile, feature: &Feature, element: &str, taken: &[&str]) -> String {
    let mut attributes = String::new();
    let mut written: Vec<&str> = taken.to_vec();
    for marker in tile
        .markers
        .iter()
        .filter(|marker| marker.feature.as_deref() == Some(feature.id()))
    {
        let Some(word) = ATTRIBUTE_MARKERS
            .iter()
            .find(|word| word.element == element && word.kind == marker.kind)
        else {
            continue;
        };
        if written.contains(&word.attribute) {
            continue;
        }
        written.push(word.attribute);
        let value = match marker.points {
            Some(points) if marker.kind == MarkerKind::ExtraPoints => points.to_string(),
            _ => word.value.to_owned(),
        };
        let _ = write!(attributes, " {}=\"{value}\"", word.attribute);
    }
    attributes
}

fn write_feature(xml: &mut String, tile: &Tile, feature: &Feature) {
    match feature {
        Feature::City {
            pennants,
            semicircular,
            shares,
            ..
        } => {
            let pennant = match pennants {
                0 => String::new(),
                1 => " pennant=\"yes\"".to_owned(),
                many => format!(" pennant=\"{many}\""),
            };
            let castle_base = if *semicircular {
                String::new()
            } else {
                format!(" {CASTLE_BASE}=\"{NO_CASTLE_BASE}\"")
            };
            let multi_edge = shares
                .map(|side| format!(" {MULTI_EDGE}=\"{}\"", side.name()))
                .unwrap_or_default();
            let _ = writeln!(
                xml,
                "      <city{pennant}{}{castle_base}{multi_edge}>{}</city>",
                marker_attributes(tile, feature, "city", &[]),
                side_list(&sides_of(feature))
            );
        }
        Feature::Road { edges, end, .. } => {
            let sides: Vec<Side> = edges.iter().map(|position| position.side()).collect();
            // A road into a tunnel mouth; a road through a tunnel under what it crosses says so
            // by its tunnel marker.
            let mouth = *end == Some(RoadEnd::TunnelMouth);
            let tunnel = if mouth {
                format!(" {TUNNEL}=\"yes\"")
            } else {
                String::new()
            };
            let taken: &[&str] = if mouth { &[TUNNEL] } else { &[] };
            let _ = writeln!(
                xml,
                "      <road{tunnel}{}>{}</road>",
                marker_attributes(tile, feature, "road", taken),
                side_list(&sides)
            );
        }
        Feature::Monastery { .. } => {
            let _ = writeln!(
                xml,
                "      <cloister{} />",
                marker_attributes(tile, feature, "cloister", &[])
            );
        }
        Feature::Garden { .. } => xml.push_str("      <garden />\n"),
        Feature::River { edges, .. } => {
            let sides: Vec<Side> = edges.iter().map(|position| position.side()).collect();
            let _ = writeln!(xml, "      <river>{}</river>", side_list(&sides));
        }
        Feature::Tower { .. } => xml.push_str("      <tower />\n"),
        // The City of Carcassonne's quarters are not tiles of JCloisterZone's tile format (its
        // city is a board of its own), so they are lost in it, as illustrations are.
        Feature::Quarter { .. } => {}
        // A tile with half a German castle is left out whole (`left_out`).
        Feature::GermanCastle { .. } => {}
        Feature::Field { edges, cities, .. } => {
            let bordered: Vec<Side> = cities
                .iter()
                .filter_map(|city| {
                    tile.feature(city)
                        .and_then(|city| sides_of(city).first().copied())
                })
                .collect();
            let city = if bordered.is_empty() {
                String::new()
            } else {
                format!(" city=\"{}\"", side_list(&bordered))
            };
            let halves: Vec<&str> = edges
                .iter()
                .filter(|position| position.part() != SidePart::Centre)
                .map(|position| position.name())
                .collect();
            let halves = if halves.is_empty() {
                let inner = inner_fields(tile)
                    .iter()
                    .position(|id| *id == feature.id())
                    .unwrap_or(0);
                INNER_FARMS[inner.min(INNER_FARMS.len() - 1)].to_owned()
            } else {
                halves.join(" ")
            };
            let _ = writeln!(
                xml,
                "      <farm{city}{}>{halves}</farm>",
                marker_attributes(tile, feature, "farm", &[])
            );
        }
    }
}
