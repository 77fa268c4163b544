//! What changed between two catalogs, in the game's words: tiles added, removed and renamed,
//! and for each tile that changed which of its facts did (a side, a feature's positions, a
//! field's cities, the flier, an illustration, a marker, a count in an edition), and the same
//! for expansions (name, version, editions, die, symbol).
//!
//! [`compare`] is the one comparison, over two [`Catalog`](crate::model::Catalog)s; its
//! [`Changes`] are shown for people ([`human`]), for programs ([`json`]) and for a changelog
//! ([`markdown`]). A catalog written by `tilecat export json` is read back by
//! [`read_catalog_json`]; it carries less than the data files do, so a catalog is compared with
//! one only as far as the export goes ([`exported`]).
//!
//! A changelog of the data since a release whose `catalog.json` is at hand:
//!
//! ```
//! # #[cfg(feature = "validate")] {
//! use std::path::PathBuf;
//! use tilecat::output::changes::{compare, exported, markdown, read_catalog_json};
//!
//! let data = tilecat::input::validate::validate_paths(&[PathBuf::from("data")]).catalog;
//! let released = tilecat::output::export::catalog_json(&data).unwrap();
//! let released = read_catalog_json(released.as_bytes()).unwrap();
//! let changes = compare(&released, &exported(&data));
//! assert!(changes.is_empty());
//! assert_eq!(markdown(&changes), "No changes.\n");
//! # }
//! ```

mod built;
mod compare;
mod text;

pub use built::{CatalogJsonError, exported, read_catalog_json};
pub use compare::compare;
pub use text::{human, json, markdown, summary_line};

use serde::Serialize;
use serde_json::Value;

use crate::model::{
    Die, Direction, EdgeKind, EdgePosition, Edition, Illustration, LayoutCheck, Marker, Side,
    Symbol, TileRequirement,
};

/// The version of the JSON document [`json`] writes; it changes only when a field changes
/// meaning or goes away.
pub const CHANGES_VERSION: u32 = 1;

/// Everything that changed from an old catalog to a new one: expansions sorted by id, tiles by
/// id, and each one's facts in a fixed order (see [`TileFact`] and [`ExpansionFact`]).
#[derive(Debug, Clone, PartialEq, Serialize, Default)]
pub struct Changes {
    /// The expansions added, removed or changed, by id.
    pub expansions: Vec<ExpansionChange>,
    /// The tiles added, removed, renamed or changed, by id (a renamed tile by its new id).
    pub tiles: Vec<TileChange>,
}

impl Changes {
    /// Whether the two catalogs hold the same facts.
    pub fn is_empty(&self) -> bool {
        self.expansions.is_empty() && self.tiles.is_empty()
    }
}

/// What happened to one expansion.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "change", rename_all = "kebab-case")]
pub enum ExpansionChange {
    /// An expansion only the new catalog has.
    Added {
        /// Its id.
        expansion: String,
        /// Its name.
        name: String,
    },
    /// An expansion only the old catalog has.
    Removed {
        /// Its id.
        expansion: String,
        /// Its name.
        name: String,
    },
    /// An expansion both catalogs have, whose facts differ.
    Changed {
        /// Its id.
        expansion: String,
        /// What changed, in the order of [`ExpansionFact`]'s variants.
        facts: Vec<ExpansionFact>,
    },
}

impl ExpansionChange {
    /// The id of the expansion.
    pub fn expansion(&self) -> &str {
        match self {
            ExpansionChange::Added { expansion, .. }
            | ExpansionChange::Removed { expansion, .. }
            | ExpansionChange::Changed { expansion, .. } => expansion,
        }
    }
}

/// One fact of an expansion that changed.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "fact", rename_all = "kebab-case")]
pub enum ExpansionFact {
    /// Its name.
    Name {
        /// The old name.
        old: String,
        /// The new name.
        new: String,
    },
    /// Its own version (Semantic Versioning), from which the data's version is made.
    Version {
        /// The old version; absent for none.
        #[serde(skip_serializing_if = "Option::is_none")]
        old: Option<String>,
        /// The new version; absent for none.
        #[serde(skip_serializing_if = "Option::is_none")]
        new: Option<String>,
    },
    /// An edition only the new catalog lists.
    EditionAdded {
        /// The edition.
        edition: Edition,
    },
    /// An edition only the old catalog lists.
    EditionRemoved {
        /// The edition.
        edition: Edition,
    },
    /// An edition whose year or number of tiles changed.
    Edition {
        /// The edition as the old catalog has it.
        old: Edition,
        /// The edition as the new catalog has it.
        new: Edition,
    },
    /// The die that comes with it.
    Die {
        /// The old die; absent for none.
        #[serde(skip_serializing_if = "Option::is_none")]
        old: Option<Die>,
        /// The new die; absent for none.
        #[serde(skip_serializing_if = "Option::is_none")]
        new: Option<Die>,
    },
    /// The mark printed on its tiles.
    Symbol {
        /// The old mark; absent for none.
        #[serde(skip_serializing_if = "Option::is_none")]
        old: Option<Symbol>,
        /// The new mark; absent for none.
        #[serde(skip_serializing_if = "Option::is_none")]
        new: Option<Symbol>,
    },
    /// What it requires of its tiles.
    Requires {
        /// The old requirements.
        old: Vec<TileRequirement>,
        /// The new requirements.
        new: Vec<TileRequirement>,
    },
}

/// What happened to one tile.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "change", rename_all = "kebab-case")]
pub enum TileChange {
    /// A tile only the new catalog has.
    Added {
        /// Its id.
        tile: String,
        /// Its expansion's id.
        expansion: String,
        /// Its letter.
        letter: String,
    },
    /// A tile only the old catalog has.
    Removed {
        /// Its id.
        tile: String,
        /// Its expansion's id.
        expansion: String,
        /// Its letter.
        letter: String,
    },
    /// The same facts under a new id: a tile only the old catalog has and one only the new
    /// catalog has, equal in everything but the id.
    Renamed {
        /// The new id.
        tile: String,
        /// The old id.
        from: String,
    },
    /// A tile both catalogs have, whose facts differ.
    Changed {
        /// Its id.
        tile: String,
        /// What changed, in the order of [`TileFact`]'s variants, each kind by side, feature
        /// id or edition id.
        facts: Vec<TileFact>,
    },
}

impl TileChange {
    /// The id of the tile (the new id of a renamed one).
    pub fn tile(&self) -> &str {
        match self {
            TileChange::Added { tile, .. }
            | TileChange::Removed { tile, .. }
            | TileChange::Renamed { tile, .. }
            | TileChange::Changed { tile, .. } => tile,
        }
    }
}

/// One fact of a tile that changed.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "fact", rename_all = "kebab-case")]
pub enum TileFact {
    /// The expansion it belongs to.
    Expansion {
        /// The old expansion's id.
        old: String,
        /// The new expansion's id.
        new: String,
    },
    /// The letter printed on it.
    Letter {
        /// The old letter.
        old: String,
        /// The new letter.
        new: String,
    },
    /// What meets one side.
    Side {
        /// The side.
        side: Side,
        /// What met it.
        old: EdgeKind,
        /// What meets it now.
        new: EdgeKind,
    },
    /// A feature only the new tile has.
    FeatureAdded {
        /// The feature's id.
        feature: String,
        /// Its kind, such as `road`.
        kind: &'static str,
    },
    /// A feature only the old tile has.
    FeatureRemoved {
        /// The feature's id.
        feature: String,
        /// Its kind, such as `road`.
        kind: &'static str,
    },
    /// The edge positions a feature claims, in clockwise order.
    Positions {
        /// The feature's id.
        feature: String,
        /// The positions it claimed.
        old: Vec<EdgePosition>,
        /// The positions it claims now.
        new: Vec<EdgePosition>,
    },
    /// The cities a field borders, by id.
    Border {
        /// The field's id.
        field: String,
        /// The cities it bordered.
        old: Vec<String>,
        /// The cities it borders now.
        new: Vec<String>,
    },
    /// Another fact of a feature, by the key the data files give it (`kind`, `pennants`,
    /// `end`, `under`, `reaches`, …), its values as the data files write them (lists in
    /// sorted order); absent where the key is left out (its default).
    Feature {
        /// The feature's id.
        feature: String,
        /// The key, such as `pennants`.
        key: String,
        /// The old value.
        #[serde(skip_serializing_if = "Option::is_none")]
        old: Option<Value>,
        /// The new value.
        #[serde(skip_serializing_if = "Option::is_none")]
        new: Option<Value>,
    },
    /// The flying machine: the direction of its arrow.
    Flier {
        /// The old arrow; absent for no flying machine.
        #[serde(skip_serializing_if = "Option::is_none")]
        old: Option<Direction>,
        /// The new arrow; absent for no flying machine.
        #[serde(skip_serializing_if = "Option::is_none")]
        new: Option<Direction>,
    },
    /// An illustration only the new tile has.
    IllustrationAdded {
        /// The illustration.
        illustration: Illustration,
    },
    /// An illustration only the old tile has.
    IllustrationRemoved {
        /// The illustration.
        illustration: Illustration,
    },
    /// A marker only the new tile has.
    MarkerAdded {
        /// The marker.
        marker: Marker,
    },
    /// A marker only the old tile has.
    MarkerRemoved {
        /// The marker.
        marker: Marker,
    },
    /// How many copies of it one edition holds (0 where the edition does not list it).
    Count {
        /// The edition's id.
        edition: String,
        /// The old count.
        old: u16,
        /// The new count.
        new: u16,
    },
    /// Whether one of its copies is the start tile.
    Start {
        /// The old value.
        old: bool,
        /// The new value.
        new: bool,
    },
    /// Its own picture's path.
    Picture {
        /// The old path; absent for none.
        #[serde(skip_serializing_if = "Option::is_none")]
        old: Option<String>,
        /// The new path; absent for none.
        #[serde(skip_serializing_if = "Option::is_none")]
        new: Option<String>,
    },
    /// The layout checks it is exempt from.
    Allow {
        /// The old list, sorted.
        old: Vec<LayoutCheck>,
        /// The new list, sorted.
        new: Vec<LayoutCheck>,
    },
    /// Where a wagon may move on the tile: each group the ids of its features, sorted, and the
    /// groups sorted.
    WagonMoves {
        /// The old groups.
        old: Vec<Vec<String>>,
        /// The new groups.
        new: Vec<Vec<String>>,
    },
}
