//! The features of a tile: roads, cities, monasteries, gardens, fields and the quarters of the
//! City of Carcassonne and the halves of German castles, which meeples claim, and rivers and
//! tower foundations, which no meeple claims.

use std::borrow::Cow;

use crate::model::{
    BlockPlace, Direction, EdgePosition, Quarter, RiverEnd, RoadEnd, Rotation, Side,
};

/// A feature on a tile: one a meeple can claim, or a river.
///
/// Each feature has an `id` unique on its tile, which other facts of the tile refer to (a field's
/// bordering cities, an illustration's field). Features that meet the tile's edge list the
/// [`EdgePosition`]s they occupy; monasteries and gardens sit inside the tile and occupy none.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(
    feature = "serde",
    serde(tag = "kind", rename_all = "lowercase", deny_unknown_fields)
)]
pub enum Feature {
    /// A road: meets the centre of each side it runs to. A road that meets only one side ends
    /// inside the tile: at the tile centre (a dead end, junction, crossroads or village) unless
    /// `ends_at` names the feature it runs into or `end` the thing of its own it stops at.
    Road {
        /// Identifier of the road on its tile, such as `road`.
        id: Cow<'static, str>,
        /// The side centres the road meets (`N`, `E`, `S` or `W`).
        edges: Cow<'static, [EdgePosition]>,
        /// For a road that meets one side: the id of the feature of this tile where it ends (a
        /// city, another road, a river it runs down to, a monastery, a garden or the gate of a
        /// German castle). Absent, the road ends at the tile centre.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        ends_at: Option<Cow<'static, str>>,
        /// For a road that meets one side: the thing of its own it ends at (`well`, `house`,
        /// `tunnel-mouth`), joining no other road of the tile; the fields run round a well or a
        /// house, and a tunnel mouth opens at the tile centre, beside the tile's other tunnel
        /// mouths, so roads into tunnel mouths part the fields as roads meeting there do.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        end: Option<RoadEnd>,
        /// The id of the feature of this tile (a city, road, river or field) that the road
        /// passes under in a tunnel: the two cross without meeting, and a field it passes
        /// under stays one field.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        under: Option<Cow<'static, str>>,
    },
    /// A river: meets the centre of each side it runs to, as a road does, and divides the fields
    /// as a road does; no meeple stands on it. A river that meets one side rises from its spring
    /// or flows into its lake there, and the fields run round that end.
    River {
        /// Identifier of the river on its tile, such as `river`.
        id: Cow<'static, str>,
        /// The side centres the river meets (`N`, `E`, `S` or `W`).
        edges: Cow<'static, [EdgePosition]>,
        /// For a river that meets one side: `spring` or `lake`.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        end: Option<RiverEnd>,
        /// The id of the road of this tile whose bridge the river passes under, or of the city
        /// built over it: the two cross without meeting.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        under: Option<Cow<'static, str>>,
    },
    /// A quarter of the Count's City of Carcassonne, inside the tile: followers stand in it; or,
    /// without `quarter`, the part of that city on one of its tiles, no quarter of its own.
    Quarter {
        /// Identifier of the quarter on its tile, such as `castle`.
        id: Cow<'static, str>,
        /// Which quarter it is: `castle`, `market`, `blacksmith` or `cathedral`. Absent for the
        /// City of Carcassonne where the tile shows no quarter of its own; no follower stands
        /// there.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        quarter: Option<Quarter>,
        /// The positions where the City of Carcassonne meets the tile's edge: on the Count's
        /// tiles, laid as one block, the inner edges, which meet only one another. Such a part
        /// of the city parts the fields as a city does, and roads may end at it.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "<[_]>::is_empty")
        )]
        edges: Cow<'static, [EdgePosition]>,
        /// For the City of Carcassonne on one of the Count's tiles: the tile's place in their
        /// block.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        place: Option<BlockPlace>,
    },
    /// A tower foundation, inside the tile, where the tower expansion's tower is built; no
    /// meeple stands on it.
    Tower {
        /// Identifier of the foundation on its tile, such as `tower`.
        id: Cow<'static, str>,
    },
    /// Half of a German castle (Castles in Germany): the castle is printed on a double-size
    /// tile, written as two tiles laid side by side, each holding its half. The castle runs
    /// across the side where the halves meet, whose edge is field as the Count's inner sides
    /// are; a lord stands in it. Complete, like a monastery, once every tile around the castle's
    /// two tiles lies.
    #[cfg_attr(feature = "serde", serde(rename = "german-castle"))]
    GermanCastle {
        /// Identifier of the half castle on its tile, such as `castle`.
        id: Cow<'static, str>,
        /// The three positions of the side where this half meets the castle's other half.
        edges: Cow<'static, [EdgePosition]>,
    },
    /// A city: covers the whole length of each side it meets, all three positions of each.
    City {
        /// Identifier of the city on its tile, such as `city`.
        id: Cow<'static, str>,
        /// The positions the city occupies: all three of each city side.
        edges: Cow<'static, [EdgePosition]>,
        /// The number of pennants (coats of arms) printed in the city.
        #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_zero"))]
        pennants: u8,
        /// Points of the tile's edge beyond its own sides that the city's wall reaches: a corner
        /// (`NE`, `SE`, `SW`, `NW`) or the centre of a field side (`N`, `E`, `S`, `W`).
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "<[_]>::is_empty")
        )]
        reaches: Cow<'static, [Direction]>,
        /// The ids of the roads and cities of this tile that the city's wall touches inside the
        /// tile, so that together they cross it.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "<[_]>::is_empty")
        )]
        touches: Cow<'static, [Cow<'static, str>]>,
        /// The id of the other city of this tile that this one passes under where the two cross
        /// without meeting, such as a city across the tile under a city bridge from side to side.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        under: Option<Cow<'static, str>>,
        /// For a city on one side: whether it is a semi-circular segment, two of which make the
        /// small city a castle may be built on (Bridges, Castles and Bazaars); `false` for one
        /// drawn otherwise, so that no small city it closes becomes a castle. Absent, `true`. A
        /// city meeting more than one side is never half of a small city: there it says nothing.
        #[cfg_attr(
            feature = "serde",
            serde(default = "yes", skip_serializing_if = "is_yes")
        )]
        semicircular: bool,
        /// For a city beside another city of this tile on one side: that side, which the other
        /// city holds (all three of its positions) and this one meets too, such as a city on the
        /// east side whose wall runs to the north side beside a city on the north and west
        /// sides. Across it this city joins the city of the tile beyond, as the other does, and
        /// it is complete only once that side is closed as well as its own. Like a city meeting
        /// more than one side, it is never half of a small city.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "Option::is_none")
        )]
        shares: Option<Side>,
    },
    /// A monastery (cloister) at the tile centre.
    Monastery {
        /// Identifier of the monastery on its tile, such as `monastery`.
        id: Cow<'static, str>,
    },
    /// A garden at the tile centre, claimable by the abbot.
    Garden {
        /// Identifier of the garden on its tile, such as `garden`.
        id: Cow<'static, str>,
    },
    /// A field: the grassland between roads and cities, claimed by farmers.
    Field {
        /// Identifier of the field on its tile, such as `north-field`.
        id: Cow<'static, str>,
        /// The side halves the field meets (`NL`, `NR`, `EL`, …).
        edges: Cow<'static, [EdgePosition]>,
        /// The ids of the cities on this tile that the field borders, for farmer scoring.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "<[_]>::is_empty")
        )]
        cities: Cow<'static, [Cow<'static, str>]>,
        /// The cities among `cities` that the field borders inside the tile, away from the edge:
        /// none of its halves lies next to them. A field that meets no edge (one enclosed by a
        /// city ring) borders its cities inside the tile without saying so here.
        #[cfg_attr(
            feature = "serde",
            serde(default, skip_serializing_if = "<[_]>::is_empty")
        )]
        borders_inside: Cow<'static, [Cow<'static, str>]>,
    },
}

#[cfg(feature = "serde")]
fn is_zero(pennants: &u8) -> bool {
    *pennants == 0
}

#[cfg(feature = "serde")]
fn yes() -> bool {
    true
}

#[cfg(feature = "serde")]
fn is_yes(value: &bool) -> bool {
    *value
}

/// The kind of a [`Feature`], without its data.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum FeatureKind {
    /// A road.
    Road,
    /// A city.
    City,
    /// A monastery.
    Monastery,
    /// A garden.
    Garden,
    /// A field.
    Field,
    /// A river.
    River,
    /// A quarter of the City of Carcassonne.
    Quarter,
    /// A tower foundation.
    Tower,
    /// Half of a German castle.
    GermanCastle,
}

impl FeatureKind {
    /// Every kind of feature, in the order declared.
    pub const ALL: [FeatureKind; 9] = [
        FeatureKind::Road,
        FeatureKind::City,
        FeatureKind::Monastery,
        FeatureKind::Garden,
        FeatureKind::Field,
        FeatureKind::River,
        FeatureKind::Quarter,
        FeatureKind::Tower,
        FeatureKind::GermanCastle,
    ];

    /// Whether a meeple may claim a feature of this kind: every kind but the river and the tower
    /// foundation.
    pub const fn is_claimable(self) -> bool {
        !matches!(self, FeatureKind::River | FeatureKind::Tower)
    }

    /// The name used in data files: `road`, `city`, `monastery`, `garden`, `field`, `river`,
    /// `quarter`, `tower` or `german-castle`.
    pub const fn name(self) -> &'static str {
        match self {
            FeatureKind::Road => "road",
            FeatureKind::City => "city",
            FeatureKind::Monastery => "monastery",
            FeatureKind::Garden => "garden",
            FeatureKind::Field => "field",
            FeatureKind::River => "river",
            FeatureKind::Quarter => "quarter",
            FeatureKind::Tower => "tower",
            FeatureKind::GermanCastle => "german-castle",
        }
    }
}

impl Feature {
    /// The feature's identifier on its tile.
    pub fn id(&self) -> &str {
        match self {
            Feature::Road { id, .. }
            | Feature::City { id, .. }
            | Feature::Monastery { id }
            | Feature::Garden { id }
            | Feature::Quarter { id, .. }
            | Feature::Tower { id }
            | Feature::Field { id, .. }
            | Feature::GermanCastle { id, .. }
            | Feature::River { id, .. } => id,
        }
    }

    /// The kind of feature.
    pub const fn kind(&self) -> FeatureKind {
        match self {
            Feature::Road { .. } => FeatureKind::Road,
            Feature::City { .. } => FeatureKind::City,
            Feature::Monastery { .. } => FeatureKind::Monastery,
            Feature::Garden { .. } => FeatureKind::Garden,
            Feature::Field { .. } => FeatureKind::Field,
            Feature::River { .. } => FeatureKind::River,
            Feature::Quarter { .. } => FeatureKind::Quarter,
            Feature::Tower { .. } => FeatureKind::Tower,
            Feature::GermanCastle { .. } => FeatureKind::GermanCastle,
        }
    }

    /// The edge positions the feature occupies; empty for a feature inside the tile.
    ///
    /// ```
    /// use std::borrow::Cow;
    /// use tilecat_core::model::{EdgePosition, Feature};
    /// let garden = Feature::Garden { id: Cow::Borrowed("garden") };
    /// assert!(garden.edges().is_empty());
    /// ```
    pub fn edges(&self) -> &[EdgePosition] {
        match self {
            Feature::Road { edges, .. }
            | Feature::City { edges, .. }
            | Feature::Field { edges, .. }
            | Feature::Quarter { edges, .. }
            | Feature::GermanCastle { edges, .. }
            | Feature::River { edges, .. } => edges,
            Feature::Monastery { .. } | Feature::Garden { .. } | Feature::Tower { .. } => &[],
        }
    }

    /// For a city that meets a side another city of its tile holds, that side; `None` for
    /// every other feature.
    pub fn shares(&self) -> Option<Side> {
        match self {
            Feature::City { shares, .. } => *shares,
            _ => None,
        }
    }

    /// The id of the feature of the tile this one passes under (a road in a tunnel, a river
    /// under a bridge), if any.
    pub fn under(&self) -> Option<&str> {
        match self {
            Feature::Road { under, .. }
            | Feature::River { under, .. }
            | Feature::City { under, .. } => under.as_deref(),
            _ => None,
        }
    }

    /// The feature after the tile turns by `rotation`: every position it occupies turns with it.
    ///
    /// ```
    /// use std::borrow::Cow;
    /// use tilecat_core::model::{EdgePosition, Feature, Rotation};
    /// let road = Feature::Road {
    ///     id: Cow::Borrowed("road"),
    ///     edges: Cow::Borrowed(&[EdgePosition::S, EdgePosition::W]),
    ///     ends_at: None,
    ///     end: None,
    ///     under: None,
    /// };
    /// assert_eq!(road.rotated(Rotation::R90).edges(), &[EdgePosition::W, EdgePosition::N]);
    /// ```
    pub fn rotated(&self, rotation: Rotation) -> Feature {
        let turn = |edges: &[EdgePosition]| -> Cow<'static, [EdgePosition]> {
            edges.iter().map(|edge| edge.rotated(rotation)).collect()
        };
        match self {
            Feature::Road {
                id,
                edges,
                ends_at,
                end,
                under,
            } => Feature::Road {
                id: id.clone(),
                edges: turn(edges),
                ends_at: ends_at.clone(),
                end: *end,
                under: under.clone(),
            },
            Feature::River {
                id,
                edges,
                end,
                under,
            } => Feature::River {
                id: id.clone(),
                edges: turn(edges),
                end: *end,
                under: under.clone(),
            },
            Feature::City {
                id,
                edges,
                pennants,
                reaches,
                touches,
                under,
                semicircular,
                shares,
            } => Feature::City {
                id: id.clone(),
                edges: turn(edges),
                pennants: *pennants,
                reaches: reaches
                    .iter()
                    .map(|point| point.rotated(rotation))
                    .collect(),
                touches: touches.clone(),
                under: under.clone(),
                semicircular: *semicircular,
                shares: shares.map(|side| side.rotated(rotation)),
            },
            Feature::Field {
                id,
                edges,
                cities,
                borders_inside,
            } => Feature::Field {
                id: id.clone(),
                edges: turn(edges),
                cities: cities.clone(),
                borders_inside: borders_inside.clone(),
            },
            Feature::Quarter {
                id,
                quarter,
                edges,
                place,
            } => Feature::Quarter {
                id: id.clone(),
                quarter: *quarter,
                edges: turn(edges),
                place: *place,
            },
            Feature::GermanCastle { id, edges } => Feature::GermanCastle {
                id: id.clone(),
                edges: turn(edges),
            },
            Feature::Monastery { .. } | Feature::Garden { .. } | Feature::Tower { .. } => {
                self.clone()
            }
        }
    }
}
