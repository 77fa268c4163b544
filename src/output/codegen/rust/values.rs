//! The model's values as Rust expressions of the model's own types: `Cow::Borrowed` for text
//! and lists, struct literals for structs, paths for enum variants.

use std::borrow::Cow;

use super::layout::{Expression, Field, Kind, Slice, Writer};
use crate::model::{
    Back, BlockPlace, Die, Direction, EdgeKind, EdgePosition, Edges, Edition, EditionCount,
    EditionCounts, Expansion, Feature, Flier, Footprint, Illustration, IllustrationKind,
    LayoutCheck, Marker, MarkerKind, Quarter, RiverEnd, RoadEnd, Side, Symbol, Tile,
    TileRequirement, WagonMove,
};

/// A string literal, without the `Cow::Borrowed` around it.
struct Literal<'a>(&'a str);

impl Expression for Literal<'_> {
    fn write(&self, rust: &mut Writer) {
        rust.string(self.0);
    }
}

impl Expression for Cow<'_, str> {
    fn write(&self, rust: &mut Writer) {
        rust.call("Cow::Borrowed", &Literal(self));
    }
}

impl<T: Expression + Clone> Expression for Cow<'_, [T]> {
    fn write(&self, rust: &mut Writer) {
        rust.call("Cow::Borrowed", &Slice(self.as_ref()));
    }
}

impl<T: Expression> Expression for Option<T> {
    fn write(&self, rust: &mut Writer) {
        match self {
            Some(value) => rust.call("Some", value),
            None => rust.word("None"),
        }
    }
}

impl Expression for bool {
    fn write(&self, rust: &mut Writer) {
        rust.word(if *self { "true" } else { "false" });
    }
}

impl Expression for u8 {
    fn write(&self, rust: &mut Writer) {
        rust.integer(u64::from(*self));
    }

    fn kind(&self) -> Kind {
        Kind::Integer
    }
}

impl Expression for u16 {
    fn write(&self, rust: &mut Writer) {
        rust.integer(u64::from(*self));
    }

    fn kind(&self) -> Kind {
        Kind::Integer
    }
}

impl Expression for [u16; 2] {
    fn write(&self, rust: &mut Writer) {
        rust.integers(self);
    }
}

impl Expression for Footprint {
    fn write(&self, rust: &mut Writer) {
        let Footprint {
            feature,
            rings,
            spot_steps,
        } = self;
        rust.structure(
            "Footprint",
            &[
                Field("feature", feature),
                Field("rings", rings),
                Field("spot_steps", spot_steps),
            ],
        );
    }

    fn kind(&self) -> Kind {
        Kind::Struct
    }
}

impl Expression for Direction {
    fn write(&self, rust: &mut Writer) {
        rust.variant("Direction", self.name());
    }
}

impl Expression for Side {
    fn write(&self, rust: &mut Writer) {
        rust.variant("Side", self.name());
    }
}

impl Expression for EdgePosition {
    fn write(&self, rust: &mut Writer) {
        rust.variant("EdgePosition", self.name());
    }
}

impl Expression for EdgeKind {
    fn write(&self, rust: &mut Writer) {
        rust.variant("EdgeKind", format_args!("{self:?}"));
    }
}

impl Expression for RoadEnd {
    fn write(&self, rust: &mut Writer) {
        rust.variant("RoadEnd", format_args!("{self:?}"));
    }
}

impl Expression for BlockPlace {
    fn write(&self, rust: &mut Writer) {
        rust.structure(
            "BlockPlace",
            &[Field("column", &self.column), Field("row", &self.row)],
        );
    }
}

impl Expression for Quarter {
    fn write(&self, rust: &mut Writer) {
        rust.variant("Quarter", format_args!("{self:?}"));
    }
}

impl Expression for RiverEnd {
    fn write(&self, rust: &mut Writer) {
        rust.variant("RiverEnd", format_args!("{self:?}"));
    }
}

impl Expression for TileRequirement {
    fn write(&self, rust: &mut Writer) {
        rust.variant("TileRequirement", format_args!("{self:?}"));
    }
}

impl Expression for LayoutCheck {
    fn write(&self, rust: &mut Writer) {
        rust.variant("LayoutCheck", format_args!("{self:?}"));
    }
}

impl Expression for IllustrationKind {
    fn write(&self, rust: &mut Writer) {
        rust.variant("IllustrationKind", format_args!("{self:?}"));
    }
}

impl Expression for MarkerKind {
    fn write(&self, rust: &mut Writer) {
        rust.variant("MarkerKind", format_args!("{self:?}"));
    }
}

impl Expression for Expansion {
    fn write(&self, rust: &mut Writer) {
        let Expansion {
            id,
            name,
            version,
            editions,
            die,
            symbol,
            back,
            requires,
        } = self;
        rust.structure(
            "Expansion",
            &[
                Field("id", id),
                Field("name", name),
                Field("version", version),
                Field("editions", editions),
                Field("die", die),
                Field("symbol", symbol),
                Field("back", back),
                Field("requires", requires),
            ],
        );
    }

    fn kind(&self) -> Kind {
        Kind::Struct
    }
}

impl Expression for Edition {
    fn write(&self, rust: &mut Writer) {
        let Edition { id, year, tiles } = self;
        rust.structure(
            "Edition",
            &[Field("id", id), Field("year", year), Field("tiles", tiles)],
        );
    }

    fn kind(&self) -> Kind {
        Kind::Struct
    }
}

impl Expression for Die {
    fn write(&self, rust: &mut Writer) {
        rust.structure("Die", &[Field("faces", &self.faces)]);
    }

    fn kind(&self) -> Kind {
        Kind::Struct
    }
}

impl Expression for Symbol {
    fn write(&self, rust: &mut Writer) {
        let Symbol {
            description,
            corner,
            picture,
        } = self;
        rust.structure(
            "Symbol",
            &[
                Field("description", description),
                Field("corner", corner),
                Field("picture", picture),
            ],
        );
    }

    fn kind(&self) -> Kind {
        Kind::Struct
    }
}

impl Expression for Back {
    fn write(&self, rust: &mut Writer) {
        rust.structure("Back", &[Field("picture", &self.picture)]);
    }

    fn kind(&self) -> Kind {
        Kind::Struct
    }
}

impl Expression for Tile {
    fn write(&self, rust: &mut Writer) {
        let Tile {
            id,
            expansion,
            letter,
            edges,
            features,
            flier,
            illustrations,
            markers,
            counts,
            start,
            picture,
            allow,
            wagon_moves,
        } = self;
        rust.structure(
            "Tile",
            &[
                Field("id", id),
                Field("expansion", expansion),
                Field("letter", letter),
                Field("edges", edges),
                Field("features", features),
                Field("flier", flier),
                Field("illustrations", illustrations),
                Field("markers", markers),
                Field("counts", counts),
                Field("start", start),
                Field("picture", picture),
                Field("allow", allow),
                Field("wagon_moves", wagon_moves),
            ],
        );
    }

    fn kind(&self) -> Kind {
        Kind::Struct
    }
}

impl Expression for WagonMove {
    fn write(&self, rust: &mut Writer) {
        let WagonMove { features } = self;
        rust.structure("WagonMove", &[Field("features", features)]);
    }

    fn kind(&self) -> Kind {
        Kind::Struct
    }
}

impl Expression for Edges {
    fn write(&self, rust: &mut Writer) {
        let Edges {
            north,
            east,
            south,
            west,
        } = self;
        rust.structure(
            "Edges",
            &[
                Field("north", north),
                Field("east", east),
                Field("south", south),
                Field("west", west),
            ],
        );
    }

    fn kind(&self) -> Kind {
        Kind::Struct
    }
}

impl Expression for Feature {
    fn write(&self, rust: &mut Writer) {
        match self {
            Feature::Road {
                id,
                edges,
                ends_at,
                end,
                under,
            } => rust.structure(
                "Feature::Road",
                &[
                    Field("id", id),
                    Field("edges", edges),
                    Field("ends_at", ends_at),
                    Field("end", end),
                    Field("under", under),
                ],
            ),
            Feature::River {
                id,
                edges,
                end,
                under,
            } => rust.structure(
                "Feature::River",
                &[
                    Field("id", id),
                    Field("edges", edges),
                    Field("end", end),
                    Field("under", under),
                ],
            ),
            Feature::City {
                id,
                edges,
                pennants,
                reaches,
                touches,
                under,
                semicircular,
                shares,
            } => rust.structure(
                "Feature::City",
                &[
                    Field("id", id),
                    Field("edges", edges),
                    Field("pennants", pennants),
                    Field("reaches", reaches),
                    Field("touches", touches),
                    Field("under", under),
                    Field("semicircular", semicircular),
                    Field("shares", shares),
                ],
            ),
            Feature::Monastery { id } => rust.structure("Feature::Monastery", &[Field("id", id)]),
            Feature::Quarter {
                id,
                quarter,
                edges,
                place,
            } => rust.structure(
                "Feature::Quarter",
                &[
                    Field("id", id),
                    Field("quarter", quarter),
                    Field("edges", edges),
                    Field("place", place),
                ],
            ),
            Feature::Tower { id } => rust.structure("Feature::Tower", &[Field("id", id)]),
            Feature::GermanCastle { id, edges } => rust.structure(
                "Feature::GermanCastle",
                &[Field("id", id), Field("edges", edges)],
            ),
            Feature::Garden { id } => rust.structure("Feature::Garden", &[Field("id", id)]),
            Feature::Field {
                id,
                edges,
                cities,
                borders_inside,
            } => rust.structure(
                "Feature::Field",
                &[
                    Field("id", id),
                    Field("edges", edges),
                    Field("cities", cities),
                    Field("borders_inside", borders_inside),
                ],
            ),
        }
    }

    fn kind(&self) -> Kind {
        Kind::Struct
    }
}

impl Expression for Flier {
    fn write(&self, rust: &mut Writer) {
        rust.structure("Flier", &[Field("direction", &self.direction)]);
    }

    fn kind(&self) -> Kind {
        Kind::Struct
    }
}

impl Expression for Illustration {
    fn write(&self, rust: &mut Writer) {
        let Illustration {
            kind,
            field,
            placement,
        } = self;
        rust.structure(
            "Illustration",
            &[
                Field("kind", kind),
                Field("field", field),
                Field("placement", placement),
            ],
        );
    }

    fn kind(&self) -> Kind {
        Kind::Struct
    }
}

impl Expression for Marker {
    fn write(&self, rust: &mut Writer) {
        let Marker {
            kind,
            feature,
            placement,
            points,
        } = self;
        rust.structure(
            "Marker",
            &[
                Field("kind", kind),
                Field("feature", feature),
                Field("placement", placement),
                Field("points", points),
            ],
        );
    }

    fn kind(&self) -> Kind {
        Kind::Struct
    }
}

impl Expression for EditionCounts {
    fn write(&self, rust: &mut Writer) {
        rust.uses("EditionCounts");
        rust.call("EditionCounts", &self.0);
    }
}

impl Expression for EditionCount {
    fn write(&self, rust: &mut Writer) {
        let EditionCount { edition, count } = self;
        rust.structure(
            "EditionCount",
            &[Field("edition", edition), Field("count", count)],
        );
    }

    fn kind(&self) -> Kind {
        Kind::Struct
    }
}
