//! One mistake, one message: each fixture in `tests/fixtures/mistakes/` holds a single mistake
//! an author makes (a swapped pair of positions, a missing city, a field with no `cities`, a
//! wrong side kind, a misspelt reference, key or expansion, a picture named in the wrong letter
//! case, not square or outside the expansion's folder, a tile that does not load, an unknown or
//! wrongly turned tile on a board), and `tilecat validate` reports it with exactly the
//! diagnostics listed here: the cause once, no follow-on errors.

use crate::common;

use std::path::PathBuf;

use serde_json::Value;
use tilecat::input::validate::validate_paths;

use common::tilecat;

const MISTAKES: &str = "tests/fixtures/mistakes";

/// The codes `tilecat validate --format json ARGS…` reports, in order, and its exit code.
fn codes(args: &[&str]) -> (i32, Vec<String>, Value) {
    let mut command = vec!["validate", "--format", "json"];
    command.extend(args);
    let run = tilecat(&command);
    let report: Value = serde_json::from_str(&run.stdout).expect("validate prints JSON");
    let codes = report["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .map(|diagnostic| diagnostic["code"].as_str().unwrap().to_owned())
        .collect();
    (run.code, codes, report)
}

macro_rules! mistakes {
    ($($test:ident: [$($arg:literal),*] => [$($code:literal),*];)*) => {
        $(
            #[test]
            fn $test() {
                let args: Vec<String> = [$($arg),*]
                    .iter()
                    .map(|arg: &&str| arg.replace("{}", MISTAKES))
                    .collect();
                let args: Vec<&str> = args.iter().map(String::as_str).collect();
                let (code, codes, report) = codes(&args);
                assert_eq!(codes, [$($code),*] as [&str; _], "{report:#}");
                assert_eq!(code, 1, "{report:#}");
            }
        )*
    };
}

mistakes! {
    two_halves_swapped_between_fields: ["{}/flier/tiles/swapped-halves.toml"] => ["E015"];
    a_half_listed_under_its_neighbour: ["{}/flier/tiles/half-under-its-neighbour.toml"] => ["E015"];
    a_side_of_the_wrong_kind: ["{}/flier/tiles/wrong-side-kind.toml"] => ["E014"];
    a_misspelt_reference: ["{}/flier/tiles/misspelt-reference.toml"] => ["E018"];
    a_misspelt_key: ["{}/flier/tiles/misspelt-key.toml"] => ["E006"];
    a_misspelt_expansion: ["{}/flier/tiles/misspelt-expansion.toml"] => ["E023"];
    a_city_missing_from_cities: ["{}/base/tiles/missing-city.toml"] => ["E017"];
    a_field_with_no_cities: ["{}/base/tiles/forgotten-cities.toml"] => ["E017"];
    a_miscased_picture: ["{}/base/tiles/miscased-picture.toml"] => ["E051"];
    a_picture_that_is_not_square: ["{}/base/tiles/wide-picture.toml"] => ["E051"];
    a_picture_outside_the_expansion: ["{}/base/tiles/picture-outside.toml"] => ["E051"];
    a_tile_that_does_not_load_leaves_its_editions_uncounted: ["{}/failed-tile"] => ["E006"];
    an_unknown_tile_on_a_board: ["--data", "data", "--", "{}/boards/unknown-tile.toml"] => ["E041"];
    a_miscased_tile_on_a_board: ["--data", "data", "--", "{}/boards/miscased-tile.toml"] => ["E041"];
    a_wrongly_turned_tile_on_a_board: ["--data", "data", "--", "{}/boards/turned-tile.toml"] => ["E043"];
}

#[test]
fn swapped_halves_are_named_with_advice_that_agrees_with_itself() {
    let (_, _, report) = codes(&[&format!("{MISTAKES}/flier/tiles/swapped-halves.toml")]);
    let diagnostic = &report["diagnostics"][0];
    assert_eq!(
        diagnostic["message"],
        "halves are listed under the wrong field: WL belongs to `south-east-field`, WR belongs to \
         `north-west-field`"
    );
    assert_eq!(
        diagnostic["help"],
        "move WL from `north-west-field` to `south-east-field` and WR from `south-east-field` \
         to `north-west-field`"
    );
    // At WL in `north-west-field`: `edges = ["WL", "NL"]`.
    assert_eq!(
        (&diagnostic["line"], &diagnostic["column"]),
        (&Value::from(21), &Value::from(10))
    );
}

#[test]
fn a_patch_that_adds_a_line_is_shown_as_lines_and_gives_valid_toml() {
    let tile = format!("{MISTAKES}/base/tiles/forgotten-cities.toml");
    let run = tilecat(["validate", &tile]);
    assert!(
        run.stderr.contains("\n19 + cities = [\"city\"]\n"),
        "{}",
        run.stderr
    );
    assert!(!run.stderr.contains("\\n"), "{}", run.stderr);

    let found = validate_paths(&[PathBuf::from(&tile)]).diagnostics;
    let [diagnostic] = &found[..] else {
        panic!("one diagnostic: {found:?}")
    };
    let mut text = std::fs::read_to_string(&tile).unwrap();
    for fix in diagnostic.fixes().iter().rev() {
        text.replace_range(fix.span.clone(), &fix.replacement);
    }
    let table: toml::Table = toml::from_str(&text).expect("the patched tile is TOML");
    assert_eq!(table["features"][1]["cities"][0].as_str(), Some("city"));
    let folder = tempfile::tempdir().unwrap();
    std::fs::create_dir(folder.path().join("tiles")).unwrap();
    std::fs::copy(
        format!("{MISTAKES}/base/expansion.toml"),
        folder.path().join("expansion.toml"),
    )
    .unwrap();
    let patched = folder.path().join("tiles/forgotten-cities.toml");
    std::fs::write(&patched, text).unwrap();
    let found = validate_paths(&[patched]).diagnostics;
    assert!(found.is_empty(), "{found:?}");
}

#[test]
fn a_misspelt_expansion_is_one_message_that_names_the_expansion_meant() {
    let tile = format!("{MISTAKES}/flier/tiles/misspelt-expansion.toml");
    let (_, _, report) = codes(&[&tile]);
    let diagnostic = &report["diagnostics"][0];
    assert_eq!(
        diagnostic["message"],
        "tile `flier-misspelt-expansion` belongs to expansion `fleir`, which no expansion.toml \
         declares"
    );
    assert_eq!(diagnostic["help"], "did you mean `flier`?");
    let found = validate_paths(&[PathBuf::from(&tile)]).diagnostics;
    let fixes = found[0].fixes();
    let text = std::fs::read_to_string(&tile).unwrap();
    assert_eq!(fixes.len(), 1, "{found:?}");
    assert_eq!(&text[fixes[0].span.clone()], "\"fleir\"");
    assert_eq!(fixes[0].replacement, "\"flier\"");
}

#[test]
fn a_misspelt_expansion_leaves_the_totals_of_the_expansion_meant_alone() {
    let folder = tempfile::tempdir().unwrap();
    let flier = folder.path().join("flier");
    std::fs::create_dir_all(flier.join("tiles")).unwrap();
    for entry in std::fs::read_dir("data/flier/tiles").unwrap() {
        let entry = entry.unwrap();
        std::fs::copy(entry.path(), flier.join("tiles").join(entry.file_name())).unwrap();
    }
    std::fs::copy("data/flier/expansion.toml", flier.join("expansion.toml")).unwrap();
    std::fs::copy("data/flier/symbol.png", flier.join("symbol.png")).unwrap();
    let tile = flier.join("tiles/A.toml");
    let text = std::fs::read_to_string(&tile).unwrap();
    let misspelt = text.replace("expansion = \"flier\"", "expansion = \"fleir\"");
    assert_ne!(misspelt, text);
    std::fs::write(&tile, misspelt).unwrap();
    let (code, codes, report) = codes(&[flier.to_str().unwrap()]);
    assert_eq!(codes, ["E023"], "{report:#}");
    assert_eq!(code, 1);
}

/// The message and the help of the one diagnostic of `validate` on the tile `stem` of the base
/// fixtures, and its fixes.
fn picture_problem(stem: &str) -> (Value, Value, Vec<(String, String)>) {
    let tile = format!("{MISTAKES}/base/tiles/{stem}.toml");
    let (_, _, report) = codes(&[&tile]);
    let diagnostic = &report["diagnostics"][0];
    let text = std::fs::read_to_string(&tile).unwrap();
    let found = validate_paths(&[PathBuf::from(&tile)]).diagnostics;
    let fixes = found[0]
        .fixes()
        .iter()
        .map(|fix| (text[fix.span.clone()].to_owned(), fix.replacement.clone()))
        .collect();
    (
        diagnostic["message"].clone(),
        diagnostic["help"].clone(),
        fixes,
    )
}

#[test]
fn a_miscased_picture_names_the_path_tried_and_the_file_meant() {
    let (message, help, fixes) = picture_problem("miscased-picture");
    assert_eq!(
        message,
        format!(
            "picture `art/c.png` of tile `base-miscased-picture` cannot be used: no file is at \
             `{MISTAKES}/base/tiles/art/c.png`"
        )
    );
    assert_eq!(help, "did you mean `art/C.png`?");
    assert_eq!(fixes, [("\"art/c.png\"".into(), "\"art/C.png\"".into())]);
}

#[test]
fn each_picture_problem_has_its_own_help() {
    let (message, wide, fixes) = picture_problem("wide-picture");
    assert!(
        message
            .as_str()
            .unwrap()
            .ends_with("it is 512×400 px, not square as a tile is")
    );
    assert_eq!(
        wide,
        "crop it to 400×400 px or pad it to 512×512 px: a tile is square"
    );
    assert_eq!(fixes, []);
    let (message, outside, _) = picture_problem("picture-outside");
    assert!(
        message
            .as_str()
            .unwrap()
            .ends_with("it leaves the expansion's folder, the folder of expansion.toml"),
        "{message}"
    );
    assert_ne!(outside, wide);
}

#[test]
fn art_shared_by_the_expansion_is_a_tile_s_picture() {
    let run = tilecat([
        "validate",
        &format!("{MISTAKES}/base/tiles/shared-picture.toml"),
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
}
