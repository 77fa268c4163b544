//! A picture of a board: every tile from its own drawing, meeples in their players' colours,
//! the tile just placed framed, and a flight's path with its landing options ringed.

use std::collections::HashMap;
use std::collections::hash_map::Entry;

use tiny_skia::Pixmap;

use crate::board::{Board, Cell, Flight};
use crate::model::{Catalog, EdgePosition, Feature, Rotation, Side};
use crate::render::raster::{self, blit, paint};
use crate::render::{Colour, Geometry, Pictures, Point, RenderError, Shape, Size, Style, encoding};

/// The board's background, where no tile lies.
const TABLE: Colour = Colour::rgb(0xd9, 0xd4, 0xc7);
/// The frame of the tile just placed, as the rules' pictures frame it.
const PLACED: Colour = Colour::rgb(0xd0, 0x1c, 0x1c);
/// The flight's path and the rings around its landing options.
const FLIGHT: Colour = Colour::rgb(0xff, 0xd2, 0x1f);
/// The outline of a meeple.
const OUTLINE: Colour = Colour::rgb(0x1a, 0x1a, 0x1a);

/// The cells a picture of a board spans: the tiles and a flight's target.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Extent {
    /// The north-west cell of the picture.
    pub min: Cell,
    /// How many cells wide it is.
    pub columns: u32,
    /// How many cells high it is.
    pub rows: u32,
}

impl Extent {
    /// How many cells the picture spans, each drawn `--size` pixels square.
    pub fn cells(&self) -> u64 {
        u64::from(self.columns) * u64::from(self.rows)
    }
}

/// The cells a picture of `board` spans, with the target of `flight` when given: the smallest
/// rectangle holding them, one cell at the origin for an empty board. Board coordinates keep
/// within ±1,000,000, so the rectangle's sides always fit.
pub fn extent(board: &Board<'_>, flight: Option<&Flight<'_, '_>>) -> Extent {
    let cells = board
        .tiles()
        .iter()
        .map(|placed| placed.at)
        .chain(flight.map(|flight| flight.target));
    let (mut min, mut max) = ((i32::MAX, i32::MAX), (i32::MIN, i32::MIN));
    for (x, y) in cells {
        min = (min.0.min(x), min.1.min(y));
        max = (max.0.max(x), max.1.max(y));
    }
    if min.0 > max.0 {
        min = (0, 0);
        max = (0, 0);
    }
    let span = |low: i32, high: i32| {
        u32::try_from(i64::from(high) - i64::from(low) + 1).unwrap_or(u32::MAX)
    };
    Extent {
        min,
        columns: span(min.0, max.0),
        rows: span(min.1, max.1),
    }
}

/// Draws `board` with tiles `size` pixels square, their drawings taken from `catalog` (a tile's
/// own picture from `pictures` where it names one); frames
/// the tile at `last` and, with a `flight`, draws its path from `last` and rings its options.
/// The picture spans the tiles and the flight's target. Returns the PNG's bytes.
pub fn board_png(
    board: &Board<'_>,
    catalog: &Catalog,
    pictures: &dyn Pictures,
    size: Size,
    last: Option<Cell>,
    flight: Option<&Flight<'_, '_>>,
) -> Result<Vec<u8>, RenderError> {
    let Extent { min, columns, rows } = extent(board, flight);
    let pixels = size.pixels();
    let width = columns.checked_mul(pixels);
    let height = rows.checked_mul(pixels);
    let (width, height) = width
        .zip(height)
        .ok_or(RenderError::Canvas(u32::MAX, u32::MAX))?;
    let mut picture = raster::filled(width, height, TABLE)?;
    let mut drawn: HashMap<(&str, Rotation), Pixmap> = HashMap::new();
    for placed in board.tiles() {
        let key = (placed.tile.id.as_ref(), placed.rotation);
        let pixmap = match drawn.entry(key) {
            Entry::Occupied(entry) => entry.into_mut(),
            Entry::Vacant(entry) => {
                let expansion = catalog.expansion(&placed.tile.expansion);
                let picture = pictures.bytes(placed.tile)?;
                let printed = raster::printed(placed.tile, expansion, picture.as_deref(), size)?;
                entry.insert(raster::turn(&printed, placed.rotation)?)
            }
        };
        let (x, y) = cell_corner(placed.at, min);
        blit(&mut picture, pixmap, x as u32 * pixels, y as u32 * pixels);
    }
    let mut shapes = Vec::new();
    if let Some(at) = last {
        shapes.push(frame(cell_corner(at, min), PLACED));
    }
    if let (Some(flight), Some(from)) = (flight, last) {
        let centre = |cell: Cell| {
            let (x, y) = cell_corner(cell, min);
            Point::new(x as f32 + 0.5, y as f32 + 0.5)
        };
        shapes.push(Shape {
            geometry: Geometry::polyline(&[centre(from), centre(flight.target)]),
            style: Style::stroke(FLIGHT, 0.05),
        });
        shapes.push(frame(cell_corner(flight.target, min), FLIGHT));
        for landing in flight.options() {
            let turned = board
                .tile_at(landing.at)
                .map_or(Rotation::R0, |placed| placed.rotation);
            let spot = spot(landing.feature, turned, cell_corner(landing.at, min), 0);
            shapes.push(Shape {
                geometry: Geometry::circle(spot, 0.16),
                style: Style::stroke(FLIGHT, 0.05),
            });
        }
    }
    let mut standing: HashMap<(Cell, usize), usize> = HashMap::new();
    for meeple in board.meeples() {
        let Some(placed) = board.tile_at(meeple.at) else {
            continue;
        };
        let Some(feature) = placed.tile.features.get(meeple.feature) else {
            continue;
        };
        let count = standing.entry((meeple.at, meeple.feature)).or_insert(0);
        let spot = spot(
            feature,
            placed.rotation,
            cell_corner(meeple.at, min),
            *count,
        );
        *count += 1;
        shapes.push(Shape {
            geometry: Geometry::circle(spot, 0.08),
            style: Style::outlined(player_colour(&meeple.player), OUTLINE, 0.015),
        });
    }
    paint(&mut picture, &shapes, pixels as f32, (0.0, 0.0));
    encoding::encode(&picture)
}

/// The cell's column and row in the picture whose top-left cell is `min`.
fn cell_corner(at: Cell, min: Cell) -> (i64, i64) {
    (
        i64::from(at.0) - i64::from(min.0),
        i64::from(at.1) - i64::from(min.1),
    )
}

/// A square outline just inside the cell at `corner`.
fn frame((x, y): (i64, i64), colour: Colour) -> Shape {
    let (x, y) = (x as f32, y as f32);
    let inset = 0.03;
    Shape {
        geometry: Geometry::polygon(&[
            Point::new(x + inset, y + inset),
            Point::new(x + 1.0 - inset, y + inset),
            Point::new(x + 1.0 - inset, y + 1.0 - inset),
            Point::new(x + inset, y + 1.0 - inset),
        ]),
        style: Style::stroke(colour, 0.05),
    }
}

/// Where a meeple stands on `feature` of a tile turned by `rotation` whose corner is at
/// `corner`: between the tile's centre and the middle of the positions the feature holds (the
/// centre for a monastery or garden), the `nth` meeple on it a little to the right of the one
/// before.
fn spot(feature: &Feature, rotation: Rotation, (x, y): (i64, i64), nth: usize) -> Point {
    let edges = feature.edges();
    let middle = if edges.is_empty() {
        Point::CENTRE
    } else {
        let sum = edges.iter().fold((0.0, 0.0), |(sx, sy), edge| {
            let point = edge_point(edge.rotated(rotation));
            (sx + point.x, sy + point.y)
        });
        let count = edges.len() as f32;
        Point::CENTRE.lerp(Point::new(sum.0 / count, sum.1 / count), 0.6)
    };
    Point::new(x as f32 + middle.x + 0.17 * nth as f32, y as f32 + middle.y)
}

/// Where `position` lies on the tile's edge, the tile being the unit square.
fn edge_point(position: EdgePosition) -> Point {
    let along = [0.2, 0.5, 0.8][position.index() % 3];
    match position.side() {
        Side::N => Point::new(along, 0.0),
        Side::E => Point::new(1.0, along),
        Side::S => Point::new(1.0 - along, 1.0),
        Side::W => Point::new(0.0, 1.0 - along),
    }
}

/// The colour of a player named `name`: the colour it names, or one picked from the name.
pub fn player_colour(name: &str) -> Colour {
    const NAMED: [(&str, Colour); 9] = [
        ("red", Colour::rgb(0xd6, 0x27, 0x28)),
        ("blue", Colour::rgb(0x1f, 0x5f, 0xd6)),
        ("yellow", Colour::rgb(0xf5, 0xd0, 0x20)),
        ("green", Colour::rgb(0x2c, 0xa0, 0x2c)),
        ("black", Colour::rgb(0x22, 0x22, 0x22)),
        ("grey", Colour::rgb(0x8a, 0x8a, 0x8a)),
        ("pink", Colour::rgb(0xf0, 0x7c, 0xc0)),
        ("purple", Colour::rgb(0x8e, 0x44, 0xad)),
        ("orange", Colour::rgb(0xf3, 0x8a, 0x1c)),
    ];
    let lower = name.to_ascii_lowercase();
    NAMED.iter().find(|(named, _)| *named == lower).map_or_else(
        || {
            let hash = name.bytes().fold(7u32, |hash, byte| {
                hash.wrapping_mul(31).wrapping_add(u32::from(byte))
            });
            NAMED[hash as usize % NAMED.len()].1
        },
        |(_, colour)| *colour,
    )
}
