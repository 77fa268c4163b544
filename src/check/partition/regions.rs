//! How the roads and cities on a tile divide its field halves into regions, and which cities a
//! field borders: the rule is stated once, on [`FieldPartition`] and [`bordering_cities`].
//! This is a rule of tile layout, which the checks hold the data to; the model itself only
//! states the facts.

use crate::model::{EdgePosition, Feature, Side};

/// What draws a [`Barrier`] across a tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BarrierKind<'a> {
    /// The road with this id: one meeting two or more sides, or one running from its side into
    /// a city (the road and the city together reach across the tile).
    Road(&'a str),
    /// The city with this id, covering two or more sides.
    City(&'a str),
    /// The roads that end at the tile centre, or at a monastery or garden there.
    Junction,
}

/// A line across a tile that field halves cannot cross: a road running through or into a city, a
/// city spanning several sides, or roads meeting at the centre.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Barrier<'a> {
    /// What draws the barrier.
    pub kind: BarrierKind<'a>,
    /// The edge positions where the barrier meets the edge; they cut the circle of positions
    /// into arcs.
    pub positions: Vec<EdgePosition>,
}

impl Barrier<'_> {
    /// Whether `a` and `b` lie on different arcs of this barrier.
    pub fn separates(&self, a: EdgePosition, b: EdgePosition) -> bool {
        self.arc_end(a) != self.arc_end(b)
    }

    /// The first barrier position at or clockwise after `position`: it names the arc that
    /// `position` lies on.
    fn arc_end(&self, position: EdgePosition) -> Option<EdgePosition> {
        let mut current = position;
        for _ in 0..EdgePosition::ALL.len() {
            if self.positions.contains(&current) {
                return Some(current);
            }
            current = current.clockwise_next();
        }
        None
    }
}

/// The barriers that divide a tile's field halves into regions.
///
/// The rule, walking the twelve edge positions as a circle:
///
/// - A road that meets two or more sides is a barrier from each of its ends through the tile.
/// - A road that meets one side and ends at a city (`ends_at` names the city) runs from its side
///   into the city: together they reach across the tile, and the road's side centre and the
///   city's positions form one barrier.
/// - A road that meets one side and ends at the tile centre (no `ends_at`), or at a monastery or
///   garden there, is a dead end. When such roads meet the centre from two or more sides they
///   form one barrier together (a junction, village or a building with roads to its doors); a
///   single one separates nothing.
/// - A city that covers two or more sides separates the arcs between its sides; a city that
///   covers one side (a cap) separates nothing.
///
/// Each barrier cuts the circle at the positions where it meets the edge. Two field halves lie in
/// the same region if and only if they lie on the same arc of every barrier. Halves that a
/// barrier separates are not one field; halves that nothing separates are one field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldPartition<'a> {
    barriers: Vec<Barrier<'a>>,
}

impl<'a> FieldPartition<'a> {
    /// The partition that the roads and cities among `features` draw.
    pub fn of(features: &'a [Feature]) -> FieldPartition<'a> {
        let mut barriers = Vec::new();
        let mut at_centre = Vec::new();
        for feature in features {
            let edges = feature.edges();
            let sides = sides_met(edges);
            match feature {
                Feature::Road { id, .. } if sides >= 2 => barriers.push(Barrier {
                    kind: BarrierKind::Road(id),
                    positions: edges.to_vec(),
                }),
                Feature::Road { id, ends_at, .. } if sides == 1 => {
                    match ends_at.as_deref().and_then(|end| city_edges(features, end)) {
                        Some(city) => barriers.push(Barrier {
                            kind: BarrierKind::Road(id),
                            positions: edges.iter().chain(city).copied().collect(),
                        }),
                        None => at_centre.extend_from_slice(edges),
                    }
                }
                Feature::City { id, .. } if sides >= 2 => barriers.push(Barrier {
                    kind: BarrierKind::City(id),
                    positions: edges.to_vec(),
                }),
                _ => {}
            }
        }
        if sides_met(&at_centre) >= 2 {
            barriers.push(Barrier {
                kind: BarrierKind::Junction,
                positions: at_centre,
            });
        }
        FieldPartition { barriers }
    }

    /// Every barrier on the tile: roads and cities first, in feature order, then the junction.
    pub fn barriers(&self) -> &[Barrier<'a>] {
        &self.barriers
    }

    /// The first barrier that separates `a` from `b`, or `None` when they lie in one region.
    pub fn separator(&self, a: EdgePosition, b: EdgePosition) -> Option<&Barrier<'a>> {
        self.barriers.iter().find(|barrier| barrier.separates(a, b))
    }

    /// Whether `a` and `b` lie in the same region: on the same arc of every barrier.
    pub fn same_region(&self, a: EdgePosition, b: EdgePosition) -> bool {
        self.separator(a, b).is_none()
    }
}

/// The positions of the city with id `id` among `features`, if there is one.
fn city_edges<'a>(features: &'a [Feature], id: &str) -> Option<&'a [EdgePosition]> {
    features.iter().find_map(|feature| match feature {
        Feature::City {
            id: city, edges, ..
        } if city == id => Some(edges.as_ref()),
        _ => None,
    })
}

/// The ids of the cities among `features` that a field with `halves` borders, in feature order.
///
/// The rule: a field borders a city if and only if one of its halves lies next to a position of
/// that city on the circle of edge positions, corners included (`NR` lies next to `EL`, and `WR`
/// next to `NL`).
///
pub fn bordering_cities<'a>(features: &'a [Feature], halves: &[EdgePosition]) -> Vec<&'a str> {
    let mut cities = Vec::new();
    for feature in features {
        let Feature::City { id, edges, .. } = feature else {
            continue;
        };
        let borders = halves
            .iter()
            .any(|half| edges.iter().any(|position| lie_next_to(*half, *position)));
        if borders && !cities.contains(&id.as_ref()) {
            cities.push(id.as_ref());
        }
    }
    cities
}

/// Whether `a` and `b` are neighbours on the circle of edge positions.
fn lie_next_to(a: EdgePosition, b: EdgePosition) -> bool {
    a.clockwise_next() == b || b.clockwise_next() == a
}

/// How many different sides `positions` lie on.
fn sides_met(positions: &[EdgePosition]) -> usize {
    Side::ALL
        .iter()
        .filter(|side| positions.iter().any(|position| position.side() == **side))
        .count()
}

#[cfg(test)]
mod tests {
    use std::borrow::Cow;

    use super::*;
    use EdgePosition::*;

    fn road(id: &'static str, edges: &'static [EdgePosition]) -> Feature {
        Feature::Road {
            id: Cow::Borrowed(id),
            edges: Cow::Borrowed(edges),
            ends_at: None,
        }
    }

    fn road_to(id: &'static str, edges: &'static [EdgePosition], end: &'static str) -> Feature {
        Feature::Road {
            id: Cow::Borrowed(id),
            edges: Cow::Borrowed(edges),
            ends_at: Some(Cow::Borrowed(end)),
        }
    }

    fn city(id: &'static str, edges: &'static [EdgePosition]) -> Feature {
        Feature::City {
            id: Cow::Borrowed(id),
            edges: Cow::Borrowed(edges),
            pennants: 0,
        }
    }

    #[test]
    fn a_curved_road_cuts_off_its_corner() {
        let features = [road("road", &[S, W])];
        let partition = FieldPartition::of(&features);
        assert!(partition.same_region(SR, WL));
        assert!(partition.same_region(WR, SL));
        let barrier = partition.separator(SR, WR).unwrap();
        assert_eq!(barrier.kind, BarrierKind::Road("road"));
    }

    #[test]
    fn a_single_dead_end_separates_nothing() {
        let features = [road("road", &[S])];
        let partition = FieldPartition::of(&features);
        assert!(partition.barriers().is_empty());
        assert!(partition.same_region(SL, SR));
    }

    #[test]
    fn dead_ends_meeting_at_the_centre_form_a_junction() {
        let features = [road("west", &[W]), road("east", &[E]), road("south", &[S])];
        let partition = FieldPartition::of(&features);
        assert_eq!(partition.barriers().len(), 1);
        assert_eq!(
            partition.separator(SL, SR).unwrap().kind,
            BarrierKind::Junction
        );
        assert!(partition.same_region(WR, EL));
        assert!(partition.same_region(ER, SL));
        assert!(!partition.same_region(WL, WR));
    }

    #[test]
    fn a_city_cap_separates_nothing_but_a_city_across_the_tile_does() {
        let cap = [city("city", &[NL, N, NR])];
        assert!(FieldPartition::of(&cap).same_region(EL, WR));
        let across = [city("city", &[NL, N, NR, SL, S, SR])];
        let partition = FieldPartition::of(&across);
        assert!(!partition.same_region(EL, WR));
        assert!(partition.same_region(EL, ER));
    }

    #[test]
    fn a_field_borders_a_city_round_the_corner() {
        let features = [city("city", &[NL, N, NR]), road("road", &[W, E])];
        assert_eq!(bordering_cities(&features, &[WR, EL]), ["city"]);
        assert!(bordering_cities(&features, &[ER, SL, SR, WL]).is_empty());
    }

    #[test]
    fn a_straight_road_divides_the_tile() {
        let features = [road("road", &[W, E])];
        let partition = FieldPartition::of(&features);
        assert!(partition.same_region(NL, EL));
        assert!(!partition.same_region(NL, SL));
    }

    #[test]
    fn a_road_into_a_city_across_the_tile_separates_its_two_sides() {
        // Base tiles S and T: a city on three sides, a road from the south side into it.
        let features = [
            city("city", &[NL, N, NR, EL, E, ER, WL, W, WR]),
            road_to("road", &[S], "city"),
        ];
        let partition = FieldPartition::of(&features);
        let barrier = partition.separator(SL, SR).unwrap();
        assert_eq!(barrier.kind, BarrierKind::Road("road"));
        // The same tile with a dead end instead: the southern field is one.
        let dead_end = [
            city("city", &[NL, N, NR, EL, E, ER, WL, W, WR]),
            road("road", &[S]),
        ];
        assert!(FieldPartition::of(&dead_end).same_region(SL, SR));
    }

    #[test]
    fn a_road_into_a_city_cap_separates_east_from_west() {
        let features = [city("city", &[NL, N, NR]), road_to("road", &[S], "city")];
        let partition = FieldPartition::of(&features);
        assert!(partition.same_region(EL, SL));
        assert!(partition.same_region(SR, WR));
        assert!(!partition.same_region(SL, SR));
        assert!(!partition.same_region(ER, WL));
    }

    #[test]
    fn a_road_round_the_corner_into_a_city_cuts_off_the_corner() {
        let features = [city("city", &[NL, N, NR]), road_to("road", &[E], "city")];
        let partition = FieldPartition::of(&features);
        assert!(!partition.same_region(EL, ER));
        assert!(partition.same_region(ER, WR));
    }

    #[test]
    fn a_road_to_a_monastery_separates_nothing() {
        let features = [
            Feature::Monastery {
                id: Cow::Borrowed("monastery"),
            },
            road_to("road", &[S], "monastery"),
        ];
        let partition = FieldPartition::of(&features);
        assert!(partition.barriers().is_empty());
        assert!(partition.same_region(SL, SR));
    }

    #[test]
    fn roads_to_a_monastery_and_to_the_centre_meet_there() {
        let features = [
            Feature::Monastery {
                id: Cow::Borrowed("monastery"),
            },
            road_to("south", &[S], "monastery"),
            road("north", &[N]),
        ];
        let partition = FieldPartition::of(&features);
        assert_eq!(
            partition.separator(EL, WL).unwrap().kind,
            BarrierKind::Junction
        );
        assert!(partition.same_region(NR, SL));
    }
}
