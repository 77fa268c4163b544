//! `tilecat build`: check the data, then write every asset other frontends need into one
//! folder, replaced as a whole.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};

use crate::build::{BuildError, BuildOptions, Staging, write};
use crate::cli::Exit;
use crate::cli::budget::check_pixels;
use crate::cli::console::{self, say};
use crate::cli::edition::EditionArg;
use crate::cli::paths::data_paths;
use crate::cli::validate::{exit, show};
use crate::model::Rotation;
use crate::render::{AtlasOptions, Size};
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
    /// Largest width and height of an atlas page in pixels; frames that do not fit go on
    /// further pages.
    #[arg(long, value_name = "PX", default_value_t = AtlasOptions::MAX_SIDE)]
    atlas_max: u32,
    /// Transparent pixels between atlas frames.
    #[arg(long, value_name = "PX", default_value_t = AtlasOptions::PADDING)]
    atlas_padding: u32,
    /// How many times each atlas frame's edge pixels are repeated around it (at least 1), so
    /// that filtering never picks up a neighbour.
    #[arg(long, value_name = "PX", default_value_t = AtlasOptions::EXTRUSION)]
    atlas_extrusion: u32,
    #[command(flatten)]
    edition: EditionArg,
    /// Build again on every change under the data folders; an invalid change leaves the last
    /// good build in place.
    #[arg(long)]
    watch: bool,
}

/// Runs `tilecat build`.
pub fn run(args: Args) -> Exit {
    let options = BuildOptions {
        size: args.size,
        atlas: AtlasOptions {
            max_side: args.atlas_max,
            padding: args.atlas_padding,
            extrusion: args.atlas_extrusion,
        },
    };
    if args.watch {
        let edition = args.edition.edition.as_deref();
        return super::watch::run(&args.paths, &args.out, options, edition, &command(&args));
    }
    let mut progress = Progress::new();
    progress.stage("checking the data");
    let paths = match data_paths(&args.paths) {
        Ok(paths) => paths,
        Err(exit) => return exit,
    };
    let validation = validate_paths(&paths);
    if validation.has_errors() {
        progress.clear();
        show(&validation);
        say!("error: the data is invalid; nothing was written");
        return exit(&validation);
    }
    if !validation.diagnostics.is_empty() {
        progress.clear();
        show(&validation);
    }
    if validation.catalog.tiles.is_empty() {
        progress.clear();
        say!("error: the data holds no tiles; nothing was written");
        return Exit::Usage;
    }
    if let Err(message) = check_pixels(
        validation.catalog.tiles.len(),
        Rotation::ALL.len(),
        args.size,
    ) {
        progress.clear();
        say!("error: {message}; nothing was written");
        return Exit::Usage;
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
    let mut staging = match Staging::begin(&args.out) {
        Ok(staging) => staging,
        Err(error) => {
            progress.clear();
            say!("error: {error}; nothing was replaced");
            return Exit::Usage;
        }
    };
    // Each file goes into the staging folder as soon as it is made; only the paths are kept.
    let mut paths = Vec::new();
    let mut refused = None;
    let made = write(
        catalog,
        options,
        &command,
        &mut |stage| progress.stage(stage),
        &mut |asset| {
            paths.push(asset.path.clone());
            staging.write(asset).map_err(|error| {
                let message = error.to_string();
                refused = Some(error);
                BuildError::Output(message)
            })
        },
    );
    if let Some(error) = refused {
        progress.clear();
        say!("error: {error}; nothing was replaced");
        return Exit::Usage;
    }
    if let Err(error) = made {
        progress.clear();
        say!("error: {error}; nothing was written");
        return match error {
            BuildError::Tables(_) => Exit::Invalid,
            BuildError::Render(_) | BuildError::Json(..) | BuildError::Output(_) => Exit::Usage,
        };
    }
    progress.stage(&format!("writing {}", args.out.display()));
    let published = staging.finish();
    progress.clear();
    match published {
        Ok(published) => {
            for warning in &published.warnings {
                say!("warning: {warning}");
            }
            say!(
                "{}",
                summary(
                    &paths,
                    &args.out,
                    catalog.tiles.len(),
                    catalog.expansions.len()
                )
            );
            Exit::Clean
        }
        Err(error) => {
            say!("error: {error}; nothing was replaced");
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
    let defaults = [
        ("--atlas-max", args.atlas_max, AtlasOptions::MAX_SIDE),
        ("--atlas-padding", args.atlas_padding, AtlasOptions::PADDING),
        (
            "--atlas-extrusion",
            args.atlas_extrusion,
            AtlasOptions::EXTRUSION,
        ),
    ];
    for (option, value, default) in defaults {
        if value != default {
            command.push_str(&format!(" {option} {value}"));
        }
    }
    command.push_str(&args.edition.command_suffix());
    command
}

/// What the build wrote, in one line, such as `built dist/: 50 files (32 PNGs, …)`, from the
/// paths of the files inside the output folder.
fn summary(paths: &[String], out: &Path, tiles: usize, expansions: usize) -> String {
    let under = |folder: &str| paths.iter().filter(|path| path.starts_with(folder)).count();
    // `dist/` and `dist` both show as `dist/`.
    let out = out.components().as_path();
    format!(
        "built {}/ from {} in {}: {} ({} PNG, {} SVG, {}, {}, {}, catalog, Rust tables and gallery); open {}",
        out.display(),
        counted(tiles, "tile"),
        counted(expansions, "expansion"),
        counted(paths.len(), "file"),
        under("png/"),
        under("svg/"),
        counted(under("tiled/"), "Tiled tileset"),
        counted(under("atlas-") / 2, "atlas page"),
        counted(under("contact-sheet/"), "contact sheet page"),
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
            console::err(&format!("\r\x1b[2Kbuilding: {stage}…"));
        }
    }

    fn clear(&mut self) {
        if self.terminal {
            console::err("\r\x1b[2K");
        }
    }
}
