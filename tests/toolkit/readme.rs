//! The manual (`docs/manual.md`, which the README's front page links) stays true: its table of
//! checks lists every diagnostic code, its example tile file is the bundled one, byte for byte,
//! and every test its Guarantees name exists; and every link of the README and of `docs/` leads
//! to a file that exists.

use tilecat::shared::diagnostic::Code;

fn manual() -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/manual.md")).unwrap()
}

#[test]
fn the_table_of_checks_lists_every_code_once() {
    let readme = manual();
    for code in Code::ALL {
        let meaning = code.meaning().trim_end_matches('.');
        let row = format!("| {} | `{}` | {meaning}", code.number(), code.name());
        assert_eq!(
            readme.matches(&row).count(),
            1,
            "docs/manual.md should have one row starting `{row}` (the code's meaning)"
        );
    }
    let rows = readme
        .lines()
        .filter(|line| line.starts_with("| E0") || line.starts_with("| W0"))
        .count();
    assert_eq!(
        rows,
        Code::ALL.len(),
        "docs/manual.md lists a code that does not exist"
    );
}

#[test]
fn the_example_tile_file_is_the_bundled_tile_f() {
    let readme = manual();
    let start = readme
        .find("```toml\n#:schema")
        .expect("docs/manual.md shows a tile file")
        + 8;
    let end = start + readme[start..].find("```").unwrap();
    let bundled = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/data/flier/tiles/F.toml"
    ))
    .unwrap();
    assert_eq!(&readme[start..end], bundled);
}

/// The test module at the module path `path` (such as `safety::faults`) in one of the
/// gathered test binaries: `tests/BINARY/safety/faults.rs`.
fn test_module(path: &str) -> Option<std::path::PathBuf> {
    let tests = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests");
    let file = format!("{}.rs", path.replace("::", "/"));
    std::fs::read_dir(tests)
        .unwrap()
        .map(|entry| entry.unwrap().path().join(&file))
        .find(|path| path.is_file())
}

#[test]
fn every_test_the_guarantees_name_exists() {
    let readme = manual();
    let start = readme
        .find("## Guarantees")
        .expect("docs/manual.md has Guarantees");
    let section = &readme[start..];
    let section = &section[..section[3..]
        .find("\n## ")
        .map_or(section.len(), |end| end + 3)];
    let mut named = 0;
    for quoted in section.split('`').skip(1).step_by(2) {
        let Some((module, test)) = quoted.rsplit_once("::") else {
            continue;
        };
        if !module
            .chars()
            .all(|c| c.is_ascii_lowercase() || c == '_' || c == ':')
        {
            continue;
        }
        let path = test_module(module).unwrap_or_else(|| {
            panic!("docs/manual.md names {quoted}, but no test binary has the module {module}")
        });
        let source = std::fs::read_to_string(&path).unwrap();
        assert!(
            source.contains(&format!("fn {test}()")),
            "docs/manual.md names {quoted}, which {} does not define",
            path.display()
        );
        named += 1;
    }
    assert!(
        named >= 10,
        "the Guarantees name their tests ({named} found)"
    );
}

#[test]
fn every_source_file_the_docs_name_exists() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut pages = vec![
        root.join("README.md"),
        root.join("ARCHITECTURE.md"),
        root.join("BENCHMARKS.md"),
        root.join("tests/fixtures/jcz/packs/README.md"),
        root.join("tests/fixtures/tts/README.md"),
    ];
    for entry in std::fs::read_dir(root.join("docs")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|ending| ending == "md") {
            pages.push(path);
        }
    }
    let mut checked = 0;
    for page in &pages {
        let text = std::fs::read_to_string(page).unwrap();
        for quoted in text.split('`').skip(1).step_by(2) {
            let named = ["src/", "core/", "tests/", "benches/"]
                .iter()
                .any(|folder| quoted.starts_with(folder));
            // A path, not a pattern such as `tests/NAME/main.rs`.
            let path = quoted
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || "/_.-".contains(c));
            if !named || !path || !quoted.ends_with(".rs") {
                continue;
            }
            assert!(
                root.join(quoted).is_file(),
                "{} names `{quoted}`, which is not a file of the repository",
                page.display()
            );
            checked += 1;
        }
    }
    assert!(
        checked >= 20,
        "the docs name their source files ({checked} found)"
    );
}

#[test]
fn every_link_of_the_readme_and_the_docs_leads_to_a_file() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut checked = 0;
    for page in ["README.md", "docs/manual.md", "docs/guide.md"] {
        let text = std::fs::read_to_string(root.join(page)).unwrap();
        let folder = root.join(page).parent().unwrap().to_owned();
        for (at, _) in text.match_indices("](") {
            let target = &text[at + 2..];
            let target = &target[..target.find(')').unwrap()];
            let file = target.split('#').next().unwrap();
            if file.is_empty() || file.contains("://") {
                continue;
            }
            assert!(
                folder.join(file).exists(),
                "{page} links {target}, which does not exist"
            );
            checked += 1;
        }
    }
    assert!(checked > 10, "{checked} links");
}
