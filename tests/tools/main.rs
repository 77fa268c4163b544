//! The integration tests that drive outside tools: Neovim, headless Chromium, the game engines
//! PixiJS and Phaser, Tiled and the TypeScript compiler. They are `#[ignore]`d without their
//! tool; `.ci/run` installs them.

#[path = "../common/mod.rs"]
mod common;
mod engines;
mod gallery;
mod hit_test;
mod hostile_text;
mod neovim;
mod studio_page;
mod tiled;
mod tts_cards;
mod typescript;
