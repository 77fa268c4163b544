//! Text made safe for every output: each control character (`\n`, ESC, DEL, the C1 controls),
//! line and paragraph separator and hidden character (a bidirectional control, an invisible
//! format character: [`is_hidden`]) written as an escape, so that no text from a
//! data file, a board or a path can start a line, move a terminal's cursor, reorder what a
//! reader sees or break the syntax of the file it lands in.
//!
//! - [`visible`] for output to people (the cargo-look report, `score`, `fly`) and for comments
//!   in generated code: `\n`, `\u{1b}`;
//! - [`markup`] for HTML and XML text and attributes, where such characters are not allowed
//!   even as character references: written as [`visible`] writes them, then `&<>"'` escaped;
//! - for JSON, [`crate::shared::json`]'s writer: every such character as `\uXXXX`, beyond the C0
//!   controls that every JSON writer escapes;
//! - [`rust_doc`] and [`rust_doc_code`] for the text of a Rust doc comment, which rustdoc reads
//!   as Markdown and HTML: as [`visible`] writes it, then every ASCII punctuation character
//!   behind a backslash, or as a code span;
//! - [`rust_string`] for a Rust string literal, escaped as proc-macro2 escapes one;
//! - [`block_comment`] for a line of a TypeScript doc comment (`/** … */`);
//! - [`godot_string`] for a string in Godot's text resources (`.tres`, `.tscn`), as Godot's
//!   `VariantParser` reads one back.

use std::borrow::Cow;
use std::fmt::Write as _;

/// Whether `character` must be written as an escape in every output: a control character, a
/// line or paragraph separator, or a hidden character.
pub fn needs_escape(character: char) -> bool {
    character.is_control() || matches!(character, '\u{2028}' | '\u{2029}') || is_hidden(character)
}

/// Whether `character` is a bidirectional control or an invisible format character (see
/// [`hidden_name`]).
pub fn is_hidden(character: char) -> bool {
    !hidden_name(character).is_empty()
}

/// The Unicode name of a hidden character, or `""` for any other.
pub fn hidden_name(character: char) -> &'static str {
    match character {
        '\u{061c}' => "ARABIC LETTER MARK",
        '\u{00ad}' => "SOFT HYPHEN",
        '\u{200b}' => "ZERO WIDTH SPACE",
        '\u{200e}' => "LEFT-TO-RIGHT MARK",
        '\u{200f}' => "RIGHT-TO-LEFT MARK",
        '\u{202a}' => "LEFT-TO-RIGHT EMBEDDING",
        '\u{202b}' => "RIGHT-TO-LEFT EMBEDDING",
        '\u{202c}' => "POP DIRECTIONAL FORMATTING",
        '\u{202d}' => "LEFT-TO-RIGHT OVERRIDE",
        '\u{202e}' => "RIGHT-TO-LEFT OVERRIDE",
        '\u{2060}' => "WORD JOINER",
        '\u{2061}'..='\u{2064}' => "INVISIBLE OPERATOR",
        '\u{2066}' => "LEFT-TO-RIGHT ISOLATE",
        '\u{2067}' => "RIGHT-TO-LEFT ISOLATE",
        '\u{2068}' => "FIRST STRONG ISOLATE",
        '\u{2069}' => "POP DIRECTIONAL ISOLATE",
        '\u{feff}' => "ZERO WIDTH NO-BREAK SPACE",
        '\u{fff9}'..='\u{fffb}' => "INTERLINEAR ANNOTATION",
        _ => "",
    }
}

/// `text` with every character that [`needs_escape`] written as Rust writes it in a string's
/// debug form (`\n`, `\t`, `\u{1b}`, `\u{202e}`), the rest as it is: text fit for one line of
/// output to people.
///
/// ```
/// use tilecat::shared::escape::visible;
/// assert_eq!(visible("blue\nred: 99"), "blue\\nred: 99");
/// assert_eq!(visible("\u{1b}[2Jgreen"), "\\u{1b}[2Jgreen");
/// assert_eq!(visible("Fliegende Händler"), "Fliegende Händler");
/// ```
pub fn visible(text: &str) -> Cow<'_, str> {
    if !text.chars().any(needs_escape) {
        return Cow::Borrowed(text);
    }
    let mut escaped = String::with_capacity(text.len() + 8);
    for character in text.chars() {
        if needs_escape(character) {
            escaped.extend(character.escape_debug());
        } else {
            escaped.push(character);
        }
    }
    Cow::Owned(escaped)
}

/// `text` fit for HTML or XML text and attribute values: [`visible`], then `&`, `<`, `>`, `"`
/// and `'` as entities.
///
/// ```
/// assert_eq!(
///     tilecat::shared::escape::markup("<a href=\"x\">&'\u{7}"),
///     "&lt;a href=&quot;x&quot;&gt;&amp;&#39;\\u{7}"
/// );
/// ```
pub fn markup(text: &str) -> String {
    let text = visible(text);
    let mut escaped = String::with_capacity(text.len());
    for character in text.chars() {
        match character {
            '&' => escaped.push_str("&amp;"),
            '<' => escaped.push_str("&lt;"),
            '>' => escaped.push_str("&gt;"),
            '"' => escaped.push_str("&quot;"),
            '\'' => escaped.push_str("&#39;"),
            other => escaped.push(other),
        }
    }
    escaped
}

/// `text` fit for one line of a Rust doc comment, which rustdoc renders as Markdown with HTML
/// in it: runs of white space as one space, every character that [`needs_escape`] as [`visible`]
/// writes it, and every ASCII punctuation character behind a backslash (CommonMark reads each
/// such pair as the character itself), so no tag, link, image, emphasis or entity is made and
/// the text renders as it is.
///
/// ```
/// use tilecat::shared::escape::rust_doc;
/// assert_eq!(rust_doc("<b>Inns</b>\n& Cathedrals"), r"\<b\>Inns\<\/b\> \& Cathedrals");
/// assert_eq!(rust_doc("![x](y) \u{7}"), r"\!\[x\]\(y\) \\u\{7\}");
/// assert_eq!(rust_doc("The Flier"), "The Flier");
/// ```
pub fn rust_doc(text: &str) -> String {
    let text = one_line(text);
    let mut escaped = String::with_capacity(text.len() + 8);
    for character in text.chars() {
        if character.is_ascii_punctuation() {
            escaped.push('\\');
        }
        escaped.push(character);
    }
    escaped
}

/// `text` as a Markdown code span for a Rust doc comment: fenced by one backtick more than the
/// longest run of backticks it holds, padded with a space when it starts or ends with one, and
/// on one line as [`rust_doc`] puts it (inside a code span a backslash is no escape, and
/// nothing is read as markup).
///
/// ```
/// use tilecat::shared::escape::rust_doc_code;
/// assert_eq!(rust_doc_code("flier-A"), "`flier-A`");
/// assert_eq!(rust_doc_code("a`b"), "``a`b``");
/// assert_eq!(rust_doc_code("`<i>`"), "`` `<i>` ``");
/// ```
pub fn rust_doc_code(text: &str) -> String {
    let text = one_line(text);
    let longest = text
        .split(|character| character != '`')
        .map(str::len)
        .max()
        .unwrap_or(0);
    let fence = "`".repeat(longest + 1);
    let pad = if text.starts_with('`') || text.ends_with('`') {
        " "
    } else {
        ""
    };
    format!("{fence}{pad}{text}{pad}{fence}")
}

/// `text` on one line: runs of white space (line breaks and separators among them) as one
/// space, every other character that [`needs_escape`] as [`visible`] writes it.
fn one_line(text: &str) -> String {
    visible(&text.split_whitespace().collect::<Vec<_>>().join(" ")).into_owned()
}

/// Appends `text` to `out` as a Rust string literal, escaped as proc-macro2 escapes one (so
/// that prettyplease leaves it as it is): `\0` (or `\x00` before a digit that would make it
/// octal-looking), and every character other than printable ASCII, and `"` and `\`, as
/// [`char::escape_debug`] writes it, which leaves printable non-ASCII characters as they are
/// and writes every control, separator and hidden character as an escape.
///
/// ```
/// let mut out = String::new();
/// tilecat::shared::escape::rust_string(&mut out, "a\"\\\n\u{202e}\0é");
/// assert_eq!(out, r#""a\"\\\n\u{202e}\0é""#);
/// ```
pub fn rust_string(out: &mut String, text: &str) {
    out.push('"');
    let mut rest = text;
    while let Some((at, c)) = rest
        .char_indices()
        .find(|&(_, c)| !matches!(c, ' '..='~') || c == '"' || c == '\\')
    {
        out.push_str(&rest[..at]);
        rest = &rest[at + c.len_utf8()..];
        match c {
            '\0' if rest.starts_with(|next: char| next.is_digit(8)) => out.push_str(r"\x00"),
            '\0' => out.push_str(r"\0"),
            c => out.extend(c.escape_debug()),
        }
    }
    out.push_str(rest);
    out.push('"');
}

/// `text` fit for one line of a `/* … */` comment, such as a TypeScript doc comment: as
/// [`visible`] writes it (so no line break or line separator ends the line), with every `*/`
/// written `*\/`, so the comment cannot end early.
///
/// ```
/// assert_eq!(tilecat::shared::escape::block_comment("a */ b\u{2028}"), "a *\\/ b\\u{2028}");
/// ```
pub fn block_comment(text: &str) -> String {
    visible(text).replace("*/", "*\\/")
}

/// `text` as a string of Godot's text resources, as its `VariantParser` reads one: quoted,
/// with `"` and `\` escaped and every character that [`needs_escape`] as an escape (`\n`, `\t`,
/// or `\uXXXX`, a UTF-16 pair beyond the Basic Multilingual Plane).
///
/// ```
/// assert_eq!(tilecat::shared::escape::godot_string("a \"b\" \\ c"), "\"a \\\"b\\\" \\\\ c\"");
/// assert_eq!(tilecat::shared::escape::godot_string("x\ny\u{1b}\u{202e}"), "\"x\\ny\\u001b\\u202e\"");
/// ```
pub fn godot_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c if needs_escape(c) => {
                let mut units = [0; 2];
                for unit in c.encode_utf16(&mut units) {
                    let _ = write!(out, "\\u{unit:04x}");
                }
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_control_and_hidden_character_is_made_visible() {
        for character in ('\0'..='\u{a0}').chain(['\u{202e}', '\u{2066}', '\u{2028}', '\u{feff}']) {
            let text = visible(&character.to_string()).into_owned();
            assert!(
                !text.chars().any(needs_escape),
                "{character:?} gave {text:?}"
            );
            assert_eq!(
                text.chars().count() > 1,
                needs_escape(character),
                "{character:?} gave {text:?}"
            );
        }
    }
}
