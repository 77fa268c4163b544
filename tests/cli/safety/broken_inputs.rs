//! Every way a data file can be broken gets one clear diagnostic at the right line and column,
//! and the right exit code: 1 for invalid data, 2 for usage and I/O problems.

use crate::common;

use std::fs;
use std::path::Path;

use common::{assert_single, data, fixture, temp_dir, validate_json};

/// One broken fixture: its file, the code it must report, and where.
macro_rules! broken {
    ($($test:ident: $file:literal => $code:literal at $line:literal:$column:literal;)*) => {
        $(
            #[test]
            fn $test() {
                assert_single(&fixture($file), 1, $code, Some($line), Some($column));
            }
        )*
    };
}

broken! {
    toml_syntax_error: "toml-syntax.toml" => "E004" at 3:12;
    duplicate_key: "duplicate-key.toml" => "E004" at 4:1;
    wrong_type: "wrong-type-letter.toml" => "E008" at 3:10;
    unknown_key_typo: "unknown-key-typo.toml" => "E006" at 4:1;
    missing_key: "missing-key-counts.toml" => "E007" at 1:1;
    unknown_direction: "unknown-direction.toml" => "E009" at 5:23;
    unknown_edge_kind: "unknown-edge-kind.toml" => "E009" at 4:15;
    id_with_parent_folder: "id-parent-folder.toml" => "E010" at 1:6;
    id_with_slash: "id-with-slash.toml" => "E010" at 1:6;
    unknown_key_in_feature: "unknown-key-in-feature.toml" => "E006" at 11:1;
    counts_wrong_type: "counts-wrong-type.toml" => "E008" at 6:17;
    counts_bad_edition_id: "counts-bad-edition-id.toml" => "E010" at 6:12;
    id_too_long: "id-too-long.toml" => "E010" at 1:6;
    counts_negative: "counts-negative.toml" => "E010" at 6:25;
    counts_float: "counts-float.toml" => "E008" at 6:17;
    unknown_feature_kind: "unknown-feature-kind.toml" => "E009" at 9:8;
    feature_missing_kind: "feature-missing-kind.toml" => "E007" at 13:1;
    feature_missing_edges: "feature-missing-edges.toml" => "E007" at 13:1;
    unknown_edge_position: "unknown-edge-position.toml" => "E009" at 11:15;
    edges_not_a_table: "edges-not-a-table.toml" => "E008" at 4:9;
    flier_not_a_table: "flier-not-a-table.toml" => "E008" at 5:9;
    features_not_an_array: "features-not-an-array.toml" => "E008" at 4:12;
    unknown_illustration_kind: "unknown-illustration-kind.toml" => "E009" at 24:8;
    unknown_allow_check: "unknown-allow-check.toml" => "E009" at 7:10;
    empty_file: "empty.toml" => "E005" at 1:1;
    whitespace_only_file: "whitespace-only.toml" => "E005" at 1:1;
    invalid_utf8: "invalid-utf8.toml" => "E003" at 3:11;
    expansion_wrong_type: "expansion-wrong-type/expansion.toml" => "E008" at 6:8;
    expansion_missing_name: "expansion-missing-name/expansion.toml" => "E007" at 1:1;
    expansion_unknown_corner: "expansion-unknown-corner/expansion.toml" => "E009" at 14:10;
    expansion_unknown_key: "expansion-unknown-key/expansion.toml" => "E006" at 10:1;
    date_where_a_string_belongs: "date-for-letter.toml" => "E008" at 3:10;
}

#[test]
fn typo_suggests_the_nearest_key_and_hides_the_missing_key() {
    let diagnostic = assert_single(
        &fixture("unknown-key-typo.toml"),
        1,
        "E006",
        Some(4),
        Some(1),
    );
    assert_eq!(
        diagnostic["message"],
        "unknown key `egdes` in the top-level table"
    );
    assert_eq!(diagnostic["help"], "did you mean `edges`?");
    assert_eq!(diagnostic["name"], "unknown-key");
    let diagnostic = assert_single(
        &fixture("expansion-unknown-key/expansion.toml"),
        1,
        "E006",
        Some(10),
        Some(1),
    );
    assert_eq!(diagnostic["help"], "did you mean `faces`?");
}

#[test]
fn a_hint_that_asks_for_a_key_shows_its_shape() {
    let diagnostic = assert_single(
        &fixture("expansion-missing-editions/expansion.toml"),
        1,
        "E007",
        Some(1),
        Some(1),
    );
    assert_eq!(
        diagnostic["help"],
        r#"add `editions = [{ id = "C1", tiles = 2, year = 2024 }]`"#
    );
    let diagnostic = assert_single(
        &fixture("missing-key-counts.toml"),
        1,
        "E007",
        Some(1),
        Some(1),
    );
    assert_eq!(diagnostic["help"], "add `counts = { C1 = 1 }`");
    let diagnostic = assert_single(
        &fixture("edges-not-a-table.toml"),
        1,
        "E008",
        Some(4),
        Some(9),
    );
    assert_eq!(
        diagnostic["message"],
        "wrong type for `edges`: expected table, found string"
    );
    assert_eq!(
        diagnostic["help"],
        r#"write it as `edges = { N = "road", E = "field", S = "road", W = "field" }`"#
    );
}

#[test]
fn unknown_key_far_from_any_lists_the_known_keys() {
    let diagnostic = assert_single(
        &fixture("unknown-key-in-feature.toml"),
        1,
        "E006",
        Some(11),
        Some(1),
    );
    assert_eq!(
        diagnostic["help"],
        "known keys: `edges`, `end`, `ends_at`, `id`, `kind`, `under`"
    );
}

#[test]
fn unknown_value_lists_the_allowed_values() {
    let diagnostic = assert_single(
        &fixture("unknown-direction.toml"),
        1,
        "E009",
        Some(5),
        Some(23),
    );
    assert_eq!(
        diagnostic["message"],
        "unknown value `NNW` for `flier.direction`"
    );
    assert_eq!(
        diagnostic["help"],
        "allowed values: `N`, `NE`, `E`, `SE`, `S`, `SW`, `W`, `NW`"
    );
    let diagnostic = assert_single(
        &fixture("unknown-edge-kind.toml"),
        1,
        "E009",
        Some(4),
        Some(15),
    );
    assert_eq!(
        diagnostic["help"],
        "allowed values: `field`, `road`, `city`, `river`"
    );
}

#[test]
fn span_covers_the_offending_value() {
    let diagnostic = assert_single(
        &fixture("unknown-direction.toml"),
        1,
        "E009",
        Some(5),
        Some(23),
    );
    let text = fs::read_to_string(fixture("unknown-direction.toml")).unwrap();
    let start = diagnostic["span"]["start"].as_u64().unwrap() as usize;
    let end = diagnostic["span"]["end"].as_u64().unwrap() as usize;
    assert_eq!(&text[start..end], "\"NNW\"");
}

#[test]
fn two_problems_in_one_file_are_both_reported_in_order() {
    let (exit, diagnostics) = validate_json(&fixture("two-problems.toml"));
    assert_eq!(exit, 1);
    let found: Vec<(&str, u64, u64)> = diagnostics
        .iter()
        .map(|d| {
            (
                d["code"].as_str().unwrap(),
                d["line"].as_u64().unwrap(),
                d["column"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(found, [("E008", 3, 10), ("E009", 5, 23)]);
}

#[test]
fn every_broken_file_is_reported_and_the_run_goes_on() {
    let (exit, diagnostics) = validate_json(&fixture(""));
    assert_eq!(exit, 1);
    let mut broken = Vec::new();
    for entry in walk(&fixture("")) {
        if entry
            .extension()
            .is_some_and(|extension| extension == "toml")
        {
            broken.push(entry);
        }
    }
    assert!(broken.len() >= 30, "{} broken files", broken.len());
    for file in &broken {
        assert!(
            diagnostics
                .iter()
                .any(|d| Path::new(d["file"].as_str().unwrap()) == file),
            "no diagnostic for {}",
            file.display()
        );
    }
    let keys: Vec<(String, u64)> = diagnostics
        .iter()
        .map(|d| {
            (
                d["file"].as_str().unwrap().to_owned(),
                d["span"]["start"].as_u64().unwrap_or(0),
            )
        })
        .collect();
    let mut sorted = keys.clone();
    sorted.sort();
    assert_eq!(
        keys, sorted,
        "diagnostics are sorted by file, then position"
    );
}

fn walk(folder: &Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for entry in fs::read_dir(folder).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(walk(&path));
        } else {
            files.push(path);
        }
    }
    files
}

#[test]
fn nonexistent_path() {
    let diagnostic = assert_single(&fixture("no-such-folder"), 2, "E027", None, None);
    assert!(
        diagnostic["message"]
            .as_str()
            .unwrap()
            .contains("does not exist")
    );
}

#[test]
fn folder_with_no_tile_files() {
    assert_single(&fixture("no-tile-files"), 2, "E029", None, None);
}

#[test]
fn file_over_one_mebibyte() {
    let temp = temp_dir("too-large");
    let folder = temp.path();
    let file = folder.join("flier-A.toml");
    let mut text = fs::read_to_string(data().join("flier/tiles/A.toml")).unwrap();
    while text.len() <= 1024 * 1024 {
        text.push_str("# padding to make the file larger than a data file may be\n");
    }
    fs::write(&file, text).unwrap();
    let diagnostic = assert_single(&file, 1, "E002", None, None);
    assert!(diagnostic["message"].as_str().unwrap().contains("1 MiB"));
}

#[test]
fn unreadable_file() {
    use std::os::unix::fs::PermissionsExt;
    let temp = temp_dir("unreadable");
    let folder = temp.path();
    let file = folder.join("flier-A.toml");
    fs::copy(data().join("flier/tiles/A.toml"), &file).unwrap();
    fs::set_permissions(&file, fs::Permissions::from_mode(0o000)).unwrap();
    // File modes do not bind root: then the check runs as `nobody`, who must reach the folder.
    common::open_to_nobody(&[folder]);
    let run = common::Tilecat::new()
        .unprivileged()
        .args(["validate", "--format", "json"])
        .arg(&file)
        .run();
    run.expect_code(2);
    let document: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
    let diagnostics = document["diagnostics"].as_array().unwrap();
    assert_eq!(diagnostics.len(), 1, "{diagnostics:#?}");
    assert_eq!(diagnostics[0]["code"], "E001", "{diagnostics:#?}");
    assert!(
        diagnostics[0]["message"]
            .as_str()
            .unwrap()
            .contains("permission denied"),
        "{diagnostics:#?}"
    );
}

#[test]
fn file_that_is_not_a_regular_file_is_unreadable_even_for_root() {
    let temp = temp_dir("socket");
    let folder = temp.path();
    let file = folder.join("flier-A.toml");
    let _listener = std::os::unix::net::UnixListener::bind(&file).unwrap();
    let diagnostic = assert_single(&file, 2, "E001", None, None);
    assert_eq!(
        diagnostic["message"],
        "cannot read file: not a regular file"
    );
}

#[test]
fn named_pipe_does_not_stall_the_run() {
    let temp = temp_dir("fifo");
    let folder = temp.path();
    let file = folder.join("flier-A.toml");
    let status = std::process::Command::new("mkfifo")
        .arg(&file)
        .status()
        .expect("mkfifo (coreutils) runs");
    assert!(status.success());
    assert_single(&file, 2, "E001", None, None);
}

#[test]
fn symlink_loop() {
    let temp = temp_dir("symlink-loop");
    let folder = temp.path();
    fs::create_dir_all(folder.join("tiles")).unwrap();
    fs::copy(
        data().join("flier/tiles/A.toml"),
        folder.join("tiles/A.toml"),
    )
    .unwrap();
    std::os::unix::fs::symlink("..", folder.join("tiles/back")).unwrap();
    let (exit, diagnostics) = validate_json(folder);
    assert_eq!(exit, 2);
    let loops: Vec<_> = diagnostics.iter().filter(|d| d["code"] == "E028").collect();
    assert_eq!(loops.len(), 1, "{diagnostics:#?}");
    assert!(loops[0]["file"].as_str().unwrap().ends_with("tiles/back"));
    assert_eq!(loops[0]["line"], serde_json::Value::Null);
}

#[test]
fn crlf_line_endings_are_accepted_with_the_right_line_numbers() {
    let temp = temp_dir("crlf");
    let folder = temp.path();
    let lf = fs::read_to_string(data().join("flier/tiles/C.toml")).unwrap();
    let clean = folder.join("C.toml");
    fs::write(&clean, lf.replace('\n', "\r\n")).unwrap();
    fs::copy(
        data().join("flier/expansion.toml"),
        folder.join("expansion.toml"),
    )
    .unwrap();
    fs::copy(data().join("flier/symbol.png"), folder.join("symbol.png")).unwrap();
    let (exit, diagnostics) = validate_json(&clean);
    assert_eq!((exit, diagnostics.len()), (0, 0), "{diagnostics:#?}");

    let broken = folder.join("unknown-direction.toml");
    let lf = fs::read_to_string(fixture("unknown-direction.toml")).unwrap();
    fs::write(&broken, lf.replace('\n', "\r\n")).unwrap();
    assert_single(&broken, 1, "E009", Some(5), Some(23));
}

#[test]
fn each_unknown_key_of_a_table_is_reported() {
    let (exit, diagnostics) = validate_json(&fixture("two-unknown-keys.toml"));
    assert_eq!(exit, 1);
    let found: Vec<(&str, &str, u64, u64)> = diagnostics
        .iter()
        .map(|d| {
            (
                d["code"].as_str().unwrap(),
                d["message"].as_str().unwrap(),
                d["line"].as_u64().unwrap(),
                d["column"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        found,
        [
            ("E006", "unknown key `colour` in `features[0]`", 11, 1),
            ("E006", "unknown key `width` in `features[0]`", 12, 1)
        ]
    );
}

/// The code, message, line and column of each diagnostic, in order.
fn located(diagnostics: &[serde_json::Value]) -> Vec<(&str, &str, u64, u64)> {
    diagnostics
        .iter()
        .map(|d| {
            (
                d["code"].as_str().unwrap(),
                d["message"].as_str().unwrap(),
                d["line"].as_u64().unwrap(),
                d["column"].as_u64().unwrap(),
            )
        })
        .collect()
}

/// Asserts that validating `path` finds the data invalid (exit code 1) with exactly the
/// diagnostics `expected`, each as its code, message, line and column, in order.
#[track_caller]
fn assert_located<const N: usize>(path: &Path, expected: [(&str, &str, u64, u64); N]) {
    let (exit, diagnostics) = validate_json(path);
    assert_eq!(exit, 1);
    assert_eq!(located(&diagnostics), expected);
}

#[test]
fn numbers_that_are_not_whole_name_the_key_and_the_range() {
    assert_located(
        &fixture("counts-not-whole-numbers.toml"),
        [
            (
                "E008",
                "wrong type for `counts.C1`: expected a whole number from 0 to 65535, found `1.0`",
                6,
                17,
            ),
            (
                "E008",
                "wrong type for `counts.C2`: expected a whole number from 0 to 65535, found `nan`",
                6,
                27,
            ),
            (
                "E010",
                "`counts.C3` is 99999999999999999999, more than the largest allowed, 65535",
                6,
                37,
            ),
        ],
    );
}

#[test]
fn every_bad_die_face_is_reported() {
    assert_located(
        &fixture("expansion-bad-faces/expansion.toml"),
        [
            (
                "E010",
                "`die.faces[1]` is 300, more than the largest allowed, 255",
                10,
                13,
            ),
            (
                "E010",
                "`die.faces[3]` is 400, more than the largest allowed, 255",
                10,
                21,
            ),
            (
                "E008",
                "wrong type for `die.faces[4]`: expected a whole number from 0 to 255, found `2.0`",
                10,
                26,
            ),
        ],
    );
}

#[test]
fn board_coordinates_that_are_not_whole_numbers_are_each_reported() {
    let temp = temp_dir("board-numbers");
    let board = temp.path().join("board.toml");
    fs::write(
        &board,
        "[[tiles]]\ntile = \"flier-A\"\nat = [1.5, inf]\n\n[[tiles]]\ntile = \"flier-B\"\n\
         at = [0, -99999999999999999999]\nrotation = 90.0\n",
    )
    .unwrap();
    let run = common::tilecat([
        "score".as_ref(),
        board.as_os_str(),
        "--data".as_ref(),
        data().as_os_str(),
    ]);
    run.expect_code(1);
    let errors: Vec<&str> = run
        .stderr
        .lines()
        .filter(|line| line.starts_with("error") || line.contains("-->"))
        .collect();
    let file = board.display();
    assert_eq!(
        errors,
        [
            "error[E008]: wrong type for `tiles[0].at[0]`: expected a whole number from \
             -2147483648 to 2147483647, found `1.5` (wrong-type)"
                .to_owned(),
            format!(" --> {file}:3:7"),
            "error[E008]: wrong type for `tiles[0].at[1]`: expected a whole number from \
             -2147483648 to 2147483647, found `inf` (wrong-type)"
                .to_owned(),
            format!(" --> {file}:3:12"),
            "error[E010]: `tiles[1].at[1]` is -99999999999999999999, less than the smallest \
             allowed, -2147483648 (schema-violation)"
                .to_owned(),
            format!(" --> {file}:7:10"),
            "error[E009]: unknown value `90.0` for `tiles[1].rotation` (unknown-value)".to_owned(),
            format!(" --> {file}:8:12"),
        ]
    );
}

#[test]
fn a_tile_with_no_manifest_anywhere_is_an_error_naming_where_it_looked() {
    let temp = temp_dir("no-manifest");
    let tiles = temp.path().join("somefolder/tiles");
    fs::create_dir_all(&tiles).unwrap();
    for letter in ["A", "B"] {
        fs::copy(
            data().join(format!("flier/tiles/{letter}.toml")),
            tiles.join(format!("{letter}.toml")),
        )
        .unwrap();
    }
    for named in [tiles.join("A.toml"), tiles.clone()] {
        let (exit, diagnostics) = validate_json(&named);
        assert_eq!(exit, 1, "{diagnostics:#?}");
        let missing: Vec<_> = diagnostics.iter().filter(|d| d["code"] == "E047").collect();
        assert_eq!(missing.len(), diagnostics.len(), "{diagnostics:#?}");
        let first = missing[0];
        assert_eq!(
            first["message"],
            format!(
                "no manifest declares expansion `flier` of tile `flier-A`: looked for `{}` and `{}`",
                tiles.join("expansion.toml").display(),
                temp.path().join("somefolder/expansion.toml").display()
            )
        );
        assert_eq!(
            (first["line"].as_u64(), first["column"].as_u64()),
            (Some(6), Some(13))
        );
        assert_eq!(first["name"], "missing-manifest");
    }
    let (_, diagnostics) = validate_json(&tiles);
    assert_eq!(diagnostics.len(), 2, "one error per tile: {diagnostics:#?}");
}

#[test]
fn a_named_tile_is_checked_against_the_manifest_above_its_folder() {
    let flier = common::Data::flier();
    let tile = flier.tile("A.toml");
    let text = fs::read_to_string(&tile).unwrap();
    fs::write(&tile, text.replace("C3 = 1", "C9 = 1")).unwrap();
    let diagnostic = assert_single(&tile, 1, "E024", Some(10), Some(28));
    assert!(
        diagnostic["message"].as_str().unwrap().contains("C9"),
        "{diagnostic:#?}"
    );
}

#[test]
fn a_tile_that_does_not_load_leaves_the_totals_unchecked() {
    let flier = common::Data::flier();
    let tile = flier.tile("A.toml");
    let text = fs::read_to_string(&tile).unwrap();
    fs::write(&tile, text.replace("C1 = 1,", "C1 = 1.0,")).unwrap();
    // Only the broken count: the editions' totals, short of tile A, are not counted.
    assert_single(&tile, 1, "E008", Some(10), Some(17));
    assert_located(
        &flier.root(),
        [(
            "E008",
            "wrong type for `counts.C1`: expected a whole number from 0 to 65535, found `1.0`",
            10,
            17,
        )],
    );
}

#[test]
fn each_problem_in_an_optional_table_is_reported() {
    let temp = temp_dir("optional-table");
    let manifest = temp.path().join("expansion.toml");
    let text = fs::read_to_string(data().join("flier/expansion.toml")).unwrap();
    let text = text.replace(
        "faces = [1, 1, 2, 2, 3, 3]",
        "faces = [1, 1, 2, 2, 3, 3]\nsides = 6\ncolour = \"red\"",
    );
    fs::write(&manifest, &text).unwrap();
    fs::copy(
        data().join("flier/symbol.png"),
        temp.path().join("symbol.png"),
    )
    .unwrap();
    let line = text[..text.find("sides").unwrap()].matches('\n').count() as u64 + 1;
    assert_located(
        &manifest,
        [
            ("E006", "unknown key `sides` in `die`", line, 1),
            ("E006", "unknown key `colour` in `die`", line + 1, 1),
        ],
    );
}

#[test]
fn a_manifest_that_does_not_load_is_reported_without_its_tiles() {
    let flier = common::Data::flier();
    let manifest = flier.root().join("expansion.toml");
    let text = fs::read_to_string(&manifest).unwrap();
    let faces = 1 + text
        .lines()
        .position(|line| line == "faces = [1, 1, 2, 2, 3, 3]")
        .expect("the Flier's manifest gives the die's faces") as u64;
    fs::write(
        &manifest,
        text.replace("faces = [1, 1, 2, 2, 3, 3]", "faces = [1, 300, 1, 400]"),
    )
    .unwrap();
    // With another expansion declared beside it, no tile of the Flier says its expansion is
    // undeclared (E023): the manifest's own errors say why it is not there.
    let base = data().join("base/expansion.toml");
    for named in [flier.root(), flier.tile("A.toml")] {
        let run = common::tilecat([
            "validate".as_ref(),
            "--format".as_ref(),
            "json".as_ref(),
            named.as_os_str(),
            base.as_os_str(),
        ]);
        assert_eq!(run.code, 1);
        let document: serde_json::Value = serde_json::from_str(&run.stdout).unwrap();
        let diagnostics = document["diagnostics"].as_array().unwrap();
        assert_eq!(
            located(diagnostics),
            [
                (
                    "E010",
                    "`die.faces[1]` is 300, more than the largest allowed, 255",
                    faces,
                    13
                ),
                (
                    "E010",
                    "`die.faces[3]` is 400, more than the largest allowed, 255",
                    faces,
                    21
                ),
            ],
            "{}",
            named.display()
        );
    }
}
