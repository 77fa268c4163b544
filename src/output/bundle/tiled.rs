//! Tiled tilesets, one per atlas page, in Tiled's JSON tileset format (read by Tiled 1.8 and
//! later and by the loaders that read Tiled's files).
//!
//! Each tileset is based on its page's image (`../atlas-<n>.png`): Tiled cuts the page into a
//! grid of tiles `tilewidth` × `tileheight` (the frame size), `margin` pixels from the page's
//! edges and `spacing` pixels apart. The atlas's padding and extrusion are exactly such a grid:
//! the margin is the padding plus one extrusion, the spacing the padding plus two extrusions
//! (see [`Grid`]), so every grid cell is one frame. Tile `n` of a tileset is the `n`th frame of
//! its page, row by row: the tiles of the page's expansion in id order, each in its four
//! rotations, so tile `4 × k + r` is the page's `k`th tile turned `r` quarter turns. When the
//! page's last row is not full, the cells after its last frame are empty tiles of the grid
//! (Tiled counts the whole grid); they carry no properties.
//!
//! Each frame's tile carries properties: `id`, `letter`, `expansion`, `frame` (its name in the
//! atlas descriptions), `rotation` (in degrees), `edges` (such as `N:field E:road S:field
//! W:road`) and, on tiles with a flying machine, `arrow` (the direction it points, such as
//! `NW`), all as they lie in that frame, so the tile id of a map cell alone gives the edges and
//! arrow that cell shows. A Wang set of type "edge", `sides`, gives every frame's four sides as
//! Wang colours (`field`, `road`, `city`), so Tiled's terrain brush lays out maps whose sides
//! match. Turning by Tiled is allowed too (flips are not: a mirrored tile does not exist in the
//! game), and untransformed tiles are preferred so that Tiled's automatic filling picks the
//! drawn frames. When a cell carries Tiled's rotation flags, its properties describe the frame
//! before that turn.
//!
//! Each frame's tile also carries an object group: where its features lie in that frame, in the
//! tile's pixels. Each feature's area is one polygon object per ring, named by the feature's id,
//! of type `area` (or `hole` for a ring that cuts a hole out of the area), and its spot, where a
//! meeple stands, is a point object of type `spot` with the same name; so the objects of a map
//! cell's tile tell which feature a click at a point of the cell meets.

use serde::Serialize;
use serde_json::{Value, json};

use crate::model::{Catalog, EdgeKind, Footprint, Rotation};
use crate::output::bundle::shown::{Shown, side_colour};
use crate::output::drawing::{CatalogFootprints, tile_footprints};
use crate::output::render::atlas::{Atlas, Page, PageGrid, page_image, pretty_with_array};

/// The JSON format version written in the `version` field: the oldest Tiled release the
/// tilesets are tested with reads it.
pub const TILESET_FORMAT: &str = "1.8";
/// The Tiled version written in the `tiledversion` field: the release whose format is written.
pub const TILED_VERSION: &str = "1.8.2";
/// The name of the Wang set of the frames' sides.
pub const WANG_SET: &str = "sides";

/// A page's grid as Tiled describes an image tileset: frames `tile` pixels square, `margin`
/// pixels from the image's edges and `spacing` pixels apart, in `columns` columns and `rows`
/// rows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Grid {
    /// The side of a frame, in pixels.
    pub tile: u32,
    /// The pixels between the page's edge and the first frame: the padding and one extrusion.
    pub margin: u32,
    /// The pixels between two frames: the padding and the extrusion of each.
    pub spacing: u32,
    /// The number of columns the page's width holds.
    pub columns: u32,
    /// The number of rows the page's height holds.
    pub rows: u32,
}

impl Grid {
    /// The grid of `page`, laid out as `cell` says.
    pub fn of(cell: &PageGrid, page: &Page) -> Grid {
        let margin = cell.padding + cell.extrusion;
        let spacing = cell.padding + 2 * cell.extrusion;
        // As Tiled counts them: (side − 2 × margin + spacing) / (tile + spacing).
        let count = |side: u32| (side + spacing - 2 * margin) / (cell.frame + spacing);
        Grid {
            tile: cell.frame,
            margin,
            spacing,
            columns: count(page.width),
            rows: count(page.height),
        }
    }

    /// The number of tiles Tiled makes of the page: every cell of the grid.
    pub fn tile_count(&self) -> u32 {
        self.columns * self.rows
    }
}

/// The number of a Wang colour in the Wang set [`WANG_SET`], from 1 (0 is Tiled's "no colour").
pub fn wang_colour(kind: EdgeKind) -> u32 {
    EdgeKind::ALL
        .iter()
        .position(|each| *each == kind)
        .map_or(0, |index| index as u32 + 1)
}

/// The Wang id of a tile whose sides, clockwise from north, are `sides`: Tiled's eight numbers
/// in its order (top, top-right, right, bottom-right, bottom, bottom-left, left, top-left), the
/// corners 0 in an edge set.
pub fn wang_id(sides: [EdgeKind; 4]) -> [u32; 8] {
    let [north, east, south, west] = sides.map(wang_colour);
    [north, 0, east, 0, south, 0, west, 0]
}

/// The tileset of `page` of `atlas` (the atlas of `catalog`, whose tiles' footprints are
/// `footprints`), as pretty JSON with a trailing newline. The image is the page, relative to
/// the `tiled/` folder.
pub fn tileset(
    catalog: &Catalog,
    atlas: &Atlas,
    footprints: &CatalogFootprints,
    page: &Page,
) -> String {
    let grid = Grid::of(&atlas.cell, page);
    let records: Vec<TileRecord> = Shown::on_page(catalog, atlas, page)
        .iter()
        .map(|shown| TileRecord::new(shown, tile_footprints(footprints, &shown.frame.tile)))
        .collect();
    let name = catalog
        .expansion(&page.expansion)
        .map_or(page.expansion.as_str(), |expansion| &expansion.name);
    let pages = atlas
        .pages
        .iter()
        .filter(|other| other.expansion == page.expansion)
        .count();
    let name = if pages == 1 {
        name.to_owned()
    } else {
        format!("{name} {}/{pages}", page.of_expansion + 1)
    };
    let colours: Vec<Value> = EdgeKind::ALL
        .iter()
        .map(|kind| {
            json!({
                "name": kind.name(),
                "color": side_colour(*kind).hex(),
                "probability": 1,
                "tile": -1,
            })
        })
        .collect();
    let wang_tiles: Vec<Value> = records
        .iter()
        .map(|record| json!({ "tileid": record.id, "wangid": wang_id(record.sides) }))
        .collect();
    let document = json!({
        "type": "tileset",
        "version": TILESET_FORMAT,
        "tiledversion": TILED_VERSION,
        "name": name,
        "image": format!("../{}", page_image(page.index)),
        "imagewidth": page.width,
        "imageheight": page.height,
        "tilewidth": grid.tile,
        "tileheight": grid.tile,
        "margin": grid.margin,
        "spacing": grid.spacing,
        "columns": grid.columns,
        "tilecount": grid.tile_count(),
        "grid": { "orientation": "orthogonal", "width": grid.tile, "height": grid.tile },
        "transformations": {
            "hflip": false,
            "vflip": false,
            "rotate": true,
            "preferuntransformed": true,
        },
        "wangsets": [{
            "name": WANG_SET,
            "type": "edge",
            "tile": -1,
            "colors": colours,
            "wangtiles": wang_tiles,
        }],
    });
    pretty_with_array(
        document,
        "tiles",
        records.iter().map(|record| record.entry(grid.tile)),
    )
}

/// What a tileset says about one frame's tile: its id in the tileset, its properties, its
/// sides and where its features lie, as the frame shows them.
#[derive(Debug, Clone, PartialEq)]
struct TileRecord<'a> {
    /// The tile's id in the tileset: the frame's place on its page.
    id: usize,
    /// The properties, sorted by name as Tiled writes them.
    properties: Vec<Property>,
    /// The frame's sides, clockwise from north.
    sides: [EdgeKind; 4],
    /// The features' areas and spots on the tile as printed.
    footprints: &'a [Footprint],
    /// How the frame turns the tile.
    rotation: Rotation,
}

/// A tile property: a name, Tiled's type name and a value.
#[derive(Debug, Clone, PartialEq)]
struct Property {
    name: &'static str,
    kind: &'static str,
    value: Value,
}

impl Property {
    fn text(name: &'static str, value: impl Into<String>) -> Property {
        Property {
            name,
            kind: "string",
            value: Value::String(value.into()),
        }
    }
}

impl<'a> TileRecord<'a> {
    /// The record of the frame `shown`, whose tile's features lie at `footprints` as printed.
    fn new(shown: &Shown, footprints: &'a [Footprint]) -> TileRecord<'a> {
        let Shown { tile, frame, .. } = *shown;
        let mut properties = Vec::new();
        if let Some(arrow) = shown.arrow {
            properties.push(Property::text("arrow", arrow.name()));
        }
        properties.extend([
            Property::text("edges", shown.edges()),
            Property::text("expansion", tile.expansion.as_ref()),
            Property::text("frame", frame.name.as_str()),
            Property::text("id", tile.id.as_ref()),
            Property::text("letter", tile.letter.as_ref()),
            Property {
                name: "rotation",
                kind: "int",
                value: json!(frame.rotation.degrees()),
            },
        ]);
        TileRecord {
            id: shown.place,
            properties,
            sides: shown.sides,
            footprints,
            rotation: frame.rotation,
        }
    }

    /// The tile's entry in the tileset's `tiles`, its objects in a frame `tile` pixels square.
    fn entry(&self, tile: u32) -> TileEntry<'_> {
        TileEntry {
            id: self.id,
            objectgroup: (!self.footprints.is_empty())
                .then(|| ObjectGroup::of(self.footprints, self.rotation, f64::from(tile))),
            properties: self
                .properties
                .iter()
                .map(|property| PropertyEntry {
                    name: property.name,
                    kind: property.kind,
                    value: &property.value,
                })
                .collect(),
        }
    }
}

// The entries are written with their fields in name order, as Tiled writes its own files.

/// A tile's entry in the tileset's `tiles`.
#[derive(Serialize)]
struct TileEntry<'a> {
    id: usize,
    #[serde(skip_serializing_if = "Option::is_none")]
    objectgroup: Option<ObjectGroup<'a>>,
    properties: Vec<PropertyEntry<'a>>,
}

/// A tile property as written.
#[derive(Serialize)]
struct PropertyEntry<'a> {
    name: &'static str,
    #[serde(rename = "type")]
    kind: &'static str,
    value: &'a Value,
}

/// The object group of a frame: where its features lie.
#[derive(Serialize)]
struct ObjectGroup<'a> {
    draworder: &'static str,
    name: &'static str,
    objects: Vec<Object<'a>>,
    opacity: u8,
    #[serde(rename = "type")]
    kind: &'static str,
    visible: bool,
    x: u8,
    y: u8,
}

/// One object of a frame's object group: a feature's ring as a polygon, or its spot as a point.
#[derive(Serialize)]
struct Object<'a> {
    height: u8,
    id: usize,
    name: &'a str,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    point: bool,
    /// The points, in pixels from the object's position.
    #[serde(skip_serializing_if = "Option::is_none")]
    polygon: Option<Polygon<'a>>,
    rotation: u8,
    #[serde(rename = "type")]
    kind: &'static str,
    visible: bool,
    width: u8,
    x: f64,
    y: f64,
}

/// One ring of a footprint as a polygon's points in a frame `tile` pixels square that turns the
/// tile by `rotation`.
struct Polygon<'a> {
    footprint: &'a Footprint,
    ring: usize,
    rotation: Rotation,
    tile: f64,
}

impl Serialize for Polygon<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let points = self.footprint.turned_ring(self.ring, self.rotation);
        serializer.collect_seq(points.map(|[x, y]| Point {
            x: pixel(x, self.tile),
            y: pixel(y, self.tile),
        }))
    }
}

/// A point of a polygon.
#[derive(Serialize)]
struct Point {
    x: f64,
    y: f64,
}

/// Where `value`, in tile units, lies in a frame `tile` pixels square: to the hundredth of a
/// pixel, finer than any picture shows.
fn pixel(value: f64, tile: f64) -> f64 {
    (value * tile * 100.0).round() / 100.0
}

impl<'a> ObjectGroup<'a> {
    /// The object group of a frame that turns by `rotation` a tile whose features lie at
    /// `footprints`, in a frame `tile` pixels square: each ring a polygon and each spot a
    /// point, named by the feature's id, with ids from 1.
    fn of(footprints: &'a [Footprint], rotation: Rotation, tile: f64) -> ObjectGroup<'a> {
        let mut objects: Vec<Object<'a>> = Vec::new();
        let mut object =
            |name: &'a str, kind: &'static str, [x, y]: [f64; 2], polygon: Option<Polygon<'a>>| {
                objects.push(Object {
                    height: 0,
                    id: objects.len() + 1,
                    name,
                    point: polygon.is_none(),
                    polygon,
                    rotation: 0,
                    kind,
                    visible: true,
                    width: 0,
                    x,
                    y,
                });
            };
        for footprint in footprints {
            for ring in 0..footprint.rings.len() {
                let kind = if footprint.is_hole(ring) {
                    "hole"
                } else {
                    "area"
                };
                let polygon = Polygon {
                    footprint,
                    ring,
                    rotation,
                    tile,
                };
                object(&footprint.feature, kind, [0.0, 0.0], Some(polygon));
            }
            object(
                &footprint.feature,
                "spot",
                footprint
                    .turned_spot(rotation)
                    .map(|value| pixel(value, tile)),
                None,
            );
        }
        ObjectGroup {
            draworder: "index",
            name: "features",
            objects,
            opacity: 1,
            kind: "objectgroup",
            visible: true,
            x: 0,
            y: 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::render::{AtlasOptions, Size};
    use std::path::PathBuf;

    fn flier() -> Catalog {
        crate::input::validate::validate_paths(&[PathBuf::from("data/flier")])
            .catalog
            .in_edition(None)
            .unwrap()
    }

    fn value<'a>(tile: &'a Value, name: &str) -> Option<&'a Value> {
        tile["properties"]
            .as_array()
            .unwrap()
            .iter()
            .find(|property| property["name"] == name)
            .map(|property| &property["value"])
    }

    #[test]
    fn turned_frames_carry_the_turned_edges_arrow_and_wang_id() {
        let catalog = flier();
        let atlas = Atlas::plan(&catalog, Size::new(32).unwrap(), AtlasOptions::default()).unwrap();
        assert_eq!(atlas.pages.len(), 1);
        let tileset: Value = serde_json::from_str(&tileset(
            &catalog,
            &atlas,
            &CatalogFootprints::new(),
            &atlas.pages[0],
        ))
        .unwrap();
        assert_eq!(tileset["name"], "The Flier");
        let tiles = tileset["tiles"].as_array().unwrap();
        assert_eq!(tiles.len(), 32);
        let find = |frame: &str| {
            tiles
                .iter()
                .find(|tile| value(tile, "frame").is_some_and(|name| name == frame))
                .unwrap()
        };
        let wang = |id: &Value| {
            tileset["wangsets"][0]["wangtiles"]
                .as_array()
                .unwrap()
                .iter()
                .find(|wang| wang["tileid"] == *id)
                .unwrap()["wangid"]
                .clone()
        };
        // Tile A: field/field/road/road, arrow W; a quarter turn gives road/field/field/road,
        // arrow N. Field is Wang colour 1, road 2.
        let a0 = find("flier-A-r0");
        assert_eq!(value(a0, "edges").unwrap(), "N:field E:field S:road W:road");
        assert_eq!(value(a0, "arrow").unwrap(), "W");
        assert_eq!(a0["id"], 0);
        assert_eq!(wang(&a0["id"]), json!([1, 0, 1, 0, 2, 0, 2, 0]));
        let a90 = find("flier-A-r90");
        assert_eq!(
            value(a90, "edges").unwrap(),
            "N:road E:field S:field W:road"
        );
        assert_eq!(value(a90, "arrow").unwrap(), "N");
        assert_eq!(value(a90, "rotation").unwrap(), 90);
        assert_eq!(a90["id"], 1);
        assert_eq!(wang(&a90["id"]), json!([2, 0, 1, 0, 1, 0, 2, 0]));
        // Tile B follows tile A's four frames.
        assert_eq!(find("flier-B-r0")["id"], 4);
        let colours: Vec<&Value> = tileset["wangsets"][0]["colors"]
            .as_array()
            .unwrap()
            .iter()
            .map(|colour| &colour["name"])
            .collect();
        assert_eq!(colours, ["field", "road", "city", "river"]);
        assert_eq!(tileset["wangsets"][0]["type"], "edge");
    }

    #[test]
    fn each_page_is_a_grid_whose_cells_are_its_frames() {
        let catalog = flier();
        for (padding, extrusion) in [(2, 1), (0, 1), (3, 2), (5, 4)] {
            let options = AtlasOptions {
                max_side: 300,
                padding,
                extrusion,
            };
            let atlas = Atlas::plan(&catalog, Size::new(50).unwrap(), options).unwrap();
            assert!(atlas.pages.len() >= 2);
            for page in &atlas.pages {
                let tileset: Value = serde_json::from_str(&tileset(
                    &catalog,
                    &atlas,
                    &CatalogFootprints::new(),
                    page,
                ))
                .unwrap();
                let number = |field: &str| tileset[field].as_u64().unwrap() as u32;
                assert_eq!(tileset["image"], format!("../atlas-{}.png", page.index));
                assert_eq!(number("imagewidth"), page.width);
                assert_eq!(number("imageheight"), page.height);
                let (margin, spacing, columns) =
                    (number("margin"), number("spacing"), number("columns"));
                let rows = (page.height - 2 * margin + spacing) / (50 + spacing);
                assert_eq!(number("tilecount"), columns * rows);
                let frames = atlas.frames_of(page);
                assert!(frames.len() as u32 <= columns * rows);
                assert!(frames.len() as u32 > columns * (rows - 1));
                // Tiled's cell of each tile id is the frame's rectangle.
                for (id, tile) in tileset["tiles"].as_array().unwrap().iter().enumerate() {
                    let frame = &frames[id];
                    assert_eq!(tile["id"], id);
                    assert_eq!(value(tile, "frame").unwrap(), frame.name.as_str());
                    let (column, row) = (id as u32 % columns, id as u32 / columns);
                    let x = margin + column * (50 + spacing);
                    let y = margin + row * (50 + spacing);
                    assert_eq!((x, y), (frame.x, frame.y), "{options:?} {frame:?}");
                }
            }
        }
    }
}
