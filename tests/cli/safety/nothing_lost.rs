//! Nothing lost, nothing panics: the cases a hostile user tried, each run through the
//! `tilecat` command. A build touches nothing beside its output folder that it did not make,
//! outputs replace only regular files, no data is an error, every failed write is an exit code,
//! runs refuse what would exhaust memory, and hidden characters never reach generated code.

use crate::common;

use std::ffi::OsStr;
use std::fs;
use std::io::Read;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use common::{Tilecat, is_root, names_in, tilecat};

fn data() -> PathBuf {
    common::data()
}

/// `tilecat build DATA --out OUT --size 32`.
fn build(data: &Path, out: &Path) -> common::Run {
    tilecat([
        "build".as_ref(),
        data.as_os_str(),
        "--out".as_ref(),
        out.as_os_str(),
        "--size".as_ref(),
        "32".as_ref(),
    ])
}

/// A corpus of `count` valid tiles, written by `tilecat corpus`.
fn corpus(folder: &Path, count: usize) -> PathBuf {
    let out = folder.join("corpus");
    let run = tilecat([
        "corpus".as_ref(),
        "--count".as_ref(),
        count.to_string().as_ref(),
        "--out".as_ref(),
        out.as_os_str(),
    ]);
    run.expect_success();
    out
}

#[test]
fn folders_and_files_beside_the_build_that_look_like_leftovers_survive() {
    let temp = tempfile::tempdir().unwrap();
    let parent = temp.path();
    for folder in ["dist.old-2024-05-01", "dist.tmp-1999-notes"] {
        fs::create_dir(parent.join(folder)).unwrap();
        fs::write(parent.join(folder).join("notes.txt"), folder).unwrap();
    }
    fs::write(parent.join("dist.tmp-4242-x"), "a file").unwrap();
    let out = parent.join("dist");
    // With no build yet, and then over a build.
    for _ in 0..2 {
        let run = build(&data(), &out);
        run.expect_success();
    }
    assert_eq!(
        names_in(parent),
        [
            "dist",
            "dist.old-2024-05-01",
            "dist.tmp-1999-notes",
            "dist.tmp-4242-x"
        ]
    );
    for folder in ["dist.old-2024-05-01", "dist.tmp-1999-notes"] {
        assert_eq!(
            fs::read_to_string(parent.join(folder).join("notes.txt")).unwrap(),
            folder
        );
    }
    assert!(out.join("build.json").is_file());
}

/// Special files of every kind, and a symbolic link to each, in `folder`.
fn special_files(folder: &Path) -> Vec<(PathBuf, &'static str)> {
    let fifo = folder.join("fifo");
    let status = Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(status.success());
    let socket = folder.join("socket");
    let _listener = std::os::unix::net::UnixListener::bind(&socket).unwrap();
    let directory = folder.join("directory");
    fs::create_dir(&directory).unwrap();
    let mut files = vec![
        (fifo.clone(), "a FIFO"),
        (socket.clone(), "a socket"),
        (directory.clone(), "a folder"),
    ];
    for (target, name) in [
        (Path::new("/dev/null"), "null"),
        (&fifo, "fifo"),
        (&socket, "socket"),
    ] {
        let link = folder.join(format!("link-to-{name}"));
        std::os::unix::fs::symlink(target, &link).unwrap();
        files.push((link, "a symbolic link"));
    }
    files
}

#[test]
fn outputs_refuse_devices_fifos_sockets_folders_and_links() {
    let temp = tempfile::tempdir().unwrap();
    let mut outputs = special_files(temp.path());
    // A device itself is never touched: a link to /dev/null stands for it above, and here the
    // door is asked directly, and refuses before it writes anything.
    let refused = tilecat::shared::door::write_file(
        Path::new("/dev/null"),
        b"",
        tilecat::shared::door::Made::RustTables,
    )
    .unwrap_err();
    assert!(
        refused.to_string().contains("a character device"),
        "{refused}"
    );
    outputs.sort();
    for (out, kind) in &outputs {
        let before = fs::symlink_metadata(out).unwrap();
        for command in [
            &["export", "json"][..],
            &["export", "sqlite"][..],
            &["gen", "rust"][..],
        ] {
            let mut args: Vec<&std::ffi::OsStr> = command.iter().map(|a| a.as_ref()).collect();
            args.extend(["--out".as_ref(), out.as_os_str()]);
            let run = tilecat(&args);
            assert_eq!(run.code, 2, "{command:?} {}: {}", out.display(), run.stderr);
            assert!(
                run.stderr.contains(kind) && run.stderr.contains("only a regular file"),
                "{}",
                run.stderr
            );
            let after = fs::symlink_metadata(out).unwrap();
            assert_eq!(before.file_type(), after.file_type(), "{}", out.display());
        }
        // Checking against a special file reads nothing from it (a FIFO would never end).
        let run = tilecat([
            "gen".as_ref(),
            "rust".as_ref(),
            "--check".as_ref(),
            "--out".as_ref(),
            out.as_os_str(),
        ]);
        assert_eq!(run.code, 2, "--check {}: {}", out.display(), run.stderr);
    }
    assert!(fs::metadata("/dev/null").unwrap().permissions().mode() & 0o666 == 0o666);
    // No temporary file was left behind.
    let mut expected: Vec<String> = outputs
        .iter()
        .map(|(path, _)| path.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    expected.sort();
    assert_eq!(names_in(temp.path()), expected);
}

#[test]
fn an_output_file_is_written_whole_through_a_file_beside_it() {
    let temp = tempfile::tempdir().unwrap();
    let out = temp.path().join("catalog.json");
    // A catalog an earlier export wrote, which the next one replaces.
    fs::write(&out, r#"{"version": 1, "expansions": [], "tiles": []}"#).unwrap();
    let run = tilecat([
        "export".as_ref(),
        "json".as_ref(),
        "--out".as_ref(),
        out.as_os_str(),
    ]);
    run.expect_success();
    let written: serde_json::Value = serde_json::from_slice(&fs::read(&out).unwrap()).unwrap();
    assert_eq!(written["tiles"].as_array().unwrap().len(), 46);
    assert_eq!(names_in(temp.path()), ["catalog.json"]);
}

#[test]
fn a_path_with_no_data_is_a_usage_error() {
    let temp = tempfile::tempdir().unwrap();
    let text = temp.path().join("hostname");
    fs::write(&text, "a host\n").unwrap();
    let empty = temp.path().join("empty");
    fs::create_dir(&empty).unwrap();
    for path in [text.as_path(), Path::new("/dev/null"), empty.as_path()] {
        let run = tilecat(["validate".as_ref(), path.as_os_str()]);
        assert_eq!(run.code, 2, "{}: {}", path.display(), run.stderr);
        assert!(
            run.stderr.contains("not a data file")
                || run.stderr.contains("not a regular file")
                || run.stderr.contains("holds no tile files"),
            "{}",
            run.stderr
        );
    }
    // The board commands read their catalog as `validate` reads data: with the same message and
    // exit code.
    let board = Path::new("examples/flights/example-1.toml").as_os_str();
    let picture = temp.path().join("board.png");
    let validate = tilecat(["validate".as_ref(), text.as_os_str()]);
    for command in [
        &["fly".as_ref(), board][..],
        &["score".as_ref(), board][..],
        &[
            "render".as_ref(),
            "board".as_ref(),
            board,
            "--out".as_ref(),
            picture.as_os_str(),
        ][..],
    ] {
        let mut args = command.to_vec();
        args.extend(["--data".as_ref(), text.as_os_str()]);
        let run = tilecat(&args);
        assert_eq!(run.code, 2, "{command:?}: {}", run.stderr);
        assert_eq!(run.stderr, validate.stderr, "{command:?}");
        assert!(!picture.exists());
    }
    // A build over no data keeps the build in place.
    let out = temp.path().join("dist");
    assert_eq!(build(&data(), &out).code, 0);
    let catalog = fs::read(out.join("catalog.json")).unwrap();
    for path in [text.as_path(), empty.as_path()] {
        let run = build(path, &out);
        run.expect_code(2);
        assert_eq!(fs::read(out.join("catalog.json")).unwrap(), catalog);
    }
}

#[test]
fn a_file_named_twice_or_inside_a_named_folder_is_read_once() {
    for args in [
        &["validate", "data", "data"][..],
        &["validate", "data", "data/flier/tiles/A.toml"][..],
        &[
            "validate",
            "data/flier/tiles/A.toml",
            "./data/flier/tiles/A.toml",
            "data",
        ][..],
    ] {
        let run = tilecat(args);
        assert_eq!(run.code, 0, "{args:?}: {}", run.stderr);
        assert!(run.stderr.contains("checked 50 files"), "{}", run.stderr);
    }
}

/// Runs `tilecat` with `args` and standard output or standard error (`stream` 1 or 2) sent to
/// `/dev/full`; returns the exit code.
fn to_full_disk(args: &[&str], stream: u8) -> i32 {
    let full = || {
        fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .unwrap()
    };
    let mut command = Tilecat::new().args(args).command();
    if stream == 1 {
        command.stdout(full()).stderr(Stdio::null());
    } else {
        command.stdout(Stdio::null()).stderr(full());
    }
    command
        .status()
        .unwrap()
        .code()
        .expect("no signal, no panic")
}

/// Runs `tilecat` with `args`, reads one byte of standard output or standard error (`stream` 1
/// or 2) and closes it; returns the exit code.
fn closed_after_one_byte(args: &[&str], stream: u8) -> i32 {
    let mut child = Tilecat::new()
        .args(args)
        .command()
        .stdout(if stream == 1 {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stderr(if stream == 2 {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .spawn()
        .unwrap();
    let mut byte = [0];
    {
        let reader: &mut dyn Read = if stream == 1 {
            child.stdout.as_mut().unwrap()
        } else {
            child.stderr.as_mut().unwrap()
        };
        reader.read_exact(&mut byte).unwrap();
    }
    drop(child.stdout.take());
    drop(child.stderr.take());
    child.wait().unwrap().code().expect("no signal, no panic")
}

#[test]
fn every_command_ends_quietly_on_a_closed_pipe_and_with_exit_2_on_a_full_disk() {
    let temp = tempfile::tempdir().unwrap();
    // A corpus large enough that its outputs outgrow a pipe's buffer.
    let corpus = corpus(temp.path(), 300);
    let corpus = corpus.to_str().unwrap();
    let dist = temp.path().join("dist");
    let dist = dist.to_str().unwrap();
    let previews = temp.path().join("previews");
    let previews = previews.to_str().unwrap();
    let small_corpus = temp.path().join("small-corpus");
    let small_corpus = small_corpus.to_str().unwrap();
    let broken = temp.path().join("broken");
    fs::create_dir_all(&broken).unwrap();
    for index in 0..300 {
        fs::write(broken.join(format!("T{index}.toml")), "egdes = 1\n").unwrap();
    }
    let broken = broken.to_str().unwrap();
    // Commands whose result goes to standard output.
    for args in [
        &["validate", "--format", "json", corpus][..],
        &["export", "json", corpus][..],
        &["gen", "rust", corpus][..],
        &["--help"][..],
    ] {
        assert_eq!(to_full_disk(args, 1), 2, "{args:?} > /dev/full");
        assert_eq!(closed_after_one_byte(args, 1), 0, "{args:?} | head -c1");
    }
    // Every command says something on standard error.
    for (args, code) in [
        (&["validate", broken][..], 1),
        (&["export", "json", "--out", dist, broken][..], 1),
        (&["gen", "rust", broken][..], 1),
        (&["build", "--size", "32", "--out", dist][..], 0),
        (&["render", "--size", "32", "--out", previews][..], 0),
        (&["schema", "--check"][..], 0),
        (&["corpus", "--count", "2", "--out", small_corpus][..], 0),
        (&["validate", "--no-such-option"][..], 2),
    ] {
        assert_eq!(to_full_disk(args, 2), 2, "{args:?} 2> /dev/full");
        assert_eq!(
            closed_after_one_byte(args, 2),
            code,
            "{args:?} 2>&1 | head -c1"
        );
    }
    // The build went through all the same: a full standard error is reported, not a lost build.
    assert!(Path::new(dist).join("build.json").is_file());
}

#[test]
fn a_run_that_would_draw_too_many_pixels_is_refused_before_drawing() {
    let temp = tempfile::tempdir().unwrap();
    let corpus = corpus(temp.path(), 400);
    let out = temp.path().join("dist");
    // `command CORPUS --out OUT --size 2048`, then `more`.
    let at_2048 = |command: &str, more: &[&str]| {
        let run = Tilecat::new()
            .arg(command)
            .arg(&corpus)
            .arg("--out")
            .arg(&out)
            .args(["--size", "2048"])
            .args(more)
            .run();
        run.expect_code(2);
        assert!(run.stderr.contains("--size 2048"), "{}", run.stderr);
        run
    };
    let run = at_2048("build", &[]);
    assert!(run.stderr.contains("limit of"), "{}", run.stderr);
    assert!(!out.exists());
    at_2048("render", &["--rotations"]);
}

#[test]
fn a_board_picture_that_would_draw_too_many_pixels_is_refused_before_drawing() {
    let temp = tempfile::tempdir().unwrap();
    // 199 tiles in an L: a road of flier-B along the north, a column of flier-G (all field)
    // down the west. The picture spans 100 × 100 cells: at 2048 px, 42 billion pixels.
    let mut text = String::new();
    for x in 0..100 {
        text.push_str(&format!("[[tiles]]\ntile = \"flier-B\"\nat = [{x}, 0]\n\n"));
    }
    for y in 1..100 {
        text.push_str(&format!("[[tiles]]\ntile = \"flier-G\"\nat = [0, {y}]\n\n"));
    }
    let board = temp.path().join("ell.toml");
    fs::write(&board, text).unwrap();
    let out = temp.path().join("ell.png");
    let run = common::render_board(&board, &out, "2048").run();
    run.expect_code(2);
    assert!(run.stderr.contains("--size 2048"), "{}", run.stderr);
    assert!(run.stderr.contains("limit of"), "{}", run.stderr);
    assert!(
        run.stderr.contains("use `--size 655` or smaller"),
        "{}",
        run.stderr
    );
    assert!(!out.exists());
}

#[test]
fn a_file_whose_reported_size_is_zero_is_read_no_further_than_the_limit() {
    let temp = tempfile::tempdir().unwrap();
    // The file system says 0 bytes; reading it would never end.
    let link = temp.path().join("pagemap.toml");
    std::os::unix::fs::symlink("/proc/self/pagemap", &link).unwrap();
    let zero = temp.path().join("zero.toml");
    std::os::unix::fs::symlink("/dev/zero", &zero).unwrap();
    assert_eq!(fs::metadata(&link).unwrap().len(), 0);
    let run = tilecat(["validate".as_ref(), link.as_os_str()]);
    run.expect_code(2);
    assert!(
        run.stderr.contains("E002") || run.stderr.contains("E001"),
        "{}",
        run.stderr
    );
    let run = tilecat(["validate".as_ref(), zero.as_os_str()]);
    run.expect_code(2);
}

#[test]
fn a_hidden_character_in_a_name_is_refused_where_it_stands() {
    let temp = tempfile::tempdir().unwrap();
    let root = temp.path().join("data");
    // The Flier alone: with no manifest read, its tiles are checked on their own.
    common::copy_folder(&data().join("flier"), &root.join("flier"));
    let manifest = root.join("flier/expansion.toml");
    let text = fs::read_to_string(&manifest).unwrap();
    let (line, _) = text
        .lines()
        .enumerate()
        .find(|(_, line)| line.starts_with("name = \""))
        .expect("the expansion has a name");
    let text = text.replacen("name = \"", "name = \"\u{202e}", 1);
    fs::write(&manifest, text).unwrap();
    let (code, diagnostics) = common::validate_json(&root);
    assert_eq!(code, 1);
    assert_eq!(diagnostics.len(), 1, "{diagnostics:#?}");
    assert_eq!(diagnostics[0]["code"], "E040");
    assert_eq!(diagnostics[0]["line"].as_u64(), Some(line as u64 + 1));
    assert_eq!(diagnostics[0]["column"].as_u64(), Some(9));
    // Nothing is generated from it.
    let run = tilecat(["gen".as_ref(), "rust".as_ref(), root.as_os_str()]);
    assert_eq!(run.code, 1);
    assert!(run.stdout.is_empty());
}

#[test]
fn a_newline_in_a_path_cannot_add_lines_to_the_generated_header() {
    let temp = tempfile::tempdir().unwrap();
    let root = temp.path().join("da\nta\npub fn injected() {}\n//");
    common::copy_folder(&data(), &root);
    let run = tilecat(["gen".as_ref(), "rust".as_ref(), root.as_os_str()]);
    run.expect_success();
    let header: Vec<&str> = run.stdout.lines().take(2).collect();
    assert!(
        header[0].starts_with("// Generated from the data files by"),
        "{header:?}"
    );
    assert!(
        header[0].contains("da\\nta\\npub fn injected() {}\\n//"),
        "{header:?}"
    );
    assert!(header[1].starts_with("// Do not edit"), "{header:?}");
    assert!(!run.stdout.contains("\npub fn injected"));
}

/// A run of `command` writing into `out` (given with `--out`).
fn writing_into(command: &[&str], out: &Path) -> common::Run {
    Tilecat::new().args(command).arg("--out").arg(out).run()
}

/// Checks that `command`, written into a folder of the user's that holds the file `name` with
/// `bytes`, is refused (exit code 2) and leaves the folder as it was, and that it writes twice
/// into a new folder, the second time into the one it made itself; returns the temporary folder
/// and the refused run.
fn writes_only_into_its_own_folder(
    command: &[&str],
    name: &str,
    bytes: &[u8],
) -> (tempfile::TempDir, common::Run) {
    let temp = tempfile::tempdir().unwrap();
    let theirs = temp.path().join("theirs");
    fs::create_dir(&theirs).unwrap();
    fs::write(theirs.join(name), bytes).unwrap();
    let refused = writing_into(command, &theirs);
    refused.expect_code(2);
    assert_eq!(fs::read(theirs.join(name)).unwrap(), bytes);
    assert_eq!(names_in(&theirs), [name]);
    let mine = temp.path().join("mine");
    for _ in 0..2 {
        writing_into(command, &mine).expect_success();
    }
    (temp, refused)
}

#[test]
fn render_writes_only_into_a_new_or_empty_folder_or_one_it_made() {
    const RENDER: &[&str] = &["render", "--size", "32"];
    let (temp, refused) = writes_only_into_its_own_folder(RENDER, "atlas.png", b"my drawing");
    let root = writing_into(RENDER, Path::new("/"));
    assert_eq!(root.code, 2, "/: {}", root.stderr);
    for run in [refused, root] {
        assert!(
            run.stderr.contains("refusing to write into"),
            "{}",
            run.stderr
        );
    }
    let empty = temp.path().join("empty");
    fs::create_dir(&empty).unwrap();
    assert_eq!(writing_into(RENDER, &empty).code, 0);
    let file = temp.path().join("file");
    fs::write(&file, "x").unwrap();
    assert_eq!(writing_into(RENDER, &file).code, 2);
}

#[test]
fn a_previous_build_that_cannot_be_removed_is_a_warning_after_the_swap() {
    let temp = tempfile::tempdir().unwrap();
    let parent = temp.path().join("site");
    fs::create_dir(&parent).unwrap();
    let out = parent.join("dist");
    // As root, the builds run as `nobody` (with `setpriv`), so that a folder of root's inside
    // the build is as undeletable for them as a read-only folder is for anyone else.
    let as_user = |args: &[&std::ffi::OsStr]| Tilecat::new().unprivileged().args(args).run();
    if is_root() {
        // `nobody` must reach the data and the folder.
        common::open_to_nobody(&[temp.path(), parent.as_path()]);
    }
    let args = |size: &str| -> Vec<std::ffi::OsString> {
        vec![
            "build".into(),
            "--size".into(),
            size.into(),
            "--out".into(),
            out.clone().into_os_string(),
        ]
    };
    let first = args("32");
    let run = as_user(&first.iter().map(|a| a.as_os_str()).collect::<Vec<_>>());
    run.expect_success();
    // A folder of the build whose files its builds cannot remove: read-only, or root's. (A
    // folder a user put into the build is refused instead, see `tests/cli/outputs/build.rs`.)
    let stuck = out.join("png");
    if is_root() {
        std::os::unix::fs::chown(&stuck, Some(0), Some(0)).unwrap();
    } else {
        fs::set_permissions(&stuck, fs::Permissions::from_mode(0o555)).unwrap();
    }
    let second = args("48");
    let run = as_user(&second.iter().map(|a| a.as_os_str()).collect::<Vec<_>>());
    assert_eq!(run.code, 0, "the new build is in place: {}", run.stderr);
    assert!(run.stderr.contains("warning: "), "{}", run.stderr);
    let manifest: serde_json::Value =
        serde_json::from_slice(&fs::read(out.join("build.json")).unwrap()).unwrap();
    assert_eq!(manifest["tile_size"], 48);
    // The next build is not blocked by the leftover either.
    let run = as_user(&first.iter().map(|a| a.as_os_str()).collect::<Vec<_>>());
    run.expect_success();
    // The previous build stays beside, named in the warning, until it can be removed.
    let beside: Vec<String> = names_in(&parent)
        .into_iter()
        .filter(|name| name != "dist")
        .collect();
    assert_eq!(beside.len(), 1, "{beside:?}");
    assert!(run.stderr.contains(&beside[0]), "{}", run.stderr);
    let stuck = parent.join(&beside[0]).join("build/png");
    fs::set_permissions(&stuck, fs::Permissions::from_mode(0o755)).unwrap();
    let run = as_user(&first.iter().map(|a| a.as_os_str()).collect::<Vec<_>>());
    run.expect_success();
    if !is_root() {
        assert_eq!(names_in(&parent), ["dist"]);
    }
}

#[test]
fn a_file_holding_only_a_byte_order_mark_is_empty() {
    let temp = tempfile::tempdir().unwrap();
    let root = temp.path().join("data");
    common::copy_folder(&data(), &root);
    let tile = root.join("flier/tiles/A.toml");
    fs::write(&tile, "\u{feff}").unwrap();
    let (code, diagnostics) = common::validate_json(&root);
    assert_eq!(code, 1);
    let for_tile: Vec<_> = diagnostics
        .iter()
        .filter(|diagnostic| {
            diagnostic["file"]
                .as_str()
                .is_some_and(|file| file.ends_with("A.toml"))
        })
        .collect();
    assert_eq!(for_tile.len(), 1, "{for_tile:#?}");
    assert_eq!(for_tile[0]["code"], "E005");
}

#[test]
fn corpus_writes_only_into_a_new_or_empty_folder_or_one_it_made() {
    writes_only_into_its_own_folder(&["corpus", "--count", "2"], "T0001.toml", b"my tile");
}

#[test]
fn a_single_output_file_replaces_only_a_file_tilecat_wrote_never_an_input() {
    let flier = common::Data::flier();
    let temp = &flier.temp;
    let data = flier.root();
    let tile = flier.tile("A.toml");
    let original = fs::read(&tile).unwrap();
    let photo = temp.path().join("photo.png");
    fs::write(&photo, b"a picture of mine").unwrap();
    let data_arg = data.as_os_str();
    for args in [
        vec![
            "export".as_ref(),
            "json".as_ref(),
            data_arg,
            "--out".as_ref(),
            tile.as_os_str(),
        ],
        vec![
            "gen".as_ref(),
            "rust".as_ref(),
            data_arg,
            "--out".as_ref(),
            tile.as_os_str(),
        ],
        vec![
            "export".as_ref(),
            "sqlite".as_ref(),
            data_arg,
            "--out".as_ref(),
            tile.as_os_str(),
        ],
    ] {
        let run = tilecat(&args);
        assert_eq!(run.code, 2, "{args:?}: {}", run.stderr);
        assert!(run.stderr.contains("will not replace it"), "{}", run.stderr);
        assert_eq!(
            fs::read(&tile).unwrap(),
            original,
            "{args:?} changed an input tile"
        );
    }
    let board = Path::new("examples/flights/example-1.toml");
    let run = tilecat([
        "render".as_ref(),
        "board".as_ref(),
        board.as_os_str(),
        "--roll".as_ref(),
        "2".as_ref(),
        "--out".as_ref(),
        photo.as_os_str(),
        "--data".as_ref(),
        "data".as_ref(),
        "examples/flights/data".as_ref(),
    ]);
    run.expect_code(2);
    assert_eq!(fs::read(&photo).unwrap(), b"a picture of mine");
    // What tilecat wrote itself it replaces.
    let json = temp.path().join("catalog.json");
    let tables = temp.path().join("tables.rs");
    for (command, out) in [(["export", "json"], &json), (["gen", "rust"], &tables)] {
        for _ in 0..2 {
            let mut args: Vec<&std::ffi::OsStr> = command.iter().map(|a| a.as_ref()).collect();
            args.extend([data_arg, "--out".as_ref(), out.as_os_str()]);
            let run = tilecat(&args);
            assert_eq!(run.code, 0, "{command:?}: {}", run.stderr);
        }
    }
}

/// Runs `tilecat` with `args`, which write into `out`, swaps the folder `inside` of the output
/// for a link to `outside` and runs again: that run is refused (exit code 2) and returned.
fn refused_with_a_folder_linked_outside(
    args: &[&OsStr],
    out: &Path,
    inside: &str,
    outside: &Path,
) -> common::Run {
    tilecat(args).expect_success();
    fs::remove_dir_all(out.join(inside)).unwrap();
    std::os::unix::fs::symlink(outside, out.join(inside)).unwrap();
    let run = tilecat(args);
    run.expect_code(2);
    run
}

#[test]
fn render_and_import_never_write_through_a_link_inside_their_output_folder() {
    let temp = tempfile::tempdir().unwrap();
    let outside = temp.path().join("outside");
    fs::create_dir(&outside).unwrap();
    fs::write(outside.join("victim"), "mine").unwrap();
    let render_out = temp.path().join("previews");
    let render: [&OsStr; 6] = [
        "render".as_ref(),
        "data/flier".as_ref(),
        "--size".as_ref(),
        "32".as_ref(),
        "--out".as_ref(),
        render_out.as_os_str(),
    ];
    // A folder of the output and a file of it, each swapped for a link leading outside.
    let run = refused_with_a_folder_linked_outside(&render, &render_out, "contact-sheet", &outside);
    assert!(run.stderr.contains("symbolic link"), "{}", run.stderr);
    fs::remove_file(render_out.join("contact-sheet")).unwrap();
    fs::remove_file(render_out.join("flier-A-r0.png")).unwrap();
    std::os::unix::fs::symlink(outside.join("victim"), render_out.join("flier-A-r0.png")).unwrap();
    tilecat(render).expect_code(2);

    let import_out = temp.path().join("imported");
    let import: [&OsStr; 5] = [
        "import".as_ref(),
        "jcz".as_ref(),
        "tests/fixtures/jcz/mini.xml".as_ref(),
        "--out".as_ref(),
        import_out.as_os_str(),
    ];
    refused_with_a_folder_linked_outside(&import, &import_out, "mini/tiles", &outside);
    assert_eq!(names_in(&outside), ["victim"]);
    assert_eq!(fs::read(outside.join("victim")).unwrap(), b"mine");
}
