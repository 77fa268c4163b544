//! JCloisterZone's tile-definition format (`<pack><tiles><tile id="BA/CccR+">…`), both ways:
//! the words it uses for markers ([`ATTRIBUTE_MARKERS`], [`ELEMENT_MARKERS`]), shared by the
//! importer ([`import::jcz`](crate::import::jcz)) and the writer ([`write`]), which turns
//! tilecat's tiles into a pack that JCloisterZone reads and that imports back to the same tiles.

pub mod write;

use crate::model::MarkerKind;

/// Markers the source writes as an attribute of a feature's element, such as `<road inn="yes">`
/// or `<city resource="wine">`: the element, the attribute, the value that means the marker
/// (absent: any value but `no`, `false` or `0`) and the marker.
pub const ATTRIBUTE_MARKERS: &[(&str, &str, Option<&str>, MarkerKind)] = &[
    ("road", "inn", None, MarkerKind::Inn),
    ("road", "wells", None, MarkerKind::Well),
    ("road", "shed", None, MarkerKind::Shed),
    ("road", "labyrinth", None, MarkerKind::Labyrinth),
    ("farm", "pig", None, MarkerKind::PigHerd),
    ("farm", "wells", None, MarkerKind::Well),
    ("farm", "shed", None, MarkerKind::Shed),
    ("farm", "inn", None, MarkerKind::Inn),
    ("city", "resource", Some("wine"), MarkerKind::Wine),
    ("city", "resource", Some("grain"), MarkerKind::Grain),
    ("city", "resource", Some("cloth"), MarkerKind::Cloth),
    ("city", "besieged", None, MarkerKind::Besieged),
    ("city", "princess", None, MarkerKind::Princess),
    ("city", "cathedral", None, MarkerKind::Cathedral),
    ("city", "extra-points", None, MarkerKind::ExtraPoints),
    ("cloister", "shrine", None, MarkerKind::Shrine),
    ("cloister", "monastery", None, MarkerKind::AbbotsMonastery),
    ("cloister", "church", None, MarkerKind::Church),
];

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

/// The tile attribute that carries a wind rose: `wind-rose="SW"` (its arrow) or `"NWSE"` (the
/// four-pointed rose).
pub const WIND_ROSE: &str = "wind-rose";

/// The value of [`WIND_ROSE`] for the four-pointed rose.
pub const FOUR_POINTED_ROSE: &str = "NWSE";

/// Whether an attribute's value says yes: anything but `no`, `false` or `0`.
pub fn says_yes(value: &str) -> bool {
    !matches!(value, "no" | "false" | "0")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_marker_has_one_word_in_the_source() {
        for kind in MarkerKind::ALL {
            let words = ATTRIBUTE_MARKERS
                .iter()
                .filter(|(.., marker)| marker == kind)
                .count()
                + ELEMENT_MARKERS
                    .iter()
                    .filter(|(.., marker)| marker == kind)
                    .count()
                + usize::from(*kind == MarkerKind::WindRose);
            // Wells, sheds and inns are written on roads and on farms alike.
            let expected = match kind {
                MarkerKind::Well | MarkerKind::Shed | MarkerKind::Inn => 2,
                _ => 1,
            };
            assert_eq!(words, expected, "{}", kind.name());
        }
    }
}
