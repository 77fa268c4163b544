//! Tiles that are the same up to rotation (E026 duplicate-tile).
//!
//! The rule: no two tiles of an expansion are the same up to rotation. Every fact that turns with
//! the tile counts: the edges; the features (kind, positions, pennants, and a field's bordering
//! cities by the positions those cities cover); the flying machine's arrow; the illustrations
//! (kind, placement, and their field by its positions). Ids, letters, counts and `allow` do not
//! count. Tiles of different expansions carry different expansion marks, so they never match.

use std::collections::HashMap;
use std::path::Path;

use crate::diagnostic::{Code, Diagnostic};
use crate::document::{Content, Document};
use crate::model::{
    Direction, EdgeKind, EdgePosition, Feature, FeatureKind, IllustrationKind, Rotation, Tile,
};

use super::{DOCUMENTS_PER_THREAD, error_at, top};

/// Checks that no two tiles among `documents` are the same up to rotation.
pub fn check(documents: &[Document], diagnostics: &mut Vec<Diagnostic>) {
    // Each tile's layout in the rotation that sorts first, worked out on every core.
    let canonicals =
        crate::parallel::map(
            documents,
            DOCUMENTS_PER_THREAD,
            |document| match &document.content {
                Content::Tile(tile) => Rotation::ALL
                    .iter()
                    .map(|rotation| Layout::of(&tile.rotated(*rotation)))
                    .min(),
                Content::Expansion(_) => None,
            },
        );
    let mut seen: HashMap<Layout, (&Tile, &Path)> = HashMap::new();
    for (document, canonical) in documents.iter().zip(canonicals) {
        let (Content::Tile(tile), Some(canonical)) = (&document.content, canonical) else {
            continue;
        };
        let Some(&(first, path)) = seen.get(&canonical) else {
            seen.insert(canonical, (tile, &document.source.path));
            continue;
        };
        let layout = Layout::of(tile);
        let turn = Rotation::ALL
            .into_iter()
            .find(|rotation| Layout::of(&first.rotated(*rotation)) == layout)
            .filter(|rotation| *rotation != Rotation::R0)
            .map(|rotation| format!(" turned {}° clockwise", rotation.degrees()))
            .unwrap_or_default();
        diagnostics.push(
            error_at(
                &document.source,
                &top("id"),
                Code::DuplicateTile,
                format!(
                    "tile `{}` is the same as `{}` ({}){turn}",
                    tile.id,
                    first.id,
                    path.display()
                ),
            )
            .with_help(format!(
                "remove one of them and count its copies on the other, or record what tells \
                 `{}` and `{}` apart",
                first.id, tile.id
            )),
        );
    }
}

/// Everything about a tile in one orientation that tells it apart from other tiles.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
struct Layout {
    expansion: String,
    edges: [EdgeKind; 4],
    /// The features, sorted.
    features: Vec<FeatureLayout>,
    flier: Option<Direction>,
    /// Each illustration's kind, placement and the positions of its field, sorted.
    illustrations: Vec<(IllustrationKind, Option<Direction>, Vec<EdgePosition>)>,
}

/// A feature without its id: its kind, sorted positions, pennants, and for a field the sorted
/// positions of each city it borders.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
struct FeatureLayout {
    kind: FeatureKind,
    positions: Vec<EdgePosition>,
    pennants: u8,
    cities: Vec<Vec<EdgePosition>>,
}

impl Layout {
    fn of(tile: &Tile) -> Layout {
        let positions_of = |id: &str| sorted_positions(tile.feature(id));
        let mut features: Vec<FeatureLayout> = tile
            .features
            .iter()
            .map(|feature| {
                let (pennants, cities) = match feature {
                    Feature::City { pennants, .. } => (*pennants, Vec::new()),
                    Feature::Field { cities, .. } => {
                        let mut cities: Vec<_> =
                            cities.iter().map(|city| positions_of(city)).collect();
                        cities.sort();
                        (0, cities)
                    }
                    _ => (0, Vec::new()),
                };
                FeatureLayout {
                    kind: feature.kind(),
                    positions: sorted_positions(Some(feature)),
                    pennants,
                    cities,
                }
            })
            .collect();
        features.sort();
        let mut illustrations: Vec<_> = tile
            .illustrations
            .iter()
            .map(|illustration| {
                (
                    illustration.kind,
                    illustration.placement,
                    positions_of(&illustration.field),
                )
            })
            .collect();
        illustrations.sort();
        Layout {
            expansion: tile.expansion.to_string(),
            edges: tile.edges.clockwise(),
            features,
            flier: tile.flier.map(|flier| flier.direction),
            illustrations,
        }
    }
}

/// The positions `feature` occupies, sorted; none for a missing feature.
fn sorted_positions(feature: Option<&Feature>) -> Vec<EdgePosition> {
    let mut positions = feature.map_or_else(Vec::new, |feature| feature.edges().to_vec());
    positions.sort();
    positions
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::testing::{
        codes, flier, flier_text, flier_with, run_on_documents, tile_document, tile_of,
    };

    fn run(documents: &[Document]) -> Vec<Diagnostic> {
        run_on_documents(documents, check)
    }

    #[test]
    fn bundled_tiles_differ_by_arrow_and_garden() {
        assert_eq!(run(&flier()), Vec::new());
    }

    #[test]
    fn a_tile_with_the_same_arrow_as_its_twin_is_a_duplicate() {
        let text = flier_text("D").replace(r#"direction = "NW""#, r#"direction = "W""#);
        let diagnostics = run(&flier_with("D", &text));
        assert_eq!(codes(&diagnostics), [Code::DuplicateTile]);
        assert_eq!(
            diagnostics[0].message,
            "tile `flier-D` is the same as `flier-B` (data/flier/tiles/B.toml)"
        );
    }

    #[test]
    fn a_turned_copy_is_a_duplicate_whatever_its_ids() {
        let mut documents = flier();
        let original = tile_document("data/flier/tiles/A.toml", &flier_text("A"));
        let mut turned = tile_of(&original).rotated(Rotation::R90);
        turned.id = "flier-Z".into();
        turned.letter = "Z".into();
        let renamed: Vec<Feature> = turned
            .features
            .iter()
            .map(|feature| match feature {
                Feature::Field { id, edges, cities } => Feature::Field {
                    id: format!("turned-{id}").into(),
                    edges: edges.clone(),
                    cities: cities.clone(),
                },
                other => other.clone(),
            })
            .collect();
        turned.features = renamed.into();
        documents.push(Document {
            source: tile_document("data/flier/tiles/Z.toml", &flier_text("A")).source,
            content: Content::Tile(turned),
        });
        let diagnostics = run(&documents);
        assert_eq!(codes(&diagnostics), [Code::DuplicateTile]);
        assert_eq!(
            diagnostics[0].message,
            "tile `flier-Z` is the same as `flier-A` (data/flier/tiles/A.toml) turned 90° clockwise"
        );
    }

    #[test]
    fn the_illustration_tells_tiles_apart() {
        let text = flier_text("G").replace(r#"placement = "NE""#, r#"placement = "SE""#);
        let text = text.replace(r#"kind = "farmhouse""#, r#"kind = "garden""#);
        let text = text.replace(r#"direction = "W""#, r#"direction = "NW""#);
        let mut documents = flier_with("G", &text);
        assert_eq!(
            run(&documents),
            Vec::new(),
            "H has a garden feature, G has not"
        );
        let with_garden = text.replace(
            "[[illustrations]]",
            "[[features]]\nkind = \"garden\"\nid = \"flowers\"\n\n[[illustrations]]",
        );
        documents = flier_with("G", &with_garden);
        assert_eq!(codes(&run(&documents)), [Code::DuplicateTile]);
    }
}
