//! What kind of file stands at a path, in words, for the messages that refuse it.

use std::fmt;
use std::fs;

use cap_fs_ext::FileTypeExt;

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
    classify(
        file_type,
        file_type.is_symlink(),
        file_type.is_dir(),
        file_type.is_file(),
    )
}

/// The kind of file an entry beneath an open folder is.
pub(super) fn kind_of_entry(file_type: &cap_std::fs::FileType) -> EntryKind {
    classify(
        file_type,
        file_type.is_symlink(),
        file_type.is_dir(),
        file_type.is_file(),
    )
}

/// The kind of a file whose type is `special` (what it tells of devices, FIFOs and sockets),
/// a symbolic link, a folder or a regular file as the three flags say.
fn classify(
    special: &impl FileTypeExt,
    symbolic_link: bool,
    folder: bool,
    regular: bool,
) -> EntryKind {
    if special.is_char_device() {
        EntryKind::CharacterDevice
    } else if special.is_block_device() {
        EntryKind::BlockDevice
    } else if special.is_fifo() {
        EntryKind::Fifo
    } else if special.is_socket() {
        EntryKind::Socket
    } else if symbolic_link {
        EntryKind::SymbolicLink
    } else if folder {
        EntryKind::Folder
    } else if regular {
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
