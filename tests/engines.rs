//! A multi-page atlas loaded by the game engines it is made for: PixiJS (from `atlas-0.json`,
//! following `related_multi_packs`) and Phaser 3 (`load.multiatlas` on `atlas.json`), each
//! drawing a frame from the second page in headless Chromium. The page is served over loopback
//! by a small server in this test; the engines come from `tests/engines/node_modules`
//! (`npm ci --prefix tests/engines`, which `.ci/run` does).

mod common;

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Component, Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

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
  const sprite = new PIXI.Sprite(owner.textures[FRAME]);
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
          const source = frame.source.image.src.split("/").pop();
          const colours = [];
          const next = (index) => {
            if (index === SAMPLES.length) {
              report("phaser", { image: source, width: image.width, colours: colours.join(";") }).then(resolve, reject);
              return;
            }
            const [x, y] = SAMPLES[index];
            this.renderer.snapshotPixel(x, y, (colour) => {
              colours.push([colour.red, colour.green, colour.blue, colour.alpha].join(","));
              next(index + 1);
            });
          };
          next(0);
        },
      },
    });
  });
}
pixi().catch((error) => failed("pixi", error)).then(() => phaser()).catch((error) => failed("phaser", error));
</script>
"##;

#[test]
fn pixi_and_phaser_draw_a_frame_from_the_second_page() {
    let engines = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/engines/node_modules");
    let chromium = common::chromium();
    let installed = ["pixi.js/dist/pixi.min.js", "phaser/dist/phaser.min.js"]
        .iter()
        .all(|script| engines.join(script).is_file());
    let (Some(chromium), true) = (chromium, installed) else {
        assert!(
            !common::on_ci(),
            "CI needs chromium and the engines (npm ci --prefix tests/engines)"
        );
        eprintln!(
            "SKIPPED pixi_and_phaser_draw_a_frame_from_the_second_page: needs chromium and \
             `npm ci --prefix tests/engines`; with CI=true this test fails instead"
        );
        return;
    };
    let root = common::temp_dir("engines");
    let out = root.join("dist");
    let run = common::tilecat([
        "build".as_ref(),
        "--out".as_ref(),
        out.as_os_str(),
        "--size".as_ref(),
        SIZE.to_string().as_ref(),
        "--atlas-max".as_ref(),
        "300".as_ref(),
    ]);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let second: serde_json::Value =
        serde_json::from_slice(&std::fs::read(out.join("atlas-1.json")).unwrap()).unwrap();
    assert!(second["frames"].get(FRAME).is_some(), "{FRAME} is on page 1");
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

    let reports = Arc::new(Mutex::new(Vec::<BTreeMap<String, String>>::new()));
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let address = listener.local_addr().unwrap();
    {
        let (root, engines, reports) = (root.clone(), engines.clone(), reports.clone());
        std::thread::spawn(move || {
            for stream in listener.incoming().flatten() {
                serve(stream, &root, &engines, &reports);
            }
        });
    }
    let mut child = Command::new(chromium)
        .args([
            "--headless",
            "--no-sandbox",
            "--use-angle=swiftshader",
            "--enable-unsafe-swiftshader",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--autoplay-policy=no-user-gesture-required",
        ])
        .arg(format!("--user-data-dir={}", root.join("profile").display()))
        .arg(format!("http://{address}/index.html"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromium starts");
    let deadline = Instant::now() + Duration::from_secs(120);
    while reports.lock().unwrap().len() < 2 && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(100));
    }
    let _ = child.kill();
    let _ = child.wait();
    let reports = reports.lock().unwrap().clone();

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
        assert_eq!(report["image"], "atlas-1.png", "{engine}: {report:?}");
        assert_eq!(report["width"], SIZE.to_string(), "{engine}: {report:?}");
        let colours: Vec<Vec<u8>> = report["colours"]
            .split(';')
            .map(|colour| colour.split(',').map(|part| part.parse().unwrap()).collect())
            .collect();
        assert_eq!(colours.len(), SAMPLES.len());
        for ((drawn, wanted), point) in colours.iter().zip(&expected).zip(SAMPLES) {
            let close = drawn
                .iter()
                .zip(wanted)
                .all(|(a, b)| a.abs_diff(*b) <= 2);
            assert!(
                close,
                "{engine} drew {drawn:?} at {point:?}, png/{FRAME}.png has {wanted:?}"
            );
        }
    }
    if let Some(pixi) = reports.iter().find(|report| report["engine"] == "pixi") {
        assert_eq!(pixi["sheets"], "2", "PixiJS followed related_multi_packs");
    }
    std::fs::remove_dir_all(&root).unwrap();
}

/// Answers one HTTP request: `/report?…` records its query, `/modules/…` serves the engines,
/// anything else a file under `root`.
fn serve(
    mut stream: TcpStream,
    root: &Path,
    engines: &Path,
    reports: &Mutex<Vec<BTreeMap<String, String>>>,
) {
    let mut reader = BufReader::new(stream.try_clone().unwrap());
    let mut request = String::new();
    if reader.read_line(&mut request).is_err() {
        return;
    }
    loop {
        let mut header = String::new();
        match reader.read_line(&mut header) {
            Ok(0) | Err(_) => break,
            Ok(_) if header.trim().is_empty() => break,
            Ok(_) => {}
        }
    }
    let target = request.split_whitespace().nth(1).unwrap_or("/");
    let (path, query) = target.split_once('?').unwrap_or((target, ""));
    let response = if path == "/report" {
        let fields = query
            .split('&')
            .filter_map(|pair| pair.split_once('='))
            .map(|(key, value)| (decode(key), decode(value)))
            .collect();
        reports.lock().unwrap().push(fields);
        Some((Vec::new(), "text/plain"))
    } else {
        let (base, rest) = match path.strip_prefix("/modules/") {
            Some(rest) => (engines, rest),
            None => (root, path.trim_start_matches('/')),
        };
        let relative = PathBuf::from(rest);
        let inside = relative
            .components()
            .all(|part| matches!(part, Component::Normal(_)));
        let kind = match relative.extension().and_then(|e| e.to_str()) {
            Some("html") => "text/html",
            Some("js") => "text/javascript",
            Some("json") => "application/json",
            Some("png") => "image/png",
            _ => "application/octet-stream",
        };
        inside
            .then(|| std::fs::read(base.join(&relative)).ok())
            .flatten()
            .map(|bytes| (bytes, kind))
    };
    let _ = match response {
        Some((body, kind)) => write!(
            stream,
            "HTTP/1.1 200 OK\r\nContent-Type: {kind}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
            body.len()
        )
        .and_then(|()| stream.write_all(&body)),
        None => write!(
            stream,
            "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
        ),
    };
}

/// A query-string component with `+` and `%XX` decoded.
fn decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut index = 0;
    while index < bytes.len() {
        match bytes[index] {
            b'+' => out.push(b' '),
            b'%' if index + 2 < bytes.len() => {
                let hex = std::str::from_utf8(&bytes[index + 1..index + 3]).unwrap_or("");
                match u8::from_str_radix(hex, 16) {
                    Ok(byte) => {
                        out.push(byte);
                        index += 2;
                    }
                    Err(_) => out.push(b'%'),
                }
            }
            byte => out.push(byte),
        }
        index += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}
