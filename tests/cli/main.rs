//! The integration tests of the `tilecat` command line: each runs the binary, through the harness
//! in `tests/common`.

#[path = "../common/mod.rs"]
mod common;

// Commands and what they say.
mod cli_help;
// The shared harness itself.
mod harness;
// The README's walkthrough, command by command.
mod walkthrough;

mod checks;
mod editing;
mod exchange;
mod outputs;
mod play;
mod safety;
