//! Code generation: the catalog written out as source code for other programs to compile in,
//! and the JSON Schemas written out from the Rust types.

mod layout;
pub mod rust;
pub mod schema;

pub use rust::{ConstantClash, REGENERATE, constant_name, rust_module};
