//! The integration tests of the `tilecat` command line: each runs the binary, through the harness
//! in `tests/common`.

#[path = "../common/mod.rs"]
mod common;

mod attacks;
mod bounded_fuzz;
mod broken_inputs;
mod build;
mod cli_help;
mod codes;
mod corpus;
mod counts_city;
mod crash_consistency;
mod diff;
mod export;
mod export_jcz;
mod export_jcz_german_castle;
mod export_sqlite;
mod faults;
mod flights;
mod gen_cli;
mod godot;
mod harness;
mod hostile_input;
mod hostile_pictures;
mod human_output;
mod import_hostile;
mod import_jcz;
mod import_jcz_castle_base;
mod import_jcz_count;
mod import_jcz_crossings;
mod import_jcz_markers;
mod import_jcz_readings;
mod import_tts;
mod injection;
mod jcz_round_trip;
mod landing;
mod landing_expansions;
mod lsp;
mod lsp_hostile;
mod mistakes;
mod nothing_lost;
mod own_marks;
mod own_pictures;
mod package;
mod print;
mod render_cli;
mod report;
mod requirements;
mod rules_faults;
mod schemas;
mod studio;
mod tabletop;
mod walkthrough;
mod watch;
mod wheel;
