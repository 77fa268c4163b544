//! A whole catalog: expansions and their tiles.

use std::borrow::Cow;

use crate::model::{Expansion, Tile};

/// One tile of a catalog shown as one edition, with the copies that edition holds
/// ([`Catalog::copies`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Copies<'a> {
    /// The tile.
    pub tile: &'a Tile,
    /// Its expansion.
    pub expansion: &'a Expansion,
    /// How many copies the edition holds, never zero.
    pub count: u16,
}

/// No expansion of the catalog was printed in the edition asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NoSuchEdition(pub String);

impl std::fmt::Display for NoSuchEdition {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            formatter,
            "no expansion of the catalog has an edition `{}`",
            self.0
        )
    }
}

impl std::error::Error for NoSuchEdition {}

/// Every expansion and every tile of a catalog, each sorted by id.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Catalog {
    /// The expansions, sorted by id.
    pub expansions: Cow<'static, [Expansion]>,
    /// The tiles of all expansions, sorted by id.
    pub tiles: Cow<'static, [Tile]>,
}

impl Catalog {
    /// The tile with the given id, if the catalog has one.
    ///
    /// ```
    /// let tile = tilecat_core::tables::CATALOG.tile("flier-B").unwrap();
    /// assert_eq!(tile.letter, "B");
    /// ```
    pub fn tile(&self, id: &str) -> Option<&Tile> {
        self.tiles
            .binary_search_by(|tile| tile.id.as_ref().cmp(id))
            .ok()
            .map(|index| &self.tiles[index])
    }

    /// The expansion with the given id, if the catalog has one.
    pub fn expansion(&self, id: &str) -> Option<&Expansion> {
        self.expansions
            .binary_search_by(|expansion| expansion.id.as_ref().cmp(id))
            .ok()
            .map(|index| &self.expansions[index])
    }

    /// The catalog as one edition shows it: the expansions [`Expansion::printing`] shows for
    /// `edition` and the tiles [`Catalog::copies`] counts a copy of. Expansions and tiles keep
    /// all their facts, counts for other editions included; an edition that no expansion of the
    /// catalog prints is an error.
    ///
    /// ```
    /// let catalog = &tilecat_core::tables::CATALOG;
    /// let newest = catalog.in_edition(None).unwrap();
    /// assert_eq!(newest.tiles.len(), catalog.tiles.len());
    /// assert!(catalog.in_edition(Some("C9")).is_err());
    /// ```
    pub fn in_edition(&self, edition: Option<&str>) -> Result<Catalog, NoSuchEdition> {
        let expansions: Vec<Expansion> = self
            .expansions
            .iter()
            .filter(|expansion| expansion.printing(edition).is_some())
            .cloned()
            .collect();
        if let (Some(id), true) = (edition, expansions.is_empty()) {
            return Err(NoSuchEdition(id.to_owned()));
        }
        let tiles: Vec<Tile> = self
            .copies(edition)
            .map(|copies| copies.tile.clone())
            .collect();
        Ok(Catalog {
            expansions: expansions.into(),
            tiles: tiles.into(),
        })
    }

    /// Every tile of the catalog that `edition` shows, with its expansion and its copies, in id
    /// order: the one rule of how many copies of a tile a catalog shown as one edition holds.
    ///
    /// - Which edition counts is [`Expansion::printing`]'s: `edition` when it is named (an
    ///   expansion without it shows no tile), otherwise the expansion's newest.
    /// - A tile has the copies it counts in that edition; a tile that edition does not list, such
    ///   as the Flier's first-edition H (`flier-H-C1`) in the newest edition, has none and is
    ///   left out.
    /// - A tile of an expansion that lists no edition (tiles imported from a source that names
    ///   none) has one copy, but only when no edition is named.
    /// - A tile whose expansion the catalog lacks has none.
    ///
    /// ```
    /// let catalog = &tilecat_core::tables::CATALOG;
    /// let newest: u16 = catalog.copies(None).map(|copies| copies.count).sum();
    /// // 72 of the base game, 8 of the Flier and the 6 Crop Circles tiles.
    /// assert_eq!(newest, 86);
    /// // The Flier's H with a garden is of the later editions only.
    /// let first: Vec<_> = catalog.copies(Some("C1")).collect();
    /// assert!(first.iter().any(|copies| copies.tile.id == "flier-A"));
    /// assert!(!first.iter().any(|copies| copies.tile.id == "flier-H"));
    /// ```
    pub fn copies<'a, 'e>(
        &'a self,
        edition: Option<&'e str>,
    ) -> impl Iterator<Item = Copies<'a>> + Clone + use<'a, 'e> {
        self.tiles.iter().filter_map(move |tile| {
            let expansion = self.expansion(&tile.expansion)?;
            let count = expansion.printing(edition)?.copies(tile);
            (count > 0).then_some(Copies {
                tile,
                expansion,
                count,
            })
        })
    }

    /// The tiles of one expansion, in id order.
    pub fn tiles_of<'a>(&'a self, expansion: &'a str) -> impl Iterator<Item = &'a Tile> + 'a {
        self.tiles
            .iter()
            .filter(move |tile| tile.expansion == expansion)
    }
}

#[cfg(test)]
mod tests {
    use std::borrow::Cow;

    use super::*;
    use crate::model::{EdgeKind, Edges, Edition, EditionCount, EditionCounts};

    fn edition(id: &'static str, year: u16) -> Edition {
        Edition {
            id: Cow::Borrowed(id),
            year: Some(year),
            tiles: 1,
        }
    }

    fn counted_in(id: &'static str, editions: &'static [EditionCount]) -> Tile {
        Tile {
            id: Cow::Borrowed(id),
            expansion: Cow::Borrowed("mini"),
            letter: Cow::Borrowed(id),
            edges: Edges::from_clockwise([EdgeKind::Field; 4]),
            features: Cow::Borrowed(&[]),
            flier: None,
            illustrations: Cow::Borrowed(&[]),
            markers: Cow::Borrowed(&[]),
            counts: EditionCounts(Cow::Borrowed(editions)),
            start: false,
            picture: None,
            allow: Cow::Borrowed(&[]),
            wagon_moves: Cow::Borrowed(&[]),
        }
    }

    fn catalog(editions: Vec<Edition>) -> Catalog {
        const OLD: &[EditionCount] = &[EditionCount {
            edition: Cow::Borrowed("old"),
            count: 1,
        }];
        const LATE: &[EditionCount] = &[EditionCount {
            edition: Cow::Borrowed("late"),
            count: 1,
        }];
        Catalog {
            expansions: vec![Expansion {
                id: Cow::Borrowed("mini"),
                name: Cow::Borrowed("Mini"),
                version: None,
                editions: editions.into(),
                die: None,
                symbol: None,
                back: None,
                requires: Cow::Borrowed(&[]),
            }]
            .into(),
            tiles: vec![counted_in("mini-A", OLD), counted_in("mini-B", LATE)].into(),
        }
    }

    fn ids(catalog: &Catalog) -> Vec<&str> {
        catalog.tiles.iter().map(|tile| tile.id.as_ref()).collect()
    }

    #[test]
    fn the_newest_edition_is_the_latest_year_and_of_one_year_the_last_listed() {
        let by_year = catalog(vec![edition("late", 2020), edition("old", 2000)]);
        assert_eq!(ids(&by_year.in_edition(None).unwrap()), ["mini-B"]);
        let same_year = catalog(vec![edition("late", 2020), edition("old", 2020)]);
        assert_eq!(ids(&same_year.in_edition(None).unwrap()), ["mini-A"]);
        assert_eq!(
            ids(&same_year.in_edition(Some("late")).unwrap()),
            ["mini-B"]
        );
    }

    fn counted(catalog: &Catalog, edition: Option<&str>) -> Vec<(String, u16)> {
        catalog
            .copies(edition)
            .map(|copies| (copies.tile.id.to_string(), copies.count))
            .collect()
    }

    #[test]
    fn a_tile_has_the_copies_its_edition_counts_and_none_outside_it() {
        let mut two = catalog(vec![edition("old", 2000), edition("late", 2020)]);
        let mut tiles = two.tiles.to_vec();
        tiles[0].counts = EditionCounts(Cow::Borrowed(&[
            EditionCount {
                edition: Cow::Borrowed("old"),
                count: 3,
            },
            EditionCount {
                edition: Cow::Borrowed("late"),
                count: 2,
            },
        ]));
        let mut stray = counted_in("stray-A", &[]);
        stray.expansion = Cow::Borrowed("stray");
        tiles.push(stray);
        two.tiles = tiles.into();
        assert_eq!(
            counted(&two, None),
            [("mini-A".to_owned(), 2), ("mini-B".to_owned(), 1)]
        );
        assert_eq!(counted(&two, Some("old")), [("mini-A".to_owned(), 3)]);
        assert_eq!(counted(&two, Some("gone")), []);
    }

    #[test]
    fn a_tile_of_an_expansion_without_editions_has_one_copy_when_none_is_named() {
        let bare = catalog(Vec::new());
        assert_eq!(
            counted(&bare, None),
            [("mini-A".to_owned(), 1), ("mini-B".to_owned(), 1)]
        );
        assert_eq!(counted(&bare, Some("old")), []);
    }

    #[test]
    fn an_expansion_without_editions_shows_every_tile_unless_one_is_asked_for() {
        let bare = catalog(Vec::new());
        assert_eq!(ids(&bare.in_edition(None).unwrap()), ["mini-A", "mini-B"]);
        assert_eq!(
            bare.in_edition(Some("old")),
            Err(NoSuchEdition("old".to_owned()))
        );
    }
}
