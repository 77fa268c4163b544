//! The page, its script and its style, built into the binary: no build step, nothing fetched
//! from anywhere else.

use crate::studio::api::Answer;

/// The page.
pub fn index() -> Answer {
    asset(
        "text/html; charset=utf-8",
        include_str!("assets/index.html"),
    )
}

/// The page's script.
pub fn script() -> Answer {
    asset(
        "text/javascript; charset=utf-8",
        include_str!("assets/studio.js"),
    )
}

/// The page's style.
pub fn style() -> Answer {
    asset("text/css; charset=utf-8", include_str!("assets/studio.css"))
}

/// An asset's answer.
fn asset(content_type: &'static str, text: &str) -> Answer {
    Answer {
        status: 200,
        content_type,
        body: text.as_bytes().to_vec(),
    }
}
