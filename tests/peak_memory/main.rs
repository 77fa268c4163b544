//! A 100 MB tile file is refused without reading it into memory: alone in its test binary, so
//! that no other test's allocations blur the peak memory it measures.

#[path = "../common/mod.rs"]
mod common;

mod huge_file;
