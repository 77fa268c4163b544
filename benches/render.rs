//! Rendering speed: every Flier tile in its four rotations at 256 px with the contact sheet and
//! the atlas, split into drawing and PNG encoding.
//!
//! `cargo bench --bench render -- --warm-up-time 1 --measurement-time 3`

use std::hint::black_box;
use std::path::PathBuf;

use criterion::{Criterion, criterion_group, criterion_main};
use tilecat::model::Rotation;
use tilecat::render::{self, Size, atlas, raster, sheet};

fn rendering(c: &mut Criterion) {
    let catalog = tilecat::validate::validate_paths(&[PathBuf::from("data")]).catalog;
    let size = Size::new(256).unwrap();
    let mut group = c.benchmark_group("render 8 tiles x 4 rotations at 256 px");

    group.bench_function("everything: tiles, contact sheet, atlas", |b| {
        b.iter(|| render::previews(black_box(&catalog), size, &Rotation::ALL).unwrap())
    });

    group.bench_function("drawing: 32 tiles", |b| {
        b.iter(|| raster::every_rotation(black_box(&catalog), size).unwrap())
    });

    let drawn = raster::every_rotation(&catalog, size).unwrap();
    let frames = atlas::pack(&drawn, size).unwrap().frames;
    let compose = || {
        let sheet = sheet::compose(&drawn, size).unwrap();
        let right = frames.iter().map(|frame| frame.x + frame.w).max().unwrap();
        let bottom = frames.iter().map(|frame| frame.y + frame.h).max().unwrap();
        let mut atlas = raster::canvas(right + atlas::PADDING, bottom + atlas::PADDING).unwrap();
        for (frame, drawn) in frames.iter().zip(&drawn) {
            raster::blit(&mut atlas, &drawn.pixmap, frame.x, frame.y);
        }
        (sheet, atlas)
    };
    group.bench_function("composing: contact sheet and atlas pixels", |b| {
        b.iter(compose)
    });

    let (sheet, atlas_pixels) = compose();
    group.bench_function("encoding floor: the same pixels, PNG only", |b| {
        b.iter(|| {
            for frame in &drawn {
                black_box(raster::encode(&frame.pixmap).unwrap());
            }
            black_box(raster::encode(&sheet).unwrap());
            black_box(raster::encode(&atlas_pixels).unwrap());
        })
    });
    group.finish();
}

criterion_group!(benches, rendering);
criterion_main!(benches);
