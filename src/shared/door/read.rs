//! Reading a file: a regular file only, opened without blocking, never more than a limit.

use std::fmt;
use std::fs;
use std::io::{self, Read};
use std::path::Path;

use cap_fs_ext::{
    FollowSymlinks, OpenOptionsFollowExt, OpenOptionsMaybeDirExt, OpenOptionsSyncExt,
};
use cap_std::fs::OpenOptions;

use super::kind::{EntryKind, kind_of};

/// The bytes of the file at `path` if it is a regular file holding at most `limit` bytes.
///
/// The file is opened without blocking and checked on the opened handle, so a FIFO, a device
/// or a socket (or a link to one) is refused at once with an error of kind
/// [`io::ErrorKind::InvalidInput`] naming what it is, and nothing can be swapped in between
/// the check and the read. The reader stops one byte past `limit`, whatever size the file
/// system reports; a longer file is an error of kind [`io::ErrorKind::FileTooLarge`].
pub fn read(path: &Path, limit: u64) -> io::Result<Vec<u8>> {
    read_at_most(open_regular(path)?, limit)?.ok_or_else(|| {
        io::Error::new(
            io::ErrorKind::FileTooLarge,
            format!("more than {limit} bytes"),
        )
    })
}

/// The bytes of `file`, read to its end unless it holds more than `limit` (then `None`):
/// the reader stops one byte past `limit`, whatever size the file system reports.
pub(super) fn read_at_most(file: fs::File, limit: u64) -> io::Result<Option<Vec<u8>>> {
    let mut bytes = Vec::new();
    file.take(limit.saturating_add(1)).read_to_end(&mut bytes)?;
    Ok((bytes.len() as u64 <= limit).then_some(bytes))
}

/// The options every file and folder is opened with to be read: without blocking, so that a
/// FIFO or a device is opened at once (to be refused), and never as the process's controlling
/// terminal; a folder may be opened too, so that it is refused by what it is. With
/// `follow` at [`FollowSymlinks::No`], a symbolic link is not opened at all.
pub(super) fn reading(follow: FollowSymlinks) -> OpenOptions {
    let mut options = OpenOptions::new();
    options
        .read(true)
        .nonblock(true)
        .maybe_dir(true)
        .follow(follow);
    #[cfg(unix)]
    {
        use cap_std::fs::OpenOptionsExt;
        options.custom_flags(rustix::fs::OFlags::NOCTTY.bits() as i32);
    }
    options
}

/// As [`read`], with `None` where no file is there at all.
pub fn read_regular_or_missing(path: &Path, limit: u64) -> io::Result<Option<Vec<u8>>> {
    match read(path, limit) {
        Ok(bytes) => Ok(Some(bytes)),
        Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(None),
        Err(error) => Err(error),
    }
}

/// The error a file that is not a regular file is refused with, inside an [`io::Error`] of
/// kind [`io::ErrorKind::InvalidInput`]: what the file is instead.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotRegular(pub EntryKind);

impl fmt::Display for NotRegular {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(formatter, "not a regular file ({})", self.0)
    }
}

impl std::error::Error for NotRegular {}

impl NotRegular {
    /// The [`NotRegular`] that `error` carries, if it carries one.
    pub fn of(error: &io::Error) -> Option<NotRegular> {
        error.get_ref()?.downcast_ref::<NotRegular>().copied()
    }

    fn error(kind: EntryKind) -> io::Error {
        io::Error::new(io::ErrorKind::InvalidInput, NotRegular(kind))
    }
}

/// The regular file at `path`, opened for reading without blocking on a FIFO or a device.
fn open_regular(path: &Path) -> io::Result<fs::File> {
    let opened = cap_std::fs::File::open_ambient_with(
        path,
        &reading(FollowSymlinks::Yes),
        cap_std::ambient_authority(),
    );
    let file = match opened {
        Ok(file) => file.into_std(),
        // A socket cannot be opened at all: say what it is rather than how opening failed.
        Err(error) => {
            return Err(match path.metadata() {
                Ok(metadata) if !metadata.is_file() => {
                    NotRegular::error(kind_of(&metadata.file_type()))
                }
                _ => error,
            });
        }
    };
    let file_type = file.metadata()?.file_type();
    if file_type.is_file() {
        Ok(file)
    } else {
        Err(NotRegular::error(kind_of(&file_type)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_a_small_regular_file_and_refuses_a_longer_one() {
        let folder = std::env::temp_dir().join(format!("tilecat-door-read-{}", std::process::id()));
        std::fs::create_dir_all(&folder).unwrap();
        let path = folder.join("a.toml");
        std::fs::write(&path, b"12345").unwrap();
        assert_eq!(read(&path, 5).unwrap(), b"12345");
        assert_eq!(
            read(&path, 4).unwrap_err().kind(),
            io::ErrorKind::FileTooLarge
        );
        assert_eq!(read_regular_or_missing(&folder.join("b"), 4).unwrap(), None);
        std::fs::remove_dir_all(&folder).unwrap();
    }

    #[cfg(unix)]
    #[test]
    fn refuses_devices_and_folders_without_reading_them() {
        for path in ["/dev/zero", "/dev/null", "/"] {
            let error = read(Path::new(path), 4).unwrap_err();
            assert_eq!(error.kind(), io::ErrorKind::InvalidInput, "{path}: {error}");
        }
    }
}
