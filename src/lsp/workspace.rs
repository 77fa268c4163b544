//! The server's state: the data folders, the open buffers, and the last validation of both.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use lsp_types::{Diagnostic as LspDiagnostic, Url};

use crate::model::Catalog;
use crate::schema::Validators;
use crate::validate::validate_with_buffers;

/// The data folders being edited and the editor's open buffers.
#[derive(Debug)]
pub struct Workspace {
    /// The data folders validated as a whole.
    roots: Vec<PathBuf>,
    /// The text of every open buffer, by path.
    buffers: BTreeMap<PathBuf, String>,
    /// The schemas, compiled once.
    validators: Validators,
    /// The files given diagnostics at the last publication, to clear those fixed since.
    published: BTreeSet<PathBuf>,
    /// The catalog as the last validation built it.
    catalog: Catalog,
}

impl Workspace {
    /// A workspace over the editor's workspace folders: each folder's `data` folder when it has
    /// one, else the folder itself.
    pub fn new(folders: &[PathBuf]) -> Workspace {
        let roots = folders
            .iter()
            .map(|folder| {
                let data = folder.join("data");
                if data.is_dir() { data } else { folder.clone() }
            })
            .collect();
        Workspace {
            roots,
            buffers: BTreeMap::new(),
            validators: Validators::new(),
            published: BTreeSet::new(),
            catalog: Catalog::default(),
        }
    }

    /// Takes `text` as the content of the buffer at `path`.
    pub fn open(&mut self, path: PathBuf, text: String) {
        self.buffers.insert(path, text);
    }

    /// Forgets the buffer at `path`: its file on disk counts again.
    pub fn close(&mut self, path: &Path) {
        self.buffers.remove(path);
    }

    /// The text of the open buffer at `path`.
    pub fn text(&self, path: &Path) -> Option<&str> {
        self.buffers.get(path).map(String::as_str)
    }

    /// The catalog as the last validation built it.
    pub fn catalog(&self) -> &Catalog {
        &self.catalog
    }

    /// Validates the data folders and the open buffers, and returns the diagnostics to
    /// publish: every file's that has some, and an empty list for each file that had some at
    /// the last publication and has none now.
    pub fn diagnose(&mut self) -> Vec<(Url, Vec<LspDiagnostic>)> {
        let paths = self.paths();
        let validation = validate_with_buffers(&paths, &self.buffers, &self.validators);
        let mut files = super::diagnostics::by_file(&validation);
        self.catalog = validation.catalog;
        for path in &self.published {
            files.entry(path.clone()).or_default();
        }
        self.published = files
            .iter()
            .filter(|(_, diagnostics)| !diagnostics.is_empty())
            .map(|(path, _)| path.clone())
            .collect();
        files
            .into_iter()
            .filter_map(|(path, diagnostics)| Some((Url::from_file_path(path).ok()?, diagnostics)))
            .collect()
    }

    /// The folders to validate: the data folders, and for an open buffer outside them the
    /// expansion folder it lies in (the parent of its `tiles` folder, else its own folder).
    fn paths(&self) -> Vec<PathBuf> {
        let mut paths = self.roots.clone();
        for path in self.buffers.keys() {
            if paths.iter().any(|root| path.starts_with(root)) {
                continue;
            }
            let Some(folder) = path.parent() else {
                continue;
            };
            let expansion = match folder.file_name() {
                Some(name) if name == "tiles" => folder.parent().unwrap_or(folder),
                _ => folder,
            };
            paths.push(expansion.to_owned());
        }
        paths
    }
}
