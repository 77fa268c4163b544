//! The JSON Schemas of the data files and of the export, generated from the Rust types, and
//! the validator that checks data files against the committed schemas.

mod generate;
mod locate;
mod validator;

pub use generate::{GENERATOR_COMMAND, SCHEMA_FILES, SchemaFile, stale_files, write_files};
pub use validator::Validators;
