//! The catalog as one Rust module of `static` data, in the plain types of
//! [`model`](crate::model): what `tilecat gen rust` writes and `core/src/tables.rs` holds.

mod layout;
mod values;

use crate::input::check::constants::Constants;
pub use crate::input::check::constants::{ConstantClash, constant_name};
use crate::output::drawing::CatalogFootprints;
use crate::output::export::Versions;

use crate::model::{Catalog, Expansion, Footprint, Tile};
use crate::shared::escape::{rust_doc, rust_doc_code, visible};
use layout::{Name, Slice, Writer};

/// The command that regenerates the core crate's `core/src/tables.rs` from `data/`.
pub const REGENERATE: &str = "tilecat gen rust --out core/src/tables.rs";

/// The whole catalog as one Rust module for tilecat itself (`crate::model`), laid out as
/// prettyplease lays out Rust. `command` is the command that regenerates the module, named in
/// its header.
///
/// Expansions and tiles are written sorted by id, whatever order the catalog holds them in, so
/// the output depends only on the catalog's contents and `command`: the same input gives the
/// same bytes.
pub fn rust_module(catalog: &Catalog, command: &str) -> Result<String, ConstantClash> {
    rust_module_in(catalog, command, &ModelPath::InCrate)
}

/// Where the generated module finds the model types.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ModelPath {
    /// Inside the core crate itself, as `core/src/tables.rs`: `crate::model`, with module documentation.
    InCrate,
    /// In another crate that depends on tilecat under this name: `::<name>::model`, with outer
    /// doc comments only, so the file can be included with `#[path]` anywhere.
    Dependency(String),
}

impl ModelPath {
    /// The path for a crate that depends on tilecat as `name`, or an error in words when
    /// `name` is not a Rust identifier.
    pub fn dependency(name: &str) -> Result<ModelPath, String> {
        let mut characters = name.chars();
        let starts_well = characters
            .next()
            .is_some_and(|first| first.is_ascii_alphabetic() || first == '_');
        if starts_well && characters.all(|c| c.is_ascii_alphanumeric() || c == '_') && name != "_" {
            Ok(ModelPath::Dependency(name.to_owned()))
        } else {
            Err(format!(
                "`{name}` is not a crate name: use letters, digits and `_`, not starting with a digit"
            ))
        }
    }

    fn model(&self) -> String {
        match self {
            ModelPath::InCrate => "crate::model".to_owned(),
            ModelPath::Dependency(name) => format!("::{name}::model"),
        }
    }
}

/// The whole catalog as one Rust module finding the model at `model_path`; see [`rust_module`].
pub fn rust_module_in(
    catalog: &Catalog,
    command: &str,
    model_path: &ModelPath,
) -> Result<String, ConstantClash> {
    let footprints = crate::output::drawing::catalog_footprints(catalog);
    rust_module_with(catalog, &footprints, command, model_path)
}

/// [`rust_module_in`], with every tile's `footprints` already at hand.
pub fn rust_module_with(
    catalog: &Catalog,
    footprints: &CatalogFootprints,
    command: &str,
    model_path: &ModelPath,
) -> Result<String, ConstantClash> {
    let mut expansions: Vec<&Expansion> = catalog.expansions.iter().collect();
    expansions.sort_by(|a, b| a.id.cmp(&b.id));
    let mut tiles: Vec<&Tile> = catalog.tiles.iter().collect();
    tiles.sort_by(|a, b| a.id.cmp(&b.id));
    let mut taken = Constants::new();
    let expansion_names = expansions
        .iter()
        .map(|expansion| taken.take(&expansion.id))
        .collect::<Result<Vec<_>, _>>()?;
    let tile_names = tiles
        .iter()
        .map(|tile| taken.take(&tile.id))
        .collect::<Result<Vec<_>, _>>()?;
    // The constants are written first, apart, noting the model types they name for the `use`
    // list above them.
    let (constants, types) = constants(
        &expansions,
        &expansion_names,
        &tiles,
        &tile_names,
        footprints,
    );
    let mut module = Writer::with_capacity(
        constants.len() + LINE_BYTES * (expansions.len() + tiles.len()) + HEAD_BYTES,
    );
    module.word(crate::shared::door::RUST_TABLES_MARK);
    module.word(&one_line_command(command));
    module.word("`.");
    module.end_line();
    module.word("// Do not edit: change the data and run the command again. @generated");
    module.end_line();
    module.word(&crate::output::codegen::versions_line(&Versions::of(
        catalog,
    )));
    module.end_line();
    if *model_path == ModelPath::InCrate {
        for line in MODULE_DOC.lines() {
            module.word("//!");
            let line = line.trim_end();
            if !line.is_empty() {
                module.word(" ");
                module.word(line);
            }
            module.end_line();
        }
    }
    module.word("use std::borrow::Cow;");
    module.end_line();
    module.use_list(&model_path.model(), &names(&types));
    module.lines(CATALOG_ITEM);
    module.item(
        " Every expansion, sorted by id.",
        "static",
        "EXPANSIONS",
        "&[Expansion]",
        &Slice(&names(&expansion_names)),
    );
    module.item(
        " Every tile, sorted by id.",
        "static",
        "TILES",
        "&[Tile]",
        &Slice(&names(&tile_names)),
    );
    module.lines(LOOKUPS);
    module.lines(&constants);
    Ok(module.finish().0)
}

/// The constant of each expansion and each tile, under their names, and every model type the
/// module names, sorted.
fn constants(
    expansions: &[&Expansion],
    expansion_names: &[String],
    tiles: &[&Tile],
    tile_names: &[String],
    footprints: &CatalogFootprints,
) -> (String, Vec<&'static str>) {
    let mut constants = Writer::with_capacity(
        LINE_BYTES * (expansions.len() + tiles.len()) + TILE_BYTES * tiles.len(),
    );
    for (expansion, name) in expansions.iter().zip(expansion_names) {
        let doc = format!(
            " The expansion {}: {}.",
            rust_doc_code(&expansion.id),
            rust_doc(&expansion.name)
        );
        constants.item(&doc, "const", name, "Expansion", expansion);
    }
    for (tile, name) in tiles.iter().zip(tile_names) {
        let expansion = expansions
            .iter()
            .find(|expansion| expansion.id == tile.expansion)
            .map_or(&*tile.expansion, |expansion| &*expansion.name);
        let doc = format!(
            " The tile {}: letter {} of {}.",
            rust_doc_code(&tile.id),
            rust_doc(&tile.letter),
            rust_doc(expansion)
        );
        constants.item(&doc, "const", name, "Tile", tile);
    }
    let footprints: Vec<Slice<Footprint>> = tiles
        .iter()
        .map(|tile| Slice(footprints.get(&*tile.id).map_or(&[][..], Vec::as_slice)))
        .collect();
    constants.item(
        FOOTPRINTS_DOC,
        "static",
        "FOOTPRINTS",
        "&[&[Footprint]]",
        &Slice(&footprints),
    );
    let (text, mut types) = constants.finish();
    types.extend(["Catalog", "Expansion", "Footprint", "Tile"]);
    types.sort_unstable();
    types.dedup();
    (text, types)
}

/// Each of `names` as a name to write.
fn names<S: AsRef<str>>(names: &[S]) -> Vec<Name<'_>> {
    names.iter().map(|name| Name(name.as_ref())).collect()
}

/// About how many bytes a line naming a constant takes: with the two below, room enough that
/// the text is rarely copied as it grows.
const LINE_BYTES: usize = 64;
/// About how many bytes a tile's constant takes.
const TILE_BYTES: usize = 2048;
/// About how many bytes the module takes besides its constants and their names.
const HEAD_BYTES: usize = 4096;

/// The catalog itself, after the `use` lists.
const CATALOG_ITEM: &str = "\
/// Every expansion and every tile of the catalog.
pub static CATALOG: Catalog = Catalog {
    expansions: Cow::Borrowed(EXPANSIONS),
    tiles: Cow::Borrowed(TILES),
};
";

/// The documentation of the footprints, the module's last item.
const FOOTPRINTS_DOC: &str =
    " Where the features of each tile lie: `FOOTPRINTS[i]` for `TILES[i]`, in feature order.";

/// The lookups by id, after the lists of expansions and tiles.
const LOOKUPS: &str = "\
/// The tile with the given id, if the catalog has one.
pub fn tile(id: &str) -> Option<&'static Tile> {
    CATALOG.tile(id)
}
/// Where the features of the tile with the given id lie, in feature order, if the catalog has
/// the tile.
pub fn footprints(id: &str) -> Option<&'static [Footprint]> {
    let index = TILES.iter().position(|tile| tile.id == id)?;
    FOOTPRINTS.get(index).copied()
}
/// The expansion with the given id, if the catalog has one.
pub fn expansion(id: &str) -> Option<&'static Expansion> {
    CATALOG.expansion(id)
}
";

/// The module's documentation, after the header comment, for the module inside tilecat.
const MODULE_DOC: &str = "\
The whole catalog as static data: every expansion and every tile, in the plain types of
[`model`](crate::model), each sorted by id, with a constant for each expansion and each tile.
Nothing is parsed at start-up and nothing here needs a dependency.

```
use tilecat_core::tables;
assert_eq!(tables::tile(\"flier-A\"), Some(&tables::FLIER_A));
assert_eq!(tables::CATALOG.tiles.len(), tables::TILES.len());
```";

/// A command line fit for a one-line comment: every control character (a newline in a path)
/// written as its escape, so no text can start a line of code.
fn one_line_command(command: &str) -> String {
    visible(command).into_owned()
}
