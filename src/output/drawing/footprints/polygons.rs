//! What a shape paints, as polygons: its fill, and its stroke's outline with its caps and
//! rounded corners, curves flattened finely enough that the difference stays under a tenth of
//! a pixel at 256 pixels a tile, cut to the tile.

use crate::output::drawing::{Cap, Geometry, Point, Segment, Shape};

use super::rings::{Rings, Vertex, bounds, intersection, signed_area, union};

/// How many straight pieces stand for a curve segment, and at most and at least for a circle
/// (by its radius: a piece spans at most 1/600 of the tile's width in radius).
const CURVE_PIECES: usize = 16;

const CIRCLE_PIECES: (usize, usize) = (12, 64);

const PIECES_PER_RADIUS: f64 = 600.0;

/// The largest turn of a stroke, in radians, whose rounded corner the wedges between its bands
/// stand for: they miss it by under 1/250 of the stroke's half width.
const STRAIGHT_ON: f64 = 0.17;

/// What `shape` paints on the tile: its fill and its outline's stroke, as rings under the
/// non-zero rule.
pub(super) fn paint(shape: &Shape) -> Rings {
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
