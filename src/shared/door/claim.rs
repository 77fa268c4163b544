//! A folder that only one kind of command writes into, known by the marker file it holds.

use std::ffi::{OsStr, OsString};
use std::io;
use std::ops::Deref;
use std::path::Path;

use super::folder::Folder;
use super::kind::EntryKind;

/// An output folder claimed for one run of a command ([`claim_folder`]), which knows what stood
/// at its place before the run. Dropped before [`Claimed::keep`] (the run failed) while it
/// holds nothing but its marker, it leaves the place as the run found it: a folder the run
/// made is removed, and so is the marker the run put into an empty folder.
#[derive(Debug)]
#[must_use = "a claimed folder dropped without `keep` is taken back when it holds only its marker"]
pub struct Claimed {
    folder: Folder,
    /// The marker file's name.
    marker: OsString,
    found: Found,
    /// Whether the run succeeded, so the folder stays whatever it holds.
    kept: bool,
}

/// What stood at a claimed folder's place before the run.
#[derive(Debug)]
enum Found {
    /// Nothing: the run made the folder, called `name` in `parent` (`None` where the folder
    /// holding it cannot be opened without following a link).
    Nothing(Option<(Folder, OsString)>),
    /// An empty folder.
    Empty,
    /// A folder an earlier run claimed, holding the marker.
    Claimed,
}

impl Claimed {
    /// Keeps the folder as the run leaves it: the run succeeded.
    pub fn keep(mut self) {
        self.kept = true;
    }

    /// Takes back what the run added when the folder holds nothing but the marker (or not
    /// even that: the marker's own write failed).
    fn take_back(&self) -> io::Result<()> {
        if !self.folder.names()?.iter().all(|name| *name == self.marker) {
            return Ok(());
        }
        match &self.found {
            Found::Claimed => Ok(()),
            Found::Empty => self.folder.remove_file(Path::new(&self.marker)),
            Found::Nothing(parent) => {
                self.folder.remove_file(Path::new(&self.marker))?;
                match parent {
                    Some((parent, name)) if self.folder.is_named(parent, Path::new(name))? => {
                        parent.remove_empty_folder(Path::new(name))
                    }
                    _ => Ok(()),
                }
            }
        }
    }
}

impl Deref for Claimed {
    type Target = Folder;

    fn deref(&self) -> &Folder {
        &self.folder
    }
}

impl Drop for Claimed {
    fn drop(&mut self) {
        if !self.kept {
            // What cannot be taken back stays, as it would without this: the run's error says
            // what went wrong.
            let _ = self.take_back();
        }
    }
}

/// Prepares `root` as a folder that only a command of one kind writes into: one that does not
/// exist yet (it is created), an empty one, or one holding the regular file `marker` with
/// exactly `text`, which an earlier run wrote. The marker is written before anything else, so
/// a folder a run has written into always holds it. Any other folder, a symbolic link, or
/// anything that is not a folder, is refused with an error of kind
/// [`io::ErrorKind::InvalidInput`] and left untouched. The run calls [`Claimed::keep`] when it
/// succeeds; else what it added to a folder it left holding only the marker is taken back.
pub fn claim_folder(root: &Path, marker: &str, text: &str) -> io::Result<Claimed> {
    let refuse = |why: String| {
        io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("refusing to write into `{}`: {why}", root.display()),
        )
    };
    let (folder, found) = match root.symlink_metadata() {
        Err(error) if error.kind() == io::ErrorKind::NotFound => {
            let folder = Folder::create(root)?;
            (folder, Found::Nothing(holder(root)))
        }
        Err(error) => return Err(error),
        Ok(metadata) if metadata.file_type().is_symlink() => {
            return Err(refuse(
                "it is a symbolic link; name the folder it points to, or a new folder".into(),
            ));
        }
        Ok(metadata) if !metadata.is_dir() => {
            return Err(refuse(format!(
                "it is {}",
                super::kind_of(&metadata.file_type())
            )));
        }
        Ok(_) => {
            let folder = Folder::open(root)?;
            // A run killed while it wrote the marker left its temporary file: a folder holding
            // only that is as empty as before the run.
            folder.sweep(Some(OsStr::new(marker)), false)?;
            let marker_path = Path::new(marker);
            let is_empty = folder.names()?.is_empty();
            let is_ours = folder.kind(marker_path)? == Some(EntryKind::Regular)
                && folder
                    .read(marker_path, text.len() as u64)
                    .is_ok_and(|found| found == text.as_bytes());
            if !is_empty && !is_ours {
                return Err(refuse(format!(
                    "it is not empty and holds no {marker}, so this command did not make it; name a new or empty folder"
                )));
            }
            // The folder is this command's own: what a run killed before it was done left
            // behind anywhere in it goes.
            folder.sweep(None, true)?;
            (
                folder,
                if is_ours {
                    Found::Claimed
                } else {
                    Found::Empty
                },
            )
        }
    };
    let claimed = Claimed {
        folder,
        marker: OsString::from(marker),
        found,
        kept: false,
    };
    claimed.write(Path::new(marker), text.as_bytes())?;
    Ok(claimed)
}

/// The folder holding `root`, opened, and `root`'s name in it; `None` when `root` names no
/// folder by name (`..`, `/`) or the folder holding it cannot be opened.
fn holder(root: &Path) -> Option<(Folder, OsString)> {
    let name = root.file_name()?;
    let parent = match root.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    Some((Folder::open(parent).ok()?, name.to_owned()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::fs;

    const MARKER: &str = ".tilecat-test";
    const TEXT: &str = "a test writes here\n";

    fn names(folder: &Path) -> Vec<OsString> {
        let mut names: Vec<_> = fs::read_dir(folder)
            .unwrap()
            .map(|entry| entry.unwrap().file_name())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn a_failed_run_leaves_each_place_as_it_found_it() {
        let root = tempfile::tempdir().unwrap();
        // A folder the run made, and the run fails: it goes.
        let made = root.path().join("made");
        drop(claim_folder(&made, MARKER, TEXT).unwrap());
        assert!(!made.exists());
        // An empty folder stays empty.
        let empty = root.path().join("empty");
        fs::create_dir(&empty).unwrap();
        drop(claim_folder(&empty, MARKER, TEXT).unwrap());
        assert_eq!(names(&empty), Vec::<OsString>::new());
        // A run that succeeded keeps its folder, even holding only the marker.
        claim_folder(&made, MARKER, TEXT).unwrap().keep();
        assert_eq!(names(&made), [MARKER]);
        // A folder an earlier run claimed keeps its marker when a later run fails.
        drop(claim_folder(&made, MARKER, TEXT).unwrap());
        assert_eq!(names(&made), [MARKER]);
        // What a failed run wrote stays, with the marker that says whose it is.
        let written = root.path().join("written");
        let claimed = claim_folder(&written, MARKER, TEXT).unwrap();
        claimed.write(Path::new("a.png"), b"a").unwrap();
        drop(claimed);
        assert_eq!(names(&written), [MARKER, "a.png"]);
    }
}
