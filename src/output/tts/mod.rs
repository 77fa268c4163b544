//! TTSCarcassonne's per-tile data, the format of the most used Carcassonne mod for Tabletop
//! Simulator (its `tile_data/README.md`), both ways: [`TileData`] is one card's data, read from
//! the mod's Lua ([`lua`], [`read_cards`]) by the importer
//! ([`import::tts`](crate::output::import::tts)) and made from a tile by the one writer ([`write`](mod@write)),
//! which the Tabletop Simulator decks of `tilecat build` and `tilecat export tts` share; the
//! words the mod uses for markers are [`MARKERS`].
//!
//! - `sides`: what meets each side, clockwise from the top (`'Field'`, `'Road'`, `'City'`,
//!   `'River'`; the mod also writes `'Abbey'`, `'Carcassonne'`, `'Wheel'`, `'School'` and two
//!   halves such as `'Field/Carcassonne'`).
//! - `linkedQuadrants`: the side centres (1 to 4 clockwise from the top) a road or river joins.
//! - `linkedOctants`: the side halves (5 to 12 clockwise from the top side's left half) each
//!   field and each city joins; a half joined to no other is left out.
//! - `specialFeatures`: `{name, links, spot}` each, links being quadrants, octants or, above 12,
//!   special feature `link − 12`, spot `{x, z}` from the tile's centre.
//! - `isStartingPiece`, `symmetry` (how many turns of the tile differ) and `ignoredFeatures` (the
//!   positions no feature holds).

pub mod lua;
pub mod write;

use std::collections::BTreeSet;
use std::fmt::Write as _;

use crate::model::{MarkerKind, Quarter};
use lua::{Field, LuaError, Position, Value};

/// One card's data.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct TileData {
    /// `isStartingPiece`: the card is the start tile.
    pub start: bool,
    /// `symmetry`: how many turns of the tile differ, when written.
    pub symmetry: Option<u8>,
    /// `ignoredFeatures`: positions (1 to 12) that no feature holds.
    pub ignored: Vec<u8>,
    /// `sides`, clockwise from the top.
    pub sides: Vec<String>,
    /// `linkedQuadrants`.
    pub quadrants: Vec<Vec<u8>>,
    /// `linkedOctants`.
    pub octants: Vec<Vec<u8>>,
    /// `specialFeatures`, in order: link 13 is the first.
    pub special: Vec<Special>,
}

/// One of `specialFeatures`.
#[derive(Debug, Clone, PartialEq)]
pub struct Special {
    /// The feature's name, such as `'City-Field'`.
    pub name: String,
    /// The quadrants, octants and special features it links, or none (`nil`).
    pub links: Option<Vec<u8>>,
    /// Where a figure stands on it, `{x, z}` from the tile's centre, or none (`nil`).
    pub spot: Option<[f64; 2]>,
}

/// The special feature's name for a road that runs into another feature, or roads that meet.
pub const ROAD_INTERSECTION: &str = "Road Intersection";
/// The special feature's name for the fields that a city's farmers score.
pub const CITY_FIELD: &str = "City-Field";
/// The special feature's name for a pennant in a city.
pub const PENNANT: &str = "Pennant";
/// The special feature's name for a monastery.
pub const CLOISTER: &str = "Cloister";
/// The special feature's name for a garden.
pub const GARDEN: &str = "Garden";
/// The special feature's name for a tower foundation.
pub const TOWER_FOUNDATION: &str = "Tower Foundation";
/// The side name of every side of the Abbey (Abbey & Mayor), the tile laid in a hole that
/// closes every feature it meets: a monastery standing as an abbey, in one field.
pub const ABBEY: &str = "Abbey";
/// The side name of the side where the School (The School) stands, in the field it parts; the
/// card's special feature of that name is the school.
pub const SCHOOL: &str = "School";
/// The name of a side, or of a side's half, that the Count's City of Carcassonne meets: a side
/// of two kinds names its halves clockwise, such as `'Carcassonne/Field'`.
pub const CARCASSONNE: &str = "Carcassonne";
/// The name of a side, or of a side's half, that the Wheel of Fortune meets, on the cards of its
/// start tile (`'Wheel'`, `'Field/Wheel'`, `'Wheel/Field'`).
pub const WHEEL: &str = "Wheel";
/// The mod's names of the City of Carcassonne's four quarters, each a special feature of the
/// Count's card that shows it.
pub const QUARTERS: &[(&str, Quarter)] = &[
    ("Quarter-Castle", Quarter::Castle),
    ("Quarter-Market", Quarter::Market),
    ("Quarter-Blacksmith", Quarter::Blacksmith),
    ("Quarter-Cathedral", Quarter::Cathedral),
];

/// The quarter the mod's special feature `name` is, if it is one.
pub fn quarter_named(name: &str) -> Option<Quarter> {
    QUARTERS
        .iter()
        .find(|(each, _)| *each == name)
        .map(|(_, quarter)| *quarter)
}

/// The name of each side half (octant 5 to 12) of the mod's `sides`: the side's name, or for a
/// side named by its two halves (`'Carcassonne/Field'`) the name of each, clockwise.
pub fn half_names(sides: &[String]) -> Vec<&str> {
    sides
        .iter()
        .flat_map(|side| match side.split_once('/') {
            Some((first, second)) => [first, second],
            None => [side.as_str(), side.as_str()],
        })
        .collect()
}

/// The special features that only give a base feature's spot again: no tile data of their own.
pub const SPOTS: &[&str] = &["City", "Road", "Field", "River", ABBEY];

/// The mod's names of tilecat's markers, one each, as the writer writes them: a marker on a
/// city, road or field links that feature's octants or quadrants; one the tile shows links
/// nothing. A marker on a monastery names the monastery itself (`'Shrine'` in place of
/// `'Cloister'`).
pub const MARKERS: &[(&str, MarkerKind)] = &[
    ("Inn", MarkerKind::Inn),
    ("Cathedral", MarkerKind::Cathedral),
    ("Princess", MarkerKind::Princess),
    ("Wine", MarkerKind::Wine),
    ("Wheat", MarkerKind::Grain),
    ("Cloth", MarkerKind::Cloth),
    ("Pig-herd", MarkerKind::PigHerd),
    ("Besiege", MarkerKind::Besieged),
    ("Volcano", MarkerKind::Volcano),
    ("Dragon", MarkerKind::Dragon),
    ("Magic Portal", MarkerKind::MagicPortal),
    ("Hill", MarkerKind::Hill),
    ("Vineyard", MarkerKind::Vineyard),
    ("Gold", MarkerKind::GoldMine),
    ("Festival", MarkerKind::Festival),
    ("Bazaar", MarkerKind::Bazaar),
    ("Mage", MarkerKind::MageAndWitch),
    ("Crop-Shield", MarkerKind::CropCircleCity),
    ("Crop-Club", MarkerKind::CropCircleRoad),
    ("Crop-Fork", MarkerKind::CropCircleField),
    ("Lake", MarkerKind::Ferry),
    ("Shrine", MarkerKind::Shrine),
    ("Monastery", MarkerKind::AbbotsMonastery),
    (SCHOOL, MarkerKind::School),
];

/// Other names the mod gives a marker of [`MARKERS`]: the besieged cities of Siege and of the
/// Cathars.
pub const MARKER_ALIASES: &[(&str, MarkerKind)] = &[
    ("Siege", MarkerKind::Besieged),
    ("Cathars", MarkerKind::Besieged),
];

/// The marker the mod's special feature `name` is, if it is one.
pub fn marker_named(name: &str) -> Option<MarkerKind> {
    MARKERS
        .iter()
        .chain(MARKER_ALIASES)
        .find(|(each, _)| *each == name)
        .map(|(_, kind)| *kind)
}

/// The mod's name of a marker, if it has one.
pub fn marker_name(kind: MarkerKind) -> Option<&'static str> {
    MARKERS
        .iter()
        .find(|(_, each)| *each == kind)
        .map(|(name, _)| *name)
}

/// The fields of a card's data, in the order the writer writes them.
const FIELDS: &[&str] = &[
    "isStartingPiece",
    "ignoredFeatures",
    "symmetry",
    "sides",
    "linkedQuadrants",
    "linkedOctants",
    "specialFeatures",
];

impl TileData {
    /// The data as a card's script: one assignment a line (`sides = {…}`), as the decks of
    /// `tilecat build` carry it in each card's `LuaScript`.
    pub fn script(&self) -> String {
        self.lines()
            .into_iter()
            .map(|(name, value)| format!("{name} = {value}\n"))
            .collect()
    }

    /// The data as the mod's card file: `['key'] = {`, a field a line, `},`.
    pub fn card(&self, key: &str) -> String {
        let fields: Vec<String> = self
            .lines()
            .into_iter()
            .map(|(name, value)| format!("\t{name} = {value}"))
            .collect();
        format!("[{}] = {{\n{}\n}},\n", quoted(key), fields.join(",\n"))
    }

    /// Each field written, by name.
    fn lines(&self) -> Vec<(&'static str, String)> {
        let mut lines = Vec::new();
        if self.start {
            lines.push(("isStartingPiece", "true".to_owned()));
        }
        if !self.ignored.is_empty() {
            lines.push(("ignoredFeatures", numbers(&self.ignored)));
        }
        if let Some(symmetry) = self.symmetry {
            lines.push(("symmetry", symmetry.to_string()));
        }
        let sides: Vec<String> = self.sides.iter().map(|side| quoted(side)).collect();
        lines.push(("sides", format!("{{{}}}", sides.join(", "))));
        for (name, groups) in [
            ("linkedQuadrants", &self.quadrants),
            ("linkedOctants", &self.octants),
        ] {
            if !groups.is_empty() {
                let groups: Vec<String> = groups.iter().map(|group| numbers(group)).collect();
                lines.push((name, format!("{{{}}}", groups.join(", "))));
            }
        }
        if !self.special.is_empty() {
            let special: Vec<String> = self
                .special
                .iter()
                .map(|special| {
                    let links = special.links.as_deref().map_or("nil".into(), numbers);
                    let spot = special
                        .spot
                        .map_or("nil".into(), |[x, z]| format!("{{{x:?}, {z:?}}}"));
                    format!("{{{}, {links}, {spot}}}", quoted(&special.name))
                })
                .collect();
            lines.push(("specialFeatures", format!("{{{}}}", special.join(", "))));
        }
        lines
    }

    /// Reads one card's data from its table's fields; `at` is where the table starts.
    pub fn read(fields: &[Field], at: Position) -> Result<TileData, LuaError> {
        let mut data = TileData::default();
        let mut sides_seen = false;
        for field in fields {
            let Some(name) = field.key.as_deref() else {
                return fail(field.at, "a tile's data holds only named fields");
            };
            match name {
                "isStartingPiece" => match field.value {
                    Value::Boolean(start) => data.start = start,
                    _ => return fail(field.value_at, "`isStartingPiece` is true or false"),
                },
                "symmetry" => data.symmetry = Some(number(field, 1..=4)?),
                "ignoredFeatures" => data.ignored = list(field, 1..=12)?,
                "sides" => {
                    sides_seen = true;
                    let items = table(&field.value, field.value_at, "`sides`")?;
                    if items.len() != 4 {
                        return fail(field.value_at, "`sides` names four sides");
                    }
                    for item in items {
                        match &item.value {
                            Value::Text(side) if item.key.is_none() => {
                                data.sides.push(side.clone())
                            }
                            _ => return fail(item.value_at, "a side is a string such as 'City'"),
                        }
                    }
                }
                "linkedQuadrants" => data.quadrants = groups(field, 1..=4)?,
                "linkedOctants" => data.octants = groups(field, 5..=12)?,
                "specialFeatures" => {
                    for item in table(&field.value, field.value_at, "`specialFeatures`")? {
                        data.special.push(special(item)?);
                    }
                }
                other => {
                    return fail(
                        field.at,
                        format!(
                            "unknown field `{}`; a tile's data has {}",
                            other.escape_debug(),
                            FIELDS.join(", ")
                        ),
                    );
                }
            }
        }
        if !sides_seen {
            return fail(at, "a tile's data needs `sides`");
        }
        Ok(data)
    }
}

/// The groups of a tile's side halves: `linked` (`linkedOctants`), with each city side in no
/// group a group of its two halves and each other half in no group a group of its own; the second
/// value says which group each octant (5 to 12) is in.
pub fn octant_groups(
    sides: &[String],
    linked: &[Vec<u8>],
) -> Result<(Vec<Vec<u8>>, [usize; 8]), String> {
    let mut groups: Vec<Vec<u8>> = Vec::new();
    let mut group_of = [usize::MAX; 8];
    for group in linked {
        for octant in group {
            let slot = &mut group_of[usize::from(octant - 5)];
            if *slot != usize::MAX {
                return Err(format!(
                    "octant {octant} is in two groups of `linkedOctants`"
                ));
            }
            *slot = groups.len();
        }
        let mut group = group.clone();
        group.sort_unstable();
        groups.push(group);
    }
    for octant in 5..=12u8 {
        if group_of[usize::from(octant - 5)] != usize::MAX {
            continue;
        }
        let side = usize::from(octant - 5) / 2;
        let other = if octant % 2 == 1 {
            octant + 1
        } else {
            octant - 1
        };
        if sides.get(side).is_some_and(|side| side == "City")
            && group_of[usize::from(other - 5)] == usize::MAX
        {
            group_of[usize::from(octant - 5)] = groups.len();
            group_of[usize::from(other - 5)] = groups.len();
            groups.push(vec![octant.min(other), octant.max(other)]);
        } else {
            group_of[usize::from(octant - 5)] = groups.len();
            groups.push(vec![octant]);
        }
    }
    Ok((groups, group_of))
}

/// What a special feature links, as it means: a position (1 to 12) or another special feature
/// by its name.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub enum Link {
    /// A quadrant or octant.
    Position(u8),
    /// Special feature `link − 12`, by its name.
    Special(String),
}

/// A card's data as it means, to compare two cards: what two writings of one tile share. The
/// order of groups, of links and of special features goes, a side half's group is written or
/// left implicit alike, `City-Field` is the fields each city borders however the cities are
/// gathered, a link to a special feature names it, a marker's other name is its one name, and
/// spots, `symmetry` and the special features that only give a spot ([`SPOTS`]) go: none says
/// what the tile is.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Semantic {
    /// `isStartingPiece`.
    pub start: bool,
    /// `sides`.
    pub sides: Vec<String>,
    /// `ignoredFeatures`, sorted.
    pub ignored: Vec<u8>,
    /// The groups of `linkedQuadrants` of two sides or more, each sorted.
    pub quadrants: BTreeSet<Vec<u8>>,
    /// Every group of side halves ([`octant_groups`]), each sorted; the groups as written when
    /// two hold one half.
    pub octants: BTreeSet<Vec<u8>>,
    /// Each city's halves with the halves of each field it borders, from `City-Field`.
    pub borders: BTreeSet<(Vec<u8>, Vec<u8>)>,
    /// The other special features, each with its links, sorted.
    pub special: Vec<(String, Vec<Link>)>,
}

/// A special feature's one name: a marker's name from [`MARKERS`] for its other names.
fn canonical(name: &str) -> String {
    marker_named(name)
        .and_then(marker_name)
        .unwrap_or(name)
        .to_owned()
}

impl TileData {
    /// The data as it means ([`Semantic`]).
    pub fn semantic(&self) -> Semantic {
        let sorted = |group: &Vec<u8>| {
            let mut group = group.clone();
            group.sort_unstable();
            group.dedup();
            group
        };
        let mut ignored = self.ignored.clone();
        ignored.sort_unstable();
        let quadrants = self
            .quadrants
            .iter()
            .filter(|group| group.len() > 1)
            .map(sorted)
            .collect();
        let (octants, borders) = match octant_groups(&self.sides, &self.octants) {
            Ok((groups, group_of)) => {
                let city = |group: &[u8]| {
                    group.iter().all(|octant| {
                        self.sides
                            .get(usize::from(octant - 5) / 2)
                            .is_some_and(|side| side == "City")
                    })
                };
                let mut borders = BTreeSet::new();
                for special in self.special.iter().filter(|s| s.name == CITY_FIELD) {
                    let mut linked: Vec<usize> = special
                        .links
                        .iter()
                        .flatten()
                        .filter(|link| (5..=12).contains(*link))
                        .map(|link| group_of[usize::from(link - 5)])
                        .collect();
                    linked.sort_unstable();
                    linked.dedup();
                    for a in &linked {
                        for b in &linked {
                            if city(&groups[*a]) && !city(&groups[*b]) {
                                borders.insert((groups[*a].clone(), groups[*b].clone()));
                            }
                        }
                    }
                }
                (groups.into_iter().collect(), borders)
            }
            Err(_) => (self.octants.iter().map(sorted).collect(), BTreeSet::new()),
        };
        let mut special: Vec<(String, Vec<Link>)> = self
            .special
            .iter()
            .filter(|special| special.name != CITY_FIELD && !SPOTS.contains(&special.name.as_str()))
            .map(|special| {
                let mut links: Vec<Link> = special
                    .links
                    .iter()
                    .flatten()
                    .map(|link| match link {
                        1..=12 => Link::Position(*link),
                        _ => Link::Special(
                            self.special
                                .get(usize::from(link - 13))
                                .map_or_else(|| format!("#{link}"), |other| canonical(&other.name)),
                        ),
                    })
                    .collect();
                links.sort();
                links.dedup();
                (canonical(&special.name), links)
            })
            .collect();
        special.sort();
        Semantic {
            start: self.start,
            sides: self.sides.clone(),
            ignored,
            quadrants,
            octants,
            borders,
            special,
        }
    }
}

/// Reads a card file: `['guid'] = { … },` once or more, each guid with its data.
pub fn read_cards(text: &str) -> Result<Vec<(String, TileData)>, LuaError> {
    let mut cards = Vec::new();
    for field in lua::fields(text)? {
        let Some(key) = field.key else {
            return fail(field.at, "expected `['guid'] = { … }`");
        };
        let Value::Table(fields) = &field.value else {
            return fail(
                field.value_at,
                "a card's data is a table `{ sides = …, … }`",
            );
        };
        cards.push((key, TileData::read(fields, field.value_at)?));
    }
    Ok(cards)
}

fn fail<T>(at: Position, message: impl Into<String>) -> Result<T, LuaError> {
    Err(LuaError {
        at,
        message: message.into(),
    })
}

fn table<'a>(value: &'a Value, at: Position, what: &str) -> Result<&'a [Field], LuaError> {
    match value {
        Value::Table(items) => Ok(items),
        other => fail(at, format!("{what} is a table, not {}", other.what())),
    }
}

/// A whole number within `range`.
fn whole(value: &Value, at: Position, range: std::ops::RangeInclusive<u8>) -> Result<u8, LuaError> {
    match value {
        Value::Number(number)
            if number.fract() == 0.0
                && *number >= f64::from(*range.start())
                && *number <= f64::from(*range.end()) =>
        {
            Ok(*number as u8)
        }
        _ => fail(
            at,
            format!(
                "expected a whole number from {} to {}",
                range.start(),
                range.end()
            ),
        ),
    }
}

fn number(field: &Field, range: std::ops::RangeInclusive<u8>) -> Result<u8, LuaError> {
    whole(&field.value, field.value_at, range)
}

fn numbers_of(
    value: &Value,
    at: Position,
    range: std::ops::RangeInclusive<u8>,
) -> Result<Vec<u8>, LuaError> {
    table(value, at, "a list of positions")?
        .iter()
        .map(|item| whole(&item.value, item.value_at, range.clone()))
        .collect()
}

fn list(field: &Field, range: std::ops::RangeInclusive<u8>) -> Result<Vec<u8>, LuaError> {
    numbers_of(&field.value, field.value_at, range)
}

fn groups(field: &Field, range: std::ops::RangeInclusive<u8>) -> Result<Vec<Vec<u8>>, LuaError> {
    table(&field.value, field.value_at, "a list of groups")?
        .iter()
        .map(|item| numbers_of(&item.value, item.value_at, range.clone()))
        .collect()
}

/// One `{name, links, spot}`.
fn special(item: &Field) -> Result<Special, LuaError> {
    let parts = table(&item.value, item.value_at, "a special feature")?;
    let [name, links, spot] = parts else {
        return fail(item.value_at, "a special feature is `{name, links, spot}`");
    };
    let Value::Text(name) = &name.value else {
        return fail(name.value_at, "a special feature's name is a string");
    };
    let links = match &links.value {
        Value::Nil => None,
        value => Some(numbers_of(value, links.value_at, 1..=u8::MAX)?),
    };
    let spot = match &spot.value {
        Value::Nil => None,
        Value::Table(pair) => match pair.as_slice() {
            [
                Field {
                    value: Value::Number(x),
                    key: None,
                    ..
                },
                Field {
                    value: Value::Number(z),
                    key: None,
                    ..
                },
            ] => Some([*x, *z]),
            _ => return fail(spot.value_at, "a spot is `{x, z}`"),
        },
        _ => return fail(spot.value_at, "a spot is `{x, z}` or nil"),
    };
    Ok(Special {
        name: name.clone(),
        links,
        spot,
    })
}

/// A list of numbers as a Lua table.
fn numbers(numbers: &[u8]) -> String {
    let mut text = String::from("{");
    for (index, number) in numbers.iter().enumerate() {
        if index > 0 {
            text.push_str(", ");
        }
        let _ = write!(text, "{number}");
    }
    text.push('}');
    text
}

/// `text` as a Lua string in single quotes.
fn quoted(text: &str) -> String {
    let mut quoted = String::from("'");
    for character in text.chars() {
        match character {
            '\'' => quoted.push_str("\\'"),
            '\\' => quoted.push_str("\\\\"),
            '\n' => quoted.push_str("\\n"),
            '\r' => quoted.push_str("\\r"),
            '\t' => quoted.push_str("\\t"),
            _ => quoted.push(character),
        }
    }
    quoted.push('\'');
    quoted
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_card_reads_back_from_what_it_writes() {
        let text = "['00e628'] = {\r\n\tsides = {'City', 'Field', 'Field', 'City'},\r\n\tlinkedOctants = {{5, 6, 11, 12}, {7, 8, 9, 10}},\r\n\tspecialFeatures = {{'City-Field', {5, 6, 7, 8, 9, 10, 11, 12}, nil}, {'Garden', nil, {0.15,-0.30}}}\r\n},";
        let cards = read_cards(text).unwrap();
        let (key, data) = &cards[0];
        assert_eq!(key, "00e628");
        assert_eq!(data.octants, vec![vec![5, 6, 11, 12], vec![7, 8, 9, 10]]);
        assert_eq!(data.special[1].spot, Some([0.15, -0.3]));
        let again = read_cards(&data.card(key)).unwrap();
        assert_eq!(again, cards);
        assert!(
            data.script()
                .starts_with("sides = {'City', 'Field', 'Field', 'City'}\n")
        );
    }

    #[test]
    fn an_unknown_field_or_a_wrong_shape_is_located() {
        let error = read_cards(
            "['a'] = {\n  sides = {'Road', 'Road', 'Road', 'Road'},\n  colour = 'red'\n}",
        )
        .unwrap_err();
        assert_eq!((error.at.line, error.at.column), (3, 3));
        assert!(error.message.contains("unknown field `colour`"), "{error}");
        let error = read_cards("['a'] = { sides = {'Road'} }").unwrap_err();
        assert!(error.message.contains("four sides"), "{error}");
        let error = read_cards("['a'] = { linkedOctants = {{4}} }").unwrap_err();
        assert_eq!((error.at.line, error.at.column), (1, 29));
        let error = read_cards("['a'] = { symmetry = 2 }").unwrap_err();
        assert!(error.message.contains("needs `sides`"), "{error}");
    }
}
