//! Loading data files: read once, parse once with spans, check against the schema, build the
//! typed model.

mod read;
mod typed;

use std::path::Path;

pub use read::{MAX_FILE_BYTES, Refused, io_reason, read_source, text_source};
pub use typed::refused;

use crate::input::document::{Content, Document, FileKind};
use crate::input::schema::{Compiled, Validators};
use crate::input::source::{Parsed, SourceFile, hidden_in_decoded, json, parse};
use crate::shared::diagnostic::Diagnostic;
// For `read`, which words its messages as the parser does.
use crate::input::source::plain_message;

/// One data file after loading: its text (when it could be read), its document (when it
/// passed its schema) and the problems found.
#[derive(Debug, Clone)]
pub struct Loaded {
    /// The file's text and spans, when it could be read but did not become a document (a
    /// document holds its own).
    pub source: Option<SourceFile>,
    /// The typed document, when the file parsed, passed its schema and fit the model.
    pub document: Option<Document>,
    /// The problems found.
    pub diagnostics: Vec<Diagnostic>,
    /// What the file holds ([`FileKind::of`]); a board file is not catalog data: its text is
    /// in `source`, to be checked against the catalog once that is built.
    pub kind: FileKind,
}

/// How a data file that passed its schema becomes its typed content.
type Typed = fn(&SourceFile, Parsed<'_>) -> Result<Content, Diagnostic>;

/// Loads the data file at `path`: reads it once, parses it once, checks it against its schema
/// and builds its typed document. The span index is left to be built on the first look-up, so
/// only a file with a problem to locate pays for it (by parsing its text a second time).
pub fn load_file(path: &Path, validators: &Validators) -> Loaded {
    load_source(path, read_source(path), validators)
}

/// Loads `text` as the data file at `path` (such as an editor's unsaved buffer), as
/// [`load_file`] loads the file's text on disk.
pub fn load_text(path: &Path, text: String, validators: &Validators) -> Loaded {
    load_source(path, text_source(path, text), validators)
}

fn load_source(
    path: &Path,
    read: Result<SourceFile, Box<Refused>>,
    validators: &Validators,
) -> Loaded {
    let source = match read {
        Ok(source) => source,
        Err(refused) => {
            return Loaded {
                kind: FileKind::of(path, ""),
                source: refused.source,
                document: None,
                diagnostics: vec![refused.diagnostic],
            };
        }
    };
    let kind = FileKind::of(path, &source.text);
    let (schema, content): (&Compiled, Typed) = match kind {
        FileKind::Tile => (validators.tile(), typed::tile),
        FileKind::Expansion => (validators.expansion(), typed::expansion),
        FileKind::Board => {
            return Loaded {
                kind,
                source: Some(source),
                document: None,
                diagnostics: Vec::new(),
            };
        }
    };
    let parsed = match parse(path, &source.text) {
        Ok(parsed) => parsed,
        Err(diagnostic) => {
            return Loaded {
                diagnostics: vec![diagnostic],
                source: Some(source),
                document: None,
                kind,
            };
        }
    };
    if let Some(diagnostic) = hidden_in_decoded(path, &parsed) {
        return Loaded {
            diagnostics: vec![diagnostic],
            source: Some(source),
            document: None,
            kind,
        };
    }
    let diagnostics = schema.check(&json(&parsed), &source);
    if !diagnostics.is_empty() {
        return Loaded {
            source: Some(source),
            document: None,
            diagnostics,
            kind,
        };
    }
    match content(&source, parsed) {
        Ok(content) => Loaded {
            document: Some(Document { source, content }),
            source: None,
            diagnostics: Vec::new(),
            kind,
        },
        Err(diagnostic) => Loaded {
            source: Some(source),
            document: None,
            diagnostics: vec![diagnostic],
            kind,
        },
    }
}
