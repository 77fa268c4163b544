//! JCloisterZone's tile-definition format (`<pack><tiles><tile id="BA/CccR+">…`), both ways:
//! the words it uses for markers ([`ATTRIBUTE_MARKERS`], [`ELEMENT_MARKERS`]) and editions
//! ([`EDITION_SET`]), shared by the importer ([`import::jcz`](crate::output::import::jcz)) and the writer
//! ([`write`](mod@write)), which turns tilecat's tiles into a pack that JCloisterZone reads and that imports
//! back to the same tiles.

pub mod write;

use std::borrow::Cow;

use crate::model::{Edition, MarkerKind, RiverEnd};

/// A marker the source writes as an attribute of a feature's element, such as
/// `<road inn="yes">` or `<city resource="wine">`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AttributeMarker {
    /// The feature's element: `road`, `city`, `farm` or `cloister`.
    pub element: &'static str,
    /// The attribute.
    pub attribute: &'static str,
    /// The value written for the marker, such as `yes` or `wine`.
    pub value: &'static str,
    /// Whether only that value means the marker (`resource="wine"`); otherwise any value but
    /// `no`, `false` or `0` does.
    pub exact: bool,
    /// The marker.
    pub kind: MarkerKind,
}

const fn attribute(
    element: &'static str,
    attribute: &'static str,
    value: &'static str,
    kind: MarkerKind,
) -> AttributeMarker {
    AttributeMarker {
        element,
        attribute,
        value,
        exact: false,
        kind,
    }
}

const fn goods(value: &'static str, kind: MarkerKind) -> AttributeMarker {
    AttributeMarker {
        element: "city",
        attribute: "resource",
        value,
        exact: true,
        kind,
    }
}

/// The markers the source writes as attributes, with the values its own packs write.
pub const ATTRIBUTE_MARKERS: &[AttributeMarker] = &[
    attribute("road", "inn", "yes", MarkerKind::Inn),
    attribute("road", "wells", "1", MarkerKind::Well),
    attribute("road", "shed", "1", MarkerKind::Shed),
    attribute("road", "labyrinth", "true", MarkerKind::Labyrinth),
    attribute("road", TUNNEL, "yes", MarkerKind::Tunnel),
    attribute("farm", "pig", "yes", MarkerKind::PigHerd),
    attribute("farm", "wells", "1", MarkerKind::Well),
    attribute("farm", "shed", "1", MarkerKind::Shed),
    attribute("farm", "inn", "true", MarkerKind::Inn),
    goods("wine", MarkerKind::Wine),
    goods("grain", MarkerKind::Grain),
    goods("cloth", MarkerKind::Cloth),
    attribute("city", "besieged", "yes", MarkerKind::Besieged),
    attribute("city", "princess", "yes", MarkerKind::Princess),
    attribute("city", "cathedral", "yes", MarkerKind::Cathedral),
    attribute("city", "extra-points", "", MarkerKind::ExtraPoints),
    attribute("cloister", "shrine", "yes", MarkerKind::Shrine),
    attribute("cloister", "monastery", "yes", MarkerKind::AbbotsMonastery),
    attribute("cloister", "church", "true", MarkerKind::Church),
];

impl AttributeMarker {
    /// The attribute marker that `element`'s attribute `name="value"` writes, if any.
    pub fn read(element: &str, name: &str, value: &str) -> Option<&'static AttributeMarker> {
        ATTRIBUTE_MARKERS.iter().find(|marker| {
            marker.element == element
                && marker.attribute == name
                && (!marker.exact || marker.value == value)
        })
    }
}

/// The prefix of a tile set that is an edition with its year: `edition/C1/2000` holds edition
/// `C1` of 2000, and its counts are the edition's. JCloisterZone takes it as any other tile set.
pub const EDITION_SET: &str = "edition/";

/// The edition id and year a tile set's id names: `edition/C1/2000` is edition `C1` of 2000
/// ([`EDITION_SET`]); any other tile set, such as JCloisterZone's own `basic:1` or
/// `river/1:2`, is an edition without a year, its id the set's with `:` written `_` and `/`
/// written `__` (`basic_1`, `river__1_2`), so that [`tile_set`] gives the set's id back. A set
/// whose id makes no edition id that way (one holding `_`, or a character an edition id may
/// not hold) is none.
pub fn edition_set(id: &str) -> Option<(Cow<'_, str>, Option<u16>)> {
    if let Some((edition, year)) = id
        .strip_prefix(EDITION_SET)
        .and_then(|rest| rest.split_once('/'))
        && let Ok(year) = year.parse()
    {
        return Some((Cow::Borrowed(edition), Some(year)));
    }
    let edition = id.replace('/', "__").replace(':', "_");
    let fits = (1..=64).contains(&edition.len())
        && edition
            .chars()
            .all(|character| character.is_ascii_alphanumeric() || "-_".contains(character));
    (fits && year_less_set(&edition) == id).then_some((Cow::Owned(edition), None))
}

/// The id of the tile set that holds `edition` in a pack: `edition/ID/YEAR` for an edition with
/// a year, and for one without, the JCloisterZone set its id was made from ([`edition_set`]).
pub fn tile_set(edition: &Edition) -> String {
    match edition.year {
        Some(year) => format!("{EDITION_SET}{}/{year}", edition.id),
        None => year_less_set(&edition.id),
    }
}

/// The tile set an edition without a year stands for: its id with `__` read as `/` and `_` as
/// `:`.
fn year_less_set(edition: &str) -> String {
    edition.replace("__", "/").replace('_', ":")
}

/// Markers the source writes as an element of their own inside the `<tile>`, such as
/// `<volcano />` or `<corn-circle type="City" />`: the element, its `type` if it has one, and the
/// marker.
pub const ELEMENT_MARKERS: &[(&str, Option<&str>, MarkerKind)] = &[
    ("festival", None, MarkerKind::Festival),
    ("bazaar", None, MarkerKind::Bazaar),
    ("volcano", None, MarkerKind::Volcano),
    ("dragon", None, MarkerKind::Dragon),
    ("portal", None, MarkerKind::MagicPortal),
    ("mage", None, MarkerKind::MageAndWitch),
    ("corn-circle", Some("City"), MarkerKind::CropCircleCity),
    ("corn-circle", Some("Road"), MarkerKind::CropCircleRoad),
    ("corn-circle", Some("Farm"), MarkerKind::CropCircleField),
    ("hill", None, MarkerKind::Hill),
    ("vineyard", None, MarkerKind::Vineyard),
    ("goldmine", None, MarkerKind::GoldMine),
    ("ferry", None, MarkerKind::Ferry),
    ("yaga-hut", None, MarkerKind::YagaHut),
    ("vodyanoy", None, MarkerKind::Vodyanoy),
    ("razboynik", None, MarkerKind::Razboynik),
];

/// The attribute of a `<road>` that says it goes underground: on a road meeting one side, into
/// a tunnel mouth (`tunnel="yes"`, The Tunnel); on a road through the tile, through a tunnel
/// under the feature it crosses (the road's [`MarkerKind::Tunnel`]).
pub const TUNNEL: &str = "tunnel";

/// The attribute of a `<city>` that says, as `castle-base="false"`, that a small city it closes
/// may not become a castle (Bridges, Castles and Bazaars): a city that is no semi-circular
/// segment. JCloisterZone takes any other value, or none, as a castle base on a city meeting one
/// side.
pub const CASTLE_BASE: &str = "castle-base";

/// The value of [`CASTLE_BASE`] on a city that is no semi-circular segment.
pub const NO_CASTLE_BASE: &str = "false";

/// The attribute of a `<city>` naming a side another city of the tile holds, which this one
/// meets too (`multi-edge="N"`): the city's `shares`.
pub const MULTI_EDGE: &str = "multi-edge";

/// The start of the ids of the Count's tiles, the 12 tiles of the City of Carcassonne laid as one
/// block: the source leaves their inner edges, where the city lies, undescribed, and marks them
/// by this prefix alone, as JCloisterZone's reader does.
pub const COUNT_PREFIX: &str = "CO/";

/// The Count's tile that holds the city's four quarters, which the source's own code adds to it.
pub const QUARTERS_TILE: &str = "CO/7";

/// The word a wagon move's `<neighbouring>` names a tile's cloister (a monastery) by; it names
/// a road or city by a side the feature meets.
pub const CLOISTER: &str = "CLOISTER";

/// The tile attribute that names the river tiles' group, such as `group="river"`.
pub const GROUP: &str = "group";

/// The groups of river tiles whose river meeting one side ends there, with that end: the
/// spring's tile and the lake's.
pub const RIVER_END_GROUPS: [(&str, RiverEnd); 2] = [
    ("river-spring", RiverEnd::Spring),
    ("river-lake", RiverEnd::Lake),
];

/// The tile attribute that caps a tile's copies in play, whichever tile sets are combined:
/// JCloisterZone's river springs and lakes say `max="1"`, so that playing River I and River II
/// together, each set with its spring, still lays one spring. tilecat reads it as what the river
/// rules say of a river's ends: one spring starts the river and one lake ends it, so a tile
/// where a river rises or ends is written with `max="1"` and such a tile's `max="1"` says
/// nothing more.
pub const MAX: &str = "max";

/// The value of [`MAX`] on a tile where a river rises or ends.
pub const ONE_RIVER_END: &str = "1";

/// How JCloisterZone names a farm touching no edge: the first of a tile `INNER_FARM`, a second
/// `INNER_FARM_B`; it has no name for a third.
pub const INNER_FARMS: [&str; 2] = ["INNER_FARM", "INNER_FARM_B"];

/// The group of any other river tile: `river-fork` for one whose river meets three sides,
/// `river` otherwise.
pub fn river_group(sides: usize) -> &'static str {
    if sides >= 3 { "river-fork" } else { "river" }
}

/// The tile attribute that carries a wind rose: `wind-rose="SW"` (its arrow) or `"NWSE"` (the
/// four-pointed rose).
pub const WIND_ROSE: &str = "wind-rose";

/// The value of [`WIND_ROSE`] for the four-pointed rose.
pub const FOUR_POINTED_ROSE: &str = "NWSE";

/// `name` with every character that is not a letter, digit, `-` or `_` spelt out or replaced,
/// so that it is safe as an id and a file name: `+` becomes `_plus`, `!` `_bang`, anything else
/// `_`.
pub fn sanitise(name: &str) -> String {
    let mut safe = String::new();
    for character in name.chars() {
        match character {
            'A'..='Z' | 'a'..='z' | '0'..='9' | '-' | '_' => safe.push(character),
            '+' => safe.push_str("_plus"),
            '!' => safe.push_str("_bang"),
            _ => safe.push('_'),
        }
    }
    safe
}

/// Whether an attribute's value says yes: anything but `no`, `false` or `0`.
pub fn says_yes(value: &str) -> bool {
    !matches!(value, "no" | "false" | "0")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tile_set_becomes_an_edition_and_back() {
        for (set, id, year) in [
            ("basic:1", "basic_1", None),
            ("river/1:2", "river__1_2", None),
            ("siege/besiegers", "siege__besiegers", None),
            ("count", "count", None),
            ("edition/C1/2000", "C1", Some(2000)),
        ] {
            let (edition, read_year) = edition_set(set).unwrap();
            assert_eq!((edition.as_ref(), read_year), (id, year), "{set}");
            let edition = Edition {
                id: Cow::Owned(edition.into_owned()),
                year,
                tiles: 1,
            };
            assert_eq!(tile_set(&edition), set);
        }
        // No edition id gives these back.
        for set in ["a_b", "a:/b", "", "sets with spaces"] {
            assert_eq!(edition_set(set), None, "{set}");
        }
    }

    #[test]
    fn every_marker_has_one_word_in_the_source() {
        for kind in MarkerKind::ALL {
            let words = ATTRIBUTE_MARKERS
                .iter()
                .filter(|marker| marker.kind == *kind)
                .count()
                + ELEMENT_MARKERS
                    .iter()
                    .filter(|(.., marker)| marker == kind)
                    .count()
                + usize::from(*kind == MarkerKind::WindRose);
            // Wells, sheds and inns are written on roads and on farms alike; the source's
            // packs have no Japanese building, acrobat space, Wheel of Fortune, abbey, haunted
            // castle, cemetery, German cathedral, mist, City of Leipzig or school.
            let expected = match kind {
                MarkerKind::Well | MarkerKind::Shed | MarkerKind::Inn => 2,
                MarkerKind::JapaneseBuilding
                | MarkerKind::AcrobatSpace
                | MarkerKind::WheelOfFortune
                | MarkerKind::Abbey
                | MarkerKind::HauntedCastle
                | MarkerKind::Cemetery
                | MarkerKind::GermanCathedral
                | MarkerKind::Mist
                | MarkerKind::CityOfLeipzig
                | MarkerKind::School => 0,
                _ => 1,
            };
            assert_eq!(words, expected, "{}", kind.name());
        }
    }
}
