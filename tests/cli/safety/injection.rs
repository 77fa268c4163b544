//! Generated code and pages other programs run or render hold the data's strings as text, never
//! as code or markup: an expansion and tiles named with hostile strings
//! ([`crate::common::hostile`]) go through every writer, and each output is read back with its
//! language's own parser (rustdoc and html5ever, proc-macro2, roxmltree, serde_json, and a
//! reader of Godot's string rule here), every embedded string reading back as the data holds it.
//! TypeScript (tsc) and Lua (lua5.4) are held to them in `tests/tools/hostile_text.rs`.

use std::path::{Path, PathBuf};
use std::process::Command;

use html5ever::tendril::StrTendril;
use html5ever::tokenizer::states::RawKind;
use html5ever::tokenizer::{
    BufferQueue, TagKind, Token, TokenSink, TokenSinkResult, Tokenizer, TokenizerOpts,
};
use tempfile::TempDir;
use tilecat::shared::escape::{
    godot_string, needs_escape, rust_doc, rust_doc_code, rust_string, visible,
};

use crate::common::hostile::{self, HIDDEN, HOSTILE, MARK, expansion_id, feature_ids, tile_id};
use crate::common::{Tilecat, build_into_temp, read_json, temp_dir};

/// A temporary folder holding the hostile data in its folder `data`.
fn hostile_data(name: &str) -> (TempDir, PathBuf) {
    let temp = temp_dir(name);
    let data = temp.path().join("data");
    hostile::write_data(&data);
    (temp, data)
}

/// `text` as the outputs for people show it: on one line, its white space runs as one space and
/// every control and hidden character as an escape.
fn shown(text: &str) -> String {
    visible(&text.split_whitespace().collect::<Vec<_>>().join(" ")).into_owned()
}

/// One piece of an HTML page as html5ever's tokenizer reads it.
#[derive(Debug, Clone, PartialEq)]
enum Piece {
    /// A start tag: its name and its attributes' names and values.
    Open(String, Vec<(String, String)>),
    /// An end tag.
    Close(String),
    /// Text, with character references read.
    Text(String),
}

/// The pieces of a page, gathered as html5ever's tokenizer emits them; the content of a
/// `script` or `style` element is read as raw text, as a browser's parser reads it.
#[derive(Default)]
struct Pieces(std::cell::RefCell<Vec<Piece>>);

impl TokenSink for Pieces {
    type Handle = ();

    fn process_token(&self, token: Token, _line: u64) -> TokenSinkResult<()> {
        let mut pieces = self.0.borrow_mut();
        match token {
            Token::TagToken(tag) => {
                let name = tag.name.to_string();
                if tag.kind == TagKind::EndTag {
                    pieces.push(Piece::Close(name));
                    return TokenSinkResult::Continue;
                }
                let attributes = tag
                    .attrs
                    .iter()
                    .map(|attribute| {
                        (
                            attribute.name.local.to_string(),
                            attribute.value.to_string(),
                        )
                    })
                    .collect();
                let raw = match &*name {
                    "script" => Some(RawKind::ScriptData),
                    "style" => Some(RawKind::Rawtext),
                    "title" | "textarea" => Some(RawKind::Rcdata),
                    _ => None,
                };
                pieces.push(Piece::Open(name, attributes));
                if let Some(raw) = raw.filter(|_| !tag.self_closing) {
                    return TokenSinkResult::RawData(raw);
                }
            }
            Token::CharacterTokens(text) => match pieces.last_mut() {
                Some(Piece::Text(before)) => before.push_str(&text),
                _ => pieces.push(Piece::Text(text.to_string())),
            },
            _ => {}
        }
        TokenSinkResult::Continue
    }
}

/// The pieces of the HTML page `html`.
fn html_pieces(html: &str) -> Vec<Piece> {
    let tokenizer = Tokenizer::new(Pieces::default(), TokenizerOpts::default());
    let input = BufferQueue::default();
    input.push_back(StrTendril::from(html));
    let _ = tokenizer.feed(&input);
    tokenizer.end();
    tokenizer.sink.0.take()
}

/// What in `pieces` the data made into code: an event handler or an address (`src`, `href`)
/// naming [`MARK`], or a script whose code names it. (An attribute that holds the data as
/// text, such as a `title`, may name it.)
fn injected(pieces: &[Piece]) -> Vec<String> {
    let mut found = Vec::new();
    for (index, piece) in pieces.iter().enumerate() {
        let Piece::Open(name, attributes) = piece else {
            continue;
        };
        let runs = |key: &str| {
            key.starts_with("on") || matches!(key, "src" | "srcset" | "href" | "action")
        };
        if attributes
            .iter()
            .any(|(key, value)| runs(key) && value.contains(MARK))
        {
            found.push(format!("{piece:?}"));
        }
        if name == "script"
            && let Some(Piece::Text(code)) = pieces.get(index + 1)
            && code.contains(MARK)
        {
            found.push(format!("a script running {code:?}"));
        }
    }
    found
}

/// The text of `pieces`, each run of text a line of its own, and every attribute value too.
fn html_text(pieces: &[Piece]) -> String {
    let mut text = String::new();
    for piece in pieces {
        match piece {
            Piece::Text(run) => text.push_str(run),
            Piece::Open(_, attributes) => {
                for (_, value) in attributes {
                    text.push('\n');
                    text.push_str(value);
                }
                text.push('\n');
            }
            Piece::Close(_) => text.push('\n'),
        }
    }
    text
}

/// The pieces of the first `docblock` of a rustdoc page, the item's own documentation.
fn docblock(pieces: &[Piece]) -> &[Piece] {
    let start = pieces
        .iter()
        .position(|piece| {
            matches!(piece, Piece::Open(name, attributes) if name == "div"
                && attributes.iter().any(|(key, value)| key == "class" && value == "docblock"))
        })
        .expect("the page documents its item")
        + 1;
    let mut depth = 0;
    for (offset, piece) in pieces[start..].iter().enumerate() {
        match piece {
            Piece::Open(name, _) if name == "div" => depth += 1,
            Piece::Close(name) if name == "div" && depth == 0 => {
                return &pieces[start..start + offset];
            }
            Piece::Close(name) if name == "div" => depth -= 1,
            _ => {}
        }
    }
    panic!("the docblock is never closed")
}

/// The finding: `cargo doc` of a crate that includes the generated tables renders each
/// expansion's name and each tile's letter as text, as the data holds them (on one line, with
/// controls as escapes), in a paragraph holding nothing but the id's code span: no script,
/// image, link, emphasis or tag made from the data.
#[test]
fn rustdoc_renders_names_and_letters_in_the_rust_tables_as_text() {
    let (temp, data) = hostile_data("inject-rustdoc");
    let consumer = temp.path().join("consumer");
    std::fs::create_dir_all(consumer.join("src")).unwrap();
    let tables = consumer.join("src/tables.rs");
    Tilecat::new()
        .args(["gen", "rust"])
        .arg(&data)
        .args(["--crate-path", "tilecat_core", "--out"])
        .arg(&tables)
        .run()
        .expect_success();
    let core = Path::new(env!("CARGO_MANIFEST_DIR")).join("core");
    std::fs::write(
        consumer.join("Cargo.toml"),
        format!(
            "[package]\nname = \"hostile-tables\"\nversion = \"0.0.0\"\nedition = \"2024\"\n\
             publish = false\n\n[workspace]\n\n[dependencies]\ntilecat-core = {{ path = {:?} }}\n",
            core.to_str().unwrap()
        ),
    )
    .unwrap();
    std::fs::write(
        consumer.join("src/lib.rs"),
        "//! Tables of hostile data.\n\n#[path = \"tables.rs\"]\npub mod tables;\n",
    )
    .unwrap();
    let target = Path::new(env!("CARGO_TARGET_TMPDIR")).join("hostile-tables");
    let doc = Command::new(env!("CARGO"))
        .args(["doc", "--offline", "--no-deps", "--manifest-path"])
        .arg(consumer.join("Cargo.toml"))
        .arg("--target-dir")
        .arg(&target)
        .output()
        .unwrap();
    assert!(
        doc.status.success(),
        "cargo doc failed: {}",
        String::from_utf8_lossy(&doc.stderr)
    );
    let pages = target.join("doc/hostile_tables/tables");
    let index = std::fs::read_to_string(pages.join("index.html")).unwrap();
    assert_eq!(injected(&html_pieces(&index)), Vec::<String>::new());
    for (index, text) in HOSTILE.iter().enumerate() {
        let expansion = expansion_id(index);
        let tile = tile_id(index);
        for (constant, said) in [
            (
                expansion.to_uppercase().replace('-', "_"),
                format!("The expansion {expansion}: {}.", shown(text)),
            ),
            (
                tile.to_uppercase().replace('-', "_"),
                format!(
                    "The tile {tile}: letter {} of {}.",
                    shown(text),
                    shown(text)
                ),
            ),
        ] {
            let page =
                std::fs::read_to_string(pages.join(format!("constant.{constant}.html"))).unwrap();
            let pieces = html_pieces(&page);
            assert_eq!(injected(&pieces), Vec::<String>::new(), "{constant}");
            let block = docblock(&pieces);
            let tags: Vec<&Piece> = block
                .iter()
                .filter(|piece| !matches!(piece, Piece::Text(_)))
                .collect();
            let code = |name: &str| Piece::Open(name.to_owned(), Vec::new());
            let close = |name: &str| Piece::Close(name.to_owned());
            assert_eq!(
                tags,
                [&code("p"), &code("code"), &close("code"), &close("p")],
                "{constant}: {block:?}"
            );
            let rendered: String = block
                .iter()
                .filter_map(|piece| match piece {
                    Piece::Text(text) => Some(text.as_str()),
                    _ => None,
                })
                .collect();
            assert_eq!(rendered.trim_end(), said, "{constant}");
        }
    }
}

/// Every string literal of the Rust tables, read by proc-macro2's lexer and syn: the names,
/// letters and feature ids read back as the data holds them, and the file parses as Rust.
#[test]
fn rust_string_literals_read_back_as_the_data() {
    let (_temp, data) = hostile_data("inject-rust-strings");
    let run = Tilecat::new().args(["gen", "rust"]).arg(&data).run();
    run.expect_success();
    syn::parse_file(&run.stdout).expect("the tables parse as Rust");
    let tokens: proc_macro2::TokenStream = run.stdout.parse().unwrap();
    let mut strings = Vec::new();
    literals(tokens, &mut strings);
    for (index, text) in HOSTILE.iter().enumerate() {
        for wanted in feature_ids(index).iter().map(String::as_str).chain([*text]) {
            assert!(strings.iter().any(|each| each == wanted), "{wanted:?}");
        }
    }
}

/// Appends the value of every string literal in `tokens` to `strings`.
fn literals(tokens: proc_macro2::TokenStream, strings: &mut Vec<String>) {
    for token in tokens {
        match token {
            proc_macro2::TokenTree::Group(group) => literals(group.stream(), strings),
            proc_macro2::TokenTree::Literal(literal) => {
                if let Ok(string) = syn::parse_str::<syn::LitStr>(&literal.to_string()) {
                    strings.push(string.value());
                }
            }
            _ => {}
        }
    }
}

/// A string of Godot's text resources read as its `VariantParser` reads one, from the `"` at
/// the start of `text`: `\"`, `\\`, `\n`, `\t`, `\r`, `\b`, `\f`, `\uXXXX` (a UTF-16 pair
/// combined) and `\UXXXXXX`; `None` when it is no string or is not closed.
fn godot_read(text: &str) -> Option<(String, &str)> {
    let body = text.strip_prefix('"')?;
    let mut characters = body.char_indices();
    let mut out = String::new();
    let mut high: Option<u32> = None;
    while let Some((at, character)) = characters.next() {
        let unit = match character {
            '"' => return Some((out, &body[at + 1..])),
            '\\' => match characters.next()?.1 {
                'n' => '\n' as u32,
                't' => '\t' as u32,
                'r' => '\r' as u32,
                'b' => '\u{8}' as u32,
                'f' => '\u{c}' as u32,
                '"' => '"' as u32,
                '\\' => '\\' as u32,
                kind @ ('u' | 'U') => {
                    let digits = if kind == 'u' { 4 } else { 6 };
                    let hex: String = (0..digits)
                        .map(|_| characters.next().map(|(_, c)| c))
                        .collect::<Option<_>>()?;
                    u32::from_str_radix(&hex, 16).ok()?
                }
                _ => return None,
            },
            other => other as u32,
        };
        if let Some(first) = high.take() {
            let pair = 0x10000 + ((first - 0xd800) << 10) + (unit - 0xdc00);
            out.push(char::from_u32(pair)?);
        } else if (0xd800..0xdc00).contains(&unit) {
            high = Some(unit);
        } else {
            out.push(char::from_u32(unit)?);
        }
    }
    None
}

/// The Godot TileSets: each tile's `letter` custom data reads back as the data holds it, and
/// no line of a resource holds a raw control or line break from the data.
#[test]
fn godot_strings_read_back_as_the_data() {
    let (_temp, data) = hostile_data("inject-godot");
    let (_out, dist) = build_into_temp("inject-godot-build", &data, &["--size", "64"]);
    for (index, text) in HOSTILE.iter().enumerate() {
        let tres = dist.join(format!("godot/{}.tres", expansion_id(index)));
        let resource = std::fs::read_to_string(&tres).unwrap();
        let letters: Vec<String> = resource
            .lines()
            .filter_map(|line| line.split_once("/custom_data_1 = "))
            .map(|(_, value)| {
                let (letter, rest) = godot_read(value).expect("a closed Godot string");
                assert_eq!(rest, "", "{value}");
                letter
            })
            .collect();
        assert!(!letters.is_empty(), "{}", tres.display());
        assert!(letters.iter().all(|letter| letter == text), "{letters:?}");
        assert!(!resource.chars().any(|c| needs_escape(c) && c != '\n'));
    }
}

/// Each tile's SVG groups its features under their ids, which read back with an XML parser as
/// the data holds them (controls as escapes, as XML allows no control character); the gallery
/// and the report page show every name, letter and feature id as text, and make no markup of
/// them.
#[test]
fn svg_ids_and_html_pages_read_back_as_the_data() {
    let (temp, data) = hostile_data("inject-pages");
    let (_out, dist) = build_into_temp("inject-pages-build", &data, &["--size", "64"]);
    for index in 0..HOSTILE.len() {
        let svg = dist.join(format!("svg/{}-r90.svg", tile_id(index)));
        let text = std::fs::read_to_string(&svg).unwrap();
        let document = roxmltree::Document::parse(&text).unwrap();
        let mut groups: Vec<&str> = document
            .descendants()
            .filter(|node| node.has_tag_name("g"))
            .filter_map(|node| node.attribute("id"))
            .collect();
        // A feature drawn in more than one run of shapes has a group for each.
        groups.sort_unstable();
        groups.dedup();
        let mut ids: Vec<String> = feature_ids(index)
            .iter()
            .map(|id| visible(id).into_owned())
            .collect();
        ids.sort_unstable();
        assert_eq!(groups, ids, "{}", svg.display());
    }
    let report = temp.path().join("report");
    Tilecat::new()
        .arg("report")
        .arg(&data)
        .args(["--games", "10", "--out"])
        .arg(&report)
        .run()
        .expect_success();
    for page in [dist.join("index.html"), report.join("report.html")] {
        let html = std::fs::read_to_string(&page).unwrap();
        let pieces = html_pieces(&html);
        assert_eq!(
            injected(&pieces),
            Vec::<String>::new(),
            "{}",
            page.display()
        );
        let text = html_text(&pieces);
        for (index, name) in HOSTILE.iter().enumerate() {
            let name = visible(name);
            assert!(text.contains(&*name), "{}: {name:?}", page.display());
            if page.ends_with("index.html") {
                for id in feature_ids(index) {
                    assert!(text.contains(&*visible(&id)), "{id:?}");
                }
            }
        }
    }
}

/// Every JSON file of a build parses, and the catalog's names, letters, symbols and feature ids,
/// and the Tiled tilesets' names, read back exactly as the data holds them.
#[test]
fn json_outputs_read_back_as_the_data() {
    let (_temp, data) = hostile_data("inject-json");
    let (_out, dist) = build_into_temp("inject-json-build", &data, &["--size", "64"]);
    for entry in walk(&dist) {
        // The atlas descriptions, the catalog, the decks and the Tiled tilesets (`.tsj`).
        if entry
            .extension()
            .is_some_and(|extension| extension == "json" || extension == "tsj")
        {
            let text = std::fs::read_to_string(&entry).unwrap();
            assert!(
                !text.chars().any(|c| needs_escape(c) && c != '\n'),
                "{}",
                entry.display()
            );
            read_json(&entry);
        }
    }
    let catalog = read_json(&dist.join("catalog.json"));
    for (index, text) in HOSTILE.iter().enumerate() {
        let expansion = catalog["expansions"]
            .as_array()
            .unwrap()
            .iter()
            .find(|expansion| expansion["id"] == expansion_id(index).as_str())
            .unwrap();
        assert_eq!(expansion["name"], *text);
        assert_eq!(expansion["symbol"]["description"], *text);
        let tile = catalog["tiles"]
            .as_array()
            .unwrap()
            .iter()
            .find(|tile| tile["id"] == tile_id(index).as_str())
            .unwrap();
        assert_eq!(tile["letter"], *text);
        let features: Vec<&str> = tile["features"]
            .as_array()
            .unwrap()
            .iter()
            .map(|feature| feature["id"].as_str().unwrap())
            .collect();
        assert_eq!(features, feature_ids(index).each_ref().map(String::as_str));
        let tileset = read_json(&dist.join(format!("tiled/{}-0.tsj", expansion_id(index))));
        assert_eq!(tileset["name"], *text);
    }
}

/// Every file beneath `folder`.
fn walk(folder: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(folder).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files.extend(walk(&path));
        } else {
            files.push(path);
        }
    }
    files
}

/// The escaping functions of each language on every hostile string, the hidden characters that
/// validation refuses in data among them: Rust strings and Godot strings read back as the text,
/// and the Rust doc text and code span hold no raw control, break or hidden character.
#[test]
fn each_language_escapes_every_hostile_string() {
    for text in HOSTILE.iter().chain(&HIDDEN) {
        let mut literal = String::new();
        rust_string(&mut literal, text);
        let read: syn::LitStr = syn::parse_str(&literal).unwrap();
        assert_eq!(read.value(), *text, "{literal}");
        assert!(!literal.chars().any(needs_escape), "{literal}");
        let quoted = godot_string(text);
        assert_eq!(
            godot_read(&quoted),
            Some((text.to_string(), "")),
            "{quoted}"
        );
        assert!(!quoted.chars().any(needs_escape), "{quoted}");
        let doc = rust_doc(text);
        assert!(!doc.chars().any(needs_escape), "{doc}");
        assert_eq!(markdown_unescape(&doc), shown(text), "{doc}");
        let code = rust_doc_code(text);
        let fence = code.len() - code.trim_start_matches('`').len();
        let inside = &code[fence..code.len() - fence];
        assert!(!inside.starts_with('`') && !inside.ends_with('`'), "{code}");
        assert!(!inside.contains(&code[..fence]), "{code}");
        let inside = match inside
            .strip_prefix(' ')
            .and_then(|rest| rest.strip_suffix(' '))
        {
            Some(padded) if padded.starts_with('`') || padded.ends_with('`') => padded,
            _ => inside,
        };
        assert_eq!(inside, shown(text), "{code}");
    }
}

/// `text` as CommonMark reads its backslash escapes: a backslash before an ASCII punctuation
/// character stands for that character.
fn markdown_unescape(text: &str) -> String {
    let mut out = String::new();
    let mut characters = text.chars().peekable();
    while let Some(character) = characters.next() {
        match characters.peek() {
            Some(next) if character == '\\' && next.is_ascii_punctuation() => {
                out.push(*next);
                characters.next();
            }
            _ => out.push(character),
        }
    }
    out
}
