//! Reading a data file's text: refusing files too large, not UTF-8 or empty.

use std::fs;
use std::io::{self, Read};
use std::path::Path;

use crate::diagnostic::{Code, Diagnostic};
use crate::load::plain_message;
use crate::source::SourceFile;

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
    let metadata = fs::metadata(path).map_err(unreadable)?;
    if !metadata.is_file() {
        return Err(unreadable(io::Error::new(
            io::ErrorKind::InvalidInput,
            "not a regular file",
        )));
    }
    let too_large = |size: &str| too_large(path, size);
    if metadata.len() > MAX_FILE_BYTES {
        return Err(too_large(&format!("{} bytes, more ", metadata.len())));
    }
    // The size the file system reports may be wrong (0 for many files under `/proc`), so the
    // reader stops one byte past the limit whatever it says.
    let bytes = match read_capped(path, MAX_FILE_BYTES) {
        Ok(bytes) => bytes,
        Err(error) if error.kind() == io::ErrorKind::FileTooLarge => {
            return Err(too_large("larger "));
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
            diagnostic: Diagnostic::error(
                Code::HiddenCharacter,
                path,
                format!(
                    "file holds the invisible character U+{:04X} ({}), which can make text read differently from what it holds",
                    u32::from(hidden),
                    hidden_name(hidden)
                ),
            )
            .with_span(offset..offset + hidden.len_utf8())
            .with_help("remove the character; it is refused in every id, name, letter, description and comment"),
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

/// The bytes of the file at `path` if it holds at most `limit` bytes, read through a reader
/// that stops one byte past the limit, whatever size the file system reports; a longer file is
/// an error of kind [`io::ErrorKind::FileTooLarge`].
pub fn read_capped(path: &Path, limit: u64) -> io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    fs::File::open(path)?
        .take(limit.saturating_add(1))
        .read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit {
        return Err(io::Error::new(
            io::ErrorKind::FileTooLarge,
            format!("more than {limit} bytes"),
        ));
    }
    Ok(bytes)
}

/// The byte order mark, allowed only as a file's first character.
const BYTE_ORDER_MARK: char = '\u{feff}';

/// The first bidirectional control or invisible format character of `text` and its byte
/// offset, other than a byte order mark at the very start. Zero-width joiners and non-joiners
/// are allowed: some scripts need them.
pub fn hidden_character(text: &str) -> Option<(usize, char)> {
    text.char_indices().find(|&(offset, character)| {
        let leading_mark = offset == 0 && character == BYTE_ORDER_MARK;
        !hidden_name(character).is_empty() && !leading_mark
    })
}

/// The Unicode name of a hidden character, or `""` for any other.
fn hidden_name(character: char) -> &'static str {
    match character {
        '\u{061c}' => "ARABIC LETTER MARK",
        '\u{00ad}' => "SOFT HYPHEN",
        '\u{200b}' => "ZERO WIDTH SPACE",
        '\u{200e}' => "LEFT-TO-RIGHT MARK",
        '\u{200f}' => "RIGHT-TO-LEFT MARK",
        '\u{202a}' => "LEFT-TO-RIGHT EMBEDDING",
        '\u{202b}' => "RIGHT-TO-LEFT EMBEDDING",
        '\u{202c}' => "POP DIRECTIONAL FORMATTING",
        '\u{202d}' => "LEFT-TO-RIGHT OVERRIDE",
        '\u{202e}' => "RIGHT-TO-LEFT OVERRIDE",
        '\u{2060}' => "WORD JOINER",
        '\u{2061}'..='\u{2064}' => "INVISIBLE OPERATOR",
        '\u{2066}' => "LEFT-TO-RIGHT ISOLATE",
        '\u{2067}' => "RIGHT-TO-LEFT ISOLATE",
        '\u{2068}' => "FIRST STRONG ISOLATE",
        '\u{2069}' => "POP DIRECTIONAL ISOLATE",
        '\u{feff}' => "ZERO WIDTH NO-BREAK SPACE",
        '\u{fff9}'..='\u{fffb}' => "INTERLINEAR ANNOTATION",
        _ => "",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_bidi_controls_and_invisible_characters_but_not_a_leading_bom_or_joiners() {
        assert_eq!(
            hidden_character("name = \"a\u{202e}b\""),
            Some((9, '\u{202e}'))
        );
        assert_eq!(hidden_character("a\u{2066}"), Some((1, '\u{2066}')));
        assert_eq!(hidden_character("a\u{200b}"), Some((1, '\u{200b}')));
        assert_eq!(hidden_character("a\u{feff}"), Some((1, '\u{feff}')));
        assert_eq!(hidden_character("\u{feff}id = \"x\""), None);
        assert_eq!(hidden_character("क्\u{200d}ष \u{200c}"), None);
        assert_eq!(hidden_character("Fliegende Händler"), None);
    }
}
