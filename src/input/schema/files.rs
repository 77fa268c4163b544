//! The committed schema files, built into the program.

/// The name of the tile files' schema.
pub const TILE_SCHEMA: &str = "tile.schema.json";
/// The name of the expansion manifests' schema.
pub const EXPANSION_SCHEMA: &str = "expansion.schema.json";
/// The name of the JSON export's schema.
pub const CATALOG_SCHEMA: &str = "catalog.schema.json";
/// The name of the board files' schema.
pub const BOARD_SCHEMA: &str = "board.schema.json";

/// One committed schema file.
#[derive(Debug, Clone, Copy)]
pub struct SchemaFile {
    /// The file's name inside the `schema/` folder, such as `tile.schema.json`.
    pub name: &'static str,
    /// The file's content as committed, built into the program.
    pub committed: &'static str,
}

impl SchemaFile {
    /// The committed file's content as JSON.
    pub fn committed_json(&self) -> Result<serde_json::Value, serde_json::Error> {
        serde_json::from_str(self.committed)
    }
}

/// The text of the committed schema file `$name` under `schema/`, named from the crate's root so
/// that it is found wherever this module's file lies.
macro_rules! committed {
    ($name:literal) => {
        include_str!(concat!(env!("CARGO_MANIFEST_DIR"), "/schema/", $name))
    };
}

/// Every committed schema file.
pub const SCHEMA_FILES: [SchemaFile; 4] = [
    SchemaFile {
        name: TILE_SCHEMA,
        committed: committed!("tile.schema.json"),
    },
    SchemaFile {
        name: EXPANSION_SCHEMA,
        committed: committed!("expansion.schema.json"),
    },
    SchemaFile {
        name: CATALOG_SCHEMA,
        committed: committed!("catalog.schema.json"),
    },
    SchemaFile {
        name: BOARD_SCHEMA,
        committed: committed!("board.schema.json"),
    },
];
