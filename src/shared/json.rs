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
    let bytes = text.as_bytes();
    let mut out: Vec<u8> = Vec::with_capacity(bytes.len());
    // Where each open array or object began in `out`, and whether it holds another.
    let mut open: Vec<(usize, bool)> = Vec::new();
    let mut line: Vec<u8> = Vec::new();
    let (mut in_string, mut escaped) = (false, false);
    for &byte in bytes {
        out.push(byte);
        if in_string {
            match byte {
                _ if escaped => escaped = false,
                b'\\' => escaped = true,
                b'"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match byte {
            b'"' => in_string = true,
            b'[' | b'{' => {
                if let Some(outer) = open.last_mut() {
                    outer.1 = true;
                }
                open.push((out.len() - 1, false));
            }
            b']' | b'}' => {
                let Some((start, nested)) = open.pop() else {
                    continue;
                };
                if nested || out.len() - start > 8 * FOLDED_WIDTH {
                    continue;
                }
                // Pretty JSON has no raw line break inside a string: each one here starts an
                // indent between two values, or after the opening or before the closing mark.
                line.clear();
                let mut pieces = out[start..].split(|&byte| byte == b'\n');
                line.extend_from_slice(pieces.next().unwrap_or_default());
                for piece in pieces {
                    let piece = piece.trim_ascii_start();
                    let after_opening = matches!(line.last(), Some(b'[' | b'{'));
                    let before_closing = matches!(piece.first(), Some(b']' | b'}'));
                    if !(after_opening || before_closing) {
                        line.push(b' ');
                    }
                    line.extend_from_slice(piece);
                }
                if line.len() <= FOLDED_WIDTH {
                    out.truncate(start);
                    out.extend_from_slice(&line);
                }
            }
            _ => {}
        }
    }
    String::from_utf8(out).expect("only whole ASCII runs are moved, so the text stays UTF-8")
}

#[cfg(test)]
mod tests {
    use super::folded;
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
}
