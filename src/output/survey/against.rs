//! A set's figures beside those of its base set alone, played with the same games and seed:
//! what the expansion changes.

use serde::Serialize;

use crate::output::survey::figures::{Figures, PlayFigures};

/// The base set's figures and every figure of the two side by side.
#[derive(Debug, Clone, Serialize)]
pub struct Comparison {
    /// The files or folders of the base set, as given.
    pub paths: Vec<String>,
    /// The side classes the set has and its base set lacks.
    pub new_classes: Vec<String>,
    /// Every figure the two share, the base set's beside the set's.
    pub changes: Vec<Change>,
    /// The base set's own figures.
    pub base: Box<Figures>,
}

/// One figure of the base set beside the same figure of the set.
#[derive(Debug, Clone, Serialize)]
pub struct Change {
    /// What it counts, in words.
    pub figure: String,
    /// The part of the report it belongs to: `side classes`, `fit nowhere`, `holes`,
    /// `flights` or `points`.
    pub topic: &'static str,
    /// The base set's.
    pub base: f64,
    /// The set's.
    pub with: f64,
    /// `with - base`.
    pub change: f64,
    /// Whether the two differ.
    pub changed: bool,
}

impl Change {
    /// `figure` of `topic`, `base` beside `with`.
    fn new(topic: &'static str, figure: impl Into<String>, base: f64, with: f64) -> Change {
        Change {
            figure: figure.into(),
            topic,
            base,
            with,
            change: with - base,
            changed: base != with,
        }
    }
}

/// `part / whole`, or 0 for nothing.
fn per(part: u64, whole: u64) -> f64 {
    if whole == 0 {
        0.0
    } else {
        part as f64 / whole as f64
    }
}

/// The figures of one set's games that a comparison sets side by side, each with its topic.
fn play_figures(play: &PlayFigures) -> Vec<(&'static str, String, f64)> {
    let draws: u64 = play.tiles.iter().map(|tile| tile.draws).sum();
    let unplaced: u64 = play.tiles.iter().map(|tile| tile.unplaced).sum();
    let flights: u64 = play.flights.iter().map(|flier| flier.flights).sum();
    let landed: u64 = play.flights.iter().map(|flier| flier.landed).sum();
    let ever_unplaced = play.tiles.iter().filter(|tile| tile.unplaced > 0).count();
    let mut figures = vec![
        ("fit nowhere", "tiles shuffled".to_owned(), play.deck as f64),
        (
            "fit nowhere",
            "draws per game that fitted nowhere".to_owned(),
            per(unplaced, play.games),
        ),
        (
            "fit nowhere",
            "share of draws that fitted nowhere".to_owned(),
            per(unplaced, draws),
        ),
        (
            "fit nowhere",
            "tiles that fitted nowhere at least once".to_owned(),
            ever_unplaced as f64,
        ),
        (
            "holes",
            "dead holes per game".to_owned(),
            play.holes.dead_per_game,
        ),
        (
            "holes",
            "open holes per game".to_owned(),
            play.holes.open_per_game,
        ),
        (
            "flights",
            "flights per game".to_owned(),
            per(flights, play.games),
        ),
        (
            "flights",
            "share of flights that landed".to_owned(),
            per(landed, flights),
        ),
    ];
    let total: f64 = play.points_per_game.values().sum();
    figures.push(("points", "points per game, all kinds".to_owned(), total));
    for (kind, points) in &play.points_per_game {
        figures.push(("points", format!("points per game on {kind}"), *points));
    }
    figures
}

/// `with`'s figures beside those of `base`, the set of `paths` played with the same games and
/// seed.
pub fn compare(with: &Figures, base: Figures, paths: Vec<String>) -> Comparison {
    let mut changes = vec![Change::new(
        "side classes",
        "side classes the set has",
        base.coverage.present as f64,
        with.coverage.present as f64,
    )];
    let base_play = play_figures(&base.play);
    let with_play = play_figures(&with.play);
    // In the order of the set's figures, then any only the base set has.
    let order = with_play.iter().chain(
        base_play
            .iter()
            .filter(|(_, name, _)| !with_play.iter().any(|(_, other, _)| other == name)),
    );
    let value = |figures: &[(&str, String, f64)], name: &str| {
        figures
            .iter()
            .find(|(_, other, _)| other == name)
            .map_or(0.0, |(_, _, value)| *value)
    };
    for (topic, name, _) in order {
        changes.push(Change::new(
            topic,
            name.clone(),
            value(&base_play, name),
            value(&with_play, name),
        ));
    }
    let new_classes = with
        .coverage
        .classes
        .iter()
        .zip(&base.coverage.classes)
        .filter(|(with, base)| with.copies > 0 && base.copies == 0 && with.name == base.name)
        .map(|(with, _)| with.name.clone())
        .collect();
    Comparison {
        paths,
        new_classes,
        changes,
        base: Box::new(base),
    }
}
