//! The base game's 24 layouts as loaded from `data/base/` match the published tile list, one by
//! one: edges, cities and pennants, monasteries, roads and where they end, fields and the cities
//! they border, the copies in each edition and the start tile. The orientation counts and the
//! same-tile-up-to-rotation key are checked on the same tiles.

use std::collections::BTreeSet;
use std::path::PathBuf;

use tilecat::model::{Catalog, EdgePosition, Feature, FeatureKind, Tile, TileShape};
use tilecat::rules::orientation_count;
use tilecat::validate::validate_paths;

/// One row of the base game's tile list: sides N/E/S/W (`C` city, `R` road, `F` field), the
/// cities (the sides each covers) and pennants, whether a monastery stands in the middle, the
/// roads (the side each meets, or both sides of a road running through), the fields (their
/// halves and how many cities each borders), the copies per edition, and the orientations.
struct Facts {
    letter: &'static str,
    sides: &'static str,
    cities: &'static [&'static str],
    pennants: u8,
    monastery: bool,
    roads: &'static [&'static str],
    fields: &'static [(&'static [&'static str], usize)],
    count: u16,
    orientations: usize,
}

const ALL_HALVES: &[&str] = &["NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR"];

#[rustfmt::skip]
const FACTS: [Facts; 24] = [
    Facts { letter: "A", sides: "FFRF", cities: &[], pennants: 0, monastery: true, roads: &["S"], fields: &[(ALL_HALVES, 0)], count: 2, orientations: 4 },
    Facts { letter: "B", sides: "FFFF", cities: &[], pennants: 0, monastery: true, roads: &[], fields: &[(ALL_HALVES, 0)], count: 4, orientations: 1 },
    Facts { letter: "C", sides: "CCCC", cities: &["NESW"], pennants: 1, monastery: false, roads: &[], fields: &[], count: 1, orientations: 1 },
    Facts { letter: "D", sides: "CRFR", cities: &["N"], pennants: 0, monastery: false, roads: &["EW"], fields: &[(&["EL", "WR"], 1), (&["ER", "SL", "SR", "WL"], 0)], count: 4, orientations: 4 },
    Facts { letter: "E", sides: "CFFF", cities: &["N"], pennants: 0, monastery: false, roads: &[], fields: &[(&["EL", "ER", "SL", "SR", "WL", "WR"], 1)], count: 5, orientations: 4 },
    Facts { letter: "F", sides: "FCFC", cities: &["EW"], pennants: 1, monastery: false, roads: &[], fields: &[(&["NL", "NR"], 1), (&["SL", "SR"], 1)], count: 2, orientations: 2 },
    Facts { letter: "G", sides: "FCFC", cities: &["EW"], pennants: 0, monastery: false, roads: &[], fields: &[(&["NL", "NR"], 1), (&["SL", "SR"], 1)], count: 1, orientations: 2 },
    Facts { letter: "H", sides: "CFCF", cities: &["N", "S"], pennants: 0, monastery: false, roads: &[], fields: &[(&["EL", "ER", "WL", "WR"], 2)], count: 3, orientations: 2 },
    Facts { letter: "I", sides: "CFFC", cities: &["N", "W"], pennants: 0, monastery: false, roads: &[], fields: &[(&["EL", "ER", "SL", "SR"], 2)], count: 2, orientations: 4 },
    Facts { letter: "J", sides: "CRRF", cities: &["N"], pennants: 0, monastery: false, roads: &["ES"], fields: &[(&["EL", "SR", "WL", "WR"], 1), (&["ER", "SL"], 0)], count: 3, orientations: 4 },
    Facts { letter: "K", sides: "CFRR", cities: &["N"], pennants: 0, monastery: false, roads: &["SW"], fields: &[(&["EL", "ER", "SL", "WR"], 1), (&["SR", "WL"], 0)], count: 3, orientations: 4 },
    Facts { letter: "L", sides: "CRRR", cities: &["N"], pennants: 0, monastery: false, roads: &["E", "S", "W"], fields: &[(&["EL", "WR"], 1), (&["ER", "SL"], 0), (&["SR", "WL"], 0)], count: 3, orientations: 4 },
    Facts { letter: "M", sides: "CCFF", cities: &["NE"], pennants: 1, monastery: false, roads: &[], fields: &[(&["SL", "SR", "WL", "WR"], 1)], count: 2, orientations: 4 },
    Facts { letter: "N", sides: "CCFF", cities: &["NE"], pennants: 0, monastery: false, roads: &[], fields: &[(&["SL", "SR", "WL", "WR"], 1)], count: 3, orientations: 4 },
    Facts { letter: "O", sides: "CRRC", cities: &["NW"], pennants: 1, monastery: false, roads: &["ES"], fields: &[(&["EL", "SR"], 1), (&["ER", "SL"], 0)], count: 2, orientations: 4 },
    Facts { letter: "P", sides: "CRRC", cities: &["NW"], pennants: 0, monastery: false, roads: &["ES"], fields: &[(&["EL", "SR"], 1), (&["ER", "SL"], 0)], count: 3, orientations: 4 },
    Facts { letter: "Q", sides: "CCFC", cities: &["NEW"], pennants: 1, monastery: false, roads: &[], fields: &[(&["SL", "SR"], 1)], count: 1, orientations: 4 },
    Facts { letter: "R", sides: "CCFC", cities: &["NEW"], pennants: 0, monastery: false, roads: &[], fields: &[(&["SL", "SR"], 1)], count: 3, orientations: 4 },
    Facts { letter: "S", sides: "CCRC", cities: &["NEW"], pennants: 1, monastery: false, roads: &["S"], fields: &[(&["SL"], 1), (&["SR"], 1)], count: 2, orientations: 4 },
    Facts { letter: "T", sides: "CCRC", cities: &["NEW"], pennants: 0, monastery: false, roads: &["S"], fields: &[(&["SL"], 1), (&["SR"], 1)], count: 1, orientations: 4 },
    Facts { letter: "U", sides: "RFRF", cities: &[], pennants: 0, monastery: false, roads: &["NS"], fields: &[(&["NL", "SR", "WL", "WR"], 0), (&["NR", "EL", "ER", "SL"], 0)], count: 8, orientations: 2 },
    Facts { letter: "V", sides: "FFRR", cities: &[], pennants: 0, monastery: false, roads: &["SW"], fields: &[(&["SR", "WL"], 0), (&["NL", "NR", "EL", "ER", "SL", "WR"], 0)], count: 9, orientations: 4 },
    Facts { letter: "W", sides: "FRRR", cities: &[], pennants: 0, monastery: false, roads: &["E", "S", "W"], fields: &[(&["NL", "NR", "EL", "WR"], 0), (&["ER", "SL"], 0), (&["SR", "WL"], 0)], count: 4, orientations: 4 },
    Facts { letter: "X", sides: "RRRR", cities: &[], pennants: 0, monastery: false, roads: &["N", "E", "S", "W"], fields: &[(&["NR", "EL"], 0), (&["ER", "SL"], 0), (&["SR", "WL"], 0), (&["NL", "WR"], 0)], count: 1, orientations: 1 },
];

fn catalog() -> Catalog {
    let data = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("data/base");
    let validation = validate_paths(&[data]);
    assert!(
        validation.diagnostics.is_empty(),
        "{:#?}",
        validation.diagnostics
    );
    assert_eq!(validation.files, 25);
    validation.catalog
}

fn features_of(tile: &Tile, kind: FeatureKind) -> Vec<&Feature> {
    tile.features
        .iter()
        .filter(|feature| feature.kind() == kind)
        .collect()
}

/// The sides `positions` meet, as letters in clockwise order, such as `NEW`.
fn sides(positions: &[EdgePosition]) -> String {
    ["N", "E", "S", "W"]
        .into_iter()
        .filter(|side| positions.iter().any(|p| p.side().name() == *side))
        .collect()
}

fn halves(positions: &[EdgePosition]) -> BTreeSet<&'static str> {
    positions.iter().map(|position| position.name()).collect()
}

#[test]
fn the_24_layouts_match_the_tile_list() {
    let catalog = catalog();
    let letters: Vec<&str> = catalog
        .tiles
        .iter()
        .map(|tile| tile.letter.as_ref())
        .collect();
    let expected: Vec<&str> = FACTS.iter().map(|facts| facts.letter).collect();
    assert_eq!(letters, expected);
    for facts in &FACTS {
        let id = format!("base-{}", facts.letter);
        let tile = catalog
            .tile(&id)
            .unwrap_or_else(|| panic!("{id} is loaded"));
        assert_eq!(tile.expansion, "base");

        let edges: String = tile
            .edges
            .clockwise()
            .map(|kind| kind.name()[..1].to_uppercase())
            .concat();
        assert_eq!(edges, facts.sides, "{id} sides N/E/S/W");

        let cities = features_of(tile, FeatureKind::City);
        let city_sides: Vec<String> = cities.iter().map(|city| sides(city.edges())).collect();
        assert_eq!(city_sides, facts.cities, "{id} cities");
        let pennants: u8 = cities
            .iter()
            .map(|city| match city {
                Feature::City { pennants, .. } => *pennants,
                _ => 0,
            })
            .sum();
        assert_eq!(pennants, facts.pennants, "{id} pennants");

        assert_eq!(
            features_of(tile, FeatureKind::Monastery).len(),
            usize::from(facts.monastery),
            "{id} monastery"
        );

        let roads: BTreeSet<String> = features_of(tile, FeatureKind::Road)
            .iter()
            .map(|road| sides(road.edges()))
            .collect();
        let expected: BTreeSet<String> = facts.roads.iter().map(|road| road.to_string()).collect();
        assert_eq!(roads, expected, "{id} roads");

        let fields: BTreeSet<(BTreeSet<&str>, usize)> = features_of(tile, FeatureKind::Field)
            .iter()
            .map(|field| match field {
                Feature::Field { edges, cities, .. } => (halves(edges), cities.len()),
                _ => unreachable!("a field"),
            })
            .collect();
        let expected: BTreeSet<(BTreeSet<&str>, usize)> = facts
            .fields
            .iter()
            .map(|(field, cities)| (field.iter().copied().collect(), *cities))
            .collect();
        assert_eq!(fields, expected, "{id} fields and the cities they border");

        for edition in ["C1", "C2", "C3"] {
            assert_eq!(
                tile.counts.get(edition),
                facts.count,
                "{id} copies in {edition}"
            );
        }
        assert_eq!(tile.start, facts.letter == "D", "{id} start tile");
        assert!(tile.flier.is_none() && tile.illustrations.is_empty());
        assert_eq!(
            orientation_count(tile),
            facts.orientations,
            "{id} orientations"
        );
    }
}

#[test]
fn every_edition_holds_72_tiles_and_one_start_tile() {
    let catalog = catalog();
    let base = catalog.expansion("base").expect("the base game");
    let editions: Vec<(&str, u16, u16)> = base
        .editions
        .iter()
        .map(|edition| (edition.id.as_ref(), edition.year, edition.tiles))
        .collect();
    assert_eq!(
        editions,
        [("C1", 2000, 72), ("C2", 2014, 72), ("C3", 2021, 72)]
    );
    for edition in ["C1", "C2", "C3"] {
        let shown = catalog.in_edition(Some(edition)).expect("a base edition");
        assert_eq!(shown.tiles.len(), 24, "{edition} shows every layout");
        let copies: u32 = shown
            .tiles
            .iter()
            .map(|tile| u32::from(tile.counts.get(edition)))
            .sum();
        assert_eq!(copies, 72, "{edition}");
        let starts: Vec<&str> = shown
            .tiles
            .iter()
            .filter(|tile| tile.start)
            .map(|tile| tile.id.as_ref())
            .collect();
        assert_eq!(starts, ["base-D"], "{edition}");
    }
}

/// Whether `tile` and `other` are the same up to rotation once pennants are left out.
fn same_without_pennants(tile: &Tile, other: &Tile) -> bool {
    let plain = |tile: &Tile| {
        let features: Vec<Feature> = tile
            .features
            .iter()
            .map(|feature| match feature {
                Feature::City {
                    id,
                    edges,
                    reaches,
                    touches,
                    ..
                } => Feature::City {
                    id: id.clone(),
                    edges: edges.clone(),
                    pennants: 0,
                    reaches: reaches.clone(),
                    touches: touches.clone(),
                },
                other => other.clone(),
            })
            .collect();
        Tile {
            features: features.into(),
            ..tile.clone()
        }
    };
    TileShape::canonical(&plain(tile)) == TileShape::canonical(&plain(other))
}

#[test]
fn no_two_layouts_are_the_same_and_only_pennants_tell_five_pairs_apart() {
    let catalog = catalog();
    let mut pairs = Vec::new();
    for (index, tile) in catalog.tiles.iter().enumerate() {
        for other in &catalog.tiles[index + 1..] {
            assert_ne!(
                TileShape::canonical(tile),
                TileShape::canonical(other),
                "{} and {}",
                tile.id,
                other.id
            );
            if same_without_pennants(tile, other) {
                pairs.push(format!("{}/{}", tile.letter, other.letter));
            }
        }
    }
    assert_eq!(pairs, ["F/G", "M/N", "O/P", "Q/R", "S/T"]);
}
