//! Shared by every integration test: runs of the `tilecat` binary and its JSON diagnostics,
//! temporary folders (removed when the test ends) and copies of the bundled data in them.
#![allow(dead_code)]

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;
use tempfile::TempDir;
use tilecat::validate::{Validation, validate_paths};

pub mod browser;

/// What a run of the binary ended with.
#[derive(Debug)]
pub struct Run {
    /// The exit code.
    pub code: i32,
    /// Everything written to standard output.
    pub stdout: String,
    /// Everything written to standard error.
    pub stderr: String,
}

/// Runs `tilecat` with `args` from the crate's root folder, with colour off.
pub fn tilecat<I, S>(args: I) -> Run
where
    I: IntoIterator<Item = S>,
    S: AsRef<OsStr>,
{
    tilecat_in(Path::new(env!("CARGO_MANIFEST_DIR")), args)
}

/// Runs `tilecat` with `args` from `folder`, with colour off.
pub fn tilecat_in<I, S>(folder: &Path, args: I) -> Run
where
    I: IntoIterator<Item = S>,
    S: AsRef<OsStr>,
{
    let output = Command::new(env!("CARGO_BIN_EXE_tilecat"))
        .args(args)
        .current_dir(folder)
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

/// A fresh empty folder for one test, under the system's temporary folder, its name starting
/// with `name`; it is removed when the returned value is dropped.
pub fn temp_dir(name: &str) -> TempDir {
    tempfile::Builder::new()
        .prefix(&format!("tilecat-{name}-"))
        .tempdir()
        .expect("temporary folder")
}

/// The crate's bundled data folder.
pub fn data() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("data")
}

/// Where Chromium is installed; panics, saying how to get it, when it is not. The tests that
/// call it are `#[ignore]`d, so only `--include-ignored` (as `.ci/run` does) gets here.
pub fn chromium() -> PathBuf {
    ["chromium", "chromium-browser"]
        .iter()
        .find_map(|name| {
            std::env::var_os("PATH").and_then(|paths| {
                std::env::split_paths(&paths)
                    .map(|folder| folder.join(name))
                    .find(|path| path.is_file())
            })
        })
        .expect("chromium is not installed: bash .ci/run installs it (apt-get install chromium)")
}

/// Whether the tests run as root, whom file modes do not bind.
pub fn is_root() -> bool {
    std::fs::read_to_string("/proc/self/status").is_ok_and(|status| {
        status
            .lines()
            .any(|line| line.starts_with("Uid:") && line.split_whitespace().nth(2) == Some("0"))
    })
}

/// A command that runs `tilecat` as a user whom file modes bind, with colour off: as `nobody`
/// through `setpriv` (util-linux) when the tests run as root, else as the user they run as.
/// As root, the files `nobody` is to reach must be open to it.
pub fn unprivileged_tilecat() -> Command {
    let mut command = if is_root() {
        let mut setpriv = Command::new("setpriv");
        setpriv
            .args(["--reuid=65534", "--regid=65534", "--clear-groups", "--"])
            .arg(env!("CARGO_BIN_EXE_tilecat"));
        setpriv
    } else {
        Command::new(env!("CARGO_BIN_EXE_tilecat"))
    };
    command.env("NO_COLOR", "1");
    command
}

/// A small tmpfs mounted on a folder (which needs root), unmounted when dropped.
pub struct Tmpfs(PathBuf);

impl Tmpfs {
    /// Mounts a tmpfs of `size` (such as `600k`) on the existing folder `folder`; panics when
    /// it cannot, as without root.
    pub fn mount(folder: &Path, size: &str) -> Tmpfs {
        let mount = Command::new("mount")
            .args(["-t", "tmpfs", "-o"])
            .arg(format!("size={size}"))
            .arg("tilecat-test")
            .arg(folder)
            .output()
            .expect("mount (util-linux) runs");
        assert!(
            mount.status.success(),
            "mounting a tmpfs needs root (bash .ci/run runs the tests as root): {}",
            String::from_utf8_lossy(&mount.stderr)
        );
        Tmpfs(folder.to_path_buf())
    }
}

impl Drop for Tmpfs {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg(&self.0).status();
    }
}

/// A temporary folder holding a copy of one expansion's folder `data/<expansion>`, as
/// `<temp>/<expansion>`.
pub struct Data {
    /// Keeps the folder alive until the test ends.
    pub temp: tempfile::TempDir,
    /// The expansion copied.
    pub expansion: &'static str,
}

impl Data {
    /// A fresh copy of the bundled Flier data.
    pub fn flier() -> Data {
        Data::of("flier")
    }

    /// A fresh copy of the bundled data of `expansion`, such as `base`.
    pub fn of(expansion: &'static str) -> Data {
        let temp = temp_dir(expansion);
        let source = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("data")
            .join(expansion);
        copy_folder(&source, &temp.path().join(expansion));
        Data { temp, expansion }
    }

    /// The copied expansion folder.
    pub fn root(&self) -> PathBuf {
        self.temp.path().join(self.expansion)
    }

    /// A path inside the copied tile folder.
    pub fn tile(&self, name: &str) -> PathBuf {
        self.root().join("tiles").join(name)
    }

    /// Runs the pipeline over the copy.
    pub fn validate(&self) -> Validation {
        validate_paths(&[self.root()])
    }

    /// Runs `tilecat validate` over the copy.
    pub fn cli(&self) -> Run {
        tilecat([OsStr::new("validate"), self.root().as_os_str()])
    }
}

/// Copies the folder `from`, with everything in it, to `to`.
pub fn copy_folder(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_folder(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

/// The codes of every diagnostic about `file`, such as `E004`.
pub fn codes_for(validation: &Validation, file: &Path) -> Vec<&'static str> {
    validation
        .diagnostics
        .iter()
        .filter(|diagnostic| diagnostic.file == file)
        .map(|diagnostic| diagnostic.code.number())
        .collect()
}

/// The codes of every diagnostic, such as `E004`.
pub fn codes(validation: &Validation) -> Vec<&'static str> {
    validation
        .diagnostics
        .iter()
        .map(|diagnostic| diagnostic.code.number())
        .collect()
}

/// The 1-based line of byte `offset` in `text`.
pub fn line_of(text: &[u8], offset: usize) -> usize {
    text[..offset.min(text.len())]
        .iter()
        .filter(|&&byte| byte == b'\n')
        .count()
        + 1
}
