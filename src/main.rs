//! The `tilecat` command: see `tilecat --help`. The command line is this binary's own module,
//! not part of the library's API; it reaches the library's modules under their own names.

#![deny(clippy::print_stdout, clippy::print_stderr)]

mod cli;

use tilecat::{
    board, board_file, bundle, check, codegen, corpus, database, door, drawing, escape, export,
    import, jcz, json, load, lsp, model, package, print, render, report, rules, schema, studio,
    survey, tables, tts, validate, words,
};

fn main() -> std::process::ExitCode {
    cli::run()
}
