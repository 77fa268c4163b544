//! The distinct ways a tile can lie: turning a symmetric tile may give back the same tile.

use crate::model::{EdgePosition, Feature, Rotation, Tile};

/// Whether turning `tile` by `rotation` leaves every fact that depends on how it lies as it was:
/// its edges, the positions each feature holds (and the cities each field borders), the arrow of
/// its flying machine and where its illustrations stand. Feature ids do not count: two fields
/// that trade places under a half turn look the same.
///
/// ```
/// use tilecat::model::Rotation;
/// use tilecat::rules::looks_the_same;
/// let mut tile = tilecat::tables::FLIER_C; // a straight road, north to south
/// assert!(!looks_the_same(&tile, Rotation::R180)); // the arrow points the other way
/// tile.flier = None;
/// tile.illustrations = Default::default();
/// assert!(looks_the_same(&tile, Rotation::R180));
/// assert!(!looks_the_same(&tile, Rotation::R90));
/// ```
pub fn looks_the_same(tile: &Tile, rotation: Rotation) -> bool {
    tile.edges.rotated(rotation) == tile.edges
        && tile.flier.map(|flier| flier.rotated(rotation)) == tile.flier
        && tile.features.iter().all(|feature| {
            tile.features
                .iter()
                .any(|other| same_shape(tile, feature, rotation, other))
        })
        && tile.illustrations.iter().all(|illustration| {
            let field = tile.feature(&illustration.field);
            let placement = illustration.placement.map(|p| p.rotated(rotation));
            tile.illustrations.iter().any(|other| {
                other.kind == illustration.kind
                    && other.placement == placement
                    && match (field, tile.feature(&other.field)) {
                        (Some(field), Some(other)) => same_shape(tile, field, rotation, other),
                        (None, None) => true,
                        _ => false,
                    }
            })
        })
}

/// The rotations that give the distinct ways `tile` can lie: `R0` alone for a tile that looks
/// the same every way round, `R0` and `R90` for one that looks the same after a half turn, and
/// all four otherwise.
///
/// ```
/// use tilecat::model::Rotation;
/// use tilecat::rules::distinct_rotations;
/// assert_eq!(distinct_rotations(&tilecat::tables::FLIER_G), Rotation::ALL);
/// let mut field = tilecat::tables::FLIER_G;
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
/// use tilecat::rules::orientation_count;
/// assert_eq!(orientation_count(&tilecat::tables::FLIER_B), 4);
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

/// Whether `feature` of `tile`, turned by `rotation`, has the kind and the positions of `other`
/// (and, for a city, its pennants; for a field, the shapes of the cities it borders).
fn same_shape(tile: &Tile, feature: &Feature, rotation: Rotation, other: &Feature) -> bool {
    let alike = feature.kind() == other.kind()
        && mask(feature.edges(), rotation) == mask(other.edges(), Rotation::R0);
    alike
        && match (feature, other) {
            (
                Feature::City { pennants, .. },
                Feature::City {
                    pennants: others, ..
                },
            ) => pennants == others,
            (Feature::Field { cities, .. }, Feature::Field { cities: others, .. }) => {
                cities.len() == others.len()
                    && cities.iter().all(|city| {
                        others.iter().any(|other| {
                            city_mask(tile, city, rotation) == city_mask(tile, other, Rotation::R0)
                        })
                    })
            }
            _ => true,
        }
}

/// The positions of the city `id` of `tile`, turned by `rotation`; `None` if there is no such
/// feature.
fn city_mask(tile: &Tile, id: &str, rotation: Rotation) -> Option<u16> {
    tile.feature(id).map(|city| mask(city.edges(), rotation))
}

/// The set of `positions` turned by `rotation`, one bit per position.
fn mask(positions: &[EdgePosition], rotation: Rotation) -> u16 {
    positions.iter().fold(0, |bits, position| {
        bits | 1 << position.rotated(rotation).index()
    })
}

#[cfg(test)]
mod tests {
    use std::borrow::Cow;

    use super::*;
    use crate::tables::{FLIER_B, FLIER_C, FLIER_H, TILES};

    fn without_flier(tile: &Tile) -> Tile {
        Tile {
            flier: None,
            ..tile.clone()
        }
    }

    #[test]
    fn every_flier_tile_has_four_orientations() {
        for tile in TILES {
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
}
