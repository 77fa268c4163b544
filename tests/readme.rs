//! The README stays true: its table of checks lists every diagnostic code, its example tile
//! file is the bundled one, byte for byte, and every test its Guarantees name exists.

use tilecat::diagnostic::Code;

fn readme() -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/README.md")).unwrap()
}

#[test]
fn the_table_of_checks_lists_every_code_once() {
    let readme = readme();
    for code in Code::ALL {
        let meaning = code.meaning().trim_end_matches('.');
        let row = format!("| {} | `{}` | {meaning}", code.number(), code.name());
        assert_eq!(
            readme.matches(&row).count(),
            1,
            "README.md should have one row starting `{row}` (the code's meaning)"
        );
    }
    let rows = readme
        .lines()
        .filter(|line| line.starts_with("| E0") || line.starts_with("| W0"))
        .count();
    assert_eq!(
        rows,
        Code::ALL.len(),
        "README.md lists a code that does not exist"
    );
}

#[test]
fn the_example_tile_file_is_the_bundled_tile_f() {
    let readme = readme();
    let start = readme
        .find("```toml\n#:schema")
        .expect("README.md shows a tile file")
        + 8;
    let end = start + readme[start..].find("```").unwrap();
    let bundled = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/data/flier/tiles/F.toml"
    ))
    .unwrap();
    assert_eq!(&readme[start..end], bundled);
}

#[test]
fn every_test_the_guarantees_name_exists() {
    let readme = readme();
    let start = readme
        .find("## Guarantees")
        .expect("README.md has Guarantees");
    let section = &readme[start..];
    let section = &section[..section[3..]
        .find("\n## ")
        .map_or(section.len(), |end| end + 3)];
    let mut named = 0;
    for quoted in section.split('`').skip(1).step_by(2) {
        let Some((file, test)) = quoted.split_once("::") else {
            continue;
        };
        if !file.chars().all(|c| c.is_ascii_lowercase() || c == '_') {
            continue;
        }
        let path = format!("{}/tests/{file}.rs", env!("CARGO_MANIFEST_DIR"));
        let source = std::fs::read_to_string(&path)
            .unwrap_or_else(|error| panic!("README names {quoted}, but {path}: {error}"));
        assert!(
            source.contains(&format!("fn {test}()")),
            "README names {quoted}, which {path} does not define"
        );
        named += 1;
    }
    assert!(
        named >= 10,
        "the Guarantees name their tests ({named} found)"
    );
}
