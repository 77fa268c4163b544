//! The landing rules of The Flier's rules, each with its board in `examples/landing/`: no flier
//! lands on a tower, in the City of Carcassonne (but on the features outside it), on a magic
//! portal or on the Wheel of Fortune; only a follower lands on an acrobat space; shared
//! features score for their majority, ties all scoring; on abbots' monasteries and Japanese
//! buildings the monks and the abbots are scored apart. The abbot's landing on a monastery or a
//! garden is `tests/flights.rs`'s.

use serde_json::{Value, json};

use crate::common::tilecat;

/// The catalog the examples need: the bundled data and the landing examples' tiles.
pub(crate) const DATA: [&str; 3] = ["--data", "data", "examples/landing/data"];

/// The road of the tile a flight of 1 reaches on the landing boards, as an option.
pub(crate) fn road() -> Value {
    json!({ "at": [-1, 0], "feature": "road", "kind": "road", "placed-as": ["usual"] })
}

/// Every board of `examples/landing/`.
const EXAMPLES: [&str; 21] = [
    "japanese-building",
    "landing-abbots-monastery",
    "landing-acrobat-space",
    "landing-castle",
    "landing-city-of-carcassonne",
    "landing-city-of-leipzig",
    "landing-flying-machine",
    "landing-german-castle",
    "landing-german-castle-road",
    "landing-magic-portal",
    "landing-phantom",
    "landing-school",
    "landing-tower",
    "landing-wheel-of-fortune",
    "monks-and-abbots",
    "shared-abbey",
    "shared-cemetery",
    "shared-features",
    "shared-german-castle",
    "shared-german-cathedral",
    "shared-haunted-castle",
];

/// `tilecat` with `args` on the example board `example`, then `DATA`, as JSON.
pub(crate) fn run(command: &[&str], example: &str) -> Value {
    let board = format!("examples/landing/{example}.toml");
    let mut args = vec![command[0], &board];
    args.extend(&command[1..]);
    args.extend(["--format", "json"]);
    args.extend(DATA);
    let run = tilecat(&args);
    assert_eq!(run.code, 0, "{example}: {}", run.stderr);
    serde_json::from_str(&run.stdout).expect("JSON")
}

#[test]
fn no_flier_lands_on_a_tower() {
    let flight = run(&["fly", "--roll", "1"], "landing-tower");
    assert_eq!(flight["tile"], "landing-T");
    assert_eq!(flight["options"], json!([road()]));
    assert_eq!(
        flight["refused"],
        json!([{
            "at": [-1, 0],
            "feature": "tower",
            "kind": "tower",
            "rule": "no flier lands on a tower"
        }])
    );
}

#[test]
fn no_flier_lands_in_the_city_of_carcassonne_but_on_the_road_outside_it() {
    let flight = run(&["fly", "--roll", "1"], "landing-city-of-carcassonne");
    assert_eq!(flight["tile"], "landing-Q");
    assert_eq!(flight["options"], json!([road()]));
    assert_eq!(
        flight["refused"],
        json!([{
            "at": [-1, 0],
            "feature": "castle",
            "kind": "quarter",
            "rule": "no flier lands in the City of Carcassonne, only on the features outside it"
        }])
    );
}

#[test]
fn a_follower_may_stand_in_a_quarter_it_may_not_fly_to() {
    use tilecat::board::Board;
    use tilecat::model::{FeatureKind, Rotation};
    use tilecat::rules::{Meeple, NoLanding};
    let validation =
        tilecat::input::validate::validate_paths(&["data".into(), "examples/landing/data".into()]);
    assert!(
        validation.diagnostics.is_empty(),
        "{:#?}",
        validation.diagnostics
    );
    let quarter = validation
        .catalog
        .tiles
        .iter()
        .find(|tile| tile.id == "landing-Q")
        .unwrap();
    let mut board = Board::new();
    board.place(quarter, (0, 0), Rotation::R0).unwrap();
    board
        .add_meeple("red", Meeple::Follower, (0, 0), "castle")
        .unwrap();
    assert!(
        board
            .add_meeple("red", Meeple::LargeMeeple, (0, 0), "castle")
            .is_err()
    );
    assert_eq!(
        NoLanding::of(FeatureKind::Quarter),
        Some(NoLanding::CityOfCarcassonne)
    );
}

/// Each scored group of `score`'s features as (cell, placed-as, points, players).
pub(crate) fn groups(score: &Value) -> Vec<(Value, Value, Value, Value)> {
    score["features"]
        .as_array()
        .unwrap()
        .iter()
        .map(|feature| {
            (
                feature["at"].clone(),
                feature["placed-as"].clone(),
                feature["points"].clone(),
                feature["players"].clone(),
            )
        })
        .collect()
}

#[test]
fn no_flier_lands_on_a_magic_portal() {
    let flight = run(&["fly", "--roll", "1"], "landing-magic-portal");
    assert_eq!(flight["tile"], "landing-P");
    assert_eq!(flight["options"], json!([road()]));
    assert_eq!(
        flight["refused"],
        json!([{ "at": [-1, 0], "marker": "magic-portal", "rule": "no flier lands on a magic portal" }])
    );
}

#[test]
fn no_flier_lands_on_the_wheel_of_fortune_but_on_the_road_outside_it() {
    let flight = run(&["fly", "--roll", "1"], "landing-wheel-of-fortune");
    assert_eq!(flight["tile"], "landing-W");
    assert_eq!(flight["options"], json!([road()]));
    assert_eq!(
        flight["refused"],
        json!([{
            "at": [-1, 0],
            "marker": "wheel-of-fortune",
            "rule": "no flier lands on the Wheel of Fortune"
        }])
    );
}

#[test]
fn no_flier_lands_on_another_flying_machine() {
    let flight = run(&["fly", "--roll", "1"], "landing-flying-machine");
    assert_eq!(flight["tile"], "flier-D");
    assert_eq!(flight["options"], json!([road()]));
    assert_eq!(
        flight["refused"],
        json!([{
            "at": [-1, 0],
            "flying-machine": "NW",
            "rule": "no flier lands on another flying machine"
        }])
    );
}

#[test]
fn a_flier_lands_on_an_abbots_monastery_as_a_monk_or_as_an_abbot() {
    let flight = run(&["fly", "--roll", "1"], "landing-abbots-monastery");
    assert_eq!(flight["tile"], "landing-M");
    assert_eq!(
        flight["options"],
        json!([{
            "at": [-1, 0],
            "feature": "monastery",
            "kind": "monastery",
            "placed-as": ["usual", "abbot"]
        }])
    );
    assert_eq!(flight["refused"], json!([]));
}

#[test]
fn only_a_follower_lands_on_an_acrobat_space() {
    let road = road();
    let follower = run(&["fly", "--roll", "1"], "landing-acrobat-space");
    assert_eq!(
        follower["options"],
        json!([road, { "at": [-1, 0], "marker": "acrobat-space" }])
    );
    assert_eq!(follower["refused"], json!([]));
    for meeple in ["large-meeple", "wagon", "phantom"] {
        let flight = run(
            &["fly", "--roll", "1", "--meeple", meeple],
            "landing-acrobat-space",
        );
        assert_eq!(flight["options"], json!([road]), "{meeple}");
        assert_eq!(
            flight["refused"],
            json!([{
                "at": [-1, 0],
                "marker": "acrobat-space",
                "rule": "only a regular meeple lands on an acrobat space"
            }]),
            "{meeple}"
        );
    }
}

#[test]
fn shared_shrines_churches_monasteries_and_gardens_score_for_their_majority_and_ties_all_score() {
    let score = run(&["score", "--final"], "shared-features");
    assert_eq!(
        groups(&score),
        [
            (json!([0, 0]), json!("usual"), json!(2), json!(["blue"])),
            (
                json!([1, 0]),
                json!("usual"),
                json!(3),
                json!(["blue", "red"])
            ),
            // The Abbot's meeple counts with the followers on a plain monastery.
            (json!([2, 0]), json!("usual"), json!(3), json!(["blue"])),
            (
                json!([3, 0]),
                json!("usual"),
                json!(2),
                json!(["blue", "red"])
            ),
        ]
    );
    assert_eq!(score["players"], json!({ "blue": 10, "red": 5 }));
}

#[test]
fn the_monks_and_the_abbots_on_a_monastery_of_germany_are_scored_apart() {
    let score = run(&["score", "--final"], "monks-and-abbots");
    // Together blue's two monks would outnumber red's abbot, and red would score nothing; the
    // abbots score their lines of tiles (1 + 2 east + 1 south + 1 west), the monks the tiles
    // around (1 + 3).
    assert_eq!(
        groups(&score),
        [
            (json!([0, 0]), json!("usual"), json!(4), json!(["blue"])),
            (json!([0, 0]), json!("abbot"), json!(5), json!(["red"])),
        ]
    );
    assert_eq!(score["players"], json!({ "blue": 4, "red": 5 }));
    // During the game the abbots never score, even with nothing left to place.
    let during = run(&["score"], "monks-and-abbots");
    assert_eq!(during["features"], json!([]));
}

#[test]
fn the_monks_and_the_abbots_on_a_japanese_building_are_scored_apart() {
    let score = run(&["score", "--final"], "japanese-building");
    assert_eq!(
        groups(&score),
        [
            (json!([0, 0]), json!("usual"), json!(2), json!(["red"])),
            (
                json!([0, 0]),
                json!("abbot"),
                json!(2),
                json!(["blue", "red"])
            ),
        ]
    );
    assert_eq!(score["players"], json!({ "blue": 2, "red": 4 }));
}

#[test]
fn a_meeple_placed_as_an_abbot_on_a_plain_monastery_is_refused_with_its_place() {
    let folder = tempfile::tempdir().unwrap();
    let board = folder.path().join("board.toml");
    std::fs::write(
        &board,
        "[[tiles]]\ntile = \"base-B\"\nat = [0, 0]\n\n[[meeples]]\nat = [0, 0]\n\
         feature = \"monastery\"\nplayer = \"red\"\nplaced-as = \"abbot\"\n",
    )
    .unwrap();
    let mut args = vec!["score".to_owned(), board.display().to_string()];
    args.extend(DATA.map(str::to_owned));
    let run = tilecat(&args);
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(
        run.stderr.contains("E054")
            && run.stderr.contains(
                "only a monastery of Monasteries in Germany, the Netherlands & Belgium or a \
                 Japanese building takes a meeple placed as an abbot"
            )
            && run.stderr.contains(":9:"),
        "{}",
        run.stderr
    );
}

#[test]
fn render_board_draws_the_landing_examples() {
    let folder = tempfile::tempdir().unwrap();
    for example in EXAMPLES {
        let board = format!("examples/landing/{example}.toml");
        let out = folder.path().join(format!("{example}.png"));
        let mut args = vec![
            "render".to_owned(),
            "board".to_owned(),
            board,
            "--out".to_owned(),
            out.display().to_string(),
        ];
        // The landing boards have a tile just placed to fly from; the scoring boards do not,
        // and on the phantom's board the flying machine has been used this turn.
        if example.starts_with("landing-") && example != "landing-phantom" {
            args.extend(["--roll".to_owned(), "1".to_owned()]);
        }
        args.extend(DATA.map(str::to_owned));
        let run = tilecat(&args);
        assert_eq!(run.code, 0, "{example}: {}", run.stderr);
        assert!(std::fs::metadata(&out).unwrap().len() > 0);
    }
}

#[test]
fn render_board_rings_an_acrobat_space_a_follower_may_land_on_and_not_a_refused_portal() {
    /// The ring's colour: the flight's yellow.
    const FLIGHT: [u8; 3] = [0xff, 0xd2, 0x1f];
    let folder = tempfile::tempdir().unwrap();
    let ringed = |example: &str| {
        let out = folder.path().join(format!("{example}.png"));
        let mut args = vec![
            "render".to_owned(),
            "board".to_owned(),
            format!("examples/landing/{example}.toml"),
            "--roll".to_owned(),
            "1".to_owned(),
            "--size".to_owned(),
            "128".to_owned(),
            "--out".to_owned(),
            out.display().to_string(),
        ];
        args.extend(DATA.map(str::to_owned));
        let run = tilecat(&args);
        assert_eq!(run.code, 0, "{example}: {}", run.stderr);
        let picture = image::open(&out).unwrap().to_rgb8();
        // Both markers sit south of the centre of the tile reached, the picture's first cell:
        // at (0.5, 0.78) of the tile, the ring 0.12 below it.
        picture.get_pixel(64, 115).0 == FLIGHT
    };
    assert!(ringed("landing-acrobat-space"));
    assert!(!ringed("landing-magic-portal"));
}

#[test]
fn the_duplicate_check_tells_the_quarters_apart() {
    use tilecat::model::{Feature, Quarter, TileShape};
    let validation = tilecat::input::validate::validate_paths(&["examples/landing/data".into()]);
    let castle = validation
        .catalog
        .tiles
        .iter()
        .find(|tile| tile.id == "landing-Q")
        .unwrap();
    let mut market = castle.clone();
    market.features = market
        .features
        .iter()
        .map(|feature| match feature {
            Feature::Quarter {
                id, edges, place, ..
            } => Feature::Quarter {
                id: id.clone(),
                quarter: Some(Quarter::Market),
                edges: edges.clone(),
                place: *place,
            },
            other => other.clone(),
        })
        .collect();
    assert_ne!(TileShape::canonical(castle), TileShape::canonical(&market));
    assert_eq!(
        TileShape::canonical(castle),
        TileShape::canonical(&castle.clone())
    );
}
