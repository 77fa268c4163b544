//! The integration tests that need no feature: the zero-dependency core (model, tables, rules,
//! board engine), the layers of the code, the consumer crate and the declared Rust version.

mod architecture;
mod board_properties;
mod consumer;
mod no_alloc;
mod rust_version;
