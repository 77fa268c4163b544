//! The `tilecat` command: see `tilecat --help`.

#![deny(clippy::print_stdout, clippy::print_stderr)]

fn main() -> std::process::ExitCode {
    tilecat::cli::run()
}
