//! Castles of Bridges, Castles & Bazaars on a board: a castle is built over a small city just
//! completed, of two semi-circular segments on two tiles, and its lord stays on it. It lies
//! across the two tiles, on neither, so no flight, which lands on one tile, lands on it
//! ([`NoLanding::Castle`](crate::rules::NoLanding::Castle)).

use std::fmt;

use crate::board::{Board, Cell, Joined};
use crate::model::{Feature, FeatureKind, SidePart};

/// A castle of Bridges, Castles & Bazaars on the board, over the two segments of the small city
/// it was built on.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Castle {
    /// The player whose lord stands on the castle, such as a colour.
    pub player: String,
    /// The small city's two segments under it, as (cell, feature index), sorted.
    pub city: [(Cell, usize); 2],
}

/// Why a castle cannot be built on a feature of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CastleError {
    /// No tile lies at the cell.
    NoTile,
    /// The tile there has no such feature.
    NoFeature,
    /// The feature is no city: it is of this kind.
    NotACity(FeatureKind),
    /// The city is not a completed small city: two segments on two tiles, each meeting one
    /// side.
    NotSmallCity,
    /// A segment of the small city is no semi-circular segment (`semicircular = false`).
    NotSemicircular,
    /// A castle already stands on the city.
    Built,
}

impl fmt::Display for CastleError {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str(match self {
            CastleError::NoTile => "no tile lies there",
            CastleError::NoFeature => "the tile there has no such feature",
            CastleError::NotACity(kind) => {
                return write!(
                    formatter,
                    "the feature is a {}, and a castle is built only on a city",
                    kind.name()
                );
            }
            CastleError::NotSmallCity => {
                "a castle is built only on a completed small city: two segments on two tiles, \
                 each meeting one side"
            }
            CastleError::NotSemicircular => {
                "a castle is built only on a small city of two semi-circular segments, and a \
                 segment of this one is drawn otherwise (`semicircular = false`)"
            }
            CastleError::Built => "a castle already stands on this city",
        })
    }
}

impl std::error::Error for CastleError {}

impl Board<'_> {
    /// Builds a castle of `player` on the city `feature` (by id) of the tile at `at`: a
    /// completed small city of two semi-circular segments on two tiles, with no castle on it
    /// yet.
    ///
    /// ```
    /// use tilecat_core::board::{Board, CastleError};
    /// use tilecat_core::model::Rotation;
    /// use tilecat_core::tables::BASE_E;
    /// let mut board = Board::new();
    /// board.place(&BASE_E, (0, 0), Rotation::R0).unwrap(); // a city on the north side
    /// assert_eq!(board.add_castle("red", (0, 0), "city"), Err(CastleError::NotSmallCity));
    /// board.place(&BASE_E, (0, -1), Rotation::R180).unwrap(); // closes it: a small city
    /// assert_eq!(board.add_castle("red", (0, -1), "city"), Ok(()));
    /// assert_eq!(board.castles()[0].city, [((0, -1), 0), ((0, 0), 0)]);
    /// assert_eq!(board.add_castle("blue", (0, 0), "city"), Err(CastleError::Built));
    /// ```
    pub fn add_castle(&mut self, player: &str, at: Cell, feature: &str) -> Result<(), CastleError> {
        let placed = self.tile_at(at).ok_or(CastleError::NoTile)?;
        let index = placed
            .tile
            .features
            .iter()
            .position(|candidate| candidate.id() == feature)
            .ok_or(CastleError::NoFeature)?;
        let kind = placed.tile.features[index].kind();
        if kind != FeatureKind::City {
            return Err(CastleError::NotACity(kind));
        }
        let joined = self
            .joined(at, index)
            .expect("every feature of a placed tile is on the board");
        let parts = self.parts(joined);
        let [first, second] = parts[..] else {
            return Err(CastleError::NotSmallCity);
        };
        let segments = [first, second].map(|(cell, index)| self.tile_feature(cell, index));
        let one_side = |feature: Option<&Feature>| {
            feature.is_some_and(|feature| {
                feature
                    .edges()
                    .iter()
                    .filter(|position| position.part() == SidePart::Centre)
                    .count()
                    == 1
            })
        };
        if first.0 == second.0 || !self.is_complete(joined) || !segments.into_iter().all(one_side) {
            return Err(CastleError::NotSmallCity);
        }
        let semicircular = |feature: Option<&Feature>| {
            matches!(
                feature,
                Some(Feature::City {
                    semicircular: true,
                    ..
                })
            )
        };
        if !segments.into_iter().all(semicircular) {
            return Err(CastleError::NotSemicircular);
        }
        if self.castle_over(joined).is_some() {
            return Err(CastleError::Built);
        }
        self.castles.push(Castle {
            player: player.to_owned(),
            city: [first, second],
        });
        Ok(())
    }

    /// Every castle on the board, in the order built.
    pub fn castles(&self) -> &[Castle] {
        &self.castles
    }

    /// The castle built over the joined city, if one is.
    pub fn castle_over(&self, joined: Joined) -> Option<&Castle> {
        self.castles.iter().find(|castle| {
            let (at, index) = castle.city[0];
            self.joined(at, index) == Some(joined)
        })
    }

    /// The castles with a segment of their small city on the tile at `at`, each with that
    /// segment's feature index.
    pub fn castles_on(&self, at: Cell) -> impl Iterator<Item = (&Castle, usize)> + '_ {
        self.castles.iter().filter_map(move |castle| {
            castle
                .city
                .iter()
                .find(|(cell, _)| *cell == at)
                .map(|&(_, index)| (castle, index))
        })
    }
}
