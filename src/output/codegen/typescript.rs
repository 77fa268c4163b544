//! The catalog as one TypeScript module of typed, readonly data: what `tilecat gen ts` writes.
//!
//! The types are written from the catalog export's JSON Schema (the one committed as
//! `schema/catalog.schema.json`, made from [`crate::export::CatalogExport`]),
//! each definition a readonly interface or a union of string literals with its description as
//! a doc comment; the data is the catalog export itself, `EXPANSIONS` and `TILES` typed by those
//! interfaces and `CATALOG` the whole document. So the module says what `catalog.json` says, and
//! `tsc --strict` refuses data that strays from the schema.

use std::fmt::Write;

use serde_json::{Map, Value};

use crate::door::TYPESCRIPT_TABLES_MARK;
use crate::escape::{block_comment, visible};
use crate::export::CatalogExport;
use crate::model::Catalog;

/// The command that regenerates the committed TypeScript tables of the bundled data.
pub const REGENERATE_TS: &str = "tilecat gen ts --out tests/engines/tilecat.ts";

/// The name of the type of the whole document, the schema's root.
const ROOT: &str = "Catalog";

/// The whole catalog as a TypeScript module; `command` is the command that regenerates it,
/// named in its header. The same catalog and command give the same bytes.
pub fn typescript_module(catalog: &Catalog, command: &str) -> Result<String, serde_json::Error> {
    let schema = crate::codegen::schema::catalog_schema();
    let export = CatalogExport::from(catalog);
    let mut module = String::new();
    let _ = writeln!(module, "{TYPESCRIPT_TABLES_MARK}{}`.", visible(command));
    module.push_str("// Do not edit: change the data and run the command again.\n");
    declare(&mut module, ROOT, &schema);
    if let Some(Value::Object(definitions)) = schema.get("$defs") {
        for (name, definition) in definitions {
            declare(&mut module, &type_name(name), definition);
        }
    }
    let CatalogExport {
        version,
        expansions,
        tiles,
    } = export;
    let _ = write!(
        module,
        "\n/** Every expansion, sorted by id. */\nexport const EXPANSIONS: readonly Expansion[] = {};\n",
        crate::escape::json_pretty(&expansions)?
    );
    let _ = write!(
        module,
        "\n/** Every tile, sorted by id. */\nexport const TILES: readonly Tile[] = {};\n",
        crate::escape::json_pretty(&tiles)?
    );
    let _ = write!(
        module,
        "\n/** The whole catalog, as `catalog.json` holds it. */\n\
         export const CATALOG: {ROOT} = {{ version: {version}, expansions: EXPANSIONS, tiles: TILES }};\n"
    );
    Ok(module)
}

/// The TypeScript name of the schema definition `name`: the export's `TileExport` is `Tile`.
fn type_name(name: &str) -> String {
    name.strip_suffix("Export").unwrap_or(name).to_owned()
}

/// Appends the declaration of type `name` as `schema` describes it, with its doc comment.
fn declare(module: &mut String, name: &str, schema: &Value) {
    module.push('\n');
    doc(module, "", schema);
    if schema.get("properties").is_some() {
        let _ = writeln!(module, "export interface {name} {}", object(schema, ""));
    } else {
        let _ = writeln!(module, "export type {name} = {};", type_of(schema, ""));
    }
}

/// Appends `schema`'s description as a doc comment indented by `indent`, if it has one.
fn doc(module: &mut String, indent: &str, schema: &Value) {
    let Some(description) = schema.get("description").and_then(Value::as_str) else {
        return;
    };
    let _ = writeln!(module, "{indent}/**");
    for line in description.lines() {
        let line = block_comment(line);
        let line = line.trim_end();
        if line.is_empty() {
            let _ = writeln!(module, "{indent} *");
        } else {
            let _ = writeln!(module, "{indent} * {line}");
        }
    }
    let _ = writeln!(module, "{indent} */");
}

/// The TypeScript type of `schema`, whose lines after the first are indented by `indent`.
fn type_of(schema: &Value, indent: &str) -> String {
    if let Some(reference) = schema.get("$ref").and_then(Value::as_str) {
        return reference
            .rsplit('/')
            .next()
            .map_or_else(|| "unknown".to_owned(), type_name);
    }
    if let Some(constant) = schema.get("const") {
        return constant.to_string();
    }
    for key in ["oneOf", "anyOf"] {
        if let Some(Value::Array(choices)) = schema.get(key) {
            return union(choices.iter().map(|choice| type_of(choice, indent)));
        }
    }
    if let Some(Value::Array(values)) = schema.get("enum") {
        return union(values.iter().map(Value::to_string));
    }
    match schema.get("type") {
        Some(Value::Array(types)) => union(types.iter().map(|kind| {
            let mut one = schema.clone();
            one["type"] = kind.clone();
            type_of(&one, indent)
        })),
        Some(Value::String(kind)) => match kind.as_str() {
            "string" => "string".to_owned(),
            "integer" | "number" => "number".to_owned(),
            "boolean" => "boolean".to_owned(),
            "null" => "null".to_owned(),
            "array" => {
                let items = schema
                    .get("items")
                    .map_or_else(|| "unknown".to_owned(), |items| type_of(items, indent));
                if items.contains(' ') {
                    format!("readonly ({items})[]")
                } else {
                    format!("readonly {items}[]")
                }
            }
            "object" => object(schema, indent),
            _ => "unknown".to_owned(),
        },
        _ => "unknown".to_owned(),
    }
}

/// The types of `choices` as one union, each once, in order.
fn union(choices: impl Iterator<Item = String>) -> String {
    let mut seen: Vec<String> = Vec::new();
    for choice in choices {
        if !seen.contains(&choice) {
            seen.push(choice);
        }
    }
    seen.join(" | ")
}

/// The object type of `schema`: its properties, readonly, optional unless required, each with
/// its doc comment; or a readonly map when it has no properties but a schema for any key.
fn object(schema: &Value, indent: &str) -> String {
    let inner = format!("{indent}  ");
    let empty = Map::new();
    let properties = schema
        .get("properties")
        .and_then(Value::as_object)
        .unwrap_or(&empty);
    let required: Vec<&str> = schema
        .get("required")
        .and_then(Value::as_array)
        .map(|names| names.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default();
    let mut text = String::from("{\n");
    if let Some(values) = schema
        .get("additionalProperties")
        .filter(|values| values.is_object() && properties.is_empty())
    {
        let _ = writeln!(
            text,
            "{inner}readonly [key: string]: {};",
            type_of(values, &inner)
        );
    }
    // Required properties in the schema's order of `required`, then the optional ones.
    let mut names: Vec<&String> = properties.keys().collect();
    names.sort_by_key(|name| {
        required
            .iter()
            .position(|each| each == name)
            .unwrap_or(usize::MAX)
    });
    for name in names {
        let property = &properties[name];
        doc(&mut text, &inner, property);
        let optional = if required.contains(&name.as_str()) {
            ""
        } else {
            "?"
        };
        let _ = writeln!(
            text,
            "{inner}readonly {}{optional}: {};",
            key(name),
            type_of(property, &inner)
        );
    }
    let _ = write!(text, "{indent}}}");
    text
}

/// A property name as a TypeScript key: as it is when it is an identifier, else quoted.
fn key(name: &str) -> String {
    let mut characters = name.chars();
    let identifier = characters
        .next()
        .is_some_and(|first| first.is_ascii_alphabetic() || first == '_' || first == '$')
        && characters.all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$');
    if identifier {
        name.to_owned()
    } else {
        Value::String(name.to_owned()).to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn schema_shapes_become_readonly_types() {
        let schema = json!({
            "type": "object",
            "required": ["b", "a"],
            "properties": {
                "a": { "type": "array", "items": { "$ref": "#/$defs/EdgeKind" } },
                "b": { "oneOf": [{ "const": "x" }, { "const": "y" }] },
                "c": { "type": ["integer", "null"], "description": "A count */ here." },
                "d-e": { "type": "object", "additionalProperties": { "type": "integer" } },
            },
        });
        assert_eq!(
            type_of(&schema, ""),
            "{\n  readonly b: \"x\" | \"y\";\n  readonly a: readonly EdgeKind[];\n  /**\n   * A \
             count *\\/ here.\n   */\n  readonly c?: number | null;\n  readonly \"d-e\"?: {\n    \
             readonly [key: string]: number;\n  };\n}"
        );
        assert_eq!(
            type_of(&json!({ "$ref": "#/$defs/TileExport" }), ""),
            "Tile"
        );
    }

    #[test]
    fn the_module_holds_every_tile_and_names_its_command() {
        let catalog = crate::tables::CATALOG.clone();
        let module = typescript_module(&catalog, "tilecat gen ts").unwrap();
        assert!(module.starts_with(
            "// TypeScript tables generated from the data files by `tilecat gen ts`.\n"
        ));
        assert!(module.contains("export interface Tile {"));
        assert!(
            module.contains("export type EdgeKind = \"field\" | \"road\" | \"city\" | \"river\";")
        );
        for tile in catalog.tiles.iter() {
            assert!(
                module.contains(&format!("\"id\": \"{}\"", tile.id)),
                "{}",
                tile.id
            );
        }
    }
}
