//! `tilecat print` end to end: the PDF it writes, read back by poppler and qpdf as a print shop
//! would: the page size and count, the labels as text, and, rasterised at 300 DPI, tiles 45 mm
//! wide with their cut marks on the trim and their backs under their fronts.

use crate::common;

use std::path::Path;
use std::process::Command;

use common::{temp_dir, tilecat};
use tilecat::output::print::layout::points;
use tilecat::output::print::{Layout, Marks, Paper, SheetOptions, copies, label};

/// Pixels in a point at 300 DPI.
const PIXELS_PER_POINT: f64 = 300.0 / 72.0;
/// A 45 mm tile at 300 DPI, in pixels.
const TILE_PIXELS: f64 = 45.0 / 25.4 * 300.0;
/// 0.1 mm at 300 DPI, in pixels: how far a measured length may be off.
const TOLERANCE: f64 = 0.1 / 25.4 * 300.0;

/// Runs `tilecat print` on the bundled data with `extra` arguments into `name` in a temporary
/// folder, and returns the folder and the PDF's path.
fn print(name: &str, extra: &[&str]) -> (tempfile::TempDir, std::path::PathBuf) {
    let temp = temp_dir(name);
    let out = temp.path().join(format!("{name}.pdf"));
    let mut args = vec!["print", "data", "--out", out.to_str().unwrap()];
    args.extend_from_slice(extra);
    let run = tilecat(&args);
    run.expect_success();
    (temp, out)
}

/// Runs `tool` with `args` and returns its standard output, failing the test if it fails.
fn run(tool: &str, args: &[&std::ffi::OsStr]) -> String {
    let output = Command::new(tool)
        .args(args)
        .output()
        .unwrap_or_else(|error| panic!("{tool} runs (bash .ci/run installs it): {error}"));
    assert!(
        output.status.success(),
        "{tool} failed: {}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// `pdfinfo`'s value for `key`, such as `Pages`.
fn info(pdf: &Path, key: &str) -> String {
    let text = run("pdfinfo", &[pdf.as_os_str()]);
    text.lines()
        .find_map(|line| line.strip_prefix(&format!("{key}:")))
        .unwrap_or_else(|| panic!("pdfinfo shows no {key}:\n{text}"))
        .trim()
        .to_owned()
}

/// One page rasterised at 300 DPI in grey.
struct Raster {
    width: usize,
    height: usize,
    grey: Vec<u8>,
}

impl Raster {
    /// Page `page` (from 1) of `pdf` rasterised by `pdftoppm -r 300 -gray`.
    fn of(pdf: &Path, page: usize) -> Raster {
        let stem = pdf.with_extension("");
        let page_text = page.to_string();
        run(
            "pdftoppm",
            &[
                "-r".as_ref(),
                "300".as_ref(),
                "-gray".as_ref(),
                "-singlefile".as_ref(),
                "-f".as_ref(),
                page_text.as_ref(),
                "-l".as_ref(),
                page_text.as_ref(),
                pdf.as_os_str(),
                stem.as_os_str(),
            ],
        );
        let bytes = std::fs::read(stem.with_extension("pgm")).unwrap();
        // A binary PGM: `P5`, width, height and 255, each followed by one white-space byte.
        let mut fields = Vec::new();
        let mut at = 0;
        while fields.len() < 4 {
            while bytes[at].is_ascii_whitespace() {
                at += 1;
            }
            let start = at;
            while !bytes[at].is_ascii_whitespace() {
                at += 1;
            }
            fields.push(String::from_utf8(bytes[start..at].to_vec()).unwrap());
        }
        assert_eq!(fields[0], "P5");
        let (width, height) = (fields[1].parse().unwrap(), fields[2].parse().unwrap());
        Raster {
            width,
            height,
            grey: bytes[at + 1..].to_vec(),
        }
    }

    fn at(&self, x: usize, y: usize) -> u8 {
        self.grey[y * self.width + x]
    }

    /// The runs of pixels darker than `below` along row `y`, as (first, past the last).
    fn runs_across(&self, y: usize, below: u8) -> Vec<(usize, usize)> {
        runs((0..self.width).map(|x| self.at(x, y) < below))
    }

    /// The runs of pixels darker than `below` down column `x`.
    fn runs_down(&self, x: usize, below: u8) -> Vec<(usize, usize)> {
        runs((0..self.height).map(|y| self.at(x, y) < below))
    }
}

fn runs(dark: impl Iterator<Item = bool>) -> Vec<(usize, usize)> {
    let mut runs = Vec::new();
    let mut start = None;
    let mut end = 0;
    for (index, dark) in dark.enumerate() {
        match (dark, start) {
            (true, None) => start = Some(index),
            (false, Some(first)) => {
                runs.push((first, index));
                start = None;
            }
            _ => {}
        }
        end = index + 1;
    }
    if let Some(first) = start {
        runs.push((first, end));
    }
    runs
}

/// A length in points at 300 DPI, in pixels.
fn pixels(points: f64) -> f64 {
    points * PIXELS_PER_POINT
}

/// The middle of a run, in pixels.
fn middle((first, past): (usize, usize)) -> f64 {
    (first + past) as f64 / 2.0
}

fn layout(paper: Paper, marks: Marks, bleed_mm: Option<f64>) -> Layout {
    Layout::new(&SheetOptions {
        paper,
        tile_mm: 45.0,
        bleed_mm,
        marks,
    })
    .unwrap()
}

#[test]
fn the_same_data_gives_the_same_bytes_and_the_file_is_marked_as_tilecat_s() {
    let (_first_temp, first) = print("same-a", &["--backs"]);
    let (_second_temp, second) = print("same-b", &["--backs"]);
    let bytes = std::fs::read(&first).unwrap();
    assert!(bytes.starts_with(b"%PDF-"));
    assert_eq!(bytes, std::fs::read(&second).unwrap());
    assert!(tilecat::shared::door::Made::Pdf.proves(&bytes));
    // A second run over its own output replaces it.
    let again = tilecat(["print", "data", "--out", first.to_str().unwrap()]);
    again.expect_success();
}

#[test]
fn impossible_sheets_are_usage_errors_and_write_nothing() {
    let temp = temp_dir("print-refused");
    let out = temp.path().join("tiles.pdf");
    for extra in [
        &["--marks", "lines", "--bleed-mm", "3"][..],
        &["--bleed-mm", "7"],
        &["--tile-mm", "500"],
        &["--edition", "C9"],
    ] {
        let mut args = vec!["print", "data", "--out", out.to_str().unwrap()];
        args.extend_from_slice(extra);
        let run = tilecat(&args);
        assert_eq!(run.code, 2, "{extra:?}: {}", run.stderr);
        assert!(run.stderr.contains("error:"), "{}", run.stderr);
        assert!(!out.exists(), "{extra:?} wrote a file");
    }
    let run = tilecat(["print", "data", "--out", "tiles.png"]);
    assert_eq!(run.code, 2);
}

#[test]
#[ignore = "needs poppler-utils and qpdf: bash .ci/run installs them"]
fn pdfinfo_shows_the_paper_and_the_pages_the_counts_call_for() {
    // The newest editions: 72 base tiles, 8 of The Flier and the 6 Crop Circles tiles.
    let catalog = tilecat::tables::CATALOG.in_edition(None).unwrap();
    let tiles: usize = copies(&catalog, None)
        .iter()
        .map(|copies| usize::from(copies.count))
        .sum();
    assert_eq!(tiles, 86);
    for (extra, size, pages) in [
        // 15 a page with bleed: 6 pages.
        (&[][..], "595.276 x 841.89 pts (A4)", 6),
        // Edge to edge, 24 a page: 4 pages.
        (&["--marks", "lines"][..], "595.276 x 841.89 pts (A4)", 4),
        // US Letter edge to edge, 20 a page: 5 pages, each followed by its backs.
        (
            &["--paper", "letter", "--marks", "lines", "--backs"][..],
            "612 x 792 pts (letter)",
            10,
        ),
    ] {
        let (_temp, pdf) = print("pdfinfo", extra);
        assert_eq!(info(&pdf, "Page size"), size, "{extra:?}");
        assert_eq!(info(&pdf, "Pages"), pages.to_string(), "{extra:?}");
        assert_eq!(info(&pdf, "Producer"), "tilecat");
        run("qpdf", &["--check".as_ref(), pdf.as_os_str()]);
    }
}

#[test]
#[ignore = "needs poppler-utils and qpdf: bash .ci/run installs them"]
fn the_boxes_are_set_and_pdftotext_finds_every_tile_s_label() {
    let (_temp, pdf) = print("text", &[]);
    let text = run("pdftotext", &[pdf.as_os_str(), "-".as_ref()]);
    let catalog = tilecat::tables::CATALOG.in_edition(None).unwrap();
    // A garden copy shares its letter, and so its label, with the plain tile.
    let mut by_label: std::collections::BTreeMap<String, usize> = Default::default();
    for copies in copies(&catalog, None) {
        *by_label
            .entry(label(copies.tile, Some(copies.expansion)))
            .or_default() += usize::from(copies.count);
    }
    for (label, count) in by_label {
        assert_eq!(text.matches(&label).count(), count, "{label}");
    }
    let boxes = run("pdfinfo", &["-box".as_ref(), pdf.as_os_str()]);
    let a4 = layout(Paper::A4, Marks::Crop, None);
    let trim = a4.trim_box(a4.per_page());
    // PDF boxes count from the bottom left; the layout from the top left.
    let expected = format!(
        "{:.2} {:.2} {:.2} {:.2}",
        trim.x,
        a4.page.1 - trim.bottom(),
        trim.right(),
        a4.page.1 - trim.y
    );
    let line = boxes
        .lines()
        .find(|line| line.starts_with("TrimBox:"))
        .expect("a trim box");
    assert_eq!(
        line.split_whitespace()
            .skip(1)
            .collect::<Vec<_>>()
            .join(" "),
        expected
    );
    assert!(boxes.lines().any(|line| line.starts_with("BleedBox:")));
}

#[test]
#[ignore = "needs poppler-utils and qpdf: bash .ci/run installs them"]
fn rasterised_tiles_measure_45_mm_with_crop_marks_on_the_trim() {
    // Without bleed the picture ends at the trim, so it can be measured against the marks.
    let (_temp, pdf) = print("crop", &["--bleed-mm", "0"]);
    let raster = Raster::of(&pdf, 1);
    let a4 = layout(Paper::A4, Marks::Crop, Some(0.0));
    let trim = a4.trim(0);
    // Across the middle of the first tile, every tile of the row is one dark run (the page is
    // white, the fields are green).
    let row = pixels(trim.y + trim.height / 2.0) as usize;
    let tiles = raster.runs_across(row, 250);
    assert_eq!(tiles.len(), a4.columns, "{tiles:?}");
    for &(first, past) in &tiles {
        let width = (past - first) as f64;
        assert!(
            (width - TILE_PIXELS).abs() <= TOLERANCE + 0.5,
            "a tile {width} px wide, not {TILE_PIXELS:.1} ± {TOLERANCE:.1}"
        );
    }
    let column = pixels(trim.x + trim.width / 2.0) as usize;
    let downs = raster.runs_down(column, 250);
    let (top, bottom) = downs[0];
    assert!(((bottom - top) as f64 - TILE_PIXELS).abs() <= TOLERANCE + 0.5);
    // 4 mm above the trim, between the marks' ends at 3 and 5.5 mm, the row crosses the
    // vertical marks: each stands on a cut line, the edge of a tile measured above.
    let mark_row = top - (4.0 / 25.4 * 300.0) as usize;
    let marks = raster.runs_across(mark_row, 128);
    assert_eq!(marks.len(), 2 * a4.columns, "{marks:?}");
    for (index, &(first, past)) in tiles.iter().enumerate() {
        for (mark, edge) in [(marks[2 * index], first), (marks[2 * index + 1], past)] {
            assert!(
                (middle(mark) - edge as f64).abs() <= TOLERANCE + 1.0,
                "a mark at {} px, the cut at {edge} px",
                middle(mark)
            );
        }
    }
}

#[test]
#[ignore = "needs poppler-utils and qpdf: bash .ci/run installs them"]
fn shared_cut_lines_lie_a_tile_apart() {
    let (_temp, pdf) = print("lines", &["--marks", "lines"]);
    let raster = Raster::of(&pdf, 1);
    let a4 = layout(Paper::A4, Marks::Lines, None);
    // In the top margin of the grid the lines do not run; along the top cut line they do, so
    // look down a column just left of the grid's middle for the horizontal lines, and across a
    // row through the first tiles' labels' height for the vertical ones: both black.
    let trim = a4.trim(0);
    let row = pixels(trim.y + points(10.0)) as usize;
    let lines = raster.runs_across(row, 40);
    let centres: Vec<f64> = lines.iter().copied().map(middle).collect();
    assert_eq!(centres.len(), a4.columns + 1, "{lines:?}");
    for pair in centres.windows(2) {
        assert!(
            (pair[1] - pair[0] - TILE_PIXELS).abs() <= TOLERANCE + 1.0,
            "lines {} px apart",
            pair[1] - pair[0]
        );
    }
    assert!((centres[0] - pixels(trim.x)).abs() <= TOLERANCE + 1.0);
}

#[test]
#[ignore = "needs poppler-utils and qpdf: bash .ci/run installs them"]
fn the_backs_of_a_duplex_print_lie_under_their_fronts() {
    // The last sheet is part full (86 = 5 × 15 + 11): three tiles in each of its first three
    // rows, two in the fourth, so a back that was not mirrored would show.
    let (_temp, pdf) = print("backs", &["--backs"]);
    assert_eq!(info(&pdf, "Pages"), "12");
    let a4 = layout(Paper::A4, Marks::Crop, None);
    let front = Raster::of(&pdf, 11);
    let back = Raster::of(&pdf, 12);
    let width = front.width;
    for slot in [0, a4.columns] {
        let trim = a4.trim(slot);
        let row = pixels(trim.y + trim.height / 2.0) as usize;
        let fronts = front.runs_across(row, 250);
        let backs = back.runs_across(row, 250);
        assert_eq!(fronts.len(), backs.len(), "{fronts:?} {backs:?}");
        // Turned over on the long edge, a back's run from x to x' lands at width − x' to
        // width − x.
        let mut turned: Vec<(usize, usize)> = backs
            .iter()
            .map(|&(first, past)| (width - past, width - first))
            .collect();
        turned.sort_unstable();
        for (front, back) in fronts.iter().zip(&turned) {
            assert!(
                front.0.abs_diff(back.0) <= 2 && front.1.abs_diff(back.1) <= 2,
                "front {front:?}, back turned over {back:?}"
            );
        }
    }
    // The fourth row holds two tiles, so its backs stand in the two right-hand columns.
    let trim = a4.trim(3 * a4.columns);
    let row = pixels(trim.y + trim.height / 2.0) as usize;
    let backs = back.runs_across(row, 250);
    assert_eq!(backs.len(), 2);
    let right = a4.back_trim(3 * a4.columns);
    assert!((backs[1].1 as f64 - pixels(a4.bleed(&right).right())).abs() <= 2.0);
}

/// The mean grey of each square of a `blocks` × `blocks` grid over a `side`-pixel square whose
/// pixel `(x, y)` is `grey(x, y)`.
fn block_means(side: usize, blocks: usize, grey: impl Fn(usize, usize) -> f64) -> Vec<f64> {
    let block = side / blocks;
    let mut means = Vec::new();
    for row in 0..blocks {
        for column in 0..blocks {
            let mut total = 0.0;
            for y in row * block..(row + 1) * block {
                for x in column * block..(column + 1) * block {
                    total += grey(x, y);
                }
            }
            means.push(total / (block * block) as f64);
        }
    }
    means
}

/// The grey of a picture's pixel as poppler's `-gray` makes it (ITU-R BT.601 weights).
fn grey_of([r, g, b, _]: [u8; 4]) -> f64 {
    0.299 * f64::from(r) + 0.587 * f64::from(g) + 0.114 * f64::from(b)
}

#[test]
#[ignore = "needs poppler-utils and qpdf: bash .ci/run installs them"]
fn a_tile_with_its_own_picture_is_printed_with_it() {
    // In examples/my-expansion tile A names its own picture (art/A.png), tile B does not.
    let temp = temp_dir("own-picture");
    let pdf = temp.path().join("own.pdf");
    let data = "examples/my-expansion/data";
    tilecat([
        "print",
        data,
        "--out",
        pdf.to_str().unwrap(),
        "--bleed-mm",
        "0",
    ])
    .expect_success();
    // One picture, embedded once however often it is drawn, at 300 pixels an inch.
    let list = run("pdfimages", &["-list".as_ref(), pdf.as_os_str()]);
    let rows: Vec<Vec<&str>> = list
        .lines()
        .skip(2)
        .map(|line| line.split_whitespace().collect())
        .collect();
    assert!(!rows.is_empty(), "{list}");
    for row in &rows {
        // page num type width height color comp bpc enc interp object ID x-ppi y-ppi …
        assert_eq!((row[3], row[4]), ("532", "532"), "{list}");
        assert_eq!((row[12], row[13]), ("300", "300"), "{list}");
        assert_eq!(row[10], rows[0][10], "one object: {list}");
    }
    // The printed tile shows the picture: the mean grey of each of 8 × 8 squares of tile A's
    // trim matches the picture's own, and differs from its drawing from the data.
    let raster = Raster::of(&pdf, 1);
    let trim = layout(Paper::A4, Marks::Crop, Some(0.0)).trim(0);
    let (left, top) = (
        pixels(trim.x).round() as usize,
        pixels(trim.y).round() as usize,
    );
    let side = TILE_PIXELS.floor() as usize;
    let printed = block_means(side, 8, |x, y| f64::from(raster.at(left + x, top + y)));
    let art = image::open("examples/my-expansion/data/my-expansion/tiles/art/A.png")
        .unwrap()
        .to_rgba8();
    let scale = f64::from(art.width()) / side as f64;
    let at = |picture: &image::RgbaImage, x: usize, y: usize| {
        let pixel = |v: usize| ((v as f64 * scale) as u32).min(picture.width() - 1);
        grey_of(picture.get_pixel(pixel(x), pixel(y)).0)
    };
    let own = block_means(side, 8, |x, y| at(&art, x, y));
    for (block, (printed, own)) in printed.iter().zip(&own).enumerate() {
        assert!(
            (printed - own).abs() <= 8.0,
            "square {block}: printed grey {printed:.1}, the picture's {own:.1}"
        );
    }
    let catalog =
        tilecat::input::validate::validate_paths(&[std::path::PathBuf::from(data)]).catalog;
    let tile = catalog
        .tiles
        .iter()
        .find(|tile| &*tile.letter == "A")
        .unwrap();
    let size = tilecat::output::render::Size::new(art.width()).unwrap();
    let png = tilecat::output::render::png(
        tile,
        catalog.expansion(&tile.expansion),
        tilecat::model::Rotation::R0,
        size,
    )
    .unwrap();
    let drawn = image::load_from_memory(&png).unwrap().to_rgba8();
    let from_data = block_means(side, 8, |x, y| at(&drawn, x, y));
    let unlike = own
        .iter()
        .zip(&from_data)
        .filter(|(own, drawn)| (*own - *drawn).abs() > 8.0)
        .count();
    assert!(
        unlike > 0,
        "the picture and the drawing look alike: the test shows nothing"
    );
}

#[test]
fn a_picture_damaged_past_its_header_stops_the_print_naming_the_tile_and_writes_nothing() {
    let temp = temp_dir("damaged-picture");
    let data = temp.path().join("data");
    common::copy_folder(Path::new("examples/my-expansion/data"), &data);
    let art = data.join("my-expansion/tiles/art/A.png");
    // The header says a square PNG, so `validate` passes it; the pixels are cut off.
    let bytes = std::fs::read(&art).unwrap();
    std::fs::write(&art, &bytes[..200]).unwrap();
    let pdf = temp.path().join("tiles.pdf");
    let run = tilecat([
        "print",
        data.to_str().unwrap(),
        "--out",
        pdf.to_str().unwrap(),
    ]);
    run.expect_code(2);
    assert!(
        run.stderr
            .contains("the picture of tile `my-expansion-A` cannot be drawn")
            && run.stderr.contains("nothing was written"),
        "{}",
        run.stderr
    );
    assert!(!pdf.exists());
}

/// Runs `tilecat print` on `data` with the profile `profile` and `extra` arguments into `out`
/// (a PDF or a folder) in a temporary folder; returns the folder and `out`'s path.
fn print_profile(
    data: &str,
    profile: &str,
    out: &str,
    extra: &[&str],
) -> (tempfile::TempDir, std::path::PathBuf) {
    let temp = temp_dir(profile);
    let out = temp.path().join(out);
    let mut args = vec![
        "print",
        data,
        "--profile",
        profile,
        "--out",
        out.to_str().unwrap(),
    ];
    args.extend_from_slice(extra);
    tilecat(&args).expect_success();
    (temp, out)
}

/// Each page's boxes as `qpdf --json` reads them, in page order: `(MediaBox, TrimBox,
/// BleedBox)`, each `[x0, y0, x1, y1]` in points.
fn qpdf_boxes(pdf: &Path) -> Vec<[[f64; 4]; 3]> {
    let json: serde_json::Value =
        serde_json::from_str(&run("qpdf", &["--json".as_ref(), pdf.as_os_str()])).unwrap();
    let objects = &json["qpdf"][1];
    json["pages"]
        .as_array()
        .expect("pages")
        .iter()
        .map(|page| {
            let reference = page["object"].as_str().unwrap();
            let object = &objects[format!("obj:{reference}")]["value"];
            ["/MediaBox", "/TrimBox", "/BleedBox"].map(|key| {
                let numbers: Vec<f64> = object[key]
                    .as_array()
                    .unwrap_or_else(|| panic!("page {reference} has no {key}: {object}"))
                    .iter()
                    .map(|number| number.as_f64().unwrap())
                    .collect();
                numbers.try_into().unwrap()
            })
        })
        .collect()
}

/// The subtype of each output intent of `pdf`'s catalog, as `qpdf --json` reads them.
fn qpdf_output_intents(pdf: &Path) -> Vec<String> {
    let json: serde_json::Value =
        serde_json::from_str(&run("qpdf", &["--json".as_ref(), pdf.as_os_str()])).unwrap();
    let objects = &json["qpdf"][1];
    let value = |reference: &serde_json::Value| {
        objects[format!("obj:{}", reference.as_str().unwrap())]["value"].clone()
    };
    let root = value(&objects["trailer"]["value"]["/Root"]);
    let Some(intents) = root.get("/OutputIntents") else {
        return Vec::new();
    };
    let intents = match intents.as_str() {
        Some(_) => value(intents),
        None => intents.clone(),
    };
    intents
        .as_array()
        .unwrap()
        .iter()
        .map(|intent| value(intent)["/S"].as_str().unwrap().to_owned())
        .collect()
}

fn close_to(found: &[f64; 4], wanted: &[f64; 4]) -> bool {
    found
        .iter()
        .zip(wanted)
        .all(|(found, wanted)| (found - wanted).abs() < 0.01)
}

#[test]
#[ignore = "needs poppler-utils and qpdf: bash .ci/run installs them"]
fn a_shop_s_pdf_has_one_tile_a_page_its_trim_box_the_cut_on_every_page() {
    use tilecat::output::print::profile::named;
    for (profile, extra) in [
        ("drivethrucards", &["--one-each"][..]),
        ("mbprint", &["--one-each", "--backs"]),
    ] {
        let numbers = named(profile).unwrap();
        let (_temp, pdf) = print_profile("data/base", profile, "shop.pdf", extra);
        let bleed = points(numbers.bleed_mm.unwrap());
        let side = points(numbers.trim_mm) + 2.0 * bleed;
        let tiles = copies(&tilecat::tables::CATALOG.in_edition(None).unwrap(), None)
            .iter()
            .filter(|copies| copies.tile.expansion == "base")
            .count();
        let sides = if numbers.both_sides { 2 } else { 1 };
        let boxes = qpdf_boxes(&pdf);
        assert_eq!(boxes.len(), tiles * sides, "{profile}");
        for [media, trim, bleed_box] in &boxes {
            assert!(
                close_to(media, &[0.0, 0.0, side, side]),
                "{profile}: {media:?}"
            );
            assert!(
                close_to(trim, &[bleed, bleed, side - bleed, side - bleed]),
                "{profile}: {trim:?}"
            );
            assert!(close_to(bleed_box, media), "{profile}: {bleed_box:?}");
        }
        assert_eq!(qpdf_output_intents(&pdf), ["/GTS_PDFA1"], "{profile}");
        assert_eq!(info(&pdf, "Pages"), (tiles * sides).to_string());
        let size = info(&pdf, "Page size");
        assert!(
            size.starts_with(&format!("{side:.3} x {side:.3} pts")),
            "{size}"
        );
        // At 300 DPI a page is the tile and its bleed in pixels: 45 mm and twice the bleed.
        let raster = Raster::of(&pdf, 1);
        let wanted = (numbers.trim_mm + 2.0 * numbers.bleed_mm.unwrap()) / 25.4 * 300.0;
        assert!(
            (raster.width as f64 - wanted).abs() <= 1.0,
            "{}",
            raster.width
        );
        assert!((raster.height as f64 - wanted).abs() <= 1.0);
    }
}

#[test]
#[ignore = "needs poppler-utils and qpdf: bash .ci/run installs them"]
fn a_home_sheet_s_boxes_hold_the_tiles_on_the_page_and_not_the_empty_slots() {
    let (_temp, pdf) = print_profile(
        "data",
        "a4",
        "two.pdf",
        &["--tiles", "base-A,base-D", "--one-each", "--backs"],
    );
    let a4 = layout(Paper::A4, Marks::Crop, None);
    // A home print is plain RGB, with no output intent.
    assert!(qpdf_output_intents(&pdf).is_empty());
    let boxes = qpdf_boxes(&pdf);
    assert_eq!(boxes.len(), 2, "a page of fronts and its backs");
    let trim = a4.trim_box(2);
    // PDF boxes count from the bottom left; the layout from the top left.
    let front = [
        trim.x,
        a4.page.1 - trim.bottom(),
        trim.right(),
        a4.page.1 - trim.y,
    ];
    assert!(close_to(&boxes[0][1], &front), "{:?}", boxes[0][1]);
    // Two tiles side by side: the box spans two trims and the gap between them, not the row.
    assert!(trim.width < 2.0 * a4.tile + points(20.0) && trim.width > 2.0 * a4.tile);
    let back = trim.mirrored(a4.page.0);
    assert!((boxes[1][1][0] - back.x).abs() < 0.01, "{:?}", boxes[1][1]);
}

#[test]
#[ignore = "needs poppler-utils and qpdf: bash .ci/run installs them"]
fn labels_off_prints_no_label_and_tiles_and_one_each_print_only_what_is_asked() {
    let (_temp, pdf) = print_profile(
        "data",
        "a4",
        "some.pdf",
        &["--tiles", "flier-A", "--tiles", "base-D", "--labels", "off"],
    );
    let text = run("pdftotext", &[pdf.as_os_str(), "-".as_ref()]);
    assert!(!text.contains("·"), "{text}");
    // base-D counts 4 copies in the base game, flier-A one: 5 tiles on one page.
    assert_eq!(info(&pdf, "Pages"), "1");
    let (_temp, pdf) = print_profile("data", "letter", "each.pdf", &["--one-each"]);
    let text = run("pdftotext", &[pdf.as_os_str(), "-".as_ref()]);
    // One label for each tile, whatever its count.
    let tiles = copies(&tilecat::tables::CATALOG.in_edition(None).unwrap(), None).len();
    assert_eq!(text.matches(" · ").count(), tiles, "{text}");
    let temp = temp_dir("unknown-tile");
    let out = temp.path().join("none.pdf");
    let run = tilecat([
        "print",
        "data",
        "--tiles",
        "base-ZZ",
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(run.stderr.contains("`base-ZZ`"), "{}", run.stderr);
    assert!(!out.exists());
}

#[test]
fn the_game_crafter_gets_one_png_a_tile_at_300_dpi_with_its_bleed_mirrored() {
    let (_temp, folder) = print_profile(
        "data/base",
        "thegamecrafter",
        "upload",
        &["--tiles", "base-D", "--backs"],
    );
    let mut names: Vec<String> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, [".tilecat-print", "back.png", "base-D.png"]);
    // 45 mm is 531 px at 300 DPI and 1/8" of bleed 38 px on each side.
    let face = image::open(folder.join("base-D.png")).unwrap().to_rgba8();
    assert_eq!(face.dimensions(), (607, 607));
    // Each picture says its resolution, as an uploader reads its printed size: the `pHYs`
    // chunk, 11,811 pixels a metre both ways (300 an inch), the metre as its unit.
    for name in ["base-D.png", "back.png"] {
        let bytes = std::fs::read(folder.join(name)).unwrap();
        let at = bytes
            .windows(4)
            .position(|window| window == b"pHYs")
            .unwrap_or_else(|| panic!("{name} has no pHYs chunk"));
        let field = |from: usize| u32::from_be_bytes(bytes[from..from + 4].try_into().unwrap());
        assert_eq!(
            (field(at + 4), field(at + 8), bytes[at + 12]),
            (11_811, 11_811, 1),
            "{name}"
        );
    }
    let back = image::open(folder.join("back.png")).unwrap().to_rgba8();
    assert_eq!(back.dimensions(), (607, 607));
    // The bleed is the face mirrored across each cut line: the columns on either side of the
    // left cut (pixel 38) are alike, and so on outwards.
    for y in (0..607).step_by(13) {
        for step in 0..38 {
            assert_eq!(
                face.get_pixel(37 - step, y),
                face.get_pixel(38 + step, y),
                "({}, {y})",
                37 - step
            );
        }
    }
    // The same print again writes the same bytes into the folder it made.
    let before = std::fs::read(folder.join("base-D.png")).unwrap();
    tilecat([
        "print",
        "data/base",
        "--profile",
        "thegamecrafter",
        "--out",
        folder.to_str().unwrap(),
        "--tiles",
        "base-D",
    ])
    .expect_success();
    assert_eq!(std::fs::read(folder.join("base-D.png")).unwrap(), before);
}

#[test]
fn the_preflight_names_the_flier_s_symbol_0_9_mm_inside_the_cut_and_writes_nothing() {
    let temp = temp_dir("preflight");
    // The Flier's mark stands 0.09 of a tile inside the cut: 4.05 mm of a 45 mm tile, clear of
    // every shop's safe zone, so the bundled data goes to the shop as it is.
    let clear = temp.path().join("clear");
    tilecat([
        "print",
        "data",
        "--profile",
        "thegamecrafter",
        "--out",
        clear.to_str().unwrap(),
    ])
    .expect_success();
    // Each PNG shows the mark in its corner, painted from the Flier's own picture: the pixel at
    // the centre of the mark's square (0.85 of the tile, past 38 px of bleed) is the picture's.
    let mark = image::open("data/flier/symbol.png").unwrap().to_rgb8();
    let wanted = mark.get_pixel(mark.width() / 2, mark.height() / 2).0;
    let face = image::open(clear.join("flier-A.png")).unwrap().to_rgb8();
    let at = 38 + (0.85_f64 * 531.0).round() as u32;
    let seen = face.get_pixel(at, at).0;
    assert!(
        seen.iter()
            .zip(wanted)
            .all(|(seen, wanted)| seen.abs_diff(wanted) <= 24),
        "{seen:?} at the mark's centre, the mark's own is {wanted:?}"
    );
    // On a 10 mm tile the same mark stands 0.9 mm inside the cut.
    let folder = temp.path().join("upload");
    let run = tilecat([
        "print",
        "data",
        "--profile",
        "thegamecrafter",
        "--tile-mm",
        "10",
        "--out",
        folder.to_str().unwrap(),
    ]);
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(
        run.stderr.contains(
            "error[E061]: the symbol of `flier` in its SE corner lies 0.9 mm inside the cut of \
             tiles `flier-A`"
        ),
        "{}",
        run.stderr
    );
    // In the look of `validate`: the file, line and column of the corner that places it.
    let manifest = std::fs::read_to_string("data/flier/expansion.toml").unwrap();
    let line = 1 + manifest
        .lines()
        .position(|line| line.starts_with("corner = "))
        .expect("the Flier's manifest places its symbol in a corner");
    let location = format!("data/flier/expansion.toml:{line}:10");
    assert!(run.stderr.contains(&location), "{location}: {}", run.stderr);
    // One finding for the mark, however many tiles carry it (on a tile this small, the
    // pennants and the flying machine come too near the cut as well, each at its own tile).
    assert_eq!(
        run.stderr
            .matches("error[E061]: the symbol of `flier`")
            .count(),
        1,
        "{}",
        run.stderr
    );
    assert!(run.stderr.contains("nothing was written"), "{}", run.stderr);
    assert!(!folder.exists(), "the refused print made its folder");
    // A shop that prints both sides names the missing backs; a small picture is named too.
    let pdf = temp.path().join("mb.pdf");
    let run = tilecat([
        "print",
        "examples/my-expansion/data",
        "--profile",
        "mbprint",
        "--out",
        pdf.to_str().unwrap(),
    ]);
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(run.stderr.contains("error[E063]"), "{}", run.stderr);
    assert!(
        run.stderr.contains("error[E062]") && run.stderr.contains("384×384 px"),
        "{}",
        run.stderr
    );
    assert!(!pdf.exists());
    // A 30 mm tile needs only 354 px at 300 pixels an inch: the same picture passes, and is
    // written into the PDF/A (which allows no interpolated picture).
    let pdf = temp.path().join("small.pdf");
    tilecat([
        "print",
        "examples/my-expansion/data",
        "--profile",
        "drivethrucards",
        "--tile-mm",
        "30",
        "--out",
        pdf.to_str().unwrap(),
    ])
    .expect_success();
    assert!(std::fs::read(&pdf).unwrap().starts_with(b"%PDF-"));
}

#[test]
#[ignore = "needs pikepdf from the Python Package Index: bash .ci/run installs it"]
fn pikepdf_reads_the_pdf_a_substitute_for_pdf_x_its_version_key_output_intent_and_boxes() {
    let (_temp, pdf) = print_profile(
        "data/base",
        "drivethrucards",
        "dtc.pdf",
        &["--tiles", "base-A,base-D"],
    );
    // pikepdf (qpdf's Python binding) reads the file on its own terms and prints one line for
    // each thing it finds.
    let script = r#"
import sys, pikepdf
pdf = pikepdf.open(sys.argv[1])
with pdf.open_metadata() as xmp:
    print("pdfaid", xmp.get("pdfaid:part"), xmp.get("pdfaid:conformance"))
intents = pdf.Root.OutputIntents
print("intents", len(intents))
intent = intents[0]
print("subtype", intent.S)
print("condition", intent.OutputCondition)
icc = intent.DestOutputProfile
print("icc", icc.N, icc.read_bytes()[36:40].decode("ascii"))
for page in pdf.pages:
    print("page", "/TrimBox" in page.obj, "/BleedBox" in page.obj,
          [float(v) for v in page.obj.TrimBox])
"#;
    let output = run(
        "python3",
        &["-c".as_ref(), script.as_ref(), pdf.as_os_str()],
    );
    let lines: Vec<&str> = output.lines().collect();
    assert_eq!(lines[0], "pdfaid 2 B", "{output}");
    assert_eq!(lines[1], "intents 1");
    assert_eq!(lines[2], "subtype /GTS_PDFA1");
    assert_eq!(lines[3], "condition sRGB");
    // An RGB ICC profile: three components, and the profile's `acsp` signature.
    assert_eq!(lines[4], "icc 3 acsp");
    let pages: Vec<&&str> = lines
        .iter()
        .filter(|line| line.starts_with("page"))
        .collect();
    // base-A counts 2 copies, base-D 4.
    assert_eq!(pages.len(), 6, "{output}");
    let bleed = points(25.4 / 8.0);
    for page in pages {
        assert!(page.starts_with("page True True ["), "{page}");
        let first: f64 = page["page True True [".len()..]
            .split(',')
            .next()
            .unwrap()
            .parse()
            .unwrap();
        assert!((first - bleed).abs() < 0.01, "{page}");
    }
}
