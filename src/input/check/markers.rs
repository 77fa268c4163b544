//! Markers and where they stand (E052 misplaced-marker).
//!
//! The rules: a marker of a kind that stands on a feature (an inn, goods, a princess, …) names
//! that feature in `feature`, and one the tile shows (a volcano, a crop circle, …) names none;
//! `points` belongs to `extra-points` alone, which needs it. That the feature named exists and is
//! of a kind the marker may stand on (an inn by a road, goods in a city) is checked with the
//! other references (E018, E019).

use crate::input::source::SourceFile;
use crate::model::{MarkerKind, Tile};
use crate::shared::diagnostic::{Code, Diagnostic};

use super::{error_at, top};

/// Checks the markers of `tile`.
pub fn check(source: &SourceFile, tile: &Tile, diagnostics: &mut Vec<Diagnostic>) {
    for (place, marker) in tile.markers.iter().enumerate() {
        let at = top("markers").index(place);
        let name = marker.kind.name();
        let stands_on = marker.kind.stands_on();
        match (&marker.feature, stands_on.is_empty()) {
            (None, false) => diagnostics.push(
                error_at(
                    source,
                    &at,
                    Code::MisplacedMarker,
                    format!("the {name} marker of tile `{}` names no feature", tile.id),
                )
                .with_help(format!(
                    "a {name} stands on a {}: name it in `feature`",
                    stands_on
                        .iter()
                        .map(|kind| kind.name())
                        .collect::<Vec<_>>()
                        .join(" or ")
                )),
            ),
            (Some(feature), true) => diagnostics.push(
                error_at(
                    source,
                    &at.key("feature"),
                    Code::MisplacedMarker,
                    format!(
                        "the {name} marker of tile `{}` stands on `{feature}`, but a {name} is \
                         shown on the tile, not on a feature",
                        tile.id
                    ),
                )
                .with_help("leave `feature` out"),
            ),
            _ => {}
        }
        let wants_points = marker.kind == MarkerKind::ExtraPoints;
        if marker.points.is_some() != wants_points {
            diagnostics.push(
                error_at(
                    source,
                    &at,
                    Code::MisplacedMarker,
                    if wants_points {
                        format!(
                            "the extra-points marker of tile `{}` says no `points`",
                            tile.id
                        )
                    } else {
                        format!(
                            "the {name} marker of tile `{}` has `points`, which only \
                             extra-points has",
                            tile.id
                        )
                    },
                )
                .with_help(if wants_points {
                    "say how many points it adds, such as `points = 3`"
                } else {
                    "leave `points` out"
                }),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::check::testing::{codes, flier_text, run_on_tile};

    fn run(text: &str) -> Vec<Diagnostic> {
        let both = |source: &SourceFile, tile: &Tile, diagnostics: &mut Vec<Diagnostic>| {
            crate::input::check::references::check(source, tile, diagnostics);
            check(source, tile, diagnostics);
        };
        run_on_tile("data/flier/tiles/C.toml", text, both).1
    }

    #[test]
    fn markers_stand_where_their_kind_stands() {
        let with = |markers: &str| format!("{}\n{markers}", flier_text("C"));
        let inn = "[[markers]]\nkind = \"inn\"\nfeature = \"road\"\n";
        assert_eq!(run(&with(inn)), Vec::new());
        let volcano = "[[markers]]\nkind = \"volcano\"\n";
        assert_eq!(run(&with(volcano)), Vec::new());

        let inn_nowhere = "[[markers]]\nkind = \"inn\"\n";
        let diagnostics = run(&with(inn_nowhere));
        assert_eq!(codes(&diagnostics), [Code::MisplacedMarker]);
        assert_eq!(
            diagnostics[0].message,
            "the inn marker of tile `flier-C` names no feature"
        );
        let volcano_on_road = "[[markers]]\nkind = \"volcano\"\nfeature = \"road\"\n";
        assert_eq!(codes(&run(&with(volcano_on_road))), [Code::MisplacedMarker]);
        let inn_in_field = "[[markers]]\nkind = \"inn\"\nfeature = \"east-field\"\n";
        assert_eq!(codes(&run(&with(inn_in_field))), [Code::ReferenceWrongKind]);
        let inn_nothing = "[[markers]]\nkind = \"inn\"\nfeature = \"lake\"\n";
        assert_eq!(codes(&run(&with(inn_nothing))), [Code::BrokenReference]);
    }

    #[test]
    fn only_extra_points_has_points() {
        let with = |markers: &str| format!("{}\n{markers}", flier_text("C"));
        let points = "[[markers]]\nkind = \"extra-points\"\nfeature = \"road\"\npoints = 3\n";
        // A road is no city: the reference check says so, the points are right.
        assert_eq!(codes(&run(&with(points))), [Code::ReferenceWrongKind]);
        let volcano = "[[markers]]\nkind = \"volcano\"\npoints = 3\n";
        assert_eq!(codes(&run(&with(volcano))), [Code::MisplacedMarker]);
    }
}
