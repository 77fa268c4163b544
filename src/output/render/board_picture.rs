//! A picture of a board: every tile from its own drawing, each meeple on its feature's spot in
//! its player's colour and its kind's figure, each castle of Bridges, Castles & Bazaars across
//! its small city's two tiles with its lord, the tile just placed framed, and a flight's path
//! with the areas of its landing options outlined, its target framed in yellow, or in purple
//! and crossed out when the meeple cannot land and goes back.

use std::collections::HashMap;
use std::collections::hash_map::Entry;

use tiny_skia::Pixmap;

use crate::board::{Board, Cell, Flight, Placed};
use crate::model::{Catalog, Footprint, Rotation};
use crate::output::drawing::shown_point;
use crate::output::render::raster::{self, blit, paint};
use crate::output::render::{
    Colour, DecodedPictures, Geometry, Pictures, Point, RenderError, Segment, Shape, Size, Style,
    encoding,
};
use crate::rules::Meeple;

/// The board's background, where no tile lies.
const TABLE: Colour = Colour::rgb(0xd9, 0xd4, 0xc7);
/// The frame of the tile just placed, as the rules' pictures frame it.
const PLACED: Colour = Colour::rgb(0xd0, 0x1c, 0x1c);
/// The flight's path, its target and the outlines of its landing options.
pub const FLIGHT: Colour = Colour::rgb(0xff, 0xd2, 0x1f);
/// The frame and cross of a flight's target where the meeple cannot land and goes back.
pub const RETURNS: Colour = Colour::rgb(0x6a, 0x1b, 0x9a);
/// The body of the phantom, see-through white.
const PHANTOM: Colour = Colour::rgb(0xf4, 0xf4, 0xf4);
/// The walls of a castle of Bridges, Castles & Bazaars.
const STONE: Colour = Colour::rgb(0xa8, 0xa2, 0x96);
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
/// own picture from `pictures` where it names one); frames the tile at `last` and, with a
/// `flight`, draws its path from `last` and outlines its options.
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
    let own = DecodedPictures::new(pictures, size);
    let mut drawn: HashMap<(&str, Rotation), Pixmap> = HashMap::new();
    for placed in board.tiles() {
        let key = (placed.tile.id.as_ref(), placed.rotation);
        let pixmap = match drawn.entry(key) {
            Entry::Occupied(entry) => entry.into_mut(),
            Entry::Vacant(entry) => {
                let expansion = catalog.expansion(&placed.tile.expansion);
                let printed = raster::printed(placed.tile, expansion, &own)?;
                entry.insert(raster::turn(&printed, placed.rotation)?)
            }
        };
        let (x, y) = cell_corner(placed.at, min);
        blit(&mut picture, pixmap, x as u32 * pixels, y as u32 * pixels);
    }
    let mut footprints: HashMap<String, Vec<Footprint>> = HashMap::new();
    let mut footprint = |placed: &Placed<'_>, feature: usize| -> Option<Footprint> {
        let printed = footprints
            .entry(placed.tile.id.to_string())
            .or_insert_with(|| {
                let expansion = catalog.expansion(&placed.tile.expansion);
                crate::output::drawing::footprints(placed.tile, expansion)
            });
        printed
            .get(feature)
            .map(|footprint| footprint.rotated(placed.rotation))
    };
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
        let target = cell_corner(flight.target, min);
        if flight.returns() {
            // Nowhere to land: the meeple goes back to its player.
            shapes.push(frame(target, RETURNS));
            shapes.push(cross(target));
        } else {
            shapes.push(frame(target, FLIGHT));
        }
        for landing in flight.options() {
            let Some(placed) = board.tile_at(landing.at) else {
                continue;
            };
            if let Some(footprint) = footprint(placed, landing.index) {
                shapes.push(outline(&footprint, cell_corner(landing.at, min)));
            }
        }
        // A marker option, such as an acrobat space, is ringed where the tile shows it.
        for landing in flight.marker_options() {
            let turned = board
                .tile_at(landing.at)
                .map_or(Rotation::R0, |placed| placed.rotation);
            let (x, y) = cell_corner(landing.at, min);
            let point = shown_point(landing.marker.rotated(turned).placement);
            shapes.push(Shape {
                geometry: Geometry::circle(
                    Point::new(x as f32 + point.x, y as f32 + point.y),
                    0.12,
                ),
                style: Style::stroke(FLIGHT, 0.05),
            });
        }
    }
    let mut standing: HashMap<(Cell, usize), usize> = HashMap::new();
    for meeple in board.meeples() {
        let Some(placed) = board.tile_at(meeple.at) else {
            continue;
        };
        let Some(footprint) = footprint(placed, meeple.feature) else {
            continue;
        };
        let count = standing.entry((meeple.at, meeple.feature)).or_insert(0);
        let (x, y) = cell_corner(meeple.at, min);
        let [sx, sy] = footprint.spot();
        // A second meeple on one feature stands beside the first.
        let spot = Point::new(
            x as f32 + sx as f32 + 0.12 * *count as f32,
            y as f32 + sy as f32,
        );
        *count += 1;
        shapes.extend(figure(meeple.kind, spot, player_colour(&meeple.player)));
    }
    // A castle of Bridges, Castles & Bazaars lies across its small city's two tiles, its lord
    // on it.
    for castle in board.castles() {
        let spots: Vec<Point> = castle
            .city
            .iter()
            .filter_map(|&(at, index)| {
                let placed = board.tile_at(at)?;
                let [sx, sy] = footprint(placed, index)?.spot();
                let (x, y) = cell_corner(at, min);
                Some(Point::new(x as f32 + sx as f32, y as f32 + sy as f32))
            })
            .collect();
        if let [one, other] = spots[..] {
            let middle = Point::new((one.x + other.x) / 2.0, (one.y + other.y) / 2.0);
            shapes.push(castle_shape(middle));
            let lord = Point::new(middle.x, middle.y - 0.12);
            shapes.extend(figure(
                Meeple::Follower,
                lord,
                player_colour(&castle.player),
            ));
        }
    }
    paint(&mut picture, &shapes, pixels as f32, (0.0, 0.0));
    encoding::encode(&picture)
}

/// A castle's walls, battlements on top, about `middle`.
fn castle_shape(middle: Point) -> Shape {
    const WALLS: [(f32, f32); 12] = [
        (-0.22, -0.14),
        (-0.13, -0.14),
        (-0.13, -0.08),
        (-0.04, -0.08),
        (-0.04, -0.14),
        (0.04, -0.14),
        (0.04, -0.08),
        (0.13, -0.08),
        (0.13, -0.14),
        (0.22, -0.14),
        (0.22, 0.12),
        (-0.22, 0.12),
    ];
    let points: Vec<Point> = WALLS
        .iter()
        .map(|&(dx, dy)| Point::new(middle.x + dx, middle.y + dy))
        .collect();
    Shape {
        geometry: Geometry::polygon(&points),
        style: Style::outlined(STONE, OUTLINE, 0.012),
    }
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

/// A cross over the cell at `corner`, corner to corner.
fn cross((x, y): (i64, i64)) -> Shape {
    let (x, y) = (x as f32, y as f32);
    let (low, high) = (0.2, 0.8);
    Shape {
        geometry: Geometry::Path(vec![
            Segment::MoveTo(Point::new(x + low, y + low)),
            Segment::LineTo(Point::new(x + high, y + high)),
            Segment::MoveTo(Point::new(x + high, y + low)),
            Segment::LineTo(Point::new(x + low, y + high)),
        ]),
        style: Style::stroke(RETURNS, 0.06),
    }
}

/// The outline of a landing option's area, on the tile whose corner is at `corner`.
fn outline(footprint: &Footprint, (x, y): (i64, i64)) -> Shape {
    let mut segments = Vec::new();
    for ring in footprint.polygons() {
        for (index, [px, py]) in ring.into_iter().enumerate() {
            let point = Point::new(x as f32 + px as f32, y as f32 + py as f32);
            segments.push(if index == 0 {
                Segment::MoveTo(point)
            } else {
                Segment::LineTo(point)
            });
        }
        segments.push(Segment::Close);
    }
    Shape {
        geometry: Geometry::Path(segments),
        style: Style::stroke(FLIGHT, 0.035),
    }
}

/// How tall a meeple of `kind` stands, in tile widths: the large meeple half as tall again.
fn height(kind: Meeple) -> f32 {
    match kind {
        Meeple::LargeMeeple => 0.27,
        _ => 0.18,
    }
}

/// The outline of a meeple, `height` 1 about its middle.
const MEEPLE: [(f32, f32); 17] = [
    (-0.12, -0.5),
    (0.12, -0.5),
    (0.17, -0.38),
    (0.12, -0.25),
    (0.45, -0.15),
    (0.5, -0.04),
    (0.3, 0.05),
    (0.38, 0.5),
    (0.08, 0.5),
    (0.0, 0.32),
    (-0.08, 0.5),
    (-0.38, 0.5),
    (-0.3, 0.05),
    (-0.5, -0.04),
    (-0.45, -0.15),
    (-0.12, -0.25),
    (-0.17, -0.38),
];

/// The figure of a meeple of `kind` in `colour` standing at `spot`: the follower's outline, the
/// large meeple's larger; the abbot in a hooded robe, the mayor in a top hat, the ringmaster in
/// a pointed hat, the guard as a tower, the wagon on two wheels and the phantom see-through
/// white.
fn figure(kind: Meeple, spot: Point, colour: Colour) -> Vec<Shape> {
    let size = height(kind);
    let at = |(dx, dy): (f32, f32)| Point::new(spot.x + dx * size, spot.y + dy * size);
    let filled = |points: &[(f32, f32)], fill: Colour| Shape {
        geometry: Geometry::polygon(&points.iter().map(|&point| at(point)).collect::<Vec<_>>()),
        style: Style::outlined(fill, OUTLINE, 0.012),
    };
    match kind {
        Meeple::Follower | Meeple::LargeMeeple => vec![filled(&MEEPLE, colour)],
        Meeple::Phantom => vec![filled(&MEEPLE, PHANTOM), {
            let mut ring = filled(&MEEPLE, PHANTOM);
            ring.style = Style::stroke(colour, 0.03);
            ring
        }],
        Meeple::Abbot => vec![filled(
            &[
                (-0.1, -0.5),
                (0.1, -0.5),
                (0.2, -0.3),
                (0.16, -0.15),
                (0.38, 0.5),
                (-0.38, 0.5),
                (-0.16, -0.15),
                (-0.2, -0.3),
            ],
            colour,
        )],
        Meeple::Mayor => vec![
            filled(&MEEPLE, colour),
            filled(
                &[
                    (-0.13, -0.78),
                    (0.13, -0.78),
                    (0.13, -0.55),
                    (0.22, -0.55),
                    (0.22, -0.48),
                    (-0.22, -0.48),
                    (-0.22, -0.55),
                    (-0.13, -0.55),
                ],
                OUTLINE,
            ),
        ],
        Meeple::Ringmaster => vec![
            filled(&MEEPLE, colour),
            filled(&[(0.0, -0.82), (0.2, -0.48), (-0.2, -0.48)], colour),
        ],
        Meeple::Guard => vec![filled(
            &[
                (-0.35, -0.5),
                (-0.18, -0.5),
                (-0.18, -0.38),
                (-0.08, -0.38),
                (-0.08, -0.5),
                (0.08, -0.5),
                (0.08, -0.38),
                (0.18, -0.38),
                (0.18, -0.5),
                (0.35, -0.5),
                (0.3, -0.25),
                (0.3, 0.5),
                (-0.3, 0.5),
                (-0.3, -0.25),
            ],
            colour,
        )],
        Meeple::Wagon => vec![
            filled(
                &[(-0.55, -0.3), (0.55, -0.3), (0.5, 0.2), (-0.5, 0.2)],
                colour,
            ),
            Shape {
                geometry: Geometry::circle(at((-0.3, 0.3)), 0.16 * size),
                style: Style::outlined(OUTLINE, OUTLINE, 0.01),
            },
            Shape {
                geometry: Geometry::circle(at((0.3, 0.3)), 0.16 * size),
                style: Style::outlined(OUTLINE, OUTLINE, 0.01),
            },
        ],
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
