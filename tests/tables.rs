//! The checked-in tables against the data they are generated from.
#![cfg(feature = "toolkit")]

use std::path::{Path, PathBuf};
use std::process::Command;

use tilecat::codegen::{REGENERATE, rust_module};
use tilecat::model::Catalog;
use tilecat::tables;
use tilecat::validate::validate_paths;

fn runtime_catalog() -> Catalog {
    let validation = validate_paths(&[PathBuf::from("data")]);
    assert!(!validation.has_errors(), "{:#?}", validation.diagnostics);
    validation.catalog
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
    assert_eq!(
        rust_module(&catalog, REGENERATE),
        rust_module(&catalog.clone(), REGENERATE)
    );
}

#[test]
fn the_generated_module_is_rustfmt_clean() {
    let module = rust_module(&runtime_catalog(), REGENERATE).unwrap();
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR")).join("rustfmt-tables");
    std::fs::create_dir_all(&folder).unwrap();
    let file = folder.join("tables.rs");
    std::fs::write(&file, &module).unwrap();
    let status = Command::new("rustfmt")
        .args(["--check", "--edition", "2024"])
        .arg(&file)
        .status();
    match status {
        Ok(status) => assert!(
            status.success(),
            "rustfmt would change the generated module"
        ),
        Err(error) => eprintln!("rustfmt not run ({error}): formatting not checked here"),
    }
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
