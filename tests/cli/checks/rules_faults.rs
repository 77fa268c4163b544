//! The rules of play and of boards on the data that used to trip them: `report` on sets holding
//! tiles its games cannot play, a `data` folder beside a board that is no catalog, boards listed
//! in any order, and one message for one mistake where several followed from it.

use crate::common;

use std::fs;
use std::os::unix::fs::{PermissionsExt, symlink};
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde_json::Value;

use common::{Tilecat, temp_dir};

/// A path inside the repository.
fn repository(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(path)
}

/// `tilecat report PATH --games 8 --out OUT`, which must succeed; its JSON figures.
fn report(data: &Path, out: &Path) -> Value {
    Tilecat::new()
        .arg("report")
        .arg(data)
        .arg("--out")
        .arg(out)
        .args(["--games", "8"])
        .run()
        .expect_success();
    common::read_json(&out.join("report.json"))
}

/// The ids of the tiles a report's figures say it left out.
fn left_out(figures: &Value) -> Vec<String> {
    figures["left_out"]
        .as_array()
        .unwrap_or_else(|| panic!("the figures list what was left out: {figures:#}"))
        .iter()
        .map(|tile| tile["id"].as_str().unwrap().to_owned())
        .collect()
}

/// Asserts that the report of `data` into `out` played its games and left out each of
/// `expected` (and only tiles `leaves_out` says it may), saying so on its page.
fn assert_left_out(data: &Path, out: &Path, expected: &[&str], leaves_out: impl Fn(&str) -> bool) {
    let figures = report(data, out);
    assert_eq!(figures["play"]["games"], 8, "{}", data.display());
    let ids = left_out(&figures);
    for id in expected {
        assert!(ids.iter().any(|left| left == id), "{id} left out: {ids:?}");
    }
    for id in &ids {
        assert!(leaves_out(id), "{id} should be played: {ids:?}");
    }
    for tile in figures["left_out"].as_array().unwrap() {
        assert!(
            !tile["reason"].as_str().unwrap_or_default().is_empty(),
            "{tile:#}"
        );
    }
    let played: Vec<&str> = figures["play"]["tiles"]
        .as_array()
        .unwrap()
        .iter()
        .map(|tile| tile["id"].as_str().unwrap())
        .collect();
    assert!(
        played.iter().all(|id| !ids.iter().any(|left| left == id)),
        "a tile left out was drawn: {played:?}"
    );
    let page = fs::read_to_string(out.join("report.html")).unwrap();
    assert!(page.contains("Left out"), "the page says what was left out");
    for id in &ids {
        assert!(page.contains(id.as_str()), "the page names {id}");
    }
}

#[test]
fn report_leaves_out_river_tiles_with_a_note() {
    let temp = temp_dir("report-rivers");
    assert_left_out(
        &repository("tests/fixtures/rivers"),
        &temp.path().join("out"),
        &["river-spring", "river-straight", "river-lake"],
        |id| id.starts_with("river-"),
    );
}

#[test]
fn report_leaves_out_german_castle_halves_with_a_note() {
    let temp = temp_dir("report-castles");
    let data = repository("tests/fixtures/castles");
    let figures = report(&data, &temp.path().join("out"));
    assert!(!left_out(&figures).is_empty(), "{figures:#}");
    assert_left_out(&data, &temp.path().join("again"), &[], |_| true);
}

#[test]
fn report_leaves_out_the_city_of_carcassonne_with_a_note() {
    let temp = temp_dir("report-count");
    let data = repository("tests/fixtures/count");
    let figures = report(&data, &temp.path().join("out"));
    assert!(!left_out(&figures).is_empty(), "{figures:#}");
}

#[test]
fn report_plays_the_landing_examples() {
    let temp = temp_dir("report-landing");
    let figures = report(
        &repository("examples/landing/data"),
        &temp.path().join("out"),
    );
    assert!(figures["play"]["games"] == 8, "{figures:#}");
}

#[test]
fn report_leaves_out_a_tile_with_more_features_than_a_board_holds() {
    let temp = temp_dir("report-many");
    let data = temp.path().join("data");
    common::copy_folder(&common::data().join("flier"), &data.join("flier"));
    let tile = data.join("flier/tiles/G.toml");
    let mut text = fs::read_to_string(&tile).unwrap();
    for index in 0..64 {
        text.push_str(&format!(
            "\n[[features]]\nkind = \"monastery\"\nid = \"monastery-{index}\"\n"
        ));
    }
    fs::write(&tile, text).unwrap();
    assert_left_out(&data, &temp.path().join("out"), &["flier-G"], |id| {
        id == "flier-G"
    });
}

#[test]
fn report_plays_the_imports_of_rivers_castles_and_the_count() {
    for pack in ["river.xml", "mini.xml", "count.xml"] {
        let temp = temp_dir("report-import");
        let data = temp.path().join("data");
        Tilecat::new()
            .args(["import", "jcz"])
            .arg(repository("tests/fixtures/jcz").join(pack))
            .arg("--out")
            .arg(&data)
            .run()
            .expect_success();
        let figures = report(&data, &temp.path().join("out"));
        assert_eq!(figures["play"]["games"], 8, "{pack}");
    }
}

/// A board of The Flier's tiles: B at the origin and A east of it, B just placed.
const FLIER_BOARD: &str = "last = [0, 0]\n\n[[tiles]]\ntile = \"flier-B\"\nat = [0, 0]\n\n\
                           [[tiles]]\ntile = \"flier-A\"\nat = [1, 0]\n";

#[test]
fn a_data_link_to_the_root_beside_a_board_is_not_its_catalog() {
    let temp = temp_dir("beside-root");
    let board = temp.path().join("board.toml");
    fs::write(&board, FLIER_BOARD).unwrap();
    symlink("/", temp.path().join("data")).unwrap();
    // From the repository, whose `data` is the catalog: the link beside the board holds no
    // expansion, so it is not walked.
    for command in [&["fly", "--roll", "1"][..], &["score"][..]] {
        Tilecat::new()
            .args(command)
            .arg(&board)
            .timeout(Duration::from_secs(60))
            .run()
            .expect_success();
    }
}

#[test]
fn a_data_folder_deeper_than_the_walk_goes_is_refused_with_e058() {
    let temp = temp_dir("deep");
    let data = temp.path().join("data");
    common::copy_folder(&common::data().join("flier"), &data.join("flier"));
    let mut deep = data.clone();
    for level in 0..20 {
        deep.push(format!("level-{level}"));
    }
    fs::create_dir_all(&deep).unwrap();
    fs::copy(data.join("flier/tiles/A.toml"), deep.join("A.toml")).unwrap();
    let run = Tilecat::new()
        .args(["validate", "--format", "json"])
        .arg(&data)
        .run();
    run.expect_code(2);
    let document: Value = serde_json::from_str(&run.stdout).unwrap();
    let diagnostics = document["diagnostics"].as_array().unwrap();
    assert_eq!(diagnostics.len(), 1, "{diagnostics:#?}");
    assert_eq!(diagnostics[0]["code"], "E058", "{diagnostics:#?}");
    assert!(
        diagnostics[0]["message"].as_str().unwrap().contains("16"),
        "{diagnostics:#?}"
    );
}

/// The diagnostics of `tilecat validate --format json` over `paths`, with its exit code.
fn validate(paths: &[&Path]) -> (i32, Vec<Value>) {
    let run = Tilecat::new()
        .args(["validate", "--format", "json"])
        .args(paths)
        .run();
    let document: Value = serde_json::from_str(&run.stdout)
        .unwrap_or_else(|error| panic!("JSON ({error}): {}\n{}", run.stdout, run.stderr));
    (
        run.code,
        document["diagnostics"].as_array().unwrap().clone(),
    )
}

/// A board's tiles as `[[tiles]]` entries: (tile, x, y, rotation).
fn board_text(tiles: &[(&str, i32, i32, u16)]) -> String {
    tiles
        .iter()
        .map(|(tile, x, y, rotation)| {
            format!("[[tiles]]\ntile = \"{tile}\"\nat = [{x}, {y}]\nrotation = {rotation}\n\n")
        })
        .collect()
}

/// Asserts that the board of `tiles` read with the bundled data and the river test tiles is
/// accepted in every order: as listed, reversed, and with each tile first.
fn assert_accepted_in_any_order(tiles: &[(&str, i32, i32, u16)]) {
    let temp = temp_dir("board-order");
    let mut orders = vec![tiles.to_vec(), tiles.iter().rev().cloned().collect()];
    for first in 1..tiles.len() {
        let mut order = tiles.to_vec();
        order.rotate_left(first);
        orders.push(order);
    }
    for (index, order) in orders.iter().enumerate() {
        let board = temp.path().join(format!("board-{index}.toml"));
        fs::write(&board, board_text(order)).unwrap();
        let (code, diagnostics) = validate(&[
            &common::data(),
            &repository("tests/fixtures/rivers"),
            &board,
        ]);
        assert_eq!(
            (code, diagnostics.len()),
            (0, 0),
            "{order:?}: {diagnostics:#?}"
        );
    }
}

#[test]
fn a_river_board_is_legal_whatever_tile_is_listed_first() {
    // The river rises at the origin and runs south; base B, all field, lies north of it.
    assert_accepted_in_any_order(&[
        ("base-B", 0, -1, 0),
        ("river-spring", 0, 0, 0),
        ("river-straight", 0, 1, 0),
    ]);
}

#[test]
fn a_river_that_winds_round_a_land_tile_is_legal_in_any_order() {
    // The river runs south from the spring, east along y = 2 and north again to a lake at
    // [2, 0]; base B lies in the bend, so a walk from the spring through land meets the river's
    // far end before the river reaches it.
    assert_accepted_in_any_order(&[
        ("river-spring", 0, 0, 0),
        ("base-B", 1, 1, 0),
        ("river-straight", 0, 1, 0),
        ("river-curve", 0, 2, 180),
        ("river-straight", 1, 2, 90),
        ("river-curve", 2, 2, 90),
        ("river-straight", 2, 1, 0),
        ("river-lake", 2, 0, 180),
    ]);
}

#[test]
fn two_rivers_apart_are_refused_whatever_tile_is_listed_first() {
    let temp = temp_dir("board-two-rivers");
    let tiles = [
        ("river-spring", 0, 0, 0),
        ("river-lake", 0, 1, 0),
        ("base-B", 1, 0, 0),
        ("river-spring", 2, 0, 0),
        ("river-lake", 2, 1, 0),
    ];
    for first in 0..tiles.len() {
        let mut order = tiles.to_vec();
        order.rotate_left(first);
        let board = temp.path().join(format!("board-{first}.toml"));
        fs::write(&board, board_text(&order)).unwrap();
        let (code, diagnostics) = validate(&[
            &common::data(),
            &repository("tests/fixtures/rivers"),
            &board,
        ]);
        assert_eq!(code, 1, "{order:?}: {diagnostics:#?}");
        assert_eq!(diagnostics.len(), 1, "{order:?}: {diagnostics:#?}");
        assert_eq!(
            diagnostics[0]["code"], "E049",
            "{order:?}: {diagnostics:#?}"
        );
    }
}

#[test]
fn last_naming_a_tile_apart_gets_one_error() {
    let temp = temp_dir("last-apart");
    let board = temp.path().join("board.toml");
    fs::write(
        &board,
        "last = [5, 5]\n\n[[tiles]]\ntile = \"flier-B\"\nat = [0, 0]\n\n\
         [[tiles]]\ntile = \"flier-A\"\nat = [5, 5]\n",
    )
    .unwrap();
    let run = Tilecat::new()
        .arg("fly")
        .arg(&board)
        .args(["--roll", "1", "--data", "data"])
        .run();
    run.expect_code(1);
    assert!(run.stderr.contains("not joined"), "{}", run.stderr);
    assert!(!run.stderr.contains("where no tile lies"), "{}", run.stderr);
    let (code, diagnostics) = validate(&[&common::data(), &board]);
    assert_eq!(code, 1);
    assert_eq!(diagnostics.len(), 1, "{diagnostics:#?}");
    assert_eq!(diagnostics[0]["code"], "E044", "{diagnostics:#?}");
}

#[test]
fn an_unreadable_tiles_folder_gets_one_message() {
    let temp = temp_dir("unreadable-tiles");
    let expansion = temp.path().join("flier");
    common::copy_folder(&common::data().join("flier"), &expansion);
    // File modes do not bind root: then the run is `nobody`'s, who must reach the expansion.
    common::open_to_nobody(&[temp.path(), &expansion]);
    let tiles = expansion.join("tiles");
    fs::set_permissions(&tiles, fs::Permissions::from_mode(0o000)).unwrap();
    let run = Tilecat::new()
        .unprivileged()
        .args(["validate", "--format", "json"])
        .arg(&expansion)
        .run();
    fs::set_permissions(&tiles, fs::Permissions::from_mode(0o755)).unwrap();
    run.expect_code(2);
    let document: Value = serde_json::from_str(&run.stdout).unwrap();
    let diagnostics = document["diagnostics"].as_array().unwrap();
    assert_eq!(diagnostics.len(), 1, "{diagnostics:#?}");
    assert_eq!(diagnostics[0]["code"], "E001", "{diagnostics:#?}");
}

#[test]
fn a_deleted_road_gets_one_message_naming_it() {
    let data = common::Data::flier();
    let tile = data.tile("F.toml");
    let text = fs::read_to_string(&tile).unwrap();
    let road = "[[features]]\nkind = \"road\"\nid = \"road\"\nedges = [\"N\", \"W\"]\n\n";
    assert!(text.contains(road));
    fs::write(&tile, text.replace(road, "")).unwrap();
    let (code, diagnostics) = validate(&[&data.root()]);
    assert_eq!(code, 1);
    assert_eq!(diagnostics.len(), 1, "{diagnostics:#?}");
    assert_eq!(diagnostics[0]["code"], "E014", "{diagnostics:#?}");
    let message = diagnostics[0]["message"].as_str().unwrap();
    assert!(message.contains("road between N and W"), "{diagnostics:#?}");
}
