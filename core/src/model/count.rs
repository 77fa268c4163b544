//! The shapes of other expansions printed inside a tile: the quarters of the Count's City of
//! Carcassonne and tower foundations.

/// One of the four quarters of the City of Carcassonne (The Count of Carcassonne), where
/// followers wait to be sent out when another player scores.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Quarter {
    /// The castle: its followers go to a city.
    Castle,
    /// The market: its followers go to a field.
    Market,
    /// The blacksmith: its followers go to a road.
    Blacksmith,
    /// The cathedral: its followers go to a monastery.
    Cathedral,
}

impl Quarter {
    /// The four quarters, in the order declared.
    pub const ALL: [Quarter; 4] = [
        Quarter::Castle,
        Quarter::Market,
        Quarter::Blacksmith,
        Quarter::Cathedral,
    ];

    /// The name used in data files: `castle`, `market`, `blacksmith` or `cathedral`.
    pub const fn name(self) -> &'static str {
        match self {
            Quarter::Castle => "castle",
            Quarter::Market => "market",
            Quarter::Blacksmith => "blacksmith",
            Quarter::Cathedral => "cathedral",
        }
    }
}

/// Where one of the Count's tiles lies in their block of 4 × 3, laid as one at the start: its
/// column from the west and its row from the north, both from 0. The tiles of the block are
/// told apart by their place, not only by what meets their edges.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct BlockPlace {
    /// The column, 0 to 3 from the west.
    pub column: u8,
    /// The row, 0 to 2 from the north.
    pub row: u8,
}
