//! The rules that belong next to the tile data: where a flight lands, which features a flier may
//! land on, which tiles fit side by side, how a river may be laid, how many distinct ways a
//! tile can lie, and how roads and cities divide a tile's fields ([`FieldPartition`],
//! [`bordering_cities`]).
//!
//! Everything here is plain functions over the [`model`](crate::model) types, with no I/O and no
//! dependencies, and none of the queries at the table allocates (the field division, a rule of
//! a tile's layout, keeps its barriers in a list). The rotations themselves are the `rotated`
//! methods of the model: [`Side::rotated`](crate::model::Side::rotated),
//! [`EdgePosition::rotated`](crate::model::EdgePosition::rotated),
//! [`Direction::rotated`](crate::model::Direction::rotated),
//! [`Edges::rotated`](crate::model::Edges::rotated),
//! [`Feature::rotated`](crate::model::Feature::rotated) and
//! [`Tile::rotated`](crate::model::Tile::rotated) (the last two build owned data, so they
//! allocate; the queries here work on the printed tile and a [`Rotation`](crate::model::Rotation)
//! instead).

mod flight;
mod landing;
mod matching;
mod orientation;
mod regions;
mod river;

pub use flight::{FlightError, Roll, arrow, claim_flying_machine, flight_target};
pub use landing::{LandingPlace, Meeple, NoLanding, Role, StandingRule};
pub use matching::{feature_at, fits_beside};
pub use orientation::{distinct_rotations, looks_the_same, orientation_count};
pub use regions::{Barrier, BarrierKind, FieldPartition, bordering_cities};
pub use river::{RiverTurn, is_river_side, river_turn, river_turns_back};
