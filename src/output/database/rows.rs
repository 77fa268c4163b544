//! The rows of each table, inserted in the catalog's order: expansions and tiles by id, the
//! rest in the order the data lists them.

use rusqlite::{Transaction, params};

use super::DatabaseError;
use crate::model::{
    Catalog, Direction, Expansion, Feature, Footprint, RiverEnd, RoadEnd, Side, Tile,
};
use crate::output::drawing::CatalogFootprints;
use crate::play::SideClass;

/// Inserts every row of `catalog` and the one row of the `catalog` table.
pub(super) fn insert(
    transaction: &Transaction<'_>,
    catalog: &Catalog,
    footprints: &CatalogFootprints,
    data_version: &str,
    format_version: &str,
) -> Result<(), DatabaseError> {
    transaction.execute(
        "INSERT INTO catalog (data_version, format_version) VALUES (?1, ?2)",
        params![data_version, format_version],
    )?;
    let mut tables = Tables::prepare(transaction)?;
    for expansion in catalog.expansions.iter() {
        tables.expansion(expansion)?;
    }
    for tile in catalog.tiles.iter() {
        let footprints = footprints.get(&*tile.id).map_or(&[][..], Vec::as_slice);
        tables.tile(tile, footprints)?;
    }
    Ok(())
}

/// One prepared `INSERT` a table.
struct Tables<'a> {
    expansions: rusqlite::Statement<'a>,
    editions: rusqlite::Statement<'a>,
    tiles: rusqlite::Statement<'a>,
    counts: rusqlite::Statement<'a>,
    sides: rusqlite::Statement<'a>,
    features: rusqlite::Statement<'a>,
    positions: rusqlite::Statement<'a>,
    borders: rusqlite::Statement<'a>,
    markers: rusqlite::Statement<'a>,
    illustrations: rusqlite::Statement<'a>,
    shapes: rusqlite::Statement<'a>,
}

impl<'a> Tables<'a> {
    fn prepare(transaction: &'a Transaction<'_>) -> rusqlite::Result<Tables<'a>> {
        let insert = |table: &str, columns: &[&str]| {
            let places: Vec<String> = (1..=columns.len()).map(|n| format!("?{n}")).collect();
            transaction.prepare(&format!(
                "INSERT INTO {table} ({}) VALUES ({})",
                columns.join(", "),
                places.join(", ")
            ))
        };
        Ok(Tables {
            expansions: insert(
                "expansions",
                &["id", "name", "die_faces", "symbol", "symbol_corner"],
            )?,
            editions: insert("editions", &["expansion", "id", "year", "tiles"])?,
            tiles: insert(
                "tiles",
                &["id", "expansion", "letter", "side_class", "flier", "start"],
            )?,
            counts: insert("counts", &["tile", "expansion", "edition", "copies"])?,
            sides: insert("sides", &["tile", "side", "kind"])?,
            features: insert(
                "features",
                &[
                    "tile",
                    "id",
                    "ordinal",
                    "kind",
                    "pennants",
                    "semicircular",
                    "shares",
                    "own_end",
                    "ends_at",
                    "under",
                    "quarter",
                    "block_column",
                    "block_row",
                    "spot_x",
                    "spot_y",
                ],
            )?,
            positions: insert("positions", &["tile", "feature", "position", "ordinal"])?,
            borders: insert("borders", &["tile", "field", "city", "inside"])?,
            markers: insert(
                "markers",
                &["tile", "ordinal", "kind", "feature", "placement", "points"],
            )?,
            illustrations: insert(
                "illustrations",
                &["tile", "ordinal", "kind", "field", "placement"],
            )?,
            shapes: insert("shapes", &["tile", "feature", "ring", "point", "x", "y"])?,
        })
    }

    fn expansion(&mut self, expansion: &Expansion) -> rusqlite::Result<()> {
        let die_faces = expansion.die.as_ref().map(|die| {
            let faces: Vec<String> = die.faces.iter().map(u8::to_string).collect();
            format!("[{}]", faces.join(","))
        });
        let symbol = expansion.symbol.as_ref();
        self.expansions.execute(params![
            expansion.id,
            expansion.name,
            die_faces,
            symbol.map(|symbol| &symbol.description),
            symbol.map(|symbol| symbol.corner.name()),
        ])?;
        for edition in expansion.editions.iter() {
            self.editions.execute(params![
                expansion.id,
                edition.id,
                edition.year,
                edition.tiles
            ])?;
        }
        Ok(())
    }

    fn tile(&mut self, tile: &Tile, footprints: &[Footprint]) -> Result<(), DatabaseError> {
        self.tiles.execute(params![
            tile.id,
            tile.expansion,
            tile.letter,
            SideClass::of(tile.edges).name(),
            tile.flier.map(|flier| flier.direction.name()),
            tile.start,
        ])?;
        for count in tile.counts.iter() {
            self.counts
                .execute(params![tile.id, tile.expansion, count.edition, count.count])?;
        }
        for side in Side::ALL {
            self.sides
                .execute(params![tile.id, side.name(), tile.edges.get(side).name()])?;
        }
        for (index, feature) in tile.features.iter().enumerate() {
            let footprint = footprints
                .get(index)
                .filter(|footprint| footprint.feature == feature.id())
                .ok_or_else(|| DatabaseError::NoFootprint {
                    tile: tile.id.to_string(),
                    feature: feature.id().to_owned(),
                })?;
            self.feature(tile, index, feature, footprint)?;
        }
        for (ordinal, marker) in (0_i64..).zip(tile.markers.iter()) {
            self.markers.execute(params![
                tile.id,
                ordinal,
                marker.kind.name(),
                marker.feature,
                marker.placement.map(Direction::name),
                marker.points,
            ])?;
        }
        for (ordinal, illustration) in (0_i64..).zip(tile.illustrations.iter()) {
            self.illustrations.execute(params![
                tile.id,
                ordinal,
                illustration.kind.name(),
                illustration.field,
                illustration.placement.map(Direction::name),
            ])?;
        }
        Ok(())
    }

    fn feature(
        &mut self,
        tile: &Tile,
        index: usize,
        feature: &Feature,
        footprint: &Footprint,
    ) -> rusqlite::Result<()> {
        let facts = Facts::of(feature);
        let [spot_x, spot_y] = footprint.spot();
        self.features.execute(params![
            tile.id,
            feature.id(),
            i64::try_from(index).unwrap_or(i64::MAX),
            feature.kind().name(),
            facts.pennants,
            facts.semicircular,
            feature.shares().map(Side::name),
            facts.own_end,
            facts.ends_at,
            feature.under(),
            facts.quarter,
            facts.block.map(|(column, _)| column),
            facts.block.map(|(_, row)| row),
            spot_x,
            spot_y,
        ])?;
        for (ordinal, position) in (0_i64..).zip(feature.edges()) {
            self.positions
                .execute(params![tile.id, feature.id(), position.name(), ordinal])?;
        }
        if let Feature::Field {
            id,
            cities,
            borders_inside,
            ..
        } = feature
        {
            for city in cities.iter() {
                let inside = borders_inside.contains(city);
                self.borders.execute(params![tile.id, id, city, inside])?;
            }
        }
        for (ring, points) in (0_i64..).zip(footprint.polygons()) {
            for (point, [x, y]) in (0_i64..).zip(points) {
                self.shapes
                    .execute(params![tile.id, feature.id(), ring, point, x, y])?;
            }
        }
        Ok(())
    }
}

/// The columns of `features` that only some kinds of feature fill.
struct Facts<'a> {
    pennants: Option<u8>,
    semicircular: Option<bool>,
    own_end: Option<&'static str>,
    ends_at: Option<&'a str>,
    quarter: Option<&'static str>,
    block: Option<(u8, u8)>,
}

impl<'a> Facts<'a> {
    fn of(feature: &'a Feature) -> Facts<'a> {
        let mut facts = Facts {
            pennants: None,
            semicircular: None,
            own_end: None,
            ends_at: None,
            quarter: None,
            block: None,
        };
        match feature {
            Feature::City {
                pennants,
                semicircular,
                ..
            } => {
                facts.pennants = Some(*pennants);
                facts.semicircular = Some(*semicircular);
            }
            Feature::Road { end, ends_at, .. } => {
                facts.own_end = end.map(RoadEnd::name);
                facts.ends_at = ends_at.as_deref();
            }
            Feature::River { end, .. } => facts.own_end = end.map(RiverEnd::name),
            Feature::Quarter { quarter, place, .. } => {
                facts.quarter = quarter.map(|quarter| quarter.name());
                facts.block = place.map(|place| (place.column, place.row));
            }
            Feature::Monastery { .. }
            | Feature::Garden { .. }
            | Feature::Field { .. }
            | Feature::Tower { .. }
            | Feature::GermanCastle { .. } => {}
        }
        facts
    }
}
