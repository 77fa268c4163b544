//! The committed schemas against those of the format's last release
//! (`schema/released/<version>/`): a change that breaks a data file or a reader of that release
//! needs a new major version, and any change at all a new version.

use std::path::{Path, PathBuf};

use semver::Version;
use serde_json::Value;
use tilecat::output::codegen::compatibility::{Breaking, Writer, breaking_changes};
use tilecat::output::export::format_version;

/// The folder of each released format's schemas, named by its version.
const RELEASED: &str = "schema/released";

/// The last release recorded under `released`: its version and folder.
fn last_release(released: &Path) -> (Version, PathBuf) {
    std::fs::read_dir(released)
        .unwrap_or_else(|error| panic!("{}: {error}", released.display()))
        .map(|entry| entry.unwrap().path())
        .filter_map(|path| {
            let name = path.file_name()?.to_str()?;
            Some((Version::parse(name).ok()?, path))
        })
        .max()
        .expect("a released format is recorded")
}

fn json(path: &Path) -> Value {
    let text =
        std::fs::read_to_string(path).unwrap_or_else(|error| panic!("{}: {error}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

/// Why the schemas in `committed` may not carry the format version `version`, given the
/// releases in `released`; empty when they may.
fn refusals(committed: &Path, released: &Path, version: &Version) -> Vec<String> {
    let (last, folder) = last_release(released);
    let mut refused = Vec::new();
    let mut breaking: Vec<(String, Breaking)> = Vec::new();
    let mut changed = false;
    for entry in std::fs::read_dir(&folder).unwrap() {
        let old_path = entry.unwrap().path();
        let name = old_path.file_name().unwrap().to_str().unwrap().to_owned();
        let new_path = committed.join(&name);
        if !new_path.exists() {
            breaking.push((
                name.clone(),
                Breaking {
                    place: String::new(),
                    change: "the schema file was removed".to_owned(),
                },
            ));
            continue;
        }
        let (old, new) = (json(&old_path), json(&new_path));
        changed |= old != new;
        breaking.extend(
            breaking_changes(&old, &new, Writer::of(&name))
                .into_iter()
                .map(|change| (name.clone(), change)),
        );
    }
    if version < &last {
        refused.push(format!("{version} is older than the last release, {last}"));
    }
    if changed && version == &last {
        refused.push(format!(
            "the schemas changed since {last}, and the format version did not"
        ));
    }
    if !breaking.is_empty() && version.major == last.major {
        for (name, change) in &breaking {
            refused.push(format!(
                "{name}: {change}: a breaking change since {last}, which needs the major version {}",
                last.major + 1
            ));
        }
    }
    refused
}

#[test]
fn the_committed_schemas_keep_what_the_last_release_promised() {
    let refused = refusals(Path::new("schema"), Path::new(RELEASED), &format_version());
    assert!(refused.is_empty(), "{}", refused.join("\n"));
}

#[test]
fn the_last_release_is_the_format_version_or_the_one_before() {
    let (last, _) = last_release(Path::new(RELEASED));
    assert!(last <= format_version());
}

/// The negative case: the committed schemas, copied, with a key taken out of one.
#[test]
fn a_key_removed_without_a_major_version_is_refused() {
    let temp = tempfile::tempdir().unwrap();
    for entry in std::fs::read_dir("schema").unwrap() {
        let path = entry.unwrap().path();
        if path.is_file() {
            std::fs::copy(&path, temp.path().join(path.file_name().unwrap())).unwrap();
        }
    }
    let catalog = temp.path().join("catalog.schema.json");
    let mut schema = json(&catalog);
    let removed = schema["$defs"]["TileExport"]["properties"]
        .as_object_mut()
        .expect("the catalog schema describes its tiles")
        .remove("letter");
    assert!(removed.is_some());
    std::fs::write(&catalog, serde_json::to_string_pretty(&schema).unwrap()).unwrap();

    // A minor version after the last release: the same major version.
    let (last, _) = last_release(Path::new(RELEASED));
    let version = Version::new(last.major, last.minor + 1, 0);
    let refused = refusals(temp.path(), Path::new(RELEASED), &version);
    assert!(
        refused
            .iter()
            .any(|why| why.contains("tiles[]: the key `letter` was removed")),
        "{refused:#?}"
    );
    // With the next major version the same change is let through.
    let next = Version::new(last.major + 1, 0, 0);
    assert_eq!(
        refusals(temp.path(), Path::new(RELEASED), &next),
        Vec::<String>::new()
    );
}
