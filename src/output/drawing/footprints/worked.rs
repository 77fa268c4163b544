//! The polygons a build has worked out already, to use again across tiles.
//!
//! Tiles share most of their drawing: the same road's curve, the same city's wall, the same
//! owners dividing the tile in the same way. A build reads every tile with one [`Worked`], so
//! the polygons of each shape, of each owner's ground and of each such division are worked out
//! once and used again by every tile that has them, found by exactly what they are made of.

use std::collections::HashMap;
use std::collections::hash_map::Entry;
use std::sync::{Arc, Mutex, PoisonError};

use crate::output::drawing::{Geometry, Point, Segment, Shape};

use super::Painted;
use super::areas::Division;
use super::polygons::paint;
use super::rings::Rings;

/// The most shapes and grounds whose polygons a build keeps to use again ([`Worked`]).
const WORKED: usize = 1_024;

/// The polygons already worked out in a build, to use again: tiles share their drawings' shapes
/// (the same road's curve, the same city's wall), and their roads', cities' and fields' grounds
/// (what all of an owner's shapes paint), so each is worked out once. Each is found by what it
/// is made of ([`ShapeKey`]), so a polygon used again is the one the arithmetic would make
/// again. At most [`WORKED`] of each kind are kept.
#[derive(Default)]
pub(super) struct Worked {
    painted: Mutex<HashMap<ShapeKey, Arc<Painted>>>,
    /// Each ground with the number it is known by in `divisions`' keys.
    grounds: Mutex<HashMap<Vec<ShapeKey>, Numbered>>,
    divisions: Mutex<HashMap<Vec<u32>, Arc<Division>>>,
}

impl Worked {
    /// What `shape` paints.
    pub(super) fn painted(&self, shape: &Shape) -> Arc<Painted> {
        remembered(&self.painted, ShapeKey::of(shape), || {
            Painted::new(paint(shape))
        })
    }

    /// What the shapes `keys` of one owner paint together, worked out by `unite` when not kept,
    /// with its number (`None` when there was no room to keep it).
    pub(super) fn ground(
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
    pub(super) fn division(
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
pub(super) struct ShapeKey(Vec<u32>);

impl ShapeKey {
    pub(super) fn of(shape: &Shape) -> ShapeKey {
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
