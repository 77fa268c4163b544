//! Tabletop Simulator: tile sheets, a saved object holding a deck of every copy of each
//! expansion's tiles, and each tile's data in the per-tile format of TTSCarcassonne, the most
//! used Carcassonne mod, so that the tiles play in that mod.
//!
//! - `tts/<expansion>-<n>.png`: the expansion's tiles, each once, in sheets of at most 10 × 7
//!   cells and at most 4096 px a side (Tabletop Simulator's limits for a custom deck's sheet),
//!   cells `size` px square without gaps, row by row.
//! - `tts/back.png`: the back every card shows, the one a print gives every tile
//!   ([`back_of`](crate::output::render::backs::back_of)): the first expansion's back picture, or the
//!   plain back.
//! - `tts/<expansion>.json`: a saved object (`ObjectStates`) with one custom deck (`DeckCustom`):
//!   a `CustomDeck` entry per sheet (`FaceURL`, `BackURL`, `NumWidth`, `NumHeight`) and a card
//!   per copy of each tile in the edition built (`CardID` is 100 × the sheet's key + the cell),
//!   each card's `LuaScript` holding its tile's data.
//!
//! A tile's data is TTSCarcassonne's, written by the format's one writer
//! ([`tts::write`](crate::output::tts::write)), which `tilecat export tts` shares. A tile with a flying
//! machine is drawn on its card turned so that its arrow points west or north-west, the two
//! directions the mod reads, and its data describes it so turned; other tiles are drawn as
//! printed.

use serde_json::{Value, json};

use crate::model::{Catalog, Copies, Expansion, Rotation, Tile};
use crate::output::drawing::CatalogFootprints;
use crate::output::render::Size;

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
            .map(|tile| (tile, crate::output::tts::write::face(tile)))
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
    let copies: Vec<Copies<'_>> = catalog.copies(edition).collect();
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
                let spots = crate::output::tts::write::spots_of(footprints, tile);
                card["LuaScript"] =
                    json!(crate::output::tts::write::tile_data(tile, *rotation, spots).script());
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
    let mut text = crate::shared::json::pretty(&document).expect("JSON values serialize");
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Direction;

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
        assert_eq!(
            crate::output::tts::write::face(&crate::tables::FLIER_A),
            Rotation::R0
        );
        assert_eq!(
            crate::output::tts::write::face(&crate::tables::FLIER_E),
            Rotation::R0
        );
        let mut tile = crate::tables::FLIER_A.clone();
        for (direction, rotation) in [
            (Direction::N, Rotation::R270),
            (Direction::SE, Rotation::R180),
        ] {
            tile.flier = Some(crate::model::Flier { direction });
            assert_eq!(
                crate::output::tts::write::face(&tile),
                rotation,
                "{direction:?}"
            );
            let lua = crate::output::tts::write::tile_data(
                &tile,
                crate::output::tts::write::face(&tile),
                &[],
            )
            .script();
            assert!(
                lua.contains("'Flier-W'") || lua.contains("'Flier-NW'"),
                "{lua}"
            );
        }
    }
}
