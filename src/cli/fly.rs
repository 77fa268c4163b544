//! `tilecat fly`: where a meeple flying from the tile just placed lands, for one roll or for
//! every roll with its odds.

use std::path::PathBuf;

use serde_json::{Value, json};

use crate::board::{Board, Cell, Flight, Place, flight, flight_odds};
use crate::cli::Exit;
use crate::cli::board_input::{self, OUTCOME_VERSION, OutcomeFormat, cell_text};
use crate::cli::console::say;
use crate::input::board_file::LoadedBoard;
use crate::rules::{Meeple, Role, Roll, claim_flying_machine};
use crate::shared::escape::visible;

/// Arguments of `tilecat fly`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The board file; its `last` names the tile whose flying machine is used.
    board: PathBuf,
    /// The die's roll: 1, 2 or 3. Without it, the outcome of every roll with its odds.
    #[arg(long)]
    roll: Option<u8>,
    /// The kind of meeple that flies.
    #[arg(long, default_value = "follower", value_parser = board_input::meeple_names())]
    meeple: String,
    /// How to print the outcome.
    #[arg(long, value_enum, default_value_t = OutcomeFormat::Human)]
    format: OutcomeFormat,
    #[arg(long, num_args = 1.., help = crate::cli::board_input::DATA_HELP)]
    data: Vec<PathBuf>,
}

/// A roll, its chance in lowest terms (none for a roll given on the command line) and its
/// flight.
type Rolled<'b, 't> = (Roll, Option<(u8, u8)>, Flight<'b, 't>);

/// Runs `tilecat fly`.
pub fn run(args: Args) -> Exit {
    let meeple = board_input::meeple(&args.meeple);
    let roll = match board_input::roll(args.roll) {
        Ok(roll) => roll,
        Err(exit) => return exit,
    };
    board_input::with_board(&args.data, &args.board, |_, loaded| {
        fly(&args, meeple, roll, loaded)
    })
}

/// The flights of `meeple` from the board's last tile, for `roll` or for every roll, printed.
fn fly(args: &Args, meeple: Meeple, roll: Option<Roll>, loaded: &LoadedBoard<'_>) -> Exit {
    let Some(from) = loaded.last else {
        say!(
            "error: {} names no tile just placed: add `last = [x, y]` naming a tile with a flying machine",
            visible(&args.board.display().to_string())
        );
        return Exit::Invalid;
    };
    if let Err(error) = claim_flying_machine(loaded.flown) {
        say!("error: {error}");
        return Exit::Invalid;
    }
    let flights: Vec<Rolled<'_, '_>> = match roll {
        Some(roll) => match flight(&loaded.board, from, roll, meeple) {
            Ok(flight) => vec![(roll, None, flight)],
            Err(error) => {
                say!("error: {error}");
                return Exit::Invalid;
            }
        },
        None => match flight_odds(&loaded.board, from, meeple) {
            Ok(odds) => odds
                .into_iter()
                .map(|odds| (odds.roll, Some(reduced(odds.faces, odds.of)), odds.flight))
                .collect(),
            Err(error) => {
                say!("error: {error}");
                return Exit::Invalid;
            }
        },
    };
    let text = match args.format {
        OutcomeFormat::Human => flights
            .iter()
            .map(|(roll, chance, flight)| human(&loaded.board, from, *roll, *chance, flight))
            .collect::<String>(),
        OutcomeFormat::Json => {
            let mut document = json!({
                "version": OUTCOME_VERSION,
                "from": [from.0, from.1],
                "meeple": meeple.name(),
            });
            match roll {
                Some(_) => {
                    let (roll, _, flight) = &flights[0];
                    document["roll"] = json!(roll.distance());
                    merge(&mut document, outcome(flight));
                }
                None => {
                    document["odds"] = flights
                        .iter()
                        .map(|(roll, chance, flight)| {
                            let (faces, of) = chance.unwrap_or((1, 1));
                            let mut entry = json!({
                                "roll": roll.distance(),
                                "chance": format!("{faces}/{of}"),
                                "probability": f64::from(faces) / f64::from(of),
                            });
                            merge(&mut entry, outcome(flight));
                            entry
                        })
                        .collect();
                }
            }
            let mut text = crate::shared::json::pretty(&document).expect("a JSON value serializes");
            text.push('\n');
            text
        }
    };
    board_input::print(&text);
    Exit::Clean
}

/// The outcome of `flight` as JSON: `target`, `tile`, `outcome`, `options` (features, each with
/// the ways the meeple may be `placed-as` there, then markers such as an acrobat space) and
/// `refused` (the places there a landing rule refuses, each with the rule).
fn outcome(flight: &Flight<'_, '_>) -> Value {
    let features = flight.options().map(|landing| {
        json!({
            "at": [landing.at.0, landing.at.1],
            "feature": landing.feature.id(),
            "kind": landing.feature.kind().name(),
            "placed-as": landing.roles.iter().map(|role| role.name()).collect::<Vec<_>>(),
        })
    });
    let markers = flight.marker_options().map(|landing| {
        json!({
            "at": [landing.at.0, landing.at.1],
            "marker": landing.marker.kind.name(),
        })
    });
    let options: Vec<Value> = features.chain(markers).collect();
    let refused: Vec<Value> = flight
        .refusals()
        .map(|refusal| {
            let mut entry = match refusal.place {
                Place::Feature(feature) => json!({
                    "feature": feature.id(),
                    "kind": feature.kind().name(),
                }),
                Place::Marker(marker) => json!({ "marker": marker.kind.name() }),
                Place::FlyingMachine(arrow) => json!({ "flying-machine": arrow.name() }),
                Place::Castle(city) => json!({ "castle": city.id() }),
            };
            entry["at"] = json!([refusal.at.0, refusal.at.1]);
            entry["rule"] = json!(refusal.reason.rule());
            entry
        })
        .collect();
    json!({
        "target": [flight.target.0, flight.target.1],
        "tile": flight.tile.map(|placed| placed.tile.id.as_ref()),
        "outcome": if flight.returns() { "return" } else { "land" },
        "options": options,
        "refused": refused,
    })
}

/// Adds the keys of `extra` to the object `document`.
fn merge(document: &mut Value, extra: Value) {
    if let (Value::Object(document), Value::Object(extra)) = (document, extra) {
        document.extend(extra);
    }
}

/// One line for people: the roll, its odds, where it leads and what the meeple may do there,
/// every name from the data with its control characters as escapes ([`visible`]).
fn human(
    board: &Board<'_>,
    from: Cell,
    roll: Roll,
    chance: Option<(u8, u8)>,
    flight: &Flight<'_, '_>,
) -> String {
    let odds = chance.map_or(String::new(), |(faces, of)| format!(" ({faces} in {of})"));
    let start = board.tile_at(from).map_or(String::new(), |placed| {
        format!(" from `{}`", placed.tile.id)
    });
    let head = format!(
        "roll {}{odds}{start} at {}: reaches {}",
        roll.distance(),
        cell_text(from),
        cell_text(flight.target)
    );
    let refused: String = flight
        .refusals()
        .map(|refusal| {
            let place = match refusal.place {
                Place::Feature(feature) => format!("`{}`", visible(feature.id())),
                Place::Marker(marker) => format!("the {}", marker.kind.name().replace('-', " ")),
                Place::FlyingMachine(_) => "its flying machine".to_owned(),
                Place::Castle(city) => format!("the castle over `{}`", visible(city.id())),
            };
            format!("; not on {place}: {}", refusal.reason.rule())
        })
        .collect();
    match flight.tile {
        None => format!("{head}, an empty cell: the meeple returns to its supply\n"),
        Some(placed) if flight.returns() => format!(
            "{head}, `{}`, with nothing it may take: the meeple returns to its supply{refused}\n",
            placed.tile.id
        ),
        Some(placed) => {
            let features = flight.options().map(|landing| {
                let abbot = if landing.roles.contains(&Role::Abbot) {
                    ", as a monk or as an abbot"
                } else {
                    ""
                };
                format!(
                    "`{}` ({}{abbot})",
                    visible(landing.feature.id()),
                    landing.feature.kind().name()
                )
            });
            let markers = flight
                .marker_options()
                .map(|landing| format!("the {}", landing.marker.kind.name().replace('-', " ")));
            let options: Vec<String> = features.chain(markers).collect();
            format!(
                "{head}, `{}`: lands on {}{refused}\n",
                placed.tile.id,
                options.join(" or ")
            )
        }
    }
}

/// The fraction `faces / of` in lowest terms.
fn reduced(faces: u8, of: u8) -> (u8, u8) {
    let (mut a, mut b) = (faces, of);
    while b != 0 {
        (a, b) = (b, a % b);
    }
    let divisor = a.max(1);
    (faces / divisor, of / divisor)
}
