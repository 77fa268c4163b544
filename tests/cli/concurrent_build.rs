//! Two `tilecat build` runs into the same `--out` at once leave a whole build, never a torn or
//! mixed one.

use crate::common;

use std::path::Path;
use std::process::Command;

use common::{Tilecat, snapshot};

fn build(out: &Path) -> Command {
    Tilecat::new()
        .args(["build", "data", "--size", "32", "--out"])
        .arg(out)
        .command()
}

#[test]
fn two_builds_into_one_folder_at_once_leave_a_whole_build() {
    let temp = tempfile::tempdir().unwrap();
    let out = temp.path().join("dist");
    let alone = build(&out).output().unwrap();
    assert_eq!(
        alone.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&alone.stderr)
    );
    let reference = snapshot(&out);
    assert!(!reference.is_empty());

    for _ in 0..3 {
        let first = build(&out).spawn().unwrap();
        let second = build(&out).spawn().unwrap();
        let codes = [
            first.wait_with_output().unwrap().status.code(),
            second.wait_with_output().unwrap().status.code(),
        ];
        assert!(codes.contains(&Some(0)), "{codes:?}");
        assert!(
            codes.iter().all(|code| matches!(code, Some(0) | Some(2))),
            "{codes:?}"
        );
        assert_eq!(snapshot(&out), reference);
    }
}
