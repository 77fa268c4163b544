//! `tilecat score`: the points of a board per player and per feature.

use std::path::PathBuf;

use serde_json::json;

use crate::board::score;
use crate::cli::Exit;
use crate::cli::board_input::{self, OUTCOME_VERSION, OutcomeFormat, cell_text};
use crate::input::board_file::LoadedBoard;
use crate::output::words::counted;
use crate::rules::Role;
use crate::shared::escape::visible;

/// Arguments of `tilecat score`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The board file.
    board: PathBuf,
    /// Score as at the end of the game: incomplete features and fields too.
    #[arg(long = "final")]
    end_of_game: bool,
    /// How to print the points.
    #[arg(long, value_enum, default_value_t = OutcomeFormat::Human)]
    format: OutcomeFormat,
    #[arg(long, num_args = 1.., help = crate::cli::board_input::DATA_HELP)]
    data: Vec<PathBuf>,
}

/// Runs `tilecat score`.
pub fn run(args: Args) -> Exit {
    board_input::with_board(&args.data, &args.board, |_, loaded| {
        score_board(&args, loaded)
    })
}

/// The points of the board's features, printed; for people, every name from the board or the
/// data with its control characters as escapes ([`visible`]), so that a name cannot forge a
/// line of totals or move the terminal's cursor.
fn score_board(args: &Args, loaded: &LoadedBoard<'_>) -> Exit {
    let scoring = score(&loaded.board, args.end_of_game);
    let text = match args.format {
        OutcomeFormat::Json => {
            let features: Vec<_> = scoring
                .features
                .iter()
                .map(|feature| {
                    json!({
                        "kind": feature.kind.name(),
                        "at": [feature.at.0, feature.at.1],
                        "feature": feature.feature,
                        "complete": feature.complete,
                        "tiles": feature.tiles,
                        "points": feature.points,
                        "players": feature.players,
                        "placed-as": feature.role.name(),
                    })
                })
                .collect();
            let document = json!({
                "version": OUTCOME_VERSION,
                "final": args.end_of_game,
                "players": scoring.players,
                "features": features,
            });
            let mut text = crate::shared::json::pretty(&document).expect("a JSON value serializes");
            text.push('\n');
            text
        }
        OutcomeFormat::Human => {
            let mut text = String::new();
            for feature in &scoring.features {
                let state = if feature.complete {
                    "complete"
                } else {
                    "incomplete"
                };
                let players = if feature.players.is_empty() {
                    "nobody".to_owned()
                } else {
                    let names: Vec<_> = feature.players.iter().map(|name| visible(name)).collect();
                    names.join(", ")
                };
                let role = match feature.role {
                    Role::Usual => "",
                    Role::Abbot => ", its abbots",
                };
                text.push_str(&format!(
                    "{} {} `{}` at {}{role} ({}): {} for {players}\n",
                    state,
                    feature.kind.name(),
                    visible(&feature.feature),
                    cell_text(feature.at),
                    counted(feature.tiles as usize, "tile"),
                    counted(feature.points as usize, "point"),
                ));
            }
            for (player, points) in &scoring.players {
                text.push_str(&format!("{}: {points}\n", visible(player)));
            }
            if scoring.players.is_empty() {
                text.push_str("no meeple stands on the board: nobody scores\n");
            }
            text
        }
    };
    board_input::print(&text);
    Exit::Clean
}
