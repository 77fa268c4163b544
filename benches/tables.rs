//! How fast a game engine reaches the catalog: the static tables against loading the TOML at run
//! time, and the rules' queries on the plain types. Run with
//! `cargo bench --bench tables -- --warm-up-time 1 --measurement-time 2`.

use std::hint::black_box;
use std::path::PathBuf;

use criterion::{Criterion, criterion_group, criterion_main};
use tilecat::input::validate::validate_paths;
use tilecat::model::{Direction, Rotation, Side, Tile};
use tilecat::rules::{Roll, arrow, fits_beside, flight_target, orientation_count};
use tilecat::tables;

/// The data files' texts, read once, so that parsing is measured without the disk.
fn tile_texts() -> Vec<String> {
    let mut paths: Vec<_> = std::fs::read_dir("data/flier/tiles")
        .expect("the bundled data is readable")
        .map(|entry| entry.unwrap().path())
        .collect();
    paths.sort();
    paths
        .iter()
        .map(|path| std::fs::read_to_string(path).unwrap())
        .collect()
}

fn reach_a_tile(c: &mut Criterion) {
    let mut group = c.benchmark_group("reach flier-F");
    group.bench_function("static tables", |b| {
        b.iter(|| tables::tile(black_box("flier-F")).unwrap().flier)
    });
    let texts = tile_texts();
    group.bench_function("parse TOML in memory", |b| {
        b.iter(|| {
            let tiles: Vec<Tile> = texts
                .iter()
                .map(|text| toml::from_str(black_box(text)).unwrap())
                .collect();
            tiles
                .into_iter()
                .find(|tile| tile.id == "flier-F")
                .unwrap()
                .flier
        })
    });
    group.bench_function("load data folder", |b| {
        b.iter(|| {
            let validation = validate_paths(black_box(&[PathBuf::from("data")]));
            validation.catalog.tile("flier-F").unwrap().flier
        })
    });
    group.finish();
}

fn rules(c: &mut Criterion) {
    let tile = &tables::FLIER_D;
    let die = tables::FLIER.die.as_ref().unwrap();
    let roll = Roll::new(die, 2).unwrap();
    let mut group = c.benchmark_group("rules");
    group.bench_function("Direction::rotated", |b| {
        b.iter(|| black_box(Direction::NW).rotated(black_box(Rotation::R270)))
    });
    group.bench_function("Edges::rotated", |b| {
        b.iter(|| black_box(tile.edges).rotated(black_box(Rotation::R90)))
    });
    group.bench_function("arrow", |b| {
        b.iter(|| arrow(black_box(tile), black_box(Rotation::R90)))
    });
    group.bench_function("flight_target", |b| {
        b.iter(|| flight_target(black_box(tile), (4, 7), black_box(Rotation::R180), roll))
    });
    group.bench_function("fits_beside", |b| {
        b.iter(|| {
            fits_beside(
                black_box(tile),
                Rotation::R90,
                Side::E,
                black_box(&tables::FLIER_C),
                Rotation::R0,
            )
        })
    });
    group.bench_function("orientation_count", |b| {
        b.iter(|| orientation_count(black_box(tile)))
    });
    group.bench_function("Tile::rotated (allocates)", |b| {
        b.iter(|| black_box(tile).rotated(black_box(Rotation::R90)))
    });
    group.finish();
}

criterion_group!(benches, reach_a_tile, rules);
criterion_main!(benches);
