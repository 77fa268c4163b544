//! `tilecat build`: every asset other frontends need, made in memory from a checked catalog and
//! then published as one folder.
//!
//! [`assets`] draws and writes everything into a list of [`Asset`]s without touching the disk;
//! [`publish`] writes them into a temporary sibling of the output folder and swaps it into
//! place, so the output folder is always one whole build.
//!
//! The folder holds:
//!
//! | path | what |
//! |---|---|
//! | `catalog.json` | the catalog export, matching `schema/catalog.schema.json` |
//! | `png/<id>-r<degrees>.png` | every tile in every rotation |
//! | `svg/<id>-r<degrees>.svg` | the same pictures as SVG, drawn from the same scenes |
//! | `atlas.png`, `atlas.json` | the sprite atlas and its manifest in JSON hash form |
//! | `contact-sheet.png` | every tile in every rotation, labelled |
//! | `tiled/<expansion>.tsj` | a Tiled tileset per expansion over `atlas.png` |
//! | `rust/tables.rs` | the catalog as a Rust module of static data |
//! | `index.html` | a gallery that works opened from disk |
//! | `build.json` | what made the folder and every file in it |

mod gallery;
mod publish;
mod tiled;

use std::fmt;

use serde_json::json;

use crate::codegen::{ConstantClash, rust_module};
use crate::export::catalog_json;
use crate::model::{Catalog, Expansion, Rotation, Tile};
use crate::render::{self, Memo, RenderError, Size};

pub use gallery::{STATUS_ID, escape, gallery};
pub use publish::{PublishError, publish};
pub use tiled::{TILED_VERSION, TILESET_FORMAT, tileset};

/// The file that marks a folder as a build and lists its files; [`publish`] replaces only
/// folders that hold it.
pub const MANIFEST: &str = "build.json";
/// The catalog export.
pub const CATALOG: &str = "catalog.json";
/// The sprite atlas image.
pub const ATLAS_IMAGE: &str = "atlas.png";
/// The sprite atlas manifest.
pub const ATLAS_MANIFEST: &str = "atlas.json";
/// The contact sheet.
pub const CONTACT_SHEET: &str = "contact-sheet.png";
/// The Rust tables module.
pub const RUST_TABLES: &str = "rust/tables.rs";
/// The gallery page.
pub const GALLERY: &str = "index.html";

/// One file of a build: where it goes inside the output folder and its bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Asset {
    /// The path inside the output folder, with `/` between folders, such as `png/flier-A-r0.png`.
    pub path: String,
    /// The file's contents.
    pub bytes: Vec<u8>,
}

impl Asset {
    fn new(path: impl Into<String>, bytes: impl Into<Vec<u8>>) -> Asset {
        Asset {
            path: path.into(),
            bytes: bytes.into(),
        }
    }
}

/// Why a build could not be made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BuildError {
    /// A drawing failed.
    Render(RenderError),
    /// Two ids of the catalog give the same Rust constant name.
    Tables(ConstantClash),
    /// The sprite atlas cannot be cut into a Tiled grid.
    Atlas(String),
    /// A JSON file of the build could not be written: its path and why.
    Json(&'static str, String),
}

impl fmt::Display for BuildError {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuildError::Render(error) => write!(formatter, "{error}"),
            BuildError::Tables(clash) => write!(formatter, "{clash}"),
            BuildError::Atlas(message) => write!(formatter, "cannot make the tileset: {message}"),
            BuildError::Json(path, error) => write!(formatter, "cannot write {path}: {error}"),
        }
    }
}

impl std::error::Error for BuildError {}

impl From<RenderError> for BuildError {
    fn from(error: RenderError) -> BuildError {
        BuildError::Render(error)
    }
}

/// The path of the PNG of `tile` turned by `rotation`, such as `png/flier-A-r90.png`.
pub fn png_path(tile: &Tile, rotation: Rotation) -> String {
    format!("png/{}", render::file_name(tile, rotation))
}

/// The path of the SVG of `tile` turned by `rotation`, such as `svg/flier-A-r90.svg`.
pub fn svg_path(tile: &Tile, rotation: Rotation) -> String {
    format!("svg/{}.svg", render::frame_name(tile, rotation))
}

/// The path of the Tiled tileset of `expansion`, such as `tiled/flier.tsj`.
pub fn tileset_path(expansion: &Expansion) -> String {
    format!("tiled/{}.tsj", expansion.id)
}

/// Every file of a build of `catalog` with tiles `size` pixels square, sorted by path.
/// `command` is the command line that makes the build again, named in the generated Rust
/// module's header and in the manifest. `stage` is called with a short description of each
/// step as it starts, to show progress.
pub fn assets(
    catalog: &Catalog,
    size: Size,
    command: &str,
    stage: &mut dyn FnMut(&str),
) -> Result<Vec<Asset>, BuildError> {
    assets_with(catalog, size, command, stage, &mut Memo::new())
}

/// [`assets`], drawing only the tiles that `memo` does not hold as they are now (the pictures
/// of the others are taken from it), and keeping the new pictures in `memo` for the next build.
pub fn assets_with(
    catalog: &Catalog,
    size: Size,
    command: &str,
    stage: &mut dyn FnMut(&str),
    memo: &mut Memo,
) -> Result<Vec<Asset>, BuildError> {
    let mut assets = Vec::new();
    stage("writing the catalog and the Rust tables");
    let catalog_text =
        catalog_json(catalog).map_err(|error| BuildError::Json(CATALOG, error.to_string()))?;
    assets.push(Asset::new(CATALOG, catalog_text));
    assets.push(Asset::new(
        RUST_TABLES,
        rust_module(catalog, command).map_err(BuildError::Tables)?,
    ));
    stage("drawing every tile in every rotation");
    let previews = render::previews_with(catalog, size, &Rotation::ALL, memo)?;
    for tile in previews.tiles {
        assets.push(Asset::new(format!("png/{}", tile.file_name), tile.png));
    }
    assets.push(Asset::new(CONTACT_SHEET, previews.contact_sheet));
    stage("writing every tile as SVG");
    for tile in catalog.tiles.iter() {
        let expansion = catalog.expansion(&tile.expansion);
        for rotation in Rotation::ALL {
            let svg = memo.svg(tile, rotation, || {
                render::svg(tile, expansion, rotation, size)
            });
            assets.push(Asset::new(svg_path(tile, rotation), svg));
        }
    }
    stage("writing the atlas and the Tiled tilesets");
    let atlas = previews.atlas;
    for expansion in catalog.expansions.iter() {
        assets.push(Asset::new(
            tileset_path(expansion),
            tileset(catalog, expansion, &atlas)?,
        ));
    }
    assets.push(Asset::new(ATLAS_MANIFEST, atlas.manifest_json));
    assets.push(Asset::new(ATLAS_IMAGE, atlas.png));
    stage("writing the gallery");
    assets.push(Asset::new(GALLERY, gallery(catalog, size)));
    assets.sort_by(|a, b| a.path.cmp(&b.path));
    let manifest = manifest(&assets, size, command)?;
    assets.push(Asset::new(MANIFEST, manifest));
    assets.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(assets)
}

/// The manifest: the tool and command that made the build, the tile size and every other file.
fn manifest(assets: &[Asset], size: Size, command: &str) -> Result<String, BuildError> {
    let files: Vec<&str> = assets.iter().map(|asset| asset.path.as_str()).collect();
    let document = json!({
        "generator": concat!(env!("CARGO_PKG_NAME"), " ", env!("CARGO_PKG_VERSION")),
        "command": command,
        "tile_size": size.pixels(),
        "files": files,
    });
    let mut text = serde_json::to_string_pretty(&document)
        .map_err(|error| BuildError::Json(MANIFEST, error.to_string()))?;
    text.push('\n');
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    #[test]
    fn lists_every_file_once_in_path_order_with_the_manifest_naming_the_others() {
        let catalog = crate::validate::validate_paths(&[PathBuf::from("data/flier")])
            .catalog
            .in_edition(None)
            .unwrap();
        let mut stages = Vec::new();
        let size = Size::new(32).unwrap();
        let assets = assets(&catalog, size, "tilecat build", &mut |stage| {
            stages.push(stage.to_owned())
        })
        .unwrap();
        let paths: Vec<&str> = assets.iter().map(|asset| asset.path.as_str()).collect();
        let mut sorted = paths.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(paths, sorted);
        // 8 tiles × 4 rotations × (PNG + SVG), 1 tileset, and 7 files of the whole catalog.
        assert_eq!(assets.len(), 8 * 4 * 2 + 1 + 7);
        assert!(paths.contains(&"png/flier-H-r270.png"));
        assert!(paths.contains(&"svg/flier-H-r270.svg"));
        assert!(paths.contains(&"tiled/flier.tsj"));
        let manifest = assets.iter().find(|asset| asset.path == MANIFEST).unwrap();
        let manifest: serde_json::Value = serde_json::from_slice(&manifest.bytes).unwrap();
        let listed: Vec<&str> = manifest["files"]
            .as_array()
            .unwrap()
            .iter()
            .map(|path| path.as_str().unwrap())
            .collect();
        let others: Vec<&str> = paths.into_iter().filter(|path| *path != MANIFEST).collect();
        assert_eq!(listed, others);
        assert_eq!(manifest["tile_size"], 32);
        assert_eq!(stages.len(), 5);
    }
}
