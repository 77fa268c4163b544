//! Crash consistency: what a run stopped part-way leaves behind, and what the next run makes of
//! it. A build killed at twenty moments spread over its run, and two builds into one folder at
//! once, each leave one whole build, the previous one or the new one byte for byte, and nothing
//! that trips the next build.

use crate::common::{Snapshot, Tilecat, names_in, snapshot, temp_dir};

use std::path::PathBuf;
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
