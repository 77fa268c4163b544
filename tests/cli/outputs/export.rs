//! `tilecat export json`: the whole catalog as one versioned document matching
//! `schema/catalog.schema.json`, byte for byte the same on every run.

use crate::common;

use serde_json::Value;
use tilecat::input::schema::SCHEMA_FILES;

fn catalog_validator() -> jsonschema::Validator {
    let file = SCHEMA_FILES
        .iter()
        .find(|file| file.name == "catalog.schema.json")
        .expect("the catalog schema is generated");
    jsonschema::draft202012::new(&file.committed_json().unwrap()).unwrap()
}

fn export() -> (String, Value) {
    let run = common::tilecat(["export", "json"]);
    run.expect_success();
    let document = serde_json::from_str(&run.stdout).unwrap();
    (run.stdout, document)
}

#[test]
fn export_matches_the_catalog_schema() {
    let (_, document) = export();
    let validator = catalog_validator();
    let errors: Vec<String> = validator
        .iter_errors(&document)
        .map(|error| error.to_string())
        .collect();
    assert!(errors.is_empty(), "{errors:#?}");

    let mut broken = document.clone();
    broken["tiles"][0]["edges"]["N"] = Value::from("lake");
    assert!(!validator.is_valid(&broken));
    let mut broken = document;
    broken["version"] = Value::from(tilecat::output::export::EXPORT_VERSION + 1);
    assert!(!validator.is_valid(&broken));
}

/// The element of `list` whose `id` is `id`.
fn by_id<'a>(list: &'a Value, id: &str) -> &'a Value {
    list.as_array()
        .unwrap()
        .iter()
        .find(|item| item["id"] == id)
        .unwrap_or_else(|| panic!("{id} is exported"))
}

#[test]
fn export_holds_the_facts_in_its_own_layout() {
    let (_, document) = export();
    assert_eq!(document["version"], tilecat::output::export::EXPORT_VERSION);
    let expansion = by_id(&document["expansions"], "flier");
    assert_eq!(
        expansion["die"]["faces"],
        serde_json::json!([1, 1, 2, 2, 3, 3])
    );
    assert_eq!(
        expansion["editions"][2],
        serde_json::json!({"id": "C3", "year": 2021, "tiles": 8})
    );
    assert_eq!(
        expansion["requires"],
        serde_json::json!(["every-tile-has-a-flier"])
    );
    let tiles = &document["tiles"];
    assert_eq!(tiles.as_array().unwrap().len(), 46);
    let h = by_id(tiles, "flier-H");
    assert_eq!(h["flier"], serde_json::json!({"direction": "NW"}));
    let garden = h["features"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["kind"] == "garden")
        .unwrap();
    assert_eq!(garden["edges"], serde_json::json!([]));
    assert_eq!(h["counts"], serde_json::json!({"C2": 1, "C3": 1}));
    let c = by_id(tiles, "flier-C");
    assert_eq!(
        c["edges"],
        serde_json::json!({"N": "road", "E": "field", "S": "road", "W": "field"})
    );
    assert_eq!(c["illustrations"][0]["kind"], "pigsty");
    assert_eq!(c["illustrations"][0]["field"], "east-field");
    assert_eq!(
        by_id(tiles, "flier-A")["illustrations"],
        serde_json::json!([])
    );
}

#[test]
fn export_holds_the_24_base_layouts_with_their_counts_in_every_edition() {
    let (_, document) = export();
    let base: Vec<&Value> = document["tiles"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|tile| tile["expansion"] == "base")
        .collect();
    // The 24 layouts and the 8 copies with a garden that C2 and C3 print.
    assert_eq!(base.len(), 32);
    for edition in ["C1", "C2", "C3"] {
        let copies: u64 = base
            .iter()
            .map(|tile| tile["counts"][edition].as_u64().unwrap_or(0))
            .sum();
        assert_eq!(copies, 72, "{edition}");
    }
    let starts: Vec<&Value> = base
        .iter()
        .filter(|tile| tile["start"] == true)
        .map(|tile| &tile["id"])
        .collect();
    assert_eq!(starts, ["base-D"]);
    assert_eq!(
        by_id(&document["expansions"], "base")["requires"],
        serde_json::json!(["one-start-tile"])
    );
}

#[test]
fn the_first_edition_export_holds_the_h_without_a_garden() {
    let run = common::tilecat(["export", "json", "--edition", "C1"]);
    run.expect_success();
    let document: Value = serde_json::from_str(&run.stdout).unwrap();
    let flier: Vec<&Value> = document["tiles"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|tile| tile["expansion"] == "flier")
        .collect();
    let ids: Vec<&str> = flier
        .iter()
        .map(|tile| tile["id"].as_str().unwrap())
        .collect();
    // Edition C1 shows H as it printed it, without the garden, and no other H.
    let c1: Vec<&str> = common::facts::FLIER_TILE_IDS
        .into_iter()
        .filter(|id| *id != "flier-H")
        .collect();
    assert_eq!(ids, c1);
    let h = by_id(&document["tiles"], "flier-H-C1");
    assert_eq!(h["letter"], "H");
    assert!(
        h["features"]
            .as_array()
            .unwrap()
            .iter()
            .all(|f| f["kind"] != "garden")
    );
    assert_eq!(h["illustrations"], serde_json::json!([]));
    assert_eq!(
        document["tiles"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|tile| tile["expansion"] == "base")
            .count(),
        24
    );

    let unknown = common::tilecat(["export", "json", "--edition", "C9"]);
    assert_eq!(unknown.code, 2);
    assert_eq!(unknown.stdout, "");
    assert!(
        unknown
            .stderr
            .contains("no expansion of the catalog has an edition `C9`"),
        "{}",
        unknown.stderr
    );
}

#[test]
fn export_is_deterministic_and_out_writes_the_same_bytes() {
    let (first, _) = export();
    let (second, _) = export();
    assert_eq!(first, second);
    let temp = common::temp_dir("export-out");
    let folder = temp.path();
    let out = folder.join("catalog.json");
    let run = common::tilecat([
        "export".as_ref(),
        "json".as_ref(),
        "--out".as_ref(),
        out.as_os_str(),
    ]);
    run.expect_success();
    assert_eq!(run.stdout, "");
    assert_eq!(std::fs::read_to_string(&out).unwrap(), first);
}

#[test]
fn invalid_data_exports_nothing() {
    let temp = common::temp_dir("export-invalid");
    let folder = temp.path();
    let out = folder.join("catalog.json");
    let broken = common::fixture("unknown-direction.toml");
    let run = common::tilecat([
        "export".as_ref(),
        "json".as_ref(),
        broken.as_os_str(),
        "--out".as_ref(),
        out.as_os_str(),
    ]);
    assert_eq!(run.code, 1);
    assert!(run.stderr.contains("error[E009]"), "{}", run.stderr);
    assert!(!out.exists());
    assert_eq!(std::fs::read_dir(folder).unwrap().count(), 0);
}
