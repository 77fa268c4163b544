//! `tilecat lsp`: a language server for tile, expansion and board files, over standard input
//! and output.
//!
//! A plain synchronous loop over the client's messages, answered in order; `transport` reads
//! and writes the frames, refusing any larger than [`MAX_MESSAGE_BYTES`] unread. Diagnostics
//! come from the same pipeline as `tilecat validate` ([`Incremental`]), run over the data
//! folders with each open buffer's text in place of its file, a change loading only the buffer
//! that changed, and for an open board from the board checks of `tilecat fly`
//! ([`load_board_text`]) against the catalog that validation built; they are published when a
//! buffer opens, is saved or closes, and a short pause after the last change of a burst. Hover,
//! completion, go to definition, references and code actions work on the buffer's own text,
//! and on a board on the catalog too.
//!
//! [`Incremental`]: crate::input::validate::Incremental
//! [`load_board_text`]: crate::input::board_file::load_board_text

mod actions;
mod board_names;
mod buffer;
mod complete;
mod diagnostics;
mod hover;
mod markdown;
mod navigate;
mod preview;
mod schema_docs;
mod text;
mod transport;
mod workspace;

use std::fmt;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use crossbeam_channel::RecvTimeoutError;
use lsp_server::{ErrorCode, Message, Notification, Request, Response};
use lsp_types::notification::{
    DidChangeTextDocument, DidCloseTextDocument, DidOpenTextDocument, DidSaveTextDocument, Exit,
    Notification as _, PublishDiagnostics,
};
use lsp_types::request::{
    CodeActionRequest, Completion, GotoDefinition, HoverRequest, Initialize, References,
    Request as _, Shutdown,
};
use lsp_types::{
    CodeActionOrCommand, CodeActionParams, CodeActionProviderCapability, CompletionOptions,
    CompletionParams, CompletionResponse, GotoDefinitionParams, GotoDefinitionResponse,
    HoverParams, HoverProviderCapability, InitializeParams, InitializeResult, Location, OneOf,
    PublishDiagnosticsParams, ReferenceParams, ServerCapabilities, ServerInfo,
    TextDocumentPositionParams, TextDocumentSyncCapability, TextDocumentSyncKind, Url,
};
use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::input::document::FileKind;
use buffer::Buffer;
use schema_docs::SchemaDocs;
use text::Lines;
pub use transport::{
    FrameError, MAX_HEADER_LINE_BYTES, MAX_HEADERS, MAX_MESSAGE_BYTES, MAX_PARSED_BYTES,
};
use transport::{Incoming, Transport};
pub use workspace::Workspace;

/// How long the server waits after a change for the next one before validating: a burst of
/// changes is validated once. A client sends the changes of one burst back to back, well
/// under a millisecond apart; a keystroke comes tens of milliseconds after the last, and since
/// a change checks only what it can affect, each one is worth checking.
pub const DEBOUNCE: Duration = Duration::from_millis(2);

/// How a session with a client ended, when it ended without a [`ServeError`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    /// The client said `shutdown`, then `exit` (or closed the input): exit code 0.
    Shutdown,
    /// The client said `exit`, or closed the input, without a `shutdown` first: exit code 1,
    /// as the protocol asks.
    Abandoned,
}

/// Why the server stopped before the client said `exit`.
#[derive(Debug)]
pub enum ServeError {
    /// A message could not be read: the input is not the protocol's framing.
    Frame(FrameError),
    /// Standard output could not be written.
    Output(std::io::Error),
}

impl fmt::Display for ServeError {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ServeError::Frame(error) => error.fmt(formatter),
            ServeError::Output(error) => write!(formatter, "cannot write standard output: {error}"),
        }
    }
}

impl std::error::Error for ServeError {}

impl ServeError {
    /// Whether the error is the client's input, not the server's own input or output failing.
    pub fn is_bad_input(&self) -> bool {
        matches!(self, ServeError::Frame(error) if !matches!(error, FrameError::Io(_)))
    }
}

/// Serves one client over standard input and output until it says `exit` or the input ends.
pub fn serve() -> Result<Ending, ServeError> {
    let transport = Transport::stdio();
    let ending = session(&transport);
    let closed = transport.close();
    let ending = ending?;
    closed.map_err(ServeError::Output)?;
    Ok(ending)
}

/// The session over `transport`: the initialization, then the server's loop.
fn session(transport: &Transport) -> Result<Ending, ServeError> {
    match initialize(transport)? {
        Some(params) => Server::new(&params).run(transport),
        None => Ok(Ending::Abandoned),
    }
}

/// Waits for an `initialize` request with parameters that parse and answers it with the
/// server's capabilities; an `initialize` whose parameters do not parse is answered with
/// InvalidParams and any other request with ServerNotInitialized, and the wait goes on. `None`
/// when the client says `exit` or the input ends first.
fn initialize(transport: &Transport) -> Result<Option<InitializeParams>, ServeError> {
    loop {
        let Ok(incoming) = transport.receiver.recv() else {
            return Ok(None);
        };
        let request = match incoming {
            Incoming::Broken(error) => return Err(ServeError::Frame(error)),
            Incoming::Malformed(malformed) => {
                transport.send(malformed).map_err(ServeError::Output)?;
                continue;
            }
            Incoming::Message(Message::Request(request)) => request,
            Incoming::Message(Message::Notification(notification))
                if notification.method == Exit::METHOD =>
            {
                return Ok(None);
            }
            Incoming::Message(_) => continue,
        };
        let response = if request.method == Initialize::METHOD {
            match serde_json::from_value::<InitializeParams>(request.params) {
                Ok(params) => {
                    let result = InitializeResult {
                        capabilities: capabilities(),
                        server_info: Some(ServerInfo {
                            name: "tilecat".to_owned(),
                            version: Some(env!("CARGO_PKG_VERSION").to_owned()),
                        }),
                    };
                    transport
                        .send(Response::new_ok(request.id, result))
                        .map_err(ServeError::Output)?;
                    return Ok(Some(params));
                }
                Err(error) => Response::new_err(
                    request.id,
                    ErrorCode::InvalidParams as i32,
                    format!("invalid `initialize` parameters: {error}"),
                ),
            }
        } else {
            Response::new_err(
                request.id,
                ErrorCode::ServerNotInitialized as i32,
                format!("`{}` before `initialize`", request.method),
            )
        };
        transport.send(response).map_err(ServeError::Output)?;
    }
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

    /// Answers the client's messages in order until `exit` or the end of the input; after
    /// `shutdown`, every request but another `shutdown` is answered with InvalidRequest.
    fn run(&mut self, transport: &Transport) -> Result<Ending, ServeError> {
        let mut due: Option<Instant> = None;
        let mut shut_down = false;
        let ending = |shut_down: bool| {
            if shut_down {
                Ending::Shutdown
            } else {
                Ending::Abandoned
            }
        };
        loop {
            let incoming = match due {
                Some(at) => match transport.receiver.recv_deadline(at) {
                    Ok(incoming) => incoming,
                    Err(RecvTimeoutError::Timeout) => {
                        due = None;
                        self.publish(transport)?;
                        continue;
                    }
                    Err(RecvTimeoutError::Disconnected) => return Ok(ending(shut_down)),
                },
                None => match transport.receiver.recv() {
                    Ok(incoming) => incoming,
                    Err(_) => return Ok(ending(shut_down)),
                },
            };
            let message = match incoming {
                Incoming::Message(message) => message,
                Incoming::Malformed(malformed) => {
                    transport.send(malformed).map_err(ServeError::Output)?;
                    continue;
                }
                Incoming::Broken(error) => return Err(ServeError::Frame(error)),
            };
            match message {
                Message::Request(request) => {
                    let response = if request.method == Shutdown::METHOD {
                        shut_down = true;
                        due = None;
                        Response::new_ok(request.id, ())
                    } else if shut_down || request.method == Initialize::METHOD {
                        Response::new_err(
                            request.id,
                            ErrorCode::InvalidRequest as i32,
                            format!(
                                "`{}` after `{}`",
                                request.method,
                                if shut_down {
                                    Shutdown::METHOD
                                } else {
                                    Initialize::METHOD
                                }
                            ),
                        )
                    } else {
                        self.answer(request)
                    };
                    transport.send(response).map_err(ServeError::Output)?;
                }
                Message::Notification(notification) if notification.method == Exit::METHOD => {
                    return Ok(ending(shut_down));
                }
                Message::Notification(notification) => {
                    if self.note(notification) && !shut_down {
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
            DidSaveTextDocument::METHOD => {
                self.workspace.saved();
                true
            }
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
    fn publish(&mut self, transport: &Transport) -> Result<(), ServeError> {
        for (uri, diagnostics) in self.workspace.diagnose() {
            let params = PublishDiagnosticsParams::new(uri, diagnostics, None);
            let notification = Notification::new(PublishDiagnostics::METHOD.to_owned(), params);
            transport.send(notification).map_err(ServeError::Output)?;
        }
        Ok(())
    }

    /// The open buffer at `uri` (its file's text on disk when it is not open and is a data
    /// file of the workspace: [`Workspace::disk_text`]).
    fn buffer(&self, uri: &Url) -> Option<Buffer> {
        let path = uri.to_file_path().ok()?;
        let text = match self.workspace.text(&path) {
            Some(text) => text.to_owned(),
            None => self.workspace.disk_text(&path)?,
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
                let (catalog, mut previews) = (self.workspace.catalog(), self.previews.as_mut());
                let mut picture = |id: &str| {
                    let previews = previews.as_deref_mut()?;
                    preview::picture(catalog, id, self.workspace.pictures(id), previews)
                };
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
                if buffer.kind == FileKind::Board {
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
                // Only an open buffer has fixes: its diagnostics are the ones sent.
                self.buffer(&params.text_document.uri)?;
                let found =
                    actions::actions(&params.text_document.uri, &params.context.diagnostics);
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
