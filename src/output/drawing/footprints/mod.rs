//! Each feature's area and spot, read off the tile's scene.
//!
//! Every shape is turned into the polygons it paints ([`polygons`]). A road's, a city's or an
//! enclosed field's area is what its shapes paint less what later roads, cities and fields
//! paint over it; the grass left between them splits into pieces, each the area of the field
//! that claims the edge halves it meets; a monastery or a garden lies on top, its area all its
//! shapes paint ([`areas`]). The spot is the point of the feature's ground still showing in the
//! finished picture that lies furthest from that ground's edge and from the spots placed before
//! it ([`spot`]); a build works out what tiles share once ([`worked`]).

mod areas;
mod polygons;
mod rings;
mod spot;
mod worked;

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::sync::Arc;

use crate::model::{Catalog, Expansion, FOOTPRINT_STEPS, Feature, Footprint, Tile};
use crate::output::drawing::scene::{Owner, Scene};
use crate::output::drawing::{Shape, Style, palette};

use areas::{divide, grounds};
use rings::{Rings, Vertex, bounds};
use spot::{Outline, Over, spots};
use worked::Worked;

/// Every tile's [`footprints`] in a catalog, by tile id: read once a build and handed to every
/// output that needs them (the catalog, the Rust tables, the atlas and its SVGs, the gallery).
pub type CatalogFootprints = BTreeMap<String, Vec<Footprint>>;

/// The footprints of the tile `tile` (its id) in `footprints`, in feature order; none for a tile
/// they do not hold.
pub fn tile_footprints<'a>(footprints: &'a CatalogFootprints, tile: &str) -> &'a [Footprint] {
    footprints.get(tile).map_or(&[], Vec::as_slice)
}

/// The footprints of every tile of `catalog`, each read off its drawing once, the tiles shared
/// among the cores.
pub fn catalog_footprints(catalog: &Catalog) -> CatalogFootprints {
    let tiles: Vec<&Tile> = catalog.tiles.iter().collect();
    let worked = Worked::default();
    let read = crate::shared::parallel::map(&tiles, 8, |tile| {
        read_off(tile, catalog.expansion(&tile.expansion), &worked)
    });
    tiles
        .iter()
        .map(|tile| tile.id.to_string())
        .zip(read)
        .collect()
}

/// Where each feature of `tile` lies, as printed, in feature order: its area and its spot, read
/// off the tile's drawing with the mark of `expansion`.
///
/// ```
/// use tilecat::output::drawing::footprints;
/// let tile = tilecat::tables::tile("base-A").unwrap();
/// let places = footprints(tile, tilecat::tables::expansion("base"));
/// let [monastery, road, field] = &places[..] else { panic!() };
/// assert_eq!((&*monastery.feature, &*road.feature, &*field.feature), ("monastery", "road", "field"));
/// // The road runs in from the south side to the monastery's door.
/// assert!(road.contains([0.5, 0.9]));
/// assert!(field.contains([0.1, 0.1]) && !field.contains([0.5, 0.9]));
/// assert!(monastery.contains(monastery.spot()));
/// ```
pub fn footprints(tile: &Tile, expansion: Option<&Expansion>) -> Vec<Footprint> {
    read_off(tile, expansion, &Worked::default())
}

/// [`footprints`], with the polygons of shapes and grounds `worked` holds used again.
fn read_off(tile: &Tile, expansion: Option<&Expansion>, worked: &Worked) -> Vec<Footprint> {
    let mut scene = Scene::printed(tile, expansion);
    // The mark's picture hides the ground under its square.
    if let Some(mark) = &scene.mark {
        let square = Shape {
            geometry: mark.square(),
            style: Style::fill(palette::INK),
        };
        scene.shapes.push(square);
    }
    let painted: Vec<Arc<Painted>> = scene
        .shapes
        .iter()
        .map(|shape| worked.painted(shape))
        .collect();
    // Rivers, roads, cities and fields divide the tile; monasteries, gardens, quarters, towers
    // and German castles lie on top of it.
    let covers = |owner: Owner| match owner {
        Owner::Grass => true,
        Owner::Feature(index) => !matches!(
            tile.features[index],
            Feature::Monastery { .. }
                | Feature::Garden { .. }
                | Feature::Quarter { .. }
                | Feature::Tower { .. }
                | Feature::GermanCastle { .. }
        ),
    };
    let (grounds, layout) = grounds(&scene, &painted, worked, covers);
    let fields: Vec<usize> = (0..tile.features.len())
        .filter(|&index| matches!(tile.features[index], Feature::Field { .. }))
        .collect();
    let layout = layout.map(|mut words| {
        // The fields' edge halves, which tell the grass's pieces apart.
        for &field in &fields {
            words.push(u32::MAX);
            let edges = tile.features[field].edges();
            words.extend(edges.iter().map(|position| position.index() as u32));
        }
        words
    });
    let division = worked.division(layout, || divide(tile, &grounds, &fields, covers));
    let over = Over::new(&scene, &painted, &grounds);
    let mut areas: Vec<Rings> = vec![Vec::new(); tile.features.len()];
    let mut hiding: Vec<Vec<&Painted>> = vec![Vec::new(); tile.features.len()];
    for (ground, area) in grounds.iter().zip(&division.areas) {
        if let Owner::Feature(index) = ground.owner {
            areas[index] = area.clone();
            hiding[index] = over.hiding(area, ground, covers);
        }
    }
    if let (Some(ground), Some(shares)) = (
        grounds.iter().find(|ground| ground.owner == Owner::Grass),
        &division.grass,
    ) {
        for (field, share) in shares {
            areas[fields[*field]].extend(share.iter().cloned());
        }
        for &field in &fields {
            hiding[field] = over.hiding(&areas[field], ground, covers);
        }
    }
    let spots = spots(tile, &areas, &hiding);
    tile.features
        .iter()
        .zip(areas)
        .zip(spots)
        .map(|((feature, area), spot)| Footprint {
            feature: Cow::Owned(feature.id().to_owned()),
            rings: Cow::Owned(area.iter().map(|ring| Cow::Owned(written(ring))).collect()),
            spot_steps: spot.map(steps),
        })
        .collect()
}

/// What a shape paints: its polygons, their outline as the spot search measures from it, and
/// the box around them.
struct Painted {
    rings: Rings,
    outline: Outline,
    bounds: Option<(Vertex, Vertex)>,
}

impl Painted {
    fn new(rings: Rings) -> Painted {
        Painted {
            outline: Outline::of(&rings),
            bounds: bounds(&rings),
            rings,
        }
    }
}

/// A ring as written: each point in whole steps (a twentieth of a pixel at 2,048 pixels), a
/// point that rounds to the one before it left out.
fn written(ring: &[Vertex]) -> Vec<u16> {
    let mut points: Vec<[u16; 2]> = Vec::with_capacity(ring.len());
    for point in ring {
        let point = point.map(steps);
        if points.last() != Some(&point) {
            points.push(point);
        }
    }
    if points.len() > 1 && points.first() == points.last() {
        points.pop();
    }
    points.concat()
}

/// A coordinate in whole steps of the tile, inside it.
fn steps(value: f64) -> u16 {
    let scale = f64::from(FOOTPRINT_STEPS);
    (value * scale).round().clamp(0.0, scale) as u16
}
