//! What an expansion requires of its tiles, checked on copies of the bundled data: taking the
//! flying machine off any Flier tile, or marking a second base tile as the start tile, fails
//! validation with an error located in the tile's file.

use crate::common;

use std::fs;
use std::path::Path;

use serde_json::Value;

/// Replaces `from` with `to` in `file`, which must hold it.
fn edit(file: &Path, from: &str, to: &str) -> String {
    let text = fs::read_to_string(file).unwrap();
    assert!(text.contains(from), "{} holds {from}", file.display());
    let edited = text.replacen(from, to, 1);
    fs::write(file, &edited).unwrap();
    edited
}

/// The 1-based line of the first line of `text` that starts with `start`.
fn line_starting(text: &str, start: &str) -> u64 {
    text.lines()
        .position(|line| line.starts_with(start))
        .unwrap() as u64
        + 1
}

#[test]
fn every_flier_tile_without_its_flying_machine_is_an_error_in_its_file() {
    let data = common::Data::flier();
    let root = data.root();
    let letters = ["A", "B", "C", "D", "E", "F", "G", "H", "H-C1"];
    for letter in letters {
        let file = root.join(format!("tiles/{letter}.toml"));
        let original = fs::read_to_string(&file).unwrap();
        let flier_line = original
            .lines()
            .find(|line| line.starts_with("flier = "))
            .unwrap()
            .to_owned();
        let edited = edit(&file, &format!("{flier_line}\n"), "");
        let diagnostic = common::assert_single(
            &root,
            1,
            "E038",
            Some(line_starting(&edited, "id = ")),
            Some(6),
        );
        assert_eq!(diagnostic["name"], "unmet-requirement");
        assert_eq!(
            Path::new(diagnostic["file"].as_str().unwrap()),
            file,
            "{letter}"
        );
        let id = if letter == "H-C1" {
            "flier-H-C1".to_owned()
        } else {
            format!("flier-{letter}")
        };
        assert_eq!(
            diagnostic["message"],
            Value::from(format!(
                "tile `{id}` has no flying machine, but expansion `flier` requires every tile to have one ({})",
                root.join("expansion.toml").display()
            ))
        );
        fs::write(&file, original).unwrap();
    }
    let (code, diagnostics) = common::validate_json(&root);
    assert_eq!((code, diagnostics.len()), (0, 0));
}

#[test]
fn a_second_start_tile_is_an_error_at_its_start() {
    let data = common::Data::of("base");
    let root = data.root();
    let file = root.join("tiles/U.toml");
    let edited = edit(
        &file,
        "counts = { C1 = 8, C2 = 7, C3 = 7 }\n",
        "counts = { C1 = 8, C2 = 7, C3 = 7 }\nstart = true\n",
    );
    let diagnostic = common::assert_single(
        &root,
        1,
        "E038",
        Some(line_starting(&edited, "start = ")),
        Some(9),
    );
    assert_eq!(Path::new(diagnostic["file"].as_str().unwrap()), file);
    assert!(
        diagnostic["message"].as_str().unwrap().starts_with(
            "tile `base-U` is a second start tile: expansion `base` requires exactly one, and `base-D`"
        ),
        "{diagnostic:#?}"
    );

    // With no start tile at all, the requirement itself is pointed at.
    edit(&file, "start = true\n", "");
    edit(&root.join("tiles/D.toml"), "start = true\n", "");
    let manifest = fs::read_to_string(root.join("expansion.toml")).unwrap();
    let diagnostic = common::assert_single(
        &root,
        1,
        "E038",
        Some(line_starting(&manifest, "requires = ")),
        Some(13),
    );
    assert_eq!(
        diagnostic["message"],
        "expansion `base` requires exactly one start tile, but none of its tiles is one"
    );
}
