//! Diagnostics for people, in the look of cargo and rustc: the code, the message, the file, line
//! and column, the source line with a caret under the problem, and a `help:` line. Every
//! message, help and path is shown with its control and hidden characters as escapes
//! ([`visible`]); the source lines as the renderer shows them, each such character as a symbol.

use std::collections::BTreeMap;
use std::io::IsTerminal;
use std::path::PathBuf;

use annotate_snippets::{AnnotationKind, Group, Level, Origin, Patch, Renderer, Snippet};

use crate::input::source::SourceFile;
use crate::input::validate::Validation;
use crate::output::words::counted;
use crate::shared::diagnostic::{Diagnostic, Severity};
use crate::shared::escape::visible;

/// Whether diagnostics on standard error should be coloured: only on a terminal, and only when
/// `NO_COLOR` is unset or empty.
pub fn wants_colour() -> bool {
    let no_colour = std::env::var_os("NO_COLOR").is_some_and(|value| !value.is_empty());
    !no_colour && std::io::stderr().is_terminal()
}

/// Every diagnostic of `diagnostics` shown in place in its file's text from `sources`, each
/// followed by a blank line.
pub fn human(
    diagnostics: &[Diagnostic],
    sources: &BTreeMap<PathBuf, SourceFile>,
    colour: bool,
) -> String {
    let renderer = if colour {
        Renderer::styled()
    } else {
        Renderer::plain()
    };
    let mut text = String::new();
    for diagnostic in diagnostics {
        let source = sources.get(&diagnostic.file);
        let patches = patches(diagnostic, source);
        let mut report = vec![group(diagnostic, source, patches.is_none())];
        report.extend(patches);
        text.push_str(&renderer.render(&report));
        text.push_str("\n\n");
    }
    text
}

/// The diagnostic's own group: its title, where it is and, when `help_line`, its `help:` line.
fn group<'a>(
    diagnostic: &'a Diagnostic,
    source: Option<&'a SourceFile>,
    help_line: bool,
) -> Group<'a> {
    let level = match diagnostic.severity {
        Severity::Error => Level::ERROR,
        Severity::Warning => Level::WARNING,
    };
    let title = level
        .primary_title(format!(
            "{} ({})",
            visible(&diagnostic.message),
            diagnostic.code.name()
        ))
        .id(diagnostic.code.number());
    let path = visible(&diagnostic.file.display().to_string()).into_owned();
    let group = match (source, &diagnostic.span) {
        (Some(source), Some(span)) => {
            // Only the lines the span touches: rendering the whole file for each diagnostic
            // costs time in proportion to the file's size.
            let (lines, first_line) = source.lines_around(span);
            let span = span.start.clamp(lines.start, lines.end) - lines.start
                ..span.end.clamp(lines.start, lines.end) - lines.start;
            Group::with_title(title).element(
                Snippet::source(&source.text[lines])
                    .line_start(first_line)
                    .path(path)
                    .annotation(AnnotationKind::Primary.span(span)),
            )
        }
        _ => Group::with_title(title).element(Origin::path(path)),
    };
    match &diagnostic.help {
        Some(help) if help_line => group.element(Level::HELP.message(visible(help))),
        _ => group,
    }
}

/// The `help:` of a diagnostic that carries fixes, with each fix shown as a patch of the lines
/// it changes; `None` when it carries none or its file's text is not at hand.
fn patches<'a>(diagnostic: &'a Diagnostic, source: Option<&'a SourceFile>) -> Option<Group<'a>> {
    let source = source?;
    let first = diagnostic.fixes().first()?;
    let title = match &diagnostic.help {
        Some(help) => visible(help),
        None => visible(&first.label),
    };
    let path = visible(&diagnostic.file.display().to_string()).into_owned();
    let mut group = Group::with_title(Level::HELP.secondary_title(title));
    for fix in diagnostic.fixes() {
        let (lines, first_line) = source.lines_around(&fix.span);
        let span = fix.span.start.clamp(lines.start, lines.end) - lines.start
            ..fix.span.end.clamp(lines.start, lines.end) - lines.start;
        group = group.element(
            Snippet::source(&source.text[lines])
                .line_start(first_line)
                .path(path.clone())
                .patch(Patch::new(span, patch_lines(&fix.replacement))),
        );
    }
    Some(group)
}

/// A fix's replacement as the patch shows it: a replacement that spans lines as those lines,
/// each made [`visible`], so that what the patch shows is the text the fix writes.
fn patch_lines(replacement: &str) -> String {
    replacement
        .split('\n')
        .map(visible)
        .collect::<Vec<_>>()
        .join("\n")
}

/// The one-line summary of a validation run: files read, tiles and expansions loaded, boards
/// checked, and the number of errors and warnings when there are any.
pub fn summary_line(validation: &Validation) -> String {
    let mut line = format!(
        "checked {}: {}, {}",
        counted(validation.files, "file"),
        counted(validation.catalog.tiles.len(), "tile"),
        counted(validation.catalog.expansions.len(), "expansion")
    );
    if validation.boards > 0 {
        line.push_str(&format!(", {}", counted(validation.boards, "board")));
    }
    let (errors, warnings) = (
        validation.count(Severity::Error),
        validation.count(Severity::Warning),
    );
    if errors + warnings > 0 {
        line.push_str(&format!(
            "; {}, {}",
            counted(errors, "error"),
            counted(warnings, "warning")
        ));
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::diagnostic::{Code, Fix};

    #[test]
    fn a_fix_is_shown_as_a_patch_under_its_help() {
        let source = SourceFile::new("A.toml", "id = \"x\"\negdes = {}\n");
        let plain = Diagnostic::error(Code::UnknownKey, "A.toml", "unknown key `egdes`")
            .with_span(9..14)
            .with_help("did you mean `edges`?");
        let diagnostic = plain
            .clone()
            .with_fix(Fix::new("replace with `edges`", 9..14, "edges"));
        let sources = BTreeMap::from([(PathBuf::from("A.toml"), source)]);
        let text = human(std::slice::from_ref(&diagnostic), &sources, false);
        assert!(
            text.contains("help: did you mean `edges`?\n  |\n2 - egdes = {}\n2 + edges = {}\n"),
            "{text}"
        );
        assert!(!text.contains("= help:"), "{text}");
        let text = human(&[plain], &sources, false);
        assert!(text.contains("  = help: did you mean `edges`?\n"), "{text}");
    }

    #[test]
    fn a_fix_that_adds_a_line_is_shown_as_two_lines() {
        let source = SourceFile::new("A.toml", "edges = []\n");
        let diagnostic = Diagnostic::error(Code::FieldCityBorders, "A.toml", "no cities")
            .with_span(8..10)
            .with_fix(Fix::new("add", 10..10, "\ncities = [\"c\u{1b}\"]"));
        let sources = BTreeMap::from([(PathBuf::from("A.toml"), source)]);
        let text = human(&[diagnostic], &sources, false);
        assert!(text.contains("\n2 + cities = [\"c\\u{1b}\"]\n"), "{text}");
    }
}
