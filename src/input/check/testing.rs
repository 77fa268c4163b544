//! Documents for the checks' unit tests: parsed from TOML text, with no spans.

use std::path::PathBuf;

use crate::input::document::{Content, Document};
use crate::input::source::SourceFile;
use crate::model::{Expansion, Tile};
use crate::shared::diagnostic::{Code, Diagnostic};

/// The text of the bundled Flier file `$name` (a path under `data/flier/`), named from the
/// crate's root so that it is found wherever this module's file lies.
macro_rules! flier_file {
    ($name:literal) => {
        include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/data/flier/", $name))
    };
}

/// The bundled Flier data: the manifest first, then tiles A to H and the first edition's H.
pub fn flier() -> Vec<Document> {
    let mut documents = vec![expansion_document(
        "data/flier/expansion.toml",
        flier_file!("expansion.toml"),
    )];
    let tiles = [
        ("A", flier_file!("tiles/A.toml")),
        ("B", flier_file!("tiles/B.toml")),
        ("C", flier_file!("tiles/C.toml")),
        ("D", flier_file!("tiles/D.toml")),
        ("E", flier_file!("tiles/E.toml")),
        ("F", flier_file!("tiles/F.toml")),
        ("G", flier_file!("tiles/G.toml")),
        ("H", flier_file!("tiles/H.toml")),
        ("H-C1", flier_file!("tiles/H-C1.toml")),
    ];
    for (letter, text) in tiles {
        documents.push(tile_document(
            &format!("data/flier/tiles/{letter}.toml"),
            text,
        ));
    }
    documents
}

/// The bundled Flier data with one tile's text replaced, for tests that break one fact.
pub fn flier_with(letter: &str, text: &str) -> Vec<Document> {
    let path = PathBuf::from(format!("data/flier/tiles/{letter}.toml"));
    flier()
        .into_iter()
        .map(|document| {
            if document.source.path == path {
                tile_document(&path.to_string_lossy(), text)
            } else {
                document
            }
        })
        .collect()
}

/// The text of a bundled tile file.
pub fn flier_text(letter: &str) -> String {
    let documents = flier();
    let path = PathBuf::from(format!("data/flier/tiles/{letter}.toml"));
    let document = documents
        .iter()
        .find(|document| document.source.path == path)
        .expect("the bundled data has tiles A to H");
    document.source.text.clone()
}

/// A tile document at `path` parsed from `text`.
pub fn tile_document(path: &str, text: &str) -> Document {
    let tile: Tile = toml::from_str(text).expect("test tile parses");
    document(path, text, Content::Tile(tile))
}

/// An expansion document at `path` parsed from `text`.
pub fn expansion_document(path: &str, text: &str) -> Document {
    let expansion: Expansion = toml::from_str(text).expect("test expansion parses");
    document(path, text, Content::Expansion(expansion))
}

fn document(path: &str, text: &str, content: Content) -> Document {
    Document {
        source: SourceFile::new(path, text),
        content,
    }
}

/// The tile of a tile document.
pub fn tile_of(document: &Document) -> &Tile {
    match &document.content {
        Content::Tile(tile) => tile,
        Content::Expansion(_) => panic!("not a tile document"),
    }
}

/// The codes of `diagnostics`, in order.
pub fn codes(diagnostics: &[Diagnostic]) -> Vec<Code> {
    diagnostics
        .iter()
        .map(|diagnostic| diagnostic.code)
        .collect()
}

/// The diagnostics of a check over one tile, read from `text` as the file `path`, with what
/// the check returned.
pub fn run_on_tile<R>(
    path: &str,
    text: &str,
    check: impl FnOnce(&SourceFile, &Tile, &mut Vec<Diagnostic>) -> R,
) -> (R, Vec<Diagnostic>) {
    let document = tile_document(path, text);
    let mut diagnostics = Vec::new();
    let result = check(&document.source, tile_of(&document), &mut diagnostics);
    (result, diagnostics)
}

/// The diagnostics a check over several documents reports.
pub fn run_on_documents(
    documents: &[Document],
    check: impl FnOnce(&[Document], &mut Vec<Diagnostic>),
) -> Vec<Diagnostic> {
    let mut diagnostics = Vec::new();
    check(documents, &mut diagnostics);
    diagnostics
}
