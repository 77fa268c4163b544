//! One open data file as the editor holds it: its text, parsed when it parses, and what lies
//! under the cursor.

use std::collections::HashMap;
use std::ops::Range;
use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::input::check::named_kinds;
use crate::input::document::FileKind;
use crate::input::load::MAX_FILE_BYTES;
use crate::input::source::{EntrySpan, Pointer, Step};
use crate::input::source::{json, parse, spans};
use crate::model::{FeatureKind, MarkerKind};

/// An open buffer's text, with its JSON form and the span of every key and value when it
/// parses as TOML.
#[derive(Debug, Clone)]
pub struct Buffer {
    /// The file's path.
    pub path: PathBuf,
    /// What the file holds, told by its name and text.
    pub kind: FileKind,
    /// The text as the editor holds it.
    pub text: String,
    /// The document as JSON; `Null` when the text does not parse.
    pub document: Value,
    /// Where each key and value lies; empty when the text does not parse.
    pub spans: HashMap<Pointer, EntrySpan>,
}

/// Which part of an entry the cursor is on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    /// The key.
    Key,
    /// The value.
    Value,
}

/// The entry under the cursor: its pointer, the part the cursor is on, and that part's span.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Spot {
    /// Where the entry is in the document.
    pub pointer: Pointer,
    /// Key or value.
    pub part: Part,
    /// The byte range of that part.
    pub span: Range<usize>,
}

impl Buffer {
    /// The buffer of `path` holding `text`, parsed; a text longer than a data file may be
    /// ([`MAX_FILE_BYTES`]) is not parsed, as validation refuses it.
    pub fn new(path: &Path, text: String) -> Buffer {
        let parsed = (text.len() as u64 <= MAX_FILE_BYTES)
            .then(|| parse(path, &text).ok())
            .flatten();
        let (document, spans) = match parsed {
            Some(parsed) => (json(&parsed), spans(&parsed)),
            None => (Value::Null, HashMap::new()),
        };
        Buffer {
            path: path.to_owned(),
            kind: FileKind::of(path, &text),
            text,
            document,
            spans,
        }
    }

    /// The innermost key or scalar value whose span holds byte `offset` (its end included, so
    /// a cursor just after a word still finds it).
    pub fn spot(&self, offset: usize) -> Option<Spot> {
        let mut best: Option<Spot> = None;
        for (pointer, entry) in &self.spans {
            let scalar = !matches!(
                crate::lsp::schema_docs::pointer_value(&self.document, pointer),
                Some(Value::Object(_) | Value::Array(_))
            );
            let mut candidates = vec![];
            if let Some(key) = &entry.key {
                candidates.push((Part::Key, key.clone()));
            }
            if scalar {
                candidates.push((Part::Value, entry.value.clone()));
            }
            for (part, span) in candidates {
                let holds = span.start <= offset && offset <= span.end;
                let narrower = best
                    .as_ref()
                    .is_none_or(|best| span.len() < best.span.len());
                if holds && narrower {
                    best = Some(Spot {
                        pointer: pointer.clone(),
                        part,
                        span,
                    });
                }
            }
        }
        best
    }

    /// The string value at `pointer`, if it is a string.
    pub fn string(&self, pointer: &Pointer) -> Option<&str> {
        crate::lsp::schema_docs::pointer_value(&self.document, pointer).and_then(Value::as_str)
    }

    /// Every feature's id, kind and the span of its id's value, in the order written.
    pub fn features(&self) -> Vec<(String, String, Range<usize>)> {
        let features = Pointer::root().key("features");
        let count = self
            .document
            .get("features")
            .and_then(Value::as_array)
            .map_or(0, Vec::len);
        (0..count)
            .filter_map(|index| {
                let feature = features.index(index);
                let id = self.string(&feature.key("id"))?.to_owned();
                let kind = self
                    .string(&feature.key("kind"))
                    .unwrap_or_default()
                    .to_owned();
                let span = self.spans.get(&feature.key("id"))?.value.clone();
                Some((id, kind, span))
            })
            .collect()
    }

    /// Every reference to a feature (a field's `cities`, a road's `ends_at`, an illustration's
    /// `field`, …: [`reference`]): the id it names and the span of its value.
    pub fn references(&self) -> Vec<(String, Range<usize>)> {
        let mut found: Vec<(String, Range<usize>)> = self
            .spans
            .iter()
            .filter(|(pointer, _)| reference(pointer, &self.document).is_some())
            .filter_map(|(pointer, entry)| {
                Some((self.string(pointer)?.to_owned(), entry.value.clone()))
            })
            .collect();
        found.sort_by_key(|(_, span)| span.start);
        found
    }
}

/// What a feature id written in a tile names: the kinds of feature of the same tile it may
/// name, and the feature that writes it, which never names itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reference {
    /// The kinds of feature it may name.
    pub kinds: &'static [FeatureKind],
    /// The index in `features` of the feature that holds it; `None` for an illustration's or
    /// a marker's.
    pub holder: Option<usize>,
}

/// What the value at `pointer` of the tile `document` names, if it is a feature id: as the
/// checks read them ([`named_kinds`]), a feature's keys that name others by the feature's
/// kind; an illustration's `field` a field; a marker's `feature` a feature its kind stands on
/// ([`MarkerKind::stands_on`]).
pub fn reference(pointer: &Pointer, document: &Value) -> Option<Reference> {
    let string =
        |value: &Value, key: &str| value.get(key).and_then(Value::as_str).map(str::to_owned);
    match pointer.0.as_slice() {
        // One id (`ends_at`, `under`), or a list's entry (`cities`, `touches`).
        [Step::Key(features), Step::Index(index), Step::Key(key)]
        | [
            Step::Key(features),
            Step::Index(index),
            Step::Key(key),
            Step::Index(_),
        ] if features == "features" => {
            let kind = string(document.get(features)?.get(index)?, "kind")?;
            let owner = FeatureKind::ALL
                .into_iter()
                .find(|owner| owner.name() == kind)?;
            Some(Reference {
                kinds: named_kinds(owner, key)?,
                holder: Some(*index),
            })
        }
        [Step::Key(illustrations), Step::Index(_), Step::Key(field)]
            if illustrations == "illustrations" && field == "field" =>
        {
            Some(Reference {
                kinds: &[FeatureKind::Field],
                holder: None,
            })
        }
        [Step::Key(markers), Step::Index(index), Step::Key(feature)]
            if markers == "markers" && feature == "feature" =>
        {
            let kind = string(document.get(markers)?.get(index)?, "kind")?;
            let marker = MarkerKind::ALL
                .iter()
                .find(|marker| marker.name() == kind)?;
            Some(Reference {
                kinds: marker.stands_on(),
                holder: None,
            })
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TILE: &str = "id = \"flier-X\"\n\n[[features]]\nkind = \"city\"\nid = \"city\"\nedges = [\"N\"]\n\n[[features]]\nkind = \"field\"\nid = \"field\"\nedges = [\"EL\"]\ncities = [\"city\"]\n";

    #[test]
    fn the_cursor_finds_the_innermost_key_or_value() {
        let buffer = Buffer::new(Path::new("t/X.toml"), TILE.to_owned());
        let at = |needle: &str, nth: usize| TILE.match_indices(needle).nth(nth).unwrap().0 + 1;
        let spot = buffer.spot(at("EL", 0)).unwrap();
        assert_eq!(spot.part, Part::Value);
        assert_eq!(spot.pointer.to_string(), "/features/1/edges/0");
        let spot = buffer.spot(at("cities", 0)).unwrap();
        assert_eq!(
            (spot.part, spot.pointer.to_string()),
            (Part::Key, "/features/1/cities".to_owned())
        );
        assert_eq!(buffer.features().len(), 2);
        let references = buffer.references();
        assert_eq!(references.len(), 1);
        assert_eq!(&TILE[references[0].1.clone()], "\"city\"");
    }
}
