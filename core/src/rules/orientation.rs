//! The distinct ways a tile can lie: turning a symmetric tile may give back the same tile.

use crate::model::{Rotation, Tile};

/// Whether turning `tile` by `rotation` leaves every fact that depends on how it lies as it was,
/// by the one rule of [`TileShape`](crate::model::TileShape): feature ids do not count, so two
/// fields that trade places under a half turn look the same.
///
/// ```
/// use tilecat_core::model::Rotation;
/// use tilecat_core::rules::looks_the_same;
/// let mut tile = tilecat_core::tables::FLIER_C; // a straight road, north to south
/// assert!(!looks_the_same(&tile, Rotation::R180)); // the arrow points the other way
/// tile.flier = None;
/// tile.illustrations = Default::default();
/// assert!(looks_the_same(&tile, Rotation::R180));
/// assert!(!looks_the_same(&tile, Rotation::R90));
/// ```
pub fn looks_the_same(tile: &Tile, rotation: Rotation) -> bool {
    tile.looks_like(rotation, tile)
}

/// The rotations that give the distinct ways `tile` can lie: `R0` alone for a tile that looks
/// the same every way round, `R0` and `R90` for one that looks the same after a half turn, and
/// all four otherwise.
///
/// ```
/// use tilecat_core::model::Rotation;
/// use tilecat_core::rules::distinct_rotations;
/// assert_eq!(distinct_rotations(&tilecat_core::tables::FLIER_G), Rotation::ALL);
/// let mut field = tilecat_core::tables::FLIER_G;
/// field.flier = None;
/// field.illustrations = Default::default();
/// assert_eq!(distinct_rotations(&field), [Rotation::R0]);
/// ```
pub fn distinct_rotations(tile: &Tile) -> &'static [Rotation] {
    &Rotation::ALL[..orientation_count(tile)]
}

/// How many distinct ways `tile` can lie: 1, 2 or 4. Every tile with a flying machine has 4,
/// because no quarter or half turn leaves its arrow in place.
///
/// ```
/// use tilecat_core::rules::orientation_count;
/// assert_eq!(orientation_count(&tilecat_core::tables::FLIER_B), 4);
/// ```
pub fn orientation_count(tile: &Tile) -> usize {
    if looks_the_same(tile, Rotation::R90) {
        1
    } else if looks_the_same(tile, Rotation::R180) {
        2
    } else {
        4
    }
}

#[cfg(test)]
mod tests {
    use std::borrow::Cow;

    use super::*;
    use crate::model::{Feature, Side, TileShape};
    use crate::tables::{BASE_I, FLIER_B, FLIER_C, FLIER_H, TILES};

    fn without_flier(tile: &Tile) -> Tile {
        Tile {
            flier: None,
            ..tile.clone()
        }
    }

    #[test]
    fn the_shape_key_and_the_comparison_agree_on_every_pair_of_tiles() {
        for a in TILES {
            for b in TILES {
                let same_key = TileShape::canonical(a) == TileShape::canonical(b);
                let looks = Rotation::ALL
                    .iter()
                    .any(|rotation| a.looks_like(*rotation, b));
                assert_eq!(same_key, looks, "{} and {}", a.id, b.id);
                for rotation in Rotation::ALL {
                    assert_eq!(
                        a.looks_like(rotation, b),
                        TileShape::of(a, rotation) == TileShape::of(b, Rotation::R0),
                        "{} turned {rotation:?} and {}",
                        a.id,
                        b.id
                    );
                }
            }
        }
    }

    #[test]
    fn every_flier_tile_has_four_orientations() {
        for tile in TILES.iter().filter(|tile| tile.expansion == "flier") {
            assert_eq!(orientation_count(tile), 4, "{}", tile.id);
        }
    }

    #[test]
    fn without_the_arrow_symmetric_layouts_show() {
        // B: a straight road with a field on each side looks the same after a half turn.
        assert_eq!(orientation_count(&without_flier(&FLIER_B)), 2);
        // C's pigsty stands in the east field: a half turn moves it to the west.
        assert_eq!(orientation_count(&without_flier(&FLIER_C)), 4);
        // H's garden stands south-east of the centre.
        assert_eq!(orientation_count(&without_flier(&FLIER_H)), 4);
        let mut bare = without_flier(&FLIER_H);
        bare.illustrations = Cow::Borrowed(&[]);
        assert_eq!(orientation_count(&bare), 1);
    }

    #[test]
    fn the_side_a_city_shares_tells_tiles_apart_and_turns_with_the_tile() {
        let mut sharing = BASE_I.clone();
        sharing.features = sharing
            .features
            .iter()
            .map(|feature| match feature {
                Feature::City { id, .. } if id == "west-city" => {
                    let mut city = feature.clone();
                    if let Feature::City { shares, .. } = &mut city {
                        *shares = Some(Side::N);
                    }
                    city
                }
                other => other.clone(),
            })
            .collect();
        assert_ne!(
            TileShape::canonical(&sharing),
            TileShape::canonical(&BASE_I)
        );
        assert!(!sharing.looks_like(Rotation::R0, &BASE_I));
        let turned = sharing.rotated(Rotation::R90);
        assert_eq!(
            TileShape::canonical(&turned),
            TileShape::canonical(&sharing)
        );
        assert!(sharing.looks_like(Rotation::R90, &turned));
        assert_eq!(turned.features[1].shares(), Some(Side::E));
    }
}
