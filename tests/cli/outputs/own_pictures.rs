//! A tile's own picture (`picture = "art/A.png"`): every way it can be unusable is E051 at the
//! `picture` key, and `build` and `render` show a usable one, scaled and turned, in the PNGs,
//! the atlas, the contact sheet and the SVGs, PNG and JPEG alike.

use std::fs;
use std::path::{Path, PathBuf};

use crate::common::{self, copy_folder, temp_dir, tilecat, validate_json};

/// The example expansion's data, whose tile A names `art/A.png`.
fn example() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/my-expansion/data")
}

/// A copy of the example's data in `folder`, and the path of its tile A.
fn example_copy(folder: &Path) -> (PathBuf, PathBuf) {
    let data = folder.join("data");
    copy_folder(&example(), &data);
    let tile = data.join("my-expansion/tiles/A.toml");
    (data, tile)
}

/// A picture `side` pixels square in four quarters: red at the top left, green at the top
/// right, blue at the bottom right, yellow at the bottom left.
fn quarters(side: u32) -> image::RgbImage {
    image::RgbImage::from_fn(side, side, |x, y| {
        let colour = match (x < side / 2, y < side / 2) {
            (true, true) => [255, 0, 0],
            (false, true) => [0, 255, 0],
            (false, false) => [0, 0, 255],
            (true, false) => [255, 255, 0],
        };
        image::Rgb(colour)
    })
}

fn encoded(picture: &image::RgbImage, format: image::ImageFormat) -> Vec<u8> {
    let mut bytes = Vec::new();
    picture
        .write_to(&mut std::io::Cursor::new(&mut bytes), format)
        .unwrap();
    bytes
}

/// The colours at the four quarters' middles of the PNG at `path`, clockwise from the top left.
fn corners(path: &Path) -> [[u8; 3]; 4] {
    let picture = image::open(path).unwrap().to_rgb8();
    let (w, h) = (picture.width(), picture.height());
    let at = |x: u32, y: u32| picture.get_pixel(x, y).0;
    [
        at(w / 4, h / 4),
        at(3 * w / 4, h / 4),
        at(3 * w / 4, 3 * h / 4),
        at(w / 4, 3 * h / 4),
    ]
}

/// Whether `actual` is `expected` within the rounding of scaling (and of JPEG's compression).
fn near(actual: [u8; 3], expected: [u8; 3]) -> bool {
    actual
        .iter()
        .zip(expected)
        .all(|(a, e)| a.abs_diff(e) <= 24)
}

const RED: [u8; 3] = [255, 0, 0];
const GREEN: [u8; 3] = [0, 255, 0];
const BLUE: [u8; 3] = [0, 0, 255];
const YELLOW: [u8; 3] = [255, 255, 0];

/// The one diagnostic of validating `data`, which must be E051 at the `picture` key of `tile`.
fn refused(data: &Path, tile: &Path) -> String {
    let (code, diagnostics) = validate_json(data);
    assert_eq!(code, 1, "{diagnostics:#?}");
    assert_eq!(diagnostics.len(), 1, "{diagnostics:#?}");
    let diagnostic = &diagnostics[0];
    assert_eq!(diagnostic["code"], "E051", "{diagnostic:#?}");
    let text = fs::read_to_string(tile).unwrap();
    let line = text
        .lines()
        .position(|line| line.starts_with("picture"))
        .unwrap()
        + 1;
    assert_eq!(
        diagnostic["line"].as_u64(),
        Some(line as u64),
        "{diagnostic:#?}"
    );
    assert_eq!(diagnostic["column"].as_u64(), Some(1), "{diagnostic:#?}");
    diagnostic["message"].as_str().unwrap().to_owned()
}

#[test]
fn the_example_with_its_own_picture_is_valid() {
    let (code, diagnostics) = validate_json(&example());
    assert_eq!((code, diagnostics.len()), (0, 0), "{diagnostics:#?}");
}

#[test]
fn every_unusable_picture_is_refused_at_its_key() {
    let temp = temp_dir("unusable-picture");
    let (data, tile) = example_copy(temp.path());
    let art = tile.parent().unwrap().join("art");
    let original = fs::read_to_string(&tile).unwrap();
    let naming = |picture: &str| {
        let text = original.replace("picture = \"art/A.png\"", &format!("picture = {picture:?}"));
        assert!(text.contains(&format!("picture = {picture:?}")));
        fs::write(&tile, text).unwrap();
    };
    naming("art/none.png");
    assert!(refused(&data, &tile).contains("no file is at"));
    naming("../../A.png");
    assert!(refused(&data, &tile).contains("leaves the expansion's folder"));
    naming("/etc/hostname");
    assert!(refused(&data, &tile).contains("leaves the expansion's folder"));
    fs::write(art.join("notes.png"), "not a picture\n").unwrap();
    naming("art/notes.png");
    assert!(refused(&data, &tile).contains("neither a PNG nor a JPEG"));
    let wide = image::RgbImage::new(30, 20);
    fs::write(
        art.join("wide.png"),
        encoded(&wide, image::ImageFormat::Png),
    )
    .unwrap();
    naming("art/wide.png");
    assert!(refused(&data, &tile).contains("30×20 px, not square"));
    // A header claiming 5000 × 5000 pixels (the signature and header the png crate writes for
    // them) before the data of one pixel: refused before anything is decoded.
    let one = encoded(&image::RgbImage::new(1, 1), image::ImageFormat::Png);
    let mut huge = Vec::new();
    let mut header = png::Encoder::new(&mut huge, 5000, 5000);
    header.set_color(png::ColorType::Rgb);
    header.write_header().unwrap().finish().unwrap();
    huge.truncate(SIGNATURE_AND_HEADER);
    huge.extend_from_slice(&one[SIGNATURE_AND_HEADER..]);
    fs::write(art.join("huge.png"), huge).unwrap();
    naming("art/huge.png");
    assert!(refused(&data, &tile).contains("5000×5000 px, more than"));
    // Cut off inside its header (damage past the header is found when the picture is drawn).
    let mut cut = encoded(&quarters(40), image::ImageFormat::Png);
    cut.truncate(24);
    fs::write(art.join("cut.png"), cut).unwrap();
    naming("art/cut.png");
    assert!(refused(&data, &tile).contains("PNG file that cannot be read"));
    // A symbolic link could lead out of the data: it is not followed.
    std::os::unix::fs::symlink(art.join("A.png"), art.join("link.png")).unwrap();
    naming("art/link.png");
    assert!(refused(&data, &tile).contains("cannot be read"));
    // Nor is a link to a folder, at the expansion's level either.
    let expansion = tile.parent().unwrap().parent().unwrap();
    std::os::unix::fs::symlink(&art, expansion.join("shared")).unwrap();
    naming("../shared/A.png");
    assert!(refused(&data, &tile).contains("cannot be read"));
    fs::create_dir(art.join("folder.png")).unwrap();
    naming("art/folder.png");
    assert!(refused(&data, &tile).contains("cannot be read"));
}

/// The bytes of a PNG's signature and its `IHDR` chunk, which come first.
const SIGNATURE_AND_HEADER: usize = 8 + 4 + 4 + 13 + 4;

#[test]
fn a_build_shows_the_picture_scaled_and_turned_everywhere() {
    let temp = temp_dir("own-picture-build");
    let (data, tile) = example_copy(temp.path());
    let art = tile.parent().unwrap().join("art");
    fs::write(
        art.join("A.png"),
        encoded(&quarters(300), image::ImageFormat::Png),
    )
    .unwrap();
    let out = temp.path().join("dist");
    let run = tilecat([
        "build".as_ref(),
        data.as_os_str(),
        "--out".as_ref(),
        out.as_os_str(),
        "--size".as_ref(),
        "64".as_ref(),
    ]);
    assert_eq!(run.code, 0, "{run:?}");
    let png = |rotation: u32| out.join(format!("png/my-expansion-A-r{rotation}.png"));
    // Clockwise from the top left, each quarter turn moves every colour one corner on.
    assert_eq!(corners(&png(0)), [RED, GREEN, BLUE, YELLOW]);
    assert_eq!(corners(&png(90)), [YELLOW, RED, GREEN, BLUE]);
    assert_eq!(corners(&png(180)), [BLUE, YELLOW, RED, GREEN]);
    assert_eq!(corners(&png(270)), [GREEN, BLUE, YELLOW, RED]);
    // The atlas frames are the same pixels.
    let atlas = image::open(out.join("atlas-0.png")).unwrap().to_rgba8();
    let frame = image::open(png(90)).unwrap().to_rgba8();
    let json: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(out.join("atlas-0.json")).unwrap()).unwrap();
    let place = &json["frames"]["my-expansion-A-r90"]["frame"];
    let (x, y) = (
        place["x"].as_u64().unwrap() as u32,
        place["y"].as_u64().unwrap() as u32,
    );
    for (dx, dy) in [(5, 5), (40, 10), (60, 60), (10, 50)] {
        assert_eq!(atlas.get_pixel(x + dx, y + dy), frame.get_pixel(dx, dy));
    }
    // The contact sheet shows the tile's thumbnail from its picture: red at its top left.
    let sheet = image::open(out.join("contact-sheet/my-expansion-0.png"))
        .unwrap()
        .to_rgb8();
    assert!(sheet.pixels().any(|pixel| pixel.0 == RED));
    // The SVG embeds the picture as drawn: a PNG already turned.
    let svg = fs::read_to_string(out.join("svg/my-expansion-A-r90.svg")).unwrap();
    assert!(!svg.contains("rotate("), "{svg}");
    assert!(svg.contains("href=\"data:image/png;base64,iVBORw0KGgo"));
    // The other tile, with no picture of its own, is drawn from its data: no red anywhere.
    let other = image::open(out.join("png/my-expansion-B-r0.png"))
        .unwrap()
        .to_rgb8();
    assert!(!other.pixels().any(|pixel| pixel.0 == RED));
}

#[test]
fn a_jpeg_picture_is_drawn_too() {
    let temp = temp_dir("own-picture-jpeg");
    let (data, tile) = example_copy(temp.path());
    let art = tile.parent().unwrap().join("art");
    fs::write(
        art.join("A.jpg"),
        encoded(&quarters(96), image::ImageFormat::Jpeg),
    )
    .unwrap();
    let text = fs::read_to_string(&tile)
        .unwrap()
        .replace("art/A.png", "art/A.jpg");
    fs::write(&tile, text).unwrap();
    let out = temp.path().join("previews");
    let run = tilecat([
        "render".as_ref(),
        data.as_os_str(),
        "--out".as_ref(),
        out.as_os_str(),
        "--size".as_ref(),
        "48".as_ref(),
        "--rotations".as_ref(),
    ]);
    assert_eq!(run.code, 0, "{run:?}");
    let seen = corners(&out.join("my-expansion-A-r270.png"));
    let expected = [GREEN, BLUE, YELLOW, RED];
    assert!(
        seen.iter()
            .zip(expected)
            .all(|(seen, expected)| near(*seen, expected)),
        "{seen:?}"
    );
}

#[test]
fn the_proof_sheet_draws_the_data_over_the_picture() {
    let temp = temp_dir("own-picture-proof");
    let (data, tile) = example_copy(temp.path());
    let art = tile.parent().unwrap().join("art");
    fs::write(
        art.join("A.png"),
        encoded(&quarters(200), image::ImageFormat::Png),
    )
    .unwrap();
    let out = temp.path().join("proof");
    let run = tilecat([
        "render".as_ref(),
        "proof".as_ref(),
        data.as_os_str(),
        "--out".as_ref(),
        out.as_os_str(),
    ]);
    assert_eq!(run.code, 0, "{run:?}");
    let page = image::open(out.join("my-expansion-0.png"))
        .unwrap()
        .to_rgb8();
    // Tile A is the first cell: 256 px at a margin of a tenth of that.
    let at = |x: f32, y: f32| {
        page.get_pixel(25 + (x * 256.0) as u32, 25 + (y * 256.0) as u32)
            .0
    };
    // The picture shows through between the marks.
    assert_eq!(at(0.25, 0.3), RED);
    assert_eq!(at(0.75, 0.75), BLUE);
    // The marks just inside the edge, 0.06 of a tile in from it: the road at
    // the north and south centres, the fields
    // beside it and on the east and west sides, whatever the picture shows there.
    let (road, field) = ([255, 255, 255], [0x2e, 0xc8, 0x3c]);
    assert_eq!(at(0.5, 0.06), road);
    assert_eq!(at(0.5, 0.94), road);
    assert_eq!(at(0.28, 0.06), field);
    assert_eq!(at(0.94, 0.5), field);
    assert_eq!(at(0.06, 0.72), field);
    // The data's arrow points north from the flying machine.
    assert_eq!(at(0.5, 0.4), [0xff, 0x1a, 0x8c]);
    assert_ne!(at(0.4, 0.5), [0xff, 0x1a, 0x8c]);
}

#[test]
fn a_board_picture_shows_the_picture_turned_with_the_tile() {
    let temp = temp_dir("own-picture-board");
    let (data, tile) = example_copy(temp.path());
    let art = tile.parent().unwrap().join("art");
    fs::write(
        art.join("A.png"),
        encoded(&quarters(128), image::ImageFormat::Png),
    )
    .unwrap();
    let example_board = example().parent().unwrap().join("board.toml");
    let board = temp.path().join("board.toml");
    let text = fs::read_to_string(example_board).unwrap();
    // Tile A, at [0, 1] below tile B, turned half round (its road still meets B's).
    let turned = text.replacen(
        "tile = \"my-expansion-A\"\nat = [0, 1]\nrotation = 0",
        "tile = \"my-expansion-A\"\nat = [0, 1]\nrotation = 180",
        1,
    );
    assert_ne!(turned, text);
    fs::write(&board, turned).unwrap();
    let out = temp.path().join("board.png");
    let run = common::render_board(&board, &out, "128")
        .arg("--data")
        .arg(&data)
        .run();
    assert_eq!(run.code, 0, "{run:?}");
    let picture = image::open(&out).unwrap().to_rgb8();
    let at = |x: u32, y: u32| picture.get_pixel(x, 128 + y).0;
    assert_eq!(
        [at(32, 32), at(96, 32), at(96, 96), at(32, 96)],
        [BLUE, YELLOW, RED, GREEN]
    );
}
