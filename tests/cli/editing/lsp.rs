//! `tilecat lsp` driven over standard input and output as an editor drives it: initialize,
//! open, change, hover, completion, definition, references, code actions, shutdown.

use crate::common;
use crate::common::language_server::Server;

use std::io::{BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;

use lsp_server::{Message, Notification, Request, RequestId};
use serde_json::{Value, json};

/// A running `tilecat lsp` and the requests sent to it.
pub(crate) struct Client {
    pub(crate) server: Server,
    next_id: i32,
}

impl Client {
    pub(crate) fn start(root: &Path, cache: &Path) -> Client {
        let mut client = Client {
            server: Server::start(cache),
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

    pub(crate) fn send(&mut self, message: Message) {
        self.server.send(message);
    }

    pub(crate) fn notify(&mut self, method: &str, params: Value) {
        self.send(Message::Notification(Notification::new(
            method.to_owned(),
            params,
        )));
    }

    /// Sends a request and returns its result, keeping the notifications that came before it.
    pub(crate) fn request(&mut self, method: &str, params: Value) -> Value {
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

    pub(crate) fn next(&mut self) -> Message {
        self.server
            .messages
            .recv_timeout(Duration::from_secs(30))
            .expect("the server answers within 30 s")
    }

    /// The next diagnostics published for `file`.
    pub(crate) fn diagnostics(&mut self, file: &Path) -> Vec<Value> {
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

    pub(crate) fn open(&mut self, file: &Path, text: &str) {
        self.notify(
            "textDocument/didOpen",
            json!({"textDocument": {"uri": uri(file), "languageId": "toml", "version": 1, "text": text}}),
        );
    }

    pub(crate) fn change(&mut self, file: &Path, version: i32, text: &str) {
        self.notify(
            "textDocument/didChange",
            json!({"textDocument": {"uri": uri(file), "version": version},
                   "contentChanges": [{"text": text}]}),
        );
    }

    /// `method` at the position of the first occurrence of `needle` in `text`, `shift`
    /// characters into it.
    pub(crate) fn at(
        &mut self,
        method: &str,
        file: &Path,
        text: &str,
        needle: &str,
        shift: usize,
    ) -> Value {
        let position = position(text, offset_of(text, needle) + shift);
        let mut params = json!({"textDocument": {"uri": uri(file)}, "position": position});
        if method == "textDocument/references" {
            params["context"] = json!({"includeDeclaration": true});
        }
        self.request(method, params)
    }
}

pub(crate) fn uri(path: &Path) -> String {
    lsp_types::Url::from_file_path(path).unwrap().to_string()
}

pub(crate) fn codes(diagnostics: &[Value]) -> Vec<&str> {
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
    assert!(text.starts_with("**`flier`**: "), "{text}");
    let hover = client.at("textDocument/hover", &file, &good, "\"flier-F\"", 2);
    let text = hover["contents"]["value"].as_str().unwrap();
    let picture = preview(&cache, "flier-F-r0.png");
    assert!(text.contains(&format!("(<{}>)", uri(&picture))), "{text}");
    let png = std::fs::read(&picture).expect("the picture is drawn");
    assert_eq!(&png[1..4], b"PNG");

    // Completion: feature ids where a reference is expected, values and keys from the schema.
    let typing = good.replace("field = \"north-west-field\"", "field = \"");
    client.change(&file, 3, &typing);
    let items = client.at("textDocument/completion", &file, &typing, "field = \"", 9);
    assert_eq!(labels(&items), ["north-west-field", "south-east-field"]);
    let typing = good.replace("placement = \"NW\"", "placement = ");
    client.change(&file, 4, &typing);
    let items = client.at(
        "textDocument/completion",
        &file,
        &typing,
        "placement = ",
        12,
    );
    assert_eq!(labels(&items), ["N", "NE", "E", "SE", "S", "SW", "W", "NW"]);
    assert_eq!(items[7]["insertText"], "\"NW\"");
    let typing = good.replace("placement = \"NW\"", "pl");
    client.change(&file, 5, &typing);
    let items = client.at("textDocument/completion", &file, &typing, "\npl", 3);
    assert_eq!(
        labels(&items),
        ["placement"],
        "kind and field are there already"
    );
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
    let line = place(&good, "id = \"north-west-field\"")["line"].clone();
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
    let used = place(&good, "field = \"north-west-field\"")["line"].clone();
    assert_eq!(lines, [&json!(line), &json!(used)]);

    // A typo in a key: the quick fix renames it to the known key.
    let typo = good.replace("letter = ", "lettre = ");
    client.change(&file, 7, &typo);
    // The list cleared after the typing above may come first, published before this change.
    let diagnostics = loop {
        let diagnostics = client.diagnostics(&file);
        if !diagnostics.is_empty() {
            break diagnostics;
        }
    };
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
    let line = place(&counts, "counts =")["line"].clone();
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
    let status = client.server.child.wait().unwrap();
    assert!(status.success());
}

/// The labels of a completion's items.
pub(crate) fn labels(items: &Value) -> Vec<&str> {
    items
        .as_array()
        .unwrap()
        .iter()
        .map(|item| item["label"].as_str().unwrap())
        .collect()
}

/// The byte offset of the first occurrence of `needle` in `text`.
pub(crate) fn offset_of(text: &str, needle: &str) -> usize {
    text.find(needle)
        .unwrap_or_else(|| panic!("{needle} in text"))
}

/// The 0-based line of byte `offset` in `text`, and its character there, counted in bytes.
pub(crate) fn position(text: &str, offset: usize) -> Value {
    let line = text[..offset].matches('\n').count();
    let character = offset - text[..offset].rfind('\n').map_or(0, |at| at + 1);
    json!({"line": line, "character": character})
}

/// The 0-based line and character of the first occurrence of `needle` in `text`.
pub(crate) fn place(text: &str, needle: &str) -> Value {
    position(text, offset_of(text, needle))
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
    cli.expect_code(1);
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
        text.starts_with("**`meeples[0].feature`**: The id of the feature it stands on"),
        "{text}"
    );
    let hover = client.at("textDocument/hover", &board, good, "\"flier-F\"", 2);
    let text = hover["contents"]["value"].as_str().unwrap();
    assert!(
        text.contains("`flier-F`: tile F of The Flier; its features: road `road`, field `north-west-field`, field `south-east-field`"),
        "{text}"
    );
    let picture = preview(&cache, "flier-F-r0.png");
    assert!(text.contains(&format!("(<{}>)", uri(&picture))), "{text}");
    assert!(text.contains("**`tiles[0].tile`**: "), "{text}");

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
    assert_eq!(
        items[0]["documentation"],
        json!({"kind": "markdown", "value": "the road `road` of `flier-F`"})
    );
    // Half typed: the line does not parse yet.
    let typing = good.replace("tile = \"flier-F\"", "tile = ");
    client.change(&board, 4, &typing);
    let items = client.at("textDocument/completion", &board, &typing, "tile = ", 7);
    assert_eq!(labels(&items), common::facts::FLIER_TILE_IDS);
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

    // Garbage in the buffer: a located problem, and the server goes on answering. The earlier
    // versions' diagnostics may still be on their way: wait for the garbage's (each message
    // comes within 30 s or the test fails).
    client.change(&board, 6, "[[tiles]\n\u{0}tile = = \"\n");
    let diagnostics = loop {
        let diagnostics = client.diagnostics(&board);
        if !diagnostics.is_empty() {
            break diagnostics;
        }
    };
    assert!(
        diagnostics[0]["range"]["start"]["line"].is_u64(),
        "{diagnostics:?}"
    );
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
    assert!(client.server.child.wait().unwrap().success());
}

/// The picture `name` in the one folder the server made for itself under the cache folder,
/// which only its user may read.
pub(crate) fn preview(cache: &Path, name: &str) -> PathBuf {
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

/// A `tilecat lsp` spoken to byte by byte, its standard error kept, and what it sends read as
/// plain JSON (an error answering a malformed message has a `null` id, which is no
/// `lsp_server::Message`).
struct Raw {
    child: Child,
    stdin: Option<ChildStdin>,
    frames: Receiver<Value>,
}

/// The most address space a raw server may take: far less than the lengths the hostile frames
/// declare.
#[cfg(target_os = "linux")]
const ADDRESS_SPACE: u64 = 1024 * 1024 * 1024;

impl Raw {
    fn start(folder: &Path) -> Raw {
        let mut command = common::Tilecat::new()
            .arg("lsp")
            .current_dir(folder)
            .env("XDG_CACHE_HOME", folder.join("cache"))
            .command();
        command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        #[cfg(target_os = "linux")]
        {
            use std::os::unix::process::CommandExt;
            let limit = rustix::process::Rlimit {
                current: Some(ADDRESS_SPACE),
                maximum: Some(ADDRESS_SPACE),
            };
            // SAFETY: `setrlimit` is a single system call, safe between fork and exec.
            unsafe {
                command.pre_exec(move || {
                    rustix::process::setrlimit(rustix::process::Resource::As, limit)
                        .map_err(std::io::Error::from)
                });
            }
        }
        let mut child = command.spawn().expect("tilecat lsp starts");
        let stdin = child.stdin.take();
        let stdout = child.stdout.take().unwrap();
        let (sender, frames) = channel();
        std::thread::spawn(move || {
            let mut reader = BufReader::new(stdout);
            while let Some(frame) = read_json_frame(&mut reader) {
                if sender.send(frame).is_err() {
                    break;
                }
            }
        });
        Raw {
            child,
            stdin,
            frames,
        }
    }

    fn write(&mut self, bytes: &[u8]) {
        let stdin = self.stdin.as_mut().unwrap();
        // The server may have refused the input and gone already.
        let _ = stdin.write_all(bytes).and_then(|()| stdin.flush());
    }

    fn send(&mut self, message: Value) {
        let body = message.to_string();
        self.write(format!("Content-Length: {}\r\n\r\n{body}", body.len()).as_bytes());
    }

    fn request(&mut self, id: i32, method: &str, params: Value) -> Value {
        self.send(json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}));
        self.answer(json!(id))
    }

    /// The next response with `id`, skipping notifications.
    fn answer(&mut self, id: Value) -> Value {
        loop {
            let frame = self
                .frames
                .recv_timeout(Duration::from_secs(30))
                .expect("the server answers within 30 s");
            if frame.get("id") == Some(&id) {
                return frame;
            }
        }
    }

    fn initialize(&mut self, id: i32, folder: &Path) -> Value {
        let root = uri(folder);
        self.request(
            id,
            "initialize",
            json!({"processId": null, "rootUri": root, "capabilities": {}}),
        )
    }

    /// The exit code and standard error once the server stops, within `seconds`.
    fn stopped(mut self, seconds: u64) -> (i32, String) {
        let started = std::time::Instant::now();
        let status = loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                break status;
            }
            if started.elapsed() > Duration::from_secs(seconds) {
                let _ = self.child.kill();
                panic!("the server did not stop within {seconds} s");
            }
            std::thread::sleep(Duration::from_millis(10));
        };
        let mut stderr = String::new();
        std::io::Read::read_to_string(self.child.stderr.as_mut().unwrap(), &mut stderr).unwrap();
        (status.code().expect("an exit, not a signal"), stderr)
    }
}

/// The next frame of `reader` as JSON, `None` at the end.
fn read_json_frame(reader: &mut impl std::io::BufRead) -> Option<Value> {
    let mut length = None;
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line).ok()? == 0 {
            return None;
        }
        let line = line.trim_end();
        if line.is_empty() {
            break;
        }
        if let Some(value) = line.strip_prefix("Content-Length: ") {
            length = value.parse::<usize>().ok();
        }
    }
    let mut body = vec![0; length?];
    std::io::Read::read_exact(reader, &mut body).ok()?;
    serde_json::from_slice(&body).ok()
}

#[test]
fn a_frame_declaring_more_than_the_limit_is_refused_unread() {
    let temp = common::temp_dir("lsp-frames");
    for declared in ["99999999999", "1073741824"] {
        let mut server = Raw::start(temp.path());
        server.initialize(1, temp.path());
        // The input stays open: the server must refuse the header, not wait for the body.
        server.write(format!("Content-Length: {declared}\r\n\r\n{{\"jsonrpc\":").as_bytes());
        let (code, stderr) = server.stopped(30);
        assert_eq!(code, 1, "{stderr}");
        assert!(
            stderr.contains(&format!(
                "a message of {declared} bytes is refused: the most the server reads is 16777216 bytes"
            )),
            "{stderr}"
        );
        assert!(!stderr.contains("panicked"), "{stderr}");
        assert!(!stderr.contains("memory allocation"), "{stderr}");
    }
}

#[test]
fn a_malformed_header_or_body_is_an_error_not_a_panic() {
    let temp = common::temp_dir("lsp-headers");
    // A body that is not JSON keeps the framing: answered with a parse error, and the server
    // goes on.
    let mut server = Raw::start(temp.path());
    server.write(b"Content-Length: 3\r\n\r\n{{{");
    let answer = server.answer(Value::Null);
    assert_eq!(answer["error"]["code"], -32700, "{answer}");
    assert_eq!(
        server.initialize(1, temp.path())["result"]["serverInfo"]["name"],
        "tilecat"
    );
    // A header line that never ends: refused once it passes the header limit.
    server.write(&[b'X'; 4096]);
    let (code, stderr) = server.stopped(30);
    assert_eq!(code, 1, "{stderr}");
    assert!(
        stderr.contains("header line is longer than 1024 bytes"),
        "{stderr}"
    );
    assert!(!stderr.contains("panicked"), "{stderr}");
}

#[test]
fn the_lifecycle_errors_are_answered_as_the_protocol_says() {
    let temp = common::temp_dir("lsp-lifecycle");
    let mut server = Raw::start(temp.path());
    // Before `initialize`: ServerNotInitialized.
    let early = server.request(
        1,
        "textDocument/hover",
        json!({"textDocument": {"uri": "file:///x.toml"}, "position": {"line": 0, "character": 0}}),
    );
    assert_eq!(early["error"]["code"], -32002, "{early}");
    // An `initialize` whose parameters do not parse: InvalidParams, and the server waits for a
    // proper one.
    let bad = server.request(2, "initialize", json!({"capabilities": 5}));
    assert_eq!(bad["error"]["code"], -32602, "{bad}");
    assert!(bad.get("result").is_none(), "{bad}");
    let good = server.initialize(3, temp.path());
    assert_eq!(
        good["result"]["capabilities"]["hoverProvider"], true,
        "{good}"
    );
    // A second `initialize`: InvalidRequest. An unknown request: MethodNotFound.
    let again = server.initialize(4, temp.path());
    assert_eq!(again["error"]["code"], -32600, "{again}");
    let unknown = server.request(5, "tilecat/unknown", json!({}));
    assert_eq!(unknown["error"]["code"], -32601, "{unknown}");
    // `exit` without `shutdown`: exit code 1.
    server.send(json!({"jsonrpc": "2.0", "method": "exit"}));
    let (code, stderr) = server.stopped(30);
    assert_eq!(code, 1, "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");

    // After `shutdown`: requests are InvalidRequest, and `exit` is exit code 0.
    let mut server = Raw::start(temp.path());
    server.initialize(1, temp.path());
    server.send(json!({"jsonrpc": "2.0", "method": "initialized", "params": {}}));
    assert_eq!(
        server.request(2, "shutdown", Value::Null)["result"],
        Value::Null
    );
    let late = server.request(
        3,
        "textDocument/hover",
        json!({"textDocument": {"uri": "file:///x.toml"}, "position": {"line": 0, "character": 0}}),
    );
    assert_eq!(late["error"]["code"], -32600, "{late}");
    server.send(json!({"jsonrpc": "2.0", "method": "exit"}));
    let (code, stderr) = server.stopped(30);
    assert_eq!((code, stderr.as_str()), (0, ""));
}

#[test]
fn a_buffer_larger_than_a_data_file_may_be_is_refused_as_a_file_is() {
    let data = common::Data::flier();
    let root = data.temp.path();
    let mut client = Client::start(root, &root.join("cache"));
    let file = data.tile("F.toml");
    let good = std::fs::read_to_string(&file).unwrap();
    // A valid tile, one byte over the limit with its comment.
    let limit = 1024 * 1024;
    let large = format!("{good}#{}\n", "x".repeat(limit - good.len() - 1));
    assert_eq!(large.len(), limit + 1);
    client.open(&file, &large);
    let diagnostics = client.diagnostics(&file);
    assert_eq!(codes(&diagnostics), ["E002"], "{diagnostics:#?}");
    assert!(
        diagnostics[0]["message"].as_str().unwrap().starts_with(
            "file is 1048577 bytes, more than the 1048576 bytes (1 MiB) a data file may hold"
        ),
        "{diagnostics:#?}"
    );
    assert_eq!(
        diagnostics[0]["range"]["start"],
        json!({"line": 0, "character": 0})
    );
    // Nor is it read for hover.
    assert_eq!(
        client.at("textDocument/hover", &file, &large, "letter", 1),
        Value::Null
    );
    // At the limit, it is a data file again.
    let fitting = format!("{good}#{}\n", "x".repeat(limit - good.len() - 2));
    client.change(&file, 2, &fitting);
    assert_eq!(client.diagnostics(&file), Vec::<Value>::new());
    assert_eq!(client.request("shutdown", Value::Null), Value::Null);
    client.notify("exit", Value::Null);
    assert!(client.server.child.wait().unwrap().success());
}

#[test]
fn a_request_naming_a_file_not_open_reads_only_a_data_file_of_the_workspace() {
    let data = common::Data::flier();
    let root = data.temp.path();
    let mut client = Client::start(root, &root.join("cache"));
    let tile = std::fs::read_to_string(data.tile("F.toml")).unwrap();
    let letter = place(&tile, "letter = ");
    let hover = |client: &mut Client, file: &Path| {
        let started = std::time::Instant::now();
        let answer = client.request(
            "textDocument/hover",
            json!({"textDocument": {"uri": uri(file)}, "position": letter}),
        );
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "{} took {:?}",
            file.display(),
            started.elapsed()
        );
        answer
    };
    // A tile of the workspace, not open: read from disk.
    let text = hover(&mut client, &data.tile("F.toml"));
    assert!(
        text["contents"]["value"]
            .as_str()
            .unwrap()
            .starts_with("**`letter`**"),
        "{text}"
    );
    // A pipe nobody writes to: never opened, so it never stalls the server.
    let pipe = data.tile("pipe.toml");
    let made = Command::new("mkfifo")
        .arg(&pipe)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    assert_eq!(hover(&mut client, &pipe), Value::Null);
    // A link to an endless device.
    let zero = data.tile("zero.toml");
    std::os::unix::fs::symlink("/dev/zero", &zero).unwrap();
    assert_eq!(hover(&mut client, &zero), Value::Null);
    // A data file outside the workspace, and a link leading to it.
    let outside = common::temp_dir("lsp-outside");
    let stray = outside.path().join("F.toml");
    std::fs::copy(data.tile("F.toml"), &stray).unwrap();
    assert_eq!(hover(&mut client, &stray), Value::Null);
    let link = data.tile("stray.toml");
    std::os::unix::fs::symlink(&stray, &link).unwrap();
    assert_eq!(hover(&mut client, &link), Value::Null);
    assert_eq!(client.request("shutdown", Value::Null), Value::Null);
    client.notify("exit", Value::Null);
    assert!(client.server.child.wait().unwrap().success());
}

#[test]
fn a_tile_opened_outside_the_data_folders_is_checked_alone_not_with_its_folder() {
    let workspace = common::temp_dir("lsp-workspace");
    let stray = common::temp_dir("lsp-stray");
    let folder = stray.path();
    // The folder the tile lies in holds a broken file, and a tree of many more below it,
    // none of which the tile's checks may read.
    std::fs::write(folder.join("a-broken.toml"), "id = = 1\n").unwrap();
    for deep in 0..50 {
        let below = folder.join(format!("deep/{deep}/tiles"));
        std::fs::create_dir_all(&below).unwrap();
        for file in 0..40 {
            std::fs::write(below.join(format!("{file}.toml")), "id = = 1\n").unwrap();
        }
    }
    let tile = folder.join("F.toml");
    let text = std::fs::read_to_string(common::data().join("flier/tiles/F.toml")).unwrap();
    std::fs::write(&tile, &text).unwrap();
    // A tile not saved yet, in a folder that is not there either.
    let unsaved = folder.join("new/H.toml");
    let text_h = std::fs::read_to_string(common::data().join("flier/tiles/H.toml")).unwrap();

    let mut client = Client::start(workspace.path(), &workspace.path().join("cache"));
    let opened = [uri(&tile), uri(&unsaved)];
    for (file, text) in [(&tile, &text), (&unsaved, &text_h)] {
        let started = std::time::Instant::now();
        client.open(file, text);
        let wanted = uri(file);
        let diagnostics = loop {
            let Message::Notification(notification) = client.next() else {
                continue;
            };
            assert_eq!(notification.method, "textDocument/publishDiagnostics");
            let published = notification.params["uri"].as_str().unwrap();
            assert!(
                opened.iter().any(|opened| opened == published),
                "only the tiles opened are checked: {notification:?}"
            );
            if published == wanted {
                break notification.params["diagnostics"]
                    .as_array()
                    .unwrap()
                    .clone();
            }
        };
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "{:?}",
            started.elapsed()
        );
        // Checked as `tilecat validate <file>` checks it: no manifest beside it or above.
        assert_eq!(codes(&diagnostics), ["E047"], "{diagnostics:#?}");
    }
    assert_eq!(client.request("shutdown", Value::Null), Value::Null);
    client.notify("exit", Value::Null);
    assert!(client.server.child.wait().unwrap().success());
}

/// The texts of the editing session below, in order: each must give the diagnostics a whole
/// validation of the same texts gives.
fn edits(good: &str) -> Vec<String> {
    vec![
        // A field across the road: checks of the tile on its own.
        good.replace("edges = [\"WR\", \"NL\"]", "edges = [\"WR\"]")
            .replace("edges = [\"NR\", \"EL\"", "edges = [\"NL\", \"NR\", \"EL\""),
        // Half typed: the tile does not parse, so it is no document and the counts are not
        // checked.
        good.replace("letter = \"F\"", "letter = \""),
        // Counts that do not add up: the expansion's totals.
        good.replace(
            "counts = { C1 = 1, C2 = 1, C3 = 1 }",
            "counts = { C1 = 1, C2 = 2, C3 = 1 }",
        ),
        // The id of another tile: a duplicate id, and a file name that disagrees.
        good.replace("id = \"flier-F\"", "id = \"flier-A\""),
        // Another expansion, which no manifest declares.
        good.replace("expansion = \"flier\"", "expansion = \"other\""),
        good.to_owned(),
    ]
}

#[test]
fn diagnostics_after_a_change_are_those_of_a_whole_validation() {
    use std::collections::BTreeMap;
    use tilecat::input::schema::Validators;
    use tilecat::input::validate::{Incremental, validate_with_buffers};

    let data = common::Data::flier();
    let paths = [data.root()];
    let validators = Validators::new();
    let file = data.tile("F.toml");
    let other = data.tile("H.toml");
    let good = std::fs::read_to_string(&file).unwrap();
    let mut buffers = BTreeMap::new();
    buffers.insert(file.clone(), good.clone());
    buffers.insert(other.clone(), std::fs::read_to_string(&other).unwrap());
    let mut run = Incremental::new(&paths, &buffers, &validators);
    let mut changed = 0;
    for (step, text) in edits(&good).into_iter().enumerate() {
        buffers.insert(file.clone(), text);
        run = match run.changed(&file, &buffers, &validators) {
            Some(run) => {
                changed += 1;
                run
            }
            None => Incremental::new(&paths, &buffers, &validators),
        };
        let whole = validate_with_buffers(&paths, &buffers, &validators);
        assert_eq!(run.diagnostics(), whole.diagnostics, "step {step}");
        assert!(
            step == 5 || !whole.diagnostics.is_empty(),
            "step {step} finds something"
        );
        let catalog = run.catalog();
        assert_eq!(catalog.tiles, whole.catalog.tiles, "step {step}");
        for source in whole.sources.values() {
            assert_eq!(
                run.source(&source.path).map(|kept| &kept.text),
                Some(&source.text)
            );
        }
    }
    // Every step was taken in without a whole run: the manifest the last but one needs (the
    // one beside the tiles, which does not declare `other`) was read already.
    assert_eq!(changed, 6);
}

#[test]
fn a_tiles_picture_changed_on_disk_is_previewed_as_it_now_is() {
    let temp = common::temp_dir("lsp-own-picture");
    let root = temp.path().join("data");
    common::copy_folder(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/my-expansion/data"),
        &root,
    );
    let cache = temp.path().join("cache");
    let mut client = Client::start(&root, &cache);
    let file = root.join("my-expansion/tiles/A.toml");
    let text = std::fs::read_to_string(&file).unwrap();
    // Broken, then fixed: the diagnostics of the fix say the workspace has been checked.
    let broken = text.replace("direction = \"N\"", "direction = \"Q\"");
    assert_ne!(broken, text);
    client.open(&file, &broken);
    assert!(!client.diagnostics(&file).is_empty());
    client.change(&file, 2, &text);
    assert_eq!(client.diagnostics(&file), Vec::<Value>::new());
    let previewed = |client: &mut Client| -> Vec<u8> {
        let hover = client.at("textDocument/hover", &file, &text, "\"my-expansion-A\"", 2);
        let shown = hover["contents"]["value"].as_str().unwrap();
        let picture = preview(&cache, "my-expansion-A-r0.png");
        assert!(shown.contains(&format!("(<{}>)", uri(&picture))), "{shown}");
        std::fs::read(&picture).expect("the picture is drawn")
    };
    let first = previewed(&mut client);
    assert_eq!(
        previewed(&mut client),
        first,
        "the same picture, drawn the same"
    );
    // Another program paints over the tile's own picture: the next hover shows it.
    let art = root.join("my-expansion/tiles/art/A.png");
    let kept = std::fs::read(&art).unwrap();
    std::fs::write(&art, common::one_colour_png(64, [200, 30, 30])).unwrap();
    let painted = previewed(&mut client);
    assert_ne!(painted, first);
    std::fs::write(&art, &kept).unwrap();
    assert_eq!(previewed(&mut client), first);
    assert_eq!(client.request("shutdown", Value::Null), Value::Null);
    client.notify("exit", Value::Null);
    assert!(client.server.child.wait().unwrap().success());
}
