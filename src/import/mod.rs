//! Tile data from other programs, converted into tilecat's data files.
//!
//! [`jcz`] reads JCloisterZone's tile definitions; [`files`] lays the result out as a data folder
//! (one expansion per pack, one file per tile, each with its `#:schema` line and a comment naming
//! its source and what was not imported, plus the schemas they point at), all made in memory
//! before anything is written; [`write()`] puts those files into the folder named, each
//! atomically and all or nothing, and never over a file an import did not make.

pub mod jcz;

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

use crate::escape::visible;
use crate::output::{OutputDir, write_atomic};
use crate::schema::SCHEMA_FILES;
use crate::words::counted;

/// The start of the comment line that marks a data file as made by an import: a later import
/// may replace such a file, and no other.
pub const IMPORT_MARK: &str = "# Imported by `tilecat import";

/// Where the written schemas lie, relative to the output folder.
const SCHEMA_FOLDER: &str = "schema";

/// One file of an import, relative to the output folder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportFile {
    /// Where the file goes, relative to the output folder.
    pub path: PathBuf,
    /// What it holds.
    pub text: String,
}

/// Why an import wrote nothing.
#[derive(Debug)]
pub enum ImportError {
    /// Two packs would become expansions with one id.
    SameExpansion(String),
    /// A file in the output folder would be replaced, but an import did not make it.
    NotMine(PathBuf),
    /// A tile could not be written as TOML.
    Serialize(String),
    /// Reading the output folder, or making it, failed before any file was written.
    Io(PathBuf, io::Error),
    /// Writing a file failed after the files before it were written; those were undone as
    /// `undone` says.
    WriteFailed {
        /// The file that could not be written.
        path: PathBuf,
        /// Why.
        error: io::Error,
        /// What became of the files this import had written before it.
        undone: Undone,
    },
}

/// What undoing an import's writes did: files it had made removed, files it had replaced put
/// back as they were, and the files it could do neither for.
#[derive(Debug, Default)]
pub struct Undone {
    /// Files this import had made, now removed.
    pub removed: usize,
    /// Files this import had replaced, now holding their earlier bytes again.
    pub restored: usize,
    /// Files left as this import wrote them, and why.
    pub failed: Vec<(PathBuf, io::Error)>,
}

impl ImportError {
    /// Whether the import failed before writing anything; after an
    /// [`ImportError::WriteFailed`] its message says what was written and undone.
    pub fn wrote_nothing(&self) -> bool {
        !matches!(self, ImportError::WriteFailed { .. })
    }
}

impl fmt::Display for ImportError {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportError::SameExpansion(id) => {
                write!(formatter, "two packs would both become expansion `{id}`")
            }
            ImportError::NotMine(path) => write!(
                formatter,
                "{} exists and was not made by an import; refusing to replace it",
                path.display()
            ),
            ImportError::Serialize(message) => write!(formatter, "{message}"),
            ImportError::Io(path, error) => write!(formatter, "{}: {error}", path.display()),
            ImportError::WriteFailed {
                path,
                error,
                undone,
            } => {
                write!(formatter, "cannot write {}: {error}; ", path.display())?;
                if undone.failed.is_empty() {
                    write!(
                        formatter,
                        "this import removed the {} it had written before and put back the {} it had replaced, so the folder is as it was",
                        counted(undone.removed, "new file"),
                        counted(undone.restored, "file")
                    )
                } else {
                    let left: Vec<String> = undone
                        .failed
                        .iter()
                        .map(|(path, error)| format!("{} ({error})", path.display()))
                        .collect();
                    write!(
                        formatter,
                        "this import removed {} and put back {}, but could not undo {}: those are left as this import wrote them",
                        counted(undone.removed, "new file"),
                        counted(undone.restored, "replaced file"),
                        left.join(", ")
                    )
                }
            }
        }
    }
}

impl std::error::Error for ImportError {}

/// The files of a data folder holding `packs`: the schemas, then per pack its manifest and its
/// tiles.
pub fn files(packs: &[jcz::Pack]) -> Result<Vec<ImportFile>, ImportError> {
    let mut files: Vec<ImportFile> = SCHEMA_FILES
        .iter()
        .filter(|file| ["tile.schema.json", "expansion.schema.json"].contains(&file.name))
        .map(|file| ImportFile {
            path: Path::new(SCHEMA_FOLDER).join(file.name),
            text: file.committed.to_owned(),
        })
        .collect();
    let mut seen: Vec<&str> = Vec::new();
    for pack in packs {
        let id = pack.expansion.id.as_ref();
        if seen.contains(&id) {
            return Err(ImportError::SameExpansion(id.to_owned()));
        }
        seen.push(id);
        files.push(ImportFile {
            path: Path::new(id).join("expansion.toml"),
            text: manifest(pack)?,
        });
        let counts = jcz::counts_by_tile(pack);
        for tile in &pack.tiles {
            let mut comments = vec![format!(
                "{IMPORT_MARK} jcz` from JCloisterZone tile {} ({}).",
                tile.source_id,
                source_name(&pack.source)
            )];
            if let Some(counts) = counts.get(tile.source_id.as_str()) {
                comments.push(format!(
                    "Counts in JCloisterZone's tile sets: {}.",
                    counts.join(", ")
                ));
            }
            if !tile.not_imported.is_empty() {
                comments.push(format!("Not imported: {}.", tile.not_imported.join("; ")));
            }
            comments.extend(tile.notes.iter().map(|note| format!("{note}.")));
            files.push(ImportFile {
                path: Path::new(id)
                    .join("tiles")
                    .join(format!("{}.toml", tile.file_stem)),
                text: toml_file(
                    &format!("../../{SCHEMA_FOLDER}/tile.schema.json"),
                    &comments,
                    &tile.tile,
                )?,
            });
        }
    }
    Ok(files)
}

/// The manifest of a pack's expansion, with its tile sets and left-out tiles as comments.
fn manifest(pack: &jcz::Pack) -> Result<String, ImportError> {
    let mut comments = vec![format!(
        "{IMPORT_MARK} jcz` from JCloisterZone's {}.",
        source_name(&pack.source)
    )];
    if !pack.tile_sets.is_empty() {
        let sets: Vec<String> = pack
            .tile_sets
            .iter()
            .map(|(set, refs)| {
                let tiles: u32 = refs.iter().map(|(_, count)| count).sum();
                format!("{set} ({tiles} tiles)")
            })
            .collect();
        comments.push(format!(
            "Tile sets, not editions (the source gives no years): {}.",
            sets.join(", ")
        ));
    }
    for left_out in &pack.left_out {
        comments.push(format!(
            "Left out: tile {}, because {}.",
            left_out.source_id, left_out.reason
        ));
    }
    toml_file(
        &format!("../{SCHEMA_FOLDER}/expansion.schema.json"),
        &comments,
        &pack.expansion,
    )
}

/// A data file: its `#:schema` line, the comment lines (each control or hidden character as an
/// escape), and `value` as TOML.
fn toml_file<T: serde::Serialize>(
    schema: &str,
    comments: &[String],
    value: &T,
) -> Result<String, ImportError> {
    let body = toml::to_string(value).map_err(|error| ImportError::Serialize(error.to_string()))?;
    let mut text = format!("#:schema {schema}\n");
    for comment in comments {
        let comment = comment.strip_prefix("# ").unwrap_or(comment);
        // What the source says, such as an attribute's value, cannot end the comment or hide.
        text.push_str(&format!("# {}\n", visible(comment)));
    }
    text.push('\n');
    text.push_str(&body);
    Ok(text)
}

/// The file name of a source, for comments.
fn source_name(path: &Path) -> String {
    path.file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// Writes `files` into `out`, all or nothing. Nothing is written when any of them would
/// replace a file that an import did not make (a data file without the [`IMPORT_MARK`] line,
/// or a schema with other contents). When a write fails after others, they are undone: each
/// file this import made is removed, each it replaced gets its earlier bytes back, and each
/// folder it made is removed once empty ([`ImportError::WriteFailed`] says how that went).
/// Returns how many files were written. Every write of an import is here.
pub fn write(out: &Path, files: &[ImportFile]) -> Result<usize, ImportError> {
    // What each target holds now, to put back if a later write fails.
    let mut earlier: Vec<Option<Vec<u8>>> = Vec::with_capacity(files.len());
    for file in files {
        let target = out.join(&file.path);
        match std::fs::read(&target) {
            Ok(existing) if existing == file.text.as_bytes() || made_by_import(&existing) => {
                earlier.push(Some(existing));
            }
            Ok(_) => return Err(ImportError::NotMine(target)),
            Err(error) if error.kind() == io::ErrorKind::NotFound => earlier.push(None),
            Err(error) => return Err(ImportError::Io(target, error)),
        }
    }
    let mut made_folders = missing_folders(out, None);
    let folder = OutputDir::create(out).map_err(|error| ImportError::Io(out.into(), error))?;
    let mut written: Vec<(PathBuf, Option<Vec<u8>>)> = Vec::with_capacity(files.len());
    for (file, earlier) in files.iter().zip(earlier) {
        let target = out.join(&file.path);
        if let Some(parent) = target.parent() {
            made_folders.extend(missing_folders(parent, Some(out)));
        }
        if let Err(error) = folder.write(&file.path, file.text.as_bytes()) {
            return Err(ImportError::WriteFailed {
                path: target,
                error,
                undone: undo(&written, &made_folders),
            });
        }
        written.push((target, earlier));
    }
    Ok(files.len())
}

/// The folders from `path` up that do not exist, deepest last, stopping at `root` (which is
/// not among them) or at the first that exists.
fn missing_folders(path: &Path, root: Option<&Path>) -> Vec<PathBuf> {
    let mut missing: Vec<PathBuf> = path
        .ancestors()
        .take_while(|folder| Some(*folder) != root && !folder.as_os_str().is_empty())
        .take_while(|folder| !folder.exists())
        .map(Path::to_path_buf)
        .collect();
    missing.reverse();
    missing
}

/// Undoes the writes of `written` (each target with the bytes it held before, if any), last
/// first, then removes the folders of `made` that are empty again, deepest first.
fn undo(written: &[(PathBuf, Option<Vec<u8>>)], made: &[PathBuf]) -> Undone {
    let mut undone = Undone::default();
    for (target, earlier) in written.iter().rev() {
        let result = match earlier {
            Some(bytes) => write_atomic(target, bytes).map(|()| undone.restored += 1),
            None => std::fs::remove_file(target).map(|()| undone.removed += 1),
        };
        if let Err(error) = result {
            undone.failed.push((target.clone(), error));
        }
    }
    for folder in made.iter().rev() {
        // A folder that is not empty holds what this import did not write: it stays.
        let _ = std::fs::remove_dir(folder);
    }
    undone
}

/// Whether `text` is a TOML data file an import made: its first comment lines hold the mark.
fn made_by_import(text: &[u8]) -> bool {
    let text = String::from_utf8_lossy(text);
    text.lines()
        .take_while(|line| line.starts_with('#'))
        .any(|line| line.starts_with(IMPORT_MARK))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::escape::needs_escape;

    #[test]
    fn a_written_data_file_holds_no_control_or_hidden_character_raw() {
        #[derive(serde::Serialize, serde::Deserialize, Debug, PartialEq)]
        struct Named {
            name: String,
        }
        let value = Named {
            name: jcz::pack_name("abbey\u{1b}[2J\u{85}\u{7f}\u{202e}\nmayor"),
        };
        let comments = ["<tile note=\"a\nb\u{202e}\u{9b}\">".to_owned()];
        let text = toml_file("x.json", &comments, &value).unwrap();
        let raw: Vec<char> = text
            .chars()
            .filter(|&character| character != '\n' && needs_escape(character))
            .collect();
        assert!(raw.is_empty(), "{text:?}");
        assert_eq!(text.lines().count(), 4, "{text:?}");
        let read: Named = toml::from_str(&text).unwrap();
        assert_eq!(read, value);
    }
}
