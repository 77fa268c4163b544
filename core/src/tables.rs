// Generated from the data files by `tilecat gen rust --out core/src/tables.rs`.
// Do not edit: change the data and run the command again. @generated
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
    EditionCounts, Expansion, Feature, Flier, Illustration, IllustrationKind, Marker,
    MarkerKind, Symbol, Tile, TileRequirement,
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
/// The expansion with the given id, if the catalog has one.
pub fn expansion(id: &str) -> Option<&'static Expansion> {
    CATALOG.expansion(id)
}
/// The expansion `base`: Carcassonne.
pub const BASE: Expansion = Expansion {
    id: Cow::Borrowed("base"),
    name: Cow::Borrowed("Carcassonne"),
    editions: Cow::Borrowed(
        &[
            Edition {
                id: Cow::Borrowed("C1"),
                year: 2000,
                tiles: 72,
            },
            Edition {
                id: Cow::Borrowed("C2"),
                year: 2014,
                tiles: 72,
            },
            Edition {
                id: Cow::Borrowed("C3"),
                year: 2021,
                tiles: 72,
            },
        ],
    ),
    die: None,
    symbol: None,
    requires: Cow::Borrowed(&[TileRequirement::OneStartTile]),
};
/// The expansion `crop-circles`: Crop Circles.
pub const CROP_CIRCLES: Expansion = Expansion {
    id: Cow::Borrowed("crop-circles"),
    name: Cow::Borrowed("Crop Circles"),
    editions: Cow::Borrowed(
        &[
            Edition {
                id: Cow::Borrowed("C1"),
                year: 2012,
                tiles: 6,
            },
        ],
    ),
    die: None,
    symbol: None,
    requires: Cow::Borrowed(&[]),
};
/// The expansion `flier`: The Flier.
pub const FLIER: Expansion = Expansion {
    id: Cow::Borrowed("flier"),
    name: Cow::Borrowed("The Flier"),
    editions: Cow::Borrowed(
        &[
            Edition {
                id: Cow::Borrowed("C1"),
                year: 2012,
                tiles: 8,
            },
            Edition {
                id: Cow::Borrowed("C2"),
                year: 2017,
                tiles: 8,
            },
            Edition {
                id: Cow::Borrowed("C3"),
                year: 2021,
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
    }),
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
};
