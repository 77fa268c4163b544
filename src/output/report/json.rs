//! Diagnostics for programs: one versioned JSON document.

use std::collections::BTreeMap;
use std::path::PathBuf;

use serde::Serialize;

use crate::input::source::SourceFile;
use crate::input::validate::Validation;
use crate::shared::diagnostic::{Diagnostic, Severity};

/// The version of the JSON diagnostics document; it changes only when a field changes meaning
/// or goes away.
pub const DIAGNOSTICS_VERSION: u32 = 1;

#[derive(Serialize)]
struct Report<'a> {
    version: u32,
    diagnostics: Vec<Entry<'a>>,
    summary: Summary,
}

#[derive(Serialize)]
struct Entry<'a> {
    file: String,
    line: Option<usize>,
    column: Option<usize>,
    span: Option<Span>,
    code: &'static str,
    name: &'static str,
    severity: &'static str,
    message: &'a str,
    help: Option<&'a str>,
}

#[derive(Serialize)]
struct Span {
    start: usize,
    end: usize,
}

#[derive(Serialize)]
struct Summary {
    files: usize,
    tiles: usize,
    expansions: usize,
    errors: usize,
    warnings: usize,
}

/// The validation's diagnostics as one pretty JSON document with a trailing newline:
/// `{"version":1,"diagnostics":[…],"summary":{…}}`. Lines and columns are 1-based, columns
/// count characters, spans are byte offsets; all are `null` for a problem with no place in a
/// file.
pub fn json(validation: &Validation) -> Result<String, serde_json::Error> {
    let report = Report {
        version: DIAGNOSTICS_VERSION,
        diagnostics: validation
            .diagnostics
            .iter()
            .map(|diagnostic| entry(diagnostic, &validation.sources))
            .collect(),
        summary: Summary {
            files: validation.files,
            tiles: validation.catalog.tiles.len(),
            expansions: validation.catalog.expansions.len(),
            errors: validation.count(Severity::Error),
            warnings: validation.count(Severity::Warning),
        },
    };
    let mut text = crate::shared::json::pretty(&report)?;
    text.push('\n');
    Ok(text)
}

fn entry<'a>(diagnostic: &'a Diagnostic, sources: &BTreeMap<PathBuf, SourceFile>) -> Entry<'a> {
    let located = diagnostic.span.as_ref().map(|span| {
        let (line, column) = sources
            .get(&diagnostic.file)
            .map_or((1, 1), |source| source.line_column(span.start));
        (line, column, span.clone())
    });
    Entry {
        file: diagnostic.file.display().to_string(),
        line: located.as_ref().map(|(line, _, _)| *line),
        column: located.as_ref().map(|(_, column, _)| *column),
        span: located.map(|(_, _, span)| Span {
            start: span.start,
            end: span.end,
        }),
        code: diagnostic.code.number(),
        name: diagnostic.code.name(),
        severity: diagnostic.severity.name(),
        message: &diagnostic.message,
        help: diagnostic.help.as_deref(),
    }
}
