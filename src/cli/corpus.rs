//! `tilecat corpus`: write a synthetic corpus of valid tile files (a development command for
//! benchmarks and stress tests, hidden from `--help`).

use std::path::PathBuf;

use crate::cli::Exit;
use crate::cli::console::say;
use crate::output::corpus;
use crate::shared::door::claim_folder;

/// The file that marks a folder as one `tilecat corpus` writes into.
const MARKER: &str = ".tilecat-corpus";
/// What the marker holds.
const MARKER_TEXT: &str = "tilecat corpus writes its tile files into this folder\n";

/// Arguments of `tilecat corpus`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// How many tile files to write.
    #[arg(long)]
    count: usize,
    /// The folder to write the corpus into: a new or empty folder, or one an earlier `corpus`
    /// wrote into.
    #[arg(long)]
    out: PathBuf,
}

/// Runs `tilecat corpus`.
pub fn run(args: Args) -> Exit {
    let written = claim_folder(&args.out, MARKER, MARKER_TEXT)
        .map_err(corpus::CorpusError::Io)
        .and_then(|out| {
            let files = corpus::write(args.count, &out)?;
            out.keep();
            Ok(files)
        });
    match written {
        Ok(files) => {
            say!(
                "wrote {} to {}",
                crate::output::words::counted(files, "file"),
                args.out.display()
            );
            Exit::Clean
        }
        Err(error) => {
            say!("error: {error}");
            Exit::Usage
        }
    }
}
