//! Facts of the bundled data that the tests of more than one binary check.

/// The ids of the Flier's tiles, sorted: the eight layouts, and H as the first edition printed
/// it (without its garden).
pub const FLIER_TILE_IDS: [&str; 9] = [
    "flier-A",
    "flier-B",
    "flier-C",
    "flier-D",
    "flier-E",
    "flier-F",
    "flier-G",
    "flier-H",
    "flier-H-C1",
];
