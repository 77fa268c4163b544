//! In-process cost of each stage of validation on a generated corpus of 1,000 tile files: read
//! and parse, schema check, semantic checks, and the whole pipeline (which also walks the folder
//! and builds the typed model, on every core).
//!
//! `cargo bench --bench validate`

use std::path::PathBuf;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use tilecat::input::check::{Scope, check};
use tilecat::input::document::FileKind;
use tilecat::input::load::{load_file, read_source};
use tilecat::input::schema::Validators;
use tilecat::input::source::{json, parse};
use tilecat::input::validate::validate_paths;
use tilecat::output::corpus;
use tilecat::shared::door::Folder;

const TILES: usize = 1000;

fn stages(c: &mut Criterion) {
    let temp = tempfile::tempdir().unwrap();
    let out = Folder::create(temp.path()).unwrap();
    corpus::write(TILES, &out).unwrap();
    let root = temp.path().to_path_buf();
    let mut files: Vec<PathBuf> = walk(&root);
    files.sort();
    assert_eq!(files.len(), TILES + 1);
    let validators = Validators::new();
    let sources: Vec<_> = files
        .iter()
        .map(|file| read_source(file).unwrap())
        .collect();
    let documents: Vec<_> = files
        .iter()
        .map(|file| load_file(file, &validators).document.unwrap())
        .collect();
    let scope = Scope::whole(&documents);
    assert!(check(&documents, &scope).is_empty());

    let mut group = c.benchmark_group("1000 files");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(2));
    group.bench_function("read and parse", |b| {
        b.iter(|| {
            for file in &files {
                let source = read_source(file).unwrap();
                parse(file, &source.text).unwrap();
            }
        })
    });
    group.bench_function("schema check", |b| {
        let parsed: Vec<_> = sources
            .iter()
            .map(|source| json(&parse(&source.path, &source.text).unwrap()))
            .collect();
        b.iter(|| {
            for (source, value) in sources.iter().zip(&parsed) {
                let schema = match FileKind::of(&source.path, &source.text) {
                    FileKind::Expansion => validators.expansion(),
                    _ => validators.tile(),
                };
                assert!(schema.check(value, source).is_empty());
            }
        })
    });
    group.bench_function("semantic checks", |b| b.iter(|| check(&documents, &scope)));
    group.bench_function("compile schemas", |b| b.iter(Validators::new));
    group.bench_function("whole pipeline", |b| {
        b.iter(|| validate_paths(std::slice::from_ref(&root)))
    });
    group.finish();
}

fn walk(folder: &std::path::Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(folder).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(walk(&path));
        } else if path
            .extension()
            .is_some_and(|extension| extension == "toml")
        {
            files.push(path);
        }
    }
    files
}

criterion_group!(benches, stages);
criterion_main!(benches);
