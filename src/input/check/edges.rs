//! The declared edges against the features (E014 edge-mismatch).
//!
//! The rule: what `edges` declares for a side is what its features make it. A city side is one
//! whose three positions a city claims; a road side is one where a road meets the centre, with a
//! field half on each side of it; a river side is one where a river meets the centre, as a road
//! does; a field side is one whose two halves are field and whose centre nobody claims. Runs on tiles whose positions are sound, where those three cases are the only
//! ones.

use std::borrow::Cow;

use crate::input::source::SourceFile;
use crate::model::{EdgeKind, EdgePosition, Feature, Side, Tile};
use crate::shared::diagnostic::{Code, Diagnostic};

use super::{edge, error_at, side_name};

/// Checks each side's declared kind against the features of `tile`, and returns the roads and
/// rivers the declared edges say are missing, for the checks of fields to weigh (a deleted road
/// leaves its fields split: that is the same mistake). Sides declared road (or river) whose
/// centres nothing claims are one mistake, one diagnostic: the road between them when there are
/// two, else one to each, ending at the tile's centre.
pub fn check(source: &SourceFile, tile: &Tile, diagnostics: &mut Vec<Diagnostic>) -> Vec<Feature> {
    let mut missing: Vec<(EdgeKind, Vec<Side>)> = Vec::new();
    for side in Side::ALL {
        let declared = tile.edges.get(side);
        let centre = side.positions()[1];
        let owner = tile
            .features
            .iter()
            .find(|feature| feature.edges().contains(&centre));
        if owner.is_none() && matches!(declared, EdgeKind::Road | EdgeKind::River) {
            match missing.iter_mut().find(|(kind, _)| *kind == declared) {
                Some((_, sides)) => sides.push(side),
                None => missing.push((declared, vec![side])),
            }
            continue;
        }
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
    missing
        .into_iter()
        .flat_map(|(kind, sides)| {
            diagnostics.push(missing_feature(source, kind, &sides));
            assumed(kind, &sides)
        })
        .collect()
}

/// The one diagnostic for the `sides` declared `kind` (road or river) that no feature of that
/// kind meets, at the first of them.
fn missing_feature(source: &SourceFile, kind: EdgeKind, sides: &[Side]) -> Diagnostic {
    let kind = kind.name();
    let (message, help) = match sides {
        [side] => (
            format!(
                "the {} side is declared {kind}, but no road, river or city meets it, so it is \
                 field",
                side_name(*side)
            ),
            format!(
                "declare `{} = \"field\"`, or change the features along the side",
                side.name()
            ),
        ),
        [first, second] => (
            format!(
                "the {} and {} sides are declared {kind}, but no {kind} meets their centres: the \
                 {kind} between {} and {} is missing",
                side_name(*first),
                side_name(*second),
                first.name(),
                second.name()
            ),
            format!(
                "add the {kind}: `[[features]]` with `kind = \"{kind}\"` and `edges = [\"{}\", \
                 \"{}\"]`, or declare the sides field",
                first.name(),
                second.name()
            ),
        ),
        _ => {
            let names: Vec<&str> = sides.iter().map(|side| side.name()).collect();
            (
                format!(
                    "the sides {} are declared {kind}, but no {kind} meets their centres: the \
                     {kind}s to them are missing",
                    names.join(", ")
                ),
                format!("add a {kind} to each of them, or declare the sides field"),
            )
        }
    };
    error_at(source, &edge(sides[0]), Code::EdgeMismatch, message).with_help(help)
}

/// The features a missing road or river on `sides` stands for: one between two sides, else one
/// to each side, ending at the centre.
fn assumed(kind: EdgeKind, sides: &[Side]) -> Vec<Feature> {
    let centres = |sides: &[Side]| -> Cow<'static, [EdgePosition]> {
        Cow::Owned(sides.iter().map(|side| side.positions()[1]).collect())
    };
    let runs: Vec<&[Side]> = if sides.len() == 2 {
        vec![sides]
    } else {
        sides.chunks(1).collect()
    };
    runs.into_iter()
        .map(|run| {
            let id = Cow::Borrowed("");
            match kind {
                EdgeKind::River => Feature::River {
                    id,
                    edges: centres(run),
                    end: None,
                    under: None,
                },
                _ => Feature::Road {
                    id,
                    edges: centres(run),
                    ends_at: None,
                    end: None,
                    under: None,
                },
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::check::testing::{codes, flier_text, run_on_tile};

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
    fn two_road_sides_without_their_road_are_one_missing_road() {
        let road = "[[features]]\nkind = \"road\"\nid = \"road\"\nedges = [\"N\", \"W\"]\n\n";
        let text = flier_text("F");
        assert!(text.contains(road));
        let (missing, diagnostics) = run_on_tile("tiles/F.toml", &text.replace(road, ""), check);
        assert_eq!(codes(&diagnostics), [Code::EdgeMismatch]);
        assert!(
            diagnostics[0]
                .message
                .ends_with("the road between N and W is missing"),
            "{diagnostics:#?}"
        );
        let centres = [Side::N, Side::W].map(|side| side.positions()[1]);
        assert_eq!(missing.len(), 1);
        assert_eq!(missing[0].edges(), centres);
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
