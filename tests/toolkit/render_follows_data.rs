//! The picture follows the data: road where the data puts a road at a side's centre, field where
//! it puts a field, and the arrow's red tip in the data's direction, for every rotation.

use std::borrow::Cow;
use std::path::PathBuf;

use tilecat::model::{
    Catalog, EdgeKind, EdgePosition, Edges, EditionCounts, Feature, Rotation, Side, Tile,
};
use tilecat::output::render::{self, Colour, Point, Scene, Size, palette};

const SIZE: u32 = 128;

fn catalog() -> Catalog {
    tilecat::input::validate::validate_paths(&[PathBuf::from("data")]).catalog
}

fn draw(catalog: &Catalog, tile: &Tile, rotation: Rotation) -> image::RgbaImage {
    let png = render::png(
        tile,
        catalog.expansion(&tile.expansion),
        rotation,
        Size::new(SIZE).unwrap(),
    )
    .unwrap();
    image::load_from_memory(&png).unwrap().to_rgba8()
}

fn pixel(image: &image::RgbaImage, point: Point) -> Colour {
    let at = |v: f32| ((v * SIZE as f32) as u32).min(SIZE - 1);
    let [r, g, b, _] = image.get_pixel(at(point.x), at(point.y)).0;
    Colour::rgb(r, g, b)
}

/// A point just inside the tile at `position` along its edge.
fn inside(position: EdgePosition) -> Point {
    let along = [0.25, 0.5, 0.75][position.index() % 3];
    let inset = 0.04;
    match position.side() {
        Side::N => Point::new(along, inset),
        Side::E => Point::new(1.0 - inset, along),
        Side::S => Point::new(1.0 - along, 1.0 - inset),
        Side::W => Point::new(inset, 1.0 - along),
    }
}

#[test]
fn sides_show_road_or_field_as_the_data_says_in_every_rotation() {
    let catalog = catalog();
    assert_eq!(catalog.tiles.len(), 47);
    let mut roads = 0;
    for tile in catalog.tiles.iter() {
        for rotation in Rotation::ALL {
            let image = draw(&catalog, tile, rotation);
            let turned = tile.rotated(rotation);
            for side in Side::ALL {
                let [left, centre, right] = side.positions();
                let expected = match turned.edges.get(side) {
                    EdgeKind::Road => {
                        roads += 1;
                        palette::ROAD
                    }
                    EdgeKind::Field => palette::FIELD,
                    EdgeKind::City => palette::CITY,
                    EdgeKind::River => palette::WATER,
                };
                let name = format!(
                    "{} at {}°, side {}",
                    tile.id,
                    rotation.degrees(),
                    side.name()
                );
                assert_eq!(pixel(&image, inside(centre)), expected, "{name} centre");
                if turned.edges.get(side) != EdgeKind::City {
                    for half in [left, right] {
                        assert_eq!(
                            pixel(&image, inside(half)),
                            palette::FIELD,
                            "{name} {}",
                            half.name()
                        );
                    }
                }
            }
        }
    }
    // Flier A to F have two road sides each; the base game's A, S and T one each, D, J, K, O, P,
    // U and V two, L and W three, X four: 27; the garden copies of U and V two each; Crop Circles
    // A three, B four, C one and D two; all in four rotations.
    assert_eq!(roads, (6 * 2 + 27 + 2 * 2 + 10) * 4);
}

#[test]
fn arrow_tip_lies_in_the_data_direction_in_every_rotation() {
    let catalog = catalog();
    let mut arrows = 0;
    for tile in catalog
        .tiles
        .iter()
        .filter(|tile| tile.expansion == "flier")
    {
        let flier = tile.flier.expect("every Flier tile has a flying machine");
        for rotation in Rotation::ALL {
            let scene = Scene::of(tile, catalog.expansion(&tile.expansion), rotation);
            let arrow = scene
                .arrow
                .expect("a scene with a flying machine has an arrow");
            let (dx, dy) = flier.direction.rotated(rotation).offset();
            let length = ((dx * dx + dy * dy) as f32).sqrt();
            let (ux, uy) = (dx as f32 / length, dy as f32 / length);
            let (vx, vy) = (arrow.tip.x - arrow.centre.x, arrow.tip.y - arrow.centre.y);
            let reach = (vx * vx + vy * vy).sqrt();
            let name = format!("{} at {}°", tile.id, rotation.degrees());
            assert!(
                reach > 0.2,
                "{name}: the arrow reaches out from the machine"
            );
            assert!(
                (vx / reach - ux).abs() < 1e-4 && (vy / reach - uy).abs() < 1e-4,
                "{name}: arrow points {vx},{vy}"
            );
            let image = draw(&catalog, tile, rotation);
            assert_eq!(
                pixel(&image, arrow.head_centroid()),
                palette::ARROW_HEAD,
                "{name}: red tip"
            );
            let behind = arrow.centre.lerp(arrow.head_centroid(), -1.0);
            assert_ne!(
                pixel(&image, behind),
                palette::ARROW_HEAD,
                "{name}: nothing red behind"
            );
            arrows += 1;
        }
    }
    // A to H and the first edition's H, in four rotations.
    assert_eq!(arrows, 36);
}

fn synthetic(features: Vec<Feature>, edges: [EdgeKind; 4]) -> Tile {
    Tile {
        id: Cow::Borrowed("test-X"),
        expansion: Cow::Borrowed("test"),
        letter: Cow::Borrowed("X"),
        edges: Edges::from_clockwise(edges),
        features: features.into(),
        flier: None,
        illustrations: Cow::Borrowed(&[]),
        markers: Cow::Borrowed(&[]),
        counts: EditionCounts::default(),
        start: false,
        picture: None,
        allow: Cow::Borrowed(&[]),
        wagon_moves: Cow::Borrowed(&[]),
    }
}

#[test]
fn cities_monasteries_and_dead_ends_follow_the_data() {
    use EdgePosition::*;
    let tile = synthetic(
        vec![
            Feature::City {
                id: "city".into(),
                edges: Cow::Borrowed(&[NL, N, NR, EL, E, ER]),
                pennants: 2,
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[]),
                under: None,
                semicircular: true,
                shares: None,
            },
            Feature::Road {
                id: "road".into(),
                edges: Cow::Borrowed(&[S]),
                ends_at: None,
                end: None,
                under: None,
            },
            Feature::Monastery {
                id: "monastery".into(),
            },
            Feature::Field {
                id: "field".into(),
                edges: Cow::Borrowed(&[SL, SR, WL, WR]),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
        ],
        [
            EdgeKind::City,
            EdgeKind::City,
            EdgeKind::Road,
            EdgeKind::Field,
        ],
    );
    let catalog = Catalog::default();
    for rotation in Rotation::ALL {
        let image = draw(&catalog, &tile, rotation);
        let turned = tile.rotated(rotation);
        for side in Side::ALL {
            let expected = match turned.edges.get(side) {
                EdgeKind::Road => palette::ROAD,
                EdgeKind::Field => palette::FIELD,
                EdgeKind::City => palette::CITY,
                EdgeKind::River => palette::WATER,
            };
            let point = inside(side.positions()[1]);
            assert_eq!(
                pixel(&image, point),
                expected,
                "{}° side {}",
                rotation.degrees(),
                side.name()
            );
        }
        // The city's far corner is city; the corner between the field sides is field.
        let corner = |x: f32, y: f32| Point::new(x, y).rotated(rotation);
        assert_eq!(pixel(&image, corner(0.95, 0.05)), palette::CITY);
        assert_eq!(pixel(&image, corner(0.05, 0.95)), palette::FIELD);
        // The monastery stands at the centre, where the road ends.
        assert_eq!(pixel(&image, corner(0.4, 0.56)), palette::WALL);
    }
    let scene = Scene::of(&tile, None, Rotation::R0);
    let shields = scene
        .shapes
        .iter()
        .filter(|shape| shape.style.fill == Some(palette::PENNANT))
        .count();
    assert_eq!(shields, 2, "one shield per pennant");
}

#[test]
fn turning_the_pixels_matches_drawing_the_turned_scene() {
    let catalog = catalog();
    let size = Size::new(SIZE).unwrap();
    for tile in catalog.tiles.iter() {
        let expansion = catalog.expansion(&tile.expansion);
        for rotation in Rotation::ALL {
            let turned = render::raster::tile(tile, expansion, rotation, size).unwrap();
            let scene = render::raster::draw(&Scene::of(tile, expansion, rotation), size).unwrap();
            let close = turned
                .data()
                .iter()
                .zip(scene.data())
                .filter(|(a, b)| a.abs_diff(**b) <= 4)
                .count();
            let share = close as f64 / turned.data().len() as f64;
            assert!(
                share > 0.99,
                "{} at {}°: only {share} of the channels agree",
                tile.id,
                rotation.degrees()
            );
        }
    }
}

#[test]
fn a_road_into_a_city_ends_under_its_wall() {
    use EdgePosition::*;
    let tile = synthetic(
        vec![
            Feature::City {
                id: "city".into(),
                edges: Cow::Borrowed(&[NL, N, NR, EL, E, ER, SL, S, SR]),
                pennants: 1,
                reaches: Cow::Borrowed(&[]),
                touches: Cow::Borrowed(&[]),
                under: None,
                semicircular: true,
                shares: None,
            },
            Feature::Road {
                id: "road".into(),
                edges: Cow::Borrowed(&[W]),
                ends_at: None,
                end: None,
                under: None,
            },
        ],
        [
            EdgeKind::City,
            EdgeKind::City,
            EdgeKind::City,
            EdgeKind::Road,
        ],
    );
    let image = draw(&Catalog::default(), &tile, Rotation::R0);
    assert_eq!(pixel(&image, inside(W)), palette::ROAD);
    assert_eq!(
        pixel(&image, Point::new(0.6, 0.5)),
        palette::CITY,
        "the city covers the road's end"
    );
    assert_eq!(pixel(&image, inside(WR)), palette::FIELD);
    assert_eq!(pixel(&image, inside(E)), palette::CITY);
}
