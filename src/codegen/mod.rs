//! Code generation: the catalog written out as source code for other programs to compile in.

pub mod rust;

pub use rust::{ConstantClash, ModelPath, REGENERATE, constant_name, rust_module, rust_module_in};
