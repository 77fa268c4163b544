//! A board of placed tiles: placement with its checks, features joined across tiles, completion,
//! meeples, the flier's flights and scoring.
//!
//! Cells are `(x, y)` with `x` growing to the east and `y` to the **south**, so a picture of the
//! board reads like the board. A tile lies at a cell turned clockwise by a
//! [`Rotation`]; every side must match its neighbour (city to city, road to road, field to
//! field, down to each field half). Each feature of each placed tile is a node of a union-find:
//! placing a tile joins its roads, cities and fields with those of its neighbours, so whether a
//! road or city is complete is one look-up, kept up to date tile by tile.
//!
//! ```
//! use tilecat_core::board::{Board, flight};
//! use tilecat_core::model::Rotation;
//! use tilecat_core::rules::{Meeple, Roll};
//! use tilecat_core::tables::{FLIER, FLIER_B, FLIER_D};
//!
//! let mut board = Board::new();
//! board.place(&FLIER_B, (0, 0), Rotation::R0).unwrap();
//! // D's road runs west to east like B's, so it fits east of B; its arrow points north-west.
//! board.place(&FLIER_D, (1, 0), Rotation::R0).unwrap();
//! assert!(board.place(&FLIER_D, (0, 1), Rotation::R90).is_err()); // a road against a field
//!
//! let roll = Roll::new(FLIER.die.as_ref().unwrap(), 1).unwrap();
//! let flight = flight(&board, (1, 0), roll, Meeple::Follower).unwrap();
//! assert_eq!(flight.target, (0, -1)); // no tile there: the meeple goes back to its supply
//! assert!(flight.returns());
//! ```

mod castle;
mod flight;
mod score;
mod sets;

use std::collections::{BTreeSet, HashMap};
use std::fmt;

use crate::model::{
    EdgePosition, Feature, FeatureKind, MarkerKind, Rotation, Side, SidePart, Tile,
};
use crate::rules::{Meeple, Role, fits_beside, is_river_side, river_turns_back};

pub use castle::{Castle, CastleError};
pub use flight::{Flight, Landing, MarkerLanding, Odds, Place, Refusal, flight, flight_odds};
pub use score::{FeatureScore, Scoring, score};

use sets::Sets;

/// A cell of the board: `(x, y)`, `x` to the east, `y` to the south.
pub type Cell = (i32, i32);

/// The most features one tile may have on a board (a flight's options are a bit set).
pub const MAX_FEATURES_PER_TILE: usize = 64;

/// No feature holds this edge position of a placed tile.
const NO_FEATURE: u8 = u8::MAX;

/// One tile on the board.
#[derive(Debug, Clone)]
pub struct Placed<'t> {
    /// The tile as printed.
    pub tile: &'t Tile,
    /// Where it lies.
    pub at: Cell,
    /// How far it is turned clockwise from the printed orientation.
    pub rotation: Rotation,
    /// The union-find node of its first feature; feature `i` is node `first + i`.
    first: u32,
    /// The index of the feature at each of the twelve edge positions as the tile lies.
    positions: [u8; 12],
}

impl Placed<'_> {
    /// The feature of this tile, as it lies, at edge position `position`.
    pub fn feature_at(&self, position: EdgePosition) -> Option<usize> {
        let index = self.positions[position.index()];
        (index != NO_FEATURE).then_some(usize::from(index))
    }
}

/// A meeple standing on a feature of a placed tile.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct MeepleOnBoard {
    /// The player it belongs to, by name (such as a colour).
    pub player: String,
    /// What kind of meeple it is.
    pub kind: Meeple,
    /// The cell of the tile it stands on.
    pub at: Cell,
    /// The index of the feature it stands on, in the tile's list of features.
    pub feature: usize,
    /// How it is placed there: as usual, or as an abbot on a monastery that takes abbots.
    pub role: Role,
}

/// Why a tile cannot be placed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PlaceError {
    /// Another tile already lies at the cell.
    Occupied,
    /// The board has tiles and none of them is next to the cell.
    NotTouching,
    /// The tile's `side` does not match the neighbour lying against it at `neighbour`.
    Mismatch {
        /// The side of the new tile, as it lies.
        side: Side,
        /// The cell of the tile it does not match.
        neighbour: Cell,
    },
    /// The tile has more features than a board can hold for one tile.
    TooManyFeatures,
    /// The tile shows a river, but none of its river sides lies against a tile: it does not
    /// continue the river.
    RiverApart,
    /// The river turns the same way on this tile as on the tile at `neighbour`, two turns in a
    /// row that bring it back on itself.
    RiverTurnsBack {
        /// The cell of the tile the river comes from.
        neighbour: Cell,
    },
    /// The tile is half a German castle and would touch another German castle, the tile at
    /// `neighbour`, beside it or across a corner (Castles in Germany: "a Castle tile must not
    /// touch another Castle tile, neither directly nor with the edges"); only its own other
    /// half lies against its castle side.
    CastlesTouch {
        /// The cell of the tile with the other German castle.
        neighbour: Cell,
    },
}

impl fmt::Display for PlaceError {
    fn fmt(&self, formatter: &mut fmt::Formatter) -> fmt::Result {
        match self {
            PlaceError::Occupied => formatter.write_str("another tile already lies there"),
            PlaceError::NotTouching => formatter.write_str("no tile on the board is next to it"),
            PlaceError::Mismatch { side, neighbour } => write!(
                formatter,
                "its {} side does not match the tile at [{}, {}]",
                side.name(),
                neighbour.0,
                neighbour.1
            ),
            PlaceError::TooManyFeatures => write!(
                formatter,
                "a tile on a board may have at most {MAX_FEATURES_PER_TILE} features"
            ),
            PlaceError::RiverApart => {
                formatter.write_str("its river does not continue the river of a tile beside it")
            }
            PlaceError::RiverTurnsBack { neighbour } => write!(
                formatter,
                "its river turns the same way as on the tile at [{}, {}], and two turns the same \
                 way in a row bring the river back on itself",
                neighbour.0, neighbour.1
            ),
            PlaceError::CastlesTouch { neighbour } => write!(
                formatter,
                "its German castle would touch the German castle of the tile at [{}, {}], and \
                 no two German castles touch, beside each other or across a corner",
                neighbour.0, neighbour.1
            ),
        }
    }
}

impl std::error::Error for PlaceError {}

/// Why a meeple cannot be put on the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MeepleError {
    /// No tile lies at the cell.
    NoTile,
    /// The tile there has no such feature.
    NoFeature,
    /// The feature is of a kind this kind of meeple may not stand on
    /// ([`Meeple::stands_on`]).
    NotAllowed {
        /// The kind of meeple.
        meeple: Meeple,
        /// The kind of the feature.
        feature: FeatureKind,
    },
    /// A meeple placed as an abbot on a feature that is not a monastery taking abbots
    /// ([`MarkerKind::takes_abbots`](crate::model::MarkerKind::takes_abbots)).
    NoAbbotsMonastery,
    /// The feature is the part of the City of Carcassonne on one of the Count's tiles that is
    /// no quarter of its own (a [`Feature::Quarter`] without
    /// `quarter`): followers stand only in its four quarters.
    NoQuarter,
}

impl fmt::Display for MeepleError {
    fn fmt(&self, formatter: &mut fmt::Formatter) -> fmt::Result {
        match self {
            MeepleError::NoTile => formatter.write_str("no tile lies there"),
            MeepleError::NoFeature => formatter.write_str("the tile there has no such feature"),
            MeepleError::NotAllowed { meeple, feature } => write!(
                formatter,
                "the feature is a {}, and {}",
                feature.name(),
                meeple.standing_rule()
            ),
            MeepleError::NoAbbotsMonastery => formatter.write_str(
                "only a monastery of Monasteries in Germany, the Netherlands & Belgium or a \
                 Japanese building takes a meeple placed as an abbot",
            ),
            MeepleError::NoQuarter => formatter.write_str(
                "the feature is the City of Carcassonne outside its quarters, and a follower \
                 stands there only in a quarter: the castle, market, blacksmith or cathedral",
            ),
        }
    }
}

impl std::error::Error for MeepleError {}

/// A joined feature of the board: a whole road, city, field, monastery or garden, however many
/// tiles it spans. Valid for the board it came from until the next tile is placed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Joined(u32);

/// Tiles placed on a grid, their features joined across tiles, and the meeples and castles on
/// them.
#[derive(Debug, Clone, Default)]
pub struct Board<'t> {
    tiles: Vec<Placed<'t>>,
    cells: HashMap<Cell, u32>,
    /// The empty cells next to a placed tile, kept as tiles are placed, in cell order.
    open: BTreeSet<Cell>,
    sets: Sets,
    /// The placed tile each union-find node belongs to.
    node_tile: Vec<u32>,
    meeples: Vec<MeepleOnBoard>,
    /// The castles of Bridges, Castles & Bazaars built on its small cities.
    castles: Vec<Castle>,
}

/// The cell next to `at` across `side`. Coordinates wrap at the limits of `i32` rather than
/// fail, so no cell makes a query panic; board files keep far inside them.
pub const fn neighbour(at: Cell, side: Side) -> Cell {
    match side {
        Side::N => (at.0, at.1.wrapping_sub(1)),
        Side::E => (at.0.wrapping_add(1), at.1),
        Side::S => (at.0, at.1.wrapping_add(1)),
        Side::W => (at.0.wrapping_sub(1), at.1),
    }
}

/// The eight cells around `at`.
pub fn surrounding(at: Cell) -> impl Iterator<Item = Cell> {
    [
        (-1, -1),
        (0, -1),
        (1, -1),
        (1, 0),
        (1, 1),
        (0, 1),
        (-1, 1),
        (-1, 0),
    ]
    .into_iter()
    .map(move |(dx, dy)| (at.0.wrapping_add(dx), at.1.wrapping_add(dy)))
}

/// The cell `at` turned about the board's origin by `rotation`, clockwise as seen on the board:
/// a quarter turn takes east to south.
pub const fn rotate_cell(at: Cell, rotation: Rotation) -> Cell {
    match rotation {
        Rotation::R0 => at,
        Rotation::R90 => (at.1.wrapping_neg(), at.0),
        Rotation::R180 => (at.0.wrapping_neg(), at.1.wrapping_neg()),
        Rotation::R270 => (at.1, at.0.wrapping_neg()),
    }
}

impl<'t> Board<'t> {
    /// An empty board.
    pub fn new() -> Board<'t> {
        Board::default()
    }

    /// Every placed tile, in the order placed.
    pub fn tiles(&self) -> &[Placed<'t>] {
        &self.tiles
    }

    /// The tile at `at`, if any.
    pub fn tile_at(&self, at: Cell) -> Option<&Placed<'t>> {
        self.cells
            .get(&at)
            .map(|&index| &self.tiles[index as usize])
    }

    /// Every meeple on the board, in the order put.
    pub fn meeples(&self) -> &[MeepleOnBoard] {
        &self.meeples
    }

    /// Whether `tile` turned by `rotation` may be placed at `at`: the cell is free, it touches
    /// a tile (unless the board is empty) and every side matches its neighbour; a tile with a
    /// river continues the river of a tile beside it (unless the board is empty) and does not
    /// turn it the same way as the tile it comes from
    /// ([`river_turns_back`]).
    pub fn check_place(&self, tile: &Tile, at: Cell, rotation: Rotation) -> Result<(), PlaceError> {
        if tile.features.len() > MAX_FEATURES_PER_TILE {
            return Err(PlaceError::TooManyFeatures);
        }
        if self.cells.contains_key(&at) {
            return Err(PlaceError::Occupied);
        }
        let mut touching = false;
        let mut has_river = false;
        let mut continues_river = false;
        for side in Side::ALL {
            let cell = neighbour(at, side);
            let river = is_river_side(tile, rotation, side);
            has_river |= river;
            if let Some(other) = self.tile_at(cell) {
                touching = true;
                continues_river |= river;
                if !fits_beside(tile, rotation, side, other.tile, other.rotation) {
                    return Err(PlaceError::Mismatch {
                        side,
                        neighbour: cell,
                    });
                }
                if river_turns_back(tile, rotation, side, other.tile, other.rotation) {
                    return Err(PlaceError::RiverTurnsBack { neighbour: cell });
                }
            }
        }
        if let Some(neighbour) = self.castle_touched(tile, at, rotation) {
            return Err(PlaceError::CastlesTouch { neighbour });
        }
        if self.tiles.is_empty() {
            Ok(())
        } else if !touching {
            Err(PlaceError::NotTouching)
        } else if has_river && !continues_river {
            Err(PlaceError::RiverApart)
        } else {
            Ok(())
        }
    }

    /// For half a German castle laid at `at` turned by `rotation`, the first cell around it
    /// (beside it or across a corner) whose tile holds a German castle, but the cell against
    /// its castle side, where its own other half lies.
    fn castle_touched(&self, tile: &Tile, at: Cell, rotation: Rotation) -> Option<Cell> {
        let has_castle = |tile: &Tile| {
            tile.features
                .iter()
                .any(|feature| feature.kind() == FeatureKind::GermanCastle)
        };
        let castle_side = tile.features.iter().find_map(|feature| match feature {
            Feature::GermanCastle { edges, .. } => {
                edges.first().map(|edge| edge.rotated(rotation).side())
            }
            _ => None,
        })?;
        let other_half = neighbour(at, castle_side);
        surrounding(at)
            .filter(|&cell| cell != other_half)
            .find(|&cell| {
                self.tile_at(cell)
                    .is_some_and(|placed| has_castle(placed.tile))
            })
    }

    /// Every cell and rotation where `tile` may be placed now, sorted by cell, then rotation.
    /// On an empty board that is the origin, every way round.
    ///
    /// ```
    /// use tilecat_core::board::Board;
    /// use tilecat_core::model::Rotation;
    /// use tilecat_core::tables::{FLIER_B, FLIER_G};
    /// let mut board = Board::new();
    /// assert_eq!(board.legal_places(&FLIER_G).len(), 4);
    /// board.place(&FLIER_B, (0, 0), Rotation::R0).unwrap();
    /// // G is all field: it fits north and south of B every way round, never east or west.
    /// let cells: Vec<_> = board.legal_places(&FLIER_G).into_iter().map(|(cell, _)| cell).collect();
    /// assert_eq!(cells, [(0, -1), (0, -1), (0, -1), (0, -1), (0, 1), (0, 1), (0, 1), (0, 1)]);
    /// ```
    pub fn legal_places(&self, tile: &Tile) -> Vec<(Cell, Rotation)> {
        if self.tiles.is_empty() {
            return Rotation::ALL
                .into_iter()
                .filter(|&rotation| self.check_place(tile, (0, 0), rotation).is_ok())
                .map(|rotation| ((0, 0), rotation))
                .collect();
        }
        // Only the empty cells next to the board, kept as tiles are placed, can take a tile.
        self.open
            .iter()
            .flat_map(|&cell| Rotation::ALL.map(|rotation| (cell, rotation)))
            .filter(|&(cell, rotation)| self.check_place(tile, cell, rotation).is_ok())
            .collect()
    }

    /// Places `tile` turned by `rotation` at `at` after [`check_place`](Board::check_place), and
    /// joins its roads, cities and fields with those of its neighbours. A city that shares a
    /// side with another city of its tile (`shares`) joins the city across that side too, which
    /// closes that side for it.
    pub fn place(
        &mut self,
        tile: &'t Tile,
        at: Cell,
        rotation: Rotation,
    ) -> Result<(), PlaceError> {
        self.check_place(tile, at, rotation)?;
        let index = self.tiles.len() as u32;
        let first = self.sets.len() as u32;
        let mut positions = [NO_FEATURE; 12];
        for (feature_index, feature) in tile.features.iter().enumerate() {
            for position in feature.edges() {
                positions[position.rotated(rotation).index()] = feature_index as u8;
            }
            self.sets.add(ends(feature));
            self.node_tile.push(index);
        }
        self.tiles.push(Placed {
            tile,
            at,
            rotation,
            first,
            positions,
        });
        self.cells.insert(at, index);
        self.open.remove(&at);
        for side in Side::ALL {
            let cell = neighbour(at, side);
            if !self.cells.contains_key(&cell) {
                self.open.insert(cell);
            }
        }
        for side in Side::ALL {
            let Some(&other) = self.cells.get(&neighbour(at, side)) else {
                continue;
            };
            let (ours, theirs) = (&self.tiles[index as usize], &self.tiles[other as usize]);
            let mut joins = [None; 3];
            for (slot, position) in joins.iter_mut().zip(side.positions()) {
                if let (Some(a), Some(b)) = (
                    ours.feature_at(position),
                    theirs.feature_at(position.facing()),
                ) {
                    // A road or city end closes on both tiles; a city's side counts once.
                    let closes = match (tile.features[a].kind(), position.part()) {
                        (FeatureKind::Road | FeatureKind::River, _)
                        | (FeatureKind::City, SidePart::Centre) => 2,
                        _ => 0,
                    };
                    *slot = Some((ours.first + a as u32, theirs.first + b as u32, closes));
                }
            }
            for (a, b, closes) in joins.into_iter().flatten() {
                self.sets.join(a, b, closes);
            }
            for (sharing, beyond) in [(ours, theirs), (theirs, ours)] {
                if let Some((a, b)) = shared_join(sharing, beyond) {
                    self.sets.join(a, b, 1);
                }
            }
        }
        Ok(())
    }

    /// Puts a `kind` meeple of `player` on feature `feature` (by id) of the tile at `at`, when
    /// the feature is of a kind that meeple may stand on ([`Meeple::stands_on`]). Several
    /// meeples may stand on one feature.
    pub fn add_meeple(
        &mut self,
        player: &str,
        kind: Meeple,
        at: Cell,
        feature: &str,
    ) -> Result<(), MeepleError> {
        self.add_meeple_as(player, kind, Role::Usual, at, feature)
    }

    /// [`add_meeple`](Board::add_meeple) with the meeple placed in `role`: as an abbot only on
    /// a monastery that takes abbots (one with an `abbots-monastery` or `japanese-building`
    /// marker).
    ///
    /// ```
    /// use tilecat_core::board::{Board, MeepleError};
    /// use tilecat_core::model::Rotation;
    /// use tilecat_core::rules::{Meeple, Role};
    /// use tilecat_core::tables::BASE_B;
    /// let mut board = Board::new();
    /// board.place(&BASE_B, (0, 0), Rotation::R0).unwrap();
    /// // Base B's monastery is a plain one.
    /// assert_eq!(
    ///     board.add_meeple_as("red", Meeple::Follower, Role::Abbot, (0, 0), "monastery"),
    ///     Err(MeepleError::NoAbbotsMonastery)
    /// );
    /// ```
    pub fn add_meeple_as(
        &mut self,
        player: &str,
        kind: Meeple,
        role: Role,
        at: Cell,
        feature: &str,
    ) -> Result<(), MeepleError> {
        let placed = self.tile_at(at).ok_or(MeepleError::NoTile)?;
        let index = placed
            .tile
            .features
            .iter()
            .position(|candidate| candidate.id() == feature)
            .ok_or(MeepleError::NoFeature)?;
        let feature = placed.tile.features[index].kind();
        if !kind.may_stand_on(feature) {
            return Err(MeepleError::NotAllowed {
                meeple: kind,
                feature,
            });
        }
        if let Feature::Quarter { quarter: None, .. } = placed.tile.features[index] {
            return Err(MeepleError::NoQuarter);
        }
        if role == Role::Abbot && !takes_abbots(placed.tile, index) {
            return Err(MeepleError::NoAbbotsMonastery);
        }
        self.meeples.push(MeepleOnBoard {
            player: player.to_owned(),
            kind,
            at,
            feature: index,
            role,
        });
        Ok(())
    }

    /// The joined feature that feature `feature` (its index in the tile's list) of the tile at
    /// `at` belongs to.
    pub fn joined(&self, at: Cell, feature: usize) -> Option<Joined> {
        let placed = self.tile_at(at)?;
        (feature < placed.tile.features.len())
            .then(|| Joined(self.sets.root(placed.first + feature as u32)))
    }

    /// Whether the joined feature is complete: a road with no open end, a city with no open
    /// side, a river with no open end, a monastery or garden with all eight cells around it
    /// filled, a German cathedral with every road leading to it complete, a German castle with
    /// every cell around its tiles filled (ten around a double tile). A field, a quarter of the
    /// City of Carcassonne and a tower foundation never are.
    pub fn is_complete(&self, joined: Joined) -> bool {
        let (placed, feature) = self.node(joined.0);
        match feature.kind() {
            FeatureKind::Road | FeatureKind::City | FeatureKind::River => {
                self.sets.open(joined.0) == 0
            }
            FeatureKind::Monastery
                if stands_as(
                    placed.tile,
                    (joined.0 - placed.first) as usize,
                    MarkerKind::GermanCathedral,
                ) =>
            {
                leading_to(placed.tile, (joined.0 - placed.first) as usize).all(|road| {
                    self.joined(placed.at, road)
                        .is_some_and(|road| self.sets.open(road.0) == 0)
                })
            }
            FeatureKind::Monastery | FeatureKind::Garden => self.surrounding_tiles(placed.at) == 8,
            // Every cell around each of the castle's tiles holds a tile; its own tiles do.
            FeatureKind::GermanCastle => self.sets.members(joined.0).all(|node| {
                let at = self.tiles[self.node_tile[node as usize] as usize].at;
                self.surrounding_tiles(at) == 8
            }),
            FeatureKind::Field | FeatureKind::Quarter | FeatureKind::Tower => false,
        }
    }

    /// What kind of feature the joined feature is.
    pub fn kind(&self, joined: Joined) -> FeatureKind {
        self.node(joined.0).1.kind()
    }

    /// The tile features that make up the joined feature, as (cell, feature index), sorted.
    pub fn parts(&self, joined: Joined) -> Vec<(Cell, usize)> {
        let mut parts: Vec<(Cell, usize)> = self
            .sets
            .members(joined.0)
            .map(|node| {
                let placed = &self.tiles[self.node_tile[node as usize] as usize];
                (placed.at, (node - placed.first) as usize)
            })
            .collect();
        parts.sort_unstable();
        parts
    }

    /// Every joined feature of the board, each once, in the order of its first tile feature.
    pub fn features(&self) -> impl Iterator<Item = Joined> + '_ {
        (0..self.sets.len() as u32)
            .filter(|&node| self.sets.root(node) == node)
            .map(Joined)
    }

    /// A copy of this board turned about its origin by `rotation`: every tile moves to its
    /// turned cell and turns with it, every meeple and castle with its tiles.
    pub fn rotated(&self, rotation: Rotation) -> Board<'t> {
        let mut board = Board::new();
        for placed in &self.tiles {
            board
                .place(
                    placed.tile,
                    rotate_cell(placed.at, rotation),
                    placed.rotation.then(rotation),
                )
                .expect("a turned legal board is legal");
        }
        board.meeples = self
            .meeples
            .iter()
            .map(|meeple| MeepleOnBoard {
                at: rotate_cell(meeple.at, rotation),
                ..meeple.clone()
            })
            .collect();
        board.castles = self
            .castles
            .iter()
            .map(|castle| {
                let mut city = castle
                    .city
                    .map(|(at, index)| (rotate_cell(at, rotation), index));
                city.sort_unstable();
                Castle {
                    player: castle.player.clone(),
                    city,
                }
            })
            .collect();
        board
    }

    /// Feature `index` of the tile at `at`.
    pub fn tile_feature(&self, at: Cell, index: usize) -> Option<&'t Feature> {
        self.tile_at(at)
            .and_then(|placed| placed.tile.features.get(index))
    }

    /// How many of the eight cells around `at` hold a tile.
    fn surrounding_tiles(&self, at: Cell) -> usize {
        surrounding(at)
            .filter(|cell| self.cells.contains_key(cell))
            .count()
    }

    /// The placed tile and the feature of union-find node `node`.
    fn node(&self, node: u32) -> (&Placed<'t>, &'t Feature) {
        let placed = &self.tiles[self.node_tile[node as usize] as usize];
        (
            placed,
            &placed.tile.features[(node - placed.first) as usize],
        )
    }
}

/// Whether feature `index` of `tile` stands as a marker of `kind`, such as a monastery that is a
/// cemetery.
pub(crate) fn stands_as(tile: &Tile, index: usize, kind: MarkerKind) -> bool {
    let id = tile.features[index].id();
    tile.markers
        .iter()
        .any(|marker| marker.kind == kind && marker.feature.as_deref() == Some(id))
}

/// The indexes of the roads of `tile` that end at its feature `index` (`ends-at`): the roads
/// leading to a German cathedral.
pub(crate) fn leading_to(tile: &Tile, index: usize) -> impl Iterator<Item = usize> + '_ {
    let id = tile.features[index].id();
    tile.features
        .iter()
        .enumerate()
        .filter(move |(_, feature)| {
            matches!(feature, Feature::Road { ends_at: Some(end), .. } if end.as_ref() == id)
        })
        .map(|(road, _)| road)
}

/// Whether feature `index` of `tile` is a monastery that takes meeples placed as abbots: one
/// with a marker that says so ([`MarkerKind::takes_abbots`](crate::model::MarkerKind::takes_abbots)).
pub(crate) fn takes_abbots(tile: &Tile, index: usize) -> bool {
    let feature = &tile.features[index];
    feature.kind() == FeatureKind::Monastery
        && tile.markers.iter().any(|marker| {
            marker.kind.takes_abbots() && marker.feature.as_deref() == Some(feature.id())
        })
}

/// How many ends of `feature` can face another tile: one per side centre for a road or a river,
/// one per side for a city, the side it shares with another city of its tile too; fields,
/// monasteries and gardens have none.
fn ends(feature: &Feature) -> u32 {
    let edges = feature.edges();
    match feature.kind() {
        FeatureKind::Road | FeatureKind::River => edges.len() as u32,
        FeatureKind::City => {
            edges
                .iter()
                .filter(|position| position.part() == SidePart::Centre)
                .count() as u32
                + u32::from(feature.shares().is_some())
        }
        _ => 0,
    }
}

/// For the two tiles `sharing` and `beyond`, side by side, the union-find nodes of a city of
/// `sharing` that shares the side they meet across with another city of its tile, and of the
/// city of `beyond` at that side's centre: joining them closes the shared side for the city
/// that shares it, as the other city's join across that side closes it for that one.
fn shared_join(sharing: &Placed<'_>, beyond: &Placed<'_>) -> Option<(u32, u32)> {
    let side = Side::ALL
        .into_iter()
        .find(|&side| neighbour(sharing.at, side) == beyond.at)?;
    let city = sharing.tile.features.iter().position(|feature| {
        feature
            .shares()
            .is_some_and(|shared| shared.rotated(sharing.rotation) == side)
    })?;
    let centre = side.positions()[1];
    let across = beyond.feature_at(centre.facing())?;
    (beyond.tile.features[across].kind() == FeatureKind::City)
        .then(|| (sharing.first + city as u32, beyond.first + across as u32))
}

#[cfg(test)]
mod tests;
