//! Shared by the integration tests: copies of the bundled data in temporary folders, and runs
//! of the pipeline and of the `tilecat` command over them.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

use tilecat::validate::{Validation, validate_paths};

/// A temporary folder holding a copy of `data/flier`, as `<temp>/flier`.
pub struct Data {
    /// Keeps the folder alive until the test ends.
    pub temp: tempfile::TempDir,
}

impl Data {
    /// A fresh copy of the bundled Flier data.
    pub fn flier() -> Data {
        let temp = tempfile::tempdir().unwrap();
        let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("data/flier");
        copy_folder(&source, &temp.path().join("flier"));
        Data { temp }
    }

    /// The copied expansion folder.
    pub fn root(&self) -> PathBuf {
        self.temp.path().join("flier")
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
        tilecat(&["validate".as_ref(), self.root().as_os_str()])
    }
}

fn copy_folder(from: &Path, to: &Path) {
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

/// What a run of the `tilecat` command ended with.
pub struct Run {
    /// The exit code, or `None` when a signal ended the process.
    pub code: Option<i32>,
    /// Everything written to standard output.
    pub stdout: String,
    /// Everything written to standard error.
    pub stderr: String,
}

/// Runs the `tilecat` command with `args`.
pub fn tilecat(args: &[&std::ffi::OsStr]) -> Run {
    let output = Command::new(env!("CARGO_BIN_EXE_tilecat"))
        .args(args)
        .output()
        .unwrap();
    Run {
        code: output.status.code(),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
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
