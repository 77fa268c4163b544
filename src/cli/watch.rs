//! `tilecat build --watch`: build, then build again on every change under the data folders.
//!
//! Changes are gathered until the folders stay quiet for [`QUIET`], then built at once. Each
//! rebuild prints one line, or the diagnostics when the data is invalid, in which case the
//! output folder keeps the last good build. The watcher keeps the pictures of the latest build
//! (a [`Memo`]), so a rebuild draws only the tiles that changed and encodes only the atlas and
//! contact-sheet pages that show one; the schemas are compiled once; and publishing links the
//! files whose bytes did not change from the build in place.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use notify::{RecursiveMode, Watcher};

use crate::build::{BuildError, BuildOptions, Staging, write_remembering};
use crate::cli::Exit;
use crate::cli::budget::check_pixels;
use crate::cli::console::say;
use crate::cli::validate::show;
use crate::model::Rotation;
use crate::render::Memo;
use crate::schema::Validators;
use crate::validate::validate_with_buffers;
use crate::words::counted;

/// How long the data folders must stay quiet after a change before the rebuild starts: far
/// longer than the gaps within an editor's save, and a change that comes later, even during
/// the rebuild, starts another.
pub const QUIET: Duration = Duration::from_millis(20);

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
    let mut build = Build {
        paths,
        out,
        options,
        edition,
        command,
        validators: Validators::new(),
        memo: Memo::keeping(),
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

/// What each rebuild builds, from the command line, and what it keeps between rebuilds.
struct Build<'a> {
    paths: &'a [PathBuf],
    out: &'a Path,
    options: BuildOptions,
    edition: Option<&'a str>,
    command: &'a str,
    /// The schemas, compiled once.
    validators: Validators,
    /// The pictures of the latest build.
    memo: Memo,
}

impl Build<'_> {
    /// Checks and builds once, printing one line, or the diagnostics when the data is invalid.
    fn once(&mut self) {
        let started = Instant::now();
        let validation = validate_with_buffers(self.paths, &BTreeMap::new(), &self.validators);
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
        // The memo holds every tile's pixels once: an eighth of the pixels the budget counts.
        if let Err(message) =
            check_pixels(catalog.tiles.len(), Rotation::ALL.len(), self.options.size)
        {
            say!("error: {message}; {kept}");
            return;
        }
        // Each file goes into the staging folder as soon as it is made, as in `build`.
        let mut staging = match Staging::begin(self.out) {
            Ok(staging) => staging,
            Err(error) => {
                say!("error: {error}; {kept}");
                return;
            }
        };
        let mut files = 0;
        let mut refused = None;
        let made = write_remembering(
            &catalog,
            self.options,
            self.command,
            &mut self.memo,
            &mut |_| {},
            &mut |asset| {
                files += 1;
                staging.write(asset).map_err(|error| {
                    let message = error.to_string();
                    refused = Some(error);
                    BuildError::Output(message)
                })
            },
        );
        let result = match (refused, made) {
            (Some(error), _) => Err(error.to_string()),
            (None, Err(error)) => Err(error.to_string()),
            (None, Ok(())) => staging.finish().map_err(|error| error.to_string()),
        };
        match result {
            Ok(_) => say!(
                "built {}/ in {} ms: {}, {}, {} drawn",
                self.out.components().as_path().display(),
                started.elapsed().as_millis(),
                counted(files, "file"),
                counted(catalog.tiles.len(), "tile"),
                counted(self.memo.drawn(), "tile"),
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
