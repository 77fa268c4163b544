//! Polygons as rings of points, and the arithmetic on them: union, difference and intersection
//! by i_overlay under the non-zero rule, and what a point or a box tells of them.

use i_overlay::core::fill_rule::FillRule;
use i_overlay::core::overlay_rule::OverlayRule;
use i_overlay::float::single::SingleFloatOverlay;

/// A point of a polygon.
pub(super) type Vertex = [f64; 2];

/// Closed rings under the non-zero rule, outer rings turning one way and holes the other.
pub(super) type Rings = Vec<Vec<Vertex>>;

/// The corners of the box around `rings`.
pub(super) fn bounds(rings: &Rings) -> Option<(Vertex, Vertex)> {
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
pub(super) fn inside(rings: &Rings, [x, y]: Vertex) -> bool {
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

pub(super) fn distance(a: Vertex, b: Vertex) -> f64 {
    let (x, y) = (a[0] - b[0], a[1] - b[1]);
    (x * x + y * y).sqrt()
}

pub(super) fn signed_area(ring: &[Vertex]) -> f64 {
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
pub(super) fn union_all<'a>(areas: impl Iterator<Item = &'a Rings>) -> Rings {
    let rings: Rings = areas.flatten().cloned().collect();
    if rings.is_empty() {
        return rings;
    }
    rings
        .overlay(&Rings::new(), OverlayRule::Union, FillRule::NonZero)
        .concat()
}

pub(super) fn union(a: &Rings, b: &Rings) -> Rings {
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

pub(super) fn difference(a: &Rings, b: &Rings) -> Rings {
    if a.is_empty() || b.is_empty() {
        return a.clone();
    }
    a.overlay(b, OverlayRule::Difference, FillRule::NonZero)
        .concat()
}

pub(super) fn intersection(a: &Rings, b: &Rings) -> Rings {
    a.overlay(b, OverlayRule::Intersect, FillRule::NonZero)
        .concat()
}
