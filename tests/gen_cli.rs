//! `tilecat gen rust` from the command line.
#![cfg(feature = "toolkit")]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use tilecat::codegen::rust_module;
use tilecat::validate::validate_paths;

fn tilecat(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tilecat"))
        .args(args)
        .output()
        .expect("tilecat runs")
}

fn scratch(name: &str) -> PathBuf {
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("gen-cli")
        .join(name);
    let _ = std::fs::remove_dir_all(&folder);
    std::fs::create_dir_all(&folder).unwrap();
    folder
}

#[test]
fn check_passes_on_the_checked_in_tables() {
    let output = tilecat(&["gen", "rust", "--out", "src/tables.rs", "--check"]);
    assert_eq!(output.status.code(), Some(0), "{output:?}");
}

#[test]
fn without_out_the_module_goes_to_stdout() {
    let output = tilecat(&["gen", "rust"]);
    assert_eq!(output.status.code(), Some(0));
    let catalog = validate_paths(&[PathBuf::from("data")]).catalog;
    let newest = catalog.in_edition(None).unwrap();
    let expected = rust_module(&newest, "cargo run -- gen rust").unwrap();
    assert_eq!(String::from_utf8(output.stdout).unwrap(), expected);
    // One edition on request; the command in the header names it.
    let output = tilecat(&["gen", "rust", "--edition", "C1"]);
    assert_eq!(output.status.code(), Some(0));
    let first = catalog.in_edition(Some("C1")).unwrap();
    let expected = rust_module(&first, "cargo run -- gen rust --edition C1").unwrap();
    let module = String::from_utf8(output.stdout).unwrap();
    assert_eq!(module, expected);
    assert!(module.contains("pub const FLIER_H_C1: Tile"));
    assert!(!module.contains("pub const FLIER_H: Tile"));
}

#[test]
fn check_names_a_stale_file_and_the_command() {
    let folder = scratch("stale");
    let file = folder.join("tables.rs");
    let file_arg = file.to_str().unwrap();
    let write = tilecat(&["gen", "rust", "--out", file_arg]);
    assert_eq!(write.status.code(), Some(0));
    let fresh = tilecat(&["gen", "rust", "--out", file_arg, "--check"]);
    assert_eq!(fresh.status.code(), Some(0), "{fresh:?}");
    std::fs::write(&file, "// edited\n").unwrap();
    let check = tilecat(&["gen", "rust", "--out", file_arg, "--check"]);
    assert_eq!(check.status.code(), Some(1));
    let stderr = String::from_utf8(check.stderr).unwrap();
    assert!(stderr.contains(&format!("{file_arg} is stale")), "{stderr}");
    assert!(
        stderr.contains(&format!("cargo run -- gen rust --out {file_arg}")),
        "{stderr}"
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "// edited\n");
}

#[test]
fn invalid_data_writes_nothing_and_exits_1() {
    let folder = scratch("invalid");
    let data = folder.join("data/flier/tiles");
    std::fs::create_dir_all(&data).unwrap();
    std::fs::write(data.join("A.toml"), "id = \"flier-A\"\nedges = [\n").unwrap();
    let out = folder.join("tables.rs");
    let output = tilecat(&[
        "gen",
        "rust",
        folder.join("data").to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(output.status.code(), Some(1));
    assert!(!out.exists(), "nothing is written for invalid data");
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(stderr.contains("A.toml"), "{stderr}");
}

#[test]
fn check_reports_a_missing_file_as_stale() {
    let file = scratch("missing").join("tables.rs");
    let check = tilecat(&["gen", "rust", "--out", file.to_str().unwrap(), "--check"]);
    assert_eq!(check.status.code(), Some(1));
    assert!(!file.exists());
}

#[test]
fn check_without_out_is_a_usage_error() {
    assert_eq!(tilecat(&["gen", "rust", "--check"]).status.code(), Some(2));
}
