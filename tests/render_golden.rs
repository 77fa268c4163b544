//! Golden tests: the eight Flier tiles drawn at 128 px must match the committed reference PNGs
//! in `tests/golden/` pixel for pixel. `UPDATE_GOLDEN=1` rewrites the references (refused when
//! `CI` is set); on a mismatch the drawing and a diff image are written under `target/`.

use std::path::{Path, PathBuf};

use tilecat::model::Rotation;
use tilecat::output::OutputDir;
use tilecat::render::{self, Size};

const SIZE: u32 = 128;

fn decode(bytes: &[u8]) -> image::RgbaImage {
    image::load_from_memory(bytes)
        .expect("a png the image crate reads")
        .to_rgba8()
}

/// Red where the pixels differ, a faded copy of the reference elsewhere.
fn diff_image(expected: &image::RgbaImage, actual: &image::RgbaImage) -> image::RgbaImage {
    image::RgbaImage::from_fn(actual.width(), actual.height(), |x, y| {
        let now = actual.get_pixel(x, y);
        match expected.get_pixel_checked(x, y) {
            Some(before) if before == now => {
                let [r, g, b, _] = before.0;
                image::Rgba([r / 3 + 170, g / 3 + 170, b / 3 + 170, 255])
            }
            _ => image::Rgba([255, 0, 0, 255]),
        }
    })
}

fn encode(image: &image::RgbaImage) -> Vec<u8> {
    let mut bytes = Vec::new();
    image
        .write_to(
            &mut std::io::Cursor::new(&mut bytes),
            image::ImageFormat::Png,
        )
        .expect("png encoding into memory");
    bytes
}

#[test]
fn tiles_match_their_golden_images() {
    let update = std::env::var_os("UPDATE_GOLDEN").is_some_and(|value| value == "1");
    assert!(
        !(update && std::env::var_os("CI").is_some()),
        "UPDATE_GOLDEN is refused when CI is set: golden images are updated by hand and committed"
    );
    let catalog = tilecat::validate::validate_paths(&[PathBuf::from("data")]).catalog;
    assert_eq!(catalog.tiles.len(), 8, "the eight Flier tiles");
    let golden = OutputDir::create(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden"))
        .expect("golden folder");
    let failures_dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("golden-diff");
    let mut failures = Vec::new();
    for tile in catalog.tiles.iter() {
        let expansion = catalog.expansion(&tile.expansion);
        let size = Size::new(SIZE).unwrap();
        let png = render::png(tile, expansion, Rotation::R0, size).unwrap();
        assert_eq!(
            png,
            render::png(tile, expansion, Rotation::R0, size).unwrap(),
            "{}: the same data gives the same bytes",
            tile.id
        );
        let name = render::file_name(tile, Rotation::R0);
        if update {
            golden.write(&name, &png).unwrap();
            continue;
        }
        let path = golden.root().join(&name);
        let expected = std::fs::read(&path).unwrap_or_else(|error| {
            panic!("{}: {error}; run with UPDATE_GOLDEN=1", path.display())
        });
        let (expected, actual) = (decode(&expected), decode(&png));
        if expected != actual {
            let out = OutputDir::create(&failures_dir).unwrap();
            out.write(&name, &png).unwrap();
            let diff = out
                .write(
                    format!("diff-{name}"),
                    &encode(&diff_image(&expected, &actual)),
                )
                .unwrap();
            failures.push(format!("{name} differs, see {}", diff.display()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
