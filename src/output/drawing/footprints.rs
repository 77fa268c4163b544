//! Each feature's area and spot, read off the tile's scene.
//!
//! Every shape is turned into the polygons it paints (curves flattened finely enough that the
//! difference stays under a tenth of a pixel at 256 pixels a tile; a stroke's outline with its
//! caps and rounded corners). A road's, a city's or an enclosed field's area is what its shapes
//! paint less what later roads, cities and fields paint over it; the grass left between them
//! splits into pieces, each the area of the field that claims the edge halves it meets. A
//! monastery or a garden lies on top: its area is all its shapes paint. The spot is the point of
//! the feature's ground still showing in the finished picture that lies furthest from that
//! ground's edge and from the spots placed before it (monasteries and gardens first, then
//! cities, roads and fields).
//!
//! Tiles share most of their drawing: the same road's curve, the same city's wall, the same
//! owners dividing the tile in the same way. A build reads every tile with one [`Worked`], so
//! the polygons of each shape, of each owner's ground and of each such division are worked out
//! once and used again by every tile that has them, found by exactly what they are made of.

use std::borrow::Cow;
use std::collections::hash_map::Entry;
use std::collections::{BTreeMap, BinaryHeap, HashMap};
use std::f64::consts::SQRT_2;
use std::sync::{Arc, Mutex, PoisonError};

use i_overlay::core::fill_rule::FillRule;
use i_overlay::core::overlay_rule::OverlayRule;
use i_overlay::float::single::SingleFloatOverlay;

use crate::drawing::scene::{Owner, Scene, corners, outward};
use crate::drawing::{Cap, Geometry, Point, Segment, Shape, Style, palette};
use crate::model::{Catalog, EdgePosition, Expansion, FOOTPRINT_STEPS, Feature, Footprint, Tile};

/// A point of a polygon.
type Vertex = [f64; 2];
/// Closed rings under the non-zero rule, outer rings turning one way and holes the other.
type Rings = Vec<Vec<Vertex>>;

/// How many straight pieces stand for a curve segment, and at most and at least for a circle
/// (by its radius: a piece spans at most 1/600 of the tile's width in radius).
const CURVE_PIECES: usize = 16;
const CIRCLE_PIECES: (usize, usize) = (12, 64);
const PIECES_PER_RADIUS: f64 = 600.0;
/// The largest turn of a stroke, in radians, whose rounded corner the wedges between its bands
/// stand for: they miss it by under 1/250 of the stroke's half width.
const STRAIGHT_ON: f64 = 0.17;
/// How far inside the edge the point lies that tells which grass piece a field's half claims.
const PROBE_DEPTH: f64 = 0.02;
/// How close the search for a spot comes to the best point's score, in tile units (two and a
/// half pixels at 256 pixels a tile: a meeple is ten times as wide).
const SPOT_STEP: f64 = 0.01;
/// How far the outline the spot search measures from may lie from a feature's area, in tile
/// units (three quarters of a pixel at 256 pixels a tile).
const OUTLINE_PRECISION: f64 = 0.003;
/// The most squares the search for one spot splits.
const SPOT_SQUARES: usize = 4_096;
/// The most shapes and grounds whose polygons a build keeps to use again ([`Worked`]).
const WORKED: usize = 1_024;

/// Every tile's [`footprints`] in a catalog, by tile id: read once a build and handed to every
/// output that needs them (the catalog, the Rust tables, the atlas and its SVGs, the gallery).
pub type CatalogFootprints = BTreeMap<String, Vec<Footprint>>;

/// The footprints of every tile of `catalog`, each read off its drawing once, the tiles shared
/// among the cores.
pub fn catalog_footprints(catalog: &Catalog) -> CatalogFootprints {
    let tiles: Vec<&Tile> = catalog.tiles.iter().collect();
    let worked = Worked::default();
    let read = crate::parallel::map(&tiles, 8, |tile| {
        read_off(tile, catalog.expansion(&tile.expansion), &worked)
    });
    tiles
        .iter()
        .map(|tile| tile.id.to_string())
        .zip(read)
        .collect()
}

/// Where each feature of `tile` lies, as printed, in feature order: its area and its spot, read
/// off the tile's drawing with the mark of `expansion`.
///
/// ```
/// use tilecat::drawing::footprints;
/// let tile = tilecat::tables::tile("base-A").unwrap();
/// let places = footprints(tile, tilecat::tables::expansion("base"));
/// let [monastery, road, field] = &places[..] else { panic!() };
/// assert_eq!((&*monastery.feature, &*road.feature, &*field.feature), ("monastery", "road", "field"));
/// // The road runs in from the south side to the monastery's door.
/// assert!(road.contains([0.5, 0.9]));
/// assert!(field.contains([0.1, 0.1]) && !field.contains([0.5, 0.9]));
/// assert!(monastery.contains(monastery.spot()));
/// ```
pub fn footprints(tile: &Tile, expansion: Option<&Expansion>) -> Vec<Footprint> {
    read_off(tile, expansion, &Worked::default())
}

/// The polygons already worked out in a build, to use again: tiles share their drawings' shapes
/// (the same road's curve, the same city's wall), and their roads', cities' and fields' grounds
/// (what all of an owner's shapes paint), so each is worked out once. Each is found by what it
/// is made of ([`ShapeKey`]), so a polygon used again is the one the arithmetic would make
/// again. At most [`WORKED`] of each kind are kept.
#[derive(Default)]
struct Worked {
    painted: Mutex<HashMap<ShapeKey, Arc<Painted>>>,
    /// Each ground with the number it is known by in `divisions`' keys.
    grounds: Mutex<HashMap<Vec<ShapeKey>, Numbered>>,
    divisions: Mutex<HashMap<Vec<u32>, Arc<Division>>>,
}

impl Worked {
    /// What `shape` paints.
    fn painted(&self, shape: &Shape) -> Arc<Painted> {
        remembered(&self.painted, ShapeKey::of(shape), || {
            Painted::new(paint(shape))
        })
    }

    /// What the shapes `keys` of one owner paint together, worked out by `unite` when not kept,
    /// with its number (`None` when there was no room to keep it).
    fn ground(
        &self,
        keys: Vec<ShapeKey>,
        unite: impl FnOnce() -> Rings,
    ) -> (Option<u32>, Arc<Rings>) {
        let lock = || self.grounds.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some((number, rings)) = lock().get(&keys) {
            return (Some(*number), Arc::clone(rings));
        }
        let rings = Arc::new(unite());
        let mut grounds = lock();
        let count = grounds.len();
        match grounds.entry(keys) {
            // Worked out on another core meanwhile, the same.
            Entry::Occupied(kept) => (Some(kept.get().0), Arc::clone(&kept.get().1)),
            Entry::Vacant(room) if count < WORKED => {
                let number = count as u32;
                room.insert((number, Arc::clone(&rings)));
                (Some(number), rings)
            }
            Entry::Vacant(_) => (None, rings),
        }
    }

    /// How the tile's owners divide it, laid out as `layout` says, worked out by `divide` when
    /// not kept.
    fn division(
        &self,
        layout: Option<Vec<u32>>,
        divide: impl FnOnce() -> Division,
    ) -> Arc<Division> {
        match layout {
            Some(layout) => remembered(&self.divisions, layout, divide),
            None => Arc::new(divide()),
        }
    }
}

/// A ground's polygons and the number [`Worked`] knows it by.
type Numbered = (u32, Arc<Rings>);

/// The value for `key` in `kept`, worked out by `work` (outside the lock) when not kept, and
/// kept while there is room.
fn remembered<K: std::hash::Hash + Eq, V>(
    kept: &Mutex<HashMap<K, Arc<V>>>,
    key: K,
    work: impl FnOnce() -> V,
) -> Arc<V> {
    let lock = || kept.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(value) = lock().get(&key) {
        return Arc::clone(value);
    }
    let value = Arc::new(work());
    let mut kept = lock();
    if kept.len() < WORKED {
        kept.entry(key).or_insert_with(|| Arc::clone(&value));
    }
    value
}

/// Everything about a shape that tells what it paints, exactly (its colours aside): whether it
/// is filled, its stroke's width and cap, and its geometry's every number as its bits.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct ShapeKey(Vec<u32>);

impl ShapeKey {
    fn of(shape: &Shape) -> ShapeKey {
        let mut words = vec![u32::from(shape.style.fill.is_some())];
        match shape.style.stroke {
            Some(stroke) => words.extend([1, stroke.width.to_bits(), stroke.cap as u32]),
            None => words.push(0),
        }
        let point = |words: &mut Vec<u32>, point: Point| {
            words.extend([point.x.to_bits(), point.y.to_bits()]);
        };
        match &shape.geometry {
            Geometry::Circle { centre, radius } => {
                words.push(0);
                point(&mut words, *centre);
                words.push(radius.to_bits());
            }
            Geometry::Path(segments) => {
                words.push(1);
                for segment in segments {
                    match *segment {
                        Segment::MoveTo(to) => {
                            words.push(0);
                            point(&mut words, to);
                        }
                        Segment::LineTo(to) => {
                            words.push(1);
                            point(&mut words, to);
                        }
                        Segment::QuadTo(control, to) => {
                            words.push(2);
                            point(&mut words, control);
                            point(&mut words, to);
                        }
                        Segment::CubicTo(first, second, to) => {
                            words.push(3);
                            point(&mut words, first);
                            point(&mut words, second);
                            point(&mut words, to);
                        }
                        Segment::Close => words.push(4),
                    }
                }
            }
        }
        ShapeKey(words)
    }
}

/// [`footprints`], with the polygons of shapes and grounds `worked` holds used again.
fn read_off(tile: &Tile, expansion: Option<&Expansion>, worked: &Worked) -> Vec<Footprint> {
    let mut scene = Scene::printed(tile, expansion);
    // The mark's picture hides the ground under its square.
    if let Some(mark) = &scene.mark {
        let square = Shape {
            geometry: mark.square(),
            style: Style::fill(palette::INK),
        };
        scene.shapes.push(square);
    }
    let painted: Vec<Arc<Painted>> = scene
        .shapes
        .iter()
        .map(|shape| worked.painted(shape))
        .collect();
    // Rivers, roads, cities and fields divide the tile; monasteries, gardens, quarters, towers
    // and German castles lie on top of it.
    let covers = |owner: Owner| match owner {
        Owner::Grass => true,
        Owner::Feature(index) => !matches!(
            tile.features[index],
            Feature::Monastery { .. }
                | Feature::Garden { .. }
                | Feature::Quarter { .. }
                | Feature::Tower { .. }
                | Feature::GermanCastle { .. }
        ),
    };
    let (grounds, layout) = grounds(&scene, &painted, worked, covers);
    let fields: Vec<usize> = (0..tile.features.len())
        .filter(|&index| matches!(tile.features[index], Feature::Field { .. }))
        .collect();
    let layout = layout.map(|mut words| {
        // The fields' edge halves, which tell the grass's pieces apart.
        for &field in &fields {
            words.push(u32::MAX);
            let edges = tile.features[field].edges();
            words.extend(edges.iter().map(|position| position.index() as u32));
        }
        words
    });
    let division = worked.division(layout, || divide(tile, &grounds, &fields, covers));
    let over = Over::new(&scene, &painted, &grounds);
    let mut areas: Vec<Rings> = vec![Vec::new(); tile.features.len()];
    let mut hiding: Vec<Vec<&Painted>> = vec![Vec::new(); tile.features.len()];
    for (ground, area) in grounds.iter().zip(&division.areas) {
        if let Owner::Feature(index) = ground.owner {
            areas[index] = area.clone();
            hiding[index] = over.hiding(area, ground, covers);
        }
    }
    if let (Some(ground), Some(shares)) = (
        grounds.iter().find(|ground| ground.owner == Owner::Grass),
        &division.grass,
    ) {
        for (field, share) in shares {
            areas[fields[*field]].extend(share.iter().cloned());
        }
        for &field in &fields {
            hiding[field] = over.hiding(&areas[field], ground, covers);
        }
    }
    let spots = spots(tile, &areas, &hiding);
    tile.features
        .iter()
        .zip(areas)
        .zip(spots)
        .map(|((feature, area), spot)| Footprint {
            feature: Cow::Owned(feature.id().to_owned()),
            rings: Cow::Owned(area.iter().map(|ring| Cow::Owned(written(ring))).collect()),
            spot_steps: spot.map(steps),
        })
        .collect()
}

/// Each owner's ground in `scene` (what all its parts paint, each shape's polygons `painted`),
/// where its first part starts and its last ends, in the order of their first parts; and the
/// grounds' numbers in `worked` with whether each divides the tile (`covers`), which find a
/// division worked out before (`None` when a ground has no number).
fn grounds(
    scene: &Scene,
    painted: &[Arc<Painted>],
    worked: &Worked,
    covers: impl Fn(Owner) -> bool,
) -> (Vec<Ground>, Option<Vec<u32>>) {
    let mut grounds: Vec<Ground> = Vec::new();
    for part in &scene.parts {
        match grounds.iter_mut().find(|ground| ground.owner == part.owner) {
            Some(ground) => ground.end = ground.end.max(part.shapes.end),
            None => grounds.push(Ground {
                owner: part.owner,
                start: part.shapes.start,
                end: part.shapes.end,
                rings: Arc::default(),
            }),
        }
    }
    grounds.sort_by_key(|ground| ground.start);
    let mut layout = Some(Vec::new());
    for ground in &mut grounds {
        let shapes: Vec<usize> = scene
            .parts
            .iter()
            .filter(|part| part.owner == ground.owner)
            .flat_map(|part| part.shapes.clone())
            .collect();
        let keys = shapes
            .iter()
            .map(|&index| ShapeKey::of(&scene.shapes[index]))
            .collect();
        let (number, rings) = worked.ground(keys, || {
            union_all(shapes.iter().map(|&index| &painted[index].rings))
        });
        ground.rings = rings;
        let kind = match ground.owner {
            Owner::Grass => 0,
            owner if covers(owner) => 1,
            Owner::Feature(_) => 2,
        };
        match (number, &mut layout) {
            (Some(number), Some(words)) => words.extend([number, kind]),
            _ => layout = None,
        }
    }
    (grounds, layout)
}

/// What a shape paints: its polygons, their outline as the spot search measures from it, and
/// the box around them.
struct Painted {
    rings: Rings,
    outline: Outline,
    bounds: Option<(Vertex, Vertex)>,
}

impl Painted {
    fn new(rings: Rings) -> Painted {
        Painted {
            outline: Outline::of(&rings),
            bounds: bounds(&rings),
            rings,
        }
    }
}

/// Rings as the spot search measures from them: [`simplified`], each edge ready to measure.
struct Outline {
    rings: Rings,
    edges: Vec<Edge>,
}

/// An edge of an [`Outline`]: where it starts and ends, the way from one to the other, and one
/// over the square of its length (nothing for an edge of no length).
struct Edge {
    from: Vertex,
    to: Vertex,
    along: Vertex,
    inverse: f64,
}

impl Outline {
    fn of(rings: &Rings) -> Outline {
        let rings: Rings = rings.iter().map(|ring| simplified(ring)).collect();
        let mut edges = Vec::new();
        for ring in &rings {
            let Some(&last) = ring.last() else {
                continue;
            };
            let mut from = last;
            for &to in ring {
                let along = [to[0] - from[0], to[1] - from[1]];
                let length = along[0] * along[0] + along[1] * along[1];
                let inverse = if length == 0.0 { 0.0 } else { 1.0 / length };
                edges.push(Edge {
                    from,
                    to,
                    along,
                    inverse,
                });
                from = to;
            }
        }
        Outline { rings, edges }
    }

    /// How far `point` lies from the nearest edge, and whether it lies inside the rings (as
    /// [`inside`] tells, in the same pass over the edges), the edges looked at from the one at
    /// `first` on (a point near another is likely near that one's nearest edge); nothing as soon
    /// as an edge lies within the square root of `cutoff`.
    fn measure(&self, point: Vertex, cutoff: f64, first: usize) -> Option<Measured> {
        let mut measured = Measured {
            squared: f64::INFINITY,
            inside: false,
            edge: 0,
        };
        let count = self.edges.len();
        let mut index = if first < count { first } else { 0 };
        for _ in 0..count {
            let edge = &self.edges[index];
            let (x, y) = (point[0] - edge.from[0], point[1] - edge.from[1]);
            if (edge.from[1] > point[1]) != (edge.to[1] > point[1])
                && point[0] < edge.from[0] + y * edge.along[0] / edge.along[1]
            {
                measured.inside = !measured.inside;
            }
            let t = ((x * edge.along[0] + y * edge.along[1]) * edge.inverse).clamp(0.0, 1.0);
            let (x, y) = (x - edge.along[0] * t, y - edge.along[1] * t);
            let squared = x * x + y * y;
            if squared < measured.squared {
                if squared <= cutoff {
                    return None;
                }
                measured.squared = squared;
                measured.edge = index;
            }
            index += 1;
            if index == count {
                index = 0;
            }
        }
        Some(measured)
    }
}

/// What [`Outline::measure`] finds of a point.
struct Measured {
    /// The square of its distance to the nearest edge.
    squared: f64,
    /// Whether it lies inside the rings.
    inside: bool,
    /// The index of the nearest edge (the first of those as near).
    edge: usize,
}

/// What the shapes of a scene paint over the grounds drawn before them.
struct Over<'a> {
    painted: &'a [Arc<Painted>],
    /// Each shape's owner and where that owner's first part starts.
    owners: Vec<Option<(Owner, usize)>>,
}

impl<'a> Over<'a> {
    fn new(scene: &Scene, painted: &'a [Arc<Painted>], grounds: &[Ground]) -> Over<'a> {
        let mut owners = vec![None; painted.len()];
        for ground in grounds {
            for part in scene.parts.iter().filter(|part| part.owner == ground.owner) {
                for index in part.shapes.clone() {
                    owners[index] = Some((ground.owner, ground.start));
                }
            }
        }
        Over { painted, owners }
    }

    /// The shapes that may hide part of `rings`, part of `ground`'s area: those from its
    /// owner's end on whose boxes meet the area's. When the ground divides the tile (`covers`),
    /// the shapes of the others that divide it whose first parts start after the ground's are
    /// already cut from its area, and left out (a ground on top keeps all it paints).
    fn hiding(
        &self,
        rings: &Rings,
        ground: &Ground,
        covers: impl Fn(Owner) -> bool,
    ) -> Vec<&'a Painted> {
        let Some((low, high)) = bounds(rings) else {
            return Vec::new();
        };
        (ground.end..self.painted.len())
            .filter(|&index| {
                let cut_already = covers(ground.owner)
                    && self.owners[index]
                        .is_some_and(|(owner, start)| covers(owner) && start > ground.start);
                !cut_already
                    && self.painted[index].bounds.is_some_and(|(from, to)| {
                        from[0] < high[0] && low[0] < to[0] && from[1] < high[1] && low[1] < to[1]
                    })
            })
            .map(|index| &*self.painted[index])
            .collect()
    }
}

/// One owner's ground: what all its parts paint, where its first part starts and where its
/// last part ends among the scene's shapes.
struct Ground {
    owner: Owner,
    start: usize,
    end: usize,
    rings: Arc<Rings>,
}

/// How a tile's owners divide it: each ground's area, in the grounds' order (for a river, road,
/// city or field what its ground paints less what the owners whose first parts start after
/// its own paint; for one on top all its ground; for the grass nothing), and the grass left
/// between them.
struct Division {
    areas: Vec<Rings>,
    /// The share of a piece of the grass each field claims, piece by piece, the field by its
    /// place among the tile's fields.
    grass: Option<Vec<(usize, Rings)>>,
}

/// How the owners of `grounds` (in the order of their first parts) divide `tile`, whose
/// fields are `fields`; `covers` tells the owners that divide it from those on top.
fn divide(
    tile: &Tile,
    grounds: &[Ground],
    fields: &[usize],
    covers: impl Fn(Owner) -> bool,
) -> Division {
    // What the owners that divide the tile paint from `grounds[k]` on: `covering[k]`.
    let mut covering: Vec<Rings> = vec![Vec::new(); grounds.len() + 1];
    for index in (0..grounds.len()).rev() {
        covering[index] = if covers(grounds[index].owner) {
            union(&covering[index + 1], &grounds[index].rings)
        } else {
            covering[index + 1].clone()
        };
    }
    let after =
        |ground: &Ground| &covering[grounds.partition_point(|other| other.start <= ground.start)];
    let areas = grounds
        .iter()
        .map(|ground| match ground.owner {
            Owner::Grass => Rings::new(),
            owner if covers(owner) => difference(&ground.rings, after(ground)),
            Owner::Feature(_) => Rings::clone(&ground.rings),
        })
        .collect();
    let grass = grounds
        .iter()
        .find(|ground| ground.owner == Owner::Grass)
        .map(|ground| {
            grass_pieces(&ground.rings, after(ground))
                .iter()
                .flat_map(|piece| shares(tile, piece))
                .filter_map(|(field, share)| {
                    let place = fields.iter().position(|&other| other == field)?;
                    Some((place, share))
                })
                .collect()
        });
    Division { areas, grass }
}

/// The grass less what covers it, each connected piece apart with its holes.
fn grass_pieces(grass: &Rings, covered: &Rings) -> Vec<Rings> {
    grass.overlay(covered, OverlayRule::Difference, FillRule::NonZero)
}

/// The fields that claim an edge half inside `piece`, each with its share of it: the whole
/// piece for one field; for several (fields the drawing does not part, such as two that cities
/// touching in the middle divide), each the part of the piece nearer its own edge halves than
/// any other field's.
fn shares(tile: &Tile, piece: &Rings) -> Vec<(usize, Rings)> {
    let probes: Vec<(usize, Vertex)> = tile
        .features
        .iter()
        .enumerate()
        .filter(|(_, feature)| matches!(feature, Feature::Field { .. }))
        .flat_map(|(index, feature)| {
            feature
                .edges()
                .iter()
                .map(move |&position| (index, probe(position)))
        })
        .filter(|(_, point)| inside(piece, *point))
        .collect();
    let mut fields: Vec<usize> = probes.iter().map(|(field, _)| *field).collect();
    fields.dedup();
    if let [field] = fields[..] {
        return vec![(field, piece.clone())];
    }
    fields
        .into_iter()
        .map(|field| {
            let nearer = probes.iter().filter(|(own, _)| *own == field).fold(
                Vec::new(),
                |nearer, (_, point)| {
                    let cell = probes
                        .iter()
                        .filter(|(other, _)| *other != field)
                        .fold(piece.clone(), |cell, (_, other)| {
                            intersection(&cell, &half_plane(*point, *other))
                        });
                    union(&nearer, &cell)
                },
            );
            (field, nearer)
        })
        .collect()
}

/// The points nearer `own` than `other`, within a square well beyond the tile.
fn half_plane(own: Vertex, other: Vertex) -> Rings {
    let middle = [(own[0] + other[0]) / 2.0, (own[1] + other[1]) / 2.0];
    let length = distance(own, other).max(f64::EPSILON);
    let toward = [(other[0] - own[0]) / length, (other[1] - own[1]) / length];
    let across = [-toward[1], toward[0]];
    let far = 4.0;
    let at = |a: f64, b: f64| {
        [
            middle[0] + across[0] * a - toward[0] * b,
            middle[1] + across[1] * a - toward[1] * b,
        ]
    };
    vec![vec![
        at(far, 0.0),
        at(-far, 0.0),
        at(-far, far),
        at(far, far),
    ]]
}

/// A point just inside the edge at `position`.
fn probe(position: EdgePosition) -> Vertex {
    let (start, end) = corners(position.side());
    let along = start.lerp(end, [0.25, 0.5, 0.75][position.index() % 3]);
    let (dx, dy) = outward(position.side());
    [
        f64::from(along.x) - f64::from(dx) * PROBE_DEPTH,
        f64::from(along.y) - f64::from(dy) * PROBE_DEPTH,
    ]
}

/// The spot of each feature: monasteries, gardens, quarters, towers and German castles first,
/// then cities, roads, rivers and fields, each in the part of its area that the shapes
/// `hiding` it leave showing (in all its area when they hide it all), kept away from the spots
/// before it.
fn spots(tile: &Tile, areas: &[Rings], hiding: &[Vec<&Painted>]) -> Vec<Vertex> {
    let rank = |feature: &Feature| match feature {
        Feature::Monastery { .. }
        | Feature::Garden { .. }
        | Feature::Quarter { .. }
        | Feature::Tower { .. }
        | Feature::GermanCastle { .. } => 0,
        Feature::City { .. } => 1,
        Feature::Road { .. } => 2,
        Feature::River { .. } => 3,
        Feature::Field { .. } => 4,
    };
    let mut order: Vec<usize> = (0..tile.features.len()).collect();
    order.sort_by_key(|&index| rank(&tile.features[index]));
    let mut spots = vec![[0.5, 0.5]; tile.features.len()];
    let mut placed: Vec<Vertex> = Vec::new();
    for index in order {
        let outline = Outline::of(&areas[index]);
        let spot = furthest_point(&outline, &hiding[index], &placed)
            .or_else(|| furthest_point(&outline, &[], &placed));
        if let Some(spot) = spot {
            spots[index] = spot;
            placed.push(spot);
        }
    }
    spots
}

/// The point inside `outline` and outside every outline of `hiding` furthest from the edges of
/// both and from each of `others` (counted at half its distance, as two meeples share the room
/// between them), to within [`SPOT_STEP`]: a search that splits the box around `outline` into
/// squares and splits again only the squares that may hold a better point (a square's points
/// score at most its centre's score plus the distance to its corners, as the score changes no
/// faster than the point moves: it is the distance to the nearest edge, counted less than
/// nothing where the point does not show). A square that cannot hold a point better than the
/// best so far by more than half the step is left as soon as that shows, before its score is
/// known in full.
fn furthest_point(outline: &Outline, hiding: &[&Painted], others: &[Vertex]) -> Option<Vertex> {
    let measure = Measure {
        outline,
        hiding,
        others,
    };
    let (low, high) = bounds(&outline.rings)?;
    let (width, height) = (high[0] - low[0], high[1] - low[1]);
    let side = width.min(height).max(SPOT_STEP);
    let centre = [low[0] + width / 2.0, low[1] + height / 2.0];
    let (score, edge) = measure.above(centre, f64::NEG_INFINITY, 0)?;
    let mut best = Square {
        centre,
        half: 0.0,
        score,
        edge,
    };
    let mut squares = BinaryHeap::new();
    // A square is kept when it may hold a point better than the best by more than half the
    // step; its edges are looked at from `first` on, the nearest to the square it was split
    // from.
    let consider = |centre: Vertex, half: f64, first: usize, best: f64| {
        let floor = best + SPOT_STEP / 2.0 - half * SQRT_2;
        measure
            .above(centre, floor, first)
            .map(|(score, edge)| Square {
                centre,
                half,
                score,
                edge,
            })
    };
    let mut y = low[1];
    while y < high[1] {
        let mut x = low[0];
        while x < high[0] {
            let centre = [x + side / 2.0, y + side / 2.0];
            if let Some(square) = consider(centre, side / 2.0, best.edge, best.score) {
                squares.push(square);
            }
            x += side;
        }
        y += side;
    }
    // However the area is drawn, the search looks at a bounded number of squares.
    let mut budget = SPOT_SQUARES;
    while let Some(next) = squares.pop() {
        budget = budget.saturating_sub(1);
        if next.score > best.score {
            best = next;
        }
        if next.bound() - best.score <= SPOT_STEP / 2.0 || budget == 0 {
            break;
        }
        let half = next.half / 2.0;
        for (dx, dy) in [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)] {
            let centre = [next.centre[0] + dx * half, next.centre[1] + dy * half];
            if let Some(square) = consider(centre, half, next.edge, best.score) {
                squares.push(square);
            }
        }
    }
    (best.score > 0.0).then_some(best.centre)
}

/// What the spot search scores a point by: the area's outline, the outlines hiding part of it
/// and the spots placed before.
struct Measure<'a> {
    outline: &'a Outline,
    hiding: &'a [&'a Painted],
    others: &'a [Vertex],
}

impl Measure<'_> {
    /// The score of `point` (see [`furthest_point`]) when it is more than `floor`, and the
    /// index of the area's edge nearest to it, its edges looked at from the one at `first` on;
    /// nothing as soon as an edge or a spot nearer than `floor` shows that it is not.
    fn above(&self, point: Vertex, floor: f64, first: usize) -> Option<(f64, usize)> {
        let spots = self
            .others
            .iter()
            .map(|other| distance(point, *other) / 2.0)
            .fold(f64::INFINITY, f64::min);
        if spots <= floor {
            return None;
        }
        // The score is at most the distance to any edge, inside or out, so one nearer than a
        // floor above nothing settles it.
        let cutoff = if floor >= 0.0 { floor * floor } else { -1.0 };
        let area = self.outline.measure(point, cutoff, first)?;
        let (mut nearest, mut shows) = (area.squared, area.inside);
        for over in self.hiding {
            let Some((low, high)) = over.bounds else {
                continue;
            };
            // A shape whose box lies further than the nearest edge so far holds neither a
            // nearer edge nor the point.
            let gap = |low: f64, high: f64, at: f64| (low - at).max(at - high).max(0.0);
            let (x, y) = (
                gap(low[0], high[0], point[0]),
                gap(low[1], high[1], point[1]),
            );
            if x * x + y * y >= nearest {
                continue;
            }
            let over = over.outline.measure(point, cutoff, 0)?;
            nearest = nearest.min(over.squared);
            shows = shows && !over.inside;
        }
        let edge = nearest.sqrt();
        let score = if shows { edge } else { -edge }.min(spots);
        (score > floor).then_some((score, area.edge))
    }
}

/// A square of the spot search: its centre, half its side, its centre's score and the index
/// of the area's edge nearest to its centre.
#[derive(Debug, Clone, Copy)]
struct Square {
    centre: Vertex,
    half: f64,
    score: f64,
    edge: usize,
}

impl Square {
    /// The best score any point of the square may have.
    fn bound(&self) -> f64 {
        self.score + self.half * SQRT_2
    }
}

impl PartialEq for Square {
    fn eq(&self, other: &Self) -> bool {
        self.cmp(other).is_eq()
    }
}

impl Eq for Square {}

impl PartialOrd for Square {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Square {
    /// By bound, then by place, so the search's order is the same on every run.
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.bound()
            .total_cmp(&other.bound())
            .then(self.centre[1].total_cmp(&other.centre[1]).reverse())
            .then(self.centre[0].total_cmp(&other.centre[0]).reverse())
    }
}

/// `ring` with the points left out that lie within [`OUTLINE_PRECISION`] of the line through
/// the points kept either side (Douglas and Peucker's simplification): the spot search measures
/// the distance to fewer edges, none of them further than that from the ring.
fn simplified(ring: &[Vertex]) -> Vec<Vertex> {
    if ring.len() < 4 {
        return ring.to_vec();
    }
    let mut keep = vec![false; ring.len()];
    // The ring is closed: split it at its first point and the point furthest from it.
    let far = (1..ring.len())
        .max_by(|&a, &b| distance(ring[0], ring[a]).total_cmp(&distance(ring[0], ring[b])))
        .unwrap_or(0);
    keep[0] = true;
    keep[far] = true;
    let mut stretches = vec![(0, far), (far, ring.len())];
    while let Some((from, to)) = stretches.pop() {
        let end = ring[to % ring.len()];
        let furthest = (from + 1..to)
            .map(|index| {
                (
                    index,
                    segment_distance_squared(ring[index], ring[from], end),
                )
            })
            .max_by(|a, b| a.1.total_cmp(&b.1));
        if let Some((index, squared)) = furthest
            && squared > OUTLINE_PRECISION * OUTLINE_PRECISION
        {
            keep[index] = true;
            stretches.push((from, index));
            stretches.push((index, to));
        }
    }
    ring.iter()
        .zip(keep)
        .filter_map(|(point, kept)| kept.then_some(*point))
        .collect()
}

/// The corners of the box around `rings`.
fn bounds(rings: &Rings) -> Option<(Vertex, Vertex)> {
    let mut points = rings.iter().flatten();
    let first = *points.next()?;
    Some(points.fold((first, first), |(low, high), point| {
        (
            [low[0].min(point[0]), low[1].min(point[1])],
            [high[0].max(point[0]), high[1].max(point[1])],
        )
    }))
}

/// Whether `point` lies inside `rings`, whose rings do not cross.
fn inside(rings: &Rings, [x, y]: Vertex) -> bool {
    let mut inside = false;
    for ring in rings {
        let mut previous = match ring.last() {
            Some(&point) => point,
            None => continue,
        };
        for &point in ring {
            let ([ax, ay], [bx, by]) = (previous, point);
            if (ay > y) != (by > y) && x < ax + (y - ay) * (bx - ax) / (by - ay) {
                inside = !inside;
            }
            previous = point;
        }
    }
    inside
}

/// The square of how far `point` lies from the segment from `a` to `b`.
fn segment_distance_squared(point: Vertex, a: Vertex, b: Vertex) -> f64 {
    let (dx, dy) = (b[0] - a[0], b[1] - a[1]);
    let length = dx * dx + dy * dy;
    let t = if length == 0.0 {
        0.0
    } else {
        (((point[0] - a[0]) * dx + (point[1] - a[1]) * dy) / length).clamp(0.0, 1.0)
    };
    let (x, y) = (point[0] - a[0] - dx * t, point[1] - a[1] - dy * t);
    x * x + y * y
}

fn distance(a: Vertex, b: Vertex) -> f64 {
    let (x, y) = (a[0] - b[0], a[1] - b[1]);
    (x * x + y * y).sqrt()
}

fn signed_area(ring: &[Vertex]) -> f64 {
    let Some(&last) = ring.last() else {
        return 0.0;
    };
    let mut previous = last;
    let mut twice = 0.0;
    for &point in ring {
        twice += previous[0] * point[1] - point[0] * previous[1];
        previous = point;
    }
    twice / 2.0
}

/// What all of `areas` cover together, in one pass of the polygon arithmetic: each is an
/// outcome of that arithmetic, its outer rings turning one way and its holes the other, so
/// that the non-zero rule over all their rings at once is their union.
fn union_all<'a>(areas: impl Iterator<Item = &'a Rings>) -> Rings {
    let rings: Rings = areas.flatten().cloned().collect();
    if rings.is_empty() {
        return rings;
    }
    rings
        .overlay(&Rings::new(), OverlayRule::Union, FillRule::NonZero)
        .concat()
}

fn union(a: &Rings, b: &Rings) -> Rings {
    if b.is_empty() {
        return a.clone();
    }
    if a.is_empty() {
        return b
            .overlay(&Rings::new(), OverlayRule::Union, FillRule::NonZero)
            .concat();
    }
    a.overlay(b, OverlayRule::Union, FillRule::NonZero).concat()
}

fn difference(a: &Rings, b: &Rings) -> Rings {
    if a.is_empty() || b.is_empty() {
        return a.clone();
    }
    a.overlay(b, OverlayRule::Difference, FillRule::NonZero)
        .concat()
}

fn intersection(a: &Rings, b: &Rings) -> Rings {
    a.overlay(b, OverlayRule::Intersect, FillRule::NonZero)
        .concat()
}

/// What `shape` paints on the tile: its fill and its outline's stroke, as rings under the
/// non-zero rule.
fn paint(shape: &Shape) -> Rings {
    let mut rings = Vec::new();
    let mut stroked = false;
    if shape.style.fill.is_some() {
        rings.extend(fill_rings(&shape.geometry));
    }
    if let Some(stroke) = shape.style.stroke {
        let width = f64::from(stroke.width);
        let cap = stroke.cap;
        let pieces = match &shape.geometry {
            Geometry::Circle { centre, radius } => {
                let outer = circle(*centre, f64::from(*radius) + width / 2.0);
                let mut inner = circle(*centre, (f64::from(*radius) - width / 2.0).max(0.0));
                inner.reverse();
                vec![outer, inner]
            }
            Geometry::Path(segments) => stroke_rings(segments, width, cap),
        };
        stroked = !pieces.is_empty();
        rings = union(&rings, &pieces);
    }
    // Only what lands on the tile: a wall's stroke reaches past its edge. What was stroked is
    // already an outcome of the polygon arithmetic, so what lies within the tile stays as it is.
    if stroked
        && bounds(&rings).is_some_and(|(low, high)| {
            low[0] >= 0.0 && low[1] >= 0.0 && high[0] <= 1.0 && high[1] <= 1.0
        })
    {
        return rings;
    }
    intersection(
        &rings,
        &vec![vec![[0.0, 0.0], [0.0, 1.0], [1.0, 1.0], [1.0, 0.0]]],
    )
}

/// The rings a fill of `geometry` paints, as the painter fills them (non-zero).
fn fill_rings(geometry: &Geometry) -> Rings {
    match geometry {
        Geometry::Circle { centre, radius } => vec![circle(*centre, f64::from(*radius))],
        Geometry::Path(segments) => runs(segments)
            .into_iter()
            .map(|run| run.points)
            .filter(|points| points.len() >= 3)
            .collect(),
    }
}

/// A circle as a polygon, turning the positive way.
fn circle(centre: Point, radius: f64) -> Vec<Vertex> {
    let pieces =
        ((radius * PIECES_PER_RADIUS).ceil() as usize).clamp(CIRCLE_PIECES.0, CIRCLE_PIECES.1);
    (0..pieces)
        .map(|step| {
            let angle = std::f64::consts::TAU * step as f64 / pieces as f64;
            [
                f64::from(centre.x) + radius * angle.cos(),
                f64::from(centre.y) + radius * angle.sin(),
            ]
        })
        .collect()
}

/// One sub-path flattened to points, with the places where a curve or line ends and the next
/// begins (where a stroke's corner is rounded).
struct Run {
    points: Vec<Vertex>,
    /// For each point, whether a segment ends there.
    joints: Vec<bool>,
    closed: bool,
}

/// The sub-paths of `segments`, flattened.
fn runs(segments: &[Segment]) -> Vec<Run> {
    let vertex = |point: Point| [f64::from(point.x), f64::from(point.y)];
    let mut runs: Vec<Run> = Vec::new();
    let mut current = Run {
        points: Vec::new(),
        joints: Vec::new(),
        closed: false,
    };
    let push_curve = |run: &mut Run, pieces: usize, at: &dyn Fn(f64) -> Vertex| {
        for step in 1..=pieces {
            run.points.push(at(step as f64 / pieces as f64));
            run.joints.push(step == pieces);
        }
    };
    for segment in segments {
        let from = current.points.last().copied().unwrap_or([0.0, 0.0]);
        match *segment {
            Segment::MoveTo(point) => {
                if current.points.len() > 1 {
                    runs.push(current);
                }
                current = Run {
                    points: vec![vertex(point)],
                    joints: vec![true],
                    closed: false,
                };
            }
            Segment::LineTo(point) => {
                current.points.push(vertex(point));
                current.joints.push(true);
            }
            Segment::QuadTo(control, point) => {
                let (c, p) = (vertex(control), vertex(point));
                push_curve(&mut current, CURVE_PIECES, &|t| {
                    let u = 1.0 - t;
                    [
                        u * u * from[0] + 2.0 * u * t * c[0] + t * t * p[0],
                        u * u * from[1] + 2.0 * u * t * c[1] + t * t * p[1],
                    ]
                });
            }
            Segment::CubicTo(first, second, point) => {
                let (c1, c2, p) = (vertex(first), vertex(second), vertex(point));
                push_curve(&mut current, CURVE_PIECES, &|t| {
                    let u = 1.0 - t;
                    let weights = [u * u * u, 3.0 * u * u * t, 3.0 * u * t * t, t * t * t];
                    let mix = |axis: usize| {
                        weights[0] * from[axis]
                            + weights[1] * c1[axis]
                            + weights[2] * c2[axis]
                            + weights[3] * p[axis]
                    };
                    [mix(0), mix(1)]
                });
            }
            Segment::Close => current.closed = true,
        }
    }
    if current.points.len() > 1 {
        runs.push(current);
    }
    runs
}

/// The outline a stroke of `width` along `segments` paints: each stretch between two corners as
/// a band, each corner rounded, each open end cut square or rounded by `cap`.
fn stroke_rings(segments: &[Segment], width: f64, cap: Cap) -> Rings {
    let half = width / 2.0;
    let mut pieces: Rings = Vec::new();
    for run in runs(segments) {
        let mut points = run.points.clone();
        let mut joints = run.joints.clone();
        if run.closed && points.first() != points.last() {
            points.push(points[0]);
            joints.push(true);
        }
        let mut start = 0;
        for end in 1..points.len() {
            if joints[end] {
                pieces.push(band(&points[start..=end], half));
                start = end;
            }
        }
        let last = points.len() - 1;
        for (index, &point) in points.iter().enumerate() {
            let open_end = !run.closed && (index == 0 || index == last);
            let corner = if open_end {
                (cap == Cap::Round).then_some(None)
            } else if joints[index] {
                Some(slight_turn(&points, index, run.closed))
            } else {
                None
            };
            match corner {
                // A slight turn's round corner is all but the wedges between the bands' ends.
                Some(Some([before, after])) => {
                    for side in [1.0, -1.0] {
                        let at = |normal: Vertex| {
                            [
                                point[0] + side * half * normal[0],
                                point[1] + side * half * normal[1],
                            ]
                        };
                        pieces.push(vec![point, at(before), at(after)]);
                    }
                }
                Some(None) => {
                    pieces.push(circle(Point::new(point[0] as f32, point[1] as f32), half));
                }
                None => {}
            }
        }
    }
    for piece in &mut pieces {
        if signed_area(piece) < 0.0 {
            piece.reverse();
        }
    }
    pieces
}

/// The normals of the stretches of a stroke through `points` either side of the corner at
/// `index`, when the stroke turns there by at most [`STRAIGHT_ON`]: the wedges between the
/// two bands' ends then stand for the round corner, which they miss by the depth of a sliver.
fn slight_turn(points: &[Vertex], index: usize, closed: bool) -> Option<[Vertex; 2]> {
    let last = points.len() - 1;
    let before = match index {
        0 if closed => points[last - 1],
        0 => return None,
        _ => points[index - 1],
    };
    let after = match index {
        _ if index == last && closed => points[1],
        _ if index == last => return None,
        _ => points[index + 1],
    };
    let point = points[index];
    let (a, b) = (
        [point[0] - before[0], point[1] - before[1]],
        [after[0] - point[0], after[1] - point[1]],
    );
    let cross = a[0] * b[1] - a[1] * b[0];
    let dot = a[0] * b[0] + a[1] * b[1];
    let normal = |[x, y]: Vertex| {
        let length = x.hypot(y);
        (length > 0.0).then(|| [-y / length, x / length])
    };
    if cross.atan2(dot).abs() > STRAIGHT_ON {
        return None;
    }
    Some([normal(a)?, normal(b)?])
}

/// The band `half` either side of a smooth line through `points`.
fn band(points: &[Vertex], half: f64) -> Vec<Vertex> {
    let normal = |a: Vertex, b: Vertex| {
        let (dx, dy) = (b[0] - a[0], b[1] - a[1]);
        let length = dx.hypot(dy).max(f64::MIN_POSITIVE);
        [-dy / length, dx / length]
    };
    let count = points.len();
    let mut left = Vec::with_capacity(count);
    let mut right = Vec::with_capacity(count);
    for index in 0..count {
        let before = normal(points[index.saturating_sub(1)], points[(index).max(1)]);
        let after = normal(
            points[index.min(count - 2)],
            points[(index + 1).min(count - 1)],
        );
        let sum = [before[0] + after[0], before[1] + after[1]];
        let length = sum[0].hypot(sum[1]).max(f64::MIN_POSITIVE);
        let mean = [sum[0] / length, sum[1] / length];
        // Along the mean normal far enough that both pieces keep their width.
        let reach = half / (mean[0] * after[0] + mean[1] * after[1]).max(0.5);
        let [x, y] = points[index];
        left.push([x + mean[0] * reach, y + mean[1] * reach]);
        right.push([x - mean[0] * reach, y - mean[1] * reach]);
    }
    right.reverse();
    left.extend(right);
    left
}

/// A ring as written: each point in whole steps (a twentieth of a pixel at 2,048 pixels), a
/// point that rounds to the one before it left out.
fn written(ring: &[Vertex]) -> Vec<u16> {
    let mut points: Vec<[u16; 2]> = Vec::with_capacity(ring.len());
    for point in ring {
        let point = point.map(steps);
        if points.last() != Some(&point) {
            points.push(point);
        }
    }
    if points.len() > 1 && points.first() == points.last() {
        points.pop();
    }
    points.concat()
}

/// A coordinate in whole steps of the tile, inside it.
fn steps(value: f64) -> u16 {
    let scale = f64::from(FOOTPRINT_STEPS);
    (value * scale).round().clamp(0.0, scale) as u16
}
