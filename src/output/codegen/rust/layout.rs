//! Rust items written straight out as text, in the layout prettyplease gives them, without a
//! syntax tree: each group (a call's arguments, an array, a struct literal) goes on one line
//! when it fits and is broken into one element a line when it does not.
//!
//! The rules are prettyplease's (0.2) for the few kinds of expression the tables hold:
//!
//! - A line ends by column 89, or 60 columns after its indentation when that is deeper.
//! - A group fits when its text on one line, and the text after it up to the next place a line
//!   may break (closing brackets and a comma), ends by the end of the line.
//! - A struct literal wider than 34 columns on one line is always broken, and so is every group
//!   around it.
//! - A broken group puts each element on a line of its own, one step (four columns) deeper
//!   than the group, each followed by a comma, and its closing bracket on a line of its own.
//! - A call whose only argument is a struct literal opens the struct straight after `(`.
//! - An array of integers that does not fit fills its lines, breaking only before an element
//!   that would end past the end of the line; so does the list of a `use`.
//!
//! Widths are counted in bytes, as prettyplease counts them. `tests/toolkit/tables.rs` checks that
//! prettyplease leaves the generated text as it is.

use std::fmt::{self, Write};

/// The column a line should end by.
const MARGIN: usize = 89;
/// The least room a line is given after its indentation.
const MIN_SPACE: usize = 60;
/// One step of indentation.
const INDENT: usize = 4;
/// The widest struct literal (without its closing brace) written on one line.
const STRUCT_WIDTH: usize = 34;

/// Something written as a Rust expression.
pub(super) trait Expression {
    /// Writes the expression at the writer's position.
    fn write(&self, rust: &mut Writer);

    /// What kind of expression it is, which decides how calls and arrays around it are laid out.
    fn kind(&self) -> Kind {
        Kind::Other
    }
}

/// The kinds of expression laid out differently where they stand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Kind {
    /// A struct literal, written straight after the `(` of a call.
    Struct,
    /// An integer literal: an array of nothing else fills its lines.
    Integer,
    /// Anything else.
    Other,
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

/// What is known of a group while it is measured on one line.
#[derive(Debug)]
struct Measure {
    /// How long the text may grow with the group still fitting.
    end: usize,
    /// Whether a struct literal too wide for one line was written.
    too_wide: bool,
}

/// Rust source being written, with what the layout needs to know about the current line.
#[derive(Debug, Default)]
pub(super) struct Writer {
    text: String,
    /// Where the current line starts in `text`.
    line_start: usize,
    /// The indentation of the current line.
    line_indent: usize,
    /// The indentation of a line broken inside the innermost broken group.
    indent: usize,
    /// The width of the text after the expression being written, up to the next place a line
    /// may break.
    trailing: usize,
    /// The group being measured on one line, if one is.
    measuring: Option<Measure>,
    /// The model types named, for the module's `use` list, each once.
    types: Vec<&'static str>,
}

impl Writer {
    /// A writer with room for about `capacity` bytes.
    pub(super) fn with_capacity(capacity: usize) -> Writer {
        Writer {
            text: String::with_capacity(capacity),
            ..Writer::default()
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
        self.line_start = self.text.len();
        self.line_indent = 0;
    }

    /// Ends the line; the next one starts without indentation.
    pub(super) fn end_line(&mut self) {
        self.newline(0);
    }

    /// A documented `pub` item, `pub <keyword> <name>: <ty> = <value>;`, on lines of its own.
    pub(super) fn item(
        &mut self,
        doc: &str,
        keyword: &str,
        name: &str,
        ty: &str,
        value: &dyn Expression,
    ) {
        self.word("///");
        self.word(doc.trim_end_matches(' '));
        self.end_line();
        let _ = write!(self.text, "pub {keyword} {name}: {ty} = ");
        self.trailing = 1;
        value.write(self);
        self.trailing = 0;
        self.word(";");
        self.end_line();
    }

    /// A `use` of `names` from `path`, such as `use crate::model::{Tile, Expansion};`, on lines
    /// of its own; `names` are at least two.
    pub(super) fn use_list(&mut self, path: &str, names: &[Name]) {
        let _ = write!(self.text, "use {path}::");
        self.trailing = 1;
        self.fill("{", names, "}");
        self.trailing = 0;
        self.word(";");
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
        self.text.push_str(itoa::Buffer::new().format(value));
    }

    /// A string literal, escaped as [`crate::shared::escape::rust_string`] escapes one.
    pub(super) fn string(&mut self, value: &str) {
        crate::shared::escape::rust_string(&mut self.text, value);
    }

    /// The call `function(argument)`.
    pub(super) fn call(&mut self, function: &str, argument: &dyn Expression) {
        if argument.kind() == Kind::Struct {
            self.word(function);
            self.word("(");
            self.trailing += 1;
            argument.write(self);
            self.trailing -= 1;
            self.word(")");
        } else {
            self.group(
                |rust| {
                    rust.word(function);
                    rust.word("(");
                    argument.write(rust);
                    rust.word(")");
                },
                |rust| {
                    rust.word(function);
                    rust.word("(");
                    rust.one_per_line(&[argument]);
                    rust.word(")");
                },
            );
        }
    }

    /// The struct literal `path { field: value, … }`, of a model type or of a variant of one
    /// (`Feature::Road`); the type is noted for the `use` list.
    pub(super) fn structure(&mut self, path: &'static str, fields: &[Field]) {
        debug_assert!(!fields.is_empty(), "the model's structs have fields");
        self.uses(path.split_once(':').map_or(path, |(ty, _)| ty));
        self.group(
            |rust| {
                let start = rust.text.len();
                rust.word(path);
                rust.word(" { ");
                for (index, field) in fields.iter().enumerate() {
                    if index > 0 {
                        rust.word(", ");
                    }
                    field.write(rust);
                }
                rust.word(" ");
                let width = rust.text.len() - start;
                if let Some(measure) = &mut rust.measuring {
                    measure.too_wide |= width > STRUCT_WIDTH;
                }
                rust.word("}");
            },
            |rust| {
                rust.word(path);
                rust.word(" {");
                rust.one_per_line(fields);
                rust.word("}");
            },
        );
    }

    /// An array of integers, `[…]`, filling its lines when it does not fit on one.
    pub(super) fn integers<T: Expression>(&mut self, elements: &[T]) {
        debug_assert!(
            elements
                .iter()
                .all(|element| element.kind() == Kind::Integer)
        );
        self.fill("[", elements, "]");
    }

    /// A reference to an array of `elements`, `&[…]`.
    pub(super) fn slice<T: Expression>(&mut self, elements: &[T]) {
        if elements.is_empty() {
            self.word("&[]");
        } else if elements
            .iter()
            .all(|element| element.kind() == Kind::Integer)
        {
            self.word("&");
            self.fill("[", elements, "]");
        } else {
            self.group(
                |rust| {
                    rust.word("&[");
                    rust.separated(elements);
                    rust.word("]");
                },
                |rust| {
                    rust.word("&[");
                    rust.one_per_line(elements);
                    rust.word("]");
                },
            );
        }
    }

    /// `elements` between `open` and `close`, on one line when they fit and otherwise filling
    /// lines one step deeper.
    fn fill<T: Expression>(&mut self, open: &str, elements: &[T], close: &str) {
        self.group(
            |rust| {
                rust.word(open);
                rust.separated(elements);
                rust.word(close);
            },
            |rust| {
                rust.word(open);
                let (outer, after) = (rust.indent, rust.trailing);
                rust.indent += INDENT;
                rust.newline(rust.indent);
                for (index, element) in elements.iter().enumerate() {
                    if index > 0 {
                        rust.word(",");
                        let room = rust.room();
                        let start = rust.text.len();
                        rust.word(" ");
                        element.write(rust);
                        let comma = usize::from(index + 1 < elements.len());
                        if (rust.text.len() - start + comma) as isize > room {
                            rust.text.truncate(start);
                            rust.newline(rust.indent);
                            element.write(rust);
                        }
                    } else {
                        element.write(rust);
                    }
                }
                rust.word(",");
                (rust.indent, rust.trailing) = (outer, after);
                rust.newline(outer);
                rust.word(close);
            },
        );
    }

    /// Whether the group being measured, if one is, can no longer fit on its line: what is
    /// written after that of it need not be.
    fn overflowed(&self) -> bool {
        self.measuring
            .as_ref()
            .is_some_and(|measure| measure.too_wide || self.text.len() > measure.end)
    }

    /// Writes a group: by `flat` on one line when that fits, otherwise by `broken`.
    fn group(&mut self, flat: impl FnOnce(&mut Writer), broken: impl FnOnce(&mut Writer)) {
        if self.measuring.is_some() {
            if !self.overflowed() {
                flat(self);
            }
            return;
        }
        let start = self.text.len();
        let room = self.room() - self.trailing as isize;
        let fits = room >= 0 && {
            self.measuring = Some(Measure {
                end: start + room as usize,
                too_wide: false,
            });
            flat(self);
            let measure = self.measuring.take().expect("a group is being measured");
            !measure.too_wide && self.text.len() <= measure.end
        };
        if !fits {
            self.text.truncate(start);
            broken(self);
        }
    }

    /// `elements` on one line, separated by `, `; when measuring, only until the line is too
    /// long.
    fn separated<T: Expression>(&mut self, elements: &[T]) {
        for (index, element) in elements.iter().enumerate() {
            if self.overflowed() {
                return;
            }
            if index > 0 {
                self.word(", ");
            }
            element.write(self);
        }
    }

    /// `elements` one a line, each followed by a comma, one step deeper than the group, then a
    /// line break back to the group's indentation.
    fn one_per_line<T: Expression>(&mut self, elements: &[T]) {
        let (outer, after) = (self.indent, self.trailing);
        self.indent += INDENT;
        for (index, element) in elements.iter().enumerate() {
            self.newline(self.indent);
            // A comma follows every element but the last before the next place to break; the
            // last one's comma is written only because the line breaks there.
            self.trailing = usize::from(index + 1 < elements.len());
            element.write(self);
            self.word(",");
        }
        (self.indent, self.trailing) = (outer, after);
        self.newline(outer);
    }

    /// Starts a new line indented by `indent` columns.
    fn newline(&mut self, indent: usize) {
        self.text.push('\n');
        self.line_start = self.text.len();
        self.line_indent = indent;
        const SPACES: &str = "                                ";
        let mut left = indent;
        while left > 0 {
            let spaces = left.min(SPACES.len());
            self.text.push_str(&SPACES[..spaces]);
            left -= spaces;
        }
    }

    /// The columns left on the current line; negative when it is already too long.
    fn room(&self) -> isize {
        let end = MARGIN.max(self.line_indent + MIN_SPACE);
        end as isize - (self.text.len() - self.line_start) as isize
    }
}

impl<T: Expression + ?Sized> Expression for &T {
    fn write(&self, rust: &mut Writer) {
        (**self).write(rust);
    }

    fn kind(&self) -> Kind {
        (**self).kind()
    }
}

impl Expression for Field<'_> {
    fn write(&self, rust: &mut Writer) {
        rust.word(self.0);
        rust.word(": ");
        self.1.write(rust);
    }
}
