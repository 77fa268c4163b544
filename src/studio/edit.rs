//! The studio's operations on a tile's TOML text, made in place with `toml_edit`: only the
//! values an operation changes are written again, and every comment, blank line and layout of
//! the rest stays as it was.

use std::fmt;

use serde::Deserialize;
use toml_edit::{Array, ArrayOfTables, DocumentMut, InlineTable, Item, Table, Value};

use crate::model::{
    Direction, EdgePosition, FeatureKind, IllustrationKind, MarkerKind, Rotation, Side,
};
use crate::studio::layout;

/// What the page asks to change in one tile, in the game's words.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(tag = "op", rename_all = "kebab-case", deny_unknown_fields)]
pub enum Operation {
    /// Give the edge position to the feature: a city takes the whole side, a road or a river
    /// the side's centre; any other feature holding it gives it up. The sides and the fields
    /// follow.
    Give {
        /// The feature's id.
        feature: String,
        /// The position clicked.
        position: EdgePosition,
    },
    /// Take the edge position back from the feature (a city gives up the whole side).
    Take {
        /// The feature's id.
        feature: String,
        /// The position clicked.
        position: EdgePosition,
    },
    /// A new feature of the kind (its name in the data files, such as `road`), holding no
    /// position yet, with an id of its kind not yet taken.
    NewFeature {
        /// The kind's name in the data files.
        kind: String,
    },
    /// The flying machine's arrow points this way.
    Flier {
        /// The arrow's direction.
        direction: Direction,
    },
    /// The city's number of pennants.
    Pennants {
        /// The city's id.
        feature: String,
        /// How many pennants it shows (none removes the key).
        pennants: u8,
    },
    /// An illustration of the kind: removed when the tile has one, else put in the field at
    /// the position, placed towards it.
    Illustration {
        /// What it shows.
        kind: IllustrationKind,
        /// The position clicked: its field holds the picture.
        position: EdgePosition,
    },
    /// A marker of the kind: removed when the tile has one, else put on the tile; one that
    /// stands on a feature goes on the feature of a kind it may stand on at the position (at
    /// the centre, the one inside the tile), placed towards the position.
    Marker {
        /// What it is.
        kind: MarkerKind,
        /// The position clicked; none for the tile's centre.
        #[serde(default)]
        position: Option<EdgePosition>,
        /// The points of an `extra-points` marker.
        #[serde(default)]
        points: Option<u8>,
    },
    /// How many copies of the tile an edition holds.
    Count {
        /// The edition's id, such as `C3`.
        edition: String,
        /// The number of copies.
        count: u16,
    },
    /// The tile turned a quarter clockwise: every position, side and direction it names.
    Turn,
    /// The whole text replaced, as typed in the pane or taken back by undo.
    ReplaceText {
        /// The new text.
        text: String,
    },
}

/// An operation's outcome: the new text, and the feature the page selects next (the one just
/// made).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Edited {
    /// The tile's new text.
    pub text: String,
    /// The id of the feature made, for a new feature.
    pub made: Option<String>,
}

/// Why an operation could not be made; nothing is written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EditError {
    /// The text is not TOML: the parser's message, with its line and column.
    NotToml(String),
    /// No feature of the tile has this id.
    NoSuchFeature(String),
    /// The kind named is none the model has.
    NoSuchKind(String),
    /// The feature is not of a kind the operation applies to.
    WrongKind {
        /// The feature's id.
        feature: String,
        /// What the operation needs.
        wanted: &'static str,
    },
    /// No field meets the position, so no illustration can stand there.
    NoFieldAt(EdgePosition),
    /// A feature of this kind holds no edge positions.
    Inside(String),
    /// No feature the marker may stand on is at the position (`None`: the centre).
    NoFeatureFor(MarkerKind, Option<EdgePosition>),
    /// An `extra-points` marker is put without its points.
    NoPoints,
}

impl fmt::Display for EditError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EditError::NotToml(message) => write!(f, "the text is not TOML: {message}"),
            EditError::NoSuchFeature(id) => write!(f, "the tile has no feature `{id}`"),
            EditError::NoSuchKind(kind) => write!(f, "`{kind}` is no kind of feature"),
            EditError::WrongKind { feature, wanted } => {
                write!(f, "feature `{feature}` is not {wanted}")
            }
            EditError::NoFieldAt(position) => {
                write!(f, "no field meets position {}", position.name())
            }
            EditError::Inside(id) => write!(
                f,
                "feature `{id}` lies inside the tile and holds no edge position"
            ),
            EditError::NoFeatureFor(kind, position) => {
                let place = position.map_or("the centre".to_owned(), |position| {
                    format!("position {}", position.name())
                });
                let kinds: Vec<&str> = kind.stands_on().iter().map(|on| on.name()).collect();
                write!(
                    f,
                    "no {} at {place} for the `{}` marker",
                    kinds.join(" or "),
                    kind.name()
                )
            }
            EditError::NoPoints => write!(f, "an `extra-points` marker needs its points"),
        }
    }
}

impl std::error::Error for EditError {}

/// `operation` made on the tile `text`.
pub fn apply(text: &str, operation: &Operation) -> Result<Edited, EditError> {
    if let Operation::ReplaceText { text } = operation {
        return Ok(Edited {
            text: text.clone(),
            made: None,
        });
    }
    let mut document: DocumentMut = text
        .parse()
        .map_err(|error: toml_edit::TomlError| EditError::NotToml(error.to_string()))?;
    let mut made = None;
    match operation {
        Operation::Give { feature, position } => {
            give(&mut document, feature, *position)?;
            layout::derive(&mut document);
        }
        Operation::Take { feature, position } => {
            take(&mut document, feature, *position)?;
            layout::derive(&mut document);
        }
        Operation::NewFeature { kind } => {
            made = Some(new_feature(&mut document, kind)?);
        }
        Operation::Flier { direction } => {
            set_in_inline(&mut document, "flier", "direction", direction.name().into());
        }
        Operation::Pennants { feature, pennants } => {
            let table = feature_table(&mut document, feature)?;
            if kind_of(table) != Some(FeatureKind::City) {
                return Err(EditError::WrongKind {
                    feature: feature.clone(),
                    wanted: "a city",
                });
            }
            if *pennants == 0 {
                table.remove("pennants");
            } else {
                set_value(table, "pennants", i64::from(*pennants).into());
            }
        }
        Operation::Illustration { kind, position } => {
            illustration(&mut document, *kind, *position)?;
        }
        Operation::Marker {
            kind,
            position,
            points,
        } => marker(&mut document, *kind, *position, *points)?,
        Operation::Count { edition, count } => {
            set_in_inline(&mut document, "counts", edition, i64::from(*count).into());
        }
        Operation::Turn => turn(&mut document),
        Operation::ReplaceText { .. } => unreachable!("answered above"),
    }
    Ok(Edited {
        text: document.to_string(),
        made,
    })
}

/// The text of a new tile of `expansion` with `letter`: one field over every side, each of
/// `editions` counting one copy.
pub fn blank_tile(expansion: &str, letter: &str, editions: &[String]) -> String {
    let counts = editions
        .iter()
        .map(|edition| format!("{edition} = 1"))
        .collect::<Vec<_>>()
        .join(", ");
    let halves = EdgePosition::ALL
        .iter()
        .filter(|position| !layout::is_centre(**position))
        .map(|position| format!("\"{}\"", position.name()))
        .collect::<Vec<_>>()
        .join(", ");
    format!(
        "#:schema ../../../schema/tile.schema.json\n\
         \n\
         id = \"{expansion}-{letter}\"\n\
         expansion = \"{expansion}\"\n\
         letter = \"{letter}\"\n\
         edges = {{ N = \"field\", E = \"field\", S = \"field\", W = \"field\" }}\n\
         counts = {{ {counts} }}\n\
         \n\
         [[features]]\n\
         kind = \"field\"\n\
         id = \"field\"\n\
         edges = [{halves}]\n"
    )
}

/// `text`, the text of another tile, as a copy named `expansion-letter` with `letter`: only
/// its `id`, `expansion` and `letter` are written again.
pub fn copied_tile(text: &str, expansion: &str, letter: &str) -> Result<String, EditError> {
    let mut document: DocumentMut = text
        .parse()
        .map_err(|error: toml_edit::TomlError| EditError::NotToml(error.to_string()))?;
    let root = document.as_table_mut();
    set_value(root, "id", format!("{expansion}-{letter}").into());
    set_value(root, "expansion", expansion.into());
    set_value(root, "letter", letter.into());
    Ok(document.to_string())
}

/// The kind a feature's table names.
pub(super) fn kind_of(table: &Table) -> Option<FeatureKind> {
    let name = table.get("kind")?.as_str()?;
    FeatureKind::ALL
        .into_iter()
        .find(|kind| kind.name() == name)
}

/// The tile's `[[features]]`, when it has some.
pub(super) fn features_mut(document: &mut DocumentMut) -> Option<&mut ArrayOfTables> {
    document
        .get_mut("features")
        .and_then(Item::as_array_of_tables_mut)
}

/// The table of the feature `id`.
fn feature_table<'d>(document: &'d mut DocumentMut, id: &str) -> Result<&'d mut Table, EditError> {
    features_mut(document)
        .and_then(|features| {
            features
                .iter_mut()
                .find(|table| table.get("id").and_then(Item::as_str) == Some(id))
        })
        .ok_or_else(|| EditError::NoSuchFeature(id.to_owned()))
}

/// The positions of a feature's table, by their names; a name that is no position is left out.
pub(super) fn positions_of(table: &Table) -> Vec<EdgePosition> {
    table
        .get("edges")
        .and_then(Item::as_array)
        .map(|array| {
            array
                .iter()
                .filter_map(|value| layout::position_named(value.as_str()?))
                .collect()
        })
        .unwrap_or_default()
}

/// Sets the feature's `edges` to `positions`, in clockwise order, when they differ from what
/// it holds as a set; an array that holds the same positions is left as it is written.
pub(super) fn set_positions(table: &mut Table, positions: &[EdgePosition]) {
    let mut wanted = positions.to_vec();
    wanted.sort();
    wanted.dedup();
    let mut held = positions_of(table);
    held.sort();
    held.dedup();
    let names = table
        .get("edges")
        .and_then(Item::as_array)
        .map_or(0, Array::len);
    if held == wanted && names == wanted.len() {
        return;
    }
    let array: Array = wanted.iter().map(|position| position.name()).collect();
    set_value(table, "edges", Value::Array(array));
}

/// Sets `key` of `table` to `value`, keeping the old value's surrounding spaces and comment.
pub(super) fn set_value(table: &mut Table, key: &str, mut value: Value) {
    if let Some(old) = table.get(key).and_then(Item::as_value) {
        if same_value(old, &value) {
            return;
        }
        *value.decor_mut() = old.decor().clone();
    }
    table.insert(key, Item::Value(value));
}

/// Whether two values are the same, whatever their layout.
fn same_value(a: &Value, b: &Value) -> bool {
    let mut a = a.clone();
    let mut b = b.clone();
    a.decor_mut().clear();
    b.decor_mut().clear();
    if let (Value::Array(a), Value::Array(b)) = (&mut a, &mut b) {
        a.fmt();
        b.fmt();
    }
    a.to_string() == b.to_string()
}

/// Sets `key` of the root's inline table `name` (such as `counts` or `flier`) to `value`,
/// making the table when the tile has none.
pub(super) fn set_in_inline(document: &mut DocumentMut, name: &str, key: &str, mut value: Value) {
    let root = document.as_table_mut();
    if !root.get(name).is_some_and(Item::is_inline_table) {
        let mut table = InlineTable::new();
        table.insert(key, value);
        table.fmt();
        root.insert(name, Item::Value(Value::InlineTable(table)));
        return;
    }
    let Some(table) = root.get_mut(name).and_then(Item::as_inline_table_mut) else {
        return;
    };
    match table.get(key) {
        Some(old) if same_value(old, &value) => {}
        Some(old) => {
            *value.decor_mut() = old.decor().clone();
            table.insert(key, value);
        }
        None => {
            value.decor_mut().set_prefix(" ");
            value.decor_mut().set_suffix(" ");
            // The last value's closing space goes after the new one.
            if let Some((_, last)) = table.iter_mut().last() {
                last.decor_mut().set_suffix("");
            }
            table.insert(key, value);
        }
    }
}

/// The positions an operation on `position` concerns for a feature of `kind`: a city's whole
/// side, a road's or a river's side centre, the position itself for the rest.
fn claimed(kind: FeatureKind, position: EdgePosition) -> Vec<EdgePosition> {
    match kind {
        FeatureKind::City | FeatureKind::GermanCastle => position.side().positions().to_vec(),
        FeatureKind::Road | FeatureKind::River => vec![position.side().positions()[1]],
        _ => vec![position],
    }
}

/// [`Operation::Give`].
fn give(document: &mut DocumentMut, id: &str, position: EdgePosition) -> Result<(), EditError> {
    let kind = feature_table(document, id).map(|table| kind_of(table))?;
    let kind = kind.ok_or_else(|| EditError::NoSuchFeature(id.to_owned()))?;
    if !layout::meets_edge(kind) {
        return Err(EditError::Inside(id.to_owned()));
    }
    let given = claimed(kind, position);
    let Some(features) = features_mut(document) else {
        return Err(EditError::NoSuchFeature(id.to_owned()));
    };
    for table in features.iter_mut() {
        let held = positions_of(table);
        if table.get("id").and_then(Item::as_str) == Some(id) {
            let mut positions = held;
            positions.extend(&given);
            set_positions(table, &positions);
            continue;
        }
        // Fields are drawn again from the other features once the positions are given.
        let Some(other) = kind_of(table).filter(|other| *other != FeatureKind::Field) else {
            continue;
        };
        let lost: Vec<Side> = held
            .iter()
            .filter(|held| given.contains(held))
            .map(|held| held.side())
            .collect();
        if lost.is_empty() {
            continue;
        }
        let kept: Vec<EdgePosition> = held
            .into_iter()
            .filter(|held| {
                // A city gives up the whole of each side it loses a position of.
                let given_up = given.contains(held)
                    || (claimed(other, *held).len() == 3 && lost.contains(&held.side()));
                !given_up
            })
            .collect();
        set_positions(table, &kept);
    }
    Ok(())
}

/// [`Operation::Take`].
fn take(document: &mut DocumentMut, id: &str, position: EdgePosition) -> Result<(), EditError> {
    let table = feature_table(document, id)?;
    let kind = kind_of(table).ok_or_else(|| EditError::NoSuchFeature(id.to_owned()))?;
    let taken = claimed(kind, position);
    let kept: Vec<EdgePosition> = positions_of(table)
        .into_iter()
        .filter(|held| !taken.contains(held))
        .collect();
    set_positions(table, &kept);
    Ok(())
}

/// [`Operation::NewFeature`]: returns the new feature's id.
fn new_feature(document: &mut DocumentMut, kind: &str) -> Result<String, EditError> {
    let kind = FeatureKind::ALL
        .into_iter()
        .find(|known| known.name() == kind)
        .ok_or_else(|| EditError::NoSuchKind(kind.to_owned()))?;
    let taken: Vec<String> = features_mut(document)
        .map(|features| {
            features
                .iter()
                .filter_map(|table| Some(table.get("id")?.as_str()?.to_owned()))
                .collect()
        })
        .unwrap_or_default();
    let id = layout::free_id(kind.name(), &taken);
    let mut table = Table::new();
    table.decor_mut().set_prefix("\n");
    table.insert("kind", toml_edit::value(kind.name()));
    table.insert("id", toml_edit::value(id.as_str()));
    if layout::meets_edge(kind) && kind != FeatureKind::Quarter {
        table.insert("edges", toml_edit::value(Array::new()));
    }
    push_table(document, "features", table);
    Ok(id)
}

/// Appends `table` to the root's array of tables `name`, after the last table of the text.
fn push_table(document: &mut DocumentMut, name: &str, mut table: Table) {
    let last = document
        .as_table()
        .iter()
        .filter_map(|(_, item)| match item {
            Item::Table(table) => table.position(),
            Item::ArrayOfTables(array) => array.iter().filter_map(Table::position).max(),
            _ => None,
        })
        .max()
        .unwrap_or(0);
    table.set_position(Some(last + 1));
    let root = document.as_table_mut();
    if !root.get(name).is_some_and(Item::is_array_of_tables) {
        root.insert(name, Item::ArrayOfTables(ArrayOfTables::new()));
    }
    if let Some(array) = root.get_mut(name).and_then(Item::as_array_of_tables_mut) {
        array.push(table);
    }
}

/// [`Operation::Illustration`].
fn illustration(
    document: &mut DocumentMut,
    kind: IllustrationKind,
    position: EdgePosition,
) -> Result<(), EditError> {
    if remove_table(document, "illustrations", |table| {
        table.get("kind").and_then(Item::as_str) == Some(kind.name())
    }) {
        return Ok(());
    }
    let field = features_mut(document)
        .and_then(|features| {
            let halves = layout::halves_beside(position);
            features.iter().find_map(|table| {
                let held = positions_of(table);
                (kind_of(table) == Some(FeatureKind::Field)
                    && halves.iter().any(|half| held.contains(half)))
                .then(|| table.get("id")?.as_str().map(str::to_owned))
                .flatten()
            })
        })
        .ok_or(EditError::NoFieldAt(position))?;
    let mut table = Table::new();
    table.decor_mut().set_prefix("\n");
    table.insert("kind", toml_edit::value(kind.name()));
    table.insert("field", toml_edit::value(field));
    table.insert(
        "placement",
        toml_edit::value(layout::towards(position).name()),
    );
    push_table(document, "illustrations", table);
    Ok(())
}

/// Removes the first table of the root's array of tables `name` that `found` picks, and the
/// array once it is empty; whether one was removed.
fn remove_table(document: &mut DocumentMut, name: &str, found: impl Fn(&Table) -> bool) -> bool {
    let Some(tables) = document
        .get_mut(name)
        .and_then(Item::as_array_of_tables_mut)
    else {
        return false;
    };
    let Some(index) = tables.iter().position(found) else {
        return false;
    };
    tables.remove(index);
    if tables.is_empty() {
        document.remove(name);
    }
    true
}

/// [`Operation::Marker`].
fn marker(
    document: &mut DocumentMut,
    kind: MarkerKind,
    position: Option<EdgePosition>,
    points: Option<u8>,
) -> Result<(), EditError> {
    if remove_table(document, "markers", |table| {
        table.get("kind").and_then(Item::as_str) == Some(kind.name())
    }) {
        return Ok(());
    }
    let on = kind.stands_on();
    let feature = if on.is_empty() {
        None
    } else {
        let found = features_mut(document).and_then(|features| {
            let candidates: Vec<(FeatureKind, Vec<EdgePosition>, &str)> = features
                .iter()
                .filter_map(|table| {
                    let feature = kind_of(table).filter(|feature| on.contains(feature))?;
                    Some((feature, positions_of(table), table.get("id")?.as_str()?))
                })
                .collect();
            let at = candidates.iter().find(|(feature, held, _)| match position {
                Some(position) => {
                    let near = match feature {
                        FeatureKind::Field => layout::halves_beside(position),
                        _ => claimed(*feature, position),
                    };
                    near.iter().any(|near| held.contains(near))
                }
                None => !layout::meets_edge(*feature),
            });
            let only = (position.is_none() && candidates.len() == 1).then(|| &candidates[0]);
            at.or(only).map(|(_, _, id)| (*id).to_owned())
        });
        Some(found.ok_or(EditError::NoFeatureFor(kind, position))?)
    };
    let points = match (kind, points) {
        (MarkerKind::ExtraPoints, Some(points)) => Some(points),
        (MarkerKind::ExtraPoints, None) => return Err(EditError::NoPoints),
        _ => None,
    };
    let mut table = Table::new();
    table.decor_mut().set_prefix("\n");
    table.insert("kind", toml_edit::value(kind.name()));
    if let Some(feature) = feature {
        table.insert("feature", toml_edit::value(feature));
    }
    if let Some(position) = position {
        table.insert(
            "placement",
            toml_edit::value(layout::towards(position).name()),
        );
    }
    if let Some(points) = points {
        table.insert("points", toml_edit::value(i64::from(points)));
    }
    push_table(document, "markers", table);
    Ok(())
}

/// [`Operation::Turn`]: a quarter turn clockwise.
fn turn(document: &mut DocumentMut) {
    let turned = |name: &str| -> Option<String> {
        if let Some(position) = layout::position_named(name) {
            return Some(position.rotated(Rotation::R90).name().to_owned());
        }
        layout::direction_named(name)
            .map(|direction| direction.rotated(Rotation::R90).name().to_owned())
    };
    let turn_array = |table: &mut Table, key: &str| {
        let Some(array) = table.get(key).and_then(Item::as_array) else {
            return;
        };
        let mut new = array.clone();
        for value in new.iter_mut() {
            if let Some(name) = value.as_str().and_then(turned) {
                let decor = value.decor().clone();
                *value = name.into();
                *value.decor_mut() = decor;
            }
        }
        table.insert(key, Item::Value(Value::Array(new)));
    };
    let turn_key = |table: &mut Table, key: &str| {
        if let Some(name) = table.get(key).and_then(Item::as_str).and_then(turned) {
            set_value(table, key, name.into());
        }
    };
    if let Some(features) = features_mut(document) {
        for table in features.iter_mut() {
            turn_array(table, "edges");
            turn_array(table, "reaches");
        }
    }
    for name in ["illustrations", "markers"] {
        if let Some(tables) = document
            .get_mut(name)
            .and_then(Item::as_array_of_tables_mut)
        {
            for table in tables.iter_mut() {
                turn_key(table, "placement");
            }
        }
    }
    if let Some(direction) = document
        .get("flier")
        .and_then(|flier| flier.get("direction"))
        .and_then(Item::as_str)
        .and_then(turned)
    {
        set_in_inline(document, "flier", "direction", direction.into());
    }
    let sides: Vec<(Side, Option<String>)> = Side::ALL
        .into_iter()
        .map(|side| {
            let from = Side::ALL[(side.index() + 3) % 4];
            let kind = document
                .get("edges")
                .and_then(|edges| edges.get(from.name()))
                .and_then(Item::as_str)
                .map(str::to_owned);
            (side, kind)
        })
        .collect();
    for (side, kind) in sides {
        if let Some(kind) = kind {
            set_in_inline(document, "edges", side.name(), kind.into());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const F: &str = include_str!("../../data/flier/tiles/F.toml");

    fn changed_lines(before: &str, after: &str) -> Vec<String> {
        let old: Vec<&str> = before.lines().collect();
        after
            .lines()
            .filter(|line| !old.contains(line))
            .map(str::to_owned)
            .collect()
    }

    #[test]
    fn a_count_changes_its_one_line() {
        let edited = apply(
            F,
            &Operation::Count {
                edition: "C2".into(),
                count: 3,
            },
        )
        .unwrap();
        assert_eq!(
            changed_lines(F, &edited.text),
            ["counts = { C1 = 1, C2 = 3, C3 = 1 }"]
        );
        assert_eq!(edited.text.lines().count(), F.lines().count());
    }

    #[test]
    fn replacing_the_flier_direction_keeps_the_rest() {
        let edited = apply(
            F,
            &Operation::Flier {
                direction: Direction::NE,
            },
        )
        .unwrap();
        assert_eq!(
            changed_lines(F, &edited.text),
            ["flier = { direction = \"NE\" }"]
        );
    }

    #[test]
    fn four_turns_give_the_text_back() {
        let mut text = F.to_owned();
        for _ in 0..4 {
            text = apply(&text, &Operation::Turn).unwrap().text;
        }
        assert_eq!(text, F);
        let once = apply(F, &Operation::Turn).unwrap().text;
        assert!(
            once.contains("edges = { N = \"road\", E = \"road\", S = \"field\", W = \"field\" }")
        );
        assert!(once.contains("direction = \"N\""));
        assert!(once.contains("placement = \"NE\""));
    }

    const A: &str = include_str!("../../data/base/tiles/A.toml");

    fn marker(kind: MarkerKind, position: Option<EdgePosition>) -> Operation {
        Operation::Marker {
            kind,
            position,
            points: None,
        }
    }

    #[test]
    fn a_marker_goes_on_the_feature_at_the_position_and_a_second_click_takes_it_away() {
        let inn = apply(A, &marker(MarkerKind::Inn, Some(EdgePosition::S))).unwrap();
        assert_eq!(
            changed_lines(A, &inn.text),
            [
                "[[markers]]",
                "kind = \"inn\"",
                "feature = \"road\"",
                "placement = \"S\""
            ]
        );
        assert!(inn.text.starts_with(A));
        // The same marker again: the text as it was.
        let back = apply(&inn.text, &marker(MarkerKind::Inn, Some(EdgePosition::E))).unwrap();
        assert_eq!(back.text, A);
        // At the centre, on the monastery inside the tile, without a placement.
        let abbey = apply(A, &marker(MarkerKind::Abbey, None)).unwrap();
        assert!(
            abbey
                .text
                .ends_with("\n[[markers]]\nkind = \"abbey\"\nfeature = \"monastery\"\n")
        );
        // One the tile shows names no feature.
        let volcano = apply(A, &marker(MarkerKind::Volcano, Some(EdgePosition::NL))).unwrap();
        assert!(
            volcano
                .text
                .ends_with("\n[[markers]]\nkind = \"volcano\"\nplacement = \"NW\"\n")
        );
        // A pig herd in the field beside a road's side.
        let pigs = apply(A, &marker(MarkerKind::PigHerd, Some(EdgePosition::S))).unwrap();
        assert!(
            pigs.text
                .contains("kind = \"pig-herd\"\nfeature = \"field\"")
        );
    }

    #[test]
    fn a_marker_with_no_feature_to_stand_on_is_refused() {
        assert_eq!(
            apply(A, &marker(MarkerKind::Wine, Some(EdgePosition::N))).unwrap_err(),
            EditError::NoFeatureFor(MarkerKind::Wine, Some(EdgePosition::N))
        );
        let error = apply(A, &marker(MarkerKind::Inn, Some(EdgePosition::N))).unwrap_err();
        assert_eq!(
            error.to_string(),
            "no road at position N for the `inn` marker"
        );
        let city = apply(
            A,
            &Operation::NewFeature {
                kind: "city".into(),
            },
        )
        .unwrap()
        .text;
        assert_eq!(
            apply(&city, &marker(MarkerKind::ExtraPoints, None)).unwrap_err(),
            EditError::NoPoints
        );
        let points = apply(
            &city,
            &Operation::Marker {
                kind: MarkerKind::ExtraPoints,
                position: None,
                points: Some(3),
            },
        )
        .unwrap();
        assert!(
            points
                .text
                .ends_with("kind = \"extra-points\"\nfeature = \"city\"\npoints = 3\n")
        );
    }

    #[test]
    fn bad_toml_is_an_error_with_its_place() {
        let error = apply("id = ", &Operation::Turn).unwrap_err();
        assert!(matches!(&error, EditError::NotToml(message) if message.contains("line 1")));
    }

    #[test]
    fn an_unknown_feature_is_refused() {
        let error = apply(
            F,
            &Operation::Give {
                feature: "bridge".into(),
                position: EdgePosition::N,
            },
        )
        .unwrap_err();
        assert_eq!(error, EditError::NoSuchFeature("bridge".into()));
    }
}
