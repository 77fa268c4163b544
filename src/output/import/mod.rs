//! Tile data from other programs, converted into tilecat's data files.
//!
//! [`jcz`] reads JCloisterZone's tile definitions, [`tts`] TTSCarcassonne's tile data;
//! [`files`] and [`tts_files`] lay the result out as a data folder
//! (one expansion per pack, one file per tile, each with its `#:schema` line and a comment naming
//! its source and what was not imported, plus the schemas they point at), all made in memory
//! before anything is written; [`write()`] puts those files into the folder named, each
//! atomically and all or nothing, and never over a file an import did not make nor one changed
//! since (each data file records the digest of what the import wrote).

pub mod jcz;
pub mod tts;

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

use crate::input::schema::SCHEMA_FILES;
use crate::model::Expansion;
use crate::shared::door::{self, Folder};
use crate::shared::escape::visible;

/// The start of the comment line that marks a data file as made by an import: a later import
/// may replace such a file, and no other.
pub const IMPORT_MARK: &str = "# Imported by `tilecat import";

/// The start of the comment line holding the digest of what an import wrote into a data file
/// (SipHash-1-3 with fixed keys of all its text but that line), followed by the digest as 16
/// hexadecimal digits: a file whose text no longer gives that digest was changed since, and is
/// the user's.
pub const DIGEST_MARK: &str = "# Digest of the imported text: ";

/// What follows the digest on its line.
const DIGEST_NOTE: &str = " (once this file is changed, an import keeps it as it is)";

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
    /// A file in the output folder would be replaced, but it was changed since an import made
    /// it.
    Changed(PathBuf),
    /// A tile could not be written as TOML.
    Serialize(String),
    /// Reading the output folder, or making it, failed before any file was written.
    Io(PathBuf, io::Error),
    /// Writing the files aside worked, but moving them into place failed part-way: `in_place`
    /// of the `total` files replaced their targets.
    WriteFailed {
        /// Why.
        error: io::Error,
        /// How many files were in place when it failed.
        in_place: usize,
        /// How many files the import writes.
        total: usize,
    },
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
            ImportError::Changed(path) => write!(
                formatter,
                "{} was changed since an import made it (its text does not give the digest its comment records), so it is kept; move it aside to import it again",
                path.display()
            ),
            ImportError::Serialize(message) => write!(formatter, "{message}"),
            ImportError::Io(path, error) => write!(formatter, "{}: {error}", path.display()),
            ImportError::WriteFailed {
                error,
                in_place,
                total,
            } => write!(
                formatter,
                "moving the written files into place failed: {error}; {in_place} of {total} files are in place, the others as they were"
            ),
        }
    }
}

impl std::error::Error for ImportError {}

/// The files of a data folder holding `packs`: the schemas, then per pack its manifest and its
/// tiles.
pub fn files(packs: &[jcz::Pack]) -> Result<Vec<ImportFile>, ImportError> {
    let planned = packs.iter().map(|pack| {
        let counts = jcz::counts_by_tile(pack);
        let tiles = pack
            .tiles
            .iter()
            .map(|tile| {
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
                (tile, comments)
            })
            .collect();
        Ok((&pack.expansion, manifest(pack)?, tiles))
    });
    layout(planned)
}

/// The files of a data folder holding `decks`, as [`files`] lays them out.
pub fn tts_files(decks: &[tts::Deck]) -> Result<Vec<ImportFile>, ImportError> {
    let planned = decks.iter().map(|deck| {
        let source = source_name(&deck.source);
        let mut comments = vec![format!(
            "{IMPORT_MARK} tts` from TTSCarcassonne's tile data `{source}`."
        )];
        for left_out in &deck.left_out {
            comments.push(format!(
                "Left out: cards {}, because {}.",
                left_out.source_id, left_out.reason
            ));
        }
        let manifest = toml_file(
            &format!("../{SCHEMA_FOLDER}/expansion.schema.json"),
            &comments,
            &deck.expansion,
        )?;
        let tiles = deck
            .tiles
            .iter()
            .map(|tile| {
                let comment = format!(
                    "{IMPORT_MARK} tts` from TTSCarcassonne's card {} (`{source}`).",
                    tile.source_id
                );
                (tile, vec![comment])
            })
            .collect();
        Ok((&deck.expansion, manifest, tiles))
    });
    layout(planned)
}

/// One expansion to lay out: the expansion, its manifest's text, and each tile with the first
/// lines of its comment.
type Planned<'a> = (
    &'a Expansion,
    String,
    Vec<(&'a jcz::ImportedTile, Vec<String>)>,
);

/// The schemas, then per expansion its manifest and its tiles, each tile's comment ending with
/// what was not imported and the notes.
fn layout<'a>(
    planned: impl Iterator<Item = Result<Planned<'a>, ImportError>>,
) -> Result<Vec<ImportFile>, ImportError> {
    let mut files: Vec<ImportFile> = SCHEMA_FILES
        .iter()
        .filter(|file| ["tile.schema.json", "expansion.schema.json"].contains(&file.name))
        .map(|file| ImportFile {
            path: Path::new(SCHEMA_FOLDER).join(file.name),
            text: file.committed.to_owned(),
        })
        .collect();
    let mut seen: Vec<String> = Vec::new();
    for planned in planned {
        let (expansion, manifest, tiles) = planned?;
        let id = expansion.id.as_ref();
        if seen.iter().any(|each| each == id) {
            return Err(ImportError::SameExpansion(id.to_owned()));
        }
        seen.push(id.to_owned());
        files.push(ImportFile {
            path: Path::new(id).join("expansion.toml"),
            text: manifest,
        });
        for (tile, mut comments) in tiles {
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
    let from_sets: Vec<String> = pack
        .expansion
        .editions
        .iter()
        .filter(|edition| edition.year.is_none())
        .map(|edition| {
            format!(
                "{} as `{}`",
                crate::output::jcz::tile_set(edition),
                edition.id
            )
        })
        .collect();
    if !from_sets.is_empty() {
        comments.push(format!(
            "Editions without a year, one per tile set of JCloisterZone's: {}.",
            from_sets.join(", ")
        ));
    }
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
            "Tile sets not kept as editions (their ids make no edition id): {}.",
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
/// escape), the digest of all the rest ([`DIGEST_MARK`]), and `value` as TOML.
fn toml_file<T: serde::Serialize>(
    schema: &str,
    comments: &[String],
    value: &T,
) -> Result<String, ImportError> {
    let body = toml::to_string(value).map_err(|error| ImportError::Serialize(error.to_string()))?;
    let mut head = format!("#:schema {schema}\n");
    for comment in comments {
        let comment = comment.strip_prefix("# ").unwrap_or(comment);
        // What the source says, such as an attribute's value, cannot end the comment or hide.
        head.push_str(&format!("# {}\n", visible(comment)));
    }
    let rest = format!("\n{body}");
    let digest = digest(&format!("{head}{rest}"));
    Ok(format!(
        "{head}{DIGEST_MARK}{digest:016x}{DIGEST_NOTE}\n{rest}"
    ))
}

/// The digest an import records of the text it writes (all of it but the digest's own line):
/// SipHash-1-3 with fixed keys, the same on every platform and release.
fn digest(text: &str) -> u64 {
    use std::hash::Hasher;
    let mut hasher = siphasher::sip::SipHasher13::new_with_keys(0x7469_6c65_6361_7421, 0);
    hasher.write(text.as_bytes());
    hasher.finish()
}

/// The file name of a source, for comments.
fn source_name(path: &Path) -> String {
    path.file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default()
}

/// Writes `files` into `out`, all or nothing. Nothing is written when any of them would
/// replace a file that an import did not make (a data file without the [`IMPORT_MARK`] line,
/// or a schema that tilecat did not generate), a data file changed since an import made it
/// (its text no longer gives the digest its [`DIGEST_MARK`] line records), nor through a
/// symbolic link. Every file is first written
/// beside its place and only then moved there (`Folder::write_all`): a failure while writing
/// them leaves the folder as it was. Returns how many files were written. Every write of an
/// import is here.
pub fn write(out: &Path, files: &[ImportFile]) -> Result<usize, ImportError> {
    let folder = Folder::create(out).map_err(|error| ImportError::Io(out.into(), error))?;
    for file in files {
        match folder.read(&file.path, crate::input::load::MAX_FILE_BYTES) {
            Ok(existing) if existing == file.text.as_bytes() => {}
            Ok(existing) => match made_by_import(&existing) {
                Provenance::Unchanged => {}
                Provenance::Changed => return Err(ImportError::Changed(out.join(&file.path))),
                Provenance::NotByImport => return Err(ImportError::NotMine(out.join(&file.path))),
            },
            Err(error) if error.kind() == io::ErrorKind::NotFound => {}
            Err(error) if error.kind() == io::ErrorKind::FileTooLarge => {
                return Err(ImportError::NotMine(out.join(&file.path)));
            }
            Err(error) => return Err(ImportError::Io(out.join(&file.path), error)),
        }
    }
    folder
        .write_all(
            files
                .iter()
                .map(|file| (file.path.as_path(), file.text.as_bytes())),
        )
        .map_err(|failed| match failed.in_place {
            0 => ImportError::Io(out.into(), failed.error),
            in_place => ImportError::WriteFailed {
                error: failed.error,
                in_place,
                total: files.len(),
            },
        })
}

/// What an existing file in the output folder is to an import.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Provenance {
    /// A data file an import made, as it made it, or a schema tilecat generated: an import may
    /// replace it.
    Unchanged,
    /// A data file an import made, changed since: the user's.
    Changed,
    /// Anything else.
    NotByImport,
}

/// What `bytes`, an existing file's, are to an import: a data file whose first comment lines
/// hold the [`IMPORT_MARK`] is one an import made, unchanged when all its text but its
/// [`DIGEST_MARK`] line gives the digest that line records; a JSON Schema with tilecat's mark
/// is one tilecat generated.
fn made_by_import(bytes: &[u8]) -> Provenance {
    if door::Made::Schema.proves(bytes) {
        return Provenance::Unchanged;
    }
    let Ok(text) = std::str::from_utf8(bytes) else {
        return Provenance::NotByImport;
    };
    let mut comments = text
        .split_inclusive('\n')
        .take_while(|line| line.starts_with('#'));
    if !comments.clone().any(|line| line.starts_with(IMPORT_MARK)) {
        return Provenance::NotByImport;
    }
    let mut offset = 0;
    let recorded = comments.find_map(|line| {
        let digest = line
            .strip_prefix(DIGEST_MARK)
            .and_then(|rest| rest.get(..16))
            .and_then(|digits| u64::from_str_radix(digits, 16).ok());
        if digest.is_none() {
            offset += line.len();
        }
        digest.map(|digest| (digest, line.len()))
    });
    match recorded {
        Some((recorded, length))
            if digest(&format!("{}{}", &text[..offset], &text[offset + length..])) == recorded =>
        {
            Provenance::Unchanged
        }
        _ => Provenance::Changed,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::escape::needs_escape;

    #[test]
    fn only_a_file_as_the_import_wrote_it_is_the_imports() {
        let comments = [format!(
            "{IMPORT_MARK} jcz` from JCloisterZone tile X/C (x.xml)."
        )];
        let text = toml_file("x.json", &comments, &toml::toml! { id = "x-C" }).unwrap();
        assert_eq!(
            made_by_import(text.as_bytes()),
            Provenance::Unchanged,
            "{text}"
        );
        let fixed = text.replace("x-C", "x-D");
        assert_eq!(made_by_import(fixed.as_bytes()), Provenance::Changed);
        let marked_only: String = text
            .lines()
            .filter(|line| !line.starts_with(DIGEST_MARK))
            .map(|line| format!("{line}\n"))
            .collect();
        assert_eq!(made_by_import(marked_only.as_bytes()), Provenance::Changed);
        assert_eq!(made_by_import(b"id = \"x-C\"\n"), Provenance::NotByImport);
        let schema = format!("{{\"$comment\": \"{}\"}}", door::SCHEMA_MARK);
        assert_eq!(made_by_import(schema.as_bytes()), Provenance::Unchanged);
    }

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
        // The schema line, the comment, the digest, the blank line and the name.
        assert_eq!(text.lines().count(), 5, "{text:?}");
        let read: Named = toml::from_str(&text).unwrap();
        assert_eq!(read, value);
    }
}
