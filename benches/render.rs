//! Rendering speed: every tile in its four rotations at 256 px with the contact sheets and the
//! atlas pages, split into drawing, the features' shapes and PNG encoding.
//!
//! `cargo bench --bench render -- --warm-up-time 1 --measurement-time 3`
//!
//! The tiles are those of `data/`, or of the folder named by `TILECAT_BENCH_DATA` (such as a
//! corpus written by `tilecat corpus --count 1000 --out /tmp/corpus`).

use std::hint::black_box;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use criterion::{Criterion, criterion_group, criterion_main};
use tilecat::model::Rotation;
use tilecat::output::bundle::{self, BuildOptions};
use tilecat::output::render::{self, Atlas, AtlasOptions, Picture, Scene, Size, raster};
use tilecat::shared::parallel;

fn rendering(c: &mut Criterion) {
    let data =
        std::env::var_os("TILECAT_BENCH_DATA").map_or_else(|| PathBuf::from("data"), PathBuf::from);
    let catalog = tilecat::input::validate::validate_paths(&[data]).catalog;
    let size = Size::new(256).unwrap();
    let atlas = Atlas::plan(&catalog, size, AtlasOptions::default()).unwrap();
    let mut group = c.benchmark_group(format!(
        "render {} tiles x 4 rotations at 256 px",
        catalog.tiles.len()
    ));

    group.bench_function(
        "everything: tile PNGs, contact sheet pages, atlas pages",
        |b| {
            b.iter(|| {
                render::stream::<render::RenderError>(
                    black_box(&catalog),
                    &render::FromData,
                    &atlas,
                    &Rotation::ALL,
                    &mut |picture| {
                        black_box(picture);
                        Ok(())
                    },
                )
                .unwrap()
            })
        },
    );

    let options = BuildOptions {
        size,
        atlas: AtlasOptions::default(),
    };
    group.bench_function("build: every file in memory, SVGs and gallery too", |b| {
        b.iter(|| {
            bundle::assets(black_box(&catalog), options, "tilecat build", &mut |_| {}).unwrap()
        })
    });

    group.bench_function(
        "drawing: every tile, printed and turned, on every core",
        |b| {
            b.iter(|| {
                parallel::map(&catalog.tiles, 1, |tile| {
                    let expansion = catalog.expansion(&tile.expansion);
                    let printed =
                        raster::draw(&Scene::of(tile, expansion, Rotation::R0), size).unwrap();
                    for rotation in Rotation::ALL {
                        black_box(raster::turn(&printed, rotation).unwrap());
                    }
                })
            })
        },
    );

    group.bench_function(
        "feature shapes: every tile's areas and spots, on every core",
        |b| {
            b.iter(|| {
                black_box(tilecat::output::drawing::catalog_footprints(black_box(
                    &catalog,
                )))
            })
        },
    );

    // The encoding floor: the pixels of every picture the stream makes, decoded from its own
    // output outside the timing, then PNG encoded again on every core. Pages are decoded a few
    // at a time, so memory holds at most one page's pictures per core.
    let mut pages: Vec<Vec<Vec<u8>>> = vec![Vec::new()];
    render::stream::<render::RenderError>(
        &catalog,
        &render::FromData,
        &atlas,
        &Rotation::ALL,
        &mut |picture| {
            let last = pages.len() - 1;
            match picture {
                Picture::Tile(tile) => pages[last].push(tile.png),
                Picture::AtlasPage { png, .. } => pages[last].push(png),
                Picture::SheetPage { png, .. } => {
                    pages[last].push(png);
                    pages.push(Vec::new());
                }
            }
            Ok(())
        },
    )
    .unwrap();
    pages.pop();
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    group.bench_function(
        "encoding floor: the same pixels, PNG only, on every core",
        |b| {
            b.iter_custom(|iterations| {
                let mut total = Duration::ZERO;
                for _ in 0..iterations {
                    for group in pages.chunks(cores) {
                        let pixels: Vec<Vec<tiny_skia::Pixmap>> = group
                            .iter()
                            .map(|page| page.iter().map(|png| decode(png)).collect())
                            .collect();
                        let start = Instant::now();
                        parallel::map(&pixels, 1, |page| {
                            for pixmap in page {
                                black_box(render::encoding::encode(pixmap).unwrap());
                            }
                        });
                        total += start.elapsed();
                    }
                }
                total
            })
        },
    );
    group.finish();
}

/// The pixels of a PNG, premultiplied as tiny-skia holds them.
fn decode(png: &[u8]) -> tiny_skia::Pixmap {
    tiny_skia::Pixmap::decode_png(png).unwrap()
}

criterion_group!(benches, rendering);
criterion_main!(benches);
