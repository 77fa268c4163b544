//! The flier's flight on a board: where it lands, which features and markers it may take there,
//! and which places there the landing rules refuse it.

use crate::board::takes_abbots;
use crate::board::{Board, Cell, Placed};
use crate::model::{Direction, Feature, Marker, MarkerKind};
use crate::rules::{
    FlightError, LandingPlace, Meeple, NoLanding, Role, Roll, arrow, flight_target,
};
use crate::tables::FLIER;

/// The outcome of one flight: the cell it reaches and the features and markers the meeple may
/// land on there. With no tile there, or nothing it may take, the meeple goes back to its
/// owner's supply. Making one allocates nothing.
#[derive(Debug, Clone, Copy)]
pub struct Flight<'b, 't> {
    /// The cell the flight reaches.
    pub target: Cell,
    /// The tile lying there, if any.
    pub tile: Option<&'b Placed<'t>>,
    /// The kind of meeple that flies.
    pub meeple: Meeple,
    /// The landing options, one bit per feature index of the target tile.
    options: u64,
    /// The board flown over, whose castles the flight may reach.
    board: &'b Board<'t>,
}

/// One place a flier may land: a feature of the target tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Landing<'t> {
    /// The cell of the tile.
    pub at: Cell,
    /// The feature's index in the tile's list of features.
    pub index: usize,
    /// The feature.
    pub feature: &'t Feature,
    /// How the meeple may be placed there: as usual, and on a monastery that takes abbots
    /// also as an abbot.
    pub roles: &'static [Role],
}

/// One marker of the target tile a flier may land on, such as an acrobat space.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MarkerLanding<'t> {
    /// The cell of the tile.
    pub at: Cell,
    /// The marker's index in the tile's list of markers.
    pub index: usize,
    /// The marker.
    pub marker: &'t Marker,
}

/// A place on a tile: one of its features or one of its markers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place<'t> {
    /// A feature, such as a tower foundation.
    Feature(&'t Feature),
    /// A marker that holds meeples, such as a magic portal.
    Marker(&'t Marker),
    /// The tile's flying machine, its arrow pointing this way as the tile lies.
    FlyingMachine(Direction),
    /// A castle of Bridges, Castles & Bazaars over this city segment of the tile and the other
    /// segment of its small city on the tile beside it.
    Castle(&'t Feature),
}

/// A place of the target tile where the meeple might have come down but the landing rules
/// refuse it: a tower, a quarter of the City of Carcassonne, a magic portal, the Wheel of
/// Fortune, an acrobat space for any meeple but a follower, another flying machine, a castle of
/// Bridges, Castles & Bazaars.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Refusal<'t> {
    /// The cell of the tile.
    pub at: Cell,
    /// The place refused.
    pub place: Place<'t>,
    /// The rule that refuses it.
    pub reason: NoLanding,
}

impl<'b, 't> Flight<'b, 't> {
    /// Whether the meeple goes back to its owner's supply: no tile at the target, or no
    /// feature or marker there it may take.
    pub fn returns(&self) -> bool {
        self.options == 0 && self.marker_options().next().is_none()
    }

    /// The features the meeple may land on, in the tile's order of features.
    pub fn options(&self) -> impl Iterator<Item = Landing<'t>> + 'b {
        let options = self.options;
        self.tile.into_iter().flat_map(move |placed| {
            placed
                .tile
                .features
                .iter()
                .enumerate()
                .filter(move |(index, _)| options & (1 << index) != 0)
                .map(move |(index, feature)| Landing {
                    at: placed.at,
                    index,
                    feature,
                    roles: if takes_abbots(placed.tile, index) {
                        &[Role::Usual, Role::Abbot]
                    } else {
                        &[Role::Usual]
                    },
                })
        })
    }

    /// The markers the meeple may land on, in the tile's order of markers: those that hold
    /// meeples ([`MarkerKind::holds_meeples`]) and let this meeple land
    /// ([`LandingPlace`] for [`MarkerKind`]), such as an acrobat space for a follower.
    pub fn marker_options(&self) -> impl Iterator<Item = MarkerLanding<'t>> + 'b {
        let meeple = self.meeple;
        self.markers()
            .filter(move |landing| landing.marker.kind.landing(meeple).is_ok())
    }

    /// The places of the target tile the landing rules refuse this meeple, features first,
    /// then markers, then its flying machine, then the castles over its cities, each with its
    /// rule ([`NoLanding`]).
    pub fn refusals(&self) -> impl Iterator<Item = Refusal<'t>> + 'b {
        let meeple = self.meeple;
        let features = self.tile.into_iter().flat_map(move |placed| {
            placed.tile.features.iter().filter_map(move |feature| {
                let reason = feature.kind().landing(meeple).err()?;
                Some(Refusal {
                    at: placed.at,
                    place: Place::Feature(feature),
                    reason,
                })
            })
        });
        let markers = self.markers().filter_map(move |landing| {
            let reason = landing.marker.kind.landing(meeple).err()?;
            Some(Refusal {
                at: landing.at,
                place: Place::Marker(landing.marker),
                reason,
            })
        });
        let machine = self.tile.into_iter().filter_map(|placed| {
            Some(Refusal {
                at: placed.at,
                place: Place::FlyingMachine(arrow(placed.tile, placed.rotation)?),
                reason: NoLanding::FlyingMachine,
            })
        });
        let board = self.board;
        let castles = self.tile.into_iter().flat_map(move |placed| {
            board.castles_on(placed.at).map(move |(_, index)| Refusal {
                at: placed.at,
                place: Place::Castle(&placed.tile.features[index]),
                reason: NoLanding::Castle,
            })
        });
        features.chain(markers).chain(machine).chain(castles)
    }

    /// The markers of the target tile that hold meeples.
    fn markers(&self) -> impl Iterator<Item = MarkerLanding<'t>> + 'b {
        self.tile.into_iter().flat_map(move |placed| {
            placed
                .tile
                .markers
                .iter()
                .enumerate()
                .filter(|(_, marker)| MarkerKind::holds_meeples(marker.kind))
                .map(move |(index, marker)| MarkerLanding {
                    at: placed.at,
                    index,
                    marker,
                })
        })
    }
}

/// The flight of a `meeple` from the flying machine of the tile just placed at `from`, for
/// `roll`: the arrow turned with the tile, the target `from + offset × roll` (a diagonal arrow
/// moves diagonally), and the target tile's features that are not fields, that this meeple may
/// take (see [`Meeple::lands_on`]) and that are incomplete on the board with the tile at `from`
/// counted, and the markers there that hold meeples and let this meeple land
/// ([`Flight::marker_options`]; an acrobat space's pyramid is not counted, so it is never
/// complete). Whether a feature is occupied never matters.
///
/// ```
/// use tilecat_core::board::{Board, flight};
/// use tilecat_core::model::Rotation;
/// use tilecat_core::rules::{FlightError, Meeple, Roll};
/// use tilecat_core::tables::{FLIER, FLIER_A, FLIER_B};
///
/// let mut board = Board::new();
/// board.place(&FLIER_B, (0, 0), Rotation::R0).unwrap();
/// board.place(&FLIER_A, (1, 0), Rotation::R0).unwrap(); // A's arrow points west
/// let roll = Roll::new(FLIER.die.as_ref().unwrap(), 1).unwrap();
/// let west = flight(&board, (1, 0), roll, Meeple::Follower).unwrap();
/// let ids: Vec<_> = west.options().map(|landing| landing.feature.id()).collect();
/// assert_eq!(ids, ["road"]); // B's road is still open at its west end
/// assert_eq!(flight(&board, (5, 5), roll, Meeple::Follower).unwrap_err(), FlightError::NoTile);
/// ```
pub fn flight<'b, 't>(
    board: &'b Board<'t>,
    from: Cell,
    roll: Roll,
    meeple: Meeple,
) -> Result<Flight<'b, 't>, FlightError> {
    let placed = board.tile_at(from).ok_or(FlightError::NoTile)?;
    let target = flight_target(placed.tile, from, placed.rotation, roll)?;
    let tile = board.tile_at(target);
    let mut options = 0;
    if let Some(placed) = tile {
        for (index, feature) in placed.tile.features.iter().enumerate() {
            if !meeple.lands_on(feature.kind()) {
                continue;
            }
            let joined = board
                .joined(target, index)
                .expect("every feature of a placed tile is on the board");
            if !board.is_complete(joined) {
                options |= 1 << index;
            }
        }
    }
    Ok(Flight {
        target,
        tile,
        meeple,
        options,
        board,
    })
}

/// One face value of the flight die, how likely it is and where it leads.
#[derive(Debug, Clone, Copy)]
pub struct Odds<'b, 't> {
    /// The roll.
    pub roll: Roll,
    /// How many faces of the die show it.
    pub faces: u8,
    /// How many faces the die has: the chance of this roll is `faces / of`.
    pub of: u8,
    /// The flight this roll gives.
    pub flight: Flight<'b, 't>,
}

/// The outcome of every roll of The Flier's die (1, 1, 2, 2, 3, 3) for a `meeple` flying from
/// the tile just placed at `from`, one entry per distance in increasing order, each with its
/// chance (1/3 per distance), so the odds can be shown before the roll.
///
/// ```
/// use tilecat_core::board::{Board, flight_odds};
/// use tilecat_core::model::Rotation;
/// use tilecat_core::rules::Meeple;
/// use tilecat_core::tables::FLIER_A;
///
/// let mut board = Board::new();
/// board.place(&FLIER_A, (0, 0), Rotation::R0).unwrap();
/// let odds = flight_odds(&board, (0, 0), Meeple::Follower).unwrap();
/// let rolls: Vec<_> = odds.iter().map(|odds| (odds.roll.distance(), odds.faces, odds.of)).collect();
/// assert_eq!(rolls, [(1, 2, 6), (2, 2, 6), (3, 2, 6)]);
/// assert!(odds.iter().all(|odds| odds.flight.returns()));
/// ```
pub fn flight_odds<'b, 't>(
    board: &'b Board<'t>,
    from: Cell,
    meeple: Meeple,
) -> Result<Vec<Odds<'b, 't>>, FlightError> {
    let die = FLIER
        .die
        .as_ref()
        .expect("The Flier's expansion has its flight die");
    let mut values: Vec<u8> = die.faces.to_vec();
    values.sort_unstable();
    values.dedup();
    values
        .into_iter()
        .map(|value| {
            let roll = Roll::new(die, value)?;
            Ok(Odds {
                roll,
                faces: die.faces.iter().filter(|&&face| face == value).count() as u8,
                of: die.faces.len() as u8,
                flight: flight(board, from, roll, meeple)?,
            })
        })
        .collect()
}
