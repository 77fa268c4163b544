//! The way in: files → parse with spans → schema → typed model → semantic checks, for the data
//! files and the board files, ending in a validated catalog with every diagnostic found.
//! Each step is re-exported at the crate's root (`tilecat::input::validate`); all of it needs the
//! `validate` feature.

pub mod board_file;
pub mod check;
pub mod document;
pub mod load;
pub mod schema;
pub mod source;
pub mod validate;
