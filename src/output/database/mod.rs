//! The catalog as a SQLite database: expansions, editions, tiles, their counts per edition,
//! sides, features, the positions they occupy, the cities each field borders, markers,
//! illustrations, and each feature's shape and spot, tied together by foreign keys.
//!
//! The tables and their columns are documented in the schema the file carries (`schema.sql`,
//! each `CREATE TABLE` with an SQL comment on the table and on every column, which SQLite keeps
//! in `sqlite_schema`), and in the manual. The database is built in memory, in one transaction
//! with every foreign key checked at its end, and serialized: the same catalog and versions
//! give the same bytes, and nothing in it comes from the clock. `PRAGMA user_version` is the
//! format's major version and `PRAGMA application_id` tilecat's mark
//! ([`DATABASE_APPLICATION_ID`]).

mod rows;

use crate::model::Catalog;
use crate::output::drawing::CatalogFootprints;
use crate::shared::door::DATABASE_APPLICATION_ID;

/// The schema every database is made with: its tables, each with its SQL comments.
pub const SCHEMA: &str = include_str!("schema.sql");

/// The size of the database's pages, in bytes: SQLite's default, stated so that it never
/// depends on how SQLite was built.
const PAGE_SIZE: u32 = 4096;

/// Why a database could not be made.
#[derive(Debug)]
pub enum DatabaseError {
    /// The format version does not begin with a major version number, such as `1` in `1.0.0`.
    FormatVersion(String),
    /// A tile's footprints (its features' shapes and spots) were not handed in.
    NoFootprint {
        /// The tile's id.
        tile: String,
        /// The feature's id.
        feature: String,
    },
    /// SQLite refused a statement: a foreign key the catalog breaks, or memory.
    Sqlite(rusqlite::Error),
}

impl std::fmt::Display for DatabaseError {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DatabaseError::FormatVersion(version) => write!(
                formatter,
                "the format version `{version}` does not begin with a major version number"
            ),
            DatabaseError::NoFootprint { tile, feature } => write!(
                formatter,
                "no shape or spot was worked out for feature `{feature}` of tile `{tile}`"
            ),
            DatabaseError::Sqlite(error) => write!(formatter, "SQLite: {error}"),
        }
    }
}

impl std::error::Error for DatabaseError {}

impl From<rusqlite::Error> for DatabaseError {
    fn from(error: rusqlite::Error) -> DatabaseError {
        DatabaseError::Sqlite(error)
    }
}

/// The bytes of a SQLite database of `catalog`, its features' shapes and spots where
/// `footprints` says they lie, recording `data_version` and `format_version` (both SemVer); the
/// same arguments always give the same bytes.
pub fn database(
    catalog: &Catalog,
    footprints: &CatalogFootprints,
    data_version: &str,
    format_version: &str,
) -> Result<Vec<u8>, DatabaseError> {
    let major = major_version(format_version)?;
    let mut connection = rusqlite::Connection::open_in_memory()?;
    connection.pragma_update(None, "page_size", PAGE_SIZE)?;
    connection.pragma_update(None, "foreign_keys", true)?;
    connection.pragma_update(None, "user_version", major)?;
    connection.pragma_update(None, "application_id", DATABASE_APPLICATION_ID)?;
    let transaction = connection.transaction()?;
    // Features name one another (a road ends at a city listed after it): every key is checked
    // once, when the transaction commits.
    transaction.pragma_update(None, "defer_foreign_keys", true)?;
    transaction.execute_batch(SCHEMA)?;
    rows::insert(
        &transaction,
        catalog,
        footprints,
        data_version,
        format_version,
    )?;
    transaction.commit()?;
    Ok(connection.serialize(rusqlite::MAIN_DB)?.to_vec())
}

/// The major version of the SemVer `version`: its first number.
fn major_version(version: &str) -> Result<i32, DatabaseError> {
    let major = version.split('.').next().unwrap_or_default();
    if major.is_empty() || !major.bytes().all(|byte| byte.is_ascii_digit()) {
        return Err(DatabaseError::FormatVersion(version.to_owned()));
    }
    major
        .parse()
        .map_err(|_| DatabaseError::FormatVersion(version.to_owned()))
}

#[cfg(test)]
mod tests {
    use std::borrow::Cow;

    use super::*;
    use crate::model::{EditionCount, EditionCounts};
    use crate::output::drawing::catalog_footprints;
    use crate::tables::CATALOG;

    /// The database of `bytes`, opened read-only in memory.
    fn opened(bytes: &[u8]) -> rusqlite::Connection {
        let mut connection = rusqlite::Connection::open_in_memory().unwrap();
        connection
            .deserialize_read_exact(rusqlite::MAIN_DB, bytes, bytes.len(), true)
            .unwrap();
        connection
    }

    #[test]
    fn the_database_holds_every_tile_with_its_keys_whole() {
        let footprints = catalog_footprints(&CATALOG);
        let bytes = database(&CATALOG, &footprints, "1.4.0", "2.1.0").unwrap();
        let connection = opened(&bytes);
        let pragma = |name: &str| -> i64 {
            connection
                .query_row(&format!("PRAGMA {name}"), [], |row| row.get(0))
                .unwrap()
        };
        assert_eq!(pragma("user_version"), 2);
        assert_eq!(pragma("application_id"), i64::from(DATABASE_APPLICATION_ID));
        let broken: Vec<String> = connection
            .prepare("PRAGMA foreign_key_check")
            .unwrap()
            .query_map([], |row| row.get(0))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        assert!(broken.is_empty(), "{broken:?}");
        let count = |sql: &str| -> usize {
            connection
                .query_row(sql, [], |row| row.get::<_, i64>(0))
                .unwrap()
                .try_into()
                .unwrap()
        };
        assert_eq!(count("SELECT COUNT(*) FROM tiles"), CATALOG.tiles.len());
        assert_eq!(count("SELECT COUNT(*) FROM sides"), 4 * CATALOG.tiles.len());
        let features: usize = CATALOG.tiles.iter().map(|tile| tile.features.len()).sum();
        assert_eq!(count("SELECT COUNT(*) FROM features"), features);
        let versions: (String, String) = connection
            .query_row(
                "SELECT data_version, format_version FROM catalog",
                [],
                |row| Ok((row.get(0)?, row.get(1)?)),
            )
            .unwrap();
        assert_eq!(versions, ("1.4.0".to_owned(), "2.1.0".to_owned()));
    }

    #[test]
    fn a_count_for_an_edition_its_expansion_lacks_breaks_a_key_and_makes_no_database() {
        let mut catalog = CATALOG.clone();
        let mut tiles = catalog.tiles.to_vec();
        tiles[0].counts = EditionCounts(Cow::Owned(vec![EditionCount {
            edition: Cow::Borrowed("C9"),
            count: 1,
        }]));
        catalog.tiles = tiles.into();
        let footprints = catalog_footprints(&catalog);
        let refused = database(&catalog, &footprints, "1.0.0", "1.0.0").unwrap_err();
        assert!(matches!(refused, DatabaseError::Sqlite(_)), "{refused}");
        assert!(refused.to_string().contains("FOREIGN KEY"), "{refused}");
    }

    #[test]
    fn the_major_version_is_the_first_number() {
        assert_eq!(major_version("2.1.0").unwrap(), 2);
        assert_eq!(major_version("10.0.0-rc.1").unwrap(), 10);
        for bad in ["", "v1.0.0", "-1.0.0", "+1", "99999999999.0.0"] {
            assert!(
                matches!(major_version(bad), Err(DatabaseError::FormatVersion(_))),
                "{bad}"
            );
        }
    }
}
