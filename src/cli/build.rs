//! `tilecat build`: check the data, then write every asset other frontends need into one
//! folder, replaced as a whole.

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};

use crate::build::{Asset, BuildError, assets, publish};
use crate::cli::Exit;
use crate::cli::edition::EditionArg;
use crate::cli::validate::{exit, show};
use crate::render::Size;
use crate::validate::validate_paths;
use crate::words::counted;

/// Arguments of `tilecat build`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Files or folders of data to build from.
    #[arg(default_value = "data")]
    paths: Vec<PathBuf>,
    /// Folder to build into. It is replaced as a whole, and only if it is empty or an earlier
    /// build made it.
    #[arg(long, default_value = "dist")]
    out: PathBuf,
    /// Width and height of each drawn tile in pixels, 32 to 2048.
    #[arg(long, default_value = "256")]
    size: Size,
    #[command(flatten)]
    edition: EditionArg,
    /// Build again on every change under the data folders, drawing only the tiles that
    /// changed; an invalid change leaves the last good build in place.
    #[arg(long)]
    watch: bool,
}

/// Runs `tilecat build`.
pub fn run(args: Args) -> Exit {
    if args.watch {
        let edition = args.edition.edition.as_deref();
        return super::watch::run(&args.paths, &args.out, args.size, edition, &command(&args));
    }
    let mut progress = Progress::new();
    progress.stage("checking the data");
    let validation = validate_paths(&args.paths);
    if validation.has_errors() {
        progress.clear();
        show(&validation);
        eprintln!("error: the data is invalid; nothing was written");
        return exit(&validation);
    }
    if !validation.diagnostics.is_empty() {
        progress.clear();
        show(&validation);
    }
    let command = command(&args);
    let catalog = match args.edition.select(&validation.catalog) {
        Ok(catalog) => catalog,
        Err(exit) => {
            progress.clear();
            return exit;
        }
    };
    let catalog = &catalog;
    let assets = match assets(catalog, args.size, &command, &mut |stage| {
        progress.stage(stage)
    }) {
        Ok(assets) => assets,
        Err(error) => {
            progress.clear();
            eprintln!("error: {error}; nothing was written");
            return match error {
                BuildError::Tables(_) => Exit::Invalid,
                BuildError::Render(_) | BuildError::Atlas(_) | BuildError::Json(..) => Exit::Usage,
            };
        }
    };
    progress.stage(&format!("writing {}", args.out.display()));
    let published = publish(&args.out, &assets);
    progress.clear();
    match published {
        Ok(()) => {
            eprintln!(
                "{}",
                summary(
                    &assets,
                    &args.out,
                    catalog.tiles.len(),
                    catalog.expansions.len()
                )
            );
            Exit::Clean
        }
        Err(error) => {
            eprintln!("error: {error}");
            Exit::Usage
        }
    }
}

/// The command that makes the same build again, as the generated files name it.
fn command(args: &Args) -> String {
    let mut command = String::from("cargo run --release -- build");
    if args.paths != [PathBuf::from("data")] {
        for path in &args.paths {
            command.push_str(&format!(" {}", path.display()));
        }
    }
    if args.out != Path::new("dist") {
        command.push_str(&format!(" --out {}", args.out.display()));
    }
    if args.size.pixels() != 256 {
        command.push_str(&format!(" --size {}", args.size.pixels()));
    }
    command.push_str(&args.edition.command_suffix());
    command
}

/// What the build wrote, in one line, such as `built dist/: 50 files (32 PNGs, …)`.
fn summary(assets: &[Asset], out: &Path, tiles: usize, expansions: usize) -> String {
    let under = |folder: &str| {
        assets
            .iter()
            .filter(|asset| asset.path.starts_with(folder))
            .count()
    };
    // `dist/` and `dist` both show as `dist/`.
    let out = out.components().as_path();
    format!(
        "built {}/ from {} in {}: {} ({} PNG, {} SVG, {}, the atlas, contact sheet, catalog, Rust tables and gallery); open {}",
        out.display(),
        counted(tiles, "tile"),
        counted(expansions, "expansion"),
        counted(assets.len(), "file"),
        under("png/"),
        under("svg/"),
        counted(under("tiled/"), "Tiled tileset"),
        out.join(crate::build::GALLERY).display()
    )
}

/// A stage line on standard error while the build runs, shown only on a terminal and cleared
/// at the end.
struct Progress {
    terminal: bool,
}

impl Progress {
    fn new() -> Progress {
        Progress {
            terminal: std::io::stderr().is_terminal(),
        }
    }

    fn stage(&mut self, stage: &str) {
        if self.terminal {
            let mut stderr = std::io::stderr();
            let _ = write!(stderr, "\r\x1b[2Kbuilding: {stage}…");
            let _ = stderr.flush();
        }
    }

    fn clear(&mut self) {
        if self.terminal {
            eprint!("\r\x1b[2K");
        }
    }
}
