//! The Tabletop Simulator output of a build: sheets within Tabletop Simulator's limits (10 × 7
//! cells, 4096 px), a saved object whose deck names them and holds every copy, and each card's
//! tile data in TTSCarcassonne's per-tile format, checked against the rules its
//! `tile_data/README.md` states and against the mod's own tile data for the base game and The
//! Flier (copied below from the mod's `tile_data/base/` and `tile_data/flier/`).

use crate::common;

use std::collections::{BTreeMap, BTreeSet};

/// The mod's distinct base game tiles (`tile_data/base/`, 72 cards in these 27 forms), without
/// the spots of features the mod computes itself.
const MOD_BASE: &str = r#"
sides = {'Field', 'Field', 'Road', 'Road'} linkedQuadrants = {{3, 4}} linkedOctants = {{5, 6, 7, 8, 9, 12}, {10, 11}} specialFeatures = {{'Road', {3, 4}, {-0.025,-0.05}}}
sides = {'Road', 'Field', 'Road', 'Field'} linkedQuadrants = {{1, 3}} linkedOctants = {{6, 7, 8, 9}, {5, 10, 11, 12}} specialFeatures = {{'Road', {1, 3}, {0.0,0.0}}}
sides = {'Field', 'Road', 'Road', 'Road'} linkedOctants = {{5, 6, 7, 12}, {8, 9}, {10, 11}} specialFeatures = {{'Road Intersection', {2, 3, 4}, nil}}
sides = {'Field', 'Field', 'Field', 'Field'} linkedOctants = {{5, 6, 7, 8, 9, 10, 11, 12}} specialFeatures = {{'Cloister', nil, {0.0,0.0}}}
sides = {'Road', 'City', 'Road', 'Road'} linkedOctants = {{5, 12}, {6, 9}, {7, 8}, {10, 11}} specialFeatures = {{'Road Intersection', {1, 3, 4}, nil}, {'City-Field', {6, 7, 8, 9}, nil}}
sides = {'Road', 'City', 'Road', 'Field'} linkedQuadrants = {{1, 3}} linkedOctants = {{6, 9}, {5, 10, 11, 12}, {7, 8}} specialFeatures = {{'City-Field', {6, 7, 8, 9}, nil}, {'Road', {1, 3}, {0.0,0.0}}}
sides = {'Road', 'City', 'Field', 'Road'} linkedQuadrants = {{1, 4}} linkedOctants = {{7, 8}, {6, 9, 10, 11}, {5, 12}} specialFeatures = {{'City-Field', {6, 7, 8, 9, 10, 11}, nil}, {'Field', {6, 9, 10, 11}, {0.0,0.0}}}
sides = {'City', 'Road', 'Road', 'Field'} linkedQuadrants = {{2, 3}} linkedOctants = {{5, 6}, {7, 10, 11, 12}, {8, 9}} specialFeatures = {{'City-Field', {5, 6, 7, 10, 11, 12}, nil}, {'Field', {7, 10, 11, 12}, {0.0,0.0}}}
sides = {'City', 'Road', 'Road', 'City'} linkedQuadrants = {{2, 3}} linkedOctants = {{5, 6, 11, 12}, {7, 10}, {8, 9}} specialFeatures = {{'City-Field', {5, 6, 7, 10, 11, 12}, nil}, {'Field', {7, 10}, {0.0,0.0}}}
sides = {'City', 'Field', 'Field', 'Field'} linkedOctants = {{5, 6}, {7, 8, 9, 10, 11, 12}} specialFeatures = {{'City-Field', {5, 6, 7, 8, 9, 10, 11, 12}, nil}, {'Field', {7, 8, 9, 10, 11, 12}, {0.0,0.0}}}
sides = {'City', 'Field', 'Field', 'City'} linkedOctants = {{5, 6, 11, 12}, {7, 8, 9, 10}} specialFeatures = {{'City-Field', {5, 6, 7, 8, 9, 10, 11, 12}, nil}, {'Field', {7, 8, 9, 10}, {0.0,0.0}}}
sides = {'City', 'City', 'Field', 'City'} linkedOctants = {{5, 6, 7, 8, 11, 12}, {9, 10}} specialFeatures = {{'City-Field', {5, 6, 7, 8, 9, 10, 11, 12}, nil}, {'City', {5, 6, 7, 8, 11, 12}, {0.0,0.0}}}
sides = {'Field', 'City', 'Field', 'City'} linkedOctants = {{5, 6, 9, 10}, {7, 8}, {11, 12}} specialFeatures = {{'City-Field', {5, 6, 7, 8, 9, 10, 11, 12}, nil}, {'Field', {5, 6, 9, 10}, {0.0,0.0}}}
sides = {'Field', 'Field', 'Road', 'Field'} linkedOctants = {{5, 6, 7, 8, 9, 10, 11, 12}} specialFeatures = {{'Road Intersection', {3, 14}, nil}, {'Cloister', nil, {0.0,0.0}}}
sides = {'Field', 'City', 'Field', 'Field'} linkedOctants = {{5, 6, 9, 10, 11, 12}, {7, 8}} specialFeatures = {{'City-Field', {5, 6, 7, 8, 9, 10, 11, 12}, nil}, {'Field', {5, 6, 9, 10, 11, 12}, {0.0,0.0}}}
sides = {'Field', 'City', 'City', 'Field'} linkedOctants = {{5, 6, 11, 12}, {7, 8}, {9, 10}} specialFeatures = {{'City-Field', {5, 6, 7, 8, 9, 10, 11, 12}, nil}, {'Field', {5, 6, 11, 12}, {0.0,0.0}}}
sides = {'City', 'Field', 'Field', 'City'} linkedOctants = {{5, 6, 11, 12}, {7, 8, 9, 10}} specialFeatures = {{'City-Field', {5, 6, 7, 8, 9, 10, 11, 12}, nil}, {'Pennant', {5, 6, 11, 12}, nil}, {'Field', {7, 8, 9, 10}, {0.0,0.0}}}
sides = {'City', 'City', 'Road', 'City'} linkedOctants = {{5, 6, 7, 8, 11, 12}} specialFeatures = {{'City-Field', {5, 6, 7, 8, 9, 10, 11, 12}, nil}, {'Road Intersection', {3, 5, 6, 7, 8, 11, 12}, nil}, {'Pennant', {5, 6, 7, 8, 11, 12}, nil}, {'City', {5, 6, 7, 8, 11, 12}, {0.0,0.0}}}
sides = {'Field', 'City', 'Field', 'City'} linkedOctants = {{5, 6}, {7, 8, 11, 12}, {9, 10}} specialFeatures = {{'City-Field', {5, 6, 7, 8, 9, 10, 11, 12}, nil}, {'Pennant', {7, 8, 11, 12}, nil}, {'City', {7, 8, 11, 12}, {0.0,0.0}}}
sides = {'City', 'Road', 'Road', 'City'} linkedQuadrants = {{2, 3}} linkedOctants = {{5, 6, 11, 12}, {7, 10}, {8, 9}} specialFeatures = {{'City-Field', {5, 6, 7, 10, 11, 12}, nil}, {'Pennant', {5, 6, 11, 12}, nil}}
sides = {'City', 'City', 'Road', 'City'} linkedOctants = {{5, 6, 7, 8, 11, 12}} specialFeatures = {{'City-Field', {5, 6, 7, 8, 9, 10, 11, 12}, nil}, {'Road Intersection', {3, 5, 6, 7, 8, 11, 12}, nil}, {'City', {5, 6, 7, 8, 11, 12}, {0.0,0.0}}}
sides = {'City', 'City', 'Field', 'City'} linkedOctants = {{5, 6, 7, 8, 11, 12}, {9, 10}} specialFeatures = {{'City-Field', {5, 6, 7, 8, 9, 10, 11, 12}, nil}, {'Pennant', {5, 6, 7, 8, 11, 12}, nil}, {'City', {5, 6, 7, 8, 11, 12}, {0.0,0.0}}}
isStartingPiece = true sides = {'City', 'Road', 'Field', 'Road'} linkedQuadrants = {{2, 4}} linkedOctants = {{5, 6}, {7, 12}, {8, 9, 10, 11}} specialFeatures = {{'City-Field', {5, 6, 7, 12}, nil}, {'Road', {2, 4}, {0.0,0.0}}}
sides = {'Road', 'Road', 'Road', 'Road'} linkedOctants = {{5, 12}, {6, 7}, {8, 9}, {10, 11}} specialFeatures = {{'Road Intersection', {1, 2, 3, 4}, nil}}
sides = {'City', 'Field', 'City', 'Field'} linkedOctants = {{5, 6, 9, 10}, {7, 8}, {11, 12}} specialFeatures = {{'City-Field', {5, 6, 7, 8, 9, 10, 11, 12}, nil}, {'City', {5, 6, 9, 10}, {0.0,0.0}}}
sides = {'City', 'City', 'City', 'City'} linkedOctants = {{5, 6, 7, 8, 9, 10, 11, 12}} specialFeatures = {{'Pennant', {5, 6, 7, 8, 9, 10, 11, 12}, nil}, {'City', {5, 6, 7, 8, 9, 10, 11, 12}, {0.0,0.0}}}
sides = {'City', 'City', 'Field', 'Field'} linkedOctants = {{5, 6, 7, 8}, {9, 10, 11, 12}} specialFeatures = {{'City-Field', {5, 6, 7, 8, 9, 10, 11, 12}, nil}, {'City', {5, 6, 7, 8}, {0.0,0.0}}}
sides = {'City', 'City', 'Field', 'Field'} linkedOctants = {{5, 6, 7, 8}, {9, 10, 11, 12}} specialFeatures = {{'City-Field', {5, 6, 7, 8, 9, 10, 11, 12}, nil}, {'Pennant', {5, 6, 7, 8}, nil}, {'City', {5, 6, 7, 8}, {0.0,0.0}}}
"#;

/// The mod's Flier tiles (`tile_data/flier/`), without the flying machines' spots.
const MOD_FLIER: &str = r#"
sides = {'Field', 'Road', 'Road', 'Field'} linkedQuadrants = {{2, 3}} linkedOctants = {{5, 6, 7, 10, 11, 12}, {8, 9}} specialFeatures = {{'Flier-NW', nil, nil}}
sides = {'Field', 'Field', 'Road', 'Road'} linkedQuadrants = {{3, 4}} linkedOctants = {{5, 6, 7, 8, 9, 12}, {10, 11}} specialFeatures = {{'Flier-W', nil, nil}}
sides = {'Road', 'Field', 'Road', 'Field'} linkedQuadrants = {{1, 3}} linkedOctants = {{5, 10, 11, 12}, {6, 7, 8, 9}} specialFeatures = {{'Flier-W', nil, nil}}
sides = {'Road', 'Field', 'Field', 'Road'} linkedQuadrants = {{1, 4}} linkedOctants = {{5, 12}, {6, 7, 8, 9, 10, 11}} specialFeatures = {{'Flier-W', nil, nil}}
sides = {'Field', 'Field', 'Field', 'Field'} linkedOctants = {{5, 6, 7, 8, 9, 10, 11, 12}} specialFeatures = {{'Flier-W', nil, nil}}
sides = {'Field', 'Road', 'Field', 'Road'} linkedQuadrants = {{2, 4}} linkedOctants = {{5, 6, 7, 12}, {8, 9, 10, 11}} specialFeatures = {{'Flier-W', nil, nil}}
sides = {'Field', 'Field', 'Field', 'Field'} linkedOctants = {{5, 6, 7, 8, 9, 10, 11, 12}} specialFeatures = {{'Flier-NW', nil, nil}}
sides = {'Field', 'Road', 'Field', 'Road'} linkedQuadrants = {{2, 4}} linkedOctants = {{5, 6, 7, 12}, {8, 9, 10, 11}} specialFeatures = {{'Flier-NW', nil, nil}}
"#;

/// A Lua value of the subset the format uses.
#[derive(Debug, Clone, PartialEq)]
enum Lua {
    Nil,
    Bool(bool),
    Number(f64),
    Text(String),
    Table(Vec<Lua>),
}

impl Lua {
    fn items(&self) -> &[Lua] {
        match self {
            Lua::Table(items) => items,
            other => panic!("{other:?} is not a table"),
        }
    }

    fn text(&self) -> &str {
        match self {
            Lua::Text(text) => text,
            other => panic!("{other:?} is not a string"),
        }
    }

    /// A table of whole numbers.
    fn numbers(&self) -> Vec<u32> {
        self.items()
            .iter()
            .map(|item| match item {
                Lua::Number(n) if n.fract() == 0.0 && *n >= 0.0 => *n as u32,
                other => panic!("{other:?} is not a whole number"),
            })
            .collect()
    }
}

/// Reads one value from the start of `text`; the value and the rest.
fn lua_value(text: &str) -> (Lua, &str) {
    let text = text.trim_start();
    if let Some(rest) = text.strip_prefix('{') {
        let mut items = Vec::new();
        let mut rest = rest;
        loop {
            rest = rest.trim_start();
            if let Some(after) = rest.strip_prefix('}') {
                return (Lua::Table(items), after);
            }
            let (item, after) = lua_value(rest);
            items.push(item);
            rest = after.trim_start();
            rest = rest.strip_prefix(',').unwrap_or(rest);
        }
    }
    if let Some(rest) = text.strip_prefix('\'') {
        let end = rest.find('\'').expect("a closed string");
        let inside = &rest[..end];
        assert!(
            !inside.contains('\\'),
            "no escapes in the mod's names: {inside}"
        );
        return (Lua::Text(inside.to_owned()), &rest[end + 1..]);
    }
    let end = text
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '.' || c == '-'))
        .unwrap_or(text.len());
    let (word, rest) = text.split_at(end);
    let value = match word {
        "nil" => Lua::Nil,
        "true" => Lua::Bool(true),
        "false" => Lua::Bool(false),
        _ => Lua::Number(
            word.parse()
                .unwrap_or_else(|_| panic!("not a value: {word}")),
        ),
    };
    (value, rest)
}

/// The assignments of a tile's script, `name = value` one after the other.
fn script(text: &str) -> BTreeMap<String, Lua> {
    let mut variables = BTreeMap::new();
    let mut rest = text.trim();
    while !rest.is_empty() {
        let (name, after) = rest.split_once('=').expect("name = value");
        let name = name.trim();
        assert!(
            name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'),
            "{name}"
        );
        let (value, after) = lua_value(after);
        assert!(
            variables.insert(name.to_owned(), value).is_none(),
            "{name} twice"
        );
        rest = after.trim();
    }
    variables
}

/// What a tile's data says, in a form that two tiles with the same facts share whatever the
/// order of their lists and the numbering of their special features; turned `turns` quarter
/// turns clockwise.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct Facts {
    start: bool,
    sides: Vec<String>,
    quadrants: BTreeSet<BTreeSet<u32>>,
    octants: BTreeSet<BTreeSet<u32>>,
    /// Each field's octants with each city's octants it scores for.
    city_fields: BTreeSet<(BTreeSet<u32>, BTreeSet<u32>)>,
    /// Each road intersection: its positions, special features by name.
    intersections: BTreeSet<BTreeSet<String>>,
    pennants: BTreeMap<BTreeSet<u32>, usize>,
    /// The other special features' names: cloisters, gardens, fliers.
    others: BTreeMap<String, usize>,
}

/// Checks `variables` against the rules of the format, as its README states them, and reads
/// their facts turned `turns` quarter turns clockwise.
fn facts(variables: &BTreeMap<String, Lua>, turns: u32) -> Facts {
    for name in variables.keys() {
        assert!(
            [
                "isStartingPiece",
                "sides",
                "linkedQuadrants",
                "linkedOctants",
                "specialFeatures",
                "symmetry"
            ]
            .contains(&name.as_str()),
            "{name} is not in the format"
        );
    }
    let quadrant = |q: u32| {
        assert!((1..=4).contains(&q), "quadrant {q}");
        (q - 1 + turns) % 4 + 1
    };
    let octant = |o: u32| {
        assert!((5..=12).contains(&o), "octant {o}");
        5 + (o - 5 + 2 * turns) % 8
    };
    let position = |p: u32| if p <= 4 { quadrant(p) } else { octant(p) };
    // sides: four strings, clockwise from the top.
    let sides: Vec<String> = variables["sides"]
        .items()
        .iter()
        .map(|side| side.text().to_owned())
        .collect();
    assert_eq!(sides.len(), 4);
    for side in &sides {
        assert!(
            ["City", "Road", "Field", "River", "Abbey"].contains(&side.as_str()),
            "{side}"
        );
    }
    let sides: Vec<String> = (0..4)
        .map(|at| sides[(at + 4 - turns as usize % 4) % 4].clone())
        .collect();
    let empty = Lua::Table(Vec::new());
    // linkedQuadrants: only sides whose middle a road takes.
    let quadrants: BTreeSet<BTreeSet<u32>> = variables
        .get("linkedQuadrants")
        .unwrap_or(&empty)
        .items()
        .iter()
        .map(|group| group.numbers().into_iter().map(quadrant).collect())
        .collect();
    for q in quadrants.iter().flatten() {
        assert_eq!(sides[*q as usize - 1], "Road", "quadrant {q} is no road");
    }
    // linkedOctants: each octant in one group at most.
    let octants: BTreeSet<BTreeSet<u32>> = variables
        .get("linkedOctants")
        .unwrap_or(&empty)
        .items()
        .iter()
        .map(|group| group.numbers().into_iter().map(octant).collect())
        .collect();
    let every: Vec<u32> = octants.iter().flatten().copied().collect();
    assert_eq!(
        every.len(),
        every.iter().collect::<BTreeSet<_>>().len(),
        "an octant in two groups"
    );
    // An octant linked to no other is listed in no group, as the mod's own tiles show.
    let mut octants = octants;
    for alone in (5..=12).filter(|o| !every.contains(o)) {
        octants.insert(BTreeSet::from([alone]));
    }
    let group_of = |o: u32| octants.iter().find(|group| group.contains(&o));
    let special = variables
        .get("specialFeatures")
        .unwrap_or(&empty)
        .items()
        .to_vec();
    let mut facts = Facts {
        start: variables.get("isStartingPiece") == Some(&Lua::Bool(true)),
        sides,
        quadrants,
        octants: octants.clone(),
        city_fields: BTreeSet::new(),
        intersections: BTreeSet::new(),
        pennants: BTreeMap::new(),
        others: BTreeMap::new(),
    };
    let is_city = |group: &BTreeSet<u32>| {
        let side = (group.iter().next().unwrap() - 5) / 2;
        facts.sides[side as usize] == "City"
    };
    for feature in &special {
        // specialFeatures: {name, optional table of ints, optional array of exactly 2 floats}.
        let [name, links, spot] = feature.items() else {
            panic!("{feature:?} has not three elements");
        };
        let name = name.text();
        let links: Vec<u32> = match links {
            Lua::Nil => Vec::new(),
            links => links.numbers(),
        };
        if let Lua::Table(spot) = spot {
            assert_eq!(spot.len(), 2, "{name}: a spot is two numbers");
        } else {
            assert_eq!(*spot, Lua::Nil, "{name}");
        }
        for link in &links {
            assert!(*link as usize <= 12 + special.len(), "{name} links {link}");
        }
        match name {
            "City-Field" => {
                let groups: BTreeSet<&BTreeSet<u32>> = links
                    .iter()
                    .map(|o| {
                        group_of(octant(*o)).unwrap_or_else(|| {
                            panic!("City-Field links octant {o}, in no group of {variables:?}")
                        })
                    })
                    .collect();
                for field in groups.iter().filter(|group| !is_city(group)) {
                    for city in groups.iter().filter(|group| is_city(group)) {
                        facts
                            .city_fields
                            .insert(((*field).clone(), (*city).clone()));
                    }
                }
            }
            "Road Intersection" => {
                let named: BTreeSet<String> = links
                    .iter()
                    .map(|&link| {
                        if link > 12 {
                            special[link as usize - 13].items()[0].text().to_owned()
                        } else {
                            position(link).to_string()
                        }
                    })
                    .collect();
                facts.intersections.insert(named);
            }
            "Pennant" => {
                let group: BTreeSet<u32> = links.iter().map(|o| octant(*o)).collect();
                assert!(octants.contains(&group), "a pennant in a city: {group:?}");
                *facts.pennants.entry(group).or_default() += 1;
            }
            // The mod's extra places for figures on features it knows from the links.
            "Road" | "Field" | "City" => {}
            other => *facts.others.entry(other.to_owned()).or_default() += 1,
        }
    }
    facts
}

/// Each line of `text` as one tile's script.
fn tiles_of(text: &str) -> Vec<BTreeMap<String, Lua>> {
    text.lines()
        .filter(|line| !line.trim().is_empty())
        .map(script)
        .collect()
}

#[test]
fn tabletop_simulator_decks_hold_every_copy_in_the_mods_tile_format() {
    // The mod's tiles are the first edition's: its Flier H has no garden, as in C1.
    let (_temp, out) = common::build_into_temp(
        "tabletop",
        &common::data(),
        &["--size", "512", "--edition", "C1"],
    );
    let catalog = common::read_json(&out.join("catalog.json"));
    let mut cards_seen = 0;
    for (expansion, reference, copies) in [("base", MOD_BASE, 72), ("flier", MOD_FLIER, 8)] {
        let saved = common::read_json(&out.join(format!("tts/{expansion}.json")));
        let states = saved["ObjectStates"].as_array().unwrap();
        assert_eq!(states.len(), 1);
        let deck = &states[0];
        assert_eq!(deck["Name"], "DeckCustom");
        let custom = deck["CustomDeck"].as_object().unwrap();
        // Each sheet within the limits, its grid what its picture holds.
        let mut sheets = BTreeMap::new();
        for (key, sheet) in custom {
            let (width, height) = (
                sheet["NumWidth"].as_u64().unwrap() as u32,
                sheet["NumHeight"].as_u64().unwrap() as u32,
            );
            assert!(
                (1..=10).contains(&width) && (1..=7).contains(&height),
                "{sheet}"
            );
            let face = sheet["FaceURL"].as_str().unwrap();
            let picture = image::open(out.join("tts").join(face)).unwrap().to_rgba8();
            assert!(picture.width() <= 4096 && picture.height() <= 4096);
            assert_eq!(
                (picture.width(), picture.height()),
                (width * 512, height * 512),
                "{face}"
            );
            assert!(
                out.join("tts")
                    .join(sheet["BackURL"].as_str().unwrap())
                    .is_file()
            );
            sheets.insert(key.parse::<u64>().unwrap(), (sheet.clone(), picture));
        }
        let cards = deck["ContainedObjects"].as_array().unwrap();
        let ids: Vec<u64> = cards
            .iter()
            .map(|card| card["CardID"].as_u64().unwrap())
            .collect();
        assert_eq!(deck["DeckIDs"], serde_json::json!(ids));
        // Every copy of the edition built is a card.
        assert_eq!(cards.len(), copies, "{expansion}");
        let mut expected: Vec<Facts> = Vec::new();
        let mut faces_checked = BTreeSet::new();
        for card in cards {
            assert_eq!(card["Name"], "Card");
            let id = card["CardID"].as_u64().unwrap();
            let (sheet, picture) = &sheets[&(id / 100)];
            assert_eq!(card["CustomDeck"][(id / 100).to_string()], *sheet);
            let width = sheet["NumWidth"].as_u64().unwrap();
            let cell = id % 100;
            assert!(cell < width * sheet["NumHeight"].as_u64().unwrap());
            let tile = card["Nickname"].as_str().unwrap();
            let variables = script(card["LuaScript"].as_str().unwrap());
            // The card's picture is one of the tile's frames: the rotation its data describes.
            let (x, y) = ((cell % width) as u32 * 512, (cell / width) as u32 * 512);
            let turns = (0..4u32)
                .find(|turns| {
                    let frame = image::open(out.join(format!("png/{tile}-r{}.png", turns * 90)))
                        .unwrap()
                        .to_rgba8();
                    [(40, 40), (256, 256), (470, 100), (100, 470), (256, 30)]
                        .iter()
                        .all(|&(dx, dy)| {
                            picture.get_pixel(x + dx, y + dy) == frame.get_pixel(dx, dy)
                        })
                })
                .unwrap_or_else(|| panic!("{tile}: the card shows none of its frames"));
            let data = catalog["tiles"]
                .as_array()
                .unwrap()
                .iter()
                .find(|each| each["id"] == tile)
                .unwrap();
            let printed: Vec<String> = ["N", "E", "S", "W"]
                .iter()
                .map(|side| {
                    let kind = data["edges"][side].as_str().unwrap();
                    format!("{}{}", kind[..1].to_uppercase(), &kind[1..])
                })
                .collect();
            // Its data turned back by the frame's rotation gives the printed sides.
            let back = facts(&variables, (4 - turns) % 4);
            assert_eq!(back.sides, printed, "{tile}");
            if faces_checked.insert(tile.to_owned()) {
                expected.push(facts(&variables, 0));
            }
            cards_seen += 1;
        }
        // Each tile's facts are those of one of the mod's own tiles, in some rotation.
        let theirs: Vec<Vec<Facts>> = tiles_of(reference)
            .iter()
            .map(|variables| (0..4).map(|turns| facts(variables, turns)).collect())
            .collect();
        for mine in &expected {
            assert!(
                theirs.iter().any(|turned| turned.contains(mine)),
                "{expansion}: no tile of the mod has the facts {mine:#?}"
            );
        }
        assert_eq!(expected.len(), if expansion == "base" { 24 } else { 8 });
    }
    assert_eq!(cards_seen, 80);
}
