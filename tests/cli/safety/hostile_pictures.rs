//! A tile's own picture made to mislead or to cost: a large file behind a small drawing, a CMYK
//! JPEG, a JPEG stored on its side with an Exif orientation, a file damaged past its header, a
//! name with another ending, links inside and outside the data, a path starting `./`. Each is
//! drawn as it is meant or refused once, as E051, with the run's other work going on.

use std::fs;
use std::path::{Path, PathBuf};

use crate::common::{copy_folder, temp_dir, tilecat, validate_json};

/// The example expansion's data, whose tile A names `art/A.png`.
fn example() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/my-expansion/data")
}

/// The picture fixture `name` under `tests/fixtures/pictures`.
fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/pictures")
        .join(name)
}

/// A copy of the example's data in `folder`, and the path of its tile A.
fn example_copy(folder: &Path) -> (PathBuf, PathBuf) {
    let data = folder.join("data");
    copy_folder(&example(), &data);
    let tile = data.join("my-expansion/tiles/A.toml");
    (data, tile)
}

/// Makes tile A (`tile`) name `picture` in place of the picture it names.
fn name_picture(tile: &Path, picture: &str) {
    let text = fs::read_to_string(tile).unwrap();
    let named: String = text
        .lines()
        .map(|line| {
            if line.starts_with("picture = ") {
                format!("picture = {picture:?}\n")
            } else {
                format!("{line}\n")
            }
        })
        .collect();
    assert!(named.contains(&format!("picture = {picture:?}")));
    fs::write(tile, named).unwrap();
}

/// The folder of tile A's art.
fn art(tile: &Path) -> PathBuf {
    tile.parent().unwrap().join("art")
}

const RED: [u8; 3] = [255, 0, 0];
const GREEN: [u8; 3] = [0, 255, 0];
const BLUE: [u8; 3] = [0, 0, 255];
const YELLOW: [u8; 3] = [255, 255, 0];

/// The colours and alphas at the four quarters' middles of `picture`, clockwise from the top
/// left.
fn quarters_of(picture: &image::RgbaImage) -> [[u8; 4]; 4] {
    let (w, h) = (picture.width(), picture.height());
    let at = |x: u32, y: u32| picture.get_pixel(x, y).0;
    [
        at(w / 4, h / 4),
        at(3 * w / 4, h / 4),
        at(3 * w / 4, 3 * h / 4),
        at(w / 4, 3 * h / 4),
    ]
}

/// Whether `seen` shows `expected`, opaque, within JPEG's rounding.
fn shows(seen: [[u8; 4]; 4], expected: [[u8; 3]; 4]) -> bool {
    seen.iter().zip(expected).all(|(seen, expected)| {
        seen[3] == 255
            && seen[..3]
                .iter()
                .zip(expected)
                .all(|(a, e)| a.abs_diff(e) <= 24)
    })
}

/// `tilecat render DATA --out OUT --size 64 --rotations`, which must succeed.
fn render(data: &Path, out: &Path) {
    let run = tilecat([
        "render".as_ref(),
        data.as_os_str(),
        "--out".as_ref(),
        out.as_os_str(),
        "--size".as_ref(),
        "64".as_ref(),
        "--rotations".as_ref(),
    ]);
    assert_eq!(run.code, 0, "{run:?}");
}

/// The PNG a tile's SVG embeds, decoded.
fn embedded_png(svg: &str) -> image::RgbaImage {
    use base64::Engine as _;
    let start = svg.find("data:image/png;base64,").expect("an embedded PNG") + 22;
    let end = start + svg[start..].find('"').unwrap();
    let png = base64::engine::general_purpose::STANDARD
        .decode(&svg[start..end])
        .unwrap();
    image::load_from_memory(&png).unwrap().to_rgba8()
}

/// A noisy picture `side` px square: a PNG that compresses badly, so its file is large.
fn noise(side: u32) -> Vec<u8> {
    let mut state = 0x2545_f491_u32;
    let picture = image::RgbImage::from_fn(side, side, |_, _| {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        let [r, g, b, _] = state.to_le_bytes();
        image::Rgb([r, g, b])
    });
    let mut bytes = Vec::new();
    picture
        .write_to(
            &mut std::io::Cursor::new(&mut bytes),
            image::ImageFormat::Png,
        )
        .unwrap();
    bytes
}

#[test]
fn an_svg_embeds_the_picture_as_drawn_not_its_file() {
    let temp = temp_dir("picture-svg");
    let (data, tile) = example_copy(temp.path());
    let file = noise(600);
    assert!(file.len() > 1_000_000, "{}", file.len());
    fs::write(art(&tile).join("A.png"), &file).unwrap();
    let out = temp.path().join("dist");
    let run = tilecat([
        "build".as_ref(),
        data.as_os_str(),
        "--out".as_ref(),
        out.as_os_str(),
        "--size".as_ref(),
        "32".as_ref(),
    ]);
    assert_eq!(run.code, 0, "{run:?}");
    for rotation in [0, 90, 180, 270] {
        let svg =
            fs::read_to_string(out.join(format!("svg/my-expansion-A-r{rotation}.svg"))).unwrap();
        // A 32 px picture, not the file: at most its raw pixels, base64 encoded.
        assert!(svg.len() < 32 * 32 * 4 * 4 / 3 + 1024, "{}", svg.len());
        // The very pixels of the tile's PNG in that rotation, already turned.
        let png = image::open(out.join(format!("png/my-expansion-A-r{rotation}.png")))
            .unwrap()
            .to_rgba8();
        assert_eq!(embedded_png(&svg), png, "r{rotation}");
        assert!(!svg.contains("rotate("), "{svg}");
    }
}

#[test]
fn a_cmyk_jpeg_is_drawn_in_its_colours() {
    let temp = temp_dir("picture-cmyk");
    let (data, tile) = example_copy(temp.path());
    fs::copy(fixture("adobe-cmyk.jpg"), art(&tile).join("A.jpg")).unwrap();
    name_picture(&tile, "art/A.jpg");
    let out = temp.path().join("previews");
    render(&data, &out);
    let png = image::open(out.join("my-expansion-A-r0.png"))
        .unwrap()
        .to_rgba8();
    // Opaque everywhere, not stripes over a transparent band.
    assert!(png.pixels().all(|pixel| pixel.0[3] == 255));
    let seen = quarters_of(&png);
    assert!(shows(seen, [RED, GREEN, BLUE, YELLOW]), "{seen:?}");
}

#[test]
fn a_jpeg_is_drawn_the_way_up_its_exif_says_in_the_png_and_the_svg() {
    let temp = temp_dir("picture-exif");
    let (data, tile) = example_copy(temp.path());
    fs::copy(fixture("exif-turned.jpg"), art(&tile).join("A.jpg")).unwrap();
    name_picture(&tile, "art/A.jpg");
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
    let png = image::open(out.join("png/my-expansion-A-r0.png"))
        .unwrap()
        .to_rgba8();
    let seen = quarters_of(&png);
    assert!(shows(seen, [RED, GREEN, BLUE, YELLOW]), "{seen:?}");
    let turned = quarters_of(
        &image::open(out.join("png/my-expansion-A-r90.png"))
            .unwrap()
            .to_rgba8(),
    );
    assert!(shows(turned, [YELLOW, RED, GREEN, BLUE]), "{turned:?}");
    let svg = fs::read_to_string(out.join("svg/my-expansion-A-r0.svg")).unwrap();
    assert_eq!(embedded_png(&svg), png);
}

/// A PNG of `side` px quarters, damaged past its header: its image data cut short.
fn damaged(side: u32) -> Vec<u8> {
    let mut bytes = noise(side);
    bytes.truncate(bytes.len() / 2);
    bytes
}

#[test]
fn render_proof_on_a_picture_damaged_past_its_header_writes_no_page() {
    let temp = temp_dir("picture-proof");
    let (data, tile) = example_copy(temp.path());
    fs::write(art(&tile).join("A.png"), damaged(64)).unwrap();
    // The Flier's page comes first, before the example's page with the damaged picture.
    let flier = temp.path().join("flier");
    copy_folder(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("data/flier"),
        &flier,
    );
    let out = temp.path().join("proof");
    let run = tilecat([
        "render".as_ref(),
        "proof".as_ref(),
        flier.as_os_str(),
        data.as_os_str(),
        "--out".as_ref(),
        out.as_os_str(),
        "--size".as_ref(),
        "32".as_ref(),
    ]);
    assert_eq!(run.code, 2, "{run:?}");
    assert!(run.stderr.contains("my-expansion-A"), "{}", run.stderr);
    let pages: Vec<_> = fs::read_dir(&out)
        .map(|names| {
            names
                .map(|entry| entry.unwrap().file_name())
                .filter(|name| name.to_string_lossy().ends_with(".png"))
                .collect()
        })
        .unwrap_or_default();
    assert!(pages.is_empty(), "{pages:?}");
}

/// The one diagnostic of validating `data`, which must be E051 (exit 1); its message.
fn refused(data: &Path) -> String {
    let (code, diagnostics) = validate_json(data);
    assert_eq!(code, 1, "{diagnostics:#?}");
    assert_eq!(diagnostics.len(), 1, "{diagnostics:#?}");
    assert_eq!(diagnostics[0]["code"], "E051", "{diagnostics:#?}");
    diagnostics[0]["message"].as_str().unwrap().to_owned()
}

#[test]
fn a_picture_whose_name_ends_otherwise_is_refused_and_one_in_capitals_is_not() {
    let temp = temp_dir("picture-ending");
    let (data, tile) = example_copy(temp.path());
    // A PNG file under a name `build --watch` would not watch.
    fs::copy(art(&tile).join("A.png"), art(&tile).join("A.img")).unwrap();
    name_picture(&tile, "art/A.img");
    let message = refused(&data);
    assert!(message.contains(".png"), "{message}");
    assert!(message.contains(".jpeg"), "{message}");
    fs::rename(art(&tile).join("A.img"), art(&tile).join("A.PNG")).unwrap();
    name_picture(&tile, "art/A.PNG");
    let (code, diagnostics) = validate_json(&data);
    assert_eq!((code, diagnostics.len()), (0, 0), "{diagnostics:#?}");
}

#[test]
fn a_picture_that_is_a_link_is_refused_alike_wherever_it_points() {
    let temp = temp_dir("picture-links");
    let (data, tile) = example_copy(temp.path());
    let picture = art(&tile).join("A.png");
    fs::rename(&picture, art(&tile).join("real.png")).unwrap();
    for target in [art(&tile).join("real.png"), PathBuf::from("/dev/zero")] {
        let _ = fs::remove_file(&picture);
        std::os::unix::fs::symlink(&target, &picture).unwrap();
        let message = refused(&data);
        assert!(message.contains("symbolic link"), "{message}");
        // A read is refused in a read's words.
        assert!(!message.contains("written"), "{message}");
        let run = tilecat([
            "build".as_ref(),
            data.as_os_str(),
            "--out".as_ref(),
            temp.path().join("dist").as_os_str(),
        ]);
        assert_eq!(run.code, 1, "{}: {run:?}", target.display());
    }
}

#[test]
fn a_picture_named_from_the_current_folder_is_used() {
    let temp = temp_dir("picture-dot");
    let (data, tile) = example_copy(temp.path());
    name_picture(&tile, "./art/A.png");
    let (code, diagnostics) = validate_json(&data);
    assert_eq!((code, diagnostics.len()), (0, 0), "{diagnostics:#?}");
    // A folder in the picture's place is refused in a read's words too.
    fs::create_dir(art(&tile).join("folder.png")).unwrap();
    name_picture(&tile, "art/folder.png");
    let message = refused(&data);
    assert!(message.contains("a folder"), "{message}");
    assert!(!message.contains("written"), "{message}");
}

#[test]
fn a_picture_beneath_a_linked_folder_is_refused_in_a_reads_words() {
    let temp = temp_dir("picture-linked-folder");
    let (data, tile) = example_copy(temp.path());
    let real = tile.parent().unwrap().join("real-art");
    fs::rename(art(&tile), &real).unwrap();
    std::os::unix::fs::symlink(&real, art(&tile)).unwrap();
    let message = refused(&data);
    assert!(message.contains("symbolic link"), "{message}");
    assert!(
        !message.contains("only a regular file is written"),
        "{message}"
    );
}
