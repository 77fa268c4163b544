//! The four sides of a tile and the twelve positions along its edge.

use crate::model::Rotation;

/// One of the four sides of a square tile. North is the top edge as printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
pub enum Side {
    /// North: the top edge of the tile as printed.
    N,
    /// East: the right edge of the tile as printed.
    E,
    /// South: the bottom edge of the tile as printed.
    S,
    /// West: the left edge of the tile as printed.
    W,
}

impl Side {
    /// The four sides, clockwise from north.
    pub const ALL: [Side; 4] = [Side::N, Side::E, Side::S, Side::W];

    /// The side's place in [`Side::ALL`] (north is 0, west is 3).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The side where this one lies after the tile turns by `rotation`.
    ///
    /// ```
    /// use tilecat_core::model::{Rotation, Side};
    /// assert_eq!(Side::N.rotated(Rotation::R90), Side::E);
    /// assert_eq!(Side::W.rotated(Rotation::R90), Side::N);
    /// ```
    pub const fn rotated(self, rotation: Rotation) -> Side {
        Side::ALL[(self.index() + rotation.quarter_turns() as usize) % 4]
    }

    /// The side facing this one across the tile, and the side a neighbour touches it with.
    ///
    /// ```
    /// use tilecat_core::model::Side;
    /// assert_eq!(Side::E.opposite(), Side::W);
    /// ```
    pub const fn opposite(self) -> Side {
        Side::ALL[(self.index() + 2) % 4]
    }

    /// The three positions along this side, clockwise: its left half, its centre, its right half.
    ///
    /// ```
    /// use tilecat_core::model::{EdgePosition, Side};
    /// assert_eq!(Side::S.positions(), [EdgePosition::SL, EdgePosition::S, EdgePosition::SR]);
    /// ```
    pub const fn positions(self) -> [EdgePosition; 3] {
        let first = self.index() * 3;
        [
            EdgePosition::ALL[first],
            EdgePosition::ALL[first + 1],
            EdgePosition::ALL[first + 2],
        ]
    }

    /// The letter used for this side in data files: `N`, `E`, `S` or `W`.
    pub const fn name(self) -> &'static str {
        match self {
            Side::N => "N",
            Side::E => "E",
            Side::S => "S",
            Side::W => "W",
        }
    }
}

/// Which part of a side a position is: a half where fields meet the side, or its centre.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SidePart {
    /// The left half, as seen from the tile centre looking out through the side.
    Left,
    /// The centre, where a road or a city meets the side.
    Centre,
    /// The right half, as seen from the tile centre looking out through the side.
    Right,
}

/// One of the twelve positions along a tile's edge, clockwise from the north-west corner.
///
/// A side's centre (`N`, `E`, `S`, `W`) is where a road or a city meets the side; the halves are
/// where fields meet it. `L` and `R` are left and right as seen from the tile centre looking out
/// through that side, so the north-west corner is `WR` + `NL`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[allow(clippy::upper_case_acronyms)]
pub enum EdgePosition {
    /// The west half of the north side.
    NL,
    /// The centre of the north side.
    N,
    /// The east half of the north side.
    NR,
    /// The north half of the east side.
    EL,
    /// The centre of the east side.
    E,
    /// The south half of the east side.
    ER,
    /// The east half of the south side.
    SL,
    /// The centre of the south side.
    S,
    /// The west half of the south side.
    SR,
    /// The south half of the west side.
    WL,
    /// The centre of the west side.
    W,
    /// The north half of the west side.
    WR,
}

impl EdgePosition {
    /// The twelve positions, clockwise from the north-west corner.
    pub const ALL: [EdgePosition; 12] = [
        EdgePosition::NL,
        EdgePosition::N,
        EdgePosition::NR,
        EdgePosition::EL,
        EdgePosition::E,
        EdgePosition::ER,
        EdgePosition::SL,
        EdgePosition::S,
        EdgePosition::SR,
        EdgePosition::WL,
        EdgePosition::W,
        EdgePosition::WR,
    ];

    /// The position's place in [`EdgePosition::ALL`] (`NL` is 0, `WR` is 11).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The side this position lies on.
    ///
    /// ```
    /// use tilecat_core::model::{EdgePosition, Side};
    /// assert_eq!(EdgePosition::WR.side(), Side::W);
    /// ```
    pub const fn side(self) -> Side {
        Side::ALL[self.index() / 3]
    }

    /// Whether this position is a side's left half, its centre, or its right half.
    pub const fn part(self) -> SidePart {
        match self.index() % 3 {
            0 => SidePart::Left,
            1 => SidePart::Centre,
            _ => SidePart::Right,
        }
    }

    /// Where this position lies after the tile turns by `rotation`: a quarter turn clockwise is
    /// a shift by three places in the clockwise order.
    ///
    /// ```
    /// use tilecat_core::model::{EdgePosition, Rotation};
    /// assert_eq!(EdgePosition::NL.rotated(Rotation::R90), EdgePosition::EL);
    /// assert_eq!(EdgePosition::WR.rotated(Rotation::R90), EdgePosition::NR);
    /// ```
    pub const fn rotated(self, rotation: Rotation) -> EdgePosition {
        EdgePosition::ALL[(self.index() + 3 * rotation.quarter_turns() as usize) % 12]
    }

    /// The next position clockwise around the edge (after `WR` comes `NL`).
    pub const fn clockwise_next(self) -> EdgePosition {
        EdgePosition::ALL[(self.index() + 1) % 12]
    }

    /// The position a neighbouring tile touches this one with, across the shared side.
    ///
    /// Left and right swap because each tile looks out from its own centre:
    ///
    /// ```
    /// use tilecat_core::model::EdgePosition;
    /// assert_eq!(EdgePosition::EL.facing(), EdgePosition::WR);
    /// assert_eq!(EdgePosition::N.facing(), EdgePosition::S);
    /// ```
    pub const fn facing(self) -> EdgePosition {
        let side = self.side().opposite().index() * 3;
        EdgePosition::ALL[side + 2 - self.index() % 3]
    }

    /// The name used for this position in data files, such as `NL` or `E`.
    pub const fn name(self) -> &'static str {
        const NAMES: [&str; 12] = [
            "NL", "N", "NR", "EL", "E", "ER", "SL", "S", "SR", "WL", "W", "WR",
        ];
        NAMES[self.index()]
    }
}
