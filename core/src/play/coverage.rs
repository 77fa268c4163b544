//! Which ways of marking a tile's four sides a set of tiles has, up to rotation.
//!
//! With `k` kinds of side there are `k⁴` ways to mark the sides N, E, S, W and
//! `(k⁴ + k² + 2k) / 4` up to rotation: 24 for field, road and city, 70 with rivers. Each class is named by the
//! letters of its sides read clockwise from north, turned so that the name is the first in
//! alphabetical order (`CCFR`, never `FRCC`); a mirror image is a class of its own.

use std::collections::BTreeMap;

use crate::model::{EdgeKind, Edges, Rotation, Tile};

/// One way of marking four sides, up to rotation: the sides N, E, S, W of its first rotation
/// in alphabetical order of their letters. Classes sort by name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SideClass([EdgeKind; 4]);

impl Ord for SideClass {
    fn cmp(&self, other: &SideClass) -> std::cmp::Ordering {
        self.0.map(letter).cmp(&other.0.map(letter))
    }
}

impl PartialOrd for SideClass {
    fn partial_cmp(&self, other: &SideClass) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

/// The letter of a kind of side in a class's name. Every kind has a letter of its own.
pub const fn letter(kind: EdgeKind) -> char {
    match kind {
        EdgeKind::City => 'C',
        EdgeKind::Field => 'F',
        EdgeKind::Road => 'R',
        EdgeKind::River => 'W',
    }
}

impl SideClass {
    /// The class of `edges`.
    ///
    /// ```
    /// use tilecat_core::model::{EdgeKind::*, Edges};
    /// use tilecat_core::play::SideClass;
    /// let class = SideClass::of(Edges::from_clockwise([Field, Road, City, City]));
    /// assert_eq!(class.name(), "CCFR");
    /// ```
    pub fn of(edges: Edges) -> SideClass {
        Rotation::ALL
            .map(|rotation| edges.rotated(rotation).clockwise())
            .into_iter()
            .min_by_key(|sides| sides.map(letter))
            .map(SideClass)
            .expect("four rotations")
    }

    /// The sides N, E, S, W as the name reads them.
    pub const fn sides(self) -> [EdgeKind; 4] {
        self.0
    }

    /// The four letters, such as `CFRF`.
    pub fn name(self) -> String {
        self.0.into_iter().map(letter).collect()
    }

    /// Every class there is with the kinds of side in `kinds`, in alphabetical order.
    ///
    /// ```
    /// use tilecat_core::model::EdgeKind;
    /// use tilecat_core::play::SideClass;
    /// assert_eq!(SideClass::all(&EdgeKind::LAND).len(), 24);
    /// assert_eq!(SideClass::all(&EdgeKind::ALL).len(), 70); // with rivers
    /// assert_eq!(SideClass::all(&[EdgeKind::Field, EdgeKind::City]).len(), 6);
    /// ```
    pub fn all(kinds: &[EdgeKind]) -> Vec<SideClass> {
        let mut classes: Vec<SideClass> = Vec::new();
        let k = kinds.len();
        for code in 0..k.pow(4) {
            let sides = [0, 1, 2, 3].map(|place| kinds[code / k.pow(place) % k]);
            classes.push(SideClass::of(Edges::from_clockwise(sides)));
        }
        classes.sort();
        classes.dedup();
        classes
    }
}

/// How many copies of each class a set of tiles has, and which tiles they are.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Coverage {
    /// Per class present: the copies and the ids of the tiles of that class, in the order met.
    pub classes: BTreeMap<SideClass, (u32, Vec<String>)>,
}

impl Coverage {
    /// The coverage of `tiles`, each with its number of copies.
    pub fn of<'a>(tiles: impl IntoIterator<Item = (&'a Tile, u32)>) -> Coverage {
        let mut coverage = Coverage::default();
        for (tile, copies) in tiles {
            let entry = coverage
                .classes
                .entry(SideClass::of(tile.edges))
                .or_default();
            entry.0 += copies;
            entry.1.push(tile.id.to_string());
        }
        coverage
    }

    /// The copies of `class` in the set.
    pub fn copies(&self, class: SideClass) -> u32 {
        self.classes.get(&class).map_or(0, |(copies, _)| *copies)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tables::{BASE_C, FLIER_A, FLIER_G};

    #[test]
    fn classes_count_rotations_once_and_mirror_images_apart() {
        // The necklace count with rotations only, for 1 to 3 kinds.
        assert_eq!(SideClass::all(&[EdgeKind::Field]).len(), 1);
        assert_eq!(SideClass::all(&[EdgeKind::Field, EdgeKind::Road]).len(), 6);
        assert_eq!(SideClass::all(&EdgeKind::LAND).len(), 24);
        use EdgeKind::{City, Field, Road};
        let ccfr = SideClass::of(Edges::from_clockwise([Field, Road, City, City]));
        let ccrf = SideClass::of(Edges::from_clockwise([Road, Field, City, City]));
        assert_eq!(
            (ccfr.name().as_str(), ccrf.name().as_str()),
            ("CCFR", "CCRF")
        );
    }

    #[test]
    fn coverage_adds_the_copies_of_a_class() {
        let coverage = Coverage::of([(&FLIER_G, 2), (&BASE_C, 1), (&FLIER_A, 3)]);
        assert_eq!(coverage.classes.len(), 3);
        let names: Vec<String> = coverage.classes.keys().map(|class| class.name()).collect();
        assert_eq!(names, ["CCCC", "FFFF", "FFRR"]);
        assert_eq!(coverage.copies(SideClass::of(FLIER_A.edges)), 3);
    }
}
