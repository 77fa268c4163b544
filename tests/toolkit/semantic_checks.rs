//! Each folder under `tests/fixtures/semantic/` breaks exactly one semantic rule: validating it
//! reports exactly that problem, at the line and column of the offending key or value.

use std::path::{Path, PathBuf};

use tilecat::input::validate::validate_paths;
use tilecat::shared::diagnostic::{Code, Severity};

/// One fixture: its folder, and the single problem it must produce.
struct Case {
    folder: &'static str,
    code: Code,
    /// The file the problem is in, relative to the fixture folder.
    file: &'static str,
    /// 1-based line and column of the start of the diagnostic's span.
    line: usize,
    column: usize,
    /// The text the span covers.
    text: &'static str,
}

const CASES: &[Case] = &[
    Case {
        folder: "position-unclaimed",
        code: Code::PositionUnclaimed,
        file: "A.toml",
        line: 5,
        column: 53,
        text: r#""road""#,
    },
    Case {
        folder: "position-claimed-twice",
        code: Code::PositionClaimedTwice,
        file: "A.toml",
        line: 21,
        column: 34,
        text: r#""EL""#,
    },
    Case {
        folder: "position-wrong-kind",
        code: Code::PositionWrongKind,
        file: "A.toml",
        line: 16,
        column: 22,
        text: r#""N""#,
    },
    Case {
        folder: "edge-mismatch",
        code: Code::EdgeMismatch,
        file: "A.toml",
        line: 5,
        column: 15,
        text: r#""road""#,
    },
    Case {
        folder: "field-across-barrier",
        code: Code::FieldAcrossBarrier,
        file: "A.toml",
        line: 16,
        column: 34,
        text: r#""ER""#,
    },
    Case {
        folder: "split-field",
        code: Code::SplitField,
        file: "A.toml",
        line: 16,
        column: 10,
        text: r#""ER""#,
    },
    Case {
        folder: "field-city-borders",
        code: Code::FieldCityBorders,
        file: "A.toml",
        line: 22,
        column: 10,
        text: "[]",
    },
    Case {
        folder: "broken-reference",
        code: Code::BrokenReference,
        file: "A.toml",
        line: 25,
        column: 9,
        text: r#""meadow""#,
    },
    Case {
        folder: "reference-wrong-kind",
        code: Code::ReferenceWrongKind,
        file: "A.toml",
        line: 25,
        column: 9,
        text: r#""road""#,
    },
    Case {
        folder: "duplicate-feature-id",
        code: Code::DuplicateFeatureId,
        file: "A.toml",
        line: 20,
        column: 6,
        text: r#""north-field""#,
    },
    Case {
        folder: "duplicate-id",
        code: Code::DuplicateId,
        file: "more/A.toml",
        line: 2,
        column: 6,
        text: r#""mini-A""#,
    },
    Case {
        folder: "file-name-mismatch",
        code: Code::FileNameMismatch,
        file: "B.toml",
        line: 2,
        column: 6,
        text: r#""mini-A""#,
    },
    Case {
        folder: "unknown-expansion",
        code: Code::UnknownExpansion,
        file: "B.toml",
        line: 3,
        column: 13,
        text: r#""maxi""#,
    },
    Case {
        folder: "unknown-edition",
        code: Code::UnknownEdition,
        file: "A.toml",
        line: 6,
        column: 20,
        text: "X2",
    },
    Case {
        folder: "count-mismatch",
        code: Code::CountMismatch,
        file: "expansion.toml",
        line: 9,
        column: 9,
        text: "2",
    },
    Case {
        folder: "duplicate-tile",
        code: Code::DuplicateTile,
        file: "B.toml",
        line: 2,
        column: 6,
        text: r#""mini-B""#,
    },
    Case {
        folder: "invalid-expansion",
        code: Code::InvalidExpansion,
        file: "expansion.toml",
        line: 13,
        column: 10,
        text: r#""S""#,
    },
    Case {
        folder: "misplaced-road-end",
        code: Code::MisplacedRoadEnd,
        file: "A.toml",
        line: 17,
        column: 1,
        text: "ends_at",
    },
    Case {
        folder: "unmet-requirement",
        code: Code::UnmetRequirement,
        file: "A.toml",
        line: 2,
        column: 6,
        text: r#""mini-A""#,
    },
    Case {
        folder: "letter-twice-in-edition",
        code: Code::LetterTwiceInEdition,
        file: "A2.toml",
        line: 6,
        column: 12,
        text: "X1",
    },
    Case {
        folder: "missing-manifest",
        code: Code::MissingManifest,
        file: "tiles/A.toml",
        line: 2,
        column: 13,
        text: r#""flier""#,
    },
    Case {
        folder: "features-cross",
        code: Code::FeaturesCross,
        file: "A.toml",
        line: 19,
        column: 9,
        text: r#"["N"]"#,
    },
    Case {
        folder: "border-beyond-barrier",
        code: Code::BorderBeyondBarrier,
        file: "A.toml",
        line: 30,
        column: 19,
        text: r#""north-city""#,
    },
];

fn fixture(folder: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/semantic")
        .join(folder)
}

fn check_case(case: &Case) {
    let root = fixture(case.folder);
    let validation = validate_paths(std::slice::from_ref(&root));
    let [diagnostic] = validation.diagnostics.as_slice() else {
        panic!(
            "{}: expected one diagnostic, got {:#?}",
            case.folder, validation.diagnostics
        );
    };
    assert_eq!(diagnostic.code, case.code, "{}", case.folder);
    assert_eq!(diagnostic.severity, Severity::Error, "{}", case.folder);
    assert_eq!(diagnostic.file, root.join(case.file), "{}", case.folder);
    assert!(
        !diagnostic.message.ends_with('.') && !diagnostic.message.is_empty(),
        "{}: {}",
        case.folder,
        diagnostic.message
    );
    let span = diagnostic
        .span
        .clone()
        .unwrap_or_else(|| panic!("{}: the diagnostic has no span", case.folder));
    let source = &validation.sources[&diagnostic.file];
    assert_eq!(&source.text[span.clone()], case.text, "{}", case.folder);
    assert_eq!(
        source.line_column(span.start),
        (case.line, case.column),
        "{}",
        case.folder
    );
}

#[test]
fn every_semantic_code_has_a_fixture() {
    let semantic: Vec<Code> = Code::ALL
        .iter()
        .copied()
        .filter(|code| {
            (Code::PositionUnclaimed..=Code::DuplicateTile).contains(code)
                || *code == Code::InvalidExpansion
                || *code == Code::MisplacedRoadEnd
                || *code == Code::FeaturesCross
                || *code == Code::UnmetRequirement
                || *code == Code::LetterTwiceInEdition
                || *code == Code::MissingManifest
                || *code == Code::BorderBeyondBarrier
        })
        .collect();
    let covered: Vec<Code> = CASES.iter().map(|case| case.code).collect();
    assert_eq!(covered, semantic);
    for case in CASES {
        assert_eq!(
            case.folder,
            case.code.name(),
            "fixture folders are named by code"
        );
    }
}

#[test]
fn each_fixture_breaks_exactly_its_rule_where_it_says() {
    for case in CASES {
        check_case(case);
    }
}

#[test]
fn the_bundled_data_passes_every_semantic_check() {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("data");
    let validation = validate_paths(&[data]);
    assert_eq!(validation.diagnostics, Vec::new());
    // 24 base layouts and their 8 garden copies, the Flier's A to H and its first edition's H,
    // the six Crop Circles tiles.
    assert_eq!(validation.catalog.tiles.len(), 47);
    assert_eq!(validation.catalog.expansions.len(), 3);
}

/// `tests/fixtures/shapes/`: one tile for each way a road can end (into a city across the tile as
/// on base tiles S and T, into a city cap, round a corner into a city, at a monastery, two roads
/// at a monastery, three at a village, at another road), a city touching a road, a city reaching
/// a corner, a field inside a ring of cities and a field bordering cities inside the tile.
fn shapes() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/shapes")
}

#[test]
fn every_road_end_shape_validates_clean() {
    let validation = validate_paths(&[shapes()]);
    assert_eq!(validation.diagnostics, Vec::new());
    assert_eq!(validation.catalog.tiles.len(), 11);
}

#[test]
fn what_the_tile_says_about_ends_walls_and_inner_borders_is_what_divides_its_fields() {
    let copy = tempfile::tempdir().unwrap();
    std::fs::create_dir(copy.path().join("tiles")).unwrap();
    std::fs::copy(
        shapes().join("expansion.toml"),
        copy.path().join("expansion.toml"),
    )
    .unwrap();
    for letter in ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K"] {
        let text = std::fs::read_to_string(shapes().join(format!("tiles/{letter}.toml"))).unwrap();
        let dead_ends: String = text
            .lines()
            .filter(|line| {
                !["ends_at", "touches", "reaches", "borders_inside"]
                    .iter()
                    .any(|key| line.starts_with(key))
            })
            .map(|line| format!("{line}\n"))
            .collect();
        std::fs::write(copy.path().join(format!("tiles/{letter}.toml")), dead_ends).unwrap();
    }
    let validation = validate_paths(&[copy.path().to_path_buf()]);
    let mut split: Vec<String> = validation
        .diagnostics
        .iter()
        .map(|diagnostic| {
            let file = diagnostic.file.file_name().unwrap().to_string_lossy();
            format!("{file} {}", diagnostic.code.name())
        })
        .collect();
    split.dedup();
    // Ended at the centre instead, the roads into cities or roads split nothing, nor do walls
    // that touch nothing and reach no corner; the roads at the monastery and the village end at
    // the centre either way, and a field meeting no edge needs no word on its cities.
    assert_eq!(
        split,
        [
            "A.toml split-field",
            "B.toml split-field",
            "C.toml split-field",
            "G.toml split-field",
            "H.toml split-field",
            "I.toml split-field",
            "K.toml split-field",
            "K.toml field-city-borders",
        ]
    );
}
