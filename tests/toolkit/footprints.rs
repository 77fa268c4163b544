//! Every feature's area and spot (`drawing::footprints`) against the pictures drawn from the
//! same scene: for every bundled tile and every rotation, the spot and most points well inside
//! each area show that feature's colours in the PNG and none the ground of another kind, the roads, cities and fields cover the tile once, and the
//! spots lie inside their areas and apart.

use image::RgbaImage;
use tilecat::model::{EdgePosition, Feature, FeatureKind, Footprint, Rotation, Side, Tile};
use tilecat::output::drawing::{Colour, footprints};
use tilecat::output::render::{self, Size, palette};
use tilecat::tables;

use crate::sweep;

/// The picture's size: a pixel is 1/256 of the tile.
const PIXELS: u32 = 256;

/// The colours a feature's own ground is painted in.
fn colours(kind: FeatureKind) -> Vec<Colour> {
    match kind {
        FeatureKind::Road => vec![palette::ROAD, palette::ROAD_EDGE],
        FeatureKind::City => vec![palette::CITY, palette::CITY_WALL],
        FeatureKind::Field => vec![palette::FIELD],
        FeatureKind::Monastery => vec![palette::WALL, palette::ROOF, palette::INK],
        FeatureKind::Garden => {
            let mut garden = vec![palette::SOIL, palette::LEAVES];
            garden.extend(palette::FLOWERS);
            garden
        }
        FeatureKind::River => vec![palette::WATER, palette::RIVER_BANK],
        FeatureKind::Quarter => vec![
            palette::CITY,
            palette::CITY_WALL,
            palette::WALL,
            palette::INK,
            palette::PENNANT,
            palette::LEAVES,
            palette::ROOF,
        ],
        FeatureKind::Tower => vec![palette::STONE, palette::INK, palette::CITY_WALL],
        FeatureKind::GermanCastle => vec![
            palette::STONE,
            palette::INK,
            palette::CITY_WALL,
            palette::WALL,
            palette::ROOF,
        ],
    }
}

/// The colours of the ground of the other kinds, which no point well inside an area may show.
fn foreign(kind: FeatureKind) -> Vec<Colour> {
    let own = colours(kind);
    [FeatureKind::Road, FeatureKind::City, FeatureKind::Field]
        .into_iter()
        .filter(|other| *other != kind)
        .flat_map(colours)
        .filter(|colour| !own.contains(colour))
        .collect()
}

fn covers(kind: FeatureKind) -> bool {
    matches!(
        kind,
        FeatureKind::Road | FeatureKind::City | FeatureKind::Field | FeatureKind::River
    )
}

fn picture(tile: &Tile, rotation: Rotation) -> RgbaImage {
    let expansion = tables::expansion(&tile.expansion);
    let png = render::png(tile, expansion, rotation, Size::new(PIXELS).unwrap()).unwrap();
    image::load_from_memory(&png).unwrap().to_rgba8()
}

/// The tile with no marker badges: they are drawn over the ground and are no feature's.
fn without_markers(tile: &Tile) -> Tile {
    Tile {
        markers: Vec::new().into(),
        ..tile.clone()
    }
}

fn colour_at(picture: &RgbaImage, [x, y]: [f64; 2]) -> Colour {
    let pixel = |v: f64| ((v * PIXELS as f64) as u32).min(PIXELS - 1);
    let [r, g, b, _] = picture.get_pixel(pixel(x), pixel(y)).0;
    Colour::rgb(r, g, b)
}

/// How far `point` lies from the nearest edge of the footprint's rings.
fn edge_distance(footprint: &Footprint, [x, y]: [f64; 2]) -> f64 {
    let mut nearest = f64::INFINITY;
    for ring in footprint.polygons() {
        for (index, &[ax, ay]) in ring.iter().enumerate() {
            let [bx, by] = ring[(index + 1) % ring.len()];
            let (dx, dy) = (bx - ax, by - ay);
            let length = dx * dx + dy * dy;
            let t = if length == 0.0 {
                0.0
            } else {
                (((x - ax) * dx + (y - ay) * dy) / length).clamp(0.0, 1.0)
            };
            nearest = nearest.min((x - ax - dx * t).hypot(y - ay - dy * t));
        }
    }
    nearest
}

fn area(footprint: &Footprint) -> f64 {
    let mut total: f64 = 0.0;
    for ring in footprint.polygons() {
        let mut twice = 0.0;
        for (index, &[ax, ay]) in ring.iter().enumerate() {
            let [bx, by] = ring[(index + 1) % ring.len()];
            twice += ax * by - bx * ay;
        }
        total += twice / 2.0;
    }
    total.abs()
}

/// Every bundled tile in every rotation, or a sample of them in a debug run ([`sweep`]).
fn every_tile() -> Vec<(&'static Tile, Rotation)> {
    sweep::turned(tables::TILES)
}

fn turned(tile: &Tile, rotation: Rotation) -> Vec<Footprint> {
    footprints(tile, tables::expansion(&tile.expansion))
        .iter()
        .map(|footprint| footprint.rotated(rotation))
        .collect()
}

#[test]
fn points_well_inside_each_area_show_the_features_colours_in_every_rotation() {
    let mut failures = Vec::new();
    for (tile, rotation) in every_tile() {
        let picture = picture(tile, rotation);
        let ground = self::picture(&without_markers(tile), rotation);
        for (feature, footprint) in tile.features.iter().zip(turned(tile, rotation)) {
            let kind = feature.kind();
            let own = colours(kind);
            let foreign = foreign(kind);
            let at_spot = colour_at(&picture, footprint.spot());
            if !own.contains(&at_spot) {
                failures.push(format!(
                    "{} {rotation:?} {}: the spot {:?} shows {}",
                    tile.id,
                    feature.id(),
                    footprint.spot(),
                    at_spot.hex()
                ));
            }
            // A grid of points at least three pixels inside the area.
            let margin = 3.0 / PIXELS as f64;
            let (mut inside, mut shown) = (0, 0);
            for row in 0..40 {
                for column in 0..40 {
                    let point = [(column as f64 + 0.5) / 40.0, (row as f64 + 0.5) / 40.0];
                    if footprint.contains(point) && edge_distance(&footprint, point) > margin {
                        inside += 1;
                        let colour = colour_at(&ground, point);
                        shown += usize::from(own.contains(&colour));
                        if foreign.contains(&colour) {
                            failures.push(format!(
                                "{} {rotation:?} {}: {point:?} inside shows {}",
                                tile.id,
                                feature.id(),
                                colour.hex()
                            ));
                        }
                    }
                }
            }
            // Pictograms, pennants, the flier and the buildings on top hide the rest; the grid
            // is read off the picture without marker badges, which lie on no feature's ground.
            if shown * 2 < inside || inside == 0 {
                failures.push(format!(
                    "{} {rotation:?} {}: {shown} of {inside} points inside show its colours",
                    tile.id,
                    feature.id()
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn roads_cities_and_fields_cover_each_tile_once() {
    let mut failures = Vec::new();
    for (tile, rotation) in every_tile() {
        let cover: Vec<Footprint> = tile
            .features
            .iter()
            .zip(turned(tile, rotation))
            .filter(|(feature, _)| covers(feature.kind()))
            .map(|(_, footprint)| footprint)
            .collect();
        let total: f64 = cover.iter().map(area).sum();
        // Points held by no area or by two, on a fine grid: only along the borders.
        let steps = 200;
        let mut astray = 0;
        for row in 0..steps {
            for column in 0..steps {
                let point = [
                    (column as f64 + 0.5) / steps as f64,
                    (row as f64 + 0.5) / steps as f64,
                ];
                let holders = cover.iter().filter(|area| area.contains(point)).count();
                astray += usize::from(holders != 1);
            }
        }
        if (total - 1.0).abs() > 0.002 || astray > steps * steps / 500 {
            failures.push(format!(
                "{} {rotation:?}: the areas add up to {total}; {astray} grid points lie in none \
                 or in two",
                tile.id
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn spots_lie_inside_their_areas_away_from_edges_and_apart() {
    let mut failures = Vec::new();
    for (tile, rotation) in every_tile() {
        let places = turned(tile, rotation);
        for (feature, footprint) in tile.features.iter().zip(&places) {
            if !footprint.contains(footprint.spot())
                || edge_distance(footprint, footprint.spot()) < 0.03
            {
                failures.push(format!(
                    "{} {rotation:?} {}: the spot {:?} is not well inside",
                    tile.id,
                    feature.id(),
                    footprint.spot()
                ));
            }
        }
        for (index, first) in places.iter().enumerate() {
            for second in &places[index + 1..] {
                let apart =
                    (first.spot()[0] - second.spot()[0]).hypot(first.spot()[1] - second.spot()[1]);
                if apart < 0.12 {
                    failures.push(format!(
                        "{} {rotation:?}: the spots of {} and {} lie {apart} apart",
                        tile.id, first.feature, second.feature
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A point just inside the edge at `position` on the tile turned by `rotation`.
fn just_inside(position: EdgePosition) -> [f64; 2] {
    let along = [0.25, 0.5, 0.75][position.index() % 3];
    let depth = 0.03;
    match position.side() {
        Side::N => [along, depth],
        Side::E => [1.0 - depth, along],
        Side::S => [1.0 - along, 1.0 - depth],
        Side::W => [depth, 1.0 - along],
    }
}

#[test]
fn each_area_reaches_the_edge_positions_its_feature_claims() {
    let mut failures = Vec::new();
    for tile in tables::TILES {
        let places = footprints(tile, tables::expansion(&tile.expansion));
        for (feature, footprint) in tile.features.iter().zip(&places) {
            assert_eq!(feature.id(), footprint.feature);
            for &position in feature.edges() {
                // A road's or a city's position is the middle of its side.
                let point = if matches!(feature, Feature::Field { .. }) {
                    just_inside(position)
                } else {
                    just_inside(position.side().positions()[1])
                };
                if !footprint.contains(point) {
                    failures.push(format!(
                        "{} {}: {point:?} at {position:?} lies outside its area",
                        tile.id,
                        feature.id()
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn each_svg_groups_each_features_drawing_under_its_id() {
    let size = Size::new(64).unwrap();
    for tile in tables::TILES {
        let expansion = tables::expansion(&tile.expansion);
        let text = render::svg(tile, expansion, Rotation::R90, size);
        let document = roxmltree::Document::parse(&text).unwrap();
        for feature in tile.features.iter() {
            let group = document
                .descendants()
                .find(|node| node.has_tag_name("g") && node.attribute("id") == Some(feature.id()));
            let drawn = group.map_or(0, |group| {
                group.children().filter(|n| n.is_element()).count()
            });
            assert!(
                drawn > 0,
                "{}: no drawing grouped under {}",
                tile.id,
                feature.id()
            );
        }
    }
}

#[test]
fn the_atlas_description_gives_each_frame_its_features_turned_with_it() {
    let catalog = &tables::CATALOG;
    let atlas = render::Atlas::plan(catalog, Size::new(64).unwrap(), Default::default()).unwrap();
    let description: serde_json::Value = serde_json::from_str(
        &atlas.multiatlas_json(&tilecat::output::drawing::catalog_footprints(catalog)),
    )
    .unwrap();
    let frames: Vec<&serde_json::Value> = description["textures"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|texture| texture["frames"].as_array().unwrap())
        .collect();
    assert_eq!(frames.len(), tables::TILES.len() * 4);
    for (tile, rotation) in every_tile() {
        let name = render::frame_name(tile, rotation);
        let frame = frames
            .iter()
            .find(|frame| frame["filename"] == name.as_str())
            .unwrap();
        let features = frame["features"].as_array().unwrap();
        let expected = turned(tile, rotation);
        assert_eq!(features.len(), expected.len(), "{name}");
        for (listed, footprint) in features.iter().zip(&expected) {
            assert_eq!(listed["id"], &*footprint.feature, "{name}");
            let spot: Vec<f64> = listed["spot"]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_f64().unwrap())
                .collect();
            assert_eq!(spot, footprint.spot(), "{name} {}", footprint.feature);
            assert_eq!(
                listed["shape"].as_array().unwrap().len(),
                footprint.rings.len(),
                "{name}"
            );
        }
    }
}

#[test]
fn a_build_reading_every_tile_at_once_gives_each_tile_what_it_reads_alone() {
    // `catalog_footprints` works out each shape, ground and division of the tile once and uses
    // it again for every tile that shares it; the bundled tiles share many (the same road's
    // curve, the same city's wall).
    let mut catalog = tables::CATALOG.in_edition(None).unwrap();
    // Drawn as base-U (a road from north to south), its two fields listed the other way
    // round: the grass divides the same, its pieces go to the other field.
    let mut swapped = tables::tile("base-U").unwrap().clone();
    swapped.id = "base-U-swapped".into();
    let edges: Vec<_> = swapped
        .features
        .iter()
        .filter(|feature| matches!(feature, Feature::Field { .. }))
        .map(|field| field.edges().to_vec())
        .collect();
    let mut fields = edges.into_iter().rev();
    let features: Vec<Feature> = swapped
        .features
        .iter()
        .map(|feature| match feature {
            Feature::Field {
                id,
                cities,
                borders_inside,
                ..
            } => Feature::Field {
                id: id.clone(),
                edges: fields.next().unwrap().into(),
                cities: cities.clone(),
                borders_inside: borders_inside.clone(),
            },
            other => other.clone(),
        })
        .collect();
    swapped.features = features.into();
    catalog.tiles.to_mut().push(swapped);
    let together = tilecat::output::drawing::catalog_footprints(&catalog);
    assert_eq!(together.len(), catalog.tiles.len());
    for tile in catalog.tiles.iter() {
        let alone = footprints(tile, catalog.expansion(&tile.expansion));
        assert_eq!(together[tile.id.as_ref()], alone, "{}", tile.id);
    }
}
