//! Which kinds of feature each meeple may land on after a flight; where a flight lands on a
//! board is [`board::flight`](crate::board::flight).

use crate::model::FeatureKind;

/// A meeple that may fly with the flying machine. The shepherd does not fly, so it has no kind
/// here.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Meeple {
    /// A normal follower.
    #[default]
    Follower,
    /// The large meeple, a follower that counts as two.
    LargeMeeple,
    /// The mayor: lands only on a city, and counts as many as the city's pennants.
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

    /// The meeple's name in files and on the command line, such as `large-meeple`.
    ///
    /// ```
    /// use tilecat::rules::Meeple;
    /// assert_eq!(Meeple::LargeMeeple.name(), "large-meeple");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Meeple::Follower => "follower",
            Meeple::LargeMeeple => "large-meeple",
            Meeple::Mayor => "mayor",
            Meeple::Wagon => "wagon",
            Meeple::Ringmaster => "ringmaster",
            Meeple::Guard => "guard",
            Meeple::Abbot => "abbot",
            Meeple::Phantom => "phantom",
        }
    }

    /// Whether this meeple may land on a feature of `kind` that is not yet completed: never a
    /// field; the mayor only a city; the abbot only a monastery or garden; every other meeple a
    /// road, city or monastery.
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nobody_lands_on_a_field_and_each_kind_has_its_features() {
        use FeatureKind::*;
        let kinds = [Road, City, Monastery, Garden, Field];
        let takes = |meeple: Meeple| -> Vec<FeatureKind> {
            kinds
                .into_iter()
                .filter(|&kind| meeple.lands_on(kind))
                .collect()
        };
        assert_eq!(takes(Meeple::Mayor), [City]);
        assert_eq!(takes(Meeple::Abbot), [Monastery, Garden]);
        for meeple in Meeple::ALL {
            if !matches!(meeple, Meeple::Mayor | Meeple::Abbot) {
                assert_eq!(takes(meeple), [Road, City, Monastery], "{meeple:?}");
            }
        }
    }
}
