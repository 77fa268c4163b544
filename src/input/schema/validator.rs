//! Checking parsed data files against the committed schemas, each compiled once per run.

use jsonschema::Validator;
use serde_json::Value;

use crate::input::schema::locate;
use crate::input::schema::{EXPANSION_SCHEMA, SCHEMA_FILES, TILE_SCHEMA};
use crate::input::source::SourceFile;
use crate::shared::diagnostic::{Code, Diagnostic};

/// One committed schema, compiled: data files, boards and the like are checked against it.
#[derive(Debug)]
pub struct Compiled {
    name: &'static str,
    schema: Value,
    validator: Result<Validator, String>,
}

impl Compiled {
    /// Compiles the committed schema named `name`, such as [`crate::input::schema::BOARD_SCHEMA`]; a schema
    /// that cannot be used is reported by [`Compiled::check`].
    pub fn new(name: &'static str) -> Compiled {
        let committed = SCHEMA_FILES.iter().find(|file| file.name == name);
        let schema = committed
            .map(|file| file.committed_json().map_err(|error| error.to_string()))
            .unwrap_or_else(|| Err("no such schema".to_owned()));
        let (schema, validator) = match schema {
            Ok(schema) => {
                let validator =
                    jsonschema::draft202012::new(&schema).map_err(|error| error.to_string());
                (schema, validator)
            }
            Err(error) => (Value::Null, Err(error)),
        };
        Compiled {
            name,
            schema,
            validator,
        }
    }

    /// Checks `document`, the JSON form of the file `source`, against the schema; returns one
    /// located diagnostic per problem, in the order of the file.
    pub fn check(&self, document: &Value, source: &SourceFile) -> Vec<Diagnostic> {
        let validator = match &self.validator {
            Ok(validator) => validator,
            Err(error) => {
                return vec![Diagnostic::error(
                    Code::SchemaViolation,
                    &source.path,
                    format!("schema/{} cannot be used: {error}", self.name),
                )];
            }
        };
        let mut diagnostics: Vec<Diagnostic> = validator
            .iter_errors(document)
            .flat_map(|error| locate::diagnostics(&error, &self.schema, source))
            .collect();
        diagnostics.sort_by(|a, b| {
            let start = |diagnostic: &Diagnostic| diagnostic.span.as_ref().map(|span| span.start);
            start(a)
                .cmp(&start(b))
                .then_with(|| a.message.cmp(&b.message))
        });
        diagnostics.dedup();
        diagnostics
    }
}

/// The schemas of tile files and expansion manifests, compiled once for a validation run.
#[derive(Debug)]
pub struct Validators {
    tile: Compiled,
    expansion: Compiled,
}

impl Default for Validators {
    fn default() -> Validators {
        Validators::new()
    }
}

impl Validators {
    /// Compiles the committed tile and expansion schemas.
    pub fn new() -> Validators {
        Validators {
            tile: Compiled::new(TILE_SCHEMA),
            expansion: Compiled::new(EXPANSION_SCHEMA),
        }
    }

    /// The schema of tile files.
    pub fn tile(&self) -> &Compiled {
        &self.tile
    }

    /// The schema of expansion manifests.
    pub fn expansion(&self) -> &Compiled {
        &self.expansion
    }
}
