//! How the JSON outputs are laid out: pretty, with each array or object of plain values (a
//! point, `[0.5, 0.25]`, or `{"x": 32.0, "y": 16.0}`) on one line where it fits, so that the
//! features' shapes take a line a point instead of a line a number.

use std::cell::RefCell;
use std::io;

use serde::Serialize;
use serde_json::ser::Formatter;

/// The widest an array or object of plain values is when [`folded`] puts it on one line.
pub const FOLDED_WIDTH: usize = 100;

/// The indent of each level, as `serde_json` writes pretty JSON.
const INDENT: usize = 2;

/// `value` as pretty JSON (as `serde_json` writes it, two spaces a level) with each array or
/// object that holds no other on one line where it fits in [`FOLDED_WIDTH`].
///
/// ```
/// let text = tilecat::json::folded(&serde_json::json!({"shape": [[0.5, 1.0]]})).unwrap();
/// assert_eq!(text, "{\n  \"shape\": [\n    [0.5, 1.0]\n  ]\n}");
/// ```
pub fn folded<T: Serialize + ?Sized>(value: &T) -> serde_json::Result<String> {
    let folding = Folding::default();
    value.serialize(&mut serde_json::Serializer::with_formatter(
        folding.sink(),
        folding.formatter(),
    ))?;
    Ok(folding.finish())
}

/// The folded text of one document as it is written: [`Folding::formatter`] lays out the
/// arrays and objects, and [`Folding::sink`] takes what `serde_json` writes of the values
/// between them, both into the same text. Each array or object is written on one line as long
/// as it holds no other and fits; the one that does not is laid out again, a value a line, so
/// nothing is written twice but the innermost array or object, at most [`FOLDED_WIDTH`] long.
///
/// ```
/// use tilecat::json::Folding;
/// let folding = Folding::default();
/// let mut serializer = serde_json::Serializer::with_formatter(folding.sink(), folding.formatter());
/// serde::Serialize::serialize(&[[1, 2]], &mut serializer).unwrap();
/// assert_eq!(folding.finish(), "[\n  [1, 2]\n]");
/// ```
#[derive(Debug, Default)]
pub struct Folding {
    layout: RefCell<Layout>,
}

impl Folding {
    /// The formatter that lays out this document's arrays and objects.
    pub fn formatter(&self) -> FoldingFormatter<'_> {
        FoldingFormatter(&self.layout)
    }

    /// Where `serde_json` writes this document's values.
    pub fn sink(&self) -> FoldingSink<'_> {
        FoldingSink(&self.layout)
    }

    /// The whole folded text.
    pub fn finish(self) -> String {
        let text = self.layout.into_inner().text;
        String::from_utf8(text).expect("serde_json writes UTF-8 and the layout only ASCII")
    }
}

/// Where [`Folding`] writes: the text so far, and its open arrays and objects.
#[derive(Debug, Default)]
struct Layout {
    text: Vec<u8>,
    /// Where each open array or object starts in `text`; only the innermost may still be on
    /// one line, as every other holds one.
    open: Vec<usize>,
    /// Whether the innermost open array or object is still on one line.
    on_one_line: bool,
    /// Where each of its values starts while it is on one line.
    values: Vec<usize>,
}

impl Layout {
    /// A line break and the indent of the values of the innermost open array or object, or of
    /// its closing mark (`closing`).
    fn new_line(&mut self, closing: bool) {
        self.text.push(b'\n');
        let depth = self.open.len() - usize::from(closing);
        self.text.extend(std::iter::repeat_n(b' ', INDENT * depth));
    }

    /// Lays out the innermost open array or object, which was on one line, a value a line.
    fn unfold(&mut self) {
        if !std::mem::replace(&mut self.on_one_line, false) {
            return;
        }
        let Some(&start) = self.open.last() else {
            return;
        };
        let line = self.text.split_off(start + 1);
        let mut values = std::mem::take(&mut self.values);
        values.push(start + 1 + line.len() + ", ".len());
        for (index, pair) in values.windows(2).enumerate() {
            if index > 0 {
                self.text.push(b',');
            }
            self.new_line(false);
            let (from, to) = (pair[0] - start - 1, pair[1] - start - 1 - ", ".len());
            self.text.extend_from_slice(&line[from..to]);
        }
        values.clear();
        self.values = values;
    }

    fn begin(&mut self, mark: u8) {
        // The array or object around it holds another now.
        self.unfold();
        self.open.push(self.text.len());
        self.text.push(mark);
        self.on_one_line = true;
    }

    fn begin_value(&mut self, first: bool) {
        if self.on_one_line
            && let Some(&start) = self.open.last()
            && self.text.len() + ", ]".len() - start > FOLDED_WIDTH
        {
            self.unfold();
        }
        if self.on_one_line {
            if !first {
                self.text.extend_from_slice(b", ");
            }
            self.values.push(self.text.len());
        } else {
            if !first {
                self.text.push(b',');
            }
            self.new_line(false);
        }
    }

    fn end(&mut self, mark: u8) {
        let Some(&start) = self.open.last() else {
            return;
        };
        if self.on_one_line && self.text.len() + 1 - start > FOLDED_WIDTH {
            self.unfold();
        }
        // An empty array or object, or one on one line, closes where it is.
        if !self.on_one_line && self.text.len() > start + 1 {
            self.new_line(true);
        }
        self.text.push(mark);
        self.open.pop();
        self.values.clear();
        // Whatever was around it holds it, and so is laid out a value a line.
        self.on_one_line = false;
    }
}

/// The formatter of a [`Folding`]: pretty JSON, each array or object that holds no other on one
/// line where it fits.
#[derive(Debug)]
pub struct FoldingFormatter<'a>(&'a RefCell<Layout>);

/// Where `serde_json` writes the values of a [`Folding`].
#[derive(Debug)]
pub struct FoldingSink<'a>(&'a RefCell<Layout>);

impl io::Write for FoldingSink<'_> {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.0.borrow_mut().text.extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn write_all(&mut self, bytes: &[u8]) -> io::Result<()> {
        self.0.borrow_mut().text.extend_from_slice(bytes);
        Ok(())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

// The ends of values and keys write nothing: the trait's own methods do that.
impl Formatter for FoldingFormatter<'_> {
    fn begin_array<W: ?Sized + io::Write>(&mut self, _: &mut W) -> io::Result<()> {
        self.0.borrow_mut().begin(b'[');
        Ok(())
    }

    fn end_array<W: ?Sized + io::Write>(&mut self, _: &mut W) -> io::Result<()> {
        self.0.borrow_mut().end(b']');
        Ok(())
    }

    fn begin_array_value<W: ?Sized + io::Write>(
        &mut self,
        _: &mut W,
        first: bool,
    ) -> io::Result<()> {
        self.0.borrow_mut().begin_value(first);
        Ok(())
    }

    fn begin_object<W: ?Sized + io::Write>(&mut self, _: &mut W) -> io::Result<()> {
        self.0.borrow_mut().begin(b'{');
        Ok(())
    }

    fn end_object<W: ?Sized + io::Write>(&mut self, _: &mut W) -> io::Result<()> {
        self.0.borrow_mut().end(b'}');
        Ok(())
    }

    fn begin_object_key<W: ?Sized + io::Write>(
        &mut self,
        _: &mut W,
        first: bool,
    ) -> io::Result<()> {
        self.0.borrow_mut().begin_value(first);
        Ok(())
    }

    fn begin_object_value<W: ?Sized + io::Write>(&mut self, _: &mut W) -> io::Result<()> {
        self.0.borrow_mut().text.extend_from_slice(b": ");
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::{FOLDED_WIDTH, INDENT, folded};
    use serde_json::{Value, json};

    /// The folded layout, worked out from the whole value at once: what the folding, which
    /// writes as it goes, must make.
    fn laid_out(value: &Value, depth: usize) -> String {
        let (open, close, entries, nested): (_, _, Vec<String>, bool) = match value {
            Value::Array(values) => (
                '[',
                ']',
                values
                    .iter()
                    .map(|value| laid_out(value, depth + 1))
                    .collect(),
                values
                    .iter()
                    .any(|value| value.is_array() || value.is_object()),
            ),
            Value::Object(fields) => (
                '{',
                '}',
                fields
                    .iter()
                    .map(|(key, value)| {
                        format!(
                            "{}: {}",
                            Value::from(key.as_str()),
                            laid_out(value, depth + 1)
                        )
                    })
                    .collect(),
                fields
                    .values()
                    .any(|value| value.is_array() || value.is_object()),
            ),
            plain => return plain.to_string(),
        };
        let line = format!("{open}{}{close}", entries.join(", "));
        if entries.is_empty() || (!nested && line.len() <= FOLDED_WIDTH) {
            return line;
        }
        let indent = " ".repeat(INDENT * (depth + 1));
        let inner = entries
            .iter()
            .map(|entry| format!("{indent}{entry}"))
            .collect::<Vec<_>>()
            .join(",\n");
        format!("{open}\n{inner}\n{}{close}", " ".repeat(INDENT * depth))
    }

    #[test]
    fn folding_puts_plain_arrays_and_objects_on_one_line_where_they_fit() {
        let value = json!({
            "point": [0.5, 0.25],
            "at": { "x": 32.0, "y": "a \"[quoted]\" {brace}" },
            "rings": [[[0, 1], [2, 3]]],
            "empty": [],
            "nested_empty": [[], {}],
            "long": (0..40).collect::<Vec<u32>>(),
            "just": (0..32).collect::<Vec<u32>>(),
            "first_plain": {"id": "road", "shape": [[1, 2]], "spot": [0.5, 0.5]},
        });
        let text = folded(&value).unwrap();
        assert_eq!(serde_json::from_str::<Value>(&text).unwrap(), value);
        assert_eq!(text, laid_out(&value, 0));
        assert!(text.contains("\"point\": [0.5, 0.25]"), "{text}");
        assert!(
            text.contains("{\"x\": 32.0, \"y\": \"a \\\"[quoted]\\\" {brace}\"}"),
            "{text}"
        );
        assert!(text.contains("[0, 1],\n"), "{text}");
        // Forty numbers do not fit on a line: one a line, as pretty JSON has them.
        assert!(text.contains("\n    39\n  ]"), "{text}");
        assert_eq!(
            serde_json::to_string_pretty(&json!({"long": (0..40).collect::<Vec<u32>>()})).unwrap(),
            folded(&json!({"long": (0..40).collect::<Vec<u32>>()})).unwrap()
        );
    }

    #[test]
    fn folding_lays_out_every_array_and_object_as_the_whole_value_says() {
        // Many shapes, with strings that hold the marks, arrays that just fit and just do not,
        // and plain values before and after the nested ones.
        let shapes: Vec<_> = (0..500)
            .map(|index| {
                json!({
                    "id": format!("field-{index} \"[{{\\"),
                    "shape": [[[index, 0.5], [1.0, index], [0.25, 0.75]]],
                    "spot": [0.5, index],
                    "long": (0..(20 + index % 20)).collect::<Vec<u32>>(),
                    "last": index,
                })
            })
            .collect();
        let value = json!({ "features": shapes, "deep": [[[[[[[[1]]]]]]]] });
        let text = folded(&value).unwrap();
        assert_eq!(text, laid_out(&value, 0));
        assert_eq!(serde_json::from_str::<Value>(&text).unwrap(), value);
    }
}
