//! How the JSON outputs are laid out: pretty, with each array or object of plain values (a
//! point, `[0.5, 0.25]`, or `{"x": 32.0, "y": 16.0}`) on one line where it fits, so that the
//! features' shapes take a line a point instead of a line a number.

/// The widest an array or object of plain values is when [`folded`] puts it on one line.
pub const FOLDED_WIDTH: usize = 100;

/// Pretty JSON `text` (as `serde_json` writes it) with each array or object that holds no other
/// on one line where it fits in [`FOLDED_WIDTH`]; the value it reads as is the same.
///
/// ```
/// use tilecat::json::folded;
/// let pretty = serde_json::to_string_pretty(&serde_json::json!({"shape": [[0.5, 1.0]]})).unwrap();
/// assert_eq!(folded(&pretty), "{\n  \"shape\": [\n    [0.5, 1.0]\n  ]\n}");
/// ```
pub fn folded(text: &str) -> String {
    let mut folding = Folding::new(Vec::with_capacity(text.len()));
    folding.push(text.as_bytes());
    let bytes = folding.finish();
    String::from_utf8(bytes).expect("only whole ASCII runs are moved, so the text stays UTF-8")
}

/// Appends to `text` the number `count / 10^places` as the JSON writer writes an `f64` that
/// holds it: the shortest decimal that reads back as that `f64`, which is this one, with at
/// least one digit after the point (`0.0`, `0.5`, `108.77`). The shapes' points are whole
/// steps, so their text can be made without the writer's work for each number.
///
/// ```
/// let mut text = String::new();
/// tilecat::json::push_decimal(&mut text, 4_250, 4);
/// text.push(' ');
/// tilecat::json::push_decimal(&mut text, 12_800, 2);
/// assert_eq!(text, "0.425 128.0");
/// ```
pub fn push_decimal(text: &mut String, count: u64, places: u32) {
    use std::fmt::Write;
    let scale = 10u64.pow(places);
    let mut part = count % scale;
    // Writing to a string cannot fail.
    let _ = write!(text, "{}.", count / scale);
    if part == 0 {
        text.push('0');
        return;
    }
    let mut digits = places as usize;
    while part.is_multiple_of(10) {
        part /= 10;
        digits -= 1;
    }
    let _ = write!(text, "{part:0digits$}");
}

/// What [`folded`] does, as the pretty text is written: pretty JSON goes in piece by piece and
/// comes out folded, held only from the start of the innermost array or object that may still
/// be put on one line, so the unfolded text is never held whole.
#[derive(Debug)]
pub struct Folding {
    /// The folded text handed on so far.
    out: Vec<u8>,
    /// The text not yet handed on, which begins at byte `held_from` of the whole.
    held: Vec<u8>,
    held_from: usize,
    /// Where each open array or object began in the whole text, and whether it holds another.
    open: Vec<(usize, bool)>,
    in_string: bool,
    escaped: bool,
    /// After a line break between values, before the next value: its indent is still to come.
    line_start: bool,
    line: Vec<u8>,
}

/// The indent of each level of [`Folding`]'s text, as `serde_json` writes it.
const INDENT: usize = 2;

/// How much text [`Folding`] hands on at once.
const HAND_ON: usize = 1 << 16;

impl Folding {
    /// Folds into `out`, after what it holds.
    pub fn new(out: Vec<u8>) -> Folding {
        Folding {
            out,
            held: Vec::new(),
            held_from: 0,
            open: Vec::new(),
            in_string: false,
            escaped: false,
            line_start: false,
            line: Vec::new(),
        }
    }

    /// Takes in the next piece of pretty JSON, indented or not: each line is indented anew, two
    /// spaces a level (so a writer may leave the indents out, as
    /// `PrettyFormatter::with_indent(b"")` does, and spare writing them).
    pub fn push(&mut self, bytes: &[u8]) {
        let mut rest = bytes;
        while let Some((&first, after)) = rest.split_first() {
            if self.line_start {
                let Some(at) = rest.iter().position(|&byte| byte != b' ') else {
                    break;
                };
                rest = &rest[at..];
                let closing = matches!(rest[0], b']' | b'}');
                let depth = self.open.len() - usize::from(closing && !self.open.is_empty());
                self.held.extend(std::iter::repeat_n(b' ', INDENT * depth));
                self.line_start = false;
                continue;
            }
            // Only quotes, escapes and the marks of arrays and objects matter: the runs between
            // them are held as they come.
            if self.in_string && self.escaped {
                self.take(first);
                rest = after;
                continue;
            }
            let marks: &[u8] = if self.in_string { b"\"\\" } else { b"\"[]{}\n" };
            match rest.iter().position(|byte| marks.contains(byte)) {
                Some(at) => {
                    self.held.extend_from_slice(&rest[..at]);
                    self.take(rest[at]);
                    rest = &rest[at + 1..];
                }
                None => {
                    self.held.extend_from_slice(rest);
                    break;
                }
            }
        }
        if self.held.len() >= HAND_ON {
            self.hand_on();
        }
    }

    /// The whole folded text.
    pub fn finish(mut self) -> Vec<u8> {
        self.out.append(&mut self.held);
        self.out
    }

    fn take(&mut self, byte: u8) {
        self.held.push(byte);
        if self.in_string {
            match byte {
                _ if self.escaped => self.escaped = false,
                b'\\' => self.escaped = true,
                b'"' => self.in_string = false,
                _ => {}
            }
            return;
        }
        match byte {
            b'"' => self.in_string = true,
            b'\n' => self.line_start = true,
            b'[' | b'{' => {
                if let Some(outer) = self.open.last_mut() {
                    outer.1 = true;
                }
                self.open
                    .push((self.held_from + self.held.len() - 1, false));
            }
            b']' | b'}' => {
                let Some((start, nested)) = self.open.pop() else {
                    return;
                };
                // What was handed on holds no array or object that may still fold.
                if nested || self.held_from + self.held.len() - start > 8 * FOLDED_WIDTH {
                    return;
                }
                let start = start - self.held_from;
                // Pretty JSON has no raw line break inside a string: each one here starts an
                // indent between two values, or after the opening or before the closing mark.
                self.line.clear();
                let mut pieces = self.held[start..].split(|&byte| byte == b'\n');
                self.line
                    .extend_from_slice(pieces.next().unwrap_or_default());
                for piece in pieces {
                    let piece = piece.trim_ascii_start();
                    let after_opening = matches!(self.line.last(), Some(b'[' | b'{'));
                    let before_closing = matches!(piece.first(), Some(b']' | b'}'));
                    if !(after_opening || before_closing) {
                        self.line.push(b' ');
                    }
                    self.line.extend_from_slice(piece);
                }
                if self.line.len() <= FOLDED_WIDTH {
                    self.held.truncate(start);
                    self.held.extend_from_slice(&self.line);
                }
            }
            _ => {}
        }
    }

    /// Hands on the text no later fold can change: all of it but what follows the opening of
    /// the innermost open array or object when that holds no other and may still fit a line
    /// (every array or object around it holds it, so none of those folds).
    fn hand_on(&mut self) {
        let keep = match self.open.last() {
            Some(&(start, false))
                if self.held_from + self.held.len() - start <= 8 * FOLDED_WIDTH =>
            {
                start - self.held_from
            }
            _ => self.held.len(),
        };
        self.out.extend_from_slice(&self.held[..keep]);
        self.held.drain(..keep);
        self.held_from += keep;
    }
}

impl std::io::Write for Folding {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.push(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::{Folding, HAND_ON, folded, push_decimal};

    #[test]
    fn decimals_read_as_the_writer_writes_the_numbers_they_stand_for() {
        for places in [2, 4] {
            let scale = 10f64.powi(places as i32);
            for count in (0..=20_000).chain([204_800, 999_999]) {
                let mut text = String::new();
                push_decimal(&mut text, count, places);
                let written = serde_json::to_string(&(count as f64 / scale)).unwrap();
                assert_eq!(text, written, "{count} / 10^{places}");
            }
        }
    }
    use serde_json::{Value, json};

    #[test]
    fn folding_puts_plain_arrays_and_objects_on_one_line_and_keeps_the_value() {
        let value = json!({
            "point": [0.5, 0.25],
            "at": { "x": 32.0, "y": "a \"[quoted]\" {brace}" },
            "rings": [[[0, 1], [2, 3]]],
            "empty": [],
            "long": (0..40).collect::<Vec<u32>>(),
        });
        let text = folded(&format!("{value:#}"));
        assert_eq!(serde_json::from_str::<Value>(&text).unwrap(), value);
        assert!(text.contains("\"point\": [0.5, 0.25]"), "{text}");
        assert!(
            text.contains("{\"x\": 32.0, \"y\": \"a \\\"[quoted]\\\" {brace}\"}"),
            "{text}"
        );
        assert!(text.contains("[0, 1],\n"), "{text}");
        // Forty numbers do not fit on a line: one a line, as before.
        assert!(text.contains("\n    39\n  ]"), "{text}");
    }

    #[test]
    fn folding_piece_by_piece_hands_on_the_same_text_as_folding_it_whole() {
        // Many shapes, far longer than what is handed on at once, with strings that hold the
        // marks and a long plain array that stays unfolded.
        let shapes: Vec<_> = (0..2_000)
            .map(|index| {
                json!({
                    "id": format!("field-{index} \"[{{\\"),
                    "shape": [[[index, 0.5], [1.0, index], [0.25, 0.75]]],
                    "spot": [0.5, index],
                    "long": (0..30).collect::<Vec<u32>>(),
                })
            })
            .collect();
        let pretty = format!("{:#}", json!({ "features": shapes }));
        assert!(pretty.len() > 4 * HAND_ON);
        let whole = folded(&pretty);
        assert_eq!(
            serde_json::from_str::<Value>(&whole).unwrap(),
            serde_json::from_str::<Value>(&pretty).unwrap()
        );
        // Written without indents, the folding indents it the same.
        let mut bare = Vec::new();
        let formatter = serde_json::ser::PrettyFormatter::with_indent(b"");
        serde::Serialize::serialize(
            &json!({ "features": shapes }),
            &mut serde_json::Serializer::with_formatter(&mut bare, formatter),
        )
        .unwrap();
        assert!(bare.len() < pretty.len());
        let mut folding = Folding::new(Vec::new());
        for chunk in bare.chunks(333) {
            folding.push(chunk);
        }
        assert_eq!(String::from_utf8(folding.finish()).unwrap(), whole);
        for piece in [1, 7, 100, 4_096, HAND_ON + 3] {
            let mut folding = Folding::new(Vec::new());
            for chunk in pretty.as_bytes().chunks(piece) {
                folding.push(chunk);
            }
            assert_eq!(
                String::from_utf8(folding.finish()).unwrap(),
                whole,
                "{piece}"
            );
        }
    }
}
