//! A layout must be drawable (E050 features-cross): the impossible readings of
//! `tests/fixtures/crossings` are reported with the two features named, while every bundled tile
//! and the river fixtures' bridge and tunnel, where one feature passes under another, pass.

use std::path::PathBuf;

use tilecat::input::validate::validate_paths;
use tilecat::shared::diagnostic::Code;

#[test]
fn two_roads_meeting_through_a_city_across_the_tile_are_reported_with_both_named() {
    let validation = validate_paths(&[PathBuf::from("tests/fixtures/crossings")]);
    let messages: Vec<(Code, &str)> = validation
        .diagnostics
        .iter()
        .map(|diagnostic| (diagnostic.code, diagnostic.message.as_str()))
        .collect();
    assert_eq!(
        messages,
        [
            (
                Code::FeaturesCross,
                "city `city` and the roads `east-road` and `west-road` meeting at the tile centre \
                 cross: they meet the edge of tile `crossings-GQ` in turn (NL N NR SL S SR \
                 against E W), so they cannot both be drawn inside it"
            ),
            (
                Code::FeaturesCross,
                "city `city` and the roads `north-road` and `south-road` meeting at the tile \
                 centre cross: they meet the edge of tile `crossings-KR` in turn (EL E ER WL W \
                 WR against N S), so they cannot both be drawn inside it"
            ),
        ]
    );
}

#[test]
fn every_bundled_tile_can_be_drawn() {
    let validation = validate_paths(&[PathBuf::from("data")]);
    assert_eq!(validation.catalog.tiles.len(), 47);
    assert!(
        validation.diagnostics.is_empty(),
        "{:#?}",
        validation.diagnostics
    );
}

#[test]
fn a_road_over_a_bridge_and_a_road_in_a_tunnel_cross_what_they_pass_over_or_under() {
    let validation = validate_paths(&[PathBuf::from("tests/fixtures/rivers")]);
    assert!(
        validation.diagnostics.is_empty(),
        "{:#?}",
        validation.diagnostics
    );
    // Without `under`, the bridge's river and road cross.
    let folder = tempfile::tempdir().unwrap();
    let tiles = folder.path().join("tiles");
    std::fs::create_dir(&tiles).unwrap();
    std::fs::copy(
        "tests/fixtures/rivers/expansion.toml",
        folder.path().join("expansion.toml"),
    )
    .unwrap();
    let bridge = std::fs::read_to_string("tests/fixtures/rivers/tiles/bridge.toml").unwrap();
    std::fs::write(
        tiles.join("bridge.toml"),
        bridge.replace("under = \"road\"\n", ""),
    )
    .unwrap();
    let validation = validate_paths(&[folder.path().to_owned()]);
    let codes: Vec<Code> = validation
        .diagnostics
        .iter()
        .map(|diagnostic| diagnostic.code)
        .collect();
    assert!(codes.contains(&Code::FeaturesCross), "{codes:?}");
}
