//! The generated corpus validates clean, and `tilecat corpus` writes the same bytes each time.

mod common;

use std::collections::BTreeMap;
use std::path::Path;

use tilecat::validate::validate_paths;

fn contents(root: &Path) -> BTreeMap<String, Vec<u8>> {
    let mut files = BTreeMap::new();
    for entry in walkdir(root) {
        let relative = entry.strip_prefix(root).unwrap().display().to_string();
        files.insert(relative, std::fs::read(&entry).unwrap());
    }
    files
}

fn walkdir(folder: &Path) -> Vec<std::path::PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(folder).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(walkdir(&path));
        } else {
            files.push(path);
        }
    }
    files
}

#[test]
fn corpus_validates_clean_and_is_deterministic() {
    let first = tempfile::tempdir().unwrap();
    let second = tempfile::tempdir().unwrap();
    for folder in [first.path(), second.path()] {
        let run = common::tilecat([
            "corpus".as_ref(),
            "--count".as_ref(),
            "1200".as_ref(),
            "--out".as_ref(),
            folder.as_os_str(),
        ]);
        assert_eq!(run.code, 0, "{}", run.stderr);
    }
    let files = contents(first.path());
    // Besides the corpus, the marker that lets a later `corpus` write there again.
    assert_eq!(files.len(), 1200 + 3 + 1);
    assert!(files.contains_key(".tilecat-corpus"));
    assert_eq!(files, contents(second.path()));

    let validation = validate_paths(&[first.path().to_path_buf()]);
    assert!(
        validation.diagnostics.is_empty(),
        "{:?}",
        &validation.diagnostics[..validation.diagnostics.len().min(5)]
    );
    assert_eq!(validation.catalog.tiles.len(), 1200);
    let run = common::tilecat(["validate".as_ref(), first.path().as_os_str()]);
    assert_eq!(run.code, 0, "{}", run.stderr);
}

#[test]
fn corpus_schemas_are_the_committed_ones() {
    let temp = tempfile::tempdir().unwrap();
    let out = tilecat::door::Folder::create(temp.path()).unwrap();
    tilecat::corpus::write(10, &out).unwrap();
    for name in ["tile.schema.json", "expansion.schema.json"] {
        let committed = std::fs::read(
            Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("schema")
                .join(name),
        )
        .unwrap();
        let written = std::fs::read(temp.path().join("schema").join(name)).unwrap();
        assert_eq!(written, committed, "{name}");
    }
}
