//! `tilecat studio`: a local web application over the data folders, served by the `tilecat`
//! binary itself and opened in the user's browser. The files on disk stay the truth: every
//! change the page asks for is made in the tile's TOML text in place ([`edit`]) and written
//! through the door at once; a file opened and left is never written.
//!
//! Safe on a shared machine: it listens on the loopback address only; every request needs the
//! random token printed at start (then a cookie) and the studio's own `Host` and `Origin`
//! ([`security`]); it reads and writes only the data folders' manifests and tile files
//! ([`files`]), and reads besides only the pictures those tiles name, as `validate` checks
//! them, for the view over art; request bodies are bounded.

mod api;
pub mod edit;
pub mod files;
mod layout;
mod page;
pub mod security;
mod server;
mod targets;
mod thumbnails;

use std::fmt;
use std::io;
use std::path::PathBuf;

pub use api::version;

/// How the studio is started.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    /// The data folders served.
    pub data: Vec<PathBuf>,
    /// The port on the loopback address; 0 for any free one.
    pub port: u16,
}

/// Why the studio could not start.
#[derive(Debug)]
pub enum StudioError {
    /// A data folder could not be opened.
    Data(PathBuf, io::Error),
    /// The port could not be listened on.
    Listen(u16, String),
}

impl fmt::Display for StudioError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StudioError::Data(path, error) => {
                write!(f, "cannot open data folder {}: {error}", path.display())
            }
            StudioError::Listen(port, error) => {
                write!(f, "cannot listen on 127.0.0.1:{port}: {error}")
            }
        }
    }
}

impl std::error::Error for StudioError {}

/// Serves the studio over `options.data`, calling `started` with the address to open (its token
/// included) once it listens. It serves until the process stops, or, when its standard input is
/// a pipe (an editor or a script started it), until that pipe closes; and not at all when
/// `started` says the address could not be given.
pub fn serve(options: &Options, started: impl FnOnce(&str) -> bool) -> Result<(), StudioError> {
    let mut paths = Vec::new();
    for path in &options.data {
        let absolute =
            std::path::absolute(path).map_err(|error| StudioError::Data(path.clone(), error))?;
        paths.push(absolute);
    }
    let mut studio = api::Studio::open(&paths).map_err(|error| {
        let path = options.data.first().cloned().unwrap_or_default();
        StudioError::Data(path, error)
    })?;
    let listener = std::net::TcpListener::bind(("127.0.0.1", options.port))
        .map_err(|error| StudioError::Listen(options.port, error.to_string()))?;
    answer_at_once(&listener)
        .map_err(|error| StudioError::Listen(options.port, error.to_string()))?;
    let server = tiny_http::Server::from_listener(listener, None)
        .map_err(|error| StudioError::Listen(options.port, error.to_string()))?;
    let port = server
        .server_addr()
        .to_ip()
        .map_or(options.port, |address| address.port());
    let guard = security::Guard::new(port);
    if !started(&guard.address()) {
        return Ok(());
    }
    let server = std::sync::Arc::new(server);
    if stdin_is_a_pipe() {
        let stopping = server.clone();
        std::thread::spawn(move || {
            // Whatever comes is read and dropped; the end of it stops the server.
            let _ = io::copy(&mut io::stdin().lock(), &mut io::sink());
            stopping.unblock();
        });
    }
    server::run(&server, &guard, &mut studio);
    Ok(())
}

/// Whether standard input is a pipe, whose end says that whoever started the studio is gone
/// (a terminal or `/dev/null` is not).
fn stdin_is_a_pipe() -> bool {
    #[cfg(unix)]
    {
        use std::os::fd::AsFd;
        use std::os::unix::fs::FileTypeExt;
        io::stdin()
            .as_fd()
            .try_clone_to_owned()
            .map(std::fs::File::from)
            .and_then(|file| file.metadata())
            .is_ok_and(|metadata| metadata.file_type().is_fifo())
    }
    #[cfg(not(unix))]
    {
        false
    }
}

/// Turns Nagle's algorithm off for every connection `listener` accepts (they inherit it): the
/// server writes an answer's headers and its body apart, and with the algorithm on, the body
/// waits for the browser to acknowledge the headers, which it delays by up to 40 ms.
#[cfg(unix)]
fn answer_at_once(listener: &std::net::TcpListener) -> std::io::Result<()> {
    rustix::net::sockopt::set_tcp_nodelay(listener, true).map_err(std::io::Error::from)
}

/// Nagle's algorithm stays on where the socket option is not set: answers may come up to 40 ms
/// later.
#[cfg(not(unix))]
fn answer_at_once(_: &std::net::TcpListener) -> std::io::Result<()> {
    Ok(())
}

#[cfg(all(test, unix))]
mod tests {
    use std::net::{TcpListener, TcpStream};

    #[test]
    fn a_connection_the_studio_accepts_has_nagles_algorithm_off() {
        let listener = TcpListener::bind(("127.0.0.1", 0)).unwrap();
        super::answer_at_once(&listener).unwrap();
        let _client = TcpStream::connect(listener.local_addr().unwrap()).unwrap();
        let (accepted, _) = listener.accept().unwrap();
        assert!(rustix::net::sockopt::tcp_nodelay(&accepted).unwrap());
    }
}
