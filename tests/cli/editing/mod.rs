//! The editors: the language server and the studio.

// The language server: diagnostics, fixes, hover, completion.
pub(crate) mod lsp;
// tilecat studio: its security, edits and guarantees over HTTP.
mod studio;
