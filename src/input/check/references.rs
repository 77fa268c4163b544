//! Feature ids and what refers to them (E018 broken-reference, E019 reference-wrong-kind, E020
//! duplicate-feature-id), and where roads and rivers end (E032 misplaced-road-end).
//!
//! The rules: each feature of a tile has its own id; a field's `cities` and `borders_inside`
//! name city features of the same tile; an illustration's `field` names a field of the same tile; a road's `ends_at`
//! names a city, road, river, quarter (the City of Carcassonne), monastery, garden or German
//! castle (its gate, Castles in Germany) of the same tile, and only a road that meets one side
//! ends on the tile at all, and at one thing only (`ends_at` or `end`); a road's `under` names a
//! city, road, river or field it passes under in a tunnel, a river's `under` the road whose
//! bridge it passes under or the city built over it, a city's `under` another city; a river ends (`end`) only when it meets one side; a city's `touches`
//! names roads and cities of the same tile; a wagon move names roads, cities and monasteries of
//! the same tile; a
//! marker's `feature` names a feature of the same tile of a kind the marker stands on (an inn a
//! road, goods a city).

use crate::input::source::{Pointer, SourceFile};
use crate::model::{Feature, FeatureKind, Side, Tile, WagonMove};
use crate::shared::diagnostic::{Code, Diagnostic};

use super::{error_at, error_at_key, feature_at, top};

/// The kinds of feature a road can end at.
const ROAD_ENDS: &[FeatureKind] = &[
    FeatureKind::City,
    FeatureKind::Road,
    FeatureKind::River,
    FeatureKind::Quarter,
    FeatureKind::Monastery,
    FeatureKind::Garden,
    FeatureKind::GermanCastle,
];

/// The kinds of feature a road can pass under in a tunnel.
const ROAD_UNDER: &[FeatureKind] = &[
    FeatureKind::City,
    FeatureKind::Road,
    FeatureKind::River,
    FeatureKind::Field,
];

/// The kinds of feature a river can pass under: a road's bridge, or a city built over it.
const RIVER_UNDER: &[FeatureKind] = &[FeatureKind::Road, FeatureKind::City];

/// The kind of feature a city can pass under: another city.
const CITY_UNDER: &[FeatureKind] = &[FeatureKind::City];

/// The kinds of feature a city's wall can touch.
const CITY_TOUCHES: &[FeatureKind] = &[FeatureKind::Road, FeatureKind::City];

/// The kinds of feature that the feature ids under `key` of a feature of kind `owner` may
/// name, when that key holds feature ids (a field's `cities` and `borders_inside`, a road's
/// `ends_at`, a road's, river's or city's `under`, a city's `touches`); the checks below and
/// the language server's completion both read it.
pub fn named_kinds(owner: FeatureKind, key: &str) -> Option<&'static [FeatureKind]> {
    match (owner, key) {
        (FeatureKind::Field, "cities" | "borders_inside") => Some(&[FeatureKind::City]),
        (FeatureKind::Road, "ends_at") => Some(ROAD_ENDS),
        (FeatureKind::Road, "under") => Some(ROAD_UNDER),
        (FeatureKind::River, "under") => Some(RIVER_UNDER),
        (FeatureKind::City, "under") => Some(CITY_UNDER),
        (FeatureKind::City, "touches") => Some(CITY_TOUCHES),
        _ => None,
    }
}

/// Checks the feature ids of `tile` and every reference to them.
pub fn check(source: &SourceFile, tile: &Tile, diagnostics: &mut Vec<Diagnostic>) {
    for (index, feature) in tile.features.iter().enumerate() {
        let id = feature.id();
        if let Some(first) = tile.features[..index]
            .iter()
            .position(|earlier| earlier.id() == id)
        {
            diagnostics.push(
                error_at(
                    source,
                    &feature_at(index).key("id"),
                    Code::DuplicateFeatureId,
                    format!(
                        "feature id `{id}` is already used by feature {} of tile `{}`",
                        first + 1,
                        tile.id
                    ),
                )
                .with_help("give each feature of a tile its own id"),
            );
        }
        if let Some(under) = feature.under() {
            let reference = Reference {
                pointer: feature_at(index).key("under"),
                subject: format!("{} `{id}` passes under", feature.kind().name()),
                target: under,
                expected: named_kinds(feature.kind(), "under").unwrap_or_default(),
            };
            diagnostics.extend(reference.check(source, tile));
        }
        let sides = sides_met(feature);
        match feature {
            Feature::Road {
                ends_at: Some(_),
                end: Some(end),
                ..
            } => diagnostics.push(
                error_at_key(
                    source,
                    &feature_at(index).key("end"),
                    Code::MisplacedRoadEnd,
                    format!(
                        "road `{id}` ends at a feature (`ends_at`) and at a {} (`end`)",
                        end.name()
                    ),
                )
                .with_help("a road ends at one thing: keep `ends_at` or `end`"),
            ),
            Feature::Road { end: Some(_), .. } | Feature::River { end: Some(_), .. }
                if sides >= 2 =>
            {
                diagnostics.push(
                    error_at_key(
                        source,
                        &feature_at(index).key("end"),
                        Code::MisplacedRoadEnd,
                        format!(
                            "{} `{id}` meets {sides} sides, so it runs through the tile and \
                             ends nowhere on it",
                            feature.kind().name()
                        ),
                    )
                    .with_help("remove `end`; only what meets one side ends on the tile"),
                );
            }
            Feature::Field {
                cities,
                borders_inside,
                ..
            } => {
                for (key, list) in [("cities", cities), ("borders_inside", borders_inside)] {
                    for (place, city) in list.iter().enumerate() {
                        let reference = Reference {
                            pointer: feature_at(index).key(key).index(place),
                            subject: format!("field `{id}` borders"),
                            target: city,
                            expected: named_kinds(FeatureKind::Field, key).unwrap_or_default(),
                        };
                        diagnostics.extend(reference.check(source, tile));
                    }
                }
            }
            Feature::Road {
                ends_at: Some(end), ..
            } => {
                if sides >= 2 {
                    diagnostics.push(
                        error_at_key(
                            source,
                            &feature_at(index).key("ends_at"),
                            Code::MisplacedRoadEnd,
                            format!(
                                "road `{id}` meets {sides} sides, so it runs through the tile and \
                                 ends at none of its features"
                            ),
                        )
                        .with_help(
                            "remove `ends_at`; only a road that meets one side ends on the tile",
                        ),
                    );
                } else {
                    let reference = Reference {
                        pointer: feature_at(index).key("ends_at"),
                        subject: format!("road `{id}` ends at"),
                        target: end,
                        expected: named_kinds(FeatureKind::Road, "ends_at").unwrap_or_default(),
                    };
                    diagnostics.extend(reference.check(source, tile));
                }
            }
            Feature::City { touches, .. } => {
                for (place, other) in touches.iter().enumerate() {
                    let reference = Reference {
                        pointer: feature_at(index).key("touches").index(place),
                        subject: format!("city `{id}` touches"),
                        target: other,
                        expected: named_kinds(FeatureKind::City, "touches").unwrap_or_default(),
                    };
                    diagnostics.extend(reference.check(source, tile));
                }
            }
            _ => {}
        }
    }
    for (group, wagon_move) in tile.wagon_moves.iter().enumerate() {
        for (place, feature) in wagon_move.features.iter().enumerate() {
            let reference = Reference {
                pointer: top("wagon_moves").index(group).key("features").index(place),
                subject: "a wagon moves to".to_owned(),
                target: feature,
                expected: WagonMove::STOPS,
            };
            diagnostics.extend(reference.check(source, tile));
        }
    }
    for (place, illustration) in tile.illustrations.iter().enumerate() {
        let reference = Reference {
            pointer: top("illustrations").index(place).key("field"),
            subject: format!("the {} illustration stands in", illustration.kind.name()),
            target: &illustration.field,
            expected: &[FeatureKind::Field],
        };
        diagnostics.extend(reference.check(source, tile));
    }
    for (place, marker) in tile.markers.iter().enumerate() {
        let (Some(feature), false) = (&marker.feature, marker.kind.stands_on().is_empty()) else {
            continue;
        };
        let reference = Reference {
            pointer: top("markers").index(place).key("feature"),
            subject: format!("the {} marker stands on", marker.kind.name()),
            target: feature,
            expected: marker.kind.stands_on(),
        };
        diagnostics.extend(reference.check(source, tile));
    }
}

/// How many sides `feature` meets.
fn sides_met(feature: &Feature) -> usize {
    Side::ALL
        .iter()
        .filter(|side| feature.edges().iter().any(|edge| edge.side() == **side))
        .count()
}

/// One reference from a fact of a tile to one of its features.
struct Reference<'a> {
    /// Where the reference is written.
    pointer: Pointer,
    /// What refers, as the start of a sentence: ``field `f` borders``.
    subject: String,
    /// The id referred to.
    target: &'a str,
    /// The kinds of feature the reference may name.
    expected: &'static [FeatureKind],
}

impl Reference<'_> {
    fn check(&self, source: &SourceFile, tile: &Tile) -> Option<Diagnostic> {
        let Reference {
            subject,
            target,
            expected,
            ..
        } = self;
        let singular = either(expected.iter().map(|kind| in_words(*kind)));
        let candidates: Vec<&str> = tile
            .features
            .iter()
            .filter(|feature| expected.contains(&feature.kind()))
            .map(|feature| feature.id())
            .collect();
        let help = match candidates.as_slice() {
            [] => format!("tile `{}` has no {singular}", tile.id),
            _ => format!(
                "the {} of tile `{}`: {}",
                either(expected.iter().map(|kind| plural(*kind))).replace(" or ", " and "),
                tile.id,
                candidates.join(", ")
            ),
        };
        let (code, message) = match tile.feature(target) {
            None => (
                Code::BrokenReference,
                format!(
                    "{subject} `{target}`, but tile `{}` has no feature `{target}`",
                    tile.id
                ),
            ),
            Some(found) if !expected.contains(&found.kind()) => (
                Code::ReferenceWrongKind,
                format!(
                    "{subject} `{target}`, but `{target}` is a {}, not a {singular}",
                    in_words(found.kind())
                ),
            ),
            Some(_) => return None,
        };
        Some(error_at(source, &self.pointer, code, message).with_help(help))
    }
}

/// Names joined as alternatives: `a`, `a or b`, `a, b or c`.
fn either<'a>(names: impl Iterator<Item = &'a str>) -> String {
    let names: Vec<&str> = names.collect();
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => (*last).to_owned(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
    }
}

/// A kind's name in words, such as `city` or `German castle`.
fn in_words(kind: FeatureKind) -> &'static str {
    match kind {
        FeatureKind::GermanCastle => "German castle",
        _ => kind.name(),
    }
}

/// The plural of a kind's name, such as `cities`.
fn plural(kind: FeatureKind) -> &'static str {
    match kind {
        FeatureKind::Road => "roads",
        FeatureKind::City => "cities",
        FeatureKind::Monastery => "monasteries",
        FeatureKind::Garden => "gardens",
        FeatureKind::Field => "fields",
        FeatureKind::River => "rivers",
        FeatureKind::Quarter => "quarters",
        FeatureKind::Tower => "towers",
        FeatureKind::GermanCastle => "German castles",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::check::testing::{codes, flier_text, run_on_tile};

    fn run(text: &str) -> Vec<Diagnostic> {
        run_on_tile("tiles/C.toml", text, check).1
    }

    #[test]
    fn bundled_references_resolve() {
        for letter in ["A", "B", "C", "D", "E", "F", "G", "H"] {
            assert_eq!(run(&flier_text(letter)), Vec::new(), "tile {letter}");
        }
    }

    #[test]
    fn an_illustration_in_a_missing_field_is_broken() {
        let text = flier_text("C").replace(r#"field = "east-field""#, r#"field = "east""#);
        let diagnostics = run(&text);
        assert_eq!(codes(&diagnostics), [Code::BrokenReference]);
        assert_eq!(
            diagnostics[0].message,
            "the pigsty illustration stands in `east`, but tile `flier-C` has no feature `east`"
        );
        assert_eq!(
            diagnostics[0].help.as_deref(),
            Some("the fields of tile `flier-C`: west-field, east-field")
        );
    }

    #[test]
    fn an_illustration_on_a_road_is_the_wrong_kind() {
        let text = flier_text("C").replace(r#"field = "east-field""#, r#"field = "road""#);
        let diagnostics = run(&text);
        assert_eq!(codes(&diagnostics), [Code::ReferenceWrongKind]);
        assert_eq!(
            diagnostics[0].message,
            "the pigsty illustration stands in `road`, but `road` is a road, not a field"
        );
    }

    #[test]
    fn a_field_borders_only_cities() {
        let text = flier_text("C").replace(
            r#"edges = ["NR", "EL", "ER", "SL"]"#,
            r#"edges = ["NR", "EL", "ER", "SL"]
cities = ["road", "castle"]"#,
        );
        let diagnostics = run(&text);
        assert_eq!(
            codes(&diagnostics),
            [Code::ReferenceWrongKind, Code::BrokenReference]
        );
        assert_eq!(
            diagnostics[0].message,
            "field `east-field` borders `road`, but `road` is a road, not a city"
        );
        assert_eq!(
            diagnostics[1].help.as_deref(),
            Some("tile `flier-C` has no city")
        );
    }

    #[test]
    fn two_features_with_one_id_are_reported() {
        let text = flier_text("C").replace(r#"id = "west-field""#, r#"id = "road""#);
        let diagnostics = run(&text);
        assert_eq!(codes(&diagnostics), [Code::DuplicateFeatureId]);
        assert_eq!(
            diagnostics[0].message,
            "feature id `road` is already used by feature 1 of tile `flier-C`"
        );
    }

    /// Tile C's road made to end at `end`, as a road meeting one side.
    fn road_ending_at(end: &str) -> String {
        flier_text("C").replace(
            "edges = [\"N\", \"S\"]",
            &format!("edges = [\"N\"]\nends_at = \"{end}\""),
        )
    }

    #[test]
    fn a_road_ends_at_a_city_road_river_quarter_monastery_garden_or_german_castle_of_its_tile() {
        let text = road_ending_at("castle");
        assert!(text.contains("ends_at"), "tile C has a road from N to S");
        let diagnostics = run(&text);
        assert_eq!(codes(&diagnostics), [Code::BrokenReference]);
        assert_eq!(
            diagnostics[0].message,
            "road `road` ends at `castle`, but tile `flier-C` has no feature `castle`"
        );
        assert_eq!(
            diagnostics[0].help.as_deref(),
            Some(
                "the cities, roads, rivers, quarters, monasteries, gardens and German castles of \
                 tile `flier-C`: road"
            )
        );
        let diagnostics = run(&road_ending_at("west-field"));
        assert_eq!(codes(&diagnostics), [Code::ReferenceWrongKind]);
        assert_eq!(
            diagnostics[0].message,
            "road `road` ends at `west-field`, but `west-field` is a field, not a city, \
             road, river, quarter, monastery, garden or German castle"
        );
    }

    #[test]
    fn a_road_ends_at_the_gate_of_a_german_castle() {
        let text = include_str!("../../../examples/landing/data/landing/tiles/N.toml");
        assert!(text.contains("ends_at = \"castle\""));
        assert_eq!(run_on_tile("tiles/N.toml", text, check).1, Vec::new());
    }

    #[test]
    fn a_road_through_the_tile_ends_nowhere() {
        let text = flier_text("C").replace(
            "edges = [\"N\", \"S\"]",
            "edges = [\"N\", \"S\"]\nends_at = \"west-field\"",
        );
        assert!(text.contains("ends_at"));
        let diagnostics = run(&text);
        assert_eq!(codes(&diagnostics), [Code::MisplacedRoadEnd]);
        assert_eq!(
            diagnostics[0].message,
            "road `road` meets 2 sides, so it runs through the tile and ends at none of its features"
        );
    }
}
