//! The `tilecat` command line: argument parsing here, the work in the library, exit codes in
//! [`Exit`].

use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::output::bundle::{BuildError, BuildFailure};

use console::say;

mod board_input;
mod build;
mod catalog_input;
mod console;
mod corpus;
mod diff;
mod edition;
mod export;
mod fly;
mod r#gen;
mod import;
mod package;
mod paths;
mod print;
mod render;
mod render_board;
mod render_proof;
mod report;
mod schema;
mod score;
mod studio;
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

impl From<&BuildFailure> for Exit {
    /// The exit code a build that failed with `failure` ends with: 1 for invalid data
    /// (including ids that clash as Rust names), 2 for a usage or I/O error.
    fn from(failure: &BuildFailure) -> Exit {
        match failure {
            BuildFailure::Invalid { usage: false } | BuildFailure::Make(BuildError::Tables(_)) => {
                Exit::Invalid
            }
            BuildFailure::Invalid { usage: true }
            | BuildFailure::NoSuchEdition(_)
            | BuildFailure::NoTiles
            | BuildFailure::TooManyPixels(_)
            | BuildFailure::Make(_)
            | BuildFailure::Publish(_) => Exit::Usage,
        }
    }
}

impl From<Exit> for ExitCode {
    fn from(exit: Exit) -> ExitCode {
        ExitCode::from(exit as u8)
    }
}

/// Tile catalog and data toolkit for Carcassonne's The Flier.
#[derive(Debug, Parser)]
#[command(
    name = "tilecat",
    version,
    about,
    after_help = "Exit codes: 0 clean, 1 invalid data, 2 usage or I/O error."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Check data files against their schemas and the rules of tile layout.
    Validate(validate::Args),
    /// Check the data, then write every asset other frontends need into one folder.
    Build(build::Args),
    /// Generate the JSON Schema files from the Rust types (`--write`) or check them (`--check`).
    Schema(schema::Args),
    /// Export the catalog for other programs.
    Export(export::Args),
    /// Write the catalog as source code, such as a Rust module of static data.
    Gen(r#gen::Args),
    /// Convert tile data from other programs into tilecat's data files.
    Import(import::Args),
    /// Draw tiles from their data: PNG previews, a contact sheet and a sprite atlas.
    Render(render::Args),
    /// Make the packages other programs install: an npm package, a Rust crate, a SQLite
    /// database and a Python wheel, each with a manifest of its files' sizes and SHA-256 digests.
    Package(package::Args),
    /// Lay out every copy of every tile at real size, to print and play at home or to send to a
    /// print shop (one tile a page, or one PNG a tile).
    Print(print::Args),
    /// Where a meeple flying from the tile just placed on a board lands.
    Fly(fly::Args),
    /// The points of a board per player and per feature.
    Score(score::Args),
    /// What a tile set does in play: its side classes and self-play figures, as an HTML page
    /// and JSON.
    Report(report::Args),
    /// What changed between two catalogs: tiles added, removed, renamed and changed.
    Diff(diff::Args),
    /// Serve the checks, hover, completion and navigation to an editor over standard input
    /// and output (the Language Server Protocol).
    Lsp,
    /// Edit the data folders in the browser: a local web application that draws each tile,
    /// edits it by pointing and writes every change to its file at once.
    Studio(studio::Args),
}

/// `tilecat corpus`: writes a synthetic corpus of valid tile files, for benchmarks. It is
/// parsed apart from the other commands so that it is neither listed nor offered as the fix of
/// a mistyped command.
#[derive(Debug, Parser)]
#[command(
    name = "corpus",
    bin_name = "tilecat corpus",
    about = "Write a synthetic corpus of valid tile files."
)]
struct CorpusCli {
    #[command(flatten)]
    args: corpus::Args,
}

/// The name the program was called as, for the commands that generated files name in their
/// headers: the file name of its path (`tilecat`, also under `cargo run`, whose program is
/// `target/debug/tilecat`), or `tilecat` when the system gives none.
pub(crate) fn program_name() -> String {
    std::env::args_os()
        .next()
        .as_deref()
        .map(std::path::Path::new)
        .and_then(std::path::Path::file_name)
        .map_or_else(
            || "tilecat".to_owned(),
            |name| name.to_string_lossy().into_owned(),
        )
}

/// The command line parsed as `T`, or the exit code once clap has printed its help or error.
fn parse<T: Parser>(args: &[std::ffi::OsString]) -> Result<T, Exit> {
    T::try_parse_from(args).map_err(|error| {
        let text = error.render().to_string();
        let exit = if error.use_stderr() {
            console::err(&text);
            Exit::Usage
        } else {
            console::out(text.as_bytes());
            Exit::Clean
        };
        console::finish(exit)
    })
}

/// Parses the command line, runs the command and returns its exit code.
pub fn run() -> ExitCode {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    if args.get(1).is_some_and(|command| command == "corpus") {
        return match parse::<CorpusCli>(&args[1..]) {
            Ok(corpus) => console::finish(corpus::run(corpus.args)),
            Err(exit) => exit,
        }
        .into();
    }
    let cli = match parse::<Cli>(&args) {
        Ok(cli) => cli,
        Err(exit) => return exit.into(),
    };
    let exit = match cli.command {
        Command::Validate(args) => validate::run(args),
        Command::Build(args) => build::run(args),
        Command::Schema(args) => schema::run(args),
        Command::Export(args) => export::run(args),
        Command::Gen(args) => r#gen::run(args),
        Command::Render(args) => render::run(args),
        Command::Import(args) => import::run(args),
        Command::Package(args) => package::run(args),
        Command::Print(args) => print::run(args),
        Command::Fly(args) => fly::run(args),
        Command::Score(args) => score::run(args),
        Command::Report(args) => report::run(args),
        Command::Diff(args) => diff::run(args),
        Command::Studio(args) => studio::run(args),
        Command::Lsp => match crate::lsp::serve() {
            Ok(crate::lsp::Ending::Shutdown) => Exit::Clean,
            // The protocol's exit code for an `exit` without a `shutdown` first.
            Ok(crate::lsp::Ending::Abandoned) => Exit::Invalid,
            Err(error) => {
                say!("error: language server stopped: {error}");
                if error.is_bad_input() {
                    Exit::Invalid
                } else {
                    Exit::Usage
                }
            }
        },
    };
    console::finish(exit).into()
}
