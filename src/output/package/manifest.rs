//! A package's manifest: every file's path, size and SHA-256 digest, as JSON for programs
//! (`manifest.json`) and in the form `sha256sum --check` reads (`SHA256SUMS`).

use serde::Serialize;
use sha2::{Digest, Sha256};

use crate::output::bundle::Asset;

/// The manifest as JSON.
pub const MANIFEST_JSON: &str = "manifest.json";
/// The manifest as `sha256sum` writes and checks it.
pub const SHA256SUMS: &str = "SHA256SUMS";

/// The manifest of one package.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Manifest {
    /// The package's name.
    pub name: String,
    /// The package's version: the data version.
    pub version: String,
    /// The version of the format its data is in.
    pub format_version: String,
    /// Every file of the package but the manifest's own two, sorted by path.
    pub files: Vec<Entry>,
}

/// One file of a package.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Entry {
    /// The path inside the package's folder, with `/` between folders.
    pub path: String,
    /// The size in bytes.
    pub size: u64,
    /// The SHA-256 digest of the file's bytes, in lowercase hexadecimal.
    pub sha256: String,
}

impl Entry {
    /// The entry of `file`.
    pub fn of(file: &Asset) -> Entry {
        Entry {
            path: file.path.clone(),
            size: file.bytes.len() as u64,
            sha256: hex(&Sha256::digest(&file.bytes)),
        }
    }
}

impl Manifest {
    /// The two files of the manifest of `files`, `manifest.json` and `SHA256SUMS`, each
    /// listing every one of `files` in path order.
    pub fn files(&self) -> Result<[Asset; 2], serde_json::Error> {
        let mut json = serde_json::to_string_pretty(self)?;
        json.push('\n');
        let mut sums = String::new();
        for entry in &self.files {
            sums.push_str(&entry.sha256);
            sums.push_str("  ");
            sums.push_str(&entry.path);
            sums.push('\n');
        }
        Ok([
            Asset::new(MANIFEST_JSON.to_owned(), json.into_bytes()),
            Asset::new(SHA256SUMS.to_owned(), sums.into_bytes()),
        ])
    }
}

/// `bytes` in lowercase hexadecimal.
fn hex(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut text = String::with_capacity(bytes.len() * 2);
    for byte in bytes {
        text.push(char::from(DIGITS[usize::from(byte >> 4)]));
        text.push(char::from(DIGITS[usize::from(byte & 0xf)]));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_holds_the_digest_sha256sum_gives() {
        let entry = Entry::of(&Asset::new("a.txt".to_owned(), b"abc".to_vec()));
        assert_eq!(entry.size, 3);
        // The digest of `abc` in FIPS 180-2's examples.
        assert_eq!(
            entry.sha256,
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }

    #[test]
    fn the_sums_are_one_line_a_file_in_sha256sum_s_form() {
        let manifest = Manifest {
            name: "p".to_owned(),
            version: "1.0.0".to_owned(),
            format_version: "2.0.0".to_owned(),
            files: vec![Entry {
                path: "a/b.json".to_owned(),
                size: 1,
                sha256: "00ff".to_owned(),
            }],
        };
        let [json, sums] = manifest.files().unwrap();
        assert_eq!(sums.bytes, b"00ff  a/b.json\n");
        let json: serde_json::Value = serde_json::from_slice(&json.bytes).unwrap();
        assert_eq!(json["files"][0]["size"], 1);
    }
}
