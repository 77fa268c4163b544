//! `tilecat import jcz` on the Count's City of Carcassonne, with tiles copied from
//! JCloisterZone's `count.xml` (`tests/fixtures/jcz/count.xml`).

use crate::common::tilecat;
use tilecat::input::validate::validate_paths;
use tilecat::model::{BlockPlace, EdgePosition, Feature, Quarter};

#[test]
fn the_counts_tiles_are_imported_with_the_city_at_their_inner_edges_and_validate() {
    let out = tempfile::tempdir().unwrap();
    let run = tilecat([
        "import".as_ref(),
        "jcz".as_ref(),
        "tests/fixtures/jcz/count.xml".as_ref(),
        "--out".as_ref(),
        out.path().as_os_str(),
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stderr
            .contains("5 tiles (0 with parts not imported), 0 left out"),
        "{}",
        run.stderr
    );
    // `CO/2` and `CO/10` meet the edge alike up to a half turn; their places in the block tell
    // them apart, so no duplicate is reported.
    let validation = validate_paths(&[out.path().to_path_buf()]);
    assert_eq!(validation.diagnostics, Vec::new());
    let catalog = &validation.catalog;
    let city = |id: &str| -> (Vec<EdgePosition>, Option<BlockPlace>) {
        let tile = catalog.tile(id).unwrap_or_else(|| panic!("{id}"));
        match tile.feature("carcassonne") {
            Some(Feature::Quarter {
                quarter: None,
                edges,
                place,
                ..
            }) => (edges.to_vec(), *place),
            other => panic!("{id}: {other:?}"),
        }
    };
    use EdgePosition::*;
    // The north-west tile: fields and a road on its outer sides, the city on the inner ones.
    assert_eq!(
        city("count-CO-1"),
        (vec![E, ER, SL, S], Some(BlockPlace { column: 0, row: 0 }))
    );
    assert_eq!(
        city("count-CO-10"),
        (
            vec![NL, N, NR, EL, E, W, WR],
            Some(BlockPlace { column: 1, row: 2 })
        )
    );
    // Its road runs into the city, which parts the farms on its two sides.
    match catalog.tile("count-CO-1").unwrap().feature("road-w") {
        Some(Feature::Road { ends_at, .. }) => {
            assert_eq!(ends_at.as_deref(), Some("carcassonne"))
        }
        other => panic!("{other:?}"),
    }
    // `CO/7` lies wholly inside the city and holds its four quarters.
    let inner = catalog.tile("count-CO-7").unwrap();
    assert_eq!(city("count-CO-7").0, EdgePosition::ALL.to_vec());
    let quarters: Vec<Option<Quarter>> = inner
        .features
        .iter()
        .filter_map(|feature| match feature {
            Feature::Quarter {
                quarter,
                edges,
                place: None,
                ..
            } if edges.is_empty() => Some(*quarter),
            _ => None,
        })
        .collect();
    assert_eq!(
        quarters,
        Quarter::ALL.map(Some).to_vec(),
        "{:?}",
        inner.features
    );
}
