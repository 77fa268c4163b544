//! Standard output and standard error, every write checked.
//!
//! A reader that stops early (`| head -c1`) closes the pipe: the run goes on quietly and the
//! exit code stays what it was. Any other failure to write (a full disk) ends the run with exit
//! code 2. Nothing is written after a stream failed once.

use std::fmt;
use std::io::{self, Write};
use std::sync::atomic::{AtomicU8, Ordering};

use crate::cli::Exit;

/// Every write went through.
const OK: u8 = 0;
/// A reader closed a stream; later writes to it are skipped.
const CLOSED: u8 = 1;
/// A write failed otherwise; the run ends with exit code 2.
const FAILED: u8 = 2;

/// The state of standard output.
static STDOUT: AtomicU8 = AtomicU8::new(OK);
/// The state of standard error.
static STDERR: AtomicU8 = AtomicU8::new(OK);

/// Writes `bytes` to standard output and flushes it.
pub fn out(bytes: &[u8]) {
    write_checked(&STDOUT, || {
        let mut stdout = io::stdout().lock();
        stdout.write_all(bytes)?;
        stdout.flush()
    });
}

/// Writes `text` to standard error, as it is.
pub fn err(text: &str) {
    write_checked(&STDERR, || {
        let mut stderr = io::stderr().lock();
        stderr.write_all(text.as_bytes())?;
        stderr.flush()
    });
}

/// Writes a line to standard error.
pub fn line(arguments: fmt::Arguments<'_>) {
    err(&format!("{arguments}\n"));
}

fn write_checked(state: &AtomicU8, write: impl FnOnce() -> io::Result<()>) {
    if state.load(Ordering::Relaxed) != OK {
        return;
    }
    match write() {
        Ok(()) => {}
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => {
            state.store(CLOSED, Ordering::Relaxed);
        }
        Err(_) => state.store(FAILED, Ordering::Relaxed),
    }
}

/// The exit code of a run that ended with `exit`: exit code 2 when a write to standard output
/// or standard error failed other than by the reader closing it.
pub fn finish(exit: Exit) -> Exit {
    let failed = [&STDOUT, &STDERR]
        .iter()
        .any(|state| state.load(Ordering::Relaxed) == FAILED);
    if failed { Exit::Usage } else { exit }
}

/// `say!(…)` writes a line to standard error like `eprintln!`, checked.
macro_rules! say {
    ($($argument:tt)*) => {
        $crate::cli::console::line(format_args!($($argument)*))
    };
}
pub(crate) use say;
