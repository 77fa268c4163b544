//! Code actions where the fix is certain: each is one of the fixes a diagnostic carries as data
//! (`diagnostic::Fix`, sent to the editor in the diagnostic's `data` as a
//! [`QuickFix`]), such as adding the city a field borders to its `cities` or replacing an
//! unknown key by the nearest known one. Nothing here reads a message.

use std::collections::HashMap;

use lsp_types::{CodeAction, CodeActionKind, Diagnostic as LspDiagnostic, Url, WorkspaceEdit};

use crate::lsp::diagnostics::QuickFix;

/// The fixes for the diagnostics the editor sends back for the file at `uri`.
pub fn actions(uri: &Url, diagnostics: &[LspDiagnostic]) -> Vec<CodeAction> {
    diagnostics
        .iter()
        .flat_map(|diagnostic| {
            quick_fixes(diagnostic).into_iter().map(|fix| CodeAction {
                title: fix.title,
                kind: Some(CodeActionKind::QUICKFIX),
                diagnostics: Some(vec![diagnostic.clone()]),
                edit: Some(WorkspaceEdit {
                    changes: Some(HashMap::from([(uri.clone(), vec![fix.edit])])),
                    ..WorkspaceEdit::default()
                }),
                is_preferred: Some(true),
                ..CodeAction::default()
            })
        })
        .collect()
}

/// The fixes `diagnostic` carries in its `data`; none when it carries none or they do not
/// read as fixes.
fn quick_fixes(diagnostic: &LspDiagnostic) -> Vec<QuickFix> {
    diagnostic
        .data
        .as_ref()
        .and_then(|data| data.get("fixes"))
        .and_then(|fixes| serde_json::from_value(fixes.clone()).ok())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::source::SourceFile;
    use crate::lsp::diagnostics::shown;
    use crate::lsp::text::Lines;
    use crate::shared::diagnostic::{Code, Diagnostic, Fix};

    fn offered(diagnostic: &Diagnostic, source: &SourceFile) -> Vec<(String, String)> {
        let uri = Url::parse("file:///d/A.toml").unwrap();
        let lines = Lines::new(&source.text);
        actions(&uri, &[shown(diagnostic, Some(&lines))])
            .into_iter()
            .map(|action| {
                let edits = &action.edit.unwrap().changes.unwrap()[&uri];
                (action.title, edits[0].new_text.clone())
            })
            .collect()
    }

    #[test]
    fn a_fix_is_offered_from_its_data_whatever_the_words() {
        let source = SourceFile::new("A.toml", "id = \"x\"\negdes = {}\n");
        let key = 9..14;
        let reworded = Diagnostic::error(Code::UnknownKey, "A.toml", "no such key here")
            .with_span(key.clone())
            .with_help("a help line in other words")
            .with_fix(Fix::new("use the known key", key.clone(), "edges"));
        assert_eq!(
            offered(&reworded, &source),
            [("use the known key".to_owned(), "edges".to_owned())]
        );
        let lines = Lines::new(&source.text);
        let range =
            shown(&reworded, Some(&lines)).data.unwrap()["fixes"][0]["edit"]["range"].clone();
        assert_eq!(
            range,
            serde_json::json!({"start": {"line": 1, "character": 0},
                               "end": {"line": 1, "character": 5}})
        );
        // The words of a fix without its data offer nothing.
        let words_only = Diagnostic::error(Code::UnknownKey, "A.toml", "unknown key `egdes`")
            .with_span(key)
            .with_help("did you mean `edges`?");
        assert!(offered(&words_only, &source).is_empty());
    }
}
