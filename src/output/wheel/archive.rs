//! The wheel's zip archive and its `RECORD`: every file with its SHA-256 digest (URL-safe
//! base64 without padding) and its size, `RECORD` itself last, with neither.

use std::io::{Cursor, Write};

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use sha2::{Digest, Sha256};
use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, DateTime, ZipWriter};

/// The archive of `files` (each its path in the wheel and its bytes, in the order to write
/// them), then their record as the file `record`.
pub(super) fn write(files: &[(String, Vec<u8>)], record: &str) -> zip::result::ZipResult<Vec<u8>> {
    let options = SimpleFileOptions::default()
        .compression_method(CompressionMethod::Deflated)
        .compression_level(Some(9))
        .last_modified_time(DateTime::default())
        .unix_permissions(0o644);
    let mut archive = ZipWriter::new(Cursor::new(Vec::new()));
    for (path, bytes) in files {
        archive.start_file(path.as_str(), options)?;
        archive.write_all(bytes)?;
    }
    archive.start_file(record, options)?;
    archive.write_all(record_of(files, record).as_bytes())?;
    Ok(archive.finish()?.into_inner())
}

/// The text of `RECORD` for `files`: a CSV line a file, `path,sha256=DIGEST,SIZE`, and one for
/// the record itself, `path,,`. No path of the wheel holds a comma, a quote or a line break.
fn record_of(files: &[(String, Vec<u8>)], record: &str) -> String {
    let mut text = String::new();
    for (path, bytes) in files {
        let digest = URL_SAFE_NO_PAD.encode(Sha256::digest(bytes));
        text.push_str(&format!("{path},sha256={digest},{}\n", bytes.len()));
    }
    text.push_str(&format!("{record},,\n"));
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_record_gives_each_file_its_digest_and_size_and_itself_none() {
        let files = [("a/b.txt".to_owned(), b"hello".to_vec())];
        // The SHA-256 of `hello`, 2cf24dba…, in URL-safe base64 without padding.
        assert_eq!(
            record_of(&files, "a-1.dist-info/RECORD"),
            "a/b.txt,sha256=LPJNul-wow4m6DsqxbninhsWHlwfp0JecwQzYpOLmCQ,5\na-1.dist-info/RECORD,,\n"
        );
    }
}
