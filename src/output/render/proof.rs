//! The proof sheet: each tile's picture (its own, or the drawing made from its data) with the
//! data drawn over it, so a designer sees at a glance where art and data disagree.
//!
//! Over each picture lie: a mark at each of the twelve edge positions in the colour of the
//! kind of feature that claims it (field, road or city; a field side's centre is its field's),
//! the flying machine's arrow as the data points it, and each feature's area and spot as the data
//! lays them out ([`crate::output::drawing::footprints`]), outlined in its kind's colour. An expansion's
//! tiles fill pages of [`COLUMNS`] × [`ROWS`], each labelled with its letter; one page is drawn
//! at a time.

use tiny_skia::Pixmap;

use crate::model::{Catalog, EdgePosition, Expansion, FeatureKind, Footprint, Rotation, Tile};
use crate::output::drawing::position_point;
use crate::output::render::{
    Colour, DecodedPictures, Geometry, Pictures, Point, RenderError, Scene, Shape, Size, Style,
    encoding, font, palette, raster,
};

/// How many tiles a row of a proof page holds.
pub const COLUMNS: usize = 4;
/// How many rows a proof page holds.
pub const ROWS: usize = 4;

/// The colour the proof marks a kind of feature with: strong enough to show over any art.
fn mark_colour(kind: FeatureKind) -> Colour {
    match kind {
        FeatureKind::Field => Colour::rgb(0x2e, 0xc8, 0x3c),
        FeatureKind::Road => Colour::rgb(0xff, 0xff, 0xff),
        FeatureKind::City => Colour::rgb(0xe0, 0x5a, 0x10),
        FeatureKind::River => Colour::rgb(0x00, 0xc8, 0xff),
        FeatureKind::Monastery
        | FeatureKind::Garden
        | FeatureKind::Quarter
        | FeatureKind::Tower
        | FeatureKind::GermanCastle => Colour::rgb(0xd0, 0x30, 0xd0),
    }
}

/// The colour of the arrow the data points.
const ARROW: Colour = Colour::rgb(0xff, 0x1a, 0x8c);

/// The kind of feature that claims `position` on `tile`: the one that lists it, or the field
/// of a field side's centre, which no feature lists.
fn kind_at(tile: &Tile, position: EdgePosition) -> FeatureKind {
    tile.features
        .iter()
        .find(|feature| feature.edges().contains(&position))
        .map_or(FeatureKind::Field, |feature| feature.kind())
}

/// What the proof draws over `tile` as printed, in unit tile coordinates: the kinds at the
/// twelve edge positions, the arrow, and the areas and spots of `footprints` (each ring outlined
/// in its feature's kind's colour, its spot a ringed dot).
pub fn overlay(tile: &Tile, footprints: &[Footprint]) -> Vec<Shape> {
    let mut shapes = Vec::new();
    for footprint in footprints {
        let kind = tile
            .feature(&footprint.feature)
            .map_or(FeatureKind::Field, |feature| feature.kind());
        let colour = mark_colour(kind);
        let point = |[x, y]: [f64; 2]| Point::new(x as f32, y as f32);
        for ring in footprint.polygons() {
            let polygon: Vec<Point> = ring.into_iter().map(point).collect();
            shapes.push(Shape {
                geometry: Geometry::polygon(&polygon),
                style: Style::stroke(palette::INK, 0.014),
            });
            shapes.push(Shape {
                geometry: Geometry::polygon(&polygon),
                style: Style::stroke(colour, 0.007),
            });
        }
        shapes.push(Shape {
            geometry: Geometry::circle(point(footprint.spot()), 0.03),
            style: Style::outlined(colour, palette::INK, 0.01),
        });
    }
    for position in EdgePosition::ALL {
        let at = position_point(position);
        // Each mark lies just inside the edge, a square facing the side.
        let inward = Point::CENTRE;
        let centre = at.lerp(inward, 0.06 / 0.5);
        let half = 0.035;
        shapes.push(Shape {
            geometry: Geometry::polygon(&[
                centre.offset(-half, -half),
                centre.offset(half, -half),
                centre.offset(half, half),
                centre.offset(-half, half),
            ]),
            style: Style::outlined(mark_colour(kind_at(tile, position)), palette::INK, 0.008),
        });
    }
    if let Some(arrow) = Scene::printed(tile, None).arrow {
        shapes.push(Shape {
            geometry: Geometry::polyline(&[arrow.centre, arrow.tip]),
            style: Style::stroke(palette::INK, 0.03),
        });
        shapes.push(Shape {
            geometry: Geometry::polyline(&[arrow.centre, arrow.tip]),
            style: Style::stroke(ARROW, 0.016),
        });
        shapes.push(Shape {
            geometry: Geometry::polygon(&arrow.head),
            style: Style::outlined(ARROW, palette::INK, 0.008),
        });
    }
    shapes
}

/// The proof of one tile as SVG, `pictures`' size square: its picture as printed (its own from
/// `pictures`, or its drawing from the data) embedded as a PNG, with the [`overlay`] over it as
/// SVG shapes, as a proof sheet shows the tile. An error when its picture cannot be drawn.
pub fn proof_svg(
    tile: &Tile,
    expansion: Option<&Expansion>,
    pictures: &DecodedPictures<'_>,
) -> Result<String, RenderError> {
    let size = pictures.size();
    let printed = raster::printed(tile, expansion, pictures)?;
    let mut text = crate::output::render::picture_svg(&encoding::encode(&printed)?, size)?;
    let marks = Scene {
        shapes: overlay(tile, &crate::output::drawing::footprints(tile, expansion)),
        parts: Vec::new(),
        arrow: None,
        mark: None,
    };
    text.push_str(&crate::output::render::scene_svg(&marks, size));
    Ok(text)
}

/// The layout of a proof page: cells `size` pixels square with a margin and a label.
struct Grid {
    tile: u32,
    margin: u32,
    label: u32,
}

impl Grid {
    fn new(size: Size) -> Grid {
        let tile = size.pixels();
        Grid {
            tile,
            margin: tile / 10,
            label: tile / 6,
        }
    }

    /// The top-left corner of the tile in cell `index` of a page.
    fn corner(&self, index: usize) -> (u32, u32) {
        let (column, row) = ((index % COLUMNS) as u32, (index / COLUMNS) as u32);
        (
            self.margin + column * (self.tile + self.margin),
            self.margin + row * (self.tile + self.label + self.margin),
        )
    }

    /// A page of `count` tiles, filled with the sheet's background.
    fn page(&self, count: usize) -> Result<Pixmap, RenderError> {
        let columns = count.min(COLUMNS) as u32;
        let rows = count.div_ceil(COLUMNS) as u32;
        let width = self.margin + columns * (self.tile + self.margin);
        let height = self.margin + rows * (self.tile + self.label + self.margin);
        raster::filled(width, height, palette::SHEET)
    }
}

/// The file name of page `index` of the proof sheet of `expansion`, such as `flier-0.png`.
pub fn page_name(expansion: &str, index: usize) -> String {
    format!("{expansion}-{index}.png")
}

/// Draws the proof sheet of every expansion of `catalog`, tiles `size` pixels square, each
/// shown by its own picture from `pictures` where it names one, and hands each page to `emit`
/// as its file name and PNG bytes, page by page; an error from `emit` stops the drawing.
///
/// Every tile's own picture is decoded before the first page is handed on, so a picture that
/// cannot be (a file damaged past its header) stops the drawing before any page is written.
pub fn proof_sheets(
    catalog: &Catalog,
    pictures: &dyn Pictures,
    size: Size,
    emit: &mut dyn FnMut(String, Vec<u8>) -> Result<(), RenderError>,
) -> Result<(), RenderError> {
    let grid = Grid::new(size);
    let own = DecodedPictures::new(pictures, size);
    for tile in catalog.tiles.iter() {
        own.printed(tile)?;
    }
    for expansion in catalog.expansions.iter() {
        let tiles: Vec<&Tile> = catalog.tiles_of(&expansion.id).collect();
        for (index, chunk) in tiles.chunks(COLUMNS * ROWS).enumerate() {
            let page = proof_page(&grid, chunk, Some(expansion), &own)?;
            emit(page_name(&expansion.id, index), encoding::encode(&page)?)?;
        }
    }
    Ok(())
}

/// One page of `tiles` of `expansion`, each with the data drawn over its picture.
fn proof_page(
    grid: &Grid,
    tiles: &[&Tile],
    expansion: Option<&Expansion>,
    pictures: &DecodedPictures<'_>,
) -> Result<Pixmap, RenderError> {
    let mut page = grid.page(tiles.len())?;
    for (index, tile) in tiles.iter().enumerate() {
        let printed = raster::printed(tile, expansion, pictures)?;
        let (x, y) = grid.corner(index);
        raster::turn_into(&printed, Rotation::R0, &mut page, x, y)?;
        let shapes = overlay(tile, &crate::output::drawing::footprints(tile, expansion));
        raster::paint(&mut page, &shapes, grid.tile as f32, (x as f32, y as f32));
        let text = tile.letter.to_string();
        let height = grid.label as f32 * 0.6;
        let left = x as f32 + (grid.tile as f32 - font::width(&text, height)) / 2.0;
        let top = (y + grid.tile) as f32 + (grid.label as f32 - height) / 2.0;
        let label = font::text(&text, Point::new(left, top), height, palette::TEXT);
        raster::paint(&mut page, &label, 1.0, (0.0, 0.0));
    }
    Ok(page)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tiles_proof_as_svg_is_its_picture_with_the_marks_over_it() {
        let tile = &crate::tables::FLIER_A;
        let size = Size::new(64).unwrap();
        let none = crate::output::render::FromData;
        let svg = proof_svg(tile, None, &DecodedPictures::new(&none, size)).unwrap();
        let (picture, marks) = svg.split_once("</svg>\n").unwrap();
        assert!(picture.contains("href=\"data:image/png;base64,iVBORw0KGgo"));
        // Every shape of the overlay, in the order painted.
        let shapes = overlay(tile, &crate::output::drawing::footprints(tile, None));
        let drawn = marks.matches("<path").count() + marks.matches("<circle").count();
        assert_eq!(drawn, shapes.len());
    }

    #[test]
    fn the_marks_say_the_kind_at_each_position() {
        // Base D: a city on the north side, a road from east to west, fields on the south.
        let tile = &crate::tables::BASE_D;
        assert_eq!(kind_at(tile, EdgePosition::N), FeatureKind::City);
        assert_eq!(kind_at(tile, EdgePosition::NL), FeatureKind::City);
        assert_eq!(kind_at(tile, EdgePosition::E), FeatureKind::Road);
        assert_eq!(kind_at(tile, EdgePosition::EL), FeatureKind::Field);
        assert_eq!(kind_at(tile, EdgePosition::S), FeatureKind::Field);
        // Twelve marks, no arrow, no feature shapes.
        assert_eq!(overlay(tile, &[]).len(), 12);
        // The Flier's tiles carry an arrow: its line twice and its head.
        assert_eq!(overlay(&crate::tables::FLIER_A, &[]).len(), 15);
        let shape = Footprint {
            feature: "city".into(),
            rings: vec![vec![10_000, 0, 7_000, 5_000, 10_000, 10_000].into()].into(),
            spot_steps: [9_000, 5_000],
        };
        // A feature's outline twice (dark under light) and its spot.
        assert_eq!(overlay(tile, std::slice::from_ref(&shape)).len(), 15);
        // Every feature of the tile as its data lays it out: each ring twice and each spot.
        let footprints = crate::output::drawing::footprints(tile, None);
        let rings: usize = footprints.iter().map(|each| each.rings.len()).sum();
        assert_eq!(
            overlay(tile, &footprints).len(),
            12 + 2 * rings + footprints.len()
        );
    }
}
