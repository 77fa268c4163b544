//! TTSCarcassonne's tile data (one folder of `Card.<guid>.ttslua` files per expansion, each
//! `['guid'] = { sides = …, … },`) read into tilecat's model.
//!
//! What maps: `sides` (the tile's edges), `linkedQuadrants` (the roads and rivers through the
//! tile; a road or river side in no group is a road or river of its own, ending inside),
//! `linkedOctants` (each group of side halves a city, when its sides are city sides, or a
//! field; a city side in no group is a city of its own, a field half in no group a field of its
//! own), and of `specialFeatures`: `Cloister`, `Shrine` and `Monastery` (a monastery, the last
//! two with the shrine's or the abbots' monastery's marker), `Garden`, `Tower Foundation`,
//! `City-Field` (each field it names borders each city it names), `Road Intersection` (the
//! roads of one side it names end at the city, monastery, garden or road through the tile it
//! names; roads it names alone or with the tower foundation meet at the centre; roads ending
//! inside that none names, when two or more do, each end at a house of their own), `Pennant`, `Flier-W` and `Flier-NW`, and
//! the markers of [`MARKERS`](crate::tts::MARKERS) (a besieged city's on the tile's one city).
//! The special features that only give a base feature's spot again
//! ([`SPOTS`](crate::tts::SPOTS)), and every spot, are where the mod stands a figure: tilecat
//! places figures from its drawing, so they are not kept, nor is `symmetry`, which the tile's
//! data says. Anything else (`ignoredFeatures`, special features of no tilecat marker) is
//! listed per tile as not imported; a tile whose sides or groups the model cannot hold (the Abbey, the Count's City of
//! Carcassonne, the Wheel of Fortune's wheel, the School: sides of their own) is left out whole,
//! with the reason. The cards of an expansion that the model holds alike are one tile, counted
//! in the expansion's one edition, `tts`, and named by the first card's guid.

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::path::PathBuf;

use crate::import::jcz::{ImportedTile, LeftOut};
use crate::model::{
    Direction, EdgeKind, EdgePosition, Edges, Edition, EditionCount, EditionCounts, Expansion,
    Feature, FeatureKind, Flier, Marker, MarkerKind, RoadEnd, Side, Tile,
};
use crate::tts::{
    CITY_FIELD, CLOISTER, GARDEN, PENNANT, ROAD_INTERSECTION, SPOTS, TOWER_FOUNDATION, TileData,
    marker_named, octant_groups,
};

/// The one edition of an imported expansion: the mod's deck, every card once.
pub const EDITION: &str = "tts";

/// One folder of the mod's tile data, read into one expansion.
#[derive(Debug, Clone, PartialEq)]
pub struct Deck {
    /// The folder the cards were read from, as given.
    pub source: PathBuf,
    /// The expansion the folder becomes: its id is the folder's name, sanitised.
    pub expansion: Expansion,
    /// The tiles imported, each once, in the order of their first card's guid.
    pub tiles: Vec<ImportedTile>,
    /// The tiles left out whole, with the reason.
    pub left_out: Vec<LeftOut>,
}

/// One card read: its guid and its data.
#[derive(Debug, Clone, PartialEq)]
pub struct Card {
    /// The card's guid, the key of its data.
    pub guid: String,
    /// Its data.
    pub data: TileData,
}

/// The deck of the folder `source` named `name`, from its `cards`: cards alike in their data
/// are one tile, counted as many times.
pub fn read_deck(source: PathBuf, name: &str, mut cards: Vec<Card>) -> Deck {
    let id = crate::jcz::sanitise(name);
    cards.sort_by(|a, b| a.guid.cmp(&b.guid));
    // Cards are one tile when the model holds them alike, and one left-out tile when they are
    // left out for one reason.
    let mut tiles: Vec<ImportedTile> = Vec::new();
    let mut left_out: Vec<LeftOut> = Vec::new();
    for card in &cards {
        let read = match tile_of(&card.data) {
            Ok(read) => read,
            Err(reason) => {
                match left_out.iter_mut().find(|each| each.reason == reason) {
                    Some(each) => {
                        each.source_id.push_str(", ");
                        each.source_id.push_str(&card.guid);
                    }
                    None => left_out.push(LeftOut {
                        source_id: card.guid.clone(),
                        reason,
                    }),
                }
                continue;
            }
        };
        let letter = unique_letter(&card.guid, &tiles);
        let tile = Tile {
            id: Cow::Owned(format!("{id}-{letter}")),
            expansion: Cow::Owned(id.clone()),
            letter: Cow::Owned(letter.clone()),
            edges: read.edges,
            features: Cow::Owned(read.features),
            flier: read.flier,
            illustrations: Cow::Borrowed(&[]),
            markers: Cow::Owned(read.markers),
            counts: EditionCounts(Cow::Owned(vec![EditionCount {
                edition: Cow::Borrowed(EDITION),
                count: 1,
            }])),
            start: card.data.start,
            picture: None,
            allow: Cow::Borrowed(&[]),
            wagon_moves: Cow::Borrowed(&[]),
        };
        let alike = |other: &Tile| {
            Tile {
                id: tile.id.clone(),
                letter: tile.letter.clone(),
                counts: tile.counts.clone(),
                ..other.clone()
            } == tile
        };
        let of_card = |notes: Vec<String>| -> Vec<String> {
            notes
                .into_iter()
                .map(|note| format!("{note} (card {})", card.guid))
                .collect()
        };
        match tiles.iter_mut().find(|each| alike(&each.tile)) {
            Some(each) => {
                let counts = each.tile.counts.0.to_mut();
                counts[0].count += 1;
                each.notes[0].push_str(", ");
                each.notes[0].push_str(&card.guid);
                each.not_imported.extend(of_card(read.not_imported));
                each.notes.extend(of_card(read.notes));
            }
            None => {
                let mut notes = vec![format!("Cards: {}", card.guid)];
                notes.extend(of_card(read.notes));
                tiles.push(ImportedTile {
                    source_id: card.guid.clone(),
                    file_stem: letter,
                    tile,
                    not_imported: of_card(read.not_imported),
                    notes,
                });
            }
        }
    }
    let count: usize = tiles
        .iter()
        .map(|tile| tile.tile.counts.get(EDITION) as usize)
        .sum();
    Deck {
        source,
        expansion: Expansion {
            id: Cow::Owned(id),
            name: Cow::Owned(crate::escape::visible(name).into_owned()),
            version: None,
            editions: Cow::Owned(vec![Edition {
                id: Cow::Borrowed(EDITION),
                year: None,
                tiles: count as u16,
            }]),
            die: None,
            symbol: None,
            back: None,
            requires: Cow::Borrowed(&[]),
        },
        tiles,
        left_out,
    }
}

/// The letter of the tile a card with `guid` starts: its guid, sanitised (`card` when it has
/// none), and `-2`, `-3`, … after it when another tile of the deck has that letter already.
fn unique_letter(guid: &str, tiles: &[ImportedTile]) -> String {
    let base = match crate::jcz::sanitise(guid) {
        empty if empty.is_empty() => "card".to_owned(),
        base => base,
    };
    let taken = |letter: &str| tiles.iter().any(|tile| tile.file_stem == letter);
    let mut letter = base.clone();
    let mut number = 1;
    while taken(&letter) {
        number += 1;
        letter = format!("{base}-{number}");
    }
    letter
}

/// A tile's parts read from one card's data.
struct Read {
    edges: Edges,
    features: Vec<Feature>,
    flier: Option<Flier>,
    markers: Vec<Marker>,
    not_imported: Vec<String>,
    notes: Vec<String>,
}

/// The kind of edge the mod's side `name` is.
fn edge_kind(name: &str) -> Option<EdgeKind> {
    EdgeKind::ALL
        .into_iter()
        .find(|kind| crate::tts::write::side_name(*kind) == name)
}

/// The side of quadrant `q` (1 to 4).
fn side_of_quadrant(quadrant: u8) -> Side {
    Side::ALL[usize::from(quadrant - 1)]
}

/// The side half of octant `o` (5 to 12).
fn position_of_octant(octant: u8) -> EdgePosition {
    let side = usize::from(octant - 5) / 2;
    EdgePosition::ALL[side * 3 + if octant % 2 == 1 { 0 } else { 2 }]
}

/// The feature a group of side halves is, and its edges: a city when every half lies on a city
/// side, holding all three positions of each; a field when none does.
fn group_feature(
    sides: &[Option<EdgeKind>; 4],
    group: &[u8],
) -> Result<(FeatureKind, Vec<EdgePosition>), String> {
    let on_city = |octant: &u8| sides[usize::from(octant - 5) / 2] == Some(EdgeKind::City);
    if group.iter().all(on_city) {
        let mut city_sides: Vec<usize> = group.iter().map(|o| usize::from(o - 5) / 2).collect();
        city_sides.dedup();
        for side in &city_sides {
            let halves = [5 + 2 * *side as u8, 6 + 2 * *side as u8];
            if !halves.iter().all(|half| group.contains(half)) {
                return Err(format!(
                    "the city on side {} holds only one of its halves in `linkedOctants`",
                    side + 1
                ));
            }
        }
        let edges = city_sides
            .iter()
            .flat_map(|side| Side::ALL[*side].positions())
            .collect();
        Ok((FeatureKind::City, edges))
    } else if group.iter().any(on_city) {
        Err(format!(
            "the group {group:?} of `linkedOctants` joins halves of city and other sides"
        ))
    } else {
        Ok((
            FeatureKind::Field,
            group
                .iter()
                .map(|octant| position_of_octant(*octant))
                .collect(),
        ))
    }
}

/// The tile one card's data describes, or why the model cannot hold it.
fn tile_of(data: &TileData) -> Result<Read, String> {
    let mut kinds = [None; 4];
    for (index, name) in data.sides.iter().enumerate() {
        kinds[index] = edge_kind(name);
        if kinds[index].is_none() {
            return Err(format!(
                "side {} is '{}', which tilecat's model has no edge for",
                index + 1,
                crate::escape::visible(name)
            ));
        }
    }
    let edges = Edges::from_clockwise(kinds.map(|kind| kind.unwrap_or(EdgeKind::Field)));
    let mut features: Vec<Feature> = Vec::new();
    let mut not_imported = Vec::new();
    let mut notes = Vec::new();
    // Roads and rivers: the groups of `linkedQuadrants`, then each side of theirs in none.
    let mut road_of = [usize::MAX; 4];
    let mut through: Vec<Vec<u8>> = data.quadrants.clone();
    for side in 1..=4u8 {
        if !data.quadrants.iter().any(|group| group.contains(&side))
            && matches!(
                kinds[usize::from(side - 1)],
                Some(EdgeKind::Road | EdgeKind::River)
            )
        {
            through.push(vec![side]);
        }
    }
    let (mut roads, mut rivers) = (0, 0);
    for group in &through {
        let kind = kinds[usize::from(group[0] - 1)];
        if group
            .iter()
            .any(|quadrant| kinds[usize::from(quadrant - 1)] != kind)
            || !matches!(kind, Some(EdgeKind::Road | EdgeKind::River))
        {
            return Err(format!(
                "the group {group:?} of `linkedQuadrants` joins sides that are not all roads or all rivers"
            ));
        }
        let mut group = group.clone();
        group.sort_unstable();
        for quadrant in &group {
            if road_of[usize::from(quadrant - 1)] != usize::MAX {
                return Err(format!(
                    "quadrant {quadrant} is in two groups of `linkedQuadrants`"
                ));
            }
            road_of[usize::from(quadrant - 1)] = features.len();
        }
        let edges: Cow<'static, [EdgePosition]> = group
            .iter()
            .map(|quadrant| side_of_quadrant(*quadrant).positions()[1])
            .collect();
        features.push(if kind == Some(EdgeKind::Road) {
            roads += 1;
            Feature::Road {
                id: Cow::Owned(format!("road-{roads}")),
                edges,
                ends_at: None,
                end: None,
                under: None,
            }
        } else {
            rivers += 1;
            Feature::River {
                id: Cow::Owned(format!("river-{rivers}")),
                edges,
                end: None,
                under: None,
            }
        });
    }
    // Cities and fields: the groups of side halves.
    let (groups, group_of) = octant_groups(&data.sides, &data.octants)?;
    let mut feature_of_group = Vec::new();
    let (mut cities, mut fields) = (0, 0);
    for group in &groups {
        let (kind, edges) = group_feature(&kinds, group)?;
        feature_of_group.push(features.len());
        features.push(if kind == FeatureKind::City {
            cities += 1;
            Feature::City {
                id: Cow::Owned(format!("city-{cities}")),
                edges: Cow::Owned(edges),
                pennants: 0,
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[]),
                under: None,
                semicircular: true,
            }
        } else {
            fields += 1;
            Feature::Field {
                id: Cow::Owned(format!("field-{fields}")),
                edges: Cow::Owned(edges),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            }
        });
    }
    let feature_at = |link: u8| -> Option<usize> {
        match link {
            1..=4 => Some(road_of[usize::from(link - 1)]).filter(|index| *index != usize::MAX),
            5..=12 => Some(feature_of_group[group_of[usize::from(link - 5)]]),
            _ => None,
        }
    };
    // The special features, each by its link (12 + its place).
    let mut markers = Vec::new();
    let mut flier = None;
    let mut special_feature: BTreeMap<u8, usize> = BTreeMap::new();
    let mut later = Vec::new();
    for (index, special) in data.special.iter().enumerate() {
        let link = 13 + index as u8;
        let name = special.name.as_str();
        let links = special.links.as_deref().unwrap_or(&[]);
        let centre = match name {
            CLOISTER | "Shrine" | "Monastery" => Some(FeatureKind::Monastery),
            GARDEN => Some(FeatureKind::Garden),
            TOWER_FOUNDATION => Some(FeatureKind::Tower),
            _ => None,
        };
        if let Some(kind) = centre {
            let same = features.iter().filter(|f| f.kind() == kind).count();
            let id = match same {
                0 => kind.name().to_owned(),
                n => format!("{}-{}", kind.name(), n + 1),
            };
            special_feature.insert(link, features.len());
            if let Some(marker) = marker_named(name) {
                markers.push(Marker {
                    kind: marker,
                    feature: Some(Cow::Owned(id.clone())),
                    placement: None,
                    points: None,
                });
            }
            features.push(match kind {
                FeatureKind::Monastery => Feature::Monastery { id: Cow::Owned(id) },
                FeatureKind::Garden => Feature::Garden { id: Cow::Owned(id) },
                _ => Feature::Tower { id: Cow::Owned(id) },
            });
            continue;
        }
        match name {
            CITY_FIELD | ROAD_INTERSECTION => later.push((name, links)),
            PENNANT => match links.first().and_then(|link| feature_at(*link)) {
                Some(index) if matches!(features[index], Feature::City { .. }) => {
                    if let Feature::City { pennants, .. } = &mut features[index] {
                        *pennants += 1;
                    }
                }
                _ => not_imported.push(format!("a pennant linking {links:?}, no city")),
            },
            "Flier-W" => {
                flier = Some(Flier {
                    direction: Direction::W,
                })
            }
            "Flier-NW" => {
                flier = Some(Flier {
                    direction: Direction::NW,
                })
            }
            _ if SPOTS.contains(&name) => {}
            _ => match marker_named(name) {
                Some(kind) if kind.stands_on().is_empty() => markers.push(Marker {
                    kind,
                    feature: None,
                    placement: None,
                    points: None,
                }),
                Some(kind) => {
                    let bearer = if kind == MarkerKind::Besieged {
                        let mut cities = features.iter().filter(|f| f.kind() == FeatureKind::City);
                        match (cities.next(), cities.next()) {
                            (Some(city), None) => Some(city.id().to_owned()),
                            _ => None,
                        }
                    } else {
                        links
                            .first()
                            .and_then(|link| feature_at(*link))
                            .map(|index| &features[index])
                            .filter(|feature| kind.stands_on().contains(&feature.kind()))
                            .map(|feature| feature.id().to_owned())
                    };
                    match bearer {
                        Some(id) => markers.push(Marker {
                            kind,
                            feature: Some(Cow::Owned(id)),
                            placement: None,
                            points: None,
                        }),
                        None => not_imported.push(format!(
                            "'{}' linking {links:?}, on no feature it may stand on",
                            crate::escape::visible(name)
                        )),
                    }
                }
                None => not_imported.push(format!(
                    "special feature '{}'{}",
                    crate::escape::visible(name),
                    special
                        .links
                        .as_ref()
                        .map_or(String::new(), |links| format!(" linking {links:?}"))
                )),
            },
        }
    }
    for (name, links) in later {
        if name == CITY_FIELD {
            let linked: Vec<usize> = links.iter().filter_map(|link| feature_at(*link)).collect();
            let city_ids: Vec<Cow<'static, str>> = linked
                .iter()
                .filter(|index| matches!(features[**index], Feature::City { .. }))
                .map(|index| Cow::Owned(features[*index].id().to_owned()))
                .collect();
            for index in &linked {
                if let Feature::Field { cities, .. } = &mut features[*index] {
                    for city in &city_ids {
                        if !cities.contains(city) {
                            cities.to_mut().push(city.clone());
                        }
                    }
                }
            }
            continue;
        }
        // A road intersection: the roads of one side it names end at what else it names.
        let named: Vec<usize> = links
            .iter()
            .filter_map(|link| match link {
                13.. => special_feature.get(link).copied(),
                _ => feature_at(*link),
            })
            .collect();
        let ends: Vec<usize> = named
            .iter()
            .copied()
            .filter(|index| matches!(&features[*index], Feature::Road { edges, .. } if edges.len() == 1))
            .collect();
        let mut targets: Vec<usize> = named
            .iter()
            .copied()
            .filter(|index| !ends.contains(index))
            .collect();
        targets.dedup();
        match targets.as_slice() {
            [] => {}
            // Roads meeting at a tower foundation meet at the tile's centre.
            [target] if features[*target].kind() == FeatureKind::Tower => {}
            [_] if ends.is_empty() => not_imported.push(format!(
                "a road intersection linking {links:?}, which names no road ending inside the tile"
            )),
            [target] => {
                let target_id = features[*target].id().to_owned();
                let fits = matches!(
                    features[*target].kind(),
                    FeatureKind::City
                        | FeatureKind::Road
                        | FeatureKind::River
                        | FeatureKind::Monastery
                        | FeatureKind::Garden
                );
                if !fits {
                    not_imported.push(format!(
                        "a road intersection linking {links:?}: roads end at no {}",
                        features[*target].kind().name()
                    ));
                    continue;
                }
                for end in &ends {
                    if let Feature::Road { ends_at, .. } = &mut features[*end] {
                        *ends_at = Some(Cow::Owned(target_id.clone()));
                    }
                }
            }
            _ => not_imported.push(format!(
                "a road intersection linking {links:?}, more than one feature for its roads to end at"
            )),
        }
    }
    if data.symmetry.is_some() {
        not_imported
            .push("`symmetry` (how many turns of the tile differ, which its data says)".to_owned());
    }
    // Roads ending inside that no road intersection names do not meet: each ends at a thing of
    // its own, when another ends inside too.
    let named: Vec<u8> = data
        .special
        .iter()
        .filter(|special| special.name == ROAD_INTERSECTION)
        .flat_map(|special| special.links.iter().flatten().copied())
        .collect();
    let at_centre = |feature: &Feature| matches!(feature, Feature::Road { edges, ends_at: None, end: None, .. } if edges.len() == 1);
    if features.iter().filter(|feature| at_centre(feature)).count() > 1 {
        let mut apart = Vec::new();
        for feature in &mut features {
            if !at_centre(feature) {
                continue;
            }
            if let Feature::Road { edges, end, .. } = feature
                && !named.contains(&crate::tts::write::quadrant(edges[0]))
            {
                *end = Some(RoadEnd::House);
                apart.push(edges[0].side().name());
            }
        }
        if !apart.is_empty() {
            notes.push(format!(
                "The roads from {} end inside the tile, and no road intersection joins them: each ends at a house of its own",
                apart.join(", ")
            ));
        }
    }
    if !data.ignored.is_empty() {
        not_imported.push(format!("`ignoredFeatures` {:?}", data.ignored));
    }
    Ok(Read {
        edges,
        features,
        flier,
        markers,
        not_imported,
        notes,
    })
}
