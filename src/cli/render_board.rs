//! `tilecat render board`: a picture of a board file, with the flight of a roll.

use std::path::PathBuf;

use crate::board::flight;
use crate::cli::Exit;
use crate::cli::board_input;
use crate::cli::console::say;
use crate::input::board_file::LoadedBoard;
use crate::model::Catalog;
use crate::output::bundle::{PictureFiles, check_pixels};
use crate::output::render::board_picture::{board_png, extent};
use crate::output::render::{Pictures, Size};
use crate::rules::{Roll, claim_flying_machine};
use crate::shared::door::{Made, write_file};
use crate::shared::escape::visible;

/// Arguments of `tilecat render board`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The board file.
    board: PathBuf,
    /// The PNG file to write.
    #[arg(long)]
    out: PathBuf,
    /// Draw the flight of this roll from the board's `last` tile, its landing options ringed.
    #[arg(long)]
    roll: Option<u8>,
    /// The kind of meeple whose flight `--roll` draws.
    #[arg(long, default_value = "follower", value_parser = board_input::meeple_names())]
    meeple: String,
    /// Width and height of each tile in pixels, 32 to 2048.
    #[arg(long, default_value = "128")]
    size: Size,
    #[arg(long, num_args = 1.., help = crate::cli::board_input::DATA_HELP)]
    data: Vec<PathBuf>,
}

/// Runs `tilecat render board`.
pub fn run(args: Args) -> Exit {
    if args
        .out
        .extension()
        .is_none_or(|extension| extension != "png")
    {
        say!("error: --out names the PNG file to write, such as board.png");
        return Exit::Usage;
    }
    let roll = match board_input::roll(args.roll) {
        Ok(roll) => roll,
        Err(exit) => return exit,
    };
    board_input::with_board(&args.data, &args.board, |validation, loaded| {
        let pictures = PictureFiles(&validation.pictures);
        draw(&args, roll, &validation.catalog, &pictures, loaded)
    })
}

/// The board drawn, with the flight of `roll` when given, written to `--out`; a picture past the
/// pixel budget of `render` ([`check_pixels`]) is refused before drawing.
fn draw(
    args: &Args,
    roll: Option<Roll>,
    catalog: &Catalog,
    pictures: &dyn Pictures,
    loaded: &LoadedBoard<'_>,
) -> Exit {
    let flight = match (roll, loaded.last) {
        (Some(roll), Some(from)) => {
            let flown = claim_flying_machine(loaded.flown);
            match flown
                .and_then(|()| flight(&loaded.board, from, roll, board_input::meeple(&args.meeple)))
            {
                Ok(flight) => Some(flight),
                Err(error) => {
                    say!("error: {error}");
                    return Exit::Invalid;
                }
            }
        }
        (Some(_), None) => {
            say!(
                "error: {} names no tile just placed (`last`) to fly from",
                visible(&args.board.display().to_string())
            );
            return Exit::Invalid;
        }
        (None, _) => None,
    };
    // The picture is counted as a run of `render` counts its frames, one cell a frame.
    let cells = extent(&loaded.board, flight.as_ref()).cells();
    if let Err(refused) = check_pixels(usize::try_from(cells).unwrap_or(usize::MAX), 1, args.size) {
        say!("error: {refused}");
        return Exit::Usage;
    }
    let png = match board_png(
        &loaded.board,
        catalog,
        pictures,
        args.size,
        loaded.last,
        flight.as_ref(),
    ) {
        Ok(png) => png,
        Err(error) => {
            say!("error: cannot draw the board: {error}");
            return Exit::Usage;
        }
    };
    match write_file(&args.out, &Made::mark_picture(png), Made::Picture) {
        Ok(()) => {
            say!("wrote {}", visible(&args.out.display().to_string()));
            Exit::Clean
        }
        Err(error) => {
            say!(
                "error: cannot write {}: {error}",
                visible(&args.out.display().to_string())
            );
            Exit::Usage
        }
    }
}
