//! Files of the build in place used again by the next build: a file whose bytes the build in
//! place holds already is hard-linked from it into the staging folder instead of being written
//! again, which is most of a rebuild's files when one tile changed (`tilecat build --watch`).
//!
//! A file is linked only when the build in place is a build (it holds a manifest tilecat
//! wrote), the file is that manifest or one it lists, it is a regular file of the new file's
//! size, and the linked file, read back through its new name, holds exactly the new file's
//! bytes. Such a file needs no bringing to disk: the build that wrote it did so before swapping
//! it in, and its bytes are still those. Anything else, including any failure to link, writes
//! the file. The build in place is only read: its files gain a name in the staging folder, and
//! nothing of it is changed or removed.

use std::collections::HashSet;
use std::io;
use std::path::Path;

use crate::output::bundle::{Asset, BUILD_MANIFEST};
use crate::shared::door::{Folder, check_relative};

/// The build in place at the output folder, as far as its files may be used again.
#[derive(Debug)]
pub struct Previous {
    /// The build in place, opened; `None` where there is none.
    folder: Option<Folder>,
    /// The paths its manifest lists, the manifest among them.
    files: HashSet<String>,
}

impl Previous {
    /// The build called `name` in `parent`: its manifest and the files it lists, none where
    /// it holds no build or its manifest cannot be read. Asked only once the output folder is
    /// known to be missing, empty or a folder holding a manifest tilecat wrote.
    pub fn at(parent: &Folder, name: &Path) -> Previous {
        match parent.existing_subfolder(name) {
            Ok(Some(folder)) => Previous::of(folder),
            _ => Previous {
                folder: None,
                files: HashSet::new(),
            },
        }
    }

    /// The build in place in the opened `folder`: its manifest and the files it lists, none
    /// where it holds no readable manifest.
    pub fn of(folder: Folder) -> Previous {
        let folder = Some(folder);
        let files = folder
            .as_ref()
            .and_then(|folder| folder.read(Path::new(BUILD_MANIFEST), MANIFEST_LIMIT).ok())
            .and_then(|bytes| serde_json::from_slice::<serde_json::Value>(&bytes).ok())
            .and_then(|manifest| {
                let files = manifest["files"].as_array()?;
                let listed = files
                    .iter()
                    .filter_map(|path| path.as_str().map(str::to_owned));
                Some(listed.chain([BUILD_MANIFEST.to_owned()]).collect())
            })
            .unwrap_or_default();
        Previous { folder, files }
    }

    /// The build in place, opened; `None` where there is none.
    pub fn folder(&self) -> Option<&Folder> {
        self.folder.as_ref()
    }

    /// The paths inside the output folder that the build in place lists, its manifest among
    /// them; none where it holds no readable manifest.
    pub fn files(&self) -> impl Iterator<Item = &str> {
        self.files.iter().map(String::as_str)
    }

    /// Puts `asset` into `staged` as a hard link to the build in place's file of the same
    /// path, if that file holds exactly its bytes; returns whether it did. Where it did not,
    /// nothing is left at the asset's path in `staged`; the error is that of removing a link
    /// that did not hold its bytes.
    pub fn link(&self, staged: &Folder, asset: &Asset) -> io::Result<bool> {
        let relative = Path::new(&asset.path);
        let Some(folder) = &self.folder else {
            return Ok(false);
        };
        if !self.files.contains(&asset.path) || check_relative(relative).is_err() {
            return Ok(false);
        }
        let same_size = folder
            .regular_len(relative)
            .is_ok_and(|len| len == Some(asset.bytes.len() as u64));
        if !same_size || staged.hard_link(folder, relative, relative).is_err() {
            return Ok(false);
        }
        // The file is read back through its new name: a file that cannot be, or that changed
        // since its size was looked at, is written like a changed one.
        let held = staged.read(relative, asset.bytes.len() as u64);
        if held.is_ok_and(|held| held == asset.bytes) {
            return Ok(true);
        }
        staged.remove_file(relative).map(|()| false)
    }
}

/// The largest manifest read: far more than any build's list of files.
const MANIFEST_LIMIT: u64 = 64 * 1024 * 1024;

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

    fn asset(path: &str, bytes: &str) -> Asset {
        Asset::new(path.to_owned(), bytes.as_bytes().to_vec())
    }

    /// A build in place listing `a/same.txt`, `a/changed.txt` and `link.txt`, with an unlisted
    /// file beside them.
    fn previous(root: &Path) -> Previous {
        let out = root.join("dist");
        fs::create_dir_all(out.join("a")).unwrap();
        fs::write(
            out.join(BUILD_MANIFEST),
            r#"{"generator": "tilecat 0.1.0", "files": ["a/same.txt", "a/changed.txt", "link.txt", "../outside.txt"]}"#,
        )
        .unwrap();
        fs::write(out.join("a/same.txt"), "same").unwrap();
        fs::write(out.join("a/changed.txt"), "old!").unwrap();
        fs::write(out.join("unlisted.txt"), "same").unwrap();
        fs::write(root.join("outside.txt"), "same").unwrap();
        std::os::unix::fs::symlink(out.join("a/same.txt"), out.join("link.txt")).unwrap();
        Previous::at(&Folder::open(root).unwrap(), Path::new("dist"))
    }

    fn staged(path: &Path) -> Folder {
        fs::create_dir(path).unwrap();
        Folder::open(path).unwrap()
    }

    #[test]
    fn links_only_listed_regular_files_holding_the_same_bytes() {
        let root = tempfile::tempdir().unwrap();
        let previous = previous(root.path());
        let staging = root.path().join("staging");
        assert!(
            previous
                .link(&staged(&staging), &asset("a/same.txt", "same"))
                .unwrap()
        );
        assert_eq!(
            fs::read_to_string(staging.join("a/same.txt")).unwrap(),
            "same"
        );
        for (path, bytes) in [
            ("a/changed.txt", "new!"),
            ("a/same.txt", "longer"),
            ("unlisted.txt", "same"),
            ("link.txt", "same"),
            ("../outside.txt", "same"),
            ("missing.txt", "same"),
        ] {
            let staging = root.path().join(format!("staging-{}", path.len()));
            assert!(
                !previous
                    .link(&staged(&staging), &asset(path, bytes))
                    .unwrap(),
                "{path}"
            );
            if !path.starts_with("..") {
                assert!(staging.join(path).symlink_metadata().is_err(), "{path}");
            }
        }
        // Nothing was linked outside the folders.
        use std::os::unix::fs::MetadataExt;
        let outside = root.path().join("outside.txt").metadata().unwrap();
        assert_eq!(outside.nlink(), 1);
        // The build in place is unchanged.
        let out = root.path().join("dist");
        assert_eq!(
            fs::read_to_string(out.join("a/changed.txt")).unwrap(),
            "old!"
        );
        assert_eq!(fs::read_to_string(out.join("a/same.txt")).unwrap(), "same");
    }

    #[test]
    fn a_folder_without_a_readable_manifest_offers_nothing() {
        let root = tempfile::tempdir().unwrap();
        fs::create_dir(root.path().join("dist")).unwrap();
        fs::write(root.path().join("dist/same.txt"), "same").unwrap();
        let previous = Previous::at(&Folder::open(root.path()).unwrap(), Path::new("dist"));
        let staging = root.path().join("staging");
        assert!(
            !previous
                .link(&staged(&staging), &asset("same.txt", "same"))
                .unwrap()
        );
    }
}
