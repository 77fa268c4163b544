//! The generated corpus validates clean, and `tilecat corpus` writes the same bytes each time.

use crate::common;
use common::snapshot;

use std::path::Path;

use tilecat::input::validate::validate_paths;

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
        run.expect_success();
    }
    let files = snapshot(first.path());
    // Besides the corpus, the marker that lets a later `corpus` write there again.
    assert_eq!(files.len(), 1200 + 3 + 1);
    assert!(files.contains_key(".tilecat-corpus"));
    assert_eq!(files, snapshot(second.path()));

    let validation = validate_paths(&[first.path().to_path_buf()]);
    assert!(
        validation.diagnostics.is_empty(),
        "{:?}",
        &validation.diagnostics[..validation.diagnostics.len().min(5)]
    );
    assert_eq!(validation.catalog.tiles.len(), 1200);
    let run = common::tilecat(["validate".as_ref(), first.path().as_os_str()]);
    run.expect_success();
}

#[test]
fn corpus_schemas_are_the_committed_ones() {
    let temp = tempfile::tempdir().unwrap();
    let out = tilecat::shared::door::Folder::create(temp.path()).unwrap();
    tilecat::output::corpus::write(10, &out).unwrap();
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
