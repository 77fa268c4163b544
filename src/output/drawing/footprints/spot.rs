//! The spot of each feature: the point of its area still showing in the finished picture that
//! lies furthest from the area's edge, from what hides it and from the spots placed before it,
//! found by splitting squares.

use std::collections::BinaryHeap;
use std::f64::consts::SQRT_2;
use std::sync::Arc;

use crate::model::{Feature, Tile};
use crate::output::drawing::scene::{Owner, Scene};

use super::Painted;
use super::areas::Ground;
use super::rings::{Rings, Vertex, bounds, distance};

/// How close the search for a spot comes to the best point's score, in tile units (two and a
/// half pixels at 256 pixels a tile: a meeple is ten times as wide).
const SPOT_STEP: f64 = 0.01;

/// How far the outline the spot search measures from may lie from a feature's area, in tile
/// units (three quarters of a pixel at 256 pixels a tile).
const OUTLINE_PRECISION: f64 = 0.003;

/// The most squares the search for one spot splits.
const SPOT_SQUARES: usize = 4_096;

/// Rings as the spot search measures from them: [`simplified`], each edge ready to measure.
pub(super) struct Outline {
    rings: Rings,
    edges: Vec<Edge>,
}

impl Outline {
    pub(super) fn of(rings: &Rings) -> Outline {
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

/// An edge of an [`Outline`]: where it starts and ends, the way from one to the other, and one
/// over the square of its length (nothing for an edge of no length).
struct Edge {
    from: Vertex,
    to: Vertex,
    along: Vertex,
    inverse: f64,
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
pub(super) struct Over<'a> {
    painted: &'a [Arc<Painted>],
    /// Each shape's owner and where that owner's first part starts.
    owners: Vec<Option<(Owner, usize)>>,
}

impl<'a> Over<'a> {
    pub(super) fn new(scene: &Scene, painted: &'a [Arc<Painted>], grounds: &[Ground]) -> Over<'a> {
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
    pub(super) fn hiding(
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

/// The spot of each feature: monasteries, gardens, quarters, towers and German castles first,
/// then cities, roads, rivers and fields, each in the part of its area that the shapes
/// `hiding` it leave showing (in all its area when they hide it all), kept away from the spots
/// before it.
pub(super) fn spots(tile: &Tile, areas: &[Rings], hiding: &[Vec<&Painted>]) -> Vec<Vertex> {
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
