//! `tilecat gen`: the catalog written out as source code.

use std::path::PathBuf;

use crate::cli::Exit;
use crate::cli::edition::EditionArg;
use crate::cli::validate::{exit, show};
use crate::codegen::rust_module;
use crate::output::write_atomic;
use crate::validate::validate_paths;

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
    let validation = validate_paths(&args.paths);
    if validation.has_errors() {
        show(&validation);
        eprintln!("error: the catalog could not be loaded; nothing was written");
        return exit(&validation);
    }
    let catalog = match args.edition.select(&validation.catalog) {
        Ok(catalog) => catalog,
        Err(exit) => return exit,
    };
    let command = regenerate_command(&args);
    let module = match rust_module(&catalog, &command) {
        Ok(module) => module,
        Err(clash) => {
            eprintln!("error: {clash}; nothing was written");
            return Exit::Invalid;
        }
    };
    let Some(out) = &args.out else {
        print!("{module}");
        return Exit::Clean;
    };
    if args.check {
        return match std::fs::read(out) {
            Ok(current) if current == module.as_bytes() => Exit::Clean,
            Ok(_) => {
                eprintln!(
                    "error: {} is stale: regenerate it with `{command}`",
                    out.display()
                );
                Exit::Invalid
            }
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
                eprintln!(
                    "error: {} is missing: generate it with `{command}`",
                    out.display()
                );
                Exit::Invalid
            }
            Err(error) => {
                eprintln!("error: cannot read {}: {error}", out.display());
                Exit::Usage
            }
        };
    }
    match write_atomic(out, module.as_bytes()) {
        Ok(()) => {
            eprintln!(
                "wrote {}: {} tiles, {} expansions",
                out.display(),
                catalog.tiles.len(),
                catalog.expansions.len()
            );
            Exit::Clean
        }
        Err(error) => {
            eprintln!("error: cannot write {}: {error}", out.display());
            Exit::Usage
        }
    }
}

/// The command that writes the same file again, as the module's header names it.
fn regenerate_command(args: &RustArgs) -> String {
    let mut command = String::from("cargo run -- gen rust");
    if args.paths != [PathBuf::from("data")] {
        for path in &args.paths {
            command.push_str(&format!(" {}", path.display()));
        }
    }
    if let Some(out) = &args.out {
        command.push_str(&format!(" --out {}", out.display()));
    }
    command.push_str(&args.edition.command_suffix());
    command
}
