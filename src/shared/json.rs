//! The one JSON writer of every output: pretty, two spaces a level as `serde_json` writes it,
//! with every character that [`needs_escape`] written as `\uXXXX` (beyond the C0 controls that
//! every JSON writer escapes), so that no string from a data file reaches a JSON output with a
//! control, a line separator or a hidden character raw. [`folded`] also puts each array or
//! object of plain values (a point, `[0.5, 0.25]`, or `{"x": 32.0, "y": 16.0}`) on one line
//! where it fits, so that the features' shapes take a line a point instead of a line a number.

use std::io;

use serde::Serialize;
use serde_json::ser::{CharEscape, CompactFormatter, Formatter};

use crate::shared::escape::needs_escape;

/// The widest an array or object of plain values is when [`folded`] puts it on one line.
pub const FOLDED_WIDTH: usize = 100;

/// The indent of each level, as `serde_json` writes pretty JSON.
const INDENT: usize = 2;

/// `value` as pretty JSON (two spaces a level, as `serde_json::to_string_pretty` writes it)
/// with every character that [`needs_escape`] written as `\uXXXX`.
///
/// ```
/// let text = tilecat::shared::json::pretty(&["a\u{7f}\u{85}\u{202e}\n"]).unwrap();
/// assert_eq!(text, "[\n  \"a\\u007f\\u0085\\u202e\\n\"\n]");
/// ```
pub fn pretty<T: Serialize + ?Sized>(value: &T) -> serde_json::Result<String> {
    write(value, 0)
}

/// [`pretty`] with each array or object that holds no other on one line where it fits in
/// [`FOLDED_WIDTH`], folded as it is written, so the unfolded text is never held.
///
/// ```
/// let text = tilecat::shared::json::folded(&serde_json::json!({"shape": [[0.5, 1.0]]})).unwrap();
/// assert_eq!(text, "{\n  \"shape\": [\n    [0.5, 1.0]\n  ]\n}");
/// ```
pub fn folded<T: Serialize + ?Sized>(value: &T) -> serde_json::Result<String> {
    write(value, FOLDED_WIDTH)
}

/// `value` laid out with each array or object that holds no other on one line where it fits in
/// `width` (pretty JSON when nothing fits in it, as with `0`).
fn write<T: Serialize + ?Sized>(value: &T, width: usize) -> serde_json::Result<String> {
    let mut layout = Layout {
        width,
        ..Layout::default()
    };
    value.serialize(&mut serde_json::Serializer::with_formatter(
        Nowhere,
        &mut layout,
    ))?;
    Ok(String::from_utf8(layout.text).expect("serde_json writes UTF-8 and the layout only ASCII"))
}

/// The writer `serde_json` is given: every byte of the text goes through the formatter, which
/// keeps the text itself (it lays out again what it wrote), so a byte written here would be
/// lost, and is refused instead.
struct Nowhere;

impl io::Write for Nowhere {
    fn write(&mut self, _: &[u8]) -> io::Result<usize> {
        Err(io::Error::other("the JSON layout writes every byte itself"))
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// The folded text of one document as it is written: each array or object is written on one
/// line as long as it holds no other and fits; the one that does not is laid out again, a
/// value a line, so nothing is written twice but the innermost array or object, at most
/// [`FOLDED_WIDTH`] long.
#[derive(Debug, Default)]
struct Layout {
    /// The widest an array or object is on one line.
    width: usize,
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
            && self.text.len() + ", ]".len() - start > self.width
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
        if self.on_one_line && self.text.len() + 1 - start > self.width {
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

/// Writes the values into the layout's own text, as `serde_json`'s compact formatter writes
/// each.
macro_rules! values {
    ($($method:ident: $type:ty),* $(,)?) => {$(
        fn $method<W: ?Sized + io::Write>(&mut self, _: &mut W, value: $type) -> io::Result<()> {
            CompactFormatter.$method(&mut self.text, value)
        }
    )*};
}

// Every method that writes overrides the trait's own, which would write to the writer; the ends
// of values and keys write nothing.
impl Formatter for &mut Layout {
    values!(
        write_bool: bool,
        write_i8: i8,
        write_i16: i16,
        write_i32: i32,
        write_i64: i64,
        write_i128: i128,
        write_u8: u8,
        write_u16: u16,
        write_u32: u32,
        write_u64: u64,
        write_u128: u128,
        write_f32: f32,
        write_f64: f64,
        write_number_str: &str,
        write_char_escape: CharEscape,
        write_raw_fragment: &str,
    );

    fn write_null<W: ?Sized + io::Write>(&mut self, _: &mut W) -> io::Result<()> {
        CompactFormatter.write_null(&mut self.text)
    }

    fn begin_string<W: ?Sized + io::Write>(&mut self, _: &mut W) -> io::Result<()> {
        self.text.push(b'"');
        Ok(())
    }

    fn end_string<W: ?Sized + io::Write>(&mut self, _: &mut W) -> io::Result<()> {
        self.text.push(b'"');
        Ok(())
    }

    /// A run of a string that `serde_json` needs no escape in, with every character that
    /// [`needs_escape`] as `\uXXXX`.
    fn write_string_fragment<W: ?Sized + io::Write>(
        &mut self,
        _: &mut W,
        fragment: &str,
    ) -> io::Result<()> {
        let mut start = 0;
        // Printable ASCII, most of what is written, needs no escape.
        if !fragment.bytes().all(|byte| matches!(byte, b' '..=b'~')) {
            for (at, character) in fragment.char_indices() {
                if needs_escape(character) {
                    self.text.extend_from_slice(&fragment.as_bytes()[start..at]);
                    // Every character that needs an escape lies in the Basic Multilingual Plane.
                    io::Write::write_fmt(
                        &mut self.text,
                        format_args!("\\u{:04x}", u32::from(character)),
                    )?;
                    start = at + character.len_utf8();
                }
            }
        }
        self.text.extend_from_slice(&fragment.as_bytes()[start..]);
        Ok(())
    }

    fn begin_array<W: ?Sized + io::Write>(&mut self, _: &mut W) -> io::Result<()> {
        self.begin(b'[');
        Ok(())
    }

    fn end_array<W: ?Sized + io::Write>(&mut self, _: &mut W) -> io::Result<()> {
        self.end(b']');
        Ok(())
    }

    fn begin_array_value<W: ?Sized + io::Write>(
        &mut self,
        _: &mut W,
        first: bool,
    ) -> io::Result<()> {
        self.begin_value(first);
        Ok(())
    }

    fn begin_object<W: ?Sized + io::Write>(&mut self, _: &mut W) -> io::Result<()> {
        self.begin(b'{');
        Ok(())
    }

    fn end_object<W: ?Sized + io::Write>(&mut self, _: &mut W) -> io::Result<()> {
        self.end(b'}');
        Ok(())
    }

    fn begin_object_key<W: ?Sized + io::Write>(
        &mut self,
        _: &mut W,
        first: bool,
    ) -> io::Result<()> {
        self.begin_value(first);
        Ok(())
    }

    fn begin_object_value<W: ?Sized + io::Write>(&mut self, _: &mut W) -> io::Result<()> {
        self.text.extend_from_slice(b": ");
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::{FOLDED_WIDTH, INDENT, folded, pretty};
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
    fn pretty_json_is_as_serde_json_writes_it_but_for_the_escapes() {
        let value = json!({
            "a": [1, {"b": "c"}, [], -2, 1.5e300, u64::MAX, i64::MIN, null, true, false],
            "d": {}, "e": "plain \"quoted\" \\ text\t\u{1}",
        });
        assert_eq!(
            pretty(&value).unwrap(),
            serde_json::to_string_pretty(&value).unwrap()
        );
        let hostile = json!({"k\u{2028}": "\u{9b}31m\u{ad}é\u{202e}"});
        let text = pretty(&hostile).unwrap();
        assert_eq!(text, "{\n  \"k\\u2028\": \"\\u009b31m\\u00adé\\u202e\"\n}");
        assert_eq!(serde_json::from_str::<Value>(&text).unwrap(), hostile);
        assert_eq!(
            folded(&hostile).unwrap(),
            "{\"k\\u2028\": \"\\u009b31m\\u00adé\\u202e\"}"
        );
    }

    #[test]
    fn every_kind_of_value_is_written_as_serde_json_writes_it() {
        #[derive(serde::Serialize)]
        struct Every {
            small: (i8, i16, i32, u8, u16, u32, f32),
            wide: (i128, u128),
            bytes: serde_bytes_like::Bytes,
            character: char,
            unit: (),
            keyed: std::collections::BTreeMap<u32, &'static str>,
        }
        let every = Every {
            small: (-8, -16, -32, 8, 16, 32, 0.5),
            wide: (i128::MIN, u128::MAX),
            bytes: serde_bytes_like::Bytes(vec![1, 2, 255]),
            character: '\u{202e}',
            unit: (),
            keyed: [(3, "three"), (10, "ten")].into(),
        };
        let text = pretty(&every).unwrap();
        let raw = serde_json::to_string_pretty(&every).unwrap();
        assert_eq!(text, raw.replace('\u{202e}', "\\u202e"));
        assert!(text.contains("\"3\": \"three\""), "{text}");
        assert!(
            text.contains("340282366920938463463374607431768211455"),
            "{text}"
        );
    }

    /// Bytes serialized as serde's byte arrays, which `serde_json` writes as an array of numbers.
    mod serde_bytes_like {
        /// A byte string.
        pub struct Bytes(pub Vec<u8>);

        impl serde::Serialize for Bytes {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_bytes(&self.0)
            }
        }
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
