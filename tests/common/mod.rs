//! The harness shared by the integration tests: runs of the `tilecat` binary ([`Tilecat`]) and
//! its JSON diagnostics, snapshots and listings of folders, temporary folders (removed when the
//! test ends) and copies of the bundled data in them, and what the tests ask of the machine
//! (root, a tool on the `PATH`).
#![allow(dead_code)]

use std::collections::BTreeMap;
use std::ffi::{OsStr, OsString};
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

use serde_json::Value;
use tempfile::TempDir;
use tilecat::input::validate::{Validation, validate_paths};

pub mod browser;
pub mod facts;
pub mod hostile;
pub mod language_server;
pub mod studio_http;

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

impl Run {
    /// Asserts that the run exited with `code`, showing its standard error when it did not.
    #[track_caller]
    pub fn expect_code(&self, code: i32) -> &Run {
        assert_eq!(
            self.code, code,
            "exit code {} (not {code}); stderr:\n{}",
            self.code, self.stderr
        );
        self
    }

    /// Asserts that the run succeeded (exit code 0), showing its standard error when it did not.
    #[track_caller]
    pub fn expect_success(&self) -> &Run {
        self.expect_code(0)
    }
}

/// How long a run may take before it is killed and the test fails: long, for debug builds on
/// a busy machine; a run that hangs fails instead of stalling the suite.
pub const RUN_TIMEOUT: Duration = Duration::from_secs(300);

/// A run of the `tilecat` binary to be made: its arguments, standard input, environment and
/// folder (the crate's root unless told), with colour off and a time limit. Every test that runs
/// the binary goes through it, whether it waits for the run ([`Tilecat::run`]) or drives the
/// process itself ([`Tilecat::command`]).
pub struct Tilecat {
    args: Vec<OsString>,
    envs: Vec<(OsString, OsString)>,
    folder: PathBuf,
    stdin: Option<Vec<u8>>,
    timeout: Duration,
    unprivileged: bool,
}

impl Default for Tilecat {
    fn default() -> Tilecat {
        Tilecat::new()
    }
}

impl Tilecat {
    /// A run with no arguments yet, from the crate's root folder.
    pub fn new() -> Tilecat {
        Tilecat {
            args: Vec::new(),
            envs: Vec::new(),
            folder: PathBuf::from(env!("CARGO_MANIFEST_DIR")),
            stdin: None,
            timeout: RUN_TIMEOUT,
            unprivileged: false,
        }
    }

    /// Adds one argument.
    pub fn arg(mut self, arg: impl AsRef<OsStr>) -> Tilecat {
        self.args.push(arg.as_ref().to_owned());
        self
    }

    /// Adds arguments.
    pub fn args<I, S>(mut self, args: I) -> Tilecat
    where
        I: IntoIterator<Item = S>,
        S: AsRef<OsStr>,
    {
        self.args
            .extend(args.into_iter().map(|arg| arg.as_ref().to_owned()));
        self
    }

    /// Sets an environment variable for the run.
    pub fn env(mut self, key: impl AsRef<OsStr>, value: impl AsRef<OsStr>) -> Tilecat {
        self.envs
            .push((key.as_ref().to_owned(), value.as_ref().to_owned()));
        self
    }

    /// Runs from `folder` instead of the crate's root.
    pub fn current_dir(mut self, folder: impl AsRef<Path>) -> Tilecat {
        self.folder = folder.as_ref().to_owned();
        self
    }

    /// Gives the run `bytes` on its standard input (else it reads an empty one).
    pub fn stdin(mut self, bytes: impl Into<Vec<u8>>) -> Tilecat {
        self.stdin = Some(bytes.into());
        self
    }

    /// Kills the run, and fails the test, after `timeout` instead of [`RUN_TIMEOUT`].
    pub fn timeout(mut self, timeout: Duration) -> Tilecat {
        self.timeout = timeout;
        self
    }

    /// Runs as a user whom file modes bind: when the tests run as root, as `nobody` through
    /// `setpriv` (util-linux), else as the user they run as. As root, what the run must reach
    /// has to be open to `nobody` (see [`open_to_nobody`]).
    pub fn unprivileged(mut self) -> Tilecat {
        self.unprivileged = true;
        self
    }

    /// The command, ready to spawn: for a test that drives the process itself (kills it, talks
    /// to it, limits it). Standard input, output and error are left to the caller.
    pub fn command(&self) -> Command {
        let mut command = if self.unprivileged && is_root() {
            assert!(
                on_path("setpriv").is_some(),
                "as root, this test runs tilecat as nobody through setpriv, which is not \
                 installed: bash .ci/run installs it (apt-get install util-linux)"
            );
            let mut setpriv = Command::new("setpriv");
            setpriv
                .args(["--reuid=65534", "--regid=65534", "--clear-groups", "--"])
                .arg(env!("CARGO_BIN_EXE_tilecat"));
            setpriv
        } else {
            Command::new(env!("CARGO_BIN_EXE_tilecat"))
        };
        command
            .args(&self.args)
            .current_dir(&self.folder)
            .env("NO_COLOR", "1");
        for (key, value) in &self.envs {
            command.env(key, value);
        }
        command
    }

    /// Runs to the end and returns what it printed; a run past its time limit is killed and the
    /// test fails, showing what it had printed.
    #[track_caller]
    pub fn run(self) -> Run {
        let mut child = self
            .command()
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("the tilecat binary runs");
        let input = child.stdin.take().expect("piped stdin");
        let bytes = self.stdin.clone().unwrap_or_default();
        let writer = std::thread::spawn(move || {
            let mut input = input;
            // A run that stops reading early closes the pipe: that is its business.
            let _ = input.write_all(&bytes);
        });
        let stdout = reader(child.stdout.take().expect("piped stdout"));
        let stderr = reader(child.stderr.take().expect("piped stderr"));
        let deadline = Instant::now() + self.timeout;
        let status = loop {
            if let Some(status) = child.try_wait().expect("waiting for tilecat") {
                break status;
            }
            if Instant::now() >= deadline {
                let _ = child.kill();
                let _ = child.wait();
                panic!(
                    "tilecat {:?} ran past {:?} and was killed; stderr:\n{}",
                    self.args,
                    self.timeout,
                    String::from_utf8_lossy(&stderr.join().unwrap())
                );
            }
            std::thread::sleep(Duration::from_millis(5));
        };
        writer.join().unwrap();
        let stdout = stdout.join().unwrap();
        let stderr = stderr.join().unwrap();
        Run {
            code: status
                .code()
                .unwrap_or_else(|| panic!("tilecat {:?} ended by a signal: {status}", self.args)),
            stdout: String::from_utf8(stdout).expect("stdout is UTF-8"),
            stderr: String::from_utf8(stderr).expect("stderr is UTF-8"),
        }
    }
}

/// Reads `pipe` to its end on a thread of its own, so that neither pipe of a run fills up.
fn reader(mut pipe: impl Read + Send + 'static) -> std::thread::JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        let mut bytes = Vec::new();
        pipe.read_to_end(&mut bytes)
            .expect("reading tilecat's output");
        bytes
    })
}

/// The lines that `pipe` gives, as they come, read on a thread of their own so that the pipe
/// never fills up.
pub fn lines_of(pipe: impl Read + Send + 'static) -> Receiver<String> {
    let (sender, lines) = channel();
    std::thread::spawn(move || {
        for line in BufReader::new(pipe).lines().map_while(Result::ok) {
            if sender.send(line).is_err() {
                break;
            }
        }
    });
    lines
}

/// Runs `tilecat` with `args` from the crate's root folder, with colour off: the short form of
/// `Tilecat::new().args(args).run()`.
#[track_caller]
pub fn tilecat<I, S>(args: I) -> Run
where
    I: IntoIterator<Item = S>,
    S: AsRef<OsStr>,
{
    Tilecat::new().args(args).run()
}

/// A `PATH` that finds this build's `tilecat` first, as a user's shell or editor would find the
/// installed one: a link to it in the folder `bin` made in `folder`, then the test's `PATH`.
pub fn path_with_tilecat(folder: &Path) -> OsString {
    let bin = folder.join("bin");
    std::fs::create_dir(&bin).unwrap();
    std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_tilecat"), bin.join("tilecat")).unwrap();
    let paths = std::env::var_os("PATH").unwrap_or_default();
    std::env::join_paths(std::iter::once(bin).chain(std::env::split_paths(&paths))).unwrap()
}

/// Where `program` is on the `PATH`, if it is.
pub fn on_path(program: &str) -> Option<PathBuf> {
    let paths = std::env::var_os("PATH")?;
    std::env::split_paths(&paths)
        .map(|folder| folder.join(program))
        .find(|path| path.is_file())
}

/// Opens `folders` (each a folder the test made, such as a temporary folder and the folders in
/// it) to everyone, so that a run as `nobody` reaches what is inside; and checks that every
/// folder above them lets others pass, failing the test when one does not (else an unreadable
/// file would be unreadable for the wrong reason).
pub fn open_to_nobody(folders: &[&Path]) {
    use std::os::unix::fs::PermissionsExt;
    for folder in folders {
        std::fs::set_permissions(folder, std::fs::Permissions::from_mode(0o777)).unwrap();
        for above in folder.ancestors().skip(1) {
            let mode = std::fs::metadata(above).unwrap().permissions().mode();
            assert!(
                mode & 0o001 != 0,
                "{} is closed to other users, so nobody cannot reach {}: set TMPDIR to a \
                 folder others can pass",
                above.display(),
                folder.display()
            );
        }
    }
}

/// Files with their bytes, by path inside a folder with `/` between folders.
pub type Snapshot = BTreeMap<String, Vec<u8>>;

/// Every file under `folder` with its bytes, by path relative to it with `/` between folders.
pub fn snapshot(folder: &Path) -> Snapshot {
    walkdir::WalkDir::new(folder)
        .into_iter()
        .map(|entry| entry.unwrap())
        .filter(|entry| entry.file_type().is_file())
        .map(|entry| {
            let relative = entry.path().strip_prefix(folder).unwrap();
            let name = relative
                .components()
                .map(|part| part.as_os_str().to_string_lossy().into_owned())
                .collect::<Vec<_>>()
                .join("/");
            (name, std::fs::read(entry.path()).unwrap())
        })
        .collect()
}

/// The names in `folder`, sorted.
pub fn names_in(folder: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(folder)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
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

/// A run of `tilecat render board BOARD --out OUT --size SIZE`, to which a test adds what else
/// it needs.
pub fn render_board(board: &Path, out: &Path, size: &str) -> Tilecat {
    Tilecat::new()
        .args(["render", "board"])
        .arg(board)
        .arg("--out")
        .arg(out)
        .args(["--size", size])
}

/// A build of the data at `data` into the folder `dist` of a fresh temporary folder named
/// after `name`, with `options` after the paths (such as `["--size", "64"]`); the test fails,
/// showing the build's standard error, unless it succeeds. Returns the temporary folder
/// (removed when it is dropped) and the build's folder in it.
pub fn build_into_temp(name: &str, data: &Path, options: &[&str]) -> (TempDir, PathBuf) {
    let temp = temp_dir(name);
    let out = temp.path().join("dist");
    Tilecat::new()
        .arg("build")
        .arg(data)
        .arg("--out")
        .arg(&out)
        .args(options)
        .run()
        .expect_success();
    (temp, out)
}

/// The JSON document in the file `path`.
pub fn read_json(path: &Path) -> Value {
    serde_json::from_slice(&std::fs::read(path).unwrap())
        .unwrap_or_else(|error| panic!("{} is JSON: {error}", path.display()))
}

/// The sides of a tile, clockwise from north, after `turns` quarter turns clockwise: what was
/// north is then east.
pub fn turned(sides: [String; 4], turns: usize) -> [String; 4] {
    std::array::from_fn(|side| sides[(side + 4 - turns % 4) % 4].clone())
}

/// Where Chromium is installed; panics, saying how to get it, when it is not. The tests that
/// call it are `#[ignore]`d, so only `--include-ignored` (as `.ci/run` does) gets here.
pub fn chromium() -> PathBuf {
    ["chromium", "chromium-browser"]
        .into_iter()
        .find_map(on_path)
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

/// An expansion of one tile, `A`, counted in edition C1, in the folder `one` of `root`; with
/// `newest_empty`, the expansion has a newer edition, C2, that holds no tiles. Returns the
/// expansion's folder.
pub fn one_tile(root: &Path, newest_empty: bool) -> PathBuf {
    let folder = root.join("one");
    std::fs::create_dir_all(folder.join("tiles")).unwrap();
    let tile = std::fs::read_to_string(data().join("flier/tiles/A.toml")).unwrap();
    let counts = tile
        .lines()
        .find(|line| line.starts_with("counts = "))
        .unwrap();
    std::fs::write(
        folder.join("tiles/A.toml"),
        tile.replace(counts, "counts = { C1 = 1 }"),
    )
    .unwrap();
    std::fs::write(
        folder.join("expansion.toml"),
        one_tile_expansion(newest_empty),
    )
    .unwrap();
    folder
}

/// The manifest of [`one_tile`]'s expansion.
pub fn one_tile_expansion(newest_empty: bool) -> String {
    let mut text = String::from(
        "id = \"flier\"\nname = \"The Flier\"\n\n[[editions]]\nid = \"C1\"\nyear = 2012\ntiles = 1\n\n",
    );
    if newest_empty {
        text.push_str("[[editions]]\nid = \"C2\"\nyear = 2017\ntiles = 0\n\n");
    }
    text.push_str("[die]\nfaces = [1, 1, 2, 2, 3, 3]\n");
    text
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

/// A PNG picture `side` pixels square, all of `colour` (red, green, blue).
pub fn one_colour_png(side: u32, colour: [u8; 3]) -> Vec<u8> {
    let picture = image::RgbImage::from_pixel(side, side, image::Rgb(colour));
    let mut encoded = std::io::Cursor::new(Vec::new());
    picture
        .write_to(&mut encoded, image::ImageFormat::Png)
        .expect("a picture in memory is encoded");
    encoded.into_inner()
}
