//! The text files of `tilecat build` at catalog scale, each on its own: the Rust tables, every
//! tile's SVG in its four rotations, the atlas descriptions, the Tiled tilesets and the Godot
//! TileSet, for the 1,000 tiles of `tilecat corpus --count 1000`, made in memory.
//!
//! `cargo bench --bench text -- --warm-up-time 1 --measurement-time 3`

use std::borrow::Cow;
use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use tilecat::model::{Catalog, Rotation};
use tilecat::output::bundle::{godot_tile_set, tileset};
use tilecat::output::codegen::{ModelPath, rust_module_in};
use tilecat::output::corpus;
use tilecat::output::render::{self, Atlas, AtlasOptions, Size};

/// The tiles of the corpus, as many as a build at catalog scale has.
const TILES: usize = 1000;

fn text_files(c: &mut Criterion) {
    let catalog = Catalog {
        expansions: Cow::Owned(vec![corpus::expansion(TILES).unwrap()]),
        tiles: Cow::Owned(corpus::tiles(TILES).unwrap()),
    };
    let size = Size::new(256).unwrap();
    let atlas = Atlas::plan(&catalog, size, AtlasOptions::default()).unwrap();
    let footprints = tilecat::output::drawing::catalog_footprints(&catalog);
    let mut group = c.benchmark_group(format!("text files of {TILES} tiles"));
    group.bench_function("Rust tables", |b| {
        let model = ModelPath::Dependency("tilecat".to_owned());
        b.iter(|| rust_module_in(black_box(&catalog), "tilecat build", &model).unwrap())
    });
    group.bench_function("SVG, four rotations of every tile", |b| {
        b.iter(|| {
            for tile in catalog.tiles.iter() {
                let expansion = catalog.expansion(&tile.expansion);
                for rotation in Rotation::ALL {
                    black_box(render::svg(black_box(tile), expansion, rotation, size));
                }
            }
        })
    });
    group.bench_function("atlas descriptions, every page and the multiatlas", |b| {
        b.iter(|| {
            for page in &atlas.pages {
                black_box(atlas.page_json(page, &footprints));
            }
            black_box(atlas.multiatlas_json(&footprints))
        })
    });
    group.bench_function("Tiled tilesets, one per page", |b| {
        b.iter(|| {
            for page in &atlas.pages {
                black_box(tileset(black_box(&catalog), &atlas, &footprints, page));
            }
        })
    });
    group.bench_function("Godot TileSet", |b| {
        b.iter(|| godot_tile_set(black_box(&catalog), &catalog.expansions[0], &atlas))
    });
    group.finish();
}

criterion_group!(benches, text_files);
criterion_main!(benches);
