//! Publishing a build as one folder, so that the output folder is always one whole build, and
//! touching nothing beside it that a build cannot prove it made.
//!
//! Every file is reached through the [door](crate::shared::door): the folder holding the output
//! folder is opened once, and everything below happens relative to it and never through a
//! symbolic link.
//!
//! A build stages its files in a folder of its own beside the output folder,
//! `<name>.tmp-<pid>-<token>` (`<token>` is random per run), and holds an advisory lock on
//! that folder from the moment it makes it until it ends: the system drops the lock when the
//! process is gone, however it ended, so a staging folder whose lock can be taken belongs to
//! a build that stopped. The first thing written there is the file [`OWNER`], naming the
//! process and the token: only a folder whose name and owner file agree (or that is still
//! empty) is ever taken for a build's leftover, never a folder whose name merely looks like
//! one. The files go into `build/` inside the staging folder each as soon as it is made,
//! written by a thread of their own ([`Staging`]), so a build holds only the few files
//! waiting to be written; before the swap they are brought to disk together (on Linux one
//! `syncfs` of the folder's file system, which also reports any write-back error; elsewhere
//! each file is synced as it is written). The staging folder is then swapped with the output
//! folder:
//!
//! - On Linux the swap is one `renameat2(RENAME_EXCHANGE)` call: the output name holds the old
//!   build until the very instant it holds the new one, and the old build ends up inside the
//!   staging folder. Where there is no output folder yet, `renameat2(RENAME_NOREPLACE)` puts the
//!   new one in place without replacing one that a concurrent build placed meanwhile. On a file
//!   system that does not support these, and on other systems, the swap is two renames: the old
//!   folder into the staging folder (`old`), then the new one into place; in between there is
//!   no output folder, and a build stopped there leaves the previous build whole in `old`, put
//!   back by the next build.
//! - The staging folder, now holding the previous build, is removed. If that fails the new
//!   build is in place all the same: the failure is a warning, not an error.
//! - Every publication first removes the staging folders of builds that stopped (their lock
//!   can be taken). Where the system offers no advisory lock, they are left alone.
//! - A file whose bytes the build in place holds already is hard-linked from it into the
//!   staging folder rather than written again (see [`reuse`](super::reuse)); the build in place
//!   is only read.
//! - Only a missing folder, an empty one or one holding a build's manifest is ever replaced, so
//!   a mistaken `--out` cannot remove someone's files; nothing is written outside the output
//!   folder and the staging folder.
//! - Nor is a build replaced that holds anything its manifest does not list (a file or folder
//!   put there since, a [`Stray`]), or a listed file that is no longer a regular file (replaced
//!   by a link or a folder): what is in the output folder is either the build's or refused.
//!   This is checked when the build begins and again just before the swap, so that a file
//!   saved into the output folder while the build runs is not lost either.
//!   A listed file's contents are not compared (the manifest holds no digests), and a second
//!   hard link to a listed file loses nothing when the build's name for it goes.

use std::collections::HashSet;
use std::ffi::OsStr;
use std::fmt;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::thread;

use crate::output::bundle::reuse::Previous;
use crate::output::bundle::{Asset, BUILD_MANIFEST};
use crate::shared::door::{EntryKind, Folder, check_relative, random_token};

/// The file a build writes first into its staging folder, proving the folder is its own.
pub const OWNER: &str = "owner";
/// The folder inside the staging folder that the files are written into.
const STAGED: &str = "build";
/// The folder inside the staging folder that the previous build is moved into by the
/// two-rename swap.
const PREVIOUS: &str = "old";
/// The first line of an owner file.
const OWNER_HEADER: &str = "tilecat build staging folder";
/// How many times a build moves another build's folder aside before giving up.
const ATTEMPTS: u32 = 64;
/// The largest manifest or owner file read.
const SMALL_FILE: u64 = 1024 * 1024;

/// Why a build could not be published.
#[derive(Debug)]
pub enum PublishError {
    /// The output path names no folder, such as `..` or `/`.
    NoFolderName(PathBuf),
    /// The output path exists and is not a folder a build made.
    NotABuild(PathBuf),
    /// The output path is a symbolic link.
    Link(PathBuf),
    /// The output folder is a build, but holds what its manifest does not account for.
    Strays {
        /// The output folder.
        out: PathBuf,
        /// The first few, in path order.
        shown: Vec<Stray>,
        /// How many more there are.
        more: usize,
    },
    /// A file system operation failed.
    Io {
        /// What was being done, such as `writing dist.tmp-12-…/build/atlas.png`.
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
                "refusing to replace `{}`: it is not empty and holds no {BUILD_MANIFEST} made by tilecat, so a build did not make it",
                path.display()
            ),
            PublishError::Link(path) => write!(
                formatter,
                "refusing to build into `{}`: it is a symbolic link, and a build never replaces one; name the folder it points to, or another folder",
                path.display()
            ),
            PublishError::Strays { out, shown, more } => {
                write!(
                    formatter,
                    "refusing to replace `{}`: it holds what its {BUILD_MANIFEST} does not list, so a build did not make it: ",
                    out.display()
                )?;
                for (index, stray) in shown.iter().enumerate() {
                    let separator = match index {
                        0 => "",
                        _ if index + 1 == shown.len() && *more == 0 => " and ",
                        _ => ", ",
                    };
                    write!(formatter, "{separator}{stray}")?;
                }
                if *more > 0 {
                    write!(formatter, " and {more} more")?;
                }
                write!(
                    formatter,
                    "; move them out of `{}`, or build into another folder with --out",
                    out.display()
                )
            }
            PublishError::Io { action, error } => write!(formatter, "{action}: {error}"),
        }
    }
}

/// Something in a build's folder that its manifest does not account for, by its path inside
/// the folder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Stray {
    /// A file, link or other entry that the manifest does not list.
    File(String),
    /// A folder that holds no file the manifest lists.
    Folder(String),
    /// A file the manifest lists that is no longer a regular file: a link, a folder or a
    /// special file now stands in its place.
    Replaced(String),
}

impl fmt::Display for Stray {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Stray::File(path) => write!(formatter, "`{path}`"),
            Stray::Folder(path) => write!(formatter, "`{path}/`"),
            Stray::Replaced(path) => {
                write!(formatter, "`{path}` (no longer the file the build wrote)")
            }
        }
    }
}

/// How many strays a [`PublishError::Strays`] names; the others are counted.
const SHOWN: usize = 5;

impl std::error::Error for PublishError {}

fn io_error(action: impl Into<String>) -> impl FnOnce(io::Error) -> PublishError {
    let action = action.into();
    move |error| PublishError::Io { action, error }
}

/// A build in place: how it was swapped in, and what could not be cleaned up afterwards.
#[derive(Debug)]
pub struct Published {
    /// Whether the swap was one atomic exchange (or a rename onto a free name), rather than two
    /// renames with a moment in between where the output folder did not exist.
    pub atomic: bool,
    /// What could not be cleaned up; the build is in place all the same.
    pub warnings: Vec<Leftover>,
}

/// Something a build in place could not clean up, and why: each is a warning, as the build is
/// in place all the same.
#[derive(Debug)]
pub enum Leftover {
    /// The swap may not have reached the disk yet: the folder that could not be synced.
    Unsynced {
        /// The folder holding the output folder.
        folder: PathBuf,
        /// Why it could not be synced.
        error: io::Error,
    },
    /// The previous build could not be removed from the staging folder it was swapped into.
    Previous {
        /// The staging folder.
        staging: PathBuf,
        /// Why it could not be removed.
        error: io::Error,
    },
    /// The staging folder of a build that stopped could not be removed.
    Stopped {
        /// The staging folder.
        staging: PathBuf,
        /// Why it could not be removed.
        error: io::Error,
    },
}

impl fmt::Display for Leftover {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Leftover::Unsynced { folder, error } => write!(
                formatter,
                "the swap may not have reached the disk yet ({}): {error}",
                folder.display()
            ),
            Leftover::Previous { staging, error } => write!(
                formatter,
                "the previous build could not be removed from {}: {error}",
                staging.display()
            ),
            Leftover::Stopped { staging, error } => write!(
                formatter,
                "the leftover {} of a stopped build could not be removed: {error}",
                staging.display()
            ),
        }
    }
}

/// Writes `assets` into a staging folder beside `out` and swaps it into place as `out`: a
/// [`Staging`] given every asset in turn.
pub fn publish(out: &Path, assets: &[Asset]) -> Result<Published, PublishError> {
    let mut staging = Staging::begin(out)?;
    for asset in assets {
        staging.write(asset.clone())?;
    }
    staging.finish()
}

/// How many files handed to a [`Staging`] may wait for its writing thread; the one handing
/// them over waits beyond that, so the files held at once stay few.
const QUEUE: usize = 64;

/// A build being published: each file handed over ([`Staging::write`]) is written into the
/// staging folder by a thread of its own while the build goes on making the next, so no file
/// is held longer than it takes to write it, and [`Staging::finish`] makes them durable and
/// swaps the folder into place as the output folder. Dropped before it is finished, it removes
/// its staging folder and leaves the output folder as it was.
#[derive(Debug)]
pub struct Staging {
    /// The output folder, as named.
    out: PathBuf,
    /// The output folder's name in its parent.
    name: PathBuf,
    /// The folder holding the output folder.
    parent: Folder,
    /// This build's staging folder's name in the parent, `<name>.tmp-<pid>-<token>`.
    staging_name: PathBuf,
    /// This build's staging folder, held open and locked from its making: the lock tells
    /// other builds it is in use, and syncing its file system reports every write-back error
    /// since then.
    staging: Folder,
    /// Where files go to the writing thread; `None` once it has stopped.
    files: Option<mpsc::SyncSender<Asset>>,
    /// The writing thread, with its first error; `None` once joined.
    writer: Option<thread::JoinHandle<Result<(), PublishError>>>,
    /// Leftovers of earlier builds that could not be removed.
    warnings: Vec<Leftover>,
    /// Whether the staging folder has been dealt with by [`Staging::finish`].
    finished: bool,
}

impl Staging {
    /// Prepares the publication of a build as `out`: refuses an `out` that is not a folder a
    /// build made, removes the leftovers of stopped builds, makes this build's staging folder,
    /// its owner file first, and starts the thread that writes the files.
    pub fn begin(out: &Path) -> Result<Staging, PublishError> {
        let name = match out.file_name() {
            Some(name)
                if out
                    .components()
                    .next_back()
                    .is_some_and(|c| c.as_os_str() == name) =>
            {
                name.to_owned()
            }
            _ => return Err(PublishError::NoFolderName(out.to_path_buf())),
        };
        let parent_path = match out.parent() {
            Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
            _ => PathBuf::from("."),
        };
        let parent = Folder::create(&parent_path)
            .map_err(io_error(format!("opening {}", parent_path.display())))?;
        let name = PathBuf::from(name);
        check_replaceable(&parent, &name, out)?;
        check_strays(&parent, &name, out)?;
        let previous = Previous::at(&parent, &name);
        let text_name = name.to_string_lossy().into_owned();
        let warnings = clear_leftovers(&parent, &text_name, &name)?;
        let (staging_name, staging) = stage(&parent, &text_name)?;
        let staged = match staging.existing_subfolder(Path::new(STAGED)) {
            Ok(Some(staged)) => staged,
            other => {
                let _ = remove_staging(&parent, &staging_name);
                return Err(PublishError::Io {
                    action: format!(
                        "opening {}",
                        parent.path().join(&staging_name).join(STAGED).display()
                    ),
                    error: other
                        .err()
                        .unwrap_or_else(|| io::Error::from(io::ErrorKind::NotFound)),
                });
            }
        };
        let (files, queue) = mpsc::sync_channel(QUEUE);
        let writer = thread::spawn(move || write_all_files(&staged, &previous, queue));
        Ok(Staging {
            out: out.to_path_buf(),
            name,
            parent,
            staging_name,
            staging,
            files: Some(files),
            writer: Some(writer),
            warnings,
            finished: false,
        })
    }

    /// Hands `asset` to the writing thread, which writes it into the staging folder as a new
    /// file: a path named twice, or one that would leave the folder, is an error. The error of
    /// a file that could not be written is returned by a later call, or by
    /// [`Staging::finish`].
    pub fn write(&mut self, asset: Asset) -> Result<(), PublishError> {
        let path = self.staging.path().join(STAGED).join(&asset.path);
        if let Some(files) = &self.files
            && files.send(asset).is_ok()
        {
            return Ok(());
        }
        self.stop_writing()?;
        Err(PublishError::Io {
            action: format!("writing {}", path.display()),
            error: io::Error::other("the staging folder is no longer written"),
        })
    }

    /// Waits for every file handed over to be written, makes them durable, swaps the staging
    /// folder into place as the output folder and removes the previous build. An output folder
    /// that has come to hold what its build did not make since [`Staging::begin`] is refused
    /// here, as there.
    pub fn finish(mut self) -> Result<Published, PublishError> {
        self.stop_writing()?;
        // What was put into the output folder while the build ran is refused as well.
        check_replaceable(&self.parent, &self.name, &self.out)?;
        check_strays(&self.parent, &self.name, &self.out)?;
        self.staging.sync_file_system().map_err(io_error(format!(
            "saving {} to disk",
            self.staging.path().display()
        )))?;
        let atomic = swap(&self.parent, &self.staging_name, &self.name, &self.out)?;
        self.finished = true;
        let mut warnings = std::mem::take(&mut self.warnings);
        // The swap itself reaches the disk before the command says it is done.
        if let Err(error) = self.parent.sync() {
            warnings.push(Leftover::Unsynced {
                folder: self.parent.path().to_path_buf(),
                error,
            });
        }
        if let Err(error) = remove_staging(&self.parent, &self.staging_name) {
            warnings.push(Leftover::Previous {
                staging: self.staging.path().to_path_buf(),
                error,
            });
        }
        Ok(Published { atomic, warnings })
    }

    /// Closes the queue and waits for the writing thread; its error, if it stopped on one.
    fn stop_writing(&mut self) -> Result<(), PublishError> {
        self.files = None;
        match self.writer.take().map(thread::JoinHandle::join) {
            None | Some(Ok(Ok(()))) => Ok(()),
            Some(Ok(Err(error))) => Err(error),
            Some(Err(_)) => Err(PublishError::Io {
                action: format!("writing {}", self.staging.path().display()),
                error: io::Error::other("the thread writing the files stopped"),
            }),
        }
    }
}

impl Drop for Staging {
    fn drop(&mut self) {
        let _ = self.stop_writing();
        if !self.finished {
            let _ = remove_staging(&self.parent, &self.staging_name);
        }
    }
}

/// How many bytes the writing thread writes before it brings them to disk while the build
/// goes on, so that little is left to bring to disk at the end.
const WRITE_BACK: usize = 32 * 1024 * 1024;

/// Writes every file that arrives on `queue` into `staged`, in order, until the queue closes,
/// bringing them to disk every [`WRITE_BACK`] bytes; a file whose bytes the `previous` build
/// holds is linked from it instead. Stops at the first that cannot be written.
///
/// On Linux a file is not synced as it is written: syncing the staging folder's file system
/// costs far less than a sync per file. Elsewhere each file is synced as it is written.
fn write_all_files(
    staged: &Folder,
    previous: &Previous,
    queue: mpsc::Receiver<Asset>,
) -> Result<(), PublishError> {
    let mut unsaved = 0;
    for asset in queue {
        let relative = Path::new(&asset.path);
        let failed = || {
            io_error(format!(
                "writing {}",
                staged.path().join(relative).display()
            ))
        };
        check_relative(relative).map_err(failed())?;
        if previous.link(staged, &asset).map_err(failed())? {
            continue;
        }
        staged
            .write_new(relative, &asset.bytes, !cfg!(target_os = "linux"))
            .map_err(failed())?;
        unsaved += asset.bytes.len();
        if unsaved >= WRITE_BACK {
            staged.sync_file_system().map_err(io_error(format!(
                "saving {} to disk",
                staged.path().display()
            )))?;
            unsaved = 0;
        }
    }
    Ok(())
}

/// Removes the staging folder `staging_name` of `parent`, its owner file last, so that a
/// removal stopped halfway still leaves a folder recognisably a build's own.
fn remove_staging(parent: &Folder, staging_name: &Path) -> io::Result<()> {
    let Some(staging) = parent.existing_subfolder(staging_name)? else {
        return Ok(());
    };
    for entry in staging.names()? {
        if entry != OWNER {
            staging.remove_tree(Path::new(&entry))?;
        }
    }
    staging.remove_file(Path::new(OWNER))?;
    parent.remove_tree(staging_name)
}

/// Fails unless `name` in `parent` is missing, an empty folder or a folder holding a build's
/// manifest.
fn check_replaceable(parent: &Folder, name: &Path, out: &Path) -> Result<(), PublishError> {
    let reading = || io_error(format!("reading {}", out.display()));
    // A concurrent build may swap its folder in, and empty the one it replaced, while this one
    // looks: a verdict counts only for the folder `name` still names once it is reached.
    for _ in 0..ATTEMPTS {
        match parent.kind(name).map_err(reading())? {
            None => return Ok(()),
            Some(EntryKind::SymbolicLink) => return Err(PublishError::Link(out.to_path_buf())),
            Some(EntryKind::Folder) => {
                let Some(folder) = parent.existing_subfolder(name).map_err(reading())? else {
                    continue;
                };
                let verdict = folder.names().map_err(reading())?.is_empty() || is_build(&folder);
                if folder.is_named(parent, name).map_err(reading())? {
                    return if verdict {
                        Ok(())
                    } else {
                        Err(PublishError::NotABuild(out.to_path_buf()))
                    };
                }
            }
            Some(_) => return Err(PublishError::NotABuild(out.to_path_buf())),
        }
    }
    Err(reading()(io::Error::other(
        "the output folder kept changing",
    )))
}

/// Fails when the folder `name` in `parent` (`out`), a folder [`check_replaceable`] accepts,
/// holds anything that the manifest of the build in it does not list, or a listed file that
/// is no longer a regular file. A concurrent build may swap its own folder in meanwhile: the
/// folder looked at is the one opened, and when `name` no longer names it the manifest and the
/// files are looked at again, so that they are always those of one build.
fn check_strays(parent: &Folder, name: &Path, out: &Path) -> Result<(), PublishError> {
    let reading = || io_error(format!("reading {}", out.display()));
    for _ in 0..ATTEMPTS {
        let Some(folder) = parent.existing_subfolder(name).map_err(reading())? else {
            return Ok(());
        };
        let previous = Previous::of(folder);
        let found = strays(&previous, out);
        if previous
            .folder()
            .is_some_and(|folder| folder.is_named(parent, name).unwrap_or(false))
        {
            return found;
        }
    }
    Err(reading()(io::Error::other(
        "the output folder kept changing",
    )))
}

/// The check of [`check_strays`] over the build in place `previous`. Links are not followed,
/// a stray folder is named once, not looked into, and an entry that vanishes while it is
/// looked at is not a stray.
fn strays(previous: &Previous, out: &Path) -> Result<(), PublishError> {
    let Some(folder) = previous.folder() else {
        return Ok(());
    };
    let listed: HashSet<&str> = previous.files().collect();
    let folders: HashSet<&str> = listed
        .iter()
        .flat_map(|path| path.match_indices('/').map(|(end, _)| &path[..end]))
        .collect();
    let mut found = Vec::new();
    walk_strays(folder, "", &listed, &folders, &mut found)
        .map_err(io_error(format!("reading {}", out.display())))?;
    if found.is_empty() {
        return Ok(());
    }
    let more = found.len().saturating_sub(SHOWN);
    found.truncate(SHOWN);
    Err(PublishError::Strays {
        out: out.to_path_buf(),
        shown: found,
        more,
    })
}

/// Adds to `found`, in path order, what `folder` (at `prefix` inside the output folder) holds
/// that `listed` does not account for: a file not listed, a folder holding no listed file, a
/// listed path that is no longer a regular file.
fn walk_strays(
    folder: &Folder,
    prefix: &str,
    listed: &HashSet<&str>,
    folders: &HashSet<&str>,
    found: &mut Vec<Stray>,
) -> io::Result<()> {
    let mut names = folder.names()?;
    names.sort();
    for entry in names {
        let shown = format!("{prefix}{}", entry.to_string_lossy());
        // A name that is not UTF-8 is listed by no manifest.
        let name = entry.to_str().map(|_| shown.as_str()).unwrap_or("");
        let kind = match folder.kind(Path::new(&entry)) {
            Ok(Some(kind)) => kind,
            Ok(None) => continue,
            Err(error) if error.kind() == io::ErrorKind::NotFound => continue,
            Err(error) => return Err(error),
        };
        let stray = match kind {
            EntryKind::Folder if folders.contains(name) => {
                match folder.existing_subfolder(Path::new(&entry)) {
                    Ok(Some(inner)) => {
                        walk_strays(&inner, &format!("{shown}/"), listed, folders, found)?
                    }
                    Ok(None) => {}
                    Err(error) if error.kind() == io::ErrorKind::NotFound => {}
                    Err(error) => return Err(error),
                }
                continue;
            }
            EntryKind::Folder if listed.contains(name) => Stray::Replaced(shown),
            EntryKind::Folder => Stray::Folder(shown),
            EntryKind::Regular if listed.contains(name) => continue,
            _ if listed.contains(name) => Stray::Replaced(shown),
            _ => Stray::File(shown),
        };
        found.push(stray);
    }
    Ok(())
}

/// Whether `folder` holds a manifest that tilecat wrote: a regular file naming tilecat as its
/// generator.
fn is_build(folder: &Folder) -> bool {
    read_small(folder, Path::new(BUILD_MANIFEST)).is_some_and(|text| {
        serde_json::from_str::<serde_json::Value>(&text).is_ok_and(|document| {
            document["generator"]
                .as_str()
                .is_some_and(|generator| generator.starts_with("tilecat "))
        })
    })
}

/// The text of a small regular file beneath `folder`, at most [`SMALL_FILE`] bytes.
fn read_small(folder: &Folder, relative: &Path) -> Option<String> {
    String::from_utf8(folder.read(relative, SMALL_FILE).ok()?).ok()
}

/// Makes this build's staging folder in `parent` for an output folder called `name`, takes
/// its lock, writes its owner file and makes `build/` beside it; returns its name and the
/// folder, open and locked. A folder that a cleaning build removed between its making and its
/// locking is made again under a new name.
fn stage(parent: &Folder, name: &str) -> Result<(PathBuf, Folder), PublishError> {
    for _ in 0..ATTEMPTS {
        let owner = Owner::this_run();
        let staging_name = PathBuf::from(owner.folder_name(name));
        let path = parent.path().join(&staging_name);
        let failed = |what: &str| io_error(format!("{what} {}", path.display()));
        // A new folder only: if the name is taken, nothing of it is touched. Until it is
        // locked, a cleaning build may take the empty folder for a leftover and remove it:
        // then it is made again.
        let staging = match parent.create_folder(&staging_name, false) {
            Ok(staging) => staging,
            Err(error) if error.kind() == io::ErrorKind::NotFound => continue,
            Err(error) => return Err(failed("creating")(error)),
        };
        match staging.lock(true) {
            Ok(_) => {}
            // Without advisory locks, leftovers are never removed, so this one is safe.
            Err(error) if error.kind() == io::ErrorKind::Unsupported => {}
            Err(error) => return Err(failed("locking")(error)),
        }
        if !staging
            .is_named(parent, &staging_name)
            .map_err(failed("opening"))?
        {
            continue;
        }
        let written = staging
            .write_new(Path::new(OWNER), owner.text().as_bytes(), true)
            .and_then(|()| staging.create_folder(Path::new(STAGED), false).map(drop));
        if let Err(error) = written {
            let _ = remove_staging(parent, &staging_name);
            return Err(failed("writing")(error));
        }
        return Ok((staging_name, staging));
    }
    Err(PublishError::Io {
        action: format!("creating a staging folder in {}", parent.path().display()),
        error: io::Error::other("its staging folders kept being removed"),
    })
}

/// Swaps `staging_name/build` into place as `name` in `parent`; the previous build, if any,
/// ends up inside the staging folder. Returns whether the swap was atomic.
fn swap(
    parent: &Folder,
    staging_name: &Path,
    name: &Path,
    out: &Path,
) -> Result<bool, PublishError> {
    let new = staging_name.join(STAGED);
    let failed = || {
        io_error(format!(
            "moving {} to {}",
            parent.path().join(&new).display(),
            out.display()
        ))
    };
    for _ in 0..ATTEMPTS {
        match parent.exchange(&new, parent, name) {
            Ok(()) => return Ok(true),
            Err(error) if error.kind() == io::ErrorKind::Unsupported => {
                return two_renames(parent, staging_name, name, out).map(|()| false);
            }
            Err(error) if error.kind() == io::ErrorKind::NotFound => {
                if parent.kind(&new).map_err(failed())?.is_none() {
                    return Err(failed()(error));
                }
            }
            Err(error) => return Err(failed()(error)),
        }
        match parent.rename_new(&new, parent, name) {
            Ok(()) => return Ok(true),
            // A concurrent build put its folder in place: exchange with that one.
            Err(error) if error.kind() == io::ErrorKind::AlreadyExists => {}
            Err(error) => return Err(failed()(error)),
        }
    }
    Err(failed()(io::Error::other(
        "the output folder kept changing",
    )))
}

/// The swap where no atomic exchange is offered: moves whatever folder is `name` in `parent`
/// into the staging folder, then renames the new build to `name`, trying again when a
/// concurrent build put its folder in place meanwhile.
fn two_renames(
    parent: &Folder,
    staging_name: &Path,
    name: &Path,
    out: &Path,
) -> Result<(), PublishError> {
    let new = staging_name.join(STAGED);
    let mut last_error = None;
    for attempt in 0..ATTEMPTS {
        match parent.rename(&new, parent, name) {
            Ok(()) => return Ok(()),
            Err(error) if parent.kind(name).is_ok_and(|kind| kind.is_some()) => {
                let aside = staging_name.join(if attempt == 0 {
                    PREVIOUS.to_owned()
                } else {
                    format!("{PREVIOUS}-{attempt}")
                });
                match parent.rename(name, parent, &aside) {
                    Ok(()) => {}
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
    // Put the previous build back if nothing took its place.
    let _ = parent.rename_new(&staging_name.join(PREVIOUS), parent, name);
    Err(PublishError::Io {
        action: format!(
            "moving {} to {}",
            parent.path().join(&new).display(),
            out.display()
        ),
        error: last_error.unwrap_or_else(|| io::Error::other("the output folder kept changing")),
    })
}

/// Who a staging folder belongs to: the process and a random token of the run.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Owner {
    pid: u32,
    token: u64,
}

impl Owner {
    fn this_run() -> Owner {
        Owner {
            pid: std::process::id(),
            token: random_token(),
        }
    }

    /// The staging folder's name for an output folder called `name`.
    fn folder_name(&self, name: &str) -> String {
        format!("{name}.tmp-{}-{:016x}", self.pid, self.token)
    }

    /// The owner file's text.
    fn text(&self) -> String {
        format!(
            "{OWNER_HEADER}\npid {}\ntoken {:016x}\n",
            self.pid, self.token
        )
    }

    /// The owner of the folder `staging` called `file_name` beside an output folder called
    /// `name`, when its name has the staging form and its owner file agrees with the name, or
    /// it holds nothing yet.
    fn of(staging: &Folder, file_name: &str, name: &str) -> Option<Owner> {
        let owner = Owner::named(file_name, name)?;
        if is_unwritten(staging) {
            // Stopped between creating the folder and writing the owner file: nothing in it
            // to lose.
            return Some(owner);
        }
        let text = read_small(staging, Path::new(OWNER))?;
        (owner.text() == text).then_some(owner)
    }

    /// The owner a folder called `file_name` would have, if its name has the staging form
    /// for an output folder called `name`.
    fn named(file_name: &str, name: &str) -> Option<Owner> {
        let rest = file_name.strip_prefix(name)?.strip_prefix(".tmp-")?;
        let (pid, token) = rest.split_once('-')?;
        let pid: u32 = pid.parse().ok()?;
        if token.len() != 16 {
            return None;
        }
        let token = u64::from_str_radix(token, 16).ok()?;
        Some(Owner { pid, token })
    }
}

/// Whether `folder` holds nothing but, at most, an empty owner file.
fn is_unwritten(folder: &Folder) -> bool {
    folder.names().is_ok_and(|names| {
        names.iter().all(|entry| {
            entry == OsStr::new(OWNER)
                && folder
                    .regular_len(Path::new(OWNER))
                    .is_ok_and(|len| len == Some(0))
        })
    })
}

/// Removes the staging folders of builds of `name` in `parent` that stopped (their lock can
/// be taken); a previous build left in one by a two-rename swap goes back to `out_name` if
/// nothing is there. Returns a warning for each that could not be removed.
fn clear_leftovers(
    parent: &Folder,
    name: &str,
    out_name: &Path,
) -> Result<Vec<Leftover>, PublishError> {
    let mut entries = parent
        .names()
        .map_err(io_error(format!("reading {}", parent.path().display())))?;
    entries.sort();
    let mut warnings = Vec::new();
    for entry in entries {
        let Some(file_name) = entry.to_str() else {
            continue;
        };
        if Owner::named(file_name, name).is_none() {
            continue;
        }
        let staging_name = Path::new(file_name);
        // Only a folder, never a link to one; the lock is held while it is removed.
        let Ok(Some(staging)) = parent.existing_subfolder(staging_name) else {
            continue;
        };
        if !staging.lock(false).unwrap_or(false) || Owner::of(&staging, file_name, name).is_none() {
            continue;
        }
        let previous = staging_name.join(PREVIOUS);
        if parent.kind(out_name).is_ok_and(|kind| kind.is_none())
            && parent.kind(&previous).is_ok_and(|kind| kind.is_some())
        {
            // Nothing else is at the output folder; if a concurrent build got there first,
            // this fails and the previous build goes with the rest of the folder.
            let _ = parent.rename_new(&previous, parent, out_name);
        }
        match remove_staging(parent, staging_name) {
            Ok(()) => {}
            Err(_) if parent.kind(staging_name).is_ok_and(|kind| kind.is_none()) => {}
            Err(error) => warnings.push(Leftover::Stopped {
                staging: parent.path().join(staging_name),
                error,
            }),
        }
    }
    Ok(warnings)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

    /// A process id no running process has: above Linux's largest.
    const GONE: u32 = 99_999_999;

    fn build(text: &str) -> Vec<Asset> {
        vec![
            Asset::new(
                BUILD_MANIFEST,
                "{\"generator\": \"tilecat 0.1.0\", \"files\": [\"a/b.txt\"]}\n",
            ),
            Asset::new("a/b.txt", text),
        ]
    }

    fn names(folder: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(folder)
            .unwrap()
            .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    /// A staging folder as a build of process `pid` would have left it (unlocked).
    fn leftover(parent: &Path, pid: u32) -> PathBuf {
        let owner = Owner {
            pid,
            token: 0x0123_4567_89ab_cdef,
        };
        let staging = parent.join(owner.folder_name("dist"));
        fs::create_dir_all(staging.join(STAGED)).unwrap();
        fs::write(staging.join(OWNER), owner.text()).unwrap();
        staging
    }

    #[test]
    fn replaces_a_previous_build_and_leaves_no_sibling() {
        let parent = tempfile::tempdir().unwrap();
        let out = parent.path().join("dist");
        publish(&out, &build("one")).unwrap();
        let published = publish(&out, &build("two")).unwrap();
        assert_eq!(fs::read_to_string(out.join("a/b.txt")).unwrap(), "two");
        assert_eq!(names(parent.path()), ["dist"]);
        assert_eq!(names(&out), ["a", BUILD_MANIFEST]);
        assert!(published.warnings.is_empty(), "{:?}", published.warnings);
        assert_eq!(published.atomic, cfg!(target_os = "linux"));
    }

    #[test]
    fn an_unfinished_publication_leaves_the_output_folder_as_it_was() {
        let parent = tempfile::tempdir().unwrap();
        let out = parent.path().join("dist");
        publish(&out, &build("one")).unwrap();
        let mut staging = Staging::begin(&out).unwrap();
        for asset in build("two") {
            staging.write(asset).unwrap();
        }
        drop(staging);
        assert_eq!(fs::read_to_string(out.join("a/b.txt")).unwrap(), "one");
        assert_eq!(names(parent.path()), ["dist"]);
    }

    #[test]
    fn a_path_named_twice_or_leaving_the_folder_fails_and_leaves_nothing() {
        let parent = tempfile::tempdir().unwrap();
        let out = parent.path().join("dist");
        for paths in [["a.txt", "a.txt"], ["a.txt", "../escape.txt"]] {
            let mut staging = Staging::begin(&out).unwrap();
            let outcome = paths
                .iter()
                .try_for_each(|path| staging.write(Asset::new(*path, "x")))
                .and_then(|()| staging.finish().map(drop));
            let error = outcome.unwrap_err();
            assert!(matches!(error, PublishError::Io { .. }), "{error}");
            assert!(names(parent.path()).is_empty(), "{paths:?}");
        }
    }

    #[test]
    fn concurrent_publications_leave_one_whole_build() {
        let parent = tempfile::tempdir().unwrap();
        let out = parent.path().join("dist");
        let workers: Vec<_> = (0..4)
            .map(|worker| {
                let out = out.clone();
                std::thread::spawn(move || {
                    for round in 0..10 {
                        let files: Vec<String> = (0..30).map(|file| format!("f/{file}")).collect();
                        let mark = serde_json::json!({
                            "generator": format!("tilecat {worker}-{round}"),
                            "files": files,
                        })
                        .to_string();
                        let mut assets = vec![Asset::new(BUILD_MANIFEST, mark.clone())];
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
        let mark = fs::read_to_string(out.join(BUILD_MANIFEST)).unwrap();
        assert_eq!(names(&out.join("f")).len(), 30);
        for file in 0..30 {
            assert_eq!(
                fs::read_to_string(out.join(format!("f/{file}"))).unwrap(),
                mark
            );
        }
        assert_eq!(names(parent.path()), ["dist"]);
    }

    #[test]
    fn refuses_folders_a_build_did_not_make() {
        let parent = tempfile::tempdir().unwrap();
        let parent = parent.path();
        let out = parent.join("notes");
        fs::create_dir_all(&out).unwrap();
        fs::write(out.join("mine.txt"), "keep me").unwrap();
        let error = publish(&out, &build("one")).unwrap_err();
        assert!(matches!(error, PublishError::NotABuild(_)), "{error}");
        // A manifest some other program wrote proves nothing either.
        fs::write(out.join(BUILD_MANIFEST), "{\"generator\": \"notes\"}").unwrap();
        let error = publish(&out, &build("one")).unwrap_err();
        assert!(matches!(error, PublishError::NotABuild(_)), "{error}");
        assert_eq!(fs::read_to_string(out.join("mine.txt")).unwrap(), "keep me");
        assert_eq!(names(parent), ["notes"]);
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
    }

    #[test]
    fn refuses_a_build_holding_what_its_manifest_does_not_list_and_changes_nothing() {
        let parent = tempfile::tempdir().unwrap();
        let out = parent.path().join("dist");
        publish(&out, &build("one")).unwrap();
        fs::create_dir(out.join("mine")).unwrap();
        fs::write(out.join("mine/notes.txt"), "keep me").unwrap();
        fs::write(out.join("a/extra.txt"), "keep me too").unwrap();
        std::os::unix::fs::symlink("elsewhere", out.join("link")).unwrap();
        let error = publish(&out, &build("two")).unwrap_err();
        let PublishError::Strays { shown, more, .. } = &error else {
            panic!("{error}");
        };
        assert_eq!(
            shown,
            &[
                Stray::File("a/extra.txt".to_owned()),
                Stray::File("link".to_owned()),
                Stray::Folder("mine".to_owned()),
            ]
        );
        assert_eq!(*more, 0);
        assert_eq!(fs::read_to_string(out.join("a/b.txt")).unwrap(), "one");
        assert_eq!(
            fs::read_to_string(out.join("mine/notes.txt")).unwrap(),
            "keep me"
        );
        assert_eq!(names(parent.path()), ["dist"]);
        // A listed file swapped for a folder is no longer the build's.
        for stray in ["a/extra.txt", "link"] {
            fs::remove_file(out.join(stray)).unwrap();
        }
        fs::remove_dir_all(out.join("mine")).unwrap();
        fs::remove_file(out.join("a/b.txt")).unwrap();
        fs::create_dir(out.join("a/b.txt")).unwrap();
        let error = publish(&out, &build("two")).unwrap_err();
        assert!(
            matches!(&error, PublishError::Strays { shown, .. } if shown == &[Stray::Replaced("a/b.txt".to_owned())]),
            "{error}"
        );
        fs::remove_dir(out.join("a/b.txt")).unwrap();
        publish(&out, &build("two")).unwrap();
        assert_eq!(fs::read_to_string(out.join("a/b.txt")).unwrap(), "two");
    }

    #[test]
    fn folders_and_files_that_only_look_like_leftovers_are_left_alone() {
        let parent = tempfile::tempdir().unwrap();
        let parent = parent.path();
        for folder in [
            "dist.old-2024-05-01",
            "dist.tmp-1999-notes",
            "dist.tmp-99999999-0123456789abcdef",
        ] {
            fs::create_dir(parent.join(folder)).unwrap();
            fs::write(parent.join(folder).join("mine.txt"), folder).unwrap();
        }
        // An owner file that disagrees with the folder's name proves nothing.
        let forged = leftover(parent, GONE);
        let renamed = parent.join("dist.tmp-99999998-0123456789abcdef");
        fs::rename(&forged, &renamed).unwrap();
        fs::write(parent.join("dist.tmp-4242-x"), "a file").unwrap();
        let before = names(parent);
        let out = parent.join("dist");
        publish(&out, &build("one")).unwrap();
        publish(&out, &build("two")).unwrap();
        let mut expected = before.clone();
        expected.push("dist".to_owned());
        expected.sort();
        assert_eq!(names(parent), expected);
        for folder in ["dist.old-2024-05-01", "dist.tmp-1999-notes"] {
            assert_eq!(
                fs::read_to_string(parent.join(folder).join("mine.txt")).unwrap(),
                folder
            );
        }
        assert_eq!(
            fs::read_to_string(parent.join("dist.tmp-4242-x")).unwrap(),
            "a file"
        );
    }

    #[test]
    fn removes_the_leftovers_of_stopped_builds_and_puts_back_a_build_left_aside() {
        let parent = tempfile::tempdir().unwrap();
        let parent = parent.path();
        let out = parent.join("dist");
        let stopped = leftover(parent, GONE);
        fs::create_dir_all(stopped.join(PREVIOUS).join("a")).unwrap();
        fs::write(stopped.join(PREVIOUS).join("a/b.txt"), "previous").unwrap();
        let written = leftover(&parent.join("other"), GONE);
        let running = leftover(parent, GONE - 1);
        // A build that runs holds the lock on its staging folder.
        let lock = Folder::open(&running).unwrap();
        assert!(lock.lock(false).unwrap());
        fs::write(parent.join("distant.txt"), "not a leftover").unwrap();
        let warnings =
            clear_leftovers(&Folder::open(parent).unwrap(), "dist", Path::new("dist")).unwrap();
        assert!(warnings.is_empty(), "{warnings:?}");
        assert_eq!(fs::read_to_string(out.join("a/b.txt")).unwrap(), "previous");
        let running_name = running.file_name().unwrap().to_string_lossy().into_owned();
        assert_eq!(
            names(parent),
            ["dist", &running_name, "distant.txt", "other"]
        );
        assert!(
            written.exists(),
            "another folder's leftovers are not looked at"
        );
    }

    #[test]
    fn a_staging_folder_is_taken_for_a_leftover_only_once_its_lock_is_free() {
        let parent = tempfile::tempdir().unwrap();
        let out = parent.path().join("dist");
        let staging = Staging::begin(&out).unwrap();
        let name = staging.staging_name.clone();
        // While the build runs, another build leaves its folder alone.
        let other = Folder::open(parent.path()).unwrap();
        let warnings = clear_leftovers(&other, "dist", Path::new("dist")).unwrap();
        assert!(warnings.is_empty(), "{warnings:?}");
        assert!(parent.path().join(&name).is_dir());
        // Once its process is gone the system drops the lock; forgetting the build here
        // leaves its folder as a killed process would, and closing the folder drops the lock.
        let Staging { staging: held, .. } = &staging;
        let copy = Folder::open(held.path()).unwrap();
        assert!(!copy.lock(false).unwrap(), "the build holds the lock");
        drop(staging);
        assert!(
            !parent.path().join(&name).exists(),
            "a dropped build removes its folder"
        );
        let left = leftover(parent.path(), GONE);
        clear_leftovers(&other, "dist", Path::new("dist")).unwrap();
        assert!(!left.exists(), "an unlocked leftover is removed");
    }

    #[test]
    fn two_renames_leave_the_previous_build_in_the_staging_folder() {
        let parent = tempfile::tempdir().unwrap();
        let out = parent.path().join("dist");
        publish(&out, &build("previous")).unwrap();
        let staging = leftover(parent.path(), std::process::id());
        fs::write(staging.join(STAGED).join(BUILD_MANIFEST), "new").unwrap();
        let folder = Folder::open(parent.path()).unwrap();
        let staging_name = Path::new(staging.file_name().unwrap());
        two_renames(&folder, staging_name, Path::new("dist"), &out).unwrap();
        assert_eq!(fs::read_to_string(out.join(BUILD_MANIFEST)).unwrap(), "new");
        assert_eq!(
            fs::read_to_string(staging.join(PREVIOUS).join("a/b.txt")).unwrap(),
            "previous"
        );
        // With no output folder, the new one is simply renamed into place.
        fs::remove_dir_all(&out).unwrap();
        fs::create_dir(staging.join(STAGED)).unwrap();
        two_renames(&folder, staging_name, Path::new("dist"), &out).unwrap();
        assert!(out.is_dir());
    }

    #[test]
    fn reads_only_staging_folders_whose_owner_file_agrees() {
        let parent = tempfile::tempdir().unwrap();
        let staging = leftover(parent.path(), GONE);
        let file_name = staging.file_name().unwrap().to_str().unwrap().to_owned();
        let of = |name: &str| Owner::of(&Folder::open(&staging).unwrap(), &file_name, name);
        assert_eq!(of("dist").map(|owner| owner.pid), Some(GONE));
        assert_eq!(of("dis"), None);
        fs::write(staging.join(OWNER), "tilecat build staging folder\n").unwrap();
        assert_eq!(of("dist"), None);
        fs::remove_file(staging.join(OWNER)).unwrap();
        assert_eq!(of("dist"), None);
        // A build stopped before it wrote its owner file left an empty folder, or one with an
        // empty owner file: nothing to lose, so it is taken for a leftover.
        fs::remove_dir(staging.join(STAGED)).unwrap();
        assert!(of("dist").is_some());
        fs::write(staging.join(OWNER), "").unwrap();
        assert!(of("dist").is_some());
        fs::write(staging.join("mine.txt"), "keep me").unwrap();
        assert_eq!(of("dist"), None);
    }
}
