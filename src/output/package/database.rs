//! The SQLite database as a package: the catalog's database (`crate::output::database`) as one file,
//! `<name>-<version>.sqlite`, for anyone who would rather ask SQL than install a package
//! manager's package.

use crate::output::bundle::Asset;
use crate::output::database::database;
use crate::output::package::{PackageError, Release, Writer};

/// The SQLite database.
#[derive(Debug, Clone, Copy)]
pub struct Database;

impl Writer for Database {
    fn folder(&self) -> &'static str {
        "sqlite"
    }

    fn files(&self, release: &Release<'_>) -> Result<Vec<Asset>, PackageError> {
        let path = format!("{}-{}.sqlite", release.name, release.versions.data);
        let footprints = crate::output::drawing::catalog_footprints(release.catalog);
        let bytes = database(
            release.catalog,
            &footprints,
            &release.versions.data.to_string(),
            &release.versions.format.to_string(),
        )
        .map_err(|error| PackageError::File(path.clone(), error.to_string()))?;
        Ok(vec![Asset::new(path, bytes)])
    }
}
