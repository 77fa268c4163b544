//! A validation kept between an editor's changes, so that a change to one buffer loads and
//! checks only what it can affect.
//!
//! The first run is the whole pipeline of [`validate_with_buffers`](super::validate_with_buffers)
//! (which is that run, handed over as a [`Validation`]). After it, each file's document is kept,
//! parsed, schema-checked and typed, with what the checks of the document on its own found
//! ([`check::own`]); a change to one buffer loads that buffer alone, and the checks across the
//! documents ([`check::across`]) run again over the kept documents. The diagnostics are those a
//! whole run over the same texts gives, in the same order: the documents keep the run's order,
//! which the checks across them report by (the first of two duplicates is the one named).
//! A change that could change which files the run reads (a buffer not among them, or a
//! manifest to read that was not read) is refused, for the caller to start a whole run.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};

use crate::input::board_file::load_board_text;
use crate::input::check::pictures::{NamedPictures, PictureFile};
use crate::input::check::{self, Scope};
use crate::input::document::{Content, Document, FileKind};
use crate::input::load::{Loaded, load_file, load_text};
use crate::input::schema::Validators;
use crate::input::source::SourceFile;
use crate::model::Catalog;
use crate::shared::diagnostic::Diagnostic;
use crate::shared::parallel;

use super::{FILES_PER_THREAD, Validation, catalog, data_files, manifests};

/// A validation run over some paths, kept to be run again after a buffer changes.
#[derive(Debug)]
pub struct Incremental {
    /// The paths named.
    paths: Vec<PathBuf>,
    /// The problems found finding the files under them.
    walked: Vec<Diagnostic>,
    /// The files read, in the order the run reads them: those under the paths, then the
    /// manifests found for tiles.
    files: Vec<PathBuf>,
    /// Each file's place in `files`.
    rank: HashMap<PathBuf, usize>,
    /// The documents that loaded, in the order of their files.
    documents: Vec<Document>,
    /// The place of each document's file, in the same order.
    ranks: Vec<usize>,
    /// What the checks of each document on its own found, in the same order.
    own: Vec<check::Own>,
    /// The files that did not become documents (refused, or board files), by place.
    others: BTreeMap<usize, Loaded>,
    /// How many of the files were found under the paths, before the manifests found for tiles.
    named: usize,
    /// The problems of the last run, sorted by file and position.
    diagnostics: Vec<Diagnostic>,
}

impl Incremental {
    /// Validates every data file under `paths`, with the text of each file in `buffers` in
    /// place of the text on disk, as [`validate_with_buffers`](super::validate_with_buffers)
    /// does.
    pub fn new(
        paths: &[PathBuf],
        buffers: &BTreeMap<PathBuf, String>,
        validators: &Validators,
    ) -> Incremental {
        let mut walked = Vec::new();
        let mut files = Vec::new();
        for path in paths {
            // An unsaved buffer named on its own is among the buffers below.
            if buffers.contains_key(path) && path.symlink_metadata().is_err() {
                continue;
            }
            files.extend(data_files(path, &mut walked));
        }
        let unsaved = buffers.keys().filter(|buffer| {
            paths.iter().any(|path| buffer.starts_with(path)) && !files.contains(buffer)
        });
        files.extend(unsaved.cloned().collect::<Vec<_>>());
        let named = files.len();
        let load = |file: &PathBuf| match buffers.get(file) {
            Some(text) => load_text(file, text.clone(), validators),
            None => load_file(file, validators),
        };
        let loads = parallel::map(&files, FILES_PER_THREAD, load);
        let mut incremental = Incremental {
            paths: paths.to_vec(),
            walked,
            rank: HashMap::new(),
            files: Vec::new(),
            documents: Vec::new(),
            ranks: Vec::new(),
            own: Vec::new(),
            others: BTreeMap::new(),
            named,
            diagnostics: Vec::new(),
        };
        for (file, loaded) in files.into_iter().zip(loads) {
            incremental.take(file, loaded);
        }
        for file in incremental.find(buffers, &mut Vec::new()).unread {
            let loaded = load(&file);
            incremental.take(file, loaded);
        }
        incremental.own = parallel::map(
            &incremental.documents,
            check::DOCUMENTS_PER_THREAD,
            check::own,
        );
        incremental.check(buffers);
        incremental
    }

    /// The run after the buffer at `path` changed to its text in `buffers`: that buffer loaded
    /// again and the checks across the documents run again. `None` when the change could
    /// change which files a whole run reads (`path` is not among them, or the manifests to read
    /// for tiles are not those read): then the caller starts a whole run.
    pub fn changed(
        mut self,
        path: &Path,
        buffers: &BTreeMap<PathBuf, String>,
        validators: &Validators,
    ) -> Option<Incremental> {
        let (&rank, text) = (self.rank.get(path)?, buffers.get(path)?);
        let loaded = load_text(path, text.clone(), validators);
        let at = self.place(rank);
        if self.ranks.get(at) == Some(&rank) {
            self.documents.remove(at);
            self.ranks.remove(at);
            self.own.remove(at);
        } else {
            self.others.remove(&rank);
        }
        let own = loaded.document.as_ref().map(check::own);
        self.put(rank, loaded, own);
        let found = self.find(buffers, &mut Vec::new());
        if found.unread != self.files[self.named..] {
            return None;
        }
        self.check(buffers);
        Some(self)
    }

    /// The paths the run was over.
    pub fn paths(&self) -> &[PathBuf] {
        &self.paths
    }

    /// Every problem found, sorted by file and position.
    pub fn diagnostics(&self) -> &[Diagnostic] {
        &self.diagnostics
    }

    /// The text of the data file at `path`, as the run read it.
    pub fn source(&self, path: &Path) -> Option<&SourceFile> {
        let rank = *self.rank.get(path)?;
        let at = self.place(rank);
        if self.ranks.get(at) == Some(&rank) {
            return Some(&self.documents[at].source);
        }
        self.others.get(&rank)?.source.as_ref()
    }

    /// The documents that loaded, in the order the run read their files.
    pub fn documents(&self) -> &[Document] {
        &self.documents
    }

    /// The text of every data file the run read that did not become a document (refused, or a
    /// board file), in the order it read them.
    pub fn others(&self) -> impl Iterator<Item = &SourceFile> {
        self.others
            .values()
            .filter_map(|loaded| loaded.source.as_ref())
    }

    /// The text of every data file the run read.
    pub fn sources(&self) -> impl Iterator<Item = &SourceFile> {
        let documents = self.documents.iter().map(|document| &document.source);
        documents.chain(self.others())
    }

    /// The catalog of the documents that loaded, expansions and tiles each sorted by id.
    pub fn catalog(&self) -> Catalog {
        catalog(
            self.documents
                .iter()
                .map(|document| document.content.clone()),
        )
    }

    /// The whole run as a [`Validation`].
    pub fn into_validation(self) -> Validation {
        let files = self.files.len();
        let mut boards = 0;
        let mut sources = Vec::new();
        for loaded in self.others.into_values() {
            boards += usize::from(loaded.kind == FileKind::Board);
            sources.extend(loaded.source);
        }
        let mut contents = Vec::with_capacity(self.documents.len());
        let mut pictures = NamedPictures::default();
        for document in self.documents {
            let path = &document.source.path;
            match &document.content {
                Content::Tile(tile) => {
                    let file = tile
                        .picture
                        .as_deref()
                        .and_then(|picture| PictureFile::of(path, picture).ok());
                    if let Some(file) = file {
                        pictures.tiles.insert(tile.id.to_string(), file);
                    }
                }
                Content::Expansion(expansion) => {
                    let id = expansion.id.to_string();
                    let of = |picture: &str| PictureFile::of_expansion(path, picture).ok();
                    let symbol = expansion.symbol.as_ref();
                    if let Some(file) = symbol.and_then(|symbol| of(symbol.picture.as_deref()?)) {
                        pictures.marks.insert(id.clone(), file);
                    }
                    if let Some(file) = expansion.back.as_ref().and_then(|back| of(&back.picture)) {
                        pictures.backs.insert(id, file);
                    }
                }
            }
            sources.push(document.source);
            contents.push(document.content);
        }
        Validation {
            catalog: catalog(contents),
            diagnostics: self.diagnostics,
            files,
            boards,
            sources: sources
                .into_iter()
                .map(|source| (source.path.clone(), source))
                .collect(),
            pictures,
        }
    }

    /// Takes in what `file` loaded to, after every file before it.
    fn take(&mut self, file: PathBuf, loaded: Loaded) {
        let rank = self.files.len();
        self.files.push(file.clone());
        self.rank.insert(file, rank);
        self.put(rank, loaded, None);
    }

    /// Puts what the file of place `rank` loaded to among the documents, with what its own
    /// checks found (`None` until they run), or among the others.
    fn put(&mut self, rank: usize, loaded: Loaded, own: Option<check::Own>) {
        match loaded.document {
            Some(document) => {
                let at = self.place(rank);
                self.documents.insert(at, document);
                self.ranks.insert(at, rank);
                if let Some(own) = own {
                    self.own.insert(at, own);
                }
            }
            None => {
                self.others.insert(rank, loaded);
            }
        }
    }

    /// Where the document of the file of place `rank` is, or would go, among the documents.
    fn place(&self, rank: usize) -> usize {
        self.ranks.partition_point(|&other| other < rank)
    }

    /// The manifests of the tiles under the paths whose expansion none of the files under them
    /// declares, as a whole run finds them before reading those manifests; the tiles without
    /// one get their problem in `diagnostics`.
    fn find(
        &self,
        buffers: &BTreeMap<PathBuf, String>,
        diagnostics: &mut Vec<Diagnostic>,
    ) -> manifests::Found {
        // The manifests read for tiles come last, so the documents under the paths come first.
        manifests::find(
            &self.documents[..self.place(self.named)],
            &self.files[..self.named],
            |path| buffers.contains_key(path) || path.symlink_metadata().is_ok(),
            diagnostics,
        )
    }

    /// Runs the checks across the documents and the board checks, and gathers every problem
    /// in the order of a whole run: finding the files, loading them, finding manifests, the
    /// semantic checks, the boards.
    fn check(&mut self, buffers: &BTreeMap<PathBuf, String>) {
        let mut diagnostics = self.walked.clone();
        let mut missing = Vec::new();
        let found = self.find(buffers, &mut missing);
        let mut failed = Vec::new();
        let mut missing_placed = false;
        for (&rank, loaded) in &self.others {
            if rank >= self.named && !missing_placed {
                diagnostics.append(&mut missing);
                missing_placed = true;
            }
            diagnostics.extend(loaded.diagnostics.iter().cloned());
            if loaded.kind != FileKind::Board {
                failed.push(self.files[rank].clone());
            }
        }
        diagnostics.append(&mut missing);
        // What the walk could not read (a folder, a link, what lies too deep) counts as failed:
        // the expansion around it is not held whole, so its totals are not checked.
        failed.extend(self.walked.iter().map(|problem| problem.file.clone()));
        let scope: Scope = manifests::scope(&self.documents, &self.paths, &failed, &found);
        let mut checked: Vec<Diagnostic> = self
            .own
            .iter()
            .flat_map(|own| own.diagnostics.iter().cloned())
            .collect();
        checked.extend(check::across(&self.documents, &self.own, &scope));
        check::sort(&mut checked);
        diagnostics.extend(checked);
        let boards: Vec<&SourceFile> = self
            .others
            .values()
            .filter(|loaded| loaded.kind == FileKind::Board)
            .filter_map(|loaded| loaded.source.as_ref())
            .collect();
        if !boards.is_empty() {
            let catalog = self.catalog();
            for board in boards {
                let checked = load_board_text(&board.path, board.text.clone(), &catalog);
                diagnostics.extend(checked.diagnostics);
            }
        }
        diagnostics.sort_by(|a, b| {
            let start = |diagnostic: &Diagnostic| diagnostic.span.as_ref().map(|span| span.start);
            a.file.cmp(&b.file).then_with(|| start(a).cmp(&start(b)))
        });
        self.diagnostics = diagnostics;
    }
}
