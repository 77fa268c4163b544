// Generated from the data files by `tilecat gen rust --out core/src/tables.rs`.
// Do not edit: change the data and run the command again. @generated
// Format version 2.0.0, data version 3.0.0.
//! The whole catalog as static data: every expansion and every tile, in the plain types of
//! [`model`](crate::model), each sorted by id, with a constant for each expansion and each tile.
//! Nothing is parsed at start-up and nothing here needs a dependency.
//!
//! ```
//! use tilecat_core::tables;
//! assert_eq!(tables::tile("flier-A"), Some(&tables::FLIER_A));
//! assert_eq!(tables::CATALOG.tiles.len(), tables::TILES.len());
//! ```
use std::borrow::Cow;
use crate::model::{
    Catalog, Die, Direction, EdgeKind, EdgePosition, Edges, Edition, EditionCount,
    EditionCounts, Expansion, Feature, Flier, Footprint, Illustration, IllustrationKind,
    Marker, MarkerKind, Symbol, Tile, TileRequirement,
};
/// Every expansion and every tile of the catalog.
pub static CATALOG: Catalog = Catalog {
    expansions: Cow::Borrowed(EXPANSIONS),
    tiles: Cow::Borrowed(TILES),
};
/// Every expansion, sorted by id.
pub static EXPANSIONS: &[Expansion] = &[BASE, CROP_CIRCLES, FLIER];
/// Every tile, sorted by id.
pub static TILES: &[Tile] = &[
    BASE_A,
    BASE_B,
    BASE_C,
    BASE_D,
    BASE_E,
    BASE_E_GARDEN,
    BASE_F,
    BASE_G,
    BASE_H,
    BASE_H_GARDEN,
    BASE_I,
    BASE_I_GARDEN,
    BASE_J,
    BASE_K,
    BASE_L,
    BASE_M,
    BASE_M_GARDEN,
    BASE_N,
    BASE_N_GARDEN,
    BASE_O,
    BASE_P,
    BASE_Q,
    BASE_R,
    BASE_R_GARDEN,
    BASE_S,
    BASE_T,
    BASE_U,
    BASE_U_GARDEN,
    BASE_V,
    BASE_V_GARDEN,
    BASE_W,
    BASE_X,
    CROP_CIRCLES_A,
    CROP_CIRCLES_B,
    CROP_CIRCLES_C,
    CROP_CIRCLES_D,
    CROP_CIRCLES_E,
    CROP_CIRCLES_F,
    FLIER_A,
    FLIER_B,
    FLIER_C,
    FLIER_D,
    FLIER_E,
    FLIER_F,
    FLIER_G,
    FLIER_H,
];
/// The tile with the given id, if the catalog has one.
pub fn tile(id: &str) -> Option<&'static Tile> {
    CATALOG.tile(id)
}
/// Where the features of the tile with the given id lie, in feature order, if the catalog has
/// the tile.
pub fn footprints(id: &str) -> Option<&'static [Footprint]> {
    let index = TILES.iter().position(|tile| tile.id == id)?;
    FOOTPRINTS.get(index).copied()
}
/// The expansion with the given id, if the catalog has one.
pub fn expansion(id: &str) -> Option<&'static Expansion> {
    CATALOG.expansion(id)
}
/// The expansion `base`: Carcassonne.
pub const BASE: Expansion = Expansion {
    id: Cow::Borrowed("base"),
    name: Cow::Borrowed("Carcassonne"),
    version: Some(Cow::Borrowed("1.0.0")),
    editions: Cow::Borrowed(
        &[
            Edition {
                id: Cow::Borrowed("C1"),
                year: Some(2000),
                tiles: 72,
            },
            Edition {
                id: Cow::Borrowed("C2"),
                year: Some(2014),
                tiles: 72,
            },
            Edition {
                id: Cow::Borrowed("C3"),
                year: Some(2021),
                tiles: 72,
            },
        ],
    ),
    die: None,
    symbol: None,
    back: None,
    requires: Cow::Borrowed(&[TileRequirement::OneStartTile]),
};
/// The expansion `crop-circles`: Crop Circles.
pub const CROP_CIRCLES: Expansion = Expansion {
    id: Cow::Borrowed("crop-circles"),
    name: Cow::Borrowed("Crop Circles"),
    version: Some(Cow::Borrowed("1.0.0")),
    editions: Cow::Borrowed(
        &[
            Edition {
                id: Cow::Borrowed("C1"),
                year: Some(2012),
                tiles: 6,
            },
        ],
    ),
    die: None,
    symbol: None,
    back: None,
    requires: Cow::Borrowed(&[]),
};
/// The expansion `flier`: The Flier.
pub const FLIER: Expansion = Expansion {
    id: Cow::Borrowed("flier"),
    name: Cow::Borrowed("The Flier"),
    version: Some(Cow::Borrowed("1.0.0")),
    editions: Cow::Borrowed(
        &[
            Edition {
                id: Cow::Borrowed("C1"),
                year: Some(2012),
                tiles: 8,
            },
            Edition {
                id: Cow::Borrowed("C2"),
                year: Some(2017),
                tiles: 8,
            },
            Edition {
                id: Cow::Borrowed("C3"),
                year: Some(2021),
                tiles: 8,
            },
        ],
    ),
    die: Some(Die {
        faces: Cow::Borrowed(&[1, 1, 2, 2, 3, 3]),
    }),
    symbol: Some(Symbol {
        description: Cow::Borrowed("a small flying machine"),
        corner: Direction::SE,
        picture: Some(Cow::Borrowed("symbol.png")),
    }),
    back: None,
    requires: Cow::Borrowed(&[TileRequirement::EveryTileHasAFlier]),
};
/// The tile `base-A`: letter A of Carcassonne.
pub const BASE_A: Tile = Tile {
    id: Cow::Borrowed("base-A"),
    expansion: Cow::Borrowed("base"),
    letter: Cow::Borrowed("A"),
    edges: Edges {
        north: EdgeKind::Field,
        east: EdgeKind::Field,
        south: EdgeKind::Road,
        west: EdgeKind::Field,
    },
    features: Cow::Borrowed(
        &[
            Feature::Monastery {
                id: Cow::Borrowed("monastery"),
            },
            Feature::Road {
                id: Cow::Borrowed("road"),
                edges: Cow::Borrowed(&[EdgePosition::S]),
                ends_at: Some(Cow::Borrowed("monastery")),
                end: None,
                under: None,
            },
            Feature::Field {
                id: Cow::Borrowed("field"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::NL,
                        EdgePosition::NR,
                        EdgePosition::EL,
                        EdgePosition::ER,
                        EdgePosition::SL,
                        EdgePosition::SR,
                        EdgePosition::WL,
                        EdgePosition::WR,
                    ],
                ),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
        ],
    ),
    flier: None,
    illustrations: Cow::Borrowed(&[]),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C1"),
                    count: 2,
                },
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 2,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 2,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `base-B`: letter B of Carcassonne.
pub const BASE_B: Tile = Tile {
    id: Cow::Borrowed("base-B"),
    expansion: Cow::Borrowed("base"),
    letter: Cow::Borrowed("B"),
    edges: Edges {
        north: EdgeKind::Field,
        east: EdgeKind::Field,
        south: EdgeKind::Field,
        west: EdgeKind::Field,
    },
    features: Cow::Borrowed(
        &[
            Feature::Monastery {
                id: Cow::Borrowed("monastery"),
            },
            Feature::Field {
                id: Cow::Borrowed("field"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::NL,
                        EdgePosition::NR,
                        EdgePosition::EL,
                        EdgePosition::ER,
                        EdgePosition::SL,
                        EdgePosition::SR,
                        EdgePosition::WL,
                        EdgePosition::WR,
                    ],
                ),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
        ],
    ),
    flier: None,
    illustrations: Cow::Borrowed(&[]),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C1"),
                    count: 4,
                },
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 4,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 4,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `base-C`: letter C of Carcassonne.
pub const BASE_C: Tile = Tile {
    id: Cow::Borrowed("base-C"),
    expansion: Cow::Borrowed("base"),
    letter: Cow::Borrowed("C"),
    edges: Edges {
        north: EdgeKind::City,
        east: EdgeKind::City,
        south: EdgeKind::City,
        west: EdgeKind::City,
    },
    features: Cow::Borrowed(
        &[
            Feature::City {
                id: Cow::Borrowed("city"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::NL,
                        EdgePosition::N,
                        EdgePosition::NR,
                        EdgePosition::EL,
                        EdgePosition::E,
                        EdgePosition::ER,
                        EdgePosition::SL,
                        EdgePosition::S,
                        EdgePosition::SR,
                        EdgePosition::WL,
                        EdgePosition::W,
                        EdgePosition::WR,
                    ],
                ),
                pennants: 1,
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[]),
                under: None,
                semicircular: true,
                shares: None,
            },
        ],
    ),
    flier: None,
    illustrations: Cow::Borrowed(&[]),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C1"),
                    count: 1,
                },
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 1,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 1,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `base-D`: letter D of Carcassonne.
pub const BASE_D: Tile = Tile {
    id: Cow::Borrowed("base-D"),
    expansion: Cow::Borrowed("base"),
    letter: Cow::Borrowed("D"),
    edges: Edges {
        north: EdgeKind::City,
        east: EdgeKind::Road,
        south: EdgeKind::Field,
        west: EdgeKind::Road,
    },
    features: Cow::Borrowed(
        &[
            Feature::City {
                id: Cow::Borrowed("city"),
                edges: Cow::Borrowed(
                    &[EdgePosition::NL, EdgePosition::N, EdgePosition::NR],
                ),
                pennants: 0,
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[]),
                under: None,
                semicircular: true,
                shares: None,
            },
            Feature::Road {
                id: Cow::Borrowed("road"),
                edges: Cow::Borrowed(&[EdgePosition::E, EdgePosition::W]),
                ends_at: None,
                end: None,
                under: None,
            },
            Feature::Field {
                id: Cow::Borrowed("north-field"),
                edges: Cow::Borrowed(&[EdgePosition::EL, EdgePosition::WR]),
                cities: Cow::Borrowed(&[Cow::Borrowed("city")]),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Field {
                id: Cow::Borrowed("south-field"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::ER,
                        EdgePosition::SL,
                        EdgePosition::SR,
                        EdgePosition::WL,
                    ],
                ),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
        ],
    ),
    flier: None,
    illustrations: Cow::Borrowed(&[]),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C1"),
                    count: 4,
                },
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 4,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 4,
                },
            ],
        ),
    ),
    start: true,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `base-E`: letter E of Carcassonne.
pub const BASE_E: Tile = Tile {
    id: Cow::Borrowed("base-E"),
    expansion: Cow::Borrowed("base"),
    letter: Cow::Borrowed("E"),
    edges: Edges {
        north: EdgeKind::City,
        east: EdgeKind::Field,
        south: EdgeKind::Field,
        west: EdgeKind::Field,
    },
    features: Cow::Borrowed(
        &[
            Feature::City {
                id: Cow::Borrowed("city"),
                edges: Cow::Borrowed(
                    &[EdgePosition::NL, EdgePosition::N, EdgePosition::NR],
                ),
                pennants: 0,
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[]),
                under: None,
                semicircular: true,
                shares: None,
            },
            Feature::Field {
                id: Cow::Borrowed("field"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::EL,
                        EdgePosition::ER,
                        EdgePosition::SL,
                        EdgePosition::SR,
                        EdgePosition::WL,
                        EdgePosition::WR,
                    ],
                ),
                cities: Cow::Borrowed(&[Cow::Borrowed("city")]),
                borders_inside: Cow::Borrowed(&[]),
            },
        ],
    ),
    flier: None,
    illustrations: Cow::Borrowed(&[]),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C1"),
                    count: 5,
                },
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 4,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 4,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `base-E-garden`: letter E of Carcassonne.
pub const BASE_E_GARDEN: Tile = Tile {
    id: Cow::Borrowed("base-E-garden"),
    expansion: Cow::Borrowed("base"),
    letter: Cow::Borrowed("E"),
    edges: Edges {
        north: EdgeKind::City,
        east: EdgeKind::Field,
        south: EdgeKind::Field,
        west: EdgeKind::Field,
    },
    features: Cow::Borrowed(
        &[
            Feature::City {
                id: Cow::Borrowed("city"),
                edges: Cow::Borrowed(
                    &[EdgePosition::NL, EdgePosition::N, EdgePosition::NR],
                ),
                pennants: 0,
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[]),
                under: None,
                semicircular: true,
                shares: None,
            },
            Feature::Field {
                id: Cow::Borrowed("field"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::EL,
                        EdgePosition::ER,
                        EdgePosition::SL,
                        EdgePosition::SR,
                        EdgePosition::WL,
                        EdgePosition::WR,
                    ],
                ),
                cities: Cow::Borrowed(&[Cow::Borrowed("city")]),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Garden {
                id: Cow::Borrowed("garden"),
            },
        ],
    ),
    flier: None,
    illustrations: Cow::Borrowed(
        &[
            Illustration {
                kind: IllustrationKind::Garden,
                field: Cow::Borrowed("field"),
                placement: Some(Direction::E),
            },
        ],
    ),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 1,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 1,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `base-F`: letter F of Carcassonne.
pub const BASE_F: Tile = Tile {
    id: Cow::Borrowed("base-F"),
    expansion: Cow::Borrowed("base"),
    letter: Cow::Borrowed("F"),
    edges: Edges {
        north: EdgeKind::Field,
        east: EdgeKind::City,
        south: EdgeKind::Field,
        west: EdgeKind::City,
    },
    features: Cow::Borrowed(
        &[
            Feature::City {
                id: Cow::Borrowed("city"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::EL,
                        EdgePosition::E,
                        EdgePosition::ER,
                        EdgePosition::WL,
                        EdgePosition::W,
                        EdgePosition::WR,
                    ],
                ),
                pennants: 1,
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[]),
                under: None,
                semicircular: true,
                shares: None,
            },
            Feature::Field {
                id: Cow::Borrowed("north-field"),
                edges: Cow::Borrowed(&[EdgePosition::NL, EdgePosition::NR]),
                cities: Cow::Borrowed(&[Cow::Borrowed("city")]),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Field {
                id: Cow::Borrowed("south-field"),
                edges: Cow::Borrowed(&[EdgePosition::SL, EdgePosition::SR]),
                cities: Cow::Borrowed(&[Cow::Borrowed("city")]),
                borders_inside: Cow::Borrowed(&[]),
            },
        ],
    ),
    flier: None,
    illustrations: Cow::Borrowed(&[]),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C1"),
                    count: 2,
                },
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 2,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 2,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `base-G`: letter G of Carcassonne.
pub const BASE_G: Tile = Tile {
    id: Cow::Borrowed("base-G"),
    expansion: Cow::Borrowed("base"),
    letter: Cow::Borrowed("G"),
    edges: Edges {
        north: EdgeKind::Field,
        east: EdgeKind::City,
        south: EdgeKind::Field,
        west: EdgeKind::City,
    },
    features: Cow::Borrowed(
        &[
            Feature::City {
                id: Cow::Borrowed("city"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::EL,
                        EdgePosition::E,
                        EdgePosition::ER,
                        EdgePosition::WL,
                        EdgePosition::W,
                        EdgePosition::WR,
                    ],
                ),
                pennants: 0,
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[]),
                under: None,
                semicircular: true,
                shares: None,
            },
            Feature::Field {
                id: Cow::Borrowed("north-field"),
                edges: Cow::Borrowed(&[EdgePosition::NL, EdgePosition::NR]),
                cities: Cow::Borrowed(&[Cow::Borrowed("city")]),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Field {
                id: Cow::Borrowed("south-field"),
                edges: Cow::Borrowed(&[EdgePosition::SL, EdgePosition::SR]),
                cities: Cow::Borrowed(&[Cow::Borrowed("city")]),
                borders_inside: Cow::Borrowed(&[]),
            },
        ],
    ),
    flier: None,
    illustrations: Cow::Borrowed(&[]),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C1"),
                    count: 1,
                },
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 1,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 1,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `base-H`: letter H of Carcassonne.
pub const BASE_H: Tile = Tile {
    id: Cow::Borrowed("base-H"),
    expansion: Cow::Borrowed("base"),
    letter: Cow::Borrowed("H"),
    edges: Edges {
        north: EdgeKind::City,
        east: EdgeKind::Field,
        south: EdgeKind::City,
        west: EdgeKind::Field,
    },
    features: Cow::Borrowed(
        &[
            Feature::City {
                id: Cow::Borrowed("north-city"),
                edges: Cow::Borrowed(
                    &[EdgePosition::NL, EdgePosition::N, EdgePosition::NR],
                ),
                pennants: 0,
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[]),
                under: None,
                semicircular: true,
                shares: None,
            },
            Feature::City {
                id: Cow::Borrowed("south-city"),
                edges: Cow::Borrowed(
                    &[EdgePosition::SL, EdgePosition::S, EdgePosition::SR],
                ),
                pennants: 0,
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[]),
                under: None,
                semicircular: true,
                shares: None,
            },
            Feature::Field {
                id: Cow::Borrowed("field"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::EL,
                        EdgePosition::ER,
                        EdgePosition::WL,
                        EdgePosition::WR,
                    ],
                ),
                cities: Cow::Borrowed(
                    &[Cow::Borrowed("north-city"), Cow::Borrowed("south-city")],
                ),
                borders_inside: Cow::Borrowed(&[]),
            },
        ],
    ),
    flier: None,
    illustrations: Cow::Borrowed(&[]),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C1"),
                    count: 3,
                },
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 2,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 2,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `base-H-garden`: letter H of Carcassonne.
pub const BASE_H_GARDEN: Tile = Tile {
    id: Cow::Borrowed("base-H-garden"),
    expansion: Cow::Borrowed("base"),
    letter: Cow::Borrowed("H"),
    edges: Edges {
        north: EdgeKind::City,
        east: EdgeKind::Field,
        south: EdgeKind::City,
        west: EdgeKind::Field,
    },
    features: Cow::Borrowed(
        &[
            Feature::City {
                id: Cow::Borrowed("north-city"),
                edges: Cow::Borrowed(
                    &[EdgePosition::NL, EdgePosition::N, EdgePosition::NR],
                ),
                pennants: 0,
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[]),
                under: None,
                semicircular: true,
                shares: None,
            },
            Feature::City {
                id: Cow::Borrowed("south-city"),
                edges: Cow::Borrowed(
                    &[EdgePosition::SL, EdgePosition::S, EdgePosition::SR],
                ),
                pennants: 0,
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[]),
                under: None,
                semicircular: true,
                shares: None,
            },
            Feature::Field {
                id: Cow::Borrowed("field"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::EL,
                        EdgePosition::ER,
                        EdgePosition::WL,
                        EdgePosition::WR,
                    ],
                ),
                cities: Cow::Borrowed(
                    &[Cow::Borrowed("north-city"), Cow::Borrowed("south-city")],
                ),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Garden {
                id: Cow::Borrowed("garden"),
            },
        ],
    ),
    flier: None,
    illustrations: Cow::Borrowed(
        &[
            Illustration {
                kind: IllustrationKind::Garden,
                field: Cow::Borrowed("field"),
                placement: Some(Direction::W),
            },
        ],
    ),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 1,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 1,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `base-I`: letter I of Carcassonne.
pub const BASE_I: Tile = Tile {
    id: Cow::Borrowed("base-I"),
    expansion: Cow::Borrowed("base"),
    letter: Cow::Borrowed("I"),
    edges: Edges {
        north: EdgeKind::City,
        east: EdgeKind::Field,
        south: EdgeKind::Field,
        west: EdgeKind::City,
    },
    features: Cow::Borrowed(
        &[
            Feature::City {
                id: Cow::Borrowed("north-city"),
                edges: Cow::Borrowed(
                    &[EdgePosition::NL, EdgePosition::N, EdgePosition::NR],
                ),
                pennants: 0,
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[]),
                under: None,
                semicircular: true,
                shares: None,
            },
            Feature::City {
                id: Cow::Borrowed("west-city"),
                edges: Cow::Borrowed(
                    &[EdgePosition::WL, EdgePosition::W, EdgePosition::WR],
                ),
                pennants: 0,
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[]),
                under: None,
                semicircular: true,
                shares: None,
            },
            Feature::Field {
                id: Cow::Borrowed("field"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::EL,
                        EdgePosition::ER,
                        EdgePosition::SL,
                        EdgePosition::SR,
                    ],
                ),
                cities: Cow::Borrowed(
                    &[Cow::Borrowed("north-city"), Cow::Borrowed("west-city")],
                ),
                borders_inside: Cow::Borrowed(&[]),
            },
        ],
    ),
    flier: None,
    illustrations: Cow::Borrowed(&[]),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C1"),
                    count: 2,
                },
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 1,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 1,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `base-I-garden`: letter I of Carcassonne.
pub const BASE_I_GARDEN: Tile = Tile {
    id: Cow::Borrowed("base-I-garden"),
    expansion: Cow::Borrowed("base"),
    letter: Cow::Borrowed("I"),
    edges: Edges {
        north: EdgeKind::City,
        east: EdgeKind::Field,
        south: EdgeKind::Field,
        west: EdgeKind::City,
    },
    features: Cow::Borrowed(
        &[
            Feature::City {
                id: Cow::Borrowed("north-city"),
                edges: Cow::Borrowed(
                    &[EdgePosition::NL, EdgePosition::N, EdgePosition::NR],
                ),
                pennants: 0,
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[]),
                under: None,
                semicircular: true,
                shares: None,
            },
            Feature::City {
                id: Cow::Borrowed("west-city"),
                edges: Cow::Borrowed(
                    &[EdgePosition::WL, EdgePosition::W, EdgePosition::WR],
                ),
                pennants: 0,
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[]),
                under: None,
                semicircular: true,
                shares: None,
            },
            Feature::Field {
                id: Cow::Borrowed("field"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::EL,
                        EdgePosition::ER,
                        EdgePosition::SL,
                        EdgePosition::SR,
                    ],
                ),
                cities: Cow::Borrowed(
                    &[Cow::Borrowed("north-city"), Cow::Borrowed("west-city")],
                ),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Garden {
                id: Cow::Borrowed("garden"),
            },
        ],
    ),
    flier: None,
    illustrations: Cow::Borrowed(
        &[
            Illustration {
                kind: IllustrationKind::Garden,
                field: Cow::Borrowed("field"),
                placement: Some(Direction::S),
            },
        ],
    ),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 1,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 1,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `base-J`: letter J of Carcassonne.
pub const BASE_J: Tile = Tile {
    id: Cow::Borrowed("base-J"),
    expansion: Cow::Borrowed("base"),
    letter: Cow::Borrowed("J"),
    edges: Edges {
        north: EdgeKind::City,
        east: EdgeKind::Road,
        south: EdgeKind::Road,
        west: EdgeKind::Field,
    },
    features: Cow::Borrowed(
        &[
            Feature::City {
                id: Cow::Borrowed("city"),
                edges: Cow::Borrowed(
                    &[EdgePosition::NL, EdgePosition::N, EdgePosition::NR],
                ),
                pennants: 0,
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[]),
                under: None,
                semicircular: true,
                shares: None,
            },
            Feature::Road {
                id: Cow::Borrowed("road"),
                edges: Cow::Borrowed(&[EdgePosition::E, EdgePosition::S]),
                ends_at: None,
                end: None,
                under: None,
            },
            Feature::Field {
                id: Cow::Borrowed("north-west-field"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::EL,
                        EdgePosition::SR,
                        EdgePosition::WL,
                        EdgePosition::WR,
                    ],
                ),
                cities: Cow::Borrowed(&[Cow::Borrowed("city")]),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Field {
                id: Cow::Borrowed("south-east-field"),
                edges: Cow::Borrowed(&[EdgePosition::ER, EdgePosition::SL]),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
        ],
    ),
    flier: None,
    illustrations: Cow::Borrowed(&[]),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C1"),
                    count: 3,
                },
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 3,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 3,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `base-K`: letter K of Carcassonne.
pub const BASE_K: Tile = Tile {
    id: Cow::Borrowed("base-K"),
    expansion: Cow::Borrowed("base"),
    letter: Cow::Borrowed("K"),
    edges: Edges {
        north: EdgeKind::City,
        east: EdgeKind::Field,
        south: EdgeKind::Road,
        west: EdgeKind::Road,
    },
    features: Cow::Borrowed(
        &[
            Feature::City {
                id: Cow::Borrowed("city"),
                edges: Cow::Borrowed(
                    &[EdgePosition::NL, EdgePosition::N, EdgePosition::NR],
                ),
                pennants: 0,
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[]),
                under: None,
                semicircular: true,
                shares: None,
            },
            Feature::Road {
                id: Cow::Borrowed("road"),
                edges: Cow::Borrowed(&[EdgePosition::S, EdgePosition::W]),
                ends_at: None,
                end: None,
                under: None,
            },
            Feature::Field {
                id: Cow::Borrowed("north-east-field"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::EL,
                        EdgePosition::ER,
                        EdgePosition::SL,
                        EdgePosition::WR,
                    ],
                ),
                cities: Cow::Borrowed(&[Cow::Borrowed("city")]),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Field {
                id: Cow::Borrowed("south-west-field"),
                edges: Cow::Borrowed(&[EdgePosition::SR, EdgePosition::WL]),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
        ],
    ),
    flier: None,
    illustrations: Cow::Borrowed(&[]),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C1"),
                    count: 3,
                },
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 3,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 3,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `base-L`: letter L of Carcassonne.
pub const BASE_L: Tile = Tile {
    id: Cow::Borrowed("base-L"),
    expansion: Cow::Borrowed("base"),
    letter: Cow::Borrowed("L"),
    edges: Edges {
        north: EdgeKind::City,
        east: EdgeKind::Road,
        south: EdgeKind::Road,
        west: EdgeKind::Road,
    },
    features: Cow::Borrowed(
        &[
            Feature::City {
                id: Cow::Borrowed("city"),
                edges: Cow::Borrowed(
                    &[EdgePosition::NL, EdgePosition::N, EdgePosition::NR],
                ),
                pennants: 0,
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[]),
                under: None,
                semicircular: true,
                shares: None,
            },
            Feature::Road {
                id: Cow::Borrowed("east-road"),
                edges: Cow::Borrowed(&[EdgePosition::E]),
                ends_at: None,
                end: None,
                under: None,
            },
            Feature::Road {
                id: Cow::Borrowed("south-road"),
                edges: Cow::Borrowed(&[EdgePosition::S]),
                ends_at: None,
                end: None,
                under: None,
            },
            Feature::Road {
                id: Cow::Borrowed("west-road"),
                edges: Cow::Borrowed(&[EdgePosition::W]),
                ends_at: None,
                end: None,
                under: None,
            },
            Feature::Field {
                id: Cow::Borrowed("north-field"),
                edges: Cow::Borrowed(&[EdgePosition::EL, EdgePosition::WR]),
                cities: Cow::Borrowed(&[Cow::Borrowed("city")]),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Field {
                id: Cow::Borrowed("south-east-field"),
                edges: Cow::Borrowed(&[EdgePosition::ER, EdgePosition::SL]),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Field {
                id: Cow::Borrowed("south-west-field"),
                edges: Cow::Borrowed(&[EdgePosition::SR, EdgePosition::WL]),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
        ],
    ),
    flier: None,
    illustrations: Cow::Borrowed(&[]),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C1"),
                    count: 3,
                },
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 3,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 3,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `base-M`: letter M of Carcassonne.
pub const BASE_M: Tile = Tile {
    id: Cow::Borrowed("base-M"),
    expansion: Cow::Borrowed("base"),
    letter: Cow::Borrowed("M"),
    edges: Edges {
        north: EdgeKind::City,
        east: EdgeKind::City,
        south: EdgeKind::Field,
        west: EdgeKind::Field,
    },
    features: Cow::Borrowed(
        &[
            Feature::City {
                id: Cow::Borrowed("city"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::NL,
                        EdgePosition::N,
                        EdgePosition::NR,
                        EdgePosition::EL,
                        EdgePosition::E,
                        EdgePosition::ER,
                    ],
                ),
                pennants: 1,
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[]),
                under: None,
                semicircular: true,
                shares: None,
            },
            Feature::Field {
                id: Cow::Borrowed("field"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::SL,
                        EdgePosition::SR,
                        EdgePosition::WL,
                        EdgePosition::WR,
                    ],
                ),
                cities: Cow::Borrowed(&[Cow::Borrowed("city")]),
                borders_inside: Cow::Borrowed(&[]),
            },
        ],
    ),
    flier: None,
    illustrations: Cow::Borrowed(&[]),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C1"),
                    count: 2,
                },
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 1,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 1,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `base-M-garden`: letter M of Carcassonne.
pub const BASE_M_GARDEN: Tile = Tile {
    id: Cow::Borrowed("base-M-garden"),
    expansion: Cow::Borrowed("base"),
    letter: Cow::Borrowed("M"),
    edges: Edges {
        north: EdgeKind::City,
        east: EdgeKind::City,
        south: EdgeKind::Field,
        west: EdgeKind::Field,
    },
    features: Cow::Borrowed(
        &[
            Feature::City {
                id: Cow::Borrowed("city"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::NL,
                        EdgePosition::N,
                        EdgePosition::NR,
                        EdgePosition::EL,
                        EdgePosition::E,
                        EdgePosition::ER,
                    ],
                ),
                pennants: 1,
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[]),
                under: None,
                semicircular: true,
                shares: None,
            },
            Feature::Field {
                id: Cow::Borrowed("field"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::SL,
                        EdgePosition::SR,
                        EdgePosition::WL,
                        EdgePosition::WR,
                    ],
                ),
                cities: Cow::Borrowed(&[Cow::Borrowed("city")]),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Garden {
                id: Cow::Borrowed("garden"),
            },
        ],
    ),
    flier: None,
    illustrations: Cow::Borrowed(
        &[
            Illustration {
                kind: IllustrationKind::Garden,
                field: Cow::Borrowed("field"),
                placement: Some(Direction::SW),
            },
        ],
    ),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 1,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 1,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `base-N`: letter N of Carcassonne.
pub const BASE_N: Tile = Tile {
    id: Cow::Borrowed("base-N"),
    expansion: Cow::Borrowed("base"),
    letter: Cow::Borrowed("N"),
    edges: Edges {
        north: EdgeKind::City,
        east: EdgeKind::City,
        south: EdgeKind::Field,
        west: EdgeKind::Field,
    },
    features: Cow::Borrowed(
        &[
            Feature::City {
                id: Cow::Borrowed("city"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::NL,
                        EdgePosition::N,
                        EdgePosition::NR,
                        EdgePosition::EL,
                        EdgePosition::E,
                        EdgePosition::ER,
                    ],
                ),
                pennants: 0,
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[]),
                under: None,
                semicircular: true,
                shares: None,
            },
            Feature::Field {
                id: Cow::Borrowed("field"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::SL,
                        EdgePosition::SR,
                        EdgePosition::WL,
                        EdgePosition::WR,
                    ],
                ),
                cities: Cow::Borrowed(&[Cow::Borrowed("city")]),
                borders_inside: Cow::Borrowed(&[]),
            },
        ],
    ),
    flier: None,
    illustrations: Cow::Borrowed(&[]),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C1"),
                    count: 3,
                },
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 2,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 2,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `base-N-garden`: letter N of Carcassonne.
pub const BASE_N_GARDEN: Tile = Tile {
    id: Cow::Borrowed("base-N-garden"),
    expansion: Cow::Borrowed("base"),
    letter: Cow::Borrowed("N"),
    edges: Edges {
        north: EdgeKind::City,
        east: EdgeKind::City,
        south: EdgeKind::Field,
        west: EdgeKind::Field,
    },
    features: Cow::Borrowed(
        &[
            Feature::City {
                id: Cow::Borrowed("city"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::NL,
                        EdgePosition::N,
                        EdgePosition::NR,
                        EdgePosition::EL,
                        EdgePosition::E,
                        EdgePosition::ER,
                    ],
                ),
                pennants: 0,
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[]),
                under: None,
                semicircular: true,
                shares: None,
            },
            Feature::Field {
                id: Cow::Borrowed("field"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::SL,
                        EdgePosition::SR,
                        EdgePosition::WL,
                        EdgePosition::WR,
                    ],
                ),
                cities: Cow::Borrowed(&[Cow::Borrowed("city")]),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Garden {
                id: Cow::Borrowed("garden"),
            },
        ],
    ),
    flier: None,
    illustrations: Cow::Borrowed(
        &[
            Illustration {
                kind: IllustrationKind::Garden,
                field: Cow::Borrowed("field"),
                placement: Some(Direction::SW),
            },
        ],
    ),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 1,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 1,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `base-O`: letter O of Carcassonne.
pub const BASE_O: Tile = Tile {
    id: Cow::Borrowed("base-O"),
    expansion: Cow::Borrowed("base"),
    letter: Cow::Borrowed("O"),
    edges: Edges {
        north: EdgeKind::City,
        east: EdgeKind::Road,
        south: EdgeKind::Road,
        west: EdgeKind::City,
    },
    features: Cow::Borrowed(
        &[
            Feature::City {
                id: Cow::Borrowed("city"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::NL,
                        EdgePosition::N,
                        EdgePosition::NR,
                        EdgePosition::WL,
                        EdgePosition::W,
                        EdgePosition::WR,
                    ],
                ),
                pennants: 1,
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[]),
                under: None,
                semicircular: true,
                shares: None,
            },
            Feature::Road {
                id: Cow::Borrowed("road"),
                edges: Cow::Borrowed(&[EdgePosition::E, EdgePosition::S]),
                ends_at: None,
                end: None,
                under: None,
            },
            Feature::Field {
                id: Cow::Borrowed("city-field"),
                edges: Cow::Borrowed(&[EdgePosition::EL, EdgePosition::SR]),
                cities: Cow::Borrowed(&[Cow::Borrowed("city")]),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Field {
                id: Cow::Borrowed("south-east-field"),
                edges: Cow::Borrowed(&[EdgePosition::ER, EdgePosition::SL]),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
        ],
    ),
    flier: None,
    illustrations: Cow::Borrowed(&[]),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C1"),
                    count: 2,
                },
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 2,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 2,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `base-P`: letter P of Carcassonne.
pub const BASE_P: Tile = Tile {
    id: Cow::Borrowed("base-P"),
    expansion: Cow::Borrowed("base"),
    letter: Cow::Borrowed("P"),
    edges: Edges {
        north: EdgeKind::City,
        east: EdgeKind::Road,
        south: EdgeKind::Road,
        west: EdgeKind::City,
    },
    features: Cow::Borrowed(
        &[
            Feature::City {
                id: Cow::Borrowed("city"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::NL,
                        EdgePosition::N,
                        EdgePosition::NR,
                        EdgePosition::WL,
                        EdgePosition::W,
                        EdgePosition::WR,
                    ],
                ),
                pennants: 0,
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[]),
                under: None,
                semicircular: true,
                shares: None,
            },
            Feature::Road {
                id: Cow::Borrowed("road"),
                edges: Cow::Borrowed(&[EdgePosition::E, EdgePosition::S]),
                ends_at: None,
                end: None,
                under: None,
            },
            Feature::Field {
                id: Cow::Borrowed("city-field"),
                edges: Cow::Borrowed(&[EdgePosition::EL, EdgePosition::SR]),
                cities: Cow::Borrowed(&[Cow::Borrowed("city")]),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Field {
                id: Cow::Borrowed("south-east-field"),
                edges: Cow::Borrowed(&[EdgePosition::ER, EdgePosition::SL]),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
        ],
    ),
    flier: None,
    illustrations: Cow::Borrowed(&[]),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C1"),
                    count: 3,
                },
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 3,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 3,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `base-Q`: letter Q of Carcassonne.
pub const BASE_Q: Tile = Tile {
    id: Cow::Borrowed("base-Q"),
    expansion: Cow::Borrowed("base"),
    letter: Cow::Borrowed("Q"),
    edges: Edges {
        north: EdgeKind::City,
        east: EdgeKind::City,
        south: EdgeKind::Field,
        west: EdgeKind::City,
    },
    features: Cow::Borrowed(
        &[
            Feature::City {
                id: Cow::Borrowed("city"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::NL,
                        EdgePosition::N,
                        EdgePosition::NR,
                        EdgePosition::EL,
                        EdgePosition::E,
                        EdgePosition::ER,
                        EdgePosition::WL,
                        EdgePosition::W,
                        EdgePosition::WR,
                    ],
                ),
                pennants: 1,
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[]),
                under: None,
                semicircular: true,
                shares: None,
            },
            Feature::Field {
                id: Cow::Borrowed("field"),
                edges: Cow::Borrowed(&[EdgePosition::SL, EdgePosition::SR]),
                cities: Cow::Borrowed(&[Cow::Borrowed("city")]),
                borders_inside: Cow::Borrowed(&[]),
            },
        ],
    ),
    flier: None,
    illustrations: Cow::Borrowed(&[]),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C1"),
                    count: 1,
                },
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 1,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 1,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `base-R`: letter R of Carcassonne.
pub const BASE_R: Tile = Tile {
    id: Cow::Borrowed("base-R"),
    expansion: Cow::Borrowed("base"),
    letter: Cow::Borrowed("R"),
    edges: Edges {
        north: EdgeKind::City,
        east: EdgeKind::City,
        south: EdgeKind::Field,
        west: EdgeKind::City,
    },
    features: Cow::Borrowed(
        &[
            Feature::City {
                id: Cow::Borrowed("city"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::NL,
                        EdgePosition::N,
                        EdgePosition::NR,
                        EdgePosition::EL,
                        EdgePosition::E,
                        EdgePosition::ER,
                        EdgePosition::WL,
                        EdgePosition::W,
                        EdgePosition::WR,
                    ],
                ),
                pennants: 0,
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[]),
                under: None,
                semicircular: true,
                shares: None,
            },
            Feature::Field {
                id: Cow::Borrowed("field"),
                edges: Cow::Borrowed(&[EdgePosition::SL, EdgePosition::SR]),
                cities: Cow::Borrowed(&[Cow::Borrowed("city")]),
                borders_inside: Cow::Borrowed(&[]),
            },
        ],
    ),
    flier: None,
    illustrations: Cow::Borrowed(&[]),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C1"),
                    count: 3,
                },
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 2,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 2,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `base-R-garden`: letter R of Carcassonne.
pub const BASE_R_GARDEN: Tile = Tile {
    id: Cow::Borrowed("base-R-garden"),
    expansion: Cow::Borrowed("base"),
    letter: Cow::Borrowed("R"),
    edges: Edges {
        north: EdgeKind::City,
        east: EdgeKind::City,
        south: EdgeKind::Field,
        west: EdgeKind::City,
    },
    features: Cow::Borrowed(
        &[
            Feature::City {
                id: Cow::Borrowed("city"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::NL,
                        EdgePosition::N,
                        EdgePosition::NR,
                        EdgePosition::EL,
                        EdgePosition::E,
                        EdgePosition::ER,
                        EdgePosition::WL,
                        EdgePosition::W,
                        EdgePosition::WR,
                    ],
                ),
                pennants: 0,
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[]),
                under: None,
                semicircular: true,
                shares: None,
            },
            Feature::Field {
                id: Cow::Borrowed("field"),
                edges: Cow::Borrowed(&[EdgePosition::SL, EdgePosition::SR]),
                cities: Cow::Borrowed(&[Cow::Borrowed("city")]),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Garden {
                id: Cow::Borrowed("garden"),
            },
        ],
    ),
    flier: None,
    illustrations: Cow::Borrowed(
        &[
            Illustration {
                kind: IllustrationKind::Garden,
                field: Cow::Borrowed("field"),
                placement: Some(Direction::S),
            },
        ],
    ),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 1,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 1,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `base-S`: letter S of Carcassonne.
pub const BASE_S: Tile = Tile {
    id: Cow::Borrowed("base-S"),
    expansion: Cow::Borrowed("base"),
    letter: Cow::Borrowed("S"),
    edges: Edges {
        north: EdgeKind::City,
        east: EdgeKind::City,
        south: EdgeKind::Road,
        west: EdgeKind::City,
    },
    features: Cow::Borrowed(
        &[
            Feature::City {
                id: Cow::Borrowed("city"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::NL,
                        EdgePosition::N,
                        EdgePosition::NR,
                        EdgePosition::EL,
                        EdgePosition::E,
                        EdgePosition::ER,
                        EdgePosition::WL,
                        EdgePosition::W,
                        EdgePosition::WR,
                    ],
                ),
                pennants: 1,
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[]),
                under: None,
                semicircular: true,
                shares: None,
            },
            Feature::Road {
                id: Cow::Borrowed("road"),
                edges: Cow::Borrowed(&[EdgePosition::S]),
                ends_at: Some(Cow::Borrowed("city")),
                end: None,
                under: None,
            },
            Feature::Field {
                id: Cow::Borrowed("south-east-field"),
                edges: Cow::Borrowed(&[EdgePosition::SL]),
                cities: Cow::Borrowed(&[Cow::Borrowed("city")]),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Field {
                id: Cow::Borrowed("south-west-field"),
                edges: Cow::Borrowed(&[EdgePosition::SR]),
                cities: Cow::Borrowed(&[Cow::Borrowed("city")]),
                borders_inside: Cow::Borrowed(&[]),
            },
        ],
    ),
    flier: None,
    illustrations: Cow::Borrowed(&[]),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C1"),
                    count: 2,
                },
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 2,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 2,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `base-T`: letter T of Carcassonne.
pub const BASE_T: Tile = Tile {
    id: Cow::Borrowed("base-T"),
    expansion: Cow::Borrowed("base"),
    letter: Cow::Borrowed("T"),
    edges: Edges {
        north: EdgeKind::City,
        east: EdgeKind::City,
        south: EdgeKind::Road,
        west: EdgeKind::City,
    },
    features: Cow::Borrowed(
        &[
            Feature::City {
                id: Cow::Borrowed("city"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::NL,
                        EdgePosition::N,
                        EdgePosition::NR,
                        EdgePosition::EL,
                        EdgePosition::E,
                        EdgePosition::ER,
                        EdgePosition::WL,
                        EdgePosition::W,
                        EdgePosition::WR,
                    ],
                ),
                pennants: 0,
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[]),
                under: None,
                semicircular: true,
                shares: None,
            },
            Feature::Road {
                id: Cow::Borrowed("road"),
                edges: Cow::Borrowed(&[EdgePosition::S]),
                ends_at: Some(Cow::Borrowed("city")),
                end: None,
                under: None,
            },
            Feature::Field {
                id: Cow::Borrowed("south-east-field"),
                edges: Cow::Borrowed(&[EdgePosition::SL]),
                cities: Cow::Borrowed(&[Cow::Borrowed("city")]),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Field {
                id: Cow::Borrowed("south-west-field"),
                edges: Cow::Borrowed(&[EdgePosition::SR]),
                cities: Cow::Borrowed(&[Cow::Borrowed("city")]),
                borders_inside: Cow::Borrowed(&[]),
            },
        ],
    ),
    flier: None,
    illustrations: Cow::Borrowed(&[]),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C1"),
                    count: 1,
                },
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 1,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 1,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `base-U`: letter U of Carcassonne.
pub const BASE_U: Tile = Tile {
    id: Cow::Borrowed("base-U"),
    expansion: Cow::Borrowed("base"),
    letter: Cow::Borrowed("U"),
    edges: Edges {
        north: EdgeKind::Road,
        east: EdgeKind::Field,
        south: EdgeKind::Road,
        west: EdgeKind::Field,
    },
    features: Cow::Borrowed(
        &[
            Feature::Road {
                id: Cow::Borrowed("road"),
                edges: Cow::Borrowed(&[EdgePosition::N, EdgePosition::S]),
                ends_at: None,
                end: None,
                under: None,
            },
            Feature::Field {
                id: Cow::Borrowed("west-field"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::SR,
                        EdgePosition::WL,
                        EdgePosition::WR,
                        EdgePosition::NL,
                    ],
                ),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Field {
                id: Cow::Borrowed("east-field"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::NR,
                        EdgePosition::EL,
                        EdgePosition::ER,
                        EdgePosition::SL,
                    ],
                ),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
        ],
    ),
    flier: None,
    illustrations: Cow::Borrowed(&[]),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C1"),
                    count: 8,
                },
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 7,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 7,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `base-U-garden`: letter U of Carcassonne.
pub const BASE_U_GARDEN: Tile = Tile {
    id: Cow::Borrowed("base-U-garden"),
    expansion: Cow::Borrowed("base"),
    letter: Cow::Borrowed("U"),
    edges: Edges {
        north: EdgeKind::Road,
        east: EdgeKind::Field,
        south: EdgeKind::Road,
        west: EdgeKind::Field,
    },
    features: Cow::Borrowed(
        &[
            Feature::Road {
                id: Cow::Borrowed("road"),
                edges: Cow::Borrowed(&[EdgePosition::N, EdgePosition::S]),
                ends_at: None,
                end: None,
                under: None,
            },
            Feature::Field {
                id: Cow::Borrowed("west-field"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::SR,
                        EdgePosition::WL,
                        EdgePosition::WR,
                        EdgePosition::NL,
                    ],
                ),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Field {
                id: Cow::Borrowed("east-field"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::NR,
                        EdgePosition::EL,
                        EdgePosition::ER,
                        EdgePosition::SL,
                    ],
                ),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Garden {
                id: Cow::Borrowed("garden"),
            },
        ],
    ),
    flier: None,
    illustrations: Cow::Borrowed(
        &[
            Illustration {
                kind: IllustrationKind::Garden,
                field: Cow::Borrowed("east-field"),
                placement: Some(Direction::SE),
            },
        ],
    ),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 1,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 1,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `base-V`: letter V of Carcassonne.
pub const BASE_V: Tile = Tile {
    id: Cow::Borrowed("base-V"),
    expansion: Cow::Borrowed("base"),
    letter: Cow::Borrowed("V"),
    edges: Edges {
        north: EdgeKind::Field,
        east: EdgeKind::Field,
        south: EdgeKind::Road,
        west: EdgeKind::Road,
    },
    features: Cow::Borrowed(
        &[
            Feature::Road {
                id: Cow::Borrowed("road"),
                edges: Cow::Borrowed(&[EdgePosition::S, EdgePosition::W]),
                ends_at: None,
                end: None,
                under: None,
            },
            Feature::Field {
                id: Cow::Borrowed("south-west-field"),
                edges: Cow::Borrowed(&[EdgePosition::SR, EdgePosition::WL]),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Field {
                id: Cow::Borrowed("north-east-field"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::WR,
                        EdgePosition::NL,
                        EdgePosition::NR,
                        EdgePosition::EL,
                        EdgePosition::ER,
                        EdgePosition::SL,
                    ],
                ),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
        ],
    ),
    flier: None,
    illustrations: Cow::Borrowed(&[]),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C1"),
                    count: 9,
                },
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 8,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 8,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `base-V-garden`: letter V of Carcassonne.
pub const BASE_V_GARDEN: Tile = Tile {
    id: Cow::Borrowed("base-V-garden"),
    expansion: Cow::Borrowed("base"),
    letter: Cow::Borrowed("V"),
    edges: Edges {
        north: EdgeKind::Field,
        east: EdgeKind::Field,
        south: EdgeKind::Road,
        west: EdgeKind::Road,
    },
    features: Cow::Borrowed(
        &[
            Feature::Road {
                id: Cow::Borrowed("road"),
                edges: Cow::Borrowed(&[EdgePosition::S, EdgePosition::W]),
                ends_at: None,
                end: None,
                under: None,
            },
            Feature::Field {
                id: Cow::Borrowed("south-west-field"),
                edges: Cow::Borrowed(&[EdgePosition::SR, EdgePosition::WL]),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Field {
                id: Cow::Borrowed("north-east-field"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::WR,
                        EdgePosition::NL,
                        EdgePosition::NR,
                        EdgePosition::EL,
                        EdgePosition::ER,
                        EdgePosition::SL,
                    ],
                ),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Garden {
                id: Cow::Borrowed("garden"),
            },
        ],
    ),
    flier: None,
    illustrations: Cow::Borrowed(
        &[
            Illustration {
                kind: IllustrationKind::Garden,
                field: Cow::Borrowed("north-east-field"),
                placement: Some(Direction::NE),
            },
        ],
    ),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 1,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 1,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `base-W`: letter W of Carcassonne.
pub const BASE_W: Tile = Tile {
    id: Cow::Borrowed("base-W"),
    expansion: Cow::Borrowed("base"),
    letter: Cow::Borrowed("W"),
    edges: Edges {
        north: EdgeKind::Field,
        east: EdgeKind::Road,
        south: EdgeKind::Road,
        west: EdgeKind::Road,
    },
    features: Cow::Borrowed(
        &[
            Feature::Road {
                id: Cow::Borrowed("east-road"),
                edges: Cow::Borrowed(&[EdgePosition::E]),
                ends_at: None,
                end: None,
                under: None,
            },
            Feature::Road {
                id: Cow::Borrowed("south-road"),
                edges: Cow::Borrowed(&[EdgePosition::S]),
                ends_at: None,
                end: None,
                under: None,
            },
            Feature::Road {
                id: Cow::Borrowed("west-road"),
                edges: Cow::Borrowed(&[EdgePosition::W]),
                ends_at: None,
                end: None,
                under: None,
            },
            Feature::Field {
                id: Cow::Borrowed("north-field"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::WR,
                        EdgePosition::NL,
                        EdgePosition::NR,
                        EdgePosition::EL,
                    ],
                ),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Field {
                id: Cow::Borrowed("south-east-field"),
                edges: Cow::Borrowed(&[EdgePosition::ER, EdgePosition::SL]),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Field {
                id: Cow::Borrowed("south-west-field"),
                edges: Cow::Borrowed(&[EdgePosition::SR, EdgePosition::WL]),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
        ],
    ),
    flier: None,
    illustrations: Cow::Borrowed(&[]),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C1"),
                    count: 4,
                },
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 4,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 4,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `base-X`: letter X of Carcassonne.
pub const BASE_X: Tile = Tile {
    id: Cow::Borrowed("base-X"),
    expansion: Cow::Borrowed("base"),
    letter: Cow::Borrowed("X"),
    edges: Edges {
        north: EdgeKind::Road,
        east: EdgeKind::Road,
        south: EdgeKind::Road,
        west: EdgeKind::Road,
    },
    features: Cow::Borrowed(
        &[
            Feature::Road {
                id: Cow::Borrowed("north-road"),
                edges: Cow::Borrowed(&[EdgePosition::N]),
                ends_at: None,
                end: None,
                under: None,
            },
            Feature::Road {
                id: Cow::Borrowed("east-road"),
                edges: Cow::Borrowed(&[EdgePosition::E]),
                ends_at: None,
                end: None,
                under: None,
            },
            Feature::Road {
                id: Cow::Borrowed("south-road"),
                edges: Cow::Borrowed(&[EdgePosition::S]),
                ends_at: None,
                end: None,
                under: None,
            },
            Feature::Road {
                id: Cow::Borrowed("west-road"),
                edges: Cow::Borrowed(&[EdgePosition::W]),
                ends_at: None,
                end: None,
                under: None,
            },
            Feature::Field {
                id: Cow::Borrowed("north-east-field"),
                edges: Cow::Borrowed(&[EdgePosition::NR, EdgePosition::EL]),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Field {
                id: Cow::Borrowed("south-east-field"),
                edges: Cow::Borrowed(&[EdgePosition::ER, EdgePosition::SL]),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Field {
                id: Cow::Borrowed("south-west-field"),
                edges: Cow::Borrowed(&[EdgePosition::SR, EdgePosition::WL]),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Field {
                id: Cow::Borrowed("north-west-field"),
                edges: Cow::Borrowed(&[EdgePosition::WR, EdgePosition::NL]),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
        ],
    ),
    flier: None,
    illustrations: Cow::Borrowed(&[]),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C1"),
                    count: 1,
                },
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 1,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 1,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `crop-circles-A`: letter A of Crop Circles.
pub const CROP_CIRCLES_A: Tile = Tile {
    id: Cow::Borrowed("crop-circles-A"),
    expansion: Cow::Borrowed("crop-circles"),
    letter: Cow::Borrowed("A"),
    edges: Edges {
        north: EdgeKind::Field,
        east: EdgeKind::Road,
        south: EdgeKind::Road,
        west: EdgeKind::Road,
    },
    features: Cow::Borrowed(
        &[
            Feature::Road {
                id: Cow::Borrowed("road-w-s"),
                edges: Cow::Borrowed(&[EdgePosition::W, EdgePosition::S]),
                ends_at: None,
                end: None,
                under: None,
            },
            Feature::Road {
                id: Cow::Borrowed("road-e"),
                edges: Cow::Borrowed(&[EdgePosition::E]),
                ends_at: Some(Cow::Borrowed("road-w-s")),
                end: None,
                under: None,
            },
            Feature::Field {
                id: Cow::Borrowed("field-1"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::WR,
                        EdgePosition::NL,
                        EdgePosition::NR,
                        EdgePosition::EL,
                    ],
                ),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Field {
                id: Cow::Borrowed("field-2"),
                edges: Cow::Borrowed(&[EdgePosition::ER, EdgePosition::SL]),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Field {
                id: Cow::Borrowed("field-3"),
                edges: Cow::Borrowed(&[EdgePosition::SR, EdgePosition::WL]),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
        ],
    ),
    flier: None,
    illustrations: Cow::Borrowed(&[]),
    markers: Cow::Borrowed(
        &[
            Marker {
                kind: MarkerKind::CropCircleRoad,
                feature: None,
                placement: None,
                points: None,
            },
        ],
    ),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C1"),
                    count: 1,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `crop-circles-B`: letter B of Crop Circles.
pub const CROP_CIRCLES_B: Tile = Tile {
    id: Cow::Borrowed("crop-circles-B"),
    expansion: Cow::Borrowed("crop-circles"),
    letter: Cow::Borrowed("B"),
    edges: Edges {
        north: EdgeKind::Road,
        east: EdgeKind::Road,
        south: EdgeKind::Road,
        west: EdgeKind::Road,
    },
    features: Cow::Borrowed(
        &[
            Feature::Road {
                id: Cow::Borrowed("road-w-s"),
                edges: Cow::Borrowed(&[EdgePosition::W, EdgePosition::S]),
                ends_at: None,
                end: None,
                under: None,
            },
            Feature::Road {
                id: Cow::Borrowed("road-n"),
                edges: Cow::Borrowed(&[EdgePosition::N]),
                ends_at: None,
                end: None,
                under: None,
            },
            Feature::Road {
                id: Cow::Borrowed("road-e"),
                edges: Cow::Borrowed(&[EdgePosition::E]),
                ends_at: None,
                end: None,
                under: None,
            },
            Feature::Field {
                id: Cow::Borrowed("field-1"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::WR,
                        EdgePosition::NL,
                        EdgePosition::ER,
                        EdgePosition::SL,
                    ],
                ),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Field {
                id: Cow::Borrowed("field-2"),
                edges: Cow::Borrowed(&[EdgePosition::NR, EdgePosition::EL]),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Field {
                id: Cow::Borrowed("field-3"),
                edges: Cow::Borrowed(&[EdgePosition::SR, EdgePosition::WL]),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
        ],
    ),
    flier: None,
    illustrations: Cow::Borrowed(&[]),
    markers: Cow::Borrowed(
        &[
            Marker {
                kind: MarkerKind::CropCircleRoad,
                feature: None,
                placement: None,
                points: None,
            },
        ],
    ),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C1"),
                    count: 1,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `crop-circles-C`: letter C of Crop Circles.
pub const CROP_CIRCLES_C: Tile = Tile {
    id: Cow::Borrowed("crop-circles-C"),
    expansion: Cow::Borrowed("crop-circles"),
    letter: Cow::Borrowed("C"),
    edges: Edges {
        north: EdgeKind::City,
        east: EdgeKind::Field,
        south: EdgeKind::Road,
        west: EdgeKind::Field,
    },
    features: Cow::Borrowed(
        &[
            Feature::City {
                id: Cow::Borrowed("city-n"),
                edges: Cow::Borrowed(
                    &[EdgePosition::NL, EdgePosition::N, EdgePosition::NR],
                ),
                pennants: 0,
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[]),
                under: None,
                semicircular: true,
                shares: None,
            },
            Feature::Road {
                id: Cow::Borrowed("road-s"),
                edges: Cow::Borrowed(&[EdgePosition::S]),
                ends_at: None,
                end: None,
                under: None,
            },
            Feature::Field {
                id: Cow::Borrowed("field"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::WR,
                        EdgePosition::WL,
                        EdgePosition::SL,
                        EdgePosition::SR,
                        EdgePosition::EL,
                        EdgePosition::ER,
                    ],
                ),
                cities: Cow::Borrowed(&[Cow::Borrowed("city-n")]),
                borders_inside: Cow::Borrowed(&[]),
            },
        ],
    ),
    flier: None,
    illustrations: Cow::Borrowed(&[]),
    markers: Cow::Borrowed(
        &[
            Marker {
                kind: MarkerKind::CropCircleField,
                feature: None,
                placement: None,
                points: None,
            },
        ],
    ),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C1"),
                    count: 1,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `crop-circles-D`: letter D of Crop Circles.
pub const CROP_CIRCLES_D: Tile = Tile {
    id: Cow::Borrowed("crop-circles-D"),
    expansion: Cow::Borrowed("crop-circles"),
    letter: Cow::Borrowed("D"),
    edges: Edges {
        north: EdgeKind::City,
        east: EdgeKind::Road,
        south: EdgeKind::Field,
        west: EdgeKind::Road,
    },
    features: Cow::Borrowed(
        &[
            Feature::City {
                id: Cow::Borrowed("city-n"),
                edges: Cow::Borrowed(
                    &[EdgePosition::NL, EdgePosition::N, EdgePosition::NR],
                ),
                pennants: 0,
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[]),
                under: None,
                semicircular: true,
                shares: None,
            },
            Feature::Road {
                id: Cow::Borrowed("road-w"),
                edges: Cow::Borrowed(&[EdgePosition::W]),
                ends_at: None,
                end: None,
                under: None,
            },
            Feature::Road {
                id: Cow::Borrowed("road-e"),
                edges: Cow::Borrowed(&[EdgePosition::E]),
                ends_at: None,
                end: None,
                under: None,
            },
            Feature::Field {
                id: Cow::Borrowed("field-1"),
                edges: Cow::Borrowed(&[EdgePosition::WR, EdgePosition::EL]),
                cities: Cow::Borrowed(&[Cow::Borrowed("city-n")]),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Field {
                id: Cow::Borrowed("field-2"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::ER,
                        EdgePosition::SL,
                        EdgePosition::SR,
                        EdgePosition::WL,
                    ],
                ),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
        ],
    ),
    flier: None,
    illustrations: Cow::Borrowed(&[]),
    markers: Cow::Borrowed(
        &[
            Marker {
                kind: MarkerKind::CropCircleField,
                feature: None,
                placement: None,
                points: None,
            },
        ],
    ),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C1"),
                    count: 1,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `crop-circles-E`: letter E of Crop Circles.
pub const CROP_CIRCLES_E: Tile = Tile {
    id: Cow::Borrowed("crop-circles-E"),
    expansion: Cow::Borrowed("crop-circles"),
    letter: Cow::Borrowed("E"),
    edges: Edges {
        north: EdgeKind::City,
        east: EdgeKind::Field,
        south: EdgeKind::City,
        west: EdgeKind::Field,
    },
    features: Cow::Borrowed(
        &[
            Feature::City {
                id: Cow::Borrowed("city-n"),
                edges: Cow::Borrowed(
                    &[EdgePosition::NL, EdgePosition::N, EdgePosition::NR],
                ),
                pennants: 0,
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[Cow::Borrowed("city-s")]),
                under: None,
                semicircular: true,
                shares: None,
            },
            Feature::City {
                id: Cow::Borrowed("city-s"),
                edges: Cow::Borrowed(
                    &[EdgePosition::SL, EdgePosition::S, EdgePosition::SR],
                ),
                pennants: 0,
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[]),
                under: None,
                semicircular: true,
                shares: None,
            },
            Feature::Field {
                id: Cow::Borrowed("field-1"),
                edges: Cow::Borrowed(&[EdgePosition::WL, EdgePosition::WR]),
                cities: Cow::Borrowed(
                    &[Cow::Borrowed("city-n"), Cow::Borrowed("city-s")],
                ),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Field {
                id: Cow::Borrowed("field-2"),
                edges: Cow::Borrowed(&[EdgePosition::EL, EdgePosition::ER]),
                cities: Cow::Borrowed(
                    &[Cow::Borrowed("city-n"), Cow::Borrowed("city-s")],
                ),
                borders_inside: Cow::Borrowed(&[]),
            },
        ],
    ),
    flier: None,
    illustrations: Cow::Borrowed(&[]),
    markers: Cow::Borrowed(
        &[
            Marker {
                kind: MarkerKind::CropCircleCity,
                feature: None,
                placement: None,
                points: None,
            },
        ],
    ),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C1"),
                    count: 1,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `crop-circles-F`: letter F of Crop Circles.
pub const CROP_CIRCLES_F: Tile = Tile {
    id: Cow::Borrowed("crop-circles-F"),
    expansion: Cow::Borrowed("crop-circles"),
    letter: Cow::Borrowed("F"),
    edges: Edges {
        north: EdgeKind::City,
        east: EdgeKind::City,
        south: EdgeKind::City,
        west: EdgeKind::City,
    },
    features: Cow::Borrowed(
        &[
            Feature::City {
                id: Cow::Borrowed("city-w-n"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::WL,
                        EdgePosition::W,
                        EdgePosition::WR,
                        EdgePosition::NL,
                        EdgePosition::N,
                        EdgePosition::NR,
                    ],
                ),
                pennants: 0,
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[]),
                under: None,
                semicircular: true,
                shares: None,
            },
            Feature::City {
                id: Cow::Borrowed("city-e-s"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::EL,
                        EdgePosition::E,
                        EdgePosition::ER,
                        EdgePosition::SL,
                        EdgePosition::S,
                        EdgePosition::SR,
                    ],
                ),
                pennants: 0,
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[]),
                under: None,
                semicircular: true,
                shares: None,
            },
        ],
    ),
    flier: None,
    illustrations: Cow::Borrowed(&[]),
    markers: Cow::Borrowed(
        &[
            Marker {
                kind: MarkerKind::CropCircleCity,
                feature: None,
                placement: None,
                points: None,
            },
        ],
    ),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C1"),
                    count: 1,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `flier-A`: letter A of The Flier.
pub const FLIER_A: Tile = Tile {
    id: Cow::Borrowed("flier-A"),
    expansion: Cow::Borrowed("flier"),
    letter: Cow::Borrowed("A"),
    edges: Edges {
        north: EdgeKind::Field,
        east: EdgeKind::Field,
        south: EdgeKind::Road,
        west: EdgeKind::Road,
    },
    features: Cow::Borrowed(
        &[
            Feature::Road {
                id: Cow::Borrowed("road"),
                edges: Cow::Borrowed(&[EdgePosition::S, EdgePosition::W]),
                ends_at: None,
                end: None,
                under: None,
            },
            Feature::Field {
                id: Cow::Borrowed("south-west-field"),
                edges: Cow::Borrowed(&[EdgePosition::SR, EdgePosition::WL]),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Field {
                id: Cow::Borrowed("north-east-field"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::WR,
                        EdgePosition::NL,
                        EdgePosition::NR,
                        EdgePosition::EL,
                        EdgePosition::ER,
                        EdgePosition::SL,
                    ],
                ),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
        ],
    ),
    flier: Some(Flier { direction: Direction::W }),
    illustrations: Cow::Borrowed(&[]),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C1"),
                    count: 1,
                },
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 1,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 1,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `flier-B`: letter B of The Flier.
pub const FLIER_B: Tile = Tile {
    id: Cow::Borrowed("flier-B"),
    expansion: Cow::Borrowed("flier"),
    letter: Cow::Borrowed("B"),
    edges: Edges {
        north: EdgeKind::Field,
        east: EdgeKind::Road,
        south: EdgeKind::Field,
        west: EdgeKind::Road,
    },
    features: Cow::Borrowed(
        &[
            Feature::Road {
                id: Cow::Borrowed("road"),
                edges: Cow::Borrowed(&[EdgePosition::W, EdgePosition::E]),
                ends_at: None,
                end: None,
                under: None,
            },
            Feature::Field {
                id: Cow::Borrowed("north-field"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::WR,
                        EdgePosition::NL,
                        EdgePosition::NR,
                        EdgePosition::EL,
                    ],
                ),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Field {
                id: Cow::Borrowed("south-field"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::ER,
                        EdgePosition::SL,
                        EdgePosition::SR,
                        EdgePosition::WL,
                    ],
                ),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
        ],
    ),
    flier: Some(Flier { direction: Direction::W }),
    illustrations: Cow::Borrowed(&[]),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C1"),
                    count: 1,
                },
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 1,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 1,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `flier-C`: letter C of The Flier.
pub const FLIER_C: Tile = Tile {
    id: Cow::Borrowed("flier-C"),
    expansion: Cow::Borrowed("flier"),
    letter: Cow::Borrowed("C"),
    edges: Edges {
        north: EdgeKind::Road,
        east: EdgeKind::Field,
        south: EdgeKind::Road,
        west: EdgeKind::Field,
    },
    features: Cow::Borrowed(
        &[
            Feature::Road {
                id: Cow::Borrowed("road"),
                edges: Cow::Borrowed(&[EdgePosition::N, EdgePosition::S]),
                ends_at: None,
                end: None,
                under: None,
            },
            Feature::Field {
                id: Cow::Borrowed("west-field"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::SR,
                        EdgePosition::WL,
                        EdgePosition::WR,
                        EdgePosition::NL,
                    ],
                ),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Field {
                id: Cow::Borrowed("east-field"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::NR,
                        EdgePosition::EL,
                        EdgePosition::ER,
                        EdgePosition::SL,
                    ],
                ),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
        ],
    ),
    flier: Some(Flier { direction: Direction::W }),
    illustrations: Cow::Borrowed(
        &[
            Illustration {
                kind: IllustrationKind::Pigsty,
                field: Cow::Borrowed("east-field"),
                placement: Some(Direction::E),
            },
        ],
    ),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C1"),
                    count: 1,
                },
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 1,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 1,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `flier-D`: letter D of The Flier.
pub const FLIER_D: Tile = Tile {
    id: Cow::Borrowed("flier-D"),
    expansion: Cow::Borrowed("flier"),
    letter: Cow::Borrowed("D"),
    edges: Edges {
        north: EdgeKind::Field,
        east: EdgeKind::Road,
        south: EdgeKind::Field,
        west: EdgeKind::Road,
    },
    features: Cow::Borrowed(
        &[
            Feature::Road {
                id: Cow::Borrowed("road"),
                edges: Cow::Borrowed(&[EdgePosition::W, EdgePosition::E]),
                ends_at: None,
                end: None,
                under: None,
            },
            Feature::Field {
                id: Cow::Borrowed("north-field"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::WR,
                        EdgePosition::NL,
                        EdgePosition::NR,
                        EdgePosition::EL,
                    ],
                ),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Field {
                id: Cow::Borrowed("south-field"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::ER,
                        EdgePosition::SL,
                        EdgePosition::SR,
                        EdgePosition::WL,
                    ],
                ),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
        ],
    ),
    flier: Some(Flier { direction: Direction::NW }),
    illustrations: Cow::Borrowed(&[]),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C1"),
                    count: 1,
                },
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 1,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 1,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `flier-E`: letter E of The Flier.
pub const FLIER_E: Tile = Tile {
    id: Cow::Borrowed("flier-E"),
    expansion: Cow::Borrowed("flier"),
    letter: Cow::Borrowed("E"),
    edges: Edges {
        north: EdgeKind::Field,
        east: EdgeKind::Road,
        south: EdgeKind::Road,
        west: EdgeKind::Field,
    },
    features: Cow::Borrowed(
        &[
            Feature::Road {
                id: Cow::Borrowed("road"),
                edges: Cow::Borrowed(&[EdgePosition::S, EdgePosition::E]),
                ends_at: None,
                end: None,
                under: None,
            },
            Feature::Field {
                id: Cow::Borrowed("north-west-field"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::SR,
                        EdgePosition::WL,
                        EdgePosition::WR,
                        EdgePosition::NL,
                        EdgePosition::NR,
                        EdgePosition::EL,
                    ],
                ),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Field {
                id: Cow::Borrowed("south-east-field"),
                edges: Cow::Borrowed(&[EdgePosition::ER, EdgePosition::SL]),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
        ],
    ),
    flier: Some(Flier { direction: Direction::NW }),
    illustrations: Cow::Borrowed(&[]),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C1"),
                    count: 1,
                },
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 1,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 1,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `flier-F`: letter F of The Flier.
pub const FLIER_F: Tile = Tile {
    id: Cow::Borrowed("flier-F"),
    expansion: Cow::Borrowed("flier"),
    letter: Cow::Borrowed("F"),
    edges: Edges {
        north: EdgeKind::Road,
        east: EdgeKind::Field,
        south: EdgeKind::Field,
        west: EdgeKind::Road,
    },
    features: Cow::Borrowed(
        &[
            Feature::Road {
                id: Cow::Borrowed("road"),
                edges: Cow::Borrowed(&[EdgePosition::N, EdgePosition::W]),
                ends_at: None,
                end: None,
                under: None,
            },
            Feature::Field {
                id: Cow::Borrowed("north-west-field"),
                edges: Cow::Borrowed(&[EdgePosition::WR, EdgePosition::NL]),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Field {
                id: Cow::Borrowed("south-east-field"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::NR,
                        EdgePosition::EL,
                        EdgePosition::ER,
                        EdgePosition::SL,
                        EdgePosition::SR,
                        EdgePosition::WL,
                    ],
                ),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
        ],
    ),
    flier: Some(Flier { direction: Direction::W }),
    illustrations: Cow::Borrowed(
        &[
            Illustration {
                kind: IllustrationKind::Highwaymen,
                field: Cow::Borrowed("north-west-field"),
                placement: Some(Direction::NW),
            },
        ],
    ),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C1"),
                    count: 1,
                },
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 1,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 1,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `flier-G`: letter G of The Flier.
pub const FLIER_G: Tile = Tile {
    id: Cow::Borrowed("flier-G"),
    expansion: Cow::Borrowed("flier"),
    letter: Cow::Borrowed("G"),
    edges: Edges {
        north: EdgeKind::Field,
        east: EdgeKind::Field,
        south: EdgeKind::Field,
        west: EdgeKind::Field,
    },
    features: Cow::Borrowed(
        &[
            Feature::Field {
                id: Cow::Borrowed("field"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::NL,
                        EdgePosition::NR,
                        EdgePosition::EL,
                        EdgePosition::ER,
                        EdgePosition::SL,
                        EdgePosition::SR,
                        EdgePosition::WL,
                        EdgePosition::WR,
                    ],
                ),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
        ],
    ),
    flier: Some(Flier { direction: Direction::W }),
    illustrations: Cow::Borrowed(
        &[
            Illustration {
                kind: IllustrationKind::Farmhouse,
                field: Cow::Borrowed("field"),
                placement: Some(Direction::NE),
            },
        ],
    ),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C1"),
                    count: 1,
                },
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 1,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 1,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// The tile `flier-H`: letter H of The Flier.
pub const FLIER_H: Tile = Tile {
    id: Cow::Borrowed("flier-H"),
    expansion: Cow::Borrowed("flier"),
    letter: Cow::Borrowed("H"),
    edges: Edges {
        north: EdgeKind::Field,
        east: EdgeKind::Field,
        south: EdgeKind::Field,
        west: EdgeKind::Field,
    },
    features: Cow::Borrowed(
        &[
            Feature::Field {
                id: Cow::Borrowed("field"),
                edges: Cow::Borrowed(
                    &[
                        EdgePosition::NL,
                        EdgePosition::NR,
                        EdgePosition::EL,
                        EdgePosition::ER,
                        EdgePosition::SL,
                        EdgePosition::SR,
                        EdgePosition::WL,
                        EdgePosition::WR,
                    ],
                ),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
            Feature::Garden {
                id: Cow::Borrowed("garden"),
            },
        ],
    ),
    flier: Some(Flier { direction: Direction::NW }),
    illustrations: Cow::Borrowed(
        &[
            Illustration {
                kind: IllustrationKind::Garden,
                field: Cow::Borrowed("field"),
                placement: Some(Direction::SE),
            },
        ],
    ),
    markers: Cow::Borrowed(&[]),
    counts: EditionCounts(
        Cow::Borrowed(
            &[
                EditionCount {
                    edition: Cow::Borrowed("C2"),
                    count: 1,
                },
                EditionCount {
                    edition: Cow::Borrowed("C3"),
                    count: 1,
                },
            ],
        ),
    ),
    start: false,
    picture: None,
    allow: Cow::Borrowed(&[]),
    wagon_moves: Cow::Borrowed(&[]),
};
/// Where the features of each tile lie: `FOOTPRINTS[i]` for `TILES[i]`, in feature order.
pub static FOOTPRINTS: &[&[Footprint]] = &[
    &[
        Footprint {
            feature: Cow::Borrowed("monastery"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            3348, 4930, 3340, 4900, 3348, 4870, 3368, 4850, 4768, 3950,
                            4770, 3948, 4800, 3940, 4830, 3948, 4832, 3950, 5540, 4404,
                            5540, 3460, 5500, 3460, 5470, 3452, 5448, 3430, 5440, 3400,
                            5448, 3370, 5452, 3366, 5451, 3365, 5940, 2681, 5940, 2310,
                            5750, 2310, 5720, 2302, 5698, 2280, 5690, 2250, 5698, 2220,
                            5720, 2198, 5750, 2190, 5940, 2190, 5940, 2000, 5948, 1970,
                            5970, 1948, 6000, 1940, 6030, 1948, 6052, 1970, 6060, 2000,
                            6060, 2190, 6250, 2190, 6280, 2198, 6302, 2220, 6310, 2250,
                            6302, 2280, 6280, 2302, 6250, 2310, 6060, 2310, 6060, 2681,
                            6549, 3365, 6548, 3366, 6552, 3370, 6560, 3400, 6552, 3430,
                            6530, 3452, 6500, 3460, 6460, 3460, 6460, 6200, 6452, 6230,
                            6430, 6252, 6400, 6260, 3600, 6260, 3570, 6252, 3548, 6230,
                            3540, 6200, 3540, 4960, 3400, 4960, 3370, 4952,
                        ],
                    ),
                ],
            ),
            spot_steps: [4803, 5210],
        },
        Footprint {
            feature: Cow::Borrowed("road"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[4250, 10000, 4250, 5000, 5750, 5000, 5750, 10000])],
            ),
            spot_steps: [5000, 7500],
        },
        Footprint {
            feature: Cow::Borrowed("field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 10000, 0, 0, 10000, 0, 10000, 10000, 5750, 10000, 5750,
                            5000, 4250, 5000, 4250, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [2070, 2070],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("monastery"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            3348, 4930, 3340, 4900, 3348, 4870, 3368, 4850, 4768, 3950,
                            4770, 3948, 4800, 3940, 4830, 3948, 4832, 3950, 5540, 4404,
                            5540, 3460, 5500, 3460, 5470, 3452, 5448, 3430, 5440, 3400,
                            5448, 3370, 5452, 3366, 5451, 3365, 5940, 2681, 5940, 2310,
                            5750, 2310, 5720, 2302, 5698, 2280, 5690, 2250, 5698, 2220,
                            5720, 2198, 5750, 2190, 5940, 2190, 5940, 2000, 5948, 1970,
                            5970, 1948, 6000, 1940, 6030, 1948, 6052, 1970, 6060, 2000,
                            6060, 2190, 6250, 2190, 6280, 2198, 6302, 2220, 6310, 2250,
                            6302, 2280, 6280, 2302, 6250, 2310, 6060, 2310, 6060, 2681,
                            6549, 3365, 6548, 3366, 6552, 3370, 6560, 3400, 6552, 3430,
                            6530, 3452, 6500, 3460, 6460, 3460, 6460, 6200, 6452, 6230,
                            6430, 6252, 6400, 6260, 3600, 6260, 3570, 6252, 3548, 6230,
                            3540, 6200, 3540, 4960, 3400, 4960, 3370, 4952,
                        ],
                    ),
                ],
            ),
            spot_steps: [4803, 5210],
        },
        Footprint {
            feature: Cow::Borrowed("field"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[0, 10000, 0, 0, 10000, 0, 10000, 10000])],
            ),
            spot_steps: [2070, 2070],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("city"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[0, 10000, 0, 0, 10000, 0, 10000, 10000])],
            ),
            spot_steps: [2695, 7305],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("city"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 0, 348, 0, 9652, 0, 10000, 0, 10000, 359, 9548, 825, 8909,
                            1396, 8266, 1882, 7620, 2282, 6970, 2595, 6316, 2820, 5659,
                            2955, 5000, 3001, 4341, 2955, 3684, 2820, 3030, 2595, 2380,
                            2282, 1734, 1882, 1091, 1396, 452, 825, 0, 359,
                        ],
                    ),
                ],
            ),
            spot_steps: [5000, 1500],
        },
        Footprint {
            feature: Cow::Borrowed("road"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[0, 5750, 0, 4250, 10000, 4250, 10000, 5750])],
            ),
            spot_steps: [5000, 5000],
        },
        Footprint {
            feature: Cow::Borrowed("north-field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 4250, 0, 359, 452, 825, 1091, 1396, 1734, 1882, 2380,
                            2282, 3030, 2595, 3684, 2820, 4341, 2955, 5000, 3001, 5659,
                            2955, 6316, 2820, 6970, 2595, 7620, 2282, 8266, 1882, 8909,
                            1396, 9548, 825, 10000, 359, 10000, 4250,
                        ],
                    ),
                ],
            ),
            spot_steps: [1216, 3034],
        },
        Footprint {
            feature: Cow::Borrowed("south-field"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[0, 10000, 0, 5750, 10000, 5750, 10000, 10000])],
            ),
            spot_steps: [7936, 7908],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("city"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 0, 348, 0, 9652, 0, 10000, 0, 10000, 359, 9548, 825, 8909,
                            1396, 8266, 1882, 7620, 2282, 6970, 2595, 6316, 2820, 5659,
                            2955, 5000, 3001, 4341, 2955, 3684, 2820, 3030, 2595, 2380,
                            2282, 1734, 1882, 1091, 1396, 452, 825, 0, 359,
                        ],
                    ),
                ],
            ),
            spot_steps: [5000, 1500],
        },
        Footprint {
            feature: Cow::Borrowed("field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 10000, 0, 359, 452, 825, 1091, 1396, 1734, 1882, 2380,
                            2282, 3030, 2595, 3684, 2820, 4341, 2955, 5000, 3001, 5659,
                            2955, 6316, 2820, 6970, 2595, 7620, 2282, 8266, 1882, 8909,
                            1396, 9548, 825, 10000, 359, 10000, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [7042, 7025],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("city"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 0, 348, 0, 9652, 0, 10000, 0, 10000, 359, 9548, 825, 8909,
                            1396, 8266, 1882, 7620, 2282, 6970, 2595, 6316, 2820, 5659,
                            2955, 5000, 3001, 4341, 2955, 3684, 2820, 3030, 2595, 2380,
                            2282, 1734, 1882, 1091, 1396, 452, 825, 0, 359,
                        ],
                    ),
                ],
            ),
            spot_steps: [5000, 1500],
        },
        Footprint {
            feature: Cow::Borrowed("field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 10000, 0, 359, 452, 825, 1091, 1396, 1734, 1882, 2380,
                            2282, 3030, 2595, 3684, 2820, 4341, 2955, 5000, 3001, 5659,
                            2955, 6316, 2820, 6970, 2595, 7620, 2282, 8266, 1882, 8909,
                            1396, 9548, 825, 10000, 359, 10000, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [2599, 7401],
        },
        Footprint {
            feature: Cow::Borrowed("garden"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            6007, 5118, 6001, 5000, 6007, 4882, 6024, 4766, 6053, 4652,
                            6092, 4541, 6143, 4435, 6203, 4334, 6273, 4239, 6352, 4152,
                            6439, 4073, 6534, 4003, 6635, 3943, 6741, 3892, 6852, 3853,
                            6966, 3824, 7082, 3807, 7200, 3801, 7318, 3807, 7434, 3824,
                            7548, 3853, 7659, 3892, 7765, 3943, 7866, 4003, 7961, 4073,
                            8048, 4152, 8127, 4239, 8197, 4334, 8257, 4435, 8308, 4541,
                            8347, 4652, 8376, 4766, 8393, 4882, 8399, 5000, 8393, 5118,
                            8376, 5234, 8347, 5348, 8308, 5459, 8257, 5565, 8197, 5666,
                            8127, 5761, 8048, 5848, 7961, 5927, 7866, 5997, 7765, 6057,
                            7659, 6108, 7548, 6147, 7434, 6176, 7318, 6193, 7200, 6199,
                            7082, 6193, 6966, 6176, 6852, 6147, 6741, 6108, 6635, 6057,
                            6534, 5997, 6439, 5927, 6352, 5848, 6273, 5761, 6203, 5666,
                            6143, 5565, 6092, 5459, 6053, 5348, 6024, 5234,
                        ],
                    ),
                ],
            ),
            spot_steps: [7200, 5000],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("city"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 0, 388, 0, 780, 331, 1390, 777, 1997, 1153, 2602, 1459,
                            3205, 1696, 3805, 1865, 4403, 1966, 5000, 2000, 5597, 1966,
                            6195, 1865, 6795, 1696, 7398, 1459, 8003, 1153, 8610, 777,
                            9220, 331, 9612, 0, 10000, 0, 10000, 10000, 9612, 10000,
                            9220, 9669, 8610, 9223, 8003, 8847, 7398, 8541, 6795, 8304,
                            6195, 8135, 5597, 8034, 5000, 8000, 4403, 8034, 3805, 8135,
                            3205, 8304, 2602, 8541, 1997, 8847, 1390, 9223, 780, 9669,
                            388, 10000, 0, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [2305, 6211],
        },
        Footprint {
            feature: Cow::Borrowed("north-field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            780, 331, 388, 0, 9612, 0, 9220, 331, 8610, 777, 8003, 1153,
                            7398, 1459, 6795, 1696, 6195, 1865, 5597, 1966, 5000, 2000,
                            4403, 1966, 3805, 1865, 3205, 1696, 2602, 1459, 1997, 1153,
                            1390, 777,
                        ],
                    ),
                ],
            ),
            spot_steps: [5000, 1000],
        },
        Footprint {
            feature: Cow::Borrowed("south-field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            9612, 10000, 388, 10000, 780, 9669, 1390, 9223, 1997, 8847,
                            2602, 8541, 3205, 8304, 3805, 8135, 4403, 8034, 5000, 8000,
                            5597, 8034, 6195, 8135, 6795, 8304, 7398, 8541, 8003, 8847,
                            8610, 9223, 9220, 9669,
                        ],
                    ),
                ],
            ),
            spot_steps: [5000, 9000],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("city"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 0, 388, 0, 780, 331, 1390, 777, 1997, 1153, 2602, 1459,
                            3205, 1696, 3805, 1865, 4403, 1966, 5000, 2000, 5597, 1966,
                            6195, 1865, 6795, 1696, 7398, 1459, 8003, 1153, 8610, 777,
                            9220, 331, 9612, 0, 10000, 0, 10000, 10000, 9612, 10000,
                            9220, 9669, 8610, 9223, 8003, 8847, 7398, 8541, 6795, 8304,
                            6195, 8135, 5597, 8034, 5000, 8000, 4403, 8034, 3805, 8135,
                            3205, 8304, 2602, 8541, 1997, 8847, 1390, 9223, 780, 9669,
                            388, 10000, 0, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [3164, 4961],
        },
        Footprint {
            feature: Cow::Borrowed("north-field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            780, 331, 388, 0, 9612, 0, 9220, 331, 8610, 777, 8003, 1153,
                            7398, 1459, 6795, 1696, 6195, 1865, 5597, 1966, 5000, 2000,
                            4403, 1966, 3805, 1865, 3205, 1696, 2602, 1459, 1997, 1153,
                            1390, 777,
                        ],
                    ),
                ],
            ),
            spot_steps: [5000, 1000],
        },
        Footprint {
            feature: Cow::Borrowed("south-field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            9612, 10000, 388, 10000, 780, 9669, 1390, 9223, 1997, 8847,
                            2602, 8541, 3205, 8304, 3805, 8135, 4403, 8034, 5000, 8000,
                            5597, 8034, 6195, 8135, 6795, 8304, 7398, 8541, 8003, 8847,
                            8610, 9223, 9220, 9669,
                        ],
                    ),
                ],
            ),
            spot_steps: [5000, 9000],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("north-city"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 359, 0, 0, 10000, 0, 10000, 359, 9548, 825, 8909, 1396,
                            8266, 1882, 7620, 2282, 6970, 2595, 6316, 2820, 5659, 2955,
                            5000, 3001, 4341, 2955, 3684, 2820, 3030, 2595, 2380, 2282,
                            1734, 1882, 1091, 1396, 452, 825,
                        ],
                    ),
                ],
            ),
            spot_steps: [5000, 1500],
        },
        Footprint {
            feature: Cow::Borrowed("south-city"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 9641, 452, 9175, 1091, 8604, 1734, 8118, 2380, 7718, 3030,
                            7405, 3684, 7180, 4341, 7045, 5000, 6999, 5659, 7045, 6316,
                            7180, 6970, 7405, 7620, 7718, 8266, 8118, 8909, 8604, 9548,
                            9175, 10000, 9641, 10000, 10000, 9652, 10000, 348, 10000, 0,
                            10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [5000, 8500],
        },
        Footprint {
            feature: Cow::Borrowed("field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 9641, 0, 359, 452, 825, 1091, 1396, 1734, 1882, 2380,
                            2282, 3030, 2595, 3684, 2820, 4341, 2955, 5000, 3001, 5659,
                            2955, 6316, 2820, 6970, 2595, 7620, 2282, 8266, 1882, 8909,
                            1396, 9548, 825, 10000, 359, 10000, 9641, 9548, 9175, 8909,
                            8604, 8266, 8118, 7620, 7718, 6970, 7405, 6316, 7180, 5659,
                            7045, 5000, 6999, 4341, 7045, 3684, 7180, 3030, 7405, 2380,
                            7718, 1734, 8118, 1091, 8604, 452, 9175,
                        ],
                    ),
                ],
            ),
            spot_steps: [2212, 4964],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("north-city"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 359, 0, 0, 10000, 0, 10000, 359, 9548, 825, 8909, 1396,
                            8266, 1882, 7620, 2282, 6970, 2595, 6316, 2820, 5659, 2955,
                            5000, 3001, 4341, 2955, 3684, 2820, 3030, 2595, 2380, 2282,
                            1734, 1882, 1091, 1396, 452, 825,
                        ],
                    ),
                ],
            ),
            spot_steps: [5000, 1500],
        },
        Footprint {
            feature: Cow::Borrowed("south-city"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 9641, 452, 9175, 1091, 8604, 1734, 8118, 2380, 7718, 3030,
                            7405, 3684, 7180, 4341, 7045, 5000, 6999, 5659, 7045, 6316,
                            7180, 6970, 7405, 7620, 7718, 8266, 8118, 8909, 8604, 9548,
                            9175, 10000, 9641, 10000, 10000, 9652, 10000, 348, 10000, 0,
                            10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [5000, 8500],
        },
        Footprint {
            feature: Cow::Borrowed("field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 9641, 0, 359, 452, 825, 1091, 1396, 1734, 1882, 2380,
                            2282, 3030, 2595, 3684, 2820, 4341, 2955, 5000, 3001, 5659,
                            2955, 6316, 2820, 6970, 2595, 7620, 2282, 8266, 1882, 8909,
                            1396, 9548, 825, 10000, 359, 10000, 9641, 9548, 9175, 8909,
                            8604, 8266, 8118, 7620, 7718, 6970, 7405, 6316, 7180, 5659,
                            7045, 5000, 6999, 4341, 7045, 3684, 7180, 3030, 7405, 2380,
                            7718, 1734, 8118, 1091, 8604, 452, 9175,
                        ],
                    ),
                ],
            ),
            spot_steps: [7795, 4964],
        },
        Footprint {
            feature: Cow::Borrowed("garden"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            1607, 5118, 1601, 5000, 1607, 4882, 1624, 4766, 1653, 4652,
                            1692, 4541, 1743, 4435, 1803, 4334, 1873, 4239, 1952, 4152,
                            2039, 4073, 2134, 4003, 2235, 3943, 2341, 3892, 2452, 3853,
                            2566, 3824, 2682, 3807, 2800, 3801, 2918, 3807, 3034, 3824,
                            3148, 3853, 3259, 3892, 3365, 3943, 3466, 4003, 3561, 4073,
                            3648, 4152, 3727, 4239, 3797, 4334, 3857, 4435, 3908, 4541,
                            3947, 4652, 3976, 4766, 3993, 4882, 3999, 5000, 3993, 5118,
                            3976, 5234, 3947, 5348, 3908, 5459, 3857, 5565, 3797, 5666,
                            3727, 5761, 3648, 5848, 3561, 5927, 3466, 5997, 3365, 6057,
                            3259, 6108, 3148, 6147, 3034, 6176, 2918, 6193, 2800, 6199,
                            2682, 6193, 2566, 6176, 2452, 6147, 2341, 6108, 2235, 6057,
                            2134, 5997, 2039, 5927, 1952, 5848, 1873, 5761, 1803, 5666,
                            1743, 5565, 1692, 5459, 1653, 5348, 1624, 5234,
                        ],
                    ),
                ],
            ),
            spot_steps: [2800, 5000],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("north-city"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            825, 452, 359, 0, 10000, 0, 10000, 359, 9548, 825, 8909,
                            1396, 8266, 1882, 7620, 2282, 6970, 2595, 6316, 2820, 5659,
                            2955, 5000, 3001, 4341, 2955, 3684, 2820, 3030, 2595, 2380,
                            2282, 2124, 2124, 1882, 1734, 1396, 1091,
                        ],
                    ),
                ],
            ),
            spot_steps: [4860, 1500],
        },
        Footprint {
            feature: Cow::Borrowed("west-city"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 348, 0, 0, 359, 0, 825, 452, 1396, 1091, 1882, 1734, 2282,
                            2380, 2595, 3030, 2820, 3684, 2955, 4341, 3001, 5000, 2955,
                            5659, 2820, 6316, 2595, 6970, 2282, 7620, 1882, 8266, 1396,
                            8909, 825, 9548, 359, 10000, 0, 10000, 0, 9652,
                        ],
                    ),
                ],
            ),
            spot_steps: [1500, 5000],
        },
        Footprint {
            feature: Cow::Borrowed("field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            10000, 10000, 359, 10000, 825, 9548, 1396, 8909, 1882, 8266,
                            2282, 7620, 2595, 6970, 2820, 6316, 2955, 5659, 3001, 5000,
                            2955, 4341, 2820, 3684, 2595, 3030, 2282, 2380, 2124, 2124,
                            2380, 2282, 3030, 2595, 3684, 2820, 4341, 2955, 5000, 3001,
                            5659, 2955, 6316, 2820, 6970, 2595, 7620, 2282, 8266, 1882,
                            8909, 1396, 9548, 825, 10000, 359,
                        ],
                    ),
                ],
            ),
            spot_steps: [7025, 7025],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("north-city"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            825, 452, 359, 0, 10000, 0, 10000, 359, 9548, 825, 8909,
                            1396, 8266, 1882, 7620, 2282, 6970, 2595, 6316, 2820, 5659,
                            2955, 5000, 3001, 4341, 2955, 3684, 2820, 3030, 2595, 2380,
                            2282, 2124, 2124, 1882, 1734, 1396, 1091,
                        ],
                    ),
                ],
            ),
            spot_steps: [4860, 1500],
        },
        Footprint {
            feature: Cow::Borrowed("west-city"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 348, 0, 0, 359, 0, 825, 452, 1396, 1091, 1882, 1734, 2282,
                            2380, 2595, 3030, 2820, 3684, 2955, 4341, 3001, 5000, 2955,
                            5659, 2820, 6316, 2595, 6970, 2282, 7620, 1882, 8266, 1396,
                            8909, 825, 9548, 359, 10000, 0, 10000, 0, 9652,
                        ],
                    ),
                ],
            ),
            spot_steps: [1500, 5000],
        },
        Footprint {
            feature: Cow::Borrowed("field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            10000, 10000, 359, 10000, 825, 9548, 1396, 8909, 1882, 8266,
                            2282, 7620, 2595, 6970, 2820, 6316, 2955, 5659, 3001, 5000,
                            2955, 4341, 2820, 3684, 2595, 3030, 2282, 2380, 2124, 2124,
                            2380, 2282, 3030, 2595, 3684, 2820, 4341, 2955, 5000, 3001,
                            5659, 2955, 6316, 2820, 6970, 2595, 7620, 2282, 8266, 1882,
                            8909, 1396, 9548, 825, 10000, 359,
                        ],
                    ),
                ],
            ),
            spot_steps: [7929, 4389],
        },
        Footprint {
            feature: Cow::Borrowed("garden"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            3807, 7318, 3801, 7200, 3807, 7082, 3824, 6966, 3853, 6852,
                            3892, 6741, 3943, 6635, 4003, 6534, 4073, 6439, 4152, 6352,
                            4239, 6273, 4334, 6203, 4435, 6143, 4541, 6092, 4652, 6053,
                            4766, 6024, 4882, 6007, 5000, 6001, 5118, 6007, 5234, 6024,
                            5348, 6053, 5459, 6092, 5565, 6143, 5666, 6203, 5761, 6273,
                            5848, 6352, 5927, 6439, 5997, 6534, 6057, 6635, 6108, 6741,
                            6147, 6852, 6176, 6966, 6193, 7082, 6199, 7200, 6193, 7318,
                            6176, 7434, 6147, 7548, 6108, 7659, 6057, 7765, 5997, 7866,
                            5927, 7961, 5848, 8048, 5761, 8127, 5666, 8197, 5565, 8257,
                            5459, 8308, 5348, 8347, 5234, 8376, 5118, 8393, 5000, 8399,
                            4882, 8393, 4766, 8376, 4652, 8347, 4541, 8308, 4435, 8257,
                            4334, 8197, 4239, 8127, 4152, 8048, 4073, 7961, 4003, 7866,
                            3943, 7765, 3892, 7659, 3853, 7548, 3824, 7434,
                        ],
                    ),
                ],
            ),
            spot_steps: [5000, 7200],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("city"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 0, 348, 0, 9652, 0, 10000, 0, 10000, 359, 9548, 825, 8909,
                            1396, 8266, 1882, 7620, 2282, 6970, 2595, 6316, 2820, 5659,
                            2955, 5000, 3001, 4341, 2955, 3684, 2820, 3030, 2595, 2380,
                            2282, 1734, 1882, 1091, 1396, 452, 825, 0, 359,
                        ],
                    ),
                ],
            ),
            spot_steps: [5000, 1500],
        },
        Footprint {
            feature: Cow::Borrowed("road"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            4451, 9972, 4251, 9962, 4279, 9413, 4366, 8842, 4508, 8290,
                            4701, 7761, 4944, 7258, 5232, 6784, 5563, 6342, 5934, 5934,
                            6342, 5563, 6784, 5232, 7258, 4944, 7761, 4701, 8290, 4508,
                            8842, 4366, 9413, 4279, 9962, 4251, 9972, 4451, 10000, 5000,
                            10000, 5751, 9564, 5773, 9143, 5837, 8736, 5942, 8346, 6085,
                            7975, 6263, 7625, 6476, 7297, 6721, 6995, 6995, 6721, 7297,
                            6476, 7625, 6263, 7975, 6085, 8346, 5942, 8736, 5837, 9143,
                            5773, 9564, 5751, 10000, 5000, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [9057, 5104],
        },
        Footprint {
            feature: Cow::Borrowed("north-west-field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 10000, 0, 359, 452, 825, 1091, 1396, 1734, 1882, 2380,
                            2282, 3030, 2595, 3684, 2820, 4341, 2955, 5000, 3001, 5659,
                            2955, 6316, 2820, 6970, 2595, 7620, 2282, 8266, 1882, 8909,
                            1396, 9548, 825, 10000, 359, 10000, 5000, 9972, 4451, 9962,
                            4251, 9413, 4279, 8842, 4366, 8290, 4508, 7761, 4701, 7258,
                            4944, 6784, 5232, 6342, 5563, 5934, 5934, 5563, 6342, 5232,
                            6784, 4944, 7258, 4701, 7761, 4508, 8290, 4366, 8842, 4279,
                            9413, 4251, 9962, 4451, 9972, 5000, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [2599, 6121],
        },
        Footprint {
            feature: Cow::Borrowed("south-east-field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            10000, 10000, 5751, 10000, 5773, 9564, 5837, 9143, 5942,
                            8736, 6085, 8346, 6263, 7975, 6476, 7625, 6721, 7297, 6995,
                            6995, 7297, 6721, 7625, 6476, 7975, 6263, 8346, 6085, 8736,
                            5942, 9143, 5837, 9564, 5773, 10000, 5751,
                        ],
                    ),
                ],
            ),
            spot_steps: [8108, 8307],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("city"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 0, 348, 0, 9652, 0, 10000, 0, 10000, 359, 9548, 825, 8909,
                            1396, 8266, 1882, 7620, 2282, 6970, 2595, 6316, 2820, 5659,
                            2955, 5000, 3001, 4341, 2955, 3684, 2820, 3030, 2595, 2380,
                            2282, 1734, 1882, 1091, 1396, 452, 825, 0, 359,
                        ],
                    ),
                ],
            ),
            spot_steps: [5000, 1500],
        },
        Footprint {
            feature: Cow::Borrowed("road"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 5751, 0, 5000, 28, 4451, 38, 4251, 587, 4279, 1158, 4366,
                            1710, 4508, 2239, 4701, 2742, 4944, 3216, 5232, 3658, 5563,
                            4066, 5934, 4437, 6342, 4768, 6784, 5056, 7258, 5299, 7761,
                            5492, 8290, 5634, 8842, 5721, 9413, 5749, 9962, 5549, 9972,
                            5000, 10000, 4249, 10000, 4227, 9564, 4163, 9143, 4058, 8736,
                            3915, 8346, 3737, 7975, 3524, 7625, 3279, 7297, 3005, 6995,
                            2703, 6721, 2375, 6476, 2025, 6263, 1654, 6085, 1264, 5942,
                            857, 5837, 436, 5773,
                        ],
                    ),
                ],
            ),
            spot_steps: [3099, 6092],
        },
        Footprint {
            feature: Cow::Borrowed("north-east-field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 5000, 0, 359, 452, 825, 1091, 1396, 1734, 1882, 2380,
                            2282, 3030, 2595, 3684, 2820, 4341, 2955, 5000, 3001, 5659,
                            2955, 6316, 2820, 6970, 2595, 7620, 2282, 8266, 1882, 8909,
                            1396, 9548, 825, 10000, 359, 10000, 10000, 5000, 10000, 5549,
                            9972, 5749, 9962, 5721, 9413, 5634, 8842, 5492, 8290, 5299,
                            7761, 5056, 7258, 4768, 6784, 4437, 6342, 4066, 5934, 3658,
                            5563, 3216, 5232, 2742, 4944, 2239, 4701, 1710, 4508, 1158,
                            4366, 587, 4279, 38, 4251, 28, 4451,
                        ],
                    ),
                ],
            ),
            spot_steps: [7645, 7326],
        },
        Footprint {
            feature: Cow::Borrowed("south-west-field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 10000, 0, 5751, 436, 5773, 857, 5837, 1264, 5942, 1654,
                            6085, 2025, 6263, 2375, 6476, 2703, 6721, 3005, 6995, 3279,
                            7297, 3524, 7625, 3737, 7975, 3915, 8346, 4058, 8736, 4163,
                            9143, 4227, 9564, 4249, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [1461, 8539],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("city"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 0, 348, 0, 9652, 0, 10000, 0, 10000, 359, 9548, 825, 8909,
                            1396, 8266, 1882, 7620, 2282, 6970, 2595, 6316, 2820, 5659,
                            2955, 5000, 3001, 4341, 2955, 3684, 2820, 3030, 2595, 2380,
                            2282, 1734, 1882, 1091, 1396, 452, 825, 0, 359,
                        ],
                    ),
                ],
            ),
            spot_steps: [5000, 1500],
        },
        Footprint {
            feature: Cow::Borrowed("east-road"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            5000, 5000, 5000, 4250, 10000, 4250, 10000, 5750, 5750, 5750,
                            5750, 5000,
                        ],
                    ),
                ],
            ),
            spot_steps: [7500, 5000],
        },
        Footprint {
            feature: Cow::Borrowed("south-road"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            4250, 10000, 4250, 5750, 5000, 5750, 5000, 5000, 5750, 5000,
                            5750, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [5000, 7500],
        },
        Footprint {
            feature: Cow::Borrowed("west-road"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[0, 5750, 0, 4250, 5000, 4250, 5000, 5750])],
            ),
            spot_steps: [2500, 5000],
        },
        Footprint {
            feature: Cow::Borrowed("north-field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 4250, 0, 359, 452, 825, 1091, 1396, 1734, 1882, 2380,
                            2282, 3030, 2595, 3684, 2820, 4341, 2955, 5000, 3001, 5659,
                            2955, 6316, 2820, 6970, 2595, 7620, 2282, 8266, 1882, 8909,
                            1396, 9548, 825, 10000, 359, 10000, 4250,
                        ],
                    ),
                ],
            ),
            spot_steps: [8815, 2973],
        },
        Footprint {
            feature: Cow::Borrowed("south-east-field"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[5750, 10000, 5750, 5750, 10000, 5750, 10000, 10000])],
            ),
            spot_steps: [8307, 8307],
        },
        Footprint {
            feature: Cow::Borrowed("south-west-field"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[0, 10000, 0, 5750, 4250, 5750, 4250, 10000])],
            ),
            spot_steps: [1693, 8307],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("city"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 604, 0, 0, 10000, 0, 10000, 10000, 9396, 10000, 9032,
                            9835, 8194, 9408, 7387, 8949, 6611, 8458, 5867, 7935, 5154,
                            7381, 4473, 6795, 3823, 6177, 3205, 5527, 2619, 4846, 2065,
                            4133, 1542, 3389, 1051, 2613, 592, 1806, 165, 968,
                        ],
                    ),
                ],
            ),
            spot_steps: [4805, 2930],
        },
        Footprint {
            feature: Cow::Borrowed("field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 10000, 0, 604, 165, 968, 592, 1806, 1051, 2613, 1542,
                            3389, 2065, 4133, 2619, 4846, 3205, 5527, 3823, 6177, 4473,
                            6795, 5154, 7381, 5867, 7935, 6611, 8458, 7387, 8949, 8194,
                            9408, 9032, 9835, 9396, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [2239, 7761],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("city"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 604, 0, 0, 10000, 0, 10000, 10000, 9396, 10000, 9032,
                            9835, 8194, 9408, 7387, 8949, 6611, 8458, 5867, 7935, 5154,
                            7381, 4473, 6795, 3823, 6177, 3205, 5527, 2619, 4846, 2065,
                            4133, 1542, 3389, 1051, 2613, 592, 1806, 165, 968,
                        ],
                    ),
                ],
            ),
            spot_steps: [5039, 2617],
        },
        Footprint {
            feature: Cow::Borrowed("field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 10000, 0, 604, 165, 968, 592, 1806, 1051, 2613, 1542,
                            3389, 2065, 4133, 2619, 4846, 3205, 5527, 3823, 6177, 4473,
                            6795, 5154, 7381, 5867, 7935, 6611, 8458, 7387, 8949, 8194,
                            9408, 9032, 9835, 9396, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [1285, 5192],
        },
        Footprint {
            feature: Cow::Borrowed("garden"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            1607, 7318, 1601, 7200, 1607, 7082, 1624, 6966, 1653, 6852,
                            1692, 6741, 1743, 6635, 1803, 6534, 1873, 6439, 1952, 6352,
                            2039, 6273, 2134, 6203, 2235, 6143, 2341, 6092, 2452, 6053,
                            2566, 6024, 2682, 6007, 2800, 6001, 2918, 6007, 3034, 6024,
                            3148, 6053, 3259, 6092, 3365, 6143, 3466, 6203, 3561, 6273,
                            3648, 6352, 3727, 6439, 3797, 6534, 3857, 6635, 3908, 6741,
                            3947, 6852, 3976, 6966, 3993, 7082, 3999, 7200, 3993, 7318,
                            3976, 7434, 3947, 7548, 3908, 7659, 3857, 7765, 3797, 7866,
                            3727, 7961, 3648, 8048, 3561, 8127, 3466, 8197, 3365, 8257,
                            3259, 8308, 3148, 8347, 3034, 8376, 2918, 8393, 2800, 8399,
                            2682, 8393, 2566, 8376, 2452, 8347, 2341, 8308, 2235, 8257,
                            2134, 8197, 2039, 8127, 1952, 8048, 1873, 7961, 1803, 7866,
                            1743, 7765, 1692, 7659, 1653, 7548, 1624, 7434,
                        ],
                    ),
                ],
            ),
            spot_steps: [2800, 7200],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("city"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 604, 0, 0, 10000, 0, 10000, 10000, 9396, 10000, 9032,
                            9835, 8194, 9408, 7387, 8949, 6611, 8458, 5867, 7935, 5154,
                            7381, 4473, 6795, 3823, 6177, 3205, 5527, 2619, 4846, 2065,
                            4133, 1542, 3389, 1051, 2613, 592, 1806, 165, 968,
                        ],
                    ),
                ],
            ),
            spot_steps: [6406, 3594],
        },
        Footprint {
            feature: Cow::Borrowed("field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 10000, 0, 604, 165, 968, 592, 1806, 1051, 2613, 1542,
                            3389, 2065, 4133, 2619, 4846, 3205, 5527, 3823, 6177, 4473,
                            6795, 5154, 7381, 5867, 7935, 6611, 8458, 7387, 8949, 8194,
                            9408, 9032, 9835, 9396, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [2239, 7761],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("city"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 604, 0, 0, 10000, 0, 10000, 10000, 9396, 10000, 9032,
                            9835, 8194, 9408, 7387, 8949, 6611, 8458, 5867, 7935, 5154,
                            7381, 4473, 6795, 3823, 6177, 3205, 5527, 2619, 4846, 2065,
                            4133, 1542, 3389, 1051, 2613, 592, 1806, 165, 968,
                        ],
                    ),
                ],
            ),
            spot_steps: [7031, 2969],
        },
        Footprint {
            feature: Cow::Borrowed("field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 10000, 0, 604, 165, 968, 592, 1806, 1051, 2613, 1542,
                            3389, 2065, 4133, 2619, 4846, 3205, 5527, 3823, 6177, 4473,
                            6795, 5154, 7381, 5867, 7935, 6611, 8458, 7387, 8949, 8194,
                            9408, 9032, 9835, 9396, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [1285, 5192],
        },
        Footprint {
            feature: Cow::Borrowed("garden"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            1607, 7318, 1601, 7200, 1607, 7082, 1624, 6966, 1653, 6852,
                            1692, 6741, 1743, 6635, 1803, 6534, 1873, 6439, 1952, 6352,
                            2039, 6273, 2134, 6203, 2235, 6143, 2341, 6092, 2452, 6053,
                            2566, 6024, 2682, 6007, 2800, 6001, 2918, 6007, 3034, 6024,
                            3148, 6053, 3259, 6092, 3365, 6143, 3466, 6203, 3561, 6273,
                            3648, 6352, 3727, 6439, 3797, 6534, 3857, 6635, 3908, 6741,
                            3947, 6852, 3976, 6966, 3993, 7082, 3999, 7200, 3993, 7318,
                            3976, 7434, 3947, 7548, 3908, 7659, 3857, 7765, 3797, 7866,
                            3727, 7961, 3648, 8048, 3561, 8127, 3466, 8197, 3365, 8257,
                            3259, 8308, 3148, 8347, 3034, 8376, 2918, 8393, 2800, 8399,
                            2682, 8393, 2566, 8376, 2452, 8347, 2341, 8308, 2235, 8257,
                            2134, 8197, 2039, 8127, 1952, 8048, 1873, 7961, 1803, 7866,
                            1743, 7765, 1692, 7659, 1653, 7548, 1624, 7434,
                        ],
                    ),
                ],
            ),
            spot_steps: [2800, 7200],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("city"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 0, 10000, 0, 10000, 604, 9835, 968, 9408, 1806, 8949,
                            2613, 8458, 3389, 7935, 4133, 7381, 4846, 6795, 5527, 6177,
                            6177, 5527, 6795, 4846, 7381, 4133, 7935, 3389, 8458, 2613,
                            8949, 1806, 9408, 968, 9835, 604, 10000, 0, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [5195, 2930],
        },
        Footprint {
            feature: Cow::Borrowed("road"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            4451, 9972, 4251, 9962, 4279, 9413, 4366, 8842, 4508, 8290,
                            4701, 7761, 4912, 7324, 5527, 6795, 6177, 6177, 6795, 5527,
                            7324, 4912, 7761, 4701, 8290, 4508, 8842, 4366, 9413, 4279,
                            9962, 4251, 9972, 4451, 10000, 5000, 10000, 5751, 9564, 5773,
                            9143, 5837, 8736, 5942, 8346, 6085, 7975, 6263, 7625, 6476,
                            7297, 6721, 6995, 6995, 6721, 7297, 6476, 7625, 6263, 7975,
                            6085, 8346, 5942, 8736, 5837, 9143, 5773, 9564, 5751, 10000,
                            5000, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [9057, 5104],
        },
        Footprint {
            feature: Cow::Borrowed("city-field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            5000, 10000, 604, 10000, 968, 9835, 1806, 9408, 2613, 8949,
                            3389, 8458, 4133, 7935, 4846, 7381, 4912, 7324, 4701, 7761,
                            4508, 8290, 4366, 8842, 4279, 9413, 4251, 9962, 4451, 9972,
                        ],
                    ),
                    Cow::Borrowed(
                        &[
                            7761, 4701, 7324, 4912, 7381, 4846, 7935, 4133, 8458, 3389,
                            8949, 2613, 9408, 1806, 9835, 968, 10000, 604, 10000, 5000,
                            9972, 4451, 9962, 4251, 9413, 4279, 8842, 4366, 8290, 4508,
                        ],
                    ),
                ],
            ),
            spot_steps: [3577, 9229],
        },
        Footprint {
            feature: Cow::Borrowed("south-east-field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            10000, 10000, 5751, 10000, 5773, 9564, 5837, 9143, 5942,
                            8736, 6085, 8346, 6263, 7975, 6476, 7625, 6721, 7297, 6995,
                            6995, 7297, 6721, 7625, 6476, 7975, 6263, 8346, 6085, 8736,
                            5942, 9143, 5837, 9564, 5773, 10000, 5751,
                        ],
                    ),
                ],
            ),
            spot_steps: [8108, 8307],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("city"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 0, 10000, 0, 10000, 604, 9835, 968, 9408, 1806, 8949,
                            2613, 8458, 3389, 7935, 4133, 7381, 4846, 6795, 5527, 6177,
                            6177, 5527, 6795, 4846, 7381, 4133, 7935, 3389, 8458, 2613,
                            8949, 1806, 9408, 968, 9835, 604, 10000, 0, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [3594, 3594],
        },
        Footprint {
            feature: Cow::Borrowed("road"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            4451, 9972, 4251, 9962, 4279, 9413, 4366, 8842, 4508, 8290,
                            4701, 7761, 4912, 7324, 5527, 6795, 6177, 6177, 6795, 5527,
                            7324, 4912, 7761, 4701, 8290, 4508, 8842, 4366, 9413, 4279,
                            9962, 4251, 9972, 4451, 10000, 5000, 10000, 5751, 9564, 5773,
                            9143, 5837, 8736, 5942, 8346, 6085, 7975, 6263, 7625, 6476,
                            7297, 6721, 6995, 6995, 6721, 7297, 6476, 7625, 6263, 7975,
                            6085, 8346, 5942, 8736, 5837, 9143, 5773, 9564, 5751, 10000,
                            5000, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [9057, 5104],
        },
        Footprint {
            feature: Cow::Borrowed("city-field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            5000, 10000, 604, 10000, 968, 9835, 1806, 9408, 2613, 8949,
                            3389, 8458, 4133, 7935, 4846, 7381, 4912, 7324, 4701, 7761,
                            4508, 8290, 4366, 8842, 4279, 9413, 4251, 9962, 4451, 9972,
                        ],
                    ),
                    Cow::Borrowed(
                        &[
                            7761, 4701, 7324, 4912, 7381, 4846, 7935, 4133, 8458, 3389,
                            8949, 2613, 9408, 1806, 9835, 968, 10000, 604, 10000, 5000,
                            9972, 4451, 9962, 4251, 9413, 4279, 8842, 4366, 8290, 4508,
                        ],
                    ),
                ],
            ),
            spot_steps: [3577, 9229],
        },
        Footprint {
            feature: Cow::Borrowed("south-east-field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            10000, 10000, 5751, 10000, 5773, 9564, 5837, 9143, 5942,
                            8736, 6085, 8346, 6263, 7975, 6476, 7625, 6721, 7297, 6995,
                            6995, 7297, 6721, 7625, 6476, 7975, 6263, 8346, 6085, 8736,
                            5942, 9143, 5837, 9564, 5773, 10000, 5751,
                        ],
                    ),
                ],
            ),
            spot_steps: [8108, 8307],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("city"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 0, 10000, 0, 10000, 10000, 9612, 10000, 9220, 9669, 8610,
                            9223, 8003, 8847, 7398, 8541, 6795, 8304, 6195, 8135, 5597,
                            8034, 5000, 8000, 4403, 8034, 3805, 8135, 3205, 8304, 2602,
                            8541, 1997, 8847, 1390, 9223, 780, 9669, 388, 10000, 0, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [3086, 5117],
        },
        Footprint {
            feature: Cow::Borrowed("field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            9612, 10000, 388, 10000, 780, 9669, 1390, 9223, 1997, 8847,
                            2602, 8541, 3205, 8304, 3805, 8135, 4403, 8034, 5000, 8000,
                            5597, 8034, 6195, 8135, 6795, 8304, 7398, 8541, 8003, 8847,
                            8610, 9223, 9220, 9669,
                        ],
                    ),
                ],
            ),
            spot_steps: [5000, 9000],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("city"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 0, 10000, 0, 10000, 10000, 9612, 10000, 9220, 9669, 8610,
                            9223, 8003, 8847, 7398, 8541, 6795, 8304, 6195, 8135, 5597,
                            8034, 5000, 8000, 4403, 8034, 3805, 8135, 3205, 8304, 2602,
                            8541, 1997, 8847, 1390, 9223, 780, 9669, 388, 10000, 0, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [4023, 4023],
        },
        Footprint {
            feature: Cow::Borrowed("field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            9612, 10000, 388, 10000, 780, 9669, 1390, 9223, 1997, 8847,
                            2602, 8541, 3205, 8304, 3805, 8135, 4403, 8034, 5000, 8000,
                            5597, 8034, 6195, 8135, 6795, 8304, 7398, 8541, 8003, 8847,
                            8610, 9223, 9220, 9669,
                        ],
                    ),
                ],
            ),
            spot_steps: [5000, 9000],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("city"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 0, 10000, 0, 10000, 10000, 9612, 10000, 9220, 9669, 8610,
                            9223, 8003, 8847, 7398, 8541, 6795, 8304, 6195, 8135, 5597,
                            8034, 5000, 8000, 4403, 8034, 3805, 8135, 3205, 8304, 2602,
                            8541, 1997, 8847, 1390, 9223, 780, 9669, 388, 10000, 0, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [2617, 2617],
        },
        Footprint {
            feature: Cow::Borrowed("field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            9612, 10000, 388, 10000, 780, 9669, 1390, 9223, 1997, 8847,
                            2602, 8541, 3205, 8304, 3805, 8135, 4403, 8034, 5000, 8000,
                            5597, 8034, 6195, 8135, 6795, 8304, 7398, 8541, 8003, 8847,
                            8610, 9223, 9220, 9669,
                        ],
                    ),
                ],
            ),
            spot_steps: [3949, 9063],
        },
        Footprint {
            feature: Cow::Borrowed("garden"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            3807, 7318, 3801, 7200, 3807, 7082, 3824, 6966, 3853, 6852,
                            3892, 6741, 3943, 6635, 4003, 6534, 4073, 6439, 4152, 6352,
                            4239, 6273, 4334, 6203, 4435, 6143, 4541, 6092, 4652, 6053,
                            4766, 6024, 4882, 6007, 5000, 6001, 5118, 6007, 5234, 6024,
                            5348, 6053, 5459, 6092, 5565, 6143, 5666, 6203, 5761, 6273,
                            5848, 6352, 5927, 6439, 5997, 6534, 6057, 6635, 6108, 6741,
                            6147, 6852, 6176, 6966, 6193, 7082, 6199, 7200, 6193, 7318,
                            6176, 7434, 6147, 7548, 6108, 7659, 6057, 7765, 5997, 7866,
                            5927, 7961, 5848, 8048, 5761, 8127, 5666, 8197, 5565, 8257,
                            5459, 8308, 5348, 8347, 5234, 8376, 5118, 8393, 5000, 8399,
                            4882, 8393, 4766, 8376, 4652, 8347, 4541, 8308, 4435, 8257,
                            4334, 8197, 4239, 8127, 4152, 8048, 4073, 7961, 4003, 7866,
                            3943, 7765, 3892, 7659, 3853, 7548, 3824, 7434,
                        ],
                    ),
                ],
            ),
            spot_steps: [5000, 7200],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("city"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 0, 10000, 0, 10000, 10000, 9612, 10000, 9220, 9669, 8610,
                            9223, 8003, 8847, 7398, 8541, 6795, 8304, 6195, 8135, 5597,
                            8034, 5000, 8000, 4403, 8034, 3805, 8135, 3205, 8304, 2602,
                            8541, 1997, 8847, 1390, 9223, 780, 9669, 388, 10000, 0, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [3086, 5117],
        },
        Footprint {
            feature: Cow::Borrowed("road"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            4250, 10000, 4250, 8060, 4403, 8034, 5000, 8000, 5597, 8034,
                            5750, 8060, 5750, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [5000, 9000],
        },
        Footprint {
            feature: Cow::Borrowed("south-east-field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            5750, 10000, 5750, 8060, 6195, 8135, 6795, 8304, 7398, 8541,
                            8003, 8847, 8610, 9223, 9220, 9669, 9612, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [6629, 9181],
        },
        Footprint {
            feature: Cow::Borrowed("south-west-field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            4250, 10000, 388, 10000, 780, 9669, 1390, 9223, 1997, 8847,
                            2602, 8541, 3205, 8304, 3805, 8135, 4250, 8060,
                        ],
                    ),
                ],
            ),
            spot_steps: [3268, 9181],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("city"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 0, 10000, 0, 10000, 10000, 9612, 10000, 9220, 9669, 8610,
                            9223, 8003, 8847, 7398, 8541, 6795, 8304, 6195, 8135, 5597,
                            8034, 5000, 8000, 4403, 8034, 3805, 8135, 3205, 8304, 2602,
                            8541, 1997, 8847, 1390, 9223, 780, 9669, 388, 10000, 0, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [4023, 4023],
        },
        Footprint {
            feature: Cow::Borrowed("road"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            4250, 10000, 4250, 8060, 4403, 8034, 5000, 8000, 5597, 8034,
                            5750, 8060, 5750, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [5000, 9000],
        },
        Footprint {
            feature: Cow::Borrowed("south-east-field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            5750, 10000, 5750, 8060, 6195, 8135, 6795, 8304, 7398, 8541,
                            8003, 8847, 8610, 9223, 9220, 9669, 9612, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [6629, 9181],
        },
        Footprint {
            feature: Cow::Borrowed("south-west-field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            4250, 10000, 388, 10000, 780, 9669, 1390, 9223, 1997, 8847,
                            2602, 8541, 3205, 8304, 3805, 8135, 4250, 8060,
                        ],
                    ),
                ],
            ),
            spot_steps: [3268, 9181],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("road"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[4250, 10000, 4250, 0, 5750, 0, 5750, 10000])],
            ),
            spot_steps: [5000, 5000],
        },
        Footprint {
            feature: Cow::Borrowed("west-field"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[0, 10000, 0, 0, 4250, 0, 4250, 10000])],
            ),
            spot_steps: [2092, 7936],
        },
        Footprint {
            feature: Cow::Borrowed("east-field"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[5750, 10000, 5750, 0, 10000, 0, 10000, 10000])],
            ),
            spot_steps: [7908, 7936],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("road"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[4250, 10000, 4250, 0, 5750, 0, 5750, 10000])],
            ),
            spot_steps: [5000, 5000],
        },
        Footprint {
            feature: Cow::Borrowed("west-field"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[0, 10000, 0, 0, 4250, 0, 4250, 10000])],
            ),
            spot_steps: [2092, 7936],
        },
        Footprint {
            feature: Cow::Borrowed("east-field"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[5750, 10000, 5750, 0, 10000, 0, 10000, 10000])],
            ),
            spot_steps: [7941, 2059],
        },
        Footprint {
            feature: Cow::Borrowed("garden"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            6007, 7318, 6001, 7200, 6007, 7082, 6024, 6966, 6053, 6852,
                            6092, 6741, 6143, 6635, 6203, 6534, 6273, 6439, 6352, 6352,
                            6439, 6273, 6534, 6203, 6635, 6143, 6741, 6092, 6852, 6053,
                            6966, 6024, 7082, 6007, 7200, 6001, 7318, 6007, 7434, 6024,
                            7548, 6053, 7659, 6092, 7765, 6143, 7866, 6203, 7961, 6273,
                            8048, 6352, 8127, 6439, 8197, 6534, 8257, 6635, 8308, 6741,
                            8347, 6852, 8376, 6966, 8393, 7082, 8399, 7200, 8393, 7318,
                            8376, 7434, 8347, 7548, 8308, 7659, 8257, 7765, 8197, 7866,
                            8127, 7961, 8048, 8048, 7961, 8127, 7866, 8197, 7765, 8257,
                            7659, 8308, 7548, 8347, 7434, 8376, 7318, 8393, 7200, 8399,
                            7082, 8393, 6966, 8376, 6852, 8347, 6741, 8308, 6635, 8257,
                            6534, 8197, 6439, 8127, 6352, 8048, 6273, 7961, 6203, 7866,
                            6143, 7765, 6092, 7659, 6053, 7548, 6024, 7434,
                        ],
                    ),
                ],
            ),
            spot_steps: [7200, 7200],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("road"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 5751, 0, 5000, 28, 4451, 38, 4251, 587, 4279, 1158, 4366,
                            1710, 4508, 2239, 4701, 2742, 4944, 3216, 5232, 3658, 5563,
                            4066, 5934, 4437, 6342, 4768, 6784, 5056, 7258, 5299, 7761,
                            5492, 8290, 5634, 8842, 5721, 9413, 5749, 9962, 5549, 9972,
                            5000, 10000, 4249, 10000, 4227, 9564, 4163, 9143, 4058, 8736,
                            3915, 8346, 3737, 7975, 3524, 7625, 3279, 7297, 3005, 6995,
                            2703, 6721, 2375, 6476, 2025, 6263, 1654, 6085, 1264, 5942,
                            857, 5837, 436, 5773,
                        ],
                    ),
                ],
            ),
            spot_steps: [3099, 6092],
        },
        Footprint {
            feature: Cow::Borrowed("south-west-field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 10000, 0, 5751, 436, 5773, 857, 5837, 1264, 5942, 1654,
                            6085, 2025, 6263, 2375, 6476, 2703, 6721, 3005, 6995, 3279,
                            7297, 3524, 7625, 3737, 7975, 3915, 8346, 4058, 8736, 4163,
                            9143, 4227, 9564, 4249, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [1461, 8539],
        },
        Footprint {
            feature: Cow::Borrowed("north-east-field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 5000, 0, 0, 10000, 0, 10000, 10000, 5000, 10000, 5549,
                            9972, 5749, 9962, 5721, 9413, 5634, 8842, 5492, 8290, 5299,
                            7761, 5056, 7258, 4768, 6784, 4437, 6342, 4066, 5934, 3658,
                            5563, 3216, 5232, 2742, 4944, 2239, 4701, 1710, 4508, 1158,
                            4366, 587, 4279, 38, 4251, 28, 4451,
                        ],
                    ),
                ],
            ),
            spot_steps: [7305, 2695],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("road"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 5751, 0, 5000, 28, 4451, 38, 4251, 587, 4279, 1158, 4366,
                            1710, 4508, 2239, 4701, 2742, 4944, 3216, 5232, 3658, 5563,
                            4066, 5934, 4437, 6342, 4768, 6784, 5056, 7258, 5299, 7761,
                            5492, 8290, 5634, 8842, 5721, 9413, 5749, 9962, 5549, 9972,
                            5000, 10000, 4249, 10000, 4227, 9564, 4163, 9143, 4058, 8736,
                            3915, 8346, 3737, 7975, 3524, 7625, 3279, 7297, 3005, 6995,
                            2703, 6721, 2375, 6476, 2025, 6263, 1654, 6085, 1264, 5942,
                            857, 5837, 436, 5773,
                        ],
                    ),
                ],
            ),
            spot_steps: [3099, 6092],
        },
        Footprint {
            feature: Cow::Borrowed("south-west-field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 10000, 0, 5751, 436, 5773, 857, 5837, 1264, 5942, 1654,
                            6085, 2025, 6263, 2375, 6476, 2703, 6721, 3005, 6995, 3279,
                            7297, 3524, 7625, 3737, 7975, 3915, 8346, 4058, 8736, 4163,
                            9143, 4227, 9564, 4249, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [1461, 8539],
        },
        Footprint {
            feature: Cow::Borrowed("north-east-field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 5000, 0, 0, 10000, 0, 10000, 10000, 5000, 10000, 5549,
                            9972, 5749, 9962, 5721, 9413, 5634, 8842, 5492, 8290, 5299,
                            7761, 5056, 7258, 4768, 6784, 4437, 6342, 4066, 5934, 3658,
                            5563, 3216, 5232, 2742, 4944, 2239, 4701, 1710, 4508, 1158,
                            4366, 587, 4279, 38, 4251, 28, 4451,
                        ],
                    ),
                ],
            ),
            spot_steps: [7695, 7383],
        },
        Footprint {
            feature: Cow::Borrowed("garden"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            6007, 2918, 6001, 2800, 6007, 2682, 6024, 2566, 6053, 2452,
                            6092, 2341, 6143, 2235, 6203, 2134, 6273, 2039, 6352, 1952,
                            6439, 1873, 6534, 1803, 6635, 1743, 6741, 1692, 6852, 1653,
                            6966, 1624, 7082, 1607, 7200, 1601, 7318, 1607, 7434, 1624,
                            7548, 1653, 7659, 1692, 7765, 1743, 7866, 1803, 7961, 1873,
                            8048, 1952, 8127, 2039, 8197, 2134, 8257, 2235, 8308, 2341,
                            8347, 2452, 8376, 2566, 8393, 2682, 8399, 2800, 8393, 2918,
                            8376, 3034, 8347, 3148, 8308, 3259, 8257, 3365, 8197, 3466,
                            8127, 3561, 8048, 3648, 7961, 3727, 7866, 3797, 7765, 3857,
                            7659, 3908, 7548, 3947, 7434, 3976, 7318, 3993, 7200, 3999,
                            7082, 3993, 6966, 3976, 6852, 3947, 6741, 3908, 6635, 3857,
                            6534, 3797, 6439, 3727, 6352, 3648, 6273, 3561, 6203, 3466,
                            6143, 3365, 6092, 3259, 6053, 3148, 6024, 3034,
                        ],
                    ),
                ],
            ),
            spot_steps: [7200, 2800],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("east-road"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            5000, 5000, 5000, 4250, 10000, 4250, 10000, 5750, 5750, 5750,
                            5750, 5000,
                        ],
                    ),
                ],
            ),
            spot_steps: [7500, 5000],
        },
        Footprint {
            feature: Cow::Borrowed("south-road"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            4250, 10000, 4250, 5750, 5000, 5750, 5000, 5000, 5750, 5000,
                            5750, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [5000, 7500],
        },
        Footprint {
            feature: Cow::Borrowed("west-road"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[0, 4250, 5000, 4250, 5000, 5750, 0, 5750])],
            ),
            spot_steps: [2500, 5000],
        },
        Footprint {
            feature: Cow::Borrowed("north-field"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[0, 4250, 0, 0, 10000, 0, 10000, 4250])],
            ),
            spot_steps: [5014, 1959],
        },
        Footprint {
            feature: Cow::Borrowed("south-east-field"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[5750, 10000, 5750, 5750, 10000, 5750, 10000, 10000])],
            ),
            spot_steps: [8307, 8307],
        },
        Footprint {
            feature: Cow::Borrowed("south-west-field"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[0, 10000, 0, 5750, 4250, 5750, 4250, 10000])],
            ),
            spot_steps: [1693, 8307],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("north-road"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[4250, 4250, 4250, 0, 5750, 0, 5750, 4250])],
            ),
            spot_steps: [5000, 2125],
        },
        Footprint {
            feature: Cow::Borrowed("east-road"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            5000, 5000, 5000, 4250, 10000, 4250, 10000, 5750, 5750, 5750,
                            5750, 5000,
                        ],
                    ),
                ],
            ),
            spot_steps: [7500, 5000],
        },
        Footprint {
            feature: Cow::Borrowed("south-road"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            4250, 10000, 4250, 5750, 5000, 5750, 5000, 5000, 5750, 5000,
                            5750, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [5000, 7500],
        },
        Footprint {
            feature: Cow::Borrowed("west-road"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[0, 4250, 5000, 4250, 5000, 5750, 0, 5750])],
            ),
            spot_steps: [2500, 5000],
        },
        Footprint {
            feature: Cow::Borrowed("north-east-field"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[5750, 4250, 5750, 0, 10000, 0, 10000, 4250])],
            ),
            spot_steps: [8307, 1693],
        },
        Footprint {
            feature: Cow::Borrowed("south-east-field"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[5750, 10000, 5750, 5750, 10000, 5750, 10000, 10000])],
            ),
            spot_steps: [8307, 8307],
        },
        Footprint {
            feature: Cow::Borrowed("south-west-field"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[0, 10000, 0, 5750, 4250, 5750, 4250, 10000])],
            ),
            spot_steps: [1693, 8307],
        },
        Footprint {
            feature: Cow::Borrowed("north-west-field"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[0, 4250, 0, 0, 4250, 0, 4250, 4250])],
            ),
            spot_steps: [1693, 1693],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("road-w-s"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 5751, 0, 5000, 28, 4451, 38, 4251, 587, 4279, 1158, 4366,
                            1710, 4508, 2239, 4701, 2742, 4944, 3216, 5232, 3658, 5563,
                            3751, 5647, 3370, 5733, 3701, 7196, 4859, 6934, 5056, 7258,
                            5299, 7761, 5492, 8290, 5634, 8842, 5721, 9413, 5749, 9962,
                            5549, 9972, 5000, 10000, 4249, 10000, 4227, 9564, 4163, 9143,
                            4058, 8736, 3915, 8346, 3737, 7975, 3524, 7625, 3279, 7297,
                            3005, 6995, 2703, 6721, 2375, 6476, 2025, 6263, 1654, 6085,
                            1264, 5942, 857, 5837, 436, 5773,
                        ],
                    ),
                ],
            ),
            spot_steps: [1527, 5239],
        },
        Footprint {
            feature: Cow::Borrowed("road-e"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            3701, 7196, 3370, 5733, 9834, 4269, 9878, 4464, 10000, 5000,
                            10000, 5769,
                        ],
                    ),
                ],
            ),
            spot_steps: [6160, 5869],
        },
        Footprint {
            feature: Cow::Borrowed("field-1"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 5000, 0, 0, 10000, 0, 10000, 5000, 9878, 4464, 9834, 4269,
                            3751, 5647, 3658, 5563, 3216, 5232, 2742, 4944, 2239, 4701,
                            1710, 4508, 1158, 4366, 587, 4279, 38, 4251, 28, 4451,
                        ],
                    ),
                ],
            ),
            spot_steps: [4301, 2095],
        },
        Footprint {
            feature: Cow::Borrowed("field-2"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            5056, 7258, 4859, 6934, 10000, 5769, 10000, 10000, 5000,
                            10000, 5549, 9972, 5749, 9962, 5721, 9413, 5634, 8842, 5492,
                            8290, 5299, 7761,
                        ],
                    ),
                ],
            ),
            spot_steps: [8363, 8347],
        },
        Footprint {
            feature: Cow::Borrowed("field-3"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 10000, 0, 5751, 436, 5773, 857, 5837, 1264, 5942, 1654,
                            6085, 2025, 6263, 2375, 6476, 2703, 6721, 3005, 6995, 3279,
                            7297, 3524, 7625, 3737, 7975, 3915, 8346, 4058, 8736, 4163,
                            9143, 4227, 9564, 4249, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [1593, 8407],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("road-w-s"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 5751, 0, 5000, 28, 4451, 38, 4251, 587, 4279, 1158, 4366,
                            1710, 4508, 2239, 4701, 2742, 4944, 3216, 5232, 3658, 5563,
                            4066, 5934, 4437, 6342, 4768, 6784, 5056, 7258, 5299, 7761,
                            5492, 8290, 5634, 8842, 5721, 9413, 5749, 9962, 5549, 9972,
                            5000, 10000, 4249, 10000, 4227, 9564, 4163, 9143, 4058, 8736,
                            3915, 8346, 3737, 7975, 3524, 7625, 3279, 7297, 3005, 6995,
                            2703, 6721, 2375, 6476, 2025, 6263, 1654, 6085, 1264, 5942,
                            857, 5837, 436, 5773,
                        ],
                    ),
                ],
            ),
            spot_steps: [3099, 6092],
        },
        Footprint {
            feature: Cow::Borrowed("road-n"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            4250, 5000, 4250, 0, 5750, 0, 5750, 4250, 5000, 4250, 5000,
                            5000,
                        ],
                    ),
                ],
            ),
            spot_steps: [5000, 2500],
        },
        Footprint {
            feature: Cow::Borrowed("road-e"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[5000, 4250, 10000, 4250, 10000, 5750, 5000, 5750])],
            ),
            spot_steps: [7500, 5000],
        },
        Footprint {
            feature: Cow::Borrowed("field-1"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 5000, 0, 0, 4250, 0, 4250, 5000, 5000, 5000, 5000, 5750,
                            10000, 5750, 10000, 10000, 5000, 10000, 5549, 9972, 5749,
                            9962, 5721, 9413, 5634, 8842, 5492, 8290, 5299, 7761, 5056,
                            7258, 4768, 6784, 4437, 6342, 4066, 5934, 3658, 5563, 3216,
                            5232, 2742, 4944, 2239, 4701, 1710, 4508, 1158, 4366, 587,
                            4279, 38, 4251, 28, 4451,
                        ],
                    ),
                ],
            ),
            spot_steps: [1719, 1719],
        },
        Footprint {
            feature: Cow::Borrowed("field-2"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[5750, 4250, 5750, 0, 10000, 0, 10000, 4250])],
            ),
            spot_steps: [8971, 1029],
        },
        Footprint {
            feature: Cow::Borrowed("field-3"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 10000, 0, 5751, 436, 5773, 857, 5837, 1264, 5942, 1654,
                            6085, 2025, 6263, 2375, 6476, 2703, 6721, 3005, 6995, 3279,
                            7297, 3524, 7625, 3737, 7975, 3915, 8346, 4058, 8736, 4163,
                            9143, 4227, 9564, 4249, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [1461, 8539],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("city-n"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 0, 348, 0, 9652, 0, 10000, 0, 10000, 359, 9548, 825, 8909,
                            1396, 8266, 1882, 7620, 2282, 6970, 2595, 6316, 2820, 5659,
                            2955, 5000, 3001, 4341, 2955, 3684, 2820, 3030, 2595, 2380,
                            2282, 1734, 1882, 1091, 1396, 452, 825, 0, 359,
                        ],
                    ),
                ],
            ),
            spot_steps: [5000, 1500],
        },
        Footprint {
            feature: Cow::Borrowed("road-s"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[4250, 10000, 4250, 5000, 5750, 5000, 5750, 10000])],
            ),
            spot_steps: [5000, 7500],
        },
        Footprint {
            feature: Cow::Borrowed("field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 10000, 0, 359, 452, 825, 1091, 1396, 1734, 1882, 2380,
                            2282, 3030, 2595, 3684, 2820, 4341, 2955, 5000, 3001, 5659,
                            2955, 6316, 2820, 6970, 2595, 7620, 2282, 8266, 1882, 8909,
                            1396, 9548, 825, 10000, 359, 10000, 10000, 5750, 10000, 5750,
                            5000, 4250, 5000, 4250, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [2071, 4464],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("city-n"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 0, 348, 0, 9652, 0, 10000, 0, 10000, 359, 9548, 825, 8909,
                            1396, 8266, 1882, 7620, 2282, 6970, 2595, 6316, 2820, 5659,
                            2955, 5000, 3001, 4341, 2955, 3684, 2820, 3030, 2595, 2380,
                            2282, 1734, 1882, 1091, 1396, 452, 825, 0, 359,
                        ],
                    ),
                ],
            ),
            spot_steps: [5000, 1500],
        },
        Footprint {
            feature: Cow::Borrowed("road-w"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[0, 5750, 0, 4250, 5000, 4250, 5000, 5750])],
            ),
            spot_steps: [2500, 5000],
        },
        Footprint {
            feature: Cow::Borrowed("road-e"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[5000, 5750, 5000, 4250, 10000, 4250, 10000, 5750])],
            ),
            spot_steps: [7500, 5000],
        },
        Footprint {
            feature: Cow::Borrowed("field-1"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 4250, 0, 359, 452, 825, 1091, 1396, 1734, 1882, 2380,
                            2282, 3030, 2595, 3684, 2820, 4341, 2955, 5000, 3001, 5659,
                            2955, 6316, 2820, 6970, 2595, 7620, 2282, 8266, 1882, 8909,
                            1396, 9548, 825, 10000, 359, 10000, 4250,
                        ],
                    ),
                ],
            ),
            spot_steps: [1186, 2943],
        },
        Footprint {
            feature: Cow::Borrowed("field-2"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[0, 10000, 0, 5750, 10000, 5750, 10000, 10000])],
            ),
            spot_steps: [5014, 8041],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("city-n"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 709, 0, 0, 266, 0, 9734, 0, 10000, 0, 10000, 709, 9876,
                            1002, 9665, 1434, 9433, 1847, 9181, 2241, 8908, 2615, 8615,
                            2968, 8302, 3302, 7968, 3615, 7615, 3908, 7241, 4181, 6847,
                            4433, 6434, 4665, 6002, 4876, 5709, 5000, 5550, 4933, 5085,
                            4765, 5084, 4767, 5000, 4750, 4916, 4767, 4915, 4765, 4450,
                            4933, 4291, 5000, 3998, 4876, 3566, 4665, 3153, 4433, 2759,
                            4181, 2385, 3908, 2032, 3615, 1698, 3302, 1385, 2968, 1092,
                            2615, 819, 2241, 567, 1847, 335, 1434, 124, 1002,
                        ],
                    ),
                ],
            ),
            spot_steps: [4414, 2383],
        },
        Footprint {
            feature: Cow::Borrowed("city-s"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 9291, 124, 8998, 335, 8566, 567, 8153, 819, 7759, 1092,
                            7385, 1385, 7032, 1698, 6698, 2032, 6385, 2385, 6092, 2759,
                            5819, 3153, 5567, 3566, 5335, 3998, 5124, 4450, 4933, 4915,
                            4765, 4916, 4767, 5000, 4750, 5084, 4767, 5085, 4765, 5550,
                            4933, 6002, 5124, 6434, 5335, 6847, 5567, 7241, 5819, 7615,
                            6092, 7968, 6385, 8302, 6698, 8615, 7032, 8908, 7385, 9181,
                            7759, 9433, 8153, 9665, 8566, 9876, 8998, 10000, 9291, 10000,
                            10000, 9734, 10000, 266, 10000, 0, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [5004, 7457],
        },
        Footprint {
            feature: Cow::Borrowed("field-1"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 9291, 0, 709, 124, 1002, 335, 1434, 567, 1847, 819, 2241,
                            1092, 2615, 1385, 2968, 1698, 3302, 2032, 3615, 2385, 3908,
                            2759, 4181, 3153, 4433, 3566, 4665, 3998, 4876, 4291, 5000,
                            3998, 5124, 3566, 5335, 3153, 5567, 2759, 5819, 2385, 6092,
                            2032, 6385, 1698, 6698, 1385, 7032, 1092, 7385, 819, 7759,
                            567, 8153, 335, 8566, 124, 8998,
                        ],
                    ),
                ],
            ),
            spot_steps: [1442, 4966],
        },
        Footprint {
            feature: Cow::Borrowed("field-2"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            6002, 5124, 5709, 5000, 6002, 4876, 6434, 4665, 6847, 4433,
                            7241, 4181, 7615, 3908, 7968, 3615, 8302, 3302, 8615, 2968,
                            8908, 2615, 9181, 2241, 9433, 1847, 9665, 1434, 9876, 1002,
                            10000, 709, 10000, 9291, 9876, 8998, 9665, 8566, 9433, 8153,
                            9181, 7759, 8908, 7385, 8615, 7032, 8302, 6698, 7968, 6385,
                            7615, 6092, 7241, 5819, 6847, 5567, 6434, 5335,
                        ],
                    ),
                ],
            ),
            spot_steps: [8558, 5034],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("city-w-n"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 9396, 0, 0, 9396, 0, 9032, 165, 8194, 592, 7387, 1051,
                            6611, 1542, 5867, 2065, 5154, 2619, 4473, 3205, 3823, 3823,
                            3205, 4473, 2619, 5154, 2065, 5867, 1542, 6611, 1051, 7387,
                            592, 8194, 165, 9032,
                        ],
                    ),
                ],
            ),
            spot_steps: [2239, 2239],
        },
        Footprint {
            feature: Cow::Borrowed("city-e-s"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 10000, 0, 9396, 165, 9032, 592, 8194, 1051, 7387, 1542,
                            6611, 2065, 5867, 2619, 5154, 3205, 4473, 3823, 3823, 4473,
                            3205, 5154, 2619, 5867, 2065, 6611, 1542, 7387, 1051, 8194,
                            592, 9032, 165, 9396, 0, 10000, 0, 10000, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [6797, 6797],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("road"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 5751, 0, 5000, 28, 4451, 38, 4251, 587, 4279, 1158, 4366,
                            1710, 4508, 2239, 4701, 2742, 4944, 3216, 5232, 3658, 5563,
                            4066, 5934, 4437, 6342, 4768, 6784, 5056, 7258, 5299, 7761,
                            5492, 8290, 5634, 8842, 5721, 9413, 5749, 9962, 5549, 9972,
                            5000, 10000, 4249, 10000, 4227, 9564, 4163, 9143, 4058, 8736,
                            3915, 8346, 3737, 7975, 3524, 7625, 3279, 7297, 3005, 6995,
                            2703, 6721, 2375, 6476, 2025, 6263, 1654, 6085, 1264, 5942,
                            857, 5837, 436, 5773,
                        ],
                    ),
                ],
            ),
            spot_steps: [3099, 6092],
        },
        Footprint {
            feature: Cow::Borrowed("south-west-field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 10000, 0, 5751, 436, 5773, 857, 5837, 1264, 5942, 1654,
                            6085, 2025, 6263, 2375, 6476, 2703, 6721, 3005, 6995, 3279,
                            7297, 3524, 7625, 3737, 7975, 3915, 8346, 4058, 8736, 4163,
                            9143, 4227, 9564, 4249, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [1461, 8539],
        },
        Footprint {
            feature: Cow::Borrowed("north-east-field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 5000, 0, 0, 10000, 0, 10000, 10000, 5000, 10000, 5549,
                            9972, 5749, 9962, 5721, 9413, 5634, 8842, 5492, 8290, 5299,
                            7761, 5056, 7258, 4768, 6784, 4437, 6342, 4066, 5934, 3658,
                            5563, 3216, 5232, 2742, 4944, 2239, 4701, 1710, 4508, 1158,
                            4366, 587, 4279, 38, 4251, 28, 4451,
                        ],
                    ),
                ],
            ),
            spot_steps: [7617, 2305],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("road"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[0, 4250, 10000, 4250, 10000, 5750, 0, 5750])],
            ),
            spot_steps: [8250, 5000],
        },
        Footprint {
            feature: Cow::Borrowed("north-field"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[0, 4250, 0, 0, 10000, 0, 10000, 4250])],
            ),
            spot_steps: [2092, 2092],
        },
        Footprint {
            feature: Cow::Borrowed("south-field"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[0, 10000, 0, 5750, 10000, 5750, 10000, 10000])],
            ),
            spot_steps: [2092, 7908],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("road"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[4250, 10000, 4250, 0, 5750, 0, 5750, 10000])],
            ),
            spot_steps: [5000, 750],
        },
        Footprint {
            feature: Cow::Borrowed("west-field"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[0, 10000, 0, 0, 4250, 0, 4250, 10000])],
            ),
            spot_steps: [2092, 7869],
        },
        Footprint {
            feature: Cow::Borrowed("east-field"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[5750, 10000, 5750, 0, 10000, 0, 10000, 10000])],
            ),
            spot_steps: [8174, 2291],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("road"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[0, 4250, 10000, 4250, 10000, 5750, 0, 5750])],
            ),
            spot_steps: [750, 5000],
        },
        Footprint {
            feature: Cow::Borrowed("north-field"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[0, 4250, 0, 0, 10000, 0, 10000, 4250])],
            ),
            spot_steps: [7338, 2092],
        },
        Footprint {
            feature: Cow::Borrowed("south-field"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[0, 10000, 0, 5750, 10000, 5750, 10000, 10000])],
            ),
            spot_steps: [3154, 8041],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("road"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            4451, 9972, 4251, 9962, 4279, 9413, 4366, 8842, 4508, 8290,
                            4701, 7761, 4944, 7258, 5232, 6784, 5563, 6342, 5934, 5934,
                            6342, 5563, 6784, 5232, 7258, 4944, 7761, 4701, 8290, 4508,
                            8842, 4366, 9413, 4279, 9962, 4251, 9972, 4451, 10000, 5000,
                            10000, 5751, 9564, 5773, 9143, 5837, 8736, 5942, 8346, 6085,
                            7975, 6263, 7625, 6476, 7297, 6721, 6995, 6995, 6721, 7297,
                            6476, 7625, 6263, 7975, 6085, 8346, 5942, 8736, 5837, 9143,
                            5773, 9564, 5751, 10000, 5000, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [9057, 5104],
        },
        Footprint {
            feature: Cow::Borrowed("north-west-field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 10000, 0, 0, 10000, 0, 10000, 5000, 9972, 4451, 9962,
                            4251, 9413, 4279, 8842, 4366, 8290, 4508, 7761, 4701, 7258,
                            4944, 6784, 5232, 6342, 5563, 5934, 5934, 5563, 6342, 5232,
                            6784, 4944, 7258, 4701, 7761, 4508, 8290, 4366, 8842, 4279,
                            9413, 4251, 9962, 4451, 9972, 5000, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [2266, 7734],
        },
        Footprint {
            feature: Cow::Borrowed("south-east-field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            10000, 10000, 5751, 10000, 5773, 9564, 5837, 9143, 5942,
                            8736, 6085, 8346, 6263, 7975, 6476, 7625, 6721, 7297, 6995,
                            6995, 7297, 6721, 7625, 6476, 7975, 6263, 8346, 6085, 8736,
                            5942, 9143, 5837, 9564, 5773, 10000, 5751,
                        ],
                    ),
                ],
            ),
            spot_steps: [6913, 8971],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("road"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 5000, 0, 4249, 436, 4227, 857, 4163, 1264, 4058, 1654,
                            3915, 2025, 3737, 2375, 3524, 2703, 3279, 3005, 3005, 3279,
                            2703, 3524, 2375, 3737, 2025, 3915, 1654, 4058, 1264, 4163,
                            857, 4227, 436, 4249, 0, 5000, 0, 5749, 38, 5721, 587, 5634,
                            1158, 5492, 1710, 5299, 2239, 5056, 2742, 4768, 3216, 4437,
                            3658, 4066, 4066, 3658, 4437, 3216, 4768, 2742, 5056, 2239,
                            5299, 1710, 5492, 1158, 5634, 587, 5721, 38, 5749,
                        ],
                    ),
                ],
            ),
            spot_steps: [4896, 943],
        },
        Footprint {
            feature: Cow::Borrowed("north-west-field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 4249, 0, 0, 4249, 0, 4227, 436, 4163, 857, 4058, 1264,
                            3915, 1654, 3737, 2025, 3524, 2375, 3279, 2703, 3005, 3005,
                            2703, 3279, 2375, 3524, 2025, 3737, 1654, 3915, 1264, 4058,
                            857, 4163, 436, 4227,
                        ],
                    ),
                ],
            ),
            spot_steps: [863, 863],
        },
        Footprint {
            feature: Cow::Borrowed("south-east-field"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            0, 10000, 0, 5000, 38, 5749, 587, 5721, 1158, 5634, 1710,
                            5492, 2239, 5299, 2742, 5056, 3216, 4768, 3658, 4437, 4066,
                            4066, 4437, 3658, 4768, 3216, 5056, 2742, 5299, 2239, 5492,
                            1710, 5634, 1158, 5721, 587, 5749, 38, 5000, 0, 10000, 0,
                            10000, 10000,
                        ],
                    ),
                ],
            ),
            spot_steps: [2734, 7891],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("field"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[0, 10000, 0, 0, 10000, 0, 10000, 10000])],
            ),
            spot_steps: [2734, 2109],
        },
    ],
    &[
        Footprint {
            feature: Cow::Borrowed("field"),
            rings: Cow::Borrowed(
                &[Cow::Borrowed(&[0, 10000, 0, 0, 10000, 0, 10000, 10000])],
            ),
            spot_steps: [2266, 7734],
        },
        Footprint {
            feature: Cow::Borrowed("garden"),
            rings: Cow::Borrowed(
                &[
                    Cow::Borrowed(
                        &[
                            6007, 7318, 6001, 7200, 6007, 7082, 6024, 6966, 6053, 6852,
                            6092, 6741, 6143, 6635, 6203, 6534, 6273, 6439, 6352, 6352,
                            6439, 6273, 6534, 6203, 6635, 6143, 6741, 6092, 6852, 6053,
                            6966, 6024, 7082, 6007, 7200, 6001, 7318, 6007, 7434, 6024,
                            7548, 6053, 7659, 6092, 7765, 6143, 7866, 6203, 7961, 6273,
                            8048, 6352, 8127, 6439, 8197, 6534, 8257, 6635, 8308, 6741,
                            8347, 6852, 8376, 6966, 8393, 7082, 8399, 7200, 8393, 7318,
                            8376, 7434, 8347, 7548, 8308, 7659, 8257, 7765, 8197, 7866,
                            8127, 7961, 8048, 8048, 7961, 8127, 7866, 8197, 7765, 8257,
                            7659, 8308, 7548, 8347, 7434, 8376, 7318, 8393, 7200, 8399,
                            7082, 8393, 6966, 8376, 6852, 8347, 6741, 8308, 6635, 8257,
                            6534, 8197, 6439, 8127, 6352, 8048, 6273, 7961, 6203, 7866,
                            6143, 7765, 6092, 7659, 6053, 7548, 6024, 7434,
                        ],
                    ),
                ],
            ),
            spot_steps: [7125, 7125],
        },
    ],
];
