//! Markers: what an expansion prints on a tile beyond its roads, cities, monasteries, gardens and
//! fields. A marker stands on one of the tile's features (goods in a city, an inn by a road) or
//! is shown on the tile itself (a volcano, a crop circle, a wind rose).

use std::borrow::Cow;

use crate::model::{Direction, FeatureKind, Rotation};

/// One marker printed on a tile.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Marker {
    /// What the marker is.
    pub kind: MarkerKind,
    /// For a marker on a feature, the id of that feature of the tile; absent for a marker the
    /// tile shows.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub feature: Option<Cow<'static, str>>,
    /// Where on the tile the marker's picture sits, as a direction from the tile centre; for a
    /// wind rose, the direction its arrow points in. Absent for the middle of its feature or of
    /// the tile.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub placement: Option<Direction>,
    /// For `extra-points`, the points the marker adds.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub points: Option<u8>,
}

impl Marker {
    /// The marker after the tile turns by `rotation`: its placement turns with the tile.
    pub fn rotated(&self, rotation: Rotation) -> Marker {
        Marker {
            kind: self.kind,
            feature: self.feature.clone(),
            placement: self.placement.map(|placement| placement.rotated(rotation)),
            points: self.points,
        }
    }
}

macro_rules! marker_kinds {
    ($($(#[doc = $doc:literal])* $variant:ident = $name:literal, [$($on:ident),*];)*) => {
        /// What a marker is: a closed list, named in data files in kebab-case.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[cfg_attr(
            feature = "serde",
            derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
        )]
        pub enum MarkerKind {
            $($(#[doc = $doc])* #[cfg_attr(feature = "serde", serde(rename = $name))] $variant,)*
        }

        impl MarkerKind {
            /// Every kind of marker, in the order declared.
            pub const ALL: &'static [MarkerKind] = &[$(MarkerKind::$variant,)*];

            /// The name used in data files, such as `inn`.
            pub const fn name(self) -> &'static str {
                match self { $(MarkerKind::$variant => $name,)* }
            }

            /// The kinds of feature a marker of this kind may stand on; none for a marker the
            /// tile shows, which names no feature.
            pub const fn stands_on(self) -> &'static [FeatureKind] {
                match self { $(MarkerKind::$variant => &[$(FeatureKind::$on),*],)* }
            }
        }
    };
}

marker_kinds! {
    /// Goods in a city: wine (Traders & Builders).
    Wine = "wine", [City];
    /// Goods in a city: grain (Traders & Builders).
    Grain = "grain", [City];
    /// Goods in a city: cloth (Traders & Builders).
    Cloth = "cloth", [City];
    /// An inn by a lake on a road (Inns & Cathedrals).
    Inn = "inn", [Road];
    /// A cathedral in a city (Inns & Cathedrals).
    Cathedral = "cathedral", [City];
    /// A princess in a city (The Princess & the Dragon).
    Princess = "princess", [City];
    /// A besieged city, a siege camp inside its walls (Cathars, Besiegers).
    Besieged = "besieged", [City];
    /// A pig herd in a field (Traders & Builders).
    PigHerd = "pig-herd", [Field];
    /// A shrine standing as a monastery (Cult).
    Shrine = "shrine", [Monastery];
    /// A church standing as a monastery (Darmstadt promo).
    Church = "church", [Monastery];
    /// A monastery where a meeple may be placed as a monk or as an abbot (Monasteries in
    /// Germany, the Netherlands and Belgium).
    AbbotsMonastery = "abbots-monastery", [Monastery];
    /// A Japanese building standing as a monastery (Japanese Buildings), with the rules of an
    /// abbots' monastery: a meeple may be placed on it as a monk or as an abbot.
    JapaneseBuilding = "japanese-building", [Monastery];
    /// A well on a road or in a field (Wishing Wells fan pack, Spiel promo).
    Well = "well", [Road, Field];
    /// A shed by a road or in a field (Wishing Wells fan pack).
    Shed = "shed", [Road, Field];
    /// A labyrinth on a road (The Labyrinth).
    Labyrinth = "labyrinth", [Road];
    /// A tunnel the road runs through where it passes under another feature (`under`), whose
    /// ends The Tunnel's tunnel tokens may join; a road passing under another without one
    /// crosses it under a bridge or through a gate.
    Tunnel = "tunnel", [Road];
    /// Extra points printed in a city (`points` says how many).
    ExtraPoints = "extra-points", [City];
    /// A festival (The Festival).
    Festival = "festival", [];
    /// A bazaar (Bridges, Castles & Bazaars).
    Bazaar = "bazaar", [];
    /// A volcano (The Princess & the Dragon).
    Volcano = "volcano", [];
    /// The dragon (The Princess & the Dragon).
    Dragon = "dragon", [];
    /// A magic portal (The Princess & the Dragon).
    MagicPortal = "magic-portal", [];
    /// The mage and the witch's symbol (Mage & Witch).
    MageAndWitch = "mage-and-witch", [];
    /// A crop circle with a city symbol (Crop Circles).
    CropCircleCity = "crop-circle-city", [];
    /// A crop circle with a road symbol (Crop Circles).
    CropCircleRoad = "crop-circle-road", [];
    /// A crop circle with a field symbol (Crop Circles).
    CropCircleField = "crop-circle-field", [];
    /// A hill (Hills & Sheep).
    Hill = "hill", [];
    /// A vineyard (Hills & Sheep).
    Vineyard = "vineyard", [];
    /// A gold mine (Gold Mines).
    GoldMine = "gold-mine", [];
    /// A wind rose (Wind Roses): `placement` is the direction its arrow points in, absent for
    /// the four-pointed rose of the start tile.
    WindRose = "wind-rose", [];
    /// A ferry on a lake (Ferries).
    Ferry = "ferry", [];
    /// Baba Yaga's hut (Russian promos).
    YagaHut = "yaga-hut", [];
    /// Vodyanoy (Russian promos).
    Vodyanoy = "vodyanoy", [];
    /// Solovei Razboynik (Russian promos).
    Razboynik = "razboynik", [];
    /// An acrobat space (Under the Big Top): meeples stand on it, one on another, as a
    /// pyramid.
    AcrobatSpace = "acrobat-space", [];
    /// The Wheel of Fortune (The Wheel of Fortune's start tile): meeples stand on the wheel
    /// itself; the roads, cities and fields of its tile outside the wheel are features as on
    /// any tile.
    WheelOfFortune = "wheel-of-fortune", [];
    /// An abbey (Abbey & Mayor), a tile laid in a hole of the landscape, standing as a
    /// monastery and scored as one.
    Abbey = "abbey", [Monastery];
    /// A haunted castle (Ghosts, Castles and Cemeteries), standing as a monastery: complete
    /// when surrounded, it scores 2 points for its tile and 2 for each tile around it with
    /// mist; at the end of the game 1 and 1.
    HauntedCastle = "haunted-castle", [Monastery];
    /// A cemetery (Ghosts, Castles and Cemeteries), standing as a monastery: complete when
    /// surrounded, its keepers' majority takes a guard meeple and no points; an incomplete
    /// cemetery scores nothing at the end.
    Cemetery = "cemetery", [Monastery];
    /// A German cathedral (Cathedrals in Germany), standing as a monastery, the roads of its
    /// tile that end at it (`ends-at`) leading to it: complete once every road leading to it is,
    /// when its archbishops' majority scores 1 point for each tile of each of those roads (the
    /// roads' pieces on its tile counted apart) and a completed road leading to it scores 2 a
    /// tile; an incomplete German cathedral scores nothing at the end.
    GermanCathedral = "german-cathedral", [Monastery];
    /// Mist hovering over a road or a field (Ghosts, Castles and Cemeteries), counted by the
    /// haunted castles around its tile.
    Mist = "mist", [];
    /// The City of Leipzig (The Markets of Leipzig): meeples are sent into it; the roads,
    /// cities and fields of its tile outside it are features as on any tile.
    CityOfLeipzig = "city-of-leipzig", [];
    /// A school (The School), where the teacher stands; the roads of its tile are features as
    /// on any tile.
    School = "school", [];
}

impl MarkerKind {
    /// Whether meeples are put on a marker of this kind itself rather than on a feature: an
    /// acrobat space, the Wheel of Fortune, the City of Leipzig and a magic portal (a meeple
    /// put there goes on to a feature of another tile). Only these are places a flier might come down on
    /// ([`LandingPlace`](crate::rules::LandingPlace)).
    ///
    /// ```
    /// use tilecat_core::model::MarkerKind;
    /// assert!(MarkerKind::MagicPortal.holds_meeples());
    /// assert!(!MarkerKind::Wine.holds_meeples());
    /// ```
    pub const fn holds_meeples(self) -> bool {
        matches!(
            self,
            MarkerKind::AcrobatSpace
                | MarkerKind::WheelOfFortune
                | MarkerKind::MagicPortal
                | MarkerKind::CityOfLeipzig
        )
    }

    /// Whether a monastery with a marker of this kind takes meeples placed as abbots beside
    /// those placed as monks, each group scored apart (Monasteries in Germany, the Netherlands
    /// and Belgium; Japanese Buildings).
    ///
    /// ```
    /// use tilecat_core::model::MarkerKind;
    /// assert!(MarkerKind::JapaneseBuilding.takes_abbots());
    /// assert!(!MarkerKind::Shrine.takes_abbots());
    /// ```
    pub const fn takes_abbots(self) -> bool {
        matches!(
            self,
            MarkerKind::AbbotsMonastery | MarkerKind::JapaneseBuilding
        )
    }
}
