//! tilecat is a tile catalog and data toolkit for board-game tiles, starting with Carcassonne:
//! the base game's 24 layouts and the mini expansion The Flier (Flying Machines), in each of
//! their editions.
//!
//! # From the top
//!
//! Three things make up most uses of the crate:
//!
//! * [`model::Tile`]: one land tile as printed: what meets each side, the features that claim
//!   the twelve [`model::EdgePosition`]s, the flying machine's [`model::Direction`], the
//!   illustrations and the copies per edition. [`model::Tile::rotated`] turns all of it together.
//! * [`tables`]: the whole catalog compiled in as static data ([`tables::CATALOG`],
//!   [`tables::FLIER_A`] …), generated from `data/` by `tilecat gen rust`. With
//!   `default-features = false`, the model, the tables and [`rules`] build with no dependency.
//! * [`rules`]: what the flier needs next to one tile: where its arrow points, how far a roll
//!   goes, which tiles fit side by side, and how many distinct ways a tile can lie.
//! * [`board`]: tiles placed on a grid with their features joined across tiles, completion,
//!   meeples, the flier's [`board::flight`] and scoring.
//!
//! ```
//! use tilecat::board::{Board, flight};
//! use tilecat::model::{Direction, Rotation};
//! use tilecat::rules::{Meeple, Roll, arrow, flight_target};
//! use tilecat::tables;
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
//!
//! # The toolkit
//!
//! With the default `toolkit` feature the crate also reads, checks and writes the data files.
//! A program can pick less: `validate` (loading, schemas, checks, diagnostics, the export and
//! the generated tables), `render` (drawing) or `cli` (the command line, which needs both);
//! `toolkit` is their union.
//! [`validate::validate_paths`] runs the pipeline (files → parse with spans → JSON Schema →
//! typed model → [`check`]s) and returns the catalog with every [`diagnostic::Diagnostic`]
//! found; [`export`], [`codegen`] and [`render`] turn a clean catalog into assets. The
//! `tilecat` command line wraps all of it.
//!
//! ```
//! # #[cfg(feature = "validate")] {
//! use std::path::PathBuf;
//! use tilecat::validate::validate_paths;
//!
//! let validation = validate_paths(&[PathBuf::from("data")]);
//! assert!(!validation.has_errors());
//! // The compiled tables hold each expansion's newest edition of the data files.
//! assert_eq!(validation.catalog.in_edition(None).unwrap(), tilecat::tables::CATALOG);
//! # }
//! ```
#![deny(clippy::print_stdout, clippy::print_stderr)]
#![deny(missing_docs)]

pub mod board;
pub mod model;
pub mod play;
pub mod rules;
#[rustfmt::skip]
pub mod tables;

#[cfg(feature = "validate")]
pub mod board_file;
#[cfg(feature = "cli")]
pub mod build;
#[cfg(feature = "validate")]
pub mod check;
#[cfg(feature = "cli")]
pub mod cli;
#[cfg(feature = "validate")]
pub mod codegen;
#[cfg(feature = "validate")]
pub mod corpus;
#[cfg(feature = "validate")]
pub mod diagnostic;
#[cfg(feature = "validate")]
pub mod document;
#[cfg(feature = "validate")]
pub mod door;
#[cfg(feature = "validate")]
pub mod escape;
#[cfg(feature = "validate")]
pub mod export;
#[cfg(feature = "cli")]
pub mod import;
#[cfg(feature = "cli")]
pub mod jcz;
#[cfg(feature = "validate")]
pub mod load;
#[cfg(feature = "cli")]
pub mod lsp;
#[cfg(any(feature = "validate", feature = "render"))]
pub mod parallel;
#[cfg(feature = "print")]
pub mod print;
#[cfg(feature = "render")]
pub mod render;
#[cfg(feature = "validate")]
pub mod report;
#[cfg(feature = "validate")]
pub mod schema;
#[cfg(feature = "validate")]
pub mod source;
#[cfg(feature = "cli")]
pub mod survey;
#[cfg(feature = "validate")]
pub mod validate;
#[cfg(feature = "validate")]
pub mod words;
