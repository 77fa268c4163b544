//! `tilecat lsp` driven over standard input and output as an editor drives it: initialize,
//! open, change, hover, completion, definition, references, code actions, shutdown.

mod common;

use std::io::{BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;

use lsp_server::{Message, Notification, Request, RequestId};
use serde_json::{Value, json};

/// A running `tilecat lsp` and the messages it sends.
struct Client {
    child: Child,
    stdin: ChildStdin,
    messages: Receiver<Message>,
    next_id: i32,
}

impl Client {
    fn start(root: &Path, cache: &Path) -> Client {
        let mut child = Command::new(env!("CARGO_BIN_EXE_tilecat"))
            .arg("lsp")
            .env("XDG_CACHE_HOME", cache)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("tilecat lsp starts");
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (sender, messages) = channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            while let Ok(Some(message)) = Message::read(&mut reader) {
                if sender.send(message).is_err() {
                    break;
                }
            }
        });
        let mut client = Client {
            child,
            stdin,
            messages,
            next_id: 0,
        };
        let root_uri = uri(root);
        let result = client.request(
            "initialize",
            json!({"processId": null, "rootUri": root_uri, "capabilities": {},
                   "workspaceFolders": [{"uri": root_uri, "name": "data"}]}),
        );
        assert_eq!(result["capabilities"]["hoverProvider"], true);
        assert_eq!(result["capabilities"]["definitionProvider"], true);
        client.notify("initialized", json!({}));
        client
    }

    fn send(&mut self, message: Message) {
        message.write(&mut self.stdin).expect("the server reads");
        self.stdin.flush().unwrap();
    }

    fn notify(&mut self, method: &str, params: Value) {
        self.send(Message::Notification(Notification::new(
            method.to_owned(),
            params,
        )));
    }

    /// Sends a request and returns its result, keeping the notifications that came before it.
    fn request(&mut self, method: &str, params: Value) -> Value {
        self.next_id += 1;
        let id = RequestId::from(self.next_id);
        self.send(Message::Request(Request::new(
            id.clone(),
            method.to_owned(),
            params,
        )));
        loop {
            match self.next() {
                Message::Response(response) if response.id == id => {
                    assert!(response.error.is_none(), "{method}: {:?}", response.error);
                    return response.result.unwrap_or(Value::Null);
                }
                _ => continue,
            }
        }
    }

    fn next(&mut self) -> Message {
        self.messages
            .recv_timeout(Duration::from_secs(30))
            .expect("the server answers within 30 s")
    }

    /// The next diagnostics published for `file`.
    fn diagnostics(&mut self, file: &Path) -> Vec<Value> {
        let wanted = uri(file);
        loop {
            if let Message::Notification(notification) = self.next()
                && notification.method == "textDocument/publishDiagnostics"
                && notification.params["uri"] == wanted
            {
                return notification.params["diagnostics"]
                    .as_array()
                    .unwrap()
                    .clone();
            }
        }
    }

    fn open(&mut self, file: &Path, text: &str) {
        self.notify(
            "textDocument/didOpen",
            json!({"textDocument": {"uri": uri(file), "languageId": "toml", "version": 1, "text": text}}),
        );
    }

    fn change(&mut self, file: &Path, version: i32, text: &str) {
        self.notify(
            "textDocument/didChange",
            json!({"textDocument": {"uri": uri(file), "version": version},
                   "contentChanges": [{"text": text}]}),
        );
    }

    /// `method` at the position of the `nth` occurrence of `needle` in `text`, `shift`
    /// characters into it.
    fn at(&mut self, method: &str, file: &Path, text: &str, needle: &str, shift: usize) -> Value {
        let offset = text
            .find(needle)
            .unwrap_or_else(|| panic!("{needle} in text"))
            + shift;
        let line = text[..offset].matches('\n').count();
        let character = offset - text[..offset].rfind('\n').map_or(0, |at| at + 1);
        let mut params = json!({"textDocument": {"uri": uri(file)},
                                "position": {"line": line, "character": character}});
        if method == "textDocument/references" {
            params["context"] = json!({"includeDeclaration": true});
        }
        self.request(method, params)
    }
}

fn uri(path: &Path) -> String {
    lsp_types::Url::from_file_path(path).unwrap().to_string()
}

fn codes(diagnostics: &[Value]) -> Vec<&str> {
    diagnostics
        .iter()
        .map(|diagnostic| diagnostic["code"].as_str().unwrap())
        .collect()
}

#[test]
fn an_editor_session_sees_checks_hover_completion_navigation_and_fixes() {
    let data = common::Data::flier();
    let root = data.temp.path();
    let cache = root.join("cache");
    let mut client = Client::start(root, &cache);
    let file = data.tile("F.toml");
    let good = std::fs::read_to_string(&file).unwrap();

    // A field that ignores the road, as typed in the editor (never saved).
    let broken = good
        .replace("edges = [\"WR\", \"NL\"]", "edges = [\"WR\"]")
        .replace("edges = [\"NR\", \"EL\"", "edges = [\"NL\", \"NR\", \"EL\"");
    client.open(&file, &broken);
    let diagnostics = client.diagnostics(&file);
    // One mistake (NL listed under the field beyond the road), one message.
    assert_eq!(codes(&diagnostics), ["E015"], "{diagnostics:#?}");
    let across = &diagnostics[0];
    assert_eq!(across["source"], "tilecat");
    assert_eq!(
        across["message"],
        "a half is listed under the wrong field: NL belongs to `north-west-field`\nhelp: move \
         NL from `south-east-field` to `north-west-field`"
    );
    // Line 26, column 10 in `tilecat validate` is line 25, character 9 here.
    assert_eq!(
        across["range"]["start"],
        json!({"line": 25, "character": 9})
    );
    assert_eq!(across["range"]["end"], json!({"line": 25, "character": 13}));
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        good,
        "the disk is untouched"
    );

    // Fixed in the editor: the diagnostics clear.
    client.change(&file, 2, &good);
    assert_eq!(client.diagnostics(&file), Vec::<Value>::new());

    // Hover: a key's description, a position and a direction in words, the tile's picture.
    let hover = client.at("textDocument/hover", &file, &good, "\"WR\"", 1);
    let text = hover["contents"]["value"].as_str().unwrap();
    assert!(
        text.contains("`WR`: The north half of the west side."),
        "{text}"
    );
    let hover = client.at("textDocument/hover", &file, &good, "placement = \"NW\"", 13);
    let text = hover["contents"]["value"].as_str().unwrap();
    assert!(
        text.contains("`NW`: North-west: towards the top-left corner as printed."),
        "{text}"
    );
    let hover = client.at("textDocument/hover", &file, &good, "flier = ", 1);
    let text = hover["contents"]["value"].as_str().unwrap();
    assert!(text.starts_with("**flier**: "), "{text}");
    let hover = client.at("textDocument/hover", &file, &good, "\"flier-F\"", 2);
    let text = hover["contents"]["value"].as_str().unwrap();
    let picture = preview(&cache, "flier-F-r0.png");
    assert!(text.contains(&format!("({})", uri(&picture))), "{text}");
    let png = std::fs::read(&picture).expect("the picture is drawn");
    assert_eq!(&png[1..4], b"PNG");

    // Completion: feature ids where a reference is expected, values and keys from the schema.
    let typing = good.replace("field = \"north-west-field\"", "field = \"");
    client.change(&file, 3, &typing);
    let items = client.at("textDocument/completion", &file, &typing, "field = \"", 9);
    let labels: Vec<&str> = items
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["label"].as_str().unwrap())
        .collect();
    assert_eq!(labels, ["north-west-field", "south-east-field"]);
    let typing = good.replace("placement = \"NW\"", "placement = ");
    client.change(&file, 4, &typing);
    let items = client.at(
        "textDocument/completion",
        &file,
        &typing,
        "placement = ",
        12,
    );
    let labels: Vec<&str> = items
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["label"].as_str().unwrap())
        .collect();
    assert_eq!(labels, ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]);
    assert_eq!(items[7]["insertText"], "\"NW\"");
    let typing = good.replace("placement = \"NW\"", "pl");
    client.change(&file, 5, &typing);
    let items = client.at("textDocument/completion", &file, &typing, "\npl", 3);
    let labels: Vec<&str> = items
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["label"].as_str().unwrap())
        .collect();
    assert_eq!(labels, ["placement"], "kind and field are there already");
    client.change(&file, 6, &good);

    // Go to definition from the illustration's field to the feature; references back.
    let definition = client.at(
        "textDocument/definition",
        &file,
        &good,
        "field = \"north-west-field\"",
        10,
    );
    assert_eq!(definition["uri"], uri(&file));
    let line = good[..good.find("id = \"north-west-field\"").unwrap()]
        .matches('\n')
        .count();
    assert_eq!(
        definition["range"]["start"],
        json!({"line": line, "character": 5})
    );
    let references = client.at(
        "textDocument/references",
        &file,
        &good,
        "id = \"north-west-field\"",
        7,
    );
    let lines: Vec<&Value> = references
        .as_array()
        .unwrap()
        .iter()
        .map(|location| &location["range"]["start"]["line"])
        .collect();
    let used = good[..good.find("field = \"north-west-field\"").unwrap()]
        .matches('\n')
        .count();
    assert_eq!(lines, [&json!(line), &json!(used)]);

    // A typo in a key: the quick fix renames it to the known key.
    let typo = good.replace("letter = ", "lettre = ");
    client.change(&file, 7, &typo);
    let diagnostics = client.diagnostics(&file);
    // The tile no longer loads: the expansion's totals, short of it, are not counted.
    assert_eq!(codes(&diagnostics), ["E006"]);
    let actions = client.request(
        "textDocument/codeAction",
        json!({"textDocument": {"uri": uri(&file)}, "range": diagnostics[0]["range"],
               "context": {"diagnostics": diagnostics}}),
    );
    assert_eq!(actions[0]["title"], "replace with `letter`");
    let edit = &actions[0]["edit"]["changes"][uri(&file)][0];
    assert_eq!(edit["newText"], "letter");
    assert_eq!(edit["range"], diagnostics[0]["range"]);

    // Counts that no longer add up: shown on the expansion and on every tile it counts.
    let counts = good.replace(
        "counts = { C1 = 1, C2 = 1, C3 = 1 }",
        "counts = { C1 = 1, C2 = 2, C3 = 1 }",
    );
    client.change(&file, 8, &counts);
    let diagnostics = client.diagnostics(&file);
    assert_eq!(codes(&diagnostics), ["E025"]);
    let line = counts[..counts.find("counts =").unwrap()]
        .matches('\n')
        .count();
    assert_eq!(
        diagnostics[0]["range"]["start"],
        json!({"line": line, "character": 0})
    );
    assert!(
        diagnostics[0]["relatedInformation"][0]["location"]["uri"]
            .as_str()
            .unwrap()
            .ends_with("expansion.toml")
    );
    let other = client.diagnostics(&data.tile("H.toml"));
    assert_eq!(
        codes(&other),
        ["E025"],
        "every tile of the expansion is concerned"
    );
    client.change(&file, 9, &good);
    assert_eq!(client.diagnostics(&file), Vec::<Value>::new());
    assert_eq!(
        client.diagnostics(&data.tile("H.toml")),
        Vec::<Value>::new()
    );

    // A field that forgets the city it borders: the quick fix adds it.
    let city_tile = data.tile("H.toml");
    let city = std::fs::read_to_string(&city_tile)
        .unwrap()
        .replace("edges = { N = \"field\", E", "edges = { N = \"city\", E")
        .replace(
            "id = \"field\"\nedges = [\"NL\", \"NR\", \"EL\"",
            "id = \"field\"\nedges = [\"EL\"",
        )
        .replace(
            "[[features]]\nkind = \"field\"",
            "[[features]]\nkind = \"city\"\nid = \"city\"\nedges = [\"NL\", \"N\", \"NR\"]\n\n[[features]]\nkind = \"field\"",
        );
    client.open(&city_tile, &city);
    let diagnostics = client.diagnostics(&city_tile);
    assert_eq!(codes(&diagnostics), ["E017"], "{diagnostics:#?}");
    let actions = client.request(
        "textDocument/codeAction",
        json!({"textDocument": {"uri": uri(&city_tile)}, "range": diagnostics[0]["range"],
               "context": {"diagnostics": diagnostics}}),
    );
    assert_eq!(actions[0]["title"], "add \"city\" to the field's `cities`");
    let edit = &actions[0]["edit"]["changes"][uri(&city_tile)][0];
    assert_eq!(edit["newText"], "\ncities = [\"city\"]");
    let fixed = city.replace(
        "edges = [\"EL\", \"ER\", \"SL\", \"SR\", \"WL\", \"WR\"]",
        "edges = [\"EL\", \"ER\", \"SL\", \"SR\", \"WL\", \"WR\"]\ncities = [\"city\"]",
    );
    client.change(&city_tile, 2, &fixed);
    let diagnostics = client.diagnostics(&city_tile);
    assert!(!codes(&diagnostics).contains(&"E017"), "{diagnostics:#?}");

    // A new tile, not saved yet, that repeats F: the duplicate shows on both files, and
    // closing the unsaved buffer clears it from F.
    let copy = data.tile("Z.toml");
    let repeated = good
        .replace("id = \"flier-F\"", "id = \"flier-Z\"")
        .replace("letter = \"F\"", "letter = \"Z\"");
    client.open(&copy, &repeated);
    // Published in path order: F's list comes before Z's.
    let on_f = loop {
        let diagnostics = client.diagnostics(&file);
        if !diagnostics.is_empty() {
            break diagnostics;
        }
    };
    assert!(codes(&on_f).contains(&"E026"), "{on_f:#?}");
    let on_copy = client.diagnostics(&copy);
    assert!(codes(&on_copy).contains(&"E026"), "{on_copy:#?}");
    client.notify(
        "textDocument/didClose",
        json!({"textDocument": {"uri": uri(&copy)}}),
    );
    assert_eq!(client.diagnostics(&file), Vec::<Value>::new());

    assert_eq!(client.request("shutdown", Value::Null), Value::Null);
    client.notify("exit", Value::Null);
    let status = client.child.wait().unwrap();
    assert!(status.success());
}

fn labels(items: &Value) -> Vec<&str> {
    items
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["label"].as_str().unwrap())
        .collect()
}

/// The 0-based line and UTF-16 character of the `nth` occurrence of `needle` in `text`.
fn place(text: &str, needle: &str) -> Value {
    let offset = text
        .find(needle)
        .unwrap_or_else(|| panic!("{needle} in text"));
    let line = text[..offset].matches('\n').count();
    let character = offset - text[..offset].rfind('\n').map_or(0, |at| at + 1);
    json!({"line": line, "character": character})
}

#[test]
fn a_board_file_is_checked_against_the_tiles_being_edited() {
    let data = common::Data::flier();
    let root = data.temp.path();
    let cache = root.join("cache");
    let boards = root.join("boards");
    std::fs::create_dir_all(&boards).unwrap();
    let board = boards.join("flight.toml");
    let good = "#:schema ../../schema/board.schema.json\nlast = [0, 0]\n\n[[tiles]]\ntile = \"flier-F\"\nat = [0, 0]\n\n[[meeples]]\nat = [0, 0]\nfeature = \"road\"\nplayer = \"blue\"\n";
    // A typo in the tile's id, saved: the board lies inside the workspace's data folder, where
    // it is read as a board, not as a tile.
    let typo = good.replace("\"flier-F\"", "\"flier-FF\"");
    std::fs::write(&board, &typo).unwrap();
    let mut client = Client::start(root, &cache);
    client.open(&board, &typo);
    let diagnostics = client.diagnostics(&board);
    // The unknown tile only: its meeple and `last` are not reported again.
    assert_eq!(codes(&diagnostics), ["E041"], "{diagnostics:#?}");
    let unknown = &diagnostics[0];
    assert_eq!(
        unknown["message"],
        "the catalog has no tile `flier-FF`\nhelp: did you mean `flier-F`?"
    );
    assert_eq!(unknown["range"]["start"], place(&typo, "\"flier-FF\""));
    // The command line says the same at the same places.
    let cli = common::tilecat([
        "score".as_ref(),
        board.as_os_str(),
        "--data".as_ref(),
        data.root().as_os_str(),
    ]);
    assert_eq!(cli.code, 1, "{}", cli.stderr);
    for diagnostic in &diagnostics {
        let message = diagnostic["message"].as_str().unwrap();
        let first = message.lines().next().unwrap();
        let start = &diagnostic["range"]["start"];
        let at = format!(
            "{}:{}:{}",
            board.display(),
            start["line"].as_u64().unwrap() + 1,
            start["character"].as_u64().unwrap() + 1
        );
        let code = diagnostic["code"].as_str().unwrap();
        assert!(
            cli.stderr.contains(&format!("error[{code}]: {first}")),
            "{}",
            cli.stderr
        );
        assert!(cli.stderr.contains(&at), "{at} in {}", cli.stderr);
    }
    let actions = client.request(
        "textDocument/codeAction",
        json!({"textDocument": {"uri": uri(&board)}, "range": unknown["range"],
               "context": {"diagnostics": [unknown]}}),
    );
    assert_eq!(actions[0]["title"], "replace with `flier-F`");
    assert_eq!(
        actions[0]["edit"]["changes"][uri(&board)][0]["newText"],
        "\"flier-F\""
    );

    // Fixed in the editor: the diagnostics clear.
    client.change(&board, 2, good);
    assert_eq!(client.diagnostics(&board), Vec::<Value>::new());

    // A change to the tile the board uses: the meeple's feature is gone, shown on the board.
    let tile = data.tile("F.toml");
    let renamed = std::fs::read_to_string(&tile)
        .unwrap()
        .replace("id = \"road\"", "id = \"curve\"");
    client.open(&tile, &renamed);
    let diagnostics = client.diagnostics(&board);
    assert_eq!(codes(&diagnostics), ["E045"], "{diagnostics:#?}");
    assert_eq!(diagnostics[0]["range"]["start"], place(good, "\"road\""));
    assert!(
        diagnostics[0]["message"].as_str().unwrap().starts_with(
            "`flier-F` at [0, 0] has no feature `road`\nhelp: its features are `curve`, "
        ),
        "{diagnostics:#?}"
    );
    client.notify(
        "textDocument/didClose",
        json!({"textDocument": {"uri": uri(&tile)}}),
    );
    assert_eq!(client.diagnostics(&board), Vec::<Value>::new());

    // Hover: a key's description; on a tile's id, what tile it is and its picture.
    let hover = client.at("textDocument/hover", &board, good, "feature = ", 1);
    let text = hover["contents"]["value"].as_str().unwrap();
    assert!(
        text.starts_with("**meeples[0].feature**: The id of the feature it stands on"),
        "{text}"
    );
    let hover = client.at("textDocument/hover", &board, good, "\"flier-F\"", 2);
    let text = hover["contents"]["value"].as_str().unwrap();
    assert!(
        text.contains("`flier-F`: tile F of The Flier; its features: road `road`, field `north-west-field`, field `south-east-field`"),
        "{text}"
    );
    let picture = preview(&cache, "flier-F-r0.png");
    assert!(text.contains(&format!("({})", uri(&picture))), "{text}");
    assert!(text.contains("**tiles[0].tile**: "), "{text}");

    // Completion: the features of the tile under the meeple, and the catalog's tiles.
    let typing = good.replace("feature = \"road\"", "feature = \"");
    client.change(&board, 3, &typing);
    let items = client.at(
        "textDocument/completion",
        &board,
        &typing,
        "feature = \"",
        11,
    );
    assert_eq!(
        labels(&items),
        ["road", "north-west-field", "south-east-field"]
    );
    assert_eq!(items[0]["documentation"], "the road `road` of `flier-F`");
    // Half typed: the line does not parse yet.
    let typing = good.replace("tile = \"flier-F\"", "tile = ");
    client.change(&board, 4, &typing);
    let items = client.at("textDocument/completion", &board, &typing, "tile = ", 7);
    assert_eq!(
        labels(&items),
        [
            "flier-A",
            "flier-B",
            "flier-C",
            "flier-D",
            "flier-E",
            "flier-F",
            "flier-G",
            "flier-H",
            "flier-H-C1"
        ]
    );
    assert_eq!(items[5]["insertText"], "\"flier-F\"");
    client.change(&board, 5, good);

    // Go to definition: from the tile's id to its file, from the meeple's feature to the
    // feature in that file.
    let text = std::fs::read_to_string(&tile).unwrap();
    let definition = client.at("textDocument/definition", &board, good, "\"flier-F\"", 2);
    assert_eq!(definition["uri"], uri(&tile));
    assert_eq!(definition["range"]["start"], place(&text, "\"flier-F\""));
    let definition = client.at("textDocument/definition", &board, good, "\"road\"", 2);
    assert_eq!(definition["uri"], uri(&tile));
    let line = place(&text, "id = \"road\"")["line"].clone();
    assert_eq!(
        definition["range"]["start"],
        json!({"line": line, "character": 5})
    );

    // Garbage in the buffer: a located problem, and the server goes on answering.
    client.change(&board, 6, "[[tiles]\n\u{0}tile = = \"\n");
    let diagnostics = client.diagnostics(&board);
    assert!(!diagnostics.is_empty());
    let hover = client.at("textDocument/hover", &board, "[[tiles]\n", "tiles", 1);
    assert_eq!(hover, Value::Null);
    client.notify(
        "textDocument/didClose",
        json!({"textDocument": {"uri": uri(&board)}}),
    );
    // Closed, the board counts as the file on disk, which still has the typo: the data
    // folder's boards are checked as `tilecat validate` checks them.
    assert_eq!(codes(&client.diagnostics(&board)), ["E041"]);

    assert_eq!(client.request("shutdown", Value::Null), Value::Null);
    client.notify("exit", Value::Null);
    assert!(client.child.wait().unwrap().success());
}

/// The picture `name` in the one folder the server made for itself under the cache folder,
/// which only its user may read.
fn preview(cache: &Path, name: &str) -> PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let previews = cache.join("tilecat/previews");
    let own: Vec<PathBuf> = std::fs::read_dir(&previews)
        .expect("the previews folder exists")
        .map(|entry| entry.unwrap().path())
        .collect();
    assert_eq!(own.len(), 1, "one folder of the server's own: {own:?}");
    let mode = std::fs::metadata(&own[0]).unwrap().permissions().mode();
    assert_eq!(mode & 0o777, 0o700, "{}", own[0].display());
    own[0].join(name)
}
