//! An expansion: its editions, its die, its symbol and its back.

use std::borrow::Cow;

use crate::model::{Direction, Tile};

/// An expansion (or the base game): the editions it was printed in, its die and its mark.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Expansion {
    /// Identifier unique across the catalog, such as `flier`: 1 to 64 letters, digits, `-` and
    /// `_`.
    #[cfg_attr(feature = "serde", schemars(regex(pattern = crate::model::ID_PATTERN)))]
    #[cfg_attr(feature = "serde", schemars(example = &"my-expansion"))]
    pub id: Cow<'static, str>,
    /// The expansion's name in English, such as `The Flier`.
    #[cfg_attr(feature = "serde", schemars(example = &"My Expansion"))]
    pub name: Cow<'static, str>,
    /// The version of the expansion's data, in Semantic Versioning such as `1.0.0`: raised on
    /// every release of its tiles, its major number when a tile goes away, changes id or
    /// changes what it means in play. Absent for data not yet released; `tilecat package`
    /// needs it.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    #[cfg_attr(feature = "serde", schemars(regex(pattern = crate::model::VERSION_PATTERN)))]
    #[cfg_attr(feature = "serde", schemars(example = &"1.0.0"))]
    pub version: Option<Cow<'static, str>>,
    /// The editions the expansion was printed in, oldest first.
    #[cfg_attr(feature = "serde", schemars(example = crate::model::examples::editions()))]
    pub editions: Cow<'static, [Edition]>,
    /// The die that comes with the expansion, if any.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub die: Option<Die>,
    /// The mark printed on the expansion's tiles, if any.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub symbol: Option<Symbol>,
    /// The picture printed on the back of the expansion's tiles, if it has one of its own; a
    /// print gives every tile one back unless asked for each expansion's own.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub back: Option<Back>,
    /// What the expansion states about its tiles, checked by `tilecat validate`.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "<[_]>::is_empty")
    )]
    pub requires: Cow<'static, [TileRequirement]>,
}

impl Expansion {
    /// The edition with the given id, if the expansion has one.
    pub fn edition(&self, id: &str) -> Option<&Edition> {
        self.editions.iter().find(|edition| edition.id == id)
    }

    /// The newest edition: the one with the latest year, and of one year the one listed last;
    /// an edition without a year is older than any with one.
    ///
    /// ```
    /// assert_eq!(tilecat_core::tables::FLIER.newest_edition().unwrap().id, "C3");
    /// ```
    pub fn newest_edition(&self) -> Option<&Edition> {
        self.editions.iter().max_by_key(|edition| edition.year)
    }

    /// The printing of the expansion that a catalog shown as `edition` holds: that edition
    /// when it is named, and none when the expansion lacks it; with `None`, the newest edition,
    /// or [`Printing::Unlisted`] for an expansion that lists no edition.
    ///
    /// ```
    /// use tilecat_core::model::Printing;
    /// use tilecat_core::tables::FLIER;
    /// assert!(matches!(FLIER.printing(None), Some(Printing::Edition(edition)) if edition.id == "C3"));
    /// assert!(matches!(FLIER.printing(Some("C1")), Some(Printing::Edition(edition)) if edition.id == "C1"));
    /// assert_eq!(FLIER.printing(Some("C9")), None);
    /// ```
    pub fn printing(&self, edition: Option<&str>) -> Option<Printing<'_>> {
        match edition {
            Some(id) => self.edition(id).map(Printing::Edition),
            None => Some(
                self.newest_edition()
                    .map_or(Printing::Unlisted, Printing::Edition),
            ),
        }
    }
}

/// Which printing of an expansion a catalog shown as one edition holds
/// ([`Expansion::printing`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Printing<'a> {
    /// One of the expansion's editions: each tile has the copies it counts there.
    Edition(&'a Edition),
    /// The expansion lists no edition (tiles imported from a source that names none): each
    /// tile once.
    Unlisted,
}

impl<'a> Printing<'a> {
    /// How many copies of `tile` (a tile of the expansion) this printing holds.
    pub fn copies(self, tile: &Tile) -> u16 {
        match self {
            Printing::Edition(edition) => tile.counts.get(&edition.id),
            Printing::Unlisted => 1,
        }
    }

    /// The edition, unless the expansion lists none.
    pub fn edition(self) -> Option<&'a Edition> {
        match self {
            Printing::Edition(edition) => Some(edition),
            Printing::Unlisted => None,
        }
    }
}

/// One printing of an expansion.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Edition {
    /// The edition's short name, such as `C3` for the third edition.
    #[cfg_attr(feature = "serde", schemars(regex(pattern = crate::model::ID_PATTERN)))]
    #[cfg_attr(feature = "serde", schemars(example = &"C1"))]
    pub id: Cow<'static, str>,
    /// The year the edition was published, when it is known (a tile set imported from another
    /// program may name none).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    #[cfg_attr(feature = "serde", schemars(example = 2024))]
    pub year: Option<u16>,
    /// How many land tiles the edition's box holds: the per-edition counts of the expansion's
    /// tiles add up to this.
    #[cfg_attr(feature = "serde", schemars(example = 2))]
    pub tiles: u16,
}

/// A die that comes with an expansion.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Die {
    /// The number on each face; the flight die's are 1, 1, 2, 2, 3, 3.
    pub faces: Cow<'static, [u8]>,
}

/// The mark printed on each tile of an expansion, telling its tiles apart from the others.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Symbol {
    /// What the mark shows, in words.
    pub description: Cow<'static, str>,
    /// The corner of the tile the mark is printed in: `NE`, `SE`, `SW` or `NW`.
    pub corner: Direction,
    /// The mark's picture: a square PNG or JPEG file, its path taken from the expansion's folder
    /// (the one holding `expansion.toml`), such as `symbol.png`. The mark is drawn from this
    /// picture alone: a symbol without one is described but not drawn.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    #[cfg_attr(feature = "serde", schemars(example = &"symbol.png"))]
    pub picture: Option<Cow<'static, str>>,
}

/// The back of an expansion's tiles.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Back {
    /// The back's picture: a square PNG or JPEG file, its path taken from the expansion's
    /// folder (the one holding `expansion.toml`), such as `back.png`.
    #[cfg_attr(feature = "serde", schemars(example = &"back.png"))]
    pub picture: Cow<'static, str>,
}

/// A fact an expansion states about its tiles, listed in its `requires`; `tilecat validate`
/// reports every tile (or the expansion) that breaks it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum TileRequirement {
    /// Every tile of the expansion has a flying machine (The Flier).
    EveryTileHasAFlier,
    /// Exactly one tile of the expansion is the start tile (the base game).
    OneStartTile,
}

impl TileRequirement {
    /// The name used in `requires` lists and in diagnostics, such as `one-start-tile`.
    pub const fn name(self) -> &'static str {
        match self {
            TileRequirement::EveryTileHasAFlier => "every-tile-has-a-flier",
            TileRequirement::OneStartTile => "one-start-tile",
        }
    }
}
