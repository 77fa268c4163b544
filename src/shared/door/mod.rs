//! The one door through which tilecat reads and writes its users' files.
//!
//! Every file a user names, a data folder holds or an editor sends is read here, and every
//! file tilecat makes is written here; `tests/no_features/architecture.rs` fails when another module calls
//! the standard library's file-writing functions.
//!
//! - **Reading** ([`read`], [`Folder::read`]): only a regular file is read. It is opened
//!   without blocking, so a FIFO, a device or a socket in its place is refused at once rather
//!   than stalling the run, and checked on the opened handle, so nothing can be swapped in
//!   between the check and the read; no more than a stated number of bytes is ever read,
//!   whatever size the file system reports.
//! - **Writing** ([`Folder`]): only beneath a folder the user named. Each folder on the way to
//!   a file is opened relative to the one before it and never through a symbolic link, so a
//!   link placed anywhere inside the output, or a `..`, cannot lead a write outside it. A file
//!   is written to a temporary file created exclusively under an unpredictable name beside it,
//!   synced, and renamed into place, so a reader never sees half a file and a name prepared in
//!   advance is never written through. Only a regular file is ever replaced.
//! - **Temporary files** take one form, `.<name>.tilecat-<16 hex digits>.tmp`, and each is
//!   locked (`flock`) while it is written. The first write into a folder removes the ones there
//!   that writes killed part-way left ([`Folder::sweep`]): files of that exact form, owned by
//!   the same user, whose lock is free. Whatever the command, what a killed run left goes with
//!   the next write there.
//! - **A folder claimed for a run** ([`claim_folder`], [`Claimed`]): a run that fails before it
//!   writes anything leaves the place as it found it, no folder it made and no marker of its
//!   own in an empty folder.
//! - **A file named on its own** ([`write_file`]): replaced only when tilecat can prove it
//!   wrote it, by the marks its kind of output carries ([`Made`]).

mod claim;
mod folder;
mod kind;
mod read;

pub use claim::{Claimed, claim_folder};
pub use folder::{Folder, PartlyWritten, check_relative, random_token};
pub use kind::{EntryKind, kind_of};
pub use read::{NotRegular, read, read_regular_or_missing};

use std::io;
use std::path::Path;

/// What tilecat writes in a file of one kind, by which it knows the file as its own before it
/// replaces it: a file that fails [`Made::proves`] is left as it is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Made {
    /// A Rust module of tables: its first line names the command that made it.
    RustTables,
    /// A TypeScript module of tables: its first line names the command that made it.
    TypeScriptTables,
    /// A JSON catalog export: a JSON object whose `version` is a number and whose
    /// `expansions` is a list.
    CatalogJson,
    /// A PNG picture holding the text chunk tilecat writes into its pictures.
    Picture,
    /// A PDF whose document information names tilecat as its producer ([`PDF_MARK`]).
    Pdf,
}

/// The first characters of every Rust module tilecat generates.
pub const RUST_TABLES_MARK: &str = "// Generated from the data files by `";

/// The first characters of every TypeScript module tilecat generates.
pub const TYPESCRIPT_TABLES_MARK: &str = "// TypeScript tables generated from the data files by `";

/// The keyword of the PNG text chunk tilecat writes into every board picture, with
/// [`PICTURE_MARK_TEXT`] as its text.
pub const PICTURE_MARK_KEYWORD: &str = "Software";

/// The text of the PNG text chunk tilecat writes into every board picture.
pub const PICTURE_MARK_TEXT: &str = "tilecat";

/// The producer entry of the document information tilecat writes into every PDF, as it stands
/// in the file.
pub const PDF_MARK: &[u8] = b"/Producer(tilecat)";

/// The most bytes of an existing file read to tell whether tilecat made it.
const PROOF_LIMIT: u64 = 256 * 1024 * 1024;

impl Made {
    /// Whether `bytes`, the whole of an existing file, are of this kind as tilecat writes it.
    pub fn proves(self, bytes: &[u8]) -> bool {
        match self {
            Made::RustTables => bytes.starts_with(RUST_TABLES_MARK.as_bytes()),
            Made::TypeScriptTables => bytes.starts_with(TYPESCRIPT_TABLES_MARK.as_bytes()),
            Made::CatalogJson => serde_json::from_slice::<serde_json::Value>(bytes)
                .ok()
                .and_then(|value| {
                    let object = value.as_object()?;
                    Some(object.get("version")?.is_u64() && object.get("expansions")?.is_array())
                })
                .unwrap_or(false),
            Made::Picture => png_has_mark(bytes),
            Made::Pdf => {
                bytes.starts_with(b"%PDF-")
                    && bytes
                        .windows(PDF_MARK.len())
                        .any(|window| window == PDF_MARK)
            }
        }
    }

    /// The kind of file, in words, for messages.
    pub fn name(self) -> &'static str {
        match self {
            Made::RustTables => "a Rust module generated by tilecat",
            Made::TypeScriptTables => "a TypeScript module generated by tilecat",
            Made::CatalogJson => "a catalog exported by tilecat",
            Made::Picture => "a picture drawn by tilecat",
            Made::Pdf => "a PDF printed by tilecat",
        }
    }
}

impl Made {
    /// `png` with tilecat's mark added as a `tEXt` chunk (written by the png crate) right after
    /// its header, so that [`Made::Picture`] proves it; bytes that are not a PNG are returned as
    /// they are.
    #[cfg(feature = "render")]
    pub fn mark_picture(png: Vec<u8>) -> Vec<u8> {
        use png::text_metadata::{EncodableTextChunk, TEXtChunk};
        // The signature (8 bytes) and the IHDR chunk (4 + 4 + 13 + 4 bytes).
        const HEADER: usize = 8 + 25;
        if png.len() < HEADER || &png[12..16] != b"IHDR" {
            return png;
        }
        let mut marked = Vec::with_capacity(png.len() + 64);
        marked.extend_from_slice(&png[..HEADER]);
        TEXtChunk::new(PICTURE_MARK_KEYWORD, PICTURE_MARK_TEXT)
            .encode(&mut marked)
            .expect("the mark is Latin-1 text under a keyword of 1 to 79 bytes");
        marked.extend_from_slice(&png[HEADER..]);
        marked
    }
}

/// Whether the PNG `bytes` hold a `tEXt` chunk with tilecat's mark.
fn png_has_mark(bytes: &[u8]) -> bool {
    const SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";
    let Some(mut rest) = bytes.strip_prefix(SIGNATURE) else {
        return false;
    };
    let mut wanted = Vec::from(PICTURE_MARK_KEYWORD.as_bytes());
    wanted.push(0);
    wanted.extend_from_slice(PICTURE_MARK_TEXT.as_bytes());
    while rest.len() >= 12 {
        let length = u32::from_be_bytes([rest[0], rest[1], rest[2], rest[3]]) as usize;
        let kind = &rest[4..8];
        let Some(data) = rest.get(8..8 + length) else {
            return false;
        };
        if kind == b"tEXt" && data == wanted.as_slice() {
            return true;
        }
        if kind == b"IDAT" || kind == b"IEND" {
            return false;
        }
        rest = &rest[(12 + length).min(rest.len())..];
    }
    false
}

/// Writes `bytes` as the file `path` names, atomically, inside the folder that holds it: a
/// missing file is created; an existing one is replaced only when it is a regular file that
/// `made` proves tilecat wrote. Anything else is refused with an error of kind
/// [`io::ErrorKind::AlreadyExists`] (a file tilecat did not write) or
/// [`io::ErrorKind::InvalidInput`] (not a regular file), and left as it was.
pub fn write_file(path: &Path, bytes: &[u8], made: Made) -> io::Result<()> {
    let name = path.file_name().ok_or_else(|| {
        io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("`{}` does not name a file", path.display()),
        )
    })?;
    let parent = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    let folder = Folder::open(parent)?;
    folder.replace(Path::new(name), bytes, |existing| {
        if made.proves(existing) {
            Ok(())
        } else {
            Err(io::Error::new(
                io::ErrorKind::AlreadyExists,
                format!(
                    "it is not {}, so tilecat will not replace it; remove it first or choose another path",
                    made.name()
                ),
            ))
        }
    })
    .map(|_| ())
}

/// The bytes of the file `path` names, when it is a regular file holding at most
/// [`PROOF_LIMIT`] bytes; `None` when nothing is there.
fn existing(path: &Path) -> io::Result<Option<Vec<u8>>> {
    read_regular_or_missing(path, PROOF_LIMIT)
}

/// Whether the file `path` names holds exactly `bytes` (it is a regular file); a missing file
/// holds nothing.
pub fn holds(path: &Path, bytes: &[u8]) -> io::Result<bool> {
    Ok(existing(path)?.is_some_and(|existing| existing == bytes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_kind_proves_only_its_own_files() {
        let tables = format!("{RUST_TABLES_MARK}tilecat gen rust`.\n");
        assert!(Made::RustTables.proves(tables.as_bytes()));
        assert!(!Made::RustTables.proves(b"id = \"flier-A\"\n"));
        let typescript = format!("{TYPESCRIPT_TABLES_MARK}tilecat gen ts`.\n");
        assert!(Made::TypeScriptTables.proves(typescript.as_bytes()));
        assert!(!Made::TypeScriptTables.proves(tables.as_bytes()));
        assert!(!Made::RustTables.proves(typescript.as_bytes()));
        assert!(Made::CatalogJson.proves(br#"{"version": 1, "expansions": []}"#));
        assert!(!Made::CatalogJson.proves(br#"{"version": "1", "expansions": []}"#));
        assert!(!Made::CatalogJson.proves(b"id = \"flier-A\"\n"));
        assert!(!Made::Picture.proves(b"\x89PNG\r\n\x1a\n"));
        assert!(!Made::Picture.proves(b"not a picture"));
        let pdf = b"%PDF-1.7\n1 0 obj\n<< /Producer(tilecat) >>\nendobj\n%%EOF\n";
        assert!(Made::Pdf.proves(pdf));
        assert!(!Made::Pdf.proves(b"%PDF-1.7\n1 0 obj\n<< /Producer(Word) >>\nendobj\n"));
        assert!(!Made::Pdf.proves(b"/Producer(tilecat) but no PDF header"));
        assert!(!Made::Pdf.proves(b"id = \"flier-A\"\n"));
    }

    #[test]
    #[cfg(feature = "render")]
    fn a_marked_picture_carries_the_text_chunk_after_its_header() {
        // The smallest PNG: one grey pixel.
        let mut png = Vec::from(
            &b"\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR\0\0\0\x01\0\0\0\x01\x08\0\0\0\0\x3a\x7e\x9b\x55"[..],
        );
        png.extend_from_slice(b"\0\0\0\x0aIDAT\x78\x9c\x63\x60\0\0\0\x02\0\x01\xe5\x27\xde\xfc\0\0\0\0IEND\xae\x42\x60\x82");
        assert!(!Made::Picture.proves(&png));
        let marked = Made::mark_picture(png.clone());
        assert!(Made::Picture.proves(&marked));
        // The chunk, to the byte: its length, type, keyword, text and CRC-32.
        let chunk = b"\0\0\0\x10tEXtSoftware\0tilecat\xb3\xf7\x14\x73";
        assert_eq!(marked[..33], png[..33]);
        assert_eq!(&marked[33..33 + chunk.len()], chunk);
        assert_eq!(marked[33 + chunk.len()..], png[33..]);
        assert_eq!(
            Made::mark_picture(b"not a picture".to_vec()),
            b"not a picture"
        );
    }
}
