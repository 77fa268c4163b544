//! The example values the JSON Schemas show for the keys an author must write, so that a hint
//! asking for a key can show its shape (`add editions = [{ id = "C1", year = 2024, tiles = 2 }]`).

use std::borrow::Cow;

use crate::model::{EdgeKind, EdgePosition, Edges, Edition, EditionCount, EditionCounts, Feature};

/// An expansion's `editions`: one edition of two tiles.
pub(crate) fn editions() -> [Edition; 1] {
    [Edition {
        id: Cow::Borrowed("C1"),
        year: Some(2024),
        tiles: 2,
    }]
}

/// A tile's `edges`: a road running north to south between fields.
pub(crate) fn edges() -> Edges {
    Edges {
        north: EdgeKind::Road,
        east: EdgeKind::Field,
        south: EdgeKind::Road,
        west: EdgeKind::Field,
    }
}

/// A tile's `features`: one field along the whole edge.
pub(crate) fn features() -> [Feature; 1] {
    use EdgePosition::{EL, ER, NL, NR, SL, SR, WL, WR};
    [Feature::Field {
        id: Cow::Borrowed("field"),
        edges: Cow::Borrowed(&[NL, NR, EL, ER, SL, SR, WL, WR]),
        cities: Cow::Borrowed(&[]),
        borders_inside: Cow::Borrowed(&[]),
    }]
}

/// A tile's `counts`: one copy in edition C1.
pub(crate) fn counts() -> EditionCounts {
    EditionCounts(Cow::Borrowed(&[EditionCount {
        edition: Cow::Borrowed("C1"),
        count: 1,
    }]))
}
