//! The comparison of two catalogs, fact by fact. Lists whose order the game gives no meaning
//! (positions, cities, illustrations, markers, counts, editions) are compared as sets.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::hash::Hash;

use serde_json::Value;

use crate::model::{Catalog, Expansion, Feature, LayoutCheck, Side, Tile};
use crate::output::changes::{Changes, ExpansionChange, ExpansionFact, TileChange, TileFact};

/// What changed from `old` to `new`: expansions and tiles only one of them has, tiles only one
/// has that are equal but for their id (renamed, matched in id order), and the facts that
/// differ of every expansion and tile both have.
pub fn compare(old: &Catalog, new: &Catalog) -> Changes {
    Changes {
        expansions: expansions(old, new),
        tiles: tiles(old, new),
    }
}

/// Each item of `items` by its id, the first of any id given twice.
fn by_id<T>(items: &[T], id: impl Fn(&T) -> &str) -> BTreeMap<&str, &T> {
    let mut map = BTreeMap::new();
    for item in items {
        map.entry(id(item)).or_insert(item);
    }
    map
}

fn expansions(old: &Catalog, new: &Catalog) -> Vec<ExpansionChange> {
    let old = by_id(&old.expansions, |expansion| &expansion.id);
    let new = by_id(&new.expansions, |expansion| &expansion.id);
    let ids: BTreeSet<&str> = old.keys().chain(new.keys()).copied().collect();
    ids.into_iter()
        .filter_map(|id| match (old.get(id), new.get(id)) {
            (Some(old), Some(new)) => {
                let facts = expansion_facts(old, new);
                (!facts.is_empty()).then(|| ExpansionChange::Changed {
                    expansion: id.to_owned(),
                    facts,
                })
            }
            (Some(old), None) => Some(ExpansionChange::Removed {
                expansion: id.to_owned(),
                name: old.name.to_string(),
            }),
            (None, Some(new)) => Some(ExpansionChange::Added {
                expansion: id.to_owned(),
                name: new.name.to_string(),
            }),
            (None, None) => None,
        })
        .collect()
}

fn expansion_facts(old: &Expansion, new: &Expansion) -> Vec<ExpansionFact> {
    let mut facts = Vec::new();
    if old.name != new.name {
        facts.push(ExpansionFact::Name {
            old: old.name.to_string(),
            new: new.name.to_string(),
        });
    }
    if old.version != new.version {
        facts.push(ExpansionFact::Version {
            old: old.version.as_deref().map(str::to_owned),
            new: new.version.as_deref().map(str::to_owned),
        });
    }
    let old_editions = by_id(&old.editions, |edition| &edition.id);
    let new_editions = by_id(&new.editions, |edition| &edition.id);
    let ids: BTreeSet<&str> = old_editions
        .keys()
        .chain(new_editions.keys())
        .copied()
        .collect();
    for id in ids {
        match (old_editions.get(id), new_editions.get(id)) {
            (Some(old), Some(new)) if old != new => facts.push(ExpansionFact::Edition {
                old: (*old).clone(),
                new: (*new).clone(),
            }),
            (Some(old), None) => facts.push(ExpansionFact::EditionRemoved {
                edition: (*old).clone(),
            }),
            (None, Some(new)) => facts.push(ExpansionFact::EditionAdded {
                edition: (*new).clone(),
            }),
            _ => {}
        }
    }
    if old.die != new.die {
        facts.push(ExpansionFact::Die {
            old: old.die.clone(),
            new: new.die.clone(),
        });
    }
    if old.symbol != new.symbol {
        facts.push(ExpansionFact::Symbol {
            old: old.symbol.clone(),
            new: new.symbol.clone(),
        });
    }
    let (old_requires, new_requires) = (sorted(&old.requires), sorted(&new.requires));
    if old_requires != new_requires {
        facts.push(ExpansionFact::Requires {
            old: old_requires,
            new: new_requires,
        });
    }
    facts
}

fn sorted<T: Ord + Clone>(items: &[T]) -> Vec<T> {
    let set: BTreeSet<T> = items.iter().cloned().collect();
    set.into_iter().collect()
}

fn tiles(old: &Catalog, new: &Catalog) -> Vec<TileChange> {
    let old = by_id(&old.tiles, |tile| &tile.id);
    let new = by_id(&new.tiles, |tile| &tile.id);
    let mut changes = Vec::new();
    let mut removed = Vec::new();
    let mut added = Vec::new();
    let ids: BTreeSet<&str> = old.keys().chain(new.keys()).copied().collect();
    for id in ids {
        match (old.get(id), new.get(id)) {
            (Some(old), Some(new)) => {
                let facts = tile_facts(old, new);
                if !facts.is_empty() {
                    changes.push(TileChange::Changed {
                        tile: id.to_owned(),
                        facts,
                    });
                }
            }
            (Some(old), None) => removed.push(*old),
            (None, Some(new)) => added.push(*new),
            (None, None) => {}
        }
    }
    // A removed tile and an added one whose facts are all equal are one tile renamed. The
    // content is the tile with its lists as sets, so a rename that also reorders still matches.
    let mut renamed_from: HashMap<Content, Vec<&Tile>> = HashMap::new();
    for tile in removed.iter().rev() {
        renamed_from.entry(content(tile)).or_default().push(tile);
    }
    let mut renamed = BTreeSet::new();
    for tile in &added {
        match renamed_from.get_mut(&content(tile)).and_then(Vec::pop) {
            Some(from) => {
                renamed.insert(from.id.as_ref());
                changes.push(TileChange::Renamed {
                    tile: tile.id.to_string(),
                    from: from.id.to_string(),
                });
            }
            None => changes.push(TileChange::Added {
                tile: tile.id.to_string(),
                expansion: tile.expansion.to_string(),
                letter: tile.letter.to_string(),
            }),
        }
    }
    for tile in removed {
        if !renamed.contains(tile.id.as_ref()) {
            changes.push(TileChange::Removed {
                tile: tile.id.to_string(),
                expansion: tile.expansion.to_string(),
                letter: tile.letter.to_string(),
            });
        }
    }
    changes.sort_by(|a, b| a.tile().cmp(b.tile()));
    changes
}

/// A tile's facts but its id, its lists as sets: two tiles of the same content have no
/// [`tile_facts`] between them.
#[derive(PartialEq, Eq, Hash)]
struct Content {
    tile: Tile,
    features: BTreeMap<String, String>,
    illustrations: Vec<String>,
    markers: Vec<String>,
    counts: BTreeMap<String, u16>,
    allow: Vec<LayoutCheck>,
    wagon_moves: Vec<Vec<String>>,
}

fn content(tile: &Tile) -> Content {
    let bare = Tile {
        id: "".into(),
        features: Vec::new().into(),
        illustrations: Vec::new().into(),
        markers: Vec::new().into(),
        counts: Default::default(),
        allow: Vec::new().into(),
        wagon_moves: Vec::new().into(),
        ..tile.clone()
    };
    Content {
        tile: bare,
        features: by_id(&tile.features, Feature::id)
            .into_iter()
            .map(|(id, feature)| (id.to_owned(), feature_facts(feature).to_string()))
            .collect(),
        illustrations: keys(&tile.illustrations),
        markers: keys(&tile.markers),
        counts: counts(tile),
        allow: sorted(&tile.allow),
        wagon_moves: wagon_moves(tile),
    }
}

/// Each of `items` as its JSON text, sorted: equal lists of keys are equal lists as sets
/// (counting repeats).
fn keys<T: serde::Serialize>(items: &[T]) -> Vec<String> {
    let mut keys: Vec<String> = items
        .iter()
        .map(|item| serde_json::to_string(item).unwrap_or_default())
        .collect();
    keys.sort();
    keys
}

/// The copies of `tile` per edition, an edition listed with 0 copies left out.
fn counts(tile: &Tile) -> BTreeMap<String, u16> {
    tile.counts
        .iter()
        .map(|entry| (entry.edition.to_string(), tile.counts.get(&entry.edition)))
        .filter(|(_, count)| *count > 0)
        .collect()
}

/// The facts that differ between `old` and `new`, which share an id.
fn tile_facts(old: &Tile, new: &Tile) -> Vec<TileFact> {
    let mut facts = Vec::new();
    if old.expansion != new.expansion {
        facts.push(TileFact::Expansion {
            old: old.expansion.to_string(),
            new: new.expansion.to_string(),
        });
    }
    if old.letter != new.letter {
        facts.push(TileFact::Letter {
            old: old.letter.to_string(),
            new: new.letter.to_string(),
        });
    }
    for side in Side::ALL {
        let (was, is) = (old.edges.get(side), new.edges.get(side));
        if was != is {
            facts.push(TileFact::Side {
                side,
                old: was,
                new: is,
            });
        }
    }
    features(old, new, &mut facts);
    if old.flier != new.flier {
        facts.push(TileFact::Flier {
            old: old.flier.map(|flier| flier.direction),
            new: new.flier.map(|flier| flier.direction),
        });
    }
    let (gone, come) = set_difference(&old.illustrations, &new.illustrations);
    facts.extend(
        gone.into_iter()
            .map(|illustration| TileFact::IllustrationRemoved {
                illustration: illustration.clone(),
            }),
    );
    facts.extend(
        come.into_iter()
            .map(|illustration| TileFact::IllustrationAdded {
                illustration: illustration.clone(),
            }),
    );
    let (gone, come) = set_difference(&old.markers, &new.markers);
    facts.extend(gone.into_iter().map(|marker| TileFact::MarkerRemoved {
        marker: marker.clone(),
    }));
    facts.extend(come.into_iter().map(|marker| TileFact::MarkerAdded {
        marker: marker.clone(),
    }));
    let (old_counts, new_counts) = (counts(old), counts(new));
    let editions: BTreeSet<&String> = old_counts.keys().chain(new_counts.keys()).collect();
    for edition in editions {
        let was = old_counts.get(edition).copied().unwrap_or(0);
        let is = new_counts.get(edition).copied().unwrap_or(0);
        if was != is {
            facts.push(TileFact::Count {
                edition: edition.clone(),
                old: was,
                new: is,
            });
        }
    }
    if old.start != new.start {
        facts.push(TileFact::Start {
            old: old.start,
            new: new.start,
        });
    }
    if old.picture != new.picture {
        facts.push(TileFact::Picture {
            old: old.picture.as_deref().map(str::to_owned),
            new: new.picture.as_deref().map(str::to_owned),
        });
    }
    let (old_allow, new_allow) = (sorted(&old.allow), sorted(&new.allow));
    if old_allow != new_allow {
        facts.push(TileFact::Allow {
            old: old_allow,
            new: new_allow,
        });
    }
    let (old_moves, new_moves) = (wagon_moves(old), wagon_moves(new));
    if old_moves != new_moves {
        facts.push(TileFact::WagonMoves {
            old: old_moves,
            new: new_moves,
        });
    }
    facts
}

/// `tile`'s wagon moves as sets: each group's feature ids sorted, and the groups sorted.
fn wagon_moves(tile: &Tile) -> Vec<Vec<String>> {
    let mut groups: Vec<Vec<String>> = tile
        .wagon_moves
        .iter()
        .map(|group| {
            let mut ids: Vec<String> = group.features.iter().map(|id| id.to_string()).collect();
            ids.sort();
            ids
        })
        .collect();
    groups.sort();
    groups
}

/// The items of `old` that `new` lacks and those of `new` that `old` lacks, counting repeats,
/// each in the order its list gives.
fn set_difference<'a, T: Eq + Hash>(old: &'a [T], new: &'a [T]) -> (Vec<&'a T>, Vec<&'a T>) {
    (lacking(old, new), lacking(new, old))
}

/// The items of `items` that `other` lacks, counting repeats, in the order `items` gives.
fn lacking<'a, T: Eq + Hash>(items: &'a [T], other: &'a [T]) -> Vec<&'a T> {
    let mut left: HashMap<&T, usize> = HashMap::new();
    for item in other {
        *left.entry(item).or_default() += 1;
    }
    items
        .iter()
        .filter(|item| match left.get_mut(item) {
            Some(count) if *count > 0 => {
                *count -= 1;
                false
            }
            _ => true,
        })
        .collect()
}

/// A feature's facts as the data files write them, each list sorted: `kind`, `edges` and the
/// rest, a key left out where it holds its default.
fn feature_facts(feature: &Feature) -> Value {
    let mut value = serde_json::to_value(feature).unwrap_or(Value::Null);
    if let Value::Object(map) = &mut value {
        map.remove("id");
        for item in map.values_mut() {
            if let Value::Array(list) = item {
                list.sort_by_cached_key(|item| item.to_string());
                list.dedup();
            }
        }
    }
    value
}

/// The facts of the features of `old` and `new` that differ, by feature id.
fn features(old: &Tile, new: &Tile, facts: &mut Vec<TileFact>) {
    let old_features = by_id(&old.features, Feature::id);
    let new_features = by_id(&new.features, Feature::id);
    let ids: BTreeSet<&str> = old_features
        .keys()
        .chain(new_features.keys())
        .copied()
        .collect();
    for id in ids {
        match (old_features.get(id), new_features.get(id)) {
            (Some(was), Some(is)) => feature_changes(id, was, is, facts),
            (Some(was), None) => facts.push(TileFact::FeatureRemoved {
                feature: id.to_owned(),
                kind: was.kind().name(),
            }),
            (None, Some(is)) => facts.push(TileFact::FeatureAdded {
                feature: id.to_owned(),
                kind: is.kind().name(),
            }),
            (None, None) => {}
        }
    }
}

/// The facts of the feature `id` that differ from `was` to `is`: its positions, a field's
/// cities, then every other key in the order of its name.
fn feature_changes(id: &str, was: &Feature, is: &Feature, facts: &mut Vec<TileFact>) {
    let (was_positions, is_positions) = (sorted(was.edges()), sorted(is.edges()));
    if was_positions != is_positions {
        facts.push(TileFact::Positions {
            feature: id.to_owned(),
            old: was_positions,
            new: is_positions,
        });
    }
    let cities = |feature: &Feature| match feature {
        Feature::Field { cities, .. } => {
            Some(sorted(cities).iter().map(|c| c.to_string()).collect())
        }
        _ => None,
    };
    if let (Some(old), Some(new)) = (cities(was), cities(is))
        && old != new
    {
        facts.push(TileFact::Border {
            field: id.to_owned(),
            old,
            new,
        });
    }
    let (Value::Object(mut old), Value::Object(mut new)) = (feature_facts(was), feature_facts(is))
    else {
        return;
    };
    for map in [&mut old, &mut new] {
        map.remove("edges");
    }
    if was.kind() == is.kind() && cities(was).is_some() {
        old.remove("cities");
        new.remove("cities");
    }
    let keys: BTreeSet<String> = old.keys().chain(new.keys()).cloned().collect();
    for key in keys {
        let (before, after) = (old.get(&key), new.get(&key));
        if before != after {
            facts.push(TileFact::Feature {
                feature: id.to_owned(),
                key,
                old: before.cloned(),
                new: after.cloned(),
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use std::borrow::Cow;

    use super::*;
    use crate::model::{
        Direction, EdgeKind, EdgePosition, Edges, Edition, EditionCount, EditionCounts, Flier,
    };
    use crate::tables::CATALOG;

    /// The bundled catalog with `change` made to its tile `id`.
    fn with_tile(id: &str, change: impl FnOnce(&mut Tile)) -> Catalog {
        let mut tiles = CATALOG.tiles.to_vec();
        let tile = tiles.iter_mut().find(|tile| tile.id == id).unwrap();
        change(tile);
        tiles.sort_by(|a, b| a.id.cmp(&b.id));
        Catalog {
            expansions: CATALOG.expansions.clone(),
            tiles: tiles.into(),
        }
    }

    fn facts_of(changes: &Changes, id: &str) -> Vec<TileFact> {
        assert_eq!(changes.tiles.len(), 1, "{changes:#?}");
        match &changes.tiles[0] {
            TileChange::Changed { tile, facts } if tile == id => facts.clone(),
            other => panic!("not a change of {id}: {other:?}"),
        }
    }

    #[test]
    fn a_catalog_equals_itself() {
        assert!(compare(&CATALOG, &CATALOG).is_empty());
    }

    #[test]
    fn lists_in_another_order_are_the_same_facts() {
        let new = with_tile("base-D", |tile| {
            let mut features = tile.features.to_vec();
            features.reverse();
            for feature in &mut features {
                if let Feature::Field { edges, .. } = feature {
                    let mut reversed = edges.to_vec();
                    reversed.reverse();
                    *edges = reversed.into();
                }
            }
            tile.features = features.into();
            let mut counts = tile.counts.0.to_vec();
            counts.reverse();
            counts.push(EditionCount {
                edition: Cow::Borrowed("C9"),
                count: 0,
            });
            tile.counts = EditionCounts(counts.into());
        });
        assert!(compare(&CATALOG, &new).is_empty());
    }

    #[test]
    fn a_tile_under_a_new_id_is_renamed_even_with_its_lists_reordered() {
        let new = with_tile("base-D", |tile| {
            tile.id = "base-D2".into();
            let mut features = tile.features.to_vec();
            features.reverse();
            tile.features = features.into();
        });
        assert_eq!(
            compare(&CATALOG, &new).tiles,
            [TileChange::Renamed {
                tile: "base-D2".to_owned(),
                from: "base-D".to_owned(),
            }]
        );
        // With another fact changed too, it is another tile: one removed, one added.
        let new = with_tile("base-D", |tile| {
            tile.id = "base-D2".into();
            tile.start = false;
        });
        let changes: Vec<&str> = compare(&CATALOG, &new)
            .tiles
            .iter()
            .map(|change| match change {
                TileChange::Added { .. } => "added",
                TileChange::Removed { .. } => "removed",
                _ => "other",
            })
            .collect();
        assert_eq!(changes, ["removed", "added"]);
    }

    #[test]
    fn sides_fliers_starts_and_letters_are_facts_in_a_fixed_order() {
        let new = with_tile("base-D", |tile| {
            tile.letter = "Z".into();
            tile.edges = Edges::from_clockwise([
                EdgeKind::City,
                EdgeKind::City,
                EdgeKind::Field,
                EdgeKind::Road,
            ]);
            tile.flier = Some(Flier {
                direction: Direction::N,
            });
            tile.start = false;
        });
        assert_eq!(
            facts_of(&compare(&CATALOG, &new), "base-D"),
            [
                TileFact::Letter {
                    old: "D".to_owned(),
                    new: "Z".to_owned()
                },
                TileFact::Side {
                    side: Side::E,
                    old: EdgeKind::Road,
                    new: EdgeKind::City
                },
                TileFact::Flier {
                    old: None,
                    new: Some(Direction::N)
                },
                TileFact::Start {
                    old: true,
                    new: false
                },
            ]
        );
    }

    #[test]
    fn a_features_positions_border_and_other_keys_are_told_apart() {
        let new = with_tile("base-D", |tile| {
            let features: Vec<Feature> = tile
                .features
                .iter()
                .map(|feature| match feature {
                    Feature::City { id, edges, .. } => Feature::City {
                        id: id.clone(),
                        edges: edges.clone(),
                        pennants: 1,
                        reaches: Cow::Borrowed(&[]),
                        touches: Cow::Borrowed(&[]),
                        under: None,
                        semicircular: true,
                        shares: None,
                    },
                    Feature::Field { id, .. } if id == "north-field" => Feature::Field {
                        id: id.clone(),
                        edges: vec![EdgePosition::EL].into(),
                        cities: Cow::Borrowed(&[]),
                        borders_inside: Cow::Borrowed(&[]),
                    },
                    Feature::Road { .. } => Feature::Monastery { id: "road".into() },
                    other => other.clone(),
                })
                .chain([Feature::Garden {
                    id: "garden".into(),
                }])
                .collect();
            tile.features = features.into();
        });
        assert_eq!(
            facts_of(&compare(&CATALOG, &new), "base-D"),
            [
                TileFact::Feature {
                    feature: "city".to_owned(),
                    key: "pennants".to_owned(),
                    old: None,
                    new: Some(Value::from(1)),
                },
                TileFact::FeatureAdded {
                    feature: "garden".to_owned(),
                    kind: "garden"
                },
                TileFact::Positions {
                    feature: "north-field".to_owned(),
                    old: vec![EdgePosition::EL, EdgePosition::WR],
                    new: vec![EdgePosition::EL],
                },
                TileFact::Border {
                    field: "north-field".to_owned(),
                    old: vec!["city".to_owned()],
                    new: vec![],
                },
                TileFact::Positions {
                    feature: "road".to_owned(),
                    old: vec![EdgePosition::E, EdgePosition::W],
                    new: vec![],
                },
                TileFact::Feature {
                    feature: "road".to_owned(),
                    key: "kind".to_owned(),
                    old: Some(Value::from("road")),
                    new: Some(Value::from("monastery")),
                },
            ]
        );
    }

    #[test]
    fn a_repeated_marker_counts_once_per_copy() {
        let tile = CATALOG
            .tiles
            .iter()
            .find(|tile| !tile.markers.is_empty())
            .unwrap();
        let marker = tile.markers[0].clone();
        let new = with_tile(&tile.id, |tile| {
            tile.markers = [&tile.markers[..], std::slice::from_ref(&marker)]
                .concat()
                .into();
        });
        assert_eq!(
            facts_of(&compare(&CATALOG, &new), &tile.id),
            [TileFact::MarkerAdded {
                marker: marker.clone()
            }]
        );
        assert_eq!(
            facts_of(&compare(&new, &CATALOG), &tile.id),
            [TileFact::MarkerRemoved { marker }]
        );
    }

    #[test]
    fn expansions_added_removed_and_changed() {
        let mut expansions = CATALOG.expansions.to_vec();
        let flier = expansions
            .iter_mut()
            .find(|expansion| expansion.id == "flier")
            .unwrap();
        flier.name = "Die Flugmaschinen".into();
        flier.version = Some("9.0.0".into());
        flier.die = None;
        let mut editions = flier.editions.to_vec();
        let first = editions.remove(0);
        editions[0].year = editions[0].year.map(|year| year + 1);
        editions.push(Edition {
            id: "C4".into(),
            year: Some(2030),
            tiles: 8,
        });
        flier.editions = editions.into();
        expansions.retain(|expansion| expansion.id != "base");
        let new = Catalog {
            expansions: expansions.into(),
            tiles: CATALOG.tiles.clone(),
        };
        let changes = compare(&CATALOG, &new);
        assert!(changes.tiles.is_empty());
        assert_eq!(changes.expansions.len(), 2, "{changes:#?}");
        assert!(matches!(
            &changes.expansions[0],
            ExpansionChange::Removed { expansion, .. } if expansion == "base"
        ));
        let ExpansionChange::Changed { expansion, facts } = &changes.expansions[1] else {
            panic!("{changes:#?}");
        };
        assert_eq!(expansion, "flier");
        let kinds: Vec<String> = facts
            .iter()
            .map(|fact| serde_json::to_value(fact).unwrap()["fact"].to_string())
            .collect();
        assert_eq!(
            kinds,
            [
                "\"name\"",
                "\"version\"",
                "\"edition-removed\"",
                "\"edition\"",
                "\"edition-added\"",
                "\"die\""
            ]
        );
        assert!(facts.contains(&ExpansionFact::EditionRemoved { edition: first }));
    }
}
