//! Loading data files: read once, parse once with spans, check against the schema, build the
//! typed model.

mod read;
mod tree;
mod typed;

use std::path::Path;

pub use read::{MAX_FILE_BYTES, Refused, io_reason, read_source};
pub use tree::{Parsed, index, parse, plain_message};

use crate::diagnostic::Diagnostic;
use crate::document::Document;
use crate::schema::Validators;
use crate::source::SourceFile;

/// What a data file holds, told by its name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    /// A tile: any `*.toml` file other than `expansion.toml`.
    Tile,
    /// An expansion manifest: `expansion.toml`.
    Expansion,
}

impl FileKind {
    /// The kind of the data file at `path`.
    pub fn of(path: &Path) -> FileKind {
        if crate::validate::is_expansion_file(path) {
            FileKind::Expansion
        } else {
            FileKind::Tile
        }
    }
}

/// One data file after loading: its text (when it could be read), its document (when it
/// passed its schema) and the problems found.
#[derive(Debug, Clone, Default)]
pub struct Loaded {
    /// The file's text and spans, when it could be read.
    pub source: Option<SourceFile>,
    /// The typed document, when the file parsed, passed its schema and fit the model.
    pub document: Option<Document>,
    /// The problems found.
    pub diagnostics: Vec<Diagnostic>,
}

/// Loads the data file at `path`: reads it once, parses it once, checks it against its schema
/// and builds its typed document.
pub fn load_file(path: &Path, validators: &Validators) -> Loaded {
    let mut source = match read_source(path) {
        Ok(source) => source,
        Err(refused) => {
            return Loaded {
                source: refused.source,
                document: None,
                diagnostics: vec![refused.diagnostic],
            };
        }
    };
    let kind = FileKind::of(path);
    let parsed = match parse(path, &source.text) {
        Ok(parsed) => parsed,
        Err(diagnostic) => {
            return Loaded {
                diagnostics: vec![diagnostic],
                source: Some(source),
                document: None,
            };
        }
    };
    let (spans, json) = index(&parsed);
    source.spans = spans;
    let diagnostics = validators.check(kind, &json, &source);
    if !diagnostics.is_empty() {
        return Loaded {
            source: Some(source),
            document: None,
            diagnostics,
        };
    }
    match typed::content(kind, path, &source.text, parsed) {
        Ok(content) => Loaded {
            document: Some(Document {
                source: source.clone(),
                content,
            }),
            source: Some(source),
            diagnostics: Vec::new(),
        },
        Err(diagnostic) => Loaded {
            source: Some(source),
            document: None,
            diagnostics: vec![diagnostic],
        },
    }
}
