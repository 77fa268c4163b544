//! Board files: a TOML board (tiles from the catalog at cells, meeples, the tile just placed)
//! read into a [`Board`], with located diagnostics like those of tile files.
//!
//! ```toml
//! #:schema ../../schema/board.schema.json
//! last = [1, 0]          # the tile just placed (its flying machine is used)
//! flown = "follower"     # optional: the figure that already flew from it this turn
//!
//! [[tiles]]
//! tile = "base-E"        # a catalog id
//! at = [0, 0]            # [x, y]: x to the east, y to the south
//! rotation = 0           # 0, 90, 180 or 270, clockwise
//!
//! [[meeples]]
//! at = [0, 0]
//! feature = "city"       # the feature's id in the tile's data
//! player = "blue"
//! kind = "follower"      # optional, follower by default
//! placed-as = "usual"    # optional: `abbot` on a monastery that takes abbots
//!
//! [[castles]]            # a castle of Bridges, Castles & Bazaars on a completed small city
//! at = [0, 0]            # one of the small city's two tiles
//! city = "city"          # the city segment's id there
//! player = "red"         # whose lord stands on it
//! ```

mod format;

use std::collections::{HashMap, HashSet, VecDeque};
use std::path::Path;
use std::sync::OnceLock;

pub use format::{BoardCastle, BoardFile, BoardMeeple, BoardTile};

use crate::board::{Board, CastleError, Cell, MeepleError, PlaceError, neighbour};
use crate::input::load::{Refused, read_source, refused, text_source};
use crate::input::schema::{BOARD_SCHEMA, Compiled};
use crate::input::source::{Pointer, SourceFile};
use crate::input::source::{hidden_in_decoded, json, parse};
use crate::model::{Catalog, Feature, Rotation, Side, Tile};
use crate::rules::{Meeple, feature_at, is_river_side};
use crate::shared::diagnostic::{Code, Diagnostic, Fix};

/// How far from the origin a board file's tiles may lie, in cells, in each direction.
pub const MAX_COORDINATE: u32 = 1_000_000;

/// A board file after loading: the board as far as it could be built, the tile just placed,
/// the file's text and every problem found.
#[derive(Debug, Clone, Default)]
pub struct LoadedBoard<'c> {
    /// The tiles that could be placed and the meeples that could be put.
    pub board: Board<'c>,
    /// The cell of the tile just placed, when the file names one that has a flying machine.
    pub last: Option<Cell>,
    /// The figure that has already flown from the flying machine of `last` this turn
    /// (`flown`), kept with `last`.
    pub flown: Option<Meeple>,
    /// The file's text, when it could be read.
    pub source: Option<SourceFile>,
    /// Every problem found, in the order of the file.
    pub diagnostics: Vec<Diagnostic>,
}

/// Reads the board file at `path` with tiles from `catalog`: placed in an order that grows the
/// board from its river (from the first river tile listed, along the river), then from there
/// through neighbours, so the file may list them in any order.
pub fn load_board<'c>(path: &Path, catalog: &'c Catalog) -> LoadedBoard<'c> {
    load_board_source(read_source(path), catalog)
}

/// Reads `text` as the board file at `path` (such as an editor's unsaved buffer), as
/// [`load_board`] reads the file's text on disk.
pub fn load_board_text<'c>(path: &Path, text: String, catalog: &'c Catalog) -> LoadedBoard<'c> {
    load_board_source(text_source(path, text), catalog)
}

/// The board schema, compiled once for every board the process reads.
fn board_schema() -> &'static Compiled {
    static SCHEMA: OnceLock<Compiled> = OnceLock::new();
    SCHEMA.get_or_init(|| Compiled::new(BOARD_SCHEMA))
}

fn load_board_source(read: Result<SourceFile, Box<Refused>>, catalog: &Catalog) -> LoadedBoard<'_> {
    let mut loaded = LoadedBoard::default();
    let source = match read {
        Ok(source) => source,
        Err(refused) => {
            loaded.source = refused.source;
            loaded.diagnostics.push(refused.diagnostic);
            return loaded;
        }
    };
    let path = source.path.as_path();
    let parsed = match parse(path, &source.text) {
        Ok(parsed) => parsed,
        Err(diagnostic) => {
            loaded.diagnostics.push(diagnostic);
            loaded.source = Some(source);
            return loaded;
        }
    };
    if let Some(diagnostic) = hidden_in_decoded(path, &parsed) {
        loaded.diagnostics.push(diagnostic);
        loaded.source = Some(source);
        return loaded;
    }
    let schema = board_schema().check(&json(&parsed), &source);
    if !schema.is_empty() {
        loaded.diagnostics = schema;
        loaded.source = Some(source);
        return loaded;
    }
    match toml::from_str::<BoardFile>(&source.text) {
        Ok(file) => build(&file, catalog, &source, &mut loaded),
        Err(error) => loaded.diagnostics.push(refused(&source, &error)),
    }
    loaded.diagnostics.sort_by_key(|diagnostic| {
        diagnostic
            .span
            .as_ref()
            .map_or((0, 0), |span| (span.start, span.end))
    });
    loaded.source = Some(source);
    loaded
}

/// What to do about a tile id that is nowhere near one of `catalog`: name one it has, and say
/// where the catalog comes from.
fn unknown_tile_help(catalog: &Catalog) -> String {
    let from = "the data given with `--data` (without it, `data/` and the `data/` folder beside \
                the board), or the other paths named to `validate`";
    match catalog.tiles.first() {
        Some(tile) => format!(
            "name a tile of the catalog, such as `{}`; the catalog is {from}",
            tile.id
        ),
        None => format!("the catalog holds no tile: it is {from}"),
    }
}

/// Builds the board of `file` into `loaded`, reporting each problem at its place in `source`.
fn build<'c>(
    file: &BoardFile,
    catalog: &'c Catalog,
    source: &SourceFile,
    loaded: &mut LoadedBoard<'c>,
) {
    let path = source.path.as_path();
    let tiles = Pointer::root().key("tiles");
    let at =
        |array: &Pointer, index: usize, key: &str| source.value_span(&array.index(index).key(key));
    // Which entry lies on each cell; the others are problems of their own.
    let mut cells: HashMap<Cell, usize> = HashMap::new();
    let mut entries = Vec::new();
    // The cells of tiles that have an error of their own: what lies beyond them or stands on
    // them is not reported again as apart from the board or standing on no tile.
    let mut holes: HashSet<Cell> = HashSet::new();
    for (index, entry) in file.tiles.iter().enumerate() {
        let cell = (entry.at[0], entry.at[1]);
        if cell.0.unsigned_abs() > MAX_COORDINATE || cell.1.unsigned_abs() > MAX_COORDINATE {
            loaded.diagnostics.push(
                Diagnostic::error(
                    Code::SchemaViolation,
                    path,
                    format!(
                        "[{}, {}] is too far out: a board's cells lie within ±{MAX_COORDINATE}",
                        cell.0, cell.1
                    ),
                )
                .with_span(at(&tiles, index, "at")),
            );
            continue;
        }
        let Some(tile) = catalog.tile(&entry.tile) else {
            let span = at(&tiles, index, "tile");
            let unknown = Diagnostic::error(
                Code::UnknownTile,
                path,
                format!("the catalog has no tile `{}`", entry.tile),
            )
            .with_span(span.clone());
            let unknown = match (
                crate::input::check::nearest_tile(catalog, &entry.tile),
                span,
            ) {
                (Some(id), Some(span)) => unknown
                    .with_help(format!("did you mean `{id}`?"))
                    .with_fix(Fix::new(
                        format!("replace with `{id}`"),
                        span,
                        format!("\"{id}\""),
                    )),
                (Some(id), None) => unknown.with_help(format!("did you mean `{id}`?")),
                (None, _) => unknown.with_help(unknown_tile_help(catalog)),
            };
            loaded.diagnostics.push(unknown);
            holes.insert(cell);
            continue;
        };
        let Some(rotation) = rotation(entry.rotation) else {
            loaded.diagnostics.push(
                Diagnostic::error(
                    Code::UnknownValue,
                    path,
                    format!("a tile cannot be turned by {} degrees", entry.rotation),
                )
                .with_span(at(&tiles, index, "rotation"))
                .with_help("use 0, 90, 180 or 270"),
            );
            holes.insert(cell);
            continue;
        };
        if let Some(&first) = cells.get(&cell) {
            let other: &(usize, Cell, Rotation, _) = &entries[first];
            let other_index = other.0;
            loaded.diagnostics.push(
                Diagnostic::error(
                    Code::CellTaken,
                    path,
                    format!(
                        "`{}` lies at [{}, {}], where `{}` (tiles[{other_index}]) already lies",
                        entry.tile, cell.0, cell.1, file.tiles[other_index].tile
                    ),
                )
                .with_span(at(&tiles, index, "at")),
            );
            continue;
        }
        cells.insert(cell, entries.len());
        entries.push((index, cell, rotation, tile));
    }
    // Grow the board from its river first, whichever tile is listed first: from the first
    // river tile along the river's sides, as the river is laid before the land; then through
    // neighbours, and through the cells of tiles with errors of their own, as if they lay
    // there. A board is legal or not whatever the order its tiles are listed in.
    let mut reached = vec![false; entries.len()];
    let mut passed: HashSet<Cell> = HashSet::new();
    let mut river = VecDeque::new();
    let start = entries
        .iter()
        .find(|(_, _, rotation, tile)| has_river(tile, *rotation))
        .or(entries.first());
    if let Some(&(_, first, _, _)) = start {
        passed.insert(first);
        river.push_back(first);
    }
    let mut grown = Vec::new();
    while let Some(cell) = river.pop_front() {
        let Some(&next) = cells.get(&cell) else {
            continue;
        };
        grown.push(cell);
        let (index, _, rotation, tile) = entries[next];
        reached[next] = true;
        if let Err(problem) = place(loaded, path, tile, cell, rotation, &holes) {
            loaded
                .diagnostics
                .extend(problem.map(|problem| problem.with_span(at(&tiles, index, "at"))));
            holes.insert(cell);
        }
        for side in Side::ALL {
            let beside = neighbour(cell, side);
            if is_river_side(tile, rotation, side)
                && cells.contains_key(&beside)
                && passed.insert(beside)
            {
                river.push_back(beside);
            }
        }
    }
    let mut queue: VecDeque<Cell> = grown.into();
    while let Some(cell) = queue.pop_front() {
        if let Some(&next) = cells.get(&cell)
            && !reached[next]
        {
            reached[next] = true;
            let (index, cell, rotation, tile) = entries[next];
            if let Err(problem) = place(loaded, path, tile, cell, rotation, &holes) {
                // A tile reached only through the cell of a tile with an error of its own
                // touches no placed tile: that error is the one to fix, so it has none here.
                loaded
                    .diagnostics
                    .extend(problem.map(|problem| problem.with_span(at(&tiles, index, "at"))));
                holes.insert(cell);
            }
        }
        for side in Side::ALL {
            let beside = neighbour(cell, side);
            if (cells.contains_key(&beside) || holes.contains(&beside)) && passed.insert(beside) {
                queue.push_back(beside);
            }
        }
    }
    for (entry, &(index, cell, _, tile)) in entries.iter().enumerate() {
        if !reached[entry] {
            // Its error is the one to fix: its meeples and `last` are not reported again.
            holes.insert(cell);
            loaded.diagnostics.push(
                Diagnostic::error(
                    Code::TileApart,
                    path,
                    format!(
                        "`{}` at [{}, {}] is not joined to the first tile through neighbours",
                        tile.id, cell.0, cell.1
                    ),
                )
                .with_span(at(&tiles, index, "at")),
            );
        }
    }
    meeples(file, source, &holes, loaded);
    castles(file, source, &holes, loaded);
    last(file, source, &holes, loaded);
}

/// Whether `tile` turned by `rotation` shows a river on a side.
fn has_river(tile: &Tile, rotation: Rotation) -> bool {
    Side::ALL
        .into_iter()
        .any(|side| is_river_side(tile, rotation, side))
}

/// Places `tile` on the board of `loaded`, or the error (without its place in the file) that
/// keeps it off; none when it touches no tile on the board, or its river no river tile, only
/// beyond the cell of a tile kept off by an error of its own (one of `holes`).
fn place<'c>(
    loaded: &mut LoadedBoard<'c>,
    path: &Path,
    tile: &'c Tile,
    cell: Cell,
    rotation: Rotation,
    holes: &HashSet<Cell>,
) -> Result<(), Option<Diagnostic>> {
    match loaded.board.place(tile, cell, rotation) {
        Ok(()) => Ok(()),
        Err(PlaceError::NotTouching) => Err(None),
        Err(PlaceError::RiverApart)
            if Side::ALL.into_iter().any(|side| {
                is_river_side(tile, rotation, side) && holes.contains(&neighbour(cell, side))
            }) =>
        {
            Err(None)
        }
        Err(PlaceError::Mismatch { side, neighbour }) => {
            let other = loaded
                .board
                .tile_at(neighbour)
                .map_or("", |placed| placed.tile.id.as_ref());
            Err(Some(
                Diagnostic::error(
                    Code::SideMismatch,
                    path,
                    format!(
                        "the {} side of `{}` at [{}, {}] ({}) does not match the {} side of `{other}` at [{}, {}] ({})",
                        side.name(),
                        tile.id,
                        cell.0,
                        cell.1,
                        side_words(tile, rotation, side),
                        side.opposite().name(),
                        neighbour.0,
                        neighbour.1,
                        neighbour_edge(loaded, neighbour, side.opposite()),
                    ),
                )
                .with_help("turn the tile with `rotation`, or move it"),
            ))
        }
        Err(error @ (PlaceError::RiverApart | PlaceError::RiverTurnsBack { .. })) => Err(Some(
            Diagnostic::error(
                Code::RiverBroken,
                path,
                format!(
                    "`{}` cannot lie at [{}, {}]: {error}",
                    tile.id, cell.0, cell.1
                ),
            )
            .with_help(
                "lay the river tile so that it continues the river and turns it the other way",
            ),
        )),
        Err(error @ PlaceError::CastlesTouch { .. }) => Err(Some(
            Diagnostic::error(
                Code::CastlesTouching,
                path,
                format!(
                    "`{}` cannot lie at [{}, {}]: {error}",
                    tile.id, cell.0, cell.1
                ),
            )
            .with_help("lay the castle where no other German castle lies around it"),
        )),
        Err(error @ (PlaceError::Occupied | PlaceError::TooManyFeatures)) => {
            let code = match error {
                PlaceError::Occupied => Code::CellTaken,
                _ => Code::TooManyFeatures,
            };
            Err(Some(Diagnostic::error(
                code,
                path,
                format!(
                    "`{}` cannot lie at [{}, {}]: {error}",
                    tile.id, cell.0, cell.1
                ),
            )))
        }
    }
}

/// Puts the meeples of `file` on the board, reporting those on no tile or no feature, and
/// those on a feature their kind may not stand on.
fn meeples(
    file: &BoardFile,
    source: &SourceFile,
    holes: &HashSet<Cell>,
    loaded: &mut LoadedBoard<'_>,
) {
    let array = Pointer::root().key("meeples");
    for (index, meeple) in file.meeples.iter().enumerate() {
        let cell = (meeple.at[0], meeple.at[1]);
        if holes.contains(&cell) {
            continue;
        }
        let Some(placed) = loaded.board.tile_at(cell) else {
            loaded.diagnostics.push(
                Diagnostic::error(
                    Code::UnknownFeature,
                    &source.path,
                    format!(
                        "no tile lies at [{}, {}] for the meeple to stand on",
                        cell.0, cell.1
                    ),
                )
                .with_span(source.value_span(&array.index(index).key("at"))),
            );
            continue;
        };
        let tile = placed.tile;
        match loaded.board.add_meeple_as(
            &meeple.player,
            meeple.kind,
            meeple.placed_as,
            cell,
            &meeple.feature,
        ) {
            Ok(()) => {}
            Err(error @ (MeepleError::NoAbbotsMonastery | MeepleError::NoQuarter)) => {
                let (code, key, help) = if error == MeepleError::NoQuarter {
                    (
                        Code::OutsideQuarters,
                        "feature",
                        "put the follower in one of the quarters, or on another feature",
                    )
                } else {
                    (
                        Code::AbbotNotAllowed,
                        "placed-as",
                        "place the meeple as usual, or on a monastery that takes abbots",
                    )
                };
                loaded.diagnostics.push(
                    Diagnostic::error(
                        code,
                        &source.path,
                        format!(
                            "`{}` of `{}` at [{}, {}]: {error}",
                            meeple.feature, tile.id, cell.0, cell.1
                        ),
                    )
                    .with_span(source.value_span(&array.index(index).key(key)))
                    .with_help(help),
                );
            }
            Err(MeepleError::NotAllowed {
                meeple: kind,
                feature,
            }) => {
                loaded.diagnostics.push(
                    Diagnostic::error(
                        Code::MeepleNotAllowed,
                        &source.path,
                        format!(
                            "`{}` of `{}` at [{}, {}] is a {}, and {}",
                            meeple.feature,
                            tile.id,
                            cell.0,
                            cell.1,
                            feature.name(),
                            kind.standing_rule()
                        ),
                    )
                    .with_span(source.value_span(&array.index(index).key("feature")))
                    .with_help(format!(
                        "put a meeple of another kind there, or the {} on another feature",
                        kind.name()
                    )),
                );
            }
            Err(_) => {
                let ids: Vec<String> = tile
                    .features
                    .iter()
                    .map(|feature| format!("`{}`", feature.id()))
                    .collect();
                loaded.diagnostics.push(
                    Diagnostic::error(
                        Code::UnknownFeature,
                        &source.path,
                        format!(
                            "`{}` at [{}, {}] has no feature `{}`",
                            tile.id, cell.0, cell.1, meeple.feature
                        ),
                    )
                    .with_span(source.value_span(&array.index(index).key("feature")))
                    .with_help(format!("its features are {}", ids.join(", "))),
                );
            }
        }
    }
}

/// Builds the castles of `file` on the board, reporting each that stands on no tile, no
/// feature, or no completed small city of two semi-circular segments, or on one that already
/// has a castle.
fn castles(
    file: &BoardFile,
    source: &SourceFile,
    holes: &HashSet<Cell>,
    loaded: &mut LoadedBoard<'_>,
) {
    let array = Pointer::root().key("castles");
    for (index, castle) in file.castles.iter().enumerate() {
        let cell = (castle.at[0], castle.at[1]);
        if holes.contains(&cell) {
            continue;
        }
        let Err(error) = loaded.board.add_castle(&castle.player, cell, &castle.city) else {
            continue;
        };
        let tile = loaded
            .board
            .tile_at(cell)
            .map_or(String::new(), |placed| format!(" of `{}`", placed.tile.id));
        let (key, help) = match error {
            CastleError::NoTile => ("at", "build the castle on a small city of the board"),
            CastleError::NoFeature | CastleError::NotACity(_) => (
                "city",
                "name the city segment of the tile the castle stands on",
            ),
            CastleError::NotSmallCity | CastleError::NotSemicircular => (
                "city",
                "build the castle on a small city of two semi-circular segments on two tiles, \
                 closed",
            ),
            CastleError::Built => ("city", "build one castle on a small city"),
        };
        loaded.diagnostics.push(
            Diagnostic::error(
                Code::SchemaViolation,
                &source.path,
                format!(
                    "the castle on `{}`{tile} at [{}, {}]: {error}",
                    castle.city, cell.0, cell.1
                ),
            )
            .with_span(source.value_span(&array.index(index).key(key)))
            .with_help(help),
        );
    }
}

/// Checks that `last` names a tile with a flying machine and keeps it.
fn last(
    file: &BoardFile,
    source: &SourceFile,
    holes: &HashSet<Cell>,
    loaded: &mut LoadedBoard<'_>,
) {
    let Some([x, y]) = file.last else {
        return;
    };
    if holes.contains(&(x, y)) {
        return;
    }
    let span = source.value_span(&Pointer::root().key("last"));
    let problem = match loaded.board.tile_at((x, y)) {
        None => format!("`last` names [{x}, {y}], where no tile lies"),
        Some(placed) if placed.tile.flier.is_none() => format!(
            "`last` names `{}` at [{x}, {y}], which has no flying machine",
            placed.tile.id
        ),
        Some(_) => {
            loaded.last = Some((x, y));
            loaded.flown = file.flown;
            return;
        }
    };
    loaded
        .diagnostics
        .push(Diagnostic::error(Code::NoFlyingMachine, &source.path, problem).with_span(span));
}

/// The rotation of `degrees`, if it is a quarter turn.
fn rotation(degrees: u16) -> Option<Rotation> {
    Rotation::ALL
        .into_iter()
        .find(|rotation| rotation.degrees() == degrees)
}

/// What the tile at `at` shows on `side`.
fn neighbour_edge(loaded: &LoadedBoard<'_>, at: Cell, side: Side) -> String {
    loaded
        .board
        .tile_at(at)
        .map_or("nothing".to_owned(), |placed| {
            side_words(placed.tile, placed.rotation, side)
        })
}

/// What `tile` turned by `rotation` shows on `side`: its kind of edge, and the German castle
/// running across it, if one does (a field side all the same).
fn side_words(tile: &Tile, rotation: Rotation, side: Side) -> String {
    let kind = tile.edges.rotated(rotation).get(side).name();
    match feature_at(tile, rotation, side.positions()[1]) {
        Some(castle @ Feature::GermanCastle { .. }) => {
            format!("{kind}, with German castle `{}` across it", castle.id())
        }
        _ => kind.to_owned(),
    }
}
