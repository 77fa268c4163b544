//! A tile's own picture (E051 unusable-picture): the file its `picture` names, from the folder of
//! the tile's file, lies inside the expansion's folder (the one holding `expansion.toml`: the
//! tile file's folder or the one above it, so that `../art/A.png` names art the expansion
//! shares; the tile file's folder when neither holds one), reached through no symbolic link;
//! its name ends in one of [`ENDINGS`] (the files `build --watch` watches), and it is a regular
//! file of at most [`MAX_BYTES`] that can be read and, as its header says, a square PNG or
//! JPEG file of at most [`artwork::MAX_PIXELS`] pixels. Each problem
//! has its own help; a missing file names the path tried and, when a file's name differs from
//! it only in letter case, that file, with a fix.
//!
//! [`artwork::MAX_PIXELS`]: crate::shared::artwork::MAX_PIXELS

use std::collections::BTreeMap;
use std::fmt;
use std::io;
use std::path::{Component, Path, PathBuf};

use crate::input::document::EXPANSION_MANIFEST;
use crate::input::load::io_reason;
use crate::input::source::SourceFile;
use crate::model::{Expansion, Tile};
use crate::shared::diagnostic::{Code, Diagnostic, Fix};
use crate::shared::door::{EntryKind, Folder, check_relative};

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

/// Where the pictures a catalog's data names lie: the tiles' own, the expansions' marks and
/// their backs.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct NamedPictures {
    /// Each tile's own picture, by tile id.
    pub tiles: BTreeMap<String, PictureFile>,
    /// Each expansion's mark (its symbol's picture), by expansion id.
    pub marks: BTreeMap<String, PictureFile>,
    /// Each expansion's back picture, by expansion id.
    pub backs: BTreeMap<String, PictureFile>,
}

/// Where a tile's own picture lies: a path beneath the expansion's folder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PictureFile {
    /// The folder the picture lies beneath: the expansion's folder, the one holding
    /// `expansion.toml` (the tile file's folder or the one above it), else the tile file's
    /// folder.
    pub folder: PathBuf,
    /// The picture's path relative to it.
    pub relative: PathBuf,
}

/// Why a tile's picture cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PictureProblem {
    /// The path is absolute or climbs out of the expansion's folder.
    Outside,
    /// The file's name does not end in one of [`ENDINGS`].
    Ending,
    /// The file is an SVG drawing, which tilecat does not read: only PNG and JPEG pictures.
    Svg,
    /// No file is at the path tried; `miscased` is the path, relative to the expansion's folder,
    /// of the one file whose path differs from it only in letter case.
    Missing {
        /// The path tried.
        tried: PathBuf,
        /// The file meant, relative to [`PictureFile::folder`], when one differs only in case.
        miscased: Option<PathBuf>,
    },
    /// The file cannot be read: the reason.
    Unreadable(String),
    /// The file is no picture that can be drawn.
    Artwork(crate::shared::artwork::ArtworkError),
}

impl fmt::Display for PictureProblem {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PictureProblem::Outside => write!(
                formatter,
                "it leaves the expansion's folder, the folder of {EXPANSION_MANIFEST}"
            ),
            PictureProblem::Ending => write!(
                formatter,
                "its name does not end in `.{}`",
                ENDINGS.join("`, `.")
            ),
            PictureProblem::Svg => write!(
                formatter,
                "it is an SVG drawing, and only PNG and JPEG pictures are drawn"
            ),
            PictureProblem::Missing { tried, .. } => {
                write!(formatter, "no file is at `{}`", tried.display())
            }
            PictureProblem::Unreadable(reason) => write!(formatter, "it cannot be read: {reason}"),
            PictureProblem::Artwork(error) => write!(formatter, "{error}"),
        }
    }
}

impl PictureProblem {
    /// How to fix the problem, when no file with another letter case is at hand.
    pub fn help(&self) -> String {
        match self {
            PictureProblem::Outside => format!(
                "keep the picture inside the folder of {EXPANSION_MANIFEST} and name it from the \
                 tile's file, such as `art/A.png` or `../art/A.png`"
            ),
            PictureProblem::Ending => format!(
                "save the picture as a PNG or JPEG file whose name ends in `.{}`",
                ENDINGS.join("`, `.")
            ),
            PictureProblem::Svg => {
                "export the drawing as a square PNG file (at 300 pixels an inch of the printed \
                 size, or more) and name that file"
                    .to_owned()
            }
            PictureProblem::Missing { .. } => {
                "put the picture at that path, or name the file that holds it".to_owned()
            }
            PictureProblem::Unreadable(_) => {
                "make it a regular file that can be read, not a link, a folder or a device"
                    .to_owned()
            }
            PictureProblem::Artwork(error) => artwork_help(error),
        }
    }
}

/// How to fix a picture that cannot be drawn.
fn artwork_help(error: &crate::shared::artwork::ArtworkError) -> String {
    use crate::shared::artwork::{ArtworkError, MAX_PIXELS};
    match error {
        ArtworkError::NotAPicture => "save the picture as a PNG or JPEG file".to_owned(),
        ArtworkError::Broken(..) => {
            "save the picture again from the program that made it: this file is damaged".to_owned()
        }
        ArtworkError::TooLarge(..) => {
            let side = MAX_PIXELS.isqrt();
            format!("scale it to at most {side}×{side} px")
        }
        ArtworkError::NotSquare(width, height) => {
            let (short, long) = ((*width).min(*height), (*width).max(*height));
            format!("crop it to {short}×{short} px or pad it to {long}×{long} px: a tile is square")
        }
    }
}

impl PictureFile {
    /// The picture `picture` names for the tile in the file `tile_file`, if the path, taken
    /// from that file's folder (`.` is that folder, `..` the one above), stays inside the
    /// expansion's folder and its name ends in one of [`ENDINGS`].
    pub fn of(tile_file: &Path, picture: &str) -> Result<PictureFile, PictureProblem> {
        let tile_folder = match tile_file.parent() {
            Some(folder) if !folder.as_os_str().is_empty() => folder.to_owned(),
            _ => PathBuf::from("."),
        };
        let (folder, relative) = expansion_folder(&tile_folder);
        PictureFile::beneath(followed(folder), relative, picture)
    }

    /// The picture `picture` names for the expansion whose manifest is `manifest` (its mark or
    /// its back), if the path, taken from the manifest's folder, stays inside that folder and
    /// its name ends in one of [`ENDINGS`].
    pub fn of_expansion(manifest: &Path, picture: &str) -> Result<PictureFile, PictureProblem> {
        let folder = match manifest.parent() {
            Some(folder) if !folder.as_os_str().is_empty() => folder.to_owned(),
            _ => PathBuf::from("."),
        };
        PictureFile::beneath(followed(folder), PathBuf::new(), picture)
    }

    /// The picture `picture` names from `relative`, a folder beneath `folder`, if it stays inside
    /// `folder` and its name ends in one of [`ENDINGS`].
    fn beneath(
        folder: PathBuf,
        mut relative: PathBuf,
        picture: &str,
    ) -> Result<PictureFile, PictureProblem> {
        for component in Path::new(picture).components() {
            match component {
                Component::CurDir => {}
                Component::ParentDir if relative.pop() => {}
                Component::Normal(name) => relative.push(name),
                _ => return Err(PictureProblem::Outside),
            }
        }
        check_relative(&relative).map_err(|_| PictureProblem::Outside)?;
        if relative
            .extension()
            .is_some_and(|ending| ending.eq_ignore_ascii_case("svg"))
        {
            return Err(PictureProblem::Svg);
        }
        if !has_picture_ending(&relative) {
            return Err(PictureProblem::Ending);
        }
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
            io::ErrorKind::NotFound => PictureProblem::Missing {
                tried: self.path(),
                miscased: self.miscased(),
            },
            _ => PictureProblem::Unreadable(io_reason(&error)),
        })
    }

    /// The path, relative to the folder, of the one regular file whose path differs from the
    /// picture's only in letter case, each folder on the way looked into through the door.
    fn miscased(&self) -> Option<PathBuf> {
        let root = Folder::open(&self.folder).ok()?;
        let mut folder = Folder::open(&self.folder).ok()?;
        let mut found = PathBuf::new();
        let names: Vec<&std::ffi::OsStr> = self.relative.iter().collect();
        for (place, name) in names.iter().enumerate() {
            let wanted = name.to_str()?;
            let mut alike = folder.names().ok()?.into_iter().filter(|there| {
                there
                    .to_str()
                    .is_some_and(|there| there.eq_ignore_ascii_case(wanted))
            });
            let there = match (alike.next(), alike.next()) {
                (Some(there), None) => there,
                _ => return None,
            };
            found.push(&there);
            if place + 1 < names.len() {
                folder = folder.existing_subfolder(Path::new(&there)).ok()??;
            }
        }
        let regular = root.kind(&found).ok()? == Some(EntryKind::Regular);
        (regular && found != self.relative).then_some(found)
    }
}

/// The expansion's folder for a tile whose file lies in `tile_folder`, and the tile file's
/// folder relative to it: `tile_folder` itself when it holds the manifest or its parent does
/// not, else its parent.
fn expansion_folder(tile_folder: &Path) -> (PathBuf, PathBuf) {
    let holds_manifest = |folder: &Path| {
        Folder::open(folder)
            .and_then(|folder| folder.kind(Path::new(EXPANSION_MANIFEST)))
            .is_ok_and(|kind| kind == Some(EntryKind::Regular))
    };
    if !holds_manifest(tile_folder)
        && let (Some(name), Some(parent)) = (tile_folder.file_name(), tile_folder.parent())
    {
        let parent = if parent.as_os_str().is_empty() {
            Path::new(".")
        } else {
            parent
        };
        if holds_manifest(parent) {
            return (parent.to_owned(), PathBuf::from(name));
        }
    }
    (tile_folder.to_owned(), PathBuf::new())
}

/// `folder`, or the folder it leads to when it is itself a symbolic link: a data folder named
/// through a link, or one the walk of the data followed, is read where the link leads (the
/// door refuses a folder that is a link), while every link beneath it is still refused.
fn followed(folder: PathBuf) -> PathBuf {
    let is_link = folder
        .symlink_metadata()
        .is_ok_and(|metadata| metadata.file_type().is_symlink());
    if is_link {
        std::fs::canonicalize(&folder).unwrap_or(folder)
    } else {
        folder
    }
}

/// `picture` with its last names spelt as in `miscased`, the path of the file meant relative
/// to the expansion's folder: `art/c.png` becomes `art/C.png`, `../art/c.png` `../art/C.png`.
fn respelt(picture: &str, miscased: &Path) -> String {
    let components: Vec<Component> = Path::new(picture).components().collect();
    let names = components
        .iter()
        .rev()
        .take_while(|component| matches!(component, Component::Normal(_)))
        .count();
    let meant: Vec<Component> = miscased.components().collect();
    components[..components.len() - names]
        .iter()
        .chain(&meant[meant.len().saturating_sub(names)..])
        .map(|component| component.as_os_str().to_string_lossy())
        .collect::<Vec<_>>()
        .join("/")
}

/// Checks the picture `tile` (in `source`) names, if it names one.
pub fn check(source: &SourceFile, tile: &Tile, diagnostics: &mut Vec<Diagnostic>) {
    let Some(picture) = tile.picture.as_deref() else {
        return;
    };
    let Err(problem) = usable(&source.path, picture) else {
        return;
    };
    let message = format!(
        "picture `{picture}` of tile `{}` cannot be used: {problem}",
        tile.id
    );
    diagnostics.push(located(
        source,
        &top("picture"),
        Code::UnusablePicture,
        message,
        picture,
        &problem,
    ));
}

/// Checks the pictures `expansion` (in `source`, its manifest) names: its symbol's (E059) and
/// its back's (E060), each from the manifest's folder.
pub fn check_expansion(
    source: &SourceFile,
    expansion: &Expansion,
    diagnostics: &mut Vec<Diagnostic>,
) {
    let named = [
        (
            expansion
                .symbol
                .as_ref()
                .and_then(|symbol| symbol.picture.as_deref()),
            "symbol",
            "mark",
            Code::UnusableMark,
        ),
        (
            expansion.back.as_ref().map(|back| back.picture.as_ref()),
            "back",
            "back",
            Code::UnusableBack,
        ),
    ];
    for (picture, table, what, code) in named {
        let Some(picture) = picture else {
            continue;
        };
        let usable =
            PictureFile::of_expansion(&source.path, picture).and_then(|file| file.usable());
        let Err(problem) = usable else {
            continue;
        };
        let message = format!(
            "the {what} picture `{picture}` of expansion `{}` cannot be used: {problem}",
            expansion.id
        );
        let pointer = top(table).key("picture");
        let diagnostic = located(source, &pointer, code, message, picture, &problem);
        let diagnostic = match problem {
            PictureProblem::Outside => diagnostic.with_help(format!(
                "keep the picture inside the folder of {EXPANSION_MANIFEST} and name it from \
                 there, such as `{what}.png` or `art/{what}.png`"
            )),
            _ => diagnostic,
        };
        diagnostics.push(diagnostic);
    }
}

/// The diagnostic of `problem` with the picture `picture`, named at `pointer` in `source`:
/// its help, and for a file whose name differs only in letter case, the name meant as a fix.
fn located(
    source: &SourceFile,
    pointer: &crate::input::source::Pointer,
    code: Code,
    message: String,
    picture: &str,
    problem: &PictureProblem,
) -> Diagnostic {
    let diagnostic = error_at_key(source, pointer, code, message);
    match problem {
        PictureProblem::Missing {
            miscased: Some(miscased),
            ..
        } => {
            let meant = respelt(picture, miscased);
            let fix = source.spans().get(pointer).map(|entry| {
                Fix::new(
                    format!("replace with `{meant}`"),
                    entry.value.clone(),
                    toml::Value::String(meant.clone()).to_string(),
                )
            });
            diagnostic
                .with_help(format!("did you mean `{meant}`?"))
                .with_fix(fix)
        }
        _ => diagnostic.with_help(problem.help()),
    }
}

/// Whether the picture `picture` names, for the tile in `tile_file`, can be drawn.
fn usable(tile_file: &Path, picture: &str) -> Result<(), PictureProblem> {
    PictureFile::of(tile_file, picture)?.usable()
}

impl PictureFile {
    /// Whether the picture can be read and its header says it can be drawn.
    fn usable(&self) -> Result<(), PictureProblem> {
        let bytes = self.read()?;
        crate::shared::artwork::inspect(&bytes).map_err(PictureProblem::Artwork)?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shared::artwork::{ArtworkError, Format};

    #[test]
    fn each_problem_has_its_own_help() {
        let problems = [
            PictureProblem::Outside,
            PictureProblem::Ending,
            PictureProblem::Svg,
            PictureProblem::Missing {
                tried: PathBuf::from("art/A.png"),
                miscased: None,
            },
            PictureProblem::Unreadable("a link".to_owned()),
            PictureProblem::Artwork(ArtworkError::NotAPicture),
            PictureProblem::Artwork(ArtworkError::Broken(Format::Png, "cut".to_owned())),
            PictureProblem::Artwork(ArtworkError::TooLarge(5000, 5000)),
            PictureProblem::Artwork(ArtworkError::NotSquare(512, 400)),
        ];
        let mut helps: Vec<String> = problems.iter().map(PictureProblem::help).collect();
        helps.sort();
        helps.dedup();
        assert_eq!(helps.len(), problems.len(), "{helps:#?}");
    }

    #[test]
    fn a_miscased_path_is_respelt_as_the_tile_wrote_it() {
        assert_eq!(
            respelt("art/c.png", Path::new("tiles/art/C.png")),
            "art/C.png"
        );
        assert_eq!(
            respelt("./Art/c.png", Path::new("art/C.png")),
            "./art/C.png"
        );
        assert_eq!(
            respelt("../art/c.png", Path::new("art/C.png")),
            "../art/C.png"
        );
    }

    #[test]
    fn a_picture_may_lie_anywhere_inside_the_expansion_s_folder() {
        let temp = tempfile::tempdir().unwrap();
        let expansion = temp.path().join("x");
        std::fs::create_dir_all(expansion.join("tiles")).unwrap();
        let tile = expansion.join("tiles/A.toml");
        // No manifest: only the tile's own folder.
        assert_eq!(
            PictureFile::of(&tile, "../art/A.png"),
            Err(PictureProblem::Outside)
        );
        std::fs::write(expansion.join(EXPANSION_MANIFEST), "id = \"x\"\n").unwrap();
        let shared = PictureFile::of(&tile, "../art/A.png").unwrap();
        assert_eq!(shared.path(), expansion.join("art/A.png"));
        assert_eq!(
            PictureFile::of(&tile, "../../A.png"),
            Err(PictureProblem::Outside)
        );
        assert_eq!(
            PictureFile::of(&tile, "/x/art/A.png"),
            Err(PictureProblem::Outside)
        );
    }
}
