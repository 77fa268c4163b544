//! `tilecat studio` through plain TCP requests: each of its safety points (loopback only, the
//! token then a cookie, its own Host and Origin, only the data folders' tile and manifest files
//! and never through a link, bounded bodies), a file opened and left never written, an edit
//! against an older version refused with both versions kept, a one-click edit that changes only
//! the lines it must, and tile F authored from a blank tile.

use serde_json::json;

use crate::common::studio_http::{Studio, facts};
use crate::common::{copy_folder, data, snapshot, temp_dir, tilecat};

/// A copy of the bundled data in a temporary folder.
fn copied() -> (tempfile::TempDir, std::path::PathBuf) {
    let temp = temp_dir("studio");
    let root = temp.path().join("data");
    copy_folder(&data(), &root);
    (temp, root)
}

const F: &str = "0/flier/tiles/F.toml";

#[test]
fn it_listens_on_the_loopback_address_only() {
    let (_temp, root) = copied();
    let studio = Studio::start(&root);
    // The listening socket, as the kernel lists it: local address 127.0.0.1, in hex.
    let table = std::fs::read_to_string("/proc/net/tcp").unwrap();
    let wanted = format!(":{:04X}", studio.port);
    let listening: Vec<&str> = table
        .lines()
        .skip(1)
        .filter_map(|line| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            (fields[1].ends_with(&wanted) && fields[3] == "0A").then_some(fields[1])
        })
        .collect();
    assert_eq!(listening, [format!("0100007F{wanted}")]);
}

#[test]
fn the_token_opens_the_page_then_the_cookie_and_nothing_else() {
    let (_temp, root) = copied();
    let studio = Studio::start(&root);
    let host = studio.host();
    let opened = studio.raw(
        &format!("GET /?token={} HTTP/1.1\r\nHost: {host}", studio.token),
        b"",
    );
    assert_eq!(opened.status, 200);
    let cookie = opened.header("set-cookie").unwrap();
    assert!(cookie.starts_with(&format!("tilecat-studio={};", studio.token)));
    assert!(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"));
    assert_eq!(studio.get("/api/set").status, 200);
    for head in [
        format!("GET / HTTP/1.1\r\nHost: {host}"),
        format!("GET /api/set HTTP/1.1\r\nHost: {host}"),
        format!(
            "GET /?token=0{} HTTP/1.1\r\nHost: {host}",
            &studio.token[1..]
        ),
        format!("GET /api/set HTTP/1.1\r\nHost: {host}\r\nCookie: tilecat-studio=guess"),
        format!(
            "GET /api/tile?file={F} HTTP/1.1\r\nHost: {host}\r\nCookie: other={}",
            studio.token
        ),
    ] {
        let answer = studio.raw(&head, b"");
        assert_eq!(answer.status, 403, "{head}");
        assert!(!String::from_utf8_lossy(&answer.body).contains("flier"));
    }
}

#[test]
fn another_host_or_origin_is_refused_even_with_the_token() {
    let (_temp, root) = copied();
    let studio = Studio::start(&root);
    let cookie = format!("Cookie: tilecat-studio={}", studio.token);
    let port = studio.port;
    for head in [
        format!("GET /api/set HTTP/1.1\r\nHost: attacker.example:{port}\r\n{cookie}"),
        format!(
            "GET /api/set HTTP/1.1\r\nHost: 127.0.0.1:{}\r\n{cookie}",
            port + 1
        ),
        format!("GET /api/set HTTP/1.0\r\n{cookie}"),
        format!(
            "GET /api/set HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nOrigin: http://attacker.example\r\n{cookie}"
        ),
    ] {
        assert_eq!(studio.raw(&head, b"").status, 403, "{head}");
    }
    // A page of another site posting an edit: refused, the file as it was.
    let before = std::fs::read(root.join("flier/tiles/F.toml")).unwrap();
    let version = studio.tile(F)["version"].as_str().unwrap().to_owned();
    let body = json!({ "file": F, "version": version, "operation": { "op": "turn" } }).to_string();
    let answer = studio.raw(
        &format!(
            "POST /api/edit HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nOrigin: http://attacker.example\r\n{cookie}\r\nContent-Type: application/json\r\nContent-Length: {}",
            body.len()
        ),
        body.as_bytes(),
    );
    assert_eq!(answer.status, 403);
    assert_eq!(
        std::fs::read(root.join("flier/tiles/F.toml")).unwrap(),
        before
    );
}

#[test]
fn only_the_data_folders_tile_and_manifest_files_are_reached() {
    let (temp, root) = copied();
    let secret = temp.path().join("secret.toml");
    std::fs::write(&secret, "id = \"secret-words\"\n").unwrap();
    std::os::unix::fs::symlink(&secret, root.join("flier/tiles/Z.toml")).unwrap();
    std::os::unix::fs::symlink(temp.path(), root.join("outside")).unwrap();
    std::fs::create_dir_all(temp.path().join("tiles")).unwrap();
    std::fs::copy(&secret, temp.path().join("tiles/Y.toml")).unwrap();
    let studio = Studio::start(&root);
    assert_eq!(studio.get(&format!("/api/tile?file={F}")).status, 200);
    assert_eq!(
        studio.get("/api/tile?file=0/flier/expansion.toml").status,
        200
    );
    for file in [
        "0/flier/tiles/../../../secret.toml",
        "0/flier/tiles/..%2f..%2f..%2fsecret.toml",
        "0/flier/tiles/%2e%2e/%2e%2e/%2e%2e/secret.toml",
        "0/flier/tiles/%252e%252e%252fsecret.toml",
        "0%2f..%2fsecret.toml",
        "%2ftmp%2fsecret.toml",
        "0/flier/tiles/Z.toml",
        "0/outside/tiles/Y.toml",
        "0/flier/symbol.png",
        "1/flier/tiles/F.toml",
        "0/flier/tiles/F.toml%00",
    ] {
        let answer = studio.get(&format!("/api/tile?file={file}"));
        assert_eq!(
            answer.status,
            403,
            "{file}: {}",
            String::from_utf8_lossy(&answer.body)
        );
        assert!(
            !String::from_utf8_lossy(&answer.body).contains("secret-words"),
            "{file}"
        );
    }
    // Nor is anything written there, nor made through a link.
    for operation in [
        json!({ "file": "0/flier/tiles/Z.toml", "version": "x", "operation": { "op": "turn" } }),
        json!({ "file": "0/outside/tiles/Y.toml", "version": "x", "operation": { "op": "turn" } }),
    ] {
        assert_eq!(studio.post("/api/edit", &operation).status, 403);
    }
    let made = studio.post(
        "/api/new",
        &json!({ "manifest": "0/flier/expansion.toml", "letter": "Z" }),
    );
    assert_eq!(made.status, 409, "{}", String::from_utf8_lossy(&made.body));
    let made = studio.post(
        "/api/new",
        &json!({ "manifest": "0/flier/expansion.toml", "letter": "../../x" }),
    );
    assert_eq!(made.status, 400);
    assert_eq!(
        std::fs::read_to_string(&secret).unwrap(),
        "id = \"secret-words\"\n"
    );
}

#[test]
fn a_body_over_the_limit_is_refused_unread() {
    let (_temp, root) = copied();
    let studio = Studio::start(&root);
    let head = |length: &str| {
        format!(
            "POST /api/edit HTTP/1.1\r\nHost: {host}\r\nOrigin: http://{host}\r\nCookie: tilecat-studio={}\r\nContent-Type: application/json\r\n{length}",
            studio.token,
            host = studio.host()
        )
    };
    // Announced: refused before a byte of it is sent.
    let answer = studio.raw(&head("Content-Length: 1000000000"), b"");
    assert_eq!(answer.status, 413);
    // Not announced: read no further than the limit.
    let mut chunked = Vec::new();
    for _ in 0..3 {
        chunked.extend_from_slice(format!("{:x}\r\n", 1024 * 1024).as_bytes());
        chunked.extend(std::iter::repeat_n(b' ', 1024 * 1024));
        chunked.extend_from_slice(b"\r\n");
    }
    chunked.extend_from_slice(b"0\r\n\r\n");
    let answer = studio.raw(&head("Transfer-Encoding: chunked"), &chunked);
    assert_eq!(answer.status, 413);
    // Still answering.
    assert_eq!(studio.get("/api/set").status, 200);
}

#[test]
fn opening_and_leaving_every_bundled_tile_writes_nothing() {
    let (_temp, root) = copied();
    let before = snapshot(&root);
    let studio = Studio::start(&root);
    let set = studio.get("/api/set").json();
    let mut opened = 0;
    for expansion in set["expansions"].as_array().unwrap() {
        for tile in expansion["tiles"].as_array().unwrap() {
            let answer = studio.tile(tile["file"].as_str().unwrap());
            assert!(answer["svg"].as_str().unwrap().contains("id=\"target-NL\""));
            opened += 1;
        }
    }
    let on_disk = ["base", "crop-circles", "flier"]
        .iter()
        .map(|expansion| {
            std::fs::read_dir(root.join(expansion).join("tiles"))
                .unwrap()
                .count()
        })
        .sum::<usize>();
    assert_eq!(opened, on_disk);
    drop(studio);
    assert_eq!(snapshot(&root), before);
}

#[test]
fn an_edit_against_an_older_version_is_refused_and_both_are_kept() {
    let (_temp, root) = copied();
    let studio = Studio::start(&root);
    let shown = studio.tile(F);
    let path = root.join("flier/tiles/F.toml");
    let theirs = std::fs::read_to_string(&path)
        .unwrap()
        .replace("C2 = 1", "C2 = 2");
    std::fs::write(&path, &theirs).unwrap();
    // The page sees the change on disk.
    let now = studio.get(&format!("/api/version?file={F}")).json();
    assert_ne!(now["version"], shown["version"]);
    assert_eq!(studio.tile(F)["text"], theirs.as_str());
    // Its edit made against what it showed is refused with the disk's text, nothing written.
    let answer = studio.post(
        "/api/edit",
        &json!({ "file": F, "version": shown["version"], "operation": { "op": "turn" } }),
    );
    assert_eq!(answer.status, 409);
    assert_eq!(answer.json()["disk"]["text"], theirs.as_str());
    assert_eq!(std::fs::read_to_string(&path).unwrap(), theirs);
    // Deleting at an older version is refused too.
    let answer = studio.post(
        "/api/delete",
        &json!({ "file": F, "version": shown["version"] }),
    );
    assert_eq!(answer.status, 409);
    assert!(path.exists());
}

#[test]
fn a_one_click_edit_changes_only_the_lines_it_must() {
    let (_temp, root) = copied();
    let studio = Studio::start(&root);
    let path = root.join("flier/tiles/F.toml");
    let before = std::fs::read_to_string(&path).unwrap();
    let answer = studio.operate(F, json!({ "op": "count", "edition": "C3", "count": 2 }));
    assert_eq!(answer.status, 200);
    let after = std::fs::read_to_string(&path).unwrap();
    assert_eq!(answer.json()["text"], after.as_str());
    let changed: Vec<(&str, &str)> = before
        .lines()
        .zip(after.lines())
        .filter(|(old, new)| old != new)
        .collect();
    assert_eq!(
        changed,
        [(
            "counts = { C1 = 1, C2 = 1, C3 = 1 }",
            "counts = { C1 = 1, C2 = 1, C3 = 2 }"
        )]
    );
    assert_eq!(before.lines().count(), after.lines().count());
    // Undone by putting the text back: the file is byte for byte what it was.
    let answer = studio.operate(F, json!({ "op": "replace-text", "text": before }));
    assert_eq!(answer.status, 200);
    assert_eq!(std::fs::read_to_string(&path).unwrap(), before);
}

#[test]
fn tile_f_is_authored_from_a_blank_tile_in_six_operations() {
    let (_temp, root) = copied();
    let path = root.join("flier/tiles/F.toml");
    std::fs::remove_file(&path).unwrap();
    let studio = Studio::start(&root);
    let made = studio.post(
        "/api/new",
        &json!({ "manifest": "0/flier/expansion.toml", "letter": "F" }),
    );
    assert_eq!(made.status, 201, "{}", String::from_utf8_lossy(&made.body));
    let road = studio.operate(F, json!({ "op": "new-feature", "kind": "road" }));
    let road = road.json()["made"].as_str().unwrap().to_owned();
    let operations = [
        json!({ "op": "give", "feature": road, "position": "N" }),
        json!({ "op": "give", "feature": road, "position": "W" }),
        json!({ "op": "flier", "direction": "W" }),
        json!({ "op": "illustration", "kind": "highwaymen", "position": "NL" }),
    ];
    for operation in operations {
        let answer = studio.operate(F, operation.clone());
        assert_eq!(
            answer.status,
            200,
            "{operation}: {}",
            String::from_utf8_lossy(&answer.body)
        );
    }
    let answer = studio.tile(F);
    assert_eq!(answer["diagnostics"], json!([]), "{}", answer["text"]);
    drop(studio);
    tilecat(["validate", root.to_str().unwrap()]).expect_success();
    assert_eq!(facts(&root, "flier-F"), facts(&data(), "flier-F"));
}
