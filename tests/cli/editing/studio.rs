//! `tilecat studio` through plain TCP requests: each of its safety points (loopback only, the
//! token then a cookie, its own Host and Origin, only the data folders' tile and manifest files
//! and never through a link, bounded bodies), a file opened and left never written, an edit
//! against an older version refused with both versions kept, a one-click edit that changes only
//! the lines it must, and tile F authored from a blank tile; every tile of the imported
//! JCloisterZone packs opened and left, markers toggled, a tile over its own art, and one change
//! to a selection made in every file or in none, undone in one step.

use serde_json::json;

use crate::common::studio_http::{Studio, facts};
use crate::common::{copy_folder, data, one_colour_png, snapshot, temp_dir, tilecat};

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
    // The token with its first digit changed: `0` unless the token starts with one.
    let first = if studio.token.starts_with('0') {
        '1'
    } else {
        '0'
    };
    let wrong = format!("{first}{}", &studio.token[1..]);
    assert_ne!(wrong, studio.token);
    for head in [
        format!("GET / HTTP/1.1\r\nHost: {host}"),
        format!("GET /api/set HTTP/1.1\r\nHost: {host}"),
        format!("GET /?token={wrong} HTTP/1.1\r\nHost: {host}"),
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

/// The JCloisterZone packs of the fixtures, the 29 and the fan packs beside them.
fn jcz_packs() -> Vec<std::path::PathBuf> {
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/jcz/packs");
    let mut packs = Vec::new();
    for folder in [folder.clone(), folder.join("fan")] {
        for entry in std::fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|extension| extension == "xml") {
                packs.push(path);
            }
        }
    }
    packs.sort();
    packs
}

#[test]
fn opening_and_leaving_every_imported_jcz_tile_writes_nothing() {
    let temp = temp_dir("studio-jcz");
    let root = temp.path().join("data");
    let packs = jcz_packs();
    assert_eq!(packs.len(), 29, "{packs:?}");
    crate::common::Tilecat::new()
        .args(["import", "jcz"])
        .args(&packs)
        .arg("--out")
        .arg(&root)
        .run()
        .expect_success();
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
    let on_disk = before
        .keys()
        .filter(|name| name.contains("/tiles/") && name.ends_with(".toml"))
        .count();
    assert_eq!(opened, on_disk);
    assert!(opened > 300, "{opened} tiles");
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

/// The tile files of the base game's tiles A to C.
const SELECTION: [&str; 3] = [
    "0/base/tiles/A.toml",
    "0/base/tiles/B.toml",
    "0/base/tiles/C.toml",
];

/// The change to many tiles of `operation`, each at the version the studio gives it now.
fn change_many(
    studio: &Studio,
    files: &[&str],
    operation: &serde_json::Value,
) -> serde_json::Value {
    let changes: Vec<serde_json::Value> = files
        .iter()
        .map(|file| {
            json!({ "file": file, "version": studio.tile(file)["version"], "operation": operation })
        })
        .collect();
    json!({ "changes": changes })
}

#[test]
fn one_change_to_a_selection_is_made_in_every_file_and_undone_in_one_step() {
    let (_temp, root) = copied();
    let before = snapshot(&root);
    let studio = Studio::start(&root);
    let path = |file: &str| root.join(file.strip_prefix("0/").unwrap());
    let answer = studio.post(
        "/api/edit-many",
        &change_many(
            &studio,
            &SELECTION,
            &json!({ "op": "count", "edition": "C2", "count": 7 }),
        ),
    );
    assert_eq!(
        answer.status,
        200,
        "{}",
        String::from_utf8_lossy(&answer.body)
    );
    let tiles = answer.json()["tiles"].as_array().unwrap().clone();
    assert_eq!(tiles.len(), 3);
    for tile in &tiles {
        let file = tile["file"].as_str().unwrap();
        let after = std::fs::read_to_string(path(file)).unwrap();
        assert_eq!(tile["text"], after.as_str());
        let old = String::from_utf8(before[file.strip_prefix("0/").unwrap()].clone()).unwrap();
        assert_eq!(tile["before"], old.as_str());
        let changed: Vec<&str> = after.lines().filter(|line| !old.contains(line)).collect();
        assert_eq!(changed.len(), 1, "{file}: {changed:?}");
        assert!(changed[0].starts_with("counts = {") && changed[0].contains("C2 = 7"));
        assert_eq!(studio.tile(file)["version"], tile["version"]);
    }
    // The set sums the new counts.
    let set = studio.get("/api/set").json();
    let base = set["expansions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|expansion| expansion["id"] == "base")
        .unwrap();
    for tile in base["tiles"].as_array().unwrap() {
        if SELECTION.contains(&tile["file"].as_str().unwrap()) {
            assert_eq!(tile["counts"]["C2"], 7);
        }
    }
    // One undo: every file's text put back in one change, byte for byte.
    let changes: Vec<serde_json::Value> = tiles
        .iter()
        .map(|tile| {
            json!({
                "file": tile["file"],
                "version": tile["version"],
                "operation": { "op": "replace-text", "text": tile["before"] },
            })
        })
        .collect();
    let answer = studio.post("/api/edit-many", &json!({ "changes": changes }));
    assert_eq!(
        answer.status,
        200,
        "{}",
        String::from_utf8_lossy(&answer.body)
    );
    drop(studio);
    assert_eq!(snapshot(&root), before);
}

#[test]
fn a_change_to_a_selection_writes_nothing_when_one_tile_changed_on_disk_or_refuses_it() {
    let (_temp, root) = copied();
    let studio = Studio::start(&root);
    let turn = change_many(&studio, &SELECTION, &json!({ "op": "turn" }));
    // Another program changes tile B after the page saw it.
    let b = root.join("base/tiles/B.toml");
    let theirs = std::fs::read_to_string(&b)
        .unwrap()
        .replace("C1 = ", "C1 =  ");
    std::fs::write(&b, &theirs).unwrap();
    let before = snapshot(&root);
    let answer = studio.post("/api/edit-many", &turn);
    assert_eq!(
        answer.status,
        409,
        "{}",
        String::from_utf8_lossy(&answer.body)
    );
    assert_eq!(answer.json()["file"], "0/base/tiles/B.toml");
    assert_eq!(snapshot(&root), before);
    // An illustration where one of the tiles has no field: none of them is changed.
    let answer = studio.post(
        "/api/edit-many",
        &change_many(
            &studio,
            &["0/base/tiles/A.toml", "0/base/tiles/C.toml"],
            &json!({ "op": "illustration", "kind": "pigsty", "position": "NL" }),
        ),
    );
    assert_eq!(
        answer.status,
        422,
        "{}",
        String::from_utf8_lossy(&answer.body)
    );
    assert!(String::from_utf8_lossy(&answer.body).contains("0/base/tiles/C.toml"));
    assert_eq!(snapshot(&root), before);
    // A tile named twice, or none: refused.
    let twice = change_many(
        &studio,
        &[SELECTION[0], SELECTION[0]],
        &json!({ "op": "turn" }),
    );
    assert_eq!(studio.post("/api/edit-many", &twice).status, 400);
    assert_eq!(
        studio
            .post("/api/edit-many", &json!({ "changes": [] }))
            .status,
        400
    );
    assert_eq!(snapshot(&root), before);
}

#[test]
fn markers_from_the_closed_list_are_put_on_a_tile_and_taken_away() {
    let (_temp, root) = copied();
    let studio = Studio::start(&root);
    let lists = studio.get("/api/lists").json();
    let markers = lists["markers"].as_array().unwrap();
    assert_eq!(markers.len(), tilecat::model::MarkerKind::ALL.len());
    assert!(markers.contains(&json!({ "kind": "inn", "on": ["road"] })));
    assert!(markers.contains(&json!({ "kind": "volcano", "on": [] })));
    assert_eq!(lists["positions"].as_array().unwrap().len(), 12);
    let a = "0/base/tiles/A.toml";
    let path = root.join("base/tiles/A.toml");
    let before = std::fs::read_to_string(&path).unwrap();
    let answer = studio.operate(a, json!({ "op": "marker", "kind": "inn", "position": "S" }));
    assert_eq!(
        answer.status,
        200,
        "{}",
        String::from_utf8_lossy(&answer.body)
    );
    let answer = studio.operate(a, json!({ "op": "marker", "kind": "abbey" }));
    assert_eq!(
        answer.status,
        200,
        "{}",
        String::from_utf8_lossy(&answer.body)
    );
    let shown = answer.json();
    assert_eq!(shown["diagnostics"], json!([]), "{}", shown["text"]);
    drop(studio);
    let catalog = tilecat::input::validate::validate_paths(std::slice::from_ref(&root));
    assert!(!catalog.has_errors(), "{:#?}", catalog.diagnostics);
    let markers: Vec<(String, Option<String>)> = catalog
        .catalog
        .tile("base-A")
        .unwrap()
        .markers
        .iter()
        .map(|marker| {
            (
                marker.kind.name().to_owned(),
                marker.feature.as_deref().map(str::to_owned),
            )
        })
        .collect();
    assert_eq!(
        markers,
        [
            ("inn".to_owned(), Some("road".to_owned())),
            ("abbey".to_owned(), Some("monastery".to_owned()))
        ]
    );
    // Each toggled again: the file as it was.
    let studio = Studio::start(&root);
    for kind in ["inn", "abbey"] {
        let answer = studio.operate(a, json!({ "op": "marker", "kind": kind }));
        assert_eq!(answer.status, 200);
    }
    assert_eq!(std::fs::read_to_string(&path).unwrap(), before);
    // One that has no feature to stand on is refused, nothing written.
    let answer = studio.operate(
        a,
        json!({ "op": "marker", "kind": "wine", "position": "N" }),
    );
    assert_eq!(answer.status, 422);
    assert_eq!(std::fs::read_to_string(&path).unwrap(), before);
}

/// The tile `file` over its art, as the studio answers it.
fn art(studio: &Studio, file: &str) -> serde_json::Value {
    let answer = studio.get(&format!("/api/art?file={file}"));
    assert_eq!(
        answer.status,
        200,
        "{}",
        String::from_utf8_lossy(&answer.body)
    );
    answer.json()
}

#[test]
fn a_tile_is_shown_over_its_own_art_with_the_datas_marks() {
    let temp = temp_dir("studio-art");
    let root = temp.path().join("data");
    copy_folder(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/my-expansion/data"),
        &root,
    );
    let before = snapshot(&root);
    let studio = Studio::start(&root);
    let a = "0/my-expansion/tiles/A.toml";
    let shown = art(&studio, a);
    assert_eq!(shown["version"], studio.tile(a)["version"]);
    let svg = shown["svg"].as_str().unwrap();
    // The targets over the picture and the marks.
    assert!(svg.contains("id=\"target-NL\"") && svg.contains("id=\"target-centre\""));
    let picture = |svg: &str| -> String {
        svg.split("href=\"data:image/png;base64,")
            .nth(1)
            .and_then(|rest| rest.split('"').next())
            .expect("an embedded picture")
            .to_owned()
    };
    // Tile A's own picture: without its `picture` line, the drawing from its data instead.
    let text = studio.tile(a)["text"].as_str().unwrap().to_owned();
    let without = text.replace("picture = \"art/A.png\"\n", "");
    assert_ne!(without, text);
    let answer = studio.operate(a, json!({ "op": "replace-text", "text": without }));
    assert_eq!(answer.status, 200);
    assert_ne!(
        picture(art(&studio, a)["svg"].as_str().unwrap()),
        picture(svg)
    );
    let answer = studio.operate(a, json!({ "op": "replace-text", "text": text }));
    assert_eq!(answer.status, 200);
    assert_eq!(
        picture(art(&studio, a)["svg"].as_str().unwrap()),
        picture(svg)
    );
    // The marks: twelve edge squares, and the arrow's head, over the picture.
    let marks = svg.split("</svg>").nth(1).unwrap();
    assert!(marks.matches("<path").count() >= 12, "{marks}");
    assert!(marks.contains("#ff1a8c"), "the arrow's colour");
    // A tile with no picture of its own is shown over its drawing.
    assert!(
        art(&studio, "0/my-expansion/tiles/B.toml")["svg"]
            .as_str()
            .unwrap()
            .contains("data:image/png;base64,")
    );
    // Outside the data files: refused.
    assert_eq!(
        studio
            .get("/api/art?file=0/my-expansion/tiles/art/A.png")
            .status,
        403
    );
    // The picture changed on disk while the studio runs: drawn as it is now, and as it was
    // once its bytes are back.
    let file = root.join("my-expansion/tiles/art/A.png");
    let kept = std::fs::read(&file).unwrap();
    std::fs::write(&file, one_colour_png(64, [200, 30, 30])).unwrap();
    let changed = picture(art(&studio, a)["svg"].as_str().unwrap());
    assert_ne!(changed, picture(svg));
    assert_eq!(
        picture(
            art(&studio, "0/my-expansion/tiles/A.toml")["svg"]
                .as_str()
                .unwrap()
        ),
        changed,
        "drawn from what was kept while the file stays the same"
    );
    std::fs::write(&file, &kept).unwrap();
    assert_eq!(
        picture(art(&studio, a)["svg"].as_str().unwrap()),
        picture(svg)
    );
    drop(studio);
    assert_eq!(snapshot(&root), before);
    // A picture reached through a link is never read, wherever it points: no drawing, and the
    // diagnostics say why.
    let secret = temp.path().join("secret.png");
    let picture = root.join("my-expansion/tiles/art/A.png");
    std::fs::rename(&picture, &secret).unwrap();
    std::os::unix::fs::symlink(&secret, &picture).unwrap();
    let studio = Studio::start(&root);
    let svg = art(&studio, a)["svg"].as_str().unwrap().to_owned();
    assert!(!svg.contains("data:image/png"), "{svg}");
    assert!(svg.contains("no drawing: see the diagnostics"));
    assert!(studio.tile(a)["diagnostics"].to_string().contains("E051"));
}

#[test]
fn the_tools_offer_every_kind_of_feature_and_illustration_the_schema_knows() {
    let (_temp, root) = copied();
    let studio = Studio::start(&root);
    let lists = studio.get("/api/lists").json();
    let schema: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("schema/tile.schema.json"),
        )
        .unwrap(),
    )
    .unwrap();
    let sorted = |names: Vec<&str>| {
        let mut names: Vec<String> = names.into_iter().map(str::to_owned).collect();
        names.sort();
        names
    };
    let offered = |list: &str| {
        sorted(
            lists[list]
                .as_array()
                .unwrap()
                .iter()
                .map(|name| name.as_str().unwrap())
                .collect(),
        )
    };
    let features = schema["$defs"]["Feature"]["allOf"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|branch| branch["if"]["properties"]["kind"]["const"].as_str())
        .collect();
    assert_eq!(offered("features"), sorted(features));
    let illustrations = schema["$defs"]["IllustrationKind"]["oneOf"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|kind| kind["const"].as_str())
        .collect();
    assert_eq!(offered("illustrations"), sorted(illustrations));
    assert!(offered("features").len() >= 9 && offered("illustrations").len() >= 4);
}

#[test]
fn the_sets_thumbnails_follow_each_change_as_a_fresh_studio_draws_them() {
    let (_temp, root) = copied();
    let thumbnails = |studio: &Studio| -> std::collections::BTreeMap<String, String> {
        let set = studio.get("/api/set").json();
        set["expansions"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|expansion| expansion["tiles"].as_array().unwrap().clone())
            .map(|tile| {
                let file = tile["file"].as_str().unwrap().to_owned();
                (
                    file,
                    tile["thumbnail"].as_str().unwrap_or_default().to_owned(),
                )
            })
            .collect()
    };
    let studio = Studio::start(&root);
    let before = thumbnails(&studio);
    assert!(before.len() >= 40 && before.values().all(|svg| svg.contains("<svg")));
    assert_eq!(thumbnails(&studio), before, "listed again, the same");
    // A turn of F: its thumbnail is drawn again, the others are the ones kept.
    let answer = studio.operate(F, json!({ "op": "turn" }));
    assert_eq!(answer.status, 200);
    let after = thumbnails(&studio);
    assert_ne!(after[F], before[F]);
    for (file, svg) in &after {
        if file != F {
            assert_eq!(svg, &before[file], "{file}");
        }
    }
    drop(studio);
    // A studio that never drew them draws the same.
    assert_eq!(thumbnails(&Studio::start(&root)), after);
}

#[test]
fn an_edits_answer_carries_the_tiles_entry_as_the_set_lists_it() {
    let (_temp, root) = copied();
    let studio = Studio::start(&root);
    let listed = |studio: &Studio| {
        studio.get("/api/set").json()["expansions"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|expansion| expansion["tiles"].as_array().unwrap().clone())
            .find(|tile| tile["file"] == F)
            .unwrap()
    };
    let before = listed(&studio);
    for operation in [
        json!({ "op": "turn" }),
        json!({ "op": "count", "edition": "C2", "count": 5 }),
    ] {
        let answer = studio.operate(F, operation.clone());
        assert_eq!(answer.status, 200, "{operation}");
        let entry = answer.json()["entry"].clone();
        assert_eq!(entry, listed(&studio), "{operation}");
        assert_ne!(entry, before, "{operation}");
    }
    assert_eq!(
        listed(&studio)["counts"]["C2"],
        json!(5),
        "the count is the entry's"
    );
}
