//! Where an expansion's mark is printed: a square in the corner its symbol names, inside the
//! cut, that whoever paints the scene fills with the mark's own picture (the scene holds shapes
//! alone, and the picture is the designer's file). It is part of the printed art, so it turns
//! with the tile.

use crate::model::{Expansion, Rotation};
use crate::output::drawing::scene::toward;
use crate::output::drawing::{Geometry, Point};

/// The side of the square the mark is drawn in, in tile widths.
pub const MARK_SIDE: f32 = 0.12;

/// How far from the centre the square's middle lies, on both axes: its outer edges lie
/// `0.5 − DISTANCE − MARK_SIDE / 2` = 0.09 of a tile width inside the cut, 4.05 mm on a 45 mm
/// tile, clear of the safe zones of the print shops' profiles (at most 4 mm), so that a cut a
/// little off never takes a piece of the mark.
const DISTANCE: f32 = 0.35;

/// The square an expansion's mark is drawn in, on one tile.
#[derive(Debug, Clone, PartialEq)]
pub struct MarkSpot {
    /// The expansion whose mark's picture fills the square.
    pub expansion: String,
    /// The square's centre, in unit tile coordinates.
    pub centre: Point,
    /// How far the picture is turned, with the tile.
    pub rotation: Rotation,
}

impl MarkSpot {
    /// Where the mark of `expansion` lies on a tile as printed, if its symbol names a picture.
    pub fn of(expansion: &Expansion) -> Option<MarkSpot> {
        let symbol = expansion.symbol.as_ref()?;
        symbol.picture.as_ref()?;
        Some(MarkSpot {
            expansion: expansion.id.to_string(),
            centre: toward(symbol.corner, DISTANCE),
            rotation: Rotation::R0,
        })
    }

    /// The square's top-left corner, in unit tile coordinates.
    pub fn top_left(&self) -> Point {
        Point::new(
            self.centre.x - MARK_SIDE / 2.0,
            self.centre.y - MARK_SIDE / 2.0,
        )
    }

    /// The square the picture covers, as a shape: what the footprints count as painted over
    /// the ground, so no meeple's spot is placed under the mark.
    pub fn square(&self) -> Geometry {
        let Point { x, y } = self.top_left();
        Geometry::polygon(&[
            Point::new(x, y),
            Point::new(x + MARK_SIDE, y),
            Point::new(x + MARK_SIDE, y + MARK_SIDE),
            Point::new(x, y + MARK_SIDE),
        ])
    }

    /// The spot on the tile turned by `rotation` about its centre.
    pub(super) fn rotated(self, rotation: Rotation) -> MarkSpot {
        MarkSpot {
            centre: self.centre.rotated(rotation),
            rotation: self.rotation.then(rotation),
            ..self
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Direction;

    #[test]
    fn the_mark_lies_inside_the_cut_in_its_corner() {
        let mut expansion = crate::tables::FLIER.clone();
        let spot = MarkSpot::of(&expansion).unwrap();
        let corner = spot.top_left();
        assert!(corner.x > 0.5 && corner.y > 0.5, "{corner:?}");
        assert!(corner.x + MARK_SIDE < 1.0 && corner.y + MARK_SIDE < 1.0);
        if let Some(symbol) = expansion.symbol.as_mut() {
            symbol.corner = Direction::NW;
        }
        let turned = MarkSpot::of(&expansion).unwrap().rotated(Rotation::R180);
        assert_eq!(turned.top_left(), corner);
        assert_eq!(turned.rotation, Rotation::R180);
        if let Some(symbol) = expansion.symbol.as_mut() {
            symbol.picture = None;
        }
        assert_eq!(MarkSpot::of(&expansion), None);
    }
}
