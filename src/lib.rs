//! tilecat: a tile catalog and data toolkit for board-game tiles, starting with Carcassonne's
//! mini expansion The Flier.
#![deny(missing_docs)]

pub mod model;
pub mod rules;
pub mod tables;

#[cfg(feature = "toolkit")]
pub mod check;
#[cfg(feature = "toolkit")]
pub mod cli;
#[cfg(feature = "toolkit")]
pub mod codegen;
#[cfg(feature = "toolkit")]
pub mod diagnostic;
#[cfg(feature = "toolkit")]
pub mod document;
#[cfg(feature = "toolkit")]
pub mod export;
#[cfg(feature = "toolkit")]
pub mod load;
#[cfg(feature = "toolkit")]
pub mod output;
#[cfg(feature = "toolkit")]
pub mod report;
#[cfg(feature = "toolkit")]
pub mod schema;
#[cfg(feature = "toolkit")]
pub mod source;
#[cfg(feature = "toolkit")]
pub mod validate;
