//! `tilecat gen`: the catalog written out as source code, in Rust or TypeScript.

use std::path::PathBuf;

use crate::cli::Exit;
use crate::cli::catalog_input::{Refusal, load_clean};
use crate::cli::console::{self, say};
use crate::cli::edition::EditionArg;
use crate::model::Catalog;
use crate::output::codegen::{ModelPath, rust_module_in, typescript_module};
use crate::output::words::counted;
use crate::shared::door::{self, Made, write_file};

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
    /// Write the catalog as one TypeScript module of typed, readonly data.
    Ts(TsArgs),
}

/// What every language's generator reads and where it writes.
#[derive(Debug, clap::Args)]
struct Common {
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

#[derive(Debug, clap::Args)]
struct RustArgs {
    #[command(flatten)]
    common: Common,
    /// Write the module for a crate that depends on tilecat under this name (such as
    /// `tilecat`): model paths like `::tilecat::model::Tile` and outer doc comments only, so
    /// that the file can be included with `#[path]`. Without it the module is for tilecat
    /// itself (`crate::model`), as `core/src/tables.rs` is.
    #[arg(long, value_name = "NAME")]
    crate_path: Option<String>,
}

#[derive(Debug, clap::Args)]
struct TsArgs {
    #[command(flatten)]
    common: Common,
}

/// Runs `tilecat gen`.
pub fn run(args: Args) -> Exit {
    match args.language {
        Language::Rust(args) => {
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
            let option = args
                .crate_path
                .as_ref()
                .map(|name| format!(" --crate-path {name}"));
            generate(
                &args.common,
                "rust",
                option.as_deref().unwrap_or(""),
                Made::RustTables,
                |catalog, command| {
                    rust_module_in(catalog, command, &model_path).map_err(|clash| clash.to_string())
                },
            )
        }
        Language::Ts(args) => generate(
            &args.common,
            "ts",
            "",
            Made::TypeScriptTables,
            |catalog, command| {
                typescript_module(catalog, command, crate::output::render::frame_name)
                    .map_err(|error| error.to_string())
            },
        ),
    }
}

/// Reads the catalog `common` names, makes the module of `language` with `make` (given the
/// catalog and the command that makes it again, `option` being that language's own options as
/// typed) and writes it as `common` asks, as a file of kind `made`.
fn generate(
    common: &Common,
    language: &str,
    option: &str,
    made: Made,
    make: impl FnOnce(&Catalog, &str) -> Result<String, String>,
) -> Exit {
    let catalog = match load_clean(&common.paths, Some(&common.edition), Refusal::NotLoaded) {
        Ok(clean) => clean.catalog,
        Err(exit) => return exit,
    };
    let command = regenerate_command(common, language, option);
    let module = match make(&catalog, &command) {
        Ok(module) => module,
        Err(problem) => {
            say!("error: {problem}; nothing was written");
            return Exit::Invalid;
        }
    };
    let Some(out) = &common.out else {
        console::out(module.as_bytes());
        return Exit::Clean;
    };
    if common.check {
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
    match write_file(out, module.as_bytes(), made) {
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
fn regenerate_command(common: &Common, language: &str, option: &str) -> String {
    let mut command = format!("{} gen {language}", super::program_name());
    if common.paths != [PathBuf::from("data")] {
        for path in &common.paths {
            command.push_str(&format!(" {}", path.display()));
        }
    }
    command.push_str(option);
    if let Some(out) = &common.out {
        command.push_str(&format!(" --out {}", out.display()));
    }
    command.push_str(&common.edition.command_suffix());
    command
}
