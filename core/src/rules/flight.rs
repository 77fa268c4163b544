//! The flight: the arrow turns with the tile and the die gives the distance.

use std::fmt;

use crate::model::{Die, Direction, Rotation, Tile};
use crate::rules::Meeple;

/// A roll of an expansion's die: a number one of its faces shows.
///
/// A `Roll` can only be made from a number the die can show, so a flight never goes an
/// impossible distance.
///
/// ```
/// use tilecat_core::rules::Roll;
/// let die = tilecat_core::tables::FLIER.die.unwrap();
/// let rolls: Vec<u8> = die.faces.iter().map(|&face| Roll::new(&die, face).unwrap().distance()).collect();
/// assert_eq!(rolls, [1, 1, 2, 2, 3, 3]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Roll(u8);

impl Roll {
    /// The roll of `die` that shows `value`; an error when no face of the die shows it.
    ///
    /// ```
    /// use tilecat_core::rules::{FlightError, Roll};
    /// let die = tilecat_core::tables::FLIER.die.unwrap();
    /// assert_eq!(Roll::new(&die, 3).map(Roll::distance), Ok(3));
    /// assert_eq!(Roll::new(&die, 4), Err(FlightError::NotOnDie { roll: 4 }));
    /// assert_eq!(Roll::new(&die, 0), Err(FlightError::NotOnDie { roll: 0 }));
    /// ```
    pub fn new(die: &Die, value: u8) -> Result<Roll, FlightError> {
        if die.faces.contains(&value) {
            Ok(Roll(value))
        } else {
            Err(FlightError::NotOnDie { roll: value })
        }
    }

    /// How many squares the flight goes.
    ///
    /// ```
    /// use tilecat_core::rules::Roll;
    /// let die = tilecat_core::tables::FLIER.die.unwrap();
    /// assert_eq!(Roll::new(&die, 2).unwrap().distance(), 2);
    /// ```
    pub const fn distance(self) -> u8 {
        self.0
    }
}

/// Why a flight cannot be made.
///
/// ```
/// use tilecat_core::model::Rotation;
/// use tilecat_core::rules::{FlightError, Roll, flight_target};
/// let die = tilecat_core::tables::FLIER.die.unwrap();
/// let mut tile = tilecat_core::tables::FLIER_B;
/// tile.flier = None;
/// let roll = Roll::new(&die, 1).unwrap();
/// assert_eq!(flight_target(&tile, (0, 0), Rotation::R0, roll), Err(FlightError::NoFlier));
/// assert_eq!(FlightError::NotOnDie { roll: 7 }.to_string(), "no face of the die shows 7");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FlightError {
    /// No face of the die shows this number.
    NotOnDie {
        /// The number asked for.
        roll: u8,
    },
    /// The tile has no flying machine.
    NoFlier,
    /// The landing square lies beyond the coordinates a board can hold.
    OffBoard,
    /// No tile lies on the board where the flight should start.
    NoTile,
    /// Another figure has already used the flying machine this turn: it is a feature, and the
    /// figure that flew from it claimed it, so a second figure (the phantom) cannot also use it.
    Claimed {
        /// The figure that flew first.
        by: Meeple,
    },
}

impl fmt::Display for FlightError {
    fn fmt(&self, formatter: &mut fmt::Formatter) -> fmt::Result {
        match self {
            FlightError::NotOnDie { roll } => write!(formatter, "no face of the die shows {roll}"),
            FlightError::NoFlier => formatter.write_str("the tile has no flying machine"),
            FlightError::OffBoard => formatter.write_str("the flight leaves the board"),
            FlightError::NoTile => formatter.write_str("no tile lies where the flight starts"),
            FlightError::Claimed { by } => write!(
                formatter,
                "a {} has already used the flying machine this turn, which claims it: no \
                 second figure, such as the phantom, uses it (the phantom may still be placed \
                 on a road or a field)",
                by.name().replace('-', " ")
            ),
        }
    }
}

impl std::error::Error for FlightError {}

/// Whether a figure may fly from the flying machine of the tile just placed, when `flown` is the
/// figure that has already flown from it this turn, if any: the flying machine is a feature,
/// and the first figure to use it claims it, so after a follower has flown the phantom cannot
/// also fly (The Flier's rules, 5/2013).
///
/// ```
/// use tilecat_core::rules::{FlightError, Meeple, claim_flying_machine};
/// assert_eq!(claim_flying_machine(None), Ok(()));
/// assert_eq!(
///     claim_flying_machine(Some(Meeple::Follower)),
///     Err(FlightError::Claimed { by: Meeple::Follower })
/// );
/// ```
pub const fn claim_flying_machine(flown: Option<Meeple>) -> Result<(), FlightError> {
    match flown {
        Some(by) => Err(FlightError::Claimed { by }),
        None => Ok(()),
    }
}

/// The direction the tile's arrow points in when the tile lies turned by `rotation`; `None` for
/// a tile without a flying machine.
///
/// ```
/// use tilecat_core::model::{Direction, Rotation};
/// use tilecat_core::rules::arrow;
/// use tilecat_core::tables::{FLIER_A, FLIER_D};
/// assert_eq!(arrow(&FLIER_A, Rotation::R90), Some(Direction::N));
/// assert_eq!(arrow(&FLIER_D, Rotation::R180), Some(Direction::SE));
/// ```
pub fn arrow(tile: &Tile, rotation: Rotation) -> Option<Direction> {
    tile.flier.map(|flier| flier.rotated(rotation).direction)
}

/// The square a flight lands on: from the tile placed at `at` = (x, y) turned by `rotation`, in
/// the direction of its arrow, as many squares as the roll shows. x grows to the east and y to
/// the south, so a diagonal flight moves the roll's distance along both axes.
///
/// ```
/// use tilecat_core::model::Rotation;
/// use tilecat_core::rules::{Roll, flight_target};
/// use tilecat_core::tables::{FLIER, FLIER_D};
/// let roll = Roll::new(FLIER.die.as_ref().unwrap(), 2).unwrap();
/// // D's arrow points north-west as printed, north-east after a quarter turn.
/// assert_eq!(flight_target(&FLIER_D, (5, 5), Rotation::R0, roll), Ok((3, 3)));
/// assert_eq!(flight_target(&FLIER_D, (5, 5), Rotation::R90, roll), Ok((7, 3)));
/// ```
pub fn flight_target(
    tile: &Tile,
    (x, y): (i32, i32),
    rotation: Rotation,
    roll: Roll,
) -> Result<(i32, i32), FlightError> {
    let (dx, dy) = arrow(tile, rotation).ok_or(FlightError::NoFlier)?.offset();
    let distance = i32::from(roll.distance());
    let target_x = x.checked_add(dx * distance);
    let target_y = y.checked_add(dy * distance);
    target_x.zip(target_y).ok_or(FlightError::OffBoard)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Direction;
    use crate::tables::{FLIER, FLIER_A, FLIER_G};

    fn die() -> &'static Die {
        FLIER.die.as_ref().expect("the flier expansion has a die")
    }

    #[test]
    fn every_face_of_the_flight_die_is_a_roll_and_nothing_else_is() {
        for value in 0..=u8::MAX {
            let expected = (1..=3).contains(&value);
            assert_eq!(Roll::new(die(), value).is_ok(), expected, "roll {value}");
        }
    }

    #[test]
    fn a_west_arrow_flies_west_and_turns_with_the_tile() {
        let roll = Roll::new(die(), 3).unwrap();
        let expected = [(7, 10), (10, 7), (13, 10), (10, 13)];
        for (rotation, target) in Rotation::ALL.into_iter().zip(expected) {
            assert_eq!(
                flight_target(&FLIER_A, (10, 10), rotation, roll),
                Ok(target)
            );
        }
        assert_eq!(arrow(&FLIER_G, Rotation::R270), Some(Direction::S));
    }

    #[test]
    fn a_tile_without_a_flier_and_the_board_edge_are_errors() {
        let roll = Roll::new(die(), 1).unwrap();
        let mut plain = FLIER_A;
        plain.flier = None;
        assert_eq!(
            flight_target(&plain, (0, 0), Rotation::R0, roll),
            Err(FlightError::NoFlier)
        );
        assert_eq!(
            flight_target(&FLIER_A, (i32::MIN, 0), Rotation::R0, roll),
            Err(FlightError::OffBoard)
        );
    }
}
