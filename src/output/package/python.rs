//! The Python package as a package: the catalog's wheel (`crate::output::wheel`), one file that pip
//! installs, `tilecat_data-<version>-py3-none-any.whl`.

use crate::output::bundle::Asset;
use crate::output::package::{PackageError, Release, Writer};
use crate::output::wheel::wheel;

/// The Python package.
#[derive(Debug, Clone, Copy)]
pub struct Python;

impl Writer for Python {
    fn folder(&self) -> &'static str {
        "python"
    }

    fn files(&self, release: &Release<'_>) -> Result<Vec<Asset>, PackageError> {
        let footprints = crate::output::drawing::catalog_footprints(release.catalog);
        let made = wheel(
            release.catalog,
            &footprints,
            &release.versions.data.to_string(),
            &release.versions.format.to_string(),
        )
        .map_err(|error| PackageError::File("the wheel".to_owned(), error.to_string()))?;
        Ok(vec![Asset::new(made.file_name, made.bytes)])
    }
}
