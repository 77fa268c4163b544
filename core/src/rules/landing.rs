//! Which kinds of feature each meeple may stand on, and land on after a flight; where a flier
//! may not land at all ([`NoLanding`], [`LandingPlace`]); where a flight lands on a board is
//! [`board::flight`](crate::board::flight).
//!
//! The Flier's rules: a flier may not land on a magic portal, a tower, the City of Carcassonne
//! or the City of Leipzig (but on the features outside them), the Wheel of Fortune or another
//! flying machine; only a regular meeple may land on an acrobat space; the abbot lands on a
//! monastery or a garden; the roads of a school's tiles are open to fliers. A castle of
//! Bridges, Castles & Bazaars is no place to land "since it is not placed on a particular
//! tile": it lies across the two tiles of its small city, on neither, so a flight reaching one
//! of them lands only on the tile's other features ([`NoLanding::Castle`]). How a meeple is
//! placed on a special monastery, as a monk or as an abbot, is its [`Role`].

use std::fmt;

use crate::model::{FeatureKind, MarkerKind};

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
    /// use tilecat_core::rules::Meeple;
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

    /// The kinds of feature this meeple may stand on, by the rules: a follower, large meeple,
    /// ringmaster, guard or phantom on a road, a city, a monastery, a German castle (as its lord,
    /// Castles in Germany) or a field (as a farmer), and a follower in a quarter of the City of
    /// Carcassonne too (The Count of Carcassonne); the mayor on a city only; the wagon on a road,
    /// a city, a monastery or a German castle, never a field; the abbot on a monastery or a
    /// garden only (a German castle is no monastery). The one list that placing a meeple on a board
    /// ([`Board::add_meeple`](crate::board::Board::add_meeple)) and landing after a flight
    /// ([`lands_on`](Meeple::lands_on)) both follow.
    ///
    /// ```
    /// use tilecat_core::model::FeatureKind;
    /// use tilecat_core::rules::Meeple;
    /// assert_eq!(Meeple::Abbot.stands_on(), [FeatureKind::Monastery, FeatureKind::Garden]);
    /// assert!(!Meeple::Wagon.stands_on().contains(&FeatureKind::Field));
    /// ```
    pub const fn stands_on(self) -> &'static [FeatureKind] {
        use FeatureKind::{City, Field, Garden, GermanCastle, Monastery, Quarter, Road};
        match self {
            Meeple::Mayor => &[City],
            Meeple::Abbot => &[Monastery, Garden],
            Meeple::Wagon => &[Road, City, Monastery, GermanCastle],
            Meeple::Follower => &[Road, City, Monastery, GermanCastle, Field, Quarter],
            Meeple::LargeMeeple | Meeple::Ringmaster | Meeple::Guard | Meeple::Phantom => {
                &[Road, City, Monastery, GermanCastle, Field]
            }
        }
    }

    /// Whether this meeple may stand on a feature of `kind` ([`stands_on`](Meeple::stands_on)).
    pub const fn may_stand_on(self, kind: FeatureKind) -> bool {
        let kinds = self.stands_on();
        let mut index = 0;
        while index < kinds.len() {
            if kinds[index] as u8 == kind as u8 {
                return true;
            }
            index += 1;
        }
        false
    }

    /// The rule of [`stands_on`](Meeple::stands_on) in words, such as `an abbot stands only on a
    /// monastery or a garden`, written without allocating.
    ///
    /// ```
    /// use tilecat_core::rules::Meeple;
    /// assert_eq!(
    ///     Meeple::Abbot.standing_rule().to_string(),
    ///     "an abbot stands only on a monastery or a garden"
    /// );
    /// assert_eq!(
    ///     Meeple::LargeMeeple.standing_rule().to_string(),
    ///     "a large meeple stands only on a road, a city, a monastery, a German castle or a field"
    /// );
    /// ```
    pub const fn standing_rule(self) -> StandingRule {
        StandingRule(self)
    }

    /// Whether this meeple may land on a feature of `kind` that is not yet completed after a
    /// flight: a feature it may stand on ([`stands_on`](Meeple::stands_on)) other than a field,
    /// since nobody lands on a field, and not one where no flier lands ([`NoLanding::of`]: a
    /// quarter of the City of Carcassonne, a tower).
    ///
    /// ```
    /// use tilecat_core::model::FeatureKind;
    /// use tilecat_core::rules::Meeple;
    /// assert!(Meeple::Follower.lands_on(FeatureKind::Road));
    /// assert!(!Meeple::Follower.lands_on(FeatureKind::Field));
    /// assert!(!Meeple::Mayor.lands_on(FeatureKind::Road));
    /// assert!(Meeple::Abbot.lands_on(FeatureKind::Garden));
    /// assert!(!Meeple::Follower.lands_on(FeatureKind::Garden));
    /// ```
    pub const fn lands_on(self, kind: FeatureKind) -> bool {
        !matches!(kind, FeatureKind::Field)
            && NoLanding::of(kind).is_none()
            && self.may_stand_on(kind)
    }
}

/// Why a flier may not land somewhere, by The Flier's rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum NoLanding {
    /// A tower: nobody lands on a tower or its foundation.
    Tower,
    /// The City of Carcassonne: nobody lands in its quarters; the features of its tiles outside
    /// it are open.
    CityOfCarcassonne,
    /// A magic portal.
    MagicPortal,
    /// The Wheel of Fortune.
    WheelOfFortune,
    /// An acrobat space, where only a regular meeple (a follower) lands.
    AcrobatSpace,
    /// Another flying machine: it is no place a meeple stays.
    FlyingMachine,
    /// The City of Leipzig: nobody lands in it; the features of its tile outside it are open.
    CityOfLeipzig,
    /// A castle of Bridges, Castles & Bazaars: it lies across the two tiles of its small city,
    /// on neither, so no flight, which lands on one tile, lands on it; the features of those
    /// tiles outside it are open.
    Castle,
}

impl NoLanding {
    /// Where no flier lands among the kinds of feature: a tower foundation, a quarter of the City
    /// of Carcassonne.
    ///
    /// ```
    /// use tilecat_core::model::FeatureKind;
    /// use tilecat_core::rules::NoLanding;
    /// assert_eq!(NoLanding::of(FeatureKind::Tower), Some(NoLanding::Tower));
    /// assert_eq!(NoLanding::of(FeatureKind::Road), None);
    /// ```
    pub const fn of(kind: FeatureKind) -> Option<NoLanding> {
        match kind {
            FeatureKind::Tower => Some(NoLanding::Tower),
            FeatureKind::Quarter => Some(NoLanding::CityOfCarcassonne),
            _ => None,
        }
    }

    /// The rule in words, such as `no flier lands on a tower`.
    pub const fn rule(self) -> &'static str {
        match self {
            NoLanding::Tower => "no flier lands on a tower",
            NoLanding::CityOfCarcassonne => {
                "no flier lands in the City of Carcassonne, only on the features outside it"
            }
            NoLanding::MagicPortal => "no flier lands on a magic portal",
            NoLanding::WheelOfFortune => "no flier lands on the Wheel of Fortune",
            NoLanding::AcrobatSpace => "only a regular meeple lands on an acrobat space",
            NoLanding::FlyingMachine => "no flier lands on another flying machine",
            NoLanding::CityOfLeipzig => {
                "no flier lands in the City of Leipzig, only on the features outside it"
            }
            NoLanding::Castle => {
                "no flier lands on a castle (Bridges, Castles & Bazaars), since it is not placed \
                 on a particular tile"
            }
        }
    }
}

/// Something a flier may come down on: a kind of feature, or one of the things other expansions
/// mark on features and tiles (a magic portal, an acrobat space, …), each saying whether a
/// meeple of a kind may land on it. The seam through which those marks join the landing rules.
pub trait LandingPlace {
    /// `Ok` when `meeple` may land here by the rules of what it is, or why not.
    fn landing(&self, meeple: Meeple) -> Result<(), NoLanding>;
}

impl LandingPlace for FeatureKind {
    fn landing(&self, _meeple: Meeple) -> Result<(), NoLanding> {
        match NoLanding::of(*self) {
            Some(reason) => Err(reason),
            None => Ok(()),
        }
    }
}

/// The markers meeples are put on ([`MarkerKind::holds_meeples`]): no flier lands on a magic
/// portal, on the Wheel of Fortune or in the City of Leipzig, and only a regular meeple (a follower) on an acrobat space.
/// A marker that holds no meeple forbids nothing of its own.
///
/// ```
/// use tilecat_core::model::MarkerKind;
/// use tilecat_core::rules::{LandingPlace, Meeple, NoLanding};
/// assert_eq!(MarkerKind::AcrobatSpace.landing(Meeple::Follower), Ok(()));
/// assert_eq!(
///     MarkerKind::AcrobatSpace.landing(Meeple::LargeMeeple),
///     Err(NoLanding::AcrobatSpace)
/// );
/// assert_eq!(
///     MarkerKind::MagicPortal.landing(Meeple::Follower),
///     Err(NoLanding::MagicPortal)
/// );
/// assert_eq!(
///     MarkerKind::CityOfLeipzig.landing(Meeple::Follower),
///     Err(NoLanding::CityOfLeipzig)
/// );
/// assert_eq!(MarkerKind::School.landing(Meeple::Wagon), Ok(()));
/// ```
impl LandingPlace for MarkerKind {
    fn landing(&self, meeple: Meeple) -> Result<(), NoLanding> {
        match (self, meeple) {
            (MarkerKind::MagicPortal, _) => Err(NoLanding::MagicPortal),
            (MarkerKind::WheelOfFortune, _) => Err(NoLanding::WheelOfFortune),
            (MarkerKind::CityOfLeipzig, _) => Err(NoLanding::CityOfLeipzig),
            (MarkerKind::AcrobatSpace, Meeple::Follower) => Ok(()),
            (MarkerKind::AcrobatSpace, _) => Err(NoLanding::AcrobatSpace),
            _ => Ok(()),
        }
    }
}

/// How a meeple is placed on its feature. On a monastery of Monasteries in Germany, the
/// Netherlands & Belgium or a Japanese building ([`MarkerKind::takes_abbots`]) a meeple is
/// placed either as a monk, upright, scored as on any monastery, or as an abbot, on its side,
/// scored only at the end of the game; the two groups are scored apart. Being placed as an abbot
/// is not the abbot meeple ([`Meeple::Abbot`]) of The Abbot.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum Role {
    /// Upright, as on any feature: a highwayman on a road, a knight in a city, a monk on a
    /// monastery.
    #[default]
    Usual,
    /// On its side as the abbot of a monastery that takes abbots.
    Abbot,
}

impl Role {
    /// The role's name in files and outputs: `usual` or `abbot`.
    pub const fn name(self) -> &'static str {
        match self {
            Role::Usual => "usual",
            Role::Abbot => "abbot",
        }
    }
}

/// The rule of where a kind of meeple may stand, in words ([`Meeple::standing_rule`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StandingRule(pub Meeple);

impl fmt::Display for StandingRule {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        let meeple = self.0;
        write_with_article(formatter, meeple.name())?;
        formatter.write_str(" stands only on ")?;
        let kinds = meeple.stands_on();
        for (index, kind) in kinds.iter().enumerate() {
            if index > 0 {
                formatter.write_str(if index + 1 == kinds.len() {
                    " or "
                } else {
                    ", "
                })?;
            }
            write_with_article(formatter, kind.name())?;
        }
        Ok(())
    }
}

/// Writes `name` (a kebab-case name such as `large-meeple`) as words with its indefinite
/// article: `a large meeple`, `an abbot`, `a German castle` (a people's name capitalised).
fn write_with_article(formatter: &mut fmt::Formatter<'_>, name: &str) -> fmt::Result {
    let article = if name.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an "
    } else {
        "a "
    };
    formatter.write_str(article)?;
    for word in name.split('-').enumerate() {
        if word.0 > 0 {
            formatter.write_str(" ")?;
        }
        formatter.write_str(if word.1 == "german" { "German" } else { word.1 })?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nobody_lands_on_a_field_and_each_kind_has_its_features() {
        use FeatureKind::*;
        let kinds = [
            Road,
            City,
            Monastery,
            Garden,
            Field,
            Quarter,
            Tower,
            GermanCastle,
        ];
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
                assert_eq!(
                    takes(meeple),
                    [Road, City, Monastery, GermanCastle],
                    "{meeple:?}"
                );
            }
        }
    }

    #[test]
    fn each_kind_stands_where_the_rules_allow_and_lands_there_but_on_a_field() {
        use FeatureKind::*;
        let kinds = [Road, City, Monastery, GermanCastle, Field, Quarter, Garden];
        for meeple in Meeple::ALL {
            let stands: Vec<FeatureKind> = kinds
                .into_iter()
                .filter(|&kind| meeple.may_stand_on(kind))
                .collect();
            assert_eq!(stands, meeple.stands_on(), "{meeple:?}");
            for kind in kinds {
                assert_eq!(
                    meeple.lands_on(kind),
                    kind != Field && kind != Quarter && meeple.may_stand_on(kind),
                    "{meeple:?} on {kind:?}"
                );
            }
            let farmer = !matches!(meeple, Meeple::Mayor | Meeple::Abbot | Meeple::Wagon);
            assert_eq!(meeple.may_stand_on(Field), farmer, "{meeple:?}");
        }
        assert_eq!(
            Meeple::Mayor.standing_rule().to_string(),
            "a mayor stands only on a city"
        );
        assert_eq!(
            Meeple::Wagon.standing_rule().to_string(),
            "a wagon stands only on a road, a city, a monastery or a German castle"
        );
        assert_eq!(
            Meeple::Follower.standing_rule().to_string(),
            "a follower stands only on a road, a city, a monastery, a German castle, a field or a \
             quarter"
        );
    }

    #[test]
    fn no_flier_lands_on_a_tower_or_in_the_city_of_carcassonne() {
        for meeple in Meeple::ALL {
            assert!(!meeple.lands_on(FeatureKind::Tower), "{meeple:?}");
            assert!(!meeple.lands_on(FeatureKind::Quarter), "{meeple:?}");
            assert_eq!(
                FeatureKind::Quarter.landing(meeple),
                Err(NoLanding::CityOfCarcassonne)
            );
        }
        assert!(Meeple::Follower.may_stand_on(FeatureKind::Quarter));
    }
}
