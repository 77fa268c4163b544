//! The README stays true: its table of checks lists every diagnostic code, and its example tile
//! file is the bundled one, byte for byte.

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
