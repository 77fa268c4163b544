//! The bundled data as the tests of the facts read it: one expansion's folder, loaded clean.

use std::path::PathBuf;

use tilecat::input::validate::validate_paths;
use tilecat::model::{Catalog, Expansion, Feature, FeatureKind, Tile};

/// The catalog of the bundled folder `data/<expansion>`, which must load with no diagnostic
/// from `files` data files.
pub fn clean_catalog(expansion: &str, files: usize) -> Catalog {
    let data = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("data")
        .join(expansion);
    let validation = validate_paths(&[data]);
    assert!(
        validation.diagnostics.is_empty(),
        "{:#?}",
        validation.diagnostics
    );
    assert_eq!(validation.files, files);
    validation.catalog
}

/// The features of `tile` of `kind`, in the tile's order.
pub fn features_of(tile: &Tile, kind: FeatureKind) -> Vec<&Feature> {
    tile.features
        .iter()
        .filter(|feature| feature.kind() == kind)
        .collect()
}

/// Each edition of `expansion` as its id, year and number of tiles, in order; every bundled
/// edition has its year.
pub fn editions(expansion: &Expansion) -> Vec<(&str, u16, u16)> {
    expansion
        .editions
        .iter()
        .map(|edition| {
            let year = edition.year.expect("a bundled edition has its year");
            (edition.id.as_ref(), year, edition.tiles)
        })
        .collect()
}
