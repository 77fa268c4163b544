//! The tiles' own pictures as a validation found them ([`Validation::pictures`]), read through
//! the door once by each build or render that draws them (see
//! [`DecodedPictures`](crate::render::DecodedPictures)), so that a picture changed on disk is
//! drawn as it is now.
//!
//! [`Validation::pictures`]: crate::validate::Validation::pictures

use std::collections::BTreeMap;
use std::path::PathBuf;

use crate::check::pictures::PictureFile;
use crate::model::Tile;
use crate::render::{Pictures, RenderError};

/// The pictures of the tiles that name one, by tile id.
#[derive(Debug, Clone, Copy)]
pub struct PictureFiles<'a>(pub &'a BTreeMap<String, PictureFile>);

impl Pictures for PictureFiles<'_> {
    fn file(&self, tile: &Tile) -> Option<PathBuf> {
        self.0.get(tile.id.as_ref()).map(PictureFile::path)
    }

    fn read(&self, tile: &Tile) -> Result<Vec<u8>, RenderError> {
        let refused = |reason: String| RenderError::Picture {
            tile: tile.id.to_string(),
            reason,
        };
        let file = self
            .0
            .get(tile.id.as_ref())
            .ok_or_else(|| refused("it names no picture of its own".to_owned()))?;
        file.read()
            .map_err(|problem| refused(format!("`{}`: {problem}", file.path().display())))
    }
}
