//! The catalog as a Python package: a wheel of plain data and typed records.
//!
//! The package `tilecat_data` (the distribution `tilecat-data`: the data of tilecat, not the
//! tool) holds the catalog as the JSON export writes it (`catalog.json`, read with
//! `importlib.resources`), a module of `TypedDict` records for every entity of it with loader
//! functions (`__init__.py`, its kinds as `Literal` types written from the model's own lists),
//! and `py.typed`, so that type checkers read those types (PEP 561). The wheel (PEP 427) is a
//! zip archive, each entry deflated, dated 1980-01-01 and of mode 0644, the package's files in
//! name order and then the `.dist-info` folder's, `RECORD` last, as the specification
//! recommends: the same catalog and versions always give the same bytes.

mod archive;
mod version;

pub use version::{NotPep440, pep440};

use crate::model::{
    Catalog, Direction, EdgeKind, EdgePosition, FeatureKind, IllustrationKind, MarkerKind,
    RiverEnd, RoadEnd, TileRequirement,
};
use crate::output::drawing::CatalogFootprints;

/// The distribution's name on the Python Package Index.
pub const DISTRIBUTION: &str = "tilecat-data";

/// The importable package's name, and the distribution's in file names.
pub const PACKAGE: &str = "tilecat_data";

/// The oldest Python the records' types run on (`typing.NotRequired`).
const REQUIRES_PYTHON: &str = ">=3.11";

/// The module of records and loaders, its versions and kinds left as `@NAME@` to fill in.
const MODULE: &str = include_str!("__init__.py");

/// A wheel made: the name its file must have and its bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Wheel {
    /// The file's name as pip reads it, such as `tilecat_data-1.0.0-py3-none-any.whl`.
    pub file_name: String,
    /// The zip archive.
    pub bytes: Vec<u8>,
}

/// Why a wheel could not be made.
#[derive(Debug)]
pub enum WheelError {
    /// A version with no PEP 440 form.
    Version(NotPep440),
    /// The catalog could not be written as JSON.
    Json(serde_json::Error),
    /// The archive could not be written.
    Zip(zip::result::ZipError),
}

impl std::fmt::Display for WheelError {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            WheelError::Version(error) => error.fmt(formatter),
            WheelError::Json(error) => write!(formatter, "cannot write the catalog: {error}"),
            WheelError::Zip(error) => write!(formatter, "cannot write the wheel: {error}"),
        }
    }
}

impl std::error::Error for WheelError {}

/// The wheel of `catalog`, its features' shapes and spots where `footprints` says they lie, its
/// version the PEP 440 form of `data_version`, recording `data_version` and `format_version`
/// (both SemVer).
pub fn wheel(
    catalog: &Catalog,
    footprints: &CatalogFootprints,
    data_version: &str,
    format_version: &str,
) -> Result<Wheel, WheelError> {
    let version = pep440(data_version).map_err(WheelError::Version)?;
    pep440(format_version).map_err(WheelError::Version)?;
    let json =
        crate::output::export::catalog_json_with(catalog, footprints).map_err(WheelError::Json)?;
    let module = module(data_version, format_version, &version);
    let dist_info = format!("{PACKAGE}-{version}.dist-info");
    let files = [
        (format!("{PACKAGE}/__init__.py"), module.into_bytes()),
        (format!("{PACKAGE}/catalog.json"), json.into_bytes()),
        (format!("{PACKAGE}/py.typed"), Vec::new()),
        (
            format!("{dist_info}/METADATA"),
            metadata(&version).into_bytes(),
        ),
        (format!("{dist_info}/WHEEL"), wheel_file().into_bytes()),
    ];
    let bytes = archive::write(&files, &format!("{dist_info}/RECORD")).map_err(WheelError::Zip)?;
    Ok(Wheel {
        file_name: format!("{PACKAGE}-{version}-py3-none-any.whl"),
        bytes,
    })
}

/// The module `__init__.py`, its versions and kinds filled in.
fn module(data_version: &str, format_version: &str, version: &str) -> String {
    let ends = RoadEnd::ALL
        .map(RoadEnd::name)
        .into_iter()
        .chain(RiverEnd::ALL.map(RiverEnd::name));
    let illustrations = [
        IllustrationKind::Pigsty,
        IllustrationKind::Farmhouse,
        IllustrationKind::Highwaymen,
        IllustrationKind::Garden,
    ];
    let requirements = [
        TileRequirement::EveryTileHasAFlier,
        TileRequirement::OneStartTile,
    ];
    let fills = [
        ("@DATA_VERSION@", literal(data_version)),
        ("@FORMAT_VERSION@", literal(format_version)),
        ("@VERSION@", literal(version)),
        ("@EDGE_KINDS@", literals(EdgeKind::ALL.map(EdgeKind::name))),
        (
            "@DIRECTIONS@",
            literals(Direction::ALL.map(Direction::name)),
        ),
        (
            "@EDGE_POSITIONS@",
            literals(EdgePosition::ALL.map(EdgePosition::name)),
        ),
        (
            "@FEATURE_KINDS@",
            literals(FeatureKind::ALL.map(FeatureKind::name)),
        ),
        ("@FEATURE_ENDS@", literals(ends)),
        (
            "@MARKER_KINDS@",
            literals(MarkerKind::ALL.iter().map(|kind| kind.name())),
        ),
        (
            "@ILLUSTRATION_KINDS@",
            literals(illustrations.map(IllustrationKind::name)),
        ),
        (
            "@TILE_REQUIREMENTS@",
            literals(requirements.map(TileRequirement::name)),
        ),
    ];
    fills
        .iter()
        .fold(MODULE.to_owned(), |module, (name, value)| {
            module.replace(name, value)
        })
}

/// `text` as a Python string literal (a JSON string is one).
fn literal(text: &str) -> String {
    serde_json::Value::from(text).to_string()
}

/// `names` as Python string literals, separated by commas.
fn literals(names: impl IntoIterator<Item = &'static str>) -> String {
    names
        .into_iter()
        .map(literal)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The distribution's `METADATA` (core metadata 2.1).
fn metadata(version: &str) -> String {
    format!(
        "Metadata-Version: 2.1\n\
         Name: {DISTRIBUTION}\n\
         Version: {version}\n\
         Summary: The tilecat catalog of Carcassonne tiles as typed Python records\n\
         License: MIT OR Apache-2.0\n\
         Keywords: carcassonne,tiles,board-game,catalog\n\
         Classifier: Programming Language :: Python :: 3\n\
         Classifier: Typing :: Typed\n\
         Requires-Python: {REQUIRES_PYTHON}\n\
         Description-Content-Type: text/markdown\n\
         \n\
         Every expansion and tile of the tilecat catalog (sides, features with their shapes \
         and spots, markers, counts per edition) as typed records:\n\
         \n\
         ```python\n\
         import tilecat_data\n\
         \n\
         for tile in tilecat_data.tiles(\"base\"):\n    \
             print(tile[\"id\"], tile[\"counts\"].get(\"C3\", 0))\n\
         ```\n"
    )
}

/// The wheel's own `WHEEL` file: a pure-Python wheel for every Python 3.
fn wheel_file() -> String {
    format!(
        "Wheel-Version: 1.0\n\
         Generator: tilecat {}\n\
         Root-Is-Purelib: true\n\
         Tag: py3-none-any\n",
        env!("CARGO_PKG_VERSION")
    )
}
