//! The integration tests that drive outside tools: Neovim, headless Chromium and the game engines
//! PixiJS and Phaser. They are `#[ignore]`d without their tool; `.ci/run` installs them.

#[path = "../common/mod.rs"]
mod common;

mod engines;
mod gallery;
mod neovim;
