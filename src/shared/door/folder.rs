//! A folder the user named, and every write beneath it.

use std::collections::BTreeSet;
use std::collections::hash_map::RandomState;
use std::ffi::{OsStr, OsString};
use std::fs::{self, TryLockError};
use std::hash::{BuildHasher, Hasher};
use std::io::{self, Write};
use std::path::{Component, Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

use cap_fs_ext::{FollowSymlinks, MetadataExt, OpenOptionsFollowExt};
use cap_std::fs::{Dir, DirBuilder, Metadata, OpenOptions};
use cap_std::io_lifetimes::AsFilelike;

use super::kind::{EntryKind, kind_of, kind_of_entry};
use super::read::{read_at_most, reading};

/// A folder that files are read from and written into, opened once: every path beneath it is
/// relative to it, opened a component at a time from it, and never through a symbolic link, so
/// nothing written through a `Folder` lands outside it.
#[derive(Debug)]
pub struct Folder {
    /// The folder's path, for messages.
    path: PathBuf,
    /// The open folder that every operation starts from.
    dir: Dir,
    /// The folders a write has swept, by path: this one and those opened from it share them,
    /// so each is swept at its first write only.
    swept: Swept,
}

/// What a [`Hold`] on a folder is taken for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Holding {
    /// A write stages files in the folder: any number of writes may hold it so at once, and
    /// each waits for a sweep that holds it.
    Staging,
    /// A sweep removes what killed writes left: it holds the folder alone, or not at all.
    Sweeping,
}

/// A folder's advisory lock, held on an opening of the folder of its own (a lock belongs to an
/// opening) until the hold is dropped.
#[derive(Debug)]
struct Hold {
    /// The opening the lock belongs to.
    _opening: fs::File,
}

/// The paths of the folders swept, shared by a folder and every folder opened from it.
type Swept = Arc<Mutex<BTreeSet<PathBuf>>>;

/// Why [`Folder::write_all`] failed, and how many of its files were in place by then: none
/// when it failed while writing them aside.
#[derive(Debug)]
pub struct PartlyWritten {
    /// What went wrong.
    pub error: io::Error,
    /// How many files had replaced their targets when it did.
    pub in_place: usize,
}

/// Counts the random tokens made in this process, so that no two are ever alike.
static TOKENS: AtomicU64 = AtomicU64::new(0);

/// A token no one can guess in advance, for the names of temporary files and folders: a count
/// hashed with keys the operating system's randomness seeds.
pub fn random_token() -> u64 {
    let mut hasher = RandomState::new().build_hasher();
    hasher.write_u64(TOKENS.fetch_add(1, Ordering::Relaxed));
    hasher.write_u32(std::process::id());
    hasher.finish()
}

/// Fails unless `path` is relative, not empty, and stays inside the folder it is relative to
/// (no `..`, no root, no prefix).
pub fn check_relative(path: &Path) -> io::Result<()> {
    let inside = path
        .components()
        .all(|component| matches!(component, Component::Normal(_)));
    if inside && path.components().next().is_some() {
        Ok(())
    } else {
        Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!(
                "output path {} would leave the output folder",
                path.display()
            ),
        ))
    }
}

/// The error for a symbolic link found where a folder or file is to be written.
fn link_refused(path: &Path) -> io::Error {
    io::Error::new(
        io::ErrorKind::InvalidInput,
        format!(
            "`{}` is a symbolic link; only a regular file is written or replaced, and never through a link",
            path.display()
        ),
    )
}

/// The error for something other than a regular file where a file is to be written.
fn not_regular(path: &Path, kind: EntryKind) -> io::Error {
    io::Error::new(
        io::ErrorKind::InvalidInput,
        format!(
            "`{}` is {kind}; only a regular file is written or replaced",
            path.display()
        ),
    )
}

/// The error for a symbolic link found on the way to a file, where a folder beneath the named
/// one is to be opened, to read or to write.
fn link_on_the_way(path: &Path) -> io::Error {
    io::Error::new(
        io::ErrorKind::InvalidInput,
        format!(
            "`{}` is a symbolic link; no file beneath a folder is read or written through a link",
            path.display()
        ),
    )
}

/// The error for a symbolic link found where a file is to be read.
fn link_refused_to_read(path: &Path) -> io::Error {
    io::Error::new(
        io::ErrorKind::InvalidInput,
        format!(
            "`{}` is a symbolic link; only a regular file is read, and never through a link",
            path.display()
        ),
    )
}

/// The error for something other than a regular file where a file is to be read.
fn not_regular_to_read(path: &Path, kind: EntryKind) -> io::Error {
    io::Error::new(
        io::ErrorKind::InvalidInput,
        format!(
            "`{}` is {kind}; only a regular file is read",
            path.display()
        ),
    )
}

/// The error for something other than a folder where a folder is to be opened.
fn not_a_folder(path: &Path, kind: EntryKind) -> io::Error {
    io::Error::new(
        io::ErrorKind::InvalidInput,
        format!("`{}` is {kind}, not a folder", path.display()),
    )
}

/// What a temporary file's name holds between the name of the file it becomes and its token.
const TEMPORARY_MARK: &str = ".tilecat-";

/// The name of a temporary file for `name`, the one form every temporary file of tilecat's
/// takes: `.<name>.tilecat-<16 hex digits>.tmp`, hidden, unpredictable, and marked as
/// tilecat's and as temporary.
fn temporary_name(name: &OsStr) -> OsString {
    let mut temporary = OsString::from(".");
    temporary.push(name);
    temporary.push(format!("{TEMPORARY_MARK}{:016x}.tmp", random_token()));
    temporary
}

/// Whether `name` is that of a temporary file [`temporary_name`] makes, for the file called
/// `of` when given.
fn is_temporary_name(name: &OsStr, of: Option<&OsStr>) -> bool {
    let Some(name) = name.to_str() else {
        return false;
    };
    let Some(rest) = name
        .strip_prefix('.')
        .and_then(|rest| rest.strip_suffix(".tmp"))
    else {
        return false;
    };
    let Some((stem, token)) = rest.rsplit_once(TEMPORARY_MARK) else {
        return false;
    };
    let stem_matches = of.is_none_or(|of| OsStr::new(stem) == of);
    stem_matches && token.len() == 16 && token.bytes().all(|byte| byte.is_ascii_hexdigit())
}

/// `relative` split into the folders on its way and its last name.
fn split(relative: &Path) -> io::Result<(&Path, &OsStr)> {
    check_relative(relative)?;
    let name = relative
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "path has no file name"))?;
    Ok((relative.parent().unwrap_or(Path::new("")), name))
}

impl Folder {
    /// The folder `path` names, which must exist and be a folder itself, not a symbolic link
    /// to one.
    pub fn open(path: &Path) -> io::Result<Folder> {
        Folder::open_named(path.to_owned())
    }

    /// The folder `path` names, created first with any missing parents when it does not
    /// exist; it must be a folder itself, not a symbolic link to one.
    pub fn create(path: &Path) -> io::Result<Folder> {
        match path.symlink_metadata() {
            Err(error) if error.kind() == io::ErrorKind::NotFound => fs::create_dir_all(path)?,
            Err(error) => return Err(error),
            Ok(_) => {}
        }
        Folder::open(path)
    }

    /// The folder's path.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// What stands at `relative` beneath the folder, without following a symbolic link;
    /// `None` when nothing does (or a folder on the way is missing).
    pub fn kind(&self, relative: &Path) -> io::Result<Option<EntryKind>> {
        let Some((folder, name)) = self.holder(relative)? else {
            return Ok(None);
        };
        folder.kind_here(name)
    }

    /// The folder `relative` beneath this one, created with the folders on its way when
    /// missing; a symbolic link on the way is refused.
    pub fn subfolder(&self, relative: &Path) -> io::Result<Folder> {
        check_relative(relative)?;
        self.descend(relative, true)?
            .ok_or_else(|| io::Error::from(io::ErrorKind::NotFound))
    }

    /// The existing folder `relative` beneath this one, or `None`; a symbolic link on the way
    /// is refused.
    pub fn existing_subfolder(&self, relative: &Path) -> io::Result<Option<Folder>> {
        check_relative(relative)?;
        self.descend(relative, false)
    }

    /// Writes `bytes` to `relative` beneath the folder, atomically, creating the folders on
    /// its way; only a missing file or a regular file is replaced. Returns the path written.
    pub fn write(&self, relative: &Path, bytes: &[u8]) -> io::Result<PathBuf> {
        self.replace(relative, bytes, |_| Ok(()))
    }

    /// As [`Folder::write`], replacing an existing regular file only when `check`, given its
    /// bytes, accepts it.
    pub fn replace(
        &self,
        relative: &Path,
        bytes: &[u8],
        check: impl FnOnce(&[u8]) -> io::Result<()>,
    ) -> io::Result<PathBuf> {
        let (folder, name) = self.made_holder(relative)?;
        let path = self.path.join(relative);
        match folder.kind_here(name)? {
            None => {}
            Some(EntryKind::Regular) => {
                let existing = folder.read_here(name, super::PROOF_LIMIT)?;
                check(&existing)?;
            }
            Some(EntryKind::SymbolicLink) => return Err(link_refused(&path)),
            Some(kind) => return Err(not_regular(&path, kind)),
        }
        let (temporary, mut file) = folder.create_temporary(name)?;
        let written = file
            .write_all(bytes)
            .and_then(|()| file.sync_all())
            .and_then(|()| folder.dir.rename(&temporary, &folder.dir, name));
        if written.is_err() {
            let _ = folder.dir.remove_file(&temporary);
        }
        written.map(|()| path)
    }

    /// Writes each of `files` (a path beneath the folder and its bytes) or none of them: each
    /// goes into a temporary file beside its place first, and only once all are written and
    /// synced are they renamed into place. When one cannot be written, the temporary files
    /// are removed and nothing is replaced; only a missing file or a regular file is ever
    /// replaced. Returns how many files were written.
    ///
    /// Each temporary file is closed once it is synced, and the folders on each file's way are
    /// opened again for its rename, so the descriptors open at once stay a few however many
    /// files there are.
    ///
    /// A failure after the renames began (rare: a rename within one folder fails only when the
    /// disk or the folder itself fails) is a [`PartlyWritten`] naming how many were in place.
    pub fn write_all<'a>(
        &self,
        files: impl IntoIterator<Item = (&'a Path, &'a [u8])>,
    ) -> Result<usize, PartlyWritten> {
        // Each file's place and the name of its temporary file beside it.
        let mut staged: Vec<(&Path, OsString)> = Vec::new();
        // The folders staged in, each held (its temporary files closed, their own locks gone)
        // so that another write's sweep leaves them alone until they are moved into place.
        let mut holds: Vec<Hold> = Vec::new();
        let mut held: BTreeSet<PathBuf> = BTreeSet::new();
        let staging = (|| {
            for (relative, bytes) in files {
                let (folder, name) = self.made_holder(relative)?;
                let path = self.path.join(relative);
                match folder.kind_here(name)? {
                    None | Some(EntryKind::Regular) => {}
                    Some(EntryKind::SymbolicLink) => return Err(link_refused(&path)),
                    Some(kind) => return Err(not_regular(&path, kind)),
                }
                let (temporary, mut file) = folder.create_temporary(name)?;
                let written = file.write_all(bytes).and_then(|()| file.sync_all());
                staged.push((relative, temporary));
                written?;
                // Held before the temporary file is closed: never a moment when neither lock
                // keeps a sweep from it.
                if held.insert(folder.path.clone()) {
                    holds.extend(folder.hold(Holding::Staging)?);
                }
            }
            Ok(())
        })();
        let mut renamed = 0;
        let result = staging
            .map_err(|error| PartlyWritten { error, in_place: 0 })
            .and_then(|()| {
                for (relative, temporary) in &staged {
                    let (folder, name) =
                        self.made_holder(relative).map_err(|error| PartlyWritten {
                            error,
                            in_place: renamed,
                        })?;
                    folder
                        .dir
                        .rename(temporary, &folder.dir, name)
                        .map_err(|error| PartlyWritten {
                            error,
                            in_place: renamed,
                        })?;
                    renamed += 1;
                }
                Ok(renamed)
            });
        if result.is_err() {
            for (relative, temporary) in &staged[renamed..] {
                if let Ok(Some((folder, _))) = self.holder(relative) {
                    let _ = folder.dir.remove_file(temporary);
                }
            }
        }
        drop(holds);
        result
    }

    /// Writes `bytes` to `relative` as a new file, creating the folders on its way; a file of
    /// that name that is already there is an error of kind [`io::ErrorKind::AlreadyExists`]
    /// and is never written through. The file is synced when `sync` is set.
    pub fn write_new(&self, relative: &Path, bytes: &[u8], sync: bool) -> io::Result<()> {
        let (folder, name) = self.made_holder(relative)?;
        let mut file = folder.create_here(name)?;
        let written = file
            .write_all(bytes)
            .and_then(|()| if sync { file.sync_all() } else { Ok(()) });
        if written.is_err() {
            let _ = folder.dir.remove_file(name);
        }
        written
    }

    /// Creates `relative` as a new, empty file and returns it open for writing, with the
    /// folders on its way; it is never a file that was already there.
    pub fn create_file(&self, relative: &Path) -> io::Result<fs::File> {
        let (folder, name) = self.made_holder(relative)?;
        folder.create_here(name)
    }

    /// Creates the new folder `name` in this folder, readable and writable by its owner
    /// alone when `private` is set; a folder already there is an error of kind
    /// [`io::ErrorKind::AlreadyExists`].
    pub fn create_folder(&self, name: &Path, private: bool) -> io::Result<Folder> {
        let (parent, name) = self.made_holder(name)?;
        parent.make_folder_here(name, private)?;
        parent
            .descend(Path::new(name), false)?
            .ok_or_else(|| io::Error::from(io::ErrorKind::NotFound))
    }

    /// The bytes of the regular file `relative` beneath the folder, at most `limit` of them;
    /// a symbolic link on the way or at the end is refused.
    pub fn read(&self, relative: &Path, limit: u64) -> io::Result<Vec<u8>> {
        let (folder, name) = self
            .holder(relative)?
            .ok_or_else(|| io::Error::from(io::ErrorKind::NotFound))?;
        folder.read_here(name, limit)
    }

    /// The names in the folder, in no particular order.
    pub fn names(&self) -> io::Result<Vec<OsString>> {
        self.dir
            .entries()?
            .map(|entry| entry.map(|entry| entry.file_name()))
            .collect()
    }

    /// Removes the file (or empty folder's link) `relative` beneath the folder; a missing one
    /// is no error.
    pub fn remove_file(&self, relative: &Path) -> io::Result<()> {
        let Some((folder, name)) = self.holder(relative)? else {
            return Ok(());
        };
        match folder.dir.remove_file(name) {
            Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(()),
            other => other,
        }
    }

    /// Removes the empty folder `relative` beneath this one; a folder that holds anything is
    /// an error, and is left as it is.
    pub fn remove_empty_folder(&self, relative: &Path) -> io::Result<()> {
        let (folder, name) = self
            .holder(relative)?
            .ok_or_else(|| io::Error::from(io::ErrorKind::NotFound))?;
        folder.dir.remove_dir(name)
    }

    /// Removes the folder `relative` beneath this one and everything in it, never following a
    /// symbolic link (a link inside is removed, not what it points to); a missing one is no
    /// error.
    pub fn remove_tree(&self, relative: &Path) -> io::Result<()> {
        let Some((folder, name)) = self.holder(relative)? else {
            return Ok(());
        };
        match folder.kind_here(name)? {
            None => Ok(()),
            Some(EntryKind::Folder) => folder.dir.remove_dir_all(name),
            Some(_) => folder.dir.remove_file(name),
        }
    }

    /// Moves `from` beneath this folder to `to` beneath `target` (which may be this folder),
    /// replacing what `to` names only when it is a file (or an empty folder) as the system's
    /// rename does; neither path may pass through a symbolic link.
    pub fn rename(&self, from: &Path, target: &Folder, to: &Path) -> io::Result<()> {
        let (source, from_name, destination, to_name) = self.ends(from, target, to, true)?;
        source.dir.rename(from_name, &destination.dir, to_name)
    }

    /// Makes `to` beneath this folder a hard link to the regular file `from` beneath
    /// `source`, creating the folders on its way; a file already at `to` is an error of kind
    /// [`io::ErrorKind::AlreadyExists`].
    pub fn hard_link(&self, source: &Folder, from: &Path, to: &Path) -> io::Result<()> {
        let (source, from_name, target, to_name) = source.ends(from, self, to, true)?;
        source.dir.hard_link(from_name, &target.dir, to_name)
    }

    /// The size of the regular file `relative` beneath the folder; `None` when nothing, or
    /// something other than a regular file, is there.
    pub fn regular_len(&self, relative: &Path) -> io::Result<Option<u64>> {
        let Some((folder, name)) = self.holder(relative)? else {
            return Ok(None);
        };
        match folder.dir.symlink_metadata(name) {
            Ok(metadata) if metadata.is_file() => Ok(Some(metadata.len())),
            Ok(_) => Ok(None),
            Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(None),
            Err(error) => Err(error),
        }
    }

    /// Takes the advisory lock on this open folder, held until the `Folder` is dropped (and
    /// by the system no longer once its process is gone). With `wait`, waits for it; without,
    /// returns `false` at once when another holds it. Where the system offers no such lock,
    /// the error is of kind [`io::ErrorKind::Unsupported`].
    pub fn lock(&self, wait: bool) -> io::Result<bool> {
        let folder = self.dir.as_filelike_view::<fs::File>();
        let locked = if wait {
            folder.lock().map_err(TryLockError::Error)
        } else {
            folder.try_lock()
        };
        match locked {
            Ok(()) => Ok(true),
            Err(TryLockError::WouldBlock) => Ok(false),
            Err(TryLockError::Error(error)) => Err(error),
        }
    }

    /// Whether this open folder is still the one called `name` in `parent` (it was not
    /// removed nor replaced since it was opened).
    pub fn is_named(&self, parent: &Folder, name: &Path) -> io::Result<bool> {
        let Some((parent, name)) = parent.holder(name)? else {
            return Ok(false);
        };
        parent.is_here(name, &self.dir.dir_metadata()?)
    }

    /// Brings everything written into the folder's file system since the folder was opened
    /// to disk, reporting any error in writing it back: on Linux one `syncfs`; elsewhere the
    /// folder itself is synced, its files having been synced as they were written.
    pub fn sync_file_system(&self) -> io::Result<()> {
        #[cfg(target_os = "linux")]
        {
            rustix::fs::syncfs(&self.dir)?;
            Ok(())
        }
        #[cfg(not(target_os = "linux"))]
        {
            self.sync()
        }
    }

    /// Brings the folder's own entries (the names in it) to disk.
    pub fn sync(&self) -> io::Result<()> {
        self.dir.as_filelike_view::<fs::File>().sync_all()
    }

    /// Exchanges `from` beneath this folder with `to` beneath `target` in one step, where the
    /// system and the file system offer it; the error is of kind
    /// [`io::ErrorKind::Unsupported`] where they do not, [`io::ErrorKind::NotFound`] when
    /// `to` does not exist.
    pub fn exchange(&self, from: &Path, target: &Folder, to: &Path) -> io::Result<()> {
        let (source, from_name, destination, to_name) = self.ends(from, target, to, false)?;
        source.rename_with(from_name, &destination, to_name, RenameMode::Exchange)
    }

    /// Moves `from` beneath this folder to `to` beneath `target` only if nothing is at `to`;
    /// something there is an error of kind [`io::ErrorKind::AlreadyExists`] (also where the
    /// system cannot rename without replacing and something is there).
    pub fn rename_new(&self, from: &Path, target: &Folder, to: &Path) -> io::Result<()> {
        let (source, from_name, destination, to_name) = self.ends(from, target, to, true)?;
        match source.rename_with(from_name, &destination, to_name, RenameMode::NoReplace) {
            Err(error) if error.kind() == io::ErrorKind::Unsupported => {}
            done => return done,
        }
        // Without a rename that refuses to replace: a rename, after looking, replaces at most
        // an empty folder a concurrent run put there in between.
        if destination.kind_here(to_name)?.is_some() {
            return Err(io::Error::from(io::ErrorKind::AlreadyExists));
        }
        source.dir.rename(from_name, &destination.dir, to_name)
    }

    /// The two ends of a move or a link from `from` beneath this folder to `to` beneath
    /// `target`: the folder holding each and its name there. The folders on the way to `from`
    /// must exist (else the error is of kind [`io::ErrorKind::NotFound`]); those on the way to
    /// `to` are made when `create` is set.
    fn ends<'p>(
        &self,
        from: &'p Path,
        target: &Folder,
        to: &'p Path,
        create: bool,
    ) -> io::Result<(Folder, &'p OsStr, Folder, &'p OsStr)> {
        let missing = || io::Error::from(io::ErrorKind::NotFound);
        let (source, from_name) = self.holder(from)?.ok_or_else(missing)?;
        let (destination, to_name) = if create {
            target.made_holder(to)?
        } else {
            target.holder(to)?.ok_or_else(missing)?
        };
        Ok((source, from_name, destination, to_name))
    }

    /// Removes the temporary files of writes that stopped before they were done (their
    /// process was killed): regular files named as this module names its temporary files, for
    /// the file called `of` when given, owned by the user this process runs as, whose lock is
    /// free (a write holds the lock on its temporary file until it is renamed into place), in
    /// a folder no write holds ([`Folder::write_all`] holds the folders it stages files in).
    /// With `deep`, the folders beneath are swept too, never through a link. Returns how many
    /// were removed; where the system offers no advisory lock, none is.
    pub fn sweep(&self, of: Option<&OsStr>, deep: bool) -> io::Result<usize> {
        let mut removed = 0;
        // A folder a write stages files in is held by it: its files are left alone.
        let sweeping = self.hold(Holding::Sweeping)?;
        for entry in self.names()? {
            if is_temporary_name(&entry, of) && sweeping.is_some() {
                if self.is_abandoned_here(&entry)? && self.dir.remove_file(&entry).is_ok() {
                    removed += 1;
                }
            } else if deep && self.kind_here(&entry)? == Some(EntryKind::Folder) {
                removed += self.open_child(&entry)?.sweep(of, deep)?;
            }
        }
        Ok(removed)
    }

    /// A new temporary file for `name`, created exclusively under an unpredictable name and
    /// locked, so that [`Folder::sweep`] never takes it for an abandoned one while it is
    /// written. A temporary file a sweep removed before it was locked is made again. The first
    /// temporary file this process makes in a folder sweeps the folder first, so that what
    /// killed writes left there goes with the next write, whatever the command.
    fn create_temporary(&self, name: &OsStr) -> io::Result<(OsString, fs::File)> {
        self.sweep_at_first_write();
        loop {
            let temporary = temporary_name(name);
            let file = self.create_here(&temporary)?;
            if self.lock_file(&file)? && self.is_here(&temporary, &Metadata::from_file(&file)?)? {
                return Ok((temporary, file));
            }
        }
    }

    /// Sweeps the folder ([`Folder::sweep`], not the folders beneath) unless a write through
    /// the folder first opened, or a folder opened from it, has swept it already. A sweep that
    /// fails costs the write nothing: what it could not remove stays for the next one.
    fn sweep_at_first_write(&self) {
        let first = self
            .swept
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .insert(self.path.clone());
        if first {
            let _ = self.sweep(None, false);
        }
    }

    /// The folder beneath this one that holds `relative`, and its name there; `None` when a
    /// folder on the way is missing.
    fn holder<'p>(&self, relative: &'p Path) -> io::Result<Option<(Folder, &'p OsStr)>> {
        let (folders, name) = split(relative)?;
        Ok(self.descend(folders, false)?.map(|folder| (folder, name)))
    }

    /// The folder beneath this one that holds `relative`, made with the folders on its way
    /// when missing, and its name there.
    fn made_holder<'p>(&self, relative: &'p Path) -> io::Result<(Folder, &'p OsStr)> {
        let (folders, name) = split(relative)?;
        Ok((self.descend(folders, true)?.expect("created"), name))
    }

    /// The folder `relative` beneath this one, opened a component at a time and never through
    /// a symbolic link; with `create`, missing folders are made on the way, else a missing one
    /// is `None`.
    fn descend(&self, relative: &Path, create: bool) -> io::Result<Option<Folder>> {
        let mut current: Option<Folder> = None;
        for component in relative.components() {
            let Component::Normal(name) = component else {
                return Err(io::Error::new(
                    io::ErrorKind::InvalidInput,
                    format!("{} would leave the folder", relative.display()),
                ));
            };
            let here = current.as_ref().unwrap_or(self);
            let next = match here.open_child(name) {
                Ok(next) => next,
                Err(error) if error.kind() == io::ErrorKind::NotFound && create => {
                    match here.make_folder_here(name, false) {
                        Ok(()) => {}
                        Err(error) if error.kind() == io::ErrorKind::AlreadyExists => {}
                        Err(error) => return Err(error),
                    }
                    here.open_child(name)?
                }
                Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(None),
                Err(error) => return Err(error),
            };
            current = Some(next);
        }
        match current {
            Some(folder) => Ok(Some(folder)),
            None => self.duplicate().map(Some),
        }
    }

    /// The child folder `name`, refusing a symbolic link or anything but a folder.
    fn open_child(&self, name: &OsStr) -> io::Result<Folder> {
        let path = self.path.join(name);
        match self.kind_here(name)? {
            None => Err(io::Error::from(io::ErrorKind::NotFound)),
            Some(EntryKind::Folder) => self.open_child_folder(name, path),
            Some(EntryKind::SymbolicLink) => Err(link_on_the_way(&path)),
            Some(kind) => Err(not_a_folder(&path, kind)),
        }
    }
}

/// The operations on one name in an open folder: cap-std looks each name up in the open folder
/// itself and lets no path leave it, and no symbolic link is followed.
impl Folder {
    /// The folder `path` names, opened never through a symbolic link at its end.
    fn open_named(path: PathBuf) -> io::Result<Folder> {
        let opened = cap_std::fs::File::open_ambient_with(
            &path,
            &reading(FollowSymlinks::No),
            cap_std::ambient_authority(),
        );
        let refused = |file_type: fs::FileType| {
            if file_type.is_symlink() {
                link_refused(&path)
            } else {
                not_a_folder(&path, kind_of(&file_type))
            }
        };
        let file = match opened {
            Ok(file) => file.into_std(),
            Err(error) => {
                return Err(match path.symlink_metadata() {
                    Ok(metadata) if !metadata.is_dir() => refused(metadata.file_type()),
                    _ => error,
                });
            }
        };
        let file_type = file.metadata()?.file_type();
        if !file_type.is_dir() {
            return Err(refused(file_type));
        }
        Ok(Folder {
            path,
            dir: Dir::from_std_file(file),
            swept: Swept::default(),
        })
    }

    /// Another handle on this open folder, sharing what it swept.
    fn duplicate(&self) -> io::Result<Folder> {
        Ok(Folder {
            path: self.path.clone(),
            dir: self.dir.try_clone()?,
            swept: Arc::clone(&self.swept),
        })
    }

    /// The folder `name` in this one, opened never through a symbolic link.
    fn open_child_folder(&self, name: &OsStr, path: PathBuf) -> io::Result<Folder> {
        let file = match self.dir.open_with(name, &reading(FollowSymlinks::No)) {
            Ok(file) => file.into_std(),
            // Replaced by a link, or by something else, since it was looked at.
            Err(error) => {
                return Err(match self.kind_here(name)? {
                    Some(EntryKind::Folder) | None => error,
                    Some(_) => link_on_the_way(&path),
                });
            }
        };
        if !file.metadata()?.is_dir() {
            return Err(link_on_the_way(&path));
        }
        Ok(Folder {
            path,
            dir: Dir::from_std_file(file),
            swept: Arc::clone(&self.swept),
        })
    }

    /// What `name` in this folder is, without following a symbolic link; `None` when nothing.
    fn kind_here(&self, name: &OsStr) -> io::Result<Option<EntryKind>> {
        match self.dir.symlink_metadata(name) {
            Ok(metadata) => Ok(Some(kind_of_entry(&metadata.file_type()))),
            Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(None),
            Err(error) => Err(error),
        }
    }

    /// The new file `name`, created exclusively: never one that was there, nor through a link.
    fn create_here(&self, name: &OsStr) -> io::Result<fs::File> {
        let mut options = OpenOptions::new();
        options
            .write(true)
            .create_new(true)
            .follow(FollowSymlinks::No);
        Ok(self.dir.open_with(name, &options)?.into_std())
    }

    /// The bytes of the regular file `name` in this folder, at most `limit` of them; a link,
    /// or anything but a regular file, is refused.
    fn read_here(&self, name: &OsStr, limit: u64) -> io::Result<Vec<u8>> {
        let path = self.path.join(name);
        let file = match self.dir.open_with(name, &reading(FollowSymlinks::No)) {
            Ok(file) => file.into_std(),
            Err(error) => {
                return Err(match self.kind_here(name)? {
                    Some(EntryKind::SymbolicLink) => link_refused_to_read(&path),
                    _ => error,
                });
            }
        };
        let file_type = file.metadata()?.file_type();
        if !file_type.is_file() {
            return Err(not_regular_to_read(&path, kind_of(&file_type)));
        }
        read_at_most(file, limit)?.ok_or_else(|| {
            io::Error::new(
                io::ErrorKind::FileTooLarge,
                format!("`{}` holds more than {limit} bytes", path.display()),
            )
        })
    }

    /// Makes the new folder `name` in this one, for its owner alone when `private` is set.
    fn make_folder_here(&self, name: &OsStr, private: bool) -> io::Result<()> {
        #[cfg_attr(not(unix), allow(unused_mut))]
        let mut builder = DirBuilder::new();
        #[cfg(unix)]
        {
            use cap_std::fs::DirBuilderExt;
            builder.mode(if private { 0o700 } else { 0o777 });
        }
        #[cfg(not(unix))]
        let _ = private;
        self.dir.create_dir_with(name, &builder)
    }

    /// Whether `name` in this folder is the file that `open` describes, by device and number.
    fn is_here(&self, name: &OsStr, open: &Metadata) -> io::Result<bool> {
        match self.dir.symlink_metadata(name) {
            Ok(named) => Ok(named.dev() == open.dev() && named.ino() == open.ino()),
            Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(false),
            Err(error) => Err(error),
        }
    }

    /// Takes the lock of the new `file`, waiting for a sweep that holds it; `true` where
    /// the system offers no lock, since then nothing is ever swept.
    fn lock_file(&self, file: &fs::File) -> io::Result<bool> {
        match file.lock() {
            Ok(()) => Ok(true),
            Err(error) if error.kind() == io::ErrorKind::Unsupported => Ok(true),
            Err(error) => Err(error),
        }
    }

    /// Whether `name` is a regular file of this process's user that no write holds any more
    /// (its lock can be taken); the lock is let go at once.
    fn is_abandoned_here(&self, name: &OsStr) -> io::Result<bool> {
        let Ok(file) = self.dir.open_with(name, &reading(FollowSymlinks::No)) else {
            return Ok(false);
        };
        let file = file.into_std();
        let metadata = file.metadata()?;
        Ok(metadata.is_file() && is_own(&metadata) && file.try_lock().is_ok())
    }

    /// The folder's lock, held for `holding` on an opening of its own; `None` where a sweep
    /// finds the folder held, or where the system offers no advisory lock.
    fn hold(&self, holding: Holding) -> io::Result<Option<Hold>> {
        let opening = self
            .dir
            .open_with(".", &reading(FollowSymlinks::No))?
            .into_std();
        let locked = match holding {
            Holding::Staging => opening.lock_shared().map_err(TryLockError::Error),
            Holding::Sweeping => opening.try_lock(),
        };
        match locked {
            Ok(()) => Ok(Some(Hold { _opening: opening })),
            Err(TryLockError::WouldBlock) => Ok(None),
            Err(TryLockError::Error(error)) if error.kind() == io::ErrorKind::Unsupported => {
                Ok(None)
            }
            Err(TryLockError::Error(error)) => Err(error),
        }
    }

    /// `renameat2` with the flag of `mode`; `Unsupported` where the system or the file system
    /// has no such rename.
    fn rename_with(
        &self,
        from: &OsStr,
        target: &Folder,
        to: &OsStr,
        mode: RenameMode,
    ) -> io::Result<()> {
        #[cfg(target_os = "linux")]
        {
            use rustix::fs::{RenameFlags, renameat_with};
            let flags = match mode {
                RenameMode::Exchange => RenameFlags::EXCHANGE,
                RenameMode::NoReplace => RenameFlags::NOREPLACE,
            };
            match renameat_with(&self.dir, from, &target.dir, to, flags) {
                Ok(()) => Ok(()),
                Err(
                    rustix::io::Errno::INVAL
                    | rustix::io::Errno::NOSYS
                    | rustix::io::Errno::OPNOTSUPP,
                ) => Err(io::Error::from(io::ErrorKind::Unsupported)),
                Err(error) => Err(error.into()),
            }
        }
        #[cfg(not(target_os = "linux"))]
        {
            let _ = (from, target, to, mode);
            Err(io::Error::from(io::ErrorKind::Unsupported))
        }
    }
}

/// What a rename of two names in one step does.
#[derive(Debug, Clone, Copy)]
enum RenameMode {
    /// The two names trade places; both must exist.
    Exchange,
    /// The rename fails when the new name exists.
    NoReplace,
}

/// Whether `metadata` is of a file the user this process runs as owns; where the system tells
/// no owner, none is, and nothing is swept.
fn is_own(metadata: &fs::Metadata) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        metadata.uid() == rustix::process::geteuid().as_raw()
    }
    #[cfg(not(unix))]
    {
        let _ = metadata;
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let root = std::env::temp_dir().join(format!(
            "tilecat-door-{name}-{}-{:x}",
            std::process::id(),
            random_token()
        ));
        fs::create_dir_all(&root).unwrap();
        root
    }

    #[test]
    fn refuses_paths_that_leave_the_folder() {
        for path in ["../x.png", "/etc/passwd", "a/../../b", "", "./"] {
            assert!(check_relative(Path::new(path)).is_err(), "{path}");
        }
        for path in ["a.png", "png/flier-A-r90.png"] {
            assert!(check_relative(Path::new(path)).is_ok(), "{path}");
        }
    }

    #[test]
    fn writes_inside_the_folder_and_leaves_no_temporary_file() {
        let root = scratch("write");
        let out = Folder::create(&root.join("out")).unwrap();
        let written = out.write(Path::new("nested/file.txt"), b"hello").unwrap();
        assert_eq!(fs::read(&written).unwrap(), b"hello");
        out.write(Path::new("nested/file.txt"), b"again").unwrap();
        assert_eq!(fs::read(&written).unwrap(), b"again");
        let names: Vec<_> = fs::read_dir(root.join("out/nested"))
            .unwrap()
            .map(|entry| entry.unwrap().file_name())
            .collect();
        assert_eq!(names, ["file.txt"]);
        assert!(out.write(Path::new("../escape.txt"), b"no").is_err());
        fs::remove_dir_all(&root).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn never_writes_through_a_symbolic_link_anywhere_beneath_the_folder() {
        let root = scratch("links");
        let outside = root.join("outside");
        fs::create_dir_all(&outside).unwrap();
        fs::write(outside.join("victim.txt"), b"mine").unwrap();
        let out = Folder::create(&root.join("out")).unwrap();
        std::os::unix::fs::symlink(&outside, root.join("out/png")).unwrap();
        std::os::unix::fs::symlink(outside.join("victim.txt"), root.join("out/a.txt")).unwrap();
        let through_folder = out.write(Path::new("png/victim.txt"), b"x").unwrap_err();
        assert!(
            through_folder.to_string().contains("symbolic link"),
            "{through_folder}"
        );
        let over_link = out.write(Path::new("a.txt"), b"x").unwrap_err();
        assert!(
            over_link.to_string().contains("symbolic link"),
            "{over_link}"
        );
        assert!(out.read(Path::new("a.txt"), 10).is_err());
        assert_eq!(fs::read(outside.join("victim.txt")).unwrap(), b"mine");
        assert_eq!(fs::read_dir(&outside).unwrap().count(), 1);
        // The named folder itself may not be a link either.
        std::os::unix::fs::symlink(&outside, root.join("linked")).unwrap();
        assert!(Folder::create(&root.join("linked")).is_err());
        fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn a_new_file_is_never_one_that_was_there() {
        let root = scratch("new");
        let out = Folder::create(&root).unwrap();
        out.write_new(Path::new("a/b.txt"), b"1", false).unwrap();
        let again = out
            .write_new(Path::new("a/b.txt"), b"2", false)
            .unwrap_err();
        assert_eq!(again.kind(), io::ErrorKind::AlreadyExists);
        assert_eq!(fs::read(root.join("a/b.txt")).unwrap(), b"1");
        out.remove_tree(Path::new("a")).unwrap();
        assert!(!root.join("a").exists());
        fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn writes_every_file_or_none() {
        let root = scratch("all");
        let out = Folder::create(&root).unwrap();
        fs::create_dir_all(root.join("b/c.toml")).unwrap();
        let files = [
            (Path::new("a.toml"), &b"a"[..]),
            (Path::new("b/c.toml"), &b"c"[..]),
        ];
        assert_eq!(out.write_all(files).unwrap_err().in_place, 0);
        assert!(!root.join("a.toml").exists());
        let names: Vec<_> = fs::read_dir(&root)
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, ["b"]);
        fs::remove_dir_all(root.join("b")).unwrap();
        assert_eq!(out.write_all(files).unwrap(), 2);
        assert_eq!(fs::read(root.join("b/c.toml")).unwrap(), b"c");
        fs::remove_dir_all(&root).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_sweep_removes_only_temporary_files_no_write_holds() {
        let root = scratch("sweep");
        let out = Folder::create(&root).unwrap();
        let (held, _file) = out.create_temporary(OsStr::new("catalog.json")).unwrap();
        let abandoned = temporary_name(OsStr::new("catalog.json"));
        fs::write(root.join(&abandoned), "half").unwrap();
        fs::create_dir(root.join("png")).unwrap();
        let deeper = temporary_name(OsStr::new("a.png"));
        fs::write(root.join("png").join(&deeper), "half").unwrap();
        let mine = [
            ".catalog.json.notes.tmp",
            "notes.txt",
            ".catalog.json.0123.tmp",
            ".catalog.json.tilecat-0123.tmp",
            ".catalog.json.0123456789abcdef.tmp",
            "catalog.json.tilecat-0123456789abcdef.tmp",
        ];
        for mine in mine {
            fs::write(root.join(mine), "mine").unwrap();
        }
        assert_eq!(
            out.sweep(Some(OsStr::new("catalog.json")), false).unwrap(),
            1
        );
        assert!(!root.join(&abandoned).exists());
        assert!(
            root.join(&held).exists(),
            "a write in progress keeps its file"
        );
        assert!(root.join("png").join(&deeper).exists());
        assert_eq!(out.sweep(None, true).unwrap(), 1);
        assert!(!root.join("png").join(&deeper).exists());
        for mine in mine {
            assert!(root.join(mine).exists(), "{mine}");
        }
        fs::remove_dir_all(&root).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn the_first_write_into_a_folder_sweeps_it_once() {
        let root = scratch("first-write");
        fs::create_dir(root.join("png")).unwrap();
        let abandoned = temporary_name(OsStr::new("a.png"));
        fs::write(root.join("png").join(&abandoned), "half").unwrap();
        let out = Folder::open(&root).unwrap();
        out.write(Path::new("png/b.png"), b"b").unwrap();
        assert!(!root.join("png").join(&abandoned).exists());
        // Swept once: a file of that form put there since stays until the next writer.
        fs::write(root.join("png").join(&abandoned), "half").unwrap();
        out.write(Path::new("png/c.png"), b"c").unwrap();
        assert!(root.join("png").join(&abandoned).exists());
        Folder::open(&root)
            .unwrap()
            .write(Path::new("png/c.png"), b"c")
            .unwrap();
        assert!(!root.join("png").join(&abandoned).exists());
        fs::remove_dir_all(&root).unwrap();
    }

    #[cfg(unix)]
    #[test]
    #[ignore = "needs root to make a file another user owns: bash .ci/run runs it as root"]
    fn a_sweep_leaves_another_users_temporary_files() {
        let root = scratch("owner");
        let theirs = temporary_name(OsStr::new("a.png"));
        fs::write(root.join(&theirs), "half").unwrap();
        std::os::unix::fs::chown(root.join(&theirs), Some(65534), Some(65534)).unwrap();
        let out = Folder::open(&root).unwrap();
        assert_eq!(out.sweep(None, false).unwrap(), 0);
        assert!(root.join(&theirs).exists());
        fs::remove_dir_all(&root).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn a_sweep_leaves_the_folders_a_write_stages_files_in() {
        let root = scratch("staging");
        let out = Folder::create(&root).unwrap();
        // As `write_all` leaves a staged file: written, closed, its own lock gone.
        let staged = temporary_name(OsStr::new("a.toml"));
        fs::write(root.join(&staged), "staged").unwrap();
        let hold = out.hold(Holding::Staging).unwrap();
        assert!(hold.is_some(), "the folder is held");
        let other = Folder::open(&root).unwrap();
        assert_eq!(other.sweep(None, false).unwrap(), 0);
        assert!(
            root.join(&staged).exists(),
            "a staged file outlives a sweep"
        );
        // Staged by two writes at once, and let go by both: then it is abandoned.
        let second = other.hold(Holding::Staging).unwrap();
        assert!(second.is_some(), "two writes stage in one folder at once");
        drop((hold, second));
        assert_eq!(other.sweep(None, false).unwrap(), 1);
        assert!(!root.join(&staged).exists());
        fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn tokens_differ() {
        assert_ne!(random_token(), random_token());
    }
}
