//! What each frame of the atlas shows, as the engines' files describe it: its tile, its sides
//! and the flying machine's arrow as they lie in that frame.

use crate::model::{Catalog, Direction, EdgeKind, Tile};
use crate::output::render::atlas::{Atlas, Frame, Page};
use crate::output::render::{Colour, palette};

/// One frame of the atlas and what its tile shows in it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shown<'a> {
    /// The frame's place on its page, from 0, row by row.
    pub place: usize,
    /// The tile drawn.
    pub tile: &'a Tile,
    /// The frame.
    pub frame: &'a Frame,
    /// The sides as the frame shows them, clockwise from north.
    pub sides: [EdgeKind; 4],
    /// The direction of the flying machine's arrow in the frame, on a tile that has one.
    pub arrow: Option<Direction>,
}

impl<'a> Shown<'a> {
    /// Every frame of `page` of `atlas` (the atlas of `catalog`), in its order on the page.
    pub fn on_page(catalog: &'a Catalog, atlas: &'a Atlas, page: &Page) -> Vec<Shown<'a>> {
        atlas
            .frames_of(page)
            .iter()
            .enumerate()
            .filter_map(|(place, frame)| {
                let tile = catalog.tile(&frame.tile)?;
                // Only the edges and the arrow turn with the frame; the rest of the tile is
                // read as it is.
                Some(Shown {
                    place,
                    tile,
                    frame,
                    sides: tile.edges.rotated(frame.rotation).clockwise(),
                    arrow: tile
                        .flier
                        .map(|flier| flier.rotated(frame.rotation).direction),
                })
            })
            .collect()
    }

    /// The sides in words, such as `N:field E:road S:field W:road`.
    pub fn edges(&self) -> String {
        self.sides
            .iter()
            .zip(["N", "E", "S", "W"])
            .map(|(kind, side)| format!("{side}:{}", kind.name()))
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// The colour a kind of side is drawn in, which the engines show for its terrain.
pub fn side_colour(kind: EdgeKind) -> Colour {
    match kind {
        EdgeKind::Field => palette::FIELD,
        EdgeKind::Road => palette::ROAD,
        EdgeKind::City => palette::CITY,
        EdgeKind::River => palette::WATER,
    }
}
