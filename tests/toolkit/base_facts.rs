//! The base game's 24 layouts as loaded from `data/base/` match the published tile list, one by
//! one: edges, cities and pennants, monasteries, roads and where they end, fields and the cities
//! they border, the copies in each edition and the start tile. The orientation counts and the
//! same-tile-up-to-rotation key are checked on the same tiles. The second and third editions'
//! gardens (one copy each of E, H, I, M, N, R, U and V) are tiles of their own, checked against
//! the garden list below.

use std::collections::BTreeSet;

use tilecat::model::{EdgePosition, Feature, FeatureKind, Tile, TileShape};
use tilecat::rules::orientation_count;

use crate::bundled::{clean_catalog, editions, features_of};

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

/// The copies with a garden in the second and third editions: the letter, the halves of the
/// field the garden stands in and where it sits (TTSCarcassonne's C2 tile data, `base (v2)`,
/// read in tilecat's orientation; a public C3 tile list names the same eight letters).
#[rustfmt::skip]
const GARDENS: [(&str, &[&str], &str); 8] = [
    ("E", &["EL", "ER", "SL", "SR", "WL", "WR"], "E"),
    ("H", &["EL", "ER", "WL", "WR"], "W"),
    ("I", &["EL", "ER", "SL", "SR"], "S"),
    ("M", &["SL", "SR", "WL", "WR"], "SW"),
    ("N", &["SL", "SR", "WL", "WR"], "SW"),
    ("R", &["SL", "SR"], "S"),
    ("U", &["NR", "EL", "ER", "SL"], "SE"),
    ("V", &["NL", "NR", "EL", "ER", "SL", "WR"], "NE"),
];

/// Whether the second and third editions show a garden on one copy of `letter`.
fn has_garden(letter: &str) -> bool {
    GARDENS.iter().any(|(garden, _, _)| *garden == letter)
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
    let catalog = clean_catalog("base", 33);
    let letters: Vec<&str> = catalog
        .tiles
        .iter()
        .filter(|tile| !tile.id.ends_with("-garden"))
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

        let garden_copy = u16::from(has_garden(facts.letter));
        for (edition, count) in [
            ("C1", facts.count),
            ("C2", facts.count - garden_copy),
            ("C3", facts.count - garden_copy),
        ] {
            assert_eq!(tile.counts.get(edition), count, "{id} copies in {edition}");
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
fn one_copy_of_eight_layouts_shows_a_garden_in_the_second_and_third_editions() {
    let catalog = clean_catalog("base", 33);
    let gardens: Vec<&str> = catalog
        .tiles
        .iter()
        .filter(|tile| features_of(tile, FeatureKind::Garden).len() == 1)
        .map(|tile| tile.id.as_ref())
        .collect();
    let expected: Vec<String> = GARDENS
        .iter()
        .map(|(letter, _, _)| format!("base-{letter}-garden"))
        .collect();
    assert_eq!(gardens, expected);
    for (letter, field, placement) in GARDENS {
        let id = format!("base-{letter}-garden");
        let tile = catalog.tile(&id).expect("the garden tile");
        let plain = catalog
            .tile(&format!("base-{letter}"))
            .expect("the plain tile");
        assert_eq!(tile.letter, letter);
        assert_eq!(
            [
                tile.counts.get("C1"),
                tile.counts.get("C2"),
                tile.counts.get("C3")
            ],
            [0, 1, 1],
            "{id} copies per edition"
        );
        let without_garden: Vec<&Feature> = tile
            .features
            .iter()
            .filter(|feature| feature.kind() != FeatureKind::Garden)
            .collect();
        assert_eq!(
            without_garden,
            plain.features.iter().collect::<Vec<_>>(),
            "{id} is {letter} with a garden"
        );
        assert_eq!(tile.edges, plain.edges);
        assert_eq!(tile.illustrations.len(), 1, "{id} shows one garden");
        let illustration = &tile.illustrations[0];
        assert_eq!(illustration.kind.name(), "garden");
        let in_field = tile.feature(&illustration.field).expect("its field");
        assert_eq!(
            halves(in_field.edges()),
            field.iter().copied().collect(),
            "{id} garden's field"
        );
        assert_eq!(
            illustration.placement.map(|direction| direction.name()),
            Some(placement),
            "{id} garden's placement"
        );
    }
}

#[test]
fn every_edition_holds_72_tiles_and_one_start_tile() {
    let catalog = clean_catalog("base", 33);
    let base = catalog.expansion("base").expect("the base game");
    assert_eq!(
        editions(base),
        [("C1", 2000, 72), ("C2", 2014, 72), ("C3", 2021, 72)]
    );
    for (edition, tiles) in [("C1", 24), ("C2", 32), ("C3", 32)] {
        let shown = catalog.in_edition(Some(edition)).expect("a base edition");
        assert_eq!(
            shown.tiles.len(),
            tiles,
            "{edition} shows every layout, and its gardens"
        );
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
                    under,
                    semicircular,
                    shares,
                    ..
                } => Feature::City {
                    id: id.clone(),
                    edges: edges.clone(),
                    pennants: 0,
                    reaches: reaches.clone(),
                    touches: touches.clone(),
                    under: under.clone(),
                    semicircular: *semicircular,
                    shares: *shares,
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
    let catalog = clean_catalog("base", 33);
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
    // M and N twice: their garden copies show the garden in the same place.
    assert_eq!(pairs, ["F/G", "M/N", "M/N", "O/P", "Q/R", "S/T"]);
}
