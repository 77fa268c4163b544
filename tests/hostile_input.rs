//! Hostile input: files and folders built to crash, hang or trick the validator. Each must end
//! in a clear diagnostic and the right exit code, never a panic or a stack overflow.

mod common;

use std::fs;
use std::path::Path;

use common::{Data, codes, codes_for, line_of};

/// A copy of the Flier data with `tiles/Z.toml` holding `bytes`.
fn with_tile(bytes: &[u8]) -> (Data, std::path::PathBuf) {
    let data = Data::flier();
    let path = data.tile("Z.toml");
    fs::write(&path, bytes).unwrap();
    (data, path)
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
    assert_eq!(run.code, 1, "{}", run.stderr);
    found
}

#[test]
fn deeply_nested_arrays_do_not_overflow_the_stack() {
    let depth = 100_000;
    let text = format!(
        "id = \"flier-Z\"\nnested = {}{}\n",
        "[".repeat(depth),
        "]".repeat(depth)
    );
    refused(text.as_bytes(), &["E004", "E006"]);
}

#[test]
fn deeply_nested_inline_tables_do_not_overflow_the_stack() {
    let depth = 100_000;
    let text = format!(
        "id = \"flier-Z\"\nnested = {}1{}\n",
        "{ a = ".repeat(depth),
        " }".repeat(depth)
    );
    refused(text.as_bytes(), &["E004", "E006"]);
}

#[test]
fn deeply_dotted_keys_and_headers_do_not_overflow_the_stack() {
    let keys = vec!["a"; 50_000].join(".");
    refused(format!("{keys} = 1\n").as_bytes(), &["E004", "E006"]);
    refused(format!("[{keys}]\n").as_bytes(), &["E004", "E006"]);
}

#[test]
fn ten_thousand_features_in_one_tile() {
    let mut text = fs::read_to_string(Data::flier().tile("H.toml"))
        .unwrap()
        .replace("flier-H", "flier-Z");
    for _ in 0..10_000 {
        text.push_str("\n[[features]]\nkind = \"monastery\"\nid = \"monastery\"\n");
    }
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
    let diagnostic = validation
        .diagnostics
        .iter()
        .find(|diagnostic| diagnostic.file == path)
        .expect("a diagnostic for the file");
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
    let diagnostic = validation
        .diagnostics
        .iter()
        .find(|diagnostic| diagnostic.file == path)
        .expect("a diagnostic for the file");
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

#[cfg(unix)]
#[test]
fn unreadable_file_is_an_io_error_unless_we_can_read_it_anyway() {
    use std::os::unix::fs::PermissionsExt;
    let data = Data::flier();
    let path = data.tile("A.toml");
    fs::set_permissions(&path, fs::Permissions::from_mode(0o000)).unwrap();
    // Root reads mode-000 files: then the file is simply valid.
    let readable = fs::File::open(&path).is_ok();
    let validation = data.validate();
    let run = data.cli();
    if readable {
        assert_eq!(codes(&validation), Vec::<&str>::new());
        assert_eq!(run.code, 0);
    } else {
        assert_eq!(codes_for(&validation, &path), ["E001"]);
        assert_eq!(run.code, 2);
    }
}

#[cfg(unix)]
#[test]
fn unreadable_folder_is_an_io_error_unless_we_can_read_it_anyway() {
    use std::os::unix::fs::PermissionsExt;
    let data = Data::flier();
    let tiles = data.root().join("tiles");
    fs::set_permissions(&tiles, fs::Permissions::from_mode(0o000)).unwrap();
    let readable = fs::read_dir(&tiles).is_ok();
    let validation = data.validate();
    let run = data.cli();
    fs::set_permissions(&tiles, fs::Permissions::from_mode(0o755)).unwrap();
    if readable {
        assert_eq!(codes(&validation), Vec::<&str>::new());
        assert_eq!(run.code, 0);
    } else {
        assert!(codes(&validation).contains(&"E001"));
        assert_eq!(run.code, 2);
    }
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
    use std::process::{Command, Stdio};
    let mut text = fs::read_to_string(Data::flier().tile("H.toml"))
        .unwrap()
        .replace("flier-H", "flier-Z");
    for _ in 0..2_000 {
        text.push_str("\n[[features]]\nkind = \"monastery\"\nid = \"monastery\"\n");
    }
    let (data, _) = with_tile(text.as_bytes());
    for format in ["json", "human"] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_tilecat"))
            .args(["validate", "--format", format])
            .arg(data.root())
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
