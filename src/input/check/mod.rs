//! Semantic checks: what a schema cannot see.
//!
//! Documents reaching these checks have the right types, but their facts may disagree with each
//! other. Each module checks one family of rules and locates every problem at the key or value
//! that states the offending fact:
//!
//! - `positions`: who claims each edge position (E011, E012, E013);
//! - `edges`: the declared edges against the features (E014; sides declared road with no road
//!   are one missing road, and the fields are weighed as if it were there);
//! - `partition`: fields against the regions roads and cities draw, and their bordering cities
//!   (E015, E016, E017), by the rule of [`crate::rules::FieldPartition`];
//! - `drawable`: no two of a tile's roads, rivers and cities cross unless one passes under the
//!   other (E050);
//! - `references`: feature ids and what refers to them (E018, E019, E020);
//! - `ids`: tile and expansion ids, and tile file names (E021, E022);
//! - `constants`: ids that the generated Rust tables would make one constant (E057), by the
//!   naming rule the generator uses ([`constant_name`]);
//! - `expansions`: expansions, editions and counts (E023, E024, E025, E030);
//! - `requirements`: what an expansion's `requires` states about its tiles (E038);
//! - `pictures`: the picture a tile names of its own (E051);
//! - `duplicates`: tiles that are the same up to rotation (E026);
//! - `markers`: markers on features name one, markers the tile shows name none (E052).
//!
//! The edge and partition checks only run on a tile whose positions are sound, so that one
//! misplaced position is reported once rather than as a cascade.

pub mod constants;
mod drawable;
mod duplicates;
mod edges;
mod expansions;
mod ids;
mod markers;
mod partition;
pub mod pictures;
mod positions;
mod references;
mod requirements;
#[cfg(test)]
mod testing;

pub use constants::constant_name;
pub use ids::nearest_tile;
pub use references::named_kinds;

use std::collections::HashSet;
use std::path::PathBuf;

use crate::input::document::{Content, Document};
use crate::input::source::{Pointer, SourceFile};
use crate::model::{Feature, Side, Tile, TileShape};
use crate::shared::diagnostic::{Code, Diagnostic};

/// The fewest documents worth a thread of their own.
pub(crate) const DOCUMENTS_PER_THREAD: usize = 64;

/// What a validation run holds of its expansions, which its documents alone do not tell.
#[derive(Debug, Clone, Default)]
pub struct Scope {
    /// The paths of the manifests whose expansion the run holds whole, every tile file of it
    /// among the documents: the checks over all the tiles of an expansion together (edition
    /// totals, a start tile) run for those only, so that naming some of an expansion's tiles
    /// checks each of them against its manifest without counting the tiles left out.
    pub whole: HashSet<PathBuf>,
    /// The paths of the tiles whose own manifest was read but did not load: what it declares is
    /// unknown, so they are not reported as naming an undeclared expansion (E023) as well.
    pub unchecked: HashSet<PathBuf>,
}

impl Scope {
    /// The scope of `documents` known to hold each of their expansions whole, every manifest
    /// among them.
    pub fn whole(documents: &[Document]) -> Scope {
        Scope {
            whole: documents
                .iter()
                .filter(|document| matches!(document.content, Content::Expansion(_)))
                .map(|document| document.source.path.clone())
                .collect(),
            unchecked: HashSet::new(),
        }
    }
}

/// Runs every semantic check over the documents of one validation run, whose expansions it
/// holds as `scope` says, and returns the problems found, each located in its file, sorted by
/// file and position: [`own`] for each document (on every core), then [`across`].
pub fn check(documents: &[Document], scope: &Scope) -> Vec<Diagnostic> {
    let owns = crate::shared::parallel::map(documents, DOCUMENTS_PER_THREAD, own);
    let mut diagnostics: Vec<Diagnostic> = owns
        .iter()
        .flat_map(|own| own.diagnostics.iter().cloned())
        .collect();
    diagnostics.extend(across(documents, &owns, scope));
    sort(&mut diagnostics);
    diagnostics
}

/// What the checks find in one document on its own, and what the checks across documents need
/// worked out from it alone: it depends on the document only, so it can be kept as long as the
/// document is.
#[derive(Debug, Clone)]
pub struct Own {
    /// The problems of the document on its own: a tile's features, positions, edges, fields
    /// and picture, a manifest's editions.
    pub diagnostics: Vec<Diagnostic>,
    /// A tile's shape up to rotation, for the duplicate check.
    shape: Option<Shape>,
}

/// A tile's expansion and its shape up to rotation ([`TileShape::canonical`]), with the hash of
/// both worked out once: two tiles are duplicates when their shapes are equal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Shape {
    hash: u64,
    expansion: String,
    shape: TileShape,
}

impl Shape {
    fn of(tile: &Tile) -> Shape {
        let expansion = tile.expansion.to_string();
        let shape = TileShape::canonical(tile);
        let hash = std::hash::BuildHasher::hash_one(
            &std::hash::BuildHasherDefault::<std::collections::hash_map::DefaultHasher>::default(),
            (&expansion, &shape),
        );
        Shape {
            hash,
            expansion,
            shape,
        }
    }
}

impl std::hash::Hash for Shape {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        state.write_u64(self.hash);
    }
}

/// The checks that look at one document on its own.
pub fn own(document: &Document) -> Own {
    let mut diagnostics = Vec::new();
    let shape = match &document.content {
        Content::Tile(tile) => {
            check_tile(&document.source, tile, &mut diagnostics);
            pictures::check(&document.source, tile, &mut diagnostics);
            Some(Shape::of(tile))
        }
        Content::Expansion(expansion) => {
            expansions::check_manifest(&document.source, expansion, &mut diagnostics);
            pictures::check_expansion(&document.source, expansion, &mut diagnostics);
            None
        }
    };
    Own { diagnostics, shape }
}

/// The checks across the documents of a run, given [`own`] of each of them in the same order:
/// unique ids, expansions and counts, tile file names (for tiles whose expansion is known),
/// requirements and duplicates, unsorted.
pub fn across(documents: &[Document], owns: &[Own], scope: &Scope) -> Vec<Diagnostic> {
    let mut diagnostics = Vec::new();
    ids::check(documents, &mut diagnostics);
    constants::check(documents, &mut diagnostics);
    let strays = expansions::check_catalog(documents, scope, &mut diagnostics);
    for document in documents {
        if let Content::Tile(tile) = &document.content
            && !strays.contains(document.source.path.as_path())
        {
            ids::check_file_name(&document.source, tile, &mut diagnostics);
        }
    }
    requirements::check(documents, &scope.whole, &mut diagnostics);
    let shapes: Vec<Option<&Shape>> = owns.iter().map(|own| own.shape.as_ref()).collect();
    duplicates::check(documents, &shapes, &mut diagnostics);
    diagnostics
}

/// Sorts the diagnostics of the semantic checks as [`check`] returns them: by file, position,
/// code and message.
pub fn sort(diagnostics: &mut [Diagnostic]) {
    diagnostics.sort_by(|a, b| {
        let start = |diagnostic: &Diagnostic| diagnostic.span.as_ref().map(|span| span.start);
        (&a.file, start(a), a.code, &a.message).cmp(&(&b.file, start(b), b.code, &b.message))
    });
}

/// The checks that look at one tile on its own.
fn check_tile(source: &SourceFile, tile: &Tile, diagnostics: &mut Vec<Diagnostic>) {
    references::check(source, tile, diagnostics);
    markers::check(source, tile, diagnostics);
    if positions::check(source, tile, diagnostics) {
        let missing = edges::check(source, tile, diagnostics);
        fields(source, tile, missing, diagnostics);
        drawable::check(source, tile, diagnostics);
    }
}

/// The partition checks of `tile`'s fields; with roads or rivers `missing` (reported by the
/// edge check), as the tile is or as it would be with them, whichever its fields fit better, so
/// that fields split by a deleted road are not a second mistake.
fn fields(
    source: &SourceFile,
    tile: &Tile,
    missing: Vec<Feature>,
    diagnostics: &mut Vec<Diagnostic>,
) {
    let mut as_it_is = Vec::new();
    partition::check(source, tile, &mut as_it_is);
    if !missing.is_empty() && !as_it_is.is_empty() {
        let mut completed = tile.clone();
        completed.features.to_mut().extend(missing);
        let mut with_them = Vec::new();
        partition::check(source, &completed, &mut with_them);
        if with_them.len() < as_it_is.len() {
            as_it_is = with_them;
        }
    }
    diagnostics.extend(as_it_is);
}

/// An error with `code` in `source`, pointing at the value `pointer` names.
fn error_at(
    source: &SourceFile,
    pointer: &Pointer,
    code: Code,
    message: impl Into<String>,
) -> Diagnostic {
    Diagnostic::error(code, &source.path, message).with_span(source.value_span(pointer))
}

/// An error with `code` in `source`, pointing at the key `pointer` names.
fn error_at_key(
    source: &SourceFile,
    pointer: &Pointer,
    code: Code,
    message: impl Into<String>,
) -> Diagnostic {
    Diagnostic::error(code, &source.path, message).with_span(source.key_span(pointer))
}

/// The pointer to a top-level key, such as `/id`.
fn top(key: &str) -> Pointer {
    Pointer::root().key(key)
}

/// The pointer to feature `index` of a tile: `/features/<index>`.
fn feature_at(index: usize) -> Pointer {
    top("features").index(index)
}

/// The pointer to the declared kind of `side`: `/edges/<side>`.
fn edge(side: Side) -> Pointer {
    top("edges").key(side.name())
}

/// A side's name in messages, such as `north`.
fn side_name(side: Side) -> &'static str {
    match side {
        Side::N => "north",
        Side::E => "east",
        Side::S => "south",
        Side::W => "west",
    }
}

/// Names in backticks joined with `and`, such as `` `a` and `b` ``.
fn quoted_list<'a>(names: impl IntoIterator<Item = &'a str>) -> String {
    let names: Vec<String> = names.into_iter().map(|name| format!("`{name}`")).collect();
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::testing::{flier, tile_document};
    use super::*;
    use crate::model::Rotation;

    #[test]
    fn the_bundled_data_has_no_problems() {
        let documents = flier();
        assert_eq!(documents.len(), 10);
        assert_eq!(check(&documents, &Scope::whole(&documents)), Vec::new());
    }

    /// Turns tile number `k` of the bundled data by `k + turns` quarter turns, so that the tiles
    /// lie in every mix of orientations across the runs.
    fn turned(turns: u32) -> Vec<Document> {
        flier()
            .into_iter()
            .enumerate()
            .map(|(k, document)| match document.content {
                Content::Tile(tile) => Document {
                    content: Content::Tile(
                        tile.rotated(Rotation::from_quarter_turns(k as u32 + turns)),
                    ),
                    source: document.source,
                },
                Content::Expansion(_) => document,
            })
            .collect()
    }

    #[test]
    fn every_rotation_of_every_bundled_tile_has_no_problems() {
        for turns in 0..4 {
            let documents = turned(turns);
            let tiles = documents
                .iter()
                .filter(|document| matches!(document.content, Content::Tile(_)))
                .count();
            assert_eq!(tiles, 9);
            assert_eq!(
                check(&documents, &Scope::whole(&documents)),
                Vec::new(),
                "turns {turns}"
            );
        }
    }

    #[test]
    fn diagnostics_come_sorted_by_file() {
        let broken = "id = \"flier-A\"\nexpansion = \"flier\"\nletter = \"A\"\n\
            edges = { N = \"field\", E = \"field\", S = \"field\", W = \"field\" }\n\
            counts = { C2 = 1 }\nfeatures = []\n";
        let documents = [
            tile_document("tiles/B.toml", &broken.replace("flier-A", "flier-B")),
            tile_document("tiles/A.toml", broken),
        ];
        let diagnostics = check(&documents, &Scope::whole(&documents));
        assert!(!diagnostics.is_empty());
        let files: Vec<_> = diagnostics.iter().map(|d| d.file.clone()).collect();
        let mut sorted = files.clone();
        sorted.sort();
        assert_eq!(files, sorted);
    }

    #[test]
    fn lists_read_as_english() {
        assert_eq!(quoted_list(["a"]), "`a`");
        assert_eq!(quoted_list(["a", "b", "c"]), "`a`, `b` and `c`");
    }
}
