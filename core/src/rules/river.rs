//! The river expansion's rule for laying river tiles: each river tile continues the river, and
//! the river never turns the same way on two tiles in a row, which would bring it back on itself
//! (the rules forbid the U-turn; Hans im Glück rules that only the immediate one is meant).

use crate::model::{EdgeKind, Rotation, Side, Tile};

/// How a river turns on a tile it runs through by two sides, going in through one side and out
/// through the other.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RiverTurn {
    /// Out through the side facing the one it came in by.
    Straight,
    /// Out through the side clockwise from straight on.
    Right,
    /// Out through the side anticlockwise from straight on.
    Left,
}

/// Whether `side` of `tile`, turned by `rotation`, shows a river.
pub fn is_river_side(tile: &Tile, rotation: Rotation, side: Side) -> bool {
    tile.edges.rotated(rotation).get(side) == EdgeKind::River
}

/// How the river of `tile`, turned by `rotation`, turns when it comes in through `entry`; `None`
/// unless the tile's river meets exactly two sides, `entry` one of them (a spring, a lake or a
/// fork does not turn).
///
/// ```
/// use tilecat_core::model::{EdgeKind::*, Edges, Rotation, Side};
/// use tilecat_core::rules::{RiverTurn, river_turn};
/// # let mut tile = tilecat_core::tables::FLIER_A.clone();
/// tile.edges = Edges::from_clockwise([Field, Field, River, River]);
/// // In from the west side, heading east, out through the south side: a turn to the right.
/// assert_eq!(river_turn(&tile, Rotation::R0, Side::W), Some(RiverTurn::Right));
/// assert_eq!(river_turn(&tile, Rotation::R0, Side::S), Some(RiverTurn::Left));
/// assert_eq!(river_turn(&tile, Rotation::R0, Side::N), None);
/// ```
pub fn river_turn(tile: &Tile, rotation: Rotation, entry: Side) -> Option<RiverTurn> {
    let mut sides = Side::ALL
        .into_iter()
        .filter(|&side| is_river_side(tile, rotation, side));
    let (first, second) = (sides.next()?, sides.next()?);
    if sides.next().is_some() || (entry != first && entry != second) {
        return None;
    }
    let exit = if entry == first { second } else { first };
    let heading = entry.opposite();
    Some(match (exit.index() + 4 - heading.index()) % 4 {
        1 => RiverTurn::Right,
        3 => RiverTurn::Left,
        _ => RiverTurn::Straight,
    })
}

/// Whether laying `tile` turned by `rotation` with its `side` against `neighbour` (turned by
/// `neighbour_rotation`) makes the river turn the same way on both tiles in a row: the river
/// running through the neighbour into the tile turns right twice, or left twice.
///
/// ```
/// use tilecat_core::model::{EdgeKind::*, Edges, Rotation, Side};
/// use tilecat_core::rules::river_turns_back;
/// # let mut curve = tilecat_core::tables::FLIER_A.clone();
/// curve.edges = Edges::from_clockwise([Field, Field, River, River]);
/// // The upper tile takes the river in from the west and turns it right, to the south; the
/// // lower one, turned a quarter, takes it in from the north and turns it right again, west.
/// assert!(river_turns_back(&curve, Rotation::R90, Side::N, &curve, Rotation::R0));
/// assert!(!river_turns_back(&curve, Rotation::R180, Side::N, &curve, Rotation::R0));
/// ```
pub fn river_turns_back(
    tile: &Tile,
    rotation: Rotation,
    side: Side,
    neighbour: &Tile,
    neighbour_rotation: Rotation,
) -> bool {
    let facing = side.opposite();
    if !is_river_side(tile, rotation, side) || !is_river_side(neighbour, neighbour_rotation, facing)
    {
        return false;
    }
    // Followed from the neighbour's far side into the tile; the other way round, both turns
    // swap sides, so the answer is the same.
    let Some(ours) = river_turn(tile, rotation, side) else {
        return false;
    };
    let Some(far) = Side::ALL
        .into_iter()
        .find(|&other| other != facing && is_river_side(neighbour, neighbour_rotation, other))
    else {
        return false;
    };
    let theirs = river_turn(neighbour, neighbour_rotation, far);
    ours != RiverTurn::Straight && theirs == Some(ours)
}
