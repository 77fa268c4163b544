//! The checked-in tables against the data they are generated from.

use std::borrow::Cow;
use std::path::{Path, PathBuf};
use std::process::Command;

use tilecat::codegen::{REGENERATE, rust_module};
use tilecat::model::{Catalog, Die, EdgePosition, Feature, LayoutCheck, Rotation};
use tilecat::tables;
use tilecat::validate::validate_paths;

fn runtime_catalog() -> Catalog {
    let validation = validate_paths(&[PathBuf::from("data")]);
    assert!(!validation.has_errors(), "{:#?}", validation.diagnostics);
    // The checked-in tables hold each expansion's newest edition.
    validation
        .catalog
        .in_edition(None)
        .expect("the newest editions")
}

#[test]
fn the_checked_in_tables_match_the_data() {
    let generated = rust_module(&runtime_catalog(), REGENERATE).expect("ids give distinct names");
    let checked_in = std::fs::read_to_string("src/tables.rs").expect("src/tables.rs is readable");
    assert!(
        generated == checked_in,
        "src/tables.rs is stale: regenerate it with `{REGENERATE}`"
    );
    assert!(checked_in.starts_with(&format!(
        "// Generated from the data files by `{REGENERATE}`"
    )));
    assert!(checked_in.contains("Do not edit"));
}

#[test]
fn the_generated_module_is_deterministic() {
    let catalog = runtime_catalog();
    let first = rust_module(&catalog, REGENERATE).unwrap();
    assert_eq!(rust_module(&catalog, REGENERATE).unwrap(), first);
    let mut reversed = catalog.clone();
    reversed.tiles.to_mut().reverse();
    assert_eq!(rust_module(&reversed, REGENERATE).unwrap(), first);
}

#[test]
fn ids_that_become_the_same_constant_are_refused() {
    let mut catalog = runtime_catalog();
    let mut twin = catalog.tiles[0].clone();
    twin.id = Cow::Borrowed("flier_A");
    catalog.tiles.to_mut().push(twin);
    let clash = rust_module(&catalog, REGENERATE).unwrap_err();
    assert_eq!(clash.constant, "FLIER_A");
    assert_eq!(
        clash.to_string(),
        "`flier-A` and `flier_A` both become the constant FLIER_A: rename one of them"
    );
    let mut catalog = runtime_catalog();
    catalog.expansions.to_mut()[0].id = Cow::Borrowed("tiles");
    assert_eq!(
        rust_module(&catalog, REGENERATE).unwrap_err().constant,
        "TILES"
    );
}

/// Whether rustfmt leaves `module` as it is; `None` when rustfmt cannot be run here.
fn rustfmt_accepts(name: &str, module: &str) -> Option<bool> {
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR")).join("rustfmt-tables");
    std::fs::create_dir_all(&folder).unwrap();
    let file = folder.join(name);
    std::fs::write(&file, module).unwrap();
    match Command::new("rustfmt")
        .args(["--check", "--edition", "2024"])
        .arg(&file)
        .status()
    {
        Ok(status) => Some(status.success()),
        Err(error) => {
            eprintln!("rustfmt not run ({error}): formatting not checked here");
            None
        }
    }
}

#[test]
fn the_generated_module_is_rustfmt_clean() {
    let module = rust_module(&runtime_catalog(), REGENERATE).unwrap();
    assert_ne!(rustfmt_accepts("tables.rs", &module), Some(false));
}

#[test]
fn a_module_of_every_kind_of_fact_is_rustfmt_clean() {
    let mut catalog = runtime_catalog();
    let mut tiles = catalog.tiles.to_vec();
    let mut castle = tiles[0].clone();
    castle.id = Cow::Borrowed("flier-castle-with-a-rather-long-identifier-for-wrapping");
    castle.features = Cow::Owned(vec![
        Feature::City {
            id: Cow::Borrowed("north-city"),
            edges: Cow::Borrowed(&[EdgePosition::NL, EdgePosition::N, EdgePosition::NR]),
            pennants: 2,
        },
        Feature::City {
            id: Cow::Borrowed("c"),
            edges: Cow::Borrowed(&[EdgePosition::SL, EdgePosition::S, EdgePosition::SR]),
            pennants: 0,
        },
        Feature::Monastery {
            id: Cow::Borrowed("m"),
        },
        Feature::Field {
            id: Cow::Borrowed("f"),
            edges: Cow::Borrowed(&[EdgePosition::EL, EdgePosition::ER]),
            cities: Cow::Borrowed(&[Cow::Borrowed("north-city"), Cow::Borrowed("c")]),
        },
        Feature::Field {
            id: Cow::Borrowed("west-field-with-a-long-name"),
            edges: Cow::Borrowed(&[EdgePosition::WL, EdgePosition::WR]),
            cities: Cow::Borrowed(&[Cow::Borrowed("north-city")]),
        },
    ]);
    castle.allow = Cow::Borrowed(&[LayoutCheck::SplitField, LayoutCheck::FieldCityBorders]);
    castle.flier = None;
    tiles.push(castle);
    tiles.extend((0..12).map(|n| {
        let mut tile = catalog.tiles[n % 8].rotated(Rotation::R90);
        tile.id = Cow::Owned(format!("t{n}"));
        tile
    }));
    catalog.tiles = Cow::Owned(tiles);
    let mut expansion = catalog.expansions[0].clone();
    expansion.die = Some(Die {
        faces: Cow::Owned((1..=20).collect()),
    });
    expansion.symbol = None;
    catalog.expansions = Cow::Owned(vec![expansion]);
    let module = rust_module(
        &catalog,
        "tilecat gen rust more-data --out somewhere/tables.rs",
    )
    .unwrap();
    assert_ne!(
        rustfmt_accepts("every-kind.rs", &module),
        Some(false),
        "{module}"
    );
}

#[test]
fn the_tables_equal_the_data_loaded_at_run_time_field_by_field() {
    let runtime = runtime_catalog();
    assert_eq!(tables::TILES.len(), runtime.tiles.len());
    for (table, loaded) in tables::TILES.iter().zip(runtime.tiles.iter()) {
        let id = &loaded.id;
        assert_eq!(table.id, loaded.id);
        assert_eq!(table.expansion, loaded.expansion, "{id} expansion");
        assert_eq!(table.letter, loaded.letter, "{id} letter");
        assert_eq!(table.edges, loaded.edges, "{id} edges");
        assert_eq!(table.features, loaded.features, "{id} features");
        assert_eq!(table.flier, loaded.flier, "{id} flier");
        assert_eq!(
            table.illustrations, loaded.illustrations,
            "{id} illustrations"
        );
        assert_eq!(table.counts, loaded.counts, "{id} counts");
        assert_eq!(table.allow, loaded.allow, "{id} allow");
        assert_eq!(tables::tile(id), Some(table), "{id} lookup");
    }
    assert_eq!(tables::EXPANSIONS.len(), runtime.expansions.len());
    for (table, loaded) in tables::EXPANSIONS.iter().zip(runtime.expansions.iter()) {
        let id = &loaded.id;
        assert_eq!(table.id, loaded.id);
        assert_eq!(table.name, loaded.name, "{id} name");
        assert_eq!(table.editions, loaded.editions, "{id} editions");
        assert_eq!(table.die, loaded.die, "{id} die");
        assert_eq!(table.symbol, loaded.symbol, "{id} symbol");
        assert_eq!(tables::expansion(id), Some(table), "{id} lookup");
    }
    assert_eq!(tables::CATALOG, runtime);
}

#[test]
fn the_constants_are_the_catalog_entries() {
    let letters = ["A", "B", "C", "D", "E", "F", "G", "H"];
    let constants = [
        tables::FLIER_A,
        tables::FLIER_B,
        tables::FLIER_C,
        tables::FLIER_D,
        tables::FLIER_E,
        tables::FLIER_F,
        tables::FLIER_G,
        tables::FLIER_H,
    ];
    for (letter, constant) in letters.into_iter().zip(constants) {
        assert_eq!(constant.id, format!("flier-{letter}"));
        assert_eq!(tables::tile(&constant.id), Some(&constant));
    }
    assert_eq!(tables::expansion("flier"), Some(&tables::FLIER));
    assert_eq!(tables::tile("flier-Z"), None);
    let ids: Vec<_> = tables::TILES.iter().map(|tile| &tile.id).collect();
    assert!(ids.is_sorted(), "tiles are sorted by id");
}
