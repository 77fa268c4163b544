//! The `tilecat` command line: argument parsing here, the work in the library, exit codes in
//! [`Exit`].

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod build;
mod corpus;
mod edition;
mod export;
mod r#gen;
mod render;
mod schema;
mod validate;
mod watch;

/// What a run of `tilecat` ended with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exit {
    /// Everything checked out (exit code 0).
    Clean = 0,
    /// The data is invalid (exit code 1).
    Invalid = 1,
    /// A usage or I/O error (exit code 2).
    Usage = 2,
}

impl From<Exit> for ExitCode {
    fn from(exit: Exit) -> ExitCode {
        ExitCode::from(exit as u8)
    }
}

/// Tile catalog and data toolkit for Carcassonne's The Flier.
#[derive(Debug, Parser)]
#[command(name = "tilecat", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Check data files against their schemas and the rules of tile layout.
    Validate(validate::Args),
    /// Write a synthetic corpus of valid tile files.
    #[command(hide = true)]
    Corpus(corpus::Args),
    /// Check the data, then write every asset other frontends need into one folder.
    Build(build::Args),
    /// Generate the JSON Schema files from the Rust types (`--write`) or check them (`--check`).
    Schema(schema::Args),
    /// Export the catalog for other programs.
    Export(export::Args),
    /// Write the catalog as source code, such as a Rust module of static data.
    Gen(r#gen::Args),
    /// Draw tiles from their data: PNG previews, a contact sheet and a sprite atlas.
    Render(render::Args),
    /// Serve the checks, hover, completion and navigation to an editor over standard input
    /// and output (the Language Server Protocol).
    Lsp,
}

/// Parses the command line, runs the command and returns its exit code.
pub fn run() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => {
            let exit = if error.use_stderr() {
                Exit::Usage
            } else {
                Exit::Clean
            };
            let _ = error.print();
            return exit.into();
        }
    };
    match cli.command {
        Command::Validate(args) => validate::run(args),
        Command::Corpus(args) => corpus::run(args),
        Command::Build(args) => build::run(args),
        Command::Schema(args) => schema::run(args),
        Command::Export(args) => export::run(args),
        Command::Gen(args) => r#gen::run(args),
        Command::Render(args) => render::run(args),
        Command::Lsp => match crate::lsp::serve() {
            Ok(()) => Exit::Clean,
            Err(error) => {
                eprintln!("error: language server stopped: {error}");
                Exit::Usage
            }
        },
    }
    .into()
}
