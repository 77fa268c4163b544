//! `tilecat lsp`: a language server for tile, expansion and board files, over standard input
//! and output.
//!
//! A plain synchronous loop over the client's messages, answered in order. Diagnostics come
//! from the same pipeline as `tilecat validate` ([`validate_with_buffers`]), run over the data
//! folders with each open buffer's text in place of its file, and for an open board from the
//! board checks of `tilecat fly` ([`load_board_text`]) against the catalog that validation
//! built; they are published when a buffer opens, is saved or closes, and a short pause after
//! the last change of a burst. Hover, completion, go to definition, references and code actions
//! work on the buffer's own text, and on a board on the catalog too.
//!
//! [`validate_with_buffers`]: crate::validate::validate_with_buffers
//! [`load_board_text`]: crate::board_file::load_board_text

mod actions;
mod board;
mod buffer;
mod complete;
mod diagnostics;
mod hover;
mod kind;
mod navigate;
mod preview;
mod schema_docs;
mod text;
mod workspace;

use std::error::Error;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use crossbeam_channel::RecvTimeoutError;
use lsp_server::{Connection, ErrorCode, Message, Notification, Request, Response};
use lsp_types::notification::{
    DidChangeTextDocument, DidCloseTextDocument, DidOpenTextDocument, DidSaveTextDocument,
    Notification as _, PublishDiagnostics,
};
use lsp_types::request::{
    CodeActionRequest, Completion, GotoDefinition, HoverRequest, References, Request as _,
};
use lsp_types::{
    CodeActionOrCommand, CodeActionParams, CodeActionProviderCapability, CompletionOptions,
    CompletionParams, CompletionResponse, GotoDefinitionParams, GotoDefinitionResponse,
    HoverParams, HoverProviderCapability, InitializeParams, Location, OneOf,
    PublishDiagnosticsParams, ReferenceParams, ServerCapabilities, TextDocumentPositionParams,
    TextDocumentSyncCapability, TextDocumentSyncKind, Url,
};
use serde::Serialize;
use serde::de::DeserializeOwned;

use buffer::Buffer;
use kind::Kind;
use schema_docs::SchemaDocs;
use text::Lines;
use workspace::Workspace;

/// How long the server waits after a change for the next one before validating: a burst of
/// changes is validated once.
pub const DEBOUNCE: Duration = Duration::from_millis(10);

/// Why the server stopped before the client said `exit`.
pub type ServeError = Box<dyn Error + Send + Sync>;

/// Serves one client over standard input and output until it says `shutdown` and `exit`.
pub fn serve() -> Result<(), ServeError> {
    let (connection, io_threads) = Connection::stdio();
    let capabilities = serde_json::to_value(capabilities())?;
    let params: InitializeParams = serde_json::from_value(connection.initialize(capabilities)?)?;
    let mut server = Server::new(&params);
    server.run(&connection)?;
    drop(connection);
    io_threads.join()?;
    Ok(())
}

/// What the server offers the client.
fn capabilities() -> ServerCapabilities {
    ServerCapabilities {
        text_document_sync: Some(TextDocumentSyncCapability::Kind(TextDocumentSyncKind::FULL)),
        hover_provider: Some(HoverProviderCapability::Simple(true)),
        completion_provider: Some(CompletionOptions {
            trigger_characters: Some(vec!["\"".to_owned(), "=".to_owned(), "[".to_owned()]),
            ..CompletionOptions::default()
        }),
        definition_provider: Some(OneOf::Left(true)),
        references_provider: Some(OneOf::Left(true)),
        code_action_provider: Some(CodeActionProviderCapability::Simple(true)),
        ..ServerCapabilities::default()
    }
}

/// The server: the workspace, the schemas' descriptions and where pictures go.
struct Server {
    workspace: Workspace,
    docs: SchemaDocs,
    previews: Option<preview::Previews>,
}

impl Server {
    fn new(params: &InitializeParams) -> Server {
        let mut folders: Vec<PathBuf> = params
            .workspace_folders
            .iter()
            .flatten()
            .filter_map(|folder| folder.uri.to_file_path().ok())
            .collect();
        #[allow(deprecated)]
        if folders.is_empty()
            && let Some(root) = params
                .root_uri
                .as_ref()
                .and_then(|uri| uri.to_file_path().ok())
        {
            folders.push(root);
        }
        Server {
            workspace: Workspace::new(&folders),
            docs: SchemaDocs::new(),
            previews: preview::Previews::new(params.initialization_options.as_ref()),
        }
    }

    /// Answers the client's messages in order until `shutdown`.
    fn run(&mut self, connection: &Connection) -> Result<(), ServeError> {
        let mut due: Option<Instant> = None;
        loop {
            let message = match due {
                Some(at) => match connection.receiver.recv_deadline(at) {
                    Ok(message) => message,
                    Err(RecvTimeoutError::Timeout) => {
                        due = None;
                        self.publish(connection)?;
                        continue;
                    }
                    Err(RecvTimeoutError::Disconnected) => return Ok(()),
                },
                None => match connection.receiver.recv() {
                    Ok(message) => message,
                    Err(_) => return Ok(()),
                },
            };
            match message {
                Message::Request(request) => {
                    if connection.handle_shutdown(&request)? {
                        return Ok(());
                    }
                    let response = self.answer(request);
                    connection.sender.send(Message::Response(response))?;
                }
                Message::Notification(notification) => {
                    if self.note(notification) {
                        due = Some(Instant::now() + DEBOUNCE);
                    }
                }
                Message::Response(_) => {}
            }
        }
    }

    /// Takes in a notification; whether it changed what the diagnostics are made of.
    fn note(&mut self, notification: Notification) -> bool {
        let path = |uri: &Url| uri.to_file_path().ok();
        match notification.method.as_str() {
            DidOpenTextDocument::METHOD => {
                let Ok(params) = notification
                    .extract::<lsp_types::DidOpenTextDocumentParams>(DidOpenTextDocument::METHOD)
                else {
                    return false;
                };
                let Some(path) = path(&params.text_document.uri) else {
                    return false;
                };
                self.workspace.open(path, params.text_document.text);
                true
            }
            DidChangeTextDocument::METHOD => {
                let Ok(params) = notification.extract::<lsp_types::DidChangeTextDocumentParams>(
                    DidChangeTextDocument::METHOD,
                ) else {
                    return false;
                };
                let (Some(path), Some(change)) = (
                    path(&params.text_document.uri),
                    params.content_changes.into_iter().last(),
                ) else {
                    return false;
                };
                self.workspace.open(path, change.text);
                true
            }
            DidSaveTextDocument::METHOD => true,
            DidCloseTextDocument::METHOD => {
                let Ok(params) = notification
                    .extract::<lsp_types::DidCloseTextDocumentParams>(DidCloseTextDocument::METHOD)
                else {
                    return false;
                };
                if let Some(path) = path(&params.text_document.uri) {
                    self.workspace.close(&path);
                }
                true
            }
            _ => false,
        }
    }

    /// Validates and sends the diagnostics of every file that has or had some.
    fn publish(&mut self, connection: &Connection) -> Result<(), ServeError> {
        for (uri, diagnostics) in self.workspace.diagnose() {
            let params = PublishDiagnosticsParams::new(uri, diagnostics, None);
            let notification = Notification::new(PublishDiagnostics::METHOD.to_owned(), params);
            connection
                .sender
                .send(Message::Notification(notification))?;
        }
        Ok(())
    }

    /// The open buffer at `uri` (its file's text on disk when it is not open).
    fn buffer(&self, uri: &Url) -> Option<Buffer> {
        let path = uri.to_file_path().ok()?;
        let text = match self.workspace.text(&path) {
            Some(text) => text.to_owned(),
            None => String::from_utf8(crate::door::read(&path, crate::load::MAX_FILE_BYTES).ok()?)
                .ok()?,
        };
        Some(Buffer::new(&path, text))
    }

    /// The buffer and byte offset a position names.
    fn at(&self, position: &TextDocumentPositionParams) -> Option<(Buffer, usize)> {
        let buffer = self.buffer(&position.text_document.uri)?;
        let offset = Lines::new(&buffer.text).offset(position.position);
        Some((buffer, offset))
    }

    fn answer(&mut self, request: Request) -> Response {
        match request.method.as_str() {
            HoverRequest::METHOD => respond(request, |params: HoverParams| {
                let (buffer, offset) = self.at(&params.text_document_position_params)?;
                let (catalog, folder) = (self.workspace.catalog(), self.previews.as_ref());
                let mut picture =
                    |id: &str| preview::picture(catalog, id, folder?).map(|uri| uri.to_string());
                hover::hover(&buffer, offset, &self.docs, catalog, &mut picture)
            }),
            Completion::METHOD => respond(request, |params: CompletionParams| {
                let (buffer, offset) = self.at(&params.text_document_position)?;
                Some(CompletionResponse::Array(complete::complete(
                    &buffer,
                    offset,
                    &self.docs,
                    self.workspace.catalog(),
                )))
            }),
            GotoDefinition::METHOD => respond(request, |params: GotoDefinitionParams| {
                let position = &params.text_document_position_params;
                let (buffer, offset) = self.at(position)?;
                if buffer.kind == Kind::Board {
                    let (file, span) =
                        navigate::board_definition(&buffer, offset, &self.workspace)?;
                    let range = Lines::new(&file.text).range(&span);
                    let uri = Url::from_file_path(&file.path).ok()?;
                    return Some(GotoDefinitionResponse::Scalar(Location::new(uri, range)));
                }
                let span = navigate::definition(&buffer, offset)?;
                let range = Lines::new(&buffer.text).range(&span);
                let uri = position.text_document.uri.clone();
                Some(GotoDefinitionResponse::Scalar(Location::new(uri, range)))
            }),
            References::METHOD => respond(request, |params: ReferenceParams| {
                let position = &params.text_document_position;
                let (buffer, offset) = self.at(position)?;
                let lines = Lines::new(&buffer.text);
                let found =
                    navigate::references(&buffer, offset, params.context.include_declaration);
                let uri = &position.text_document.uri;
                Some(
                    found
                        .iter()
                        .map(|span| Location::new(uri.clone(), lines.range(span)))
                        .collect::<Vec<_>>(),
                )
            }),
            CodeActionRequest::METHOD => respond(request, |params: CodeActionParams| {
                let buffer = self.buffer(&params.text_document.uri)?;
                let found = actions::actions(
                    &buffer,
                    &params.text_document.uri,
                    &params.context.diagnostics,
                );
                Some(
                    found
                        .into_iter()
                        .map(CodeActionOrCommand::CodeAction)
                        .collect::<Vec<_>>(),
                )
            }),
            _ => Response::new_err(
                request.id,
                ErrorCode::MethodNotFound as i32,
                format!("tilecat does not answer `{}`", request.method),
            ),
        }
    }
}

/// The response to `request`: `answer` applied to its parameters, or an error when they do
/// not parse.
fn respond<P: DeserializeOwned, R: Serialize>(
    request: Request,
    answer: impl FnOnce(P) -> R,
) -> Response {
    match serde_json::from_value::<P>(request.params) {
        Ok(params) => Response::new_ok(request.id, answer(params)),
        Err(error) => Response::new_err(
            request.id,
            ErrorCode::InvalidParams as i32,
            format!("invalid parameters: {error}"),
        ),
    }
}
