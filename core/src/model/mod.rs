//! The tile model: plain data, no I/O and no dependencies.
//!
//! Names follow the game: a tile has four [`Side`]s and twelve [`EdgePosition`]s along its edge;
//! [`Feature`]s claim those positions; a [`Flier`] points in a [`Direction`]; a [`Rotation`] turns
//! all of it together. Every type here is usable from the generated [`tables`](crate::tables)
//! with `default-features = false`.

mod catalog;
mod count;
mod counts;
mod direction;
mod edges;
mod ends;
#[cfg(feature = "serde")]
mod examples;
mod expansion;
mod feature;
mod footprint;
mod marker;
mod rotation;
mod shape;
mod side;
mod tile;

pub use catalog::{Catalog, Copies, NoSuchEdition};
pub use count::{BlockPlace, Quarter};
pub use counts::{EditionCount, EditionCounts};
pub use direction::Direction;
pub use edges::{EdgeKind, Edges};
pub use ends::{RiverEnd, RoadEnd};
pub use expansion::{Back, Die, Edition, Expansion, Printing, Symbol, TileRequirement};
pub use feature::{Feature, FeatureKind};
pub use footprint::{FOOTPRINT_STEPS, Footprint, TilePoint};
pub use marker::{Marker, MarkerKind};
pub use rotation::Rotation;
pub use shape::{FeatureShape, IllustrationShape, MarkerShape, TileShape};
pub use side::{EdgePosition, Side, SidePart};
pub use tile::{Flier, Illustration, IllustrationKind, LayoutCheck, Tile, WagonMove};

/// The pattern every tile, expansion and edition id matches: 1 to 64 letters, digits, `-` and
/// `_`, so that an id is safe in a file name (previews are written as `<id>-r<degrees>.png`).
pub const ID_PATTERN: &str = "^[A-Za-z0-9_-]{1,64}$";

/// The pattern an expansion's `version` matches: a Semantic Versioning 2.0.0 version such as
/// `1.2.0` or `2.0.0-rc.1`: the pattern the specification gives (semver.org), each of the three
/// numbers at most 16 digits long so that it fits in 64 bits.
pub const VERSION_PATTERN: &str = r"^(0|[1-9]\d{0,15})\.(0|[1-9]\d{0,15})\.(0|[1-9]\d{0,15})(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$";
