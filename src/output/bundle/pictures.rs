//! The tiles' own pictures and the expansions' marks and backs as a validation found them
//! ([`Validation::pictures`]), read through the door once by each build or render that draws
//! them (see [`DecodedPictures`]), so that a picture changed on disk is drawn as it is now; and
//! kept decoded from one request to the next by a program that draws many times ([`KeptPictures`],
//! the studio and the language server).
//!
//! [`Validation::pictures`]: crate::input::validate::Validation::pictures

use std::collections::{BTreeMap, HashMap};
use std::fmt;
use std::hash::{DefaultHasher, Hash, Hasher};
use std::path::PathBuf;
use std::sync::{Arc, Mutex, PoisonError};

use crate::input::check::pictures::{NamedPictures, PictureFile};
use crate::model::Tile;
use crate::output::render::{DecodedPictures, ExpansionPicture, Pictures, RenderError, Size};

/// The pictures the data names: the tiles' own, the expansions' marks and backs.
#[derive(Debug, Clone, Copy)]
pub struct PictureFiles<'a>(pub &'a NamedPictures);

impl PictureFiles<'_> {
    /// The expansions' pictures of the kind `which`, by expansion id.
    fn of_expansions(&self, which: ExpansionPicture) -> &BTreeMap<String, PictureFile> {
        match which {
            ExpansionPicture::Mark => &self.0.marks,
            ExpansionPicture::Back => &self.0.backs,
        }
    }
}

impl Pictures for PictureFiles<'_> {
    fn file(&self, tile: &Tile) -> Option<PathBuf> {
        self.0.tiles.get(tile.id.as_ref()).map(PictureFile::path)
    }

    fn expansion_file(&self, expansion: &str, which: ExpansionPicture) -> Option<PathBuf> {
        self.of_expansions(which)
            .get(expansion)
            .map(PictureFile::path)
    }

    fn read_expansion(
        &self,
        expansion: &str,
        which: ExpansionPicture,
    ) -> Result<Vec<u8>, RenderError> {
        let refused = |reason: String| RenderError::ExpansionPicture {
            expansion: expansion.to_owned(),
            which,
            reason,
        };
        let file = self
            .of_expansions(which)
            .get(expansion)
            .ok_or_else(|| refused("it names no such picture".to_owned()))?;
        file.read()
            .map_err(|problem| refused(format!("`{}`: {problem}", file.path().display())))
    }

    fn read(&self, tile: &Tile) -> Result<Vec<u8>, RenderError> {
        let refused = |reason: String| RenderError::Picture {
            tile: tile.id.to_string(),
            reason,
        };
        let file = self
            .0
            .tiles
            .get(tile.id.as_ref())
            .ok_or_else(|| refused("it names no picture of its own".to_owned()))?;
        file.read()
            .map_err(|problem| refused(format!("`{}`: {problem}", file.path().display())))
    }
}

/// The pictures the data names now, shared between a [`KeptPictures`] and the decoded pictures
/// it keeps, which read their files through it.
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

/// Pictures decoded and scaled once and kept from one drawing to the next, for a program that
/// draws tiles over and over while their files may change (the studio, the language server):
/// a picture of 2048 × 2048 pixels named by every tile of a set is decoded for the first tile
/// drawn, not for each. Each [`KeptPictures::now`] reads the files named and lets go of every
/// kept picture when one of them no longer holds the bytes it held, so a picture changed,
/// added or removed on disk is drawn as it is now. What is kept stays within
/// [`DecodedPictures`]'s bounds.
pub struct KeptPictures {
    named: Arc<Named>,
    size: Size,
    decoded: DecodedPictures<'static>,
    /// A digest of each file's bytes as they were when first read (`None` when it could not
    /// be read).
    seen: HashMap<PathBuf, Option<u64>>,
}

impl fmt::Debug for KeptPictures {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        formatter
            .debug_struct("KeptPictures")
            .field("size", &self.size)
            .field("files", &self.seen.len())
            .finish_non_exhaustive()
    }
}

impl KeptPictures {
    /// No picture kept yet; each is drawn `size` pixels square.
    pub fn new(size: Size) -> KeptPictures {
        let named = Arc::new(Named::default());
        KeptPictures {
            decoded: DecodedPictures::shared(named.clone(), size),
            named,
            size,
            seen: HashMap::new(),
        }
    }

    /// The pictures `pictures` names, as their files hold them now: those kept while every
    /// file holds what it held when it was kept, else none kept.
    pub fn now(&mut self, pictures: NamedPictures) -> &DecodedPictures<'static> {
        let mut changed = false;
        for file in pictures
            .tiles
            .values()
            .chain(pictures.marks.values())
            .chain(pictures.backs.values())
        {
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
        &self.decoded
    }
}
