//! The tiles' own pictures and the expansions' marks and backs as a validation found them ([`Validation::pictures`]), read through
//! the door once by each build or render that draws them (see
//! [`DecodedPictures`](crate::output::render::DecodedPictures)), so that a picture changed on disk is
//! drawn as it is now.
//!
//! [`Validation::pictures`]: crate::input::validate::Validation::pictures

use std::collections::BTreeMap;
use std::path::PathBuf;

use crate::input::check::pictures::{NamedPictures, PictureFile};
use crate::model::Tile;
use crate::output::render::{ExpansionPicture, Pictures, RenderError};

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
