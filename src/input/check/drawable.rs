//! Whether a tile's layout can be drawn (E050 features-cross).
//!
//! The rule: the roads, rivers and cities of a tile, joined where they run into or touch one
//! another (the obstacles of [`FieldPartition`]), are connected shapes inside the square, each
//! meeting the edge at its positions and at the points its walls reach. Two such shapes that
//! interleave round the edge (one meets it on both sides of the other,
//! [`Barrier::interleaves`]) cannot both be drawn inside the square without crossing, unless one
//! passes under the other (a road's tunnel, a river under a bridge: `under`). Such a tile is an
//! impossible reading, such as two roads that meet at the centre straight through a city that
//! runs across the tile, where each road should end at the city.

use crate::input::source::SourceFile;
use crate::model::Tile;
use crate::shared::diagnostic::{Code, Diagnostic};

use super::{error_at, feature_at};
use crate::rules::{Barrier, BarrierKind, FieldPartition};

/// Reports the first pair of features of `tile` that cross, if any.
pub fn check(source: &SourceFile, tile: &Tile, diagnostics: &mut Vec<Diagnostic>) {
    let partition = FieldPartition::of(&tile.features);
    let barriers = partition.barriers();
    for (index, first) in barriers.iter().enumerate() {
        for second in &barriers[index + 1..] {
            if first.interleaves(second) && !first.passes_under(second, &tile.features) {
                diagnostics.push(crossing(source, tile, first, second));
                return;
            }
        }
    }
}

/// The diagnostic for `first` and `second` crossing, at the edges of the first feature of
/// `second`.
fn crossing(source: &SourceFile, tile: &Tile, first: &Barrier, second: &Barrier) -> Diagnostic {
    let at = second.features.first().copied().unwrap_or_default();
    let message = format!(
        "{} and {} cross: they meet the edge of tile `{}` in turn ({} against {}), so they \
         cannot both be drawn inside it",
        describe(tile, first),
        describe(tile, second),
        tile.id,
        meets(first),
        meets(second),
    );
    error_at(
        source,
        &feature_at(at).key("edges"),
        Code::FeaturesCross,
        message,
    )
    .with_help(
        "if one passes under the other, say so with `under` (a road's tunnel, a river under a \
         bridge); otherwise end a road where it meets the other feature (`ends_at`)",
    )
}

/// A barrier in a message: its feature, or the roads that meet at the centre.
fn describe(tile: &Tile, barrier: &Barrier) -> String {
    let named = |index: &usize| {
        let feature = &tile.features[*index];
        format!("{} `{}`", feature.kind().name(), feature.id())
    };
    match barrier.kind {
        BarrierKind::Junction => {
            let roads: Vec<String> = barrier
                .features
                .iter()
                .map(|index| format!("`{}`", tile.features[*index].id()))
                .collect();
            format!(
                "the roads {} meeting at the tile centre",
                roads.join(" and ")
            )
        }
        _ => barrier.features.first().map(named).unwrap_or_default(),
    }
}

/// Where a barrier meets the edge, such as `N S`.
fn meets(barrier: &Barrier) -> String {
    let mut names: Vec<&str> = barrier.positions.iter().map(|p| p.name()).collect();
    names.extend(barrier.points.iter().map(|point| point.name()));
    names.join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::check::testing::{codes, run_on_tile};

    fn run(text: &str) -> Vec<Diagnostic> {
        run_on_tile("tiles/A.toml", text, check).1
    }

    /// JCloisterZone's `KR/CcRR!` as the importer read it: a city across the tile from west to
    /// east, and two roads from north and south meeting at the centre.
    const ROADS_THROUGH_A_CITY: &str = "id = \"x-A\"\nexpansion = \"x\"\nletter = \"A\"\n\
        edges = { N = \"road\", E = \"city\", S = \"road\", W = \"city\" }\n\
        counts = { C1 = 1 }\n\
        [[features]]\nkind = \"city\"\nid = \"city\"\nedges = [\"EL\", \"E\", \"ER\", \"WL\", \"W\", \"WR\"]\n\
        [[features]]\nkind = \"road\"\nid = \"north-road\"\nedges = [\"N\"]\n\
        [[features]]\nkind = \"road\"\nid = \"south-road\"\nedges = [\"S\"]\n";

    #[test]
    fn roads_meeting_at_the_centre_through_a_city_across_the_tile_cross_it() {
        let diagnostics = run(ROADS_THROUGH_A_CITY);
        assert_eq!(codes(&diagnostics), [Code::FeaturesCross]);
        assert_eq!(
            diagnostics[0].message,
            "city `city` and the roads `north-road` and `south-road` meeting at the tile centre \
             cross: they meet the edge of tile `x-A` in turn (EL E ER WL W WR against N S), so \
             they cannot both be drawn inside it"
        );
    }

    #[test]
    fn roads_that_end_at_the_city_or_pass_under_it_do_not_cross_it() {
        let ending = ROADS_THROUGH_A_CITY
            .replace("edges = [\"N\"]\n", "edges = [\"N\"]\nends_at = \"city\"\n")
            .replace("edges = [\"S\"]\n", "edges = [\"S\"]\nends_at = \"city\"\n");
        assert_eq!(run(&ending), Vec::new());
        let tunnel = ROADS_THROUGH_A_CITY
            .replace(
                "id = \"north-road\"\nedges = [\"N\"]\n",
                "id = \"road\"\nedges = [\"N\", \"S\"]\nunder = \"city\"\n",
            )
            .replace(
                "[[features]]\nkind = \"road\"\nid = \"south-road\"\nedges = [\"S\"]\n",
                "",
            );
        assert_eq!(run(&tunnel), Vec::new());
        let over = tunnel.replace("under = \"city\"\n", "");
        assert_eq!(codes(&run(&over)), [Code::FeaturesCross]);
    }
}
