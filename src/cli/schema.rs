//! `tilecat schema`: generate the JSON Schema files from the Rust types, or check them.

use std::path::Path;

use crate::cli::Exit;
use crate::cli::console::say;
use crate::input::load::io_reason;
use crate::output::codegen::schema::{GENERATOR_COMMAND, stale_files, write_files};

/// Arguments of `tilecat schema`.
#[derive(Debug, clap::Args)]
#[group(required = true, multiple = false)]
pub struct Args {
    /// Fail, naming each file, if a committed schema differs from what the Rust types give.
    #[arg(long)]
    check: bool,
    /// Rewrite the schema files in `schema/` from the Rust types.
    #[arg(long)]
    write: bool,
}

/// Runs `tilecat schema` in the current folder (the repository root).
pub fn run(args: Args) -> Exit {
    let root = Path::new(".");
    if args.write {
        return match write_files(root) {
            Ok(paths) => {
                for path in paths {
                    say!("wrote {}", path.display());
                }
                Exit::Clean
            }
            Err(failed) => {
                let listed = |paths: &[std::path::PathBuf]| {
                    paths
                        .iter()
                        .map(|path| path.display().to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                let outcome = if failed.written.is_empty() {
                    "nothing was written".to_owned()
                } else {
                    format!(
                        "wrote {}; left as they were: {}",
                        listed(&failed.written),
                        listed(&failed.kept)
                    )
                };
                say!(
                    "error: cannot write the schema files: {}; {outcome}",
                    io_reason(&failed.error)
                );
                Exit::Usage
            }
        };
    }
    let stale = match stale_files(root) {
        Ok(stale) => stale,
        Err(error) => {
            say!("error: cannot read the schema files: {error}");
            return Exit::Usage;
        }
    };
    for path in &stale {
        say!(
            "error: {} is out of date with the Rust types\n  = help: run `{GENERATOR_COMMAND}` (or `cargo run -- schema --write`)",
            path.display()
        );
    }
    if stale.is_empty() {
        say!("schema files are up to date");
        Exit::Clean
    } else {
        Exit::Invalid
    }
}
