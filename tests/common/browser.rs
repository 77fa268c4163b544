//! Pages opened in headless Chromium over loopback: a small HTTP server that serves a folder
//! (and the game engines under `/modules/`) and records what the page reports to `/report`.

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Component, Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// The flags every test starts headless Chromium with: no sandbox (CI runs as root), software
/// rendering, and none of the background connections this machine's closed network refuses.
pub const HEADLESS: &[&str] = &[
    "--headless",
    "--no-sandbox",
    "--use-angle=swiftshader",
    "--enable-unsafe-swiftshader",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
];

/// Chromium started with [`HEADLESS`] and its profile in the folder `profile`, its temporary
/// files there too (`TMPDIR`), so that a run killed at its end leaves nothing in the system's
/// temporary folder.
pub fn headless(profile: &Path) -> Command {
    let mut command = Command::new(super::chromium());
    command
        .args(HEADLESS)
        .arg(format!("--user-data-dir={}", profile.display()))
        .env("TMPDIR", profile);
    command
}

/// What one `/report?key=value&…` request said.
pub type Report = BTreeMap<String, String>;

/// Opens `page` (a path under `root`, such as `index.html`) in headless Chromium, serving
/// `root` and, under `/modules/`, the folder `modules`; waits until the page has sent `wanted`
/// reports or two minutes have passed, and returns the reports.
pub fn open(root: &Path, modules: &Path, page: &str, wanted: usize) -> Vec<Report> {
    let reports = Arc::new(Mutex::new(Vec::<Report>::new()));
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let address = listener.local_addr().unwrap();
    {
        let (root, modules, reports) = (root.to_path_buf(), modules.to_path_buf(), reports.clone());
        std::thread::spawn(move || {
            for stream in listener.incoming().flatten() {
                serve(stream, &root, &modules, &reports);
            }
        });
    }
    let profile = tempfile::tempdir().unwrap();
    let mut child = headless(profile.path())
        .arg(format!("http://{address}/{page}"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("chromium starts");
    let deadline = Instant::now() + Duration::from_secs(120);
    while reports.lock().unwrap().len() < wanted && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(100));
    }
    let _ = child.kill();
    let _ = child.wait();
    std::mem::take(&mut *reports.lock().unwrap())
}

/// Answers one HTTP request: `/report?…` records its query, `/modules/…` serves `modules`,
/// anything else a file under `root`.
fn serve(mut stream: TcpStream, root: &Path, modules: &Path, reports: &Mutex<Vec<Report>>) {
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
            Some(rest) => (modules, rest),
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
            Some("svg") => "image/svg+xml",
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
