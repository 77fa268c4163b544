//! `tilecat gen ts`: the committed TypeScript tables of the bundled data do not drift, `tsc
//! --strict` (TypeScript from the npm registry, in `tests/engines/node_modules`) accepts them
//! and code using them, and refuses data that strays from the types; `--out` replaces only a
//! file `gen ts` made.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::common::{temp_dir, tilecat};
use tilecat::codegen::{REGENERATE_TS, typescript_module};
use tilecat::validate::validate_paths;

/// The committed tables, relative to the crate's root.
const COMMITTED: &str = "tests/engines/tilecat.ts";

#[test]
fn the_committed_tables_are_what_gen_ts_writes() {
    let catalog = validate_paths(&[PathBuf::from("data")])
        .catalog
        .in_edition(None)
        .unwrap();
    let module = typescript_module(&catalog, REGENERATE_TS).unwrap();
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

/// Runs `tsc --strict --noEmit` on `files` in `folder`; its exit status and output.
fn tsc(folder: &Path, files: &[&str]) -> (bool, String) {
    let tsc = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/engines/node_modules/.bin/tsc");
    assert!(
        tsc.is_file(),
        "TypeScript is not installed: bash .ci/run installs it (npm ci --prefix tests/engines)"
    );
    let output = Command::new(tsc)
        .args(["--strict", "--noEmit", "--target", "es2020"])
        .args(files)
        .current_dir(folder)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&output.stdout).into_owned()
        + &String::from_utf8_lossy(&output.stderr);
    (output.status.success(), text)
}

/// Code using the tables as a frontend would: every use here type-checks, and each line under
/// `@ts-expect-error` must be refused (tsc fails when such a line is accepted).
const USE: &str = r#"import { CATALOG, TILES, EXPANSIONS, type Tile, type EdgeKind, type Direction } from "./tilecat";

const flier: readonly Tile[] = TILES.filter((tile) => tile.expansion === "flier");
const north: EdgeKind = flier[0].edges.N;
const arrow: Direction | undefined = flier[0].flier?.direction;
const copies: number | undefined = TILES[0].counts["C3"];
const names: readonly string[] = EXPANSIONS.map((expansion) => expansion.name);
const version: 1 = CATALOG.version;
// @ts-expect-error: the tables are readonly
TILES[0].letter = "Z";
// @ts-expect-error: a list of the tables cannot grow
TILES.push(TILES[0]);
// @ts-expect-error: a side is a field, a road, a city or a river
const moat: EdgeKind = "moat";
export { north, arrow, copies, names, version, moat };
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
    let (clean, output) = tsc(folder, &["tilecat.ts", "use.ts"]);
    assert!(clean, "tsc --strict refused the tables: {output}");
    // A side kind the types do not know, and a tile without its letter: both refused.
    let strays = [
        committed.replacen("\"N\": \"city\"", "\"N\": \"moat\"", 1),
        committed.replacen("\"letter\": \"A\",", "", 1),
    ];
    for (index, stray) in strays.iter().enumerate() {
        assert_ne!(*stray, committed, "stray {index} changed nothing");
        std::fs::write(folder.join("tilecat.ts"), stray).unwrap();
        let (clean, output) = tsc(folder, &["tilecat.ts"]);
        assert!(!clean, "tsc accepted stray {index}");
        assert!(output.contains("error TS"), "{output}");
    }
}
