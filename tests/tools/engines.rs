//! A multi-page atlas loaded by the game engines it is made for: PixiJS (from `atlas-0.json`,
//! following `related_multi_packs`) and Phaser 3 (`load.multiatlas` on `atlas.json`), each
//! drawing a frame from the second page in headless Chromium. The page is served over loopback
//! by a small server in this test; the engines come from `tests/engines/node_modules`
//! (`npm ci --prefix tests/engines`, which `.ci/run` does).

use crate::common;

use std::path::Path;

/// The frame drawn: tile E turned a quarter, which lies on the second page.
const FRAME: &str = "flier-E-r90";
/// The tile size built at.
const SIZE: u32 = 64;
/// Points of the frame whose colour each engine reports, as `(x, y)`.
const SAMPLES: [(u32, u32); 4] = [(2, 2), (32, 32), (61, 10), (12, 50)];

/// The page that loads the atlas into both engines and reports what each drew to `/report`.
const PAGE: &str = r##"<!doctype html>
<meta charset="utf-8">
<title>atlas in PixiJS and Phaser</title>
<script src="/modules/pixi.js/dist/pixi.min.js"></script>
<script src="/modules/phaser/dist/phaser.min.js"></script>
<body>
<script>
const FRAME = "@FRAME@";
const SAMPLES = @SAMPLES@;
function report(engine, fields) {
  const query = new URLSearchParams({ engine, ...fields });
  return fetch("/report?" + query);
}
function failed(engine, error) {
  return report(engine, { error: String(error && error.stack || error) });
}
async function pixi() {
  const app = new PIXI.Application();
  await app.init({ width: @SIZE@, height: @SIZE@, preference: "webgl", background: "#ff00ff" });
  const first = await PIXI.Assets.load("/dist/atlas-0.json");
  const sheets = [first, ...(first.linkedSheets || [])];
  const owner = sheets.find((sheet) => sheet.textures[FRAME]);
  if (!owner) throw new Error("no sheet holds " + FRAME + "; sheets: " + sheets.length);
  // Every page's frames are in the asset cache by name, as the README says.
  const texture = PIXI.Texture.from(FRAME);
  if (texture !== owner.textures[FRAME]) throw new Error("the cache holds another texture for " + FRAME);
  const sprite = new PIXI.Sprite(texture);
  app.stage.addChild(sprite);
  app.render();
  const { pixels, width } = app.renderer.extract.pixels(app.stage);
  const colours = SAMPLES.map(([x, y]) => Array.from(pixels.slice((y * width + x) * 4, (y * width + x) * 4 + 4)).join(","));
  await report("pixi", { image: owner.data.meta.image, sheets: sheets.length, width: sprite.width, colours: colours.join(";") });
}
function phaser() {
  return new Promise((resolve, reject) => {
    new Phaser.Game({
      type: Phaser.AUTO,
      width: @SIZE@,
      height: @SIZE@,
      backgroundColor: "#ff00ff",
      banner: false,
      audio: { noAudio: true },
      scene: {
        preload() {
          this.load.multiatlas("tiles", "/dist/atlas.json", "/dist/");
          this.load.on("loaderror", (file) => reject(new Error("could not load " + file.src)));
        },
        create() {
          const image = this.add.image(0, 0, "tiles", FRAME).setOrigin(0, 0);
          const frame = this.textures.getFrame("tiles", FRAME);
          const pages = this.textures.get("tiles").source.length;
          const colours = [];
          const next = (index) => {
            if (index === SAMPLES.length) {
              report("phaser", { image: "atlas-" + frame.sourceIndex + ".png", sheets: pages, width: image.width, colours: colours.join(";") }).then(resolve, reject);
              return;
            }
            const [x, y] = SAMPLES[index];
            this.renderer.snapshotPixel(x, y, (colour) => {
              colours.push([colour.red, colour.green, colour.blue, colour.alpha].join(","));
              // A snapshot asked for inside another's callback is dropped with that frame's.
              setTimeout(() => next(index + 1), 0);
            });
          };
          next(0);
        },
      },
    });
  });
}
window.addEventListener("error", (event) => failed("page", event.message + " at " + event.filename + ":" + event.lineno));
pixi().catch((error) => failed("pixi", error)).then(() => phaser()).catch((error) => failed("phaser", error));
</script>
"##;

#[test]
#[ignore = "needs chromium, PixiJS and Phaser: bash .ci/run installs them \
            (apt-get install chromium; npm ci --prefix tests/engines)"]
fn pixi_and_phaser_draw_a_frame_from_the_second_page() {
    let engines = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/engines/node_modules");
    for script in ["pixi.js/dist/pixi.min.js", "phaser/dist/phaser.min.js"] {
        assert!(
            engines.join(script).is_file(),
            "{script} is not installed: bash .ci/run installs it (npm ci --prefix tests/engines)"
        );
    }
    // The Flier alone: its 32 frames fill two pages at this page size.
    let (temp, out) = common::build_into_temp(
        "engines",
        &common::data().join("flier"),
        &["--size", &SIZE.to_string(), "--atlas-max", "300"],
    );
    let root = temp.path().to_path_buf();
    let second = common::read_json(&out.join("atlas-1.json"));
    assert!(
        second["frames"].get(FRAME).is_some(),
        "{FRAME} is on page 1"
    );
    let samples = format!(
        "[{}]",
        SAMPLES
            .iter()
            .map(|(x, y)| format!("[{x},{y}]"))
            .collect::<Vec<_>>()
            .join(",")
    );
    let page = PAGE
        .replace("@FRAME@", FRAME)
        .replace("@SAMPLES@", &samples)
        .replace("@SIZE@", &SIZE.to_string());
    std::fs::write(root.join("index.html"), page).unwrap();

    let reports = common::browser::open(&root, &engines, "index.html", 2);
    let single = image::open(out.join(format!("png/{FRAME}.png")))
        .unwrap()
        .to_rgba8();
    let expected: Vec<[u8; 4]> = SAMPLES
        .iter()
        .map(|&(x, y)| single.get_pixel(x, y).0)
        .collect();
    for engine in ["pixi", "phaser"] {
        let report = reports
            .iter()
            .find(|report| report["engine"] == engine)
            .unwrap_or_else(|| panic!("{engine} did not report within two minutes: {reports:?}"));
        assert!(report.get("error").is_none(), "{engine}: {report:#?}");
        // PixiJS names the page's image; Phaser gives the page's place in `atlas.json`.
        assert_eq!(report["image"], "atlas-1.png", "{engine}: {report:?}");
        // PixiJS followed `related_multi_packs`; Phaser loaded both textures of the multiatlas.
        assert_eq!(report["sheets"], "2", "{engine}: {report:?}");
        assert_eq!(report["width"], SIZE.to_string(), "{engine}: {report:?}");
        let colours: Vec<Vec<u8>> = report["colours"]
            .split(';')
            .map(|colour| {
                colour
                    .split(',')
                    .map(|part| part.parse().unwrap())
                    .collect()
            })
            .collect();
        assert_eq!(colours.len(), SAMPLES.len());
        for ((drawn, wanted), point) in colours.iter().zip(&expected).zip(SAMPLES) {
            let close = drawn.iter().zip(wanted).all(|(a, b)| a.abs_diff(*b) <= 2);
            assert!(
                close,
                "{engine} drew {drawn:?} at {point:?}, png/{FRAME}.png has {wanted:?}"
            );
        }
    }
}
