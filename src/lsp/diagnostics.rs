//! The validation's diagnostics as the editor shows them, one list per file; a problem that
//! concerns several files (a duplicate of another tile, counts that do not add up) is shown on
//! each of them. A board's diagnostics are shown on the board.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

use lsp_types::{
    Diagnostic as LspDiagnostic, DiagnosticRelatedInformation, DiagnosticSeverity, Location,
    NumberOrString, Range, TextEdit, Url,
};
use serde_json::{Value, json};

use crate::input::board_file::LoadedBoard;
use crate::input::document::{Content, FileKind};
use crate::input::source::Pointer;
use crate::input::source::parse;
use crate::input::validate::Incremental;
use crate::lsp::text::Lines;
use crate::shared::diagnostic::{Code, Diagnostic, Severity};

/// The name the editor shows as the source of every diagnostic.
pub const SOURCE: &str = "tilecat";

/// Every data file's diagnostics, by path; files with none are left out. Each file's lines
/// are indexed once, so the cost grows with the number of diagnostics, not with its square.
pub fn by_file(run: &Incremental) -> BTreeMap<PathBuf, Vec<LspDiagnostic>> {
    let mut files: BTreeMap<PathBuf, Vec<LspDiagnostic>> = BTreeMap::new();
    let mut facts: Option<BTreeMap<&Path, Facts>> = None;
    let mut indexed = Indexed {
        run,
        lines: HashMap::new(),
    };
    for diagnostic in run.diagnostics() {
        if diagnostic
            .file
            .extension()
            .is_none_or(|extension| extension != "toml")
        {
            continue;
        }
        let shown = shown(diagnostic, indexed.lines(&diagnostic.file));
        let range = shown.range;
        files
            .entry(diagnostic.file.clone())
            .or_default()
            .push(shown);
        if !matches!(
            diagnostic.code,
            Code::DuplicateId | Code::DuplicateTile | Code::CountMismatch
        ) {
            continue;
        }
        let facts = facts.get_or_insert_with(|| all_facts(run));
        let Some(origin) = Url::from_file_path(&diagnostic.file).ok() else {
            continue;
        };
        for (path, pointer) in concerned(diagnostic, facts) {
            let Some(source) = run.source(path) else {
                continue;
            };
            let related = DiagnosticRelatedInformation {
                location: Location::new(origin.clone(), range),
                message: format!("reported on {}", diagnostic.file.display()),
            };
            let span = source.key_span(&pointer);
            let mirror = convert(
                diagnostic,
                self::range(indexed.lines(path), span.as_ref()),
                vec![related],
                Vec::new(),
            );
            files.entry(path.to_owned()).or_default().push(mirror);
        }
    }
    files
}

/// The diagnostics of a board file, as `tilecat fly`, `score` and `render board` give them.
pub fn board(loaded: &LoadedBoard<'_>) -> Vec<LspDiagnostic> {
    let lines = loaded
        .source
        .as_ref()
        .map(|source| Lines::new(&source.text));
    loaded
        .diagnostics
        .iter()
        .map(|diagnostic| shown(diagnostic, lines.as_ref()))
        .collect()
}

/// `diagnostic` as the editor shows it on its own file, whose text `lines` indexes.
pub fn shown(diagnostic: &Diagnostic, lines: Option<&Lines<'_>>) -> LspDiagnostic {
    let range = range(lines, diagnostic.span.as_ref());
    convert(diagnostic, range, Vec::new(), fixes(lines, diagnostic))
}

/// The lines of each file of a run, indexed the first time one of its diagnostics is shown.
struct Indexed<'run> {
    run: &'run Incremental,
    lines: HashMap<&'run Path, Lines<'run>>,
}

impl<'run> Indexed<'run> {
    /// The lines of the file at `path`, as the run read it.
    fn lines(&mut self, path: &Path) -> Option<&Lines<'run>> {
        let source = self.run.source(path)?;
        Some(
            self.lines
                .entry(source.path.as_path())
                .or_insert_with(|| Lines::new(&source.text)),
        )
    }
}

/// The id and, for a tile, the expansion each data file declares.
struct Facts {
    kind: FileKind,
    id: Option<String>,
    expansion: Option<String>,
}

/// The facts of every data file of `run`: a document's from its content, any other file's
/// from its text as far as it parses.
fn all_facts(run: &Incremental) -> BTreeMap<&Path, Facts> {
    let documents = run.documents().iter().map(|document| {
        let path = document.source.path.as_path();
        let (kind, id, expansion) = match &document.content {
            Content::Tile(tile) => (FileKind::Tile, &tile.id, Some(&tile.expansion)),
            Content::Expansion(expansion) => (FileKind::Expansion, &expansion.id, None),
        };
        let facts = Facts {
            kind,
            id: Some(id.to_string()),
            expansion: expansion.map(ToString::to_string),
        };
        (path, facts)
    });
    let others = run.others().map(|source| {
        let path = source.path.as_path();
        let document = parse(path, &source.text)
            .map(|parsed| crate::input::source::json(&parsed))
            .unwrap_or(Value::Null);
        let string = |key: &str| document.get(key).and_then(Value::as_str).map(str::to_owned);
        let facts = Facts {
            kind: FileKind::of(path, &source.text),
            id: string("id"),
            expansion: string("expansion"),
        };
        (path, facts)
    });
    documents.chain(others).collect()
}

/// The other files `diagnostic` concerns, each with the entry to point at: for a duplicate,
/// the file it duplicates (`also_in`) at its `id`; for counts, every tile of the expansion at
/// its `counts`.
fn concerned<'facts>(
    diagnostic: &Diagnostic,
    facts: &'facts BTreeMap<&Path, Facts>,
) -> Vec<(&'facts Path, Pointer)> {
    if diagnostic.code != Code::CountMismatch {
        // One other file, found by its path rather than among all of them.
        return diagnostic
            .also_in()
            .filter(|path| *path != diagnostic.file)
            .and_then(|path| facts.get_key_value(path))
            .map(|(path, _)| (*path, Pointer::root().key("id")))
            .into_iter()
            .collect();
    }
    let own = facts.get(diagnostic.file.as_path());
    facts
        .iter()
        .filter(|(path, other)| {
            **path != diagnostic.file
                && other.kind == FileKind::Tile
                && own.is_some_and(|own| own.id.is_some() && own.id == other.expansion)
        })
        .map(|(path, _)| (*path, Pointer::root().key("counts")))
        .collect()
}

fn range(lines: Option<&Lines<'_>>, span: Option<&std::ops::Range<usize>>) -> Range {
    match (lines, span) {
        (Some(lines), Some(span)) => lines.range(span),
        _ => Range::default(),
    }
}

/// The fixes of `diagnostic` in the editor's terms, each [`crate::shared::diagnostic::Fix`] in the
/// lines and characters of its file, which `lines` indexes, for [`crate::lsp::actions`] to
/// offer.
fn fixes(lines: Option<&Lines<'_>>, diagnostic: &Diagnostic) -> Vec<QuickFix> {
    let Some(lines) = lines else {
        return Vec::new();
    };
    diagnostic
        .fixes()
        .iter()
        .map(|fix| QuickFix {
            title: fix.label.clone(),
            edit: TextEdit::new(lines.range(&fix.span), fix.replacement.clone()),
        })
        .collect()
}

/// A certain fix as the editor receives it in a diagnostic's `data`: a title and one edit of
/// the diagnostic's file.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct QuickFix {
    /// What the fix does, shown in the editor's menu.
    pub title: String,
    /// The edit that makes it.
    pub edit: TextEdit,
}

fn convert(
    diagnostic: &Diagnostic,
    range: Range,
    related: Vec<DiagnosticRelatedInformation>,
    fixes: Vec<QuickFix>,
) -> LspDiagnostic {
    let mut message = diagnostic.message.clone();
    if let Some(help) = &diagnostic.help {
        message.push_str("\nhelp: ");
        message.push_str(help);
    }
    LspDiagnostic {
        range,
        severity: Some(match diagnostic.severity {
            Severity::Error => DiagnosticSeverity::ERROR,
            Severity::Warning => DiagnosticSeverity::WARNING,
        }),
        code: Some(NumberOrString::String(diagnostic.code.number().to_owned())),
        code_description: None,
        source: Some(SOURCE.to_owned()),
        message,
        related_information: (!related.is_empty()).then_some(related),
        tags: None,
        data: Some(json!({
            "name": diagnostic.code.name(),
            "help": diagnostic.help,
            "fixes": fixes,
        })),
    }
}
