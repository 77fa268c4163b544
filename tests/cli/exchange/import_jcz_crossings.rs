//! `tilecat import jcz` on the source's tunnels, crossings, river ends and a pack of two river
//! expansions, with tiles copied from JCloisterZone's packs (`tests/fixtures/jcz/`).

use std::fs;
use std::path::Path;

use crate::common::tilecat;
use tilecat::input::validate::validate_paths;
use tilecat::model::{Catalog, Feature, RiverEnd, RoadEnd, Tile};
use tilecat::shared::diagnostic::Code;

/// Imports the fixture packs named into `out`.
fn import(packs: &[&str], out: &Path) {
    let mut args: Vec<std::ffi::OsString> = vec!["import".into(), "jcz".into()];
    args.extend(
        packs
            .iter()
            .map(|pack| format!("tests/fixtures/jcz/{pack}.xml").into()),
    );
    args.push("--out".into());
    args.push(out.as_os_str().to_owned());
    let run = tilecat(args);
    assert_eq!(run.code, 0, "{}", run.stderr);
}

/// The catalog of `folder`, which validates clean.
fn clean(folder: &Path) -> Catalog {
    let validation = validate_paths(&[folder.to_path_buf()]);
    assert_eq!(validation.diagnostics, Vec::new());
    validation.catalog
}

fn feature<'a>(tile: &'a Tile, id: &str) -> &'a Feature {
    tile.feature(id)
        .unwrap_or_else(|| panic!("{} has no `{id}`", tile.id))
}

/// A road's or river's end of its own and what it passes under.
fn end_and_under(feature: &Feature) -> (Option<RoadEnd>, Option<&str>) {
    match feature {
        Feature::Road { end, under, .. } => (*end, under.as_deref()),
        Feature::River { under, .. } => (None, under.as_deref()),
        _ => panic!("{feature:?}"),
    }
}

#[test]
fn roads_into_tunnel_mouths_and_crossings_are_read_so_that_the_tiles_validate() {
    let out = tempfile::tempdir().unwrap();
    import(&["tunnel"], out.path());
    let catalog = clean(out.path());
    let tile = |id: &str| catalog.tile(id).unwrap_or_else(|| panic!("{id}"));

    // Three roads into tunnel mouths part the fields at the centre; the fourth, whose farm the
    // source runs across it, ends at a house of its own.
    let tunnels = tile("tunnel-TU-RRRR");
    for road in ["road-w", "road-e", "road-s"] {
        assert_eq!(
            end_and_under(feature(tunnels, road)),
            (Some(RoadEnd::TunnelMouth), None),
            "{road}"
        );
    }
    assert_eq!(
        end_and_under(feature(tunnels, "road-n")),
        (Some(RoadEnd::House), None)
    );
    assert_eq!(
        end_and_under(feature(tile("tunnel-TU-RR"), "road-s")),
        (Some(RoadEnd::TunnelMouth), None)
    );
    // Two roads across each other: the later one passes under the earlier.
    assert_eq!(
        end_and_under(feature(tile("tunnel-GO-RRrr_X"), "road-w-e")),
        (None, Some("road-n-s"))
    );
    assert_eq!(
        end_and_under(feature(tile("tunnel-GO-RRrr_X"), "road-n-s")),
        (None, None)
    );
    // A road across a city passes under it.
    assert_eq!(
        end_and_under(feature(tile("tunnel-TO-CRcr"), "road-n-s")),
        (None, Some("city-w-e"))
    );
    // A dead end with a well on it, whose farm runs all round, ends at its well.
    assert_eq!(
        end_and_under(feature(tile("tunnel-WishingWells-RFrf_w_t"), "road-s")),
        (Some(RoadEnd::Well), None)
    );
    let comment = fs::read_to_string(out.path().join("tunnel/tiles/GO-RRrr_X.toml")).unwrap();
    assert!(
        comment.contains(
            "# Road `road-w-e` passes under `road-n-s`: the source has them cross and does not \
             say which is above."
        ),
        "{comment}"
    );
}

#[test]
fn a_road_the_source_runs_through_a_tunnel_passes_under_the_city_and_its_farm_across_it_is_reported()
 {
    let out = tempfile::tempdir().unwrap();
    import(&["underpass"], out.path());
    let validation = validate_paths(&[out.path().to_path_buf()]);
    let tile = validation
        .catalog
        .tile("underpass-AM-CRcr_plus")
        .expect("imported");
    assert_eq!(
        end_and_under(feature(tile, "road-n-s")),
        (None, Some("city-w-e"))
    );
    // The source's farm `SL SR` runs across the road south of the city: the one fault left.
    let codes: Vec<Code> = validation
        .diagnostics
        .iter()
        .map(|diagnostic| diagnostic.code)
        .collect();
    assert_eq!(codes, [Code::FieldAcrossBarrier]);
    assert!(
        validation.diagnostics[0]
            .message
            .contains("spans SL and SR, which road `road-n-s` separates"),
        "{}",
        validation.diagnostics[0].message
    );
}

#[test]
fn a_pack_of_two_river_expansions_becomes_two_each_with_the_spring_and_its_lake() {
    let out = tempfile::tempdir().unwrap();
    import(&["river"], out.path());
    // Merged into one expansion, `RI.1/RIrI` and `RI.2/RIrI` would be duplicates (E026).
    let catalog = clean(out.path());
    let ids: Vec<&str> = catalog
        .expansions
        .iter()
        .map(|expansion| expansion.id.as_ref())
        .collect();
    assert_eq!(ids, ["river-1", "river-2"]);
    let river_end = |tile: &str, river: &str| match catalog.tile(tile).map(|t| feature(t, river)) {
        Some(Feature::River { end, .. }) => *end,
        other => panic!("{tile}: {other:?}"),
    };
    // The spring both share is in each.
    assert_eq!(river_end("river-1-RI-s", "river-e"), Some(RiverEnd::Spring));
    assert_eq!(river_end("river-2-RI-s", "river-e"), Some(RiverEnd::Spring));
    assert_eq!(
        river_end("river-1-RI_1-I_e", "river-w"),
        Some(RiverEnd::Lake)
    );
    assert_eq!(
        river_end("river-2-RI_2-I_v", "river-w"),
        Some(RiverEnd::Lake)
    );
    assert!(catalog.tile("river-1-RI_2-RIrI").is_none());
    assert!(catalog.tile("river-2-RI_1-RIrI").is_none());
    // A river under a road's bridge, also where the road runs into a city.
    for (tile, road) in [
        ("river-1-RI_1-RIrI", "road-w-e"),
        ("river-2-RI_2-RIrI", "road-w-e"),
        ("river-1-RI_1-CIRI", "road-s"),
    ] {
        let river = catalog
            .tile(tile)
            .unwrap()
            .features
            .iter()
            .find(|feature| matches!(feature, Feature::River { .. }))
            .unwrap();
        assert_eq!(end_and_under(river), (None, Some(road)), "{tile}");
    }
    let manifest = fs::read_to_string(out.path().join("river-2/expansion.toml")).unwrap();
    assert!(
        manifest.contains("[[editions]]\nid = \"river__2_1\"\ntiles = 3\n"),
        "{manifest}"
    );
}
