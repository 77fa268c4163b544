//! `tilecat corpus`: write a synthetic corpus of valid tile files (a development command for
//! benchmarks and stress tests, hidden from `--help`).

use std::path::PathBuf;

use crate::cli::Exit;
use crate::cli::console::say;
use crate::corpus;
use crate::output::OutputDir;

/// Arguments of `tilecat corpus`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// How many tile files to write.
    #[arg(long)]
    count: usize,
    /// The folder to write the corpus into.
    #[arg(long)]
    out: PathBuf,
}

/// Runs `tilecat corpus`.
pub fn run(args: Args) -> Exit {
    let written = OutputDir::create(&args.out)
        .map_err(corpus::CorpusError::Io)
        .and_then(|out| corpus::write(args.count, &out));
    match written {
        Ok(files) => {
            say!("wrote {files} files to {}", args.out.display());
            Exit::Clean
        }
        Err(error) => {
            say!("error: {error}");
            Exit::Usage
        }
    }
}
