//! `tilecat gen ts`: the committed TypeScript tables of the bundled data do not drift, `tsc
//! --strict` (TypeScript from the npm registry, in `tests/engines/node_modules`) accepts them
//! and code using them, and refuses data that strays from the types (a tile id no tile has
//! among them); no name of the tables is a global of JavaScript or the DOM; the helpers, run by
//! Node.js, turn sides and name frames as the model and the atlas do; `--out` replaces only a
//! file `gen ts` made.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::json;

use crate::common::{temp_dir, tilecat};
use tilecat::input::validate::validate_paths;
use tilecat::model::{Direction, EdgePosition, Rotation, Side};
use tilecat::output::codegen::{REGENERATE_TS, typescript_module};
use tilecat::output::render::frame_name;

/// The committed tables, relative to the crate's root.
const COMMITTED: &str = "tests/engines/tilecat.ts";

#[test]
fn the_committed_tables_are_what_gen_ts_writes() {
    let catalog = validate_paths(&[PathBuf::from("data")])
        .catalog
        .in_edition(None)
        .unwrap();
    let module = typescript_module(&catalog, REGENERATE_TS, frame_name).unwrap();
    let committed = std::fs::read_to_string(COMMITTED).unwrap();
    assert!(
        committed == module,
        "{COMMITTED} is stale: regenerate it with `{REGENERATE_TS}`"
    );
    let check = tilecat(["gen", "ts", "--out", COMMITTED, "--check"]);
    assert_eq!(check.code, 0, "{check:?}");
}

#[test]
fn out_replaces_only_a_typescript_module_gen_ts_made() {
    let temp = temp_dir("gen-ts-out");
    let file = temp.path().join("tilecat.ts");
    let path = file.to_str().unwrap();
    let write = tilecat(["gen", "ts", "--out", path]);
    assert_eq!(write.code, 0, "{write:?}");
    let written = std::fs::read_to_string(&file).unwrap();
    assert!(written.starts_with(&format!(
        "// TypeScript tables generated from the data files by `tilecat gen ts --out {path}`.\n"
    )));
    assert_eq!(tilecat(["gen", "ts", "--out", path]).code, 0);
    // A Rust module of tables is not a TypeScript module: it stays as it is.
    let rust = tilecat(["gen", "rust", "--out", path]);
    assert_eq!(rust.code, 2, "{rust:?}");
    std::fs::write(&file, "export const mine = 1;\n").unwrap();
    let refused = tilecat(["gen", "ts", "--out", path]);
    assert_eq!(refused.code, 2, "{refused:?}");
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        "export const mine = 1;\n"
    );
}

/// Runs `tsc --strict` with `args` in `folder`; its exit status and output.
fn tsc(folder: &Path, args: &[&str]) -> (bool, String) {
    let tsc = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/engines/node_modules/.bin/tsc");
    assert!(
        tsc.is_file(),
        "TypeScript is not installed: bash .ci/run installs it (npm ci --prefix tests/engines)"
    );
    let output = Command::new(tsc)
        .args(["--strict", "--target", "es2020"])
        .args(args)
        .current_dir(folder)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&output.stdout).into_owned()
        + &String::from_utf8_lossy(&output.stderr);
    (output.status.success(), text)
}

/// Runs `tsc --strict --noEmit` on `files` in `folder`; its exit status and output.
fn type_check(folder: &Path, files: &[&str]) -> (bool, String) {
    let mut args = vec!["--noEmit"];
    args.extend_from_slice(files);
    tsc(folder, &args)
}

/// Code using the tables as a frontend would: every use here type-checks, and each line under
/// `@ts-expect-error` must be refused (tsc fails when such a line is accepted).
const USE: &str = r#"import {
  CATALOG, TILES, EXPANSIONS, TILES_BY_ID, ROTATIONS, tileById, isTileId, expansionById,
  rotateSide, rotateEdgePosition, rotateDirection, frameName,
  type Tile, type TileId, type ExpansionId, type EdgeKind, type Direction, type Side,
  type EdgePosition, type Rotation, type ExpansionSymbol,
} from "./tilecat";

const flier: readonly Tile[] = TILES.filter((tile) => tile.expansion === "flier");
const north: EdgeKind = flier[0].edges.N;
const arrow: Direction | undefined = flier[0].flier?.direction;
const copies: number | undefined = TILES[0].counts["C3"];
const names: readonly string[] = EXPANSIONS.map((expansion) => expansion.name);
const version: 2 = CATALOG.version;
const start: Tile = tileById("base-D");
const id: TileId = start.id;
const home: ExpansionId = start.expansion;
const found: Tile | undefined = TILES_BY_ID.get(id);
const mark: ExpansionSymbol | null | undefined = expansionById(home).symbol;
const typed: string = "flier-A";
const checked: TileId | undefined = isTileId(typed) ? typed : undefined;
const turns: readonly Rotation[] = ROTATIONS;
const east: Side = rotateSide("N", 90);
const across: EdgePosition = rotateEdgePosition("NL", 180);
const heading: Direction = rotateDirection("NE", 270);
const frame: string = frameName("flier-A", 90);
// @ts-expect-error: the tables are readonly
TILES[0].letter = "Z";
// @ts-expect-error: a list of the tables cannot grow
TILES.push(TILES[0]);
// @ts-expect-error: the lookup cannot change
TILES_BY_ID.set("base-D", start);
// @ts-expect-error: a side is a field, a road, a city or a river
const moat: EdgeKind = "moat";
// @ts-expect-error: no tile has this id
const missing: Tile = tileById("base-ZZ");
// @ts-expect-error: no expansion has this id
const fliers = expansionById("fliers");
// @ts-expect-error: a tile's expansion is one of the catalog's
const none = TILES.filter((tile) => tile.expansion === "fliers");
// @ts-expect-error: a tile turns by quarter turns
const slanted: Side = rotateSide("N", 45);
// @ts-expect-error: a frame is named by a tile id
const unknown: string = frameName("flier-Z", 0);
export {
  north, arrow, copies, names, version, found, mark, checked, turns, east, across, heading,
  frame, moat, missing, fliers, none, slanted, unknown,
};
"#;

#[test]
#[ignore = "needs TypeScript from the npm registry: bash .ci/run installs it \
            (npm ci --prefix tests/engines)"]
fn tsc_strict_accepts_the_tables_and_refuses_data_that_strays_from_their_types() {
    let temp = temp_dir("tsc");
    let folder = temp.path();
    let committed = std::fs::read_to_string(COMMITTED).unwrap();
    std::fs::write(folder.join("tilecat.ts"), &committed).unwrap();
    std::fs::write(folder.join("use.ts"), USE).unwrap();
    let (clean, output) = type_check(folder, &["tilecat.ts", "use.ts"]);
    assert!(clean, "tsc --strict refused the tables: {output}");
    // A side kind the types do not know, and a tile without its letter: both refused.
    let strays = [
        committed.replacen("\"N\": \"city\"", "\"N\": \"moat\"", 1),
        committed.replacen("\"letter\": \"A\",", "", 1),
    ];
    for (index, stray) in strays.iter().enumerate() {
        assert_ne!(*stray, committed, "stray {index} changed nothing");
        std::fs::write(folder.join("tilecat.ts"), stray).unwrap();
        let (clean, output) = type_check(folder, &["tilecat.ts"]);
        assert!(!clean, "tsc accepted stray {index}");
        assert!(output.contains("error TS"), "{output}");
    }
}

/// The names the module `text` exports: its interfaces, types, constants and functions.
fn exported_names(text: &str) -> Vec<&str> {
    text.lines()
        .filter_map(|line| {
            let rest = line.strip_prefix("export ")?;
            let (_, rest) = rest.split_once(' ')?;
            rest.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '$'))
                .next()
        })
        .filter(|name| !name.is_empty())
        .collect()
}

#[test]
#[ignore = "needs TypeScript from the npm registry: bash .ci/run installs it \
            (npm ci --prefix tests/engines)"]
fn no_name_of_the_tables_is_a_javascript_or_dom_global() {
    let committed = std::fs::read_to_string(COMMITTED).unwrap();
    let names = exported_names(&committed);
    // A script (no import, no export) sees only the globals of the libraries: every name of
    // the tables, as a type and as a value, must be unknown there.
    let probe: String = names
        .iter()
        .enumerate()
        .map(|(index, name)| format!("type Type{index} = {name};\nconst value{index} = {name};\n"))
        .collect();
    let temp = temp_dir("tsc-globals");
    std::fs::write(temp.path().join("probe.ts"), probe).unwrap();
    let (_, output) = tsc(
        temp.path(),
        &["--noEmit", "--lib", "es2022,dom,dom.iterable", "probe.ts"],
    );
    for name in &names {
        let unknown = output
            .matches(&format!("Cannot find name '{name}'"))
            .count();
        assert_eq!(
            unknown, 2,
            "{name} is a global of lib.es2022 or lib.dom: {output}"
        );
    }
    for expected in ["Tile", "TileId", "TILES", "tileById", "frameName"] {
        assert!(names.contains(&expected), "{expected} not in {names:?}");
    }
}

#[test]
#[ignore = "needs TypeScript from the npm registry and Node.js: bash .ci/run installs them \
            (npm ci --prefix tests/engines)"]
fn the_helpers_turn_and_name_as_the_model_and_the_atlas_do() {
    let catalog = validate_paths(&[PathBuf::from("data")])
        .catalog
        .in_edition(None)
        .unwrap();
    let list = |values: Vec<serde_json::Value>| serde_json::Value::Array(values).to_string();
    let sides = list(Side::ALL.iter().map(|side| json!(side)).collect());
    let positions = list(EdgePosition::ALL.iter().map(|at| json!(at)).collect());
    let directions = list(Direction::ALL.iter().map(|way| json!(way)).collect());
    let script = format!(
        "import {{ TILES, ROTATIONS, tileById, isTileId, frameName, rotateSide, \
         rotateEdgePosition, rotateDirection, type Side, type EdgePosition, type Direction }} \
         from \"./tilecat\";\n\
         const sides: readonly Side[] = {sides};\n\
         const positions: readonly EdgePosition[] = {positions};\n\
         const directions: readonly Direction[] = {directions};\n\
         console.log(JSON.stringify({{\n\
           frames: TILES.map((tile) => ROTATIONS.map((rotation) => frameName(tile.id, rotation))),\n\
           sides: sides.map((side) => ROTATIONS.map((rotation) => rotateSide(side, rotation))),\n\
           positions: positions.map((at) => ROTATIONS.map((rotation) => rotateEdgePosition(at, rotation))),\n\
           directions: directions.map((way) => ROTATIONS.map((rotation) => rotateDirection(way, rotation))),\n\
           found: TILES.every((tile) => tileById(tile.id) === tile && isTileId(tile.id)),\n\
           strangers: [\"flier-Z\", \"\", \"toString\"].filter(isTileId),\n\
         }}));\n"
    );
    let temp = temp_dir("tsc-run");
    let folder = temp.path();
    std::fs::copy(COMMITTED, folder.join("tilecat.ts")).unwrap();
    std::fs::write(folder.join("turns.ts"), script).unwrap();
    let (clean, output) = tsc(
        folder,
        &[
            "--module",
            "commonjs",
            "--outDir",
            "out",
            "tilecat.ts",
            "turns.ts",
        ],
    );
    assert!(clean, "{output}");
    let run = Command::new("node")
        .arg("out/turns.js")
        .current_dir(folder)
        .output()
        .expect("Node.js runs the compiled tables");
    assert!(run.status.success(), "{run:?}");
    let answer: serde_json::Value = serde_json::from_slice(&run.stdout).unwrap();
    let turned = |rotate: &dyn Fn(Rotation) -> serde_json::Value| {
        Rotation::ALL
            .iter()
            .map(|&rotation| rotate(rotation))
            .collect::<Vec<_>>()
    };
    let frames: Vec<_> = catalog
        .tiles
        .iter()
        .map(|tile| turned(&|rotation| json!(frame_name(tile, rotation))))
        .collect();
    assert_eq!(answer["frames"], json!(frames));
    let sides: Vec<_> = Side::ALL
        .iter()
        .map(|side| turned(&|rotation| json!(side.rotated(rotation))))
        .collect();
    assert_eq!(answer["sides"], json!(sides));
    let positions: Vec<_> = EdgePosition::ALL
        .iter()
        .map(|at| turned(&|rotation| json!(at.rotated(rotation))))
        .collect();
    assert_eq!(answer["positions"], json!(positions));
    let directions: Vec<_> = Direction::ALL
        .iter()
        .map(|way| turned(&|rotation| json!(way.rotated(rotation))))
        .collect();
    assert_eq!(answer["directions"], json!(directions));
    assert_eq!(answer["found"], json!(true));
    assert_eq!(answer["strangers"], json!([]));
}
