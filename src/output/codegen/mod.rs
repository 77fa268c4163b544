//! Code generation: the catalog written out as source code (Rust, TypeScript) for other programs
//! to compile in,
//! and the JSON Schemas written out from the Rust types.

pub mod rust;
pub mod schema;
pub mod typescript;

pub use rust::{
    ConstantClash, ModelPath, REGENERATE, constant_name, rust_module, rust_module_in,
    rust_module_with,
};
pub use typescript::{FrameName, REGENERATE_TS, typescript_module};
