//! The board file's format: the Rust types its JSON Schema is generated from.

use serde::{Deserialize, Serialize};

use crate::rules::{Meeple, Role};

/// A board: tiles from the catalog placed on a grid, the meeples on them and the tile just
/// placed. Cells are `[x, y]` with `x` growing to the east and `y` to the south.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BoardFile {
    /// The cell `[x, y]` of the tile just placed: its flying machine is the one a flight uses.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last: Option<[i32; 2]>,
    /// The figure that has already flown from the flying machine of `last` this turn, if one
    /// has: it claimed the flying machine, so no second figure (the phantom) flies from it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub flown: Option<Meeple>,
    /// The tiles on the board, in any order; they must all join through their sides.
    #[serde(default)]
    pub tiles: Vec<BoardTile>,
    /// The meeples on the board's features; several may stand on one feature.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub meeples: Vec<BoardMeeple>,
    /// The castles of Bridges, Castles & Bazaars on the board, each built on a completed small
    /// city.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub castles: Vec<BoardCastle>,
}

/// One tile on the board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BoardTile {
    /// The tile's id in the catalog, such as `base-E` or `flier-A`.
    #[schemars(regex(pattern = crate::model::ID_PATTERN))]
    pub tile: String,
    /// The cell `[x, y]` it lies on: `x` grows to the east, `y` to the south.
    pub at: [i32; 2],
    /// How far the tile is turned clockwise from its printed orientation, in degrees: 0, 90,
    /// 180 or 270.
    #[serde(default)]
    #[schemars(extend("enum" = [0, 90, 180, 270]))]
    pub rotation: u16,
}

/// One meeple on a feature of a tile.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BoardMeeple {
    /// The cell `[x, y]` of the tile it stands on.
    pub at: [i32; 2],
    /// The id of the feature it stands on, as the tile's data names it (such as `city`).
    pub feature: String,
    /// The player it belongs to, such as a colour: `blue`.
    pub player: String,
    /// What kind of meeple it is; a follower when not given.
    #[serde(default)]
    pub kind: Meeple,
    /// How it is placed: `usual` when not given, or `abbot` (on its side) on a monastery that
    /// takes abbots (an `abbots-monastery` or `japanese-building` marker), scored apart from
    /// the monks there.
    #[serde(default, rename = "placed-as", skip_serializing_if = "is_usual")]
    pub placed_as: Role,
}

/// A castle of Bridges, Castles & Bazaars, built on a completed small city of two semi-circular
/// segments on two tiles, the lord of `player` standing on it. It lies across the two tiles, on
/// neither, so no flier lands on it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct BoardCastle {
    /// The cell `[x, y]` of one of the small city's two tiles.
    pub at: [i32; 2],
    /// The id of the small city's segment on that tile, as the tile's data names it (such as
    /// `city`).
    pub city: String,
    /// The player whose lord stands on the castle, such as a colour: `red`.
    pub player: String,
}

/// Whether `role` is the usual one, left out when a board is written.
fn is_usual(role: &Role) -> bool {
    *role == Role::Usual
}
