//! The TypeScript tables and the Tabletop Simulator scripts of hostile data
//! ([`crate::common::hostile`]), read by their languages' own tools: `tsc --strict` compiles
//! the tables of an expansion and tiles named with hostile strings, and Node runs them, every
//! name, letter and feature id reading back as the data holds it; `lua5.4` runs every card's
//! script.

use std::path::Path;
use std::process::Command;

use serde_json::Value;

use crate::common::hostile::{self, HOSTILE, expansion_id, feature_ids, tile_id};
use crate::common::{Tilecat, build_into_temp, on_path, temp_dir};

/// Code that prints what the tables hold of each hostile expansion and its tile, as JSON.
const READ_BACK: &str = r#"import { EXPANSIONS, TILES } from "./tilecat";

const read = {
  names: Object.fromEntries(EXPANSIONS.map((expansion) => [expansion.id, expansion.name])),
  letters: Object.fromEntries(TILES.map((tile) => [tile.id, tile.letter])),
  features: Object.fromEntries(TILES.map((tile) => [tile.id, tile.features.map((feature) => feature.id)])),
};
console.log(JSON.stringify(read));
"#;

#[test]
#[ignore = "needs tsc (npm ci --prefix tests/engines) and Node"]
fn typescript_tables_of_hostile_strings_compile_and_read_back_as_the_data() {
    let tsc = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/engines/node_modules/.bin/tsc");
    assert!(
        tsc.is_file(),
        "TypeScript is not installed: bash .ci/run installs it (npm ci --prefix tests/engines)"
    );
    let temp = temp_dir("hostile-ts");
    let data = temp.path().join("data");
    hostile::write_data(&data);
    let tables = temp.path().join("tilecat.ts");
    Tilecat::new()
        .args(["gen", "ts"])
        .arg(&data)
        .arg("--out")
        .arg(&tables)
        .run()
        .expect_success();
    std::fs::write(temp.path().join("read.ts"), READ_BACK).unwrap();
    let compiled = Command::new(tsc)
        .args([
            "--strict",
            "--target",
            "es2020",
            "--module",
            "commonjs",
            "--outDir",
            "out",
            "tilecat.ts",
            "read.ts",
        ])
        .current_dir(temp.path())
        .output()
        .unwrap();
    assert!(
        compiled.status.success(),
        "tsc refused the tables: {}",
        String::from_utf8_lossy(&compiled.stdout)
    );
    let node = Command::new("node")
        .arg("out/read.js")
        .current_dir(temp.path())
        .output()
        .unwrap();
    assert!(
        node.status.success(),
        "{}",
        String::from_utf8_lossy(&node.stderr)
    );
    let read: Value = serde_json::from_slice(&node.stdout).unwrap();
    for (index, text) in HOSTILE.iter().enumerate() {
        assert_eq!(read["names"][expansion_id(index)], *text);
        assert_eq!(read["letters"][tile_id(index)], *text);
        assert_eq!(
            read["features"][tile_id(index)],
            serde_json::json!(feature_ids(index))
        );
    }
}

#[test]
#[ignore = "needs lua5.4 (apt-get install lua5.4)"]
fn every_card_script_of_hostile_data_runs_in_lua() {
    let lua = on_path("lua5.4").expect("Lua is not installed: apt-get install lua5.4");
    let temp = temp_dir("hostile-lua");
    let data = temp.path().join("data");
    hostile::write_data(&data);
    let (_out, dist) = build_into_temp("hostile-lua-build", &data, &["--size", "64"]);
    for (index, text) in HOSTILE.iter().enumerate() {
        let deck =
            crate::common::read_json(&dist.join(format!("tts/{}.json", expansion_id(index))));
        let cards = deck["ObjectStates"][0]["ContainedObjects"]
            .as_array()
            .unwrap();
        assert!(!cards.is_empty());
        for card in cards {
            let script = card["LuaScript"].as_str().unwrap();
            let program = temp.path().join("card.lua");
            std::fs::write(&program, format!("{script}\nprint(#sides)\n")).unwrap();
            let run = Command::new(&lua).arg(&program).output().unwrap();
            assert!(
                run.status.success(),
                "{script}: {}",
                String::from_utf8_lossy(&run.stderr)
            );
            assert_eq!(String::from_utf8_lossy(&run.stdout), "4\n", "{script}");
            assert_eq!(card["Nickname"], tile_id(index).as_str());
            assert_eq!(card["Description"], format!("{text} {text}").as_str());
        }
    }
}
