//! One build, from checked data to a published folder: the sequence `tilecat build` runs once
//! and `tilecat build --watch` runs on every change, so that both refuse the same things in the
//! same order.
//!
//! Invalid data is refused, then the edition is selected, then an empty catalog is refused,
//! then the pixels of the edition's tiles are counted against the budget; only then is the
//! staging folder begun ([`Staging::begin`], which refuses an output folder a build did not
//! make), every file written into it as it is made, and the folder published.

use std::collections::BTreeMap;
use std::fmt;
use std::path::Path;

use crate::input::validate::Validation;
use crate::model::{NoSuchEdition, Rotation};
use crate::output::bundle::budget::{TooManyPixels, check_pixels};
use crate::output::bundle::publish::{PublishError, Published, Staging};
use crate::output::bundle::{
    AssetKind, BuildError, BuildOptions, PictureFiles, Shown, write_remembering,
};
use crate::output::render::Memo;

/// What to build and where: everything of a build's command line but the data.
#[derive(Debug, Clone, Copy)]
pub struct Request<'a> {
    /// The output folder, replaced as a whole.
    pub out: &'a Path,
    /// The tile size and the atlas's pages.
    pub options: BuildOptions,
    /// The edition each expansion is shown in; its newest without one.
    pub edition: Option<&'a str>,
    /// The command line that makes the build again, named in its files.
    pub command: &'a str,
}

/// A build in place.
#[derive(Debug)]
pub struct Built {
    /// The path of every file of the build inside the output folder, in the order made.
    pub files: Vec<String>,
    /// How many files of each kind the build made.
    pub kinds: BTreeMap<AssetKind, usize>,
    /// How many tiles the build shows.
    pub tiles: usize,
    /// How many expansions the build shows.
    pub expansions: usize,
    /// How the build was swapped in, and what could not be cleaned up.
    pub published: Published,
}

/// Why a build was not made; the output folder is as it was.
#[derive(Debug)]
pub enum BuildFailure {
    /// The data has errors (its diagnostics are the caller's to show).
    Invalid {
        /// Whether some of them are usage or I/O problems rather than bad data: a path that
        /// holds no data files, a file that cannot be read.
        usage: bool,
    },
    /// No expansion has the edition asked for.
    NoSuchEdition(NoSuchEdition),
    /// The data, in the edition asked for, holds no tiles.
    NoTiles,
    /// Drawing the tiles would need more pixels than a run may write.
    TooManyPixels(TooManyPixels),
    /// A file of the build could not be made.
    Make(BuildError),
    /// The build could not be staged or published.
    Publish(PublishError),
}

impl fmt::Display for BuildFailure {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BuildFailure::Invalid { .. } => write!(formatter, "the data is invalid"),
            BuildFailure::NoSuchEdition(error) => write!(formatter, "{error}"),
            BuildFailure::NoTiles => write!(formatter, "the data holds no tiles"),
            BuildFailure::TooManyPixels(error) => write!(formatter, "{error}"),
            BuildFailure::Make(error) => write!(formatter, "{error}"),
            BuildFailure::Publish(error) => write!(formatter, "{error}"),
        }
    }
}

impl std::error::Error for BuildFailure {}

impl From<BuildError> for BuildFailure {
    fn from(error: BuildError) -> BuildFailure {
        match error {
            BuildError::Output(error) => BuildFailure::Publish(error),
            error => BuildFailure::Make(error),
        }
    }
}

impl From<PublishError> for BuildFailure {
    fn from(error: PublishError) -> BuildFailure {
        BuildFailure::Publish(error)
    }
}

/// Builds the catalog of `validation` as `request` asks and publishes it as `request.out`,
/// taking from `memo` the pictures it holds as they are now (see [`write_remembering`]);
/// `stage` is called as each step starts. On failure nothing was replaced.
pub fn run(
    validation: &Validation,
    request: &Request<'_>,
    memo: &mut Memo,
    stage: &mut dyn FnMut(&str),
) -> Result<Built, BuildFailure> {
    if validation.has_errors() {
        return Err(BuildFailure::Invalid {
            usage: validation.has_io_errors(),
        });
    }
    let catalog = validation
        .catalog
        .in_edition(request.edition)
        .map_err(BuildFailure::NoSuchEdition)?;
    if catalog.tiles.is_empty() {
        return Err(BuildFailure::NoTiles);
    }
    // A memo that keeps pictures holds every tile's pixels once: an eighth of what is counted.
    check_pixels(
        catalog.tiles.len(),
        Rotation::ALL.len(),
        request.options.size,
    )
    .map_err(BuildFailure::TooManyPixels)?;
    let mut staging = Staging::begin(request.out)?;
    // Each file goes into the staging folder as soon as it is made; only the paths are kept.
    let mut files = Vec::new();
    let mut kinds = BTreeMap::new();
    write_remembering(
        Shown {
            catalog: &catalog,
            pictures: &PictureFiles(&validation.pictures),
            edition: request.edition,
        },
        request.options,
        request.command,
        memo,
        stage,
        &mut |asset| {
            files.push(asset.path.clone());
            *kinds.entry(asset.kind).or_insert(0) += 1;
            staging.write(asset).map_err(BuildError::Output)
        },
    )?;
    stage(&format!("writing {}", request.out.display()));
    let published = staging.finish()?;
    Ok(Built {
        files,
        kinds,
        tiles: catalog.tiles.len(),
        expansions: catalog.expansions.len(),
        published,
    })
}
