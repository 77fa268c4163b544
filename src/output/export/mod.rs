//! The whole catalog as one versioned JSON document, for programs that do not read TOML.
//!
//! The document carries three versions. `version`, a number, is the one the first readers
//! check: it is the format's major version, so that a reader written before the other two keys
//! came refuses a document it cannot read. `format_version` is the
//! format's Semantic Versioning version ([`FORMAT_VERSION`]), which says more: its minor
//! number rises when keys are added. `data_version` is the version of the data
//! ([`versions::data_version`]).

pub mod versions;

use schemars::JsonSchema;
use serde::Serialize;

use crate::model::{
    Catalog, EdgePosition, Edges, EditionCounts, Expansion, Feature, FeatureKind, Flier, Footprint,
    Illustration, Marker, RiverEnd, RoadEnd, Side, Tile, TilePoint,
};
use crate::output::drawing::CatalogFootprints;

pub use versions::{FORMAT_VERSION, Versions, data_version, format_version};

/// The version of the exported document as the first readers check it: the major number of
/// [`FORMAT_VERSION`], which changes only when a field changes meaning or goes away.
pub const EXPORT_VERSION: u32 = 2;

/// The exported catalog: every expansion and every tile, each sorted by id.
#[derive(Debug, Clone, Serialize, JsonSchema)]
#[schemars(title = "tilecat catalog", deny_unknown_fields)]
pub struct CatalogExport {
    /// The version of this document's layout: 2, the major number of `format_version`.
    #[schemars(extend("const" = 2))]
    pub version: u32,
    /// The version of the format, Semantic Versioning such as `2.0.0`: its major number is
    /// `version`, its minor number rises when keys are added.
    #[schemars(regex(pattern = crate::model::VERSION_PATTERN))]
    pub format_version: String,
    /// The version of the data, Semantic Versioning, derived from the expansions' own
    /// `version`s: each of its three numbers is the sum of theirs.
    #[schemars(regex(pattern = crate::model::VERSION_PATTERN))]
    pub data_version: String,
    /// The expansions, sorted by id.
    pub expansions: Vec<Expansion>,
    /// The tiles of all expansions, sorted by id.
    pub tiles: Vec<TileExport>,
}

/// One tile in its printed orientation.
#[derive(Debug, Clone, Serialize, JsonSchema)]
#[schemars(deny_unknown_fields)]
pub struct TileExport {
    /// Identifier unique across the catalog, such as `flier-A`.
    pub id: String,
    /// The id of the expansion the tile belongs to, such as `flier`.
    pub expansion: String,
    /// The letter printed on the tile in the edition's rules, such as `A`.
    pub letter: String,
    /// What meets each side: `field`, `road`, `city` or `river`.
    pub edges: Edges,
    /// The features (the claimable ones and rivers), in the order the data file lists them.
    pub features: Vec<FeatureExport>,
    /// The flying machine printed on the tile; absent when there is none.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub flier: Option<Flier>,
    /// Pictures printed on the tile that have no rules effect of their own here.
    pub illustrations: Vec<Illustration>,
    /// What an expansion prints on the tile besides its features: markers on features and
    /// things the tile shows; absent when there are none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub markers: Vec<Marker>,
    /// How many copies of the tile each edition of its expansion holds, by edition id.
    pub counts: EditionCounts,
    /// Whether one of the tile's copies is the start tile, dealt first; absent when it is not.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub start: bool,
}

/// One feature of a tile: a claimable one or a river.
#[derive(Debug, Clone, Serialize, JsonSchema)]
#[schemars(deny_unknown_fields)]
pub struct FeatureExport {
    /// What kind of feature this is.
    #[schemars(schema_with = "feature_kind_schema")]
    pub kind: &'static str,
    /// Identifier of the feature on its tile, such as `road`.
    pub id: String,
    /// The edge positions the feature occupies, in the order the data file lists them; empty
    /// for a feature inside the tile, such as a garden.
    pub edges: Vec<EdgePosition>,
    /// For a city: the number of pennants printed in it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pennants: Option<u8>,
    /// For a city that is no semi-circular segment, so that no small city it closes becomes a
    /// castle: `false`; absent for every other feature.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schemars(schema_with = "not_semicircular_schema")]
    pub semicircular: Option<bool>,
    /// For a city that meets a side another city of the tile holds: that side (`N`, `E`, `S`
    /// or `W`); absent for every other feature.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shares: Option<Side>,
    /// For a field: the ids of the cities on this tile that it borders.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cities: Option<Vec<String>>,
    /// For a road that ends at a thing of its own (`well`, `house`, `tunnel-mouth`) or a river
    /// that ends at its `spring` or `lake`: that end.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub end: Option<&'static str>,
    /// For a road in a tunnel or a river under a bridge: the id of the feature it passes under.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub under: Option<String>,
    /// The area the feature covers on the tile as printed, in tile units (`[x, y]`, 0 to 1, x to
    /// the east and y to the south): closed rings of points, a point inside when it lies inside
    /// an odd number of them, so a ring inside another is a hole. The roads, cities and fields
    /// of a tile cover it without overlapping; monasteries and gardens lie on top.
    #[schemars(schema_with = "shape_schema")]
    pub shape: Vec<Vec<TilePoint>>,
    /// Where a meeple stands on the feature, in tile units: inside its shape, away from its
    /// edges and from the tile's other spots.
    #[schemars(schema_with = "point_schema")]
    pub spot: TilePoint,
}

impl FeatureExport {
    /// The export of `feature`, which lies on its tile at `footprint`.
    pub fn new(feature: &Feature, footprint: &Footprint) -> FeatureExport {
        FeatureExport {
            kind: feature.kind().name(),
            id: feature.id().to_owned(),
            edges: feature.edges().to_vec(),
            pennants: match feature {
                Feature::City { pennants, .. } => Some(*pennants),
                _ => None,
            },
            semicircular: match feature {
                Feature::City {
                    semicircular: false,
                    ..
                } => Some(false),
                _ => None,
            },
            shares: feature.shares(),
            cities: match feature {
                Feature::Field { cities, .. } => {
                    Some(cities.iter().map(|city| city.to_string()).collect())
                }
                _ => None,
            },
            end: match feature {
                Feature::Road { end, .. } => end.map(RoadEnd::name),
                Feature::River { end, .. } => end.map(RiverEnd::name),
                _ => None,
            },
            under: feature.under().map(str::to_owned),
            shape: footprint.polygons(),
            spot: footprint.spot(),
        }
    }
}

impl TileExport {
    /// The export of `tile`, its features' shapes and spots the `footprints` read off its
    /// drawing ([`crate::output::drawing::footprints`]).
    pub fn new(tile: &Tile, footprints: &[Footprint]) -> TileExport {
        TileExport {
            id: tile.id.to_string(),
            expansion: tile.expansion.to_string(),
            letter: tile.letter.to_string(),
            edges: tile.edges,
            features: tile
                .features
                .iter()
                .zip(footprints)
                .map(|(feature, footprint)| FeatureExport::new(feature, footprint))
                .collect(),
            flier: tile.flier,
            illustrations: tile.illustrations.to_vec(),
            markers: tile.markers.to_vec(),
            counts: tile.counts.clone(),
            start: tile.start,
        }
    }
}

impl CatalogExport {
    /// The export of `catalog`, its tiles' features where `footprints` says they lie.
    pub fn new(catalog: &Catalog, footprints: &CatalogFootprints) -> CatalogExport {
        CatalogExport {
            version: EXPORT_VERSION,
            format_version: FORMAT_VERSION.to_owned(),
            data_version: data_version(catalog).to_string(),
            expansions: catalog.expansions.to_vec(),
            tiles: catalog
                .tiles
                .iter()
                .map(|tile| {
                    let footprints = footprints.get(&*tile.id).map_or(&[][..], Vec::as_slice);
                    TileExport::new(tile, footprints)
                })
                .collect(),
        }
    }
}

impl From<&Catalog> for CatalogExport {
    fn from(catalog: &Catalog) -> CatalogExport {
        CatalogExport::new(
            catalog,
            &crate::output::drawing::catalog_footprints(catalog),
        )
    }
}

/// The catalog as pretty JSON with a trailing newline (each point of a shape on one line:
/// [`crate::shared::json::folded`], which writes every control and hidden character as an escape); the
/// same catalog always gives the same bytes.
pub fn catalog_json(catalog: &Catalog) -> Result<String, serde_json::Error> {
    catalog_json_with(
        catalog,
        &crate::output::drawing::catalog_footprints(catalog),
    )
}

/// [`catalog_json`], with every tile's `footprints` already at hand.
pub fn catalog_json_with(
    catalog: &Catalog,
    footprints: &CatalogFootprints,
) -> Result<String, serde_json::Error> {
    let mut text = crate::shared::json::folded(&CatalogExport::new(catalog, footprints))?;
    text.push('\n');
    Ok(text)
}

fn feature_kind_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
    let kinds = FeatureKind::ALL.map(FeatureKind::name);
    schemars::json_schema!({
        "description": "What kind of feature this is: `road`, `city`, `monastery`, `garden`, `field` or `river`.",
        "type": "string",
        "enum": kinds,
    })
}

/// `false`, the one value a city's `semicircular` is written with.
fn not_semicircular_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
    schemars::json_schema!({
        "description": "For a city that is no semi-circular segment, so that no small city it closes becomes a castle: `false`; absent for every other feature.",
        "type": "boolean",
        "const": false,
    })
}

/// A point in tile units: `[x, y]`, each from 0 to 1.
fn point_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
    schemars::json_schema!({
        "description": "A point in tile units: `[x, y]`, each from 0 to 1, x to the east and y to the south of the north-west corner.",
        "type": "array",
        "items": { "type": "number", "minimum": 0, "maximum": 1 },
        "minItems": 2,
        "maxItems": 2,
    })
}

/// An area: rings of at least three points each.
fn shape_schema(generator: &mut schemars::SchemaGenerator) -> schemars::Schema {
    let point = point_schema(generator);
    schemars::json_schema!({
        "description": "An area in tile units: closed rings of points under the even-odd rule.",
        "type": "array",
        "items": { "type": "array", "items": point, "minItems": 3 },
    })
}
