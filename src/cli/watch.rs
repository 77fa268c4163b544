//! `tilecat build --watch`: build, then build again on every change under the data folders.
//!
//! Changes are gathered until the folders stay quiet for [`QUIET`], then built at once. Each
//! rebuild prints one line, or the diagnostics when the data is invalid, in which case the
//! output folder keeps the last good build. Only the tiles that changed are drawn again; the
//! pictures of the others are kept from the build before.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use notify::{RecursiveMode, Watcher};

use crate::build::{assets_with, publish};
use crate::cli::Exit;
use crate::cli::validate::show;
use crate::render::{Memo, Size};
use crate::report::counted;
use crate::validate::validate_paths;

/// How long the data folders must stay quiet after a change before the rebuild starts.
pub const QUIET: Duration = Duration::from_millis(50);

/// Builds `paths` into `out` now and after every change, until the process is stopped; returns
/// only when the folders cannot be watched.
pub fn run(paths: &[PathBuf], out: &Path, size: Size, command: &str) -> Exit {
    let (sender, changes) = channel();
    let mut watcher = match notify::recommended_watcher(sender) {
        Ok(watcher) => watcher,
        Err(error) => {
            eprintln!("error: cannot watch for changes: {error}");
            return Exit::Usage;
        }
    };
    for path in paths {
        if let Err(error) = watcher.watch(path, RecursiveMode::Recursive) {
            eprintln!("error: cannot watch `{}`: {error}", path.display());
            return Exit::Usage;
        }
    }
    let mut memo = Memo::new();
    rebuild(paths, out, size, command, &mut memo);
    eprintln!("watching {} for changes; stop with Ctrl-C", list(paths));
    loop {
        let Ok(first) = changes.recv() else {
            return Exit::Usage;
        };
        let mut relevant = touches_data(&first);
        loop {
            match changes.recv_timeout(QUIET) {
                Ok(change) => relevant |= touches_data(&change),
                Err(RecvTimeoutError::Timeout) => break,
                Err(RecvTimeoutError::Disconnected) => return Exit::Usage,
            }
        }
        if relevant {
            rebuild(paths, out, size, command, &mut memo);
        }
    }
}

/// Whether a change writes, makes or removes a data file (or a folder, which may hold some);
/// reading files, as each build does, is no change.
fn touches_data(change: &notify::Result<notify::Event>) -> bool {
    match change {
        Ok(event) => {
            let writes = event.kind.is_modify() || event.kind.is_create() || event.kind.is_remove();
            let data = event.paths.iter().any(|path| {
                path.extension()
                    .is_some_and(|extension| extension == "toml")
                    || path.is_dir()
            });
            writes && data
        }
        Err(_) => true,
    }
}

/// Checks and builds once, printing one line, or the diagnostics when the data is invalid.
fn rebuild(paths: &[PathBuf], out: &Path, size: Size, command: &str, memo: &mut Memo) {
    let started = Instant::now();
    let validation = validate_paths(paths);
    if !validation.diagnostics.is_empty() {
        show(&validation);
    }
    if validation.has_errors() {
        eprintln!(
            "error: the data is invalid; {} keeps the last good build",
            out.display()
        );
        return;
    }
    let catalog = &validation.catalog;
    let result = assets_with(catalog, size, command, &mut |_| {}, memo)
        .map_err(|error| error.to_string())
        .and_then(|assets| {
            publish(out, &assets).map_err(|error| error.to_string())?;
            Ok(assets.len())
        });
    match result {
        Ok(files) => {
            let redrawn = memo.redrawn();
            let drawn = match redrawn {
                [] => "no tile redrawn".to_owned(),
                [one] => format!("redrew {one}"),
                _ if redrawn.len() == catalog.tiles.len() => {
                    format!("drew all {}", counted(redrawn.len(), "tile"))
                }
                _ => format!(
                    "redrew {}: {}",
                    counted(redrawn.len(), "tile"),
                    redrawn.join(", ")
                ),
            };
            eprintln!(
                "built {}/ in {} ms: {}, {drawn}",
                out.components().as_path().display(),
                started.elapsed().as_millis(),
                counted(files, "file"),
            );
        }
        Err(error) => eprintln!(
            "error: {error}; {} keeps the last good build",
            out.display()
        ),
    }
}

fn list(paths: &[PathBuf]) -> String {
    let names: Vec<String> = paths
        .iter()
        .map(|path| format!("{}/", path.components().as_path().display()))
        .collect();
    names.join(", ")
}
