//! The sprite atlas, in pages: every tile in its four rotations packed into PNG pages no larger
//! than a GPU can load, described in the forms game engines read.
//!
//! - Each page is a PNG, `atlas-<n>.png` (`n` from 0), at most [`AtlasOptions::max_side`]
//!   pixels on a side (4096 by default, the texture size WebGL offers on nearly all hardware).
//! - Every frame is `size` pixels square and lies whole on one page. Around each frame its
//!   outermost pixels are repeated [`AtlasOptions::extrusion`] times (so that bilinear filtering
//!   at the frame's border samples the frame, never its neighbour), and [`AtlasOptions::padding`]
//!   transparent pixels separate the extruded frames from each other and from the page's edges.
//! - A page holds the tiles of one expansion. Frames run in tile order, then rotation order,
//!   row by row; when a row is wide enough, the number of columns is a multiple of four, so a
//!   tile's four rotations lie side by side.
//! - `atlas-<n>.json` describes one page in the "JSON hash" form (TexturePacker's, read by
//!   PixiJS, Phaser and most engines); its `meta.related_multi_packs` names every other page's
//!   file, which is how PixiJS loads a multi-page atlas from any one of them.
//! - `atlas.json` describes every page in the "multiatlas" form Phaser 3 loads with
//!   `this.load.multiatlas(key, "atlas.json")`: a `textures` array, one entry per page.
//!
//! - Each frame's entry in both also lists the tile's `features` as the frame shows them,
//!   turned with it: each feature's `id`, its `shape` (rings of `[x, y]` points under the
//!   even-odd rule) and its `spot` (where a meeple stands), in tile units (0 to 1 across the
//!   frame, x to the right and y down), so a frontend can tell which feature a click hits.
//!
//! [`Atlas::plan`] lays the frames out from the catalog alone; the pixels of each page are
//! drawn and encoded by [`stream`](crate::output::render::stream), a page at a time, and the
//! descriptions are written with the tiles' footprints read beside the layout
//! ([`crate::output::drawing::catalog_footprints`]).

use std::collections::BTreeMap;
use std::ops::Range;

use serde::Serialize;
use serde::ser::{SerializeMap, SerializeStruct, Serializer};
use serde_json::{Value, json};

use crate::model::{Catalog, Footprint, Rotation, Tile};
use crate::output::drawing::{CatalogFootprints, tile_footprints};
use crate::output::render::{RenderError, Size, frame_name};

/// The file describing every page in Phaser's multiatlas form.
pub const MULTIATLAS: &str = "atlas.json";

/// How the atlas is cut into pages and how far apart its frames lie.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AtlasOptions {
    /// The largest width and height of a page, in pixels.
    pub max_side: u32,
    /// Transparent pixels between extruded frames and along the page's edges.
    pub padding: u32,
    /// How many times each frame's outermost pixels are repeated around it; at least 1.
    pub extrusion: u32,
}

impl AtlasOptions {
    /// The default largest page side: 4096 px, which WebGL offers on nearly all hardware.
    pub const MAX_SIDE: u32 = 4096;
    /// The default padding, in pixels.
    pub const PADDING: u32 = 2;
    /// The default extrusion, in pixels.
    pub const EXTRUSION: u32 = 1;
    /// The largest page side accepted: 16384 px, the largest texture of common GPUs.
    pub const MAX_SIDE_LIMIT: u32 = 16384;
    /// The largest padding or extrusion accepted, in pixels.
    pub const GAP_LIMIT: u32 = 64;
}

impl Default for AtlasOptions {
    fn default() -> AtlasOptions {
        AtlasOptions {
            max_side: AtlasOptions::MAX_SIDE,
            padding: AtlasOptions::PADDING,
            extrusion: AtlasOptions::EXTRUSION,
        }
    }
}

/// One tile in one rotation inside the atlas.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Frame {
    /// The frame's name: the tile id and the rotation in degrees, such as `flier-A-r90`.
    pub name: String,
    /// The id of the tile drawn.
    pub tile: String,
    /// How far the tile is turned.
    pub rotation: Rotation,
    /// The page the frame lies on, from 0.
    pub page: usize,
    /// The left edge, in pixels from the page's left.
    pub x: u32,
    /// The top edge, in pixels from the page's top.
    pub y: u32,
    /// The width in pixels.
    pub w: u32,
    /// The height in pixels.
    pub h: u32,
}

/// One page of the atlas.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Page {
    /// The page's number, from 0.
    pub index: usize,
    /// The id of the expansion whose tiles the page holds.
    pub expansion: String,
    /// The number of this page among its expansion's pages, from 0.
    pub of_expansion: usize,
    /// The number of this page's contact-sheet page among its expansion's, from 0; none when the
    /// page holds no tile as printed (only other rotations of tiles begun on earlier pages), as
    /// a sheet shows each tile once, as printed.
    pub sheet: Option<usize>,
    /// The page's width in pixels.
    pub width: u32,
    /// The page's height in pixels.
    pub height: u32,
    /// How many frames a row holds.
    pub columns: u32,
    /// The page's frames, as indexes into [`Atlas::frames`].
    pub frames: Range<usize>,
}

impl Page {
    /// The page's image file name, such as `atlas-0.png`.
    pub fn image(&self) -> String {
        page_image(self.index)
    }

    /// The page's JSON hash file name, such as `atlas-0.json`.
    pub fn manifest(&self) -> String {
        page_manifest(self.index)
    }
}

/// The image file name of page `index`, such as `atlas-0.png`.
pub fn page_image(index: usize) -> String {
    format!("atlas-{index}.png")
}

/// The JSON hash file name of page `index`, such as `atlas-0.json`.
pub fn page_manifest(index: usize) -> String {
    format!("atlas-{index}.json")
}

/// The layout of the whole atlas: every page and every frame, without pixels.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Atlas {
    /// The side of a frame in pixels.
    pub size: Size,
    /// The spacing the frames were laid out with.
    pub options: AtlasOptions,
    /// The grid of a full page.
    pub cell: PageGrid,
    /// The pages, in order.
    pub pages: Vec<Page>,
    /// Every frame, page by page; within a page in tile order and then rotation order.
    pub frames: Vec<Frame>,
}

impl Atlas {
    /// Lays out every tile of `catalog` in its four rotations, frames `size` pixels square, on
    /// pages as `options` asks; an error when a frame with its extrusion and padding does not
    /// fit on a page, or an option is out of range.
    pub fn plan(
        catalog: &Catalog,
        size: Size,
        options: AtlasOptions,
    ) -> Result<Atlas, RenderError> {
        let cell = PageGrid::of(size, options)?;
        let mut atlas = Atlas {
            size,
            options,
            cell,
            pages: Vec::new(),
            frames: Vec::new(),
        };
        for expansion in expansion_order(catalog) {
            let frames: Vec<(&Tile, Rotation)> = catalog
                .tiles_of(expansion)
                .flat_map(|tile| Rotation::ALL.map(|rotation| (tile, rotation)))
                .collect();
            let mut sheets = 0;
            for (of_expansion, chunk) in frames.chunks(cell.per_page()).enumerate() {
                let sheet = chunk
                    .iter()
                    .any(|(_, rotation)| *rotation == Rotation::R0)
                    .then(|| {
                        sheets += 1;
                        sheets - 1
                    });
                atlas.add_page(&cell, expansion, (of_expansion, sheet), chunk);
            }
        }
        Ok(atlas)
    }

    fn add_page(
        &mut self,
        cell: &PageGrid,
        expansion: &str,
        (of_expansion, sheet): (usize, Option<usize>),
        frames: &[(&Tile, Rotation)],
    ) {
        let index = self.pages.len();
        let first = self.frames.len();
        let count = frames.len() as u32;
        let columns = count.min(cell.columns);
        let rows = count.div_ceil(cell.columns);
        for (position, (tile, rotation)) in frames.iter().enumerate() {
            let (column, row) = (
                position as u32 % cell.columns,
                position as u32 / cell.columns,
            );
            self.frames.push(Frame {
                name: frame_name(tile, *rotation),
                tile: tile.id.to_string(),
                rotation: *rotation,
                page: index,
                x: cell.origin(column),
                y: cell.origin(row),
                w: cell.frame,
                h: cell.frame,
            });
        }
        self.pages.push(Page {
            index,
            expansion: expansion.to_owned(),
            of_expansion,
            sheet,
            width: cell.span(columns),
            height: cell.span(rows),
            columns: cell.columns,
            frames: first..self.frames.len(),
        });
    }

    /// How many contact-sheet pages `expansion` has: one for each of its atlas pages that holds
    /// a tile as printed.
    pub fn sheet_pages(&self, expansion: &str) -> usize {
        self.pages
            .iter()
            .filter(|page| page.expansion == expansion && page.sheet.is_some())
            .count()
    }

    /// The frames of `page`.
    pub fn frames_of(&self, page: &Page) -> &[Frame] {
        &self.frames[page.frames.clone()]
    }

    /// The JSON hash description of `page`, naming the other pages in `related_multi_packs`,
    /// each frame's features where `footprints` holds its tile's.
    pub fn page_json(&self, page: &Page, footprints: &CatalogFootprints) -> String {
        let frames: BTreeMap<&str, FrameEntry> = self
            .frames_of(page)
            .iter()
            .map(|frame| (frame.name.as_str(), frame_entry(frame, false, footprints)))
            .collect();
        let related: Vec<String> = self
            .pages
            .iter()
            .filter(|other| other.index != page.index)
            .map(Page::manifest)
            .collect();
        let mut meta = meta();
        meta["image"] = json!(page.image());
        meta["size"] = json!({ "w": page.width, "h": page.height });
        meta["related_multi_packs"] = json!(related);
        pretty(&PageDocument { frames, meta })
    }

    /// The multiatlas description of every page, as Phaser 3 loads it, each frame's features
    /// where `footprints` holds its tile's.
    pub fn multiatlas_json(&self, footprints: &CatalogFootprints) -> String {
        let textures = self.pages.iter().map(|page| Texture {
            format: "RGBA8888",
            frames: self
                .frames_of(page)
                .iter()
                .map(|frame| frame_entry(frame, true, footprints))
                .collect(),
            image: page.image(),
            scale: 1,
            size: Extent {
                h: page.height,
                w: page.width,
            },
        });
        pretty_with_array(json!({ "meta": meta() }), "textures", textures)
    }
}

/// The expansions in catalog order, then any expansion only a tile names.
fn expansion_order(catalog: &Catalog) -> Vec<&str> {
    let mut order: Vec<&str> = catalog.expansions.iter().map(|e| e.id.as_ref()).collect();
    for tile in catalog.tiles.iter() {
        if !order.contains(&tile.expansion.as_ref()) {
            order.push(&tile.expansion);
        }
    }
    order
}

/// One frame's entry: where it lies on its page and its features (its tile's in `footprints`,
/// turned with it), with its name as `filename` where the form names it so.
fn frame_entry<'a>(
    frame: &'a Frame,
    named: bool,
    footprints: &'a CatalogFootprints,
) -> FrameEntry<'a> {
    let features = tile_footprints(footprints, &frame.tile)
        .iter()
        .map(|footprint| FeatureEntry {
            footprint,
            rotation: frame.rotation,
        })
        .collect();
    let (w, h) = (frame.w, frame.h);
    FrameEntry {
        features,
        filename: named.then_some(frame.name.as_str()),
        frame: Place {
            h,
            w,
            x: frame.x,
            y: frame.y,
        },
        rotated: false,
        source_size: Extent { h, w },
        sprite_source_size: Place { h, w, x: 0, y: 0 },
        trimmed: false,
    }
}

// The descriptions' entries are written with their fields in name order.

/// A page's JSON hash description.
#[derive(Serialize)]
struct PageDocument<'a> {
    frames: BTreeMap<&'a str, FrameEntry<'a>>,
    meta: Value,
}

/// One page in the multiatlas description.
#[derive(Serialize)]
struct Texture<'a> {
    format: &'static str,
    frames: Vec<FrameEntry<'a>>,
    image: String,
    scale: u8,
    size: Extent,
}

/// One frame's entry, in the fields both forms share.
#[derive(Serialize)]
struct FrameEntry<'a> {
    features: Vec<FeatureEntry<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    filename: Option<&'a str>,
    frame: Place,
    rotated: bool,
    #[serde(rename = "sourceSize")]
    source_size: Extent,
    #[serde(rename = "spriteSourceSize")]
    sprite_source_size: Place,
    trimmed: bool,
}

/// Where one of a frame's features lies in it, in tile units: the feature's `id`, its `shape`
/// (its footprint's rings of `[x, y]` points) and its `spot`, its footprint turned with the
/// frame.
#[derive(Clone, Copy)]
struct FeatureEntry<'a> {
    footprint: &'a Footprint,
    rotation: Rotation,
}

impl Serialize for FeatureEntry<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let FeatureEntry {
            footprint,
            rotation,
        } = *self;
        let mut entry = serializer.serialize_struct("FeatureEntry", 3)?;
        entry.serialize_field("id", &footprint.feature)?;
        entry.serialize_field(
            "shape",
            &Rings {
                footprint,
                rotation,
            },
        )?;
        entry.serialize_field("spot", &footprint.turned_spot(rotation))?;
        entry.end()
    }
}

/// The rings of a footprint turned by a rotation, each a sequence of points in tile units,
/// written as they are read off it.
#[derive(Clone, Copy)]
struct Rings<'a> {
    footprint: &'a Footprint,
    rotation: Rotation,
}

impl Serialize for Rings<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let Rings {
            footprint,
            rotation,
        } = *self;
        serializer.collect_seq((0..footprint.rings.len()).map(|index| Ring {
            footprint,
            rotation,
            index,
        }))
    }
}

/// The ring at an index of a footprint's rings, turned by a rotation.
struct Ring<'a> {
    footprint: &'a Footprint,
    rotation: Rotation,
    index: usize,
}

impl Serialize for Ring<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.footprint.turned_ring(self.index, self.rotation))
    }
}

/// A rectangle in pixels.
#[derive(Serialize)]
struct Place {
    h: u32,
    w: u32,
    x: u32,
    y: u32,
}

/// A size in pixels.
#[derive(Serialize)]
struct Extent {
    h: u32,
    w: u32,
}

fn meta() -> Value {
    json!({
        "app": env!("CARGO_PKG_NAME"),
        "version": env!("CARGO_PKG_VERSION"),
        "format": "RGBA8888",
        "scale": "1",
    })
}

/// `document` as indented JSON and a newline; writing it as text cannot fail.
fn pretty(document: &impl Serialize) -> String {
    let mut text = crate::shared::json::folded(document).expect("JSON values serialize");
    text.push('\n');
    text
}

/// The object `document` with the array `elements` as its field `key`, as indented JSON and a
/// newline, the same text as writing the whole document at once would give. Each element is
/// written as soon as it is made, so a long array is never held whole as values.
pub fn pretty_with_array<E: Serialize>(
    mut document: Value,
    key: &str,
    elements: impl Iterator<Item = E>,
) -> String {
    // The field takes its place among the others, as it would holding the array.
    document[key] = Value::Null;
    let Value::Object(fields) = &document else {
        unreachable!("a value given a field is an object")
    };
    let object = WithArray {
        fields,
        key,
        elements: Elements(std::cell::Cell::new(Some(elements))),
    };
    let mut text = crate::shared::json::folded(&object).expect("JSON values serialize");
    text.push('\n');
    text
}

/// An object's fields, with the field `key` written from `elements` instead of its value.
struct WithArray<'a, I> {
    fields: &'a serde_json::Map<String, Value>,
    key: &'a str,
    elements: Elements<I>,
}

impl<I: Iterator<Item: Serialize>> Serialize for WithArray<'_, I> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut object = serializer.serialize_map(Some(self.fields.len()))?;
        for (name, value) in self.fields {
            if name == self.key {
                object.serialize_entry(name, &self.elements)?;
            } else {
                object.serialize_entry(name, value)?;
            }
        }
        object.end()
    }
}

/// An array written from its elements as they are made; it can be written once.
struct Elements<I>(std::cell::Cell<Option<I>>);

impl<I: Iterator<Item: Serialize>> Serialize for Elements<I> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let elements = self.0.take().expect("the array is written once");
        serializer.collect_seq(elements)
    }
}

/// The grid of a page: frames `frame` pixels square, extruded and padded, in as many columns
/// and rows as fit within the page's largest side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PageGrid {
    /// The side of a frame.
    pub frame: u32,
    /// The padding, as in [`AtlasOptions::padding`].
    pub padding: u32,
    /// The extrusion, as in [`AtlasOptions::extrusion`].
    pub extrusion: u32,
    /// The number of frames a full row holds.
    pub columns: u32,
    /// The number of rows a full page holds.
    pub rows: u32,
}

impl PageGrid {
    /// The grid for frames `size` pixels square under `options`.
    pub fn of(size: Size, options: AtlasOptions) -> Result<PageGrid, RenderError> {
        let AtlasOptions {
            max_side,
            padding,
            extrusion,
        } = options;
        if !(1..=AtlasOptions::GAP_LIMIT).contains(&extrusion) || padding > AtlasOptions::GAP_LIMIT
        {
            return Err(RenderError::Atlas(format!(
                "extrusion must be 1 to {limit} px and padding 0 to {limit} px",
                limit = AtlasOptions::GAP_LIMIT
            )));
        }
        let frame = size.pixels();
        let stride = frame + 2 * extrusion + padding;
        let fit = max_side.saturating_sub(padding) / stride;
        let range = format!(
            "pages may be {} to {} px",
            stride + padding,
            AtlasOptions::MAX_SIDE_LIMIT
        );
        if max_side > AtlasOptions::MAX_SIDE_LIMIT {
            return Err(RenderError::Atlas(format!(
                "an atlas page of {max_side} px is too large: {range}"
            )));
        }
        if fit == 0 {
            return Err(RenderError::Atlas(format!(
                "an atlas page of at most {max_side} px cannot hold a {frame} px frame with \
                 {extrusion} px extrusion and {padding} px padding: {range}"
            )));
        }
        let columns = if fit >= 4 { fit / 4 * 4 } else { fit };
        Ok(PageGrid {
            frame,
            padding,
            extrusion,
            columns,
            rows: fit,
        })
    }

    /// The distance from one frame to the next, in pixels.
    pub fn stride(&self) -> u32 {
        self.frame + 2 * self.extrusion + self.padding
    }

    /// How many frames a page holds.
    pub fn per_page(&self) -> usize {
        (self.columns * self.rows) as usize
    }

    /// Where the frame in column (or row) `index` starts.
    pub fn origin(&self, index: u32) -> u32 {
        self.padding + index * self.stride() + self.extrusion
    }

    /// The width (or height) of a page with `count` columns (or rows).
    pub fn span(&self, count: u32) -> u32 {
        self.padding + count * self.stride()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flier() -> Catalog {
        let flier: Vec<_> = crate::tables::CATALOG.tiles_of("flier").cloned().collect();
        Catalog {
            tiles: flier.into(),
            ..crate::tables::CATALOG.clone()
        }
    }

    #[test]
    fn pages_stay_within_the_largest_side_and_frames_never_overlap() {
        let catalog = flier();
        let options = AtlasOptions {
            max_side: 300,
            padding: 3,
            extrusion: 2,
        };
        let atlas = Atlas::plan(&catalog, Size::new(64).unwrap(), options).unwrap();
        // A 300 px page holds 4 columns of 64 + 2 × 2 + 3 = 71 px: 4 × 4 frames, so the 32
        // frames take two pages of four tiles each.
        assert_eq!(atlas.pages.len(), 2);
        assert_eq!(atlas.frames.len(), 32);
        for page in &atlas.pages {
            assert!(page.width <= 300 && page.height <= 300, "{page:?}");
            assert_eq!((page.width, page.height), (3 + 4 * 71, 3 + 4 * 71));
            let frames = atlas.frames_of(page);
            for (i, a) in frames.iter().enumerate() {
                assert_eq!(a.page, page.index);
                assert!(a.x >= 5 && a.y >= 5, "{a:?}");
                assert!(a.x + a.w + 5 <= page.width && a.y + a.h + 5 <= page.height);
                for b in &frames[i + 1..] {
                    let apart = a.x + a.w + 7 <= b.x
                        || b.x + b.w + 7 <= a.x
                        || a.y + a.h + 7 <= b.y
                        || b.y + b.h + 7 <= a.y;
                    assert!(apart, "{a:?} {b:?}");
                }
            }
        }
        // A tile's four rotations share a row.
        assert_eq!(atlas.frames[4].name, "flier-B-r0");
        assert_eq!((atlas.frames[4].x, atlas.frames[4].y), (5, 5 + 71));
        assert_eq!(atlas.frames[16].name, "flier-E-r0");
        assert_eq!(atlas.frames[16].page, 1);
    }

    #[test]
    fn a_page_too_small_for_one_frame_is_refused() {
        let options = AtlasOptions {
            max_side: 64,
            ..AtlasOptions::default()
        };
        let error = Atlas::plan(&flier(), Size::new(64).unwrap(), options).unwrap_err();
        assert!(
            error.to_string().contains("cannot hold a 64 px frame"),
            "{error}"
        );
        let options = AtlasOptions {
            extrusion: 0,
            ..AtlasOptions::default()
        };
        assert!(Atlas::plan(&flier(), Size::new(64).unwrap(), options).is_err());
    }

    #[test]
    fn a_page_too_large_is_refused_as_too_large() {
        let options = AtlasOptions {
            max_side: 70000,
            ..AtlasOptions::default()
        };
        let error = Atlas::plan(&flier(), Size::new(256).unwrap(), options)
            .unwrap_err()
            .to_string();
        assert!(
            error.contains("70000 px is too large: pages may be 262 to 16384 px"),
            "{error}"
        );
        assert!(!error.contains("cannot hold"), "{error}");
    }

    #[test]
    fn an_array_written_element_by_element_reads_as_the_whole_document() {
        let elements =
            || (0..3).map(|n| json!({ "n": n, "list": [n, { "deep": "a \"quoted\"\n line" }] }));
        let document = json!({ "b": { "c": [] }, "a": 1, "z": "last" });
        for key in ["a", "m", "zz", "b"] {
            for count in [0, 1, 3] {
                let mut whole = document.clone();
                whole[key] = Value::Array(elements().take(count).collect());
                assert_eq!(
                    pretty_with_array(document.clone(), key, elements().take(count)),
                    format!("{}\n", crate::shared::json::folded(&whole).unwrap()),
                    "{key} with {count} elements"
                );
            }
        }
    }

    #[test]
    fn every_page_names_the_others_and_the_multiatlas_names_every_page() {
        let options = AtlasOptions {
            max_side: 300,
            ..AtlasOptions::default()
        };
        let atlas = Atlas::plan(&flier(), Size::new(64).unwrap(), options).unwrap();
        // The layout alone: no tile's footprints.
        let footprints = CatalogFootprints::new();
        let first: Value =
            serde_json::from_str(&atlas.page_json(&atlas.pages[0], &footprints)).unwrap();
        assert_eq!(first["meta"]["image"], "atlas-0.png");
        assert_eq!(
            first["meta"]["related_multi_packs"],
            json!(["atlas-1.json"])
        );
        assert!(first["frames"]["flier-A-r90"]["frame"]["w"] == 64);
        let multi: Value = serde_json::from_str(&atlas.multiatlas_json(&footprints)).unwrap();
        let textures = multi["textures"].as_array().unwrap();
        assert_eq!(textures.len(), 2);
        assert_eq!(textures[1]["image"], "atlas-1.png");
        assert_eq!(textures[1]["frames"][0]["filename"], "flier-E-r0");
    }
}
