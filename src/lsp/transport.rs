//! The client's messages framed over standard input and output: a `Content-Length` header, a
//! blank line and that many bytes of JSON.
//!
//! The reader never trusts the header with memory: a header line longer than
//! [`MAX_HEADER_LINE_BYTES`], more than [`MAX_HEADERS`] header lines, or a body longer than
//! [`MAX_MESSAGE_BYTES`] is refused before anything of its size is allocated, and the body is
//! read as it arrives rather than zero-filled to the length declared. A frame the reader cannot
//! read ends the connection with a [`FrameError`], since the stream cannot be resynchronized
//! after it; a body that is read whole but is not a message is handed on as
//! [`Incoming::Malformed`], to be answered with the JSON-RPC error the protocol asks for.
//!
//! Nor does the reader trust a body with memory: parsed, a JSON value takes many times the
//! bytes it is written in (`[0,0,…]`, two bytes a value, takes 32 a value parsed, and a table
//! hundreds). The structure of a body is counted before it is parsed ([`parsed_bytes`]), and
//! one that would take more than [`MAX_PARSED_BYTES`] is refused, answered with InvalidRequest.

use std::fmt;
use std::io::{self, BufRead, Read, Write};
use std::thread::{self, JoinHandle};

use crossbeam_channel::{Receiver, Sender, bounded};
use lsp_server::{Message, Notification, RequestId, Response};
use serde_json::{Value, json};

/// The longest message body read, in bytes (16 MiB): far more than any buffer the server takes
/// (a data file holds at most [`MAX_FILE_BYTES`](crate::input::load::MAX_FILE_BYTES)).
pub const MAX_MESSAGE_BYTES: u64 = 16 * 1024 * 1024;

/// The most memory the values of one message may take once parsed, in bytes (16 MiB), as the
/// reader counts it before parsing (64 bytes a value, 640 more a table): far more than any
/// message an editor sends (a buffer is one string, and a code action's diagnostics are those
/// of a few lines), far less than the gigabyte that 16 MiB of small values would take.
pub const MAX_PARSED_BYTES: u64 = 16 * 1024 * 1024;

/// What one value takes parsed, counted for each value of a body: a `serde_json::Value` (32
/// bytes) and, for an entry of a table, its key's `String`.
const VALUE_BYTES: u64 = 64;

/// What one table takes parsed beyond its entries: the node of the `BTreeMap` that holds its
/// first eleven entries (about 630 bytes).
const TABLE_BYTES: u64 = 640;

/// The longest header line read, in bytes, its line break included.
pub const MAX_HEADER_LINE_BYTES: u64 = 1024;

/// The most header lines a message may have before its blank line.
pub const MAX_HEADERS: usize = 16;

/// Why a frame could not be read; the connection ends with it.
#[derive(Debug)]
pub enum FrameError {
    /// A header line longer than [`MAX_HEADER_LINE_BYTES`].
    LongHeader,
    /// More than [`MAX_HEADERS`] header lines.
    TooManyHeaders,
    /// A header line that is not `Name: value` ended by CR LF.
    MalformedHeader(String),
    /// The headers end without a `Content-Length`.
    NoLength,
    /// A `Content-Length` that is not a number.
    BadLength(String),
    /// A body longer than [`MAX_MESSAGE_BYTES`], refused unread.
    TooLarge(u64),
    /// The input ended inside a message.
    Truncated,
    /// Standard input could not be read.
    Io(io::Error),
}

impl fmt::Display for FrameError {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FrameError::LongHeader => write!(
                formatter,
                "a message header line is longer than {MAX_HEADER_LINE_BYTES} bytes"
            ),
            FrameError::TooManyHeaders => {
                write!(
                    formatter,
                    "a message has more than {MAX_HEADERS} header lines"
                )
            }
            FrameError::MalformedHeader(line) => write!(
                formatter,
                "malformed message header {line:?}: expected `Name: value` ended by CR LF"
            ),
            FrameError::NoLength => write!(formatter, "a message has no `Content-Length` header"),
            FrameError::BadLength(value) => {
                write!(
                    formatter,
                    "`Content-Length: {value}` is not a number of bytes"
                )
            }
            FrameError::TooLarge(length) => write!(
                formatter,
                "a message of {length} bytes is refused: the most the server reads is \
                 {MAX_MESSAGE_BYTES} bytes (16 MiB)"
            ),
            FrameError::Truncated => write!(formatter, "the input ended inside a message"),
            FrameError::Io(error) => write!(formatter, "cannot read standard input: {error}"),
        }
    }
}

impl std::error::Error for FrameError {}

/// What the reader hands on: a message, a body that is not one, or the frame error that ended
/// the input.
#[derive(Debug)]
pub enum Incoming {
    /// A request, response or notification.
    Message(Message),
    /// A body read whole that is not a message: the JSON-RPC error to answer it with.
    Malformed(Malformed),
    /// The frame that could not be read; nothing follows it.
    Broken(FrameError),
}

/// A body that is not a message, or one refused unparsed, as JSON-RPC names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Malformed {
    /// The JSON-RPC error code: -32700 for a body that is not JSON, -32600 for JSON that is
    /// not a message or that is refused.
    pub code: i32,
    /// What was wrong.
    pub message: String,
    /// The id of the request refused, when the body is a request whose id could be read;
    /// answered as `null` otherwise.
    pub id: Option<RequestId>,
}

/// What the writer sends: a message, or the error answering a malformed body (whose id, never
/// read, is `null`).
#[derive(Debug)]
pub enum Outgoing {
    /// A response or notification.
    Message(Message),
    /// The answer to a body that was not a message.
    Malformed(Malformed),
}

impl From<Response> for Outgoing {
    fn from(response: Response) -> Outgoing {
        Outgoing::Message(Message::Response(response))
    }
}

impl From<Notification> for Outgoing {
    fn from(notification: Notification) -> Outgoing {
        Outgoing::Message(Message::Notification(notification))
    }
}

impl From<Malformed> for Outgoing {
    fn from(malformed: Malformed) -> Outgoing {
        Outgoing::Malformed(malformed)
    }
}

/// The two threads that move messages between the channels and standard input and output.
pub struct Transport {
    sender: Sender<Outgoing>,
    /// What standard input brought, in order; disconnected when it ends.
    pub receiver: Receiver<Incoming>,
    writer: JoinHandle<io::Result<()>>,
}

impl Transport {
    /// Starts the reader over standard input and the writer over standard output.
    pub fn stdio() -> Transport {
        let (incoming, receiver) = bounded::<Incoming>(0);
        // The reader ends on its own at the end of the input or when the server drops the
        // receiver; it is not joined, since it may sit in a read that never returns.
        thread::spawn(move || {
            let mut input = io::stdin().lock();
            loop {
                let next = match read_frame(&mut input) {
                    Ok(None) => return,
                    Ok(Some(body)) => match message(&body) {
                        Ok(message) => Incoming::Message(message),
                        Err(malformed) => Incoming::Malformed(malformed),
                    },
                    Err(error) => Incoming::Broken(error),
                };
                let last = matches!(next, Incoming::Broken(_));
                if incoming.send(next).is_err() || last {
                    return;
                }
            }
        });
        let (sender, outgoing) = bounded::<Outgoing>(0);
        let writer = thread::spawn(move || {
            let mut output = io::stdout().lock();
            for message in outgoing {
                match message {
                    Outgoing::Message(message) => message.write(&mut output)?,
                    Outgoing::Malformed(malformed) => {
                        let body = json!({"jsonrpc": "2.0", "id": malformed.id, "error":
                            {"code": malformed.code, "message": malformed.message}})
                        .to_string();
                        write!(output, "Content-Length: {}\r\n\r\n{body}", body.len())?;
                        output.flush()?;
                    }
                }
            }
            Ok(())
        });
        Transport {
            sender,
            receiver,
            writer,
        }
    }

    /// Sends `outgoing` to the client.
    pub fn send(&self, outgoing: impl Into<Outgoing>) -> io::Result<()> {
        self.sender
            .send(outgoing.into())
            .map_err(|_| io::Error::new(io::ErrorKind::BrokenPipe, "standard output closed"))
    }

    /// Writes out everything sent and waits for the writer to finish.
    pub fn close(self) -> io::Result<()> {
        drop(self.sender);
        drop(self.receiver);
        self.writer
            .join()
            .unwrap_or_else(|_| Err(io::Error::other("the writer stopped")))
    }
}

/// The body of the next message of `input`, `None` at the end of the input between messages.
pub fn read_frame(input: &mut impl BufRead) -> Result<Option<Vec<u8>>, FrameError> {
    let mut length = None;
    let mut line = Vec::new();
    for index in 0..=MAX_HEADERS {
        line.clear();
        input
            .by_ref()
            .take(MAX_HEADER_LINE_BYTES)
            .read_until(b'\n', &mut line)
            .map_err(FrameError::Io)?;
        if line.is_empty() {
            return if index == 0 {
                Ok(None)
            } else {
                Err(FrameError::Truncated)
            };
        }
        let Some(text) = line.strip_suffix(b"\r\n") else {
            return Err(if line.len() as u64 == MAX_HEADER_LINE_BYTES {
                FrameError::LongHeader
            } else if line.ends_with(b"\n") {
                FrameError::MalformedHeader(String::from_utf8_lossy(&line).into_owned())
            } else {
                FrameError::Truncated
            });
        };
        if text.is_empty() {
            let length = length.ok_or(FrameError::NoLength)?;
            return read_body(input, length).map(Some);
        }
        if index == MAX_HEADERS {
            return Err(FrameError::TooManyHeaders);
        }
        let text = String::from_utf8_lossy(text);
        let Some((name, value)) = text.split_once(':') else {
            return Err(FrameError::MalformedHeader(text.into_owned()));
        };
        if name.trim().eq_ignore_ascii_case("Content-Length") {
            let value = value.trim();
            let declared = value
                .parse::<u64>()
                .map_err(|_| FrameError::BadLength(value.to_owned()))?;
            if declared > MAX_MESSAGE_BYTES {
                return Err(FrameError::TooLarge(declared));
            }
            length = Some(declared);
        }
    }
    Err(FrameError::TooManyHeaders)
}

/// The `length` bytes of a body, read as they arrive.
fn read_body(input: &mut impl BufRead, length: u64) -> Result<Vec<u8>, FrameError> {
    let mut body = Vec::new();
    input
        .take(length)
        .read_to_end(&mut body)
        .map_err(FrameError::Io)?;
    if body.len() as u64 != length {
        return Err(FrameError::Truncated);
    }
    Ok(body)
}

/// The message `body` holds, or the JSON-RPC error answering it; a body whose values would
/// take more than [`MAX_PARSED_BYTES`] parsed is refused before it is parsed.
fn message(body: &[u8]) -> Result<Message, Malformed> {
    let cost = parsed_bytes(body);
    if cost > MAX_PARSED_BYTES {
        /// The id of a request, read without keeping anything else of it.
        #[derive(serde::Deserialize)]
        struct Envelope {
            id: Option<RequestId>,
        }
        return Err(Malformed {
            code: lsp_server::ErrorCode::InvalidRequest as i32,
            message: format!(
                "the message is refused: its values would take about {} MiB parsed, and the \
                 most the server takes is {} MiB",
                cost >> 20,
                MAX_PARSED_BYTES >> 20
            ),
            id: serde_json::from_slice::<Envelope>(body)
                .ok()
                .and_then(|envelope| envelope.id),
        });
    }
    let value: Value = serde_json::from_slice(body).map_err(|error| Malformed {
        code: lsp_server::ErrorCode::ParseError as i32,
        message: format!("the message is not JSON: {error}"),
        id: None,
    })?;
    serde_json::from_value(value).map_err(|error| Malformed {
        code: lsp_server::ErrorCode::InvalidRequest as i32,
        message: format!("the message is not a request, response or notification: {error}"),
        id: None,
    })
}

/// An upper bound of the memory the values of the JSON `body` take parsed, beyond the bytes
/// of its strings (which the body's length bounds): [`VALUE_BYTES`] for each value (each
/// follows the start of the body, a `,` or an opening bracket), [`TABLE_BYTES`] more for each
/// table. Counted in one pass that skips over strings, without parsing or allocating.
fn parsed_bytes(body: &[u8]) -> u64 {
    let (mut values, mut tables) = (1u64, 0u64);
    let mut in_string = false;
    let mut escaped = false;
    for &byte in body {
        if in_string {
            match byte {
                _ if escaped => escaped = false,
                b'\\' => escaped = true,
                b'"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match byte {
            b'"' => in_string = true,
            b',' | b'[' => values += 1,
            b'{' => {
                values += 1;
                tables += 1;
            }
            _ => {}
        }
    }
    values * VALUE_BYTES + tables * TABLE_BYTES
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frames(input: &str) -> Vec<Result<Option<Vec<u8>>, String>> {
        let mut input = input.as_bytes();
        let mut found = Vec::new();
        loop {
            let next = read_frame(&mut input).map_err(|error| error.to_string());
            let last = !matches!(next, Ok(Some(_)));
            found.push(next);
            if last {
                return found;
            }
        }
    }

    #[test]
    fn frames_are_read_by_their_length() {
        assert_eq!(
            frames("Content-Length: 2\r\n\r\n{}content-length:1\r\nX: y\r\n\r\n1"),
            [Ok(Some(b"{}".to_vec())), Ok(Some(b"1".to_vec())), Ok(None)]
        );
    }

    #[test]
    fn a_frame_the_reader_cannot_trust_is_refused() {
        let refused = |input: &str| frames(input).pop().unwrap().unwrap_err();
        assert!(refused("Content-Length: 16777217\r\n\r\n").contains("16777217 bytes is refused"));
        assert!(refused("Content-Length: -1\r\n\r\n").contains("is not a number"));
        assert!(refused("Content-Length: 5\n\n{}").starts_with("malformed message header"));
        assert!(refused("\r\n").contains("no `Content-Length`"));
        assert!(refused("Content-Length: 5\r\n\r\n{}").contains("ended inside"));
        assert!(refused(&"x".repeat(5000)).contains("longer than 1024 bytes"));
        assert!(refused(&"X: y\r\n".repeat(20)).contains("more than 16 header lines"));
    }

    #[test]
    fn a_body_of_too_many_values_is_refused_unparsed_with_its_id() {
        let request = |params: &str| {
            format!(r#"{{"jsonrpc":"2.0","id":7,"method":"textDocument/hover","params":{params}}}"#)
        };
        let values = MAX_PARSED_BYTES / VALUE_BYTES;
        let numbers = request(&format!("[{}0]", "0,".repeat(values as usize)));
        let refused = message(numbers.as_bytes()).unwrap_err();
        assert_eq!(refused.code, -32600, "{refused:?}");
        assert_eq!(refused.id, Some(RequestId::from(7)));
        // Tables cost more than their bytes: fewer of them are refused.
        let tables = (MAX_PARSED_BYTES / (VALUE_BYTES * 2 + TABLE_BYTES)) as usize;
        let refused =
            message(request(&format!("[{}{{}}]", "{\"a\":0},".repeat(tables))).as_bytes());
        assert_eq!(refused.unwrap_err().code, -32600);
        // What lies in a string costs only its bytes: a buffer of commas and brackets is taken.
        let text = "[0,{},".repeat(values as usize / 2);
        let open = format!(
            r#"{{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{{"text":{}}}}}"#,
            serde_json::to_string(&text).unwrap()
        );
        assert!(message(open.as_bytes()).is_ok());
        assert_eq!(
            parsed_bytes(br#"["a\",[", {"b": [1, 2]}]"#),
            6 * VALUE_BYTES + TABLE_BYTES
        );
    }

    #[test]
    fn a_body_that_is_no_message_gets_the_json_rpc_error() {
        assert_eq!(message(b"{").unwrap_err().code, -32700);
        assert_eq!(message(b"5").unwrap_err().code, -32600);
        assert!(message(br#"{"jsonrpc":"2.0","method":"exit"}"#).is_ok());
    }
}
