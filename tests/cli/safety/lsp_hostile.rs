//! `tilecat lsp` fed what an attacker would write: data whose letters, names and ids are
//! Markdown, many problems in one buffer, a message of millions of values; and what it must
//! still get right: a tile's own picture in its hover, fixes that keep a file parsing, the
//! feature ids offered wherever a key names one.

use std::path::Path;
use std::time::{Duration, Instant};

use lsp_server::{Message, RequestId};
use pulldown_cmark::{Event, Options, Parser, Tag};
use serde_json::{Value, json};

use crate::common;
use crate::editing::lsp::{Client, labels, offset_of, position, preview, uri};

/// A string written as TOML writes it (JSON's escapes are TOML's).
fn toml_string(text: &str) -> String {
    serde_json::to_string(text).unwrap()
}

/// Text that renders as something else when written raw into Markdown: a line break and a
/// forged heading, a remote image, a link, HTML, an entity, a list item, U+2028 and a backtick.
fn hostile(name: &str) -> String {
    format!(
        "{name}\n# forged heading\n![seen](http://evil.example/{name}.png)\u{2028}<img \
         src=x onerror=alert(1)> [link](http://evil.example/) <http://evil.example/auto> \
         &amp;\r\n- item ` <b>bold</b>"
    )
}

/// What the Markdown `text` holds as an editor renders it: its paragraphs, the destinations of
/// its images and links, and its text; it fails if anything but paragraphs, text, code and
/// emphasis appears (a heading, a list, HTML, a hard line break).
struct Rendered {
    paragraphs: usize,
    images: Vec<String>,
    links: Vec<String>,
    text: String,
}

fn rendered(text: &str) -> Rendered {
    let mut found = Rendered {
        paragraphs: 0,
        images: Vec::new(),
        links: Vec::new(),
        text: String::new(),
    };
    let options = Options::ENABLE_TABLES
        | Options::ENABLE_FOOTNOTES
        | Options::ENABLE_STRIKETHROUGH
        | Options::ENABLE_TASKLISTS
        | Options::ENABLE_GFM;
    for event in Parser::new_ext(text, options) {
        match event {
            Event::Start(Tag::Paragraph) => found.paragraphs += 1,
            Event::Start(Tag::Image { dest_url, .. }) => found.images.push(dest_url.to_string()),
            Event::Start(Tag::Link { dest_url, .. }) => found.links.push(dest_url.to_string()),
            Event::Start(Tag::Strong | Tag::Emphasis) | Event::SoftBreak => {}
            Event::Text(words) | Event::Code(words) => found.text.push_str(&words),
            Event::End(_) => {}
            other => panic!("the hover renders {other:?}:\n{text}"),
        }
    }
    found
}

/// The Markdown of a hover.
fn markdown(hover: &Value) -> &str {
    assert_eq!(hover["contents"]["kind"], "markdown", "{hover}");
    hover["contents"]["value"].as_str().unwrap()
}

#[test]
fn hostile_letters_names_and_ids_render_as_their_own_text_in_the_hover() {
    let data = common::Data::flier();
    let root = data.temp.path();
    let cache = root.join("cache");
    let tile = data.tile("F.toml");
    let road = hostile("road");
    let text = std::fs::read_to_string(&tile)
        .unwrap()
        .replace(
            "letter = \"F\"",
            &format!("letter = {}", toml_string(&hostile("F"))),
        )
        .replace("id = \"road\"", &format!("id = {}", toml_string(&road)));
    std::fs::write(&tile, &text).unwrap();
    let manifest = data.root().join("expansion.toml");
    let named = std::fs::read_to_string(&manifest).unwrap().replace(
        "name = \"The Flier\"",
        &format!("name = {}", toml_string(&hostile("Flier"))),
    );
    std::fs::write(&manifest, named).unwrap();
    let board = root.join("boards/flight.toml");
    std::fs::create_dir_all(board.parent().unwrap()).unwrap();
    let placed = format!(
        "last = [0, 0]\n\n[[tiles]]\ntile = \"flier-F\"\nat = [0, 0]\n\n[[meeples]]\nat = [0, 0]\nfeature = {}\nplayer = \"blue\"\n",
        toml_string(&road)
    );
    let mut client = Client::start(root, &cache);
    // Validated once with a mistake, then as it is: the catalog is the data's.
    client.open(&board, &placed.replace("flier-F", "flier-FF"));
    assert!(!client.diagnostics(&board).is_empty());
    client.change(&board, 2, &placed);
    client.diagnostics(&board);

    // The tile a board places: its letter, its expansion's name and its feature ids.
    let hover = client.at("textDocument/hover", &board, &placed, "\"flier-F\"", 2);
    let shown = rendered(markdown(&hover));
    let picture = uri(&preview(&cache, "flier-F-r0.png"));
    assert_eq!(shown.images, shown.links, "{hover}");
    assert_eq!(shown.links, [picture], "{hover}");
    // What the tile is, its picture, the link to the picture, the key's description.
    assert_eq!(shown.paragraphs, 4, "{}", markdown(&hover));
    for words in [
        "F # forged heading",
        "Flier # forged heading",
        "road # forged heading",
    ] {
        assert!(shown.text.contains(words), "{words} in {}", shown.text);
    }
    assert!(shown.text.contains("![seen](http://evil.example/F.png)"));
    assert!(shown.text.contains("<img src=x onerror=alert(1)>"));
    assert!(shown.text.contains("&amp;"), "an entity is shown, not read");

    // The feature a meeple stands on, named by the hostile id itself.
    let hover = client.at("textDocument/hover", &board, &placed, "feature = ", 11);
    let shown = rendered(markdown(&hover));
    assert!(shown.images.is_empty() && shown.links.is_empty(), "{hover}");
    assert_eq!(shown.paragraphs, 2, "{}", markdown(&hover));

    // A key of the editor's own buffer.
    let counts = format!("counts = {{ {} = 1 }}", toml_string(&hostile("C1")));
    let typed = text.replace("counts = { C1 = 1, C2 = 1, C3 = 1 }", &counts);
    client.open(&tile, &typed);
    let hover = client.at("textDocument/hover", &tile, &typed, "\"C1\\n", 2);
    let shown = rendered(markdown(&hover));
    assert!(shown.images.is_empty() && shown.links.is_empty(), "{hover}");
    assert_eq!(shown.paragraphs, 1, "{}", markdown(&hover));
    assert!(shown.text.contains("C1 # forged heading"), "{}", shown.text);
    assert!(
        !markdown(&hover).contains(['\u{2028}', '\u{2029}', '\r']),
        "{hover}"
    );

    assert_eq!(client.request("shutdown", Value::Null), Value::Null);
    client.notify("exit", Value::Null);
    assert!(client.server.child.wait().unwrap().success());
}

#[test]
fn the_hover_of_a_tile_with_its_own_picture_shows_the_picture() {
    let data = common::Data::flier();
    let root = data.temp.path();
    let cache = root.join("cache");
    let tile = data.tile("F.toml");
    let art = data.root().join("tiles/art");
    std::fs::create_dir_all(&art).unwrap();
    let red = image::RgbImage::from_pixel(64, 64, image::Rgb([255, 0, 0]));
    red.save(art.join("F.png")).unwrap();
    let text = std::fs::read_to_string(&tile).unwrap().replace(
        "letter = \"F\"\n",
        "letter = \"F\"\npicture = \"art/F.png\"\n",
    );
    std::fs::write(&tile, &text).unwrap();
    let mut client = Client::start(root, &cache);
    // Validated once with a mistake, then as it is: the catalog is the data's.
    client.open(&tile, &text.replace("letter = ", "lettre = "));
    assert!(!client.diagnostics(&tile).is_empty());
    client.change(&tile, 2, &text);
    assert_eq!(client.diagnostics(&tile), Vec::<Value>::new());
    let hover = client.at("textDocument/hover", &tile, &text, "\"flier-F\"", 2);
    let picture = preview(&cache, "flier-F-r0.png");
    assert!(markdown(&hover).contains(&uri(&picture)), "{hover}");
    let drawn = image::open(&picture).unwrap().to_rgb8();
    for (x, y) in [(10, 10), (128, 128), (200, 60), (60, 200), (128, 5)] {
        let pixel = drawn.get_pixel(x, y).0;
        assert!(
            pixel[0] > 230 && pixel[1] < 25 && pixel[2] < 25,
            "the tile's own red picture at ({x}, {y}), not {pixel:?} of the drawing"
        );
    }
    assert_eq!(client.request("shutdown", Value::Null), Value::Null);
    client.notify("exit", Value::Null);
    assert!(client.server.child.wait().unwrap().success());
}

/// `text` with the edit of an LSP text edit applied (lines and characters in bytes, as the
/// ASCII texts here have them).
fn applied(text: &str, edit: &Value) -> String {
    let offset = |at: &Value| {
        let line = at["line"].as_u64().unwrap() as usize;
        let start: usize = text.split_inclusive('\n').take(line).map(str::len).sum();
        start + at["character"].as_u64().unwrap() as usize
    };
    let (start, end) = (
        offset(&edit["range"]["start"]),
        offset(&edit["range"]["end"]),
    );
    format!(
        "{}{}{}",
        &text[..start],
        edit["newText"].as_str().unwrap(),
        &text[end..]
    )
}

#[test]
fn an_unknown_key_is_never_renamed_to_a_key_the_table_holds() {
    let data = common::Data::flier();
    let root = data.temp.path();
    let cache = root.join("cache");
    let tile = data.tile("F.toml");
    let good = std::fs::read_to_string(&tile).unwrap();
    // `egdes` is nearest to `edges`, which the road already has; `startt` to `start`, which the
    // tile does not have yet.
    let typo = good
        .replace(
            "edges = [\"N\", \"W\"]",
            "edges = [\"N\", \"W\"]\negdes = [\"N\"]",
        )
        .replace("letter = \"F\"\n", "letter = \"F\"\nstartt = false\n");
    std::fs::write(&tile, &typo).unwrap();
    let mut client = Client::start(root, &cache);
    client.open(&tile, &typo);
    let diagnostics = client.diagnostics(&tile);
    let unknown: Vec<&Value> = diagnostics
        .iter()
        .filter(|diagnostic| diagnostic["data"]["name"] == "unknown-key")
        .collect();
    assert_eq!(unknown.len(), 2, "{diagnostics:#?}");
    let fixes: Vec<&Value> = unknown
        .iter()
        .flat_map(|diagnostic| diagnostic["data"]["fixes"].as_array().unwrap())
        .collect();
    assert_eq!(fixes.len(), 1, "only `startt` has a fix: {diagnostics:#?}");
    assert_eq!(fixes[0]["edit"]["newText"], "start");
    for diagnostic in &unknown {
        let message = diagnostic["message"].as_str().unwrap();
        assert!(!message.contains("did you mean `edges`"), "{message}");
    }
    // The quick fix as the editor applies it leaves a file that parses.
    let actions = client.request(
        "textDocument/codeAction",
        json!({"textDocument": {"uri": uri(&tile)}, "range": unknown[0]["range"],
               "context": {"diagnostics": unknown}}),
    );
    let actions = actions.as_array().unwrap();
    assert_eq!(actions.len(), 1, "{actions:#?}");
    let edit = &actions[0]["edit"]["changes"][uri(&tile)][0];
    std::fs::write(&tile, applied(&typo, edit)).unwrap();
    let (_, after) = common::validate_json(&data.root());
    let codes: Vec<&str> = after
        .iter()
        .map(|diagnostic| diagnostic["code"].as_str().unwrap())
        .collect();
    assert!(!codes.contains(&"E004"), "{after:#?}");
    // `validate` says the same as the editor.
    std::fs::write(&tile, &typo).unwrap();
    let run = data.cli();
    run.expect_code(1);
    assert!(
        run.stderr.contains("did you mean `start`?"),
        "{}",
        run.stderr
    );
    assert!(
        !run.stderr.contains("did you mean `edges`?"),
        "{}",
        run.stderr
    );

    assert_eq!(client.request("shutdown", Value::Null), Value::Null);
    client.notify("exit", Value::Null);
    assert!(client.server.child.wait().unwrap().success());
}

#[test]
fn feature_ids_are_offered_wherever_a_key_names_a_feature() {
    let data = common::Data::flier();
    let root = data.temp.path();
    let cache = root.join("cache");
    let tile = data.tile("X.toml");
    // A city with a road ending at it, a river under a bridge, and markers.
    let good = "id = \"flier-X\"\nexpansion = \"flier\"\nletter = \"X\"\n\
        edges = { N = \"city\", E = \"river\", S = \"road\", W = \"river\" }\n\
        counts = { C1 = 1 }\n\n\
        [[features]]\nkind = \"city\"\nid = \"town\"\nedges = [\"NL\", \"N\", \"NR\"]\ntouches = []\nunder = \"castle\"\n\n\
        [[features]]\nkind = \"city\"\nid = \"castle\"\nedges = []\n\n\
        [[features]]\nkind = \"road\"\nid = \"lane\"\nedges = [\"S\"]\nends_at = \"town\"\n\n\
        [[features]]\nkind = \"river\"\nid = \"brook\"\nedges = [\"E\", \"W\"]\nunder = \"lane\"\n\n\
        [[features]]\nkind = \"field\"\nid = \"meadow\"\nedges = [\"EL\", \"ER\"]\nborders_inside = [\"town\"]\n\n\
        [[markers]]\nkind = \"inn\"\nfeature = \"lane\"\n\n\
        [[markers]]\nkind = \"wine\"\nfeature = \"town\"\n";
    let mut client = Client::start(root, &cache);
    client.open(&tile, good);
    // The completions with the cursor at the end of `cursor`, typed in place of `typed`.
    let mut offered = |typed: &str, cursor: &str, version: i32| -> Vec<String> {
        let at = offset_of(good, typed);
        let typing = format!("{}{cursor}{}", &good[..at], &good[at + typed.len()..]);
        client.change(&tile, version, &typing);
        let items = client.request(
            "textDocument/completion",
            json!({"textDocument": {"uri": uri(&tile)},
                   "position": position(&typing, at + cursor.len())}),
        );
        labels(&items).into_iter().map(str::to_owned).collect()
    };
    // A road ends at a city, road, river, quarter, monastery or garden: not at a field.
    assert_eq!(
        offered("ends_at = \"town\"", "ends_at = \"", 2),
        ["town", "castle", "brook"]
    );
    // A river passes under a road or a city.
    assert_eq!(
        offered("under = \"lane\"", "under = \"", 3),
        ["town", "castle", "lane"]
    );
    // A city passes under another city.
    assert_eq!(offered("under = \"castle\"", "under = \"", 4), ["castle"]);
    // A city's wall touches roads and cities.
    assert_eq!(
        offered("touches = []", "touches = [\"", 5),
        ["castle", "lane"]
    );
    // A field borders cities.
    assert_eq!(
        offered("borders_inside = [\"town\"]", "borders_inside = [\"", 6),
        ["town", "castle"]
    );
    // An inn stands on a road, wine in a city.
    assert_eq!(offered("feature = \"lane\"", "feature = \"", 7), ["lane"]);
    assert_eq!(
        offered("feature = \"town\"", "feature = \"", 8),
        ["town", "castle"]
    );
    assert_eq!(client.request("shutdown", Value::Null), Value::Null);
    client.notify("exit", Value::Null);
    assert!(client.server.child.wait().unwrap().success());
}

/// How long the server takes from a buffer's opening to its diagnostics, and how many.
fn diagnosed(
    client: &mut Client,
    file: &Path,
    text: &str,
    deadline: Duration,
) -> (Duration, usize) {
    let started = Instant::now();
    client.open(file, text);
    let wanted = uri(file);
    loop {
        let left = deadline
            .checked_sub(started.elapsed())
            .unwrap_or_else(|| panic!("no diagnostics within {deadline:?}"));
        let message = client
            .server
            .messages
            .recv_timeout(left)
            .unwrap_or_else(|_| panic!("no diagnostics within {deadline:?}"));
        if let Message::Notification(notification) = message
            && notification.method == "textDocument/publishDiagnostics"
            && notification.params["uri"] == wanted
        {
            let count = notification.params["diagnostics"].as_array().unwrap().len();
            return (started.elapsed(), count);
        }
    }
}

#[test]
fn diagnostics_cost_time_in_proportion_to_their_number() {
    let data = common::Data::flier();
    let root = data.temp.path();
    let cache = root.join("cache");
    let mut client = Client::start(root, &cache);
    let good = std::fs::read_to_string(data.tile("F.toml")).unwrap();
    // Problems each on a line of its own (unknown keys), and all on one line (unknown values in
    // an array, after characters of two UTF-16 units each).
    let lines = |count: usize| -> String {
        let keys: String = (0..count).map(|key| format!("k{key} = 0\n")).collect();
        good.replace("letter = \"F\"\n", &format!("letter = \"F\"\n{keys}"))
    };
    let one_line = |count: usize| -> String {
        let values = vec!["\"😀\""; count].join(", ");
        good.replace(
            "letter = \"F\"\n",
            &format!("letter = \"F\"\nallow = [{values}]\n"),
        )
    };
    let shapes: [(&str, &dyn Fn(usize) -> String); 2] =
        [("lines", &lines), ("one line", &one_line)];
    let close = |client: &mut Client, file: &Path| {
        client.notify(
            "textDocument/didClose",
            json!({"textDocument": {"uri": uri(file)}}),
        );
    };
    for (number, (shape, buffer)) in shapes.into_iter().enumerate() {
        let small = data.tile(&format!("small-{number}.toml"));
        let large = data.tile(&format!("large-{number}.toml"));
        let (small_time, small_count) =
            diagnosed(&mut client, &small, &buffer(5_000), Duration::from_secs(60));
        assert!(small_count >= 5_000, "{shape}: {small_count}");
        close(&mut client, &small);
        // Ten times the problems: a linear cost takes ten times as long, a quadratic one a
        // hundred times; allowed thirty times, and a second for the machine's noise.
        let bound = small_time * 30 + Duration::from_secs(1);
        let (large_time, large_count) = diagnosed(&mut client, &large, &buffer(50_000), bound);
        assert!(large_count >= 50_000, "{shape}: {large_count}");
        eprintln!("{shape}: {small_count} in {small_time:?}, {large_count} in {large_time:?}");
        close(&mut client, &large);
    }
    assert_eq!(client.request("shutdown", Value::Null), Value::Null);
    client.notify("exit", Value::Null);
    assert!(client.server.child.wait().unwrap().success());
}

/// The peak resident memory of process `pid`, in bytes (`VmHWM`).
#[cfg(target_os = "linux")]
fn peak_memory(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let line = status
        .lines()
        .find(|line| line.starts_with("VmHWM:"))
        .unwrap();
    let kib: u64 = line.split_whitespace().nth(1).unwrap().parse().unwrap();
    kib * 1024
}

#[cfg(target_os = "linux")]
#[test]
fn a_message_of_millions_of_values_is_refused_within_a_bounded_memory() {
    use std::io::Write;
    let data = common::Data::flier();
    let root = data.temp.path();
    let cache = root.join("cache");
    let mut client = Client::start(root, &cache);
    let tile = data.tile("F.toml");
    let good = std::fs::read_to_string(&tile).unwrap();
    client.open(&tile, &good.replace("letter = ", "lettre = "));
    assert!(!client.diagnostics(&tile).is_empty());
    client.change(&tile, 2, &good);
    assert_eq!(client.diagnostics(&tile), Vec::<Value>::new());
    let before = peak_memory(client.server.child.id());
    let most = tilecat::lsp::MAX_MESSAGE_BYTES as usize - 200;
    let cap = tilecat::lsp::MAX_PARSED_BYTES as usize;
    // Numbers, empty arrays and tables: as many as the 16 MiB a message may hold, refused; and
    // as many as the server takes (a value costs 64 bytes, a table 640 more), parsed and
    // answered (with InvalidParams, since a hover's parameters are no array).
    let shapes = [("0", 64), ("[]", 128), ("{\"a\":0}", 768)];
    let mut id = 100;
    for (item, cost) in shapes {
        for (count, code) in [
            (
                most / (item.len() + 1),
                lsp_server::ErrorCode::InvalidRequest,
            ),
            ((cap - 4096) / cost, lsp_server::ErrorCode::InvalidParams),
        ] {
            id += 1;
            let items = vec![item; count].join(",");
            let body = format!(
                "{{\"jsonrpc\":\"2.0\",\"id\":{id},\"method\":\"textDocument/hover\",\"params\":[{items}]}}"
            );
            let stdin = &mut client.server.stdin;
            write!(stdin, "Content-Length: {}\r\n\r\n{body}", body.len()).unwrap();
            stdin.flush().unwrap();
            drop((items, body));
            let wanted = RequestId::from(id);
            let error = loop {
                if let Message::Response(response) = client.next()
                    && response.id == wanted
                {
                    break response
                        .error
                        .expect("the message is answered with an error");
                }
            };
            // The body and its values, not the hundreds of megabytes that 16 MiB of values
            // would take parsed.
            let peak = peak_memory(client.server.child.id());
            assert!(
                peak < before + 64 * 1024 * 1024,
                "{item} × {count}: peak {} MiB, {} MiB before",
                peak >> 20,
                before >> 20
            );
            assert_eq!(error.code, code as i32, "{item} × {count}: {error:?}");
        }
    }
    // The server goes on answering.
    let hover = client.at("textDocument/hover", &tile, &good, "\"flier-F\"", 2);
    assert!(markdown(&hover).contains("flier-F"), "{hover}");
    assert_eq!(client.request("shutdown", Value::Null), Value::Null);
    client.notify("exit", Value::Null);
    assert!(client.server.child.wait().unwrap().success());
}
