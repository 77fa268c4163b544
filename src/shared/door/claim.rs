//! A folder that only one kind of command writes into, known by the marker file it holds.

use std::ffi::OsStr;
use std::io;
use std::path::Path;

use super::folder::Folder;
use super::kind::EntryKind;

/// Prepares `root` as a folder that only a command of one kind writes into: one that does not
/// exist yet (it is created), an empty one, or one holding the regular file `marker` with
/// exactly `text`, which an earlier run wrote. The marker is written before anything else, so
/// a folder a run has written into always holds it. Any other folder, a symbolic link, or
/// anything that is not a folder, is refused with an error of kind
/// [`io::ErrorKind::InvalidInput`] and left untouched.
pub fn claim_folder(root: &Path, marker: &str, text: &str) -> io::Result<Folder> {
    let refuse = |why: String| {
        io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("refusing to write into `{}`: {why}", root.display()),
        )
    };
    let folder = match root.symlink_metadata() {
        Err(error) if error.kind() == io::ErrorKind::NotFound => Folder::create(root)?,
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
            folder
        }
    };
    folder.write(Path::new(marker), text.as_bytes())?;
    Ok(folder)
}
