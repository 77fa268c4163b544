//! What a build and the export commands write, read back by what reads them.

// tilecat build: every output read back, rebuilds byte for byte.
mod build;
// The generated corpus validates and is the same bytes each time.
mod corpus;
// tilecat diff between catalogs, folders and exports.
mod diff;
// tilecat export json against its schema.
mod export;
// tilecat export sqlite read by Python.
mod export_sqlite;
// tilecat gen rust and gen ts from the command line.
mod gen_cli;
// The Godot TileSets against Godot's resource format.
mod godot;
// Tiles shown by their own pictures in every output.
mod own_pictures;
// tilecat package: the npm package, the crate, the database and the wheel.
mod package;
// tilecat print: pages, bleed, marks and profiles.
mod print;
// tilecat render: PNG, SVG, sheets, boards and proofs.
mod render_cli;
// The Tabletop Simulator decks.
mod tabletop;
// build --watch rebuilds what changed.
mod watch;
// The Python wheel installed and read.
mod wheel;
