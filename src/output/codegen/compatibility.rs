//! Whether a schema of the format breaks what its last release let through, so that a breaking
//! change cannot come without a new major version (`docs/versions.md` gives the rules).
//!
//! A schema is read as the places a document has (a key, the items of an array, a key of a
//! map, each through `$ref`, `anyOf`, `oneOf`, `allOf` and `if`/`then`), each with its keys,
//! the keys it requires, the JSON types it takes and, where it is closed to a list, the values
//! it takes. What breaks depends on who writes the documents ([`Writer`]):
//!
//! - a key, or a place, that goes away breaks both (a data file using it is refused, a reader
//!   looking for it finds nothing);
//! - for files people write (tiles, expansions, boards), a new required key, a type or a value
//!   no longer taken (a renamed kind among them) breaks their files;
//! - for documents tilecat writes (the catalog), a key no longer always there, a type or a
//!   value not taken before (a renamed kind among them) breaks their readers.
//!
//! Anything else, a new optional key above all, is a minor change.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;

/// Who writes the documents of a schema, which says what change breaks them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Writer {
    /// People write them and tilecat reads them: tiles, expansions, boards.
    People,
    /// tilecat writes them and other programs read them: the catalog export.
    Tilecat,
}

impl Writer {
    /// Who writes the documents of the committed schema file `name`.
    pub fn of(name: &str) -> Writer {
        if name == crate::input::schema::CATALOG_SCHEMA {
            Writer::Tilecat
        } else {
            Writer::People
        }
    }
}

/// A change from one schema to the next that breaks a document or a reader of the first.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Breaking {
    /// The place in the document, such as `tiles[].features[].kind` (empty for the root).
    pub place: String,
    /// What changed there, in words.
    pub change: String,
}

impl std::fmt::Display for Breaking {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let place = if self.place.is_empty() {
            "the document"
        } else {
            &self.place
        };
        write!(formatter, "{place}: {}", self.change)
    }
}

/// Every change from `old` to `new`, the schemas of one file in two versions, that breaks the
/// documents or the readers of `old`, by place.
pub fn breaking_changes(old: &Value, new: &Value, writer: Writer) -> Vec<Breaking> {
    let (old, new) = (places(old), places(new));
    let mut found = BTreeSet::new();
    let mut broke = |place: &str, change: String| {
        found.insert(Breaking {
            place: place.to_owned(),
            change,
        });
    };
    for (place, before) in &old {
        let Some(after) = new.get(place) else {
            // A place whose key went away is named once, at its parent.
            continue;
        };
        for key in before.keys.difference(&after.keys) {
            broke(place, format!("the key `{key}` was removed"));
        }
        let listed = |keys: BTreeSet<&String>| {
            keys.iter()
                .map(|key| format!("`{key}`"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let (narrowed, widened) = (
            before
                .types
                .difference(&after.types)
                .collect::<BTreeSet<_>>(),
            after
                .types
                .difference(&before.types)
                .collect::<BTreeSet<_>>(),
        );
        match writer {
            Writer::People => {
                let required: BTreeSet<&String> =
                    after.required.difference(&before.required).collect();
                if !required.is_empty() {
                    broke(place, format!("newly required: {}", listed(required)));
                }
                if !narrowed.is_empty() && !after.types.is_empty() {
                    broke(place, format!("no longer takes the type {narrowed:?}"));
                }
                if let Some(lost) = lost_values(&before.values, &after.values) {
                    broke(place, format!("no longer takes {lost}"));
                }
            }
            Writer::Tilecat => {
                let optional: BTreeSet<&String> =
                    before.required.difference(&after.required).collect();
                if !optional.is_empty() {
                    broke(
                        place,
                        format!("no longer always written: {}", listed(optional)),
                    );
                }
                if !widened.is_empty() && !before.types.is_empty() {
                    broke(place, format!("now also of the type {widened:?}"));
                }
                if let Some(gained) = lost_values(&after.values, &before.values) {
                    broke(place, format!("now also holds {gained}"));
                }
            }
        }
    }
    found.into_iter().collect()
}

/// The values `before` took that `after` does not, in words; `None` when there are none.
fn lost_values(
    before: &Option<BTreeSet<String>>,
    after: &Option<BTreeSet<String>>,
) -> Option<String> {
    match (before, after) {
        (_, None) => None,
        (None, Some(_)) => Some("every value but a closed list".to_owned()),
        (Some(before), Some(after)) => {
            let lost: Vec<&String> = before.difference(after).collect();
            (!lost.is_empty()).then(|| {
                lost.iter()
                    .map(|value| value.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            })
        }
    }
}

/// What a schema says of one place of a document.
#[derive(Debug, Default)]
struct Place {
    /// The keys it may hold.
    keys: BTreeSet<String>,
    /// The keys it must hold.
    required: BTreeSet<String>,
    /// The JSON types it may be (empty when the schema names none).
    types: BTreeSet<String>,
    /// The values it may take, as JSON text, when it is closed to a list.
    values: Option<BTreeSet<String>>,
}

/// How deep references are followed: deeper than any schema of the format nests.
const DEPTH: usize = 32;

/// Every place of a document `schema` describes, by its path.
fn places(schema: &Value) -> BTreeMap<String, Place> {
    let mut found = BTreeMap::new();
    walk(schema, schema, String::new(), &mut found, 0);
    found
}

/// Adds what `node`, a part of the schema `root`, says of the place `path` and the places
/// beneath it.
fn walk(
    root: &Value,
    node: &Value,
    path: String,
    found: &mut BTreeMap<String, Place>,
    depth: usize,
) {
    if depth > DEPTH {
        return;
    }
    let Value::Object(node) = node else {
        return;
    };
    if let Some(Value::String(reference)) = node.get("$ref")
        && let Some(target) = reference
            .strip_prefix('#')
            .and_then(|pointer| root.pointer(pointer))
    {
        walk(root, target, path.clone(), found, depth + 1);
    }
    for combined in ["anyOf", "oneOf", "allOf"] {
        if let Some(Value::Array(branches)) = node.get(combined) {
            let closed = branches.iter().all(is_value);
            for branch in branches {
                if closed {
                    add_value(found, &path, branch);
                } else {
                    walk(root, branch, path.clone(), found, depth + 1);
                }
            }
        }
    }
    if let Some(then) = node.get("then") {
        walk(root, then, path.clone(), found, depth + 1);
    }
    let place = found.entry(path.clone()).or_default();
    match node.get("type") {
        Some(Value::String(kind)) => {
            place.types.insert(kind.clone());
        }
        Some(Value::Array(kinds)) => {
            place
                .types
                .extend(kinds.iter().filter_map(Value::as_str).map(str::to_owned));
        }
        _ => {}
    }
    if let Some(Value::Array(required)) = node.get("required") {
        place
            .required
            .extend(required.iter().filter_map(Value::as_str).map(str::to_owned));
    }
    if let Some(Value::Array(listed)) = node.get("enum") {
        let values = place.values.get_or_insert_with(BTreeSet::new);
        values.extend(values_of(listed));
    } else if let Some(value) = node.get("const") {
        place
            .values
            .get_or_insert_with(BTreeSet::new)
            .insert(value.to_string());
    }
    if let Some(Value::Object(properties)) = node.get("properties") {
        place.keys.extend(properties.keys().cloned());
        for (key, property) in properties {
            let below = if path.is_empty() {
                key.clone()
            } else {
                format!("{path}.{key}")
            };
            walk(root, property, below, found, depth + 1);
        }
    }
    if let Some(items) = node.get("items") {
        walk(root, items, format!("{path}[]"), found, depth + 1);
    }
    if let Some(values) = node.get("additionalProperties")
        && values.is_object()
    {
        walk(root, values, format!("{path}{{}}"), found, depth + 1);
    }
}

/// Whether `branch` of a `oneOf` or `anyOf` is a single value (a `const` or an `enum`), so that
/// the branches together close the place to a list.
fn is_value(branch: &Value) -> bool {
    branch.get("const").is_some() || branch.get("enum").is_some()
}

/// Adds the values of the `branch` [`is_value`] accepts to the place `path`.
fn add_value(found: &mut BTreeMap<String, Place>, path: &str, branch: &Value) {
    let place = found.entry(path.to_owned()).or_default();
    let values = place.values.get_or_insert_with(BTreeSet::new);
    if let Some(value) = branch.get("const") {
        values.insert(value.to_string());
    }
    if let Some(Value::Array(listed)) = branch.get("enum") {
        values.extend(values_of(listed));
    }
    if let Some(Value::String(kind)) = branch.get("type") {
        place.types.insert(kind.clone());
    }
}

/// Each of `values` as JSON text.
fn values_of(values: &[Value]) -> impl Iterator<Item = String> + '_ {
    values.iter().map(Value::to_string)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn schema(extra: Value) -> Value {
        let mut schema = json!({
            "type": "object",
            "required": ["id"],
            "properties": {
                "id": { "type": "string" },
                "kind": { "$ref": "#/$defs/Kind" },
                "count": { "type": "integer" },
            },
            "$defs": {
                "Kind": { "oneOf": [
                    { "const": "road", "type": "string" },
                    { "const": "city", "type": "string" },
                ] },
            },
        });
        if let (Value::Object(schema), Value::Object(extra)) = (&mut schema, extra) {
            for (key, value) in extra {
                schema.insert(key, value);
            }
        }
        schema
    }

    #[test]
    fn the_same_schema_breaks_nothing() {
        let old = schema(json!({}));
        for writer in [Writer::People, Writer::Tilecat] {
            assert_eq!(breaking_changes(&old, &old, writer), []);
        }
    }

    #[test]
    fn a_removed_key_breaks_both() {
        let old = schema(json!({}));
        let mut new = old.clone();
        new["properties"].as_object_mut().unwrap().remove("count");
        for writer in [Writer::People, Writer::Tilecat] {
            let found = breaking_changes(&old, &new, writer);
            assert_eq!(found.len(), 1, "{found:?}");
            assert_eq!(found[0].change, "the key `count` was removed");
        }
    }

    #[test]
    fn a_new_optional_key_breaks_nothing_and_a_new_required_one_breaks_files() {
        let old = schema(json!({}));
        let mut new = old.clone();
        new["properties"]["note"] = json!({ "type": "string" });
        assert_eq!(breaking_changes(&old, &new, Writer::People), []);
        new["required"] = json!(["id", "note"]);
        let found = breaking_changes(&old, &new, Writer::People);
        assert_eq!(found[0].change, "newly required: `note`");
        assert_eq!(breaking_changes(&old, &new, Writer::Tilecat), []);
    }

    #[test]
    fn a_renamed_kind_breaks_both_and_a_new_kind_breaks_readers() {
        let old = schema(json!({}));
        let mut renamed = old.clone();
        renamed["$defs"]["Kind"]["oneOf"][1]["const"] = json!("town");
        for writer in [Writer::People, Writer::Tilecat] {
            let found = breaking_changes(&old, &renamed, writer);
            assert_eq!(found.len(), 1, "{found:?}");
            assert_eq!(found[0].place, "kind");
        }
        let mut added = old.clone();
        added["$defs"]["Kind"]["oneOf"]
            .as_array_mut()
            .unwrap()
            .push(json!({ "const": "field", "type": "string" }));
        assert_eq!(breaking_changes(&old, &added, Writer::People), []);
        assert_eq!(breaking_changes(&old, &added, Writer::Tilecat).len(), 1);
    }

    #[test]
    fn a_narrowed_type_breaks_files_and_a_widened_one_readers() {
        let old = schema(json!({}));
        let mut new = old.clone();
        new["properties"]["count"]["type"] = json!(["integer", "null"]);
        assert_eq!(breaking_changes(&old, &new, Writer::People), []);
        assert_eq!(breaking_changes(&old, &new, Writer::Tilecat).len(), 1);
        assert_eq!(breaking_changes(&new, &old, Writer::People).len(), 1);
        assert_eq!(breaking_changes(&new, &old, Writer::Tilecat), []);
    }
}
