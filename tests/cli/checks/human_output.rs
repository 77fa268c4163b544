//! `tilecat validate` for people: the cargo look on standard error, and a one-line summary.

use crate::common;

#[test]
fn broken_file_is_shown_in_place_with_code_name_caret_and_help() {
    let file = "tests/fixtures/broken/unknown-direction.toml";
    let run = common::tilecat(["validate", file]);
    assert_eq!(run.code, 1);
    assert_eq!(run.stdout, "");
    let expected = format!(
        "error[E009]: unknown value `NNW` for `flier.direction` (unknown-value)\n \
         --> {file}:5:23\n  \
         |\n\
         5 | flier = {{ direction = \"NNW\" }}\n  \
         |                       ^^^^^\n  \
         |\n  \
         = help: allowed values: `N`, `NE`, `E`, `SE`, `S`, `SW`, `W`, `NW`\n\
         \n\
         checked 1 file: 0 tiles, 0 expansions; 1 error, 0 warnings\n"
    );
    assert_eq!(run.stderr, expected);
}

#[test]
fn no_colour_when_not_on_a_terminal() {
    let run = common::tilecat(["validate", "tests/fixtures/broken/two-problems.toml"]);
    assert!(!run.stderr.contains('\u{1b}'), "{}", run.stderr);
    assert!(run.stderr.contains("error[E008]"));
    assert!(run.stderr.contains("error[E009]"));
}

#[test]
fn clean_run_prints_one_summary_line() {
    let run = common::tilecat(["validate"]);
    run.expect_success();
    assert_eq!(
        run.stderr,
        "checked 50 files: 47 tiles, 3 expansions
"
    );
    assert_eq!(run.stdout, "");
}

#[test]
fn json_format_summarises_a_clean_run() {
    let run = common::tilecat(["validate", "--format", "json"]);
    assert_eq!(run.code, 0);
    let document: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(
        document,
        serde_json::json!({
            "version": 1,
            "diagnostics": [],
            "summary": {"files": 50, "tiles": 47, "expansions": 3, "errors": 0, "warnings": 0}
        })
    );
}

#[test]
fn unknown_format_is_a_usage_error() {
    let run = common::tilecat(["validate", "--format", "xml"]);
    assert_eq!(run.code, 2);
}

#[test]
fn some_tiles_of_an_expansion_validate_against_its_manifest_without_its_totals() {
    for (named, summary) in [
        (
            &["data/flier/tiles/A.toml"][..],
            "checked 2 files: 1 tile, 1 expansion",
        ),
        (
            &["data/flier/tiles"][..],
            "checked 10 files: 9 tiles, 1 expansion",
        ),
        (
            &["data/flier/expansion.toml", "data/flier/tiles/A.toml"][..],
            "checked 2 files: 1 tile, 1 expansion",
        ),
        // The base game requires one start tile, and A is not it.
        (
            &["data/base/tiles/A.toml"][..],
            "checked 2 files: 1 tile, 1 expansion",
        ),
    ] {
        let run = common::tilecat(std::iter::once("validate").chain(named.iter().copied()));
        assert_eq!(run.code, 0, "{named:?}: {}", run.stderr);
        assert_eq!(run.stderr, format!("{summary}\n"), "{named:?}");
    }
}

#[test]
fn a_tile_with_no_manifest_is_shown_with_the_manifests_looked_for() {
    let file = "tests/fixtures/semantic/missing-manifest/tiles/A.toml";
    let run = common::tilecat(["validate", file]);
    assert_eq!(run.code, 1);
    let expected = format!(
        "error[E047]: no manifest declares expansion `flier` of tile `flier-A`: looked for \
         `tests/fixtures/semantic/missing-manifest/tiles/expansion.toml` and \
         `tests/fixtures/semantic/missing-manifest/expansion.toml` (missing-manifest)\n \
         --> {file}:2:13\n  \
         |\n\
         2 | expansion = \"flier\"\n  \
         |             ^^^^^^^\n  \
         |\n  \
         = help: add the manifest with `id = \"flier\"` as \
         `tests/fixtures/semantic/missing-manifest/expansion.toml` (the folder above the tiles), \
         or name it on the command line\n\
         \n\
         checked 1 file: 1 tile, 0 expansions; 1 error, 0 warnings\n"
    );
    assert_eq!(run.stderr, expected);
}
