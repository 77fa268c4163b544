//! The core of tilecat: the Carcassonne tile model, the whole catalog as static tables, the
//! rules of the table and the board engine. No dependencies (serde and JSON Schema derives
//! only behind the `serde` feature) and no I/O: the compiler keeps that promise, since this
//! crate has nothing to call. The toolkit crate `tilecat` re-exports every module here and adds
//! reading, checking and drawing the data files.
//!
//! * [`model::Tile`]: one land tile as printed: what meets each side, the features that claim
//!   the twelve [`model::EdgePosition`]s, the flying machine's [`model::Direction`], the
//!   illustrations and the copies per edition. [`model::Tile::rotated`] turns all of it together.
//! * [`tables`]: the whole catalog compiled in as static data ([`tables::CATALOG`],
//!   [`tables::FLIER_A`] …), generated from `data/` by `tilecat gen rust`.
//! * [`rules`]: what the flier needs next to one tile: where its arrow points, how far a roll
//!   goes, which tiles fit side by side, and how many distinct ways a tile can lie.
//! * [`board`]: tiles placed on a grid with their features joined across tiles, completion,
//!   meeples, the flier's [`board::flight`] and scoring.
//!
//! ```
//! use tilecat_core::board::{Board, flight};
//! use tilecat_core::model::{Direction, Rotation};
//! use tilecat_core::rules::{Meeple, Roll, arrow, flight_target};
//! use tilecat_core::tables;
//!
//! // Tile D's arrow points north-west as printed; turned a quarter clockwise it points north-east.
//! let tile = tables::tile("flier-D").unwrap();
//! assert_eq!(arrow(tile, Rotation::R90), Some(Direction::NE));
//!
//! // Rolling a 2 on the flight die from (5, 5): x grows to the east, y to the south.
//! let die = tables::FLIER.die.as_ref().unwrap();
//! let roll = Roll::new(die, 2).unwrap();
//! assert_eq!(flight_target(tile, (5, 5), Rotation::R90, roll), Ok((7, 3)));
//! assert!(Roll::new(die, 6).is_err());
//!
//! // Tile E (arrow north-west) placed south-east of tile H: a roll of 1 reaches H, where only
//! // the abbot may land, in its garden; nobody lands on a field.
//! let mut board = Board::new();
//! board.place(&tables::FLIER_H, (0, 0), Rotation::R0).unwrap();
//! board.place(&tables::FLIER_G, (1, 0), Rotation::R0).unwrap();
//! board.place(&tables::FLIER_E, (1, 1), Rotation::R0).unwrap();
//! let roll = Roll::new(die, 1).unwrap();
//! let landing = |meeple| -> Vec<&str> {
//!     let flight = flight(&board, (1, 1), roll, meeple).unwrap();
//!     flight.options().map(|landing| landing.feature.id()).collect()
//! };
//! assert_eq!(landing(Meeple::Abbot), ["garden"]);
//! assert!(landing(Meeple::Follower).is_empty());
//! ```
#![deny(clippy::print_stdout, clippy::print_stderr)]
#![deny(missing_docs)]

pub mod model;
#[rustfmt::skip]
pub mod tables;
pub mod board;
pub mod play;
pub mod rules;
