//! Running the `tilecat` binary from tests and reading its JSON diagnostics.
#![allow(dead_code)]

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

/// What a run of the binary ended with.
pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

/// Runs `tilecat` with `args` from the crate's root folder, with colour off.
pub fn tilecat<I, S>(args: I) -> Run
where
    I: IntoIterator<Item = S>,
    S: AsRef<OsStr>,
{
    let output = Command::new(env!("CARGO_BIN_EXE_tilecat"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("NO_COLOR", "1")
        .output()
        .expect("the tilecat binary runs");
    Run {
        code: output.status.code().expect("tilecat exits with a code"),
        stdout: String::from_utf8(output.stdout).expect("stdout is UTF-8"),
        stderr: String::from_utf8(output.stderr).expect("stderr is UTF-8"),
    }
}

/// Runs `tilecat validate --format json PATH` and returns the exit code and the diagnostics.
pub fn validate_json(path: &Path) -> (i32, Vec<Value>) {
    let run = tilecat([
        OsStr::new("validate"),
        OsStr::new("--format"),
        OsStr::new("json"),
        path.as_os_str(),
    ]);
    let document: Value = serde_json::from_str(&run.stdout)
        .unwrap_or_else(|error| panic!("stdout is JSON ({error}): {}", run.stdout));
    assert_eq!(document["version"], 1);
    let diagnostics = document["diagnostics"]
        .as_array()
        .expect("diagnostics array")
        .clone();
    (run.code, diagnostics)
}

/// Asserts that validating `path` exits with `exit` and reports exactly one diagnostic, with
/// `code` at `line` and `column` (`None` for a problem with no place in a file); returns it.
pub fn assert_single(
    path: &Path,
    exit: i32,
    code: &str,
    line: Option<u64>,
    column: Option<u64>,
) -> Value {
    let (status, diagnostics) = validate_json(path);
    assert_eq!(diagnostics.len(), 1, "{}: {diagnostics:#?}", path.display());
    let diagnostic = diagnostics[0].clone();
    assert_eq!(
        diagnostic["code"],
        code,
        "{}: {diagnostic:#?}",
        path.display()
    );
    assert_eq!(
        diagnostic["line"].as_u64(),
        line,
        "{}: {diagnostic:#?}",
        path.display()
    );
    assert_eq!(
        diagnostic["column"].as_u64(),
        column,
        "{}: {diagnostic:#?}",
        path.display()
    );
    assert_eq!(diagnostic["severity"], "error");
    assert_eq!(status, exit, "{}: {diagnostic:#?}", path.display());
    diagnostic
}

/// The broken-input fixture `name` under `tests/fixtures/broken`.
pub fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/broken")
        .join(name)
}

/// A fresh empty folder for one test, under the system's temporary folder.
pub fn temp_dir(name: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("tilecat-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).expect("temporary folder");
    folder
}

/// The crate's bundled data folder.
pub fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("data")
}

/// Whether the tests run in CI: `CI` is `true` or `1` (any other value, such as `false`, is
/// not CI). A test that cannot run here fails in CI instead of passing silently.
pub fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|value| value == "true" || value == "1")
}
