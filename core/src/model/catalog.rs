//! A whole catalog: expansions and their tiles.

use std::borrow::Cow;

use crate::model::{Expansion, Tile};

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

    /// The catalog as one edition shows it: each expansion printed in `edition` keeps the tiles
    /// that edition counts copies of, and expansions not printed in it are left out. With `None`,
    /// each expansion shows its newest edition (the latest year; of one year, the one listed
    /// last), and an expansion that lists no edition keeps every tile. Expansions and tiles keep
    /// all their facts, counts for other editions included.
    ///
    /// ```
    /// let catalog = &tilecat_core::tables::CATALOG;
    /// let newest = catalog.in_edition(None).unwrap();
    /// assert_eq!(newest.tiles.len(), catalog.tiles.len());
    /// assert!(catalog.in_edition(Some("C9")).is_err());
    /// ```
    pub fn in_edition(&self, edition: Option<&str>) -> Result<Catalog, NoSuchEdition> {
        let mut expansions = Vec::new();
        let mut tiles = Vec::new();
        for expansion in self.expansions.iter() {
            let shown = match edition {
                Some(id) => expansion.edition(id).map(|edition| edition.id.as_ref()),
                None => expansion
                    .newest_edition()
                    .map(|edition| edition.id.as_ref()),
            };
            if shown.is_none() && (edition.is_some() || !expansion.editions.is_empty()) {
                continue;
            }
            expansions.push(expansion.clone());
            tiles.extend(
                self.tiles_of(&expansion.id)
                    .filter(|tile| shown.is_none_or(|id| tile.counts.get(id) > 0))
                    .cloned(),
            );
        }
        if let (Some(id), true) = (edition, expansions.is_empty()) {
            return Err(NoSuchEdition(id.to_owned()));
        }
        Ok(Catalog {
            expansions: expansions.into(),
            tiles: tiles.into(),
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
