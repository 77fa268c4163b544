//! The declared edges against the features (E014 edge-mismatch).
//!
//! The rule: what `edges` declares for a side is what its features make it. A city side is one
//! whose three positions a city claims; a road side is one where a road meets the centre, with a
//! field half on each side of it; a river side is one where a river meets the centre, as a road
//! does; a field side is one whose two halves are field and whose centre nobody claims. Runs on tiles whose positions are sound, where those three cases are the only
//! ones.

use crate::diagnostic::{Code, Diagnostic};
use crate::model::{EdgeKind, Feature, Side, Tile};
use crate::source::SourceFile;

use super::{edge, error_at, side_name};

/// Checks each side's declared kind against the features of `tile`.
pub fn check(source: &SourceFile, tile: &Tile, diagnostics: &mut Vec<Diagnostic>) {
    for side in Side::ALL {
        let declared = tile.edges.get(side);
        let centre = side.positions()[1];
        let owner = tile
            .features
            .iter()
            .find(|feature| feature.edges().contains(&centre));
        let (actual, reason) = match owner {
            Some(Feature::City { id, .. }) => (EdgeKind::City, format!("city `{id}` covers it")),
            Some(Feature::Road { id, .. }) => (
                EdgeKind::Road,
                format!("road `{id}` meets its centre {}", centre.name()),
            ),
            Some(Feature::River { id, .. }) => (
                EdgeKind::River,
                format!("river `{id}` meets its centre {}", centre.name()),
            ),
            _ => (
                EdgeKind::Field,
                "no road, river or city meets it, so it is field".to_owned(),
            ),
        };
        if actual != declared {
            diagnostics.push(
                error_at(
                    source,
                    &edge(side),
                    Code::EdgeMismatch,
                    format!(
                        "the {} side is declared {}, but {reason}",
                        side_name(side),
                        declared.name()
                    ),
                )
                .with_help(format!(
                    "declare `{} = \"{}\"`, or change the features along the side",
                    side.name(),
                    actual.name()
                )),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::testing::{codes, flier_text, run_on_tile};

    fn run(text: &str) -> Vec<Diagnostic> {
        run_on_tile("tiles/A.toml", text, check).1
    }

    #[test]
    fn bundled_edges_agree_with_their_features() {
        for letter in ["A", "B", "C", "D", "E", "F", "G", "H"] {
            assert_eq!(run(&flier_text(letter)), Vec::new(), "tile {letter}");
        }
    }

    #[test]
    fn a_road_side_without_a_road_is_a_mismatch() {
        let text = flier_text("A").replace(r#"N = "field""#, r#"N = "road""#);
        let diagnostics = run(&text);
        assert_eq!(codes(&diagnostics), [Code::EdgeMismatch]);
        assert_eq!(
            diagnostics[0].message,
            "the north side is declared road, but no road, river or city meets it, so it is field"
        );
        assert_eq!(
            diagnostics[0].help.as_deref(),
            Some(r#"declare `N = "field"`, or change the features along the side"#)
        );
    }

    #[test]
    fn a_field_side_with_a_road_is_a_mismatch() {
        let text = flier_text("A").replace(r#"S = "road""#, r#"S = "field""#);
        let diagnostics = run(&text);
        assert_eq!(codes(&diagnostics), [Code::EdgeMismatch]);
        assert_eq!(
            diagnostics[0].message,
            "the south side is declared field, but road `road` meets its centre S"
        );
    }

    #[test]
    fn a_city_side_needs_a_city() {
        let city = "id = \"x-A\"\nexpansion = \"x\"\nletter = \"A\"\n\
            edges = { N = \"road\", E = \"field\", S = \"field\", W = \"field\" }\n\
            counts = { C1 = 1 }\n\
            [[features]]\nkind = \"city\"\nid = \"city\"\nedges = [\"NL\", \"N\", \"NR\"]\n\
            [[features]]\nkind = \"field\"\nid = \"field\"\n\
            edges = [\"EL\", \"ER\", \"SL\", \"SR\", \"WL\", \"WR\"]\ncities = [\"city\"]\n";
        let diagnostics = run(city);
        assert_eq!(codes(&diagnostics), [Code::EdgeMismatch]);
        assert_eq!(
            diagnostics[0].message,
            "the north side is declared road, but city `city` covers it"
        );
        assert_eq!(
            run(&city.replace(r#"N = "road""#, r#"N = "city""#)),
            Vec::new()
        );
    }
}
