//! `tilecat gen rust` from the command line.

use crate::common;

use std::path::PathBuf;

use common::{temp_dir, tilecat};
use tilecat::input::validate::validate_paths;
use tilecat::output::codegen::rust_module;

#[test]
fn check_passes_on_the_checked_in_tables() {
    let output = tilecat(["gen", "rust", "--out", "core/src/tables.rs", "--check"]);
    assert_eq!(output.code, 0, "{output:?}");
}

#[test]
fn without_out_the_module_goes_to_stdout() {
    let output = tilecat(["gen", "rust"]);
    assert_eq!(output.code, 0);
    let catalog = validate_paths(&[PathBuf::from("data")]).catalog;
    let newest = catalog.in_edition(None).unwrap();
    let expected = rust_module(&newest, "tilecat gen rust").unwrap();
    assert_eq!(output.stdout, expected);
    // One edition on request; the command in the header names it.
    let output = tilecat(["gen", "rust", "--edition", "C1"]);
    assert_eq!(output.code, 0);
    let first = catalog.in_edition(Some("C1")).unwrap();
    let expected = rust_module(&first, "tilecat gen rust --edition C1").unwrap();
    assert_eq!(output.stdout, expected);
    assert!(output.stdout.contains("pub const FLIER_H_C1: Tile"));
    assert!(!output.stdout.contains("pub const FLIER_H: Tile"));
}

#[test]
fn the_header_names_the_program_as_it_was_called() {
    let temp = temp_dir("gen-called-as");
    let program = temp.path().join("tc");
    std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_tilecat"), &program).unwrap();
    let output = std::process::Command::new(&program)
        .args(["gen", "rust", "--edition", "C1"])
        .output()
        .unwrap();
    assert!(output.status.success());
    let module = String::from_utf8(output.stdout).unwrap();
    assert!(
        module.starts_with("// Generated from the data files by `tc gen rust --edition C1`.\n"),
        "{}",
        &module[..module.find('\n').unwrap()]
    );
}

#[test]
fn check_names_a_stale_file_and_the_command() {
    let temp = temp_dir("gen-stale");
    let folder = temp.path();
    let file = folder.join("tables.rs");
    let file_arg = file.to_str().unwrap();
    let write = tilecat(["gen", "rust", "--out", file_arg]);
    assert_eq!(write.code, 0);
    let fresh = tilecat(["gen", "rust", "--out", file_arg, "--check"]);
    assert_eq!(fresh.code, 0, "{fresh:?}");
    std::fs::write(&file, "// edited\n").unwrap();
    let check = tilecat(["gen", "rust", "--out", file_arg, "--check"]);
    assert_eq!(check.code, 1);
    let stderr = check.stderr;
    assert!(stderr.contains(&format!("{file_arg} is stale")), "{stderr}");
    assert!(
        stderr.contains(&format!("tilecat gen rust --out {file_arg}")),
        "{stderr}"
    );
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "// edited\n");
}

#[test]
fn invalid_data_writes_nothing_and_exits_1() {
    let temp = temp_dir("gen-invalid");
    let folder = temp.path();
    let data = folder.join("data/flier/tiles");
    std::fs::create_dir_all(&data).unwrap();
    std::fs::write(data.join("A.toml"), "id = \"flier-A\"\nedges = [\n").unwrap();
    let out = folder.join("tables.rs");
    let output = tilecat([
        "gen",
        "rust",
        folder.join("data").to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(output.code, 1);
    assert!(!out.exists(), "nothing is written for invalid data");
    let stderr = output.stderr;
    assert!(stderr.contains("A.toml"), "{stderr}");
}

#[test]
fn check_reports_a_missing_file_as_stale() {
    let temp = temp_dir("gen-missing");
    let file = temp.path().join("tables.rs");
    let check = tilecat(["gen", "rust", "--out", file.to_str().unwrap(), "--check"]);
    assert_eq!(check.code, 1);
    assert!(!file.exists());
}

#[test]
fn check_without_out_is_a_usage_error() {
    assert_eq!(tilecat(["gen", "rust", "--check"]).code, 2);
}
