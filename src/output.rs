//! Writing outputs safely: inside the folder the user named, atomically, byte for byte.

use std::fs;
use std::io::{self, Write};

use crate::load::read_capped;
use std::path::{Component, Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// A folder that outputs are written into. Every path written is relative to it and cannot
/// leave it; every file is written to a temporary file first and then renamed into place, so a
/// reader never sees a half-written file.
#[derive(Debug, Clone)]
pub struct OutputDir {
    root: PathBuf,
}

impl OutputDir {
    /// An output folder at `root`, created (with its parents) if it does not exist.
    pub fn create(root: impl Into<PathBuf>) -> io::Result<OutputDir> {
        let root = root.into();
        fs::create_dir_all(&root)?;
        Ok(OutputDir { root })
    }

    /// The folder's path.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// Writes `bytes` to `relative` inside the folder, atomically, creating parent folders.
    /// Returns the path written.
    ///
    /// Fails with [`io::ErrorKind::InvalidInput`] when `relative` is absolute or has a `..`
    /// component, so no name can escape the folder.
    pub fn write(&self, relative: impl AsRef<Path>, bytes: &[u8]) -> io::Result<PathBuf> {
        let relative = relative.as_ref();
        check_relative(relative)?;
        let target = self.root.join(relative);
        if let Some(parent) = target.parent() {
            fs::create_dir_all(parent)?;
        }
        write_atomic(&target, bytes)?;
        Ok(target)
    }
}

/// Counts temporary files within this process, so that concurrent writes get distinct names.
static TEMPORARY_FILES: AtomicU64 = AtomicU64::new(0);

/// Writes `bytes` to `target` through a new temporary file in the same folder, synced to disk
/// and then renamed into place. The temporary file is removed if anything fails.
///
/// Only a regular file is ever replaced: where `target` is a folder, a symbolic link, a device,
/// a FIFO or a socket, nothing is written and the error is of kind
/// [`io::ErrorKind::InvalidInput`], naming what is there.
pub fn write_atomic(target: &Path, bytes: &[u8]) -> io::Result<()> {
    check_replaceable_file(target)?;
    let folder = match target.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    let name = target.file_name().ok_or_else(|| {
        io::Error::new(io::ErrorKind::InvalidInput, "output path has no file name")
    })?;
    let temporary = folder.join(format!(
        ".{}.{}-{}.tmp",
        name.to_string_lossy(),
        std::process::id(),
        TEMPORARY_FILES.fetch_add(1, Ordering::Relaxed)
    ));
    // A new file only: a file of that name that is already there is never written through.
    let mut file = fs::File::create_new(&temporary)?;
    let result = (|| {
        file.write_all(bytes)?;
        file.sync_all()?;
        fs::rename(&temporary, target)
    })();
    if result.is_err() {
        let _ = fs::remove_file(&temporary);
    }
    result
}

/// Fails unless `target` is missing or a regular file (not a symbolic link to one).
pub fn check_replaceable_file(target: &Path) -> io::Result<()> {
    let metadata = match target.symlink_metadata() {
        Ok(metadata) => metadata,
        Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(()),
        Err(error) => return Err(error),
    };
    if metadata.is_file() {
        return Ok(());
    }
    Err(io::Error::new(
        io::ErrorKind::InvalidInput,
        format!(
            "`{}` is {}; only a regular file is written or replaced",
            target.display(),
            file_kind(&metadata.file_type())
        ),
    ))
}

/// What kind of file `file_type` is, in words, such as `a FIFO`.
fn file_kind(file_type: &fs::FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if file_type.is_char_device() {
            return "a character device";
        }
        if file_type.is_block_device() {
            return "a block device";
        }
        if file_type.is_fifo() {
            return "a FIFO";
        }
        if file_type.is_socket() {
            return "a socket";
        }
    }
    if file_type.is_symlink() {
        "a symbolic link"
    } else if file_type.is_dir() {
        "a folder"
    } else if file_type.is_file() {
        "a regular file"
    } else {
        "a special file"
    }
}

/// Prepares `root` as a folder that only a command of one kind writes into: one that does not
/// exist yet (it is created), an empty one, or one holding the file `marker` with exactly
/// `text`, which an earlier run wrote. The marker is written before anything else, so a folder
/// a run has written into always holds it. Any other folder, or anything that is not a folder,
/// is refused with an error of kind [`io::ErrorKind::InvalidInput`] and left untouched.
pub fn claim_folder(root: &Path, marker: &str, text: &str) -> io::Result<OutputDir> {
    let refuse = |why: String| {
        Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("refusing to write into `{}`: {why}", root.display()),
        ))
    };
    match root.symlink_metadata() {
        Err(error) if error.kind() == io::ErrorKind::NotFound => {}
        Err(error) => return Err(error),
        Ok(metadata) if !metadata.is_dir() => {
            return refuse(format!("it is {}", file_kind(&metadata.file_type())));
        }
        Ok(_) => {
            let marker_path = root.join(marker);
            let is_empty = fs::read_dir(root)?.next().is_none();
            let is_ours = marker_path
                .symlink_metadata()
                .is_ok_and(|metadata| metadata.is_file())
                && read_capped(&marker_path, text.len() as u64)
                    .is_ok_and(|found| found == text.as_bytes());
            if !is_empty && !is_ours {
                return refuse(format!(
                    "it is not empty and holds no {marker}, so this command did not make it; name a new or empty folder"
                ));
            }
        }
    }
    let folder = OutputDir::create(root)?;
    folder.write(marker, text.as_bytes())?;
    Ok(folder)
}

/// Fails unless `path` is relative and stays inside the folder it is relative to.
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

#[cfg(test)]
mod tests {
    use super::*;

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
        let root = std::env::temp_dir().join(format!("tilecat-output-{}", std::process::id()));
        let out = OutputDir::create(&root).unwrap();
        let written = out.write("nested/file.txt", b"hello").unwrap();
        assert_eq!(fs::read(&written).unwrap(), b"hello");
        let names: Vec<_> = fs::read_dir(root.join("nested"))
            .unwrap()
            .map(|entry| entry.unwrap().file_name())
            .collect();
        assert_eq!(names, ["file.txt"]);
        assert!(out.write("../escape.txt", b"no").is_err());
        fs::remove_dir_all(&root).unwrap();
    }
}
