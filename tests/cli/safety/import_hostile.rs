//! `tilecat import jcz` against what a hostile or unlucky pack and output folder hold: a tile
//! fixed by hand since it was imported, an element with a flood of attributes, a pack too large
//! for the descriptors a process may open, and tile ids that would become a manifest's name or
//! one constant of the generated tables.

use crate::common;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use common::{Tilecat, snapshot};

/// The pack `text` written as `NAME.xml` in `folder`; its path.
fn pack(folder: &Path, name: &str, text: &str) -> PathBuf {
    let path = folder.join(format!("{name}.xml"));
    fs::write(&path, text).unwrap();
    path
}

/// A pack holding `tiles`, each a `<tile>` element.
fn pack_text(tiles: &[String]) -> String {
    format!("<pack><tiles>{}</tiles></pack>", tiles.concat())
}

/// Four layouts that differ, in JCloisterZone's words: a city on the north side; a monastery
/// with a road to the south; four cities; a city on three sides with a road into it.
const LAYOUTS: [&str; 4] = [
    "<city>N</city><farm city=\"N\">EL ER SL SR WL WR</farm>",
    "<cloister/><road>S</road><farm>NL NR EL ER SL SR WL WR</farm>",
    "<city>N</city><city>W</city><city>E</city><city>S</city><farm city=\"N W E S\">INNER_FARM</farm>",
    "<road>S</road><city>N W E</city><farm city=\"N\">SL</farm><farm city=\"N\">SR</farm>",
];

/// The tile `id` with the layout `LAYOUTS[layout]`.
fn tile(id: &str, layout: usize) -> String {
    format!("<tile id=\"{id}\">{}</tile>", LAYOUTS[layout])
}

/// A tile with a city on its north side, the rest field.
fn city_tile(id: &str) -> String {
    tile(id, 0)
}

/// A run of `tilecat import jcz PACK… --out OUT`.
fn import(packs: &[&Path], out: &Path) -> Tilecat {
    Tilecat::new()
        .args(["import", "jcz"])
        .args(packs)
        .arg("--out")
        .arg(out)
}

#[test]
fn a_tile_fixed_by_hand_since_it_was_imported_is_kept() {
    let temp = common::temp_dir("import-fixed");
    let out = temp.path().join("out");
    let mini = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/jcz/mini.xml");
    import(&[&mini], &out).run().expect_success();
    // Importing again over an untouched import replaces its files.
    import(&[&mini], &out).run().expect_success();

    // The user fixes a tile by hand and keeps the import's comment lines.
    let tile = out.join("mini/tiles/MI-LR.toml");
    let fixed = fs::read_to_string(&tile).unwrap().replace(
        "kind = \"monastery\"",
        "kind = \"monastery\"\nname = \"mine\"",
    );
    fs::write(&tile, &fixed).unwrap();
    let before = snapshot(&out);

    let run = import(&[&mini], &out).run();
    run.expect_code(2);
    assert!(
        run.stderr.contains("MI-LR.toml") && run.stderr.contains("changed since"),
        "{}",
        run.stderr
    );
    assert!(run.stderr.contains("nothing was written"), "{}", run.stderr);
    assert_eq!(fs::read_to_string(&tile).unwrap(), fixed);
    assert_eq!(snapshot(&out), before, "the folder is as it was");
}

#[test]
fn an_element_with_more_attributes_than_the_format_uses_is_refused_at_once() {
    let temp = common::temp_dir("import-attributes");
    // 160,000 attributes on one element (about 1.6 MB), each name its own.
    let attributes: String = (0..160_000)
        .map(|index| format!(" a{index}=\"\""))
        .collect();
    let text = format!(
        "<pack>\n<tiles>\n  <tile id=\"X/C\"><city{attributes}>N</city></tile>\n</tiles>\n</pack>\n"
    );
    let path = pack(temp.path(), "flood", &text);
    let started = Instant::now();
    let run = import(&[&path], &temp.path().join("out"))
        .timeout(Duration::from_secs(60))
        .run();
    run.expect_code(1);
    assert!(
        started.elapsed() < Duration::from_secs(20),
        "took {:?}",
        started.elapsed()
    );
    assert!(
        run.stderr.contains("flood.xml:3:18:") && run.stderr.contains("attributes"),
        "{}",
        run.stderr
    );
    assert!(!temp.path().join("out/flood").exists());
}

#[test]
fn a_pack_of_many_tiles_imports_under_a_small_limit_of_open_files() {
    const TILES: usize = 600;
    let temp = common::temp_dir("import-descriptors");
    let tiles: Vec<String> = (0..TILES)
        .map(|index| city_tile(&format!("X/C{index}")))
        .collect();
    let path = pack(temp.path(), "many", &pack_text(&tiles));
    let out = temp.path().join("out");
    let output = Command::new("sh")
        .arg("-c")
        .arg("ulimit -n 64 && exec \"$0\" \"$@\"")
        .arg(env!("CARGO_BIN_EXE_tilecat"))
        .args(["import", "jcz"])
        .arg(&path)
        .arg("--out")
        .arg(&out)
        .env("NO_COLOR", "1")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(0), "{stderr}");
    let written = snapshot(&out);
    assert_eq!(written.len(), 2 + 1 + TILES, "{stderr}");
    assert!(written.contains_key(&format!("many/tiles/X-C{}.toml", TILES - 1)));
}

#[test]
fn a_tile_whose_id_is_a_manifests_name_gets_a_file_of_its_own() {
    let temp = common::temp_dir("import-expansion-id");
    let path = pack(
        temp.path(),
        "named",
        &pack_text(&[tile("expansion", 0), tile("X/C", 1)]),
    );
    let out = temp.path().join("out");
    import(&[&path], &out).run().expect_success();
    let written = snapshot(&out);
    assert!(
        !written.contains_key("named/tiles/expansion.toml"),
        "{:?}",
        written.keys()
    );
    assert!(
        written.contains_key("named/tiles/expansion-2.toml"),
        "{:?}",
        written.keys()
    );
    Tilecat::new()
        .arg("validate")
        .arg(&out)
        .run()
        .expect_success();
}

#[test]
fn tiles_told_apart_by_letter_case_get_constants_of_their_own() {
    let temp = common::temp_dir("import-case");
    let path = pack(
        temp.path(),
        "basic",
        &pack_text(&[
            tile("BA/CCG", 0),
            tile("BA/CcG", 1),
            tile("BA/C.C", 2),
            tile("BA/C-C", 3),
        ]),
    );
    let out = temp.path().join("out");
    import(&[&path], &out).run().expect_success();
    let written = snapshot(&out);
    for name in ["BA-CCG", "BA-CcG-2", "BA-C_C", "BA-C-C-2"] {
        assert!(
            written.contains_key(&format!("basic/tiles/{name}.toml")),
            "{name}: {:?}",
            written.keys()
        );
    }
    Tilecat::new()
        .arg("validate")
        .arg(&out)
        .run()
        .expect_success();
    let tables = temp.path().join("tables.rs");
    Tilecat::new()
        .args(["gen", "rust"])
        .arg(&out)
        .arg("--out")
        .arg(&tables)
        .run()
        .expect_success();
    assert!(
        fs::read_to_string(&tables)
            .unwrap()
            .contains("BASIC_BA_CCG_2")
    );
}

#[test]
fn validate_finds_the_ids_that_build_would_make_one_constant() {
    let temp = common::temp_dir("import-clash");
    let path = pack(
        temp.path(),
        "basic",
        &pack_text(&[tile("BA/CCG", 0), tile("BA/CcX", 1)]),
    );
    let out = temp.path().join("out");
    import(&[&path], &out).run().expect_success();
    // The pair as an import that told tiles apart by letter case alone wrote it.
    let tiles = out.join("basic/tiles");
    let text = fs::read_to_string(tiles.join("BA-CcX.toml"))
        .unwrap()
        .replace("basic-BA-CcX", "basic-BA-CcG");
    fs::write(tiles.join("BA-CcG.toml"), text).unwrap();
    fs::remove_file(tiles.join("BA-CcX.toml")).unwrap();

    let run = Tilecat::new().arg("validate").arg(&out).run();
    run.expect_code(1);
    assert!(
        run.stderr.contains("E057")
            && run.stderr.contains("BASIC_BA_CCG")
            && run.stderr.contains("BA-CcG.toml"),
        "{}",
        run.stderr
    );
    let tables = temp.path().join("tables.rs");
    Tilecat::new()
        .args(["gen", "rust"])
        .arg(&out)
        .arg("--out")
        .arg(&tables)
        .run()
        .expect_code(1);
}
