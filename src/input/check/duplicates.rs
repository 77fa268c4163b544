//! Tiles that are the same up to rotation (E026 duplicate-tile).
//!
//! The rule: no two tiles of an expansion are the same up to rotation, by the one rule of
//! [`TileShape`]: every fact that turns with the tile counts, ids, letters, counts and `allow`
//! do not. Tiles of different expansions carry different expansion marks, so they never match.

use std::collections::HashMap;
use std::path::Path;

use crate::input::document::{Content, Document};
use crate::model::{Rotation, Tile};
use crate::shared::diagnostic::{Code, Diagnostic};

use super::{Shape, error_at, top};

/// Checks that no two tiles among `documents` are the same up to rotation, given each tile's
/// [`Shape`] in `shapes` (`None` for a manifest), in the same order.
pub fn check(documents: &[Document], shapes: &[Option<&Shape>], diagnostics: &mut Vec<Diagnostic>) {
    let mut seen: HashMap<&Shape, (&Tile, &Path)> = HashMap::new();
    for (document, shape) in documents.iter().zip(shapes.iter().copied()) {
        let (Content::Tile(tile), Some(key)) = (&document.content, shape) else {
            continue;
        };
        let Some(&(first, path)) = seen.get(&key) else {
            seen.insert(key, (tile, &document.source.path));
            continue;
        };
        let turn = Rotation::ALL
            .into_iter()
            .find(|rotation| first.looks_like(*rotation, tile))
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
            ))
            .concerning(path),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::check::testing::{
        codes, flier, flier_text, flier_with, run_on_documents, tile_document, tile_of,
    };
    use crate::model::Feature;

    fn run(documents: &[Document]) -> Vec<Diagnostic> {
        let shapes: Vec<Option<Shape>> = documents
            .iter()
            .map(|document| match &document.content {
                Content::Tile(tile) => Some(Shape::of(tile)),
                Content::Expansion(_) => None,
            })
            .collect();
        let shapes: Vec<Option<&Shape>> = shapes.iter().map(Option::as_ref).collect();
        run_on_documents(documents, |documents, diagnostics| {
            check(documents, &shapes, diagnostics);
        })
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
                Feature::Field {
                    id,
                    edges,
                    cities,
                    borders_inside,
                } => Feature::Field {
                    id: format!("turned-{id}").into(),
                    edges: edges.clone(),
                    cities: cities.clone(),
                    borders_inside: borders_inside.clone(),
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

    #[test]
    fn where_a_road_ends_and_what_a_wall_meets_tell_tiles_apart() {
        let tile = |letter: &str, extra: &str| {
            tile_document(
                &format!("tiles/{letter}.toml"),
                &format!(
                    "id = \"x-{letter}\"\nexpansion = \"x\"\nletter = \"{letter}\"\n\
                     edges = {{ N = \"city\", E = \"field\", S = \"road\", W = \"field\" }}\n\
                     counts = {{ C1 = 1 }}\n\
                     [[features]]\nkind = \"city\"\nid = \"city\"\nedges = [\"NL\", \"N\", \"NR\"]\n\
                     [[features]]\nkind = \"road\"\nid = \"road\"\nedges = [\"S\"]\n{extra}"
                ),
            )
        };
        let to_city = "ends_at = \"city\"\n";
        assert_eq!(
            codes(&run(&[tile("A", to_city), tile("B", to_city)])),
            [Code::DuplicateTile]
        );
        assert_eq!(run(&[tile("A", to_city), tile("B", "")]), Vec::new());
    }
}
