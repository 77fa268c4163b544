//! `tilecat lsp` in a real editor: headless Neovim with its built-in LSP client opens a broken
//! tile, receives the diagnostics, and asks for hover, completion, definition and a code action
//! (the script is `tests/neovim/session.lua`). It needs `nvim`, so it is ignored unless asked
//! for with `--include-ignored`, as `.ci/run` does after installing Debian's neovim.

mod common;

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;

#[test]
#[ignore = "needs nvim: bash .ci/run installs it (apt-get install neovim)"]
fn neovim_shows_the_checks_and_applies_a_fix() {
    let data = common::Data::flier();
    let root = data.temp.path();
    let file = data.tile("F.toml");
    let good = std::fs::read_to_string(&file).unwrap();
    let broken = good
        .replace("edges = [\"WR\", \"NL\"]", "edges = [\"WR\"]")
        .replace("edges = [\"NR\", \"EL\"", "edges = [\"NL\", \"NR\", \"EL\"");
    std::fs::write(&file, &broken).unwrap();
    let out = root.join("session.json");
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/neovim/session.lua");
    let mut child = Command::new("nvim")
        .args(["--headless", "-u", "NONE", "-i", "NONE", "-n", "-c"])
        .arg(format!("luafile {}", script.display()))
        .env("TILECAT_BIN", env!("CARGO_BIN_EXE_tilecat"))
        .env("TILECAT_ROOT", root)
        .env("TILECAT_FILE", &file)
        .env("TILECAT_OUT", &out)
        .env("XDG_CACHE_HOME", root.join("cache"))
        .env("XDG_STATE_HOME", root.join("state"))
        .env("XDG_CONFIG_HOME", root.join("config"))
        .env("XDG_DATA_HOME", root.join("share"))
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .spawn()
        .expect("nvim is installed (bash .ci/run installs it: apt-get install neovim)");
    let started = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if started.elapsed() > Duration::from_secs(120) {
            let _ = child.kill();
            panic!("nvim did not finish within 120 s");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    assert!(child.wait().unwrap().success());
    let session: Value = serde_json::from_str(
        &std::fs::read_to_string(&out).expect("the session wrote its results"),
    )
    .unwrap();
    assert_eq!(session["error"], Value::Null, "{}", session["error"]);
    assert_eq!(
        session["steps"],
        serde_json::json!(["opened", "fixed", "asked", "acted"])
    );

    // The semantic error, located as `tilecat validate` locates it (line 26, column 16).
    let opened = session["opened"].as_array().unwrap();
    let codes: Vec<&str> = opened
        .iter()
        .map(|diagnostic| diagnostic["code"].as_str().unwrap())
        .collect();
    assert_eq!(codes, ["E016", "E015"], "{opened:#?}");
    assert_eq!(
        (&opened[1]["lnum"], &opened[1]["col"]),
        (&Value::from(25), &Value::from(15))
    );
    assert!(
        opened[1]["message"]
            .as_str()
            .unwrap()
            .starts_with("field `south-east-field` spans NL and NR, which road `road` separates")
    );
    assert_eq!(session["fixed"], serde_json::json!([]));

    assert!(
        session["hover"]
            .as_str()
            .unwrap()
            .contains("`WR`: The north half of the west side.")
    );
    let definition_line = good[..good.find("id = \"north-west-field\"").unwrap()]
        .matches('\n')
        .count();
    assert_eq!(
        session["definition"]["range"]["start"]["line"],
        definition_line
    );
    assert_eq!(
        session["completion"],
        serde_json::json!(["N", "NE", "E", "SE", "S", "SW", "W", "NW"])
    );

    let typo: Vec<&str> = session["typo"]
        .as_array()
        .unwrap()
        .iter()
        .map(|diagnostic| diagnostic["code"].as_str().unwrap())
        .collect();
    // The tile no longer loads: the expansion's totals, short of it, are not counted.
    assert_eq!(typo, ["E006"]);
    assert_eq!(session["action"], "replace with `letter`");
    assert_eq!(session["line"], "letter = \"F\"");
    assert_eq!(session["applied"], serde_json::json!([]));
}
