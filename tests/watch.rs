//! `tilecat build --watch`: a tile edited on disk is drawn again, and only its pictures
//! change; an invalid edit leaves the last good build in place.

mod common;

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;

/// The running watcher, stopped when the test ends however it ends.
struct Watcher(Child);

impl Drop for Watcher {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// The next line on standard error that starts with `built ` or `error:`.
fn outcome(lines: &Receiver<String>) -> String {
    loop {
        let line = lines
            .recv_timeout(Duration::from_secs(120))
            .expect("a rebuild within 120 s");
        if line.starts_with("built ") || line.starts_with("error:") {
            return line;
        }
    }
}

/// Every file under `folder` with its bytes, by path inside it.
fn files(folder: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut found = BTreeMap::new();
    for entry in walkdir::WalkDir::new(folder) {
        let entry = entry.unwrap();
        if entry.file_type().is_file() {
            let path = entry.path().strip_prefix(folder).unwrap();
            found.insert(
                path.to_string_lossy().into_owned(),
                std::fs::read(entry.path()).unwrap(),
            );
        }
    }
    found
}

#[test]
fn an_edited_tile_changes_only_its_own_pictures() {
    let data = common::Data::flier();
    let root = data.temp.path();
    let out = root.join("dist");
    let mut child = Command::new(env!("CARGO_BIN_EXE_tilecat"))
        .args(["build", "--watch", "--size", "64", "--out"])
        .arg(&out)
        .arg(data.root())
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("tilecat build --watch starts");
    let stderr = child.stderr.take().unwrap();
    let _watcher = Watcher(child);
    let (sender, lines) = channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            if sender.send(line).is_err() {
                break;
            }
        }
    });

    let first = outcome(&lines);
    assert!(first.ends_with(", 8 tiles"), "{first}");
    let before = files(&out);
    assert!(before.keys().any(|path| path == "png/flier-F-r0.png"));

    // Move tile F's highwaymen: the catalog is built again, and of the tiles' pictures only
    // F's change.
    let file = data.tile("F.toml");
    let text = std::fs::read_to_string(&file).unwrap();
    std::fs::write(
        &file,
        text.replace("placement = \"NW\"", "placement = \"N\""),
    )
    .unwrap();
    let second = outcome(&lines);
    assert!(second.ends_with(", 8 tiles"), "{second}");
    let after = files(&out);
    assert_eq!(
        after.keys().collect::<Vec<_>>(),
        before.keys().collect::<Vec<_>>()
    );
    let changed: Vec<&str> = after
        .iter()
        .filter(|(path, bytes)| before[*path] != **bytes)
        .map(|(path, _)| path.as_str())
        .filter(|path| path.starts_with("png/") || path.starts_with("svg/"))
        .collect();
    let mut expected: Vec<String> = ["png", "svg"]
        .iter()
        .flat_map(|kind| {
            [0, 90, 180, 270].map(|degrees| format!("{kind}/flier-F-r{degrees}.{kind}"))
        })
        .collect();
    expected.sort();
    assert_eq!(changed, expected);
    assert_ne!(
        before["atlas-0.png"], after["atlas-0.png"],
        "the atlas shows the new F"
    );

    // An invalid edit: the diagnostics, and the last good build stays.
    std::fs::write(&file, text.replace("letter = ", "lettre = ")).unwrap();
    let third = outcome(&lines);
    assert!(third.starts_with("error: the data is invalid;"), "{third}");
    assert!(third.ends_with("keeps the last good build"), "{third}");
    assert_eq!(files(&out), after);

    drop(_watcher);
}
