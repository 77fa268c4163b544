//! `tilecat report`: what a tile set does in play, as an HTML page and the same figures as
//! versioned JSON, in a folder of its own.

use std::path::{Path, PathBuf};

use crate::cli::Exit;
use crate::cli::catalog_input::{Refusal, load_clean};
use crate::cli::console::say;
use crate::cli::edition::EditionArg;
use crate::input::load::io_reason;
use crate::output::survey::{self, Figures};
use crate::output::words::counted;
use crate::shared::door::claim_folder;

/// The file that marks a folder as one `tilecat report` writes into.
const MARKER: &str = ".tilecat-report";
/// What the marker holds.
const MARKER_TEXT: &str = "tilecat report writes its page and figures into this folder\n";

/// The page's file name in the output folder.
pub const PAGE: &str = "report.html";
/// The figures' file name in the output folder.
pub const FIGURES: &str = "report.json";

/// Arguments of `tilecat report`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Files or folders of the tiles to study; the base game is added when they lack it.
    #[arg(default_value = "data")]
    paths: Vec<PathBuf>,
    /// Folder to write `report.html` and `report.json` into: a new or empty folder, or one an
    /// earlier `report` wrote into.
    #[arg(long, value_name = "DIR")]
    out: PathBuf,
    /// How many games to play, 1 to 10,000,000.
    #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..=10_000_000))]
    games: u64,
    /// The seed of the games: the same seed, the same figures.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Files or folders of a base set to compare with: every figure of the base set alone,
    /// played with the same games and seed, beside those of the set, what changed called out.
    #[arg(long, value_name = "BASE")]
    against: Vec<PathBuf>,
    #[command(flatten)]
    edition: EditionArg,
}

/// Runs `tilecat report`.
pub fn run(args: Args) -> Exit {
    let mut figures = match play(&args.paths, &args) {
        Ok(figures) => figures,
        Err(exit) => return exit,
    };
    if !args.against.is_empty() {
        let base = match play(&args.against, &args) {
            Ok(base) => base,
            Err(exit) => return exit,
        };
        let paths = args
            .against
            .iter()
            .map(|path| path.display().to_string())
            .collect();
        figures.against = Some(survey::compare(&figures, base, paths));
    }
    match write(&args.out, &figures) {
        Ok(()) => {
            if !figures.left_out.is_empty() {
                say!(
                    "note: {} of the set left out of the games, which cannot play them (see the \
                     page's \"Left out\")",
                    counted(figures.left_out.len(), "tile")
                );
            }
            say!(
                "{} of {} side classes; wrote {} and {} to {}",
                figures.coverage.present,
                figures.coverage.of,
                PAGE,
                FIGURES,
                args.out.display()
            );
            Exit::Clean
        }
        Err(message) => {
            say!("error: {message}");
            Exit::Usage
        }
    }
}

/// The figures of `args.games` games of the set of `paths`, played with `args.seed`; the
/// games' count and time said when played.
fn play(paths: &[PathBuf], args: &Args) -> Result<Figures, Exit> {
    let catalog = load_clean(paths, Some(&args.edition), Refusal::NothingWritten)?.catalog;
    let chosen = survey::choose(&catalog, args.edition.edition.as_deref()).map_err(|error| {
        say!("error: {error}; nothing written");
        Exit::Invalid
    })?;
    let setup = chosen.setup().map_err(|error| {
        say!("error: {error}; nothing written");
        Exit::Invalid
    })?;
    let bar = indicatif::ProgressBar::new(args.games);
    bar.set_style(
        indicatif::ProgressStyle::with_template("{bar:30} {pos}/{len} games, {eta} left")
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
    );
    let started = std::time::Instant::now();
    let tally = survey::simulate(&setup, args.games, args.seed, &mut |done| {
        bar.set_position(done)
    });
    bar.finish_and_clear();
    say!(
        "played {} of {} in {:.2} s",
        counted(usize::try_from(args.games).unwrap_or(usize::MAX), "game"),
        paths
            .iter()
            .map(|path| path.display().to_string())
            .collect::<Vec<_>>()
            .join(" "),
        started.elapsed().as_secs_f64()
    );
    Ok(Figures::new(&chosen, setup.tiles(), &tally, args.seed))
}

/// Writes the page and the figures into `out`, claimed for `report`.
fn write(out: &Path, figures: &Figures) -> Result<(), String> {
    let json = serde_json::to_string_pretty(figures)
        .map_err(|error| format!("cannot write the figures as JSON: {error}"))?;
    let page = survey::page(figures).map_err(|error| error.to_string())?;
    let folder = claim_folder(out, MARKER, MARKER_TEXT).map_err(|error| match error.kind() {
        std::io::ErrorKind::InvalidInput => error.to_string(),
        _ => format!(
            "cannot write into `{}`: {}",
            out.display(),
            io_reason(&error)
        ),
    })?;
    for (name, bytes) in [(FIGURES, format!("{json}\n")), (PAGE, page)] {
        folder
            .write(Path::new(name), bytes.as_bytes())
            .map_err(|error| format!("cannot write {name}: {}", io_reason(&error)))?;
    }
    folder.keep();
    Ok(())
}
