//! The drawing of a city's wall that `touches` a road or another city: on every tile of
//! JCloisterZone's packs (`tests/fixtures/jcz/packs/`) that has such a wall and no fault, the
//! picture keeps apart the fields the data keeps apart, so that no stretch of grass runs from
//! one field to another.

use std::collections::VecDeque;

use image::RgbaImage;
use tilecat::model::{EdgePosition, Feature, Rotation, Side, Tile};
use tilecat::output::drawing::palette;
use tilecat::output::import::jcz::read_pack;
use tilecat::output::render::Size;

const PIXELS: u32 = 256;

/// The tiles of the packs named whose cities' walls touch something.
fn touching_tiles(packs: &[&str]) -> Vec<Tile> {
    let mut tiles = Vec::new();
    for pack in packs {
        let path = format!("tests/fixtures/jcz/packs/{pack}.xml");
        let text = std::fs::read_to_string(&path).unwrap();
        for read in read_pack(path.as_ref(), &text).unwrap() {
            tiles.extend(read.tiles.into_iter().map(|imported| imported.tile).filter(|tile| {
                tile.features.iter().any(
                    |feature| matches!(feature, Feature::City { touches, .. } if !touches.is_empty()),
                )
            }));
        }
    }
    tiles
}

/// A pixel of grass a little inside the tile from the edge half `half`.
fn inside(half: EdgePosition) -> (u32, u32) {
    let along = [0.25, 0.5, 0.75][half.index() % 3];
    let inward = 0.04;
    let (x, y) = match half.side() {
        Side::N => (along, inward),
        Side::E => (1.0 - inward, along),
        Side::S => (1.0 - along, 1.0 - inward),
        Side::W => (inward, 1.0 - along),
    };
    let pixel = |share: f64| ((share * f64::from(PIXELS)) as u32).min(PIXELS - 1);
    (pixel(x), pixel(y))
}

/// Whether the pixel is the fields' grass.
fn grass(picture: &RgbaImage, (x, y): (u32, u32)) -> bool {
    let [r, g, b, _] = picture.get_pixel(x, y).0;
    let field = palette::FIELD;
    [(r, field.r), (g, field.g), (b, field.b)]
        .iter()
        .all(|(got, wanted)| got.abs_diff(*wanted) <= 24)
}

/// Every grass pixel reached from `from` through grass, side by side.
fn grass_from(picture: &RgbaImage, from: (u32, u32)) -> Vec<bool> {
    let mut reached = vec![false; (PIXELS * PIXELS) as usize];
    let mut queue = VecDeque::from([from]);
    reached[(from.1 * PIXELS + from.0) as usize] = true;
    while let Some((x, y)) = queue.pop_front() {
        let next = [
            (x.wrapping_sub(1), y),
            (x + 1, y),
            (x, y.wrapping_sub(1)),
            (x, y + 1),
        ];
        for (nx, ny) in next {
            if nx < PIXELS && ny < PIXELS {
                let at = (ny * PIXELS + nx) as usize;
                if !reached[at] && grass(picture, (nx, ny)) {
                    reached[at] = true;
                    queue.push_back((nx, ny));
                }
            }
        }
    }
    reached
}

#[test]
fn a_wall_touching_a_road_or_city_parts_the_fields_the_data_parts() {
    let tiles = touching_tiles(&[
        "inns_and_cathedrals",
        "festival",
        "traders_and_builders",
        "corn_circles",
        "tower",
        "abbey_and_mayor",
        "hills_and_sheep",
    ]);
    let mut drawn = Vec::new();
    for tile in &tiles {
        let png =
            tilecat::output::render::png(tile, None, Rotation::R0, Size::new(PIXELS).unwrap())
                .unwrap();
        let picture = image::load_from_memory(&png).unwrap().to_rgba8();
        let fields: Vec<&[EdgePosition]> = tile
            .features
            .iter()
            .filter_map(|feature| match feature {
                Feature::Field { edges, .. } if !edges.is_empty() => Some(edges.as_ref()),
                _ => None,
            })
            .collect();
        for (number, field) in fields.iter().enumerate() {
            let start = inside(field[0]);
            assert!(
                grass(&picture, start),
                "{}: {:?} is no grass",
                tile.id,
                field[0]
            );
            let reached = grass_from(&picture, start);
            for other in &fields[number + 1..] {
                for half in other.iter() {
                    let (x, y) = inside(*half);
                    assert!(
                        !reached[(y * PIXELS + x) as usize],
                        "{}: the picture joins {:?} to {half:?}, which the data keeps apart",
                        tile.id,
                        field[0]
                    );
                }
            }
        }
        drawn.push(tile.id.to_string());
    }
    drawn.sort();
    assert_eq!(
        drawn,
        [
            "abbey_and_mayor-AM-CRr",
            "abbey_and_mayor-AM-RrC",
            "corn_circles-2-CC_2-CFC",
            "festival-FE-CRCR",
            "hills_and_sheep-HS-CFC_v",
            "inns_and_cathedrals-IC-CRCR",
            "tower-TO-RCr",
            "traders_and_builders-TB-RRC",
        ]
    );
}
