//! The `tilecat` command: see `tilecat --help`.

fn main() -> std::process::ExitCode {
    tilecat::cli::run()
}
