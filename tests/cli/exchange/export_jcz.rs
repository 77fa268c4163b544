//! `tilecat export jcz`: tile definitions JCloisterZone reads, which `tilecat import jcz` reads
//! back to the same tiles; a second round trip gives the same bytes.

use std::fs;
use std::path::{Path, PathBuf};

use crate::common;
use crate::common::tilecat;
use tilecat::input::validate::validate_paths;
use tilecat::model::{Catalog, Tile, TileShape};
use tilecat::output::jcz::{sanitise, write::source_id};

/// Every file under `folder`, relative to it, with its bytes, sorted.
fn snapshot(folder: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut files = Vec::new();
    let mut pending = vec![folder.to_path_buf()];
    while let Some(current) = pending.pop() {
        for entry in fs::read_dir(&current).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                pending.push(path);
            } else {
                let bytes = fs::read(&path).unwrap();
                files.push((path.strip_prefix(folder).unwrap().to_path_buf(), bytes));
            }
        }
    }
    files.sort();
    files
}

/// Exports `data` into `packs` and imports every pack there into `imported`.
fn round_trip(data: &Path, packs: &Path, imported: &Path) {
    let run = tilecat([
        "export".as_ref(),
        "jcz".as_ref(),
        data.as_os_str(),
        "--out".as_ref(),
        packs.as_os_str(),
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let mut names: Vec<PathBuf> = fs::read_dir(packs)
        .unwrap()
        .map(|entry| PathBuf::from(entry.unwrap().file_name()))
        .filter(|name| name.extension().is_some_and(|extension| extension == "xml"))
        .collect();
    names.sort();
    // Imported by file name from inside the folder, so the comments name the same files.
    let mut args: Vec<std::ffi::OsString> = vec!["import".into(), "jcz".into()];
    args.extend(names.iter().map(|name| name.clone().into_os_string()));
    args.push("--out".into());
    args.push(imported.as_os_str().to_owned());
    common::Tilecat::new()
        .args(args)
        .current_dir(packs)
        .run()
        .expect_success();
}

/// The tile with its illustrations left out: JCloisterZone's format has no words for them.
fn without_illustrations(tile: &Tile) -> Tile {
    Tile {
        illustrations: Default::default(),
        ..tile.clone()
    }
}

fn validated(folder: &Path) -> Catalog {
    let validation = validate_paths(&[folder.to_path_buf()]);
    assert_eq!(validation.diagnostics, Vec::new());
    validation.catalog
}

#[test]
fn the_bundled_catalog_comes_back_the_same_and_a_second_round_trip_gives_the_same_bytes() {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("data");
    let temp = tempfile::tempdir().unwrap();
    let (packs, imported) = (temp.path().join("packs"), temp.path().join("imported"));
    round_trip(&data, &packs, &imported);

    let bundled = validated(&data);
    let back = validated(&imported);
    assert_eq!(back.tiles.len(), bundled.tiles.len());
    for expansion in bundled.expansions.iter() {
        let again = back.expansion(&expansion.id).expect("the expansion");
        assert_eq!(again.editions, expansion.editions, "{}", expansion.id);
    }
    for tile in bundled.tiles.iter() {
        let stem = sanitise(&source_id(&tile.expansion, tile).replace('/', "-"));
        let id = format!("{}-{stem}", tile.expansion);
        let again = back
            .tile(&id)
            .unwrap_or_else(|| panic!("{id} for {}", tile.id));
        assert_eq!(again.letter, tile.letter, "{id}");
        assert_eq!(again.counts, tile.counts, "{id}");
        assert_eq!(
            TileShape::canonical(again),
            TileShape::canonical(&without_illustrations(tile)),
            "{id} is {}",
            tile.id
        );
    }

    let (packs_2, imported_2) = (temp.path().join("packs-2"), temp.path().join("imported-2"));
    round_trip(&imported, &packs_2, &imported_2);
    let (first, second) = (snapshot(&imported), snapshot(&imported_2));
    assert_eq!(
        first.iter().map(|(path, _)| path).collect::<Vec<_>>(),
        second.iter().map(|(path, _)| path).collect::<Vec<_>>()
    );
    for ((path, bytes), (_, again)) in first.iter().zip(&second) {
        assert!(bytes == again, "{} differs", path.display());
    }
}

#[test]
fn markers_and_road_ends_survive_the_round_trip() {
    let temp = tempfile::tempdir().unwrap();
    let first = temp.path().join("first");
    let run = tilecat([
        "import".as_ref(),
        "jcz".as_ref(),
        "tests/fixtures/jcz/markers.xml".as_ref(),
        "--out".as_ref(),
        first.as_os_str(),
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let (packs, imported) = (temp.path().join("packs"), temp.path().join("imported"));
    round_trip(&first, &packs, &imported);
    let before = validated(&first);
    let after = validated(&imported);
    assert_eq!(after.tiles.len(), 5);
    for tile in before.tiles.iter() {
        let again = after
            .tile(&tile.id)
            .unwrap_or_else(|| panic!("{}", tile.id));
        // The pack writes a tile's features in one order, so markers on them may come back in
        // another.
        let sorted = |tile: &Tile| {
            let mut markers = tile.markers.to_vec();
            markers.sort_by_key(|marker| (marker.kind, marker.feature.clone()));
            markers
        };
        assert_eq!(sorted(again), sorted(tile), "{}", tile.id);
        assert_eq!(again.features, tile.features, "{}", tile.id);
    }
    let pack = fs::read_to_string(packs.join("markers.xml")).unwrap();
    assert!(
        pack.contains("<city resource=\"wine\" besieged=\"yes\">W E</city>"),
        "{pack}"
    );
    assert!(
        pack.contains("<tile id=\"MK/C.cc\" wind-rose=\"SW\">"),
        "{pack}"
    );
    assert!(pack.contains("<corn-circle type=\"Farm\" />"), "{pack}");
    assert!(pack.contains("<neighbouring>W S</neighbouring>"), "{pack}");
}

#[test]
fn tunnels_crossings_river_ends_and_the_counts_city_survive_the_round_trip() {
    let temp = tempfile::tempdir().unwrap();
    let first = temp.path().join("first");
    let mut args: Vec<std::ffi::OsString> = vec!["import".into(), "jcz".into()];
    args.push("tests/fixtures/jcz/tunnel.xml".into());
    args.push("tests/fixtures/jcz/river.xml".into());
    args.push("tests/fixtures/jcz/count.xml".into());
    args.push("--out".into());
    args.push(first.as_os_str().to_owned());
    let run = tilecat(args);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let (packs, imported) = (temp.path().join("packs"), temp.path().join("imported"));
    round_trip(&first, &packs, &imported);
    let before = validated(&first);
    let after = validated(&imported);
    assert_eq!(after.tiles.len(), before.tiles.len());
    for tile in before.tiles.iter() {
        let again = after
            .tile(&tile.id)
            .unwrap_or_else(|| panic!("{}", tile.id));
        assert_eq!(again.features, tile.features, "{}", tile.id);
    }
    let tunnel = fs::read_to_string(packs.join("tunnel.xml")).unwrap();
    assert!(tunnel.contains("<road tunnel=\"yes\">E</road>"), "{tunnel}");
    assert!(tunnel.contains("<tower />"), "{tunnel}");
    let river = fs::read_to_string(packs.join("river-1.xml")).unwrap();
    assert!(
        river.contains("<tile id=\"RI/s\" group=\"river-spring\" max=\"1\">"),
        "{river}"
    );
    assert!(river.contains("<river>N S</river>"), "{river}");
}

#[test]
fn a_file_export_did_not_write_is_never_replaced() {
    let temp = tempfile::tempdir().unwrap();
    let packs = temp.path().join("packs");
    fs::create_dir_all(&packs).unwrap();
    fs::write(packs.join("flier.xml"), "<pack>mine</pack>\n").unwrap();
    let run = tilecat([
        "export".as_ref(),
        "jcz".as_ref(),
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("data")
            .as_os_str(),
        "--out".as_ref(),
        packs.as_os_str(),
    ]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr
            .contains("was not written by `tilecat export jcz`"),
        "{}",
        run.stderr
    );
    assert_eq!(
        fs::read_to_string(packs.join("flier.xml")).unwrap(),
        "<pack>mine</pack>\n"
    );
    assert!(!packs.join("base.xml").exists(), "nothing was written");
}

#[test]
fn a_catalog_with_faults_is_written_and_each_element_stays_well_formed() {
    let temp = tempfile::tempdir().unwrap();
    let data = temp.path().join("data");
    let run = tilecat([
        "import".as_ref(),
        "jcz".as_ref(),
        "tests/fixtures/jcz/mini.xml".as_ref(),
        "--out".as_ref(),
        data.as_os_str(),
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    // Two goods on one city and two inns on one road: the format has one attribute for each.
    let tile = data.join("mini/tiles/MI-CccR_plus.toml");
    let mut text = fs::read_to_string(&tile).unwrap();
    for (kind, feature) in [
        ("wine", "city-n-w-e"),
        ("grain", "city-n-w-e"),
        ("inn", "road-s"),
        ("inn", "road-s"),
    ] {
        text.push_str(&format!(
            "\n[[markers]]\nkind = \"{kind}\"\nfeature = \"{feature}\"\n"
        ));
    }
    // And a wagon move naming a field, which validate refuses (E019).
    text = text.replace(
        "features = [\"city-n-w-e\", \"road-s\"]",
        "features = [\"field-1\", \"road-s\"]",
    );
    fs::write(&tile, text).unwrap();
    let packs = temp.path().join("packs");
    let run = tilecat([
        "export".as_ref(),
        "jcz".as_ref(),
        data.as_os_str(),
        "--out".as_ref(),
        packs.as_os_str(),
    ]);
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(run.stderr.contains("error[E019]"), "{}", run.stderr);
    assert!(
        run.stderr
            .contains("note: the tiles are written as the data has them"),
        "{}",
        run.stderr
    );
    let pack = fs::read_to_string(packs.join("mini.xml")).unwrap();
    let document =
        roxmltree::Document::parse(&pack).unwrap_or_else(|error| panic!("{error}\n{pack}"));
    let written = document
        .descendants()
        .filter(|node| node.has_tag_name("tile"))
        .count();
    assert_eq!(written, 6, "every tile is written: {pack}");
    assert!(
        pack.contains("<city pennant=\"yes\" resource=\"wine\">N W E</city>"),
        "{pack}"
    );
    assert!(pack.contains("<road inn=\"yes\">S</road>"), "{pack}");
    // The move names the road alone once the field is left out, so it is no move.
    assert!(!pack.contains("<neighbouring>S</neighbouring>"), "{pack}");
}
