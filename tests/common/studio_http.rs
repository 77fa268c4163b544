//! A running `tilecat studio` for the tests, and plain HTTP requests to it over TCP, written by
//! hand so that a test can send what no browser would.

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Stdio};
use std::time::Duration;

use serde_json::{Value, json};

use super::Tilecat;

/// A studio started over a data folder; stopped when dropped.
pub struct Studio {
    child: Child,
    /// The port it listens on.
    pub port: u16,
    /// Its token.
    pub token: String,
}

/// An answer: its status, its headers (names in lower case) and its body.
#[derive(Debug)]
pub struct Answer {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Answer {
    /// The body as JSON.
    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.body)
            .unwrap_or_else(|_| panic!("not JSON: {}", String::from_utf8_lossy(&self.body)))
    }

    /// The value of the header `name`.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(found, _)| found == name)
            .map(|(_, value)| value.as_str())
    }
}

impl Studio {
    /// `tilecat studio DATA --no-open`, once it has printed its address.
    pub fn start(data: &Path) -> Studio {
        let mut child = Tilecat::new()
            .args(["studio", "--no-open"])
            .arg(data)
            .command()
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("tilecat studio starts");
        let mut line = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut line)
            .unwrap();
        let address = line
            .trim()
            .strip_prefix("tilecat studio: http://127.0.0.1:")
            .unwrap_or_else(|| panic!("the studio printed {line:?}"));
        let (port, token) = address.split_once("/?token=").unwrap();
        Studio {
            child,
            port: port.parse().unwrap(),
            token: token.to_owned(),
        }
    }

    /// The address to open, token included.
    pub fn address(&self) -> String {
        format!("http://127.0.0.1:{}/?token={}", self.port, self.token)
    }

    /// The `Host` header the studio's own pages send.
    pub fn host(&self) -> String {
        format!("127.0.0.1:{}", self.port)
    }

    /// Sends `head` (the request line and headers, without the blank line that ends them)
    /// and `body`, and reads the whole answer.
    pub fn raw(&self, head: &str, body: &[u8]) -> Answer {
        let mut stream = TcpStream::connect(("127.0.0.1", self.port)).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(60)))
            .unwrap();
        stream
            .write_all(format!("{head}\r\nConnection: close\r\n\r\n").as_bytes())
            .unwrap();
        // The studio may answer and close before it reads a body it refuses.
        let _ = stream.write_all(body);
        let mut bytes = Vec::new();
        let _ = stream.read_to_end(&mut bytes);
        parse(&bytes)
    }

    /// A GET of `target` as the page sends it: the studio's Host and its cookie.
    pub fn get(&self, target: &str) -> Answer {
        self.raw(
            &format!(
                "GET {target} HTTP/1.1\r\nHost: {}\r\nCookie: tilecat-studio={}",
                self.host(),
                self.token
            ),
            b"",
        )
    }

    /// A POST of `body` (JSON) to `target` as the page sends it.
    pub fn post(&self, target: &str, body: &Value) -> Answer {
        let body = body.to_string();
        self.raw(
            &format!(
                "POST {target} HTTP/1.1\r\nHost: {host}\r\nOrigin: http://{host}\r\nCookie: tilecat-studio={}\r\nContent-Type: application/json\r\nContent-Length: {}",
                self.token,
                body.len(),
                host = self.host(),
            ),
            body.as_bytes(),
        )
    }

    /// The tile `file` as the studio answers it.
    pub fn tile(&self, file: &str) -> Value {
        let answer = self.get(&format!("/api/tile?file={file}"));
        assert_eq!(
            answer.status,
            200,
            "{}",
            String::from_utf8_lossy(&answer.body)
        );
        answer.json()
    }

    /// Makes `operation` on the tile `file` at the version it has now; returns the answer.
    pub fn operate(&self, file: &str, operation: Value) -> Answer {
        let version = self.tile(file)["version"].as_str().unwrap().to_owned();
        self.post(
            "/api/edit",
            &serde_json::json!({ "file": file, "version": version, "operation": operation }),
        )
    }
}

impl Drop for Studio {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The facts of a tile that do not depend on its features' ids: its sides, arrow and counts,
/// each feature by its kind, positions and the positions of the cities it borders, and each
/// illustration by its kind, placement and its field's positions.
pub fn facts(root: &Path, id: &str) -> Value {
    let validation = tilecat::input::validate::validate_paths(&[root.to_path_buf()]);
    assert!(!validation.has_errors(), "{:#?}", validation.diagnostics);
    let tile = validation.catalog.tile(id).unwrap().clone();
    let positions = |feature_id: &str| -> Vec<String> {
        let mut names: Vec<String> = tile
            .feature(feature_id)
            .map(|feature| {
                feature
                    .edges()
                    .iter()
                    .map(|p| p.name().to_owned())
                    .collect()
            })
            .unwrap_or_default();
        names.sort();
        names
    };
    let mut features: Vec<Value> = tile
        .features
        .iter()
        .map(|feature| {
            let mut edges: Vec<&str> = feature.edges().iter().map(|p| p.name()).collect();
            edges.sort_unstable();
            let cities: Vec<Vec<String>> = match feature {
                tilecat::model::Feature::Field { cities, .. } => {
                    cities.iter().map(|city| positions(city)).collect()
                }
                _ => Vec::new(),
            };
            json!({ "kind": feature.kind().name(), "edges": edges, "cities": cities })
        })
        .collect();
    features.sort_by_key(Value::to_string);
    let illustrations: Vec<Value> = tile
        .illustrations
        .iter()
        .map(|illustration| {
            json!({
                "kind": illustration.kind.name(),
                "placement": illustration.placement.map(|p| p.name()),
                "field": positions(&illustration.field),
            })
        })
        .collect();
    let counts: BTreeMap<String, u16> = tile
        .counts
        .iter()
        .map(|count| (count.edition.to_string(), count.count))
        .collect();
    json!({
        "letter": tile.letter,
        "edges": format!("{:?}", tile.edges),
        "flier": tile.flier.map(|flier| flier.direction.name()),
        "counts": counts,
        "features": features,
        "illustrations": illustrations,
    })
}

/// An HTTP answer's parts.
fn parse(bytes: &[u8]) -> Answer {
    let end = bytes
        .windows(4)
        .position(|window| window == b"\r\n\r\n")
        .unwrap_or_else(|| panic!("no answer: {}", String::from_utf8_lossy(bytes)));
    let head = String::from_utf8_lossy(&bytes[..end]);
    let mut lines = head.split("\r\n");
    let status = lines
        .next()
        .and_then(|line| line.split(' ').nth(1))
        .and_then(|status| status.parse().ok())
        .expect("a status line");
    let headers = lines
        .filter_map(|line| line.split_once(':'))
        .map(|(name, value)| (name.trim().to_ascii_lowercase(), value.trim().to_owned()))
        .collect();
    Answer {
        status,
        headers,
        body: bytes[end + 4..].to_vec(),
    }
}
