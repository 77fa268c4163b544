//! The outputs, each reading the validated catalog: reports, exports (the SQLite database and the Python package among them), generated tables,
//! the tiles' drawings as shapes and where their features lie, pictures, print sheets, the importer's data files, the build, the play survey and the
//! benchmarks' corpus. Each is re-exported at the crate's root (`tilecat::output::render`).

#[cfg(feature = "print")]
pub mod bundle;
#[cfg(feature = "validate")]
pub mod changes;
#[cfg(feature = "validate")]
pub mod codegen;
#[cfg(feature = "validate")]
#[doc(hidden)]
pub mod corpus;
#[cfg(feature = "cli")]
pub mod database;
#[cfg(any(feature = "validate", feature = "render"))]
pub mod drawing;
#[cfg(feature = "validate")]
pub mod export;
#[cfg(feature = "import")]
pub mod import;
pub mod jcz;
#[cfg(feature = "cli")]
pub mod package;
#[cfg(feature = "print")]
pub mod print;
#[cfg(feature = "render")]
pub mod render;
#[cfg(feature = "validate")]
pub mod report;
#[cfg(feature = "survey")]
pub mod survey;
#[cfg(feature = "validate")]
pub mod tts;
#[cfg(feature = "cli")]
pub mod wheel;
#[cfg(feature = "validate")]
pub mod words;
