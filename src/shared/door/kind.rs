//! What kind of file stands at a path, in words, for the messages that refuse it.

use std::fmt;
use std::fs;

/// The kind of a file as the file system tells it, without following a symbolic link.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EntryKind {
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
pub fn kind_of(file_type: &fs::FileType) -> EntryKind {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if file_type.is_char_device() {
            return EntryKind::CharacterDevice;
        }
        if file_type.is_block_device() {
            return EntryKind::BlockDevice;
        }
        if file_type.is_fifo() {
            return EntryKind::Fifo;
        }
        if file_type.is_socket() {
            return EntryKind::Socket;
        }
    }
    if file_type.is_symlink() {
        EntryKind::SymbolicLink
    } else if file_type.is_dir() {
        EntryKind::Folder
    } else if file_type.is_file() {
        EntryKind::Regular
    } else {
        EntryKind::Other
    }
}

impl fmt::Display for EntryKind {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter.write_str(match self {
            EntryKind::Regular => "a regular file",
            EntryKind::Folder => "a folder",
            EntryKind::SymbolicLink => "a symbolic link",
            EntryKind::Fifo => "a FIFO",
            EntryKind::Socket => "a socket",
            EntryKind::CharacterDevice => "a character device",
            EntryKind::BlockDevice => "a block device",
            EntryKind::Other => "a special file",
        })
    }
}
