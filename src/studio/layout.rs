//! What follows from a tile's features once the designer has changed them: each side's kind
//! from what meets it, the fields as the regions its roads, rivers and cities part
//! ([`FieldPartition`]), and each field's cities from what it borders ([`bordering_cities`]).
//! The rules are the model's own; this module only writes their answers into the text.

use serde::Deserialize;
use toml_edit::{Array, DocumentMut, Item, Table, Value};

use crate::model::{Direction, EdgeKind, EdgePosition, Feature, FeatureKind, Side, SidePart};
use crate::rules::{FieldPartition, bordering_cities};
use crate::studio::edit::{
    features_mut, kind_of, positions_of, set_in_inline, set_positions, set_value,
};

/// The features of a tile, read by the model's own deserializer.
#[derive(Deserialize)]
struct Features {
    /// The tile's features, in the order written.
    #[serde(default)]
    features: Vec<Feature>,
}

/// Whether `position` is a side's centre.
pub fn is_centre(position: EdgePosition) -> bool {
    position.part() == SidePart::Centre
}

/// The position named `name` in the data files.
pub fn position_named(name: &str) -> Option<EdgePosition> {
    EdgePosition::ALL
        .into_iter()
        .find(|position| position.name() == name)
}

/// The direction named `name` in the data files.
pub fn direction_named(name: &str) -> Option<Direction> {
    Direction::ALL
        .into_iter()
        .find(|direction| direction.name() == name)
}

/// Whether a feature of `kind` meets the tile's edge.
pub fn meets_edge(kind: FeatureKind) -> bool {
    !matches!(
        kind,
        FeatureKind::Monastery | FeatureKind::Garden | FeatureKind::Tower
    )
}

/// `base`, or `base-2`, `base-3`, …: the first not among `taken`.
pub fn free_id(base: &str, taken: &[String]) -> String {
    (1..)
        .map(|number| {
            if number == 1 {
                base.to_owned()
            } else {
                format!("{base}-{number}")
            }
        })
        .find(|id| !taken.contains(id))
        .expect("some number is free")
}

/// The field halves at or beside `position`: the position itself for a half, both halves of
/// the side for a centre.
pub fn halves_beside(position: EdgePosition) -> Vec<EdgePosition> {
    if is_centre(position) {
        let [left, _, right] = position.side().positions();
        vec![left, right]
    } else {
        vec![position]
    }
}

/// The direction from the tile's centre towards `position`: the side for its centre, the
/// nearer corner for a half.
pub fn towards(position: EdgePosition) -> Direction {
    match position {
        EdgePosition::N => Direction::N,
        EdgePosition::E => Direction::E,
        EdgePosition::S => Direction::S,
        EdgePosition::W => Direction::W,
        EdgePosition::NL | EdgePosition::WR => Direction::NW,
        EdgePosition::NR | EdgePosition::EL => Direction::NE,
        EdgePosition::ER | EdgePosition::SL => Direction::SE,
        EdgePosition::SR | EdgePosition::WL => Direction::SW,
    }
}

/// Writes into `document` what its features make of it: the sides, the fields and their
/// cities. Features the model cannot read (the text is being typed) leave it as it is.
pub fn derive(document: &mut DocumentMut) {
    let mut only_features = DocumentMut::new();
    if let Some(features) = document.get("features") {
        only_features.insert("features", features.clone());
    }
    let Ok(read) = toml::from_str::<Features>(&only_features.to_string()) else {
        return;
    };
    let features = read.features;
    sides(document, &features);
    fields(document, &features);
}

/// Each side's kind, from the feature at its centre.
fn sides(document: &mut DocumentMut, features: &[Feature]) {
    for side in Side::ALL {
        let centre = side.positions()[1];
        let kind = match features
            .iter()
            .find(|feature| feature.edges().contains(&centre))
        {
            Some(Feature::City { .. }) => EdgeKind::City,
            Some(Feature::Road { .. }) => EdgeKind::Road,
            Some(Feature::River { .. }) => EdgeKind::River,
            _ => EdgeKind::Field,
        };
        set_in_inline(document, "edges", side.name(), kind.name().into());
    }
}

/// The fields as the regions of the halves no other feature holds; each region goes to the
/// field that held most of it, a region no field held to a new field, and a field left with
/// no region, that met the edge, is removed.
fn fields(document: &mut DocumentMut, features: &[Feature]) {
    let partition = FieldPartition::of(features);
    let held: Vec<EdgePosition> = features
        .iter()
        .filter(|feature| !matches!(feature, Feature::Field { .. }))
        .flat_map(|feature| feature.edges().iter().copied())
        .collect();
    let mut regions: Vec<Vec<EdgePosition>> = Vec::new();
    for half in EdgePosition::ALL
        .into_iter()
        .filter(|position| !is_centre(*position) && !held.contains(position))
    {
        match regions
            .iter_mut()
            .find(|region| partition.same_region(region[0], half))
        {
            Some(region) => region.push(half),
            None => regions.push(vec![half]),
        }
    }
    let Some(tables) = features_mut(document) else {
        return;
    };
    // The fields that meet the edge, by their place among the tables, with their halves.
    let fields: Vec<(usize, Vec<EdgePosition>)> = tables
        .iter()
        .enumerate()
        .filter(|(_, table)| kind_of(table) == Some(FeatureKind::Field))
        .map(|(index, table)| (index, positions_of(table)))
        .filter(|(_, halves)| !halves.is_empty())
        .collect();
    let mut pairs: Vec<(usize, usize, usize)> = Vec::new();
    for (region_index, region) in regions.iter().enumerate() {
        for (field_index, (_, halves)) in fields.iter().enumerate() {
            let shared = region.iter().filter(|half| halves.contains(half)).count();
            if shared > 0 {
                pairs.push((shared, region_index, field_index));
            }
        }
    }
    pairs.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)).then(a.2.cmp(&b.2)));
    let mut owner: Vec<Option<usize>> = vec![None; regions.len()];
    let mut used = vec![false; fields.len()];
    for (_, region_index, field_index) in pairs {
        if owner[region_index].is_none() && !used[field_index] {
            owner[region_index] = Some(field_index);
            used[field_index] = true;
        }
    }
    let cities_of = |halves: &[EdgePosition]| -> Vec<String> {
        bordering_cities(features, halves)
            .into_iter()
            .map(str::to_owned)
            .collect()
    };
    for (region, owner) in regions.iter().zip(&owner) {
        if let Some(field_index) = owner {
            let table = tables
                .get_mut(fields[*field_index].0)
                .expect("the field's table");
            set_positions(table, region);
            set_cities(table, &cities_of(region));
        }
    }
    let removed: Vec<usize> = fields
        .iter()
        .zip(&used)
        .filter(|(_, used)| !**used)
        .map(|((index, _), _)| *index)
        .collect();
    for index in removed.into_iter().rev() {
        tables.remove(index);
    }
    let mut taken: Vec<String> = tables
        .iter()
        .filter_map(|table| Some(table.get("id")?.as_str()?.to_owned()))
        .collect();
    let last = tables.iter().filter_map(Table::position).max().unwrap_or(0);
    for (region, _) in regions
        .iter()
        .zip(&owner)
        .filter(|(_, owner)| owner.is_none())
    {
        let id = free_id("field", &taken);
        let mut table = Table::new();
        table.decor_mut().set_prefix("\n");
        table.set_position(Some(last + 1));
        table.insert("kind", toml_edit::value("field"));
        table.insert("id", toml_edit::value(id.as_str()));
        let array: Array = region.iter().map(|half| half.name()).collect();
        table.insert("edges", toml_edit::value(array));
        set_cities(&mut table, &cities_of(region));
        tables.push(table);
        taken.push(id);
    }
}

/// Sets a field's `cities` to `cities` and those it borders inside the tile, when they differ
/// as a set from what it lists; none removes the key.
fn set_cities(table: &mut Table, cities: &[String]) {
    let listed = |key: &str| -> Vec<String> {
        table
            .get(key)
            .and_then(Item::as_array)
            .map(|array| {
                array
                    .iter()
                    .filter_map(|value| value.as_str().map(str::to_owned))
                    .collect()
            })
            .unwrap_or_default()
    };
    let mut wanted: Vec<String> = cities.to_vec();
    for inside in listed("borders_inside") {
        if !wanted.contains(&inside) {
            wanted.push(inside);
        }
    }
    let mut old = listed("cities");
    old.sort();
    let mut sorted = wanted.clone();
    sorted.sort();
    if old == sorted {
        return;
    }
    if wanted.is_empty() {
        table.remove("cities");
    } else {
        let array: Array = wanted.iter().map(String::as_str).collect();
        set_value(table, "cities", Value::Array(array));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::studio::edit::{Operation, apply, blank_tile};

    fn fields_of(text: &str) -> Vec<(String, Vec<String>)> {
        let document: DocumentMut = text.parse().unwrap();
        document["features"]
            .as_array_of_tables()
            .unwrap()
            .iter()
            .filter(|table| table["kind"].as_str() == Some("field"))
            .map(|table| {
                let mut halves: Vec<String> = positions_of(table)
                    .iter()
                    .map(|half| half.name().to_owned())
                    .collect();
                halves.sort();
                (table["id"].as_str().unwrap().to_owned(), halves)
            })
            .collect()
    }

    #[test]
    fn a_road_from_north_to_west_parts_the_blank_field() {
        let mut text = blank_tile("flier", "F", &["C1".into()]);
        let made = apply(
            &text,
            &Operation::NewFeature {
                kind: "road".into(),
            },
        )
        .unwrap();
        assert_eq!(made.made.as_deref(), Some("road"));
        text = made.text;
        for position in [EdgePosition::N, EdgePosition::W] {
            text = apply(
                &text,
                &Operation::Give {
                    feature: "road".into(),
                    position,
                },
            )
            .unwrap()
            .text;
        }
        assert!(
            text.contains("edges = { N = \"road\", E = \"field\", S = \"field\", W = \"road\" }"),
            "{text}"
        );
        assert_eq!(
            fields_of(&text),
            [
                (
                    "field".to_owned(),
                    ["EL", "ER", "NR", "SL", "SR", "WL"]
                        .map(str::to_owned)
                        .to_vec()
                ),
                (
                    "field-2".to_owned(),
                    ["NL", "WR"].map(str::to_owned).to_vec()
                ),
            ]
        );
    }

    #[test]
    fn a_city_side_borders_both_fields_beside_it() {
        let mut text = blank_tile("base", "X", &["C1".into()]);
        text = apply(
            &text,
            &Operation::NewFeature {
                kind: "city".into(),
            },
        )
        .unwrap()
        .text;
        text = apply(
            &text,
            &Operation::Give {
                feature: "city".into(),
                position: EdgePosition::N,
            },
        )
        .unwrap()
        .text;
        assert!(text.contains("N = \"city\""), "{text}");
        assert!(text.contains("edges = [\"NL\", \"N\", \"NR\"]"), "{text}");
        assert!(text.contains("cities = [\"city\"]"), "{text}");
        // Taking the side back gives the halves to the field again.
        text = apply(
            &text,
            &Operation::Take {
                feature: "city".into(),
                position: EdgePosition::NR,
            },
        )
        .unwrap()
        .text;
        assert!(text.contains("N = \"field\""), "{text}");
        assert_eq!(fields_of(&text)[0].1.len(), 8);
        assert!(!text.contains("cities"), "{text}");
    }

    #[test]
    fn a_one_position_edit_changes_only_the_lines_it_must() {
        // Tile F with its road turned into a dead end at the north: the west side becomes
        // field and the two fields are one; the rest of the text is as it was.
        let f = include_str!("../../data/flier/tiles/F.toml");
        let edited = apply(
            f,
            &Operation::Take {
                feature: "road".into(),
                position: EdgePosition::W,
            },
        )
        .unwrap()
        .text;
        let before: Vec<&str> = f.lines().collect();
        let after: Vec<&str> = edited.lines().collect();
        let added: Vec<&&str> = after.iter().filter(|line| !before.contains(line)).collect();
        assert_eq!(
            added,
            [
                &"edges = { N = \"road\", E = \"field\", S = \"field\", W = \"field\" }",
                &"edges = [\"N\"]",
                &"edges = [\"NL\", \"NR\", \"EL\", \"ER\", \"SL\", \"SR\", \"WL\", \"WR\"]",
            ],
            "{edited}"
        );
    }
}
