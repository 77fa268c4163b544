//! Two `tilecat build` runs into the same `--out` at once leave a whole build, never a torn or
//! mixed one.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

fn snapshot(folder: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut files = BTreeMap::new();
    let mut stack = vec![folder.to_path_buf()];
    while let Some(current) = stack.pop() {
        for entry in std::fs::read_dir(&current).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else {
                let relative = path.strip_prefix(folder).unwrap().display().to_string();
                files.insert(relative, std::fs::read(&path).unwrap());
            }
        }
    }
    files
}

fn build(out: &Path) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_tilecat"));
    command
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(["build", "data", "--size", "32", "--out"])
        .arg(out)
        .env("NO_COLOR", "1");
    command
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
