//! Publishing a build as one folder, so that the output folder is always one whole build.
//!
//! The files are written into a temporary sibling of the output folder, `<name>.tmp-<pid>-<n>`
//! (`<pid>` is the process id, `<n>` counts publications within the process), and then swapped
//! in: the old folder is renamed aside to `<name>.old-<pid>-<n>-<attempt>`, the new one is
//! renamed into place, and the old one is removed. Renaming a folder is atomic, so a reader (or
//! a concurrent build) only ever sees a whole build under the output name.
//!
//! - A build interrupted while writing leaves the output folder as it was, plus its temporary
//!   folder. One interrupted between the two renames leaves no output folder and the previous
//!   build, whole, under its `.old-` name.
//! - Every publication first clears the leftovers of builds whose process is gone: it puts a
//!   previous build back under the output name if none is there, and removes the rest. Where
//!   the system cannot tell whether a process is running (no `/proc`), leftovers are left alone.
//! - Concurrent builds into the same folder use distinct temporary names. When one build's
//!   rename finds another's folder in place, it moves that folder aside and tries again, so the
//!   output folder ends up as the whole of one of them, never a mix.
//! - Only an empty folder or one holding a build's manifest is ever replaced, so a mistaken
//!   `--out` cannot remove someone's files; nothing is written outside the output folder and
//!   its siblings named above.

use std::ffi::OsStr;
use std::fmt;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use crate::build::{Asset, MANIFEST};
use crate::output::OutputDir;

/// How many times a build moves another build's folder aside before giving up.
const ATTEMPTS: u32 = 64;

/// Counts publications within this process, so that concurrent ones get distinct names.
static PUBLICATIONS: AtomicU64 = AtomicU64::new(0);

/// Why a build could not be published.
#[derive(Debug)]
pub enum PublishError {
    /// The output path names no folder, such as `..` or `/`.
    NoFolderName(PathBuf),
    /// The output path exists and is not a folder a build made.
    NotABuild(PathBuf),
    /// A file system operation failed.
    Io {
        /// What was being done, such as `writing dist.tmp-12-0/atlas.png`.
        action: String,
        /// What went wrong.
        error: io::Error,
    },
}

impl fmt::Display for PublishError {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PublishError::NoFolderName(path) => write!(
                formatter,
                "`{}` does not name a folder to build into",
                path.display()
            ),
            PublishError::NotABuild(path) => write!(
                formatter,
                "refusing to replace `{}`: it is not empty and holds no {MANIFEST}, so a build did not make it",
                path.display()
            ),
            PublishError::Io { action, error } => write!(formatter, "{action}: {error}"),
        }
    }
}

impl std::error::Error for PublishError {}

fn io_error(action: impl Into<String>) -> impl FnOnce(io::Error) -> PublishError {
    let action = action.into();
    move |error| PublishError::Io { action, error }
}

/// Writes `assets` into a temporary sibling of `out` and swaps it into place as `out`.
pub fn publish(out: &Path, assets: &[Asset]) -> Result<(), PublishError> {
    let name = match out.file_name() {
        Some(name)
            if out
                .components()
                .next_back()
                .is_some_and(|c| c.as_os_str() == name) =>
        {
            name.to_string_lossy().into_owned()
        }
        _ => return Err(PublishError::NoFolderName(out.to_path_buf())),
    };
    let parent = match out.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
        _ => PathBuf::from("."),
    };
    fs::create_dir_all(&parent).map_err(io_error(format!("creating {}", parent.display())))?;
    check_replaceable(out)?;
    clear_leftovers(&parent, &name, out)?;
    let publication = format!(
        "{}-{}",
        std::process::id(),
        PUBLICATIONS.fetch_add(1, Ordering::Relaxed)
    );
    let temporary = parent.join(format!("{name}.tmp-{publication}"));
    if let Err(error) = write_all(&temporary, assets) {
        let _ = fs::remove_dir_all(&temporary);
        return Err(error);
    }
    swap(
        &temporary,
        out,
        &parent,
        &format!("{name}.old-{publication}"),
    )
}

/// Fails unless `out` is missing, an empty folder or a folder holding a build's manifest.
fn check_replaceable(out: &Path) -> Result<(), PublishError> {
    let metadata = match out.symlink_metadata() {
        Ok(metadata) => metadata,
        Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(()),
        Err(error) => return Err(io_error(format!("reading {}", out.display()))(error)),
    };
    if !metadata.is_dir() {
        return Err(PublishError::NotABuild(out.to_path_buf()));
    }
    let is_build = out.join(MANIFEST).is_file();
    let is_empty = fs::read_dir(out)
        .map_err(io_error(format!("reading {}", out.display())))?
        .next()
        .is_none();
    if is_build || is_empty {
        Ok(())
    } else {
        Err(PublishError::NotABuild(out.to_path_buf()))
    }
}

fn write_all(folder: &Path, assets: &[Asset]) -> Result<(), PublishError> {
    fs::create_dir(folder).map_err(io_error(format!("creating {}", folder.display())))?;
    let output =
        OutputDir::create(folder).map_err(io_error(format!("creating {}", folder.display())))?;
    for asset in assets {
        output
            .write(&asset.path, &asset.bytes)
            .map_err(io_error(format!(
                "writing {}",
                folder.join(&asset.path).display()
            )))?;
    }
    Ok(())
}

/// Renames `temporary` to `out`, moving whatever folder is at `out` aside first, and removes
/// the folders moved aside.
fn swap(
    temporary: &Path,
    out: &Path,
    parent: &Path,
    aside_prefix: &str,
) -> Result<(), PublishError> {
    let mut aside: Vec<PathBuf> = Vec::new();
    let mut last_error = None;
    for attempt in 0..ATTEMPTS {
        match fs::rename(temporary, out) {
            Ok(()) => {
                for folder in &aside {
                    remove_folder(folder)?;
                }
                return Ok(());
            }
            Err(error) if out.symlink_metadata().is_ok() => {
                let folder = parent.join(format!("{aside_prefix}-{attempt}"));
                match fs::rename(out, &folder) {
                    Ok(()) => aside.push(folder),
                    // Another build moved it first.
                    Err(moving) if moving.kind() == io::ErrorKind::NotFound => {}
                    Err(moving) => {
                        last_error = Some(moving);
                        break;
                    }
                }
                last_error = Some(error);
            }
            Err(error) => {
                last_error = Some(error);
                break;
            }
        }
    }
    // Put the previous build back if nothing took its place, and drop the new one.
    if let Some(previous) = aside.last() {
        let _ = fs::rename(previous, out);
    }
    let _ = fs::remove_dir_all(temporary);
    Err(PublishError::Io {
        action: format!("moving {} to {}", temporary.display(), out.display()),
        error: last_error.unwrap_or_else(|| io::Error::other("the output folder kept changing")),
    })
}

/// Removes `folder`; one already gone is fine.
fn remove_folder(folder: &Path) -> Result<(), PublishError> {
    match fs::remove_dir_all(folder) {
        Ok(()) => Ok(()),
        Err(_) if folder.symlink_metadata().is_err() => Ok(()),
        Err(error) => Err(io_error(format!("removing {}", folder.display()))(error)),
    }
}

/// A sibling folder that a build of `name` left behind.
#[derive(Debug, PartialEq, Eq)]
enum Leftover {
    /// A folder being written: `<name>.tmp-<pid>-…`.
    Temporary(u32),
    /// A previous build moved aside: `<name>.old-<pid>-…`.
    Previous(u32),
}

impl Leftover {
    fn of(file_name: &OsStr, name: &str) -> Option<Leftover> {
        let file_name = file_name.to_str()?;
        let rest = file_name.strip_prefix(name)?.strip_prefix('.')?;
        let (kind, rest) = rest.split_once('-')?;
        let pid = rest.split('-').next()?.parse().ok()?;
        match kind {
            "tmp" => Some(Leftover::Temporary(pid)),
            "old" => Some(Leftover::Previous(pid)),
            _ => None,
        }
    }

    fn pid(&self) -> u32 {
        match self {
            Leftover::Temporary(pid) | Leftover::Previous(pid) => *pid,
        }
    }
}

/// Clears the leftovers of builds of `name` in `parent` whose process is gone: the first
/// previous build goes back to `out` if nothing is there, every other leftover is removed.
fn clear_leftovers(parent: &Path, name: &str, out: &Path) -> Result<(), PublishError> {
    let entries =
        fs::read_dir(parent).map_err(io_error(format!("reading {}", parent.display())))?;
    let mut leftovers: Vec<(Leftover, PathBuf)> = entries
        .filter_map(Result::ok)
        .filter_map(|entry| Some((Leftover::of(&entry.file_name(), name)?, entry.path())))
        .filter(|(leftover, _)| !process_is_running(leftover.pid()))
        .collect();
    leftovers.sort_by(|a, b| a.1.cmp(&b.1));
    for (leftover, path) in leftovers {
        if matches!(leftover, Leftover::Previous(_)) && out.symlink_metadata().is_err() {
            match fs::rename(&path, out) {
                Ok(()) => continue,
                Err(error) if error.kind() == io::ErrorKind::NotFound => continue,
                // Another build put something in place meanwhile: this one goes.
                Err(_) => {}
            }
        }
        remove_folder(&path)?;
    }
    Ok(())
}

/// Whether process `pid` may still be running: this process is, and where `/proc` lists the
/// processes, one is running if it is listed. Elsewhere every process is taken to be running,
/// so that nothing a running build uses is removed.
fn process_is_running(pid: u32) -> bool {
    let processes = Path::new("/proc");
    pid == std::process::id()
        || !processes.join("self").exists()
        || processes.join(pid.to_string()).exists()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A process id no running process has: above Linux's largest.
    const GONE: u32 = 99_999_999;

    fn folder(name: &str) -> PathBuf {
        let folder =
            std::env::temp_dir().join(format!("tilecat-publish-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&folder);
        fs::create_dir_all(&folder).unwrap();
        folder
    }

    fn build(text: &str) -> Vec<Asset> {
        vec![Asset::new(MANIFEST, "{}\n"), Asset::new("a/b.txt", text)]
    }

    fn names(folder: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(folder)
            .unwrap()
            .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn replaces_a_previous_build_and_leaves_no_sibling() {
        let parent = folder("replace");
        let out = parent.join("dist");
        publish(&out, &build("one")).unwrap();
        publish(&out, &build("two")).unwrap();
        assert_eq!(fs::read_to_string(out.join("a/b.txt")).unwrap(), "two");
        assert_eq!(names(&parent), ["dist"]);
        assert_eq!(names(&out), ["a", MANIFEST]);
        fs::remove_dir_all(&parent).unwrap();
    }

    #[test]
    fn concurrent_publications_leave_one_whole_build() {
        let parent = folder("concurrent");
        let out = parent.join("dist");
        let workers: Vec<_> = (0..4)
            .map(|worker| {
                let out = out.clone();
                std::thread::spawn(move || {
                    for round in 0..10 {
                        let mark = format!("{worker}-{round}");
                        let mut assets = vec![Asset::new(MANIFEST, mark.clone())];
                        assets.extend(
                            (0..30).map(|file| Asset::new(format!("f/{file}"), mark.clone())),
                        );
                        publish(&out, &assets).unwrap();
                    }
                })
            })
            .collect();
        for worker in workers {
            worker.join().unwrap();
        }
        let mark = fs::read_to_string(out.join(MANIFEST)).unwrap();
        assert_eq!(names(&out.join("f")).len(), 30);
        for file in 0..30 {
            assert_eq!(
                fs::read_to_string(out.join(format!("f/{file}"))).unwrap(),
                mark
            );
        }
        assert_eq!(names(&parent), ["dist"]);
        fs::remove_dir_all(&parent).unwrap();
    }

    #[test]
    fn refuses_folders_a_build_did_not_make() {
        let parent = folder("refuse");
        let out = parent.join("notes");
        fs::create_dir_all(&out).unwrap();
        fs::write(out.join("mine.txt"), "keep me").unwrap();
        let error = publish(&out, &build("one")).unwrap_err();
        assert!(matches!(error, PublishError::NotABuild(_)), "{error}");
        assert_eq!(fs::read_to_string(out.join("mine.txt")).unwrap(), "keep me");
        assert_eq!(names(&parent), ["notes"]);
        fs::write(parent.join("file"), "a file").unwrap();
        assert!(matches!(
            publish(&parent.join("file"), &build("one")),
            Err(PublishError::NotABuild(_))
        ));
        for path in ["..", "/", "dist/.."] {
            assert!(
                matches!(
                    publish(Path::new(path), &build("one")),
                    Err(PublishError::NoFolderName(_))
                ),
                "{path}"
            );
        }
        fs::remove_dir_all(&parent).unwrap();
    }

    #[test]
    fn puts_back_a_build_left_aside_and_removes_dead_leftovers() {
        let parent = folder("leftovers");
        let out = parent.join("dist");
        let previous = parent.join(format!("dist.old-{GONE}-0-0"));
        let written = parent.join(format!("dist.tmp-{GONE}-0"));
        let running = parent.join(format!("dist.tmp-{}-999", std::process::id()));
        for leftover in [&previous, &written, &running] {
            fs::create_dir_all(leftover.join("a")).unwrap();
        }
        fs::write(previous.join("a/b.txt"), "previous").unwrap();
        fs::write(parent.join("distant.txt"), "not a leftover").unwrap();
        clear_leftovers(&parent, "dist", &out).unwrap();
        assert_eq!(fs::read_to_string(out.join("a/b.txt")).unwrap(), "previous");
        let expected = [
            "dist".to_owned(),
            format!("dist.tmp-{}-999", std::process::id()),
            "distant.txt".to_owned(),
        ];
        assert_eq!(names(&parent), expected);
        // With a build in place, a build left aside is removed, not put back.
        fs::create_dir_all(&previous).unwrap();
        clear_leftovers(&parent, "dist", &out).unwrap();
        assert_eq!(names(&parent), expected);
        assert_eq!(fs::read_to_string(out.join("a/b.txt")).unwrap(), "previous");
        fs::remove_dir_all(&parent).unwrap();
    }

    #[test]
    fn reads_leftover_names() {
        let of = |file: &str| Leftover::of(OsStr::new(file), "dist");
        assert_eq!(of("dist.tmp-12-0"), Some(Leftover::Temporary(12)));
        assert_eq!(of("dist.old-12-0-3"), Some(Leftover::Previous(12)));
        assert_eq!(of("dist"), None);
        assert_eq!(of("dist.tmp-x-0"), None);
        assert_eq!(of("distant.tmp-12-0"), None);
        assert_eq!(of("dist.new-12-0"), None);
    }

    #[test]
    fn a_missing_process_is_not_running() {
        assert!(process_is_running(std::process::id()));
        if Path::new("/proc/self").exists() {
            assert!(!process_is_running(GONE));
        }
    }
}
