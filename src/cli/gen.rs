//! `tilecat gen`: the catalog written out as source code.

use std::path::PathBuf;

use crate::cli::Exit;
use crate::cli::console::{self, say};
use crate::cli::edition::EditionArg;
use crate::cli::validate::{Refusal, load_clean};
use crate::codegen::{ModelPath, rust_module_in};
use crate::door::{self, Made, write_file};
use crate::words::counted;

/// Arguments of `tilecat gen`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(subcommand)]
    language: Language,
}

#[derive(Debug, clap::Subcommand)]
enum Language {
    /// Write the catalog as one Rust module of static data in the model's types.
    Rust(RustArgs),
}

#[derive(Debug, clap::Args)]
struct RustArgs {
    /// Files or folders to read the catalog from.
    #[arg(default_value = "data")]
    paths: Vec<PathBuf>,
    /// The file to write; without it the module goes to standard output.
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    /// Write the module for a crate that depends on tilecat under this name (such as
    /// `tilecat`): model paths like `::tilecat::model::Tile` and outer doc comments only, so
    /// that the file can be included with `#[path]`. Without it the module is for tilecat
    /// itself (`crate::model`), as `src/tables.rs` is.
    #[arg(long, value_name = "NAME")]
    crate_path: Option<String>,
    /// Write nothing; exit 1 when FILE differs from what would be written.
    #[arg(long, requires = "out")]
    check: bool,
    #[command(flatten)]
    edition: EditionArg,
}

/// Runs `tilecat gen`.
pub fn run(args: Args) -> Exit {
    match args.language {
        Language::Rust(args) => rust(args),
    }
}

fn rust(args: RustArgs) -> Exit {
    let catalog = match load_clean(&args.paths, Some(&args.edition), Refusal::NotLoaded) {
        Ok(catalog) => catalog,
        Err(exit) => return exit,
    };
    let command = regenerate_command(&args);
    let model_path = match &args.crate_path {
        None => ModelPath::InCrate,
        Some(name) => match ModelPath::dependency(name) {
            Ok(model_path) => model_path,
            Err(message) => {
                say!("error: {message}");
                return Exit::Usage;
            }
        },
    };
    let module = match rust_module_in(&catalog, &command, &model_path) {
        Ok(module) => module,
        Err(clash) => {
            say!("error: {clash}; nothing was written");
            return Exit::Invalid;
        }
    };
    let Some(out) = &args.out else {
        console::out(module.as_bytes());
        return Exit::Clean;
    };
    if args.check {
        // Only a regular file is read (a FIFO would never end), and no more than one byte past
        // what would be written.
        return match door::read(out, module.len() as u64) {
            Ok(current) if current == module.as_bytes() => Exit::Clean,
            Err(error) if error.kind() == std::io::ErrorKind::FileTooLarge => {
                say!(
                    "error: {} is stale: regenerate it with `{command}`",
                    out.display()
                );
                Exit::Invalid
            }
            Ok(_) => {
                say!(
                    "error: {} is stale: regenerate it with `{command}`",
                    out.display()
                );
                Exit::Invalid
            }
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
                say!(
                    "error: {} is missing: generate it with `{command}`",
                    out.display()
                );
                Exit::Invalid
            }
            Err(error) => {
                say!("error: cannot read {}: {error}", out.display());
                Exit::Usage
            }
        };
    }
    match write_file(out, module.as_bytes(), Made::RustTables) {
        Ok(()) => {
            say!(
                "wrote {}: {}, {}",
                out.display(),
                counted(catalog.tiles.len(), "tile"),
                counted(catalog.expansions.len(), "expansion")
            );
            Exit::Clean
        }
        Err(error) => {
            say!("error: cannot write {}: {error}", out.display());
            Exit::Usage
        }
    }
}

/// The command that writes the same file again, as the module's header names it: as it was run,
/// under the name the program was called as.
fn regenerate_command(args: &RustArgs) -> String {
    let mut command = format!("{} gen rust", super::program_name());
    if args.paths != [PathBuf::from("data")] {
        for path in &args.paths {
            command.push_str(&format!(" {}", path.display()));
        }
    }
    if let Some(name) = &args.crate_path {
        command.push_str(&format!(" --crate-path {name}"));
    }
    if let Some(out) = &args.out {
        command.push_str(&format!(" --out {}", out.display()));
    }
    command.push_str(&args.edition.command_suffix());
    command
}
