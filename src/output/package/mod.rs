//! `tilecat package`: the checked catalog as packages other programs install and pin, each in
//! a folder of its own, made in memory and published together as one folder.
//!
//! Each kind of package is one [`Writer`]: given the [`Release`] (the checked catalog, its
//! versions and the package's name), the files of one package. [`WRITERS`] lists them; a new
//! kind is one line there. [`packages`] makes every package, adds to each its manifest (every
//! file's size and SHA-256, [`manifest`]) and to the whole the folder's `build.json`, so that the
//! folder is published, and replaced by the next run, as a build is ([`crate::output::bundle::publish`]).
//!
//! The folder holds:
//!
//! | path | what |
//! |---|---|
//! | `npm/` | the npm package: `package.json`, `catalog.json`, `index.js` and `index.d.ts`, `atlas/` |
//! | `crate/` | the Rust crate: `Cargo.toml`, `src/lib.rs`, the model and the tables |
//! | `sqlite/` | the SQLite database of `tilecat export sqlite`, `<name>-<version>.sqlite` |
//! | `python/` | the Python package's wheel, `tilecat_data-<version>-py3-none-any.whl` |
//! | `<package>/manifest.json`, `<package>/SHA256SUMS` | each package's manifest |
//! | `<package>/CHANGELOG.md` | what changed since an earlier catalog, when one is named |
//! | `build.json` | what made the folder, its versions and every file in it |
//!
//! Every package is the same bytes for the same data and version: nothing reads the clock, and
//! every list is sorted.

mod database;
pub mod manifest;
mod npm;
mod python;
mod rust_crate;

use std::fmt;

use serde_json::json;

use crate::model::Catalog;
use crate::output::bundle::{Asset, BUILD_MANIFEST};
use crate::output::export::Versions;
use crate::output::render::Pictures;

pub use database::Database;
pub use manifest::{Entry, MANIFEST_JSON, Manifest, SHA256SUMS};
pub use npm::Npm;
pub use python::Python;
pub use rust_crate::RustCrate;

/// What every package of one run is made from.
#[derive(Clone, Copy)]
pub struct Release<'a> {
    /// The checked catalog, every edition of every expansion.
    pub catalog: &'a Catalog,
    /// The pictures of the tiles that name one of their own.
    pub pictures: &'a dyn Pictures,
    /// The versions of the format and of the data; the data version is every package's.
    pub versions: &'a Versions,
    /// The packages' name ([`PackageName`]).
    pub name: &'a PackageName,
    /// What changed since an earlier catalog, as Markdown: each package's `CHANGELOG.md`,
    /// none without.
    pub changelog: Option<&'a str>,
    /// The command named in the packages' generated files as the one that made them, such as
    /// `tilecat package`: no path in it, so that the packages of the same data are the same
    /// bytes wherever they are made.
    pub command: &'a str,
}

impl Release<'_> {
    /// The expansions' names, such as `Carcassonne, Crop Circles and The Flier`.
    pub fn expansion_names(&self) -> String {
        let names: Vec<&str> = self
            .catalog
            .expansions
            .iter()
            .map(|expansion| &*expansion.name)
            .collect();
        match names.split_last() {
            None => String::new(),
            Some((last, [])) => (*last).to_owned(),
            Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
        }
    }
}

/// One kind of package.
pub trait Writer: Sync {
    /// The folder the package goes into inside the output folder, such as `npm`.
    fn folder(&self) -> &'static str;
    /// Every file of the package, by its path inside the package's folder, the manifest left
    /// out ([`packages`] adds it).
    fn files(&self, release: &Release<'_>) -> Result<Vec<Asset>, PackageError>;
}

/// The changelog each package holds when one is asked for.
pub const CHANGELOG: &str = "CHANGELOG.md";

/// Every kind of package `tilecat package` makes, in the order made.
pub const WRITERS: &[&dyn Writer] = &[&Npm, &RustCrate, &Database, &Python];

/// Why the packages could not be made.
#[derive(Debug)]
pub enum PackageError {
    /// A file could not be made: its path and why.
    File(String, String),
    /// Two ids of the catalog give the same Rust constant name.
    Tables(crate::output::codegen::ConstantClash),
    /// Drawing the atlas failed.
    Render(crate::output::render::RenderError),
}

impl fmt::Display for PackageError {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PackageError::File(path, error) => write!(formatter, "cannot make {path}: {error}"),
            PackageError::Tables(clash) => write!(formatter, "{clash}"),
            PackageError::Render(error) => write!(formatter, "{error}"),
        }
    }
}

impl std::error::Error for PackageError {}

/// The name of a package: 1 to 64 lowercase letters, digits and `-`, starting with a letter
/// and not ending with `-`, and no keyword of Rust, which the npm registry and the Rust package
/// registry both take.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PackageName(String);

/// Why a name cannot name a package.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadName(pub String);

impl fmt::Display for BadName {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            formatter,
            "`{}` cannot name a package: use 1 to 64 lowercase letters, digits and `-`, starting with a letter and not ending with `-`, and no keyword of Rust",
            crate::shared::escape::visible(&self.0)
        )
    }
}

impl std::error::Error for BadName {}

/// The keywords of Rust, which name no crate.
const KEYWORDS: [&str; 51] = [
    "abstract", "as", "async", "await", "become", "box", "break", "const", "continue", "crate",
    "do", "dyn", "else", "enum", "extern", "false", "final", "fn", "for", "gen", "if", "impl",
    "in", "let", "loop", "macro", "match", "mod", "move", "mut", "override", "priv", "pub", "ref",
    "return", "self", "static", "struct", "super", "trait", "true", "try", "type", "typeof",
    "unsafe", "unsized", "use", "virtual", "where", "while", "yield",
];

impl PackageName {
    /// The longest name.
    pub const MAX: usize = 64;

    /// `name`, if it can name a package.
    pub fn new(name: &str) -> Result<PackageName, BadName> {
        let fits = (1..=Self::MAX).contains(&name.len())
            && name.starts_with(|c: char| c.is_ascii_lowercase())
            && !name.ends_with('-')
            && name
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            && !KEYWORDS.contains(&name);
        if fits {
            Ok(PackageName(name.to_owned()))
        } else {
            Err(BadName(name.to_owned()))
        }
    }

    /// The name of the packages of `catalog` when none is given: `carcassonne-` and its
    /// expansions' ids in order, lowercase and with `-` for `_`, such as
    /// `carcassonne-base-crop-circles-flier`.
    pub fn of(catalog: &Catalog) -> Result<PackageName, BadName> {
        let mut name = String::from("carcassonne");
        for expansion in catalog.expansions.iter() {
            name.push('-');
            name.extend(expansion.id.chars().map(|c| match c {
                '_' => '-',
                c => c.to_ascii_lowercase(),
            }));
        }
        PackageName::new(&name)
    }

    /// The name as written.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The name as a Rust identifier, `-` written `_`: the crate's library name.
    pub fn identifier(&self) -> String {
        self.0.replace('-', "_")
    }
}

impl fmt::Display for PackageName {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str(&self.0)
    }
}

/// The expansions of `catalog` that have no data version; a package needs every one's.
pub fn unversioned(catalog: &Catalog) -> Vec<&str> {
    catalog
        .expansions
        .iter()
        .filter(|expansion| expansion.version.is_none())
        .map(|expansion| &*expansion.id)
        .collect()
}

/// Every file of every package of `release`, by its path inside the output folder, each
/// package's manifest with it and the folder's `build.json` last, which names `command_line`,
/// the whole command that made them.
pub fn packages(release: &Release<'_>, command_line: &str) -> Result<Vec<Asset>, PackageError> {
    let mut all = Vec::new();
    for writer in WRITERS {
        let mut files = writer.files(release)?;
        if let Some(changelog) = release.changelog {
            files.push(Asset::new(
                CHANGELOG.to_owned(),
                changelog.as_bytes().to_vec(),
            ));
        }
        files.sort_by(|a, b| a.path.cmp(&b.path));
        let manifest = Manifest {
            name: release.name.to_string(),
            version: release.versions.data.to_string(),
            format_version: release.versions.format.to_string(),
            files: files.iter().map(Entry::of).collect(),
        };
        let listed = manifest.files().map_err(|error| {
            PackageError::File(
                format!("{}/{MANIFEST_JSON}", writer.folder()),
                error.to_string(),
            )
        })?;
        for file in files.into_iter().chain(listed) {
            all.push(Asset::new(
                format!("{}/{}", writer.folder(), file.path),
                file.bytes,
            ));
        }
    }
    all.sort_by(|a, b| a.path.cmp(&b.path));
    let paths: Vec<&str> = all.iter().map(|file| file.path.as_str()).collect();
    let document = json!({
        "generator": concat!(env!("CARGO_PKG_NAME"), " ", env!("CARGO_PKG_VERSION")),
        "command": command_line,
        "name": release.name.as_str(),
        "format_version": release.versions.format.to_string(),
        "data_version": release.versions.data.to_string(),
        "files": paths,
    });
    let mut text = serde_json::to_string_pretty(&document)
        .map_err(|error| PackageError::File(BUILD_MANIFEST.to_owned(), error.to_string()))?;
    text.push('\n');
    all.push(Asset::new(BUILD_MANIFEST.to_owned(), text.into_bytes()));
    Ok(all)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_what_both_registries_take() {
        for good in ["a", "carcassonne-base-flier", "x1-2"] {
            assert!(PackageName::new(good).is_ok(), "{good}");
        }
        let long = "a".repeat(65);
        for bad in [
            "",
            "1a",
            "-a",
            "a-",
            "A",
            "a_b",
            "a.b",
            "é",
            "self",
            long.as_str(),
        ] {
            assert!(PackageName::new(bad).is_err(), "{bad}");
        }
        assert_eq!(
            PackageName::new("a-b").unwrap().identifier(),
            "a_b".to_owned()
        );
    }

    #[test]
    fn the_default_name_follows_the_expansions() {
        let name = PackageName::of(&crate::tables::CATALOG).unwrap();
        assert_eq!(name.as_str(), "carcassonne-base-crop-circles-flier");
    }
}
