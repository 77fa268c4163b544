//! `tilecat import jcz` against what a hostile or unlucky pack and output folder hold: a tile
//! fixed by hand since it was imported, an element with a flood of attributes, a pack too large
//! for the descriptors a process may open, and tile ids that would become a manifest's name or
//! one constant of the generated tables.

use crate::common;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use common::snapshot;

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

/// A tile with a city on its north side, the rest field: JCloisterZone's words for it.
fn city_tile(id: &str) -> String {
    format!("<tile id=\"{id}\"><city>N</city><farm city=\"N\">EL ER SL SR WL WR</farm></tile>")
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
