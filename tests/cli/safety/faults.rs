//! The fault suite: builds killed at random moments, builds racing into one folder, a full
//! disk, special files as inputs and outputs, closed and full pipes. After every round the
//! output folder is one whole build, byte-identical to a reference build, and nothing beside it
//! changed but the build's own staging folders, which the next build clears.
//!
//! The rounds use the bundled eight tiles at 32 px, so that each takes well under a second.
//! Set `FAULT_SEED` to replay a run; the seed in use is printed on failure.

use crate::common;
use common::{Snapshot, Tilecat, names_in, snapshot};

use std::fs;
use std::io::Read;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A small random number generator (xorshift), seeded from the clock or `FAULT_SEED`.
struct Random(u64);

impl Random {
    fn new() -> Random {
        let seed = std::env::var("FAULT_SEED")
            .ok()
            .and_then(|seed| seed.parse().ok())
            .unwrap_or_else(|| {
                std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .unwrap()
                    .as_nanos() as u64
                    | 1
            });
        Random(seed)
    }

    fn below(&mut self, bound: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % bound.max(1)
    }
}

/// A folder the builds write into, with files of the user's beside the output folder that no
/// build may touch.
struct Site {
    temp: tempfile::TempDir,
    reference: Snapshot,
    theirs: Snapshot,
    /// How long one whole build takes here.
    duration: Duration,
}

const THEIRS: [&str; 4] = [
    "dist.old-2024-05-01/notes.txt",
    "dist.tmp-1999-notes/notes.txt",
    "dist.tmp-4242-x",
    "distant.txt",
];

impl Site {
    fn new() -> Site {
        let temp = tempfile::tempdir().unwrap();
        for (index, path) in THEIRS.iter().enumerate() {
            let path = temp.path().join(path);
            fs::create_dir_all(path.parent().unwrap()).unwrap();
            fs::write(path, format!("the user's file {index}")).unwrap();
        }
        let mut site = Site {
            theirs: Snapshot::new(),
            temp,
            reference: Snapshot::new(),
            duration: Duration::ZERO,
        };
        site.theirs = site.theirs_now();
        let started = Instant::now();
        let output = site.command().output().unwrap();
        site.duration = started.elapsed();
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        site.reference = snapshot(&site.out());
        assert!(site.reference.contains_key("build.json"));
        site
    }

    fn out(&self) -> PathBuf {
        self.temp.path().join("dist")
    }

    /// `tilecat build data --out <site>/dist --size 32`, with no output kept.
    fn command(&self) -> Command {
        let mut command = Tilecat::new()
            .args(["build", "data", "--size", "32", "--out"])
            .arg(self.out())
            .command();
        command.stdout(Stdio::null()).stderr(Stdio::piped());
        command
    }

    fn spawn(&self) -> Child {
        self.command().spawn().unwrap()
    }

    /// The user's files beside the output folder, as they are now.
    fn theirs_now(&self) -> Snapshot {
        THEIRS
            .iter()
            .map(|path| {
                let bytes = fs::read(self.temp.path().join(path)).unwrap_or_default();
                (path.to_string(), bytes)
            })
            .collect()
    }

    /// Asserts that the output folder is the reference build and that beside it there is
    /// nothing but the user's files and, when `leftovers` allows, staging folders of builds.
    fn assert_whole(&self, round: &str, leftovers: bool) {
        assert!(
            snapshot(&self.out()) == self.reference,
            "{round}: the output folder is not the reference build"
        );
        assert_eq!(
            self.theirs_now(),
            self.theirs,
            "{round}: the user's files changed"
        );
        for name in names_in(self.temp.path()) {
            let theirs = THEIRS
                .iter()
                .any(|path| path.split('/').next() == Some(&name));
            // A killed build's staging folder, which holds its owner file (or nothing yet).
            let staging = leftovers && name.starts_with("dist.tmp-");
            assert!(
                name == "dist" || theirs || staging,
                "{round}: `{name}` beside the build"
            );
        }
    }
}

#[test]
fn builds_killed_at_random_moments_leave_one_whole_build() {
    let site = Site::new();
    let mut random = Random::new();
    let seed = random.0;
    let window = site.duration.as_micros() as u64 * 5 / 4;
    for round in 0..30 {
        let mut child = site.spawn();
        std::thread::sleep(Duration::from_micros(random.below(window)));
        let _ = child.kill();
        child.wait().unwrap();
        site.assert_whole(&format!("seed {seed}, kill {round}"), true);
        // Every fourth round, a build runs to the end: it clears what the killed ones left.
        if round % 4 == 3 {
            let output = site.command().output().unwrap();
            assert!(
                output.status.success(),
                "{}",
                String::from_utf8_lossy(&output.stderr)
            );
            site.assert_whole(&format!("seed {seed}, build after kill {round}"), false);
        }
    }
    let output = site.command().output().unwrap();
    assert!(output.status.success());
    site.assert_whole(&format!("seed {seed}, last build"), false);
}

#[test]
fn builds_racing_into_one_folder_leave_one_whole_build() {
    let site = Site::new();
    let mut random = Random::new();
    let seed = random.0;
    for round in 0..20 {
        let builds = 2 + random.below(3);
        let children: Vec<Child> = (0..builds).map(|_| site.spawn()).collect();
        for child in children {
            let output = child.wait_with_output().unwrap();
            assert!(
                output.status.success(),
                "seed {seed}, round {round}: {}",
                String::from_utf8_lossy(&output.stderr)
            );
        }
        site.assert_whole(
            &format!("seed {seed}, {builds} builds at once, round {round}"),
            false,
        );
    }
}

/// Two `tilecat build` runs into the same `--out` at once leave a whole build, never a torn or
/// mixed one: at least one succeeds, the other succeeds too or refuses (exit code 2).
#[test]
fn two_builds_into_one_folder_at_once_leave_a_whole_build() {
    let site = Site::new();
    for _ in 0..3 {
        let first = site.spawn();
        let second = site.spawn();
        let codes = [
            first.wait_with_output().unwrap().status.code(),
            second.wait_with_output().unwrap().status.code(),
        ];
        assert!(codes.contains(&Some(0)), "{codes:?}");
        assert!(
            codes.iter().all(|code| matches!(code, Some(0) | Some(2))),
            "{codes:?}"
        );
        assert_eq!(snapshot(&site.out()), site.reference);
    }
}

#[test]
fn a_build_killed_while_others_race_leaves_one_whole_build() {
    let site = Site::new();
    let mut random = Random::new();
    let seed = random.0;
    let window = site.duration.as_micros() as u64;
    for round in 0..10 {
        let racing = site.spawn();
        let mut killed = site.spawn();
        std::thread::sleep(Duration::from_micros(random.below(window)));
        let _ = killed.kill();
        killed.wait().unwrap();
        let output = racing.wait_with_output().unwrap();
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        site.assert_whole(&format!("seed {seed}, round {round}"), true);
    }
}

#[test]
#[ignore = "needs root to mount a small tmpfs: bash .ci/run runs it as root"]
fn a_full_disk_fails_the_build_and_keeps_the_previous_one() {
    let temp = tempfile::tempdir().unwrap();
    let disk = temp.path().join("disk");
    fs::create_dir(&disk).unwrap();
    // Room for one build and a half: the second build cannot be staged beside the first.
    let _mounted = common::Tmpfs::mount(&disk, "1400k");
    let out = disk.join("dist");
    let build = |size: &str| {
        Tilecat::new()
            .args(["build", "data/flier", "--size", size, "--out"])
            .arg(&out)
            .run()
    };
    build("32").expect_success();
    let previous = snapshot(&out);
    let second = build("64");
    second.expect_code(2);
    let stderr = &second.stderr;
    assert!(stderr.contains("No space left on device"), "{stderr}");
    assert!(snapshot(&out) == previous, "the previous build was damaged");
    assert_eq!(
        names_in(&disk),
        ["dist"],
        "the failed build left its staging folder"
    );
    // Writing a single file fails just as cleanly.
    let filler = disk.join("filler");
    let _ = fs::write(&filler, vec![0; 600 * 1024]);
    Tilecat::new()
        .args(["export", "json", "--out"])
        .arg(out.join("catalog.json"))
        .run()
        .expect_code(2);
    assert!(
        snapshot(&out) == previous,
        "a failed export damaged the file"
    );
}

#[test]
fn special_files_as_inputs_and_outputs_are_refused_and_left_alone() {
    let site = Site::new();
    let temp = tempfile::tempdir().unwrap();
    // Inputs: a FIFO named like a tile inside a data folder, and one named directly.
    let data = temp.path().join("data");
    fs::create_dir_all(&data).unwrap();
    common::copy_folder(&common::data(), &data);
    let fifo = data.join("flier/tiles/Z.toml");
    assert!(
        Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap()
            .success()
    );
    for path in [data.as_path(), fifo.as_path()] {
        let mut child = Tilecat::new()
            .arg("build")
            .arg(path)
            .arg("--out")
            .arg(site.out())
            .command()
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let deadline = Instant::now() + Duration::from_secs(60);
        let status = loop {
            if let Some(status) = child.try_wait().unwrap() {
                break status;
            }
            if Instant::now() > deadline {
                let _ = child.kill();
                panic!("a FIFO among the inputs stalled the build");
            }
            std::thread::sleep(Duration::from_millis(20));
        };
        assert_eq!(status.code(), Some(2), "{}", path.display());
        site.assert_whole(&format!("input {}", path.display()), false);
    }
    // Outputs: the output folder given as a FIFO, a link to a folder, a file.
    let folder = temp.path().join("folder");
    fs::create_dir(&folder).unwrap();
    let link = temp.path().join("link");
    std::os::unix::fs::symlink(&folder, &link).unwrap();
    let file = temp.path().join("file");
    fs::write(&file, "the user's file").unwrap();
    for out in [&fifo, &link, &file] {
        let run = Tilecat::new()
            .args(["build", "data", "--size", "32", "--out"])
            .arg(out)
            .run();
        assert_eq!(run.code, 2, "{}: {}", out.display(), run.stderr);
    }
    assert_eq!(fs::read(&file).unwrap(), b"the user's file");
    assert!(names_in(&folder).is_empty());
    assert!(
        fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
}

#[test]
fn closed_and_full_pipes_never_cost_the_build() {
    let site = Site::new();
    // Standard error closed after one byte: the build goes on and is whole.
    let mut child = site.spawn();
    let mut byte = [0];
    let _ = child.stderr.as_mut().unwrap().read(&mut byte);
    drop(child.stderr.take());
    assert!(child.wait().unwrap().success());
    site.assert_whole("standard error closed", false);
    // Standard error on a full disk: the build is in place, the run says it failed to report.
    let full = fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .unwrap();
    let status = site.command().stderr(full).status().unwrap();
    assert_eq!(status.code(), Some(2));
    site.assert_whole("standard error full", false);
}
