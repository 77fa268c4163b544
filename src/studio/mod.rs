//! `tilecat studio`: a local web application over the data folders, served by the `tilecat`
//! binary itself and opened in the user's browser. The files on disk stay the truth: every
//! change the page asks for is made in the tile's TOML text in place ([`edit`]) and written
//! through the door at once.

pub mod edit;
mod layout;
