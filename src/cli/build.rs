//! `tilecat build`: check the data, then write every asset other frontends need into one
//! folder, replaced as a whole.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};

use crate::cli::Exit;
use crate::cli::catalog_input::show;
use crate::cli::console::{self, say};
use crate::cli::edition::EditionArg;
use crate::cli::paths::data_paths;
use crate::input::validate::validate_paths;
use crate::output::bundle::{self, AssetKind, BuildFailure, BuildOptions, Built, Request};
use crate::output::render::atlas::PageGrid;
use crate::output::render::{AtlasOptions, Memo, Size};
use crate::output::words::counted;

/// Arguments of `tilecat build`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Files or folders of data to build from.
    #[arg(default_value = "data")]
    paths: Vec<PathBuf>,
    /// Folder to build into. It is replaced as a whole, and only if it is empty or an earlier
    /// build made it and it holds nothing that build did not list.
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
    /// Build again on every change under the data folders; an invalid change, or one that
    /// leaves no tiles, leaves the last good build in place.
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
    // The pages' size is checked first: a page that cannot be is a mistake in the arguments,
    // whatever the data.
    if let Err(refused) = PageGrid::of(options.size, options.atlas) {
        say!("error: {refused}; nothing was written");
        return Exit::Usage;
    }
    let paths = match data_paths(&args.paths) {
        Ok(paths) => paths,
        Err(exit) => return exit,
    };
    let command = command(&args);
    let request = Request {
        out: &args.out,
        options,
        edition: args.edition.edition.as_deref(),
        command: &command,
    };
    if args.watch {
        return super::watch::run(&paths, &request);
    }
    let mut progress = Progress::new();
    progress.stage("checking the data");
    let validation = validate_paths(&paths);
    if !validation.diagnostics.is_empty() {
        progress.clear();
        show(&validation);
    }
    let built = bundle::run(
        &validation,
        &request,
        &mut Memo::forgetful(),
        &mut |stage| progress.stage(stage),
    );
    progress.clear();
    match built {
        Ok(built) => {
            for warning in &built.published.warnings {
                say!("warning: {warning}");
            }
            say!("{}", summary(&built, &args.out));
            Exit::Clean
        }
        Err(failure) => {
            let kept = match failure {
                BuildFailure::Publish(_) => "nothing was replaced",
                _ => "nothing was written",
            };
            say!("error: {failure}; {kept}");
            Exit::from(&failure)
        }
    }
}

/// The command that makes the same build again, as the generated files name it.
fn command(args: &Args) -> String {
    let mut command = format!("{} build", super::program_name());
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

/// What the build wrote into `out`, in one line, such as `built dist/: 50 files (32 PNGs, …)`.
fn summary(built: &Built, out: &Path) -> String {
    let made = |kind: AssetKind| built.kinds.get(&kind).copied().unwrap_or(0);
    // `dist/` and `dist` both show as `dist/`.
    let out = out.components().as_path();
    format!(
        "built {}/ from {} in {}: {} ({} PNG, {} SVG, {}, {}, {}, {}, {}, catalog, Rust tables and gallery); open {}",
        out.display(),
        counted(built.tiles, "tile"),
        counted(built.expansions, "expansion"),
        counted(built.files.len(), "file"),
        made(AssetKind::Png),
        made(AssetKind::Svg),
        counted(made(AssetKind::TiledTileset), "Tiled tileset"),
        counted(made(AssetKind::GodotTileSet), "Godot TileSet"),
        counted(made(AssetKind::AtlasPage), "atlas page"),
        counted(made(AssetKind::SheetPage), "contact sheet page"),
        counted(made(AssetKind::TabletopDeck), "Tabletop Simulator deck"),
        out.join(crate::output::bundle::GALLERY).display()
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
