//! Markers on tiles: read from data files and checked, told apart by the duplicate check, drawn,
//! exported and written into the Rust tables.

use std::fs;
use std::path::Path;

use tilecat::input::validate::{Validation, validate_paths};
use tilecat::model::{MarkerKind, Rotation, TileShape};
use tilecat::output::codegen::rust_module;
use tilecat::output::render::Scene;
use tilecat::shared::diagnostic::Code;

const MANIFEST: &str = "id = \"mini\"\nname = \"Mini\"\n\n[[editions]]\nid = \"X1\"\nyear = \
                        2020\ntiles = 2\n";

/// A road from north to south between two fields, with `markers` (TOML) after its features.
fn tile(letter: &str, markers: &str) -> String {
    format!(
        "id = \"mini-{letter}\"\nexpansion = \"mini\"\nletter = \"{letter}\"\nedges = {{ N = \
         \"road\", E = \"field\", S = \"road\", W = \"field\" }}\ncounts = {{ X1 = 1 }}\n\n\
         [[features]]\nkind = \"road\"\nid = \"road\"\nedges = [\"N\", \"S\"]\n\n\
         [[features]]\nkind = \"field\"\nid = \"west\"\nedges = [\"SR\", \"WL\", \"WR\", \"NL\"]\n\n\
         [[features]]\nkind = \"field\"\nid = \"east\"\nedges = [\"NR\", \"EL\", \"ER\", \"SL\"]\n\n\
         {markers}"
    )
}

const INN: &str = "[[markers]]\nkind = \"inn\"\nfeature = \"road\"\n";
const VOLCANO: &str = "[[markers]]\nkind = \"volcano\"\nplacement = \"NE\"\n";

fn validate(tiles: &[(&str, String)]) -> Validation {
    let folder = tempfile::tempdir().unwrap();
    let root = folder.path().join("mini");
    fs::create_dir_all(root.join("tiles")).unwrap();
    fs::write(root.join("expansion.toml"), MANIFEST).unwrap();
    for (letter, text) in tiles {
        fs::write(root.join("tiles").join(format!("{letter}.toml")), text).unwrap();
    }
    validate_paths(&[root])
}

fn codes(validation: &Validation) -> Vec<Code> {
    validation
        .diagnostics
        .iter()
        .map(|diagnostic| diagnostic.code)
        .collect()
}

#[test]
fn markers_load_and_two_tiles_that_differ_only_in_one_are_not_duplicates() {
    let validation = validate(&[("A", tile("A", INN)), ("B", tile("B", VOLCANO))]);
    assert_eq!(validation.diagnostics, Vec::new());
    let a = validation.catalog.tile("mini-A").unwrap();
    assert_eq!(a.markers.len(), 1);
    assert_eq!(a.markers[0].kind, MarkerKind::Inn);
    assert_eq!(a.markers[0].feature.as_deref(), Some("road"));

    // The same layout twice, with no markers, is a duplicate: the marker is what told them apart.
    let plain = validate(&[("A", tile("A", "")), ("B", tile("B", ""))]);
    assert_eq!(codes(&plain), [Code::DuplicateTile]);
    let same = validate(&[("A", tile("A", INN)), ("B", tile("B", INN))]);
    assert_eq!(codes(&same), [Code::DuplicateTile]);
}

#[test]
fn a_marker_placed_off_the_centre_turns_with_the_tile() {
    let validation = validate(&[("A", tile("A", VOLCANO)), ("B", tile("B", INN))]);
    let a = validation.catalog.tile("mini-A").unwrap();
    // The road alone looks the same after a half turn; the volcano in the north-east does not.
    assert_ne!(
        TileShape::of(a, Rotation::R0),
        TileShape::of(a, Rotation::R180)
    );
    assert_eq!(tilecat::rules::orientation_count(a), 4);
    let b = validation.catalog.tile("mini-B").unwrap();
    assert_eq!(tilecat::rules::orientation_count(b), 2);
}

#[test]
fn an_inn_stands_on_a_road_and_a_volcano_on_no_feature() {
    let inn_in_field = "[[markers]]\nkind = \"inn\"\nfeature = \"east\"\n";
    let volcano_on_road = "[[markers]]\nkind = \"volcano\"\nfeature = \"road\"\n";
    let validation = validate(&[
        ("A", tile("A", inn_in_field)),
        ("B", tile("B", volcano_on_road)),
    ]);
    assert_eq!(
        codes(&validation),
        [Code::ReferenceWrongKind, Code::MisplacedMarker]
    );
    let unknown = "[[markers]]\nkind = \"unicorn\"\n";
    let validation = validate(&[("A", tile("A", unknown)), ("B", tile("B", INN))]);
    assert_eq!(codes(&validation).len(), 1, "{:#?}", validation.diagnostics);
    assert!(
        validation.diagnostics[0].message.contains("unicorn"),
        "{}",
        validation.diagnostics[0].message
    );
}

#[test]
fn a_marker_is_drawn_exported_and_generated() {
    let validation = validate(&[("A", tile("A", INN)), ("B", tile("B", ""))]);
    assert_eq!(validation.diagnostics, Vec::new());
    let catalog = &validation.catalog;
    let with = catalog.tile("mini-A").unwrap();
    let without = catalog.tile("mini-B").unwrap();
    let drawn = |tile| Scene::of(tile, None, Rotation::R0).shapes.len();
    // A badge and its sign.
    assert_eq!(drawn(with), drawn(without) + 2);

    let json = tilecat::output::export::catalog_json(catalog).unwrap();
    let document: serde_json::Value = serde_json::from_str(&json).unwrap();
    let tiles = document["tiles"].as_array().unwrap();
    assert_eq!(
        tiles[0]["markers"],
        serde_json::json!([{"kind": "inn", "feature": "road"}])
    );
    assert!(tiles[1].get("markers").is_none());

    let rust = rust_module(catalog, "tilecat gen rust").unwrap();
    assert!(
        rust.contains("kind: MarkerKind::Inn")
            && rust.contains("feature: Some(Cow::Borrowed(\"road\"))"),
        "{rust}"
    );
}

#[test]
fn the_schema_knows_every_marker() {
    let schema =
        fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("schema/tile.schema.json"))
            .unwrap();
    for kind in MarkerKind::ALL {
        assert!(
            schema.contains(&format!("\"{}\"", kind.name())),
            "{}",
            kind.name()
        );
    }
}
