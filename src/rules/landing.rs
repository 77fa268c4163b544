//! Where a flier may land on the tile its flight reaches.

use crate::model::{Feature, FeatureKind, Tile};

/// A meeple that may fly with the flying machine. The shepherd does not fly, so it has no kind
/// here.
///
/// ```
/// use tilecat::rules::{Meeple, landing_options};
/// let tile = &tilecat::tables::FLIER_E; // a road curving south to east, and two fields
/// let takers = Meeple::ALL.iter().filter(|&&m| landing_options(tile, &[], m).next().is_some());
/// assert_eq!(takers.count(), 6); // all but the mayor and the abbot
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Meeple {
    /// A normal follower.
    Follower,
    /// The large meeple, a follower that counts as two.
    LargeMeeple,
    /// The mayor: lands only on a city.
    Mayor,
    /// The wagon.
    Wagon,
    /// The ringmaster.
    Ringmaster,
    /// The guard.
    Guard,
    /// The abbot: lands only on a monastery or a garden.
    Abbot,
    /// The phantom.
    Phantom,
}

impl Meeple {
    /// Every kind of meeple that may fly.
    pub const ALL: [Meeple; 8] = [
        Meeple::Follower,
        Meeple::LargeMeeple,
        Meeple::Mayor,
        Meeple::Wagon,
        Meeple::Ringmaster,
        Meeple::Guard,
        Meeple::Abbot,
        Meeple::Phantom,
    ];

    /// Whether this meeple may land on a feature of `kind` that is not yet completed.
    ///
    /// ```
    /// use tilecat::model::FeatureKind;
    /// use tilecat::rules::Meeple;
    /// assert!(Meeple::Follower.lands_on(FeatureKind::Road));
    /// assert!(!Meeple::Mayor.lands_on(FeatureKind::Road));
    /// assert!(Meeple::Abbot.lands_on(FeatureKind::Garden));
    /// assert!(!Meeple::Follower.lands_on(FeatureKind::Garden));
    /// ```
    pub const fn lands_on(self, kind: FeatureKind) -> bool {
        match (self, kind) {
            (_, FeatureKind::Field) => false,
            (Meeple::Mayor, kind) => matches!(kind, FeatureKind::City),
            (Meeple::Abbot, kind) => matches!(kind, FeatureKind::Monastery | FeatureKind::Garden),
            (_, kind) => matches!(
                kind,
                FeatureKind::Road | FeatureKind::City | FeatureKind::Monastery
            ),
        }
    }
}

/// Whether a flying `meeple` may land on `feature`, whose tile's completed features (counting
/// those the tile just placed completes) have the ids in `completed`. Whether the feature is
/// already occupied does not matter; a field is never a landing place.
///
/// ```
/// use tilecat::rules::{Meeple, may_land};
/// let road = tilecat::tables::FLIER_A.feature("road").unwrap();
/// assert!(may_land(road, &[], Meeple::Wagon));
/// assert!(!may_land(road, &["road"], Meeple::Wagon));
/// ```
pub fn may_land(feature: &Feature, completed: &[&str], meeple: Meeple) -> bool {
    meeple.lands_on(feature.kind()) && !completed.contains(&feature.id())
}

/// The features of `tile` a flying `meeple` may land on, in the tile's order, given the ids of
/// the tile's completed features. The tile may be given as printed or turned: which features it
/// holds does not depend on how it lies.
///
/// ```
/// use tilecat::rules::{Meeple, landing_options};
/// use tilecat::tables::FLIER_H;
/// let ids = |meeple| landing_options(&FLIER_H, &[], meeple).map(|f| f.id()).collect::<Vec<_>>();
/// assert_eq!(ids(Meeple::Abbot), ["garden"]);
/// assert!(ids(Meeple::Follower).is_empty());
/// ```
pub fn landing_options<'a>(
    tile: &'a Tile,
    completed: &'a [&'a str],
    meeple: Meeple,
) -> impl Iterator<Item = &'a Feature> + 'a {
    tile.features
        .iter()
        .filter(move |feature| may_land(feature, completed, meeple))
}

#[cfg(test)]
mod tests {
    use std::borrow::Cow;

    use super::*;
    use crate::model::EdgePosition;
    use crate::tables::FLIER_C;

    fn ids<'a>(tile: &'a Tile, completed: &'a [&'a str], meeple: Meeple) -> Vec<&'a str> {
        landing_options(tile, completed, meeple)
            .map(Feature::id)
            .collect()
    }

    #[test]
    fn followers_land_on_an_unfinished_road_but_never_on_a_field() {
        for meeple in [
            Meeple::Follower,
            Meeple::LargeMeeple,
            Meeple::Wagon,
            Meeple::Ringmaster,
            Meeple::Guard,
            Meeple::Phantom,
        ] {
            assert_eq!(ids(&FLIER_C, &[], meeple), ["road"], "{meeple:?}");
            assert!(ids(&FLIER_C, &["road"], meeple).is_empty(), "{meeple:?}");
        }
        for meeple in [Meeple::Mayor, Meeple::Abbot] {
            assert!(ids(&FLIER_C, &[], meeple).is_empty(), "{meeple:?}");
        }
    }

    #[test]
    fn the_mayor_takes_cities_and_the_abbot_monasteries_and_gardens() {
        let edges = Cow::Borrowed(&[EdgePosition::NL, EdgePosition::N, EdgePosition::NR][..]);
        let mut tile = FLIER_C;
        tile.features = Cow::Owned(vec![
            Feature::City {
                id: Cow::Borrowed("city"),
                edges,
                pennants: 0,
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[]),
            },
            Feature::Monastery {
                id: Cow::Borrowed("monastery"),
            },
            Feature::Garden {
                id: Cow::Borrowed("garden"),
            },
        ]);
        assert_eq!(ids(&tile, &[], Meeple::Mayor), ["city"]);
        assert_eq!(ids(&tile, &[], Meeple::Abbot), ["monastery", "garden"]);
        assert_eq!(ids(&tile, &["monastery"], Meeple::Abbot), ["garden"]);
        assert_eq!(ids(&tile, &[], Meeple::Follower), ["city", "monastery"]);
        assert_eq!(ids(&tile, &["city"], Meeple::Mayor), Vec::<&str>::new());
    }
}
