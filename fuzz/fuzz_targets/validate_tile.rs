//! Fuzz target: arbitrary bytes as a tile file, loaded and validated. The pipeline must not
//! panic, and every diagnostic must point inside the text shown for the file it names.
#![no_main]

use std::path::PathBuf;
use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use tilecat::validate::validate_paths;

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
    let file = folder().join("tiles").join("Z.toml");
    std::fs::write(&file, bytes).unwrap();
    let validation = validate_paths(&[file.clone()]);
    for diagnostic in &validation.diagnostics {
        assert_eq!(diagnostic.file, file);
        if let Some(span) = &diagnostic.span {
            // Spans point into the text as shown, which has invalid bytes replaced.
            let text = &validation.sources[&file].text;
            assert!(span.start <= span.end && span.end <= text.len(), "{diagnostic:?}");
            assert!(text.is_char_boundary(span.start) && text.is_char_boundary(span.end));
        }
    }
    assert!(validation.has_errors() || validation.catalog.tiles.len() == 1);
});
