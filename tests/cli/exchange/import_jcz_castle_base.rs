//! `castle-base="false"` on a JCloisterZone `<city>` (a city that is no semi-circular segment,
//! so no small city it closes becomes a castle: Bridges, Castles and Bazaars) is carried as the
//! city's `semicircular = false`, told apart by the duplicate check, written into the catalog,
//! exported back, and the export imports to the same files byte for byte.

use std::fs;
use std::path::Path;

use crate::common::{Tilecat, read_json, snapshot, temp_dir, tilecat};
use tilecat::input::validate::validate_paths;
use tilecat::model::Feature;

/// A pack with the source's facts as its packs write them: `IC/C!` (a city cap whose wall runs
/// further than a half circle), the same tile without the attribute, and `AM/CCc+` (the
/// attribute beside a pennant, on the city cap of a tile with a second city; its south farm
/// borders the city across the tile only: the source's borders the cap beyond it too, which E064
/// reports).
const PACK: &str = r#"<?xml version="1.0" encoding="utf-8"?>
<pack>
  <tiles>
    <tile id="CB/C!">
      <city castle-base="false">N</city>
      <farm city="N">EL ER</farm>
      <farm city="N">WL WR SL SR</farm>
    </tile>
    <tile id="CB/C">
      <city>N</city>
      <farm city="N">EL ER</farm>
      <farm city="N">WL WR SL SR</farm>
    </tile>
    <tile id="CB/CCc+">
      <city pennant="yes" castle-base="false">N</city>
      <city>W E</city>
      <farm city="N W">INNER_FARM</farm>
      <farm city="W">SL SR</farm>
    </tile>
  </tiles>
</pack>
"#;

/// Imports `pack` (a file name inside `folder`) from inside `folder` into `out`.
fn import(folder: &Path, pack: &str, out: &Path) {
    Tilecat::new()
        .args([
            "import".as_ref(),
            "jcz".as_ref(),
            pack.as_ref(),
            "--out".as_ref(),
            out.as_os_str(),
        ])
        .current_dir(folder)
        .run()
        .expect_success();
}

/// Whether each city of the tile `id` under `folder` is a semi-circular segment, in file order.
fn semicircular(folder: &Path, id: &str) -> Vec<bool> {
    let validation = validate_paths(&[folder.to_path_buf()]);
    assert_eq!(validation.diagnostics, Vec::new());
    validation
        .catalog
        .tile(id)
        .unwrap_or_else(|| panic!("{id}"))
        .features
        .iter()
        .filter_map(|feature| match feature {
            Feature::City { semicircular, .. } => Some(*semicircular),
            _ => None,
        })
        .collect()
}

#[test]
fn castle_base_false_is_carried_exported_and_comes_back_byte_for_byte() {
    let temp = temp_dir("castle-base");
    let source = temp.path().join("source");
    fs::create_dir_all(&source).unwrap();
    fs::write(source.join("castles.xml"), PACK).unwrap();
    let first = temp.path().join("first");
    import(&source, "castles.xml", &first);

    // Carried on the city that says it, and on no other; not listed as dropped.
    assert_eq!(semicircular(&first, "castles-CB-C_bang"), [false]);
    assert_eq!(semicircular(&first, "castles-CB-C"), [true]);
    assert_eq!(semicircular(&first, "castles-CB-CCc_plus"), [false, true]);
    let bang = fs::read_to_string(first.join("castles/tiles/CB-C_bang.toml")).unwrap();
    assert!(bang.contains("semicircular = false"), "{bang}");
    assert!(!bang.contains("castle-base"), "{bang}");
    let plain = fs::read_to_string(first.join("castles/tiles/CB-C.toml")).unwrap();
    assert!(!plain.contains("semicircular"), "{plain}");

    // The catalog says it of that city alone.
    let catalog = temp.path().join("catalog.json");
    tilecat([
        "export".as_ref(),
        "json".as_ref(),
        first.as_os_str(),
        "--out".as_ref(),
        catalog.as_os_str(),
    ])
    .expect_success();
    let catalog = read_json(&catalog);
    let cities = |id: &str| -> Vec<serde_json::Value> {
        let tiles = catalog["tiles"].as_array().unwrap();
        let tile = tiles.iter().find(|tile| tile["id"] == id).unwrap();
        tile["features"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|feature| feature["kind"] == "city")
            .map(|city| city["semicircular"].clone())
            .collect()
    };
    assert_eq!(cities("castles-CB-C_bang"), [serde_json::json!(false)]);
    assert_eq!(cities("castles-CB-C"), [serde_json::Value::Null]);

    // Written back in the source's words, and read back to the same files.
    let packs = temp.path().join("packs");
    tilecat([
        "export".as_ref(),
        "jcz".as_ref(),
        first.as_os_str(),
        "--out".as_ref(),
        packs.as_os_str(),
    ])
    .expect_success();
    let pack = fs::read_to_string(packs.join("castles.xml")).unwrap();
    assert!(
        pack.contains("<city castle-base=\"false\">N</city>"),
        "{pack}"
    );
    assert!(
        pack.contains("<city pennant=\"yes\" castle-base=\"false\">N</city>"),
        "{pack}"
    );
    assert_eq!(pack.matches("castle-base").count(), 2, "{pack}");
    let second = temp.path().join("second");
    import(&packs, "castles.xml", &second);
    assert_eq!(snapshot(&second), snapshot(&first));
}

#[test]
fn two_tiles_apart_only_in_whether_a_city_is_semicircular_are_no_duplicates() {
    let temp = temp_dir("castle-base-duplicates");
    let source = temp.path().join("source");
    fs::create_dir_all(&source).unwrap();
    fs::write(source.join("castles.xml"), PACK).unwrap();
    let out = temp.path().join("out");
    import(&source, "castles.xml", &out);
    let validation = validate_paths(std::slice::from_ref(&out));
    assert_eq!(validation.diagnostics, Vec::new());

    // Without the fact, `CB/C!` is `CB/C` again.
    let bang = out.join("castles/tiles/CB-C_bang.toml");
    let text = fs::read_to_string(&bang).unwrap();
    fs::write(&bang, text.replace("semicircular = false\n", "")).unwrap();
    let validation = validate_paths(&[out]);
    let codes: Vec<&str> = validation
        .diagnostics
        .iter()
        .map(|diagnostic| diagnostic.code.name())
        .collect();
    assert_eq!(codes, ["duplicate-tile"]);
}
