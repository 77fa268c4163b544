//! Properties of rotation, flight and edge matching over every tile, and of the tables.

use std::path::PathBuf;

use proptest::prelude::*;
use proptest::sample::select;
use tilecat::input::document::{Content, Document};
use tilecat::input::source::SourceFile;
use tilecat::input::validate::validate_paths;
use tilecat::model::{EdgeKind, EdgePosition, Rotation, Side, SidePart, Tile};
use tilecat::rules::{Roll, arrow, fits_beside, flight_target};
use tilecat::tables::{self, TILES};

fn tile() -> impl Strategy<Value = &'static Tile> {
    select(TILES.iter().collect::<Vec<_>>())
}

fn flier_tile() -> impl Strategy<Value = &'static Tile> {
    select(
        TILES
            .iter()
            .filter(|tile| tile.flier.is_some())
            .collect::<Vec<_>>(),
    )
}

fn rotation() -> impl Strategy<Value = Rotation> {
    select(Rotation::ALL.to_vec())
}

fn side() -> impl Strategy<Value = Side> {
    select(Side::ALL.to_vec())
}

/// The layout facts every tile keeps however it lies: the features at the edge claim each of the
/// twelve positions exactly once, and what claims each side agrees with the side's edge kind.
fn layout_problems(tile: &Tile) -> Vec<String> {
    let mut problems = Vec::new();
    for position in EdgePosition::ALL {
        let claims = tile
            .features
            .iter()
            .filter(|feature| feature.edges().contains(&position))
            .count();
        let expected = match (tile.edges.get(position.side()), position.part()) {
            (EdgeKind::Field, SidePart::Centre) => 0,
            _ => 1,
        };
        if claims != expected {
            problems.push(format!("{position:?} claimed {claims} times"));
        }
    }
    for side in Side::ALL {
        let centre = side.positions()[1];
        let claimant = tile
            .features
            .iter()
            .find(|feature| feature.edges().contains(&centre))
            .map(|feature| feature.kind().name());
        let expected = match tile.edges.get(side) {
            EdgeKind::Field => None,
            kind => Some(kind.name()),
        };
        if claimant != expected {
            problems.push(format!(
                "{side:?} is {expected:?} but {claimant:?} claims it"
            ));
        }
    }
    problems
}

/// The documents of the bundled data with every tile turned by `rotation`, as the semantic
/// checks see them.
fn rotated_documents(rotation: Rotation) -> Vec<Document> {
    let catalog = validate_paths(&[PathBuf::from("data")]).catalog;
    let expansions = catalog.expansions.iter().map(|expansion| Document {
        source: SourceFile {
            path: PathBuf::from(format!("data/{}/expansion.toml", expansion.id)),
            text: toml::to_string(expansion).unwrap(),
            ..SourceFile::default()
        },
        content: Content::Expansion(expansion.clone()),
    });
    let tiles = catalog.tiles.iter().map(|tile| {
        let rotated = tile.rotated(rotation);
        let stem = &tile.id[tile.expansion.len() + 1..];
        Document {
            source: SourceFile {
                path: PathBuf::from(format!("data/{}/tiles/{stem}.toml", tile.expansion)),
                text: toml::to_string(&rotated).unwrap(),
                ..SourceFile::default()
            },
            content: Content::Tile(rotated),
        }
    });
    expansions.chain(tiles).collect()
}

#[test]
fn the_printed_tiles_pass_the_local_layout_check() {
    for tile in TILES {
        assert_eq!(layout_problems(tile), Vec::<String>::new(), "{}", tile.id);
    }
    let mut roadless = tables::FLIER_A;
    roadless.features = roadless.features[1..].to_vec().into();
    assert_eq!(
        layout_problems(&roadless),
        [
            "S claimed 0 times",
            "W claimed 0 times",
            "S is Some(\"road\") but None claims it",
            "W is Some(\"road\") but None claims it"
        ]
    );
}

proptest! {
    #[test]
    fn four_quarter_turns_are_the_identity(tile in tile(), rotation in rotation()) {
        let mut turned = tile.clone();
        for _ in 0..4 {
            turned = turned.rotated(rotation);
        }
        prop_assert_eq!(&turned, tile);
        let back = tile.rotated(rotation).rotated(rotation.inverse());
        prop_assert_eq!(&back, tile);
    }

    #[test]
    fn a_rotated_tile_passes_every_check(tile in tile(), rotation in rotation()) {
        let rotated = tile.rotated(rotation);
        prop_assert_eq!(layout_problems(&rotated), Vec::<String>::new());
        prop_assert_eq!(rotated.edges, tile.edges.rotated(rotation));
        let documents = rotated_documents(rotation);
        let scope = tilecat::input::check::Scope::whole(&documents);
        let diagnostics = tilecat::input::check::check(&documents, &scope);
        prop_assert!(diagnostics.is_empty(), "{:#?}", diagnostics);
    }

    #[test]
    fn the_flight_target_is_the_rotated_offset(
        tile in flier_tile(),
        rotation in rotation(),
        x in -1000..1000i32,
        y in -1000..1000i32,
        face in 0..6usize,
    ) {
        let die = tables::FLIER.die.as_ref().unwrap();
        let roll = Roll::new(die, die.faces[face]).unwrap();
        let printed = tile.flier.unwrap().direction;
        let (dx, dy) = printed.rotated(rotation).offset();
        let distance = i32::from(die.faces[face]);
        prop_assert_eq!(
            flight_target(tile, (x, y), rotation, roll),
            Ok((x + dx * distance, y + dy * distance))
        );
        prop_assert_eq!(arrow(tile, rotation), tile.rotated(rotation).flier.map(|f| f.direction));
    }

    #[test]
    fn edge_matching_is_symmetric(
        tile in tile(),
        rotation in rotation(),
        side in side(),
        neighbour in tile(),
        neighbour_rotation in rotation(),
    ) {
        prop_assert_eq!(
            fits_beside(tile, rotation, side, neighbour, neighbour_rotation),
            fits_beside(neighbour, neighbour_rotation, side.opposite(), tile, rotation)
        );
        // Matching the turned tiles as printed gives the same answer.
        prop_assert_eq!(
            fits_beside(tile, rotation, side, neighbour, neighbour_rotation),
            fits_beside(
                &tile.rotated(rotation),
                Rotation::R0,
                side,
                &neighbour.rotated(neighbour_rotation),
                Rotation::R0
            )
        );
    }
}

#[test]
fn the_tables_and_the_runtime_catalog_agree_tile_by_tile() {
    let runtime = validate_paths(&[PathBuf::from("data")])
        .catalog
        .in_edition(None)
        .unwrap();
    proptest!(|(index in 0..TILES.len(), rotation in rotation())| {
        let loaded = &runtime.tiles[index];
        let table = tables::tile(&loaded.id).unwrap();
        prop_assert_eq!(table, loaded);
        prop_assert_eq!(table.rotated(rotation), loaded.rotated(rotation));
    });
}
