//! The drawing says which of two crossing features lies above (`tests/fixtures/drawn-crossings`):
//! the one underneath is painted first, a city above shows a gate where something runs in under
//! its wall, a road above shows a bridge's parapets; the Count's four quarters on one tile are
//! drawn apart, and so are two cities facing each other across a field.

use std::path::PathBuf;

use tilecat::model::{Catalog, Rotation};
use tilecat::output::render::{self, Colour, Size, palette};

const SIZE: u32 = 256;

fn catalog() -> Catalog {
    let validation = tilecat::input::validate::validate_paths(&[PathBuf::from(
        "tests/fixtures/drawn-crossings",
    )]);
    assert!(
        validation.diagnostics.is_empty(),
        "{:#?}",
        validation.diagnostics
    );
    validation.catalog
}

/// The colour at each of `points` of tile `id` drawn as printed.
fn colours(catalog: &Catalog, id: &str, points: &[(f32, f32)]) -> Vec<Colour> {
    let tile = catalog.tile(id).unwrap_or_else(|| panic!("{id}"));
    let png = render::png(tile, None, Rotation::R0, Size::new(SIZE).unwrap()).unwrap();
    let image = image::load_from_memory(&png).unwrap().to_rgba8();
    let at = |v: f32| ((v * SIZE as f32) as u32).min(SIZE - 1);
    points
        .iter()
        .map(|&(x, y)| {
            let [r, g, b, _] = image.get_pixel(at(x), at(y)).0;
            Colour::rgb(r, g, b)
        })
        .collect()
}

#[test]
fn a_city_passing_under_another_runs_in_through_gates_under_its_walls() {
    let catalog = catalog();
    // The city from north to south passes under the one from west to east: the upper city's
    // northern wall runs on across it, the lower city's western wall is hidden under the upper
    // city, and a dark gate opens in the upper city's wall where the lower one runs in.
    assert_eq!(
        colours(
            &catalog,
            "drawn-crossings-cities",
            &[(0.35, 0.205), (0.225, 0.5), (0.5, 0.16), (0.5, 0.84)]
        ),
        [
            palette::CITY_WALL,
            palette::CITY,
            palette::INK,
            palette::INK
        ]
    );
    // The areas agree: the lower city is what shows of it beyond the upper one's walls.
    let tile = catalog.tile("drawn-crossings-cities").unwrap();
    let places = tilecat::output::drawing::footprints(tile, None);
    let area = |id: &str| places.iter().find(|place| place.feature == id).unwrap();
    assert!(area("city-w-e").contains([0.5, 0.5]));
    assert!(!area("city-n-s").contains([0.5, 0.5]));
    assert!(area("city-n-s").contains([0.5, 0.05]));
}

#[test]
fn a_road_passing_under_a_city_runs_in_through_gates_under_its_walls() {
    assert_eq!(
        colours(
            &catalog(),
            "drawn-crossings-tunnel",
            &[(0.19, 0.5), (0.81, 0.5), (0.05, 0.5)]
        ),
        [palette::INK, palette::INK, palette::ROAD]
    );
}

#[test]
fn a_road_passing_under_another_runs_under_a_bridge_between_parapets() {
    // The road from north to south is the bridge: a parapet runs along each side of it over
    // the road from west to east, and only there.
    assert_eq!(
        colours(
            &catalog(),
            "drawn-crossings-bridge",
            &[(0.4125, 0.5), (0.5875, 0.5), (0.4125, 0.3), (0.5, 0.5)]
        ),
        [palette::INK, palette::INK, palette::FIELD, palette::ROAD]
    );
}

#[test]
fn the_four_quarters_of_one_tile_are_drawn_apart() {
    // Each quarter's keep under the roof colour that tells it, one in each quarter of the tile,
    // in the order of the features: castle, market, blacksmith, cathedral.
    assert_eq!(
        colours(
            &catalog(),
            "drawn-crossings-quarters",
            &[(0.3, 0.24), (0.7, 0.24), (0.3, 0.64), (0.7, 0.64)]
        ),
        [
            palette::PENNANT,
            palette::LEAVES,
            palette::INK,
            palette::ROOF
        ]
    );
}

#[test]
fn two_cities_facing_each_other_leave_their_field_between_their_walls() {
    let catalog = catalog();
    // Along the diagonal from the north-east corner to the south-west one, between the city on
    // the north and west sides and the city on the south and east sides, lies the field.
    assert_eq!(
        colours(
            &catalog,
            "drawn-crossings-facing",
            &[
                (0.75, 0.25),
                (0.25, 0.75),
                (0.5, 0.5),
                (0.2, 0.2),
                (0.8, 0.8)
            ]
        ),
        [
            palette::FIELD,
            palette::FIELD,
            palette::FIELD,
            palette::CITY,
            palette::CITY
        ]
    );
    let tile = catalog.tile("drawn-crossings-facing").unwrap();
    let places = tilecat::output::drawing::footprints(tile, None);
    let area = |id: &str| places.iter().find(|place| place.feature == id).unwrap();
    assert!(area("field").contains([0.75, 0.25]) && area("field").contains([0.25, 0.75]));
    assert!(!area("city-s-e").contains([0.75, 0.25]));
    assert!(area("city-n-w").contains([0.2, 0.2]) && area("city-s-e").contains([0.8, 0.8]));
}
