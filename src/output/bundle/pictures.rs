//! The tiles' own pictures as a validation found them ([`Validation::pictures`]), read through
//! the door each time a build or a render draws them, so that a picture changed on disk is
//! drawn as it is now.
//!
//! [`Validation::pictures`]: crate::validate::Validation::pictures

use std::collections::BTreeMap;

use crate::check::pictures::PictureFile;
use crate::model::Tile;
use crate::render::{Pictures, RenderError};

/// The pictures of the tiles that name one, by tile id.
#[derive(Debug, Clone, Copy)]
pub struct PictureFiles<'a>(pub &'a BTreeMap<String, PictureFile>);

impl Pictures for PictureFiles<'_> {
    fn bytes(&self, tile: &Tile) -> Result<Option<Vec<u8>>, RenderError> {
        let Some(file) = self.0.get(tile.id.as_ref()) else {
            return Ok(None);
        };
        file.read()
            .map(Some)
            .map_err(|problem| RenderError::Picture {
                tile: tile.id.to_string(),
                reason: format!("`{}`: {problem}", file.path().display()),
            })
    }
}
