//! `tilecat build --watch`: a tile edited on disk (or the picture of its own it names) is the
//! only tile drawn again, only its pictures change, and the rebuild is byte for byte a full
//! build; an invalid edit leaves the last good build in place.

use crate::common;
use common::{Data, Snapshot, Tilecat, snapshot};

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Child, Stdio};
use std::sync::mpsc::Receiver;
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
    snapshot(folder)
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
    let mut child = Tilecat::new()
        .args(arguments)
        .arg("--watch")
        .command()
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("tilecat build --watch starts");
    let lines = common::lines_of(child.stderr.take().unwrap());
    (Watcher(child), lines)
}

/// A watch of a fresh copy of the Flier's data into `dist/` beside it, tiles `size` px square,
/// once its first build, every tile drawn, is in place: the copy, the output folder, the watcher
/// with the lines of its standard error, and the files of that first build.
fn watched_flier(size: u32) -> (Data, PathBuf, (Watcher, Receiver<String>), Snapshot) {
    let data = Data::flier();
    let out = data.temp.path().join("dist");
    let (watcher, lines) = watch(arguments(&out, &data.root(), size));
    let first = outcome(&lines);
    assert!(first.ends_with(", 8 tiles, 8 tiles drawn"), "{first}");
    let before = snapshot(&out);
    (data, out, (watcher, lines), before)
}

#[test]
fn an_edited_tile_is_the_only_one_drawn_and_changes_only_its_own_pictures() {
    let (data, out, (watcher, lines), before) = watched_flier(64);
    let before_inodes = inodes(&out);
    assert!(before.keys().any(|path| path == "png/flier-F-r0.png"));

    // Move tile F's highwaymen: only F is drawn again, and of the pictures only F's, and the
    // atlas, contact-sheet and Tabletop Simulator pages that show it, change.
    let file = data.tile("F.toml");
    let text = std::fs::read_to_string(&file).unwrap();
    let moved = text.replace("placement = \"NW\"", "placement = \"N\"");
    save(&file, &moved);
    let second = outcome(&lines);
    assert!(second.ends_with(", 8 tiles, 1 tile drawn"), "{second}");
    let after = snapshot(&out);
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
    expected.extend([
        "atlas-1.png".into(),
        "contact-sheet/flier-1.png".into(),
        "tts/flier-0.png".into(),
    ]);
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
    assert_eq!(snapshot(&out), after);

    // Back to the first text: F is drawn again, and the build is byte for byte the first one,
    // which drew every tile.
    save(&file, &text);
    let fourth = outcome(&lines);
    assert!(fourth.ends_with(", 8 tiles, 1 tile drawn"), "{fourth}");
    assert_eq!(snapshot(&out), before);

    // And the moved F once more: byte for byte what a build that draws everything makes.
    save(&file, &moved);
    let fifth = outcome(&lines);
    assert!(fifth.ends_with(", 8 tiles, 1 tile drawn"), "{fifth}");
    let remembered = snapshot(&out);
    assert_eq!(remembered, after);
    drop(watcher);
    let cold = common::tilecat(arguments(&out, &data.root(), 64));
    cold.expect_success();
    assert_eq!(snapshot(&out), remembered);
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
    made.expect_success();
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

/// The next line on standard error that starts with `built `, passing over the errors of the
/// builds before it (such as one made while a folder was half in place).
fn built(lines: &Receiver<String>) -> String {
    loop {
        let line = outcome(lines);
        if line.starts_with("built ") {
            return line;
        }
    }
}

/// How the watcher ended, within 120 s, and every line it wrote on standard error.
fn ended(mut watcher: Watcher, lines: &Receiver<String>) -> (Option<i32>, String) {
    let deadline = std::time::Instant::now() + Duration::from_secs(120);
    let mut written = Vec::new();
    loop {
        // The lines end when the watcher closes standard error, that is when it exits.
        let left = deadline.saturating_duration_since(std::time::Instant::now());
        match lines.recv_timeout(left) {
            Ok(line) => written.push(line),
            Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => break,
            Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {
                panic!("the watcher did not exit within 120 s: {written:?}")
            }
        }
    }
    let code = loop {
        if let Some(status) = watcher.0.try_wait().unwrap() {
            break status.code();
        }
        assert!(
            std::time::Instant::now() < deadline,
            "the watcher did not exit: {written:?}"
        );
        std::thread::sleep(Duration::from_millis(20));
    };
    (code, written.join("\n"))
}

#[test]
fn a_watch_into_a_folder_holding_a_users_file_is_refused_and_keeps_it() {
    let data = common::Data::flier();
    let root = data.temp.path();
    let out = root.join("dist");
    let first = common::tilecat(arguments(&out, &data.root(), 32));
    first.expect_success();
    std::fs::write(out.join("game.html"), "the user's page").unwrap();
    let before = snapshot(&out);
    let (watcher, lines) = watch(arguments(&out, &data.root(), 32));
    let (code, stderr) = ended(watcher, &lines);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("`game.html`"), "{stderr}");
    assert!(stderr.contains("nothing was written"), "{stderr}");
    assert_eq!(snapshot(&out), before);

    // Put there while the watcher runs: the rebuild is refused, the watcher goes on, and once
    // the file is moved out the next change is built.
    std::fs::remove_file(out.join("game.html")).unwrap();
    let (_watcher, lines) = watch(arguments(&out, &data.root(), 32));
    let first = outcome(&lines);
    assert!(first.starts_with("built "), "{first}");
    std::fs::write(out.join("notes.txt"), "the user's notes").unwrap();
    let built = snapshot(&out);
    let file = data.tile("F.toml");
    let text = std::fs::read_to_string(&file).unwrap();
    save(
        &file,
        &text.replace("placement = \"NW\"", "placement = \"N\""),
    );
    let refused = outcome(&lines);
    assert!(
        refused.starts_with("error: refusing to replace"),
        "{refused}"
    );
    assert!(refused.contains("`notes.txt`"), "{refused}");
    assert!(refused.ends_with("keeps the last good build"), "{refused}");
    assert_eq!(snapshot(&out), built);
    std::fs::remove_file(out.join("notes.txt")).unwrap();
    save(&file, &text);
    let rebuilt = outcome(&lines);
    assert!(rebuilt.starts_with("built "), "{rebuilt}");
}

#[test]
fn a_watch_of_no_data_or_no_tiles_is_refused_and_a_change_leaving_none_keeps_the_last_build() {
    let temp = common::temp_dir("no-tiles");
    let root = temp.path();
    let out = root.join("dist");
    let empty = root.join("empty");
    std::fs::create_dir(&empty).unwrap();
    let (watcher, lines) = watch(arguments(&out, &empty, 32));
    let (code, stderr) = ended(watcher, &lines);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("holds no tile files"), "{stderr}");
    assert!(
        stderr.contains("error: the data is invalid; nothing was written"),
        "{stderr}"
    );
    assert!(!out.exists());
    // Valid data whose newest edition holds no tiles.
    let data = common::one_tile(root, true);
    let (watcher, lines) = watch(arguments(&out, &data, 32));
    let (code, stderr) = ended(watcher, &lines);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(
        stderr.contains("error: the data holds no tiles; nothing was written"),
        "{stderr}"
    );
    assert!(!out.exists());

    // A change that leaves the newest edition without tiles keeps the build in place.
    save(
        &data.join("expansion.toml"),
        &common::one_tile_expansion(false),
    );
    let (_watcher, lines) = watch(arguments(&out, &data, 32));
    let first = outcome(&lines);
    assert!(first.ends_with(", 1 tile, 1 tile drawn"), "{first}");
    let before = snapshot(&out);
    save(
        &data.join("expansion.toml"),
        &common::one_tile_expansion(true),
    );
    let second = outcome(&lines);
    assert_eq!(
        second,
        format!(
            "error: the data holds no tiles; {} keeps the last good build",
            out.display()
        )
    );
    assert_eq!(snapshot(&out), before);
}

#[test]
fn an_output_folder_inside_the_watched_folder_is_refused_before_any_build() {
    let data = common::Data::flier();
    for out in [data.root().join("dist"), data.root().join("tiles/../dist")] {
        let (watcher, lines) = watch(arguments(&out, &data.root(), 32));
        let (code, stderr) = ended(watcher, &lines);
        assert_eq!(code, Some(2), "{stderr}");
        assert!(stderr.contains("which is watched"), "{stderr}");
        assert!(!stderr.contains("built "), "{stderr}");
        assert!(!data.root().join("dist").exists());
    }
}

#[test]
fn a_data_folder_moved_away_and_made_again_is_watched_again() {
    let (data, out, (_watcher, lines), before) = watched_flier(32);
    let root = data.temp.path();

    // A new folder with tile F's highwaymen moved takes the place of the watched one.
    let text = std::fs::read_to_string(data.tile("F.toml")).unwrap();
    let new = root.join("flier.new");
    common::copy_folder(&data.root(), &new);
    save(
        &new.join("tiles/F.toml"),
        &text.replace("placement = \"NW\"", "placement = \"N\""),
    );
    let old = root.join("flier.old");
    std::fs::rename(data.root(), &old).unwrap();
    std::fs::rename(&new, data.root()).unwrap();
    let second = built(&lines);
    assert!(second.ends_with(", 8 tiles, 1 tile drawn"), "{second}");
    let after = snapshot(&out);
    assert_ne!(after["png/flier-F-r0.png"], before["png/flier-F-r0.png"]);
    assert_eq!(after["png/flier-A-r0.png"], before["png/flier-A-r0.png"]);

    // The new folder edited: the watch is on it, not on the one moved away.
    save(&data.tile("F.toml"), &text);
    let third = outcome(&lines);
    assert!(third.ends_with(", 8 tiles, 1 tile drawn"), "{third}");
    assert_eq!(snapshot(&out), before);

    // Swapped for a link to a folder: built from the folder linked to.
    save(
        &old.join("tiles/F.toml"),
        &text.replace("placement = \"NW\"", "placement = \"N\""),
    );
    std::fs::rename(data.root(), root.join("flier.moved")).unwrap();
    std::os::unix::fs::symlink(&old, data.root()).unwrap();
    let fourth = built(&lines);
    assert!(fourth.ends_with(", 8 tiles, 1 tile drawn"), "{fourth}");
    assert_eq!(snapshot(&out), after);
}

#[test]
fn a_deleted_data_folder_is_reported_and_built_again_once_back() {
    let (data, out, (_watcher, lines), before) = watched_flier(32);
    let root = data.temp.path();
    let kept = root.join("kept");
    common::copy_folder(&data.root(), &kept);

    // Taken away whole (moved, then deleted), so that no rebuild can see it half gone.
    let aside = root.join("flier.deleted");
    std::fs::rename(data.root(), &aside).unwrap();
    std::fs::remove_dir_all(&aside).unwrap();
    let gone = outcome(&lines);
    assert_eq!(
        gone,
        format!(
            "error: `{}` is gone; {} keeps the last good build, and `{}` is built again once it is back",
            data.root().display(),
            out.display(),
            data.root().display()
        )
    );
    assert_eq!(snapshot(&out), before);

    std::fs::rename(&kept, data.root()).unwrap();
    let back = built(&lines);
    assert!(back.ends_with(", 8 tiles, 0 tiles drawn"), "{back}");
    assert_eq!(snapshot(&out), before);
}

#[test]
fn a_changed_picture_of_a_tiles_own_is_drawn_again_alone() {
    let temp = common::temp_dir("watch-picture");
    let data = temp.path().join("data");
    common::copy_folder(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/my-expansion/data"),
        &data,
    );
    let out = temp.path().join("dist");
    let (_watcher, lines) = watch(arguments(&out, &data, 64));
    let first = outcome(&lines);
    assert!(first.ends_with(", 2 tiles, 2 tiles drawn"), "{first}");
    let before = snapshot(&out);
    // Only the picture changes, not the tile's data: tile A alone is drawn again.
    let picture = data.join("my-expansion/tiles/art/A.png");
    let part = picture.with_extension("png.part");
    image::RgbImage::from_pixel(50, 50, image::Rgb([200, 30, 30]))
        .save_with_format(&part, image::ImageFormat::Png)
        .unwrap();
    std::fs::rename(&part, &picture).unwrap();
    let second = outcome(&lines);
    assert!(second.ends_with(", 2 tiles, 1 tile drawn"), "{second}");
    let after = snapshot(&out);
    assert_ne!(
        after["png/my-expansion-A-r90.png"],
        before["png/my-expansion-A-r90.png"]
    );
    assert_eq!(
        after["png/my-expansion-B-r90.png"],
        before["png/my-expansion-B-r90.png"]
    );
    let red = image::load_from_memory(&after["png/my-expansion-A-r0.png"])
        .unwrap()
        .to_rgb8();
    assert_eq!(red.get_pixel(32, 32).0, [200, 30, 30]);
}
