//! `tilecat report`: the side classes and self-play figures of the bundled data, as a page and
//! the same figures as JSON, the same for the same seed, written only into a folder of its own.

use crate::common;

use std::fs;

use serde_json::Value;

use common::{temp_dir, tilecat};

/// `tilecat report` of the bundled data into `out` with `games` and `seed`; the JSON figures.
fn report(out: &std::path::Path, games: &str, seed: &str) -> Value {
    let out = out.to_str().unwrap();
    let run = tilecat([
        "report", "data", "--out", out, "--games", games, "--seed", seed,
    ]);
    run.expect_success();
    let json = fs::read_to_string(format!("{out}/report.json")).unwrap();
    serde_json::from_str(&json).unwrap()
}

#[test]
fn the_bundled_data_shows_18_of_24_side_classes_and_the_missing_six() {
    let folder = temp_dir("report");
    let out = folder.path().join("report");
    let figures = report(&out, "20", "3");
    assert_eq!(figures["version"], 1);
    let coverage = &figures["coverage"];
    assert_eq!(
        (coverage["present"].as_u64(), coverage["of"].as_u64()),
        (Some(18), Some(24))
    );
    // Crop Circles C brings CFRF.
    let missing = ["CCFR", "CCRF", "CFCR", "CFFR", "CRCR", "CRFF"];
    assert_eq!(coverage["missing"], serde_json::json!(missing));
    let page = fs::read_to_string(out.join("report.html")).unwrap();
    assert!(page.contains("<strong>18 of 24</strong>"));
    assert!(page.contains(&format!("Missing: <strong>{}</strong>", missing.join(", "))));
    for missing in missing {
        assert!(
            page.contains(&format!("<code>{missing}</code>")),
            "{missing}"
        );
    }
    // Opens from disk: nothing is fetched.
    assert!(!page.contains("src=\"http") && !page.contains("href=\"http"));
    let play = &figures["play"];
    assert_eq!(play["games"], 20);
    assert_eq!(play["deck"], 85);
    let draws: u64 = play["tiles"]
        .as_array()
        .unwrap()
        .iter()
        .map(|tile| tile["draws"].as_u64().unwrap())
        .sum();
    assert_eq!(draws, 20 * 85, "every tile of every game is drawn once");
    let flights = play["flights"].as_array().unwrap();
    assert_eq!(flights.len(), 8, "each of the Flier's tiles flew");
}

#[test]
fn the_same_seed_gives_the_same_figures_and_another_seed_others() {
    let folder = temp_dir("report-seed");
    let first = report(&folder.path().join("a"), "12", "7");
    let again = report(&folder.path().join("b"), "12", "7");
    let other = report(&folder.path().join("c"), "12", "8");
    assert_eq!(first, again);
    assert_ne!(first["play"], other["play"]);
    assert_eq!(first["coverage"], other["coverage"]);
}

#[test]
fn a_folder_report_did_not_make_is_left_alone() {
    let folder = temp_dir("report-refuse");
    let notes = folder.path().join("notes.txt");
    fs::write(&notes, "mine").unwrap();
    let out = folder.path().to_str().unwrap();
    let run = tilecat(["report", "data", "--out", out, "--games", "1"]);
    run.expect_code(2);
    assert!(run.stderr.contains("refusing to write"), "{}", run.stderr);
    assert_eq!(fs::read_to_string(&notes).unwrap(), "mine");
    assert!(!folder.path().join("report.html").exists());
}

#[test]
fn a_set_without_the_base_game_is_shuffled_with_it() {
    // The rules' example tile (a monastery, a city and a road) is an expansion of its own.
    let folder = temp_dir("report-alone");
    let out = folder.path().join("out");
    let run = tilecat([
        "report",
        "examples/flights/data",
        "--out",
        out.to_str().unwrap(),
        "--games",
        "5",
    ]);
    run.expect_success();
    let figures: Value =
        serde_json::from_str(&fs::read_to_string(out.join("report.json")).unwrap()).unwrap();
    let expansions: Vec<(&str, u64)> = figures["expansions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| (e["id"].as_str().unwrap(), e["copies"].as_u64().unwrap()))
        .collect();
    assert_eq!(expansions, [("base", 72), ("example", 1)]);
    assert_eq!(
        figures["play"]["deck"], 72,
        "71 base tiles and the example's"
    );
    assert_eq!(figures["play"]["start"], "base-D");
}

/// A folder holding The Flier cut down to its tile A, one copy: a set with one flier tile.
fn one_flier_tile(folder: &std::path::Path) -> std::path::PathBuf {
    let flier = folder.join("flier");
    fs::create_dir_all(flier.join("tiles")).unwrap();
    let manifest = fs::read_to_string("data/flier/expansion.toml").unwrap();
    let manifest = manifest.replace("tiles = 8", "tiles = 1");
    fs::write(flier.join("expansion.toml"), manifest).unwrap();
    fs::copy("data/flier/symbol.png", flier.join("symbol.png")).unwrap();
    fs::copy("data/flier/tiles/A.toml", flier.join("tiles/A.toml")).unwrap();
    flier
}

/// Each `<rect>` of `page`: its fill and its width and height.
fn rects(page: &str) -> Vec<(String, f64, f64)> {
    page.split("<rect ")
        .skip(1)
        .map(|rect| {
            let attribute = |name: &str| {
                let start = rect
                    .find(&format!(" {name}=\""))
                    .map(|at| at + name.len() + 3);
                start.map_or(String::new(), |start| {
                    rect[start..]
                        .split('"')
                        .next()
                        .unwrap_or_default()
                        .to_owned()
                })
            };
            let number = |name: &str| attribute(name).parse::<f64>().unwrap_or(f64::NAN);
            (attribute("fill"), number("width"), number("height"))
        })
        .collect()
}

#[test]
fn one_flier_tile_gets_a_flights_chart_with_bars() {
    let folder = temp_dir("report-one-flier");
    let flier = one_flier_tile(folder.path());
    let out = folder.path().join("out");
    let run = tilecat([
        "report",
        flier.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
        "--games",
        "30",
    ]);
    run.expect_success();
    let figures: Value =
        serde_json::from_str(&fs::read_to_string(out.join("report.json")).unwrap()).unwrap();
    assert_eq!(figures["play"]["flights"].as_array().unwrap().len(), 1);
    let page = fs::read_to_string(out.join("report.html")).unwrap();
    for (fill, width, height) in rects(&page) {
        assert!(
            width >= 0.0 && height >= 0.0,
            "a {fill} rect {width}×{height}"
        );
    }
    let flights = page
        .split("<h3>Flights</h3>")
        .nth(1)
        .and_then(|rest| rest.split("<table>").next())
        .unwrap();
    assert!(flights.contains("<svg"), "the flights chart is drawn");
    // The tile's bar of landings and the legend's box, both with an area.
    let bars = rects(flights)
        .into_iter()
        .filter(|(fill, width, height)| fill == "#2F6FB0" && *width > 0.0 && *height > 0.0)
        .count();
    assert_eq!(bars, 2, "{flights}");
}

/// The bars of the chart in the part of `page` after `heading` and before its table or the
/// next heading: every rect in the first series' colour, with an area or not.
fn bars_after(page: &str, heading: &str) -> usize {
    let part = page.split(heading).nth(1).unwrap();
    let part = part.split("<table>").next().unwrap();
    let part = part.split("<h3>").next().unwrap();
    rects(part)
        .iter()
        .filter(|(fill, _, _)| fill == "#2F6FB0")
        .count()
}

#[test]
fn the_charts_leave_out_what_is_zero_and_say_how_many() {
    let folder = temp_dir("report-zero");
    let out = folder.path().join("out");
    let run = tilecat([
        "report",
        "data",
        "--out",
        out.to_str().unwrap(),
        "--games",
        "100",
    ]);
    run.expect_success();
    let figures: Value =
        serde_json::from_str(&fs::read_to_string(out.join("report.json")).unwrap()).unwrap();
    let page = fs::read_to_string(out.join("report.html")).unwrap();
    let tiles = figures["play"]["tiles"].as_array().unwrap();
    let unplaced = tiles
        .iter()
        .filter(|tile| tile["unplaced"].as_u64().unwrap() > 0)
        .count();
    assert!(
        0 < unplaced && unplaced < tiles.len(),
        "some tiles fitted nowhere, some always found a place"
    );
    assert_eq!(
        bars_after(&page, "<h3>Tiles that fit nowhere when drawn</h3>"),
        unplaced
    );
    let always = tiles.len() - unplaced;
    assert!(
        page.contains(&format!(
            "{always} tiles that always found a place are left out of the chart"
        )),
        "{page}"
    );
    let points = figures["play"]["points_per_game"].as_object().unwrap();
    let zero: Vec<&str> = points
        .iter()
        .filter(|(_, points)| points.as_f64().unwrap() == 0.0)
        .map(|(kind, _)| kind.as_str())
        .collect();
    assert!(!zero.is_empty(), "some kind scores nothing: {points:?}");
    assert_eq!(
        bars_after(&page, "<h3>Final scores by feature kind</h3>"),
        points.len() - zero.len()
    );
    assert!(
        page.contains(&format!(
            "Left out of the chart, at 0 points: {}.",
            zero.join(", ")
        )),
        "{page}"
    );
}

/// `tilecat report data/base data/flier --against data/base` into `out`: the JSON figures.
fn against_the_base(out: &std::path::Path) -> Value {
    let run = tilecat([
        "report",
        "data/base",
        "data/flier",
        "--against",
        "data/base",
        "--out",
        out.to_str().unwrap(),
        "--games",
        "20",
        "--seed",
        "5",
    ]);
    run.expect_success();
    serde_json::from_str(&fs::read_to_string(out.join("report.json")).unwrap()).unwrap()
}

#[test]
fn against_the_base_game_the_flier_shows_what_it_changes() {
    let folder = temp_dir("report-against");
    let figures = against_the_base(&folder.path().join("a"));
    let against = &figures["against"];
    assert_eq!(against["paths"], serde_json::json!(["data/base"]));
    let base = &against["base"];
    assert_eq!(base["play"]["flights"], serde_json::json!([]));
    assert_eq!(figures["play"]["flights"].as_array().unwrap().len(), 8);
    let changes = against["changes"].as_array().unwrap();
    let change = |figure: &str| {
        changes
            .iter()
            .find(|change| change["figure"] == figure)
            .unwrap_or_else(|| panic!("no figure {figure:?} in {changes:?}"))
    };
    let flights = change("flights per game");
    assert_eq!(flights["base"], 0.0);
    assert!(flights["with"].as_f64().unwrap() > 0.0, "{flights}");
    assert_eq!(flights["changed"], true);
    let points: Vec<&Value> = changes
        .iter()
        .filter(|change| change["topic"] == "points")
        .collect();
    assert!(points.iter().any(|change| change["changed"] == true));
    for change in changes {
        let (base, with) = (
            change["base"].as_f64().unwrap(),
            change["with"].as_f64().unwrap(),
        );
        assert_eq!(change["change"].as_f64().unwrap(), with - base, "{change}");
        assert_eq!(change["changed"], base != with, "{change}");
    }
    // The page shows the two side by side, what changed in bold.
    let page = fs::read_to_string(folder.path().join("a/report.html")).unwrap();
    let section = page
        .split("<h2>Against the base set</h2>")
        .nth(1)
        .and_then(|rest| rest.split("<h2>").next())
        .expect("a section against the base set");
    assert!(
        section.contains("<tr class=\"changed\"><td>flights per game</td><td>0</td><td><strong>"),
        "{section}"
    );
    // The same seed, the same comparison.
    assert_eq!(figures, against_the_base(&folder.path().join("b")));
}
