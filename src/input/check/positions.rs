//! Who claims each edge position (E011 position-unclaimed, E012 position-claimed-twice, E013
//! position-wrong-kind), and the side a city shares with another city of its tile (E065
//! shared-side-unheld).
//!
//! The rules: each of the eight side halves is claimed by exactly one feature, and each side
//! centre by at most one (the centre of a field side is nobody's: its two halves are the
//! field's). A road claims only side centres, where it meets the side; a field claims only side
//! halves; a city claims all three positions of each side it touches, because a city side is
//! city along its whole length; half a German castle claims the three positions of the one side
//! where it meets its other half, and no other. A city that shares a side claims none of it:
//! another city of the tile holds all three of its positions.

use crate::input::source::SourceFile;
use crate::model::{EdgePosition, Feature, Side, SidePart, Tile};
use crate::shared::diagnostic::{Code, Diagnostic};

use super::{edge, error_at, feature_at, side_name};

/// Checks the claims on every edge position of `tile`; returns whether they are all sound.
pub fn check(source: &SourceFile, tile: &Tile, diagnostics: &mut Vec<Diagnostic>) -> bool {
    let before = diagnostics.len();
    let claims = check_claims(source, tile, diagnostics);
    for (index, feature) in tile.features.iter().enumerate() {
        match feature {
            Feature::City {
                id, edges, shares, ..
            } => {
                check_city_sides(source, index, id, edges, diagnostics);
                if let Some(side) = *shares
                    && !held_by_another_city(tile, index, side)
                {
                    diagnostics.push(
                        error_at(
                            source,
                            &feature_at(index).key("shares"),
                            Code::SharedSideUnheld,
                            format!(
                                "city `{id}` shares the {} side, which no other city of the \
                                 tile holds",
                                side_name(side)
                            ),
                        )
                        .with_help(format!(
                            "a city shares a side that another city of its tile holds whole, \
                             all three of its positions: name such a side, or remove `shares` \
                             from `{id}`"
                        )),
                    );
                }
            }
            Feature::GermanCastle { id, edges } => {
                if let Some(problem) = castle_side(id, edges) {
                    let pointer = feature_at(index).key("edges");
                    diagnostics.push(
                        problem
                            .diagnostic(|code, message| error_at(source, &pointer, code, message)),
                    );
                }
            }
            _ => {}
        }
    }
    for position in EdgePosition::ALL {
        if position.part() != SidePart::Centre && claims[position.index()].is_none() {
            diagnostics.push(
                error_at(
                    source,
                    &edge(position.side()),
                    Code::PositionUnclaimed,
                    format!("position {} is claimed by no feature", position.name()),
                )
                .with_help(format!(
                    "add {} to the edges of the field or city that meets the {} side there",
                    position.name(),
                    side_name(position.side())
                )),
            );
        }
    }
    diagnostics.len() == before
}

/// Checks each claim's kind and that no position is claimed twice; returns the id of the first
/// feature claiming each position.
fn check_claims<'a>(
    source: &SourceFile,
    tile: &'a Tile,
    diagnostics: &mut Vec<Diagnostic>,
) -> [Option<&'a str>; 12] {
    let mut claims: [Option<&str>; 12] = [None; 12];
    for (index, feature) in tile.features.iter().enumerate() {
        for (place, &position) in feature.edges().iter().enumerate() {
            let pointer = feature_at(index).key("edges").index(place);
            let at = |code, message: String| error_at(source, &pointer, code, message);
            if let Some(problem) = wrong_kind(feature, position) {
                diagnostics.push(problem.diagnostic(at));
            }
            let id = feature.id();
            let name = position.name();
            match claims[position.index()] {
                None => claims[position.index()] = Some(id),
                Some(_) if feature.edges()[..place].contains(&position) => diagnostics.push(at(
                    Code::PositionClaimedTwice,
                    format!("position {name} is listed twice by `{id}`"),
                )),
                Some(first) => diagnostics.push(
                    at(
                        Code::PositionClaimedTwice,
                        format!("position {name} is claimed by both `{first}` and `{id}`"),
                    )
                    .with_help(format!(
                        "each position belongs to one feature: remove {name} from `{first}` or \
                         from `{id}`"
                    )),
                ),
            }
        }
    }
    claims
}

/// Checks that the city `id`, feature `index` of its tile, covers each of its sides whole.
fn check_city_sides(
    source: &SourceFile,
    index: usize,
    id: &str,
    edges: &[EdgePosition],
    diagnostics: &mut Vec<Diagnostic>,
) {
    for (place, position) in partial_sides(edges) {
        let side = position.side();
        let missing: Vec<&str> = side
            .positions()
            .iter()
            .filter(|position| !edges.contains(position))
            .map(|position| position.name())
            .collect();
        let missing = missing.join(" and ");
        diagnostics.push(
            error_at(
                source,
                &feature_at(index).key("edges").index(place),
                Code::PositionWrongKind,
                format!(
                    "city `{id}` covers only part of the {} side: it lacks {missing}",
                    side_name(side)
                ),
            )
            .with_help(format!(
                "a city side is city along its whole length: add {missing} to `{id}`"
            )),
        );
    }
}

/// Whether a city of `tile` other than feature `index` holds all three positions of `side`.
fn held_by_another_city(tile: &Tile, index: usize, side: Side) -> bool {
    tile.features.iter().enumerate().any(|(other, feature)| {
        other != index
            && matches!(feature, Feature::City { .. })
            && side
                .positions()
                .iter()
                .all(|position| feature.edges().contains(position))
    })
}

/// A feature claiming a position its kind cannot hold.
struct WrongKind {
    message: String,
    help: String,
}

impl WrongKind {
    fn diagnostic(self, at: impl Fn(Code, String) -> Diagnostic) -> Diagnostic {
        at(Code::PositionWrongKind, self.message).with_help(self.help)
    }
}

/// Whether `feature` may claim `position`: roads and rivers only side centres, fields only side
/// halves.
fn wrong_kind(feature: &Feature, position: EdgePosition) -> Option<WrongKind> {
    let centre = position.part() == SidePart::Centre;
    let side = position.side();
    match feature {
        Feature::Road { id, .. } | Feature::River { id, .. } if !centre => {
            let kind = feature.kind().name();
            Some(WrongKind {
                message: format!(
                    "{kind} `{id}` claims {}, a side half, but a {kind} meets only side centres",
                    position.name()
                ),
                help: format!(
                    "a {kind} meeting the {} side claims {}",
                    side_name(side),
                    side.name()
                ),
            })
        }
        Feature::Field { id, .. } if centre => Some(WrongKind {
            message: format!(
                "field `{id}` claims {}, a side centre, but a field meets only side halves",
                position.name()
            ),
            help: format!(
                "a field along the {} side claims {}",
                side_name(side),
                side.positions()
                    .iter()
                    .filter(|position| position.part() != SidePart::Centre)
                    .map(|position| position.name())
                    .collect::<Vec<_>>()
                    .join(" and ")
            ),
        }),
        _ => None,
    }
}

/// Whether the half German castle `id` claims `edges` as it must: exactly the three positions
/// of one side, where it meets its other half.
fn castle_side(id: &str, edges: &[EdgePosition]) -> Option<WrongKind> {
    let first = edges.first().map(|position| position.side());
    let whole = first.is_some_and(|side| {
        edges.len() == 3
            && side
                .positions()
                .iter()
                .all(|position| edges.contains(position))
    });
    if whole {
        return None;
    }
    Some(WrongKind {
        message: format!(
            "German castle `{id}` claims {}, but half a German castle claims the three \
                 positions of one side",
            if edges.is_empty() {
                "no position".to_owned()
            } else {
                edges
                    .iter()
                    .map(|position| position.name())
                    .collect::<Vec<_>>()
                    .join(", ")
            }
        ),
        help: format!(
            "list the three positions of the side where `{id}` meets the castle's other half, \
                 such as {}",
            first
                .unwrap_or(Side::E)
                .positions()
                .map(|position| position.name())
                .join(", ")
        ),
    })
}

/// For each side a city covers only partly, the place in its `edges` of its first position on
/// that side.
fn partial_sides(edges: &[EdgePosition]) -> Vec<(usize, EdgePosition)> {
    let mut partial = Vec::new();
    for (place, position) in edges.iter().enumerate() {
        let side = position.side();
        let first_on_side = !edges[..place].iter().any(|earlier| earlier.side() == side);
        let whole = side.positions().iter().all(|needed| edges.contains(needed));
        if first_on_side && !whole {
            partial.push((place, *position));
        }
    }
    partial
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::check::testing::{codes, flier_text, run_on_tile};

    fn run(text: &str) -> (bool, Vec<Diagnostic>) {
        run_on_tile("tiles/A.toml", text, check)
    }

    #[test]
    fn bundled_tiles_claim_every_half_once() {
        for letter in ["A", "B", "C", "D", "E", "F", "G", "H"] {
            assert_eq!(
                run(&flier_text(letter)),
                (true, Vec::new()),
                "tile {letter}"
            );
        }
    }

    #[test]
    fn an_unclaimed_half_is_reported_on_its_side() {
        let text = flier_text("A").replace(r#"["SR", "WL"]"#, r#"["SR"]"#);
        let (sound, diagnostics) = run(&text);
        assert!(!sound);
        assert_eq!(codes(&diagnostics), [Code::PositionUnclaimed]);
        assert_eq!(
            diagnostics[0].message,
            "position WL is claimed by no feature"
        );
    }

    #[test]
    fn a_half_claimed_by_two_fields_names_both() {
        let text = flier_text("B").replace(
            r#"["ER", "SL", "SR", "WL"]"#,
            r#"["ER", "SL", "SR", "WL", "NR"]"#,
        );
        let (_, diagnostics) = run(&text);
        assert_eq!(codes(&diagnostics), [Code::PositionClaimedTwice]);
        assert_eq!(
            diagnostics[0].message,
            "position NR is claimed by both `north-field` and `south-field`"
        );
        assert_eq!(
            diagnostics[0].help.as_deref(),
            Some(
                "each position belongs to one feature: remove NR from `north-field` or from `south-field`"
            )
        );
    }

    #[test]
    fn a_position_listed_twice_by_one_featureis_claimed_twice() {
        let text = flier_text("A").replace(r#"["S", "W"]"#, r#"["S", "W", "S"]"#);
        let (_, diagnostics) = run(&text);
        assert_eq!(codes(&diagnostics), [Code::PositionClaimedTwice]);
        assert_eq!(
            diagnostics[0].message,
            "position S is listed twice by `road`"
        );
    }

    #[test]
    fn a_road_on_a_half_and_a_field_on_a_centre_are_the_wrong_kind() {
        let text = flier_text("A")
            .replace(r#"["S", "W"]"#, r#"["S", "W", "N"]"#)
            .replace(r#"["SR", "WL"]"#, r#"["SR", "WL", "E"]"#);
        let (_, diagnostics) = run(&text);
        assert_eq!(codes(&diagnostics), [Code::PositionWrongKind]);
        assert!(
            diagnostics[0]
                .message
                .starts_with("field `south-west-field` claims E")
        );
        let text = flier_text("A").replace(r#"["S", "W"]"#, r#"["S", "W", "NL"]"#);
        let (_, diagnostics) = run(&text);
        assert_eq!(
            codes(&diagnostics),
            [Code::PositionWrongKind, Code::PositionClaimedTwice]
        );
        assert_eq!(
            diagnostics[0].message,
            "road `road` claims NL, a side half, but a road meets only side centres"
        );
    }

    #[test]
    fn a_city_covers_whole_sides() {
        let partial = flier_text("G").replace(
            r#"edges = ["NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR"]"#,
            "edges = [\"SL\", \"SR\", \"WL\", \"WR\"]\n\n[[features]]\nkind = \"city\"\nid = \"city\"\nedges = [\"NL\", \"N\", \"EL\", \"E\", \"ER\"]",
        );
        let (sound, diagnostics) = run(&partial);
        assert!(!sound);
        assert_eq!(
            codes(&diagnostics),
            [Code::PositionWrongKind, Code::PositionUnclaimed]
        );
        assert_eq!(
            diagnostics[0].message,
            "city `city` covers only part of the north side: it lacks NR"
        );
        let whole = partial.replace(r#"["NL", "N", "EL""#, r#"["NL", "N", "NR", "EL""#);
        assert_eq!(run(&whole), (true, Vec::new()));
    }

    /// Flier G with a city on the north and west sides and one on the east side that shares
    /// `shares`.
    fn shared_side(shares: &str) -> String {
        flier_text("G").replace(
            r#"edges = ["NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR"]"#,
            &format!(
                "edges = [\"SL\", \"SR\"]\n\n\
                 [[features]]\nkind = \"city\"\nid = \"north-west-city\"\n\
                 edges = [\"NL\", \"N\", \"NR\", \"WL\", \"W\", \"WR\"]\n\n\
                 [[features]]\nkind = \"city\"\nid = \"east-city\"\n\
                 edges = [\"EL\", \"E\", \"ER\"]\nshares = \"{shares}\""
            ),
        )
    }

    #[test]
    fn a_city_shares_only_a_side_another_city_of_its_tile_holds() {
        assert_eq!(run(&shared_side("N")), (true, Vec::new()));
        for (shares, side) in [("S", "south"), ("E", "east")] {
            let (sound, diagnostics) = run(&shared_side(shares));
            assert!(!sound, "{shares}");
            assert_eq!(codes(&diagnostics), [Code::SharedSideUnheld], "{shares}");
            assert_eq!(
                diagnostics[0].message,
                format!(
                    "city `east-city` shares the {side} side, which no other city of the tile holds"
                )
            );
        }
    }

    #[test]
    fn half_a_german_castle_claims_the_three_positions_of_one_side() {
        let castle = |edges: &str| {
            flier_text("G").replace(
                r#"edges = ["NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR"]"#,
                &format!(
                    "edges = [\"NL\", \"NR\", \"SL\", \"SR\", \"WL\", \"WR\"]\n\n\
                     [[features]]\nkind = \"german-castle\"\nid = \"castle\"\nedges = {edges}"
                ),
            )
        };
        assert_eq!(run(&castle(r#"["EL", "E", "ER"]"#)), (true, Vec::new()));
        let (sound, diagnostics) = run(&castle(r#"["EL", "E"]"#));
        assert!(!sound);
        assert_eq!(
            codes(&diagnostics),
            [Code::PositionWrongKind, Code::PositionUnclaimed]
        );
        assert_eq!(
            diagnostics[0].message,
            "German castle `castle` claims EL, E, but half a German castle claims the three \
             positions of one side"
        );
        assert_eq!(
            diagnostics[0].help.as_deref(),
            Some(
                "list the three positions of the side where `castle` meets the castle's other \
                 half, such as EL, E, ER"
            )
        );
        // Two sides, or a position another feature claims, are refused too.
        let (_, diagnostics) = run(&castle(r#"["EL", "E", "ER", "S"]"#));
        assert_eq!(codes(&diagnostics), [Code::PositionWrongKind]);
        let (_, diagnostics) = run(&castle(r#"["EL", "E", "ER", "NR"]"#));
        assert_eq!(
            codes(&diagnostics),
            [Code::PositionClaimedTwice, Code::PositionWrongKind]
        );
    }
}
