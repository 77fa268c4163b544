//! Code generation: the catalog written out as source code for other programs to compile in.

mod layout;
pub mod rust;

pub use rust::{ConstantClash, REGENERATE, constant_name, rust_module};
