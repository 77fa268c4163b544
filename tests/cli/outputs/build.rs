//! `tilecat build`: every output read back, byte-identical rebuilds, whole folders after
//! interruptions and concurrent builds, and the gallery opened in headless Chromium.

use crate::common;
use common::{Snapshot, Tilecat, names_in, snapshot};

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use image::RgbaImage;
use serde_json::Value;
use tilecat::input::schema::SCHEMA_FILES;

/// The tile size the tests build at: small, so that a debug build is quick.
const SIZE: u32 = 64;

fn build(out: &Path, size: u32) -> common::Run {
    common::tilecat([
        "build".as_ref(),
        "--out".as_ref(),
        out.as_os_str(),
        "--size".as_ref(),
        size.to_string().as_ref(),
    ])
}

fn spawn_build(data: &Path, out: &Path, size: u32) -> Child {
    Tilecat::new()
        .arg("build")
        .arg(data)
        .arg("--out")
        .arg(out)
        .arg("--size")
        .arg(size.to_string())
        .command()
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the tilecat binary starts")
}

/// A copy of the bundled data under `folder` with the expansion renamed, so that its build
/// differs from the bundled data's.
fn renamed_data(folder: &Path) -> PathBuf {
    let copy = folder.join("data");
    for entry in walkdir::WalkDir::new(common::data()) {
        let entry = entry.unwrap();
        let target = copy.join(entry.path().strip_prefix(common::data()).unwrap());
        if entry.file_type().is_dir() {
            std::fs::create_dir_all(&target).unwrap();
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
    let manifest = copy.join("flier/expansion.toml");
    let text = std::fs::read_to_string(&manifest).unwrap();
    std::fs::write(
        &manifest,
        text.replace("\"The Flier\"", "\"The Flier, copied\""),
    )
    .unwrap();
    copy
}

/// A fresh build into `<temporary>/dist`; returns the temporary folder, removed when dropped,
/// and the output folder.
fn built(test: &str, size: u32) -> (tempfile::TempDir, PathBuf) {
    let temp = common::temp_dir(test);
    let out = temp.path().join("dist");
    let run = build(&out, size);
    run.expect_success();
    (temp, out)
}

/// Asserts that `files` is one whole build: exactly the files its manifest lists, and the
/// manifest itself.
fn assert_whole(files: &Snapshot) {
    let manifest: Value = serde_json::from_slice(&files["build.json"]).expect("manifest");
    let mut listed: Vec<&str> = manifest["files"]
        .as_array()
        .unwrap()
        .iter()
        .map(|path| path.as_str().unwrap())
        .collect();
    listed.push("build.json");
    listed.sort_unstable();
    let present: Vec<&str> = files.keys().map(String::as_str).collect();
    assert_eq!(present, listed);
}

fn json(out: &Path, path: &str) -> Value {
    let text = std::fs::read_to_string(out.join(path)).unwrap();
    serde_json::from_str(&text).unwrap_or_else(|error| panic!("{path}: {error}"))
}

fn decode(path: &Path) -> RgbaImage {
    image::open(path)
        .unwrap_or_else(|error| panic!("{}: {error}", path.display()))
        .to_rgba8()
}

#[test]
fn writes_every_asset_and_the_summary() {
    let temp = common::temp_dir("assets");
    let out = temp.path().join("dist");
    let run = build(&out, SIZE);
    run.expect_success();
    let files = snapshot(&out);
    assert_whole(&files);
    // The newest editions: 24 base tiles, 8 base tiles with a garden, 8 Flier tiles and 6 Crop
    // Circles tiles, each in 4 rotations as PNG and SVG; a Tiled tileset, a Godot TileSet, a
    // contact sheet page, a Tabletop Simulator sheet and deck per expansion, and the card back;
    // three atlas pages, each an image and its frames, and the atlas index; the catalog, the
    // tables, the gallery and the manifest.
    assert_eq!(
        files.len(),
        46 * 4 * 2 + 3 + 3 + 3 + 3 * 2 + 1 + 3 * 2 + 1 + 4,
        "{:?}",
        files.keys()
    );
    let under = |folder: &str| files.keys().filter(|path| path.starts_with(folder)).count();
    assert_eq!(under("png/"), 184);
    assert_eq!(under("svg/"), 184);
    assert_eq!(under("tiled/"), 3);
    assert_eq!(under("godot/"), 3);
    assert_eq!(under("tts/"), 7);
    for path in [
        "catalog.json",
        "atlas-0.png",
        "atlas-0.json",
        "atlas.json",
        "contact-sheet/flier-0.png",
        "rust/tables.rs",
        "index.html",
    ] {
        assert!(files.contains_key(path), "{path}");
    }
    assert!(
        run.stderr.contains(&format!(
            "built {}/ from 46 tiles in 3 expansions: 395 files (184 PNG, 184 SVG, 3 Tiled tilesets, 3 Godot TileSets, 3 atlas pages, 3 contact sheet pages, 3 Tabletop Simulator decks,",
            out.display()
        )),
        "{}",
        run.stderr
    );
    // Nothing beside the output folder.
    assert_eq!(names_in(out.parent().unwrap()), ["dist"]);
}

#[test]
fn catalog_matches_its_schema_and_the_tables_match_their_generator() {
    let (_temp, out) = built("catalog", SIZE);
    let file = SCHEMA_FILES
        .iter()
        .find(|file| file.name == "catalog.schema.json")
        .expect("the catalog schema is generated");
    let validator = jsonschema::draft202012::new(&file.committed_json().unwrap()).unwrap();
    let catalog = json(&out, "catalog.json");
    let errors: Vec<String> = validator
        .iter_errors(&catalog)
        .map(|error| error.to_string())
        .collect();
    assert!(errors.is_empty(), "{errors:#?}");
    assert_eq!(catalog["tiles"].as_array().unwrap().len(), 46);

    let manifest = json(&out, "build.json");
    let command = manifest["command"].as_str().unwrap();
    assert!(command.starts_with("tilecat build"), "{command}");
    let data = tilecat::input::validate::validate_paths(&[common::data()])
        .catalog
        .in_edition(None)
        .unwrap();
    let tables = std::fs::read_to_string(out.join("rust/tables.rs")).unwrap();
    let model_path = tilecat::output::codegen::ModelPath::dependency("tilecat").unwrap();
    assert_eq!(
        tables,
        tilecat::output::codegen::rust_module_in(&data, command, &model_path).unwrap()
    );
    assert!(tables.contains(command));
    // The form for another crate: no path into tilecat's own crate, no inner doc comment.
    assert!(!tables.contains("crate::model"), "{tables}");
    assert!(tables.contains("use ::tilecat::model::"), "{tables}");
    assert!(!tables.contains("//!"), "{tables}");
}

#[test]
fn another_crate_includes_the_built_tables_with_path_and_runs_them() {
    let (_temp, out) = built("dist-consumer", 32);
    let tables = out.join("rust/tables.rs");
    let consumer = out.parent().unwrap().join("consumer");
    std::fs::create_dir_all(consumer.join("src")).unwrap();
    std::fs::write(
        consumer.join("Cargo.toml"),
        format!(
            "[package]\nname = \"dist-consumer\"\nversion = \"0.0.0\"\nedition = \"2024\"\npublish = false\n\n\
             [workspace]\n\n[dependencies]\ntilecat = {{ path = {:?}, default-features = false }}\n",
            env!("CARGO_MANIFEST_DIR")
        ),
    )
    .unwrap();
    std::fs::write(
        consumer.join("src/main.rs"),
        format!(
            "#[path = {:?}]\nmod tables;\n\n\
             fn main() {{\n    \
                 for tile in tables::TILES {{\n        \
                     let arrow = tilecat::rules::arrow(tile, tilecat::model::Rotation::R90);\n        \
                     println!(\"{{}} {{}}\", tile.id, arrow.map_or(\"-\", |direction| direction.name()));\n    \
                 }}\n    \
                 assert_eq!(tables::tile(\"flier-A\"), Some(&tables::FLIER_A));\n\
             }}\n",
            tables.display().to_string()
        ),
    )
    .unwrap();
    // tilecat without default features depends on no crate, so the run needs no network.
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let output = Command::new(cargo)
        .args(["run", "--offline", "--quiet", "--manifest-path"])
        .arg(consumer.join("Cargo.toml"))
        .env(
            "CARGO_TARGET_DIR",
            Path::new(env!("CARGO_TARGET_TMPDIR")).join("dist-consumer"),
        )
        .output()
        .expect("cargo runs");
    assert!(
        output.status.success(),
        "the consumer failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let printed = String::from_utf8(output.stdout).unwrap();
    assert_eq!(printed.lines().count(), 46, "{printed}");
    // Tile A's arrow points west as printed, north after a quarter turn clockwise.
    assert!(printed.contains("flier-A N\n"), "{printed}");
    assert!(printed.contains("flier-D NE\n"), "{printed}");
}

/// The largest atlas page the paged tests ask for: 4 × 4 frames of 64 px, so the 32 frames of
/// the Flier's tiles take two pages.
const PAGE: u32 = 300;

/// A build whose atlas is cut into pages of at most [`PAGE`] px; returns the temporary folder,
/// removed when dropped, and the output folder.
fn built_in_pages(test: &str) -> (tempfile::TempDir, PathBuf) {
    let temp = common::temp_dir(test);
    let out = temp.path().join("dist");
    let run = common::tilecat([
        "build".as_ref(),
        "data/flier".as_ref(),
        "--out".as_ref(),
        out.as_os_str(),
        "--size".as_ref(),
        SIZE.to_string().as_ref(),
        "--atlas-max".as_ref(),
        PAGE.to_string().as_ref(),
    ]);
    run.expect_success();
    assert!(
        run.stderr.contains("2 atlas pages, 2 contact sheet pages"),
        "{}",
        run.stderr
    );
    (temp, out)
}

#[test]
fn atlas_pages_stay_within_the_largest_side_and_frames_match_the_single_pictures() {
    let (_temp, out) = built_in_pages("atlas");
    let multiatlas = json(&out, "atlas.json");
    let textures = multiatlas["textures"].as_array().unwrap();
    assert_eq!(textures.len(), 2);
    let mut seen = Vec::new();
    for (index, texture) in textures.iter().enumerate() {
        let image = format!("atlas-{index}.png");
        assert_eq!(texture["image"], image.as_str());
        let page = decode(&out.join(&image));
        assert!(page.width() <= PAGE && page.height() <= PAGE);
        let hash = json(&out, &format!("atlas-{index}.json"));
        assert_eq!(hash["meta"]["image"], image.as_str());
        assert_eq!(hash["meta"]["size"]["w"], page.width());
        assert_eq!(hash["meta"]["size"]["h"], page.height());
        assert_eq!(texture["size"], hash["meta"]["size"]);
        let other = format!("atlas-{}.json", 1 - index);
        assert_eq!(
            hash["meta"]["related_multi_packs"],
            serde_json::json!([other])
        );
        let frames = hash["frames"].as_object().unwrap();
        assert_eq!(frames.len(), 16);
        assert_eq!(texture["frames"].as_array().unwrap().len(), 16);
        for (name, frame) in frames {
            assert!(
                texture["frames"].as_array().unwrap().iter().any(|entry| {
                    entry["filename"] == name.as_str() && entry["frame"] == frame["frame"]
                }),
                "{name} is not in atlas.json as in atlas-{index}.json"
            );
            let rect = &frame["frame"];
            let [x, y, w, h] = ["x", "y", "w", "h"].map(|key| rect[key].as_u64().unwrap() as u32);
            assert_eq!((w, h), (SIZE, SIZE), "{name}");
            // Two pixels of padding and one of extrusion on every side.
            assert!(x >= 3 && y >= 3, "{name}");
            assert!(
                x + w + 3 <= page.width() && y + h + 3 <= page.height(),
                "{name}"
            );
            let single = decode(&out.join("png").join(format!("{name}.png")));
            let cut = image::imageops::crop_imm(&page, x, y, w, h).to_image();
            assert!(cut == single, "frame {name} differs from png/{name}.png");
            // The extruded border repeats the frame's edge; the padding beyond is clear.
            for offset in [0, w / 2, w - 1] {
                assert_eq!(
                    page.get_pixel(x + offset, y - 1),
                    single.get_pixel(offset, 0)
                );
                assert_eq!(
                    page.get_pixel(x - 1, y + offset),
                    single.get_pixel(0, offset)
                );
                assert_eq!(
                    page.get_pixel(x + w, y + offset),
                    single.get_pixel(w - 1, offset)
                );
                assert_eq!(
                    page.get_pixel(x + offset, y + h),
                    single.get_pixel(offset, h - 1)
                );
                assert_eq!(page.get_pixel(x + offset, y - 2).0[3], 0, "{name}");
            }
            seen.push(name.clone());
        }
    }
    seen.sort();
    seen.dedup();
    assert_eq!(seen.len(), 32);
    // The contact sheet of the expansion comes in the same two pages, each decoding and showing
    // the page's four tiles once each, as printed, in one row.
    for index in 0..2 {
        let sheet = decode(&out.join(format!("contact-sheet/flier-{index}.png")));
        assert!(sheet.width() >= 4 * SIZE && sheet.width() <= PAGE);
        assert!(sheet.height() >= SIZE && sheet.height() < 2 * SIZE);
    }
}

#[test]
fn a_page_too_small_for_a_frame_is_a_usage_error_and_nothing_is_written() {
    let temp = common::temp_dir("small-page");
    let out = temp.path().join("dist");
    let run = common::tilecat([
        "build".as_ref(),
        "--out".as_ref(),
        out.as_os_str(),
        "--size".as_ref(),
        "64".as_ref(),
        "--atlas-max".as_ref(),
        "64".as_ref(),
    ]);
    run.expect_code(2);
    assert!(
        run.stderr.contains("cannot hold a 64 px frame"),
        "{}",
        run.stderr
    );
    assert!(!out.exists());
}

#[test]
fn a_page_too_large_is_a_usage_error_naming_the_range_before_the_data_is_read() {
    let temp = common::temp_dir("large-page");
    let out = temp.path().join("dist");
    let missing = temp.path().join("no-data");
    let run = common::tilecat([
        "build".as_ref(),
        missing.as_os_str(),
        "--out".as_ref(),
        out.as_os_str(),
        "--atlas-max".as_ref(),
        "70000".as_ref(),
    ]);
    run.expect_code(2);
    let stderr = &run.stderr;
    assert!(
        stderr.contains("70000 px is too large") && stderr.contains("pages may be 262 to 16384 px"),
        "{stderr}"
    );
    assert!(!stderr.contains("cannot hold"), "{stderr}");
    // The arguments are checked first: the missing data folder is not the error.
    assert!(!stderr.contains("no-data"), "{stderr}");
    assert!(!out.exists());
}

#[test]
fn tiled_tilesets_cut_each_page_into_its_frames() {
    let (_temp, out) = built_in_pages("tiled");
    for (page, first_frame) in [(0, "flier-A-r0"), (1, "flier-E-r0")] {
        let tileset = json(&out, &format!("tiled/flier-{page}.tsj"));
        for field in [
            "type",
            "version",
            "tiledversion",
            "name",
            "image",
            "imagewidth",
            "imageheight",
            "tilewidth",
            "tileheight",
            "margin",
            "spacing",
            "tilecount",
            "columns",
            "grid",
            "tiles",
            "transformations",
            "wangsets",
        ] {
            assert!(tileset.get(field).is_some(), "missing {field}: {tileset:#}");
        }
        assert_eq!(tileset["type"], "tileset");
        assert_eq!(tileset["name"], format!("The Flier {}/2", page + 1));
        assert!(tileset["version"].is_string() && tileset["tiledversion"].is_string());
        let number = |field: &str| tileset[field].as_u64().unwrap() as u32;
        assert_eq!((number("tilewidth"), number("tileheight")), (SIZE, SIZE));
        // The default padding (2 px) and extrusion (1 px): the first frame 3 px in, 4 px apart.
        assert_eq!((number("margin"), number("spacing")), (3, 4));
        // 300 px pages hold four columns of 64 + 2 + 2 px: 16 frames on each page.
        assert_eq!((number("columns"), number("tilecount")), (4, 16));
        assert_eq!(
            tileset["transformations"],
            serde_json::json!({"hflip": false, "vflip": false, "rotate": true, "preferuntransformed": true})
        );
        let image = tileset["image"].as_str().unwrap();
        assert_eq!(image, format!("../atlas-{page}.png"));
        assert!(out.join("tiled").join(image).is_file(), "{image}");
        let picture = decode(&out.join(&image[3..]));
        assert_eq!(number("imagewidth"), picture.width());
        assert_eq!(number("imageheight"), picture.height());
        let hash = json(&out, &format!("atlas-{page}.json"));
        let tiles = tileset["tiles"].as_array().unwrap();
        assert_eq!(tiles.len(), 16);
        for (index, tile) in tiles.iter().enumerate() {
            let id = tile["id"].as_u64().unwrap() as u32;
            assert_eq!(id as usize, index);
            let properties: BTreeMap<&str, &Value> = tile["properties"]
                .as_array()
                .unwrap()
                .iter()
                .map(|property| (property["name"].as_str().unwrap(), &property["value"]))
                .collect();
            for name in ["id", "letter", "edges", "arrow", "rotation", "frame"] {
                assert!(properties.contains_key(name), "tile {id} lacks {name}");
            }
            assert_eq!(
                properties["rotation"].as_u64(),
                Some(u64::from(id % 4) * 90)
            );
            if id == 0 {
                assert_eq!(properties["frame"].as_str(), Some(first_frame));
            }
            // Tile `id` is the grid's cell in column `id % 4`, row `id / 4`: its frame's place.
            let frame = &hash["frames"][properties["frame"].as_str().unwrap()]["frame"];
            assert_eq!(frame["x"], 3 + (id % 4) * 68, "tile {id}");
            assert_eq!(frame["y"], 3 + (id / 4) * 68, "tile {id}");
        }
    }
}

#[test]
fn every_svg_parses_with_the_tile_size() {
    let (_temp, out) = built("svg", SIZE);
    let mut count = 0;
    for entry in std::fs::read_dir(out.join("svg")).unwrap() {
        let path = entry.unwrap().path();
        let text = std::fs::read_to_string(&path).unwrap();
        let document = roxmltree::Document::parse(&text)
            .unwrap_or_else(|error| panic!("{}: {error}", path.display()));
        let root = document.root_element();
        assert_eq!(root.tag_name().name(), "svg");
        assert_eq!(
            root.tag_name().namespace(),
            Some("http://www.w3.org/2000/svg")
        );
        assert_eq!(root.attribute("width"), Some(SIZE.to_string().as_str()));
        assert_eq!(root.attribute("height"), Some(SIZE.to_string().as_str()));
        assert!(root.children().filter(|node| node.is_element()).count() > 3);
        count += 1;
    }
    assert_eq!(count, 184);
}

#[test]
fn gallery_references_only_files_of_the_build() {
    let (_temp, out) = built("gallery", SIZE);
    let text = std::fs::read_to_string(out.join("index.html")).unwrap();
    let options = roxmltree::ParsingOptions {
        allow_dtd: true,
        ..roxmltree::ParsingOptions::default()
    };
    let document = roxmltree::Document::parse_with_options(&text, options).expect("well-formed");
    let mut references = Vec::new();
    for node in document.descendants().filter(|node| node.is_element()) {
        for attribute in ["src", "href"] {
            if let Some(reference) = node.attribute(attribute) {
                references.push((node.tag_name().name().to_owned(), reference.to_owned()));
            }
        }
        if node.tag_name().name() == "link" {
            // The only link is the empty icon, which keeps the browser from asking for one.
            assert_eq!(node.attribute("href"), Some("data:,"));
        }
    }
    let images = references.iter().filter(|(tag, _)| tag == "img").count();
    assert_eq!(images, 230);
    for (tag, reference) in &references {
        if tag == "link" {
            continue;
        }
        assert!(
            !reference.contains(':') && !reference.starts_with('/'),
            "<{tag}> refers outside the build: {reference}"
        );
        assert!(
            out.join(reference).is_file(),
            "<{tag}> refers to missing {reference}"
        );
    }
    for tile in ["flier-A", "flier-H", "base-A", "base-X"] {
        assert!(text.contains(&format!("id=\"tile-{tile}\"")));
    }
    // Base tile S: its road ends at the city; D is the start tile, and only D.
    assert!(text.contains("road <code>road</code>: S, ends at city"));
    assert_eq!(text.matches("<dt>Start tile</dt>").count(), 1);
}

#[test]
fn rebuilding_unchanged_data_leaves_every_file_byte_identical() {
    let (_temp, out) = built("repeat", SIZE);
    let first = snapshot(&out);
    let run = build(&out, SIZE);
    run.expect_success();
    assert!(first == snapshot(&out), "a rebuild changed files");
    assert_eq!(names_in(out.parent().unwrap()), ["dist"]);
}

#[test]
fn invalid_data_writes_nothing_and_keeps_the_previous_build() {
    let temp = common::temp_dir("invalid");
    let folder = temp.path();
    let data = folder.join("data");
    std::fs::create_dir_all(data.join("tiles")).unwrap();
    std::fs::copy(
        common::data().join("flier/expansion.toml"),
        data.join("expansion.toml"),
    )
    .unwrap();
    std::fs::copy(
        common::data().join("flier/symbol.png"),
        data.join("symbol.png"),
    )
    .unwrap();
    let tile = std::fs::read_to_string(common::data().join("flier/tiles/A.toml")).unwrap();
    std::fs::write(
        data.join("tiles/A.toml"),
        tile.replace("\"road\"", "\"moat\""),
    )
    .unwrap();
    let out = folder.join("dist");
    let build_invalid = || {
        common::tilecat([
            "build".as_ref(),
            data.as_os_str(),
            "--out".as_ref(),
            out.as_os_str(),
        ])
    };
    let run = build_invalid();
    run.expect_code(1);
    assert!(run.stderr.contains("nothing was written"), "{}", run.stderr);
    assert!(run.stderr.contains("A.toml"), "{}", run.stderr);
    assert!(!out.exists());
    assert_eq!(names_in(folder), ["data"]);

    let run = build(&out, SIZE);
    run.expect_success();
    let previous = snapshot(&out);
    let run = build_invalid();
    run.expect_code(1);
    assert!(previous == snapshot(&out));
    assert_eq!(names_in(folder), ["data", "dist"]);
}

#[test]
fn refuses_to_replace_a_folder_no_build_made() {
    let temp = common::temp_dir("refuse");
    let folder = temp.path();
    std::fs::write(folder.join("notes.txt"), "mine").unwrap();
    let run = build(folder, SIZE);
    run.expect_code(2);
    assert!(run.stderr.contains("refusing to replace"), "{}", run.stderr);
    assert_eq!(names_in(folder), ["notes.txt"]);
    let prefix = format!("{}.", folder.file_name().unwrap().to_string_lossy());
    let siblings = names_in(folder.parent().unwrap());
    assert!(
        !siblings.iter().any(|name| name.starts_with(&prefix)),
        "{siblings:?}"
    );
}

#[test]
fn concurrent_builds_leave_one_whole_build() {
    let temp = common::temp_dir("concurrent");
    let folder = temp.path();
    let out = folder.join("builds").join("dist");
    // The two builds do the same work on different data, so that they write at about the same
    // time and a mix of them would show.
    let data = [common::data(), renamed_data(folder)];
    let mut references = Vec::new();
    for data in &data {
        let output = spawn_build(data, &out, SIZE).wait_with_output().unwrap();
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        references.push(snapshot(&out));
    }
    assert!(references[0]["catalog.json"] != references[1]["catalog.json"]);
    for round in 0..4 {
        let builds = [
            spawn_build(&data[0], &out, SIZE),
            spawn_build(&data[1], &out, SIZE),
        ];
        for child in builds {
            let output = child.wait_with_output().unwrap();
            assert!(
                output.status.success(),
                "round {round}: {}",
                String::from_utf8_lossy(&output.stderr)
            );
        }
        let result = snapshot(&out);
        assert_whole(&result);
        assert!(
            references.contains(&result),
            "round {round}: the folder is not one whole build"
        );
        assert_eq!(names_in(out.parent().unwrap()), ["dist"], "round {round}");
    }
}

#[test]
fn an_interrupted_build_leaves_the_previous_build_whole() {
    let temp = common::temp_dir("interrupted");
    let out = temp.path().join("dist");
    let parent = out.parent().unwrap().to_path_buf();
    let started = Instant::now();
    let output = spawn_build(&common::data(), &out, 48)
        .wait_with_output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let duration = started.elapsed();
    let new = snapshot(&out);
    let run = build(&out, SIZE);
    run.expect_success();
    let previous = snapshot(&out);
    for step in 0..8u32 {
        let mut child = spawn_build(&common::data(), &out, 48);
        std::thread::sleep(duration * step / 8);
        let _ = child.kill();
        child.wait().unwrap();
        // The output folder is the previous build or, when the build finished, the new one:
        // on Linux the swap is one atomic exchange, so there is no moment without it.
        let files = snapshot(&out);
        assert!(files == previous || files == new, "step {step}: torn build");
        // The next build puts things right and clears what the interrupted one left.
        let run = build(&out, SIZE);
        run.expect_success();
        assert!(snapshot(&out) == previous);
        assert_eq!(names_in(&parent), ["dist"], "step {step}: {}", run.stderr);
    }
}

#[test]
#[ignore = "needs chromium: bash .ci/run installs it (apt-get install chromium)"]
fn gallery_loads_every_picture_in_headless_chromium() {
    let chromium = common::chromium();
    let (_temp, out) = built("chromium", SIZE);
    let profile = out.parent().unwrap().join("profile");
    let page = format!("file://{}", out.join("index.html").display());
    let mut child = Command::new(chromium)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--enable-logging=stderr",
            "--v=0",
            "--dump-dom",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        // Its temporary files beside the profile, not in the system's temporary folder.
        .env("TMPDIR", out.parent().unwrap())
        .arg(&page)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("chromium starts");
    // The page's DOM is larger than a pipe holds: its output is read while chromium runs, so
    // that chromium never waits on a full pipe.
    let readers = (
        child.stdout.take().expect("piped stdout"),
        child.stderr.take().expect("piped stderr"),
    );
    let stdout = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        std::io::Read::read_to_end(&mut { readers.0 }, &mut bytes).map(|_| bytes)
    });
    let stderr = std::thread::spawn(move || {
        let mut bytes = Vec::new();
        std::io::Read::read_to_end(&mut { readers.1 }, &mut bytes).map(|_| bytes)
    });
    let deadline = Instant::now() + Duration::from_secs(120);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("chromium did not finish within two minutes");
        }
        std::thread::sleep(Duration::from_millis(100));
    };
    let output = std::process::Output {
        status,
        stdout: stdout.join().unwrap().unwrap(),
        stderr: stderr.join().unwrap().unwrap(),
    };
    let dom = String::from_utf8_lossy(&output.stdout);
    let log = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "chromium failed: {log}");
    let console: Vec<&str> = log
        .lines()
        .filter(|line| line.contains("CONSOLE"))
        .collect();
    assert!(console.is_empty(), "console messages: {console:#?}");
    let status = dom
        .split("<output")
        .nth(1)
        .and_then(|rest| rest.split('>').next())
        .unwrap_or_else(|| panic!("no status element in the page: {dom}"));
    let attribute = |name: &str| {
        status
            .split(&format!("{name}=\""))
            .nth(1)
            .and_then(|rest| rest.split('"').next())
            .unwrap_or_else(|| panic!("the page's script did not set {name}: {status}"))
            .to_owned()
    };
    // 46 tiles of the newest editions, each as printed and in its four rotations.
    assert_eq!(attribute("data-images-total"), "230");
    assert_eq!(attribute("data-images-loaded"), "230", "{status}");
    assert_eq!(attribute("data-images-failed"), "0", "{status}");
}

#[test]
fn a_file_or_folder_a_user_put_into_the_build_is_refused_and_left_as_it_was() {
    let (_temp, out) = built("strays", 32);
    std::fs::write(out.join("game.html"), "the user's page").unwrap();
    std::fs::create_dir(out.join("notes")).unwrap();
    std::fs::write(out.join("notes/todo.txt"), "the user's notes").unwrap();
    let before = snapshot(&out);
    let run = build(&out, 32);
    run.expect_code(2);
    assert!(
        run.stderr.contains(&format!(
            "refusing to replace `{}`: it holds what its build.json does not list, so a build did not make it: `game.html` and `notes/`; move them out of `{}`, or build into another folder with --out; nothing was replaced",
            out.display(),
            out.display()
        )),
        "{}",
        run.stderr
    );
    assert_eq!(snapshot(&out), before);
    assert_eq!(names_in(out.parent().unwrap()), ["dist"]);
    // Past five, the others are counted.
    for index in 0..6 {
        std::fs::write(out.join(format!("x{index}.txt")), "mine").unwrap();
    }
    let before = snapshot(&out);
    let run = build(&out, 32);
    run.expect_code(2);
    assert!(
        run.stderr.contains(
            "`game.html`, `notes/`, `x0.txt`, `x1.txt`, `x2.txt` and 3 more; move them out"
        ),
        "{}",
        run.stderr
    );
    assert_eq!(snapshot(&out), before);
    // Moved out, the build goes ahead.
    for index in 0..6 {
        std::fs::remove_file(out.join(format!("x{index}.txt"))).unwrap();
    }
    std::fs::remove_file(out.join("game.html")).unwrap();
    std::fs::remove_dir_all(out.join("notes")).unwrap();
    let run = build(&out, 32);
    run.expect_success();
    assert_whole(&snapshot(&out));
}

/// Builds into `out` again and asserts that the build is refused for `png/flier-A-r0.png`, no
/// longer the file the build wrote.
fn refused_for_the_replaced_picture(out: &Path) {
    let run = build(out, 32);
    run.expect_code(2);
    assert!(
        run.stderr
            .contains("`png/flier-A-r0.png` (no longer the file the build wrote)"),
        "{}",
        run.stderr
    );
}

#[test]
fn a_listed_file_replaced_by_a_link_or_a_folder_is_refused() {
    let (temp, out) = built("replaced", 32);
    let picture = out.join("png/flier-A-r0.png");
    let mine = temp.path().join("mine.png");
    std::fs::rename(&picture, &mine).unwrap();
    std::os::unix::fs::symlink(&mine, &picture).unwrap();
    refused_for_the_replaced_picture(&out);
    assert!(picture.symlink_metadata().unwrap().file_type().is_symlink());
    assert!(mine.is_file());
    std::fs::remove_file(&picture).unwrap();
    std::fs::create_dir(&picture).unwrap();
    std::fs::write(picture.join("inside.txt"), "mine").unwrap();
    refused_for_the_replaced_picture(&out);
    assert_eq!(
        std::fs::read_to_string(picture.join("inside.txt")).unwrap(),
        "mine"
    );
}

#[test]
fn data_whose_newest_edition_holds_no_tiles_is_refused_and_writes_nothing() {
    let temp = common::temp_dir("no-tiles");
    let data = common::one_tile(temp.path(), true);
    let out = temp.path().join("dist");
    let run = common::tilecat([
        "build".as_ref(),
        data.as_os_str(),
        "--out".as_ref(),
        out.as_os_str(),
    ]);
    run.expect_code(2);
    assert!(
        run.stderr
            .contains("error: the data holds no tiles; nothing was written"),
        "{}",
        run.stderr
    );
    assert!(!out.exists());
}

#[test]
fn a_file_put_into_the_build_while_a_build_runs_is_kept_and_the_build_refused() {
    let temp = common::temp_dir("stray-during");
    let out = temp.path().join("dist");
    let run = build(&out, 32);
    run.expect_success();
    // A slow build: once its staging folder is there, it has checked the output folder.
    let child = spawn_build(&common::data(), &out, 256);
    let deadline = Instant::now() + Duration::from_secs(120);
    while !names_in(temp.path())
        .iter()
        .any(|name| name.starts_with("dist.tmp-"))
    {
        assert!(Instant::now() < deadline, "the build never began staging");
        std::thread::sleep(Duration::from_millis(2));
    }
    std::fs::write(out.join("game.html"), "the user's page").unwrap();
    let output = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("`game.html`"), "{stderr}");
    assert_eq!(
        std::fs::read_to_string(out.join("game.html")).unwrap(),
        "the user's page"
    );
    assert_eq!(json(&out, "build.json")["tile_size"], 32);
    assert_eq!(names_in(temp.path()), ["dist"]);
}
