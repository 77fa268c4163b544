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
//! the markers of [`MARKERS`](crate::output::tts::MARKERS) (a besieged city's on the tile's one city).
//! The special features that only give a base feature's spot again
//! ([`SPOTS`]), and every spot, are where the mod stands a figure: tilecat
//! places figures from its drawing, so they are not kept, nor is `symmetry`, which the tile's
//! data says. Anything else (`ignoredFeatures`, special features of no tilecat marker) is
//! listed per tile as not imported. The Abbey (every side `'Abbey'`) is a monastery with the
//! abbey's marker in one field, and the School's side (`'School'`) a field side where the
//! school's marker stands. A side of two kinds names its halves (`'Carcassonne/Field'`): the
//! Count's City of Carcassonne is a quarter holding its halves, as `import jcz` reads it, and on
//! the cards of the Wheel of Fortune's start tile the wheel is the marker the tile shows, its
//! halves held by no feature. A city side whose halves lie in two cities is held by the city of
//! its left half and shared by the other (`shares`). A tile whose sides or groups the model
//! cannot hold is left out whole, with the reason. The cards of an expansion that the model
//! holds alike are one tile, counted in the expansion's one edition, `tts`, and named by the
//! first card's guid.

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::path::PathBuf;

use crate::model::{
    Direction, EdgeKind, EdgePosition, Edges, Edition, EditionCount, EditionCounts, Expansion,
    Feature, FeatureKind, Flier, Marker, MarkerKind, RoadEnd, Side, Tile,
};
use crate::output::import::jcz::{ImportedTile, LeftOut};
use crate::output::tts::{
    ABBEY, CARCASSONNE, CITY_FIELD, CLOISTER, GARDEN, PENNANT, ROAD_INTERSECTION, SCHOOL, SPOTS,
    TOWER_FOUNDATION, TileData, WHEEL, half_names, marker_named, octant_groups, quarter_named,
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
    let id = crate::output::jcz::sanitise(name);
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
            name: Cow::Owned(crate::shared::escape::visible(name).into_owned()),
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
    let base = match crate::output::jcz::sanitise(guid) {
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
        .find(|kind| crate::output::tts::write::side_name(*kind) == name)
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

/// The feature a group of side halves is, its edges and the side it shares: a city when every
/// half lies on a city side, holding all three positions of each; a field when none does. A
/// city side whose halves lie in two cities (`split`) is held by the city of its left half and
/// shared by the city of its right half (`shares`), as `import jcz` reads `multi-edge`.
fn group_feature(
    sides: &[Option<EdgeKind>; 4],
    group: &[u8],
    split: &[bool; 4],
) -> Result<(FeatureKind, Vec<EdgePosition>, Option<Side>), String> {
    let on_city = |octant: &u8| sides[usize::from(octant - 5) / 2] == Some(EdgeKind::City);
    if group.iter().all(on_city) {
        let mut city_sides: Vec<usize> = group.iter().map(|o| usize::from(o - 5) / 2).collect();
        city_sides.dedup();
        let mut held = Vec::new();
        let mut shares = None;
        for side in city_sides {
            let [left, right] = [5 + 2 * side as u8, 6 + 2 * side as u8];
            if group.contains(&left) && (group.contains(&right) || split[side]) {
                held.push(side);
            } else if split[side] && shares.is_none() {
                shares = Some(Side::ALL[side]);
            } else {
                return Err(format!(
                    "the city on side {} holds only one of its halves in `linkedOctants`",
                    side + 1
                ));
            }
        }
        if held.is_empty() {
            return Err(format!(
                "the city {group:?} of `linkedOctants` holds no side whole"
            ));
        }
        let edges = held
            .iter()
            .flat_map(|side| Side::ALL[*side].positions())
            .collect();
        Ok((FeatureKind::City, edges, shares))
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
            None,
        ))
    }
}

/// The city sides whose two halves lie in two groups each of city sides alone: a side two
/// cities of the tile share.
fn split_sides(
    sides: &[Option<EdgeKind>; 4],
    groups: &[Vec<u8>],
    group_of: &[usize; 8],
) -> [bool; 4] {
    let all_city = |group: &Vec<u8>| {
        group
            .iter()
            .all(|octant| sides[usize::from(octant - 5) / 2] == Some(EdgeKind::City))
    };
    std::array::from_fn(|side| {
        let [left, right] = [group_of[2 * side], group_of[2 * side + 1]];
        sides[side] == Some(EdgeKind::City)
            && left != right
            && [left, right]
                .iter()
                .all(|group| groups.get(*group).is_some_and(all_city))
    })
}

/// The kind of edge the mod's side `name` is on a tile: the Abbey's sides and the School's side
/// are field, the abbey standing in its field and the school parting the field it stands in.
fn side_kind(name: &str) -> Option<EdgeKind> {
    let field_half = |half: &str| matches!(half, CARCASSONNE | WHEEL | "Field");
    match name.split_once('/') {
        Some((first, second)) if field_half(first) && field_half(second) => Some(EdgeKind::Field),
        Some(_) => None,
        None if matches!(name, ABBEY | SCHOOL | CARCASSONNE | WHEEL) => Some(EdgeKind::Field),
        None => edge_kind(name),
    }
}

/// Whether the group of side halves `group` is the Wheel of Fortune's (every half `'Wheel'` in
/// `halves`, as [`half_names`] gives them): no feature holds it, the wheel being a marker the
/// tile shows. Why not when only some of its halves are.
fn wheel_group(halves: &[&str], group: &[u8]) -> Result<bool, String> {
    let of_wheel = |octant: &u8| halves.get(usize::from(octant - 5)) == Some(&WHEEL);
    match group.iter().filter(|octant| of_wheel(octant)).count() {
        0 => Ok(false),
        n if n == group.len() => Ok(true),
        _ => Err(format!(
            "the group {group:?} of `linkedOctants` joins halves of the Wheel of Fortune and of a field"
        )),
    }
}

/// The part of the Count's City of Carcassonne that the group of side halves `group` is, the
/// card's part number `part` (0 for its first), when its halves are the city's (`halves`, as
/// [`half_names`] gives them): a quarter of no quarter of its own holding the halves and the
/// centre of each side they lie on, as `import jcz` reads the Count's tiles. None when no half of
/// the group is the city's; why not when only some are.
fn carcassonne_part(halves: &[&str], group: &[u8], part: usize) -> Result<Option<Feature>, String> {
    let of_city = |octant: &u8| halves.get(usize::from(octant - 5)) == Some(&CARCASSONNE);
    if !group.iter().any(of_city) {
        return Ok(None);
    }
    if !group.iter().all(of_city) {
        return Err(format!(
            "the group {group:?} of `linkedOctants` joins halves of the City of Carcassonne and of a field"
        ));
    }
    let mut edges: Vec<EdgePosition> = group
        .iter()
        .flat_map(|octant| {
            let side = side_of_quadrant(1 + (octant - 5) / 2);
            [position_of_octant(*octant), side.positions()[1]]
        })
        .collect();
    edges.sort_by_key(|position| position.index());
    edges.dedup();
    Ok(Some(Feature::Quarter {
        id: Cow::Owned(match part {
            0 => "carcassonne".to_owned(),
            n => format!("carcassonne-{}", n + 1),
        }),
        quarter: None,
        edges: Cow::Owned(edges),
        place: None,
    }))
}

/// The Abbey's monastery, with its marker, when every side of the card is `'Abbey'`; none when
/// no side is; why not when only some are.
fn abbey(sides: &[String]) -> Result<Option<(Feature, Marker)>, String> {
    match sides.iter().filter(|side| *side == ABBEY).count() {
        0 => Ok(None),
        4 => {
            let id = FeatureKind::Monastery.name();
            Ok(Some((
                Feature::Monastery {
                    id: Cow::Borrowed(id),
                },
                Marker {
                    kind: MarkerKind::Abbey,
                    feature: Some(Cow::Borrowed(id)),
                    placement: None,
                    points: None,
                },
            )))
        }
        _ => Err(format!(
            "only some sides are '{ABBEY}', where the Abbey's four all are"
        )),
    }
}

/// Where the school stands: the direction of the card's one `'School'` side, if it has one.
fn school_side(sides: &[String]) -> Result<Option<Direction>, String> {
    let mut sides = sides.iter().enumerate().filter(|(_, side)| *side == SCHOOL);
    match (sides.next(), sides.next()) {
        (None, _) => Ok(None),
        (Some((index, _)), None) => Ok(Some(Direction::ALL[index * 2])),
        (Some(_), Some(_)) => Err(format!(
            "two sides are '{SCHOOL}', where a school stands on one"
        )),
    }
}

/// The tile one card's data describes, or why the model cannot hold it.
fn tile_of(data: &TileData) -> Result<Read, String> {
    let abbey = abbey(&data.sides)?;
    let school = school_side(&data.sides)?;
    let mut kinds = [None; 4];
    for (index, name) in data.sides.iter().enumerate() {
        kinds[index] = side_kind(name);
        if kinds[index].is_none() {
            return Err(format!(
                "side {} is '{}', which tilecat's model has no edge for",
                index + 1,
                crate::shared::escape::visible(name)
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
    let (mut cities, mut fields, mut parts) = (0, 0, 0);
    let halves = half_names(&data.sides);
    let split = split_sides(&kinds, &groups, &group_of);
    for group in &groups {
        if wheel_group(&halves, group)? {
            feature_of_group.push(usize::MAX);
            continue;
        }
        if let Some(part) = carcassonne_part(&halves, group, parts)? {
            parts += 1;
            feature_of_group.push(features.len());
            features.push(part);
            continue;
        }
        let (kind, edges, shares) = group_feature(&kinds, group, &split)?;
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
                shares,
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
            5..=12 => Some(feature_of_group[group_of[usize::from(link - 5)]])
                .filter(|index| *index != usize::MAX),
            _ => None,
        }
    };
    // The special features, each by its link (12 + its place); the Abbey's monastery and the
    // Wheel of Fortune first.
    let mut markers = Vec::new();
    if halves.contains(&WHEEL) {
        markers.push(Marker {
            kind: MarkerKind::WheelOfFortune,
            feature: None,
            placement: None,
            points: None,
        });
    }
    if let Some((monastery, marker)) = abbey {
        features.push(monastery);
        markers.push(marker);
    }
    let mut flier = None;
    let mut special_feature: BTreeMap<u8, usize> = BTreeMap::new();
    let mut later = Vec::new();
    for (index, special) in data.special.iter().enumerate() {
        let link = 13 + index as u8;
        let name = special.name.as_str();
        let links = special.links.as_deref().unwrap_or(&[]);
        if let Some(quarter) = quarter_named(name) {
            special_feature.insert(link, features.len());
            features.push(Feature::Quarter {
                id: Cow::Borrowed(quarter.name()),
                quarter: Some(quarter),
                edges: Cow::Borrowed(&[]),
                place: None,
            });
            continue;
        }
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
                    placement: school.filter(|_| kind == MarkerKind::School),
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
                            crate::shared::escape::visible(name)
                        )),
                    }
                }
                None => not_imported.push(format!(
                    "special feature '{}'{}",
                    crate::shared::escape::visible(name),
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
            if linked
                .iter()
                .any(|index| matches!(features[*index], Feature::Quarter { .. }))
            {
                not_imported.push(format!(
                    "a `City-Field` linking {links:?}, the City of Carcassonne's halves among them: a field of tilecat's borders cities only"
                ));
            }
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
                && !named.contains(&crate::output::tts::write::quadrant(edges[0]))
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
