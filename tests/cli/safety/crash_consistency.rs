//! Crash consistency: what a run stopped part-way leaves behind, and what the next run makes of
//! it. A build killed at twenty moments spread over its run, and two builds into one folder at
//! once, each leave one whole build, the previous one or the new one byte for byte, and nothing
//! that trips the next build; an import killed while it writes leaves nothing of itself once the
//! next import into that folder is done; a render that fails leaves no folder it made.

use crate::common::{Snapshot, Tilecat, copy_folder, names_in, snapshot, temp_dir};

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The size of the tiles of the build in place before each round.
const PREVIOUS: &str = "32";
/// The size of the tiles of the build run, and killed, in each round.
const NEW: &str = "48";
/// How many moments of a build's run one is killed at.
const MOMENTS: u32 = 20;

/// A folder the builds write into, `dist`, and the two whole builds it may hold.
struct Builds {
    temp: tempfile::TempDir,
    /// The bundled data built with `--size 32`.
    previous: Snapshot,
    /// The bundled data built with `--size 48`.
    new: Snapshot,
    /// How long the new build takes here, replacing the previous one.
    duration: Duration,
}

impl Builds {
    fn new() -> Builds {
        let mut builds = Builds {
            temp: temp_dir("crash-builds"),
            previous: Snapshot::new(),
            new: Snapshot::new(),
            duration: Duration::ZERO,
        };
        builds.build(NEW);
        builds.new = snapshot(&builds.out());
        builds.build(PREVIOUS);
        builds.previous = snapshot(&builds.out());
        assert!(builds.previous != builds.new);
        let started = Instant::now();
        builds.build(NEW);
        builds.duration = started.elapsed();
        assert!(
            snapshot(&builds.out()) == builds.new,
            "the same data and options built twice differ"
        );
        builds
    }

    fn out(&self) -> PathBuf {
        self.temp.path().join("dist")
    }

    /// `tilecat build data --size SIZE --out <temp>/dist`, printing nowhere.
    fn command(&self, size: &str) -> Command {
        let mut command = Tilecat::new()
            .args(["build", "data", "--size", size, "--out"])
            .arg(self.out())
            .command();
        command
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null());
        command
    }

    fn spawn(&self, size: &str) -> Child {
        self.command(size).spawn().unwrap()
    }

    /// Builds with `--size SIZE` to the end; the test fails, showing why, unless it succeeds.
    fn build(&self, size: &str) {
        let output = self.command(size).stderr(Stdio::piped()).output().unwrap();
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
    }

    /// Asserts that the output folder holds one whole build, the previous or the new one, and
    /// returns which.
    fn assert_whole(&self, round: &str) -> &'static str {
        assert!(self.out().is_dir(), "{round}: no build in place");
        let held = snapshot(&self.out());
        if held == self.previous {
            "previous"
        } else if held == self.new {
            "new"
        } else {
            panic!("{round}: the output folder holds neither build whole");
        }
    }

    /// Asserts that a build to the end makes the new build whole and leaves nothing beside it:
    /// what the round left did not trip it and was cleared.
    fn assert_next_build_clean(&self, round: &str) {
        let output = self.command(NEW).stderr(Stdio::piped()).output().unwrap();
        assert!(
            output.status.success(),
            "{round}: the next build failed: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        assert!(
            snapshot(&self.out()) == self.new,
            "{round}: the next build is not whole"
        );
        assert_eq!(
            names_in(self.temp.path()),
            ["dist"],
            "{round}: the next build left something beside the output folder"
        );
    }
}

#[test]
fn a_build_killed_at_twenty_moments_leaves_the_previous_build_or_the_new_one() {
    let builds = Builds::new();
    let mut held = Vec::new();
    for moment in 0..MOMENTS {
        builds.build(PREVIOUS);
        let mut child = builds.spawn(NEW);
        std::thread::sleep(builds.duration * moment / MOMENTS);
        child.kill().unwrap();
        child.wait().unwrap();
        let round = format!("killed at {moment}/{MOMENTS} of {:?}", builds.duration);
        held.push(builds.assert_whole(&round));
        // Beside the build, only the killed build's staging folder may stay, until the next.
        for name in names_in(builds.temp.path()) {
            assert!(
                name == "dist" || name.starts_with("dist.tmp-"),
                "{round}: `{name}` beside the build"
            );
        }
        builds.assert_next_build_clean(&round);
    }
    // The kills fell over the whole run: the first before the new build was in place.
    assert_eq!(held[0], "previous", "{held:?}");
}

#[test]
fn two_builds_at_once_into_one_folder_leave_one_of_them_whole() {
    let builds = Builds::new();
    for round in 0..5 {
        builds.build(PREVIOUS);
        let racing = [builds.spawn(PREVIOUS), builds.spawn(NEW)];
        let codes: Vec<Option<i32>> = racing
            .into_iter()
            .map(|mut child| child.wait().unwrap().code())
            .collect();
        // Each is published, or refused (exit code 2) because the other changed the folder.
        assert!(codes.contains(&Some(0)), "round {round}: {codes:?}");
        assert!(
            codes.iter().all(|code| matches!(code, Some(0 | 2))),
            "round {round}: {codes:?}"
        );
        let round = format!("two builds at once, round {round}");
        builds.assert_whole(&round);
        builds.assert_next_build_clean(&round);
    }
}

/// `tilecat import jcz` of three packs into `out`.
fn import(out: &Path) -> Tilecat {
    Tilecat::new()
        .args(["import", "jcz"])
        .args(
            ["mini.xml", "river.xml", "count.xml"].map(|pack| format!("tests/fixtures/jcz/{pack}")),
        )
        .arg("--out")
        .arg(out)
}

/// The paths under `folder` of hidden files named as temporary files are (`.….tmp`).
fn temporaries(folder: &Path) -> Vec<String> {
    snapshot(folder)
        .into_keys()
        .filter(|path| {
            let name = path.rsplit('/').next().unwrap_or(path);
            name.starts_with('.') && name.ends_with(".tmp")
        })
        .collect()
}

/// The signal the system kills a process with when it writes past its file size limit.
#[cfg(target_os = "linux")]
const SIGXFSZ: i32 = 25;

/// The largest file the killed import may write, in bytes: more than some of its files hold
/// and less than others.
#[cfg(target_os = "linux")]
const FILE_SIZE_LIMIT: u64 = 2048;

#[cfg(target_os = "linux")]
#[test]
fn an_import_killed_while_it_writes_leaves_nothing_once_the_next_import_is_done() {
    use std::os::unix::process::{CommandExt, ExitStatusExt};

    let temp = temp_dir("crash-import");
    let reference = temp.path().join("reference");
    import(&reference).run().expect_success();
    let whole = snapshot(&reference);
    assert!(temporaries(&reference).is_empty());

    // The system kills the import at its first write past the file size limit, while it writes
    // its files aside before moving them into place: a kill at a known moment.
    let out = temp.path().join("out");
    let mut command = import(&out).command();
    command
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    // SAFETY: `setrlimit` is one system call, safe between `fork` and `exec`.
    unsafe {
        command.pre_exec(|| {
            let limit = |bytes| rustix::process::Rlimit {
                current: Some(bytes),
                maximum: Some(bytes),
            };
            rustix::process::setrlimit(rustix::process::Resource::Fsize, limit(FILE_SIZE_LIMIT))?;
            // No core file for the kill.
            rustix::process::setrlimit(rustix::process::Resource::Core, limit(0))?;
            Ok(())
        });
    }
    let status = command.status().unwrap();
    assert_eq!(status.signal(), Some(SIGXFSZ), "{status}");
    let left = temporaries(&out);
    assert!(
        !left.is_empty(),
        "the killed import left no temporary file, so it was not killed while writing"
    );

    import(&out).run().expect_success();
    assert_eq!(
        temporaries(&out),
        Vec::<String>::new(),
        "left by the kill: {left:?}"
    );
    assert!(
        snapshot(&out) == whole,
        "the import after the kill differs from one into a new folder"
    );
}

/// A copy of the example expansion in `folder` whose tile A's own picture is damaged past its
/// header: the data validates, and drawing the picture fails.
fn damaged_picture_data(folder: &Path) -> PathBuf {
    let data = folder.join("data");
    copy_folder(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/my-expansion/data"),
        &data,
    );
    let picture = data.join("my-expansion/tiles/art/A.png");
    let mut bytes = fs::read(&picture).unwrap();
    // The signature, the header chunk and a few bytes more.
    bytes.truncate(8 + 25 + 16);
    fs::write(&picture, bytes).unwrap();
    Tilecat::new()
        .arg("validate")
        .arg(&data)
        .run()
        .expect_success();
    data
}

#[test]
fn a_render_that_fails_leaves_no_folder_it_made_and_each_other_folder_as_it_was() {
    let temp = temp_dir("crash-render");
    let data = damaged_picture_data(temp.path());
    let runs: [&[&str]; 2] = [
        &["render", "--tile", "my-expansion-A"],
        &["render", "proof"],
    ];
    for (index, words) in runs.into_iter().enumerate() {
        let render = || Tilecat::new().args(words).arg(&data).arg("--out");
        // A folder the run makes.
        let made = temp.path().join(format!("made-{index}"));
        let run = render().arg(&made).run();
        run.expect_code(2);
        assert!(
            run.stderr.contains("`my-expansion-A` cannot be drawn"),
            "{}",
            run.stderr
        );
        assert!(
            !made.exists(),
            "{words:?} left the folder it made: {:?}",
            names_in(&made)
        );
        // An empty folder of the user's stays empty.
        let empty = temp.path().join(format!("empty-{index}"));
        fs::create_dir(&empty).unwrap();
        render().arg(&empty).run().expect_code(2);
        assert_eq!(names_in(&empty), Vec::<String>::new(), "{words:?}");
    }
}

/// A JCloisterZone pack of `tiles` tiles, each a city on its north side, written in `folder`.
fn large_pack(folder: &Path, tiles: usize) -> PathBuf {
    let tiles: String = (0..tiles)
        .map(|index| {
            format!(
                "<tile id=\"X/C{index}\"><city>N</city>\
                 <farm city=\"N\">EL ER SL SR WL WR</farm></tile>"
            )
        })
        .collect();
    let path = folder.join("large.xml");
    fs::write(&path, format!("<pack><tiles>{tiles}</tiles></pack>")).unwrap();
    path
}

#[test]
fn two_imports_at_once_into_one_folder_each_write_every_file_and_leave_no_stray() {
    let temp = temp_dir("crash-two-imports");
    let pack = large_pack(temp.path(), 400);
    let import = |out: &Path| {
        Tilecat::new()
            .args(["import", "jcz"])
            .arg(&pack)
            .arg("--out")
            .arg(out)
    };
    let reference = temp.path().join("reference");
    import(&reference).run().expect_success();
    let whole = snapshot(&reference);
    let out = temp.path().join("out");
    import(&out).run().expect_success();
    for round in 0..4 {
        // Each import stages its files, then moves them into place: the first write of the
        // other into a folder, which sweeps away what killed writes left there, must not take
        // the staged files of a live one.
        let racing: Vec<Child> = (0..2)
            .map(|_| {
                import(&out)
                    .command()
                    .stdin(Stdio::null())
                    .stdout(Stdio::null())
                    .stderr(Stdio::piped())
                    .spawn()
                    .unwrap()
            })
            .collect();
        for child in racing {
            let output = child.wait_with_output().unwrap();
            assert!(
                output.status.success(),
                "round {round}: {}",
                String::from_utf8_lossy(&output.stderr)
            );
        }
        assert_eq!(temporaries(&out), Vec::<String>::new(), "round {round}");
        assert!(
            snapshot(&out) == whole,
            "round {round}: the import is not whole"
        );
    }
}
