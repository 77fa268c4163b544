//! A synthetic corpus of valid tile files, for benchmarks and stress tests. Public only so that
//! the benchmarks and `tilecat corpus` reach it; not part of the library's API.
//!
//! The corpus is one expansion, `bench`, whose tiles are rotations and recombinations of real
//! layouts: the Flier's roads and plain fields, a garden, monasteries, a crossroads, city caps,
//! cities across two sides and two cities on one tile. Each tile gets a flying machine arrow (or
//! none), and the cities' pennant counts grow only when the layouts and arrows run out, so that
//! no two tiles are the same up to rotation. The same count always gives the same bytes.

use std::borrow::Cow;
use std::collections::HashSet;
use std::io;
use std::path::PathBuf;

use crate::input::schema::SCHEMA_FILES;
use crate::model::EdgePosition::{self, E, EL, ER, N, NL, NR, S, SL, SR, W, WL, WR};
use crate::model::{
    Direction, EdgeKind, Edges, Edition, EditionCount, EditionCounts, Expansion, Feature, Flier,
    Illustration, IllustrationKind, Rotation, Side, Tile, TileShape,
};
use crate::shared::door::Folder;

/// The id of the corpus's expansion; tile ids are `bench-` and the file's stem.
pub const EXPANSION: &str = "bench";

/// The id of the corpus's only edition.
const EDITION: &str = "C1";

/// The most tiles a corpus can hold: an edition counts its tiles in a `u16`.
pub const MAX_TILES: usize = u16::MAX as usize;

/// Where the corpus's schemas lie, relative to the corpus folder.
const SCHEMA_FOLDER: &str = "schema";

/// A layout: which features a tile has, in its printed orientation.
struct Layout {
    /// The letter the corpus prints on tiles of this layout, before each tile's number.
    letter: &'static str,
    /// Each road's side centres.
    roads: &'static [&'static [EdgePosition]],
    /// Each city's positions.
    cities: &'static [&'static [EdgePosition]],
    /// Each field's halves and the indices (into `cities`) of the cities it borders.
    fields: &'static [(&'static [EdgePosition], &'static [usize])],
    /// What sits at the tile centre, if anything.
    centre: Option<Centre>,
}

/// A feature at the tile centre.
#[derive(Clone, Copy)]
enum Centre {
    Monastery,
    Garden,
}

const ALL_HALVES: &[EdgePosition] = &[NL, NR, EL, ER, SL, SR, WL, WR];
const CAP_N: &[EdgePosition] = &[NL, N, NR];

/// The layouts, in the order the corpus uses them.
const LAYOUTS: &[Layout] = &[
    // The Flier's curve (tiles A, E, F).
    Layout {
        letter: "A",
        roads: &[&[S, W]],
        cities: &[],
        fields: &[(&[SR, WL], &[]), (&[WR, NL, NR, EL, ER, SL], &[])],
        centre: None,
    },
    // The Flier's straight road (tiles B, C, D).
    Layout {
        letter: "B",
        roads: &[&[W, E]],
        cities: &[],
        fields: &[(&[WR, NL, NR, EL], &[]), (&[ER, SL, SR, WL], &[])],
        centre: None,
    },
    // The Flier's plain field (tile G).
    Layout {
        letter: "C",
        roads: &[],
        cities: &[],
        fields: &[(ALL_HALVES, &[])],
        centre: None,
    },
    // The Flier's garden (tile H).
    Layout {
        letter: "D",
        roads: &[],
        cities: &[],
        fields: &[(ALL_HALVES, &[])],
        centre: Some(Centre::Garden),
    },
    // A monastery in a field.
    Layout {
        letter: "E",
        roads: &[],
        cities: &[],
        fields: &[(ALL_HALVES, &[])],
        centre: Some(Centre::Monastery),
    },
    // A monastery with a road ending at it.
    Layout {
        letter: "F",
        roads: &[&[S]],
        cities: &[],
        fields: &[(ALL_HALVES, &[])],
        centre: Some(Centre::Monastery),
    },
    // A crossroads: four roads ending at the centre, four fields.
    Layout {
        letter: "G",
        roads: &[&[N], &[E], &[S], &[W]],
        cities: &[],
        fields: &[
            (&[NR, EL], &[]),
            (&[ER, SL], &[]),
            (&[SR, WL], &[]),
            (&[WR, NL], &[]),
        ],
        centre: None,
    },
    // A city cap.
    Layout {
        letter: "H",
        roads: &[],
        cities: &[CAP_N],
        fields: &[(&[EL, ER, SL, SR, WL, WR], &[0])],
        centre: None,
    },
    // A city across two sides, with a field bordering it.
    Layout {
        letter: "I",
        roads: &[],
        cities: &[&[NL, N, NR, EL, E, ER]],
        fields: &[(&[SL, SR, WL, WR], &[0])],
        centre: None,
    },
    // A city cap over a straight road.
    Layout {
        letter: "J",
        roads: &[&[W, E]],
        cities: &[CAP_N],
        fields: &[(&[WR, EL], &[0]), (&[ER, SL, SR, WL], &[])],
        centre: None,
    },
    // A city cap with a road curving from south to west.
    Layout {
        letter: "K",
        roads: &[&[S, W]],
        cities: &[CAP_N],
        fields: &[(&[SR, WL], &[]), (&[WR, EL, ER, SL], &[0])],
        centre: None,
    },
    // A city cap with a road curving from east to south.
    Layout {
        letter: "L",
        roads: &[&[E, S]],
        cities: &[CAP_N],
        fields: &[(&[ER, SL], &[]), (&[SR, WL, WR, EL], &[0])],
        centre: None,
    },
    // A city cap over three roads ending at the centre.
    Layout {
        letter: "M",
        roads: &[&[E], &[S], &[W]],
        cities: &[CAP_N],
        fields: &[(&[WR, EL], &[0]), (&[ER, SL], &[]), (&[SR, WL], &[])],
        centre: None,
    },
    // A city across two sides with a road curving round it.
    Layout {
        letter: "N",
        roads: &[&[S, W]],
        cities: &[&[NL, N, NR, EL, E, ER]],
        fields: &[(&[SR, WL], &[]), (&[WR, SL], &[0])],
        centre: None,
    },
    // Two city caps on opposite sides.
    Layout {
        letter: "O",
        roads: &[],
        cities: &[CAP_N, &[SL, S, SR]],
        fields: &[(&[EL, ER, WL, WR], &[0, 1])],
        centre: None,
    },
    // Two city caps on neighbouring sides.
    Layout {
        letter: "P",
        roads: &[],
        cities: &[CAP_N, &[EL, E, ER]],
        fields: &[(&[SL, SR, WL, WR], &[0, 1])],
        centre: None,
    },
    // A city from the north side through to the south side, between two fields.
    Layout {
        letter: "Q",
        roads: &[],
        cities: &[&[NL, N, NR, SL, S, SR]],
        fields: &[(&[EL, ER], &[0]), (&[WL, WR], &[0])],
        centre: None,
    },
];

/// The arrows a tile can carry: none, or one of the eight directions.
const ARROWS: [Option<Direction>; 9] = [
    None,
    Some(Direction::N),
    Some(Direction::NE),
    Some(Direction::E),
    Some(Direction::SE),
    Some(Direction::S),
    Some(Direction::SW),
    Some(Direction::W),
    Some(Direction::NW),
];

/// Illustrations the corpus scatters over its fields (the garden's own picture aside).
const ILLUSTRATIONS: [IllustrationKind; 3] = [
    IllustrationKind::Pigsty,
    IllustrationKind::Farmhouse,
    IllustrationKind::Highwaymen,
];

/// One file of a corpus: its path relative to the corpus folder and its bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CorpusFile {
    /// Where the file goes, relative to the corpus folder.
    pub path: PathBuf,
    /// The file's text.
    pub text: String,
}

/// Why a corpus could not be made.
#[derive(Debug)]
pub enum CorpusError {
    /// More tiles were asked for than an edition can count.
    TooManyTiles(usize),
    /// The model could not be written as TOML.
    Serialize(String),
    /// A file could not be written.
    Io(io::Error),
}

impl std::fmt::Display for CorpusError {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CorpusError::TooManyTiles(count) => write!(
                formatter,
                "a corpus holds at most {MAX_TILES} tiles, not {count}"
            ),
            CorpusError::Serialize(message) => write!(formatter, "cannot serialize: {message}"),
            CorpusError::Io(error) => write!(formatter, "{error}"),
        }
    }
}

impl std::error::Error for CorpusError {}

/// `count` distinct tiles (no two the same up to rotation), in their written orientation, with
/// ids `bench-00001` onwards.
pub fn tiles(count: usize) -> Result<Vec<Tile>, CorpusError> {
    if count > MAX_TILES {
        return Err(CorpusError::TooManyTiles(count));
    }
    let width = stem_width(count);
    let mut seen = HashSet::new();
    let mut tiles = Vec::with_capacity(count);
    // Pennant counts grow one step at a time, only once every layout and arrow with fewer
    // pennants has been used.
    'pennants: for most_pennants in 0..=u8::MAX {
        for layout in LAYOUTS {
            for pennants in pennant_choices(layout.cities.len(), most_pennants) {
                for arrow in ARROWS {
                    if tiles.len() == count {
                        break 'pennants;
                    }
                    let shape = layout_tile(layout, &pennants, arrow);
                    if !seen.insert(TileShape::canonical(&shape)) {
                        continue;
                    }
                    let number = tiles.len() + 1;
                    tiles.push(dress(shape, layout, number, width));
                }
            }
        }
    }
    Ok(tiles)
}

/// The manifest of the corpus's expansion, for `tiles` tiles of one copy each.
pub fn expansion(tiles: usize) -> Result<Expansion, CorpusError> {
    let tiles = u16::try_from(tiles).map_err(|_| CorpusError::TooManyTiles(tiles))?;
    Ok(Expansion {
        id: Cow::Borrowed(EXPANSION),
        name: Cow::Borrowed("Benchmark corpus"),
        version: None,
        editions: Cow::Owned(vec![Edition {
            id: Cow::Borrowed(EDITION),
            year: Some(2026),
            tiles,
        }]),
        die: None,
        symbol: None,
        back: None,
        requires: Cow::Borrowed(&[]),
    })
}

/// Every file of a corpus of `count` tiles: the schemas, the manifest and one file per tile,
/// each data file headed by a `#:schema` line pointing at its schema.
pub fn files(count: usize) -> Result<Vec<CorpusFile>, CorpusError> {
    let tiles = tiles(count)?;
    let width = stem_width(count);
    // The committed schemas, the very ones `tilecat validate` checks against.
    let mut files: Vec<CorpusFile> = SCHEMA_FILES
        .iter()
        .filter(|file| ["tile.schema.json", "expansion.schema.json"].contains(&file.name))
        .map(|file| CorpusFile {
            path: PathBuf::from(SCHEMA_FOLDER).join(file.name),
            text: file.committed.to_owned(),
        })
        .collect();
    files.push(CorpusFile {
        path: PathBuf::from("expansion.toml"),
        text: toml_file(
            &format!("{SCHEMA_FOLDER}/expansion.schema.json"),
            &expansion(count)?,
        )?,
    });
    for (index, tile) in tiles.iter().enumerate() {
        files.push(CorpusFile {
            path: PathBuf::from("tiles").join(format!("{}.toml", stem(index + 1, width))),
            text: toml_file(&format!("../{SCHEMA_FOLDER}/tile.schema.json"), tile)?,
        });
    }
    Ok(files)
}

/// Writes a corpus of `count` tiles into `out` and returns how many files were written.
pub fn write(count: usize, out: &Folder) -> Result<usize, CorpusError> {
    let files = files(count)?;
    for file in &files {
        out.write(&file.path, file.text.as_bytes())
            .map_err(CorpusError::Io)?;
    }
    Ok(files.len())
}

/// The digits of a tile file's stem: at least five, more when the count needs them.
fn stem_width(count: usize) -> usize {
    count.to_string().len().max(5)
}

fn stem(number: usize, width: usize) -> String {
    format!("{number:0width$}")
}

/// Every assignment of pennants to `cities` cities whose largest count is `most`; a tile with
/// no cities has only the empty assignment, for `most == 0`.
fn pennant_choices(cities: usize, most: u8) -> Vec<Vec<u8>> {
    let mut choices = vec![Vec::new()];
    for _ in 0..cities {
        choices = choices
            .into_iter()
            .flat_map(|choice| {
                (0..=most).map(move |pennants| {
                    let mut next = choice.clone();
                    next.push(pennants);
                    next
                })
            })
            .collect();
    }
    choices.retain(|choice| choice.iter().copied().max().unwrap_or(0) == most);
    choices
}

/// A tile of `layout` with the given pennants and arrow, before it gets its id and dressing.
fn layout_tile(layout: &Layout, pennants: &[u8], arrow: Option<Direction>) -> Tile {
    let numbered = |kind: &str, count: usize, index: usize| -> Cow<'static, str> {
        if count == 1 {
            Cow::Owned(kind.to_owned())
        } else {
            Cow::Owned(format!("{kind}-{}", index + 1))
        }
    };
    let mut features = Vec::new();
    for (index, edges) in layout.roads.iter().enumerate() {
        features.push(Feature::Road {
            id: numbered("road", layout.roads.len(), index),
            edges: Cow::Borrowed(*edges),
            ends_at: None,
            end: None,
            under: None,
        });
    }
    for (index, edges) in layout.cities.iter().enumerate() {
        features.push(Feature::City {
            id: numbered("city", layout.cities.len(), index),
            edges: Cow::Borrowed(*edges),
            pennants: pennants[index],
            reaches: Cow::Borrowed(&[]),
            touches: Cow::Borrowed(&[]),
            under: None,
            semicircular: true,
            shares: None,
        });
    }
    for (index, (edges, cities)) in layout.fields.iter().enumerate() {
        features.push(Feature::Field {
            id: numbered("field", layout.fields.len(), index),
            edges: Cow::Borrowed(*edges),
            cities: cities
                .iter()
                .map(|&city| numbered("city", layout.cities.len(), city))
                .collect(),
            borders_inside: Cow::Borrowed(&[]),
        });
    }
    match layout.centre {
        Some(Centre::Monastery) => features.push(Feature::Monastery {
            id: Cow::Borrowed("monastery"),
        }),
        Some(Centre::Garden) => features.push(Feature::Garden {
            id: Cow::Borrowed("garden"),
        }),
        None => {}
    }
    Tile {
        id: Cow::Borrowed(""),
        expansion: Cow::Borrowed(EXPANSION),
        letter: Cow::Borrowed(layout.letter),
        edges: edges_of(layout),
        features: Cow::Owned(features),
        flier: arrow.map(|direction| Flier { direction }),
        illustrations: Cow::Borrowed(&[]),
        markers: Cow::Borrowed(&[]),
        counts: EditionCounts(Cow::Owned(vec![EditionCount {
            edition: Cow::Borrowed(EDITION),
            count: 1,
        }])),
        start: false,
        picture: None,
        allow: Cow::Borrowed(&[]),
        wagon_moves: Cow::Borrowed(&[]),
    }
}

/// What meets each side of `layout`: a road or city at the side's centre, else field.
fn edges_of(layout: &Layout) -> Edges {
    let kind = |side: Side| {
        let centre = side.positions()[1];
        if layout.roads.iter().any(|road| road.contains(&centre)) {
            EdgeKind::Road
        } else if layout.cities.iter().any(|city| city.contains(&centre)) {
            EdgeKind::City
        } else {
            EdgeKind::Field
        }
    };
    Edges::from_clockwise(Side::ALL.map(kind))
}

/// Gives a tile its id, turns it by its number so that every orientation appears, and puts an
/// illustration on some of its fields (a flower bed on every garden).
fn dress(shape: Tile, layout: &Layout, number: usize, width: usize) -> Tile {
    let first_field = shape
        .features
        .iter()
        .find(|feature| matches!(feature, Feature::Field { .. }))
        .map(|field| field.id().to_owned());
    let mut illustrations = Vec::new();
    if let Some(field) = first_field {
        if matches!(layout.centre, Some(Centre::Garden)) {
            illustrations.push(Illustration {
                kind: IllustrationKind::Garden,
                field: Cow::Owned(field),
                placement: Some(Direction::SE),
            });
        } else if number.is_multiple_of(5) {
            illustrations.push(Illustration {
                kind: ILLUSTRATIONS[(number / 5) % ILLUSTRATIONS.len()],
                field: Cow::Owned(field),
                placement: Direction::ALL.get(number % 9).copied(),
            });
        }
    }
    let tile = Tile {
        id: Cow::Owned(format!("{EXPANSION}-{}", stem(number, width))),
        // A letter names one tile per edition: the layout's letter and the tile's number.
        letter: Cow::Owned(format!("{}{number}", layout.letter)),
        illustrations: Cow::Owned(illustrations),
        ..shape
    };
    tile.rotated(Rotation::from_quarter_turns(number as u32))
}

fn toml_file<T: serde::Serialize>(schema: &str, value: &T) -> Result<String, CorpusError> {
    let body = toml::to_string(value).map_err(|error| CorpusError::Serialize(error.to_string()))?;
    Ok(format!("#:schema {schema}\n\n{body}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tiles_are_distinct_up_to_rotation() {
        let tiles = tiles(3000).unwrap();
        assert_eq!(tiles.len(), 3000);
        let shapes: HashSet<TileShape> = tiles.iter().map(TileShape::canonical).collect();
        assert_eq!(shapes.len(), tiles.len());
    }

    #[test]
    fn shape_key_sees_through_rotation_only() {
        let tiles = tiles(20).unwrap();
        for tile in &tiles {
            for rotation in Rotation::ALL {
                assert_eq!(
                    TileShape::canonical(&tile.rotated(rotation)),
                    TileShape::canonical(tile)
                );
            }
        }
        assert_ne!(
            TileShape::canonical(&tiles[0]),
            TileShape::canonical(&tiles[1])
        );
    }

    #[test]
    fn ids_follow_file_names() {
        let files = files(12).unwrap();
        let tile_files: Vec<_> = files
            .iter()
            .filter(|file| file.path.starts_with("tiles"))
            .collect();
        assert_eq!(tile_files.len(), 12);
        for file in tile_files {
            let stem = file.path.file_stem().unwrap().to_str().unwrap();
            assert!(
                file.text.contains(&format!("\nid = \"bench-{stem}\"\n")),
                "{}",
                file.text
            );
            assert!(
                file.text
                    .starts_with("#:schema ../schema/tile.schema.json\n")
            );
        }
    }

    #[test]
    fn manifest_counts_every_tile() {
        let tiles = tiles(137).unwrap();
        let sum: usize = tiles
            .iter()
            .map(|tile| usize::from(tile.counts.get(EDITION)))
            .sum();
        assert_eq!(expansion(137).unwrap().editions[0].tiles as usize, sum);
    }

    #[test]
    fn same_count_same_bytes() {
        assert_eq!(files(300).unwrap(), files(300).unwrap());
    }

    #[test]
    fn every_layout_appears_with_cities_among_them() {
        let tiles = tiles(1000).unwrap();
        for layout in LAYOUTS {
            assert!(tiles.iter().any(|tile| {
                tile.letter.trim_end_matches(|c: char| c.is_ascii_digit()) == layout.letter
            }));
        }
        let with_cities = tiles
            .iter()
            .filter(|tile| tile.edges.clockwise().contains(&EdgeKind::City))
            .count();
        assert!(with_cities > 0);
    }

    #[test]
    fn too_many_tiles_is_refused() {
        assert!(matches!(
            tiles(MAX_TILES + 1),
            Err(CorpusError::TooManyTiles(_))
        ));
    }

    #[test]
    fn written_files_parse_back_as_the_same_tiles() {
        let tiles = tiles(50).unwrap();
        let files = files(50).unwrap();
        for (tile, file) in tiles.iter().zip(files.iter().skip(3)) {
            let parsed: Tile = toml::from_str(&file.text).unwrap();
            assert_eq!(&parsed, tile);
        }
    }
}
