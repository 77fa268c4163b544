//! A tile's own picture (E051 unusable-picture): the file its `picture` names lies beneath the
//! folder of the tile's file (no `..`, no root, no symbolic link on the way), its name ends in
//! one of [`ENDINGS`] (the files `build --watch` watches), and it is a regular file of at most
//! [`MAX_BYTES`] that can be read and, where the library draws (the `render` feature), a square
//! PNG or JPEG file of at most [`artwork::MAX_PIXELS`] pixels.
//!
//! [`artwork::MAX_PIXELS`]: crate::artwork::MAX_PIXELS

use std::fmt;
use std::io;
use std::path::{Component, Path, PathBuf};

use crate::diagnostic::{Code, Diagnostic};
use crate::door::{Folder, check_relative};
use crate::load::io_reason;
use crate::model::Tile;
use crate::source::SourceFile;

use super::{error_at_key, top};

/// The most bytes a picture's file may hold: 32 MiB.
pub const MAX_BYTES: u64 = 32 << 20;

/// The endings a picture's file name may have, in any case: one list for the check and for
/// `build --watch`, which rebuilds when a file with one of them changes.
pub const ENDINGS: [&str; 3] = ["png", "jpg", "jpeg"];

/// Whether `path` ends in one of [`ENDINGS`], in any case.
pub fn has_picture_ending(path: &Path) -> bool {
    path.extension().is_some_and(|ending| {
        ENDINGS
            .iter()
            .any(|picture| ending.eq_ignore_ascii_case(picture))
    })
}

/// Where a tile's own picture lies: a path beneath the folder of the tile's file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PictureFile {
    /// The folder of the tile's file.
    pub folder: PathBuf,
    /// The picture's path relative to it, as the tile names it.
    pub relative: PathBuf,
}

/// Why a tile's picture cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PictureProblem {
    /// The path is absolute or climbs out of the tile file's folder.
    Outside,
    /// The file's name does not end in one of [`ENDINGS`].
    Ending,
    /// No file is there.
    Missing,
    /// The file cannot be read: the reason.
    Unreadable(String),
    /// The file is no picture that can be drawn.
    #[cfg(feature = "render")]
    Artwork(crate::artwork::ArtworkError),
}

impl fmt::Display for PictureProblem {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PictureProblem::Outside => {
                write!(formatter, "it leaves the folder of the tile's file")
            }
            PictureProblem::Ending => write!(
                formatter,
                "its name does not end in `.{}`",
                ENDINGS.join("`, `.")
            ),
            PictureProblem::Missing => write!(formatter, "no file is there"),
            PictureProblem::Unreadable(reason) => write!(formatter, "it cannot be read: {reason}"),
            #[cfg(feature = "render")]
            PictureProblem::Artwork(error) => write!(formatter, "{error}"),
        }
    }
}

impl PictureFile {
    /// The picture `picture` names for the tile in the file `tile_file`, if the path stays
    /// beneath that file's folder (a leading `./` is that folder itself) and its name ends in
    /// one of [`ENDINGS`].
    pub fn of(tile_file: &Path, picture: &str) -> Result<PictureFile, PictureProblem> {
        let relative: PathBuf = Path::new(picture)
            .components()
            .skip_while(|component| *component == Component::CurDir)
            .collect();
        check_relative(&relative).map_err(|_| PictureProblem::Outside)?;
        if !has_picture_ending(&relative) {
            return Err(PictureProblem::Ending);
        }
        let folder = match tile_file.parent() {
            Some(folder) if !folder.as_os_str().is_empty() => folder.to_owned(),
            _ => PathBuf::from("."),
        };
        Ok(PictureFile { folder, relative })
    }

    /// The picture's path, for messages.
    pub fn path(&self) -> PathBuf {
        self.folder.join(&self.relative)
    }

    /// The bytes of the picture's file: a regular file beneath the folder, reached through no
    /// symbolic link, read no further than [`MAX_BYTES`].
    pub fn read(&self) -> Result<Vec<u8>, PictureProblem> {
        let read =
            Folder::open(&self.folder).and_then(|folder| folder.read(&self.relative, MAX_BYTES));
        read.map_err(|error| match error.kind() {
            io::ErrorKind::NotFound => PictureProblem::Missing,
            _ => PictureProblem::Unreadable(io_reason(&error)),
        })
    }
}

/// Checks the picture `tile` (in `source`) names, if it names one.
pub fn check(source: &SourceFile, tile: &Tile, diagnostics: &mut Vec<Diagnostic>) {
    let Some(picture) = tile.picture.as_deref() else {
        return;
    };
    let Err(problem) = usable(&source.path, picture) else {
        return;
    };
    diagnostics.push(
        error_at_key(
            source,
            &top("picture"),
            Code::UnusablePicture,
            format!(
                "picture `{picture}` of tile `{}` cannot be used: {problem}",
                tile.id
            ),
        )
        .with_help(
            "name a square PNG or JPEG file beneath the tile file's folder, such as `art/A.png`",
        ),
    );
}

/// Whether the picture `picture` names, for the tile in `tile_file`, can be drawn.
fn usable(tile_file: &Path, picture: &str) -> Result<(), PictureProblem> {
    let bytes = PictureFile::of(tile_file, picture)?.read()?;
    #[cfg(feature = "render")]
    crate::artwork::inspect(&bytes).map_err(PictureProblem::Artwork)?;
    #[cfg(not(feature = "render"))]
    let _ = bytes;
    Ok(())
}
