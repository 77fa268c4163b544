//! What kind of file stands at a path, in words, for the messages that refuse it.

use std::fmt;
use std::fs;

/// The kind of a file as the file system tells it, without following a symbolic link.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    /// A regular file.
    Regular,
    /// A folder.
    Folder,
    /// A symbolic link.
    SymbolicLink,
    /// A FIFO (named pipe).
    Fifo,
    /// A socket.
    Socket,
    /// A character device, such as `/dev/zero`.
    CharacterDevice,
    /// A block device.
    BlockDevice,
    /// Anything else.
    Other,
}

/// The kind of file `file_type` is.
pub fn kind_of(file_type: &fs::FileType) -> FileKind {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if file_type.is_char_device() {
            return FileKind::CharacterDevice;
        }
        if file_type.is_block_device() {
            return FileKind::BlockDevice;
        }
        if file_type.is_fifo() {
            return FileKind::Fifo;
        }
        if file_type.is_socket() {
            return FileKind::Socket;
        }
    }
    if file_type.is_symlink() {
        FileKind::SymbolicLink
    } else if file_type.is_dir() {
        FileKind::Folder
    } else if file_type.is_file() {
        FileKind::Regular
    } else {
        FileKind::Other
    }
}

impl fmt::Display for FileKind {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str(match self {
            FileKind::Regular => "a regular file",
            FileKind::Folder => "a folder",
            FileKind::SymbolicLink => "a symbolic link",
            FileKind::Fifo => "a FIFO",
            FileKind::Socket => "a socket",
            FileKind::CharacterDevice => "a character device",
            FileKind::BlockDevice => "a block device",
            FileKind::Other => "a special file",
        })
    }
}
