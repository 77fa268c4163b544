//! A tile's [`TileData`], the one writer of the mod's format: the decks of `tilecat build`
//! carry it as each card's script and `tilecat export tts` writes it as the mod's card files.
//!
//! `sides` are the tile's edges (every side `'Abbey'` on the Abbey, `'School'` where the school
//! stands); `linkedQuadrants` the side centres each road or river through
//! the tile joins; `linkedOctants` the side halves each field and each city joins (a half
//! joined to no other is left out, as the mod leaves it); `specialFeatures`, each `{name, links,
//! spot}`: the monastery (`'Cloister'`, or `'Shrine'` or `'Monastery'` for a shrine's or an
//! abbots' monastery), the garden and the tower foundation, each with its spot, one `City-Field`
//! per city that fields border (the city's halves and those fields'), `Road Intersection` for
//! roads ending together at the centre or at another feature (a link above 12 names the special
//! feature `link − 12`), one `Pennant` per pennant, each marker the mod has a name for
//! ([`MARKERS`](super::MARKERS): on a city, road or field linking its octants or quadrants, but
//! a besieged city's, which links nothing as the mod's do), and the flying machine as `Flier-W`
//! or `Flier-NW`, the only two the mod reads. The other special features carry no spot (`nil`),
//! as the mod's own tiles do: it places meeples on roads, cities and fields from the sides they
//! meet.

use crate::model::{
    Catalog, Direction, EdgeKind, EdgePosition, Expansion, Feature, Footprint, MarkerKind,
    Rotation, Side, SidePart, Tile,
};
use crate::output::drawing::CatalogFootprints;

use super::{
    ABBEY, CARCASSONNE, CITY_FIELD, CLOISTER, GARDEN, PENNANT, QUARTERS, ROAD_INTERSECTION, SCHOOL,
    Special, TOWER_FOUNDATION, TileData, WHEEL, marker_name,
};

/// The first line of every card file `tilecat export tts` writes: a later export may replace
/// such a file, and no other.
pub const EXPORT_MARK: &str = "-- Written by `tilecat export tts`";

/// Whether `bytes` are a card file `tilecat export tts` wrote.
pub fn made_by_export(bytes: &[u8]) -> bool {
    bytes.starts_with(EXPORT_MARK.as_bytes())
}

/// How a tile is turned on its card: so that a flying machine's arrow points west or
/// north-west, the two directions the mod reads; as printed when it has none.
pub fn face(tile: &Tile) -> Rotation {
    let Some(flier) = tile.flier else {
        return Rotation::R0;
    };
    Rotation::ALL
        .into_iter()
        .find(|rotation| {
            matches!(
                flier.rotated(*rotation).direction,
                Direction::W | Direction::NW
            )
        })
        .unwrap_or(Rotation::R0)
}

/// The card files of `expansion`, each `Card.<key>.ttslua` holding one card as the mod's
/// folders do: every copy its tiles have in `edition` (its newest when `None`), the first keyed
/// by the tile's letter and the others `<letter>-2`, `<letter>-3`, …, each turned as its card
/// shows it ([`face`]), with its spots from `footprints`.
pub fn cards(
    catalog: &Catalog,
    expansion: &Expansion,
    edition: Option<&str>,
    footprints: &CatalogFootprints,
) -> Vec<(String, String)> {
    let mut files = Vec::new();
    for copies in catalog.copies(edition) {
        let tile = copies.tile;
        if tile.expansion != expansion.id {
            continue;
        }
        let data = tile_data(tile, face(tile), spots_of(footprints, tile));
        for copy in 1..=copies.count {
            let key = match copy {
                1 => tile.letter.to_string(),
                n => format!("{}-{n}", tile.letter),
            };
            let text = format!("{EXPORT_MARK} from tile {}.\n{}", tile.id, data.card(&key));
            files.push((
                format!("Card.{}.ttslua", crate::output::jcz::sanitise(&key)),
                text,
            ));
        }
    }
    files
}

/// The mod's name of a kind of side.
pub fn side_name(kind: EdgeKind) -> &'static str {
    match kind {
        EdgeKind::Field => "Field",
        EdgeKind::Road => "Road",
        EdgeKind::City => "City",
        EdgeKind::River => "River",
    }
}

/// The mod's quadrant of a side's centre: 1 to 4 clockwise from the top.
pub fn quadrant(position: EdgePosition) -> u8 {
    position.side().index() as u8 + 1
}

/// The mod's octant of a side's half: 5 to 12 clockwise from the top side's left half (as seen
/// from above; tilecat's `L` is the half on the left looking out from the centre, the same).
pub fn octant(position: EdgePosition) -> Option<u8> {
    let side = position.side().index() as u8;
    match position.part() {
        SidePart::Left => Some(5 + 2 * side),
        SidePart::Right => Some(6 + 2 * side),
        SidePart::Centre => None,
    }
}

/// The octants of `feature`'s side halves on `tile`, sorted. Where a city of the tile shares a
/// side another city holds (`shares`), the mod gives each city one half of it: the sharing city
/// the half beside a side of its own (the right half when it holds the next side clockwise or
/// neither, the left half when it holds the side before), the holding city the other.
fn octants(tile: &Tile, feature: &Feature) -> Vec<u8> {
    let mut halves: Vec<EdgePosition> = feature.edges().to_vec();
    if let Feature::City {
        shares: Some(side), ..
    } = feature
    {
        halves.push(shared_half(feature, *side));
    }
    for sharer in tile.features.iter() {
        if let Feature::City {
            shares: Some(side), ..
        } = sharer
            && sharer.id() != feature.id()
            && feature.edges().contains(&side.positions()[1])
        {
            let given = shared_half(sharer, *side);
            halves.retain(|half| *half != given);
        }
    }
    let mut octants: Vec<u8> = halves.iter().filter_map(|p| octant(*p)).collect();
    octants.sort_unstable();
    octants
}

/// The half of `side` that `city`, which shares it, takes: see [`octants`].
fn shared_half(city: &Feature, side: Side) -> EdgePosition {
    let [left, _, right] = side.positions();
    let before = Side::ALL[(side.index() + 3) % 4];
    let holds = |other: Side| city.edges().contains(&other.positions()[1]);
    if holds(before) && !holds(Side::ALL[(side.index() + 1) % 4]) {
        left
    } else {
        right
    }
}

/// The quadrants of `feature`'s side centres, sorted.
fn quadrants(feature: &Feature) -> Vec<u8> {
    let mut quadrants: Vec<u8> = feature.edges().iter().map(|p| quadrant(*p)).collect();
    quadrants.sort_unstable();
    quadrants
}

/// The links of a marker on `feature` of `tile`: a road's or river's quadrants, another's
/// octants.
fn links_of(tile: &Tile, feature: &Feature) -> Vec<u8> {
    match feature {
        Feature::Road { .. } | Feature::River { .. } => quadrants(feature),
        _ => octants(tile, feature),
    }
}

/// Where a figure stands on the feature `id` in the mod's coordinates (`{x, z}` from the tile's
/// centre, z to the north, whole thousandths), among `footprints` (turned as the card is).
fn spot(footprints: &[Footprint], id: &str) -> Option<[f64; 2]> {
    footprints
        .iter()
        .find(|footprint| footprint.feature == id)
        .map(|footprint| {
            let [x, y] = footprint.spot();
            let thousandths = |value: f64| (value * 1000.0).round() / 1000.0 + 0.0;
            [thousandths(x - 0.5), thousandths(0.5 - y)]
        })
}

/// The spots of `tile`'s features as `footprints` has them, or none.
pub fn spots_of<'a>(footprints: &'a CatalogFootprints, tile: &Tile) -> &'a [Footprint] {
    footprints
        .get(tile.id.as_ref())
        .map_or(&[][..], Vec::as_slice)
}

/// The name the mod gives `tile`'s monastery `id`: `'Shrine'` or `'Monastery'` (an abbots'
/// monastery) by its marker, `'Abbey'` for the Abbey's, `'Cloister'` otherwise.
fn monastery_name(tile: &Tile, id: &str) -> &'static str {
    tile.markers
        .iter()
        .filter(|marker| marker.feature.as_deref() == Some(id))
        .find_map(|marker| match marker.kind {
            MarkerKind::Shrine | MarkerKind::AbbotsMonastery => marker_name(marker.kind),
            MarkerKind::Abbey => Some(ABBEY),
            _ => None,
        })
        .unwrap_or(CLOISTER)
}

/// The side halves of the Wheel of Fortune on a card of its start tile: on a tile showing the
/// wheel, the halves no feature holds.
fn wheel_halves(tile: &Tile) -> Vec<EdgePosition> {
    if !tile
        .markers
        .iter()
        .any(|marker| marker.kind == MarkerKind::WheelOfFortune)
    {
        return Vec::new();
    }
    EdgePosition::ALL
        .into_iter()
        .filter(|half| {
            half.part() != SidePart::Centre
                && !tile
                    .features
                    .iter()
                    .any(|feature| feature.edges().contains(half))
        })
        .collect()
}

/// The mod's names of `tile`'s sides, clockwise from the top: every side `'Abbey'` on the
/// Abbey, `'School'` where the school stands, `'Carcassonne'` for each half the City of
/// Carcassonne holds and `'Wheel'` for each of the Wheel of Fortune's ([`wheel_halves`]) (a
/// side of two kinds named by its halves, `'Carcassonne/Field'`), the kind of edge otherwise.
fn side_names(tile: &Tile) -> Vec<String> {
    let carcassonne: Vec<EdgePosition> = tile
        .features
        .iter()
        .filter(|feature| matches!(feature, Feature::Quarter { .. }))
        .flat_map(|feature| feature.edges().iter().copied())
        .collect();
    let wheel = wheel_halves(tile);
    let mut sides: Vec<String> = Side::ALL
        .into_iter()
        .map(|side| {
            let [left, _, right] = side.positions().map(|half| {
                if carcassonne.contains(&half) {
                    CARCASSONNE
                } else if wheel.contains(&half) {
                    WHEEL
                } else {
                    side_name(tile.edges.get(side))
                }
            });
            if left == right {
                left.to_owned()
            } else {
                format!("{left}/{right}")
            }
        })
        .collect();
    for marker in tile.markers.iter() {
        match (marker.kind, marker.placement) {
            (MarkerKind::Abbey, _) => sides = vec![ABBEY.to_owned(); 4],
            (MarkerKind::School, Some(direction)) if !direction.is_diagonal() => {
                sides[direction.index() / 2] = SCHOOL.to_owned();
            }
            _ => {}
        }
    }
    sides
}

/// The tile's data in the mod's per-tile format, for `tile` turned by `rotation`, its spots
/// taken from `footprints` (the tile's as printed).
pub fn tile_data(tile: &Tile, rotation: Rotation, footprints: &[Footprint]) -> TileData {
    let turned = tile.rotated(rotation);
    let footprints: Vec<Footprint> = footprints
        .iter()
        .map(|footprint| footprint.rotated(rotation))
        .collect();
    let mut data = TileData {
        start: tile.start,
        sides: side_names(&turned),
        ..TileData::default()
    };
    let roads: Vec<&Feature> = turned
        .features
        .iter()
        .filter(|feature| matches!(feature, Feature::Road { .. } | Feature::River { .. }))
        .collect();
    data.quadrants = roads
        .iter()
        .filter(|road| road.edges().len() > 1)
        .map(|road| quadrants(road))
        .collect();
    data.octants = turned
        .features
        .iter()
        .filter(|feature| {
            matches!(
                feature,
                Feature::Field { .. } | Feature::City { .. } | Feature::Quarter { .. }
            )
        })
        .map(|feature| octants(&turned, feature))
        .chain([{
            let mut wheel: Vec<u8> = wheel_halves(&turned)
                .into_iter()
                .filter_map(octant)
                .collect();
            wheel.sort_unstable();
            wheel
        }])
        .filter(|octants| octants.len() > 1)
        .collect();
    data.octants.sort();
    let special = &mut data.special;
    let plain = |name: &str, links: Option<Vec<u8>>| Special {
        name: name.to_owned(),
        links,
        spot: None,
    };
    // The features at the centre come first, so that links to them are known: special
    // feature n is link 12 + n.
    let mut centre = Vec::new();
    for feature in turned.features.iter() {
        let name = match feature {
            Feature::Monastery { id } => monastery_name(&turned, id),
            Feature::Garden { .. } => GARDEN,
            Feature::Tower { .. } => TOWER_FOUNDATION,
            _ => continue,
        };
        special.push(Special {
            name: name.to_owned(),
            links: None,
            spot: spot(&footprints, feature.id()),
        });
        centre.push((feature.id(), 12 + special.len() as u8));
    }
    for city in turned.features.iter() {
        let Feature::City { id, .. } = city else {
            continue;
        };
        let mut links = octants(&turned, city);
        let before = links.len();
        for field in turned.features.iter() {
            if let Feature::Field { cities, .. } = field
                && cities.iter().any(|each| each == id)
            {
                links.extend(octants(&turned, field));
            }
        }
        if links.len() > before {
            links.sort_unstable();
            special.push(plain(CITY_FIELD, Some(links)));
        }
    }
    let to_centre: Vec<u8> = roads
        .iter()
        .filter(|road| {
            matches!(road, Feature::Road { edges, ends_at: None, end: None, .. } if edges.len() == 1)
        })
        .flat_map(|road| quadrants(road))
        .collect();
    // Roads meeting at the centre of a tile with a tower foundation meet at the foundation,
    // each linked to it as the mod links them.
    let tower = turned
        .features
        .iter()
        .find(|feature| matches!(feature, Feature::Tower { .. }))
        .and_then(|tower| centre.iter().find(|(id, _)| *id == tower.id()));
    match tower {
        Some((_, link)) if !to_centre.is_empty() => {
            for quadrant in &to_centre {
                special.push(plain(ROAD_INTERSECTION, Some(vec![*quadrant, *link])));
            }
        }
        _ if to_centre.len() > 1 => special.push(plain(ROAD_INTERSECTION, Some(to_centre))),
        _ => {}
    }
    for road in &roads {
        let Feature::Road {
            ends_at: Some(end), ..
        } = road
        else {
            continue;
        };
        let mut links = quadrants(road);
        if let Some((_, link)) = centre.iter().find(|(id, _)| id == end) {
            links.push(*link);
        } else if let Some(target) = turned.feature(end) {
            links.extend(links_of(&turned, target));
        }
        special.push(plain(ROAD_INTERSECTION, Some(links)));
    }
    for city in turned.features.iter() {
        if let Feature::City { pennants, .. } = city {
            for _ in 0..*pennants {
                special.push(plain(PENNANT, Some(octants(&turned, city))));
            }
        }
    }
    for marker in turned.markers.iter() {
        if matches!(
            marker.kind,
            MarkerKind::Shrine | MarkerKind::AbbotsMonastery
        ) {
            continue;
        }
        let Some(name) = marker_name(marker.kind) else {
            continue;
        };
        let links = match (&marker.feature, marker.kind) {
            (_, MarkerKind::Besieged) | (None, _) => None,
            (Some(id), _) => turned.feature(id).map(|feature| links_of(&turned, feature)),
        };
        special.push(plain(name, links));
    }
    for feature in turned.features.iter() {
        if let Feature::Quarter {
            quarter: Some(quarter),
            ..
        } = feature
            && let Some((name, _)) = QUARTERS.iter().find(|(_, each)| each == quarter)
        {
            special.push(plain(name, None));
        }
    }
    if let Some(flier) = turned.flier {
        special.push(plain(&format!("Flier-{}", flier.direction.name()), None));
    }
    data
}
