//! Hostile input: files and folders built to crash, hang or trick the validator. Each must end
//! in a clear diagnostic and the right exit code, never a panic or a stack overflow.

use crate::common;

use std::fs;
use std::path::Path;

use common::{Data, Tilecat, codes, codes_for, line_of};
use tilecat::input::validate::Validation;
use tilecat::shared::diagnostic::Diagnostic;

/// A copy of the Flier data with `tiles/Z.toml` holding `bytes`.
fn with_tile(bytes: &[u8]) -> (Data, std::path::PathBuf) {
    let data = Data::flier();
    let path = data.tile("Z.toml");
    fs::write(&path, bytes).unwrap();
    (data, path)
}

/// The first diagnostic of `validation` about `file`; the test fails when there is none.
fn first_about<'v>(validation: &'v Validation, file: &Path) -> &'v Diagnostic {
    validation
        .diagnostics
        .iter()
        .find(|diagnostic| diagnostic.file == file)
        .expect("a diagnostic for the file")
}

/// Checks that `bytes` as a tile file are refused as invalid data (exit code 1) with one of
/// `expected` codes, and returns the codes reported for it.
fn refused(bytes: &[u8], expected: &[&str]) -> Vec<&'static str> {
    let (data, path) = with_tile(bytes);
    let validation = data.validate();
    let found = codes_for(&validation, &path);
    assert!(
        found.iter().any(|code| expected.contains(code)),
        "expected one of {expected:?}, found {found:?}"
    );
    let run = data.cli();
    run.expect_code(1);
    found
}

/// A tile whose value `nested` is `open` 100,000 times, then `inner`, then `close` as often.
fn nested(open: &str, inner: &str, close: &str) -> Vec<u8> {
    let depth = 100_000;
    format!(
        "id = \"flier-Z\"\nnested = {}{inner}{}\n",
        open.repeat(depth),
        close.repeat(depth)
    )
    .into_bytes()
}

#[test]
fn deeply_nested_arrays_do_not_overflow_the_stack() {
    refused(&nested("[", "", "]"), &["E004", "E006"]);
}

#[test]
fn deeply_nested_inline_tables_do_not_overflow_the_stack() {
    refused(&nested("{ a = ", "1", " }"), &["E004", "E006"]);
}

#[test]
fn deeply_dotted_keys_and_headers_do_not_overflow_the_stack() {
    let keys = vec!["a"; 50_000].join(".");
    refused(format!("{keys} = 1\n").as_bytes(), &["E004", "E006"]);
    refused(format!("[{keys}]\n").as_bytes(), &["E004", "E006"]);
}

/// The Flier's tile H as a tile Z, with `count` monasteries more, each with the same id.
fn with_monasteries(count: usize) -> String {
    let mut text = fs::read_to_string(Data::flier().tile("H.toml"))
        .unwrap()
        .replace("flier-H", "flier-Z");
    for _ in 0..count {
        text.push_str("\n[[features]]\nkind = \"monastery\"\nid = \"monastery\"\n");
    }
    text
}

#[test]
fn ten_thousand_features_in_one_tile() {
    let text = with_monasteries(10_000);
    refused(text.as_bytes(), &["E020"]);
}

#[test]
fn very_long_strings() {
    let long = "x".repeat(900_000);
    let text = fs::read_to_string(Data::flier().tile("G.toml"))
        .unwrap()
        .replace("id = \"flier-G\"", &format!("id = \"flier-{long}\""));
    refused(text.as_bytes(), &["E010"]);
    refused(format!("{long} = 1\n").as_bytes(), &["E006", "E007"]);
}

#[test]
fn nul_bytes_are_a_syntax_error_on_their_line() {
    let text = b"id = \"flier-Z\"\n# a comment with a \0 in it\n";
    let (data, path) = with_tile(text);
    let validation = data.validate();
    let diagnostic = first_about(&validation, &path);
    assert_eq!(diagnostic.code.number(), "E004");
    let span = diagnostic.span.clone().expect("a span");
    assert_eq!(line_of(text, span.start), 2);
    assert_eq!(data.cli().code, 1);
}

#[test]
fn invalid_utf8_is_refused() {
    refused(b"id = \"flier-Z\"\n# caf\xe9 \xff\xfe\n", &["E003"]);
}

#[test]
fn byte_order_mark_is_accepted() {
    let data = Data::flier();
    let path = data.tile("A.toml");
    let mut bytes = b"\xef\xbb\xbf".to_vec();
    bytes.extend(fs::read(&path).unwrap());
    fs::write(&path, bytes).unwrap();
    let validation = data.validate();
    assert_eq!(codes(&validation), Vec::<&str>::new());
    assert!(validation.catalog.tile("flier-A").is_some());
    assert_eq!(data.cli().code, 0);
}

#[test]
fn crlf_line_endings_are_accepted() {
    let data = Data::flier();
    for entry in fs::read_dir(data.root().join("tiles")).unwrap() {
        let path = entry.unwrap().path();
        let text = fs::read_to_string(&path).unwrap().replace('\n', "\r\n");
        fs::write(&path, text).unwrap();
    }
    let validation = data.validate();
    assert_eq!(codes(&validation), Vec::<&str>::new());
    // A to H, and the first edition's H.
    assert_eq!(validation.catalog.tiles.len(), 9);
    assert_eq!(data.cli().code, 0);
}

#[test]
fn crlf_diagnostics_point_at_the_right_line() {
    let data = Data::flier();
    let path = data.tile("B.toml");
    let text = fs::read_to_string(&path).unwrap();
    let line = text
        .lines()
        .position(|line| line.starts_with("letter = "))
        .unwrap()
        + 1;
    let broken = text
        .replace("letter = \"B\"", "letter = 5")
        .replace('\n', "\r\n");
    fs::write(&path, &broken).unwrap();
    let validation = data.validate();
    let diagnostic = first_about(&validation, &path);
    let span = diagnostic.span.clone().expect("a span");
    assert_eq!(line_of(broken.as_bytes(), span.start), line);
}

#[cfg(unix)]
#[test]
fn symlink_loop_is_reported_and_ends() {
    let data = Data::flier();
    std::os::unix::fs::symlink("..", data.root().join("tiles/loop")).unwrap();
    let validation = data.validate();
    // A to H, and the first edition's H.
    assert_eq!(validation.catalog.tiles.len(), 9);
    assert!(
        codes(&validation).contains(&"E028"),
        "{:?}",
        codes(&validation)
    );
    assert_eq!(data.cli().code, 2);
}

#[cfg(unix)]
#[test]
fn symlink_leaving_the_folder_is_reported_and_not_read() {
    let data = Data::flier();
    let outside = tempfile::tempdir().unwrap();
    let secret = outside.path().join("Z.toml");
    let tile = fs::read_to_string(data.tile("A.toml"))
        .unwrap()
        .replace("flier-A", "flier-Z");
    fs::write(&secret, tile).unwrap();
    let link = data.tile("Z.toml");
    std::os::unix::fs::symlink(&secret, &link).unwrap();
    let validation = data.validate();
    assert!(validation.catalog.tile("flier-Z").is_none());
    assert_eq!(codes_for(&validation, &link), ["E031"]);
    assert_eq!(data.cli().code, 2);

    // A link that stays inside the folder is followed.
    fs::remove_file(&link).unwrap();
    fs::rename(data.tile("A.toml"), data.root().join("A.toml")).unwrap();
    std::os::unix::fs::symlink("../A.toml", data.tile("A.toml")).unwrap();
    let validation = data.validate();
    assert!(validation.catalog.tile("flier-A").is_some());
    assert!(!codes(&validation).contains(&"E031"));
}

/// Runs `tilecat validate` over `data` as a user whom file modes bind: as `nobody`, through
/// `setpriv`, when the tests run as root.
#[cfg(unix)]
fn validate_unprivileged(data: &Data) -> common::Run {
    common::open_to_nobody(&[data.temp.path()]);
    Tilecat::new()
        .unprivileged()
        .arg("validate")
        .arg(data.root())
        .run()
}

#[cfg(unix)]
#[test]
fn unreadable_file_is_an_io_error() {
    use std::os::unix::fs::PermissionsExt;
    let data = Data::flier();
    let path = data.tile("A.toml");
    fs::set_permissions(&path, fs::Permissions::from_mode(0o000)).unwrap();
    let run = validate_unprivileged(&data);
    run.expect_code(2);
    assert!(run.stderr.contains("error[E001]"), "{}", run.stderr);
    assert!(run.stderr.contains("A.toml"), "{}", run.stderr);
}

#[cfg(unix)]
#[test]
fn unreadable_folder_is_an_io_error() {
    use std::os::unix::fs::PermissionsExt;
    let data = Data::flier();
    let tiles = data.root().join("tiles");
    fs::set_permissions(&tiles, fs::Permissions::from_mode(0o000)).unwrap();
    let run = validate_unprivileged(&data);
    fs::set_permissions(&tiles, fs::Permissions::from_mode(0o755)).unwrap();
    run.expect_code(2);
    assert!(run.stderr.contains("error[E001]"), "{}", run.stderr);
}

#[test]
fn tile_id_with_a_path_is_refused() {
    for id in ["../../etc/passwd", "/etc/passwd", "flier-Z/../../x"] {
        let text = fs::read_to_string(Data::flier().tile("A.toml"))
            .unwrap()
            .replace("\"flier-A\"", &format!("{id:?}"));
        let found = refused(text.as_bytes(), &["E010", "E022"]);
        assert!(found.contains(&"E010"), "{id}: {found:?}");
    }
    assert!(!Path::new("/etc/passwd.toml").exists());
}

#[test]
fn a_reader_closing_the_pipe_early_is_not_a_panic() {
    use std::io::Read;
    use std::process::Stdio;
    let text = with_monasteries(2_000);
    let (data, _) = with_tile(text.as_bytes());
    for format in ["json", "human"] {
        let mut child = Tilecat::new()
            .args(["validate", "--format", format])
            .arg(data.root())
            .command()
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut start = [0; 16];
        let stream: &mut dyn Read = if format == "json" {
            child.stdout.as_mut().unwrap()
        } else {
            child.stderr.as_mut().unwrap()
        };
        stream.read_exact(&mut start).unwrap();
        drop(child.stdout.take());
        drop(child.stderr.take());
        let status = child.wait().unwrap();
        assert_eq!(status.code(), Some(1), "{format}");
    }
}

/// Rewrites the file at `path` with `edit`.
fn edit(path: &Path, edit: impl FnOnce(String) -> String) {
    let text = fs::read_to_string(path).unwrap();
    fs::write(path, edit(text)).unwrap();
}

#[test]
fn a_hidden_character_written_as_an_escape_is_refused_at_its_value() {
    let data = Data::flier();
    let manifest = data.root().join("expansion.toml");
    edit(&manifest, |text| {
        text.replacen("name = \"The Flier\"", "name = \"The \\u202EFlier\"", 1)
    });
    let tile = data.tile("A.toml");
    edit(&tile, |text| {
        text.replacen("id = \"road\"", "\"id\\u2066\" = \"road\"", 1)
    });
    let (code, diagnostics) = common::validate_json(&data.root());
    assert_eq!(code, 1, "{diagnostics:#?}");
    let located: Vec<(String, u64, u64)> = diagnostics
        .iter()
        .map(|diagnostic| {
            (
                diagnostic["code"].as_str().unwrap().to_owned(),
                diagnostic["line"].as_u64().unwrap(),
                diagnostic["column"].as_u64().unwrap(),
            )
        })
        .filter(|(code, _, _)| code == "E040")
        .collect();
    let name_line = fs::read_to_string(&manifest)
        .unwrap()
        .lines()
        .position(|line| line.starts_with("name = "))
        .unwrap() as u64
        + 1;
    let key_line = fs::read_to_string(&tile)
        .unwrap()
        .lines()
        .position(|line| line.starts_with("\"id"))
        .unwrap() as u64
        + 1;
    // The manifest's name at its value, the tile's key where it stands.
    assert!(
        located.contains(&("E040".to_owned(), name_line, 8)),
        "{diagnostics:#?}"
    );
    assert!(
        located.contains(&("E040".to_owned(), key_line, 1)),
        "{diagnostics:#?}"
    );
    let message = diagnostics[0]["message"].as_str().unwrap();
    assert!(message.contains("written as an escape"), "{message}");
    // Nothing is generated from it.
    let run = common::tilecat(["gen".as_ref(), "rust".as_ref(), data.root().as_os_str()]);
    assert_eq!(run.code, 1);
    assert!(run.stdout.is_empty());
}

#[test]
fn a_hidden_character_written_as_an_escape_in_a_board_is_refused() {
    let folder = common::temp_dir("hidden-board");
    let board = folder.path().join("board.toml");
    fs::write(
        &board,
        "[[tiles]]\ntile = \"flier-B\"\nat = [0, 0]\n\n[[meeples]]\nat = [0, 0]\n\
         feature = \"road\"\nplayer = \"blue\\u202E\"\n",
    )
    .unwrap();
    let run = common::tilecat([
        "score".as_ref(),
        board.as_os_str(),
        "--data".as_ref(),
        common::data().as_os_str(),
    ]);
    run.expect_code(1);
    assert!(run.stderr.contains("error[E040]"), "{}", run.stderr);
    assert!(run.stderr.contains("board.toml:8:10"), "{}", run.stderr);
    assert!(run.stdout.is_empty(), "{}", run.stdout);
}

#[test]
fn control_characters_in_the_data_reach_no_output_raw() {
    let data = Data::flier();
    // Every free-text field of a tile and a manifest, holding control characters.
    edit(&data.tile("A.toml"), |text| {
        text.replacen("letter = \"A\"", "letter = \"A\\u0007\\nX\"", 1)
            .replacen("id = \"road\"", "id = \"road\\u001b[2J\\u0085\"", 1)
    });
    edit(&data.root().join("expansion.toml"), |text| {
        text.replacen("name = \"The Flier\"", "name = \"The\\r\\u007fFlier\"", 1)
            .replacen(
                "\"a small flying machine\"",
                "\"a small\\u0000 machine\\u009b\\u2028\"",
                1,
            )
    });
    let out = data.temp.path().join("dist");
    let run = common::tilecat([
        "build".as_ref(),
        data.root().as_os_str(),
        "--out".as_ref(),
        out.as_os_str(),
        "--size".as_ref(),
        "32".as_ref(),
    ]);
    run.expect_success();
    let mut files = Vec::new();
    text_files(&out, &mut files);
    assert!(files.len() > 10, "{files:?}");
    for file in &files {
        let text = fs::read_to_string(file).unwrap();
        let raw = text.char_indices().find(|&(_, character)| {
            (character.is_control() && character != '\n') || character == '\u{2028}'
        });
        assert_eq!(raw, None, "{}", file.display());
    }
    // The JSON still holds the strings themselves.
    let catalog: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(out.join("catalog.json")).unwrap()).unwrap();
    assert_eq!(catalog["expansions"][0]["name"], "The\r\u{7f}Flier");
}

/// Every file under `folder` that is not a PNG.
fn text_files(folder: &Path, files: &mut Vec<std::path::PathBuf>) {
    for entry in fs::read_dir(folder).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            text_files(&path, files);
        } else if path.extension().is_none_or(|extension| extension != "png") {
            files.push(path);
        }
    }
}

#[test]
fn score_shows_control_characters_in_player_names_as_escapes() {
    let folder = common::temp_dir("control-names");
    let board = folder.path().join("board.toml");
    fs::write(
        &board,
        "[[tiles]]\ntile = \"flier-B\"\nat = [0, 0]\n\n\
         [[meeples]]\nat = [0, 0]\nfeature = \"road\"\nplayer = \"blue\\nred: 99\"\n\n\
         [[meeples]]\nat = [0, 0]\nfeature = \"north-field\"\nplayer = \"\\u001b[2Jgreen\"\n",
    )
    .unwrap();
    let run = common::tilecat([
        "score".as_ref(),
        board.as_os_str(),
        "--final".as_ref(),
        "--data".as_ref(),
        common::data().as_os_str(),
    ]);
    run.expect_success();
    let lines: Vec<&str> = run.stdout.lines().collect();
    // A line per scored feature and one per player: the newline forges no line of totals.
    assert_eq!(lines.len(), 4, "{lines:#?}");
    assert!(lines.contains(&"blue\\nred: 99: 1"), "{lines:#?}");
    assert!(lines.contains(&"\\u{1b}[2Jgreen: 0"), "{lines:#?}");
    assert!(!run.stdout.contains('\u{1b}'), "{}", run.stdout);
}

#[test]
fn fly_shows_control_characters_in_feature_ids_as_escapes() {
    let data = Data::flier();
    edit(&data.tile("B.toml"), |text| {
        text.replacen("id = \"road\"", "id = \"road\\u001b[2J\\nroll 9\"", 1)
    });
    // A's arrow points west: a one from A reaches B, whose road is open.
    let board = data.temp.path().join("board.toml");
    fs::write(
        &board,
        "last = [1, 0]\n\n[[tiles]]\ntile = \"flier-B\"\nat = [0, 0]\n\n\
         [[tiles]]\ntile = \"flier-A\"\nat = [1, 0]\n",
    )
    .unwrap();
    let fly = |format: &str| {
        common::tilecat([
            "fly".as_ref(),
            board.as_os_str(),
            "--roll".as_ref(),
            "1".as_ref(),
            "--format".as_ref(),
            format.as_ref(),
            "--data".as_ref(),
            data.root().as_os_str(),
        ])
    };
    let human = fly("human");
    human.expect_success();
    assert_eq!(human.stdout.lines().count(), 1, "{}", human.stdout);
    assert!(
        human
            .stdout
            .contains("lands on `road\\u{1b}[2J\\nroll 9` (road)"),
        "{}",
        human.stdout
    );
    let json = fly("json");
    json.expect_success();
    assert!(!json.stdout.contains('\u{1b}'), "{}", json.stdout);
    let document: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(document["options"][0]["feature"], "road\u{1b}[2J\nroll 9");
}
