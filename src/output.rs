//! Writing outputs safely: inside the folder the user named, atomically, byte for byte.

use std::fs;
use std::io::{self, Write};
use std::path::{Component, Path, PathBuf};

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

/// Writes `bytes` to `target` through a temporary file in the same folder, then renames it
/// into place. The temporary file is removed if anything fails.
pub fn write_atomic(target: &Path, bytes: &[u8]) -> io::Result<()> {
    let folder = match target.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    let name = target.file_name().ok_or_else(|| {
        io::Error::new(io::ErrorKind::InvalidInput, "output path has no file name")
    })?;
    let temporary = folder.join(format!(
        ".{}.{}.tmp",
        name.to_string_lossy(),
        std::process::id()
    ));
    let result = (|| {
        let mut file = fs::File::create(&temporary)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        fs::rename(&temporary, target)
    })();
    if result.is_err() {
        let _ = fs::remove_file(&temporary);
    }
    result
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
