//! The validation pipeline: files → parse → schema check → typed model → semantic checks.

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::diagnostic::{Code, Diagnostic, Severity};
use crate::document::{Content, Document};
use crate::load::{FileKind, io_reason, load_file};
use crate::model::Catalog;
use crate::schema::Validators;
use crate::source::SourceFile;

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
    /// The text of every data file that could be read, by path, to show diagnostics in place.
    pub sources: BTreeMap<PathBuf, SourceFile>,
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
/// every other `*.toml` file is a tile. Each file is read and parsed once; every problem is
/// reported and the run goes on after it.
pub fn validate_paths(paths: &[PathBuf]) -> Validation {
    let validators = Validators::new();
    let mut validation = Validation::default();
    let mut documents = Vec::new();
    for path in paths {
        for file in data_files(path, &mut validation.diagnostics) {
            validation.files += 1;
            let loaded = load_file(&file, &validators);
            validation.diagnostics.extend(loaded.diagnostics);
            documents.extend(loaded.document);
            if let Some(source) = loaded.source {
                validation.sources.insert(file, source);
            }
        }
    }
    validation
        .diagnostics
        .extend(crate::check::check(&documents));
    validation.catalog = catalog(&documents);
    validation.diagnostics.sort_by(|a, b| {
        let start = |diagnostic: &Diagnostic| diagnostic.span.as_ref().map(|span| span.start);
        a.file.cmp(&b.file).then_with(|| start(a).cmp(&start(b)))
    });
    validation
}

/// Whether `path` names an expansion manifest rather than a tile.
pub fn is_expansion_file(path: &Path) -> bool {
    path.file_name()
        .is_some_and(|name| name == "expansion.toml")
}

/// The `*.toml` files under `path`, sorted by name, following symbolic links; problems on the
/// way (a missing path, a link loop, an unreadable folder, no tile files) go to `diagnostics`.
fn data_files(path: &Path, diagnostics: &mut Vec<Diagnostic>) -> Vec<PathBuf> {
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
    let walk = walkdir::WalkDir::new(path)
        .follow_links(true)
        .sort_by_file_name();
    for entry in walk {
        match entry {
            Ok(entry) => {
                let is_toml = entry
                    .path()
                    .extension()
                    .is_some_and(|extension| extension == "toml");
                if is_toml && !entry.file_type().is_dir() {
                    files.push(entry.into_path());
                }
            }
            Err(error) => diagnostics.push(walk_error(path, &error)),
        }
    }
    let has_tiles = files
        .iter()
        .any(|file| FileKind::of(file) == FileKind::Tile);
    if path.is_dir() && !has_tiles {
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

/// The catalog of every document that loaded, expansions and tiles each sorted by id.
fn catalog(documents: &[Document]) -> Catalog {
    let mut expansions = Vec::new();
    let mut tiles = Vec::new();
    for document in documents {
        match &document.content {
            Content::Tile(tile) => tiles.push(tile.clone()),
            Content::Expansion(expansion) => expansions.push(expansion.clone()),
        }
    }
    expansions.sort_by(|a, b| a.id.cmp(&b.id));
    tiles.sort_by(|a, b| a.id.cmp(&b.id));
    Catalog {
        expansions: Cow::Owned(expansions),
        tiles: Cow::Owned(tiles),
    }
}
