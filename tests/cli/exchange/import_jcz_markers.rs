//! `tilecat import jcz` carries the source's markers into the tiles and reads where a road ends
//! off the source's wagon moves.

use std::fs;
use std::path::Path;

use crate::common;
use crate::common::tilecat;
use tilecat::input::validate::validate_paths;
use tilecat::model::{Direction, Feature, MarkerKind};

/// A marker's kind, feature, placement and points.
type Seen = (MarkerKind, Option<String>, Option<Direction>, Option<u8>);

fn import(out: &Path) -> common::Run {
    tilecat([
        "import".as_ref(),
        "jcz".as_ref(),
        "tests/fixtures/jcz/markers.xml".as_ref(),
        "--out".as_ref(),
        out.as_os_str(),
    ])
}

#[test]
fn every_marker_is_carried_and_the_tiles_validate() {
    let out = tempfile::tempdir().unwrap();
    let run = import(out.path());
    assert_eq!(run.code, 0, "{}", run.stderr);
    let validation = validate_paths(&[out.path().to_path_buf()]);
    assert_eq!(validation.diagnostics, Vec::new());
    let catalog = &validation.catalog;
    let markers = |id: &str| -> Vec<Seen> {
        catalog
            .tile(id)
            .unwrap_or_else(|| panic!("{id}"))
            .markers
            .iter()
            .map(|marker| {
                (
                    marker.kind,
                    marker.feature.as_deref().map(str::to_owned),
                    marker.placement,
                    marker.points,
                )
            })
            .collect()
    };
    let on = |feature: &str| Some(feature.to_owned());
    assert_eq!(
        markers("markers-MK-CRcR"),
        [
            (MarkerKind::Wine, on("city-w-e"), None, None),
            (MarkerKind::Besieged, on("city-w-e"), None, None),
        ]
    );
    assert_eq!(
        markers("markers-MK-LR_s"),
        [
            (MarkerKind::Shrine, on("monastery"), None, None),
            (MarkerKind::Well, on("road-s"), None, None),
            (MarkerKind::PigHerd, on("field"), None, None),
        ]
    );
    assert_eq!(
        markers("markers-MK-Cccc"),
        [(MarkerKind::ExtraPoints, on("city-n-w-s-e"), None, Some(3))]
    );
    assert_eq!(
        markers("markers-MK-C_cc"),
        [
            (MarkerKind::WindRose, None, Some(Direction::SW), None),
            (MarkerKind::CropCircleField, None, None, None),
            (MarkerKind::Volcano, None, None, None),
        ]
    );
    assert_eq!(
        markers("markers-MK-C_rose"),
        [(MarkerKind::WindRose, None, None, None)]
    );
    // `castle-base="false"`, no marker, is carried as the city's own fact.
    let text = fs::read_to_string(out.path().join("markers/tiles/MK-Cccc.toml")).unwrap();
    assert!(text.contains("semicircular = false\n"), "{text}");
    assert!(!text.contains("# Not imported"), "{text}");
    let text = fs::read_to_string(out.path().join("markers/tiles/MK-LR_s.toml")).unwrap();
    assert!(!text.contains("# Not imported"), "{text}");
}

#[test]
fn roads_the_wagon_moves_lead_into_a_city_end_there_instead_of_crossing_it() {
    let out = tempfile::tempdir().unwrap();
    assert_eq!(import(out.path()).code, 0);
    let validation = validate_paths(&[out.path().to_path_buf()]);
    let tile = validation.catalog.tile("markers-MK-CRcR").unwrap();
    // The farms alone agree with the two roads meeting at the centre, across the city that runs
    // from west to east; the wagon moves say each road runs into the city.
    for road in ["road-n", "road-s"] {
        match tile.feature(road) {
            Some(Feature::Road { ends_at, .. }) => {
                assert_eq!(ends_at.as_deref(), Some("city-w-e"), "{road}")
            }
            other => panic!("{road}: {other:?}"),
        }
    }
    let text = fs::read_to_string(out.path().join("markers/tiles/MK-CRcR.toml")).unwrap();
    assert!(
        text.contains(
            "# Road `road-s` ends at `city-w-e`, read off the wagon moves, which lead it into \
             the city.\n"
        ),
        "{text}"
    );
}
