//! A catalog written by `tilecat export json` (`schema/catalog.schema.json`) read back into the
//! model, and a catalog cut down to what such a file carries, so the two compare.
//!
//! The export leaves out what only the checks and the drawing read: a road's `ends_at`, a
//! city's `reaches` and `touches`, a field's `borders_inside`, a quarter's place in the City of
//! Carcassonne, a tile's own picture, its `allow` list and its wagon moves; the features' shapes and spots it
//! adds are drawn from the data and are not read back. Keys a later version of the document
//! adds are ignored; a document of another `version` is refused.

use std::borrow::Cow;
use std::fmt;

use serde::Deserialize;

use crate::model::{
    Catalog, EdgePosition, Edges, EditionCounts, Expansion, Feature, FeatureKind, Flier,
    Illustration, Marker, RiverEnd, RoadEnd, Side, Tile,
};
use crate::output::export::EXPORT_VERSION;

/// Why a catalog.json could not be read back.
#[derive(Debug)]
pub enum CatalogJsonError {
    /// It is not JSON, or not a catalog's JSON (two expansions or two tiles of one id among
    /// them): serde_json's error, with its line and column.
    Json(serde_json::Error),
    /// Its `version` is not the one this tilecat writes ([`EXPORT_VERSION`]).
    Version(serde_json::Value),
}

impl CatalogJsonError {
    /// The line and column (from 1) the problem was found at, when it has one.
    pub fn location(&self) -> Option<(usize, usize)> {
        match self {
            CatalogJsonError::Json(error) if error.line() > 0 => {
                Some((error.line(), error.column().max(1)))
            }
            _ => None,
        }
    }
}

impl fmt::Display for CatalogJsonError {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CatalogJsonError::Json(error) => {
                write!(
                    formatter,
                    "{}",
                    crate::shared::escape::visible(&error.to_string())
                )
            }
            CatalogJsonError::Version(version) => write!(
                formatter,
                "the document's version is {}, and this tilecat reads version {EXPORT_VERSION}",
                crate::shared::escape::visible(&version.to_string())
            ),
        }
    }
}

impl std::error::Error for CatalogJsonError {}

/// The document's version alone, read before the rest so that a document of another version
/// is refused for its version rather than for a key it lays out differently.
#[derive(Deserialize)]
struct Versioned {
    version: serde_json::Value,
}

#[derive(Deserialize)]
struct CatalogFile {
    expansions: Unique<Expansion>,
    tiles: Unique<TileFile>,
}

/// A list whose items each have an id of their own, refused at the item that repeats one.
struct Unique<T>(Vec<T>);

/// What has an id that a [`Unique`] list holds once.
trait Identified {
    /// What the item is, such as `tile`.
    const WHAT: &'static str;
    /// Its id.
    fn id(&self) -> &str;
}

impl Identified for Expansion {
    const WHAT: &'static str = "expansion";
    fn id(&self) -> &str {
        &self.id
    }
}

impl Identified for TileFile {
    const WHAT: &'static str = "tile";
    fn id(&self) -> &str {
        &self.id
    }
}

impl<'de, T: Deserialize<'de> + Identified> Deserialize<'de> for Unique<T> {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct Items<T>(std::marker::PhantomData<T>);

        impl<'de, T: Deserialize<'de> + Identified> serde::de::Visitor<'de> for Items<T> {
            type Value = Unique<T>;

            fn expecting(&self, formatter: &mut fmt::Formatter) -> fmt::Result {
                write!(formatter, "a list of {}s", T::WHAT)
            }

            fn visit_seq<A: serde::de::SeqAccess<'de>>(
                self,
                mut seq: A,
            ) -> Result<Unique<T>, A::Error> {
                let mut ids = std::collections::HashSet::new();
                let mut items = Vec::new();
                while let Some(item) = seq.next_element::<T>()? {
                    if !ids.insert(item.id().to_owned()) {
                        return Err(serde::de::Error::custom(format!(
                            "two {}s have the id `{}`",
                            T::WHAT,
                            item.id()
                        )));
                    }
                    items.push(item);
                }
                Ok(Unique(items))
            }
        }

        deserializer.deserialize_seq(Items(std::marker::PhantomData))
    }
}

#[derive(Deserialize)]
struct TileFile {
    id: String,
    expansion: String,
    letter: String,
    edges: Edges,
    features: Vec<FeatureFile>,
    #[serde(default)]
    flier: Option<Flier>,
    #[serde(default)]
    illustrations: Vec<Illustration>,
    #[serde(default)]
    markers: Vec<Marker>,
    counts: EditionCounts,
    #[serde(default)]
    start: bool,
}

/// A feature as the export writes it, turned into the model's on reading, so that a kind or an
/// end the model has no word for is an error at its place in the file.
#[derive(Deserialize)]
#[serde(try_from = "FeatureFields")]
struct FeatureFile(Feature);

#[derive(Deserialize)]
struct FeatureFields {
    kind: String,
    id: String,
    #[serde(default)]
    edges: Vec<EdgePosition>,
    #[serde(default)]
    pennants: Option<u8>,
    #[serde(default)]
    semicircular: Option<bool>,
    #[serde(default)]
    shares: Option<Side>,
    #[serde(default)]
    cities: Option<Vec<String>>,
    #[serde(default)]
    end: Option<String>,
    #[serde(default)]
    under: Option<String>,
}

impl TryFrom<FeatureFields> for FeatureFile {
    type Error = String;

    fn try_from(fields: FeatureFields) -> Result<FeatureFile, String> {
        let kind = FeatureKind::ALL
            .into_iter()
            .find(|kind| kind.name() == fields.kind)
            .ok_or_else(|| format!("unknown feature kind `{}`", fields.kind))?;
        let id: Cow<'static, str> = fields.id.into();
        let edges: Cow<'static, [EdgePosition]> = fields.edges.into();
        let under = fields.under.map(Cow::Owned);
        let end = fields.end.as_deref();
        let unknown_end = || format!("unknown end `{}` of a {}", end.unwrap_or(""), kind.name());
        Ok(FeatureFile(match kind {
            FeatureKind::Road => Feature::Road {
                id,
                edges,
                ends_at: None,
                end: end
                    .map(|end| RoadEnd::ALL.into_iter().find(|known| known.name() == end))
                    .map(|found| found.ok_or_else(unknown_end))
                    .transpose()?,
                under,
            },
            FeatureKind::River => Feature::River {
                id,
                edges,
                end: end
                    .map(|end| RiverEnd::ALL.into_iter().find(|known| known.name() == end))
                    .map(|found| found.ok_or_else(unknown_end))
                    .transpose()?,
                under,
            },
            FeatureKind::City => Feature::City {
                id,
                edges,
                pennants: fields.pennants.unwrap_or(0),
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[]),
                under,
                semicircular: fields.semicircular.unwrap_or(true),
                shares: fields.shares,
            },
            FeatureKind::Field => Feature::Field {
                id,
                edges,
                cities: fields
                    .cities
                    .unwrap_or_default()
                    .into_iter()
                    .map(Cow::Owned)
                    .collect(),
                borders_inside: Cow::Borrowed(&[]),
            },
            FeatureKind::Quarter => Feature::Quarter {
                id,
                quarter: None,
                edges,
                place: None,
            },
            FeatureKind::GermanCastle => Feature::GermanCastle { id, edges },
            FeatureKind::Monastery => Feature::Monastery { id },
            FeatureKind::Garden => Feature::Garden { id },
            FeatureKind::Tower => Feature::Tower { id },
        }))
    }
}

/// The catalog a `catalog.json` holds (the bytes `tilecat export json` writes, UTF-8), with
/// what [`exported`] keeps of a catalog: its expansions and tiles each sorted by id.
pub fn read_catalog_json(bytes: &[u8]) -> Result<Catalog, CatalogJsonError> {
    let Versioned { version } = serde_json::from_slice(bytes).map_err(CatalogJsonError::Json)?;
    if version != EXPORT_VERSION {
        return Err(CatalogJsonError::Version(version));
    }
    let file: CatalogFile = serde_json::from_slice(bytes).map_err(CatalogJsonError::Json)?;
    let mut expansions = file.expansions.0;
    expansions.sort_by(|a, b| a.id.cmp(&b.id));
    let mut tiles: Vec<Tile> = file
        .tiles
        .0
        .into_iter()
        .map(|tile| Tile {
            id: tile.id.into(),
            expansion: tile.expansion.into(),
            letter: tile.letter.into(),
            edges: tile.edges,
            features: tile.features.into_iter().map(|feature| feature.0).collect(),
            flier: tile.flier,
            illustrations: tile.illustrations.into(),
            markers: tile.markers.into(),
            counts: tile.counts,
            start: tile.start,
            picture: None,
            allow: Cow::Borrowed(&[]),
            wagon_moves: Cow::Borrowed(&[]),
        })
        .collect();
    tiles.sort_by(|a, b| a.id.cmp(&b.id));
    Ok(Catalog {
        expansions: expansions.into(),
        tiles: tiles.into(),
    })
}

/// `catalog` with only what a `catalog.json` carries (see the module's documentation), so
/// that it compares with one: `read_catalog_json` of its export is this.
pub fn exported(catalog: &Catalog) -> Catalog {
    let feature = |feature: &Feature| match feature {
        Feature::Road {
            id,
            edges,
            end,
            under,
            ..
        } => Feature::Road {
            id: id.clone(),
            edges: edges.clone(),
            ends_at: None,
            end: *end,
            under: under.clone(),
        },
        Feature::City {
            id,
            edges,
            pennants,
            under,
            semicircular,
            shares,
            ..
        } => Feature::City {
            id: id.clone(),
            edges: edges.clone(),
            pennants: *pennants,
            reaches: Cow::Borrowed(&[]),
            touches: Cow::Borrowed(&[]),
            under: under.clone(),
            semicircular: *semicircular,
            shares: *shares,
        },
        Feature::Field {
            id, edges, cities, ..
        } => Feature::Field {
            id: id.clone(),
            edges: edges.clone(),
            cities: cities.clone(),
            borders_inside: Cow::Borrowed(&[]),
        },
        Feature::Quarter { id, edges, .. } => Feature::Quarter {
            id: id.clone(),
            quarter: None,
            edges: edges.clone(),
            place: None,
        },
        other => other.clone(),
    };
    Catalog {
        expansions: catalog.expansions.clone(),
        tiles: catalog
            .tiles
            .iter()
            .map(|tile| Tile {
                features: tile.features.iter().map(feature).collect(),
                picture: None,
                allow: Cow::Borrowed(&[]),
                wagon_moves: Cow::Borrowed(&[]),
                ..tile.clone()
            })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::*;
    use crate::output::changes::compare;

    fn bundled() -> Catalog {
        let validation = crate::input::validate::validate_paths(&[PathBuf::from("data")]);
        assert!(!validation.has_errors());
        validation.catalog
    }

    #[test]
    fn the_export_reads_back_as_the_exported_catalog() {
        let catalog = bundled();
        let text = crate::output::export::catalog_json(&catalog).unwrap();
        let read = read_catalog_json(text.as_bytes()).unwrap();
        assert_eq!(read, exported(&catalog));
        assert!(compare(&exported(&catalog), &read).is_empty());
        // The cut leaves nothing out that it must keep: the bundled data has features,
        // markers, illustrations and fliers, and they all come back.
        assert!(read.tiles.iter().any(|tile| !tile.markers.is_empty()));
        assert!(read.tiles.iter().any(|tile| !tile.illustrations.is_empty()));
        assert!(read.tiles.iter().any(|tile| tile.flier.is_some()));
    }

    #[test]
    fn another_version_is_refused_for_its_version() {
        let error = read_catalog_json(br#"{"version": 99, "tiles": "no"}"#).unwrap_err();
        assert!(matches!(error, CatalogJsonError::Version(_)), "{error:?}");
        assert_eq!(error.location(), None);
    }

    #[test]
    fn text_that_is_not_a_catalog_is_refused_at_its_line_and_column() {
        let error = read_catalog_json(
            b"{\"version\": 2,\n  \"expansions\": [],\n  \"tiles\": [{\"id\": 3}]}",
        )
        .unwrap_err();
        assert_eq!(error.location(), Some((3, 20)), "{error}");
        assert!(error.to_string().contains("invalid type"), "{error}");
        let error = read_catalog_json(b"not json").unwrap_err();
        assert_eq!(error.location(), Some((1, 2)), "{error}");
    }

    #[test]
    fn an_unknown_feature_kind_is_refused_where_it_stands() {
        let catalog = bundled();
        let text = crate::output::export::catalog_json(&catalog)
            .unwrap()
            .replacen("\"kind\": \"road\"", "\"kind\": \"canal\"", 1);
        let error = read_catalog_json(text.as_bytes()).unwrap_err();
        assert!(
            error.to_string().contains("unknown feature kind `canal`"),
            "{error}"
        );
        assert!(error.location().is_some());
    }

    #[test]
    fn two_tiles_of_one_id_are_refused_at_the_repeat() {
        let catalog = bundled();
        let mut doubled = catalog.clone();
        doubled.tiles = [&catalog.tiles[..], &catalog.tiles[..1]].concat().into();
        let text =
            crate::shared::json::pretty(&crate::output::export::CatalogExport::from(&doubled))
                .unwrap();
        let error = read_catalog_json(text.as_bytes()).unwrap_err();
        let expected = format!("two tiles have the id `{}`", catalog.tiles[0].id);
        assert!(error.to_string().contains(&expected), "{error}");
        // At the repeat, the last tile, whose end stands two lines from the file's end.
        let (line, _) = error.location().unwrap();
        assert!(line >= text.lines().count() - 2, "{error}");
    }
}
