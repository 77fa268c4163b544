//! The card files of `tilecat export tts`, pasted into one table as TTSCarcassonne's
//! `tile_data.ttslua` pastes them (`globalTileData = { #include … }`), read by Lua itself: each
//! card is one entry under its key, with its four sides.

use std::fs;
use std::process::Command;

use crate::common::{self, on_path, temp_dir};

#[test]
#[ignore = "needs lua5.4 (apt-get install lua5.4)"]
fn exported_cards_pasted_into_one_table_read_in_lua() {
    let lua = on_path("lua5.4").expect("Lua is not installed: apt-get install lua5.4");
    let temp = temp_dir("tts-cards-lua");
    let out = temp.path().join("cards");
    common::Tilecat::new()
        .args(["export", "tts"])
        .arg(common::data())
        .arg("--out")
        .arg(&out)
        .run()
        .expect_success();
    for expansion in fs::read_dir(&out).unwrap() {
        let folder = expansion.unwrap().path();
        let mut files: Vec<_> = fs::read_dir(&folder)
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .collect();
        files.sort();
        let mut table = String::from("globalTileData = {\n");
        for file in &files {
            table.push_str(&fs::read_to_string(file).unwrap());
        }
        table.push_str(
            "}\nlocal cards, sides = 0, 0\n\
             for _, card in pairs(globalTileData) do cards = cards + 1; sides = sides + #card.sides end\n\
             print(cards, sides)\n",
        );
        let program = temp.path().join("tile_data.lua");
        fs::write(&program, &table).unwrap();
        let run = Command::new(&lua).arg(&program).output().unwrap();
        assert!(
            run.status.success(),
            "{}: {}",
            folder.display(),
            String::from_utf8_lossy(&run.stderr)
        );
        assert_eq!(
            String::from_utf8_lossy(&run.stdout),
            format!("{}\t{}\n", files.len(), 4 * files.len()),
            "{}",
            folder.display()
        );
    }
}
