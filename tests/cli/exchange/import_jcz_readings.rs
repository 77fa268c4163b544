//! `tilecat import jcz` reads what JCloisterZone's packs leave unsaid from what they do say:
//! the road ends from the wagon moves as well as the farms, on the tiles of the packs as
//! JCloisterZone shipped them (`tests/fixtures/jcz/packs/`).

use std::borrow::Cow;
use std::path::Path;

use crate::common::tilecat;
use tilecat::input::validate::validate_paths;
use tilecat::model::{Catalog, Feature, RoadEnd, Tile};
use tilecat::shared::diagnostic::Code;

/// Imports the packs of `tests/fixtures/jcz/packs/` named into `out`, and reads them back.
fn import(packs: &[&str], out: &Path) -> Catalog {
    let mut args: Vec<std::ffi::OsString> = vec!["import".into(), "jcz".into()];
    args.extend(
        packs
            .iter()
            .map(|pack| format!("tests/fixtures/jcz/packs/{pack}.xml").into()),
    );
    args.push("--out".into());
    args.push(out.as_os_str().to_owned());
    let run = tilecat(args);
    assert_eq!(run.code, 0, "{}", run.stderr);
    validate_paths(&[out.to_path_buf()]).catalog
}

fn tile<'c>(catalog: &'c Catalog, id: &str) -> &'c Tile {
    catalog.tile(id).unwrap_or_else(|| panic!("no tile {id}"))
}

/// Where a road ends: the feature it runs into and the thing of its own it stops at.
fn road_end<'t>(tile: &'t Tile, id: &str) -> (Option<&'t str>, Option<RoadEnd>) {
    match tile.feature(id) {
        Some(Feature::Road { ends_at, end, .. }) => (ends_at.as_deref(), *end),
        other => panic!("{}: `{id}` is {other:?}", tile.id),
    }
}

/// The roads and cities a city's wall touches.
fn touches<'t>(tile: &'t Tile, id: &str) -> Vec<&'t str> {
    match tile.feature(id) {
        Some(Feature::City { touches, .. }) => touches.iter().map(Cow::as_ref).collect(),
        other => panic!("{}: `{id}` is {other:?}", tile.id),
    }
}

#[test]
fn roads_end_where_the_wagon_moves_say_and_the_tiles_validate() {
    let out = tempfile::tempdir().unwrap();
    let catalog = import(
        &["inns_and_cathedrals", "festival", "traders_and_builders"],
        out.path(),
    );
    let validation = validate_paths(&[out.path().to_path_buf()]);
    assert_eq!(validation.diagnostics, Vec::new());

    // Two city caps, roads from the west and the east: the wagon moves make the roads
    // neighbours (`W E`; on the Festival's tile `N S W E`), so they meet at the centre instead
    // of each running into the northern city, and the northern wall touches the road there.
    for id in ["inns_and_cathedrals-IC-CRCR", "festival-FE-CRCR"] {
        let crossing = tile(&catalog, id);
        assert_eq!(road_end(crossing, "road-w"), (None, None), "{id}");
        assert_eq!(road_end(crossing, "road-e"), (None, None), "{id}");
        assert!(touches(crossing, "city-n").contains(&"road-w"), "{id}");
    }

    // A city in the north, roads from the west and the south: the wagon moves lead the southern
    // road into the city (`N S`) and name the western road nowhere, so it does not end at the
    // city nor meet the southern one at the centre: it ends at a thing of its own, and the
    // city's wall touches it, which parts the farm in the north-west corner.
    let corner = tile(&catalog, "traders_and_builders-TB-RRC");
    assert_eq!(road_end(corner, "road-s"), (Some("city-n"), None));
    assert_eq!(road_end(corner, "road-w"), (None, Some(RoadEnd::House)));
    assert_eq!(touches(corner, "city-n"), ["road-w"]);
    let text =
        std::fs::read_to_string(out.path().join("traders_and_builders/tiles/TB-RRC.toml")).unwrap();
    assert!(
        text.contains("# City `city-n` touches `road-w`, read off the farms"),
        "{text}"
    );
}

#[test]
fn a_farm_bordering_a_city_beyond_another_is_reported_as_the_sources_fault() {
    let out = tempfile::tempdir().unwrap();
    import(&["abbey_and_mayor"], out.path());
    let validation = validate_paths(&[out.path().to_path_buf()]);
    // `AM/CCc+`: a city cap in the north and a city from west to east below it; the source's
    // south farm (`SL SR`) borders the cap too, which the city across the tile parts it from.
    let beyond: Vec<_> = validation
        .diagnostics
        .iter()
        .filter(|diagnostic| diagnostic.code == Code::BorderBeyondBarrier)
        .collect();
    assert_eq!(beyond.len(), 1, "{:#?}", validation.diagnostics);
    let diagnostic = beyond[0];
    assert!(
        diagnostic
            .file
            .ends_with("abbey_and_mayor/tiles/AM-CCc_plus.toml"),
        "{diagnostic:?}"
    );
    assert!(
        diagnostic.message.contains(
            "field `field-2` says it borders city `city-n` inside the tile, but `city-w-e` parts them"
        ),
        "{}",
        diagnostic.message
    );
}
