//! `tilecat import`: tile data from other programs, converted into tilecat's data files.

use std::path::PathBuf;

use crate::cli::Exit;
use crate::cli::console::say;
use crate::door;
use crate::escape::visible;
use crate::import::{self, jcz};

/// Arguments of `tilecat import`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(subcommand)]
    source: Source,
}

#[derive(Debug, clap::Subcommand)]
enum Source {
    /// Convert JCloisterZone tile definitions (one XML pack per file) into one expansion per pack.
    Jcz(JczArgs),
}

#[derive(Debug, clap::Args)]
struct JczArgs {
    /// The pack files to read.
    #[arg(required = true, value_name = "FILE.xml")]
    files: Vec<PathBuf>,
    /// The folder to write the data into; files an import did not make are never replaced.
    #[arg(long, value_name = "DIR")]
    out: PathBuf,
}

/// The largest pack file read: the engine's largest pack is well under a megabyte.
const MAX_PACK_BYTES: u64 = 16 * 1024 * 1024;

/// Runs `tilecat import`.
pub fn run(args: Args) -> Exit {
    match args.source {
        Source::Jcz(args) => import_jcz(args),
    }
}

fn import_jcz(args: JczArgs) -> Exit {
    let mut exit = Exit::Clean;
    let mut packs = Vec::new();
    for file in &args.files {
        let text = match door::read(file, MAX_PACK_BYTES)
            .and_then(|bytes| String::from_utf8(bytes).map_err(std::io::Error::other))
        {
            Ok(text) => text,
            Err(error) => {
                say!("error: {}: {error}", visible(&file.display().to_string()));
                exit = Exit::Usage;
                continue;
            }
        };
        match jcz::read_pack(file, &text) {
            Ok(parts) => packs.extend(parts),
            Err(error) => {
                say!("error: {}", visible(&error.to_string()));
                if exit == Exit::Clean {
                    exit = Exit::Invalid;
                }
            }
        }
    }
    jcz::share_tiles(&mut packs);
    for pack in &packs {
        let partial = pack
            .tiles
            .iter()
            .filter(|tile| !tile.not_imported.is_empty())
            .count();
        say!(
            "{}: expansion `{}`, {} tiles ({partial} with parts not imported), {} left out",
            visible(&pack.source.display().to_string()),
            pack.expansion.id,
            pack.tiles.len(),
            pack.left_out.len()
        );
        for left_out in &pack.left_out {
            say!(
                "  left out {}: {}",
                visible(&left_out.source_id),
                visible(&left_out.reason)
            );
        }
    }
    if packs.is_empty() {
        say!("error: no pack could be read; nothing was written");
        return exit;
    }
    let written = import::files(&packs).and_then(|files| import::write(&args.out, &files));
    match written {
        Ok(count) => say!(
            "wrote {} to {}",
            crate::words::counted(count, "file"),
            visible(&args.out.display().to_string())
        ),
        Err(error) if error.wrote_nothing() => {
            say!(
                "error: {}; nothing was written",
                visible(&error.to_string())
            );
            return Exit::Usage;
        }
        Err(error) => {
            say!("error: {}", visible(&error.to_string()));
            return Exit::Usage;
        }
    }
    exit
}
