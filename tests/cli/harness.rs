//! The harness of `tests/common` itself: what a test gives a run reaches it, and a run that
//! does not end is killed and fails its test instead of stalling the suite.

use crate::common;

use std::time::{Duration, Instant};

use common::{Data, Tilecat};

#[test]
fn the_standard_input_given_reaches_the_run() {
    let run = Tilecat::new().arg("lsp").stdin("garbage\r\n\r\n").run();
    run.expect_code(1);
    assert!(
        run.stderr.contains("malformed message header \"garbage\""),
        "{}",
        run.stderr
    );
}

#[test]
fn the_folder_given_is_the_runs_current_folder() {
    let data = Data::flier();
    // `flier` is a folder of the copy's temporary folder, and not of the crate's root, where a
    // run starts unless told.
    let run = Tilecat::new()
        .current_dir(data.temp.path())
        .args(["validate", "flier"])
        .run();
    run.expect_success();
    Tilecat::new()
        .args(["validate", "flier"])
        .run()
        .expect_code(2);
}

#[test]
fn a_run_past_its_time_limit_is_killed_and_fails_the_test() {
    let data = Data::flier();
    let out = data.temp.path().join("dist");
    let started = Instant::now();
    let outcome = std::panic::catch_unwind(|| {
        Tilecat::new()
            .arg("build")
            .arg(data.root())
            .args(["--size", "32", "--watch", "--out"])
            .arg(&out)
            .timeout(Duration::from_secs(3))
            .run()
    });
    let message = *outcome
        .expect_err("a watch never ends by itself")
        .downcast::<String>()
        .unwrap();
    assert!(message.contains("and was killed"), "{message}");
    assert!(started.elapsed() < Duration::from_secs(60));
}
