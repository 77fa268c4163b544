//! Expansions, editions and counts (E023 unknown-expansion, E024 unknown-edition, E025
//! count-mismatch, E030 invalid-expansion, E039 letter-twice-in-edition).
//!
//! The rules: every tile names an expansion that some file declares; a tile's counts name only
//! editions of its expansion; for every edition, its tiles' counts add up to the edition's
//! `tiles`; a letter names one tile per edition, so two tiles of an expansion with one letter (a
//! tile and the way another edition printed it) never both count copies in one edition. The
//! totals are added up only when the run holds the expansion whole (its folder was named): a
//! run over some of its tiles checks each against the manifest, which the validation finds
//! beside them, but cannot count the tiles left out. An expansion's own facts hold together: its
//! die has at least one face and every face shows at least 1, its symbol sits in a corner (`NE`,
//! `SE`, `SW` or `NW`), and it lists each edition once. One edition may print some copies of a
//! letter with a garden and the rest without (the base game's second and third editions): a tile
//! and the same tile with a garden added share their letter without E039. A tile whose
//! expansion is misspelt is told the expansion it was probably meant to name, once: its file
//! name is not checked against the misspelling, nor the totals of the expansion meant.

use std::collections::{HashMap, HashSet};
use std::path::Path;

use crate::input::document::{Content, Document};
use crate::input::source::SourceFile;
use crate::model::{Expansion, FeatureKind, IllustrationKind, Tile, TileShape};
use crate::shared::diagnostic::{Code, Diagnostic, Fix};

use super::ids::nearest_id;
use super::{Scope, error_at, error_at_key, quoted_list, top};

/// Checks the facts of one expansion manifest.
pub fn check_manifest(
    source: &SourceFile,
    expansion: &Expansion,
    diagnostics: &mut Vec<Diagnostic>,
) {
    let id = &expansion.id;
    if let Some(die) = &expansion.die {
        let faces = top("die").key("faces");
        if die.faces.is_empty() {
            diagnostics.push(
                error_at(
                    source,
                    &faces,
                    Code::InvalidExpansion,
                    format!("the die of expansion `{id}` has no faces"),
                )
                .with_help("list the number on each face, such as `faces = [1, 1, 2, 2, 3, 3]`"),
            );
        }
        for (place, face) in die.faces.iter().enumerate() {
            if *face == 0 {
                diagnostics.push(
                    error_at(
                        source,
                        &faces.index(place),
                        Code::InvalidExpansion,
                        format!(
                            "face {} of the die of expansion `{id}` is 0, but a face shows at \
                             least 1",
                            place + 1
                        ),
                    )
                    .with_help("a face without pips is not a face of this die: remove it"),
                );
            }
        }
    }
    if let Some(symbol) = &expansion.symbol
        && !symbol.corner.is_diagonal()
    {
        diagnostics.push(
            error_at(
                source,
                &top("symbol").key("corner"),
                Code::InvalidExpansion,
                format!(
                    "the symbol of expansion `{id}` sits at {}, a side, not a corner",
                    symbol.corner.name()
                ),
            )
            .with_help("use NE, SE, SW or NW"),
        );
    }
    for (index, edition) in expansion.editions.iter().enumerate() {
        if expansion.editions[..index]
            .iter()
            .any(|earlier| earlier.id == edition.id)
        {
            diagnostics.push(
                error_at(
                    source,
                    &top("editions").index(index).key("id"),
                    Code::InvalidExpansion,
                    format!("edition {} of expansion `{id}` is listed twice", edition.id),
                )
                .with_help("list each edition once"),
            );
        }
    }
}

/// Checks every tile's expansion and counts across `documents`, but not the expansion of a tile
/// `scope` leaves unchecked, and the totals of the editions of the expansions it holds whole.
/// Returns the files of the tiles whose expansion no manifest declares (E023): the checks that
/// depend on a tile's expansion stand down for them, and so do the totals of an expansion such
/// a tile was probably meant for, which cannot be added up until it names its expansion.
pub fn check_catalog<'d>(
    documents: &'d [Document],
    scope: &Scope,
    diagnostics: &mut Vec<Diagnostic>,
) -> HashSet<&'d Path> {
    let mut expansions: HashMap<&str, &Expansion> = HashMap::new();
    let mut manifests = Vec::new();
    let mut tiles = Vec::new();
    for document in documents {
        match &document.content {
            Content::Expansion(expansion) => {
                if !expansions.contains_key(expansion.id.as_ref()) {
                    expansions.insert(&expansion.id, expansion);
                    manifests.push((&document.source, expansion));
                }
            }
            Content::Tile(tile) => tiles.push((&document.source, tile)),
        }
    }
    let mut strays = HashSet::new();
    if expansions.is_empty() {
        return strays;
    }
    let mut known: Vec<&str> = expansions.keys().copied().collect();
    known.sort_unstable();
    let mut meant = HashSet::new();
    for &(source, tile) in &tiles {
        match expansions.get(tile.expansion.as_ref()) {
            Some(expansion) => check_counts(source, tile, expansion, diagnostics),
            None if !scope.unchecked.contains(&source.path) => {
                let nearest = nearest_id(&tile.expansion, known.iter().copied());
                diagnostics.push(unknown_expansion(source, tile, &known, nearest));
                meant.extend(nearest);
                strays.insert(source.path.as_path());
            }
            None => {}
        }
    }
    for (source, expansion) in manifests {
        if scope.whole.contains(&source.path) && !meant.contains(expansion.id.as_ref()) {
            check_totals(source, expansion, &tiles, diagnostics);
        }
        check_letters(expansion, &tiles, diagnostics);
    }
    strays
}

/// Checks that in each edition of `expansion`, no two of its tiles that count copies share a
/// letter; the later tile is reported at its count for that edition.
fn check_letters(
    expansion: &Expansion,
    tiles: &[(&SourceFile, &Tile)],
    diagnostics: &mut Vec<Diagnostic>,
) {
    for edition in expansion.editions.iter() {
        let mut printed: HashMap<&str, &Tile> = HashMap::new();
        for &(source, tile) in tiles {
            if tile.expansion != expansion.id || tile.counts.get(&edition.id) == 0 {
                continue;
            }
            let Some(first) = printed.get(tile.letter.as_ref()) else {
                printed.insert(&tile.letter, tile);
                continue;
            };
            if first.id == tile.id || garden_copy(first, tile) {
                // The same tile declared twice is reported once, as a duplicate id.
                continue;
            }
            diagnostics.push(
                error_at_key(
                    source,
                    &top("counts").key(&edition.id),
                    Code::LetterTwiceInEdition,
                    format!(
                        "tiles `{}` and `{}` both count copies of letter {} in edition {} of \
                         expansion `{}`",
                        first.id, tile.id, tile.letter, edition.id, expansion.id
                    ),
                )
                .with_help(format!(
                    "a letter names one tile per edition: leave {} out of the counts of the tile \
                     that edition does not print",
                    edition.id
                )),
            );
        }
    }
}

/// Whether one of `tile` and `other` is the other with a garden added (a garden feature and its
/// picture), as an edition prints some copies of a letter.
fn garden_copy(tile: &Tile, other: &Tile) -> bool {
    let gardens = |tile: &Tile| {
        tile.features
            .iter()
            .filter(|feature| feature.kind() == FeatureKind::Garden)
            .count()
    };
    let without_garden = |tile: &Tile| Tile {
        features: tile
            .features
            .iter()
            .filter(|feature| feature.kind() != FeatureKind::Garden)
            .cloned()
            .collect(),
        illustrations: tile
            .illustrations
            .iter()
            .filter(|illustration| illustration.kind != IllustrationKind::Garden)
            .cloned()
            .collect(),
        ..tile.clone()
    };
    gardens(tile) != gardens(other)
        && TileShape::canonical(&without_garden(tile))
            == TileShape::canonical(&without_garden(other))
}

/// The error for `tile`, whose expansion is none of `known`: with a fix to `nearest`, the
/// expansion it was probably meant to name, when there is one.
fn unknown_expansion(
    source: &SourceFile,
    tile: &Tile,
    known: &[&str],
    nearest: Option<&str>,
) -> Diagnostic {
    let pointer = top("expansion");
    let diagnostic = error_at(
        source,
        &pointer,
        Code::UnknownExpansion,
        format!(
            "tile `{}` belongs to expansion `{}`, which no expansion.toml declares",
            tile.id, tile.expansion
        ),
    );
    let Some(nearest) = nearest else {
        return diagnostic.with_help(format!(
            "the expansions declared: {}",
            quoted_list(known.iter().copied())
        ));
    };
    let fix = source.spans().get(&pointer).map(|entry| {
        Fix::new(
            format!("replace with `{nearest}`"),
            entry.value.clone(),
            format!("\"{nearest}\""),
        )
    });
    diagnostic
        .with_help(format!("did you mean `{nearest}`?"))
        .with_fix(fix)
}

/// Checks that `tile` counts copies only for editions of `expansion`.
fn check_counts(
    source: &SourceFile,
    tile: &Tile,
    expansion: &Expansion,
    diagnostics: &mut Vec<Diagnostic>,
) {
    for count in tile.counts.iter() {
        if expansion.edition(&count.edition).is_none() {
            let editions: Vec<&str> = expansion.editions.iter().map(|e| e.id.as_ref()).collect();
            diagnostics.push(
                error_at_key(
                    source,
                    &top("counts").key(&count.edition),
                    Code::UnknownEdition,
                    format!(
                        "tile `{}` counts copies for edition {}, which expansion `{}` does not have",
                        tile.id, count.edition, expansion.id
                    ),
                )
                .with_help(format!(
                    "the editions of `{}`: {}",
                    expansion.id,
                    editions.join(", ")
                )),
            );
        }
    }
}

/// Checks that, for each edition of `expansion`, its tiles' counts add up to its `tiles`.
fn check_totals(
    source: &SourceFile,
    expansion: &Expansion,
    tiles: &[(&SourceFile, &Tile)],
    diagnostics: &mut Vec<Diagnostic>,
) {
    let members: Vec<&Tile> = tiles
        .iter()
        .map(|(_, tile)| *tile)
        .filter(|tile| tile.expansion == expansion.id)
        .collect();
    for (index, edition) in expansion.editions.iter().enumerate() {
        if expansion.editions[..index]
            .iter()
            .any(|earlier| earlier.id == edition.id)
        {
            continue;
        }
        let total: u32 = members
            .iter()
            .map(|tile| u32::from(tile.counts.get(&edition.id)))
            .sum();
        if total == u32::from(edition.tiles) {
            continue;
        }
        let uncounted: Vec<&str> = members
            .iter()
            .filter(|tile| tile.counts.iter().all(|count| count.edition != edition.id))
            .map(|tile| tile.id.as_ref())
            .collect();
        let mut diagnostic = error_at(
            source,
            &top("editions").index(index).key("tiles"),
            Code::CountMismatch,
            format!(
                "edition {} of expansion `{}` holds {} tiles, but its tiles' counts add up to {total}",
                edition.id, expansion.id, edition.tiles
            ),
        );
        if total < u32::from(edition.tiles) && !uncounted.is_empty() {
            diagnostic = diagnostic.with_help(format!(
                "tiles with no {} count: {}",
                edition.id,
                quoted_list(uncounted)
            ));
        }
        diagnostics.push(diagnostic);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::check::testing::{codes, expansion_document, flier, flier_text, flier_with};

    fn run(documents: &[Document]) -> Vec<Diagnostic> {
        let mut diagnostics = Vec::new();
        for document in documents {
            if let Content::Expansion(expansion) = &document.content {
                check_manifest(&document.source, expansion, &mut diagnostics);
            }
        }
        check_catalog(documents, &Scope::whole(documents), &mut diagnostics);
        diagnostics
    }

    fn manifest_with(from: &str, to: &str) -> Vec<Document> {
        let mut documents = flier();
        let text = documents[0].source.text.replace(from, to);
        assert_ne!(text, documents[0].source.text, "{from} is in the manifest");
        documents[0] = expansion_document("data/flier/expansion.toml", &text);
        documents
    }

    #[test]
    fn bundled_expansion_and_counts_agree() {
        assert_eq!(run(&flier()), Vec::new());
    }

    #[test]
    fn a_tile_of_an_undeclared_expansion_is_reported() {
        let text = flier_text("A").replace(r#"expansion = "flier""#, r#"expansion = "coast""#);
        let diagnostics = run(&flier_with("A", &text));
        assert_eq!(
            codes(&diagnostics),
            [
                Code::UnknownExpansion,
                Code::CountMismatch,
                Code::CountMismatch,
                Code::CountMismatch
            ]
        );
        assert_eq!(
            diagnostics[0].message,
            "tile `flier-A` belongs to expansion `coast`, which no expansion.toml declares"
        );
        assert_eq!(
            diagnostics[0].help.as_deref(),
            Some("the expansions declared: `flier`")
        );
        assert_eq!(diagnostics[0].fixes(), []);
        assert_eq!(
            diagnostics[1].message,
            "edition C1 of expansion `flier` holds 8 tiles, but its tiles' counts add up to 7"
        );
    }

    #[test]
    fn a_misspelt_expansion_names_the_one_meant_and_its_totals_stand_down() {
        let text = flier_text("A").replace(r#"expansion = "flier""#, r#"expansion = "fleir""#);
        let diagnostics = run(&flier_with("A", &text));
        assert_eq!(codes(&diagnostics), [Code::UnknownExpansion]);
        assert_eq!(
            diagnostics[0].help.as_deref(),
            Some("did you mean `flier`?")
        );
        let [fix] = diagnostics[0].fixes() else {
            panic!("one fix: {diagnostics:?}")
        };
        assert_eq!(&text[fix.span.clone()], r#""fleir""#);
        assert_eq!(fix.replacement, r#""flier""#);
    }

    #[test]
    fn tiles_checked_without_any_manifest_stand_on_their_own() {
        let documents = &flier()[1..];
        assert_eq!(documents.len(), 9);
        assert_eq!(run(documents), Vec::new());
        let text = flier_text("A").replace(r#"expansion = "flier""#, r#"expansion = "coast""#);
        let mut with_manifest = flier_with("A", &text);
        with_manifest.truncate(2);
        assert_eq!(
            codes(&run(&with_manifest)),
            [
                Code::UnknownExpansion,
                Code::CountMismatch,
                Code::CountMismatch,
                Code::CountMismatch
            ]
        );
    }

    #[test]
    fn a_count_for_an_edition_the_expansion_lacks_is_reported() {
        let text = flier_text("A").replace("C3 = 1", "C3 = 1, C4 = 1");
        let diagnostics = run(&flier_with("A", &text));
        assert_eq!(codes(&diagnostics), [Code::UnknownEdition]);
        assert_eq!(
            diagnostics[0].message,
            "tile `flier-A` counts copies for edition C4, which expansion `flier` does not have"
        );
        assert_eq!(
            diagnostics[0].help.as_deref(),
            Some("the editions of `flier`: C1, C2, C3")
        );
    }

    #[test]
    fn counts_must_add_up_to_the_edition() {
        let text = flier_text("H").replace("counts = { C2 = 1, C3 = 1 }", "counts = { C3 = 2 }");
        let diagnostics = run(&flier_with("H", &text));
        assert_eq!(
            codes(&diagnostics),
            [Code::CountMismatch, Code::CountMismatch]
        );
        assert_eq!(
            diagnostics[0].message,
            "edition C2 of expansion `flier` holds 8 tiles, but its tiles' counts add up to 7"
        );
        assert_eq!(
            diagnostics[0].help.as_deref(),
            Some("tiles with no C2 count: `flier-H` and `flier-H-C1`")
        );
        assert_eq!(
            diagnostics[1].message,
            "edition C3 of expansion `flier` holds 8 tiles, but its tiles' counts add up to 9"
        );
        assert_eq!(diagnostics[1].help, None);
    }

    #[test]
    fn one_letter_is_one_tile_per_edition() {
        // G lettered H is another tile than either H in every edition.
        let text = flier_text("G").replace(r#"letter = "G""#, r#"letter = "H""#);
        let diagnostics = run(&flier_with("G", &text));
        assert_eq!(codes(&diagnostics), [Code::LetterTwiceInEdition; 3]);
        assert_eq!(
            diagnostics[0].message,
            "tiles `flier-G` and `flier-H-C1` both count copies of letter H in edition C1 of \
             expansion `flier`"
        );
        assert_eq!(
            diagnostics[0].file,
            std::path::Path::new("data/flier/tiles/H-C1.toml")
        );
    }

    #[test]
    fn a_copy_with_a_garden_shares_its_letter() {
        let text = flier_text("H").replace(
            "counts = { C2 = 1, C3 = 1 }",
            "counts = { C1 = 1, C2 = 1, C3 = 1 }",
        );
        let diagnostics = run(&flier_with("H", &text));
        assert_eq!(codes(&diagnostics), [Code::CountMismatch]);
    }

    #[test]
    fn a_die_needs_faces_that_show_a_number() {
        let diagnostics = run(&manifest_with("faces = [1, 1, 2, 2, 3, 3]", "faces = []"));
        assert_eq!(codes(&diagnostics), [Code::InvalidExpansion]);
        assert_eq!(
            diagnostics[0].message,
            "the die of expansion `flier` has no faces"
        );
        let diagnostics = run(&manifest_with("[1, 1, 2,", "[1, 0, 2,"));
        assert_eq!(codes(&diagnostics), [Code::InvalidExpansion]);
        assert_eq!(
            diagnostics[0].message,
            "face 2 of the die of expansion `flier` is 0, but a face shows at least 1"
        );
    }

    #[test]
    fn a_symbol_sits_in_a_corner() {
        let diagnostics = run(&manifest_with(r#"corner = "SE""#, r#"corner = "S""#));
        assert_eq!(codes(&diagnostics), [Code::InvalidExpansion]);
        assert_eq!(
            diagnostics[0].message,
            "the symbol of expansion `flier` sits at S, a side, not a corner"
        );
    }

    #[test]
    fn an_edition_is_listed_once() {
        let diagnostics = run(&manifest_with(
            "[die]",
            "[[editions]]\nid = \"C3\"\nyear = 2021\ntiles = 8\n\n[die]",
        ));
        assert_eq!(codes(&diagnostics), [Code::InvalidExpansion]);
        assert_eq!(
            diagnostics[0].message,
            "edition C3 of expansion `flier` is listed twice"
        );
    }
}
