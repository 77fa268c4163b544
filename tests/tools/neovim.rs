//! `tilecat lsp` in a real editor: headless Neovim, set up with the manual's snippet as written
//! (its `init.lua`, with the built `tilecat` first on `PATH`), opens a broken tile, receives the
//! diagnostics, and asks for hover, completion, definition and a code action (the script is
//! `tests/neovim/session.lua`). It needs `nvim`, so it is ignored unless asked for with
//! `--include-ignored`, as `.ci/run` does after installing Debian's neovim (0.7.2 on Debian 12).

use crate::common;

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;

/// The Neovim snippet of `docs/manual.md`, as written: the `lua` block after "Neovim (".
fn readme_snippet() -> String {
    let readme =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/manual.md"))
            .unwrap();
    let neovim = readme
        .find("\nNeovim (")
        .expect("the manual sets up Neovim");
    let start = neovim
        + readme[neovim..]
            .find("```lua\n")
            .expect("with a Lua snippet")
        + 7;
    let end = start + readme[start..].find("```").unwrap();
    readme[start..end].to_owned()
}

#[test]
#[ignore = "needs nvim: bash .ci/run installs it (apt-get install neovim)"]
fn neovim_shows_the_checks_and_applies_a_fix() {
    let temp = common::temp_dir("neovim");
    let root = temp.path().join("project");
    common::copy_folder(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("data/flier"),
        &root.join("data/flier"),
    );
    let file = root.join("data/flier/tiles/F.toml");
    let config = root.join("config/nvim");
    std::fs::create_dir_all(&config).unwrap();
    std::fs::write(config.join("init.lua"), readme_snippet()).unwrap();
    let path = common::path_with_tilecat(&root);
    let good = std::fs::read_to_string(&file).unwrap();
    let broken = good
        .replace("edges = [\"WR\", \"NL\"]", "edges = [\"WR\"]")
        .replace("edges = [\"NR\", \"EL\"", "edges = [\"NL\", \"NR\", \"EL\"");
    std::fs::write(&file, &broken).unwrap();
    let out = root.join("session.json");
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/neovim/session.lua");
    let mut child = Command::new("nvim")
        .args(["--headless", "-i", "NONE", "-n", "-c"])
        .arg(format!("luafile {}", script.display()))
        .current_dir(&root)
        .env("PATH", path)
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
    // The snippet roots the server at the folder holding `data/`, and shows messages inline.
    assert_eq!(session["root"], root.to_str().unwrap());
    assert_eq!(session["virtual_text"], true);
    assert_eq!(
        session["steps"],
        serde_json::json!(["opened", "fixed", "asked", "acted"])
    );

    // The semantic error, located as `tilecat validate` locates it (line 26, column 10).
    let opened = session["opened"].as_array().unwrap();
    let codes: Vec<&str> = opened
        .iter()
        .map(|diagnostic| diagnostic["code"].as_str().unwrap())
        .collect();
    assert_eq!(codes, ["E015"], "{opened:#?}");
    assert_eq!(
        (&opened[0]["lnum"], &opened[0]["col"]),
        (&Value::from(25), &Value::from(9))
    );
    assert!(
        opened[0]["message"].as_str().unwrap().starts_with(
            "a half is listed under the wrong field: NL belongs to `north-west-field`"
        )
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
