//! The flight examples of The Flier's rules, as board files in `examples/flights/`: `tilecat fly`
//! gives exactly the outcome the rules state. Also the odds, scoring and the located errors of
//! bad board files.

use crate::common;

use serde_json::{Value, json};

use common::tilecat;

/// The catalog the examples need: the bundled data and the example-only tiles beside them.
const DATA: [&str; 3] = ["--data", "data", "examples/flights/data"];

/// `tilecat fly` on `example` with `roll`, as JSON.
fn fly(example: &str, roll: u8) -> Value {
    let board = format!("examples/flights/{example}.toml");
    let roll = roll.to_string();
    let mut args = vec!["fly", &board, "--roll", &roll, "--format", "json"];
    args.extend(DATA);
    let run = tilecat(&args);
    assert_eq!(run.code, 0, "{example} roll {roll}: {}", run.stderr);
    serde_json::from_str(&run.stdout).expect("fly prints JSON")
}

/// The (cell, feature id) of every landing option.
fn options(outcome: &Value) -> Vec<(Value, String)> {
    outcome["options"]
        .as_array()
        .expect("options is an array")
        .iter()
        .map(|option| {
            (
                option["at"].clone(),
                option["feature"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

fn option(at: [i32; 2], feature: &str) -> (Value, String) {
    (json!(at), feature.to_owned())
}

#[test]
fn example_1_a_three_returns_and_a_two_offers_the_monastery_and_the_city() {
    let three = fly("example-1", 3);
    assert_eq!(three["target"], json!([-3, -3]));
    assert_eq!(three["tile"], Value::Null);
    assert_eq!(three["outcome"], "return");
    assert!(options(&three).is_empty());
    let two = fly("example-1", 2);
    assert_eq!(two["target"], json!([-2, -2]));
    assert_eq!(two["tile"], "example-M");
    assert_eq!(two["outcome"], "land");
    // Both occupied (blue on the monastery, yellow on the city); the complete road is not offered.
    assert_eq!(
        options(&two),
        [option([-2, -2], "city"), option([-2, -2], "monastery")]
    );
    let kinds: Vec<&str> = two["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|option| option["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["city", "monastery"]);
}

#[test]
fn example_2_a_two_offers_only_the_city() {
    let two = fly("example-2", 2);
    assert_eq!(two["target"], json!([-2, 0]));
    assert_eq!(two["tile"], "base-D");
    assert_eq!(two["outcome"], "land");
    assert_eq!(options(&two), [option([-2, 0], "city")]);
}

#[test]
fn examples_3a_and_3b_a_one_offers_only_the_city_not_the_road_just_completed() {
    for (example, tile) in [("example-3a", "base-D"), ("example-3b", "base-J")] {
        let one = fly(example, 1);
        assert_eq!(one["target"], json!([-1, 0]), "{example}");
        assert_eq!(one["tile"], tile, "{example}");
        assert_eq!(one["outcome"], "land", "{example}");
        assert_eq!(options(&one), [option([-1, 0], "city")], "{example}");
    }
}

#[test]
fn example_3c_a_one_offers_both_incomplete_roads_occupied_or_not() {
    let one = fly("example-3c", 1);
    assert_eq!(one["tile"], "base-W");
    assert_eq!(
        options(&one),
        [option([-1, 0], "east-road"), option([-1, 0], "south-road")]
    );
}

#[test]
fn without_a_roll_fly_gives_every_distance_with_its_odds() {
    let mut args = vec!["fly", "examples/flights/example-1.toml", "--format", "json"];
    args.extend(DATA);
    let run = tilecat(&args);
    run.expect_success();
    let document: Value = serde_json::from_str(&run.stdout).unwrap();
    let odds = document["odds"].as_array().unwrap();
    let summary: Vec<(u64, &str, &str)> = odds
        .iter()
        .map(|odds| {
            (
                odds["roll"].as_u64().unwrap(),
                odds["chance"].as_str().unwrap(),
                odds["outcome"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        summary,
        [(1, "1/3", "land"), (2, "1/3", "land"), (3, "1/3", "return")]
    );
    // The odds agree with the single rolls.
    for (index, roll) in [1, 2, 3].into_iter().enumerate() {
        assert_eq!(options(&odds[index]), options(&fly("example-1", roll)));
    }
    // The mayor takes only the city; the abbot only the monastery.
    for (meeple, expected) in [("mayor", "city"), ("abbot", "monastery")] {
        let mut args = vec![
            "fly",
            "examples/flights/example-1.toml",
            "--roll",
            "2",
            "--meeple",
            meeple,
            "--format",
            "json",
        ];
        args.extend(DATA);
        let run = tilecat(&args);
        let outcome: Value = serde_json::from_str(&run.stdout).unwrap();
        assert_eq!(options(&outcome), [option([-2, -2], expected)], "{meeple}");
    }
}

#[test]
fn fly_in_words_and_a_roll_the_die_cannot_show() {
    let mut args = vec!["fly", "examples/flights/example-2.toml", "--roll", "2"];
    args.extend(DATA);
    let run = tilecat(&args);
    run.expect_success();
    assert_eq!(
        run.stdout,
        "roll 2 from `flier-B` at [0, 0]: reaches [-2, 0], `base-D`: lands on `city` (city)\n"
    );
    let mut args = vec!["fly", "examples/flights/example-2.toml", "--roll", "4"];
    args.extend(DATA);
    let run = tilecat(&args);
    assert_eq!(run.code, 2);
    assert!(
        run.stderr.contains("no face of the die shows 4"),
        "{}",
        run.stderr
    );
}

#[test]
fn score_counts_the_majority_and_the_end_of_game() {
    let mut args = vec![
        "score",
        "examples/flights/example-1.toml",
        "--final",
        "--format",
        "json",
    ];
    args.extend(DATA);
    let run = tilecat(&args);
    run.expect_success();
    let document: Value = serde_json::from_str(&run.stdout).unwrap();
    // Yellow's city cap: 1 tile, incomplete. Blue's monastery: itself and two tiles around it.
    assert_eq!(document["players"], json!({ "blue": 3, "yellow": 1 }));
    assert_eq!(document["final"], true);
    let mut args = vec![
        "score",
        "examples/flights/example-1.toml",
        "--format",
        "json",
    ];
    args.extend(DATA);
    let run = tilecat(&args);
    let document: Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(document["players"], json!({ "blue": 0, "yellow": 0 }));
    assert_eq!(document["features"], json!([]));
}

/// `tilecat score` on the bad board `name` fails with exit 1 and one diagnostic: `code` at
/// `line:column`.
fn assert_bad_board(name: &str, code: &str, place: &str, words: &str) {
    let path = format!("tests/fixtures/boards/{name}.toml");
    let mut args = vec!["score", path.as_str()];
    args.extend(DATA);
    let run = tilecat(&args);
    assert_eq!(run.code, 1, "{name}: {}", run.stderr);
    assert_eq!(
        run.stderr.matches("error[").count(),
        1,
        "{name}: {}",
        run.stderr
    );
    assert!(
        run.stderr.contains(&format!("error[{code}]")),
        "{name}: {}",
        run.stderr
    );
    assert!(
        run.stderr.contains(&format!("--> {path}:{place}")),
        "{name}: {}",
        run.stderr
    );
    assert!(run.stderr.contains(words), "{name}: {}", run.stderr);
    assert!(run.stdout.is_empty(), "{name}: {}", run.stdout);
}

#[test]
fn bad_boards_get_located_errors() {
    assert_bad_board("unknown-tile", "E041", "6:8", "no tile `flier-Z`");
    assert_bad_board("misspelt-tile", "E041", "6:8", "did you mean `flier-B`?");
    assert_bad_board(
        "cell-taken",
        "E042",
        "7:6",
        "where `flier-A` (tiles[0]) already lies",
    );
    assert_bad_board(
        "side-mismatch",
        "E043",
        "7:6",
        "the W side of `flier-G` at [1, 0] (field) does not match the E side of `flier-B` at [0, 0] (road)",
    );
    assert_bad_board("tile-apart", "E044", "7:6", "not joined");
    assert_bad_board("unknown-feature", "E045", "7:11", "has no feature `city`");
    assert_bad_board(
        "last-without-flier",
        "E046",
        "1:8",
        "`base-E` at [0, 0], which has no flying machine",
    );
    assert_bad_board(
        "unknown-key",
        "E006",
        "4:1",
        "unknown key `rotaton` in `tiles[0]`",
    );
    assert_bad_board(
        "bad-rotation",
        "E009",
        "4:12",
        "unknown value `45` for `tiles[0].rotation`",
    );
    assert_bad_board("far-out", "E010", "7:6", "too far out");
    assert_bad_board(
        "meeple-not-allowed",
        "E048",
        "7:11",
        "`road` of `flier-A` at [0, 0] is a road, and an abbot stands only on a monastery or a garden",
    );
}

/// `tilecat score` on a board of flier-B (a road between two fields) at the origin with one
/// meeple of `kind` on `feature`.
fn score_one_meeple(kind: &str, feature: &str) -> common::Run {
    let folder = common::temp_dir("meeple-kind");
    let board = folder.path().join("board.toml");
    std::fs::write(
        &board,
        format!(
            "[[tiles]]\ntile = \"flier-B\"\nat = [0, 0]\n\n[[meeples]]\nat = [0, 0]\n\
             feature = \"{feature}\"\nplayer = \"blue\"\nkind = \"{kind}\"\n"
        ),
    )
    .unwrap();
    let board = board.to_str().unwrap().to_owned();
    let mut args = vec!["score", board.as_str(), "--final", "--format", "json"];
    args.extend(DATA);
    tilecat(&args)
}

#[test]
fn a_meeple_stands_only_on_the_features_its_kind_may() {
    // A wagon never farms: refused on the field where it scored as a farmer.
    let wagon = score_one_meeple("wagon", "north-field");
    wagon.expect_code(1);
    assert!(wagon.stdout.is_empty(), "{}", wagon.stdout);
    assert_eq!(
        wagon.stderr.matches("error[").count(),
        1,
        "{}",
        wagon.stderr
    );
    assert!(
        wagon.stderr.contains(
            "error[E048]: `north-field` of `flier-B` at [0, 0] is a field, and a wagon stands \
             only on a road, a city, a monastery or a German castle"
        ),
        "{}",
        wagon.stderr
    );
    assert!(wagon.stderr.contains("board.toml:7:11"), "{}", wagon.stderr);
    let mayor = score_one_meeple("mayor", "road");
    mayor.expect_code(1);
    assert!(
        mayor.stderr.contains("a mayor stands only on a city"),
        "{}",
        mayor.stderr
    );
    // Where the rules allow them, they stand and score.
    for (kind, feature) in [
        ("wagon", "road"),
        ("follower", "north-field"),
        ("large-meeple", "road"),
        ("phantom", "south-field"),
    ] {
        let run = score_one_meeple(kind, feature);
        assert_eq!(run.code, 0, "{kind} on {feature}: {}", run.stdout);
    }
}

#[test]
fn a_missing_board_is_an_io_error() {
    let mut args = vec!["fly", "examples/flights/no-such-board.toml"];
    args.extend(DATA);
    let run = tilecat(&args);
    run.expect_code(2);
    assert!(run.stderr.contains("E001"), "{}", run.stderr);
}

#[test]
fn render_board_draws_the_board_and_the_flight_the_same_every_time() {
    let folder = common::temp_dir("render-board");
    let out = folder.path().join("example-1.png");
    let out = out.to_str().unwrap();
    let mut args = vec![
        "render",
        "board",
        "examples/flights/example-1.toml",
        "--roll",
        "2",
        "--out",
        out,
        "--size",
        "64",
    ];
    args.extend(DATA);
    let run = tilecat(&args);
    run.expect_success();
    let first = std::fs::read(out).unwrap();
    assert!(first.starts_with(b"\x89PNG\r\n\x1a\n"));
    // Width and height from the IHDR chunk: the tiles span 3 × 3 cells of 64 pixels.
    let width = u32::from_be_bytes(first[16..20].try_into().unwrap());
    let height = u32::from_be_bytes(first[20..24].try_into().unwrap());
    assert_eq!((width, height), (192, 192));
    assert_eq!(tilecat(&args).code, 0);
    assert_eq!(
        std::fs::read(out).unwrap(),
        first,
        "the same board gives the same bytes"
    );
    // A roll of 3 reaches an empty cell beyond the tiles: the picture grows to show it.
    args[4] = "3";
    assert_eq!(tilecat(&args).code, 0);
    let third = std::fs::read(out).unwrap();
    let width = u32::from_be_bytes(third[16..20].try_into().unwrap());
    assert_eq!(width, 256);
}

#[test]
fn the_readme_pictures_of_the_examples_are_current() {
    let folder = common::temp_dir("flight-pictures");
    for (example, roll) in [
        ("1", "2"),
        ("2", "2"),
        ("3a", "1"),
        ("3b", "1"),
        ("3c", "1"),
    ] {
        let board = format!("examples/flights/example-{example}.toml");
        let out = folder.path().join(format!("example-{example}.png"));
        let out = out.to_str().unwrap();
        let mut args = vec![
            "render", "board", &board, "--roll", roll, "--size", "96", "--out", out,
        ];
        args.extend(DATA);
        let run = tilecat(&args);
        assert_eq!(run.code, 0, "{example}: {}", run.stderr);
        let committed = std::fs::read(format!("docs/flights/example-{example}.png")).unwrap();
        assert!(
            std::fs::read(out).unwrap() == committed,
            "docs/flights/example-{example}.png is stale: run the command in docs/manual.md's rules section"
        );
    }
}

#[test]
fn the_example_boards_follow_the_board_schema_and_the_schema_refuses_bad_ones() {
    let schema: Value =
        serde_json::from_str(include_str!("../../../schema/board.schema.json")).unwrap();
    let validator = jsonschema::draft202012::new(&schema).expect("the board schema compiles");
    for example in ["1", "2", "3a", "3b", "3c"] {
        let path = format!("examples/flights/example-{example}.toml");
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(
            text.starts_with("#:schema ../../schema/board.schema.json\n"),
            "{path}"
        );
        let board: Value = toml::from_str(&text).unwrap();
        let errors: Vec<String> = validator
            .iter_errors(&board)
            .map(|e| e.to_string())
            .collect();
        assert!(errors.is_empty(), "{path}: {errors:?}");
    }
    for bad in ["unknown-key", "bad-rotation"] {
        let path = format!("tests/fixtures/boards/{bad}.toml");
        let board: Value = toml::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        assert!(!validator.is_valid(&board), "{path}");
    }
}

#[test]
fn validate_checks_the_boards_among_the_data_against_the_catalog_named_with_them() {
    let run = tilecat(["validate", "data", "examples/flights"]);
    run.expect_success();
    assert!(run.stderr.contains(", 5 boards"), "{}", run.stderr);

    let folder = common::temp_dir("validate-boards");
    let board = folder.path().join("board.toml");
    let text = std::fs::read_to_string("examples/flights/example-2.toml").unwrap();
    std::fs::write(&board, text.replacen("\"base-D\"", "\"base-DD\"", 1)).unwrap();
    let line = text
        .lines()
        .position(|line| line.contains("\"base-D\""))
        .unwrap()
        + 1;
    let board = board.to_str().unwrap();
    let run = tilecat(["validate", "data", "examples/flights/data", board]);
    run.expect_code(1);
    assert!(
        run.stderr
            .contains("error[E041]: the catalog has no tile `base-DD`"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr.contains(&format!("{board}:{line}:8")),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr.contains("did you mean `base-D`?"),
        "{}",
        run.stderr
    );
    assert!(
        !run.stderr.contains("E006"),
        "a board is not read as a tile: {}",
        run.stderr
    );
}

#[test]
fn a_board_checked_on_its_own_is_read_against_the_catalog_fly_uses() {
    // No `--data`: `data/` and the `data/` folder beside the board, where example-M lives.
    let run = tilecat(["validate", "examples/flights/example-1.toml"]);
    run.expect_success();
    assert!(run.stderr.ends_with(", 1 board\n"), "{}", run.stderr);
    let run = tilecat(["fly", "examples/flights/example-1.toml", "--roll", "2"]);
    run.expect_success();
    assert!(run.stdout.contains("`example-M`"), "{}", run.stdout);
    // `--data` names the catalog instead, for `validate` as for `fly`.
    let run = tilecat([
        "validate",
        "--data",
        "data",
        "--",
        "examples/flights/example-1.toml",
    ]);
    assert_eq!(run.code, 1, "without the example tiles: {}", run.stderr);
    assert!(
        run.stderr.contains("the catalog has no tile `example-M`"),
        "{}",
        run.stderr
    );
    let mut args = vec!["validate", "examples/flights/example-1.toml"];
    args.extend(DATA);
    assert_eq!(tilecat(&args).code, 0);
}

#[test]
fn every_flag_a_hint_names_exists_on_the_command_that_gave_it() {
    let folder = common::temp_dir("hint-flags");
    let board = folder.path().join("board.toml");
    std::fs::write(
        &board,
        "last = [0, 0]\n[[tiles]]\ntile = \"flier-Q\"\nat = [0, 0]\n",
    )
    .unwrap();
    let board = board.to_str().unwrap();
    for command in [
        vec!["validate", "data", board],
        vec!["validate", board],
        vec!["fly", board],
        vec!["score", board],
    ] {
        let run = tilecat(&command);
        assert_eq!(run.code, 1, "{command:?}: {}", run.stderr);
        let help = tilecat([command[0], "--help"]).stdout;
        let flags: Vec<&str> = run
            .stderr
            .split('`')
            .skip(1)
            .step_by(2)
            .filter(|quoted| quoted.starts_with("--"))
            .collect();
        assert!(
            !flags.is_empty(),
            "{command:?} names the flag: {}",
            run.stderr
        );
        for flag in flags {
            assert!(
                help.contains(flag),
                "{command:?} names `{flag}`, which it lacks"
            );
        }
    }
}

#[test]
fn a_tile_id_in_the_wrong_case_gets_the_right_one_suggested() {
    let folder = common::temp_dir("miscased");
    let board = folder.path().join("board.toml");
    std::fs::write(
        &board,
        "last = [0, 0]\n[[tiles]]\ntile = \"flier-b\"\nat = [0, 0]\n",
    )
    .unwrap();
    let run = tilecat(["fly", board.to_str().unwrap()]);
    run.expect_code(1);
    assert!(
        run.stderr.contains("help: did you mean `flier-B`?"),
        "{}",
        run.stderr
    );
    let out = folder.path().join("pictures");
    let run = tilecat([
        "render",
        "--tile",
        "flier-b",
        "--out",
        out.to_str().unwrap(),
    ]);
    run.expect_code(2);
    assert!(
        run.stderr
            .contains("no tile with id `flier-b`; did you mean `flier-B`?"),
        "{}",
        run.stderr
    );
}

#[test]
fn score_on_a_board_with_no_meeples_says_nobody_scores() {
    let folder = common::temp_dir("no-meeples");
    let board = folder.path().join("board.toml");
    std::fs::write(
        &board,
        "last = [0, 0]\n[[tiles]]\ntile = \"flier-B\"\nat = [0, 0]\n",
    )
    .unwrap();
    let run = tilecat(["score", board.to_str().unwrap()]);
    run.expect_success();
    assert_eq!(run.stdout, "no meeple stands on the board: nobody scores\n");
}

#[test]
fn a_path_that_does_not_exist_is_a_usage_error_for_every_command() {
    for command in [
        vec!["validate", "no-such-folder"],
        vec!["fly", "no-such-board.toml"],
        vec!["score", "no-such-board.toml"],
        vec![
            "fly",
            "examples/flights/example-2.toml",
            "--data",
            "no-such-folder",
        ],
        vec!["export", "json", "no-such-folder"],
        vec!["gen", "rust", "no-such-folder"],
    ] {
        let run = tilecat(&command);
        assert_eq!(run.code, 2, "{command:?}: {}", run.stderr);
    }
}
