//! `rust-version` in Cargo.toml tells the truth: it is the highest that any dependency
//! declares, so a dependency raising its own fails this test until Cargo.toml follows. Every
//! platform's dependencies count (`rust-version` is a promise on each), so on a fresh machine
//! `cargo metadata` fetches the ones that are not built here, such as `anstyle-wincon`, from the
//! Rust package registry.

use std::process::Command;

/// A version such as `1.88` or `1.88.0` as numbers, for comparing.
fn parse(version: &str) -> Vec<u64> {
    let mut parts: Vec<u64> = version
        .split('.')
        .map(|part| part.parse().unwrap())
        .collect();
    parts.resize(3, 0);
    parts
}

#[test]
fn rust_version_is_the_highest_any_dependency_declares() {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let output = Command::new(cargo)
        .args([
            "metadata",
            "--locked",
            "--format-version",
            "1",
            "--all-features",
            "--manifest-path",
        ])
        .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml"))
        .output()
        .expect("cargo runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let metadata = String::from_utf8(output.stdout).unwrap();
    // Every package's declared `rust_version`, read without a JSON dependency: each appears
    // as `"rust_version":"1.88"` or `"rust_version":null`.
    let mut highest = (vec![0, 0, 0], String::new());
    let mut packages = 0;
    for (index, _) in metadata.match_indices("\"rust_version\":\"") {
        let rest = &metadata[index + "\"rust_version\":\"".len()..];
        let version = &rest[..rest.find('"').unwrap()];
        // The package's own manifest path comes before its `rust_version`: skip tilecat's.
        let before = &metadata[..index];
        let manifest = before
            .rfind("\"manifest_path\":\"")
            .map(|start| &before[start..])
            .unwrap_or_default();
        if manifest.contains(concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml")) {
            continue;
        }
        packages += 1;
        if parse(version) > highest.0 {
            highest = (parse(version), version.to_owned());
        }
    }
    assert!(packages > 10, "cargo metadata lists the dependencies");
    let ours = parse(env!("CARGO_PKG_RUST_VERSION"));
    assert_eq!(
        ours,
        highest.0,
        "Cargo.toml says rust-version = {:?}, the dependencies need {}",
        env!("CARGO_PKG_RUST_VERSION"),
        highest.1
    );
}
