//! The gallery used in headless Chromium: the filter by expansion and by edition shows exactly
//! the tiles the catalog says, and a click on a tile shows it enlarged in its four rotations.
//! A harness page loads the gallery in a frame over loopback, works its controls as a user
//! would, and reports what the gallery then shows.

use crate::common;

use std::path::Path;

use serde_json::Value;

/// The harness: loads the gallery in a frame, works the filter and the enlarge button, and
/// reports what is shown after each step.
const HARNESS: &str = r##"<!doctype html>
<meta charset="utf-8">
<iframe id="gallery" src="/dist/index.html" width="1200" height="900"></iframe>
<script>
const STEPS = @STEPS@;
function report(fields) { return fetch("/report?" + new URLSearchParams(fields)); }
function settle() { return new Promise((resolve) => setTimeout(resolve, 50)); }
document.getElementById("gallery").addEventListener("load", async () => {
  const page = document.getElementById("gallery").contentDocument;
  const visible = (element) => !element.hidden && element.offsetParent !== null;
  try {
    for (const [expansion, edition] of STEPS) {
      for (const [id, value] of [["filter-expansion", expansion], ["filter-edition", edition]]) {
        const select = page.getElementById(id);
        select.value = value;
        select.dispatchEvent(new Event("change"));
      }
      await settle();
      const shown = Array.from(page.querySelectorAll("article.tile")).filter(visible);
      const sections = Array.from(page.querySelectorAll("section.expansion")).filter(visible);
      await report({
        step: "filter", expansion, edition,
        tiles: shown.map((card) => card.id.replace("tile-", "")).join(" "),
        sections: sections.length,
        count: page.getElementById("filter-count").textContent,
      });
    }
    const button = page.querySelector("#tile-flier-F button.enlarge");
    button.click();
    await settle();
    const dialog = page.getElementById("enlarged");
    const images = Array.from(dialog.querySelectorAll("img"));
    await Promise.all(images.map((image) => image.complete ? null : new Promise((resolve) => { image.onload = resolve; image.onerror = resolve; })));
    await report({
      step: "enlarge",
      open: dialog.open,
      title: page.getElementById("enlarged-title").textContent,
      images: images.map((image) => image.getAttribute("src") + "=" + image.naturalWidth).join(" "),
      links: Array.from(dialog.querySelectorAll("a")).map((link) => link.getAttribute("href")).join(" "),
      width: Math.round(images[0].getBoundingClientRect().width),
      status: page.getElementById("status").getBoundingClientRect().height,
    });
  } catch (error) {
    await report({ step: "error", error: String(error && error.stack || error) });
  }
});
</script>
"##;

#[test]
#[ignore = "needs chromium: bash .ci/run installs it (apt-get install chromium)"]
fn filter_and_enlarge_show_what_the_catalog_says() {
    // Two expansions: the bundled Flier and a small generated one.
    let temp = common::temp_dir("gallery-browser");
    let root = temp.path().to_path_buf();
    let corpus = root.join("corpus");
    let run = common::tilecat([
        "corpus".as_ref(),
        "--count".as_ref(),
        "6".as_ref(),
        "--out".as_ref(),
        corpus.as_os_str(),
    ]);
    run.expect_success();
    let out = root.join("dist");
    let flier = common::data().join("flier");
    let run = common::tilecat([
        "build".as_ref(),
        flier.as_os_str(),
        corpus.as_os_str(),
        "--out".as_ref(),
        out.as_os_str(),
        "--size".as_ref(),
        "32".as_ref(),
    ]);
    run.expect_success();

    // What the catalog says each filter should show.
    let catalog: Value =
        serde_json::from_slice(&std::fs::read(out.join("catalog.json")).unwrap()).unwrap();
    let tiles = catalog["tiles"].as_array().unwrap();
    let expected = |expansion: &str, edition: &str| -> Vec<String> {
        tiles
            .iter()
            .filter(|tile| expansion.is_empty() || tile["expansion"] == expansion)
            .filter(|tile| {
                // An edition is chosen as `expansion/edition`, of that expansion's own.
                edition.is_empty()
                    || edition.split_once('/').is_some_and(|(of, edition)| {
                        tile["expansion"] == of
                            && tile["counts"][edition]
                                .as_u64()
                                .is_some_and(|count| count > 0)
                    })
            })
            .map(|tile| tile["id"].as_str().unwrap().to_owned())
            .collect()
    };
    let flier_c2 = expected("flier", "flier/C2");
    assert!(!flier_c2.is_empty() && flier_c2.len() < 14);
    let steps = [
        ("", ""),
        ("flier", ""),
        ("bench", ""),
        ("flier", "flier/C2"),
        ("bench", "flier/C2"),
        ("", "flier/C3"),
        ("", "bench/C1"),
    ];
    let steps_js = format!(
        "[{}]",
        steps
            .iter()
            .map(|(expansion, edition)| format!("[\"{expansion}\",\"{edition}\"]"))
            .collect::<Vec<_>>()
            .join(",")
    );
    // The build drew the Flier's newest edition: its C1, whose H is not in it, cannot be chosen,
    // and the page says what was drawn.
    let page = std::fs::read_to_string(out.join("index.html")).unwrap();
    assert!(page.contains("<option value=\"flier/C1\" disabled=\"disabled\">C1 (2012), not drawn"));
    assert!(
        page.contains("<dt>Drawn</dt><dd>C2 (2017) and C3 (2021), which print the same tiles</dd>")
    );
    std::fs::write(
        root.join("harness.html"),
        HARNESS.replace("@STEPS@", &steps_js),
    )
    .unwrap();
    let reports = common::browser::open(
        &root,
        Path::new("/nonexistent"),
        "harness.html",
        steps.len() + 1,
    );
    assert!(
        reports.iter().all(|report| report["step"] != "error"),
        "{reports:#?}"
    );
    let filters: Vec<_> = reports.iter().filter(|r| r["step"] == "filter").collect();
    assert_eq!(filters.len(), steps.len(), "{reports:#?}");
    for (report, (expansion, edition)) in filters.iter().zip(steps) {
        let shown: Vec<&str> = report["tiles"].split_whitespace().collect();
        let wanted = expected(expansion, edition);
        assert_eq!(shown, wanted, "expansion {expansion:?} edition {edition:?}");
        let sections = usize::from(wanted.iter().any(|id| id.starts_with("flier-")))
            + usize::from(wanted.iter().any(|id| id.starts_with("bench-")));
        assert_eq!(report["sections"], sections.to_string(), "{report:?}");
        let noun = if wanted.len() == 1 { "tile" } else { "tiles" };
        assert_eq!(report["count"], format!("{} {noun} shown", wanted.len()));
    }
    let enlarged = reports
        .iter()
        .find(|report| report["step"] == "enlarge")
        .unwrap_or_else(|| panic!("no enlarge report: {reports:#?}"));
    assert_eq!(enlarged["open"], "true");
    assert_eq!(enlarged["title"], "F (flier-F)");
    let images: Vec<&str> = enlarged["images"].split(' ').collect();
    assert_eq!(
        images,
        [0, 90, 180, 270].map(|degrees| format!("svg/flier-F-r{degrees}.svg=32"))
    );
    let links: Vec<&str> = enlarged["links"].split(' ').collect();
    assert_eq!(links.len(), 8);
    for link in links {
        assert!(out.join(link).is_file(), "{link}");
    }
    // Enlarged means larger than the tile's 168 px card picture.
    assert!(
        enlarged["width"].parse::<u32>().unwrap() > 168,
        "{enlarged:?}"
    );
    // The status element the other browser test reads takes no room on the page.
    assert_eq!(enlarged["status"], "0");
}
