//! The server's state: the data folders, the open buffers, and the last validation of both,
//! kept so that a change to one buffer checks only what it can affect
//! ([`Incremental`](crate::input::validate::Incremental)).

use std::cell::OnceCell;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use lsp_types::{Diagnostic as LspDiagnostic, Url};

use crate::input::board_file::load_board_text;
use crate::input::check::pictures::{NamedPictures, PictureFile};
use crate::input::document::{Content, FileKind};
use crate::input::load::read_source;
use crate::input::schema::Validators;
use crate::input::source::Pointer;
use crate::input::validate::{Incremental, holds_expansions};
use crate::lsp::buffer::Buffer;
use crate::model::Catalog;

/// The data folders being edited and the editor's open buffers.
#[derive(Debug)]
pub struct Workspace {
    /// The editor's workspace folders, canonical: the only places a file not open is read from.
    folders: Vec<PathBuf>,
    /// The data folders validated as a whole.
    roots: Vec<PathBuf>,
    /// The text of every open buffer, by path.
    buffers: BTreeMap<PathBuf, String>,
    /// The schemas, compiled once.
    validators: Validators,
    /// The files given diagnostics at the last publication, to clear those fixed since.
    published: BTreeSet<PathBuf>,
    /// The last validation, to be run again over what changed since.
    run: Option<Incremental>,
    /// What changed since the last validation.
    pending: Pending,
    /// The catalog of the last validation, made the first time it is asked for.
    catalog: OnceCell<Catalog>,
}

/// What changed since the last validation.
#[derive(Debug, Default)]
struct Pending {
    /// A buffer opened, closed or saved: the files on disk are read again.
    whole: bool,
    /// The buffers whose text changed.
    changed: BTreeSet<PathBuf>,
}

impl Workspace {
    /// A workspace over the editor's workspace folders: each folder's `data` folder when it has
    /// one, else the folder itself when it is a data folder (it, or a folder right inside it,
    /// holds an `expansion.toml`). A folder that is neither, such as a home folder or `/`, is
    /// never walked: the files opened in it get their own checks.
    pub fn new(folders: &[PathBuf]) -> Workspace {
        let roots = folders
            .iter()
            .filter_map(|folder| {
                let data = folder.join("data");
                if data.is_dir() {
                    Some(data)
                } else {
                    holds_expansions(folder).then(|| folder.clone())
                }
            })
            .collect();
        Workspace {
            folders: folders
                .iter()
                .filter_map(|folder| std::fs::canonicalize(folder).ok())
                .collect(),
            roots,
            buffers: BTreeMap::new(),
            validators: Validators::new(),
            published: BTreeSet::new(),
            run: None,
            pending: Pending::default(),
            catalog: OnceCell::new(),
        }
    }

    /// Takes `text` as the content of the buffer at `path`: a change of a buffer open already,
    /// or a buffer opened.
    pub fn open(&mut self, path: PathBuf, text: String) {
        if self.buffers.contains_key(&path) {
            self.pending.changed.insert(path.clone());
        } else {
            self.pending.whole = true;
        }
        self.buffers.insert(path, text);
    }

    /// Forgets the buffer at `path`: its file on disk counts again.
    pub fn close(&mut self, path: &Path) {
        self.buffers.remove(path);
        self.pending.whole = true;
    }

    /// Notes that a buffer was saved: the files on disk are read again at the next validation.
    pub fn saved(&mut self) {
        self.pending.whole = true;
    }

    /// The text of the open buffer at `path`.
    pub fn text(&self, path: &Path) -> Option<&str> {
        self.buffers.get(path).map(String::as_str)
    }

    /// The text on disk of the data file at `path`, for a request that names a file not open:
    /// only a regular `*.toml` file inside one of the workspace folders (where its links lead),
    /// of at most [`MAX_FILE_BYTES`](crate::input::load::MAX_FILE_BYTES), read by
    /// [`read_source`], which refuses a pipe or a device before opening it; `None` for
    /// anything else, as if nothing were there.
    pub fn disk_text(&self, path: &Path) -> Option<String> {
        if path.extension()? != "toml" {
            return None;
        }
        let canonical = std::fs::canonicalize(path).ok()?;
        if !self
            .folders
            .iter()
            .any(|folder| canonical.starts_with(folder))
        {
            return None;
        }
        read_source(&canonical).ok().map(|source| source.text)
    }

    /// The catalog as the last validation built it.
    pub fn catalog(&self) -> &Catalog {
        self.catalog.get_or_init(|| {
            self.run
                .as_ref()
                .map(Incremental::catalog)
                .unwrap_or_default()
        })
    }

    /// The picture of its own that the tile `id` names, as the last validation read its file
    /// (an open buffer's text over the disk's); `None` when it names none.
    pub fn picture(&self, id: &str) -> Option<PictureFile> {
        let (path, tile) = self.run.iter().flat_map(Incremental::documents).find_map(
            |document| match &document.content {
                Content::Tile(tile) if tile.id == id => Some((&document.source.path, tile)),
                _ => None,
            },
        )?;
        PictureFile::of(path, tile.picture.as_deref()?).ok()
    }

    /// The pictures the tile `id` is drawn from: its own, if it names one, and its expansion's
    /// mark, if its symbol names one, as the last validation read their files.
    pub fn pictures(&self, id: &str) -> NamedPictures {
        let mut pictures = NamedPictures::default();
        if let Some(own) = self.picture(id) {
            pictures.tiles.insert(id.to_owned(), own);
        }
        let expansion = self.catalog().tile(id).map(|tile| tile.expansion.clone());
        let manifest = self
            .run
            .iter()
            .flat_map(Incremental::documents)
            .find_map(|document| match &document.content {
                Content::Expansion(found) if Some(&found.id) == expansion.as_ref() => {
                    Some((&document.source.path, found))
                }
                _ => None,
            });
        if let Some((path, found)) = manifest
            && let Some(picture) = found
                .symbol
                .as_ref()
                .and_then(|symbol| symbol.picture.as_deref())
            && let Ok(file) = PictureFile::of_expansion(path, picture)
        {
            pictures.marks.insert(found.id.to_string(), file);
        }
        pictures
    }

    /// The data file that declares the tile `id`, as the last validation read it (an open
    /// buffer's text over the disk's).
    pub fn tile_file(&self, id: &str) -> Option<Buffer> {
        let quoted = format!("\"{id}\"");
        self.run
            .iter()
            .flat_map(Incremental::sources)
            .filter(|source| {
                FileKind::of(&source.path, &source.text) == FileKind::Tile
                    && source.text.contains(&quoted)
            })
            .map(|source| Buffer::new(&source.path, source.text.clone()))
            .find(|buffer| buffer.string(&Pointer::root().key("id")) == Some(id))
    }

    /// Validates the data folders with the open buffers in place of their files (a board inside
    /// them is checked against the catalog they make), then each open board outside them against
    /// that catalog, and returns the diagnostics to publish: every file's that has some, and an
    /// empty list for each file that had some at the last publication and has none now. After
    /// a change of buffers only, only those buffers are loaded again.
    pub fn diagnose(&mut self) -> Vec<(Url, Vec<LspDiagnostic>)> {
        let paths = self.paths();
        let pending = std::mem::take(&mut self.pending);
        let mut kept = self
            .run
            .take()
            .filter(|run| !pending.whole && run.paths() == paths);
        for path in &pending.changed {
            if paths.iter().any(|root| path.starts_with(root)) {
                kept = kept.and_then(|run| run.changed(path, &self.buffers, &self.validators));
            }
        }
        let run = kept.unwrap_or_else(|| Incremental::new(&paths, &self.buffers, &self.validators));
        self.catalog = OnceCell::new();
        let mut files = super::diagnostics::by_file(&run);
        self.run = Some(run);
        let outside: Vec<(&PathBuf, &String)> = self
            .buffers
            .iter()
            .filter(|(path, text)| {
                !paths.iter().any(|root| path.starts_with(root))
                    && FileKind::of(path, text) == FileKind::Board
            })
            .collect();
        for (path, text) in outside {
            let loaded = load_board_text(path, text.clone(), self.catalog());
            let diagnostics = super::diagnostics::board(&loaded);
            if !diagnostics.is_empty() {
                files.insert(path.clone(), diagnostics);
            }
        }
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

    /// The paths to validate: the data folders; an open tile or expansion buffer outside them
    /// on its own, as `tilecat validate <file>` checks it (against the manifest beside it or
    /// one folder up), never the folder it lies in, which may be any folder at all; for an open
    /// board, the `data` folder beside it when there is one.
    fn paths(&self) -> Vec<PathBuf> {
        let mut paths = self.roots.clone();
        for (path, text) in &self.buffers {
            let Some(folder) = path.parent() else {
                continue;
            };
            let wanted = match FileKind::of(path, text) {
                FileKind::Board => {
                    let data = folder.join("data");
                    if !holds_expansions(&data) {
                        continue;
                    }
                    data
                }
                FileKind::Tile | FileKind::Expansion => path.clone(),
            };
            if !paths
                .iter()
                .any(|root| wanted.starts_with(root) || path.starts_with(root))
            {
                paths.push(wanted);
            }
        }
        paths
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_workspace_folder_that_holds_no_data_is_never_walked() {
        let temp = tempfile::tempdir().unwrap();
        let home = temp.path().join("home");
        let imported = temp.path().join("imported");
        std::fs::create_dir_all(home.join("notes")).unwrap();
        std::fs::create_dir_all(imported.join("mini")).unwrap();
        std::fs::write(imported.join("mini/expansion.toml"), "id = \"mini\"\n").unwrap();
        let workspace = Workspace::new(&[home, imported.clone()]);
        assert_eq!(workspace.roots, [imported]);
    }

    #[test]
    fn a_board_brings_the_data_folder_beside_it() {
        let temp = tempfile::tempdir().unwrap();
        let project = temp.path();
        for folder in ["data", "flights/data/mini", "other/data"] {
            std::fs::create_dir_all(project.join(folder)).unwrap();
        }
        // Only a folder beside a board that holds expansions is its catalog.
        std::fs::write(
            project.join("flights/data/mini/expansion.toml"),
            "id = \"mini\"\n",
        )
        .unwrap();
        let mut workspace = Workspace::new(&[project.to_owned()]);
        workspace.open(project.join("flights/a.toml"), "[[tiles]]\n".to_owned());
        workspace.open(project.join("flights/b.toml"), "last = [0, 0]\n".to_owned());
        workspace.open(project.join("other/c.toml"), "[[meeples]]\n".to_owned());
        workspace.open(project.join("data/d.toml"), "[[tiles]]\n".to_owned());
        assert_eq!(
            workspace.paths(),
            [project.join("data"), project.join("flights/data")]
        );
    }
}
