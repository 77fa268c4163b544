//! `tilecat build`: every asset other frontends need, made in memory from a checked catalog and
//! then published as one folder.
//!
//! [`write()`] draws and hands on every file as an [`Asset`] as soon as it is made, a page of the
//! atlas at a time, without touching the disk; a [`Staging`] writes each into a temporary
//! sibling of the output folder as it comes and then swaps it into place, so the output folder
//! is always one whole build and memory stays flat however many tiles there are. [`assets`]
//! collects the files in memory instead, and [`publish`] publishes such a list. [`run`] is the
//! whole sequence of a build, from checked data to the published folder, as `tilecat build` and
//! each rebuild of `tilecat build --watch` run it.
//!
//! The folder holds:
//!
//! | path | what |
//! |---|---|
//! | `catalog.json` | the catalog export, matching `schema/catalog.schema.json` |
//! | `png/<id>-r<degrees>.png` | every tile in every rotation |
//! | `svg/<id>-r<degrees>.svg` | the same pictures as SVG, drawn from the same scenes |
//! | `atlas-<n>.png`, `atlas-<n>.json` | the sprite atlas in pages, each with its JSON hash |
//! | `atlas.json` | every atlas page in Phaser's multiatlas form |
//! | `contact-sheet/<expansion>-<n>.png` | every tile once, as printed, as a labelled thumbnail, in pages |
//! | `tiled/<expansion>-<n>.tsj` | a Tiled tileset per atlas page, with a Wang set of the sides |
//! | `godot/<expansion>.tres` | a Godot 4 TileSet per expansion: an atlas source per page, custom data and a terrain set of the sides |
//! | `tts/<expansion>-<n>.png`, `tts/back.png` | Tabletop Simulator tile sheets (at most 10 × 7 cells, 4096 px) and the card back |
//! | `tts/<expansion>.json` | a Tabletop Simulator saved object: a deck of every copy, each card with its TTSCarcassonne tile data |
//! | `rust/tables.rs` | the catalog as a Rust module of static data for a crate depending on tilecat |
//! | `index.html` | a gallery that works opened from disk |
//! | `build.json` | what made the folder and every file in it |

mod budget;
mod gallery;
mod godot;
mod pictures;
mod publish;
mod reuse;
mod sequence;
mod shown;
mod tabletop;
mod tiled;

use std::fmt;

use serde_json::json;

use crate::model::{Catalog, Expansion, Rotation, Tile};
use crate::output::codegen::{ConstantClash, ModelPath, rust_module_with};
use crate::output::drawing::{CatalogFootprints, tile_footprints};
use crate::output::export::{Versions, catalog_json_with};
use crate::output::render::backs::{Back, BackChoice, back_of};
use crate::output::render::{
    self, Atlas, AtlasOptions, DecodedPictures, FromData, MarkSpot, Memo, Page, Picture, Pictures,
    RenderError, Scene, Size,
};

pub use budget::{MAX_PIXELS, TooManyPixels, check_pixels};
pub use gallery::{STATUS_ID, gallery};
pub use godot::{CUSTOM_DATA, PEERING_SIDES, tile_set as godot_tile_set};
pub use pictures::{KeptPictures, PictureFiles};
pub use publish::{Leftover, OWNER, PublishError, Published, Staging, Stray, publish};
pub use sequence::{BuildFailure, Built, Request, run};
pub use tiled::{Grid, TILED_VERSION, TILESET_FORMAT, WANG_SET, tileset, wang_colour, wang_id};

/// The file that marks a folder as a build and lists its files; [`publish`] replaces only
/// folders that hold it.
pub const BUILD_MANIFEST: &str = "build.json";
/// The catalog export.
pub const CATALOG_JSON: &str = "catalog.json";
/// The description of every atlas page in Phaser's multiatlas form.
pub const ATLAS_MANIFEST: &str = render::atlas::MULTIATLAS;
/// The folder of the contact sheets' pages.
pub const CONTACT_SHEETS: &str = "contact-sheet";
/// The Rust tables module.
pub const RUST_TABLES: &str = "rust/tables.rs";
/// The gallery page.
pub const GALLERY: &str = "index.html";

/// One file of a build: where it goes inside the output folder, its bytes, and what it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Asset {
    /// The path inside the output folder, with `/` between folders, such as `png/flier-A-r0.png`.
    pub path: String,
    /// The file's contents.
    pub bytes: Vec<u8>,
    /// What the file is, as a build's summary counts it.
    pub kind: AssetKind,
}

impl Asset {
    /// A file at `path` holding `bytes`, of no kind a build's summary counts.
    pub fn new(path: impl Into<String>, bytes: impl Into<Vec<u8>>) -> Asset {
        Asset::of(AssetKind::Other, path, bytes)
    }

    /// A file of the kind `kind` at `path` holding `bytes`.
    fn of(kind: AssetKind, path: impl Into<String>, bytes: impl Into<Vec<u8>>) -> Asset {
        Asset {
            path: path.into(),
            bytes: bytes.into(),
            kind,
        }
    }
}

/// What a file of a build is, as the build's summary counts it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum AssetKind {
    /// A tile drawn in one rotation, as a PNG.
    Png,
    /// A tile drawn in one rotation, as an SVG.
    Svg,
    /// The Tiled tileset of an atlas page.
    TiledTileset,
    /// The Godot TileSet of an expansion.
    GodotTileSet,
    /// The picture of an atlas page.
    AtlasPage,
    /// A page of an expansion's contact sheet.
    SheetPage,
    /// The Tabletop Simulator deck of an expansion (its saved object).
    TabletopDeck,
    /// Every other file: the catalog, the tables, the manifests, the gallery and the pictures
    /// the decks show.
    Other,
}

/// Why a build could not be made.
#[derive(Debug)]
pub enum BuildError {
    /// A drawing failed.
    Render(RenderError),
    /// Two ids of the catalog give the same Rust constant name.
    Tables(ConstantClash),
    /// A JSON file of the build could not be written: its path and why.
    Json(&'static str, String),
    /// A finished file could not be written.
    Output(PublishError),
}

impl fmt::Display for BuildError {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuildError::Render(error) => write!(formatter, "{error}"),
            BuildError::Tables(clash) => write!(formatter, "{clash}"),
            BuildError::Json(path, error) => write!(formatter, "cannot write {path}: {error}"),
            BuildError::Output(error) => write!(formatter, "{error}"),
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

/// The path of the Tiled tileset of atlas page `page`: its expansion and its number among that
/// expansion's pages, such as `tiled/flier-0.tsj`.
pub fn tileset_path(page: &Page) -> String {
    format!("tiled/{}-{}.tsj", page.expansion, page.of_expansion)
}

/// The path of the Godot TileSet of `expansion`, such as `godot/flier.tres`.
pub fn godot_path(expansion: &Expansion) -> String {
    format!("godot/{}.tres", expansion.id)
}

/// The path of page `index` of the contact sheet of `expansion`, such as
/// `contact-sheet/flier-0.png`.
pub fn sheet_path(expansion: &str, index: usize) -> String {
    format!(
        "{CONTACT_SHEETS}/{}",
        render::sheet::page_name(expansion, index)
    )
}

/// How a build draws: the tile size and the atlas's pages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BuildOptions {
    /// The width and height of each drawn tile.
    pub size: Size,
    /// The largest atlas page, the padding and the extrusion of its frames.
    pub atlas: AtlasOptions,
}

/// Every file of a build of `catalog`, sorted by path: [`write()`] collected.
pub fn assets(
    catalog: &Catalog,
    options: BuildOptions,
    command: &str,
    stage: &mut dyn FnMut(&str),
) -> Result<Vec<Asset>, BuildError> {
    let mut assets = Vec::new();
    write(catalog, options, command, stage, &mut |asset| {
        assets.push(asset);
        Ok(())
    })?;
    assets.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(assets)
}

/// Makes every file of a build of `catalog` and hands each to `sink` as soon as it is made,
/// in the same order on every run; the manifest comes last. `command` is the command line that
/// makes the build again, named in the generated Rust module's header and in the manifest.
/// `stage` is called with a short description of each step as it starts, to show progress. An
/// error from `sink` stops the build and is returned.
pub fn write(
    catalog: &Catalog,
    options: BuildOptions,
    command: &str,
    stage: &mut dyn FnMut(&str),
    sink: &mut dyn FnMut(Asset) -> Result<(), BuildError>,
) -> Result<(), BuildError> {
    write_remembering(
        Shown {
            catalog,
            pictures: &FromData,
            edition: None,
        },
        options,
        command,
        &mut Memo::forgetful(),
        stage,
        sink,
    )
}

/// What a build shows: the catalog as one edition shows it, with the tiles' own pictures.
#[derive(Clone, Copy)]
pub struct Shown<'a> {
    /// The catalog as `edition` shows it.
    pub catalog: &'a Catalog,
    /// The pictures of the tiles that name one of their own.
    pub pictures: &'a dyn Pictures,
    /// The edition `catalog` shows (each expansion's newest when `None`), whose copies the
    /// Tabletop Simulator decks hold.
    pub edition: Option<&'a str>,
}

/// Makes every file of a build like [`write()`], each tile that names a picture of its own shown
/// by it (from `shown.pictures`; [`write()`] draws every tile from its data, in each
/// expansion's newest edition), taking from `memo` the pictures of every tile and atlas page it
/// holds as they are now and drawing only the others; `memo` keeps what was drawn for the next
/// build and counts the tiles drawn ([`Memo::drawn`]).
pub fn write_remembering(
    shown: Shown<'_>,
    options: BuildOptions,
    command: &str,
    memo: &mut Memo,
    stage: &mut dyn FnMut(&str),
    sink: &mut dyn FnMut(Asset) -> Result<(), BuildError>,
) -> Result<(), BuildError> {
    let Shown {
        catalog,
        pictures,
        edition,
    } = shown;
    let size = options.size;
    let atlas = Atlas::plan(catalog, size, options.atlas)?;
    // Each tile's footprints, read once beside the layout for every output that shows them.
    let footprints = crate::output::drawing::catalog_footprints(catalog);
    let mut paths = Vec::new();
    let mut put = |asset: Asset| {
        paths.push(asset.path.clone());
        sink(asset)
    };
    // The text files (the catalog, the Rust tables, the atlas descriptions, the Tiled tilesets,
    // the Godot TileSets and the gallery) are made on a thread of their own while the pictures
    // are drawn, which keeps every core busy from the start to the last page; each is written as
    // soon as the drawing hands on its next file, and at most `TEXTS_WAITING` wait, so a build
    // never holds all its text files at once.
    std::thread::scope(|scope| {
        let (made, waiting) = std::sync::mpsc::sync_channel::<Asset>(TEXTS_WAITING);
        let (planned, read) = (&atlas, &footprints);
        let texts = scope.spawn(move || {
            // The drawing stops taking text files only when it has failed: then so does this.
            texts(catalog, planned, read, edition, command, &mut |asset| {
                made.send(asset).is_ok()
            })
        });
        let mut put_with_texts = |asset: Asset| {
            while let Ok(text) = waiting.try_recv() {
                put(text)?;
            }
            put(asset)
        };
        draw(
            catalog,
            pictures,
            &atlas,
            &footprints,
            memo,
            stage,
            &mut put_with_texts,
        )?;
        stage("drawing the Tabletop Simulator sheets");
        draw_tabletop(catalog, pictures, size, &mut put_with_texts)?;
        stage(
            "writing the catalog, the Rust tables, the atlas descriptions, the Tiled tilesets, the Godot TileSets, the Tabletop Simulator decks and the gallery",
        );
        for text in &waiting {
            put(text)?;
        }
        // The multiatlas, every page's frames in one text, is the largest text of a build: it
        // is made once the pictures, which hold the most memory, are drawn.
        put(Asset::new(
            ATLAS_MANIFEST,
            atlas.multiatlas_json(&footprints),
        ))?;
        crate::shared::parallel::joined(texts)
    })?;
    paths.sort();
    let manifest = manifest(&paths, size, command, &Versions::of(catalog))?;
    sink(Asset::new(BUILD_MANIFEST, manifest))
}

/// How many text files a build keeps made and not yet written.
const TEXTS_WAITING: usize = 2;

/// Every text file of a build of `catalog` laid out as `atlas`, its tiles' footprints
/// `footprints`, each handed to `emit` as it is made, until `emit` says to stop: the catalog as JSON, the Rust tables, the atlas
/// descriptions, the Tiled tilesets, the Godot TileSets, the Tabletop Simulator decks and the
/// gallery.
fn texts(
    catalog: &Catalog,
    atlas: &Atlas,
    footprints: &CatalogFootprints,
    edition: Option<&str>,
    command: &str,
    emit: &mut dyn FnMut(Asset) -> bool,
) -> Result<(), BuildError> {
    let sheets = tabletop::sheets(catalog, atlas.size);
    let sheets = &sheets;
    // Each text is made only when the one before it was taken.
    let mut makers: Vec<Box<dyn FnOnce() -> Result<Asset, BuildError> + '_>> = vec![
        Box::new(|| {
            let text = catalog_json_with(catalog, footprints)
                .map_err(|error| BuildError::Json(CATALOG_JSON, error.to_string()))?;
            Ok(Asset::new(CATALOG_JSON, text))
        }),
        Box::new(|| {
            let tables = rust_module_with(
                catalog,
                footprints,
                command,
                &ModelPath::Dependency("tilecat".to_owned()),
            )
            .map_err(BuildError::Tables)?;
            Ok(Asset::new(RUST_TABLES, tables))
        }),
    ];
    for page in &atlas.pages {
        makers.push(Box::new(move || {
            Ok(Asset::new(
                page.manifest(),
                atlas.page_json(page, footprints),
            ))
        }));
    }
    for page in &atlas.pages {
        makers.push(Box::new(move || {
            Ok(Asset::of(
                AssetKind::TiledTileset,
                tileset_path(page),
                tileset(catalog, atlas, footprints, page),
            ))
        }));
    }
    for expansion in catalog.expansions.iter() {
        makers.push(Box::new(move || {
            Ok(Asset::of(
                AssetKind::GodotTileSet,
                godot_path(expansion),
                godot::tile_set(catalog, expansion, atlas),
            ))
        }));
    }
    for expansion in catalog.expansions.iter() {
        makers.push(Box::new(move || {
            Ok(Asset::of(
                AssetKind::TabletopDeck,
                format!("tts/{}.json", expansion.id),
                tabletop::saved_object(catalog, expansion, sheets, edition, footprints),
            ))
        }));
    }
    makers.push(Box::new(|| {
        Ok(Asset::new(GALLERY, gallery(catalog, atlas, footprints)))
    }));
    for make in makers {
        if !emit(make()?) {
            break;
        }
    }
    Ok(())
}

/// Draws every tile of `catalog` in every rotation (its SVGs with the tiles' `footprints`), with
/// the pages of `atlas` and the contact sheets, handing each file to `put` as it is made; `memo`
/// as for [`write_remembering`].
fn draw(
    catalog: &Catalog,
    pictures: &dyn Pictures,
    atlas: &Atlas,
    footprints: &CatalogFootprints,
    memo: &mut Memo,
    stage: &mut dyn FnMut(&str),
    put: &mut dyn FnMut(Asset) -> Result<(), BuildError>,
) -> Result<(), BuildError> {
    stage("drawing every tile in every rotation, as PNG and SVG, a page of the atlas at a time");
    // The expansions' marks, for the SVGs drawn from the data.
    let marks = DecodedPictures::new(pictures, atlas.size);
    let mut hand_on = |picture| -> Result<(), BuildError> {
        match picture {
            Picture::Tile(drawn) => {
                let tile = catalog.tile(&drawn.tile);
                // A tile's own picture goes into its SVG as drawn: this very PNG, already
                // turned and scaled, never the file itself.
                let own = tile
                    .filter(|tile| pictures.file(tile).is_some())
                    .map(|tile| render::picture_svg(&drawn.png, atlas.size).map(|svg| (tile, svg)));
                // A drawing's SVGs go out with the tile's first picture, so that writing them
                // overlaps the drawing of the tiles after it.
                let drawings = (drawn.rotation == Rotation::R0 && own.is_none())
                    .then_some(tile)
                    .flatten();
                let rotation = drawn.rotation;
                put(Asset::of(
                    AssetKind::Png,
                    format!("png/{}", drawn.file_name),
                    drawn.png,
                ))?;
                if let Some(picture) = own {
                    let (tile, svg) = picture?;
                    put(Asset::of(AssetKind::Svg, svg_path(tile, rotation), svg))?;
                }
                if let Some(tile) = drawings {
                    let expansion = catalog.expansion(&tile.expansion);
                    let footprints = tile_footprints(footprints, &tile.id);
                    let mark = match expansion.and_then(MarkSpot::of) {
                        Some(spot) => marks.mark(&spot.expansion)?,
                        None => None,
                    };
                    for rotation in Rotation::ALL {
                        let svg = render::svg_with_mark(
                            tile,
                            expansion,
                            rotation,
                            atlas.size,
                            footprints,
                            mark.as_deref(),
                        )?;
                        put(Asset::of(AssetKind::Svg, svg_path(tile, rotation), svg))?;
                    }
                }
                Ok(())
            }
            Picture::AtlasPage { index, png } => put(Asset::of(
                AssetKind::AtlasPage,
                render::atlas::page_image(index),
                png,
            )),
            Picture::SheetPage {
                expansion,
                index,
                png,
            } => put(Asset::of(
                AssetKind::SheetPage,
                sheet_path(&expansion, index),
                png,
            )),
        }
    };
    render::stream_remembering(catalog, pictures, atlas, &Rotation::ALL, memo, &mut hand_on)
}

/// Draws the Tabletop Simulator sheets of `catalog`, tiles `size` px square, one at a time, as
/// the PNGs show them (their own pictures from `pictures`, or their drawings with their
/// expansions' marks), and the card back every card shows ([`back_of`], the rule a print's
/// backs follow), handing each to `put`.
fn draw_tabletop(
    catalog: &Catalog,
    pictures: &dyn Pictures,
    size: Size,
    put: &mut dyn FnMut(Asset) -> Result<(), BuildError>,
) -> Result<(), BuildError> {
    let side = size.pixels();
    let decoded = DecodedPictures::new(pictures, size);
    for sheet in tabletop::sheets(catalog, size) {
        let mut pixmap = render::raster::canvas(sheet.columns * side, sheet.rows * side)?;
        let drawn = crate::shared::parallel::map(&sheet.faces, 1, |&(tile, rotation)| {
            let printed =
                render::raster::printed(tile, catalog.expansion(&tile.expansion), &decoded)?;
            render::raster::turn(&printed, rotation)
        });
        for (cell, face) in drawn.into_iter().enumerate() {
            let (column, row) = (cell as u32 % sheet.columns, cell as u32 / sheet.columns);
            render::raster::blit(&mut pixmap, &face?, column * side, row * side);
        }
        put(Asset::new(sheet.path(), render::encoding::encode(&pixmap)?))?;
    }
    let expansions: Vec<&Expansion> = catalog.expansions.iter().collect();
    let picture = match back_of(&expansions, None, BackChoice::Alike) {
        Back::Plain => None,
        Back::Picture(expansion) => decoded.back(expansion)?,
    };
    let back = match picture {
        Some(picture) => render::encoding::encode(&picture)?,
        None => render::encoding::encode(&render::raster::draw(&Scene::plain_back(), size)?)?,
    };
    put(Asset::new(tabletop::BACK, back))
}

/// The manifest: the tool and command that made the build, the versions of the format and of
/// the data, the tile size and every other file.
fn manifest(
    files: &[String],
    size: Size,
    command: &str,
    versions: &Versions,
) -> Result<String, BuildError> {
    let document = json!({
        "generator": concat!(env!("CARGO_PKG_NAME"), " ", env!("CARGO_PKG_VERSION")),
        "command": command,
        "format_version": versions.format.to_string(),
        "data_version": versions.data.to_string(),
        "tile_size": size.pixels(),
        "files": files,
    });
    let mut text = serde_json::to_string_pretty(&document)
        .map_err(|error| BuildError::Json(BUILD_MANIFEST, error.to_string()))?;
    text.push('\n');
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::PathBuf;

    #[test]
    fn lists_every_file_once_in_path_order_with_the_manifest_naming_the_others() {
        let catalog = crate::input::validate::validate_paths(&[PathBuf::from("data/flier")])
            .catalog
            .in_edition(None)
            .unwrap();
        let mut stages = Vec::new();
        let size = Size::new(32).unwrap();
        let options = BuildOptions {
            size,
            atlas: AtlasOptions::default(),
        };
        let assets = assets(&catalog, options, "tilecat build", &mut |stage| {
            stages.push(stage.to_owned())
        })
        .unwrap();
        let paths: Vec<&str> = assets.iter().map(|asset| asset.path.as_str()).collect();
        let mut sorted = paths.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(paths, sorted);
        // 8 tiles × 4 rotations × (PNG + SVG), 1 Tiled tileset, 1 Godot TileSet, one atlas
        // page with its JSON hash, one sheet page, a Tabletop Simulator sheet, deck and back,
        // and the catalog, the multiatlas, the tables, the gallery and the manifest.
        assert_eq!(assets.len(), 8 * 4 * 2 + 2 + 3 + 3 + 5);
        assert!(paths.contains(&"atlas-0.png"));
        assert!(paths.contains(&"contact-sheet/flier-0.png"));
        assert!(paths.contains(&"png/flier-H-r270.png"));
        assert!(paths.contains(&"svg/flier-H-r270.svg"));
        assert!(paths.contains(&"tiled/flier-0.tsj"));
        let manifest = assets
            .iter()
            .find(|asset| asset.path == BUILD_MANIFEST)
            .unwrap();
        let manifest: serde_json::Value = serde_json::from_slice(&manifest.bytes).unwrap();
        let listed: Vec<&str> = manifest["files"]
            .as_array()
            .unwrap()
            .iter()
            .map(|path| path.as_str().unwrap())
            .collect();
        let others: Vec<&str> = paths
            .into_iter()
            .filter(|path| *path != BUILD_MANIFEST)
            .collect();
        assert_eq!(listed, others);
        assert_eq!(manifest["tile_size"], 32);
        assert_eq!(
            manifest["format_version"],
            crate::output::export::FORMAT_VERSION
        );
        assert_eq!(manifest["data_version"], "1.0.0");
        assert_eq!(stages.len(), 3, "{stages:?}");
    }
}
