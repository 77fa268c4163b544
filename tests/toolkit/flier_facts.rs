//! The Flier tiles as loaded from `data/flier/` match the published facts, one by one, in every
//! edition: C1 printed the same eight layouts, but its H has no garden.

use std::collections::BTreeSet;

use tilecat::model::{Direction, EdgePosition, FeatureKind, Tile};

use crate::bundled::{clean_catalog, editions, features_of};
use crate::facts::FLIER_TILE_IDS;

/// One row of the facts table: edges N/E/S/W, the road's side centres, each field's halves,
/// the arrow, and the illustration (kind, the halves of its field, its placement).
struct Facts {
    letter: &'static str,
    edges: [&'static str; 4],
    road: &'static [&'static str],
    fields: &'static [&'static [&'static str]],
    arrow: &'static str,
    illustration: Option<(&'static str, &'static [&'static str], Option<&'static str>)>,
    garden: bool,
}

const ALL_HALVES: &[&str] = &["NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR"];

const FACTS: [Facts; 8] = [
    Facts {
        letter: "A",
        edges: ["field", "field", "road", "road"],
        road: &["S", "W"],
        fields: &[&["SR", "WL"], &["WR", "NL", "NR", "EL", "ER", "SL"]],
        arrow: "W",
        illustration: None,
        garden: false,
    },
    Facts {
        letter: "B",
        edges: ["field", "road", "field", "road"],
        road: &["W", "E"],
        fields: &[&["WR", "NL", "NR", "EL"], &["ER", "SL", "SR", "WL"]],
        arrow: "W",
        illustration: None,
        garden: false,
    },
    Facts {
        letter: "C",
        edges: ["road", "field", "road", "field"],
        road: &["N", "S"],
        fields: &[&["SR", "WL", "WR", "NL"], &["NR", "EL", "ER", "SL"]],
        arrow: "W",
        illustration: Some(("pigsty", &["NR", "EL", "ER", "SL"], None)),
        garden: false,
    },
    Facts {
        letter: "D",
        edges: ["field", "road", "field", "road"],
        road: &["W", "E"],
        fields: &[&["WR", "NL", "NR", "EL"], &["ER", "SL", "SR", "WL"]],
        arrow: "NW",
        illustration: None,
        garden: false,
    },
    Facts {
        letter: "E",
        edges: ["field", "road", "road", "field"],
        road: &["S", "E"],
        fields: &[&["SR", "WL", "WR", "NL", "NR", "EL"], &["ER", "SL"]],
        arrow: "NW",
        illustration: None,
        garden: false,
    },
    Facts {
        letter: "F",
        edges: ["road", "field", "field", "road"],
        road: &["N", "W"],
        fields: &[&["WR", "NL"], &["NR", "EL", "ER", "SL", "SR", "WL"]],
        arrow: "W",
        illustration: Some(("highwaymen", &["WR", "NL"], None)),
        garden: false,
    },
    Facts {
        letter: "G",
        edges: ["field", "field", "field", "field"],
        road: &[],
        fields: &[ALL_HALVES],
        arrow: "W",
        illustration: Some(("farmhouse", ALL_HALVES, Some("NE"))),
        garden: false,
    },
    Facts {
        letter: "H",
        edges: ["field", "field", "field", "field"],
        road: &[],
        fields: &[ALL_HALVES],
        arrow: "NW",
        illustration: Some(("garden", ALL_HALVES, Some("SE"))),
        garden: true,
    },
];

fn names(positions: &[EdgePosition]) -> BTreeSet<&'static str> {
    positions.iter().map(|position| position.name()).collect()
}

fn set(names: &[&'static str]) -> BTreeSet<&'static str> {
    names.iter().copied().collect()
}

#[test]
fn the_eight_tiles_match_the_facts() {
    let catalog = clean_catalog("flier", 10);
    let ids: Vec<&str> = catalog.tiles.iter().map(|tile| tile.id.as_ref()).collect();
    assert_eq!(ids, FLIER_TILE_IDS);
    for facts in &FACTS {
        let id = format!("flier-{}", facts.letter);
        let tile = catalog
            .tile(&id)
            .unwrap_or_else(|| panic!("{id} is loaded"));
        assert_eq!(tile.letter, facts.letter);
        assert_eq!(tile.expansion, "flier");

        let edges = tile.edges.clockwise().map(|kind| kind.name());
        assert_eq!(edges, facts.edges, "{id} edges N/E/S/W");

        let roads = features_of(tile, FeatureKind::Road);
        if facts.road.is_empty() {
            assert!(roads.is_empty(), "{id} has no road");
        } else {
            assert_eq!(roads.len(), 1, "{id} has one road");
            assert_eq!(names(roads[0].edges()), set(facts.road), "{id} road");
        }

        let fields: BTreeSet<BTreeSet<&str>> = features_of(tile, FeatureKind::Field)
            .iter()
            .map(|field| names(field.edges()))
            .collect();
        let expected: BTreeSet<BTreeSet<&str>> =
            facts.fields.iter().map(|halves| set(halves)).collect();
        assert_eq!(fields, expected, "{id} fields");

        let arrow = tile.flier.map(|flier| flier.direction.name());
        assert_eq!(arrow, Some(facts.arrow), "{id} arrow");

        match facts.illustration {
            None => assert!(tile.illustrations.is_empty(), "{id} has no illustration"),
            Some((kind, field_halves, placement)) => {
                assert_eq!(tile.illustrations.len(), 1, "{id} has one illustration");
                let illustration = &tile.illustrations[0];
                assert_eq!(illustration.kind.name(), kind, "{id} illustration");
                let field = tile
                    .feature(&illustration.field)
                    .unwrap_or_else(|| panic!("{id} illustration's field exists"));
                assert_eq!(field.kind(), FeatureKind::Field);
                assert_eq!(
                    names(field.edges()),
                    set(field_halves),
                    "{id} illustration field"
                );
                if let Some(placement) = placement {
                    assert_eq!(
                        illustration.placement.map(Direction::name),
                        Some(placement),
                        "{id} illustration placement"
                    );
                }
            }
        }

        let gardens = features_of(tile, FeatureKind::Garden);
        assert_eq!(gardens.len(), usize::from(facts.garden), "{id} gardens");
        assert!(gardens.iter().all(|garden| garden.edges().is_empty()));

        assert_eq!(tile.counts.get("C2"), 1, "{id} C2 count");
        assert_eq!(tile.counts.get("C3"), 1, "{id} C3 count");
        let c1 = if facts.garden { 0 } else { 1 };
        assert_eq!(tile.counts.get("C1"), c1, "{id} C1 count");
    }
}

#[test]
fn the_first_edition_h_has_no_garden() {
    let catalog = clean_catalog("flier", 10);
    let c1 = catalog.in_edition(Some("C1")).expect("the Flier has a C1");
    let h: Vec<&Tile> = c1.tiles.iter().filter(|tile| tile.letter == "H").collect();
    assert_eq!(h.len(), 1, "C1 has one tile H");
    assert_eq!(h[0].id, "flier-H-C1");
    assert!(features_of(h[0], FeatureKind::Garden).is_empty());
    assert!(h[0].illustrations.is_empty());
    assert_eq!(h[0].flier.map(|flier| flier.direction), Some(Direction::NW));
    assert_eq!(names(h[0].features[0].edges()), set(ALL_HALVES));
    let c3 = catalog.in_edition(Some("C3")).expect("the Flier has a C3");
    let h: Vec<&Tile> = c3.tiles.iter().filter(|tile| tile.letter == "H").collect();
    assert_eq!(h.len(), 1, "C3 has one tile H");
    assert_eq!(features_of(h[0], FeatureKind::Garden).len(), 1);
    for edition in ["C1", "C2", "C3"] {
        let shown = catalog.in_edition(Some(edition)).expect("a Flier edition");
        let letters: Vec<&str> = shown
            .tiles
            .iter()
            .map(|tile| tile.letter.as_ref())
            .collect();
        assert_eq!(
            letters,
            ["A", "B", "C", "D", "E", "F", "G", "H"],
            "{edition}"
        );
        let copies: u32 = shown
            .tiles
            .iter()
            .map(|tile| u32::from(tile.counts.get(edition)))
            .sum();
        assert_eq!(copies, 8, "{edition}");
    }
}

#[test]
fn the_expansion_matches_the_facts() {
    let catalog = clean_catalog("flier", 10);
    assert_eq!(catalog.expansions.len(), 1);
    let flier = catalog
        .expansion("flier")
        .expect("the flier expansion is loaded");
    assert_eq!(flier.name, "The Flier");
    assert_eq!(
        editions(flier),
        [("C1", 2012, 8), ("C2", 2017, 8), ("C3", 2021, 8)]
    );
    assert_eq!(
        flier.requires.as_ref(),
        [tilecat::model::TileRequirement::EveryTileHasAFlier]
    );
    let die = flier.die.as_ref().expect("the flight die");
    assert_eq!(die.faces.as_ref(), [1, 1, 2, 2, 3, 3]);
    let symbol = flier.symbol.as_ref().expect("the expansion mark");
    assert_eq!(symbol.corner, Direction::SE);
}

#[test]
fn no_two_flier_tiles_are_the_same_up_to_rotation() {
    let catalog = clean_catalog("flier", 10);
    let keys: BTreeSet<_> = catalog
        .tiles
        .iter()
        .map(tilecat::model::TileShape::canonical)
        .collect();
    assert_eq!(keys.len(), catalog.tiles.len());
    for tile in catalog.tiles.iter() {
        assert_eq!(tilecat::rules::orientation_count(tile), 4, "{}", tile.id);
    }
}
