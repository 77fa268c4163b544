//! Latency of the editing loop, whole process, on the bundled catalog (`data/`):
//!
//! - `tilecat lsp`: from sending a `didChange` of one tile to receiving its published
//!   diagnostics (an edit that breaks the tile, then the edit that fixes it again);
//! - `tilecat build --watch`: from writing one tile to the rebuild's line on standard error;
//! - `tilecat studio`: from sending a click (the page's `POST /api/edit` taking an edge
//!   position from a road, then giving it back) to receiving the answer with the tile redrawn
//!   and its fresh diagnostics, on a copy of the data in a temporary folder; the browser's own
//!   drawing of the answer is not counted (the answer carries the tile's thumbnail for the set,
//!   so the page lists the set again only when a tile is made or deleted);
//! - `tilecat validate data`: the whole catalog, for comparison.
//!
//! Run with `cargo bench --bench editing`; it prints the median and the 90th and 95th
//! percentiles of each. Not a criterion bench: each figure is a round trip between processes.
//!
//! With `TILECAT_BENCH_CORPUS=<count>` (such as 10000) the language server and the studio are
//! measured on a synthetic corpus of that many tiles written by `tilecat corpus` into a
//! temporary folder, its tile `tiles/00001.toml` edited the same way (it has F's layout).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use lsp_server::{Message, Notification, Request, RequestId};
use serde_json::{Value, json};

#[path = "../tests/common/mod.rs"]
mod common;

use common::language_server::Server;
use common::studio_http::Studio;

const ROUNDS: usize = 40;
const TILE: &str = "data/flier/tiles/F.toml";
const CORPUS_TILE: &str = "tiles/00001.toml";

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    if let Ok(count) = std::env::var("TILECAT_BENCH_CORPUS") {
        let corpus = std::env::temp_dir().join(format!("tilecat-bench-corpus-{count}"));
        let status = Command::new(env!("CARGO_BIN_EXE_tilecat"))
            .args(["corpus", "--count", &count, "--out"])
            .arg(&corpus)
            .stdout(Stdio::null())
            .status()
            .unwrap();
        assert!(status.success());
        println!("catalog: a corpus of {count} tiles in {}", corpus.display());
        report(
            "lsp: didChange → publishDiagnostics",
            &lsp(&corpus, &corpus.join(CORPUS_TILE)),
        );
        report(
            "studio: click → tile redrawn with its diagnostics",
            &studio(&corpus, &format!("0/{CORPUS_TILE}")),
        );
        return;
    }
    let files = std::fs::read_dir(root.join("data"))
        .unwrap()
        .flat_map(|expansion| walk(&expansion.unwrap().path()))
        .count();
    println!("catalog: {files} data files under data/");
    report(
        "lsp: didChange → publishDiagnostics",
        &lsp(root, &root.join(TILE)),
    );
    report("build --watch: tile written → rebuilt dist/", &watch(root));
    let copy = std::env::temp_dir().join(format!("tilecat-bench-studio-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&copy);
    common::copy_folder(&root.join("data"), &copy);
    report(
        "studio: click → tile redrawn with its diagnostics",
        &studio(&copy, "0/flier/tiles/F.toml"),
    );
    let _ = std::fs::remove_dir_all(&copy);
    report("validate data (whole process)", &validate(root));
}

fn walk(path: &Path) -> Vec<PathBuf> {
    if path.is_dir() {
        std::fs::read_dir(path)
            .unwrap()
            .flat_map(|entry| walk(&entry.unwrap().path()))
            .collect()
    } else if path
        .extension()
        .is_some_and(|extension| extension == "toml")
    {
        vec![path.to_owned()]
    } else {
        Vec::new()
    }
}

fn report(what: &str, times: &[Duration]) {
    let mut sorted = times.to_vec();
    sorted.sort();
    let median = sorted[sorted.len() / 2];
    let p90 = sorted[sorted.len() * 9 / 10];
    let p95 = sorted[sorted.len() * 19 / 20];
    println!(
        "{what}: median {:.1} ms, p90 {:.1} ms, p95 {:.1} ms, min {:.1} ms ({} rounds)",
        median.as_secs_f64() * 1e3,
        p90.as_secs_f64() * 1e3,
        p95.as_secs_f64() * 1e3,
        sorted[0].as_secs_f64() * 1e3,
        sorted.len()
    );
}

fn uri(path: &Path) -> String {
    lsp_types::Url::from_file_path(path).unwrap().to_string()
}

/// The latency of the server over the workspace `root`, editing `file`.
fn lsp(root: &Path, file: &Path) -> Vec<Duration> {
    let Server {
        mut child,
        mut stdin,
        messages,
    } = Server::start(&std::env::temp_dir().join("tilecat-bench-cache"));
    let mut send = |message: Message| {
        message.write(&mut stdin).unwrap();
        stdin.flush().unwrap();
    };
    let notify = |method: &str, params: Value| {
        Message::Notification(Notification::new(method.to_owned(), params))
    };
    send(Message::Request(Request::new(
        RequestId::from(1),
        "initialize".to_owned(),
        json!({"processId": null, "rootUri": uri(root), "capabilities": {}}),
    )));
    let good = std::fs::read_to_string(file).unwrap();
    // A field that ignores the road: two semantic errors.
    let broken = good
        .replace("edges = [\"WR\", \"NL\"]", "edges = [\"WR\"]")
        .replace("edges = [\"NR\", \"EL\"", "edges = [\"NL\", \"NR\", \"EL\"");
    let target = uri(file);
    let wait = |empty: bool| loop {
        let message = messages.recv_timeout(Duration::from_secs(60)).unwrap();
        if let Message::Notification(notification) = message
            && notification.params["uri"] == target
            && notification.params["diagnostics"]
                .as_array()
                .unwrap()
                .is_empty()
                == empty
        {
            return;
        }
    };
    send(notify("initialized", json!({})));
    send(notify(
        "textDocument/didOpen",
        json!({"textDocument": {"uri": target, "languageId": "toml", "version": 0, "text": broken}}),
    ));
    wait(false);
    let mut times = Vec::new();
    for round in 0..ROUNDS * 2 {
        let fixing = round % 2 == 0;
        let text = if fixing { &good } else { &broken };
        let started = Instant::now();
        send(notify(
            "textDocument/didChange",
            json!({"textDocument": {"uri": target, "version": round + 1},
                   "contentChanges": [{"text": text}]}),
        ));
        wait(fixing);
        times.push(started.elapsed());
    }
    send(Message::Request(Request::new(
        RequestId::from(2),
        "shutdown".to_owned(),
        Value::Null,
    )));
    send(notify("exit", Value::Null));
    child.wait().unwrap();
    times
}

fn watch(root: &Path) -> Vec<Duration> {
    let copy = std::env::temp_dir().join(format!("tilecat-bench-watch-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&copy);
    // The whole data folder: the tile files and the pictures they name.
    common::copy_folder(&root.join("data"), &copy.join("data"));
    let mut child = Command::new(env!("CARGO_BIN_EXE_tilecat"))
        .args(["build", "--watch", "--out"])
        .arg(copy.join("dist"))
        .arg(copy.join("data"))
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let lines = common::lines_of(child.stderr.take().unwrap());
    let built = || loop {
        let line = lines.recv_timeout(Duration::from_secs(120)).unwrap();
        if line.starts_with("built ") {
            return line;
        }
        assert!(!line.starts_with("error"), "{line}");
    };
    println!("first build: {}", built());
    let file = copy.join(TILE);
    let good = std::fs::read_to_string(&file).unwrap();
    let moved = good.replace("placement = \"NW\"", "placement = \"N\"");
    let mut times = Vec::new();
    let mut last = String::new();
    for round in 0..ROUNDS / 2 {
        let text = if round % 2 == 0 { &moved } else { &good };
        let started = Instant::now();
        std::fs::write(&file, text).unwrap();
        last = built();
        times.push(started.elapsed());
    }
    println!("last rebuild: {last}");
    let _ = child.kill();
    let _ = child.wait();
    let _ = std::fs::remove_dir_all(&copy);
    times
}

/// The studio over the data folder `data`: each round one click on the tile `file` (its
/// name as the page gives it), from sending the edit to the whole answer read, with the tile
/// drawn, its diagnostics and its thumbnail for the set. The clicks take the first position of
/// the tile's first road from it and give it back, so the tile is as it was after every second
/// one. The set is listed once first, as the page lists it when it opens, so that every other
/// tile's thumbnail is drawn before the first click.
fn studio(data: &Path, file: &str) -> Vec<Duration> {
    let studio = Studio::start(data);
    let shown = studio.tile(file);
    let road = shown["features"]
        .as_array()
        .unwrap()
        .iter()
        .find(|feature| feature["kind"] == "road")
        .expect("the tile has a road");
    let (id, position) = (road["id"].clone(), road["edges"][0].clone());
    let mut version = shown["version"].clone();
    assert_eq!(studio.get("/api/set").status, 200);
    let mut times = Vec::new();
    for round in 0..ROUNDS * 2 {
        let op = if round % 2 == 0 { "take" } else { "give" };
        let started = Instant::now();
        let answer = studio.post(
            "/api/edit",
            &json!({
                "file": file,
                "version": version,
                "operation": { "op": op, "feature": id, "position": position },
            }),
        );
        times.push(started.elapsed());
        assert_eq!(
            answer.status,
            200,
            "{}",
            String::from_utf8_lossy(&answer.body)
        );
        let answer = answer.json();
        assert!(
            answer["svg"]
                .as_str()
                .is_some_and(|svg| svg.contains("<svg"))
        );
        assert!(answer["diagnostics"].is_array());
        assert!(answer["entry"]["thumbnail"].is_string());
        version = answer["version"].clone();
    }
    times
}

fn validate(root: &Path) -> Vec<Duration> {
    (0..ROUNDS / 2)
        .map(|_| {
            let started = Instant::now();
            let status = Command::new(env!("CARGO_BIN_EXE_tilecat"))
                .args(["validate", "data"])
                .current_dir(root)
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()
                .unwrap();
            assert!(status.success());
            started.elapsed()
        })
        .collect()
}
