//! Reading a data file's text: refusing files too large, not UTF-8 or empty.

use std::io;
use std::path::Path;

use crate::shared::door;

use crate::input::load::plain_message;
use crate::input::source::{SourceFile, hidden_character, hidden_diagnostic};
use crate::shared::diagnostic::{Code, Diagnostic};

/// The largest data file read, in bytes (1 MiB).
pub const MAX_FILE_BYTES: u64 = 1024 * 1024;

/// A file that could not be taken as text: the problem, and the text as far as it could be read,
/// so the problem can be shown in place.
#[derive(Debug, Clone)]
pub struct Refused {
    /// Why the file was refused.
    pub diagnostic: Diagnostic,
    /// The file's text with invalid bytes replaced, when the file could be read at all.
    pub source: Option<SourceFile>,
}

/// Reads the file at `path` once: it must be a regular file (so a pipe cannot stall the run),
/// its size is checked before reading, its bytes must be UTF-8, and it must hold more than
/// white space.
pub fn read_source(path: &Path) -> Result<SourceFile, Box<Refused>> {
    let unreadable = |error: io::Error| {
        Box::new(Refused {
            diagnostic: Diagnostic::error(
                Code::UnreadableFile,
                path,
                format!("cannot read file: {}", io_reason(&error)),
            ),
            source: None,
        })
    };
    let too_large = |size: &str| too_large(path, size);
    // The size the file system reports may be wrong (0 for many files under `/proc`), so the
    // reader stops one byte past the limit whatever it says.
    let bytes = match door::read(path, MAX_FILE_BYTES) {
        Ok(bytes) => bytes,
        Err(error) if error.kind() == io::ErrorKind::FileTooLarge => {
            let size = path
                .metadata()
                .ok()
                .filter(|metadata| metadata.len() > MAX_FILE_BYTES)
                .map_or("larger ".to_owned(), |metadata| {
                    format!("{} bytes, more ", metadata.len())
                });
            return Err(too_large(&size));
        }
        Err(error) if door::NotRegular::of(&error).is_some() => {
            return Err(unreadable(io::Error::new(
                io::ErrorKind::InvalidInput,
                "not a regular file",
            )));
        }
        Err(error) => return Err(unreadable(error)),
    };
    let text = match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(error) => {
            let offset = error.utf8_error().valid_up_to();
            let bad = error.as_bytes()[offset];
            let text = String::from_utf8_lossy(error.as_bytes()).into_owned();
            let replacement = offset..offset + char::REPLACEMENT_CHARACTER.len_utf8();
            return Err(Box::new(Refused {
                diagnostic: Diagnostic::error(
                    Code::InvalidUtf8,
                    path,
                    format!("file is not valid UTF-8: byte 0x{bad:02x} at offset {offset}"),
                )
                .with_span(replacement)
                .with_help("save the file as UTF-8"),
                source: Some(SourceFile::new(path, text)),
            }));
        }
    };
    text_source(path, text)
}

/// The refusal of the file at `path` for its size, worded `{size}than the limit`.
fn too_large(path: &Path, size: &str) -> Box<Refused> {
    Box::new(Refused {
        diagnostic: Diagnostic::error(
            Code::FileTooLarge,
            path,
            format!("file is {size}than the {MAX_FILE_BYTES} bytes (1 MiB) a data file may hold"),
        )
        .with_help("split the data into smaller files"),
        source: None,
    })
}

/// Takes `text` as the text of the data file at `path` (such as an editor's unsaved buffer):
/// it must hold at most [`MAX_FILE_BYTES`], as a file on disk must, and more than white space.
pub fn text_source(path: &Path, text: String) -> Result<SourceFile, Box<Refused>> {
    if text.len() as u64 > MAX_FILE_BYTES {
        return Err(too_large(path, &format!("{} bytes, more ", text.len())));
    }
    let source = SourceFile::new(path, text);
    if let Some((offset, hidden)) = hidden_character(&source.text) {
        return Err(Box::new(Refused {
            diagnostic: hidden_diagnostic(path, offset..offset + hidden.len_utf8(), hidden, false),
            source: Some(source),
        }));
    }
    // A byte order mark alone is no content either.
    if source
        .text
        .trim_start_matches(BYTE_ORDER_MARK)
        .trim()
        .is_empty()
    {
        return Err(Box::new(Refused {
            diagnostic: Diagnostic::error(Code::EmptyFile, path, "file is empty")
                .with_span(0..0)
                .with_help("remove the file or fill in its data"),
            source: Some(source),
        }));
    }
    Ok(source)
}

/// An I/O error in words: lowercase, without the operating system's error number.
pub fn io_reason(error: &io::Error) -> String {
    match error.kind() {
        io::ErrorKind::PermissionDenied => "permission denied".to_owned(),
        io::ErrorKind::NotFound => "no such file or folder".to_owned(),
        _ => {
            let text = error.to_string();
            plain_message(text.split(" (os error").next().unwrap_or(&text))
        }
    }
}

/// The byte order mark, allowed only as a file's first character.
const BYTE_ORDER_MARK: char = '\u{feff}';
