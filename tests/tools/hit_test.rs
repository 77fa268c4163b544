//! A frontend's use of the atlas: a page in headless Chromium loads `atlas.json` and its page
//! image as a build writes them, takes a click on a frame, hit-tests it against the features'
//! shapes in the frame's entry and names the feature it finds, with the colour the image shows
//! where the click landed. Then the gallery: the pointer over a tile's picture finds the
//! feature's shape there and the page names it.

use crate::common;

use std::path::Path;

/// The page: draws the atlas page holding `FRAME` on a canvas, clicks each of `CLICKS` (tile
/// units inside the frame) and reports the feature whose shape holds the click.
const HARNESS: &str = r##"<!doctype html>
<meta charset="utf-8">
<style>body { margin: 0 }</style>
<canvas id="atlas"></canvas>
<script>
const FRAME = "@FRAME@";
const CLICKS = @CLICKS@;
function report(fields) { return fetch("/report?" + new URLSearchParams(fields)); }
// Even-odd over every ring: a ring inside another is a hole.
function inside(shape, [x, y]) {
  let hit = false;
  for (const ring of shape) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [ax, ay] = ring[j], [bx, by] = ring[i];
      if ((ay > y) !== (by > y) && x < ax + (y - ay) * (bx - ax) / (by - ay)) hit = !hit;
    }
  }
  return hit;
}
(async () => {
  try {
    const atlas = await (await fetch("/dist/atlas.json")).json();
    const texture = atlas.textures.find((texture) => texture.frames.some((frame) => frame.filename === FRAME));
    const frame = texture.frames.find((frame) => frame.filename === FRAME);
    const image = new Image();
    image.src = "/dist/" + texture.image;
    await image.decode();
    const canvas = document.getElementById("atlas");
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext("2d");
    context.drawImage(image, 0, 0);
    canvas.addEventListener("click", async (event) => {
      const box = frame.frame;
      const at = [(event.offsetX + 0.5 - box.x) / box.w, (event.offsetY + 0.5 - box.y) / box.h];
      const hits = frame.features.filter((feature) => inside(feature.shape, at));
      const [r, g, b] = context.getImageData(event.offsetX, event.offsetY, 1, 1).data;
      const hex = "#" + [r, g, b].map((channel) => channel.toString(16).padStart(2, "0")).join("");
      await report({ hits: hits.map((feature) => feature.id).join(" "), colour: hex });
    });
    for (const [x, y] of CLICKS) {
      const box = frame.frame;
      const clientX = box.x + Math.floor(x * box.w), clientY = box.y + Math.floor(y * box.h);
      canvas.dispatchEvent(new MouseEvent("click", { clientX, clientY, bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } catch (error) {
    await report({ error: String(error) });
  }
})();
</script>
"##;

/// The gallery in a frame: points at places of base W's printed picture and reports the
/// feature the page finds there and the name it shows.
const GALLERY: &str = r##"<!doctype html>
<meta charset="utf-8">
<iframe id="gallery" src="/dist/index.html" width="1200" height="900"></iframe>
<script>
const POINTS = @POINTS@;
function report(fields) { return fetch("/report?" + new URLSearchParams(fields)); }
document.getElementById("gallery").addEventListener("load", async () => {
  try {
    const page = document.getElementById("gallery").contentDocument;
    const image = page.querySelector("#tile-base-W img.printed");
    image.scrollIntoView({ block: "center" }); // clear of the sticky filter bar
    for (const [x, y] of POINTS) {
      const box = image.getBoundingClientRect();
      const under = page.elementFromPoint(box.left + x * box.width, box.top + y * box.height);
      under.dispatchEvent(new MouseEvent("mouseenter"));
      const named = page.querySelector("#tile-base-W .pointed-feature").textContent;
      await report({ under: under.getAttribute("data-feature") || under.tagName, named });
      under.dispatchEvent(new MouseEvent("mouseleave"));
    }
  } catch (error) {
    await report({ error: String(error) });
  }
});
</script>
"##;

#[test]
#[ignore = "needs chromium: bash .ci/run installs it (apt-get install chromium)"]
fn a_click_on_an_atlas_frame_or_the_gallery_names_the_feature_under_it() {
    let temp = common::temp_dir("hit-test");
    let root = temp.path().to_path_buf();
    let out = root.join("dist");
    let base = common::data().join("base");
    let run = common::tilecat([
        "build".as_ref(),
        base.as_os_str(),
        "--out".as_ref(),
        out.as_os_str(),
        "--size".as_ref(),
        "128".as_ref(),
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    // Base W turned a quarter clockwise: its east road runs out south, its south road west
    // and its west road north; the field along its north side now lies along the east.
    let clicks = [
        ([0.5, 0.92], "east-road", "#f2ead6"),
        ([0.08, 0.5], "south-road", "#f2ead6"),
        ([0.5, 0.08], "west-road", "#f2ead6"),
        ([0.88, 0.5], "north-field", "#7cae4a"),
        ([0.2, 0.8], "south-east-field", "#7cae4a"),
        ([0.2, 0.2], "south-west-field", "#7cae4a"),
    ];
    let clicks_js = format!(
        "[{}]",
        clicks
            .iter()
            .map(|([x, y], _, _)| format!("[{x},{y}]"))
            .collect::<Vec<_>>()
            .join(",")
    );
    std::fs::write(
        root.join("harness.html"),
        HARNESS
            .replace("@FRAME@", "base-W-r90")
            .replace("@CLICKS@", &clicks_js),
    )
    .unwrap();
    let reports = common::browser::open(
        &root,
        Path::new("/nonexistent"),
        "harness.html",
        clicks.len(),
    );
    let seen: Vec<(String, String)> = reports
        .iter()
        .map(|report| {
            assert!(!report.contains_key("error"), "the page failed: {report:?}");
            (report["hits"].clone(), report["colour"].clone())
        })
        .collect();
    let expected: Vec<(String, String)> = clicks
        .iter()
        .map(|(_, id, colour)| (id.to_string(), colour.to_string()))
        .collect();
    assert_eq!(seen, expected);

    // The gallery names the feature under the pointer on the tile as printed.
    let points = [
        ([0.5, 0.08], "north-field", "field north-field"),
        ([0.92, 0.5], "east-road", "road east-road"),
        ([0.8, 0.8], "south-east-field", "field south-east-field"),
    ];
    let points_js = format!(
        "[{}]",
        points
            .iter()
            .map(|([x, y], _, _)| format!("[{x},{y}]"))
            .collect::<Vec<_>>()
            .join(",")
    );
    std::fs::write(
        root.join("gallery.html"),
        GALLERY.replace("@POINTS@", &points_js),
    )
    .unwrap();
    let reports = common::browser::open(
        &root,
        Path::new("/nonexistent"),
        "gallery.html",
        points.len(),
    );
    let seen: Vec<(String, String)> = reports
        .iter()
        .map(|report| {
            assert!(
                !report.contains_key("error"),
                "the gallery failed: {report:?}"
            );
            (report["under"].clone(), report["named"].clone())
        })
        .collect();
    let expected: Vec<(String, String)> = points
        .iter()
        .map(|(_, id, named)| (id.to_string(), named.to_string()))
        .collect();
    assert_eq!(seen, expected);
}
