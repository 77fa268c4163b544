//! Fuzz target: arbitrary bytes as a tile file, loaded (read, parsed, checked against the
//! schema) and put through the semantic checks, with the schemas compiled once per process as
//! in a validation run. Nothing may panic, and every diagnostic must point inside the text
//! shown for the file it names.
#![no_main]

use std::path::PathBuf;
use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use tilecat::input::check::{Scope, check};
use tilecat::input::load::load_file;
use tilecat::input::schema::Validators;

/// The folder the input is written into: in memory when `/dev/shm` exists.
fn folder() -> &'static PathBuf {
    static FOLDER: OnceLock<PathBuf> = OnceLock::new();
    FOLDER.get_or_init(|| {
        let base = if std::path::Path::new("/dev/shm").is_dir() {
            PathBuf::from("/dev/shm")
        } else {
            std::env::temp_dir()
        };
        let folder = base.join(format!("tilecat-fuzz-{}", std::process::id()));
        std::fs::create_dir_all(folder.join("tiles")).unwrap();
        folder
    })
}

fuzz_target!(|bytes: &[u8]| {
    static VALIDATORS: OnceLock<Validators> = OnceLock::new();
    let validators = VALIDATORS.get_or_init(Validators::new);
    let file = folder().join("tiles").join("Z.toml");
    std::fs::write(&file, bytes).unwrap();
    let loaded = load_file(&file, validators);
    let documents: Vec<_> = loaded.document.into_iter().collect();
    let mut diagnostics = loaded.diagnostics;
    diagnostics.extend(check(&documents, &Scope::whole(&documents)));
    let source = loaded
        .source
        .as_ref()
        .or_else(|| documents.first().map(|document| &document.source));
    for diagnostic in &diagnostics {
        assert_eq!(diagnostic.file, file);
        if let Some(span) = &diagnostic.span {
            // Spans point into the text as shown, which has invalid bytes replaced.
            let text = &source.expect("a located diagnostic has its text").text;
            assert!(span.start <= span.end && span.end <= text.len(), "{diagnostic:?}");
            assert!(text.is_char_boundary(span.start) && text.is_char_boundary(span.end));
            let _ = source.map(|source| source.line_column(span.start));
        }
    }
    assert!(!diagnostics.is_empty() || documents.len() == 1);
});
