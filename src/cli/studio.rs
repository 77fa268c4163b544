//! `tilecat studio`: starts the studio over the data folders, prints its address (the token
//! in it) and opens it in the user's browser.

use std::path::PathBuf;
use std::process::{Command, Stdio};

use crate::cli::Exit;
use crate::cli::console::{self, say};
use crate::studio::{Options, serve};

/// Arguments of `tilecat studio`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The data folders to edit.
    #[arg(default_value = "data")]
    data: Vec<PathBuf>,
    /// The port to listen on, on the loopback address only [default: any free port].
    #[arg(long)]
    port: Option<u16>,
    /// Print the address without opening a browser.
    #[arg(long)]
    no_open: bool,
}

/// Runs `tilecat studio` until it is stopped.
pub fn run(args: Args) -> Exit {
    let options = Options {
        data: args.data,
        port: args.port.unwrap_or(0),
    };
    let open = !args.no_open;
    let mut printed = true;
    let served = serve(&options, |address| {
        console::out(format!("tilecat studio: {address}\n").as_bytes());
        // Without its address, with the token in it, no one could use the studio.
        printed = console::finish(Exit::Clean) == Exit::Clean;
        if printed && open {
            open_browser(address);
        }
        printed
    });
    match served {
        Ok(()) if printed => Exit::Clean,
        Ok(()) => Exit::Usage,
        Err(error) => {
            say!("error: {error}");
            Exit::Usage
        }
    }
}

/// Opens `address` in the user's browser, when the system has a program that does; otherwise
/// the printed address is there to open by hand.
fn open_browser(address: &str) {
    let program = if cfg!(target_os = "macos") {
        "open"
    } else {
        "xdg-open"
    };
    let opened = Command::new(program)
        .arg(address)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn();
    match opened {
        // The opener is waited for aside, so it leaves no process behind.
        Ok(mut child) => {
            std::thread::spawn(move || child.wait());
        }
        Err(_) => say!("no browser opened ({program} is missing): open the address above"),
    }
}
