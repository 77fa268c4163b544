//! `tilecat build --watch`: build, then build again on every change under the data folders.
//!
//! Changes are gathered until the folders stay quiet for [`QUIET`], then built at once, by the
//! same sequence as `tilecat build` ([`bundle::run`]). Each rebuild prints one line, or the
//! diagnostics when the data is invalid, in which case the output folder keeps the last good
//! build; so does a change that leaves no tiles. The watcher keeps the pictures of the latest
//! build (a [`Memo`]), so a rebuild draws only the tiles that changed and encodes only the atlas
//! and contact-sheet pages that show one; the schemas are compiled once; and publishing links
//! the files whose bytes did not change from the build in place.
//!
//! An output folder inside a watched folder is refused before anything is built: its own
//! writes would start the next build. Every [`CHECK`] the watcher also looks at the paths it
//! watches: a path now naming another folder (moved away and made again, or swapped for a
//! link) is watched again and built; a path gone is reported, the last good build kept, and
//! the path watched and built again once it is back.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{RecvTimeoutError, channel};
use std::time::{Duration, Instant};

use notify::{RecommendedWatcher, RecursiveMode, Watcher};

use crate::cli::Exit;
use crate::cli::catalog_input::show;
use crate::cli::console::say;
use crate::input::schema::Validators;
use crate::input::validate::validate_with_buffers;
use crate::output::bundle::{self, BuildFailure, PublishError, Request};
use crate::output::render::Memo;
use crate::output::words::counted;

/// How long the data folders must stay quiet after a change before the rebuild starts: far
/// longer than the gaps within an editor's save, and a change that comes later, even during
/// the rebuild, starts another.
pub const QUIET: Duration = Duration::from_millis(20);

/// How often the watcher looks whether each watched path still names the file or folder it
/// watches.
pub const CHECK: Duration = Duration::from_millis(250);

/// Builds `paths` as `request` asks now and after every change, until the process is stopped;
/// returns only when the first build is refused for want of data, of tiles or of a folder it
/// may replace, or when the paths cannot be watched.
pub fn run(paths: &[PathBuf], request: &Request<'_>) -> Exit {
    if let Some(folder) = watched_folder_holding(paths, request.out) {
        say!(
            "error: the output folder `{}` is inside `{}`, which is watched, so each build would start another; build into a folder outside the data with --out",
            request.out.display(),
            folder.display()
        );
        return Exit::Usage;
    }
    let mut build = Build {
        paths,
        request,
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
    let mut roots = Vec::new();
    for path in paths {
        if let Err(error) = watcher.watch(path, RecursiveMode::Recursive) {
            say!("error: cannot watch `{}`: {error}", path.display());
            return Exit::Usage;
        }
        roots.push(Root {
            path,
            identity: identity(path),
        });
    }
    if let Err(failure) = build.once() {
        if refuses_the_command(&failure) {
            say!("error: {failure}; nothing was written");
            return Exit::from(&failure);
        }
        build.report(&failure);
    }
    say!("watching {} for changes; stop with Ctrl-C", list(paths));
    loop {
        let mut relevant = false;
        match changes.recv_timeout(CHECK) {
            Ok(first) => {
                relevant = touches_data(&first);
                loop {
                    match changes.recv_timeout(QUIET) {
                        Ok(change) => relevant |= touches_data(&change),
                        Err(RecvTimeoutError::Timeout) => break,
                        Err(RecvTimeoutError::Disconnected) => return Exit::Usage,
                    }
                }
            }
            Err(RecvTimeoutError::Timeout) => {}
            Err(RecvTimeoutError::Disconnected) => return Exit::Usage,
        }
        for root in &mut roots {
            match root.look(&mut watcher) {
                Ok(Look::Same) => {}
                Ok(Look::Gone) => {
                    say!(
                        "error: `{}` is gone; {} keeps the last good build, and `{}` is built again once it is back",
                        root.path.display(),
                        request.out.display(),
                        root.path.display()
                    );
                }
                Ok(Look::Changed) => relevant = true,
                Err(error) => {
                    say!("error: cannot watch `{}`: {error}", root.path.display());
                    return Exit::Usage;
                }
            }
        }
        if relevant
            && roots.iter().all(|root| root.identity.is_some())
            && let Err(failure) = build.once()
        {
            build.report(&failure);
        }
    }
}

/// Whether a first build's `failure` says the command itself cannot work, rather than the data
/// as it is now: no data or no tiles under the paths, or an output folder that is not a
/// build's.
fn refuses_the_command(failure: &BuildFailure) -> bool {
    matches!(
        failure,
        BuildFailure::Invalid { usage: true }
            | BuildFailure::NoTiles
            | BuildFailure::Publish(
                PublishError::NoFolderName(_)
                    | PublishError::NotABuild(_)
                    | PublishError::Strays { .. }
            )
    )
}

/// The watched path among `paths` that holds `out` (or is it), if any, comparing the paths as
/// the file system resolves them.
fn watched_folder_holding<'a>(paths: &'a [PathBuf], out: &Path) -> Option<&'a PathBuf> {
    let out = resolved(out)?;
    paths
        .iter()
        .find(|path| std::fs::canonicalize(path).is_ok_and(|watched| out.starts_with(watched)))
}

/// `path` made absolute with every link resolved, as far as it exists; the part that does not
/// exist yet is appended as written.
fn resolved(path: &Path) -> Option<PathBuf> {
    let absolute = std::path::absolute(path).ok()?;
    let mut existing = absolute.as_path();
    loop {
        if let Ok(canonical) = std::fs::canonicalize(existing) {
            let rest = absolute.strip_prefix(existing).ok()?;
            return Some(canonical.join(rest));
        }
        existing = existing.parent()?;
    }
}

/// Which file or folder a path names: its device and inode, following links. Elsewhere than on
/// Unix only whether it exists is known, so a folder replaced there goes unnoticed.
type Identity = (u64, u64);

#[cfg(unix)]
fn identity(path: &Path) -> Option<Identity> {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata(path)
        .ok()
        .map(|metadata| (metadata.dev(), metadata.ino()))
}

#[cfg(not(unix))]
fn identity(path: &Path) -> Option<Identity> {
    std::fs::metadata(path).ok().map(|_| (0, 0))
}

/// A path named on the command line, and what it named when it was last watched: `None`
/// while it is gone.
struct Root<'a> {
    path: &'a Path,
    identity: Option<Identity>,
}

/// What a look at a watched path found.
enum Look {
    /// It names what it named.
    Same,
    /// It names nothing any more; it was unwatched.
    Gone,
    /// It names something else, or something again: it is watched anew and must be built.
    Changed,
}

impl Root<'_> {
    /// Looks whether the path still names what is watched, and watches it again if not.
    fn look(&mut self, watcher: &mut RecommendedWatcher) -> notify::Result<Look> {
        let now = identity(self.path);
        if now == self.identity {
            return Ok(Look::Same);
        }
        // The watch may be gone with the folder; what is left of it is dropped.
        let _ = watcher.unwatch(self.path);
        self.identity = now;
        if now.is_none() {
            return Ok(Look::Gone);
        }
        watcher.watch(self.path, RecursiveMode::Recursive)?;
        Ok(Look::Changed)
    }
}

/// Whether `path` is that of a data file, or has an ending the pictures tiles name of their own
/// have ([`crate::input::check::pictures::ENDINGS`], the one list the check holds them to).
fn is_data(path: &Path) -> bool {
    path.extension().is_some_and(|ending| ending == "toml")
        || crate::input::check::pictures::has_picture_ending(path)
}

/// Whether a change writes, makes or removes a data file or a picture (or a folder, which may
/// hold some); reading files, as each build does, is no change.
fn touches_data(change: &notify::Result<notify::Event>) -> bool {
    match change {
        Ok(event) => {
            let writes = event.kind.is_modify() || event.kind.is_create() || event.kind.is_remove();
            let data = event
                .paths
                .iter()
                .any(|path| is_data(path) || path.is_dir());
            writes && data
        }
        Err(_) => true,
    }
}

/// What each rebuild builds, from the command line, and what it keeps between rebuilds.
struct Build<'a> {
    paths: &'a [PathBuf],
    request: &'a Request<'a>,
    /// The schemas, compiled once.
    validators: Validators,
    /// The pictures of the latest build.
    memo: Memo,
}

impl Build<'_> {
    /// Checks and builds once, printing the diagnostics and, once built, one line.
    fn once(&mut self) -> Result<(), BuildFailure> {
        let started = Instant::now();
        let validation = validate_with_buffers(self.paths, &BTreeMap::new(), &self.validators);
        if !validation.diagnostics.is_empty() {
            show(&validation);
        }
        let built = bundle::run(&validation, self.request, &mut self.memo, &mut |_| {})?;
        for warning in &built.published.warnings {
            say!("warning: {warning}");
        }
        say!(
            "built {}/ in {} ms: {}, {}, {} drawn",
            self.request.out.components().as_path().display(),
            started.elapsed().as_millis(),
            counted(built.files.len(), "file"),
            counted(built.tiles, "tile"),
            counted(self.memo.drawn(), "tile"),
        );
        Ok(())
    }

    /// Says why a rebuild was not made and that the output folder keeps the last good build.
    fn report(&self, failure: &BuildFailure) {
        say!(
            "error: {failure}; {} keeps the last good build",
            self.request.out.display()
        );
    }
}

fn list(paths: &[PathBuf]) -> String {
    let names: Vec<String> = paths
        .iter()
        .map(|path| format!("{}/", path.components().as_path().display()))
        .collect();
    names.join(", ")
}
