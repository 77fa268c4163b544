//! Showing diagnostics: in the cargo look for people, as versioned JSON for programs.

mod human;
mod json;

pub use human::{human, summary_line, wants_colour};
pub use json::{DIAGNOSTICS_VERSION, json};
