//! `tilecat build --watch`: build, then build again on every change under the data folders.
//!
//! Changes are gathered until the folders stay quiet for [`QUIET`], then built at once. Each
//! rebuild prints one line, or the diagnostics when the data is invalid, in which case the
//! output folder keeps the last good build. Every rebuild draws the whole catalog again.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use notify::{RecursiveMode, Watcher};

use crate::build::{BuildOptions, assets, publish};
use crate::cli::Exit;
use crate::cli::console::say;
use crate::cli::validate::show;
use crate::validate::validate_paths;
use crate::words::counted;

/// How long the data folders must stay quiet after a change before the rebuild starts.
pub const QUIET: Duration = Duration::from_millis(50);

/// Builds `paths` into `out` now and after every change, each expansion as `edition` prints it
/// (its newest edition without one), until the process is stopped; returns only when the
/// folders cannot be watched.
pub fn run(
    paths: &[PathBuf],
    out: &Path,
    options: BuildOptions,
    edition: Option<&str>,
    command: &str,
) -> Exit {
    let build = Build {
        paths,
        out,
        options,
        edition,
        command,
    };
    let (sender, changes) = channel();
    let mut watcher = match notify::recommended_watcher(sender) {
        Ok(watcher) => watcher,
        Err(error) => {
            say!("error: cannot watch for changes: {error}");
            return Exit::Usage;
        }
    };
    for path in paths {
        if let Err(error) = watcher.watch(path, RecursiveMode::Recursive) {
            say!("error: cannot watch `{}`: {error}", path.display());
            return Exit::Usage;
        }
    }
    build.once();
    say!("watching {} for changes; stop with Ctrl-C", list(paths));
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
            build.once();
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

/// What each rebuild builds, from the command line.
struct Build<'a> {
    paths: &'a [PathBuf],
    out: &'a Path,
    options: BuildOptions,
    edition: Option<&'a str>,
    command: &'a str,
}

impl Build<'_> {
    /// Checks and builds once, printing one line, or the diagnostics when the data is invalid.
    fn once(&self) {
        let started = Instant::now();
        let validation = validate_paths(self.paths);
        if !validation.diagnostics.is_empty() {
            show(&validation);
        }
        let kept = format!("{} keeps the last good build", self.out.display());
        if validation.has_errors() {
            say!("error: the data is invalid; {kept}");
            return;
        }
        let catalog = match validation.catalog.in_edition(self.edition) {
            Ok(catalog) => catalog,
            Err(error) => {
                say!("error: {error}; {kept}");
                return;
            }
        };
        let result = assets(&catalog, self.options, self.command, &mut |_| {})
            .map_err(|error| error.to_string())
            .and_then(|assets| {
                publish(self.out, &assets).map_err(|error| error.to_string())?;
                Ok(assets.len())
            });
        match result {
            Ok(files) => say!(
                "built {}/ in {} ms: {}, {}",
                self.out.components().as_path().display(),
                started.elapsed().as_millis(),
                counted(files, "file"),
                counted(catalog.tiles.len(), "tile"),
            ),
            Err(error) => say!("error: {error}; {kept}"),
        }
    }
}

fn list(paths: &[PathBuf]) -> String {
    let names: Vec<String> = paths
        .iter()
        .map(|path| format!("{}/", path.components().as_path().display()))
        .collect();
    names.join(", ")
}
