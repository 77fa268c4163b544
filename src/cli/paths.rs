//! The data paths named on the command line, checked before anything is read: a file named
//! must be a `.toml` data file, and a file or folder named twice, or inside a folder also
//! named, is read once.

use std::path::{Path, PathBuf};

use crate::cli::Exit;
use crate::cli::console::say;

/// The paths of `paths` that name data, each once, in the order given. A named file that is
/// not a regular `.toml` file is a usage error: it is reported and the run ends with exit
/// code 2. Paths that do not exist are kept, for the validator to report.
pub fn data_paths(paths: &[PathBuf]) -> Result<Vec<PathBuf>, Exit> {
    let mut named: Vec<(PathBuf, Option<PathBuf>)> = Vec::new();
    for path in paths {
        if let Err(message) = check_named(path) {
            say!("error: {message}");
            return Err(Exit::Usage);
        }
        named.push((path.clone(), std::fs::canonicalize(path).ok()));
    }
    let mut kept: Vec<PathBuf> = Vec::new();
    for (index, (path, canonical)) in named.iter().enumerate() {
        let covered = canonical.as_ref().is_some_and(|canonical| {
            named
                .iter()
                .enumerate()
                .any(|(other, (_, other_canonical))| {
                    other != index
                        && other_canonical.as_ref().is_some_and(|other_canonical| {
                            // Inside another named folder, or the same as one named earlier.
                            (canonical != other_canonical && canonical.starts_with(other_canonical))
                                || (canonical == other_canonical && other < index)
                        })
                })
        });
        if !covered {
            kept.push(path.clone());
        }
    }
    Ok(kept)
}

/// Fails, in words, when `path` names a file without the `.toml` extension, which holds no
/// data. A `.toml` path that is not a regular file is left to the validator, which reports it
/// where it stands (E001).
fn check_named(path: &Path) -> Result<(), String> {
    let Ok(metadata) = std::fs::metadata(path) else {
        return Ok(());
    };
    if metadata.is_dir()
        || path
            .extension()
            .is_some_and(|extension| extension == "toml")
    {
        return Ok(());
    }
    let what = if metadata.is_file() {
        "not a data file"
    } else {
        "not a regular file"
    };
    Err(format!(
        "`{}` is {what}; expected a data folder or a `.toml` data file",
        path.display()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_path_named_twice_or_inside_a_named_folder_is_kept_once() {
        let data = PathBuf::from("data");
        let tile = PathBuf::from("data/flier/tiles/A.toml");
        assert_eq!(
            data_paths(&[data.clone(), data.clone(), tile.clone()]).unwrap(),
            vec![data.clone()]
        );
        assert_eq!(
            data_paths(&[tile.clone(), PathBuf::from("./data/flier/tiles/A.toml")]).unwrap(),
            vec![tile.clone()]
        );
        assert_eq!(
            data_paths(&[PathBuf::from("missing"), data.clone()]).unwrap(),
            [PathBuf::from("missing"), data]
        );
    }

    #[test]
    fn a_file_that_is_not_toml_is_refused() {
        assert!(check_named(Path::new("Cargo.lock")).is_err());
        assert!(check_named(Path::new("data")).is_ok());
        assert!(check_named(Path::new("data/flier/tiles/A.toml")).is_ok());
        #[cfg(unix)]
        assert!(check_named(Path::new("/dev/null")).is_err());
    }
}
