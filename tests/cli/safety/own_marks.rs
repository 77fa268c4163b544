//! A designer's own mark and back: an expansion whose symbol names a picture and which names a
//! back picture shows that mark in its corner of every tile drawn from its data (in `render`'s
//! PNGs, in the printed fronts, inside the cut and not mirrored into the bleed, and on the
//! Tabletop Simulator sheets) and no other expansion's; every printed back is that back, the
//! Tabletop Simulator back too, unless `--backs-per-expansion` asks for each expansion's own.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use tilecat::output::print::{Layout, Marks, Paper, SheetOptions};

use crate::common::{build_into_temp, one_colour_png, temp_dir, tilecat, validate_json};

/// The mark's colour: no drawing of the data uses it.
const MARK: [u8; 3] = [255, 0, 255];
/// The back's colour.
const BACK: [u8; 3] = [0, 128, 128];
/// The plain back's colour (`palette::BACK`).
const PLAIN: [u8; 3] = [0x3d, 0x5a, 0x80];
/// The centre of the mark's square in the south-east corner, in tile widths.
const MARK_CENTRE: f64 = 0.85;

/// Two expansions in `folder/data`: `lighthouse`, two tiles, whose symbol names
/// `art/mark.png` and whose back names `art/back.png`; and `harbour`, one tile, with neither.
fn data(folder: &Path) -> PathBuf {
    let data = folder.join("data");
    let lighthouse = data.join("lighthouse");
    fs::create_dir_all(lighthouse.join("tiles")).unwrap();
    fs::create_dir_all(lighthouse.join("art")).unwrap();
    fs::write(
        lighthouse.join("expansion.toml"),
        "id = \"lighthouse\"\nname = \"Lighthouse Coast\"\n\n[[editions]]\nid = \"C1\"\n\
         year = 2025\ntiles = 2\n\n[symbol]\ndescription = \"a small lighthouse\"\n\
         corner = \"SE\"\npicture = \"art/mark.png\"\n\n[back]\npicture = \"art/back.png\"\n",
    )
    .unwrap();
    fs::write(lighthouse.join("art/mark.png"), one_colour_png(64, MARK)).unwrap();
    fs::write(lighthouse.join("art/back.png"), one_colour_png(96, BACK)).unwrap();
    fs::write(
        lighthouse.join("tiles/A.toml"),
        "id = \"lighthouse-A\"\nexpansion = \"lighthouse\"\nletter = \"A\"\n\
         edges = { N = \"road\", E = \"field\", S = \"road\", W = \"field\" }\n\
         counts = { C1 = 1 }\n\n[[features]]\nkind = \"road\"\nid = \"road\"\n\
         edges = [\"N\", \"S\"]\n\n[[features]]\nkind = \"field\"\nid = \"east-field\"\n\
         edges = [\"NR\", \"EL\", \"ER\", \"SL\"]\n\n[[features]]\nkind = \"field\"\n\
         id = \"west-field\"\nedges = [\"SR\", \"WL\", \"WR\", \"NL\"]\n",
    )
    .unwrap();
    fs::write(
        lighthouse.join("tiles/B.toml"),
        "id = \"lighthouse-B\"\nexpansion = \"lighthouse\"\nletter = \"B\"\n\
         edges = { N = \"field\", E = \"field\", S = \"field\", W = \"field\" }\n\
         counts = { C1 = 1 }\n\n[[features]]\nkind = \"monastery\"\nid = \"monastery\"\n\n\
         [[features]]\nkind = \"field\"\nid = \"field\"\n\
         edges = [\"NL\", \"NR\", \"EL\", \"ER\", \"SL\", \"SR\", \"WL\", \"WR\"]\n",
    )
    .unwrap();
    let harbour = data.join("harbour");
    fs::create_dir_all(harbour.join("tiles")).unwrap();
    fs::write(
        harbour.join("expansion.toml"),
        "id = \"harbour\"\nname = \"Harbour\"\n\n[[editions]]\nid = \"C1\"\nyear = 2025\n\
         tiles = 1\n",
    )
    .unwrap();
    fs::write(
        harbour.join("tiles/A.toml"),
        "id = \"harbour-A\"\nexpansion = \"harbour\"\nletter = \"A\"\n\
         edges = { N = \"field\", E = \"field\", S = \"road\", W = \"field\" }\n\
         counts = { C1 = 1 }\n\n[[features]]\nkind = \"monastery\"\nid = \"monastery\"\n\n\
         [[features]]\nkind = \"road\"\nid = \"road\"\nedges = [\"S\"]\n\
         ends_at = \"monastery\"\n\n[[features]]\nkind = \"field\"\nid = \"field\"\n\
         edges = [\"NL\", \"NR\", \"EL\", \"ER\", \"SL\", \"SR\", \"WL\", \"WR\"]\n",
    )
    .unwrap();
    data
}

/// Whether `actual` is `expected` within the rounding of scaling and rasterising.
fn near(actual: [u8; 3], expected: [u8; 3]) -> bool {
    actual
        .iter()
        .zip(expected)
        .all(|(a, e)| a.abs_diff(e) <= 12)
}

/// The colour of the pixel of `picture` at `(x, y)`, given in pixels.
fn colour_at(picture: &image::RgbImage, x: f64, y: f64) -> [u8; 3] {
    picture.get_pixel(x as u32, y as u32).0
}

#[test]
fn render_draws_the_designer_s_mark_in_its_corner_and_no_mark_on_another_expansion() {
    let temp = temp_dir("own-marks-render");
    let data = data(temp.path());
    assert_eq!(validate_json(&data).0, 0);
    let out = temp.path().join("previews");
    tilecat([
        "render".as_ref(),
        data.as_os_str(),
        "--out".as_ref(),
        out.as_os_str(),
        "--size".as_ref(),
        "128".as_ref(),
        "--rotations".as_ref(),
    ])
    .expect_success();
    let picture = |name: &str| image::open(out.join(name)).unwrap().to_rgb8();
    let at = MARK_CENTRE * 128.0;
    let far = (1.0 - MARK_CENTRE) * 128.0;
    for tile in ["lighthouse-A", "lighthouse-B"] {
        let printed = picture(&format!("{tile}-r0.png"));
        assert!(near(colour_at(&printed, at, at), MARK), "{tile}");
        // Turned a quarter clockwise, the south-east corner is the south-west one.
        let turned = picture(&format!("{tile}-r90.png"));
        assert!(near(colour_at(&turned, far, at), MARK), "{tile}");
        assert!(!near(colour_at(&turned, at, at), MARK), "{tile}");
    }
    let other = picture("harbour-A-r0.png");
    for (x, y) in [(at, at), (far, at), (at, far), (far, far)] {
        assert!(!near(colour_at(&other, x, y), MARK));
    }
}

/// Page `page` (from 1) of `pdf` rasterised in colour by `pdftoppm -r 300`.
fn page(pdf: &Path, page: usize) -> image::RgbImage {
    let name = pdf.file_stem().unwrap().to_str().unwrap();
    let stem = pdf.with_file_name(format!("{name}-page-{page}"));
    let number = page.to_string();
    let output = Command::new("pdftoppm")
        .args([
            "-r",
            "300",
            "-png",
            "-singlefile",
            "-f",
            &number,
            "-l",
            &number,
        ])
        .arg(pdf)
        .arg(&stem)
        .output()
        .unwrap_or_else(|error| panic!("pdftoppm runs (bash .ci/run installs it): {error}"));
    assert!(output.status.success(), "{output:?}");
    image::open(stem.with_extension("png")).unwrap().to_rgb8()
}

/// The print of `data` with `--backs` and `options` into `folder`.
fn print(data: &Path, folder: &Path, options: &[&str]) -> PathBuf {
    let pdf = folder.join(format!("tiles{}.pdf", options.len()));
    tilecat(
        [
            "print".as_ref(),
            data.as_os_str(),
            "--out".as_ref(),
            pdf.as_os_str(),
        ]
        .into_iter()
        .chain(["--backs".as_ref()])
        .chain(options.iter().map(|option| option.as_ref())),
    )
    .expect_success();
    pdf
}

/// A length in points at 300 pixels an inch, in pixels.
fn pixels(points: f64) -> f64 {
    points * 300.0 / 72.0
}

#[test]
#[ignore = "needs pdftoppm (poppler-utils): bash .ci/run installs it"]
fn a_print_shows_the_mark_inside_the_cut_and_one_back_on_every_tile_unless_asked() {
    let temp = temp_dir("own-marks-print");
    let data = data(temp.path());
    let layout = Layout::new(&SheetOptions {
        paper: Paper::A4,
        tile_mm: 45.0,
        bleed_mm: None,
        marks: Marks::Crop,
    })
    .unwrap();
    let tile = layout.tile;
    // The copies in catalog order: harbour-A, lighthouse-A, lighthouse-B.
    let alike = print(&data, temp.path(), &[]);
    let fronts = page(&alike, 1);
    for (slot, marked) in [(0, false), (1, true), (2, true)] {
        let trim = layout.trim(slot);
        let (x, y) = (trim.x + MARK_CENTRE * tile, trim.y + MARK_CENTRE * tile);
        let seen = colour_at(&fronts, pixels(x), pixels(y));
        assert_eq!(near(seen, MARK), marked, "slot {slot}: {seen:?}");
        // The bleed past the right cut shows no mirrored mark: only the tile's art runs on.
        let mirrored = colour_at(&fronts, pixels(trim.right() + 0.03 * tile), pixels(y));
        assert!(!near(mirrored, MARK), "slot {slot}: {mirrored:?}");
    }
    let backs = page(&alike, 2);
    for slot in 0..3 {
        let trim = layout.back_trim(slot);
        let centre = (trim.x + trim.width / 2.0, trim.y + trim.height / 2.0);
        let seen = colour_at(&backs, pixels(centre.0), pixels(centre.1));
        assert!(near(seen, BACK), "slot {slot}: {seen:?}");
    }
    // Asked for, each expansion's own back: the harbour names none, so its back is plain.
    let own = print(&data, temp.path(), &["--backs-per-expansion"]);
    let backs = page(&own, 2);
    for (slot, expected) in [(0, PLAIN), (1, BACK), (2, BACK)] {
        let trim = layout.back_trim(slot);
        let centre = (trim.x + trim.width / 2.0, trim.y + trim.height / 2.0);
        let seen = colour_at(&backs, pixels(centre.0), pixels(centre.1));
        assert!(near(seen, expected), "slot {slot}: {seen:?}");
    }
}

#[test]
fn the_tabletop_simulator_deck_shows_the_mark_and_the_print_s_back() {
    let temp = temp_dir("own-marks-build");
    let data = data(temp.path());
    let (_build, dist) = build_into_temp("own-marks-build", &data, &["--size", "64"]);
    let back = image::open(dist.join("tts/back.png")).unwrap().to_rgb8();
    assert_eq!(back.dimensions(), (64, 64));
    assert!(near(back.get_pixel(32, 32).0, BACK));
    // The lighthouse's sheet: its two tiles side by side, each 64 px, neither turned.
    let sheet = image::open(dist.join("tts/lighthouse-0.png"))
        .unwrap()
        .to_rgb8();
    for cell in 0..2 {
        let x = f64::from(cell * 64) + MARK_CENTRE * 64.0;
        assert!(
            near(colour_at(&sheet, x, MARK_CENTRE * 64.0), MARK),
            "{cell}"
        );
    }
    let harbour = image::open(dist.join("tts/harbour-0.png"))
        .unwrap()
        .to_rgb8();
    let at = MARK_CENTRE * 64.0;
    assert!(!near(colour_at(&harbour, at, at), MARK));
}

#[test]
fn a_mark_or_back_that_cannot_be_used_is_located_with_the_path_tried() {
    let temp = temp_dir("own-marks-refused");
    let data = data(temp.path());
    let lighthouse = data.join("lighthouse");
    fs::remove_file(lighthouse.join("art/mark.png")).unwrap();
    fs::rename(
        lighthouse.join("art/back.png"),
        lighthouse.join("art/Back.png"),
    )
    .unwrap();
    let (code, diagnostics) = validate_json(&data);
    assert_eq!(code, 1, "{diagnostics:#?}");
    assert_eq!(diagnostics.len(), 2, "{diagnostics:#?}");
    let manifest = fs::read_to_string(lighthouse.join("expansion.toml")).unwrap();
    let mark = diagnostics
        .iter()
        .find(|diagnostic| diagnostic["code"] == "E059")
        .unwrap();
    let message = mark["message"].as_str().unwrap();
    assert!(message.contains("art/mark.png"), "{message}");
    assert!(message.contains("no file is at"), "{message}");
    let back = diagnostics
        .iter()
        .find(|diagnostic| diagnostic["code"] == "E060")
        .unwrap();
    assert!(
        back["help"].as_str().unwrap().contains("art/Back.png"),
        "{back:#?}"
    );
    let picture_lines: Vec<usize> = manifest
        .lines()
        .enumerate()
        .filter(|(_, line)| line.starts_with("picture"))
        .map(|(index, _)| index + 1)
        .collect();
    assert_eq!(picture_lines.len(), 2);
    assert_eq!(mark["line"], picture_lines[0], "{mark:#?}");
    assert_eq!(back["line"], picture_lines[1], "{back:#?}");
    // An SVG mark says what to write instead.
    fs::write(lighthouse.join("art/mark.svg"), "<svg/>").unwrap();
    let text = manifest.replace("art/mark.png", "art/mark.svg");
    fs::write(lighthouse.join("expansion.toml"), text).unwrap();
    let (_, diagnostics) = validate_json(&data);
    let mark = diagnostics
        .iter()
        .find(|diagnostic| diagnostic["code"] == "E059")
        .unwrap();
    assert!(
        mark["message"].as_str().unwrap().contains("SVG"),
        "{mark:#?}"
    );
    assert!(mark["help"].as_str().unwrap().contains("PNG"), "{mark:#?}");
}
