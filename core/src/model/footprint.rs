//! Where each feature lies on its tile: the area it covers and the spot where a meeple stands.

use std::borrow::Cow;

use super::Rotation;

/// A point in tile units: `[x, y]`, `(0, 0)` the north-west corner and `(1, 1)` the south-east
/// corner of the tile as printed, x growing to the east and y to the south.
pub type TilePoint = [f64; 2];

/// How many steps a tile's width holds in a [`Footprint`]'s coordinates.
pub const FOOTPRINT_STEPS: u16 = 10_000;

/// Where one feature of a tile lies: its area as closed rings of points and its spot, the point
/// inside the area where a meeple stands. Coordinates are whole steps of 1/10,000 of the tile
/// ([`FOOTPRINT_STEPS`]), x to the east and y to the south of the north-west corner, so the
/// tables hold them as plain integers and a quarter turn is exact; [`Footprint::ring`] and
/// [`Footprint::spot`] give them in tile units.
///
/// A point lies inside the area when it lies inside an odd number of its rings (the even-odd
/// rule), so a ring inside another is a hole. The roads, cities and fields of a tile cover it
/// without overlapping; monasteries and gardens lie on top of the field around them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Footprint {
    /// The id of the feature, as its tile lists it.
    pub feature: Cow<'static, str>,
    /// The area's rings, each its points' coordinates in turn (`x0, y0, x1, y1, …`); the last
    /// point joins the first.
    pub rings: Cow<'static, [Cow<'static, [u16]>]>,
    /// Where a meeple stands: inside the area, away from its edges and from the other spots of
    /// the tile.
    pub spot_steps: [u16; 2],
}

impl Footprint {
    /// The points of the ring at `index` in tile units.
    pub fn ring(&self, index: usize) -> impl Iterator<Item = TilePoint> + '_ {
        self.turned_ring(index, Rotation::R0)
    }

    /// The points of the ring at `index` in tile units once the tile turns by `rotation` about
    /// its centre, as [`Footprint::rotated`] turns them.
    ///
    /// ```
    /// use std::borrow::Cow;
    /// use tilecat_core::model::{Footprint, Rotation};
    /// let north = Footprint {
    ///     feature: Cow::Borrowed("city"),
    ///     rings: Cow::Borrowed(&[Cow::Borrowed(&[0, 0, 10_000, 0, 5_000, 3_000])]),
    ///     spot_steps: [5_000, 1_000],
    /// };
    /// let turned: Vec<_> = north.turned_ring(0, Rotation::R90).collect();
    /// assert_eq!(turned, north.rotated(Rotation::R90).ring(0).collect::<Vec<_>>());
    /// assert_eq!(north.turned_spot(Rotation::R90), [0.9, 0.5]);
    /// ```
    pub fn turned_ring(
        &self,
        index: usize,
        rotation: Rotation,
    ) -> impl Iterator<Item = TilePoint> + '_ {
        self.rings[index]
            .chunks_exact(2)
            .map(move |pair| turn([pair[0], pair[1]], rotation).map(in_tile))
    }

    /// Every ring's points in tile units.
    pub fn polygons(&self) -> Vec<Vec<TilePoint>> {
        (0..self.rings.len())
            .map(|index| self.ring(index).collect())
            .collect()
    }

    /// The spot in tile units.
    pub fn spot(&self) -> TilePoint {
        self.turned_spot(Rotation::R0)
    }

    /// The spot in tile units once the tile turns by `rotation` about its centre.
    pub fn turned_spot(&self, rotation: Rotation) -> TilePoint {
        turn(self.spot_steps, rotation).map(in_tile)
    }

    /// The footprint once the tile turns by `rotation` about its centre; quarter turns are
    /// exact.
    ///
    /// ```
    /// use std::borrow::Cow;
    /// use tilecat_core::model::{Footprint, Rotation};
    /// let north = Footprint {
    ///     feature: Cow::Borrowed("city"),
    ///     rings: Cow::Borrowed(&[Cow::Borrowed(&[0, 0, 10_000, 0, 5_000, 3_000])]),
    ///     spot_steps: [5_000, 1_000],
    /// };
    /// let east = north.rotated(Rotation::R90);
    /// assert_eq!(east.spot(), [0.9, 0.5]);
    /// assert_eq!(east.ring(0).nth(1), Some([1.0, 1.0]));
    /// ```
    pub fn rotated(&self, rotation: Rotation) -> Footprint {
        Footprint {
            feature: self.feature.clone(),
            rings: self
                .rings
                .iter()
                .map(|ring| {
                    Cow::Owned(
                        ring.chunks_exact(2)
                            .flat_map(|pair| turn([pair[0], pair[1]], rotation))
                            .collect(),
                    )
                })
                .collect(),
            spot_steps: turn(self.spot_steps, rotation),
        }
    }

    /// Whether the ring at `index` cuts a hole out of the area: whether it lies inside an odd
    /// number of the other rings (rings of an area do not cross).
    ///
    /// ```
    /// use std::borrow::Cow;
    /// use tilecat_core::model::Footprint;
    /// let square = |low: u16, high: u16| Cow::Owned(vec![low, low, high, low, high, high, low, high]);
    /// let frame = Footprint {
    ///     feature: Cow::Borrowed("field"),
    ///     rings: Cow::Owned(vec![square(0, 10_000), square(4_000, 6_000)]),
    ///     spot_steps: [2_000, 2_000],
    /// };
    /// assert!(!frame.is_hole(0) && frame.is_hole(1));
    /// ```
    pub fn is_hole(&self, index: usize) -> bool {
        let Some(point) = self.ring(index).next() else {
            return false;
        };
        (0..self.rings.len())
            .filter(|&other| other != index && self.ring_contains(other, point))
            .count()
            % 2
            == 1
    }

    /// Whether `point` lies inside the ring at `index` alone.
    fn ring_contains(&self, index: usize, [x, y]: TilePoint) -> bool {
        let mut inside = false;
        let Some(mut previous) = self.ring(index).last() else {
            return false;
        };
        for point in self.ring(index) {
            let ([ax, ay], [bx, by]) = (previous, point);
            if (ay > y) != (by > y) && x < ax + (y - ay) * (bx - ax) / (by - ay) {
                inside = !inside;
            }
            previous = point;
        }
        inside
    }

    /// Whether `point` (in tile units) lies inside the area, by the even-odd rule over its
    /// rings.
    ///
    /// ```
    /// use std::borrow::Cow;
    /// use tilecat_core::model::Footprint;
    /// let square = |low: u16, high: u16| Cow::Owned(vec![low, low, high, low, high, high, low, high]);
    /// let frame = Footprint {
    ///     feature: Cow::Borrowed("field"),
    ///     rings: Cow::Owned(vec![square(0, 10_000), square(4_000, 6_000)]),
    ///     spot_steps: [2_000, 2_000],
    /// };
    /// assert!(frame.contains([0.2, 0.5]));
    /// assert!(!frame.contains([0.5, 0.5]), "inside the hole");
    /// ```
    pub fn contains(&self, point: TilePoint) -> bool {
        (0..self.rings.len())
            .filter(|&index| self.ring_contains(index, point))
            .count()
            % 2
            == 1
    }
}

/// A coordinate in tile units.
fn in_tile(steps: u16) -> f64 {
    f64::from(steps) / f64::from(FOOTPRINT_STEPS)
}

/// Where `point` lies after the tile turns by `rotation` about its centre.
fn turn([x, y]: [u16; 2], rotation: Rotation) -> [u16; 2] {
    let flip = |v: u16| FOOTPRINT_STEPS.saturating_sub(v);
    match rotation {
        Rotation::R0 => [x, y],
        Rotation::R90 => [flip(y), x],
        Rotation::R180 => [flip(x), flip(y)],
        Rotation::R270 => [y, flip(x)],
    }
}
