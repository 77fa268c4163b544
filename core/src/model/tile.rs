//! A land tile: its edges, features, flying machine, illustrations and counts.

use std::borrow::Cow;

use crate::model::{Direction, Edges, EditionCounts, Feature, FeatureKind, Marker, Rotation};

/// One land tile, in its printed orientation.
///
/// The same type serves the generated static tables (borrowed data) and tiles loaded from TOML
/// at run time (owned data), so the two compare with `==`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Tile {
    /// Identifier unique across the catalog: the expansion id, a hyphen and the file's name, such
    /// as `flier-A`. 1 to 64 letters, digits, `-` and `_`, so that it is safe in file names.
    #[cfg_attr(feature = "serde", schemars(regex(pattern = crate::model::ID_PATTERN)))]
    #[cfg_attr(feature = "serde", schemars(example = &"my-expansion-A"))]
    pub id: Cow<'static, str>,
    /// The id of the expansion the tile belongs to, such as `flier`.
    #[cfg_attr(feature = "serde", schemars(regex(pattern = crate::model::ID_PATTERN)))]
    #[cfg_attr(feature = "serde", schemars(example = &"my-expansion"))]
    pub expansion: Cow<'static, str>,
    /// The letter printed on the tile in the edition's rules, such as `A`.
    #[cfg_attr(feature = "serde", schemars(example = &"A"))]
    pub letter: Cow<'static, str>,
    /// What meets each side: `field`, `road`, `city` or `river`.
    #[cfg_attr(feature = "serde", schemars(example = crate::model::examples::edges()))]
    pub edges: Edges,
    /// The claimable features. Between them, the features that meet the edge claim every side
    /// half exactly once, and the centre of every road or city side exactly once; the centre of a
    /// field side belongs to the field on its two halves and is not listed.
    #[cfg_attr(feature = "serde", schemars(example = crate::model::examples::features()))]
    pub features: Cow<'static, [Feature]>,
    /// The flying machine printed on the tile, if any.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub flier: Option<Flier>,
    /// Pictures printed on the tile that have no rules effect of their own here.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "<[_]>::is_empty")
    )]
    pub illustrations: Cow<'static, [Illustration]>,
    /// What an expansion prints on the tile besides its features: markers on features (goods,
    /// an inn, a princess, …) and things the tile shows (a volcano, a crop circle, …).
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "<[_]>::is_empty")
    )]
    pub markers: Cow<'static, [Marker]>,
    /// How many copies of the tile each edition of its expansion holds, by edition id.
    #[cfg_attr(feature = "serde", schemars(example = crate::model::examples::counts()))]
    pub counts: EditionCounts,
    /// Whether one of the tile's copies is the start tile, placed face up before the game begins
    /// so that a frontend deals it first.
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "is_false"))]
    pub start: bool,
    /// A picture of the tile's own, drawn in place of the art tilecat draws from the data: a
    /// square PNG or JPEG file, its path relative to the folder of the tile's file and inside
    /// the expansion's folder (the folder of `expansion.toml`), such as `art/A.png` or
    /// `../art/A.png`.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    #[cfg_attr(feature = "serde", schemars(example = &"art/A.png"))]
    pub picture: Option<Cow<'static, str>>,
    /// Layout checks this tile is exempt from because its printed art breaks them, by name.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "<[_]>::is_empty")
    )]
    pub allow: Cow<'static, [LayoutCheck]>,
    /// Where a wagon (Abbey & Mayor) may move on the tile: groups of the tile's roads, cities
    /// and monasteries; once one of a group is completed, a wagon on it may move to another of
    /// the group not yet completed. Empty when not known.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "<[_]>::is_empty")
    )]
    pub wagon_moves: Cow<'static, [WagonMove]>,
}

/// A group of a tile's features a wagon may move between ([`Tile::wagon_moves`]).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct WagonMove {
    /// The ids of the features, two or more: roads, cities and monasteries of the tile.
    #[cfg_attr(feature = "serde", schemars(example = crate::model::examples::wagon_move()))]
    pub features: Cow<'static, [Cow<'static, str>]>,
}

impl WagonMove {
    /// The kinds of feature a wagon stands on and moves between.
    pub const STOPS: &'static [FeatureKind] =
        &[FeatureKind::Road, FeatureKind::City, FeatureKind::Monastery];
}

impl Tile {
    /// The feature with the given id, if the tile has one.
    pub fn feature(&self, id: &str) -> Option<&Feature> {
        self.features.iter().find(|feature| feature.id() == id)
    }

    /// The tile as it lies after turning by `rotation`: edges, features, the flying machine's
    /// arrow and the illustrations' placements all turn together.
    ///
    /// This builds owned lists, so it allocates; the queries of [`rules`](crate::rules) take the
    /// printed tile and a rotation instead and allocate nothing.
    ///
    /// ```
    /// use tilecat_core::model::{Direction, Rotation};
    /// let tile = tilecat_core::tables::FLIER_A.rotated(Rotation::R90);
    /// assert_eq!(tile.flier.unwrap().direction, Direction::N);
    /// ```
    pub fn rotated(&self, rotation: Rotation) -> Tile {
        Tile {
            id: self.id.clone(),
            expansion: self.expansion.clone(),
            letter: self.letter.clone(),
            edges: self.edges.rotated(rotation),
            features: self
                .features
                .iter()
                .map(|feature| feature.rotated(rotation))
                .collect(),
            flier: self.flier.map(|flier| flier.rotated(rotation)),
            illustrations: self
                .illustrations
                .iter()
                .map(|illustration| illustration.rotated(rotation))
                .collect(),
            markers: self
                .markers
                .iter()
                .map(|marker| marker.rotated(rotation))
                .collect(),
            counts: self.counts.clone(),
            start: self.start,
            picture: self.picture.clone(),
            allow: self.allow.clone(),
            wagon_moves: self.wagon_moves.clone(),
        }
    }
}

#[cfg(feature = "serde")]
fn is_false(start: &bool) -> bool {
    !*start
}

/// The flying machine printed on a tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Flier {
    /// The direction the arrow points in, on the tile as printed.
    pub direction: Direction,
}

impl Flier {
    /// The flying machine after the tile turns by `rotation`: the arrow turns with the tile.
    pub const fn rotated(self, rotation: Rotation) -> Flier {
        Flier {
            direction: self.direction.rotated(rotation),
        }
    }
}

/// A picture printed on a tile.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(deny_unknown_fields))]
pub struct Illustration {
    /// What the picture shows.
    pub kind: IllustrationKind,
    /// The id of the field the picture stands in.
    pub field: Cow<'static, str>,
    /// Where on the tile the picture sits, as a direction from the tile centre; absent for the
    /// middle of its field. Only drawing uses it.
    #[cfg_attr(
        feature = "serde",
        serde(default, skip_serializing_if = "Option::is_none")
    )]
    pub placement: Option<Direction>,
}

impl Illustration {
    /// The illustration after the tile turns by `rotation`: its placement turns with the tile.
    pub fn rotated(&self, rotation: Rotation) -> Illustration {
        Illustration {
            kind: self.kind,
            field: self.field.clone(),
            placement: self.placement.map(|placement| placement.rotated(rotation)),
        }
    }
}

/// What an illustration shows. Illustrations have no rules effect in this expansion; other
/// expansions refer to them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum IllustrationKind {
    /// A pigsty with pigs.
    Pigsty,
    /// A farmhouse.
    Farmhouse,
    /// Highwaymen lying in wait by the road.
    Highwaymen,
    /// A garden, drawn as a flower bed.
    Garden,
}

impl IllustrationKind {
    /// Every kind of illustration, in the order declared.
    pub const ALL: [IllustrationKind; 4] = [
        IllustrationKind::Pigsty,
        IllustrationKind::Farmhouse,
        IllustrationKind::Highwaymen,
        IllustrationKind::Garden,
    ];

    /// The name used in data files, such as `pigsty`.
    pub const fn name(self) -> &'static str {
        match self {
            IllustrationKind::Pigsty => "pigsty",
            IllustrationKind::Farmhouse => "farmhouse",
            IllustrationKind::Highwaymen => "highwaymen",
            IllustrationKind::Garden => "garden",
        }
    }
}

/// A layout check that a tile may be exempt from, named in its `allow` list, when its printed
/// art breaks the rule the check enforces.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum LayoutCheck {
    /// Field halves that a road or city separates are not one field.
    FieldAcrossBarrier,
    /// Field halves that nothing separates are one field.
    SplitField,
    /// A field borders exactly the cities whose sides its halves lie next to.
    FieldCityBorders,
}

impl LayoutCheck {
    /// The name used in `allow` lists and in diagnostics, such as `split-field`.
    pub const fn name(self) -> &'static str {
        match self {
            LayoutCheck::FieldAcrossBarrier => "field-across-barrier",
            LayoutCheck::SplitField => "split-field",
            LayoutCheck::FieldCityBorders => "field-city-borders",
        }
    }
}
