//! `tilecat export sqlite`: the database Python's `sqlite3` reads, its example queries (as the
//! manual writes them) answered as the catalog loaded in Rust says, its keys whole, its tables
//! documented alike in the schema and in the manual, and the same bytes on every run.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;
use tilecat::model::{Catalog, FeatureKind};
use tilecat::play::Coverage;

use crate::common::{self, tilecat};

/// Reads the database named first with Python's `sqlite3` and prints, as JSON: the answer to each
/// query named after it, `PRAGMA foreign_key_check`, `PRAGMA user_version` and each table's
/// schema text and columns.
const READ: &str = r#"
import json, sqlite3, sys
connection = sqlite3.connect(f"file:{sys.argv[1]}?mode=ro", uri=True)
answers = [connection.execute(query).fetchall() for query in sys.argv[2:]]
tables = {
    name: {"sql": sql, "columns": [row[1] for row in connection.execute(f"PRAGMA table_info({name})")]}
    for name, sql in connection.execute("SELECT name, sql FROM sqlite_schema WHERE type = 'table'")
}
print(json.dumps({
    "answers": answers,
    "broken_keys": connection.execute("PRAGMA foreign_key_check").fetchall(),
    "user_version": connection.execute("PRAGMA user_version").fetchone()[0],
    "tables": tables,
}))
"#;

fn manual() -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/manual.md"))
        .expect("docs/manual.md is readable")
}

/// The manual's section on the database: from its heading to the next section's.
fn database_section(manual: &str) -> &str {
    let start = manual
        .find("\n## The SQLite database\n")
        .expect("the manual has a section on the database");
    let rest = &manual[start + 1..];
    let end = rest[3..].find("\n## ").map_or(rest.len(), |end| end + 3);
    &rest[..end]
}

/// The ```sql blocks of `section`, in order.
fn queries(section: &str) -> Vec<String> {
    section
        .split("```sql\n")
        .skip(1)
        .map(|block| block.split("```").next().unwrap_or_default().to_owned())
        .collect()
}

/// The catalog of the bundled data, loaded as every command loads it.
fn bundled() -> Catalog {
    let validation = tilecat::input::validate::validate_paths(&[common::data()]);
    assert!(validation.diagnostics.is_empty());
    validation.catalog
}

fn export(out: &Path) {
    tilecat([
        "export".as_ref(),
        "sqlite".as_ref(),
        common::data().as_os_str(),
        "--out".as_ref(),
        out.as_os_str(),
    ])
    .expect_success();
}

fn read(database: &Path, queries: &[String]) -> Value {
    let output = Command::new("python3")
        .arg("-c")
        .arg(READ)
        .arg(database)
        .args(queries)
        .output()
        .expect("python3 runs");
    assert!(
        output.status.success(),
        "python3: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("the reader prints JSON")
}

#[test]
#[ignore = "needs python3 with its sqlite3 module: bash .ci/run installs it (apt-get install python3)"]
fn python_reads_the_database_and_its_example_queries_answer_as_the_catalog() {
    let temp = common::temp_dir("export-sqlite");
    let database = temp.path().join("tilecat.sqlite");
    export(&database);
    let manual = manual();
    let queries = queries(database_section(&manual));
    assert_eq!(queries.len(), 2, "the manual shows two example queries");
    let read = read(&database, &queries);
    assert_eq!(read["broken_keys"], serde_json::json!([]));
    assert_eq!(
        read["user_version"],
        tilecat::output::export::EXPORT_VERSION
    );

    let catalog = bundled();
    let in_c3 = || {
        catalog
            .tiles_of("base")
            .filter(|tile| tile.counts.get("C3") > 0)
    };
    let gardens: Vec<Value> = in_c3()
        .filter(|tile| {
            tile.features
                .iter()
                .any(|feature| feature.kind() == FeatureKind::Garden)
        })
        .map(|tile| serde_json::json!([tile.id, tile.counts.get("C3")]))
        .collect();
    assert_eq!(gardens.len(), 8, "the third edition has eight gardens");
    assert_eq!(read["answers"][0], Value::Array(gardens));

    let coverage = Coverage::of(in_c3().map(|tile| (tile, u32::from(tile.counts.get("C3")))));
    let classes: Vec<Value> = coverage
        .classes
        .iter()
        .map(|(class, (copies, tiles))| serde_json::json!([class.name(), tiles.len(), copies]))
        .collect();
    let copies: u32 = coverage.classes.values().map(|(copies, _)| copies).sum();
    assert_eq!(copies, 72, "the base game's 72 tiles");
    assert_eq!(read["answers"][1], Value::Array(classes));
}

#[test]
#[ignore = "needs python3 with its sqlite3 module: bash .ci/run installs it (apt-get install python3)"]
fn every_table_and_column_is_documented_alike_in_the_schema_and_in_the_manual() {
    let temp = common::temp_dir("export-sqlite-docs");
    let database = temp.path().join("tilecat.sqlite");
    export(&database);
    let read = read(&database, &[]);
    let manual = manual();
    let section = database_section(&manual);
    let tables = read["tables"].as_object().expect("tables");
    assert!(tables.len() >= 12, "{:?}", tables.keys());
    for (name, table) in tables {
        let sql = table["sql"].as_str().expect("schema text");
        let heading = format!("#### `{name}`\n\n");
        let documented = section
            .split(&heading)
            .nth(1)
            .unwrap_or_else(|| panic!("the manual documents no table `{name}`"));
        let documented = documented.split("\n#### ").next().unwrap_or_default();
        let (first, rest) = sql.split_once('\n').expect("a column a line");
        let about = first
            .split_once(" -- ")
            .unwrap_or_else(|| panic!("`{name}` has no comment"))
            .1;
        assert!(
            documented.starts_with(about),
            "the manual says of `{name}` what its schema says: {about}"
        );
        let comments: BTreeMap<&str, &str> = rest
            .lines()
            .filter_map(|line| {
                let (column, comment) = line.trim_start().split_once(" -- ")?;
                Some((column.split(' ').next()?, comment))
            })
            .collect();
        for column in table["columns"].as_array().expect("columns") {
            let column = column.as_str().expect("a name");
            let comment = comments
                .get(column)
                .unwrap_or_else(|| panic!("`{name}.{column}` has no comment in the schema"));
            let row = format!("| `{column}` | {comment} |");
            assert!(
                documented.contains(&row),
                "the manual's table of `{name}` should have the row {row}"
            );
        }
    }
}

#[test]
fn two_exports_give_the_same_bytes_and_another_programs_file_is_kept() {
    let temp = common::temp_dir("export-sqlite-bytes");
    let [first, second]: [PathBuf; 2] = ["a.sqlite", "b.sqlite"].map(|name| temp.path().join(name));
    export(&first);
    export(&second);
    let bytes = std::fs::read(&first).unwrap();
    assert!(bytes.starts_with(b"SQLite format 3\0"));
    assert!(
        bytes == std::fs::read(&second).unwrap(),
        "two exports differ"
    );
    // The database it wrote is replaced; a database of another program is not.
    export(&first);
    let mut foreign = bytes.clone();
    foreign[68..72].copy_from_slice(&[0; 4]);
    std::fs::write(&second, &foreign).unwrap();
    let run = tilecat([
        "export".as_ref(),
        "sqlite".as_ref(),
        common::data().as_os_str(),
        "--out".as_ref(),
        second.as_os_str(),
    ]);
    run.expect_code(2);
    assert!(
        run.stderr
            .contains("not a SQLite database exported by tilecat"),
        "{}",
        run.stderr
    );
    assert!(
        std::fs::read(&second).unwrap() == foreign,
        "the other file was changed"
    );
}

#[test]
#[ignore = "needs python3 with its sqlite3 module: bash .ci/run installs it (apt-get install python3)"]
fn hostile_names_read_back_from_the_database_as_the_data_holds_them() {
    use crate::common::hostile::{self, HOSTILE, expansion_id, feature_ids, tile_id};
    let temp = common::temp_dir("export-sqlite-hostile");
    let data = temp.path().join("data");
    hostile::write_data(&data);
    let database = temp.path().join("hostile.sqlite");
    tilecat([
        "export".as_ref(),
        "sqlite".as_ref(),
        data.as_os_str(),
        "--out".as_ref(),
        database.as_os_str(),
    ])
    .expect_success();
    let queries = [
        "SELECT id, name, symbol FROM expansions ORDER BY id",
        "SELECT id, letter FROM tiles ORDER BY id",
        "SELECT tile, id FROM features ORDER BY tile, ordinal",
    ]
    .map(str::to_owned);
    let read = read(&database, &queries);
    assert_eq!(read["broken_keys"], serde_json::json!([]));
    for (index, text) in HOSTILE.iter().enumerate() {
        let row = |query: usize, key: &str| -> Vec<Value> {
            read["answers"][query]
                .as_array()
                .unwrap()
                .iter()
                .filter(|row| row[0] == key)
                .cloned()
                .collect()
        };
        let expansion = expansion_id(index);
        assert_eq!(
            row(0, &expansion),
            [serde_json::json!([expansion, text, text])]
        );
        let tile = tile_id(index);
        assert_eq!(row(1, &tile), [serde_json::json!([tile, text])]);
        let features: Vec<Value> = row(2, &tile).iter().map(|row| row[1].clone()).collect();
        assert_eq!(features, feature_ids(index).map(Value::from));
    }
}

#[test]
#[ignore = "needs python3 with its sqlite3 module: bash .ci/run installs it (apt-get install python3)"]
fn an_edition_without_a_year_is_exported_with_none() {
    // JCloisterZone's tile sets carry no year: imported, each is an edition without one.
    let temp = common::temp_dir("export-sqlite-no-year");
    let data = temp.path().join("data");
    let pack = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/jcz/packs/basic.xml");
    tilecat([
        "import".as_ref(),
        "jcz".as_ref(),
        "--out".as_ref(),
        data.as_os_str(),
        pack.as_os_str(),
    ])
    .expect_success();
    let validation = tilecat::input::validate::validate_paths(std::slice::from_ref(&data));
    assert!(!validation.has_errors(), "{:#?}", validation.diagnostics);
    let editions: Vec<Value> = validation
        .catalog
        .expansions
        .iter()
        .flat_map(|expansion| {
            expansion.editions.iter().map(|edition| {
                serde_json::json!([expansion.id.as_ref(), edition.id.as_ref(), edition.year])
            })
        })
        .collect();
    assert!(
        editions.iter().any(|edition| edition[2].is_null()),
        "{editions:?}"
    );
    let database = temp.path().join("basic.sqlite");
    tilecat([
        "export".as_ref(),
        "sqlite".as_ref(),
        data.as_os_str(),
        "--out".as_ref(),
        database.as_os_str(),
    ])
    .expect_success();
    let read = read(
        &database,
        &["SELECT expansion, id, year FROM editions ORDER BY expansion, id".to_owned()],
    );
    let mut expected = editions;
    expected.sort_by(|a, b| (a[0].as_str(), a[1].as_str()).cmp(&(b[0].as_str(), b[1].as_str())));
    assert_eq!(read["answers"][0], Value::Array(expected));
    assert_eq!(read["broken_keys"], serde_json::json!([]));
}
