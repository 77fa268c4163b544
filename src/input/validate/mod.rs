//! The validation pipeline: files → parse → schema check → typed model → semantic checks.

mod incremental;
mod manifests;

pub use incremental::Incremental;

use std::borrow::Cow;
use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};

use crate::input::check::pictures::NamedPictures;
use crate::input::document::{Content, names_manifest};
use crate::input::load::io_reason;
use crate::input::schema::Validators;
use crate::input::source::SourceFile;
use crate::model::Catalog;
use crate::shared::diagnostic::{Code, Diagnostic, Severity};

/// The outcome of validating a set of paths: the catalog that could be built and every problem
/// found on the way.
#[derive(Debug, Clone, Default)]
pub struct Validation {
    /// The expansions and tiles that loaded, each sorted by id.
    pub catalog: Catalog,
    /// Every problem found, sorted by file and position.
    pub diagnostics: Vec<Diagnostic>,
    /// How many data files were read.
    pub files: usize,
    /// How many of them were board files, checked against the catalog.
    pub boards: usize,
    /// The text of every data file that has a diagnostic and could be read, by path, to show
    /// the diagnostics in place.
    pub sources: BTreeMap<PathBuf, SourceFile>,
    /// Where the pictures the data names lie: each tile's own, by tile id, and each
    /// expansion's mark and back, by expansion id.
    pub pictures: NamedPictures,
}

impl Validation {
    /// Whether any diagnostic is an error.
    pub fn has_errors(&self) -> bool {
        self.diagnostics
            .iter()
            .any(|diagnostic| diagnostic.severity == Severity::Error)
    }

    /// How many diagnostics have `severity`.
    pub fn count(&self, severity: Severity) -> usize {
        self.diagnostics
            .iter()
            .filter(|diagnostic| diagnostic.severity == severity)
            .count()
    }

    /// Whether any diagnostic reports a usage or I/O problem rather than invalid data.
    pub fn has_io_errors(&self) -> bool {
        self.diagnostics
            .iter()
            .any(|diagnostic| diagnostic.code.is_io())
    }
}

/// Validates every data file under `paths`: `expansion.toml` files are expansion manifests,
/// board files (`document::FileKind::of`) are checked against the catalog the others make, every
/// other `*.toml` file is a tile. A tile whose expansion none of them declares is checked
/// against the manifest beside it (`validate::manifests`). Each file is read and parsed once;
/// every problem is reported and the run goes on after it.
pub fn validate_paths(paths: &[PathBuf]) -> Validation {
    let mut validation = validate_with_buffers(paths, &BTreeMap::new(), &Validators::new());
    // Only files with a diagnostic need their text kept, to show it in place.
    let flagged: HashSet<&Path> = validation
        .diagnostics
        .iter()
        .map(|diagnostic| diagnostic.file.as_path())
        .collect();
    validation
        .sources
        .retain(|path, _| flagged.contains(path.as_path()));
    validation
}

/// Validates like [`validate_paths`], but takes the text of each file in `buffers` (an editor's
/// open buffers, by path) instead of the text on disk; a buffer under one of `paths` that is not
/// on disk yet is validated too. `validators` are compiled once by the caller and reused. Every
/// file's source is kept in [`Validation::sources`], not only those with a diagnostic.
pub fn validate_with_buffers(
    paths: &[PathBuf],
    buffers: &BTreeMap<PathBuf, String>,
    validators: &Validators,
) -> Validation {
    Incremental::new(paths, buffers, validators).into_validation()
}

/// The fewest files worth a thread of their own.
const FILES_PER_THREAD: usize = 64;

/// Whether `folder`, or a folder right inside it, holds an expansion manifest: a data folder,
/// worth walking when no one named it (the `data` folder beside a board).
pub fn holds_expansions(folder: &Path) -> bool {
    let manifest = |folder: &Path| {
        folder
            .join(crate::input::document::EXPANSION_MANIFEST)
            .is_file()
    };
    manifest(folder)
        || std::fs::read_dir(folder).is_ok_and(|entries| {
            entries.filter_map(Result::ok).any(|entry| {
                entry.file_type().is_ok_and(|kind| kind.is_dir()) && manifest(&entry.path())
            })
        })
}

/// How far a walk of a data folder goes: so deep and so many entries, and no further.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WalkLimits {
    /// The most folders below the folder named that are read (its own files lie at depth 1).
    pub depth: usize,
    /// The most entries (files, folders and links) read.
    pub entries: usize,
}

/// The limits of every walk of a data folder: far beyond any expansion's layout, and short of
/// a file system's root.
pub const WALK_LIMITS: WalkLimits = WalkLimits {
    depth: 16,
    entries: 100_000,
};

/// The `*.toml` files under `path`, sorted by name, following symbolic links that stay inside
/// `path`, within [`WALK_LIMITS`]; problems on the way (a missing path, a link loop, a link
/// leading out of `path`, an unreadable folder, a folder too large, no tile files) go to
/// `diagnostics`.
fn data_files(path: &Path, diagnostics: &mut Vec<Diagnostic>) -> Vec<PathBuf> {
    walk(path, WALK_LIMITS, diagnostics)
}

/// [`data_files`] within `limits`.
fn walk(path: &Path, limits: WalkLimits, diagnostics: &mut Vec<Diagnostic>) -> Vec<PathBuf> {
    if !path.exists() && path.symlink_metadata().is_err() {
        diagnostics.push(
            Diagnostic::error(
                Code::PathNotFound,
                path,
                format!("path `{}` does not exist", path.display()),
            )
            .with_help("name a data folder or a `.toml` file, such as `data`"),
        );
        return Vec::new();
    }
    let mut files = Vec::new();
    let root = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_owned());
    let problems = diagnostics.len();
    let mut walk = walkdir::WalkDir::new(path)
        .follow_links(true)
        .max_depth(limits.depth)
        .sort_by_file_name()
        .into_iter();
    let mut entries = 0;
    while let Some(entry) = walk.next() {
        entries += 1;
        if entries > limits.entries {
            diagnostics.push(too_many_entries(path, limits));
            break;
        }
        match entry {
            // A link to any other file (a tile's picture) is not read here: the check of what
            // names it refuses it, as it refuses any link.
            Ok(entry)
                if entry.path_is_symlink()
                    && (entry.file_type().is_dir() || is_toml(entry.path()))
                    && !leads_inside(entry.path(), &root) =>
            {
                diagnostics.push(link_outside(entry.path(), path));
                if entry.file_type().is_dir() {
                    walk.skip_current_dir();
                }
            }
            Ok(entry) if entry.depth() == limits.depth && holds_anything(&entry) => {
                diagnostics.push(too_deep(entry.path(), path, limits));
            }
            Ok(entry) => {
                if is_toml(entry.path()) && !entry.file_type().is_dir() {
                    files.push(entry.into_path());
                }
            }
            Err(error) => diagnostics.push(walk_error(path, &error)),
        }
    }
    let has_tiles = files.iter().any(|file| !names_manifest(file));
    // A walk that could not read all of the folder has said why: that is the one message.
    if path.is_dir() && !has_tiles && diagnostics.len() == problems {
        diagnostics.push(
            Diagnostic::error(
                Code::NoTileFiles,
                path,
                format!("folder `{}` holds no tile files", path.display()),
            )
            .with_help("tile files are `*.toml` files other than `expansion.toml`"),
        );
    }
    files
}

/// Whether the walk's `entry` is a folder with anything in it.
fn holds_anything(entry: &walkdir::DirEntry) -> bool {
    entry.file_type().is_dir()
        && std::fs::read_dir(entry.path()).is_ok_and(|mut inside| inside.next().is_some())
}

/// The walk of `folder` stopped after `limits.entries` entries.
fn too_many_entries(folder: &Path, limits: WalkLimits) -> Diagnostic {
    Diagnostic::error(
        Code::FolderTooLarge,
        folder,
        format!(
            "folder `{}` holds more than {} entries; it is read no further",
            folder.display(),
            limits.entries
        ),
    )
    .with_help("name the data folder itself, not a folder above it")
}

/// The walk of `folder` reached `deep`, `limits.depth` folders below it, and went no deeper.
fn too_deep(deep: &Path, folder: &Path, limits: WalkLimits) -> Diagnostic {
    Diagnostic::error(
        Code::FolderTooLarge,
        deep,
        format!(
            "folder `{}` lies {} folders below `{}`; nothing inside it is read",
            deep.display(),
            limits.depth,
            folder.display()
        ),
    )
    .with_help(format!(
        "keep the data within {} folders of the data folder, as in `data/<expansion>/tiles/`",
        limits.depth
    ))
}

/// Whether `path` names a data file: its name ends in `.toml`.
fn is_toml(path: &Path) -> bool {
    path.extension()
        .is_some_and(|extension| extension == "toml")
}

/// Whether the symbolic link at `link` resolves to a place inside the folder `root` (given
/// canonical).
fn leads_inside(link: &Path, root: &Path) -> bool {
    std::fs::canonicalize(link).is_ok_and(|target| target.starts_with(root))
}

fn link_outside(link: &Path, folder: &Path) -> Diagnostic {
    Diagnostic::error(
        Code::LinkOutsideFolder,
        link,
        format!(
            "symbolic link `{}` leads outside `{}`; it is not read",
            link.display(),
            folder.display()
        ),
    )
    .with_help("copy the data into the folder, or name the link's target on the command line")
}

fn walk_error(root: &Path, error: &walkdir::Error) -> Diagnostic {
    let at = error.path().unwrap_or(root);
    if let Some(ancestor) = error.loop_ancestor() {
        return Diagnostic::error(
            Code::SymlinkLoop,
            at,
            format!(
                "symbolic link `{}` leads back to `{}`",
                at.display(),
                ancestor.display()
            ),
        )
        .with_help("remove the link or point it outside the data folder");
    }
    let reason = error
        .io_error()
        .map_or_else(|| error.to_string(), io_reason);
    Diagnostic::error(
        Code::UnreadableFile,
        at,
        format!("cannot read `{}`: {reason}", at.display()),
    )
}

/// The catalog of `contents`, expansions and tiles each sorted by id.
fn catalog(contents: impl IntoIterator<Item = Content>) -> Catalog {
    let mut expansions = Vec::new();
    let mut tiles = Vec::new();
    for content in contents {
        match content {
            Content::Tile(tile) => tiles.push(tile),
            Content::Expansion(expansion) => expansions.push(expansion),
        }
    }
    expansions.sort_by(|a, b| a.id.cmp(&b.id));
    tiles.sort_by(|a, b| a.id.cmp(&b.id));
    Catalog {
        expansions: Cow::Owned(expansions),
        tiles: Cow::Owned(tiles),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_walk_stops_at_its_limit_of_entries_and_says_so() {
        let temp = tempfile::tempdir().unwrap();
        for name in ["A", "B", "C", "D"] {
            std::fs::write(temp.path().join(format!("{name}.toml")), "").unwrap();
        }
        let limits = WalkLimits {
            depth: 16,
            entries: 3,
        };
        let mut diagnostics = Vec::new();
        // The folder itself is the first entry, then A and B.
        let files = walk(temp.path(), limits, &mut diagnostics);
        assert_eq!(files.len(), 2, "{files:?}");
        let codes: Vec<Code> = diagnostics.iter().map(|found| found.code).collect();
        assert_eq!(codes, [Code::FolderTooLarge], "{diagnostics:#?}");
        assert!(diagnostics[0].message.contains("more than 3 entries"));
    }
}
