//! How the roads, rivers and cities on a tile divide its field halves into regions, and which cities a
//! field borders: the rule is stated once, on [`FieldPartition`] and [`bordering_cities`].
//! This is a rule of tile layout, which the checks hold the data to and the importer draws
//! fields by; the model itself only states the facts.

use crate::model::{Direction, EdgePosition, Feature, RoadEnd, Side};

/// What draws a [`Barrier`] across a tile: named by its first road in the tile's order, or its
/// first city when it has no road.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BarrierKind<'a> {
    /// The road with this id, and whatever it runs into or touches.
    Road(&'a str),
    /// The city with this id, and whatever its wall touches.
    City(&'a str),
    /// The river with this id.
    River(&'a str),
    /// The roads that end at the tile centre, or at a monastery or garden there.
    Junction,
}

/// One connected obstacle on a tile that field halves cannot cross: roads and cities that run
/// into or touch one another, or roads meeting at the centre.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Barrier<'a> {
    /// What draws the barrier.
    pub kind: BarrierKind<'a>,
    /// The edge positions where the barrier meets the edge.
    pub positions: Vec<EdgePosition>,
    /// The corners and field-side centres its cities' walls reach.
    pub points: Vec<Direction>,
    /// The indices, in the tile's list, of the features it is made of, in that order.
    pub features: Vec<usize>,
}

/// A place on the circle round the tile's edge, in 24ths: edge position `i` is at `2i`, the gap
/// after it at `2i + 1`. The corners are gaps: the north-west corner follows `WR`.
fn slot_of_position(position: EdgePosition) -> usize {
    2 * position.index()
}

/// The slot of a point a city reaches: a corner, or the centre of a side.
fn slot_of_point(point: Direction) -> usize {
    match point {
        Direction::N => slot_of_position(EdgePosition::N),
        Direction::E => slot_of_position(EdgePosition::E),
        Direction::S => slot_of_position(EdgePosition::S),
        Direction::W => slot_of_position(EdgePosition::W),
        Direction::NE => slot_of_position(EdgePosition::NR) + 1,
        Direction::SE => slot_of_position(EdgePosition::ER) + 1,
        Direction::SW => slot_of_position(EdgePosition::SR) + 1,
        Direction::NW => slot_of_position(EdgePosition::WR) + 1,
    }
}

impl Barrier<'_> {
    /// Whether a feature of this barrier passes under a feature of `other`, or one of `other`'s
    /// under one of this one's (`features`: the tile's, which the barriers' indices name): then
    /// the two may cross.
    pub fn passes_under(&self, other: &Barrier<'_>, features: &[Feature]) -> bool {
        let under = |from: &Barrier<'_>, to: &Barrier<'_>| {
            from.features.iter().any(|&index| {
                features[index].under().is_some_and(|under| {
                    to.features
                        .iter()
                        .any(|&other| features[other].id() == under)
                })
            })
        };
        under(self, other) || under(other, self)
    }

    /// Whether this barrier and `other` interleave round the edge, so that inside the square
    /// they cannot both be drawn as connected shapes without crossing: some points where
    /// `other` meets the edge lie on one arc of this barrier and some on another.
    ///
    /// Two features that cross are one drawing only when one passes under the other; that is
    /// for the caller to ask.
    pub fn interleaves(&self, other: &Barrier<'_>) -> bool {
        let ours = self.slots();
        let mut arcs = other
            .slots()
            .into_iter()
            .filter(|slot| !ours.contains(slot))
            .map(|slot| {
                (1..24)
                    .map(|step| (slot + step) % 24)
                    .find(|next| ours.contains(next))
            });
        match arcs.next() {
            Some(first) => arcs.any(|arc| arc != first),
            None => false,
        }
    }

    /// The slots of the circle round the edge where the barrier meets it.
    fn slots(&self) -> Vec<usize> {
        self.positions
            .iter()
            .map(|position| slot_of_position(*position))
            .chain(self.points.iter().map(|point| slot_of_point(*point)))
            .collect()
    }

    /// Whether `a` and `b` lie on different arcs of this barrier.
    pub fn separates(&self, a: EdgePosition, b: EdgePosition) -> bool {
        self.arc_end(a) != self.arc_end(b)
    }

    /// The first slot the barrier meets the edge at, at or clockwise after `position`: it names
    /// the arc that `position` lies on.
    fn arc_end(&self, position: EdgePosition) -> Option<usize> {
        let cuts = self.slots();
        let start = slot_of_position(position);
        (0..24)
            .map(|step| (start + step) % 24)
            .find(|slot| cuts.contains(slot))
    }
}

/// The barriers that divide a tile's field halves into regions.
///
/// The rule: roads and cities that run into or touch one another form one obstacle, and each
/// obstacle divides the tile along the points where it meets the edge.
///
/// - A road joins the feature its `ends_at` names: a city, another road (a T-junction), a
///   river it runs down to (its bank, a ford, the river's spring), or the City of Carcassonne
///   where it meets the edge (a `quarter` with `edges`). A
///   road that meets one side and ends at the tile centre (no `ends_at`), or at a monastery,
///   garden or German castle's gate there, joins the other roads ending there (a junction, village or a building with
///   roads to its doors). A road that ends at a thing of its own (`end`: a well, a house) joins
///   nothing; a road that ends at a tunnel mouth (`end = "tunnel-mouth"`) goes underground at
///   the tile centre, where the tunnel mouths of a tile open side by side in one hill, so it
///   parts the fields as a road ending there does, joining no other road.
/// - A river is drawn as a road is, and joins only the roads that run down to it: one that
///   meets one side ends at its spring or lake, which the fields run round.
/// - A road or river that passes `under` another feature crosses it without joining it; a road
///   in a tunnel under a field draws no barrier at all, so the field stays one.
/// - A city joins the roads and cities its wall `touches`; the City of Carcassonne, where it
///   meets the edge, is an obstacle as a city is.
/// - An obstacle meets the edge at the positions of its roads and cities and at the corners and
///   side centres its cities' walls `reach`.
///
/// Walking round the edge, the points where an obstacle meets it cut the circle into arcs. Two
/// field halves lie in the same region if and only if they lie on the same arc of every
/// obstacle: a road through the tile parts its two sides, a road from its side into a city
/// parts the halves on its two sides, a city cap alone or a lone dead end parts nothing. Halves
/// that an obstacle separates are not one field; halves that nothing separates are one field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FieldPartition<'a> {
    barriers: Vec<Barrier<'a>>,
}

impl<'a> FieldPartition<'a> {
    /// The partition that the roads and cities among `features` draw.
    pub fn of(features: &'a [Feature]) -> FieldPartition<'a> {
        // Obstacles as a union-find over the features, with one more element for the centre.
        let centre = features.len();
        let mut parent: Vec<usize> = (0..=centre).collect();
        let index_of = |id: &str| features.iter().position(|feature| feature.id() == id);
        for (index, feature) in features.iter().enumerate() {
            match feature {
                // A road that meets two or more sides runs through and ends nowhere; a road
                // that meets one side ends where it says, or at the centre.
                Feature::Road { edges, .. } if sides_met(edges) >= 2 => {}
                Feature::Road {
                    end: Some(RoadEnd::TunnelMouth),
                    ..
                } => join(&mut parent, index, centre),
                Feature::Road { end: Some(_), .. } => {}
                Feature::Road { ends_at, .. } => {
                    let target = ends_at.as_deref().and_then(index_of).filter(|&target| {
                        matches!(
                            features[target],
                            Feature::Road { .. }
                                | Feature::City { .. }
                                | Feature::River { .. }
                                | Feature::Quarter { .. }
                        )
                    });
                    join(&mut parent, index, target.unwrap_or(centre));
                }
                Feature::City { touches, .. } => {
                    for other in touches.iter().filter_map(|other| index_of(other)) {
                        if matches!(features[other], Feature::Road { .. } | Feature::City { .. }) {
                            join(&mut parent, index, other);
                        }
                    }
                }
                _ => {}
            }
        }
        let mut barriers: Vec<(usize, Barrier<'a>)> = Vec::new();
        for (index, feature) in features.iter().enumerate() {
            let under_field = feature
                .under()
                .and_then(|under| features.iter().find(|other| other.id() == under))
                .is_some_and(|under| matches!(under, Feature::Field { .. }));
            if under_field {
                continue;
            }
            let (kind, reaches) = match feature {
                Feature::Road { id, .. } => (BarrierKind::Road(id), &[][..]),
                Feature::River { id, .. } => (BarrierKind::River(id), &[][..]),
                Feature::City { id, reaches, .. } => (BarrierKind::City(id), reaches.as_ref()),
                // The City of Carcassonne where it meets the edge parts the fields as a city.
                Feature::Quarter { id, edges, .. } if !edges.is_empty() => {
                    (BarrierKind::City(id), &[][..])
                }
                _ => continue,
            };
            let root = find(&mut parent, index);
            let kind = if root == find(&mut parent, centre) {
                BarrierKind::Junction
            } else {
                kind
            };
            let place = match barriers.iter().position(|(other, _)| *other == root) {
                Some(place) => place,
                None => {
                    barriers.push((
                        root,
                        Barrier {
                            kind,
                            positions: Vec::new(),
                            points: Vec::new(),
                            features: Vec::new(),
                        },
                    ));
                    barriers.len() - 1
                }
            };
            let barrier = &mut barriers[place].1;
            if matches!(barrier.kind, BarrierKind::City(_)) && matches!(kind, BarrierKind::Road(_))
            {
                barrier.kind = kind;
            }
            barrier.positions.extend_from_slice(feature.edges());
            barrier.points.extend_from_slice(reaches);
            barrier.features.push(index);
        }
        FieldPartition {
            barriers: barriers.into_iter().map(|(_, barrier)| barrier).collect(),
        }
    }

    /// Every obstacle on the tile, in the order of its first feature. An obstacle that meets the
    /// edge in one place only (a lone dead end, a city cap) separates nothing.
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

/// The representative of `element`'s set, halving the path on the way.
fn find(parent: &mut [usize], mut element: usize) -> usize {
    while parent[element] != element {
        parent[element] = parent[parent[element]];
        element = parent[element];
    }
    element
}

/// Puts `a` and `b` in one set.
fn join(parent: &mut [usize], a: usize, b: usize) {
    let (a, b) = (find(parent, a), find(parent, b));
    parent[a.max(b)] = a.min(b);
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
    use crate::model::SidePart;
    use EdgePosition::*;

    fn road(id: &'static str, edges: &'static [EdgePosition]) -> Feature {
        Feature::Road {
            id: Cow::Borrowed(id),
            edges: Cow::Borrowed(edges),
            ends_at: None,
            end: None,
            under: None,
        }
    }

    fn road_to(id: &'static str, edges: &'static [EdgePosition], end: &'static str) -> Feature {
        Feature::Road {
            id: Cow::Borrowed(id),
            edges: Cow::Borrowed(edges),
            ends_at: Some(Cow::Borrowed(end)),
            end: None,
            under: None,
        }
    }

    fn road_ending_at_its_own(id: &'static str, edges: &'static [EdgePosition]) -> Feature {
        Feature::Road {
            id: Cow::Borrowed(id),
            edges: Cow::Borrowed(edges),
            ends_at: None,
            end: Some(crate::model::RoadEnd::Well),
            under: None,
        }
    }

    fn road_under(
        id: &'static str,
        edges: &'static [EdgePosition],
        under: &'static str,
    ) -> Feature {
        Feature::Road {
            id: Cow::Borrowed(id),
            edges: Cow::Borrowed(edges),
            ends_at: None,
            end: None,
            under: Some(Cow::Borrowed(under)),
        }
    }

    fn river(id: &'static str, edges: &'static [EdgePosition]) -> Feature {
        Feature::River {
            id: Cow::Borrowed(id),
            edges: Cow::Borrowed(edges),
            end: edges
                .get(1)
                .is_none()
                .then_some(crate::model::RiverEnd::Spring),
            under: None,
        }
    }

    #[test]
    fn a_river_divides_the_tile_as_a_road_does() {
        let features = [river("river", &[N, S])];
        let partition = FieldPartition::of(&features);
        assert_eq!(partition.barriers()[0].kind, BarrierKind::River("river"));
        assert!(!partition.same_region(NR, NL));
        assert!(partition.same_region(NR, SL));
    }

    #[test]
    fn a_spring_and_a_dead_end_at_the_centre_do_not_meet() {
        // A road meeting the centre from the north and a river rising there flowing south:
        // were they joined they would part east from west.
        let features = [road("road", &[N]), river("river", &[S])];
        assert_one_region(&FieldPartition::of(&features));
    }

    #[test]
    fn roads_ending_at_their_own_things_do_not_meet_at_the_centre() {
        let alone = [
            road_ending_at_its_own("north", &[N]),
            road_ending_at_its_own("south", &[S]),
        ];
        assert_one_region(&FieldPartition::of(&alone));
        // Without their own ends they meet at the centre and part east from west.
        let joined = [road("north", &[N]), road("south", &[S])];
        assert!(!FieldPartition::of(&joined).same_region(NR, NL));
    }

    #[test]
    fn roads_into_tunnel_mouths_part_the_fields_at_the_centre() {
        // The Tunnel's tile with roads from the east and south into tunnel mouths: the fields
        // between them are apart, as on a bend.
        let into = |id: &'static str, edges: &'static [EdgePosition]| Feature::Road {
            id: Cow::Borrowed(id),
            edges: Cow::Borrowed(edges),
            ends_at: None,
            end: Some(RoadEnd::TunnelMouth),
            under: None,
        };
        let features = [into("east", &[E]), into("south", &[S])];
        let partition = FieldPartition::of(&features);
        assert!(!partition.same_region(ER, SR));
        assert!(partition.same_region(SR, NL));
        // One alone parts nothing, as a lone dead end.
        assert_one_region(&FieldPartition::of(&features[..1]));
    }

    #[test]
    fn a_road_in_a_tunnel_under_a_field_divides_nothing() {
        let features = [
            road_under("road", &[N, S], "field"),
            Feature::Field {
                id: Cow::Borrowed("field"),
                edges: Cow::Borrowed(&[NL, NR, EL, ER, SL, SR, WL, WR]),
                cities: Cow::Borrowed(&[]),
                borders_inside: Cow::Borrowed(&[]),
            },
        ];
        assert_one_region(&FieldPartition::of(&features));
        // Under a city across the tile it still parts the halves either side of its ends.
        let features = [
            road_under("road", &[N, S], "city"),
            city("city", &[EL, E, ER, WL, W, WR]),
        ];
        let partition = FieldPartition::of(&features);
        assert!(!partition.same_region(NL, NR));
        assert!(!partition.same_region(NL, SR));
    }

    fn city(id: &'static str, edges: &'static [EdgePosition]) -> Feature {
        Feature::City {
            id: Cow::Borrowed(id),
            edges: Cow::Borrowed(edges),
            pennants: 0,
            reaches: Cow::Borrowed(&[]),
            touches: Cow::Borrowed(&[]),
            under: None,
            semicircular: true,
            shares: None,
        }
    }

    fn assert_one_region(partition: &FieldPartition) {
        let halves = EdgePosition::ALL
            .iter()
            .filter(|position| position.part() != SidePart::Centre);
        for a in halves.clone() {
            for b in halves.clone() {
                assert!(
                    partition.same_region(*a, *b),
                    "{} and {}",
                    a.name(),
                    b.name()
                );
            }
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
        assert_one_region(&partition);
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
        assert_one_region(&partition);
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

    fn city_with(
        id: &'static str,
        edges: &'static [EdgePosition],
        reaches: &'static [Direction],
        touches: &'static [Cow<'static, str>],
    ) -> Feature {
        Feature::City {
            id: Cow::Borrowed(id),
            edges: Cow::Borrowed(edges),
            pennants: 0,
            reaches: Cow::Borrowed(reaches),
            touches: Cow::Borrowed(touches),
            under: None,
            semicircular: true,
            shares: None,
        }
    }

    #[test]
    fn a_road_ending_at_a_road_through_the_tile_parts_its_sides() {
        // A T-junction: the road from the east ends at the road from west to south.
        let features = [road("through", &[W, S]), road_to("branch", &[E], "through")];
        let partition = FieldPartition::of(&features);
        assert!(!partition.same_region(EL, ER));
        assert!(partition.same_region(ER, SL));
        assert!(partition.same_region(WR, EL));
        assert!(!partition.same_region(SR, SL));
    }

    #[test]
    fn a_city_touching_a_road_parts_the_corners_between_them() {
        let touching = [
            city_with("city", &[NL, N, NR], &[], &[Cow::Borrowed("road")]),
            road("road", &[W, E]),
        ];
        let partition = FieldPartition::of(&touching);
        assert!(!partition.same_region(WR, EL));
        assert_eq!(
            partition.separator(WR, EL).unwrap().kind,
            BarrierKind::Road("road")
        );
        let apart = [city("city", &[NL, N, NR]), road("road", &[W, E])];
        assert!(FieldPartition::of(&apart).same_region(WR, EL));
    }

    #[test]
    fn a_city_reaching_a_corner_parts_the_sides_it_lies_between() {
        let features = [city_with(
            "city",
            &[NL, N, NR, WL, W, WR],
            &[Direction::SE],
            &[],
        )];
        let partition = FieldPartition::of(&features);
        assert!(partition.same_region(EL, ER));
        assert!(partition.same_region(SL, SR));
        assert!(!partition.same_region(ER, SL));
        let centre = [city_with("city", &[NL, N, NR], &[Direction::S], &[])];
        let partition = FieldPartition::of(&centre);
        assert!(!partition.same_region(SL, SR));
        assert!(partition.same_region(EL, SL));
    }

    #[test]
    fn two_cities_touching_part_the_fields_on_either_side() {
        let features = [
            city_with("north", &[NL, N, NR], &[], &[Cow::Borrowed("south")]),
            city("south", &[SL, S, SR]),
        ];
        let partition = FieldPartition::of(&features);
        assert!(!partition.same_region(EL, WL));
        assert!(partition.same_region(EL, ER));
    }
}
