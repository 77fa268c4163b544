//! `tilecat export jcz` on tiles with half a German castle, which JCloisterZone's tile format
//! has no words for: each such tile is left out of its pack, with a comment there and a note
//! saying why, and the pack's other tiles are written.

use std::fs;

use crate::common::tilecat;

/// The reason each tile left out is given.
const REASON: &str = "JCloisterZone's tile format has no German castle";

#[test]
fn a_tile_with_half_a_german_castle_is_left_out_of_its_pack_with_the_reason() {
    let temp = tempfile::tempdir().unwrap();
    let packs = temp.path().join("packs");
    let run = tilecat([
        "export".as_ref(),
        "jcz".as_ref(),
        "examples/landing/data".as_ref(),
        "--out".as_ref(),
        packs.as_os_str(),
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    for id in ["landing-K", "landing-N"] {
        assert!(
            run.stderr
                .contains(&format!("note: {id} is left out: {REASON}\n")),
            "{}",
            run.stderr
        );
    }
    assert_eq!(
        run.stderr.matches("is left out").count(),
        2,
        "{}",
        run.stderr
    );
    let pack = fs::read_to_string(packs.join("landing.xml")).unwrap();
    for (id, letter) in [("landing-K", "K"), ("landing-N", "N")] {
        assert!(
            pack.contains(&format!("    <!-- {id} is left out: {REASON}. -->\n")),
            "{pack}"
        );
        let written = format!("\"{letter}/{letter}\"");
        assert!(!pack.contains(&written), "{written} in {pack}");
    }
    // The expansion's other sixteen tiles are written, each counted in its tile set.
    assert_eq!(pack.matches("<tile id=").count(), 16, "{pack}");
    assert_eq!(pack.matches("<ref count=").count(), 16, "{pack}");
}
