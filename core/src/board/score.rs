//! Scoring: completed features during the game, and incomplete features and fields at its end,
//! each for the players with the most meeples on it.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use crate::board::{
    Board, Cell, Joined, MeepleOnBoard, leading_to, neighbour, stands_as, surrounding,
};
use crate::model::{Feature, FeatureKind, MarkerKind, Side, Tile};
use crate::rules::{Meeple, Role};

/// What one joined feature scores and for whom.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct FeatureScore {
    /// What kind of feature it is.
    pub kind: FeatureKind,
    /// The first of its tile features: the cell and the feature's id there.
    pub at: Cell,
    /// The id of that tile feature.
    pub feature: String,
    /// Whether it is complete.
    pub complete: bool,
    /// How many tiles it covers, each counted once.
    pub tiles: u32,
    /// The points it gives each player in `players`.
    pub points: u32,
    /// The players with the most meeples on it (ties all score), sorted.
    pub players: Vec<String>,
    /// The role of the meeples that scored it: the usual one, or placed as abbots on a
    /// monastery that takes abbots, scored apart from its monks.
    pub role: Role,
}

/// The points of a board: per feature with meeples on it, and per player.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Scoring {
    /// Every feature that scored, in the order of its first tile feature.
    pub features: Vec<FeatureScore>,
    /// Each player's total, by name; players with meeples that scored nothing have 0.
    pub players: BTreeMap<String, u32>,
}

/// Scores `board`: every complete feature with meeples on it (road 1 per tile; city 2 per tile
/// and 2 per pennant; monastery or garden 9, an abbey too) and, when `end_of_game`, every
/// incomplete feature and every field too (road 1 per tile; city 1 per tile and 1 per pennant;
/// monastery or garden 1 and 1 per tile around it; a field 3 per complete city it borders). A
/// monastery that is a haunted castle (Ghosts, Castles and Cemeteries) scores, once surrounded,
/// 2 for its tile and 2 for each tile around it that shows mist, and at the end 1 and 1; one
/// that is a cemetery scores no points when surrounded (its majority takes a guard meeple,
/// which a board does not count) and is not scored at the end. A German cathedral (Cathedrals
/// in Germany) is complete once every road leading to it is; its majority then scores 1 for each
/// tile of each of those roads, their pieces on its tile counted apart, and a completed road
/// leading to it scores 2 a tile (counted so), an incomplete one 1; an incomplete German
/// cathedral is not scored at the end. A German castle (Castles in Germany), complete once
/// every cell around its tiles holds a tile, scores 1 for each of its tiles and 1 for each tile
/// around them: 12 complete, and at the end of the game 2 and 1 for each tile around. A feature
/// scores for
/// every player with the most meeples on it: a large meeple counts as two, a mayor as the
/// city's pennants, every other meeple as one. Several meeples share a feature after flights,
/// and its majority scores it. On a monastery that takes abbots (Monasteries in Germany, the
/// Netherlands & Belgium; Japanese Buildings) the meeples placed as monks and those placed as
/// abbots are scored apart, each group for its own majority, so such a monastery can score
/// twice: the monks as on any monastery, the abbots only at the end of the game, 1 point for
/// the monastery's tile and 1 for each tile in an unbroken line from it north, east, south and
/// west. A small city a castle of Bridges, Castles & Bazaars is built on is no longer scored as
/// a city; what the castle's lord scores (the next feature completed in its fief) a board does
/// not count.
///
/// ```
/// use tilecat_core::board::{Board, score};
/// use tilecat_core::model::Rotation;
/// use tilecat_core::rules::Meeple;
/// use tilecat_core::tables::{FLIER_B, FLIER_D};
///
/// let mut board = Board::new();
/// board.place(&FLIER_B, (0, 0), Rotation::R0).unwrap();
/// board.place(&FLIER_D, (1, 0), Rotation::R0).unwrap();
/// board.add_meeple("red", Meeple::Follower, (0, 0), "road").unwrap();
/// board.add_meeple("blue", Meeple::LargeMeeple, (1, 0), "road").unwrap();
/// assert!(score(&board, false).features.is_empty()); // the road is still open
/// let end = score(&board, true);
/// assert_eq!(end.players["blue"], 2); // two tiles of road, blue's large meeple wins
/// assert_eq!(end.players["red"], 0);
/// ```
pub fn score(board: &Board<'_>, end_of_game: bool) -> Scoring {
    let mut on_feature: HashMap<Joined, Vec<&MeepleOnBoard>> = HashMap::new();
    let mut scoring = Scoring::default();
    for meeple in board.meeples() {
        scoring.players.entry(meeple.player.clone()).or_insert(0);
        if let Some(joined) = board.joined(meeple.at, meeple.feature) {
            on_feature.entry(joined).or_default().push(meeple);
        }
    }
    let mut features: Vec<(Joined, Vec<&MeepleOnBoard>)> = on_feature.into_iter().collect();
    features.sort_unstable_by_key(|(joined, _)| *joined);
    for (joined, meeples) in features {
        // A small city turned into a castle is no longer scored as a city.
        if board.castle_over(joined).is_some() {
            continue;
        }
        let complete = board.is_complete(joined);
        let parts = board.parts(joined);
        let (at, index) = parts[0];
        let tile = board.tile_at(at).expect("a part lies on a placed tile");
        let feature = &tile.tile.features[index];
        let tiles = parts
            .iter()
            .map(|(cell, _)| *cell)
            .collect::<BTreeSet<Cell>>()
            .len() as u32;
        let pennants = pennants(board, &parts);
        let points = match (feature.kind(), complete) {
            (FeatureKind::Road, _) => match cathedral_road(board, &parts) {
                Some(counted) if complete => 2 * counted,
                Some(counted) => counted,
                None => tiles,
            },
            (FeatureKind::City, true) => 2 * tiles + 2 * pennants,
            (FeatureKind::City, false) => tiles + pennants,
            (FeatureKind::Monastery, _) if stands_as(tile.tile, index, MarkerKind::Cemetery) => 0,
            (FeatureKind::Monastery, _)
                if stands_as(tile.tile, index, MarkerKind::GermanCathedral) =>
            {
                archbishop_points(board, at, tile.tile, index)
            }
            (FeatureKind::Monastery, _)
                if stands_as(tile.tile, index, MarkerKind::HauntedCastle) =>
            {
                let mist = 1 + surrounding(at)
                    .filter(|&cell| {
                        board
                            .tile_at(cell)
                            .is_some_and(|placed| shows_mist(placed.tile))
                    })
                    .count() as u32;
                if complete { 2 * mist } else { mist }
            }
            (FeatureKind::Monastery | FeatureKind::Garden, true) => 9,
            (FeatureKind::Monastery | FeatureKind::Garden, false) => {
                1 + surrounding(at)
                    .filter(|&cell| board.tile_at(cell).is_some())
                    .count() as u32
            }
            (FeatureKind::GermanCastle, _) => castle_points(board, &parts),
            (FeatureKind::Field, _) => 3 * completed_cities(board, &parts),
            // No meeple stands on a river or a tower foundation, and followers in the City of
            // Carcassonne's quarters score only where they are sent.
            (FeatureKind::River | FeatureKind::Quarter | FeatureKind::Tower, _) => 0,
        };
        for (role, meeples) in apart(meeples) {
            // The abbots' monastery is never complete for them: it scores at the end of the game.
            let (complete, points) = match role {
                Role::Usual => (complete, points),
                Role::Abbot => (false, abbot_points(board, at)),
            };
            if !complete && !end_of_game {
                continue;
            }
            // An incomplete cemetery or German cathedral is not scored at the end of the game.
            if !complete
                && (stands_as(tile.tile, index, MarkerKind::Cemetery)
                    || stands_as(tile.tile, index, MarkerKind::GermanCathedral))
            {
                continue;
            }
            let players = majority(&meeples, pennants);
            for player in &players {
                *scoring.players.entry(player.clone()).or_insert(0) += points;
            }
            scoring.features.push(FeatureScore {
                kind: feature.kind(),
                at,
                feature: feature.id().to_owned(),
                complete,
                tiles,
                points,
                players,
                role,
            });
        }
    }
    scoring
}

/// How the road made of `parts` counts its tiles when it leads to a German cathedral (its
/// pieces on a cathedral's tile that lead to the cathedral each counted apart), or `None` for a
/// road that leads to none.
fn cathedral_road(board: &Board<'_>, parts: &[(Cell, usize)]) -> Option<u32> {
    let mut cells: BTreeMap<Cell, u32> = BTreeMap::new();
    let mut leads = false;
    for &(at, index) in parts {
        let Some(placed) = board.tile_at(at) else {
            continue;
        };
        let leading = match &placed.tile.features[index] {
            Feature::Road {
                ends_at: Some(end), ..
            } => placed
                .tile
                .features
                .iter()
                .position(|feature| feature.id() == end.as_ref())
                .is_some_and(|end| stands_as(placed.tile, end, MarkerKind::GermanCathedral)),
            _ => false,
        };
        leads |= leading;
        let pieces = cells.entry(at).or_insert(0);
        *pieces = if leading {
            *pieces + 1
        } else {
            (*pieces).max(1)
        };
    }
    leads.then(|| cells.values().map(|&pieces| pieces.max(1)).sum())
}

/// What the archbishops of the German cathedral, feature `index` of the tile at `at`, score:
/// 1 for each tile of each road leading to it, each road once.
fn archbishop_points(board: &Board<'_>, at: Cell, tile: &Tile, index: usize) -> u32 {
    let roads: BTreeSet<Joined> = leading_to(tile, index)
        .filter_map(|road| board.joined(at, road))
        .collect();
    roads
        .into_iter()
        .filter_map(|road| cathedral_road(board, &board.parts(road)))
        .sum()
}

/// What the lords of the German castle made of `parts` score: 1 for each of the castle's tiles
/// and 1 for each tile around them, so 12 for a complete castle on its double tile.
fn castle_points(board: &Board<'_>, parts: &[(Cell, usize)]) -> u32 {
    let mut cells: BTreeSet<Cell> = BTreeSet::new();
    for &(at, _) in parts {
        cells.insert(at);
        cells.extend(surrounding(at).filter(|&cell| board.tile_at(cell).is_some()));
    }
    cells.len() as u32
}

/// Whether `tile` shows mist (Ghosts, Castles and Cemeteries).
fn shows_mist(tile: &Tile) -> bool {
    tile.markers
        .iter()
        .any(|marker| marker.kind == MarkerKind::Mist)
}

/// The meeples on a feature in the groups that are scored apart, each by its own majority: those
/// placed as usual, then those placed as abbots (The Flier's rules: on German and Dutch
/// monasteries and Japanese buildings, meeples placed as monks and as abbots are scored
/// separately). Only a monastery that takes abbots holds meeples placed as abbots
/// ([`Board::add_meeple_as`]), so on any other feature all the meeples are one group.
fn apart(meeples: Vec<&MeepleOnBoard>) -> Vec<(Role, Vec<&MeepleOnBoard>)> {
    let (abbots, usual): (Vec<&MeepleOnBoard>, Vec<&MeepleOnBoard>) = meeples
        .into_iter()
        .partition(|meeple| meeple.role == Role::Abbot);
    [(Role::Usual, usual), (Role::Abbot, abbots)]
        .into_iter()
        .filter(|(_, group)| !group.is_empty())
        .collect()
}

/// What the abbots of the monastery at `at` score at the end of the game: 1 for its tile and 1
/// for each tile in an unbroken line from it in each of the four directions; the first empty
/// cell ends a line.
fn abbot_points(board: &Board<'_>, at: Cell) -> u32 {
    let mut points = 1;
    for side in Side::ALL {
        let mut cell = neighbour(at, side);
        while board.tile_at(cell).is_some() {
            points += 1;
            cell = neighbour(cell, side);
        }
    }
    points
}

/// The pennants of the city made of `parts`.
fn pennants(board: &Board<'_>, parts: &[(Cell, usize)]) -> u32 {
    parts
        .iter()
        .map(|&(at, index)| match board.tile_feature(at, index) {
            Some(Feature::City { pennants, .. }) => u32::from(*pennants),
            _ => 0,
        })
        .sum()
}

/// How many distinct complete cities the field made of `parts` borders.
fn completed_cities(board: &Board<'_>, parts: &[(Cell, usize)]) -> u32 {
    let mut cities = BTreeSet::new();
    for &(at, index) in parts {
        let Some(Feature::Field { cities: ids, .. }) = board.tile_feature(at, index) else {
            continue;
        };
        let Some(placed) = board.tile_at(at) else {
            continue;
        };
        for id in ids.iter() {
            let city = placed
                .tile
                .features
                .iter()
                .position(|feature| feature.id() == id.as_ref());
            let joined = city.and_then(|city| board.joined(at, city));
            cities.extend(joined.filter(|&joined| board.is_complete(joined)));
        }
    }
    cities.len() as u32
}

/// The players with the greatest strength among `meeples`, sorted: a large meeple counts two,
/// a mayor as many as the city's `pennants`, any other meeple one.
fn majority(meeples: &[&MeepleOnBoard], pennants: u32) -> Vec<String> {
    let mut strength: BTreeMap<&str, u32> = BTreeMap::new();
    for meeple in meeples {
        let counts = match meeple.kind {
            Meeple::LargeMeeple => 2,
            Meeple::Mayor => pennants,
            _ => 1,
        };
        *strength.entry(meeple.player.as_str()).or_insert(0) += counts;
    }
    let best = strength.values().copied().max().unwrap_or(0);
    if best == 0 {
        return Vec::new();
    }
    strength
        .into_iter()
        .filter(|&(_, counts)| counts == best)
        .map(|(player, _)| player.to_owned())
        .collect()
}
