//! The shared tools, with no knowledge of tiles: work spread over threads, text made safe for
//! every output, HTML made only of escaped text and the program's markup, the one JSON writer,
//! the one door through which every user's file is read and written, diagnostics, and the
//! tiles' own pictures. Each is reached by its path, such as `tilecat::shared::door`.

#[cfg(any(feature = "validate", feature = "render"))]
pub mod artwork;
#[cfg(feature = "validate")]
pub mod diagnostic;
#[cfg(feature = "validate")]
pub mod door;
#[cfg(any(feature = "validate", feature = "render"))]
pub mod escape;
#[cfg(any(feature = "validate", feature = "render"))]
pub mod html;
#[cfg(any(feature = "validate", feature = "render"))]
pub mod json;
#[cfg(any(feature = "validate", feature = "render"))]
pub mod parallel;
