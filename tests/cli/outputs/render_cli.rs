//! `tilecat render` end to end: the files it writes, the sizes it refuses, and invalid data.

use crate::common;

use common::{temp_dir, tilecat};

#[test]
fn writes_every_rotation_the_contact_sheet_and_the_atlas() {
    let temp = temp_dir("render-all");
    let out = temp.path().join("out");
    let output = tilecat([
        "render",
        "data/flier",
        "--out",
        out.to_str().unwrap(),
        "--rotations",
        "--size",
        "32",
    ]);
    output.expect_success();
    let names = common::names_in(&out);
    // The marker that lets a later `render` write into the folder again.
    let mut expected = vec![
        ".tilecat-render".to_owned(),
        "atlas-0.json".to_owned(),
        "atlas-0.png".to_owned(),
        "atlas.json".to_owned(),
        "contact-sheet".to_owned(),
    ];
    for letter in 'A'..='H' {
        for degrees in [0, 90, 180, 270] {
            expected.push(format!("flier-{letter}-r{degrees}.png"));
        }
    }
    expected.sort();
    assert_eq!(names, expected);
    let single = image::open(out.join("flier-C-r90.png")).unwrap();
    assert_eq!((single.width(), single.height()), (32, 32));
    assert!(out.join("contact-sheet/flier-0.png").is_file());
    let manifest: serde_json::Value =
        serde_json::from_slice(&std::fs::read(out.join("atlas-0.json")).unwrap()).unwrap();
    let frames = manifest["frames"].as_object().unwrap();
    assert_eq!(frames.len(), 32);
    let frame = &frames["flier-A-r90"];
    assert_eq!(frame["frame"]["w"], 32);
    assert_eq!(frame["rotated"], false);
    assert_eq!(manifest["meta"]["image"], "atlas-0.png");
    assert_eq!(manifest["meta"]["format"], "RGBA8888");
    let atlas = image::open(out.join("atlas-0.png")).unwrap();
    assert_eq!(manifest["meta"]["size"]["w"], atlas.width());
    assert_eq!(manifest["meta"]["size"]["h"], atlas.height());
    for (name, frame) in frames {
        let right = frame["frame"]["x"].as_u64().unwrap() + frame["frame"]["w"].as_u64().unwrap();
        let bottom = frame["frame"]["y"].as_u64().unwrap() + frame["frame"]["h"].as_u64().unwrap();
        assert!(
            right <= u64::from(atlas.width()) && bottom <= u64::from(atlas.height()),
            "{name}"
        );
    }
}

#[test]
fn an_edition_draws_its_own_tiles() {
    let temp = temp_dir("render-first-edition");
    let out = temp.path().join("out");
    let output = tilecat([
        "render",
        "--out",
        out.to_str().unwrap(),
        "--size",
        "32",
        "--edition",
        "C1",
        "--tile",
        "flier-H-C1",
    ]);
    output.expect_success();
    assert!(out.join("flier-H-C1-r0.png").is_file());
    // The newest edition has no garden-less H.
    let output = tilecat([
        "render",
        "--out",
        out.to_str().unwrap(),
        "--tile",
        "flier-H-C1",
    ]);
    assert_eq!(output.code, 2);
    assert!(
        output.stderr.contains("no tile with id `flier-H-C1`"),
        "{}",
        output.stderr
    );
}

#[test]
fn the_same_data_gives_the_same_bytes() {
    let temp = temp_dir("render-twice");
    let (first, second) = (temp.path().join("first"), temp.path().join("second"));
    for out in [&first, &second] {
        let output = tilecat([
            "render",
            "--out",
            out.to_str().unwrap(),
            "--size",
            "48",
            "--tile",
            "flier-H",
        ]);
        assert_eq!(output.code, 0);
    }
    for name in [
        "flier-H-r0.png",
        "contact-sheet/flier-0.png",
        "atlas-0.png",
        "atlas-0.json",
        "atlas.json",
    ] {
        let a = std::fs::read(first.join(name)).unwrap();
        assert_eq!(a, std::fs::read(second.join(name)).unwrap(), "{name}");
    }
    assert!(
        !first.join("flier-A-r0.png").exists(),
        "--tile draws only the tiles named"
    );
}

#[test]
fn sizes_outside_32_to_2048_are_usage_errors() {
    for size in ["31", "2049", "0", "big"] {
        let temp = temp_dir("render-size");
        let out = temp.path().join("out");
        let output = tilecat(["render", "--out", out.to_str().unwrap(), "--size", size]);
        assert_eq!(output.code, 2, "--size {size}");
        assert!(output.stderr.contains("size"), "--size {size}");
        assert!(!out.exists(), "--size {size} wrote nothing");
    }
}

#[test]
fn unknown_tile_is_a_usage_error() {
    let temp = temp_dir("render-unknown");
    let out = temp.path().join("out");
    let output = tilecat([
        "render",
        "--out",
        out.to_str().unwrap(),
        "--tile",
        "flier-Z",
    ]);
    assert_eq!(output.code, 2);
    assert!(output.stderr.contains("flier-Z"));
    assert!(!out.exists());
}

#[test]
fn invalid_data_exits_1_and_writes_nothing() {
    let temp = temp_dir("render-invalid");
    let data = temp.path().join("bad-data");
    std::fs::create_dir_all(&data).unwrap();
    std::fs::write(data.join("broken.toml"), "id = \"flier-Q\"\nedges = [").unwrap();
    let out = temp.path().join("bad-out");
    let output = tilecat([
        "render",
        data.to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(output.code, 1);
    assert!(!output.stderr.is_empty());
    assert!(!out.exists(), "nothing written for invalid data");
}
