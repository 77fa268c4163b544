//! The designers' pictures the studio draws tiles over, decoded and scaled once and kept from
//! one request to the next: a picture of 2048 × 2048 pixels named by every tile of a set is
//! decoded for the first tile shown over it, not for each. Each request reads the files the
//! tile names again and compares them with what was kept, so a picture changed, added or
//! removed on disk is drawn as it is now.

use std::collections::HashMap;
use std::fmt;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::path::PathBuf;
use std::sync::{Arc, Mutex, PoisonError};

use crate::input::check::pictures::{NamedPictures, PictureFile};
use crate::model::{Catalog, Tile};
use crate::output::bundle::PictureFiles;
use crate::output::render::proof::proof_svg;
use crate::output::render::{DecodedPictures, ExpansionPicture, Pictures, RenderError, Size};

/// The pictures of the tile being drawn, as the workspace last found them: what the kept
/// pictures read their files through.
#[derive(Default)]
struct Named(Mutex<NamedPictures>);

impl Named {
    /// Answers `ask` with the pictures named now.
    fn with<T>(&self, ask: impl FnOnce(PictureFiles<'_>) -> T) -> T {
        let named = self.0.lock().unwrap_or_else(PoisonError::into_inner);
        ask(PictureFiles(&named))
    }
}

impl Pictures for Named {
    fn file(&self, tile: &Tile) -> Option<PathBuf> {
        self.with(|files| files.file(tile))
    }

    fn read(&self, tile: &Tile) -> Result<Vec<u8>, RenderError> {
        self.with(|files| files.read(tile))
    }

    fn expansion_file(&self, expansion: &str, which: ExpansionPicture) -> Option<PathBuf> {
        self.with(|files| files.expansion_file(expansion, which))
    }

    fn read_expansion(
        &self,
        expansion: &str,
        which: ExpansionPicture,
    ) -> Result<Vec<u8>, RenderError> {
        self.with(|files| files.read_expansion(expansion, which))
    }
}

/// The pictures drawn so far, `size` pixels square, and a digest of each file's bytes as they
/// were when it was first drawn (`None` when it could not be read).
pub struct KeptArt {
    named: Arc<Named>,
    size: Size,
    decoded: DecodedPictures<'static>,
    seen: HashMap<PathBuf, Option<u64>>,
}

impl fmt::Debug for KeptArt {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter
            .debug_struct("KeptArt")
            .field("size", &self.size)
            .field("files", &self.seen.len())
            .finish_non_exhaustive()
    }
}

impl KeptArt {
    /// No picture kept yet; each is drawn `size` pixels square.
    pub fn new(size: Size) -> KeptArt {
        let named = Arc::new(Named::default());
        KeptArt {
            decoded: DecodedPictures::shared(named.clone(), size),
            named,
            size,
            seen: HashMap::new(),
        }
    }

    /// The tile `id` over its designer's art, as `render proof` shows it: its own picture from
    /// `pictures` (its drawing when it names none) with the data's marks, shapes, spots and
    /// arrow over it; `None` when the catalog has no such tile or its picture cannot be drawn.
    pub fn over_art(
        &mut self,
        catalog: &Catalog,
        id: &str,
        pictures: NamedPictures,
    ) -> Option<String> {
        let tile = catalog.tile(id)?;
        self.name(pictures);
        proof_svg(tile, catalog.expansion(&tile.expansion), &self.decoded).ok()
    }

    /// Makes `pictures` the ones named, and lets go of every kept picture when a file among
    /// them no longer holds what it held when it was kept.
    fn name(&mut self, pictures: NamedPictures) {
        let files: Vec<&PictureFile> = pictures
            .tiles
            .values()
            .chain(pictures.marks.values())
            .chain(pictures.backs.values())
            .collect();
        let mut changed = false;
        for file in files {
            let digest = file.read().ok().map(|bytes| {
                let mut hasher = DefaultHasher::new();
                bytes.hash(&mut hasher);
                hasher.finish()
            });
            changed |= self
                .seen
                .insert(file.path(), digest)
                .is_some_and(|kept| kept != digest);
        }
        *self.named.0.lock().unwrap_or_else(PoisonError::into_inner) = pictures;
        if changed {
            self.decoded = DecodedPictures::shared(self.named.clone(), self.size);
        }
    }
}
