//! The only files the studio reads and writes: the data folders' expansion manifests and tile
//! files, named in requests as `<folder number>/<path inside it>`, and reached through the door
//! ([`Folder`]), which never follows a symbolic link on the way or at the end.

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

use crate::input::document::EXPANSION_MANIFEST;
use crate::input::load::MAX_FILE_BYTES;
use crate::shared::door::{Folder, check_relative};

/// The folder of tile files inside an expansion's folder.
const TILES: &str = "tiles";

/// A data file as a request names it: which data folder, and the path inside it.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct FileName {
    /// The data folder's place among those the studio was started with.
    root: usize,
    /// The path inside it: `[<expansion>/]expansion.toml` or `[<expansion>/]tiles/<name>.toml`.
    relative: PathBuf,
}

/// Why a file name from a request is refused: nothing is read or written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refused(pub String);

impl fmt::Display for Refused {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Whether `part` is a plain name the data folders use: letters, digits, `-`, `_` and `.`,
/// not starting with a dot.
fn is_plain(part: &str) -> bool {
    !part.is_empty()
        && part.len() <= 128
        && !part.starts_with('.')
        && part
            .bytes()
            .all(|byte| byte.is_ascii_alphanumeric() || matches!(byte, b'-' | b'_' | b'.'))
}

impl FileName {
    /// The name `text` (already percent-decoded once, as received) stands for, when it names a
    /// manifest or a tile file of a data folder; anything else, such as a `..`, an absolute
    /// path, a backslash, a percent sign left after decoding or another kind of file, is
    /// refused.
    pub fn parse(text: &str, files: &DataFiles) -> Result<FileName, Refused> {
        let refused = || Refused(format!("`{text}` names no data file of the studio"));
        let (root, relative) = text.split_once('/').ok_or_else(refused)?;
        let root: usize = root
            .parse()
            .ok()
            .filter(|root| *root < files.roots.len())
            .ok_or_else(refused)?;
        let parts: Vec<&str> = relative.split('/').collect();
        if !parts.iter().all(|part| is_plain(part)) {
            return Err(refused());
        }
        let inside = if files.roots[root].single {
            &parts[..]
        } else {
            parts.get(1..).ok_or_else(refused)?
        };
        let known = match inside {
            [manifest] => *manifest == EXPANSION_MANIFEST,
            [tiles, name] => *tiles == TILES && name.ends_with(".toml") && name.len() > 5,
            _ => false,
        };
        let relative = PathBuf::from(relative);
        if !known || check_relative(&relative).is_err() {
            return Err(refused());
        }
        Ok(FileName { root, relative })
    }

    /// The name as requests give it.
    pub fn text(&self) -> String {
        format!("{}/{}", self.root, self.relative.display())
    }

    /// Whether it names a tile file, not a manifest.
    pub fn is_tile(&self) -> bool {
        self.relative
            .file_name()
            .is_some_and(|name| name != EXPANSION_MANIFEST)
    }

    /// The path inside its data folder.
    pub fn relative(&self) -> &Path {
        &self.relative
    }
}

/// One data folder the studio serves.
#[derive(Debug)]
struct Root {
    /// The folder, opened once.
    folder: Folder,
    /// Whether it is one expansion's folder (it holds the manifest itself) rather than a
    /// folder of expansions.
    single: bool,
}

/// The data folders the studio serves, each opened once.
#[derive(Debug)]
pub struct DataFiles {
    /// The folders, in the order named.
    roots: Vec<Root>,
}

impl DataFiles {
    /// The data folders at `paths`, which must be folders themselves, not links to them.
    pub fn open(paths: &[PathBuf]) -> io::Result<DataFiles> {
        let roots = paths
            .iter()
            .map(|path| {
                let folder = Folder::open(path)?;
                let single = folder.regular_len(Path::new(EXPANSION_MANIFEST))?.is_some();
                Ok(Root { folder, single })
            })
            .collect::<io::Result<_>>()?;
        Ok(DataFiles { roots })
    }

    /// The data folders' paths, in the order named.
    pub fn paths(&self) -> Vec<PathBuf> {
        self.roots
            .iter()
            .map(|root| root.folder.path().to_owned())
            .collect()
    }

    /// The path of `name` on disk, as the checks report it.
    pub fn path(&self, name: &FileName) -> PathBuf {
        self.roots[name.root].folder.path().join(&name.relative)
    }

    /// The text of `name`, at most [`MAX_FILE_BYTES`] of it; `None` when no file is there.
    pub fn read(&self, name: &FileName) -> io::Result<Option<String>> {
        match self.roots[name.root]
            .folder
            .read(&name.relative, MAX_FILE_BYTES)
        {
            Ok(bytes) => String::from_utf8(bytes)
                .map(Some)
                .map_err(|_| io::Error::new(io::ErrorKind::InvalidData, "the file is not UTF-8")),
            Err(error) if error.kind() == io::ErrorKind::NotFound => Ok(None),
            Err(error) => Err(error),
        }
    }

    /// Writes `text` as `name`, atomically; only a regular file is replaced.
    pub fn write(&self, name: &FileName, text: &str) -> io::Result<()> {
        self.roots[name.root]
            .folder
            .write(&name.relative, text.as_bytes())
            .map(|_| ())
    }

    /// Writes `text` as the new file `name`; a file already there is an error of kind
    /// [`io::ErrorKind::AlreadyExists`] and is left as it is.
    pub fn create(&self, name: &FileName, text: &str) -> io::Result<()> {
        self.roots[name.root]
            .folder
            .write_new(&name.relative, text.as_bytes(), true)
    }

    /// Removes the file `name`.
    pub fn remove(&self, name: &FileName) -> io::Result<()> {
        self.roots[name.root].folder.remove_file(&name.relative)
    }

    /// The tile file `file` (such as `F.toml`) of the expansion whose manifest is `manifest`.
    pub fn tile_of(&self, manifest: &FileName, file: &str) -> Result<FileName, Refused> {
        let folder = manifest.relative.parent().unwrap_or(Path::new(""));
        let relative = folder.join(TILES).join(file);
        FileName::parse(&format!("{}/{}", manifest.root, relative.display()), self)
    }

    /// Every manifest and tile file of the data folders, each expansion's manifest before its
    /// tiles, in the order of their names.
    pub fn list(&self) -> io::Result<Vec<FileName>> {
        let mut names = Vec::new();
        for (index, root) in self.roots.iter().enumerate() {
            let expansions: Vec<PathBuf> = if root.single {
                vec![PathBuf::new()]
            } else {
                let mut folders: Vec<PathBuf> = root
                    .folder
                    .names()?
                    .into_iter()
                    .filter_map(|name| name.into_string().ok())
                    .filter(|name| is_plain(name))
                    .map(PathBuf::from)
                    .collect();
                folders.sort();
                folders
            };
            for expansion in expansions {
                let manifest = expansion.join(EXPANSION_MANIFEST);
                if root.folder.regular_len(&manifest)?.is_none() {
                    continue;
                }
                names.push(FileName {
                    root: index,
                    relative: manifest,
                });
                let tiles = expansion.join(TILES);
                let Some(folder) = root.folder.existing_subfolder(&tiles).ok().flatten() else {
                    continue;
                };
                let mut files: Vec<String> = folder
                    .names()?
                    .into_iter()
                    .filter_map(|name| name.into_string().ok())
                    .filter(|name| is_plain(name) && name.ends_with(".toml"))
                    .collect();
                files.sort();
                for file in files {
                    let relative = tiles.join(&file);
                    if root.folder.regular_len(&relative)?.is_some() {
                        names.push(FileName {
                            root: index,
                            relative,
                        });
                    }
                }
            }
        }
        Ok(names)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_manifests_and_tile_files_are_named() {
        let files = DataFiles::open(&[PathBuf::from("data")]).unwrap();
        for good in ["0/flier/expansion.toml", "0/flier/tiles/F.toml"] {
            assert_eq!(FileName::parse(good, &files).unwrap().text(), good);
        }
        for bad in [
            "1/flier/tiles/F.toml",
            "0/../data/flier/tiles/F.toml",
            "0/flier/../flier/tiles/F.toml",
            "0//etc/passwd",
            "/etc/passwd",
            "0/flier/tiles/%2e%2e",
            "0/flier\\tiles\\F.toml",
            "0/flier/symbol.png",
            "0/flier/tiles/.F.toml",
            "0/flier/tiles/F.toml/x",
            "0/flier/tiles/.toml",
            "0/expansion.toml",
        ] {
            assert!(FileName::parse(bad, &files).is_err(), "{bad}");
        }
    }

    #[test]
    fn the_listing_holds_each_manifest_and_its_tiles() {
        let files = DataFiles::open(&[PathBuf::from("data")]).unwrap();
        let names: Vec<String> = files.list().unwrap().iter().map(FileName::text).collect();
        assert!(names.contains(&"0/flier/expansion.toml".to_owned()));
        let flier = names
            .iter()
            .filter(|name| name.starts_with("0/flier/tiles/"))
            .count();
        assert_eq!(flier, 9);
    }
}
