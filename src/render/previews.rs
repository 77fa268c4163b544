//! Everything a preview run writes, drawn once: single tiles, the contact sheet and the atlas.

use crate::model::{Catalog, Rotation};
use crate::parallel;
use crate::render::{Atlas, Memo, RenderError, Size, atlas, file_name, raster, sheet};

/// The encoded previews of a catalog.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Previews {
    /// One PNG per tile and requested rotation, in tile order and then rotation order.
    pub tiles: Vec<TilePng>,
    /// The contact sheet of every tile in its four rotations.
    pub contact_sheet: Vec<u8>,
    /// The sprite atlas of every tile in its four rotations.
    pub atlas: Atlas,
}

/// One tile in one rotation, PNG encoded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TilePng {
    /// The file name, such as `flier-A-r90.png`.
    pub file_name: String,
    /// The tile's id.
    pub tile: String,
    /// How far the tile is turned.
    pub rotation: Rotation,
    /// The PNG bytes.
    pub png: Vec<u8>,
}

/// Draws every tile of `catalog` in its four rotations once, `size` pixels square, and encodes
/// the single tiles in `rotations`, the contact sheet and the atlas from those pixels. The
/// contact sheet, the atlas and the single tiles are encoded on three threads at once; each
/// result is the same whatever the order they finish in.
pub fn previews(
    catalog: &Catalog,
    size: Size,
    rotations: &[Rotation],
) -> Result<Previews, RenderError> {
    previews_with(catalog, size, rotations, &mut Memo::new())
}

/// [`previews`], drawing and encoding only the tiles that `memo` does not hold as they are now.
pub fn previews_with(
    catalog: &Catalog,
    size: Size,
    rotations: &[Rotation],
    memo: &mut Memo,
) -> Result<Previews, RenderError> {
    let drawn = raster::every_rotation_with(catalog, size, memo)?;
    let singles: Vec<&raster::Drawn<'_>> = drawn
        .iter()
        .filter(|drawn| rotations.contains(&drawn.rotation))
        .collect();
    let (tiles, contact_sheet, atlas) = std::thread::scope(|scope| {
        let contact_sheet = scope.spawn(|| raster::encode(&sheet::compose(&drawn, size)?));
        let atlas = scope.spawn(|| atlas::pack(&drawn, size));
        let tiles: Vec<Result<TilePng, RenderError>> = singles
            .iter()
            .map(|drawn| {
                Ok(TilePng {
                    file_name: file_name(drawn.tile, drawn.rotation),
                    tile: drawn.tile.id.to_string(),
                    rotation: drawn.rotation,
                    png: memo.png(drawn.tile, drawn.rotation, || raster::encode(&drawn.pixmap))?,
                })
            })
            .collect();
        (
            tiles,
            parallel::joined(contact_sheet),
            parallel::joined(atlas),
        )
    });
    Ok(Previews {
        tiles: tiles.into_iter().collect::<Result<_, RenderError>>()?,
        contact_sheet: contact_sheet?,
        atlas: atlas?,
    })
}
