// Generated from the data files by `cargo run -- gen rust --out src/tables.rs`.
// Do not edit: change the data and run the command again.
//! The whole catalog as static data: every expansion and every tile, in the plain types of
//! [`model`](crate::model), each sorted by id, with a constant for each expansion and each tile.
//! Nothing is parsed at start-up and nothing here needs a dependency.
//!
//! ```
//! use tilecat::tables;
//! assert_eq!(tables::tile("flier-A"), Some(&tables::FLIER_A));
//! assert_eq!(tables::CATALOG.tiles.len(), tables::TILES.len());
//! ```

use std::borrow::Cow;

use crate::model::{
    Catalog, Die, Direction, EdgeKind, EdgePosition, Edges, Edition, EditionCount, EditionCounts,
    Expansion, Feature, Flier, Illustration, IllustrationKind, Symbol, Tile,
};

/// Every expansion and every tile of the catalog.
pub static CATALOG: Catalog = Catalog {
    expansions: Cow::Borrowed(EXPANSIONS),
    tiles: Cow::Borrowed(TILES),
};

/// Every expansion, sorted by id.
pub static EXPANSIONS: &[Expansion] = &[FLIER];

/// Every tile, sorted by id.
pub static TILES: &[Tile] = &[
    FLIER_A, FLIER_B, FLIER_C, FLIER_D, FLIER_E, FLIER_F, FLIER_G, FLIER_H,
];

/// The tile with the given id, if the catalog has one.
pub fn tile(id: &str) -> Option<&'static Tile> {
    CATALOG.tile(id)
}

/// The expansion with the given id, if the catalog has one.
pub fn expansion(id: &str) -> Option<&'static Expansion> {
    CATALOG.expansion(id)
}

/// The expansion `flier`: The Flier.
pub const FLIER: Expansion = Expansion {
    id: Cow::Borrowed("flier"),
    name: Cow::Borrowed("The Flier"),
    editions: Cow::Borrowed(&[
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
    ]),
    die: Some(Die {
        faces: Cow::Borrowed(&[1, 1, 2, 2, 3, 3]),
    }),
    symbol: Some(Symbol {
        description: Cow::Borrowed("a small flying machine"),
        corner: Direction::SE,
    }),
    requires: Cow::Borrowed(&[]),
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
    features: Cow::Borrowed(&[
        Feature::Road {
            id: Cow::Borrowed("road"),
            edges: Cow::Borrowed(&[EdgePosition::S, EdgePosition::W]),
        },
        Feature::Field {
            id: Cow::Borrowed("south-west-field"),
            edges: Cow::Borrowed(&[EdgePosition::SR, EdgePosition::WL]),
            cities: Cow::Borrowed(&[]),
        },
        Feature::Field {
            id: Cow::Borrowed("north-east-field"),
            edges: Cow::Borrowed(&[
                EdgePosition::WR,
                EdgePosition::NL,
                EdgePosition::NR,
                EdgePosition::EL,
                EdgePosition::ER,
                EdgePosition::SL,
            ]),
            cities: Cow::Borrowed(&[]),
        },
    ]),
    flier: Some(Flier {
        direction: Direction::W,
    }),
    illustrations: Cow::Borrowed(&[]),
    counts: EditionCounts(Cow::Borrowed(&[
        EditionCount {
            edition: Cow::Borrowed("C2"),
            count: 1,
        },
        EditionCount {
            edition: Cow::Borrowed("C3"),
            count: 1,
        },
    ])),
    start: false,
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
    features: Cow::Borrowed(&[
        Feature::Road {
            id: Cow::Borrowed("road"),
            edges: Cow::Borrowed(&[EdgePosition::W, EdgePosition::E]),
        },
        Feature::Field {
            id: Cow::Borrowed("north-field"),
            edges: Cow::Borrowed(&[
                EdgePosition::WR,
                EdgePosition::NL,
                EdgePosition::NR,
                EdgePosition::EL,
            ]),
            cities: Cow::Borrowed(&[]),
        },
        Feature::Field {
            id: Cow::Borrowed("south-field"),
            edges: Cow::Borrowed(&[
                EdgePosition::ER,
                EdgePosition::SL,
                EdgePosition::SR,
                EdgePosition::WL,
            ]),
            cities: Cow::Borrowed(&[]),
        },
    ]),
    flier: Some(Flier {
        direction: Direction::W,
    }),
    illustrations: Cow::Borrowed(&[]),
    counts: EditionCounts(Cow::Borrowed(&[
        EditionCount {
            edition: Cow::Borrowed("C2"),
            count: 1,
        },
        EditionCount {
            edition: Cow::Borrowed("C3"),
            count: 1,
        },
    ])),
    start: false,
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
    features: Cow::Borrowed(&[
        Feature::Road {
            id: Cow::Borrowed("road"),
            edges: Cow::Borrowed(&[EdgePosition::N, EdgePosition::S]),
        },
        Feature::Field {
            id: Cow::Borrowed("west-field"),
            edges: Cow::Borrowed(&[
                EdgePosition::SR,
                EdgePosition::WL,
                EdgePosition::WR,
                EdgePosition::NL,
            ]),
            cities: Cow::Borrowed(&[]),
        },
        Feature::Field {
            id: Cow::Borrowed("east-field"),
            edges: Cow::Borrowed(&[
                EdgePosition::NR,
                EdgePosition::EL,
                EdgePosition::ER,
                EdgePosition::SL,
            ]),
            cities: Cow::Borrowed(&[]),
        },
    ]),
    flier: Some(Flier {
        direction: Direction::W,
    }),
    illustrations: Cow::Borrowed(&[Illustration {
        kind: IllustrationKind::Pigsty,
        field: Cow::Borrowed("east-field"),
        placement: Some(Direction::E),
    }]),
    counts: EditionCounts(Cow::Borrowed(&[
        EditionCount {
            edition: Cow::Borrowed("C2"),
            count: 1,
        },
        EditionCount {
            edition: Cow::Borrowed("C3"),
            count: 1,
        },
    ])),
    start: false,
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
    features: Cow::Borrowed(&[
        Feature::Road {
            id: Cow::Borrowed("road"),
            edges: Cow::Borrowed(&[EdgePosition::W, EdgePosition::E]),
        },
        Feature::Field {
            id: Cow::Borrowed("north-field"),
            edges: Cow::Borrowed(&[
                EdgePosition::WR,
                EdgePosition::NL,
                EdgePosition::NR,
                EdgePosition::EL,
            ]),
            cities: Cow::Borrowed(&[]),
        },
        Feature::Field {
            id: Cow::Borrowed("south-field"),
            edges: Cow::Borrowed(&[
                EdgePosition::ER,
                EdgePosition::SL,
                EdgePosition::SR,
                EdgePosition::WL,
            ]),
            cities: Cow::Borrowed(&[]),
        },
    ]),
    flier: Some(Flier {
        direction: Direction::NW,
    }),
    illustrations: Cow::Borrowed(&[]),
    counts: EditionCounts(Cow::Borrowed(&[
        EditionCount {
            edition: Cow::Borrowed("C2"),
            count: 1,
        },
        EditionCount {
            edition: Cow::Borrowed("C3"),
            count: 1,
        },
    ])),
    start: false,
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
    features: Cow::Borrowed(&[
        Feature::Road {
            id: Cow::Borrowed("road"),
            edges: Cow::Borrowed(&[EdgePosition::S, EdgePosition::E]),
        },
        Feature::Field {
            id: Cow::Borrowed("north-west-field"),
            edges: Cow::Borrowed(&[
                EdgePosition::SR,
                EdgePosition::WL,
                EdgePosition::WR,
                EdgePosition::NL,
                EdgePosition::NR,
                EdgePosition::EL,
            ]),
            cities: Cow::Borrowed(&[]),
        },
        Feature::Field {
            id: Cow::Borrowed("south-east-field"),
            edges: Cow::Borrowed(&[EdgePosition::ER, EdgePosition::SL]),
            cities: Cow::Borrowed(&[]),
        },
    ]),
    flier: Some(Flier {
        direction: Direction::NW,
    }),
    illustrations: Cow::Borrowed(&[]),
    counts: EditionCounts(Cow::Borrowed(&[
        EditionCount {
            edition: Cow::Borrowed("C2"),
            count: 1,
        },
        EditionCount {
            edition: Cow::Borrowed("C3"),
            count: 1,
        },
    ])),
    start: false,
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
    features: Cow::Borrowed(&[
        Feature::Road {
            id: Cow::Borrowed("road"),
            edges: Cow::Borrowed(&[EdgePosition::N, EdgePosition::W]),
        },
        Feature::Field {
            id: Cow::Borrowed("north-west-field"),
            edges: Cow::Borrowed(&[EdgePosition::WR, EdgePosition::NL]),
            cities: Cow::Borrowed(&[]),
        },
        Feature::Field {
            id: Cow::Borrowed("south-east-field"),
            edges: Cow::Borrowed(&[
                EdgePosition::NR,
                EdgePosition::EL,
                EdgePosition::ER,
                EdgePosition::SL,
                EdgePosition::SR,
                EdgePosition::WL,
            ]),
            cities: Cow::Borrowed(&[]),
        },
    ]),
    flier: Some(Flier {
        direction: Direction::W,
    }),
    illustrations: Cow::Borrowed(&[Illustration {
        kind: IllustrationKind::Highwaymen,
        field: Cow::Borrowed("north-west-field"),
        placement: Some(Direction::NW),
    }]),
    counts: EditionCounts(Cow::Borrowed(&[
        EditionCount {
            edition: Cow::Borrowed("C2"),
            count: 1,
        },
        EditionCount {
            edition: Cow::Borrowed("C3"),
            count: 1,
        },
    ])),
    start: false,
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
    features: Cow::Borrowed(&[Feature::Field {
        id: Cow::Borrowed("field"),
        edges: Cow::Borrowed(&[
            EdgePosition::NL,
            EdgePosition::NR,
            EdgePosition::EL,
            EdgePosition::ER,
            EdgePosition::SL,
            EdgePosition::SR,
            EdgePosition::WL,
            EdgePosition::WR,
        ]),
        cities: Cow::Borrowed(&[]),
    }]),
    flier: Some(Flier {
        direction: Direction::W,
    }),
    illustrations: Cow::Borrowed(&[Illustration {
        kind: IllustrationKind::Farmhouse,
        field: Cow::Borrowed("field"),
        placement: Some(Direction::NE),
    }]),
    counts: EditionCounts(Cow::Borrowed(&[
        EditionCount {
            edition: Cow::Borrowed("C2"),
            count: 1,
        },
        EditionCount {
            edition: Cow::Borrowed("C3"),
            count: 1,
        },
    ])),
    start: false,
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
    features: Cow::Borrowed(&[
        Feature::Field {
            id: Cow::Borrowed("field"),
            edges: Cow::Borrowed(&[
                EdgePosition::NL,
                EdgePosition::NR,
                EdgePosition::EL,
                EdgePosition::ER,
                EdgePosition::SL,
                EdgePosition::SR,
                EdgePosition::WL,
                EdgePosition::WR,
            ]),
            cities: Cow::Borrowed(&[]),
        },
        Feature::Garden {
            id: Cow::Borrowed("garden"),
        },
    ]),
    flier: Some(Flier {
        direction: Direction::NW,
    }),
    illustrations: Cow::Borrowed(&[Illustration {
        kind: IllustrationKind::Garden,
        field: Cow::Borrowed("field"),
        placement: Some(Direction::SE),
    }]),
    counts: EditionCounts(Cow::Borrowed(&[
        EditionCount {
            edition: Cow::Borrowed("C2"),
            count: 1,
        },
        EditionCount {
            edition: Cow::Borrowed("C3"),
            count: 1,
        },
    ])),
    start: false,
    allow: Cow::Borrowed(&[]),
};
