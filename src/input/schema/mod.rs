//! The committed JSON Schemas of the data files and of the export, and the validator that
//! checks data files against them. The schemas are generated from the Rust types by
//! [`crate::output::codegen::schema`].

mod files;
mod locate;
mod shape;

pub use shape::example_line;
mod validator;

pub use files::{
    BOARD_SCHEMA, CATALOG_SCHEMA, EXPANSION_SCHEMA, SCHEMA_FILES, SchemaFile, TILE_SCHEMA,
};
pub use validator::{Compiled, Validators};
