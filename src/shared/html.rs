//! HTML made only of the program's own markup and escaped text. An [`Html`] is written to by
//! [`html!`] and [`Html::push`] alone: the format string of [`html!`] is a literal of the
//! program, checked when it is compiled to hold no placeholder but `{}` (and `{:…}`), so that
//! no variable is written into it by name, and each argument is written as [`Fragment`] says:
//! text escaped by [`markup`], numbers as they are, an [`Html`] as the markup it is.
//!
//! ```
//! use tilecat::shared::html::Html;
//! let mut page = Html::new();
//! page.tags("<p>");
//! page.push("<b>Inns</b> & Cathedrals");
//! page.tags("</p>");
//! assert_eq!(page.as_str(), "<p>&lt;b&gt;Inns&lt;/b&gt; &amp; Cathedrals</p>");
//! ```

use std::borrow::Cow;
use std::fmt;

use crate::shared::escape::markup;

/// Markup made of the program's own literals and escaped text, and nothing else.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Html(String);

impl Html {
    /// No markup yet.
    pub const fn new() -> Html {
        Html(String::new())
    }

    /// Appends markup written in the program itself, such as `"</ul>\n"`.
    pub fn tags(&mut self, markup: &'static str) {
        self.0.push_str(markup);
    }

    /// Appends `fragment`: text escaped, numbers as they are, markup as it is.
    pub fn push(&mut self, fragment: impl Fragment) {
        let _ = fmt::Write::write_fmt(&mut self.0, format_args!("{}", Escaped(&fragment)));
    }

    /// An SVG picture, as markup, made by drawing code that escapes every text it holds
    /// (plotters' SVG backend, for the report's charts).
    pub fn drawn(svg: String) -> Html {
        Html(svg)
    }

    /// `items` one after the other, with the program's markup `separator` between them.
    pub fn join(items: &[Html], separator: &'static str) -> Html {
        let mut joined = Html::new();
        for (index, item) in items.iter().enumerate() {
            if index > 0 {
                joined.tags(separator);
            }
            joined.push(item);
        }
        joined
    }

    /// Whether there is no markup.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The markup.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The markup, as a string.
    pub fn into_string(self) -> String {
        self.0
    }

    /// Appends formatted markup; for [`html!`] alone, which escapes each argument.
    #[doc(hidden)]
    pub fn formatted(&mut self, arguments: fmt::Arguments<'_>) {
        let _ = fmt::Write::write_fmt(&mut self.0, arguments);
    }
}

/// What can be written into [`Html`]: text, escaped; a number, as it is; markup, as it is.
pub trait Fragment {
    /// Writes `self` to `out` as HTML.
    fn write_html(&self, out: &mut fmt::Formatter<'_>) -> fmt::Result;
}

impl Fragment for str {
    fn write_html(&self, out: &mut fmt::Formatter<'_>) -> fmt::Result {
        out.write_str(&markup(self))
    }
}

impl Fragment for String {
    fn write_html(&self, out: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.as_str().write_html(out)
    }
}

impl Fragment for Cow<'_, str> {
    fn write_html(&self, out: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.as_ref().write_html(out)
    }
}

impl Fragment for char {
    fn write_html(&self, out: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.encode_utf8(&mut [0; 4]).write_html(out)
    }
}

impl Fragment for Html {
    fn write_html(&self, out: &mut fmt::Formatter<'_>) -> fmt::Result {
        out.write_str(&self.0)
    }
}

impl<T: Fragment + ?Sized> Fragment for &T {
    fn write_html(&self, out: &mut fmt::Formatter<'_>) -> fmt::Result {
        (**self).write_html(out)
    }
}

/// Numbers, which hold nothing to escape, as `Display` writes them.
macro_rules! numbers {
    ($($number:ty),*) => {$(
        impl Fragment for $number {
            fn write_html(&self, out: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Display::fmt(self, out)
            }
        }
    )*};
}

numbers!(u8, u16, u32, u64, usize, i32, i64, f32, f64);

/// An argument of [`html!`], written as its [`Fragment`] says.
#[doc(hidden)]
pub struct Escaped<'a, T: ?Sized>(pub &'a T);

impl<T: Fragment + ?Sized> fmt::Display for Escaped<'_, T> {
    fn fmt(&self, out: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.write_html(out)
    }
}

/// Whether the format string `format` has no placeholder but `{}` and `{:…}` (and the escaped
/// braces `{{` and `}}`): no argument named and no variable captured, so each value comes
/// through [`html!`]'s escaping.
#[doc(hidden)]
pub const fn positional_only(format: &str) -> bool {
    let bytes = format.as_bytes();
    let mut at = 0;
    while at < bytes.len() {
        if bytes[at] == b'{' {
            if at + 1 < bytes.len() && bytes[at + 1] == b'{' {
                at += 2;
                continue;
            }
            if at + 1 >= bytes.len() || (bytes[at + 1] != b'}' && bytes[at + 1] != b':') {
                return false;
            }
        }
        at += 1;
    }
    true
}

/// Appends to an [`Html`] the format string `format` (a literal, with `{}` placeholders only)
/// with each argument escaped as its [`Fragment`] says.
///
/// ```
/// use tilecat::shared::html::{Html, html};
/// let mut page = Html::new();
/// html!(page, "<li data-id=\"{}\">{} pennants</li>", "a\"b", 2);
/// assert_eq!(page.as_str(), "<li data-id=\"a&quot;b\">2 pennants</li>");
/// ```
#[macro_export]
#[doc(hidden)]
macro_rules! __html {
    ($out:expr, $format:literal $(, $argument:expr)* $(,)?) => {{
        const _: () = assert!(
            $crate::shared::html::positional_only($format),
            "html! takes `{{}}` placeholders only: no name in its format string"
        );
        $out.formatted(format_args!($format $(, $crate::shared::html::Escaped(&$argument))*))
    }};
}

pub use crate::__html as html;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_positional_placeholders_are_taken() {
        assert!(positional_only("<p>{}</p> {{x}} {:.1}"));
        assert!(!positional_only("<p>{name}</p>"));
        assert!(!positional_only("<p>{0}</p>"));
        assert!(!positional_only("<p>{"));
    }

    #[test]
    fn text_is_escaped_and_markup_kept() {
        let mut inner = Html::new();
        html!(inner, "<code>{}</code>", "<script>");
        let mut page = Html::new();
        html!(page, "<li>{} {} {}</li>", inner, 'é', 0.5);
        assert_eq!(page.as_str(), "<li><code>&lt;script&gt;</code> é 0.5</li>");
        assert_eq!(
            Html::join(&[inner.clone(), inner], "<br>").as_str(),
            "<code>&lt;script&gt;</code><br><code>&lt;script&gt;</code>"
        );
    }
}
