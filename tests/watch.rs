//! `tilecat build --watch`: a tile edited on disk is the only tile drawn again, only its
//! pictures change, and the rebuild is byte for byte a full build; an invalid edit leaves the
//! last good build in place.

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

/// Saves `text` as `file` the way many editors do, written beside it and renamed over it, so
/// that the watcher never sees the file half written, however loaded the machine.
fn save(file: &Path, text: &str) {
    let part = file.with_extension("toml.part");
    std::fs::write(&part, text).unwrap();
    std::fs::rename(&part, file).unwrap();
}

/// The inode of every file under `folder`, by path inside it.
fn inodes(folder: &Path) -> BTreeMap<String, u64> {
    use std::os::unix::fs::MetadataExt;
    files(folder)
        .keys()
        .map(|path| (path.clone(), folder.join(path).metadata().unwrap().ino()))
        .collect()
}

/// The arguments of a build of `data` into `out`, tiles `size` px square, on atlas pages of
/// at most 300 px: at 64 px, four tiles a page, so that the Flier's tiles fill two pages.
fn arguments(out: &Path, data: &Path, size: u32) -> Vec<std::ffi::OsString> {
    let size = size.to_string();
    let mut arguments: Vec<std::ffi::OsString> = ["build", "--size", &size, "--atlas-max", "300"]
        .map(Into::into)
        .into();
    arguments.extend(["--out".into(), out.into(), data.into()]);
    arguments
}

/// `tilecat` with `arguments` and `--watch`, and the lines of its standard error.
fn watch(arguments: Vec<std::ffi::OsString>) -> (Watcher, Receiver<String>) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tilecat"))
        .args(arguments)
        .arg("--watch")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("tilecat build --watch starts");
    let stderr = child.stderr.take().unwrap();
    let (sender, lines) = channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stderr).lines().map_while(Result::ok) {
            if sender.send(line).is_err() {
                break;
            }
        }
    });
    (Watcher(child), lines)
}

#[test]
fn an_edited_tile_is_the_only_one_drawn_and_changes_only_its_own_pictures() {
    let data = common::Data::flier();
    let root = data.temp.path();
    let out = root.join("dist");
    let (watcher, lines) = watch(arguments(&out, &data.root(), 64));

    let first = outcome(&lines);
    assert!(first.ends_with(", 8 tiles, 8 tiles drawn"), "{first}");
    let before = files(&out);
    let before_inodes = inodes(&out);
    assert!(before.keys().any(|path| path == "png/flier-F-r0.png"));

    // Move tile F's highwaymen: only F is drawn again, and of the pictures only F's, and the
    // atlas and contact-sheet pages that show it, change.
    let file = data.tile("F.toml");
    let text = std::fs::read_to_string(&file).unwrap();
    let moved = text.replace("placement = \"NW\"", "placement = \"N\"");
    save(&file, &moved);
    let second = outcome(&lines);
    assert!(second.ends_with(", 8 tiles, 1 tile drawn"), "{second}");
    let after = files(&out);
    assert_eq!(
        after.keys().collect::<Vec<_>>(),
        before.keys().collect::<Vec<_>>()
    );
    let changed: Vec<&str> = after
        .iter()
        .filter(|(path, bytes)| before[*path] != **bytes)
        .map(|(path, _)| path.as_str())
        .filter(|path| path.ends_with(".png") || path.ends_with(".svg"))
        .collect();
    let mut expected: Vec<String> = ["png", "svg"]
        .iter()
        .flat_map(|kind| {
            [0, 90, 180, 270].map(|degrees| format!("{kind}/flier-F-r{degrees}.{kind}"))
        })
        .collect();
    expected.extend(["atlas-1.png".into(), "contact-sheet/flier-1.png".into()]);
    expected.sort();
    assert_eq!(changed, expected);
    // Every file whose bytes did not change is the previous build's file, linked rather than
    // written again; every changed file is new.
    let after_inodes = inodes(&out);
    for (path, bytes) in &after {
        let same_file = before_inodes[path] == after_inodes[path];
        assert_eq!(same_file, before[path] == *bytes, "{path}");
    }

    // An invalid edit: the diagnostics, and the last good build stays.
    save(&file, &text.replace("letter = ", "lettre = "));
    let third = outcome(&lines);
    assert!(third.starts_with("error: the data is invalid;"), "{third}");
    assert!(third.ends_with("keeps the last good build"), "{third}");
    assert_eq!(files(&out), after);

    // Back to the first text: F is drawn again, and the build is byte for byte the first one,
    // which drew every tile.
    save(&file, &text);
    let fourth = outcome(&lines);
    assert!(fourth.ends_with(", 8 tiles, 1 tile drawn"), "{fourth}");
    assert_eq!(files(&out), before);

    // And the moved F once more: byte for byte what a build that draws everything makes.
    save(&file, &moved);
    let fifth = outcome(&lines);
    assert!(fifth.ends_with(", 8 tiles, 1 tile drawn"), "{fifth}");
    let remembered = files(&out);
    assert_eq!(remembered, after);
    drop(watcher);
    let cold = common::tilecat(arguments(&out, &data.root(), 64));
    assert_eq!(cold.code, 0, "{}", cold.stderr);
    assert_eq!(files(&out), remembered);
}

#[test]
fn a_watch_that_would_draw_too_many_pixels_is_refused_before_drawing() {
    let temp = tempfile::tempdir().unwrap();
    let corpus = temp.path().join("corpus");
    let made = common::tilecat([
        "corpus".as_ref(),
        "--count".as_ref(),
        "400".as_ref(),
        "--out".as_ref(),
        corpus.as_os_str(),
    ]);
    assert_eq!(made.code, 0, "{}", made.stderr);
    let out = temp.path().join("dist");
    // 400 tiles in 4 rotations at 2048 px are past the budget.
    let arguments = ["build", "--size", "2048", "--out"]
        .map(std::ffi::OsString::from)
        .into_iter()
        .chain([out.clone().into(), corpus.into()])
        .collect();
    let (_watcher, lines) = watch(arguments);
    let first = outcome(&lines);
    assert!(
        first.starts_with("error: drawing 1600 frames at --size 2048"),
        "{first}"
    );
    assert!(first.ends_with("keeps the last good build"), "{first}");
    assert!(!out.exists());
}
