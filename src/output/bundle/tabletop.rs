//! Tabletop Simulator: tile sheets, a saved object holding a deck of every copy of each
//! expansion's tiles, and each tile's data in the per-tile format of TTSCarcassonne, the most
//! used Carcassonne mod, so that the tiles play in that mod.
//!
//! - `tts/<expansion>-<n>.png`: the expansion's tiles, each once, in sheets of at most 10 × 7
//!   cells and at most 4096 px a side (Tabletop Simulator's limits for a custom deck's sheet),
//!   cells `size` px square without gaps, row by row.
//! - `tts/back.png`: the back every card shows, the one a print gives every tile
//!   ([`back_of`](crate::render::backs::back_of)): the first expansion's back picture, or the
//!   plain back.
//! - `tts/<expansion>.json`: a saved object (`ObjectStates`) with one custom deck (`DeckCustom`):
//!   a `CustomDeck` entry per sheet (`FaceURL`, `BackURL`, `NumWidth`, `NumHeight`) and a card
//!   per copy of each tile in the edition built (`CardID` is 100 × the sheet's key + the cell),
//!   each card's `LuaScript` holding its tile's data.
//!
//! A tile's data is TTSCarcassonne's (its `tile_data/README.md`): `sides` (`'Field'`, `'Road'`,
//! `'City'` clockwise from the top), `linkedQuadrants` (the side centres a road joins, 1 to 4
//! clockwise from the top), `linkedOctants` (the side halves each field and each city joins, 5 to
//! 12 clockwise from the top side's left half; a half joined to no other is left out, as the mod
//! leaves it) and `specialFeatures`, each `{name, links,
//! spot}`: the cloister (at the tile's centre, where the mod puts every cloister of the base
//! game), the garden, one `City-Field` per city that fields border (the city's halves and those
//! fields'), `Road Intersection` for roads ending together at the centre or at another feature
//! (a link above 12 names the special feature `link − 12`), one `Pennant` per pennant, and the
//! flying machine as `Flier-W` or `Flier-NW`, the only two the mod reads. So a tile with a flying
//! machine is drawn on its card turned so that its arrow points west or north-west, and its data
//! describes it so turned; other tiles are drawn as printed. The other special features carry no
//! spot (`nil`), as the mod's own tiles do: it places meeples on roads, cities and fields from
//! the sides they meet.

use std::fmt::Write;

use serde_json::{Value, json};

use crate::drawing::CatalogFootprints;
use crate::model::{
    Catalog, Direction, EdgeKind, EdgePosition, Expansion, Feature, Footprint, Rotation, SidePart,
    Tile,
};
use crate::render::Size;

/// The most cells a sheet has in a row.
pub const MAX_COLUMNS: u32 = 10;
/// The most rows a sheet has.
pub const MAX_ROWS: u32 = 7;
/// The most pixels a sheet has on a side.
pub const MAX_SIDE: u32 = 4096;
/// The card back's file.
pub const BACK: &str = "tts/back.png";

/// One sheet of an expansion's tiles.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sheet<'a> {
    /// The expansion's id.
    pub expansion: &'a str,
    /// The sheet's number among its expansion's sheets, from 0.
    pub index: usize,
    /// The cells in a row of this sheet.
    pub columns: u32,
    /// The rows of this sheet.
    pub rows: u32,
    /// The tiles on the sheet, row by row, each turned as its card shows it.
    pub faces: Vec<(&'a Tile, Rotation)>,
}

impl Sheet<'_> {
    /// The sheet's file, such as `tts/flier-0.png`.
    pub fn path(&self) -> String {
        format!("tts/{}-{}.png", self.expansion, self.index)
    }
}

/// The sheets of every expansion of `catalog`, its tiles drawn `size` px square.
pub fn sheets(catalog: &Catalog, size: Size) -> Vec<Sheet<'_>> {
    let fit = (MAX_SIDE / size.pixels()).max(1);
    let (columns, rows) = (fit.min(MAX_COLUMNS), fit.min(MAX_ROWS));
    let mut sheets = Vec::new();
    for expansion in catalog.expansions.iter() {
        let faces: Vec<(&Tile, Rotation)> = catalog
            .tiles_of(&expansion.id)
            .map(|tile| (tile, face(tile)))
            .collect();
        for (index, chunk) in faces.chunks((columns * rows) as usize).enumerate() {
            let count = chunk.len() as u32;
            sheets.push(Sheet {
                expansion: &expansion.id,
                index,
                columns: count.min(columns),
                rows: count.div_ceil(columns),
                faces: chunk.to_vec(),
            });
        }
    }
    sheets
}

/// How a tile is turned on its card: so that a flying machine's arrow points west or
/// north-west, the two directions the mod reads; as printed when it has none.
pub fn face(tile: &Tile) -> Rotation {
    let Some(flier) = tile.flier else {
        return Rotation::R0;
    };
    Rotation::ALL
        .into_iter()
        .find(|rotation| {
            matches!(
                flier.rotated(*rotation).direction,
                Direction::W | Direction::NW
            )
        })
        .unwrap_or(Rotation::R0)
}

/// The saved object of `expansion`: a deck of every copy its tiles have in `edition` (each
/// expansion's newest when `None`), with every card's data as its script, its spots taken from
/// `footprints`.
pub fn saved_object(
    catalog: &Catalog,
    expansion: &Expansion,
    sheets: &[Sheet],
    edition: Option<&str>,
    footprints: &CatalogFootprints,
) -> String {
    let copies = crate::print::copies(catalog, edition);
    let mut custom = serde_json::Map::new();
    let mut cards = Vec::new();
    let mut ids = Vec::new();
    let ours = sheets
        .iter()
        .filter(|sheet| sheet.expansion == expansion.id);
    for (key, sheet) in ours.enumerate() {
        let key = key + 1;
        let entry = json!({
            "FaceURL": sheet.path().trim_start_matches("tts/"),
            "BackURL": BACK.trim_start_matches("tts/"),
            "NumWidth": sheet.columns,
            "NumHeight": sheet.rows,
            "BackIsHidden": true,
            "UniqueBack": false,
            "Type": 0,
        });
        custom.insert(key.to_string(), entry.clone());
        for (cell, (tile, rotation)) in sheet.faces.iter().enumerate() {
            let count = copies
                .iter()
                .find(|copies| copies.tile.id == tile.id)
                .map_or(0, |copies| copies.count);
            let id = key * 100 + cell;
            for _ in 0..count {
                ids.push(id);
                let mut card = json!({
                    "Name": "Card",
                    "Transform": transform(),
                    "Nickname": tile.id,
                    "Description": format!("{} {}", expansion.name, tile.letter),
                    "CardID": id,
                    "CustomDeck": { key.to_string(): entry.clone() },
                });
                let spots = footprints
                    .get(tile.id.as_ref())
                    .map_or(&[][..], Vec::as_slice);
                card["LuaScript"] = json!(tile_lua(tile, *rotation, spots));
                cards.push(card);
            }
        }
    }
    let mut deck = json!({
        "Name": "DeckCustom",
        "Transform": transform(),
        "Nickname": expansion.name,
        "Description": format!("{} tiles, made by tilecat", expansion.name),
        "DeckIDs": ids,
        "CustomDeck": Value::Object(custom),
    });
    deck["ContainedObjects"] = Value::Array(cards);
    let document = json!({ "SaveName": expansion.name, "ObjectStates": [deck] });
    let mut text = crate::json::pretty(&document).expect("JSON values serialize");
    text.push('\n');
    text
}

/// Where a deck or card lies: at the table's centre, face down.
fn transform() -> Value {
    json!({
        "posX": 0.0, "posY": 1.0, "posZ": 0.0,
        "rotX": 0.0, "rotY": 180.0, "rotZ": 180.0,
        "scaleX": 1.0, "scaleY": 1.0, "scaleZ": 1.0,
    })
}

/// The mod's name of a kind of side.
fn side_name(kind: EdgeKind) -> &'static str {
    match kind {
        EdgeKind::Field => "Field",
        EdgeKind::Road => "Road",
        EdgeKind::City => "City",
        EdgeKind::River => "River",
    }
}

/// The mod's quadrant of a side's centre: 1 to 4 clockwise from the top.
fn quadrant(position: EdgePosition) -> u8 {
    position.side().index() as u8 + 1
}

/// The mod's octant of a side's half: 5 to 12 clockwise from the top side's left half (as seen
/// from above; tilecat's `L` is the half on the left looking out from the centre, the same).
fn octant(position: EdgePosition) -> Option<u8> {
    let side = position.side().index() as u8;
    match position.part() {
        SidePart::Left => Some(5 + 2 * side),
        SidePart::Right => Some(6 + 2 * side),
        SidePart::Centre => None,
    }
}

/// The octants of `feature`'s side halves, sorted.
fn octants(feature: &Feature) -> Vec<u8> {
    let mut octants: Vec<u8> = feature.edges().iter().filter_map(|p| octant(*p)).collect();
    octants.sort_unstable();
    octants
}

/// A list of numbers as a Lua table.
fn table(numbers: &[u8]) -> String {
    let numbers: Vec<String> = numbers.iter().map(u8::to_string).collect();
    format!("{{{}}}", numbers.join(", "))
}

/// Where a meeple stands on the feature `id` in the mod's coordinates (`{x, z}` from the tile's
/// centre, z to the north), among `footprints` (turned as the card is), or `nil`.
fn spot(footprints: &[Footprint], id: &str) -> String {
    footprints
        .iter()
        .find(|footprint| footprint.feature == id)
        .map_or_else(
            || "nil".to_owned(),
            |footprint| {
                let [x, y] = footprint.spot();
                let coordinate = |value: f64| {
                    // Whole thousandths, written as the mod's tiles write them (`0.0`, `-0.15`).
                    let thousandths = (value * 1000.0).round() / 1000.0 + 0.0;
                    format!("{thousandths:?}")
                };
                format!("{{{}, {}}}", coordinate(x - 0.5), coordinate(0.5 - y))
            },
        )
}

/// The tile's data in the mod's per-tile format, for `tile` turned by `rotation`, its spots
/// taken from `footprints` (the tile's as printed).
pub fn tile_lua(tile: &Tile, rotation: Rotation, footprints: &[Footprint]) -> String {
    let turned = tile.rotated(rotation);
    let footprints: Vec<Footprint> = footprints
        .iter()
        .map(|footprint| footprint.rotated(rotation))
        .collect();
    let mut lua = String::new();
    if tile.start {
        lua.push_str("isStartingPiece = true\n");
    }
    let sides: Vec<String> = turned
        .edges
        .clockwise()
        .iter()
        .map(|kind| format!("'{}'", side_name(*kind)))
        .collect();
    let _ = writeln!(lua, "sides = {{{}}}", sides.join(", "));
    let quadrants_of = |feature: &Feature| -> Vec<u8> {
        let mut quadrants: Vec<u8> = feature.edges().iter().map(|p| quadrant(*p)).collect();
        quadrants.sort_unstable();
        quadrants
    };
    let roads: Vec<&Feature> = turned
        .features
        .iter()
        .filter(|feature| matches!(feature, Feature::Road { .. }))
        .collect();
    let linked: Vec<String> = roads
        .iter()
        .filter(|road| road.edges().len() > 1)
        .map(|road| table(&quadrants_of(road)))
        .collect();
    if !linked.is_empty() {
        let _ = writeln!(lua, "linkedQuadrants = {{{}}}", linked.join(", "));
    }
    let mut groups: Vec<Vec<u8>> = turned
        .features
        .iter()
        .filter(|feature| matches!(feature, Feature::Field { .. } | Feature::City { .. }))
        .map(octants)
        .filter(|octants| octants.len() > 1)
        .collect();
    groups.sort();
    if !groups.is_empty() {
        let groups: Vec<String> = groups.iter().map(|group| table(group)).collect();
        let _ = writeln!(lua, "linkedOctants = {{{}}}", groups.join(", "));
    }
    // The features at the centre come first, so that links to them are known: special
    // feature n is link 12 + n.
    let mut special: Vec<String> = Vec::new();
    let mut centre = Vec::new();
    for feature in turned.features.iter() {
        match feature {
            Feature::Monastery { id } => {
                special.push(format!("{{'Cloister', nil, {}}}", spot(&footprints, id)));
                centre.push((id.as_ref(), 12 + special.len() as u8));
            }
            Feature::Garden { id } => {
                special.push(format!("{{'Garden', nil, {}}}", spot(&footprints, id)));
                centre.push((id.as_ref(), 12 + special.len() as u8));
            }
            _ => {}
        }
    }
    for city in turned.features.iter() {
        let Feature::City { id, .. } = city else {
            continue;
        };
        let mut links = octants(city);
        let before = links.len();
        for field in turned.features.iter() {
            if let Feature::Field { cities, .. } = field
                && cities.iter().any(|each| each == id)
            {
                links.extend(octants(field));
            }
        }
        if links.len() > before {
            links.sort_unstable();
            special.push(format!("{{'City-Field', {}, nil}}", table(&links)));
        }
    }
    let to_centre: Vec<u8> = roads
        .iter()
        .filter(
            |road| matches!(road, Feature::Road { edges, ends_at: None, .. } if edges.len() == 1),
        )
        .flat_map(|road| quadrants_of(road))
        .collect();
    if to_centre.len() > 1 {
        special.push(format!(
            "{{'Road Intersection', {}, nil}}",
            table(&to_centre)
        ));
    }
    for road in &roads {
        let Feature::Road {
            ends_at: Some(end), ..
        } = road
        else {
            continue;
        };
        let mut links = quadrants_of(road);
        if let Some((_, link)) = centre.iter().find(|(id, _)| id == end) {
            links.push(*link);
        } else if let Some(target) = turned.feature(end) {
            links.extend(match target {
                Feature::Road { .. } => quadrants_of(target),
                _ => octants(target),
            });
        }
        special.push(format!("{{'Road Intersection', {}, nil}}", table(&links)));
    }
    for city in turned.features.iter() {
        if let Feature::City { pennants, .. } = city {
            for _ in 0..*pennants {
                special.push(format!("{{'Pennant', {}, nil}}", table(&octants(city))));
            }
        }
    }
    if let Some(flier) = turned.flier {
        special.push(format!("{{'Flier-{}', nil, nil}}", flier.direction.name()));
    }
    if !special.is_empty() {
        let _ = writeln!(lua, "specialFeatures = {{{}}}", special.join(", "));
    }
    lua
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sheets_stay_within_ten_by_seven_cells_and_4096_px() {
        let catalog = crate::tables::CATALOG.in_edition(None).unwrap();
        for (size, per_sheet) in [(64, 70), (256, 70), (512, 56), (2048, 4)] {
            let sheets = sheets(&catalog, Size::new(size).unwrap());
            for sheet in &sheets {
                assert!(sheet.columns <= 10 && sheet.rows <= 7, "{size}: {sheet:?}");
                assert!(sheet.columns * size <= 4096 && sheet.rows * size <= 4096);
                assert!(sheet.faces.len() as u32 <= sheet.columns * sheet.rows);
                assert!(sheet.faces.len() <= per_sheet);
            }
            let drawn: usize = sheets.iter().map(|sheet| sheet.faces.len()).sum();
            assert_eq!(drawn, catalog.tiles.len());
        }
    }

    #[test]
    fn a_flying_machine_points_west_or_north_west_on_its_card() {
        // Flier tile A points W as printed and tile E NW: both are drawn as printed. A tile
        // pointing N or SE is turned three quarters or one half.
        assert_eq!(face(&crate::tables::FLIER_A), Rotation::R0);
        assert_eq!(face(&crate::tables::FLIER_E), Rotation::R0);
        let mut tile = crate::tables::FLIER_A.clone();
        for (direction, rotation) in [
            (Direction::N, Rotation::R270),
            (Direction::SE, Rotation::R180),
        ] {
            tile.flier = Some(crate::model::Flier { direction });
            assert_eq!(face(&tile), rotation, "{direction:?}");
            let lua = tile_lua(&tile, face(&tile), &[]);
            assert!(
                lua.contains("'Flier-W'") || lua.contains("'Flier-NW'"),
                "{lua}"
            );
        }
    }
}
