//! What each side of a tile shows: field, road, city or river.

use crate::model::{Rotation, Side};

/// What meets one side of a tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum EdgeKind {
    /// Field along the whole side: two field halves.
    Field,
    /// A road at the side's centre, with a field half on each side of it.
    Road,
    /// City along the whole side, with no field halves.
    City,
    /// A river at the side's centre, with a field half on each side of it.
    River,
}

impl EdgeKind {
    /// Every kind of side, in the order declared.
    pub const ALL: [EdgeKind; 4] = [
        EdgeKind::Field,
        EdgeKind::Road,
        EdgeKind::City,
        EdgeKind::River,
    ];

    /// The kinds of side of land tiles without a river: field, road and city.
    pub const LAND: [EdgeKind; 3] = [EdgeKind::Field, EdgeKind::Road, EdgeKind::City];

    /// The name used in data files: `field`, `road`, `city` or `river`.
    pub const fn name(self) -> &'static str {
        match self {
            EdgeKind::Field => "field",
            EdgeKind::Road => "road",
            EdgeKind::City => "city",
            EdgeKind::River => "river",
        }
    }
}

/// What meets each of the four sides of a tile, as printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Edges {
    /// What meets the north side.
    #[cfg_attr(feature = "serde", serde(rename = "N"))]
    pub north: EdgeKind,
    /// What meets the east side.
    #[cfg_attr(feature = "serde", serde(rename = "E"))]
    pub east: EdgeKind,
    /// What meets the south side.
    #[cfg_attr(feature = "serde", serde(rename = "S"))]
    pub south: EdgeKind,
    /// What meets the west side.
    #[cfg_attr(feature = "serde", serde(rename = "W"))]
    pub west: EdgeKind,
}

impl Edges {
    /// Edges from the four kinds in clockwise order from north.
    pub const fn from_clockwise([north, east, south, west]: [EdgeKind; 4]) -> Edges {
        Edges {
            north,
            east,
            south,
            west,
        }
    }

    /// The four kinds in clockwise order from north.
    pub const fn clockwise(self) -> [EdgeKind; 4] {
        [self.north, self.east, self.south, self.west]
    }

    /// What meets `side`.
    ///
    /// ```
    /// use tilecat_core::model::{EdgeKind, Edges, Side};
    /// use EdgeKind::{Field, Road};
    /// let edges = Edges::from_clockwise([Field, Field, Road, Road]);
    /// assert_eq!(edges.get(Side::S), Road);
    /// ```
    pub const fn get(self, side: Side) -> EdgeKind {
        self.clockwise()[side.index()]
    }

    /// The edges after the tile turns by `rotation`: what was north is then at
    /// `Side::N.rotated(rotation)`.
    ///
    /// ```
    /// use tilecat_core::model::{EdgeKind, Edges, Rotation};
    /// use EdgeKind::{Field, Road};
    /// let edges = Edges::from_clockwise([Field, Field, Road, Road]);
    /// assert_eq!(edges.rotated(Rotation::R90), Edges::from_clockwise([Road, Field, Field, Road]));
    /// ```
    pub const fn rotated(self, rotation: Rotation) -> Edges {
        let old = self.clockwise();
        let turns = rotation.quarter_turns() as usize;
        Edges::from_clockwise([
            old[(4 - turns) % 4],
            old[(5 - turns) % 4],
            old[(6 - turns) % 4],
            old[(7 - turns) % 4],
        ])
    }
}
