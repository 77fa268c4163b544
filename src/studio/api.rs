//! What the studio answers, once a request is let in: the page and its assets, the set, a
//! tile (drawn, or over its designer's art), the closed lists of the tools, and the operations
//! on one tile or on many at once. Each answer about a tile carries its text, its version (a
//! digest of its bytes), its drawing with targets and its diagnostics, as the language
//! server's workspace finds them. An operation carries the version it was made against and is
//! refused, nothing written, when the file on disk is no longer that version.

use std::collections::{BTreeMap, HashSet};
use std::fmt::Write;
use std::io;
use std::path::PathBuf;

use lsp_types::{Diagnostic as LspDiagnostic, Url};
use serde::Deserialize;
use serde_json::{Value, json};
use sha2::{Digest, Sha256};
use toml_edit::DocumentMut;

use crate::lsp::Workspace;
use crate::model::Catalog;
use crate::output::bundle::KeptPictures;
use crate::shared::door::NotRegular;
use crate::studio::edit::{self, Operation};
use crate::studio::files::{DataFiles, FileName};
use crate::studio::page;
use crate::studio::targets;
use crate::studio::thumbnails::Thumbnails;

/// An answer: its status, the type of its body, and the body.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answer {
    /// The HTTP status.
    pub status: u16,
    /// The body's media type.
    pub content_type: &'static str,
    /// The body.
    pub body: Vec<u8>,
}

impl Answer {
    /// A JSON answer.
    fn json(status: u16, value: &Value) -> Answer {
        Answer {
            status,
            content_type: "application/json",
            body: value.to_string().into_bytes(),
        }
    }

    /// A plain text answer.
    pub fn text(status: u16, message: &str) -> Answer {
        Answer {
            status,
            content_type: "text/plain; charset=utf-8",
            body: message.as_bytes().to_vec(),
        }
    }

    /// An error, in words, as JSON.
    fn error(status: u16, message: impl std::fmt::Display) -> Answer {
        Answer::json(status, &json!({ "error": message.to_string() }))
    }
}

/// The version of a text: the first 32 hexadecimal digits of its SHA-256.
pub fn version(text: &str) -> String {
    let digest = Sha256::digest(text.as_bytes());
    let mut hex = String::with_capacity(32);
    for byte in &digest[..16] {
        let _ = write!(hex, "{byte:02x}");
    }
    hex
}

/// An edit the page asks for.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct EditRequest {
    /// The tile's file.
    file: String,
    /// The version the page made the operation against.
    version: String,
    /// The operation.
    operation: Operation,
}

/// One change of a change to many tiles: an edit of one tile.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ManyRequest {
    /// The edits, one a tile, each against the version the page saw.
    changes: Vec<EditRequest>,
}

/// A new tile the page asks for.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct NewRequest {
    /// The expansion's manifest file.
    manifest: String,
    /// The new tile's letter (its file is `<letter>.toml`).
    letter: String,
    /// A tile file to copy, rather than starting blank.
    #[serde(default)]
    copy: Option<String>,
    /// The whole text, when a deleted tile is made again.
    #[serde(default)]
    text: Option<String>,
}

/// A tile the page asks to delete.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct DeleteRequest {
    /// The tile's file.
    file: String,
    /// The version the page saw.
    version: String,
}

/// The studio's state: the data files, and the workspace that checks them.
#[derive(Debug)]
pub struct Studio {
    /// The data folders, opened once.
    files: DataFiles,
    /// The language server's workspace over them: every file the page has shown is open in
    /// it with its text on disk, so a change checks only what it can affect.
    workspace: Workspace,
    /// Each file's diagnostics at the last check.
    diagnostics: BTreeMap<PathBuf, Vec<LspDiagnostic>>,
    /// The designers' pictures drawn so far, kept from one request to the next.
    art: KeptPictures,
    /// The set's thumbnails drawn so far, kept from one listing to the next.
    thumbnails: Thumbnails,
}

impl Studio {
    /// A studio over the data folders at `paths` (absolute paths).
    pub fn open(paths: &[PathBuf]) -> io::Result<Studio> {
        let files = DataFiles::open(paths)?;
        let workspace = Workspace::new(&files.paths());
        let mut studio = Studio {
            files,
            workspace,
            diagnostics: BTreeMap::new(),
            art: KeptPictures::new(targets::ART_SIZE),
            thumbnails: Thumbnails::default(),
        };
        studio.check();
        Ok(studio)
    }

    /// Checks what changed since the last check, and keeps each file's diagnostics.
    fn check(&mut self) {
        for (url, diagnostics) in self.workspace.diagnose() {
            if let Ok(path) = url.to_file_path() {
                self.diagnostics.insert(path, diagnostics);
            }
        }
    }

    /// Makes the workspace hold `text` for `name`, as the disk now holds it, and checks.
    fn hold(&mut self, name: &FileName, text: &str) {
        let path = self.files.path(name);
        if self.workspace.text(&path) != Some(text) {
            self.workspace.open(path, text.to_owned());
            self.check();
        }
    }

    /// The answer to `method` on `path` with `query` and `body`.
    pub fn answer(&mut self, method: &str, path: &str, query: &str, body: &[u8]) -> Answer {
        match (method, path) {
            ("GET", "/") => page::index(),
            ("GET", "/studio.js") => page::script(),
            ("GET", "/studio.css") => page::style(),
            ("GET", "/api/set") => self.set(),
            ("GET", "/api/tile") => match self.name_in(query) {
                Ok(name) => self.tile(&name, 200, None),
                Err(answer) => answer,
            },
            ("GET", "/api/version") => match self.name_in(query) {
                Ok(name) => match self.files.read(&name) {
                    Ok(Some(text)) => Answer::json(200, &json!({ "version": version(&text) })),
                    Ok(None) => Answer::error(404, "the file is gone"),
                    Err(error) => Answer::error(500, error),
                },
                Err(answer) => answer,
            },
            ("POST", "/api/edit") => match serde_json::from_slice(body) {
                Ok(request) => self.edit(request),
                Err(error) => Answer::error(400, format!("bad request: {error}")),
            },
            ("GET", "/api/art") => match self.name_in(query) {
                Ok(name) => self.art(&name),
                Err(answer) => answer,
            },
            ("GET", "/api/lists") => lists(),
            ("POST", "/api/edit-many") => match serde_json::from_slice(body) {
                Ok(request) => self.edit_many(request),
                Err(error) => Answer::error(400, format!("bad request: {error}")),
            },
            ("POST", "/api/new") => match serde_json::from_slice(body) {
                Ok(request) => self.new_tile(request),
                Err(error) => Answer::error(400, format!("bad request: {error}")),
            },
            ("POST", "/api/delete") => match serde_json::from_slice(body) {
                Ok(request) => self.delete(request),
                Err(error) => Answer::error(400, format!("bad request: {error}")),
            },
            ("GET" | "POST", _) => Answer::error(404, "no such page"),
            _ => Answer::error(405, "only GET and POST are answered"),
        }
    }

    /// The file named by `file=` in `query`, decoded once.
    fn name_in(&self, query: &str) -> Result<FileName, Answer> {
        let raw = query
            .split('&')
            .find_map(|pair| pair.strip_prefix("file="))
            .ok_or_else(|| Answer::error(400, "the request names no file"))?;
        let decoded = percent_encoding::percent_decode_str(raw)
            .decode_utf8()
            .map_err(|_| Answer::error(400, "the file name is not UTF-8"))?;
        self.name(&decoded)
    }

    /// The file `text` names, or the answer refusing it.
    fn name(&self, text: &str) -> Result<FileName, Answer> {
        FileName::parse(text, &self.files).map_err(|refused| Answer::error(403, refused))
    }

    /// The set: each expansion with its editions and their counts, and its tiles as
    /// thumbnails.
    fn set(&mut self) -> Answer {
        let names = match self.files.list() {
            Ok(names) => names,
            Err(error) => return Answer::error(500, error),
        };
        let catalog = self.workspace.catalog();
        let mut expansions: Vec<Value> = Vec::new();
        let mut listed = HashSet::new();
        for name in &names {
            let Ok(Some(text)) = self.files.read(name) else {
                continue;
            };
            let file = name.text();
            let version = version(&text);
            let id = self.thumbnails.id(&file, &version, || id_of(&text));
            if !name.is_tile() {
                let expansion = id.as_deref().and_then(|id| catalog.expansion(id));
                let editions: Vec<Value> = expansion
                    .map(|expansion| {
                        expansion
                            .editions
                            .iter()
                            .map(|edition| json!({ "id": edition.id, "tiles": edition.tiles }))
                            .collect()
                    })
                    .unwrap_or_default();
                listed.insert(file.clone());
                expansions.push(json!({
                    "manifest": file,
                    "id": id,
                    "name": expansion.map(|expansion| expansion.name.to_string()),
                    "editions": editions,
                    "tiles": [],
                }));
                continue;
            }
            let entry = entry(
                &mut self.thumbnails,
                catalog,
                &file,
                &version,
                id.as_deref(),
            );
            listed.insert(file);
            if let Some(Value::Array(tiles)) = expansions
                .last_mut()
                .and_then(|expansion| expansion.get_mut("tiles"))
            {
                tiles.push(entry);
            }
        }
        self.thumbnails.keep_only(&listed);
        Answer::json(200, &json!({ "expansions": expansions }))
    }

    /// The tile `name` as the disk holds it: text, version, drawing, features and diagnostics.
    fn tile(&mut self, name: &FileName, status: u16, made: Option<String>) -> Answer {
        let text = match self.files.read(name) {
            Ok(Some(text)) => text,
            Ok(None) => return Answer::error(404, "the file is gone"),
            Err(error) => return refused_read(&error),
        };
        self.hold(name, &text);
        let path = self.files.path(name);
        let file = name.text();
        let version = version(&text);
        let id = self.thumbnails.id(&file, &version, || id_of(&text));
        let catalog = self.workspace.catalog();
        let drawing = id
            .as_deref()
            .and_then(|id| targets::drawing(catalog, id, targets::PIXELS));
        let entry = entry(
            &mut self.thumbnails,
            catalog,
            &file,
            &version,
            id.as_deref(),
        );
        let diagnostics = Url::from_file_path(&path)
            .ok()
            .and_then(|url| url.to_file_path().ok())
            .and_then(|path| self.diagnostics.get(&path))
            .cloned()
            .unwrap_or_default();
        Answer::json(
            status,
            &json!({
                "file": file,
                "text": text,
                "version": version,
                "svg": targets::with_targets(drawing.as_deref()),
                "entry": entry,
                "features": features_of(&text),
                "diagnostics": diagnostics,
                "made": made,
            }),
        )
    }

    /// The tile file `file` and its text, when the disk still holds the `seen` version the page
    /// made its change against; else the answer refusing the change, with the disk's text.
    fn tile_at(
        &self,
        file: &str,
        seen: &str,
        change: Refused,
    ) -> Result<(FileName, String), Answer> {
        let name = self.name(file)?;
        if !name.is_tile() {
            return Err(Answer::error(
                403,
                format!("only a tile file is {}", change.done()),
            ));
        }
        let text = match self.files.read(&name) {
            Ok(Some(text)) => text,
            Ok(None) => return Err(Answer::error(404, "the file is gone")),
            Err(error) => return Err(refused_read(&error)),
        };
        if version(&text) != seen {
            return Err(Answer::json(
                409,
                &json!({
                    "error": format!(
                        "the file changed on disk since the page read it; nothing was {}",
                        change.undone()
                    ),
                    "disk": { "text": text, "version": version(&text) },
                }),
            ));
        }
        Ok((name, text))
    }

    /// An edit: refused with the disk's text when the disk holds another version; else made,
    /// and written when it changes the text.
    fn edit(&mut self, request: EditRequest) -> Answer {
        let (name, text) = match self.tile_at(&request.file, &request.version, Refused::Edited) {
            Ok(found) => found,
            Err(answer) => return answer,
        };
        let edited = match edit::apply(&text, &request.operation) {
            Ok(edited) => edited,
            Err(error) => return Answer::error(422, error),
        };
        if edited.text.len() as u64 > crate::input::load::MAX_FILE_BYTES {
            return Answer::error(413, "the text is longer than a data file may be");
        }
        if edited.text != text
            && let Err(error) = self.files.write(&name, &edited.text)
        {
            return Answer::error(500, error);
        }
        self.tile(&name, 200, edited.made)
    }

    /// The tile `name` over its designer's art, with its targets, and the version drawn.
    fn art(&mut self, name: &FileName) -> Answer {
        let text = match self.files.read(name) {
            Ok(Some(text)) => text,
            Ok(None) => return Answer::error(404, "the file is gone"),
            Err(error) => return refused_read(&error),
        };
        self.hold(name, &text);
        let drawing = id_of(&text).and_then(|id| {
            let pictures = self.workspace.pictures(&id);
            targets::over_art(self.workspace.catalog(), &id, self.art.now(pictures))
        });
        Answer::json(
            200,
            &json!({
                "file": name.text(),
                "version": version(&text),
                "svg": targets::with_targets(drawing.as_deref()),
            }),
        )
    }

    /// One change to many tiles: every tile's version checked and every operation made before
    /// anything is written, so a tile changed on disk or an operation refused writes none; then
    /// each changed text written. The answer gives each tile's text before and after, for one
    /// undo of the whole change.
    fn edit_many(&mut self, request: ManyRequest) -> Answer {
        if request.changes.is_empty() {
            return Answer::error(400, "the change names no tile");
        }
        let mut made: Vec<(FileName, String, String)> = Vec::new();
        for change in &request.changes {
            let (name, text) = match self.tile_at(&change.file, &change.version, Refused::Edited) {
                Ok(found) => found,
                Err(answer) if answer.status == 409 => {
                    return Answer::json(
                        409,
                        &json!({
                            "error": format!(
                                "{} changed on disk since the page read it; nothing was written",
                                change.file
                            ),
                            "file": change.file,
                        }),
                    );
                }
                Err(answer) => return answer,
            };
            if made.iter().any(|(seen, _, _)| seen.text() == name.text()) {
                return Answer::error(400, format!("{} is named twice", name.text()));
            }
            let edited = match edit::apply(&text, &change.operation) {
                Ok(edited) => edited,
                Err(error) => {
                    return Answer::error(
                        422,
                        format!("{}: {error}; nothing was written", name.text()),
                    );
                }
            };
            if edited.text.len() as u64 > crate::input::load::MAX_FILE_BYTES {
                return Answer::error(
                    413,
                    format!(
                        "{}: the text is longer than a data file may be",
                        name.text()
                    ),
                );
            }
            made.push((name, text, edited.text));
        }
        let mut tiles = Vec::new();
        for (name, before, after) in &made {
            if after != before {
                if let Err(error) = self.files.write(name, after) {
                    let written: Vec<&str> = tiles
                        .iter()
                        .filter_map(|tile: &Value| tile["file"].as_str())
                        .collect();
                    return Answer::error(
                        500,
                        format!(
                            "{}: {error}; written before it: {}",
                            name.text(),
                            written.join(", ")
                        ),
                    );
                }
                self.workspace.open(self.files.path(name), after.clone());
            }
            tiles.push(json!({
                "file": name.text(),
                "before": before,
                "text": after,
                "version": version(after),
            }));
        }
        self.check();
        Answer::json(200, &json!({ "tiles": tiles }))
    }

    /// A new tile: blank, a copy, or a deleted tile's text again.
    fn new_tile(&mut self, request: NewRequest) -> Answer {
        let manifest = match self.name(&request.manifest) {
            Ok(name) if !name.is_tile() => name,
            Ok(_) => return Answer::error(403, "a new tile belongs to an expansion's manifest"),
            Err(answer) => return answer,
        };
        let letter = request.letter.trim();
        let plain = !letter.is_empty()
            && letter.len() <= 16
            && letter
                .bytes()
                .all(|byte| byte.is_ascii_alphanumeric() || byte == b'-');
        if !plain {
            return Answer::error(400, "a letter is 1 to 16 letters, digits or `-`");
        }
        let name = match self.files.tile_of(&manifest, &format!("{letter}.toml")) {
            Ok(name) => name,
            Err(refused) => return Answer::error(403, refused),
        };
        let manifest_text = match self.files.read(&manifest) {
            Ok(Some(text)) => text,
            Ok(None) => return Answer::error(404, "the expansion's manifest is gone"),
            Err(error) => return Answer::error(500, error),
        };
        let Some(expansion) = id_of(&manifest_text) else {
            return Answer::error(422, "the expansion's manifest names no id");
        };
        let text = match (&request.text, &request.copy) {
            (Some(text), _) => text.clone(),
            (None, Some(copy)) => {
                let from = match self.name(copy) {
                    Ok(name) if name.is_tile() => name,
                    Ok(_) => return Answer::error(403, "only a tile is copied"),
                    Err(answer) => return answer,
                };
                match self.files.read(&from) {
                    Ok(Some(text)) => match edit::copied_tile(&text, &expansion, letter) {
                        Ok(text) => text,
                        Err(error) => return Answer::error(422, error),
                    },
                    Ok(None) => return Answer::error(404, "the tile to copy is gone"),
                    Err(error) => return Answer::error(500, error),
                }
            }
            (None, None) => {
                let editions: Vec<String> = self
                    .workspace
                    .catalog()
                    .expansion(&expansion)
                    .map(|found| {
                        found
                            .editions
                            .iter()
                            .map(|edition| edition.id.to_string())
                            .collect()
                    })
                    .unwrap_or_default();
                edit::blank_tile(&expansion, letter, &editions)
            }
        };
        if text.len() as u64 > crate::input::load::MAX_FILE_BYTES {
            return Answer::error(413, "the text is longer than a data file may be");
        }
        match self.files.create(&name, &text) {
            Ok(()) => {}
            Err(error) if error.kind() == io::ErrorKind::AlreadyExists => {
                return Answer::error(409, format!("{} exists already", name.text()));
            }
            Err(error) => return Answer::error(500, error),
        }
        self.workspace.saved();
        self.tile(&name, 201, None)
    }

    /// Deletes a tile the page saw at `version`; its text comes back, for an undo.
    fn delete(&mut self, request: DeleteRequest) -> Answer {
        let (name, text) = match self.tile_at(&request.file, &request.version, Refused::Deleted) {
            Ok(found) => found,
            Err(answer) => return answer,
        };
        if let Err(error) = self.files.remove(&name) {
            return Answer::error(500, error);
        }
        self.workspace.close(&self.files.path(&name));
        self.check();
        Answer::json(200, &json!({ "deleted": name.text(), "text": text }))
    }
}

/// The closed lists the page's tools offer: each kind of marker, with the kinds of feature it
/// stands on (none for a marker the tile shows), and the twelve edge positions.
fn lists() -> Answer {
    let markers: Vec<Value> = crate::model::MarkerKind::ALL
        .iter()
        .map(|kind| {
            let on: Vec<&str> = kind.stands_on().iter().map(|on| on.name()).collect();
            json!({ "kind": kind.name(), "on": on })
        })
        .collect();
    let positions: Vec<&str> = crate::model::EdgePosition::ALL
        .iter()
        .map(|position| position.name())
        .collect();
    let features: Vec<&str> = crate::model::FeatureKind::ALL
        .iter()
        .map(|kind| kind.name())
        .collect();
    let illustrations: Vec<&str> = crate::model::IllustrationKind::ALL
        .iter()
        .map(|kind| kind.name())
        .collect();
    Answer::json(
        200,
        &json!({
            "features": features,
            "illustrations": illustrations,
            "markers": markers,
            "positions": positions,
        }),
    )
}

/// The set's entry for the tile file `file` whose text is at `version` and names the tile `id`:
/// its id, letter, counts per edition and thumbnail, as the set lists it and as an edit's answer
/// carries it, so the page redraws the one thumbnail that changed.
fn entry(
    thumbnails: &mut Thumbnails,
    catalog: &Catalog,
    file: &str,
    version: &str,
    id: Option<&str>,
) -> Value {
    let tile = id.and_then(|id| catalog.tile(id));
    let counts: BTreeMap<String, u16> = tile
        .map(|tile| {
            tile.counts
                .iter()
                .map(|count| (count.edition.to_string(), count.count))
                .collect()
        })
        .unwrap_or_default();
    json!({
        "version": version,
        "id": id,
        "letter": tile.map(|tile| tile.letter.to_string()),
        "counts": counts,
        "thumbnail": id.and_then(|id| thumbnails.of(file, catalog, id)),
        "file": file,
    })
}

/// The answer to a read the door refused: 403 for what is not a regular file reached without a
/// link (a link, a folder, a device), 500 for any other failure.
fn refused_read(error: &io::Error) -> Answer {
    let status = if error.kind() == io::ErrorKind::InvalidInput || NotRegular::of(error).is_some() {
        403
    } else {
        500
    };
    Answer::error(status, error)
}

/// The `id` at the top of a data file's text, when it parses.
fn id_of(text: &str) -> Option<String> {
    let document: DocumentMut = text.parse().ok()?;
    document.get("id")?.as_str().map(str::to_owned)
}

/// Each feature's id, kind and edge positions, as the text writes them, for the page's tools.
fn features_of(text: &str) -> Vec<Value> {
    let Ok(document) = text.parse::<DocumentMut>() else {
        return Vec::new();
    };
    let Some(features) = document
        .get("features")
        .and_then(|item| item.as_array_of_tables())
    else {
        return Vec::new();
    };
    features
        .iter()
        .map(|table| {
            let edges: Vec<&str> = table
                .get("edges")
                .and_then(|item| item.as_array())
                .map(|array| array.iter().filter_map(|value| value.as_str()).collect())
                .unwrap_or_default();
            json!({
                "id": table.get("id").and_then(|item| item.as_str()),
                "kind": table.get("kind").and_then(|item| item.as_str()),
                "edges": edges,
                "pennants": table.get("pennants").and_then(|item| item.as_integer()),
            })
        })
        .collect()
}

/// A change to a tile file that the disk's newer version refuses.
#[derive(Clone, Copy)]
enum Refused {
    /// An edit of the tile's text.
    Edited,
    /// The tile's deletion.
    Deleted,
}

impl Refused {
    /// The change, in "only a tile file is …".
    fn done(self) -> &'static str {
        match self {
            Refused::Edited => "edited",
            Refused::Deleted => "deleted",
        }
    }

    /// What did not happen, in "nothing was …".
    fn undone(self) -> &'static str {
        match self {
            Refused::Edited => "written",
            Refused::Deleted => "deleted",
        }
    }
}
