//! The Crop Circles tiles (mini expansion #7) as loaded from `data/crop-circles/` match their
//! tile list: sides, the crop circle's symbol, one copy each in the 2012 edition.

use tilecat::model::MarkerKind;

use crate::bundled::{clean_catalog, editions};

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
    let catalog = clean_catalog("crop-circles", 7);
    let expansion = catalog.expansion("crop-circles").expect("the expansion");
    assert_eq!(editions(expansion), [("C1", 2012, 6)]);
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
