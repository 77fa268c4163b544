//! The Rust crate: the catalog as static tables, with the model types they are made of, and no
//! dependencies.
//!
//! | path | what |
//! |---|---|
//! | `Cargo.toml` | the name, the data version, no dependencies |
//! | `src/lib.rs` | the crate's root: its versions, `model` and `tables` |
//! | `src/model/*.rs` | the model types, tilecat's own (`tilecat_core::model`) |
//! | `src/tables.rs` | the catalog of `tilecat gen rust`, every edition's counts in it |
//!
//! The crate holds the model itself rather than depending on `tilecat-core`, so that it builds
//! from the registry alone; the tables find it as `::<crate>::model`, the crate naming itself
//! (`extern crate self`).

use crate::output::bundle::Asset;
use crate::output::codegen::{ModelPath, rust_module_in};
use crate::output::package::{PackageError, Release, Writer};
use crate::shared::escape::rust_doc;

/// The model's files, as the core crate holds them, by their path inside `src/model/`. The
/// examples the JSON Schemas show are left out: they are compiled only with the core's `serde`
/// feature, which the crate has not.
const MODEL: [(&str, &str); 15] = [
    ("mod.rs", include_str!("../../../core/src/model/mod.rs")),
    (
        "catalog.rs",
        include_str!("../../../core/src/model/catalog.rs"),
    ),
    ("count.rs", include_str!("../../../core/src/model/count.rs")),
    (
        "counts.rs",
        include_str!("../../../core/src/model/counts.rs"),
    ),
    (
        "direction.rs",
        include_str!("../../../core/src/model/direction.rs"),
    ),
    ("edges.rs", include_str!("../../../core/src/model/edges.rs")),
    ("ends.rs", include_str!("../../../core/src/model/ends.rs")),
    (
        "expansion.rs",
        include_str!("../../../core/src/model/expansion.rs"),
    ),
    (
        "feature.rs",
        include_str!("../../../core/src/model/feature.rs"),
    ),
    (
        "footprint.rs",
        include_str!("../../../core/src/model/footprint.rs"),
    ),
    (
        "marker.rs",
        include_str!("../../../core/src/model/marker.rs"),
    ),
    (
        "rotation.rs",
        include_str!("../../../core/src/model/rotation.rs"),
    ),
    ("shape.rs", include_str!("../../../core/src/model/shape.rs")),
    ("side.rs", include_str!("../../../core/src/model/side.rs")),
    ("tile.rs", include_str!("../../../core/src/model/tile.rs")),
];

/// The Rust crate.
#[derive(Debug, Clone, Copy)]
pub struct RustCrate;

impl Writer for RustCrate {
    fn folder(&self) -> &'static str {
        "crate"
    }

    fn files(&self, release: &Release<'_>) -> Result<Vec<Asset>, PackageError> {
        let identifier = release.name.identifier();
        let tables = rust_module_in(
            release.catalog,
            release.command,
            &ModelPath::Dependency(identifier.clone()),
        )
        .map_err(PackageError::Tables)?;
        let mut files = vec![
            file("Cargo.toml", cargo_toml(release)),
            file("src/lib.rs", lib_rs(release, &identifier)),
            file("src/tables.rs", tables),
        ];
        files.extend(
            MODEL
                .iter()
                .map(|(path, text)| file(format!("src/model/{path}"), *text)),
        );
        Ok(files)
    }
}

/// The file at `path` holding `text`.
fn file(path: impl Into<String>, text: impl Into<String>) -> Asset {
    Asset::new(path.into(), text.into().into_bytes())
}

/// The crate's manifest: no dependencies, and the one feature name the model's attributes
/// test for declared as a known `cfg` value.
fn cargo_toml(release: &Release<'_>) -> String {
    let quoted = |text: &str| toml::Value::String(text.to_owned()).to_string();
    format!(
        "# Made by tilecat: `{command}`.\n\
         [package]\n\
         name = {name}\n\
         version = {version}\n\
         edition = \"2024\"\n\
         rust-version = \"1.92\"\n\
         description = {description}\n\
         keywords = [\"carcassonne\", \"tiles\", \"board-game\", \"catalog\"]\n\
         categories = [\"games\"]\n\
         \n\
         [package.metadata.tilecat]\n\
         format_version = {format}\n\
         data_version = {version}\n\
         \n\
         [dependencies]\n\
         \n\
         [lints.rust]\n\
         # The model's serde derives stand behind tilecat's own `serde` feature, which this crate has not.\n\
         unexpected_cfgs = {{ level = \"warn\", check-cfg = ['cfg(feature, values(\"serde\"))'] }}\n",
        command = crate::shared::escape::visible(release.command),
        name = quoted(release.name.as_str()),
        version = quoted(&release.versions.data.to_string()),
        format = quoted(&release.versions.format.to_string()),
        description = quoted(&format!(
            "The Carcassonne tiles of {} as static Rust tables, with no dependencies",
            release.expansion_names()
        )),
    )
}

/// The crate's root: its documentation, its versions as constants, the model and the tables.
fn lib_rs(release: &Release<'_>, identifier: &str) -> String {
    format!(
        "//! The Carcassonne tiles of {names} as static data: every expansion and every tile in\n\
         //! the plain types of [`model`], sorted by id, with a constant for each ([`tables`]).\n\
         //! Nothing is parsed at start-up. Made by tilecat from the data files.\n\
         // The model's documentation links to tilecat's rules and board, which this crate leaves out.\n\
         #![allow(rustdoc::broken_intra_doc_links)]\n\
         \n\
         // The tables find the model as `::{identifier}::model`.\n\
         extern crate self as {identifier};\n\
         \n\
         pub mod model;\n\
         /// The whole catalog as static data: [`tables::CATALOG`], [`tables::TILES`],\n\
         /// [`tables::EXPANSIONS`] and a constant for each expansion and each tile.\n\
         #[rustfmt::skip]\n\
         pub mod tables;\n\
         \n\
         /// The version of the data, Semantic Versioning: the crate's own version.\n\
         pub const DATA_VERSION: &str = \"{data}\";\n\
         /// The version of the format the data is in, Semantic Versioning.\n\
         pub const FORMAT_VERSION: &str = \"{format}\";\n",
        names = rust_doc(&release.expansion_names()),
        data = release.versions.data,
        format = release.versions.format,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_file_of_the_model_but_its_examples_is_listed() {
        let mut on_disk: Vec<String> = std::fs::read_dir("core/src/model")
            .unwrap()
            .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|name| name != "examples.rs")
            .collect();
        on_disk.sort();
        let mut listed: Vec<String> = MODEL.iter().map(|(path, _)| (*path).to_owned()).collect();
        listed.sort();
        assert_eq!(listed, on_disk);
    }
}
