//! Edge matching: whether two tiles may lie side by side.

use crate::model::{EdgePosition, Feature, Rotation, Side, Tile};

/// The feature at `position` of `tile` as it lies turned by `rotation`, if any claims it.
///
/// ```
/// use tilecat_core::model::{EdgePosition, Rotation};
/// use tilecat_core::rules::feature_at;
/// use tilecat_core::tables::FLIER_A;
/// // A's road runs south and west as printed; after a quarter turn it runs west and north.
/// assert_eq!(feature_at(&FLIER_A, Rotation::R90, EdgePosition::N).unwrap().id(), "road");
/// assert_eq!(feature_at(&FLIER_A, Rotation::R90, EdgePosition::SL).unwrap().id(), "north-east-field");
/// assert!(feature_at(&FLIER_A, Rotation::R90, EdgePosition::S).is_none());
/// ```
pub fn feature_at(tile: &Tile, rotation: Rotation, position: EdgePosition) -> Option<&Feature> {
    let printed = position.rotated(rotation.inverse());
    tile.features
        .iter()
        .find(|feature| feature.edges().contains(&printed))
}

/// Whether `neighbour`, turned by `neighbour_rotation`, may lie against the `side` of `tile`,
/// turned by `rotation`: the two touching sides show the same kind of edge, and along them
/// each field half, road and city meets one of its own kind.
///
/// ```
/// use tilecat_core::model::{Rotation, Side};
/// use tilecat_core::rules::fits_beside;
/// use tilecat_core::tables::{FLIER_A, FLIER_B};
/// // A's road leaves by the west side, B's by the east side.
/// assert!(fits_beside(&FLIER_A, Rotation::R0, Side::W, &FLIER_B, Rotation::R0));
/// assert!(!fits_beside(&FLIER_A, Rotation::R0, Side::E, &FLIER_B, Rotation::R0));
/// ```
pub fn fits_beside(
    tile: &Tile,
    rotation: Rotation,
    side: Side,
    neighbour: &Tile,
    neighbour_rotation: Rotation,
) -> bool {
    let facing = side.opposite();
    if tile.edges.rotated(rotation).get(side)
        != neighbour.edges.rotated(neighbour_rotation).get(facing)
    {
        return false;
    }
    side.positions().into_iter().all(|position| {
        let ours = feature_at(tile, rotation, position).map(Feature::kind);
        let theirs =
            feature_at(neighbour, neighbour_rotation, position.facing()).map(Feature::kind);
        ours == theirs
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tables::{FLIER_A, FLIER_C, FLIER_G, TILES};

    #[test]
    fn roads_meet_roads_and_fields_meet_fields() {
        // C's road runs north to south: it fits above and below itself, not beside itself.
        assert!(fits_beside(
            &FLIER_C,
            Rotation::R0,
            Side::S,
            &FLIER_C,
            Rotation::R0
        ));
        assert!(!fits_beside(
            &FLIER_C,
            Rotation::R0,
            Side::E,
            &FLIER_C,
            Rotation::R90
        ));
        assert!(fits_beside(
            &FLIER_C,
            Rotation::R0,
            Side::E,
            &FLIER_G,
            Rotation::R0
        ));
        // A turned twice has its road leaving north and east.
        assert!(fits_beside(
            &FLIER_A,
            Rotation::R180,
            Side::N,
            &FLIER_C,
            Rotation::R0
        ));
        assert!(!fits_beside(
            &FLIER_A,
            Rotation::R180,
            Side::S,
            &FLIER_C,
            Rotation::R0
        ));
    }

    #[test]
    fn every_field_edge_fits_every_field_edge() {
        for tile in TILES {
            for neighbour in TILES {
                for side in Side::ALL {
                    let fits = fits_beside(tile, Rotation::R0, side, neighbour, Rotation::R0);
                    let kinds = (tile.edges.get(side), neighbour.edges.get(side.opposite()));
                    assert_eq!(
                        fits,
                        kinds.0 == kinds.1,
                        "{} {side:?} {}",
                        tile.id,
                        neighbour.id
                    );
                }
            }
        }
    }
}
