//! The Crop Circles tiles (mini expansion #7) as loaded from `data/crop-circles/` match their
//! tile list: sides, the crop circle's symbol, one copy each in the 2012 edition.

use std::path::PathBuf;

use tilecat::model::MarkerKind;
use tilecat::validate::validate_paths;

/// Letter, sides N/E/S/W (`C` city, `R` road, `F` field) and the crop circle's symbol, as
/// JCloisterZone's `corn-circles/2` set and TTSCarcassonne's `crop circles 2` data agree.
const TILES: [(&str, &str, MarkerKind); 6] = [
    ("A", "FRRR", MarkerKind::CropCircleRoad),
    ("B", "RRRR", MarkerKind::CropCircleRoad),
    ("C", "CFRF", MarkerKind::CropCircleField),
    ("D", "CRFR", MarkerKind::CropCircleField),
    ("E", "CFCF", MarkerKind::CropCircleCity),
    ("F", "CCCC", MarkerKind::CropCircleCity),
];

#[test]
fn the_six_tiles_match_the_list() {
    let data = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data/crop-circles");
    let validation = validate_paths(&[data]);
    assert_eq!(validation.diagnostics, Vec::new());
    let catalog = validation.catalog;
    let expansion = catalog.expansion("crop-circles").expect("the expansion");
    let editions: Vec<(&str, u16, u16)> = expansion
        .editions
        .iter()
        .map(|edition| (edition.id.as_ref(), edition.year, edition.tiles))
        .collect();
    assert_eq!(editions, [("C1", 2012, 6)]);
    assert_eq!(catalog.tiles.len(), 6);
    for (letter, sides, symbol) in TILES {
        let id = format!("crop-circles-{letter}");
        let tile = catalog.tile(&id).unwrap_or_else(|| panic!("{id}"));
        let edges: String = tile
            .edges
            .clockwise()
            .map(|kind| kind.name()[..1].to_uppercase())
            .concat();
        assert_eq!(edges, sides, "{id}");
        let kinds: Vec<MarkerKind> = tile.markers.iter().map(|marker| marker.kind).collect();
        assert_eq!(kinds, [symbol], "{id}");
        assert_eq!(tile.counts.get("C1"), 1, "{id}");
    }
}
