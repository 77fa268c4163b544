//! Laying out Rust expressions the way rustfmt does, for the subset the generated tables use:
//! paths and literals, calls, borrowed arrays and struct literals.
//!
//! The widths are rustfmt's defaults (`max_width = 100` and the "small heuristics"), so the
//! generated module is already formatted and `cargo fmt --check` leaves it alone.

/// The longest line rustfmt allows.
const MAX_WIDTH: usize = 100;
/// The widest argument list rustfmt keeps on the line of its call.
const CALL_WIDTH: usize = 60;
/// The widest array rustfmt keeps on one line.
const ARRAY_WIDTH: usize = 60;
/// The widest struct literal body rustfmt keeps on one line.
const STRUCT_WIDTH: usize = 18;
/// The longest element of an array that rustfmt packs several to a line when it must wrap.
const SHORT_ELEMENT_WIDTH: usize = 10;
/// One level of indentation.
const INDENT: usize = 4;

/// A Rust expression to lay out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Expr {
    /// A literal or a path, written as is. `simple` is rustfmt's notion: a literal or a path of
    /// one segment, which may be packed several to a line in a wrapped array.
    Atom {
        /// The text of the literal or path.
        text: String,
        /// Whether rustfmt counts it as a simple expression.
        simple: bool,
    },
    /// A call of a function or tuple variant, such as `Cow::Borrowed(…)` or `Some(…)`.
    Call(&'static str, Vec<Expr>),
    /// A borrowed array literal, `&[…]`.
    Array(Vec<Expr>),
    /// A struct literal or struct variant, such as `Tile { … }`, with its fields in order.
    Struct(&'static str, Vec<(&'static str, Expr)>),
}

impl Expr {
    /// A path such as `EdgePosition::NL`.
    pub fn path(text: impl Into<String>) -> Expr {
        let text = text.into();
        let simple = !text.contains("::");
        Expr::Atom { text, simple }
    }

    /// A literal such as `3` or `"flier-A"`.
    pub fn literal(text: impl Into<String>) -> Expr {
        Expr::Atom {
            text: text.into(),
            simple: true,
        }
    }

    /// The expression on a single line, if it has a one-line form within rustfmt's widths.
    fn one_line(&self) -> Option<String> {
        match self {
            Expr::Atom { text, .. } => Some(text.clone()),
            Expr::Call(name, args) => {
                let args = one_line_list(args)?;
                (width(&args) <= CALL_WIDTH).then(|| format!("{name}({args})"))
            }
            Expr::Array(items) => {
                let items = one_line_list(items)?;
                (width(&items) <= ARRAY_WIDTH).then(|| format!("&[{items}]"))
            }
            Expr::Struct(name, fields) => {
                let body = fields
                    .iter()
                    .map(|(field, value)| Some(format!("{field}: {}", value.one_line()?)))
                    .collect::<Option<Vec<_>>>()?
                    .join(", ");
                (width(&body) <= STRUCT_WIDTH).then(|| format!("{name} {{ {body} }}"))
            }
        }
    }

    /// Writes the expression into `out`, whose current line holds `used` columns already, at
    /// block indentation `indent`; `tail` columns follow the expression on its last line.
    pub fn write(&self, out: &mut String, indent: usize, used: usize, tail: usize) {
        if let Some(line) = self.one_line()
            && used + width(&line) + tail <= MAX_WIDTH
        {
            out.push_str(&line);
            return;
        }
        match self {
            Expr::Atom { text, .. } => out.push_str(text),
            Expr::Call(name, args) => {
                out.push_str(name);
                out.push('(');
                match args.as_slice() {
                    [arg @ (Expr::Array(_) | Expr::Struct(..) | Expr::Call(..))] => {
                        arg.write(out, indent, used + width(name) + 1, tail + 1);
                    }
                    _ => write_vertical(out, args.iter().map(|arg| ("", arg)), indent),
                }
                out.push(')');
            }
            Expr::Array(items) => {
                out.push_str("&[");
                let short = items.iter().all(|item| match item {
                    Expr::Atom { text, simple } => *simple && width(text) <= SHORT_ELEMENT_WIDTH,
                    _ => false,
                });
                if let [item @ (Expr::Array(_) | Expr::Struct(..) | Expr::Call(..))] =
                    items.as_slice()
                {
                    item.write(out, indent, used + 2, tail + 1);
                } else if short && items.len() > 1 {
                    write_mixed(out, items, indent);
                } else {
                    write_vertical(out, items.iter().map(|item| ("", item)), indent);
                }
                out.push(']');
            }
            Expr::Struct(name, fields) => {
                out.push_str(name);
                out.push_str(" {");
                write_vertical(
                    out,
                    fields.iter().map(|(field, value)| (*field, value)),
                    indent,
                );
                out.push('}');
            }
        }
    }
}

/// The items joined by `, ` on one line, if each has a one-line form.
fn one_line_list(items: &[Expr]) -> Option<String> {
    Some(
        items
            .iter()
            .map(Expr::one_line)
            .collect::<Option<Vec<_>>>()?
            .join(", "),
    )
}

/// One item per line, one level deeper than `indent`, each followed by a comma; an item with a
/// non-empty label is written `label: value`.
fn write_vertical<'a>(
    out: &mut String,
    items: impl Iterator<Item = (&'a str, &'a Expr)>,
    indent: usize,
) {
    let inner = indent + INDENT;
    for (label, item) in items {
        out.push('\n');
        push_indent(out, inner);
        let mut used = inner;
        if !label.is_empty() {
            out.push_str(label);
            out.push_str(": ");
            used += width(label) + 2;
        }
        item.write(out, inner, used, 1);
        out.push(',');
    }
    out.push('\n');
    push_indent(out, indent);
}

/// A `use` of several names from one path, wrapped like rustfmt wraps it when it is too long.
pub fn use_list(path: &str, names: &[&str]) -> String {
    let line = format!("use {path}::{{{}}};\n", names.join(", "));
    if width(&line) - 1 <= MAX_WIDTH {
        return line;
    }
    let mut out = format!("use {path}::{{");
    let names: Vec<_> = names.iter().map(|name| Expr::path(*name)).collect();
    write_mixed(&mut out, &names, 0);
    out.push_str("};\n");
    out
}

/// Short items packed as many to a line as fit, one level deeper than `indent`.
fn write_mixed(out: &mut String, items: &[Expr], indent: usize) {
    let inner = indent + INDENT;
    let mut used = MAX_WIDTH;
    for item in items {
        let text = item.one_line().unwrap_or_default();
        if used + 1 + width(&text) + 1 > MAX_WIDTH {
            out.push('\n');
            push_indent(out, inner);
            used = inner;
        } else {
            out.push(' ');
            used += 1;
        }
        out.push_str(&text);
        out.push(',');
        used += width(&text) + 1;
    }
    out.push('\n');
    push_indent(out, indent);
}

fn push_indent(out: &mut String, columns: usize) {
    out.extend(std::iter::repeat_n(' ', columns));
}

fn width(text: &str) -> usize {
    text.chars().count()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn laid_out(expr: &Expr) -> String {
        let mut out = String::new();
        expr.write(&mut out, 0, 0, 0);
        out
    }

    #[test]
    fn a_long_use_list_wraps() {
        assert_eq!(
            use_list("crate::model", &["Side", "Tile"]),
            "use crate::model::{Side, Tile};\n"
        );
        let names: Vec<_> = (1..=9).map(|n| format!("Edgeposition{n}")).collect();
        let names: Vec<_> = names.iter().map(String::as_str).collect();
        assert_eq!(
            use_list("crate::model", &names),
            "use crate::model::{\n    Edgeposition1, Edgeposition2, Edgeposition3, Edgeposition4, \
             Edgeposition5, Edgeposition6,\n    Edgeposition7, Edgeposition8, Edgeposition9,\n};\n"
        );
    }

    #[test]
    fn short_forms_stay_on_one_line() {
        let call = Expr::Call("Cow::Borrowed", vec![Expr::literal("\"road\"")]);
        assert_eq!(laid_out(&call), "Cow::Borrowed(\"road\")");
        let array = Expr::Array(vec![
            Expr::path("EdgePosition::S"),
            Expr::path("EdgePosition::W"),
        ]);
        assert_eq!(laid_out(&array), "&[EdgePosition::S, EdgePosition::W]");
    }

    #[test]
    fn wide_forms_wrap_like_rustfmt() {
        let positions = ["WR", "NL", "NR", "EL"].map(|p| Expr::path(format!("EdgePosition::{p}")));
        let call = Expr::Call("Cow::Borrowed", vec![Expr::Array(positions.to_vec())]);
        assert_eq!(
            laid_out(&call),
            "Cow::Borrowed(&[\n    EdgePosition::WR,\n    EdgePosition::NL,\n    \
             EdgePosition::NR,\n    EdgePosition::EL,\n])"
        );
        let flier = Expr::Struct("Flier", vec![("direction", Expr::path("Direction::W"))]);
        assert_eq!(laid_out(&flier), "Flier {\n    direction: Direction::W,\n}");
        let names: Vec<_> = (0..12)
            .map(|n| Expr::path(format!("TILE_{n:02}")))
            .collect();
        assert_eq!(
            laid_out(&Expr::Array(names)),
            "&[\n    TILE_00, TILE_01, TILE_02, TILE_03, TILE_04, TILE_05, TILE_06, TILE_07, \
             TILE_08, TILE_09,\n    TILE_10, TILE_11,\n]"
        );
    }
}
