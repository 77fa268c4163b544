//! The expected shape of a key, as a line of TOML an author can copy: the example the schema
//! shows for it (`editions = [{ id = "C1", tiles = 2, year = 2024 }]`).

use serde_json::Value;

use crate::input::source::{Pointer, Step};

/// The key at `pointer` written with the schema's example value, such as
/// `editions = [{ id = "C1", tiles = 2, year = 2024 }]`; `None` when the pointer does not end in
/// a key or the schema shows no example for it.
pub fn example_line(schema: &Value, pointer: &Pointer) -> Option<String> {
    let Some(Step::Key(key)) = pointer.0.last() else {
        return None;
    };
    let mut node = schema;
    for segment in &pointer.0 {
        node = resolve(schema, node);
        node = match segment {
            Step::Key(key) => node.get("properties")?.get(key)?,
            Step::Index(_) => node.get("items")?,
        };
    }
    let example = node
        .get("examples")
        .or_else(|| resolve(schema, node).get("examples"))?
        .get(0)?;
    Some(format!(
        "{} = {}",
        toml_key(key),
        inline(schema, node, example)
    ))
}

/// The schema `node` refers to with a local `$ref`, or `node` itself.
fn resolve<'a>(schema: &'a Value, node: &'a Value) -> &'a Value {
    node.get("$ref")
        .and_then(Value::as_str)
        .and_then(|reference| reference.strip_prefix('#'))
        .and_then(|pointer| schema.pointer(pointer))
        .unwrap_or(node)
}

/// `value` as an inline TOML value; the keys of a table in the order its schema `node` requires
/// them (the order of the Rust type's fields), then the others by name.
fn inline(schema: &Value, node: &Value, value: &Value) -> String {
    let node = resolve(schema, node);
    match value {
        Value::Array(items) => {
            let item = node.get("items").unwrap_or(&Value::Null);
            let items: Vec<String> = items.iter().map(|v| inline(schema, item, v)).collect();
            format!("[{}]", items.join(", "))
        }
        Value::Object(table) => {
            let required = required_order(schema, node, table);
            let mut keys: Vec<&String> = table.keys().collect();
            keys.sort_by_key(|key| {
                (
                    required
                        .iter()
                        .position(|r| r == *key)
                        .unwrap_or(usize::MAX),
                    key.as_str(),
                )
            });
            let entries: Vec<String> = keys
                .into_iter()
                .map(|key| {
                    let property = node
                        .get("properties")
                        .and_then(|properties| properties.get(key))
                        .unwrap_or(&Value::Null);
                    format!(
                        "{} = {}",
                        toml_key(key),
                        inline(schema, property, &table[key])
                    )
                })
                .collect();
            format!("{{ {} }}", entries.join(", "))
        }
        Value::String(text) => toml::Value::String(text.clone()).to_string(),
        other => other.to_string(),
    }
}

/// The `required` list of `node`, followed by that of the first of its forms (`oneOf`, `anyOf`
/// or the `then` of an `allOf` entry) whose required keys `table` all has.
fn required_order(
    schema: &Value,
    node: &Value,
    table: &serde_json::Map<String, Value>,
) -> Vec<String> {
    let names = |form: &Value| -> Vec<String> {
        form.get("required")
            .and_then(Value::as_array)
            .map(|keys| {
                keys.iter()
                    .filter_map(Value::as_str)
                    .map(str::to_owned)
                    .collect()
            })
            .unwrap_or_default()
    };
    let listed = |keyword: &str| {
        node.get(keyword)
            .and_then(Value::as_array)
            .map(Vec::as_slice)
            .unwrap_or_default()
    };
    let forms = listed("oneOf")
        .iter()
        .chain(listed("anyOf"))
        .chain(listed("allOf").iter().filter_map(|entry| entry.get("then")));
    let mut order = names(node);
    if let Some(form) = forms
        .map(|form| names(resolve(schema, form)))
        .find(|required| !required.is_empty() && required.iter().all(|key| table.contains_key(key)))
    {
        order.extend(form);
    }
    order
}

/// `key` as TOML writes it: bare when it can be.
fn toml_key(key: &str) -> String {
    let bare = !key.is_empty()
        && key
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    if bare {
        key.to_owned()
    } else {
        toml::Value::String(key.to_owned()).to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::schema::files::{EXPANSION_SCHEMA, SCHEMA_FILES, TILE_SCHEMA};

    fn schema(name: &str) -> Value {
        let file = SCHEMA_FILES.iter().find(|file| file.name == name).unwrap();
        file.committed_json().unwrap()
    }

    #[test]
    fn a_key_is_shown_with_the_example_the_schema_gives_in_field_order() {
        let expansion = schema(EXPANSION_SCHEMA);
        assert_eq!(
            example_line(&expansion, &Pointer::root().key("editions")).as_deref(),
            Some(r#"editions = [{ id = "C1", tiles = 2, year = 2024 }]"#)
        );
        let tile = schema(TILE_SCHEMA);
        assert_eq!(
            example_line(&tile, &Pointer::root().key("edges")).as_deref(),
            Some(r#"edges = { N = "road", E = "field", S = "road", W = "field" }"#)
        );
        assert_eq!(
            example_line(&tile, &Pointer::root().key("features")).as_deref(),
            Some(
                r#"features = [{ kind = "field", id = "field", edges = ["NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR"] }]"#
            )
        );
        assert_eq!(
            example_line(&tile, &Pointer::root().key("counts")).as_deref(),
            Some("counts = { C1 = 1 }")
        );
    }

    #[test]
    fn a_key_without_an_example_has_no_line() {
        let tile = schema(TILE_SCHEMA);
        assert_eq!(example_line(&tile, &Pointer::root().key("start")), None);
        assert_eq!(example_line(&tile, &Pointer::root()), None);
    }
}
