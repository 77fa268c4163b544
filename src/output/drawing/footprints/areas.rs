//! How a tile's owners divide it: each owner's ground (what all its shapes paint), each area
//! (a ground less what the owners drawn after it paint over it, or all of it for one on top),
//! and the grass between them shared among the fields that claim its edge halves.

use std::sync::Arc;

use i_overlay::core::fill_rule::FillRule;
use i_overlay::core::overlay_rule::OverlayRule;
use i_overlay::float::single::SingleFloatOverlay;

use crate::model::{EdgePosition, Feature, Tile};
use crate::output::drawing::scene::{Owner, Scene, corners, outward};

use super::Painted;
use super::rings::{Rings, Vertex, difference, distance, inside, intersection, union, union_all};
use super::worked::{ShapeKey, Worked};

/// How far inside the edge the point lies that tells which grass piece a field's half claims.
const PROBE_DEPTH: f64 = 0.02;

/// One owner's ground: what all its parts paint, where its first part starts and where its
/// last part ends among the scene's shapes.
pub(super) struct Ground {
    pub(super) owner: Owner,
    pub(super) start: usize,
    pub(super) end: usize,
    pub(super) rings: Arc<Rings>,
}

/// Each owner's ground in `scene` (what all its parts paint, each shape's polygons `painted`),
/// where its first part starts and its last ends, in the order of their first parts; and the
/// grounds' numbers in `worked` with whether each divides the tile (`covers`), which find a
/// division worked out before (`None` when a ground has no number).
pub(super) fn grounds(
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

/// How a tile's owners divide it: each ground's area, in the grounds' order (for a river, road,
/// city or field what its ground paints less what the owners whose first parts start after
/// its own paint; for one on top all its ground; for the grass nothing), and the grass left
/// between them.
pub(super) struct Division {
    pub(super) areas: Vec<Rings>,
    /// The share of a piece of the grass each field claims, piece by piece, the field by its
    /// place among the tile's fields.
    pub(super) grass: Option<Vec<(usize, Rings)>>,
}

/// How the owners of `grounds` (in the order of their first parts) divide `tile`, whose
/// fields are `fields`; `covers` tells the owners that divide it from those on top.
pub(super) fn divide(
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
