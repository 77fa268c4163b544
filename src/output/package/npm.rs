//! The npm package: the catalog as JSON and as a typed ES module, with the sprite atlas.
//!
//! | path | what |
//! |---|---|
//! | `package.json` | the name, the data version, `exports` and `types` |
//! | `catalog.json` | the catalog export, as `tilecat build` writes it |
//! | `index.js`, `index.d.ts` | the module of `tilecat gen ts` as JavaScript and its declarations |
//! | `atlas/atlas-<n>.png`, `atlas/atlas-<n>.json`, `atlas/atlas.json` | the atlas pages, each with its JSON hash, and the multiatlas |

use serde::Serialize;

use crate::output::bundle::{Asset, CATALOG_JSON};
use crate::output::codegen::javascript_modules;
use crate::output::export::catalog_json_with;
use crate::output::package::{PackageError, Release, Writer};
use crate::output::render::{self, Atlas, AtlasOptions, Picture, Size};

/// The folder of the atlas inside the package.
const ATLAS: &str = "atlas";
/// The side of an atlas frame in pixels: `tilecat build`'s default.
const FRAME: u32 = 256;

/// The npm package.
#[derive(Debug, Clone, Copy)]
pub struct Npm;

impl Writer for Npm {
    fn folder(&self) -> &'static str {
        "npm"
    }

    fn files(&self, release: &Release<'_>) -> Result<Vec<Asset>, PackageError> {
        let catalog = release.catalog;
        let size = Size::new(FRAME).map_err(PackageError::Render)?;
        let atlas =
            Atlas::plan(catalog, size, AtlasOptions::default()).map_err(PackageError::Render)?;
        let footprints = crate::output::drawing::catalog_footprints(catalog);
        let json = catalog_json_with(catalog, &footprints)
            .map_err(|error| PackageError::File(CATALOG_JSON.to_owned(), error.to_string()))?;
        let module = javascript_modules(catalog, release.command, render::frame_name)
            .map_err(|error| PackageError::File("index.js".to_owned(), error.to_string()))?;
        let mut files = vec![
            file("package.json", package_json(release)?),
            file(CATALOG_JSON, json),
            file("index.js", module.javascript),
            file("index.d.ts", module.declarations),
            file(
                format!("{ATLAS}/{}", render::atlas::MULTIATLAS),
                atlas.multiatlas_json(&footprints),
            ),
        ];
        for page in &atlas.pages {
            files.push(file(
                format!("{ATLAS}/{}", page.manifest()),
                atlas.page_json(page, &footprints),
            ));
        }
        // The single tiles are not drawn: no rotation is asked for.
        render::stream(catalog, release.pictures, &atlas, &[], &mut |picture| {
            if let Picture::AtlasPage { index, png } = picture {
                files.push(file(
                    format!("{ATLAS}/{}", render::atlas::page_image(index)),
                    png,
                ));
            }
            Ok(())
        })
        .map_err(PackageError::Render)?;
        Ok(files)
    }
}

/// The file at `path` holding `bytes`.
fn file(path: impl Into<String>, bytes: impl Into<Vec<u8>>) -> Asset {
    Asset::new(path.into(), bytes.into())
}

/// The package's `package.json`: an ES module whose types come with it, the catalog and the
/// atlas files exported under their own paths. Its keys are in the order written here, `types`
/// before `default` among the conditions, as Node and TypeScript read them first to last.
fn package_json(release: &Release<'_>) -> Result<String, PackageError> {
    let document = PackageJson {
        name: release.name.as_str(),
        version: release.versions.data.to_string(),
        description: format!(
            "The Carcassonne tiles of {}: the catalog as JSON and as typed data, with a sprite atlas (made by tilecat)",
            release.expansion_names()
        ),
        kind: "module",
        main: "./index.js",
        types: "./index.d.ts",
        exports: Exports {
            root: Conditions {
                types: "./index.d.ts",
                default: "./index.js",
            },
            catalog: "./catalog.json",
            atlas: "./atlas/*",
            manifest: "./manifest.json",
            package: "./package.json",
        },
        side_effects: false,
        tilecat: Versions {
            format_version: release.versions.format.to_string(),
            data_version: release.versions.data.to_string(),
        },
    };
    let mut text = crate::shared::json::pretty(&document)
        .map_err(|error| PackageError::File("package.json".to_owned(), error.to_string()))?;
    text.push('\n');
    Ok(text)
}

/// `package.json`, its keys in order.
#[derive(Serialize)]
struct PackageJson<'a> {
    name: &'a str,
    version: String,
    description: String,
    #[serde(rename = "type")]
    kind: &'static str,
    main: &'static str,
    types: &'static str,
    exports: Exports,
    #[serde(rename = "sideEffects")]
    side_effects: bool,
    tilecat: Versions,
}

/// What the package exports, by path.
#[derive(Serialize)]
struct Exports {
    #[serde(rename = ".")]
    root: Conditions,
    #[serde(rename = "./catalog.json")]
    catalog: &'static str,
    #[serde(rename = "./atlas/*")]
    atlas: &'static str,
    #[serde(rename = "./manifest.json")]
    manifest: &'static str,
    #[serde(rename = "./package.json")]
    package: &'static str,
}

/// The module's entry, its declarations first.
#[derive(Serialize)]
struct Conditions {
    types: &'static str,
    default: &'static str,
}

/// The versions the package carries besides its own.
#[derive(Serialize)]
struct Versions {
    format_version: String,
    data_version: String,
}
