//! A bounded fuzz run that CI can afford: arbitrary bytes, TOML-like text and mangled copies of
//! real tile files, each validated as a tile file. Nothing may panic, every diagnostic must
//! point inside the text shown for its file, and a file either loads or is reported.

use std::path::Path;

use proptest::prelude::*;
use tilecat::input::validate::validate_paths;

/// Validates `bytes` as the tile file `tiles/Z.toml` in a fresh folder.
fn check(bytes: &[u8]) -> Result<(), TestCaseError> {
    let temp = tempfile::tempdir().unwrap();
    let file = temp.path().join("Z.toml");
    std::fs::write(&file, bytes).unwrap();
    let validation = validate_paths(std::slice::from_ref(&file));
    for diagnostic in &validation.diagnostics {
        prop_assert_eq!(&diagnostic.file, &file);
        if let Some(span) = &diagnostic.span {
            // Spans point into the text as shown, which has invalid bytes replaced.
            let text = &validation.sources[&file].text;
            prop_assert!(span.start <= span.end && span.end <= text.len());
            prop_assert!(text.is_char_boundary(span.start) && text.is_char_boundary(span.end));
        }
    }
    prop_assert!(validation.has_errors() || validation.catalog.tiles.len() == 1);
    Ok(())
}

fn real_tile() -> Vec<u8> {
    std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join("data/flier/tiles/C.toml")).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn arbitrary_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..512)) {
        check(&bytes)?;
    }

    #[test]
    fn toml_like_text(text in "([a-z]{1,8}|id|kind|edges|features|counts|flier|road|city|field|\\[\\[|\\]\\]|\\[|\\]|\\{|\\}| = |=|\"|'|,|\\.|\n|\r\n| |#|-?[0-9]{1,4}|\\\\u0000|true){0,120}") {
        check(text.as_bytes())?;
    }

    #[test]
    fn mangled_real_tile(at in 0usize..1000, cut in 0usize..40, insert in proptest::collection::vec(any::<u8>(), 0..16)) {
        let mut bytes = real_tile();
        let at = at % bytes.len();
        let end = (at + cut).min(bytes.len());
        bytes.splice(at..end, insert);
        check(&bytes)?;
    }
}
