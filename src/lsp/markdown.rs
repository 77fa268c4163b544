//! Text from the data written into the Markdown the editor renders (a hover, a completion's
//! documentation): a letter, an expansion's name, a tile's or a feature's id, a key. Every such
//! value goes through [`escaped`] or [`code`], so that whatever it holds reads as its own
//! characters: never a heading, a list, an image, a link, an HTML tag or an entity, and never a
//! line break of its own, since Markdown reads its blocks (a heading, a list) from the lines
//! before anything else. The server's own words, and the descriptions of the committed schemas,
//! are written as they are.

use std::fmt::Write as _;

use lsp_types::Url;

/// `text` as Markdown that renders as its characters: every ASCII punctuation character
/// backslash-escaped (CommonMark lets any of them be), and every line break or other control
/// character turned into a space.
pub fn escaped(text: &str) -> String {
    let mut written = String::with_capacity(text.len());
    for character in text.chars().map(one_line) {
        if character.is_ascii_punctuation() {
            written.push('\\');
        }
        written.push(character);
    }
    written
}

/// `text` as an inline code span that holds it whole: fenced by one backtick more than its
/// longest run of backticks, padded with a space on each side when it begins or ends with a
/// backtick or a space (a code span drops one such space on each side), and every line break
/// or other control character turned into a space. Inside a code span nothing else is read as
/// Markdown.
pub fn code(text: &str) -> String {
    let text: String = text.chars().map(one_line).collect();
    if text.is_empty() {
        return String::new();
    }
    let mut longest = 0;
    let mut run = 0;
    for character in text.chars() {
        run = if character == '`' { run + 1 } else { 0 };
        longest = longest.max(run);
    }
    let fence = "`".repeat(longest + 1);
    let pad = if text.starts_with(['`', ' ']) || text.ends_with(['`', ' ']) {
        " "
    } else {
        ""
    };
    let mut written = String::with_capacity(text.len() + 2 * (fence.len() + 1));
    let _ = write!(written, "{fence}{pad}{text}{pad}{fence}");
    written
}

/// `url` as the destination of a Markdown link or image: between angle brackets, which a
/// URL's text never holds (it percent-encodes them), so that no character of it ends the
/// destination early.
pub fn destination(url: &Url) -> String {
    format!("<{url}>")
}

/// `character`, or a space for a line break or another control character (`\n`, `\r`, U+0085,
/// U+2028, U+2029, …), which would start a line of its own in the rendered text.
fn one_line(character: char) -> char {
    if character.is_control() || matches!(character, '\u{2028}' | '\u{2029}') {
        ' '
    } else {
        character
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escaped_text_keeps_its_characters_on_one_line() {
        assert_eq!(escaped("A"), "A");
        assert_eq!(escaped("# x\n![i](u)"), "\\# x \\!\\[i\\]\\(u\\)");
        assert_eq!(escaped("a\u{2028}b\r\nc"), "a b  c");
        assert_eq!(escaped("<b>&amp;"), "\\<b\\>\\&amp\\;");
    }

    #[test]
    fn a_code_span_outlasts_the_backticks_it_holds() {
        assert_eq!(code("road"), "`road`");
        assert_eq!(code("a`b"), "``a`b``");
        assert_eq!(code("`a``"), "``` `a`` ```");
        assert_eq!(code("a\nb"), "`a b`");
        assert_eq!(code(""), "");
    }
}
