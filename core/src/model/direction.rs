//! The eight directions a flying machine's arrow can point in.

use crate::model::Rotation;

/// A compass direction on the tile as printed: the four sides and the four corners.
///
/// Directions turn with the tile: a quarter turn clockwise maps `N` to `E`, `NE` to `SE`, `W` to
/// `N` and `NW` to `NE`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[allow(clippy::upper_case_acronyms)]
pub enum Direction {
    /// North: towards the top edge as printed.
    N,
    /// North-east: towards the top-right corner as printed.
    NE,
    /// East: towards the right edge as printed.
    E,
    /// South-east: towards the bottom-right corner as printed.
    SE,
    /// South: towards the bottom edge as printed.
    S,
    /// South-west: towards the bottom-left corner as printed.
    SW,
    /// West: towards the left edge as printed.
    W,
    /// North-west: towards the top-left corner as printed.
    NW,
}

impl Direction {
    /// The eight directions, clockwise from north.
    pub const ALL: [Direction; 8] = [
        Direction::N,
        Direction::NE,
        Direction::E,
        Direction::SE,
        Direction::S,
        Direction::SW,
        Direction::W,
        Direction::NW,
    ];

    /// The direction's place in [`Direction::ALL`] (north is 0, north-west is 7).
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The direction this one points in after the tile turns by `rotation`.
    ///
    /// ```
    /// use tilecat_core::model::{Direction, Rotation};
    /// assert_eq!(Direction::NW.rotated(Rotation::R90), Direction::NE);
    /// assert_eq!(Direction::W.rotated(Rotation::R270), Direction::S);
    /// ```
    pub const fn rotated(self, rotation: Rotation) -> Direction {
        Direction::ALL[(self.index() + 2 * rotation.quarter_turns() as usize) % 8]
    }

    /// One step in this direction on the board, as `(dx, dy)`: x grows to the east and y grows
    /// to the south, so north is `(0, -1)` and a diagonal moves one square on both axes.
    ///
    /// ```
    /// use tilecat_core::model::Direction;
    /// assert_eq!(Direction::NW.offset(), (-1, -1));
    /// assert_eq!(Direction::E.offset(), (1, 0));
    /// ```
    pub const fn offset(self) -> (i32, i32) {
        match self {
            Direction::N => (0, -1),
            Direction::NE => (1, -1),
            Direction::E => (1, 0),
            Direction::SE => (1, 1),
            Direction::S => (0, 1),
            Direction::SW => (-1, 1),
            Direction::W => (-1, 0),
            Direction::NW => (-1, -1),
        }
    }

    /// Whether the direction points at a corner rather than at a side.
    pub const fn is_diagonal(self) -> bool {
        self.index() % 2 == 1
    }

    /// The name used for this direction in data files, such as `NW`.
    pub const fn name(self) -> &'static str {
        const NAMES: [&str; 8] = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"];
        NAMES[self.index()]
    }
}
