//! The landing rules of The Flier's rules that the model holds, each with its board in
//! `examples/landing/`: no flier lands on a tower or in the City of Carcassonne (but on the
//! features outside it), and the monks and the abbots on a monastery are scored apart. The
//! abbot's landing on a monastery or a garden is `tests/flights.rs`'s.

use serde_json::{Value, json};

use crate::common::tilecat;

/// The catalog the examples need: the bundled data and the landing examples' tiles.
const DATA: [&str; 3] = ["--data", "data", "examples/landing/data"];

/// `tilecat` with `args` on the example board `example`, then `DATA`, as JSON.
fn run(command: &[&str], example: &str) -> Value {
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
    assert_eq!(
        flight["options"],
        json!([{ "at": [-1, 0], "feature": "road", "kind": "road" }])
    );
}

#[test]
fn no_flier_lands_in_the_city_of_carcassonne_but_on_the_road_outside_it() {
    let flight = run(&["fly", "--roll", "1"], "landing-city-of-carcassonne");
    assert_eq!(flight["tile"], "landing-Q");
    assert_eq!(
        flight["options"],
        json!([{ "at": [-1, 0], "feature": "road", "kind": "road" }])
    );
}

#[test]
fn a_follower_may_stand_in_a_quarter_it_may_not_fly_to() {
    use tilecat::board::Board;
    use tilecat::model::{FeatureKind, Rotation};
    use tilecat::rules::{Meeple, NoLanding};
    let validation =
        tilecat::validate::validate_paths(&["data".into(), "examples/landing/data".into()]);
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

#[test]
fn the_monks_and_the_abbot_on_a_monastery_are_scored_apart() {
    let score = run(&["score", "--final"], "monks-and-abbots");
    // Together blue's two monks would outnumber red's abbot, and red would score nothing.
    assert_eq!(score["players"], json!({ "blue": 1, "red": 1 }));
    let players: Vec<&Value> = score["features"]
        .as_array()
        .unwrap()
        .iter()
        .map(|feature| &feature["players"])
        .collect();
    assert_eq!(players, [&json!(["blue"]), &json!(["red"])]);
}

#[test]
fn render_board_draws_the_landing_examples() {
    let folder = tempfile::tempdir().unwrap();
    for example in ["landing-tower", "landing-city-of-carcassonne"] {
        let board = format!("examples/landing/{example}.toml");
        let out = folder.path().join(format!("{example}.png"));
        let mut args = vec![
            "render".to_owned(),
            "board".to_owned(),
            board,
            "--roll".to_owned(),
            "1".to_owned(),
            "--out".to_owned(),
            out.display().to_string(),
        ];
        args.extend(DATA.map(str::to_owned));
        let run = tilecat(&args);
        assert_eq!(run.code, 0, "{example}: {}", run.stderr);
        assert!(std::fs::metadata(&out).unwrap().len() > 0);
    }
}

#[test]
fn the_duplicate_check_tells_the_quarters_apart() {
    use tilecat::model::{Feature, Quarter, TileShape};
    let validation = tilecat::validate::validate_paths(&["examples/landing/data".into()]);
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
