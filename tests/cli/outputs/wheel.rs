//! The Python package: the wheel `tilecat::output::wheel::wheel` makes installs with pip into a fresh
//! virtual environment, offline; a program that uses every record type reads the catalog as
//! the catalog loaded in Rust holds it and passes `mypy --strict`, which refuses a program that
//! misuses the types; the archive is the same bytes every time, its `RECORD` true to its files.

use std::path::Path;
use std::process::{Command, Output};

use serde_json::{Value, json};
use tilecat::model::{Catalog, Feature, FeatureKind, Tile};
use tilecat::output::drawing::catalog_footprints;
use tilecat::output::wheel::{Wheel, wheel};

use crate::common;

/// A data version with a pre-release, which PEP 440 writes otherwise than SemVer.
const DATA_VERSION: &str = "1.2.0-rc.1";
const FORMAT_VERSION: &str = "3.0.0";

/// Uses every record type of the package and prints what it read as JSON.
const PROGRAM: &str = r#"import json
from importlib.metadata import version

import tilecat_data
from tilecat_data import (
    DATA_VERSION,
    FORMAT_VERSION,
    Catalog,
    Die,
    Edges,
    Edition,
    Expansion,
    Feature,
    Flier,
    Illustration,
    Marker,
    Symbol,
    Tile,
)


def edition_ids(expansion: Expansion) -> list[str]:
    editions: list[Edition] = expansion["editions"]
    return [edition["id"] for edition in editions]


def faces(expansion: Expansion) -> list[int]:
    die: Die | None = expansion.get("die")
    return [] if die is None else die["faces"]


def corner(expansion: Expansion) -> str | None:
    symbol: Symbol | None = expansion.get("symbol")
    return None if symbol is None else symbol["corner"]


def sides(tile: Tile) -> list[str]:
    edges: Edges = tile["edges"]
    return [edges["N"], edges["E"], edges["S"], edges["W"]]


def features(tile: Tile) -> list[list[object]]:
    found: list[Feature] = tile["features"]
    return [
        [feature["kind"], feature["id"], feature["edges"], len(feature["shape"]), feature["spot"]]
        for feature in found
    ]


def arrow(tile: Tile) -> str | None:
    flier: Flier | None = tile.get("flier")
    return None if flier is None else flier["direction"]


def pictures(tile: Tile) -> list[str]:
    shown: list[Illustration] = tile["illustrations"]
    return [f"{picture['kind']} in {picture['field']}" for picture in shown]


def markers(tile: Tile) -> list[str]:
    printed: list[Marker] = tile.get("markers", [])
    return [marker["kind"] for marker in printed]


def missing() -> bool:
    try:
        tilecat_data.tile("no-such-tile")
    except KeyError:
        return True
    return False


whole: Catalog = tilecat_data.catalog()
print(json.dumps({
    "version": version("tilecat-data"),
    "data_version": DATA_VERSION,
    "format_version": FORMAT_VERSION,
    "layout": whole["version"],
    "expansions": [
        [expansion["id"], expansion["name"], edition_ids(expansion), faces(expansion), corner(expansion)]
        for expansion in tilecat_data.expansions()
    ],
    "tiles": [
        [
            tile["id"],
            tile["expansion"],
            tile["letter"],
            sides(tile),
            features(tile),
            arrow(tile),
            pictures(tile),
            markers(tile),
            tile["counts"],
            tile.get("start", False),
        ]
        for tile in tilecat_data.tiles()
    ],
    "flier": [tile["id"] for tile in tilecat_data.tiles("flier")],
    "garden_letter": tilecat_data.tile("base-E-garden")["letter"],
    "flier_name": tilecat_data.expansion("flier")["name"],
    "missing": missing(),
}))
"#;

/// Misuses the types twice: mypy must refuse both lines.
const MISUSE: &str = r#"import tilecat_data

letter: int = tilecat_data.tile("flier-A")["letter"]
side: tilecat_data.EdgeKind = "lake"
"#;

/// Checks the archive with Python's own zipfile: each entry's date, mode and `RECORD` line.
const ARCHIVE: &str = r#"import base64, csv, hashlib, io, json, sys, zipfile
archive = zipfile.ZipFile(sys.argv[1])
names = archive.namelist()
record = next(name for name in names if name.endswith(".dist-info/RECORD"))
rows = list(csv.reader(io.StringIO(archive.read(record).decode())))
wrong = []
for path, digest, size in rows:
    if path == record:
        if (digest, size) != ("", ""):
            wrong.append(path)
        continue
    data = archive.read(path)
    expected = "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    if digest != expected or int(size) != len(data):
        wrong.append(path)
print(json.dumps({
    "names": names,
    "recorded": [row[0] for row in rows],
    "wrong": wrong,
    "dates": sorted({info.date_time for info in archive.infolist()}),
    "modes": sorted({info.external_attr >> 16 for info in archive.infolist()}),
    "methods": sorted({info.compress_type for info in archive.infolist()}),
    "wheel": archive.read(next(name for name in names if name.endswith(".dist-info/WHEEL"))).decode(),
}))
"#;

fn made(catalog: &Catalog) -> Wheel {
    wheel(
        catalog,
        &catalog_footprints(catalog),
        DATA_VERSION,
        FORMAT_VERSION,
    )
    .expect("the wheel is made")
}

fn bundled() -> Catalog {
    let validation = tilecat::input::validate::validate_paths(&[common::data()]);
    assert!(validation.diagnostics.is_empty());
    validation.catalog
}

#[track_caller]
fn succeeded(what: &str, output: Output) -> String {
    assert!(
        output.status.success(),
        "{what}: {}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8(output.stdout).expect("UTF-8")
}

fn python(program: &str, args: &[&Path]) -> Value {
    let output = Command::new("python3")
        .arg("-c")
        .arg(program)
        .args(args)
        .output()
        .expect("python3 runs");
    serde_json::from_str(&succeeded("python3", output)).expect("JSON")
}

/// What the program prints of `tile`, from the catalog loaded in Rust.
fn expected_tile(tile: &Tile, footprints: &[tilecat::model::Footprint]) -> Value {
    let features: Vec<Value> = tile
        .features
        .iter()
        .zip(footprints)
        .map(|(feature, footprint)| {
            let edges: Vec<&str> = feature.edges().iter().map(|edge| edge.name()).collect();
            json!([
                feature.kind().name(),
                feature.id(),
                edges,
                footprint.rings.len(),
                footprint.spot()
            ])
        })
        .collect();
    let counts: serde_json::Map<String, Value> = tile
        .counts
        .iter()
        .map(|count| (count.edition.to_string(), json!(count.count)))
        .collect();
    json!([
        tile.id,
        tile.expansion,
        tile.letter,
        tile.edges.clockwise().map(|kind| kind.name()),
        features,
        tile.flier.map(|flier| flier.direction.name()),
        tile.illustrations
            .iter()
            .map(|picture| format!("{} in {}", picture.kind.name(), picture.field))
            .collect::<Vec<_>>(),
        tile.markers
            .iter()
            .map(|marker| marker.kind.name())
            .collect::<Vec<_>>(),
        counts,
        tile.start,
    ])
}

#[test]
fn the_wheel_is_the_same_bytes_every_time_and_refuses_a_version_python_cannot_write() {
    let catalog = bundled();
    let first = made(&catalog);
    assert_eq!(first.file_name, "tilecat_data-1.2.0rc1-py3-none-any.whl");
    assert!(first == made(&catalog), "two wheels of one catalog differ");
    let footprints = catalog_footprints(&catalog);
    let refused = wheel(&catalog, &footprints, "1.2.0-nightly", FORMAT_VERSION).unwrap_err();
    assert!(refused.to_string().contains("`1.2.0-nightly`"), "{refused}");
    assert!(wheel(&catalog, &footprints, DATA_VERSION, "3").is_err());
}

#[test]
#[ignore = "needs python3 with venv and zipfile, and mypy: bash .ci/run installs them \
            (pip install mypy)"]
fn pip_installs_the_wheel_offline_and_mypy_strict_accepts_typed_use_of_every_record() {
    let catalog = bundled();
    let wheel = made(&catalog);
    let temp = common::temp_dir("wheel");
    let file = temp.path().join(&wheel.file_name);
    std::fs::write(&file, &wheel.bytes).unwrap();

    let archive = python(ARCHIVE, &[&file]);
    assert_eq!(archive["wrong"], json!([]), "RECORD lines that do not fit");
    let names = archive["names"].as_array().unwrap();
    assert_eq!(
        &archive["recorded"], &archive["names"],
        "RECORD lists every file"
    );
    let dist_info = "tilecat_data-1.2.0rc1.dist-info";
    assert_eq!(
        names.last(),
        Some(&json!(format!("{dist_info}/RECORD"))),
        "RECORD comes last"
    );
    for name in ["__init__.py", "catalog.json", "py.typed"] {
        assert!(
            names.contains(&json!(format!("tilecat_data/{name}"))),
            "{name}"
        );
    }
    assert_eq!(archive["dates"], json!([[1980, 1, 1, 0, 0, 0]]));
    assert_eq!(archive["modes"], json!([0o100644]));
    assert_eq!(archive["methods"], json!([8]), "every entry deflated");
    let wheel_file = archive["wheel"].as_str().unwrap();
    assert!(
        wheel_file.contains("Root-Is-Purelib: true\n")
            && wheel_file.contains("Tag: py3-none-any\n")
    );

    let venv = temp.path().join("venv");
    succeeded(
        "python3 -m venv",
        Command::new("python3")
            .args(["-m", "venv"])
            .arg(&venv)
            .output()
            .unwrap(),
    );
    let venv_python = venv.join("bin/python");
    succeeded(
        "pip install",
        Command::new(&venv_python)
            .args(["-m", "pip", "install", "--no-index", "--no-deps"])
            .arg(&file)
            .env("PIP_DISABLE_PIP_VERSION_CHECK", "1")
            .output()
            .unwrap(),
    );

    let program = temp.path().join("uses_every_record.py");
    std::fs::write(&program, PROGRAM).unwrap();
    let read: Value = serde_json::from_str(&succeeded(
        "the program",
        Command::new(&venv_python)
            .arg(&program)
            .current_dir(temp.path())
            .output()
            .unwrap(),
    ))
    .unwrap();
    let footprints = catalog_footprints(&catalog);
    let tiles: Vec<Value> = catalog
        .tiles
        .iter()
        .map(|tile| expected_tile(tile, &footprints[&*tile.id]))
        .collect();
    let expansions: Vec<Value> = catalog
        .expansions
        .iter()
        .map(|expansion| {
            let editions: Vec<&str> = expansion.editions.iter().map(|e| e.id.as_ref()).collect();
            json!([
                expansion.id,
                expansion.name,
                editions,
                expansion.die.as_ref().map_or(&[][..], |die| &die.faces[..]),
                expansion.symbol.as_ref().map(|symbol| symbol.corner.name()),
            ])
        })
        .collect();
    let flier: Vec<&str> = catalog
        .tiles_of("flier")
        .map(|tile| tile.id.as_ref())
        .collect();
    assert_eq!(
        read,
        json!({
            "version": "1.2.0rc1",
            "data_version": DATA_VERSION,
            "format_version": FORMAT_VERSION,
            "layout": tilecat::output::export::EXPORT_VERSION,
            "expansions": expansions,
            "tiles": tiles,
            "flier": flier,
            "garden_letter": "E",
            "flier_name": "The Flier",
            "missing": true,
        })
    );

    // The manual's example runs as it is written.
    let manual =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/manual.md"))
            .unwrap();
    let section = manual
        .split("\n## The Python package\n")
        .nth(1)
        .expect("the manual has a section on the Python package");
    let example = section
        .split("```python\n")
        .nth(1)
        .and_then(|block| block.split("```").next())
        .expect("the section shows an example");
    let printed = succeeded(
        "the manual's example",
        Command::new(&venv_python)
            .args(["-c", example])
            .output()
            .unwrap(),
    );
    let gardens: Vec<String> = catalog
        .tiles_of("base")
        .filter(|tile| {
            let garden = |feature: &Feature| feature.kind() == FeatureKind::Garden;
            tile.counts.get("C3") > 0 && tile.features.iter().any(garden)
        })
        .map(|tile| format!("{} {}", tile.id, tile.counts.get("C3")))
        .collect();
    assert_eq!(
        printed,
        format!("{}\nW {DATA_VERSION}\n", gardens.join("\n")),
        "the manual's example"
    );

    let mypy = |file: &Path| {
        Command::new("python3")
            .args([
                "-m",
                "mypy",
                "--strict",
                "--no-incremental",
                "--python-executable",
            ])
            .arg(&venv_python)
            .arg(file)
            .current_dir(temp.path())
            .output()
            .expect("python3 runs")
    };
    succeeded("mypy --strict", mypy(&program));
    let misuse = temp.path().join("misuse.py");
    std::fs::write(&misuse, MISUSE).unwrap();
    let refused = mypy(&misuse);
    let said = String::from_utf8_lossy(&refused.stdout);
    assert!(
        !refused.status.success(),
        "mypy accepted the misuse: {said}"
    );
    assert!(
        said.contains("misuse.py:3: error: Incompatible types in assignment")
            && said.contains("misuse.py:4: error: Incompatible types in assignment"),
        "{said}"
    );
}
