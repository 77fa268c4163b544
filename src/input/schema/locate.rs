//! Turning schema errors into diagnostics located in the TOML text: an unknown key at the key,
//! a missing key at the table that lacks it, a wrong or unknown value at the value.

use jsonschema::ValidationError;
use jsonschema::error::{TypeKind, ValidationErrorKind};
use jsonschema::paths::{Location, LocationSegment};
use serde_json::Value;

use crate::input::source::{Pointer, SourceFile, Step};
use crate::shared::diagnostic::{Code, Diagnostic, Fix};

/// The located diagnostics for one schema `error` found in `source`, whose schema is
/// `schema`: one per unknown key of a table, none for a missing key that an unknown key of the
/// same table misspells (the unknown key's diagnostic already names it), one per problem of the
/// only form a `oneOf` or `anyOf` could mean (every bad item of an array in an optional table),
/// else one.
pub fn diagnostics(
    error: &ValidationError<'_>,
    schema: &Value,
    source: &SourceFile,
) -> Vec<Diagnostic> {
    if let ValidationErrorKind::OneOfNotValid { context } | ValidationErrorKind::AnyOf { context } =
        error.kind()
    {
        return no_form_matches(error, context, schema, source);
    }
    if let ValidationErrorKind::Type { .. } = error.kind()
        && keyword_owner(schema, error.schema_path())
            .is_some_and(|owner| owner.get("enum").is_some() || owner.get("const").is_some())
    {
        // The value's own error lists the values allowed, which says the type too.
        return Vec::new();
    }
    if let ValidationErrorKind::AdditionalProperties { unexpected }
    | ValidationErrorKind::UnevaluatedProperties { unexpected } = error.kind()
    {
        let known = known_keys(schema, error.schema_path());
        let absent = absent_keys(&known, error.instance());
        let table = pointer(error.instance_path());
        return unexpected
            .iter()
            .map(|key| unknown_key(key, &table, &known, &absent, source))
            .collect();
    }
    if let ValidationErrorKind::Required { property } = error.kind() {
        let known = known_keys(schema, error.schema_path());
        let absent = absent_keys(&known, error.instance());
        let misspelt = error.instance().as_object().is_some_and(|table| {
            table
                .keys()
                .any(|key| !known.contains(key) && nearest(key, &absent) == property.as_str())
        });
        if misspelt {
            return Vec::new();
        }
    }
    vec![located(error, schema, source)]
}

/// A value matching none of the forms of a `oneOf` or `anyOf` `error`, whose errors per form
/// are `context`: an unknown value when every form is one value, every error of the one form
/// meant when only one could be meant (the others only allow nothing, as for an optional table).
fn no_form_matches(
    error: &ValidationError<'_>,
    context: &[Vec<ValidationError<'static>>],
    schema: &Value,
    source: &SourceFile,
) -> Vec<Diagnostic> {
    let at = At {
        pointer: pointer(error.instance_path()),
        source,
    };
    match alternatives(context) {
        Alternatives::Values(values) => vec![unknown_value(&at, error.instance(), &values)],
        Alternatives::Meant(form) => form
            .iter()
            .flat_map(|inner| diagnostics(inner, schema, source))
            .collect(),
        Alternatives::Other => vec![at.value(
            Code::SchemaViolation,
            format!("{} matches none of the allowed forms", at.pointer.place()),
        )],
    }
}

/// An unknown `key` in the table at `table`, whose known keys are `known`, located at the key;
/// the key suggested in its place, and the fix that renames it, is the nearest of the known
/// keys the table does not hold yet (`absent`), since a key written twice stops the file
/// parsing.
fn unknown_key(
    key: &str,
    table: &Pointer,
    known: &[String],
    absent: &[String],
    source: &SourceFile,
) -> Diagnostic {
    let mut diagnostic = Diagnostic::error(
        Code::UnknownKey,
        &source.path,
        format!("unknown key `{key}` in {}", table.place()),
    );
    let span = source.key_span(&table.key(key));
    if let Some(span) = &span {
        diagnostic = diagnostic.with_span(span.clone());
    }
    match nearest(key, absent) {
        Some(suggestion) => {
            diagnostic = diagnostic.with_help(format!("did you mean `{suggestion}`?"));
            match span {
                Some(span) => diagnostic.with_fix(Fix::new(
                    format!("replace with `{suggestion}`"),
                    span,
                    suggestion,
                )),
                None => diagnostic,
            }
        }
        None if !known.is_empty() => diagnostic.with_help(format!("known keys: {}", quoted(known))),
        None => diagnostic,
    }
}

/// One schema error as one diagnostic, by the kind of error (unknown keys and the forms of a
/// `oneOf` or `anyOf` are taken apart by [`diagnostics`]).
fn located(error: &ValidationError<'_>, schema: &Value, source: &SourceFile) -> Diagnostic {
    let at = At {
        pointer: pointer(error.instance_path()),
        source,
    };
    let instance = error.instance();
    match error.kind() {
        ValidationErrorKind::Required { property } => missing_key(&at, property, schema),
        ValidationErrorKind::Type { kind } => {
            let diagnostic = wrong_type(
                &at,
                kind,
                instance,
                keyword_owner(schema, error.schema_path()),
            );
            match super::shape::example_line(schema, &at.pointer) {
                Some(line) => diagnostic.with_help(format!("write it as `{line}`")),
                None => diagnostic,
            }
        }
        ValidationErrorKind::Enum { options } => unknown_value(
            &at,
            instance,
            options.as_array().map(Vec::as_slice).unwrap_or_default(),
        ),
        ValidationErrorKind::Constant { expected_value } => {
            unknown_value(&at, instance, std::slice::from_ref(expected_value))
        }
        ValidationErrorKind::Pattern { pattern } => pattern_mismatch(&at, pattern, instance),
        ValidationErrorKind::PropertyNames { error: inner } => bad_key_name(&at, inner),
        ValidationErrorKind::Minimum { limit } => {
            out_of_range(&at, "less than the smallest allowed", limit)
        }
        ValidationErrorKind::Maximum { limit } => {
            out_of_range(&at, "more than the largest allowed", limit)
        }
        ValidationErrorKind::MinItems { limit } => too_few(&at, *limit, "entries"),
        ValidationErrorKind::MinProperties { limit } => too_few(&at, *limit, "keys"),
        _ => other_violation(&at, error),
    }
}

/// Where in a file a schema error lies.
struct At<'a> {
    /// The value the error is about.
    pointer: Pointer,
    /// The file.
    source: &'a SourceFile,
}

impl At<'_> {
    /// An error with `code` and `message`, pointing at the value.
    fn value(&self, code: Code, message: String) -> Diagnostic {
        Diagnostic::error(code, &self.source.path, message)
            .with_span(self.source.value_span(&self.pointer))
    }

    /// The value as written in the file.
    fn written(&self) -> &str {
        self.source.written(&self.pointer)
    }

    /// What the value `instance` is, in a message: a number or a date as written (`` `1.0` ``,
    /// `` `nan` ``, which the schema may see as text), else the name of its type.
    fn found(&self, instance: &Value) -> String {
        let quoted = self.written().starts_with(['"', '\'']);
        match instance {
            Value::Number(_) => format!("`{}`", self.written()),
            Value::String(_) if !quoted => format!("`{}`", self.written()),
            other => type_name(other).to_owned(),
        }
    }
}

/// A required key missing from the table at `at`, pointing at the table's header (or at the
/// start of the file for the top-level table).
fn missing_key(at: &At<'_>, property: &Value, schema: &Value) -> Diagnostic {
    let key = property.as_str().unwrap_or_default();
    let line = super::shape::example_line(schema, &at.pointer.key(key))
        .unwrap_or_else(|| format!("{key} = …"));
    let span = if at.pointer == Pointer::root() {
        Some(0..0)
    } else {
        at.source
            .value_span(&at.pointer)
            .map(|span| first_line(&at.source.text, span))
    };
    Diagnostic::error(
        Code::MissingKey,
        &at.source.path,
        format!("missing key `{key}` in {}", at.pointer.place()),
    )
    .with_help(format!("add `{line}`"))
    .with_span(span)
}

/// A value of a type other than the `expected` ones, which the schema object `owner` (holding
/// the `type` keyword) allows; a whole number is worded with the range `owner` allows.
fn wrong_type(
    at: &At<'_>,
    expected: &TypeKind,
    instance: &Value,
    owner: Option<&Value>,
) -> Diagnostic {
    at.value(
        Code::WrongType,
        format!(
            "wrong type for {}: expected {}, found {}",
            at.pointer.place(),
            expected_types(expected, owner),
            at.found(instance)
        ),
    )
}

/// A string that does not match `pattern`; an id says what an id may hold.
fn pattern_mismatch(at: &At<'_>, pattern: &str, instance: &Value) -> Diagnostic {
    let message = if pattern == crate::model::ID_PATTERN {
        format!(
            "`{}` is not a valid id for {}: use 1 to 64 letters, digits, `-` and `_`",
            shown(instance),
            at.pointer.place()
        )
    } else {
        format!(
            "{} `{}` does not match `{pattern}`",
            at.pointer.place(),
            shown(instance)
        )
    };
    at.value(Code::SchemaViolation, message)
}

/// A number beyond a `limit`, `beyond` saying which way; the number as written.
fn out_of_range(at: &At<'_>, beyond: &str, limit: &Value) -> Diagnostic {
    at.value(
        Code::SchemaViolation,
        format!(
            "{} is {}, {beyond}, {limit}",
            at.pointer.place(),
            at.written()
        ),
    )
}

/// An array or table with fewer than `limit` entries, counted in `what`.
fn too_few(at: &At<'_>, limit: u64, what: &str) -> Diagnostic {
    at.value(
        Code::SchemaViolation,
        format!("{} needs at least {limit} {what}", at.pointer.place()),
    )
}

/// Any other schema error, in the validator's words.
fn other_violation(at: &At<'_>, error: &ValidationError<'_>) -> Diagnostic {
    at.value(
        Code::SchemaViolation,
        format!(
            "{}: {}",
            at.pointer.place(),
            crate::input::source::plain_message(&error.to_string())
        ),
    )
}

/// A key of the table at `at` that is not a valid id, pointing at the key.
fn bad_key_name(at: &At<'_>, inner: &ValidationError<'_>) -> Diagnostic {
    let name = inner.instance().as_str().unwrap_or_default().to_owned();
    Diagnostic::error(
        Code::SchemaViolation,
        &at.source.path,
        format!(
            "key `{name}` in {} must be 1 to 64 letters, digits, `-` and `_`",
            at.pointer.place()
        ),
    )
    .with_span(at.source.key_span(&at.pointer.key(&name)))
}

/// The instance location of a schema error as a [`Pointer`].
fn pointer(location: &Location) -> Pointer {
    Pointer(
        location
            .segments()
            .map(|segment| match segment {
                LocationSegment::Property(key) => Step::Key(key.into_owned()),
                LocationSegment::Index(index) => Step::Index(index),
            })
            .collect(),
    )
}

/// A value that is not one of the `allowed` ones (a wrong type when they are strings and it
/// is not written as one).
fn unknown_value(at: &At<'_>, instance: &Value, allowed: &[Value]) -> Diagnostic {
    let allowed_strings = allowed.iter().all(Value::is_string);
    let found = at.found(instance);
    if allowed_strings && found != "string" {
        return at.value(
            Code::WrongType,
            format!(
                "wrong type for {}: expected string, found {found}",
                at.pointer.place()
            ),
        );
    }
    let names: Vec<String> = allowed.iter().map(shown).collect();
    at.value(
        Code::UnknownValue,
        format!(
            "unknown value `{}` for {}",
            shown(instance),
            at.pointer.place()
        ),
    )
    .with_help(format!("allowed values: {}", quoted(&names)))
}

enum Alternatives<'a> {
    /// Every alternative is one allowed value.
    Values(Vec<Value>),
    /// Only one alternative could be meant (the others only allow nothing); its errors.
    Meant(&'a [ValidationError<'static>]),
    /// Anything else.
    Other,
}

fn alternatives<'a>(context: &'a [Vec<ValidationError<'static>>]) -> Alternatives<'a> {
    let mut values = Vec::new();
    let mut meant = Vec::new();
    for branch in context {
        let constants: Vec<&Value> = branch
            .iter()
            .filter_map(|error| match error.kind() {
                ValidationErrorKind::Constant { expected_value } => Some(expected_value.as_ref()),
                _ => None,
            })
            .collect();
        if let [value] = constants.as_slice() {
            values.push((*value).clone());
            continue;
        }
        let only_null = branch.iter().all(|error| {
            matches!(error.kind(), ValidationErrorKind::Type { kind: TypeKind::Single(kind) } if kind.to_string() == "null")
        });
        if !only_null {
            meant.push(branch);
        }
    }
    if meant.is_empty() && !values.is_empty() {
        return Alternatives::Values(values);
    }
    match meant.as_slice() {
        [branch] if values.is_empty() && !branch.is_empty() => Alternatives::Meant(branch),
        _ => Alternatives::Other,
    }
}

/// The keys the schema object holding the failed keyword allows, with those of the kinds it
/// dispatches to.
fn known_keys(schema: &Value, keyword: &Location) -> Vec<String> {
    let Some(object) = keyword_owner(schema, keyword) else {
        return Vec::new();
    };
    let branches = object
        .get("allOf")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter_map(|branch| branch.get("then"));
    let mut keys: Vec<String> = std::iter::once(object)
        .chain(branches)
        .filter_map(|schema| schema.get("properties").and_then(Value::as_object))
        .flat_map(|properties| properties.keys().cloned())
        .collect();
    keys.sort();
    keys.dedup();
    keys
}

/// The keys of `known` that the table `instance` does not hold.
fn absent_keys(known: &[String], instance: &Value) -> Vec<String> {
    known
        .iter()
        .filter(|key| instance.get(key.as_str()).is_none())
        .cloned()
        .collect()
}

/// The schema object holding the failed keyword at `keyword` (a canonical location, which
/// names no `$ref`).
fn keyword_owner<'a>(schema: &'a Value, keyword: &Location) -> Option<&'a Value> {
    let mut segments: Vec<String> = keyword
        .segments()
        .map(|segment| segment.to_string())
        .collect();
    segments.pop();
    let path: String = segments
        .iter()
        .map(|segment| format!("/{segment}"))
        .collect();
    schema.pointer(&path)
}

/// The known key closest to `key` by edit distance (insertions, deletions, substitutions and
/// swaps of two neighbours each count one), if it is close enough to be a typo.
fn nearest<'a>(key: &str, known: &'a [String]) -> Option<&'a str> {
    let length = key.chars().count();
    let allowed = |candidate: &str| (candidate.chars().count() / 3).max(1);
    known
        .iter()
        // The distance is at least the difference in length: skip candidates too far apart
        // before paying for the distance, which costs the product of the lengths.
        .filter(|candidate| length.abs_diff(candidate.chars().count()) <= allowed(candidate))
        .map(|candidate| (strsim::osa_distance(key, candidate), candidate))
        .filter(|(distance, candidate)| *distance <= allowed(candidate))
        .min_by_key(|(distance, _)| *distance)
        .map(|(_, candidate)| candidate.as_str())
}

/// The types of `kind` in words; an integer is a whole number in the range the schema object
/// `owner` allows.
fn expected_types(kind: &TypeKind, owner: Option<&Value>) -> String {
    let name = |kind: &str| match kind {
        "integer" => whole_number(owner),
        other => json_type_name(other).to_owned(),
    };
    let names: Vec<String> = match kind {
        TypeKind::Single(kind) => vec![name(kind.as_str())],
        TypeKind::Multiple(kinds) => kinds.iter().map(|kind| name(kind.as_str())).collect(),
    };
    names.join(" or ")
}

/// A whole number with the `minimum` and `maximum` of the schema object `owner`, in words: `a
/// whole number from 0 to 255`.
fn whole_number(owner: Option<&Value>) -> String {
    let limit = |keyword: &str| owner.and_then(|owner| owner.get(keyword));
    match (limit("minimum"), limit("maximum")) {
        (Some(minimum), Some(maximum)) => format!("a whole number from {minimum} to {maximum}"),
        (Some(minimum), None) => format!("a whole number of at least {minimum}"),
        (None, Some(maximum)) => format!("a whole number of at most {maximum}"),
        (None, None) => "a whole number".to_owned(),
    }
}

/// The TOML name of a JSON type.
fn json_type_name(name: &str) -> &'static str {
    match name {
        "object" => "table",
        "array" => "array",
        "string" => "string",
        "integer" => "integer",
        "number" => "number",
        "boolean" => "boolean",
        _ => "nothing",
    }
}

fn type_name(value: &Value) -> &'static str {
    match value {
        Value::Object(_) => "table",
        Value::Array(_) => "array",
        Value::String(_) => "string",
        Value::Number(number) if number.is_f64() => "float",
        Value::Number(_) => "integer",
        Value::Bool(_) => "boolean",
        Value::Null => "nothing",
    }
}

fn shown(value: &Value) -> String {
    match value {
        Value::String(text) => text.clone(),
        other => other.to_string(),
    }
}

fn quoted(names: &[String]) -> String {
    names
        .iter()
        .map(|name| format!("`{name}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `span` cut to its first line, so a table is shown by its header.
fn first_line(text: &str, span: std::ops::Range<usize>) -> std::ops::Range<usize> {
    let line_end = text
        .get(span.clone())
        .and_then(|inside| inside.find('\n'))
        .map_or(span.end, |newline| span.start + newline);
    let end = if line_end > span.start && text.as_bytes().get(line_end - 1) == Some(&b'\r') {
        line_end - 1
    } else {
        line_end
    };
    span.start..end
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nearest_suggests_only_close_keys() {
        let known = vec![
            "counts".to_owned(),
            "edges".to_owned(),
            "features".to_owned(),
        ];
        assert_eq!(nearest("egdes", &known), Some("edges"));
        assert_eq!(nearest("edgse", &known), Some("edges"));
        assert_eq!(nearest("count", &known), Some("counts"));
        assert_eq!(nearest("colour", &known), None);
        assert_eq!(nearest("id", &["kind".to_owned()]), None);
    }
}
