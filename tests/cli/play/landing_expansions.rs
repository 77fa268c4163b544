//! The landing rules of The Flier's rules for the places of other expansions, each with its
//! board in `examples/landing/`: no flier lands in the City of Leipzig (but on the features
//! outside it); a flier lands on the roads of a school's tiles, on an incomplete German castle
//! and on a road ending at its gate, which closes the road, but on no castle of Bridges, Castles
//! & Bazaars, only on the other features of a tile under one; abbeys, haunted castles,
//! cemeteries, German cathedrals and German castles, shared after flights, score for their
//! majority, each by its own rules; after a follower has flown, the phantom cannot also use the
//! flying machine.

use serde_json::json;

use crate::common::tilecat;
use crate::play::landing::{DATA, groups, road, run};

#[test]
fn no_flier_lands_in_the_city_of_leipzig_but_on_the_road_outside_it() {
    let flight = run(&["fly", "--roll", "1"], "landing-city-of-leipzig");
    assert_eq!(flight["tile"], "landing-L");
    assert_eq!(flight["options"], json!([road()]));
    assert_eq!(
        flight["refused"],
        json!([{
            "at": [-1, 0],
            "marker": "city-of-leipzig",
            "rule": "no flier lands in the City of Leipzig, only on the features outside it"
        }])
    );
}

#[test]
fn a_flier_lands_on_the_road_of_a_schools_tile() {
    for meeple in ["follower", "large-meeple", "wagon", "phantom"] {
        let flight = run(
            &["fly", "--roll", "1", "--meeple", meeple],
            "landing-school",
        );
        assert_eq!(flight["tile"], "landing-O", "{meeple}");
        assert_eq!(flight["options"], json!([road()]), "{meeple}");
        assert_eq!(flight["refused"], json!([]), "{meeple}");
    }
}

#[test]
fn a_shared_abbey_scores_as_a_monastery_for_its_majority() {
    let score = run(&["score", "--final"], "shared-abbey");
    // 1 for the abbey's tile and 1 for each of the two tiles beside it.
    assert_eq!(
        groups(&score),
        [(json!([0, 0]), json!("usual"), json!(3), json!(["blue"]))]
    );
    assert_eq!(score["players"], json!({ "blue": 3, "red": 0 }));
}

#[test]
fn a_surrounded_haunted_castle_scores_two_for_its_tile_and_each_tile_with_mist_around_it() {
    // Complete during the game: 2 × (its tile + three tiles with mist), not a monastery's 9.
    for command in [&["score"][..], &["score", "--final"]] {
        let score = run(command, "shared-haunted-castle");
        assert_eq!(
            groups(&score),
            [(json!([0, 0]), json!("usual"), json!(8), json!(["red"]))],
            "{command:?}"
        );
        assert_eq!(score["features"][0]["complete"], json!(true));
        assert_eq!(score["players"], json!({ "blue": 0, "red": 8 }));
    }
}

#[test]
fn a_surrounded_cemetery_scores_no_points_for_its_majority_and_an_open_one_nothing_at_the_end() {
    let during = run(&["score"], "shared-cemetery");
    assert_eq!(
        groups(&during),
        [(json!([0, 0]), json!("usual"), json!(0), json!(["red"]))]
    );
    assert_eq!(during["features"][0]["complete"], json!(true));
    // At the end the open haunted castle scores 1 + the two tiles with mist beside it, for
    // both players tied; the open cemetery south-west, with blue's meeple, is not scored.
    let end = run(&["score", "--final"], "shared-cemetery");
    assert_eq!(
        groups(&end),
        [
            (json!([0, 0]), json!("usual"), json!(0), json!(["red"])),
            (
                json!([1, 0]),
                json!("usual"),
                json!(3),
                json!(["blue", "red"])
            ),
        ]
    );
    assert_eq!(end["players"], json!({ "blue": 3, "red": 3 }));
}

#[test]
fn after_a_follower_has_flown_the_phantom_cannot_also_use_the_flying_machine() {
    let board = "examples/landing/landing-phantom.toml";
    for command in [
        &["fly", board, "--roll", "1", "--meeple", "phantom"][..],
        &["fly", board, "--meeple", "phantom"],
    ] {
        let mut args = command.to_vec();
        args.extend(DATA);
        let run = tilecat(&args);
        assert_eq!(run.code, 1, "{command:?}: {}", run.stderr);
        assert!(
            run.stderr.contains(
                "a follower has already used the flying machine this turn, which claims it: no \
                 second figure, such as the phantom, uses it"
            ),
            "{}",
            run.stderr
        );
    }
    let folder = tempfile::tempdir().unwrap();
    let out = folder.path().join("phantom.png");
    let out = out.display().to_string();
    let mut args = vec![
        "render", "board", board, "--roll", "1", "--meeple", "phantom",
    ];
    args.extend(["--out", &out]);
    args.extend(DATA);
    let run = tilecat(&args);
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(run.stderr.contains("has already used the flying machine"));
    assert!(!std::path::Path::new(&out).exists());
    // The same board without `flown`: the phantom flies to the road.
    let text = std::fs::read_to_string(board).unwrap();
    let unclaimed = folder.path().join("unclaimed.toml");
    std::fs::write(&unclaimed, text.replace("flown = \"follower\"\n", "")).unwrap();
    let unclaimed = unclaimed.display().to_string();
    let mut args = vec!["fly", &unclaimed, "--roll", "1", "--meeple", "phantom"];
    args.extend(["--format", "json"]);
    args.extend(DATA);
    let run = tilecat(&args);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let flight: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(flight["options"], json!([road()]));
}

#[test]
fn a_german_cathedral_is_complete_with_its_roads_and_scores_them_for_its_majority() {
    // Complete though only five of the eight cells around it are filled: every road leading
    // to it is closed. The north road comes back into the east side, one road of 5 tiles (the
    // cathedral's tile counted twice), scored once; the south and west roads 2 tiles each.
    let score = run(&["score"], "shared-german-cathedral");
    assert_eq!(
        groups(&score),
        [
            (json!([0, 0]), json!("usual"), json!(9), json!(["blue"])),
            // Red's thief on a completed road leading to the cathedral: 2 a tile.
            (json!([0, -1]), json!("usual"), json!(10), json!(["red"])),
        ]
    );
    assert_eq!(score["features"][0]["complete"], json!(true));
    assert_eq!(score["players"], json!({ "blue": 9, "red": 10 }));
    // Without the monastery that closes its west road, the cathedral is open: it scores
    // neither during the game nor at its end.
    let folder = tempfile::tempdir().unwrap();
    let board = "examples/landing/shared-german-cathedral.toml";
    let text = std::fs::read_to_string(board).unwrap();
    let west = "[[tiles]]\ntile = \"base-A\"          # the west road ends at its monastery\n\
                at = [-1, 0]\nrotation = 270\n";
    assert!(text.contains(west));
    let open = folder.path().join("open.toml");
    std::fs::write(&open, text.replace(west, "")).unwrap();
    let open = open.display().to_string();
    for command in [&["score", &open][..], &["score", &open, "--final"]] {
        let mut args = command.to_vec();
        args.extend(["--format", "json"]);
        args.extend(DATA);
        let run = tilecat(&args);
        assert_eq!(run.code, 0, "{}", run.stderr);
        let score: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
        assert_eq!(
            groups(&score),
            [(json!([0, -1]), json!("usual"), json!(10), json!(["red"]))],
            "{command:?}"
        );
    }
}

#[test]
fn a_flier_lands_on_an_incomplete_german_castle() {
    let flight = run(&["fly", "--roll", "2"], "landing-german-castle");
    assert_eq!(flight["tile"], "landing-K");
    assert_eq!(
        flight["options"],
        json!([{
            "at": [0, 0],
            "feature": "castle",
            "kind": "german-castle",
            "placed-as": ["usual"]
        }])
    );
    assert_eq!(flight["refused"], json!([]));
}

#[test]
fn a_surrounded_german_castle_scores_twelve_for_its_majority_only() {
    for command in [&["score"][..], &["score", "--final"]] {
        let score = run(command, "shared-german-castle");
        assert_eq!(
            groups(&score),
            [(json!([0, 0]), json!("usual"), json!(12), json!(["red"]))],
            "{command:?}"
        );
        assert_eq!(score["features"][0]["kind"], json!("german-castle"));
        assert_eq!(score["features"][0]["complete"], json!(true));
        assert_eq!(score["features"][0]["tiles"], json!(2));
        assert_eq!(score["players"], json!({ "blue": 0, "red": 12 }));
    }
}

#[test]
fn a_flier_lands_on_a_road_ending_at_a_german_castle_which_closes_it_and_scores_it_not() {
    // A roll of 2 counts the castle's halves as two cells: it reaches the east half, whose
    // road ends at the castle's gate.
    let flight = run(&["fly", "--roll", "2"], "landing-german-castle-road");
    assert_eq!(flight["tile"], "landing-N");
    let option = |feature: &str, kind: &str| json!({ "at": [1, 0], "feature": feature, "kind": kind, "placed-as": ["usual"] });
    assert_eq!(
        flight["options"],
        json!([option("castle", "german-castle"), option("road", "road")])
    );
    assert_eq!(flight["refused"], json!([]));
    // Open at flier B's east end: nothing during the game; at its end the road's 3 tiles for
    // red, the castle's 2 tiles and the 1 around them for blue.
    assert_eq!(groups(&run(&["score"], "landing-german-castle-road")), []);
    let end = run(&["score", "--final"], "landing-german-castle-road");
    assert_eq!(
        groups(&end),
        [
            (json!([0, 0]), json!("usual"), json!(3), json!(["blue"])),
            (json!([1, 0]), json!("usual"), json!(3), json!(["red"])),
        ]
    );
    // A monastery's door closing the east end completes the road, whose other end is the
    // castle's gate: red scores its 4 tiles during the game, and the open castle nothing.
    let folder = tempfile::tempdir().unwrap();
    let board = "examples/landing/landing-german-castle-road.toml";
    let text = std::fs::read_to_string(board).unwrap();
    let closed = folder.path().join("closed.toml");
    std::fs::write(
        &closed,
        format!("{text}\n[[tiles]]\ntile = \"base-A\"\nat = [4, 0]\nrotation = 90\n"),
    )
    .unwrap();
    let closed = closed.display().to_string();
    let mut args = vec!["score", &closed, "--format", "json"];
    args.extend(DATA);
    let run = tilecat(&args);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let score: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(
        groups(&score),
        [(json!([1, 0]), json!("usual"), json!(4), json!(["red"]))]
    );
    assert_eq!(score["features"][0]["complete"], json!(true));
    assert_eq!(score["players"], json!({ "blue": 0, "red": 4 }));
}

#[test]
fn no_flier_lands_on_a_castle_but_on_the_other_features_of_a_tile_under_it() {
    let flight = run(&["fly", "--roll", "1"], "landing-castle");
    assert_eq!(flight["tile"], "base-D");
    assert_eq!(
        flight["options"],
        json!([{ "at": [0, 0], "feature": "road", "kind": "road", "placed-as": ["usual"] }])
    );
    assert_eq!(
        flight["refused"],
        json!([{
            "at": [0, 0],
            "castle": "city",
            "rule": "no flier lands on a castle (Bridges, Castles & Bazaars), since it is not \
                     placed on a particular tile"
        }])
    );
    // Without the castle's north segment the city is open: no castle stands on it, and the
    // board says why.
    let folder = tempfile::tempdir().unwrap();
    let board = "examples/landing/landing-castle.toml";
    let text = std::fs::read_to_string(board).unwrap();
    let north = "[[tiles]]\ntile = \"base-E\"          # the small city's north segment\n\
                 at = [0, -1]\nrotation = 180\n";
    assert!(text.contains(north));
    let open = folder.path().join("open.toml");
    std::fs::write(&open, text.replace(north, "")).unwrap();
    let open = open.display().to_string();
    let mut args = vec!["fly", &open, "--roll", "1"];
    args.extend(DATA);
    let run = tilecat(&args);
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(
        run.stderr.contains(
            "error[E010]: the castle on `city` of `base-D` at [0, 0]: a castle is built only on \
             a completed small city: two segments on two tiles, each meeting one side"
        ),
        "{}",
        run.stderr
    );
}

/// The German castle's board with `from` replaced by `to`, written into `folder`.
fn castle_board(folder: &std::path::Path, name: &str, from: &str, to: &str) -> String {
    let board = "examples/landing/shared-german-castle.toml";
    let text = std::fs::read_to_string(board).unwrap();
    assert!(text.contains(from), "{from}");
    let changed = folder.join(name);
    std::fs::write(&changed, text.replace(from, to)).unwrap();
    changed.display().to_string()
}

#[test]
fn an_incomplete_german_castle_scores_two_and_one_for_each_tile_around_at_the_end() {
    let folder = tempfile::tempdir().unwrap();
    let south_east = "[[tiles]]\ntile = \"base-B\"\nat = [2, 1]\n";
    let open = castle_board(folder.path(), "open.toml", south_east, "");
    let score = |command: &[&str]| {
        let mut args = command.to_vec();
        args.push(&open);
        args.extend(["--format", "json"]);
        args.extend(DATA);
        let run = tilecat(&args);
        assert_eq!(run.code, 0, "{}", run.stderr);
        serde_json::from_str::<serde_json::Value>(&run.stdout).unwrap()
    };
    // Nine of the ten cells around it filled: not scored during the game.
    assert_eq!(groups(&score(&["score"])), []);
    // At the end: 2 for the castle's tiles and 1 for each of the nine, for red only.
    let end = score(&["score", "--final"]);
    assert_eq!(
        groups(&end),
        [(json!([0, 0]), json!("usual"), json!(11), json!(["red"]))]
    );
    assert_eq!(end["features"][0]["complete"], json!(false));
    assert_eq!(end["players"], json!({ "blue": 0, "red": 11 }));
}

#[test]
fn a_board_refuses_a_german_castles_half_against_a_plain_field_side() {
    let folder = tempfile::tempdir().unwrap();
    let east_half = "tile = \"landing-N\"       # the castle's east half, its road running east\n";
    let board = castle_board(
        folder.path(),
        "apart.toml",
        east_half,
        "tile = \"base-B\"\n",
    );
    let mut args = vec!["score", &board];
    args.extend(DATA);
    let run = tilecat(&args);
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(
        run.stderr.contains(
            "error[E043]: the W side of `base-B` at [1, 0] (field) does not match the E side of \
             `landing-K` at [0, 0] (field, with German castle `castle` across it)"
        ),
        "{}",
        run.stderr
    );
}
