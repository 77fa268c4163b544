//! The validation pipeline: files → parse → schema check → typed model → semantic checks.

use std::borrow::Cow;
use std::path::{Path, PathBuf};

use crate::diagnostic::{Code, Diagnostic, Severity};
use crate::model::{Catalog, Expansion, Tile};

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
}

impl Validation {
    /// Whether any diagnostic is an error.
    pub fn has_errors(&self) -> bool {
        self.diagnostics
            .iter()
            .any(|diagnostic| diagnostic.severity == Severity::Error)
    }
}

/// Validates every data file under `paths`: `expansion.toml` files are expansion manifests,
/// every other `*.toml` file is a tile.
pub fn validate_paths(paths: &[PathBuf]) -> Validation {
    let mut validation = Validation::default();
    let mut expansions = Vec::new();
    let mut tiles = Vec::new();
    for path in paths {
        for entry in walkdir::WalkDir::new(path).sort_by_file_name() {
            let Ok(entry) = entry else { continue };
            let file = entry.path();
            if file.extension().is_none_or(|extension| extension != "toml") {
                continue;
            }
            validation.files += 1;
            let text = match std::fs::read_to_string(file) {
                Ok(text) => text,
                Err(error) => {
                    validation.diagnostics.push(Diagnostic::error(
                        Code::UnreadableFile,
                        file,
                        error.to_string(),
                    ));
                    continue;
                }
            };
            if is_expansion_file(file) {
                match toml::from_str::<Expansion>(&text) {
                    Ok(expansion) => expansions.push(expansion),
                    Err(error) => validation.diagnostics.push(syntax(file, &error)),
                }
            } else {
                match toml::from_str::<Tile>(&text) {
                    Ok(tile) => tiles.push(tile),
                    Err(error) => validation.diagnostics.push(syntax(file, &error)),
                }
            }
        }
    }
    expansions.sort_by(|a: &Expansion, b| a.id.cmp(&b.id));
    tiles.sort_by(|a: &Tile, b| a.id.cmp(&b.id));
    validation.catalog = Catalog {
        expansions: Cow::Owned(expansions),
        tiles: Cow::Owned(tiles),
    };
    validation
}

/// Whether `path` names an expansion manifest rather than a tile.
pub fn is_expansion_file(path: &Path) -> bool {
    path.file_name()
        .is_some_and(|name| name == "expansion.toml")
}

fn syntax(file: &Path, error: &toml::de::Error) -> Diagnostic {
    let diagnostic = Diagnostic::error(Code::TomlSyntax, file, error.message().to_owned());
    match error.span() {
        Some(span) => diagnostic.with_span(span),
        None => diagnostic,
    }
}
