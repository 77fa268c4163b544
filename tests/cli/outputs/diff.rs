//! `tilecat diff OLD NEW`: the semantic difference between two catalogs, data folders or
//! `catalog.json` files, for people, as JSON and as Markdown; exit 0 when equal, 1 when they
//! differ, 2 when a side cannot be read.

use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::Stdio;

use serde_json::{Value, json};

use crate::common::{self, Tilecat};

/// `text` with `from` replaced by `to`, which it must hold exactly once.
fn replace_once(path: &Path, from: &str, to: &str) {
    let text = fs::read_to_string(path).unwrap();
    assert_eq!(
        text.matches(from).count(),
        1,
        "{from:?} in {}",
        path.display()
    );
    fs::write(path, text.replacen(from, to, 1)).unwrap();
}

/// A copy of the bundled data with five changes planted: tile base-X renamed base-X2, the two
/// cities of base-H swapping their positions, a copy fewer of base-D in C3, a tile base-Y
/// added (a copy in C3, so the edition still holds 72) and crop-circles-A's marker removed.
fn planted(root: &Path) -> PathBuf {
    let new = root.join("new");
    common::copy_folder(&common::data(), &new);
    let tiles = new.join("base/tiles");
    fs::rename(tiles.join("X.toml"), tiles.join("X2.toml")).unwrap();
    replace_once(
        &tiles.join("X2.toml"),
        "id = \"base-X\"",
        "id = \"base-X2\"",
    );
    replace_once(
        &tiles.join("H.toml"),
        "id = \"north-city\"\nedges = [\"NL\", \"N\", \"NR\"]\n\n[[features]]\nkind = \"city\"\nid = \"south-city\"\nedges = [\"SL\", \"S\", \"SR\"]",
        "id = \"north-city\"\nedges = [\"SL\", \"S\", \"SR\"]\n\n[[features]]\nkind = \"city\"\nid = \"south-city\"\nedges = [\"NL\", \"N\", \"NR\"]",
    );
    replace_once(
        &tiles.join("D.toml"),
        "counts = { C1 = 4, C2 = 4, C3 = 4 }",
        "counts = { C1 = 4, C2 = 4, C3 = 3 }",
    );
    fs::write(
        tiles.join("Y.toml"),
        "id = \"base-Y\"\nexpansion = \"base\"\nletter = \"Y\"\n\
         edges = { N = \"field\", E = \"field\", S = \"field\", W = \"field\" }\n\
         counts = { C3 = 1 }\n\n\
         [[features]]\nkind = \"monastery\"\nid = \"monastery\"\n\n\
         [[features]]\nkind = \"garden\"\nid = \"garden\"\n\n\
         [[features]]\nkind = \"field\"\nid = \"field\"\n\
         edges = [\"NL\", \"NR\", \"EL\", \"ER\", \"SL\", \"SR\", \"WL\", \"WR\"]\n",
    )
    .unwrap();
    replace_once(
        &new.join("crop-circles/tiles/A.toml"),
        "\n[[markers]]\nkind = \"crop-circle-road\"\n",
        "",
    );
    Tilecat::new()
        .arg("validate")
        .arg(&new)
        .run()
        .expect_success();
    new
}

fn diff(old: &Path, new: &Path, more: &[&str]) -> common::Run {
    Tilecat::new()
        .arg("diff")
        .arg(old)
        .arg(new)
        .args(more)
        .run()
}

#[test]
fn five_planted_changes_are_reported_and_nothing_else() {
    let temp = common::temp_dir("diff-planted");
    let new = planted(temp.path());
    let run = diff(&common::data(), &new, &["--format", "json"]);
    run.expect_code(1);
    let document: Value = serde_json::from_str(&run.stdout).unwrap();
    assert_eq!(
        document,
        json!({
            "version": 1,
            "equal": false,
            "expansions": [],
            "tiles": [
                {"change": "changed", "tile": "base-D", "facts": [
                    {"fact": "count", "edition": "C3", "old": 4, "new": 3},
                ]},
                {"change": "changed", "tile": "base-H", "facts": [
                    {"fact": "positions", "feature": "north-city",
                     "old": ["NL", "N", "NR"], "new": ["SL", "S", "SR"]},
                    {"fact": "positions", "feature": "south-city",
                     "old": ["SL", "S", "SR"], "new": ["NL", "N", "NR"]},
                ]},
                {"change": "renamed", "tile": "base-X2", "from": "base-X"},
                {"change": "added", "tile": "base-Y", "expansion": "base", "letter": "Y"},
                {"change": "changed", "tile": "crop-circles-A", "facts": [
                    {"fact": "marker-removed", "marker": {"kind": "crop-circle-road"}},
                ]},
            ],
        })
    );

    let run = diff(&common::data(), &new, &[]);
    run.expect_code(1);
    assert_eq!(
        run.stdout,
        "changed tile `base-D`\n  - copies in edition `C3`: 4 → 3\n\
         changed tile `base-H`\n  - positions of `north-city`: `NL` `N` `NR` → `SL` `S` `SR`\n  \
         - positions of `south-city`: `SL` `S` `SR` → `NL` `N` `NR`\n\
         renamed tile `base-X` → `base-X2`\n\
         added tile `base-Y` (`base`, letter `Y`)\n\
         changed tile `crop-circles-A`\n  - marker removed: crop-circle-road\n\
         \n5 tiles differ: 1 added, 1 renamed, 3 changed\n"
    );

    // The other way round, the same changes undone.
    let back = diff(&new, &common::data(), &["--format", "json"]);
    back.expect_code(1);
    let back: Value = serde_json::from_str(&back.stdout).unwrap();
    assert_eq!(
        back["tiles"][2],
        json!({"change": "renamed", "tile": "base-X", "from": "base-X2"})
    );
    assert_eq!(back["tiles"][3]["change"], "removed");
    assert_eq!(back["tiles"][4]["facts"][0]["fact"], "marker-added");

    let run = diff(&common::data(), &new, &["--format", "markdown"]);
    run.expect_code(1);
    assert!(
        run.stdout.starts_with("## Tiles\n\n- Changed `base-D`\n"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("- Renamed `base-X` → `base-X2`\n"),
        "{}",
        run.stdout
    );
}

#[test]
fn two_identical_folders_report_nothing_and_exit_0() {
    let temp = common::temp_dir("diff-same");
    let copy = temp.path().join("copy");
    common::copy_folder(&common::data(), &copy);
    let run = diff(&common::data(), &copy, &[]);
    run.expect_success();
    assert_eq!(run.stdout, "no differences\n");
    let run = diff(&common::data(), &copy, &["--format", "json"]);
    run.expect_success();
    assert_eq!(
        serde_json::from_str::<Value>(&run.stdout).unwrap(),
        json!({"version": 1, "equal": true, "expansions": [], "tiles": []})
    );
    let run = diff(&common::data(), &copy, &["--format", "markdown"]);
    run.expect_success();
    assert_eq!(run.stdout, "No changes.\n");
}

#[test]
fn a_data_folder_and_its_own_export_report_nothing() {
    let temp = common::temp_dir("diff-export");
    for edition in [None, Some("C1")] {
        let catalog = temp.path().join("catalog.json");
        let mut export = Tilecat::new()
            .args(["export", "json"])
            .arg(common::data())
            .arg("--out")
            .arg(&catalog);
        let mut both: Vec<&str> = Vec::new();
        if let Some(edition) = edition {
            export = export.args(["--edition", edition]);
            both = vec!["--edition", edition];
        }
        export.run().expect_success();
        let run = diff(&common::data(), &catalog, &both);
        run.expect_success();
        assert_eq!(run.stdout, "no differences\n", "{edition:?}");
        assert!(
            run.stderr.contains("note: a catalog.json leaves out"),
            "{}",
            run.stderr
        );
        diff(&catalog, &common::data(), &both).expect_success();
    }
    // The export of the planted copy says the same as the copy itself, but what the export
    // leaves out.
    let new = planted(temp.path());
    let catalog = temp.path().join("new.json");
    Tilecat::new()
        .args(["export", "json"])
        .arg(&new)
        .arg("--out")
        .arg(&catalog)
        .run()
        .expect_success();
    let from_data = diff(&common::data(), &new, &["--format", "json"]);
    let from_export = diff(&common::data(), &catalog, &["--format", "json"]);
    from_export.expect_code(1);
    assert_eq!(from_data.stdout, from_export.stdout);
}

/// A run of `diff data PATH`, checked to end with exit 2, saying `expected` and no panic.
#[track_caller]
fn refused(path: &Path, expected: &str) {
    let run = diff(&common::data(), path, &[]);
    run.expect_code(2);
    assert!(run.stdout.is_empty(), "{}", run.stdout);
    assert!(
        run.stderr.contains(expected),
        "{expected:?} in:\n{}",
        run.stderr
    );
    assert!(!run.stderr.contains("panicked"), "{}", run.stderr);
}

#[test]
fn a_catalog_json_that_is_not_one_is_refused_at_its_place() {
    let temp = common::temp_dir("diff-hostile");
    let not_json = temp.path().join("not.json");
    fs::write(&not_json, "{\"version\": 1,\n  \"expansions\": [}\n").unwrap();
    refused(&not_json, &format!("--> {}:2:18", not_json.display()));
    let other_version = temp.path().join("other.json");
    fs::write(&other_version, "{\"version\": 7}").unwrap();
    refused(
        &other_version,
        &format!(
            "the document's version is 7, and this tilecat reads version {}",
            tilecat::output::export::EXPORT_VERSION
        ),
    );
    let deep = temp.path().join("deep.json");
    fs::write(&deep, "[".repeat(100_000)).unwrap();
    refused(&deep, "recursion limit exceeded");

    // Past 64 MiB: refused before it is read to the end (a sparse file, so the test is quick).
    let huge = temp.path().join("huge.json");
    fs::File::create(&huge)
        .unwrap()
        .set_len(64 * 1024 * 1024 + 1)
        .unwrap();
    refused(&huge, "more than 67108864 bytes");

    let fifo = temp.path().join("fifo.json");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .unwrap();
    assert!(made.success());
    refused(&fifo, "not a regular file");
    let link = temp.path().join("link.json");
    std::os::unix::fs::symlink(&fifo, &link).unwrap();
    refused(&link, "not a regular file");
    let to_zero = temp.path().join("zero.json");
    std::os::unix::fs::symlink("/dev/zero", &to_zero).unwrap();
    refused(&to_zero, "not a regular file");
    refused(&temp.path().join("missing.json"), "no such file or folder");
}

#[test]
fn a_side_that_is_not_clean_data_is_refused_with_its_diagnostics() {
    let temp = common::temp_dir("diff-invalid");
    let broken = temp.path().join("broken");
    common::copy_folder(&common::data(), &broken);
    replace_once(
        &broken.join("base/tiles/D.toml"),
        "letter = \"D\"",
        "letter = 4",
    );
    let run = diff(&broken, &common::data(), &[]);
    run.expect_code(2);
    assert!(run.stderr.contains("D.toml"), "{}", run.stderr);
    assert!(
        run.stderr.contains("error: the old catalog"),
        "{}",
        run.stderr
    );
    assert!(run.stdout.is_empty());
}

#[test]
fn a_closed_standard_output_ends_the_run_quietly() {
    let temp = common::temp_dir("diff-closed");
    let new = planted(temp.path());
    // `tilecat diff data new | head -c0`: the reader is gone before a byte is written.
    let mut child = Tilecat::new()
        .arg("diff")
        .arg(common::data())
        .arg(&new)
        .command()
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut stderr)
        .unwrap();
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(1), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}

#[test]
fn an_expansions_own_facts_are_reported_before_the_tiles() {
    let temp = common::temp_dir("diff-expansion");
    let new = temp.path().join("new");
    common::copy_folder(&common::data(), &new);
    let manifest = new.join("flier/expansion.toml");
    replace_once(
        &manifest,
        "name = \"The Flier\"",
        "name = \"Die Flugmaschinen\"",
    );
    replace_once(&manifest, "version = \"1.0.0\"", "version = \"1.1.0\"");
    let run = diff(&common::data(), &new, &[]);
    run.expect_code(1);
    assert_eq!(
        run.stdout,
        "changed expansion `flier`\n  - name: The Flier → Die Flugmaschinen\n  \
         - version: `1.0.0` → `1.1.0`\n\n1 expansion differs: 1 changed\n"
    );
}
