//! Where roads meet at a junction (base W) or a crossroads (base X), every road's surface lies
//! over every road's edge: no road's edge is painted across the next road's surface, in any
//! rotation.

use tilecat::model::{Rotation, Side, Tile};
use tilecat::output::render::{self, Size, palette};

const SIZE: u32 = 512;

/// The unit vector from the tile centre out through `side`, in picture coordinates.
fn outward(side: Side) -> (f32, f32) {
    match side {
        Side::N => (0.0, -1.0),
        Side::E => (1.0, 0.0),
        Side::S => (0.0, 1.0),
        Side::W => (-1.0, 0.0),
    }
}

/// The colour of `picture`'s pixel at `(x, y)`, in tile units.
fn colour_at(picture: &image::RgbaImage, (x, y): (f32, f32)) -> [u8; 3] {
    let pixel = picture.get_pixel((x * SIZE as f32) as u32, (y * SIZE as f32) as u32);
    [pixel[0], pixel[1], pixel[2]]
}

/// Checks, for every road of `tile` (meeting `roads` as printed) and every road at a right angle
/// to it, a point on the first road's surface where the second road's edge would run if it
/// were painted over it: 0.068 tile widths out from the centre along the first road (the edge
/// of a road 0.15 wide with a surface 0.11 wide runs from 0.055 to 0.075 off its centre line)
/// and 0.04 towards the second road (inside the first road's surface, clear of the small
/// house at the centre). `pairs` is the number of ordered pairs of roads at right angles.
fn surfaces_lie_over_edges(tile: &Tile, roads: &[Side], pairs: usize) {
    let surface = [palette::ROAD.r, palette::ROAD.g, palette::ROAD.b];
    for rotation in Rotation::ALL {
        let png = render::png(tile, None, rotation, Size::new(SIZE).unwrap()).unwrap();
        let picture = image::load_from_memory(&png).unwrap().to_rgba8();
        let turned: Vec<Side> = roads.iter().map(|side| side.rotated(rotation)).collect();
        let mut sampled = 0;
        for &along in &turned {
            for &across in &turned {
                if across == along || across == along.opposite() {
                    continue;
                }
                let (ax, ay) = outward(along);
                let (cx, cy) = outward(across);
                let point = (0.5 + 0.068 * ax + 0.04 * cx, 0.5 + 0.068 * ay + 0.04 * cy);
                assert_eq!(
                    colour_at(&picture, point),
                    surface,
                    "{} {rotation:?}: the {} road's surface at {point:?}, next to the {} road",
                    tile.id,
                    along.name(),
                    across.name()
                );
                sampled += 1;
            }
        }
        assert_eq!(
            sampled, pairs,
            "{} {rotation:?}: roads at right angles",
            tile.id
        );
    }
}

#[test]
fn the_junction_shows_each_road_surface_unbroken() {
    surfaces_lie_over_edges(&tilecat::tables::BASE_W, &[Side::E, Side::S, Side::W], 4);
}

#[test]
fn the_crossroads_shows_each_road_surface_unbroken() {
    surfaces_lie_over_edges(
        &tilecat::tables::BASE_X,
        &[Side::N, Side::E, Side::S, Side::W],
        8,
    );
}
