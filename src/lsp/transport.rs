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

use std::fmt;
use std::io::{self, BufRead, Read, Write};
use std::thread::{self, JoinHandle};

use crossbeam_channel::{Receiver, Sender, bounded};
use lsp_server::{Message, Notification, Response};
use serde_json::{Value, json};

/// The longest message body read, in bytes (16 MiB): far more than any buffer the server takes
/// (a data file holds at most [`MAX_FILE_BYTES`](crate::load::MAX_FILE_BYTES)).
pub const MAX_MESSAGE_BYTES: u64 = 16 * 1024 * 1024;

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

/// A body that is not a message, as JSON-RPC names it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Malformed {
    /// The JSON-RPC error code: -32700 for a body that is not JSON, -32600 for JSON that is
    /// not a message.
    pub code: i32,
    /// What was wrong.
    pub message: String,
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
                        let body = json!({"jsonrpc": "2.0", "id": Value::Null, "error":
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

/// The message `body` holds, or the JSON-RPC error answering it.
fn message(body: &[u8]) -> Result<Message, Malformed> {
    let value: Value = serde_json::from_slice(body).map_err(|error| Malformed {
        code: lsp_server::ErrorCode::ParseError as i32,
        message: format!("the message is not JSON: {error}"),
    })?;
    serde_json::from_value(value).map_err(|error| Malformed {
        code: lsp_server::ErrorCode::InvalidRequest as i32,
        message: format!("the message is not a request, response or notification: {error}"),
    })
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
    fn a_body_that_is_no_message_gets_the_json_rpc_error() {
        assert_eq!(message(b"{").unwrap_err().code, -32700);
        assert_eq!(message(b"5").unwrap_err().code, -32600);
        assert!(message(br#"{"jsonrpc":"2.0","method":"exit"}"#).is_ok());
    }
}
