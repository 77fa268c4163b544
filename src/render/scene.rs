//! A tile's drawing as a list of shapes in unit tile coordinates, built from its data alone.
//!
//! The scene is built in the printed orientation and then turned as a whole, so everything
//! printed on the tile (pictograms, the arrow, the expansion mark) turns with it.

mod cities;
mod count;
mod fields;
mod flier;
mod garden;
mod mark;
mod markers;
mod monastery;
mod pictograms;
mod roads;

use crate::model::{Direction, EdgePosition, Expansion, Feature, Rotation, Side, Tile};
use crate::render::{Geometry, Point, Shape, Style, palette};

/// The radius of the expansion's symbol on a tile's back, in tile widths.
const BACK_SYMBOL_RADIUS: f32 = 0.2;

/// The drawing of one tile: shapes painted in order, and where its arrow lies.
#[derive(Debug, Clone, PartialEq)]
pub struct Scene {
    /// The shapes, painted first to last.
    pub shapes: Vec<Shape>,
    /// The flying machine's arrow, if the tile has a flying machine.
    pub arrow: Option<ArrowGeometry>,
}

/// Where the flying machine's arrow lies, in unit tile coordinates.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ArrowGeometry {
    /// The flying machine's centre, where the arrow starts.
    pub centre: Point,
    /// The arrow's tip.
    pub tip: Point,
    /// The arrowhead: the tip and the two corners of its base.
    pub head: [Point; 3],
}

impl ArrowGeometry {
    /// The arrowhead's centroid: a point well inside the head, painted in the head's colour.
    pub fn head_centroid(&self) -> Point {
        let [a, b, c] = self.head;
        Point::new((a.x + b.x + c.x) / 3.0, (a.y + b.y + c.y) / 3.0)
    }

    fn rotated(self, rotation: Rotation) -> ArrowGeometry {
        ArrowGeometry {
            centre: self.centre.rotated(rotation),
            tip: self.tip.rotated(rotation),
            head: self.head.map(|point| point.rotated(rotation)),
        }
    }
}

impl Scene {
    /// The drawing of `tile` turned by `rotation`, with the mark of `expansion` if it has one,
    /// and a thin line around it.
    pub fn of(tile: &Tile, expansion: Option<&Expansion>, rotation: Rotation) -> Scene {
        let mut scene = Scene::printed(tile, expansion);
        fields::draw_tile_edge(&mut scene);
        scene.rotated(rotation)
    }

    /// The art of `tile` as printed, with the mark of `expansion` if it has one, and no line
    /// around it: where it is cut is its edge.
    pub fn printed(tile: &Tile, expansion: Option<&Expansion>) -> Scene {
        let mut scene = Scene {
            shapes: Vec::new(),
            arrow: None,
        };
        fields::draw(&mut scene);
        let centre_building = tile
            .features
            .iter()
            .any(|feature| matches!(feature, Feature::Monastery { .. } | Feature::Garden { .. }));
        // Rivers first, under the roads' bridges; then the roads in tunnels, under what they
        // pass beneath; then the other roads: a road that runs into a city ends under its wall.
        for feature in tile.features.iter() {
            if let Feature::River { edges, end, .. } = feature {
                roads::draw_river(&mut scene, &sides_of(edges), *end);
            }
        }
        let road = |feature: &Feature| -> Option<roads::Road> {
            let Feature::Road {
                edges,
                ends_at,
                end: own,
                ..
            } = feature
            else {
                return None;
            };
            let target = ends_at.as_deref().and_then(|end| tile.feature(end));
            let end = match target {
                _ if let Some(own) = own => roads::RoadEnd::Own(*own),
                Some(Feature::City { edges, .. }) => {
                    roads::RoadEnd::At(cities::inside(&sides_of(edges)))
                }
                Some(Feature::Road { edges, .. }) => {
                    roads::RoadEnd::At(roads::middle(&sides_of(edges)))
                }
                Some(
                    Feature::Monastery { .. }
                    | Feature::Garden { .. }
                    | Feature::Quarter { .. }
                    | Feature::Tower { .. },
                ) => roads::RoadEnd::Centre { building: true },
                Some(Feature::Field { .. } | Feature::River { .. }) | None => {
                    roads::RoadEnd::Centre {
                        building: centre_building,
                    }
                }
            };
            Some(roads::Road {
                sides: sides_of(edges),
                end,
            })
        };
        let (tunnels, others): (Vec<&Feature>, Vec<&Feature>) = tile
            .features
            .iter()
            .partition(|feature| feature.under().is_some());
        for group in [tunnels, others] {
            let roads: Vec<roads::Road> = group.into_iter().filter_map(road).collect();
            roads::draw(&mut scene, &roads);
        }
        for feature in tile.features.iter() {
            if let Feature::City {
                edges,
                pennants,
                reaches,
                ..
            } = feature
            {
                cities::draw(&mut scene, &sides_of(edges), *pennants, reaches);
            }
        }
        let inner_fields = tile
            .features
            .iter()
            .filter(|feature| matches!(feature, Feature::Field { edges, .. } if edges.is_empty()))
            .count();
        // A city covering two or more sides covers the centre; caps leave it to the grass.
        let centre_covered = tile.features.iter().any(
            |feature| matches!(feature, Feature::City { edges, .. } if sides_of(edges).len() >= 2),
        );
        if centre_covered {
            fields::draw_inner(&mut scene, inner_fields);
        }
        for feature in tile.features.iter() {
            match feature {
                Feature::Monastery { .. } => monastery::draw(&mut scene),
                Feature::Garden { .. } => garden::draw_feature(&mut scene, tile),
                Feature::Quarter {
                    quarter: Some(quarter),
                    ..
                } => count::quarter(&mut scene, *quarter),
                Feature::Quarter {
                    quarter: None,
                    edges,
                    ..
                } => count::city_of_carcassonne(&mut scene, edges),
                Feature::Tower { .. } => count::tower(&mut scene),
                Feature::Road { .. }
                | Feature::City { .. }
                | Feature::Field { .. }
                | Feature::River { .. } => {}
            }
        }
        pictograms::draw(&mut scene, tile);
        markers::draw(&mut scene, tile);
        if let Some(flier) = tile.flier {
            flier::draw(&mut scene, flier.direction);
        }
        if let Some(symbol) = expansion.and_then(|expansion| expansion.symbol.as_ref()) {
            mark::draw(&mut scene, symbol.corner);
        }
        scene
    }

    /// The back of a tile of `expansion`: a plain colour, with the expansion's symbol large in
    /// the middle if it has one.
    pub fn back(expansion: Option<&Expansion>) -> Scene {
        let mut scene = Scene {
            shapes: Vec::new(),
            arrow: None,
        };
        scene.push(
            Geometry::polygon(&[
                Point::new(0.0, 0.0),
                Point::new(1.0, 0.0),
                Point::new(1.0, 1.0),
                Point::new(0.0, 1.0),
            ]),
            Style::fill(palette::BACK),
        );
        if expansion.is_some_and(|expansion| expansion.symbol.is_some()) {
            mark::draw_at(&mut scene, Point::CENTRE, BACK_SYMBOL_RADIUS);
        }
        scene
    }

    /// The scene turned by `rotation` about the tile centre.
    pub fn rotated(self, rotation: Rotation) -> Scene {
        if rotation == Rotation::R0 {
            return self;
        }
        Scene {
            shapes: self
                .shapes
                .into_iter()
                .map(|shape| Shape {
                    geometry: shape.geometry.map(|point| point.rotated(rotation)),
                    style: shape.style,
                })
                .collect(),
            arrow: self.arrow.map(|arrow| arrow.rotated(rotation)),
        }
    }

    fn push(&mut self, geometry: Geometry, style: Style) {
        self.shapes.push(Shape { geometry, style });
    }
}

/// The sides whose centres or lengths the positions lie on, each once, clockwise from north.
fn sides_of(edges: &[EdgePosition]) -> Vec<Side> {
    Side::ALL
        .into_iter()
        .filter(|side| edges.iter().any(|edge| edge.side() == *side))
        .collect()
}

/// The centre of `side`.
fn side_centre(side: Side) -> Point {
    Point::CENTRE.along(outward(side), 0.5)
}

/// The unit vector from the tile centre out through `side`.
fn outward(side: Side) -> (f32, f32) {
    match side {
        Side::N => (0.0, -1.0),
        Side::E => (1.0, 0.0),
        Side::S => (0.0, 1.0),
        Side::W => (-1.0, 0.0),
    }
}

/// The two corners of `side`, in clockwise order.
fn corners(side: Side) -> (Point, Point) {
    let corner = |index: usize| {
        [
            Point::new(0.0, 0.0),
            Point::new(1.0, 0.0),
            Point::new(1.0, 1.0),
            Point::new(0.0, 1.0),
        ][index % 4]
    };
    (corner(side.index()), corner(side.index() + 1))
}

/// Where an edge position lies on the tile's outline.
pub(super) fn position_point(position: EdgePosition) -> Point {
    let (start, end) = corners(position.side());
    start.lerp(end, [0.25, 0.5, 0.75][position.index() % 3])
}

/// The point `distance` from the tile centre towards `direction`, on both axes for a corner:
/// a placement of `NE` at 0.3 is `(0.8, 0.2)`.
fn toward(direction: Direction, distance: f32) -> Point {
    let (dx, dy) = direction.offset();
    Point::CENTRE.along((dx as f32, dy as f32), distance)
}

/// The unit vector pointing in `direction`.
fn unit(direction: Direction) -> (f32, f32) {
    let (dx, dy) = direction.offset();
    let scale = if direction.is_diagonal() {
        std::f32::consts::FRAC_1_SQRT_2
    } else {
        1.0
    };
    (dx as f32 * scale, dy as f32 * scale)
}
