//! Fuzz target: an arbitrary catalog, written as TOML data files and loaded back, then exported
//! as JSON and read back. Nothing may panic; a run without errors must load every tile exactly
//! as it was written; the JSON export must parse, hold every loaded tile in order and pass the
//! committed catalog schema.
#![no_main]

use std::borrow::Cow;
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};

use arbitrary::{Arbitrary, Result, Unstructured};
use libfuzzer_sys::fuzz_target;
use tilecat::model::{
    Direction, EdgeKind, EdgePosition, Edges, Edition, EditionCount, EditionCounts, Expansion,
    Feature, Flier, Illustration, IllustrationKind, LayoutCheck, Marker, MarkerKind, RiverEnd,
    RoadEnd, Side, Tile,
};
use tilecat::output::export::catalog_json;
use tilecat::input::schema::SCHEMA_FILES;
use tilecat::input::validate::validate_paths;

const EXPANSION: &str = "fuzz";

/// A short name: mostly from a few plausible ids, sometimes anything.
fn name(u: &mut Unstructured) -> Result<Cow<'static, str>> {
    const NAMES: [&str; 6] = ["road", "city", "field", "field-1", "field-2", "garden"];
    Ok(if u.ratio(7, 8)? {
        Cow::Borrowed(*u.choose(&NAMES)?)
    } else {
        Cow::Owned(String::arbitrary(u)?)
    })
}

fn positions(u: &mut Unstructured) -> Result<Cow<'static, [EdgePosition]>> {
    let count = u.int_in_range(0..=12)?;
    (0..count)
        .map(|_| u.choose(&EdgePosition::ALL).copied())
        .collect()
}

fn feature(u: &mut Unstructured) -> Result<Feature> {
    Ok(match u.int_in_range(0..=5)? {
        0 => Feature::Road {
            id: name(u)?,
            edges: positions(u)?,
            ends_at: if u.arbitrary()? { Some(name(u)?) } else { None },
            end: if u.arbitrary()? { Some(*u.choose(&RoadEnd::ALL)?) } else { None },
            under: if u.arbitrary()? { Some(name(u)?) } else { None },
        },
        4 => Feature::River {
            id: name(u)?,
            edges: positions(u)?,
            end: if u.arbitrary()? { Some(*u.choose(&RiverEnd::ALL)?) } else { None },
            under: if u.arbitrary()? { Some(name(u)?) } else { None },
        },
        1 => Feature::City {
            id: name(u)?,
            edges: positions(u)?,
            pennants: u.arbitrary()?,
            reaches: Cow::Borrowed(&[]),
            touches: Cow::Borrowed(&[]),
            under: None,
            semicircular: u.arbitrary()?,
            shares: if u.arbitrary()? { Some(*u.choose(&Side::ALL)?) } else { None },
        },
        2 => Feature::Monastery { id: name(u)? },
        3 => Feature::Garden { id: name(u)? },
        _ => Feature::Field {
            id: name(u)?,
            edges: positions(u)?,
            cities: (0..u.int_in_range(0..=2)?)
                .map(|_| name(u))
                .collect::<Result<_>>()?,
            borders_inside: (0..u.int_in_range(0..=1)?)
                .map(|_| name(u))
                .collect::<Result<_>>()?,
        },
    })
}

fn tile(u: &mut Unstructured, number: usize) -> Result<Tile> {
    const KINDS: [EdgeKind; 4] = EdgeKind::ALL;
    const PICTURES: [IllustrationKind; 4] = [
        IllustrationKind::Pigsty,
        IllustrationKind::Farmhouse,
        IllustrationKind::Highwaymen,
        IllustrationKind::Garden,
    ];
    const CHECKS: [LayoutCheck; 3] = [
        LayoutCheck::FieldAcrossBarrier,
        LayoutCheck::SplitField,
        LayoutCheck::FieldCityBorders,
    ];
    let id = if u.ratio(15, 16)? {
        Cow::Owned(format!("{EXPANSION}-{number}"))
    } else {
        Cow::Owned(String::arbitrary(u)?)
    };
    Ok(Tile {
        id,
        expansion: Cow::Borrowed(EXPANSION),
        letter: name(u)?,
        edges: Edges::from_clockwise([
            *u.choose(&KINDS)?,
            *u.choose(&KINDS)?,
            *u.choose(&KINDS)?,
            *u.choose(&KINDS)?,
        ]),
        features: (0..u.int_in_range(0..=6)?)
            .map(|_| feature(u))
            .collect::<Result<_>>()?,
        flier: if u.arbitrary()? {
            Some(Flier {
                direction: *u.choose(&Direction::ALL)?,
            })
        } else {
            None
        },
        illustrations: (0..u.int_in_range(0..=2)?)
            .map(|_| {
                Ok(Illustration {
                    kind: *u.choose(&PICTURES)?,
                    field: name(u)?,
                    placement: if u.arbitrary()? {
                        Some(*u.choose(&Direction::ALL)?)
                    } else {
                        None
                    },
                })
            })
            .collect::<Result<_>>()?,
        markers: (0..u.int_in_range(0..=2)?)
            .map(|_| {
                Ok(Marker {
                    kind: *u.choose(MarkerKind::ALL)?,
                    feature: if u.arbitrary()? { Some(name(u)?) } else { None },
                    placement: if u.arbitrary()? {
                        Some(*u.choose(&Direction::ALL)?)
                    } else {
                        None
                    },
                    points: if u.arbitrary()? { Some(u.arbitrary()?) } else { None },
                })
            })
            .collect::<Result<_>>()?,
        counts: EditionCounts(Cow::Owned(vec![EditionCount {
            edition: Cow::Borrowed("C1"),
            count: u.int_in_range(0..=2)?,
        }])),
        start: u.arbitrary()?,
        allow: (0..u.int_in_range(0..=1)?)
            .map(|_| u.choose(&CHECKS).copied())
            .collect::<Result<_>>()?,
        wagon_moves: Cow::Borrowed(&[]),
    })
}

/// An exported catalog: the tiles and the folder they were written to.
struct Export {
    tiles: Vec<(Tile, PathBuf)>,
    folder: PathBuf,
}

impl Drop for Export {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.folder);
    }
}

/// Writes the expansion and `tiles` as TOML files into a fresh folder, each tile named by its
/// id when the id makes a plain file name.
fn export(tiles: Vec<Tile>) -> Option<Export> {
    static RUN: AtomicUsize = AtomicUsize::new(0);
    let base = if std::path::Path::new("/dev/shm").is_dir() {
        PathBuf::from("/dev/shm")
    } else {
        std::env::temp_dir()
    };
    let folder = base.join(format!(
        "tilecat-export-{}-{}",
        std::process::id(),
        RUN.fetch_add(1, Ordering::Relaxed)
    ));
    std::fs::create_dir_all(folder.join("tiles")).ok()?;
    let mut export = Export {
        tiles: Vec::new(),
        folder,
    };
    let total: u16 = tiles
        .iter()
        .map(|tile| tile.counts.get("C1"))
        .fold(0, u16::saturating_add);
    let expansion = Expansion {
        id: Cow::Borrowed(EXPANSION),
        name: Cow::Borrowed("Fuzz"),
        editions: Cow::Owned(vec![Edition {
            id: Cow::Borrowed("C1"),
            year: Some(2026),
            tiles: total,
        }]),
        die: None,
        symbol: None,
        requires: Cow::Borrowed(&[]),
    };
    std::fs::write(
        export.folder.join("expansion.toml"),
        toml::to_string(&expansion).ok()?,
    )
    .ok()?;
    for (number, tile) in tiles.into_iter().enumerate() {
        let stem = tile
            .id
            .strip_prefix("fuzz-")
            .filter(|stem| {
                !stem.is_empty()
                    && stem
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
            })
            .map_or_else(|| format!("unnamed-{number}"), str::to_owned);
        let path = export.folder.join("tiles").join(format!("{stem}.toml"));
        if path.exists() {
            continue;
        }
        std::fs::write(&path, toml::to_string(&tile).ok()?).ok()?;
        export.tiles.push((tile, path));
    }
    Some(export)
}

fuzz_target!(|bytes: &[u8]| {
    let mut u = Unstructured::new(bytes);
    let Ok(count) = u.int_in_range(1..=4) else {
        return;
    };
    let Ok(tiles) = (1..=count).map(|number| tile(&mut u, number)).collect() else {
        return;
    };
    let Some(export) = export(tiles) else {
        return;
    };
    let validation = validate_paths(std::slice::from_ref(&export.folder));
    if !validation.has_errors() {
        for (tile, _) in &export.tiles {
            assert_eq!(validation.catalog.tile(&tile.id), Some(tile));
        }
    }
    let json = catalog_json(&validation.catalog).expect("a catalog serialises");
    let back: serde_json::Value = serde_json::from_str(&json).expect("the export is JSON");
    let ids: Vec<&str> = back["tiles"]
        .as_array()
        .expect("the export lists tiles")
        .iter()
        .map(|tile| tile["id"].as_str().expect("a tile id"))
        .collect();
    let loaded: Vec<&str> = validation
        .catalog
        .tiles
        .iter()
        .map(|tile| tile.id.as_ref())
        .collect();
    assert_eq!(ids, loaded);
    let errors: Vec<String> = catalog_schema()
        .iter_errors(&back)
        .map(|error| error.to_string())
        .collect();
    assert!(errors.is_empty(), "{errors:?}\n{json}");
});

/// The committed schema of the JSON export, compiled once.
fn catalog_schema() -> &'static jsonschema::Validator {
    static SCHEMA: std::sync::OnceLock<jsonschema::Validator> = std::sync::OnceLock::new();
    SCHEMA.get_or_init(|| {
        let file = SCHEMA_FILES
            .iter()
            .find(|file| file.name == "catalog.schema.json")
            .expect("the catalog schema is committed");
        jsonschema::validator_for(&file.committed_json().expect("the schema is JSON"))
            .expect("the schema compiles")
    })
}
