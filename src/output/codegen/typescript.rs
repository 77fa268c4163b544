//! The catalog as one TypeScript module of typed, readonly data: what `tilecat gen ts` writes.
//!
//! The types are written from the catalog export's JSON Schema (the one committed as
//! `schema/catalog.schema.json`, made from [`crate::output::export::CatalogExport`]),
//! each definition a readonly interface or a union of string literals with its description as
//! a doc comment; the data is the catalog export itself, `EXPANSIONS` and `TILES` typed by those
//! interfaces and `CATALOG` the whole document. So the module says what `catalog.json` says, and
//! `tsc --strict` refuses data that strays from the schema.
//!
//! To the schema the module adds what this catalog knows and a frontend needs: `TileId` and
//! `ExpansionId`, the unions of the catalog's ids, which type every id in the data; lookups by
//! id (`TILES_BY_ID`, `tileById`, `isTileId`, `EXPANSIONS_BY_ID`, `expansionById`); and
//! `Rotation`, `Side` and the helpers that turn a side, an edge position or a direction
//! (tables written from the model's own rotations) and name a tile's atlas frame at a rotation
//! (a table written by the rule the atlas names its frames by). No name it declares is a global
//! of JavaScript or the DOM: the schema's `Symbol` is `ExpansionSymbol`.

use std::fmt::Write;

use serde::Serialize;
use serde_json::{Map, Value, json};

use crate::model::{Catalog, Direction, EdgePosition, Rotation, Side, Tile};
use crate::output::export::CatalogExport;
use crate::output::export::Versions;
use crate::shared::door::TYPESCRIPT_TABLES_MARK;
use crate::shared::escape::{block_comment, visible};
use crate::shared::json::pretty as json_pretty;

/// The command that regenerates the committed TypeScript tables of the bundled data.
pub const REGENERATE_TS: &str = "tilecat gen ts --out tests/engines/tilecat.ts";

/// The rule that names the atlas frame of a tile turned by a rotation, such as `flier-A-r90`:
/// the one `tilecat build` names its frames by, `render::frame_name`.
pub type FrameName = fn(&Tile, Rotation) -> String;

/// Schema definitions whose names are globals of JavaScript or the DOM, and the names the
/// module gives them instead.
const RENAMED: [(&str, &str); 1] = [("Symbol", "ExpansionSymbol")];

/// The name of the type of the whole document, the schema's root.
const ROOT: &str = "Catalog";

/// The whole catalog as one TypeScript module; `command` is the command that regenerates it,
/// named in its header, and `frame_name` the rule its frame names follow. The same catalog,
/// command and rule give the same bytes.
pub fn typescript_module(
    catalog: &Catalog,
    command: &str,
    frame_name: FrameName,
) -> Result<String, serde_json::Error> {
    Ok(Module::of(catalog, command, frame_name)?.text(Flavour::TypeScript))
}

/// The module of [`typescript_module`] as an ES module and its declarations, for a package
/// that runs without a TypeScript compiler: the JavaScript (`index.js`) holds the data and the
/// functions without their types, the declarations (`index.d.ts`) the types and the
/// signatures.
pub fn javascript_modules(
    catalog: &Catalog,
    command: &str,
    frame_name: FrameName,
) -> Result<EsModule, serde_json::Error> {
    let module = Module::of(catalog, command, frame_name)?;
    Ok(EsModule {
        javascript: module.text(Flavour::JavaScript),
        declarations: module.text(Flavour::Declarations),
    })
}

/// The catalog as an ES module: [`javascript_modules`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EsModule {
    /// The JavaScript: the data and the functions.
    pub javascript: String,
    /// The TypeScript declarations of the JavaScript: its types and signatures.
    pub declarations: String,
}

/// Which text of the module is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Flavour {
    /// TypeScript: the types, the data and the functions.
    TypeScript,
    /// JavaScript: the data and the functions, without types.
    JavaScript,
    /// TypeScript declarations: the types and the signatures.
    Declarations,
}

/// Marks off, in an [`Item`]'s code, the types that JavaScript leaves out, such as
/// `(tile` TYPED `: Tile` TYPED `)`: a control character, which no text from the data reaches the module
/// with raw ([`json_pretty`] writes each as an escape).
const TYPED: char = '\u{1}';

/// One item of the module after its types: its doc comment, its head (`export function
/// tileById(id: TileId): Tile`) and its body (` {…}`, ` = […];`), the types in both marked
/// off by [`TYPED`].
struct Item {
    doc: String,
    head: String,
    body: String,
}

impl Item {
    fn new(doc: impl Into<String>, head: impl Into<String>, body: impl Into<String>) -> Item {
        Item {
            doc: doc.into(),
            head: head.into(),
            body: body.into(),
        }
    }

    /// The item as `flavour` writes it, after a blank line; nothing for an item that is not
    /// exported in the declarations.
    fn write(&self, module: &mut String, flavour: Flavour) {
        let typed = |code: &str| code.replace(TYPED, "");
        let untyped = |code: &str| code.split(TYPED).step_by(2).collect::<String>();
        match flavour {
            Flavour::TypeScript => {
                let _ = write!(
                    module,
                    "\n{}\n{}{}\n",
                    self.doc,
                    typed(&self.head),
                    typed(&self.body)
                );
            }
            Flavour::JavaScript => {
                let _ = write!(
                    module,
                    "\n{}\n{}{}\n",
                    self.doc,
                    untyped(&self.head),
                    untyped(&self.body)
                );
            }
            Flavour::Declarations => {
                if let Some(head) = self.head.strip_prefix("export ") {
                    let _ = write!(module, "\n{}\nexport declare {};\n", self.doc, typed(head));
                }
            }
        }
    }
}

/// The module, made once and written in each flavour.
struct Module {
    header: String,
    types: String,
    items: Vec<Item>,
}

impl Module {
    fn of(
        catalog: &Catalog,
        command: &str,
        frame_name: FrameName,
    ) -> Result<Module, serde_json::Error> {
        let mut schema = crate::output::codegen::schema::catalog_schema();
        add_catalog_types(&mut schema, catalog);
        let export = CatalogExport::from(catalog);
        let mut header = String::new();
        let _ = writeln!(header, "{TYPESCRIPT_TABLES_MARK}{}`.", visible(command));
        header.push_str("// Do not edit: change the data and run the command again.\n");
        header.push_str(&crate::output::codegen::versions_line(&Versions::of(
            catalog,
        )));
        header.push('\n');
        let mut types = String::new();
        declare(&mut types, ROOT, &schema);
        if let Some(Value::Object(definitions)) = schema.get("$defs") {
            for (name, definition) in definitions {
                declare(&mut types, &type_name(name), definition);
            }
        }
        let CatalogExport {
            version,
            format_version,
            data_version,
            expansions,
            tiles,
        } = export;
        let (format_version, data_version) =
            (json_pretty(&format_version)?, json_pretty(&data_version)?);
        let mut items = vec![
            Item::new(
                "/** Every expansion, sorted by id. */",
                "export const EXPANSIONS\u{1}: readonly Expansion[]\u{1}",
                format!(" = {};", json_pretty(&expansions)?),
            ),
            Item::new(
                "/** Every tile, sorted by id. */",
                "export const TILES\u{1}: readonly Tile[]\u{1}",
                format!(" = {};", json_pretty(&tiles)?),
            ),
            Item::new(
                "/** The whole catalog, as `catalog.json` holds it. */",
                format!("export const CATALOG\u{1}: {ROOT}\u{1}"),
                format!(
                    " = {{ version: {version}, format_version: {format_version}, data_version: {data_version}, expansions: EXPANSIONS, tiles: TILES }};"
                ),
            ),
        ];
        items.extend(
            LOOKUPS
                .iter()
                .map(|(doc, head, body)| Item::new(*doc, *head, *body)),
        );
        rotations(&mut items)?;
        frames(&mut items, catalog, frame_name)?;
        Ok(Module {
            header,
            types,
            items,
        })
    }

    /// The module's text as `flavour` writes it.
    fn text(&self, flavour: Flavour) -> String {
        let mut module = self.header.clone();
        if flavour != Flavour::JavaScript {
            module.push_str(&self.types);
        }
        for item in &self.items {
            item.write(&mut module, flavour);
        }
        module
    }
}

/// Adds to `schema` the types of this catalog and of turning a tile: `TileId` and
/// `ExpansionId`, which then type the ids of tiles and expansions, `Rotation` and `Side`.
fn add_catalog_types(schema: &mut Value, catalog: &Catalog) {
    let Some(Value::Object(definitions)) = schema.get_mut("$defs") else {
        return;
    };
    let tile_ids: Vec<&str> = catalog.tiles.iter().map(|tile| &*tile.id).collect();
    let expansion_ids: Vec<&str> = catalog
        .expansions
        .iter()
        .map(|expansion| &*expansion.id)
        .collect();
    let added = [
        (
            "TileId",
            "The id of a tile of the catalog.",
            json!(tile_ids),
        ),
        (
            "ExpansionId",
            "The id of an expansion of the catalog.",
            json!(expansion_ids),
        ),
        (
            "Rotation",
            "How far a tile is turned clockwise from its printed orientation, in degrees.",
            json!(degrees()),
        ),
        (
            "Side",
            "One of the four sides of a square tile. North is the top edge as printed.",
            json!(Side::ALL),
        ),
    ];
    for (name, description, values) in added {
        definitions.insert(
            name.to_owned(),
            json!({ "description": description, "enum": values }),
        );
    }
    for (definition, property, id) in [
        ("TileExport", "id", "TileId"),
        ("TileExport", "expansion", "ExpansionId"),
        ("Expansion", "id", "ExpansionId"),
    ] {
        if let Some(property) = definitions
            .get_mut(definition)
            .and_then(|definition| definition.get_mut("properties"))
            .and_then(|properties| properties.get_mut(property))
        {
            let mut typed = json!({ "$ref": format!("#/$defs/{id}") });
            if let Some(description) = property.get("description") {
                typed["description"] = description.clone();
            }
            *property = typed;
        }
    }
}

/// The four rotations in degrees, from the printed orientation onwards.
fn degrees() -> [u16; 4] {
    Rotation::ALL.map(Rotation::degrees)
}

/// The lookups by id, written after the data they index: doc, head and body of each item.
const LOOKUPS: [(&str, &str, &str); 5] = [
    (
        "/** Every tile by its id. */",
        "export const TILES_BY_ID\u{1}: ReadonlyMap<TileId, Tile>\u{1}",
        " = new Map(\n  TILES.map((tile)\u{1}: [TileId, Tile]\u{1} => [tile.id, tile]),\n);",
    ),
    (
        "/** The tile whose id is `id`. */",
        "export function tileById(id\u{1}: TileId\u{1})\u{1}: Tile\u{1}",
        " {\n  const tile = TILES_BY_ID.get(id);\n  if (tile === undefined) {\n    throw new RangeError(`no tile has the id ${id}`);\n  }\n  return tile;\n}",
    ),
    (
        "/** Whether `id` is the id of a tile of the catalog, such as an id read from a URL. */",
        "export function isTileId(id\u{1}: string\u{1})\u{1}: id is TileId\u{1}",
        " {\n  return (TILES_BY_ID\u{1} as ReadonlyMap<string, Tile>\u{1}).has(id);\n}",
    ),
    (
        "/** Every expansion by its id. */",
        "export const EXPANSIONS_BY_ID\u{1}: ReadonlyMap<ExpansionId, Expansion>\u{1}",
        " = new Map(\n  EXPANSIONS.map((expansion)\u{1}: [ExpansionId, Expansion]\u{1} => [expansion.id, expansion]),\n);",
    ),
    (
        "/** The expansion whose id is `id`. */",
        "export function expansionById(id\u{1}: ExpansionId\u{1})\u{1}: Expansion\u{1}",
        " {\n  const expansion = EXPANSIONS_BY_ID.get(id);\n  if (expansion === undefined) {\n    throw new RangeError(`no expansion has the id ${id}`);\n  }\n  return expansion;\n}",
    ),
];

/// Adds `ROTATIONS` and the helpers that turn a side, an edge position and a direction,
/// each reading a table of what the model's own `rotated` gives.
fn rotations(items: &mut Vec<Item>) -> Result<(), serde_json::Error> {
    let listed: Vec<String> = degrees().iter().map(u16::to_string).collect();
    items.push(Item::new(
        "/** The four rotations, from the printed orientation onwards. */",
        "export const ROTATIONS\u{1}: readonly Rotation[]\u{1}",
        format!(" = [{}];", listed.join(", ")),
    ));
    let helpers = [
        (
            "rotateSide",
            "side",
            "Side",
            turn_table(&Side::ALL, Side::rotated)?,
        ),
        (
            "rotateEdgePosition",
            "position",
            "EdgePosition",
            turn_table(&EdgePosition::ALL, EdgePosition::rotated)?,
        ),
        (
            "rotateDirection",
            "direction",
            "Direction",
            turn_table(&Direction::ALL, Direction::rotated)?,
        ),
    ];
    for (function, what, kind, table) in helpers {
        items.push(Item::new(
            format!("/** Each {what} turned by each rotation. */"),
            format!("const {what}Turns{TYPED}: Readonly<Record<{kind}, Readonly<Record<Rotation, {kind}>>>>{TYPED}"),
            format!(" = {table};"),
        ));
        items.push(Item::new(
            format!("/** Where the {what} `{what}` of a tile lies once the tile is turned clockwise by `rotation`. */"),
            format!("export function {function}({what}{TYPED}: {kind}{TYPED}, rotation{TYPED}: Rotation{TYPED}){TYPED}: {kind}{TYPED}"),
            format!(" {{\n  return {what}Turns[{what}][rotation];\n}}"),
        ));
    }
    Ok(())
}

/// Adds the table of every tile's frame names, named by `frame_name`, and the helper
/// `frameName` that reads it.
fn frames(
    items: &mut Vec<Item>,
    catalog: &Catalog,
    frame_name: FrameName,
) -> Result<(), serde_json::Error> {
    let mut table = String::from("{\n");
    for tile in catalog.tiles.iter() {
        let names = Rotation::ALL.map(|rotation| frame_name(tile, rotation));
        let _ = writeln!(
            table,
            "  {}: {},",
            json_pretty(&tile.id)?,
            by_rotation(&names)?
        );
    }
    table.push('}');
    items.push(Item::new(
        "/** The atlas frame name of each tile at each rotation. */",
        format!("const frameNames{TYPED}: Readonly<Record<TileId, Readonly<Record<Rotation, string>>>>{TYPED}"),
        format!(" = {table};"),
    ));
    items.push(Item::new(
        "/**\n * The name `tilecat build` gives the atlas frame (and, with `.png`, the picture) of the\n * tile `id` turned clockwise by `rotation`, such as `flier-A-r90`.\n */",
        format!("export function frameName(id{TYPED}: TileId{TYPED}, rotation{TYPED}: Rotation{TYPED}){TYPED}: string{TYPED}"),
        " {\n  return frameNames[id][rotation];\n}",
    ));
    Ok(())
}

/// The table of each of `all` turned by each rotation with `rotated`, one line each.
fn turn_table<T: Serialize + Copy>(
    all: &[T],
    rotated: fn(T, Rotation) -> T,
) -> Result<String, serde_json::Error> {
    let mut table = String::from("{\n");
    for &each in all {
        let turned = Rotation::ALL.map(|rotation| rotated(each, rotation));
        let _ = writeln!(
            table,
            "  {}: {},",
            json_pretty(&each)?,
            by_rotation(&turned)?
        );
    }
    table.push('}');
    Ok(table)
}

/// An object literal on one line from each rotation in degrees to its one of `values`.
fn by_rotation<T: Serialize>(values: &[T; 4]) -> Result<String, serde_json::Error> {
    let mut entries = Vec::with_capacity(values.len());
    for (degrees, value) in degrees().iter().zip(values) {
        entries.push(format!("{degrees}: {}", json_pretty(value)?));
    }
    Ok(format!("{{ {} }}", entries.join(", ")))
}

/// The TypeScript name of the schema definition `name`: the export's `TileExport` is `Tile`,
/// and a name of [`RENAMED`] its new name.
fn type_name(name: &str) -> String {
    let name = name.strip_suffix("Export").unwrap_or(name);
    RENAMED
        .iter()
        .find(|(global, _)| *global == name)
        .map_or(name, |(_, renamed)| renamed)
        .to_owned()
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
        return literal(constant);
    }
    for key in ["oneOf", "anyOf"] {
        if let Some(Value::Array(choices)) = schema.get(key) {
            return union(choices.iter().map(|choice| type_of(choice, indent)));
        }
    }
    if let Some(Value::Array(values)) = schema.get("enum") {
        return union(values.iter().map(literal));
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

/// The literal type of the JSON value `value`, every string escaped.
fn literal(value: &Value) -> String {
    json_pretty(value).unwrap_or_else(|_| "unknown".to_owned())
}

/// The types of `choices` as one union, each once, in order; `never` when there are none.
fn union(choices: impl Iterator<Item = String>) -> String {
    let mut seen: Vec<String> = Vec::new();
    for choice in choices {
        if !seen.contains(&choice) {
            seen.push(choice);
        }
    }
    if seen.is_empty() {
        return "never".to_owned();
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
        let frame_name: FrameName = |tile, rotation| format!("{}@{}", tile.id, rotation.degrees());
        let module = typescript_module(&catalog, "tilecat gen ts", frame_name).unwrap();
        assert!(module.starts_with(
            "// TypeScript tables generated from the data files by `tilecat gen ts`.\n"
        ));
        assert!(module.contains("export interface Tile {"));
        assert!(
            module.contains("export type EdgeKind = \"field\" | \"road\" | \"city\" | \"river\";")
        );
        assert!(module.contains("export interface ExpansionSymbol {"));
        assert!(!module.contains("interface Symbol "));
        assert!(module.contains("  readonly id: TileId;\n"));
        assert!(module.contains("export type Rotation = 0 | 90 | 180 | 270;"));
        assert!(module.contains("  \"N\": { 0: \"N\", 90: \"E\", 180: \"S\", 270: \"W\" },\n"));
        for tile in catalog.tiles.iter() {
            assert!(
                module.contains(&format!("\"id\": \"{}\"", tile.id)),
                "{}",
                tile.id
            );
            let id = &tile.id;
            assert!(
                module.contains(&format!("  \"{id}\": {{ 0: \"{id}@0\", 90: \"{id}@90\", ")),
                "{id}"
            );
        }
        let tile_ids = module
            .lines()
            .find(|line| line.starts_with("export type TileId = "))
            .unwrap();
        assert_eq!(tile_ids.matches(" | ").count() + 1, catalog.tiles.len());
    }
}
