//! tilecat is a tile catalog and data toolkit for board-game tiles, starting with Carcassonne:
//! the base game's 24 layouts and the mini expansion The Flier (Flying Machines), in each of
//! their editions.
//!
//! # The core
//!
//! The model, the tables, the rules and the board engine live in the crate
//! [`tilecat_core`], which has no dependencies and does no I/O; this crate re-exports its
//! modules under the same names ([`model`], [`tables`], [`rules`], [`board`], [`play`]), so
//! `tilecat::model::Tile` and `tilecat_core::model::Tile` are one type. A game engine that
//! needs only the tiles and the rules depends on `tilecat-core` alone:
//!
//! ```
//! use tilecat::model::{Direction, Rotation};
//! use tilecat::rules::arrow;
//!
//! // Tile D's arrow points north-west as printed; turned a quarter clockwise it points north-east.
//! let tile = tilecat::tables::tile("flier-D").unwrap();
//! assert_eq!(arrow(tile, Rotation::R90), Some(Direction::NE));
//! ```
//!
//! # The toolkit
//!
//! With the default `toolkit` feature the crate also reads, checks and writes the data files.
//! A program can pick less: `validate` (loading, schemas, checks, diagnostics, the export and
//! the generated tables), `render` (drawing), `print` (print sheets and the build, which need
//! both), `import` (other programs' tile data), `survey` (the play survey) or `cli` (the command
//! line, which needs them all); `toolkit` is their union. A feature adds what can be made, never
//! changes how an output is written.
//! [`input::validate::validate_paths`] runs the pipeline (files → parse with spans → JSON
//! Schema → typed model → [`input::check`]s) and returns the catalog with every
//! [`shared::diagnostic::Diagnostic`] found; [`output::export`], [`output::codegen`] and
//! [`output::render`] turn a clean catalog into assets. The `tilecat` command line wraps all of
//! it.
//!
//! ```
//! # #[cfg(feature = "validate")] {
//! use std::path::PathBuf;
//! use tilecat::input::validate::validate_paths;
//!
//! let validation = validate_paths(&[PathBuf::from("data")]);
//! assert!(!validation.has_errors());
//! // The compiled tables hold each expansion's newest edition of the data files.
//! assert_eq!(validation.catalog.in_edition(None).unwrap(), tilecat::tables::CATALOG);
//! # }
//! ```
#![deny(clippy::print_stdout, clippy::print_stderr)]
#![deny(missing_docs)]

// The layers of ARCHITECTURE.md, lowest first, each in a folder of its own whose name is part
// of every path (`tilecat::shared::door`): a module uses only the modules above it
// (`tests/no_features/architecture.rs` holds the same order and checks it).

// The core: the model, the tables, the rules and the board engine, in their own crate.
pub use tilecat_core::{board, model, play, rules, tables};

// Shared tools with no knowledge of tiles (`src/shared/`).
#[cfg(any(feature = "validate", feature = "render"))]
pub mod shared;

// Files → parse with spans → schema → typed model → semantic checks (`src/input/`).
#[cfg(feature = "validate")]
pub mod input;

// Outputs, each reading the validated catalog (`src/output/`).
#[cfg(any(feature = "validate", feature = "render"))]
pub mod output;

// The front end the command line starts: the language server. The command line itself is the
// binary's own module (`src/main.rs`).
#[cfg(feature = "cli")]
pub mod lsp;

// The studio, a local web application the command line starts, checking with the language
// server's workspace.
#[cfg(feature = "cli")]
pub mod studio;
