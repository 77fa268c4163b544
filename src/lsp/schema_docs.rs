//! What the committed schemas say about a place in a data file: its description, the keys a
//! table may hold and the values a key may take.

use serde_json::Value;

use crate::input::document::FileKind;
use crate::input::schema::{BOARD_SCHEMA, EXPANSION_SCHEMA, SCHEMA_FILES, TILE_SCHEMA};
use crate::input::source::{Pointer, Step};

/// The tile, expansion and board schemas, read once.
#[derive(Debug, Clone)]
pub struct SchemaDocs {
    tile: Value,
    expansion: Value,
    board: Value,
}

/// One key a table may hold, or one value a key may take, with what it means.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    /// The key, or the value as written in TOML (a string's text without quotes).
    pub label: String,
    /// What it means, in Markdown: its description in the schema, or the words of
    /// [`crate::lsp::board_names`] with every value from the data escaped.
    pub description: Option<String>,
}

impl Default for SchemaDocs {
    fn default() -> SchemaDocs {
        SchemaDocs::new()
    }
}

impl SchemaDocs {
    /// Reads the committed tile, expansion and board schemas.
    pub fn new() -> SchemaDocs {
        let read = |name: &str| {
            SCHEMA_FILES
                .iter()
                .find(|file| file.name == name)
                .and_then(|file| file.committed_json().ok())
                .unwrap_or(Value::Null)
        };
        SchemaDocs {
            tile: read(TILE_SCHEMA),
            expansion: read(EXPANSION_SCHEMA),
            board: read(BOARD_SCHEMA),
        }
    }

    fn root(&self, kind: FileKind) -> &Value {
        match kind {
            FileKind::Tile => &self.tile,
            FileKind::Expansion => &self.expansion,
            FileKind::Board => &self.board,
        }
    }

    /// The schema of the value at `pointer` in a file of `kind` whose content is `document`
    /// (used to pick the branch for a feature's `kind`), or `None` where the schema has none.
    pub fn at<'schema>(
        &'schema self,
        kind: FileKind,
        pointer: &Pointer,
        document: &Value,
    ) -> Option<&'schema Value> {
        let root = self.root(kind);
        let mut node = root;
        let mut instance = Some(document);
        for segment in &pointer.0 {
            node = child(root, node, segment, instance)?;
            instance = instance.and_then(|value| match segment {
                Step::Key(key) => value.get(key),
                Step::Index(index) => value.get(index),
            });
        }
        Some(node)
    }

    /// The description of the key or value at `pointer`: the property's own, or its type's.
    pub fn description(
        &self,
        kind: FileKind,
        pointer: &Pointer,
        document: &Value,
    ) -> Option<String> {
        let root = self.root(kind);
        let node = self.at(kind, pointer, document)?;
        text(node, "description")
            .or_else(|| text(resolve(root, node), "description"))
            .map(str::to_owned)
    }

    /// The keys the table at `pointer` may hold, in the schema's order.
    pub fn keys(&self, kind: FileKind, pointer: &Pointer, document: &Value) -> Vec<Choice> {
        let root = self.root(kind);
        let Some(node) = self.at(kind, pointer, document) else {
            return Vec::new();
        };
        let instance = pointer_value(document, pointer);
        let mut choices = Vec::new();
        for table in tables(root, node, instance) {
            if let Some(Value::Object(properties)) = table.get("properties") {
                for (key, property) in properties {
                    if choices.iter().any(|choice: &Choice| &choice.label == key) {
                        continue;
                    }
                    let description = text(property, "description")
                        .or_else(|| text(resolve(root, property), "description"));
                    choices.push(Choice {
                        label: key.clone(),
                        description: description.map(str::to_owned),
                    });
                }
            }
        }
        choices
    }

    /// The values the key at `pointer` may take when the schema lists them (an array's items'
    /// values for an array), each with its description.
    pub fn values(&self, kind: FileKind, pointer: &Pointer, document: &Value) -> Vec<Choice> {
        let root = self.root(kind);
        let Some(mut node) = self
            .at(kind, pointer, document)
            .map(|node| resolve(root, node))
        else {
            return Vec::new();
        };
        if let Some(items) = node.get("items") {
            node = resolve(root, items);
        }
        let mut choices = Vec::new();
        constants(root, node, &mut choices);
        choices
    }
}

/// The value of `document` at `pointer`.
pub fn pointer_value<'value>(document: &'value Value, pointer: &Pointer) -> Option<&'value Value> {
    pointer
        .0
        .iter()
        .try_fold(document, |value, segment| match segment {
            Step::Key(key) => value.get(key),
            Step::Index(index) => value.get(index),
        })
}

fn text<'schema>(node: &'schema Value, key: &str) -> Option<&'schema str> {
    node.get(key).and_then(Value::as_str)
}

/// `node` with its `$ref` followed, to a definition under `$defs`.
fn resolve<'schema>(root: &'schema Value, node: &'schema Value) -> &'schema Value {
    let mut node = node;
    for _ in 0..8 {
        let Some(target) = text(node, "$ref").and_then(|path| path.strip_prefix("#/$defs/")) else {
            break;
        };
        match root.get("$defs").and_then(|defs| defs.get(target)) {
            Some(definition) => node = definition,
            None => break,
        }
    }
    node
}

/// The object schemas that apply to `node` for `instance`: itself, its `anyOf`/`oneOf`
/// branches, and the `then` of every `allOf` branch whose `if` holds.
fn tables<'schema>(
    root: &'schema Value,
    node: &'schema Value,
    instance: Option<&Value>,
) -> Vec<&'schema Value> {
    let node = resolve(root, node);
    let mut found = vec![node];
    for combinator in ["anyOf", "oneOf"] {
        if let Some(Value::Array(branches)) = node.get(combinator) {
            found.extend(branches.iter().map(|branch| resolve(root, branch)));
        }
    }
    if let Some(Value::Array(branches)) = node.get("allOf") {
        for branch in branches {
            if let (Some(condition), Some(then)) = (branch.get("if"), branch.get("then"))
                && holds(condition, instance)
            {
                found.push(resolve(root, then));
            }
        }
    }
    found
}

/// Whether `instance` meets an `if` of the form the generated schemas use: properties that
/// must equal a constant.
fn holds(condition: &Value, instance: Option<&Value>) -> bool {
    let (Some(Value::Object(properties)), Some(instance)) = (condition.get("properties"), instance)
    else {
        return false;
    };
    properties
        .iter()
        .all(|(key, property)| match property.get("const") {
            Some(constant) => instance.get(key) == Some(constant),
            None => true,
        })
}

/// The schema one `segment` below `node`.
fn child<'schema>(
    root: &'schema Value,
    node: &'schema Value,
    segment: &Step,
    instance: Option<&Value>,
) -> Option<&'schema Value> {
    let tables = tables(root, node, instance);
    match segment {
        Step::Key(key) => {
            let named = tables.iter().rev().find_map(|table| {
                table
                    .get("properties")
                    .and_then(|properties| properties.get(key))
            });
            named.or_else(|| {
                tables.iter().find_map(|table| {
                    table
                        .get("additionalProperties")
                        .filter(|extra| extra.is_object())
                })
            })
        }
        Step::Index(_) => tables.iter().find_map(|table| table.get("items")),
    }
}

/// The constants `node` allows: its `enum`, and every `const` among its branches.
fn constants(root: &Value, node: &Value, choices: &mut Vec<Choice>) {
    let node = resolve(root, node);
    if let Some(constant) = node.get("const") {
        let label = match constant {
            Value::String(text) => text.clone(),
            other => other.to_string(),
        };
        if !choices.iter().any(|choice| choice.label == label) {
            choices.push(Choice {
                label,
                description: text(node, "description").map(str::to_owned),
            });
        }
    }
    if let Some(Value::Array(values)) = node.get("enum") {
        for value in values {
            if let Some(label) = value.as_str() {
                choices.push(Choice {
                    label: label.to_owned(),
                    description: None,
                });
            }
        }
    }
    for combinator in ["anyOf", "oneOf"] {
        if let Some(Value::Array(branches)) = node.get(combinator) {
            for branch in branches {
                constants(root, branch, choices);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn pointer(keys: &[&str]) -> Pointer {
        keys.iter()
            .fold(Pointer::root(), |pointer, key| match key.parse() {
                Ok(index) => pointer.index(index),
                Err(_) => pointer.key(key),
            })
    }

    #[test]
    fn positions_and_directions_have_words() {
        let docs = SchemaDocs::new();
        let document =
            json!({"features": [{"kind": "field", "edges": ["WR"]}], "flier": {"direction": "NW"}});
        let positions = docs.values(
            FileKind::Tile,
            &pointer(&["features", "0", "edges"]),
            &document,
        );
        let wr = positions
            .iter()
            .find(|choice| choice.label == "WR")
            .unwrap();
        assert_eq!(
            wr.description.as_deref(),
            Some("The north half of the west side.")
        );
        let directions = docs.values(FileKind::Tile, &pointer(&["flier", "direction"]), &document);
        assert_eq!(directions.len(), 8);
        assert!(
            directions[7]
                .description
                .as_deref()
                .unwrap()
                .starts_with("North-west")
        );
    }

    #[test]
    fn a_field_offers_cities_and_a_road_does_not() {
        let docs = SchemaDocs::new();
        let document = json!({"features": [{"kind": "field"}, {"kind": "road"}]});
        let labels = |index: &str| -> Vec<String> {
            docs.keys(FileKind::Tile, &pointer(&["features", index]), &document)
                .into_iter()
                .map(|choice| choice.label)
                .collect()
        };
        assert!(labels("0").contains(&"cities".to_owned()));
        assert!(!labels("1").contains(&"cities".to_owned()));
        assert!(labels("1").contains(&"edges".to_owned()));
        let description = docs.description(FileKind::Tile, &pointer(&["edges"]), &document);
        assert_eq!(
            description.as_deref(),
            Some("What meets each side: `field`, `road`, `city` or `river`.")
        );
    }
}
