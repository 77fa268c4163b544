//! Generating the schema files from the Rust types, and checking the committed ones for drift.
//! The committed files themselves, and the validator over them, are [`crate::input::schema`]'s.

use std::io;
use std::path::{Path, PathBuf};

use schemars::JsonSchema;
use schemars::Schema;
use schemars::generate::SchemaSettings;
use schemars::transform::RecursiveTransform;
use serde_json::{Value, json};

use crate::input::schema::{
    BOARD_SCHEMA, CATALOG_SCHEMA, EXPANSION_SCHEMA, SCHEMA_FILES, SchemaFile, TILE_SCHEMA,
};
use crate::model::{Expansion, Tile};
use crate::output::export::CatalogExport;
use crate::shared::door::{EntryKind, Folder, Made, SCHEMA_MARK};

/// The base of every schema's `$id`: the schema's file name follows it.
const SCHEMA_ID_BASE: &str = "urn:tilecat:schema:";

/// The command that writes the schema files.
pub const GENERATOR_COMMAND: &str = "tilecat schema --write";

/// The schema file `file` as the Rust types give it now: pretty JSON with a trailing newline.
pub fn generated(file: &SchemaFile) -> io::Result<String> {
    let schema = match file.name {
        TILE_SCHEMA => tile_schema(),
        EXPANSION_SCHEMA => root_schema::<Expansion>(),
        CATALOG_SCHEMA => root_schema::<CatalogExport>(),
        BOARD_SCHEMA => root_schema::<crate::input::board_file::BoardFile>(),
        other => {
            return Err(io::Error::other(format!(
                "no Rust type gives the schema `{other}`"
            )));
        }
    };
    let schema = identified(file.name, schema);
    let mut text = serde_json::to_string_pretty(&schema).map_err(io::Error::other)?;
    text.push('\n');
    Ok(text)
}

/// The schema files under `root/schema` whose content differs from what the Rust types give (a
/// missing one among them). A file that is there but cannot be read as a regular file, such as
/// a FIFO or a device in its place, is an error naming it.
pub fn stale_files(root: &Path) -> io::Result<Vec<PathBuf>> {
    let mut stale = Vec::new();
    for file in &SCHEMA_FILES {
        let path = root.join("schema").join(file.name);
        let generated = generated(file).ok().map(String::into_bytes);
        let current =
            crate::shared::door::read_regular_or_missing(&path, crate::input::load::MAX_FILE_BYTES)
                .map_err(|error| {
                    io::Error::new(error.kind(), format!("{}: {error}", path.display()))
                })?;
        if generated.is_none() || current != generated {
            stale.push(path);
        }
    }
    Ok(stale)
}

/// The most bytes of a file in `schema/` read to tell whether tilecat generated it: the
/// largest schema is a few hundred kilobytes.
const MAX_SCHEMA_BYTES: u64 = 16 * 1024 * 1024;

/// Why [`write_files`] did not write every schema file, and which it wrote.
#[derive(Debug)]
pub struct NotWritten {
    /// What went wrong.
    pub error: io::Error,
    /// The files in place when it did: none when a file was refused before any was written.
    pub written: Vec<PathBuf>,
    /// The files left as they were.
    pub kept: Vec<PathBuf>,
}

/// Writes every schema file into `root/schema`, all or nothing; returns the paths written.
///
/// A file already there is replaced only when it is a regular file holding a schema tilecat
/// generated (its `$comment` is [`SCHEMA_MARK`]); all four are checked before any is written,
/// and a file refused (the user's own, a symbolic link, a folder) leaves every file as it was.
pub fn write_files(root: &Path) -> Result<Vec<PathBuf>, NotWritten> {
    let paths: Vec<PathBuf> = SCHEMA_FILES
        .iter()
        .map(|file| root.join("schema").join(file.name))
        .collect();
    let nothing_written = |error: io::Error| NotWritten {
        error,
        written: Vec::new(),
        kept: paths.clone(),
    };
    let folder = Folder::create(&root.join("schema")).map_err(nothing_written)?;
    let mut texts = Vec::new();
    for file in &SCHEMA_FILES {
        replaceable(&folder, file.name).map_err(nothing_written)?;
        texts.push((
            Path::new(file.name),
            generated(file).map_err(nothing_written)?,
        ));
    }
    folder
        .write_all(texts.iter().map(|(name, text)| (*name, text.as_bytes())))
        .map_err(|failed| NotWritten {
            error: failed.error,
            written: paths[..failed.in_place].to_vec(),
            kept: paths[failed.in_place..].to_vec(),
        })?;
    Ok(paths)
}

/// Fails unless the file `name` in `folder` is missing or a schema tilecat generated.
fn replaceable(folder: &Folder, name: &str) -> io::Result<()> {
    let path = folder.path().join(name);
    let refused = |why: String| {
        io::Error::new(
            io::ErrorKind::AlreadyExists,
            format!(
                "`{}` {why}, so tilecat will not replace it; move it aside or remove it first",
                path.display()
            ),
        )
    };
    match folder.kind(Path::new(name))? {
        None => Ok(()),
        Some(EntryKind::Regular) => match folder.read(Path::new(name), MAX_SCHEMA_BYTES) {
            Ok(bytes) if Made::Schema.proves(&bytes) => Ok(()),
            Ok(_) => Err(refused(format!(
                "is not {} (its `$comment` is not \"{SCHEMA_MARK}\")",
                Made::Schema.name()
            ))),
            Err(error) if error.kind() == io::ErrorKind::FileTooLarge => {
                Err(refused(format!("is not {}", Made::Schema.name())))
            }
            Err(error) => Err(error),
        },
        Some(kind) => Err(refused(format!("is {kind}, not a regular file"))),
    }
}

fn tile_schema() -> Value {
    let mut schema = root_schema::<Tile>();
    if let Some(feature) = schema.pointer_mut("/$defs/Feature") {
        dispatch_on_kind(feature);
    }
    schema
}

/// `schema` with the `$id` of the file `name`, so that validators can tell the schemas apart
/// and resolve references inside each.
fn identified(name: &str, mut schema: Value) -> Value {
    if let Value::Object(object) = &mut schema {
        object.insert(
            "$id".to_owned(),
            Value::String(format!("{SCHEMA_ID_BASE}{name}")),
        );
    }
    schema
}

/// The draft 2020-12 schema of `T` with a header naming the command that made it.
/// The schema of the catalog export, as `schema/catalog.schema.json` holds it (without its
/// `$id`).
pub fn catalog_schema() -> Value {
    root_schema::<CatalogExport>()
}

fn root_schema<T: JsonSchema>() -> Value {
    let schema = SchemaSettings::draft2020_12()
        .with_transform(RecursiveTransform(integer_range))
        .into_generator()
        .into_root_schema_for::<T>();
    let mut value = schema.to_value();
    if let Value::Object(object) = &mut value {
        object.insert("$comment".to_owned(), Value::String(SCHEMA_MARK.to_owned()));
    }
    value
}

/// Replaces the integer `format` schemars writes for each Rust integer type (`uint8`, `int32`,
/// …), which is not one of JSON Schema's formats and which strict validators such as ajv
/// refuse, with the type's range as `minimum` and `maximum`, keeping any narrower bound.
fn integer_range(schema: &mut Schema) {
    let Some(format) = schema.get("format").and_then(Value::as_str) else {
        return;
    };
    let Some((low, high)) = integer_format_range(format) else {
        return;
    };
    schema.remove("format");
    let narrower = |bound: Option<&Value>, limit: i128, keep: fn(i128, i128) -> i128| {
        let bound = bound.and_then(Value::as_i64).map(i128::from);
        bound.map_or(limit, |bound| keep(bound, limit))
    };
    let minimum = narrower(schema.get("minimum"), low, i128::max);
    let maximum = narrower(schema.get("maximum"), high, i128::min);
    schema.insert("minimum".to_owned(), json!(minimum));
    schema.insert("maximum".to_owned(), json!(maximum));
}

/// The smallest and largest value of the Rust integer type schemars names by `format`.
fn integer_format_range(format: &str) -> Option<(i128, i128)> {
    Some(match format {
        "int8" => (i8::MIN.into(), i8::MAX.into()),
        "uint8" => (0, u8::MAX.into()),
        "int16" => (i16::MIN.into(), i16::MAX.into()),
        "uint16" => (0, u16::MAX.into()),
        "int32" => (i32::MIN.into(), i32::MAX.into()),
        "uint32" => (0, u32::MAX.into()),
        "int64" | "int" => (i64::MIN.into(), i64::MAX.into()),
        "uint64" | "uint" => (0, u64::MAX.into()),
        _ => return None,
    })
}

/// Rewrites the `oneOf` schemars gives an internally tagged enum into a dispatch on the tag:
/// the tag must be one of the known kinds, and the object is checked against that kind's
/// schema only, so a problem inside a feature is reported once, in plain words.
fn dispatch_on_kind(schema: &mut Value) {
    let Some(variants) = schema.get("oneOf").and_then(Value::as_array).cloned() else {
        return;
    };
    let mut kinds = Vec::new();
    let mut branches = Vec::new();
    for mut variant in variants {
        let Some(kind) = variant.pointer("/properties/kind/const").cloned() else {
            return;
        };
        if let Some(tag) = variant.pointer_mut("/properties/kind") {
            tag["description"] = Value::String(format!(
                "What kind of feature this is: `{}`.",
                kind.as_str().unwrap_or_default()
            ));
        }
        let description = variant.get("description").cloned().unwrap_or(Value::Null);
        kinds.push(json!({ "const": kind, "description": description }));
        branches.push(json!({
            "if": { "properties": { "kind": { "const": kind } }, "required": ["kind"] },
            "then": variant,
        }));
    }
    let description = schema.get("description").cloned().unwrap_or(Value::Null);
    *schema = json!({
        "description": description,
        "type": "object",
        "properties": {
            "kind": { "description": "What kind of feature this is.", "oneOf": kinds }
        },
        "required": ["kind"],
        "allOf": branches,
    });
}
