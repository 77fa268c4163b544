//! Publishing a build as one folder, so that the output folder is always one whole build, and
//! touching nothing beside it that a build cannot prove it made.
//!
//! A build stages its files in a folder of its own beside the output folder,
//! `<name>.tmp-<pid>-<token>` (`<token>` is random per run). The first thing written there is
//! the file [`OWNER`], naming the process, its start time and the token: only a folder whose
//! name and owner file agree is ever taken for a build's leftover, never a folder whose name
//! merely looks like one. The files go into `build/` inside the staging folder each as soon as
//! it is made, written by a thread of their own ([`Staging`]), so a build holds only the few
//! files waiting to be written; before the swap
//! they are brought to disk together (on Linux one `syncfs` of the folder's file system, which
//! also reports any write-back error; elsewhere each file is synced as it is written). The
//! staging folder is then swapped with the output folder:
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
//! - Every publication first removes the staging folders of builds whose process is gone (a
//!   zombie counts as gone, and so does a process id that now belongs to a later process).
//!   Where the system cannot tell (no `/proc`), they are left alone.
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
use std::collections::hash_map::RandomState;
use std::fmt;
use std::fs;
use std::hash::{BuildHasher, Hasher};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc;
use std::thread;

use crate::build::reuse::Previous;
use crate::build::{Asset, MANIFEST};
use crate::load::read_capped;
use crate::output::check_relative;

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

/// Counts publications within this process, so that concurrent ones get distinct tokens.
static PUBLICATIONS: AtomicU64 = AtomicU64::new(0);

/// Why a build could not be published.
#[derive(Debug)]
pub enum PublishError {
    /// The output path names no folder, such as `..` or `/`.
    NoFolderName(PathBuf),
    /// The output path exists and is not a folder a build made.
    NotABuild(PathBuf),
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
                "refusing to replace `{}`: it is not empty and holds no {MANIFEST} made by tilecat, so a build did not make it",
                path.display()
            ),
            PublishError::Strays { out, shown, more } => {
                write!(
                    formatter,
                    "refusing to replace `{}`: it holds what its {MANIFEST} does not list, so a build did not make it: ",
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
    /// Leftovers that could not be removed, in words; the build is in place all the same.
    pub warnings: Vec<String>,
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
    /// The output folder.
    out: PathBuf,
    /// The folder holding the output folder.
    parent: PathBuf,
    /// This build's staging folder, `<name>.tmp-<pid>-<token>`.
    staging: PathBuf,
    /// The staging folder held open from its making, so that syncing its file system reports
    /// every write-back error since then.
    handle: fs::File,
    /// Where files go to the writing thread; `None` once it has stopped.
    files: Option<mpsc::SyncSender<Asset>>,
    /// The writing thread, with its first error; `None` once joined.
    writer: Option<thread::JoinHandle<Result<(), PublishError>>>,
    /// Leftovers of earlier builds that could not be removed.
    warnings: Vec<String>,
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
        check_strays(out)?;
        let previous = Previous::at(out);
        let warnings = clear_leftovers(&parent, &name, out)?;
        let owner = Owner::this_run();
        let staging = parent.join(owner.folder_name(&name));
        // A new folder only: if the name is taken, nothing of it is touched.
        fs::create_dir(&staging).map_err(io_error(format!("creating {}", staging.display())))?;
        let (handle, writer_handle) = match stage(&staging, &owner) {
            Ok(handles) => handles,
            Err(error) => {
                let _ = remove_staging(&staging);
                return Err(error);
            }
        };
        let (files, queue) = mpsc::sync_channel(QUEUE);
        let folder = staging.join(STAGED);
        let writer =
            thread::spawn(move || write_all_files(&folder, &writer_handle, &previous, queue));
        Ok(Staging {
            out: out.to_path_buf(),
            parent,
            staging,
            handle,
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
        let path = self.staging.join(STAGED).join(&asset.path);
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
        check_replaceable(&self.out)?;
        check_strays(&self.out)?;
        durable(&self.handle).map_err(io_error(format!(
            "saving {} to disk",
            self.staging.display()
        )))?;
        let atomic = swap(&self.staging, &self.out)?;
        self.finished = true;
        let mut warnings = std::mem::take(&mut self.warnings);
        // The swap itself reaches the disk before the command says it is done.
        if let Err(error) = fs::File::open(&self.parent).and_then(|folder| folder.sync_all()) {
            warnings.push(format!(
                "the swap may not have reached the disk yet ({}): {error}",
                self.parent.display()
            ));
        }
        if let Err(error) = remove_staging(&self.staging) {
            warnings.push(format!(
                "the previous build could not be removed from {}: {error}",
                self.staging.display()
            ));
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
                action: format!("writing {}", self.staging.display()),
                error: io::Error::other("the thread writing the files stopped"),
            }),
        }
    }
}

impl Drop for Staging {
    fn drop(&mut self) {
        let _ = self.stop_writing();
        if !self.finished {
            let _ = remove_staging(&self.staging);
        }
    }
}

/// How many bytes the writing thread writes before it brings them to disk ([`durable`]) while
/// the build goes on, so that little is left to bring to disk at the end.
const WRITE_BACK: usize = 32 * 1024 * 1024;

/// Writes every file that arrives on `queue` into `folder` (open as `handle`), in order, until
/// the queue closes, bringing them to disk every [`WRITE_BACK`] bytes; a file whose bytes the
/// `previous` build holds is linked from it instead. Stops at the first that cannot be written.
fn write_all_files(
    folder: &Path,
    handle: &fs::File,
    previous: &Previous,
    queue: mpsc::Receiver<Asset>,
) -> Result<(), PublishError> {
    let mut made = HashSet::new();
    let mut unsaved = 0;
    for asset in queue {
        let relative = Path::new(&asset.path);
        let target = folder.join(relative);
        let failed = || io_error(format!("writing {}", target.display()));
        check_relative(relative).map_err(failed())?;
        if let Some(parent) = relative.parent()
            && !parent.as_os_str().is_empty()
            && !made.contains(parent)
        {
            fs::create_dir_all(folder.join(parent)).map_err(failed())?;
            made.insert(parent.to_path_buf());
        }
        if previous.link(folder, &asset).map_err(failed())? {
            continue;
        }
        write_new(&target, &asset.bytes).map_err(failed())?;
        unsaved += asset.bytes.len();
        if unsaved >= WRITE_BACK {
            durable(handle).map_err(io_error(format!("saving {} to disk", folder.display())))?;
            unsaved = 0;
        }
    }
    Ok(())
}

/// Writes `bytes` to `target`, a file that must not exist yet.
///
/// On Linux the file is not synced here: [`durable`] syncs the whole staging folder's file
/// system once, which costs far less than a sync per file. Elsewhere each file is synced as it
/// is written.
fn write_new(target: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut file = fs::File::create_new(target)?;
    file.write_all(bytes)?;
    if cfg!(target_os = "linux") {
        Ok(())
    } else {
        file.sync_all()
    }
}

/// Brings every file written into the staging folder, and the folders naming them, to disk.
///
/// On Linux this is one `syncfs` of the staging folder's file system, which also reports any
/// error in writing back a file since `handle` was opened; elsewhere the files were synced as
/// they were written and the staging folder is synced here.
fn durable(handle: &fs::File) -> io::Result<()> {
    #[cfg(target_os = "linux")]
    {
        rustix::fs::syncfs(handle).map_err(io::Error::from)
    }
    #[cfg(not(target_os = "linux"))]
    {
        handle.sync_all()
    }
}

/// Removes a staging folder, its owner file last, so that a removal stopped halfway still
/// leaves a folder recognisably a build's own.
fn remove_staging(staging: &Path) -> io::Result<()> {
    for entry in fs::read_dir(staging)? {
        let entry = entry?;
        if entry.file_name() != OWNER {
            let path = entry.path();
            if entry.file_type()?.is_dir() {
                fs::remove_dir_all(&path)?;
            } else {
                fs::remove_file(&path)?;
            }
        }
    }
    match fs::remove_file(staging.join(OWNER)) {
        Err(error) if error.kind() != io::ErrorKind::NotFound => return Err(error),
        _ => {}
    }
    fs::remove_dir(staging)
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
    let is_empty = fs::read_dir(out)
        .map_err(io_error(format!("reading {}", out.display())))?
        .next()
        .is_none();
    if is_empty || is_build(out) {
        Ok(())
    } else {
        Err(PublishError::NotABuild(out.to_path_buf()))
    }
}

/// Fails when `out`, a folder [`check_replaceable`] accepts, holds anything that the manifest
/// of the build in it does not list, or a listed file that is no longer a regular file. A
/// concurrent build may swap its own folder in meanwhile: the manifest and the files are then
/// looked at again, so that they are always those of one build.
fn check_strays(out: &Path) -> Result<(), PublishError> {
    for _ in 0..ATTEMPTS {
        let before = folder_identity(out);
        if before.is_none() {
            return Ok(());
        }
        let found = strays(out, &Previous::at(out));
        if folder_identity(out) == before {
            return found;
        }
    }
    Err(PublishError::Io {
        action: format!("reading {}", out.display()),
        error: io::Error::other("the output folder kept changing"),
    })
}

/// Which folder `path` names (its device and inode, not following a link), or `None` when
/// nothing is there. Elsewhere than on Unix only whether something is there.
fn folder_identity(path: &Path) -> Option<(u64, u64)> {
    let metadata = path.symlink_metadata().ok()?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        Some((metadata.dev(), metadata.ino()))
    }
    #[cfg(not(unix))]
    {
        let _ = metadata;
        Some((0, 0))
    }
}

/// The check of [`check_strays`] over `out` against `previous`, the build in it. Links are not
/// followed, a stray folder is named once, not looked into, and an entry that vanishes while
/// it is looked at is not a stray.
fn strays(out: &Path, previous: &Previous) -> Result<(), PublishError> {
    let listed: HashSet<&str> = previous.files().collect();
    let folders: HashSet<&str> = listed
        .iter()
        .flat_map(|path| path.match_indices('/').map(|(end, _)| &path[..end]))
        .collect();
    let mut shown = Vec::new();
    let mut more = 0;
    let mut entries = walkdir::WalkDir::new(out)
        .min_depth(1)
        .sort_by_file_name()
        .into_iter();
    while let Some(entry) = entries.next() {
        let entry = match entry {
            Ok(entry) => entry,
            Err(error)
                if error.io_error().map(io::Error::kind) == Some(io::ErrorKind::NotFound) =>
            {
                continue;
            }
            Err(error) => {
                return Err(PublishError::Io {
                    action: format!("reading {}", out.display()),
                    error: error.into(),
                });
            }
        };
        let relative = entry.path().strip_prefix(out).unwrap_or(entry.path());
        let parts: Vec<String> = relative
            .components()
            .map(|part| part.as_os_str().to_string_lossy().into_owned())
            .collect();
        let path = parts.join("/");
        // A name that is not UTF-8 is listed by no manifest.
        let name = relative.to_str().map(|_| path.as_str()).unwrap_or("");
        let kind = entry.file_type();
        let stray = if kind.is_dir() {
            if folders.contains(name) {
                continue;
            }
            entries.skip_current_dir();
            if listed.contains(name) {
                Stray::Replaced(path)
            } else {
                Stray::Folder(path)
            }
        } else if listed.contains(name) {
            if kind.is_file() {
                continue;
            }
            Stray::Replaced(path)
        } else {
            Stray::File(path)
        };
        if shown.len() < SHOWN {
            shown.push(stray);
        } else {
            more += 1;
        }
    }
    if shown.is_empty() {
        Ok(())
    } else {
        Err(PublishError::Strays {
            out: out.to_path_buf(),
            shown,
            more,
        })
    }
}

/// Whether `folder` holds a manifest that tilecat wrote: a regular file naming tilecat as its
/// generator.
fn is_build(folder: &Path) -> bool {
    let manifest = folder.join(MANIFEST);
    let regular = manifest
        .symlink_metadata()
        .is_ok_and(|metadata| metadata.is_file());
    regular
        && read_small(&manifest).is_some_and(|text| {
            serde_json::from_str::<serde_json::Value>(&text).is_ok_and(|document| {
                document["generator"]
                    .as_str()
                    .is_some_and(|generator| generator.starts_with("tilecat "))
            })
        })
}

/// The text of a small file, at most 1 MiB, whatever size the file system reports.
fn read_small(path: &Path) -> Option<String> {
    String::from_utf8(read_capped(path, 1024 * 1024).ok()?).ok()
}

/// Writes the owner file into the new staging folder first, then makes `build/` beside it;
/// returns the staging folder open twice, for the build and for its writing thread.
fn stage(staging: &Path, owner: &Owner) -> Result<(fs::File, fs::File), PublishError> {
    let opening = || io_error(format!("opening {}", staging.display()));
    let handle = fs::File::open(staging).map_err(opening())?;
    let writer_handle = handle.try_clone().map_err(opening())?;
    let owner_path = staging.join(OWNER);
    let written = (|| {
        let mut file = fs::File::create_new(&owner_path)?;
        file.write_all(owner.text().as_bytes())?;
        file.sync_all()
    })();
    written.map_err(io_error(format!("writing {}", owner_path.display())))?;
    let folder = staging.join(STAGED);
    fs::create_dir(&folder).map_err(io_error(format!("creating {}", folder.display())))?;
    Ok((handle, writer_handle))
}

/// Swaps `staging/build` into place as `out`; the previous build, if any, ends up inside
/// `staging`. Returns whether the swap was atomic.
fn swap(staging: &Path, out: &Path) -> Result<bool, PublishError> {
    let new = staging.join(STAGED);
    match atomic::swap(&new, out) {
        Ok(()) => return Ok(true),
        Err(error) if !atomic::unsupported(&error) => {
            return Err(io_error(format!(
                "moving {} to {}",
                new.display(),
                out.display()
            ))(error));
        }
        Err(_) => {}
    }
    two_renames(staging, &new, out).map(|()| false)
}

/// The swap where no atomic exchange is offered: moves whatever folder is at `out` into
/// `staging`, then renames `new` to `out`, trying again when a concurrent build put its folder
/// in place meanwhile.
fn two_renames(staging: &Path, new: &Path, out: &Path) -> Result<(), PublishError> {
    let mut last_error = None;
    for attempt in 0..ATTEMPTS {
        match fs::rename(new, out) {
            Ok(()) => return Ok(()),
            Err(error) if out.symlink_metadata().is_ok() => {
                let aside = staging.join(if attempt == 0 {
                    PREVIOUS.to_owned()
                } else {
                    format!("{PREVIOUS}-{attempt}")
                });
                match fs::rename(out, &aside) {
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
    let _ = fs::rename(staging.join(PREVIOUS), out);
    Err(PublishError::Io {
        action: format!("moving {} to {}", new.display(), out.display()),
        error: last_error.unwrap_or_else(|| io::Error::other("the output folder kept changing")),
    })
}

/// The atomic swap of two folders, where the system offers one.
#[cfg(target_os = "linux")]
mod atomic {
    use std::io;
    use std::path::Path;

    use rustix::fs::{CWD, RenameFlags, renameat_with};

    /// Exchanges `new` and `out` in one step, or renames `new` to `out` where nothing is at
    /// `out`, without ever replacing something another process put there meanwhile.
    pub fn swap(new: &Path, out: &Path) -> io::Result<()> {
        for _ in 0..super::ATTEMPTS {
            match renameat_with(CWD, new, CWD, out, RenameFlags::EXCHANGE) {
                Ok(()) => return Ok(()),
                Err(rustix::io::Errno::NOENT) if new.symlink_metadata().is_ok() => {}
                Err(error) => return Err(error.into()),
            }
            match renameat_with(CWD, new, CWD, out, RenameFlags::NOREPLACE) {
                Ok(()) => return Ok(()),
                // A concurrent build put its folder in place: exchange with that one.
                Err(rustix::io::Errno::EXIST) => {}
                Err(error) => return Err(error.into()),
            }
        }
        Err(io::Error::other("the output folder kept changing"))
    }

    /// Whether `error` says the file system has no atomic exchange, so two renames must do.
    pub fn unsupported(error: &io::Error) -> bool {
        matches!(
            error
                .raw_os_error()
                .map(rustix::io::Errno::from_raw_os_error),
            Some(
                rustix::io::Errno::INVAL | rustix::io::Errno::NOSYS | rustix::io::Errno::OPNOTSUPP
            )
        )
    }
}

/// The atomic swap of two folders, where the system offers none: always two renames.
#[cfg(not(target_os = "linux"))]
mod atomic {
    use std::io;
    use std::path::Path;

    /// Offers no atomic exchange.
    pub fn swap(_new: &Path, _out: &Path) -> io::Result<()> {
        Err(io::Error::from(io::ErrorKind::Unsupported))
    }

    /// Every error of [`swap`] means it is unsupported.
    pub fn unsupported(_error: &io::Error) -> bool {
        true
    }
}

/// Who a staging folder belongs to: the process, its start time and a random token of the run.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Owner {
    pid: u32,
    /// When the process started, in clock ticks since boot (Linux), to tell a process id that
    /// was used again apart from the one that made the folder; 0 where unknown.
    started: u64,
    token: u64,
}

impl Owner {
    fn this_run() -> Owner {
        let mut hasher = RandomState::new().build_hasher();
        hasher.write_u64(PUBLICATIONS.fetch_add(1, Ordering::Relaxed));
        if let Ok(since) = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH) {
            hasher.write_u128(since.as_nanos());
        }
        let pid = std::process::id();
        Owner {
            pid,
            started: process_start(pid).unwrap_or(0),
            token: hasher.finish(),
        }
    }

    /// The staging folder's name for an output folder called `name`.
    fn folder_name(&self, name: &str) -> String {
        format!("{name}.tmp-{}-{:016x}", self.pid, self.token)
    }

    /// The owner file's text.
    fn text(&self) -> String {
        format!(
            "{OWNER_HEADER}\npid {}\nstarted {}\ntoken {:016x}\n",
            self.pid, self.started, self.token
        )
    }

    /// The owner of the folder called `file_name` beside an output folder called `name`, when
    /// its name has the staging form and its owner file agrees with the name.
    fn of(folder: &Path, file_name: &str, name: &str) -> Option<Owner> {
        let rest = file_name.strip_prefix(name)?.strip_prefix(".tmp-")?;
        let (pid, token) = rest.split_once('-')?;
        let pid: u32 = pid.parse().ok()?;
        if token.len() != 16 {
            return None;
        }
        let token = u64::from_str_radix(token, 16).ok()?;
        if !folder.symlink_metadata().ok()?.is_dir() {
            return None;
        }
        let owner_path = folder.join(OWNER);
        if is_unwritten(folder) {
            // Stopped between creating the folder and writing the owner file (one write):
            // nothing in it to lose.
            return Some(Owner {
                pid,
                started: 0,
                token,
            });
        }
        if !owner_path.symlink_metadata().ok()?.is_file() {
            return None;
        }
        let text = read_small(&owner_path)?;
        let started = text
            .lines()
            .find_map(|line| line.strip_prefix("started "))?
            .parse()
            .ok()?;
        let owner = Owner {
            pid,
            started,
            token,
        };
        (owner.text() == text).then_some(owner)
    }

    /// Whether the process that made the folder is gone for sure.
    fn is_gone(&self) -> bool {
        if self.pid == std::process::id() {
            return false;
        }
        if !has_proc() {
            return false;
        }
        match process_state(self.pid) {
            ProcessState::Unknown | ProcessState::Dead => true,
            ProcessState::Running { started } => self.started != 0 && started != self.started,
        }
    }
}

/// Whether `folder` holds nothing but, at most, an empty owner file.
fn is_unwritten(folder: &Path) -> bool {
    let Ok(entries) = fs::read_dir(folder) else {
        return false;
    };
    entries.into_iter().all(|entry| {
        entry.is_ok_and(|entry| {
            entry.file_name() == OWNER
                && entry
                    .path()
                    .symlink_metadata()
                    .is_ok_and(|metadata| metadata.is_file() && metadata.len() == 0)
        })
    })
}

/// Removes the staging folders of builds of `name` in `parent` whose process is gone; a
/// previous build left in one by a two-rename swap goes back to `out` if nothing is there.
/// Returns a warning for each that could not be removed.
fn clear_leftovers(parent: &Path, name: &str, out: &Path) -> Result<Vec<String>, PublishError> {
    let entries =
        fs::read_dir(parent).map_err(io_error(format!("reading {}", parent.display())))?;
    let mut leftovers: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .filter(|entry| {
            let path = entry.path();
            entry
                .file_name()
                .to_str()
                .and_then(|file_name| Owner::of(&path, file_name, name))
                .is_some_and(|owner| owner.is_gone())
        })
        .map(|entry| entry.path())
        .collect();
    leftovers.sort();
    let mut warnings = Vec::new();
    for staging in leftovers {
        let previous = staging.join(PREVIOUS);
        if out.symlink_metadata().is_err() && previous.symlink_metadata().is_ok() {
            // Nothing else is at `out`; if a concurrent build got there first, this fails and
            // the previous build goes with the rest of the folder.
            let _ = fs::rename(&previous, out);
        }
        match remove_staging(&staging) {
            Ok(()) => {}
            Err(_) if staging.symlink_metadata().is_err() => {}
            Err(error) => warnings.push(format!(
                "the leftover {} of a stopped build could not be removed: {error}",
                staging.display()
            )),
        }
    }
    Ok(warnings)
}

/// What `/proc` says about a process.
#[derive(Debug, PartialEq, Eq)]
enum ProcessState {
    /// `/proc` knows nothing of it (or there is no `/proc`).
    Unknown,
    /// It has ended: a zombie waiting to be reaped, or dead.
    Dead,
    /// It runs, and started at this many clock ticks since boot.
    Running {
        /// The start time.
        started: u64,
    },
}

fn has_proc() -> bool {
    Path::new("/proc/self/stat").exists()
}

/// The state of process `pid` from `/proc/<pid>/stat`.
fn process_state(pid: u32) -> ProcessState {
    let Some(stat) = read_small(&Path::new("/proc").join(pid.to_string()).join("stat")) else {
        return ProcessState::Unknown;
    };
    // The command name is in parentheses and may hold spaces; the fields after it are the
    // state (3rd field) and, 19 further on, the start time (22nd).
    let Some((_, fields)) = stat.rsplit_once(')') else {
        return ProcessState::Unknown;
    };
    let fields: Vec<&str> = fields.split_whitespace().collect();
    match fields.first() {
        Some(&("Z" | "X" | "x")) => ProcessState::Dead,
        Some(_) => ProcessState::Running {
            started: fields.get(19).and_then(|t| t.parse().ok()).unwrap_or(0),
        },
        None => ProcessState::Unknown,
    }
}

/// When process `pid` started, in clock ticks since boot, where `/proc` says.
fn process_start(pid: u32) -> Option<u64> {
    match process_state(pid) {
        ProcessState::Running { started } if started != 0 => Some(started),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A process id no running process has: above Linux's largest.
    const GONE: u32 = 99_999_999;

    fn build(text: &str) -> Vec<Asset> {
        vec![
            Asset::new(
                MANIFEST,
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

    /// A staging folder as a build of process `pid` would have left it.
    fn leftover(parent: &Path, pid: u32) -> PathBuf {
        let owner = Owner {
            pid,
            started: 1,
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
        assert_eq!(names(&out), ["a", MANIFEST]);
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
        fs::write(out.join(MANIFEST), "{\"generator\": \"notes\"}").unwrap();
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
        let running = leftover(parent, std::process::id());
        fs::write(parent.join("distant.txt"), "not a leftover").unwrap();
        let warnings = clear_leftovers(parent, "dist", &out).unwrap();
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
    fn a_zombie_or_a_missing_process_is_gone() {
        if !has_proc() {
            return;
        }
        let this = Owner::this_run();
        assert!(!this.is_gone());
        let gone = Owner {
            pid: GONE,
            ..this.clone()
        };
        assert!(gone.is_gone());
        // A process id used again by a process that started at another time.
        let mut sleeper = std::process::Command::new("sleep")
            .arg("30")
            .spawn()
            .unwrap();
        let started = process_start(sleeper.id()).expect("a running process has a start time");
        let same = Owner {
            pid: sleeper.id(),
            started,
            token: 1,
        };
        assert!(!same.is_gone());
        let reused = Owner {
            started: started + 1,
            ..same
        };
        assert!(reused.is_gone());
        sleeper.kill().unwrap();
        sleeper.wait().unwrap();
        let mut child = std::process::Command::new("true").spawn().unwrap();
        let zombie = Owner {
            pid: child.id(),
            started: 0,
            token: 1,
        };
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
        while process_state(zombie.pid) != ProcessState::Dead {
            assert!(
                std::time::Instant::now() < deadline,
                "the child never ended"
            );
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
        assert!(zombie.is_gone());
        child.wait().unwrap();
    }

    #[test]
    fn two_renames_leave_the_previous_build_in_the_staging_folder() {
        let parent = tempfile::tempdir().unwrap();
        let out = parent.path().join("dist");
        publish(&out, &build("previous")).unwrap();
        let staging = leftover(parent.path(), std::process::id());
        fs::write(staging.join(STAGED).join(MANIFEST), "new").unwrap();
        two_renames(&staging, &staging.join(STAGED), &out).unwrap();
        assert_eq!(fs::read_to_string(out.join(MANIFEST)).unwrap(), "new");
        assert_eq!(
            fs::read_to_string(staging.join(PREVIOUS).join("a/b.txt")).unwrap(),
            "previous"
        );
        // With no output folder, the new one is simply renamed into place.
        fs::remove_dir_all(&out).unwrap();
        fs::create_dir(staging.join(STAGED)).unwrap();
        two_renames(&staging, &staging.join(STAGED), &out).unwrap();
        assert!(out.is_dir());
    }

    #[test]
    fn reads_only_staging_folders_whose_owner_file_agrees() {
        let parent = tempfile::tempdir().unwrap();
        let staging = leftover(parent.path(), GONE);
        let file_name = staging.file_name().unwrap().to_str().unwrap().to_owned();
        assert_eq!(
            Owner::of(&staging, &file_name, "dist").map(|owner| owner.pid),
            Some(GONE)
        );
        assert_eq!(Owner::of(&staging, &file_name, "dis"), None);
        fs::write(staging.join(OWNER), "tilecat build staging folder\n").unwrap();
        assert_eq!(Owner::of(&staging, &file_name, "dist"), None);
        fs::remove_file(staging.join(OWNER)).unwrap();
        assert_eq!(Owner::of(&staging, &file_name, "dist"), None);
        // A build stopped before it wrote its owner file left an empty folder, or one with an
        // empty owner file: nothing to lose, so it is taken for a leftover.
        fs::remove_dir(staging.join(STAGED)).unwrap();
        assert!(Owner::of(&staging, &file_name, "dist").is_some());
        fs::write(staging.join(OWNER), "").unwrap();
        assert!(Owner::of(&staging, &file_name, "dist").is_some());
        fs::write(staging.join("mine.txt"), "keep me").unwrap();
        assert_eq!(Owner::of(&staging, &file_name, "dist"), None);
    }
}
