//! `tilecat lsp` run as an editor runs it: its standard input to send messages on, and the
//! messages it sends back, read on a thread of their own so that its output never fills up.

use std::io::{BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, Stdio};
use std::sync::mpsc::{Receiver, channel};

use lsp_server::Message;

use super::Tilecat;

/// A running `tilecat lsp`.
pub struct Server {
    /// The process.
    pub child: Child,
    /// Where messages to it go.
    pub stdin: ChildStdin,
    /// The messages it has sent, in order.
    pub messages: Receiver<Message>,
}

impl Server {
    /// Starts `tilecat lsp` from the crate's root folder with its cache in `cache`; its
    /// standard error is the caller's.
    pub fn start(cache: &Path) -> Server {
        let mut child = Tilecat::new()
            .arg("lsp")
            .env("XDG_CACHE_HOME", cache)
            .command()
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("tilecat lsp starts");
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (sender, messages) = channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            while let Ok(Some(message)) = Message::read(&mut reader) {
                if sender.send(message).is_err() {
                    break;
                }
            }
        });
        Server {
            child,
            stdin,
            messages,
        }
    }

    /// Sends `message` and flushes it.
    pub fn send(&mut self, message: Message) {
        message.write(&mut self.stdin).expect("the server reads");
        self.stdin.flush().unwrap();
    }
}
