//! What makes two tiles the same up to rotation: the one rule that orientation counts,
//! the duplicate-tile check and the benchmark corpus share.
//!
//! Every fact that turns with the tile counts: the edges; each feature's kind and positions, a
//! city's pennants, whether it is a semi-circular segment and the side it shares, the positions of the cities a
//! field borders, what a road or river ends at and the positions of what it passes under, which
//! quarter of the City of Carcassonne a quarter is; the flying machine's arrow; each
//! illustration's kind, placement and the positions of its field; each marker's kind, placement
//! and points, and the kind and positions of the feature it stands on.
//! Ids, letters, the expansion, counts, `start` and `allow` do not count: two fields that trade
//! places under a half turn look the same.

use crate::model::{
    BlockPlace, Direction, EdgeKind, EdgePosition, Feature, FeatureKind, IllustrationKind,
};
use crate::model::{
    Illustration, Marker, MarkerKind, Quarter, RiverEnd, RoadEnd, Rotation, Side, Tile,
};

/// A feature as it lies on a tile turned by some rotation, without its id.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct FeatureShape {
    /// The kind of feature.
    pub kind: FeatureKind,
    /// The positions it occupies, one bit per [`EdgePosition::index`].
    pub positions: u16,
    /// A city's pennants; 0 for every other kind.
    pub pennants: u8,
    /// Whether a city is a semi-circular segment; `true` for every other kind.
    pub semicircular: bool,
    /// For a city that shares a side with another city of its tile, that side.
    pub shares: Option<Side>,
    /// For a field, the positions of every city it borders, one bit each; 0 otherwise.
    pub cities: u16,
    /// For a road that ends at a feature of its tile, that feature's kind and positions.
    pub end: Option<(FeatureKind, u16)>,
    /// For a road that ends at a thing of its own, that thing.
    pub road_end: Option<RoadEnd>,
    /// For a river that meets one side, its spring or its lake.
    pub river_end: Option<RiverEnd>,
    /// For a road or river that passes under a feature of its tile, that feature's kind and
    /// positions.
    pub under: Option<(FeatureKind, u16)>,
    /// For a quarter of the City of Carcassonne, which quarter it is.
    pub quarter: Option<Quarter>,
    /// For the City of Carcassonne on one of the Count's tiles, the tile's place in their block.
    pub place: Option<BlockPlace>,
    /// For a city, the points of the edge its wall reaches, one bit per [`Direction::index`].
    pub reaches: u8,
    /// For a city, the positions of the roads and cities its wall touches inside the tile; for a
    /// field, those of the cities it borders inside the tile.
    pub inside: u16,
}

/// An illustration as it lies on a tile turned by some rotation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct IllustrationShape {
    /// What the picture shows.
    pub kind: IllustrationKind,
    /// Where it sits, turned with the tile.
    pub placement: Option<Direction>,
    /// The positions of the field it stands in, one bit each.
    pub field: u16,
}

/// A marker as it lies on a tile turned by some rotation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct MarkerShape {
    /// What the marker is.
    pub kind: MarkerKind,
    /// The kind and positions of the feature it stands on, if any.
    pub feature: Option<(FeatureKind, u16)>,
    /// Where it sits, turned with the tile.
    pub placement: Option<Direction>,
    /// The points it adds.
    pub points: Option<u8>,
}

/// Everything about a tile in one orientation that tells it apart from other tiles, with the
/// features and illustrations sorted so that their order in the file does not count.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct TileShape {
    /// What meets each side, clockwise from north.
    pub edges: [EdgeKind; 4],
    /// The arrow of the flying machine.
    pub flier: Option<Direction>,
    /// The features, sorted.
    pub features: Vec<FeatureShape>,
    /// The illustrations, sorted.
    pub illustrations: Vec<IllustrationShape>,
    /// The markers, sorted.
    pub markers: Vec<MarkerShape>,
}

impl TileShape {
    /// The shape of `tile` turned by `rotation`.
    pub fn of(tile: &Tile, rotation: Rotation) -> TileShape {
        let mut features: Vec<FeatureShape> = tile
            .features
            .iter()
            .map(|feature| feature_shape(tile, feature, rotation))
            .collect();
        features.sort_unstable();
        let mut illustrations: Vec<IllustrationShape> = tile
            .illustrations
            .iter()
            .map(|illustration| illustration_shape(tile, illustration, rotation))
            .collect();
        illustrations.sort_unstable();
        let mut markers: Vec<MarkerShape> = tile
            .markers
            .iter()
            .map(|marker| marker_shape(tile, marker, rotation))
            .collect();
        markers.sort_unstable();
        TileShape {
            edges: tile.edges.rotated(rotation).clockwise(),
            flier: tile.flier.map(|flier| flier.rotated(rotation).direction),
            features,
            illustrations,
            markers,
        }
    }

    /// The key of `tile` up to rotation: its shape in the rotation that sorts first. Two tiles
    /// have the same key exactly when one, turned, [looks the same](Tile::looks_like) as the
    /// other.
    ///
    /// ```
    /// use tilecat_core::model::{Rotation, TileShape};
    /// let tile = &tilecat_core::tables::FLIER_A;
    /// assert_eq!(TileShape::canonical(&tile.rotated(Rotation::R90)), TileShape::canonical(tile));
    /// assert_ne!(TileShape::canonical(&tilecat_core::tables::FLIER_B), TileShape::canonical(tile));
    /// ```
    pub fn canonical(tile: &Tile) -> TileShape {
        Rotation::ALL
            .iter()
            .map(|rotation| TileShape::of(tile, *rotation))
            .min()
            .unwrap_or_else(|| TileShape::of(tile, Rotation::R0))
    }
}

impl Tile {
    /// Whether this tile, turned by `rotation`, looks the same as `other` lies: the same
    /// [`TileShape`], compared without allocating.
    ///
    /// ```
    /// use tilecat_core::model::Rotation;
    /// let tile = &tilecat_core::tables::FLIER_A;
    /// assert!(tile.looks_like(Rotation::R90, &tile.rotated(Rotation::R90)));
    /// assert!(!tile.looks_like(Rotation::R0, &tile.rotated(Rotation::R90)));
    /// ```
    pub fn looks_like(&self, rotation: Rotation, other: &Tile) -> bool {
        self.edges.rotated(rotation) == other.edges
            && self.flier.map(|flier| flier.rotated(rotation)) == other.flier
            && self.features.len() == other.features.len()
            && self.illustrations.len() == other.illustrations.len()
            && self.markers.len() == other.markers.len()
            && self.features.iter().all(|feature| {
                let shape = feature_shape(self, feature, rotation);
                let mine = self
                    .features
                    .iter()
                    .filter(|mine| feature_shape(self, mine, rotation) == shape)
                    .count();
                let theirs = other
                    .features
                    .iter()
                    .filter(|theirs| feature_shape(other, theirs, Rotation::R0) == shape)
                    .count();
                mine == theirs
            })
            && self.illustrations.iter().all(|illustration| {
                let shape = illustration_shape(self, illustration, rotation);
                let mine = self
                    .illustrations
                    .iter()
                    .filter(|mine| illustration_shape(self, mine, rotation) == shape)
                    .count();
                let theirs = other
                    .illustrations
                    .iter()
                    .filter(|theirs| illustration_shape(other, theirs, Rotation::R0) == shape)
                    .count();
                mine == theirs
            })
            && self.markers.iter().all(|marker| {
                let shape = marker_shape(self, marker, rotation);
                let mine = self
                    .markers
                    .iter()
                    .filter(|mine| marker_shape(self, mine, rotation) == shape)
                    .count();
                let theirs = other
                    .markers
                    .iter()
                    .filter(|theirs| marker_shape(other, theirs, Rotation::R0) == shape)
                    .count();
                mine == theirs
            })
    }
}

/// The shape of `feature` of `tile`, turned by `rotation`.
fn feature_shape(tile: &Tile, feature: &Feature, rotation: Rotation) -> FeatureShape {
    let semicircular = match feature {
        Feature::City { semicircular, .. } => *semicircular,
        _ => true,
    };
    let (pennants, cities) = match feature {
        Feature::City { pennants, .. } => (*pennants, 0),
        Feature::Field { cities, .. } => (
            0,
            cities
                .iter()
                .fold(0, |bits, city| bits | feature_mask(tile, city, rotation)),
        ),
        _ => (0, 0),
    };
    let (reaches, inside) = match feature {
        Feature::City {
            reaches, touches, ..
        } => (
            reaches.iter().fold(0u8, |bits, direction| {
                bits | 1 << direction.rotated(rotation).index()
            }),
            touches
                .iter()
                .fold(0, |bits, id| bits | feature_mask(tile, id, rotation)),
        ),
        Feature::Field { borders_inside, .. } => (
            0,
            borders_inside
                .iter()
                .fold(0, |bits, id| bits | feature_mask(tile, id, rotation)),
        ),
        _ => (0, 0),
    };
    let end = match feature {
        Feature::Road {
            ends_at: Some(end), ..
        } => tile
            .feature(end)
            .map(|end| (end.kind(), mask(end.edges(), rotation))),
        _ => None,
    };
    let (road_end, river_end) = match feature {
        Feature::Road { end, .. } => (*end, None),
        Feature::River { end, .. } => (None, *end),
        _ => (None, None),
    };
    let under = feature
        .under()
        .and_then(|under| tile.feature(under))
        .map(|under| (under.kind(), mask(under.edges(), rotation)));
    let (quarter, place) = match feature {
        Feature::Quarter { quarter, place, .. } => (*quarter, *place),
        _ => (None, None),
    };
    FeatureShape {
        kind: feature.kind(),
        quarter,
        place,
        road_end,
        river_end,
        under,
        positions: mask(feature.edges(), rotation),
        pennants,
        semicircular,
        shares: feature.shares().map(|side| side.rotated(rotation)),
        cities,
        end,
        reaches,
        inside,
    }
}

/// The shape of `illustration` of `tile`, turned by `rotation`.
fn illustration_shape(
    tile: &Tile,
    illustration: &Illustration,
    rotation: Rotation,
) -> IllustrationShape {
    IllustrationShape {
        kind: illustration.kind,
        placement: illustration.placement.map(|p| p.rotated(rotation)),
        field: feature_mask(tile, &illustration.field, rotation),
    }
}

/// The shape of `marker` of `tile`, turned by `rotation`.
fn marker_shape(tile: &Tile, marker: &Marker, rotation: Rotation) -> MarkerShape {
    MarkerShape {
        kind: marker.kind,
        feature: marker.feature.as_ref().map(|id| {
            (
                tile.feature(id).map_or(FeatureKind::Field, Feature::kind),
                feature_mask(tile, id, rotation),
            )
        }),
        placement: marker.placement.map(|p| p.rotated(rotation)),
        points: marker.points,
    }
}

/// The positions of the feature `id` of `tile`, turned by `rotation`; none for a missing one.
fn feature_mask(tile: &Tile, id: &str, rotation: Rotation) -> u16 {
    tile.feature(id)
        .map_or(0, |feature| mask(feature.edges(), rotation))
}

/// The set of `positions` turned by `rotation`, one bit per position.
fn mask(positions: &[EdgePosition], rotation: Rotation) -> u16 {
    positions.iter().fold(0, |bits, position| {
        bits | 1 << position.rotated(rotation).index()
    })
}
