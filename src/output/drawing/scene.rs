//! A tile's drawing as a list of shapes in unit tile coordinates, built from its data alone.
//!
//! The scene is built in the printed orientation and then turned as a whole, so everything
//! printed on the tile (pictograms, the arrow, the place of the expansion's mark) turns with it.

mod castle;
mod cities;
mod count;
mod crossings;
mod fields;
mod flier;
mod garden;
mod mark;
mod markers;

#[cfg(feature = "render")]
pub(crate) use markers::shown_point;
mod monastery;
mod pictograms;
mod roads;

use std::ops::Range;

pub use mark::{MARK_SIDE, MarkSpot};

use crate::model::{Direction, EdgePosition, Expansion, Feature, Rotation, Side, Tile};
use crate::output::drawing::{Geometry, Point, Shape, Style, palette};

/// The drawing of one tile: shapes painted in order, which of them draw which feature, and
/// where its arrow lies.
#[derive(Debug, Clone, PartialEq)]
pub struct Scene {
    /// The shapes, painted first to last.
    pub shapes: Vec<Shape>,
    /// The runs of shapes that paint a feature's ground, in painting order (a road's edges and
    /// its surface are two runs, so that every road's edges lie under every road's surface);
    /// a shape in no part is drawn over the ground (a pennant, a pictogram, the flier, the tile's outline).
    pub parts: Vec<Part>,
    /// The flying machine's arrow, if the tile has a flying machine.
    pub arrow: Option<ArrowGeometry>,
    /// Where the expansion's mark is drawn from its picture, if its symbol names one.
    pub mark: Option<MarkSpot>,
}

/// A run of a scene's shapes that paints the ground of one feature, or the grass.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Part {
    /// Whose ground the shapes paint.
    pub owner: Owner,
    /// The shapes, as a range of [`Scene::shapes`].
    pub shapes: Range<usize>,
}

/// Whose ground a [`Part`] paints.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Owner {
    /// The grass under everything: the fields that meet the tile's edge share it, parted by
    /// the roads and cities painted over it.
    Grass,
    /// The feature at this place among the tile's features.
    Feature(usize),
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
    /// The drawing of `tile` turned by `rotation`, with the place of the mark of `expansion` if
    /// its symbol names a picture, and a thin line around it.
    pub fn of(tile: &Tile, expansion: Option<&Expansion>, rotation: Rotation) -> Scene {
        let mut scene = Scene::printed(tile, expansion);
        fields::draw_tile_edge(&mut scene);
        scene.rotated(rotation)
    }

    /// The art of `tile` as printed, with the place of the mark of `expansion` if its symbol
    /// names a picture, and no line around it: where it is cut is its edge.
    ///
    /// Painted bottom to top: the grass; the rivers, under the roads' bridges; the roads, those
    /// passing under another feature first (a road that runs into a city ends under its wall);
    /// the cities and the fields they enclose; the crossings; the buildings and counts; then
    /// the pictograms, the markers and the flying machine.
    pub fn printed(tile: &Tile, expansion: Option<&Expansion>) -> Scene {
        let mut scene = Scene {
            shapes: Vec::new(),
            parts: Vec::new(),
            arrow: None,
            mark: expansion.and_then(MarkSpot::of),
        };
        let start = scene.shapes.len();
        fields::draw(&mut scene);
        scene.claim(Owner::Grass, start);
        let layers = Layers::of(tile);
        scene.draw_rivers(tile);
        scene.draw_roads(tile, &layers);
        scene.draw_cities(tile, &layers);
        crossings::draw(&mut scene, tile);
        scene.draw_buildings(tile);
        pictograms::draw(&mut scene, tile);
        markers::draw(&mut scene, tile);
        if let Some(flier) = tile.flier {
            flier::draw(&mut scene, flier.direction);
        }
        scene
    }

    /// The rivers of `tile`.
    fn draw_rivers(&mut self, tile: &Tile) {
        for (index, feature) in tile.features.iter().enumerate() {
            if let Feature::River { edges, end, .. } = feature {
                roads::draw_river(self, index, &sides_of(edges), *end);
            }
        }
    }

    /// The roads of `tile`, one layer at a time: a road's edges lie under every road's surface
    /// of its layer.
    fn draw_roads(&mut self, tile: &Tile, layers: &Layers<'_>) {
        for layer in [&layers.under, &layers.over] {
            let roads: Vec<roads::Road> = layer
                .iter()
                .filter_map(|&(index, feature)| road_of(tile, index, feature))
                .collect();
            roads::draw(self, &roads);
        }
    }

    /// The cities of `tile` with their pennants, a city passing under another first, the
    /// other's walls across it; then the fields the cities enclose.
    fn draw_cities(&mut self, tile: &Tile, layers: &Layers<'_>) {
        let every_road: Vec<roads::Road> = tile
            .features
            .iter()
            .enumerate()
            .filter_map(|(index, feature)| road_of(tile, index, feature))
            .collect();
        let city_sides: Vec<Vec<Side>> = tile
            .features
            .iter()
            .filter_map(|feature| match feature {
                Feature::City { edges, .. } => Some(sides_of(edges)),
                _ => None,
            })
            .collect();
        let inner_fields: Vec<usize> = (0..tile.features.len())
            .filter(|&index| {
                matches!(&tile.features[index], Feature::Field { edges, .. } if edges.is_empty())
            })
            .collect();
        // Two cities facing each other across one enclosed field leave it between their walls.
        let facing = inner_fields.len() == 1 && cities::face_each_other(&city_sides);
        for &(index, feature) in layers.in_order() {
            if let Feature::City {
                edges,
                pennants,
                reaches,
                shares,
                ..
            } = feature
            {
                let start = self.shapes.len();
                let touching = cities::touch_points(tile, index, &every_road, facing);
                let wall = cities::Wall {
                    reaches,
                    touching: &touching,
                    facing,
                    shares: *shares,
                };
                cities::draw(self, &sides_of(edges), wall);
                self.claim(Owner::Feature(index), start);
                cities::draw_pennants(self, &sides_of(edges), *pennants);
            }
        }
        // A city covering two or more sides covers the centre; caps leave it to the grass.
        let centre_covered = tile.features.iter().any(
            |feature| matches!(feature, Feature::City { edges, .. } if sides_of(edges).len() >= 2),
        );
        if facing {
            fields::draw_between(self, inner_fields[0], cities::between(&city_sides[0]));
        } else if centre_covered {
            fields::draw_inner(self, &inner_fields);
        }
    }

    /// The buildings and counts of `tile`: monasteries, gardens, quarters of the City of
    /// Carcassonne (several shared out over the tile), towers and German castles.
    fn draw_buildings(&mut self, tile: &Tile) {
        let quarters: Vec<usize> = (0..tile.features.len())
            .filter(|&index| {
                matches!(
                    tile.features[index],
                    Feature::Quarter {
                        quarter: Some(_),
                        ..
                    }
                )
            })
            .collect();
        for (index, feature) in tile.features.iter().enumerate() {
            let start = self.shapes.len();
            match feature {
                Feature::Monastery { .. } => monastery::draw(self, tile),
                Feature::Garden { .. } => garden::draw_feature(self, tile),
                Feature::Quarter {
                    quarter: Some(quarter),
                    ..
                } => {
                    let place = quarters.iter().filter(|&&other| other < index).count();
                    let at = count::quarter_place(place, quarters.len());
                    count::quarter(self, *quarter, at)
                }
                Feature::Quarter {
                    quarter: None,
                    edges,
                    ..
                } => count::city_of_carcassonne(self, edges),
                Feature::Tower { .. } => count::tower(self),
                Feature::GermanCastle { edges, .. } => castle::draw(self, edges),
                Feature::Road { .. }
                | Feature::City { .. }
                | Feature::Field { .. }
                | Feature::River { .. } => continue,
            }
            self.claim(Owner::Feature(index), start);
        }
    }

    /// The plain back every tile shows unless a back picture is printed in its place: one
    /// colour, the same for every expansion, so a face-down stack keeps the next tile hidden.
    pub fn plain_back() -> Scene {
        let mut scene = Scene {
            shapes: Vec::new(),
            parts: Vec::new(),
            arrow: None,
            mark: None,
        };
        scene.push(Geometry::polygon(&TILE_CORNERS), Style::fill(palette::BACK));
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
            parts: self.parts,
            arrow: self.arrow.map(|arrow| arrow.rotated(rotation)),
            mark: self.mark.map(|mark| mark.rotated(rotation)),
        }
    }

    /// The shapes of the first part of `owner`, if the scene has one.
    pub fn part(&self, owner: Owner) -> Option<&[Shape]> {
        self.parts
            .iter()
            .find(|part| part.owner == owner)
            .map(|part| &self.shapes[part.shapes.clone()])
    }

    fn push(&mut self, geometry: Geometry, style: Style) {
        self.shapes.push(Shape { geometry, style });
    }

    /// Marks the shapes pushed since `start` as the ground of `owner`, if there are any.
    fn claim(&mut self, owner: Owner, start: usize) {
        if start < self.shapes.len() {
            self.parts.push(Part {
                owner,
                shapes: start..self.shapes.len(),
            });
        }
    }
}

/// A tile's features with their places, parted by what passes under another feature: those
/// are painted before what they pass under.
struct Layers<'t> {
    /// The features that pass under another, in the tile's order.
    under: Vec<(usize, &'t Feature)>,
    /// The others, in the tile's order.
    over: Vec<(usize, &'t Feature)>,
}

impl<'t> Layers<'t> {
    /// The layers of `tile`'s features; in each, a city sharing a side with another city comes
    /// after the others, over the part of the other city's side it holds.
    fn of(tile: &'t Tile) -> Layers<'t> {
        let (mut under, mut over): (Vec<_>, Vec<_>) = tile
            .features
            .iter()
            .enumerate()
            .partition(|(_, feature)| feature.under().is_some());
        for layer in [&mut under, &mut over] {
            layer.sort_by_key(|(_, feature)| feature.shares().is_some());
        }
        Layers { under, over }
    }

    /// Every feature in painting order: the lower layer, then the upper.
    fn in_order(&self) -> impl Iterator<Item = &(usize, &'t Feature)> {
        self.under.iter().chain(&self.over)
    }
}

/// The road that feature `index` of `tile` is, if it is one, and where it ends when it ends
/// on the tile: its own end if it names one, otherwise inside what `ends_at` names, or at the
/// centre, before a building if the tile has one there.
fn road_of(tile: &Tile, index: usize, feature: &Feature) -> Option<roads::Road> {
    let Feature::Road {
        edges,
        ends_at,
        end: own,
        ..
    } = feature
    else {
        return None;
    };
    let centre_building = tile
        .features
        .iter()
        .any(|feature| matches!(feature, Feature::Monastery { .. } | Feature::Garden { .. }));
    let target = ends_at.as_deref().and_then(|end| tile.feature(end));
    let end = match target {
        _ if let Some(own) = own => roads::RoadEnd::Own(*own),
        Some(Feature::City { edges, .. }) => roads::RoadEnd::At(cities::inside(&sides_of(edges))),
        Some(Feature::Road { edges, .. }) => roads::RoadEnd::At(roads::middle(&sides_of(edges))),
        Some(
            Feature::Monastery { .. }
            | Feature::Garden { .. }
            | Feature::Quarter { .. }
            | Feature::Tower { .. }
            | Feature::GermanCastle { .. },
        ) => roads::RoadEnd::Centre { building: true },
        Some(Feature::Field { .. } | Feature::River { .. }) | None => roads::RoadEnd::Centre {
            building: centre_building,
        },
    };
    Some(roads::Road {
        feature: index,
        sides: sides_of(edges),
        end,
    })
}

/// The sides whose centres or lengths the positions lie on, each once, clockwise from north.
pub(super) fn sides_of(edges: &[EdgePosition]) -> Vec<Side> {
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
pub(super) fn outward(side: Side) -> (f32, f32) {
    match side {
        Side::N => (0.0, -1.0),
        Side::E => (1.0, 0.0),
        Side::S => (0.0, 1.0),
        Side::W => (-1.0, 0.0),
    }
}

/// The tile's corners clockwise from the north-west: the whole tile as a polygon.
pub(super) const TILE_CORNERS: [Point; 4] = [
    Point::new(0.0, 0.0),
    Point::new(1.0, 0.0),
    Point::new(1.0, 1.0),
    Point::new(0.0, 1.0),
];

/// The two corners of `side`, in clockwise order.
pub(super) fn corners(side: Side) -> (Point, Point) {
    let corner = |index: usize| TILE_CORNERS[index % 4];
    (corner(side.index()), corner(side.index() + 1))
}

/// Where an edge position lies on the tile's outline.
pub(crate) fn position_point(position: EdgePosition) -> Point {
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
