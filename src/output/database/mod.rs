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

use crate::door::DATABASE_APPLICATION_ID;
use crate::drawing::CatalogFootprints;
use crate::model::Catalog;

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
    use super::*;

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
