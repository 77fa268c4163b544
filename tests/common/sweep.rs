//! The sweeps of every bundled tile in every rotation: in full in a release build and under CI
//! (`CI=true`, which `.ci/run` sets), and in a debug `cargo test` a sample that still holds every
//! rotation and every expansion, so that a fault of one rotation or one expansion fails there too.

use tilecat::model::{Rotation, Tile};

/// Every how many pairs of a tile and a rotation the sample takes one: prime to the four
/// rotations, so that each rotation has its turn, and small enough that each expansion does.
const STRIDE: usize = 7;

/// Whether this run sweeps in full: a release build, or `CI=true`.
pub fn in_full() -> bool {
    !cfg!(debug_assertions) || std::env::var("CI").is_ok_and(|value| value == "true")
}

/// Each tile of `tiles` in each rotation, tile by tile; in a debug run outside CI, every
/// [`STRIDE`]th of them.
pub fn turned(tiles: &[Tile]) -> Vec<(&Tile, Rotation)> {
    let every = tiles
        .iter()
        .flat_map(|tile| Rotation::ALL.map(|rotation| (tile, rotation)));
    if in_full() {
        every.collect()
    } else {
        every.step_by(STRIDE).collect()
    }
}

#[test]
fn the_sample_holds_every_rotation_and_every_expansion() {
    let tiles = tilecat::tables::TILES;
    let swept = turned(tiles);
    for rotation in Rotation::ALL {
        assert!(
            swept.iter().any(|(_, turn)| *turn == rotation),
            "{rotation:?}"
        );
    }
    for expansion in tilecat::tables::CATALOG.expansions.iter() {
        assert!(
            swept.iter().any(|(tile, _)| tile.expansion == expansion.id),
            "{}",
            expansion.id
        );
    }
    let all = tiles.len() * Rotation::ALL.len();
    assert_eq!(swept.len() == all, in_full(), "{} of {all}", swept.len());
}
