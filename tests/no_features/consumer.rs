//! A game engine depending on the core crate alone (`tilecat-core`): it builds with no other
//! crate and prints the arrows of every Flier tile from the tables alone.
use std::path::Path;
use std::process::Command;

/// The printed arrow of each Flier tile, and where a quarter turn clockwise takes each arrow.
const PRINTED: [(&str, &str); 8] = [
    ("A", "W"),
    ("B", "W"),
    ("C", "W"),
    ("D", "NW"),
    ("E", "NW"),
    ("F", "W"),
    ("G", "W"),
    ("H", "NW"),
];
const WEST_TURNING: [&str; 4] = ["W", "N", "E", "S"];
const NORTH_WEST_TURNING: [&str; 4] = ["NW", "NE", "SE", "SW"];

#[test]
fn a_consumer_of_the_core_alone_prints_every_arrow_in_every_rotation() {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let target = Path::new(env!("CARGO_TARGET_TMPDIR")).join("consumer");
    let output = Command::new(cargo)
        .args(["run", "--offline", "--quiet", "--manifest-path"])
        .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/consumer/Cargo.toml"))
        .env("CARGO_TARGET_DIR", &target)
        .output()
        .expect("cargo runs");
    assert!(
        output.status.success(),
        "the consumer failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let mut expected = Vec::new();
    for (letter, arrow) in PRINTED {
        let turning = if arrow == "W" {
            WEST_TURNING
        } else {
            NORTH_WEST_TURNING
        };
        for (degrees, direction) in ["0", "90", "180", "270"].into_iter().zip(turning) {
            expected.push(format!("flier-{letter} R{degrees} {direction}"));
        }
    }
    let lock = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/consumer/Cargo.lock"),
    )
    .expect("the consumer's lock file is readable");
    let packages: Vec<&str> = lock
        .lines()
        .filter_map(|line| line.strip_prefix("name = "))
        .collect();
    assert_eq!(
        packages,
        ["\"tilecat-consumer\"", "\"tilecat-core\""],
        "the consumer's whole dependency graph is the core"
    );
    let printed = String::from_utf8(output.stdout).unwrap();
    assert_eq!(printed.lines().collect::<Vec<_>>(), expected);
    assert!(printed.contains("flier-A R90 N\n"));
}
