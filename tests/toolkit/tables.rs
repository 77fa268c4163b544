//! The checked-in tables against the data they are generated from.

use std::borrow::Cow;
use std::path::PathBuf;

use proptest::prelude::*;
use proptest::sample::subsequence;
use tilecat::input::validate::validate_paths;
use tilecat::model::{
    Catalog, Die, Direction, EdgePosition, Feature, Flier, LayoutCheck, RiverEnd, RoadEnd,
    Rotation, Side, Symbol,
};
use tilecat::output::codegen::{ModelPath, REGENERATE, rust_module, rust_module_in};
use tilecat::tables;

fn runtime_catalog() -> Catalog {
    let validation = validate_paths(&[PathBuf::from("data")]);
    assert!(!validation.has_errors(), "{:#?}", validation.diagnostics);
    // The checked-in tables hold each expansion's newest edition.
    validation
        .catalog
        .in_edition(None)
        .expect("the newest editions")
}

#[test]
fn the_checked_in_tables_match_the_data() {
    let generated = rust_module(&runtime_catalog(), REGENERATE).expect("ids give distinct names");
    let checked_in =
        std::fs::read_to_string("core/src/tables.rs").expect("core/src/tables.rs is readable");
    assert!(
        generated == checked_in,
        "core/src/tables.rs is stale: regenerate it with `{REGENERATE}`"
    );
    assert!(checked_in.starts_with(&format!(
        "// Generated from the data files by `{REGENERATE}`"
    )));
    assert!(checked_in.contains("Do not edit"));
}

#[test]
fn the_generated_module_is_deterministic() {
    let catalog = runtime_catalog();
    let first = rust_module(&catalog, REGENERATE).unwrap();
    assert_eq!(rust_module(&catalog, REGENERATE).unwrap(), first);
    let mut reversed = catalog.clone();
    reversed.tiles.to_mut().reverse();
    assert_eq!(rust_module(&reversed, REGENERATE).unwrap(), first);
}

#[test]
fn ids_that_become_the_same_constant_are_refused() {
    let mut catalog = runtime_catalog();
    let mut twin = catalog.tiles[0].clone();
    twin.id = Cow::Borrowed("flier_A");
    catalog.tiles.to_mut().push(twin);
    let clash = rust_module(&catalog, REGENERATE).unwrap_err();
    assert_eq!(clash.constant, "FLIER_A");
    assert_eq!(
        clash.to_string(),
        "`flier-A` and `flier_A` both become the constant FLIER_A: rename one of them"
    );
    let mut catalog = runtime_catalog();
    catalog.expansions.to_mut()[0].id = Cow::Borrowed("tiles");
    assert_eq!(
        rust_module(&catalog, REGENERATE).unwrap_err().constant,
        "TILES"
    );
}

/// Asserts that `module` is two header comment lines and then a Rust file exactly as
/// prettyplease prints it, so it parses and its layout is the generator's, not hand-made.
fn assert_prettyplease_layout(module: &str) {
    let mut lines = module.splitn(4, '\n');
    assert!(
        lines
            .next()
            .unwrap()
            .starts_with("// Generated from the data files by `")
    );
    assert!(lines.next().unwrap().starts_with("// Do not edit"));
    assert!(lines.next().unwrap().starts_with("// Format version "));
    let body = lines.next().unwrap();
    let file = syn::parse_file(body).unwrap_or_else(|error| panic!("{error}:\n{module}"));
    assert_eq!(prettyplease::unparse(&file), body);
}

#[test]
fn the_generated_module_is_laid_out_by_prettyplease() {
    let module = rust_module(&runtime_catalog(), REGENERATE).unwrap();
    assert_prettyplease_layout(&module);
}

#[test]
fn a_module_of_every_kind_of_fact_and_any_text_parses() {
    let mut catalog = runtime_catalog();
    let mut tiles = catalog.tiles.to_vec();
    let mut castle = tiles[0].clone();
    castle.id = Cow::Borrowed("flier-castle-with-a-rather-long-identifier-for-wrapping");
    castle.features = Cow::Owned(vec![
        Feature::City {
            id: Cow::Borrowed("north-city"),
            edges: Cow::Borrowed(&[EdgePosition::NL, EdgePosition::N, EdgePosition::NR]),
            pennants: 2,
            reaches: Cow::Borrowed(&[]),
            touches: Cow::Borrowed(&[]),
            under: None,
            semicircular: true,
            shares: None,
        },
        Feature::City {
            id: Cow::Borrowed("c"),
            edges: Cow::Borrowed(&[EdgePosition::SL, EdgePosition::S, EdgePosition::SR]),
            pennants: 0,
            reaches: Cow::Borrowed(&[]),
            touches: Cow::Borrowed(&[]),
            under: None,
            semicircular: false,
            shares: Some(Side::N),
        },
        Feature::Monastery {
            id: Cow::Borrowed("m"),
        },
        Feature::Field {
            id: Cow::Borrowed("f"),
            edges: Cow::Borrowed(&[EdgePosition::EL, EdgePosition::ER]),
            cities: Cow::Borrowed(&[Cow::Borrowed("north-city"), Cow::Borrowed("c")]),
            borders_inside: Cow::Borrowed(&[]),
        },
        Feature::Field {
            id: Cow::Borrowed("west-field-with-a-long-name"),
            edges: Cow::Borrowed(&[EdgePosition::WL, EdgePosition::WR]),
            cities: Cow::Borrowed(&[Cow::Borrowed("north-city")]),
            borders_inside: Cow::Borrowed(&[]),
        },
    ]);
    castle.allow = Cow::Borrowed(&[LayoutCheck::SplitField, LayoutCheck::FieldCityBorders]);
    castle.flier = None;
    tiles.push(castle);
    tiles.extend((0..12).map(|n| {
        let mut tile = catalog.tiles[n % 8].rotated(Rotation::R90);
        tile.id = Cow::Owned(format!("t{n}"));
        tile
    }));
    catalog.tiles = Cow::Owned(tiles);
    let mut expansion = catalog.expansions[0].clone();
    expansion.die = Some(Die {
        faces: Cow::Owned((1..=20).collect()),
    });
    expansion.symbol = None;
    // Text that would end a string or a comment, written by hand, must be escaped.
    expansion.name = Cow::Borrowed("The \"Flier\" \\ */ \n} fn injected() {");
    catalog.expansions = Cow::Owned(vec![expansion]);
    let module = rust_module(
        &catalog,
        "tilecat gen rust more-data --out somewhere/tables.rs",
    )
    .unwrap();
    assert_prettyplease_layout(&module);
    assert!(
        module.contains(r#"name: Cow::Borrowed("The \"Flier\" \\ */ \n} fn injected() {")"#),
        "{module}"
    );
    assert!(!module.contains("\nfn injected"), "{module}");
}

/// Text of any length, from words to lines longer than the margin, with characters that must
/// be escaped and characters wider than one byte.
fn text() -> impl Strategy<Value = Cow<'static, str>> {
    r#"[a-z "\\'\x00\x07\n0-9é€]{0,110}"#.prop_map(Cow::Owned)
}

/// A list of texts, each of any length.
fn texts() -> impl Strategy<Value = Cow<'static, [Cow<'static, str>]>> {
    prop::collection::vec(text(), 0..4).prop_map(Cow::Owned)
}

/// Edge positions, as many as a feature may claim.
fn positions() -> impl Strategy<Value = Cow<'static, [EdgePosition]>> {
    subsequence(EdgePosition::ALL.to_vec(), 0..=12).prop_map(Cow::Owned)
}

/// A feature of any kind, with texts and lists of any length.
fn feature() -> impl Strategy<Value = Feature> {
    prop_oneof![
        (
            text(),
            positions(),
            prop::option::of(text()),
            prop::option::of(prop::sample::select(RoadEnd::ALL.to_vec())),
            prop::option::of(text()),
        )
            .prop_map(|(id, edges, ends_at, end, under)| Feature::Road {
                id,
                edges,
                ends_at,
                end,
                under,
            }),
        (
            text(),
            positions(),
            prop::option::of(prop::sample::select(RiverEnd::ALL.to_vec())),
            prop::option::of(text()),
        )
            .prop_map(|(id, edges, end, under)| Feature::River {
                id,
                edges,
                end,
                under,
            }),
        (text(), positions(), any::<u8>(), texts()).prop_map(|(id, edges, pennants, touches)| {
            Feature::City {
                id,
                edges,
                pennants,
                reaches: Cow::Borrowed(&Direction::ALL[..pennants as usize % 9]),
                under: touches.first().cloned(),
                touches,
                semicircular: pennants % 2 == 0,
                shares: Side::ALL.get(usize::from(pennants) % 5).copied(),
            }
        }),
        text().prop_map(|id| Feature::Monastery { id }),
        (text(), positions(), texts(), texts()).prop_map(|(id, edges, cities, borders_inside)| {
            Feature::Field {
                id,
                edges,
                cities,
                borders_inside,
            }
        }),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// Whatever the lengths of texts and lists, the module is laid out as prettyplease lays
    /// it out: groups on one line exactly when they fit.
    #[test]
    fn any_lengths_are_laid_out_as_prettyplease_lays_them_out(
        letter in "[A-Za-z é]{0,90}",
        features in prop::collection::vec(feature(), 0..5),
        field in text(),
        faces in prop_oneof![
            prop::collection::vec(any::<u8>(), 0..3),
            prop::collection::vec(any::<u8>(), 0..40),
        ],
        description in text(),
        flier in prop::option::of(0..8usize),
        crate_path in any::<bool>(),
    ) {
        let mut catalog = runtime_catalog();
        let mut tile = catalog.tiles[0].clone();
        tile.letter = Cow::Owned(letter);
        tile.features = Cow::Owned(features);
        tile.flier = flier.map(|direction| Flier { direction: Direction::ALL[direction] });
        tile.illustrations.to_mut().iter_mut().for_each(|illustration| {
            illustration.field = field.clone();
        });
        catalog.tiles = Cow::Owned(vec![tile]);
        let expansion = &mut catalog.expansions.to_mut()[0];
        expansion.die = Some(Die { faces: Cow::Owned(faces) });
        expansion.symbol = Some(Symbol { description, corner: Direction::SE, picture: None });
        let model = if crate_path {
            ModelPath::Dependency("tilecat".to_owned())
        } else {
            ModelPath::InCrate
        };
        let module = rust_module_in(&catalog, REGENERATE, &model).unwrap();
        assert_prettyplease_layout(&module);
    }
}

#[test]
fn the_tables_equal_the_data_loaded_at_run_time_field_by_field() {
    let runtime = runtime_catalog();
    assert_eq!(tables::TILES.len(), runtime.tiles.len());
    for (table, loaded) in tables::TILES.iter().zip(runtime.tiles.iter()) {
        let id = &loaded.id;
        assert_eq!(table.id, loaded.id);
        assert_eq!(table.expansion, loaded.expansion, "{id} expansion");
        assert_eq!(table.letter, loaded.letter, "{id} letter");
        assert_eq!(table.edges, loaded.edges, "{id} edges");
        assert_eq!(table.features, loaded.features, "{id} features");
        assert_eq!(table.flier, loaded.flier, "{id} flier");
        assert_eq!(
            table.illustrations, loaded.illustrations,
            "{id} illustrations"
        );
        assert_eq!(table.counts, loaded.counts, "{id} counts");
        assert_eq!(table.allow, loaded.allow, "{id} allow");
        assert_eq!(tables::tile(id), Some(table), "{id} lookup");
    }
    assert_eq!(tables::EXPANSIONS.len(), runtime.expansions.len());
    for (table, loaded) in tables::EXPANSIONS.iter().zip(runtime.expansions.iter()) {
        let id = &loaded.id;
        assert_eq!(table.id, loaded.id);
        assert_eq!(table.name, loaded.name, "{id} name");
        assert_eq!(table.editions, loaded.editions, "{id} editions");
        assert_eq!(table.die, loaded.die, "{id} die");
        assert_eq!(table.symbol, loaded.symbol, "{id} symbol");
        assert_eq!(tables::expansion(id), Some(table), "{id} lookup");
    }
    assert_eq!(tables::CATALOG, runtime);
}

#[test]
fn the_constants_are_the_catalog_entries() {
    let letters = ["A", "B", "C", "D", "E", "F", "G", "H"];
    let constants = [
        tables::FLIER_A,
        tables::FLIER_B,
        tables::FLIER_C,
        tables::FLIER_D,
        tables::FLIER_E,
        tables::FLIER_F,
        tables::FLIER_G,
        tables::FLIER_H,
    ];
    for (letter, constant) in letters.into_iter().zip(constants) {
        assert_eq!(constant.id, format!("flier-{letter}"));
        assert_eq!(tables::tile(&constant.id), Some(&constant));
    }
    assert_eq!(tables::expansion("flier"), Some(&tables::FLIER));
    assert_eq!(tables::tile("flier-Z"), None);
    let ids: Vec<_> = tables::TILES.iter().map(|tile| &tile.id).collect();
    assert!(ids.is_sorted(), "tiles are sorted by id");
}
