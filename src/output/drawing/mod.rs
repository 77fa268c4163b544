//! A tile's drawing as resolution-independent shapes in tile units, built from its data alone
//! ([`Scene`]), and where each feature lies on it ([`footprints`]): the area its drawing covers
//! and the spot where a meeple stands, read off the same scene that `render` paints, so the
//! areas and the pictures agree.

mod footprints;
pub mod palette;
mod scene;
mod shape;

pub use footprints::{CatalogFootprints, catalog_footprints, footprints, tile_footprints};
pub use scene::{ArrowGeometry, MARK_SIDE, MarkSpot, Owner, Part, Scene};
#[cfg(feature = "render")]
pub(crate) use scene::{position_point, shown_point};
pub use shape::{Cap, Colour, Geometry, Point, Segment, Shape, Stroke, Style};
