//! Code generation: the catalog written out as source code (Rust, TypeScript) for other programs
//! to compile in,
//! and the JSON Schemas written out from the Rust types.

pub mod compatibility;
pub mod rust;
pub mod schema;
pub mod typescript;

pub use rust::{
    ConstantClash, ModelPath, REGENERATE, constant_name, rust_module, rust_module_in,
    rust_module_with,
};
pub use typescript::{EsModule, FrameName, REGENERATE_TS, javascript_modules, typescript_module};

/// The header line of the generated tables that names the versions of their format and data,
/// such as `// Format version 2.0.0, data version 1.0.0.`
pub fn versions_line(versions: &crate::output::export::Versions) -> String {
    format!(
        "// Format version {}, data version {}.",
        versions.format, versions.data
    )
}
