//! A 100 MB tile file is refused by its size, without reading it into memory. Alone in its test
//! binary so that no other test's allocations blur the peak memory it measures.

use crate::common;

use common::{Data, codes_for};

/// The process's peak resident memory so far, in KiB (Linux only).
#[cfg(target_os = "linux")]
fn peak_kib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap();
    let line = status
        .lines()
        .find(|line| line.starts_with("VmHWM:"))
        .unwrap();
    line.split_whitespace().nth(1).unwrap().parse().unwrap()
}

#[test]
fn hundred_megabyte_file_is_refused_by_size() {
    let data = Data::flier();
    let huge = data.tile("Z.toml");
    let file = std::fs::File::create(&huge).unwrap();
    file.set_len(100 * 1024 * 1024).unwrap();
    drop(file);

    #[cfg(target_os = "linux")]
    let before = peak_kib();
    let validation = data.validate();
    #[cfg(target_os = "linux")]
    {
        let grown = peak_kib().saturating_sub(before);
        assert!(grown < 20 * 1024, "peak memory grew by {grown} KiB");
    }

    assert_eq!(codes_for(&validation, &huge), ["E002"]);
    let run = data.cli();
    run.expect_code(1);
    assert!(run.stderr.contains("E002"), "{}", run.stderr);
}
