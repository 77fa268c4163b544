//! Rust items written out as plain text, each group (a call's arguments, an array, a struct
//! literal) on one line, and laid out by prettyplease ([`lay_out`]) one item at a time, so that
//! only one item's syntax tree is ever held: the layout is prettyplease's own, as
//! `tests/tables.rs` checks.

use std::fmt::{self, Write};

/// Something written as a Rust expression.
pub(super) trait Expression {
    /// Writes the expression at the writer's position.
    fn write(&self, rust: &mut Writer);
}

/// One field of a struct literal: its name and its value.
pub(super) struct Field<'a>(pub &'static str, pub &'a dyn Expression);

/// A name written as it is: a constant, a type or a keyword.
pub(super) struct Name<'a>(pub &'a str);

impl Expression for Name<'_> {
    fn write(&self, rust: &mut Writer) {
        rust.word(self.0);
    }
}

/// A reference to an array, `&[…]`.
pub(super) struct Slice<'a, T>(pub &'a [T]);

impl<T: Expression> Expression for Slice<'_, T> {
    fn write(&self, rust: &mut Writer) {
        rust.slice(self.0);
    }
}

/// Rust source being written, and the model types it names.
#[derive(Debug, Default)]
pub(super) struct Writer {
    text: String,
    /// The model types named, for the module's `use` list, each once.
    types: Vec<&'static str>,
}

impl Writer {
    /// A writer with room for about `capacity` bytes.
    pub(super) fn with_capacity(capacity: usize) -> Writer {
        Writer {
            text: String::with_capacity(capacity),
            types: Vec::new(),
        }
    }

    /// The text written, and the model types it names, each once.
    pub(super) fn finish(self) -> (String, Vec<&'static str>) {
        (self.text, self.types)
    }

    /// Writes `text` as it is; it holds no line break.
    pub(super) fn word(&mut self, text: &str) {
        self.text.push_str(text);
    }

    /// Writes whole lines as they are; `lines` is empty or ends with a line break.
    pub(super) fn lines(&mut self, lines: &str) {
        debug_assert!(lines.is_empty() || lines.ends_with('\n'));
        self.text.push_str(lines);
    }

    /// Ends the line.
    pub(super) fn end_line(&mut self) {
        self.text.push('\n');
    }

    /// A documented `pub` item, `pub <keyword> <name>: <ty> = <value>;`, on lines of its own,
    /// laid out by prettyplease.
    pub(super) fn item(
        &mut self,
        doc: &str,
        keyword: &str,
        name: &str,
        ty: &str,
        value: &dyn Expression,
    ) {
        let start = self.text.len();
        self.word("///");
        self.word(doc.trim_end_matches(' '));
        self.end_line();
        let _ = write!(self.text, "pub {keyword} {name}: {ty} = ");
        value.write(self);
        self.word(";");
        self.end_line();
        let flat = self.text.split_off(start);
        self.text.push_str(&lay_out(flat));
    }

    /// A `use` of `names` from `path`, such as `use crate::model::{Tile, Expansion};`, on a
    /// line of its own.
    pub(super) fn use_list(&mut self, path: &str, names: &[Name]) {
        let _ = write!(self.text, "use {path}::{{");
        self.separated(names);
        self.word("};");
        self.end_line();
    }

    /// Notes the model type `ty` for the `use` list.
    pub(super) fn uses(&mut self, ty: &'static str) {
        if !self.types.contains(&ty) {
            self.types.push(ty);
        }
    }

    /// A variant of the model enum `ty`, such as `Direction::N`; the type is noted for the
    /// `use` list.
    pub(super) fn variant(&mut self, ty: &'static str, variant: impl fmt::Display) {
        self.uses(ty);
        let _ = write!(self.text, "{ty}::{variant}");
    }

    /// An integer literal.
    pub(super) fn integer(&mut self, value: u64) {
        let _ = write!(self.text, "{value}");
    }

    /// A string literal, escaped as proc-macro2 escapes one: `\0` (or `\x00` before a digit
    /// that would make it octal-looking), a quote left as it is, and everything else as
    /// [`char::escape_debug`] writes it (which leaves printable ASCII other than `"` and `\`
    /// as it is).
    pub(super) fn string(&mut self, value: &str) {
        self.text.push('"');
        let mut rest = value;
        while let Some((at, c)) = rest
            .char_indices()
            .find(|&(_, c)| !matches!(c, ' '..='~') || c == '"' || c == '\\')
        {
            self.text.push_str(&rest[..at]);
            rest = &rest[at + c.len_utf8()..];
            match c {
                '\0' if rest.starts_with(|next: char| next.is_digit(8)) => {
                    self.text.push_str(r"\x00");
                }
                '\0' => self.text.push_str(r"\0"),
                c => self.text.extend(c.escape_debug()),
            }
        }
        self.text.push_str(rest);
        self.text.push('"');
    }

    /// The call `function(argument)`.
    pub(super) fn call(&mut self, function: &str, argument: &dyn Expression) {
        self.word(function);
        self.word("(");
        argument.write(self);
        self.word(")");
    }

    /// The struct literal `path { field: value, … }`, of a model type or of a variant of one
    /// (`Feature::Road`); the type is noted for the `use` list.
    pub(super) fn structure(&mut self, path: &'static str, fields: &[Field]) {
        self.uses(path.split_once(':').map_or(path, |(ty, _)| ty));
        self.word(path);
        self.word(" { ");
        self.separated(fields);
        self.word(" }");
    }

    /// A reference to an array of `elements`, `&[…]`.
    pub(super) fn slice<T: Expression>(&mut self, elements: &[T]) {
        self.word("&[");
        self.separated(elements);
        self.word("]");
    }

    /// `elements` on one line, separated by `, `.
    fn separated<T: Expression>(&mut self, elements: &[T]) {
        for (index, element) in elements.iter().enumerate() {
            if index > 0 {
                self.word(", ");
            }
            element.write(self);
        }
    }
}

/// `text`, Rust items, laid out by prettyplease. The text is Rust whatever the catalog holds
/// (every string is escaped); were it not, it is kept as it is, for the compiler to point at.
pub(super) fn lay_out(text: String) -> String {
    match syn::parse_file(&text) {
        Ok(file) => prettyplease::unparse(&file),
        Err(_) => text,
    }
}

impl<T: Expression + ?Sized> Expression for &T {
    fn write(&self, rust: &mut Writer) {
        (**self).write(rust);
    }
}

impl Expression for Field<'_> {
    fn write(&self, rust: &mut Writer) {
        rust.word(self.0);
        rust.word(": ");
        self.1.write(rust);
    }
}
