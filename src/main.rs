//! The `tilecat` command: see `tilecat --help`. The command line is this binary's own module,
//! not part of the library's API; it reaches the library's modules under their own names.

#![deny(clippy::print_stdout, clippy::print_stderr)]

mod cli;

use tilecat::{board, input, lsp, model, output, rules, shared, studio, tables};

fn main() -> std::process::ExitCode {
    cli::run()
}
