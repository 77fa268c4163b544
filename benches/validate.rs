//! In-process cost of validation on a generated corpus of 1,000 tile files.
//!
//! `cargo bench --bench validate`

use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use tilecat::corpus;
use tilecat::output::OutputDir;
use tilecat::validate::validate_paths;

const TILES: usize = 1000;

fn validation(c: &mut Criterion) {
    let temp = tempfile::tempdir().unwrap();
    let out = OutputDir::create(temp.path()).unwrap();
    corpus::write(TILES, &out).unwrap();
    let paths = [temp.path().to_path_buf()];
    assert!(!validate_paths(&paths).has_errors());

    let mut group = c.benchmark_group("validate 1000 files");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_millis(500))
        .measurement_time(Duration::from_secs(3));
    group.bench_function("whole pipeline", |b| b.iter(|| validate_paths(&paths)));
    group.finish();
}

criterion_group!(benches, validation);
criterion_main!(benches);
