//! Fields against the regions that roads and cities draw on a tile (E015 field-across-barrier,
//! E016 split-field), and the cities each field borders (E017 field-city-borders, E064
//! border-beyond-barrier).
//!
//! The rules, with regions and bordering as the rules layer's [`FieldPartition`] and
//! [`bordering_cities`] define them: field halves that a barrier separates are not one field; field halves that nothing
//! separates are one field; a field's `cities` lists exactly the cities it borders.
//!
//! A tile whose printed art breaks one of these rules lists the check in its `allow`; an `allow`
//! entry for a check that would not fire anyway is a warning, so that exemptions stay honest.

use std::borrow::Cow;

mod misplaced;

use crate::input::source::{Pointer, SourceFile};
use crate::model::{EdgePosition, Feature, LayoutCheck, Tile};
use crate::rules::{BarrierKind, FieldPartition, bordering_cities};
use crate::shared::diagnostic::{Code, Diagnostic, Fix};

use super::{error_at, feature_at, top};

/// Checks the fields of `tile` against its partition and its cities, honouring its `allow`.
pub fn check(source: &SourceFile, tile: &Tile, diagnostics: &mut Vec<Diagnostic>) {
    let partition = FieldPartition::of(&tile.features);
    let fields = fields_of(tile);
    let layout_allowed = tile.allow.iter().any(|allowed| {
        matches!(
            allowed,
            LayoutCheck::FieldAcrossBarrier | LayoutCheck::SplitField
        )
    });
    if !layout_allowed && let Some(misplaced) = misplaced::check(source, &fields, &partition) {
        // The halves' own fields decide which cities each field borders: once they are moved.
        diagnostics.push(misplaced);
        return;
    }
    for layout_check in [
        LayoutCheck::FieldAcrossBarrier,
        LayoutCheck::SplitField,
        LayoutCheck::FieldCityBorders,
    ] {
        let found = match layout_check {
            LayoutCheck::FieldAcrossBarrier => across_barriers(source, &fields, &partition),
            LayoutCheck::SplitField => split_fields(source, &fields, &partition),
            LayoutCheck::FieldCityBorders => city_borders(source, tile, &fields, &partition),
        };
        let allowed: Vec<usize> = (0..tile.allow.len())
            .filter(|&place| tile.allow[place] == layout_check)
            .collect();
        if allowed.is_empty() {
            diagnostics.extend(found);
        } else if found.is_empty() {
            for place in allowed {
                diagnostics.push(unused_allow(source, tile, layout_check, place));
            }
        }
    }
}

/// A field of a tile, as the partition checks see it.
struct Field<'a> {
    /// Its place among the tile's features.
    index: usize,
    /// Its id.
    id: &'a str,
    /// The side halves it claims.
    halves: &'a [EdgePosition],
    /// The ids it lists as bordering cities.
    cities: &'a [Cow<'static, str>],
    /// The ids of the cities it says it borders inside the tile, away from its halves.
    borders_inside: &'a [Cow<'static, str>],
}

/// The fields of `tile`, in feature order.
fn fields_of(tile: &Tile) -> Vec<Field<'_>> {
    tile.features
        .iter()
        .enumerate()
        .filter_map(|(index, feature)| match feature {
            Feature::Field {
                id,
                edges,
                cities,
                borders_inside,
            } => Some(Field {
                index,
                id,
                halves: edges,
                cities,
                borders_inside,
            }),
            _ => None,
        })
        .collect()
}

/// The places in `halves` of the first half of each region the halves reach.
fn region_starts(halves: &[EdgePosition], partition: &FieldPartition) -> Vec<usize> {
    (0..halves.len())
        .filter(|&place| {
            !halves[..place]
                .iter()
                .any(|earlier| partition.same_region(*earlier, halves[place]))
        })
        .collect()
}

/// E015: a field whose halves lie in more than one region.
fn across_barriers(
    source: &SourceFile,
    fields: &[Field],
    partition: &FieldPartition,
) -> Vec<Diagnostic> {
    let mut found = Vec::new();
    for field in fields {
        let Field {
            index, id, halves, ..
        } = *field;
        for place in region_starts(halves, partition).into_iter().skip(1) {
            let (first, other) = (halves[0], halves[place]);
            let Some(barrier) = partition.separator(first, other) else {
                continue;
            };
            let barrier = describe(barrier.kind);
            found.push(
                error_at(
                    source,
                    &feature_at(index).key("edges").index(place),
                    Code::FieldAcrossBarrier,
                    format!(
                        "field `{id}` spans {} and {}, which {barrier} separates",
                        first.name(),
                        other.name()
                    ),
                )
                .with_help(format!(
                    "give the halves on each side of {barrier} their own field, or add \
                     \"field-across-barrier\" to `allow` if the printed tile joins them"
                )),
            );
        }
    }
    found
}

/// E016: two fields with halves in one region.
fn split_fields(
    source: &SourceFile,
    fields: &[Field],
    partition: &FieldPartition,
) -> Vec<Diagnostic> {
    let mut found = Vec::new();
    for (order, field) in fields.iter().enumerate() {
        let Field {
            index, id, halves, ..
        } = *field;
        for place in region_starts(halves, partition) {
            let half = halves[place];
            let earlier = fields[..order].iter().find_map(|other| {
                other
                    .halves
                    .iter()
                    .find(|other_half| partition.same_region(**other_half, half))
                    .map(|other_half| (other.id, *other_half))
            });
            let Some((other, other_half)) = earlier else {
                continue;
            };
            found.push(
                error_at(
                    source,
                    &feature_at(index).key("edges").index(place),
                    Code::SplitField,
                    format!(
                        "fields `{other}` and `{id}` are one field: nothing separates {} from {}",
                        other_half.name(),
                        half.name()
                    ),
                )
                .with_help(format!(
                    "merge `{id}` into `{other}`, or add \"split-field\" to `allow` if the \
                     printed tile divides them"
                )),
            );
        }
    }
    found
}

/// E017: a field whose `cities` misses a city one of its halves lies next to, or lists one that
/// it neither lies next to nor says it borders inside the tile (`borders_inside`).
///
/// Lying next to a city at the edge is a fact of geometry: the field meets the city's wall at
/// the corner or side where they touch. Bordering a city inside the tile is not visible at the
/// edge, so the tile says so: in `borders_inside`, or by being a field that meets no edge.
fn city_borders(
    source: &SourceFile,
    tile: &Tile,
    fields: &[Field],
    partition: &FieldPartition,
) -> Vec<Diagnostic> {
    let mut found = Vec::new();
    for field in fields {
        let Field {
            index,
            id,
            halves,
            cities,
            borders_inside,
        } = *field;
        let borders = bordering_cities(&tile.features, halves);
        let listed = feature_at(index).key("cities");
        let inside = feature_at(index).key("borders_inside");
        for (place, city) in cities.iter().enumerate() {
            let at = |message: String| {
                error_at(
                    source,
                    &listed.index(place),
                    Code::FieldCityBorders,
                    message,
                )
            };
            if cities[..place].contains(city) {
                found.push(
                    at(format!("field `{id}` lists city `{city}` twice"))
                        .with_help(format!("remove the second `{city}`")),
                );
            } else if matches!(tile.feature(city), Some(Feature::City { .. }))
                && !borders.contains(&city.as_ref())
                && !halves.is_empty()
                && !borders_inside.contains(city)
            {
                found.push(
                    at(format!(
                        "field `{id}` lists city `{city}`, but none of its halves lies next to it"
                    ))
                    .with_help(format!(
                        "remove `{city}` from the field's `cities`, or add it to \
                         `borders_inside` if the field meets it inside the tile"
                    )),
                );
            }
        }
        for (place, city) in borders_inside.iter().enumerate() {
            let at = |message: String| {
                error_at(
                    source,
                    &inside.index(place),
                    Code::FieldCityBorders,
                    message,
                )
            };
            if borders_inside[..place].contains(city) {
                found.push(
                    at(format!(
                        "field `{id}` lists city `{city}` twice in `borders_inside`"
                    ))
                    .with_help(format!("remove the second `{city}`")),
                );
            } else if !cities.contains(city) {
                found.push(
                    at(format!(
                        "field `{id}` borders city `{city}` inside the tile, but its `cities` \
                         does not list it"
                    ))
                    .with_help(format!("add \"{city}\" to the field's `cities`"))
                    .with_fix(add_city(source, index, cities.len(), city)),
                );
            } else if borders.contains(&city.as_ref()) {
                found.push(
                    at(format!(
                        "field `{id}` says it borders city `{city}` inside the tile, but one of \
                         its halves lies next to it at the edge"
                    ))
                    .with_help(format!("remove `{city}` from `borders_inside`")),
                );
            } else if let Some(between) = parted_from(&tile.features, partition, halves, city) {
                found.push(
                    error_at(
                        source,
                        &inside.index(place),
                        Code::BorderBeyondBarrier,
                        format!(
                            "field `{id}` says it borders city `{city}` inside the tile, but \
                             `{between}` parts them: every half of the field lies beyond it, \
                             away from the city"
                        ),
                    )
                    .with_help(format!(
                        "remove `{city}` from the field's `cities` and `borders_inside`, or \
                         correct what `{between}` meets"
                    )),
                );
            }
        }
        for city in borders {
            if !cities.iter().any(|listed| listed == city) {
                found.push(
                    error_at(
                        source,
                        &listed,
                        Code::FieldCityBorders,
                        format!(
                            "field `{id}` borders city `{city}`, but its `cities` does not list it"
                        ),
                    )
                    .with_help(format!("add \"{city}\" to the field's `cities`"))
                    .with_fix(add_city(source, index, cities.len(), city)),
                );
            }
        }
    }
    found
}

/// The first feature of a barrier that parts every one of a field's `halves` from every edge
/// position of `city` (a barrier the city is no part of), by its id: the field cannot reach the
/// city's wall anywhere on the tile. `None` for a field meeting no edge or a city meeting none.
fn parted_from<'f>(
    features: &'f [Feature],
    partition: &FieldPartition,
    halves: &[EdgePosition],
    city: &str,
) -> Option<&'f str> {
    let index = features.iter().position(|feature| feature.id() == city)?;
    let positions = features[index].edges();
    if halves.is_empty() || positions.is_empty() {
        return None;
    }
    partition
        .barriers()
        .iter()
        .filter(|barrier| !barrier.features.contains(&index))
        .find(|barrier| {
            halves.iter().all(|half| {
                positions
                    .iter()
                    .all(|position| barrier.separates(*half, *position))
            })
        })
        .map(|barrier| features[barrier.features[0]].id())
}

/// The fix that adds `city` to the `cities` of feature `index`, a field listing `listed` cities:
/// into its list when it has one, else as a new `cities` entry after its `edges`.
fn add_city(source: &SourceFile, index: usize, listed: usize, city: &str) -> Option<Fix> {
    let field = feature_at(index);
    let quoted = format!("\"{city}\"");
    let exact = |pointer: &Pointer| source.spans().get(pointer).map(|entry| entry.value.clone());
    let (at, replacement) = match exact(&field.key("cities")) {
        Some(cities) => {
            let close = cities.end - 1;
            let before = source.text[..close].trim_end().len();
            let text = if listed == 0 {
                quoted
            } else {
                format!(", {quoted}")
            };
            (before, text)
        }
        None => {
            let edges = exact(&field.key("edges"))?;
            let inline = source.text[exact(&field)?].starts_with('{');
            let text = if inline {
                format!(", cities = [{quoted}]")
            } else {
                format!("\ncities = [{quoted}]")
            };
            (edges.end, text)
        }
    };
    Some(Fix::new(
        format!("add \"{city}\" to the field's `cities`"),
        at..at,
        replacement,
    ))
}

/// The warning for an `allow` entry whose check finds nothing to allow.
fn unused_allow(
    source: &SourceFile,
    tile: &Tile,
    layout_check: LayoutCheck,
    place: usize,
) -> Diagnostic {
    let reason = match layout_check {
        LayoutCheck::FieldAcrossBarrier => "no field on it spans a road or city",
        LayoutCheck::SplitField => "no field on it is split",
        LayoutCheck::FieldCityBorders => "its fields list exactly the cities they border",
    };
    let message = format!(
        "tile `{}` allows `{}`, but {reason}",
        tile.id,
        layout_check.name()
    );
    Diagnostic::warning(Code::UnusedAllow, &source.path, message)
        .with_span(source.value_span(&top("allow").index(place)))
        .with_help(format!("remove \"{}\" from `allow`", layout_check.name()))
}

/// A barrier in messages, such as ``road `road` ``.
fn describe(kind: BarrierKind) -> String {
    match kind {
        BarrierKind::Road(id) => format!("road `{id}`"),
        BarrierKind::City(id) => format!("city `{id}`"),
        BarrierKind::River(id) => format!("river `{id}`"),
        BarrierKind::Junction => "the roads meeting at the tile centre".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::input::check::testing::{codes, flier_text, run_on_tile, tile_of};
    use crate::shared::diagnostic::Severity;

    fn run(text: &str) -> Vec<Diagnostic> {
        run_on_tile("tiles/A.toml", text, check).1
    }

    #[test]
    fn a_city_goes_into_the_list_or_a_new_entry() {
        let apply = |text: &str, listed: usize, city: &str| {
            let source = SourceFile::new("X.toml", text);
            let fix = add_city(&source, 0, listed, city).unwrap();
            let mut fixed = text.to_owned();
            fixed.replace_range(fix.span, &fix.replacement);
            fixed
        };
        let text = "[[features]]\nkind = \"field\"\nid = \"f\"\nedges = [\"NL\"]\n";
        let fixed = apply(text, 0, "c");
        assert_eq!(
            fixed,
            "[[features]]\nkind = \"field\"\nid = \"f\"\nedges = [\"NL\"]\ncities = [\"c\"]\n"
        );
        assert!(apply(&fixed, 1, "d").ends_with("cities = [\"c\", \"d\"]\n"));
        let inline = "features = [{ kind = \"field\", id = \"f\", edges = [\"NL\"] }]\n";
        assert_eq!(
            apply(inline, 0, "c"),
            "features = [{ kind = \"field\", id = \"f\", edges = [\"NL\"], cities = [\"c\"] }]\n"
        );
    }

    /// A tile of expansion `x` with `edges` and then `features` as TOML.
    fn tile(edges: &str, features: &str) -> String {
        format!(
            "id = \"x-A\"\nexpansion = \"x\"\nletter = \"A\"\nedges = {{ {edges} }}\n\
             counts = {{ C1 = 1 }}\n{features}"
        )
    }

    fn with_allow(text: &str, check: &str) -> String {
        text.replacen("counts", &format!("allow = [\"{check}\"]\ncounts"), 1)
    }

    #[test]
    fn regions_turn_with_the_tile() {
        use crate::input::check::testing::flier;
        use crate::model::{EdgePosition, Rotation};
        for document in flier().iter().skip(1) {
            let tile = tile_of(document);
            let partition = FieldPartition::of(&tile.features);
            for rotation in Rotation::ALL {
                let turned = tile.rotated(rotation);
                let turned_partition = FieldPartition::of(&turned.features);
                for a in EdgePosition::ALL {
                    for b in EdgePosition::ALL {
                        assert_eq!(
                            partition.same_region(a, b),
                            turned_partition.same_region(a.rotated(rotation), b.rotated(rotation)),
                            "{} turned {rotation:?}: {} and {}",
                            tile.id,
                            a.name(),
                            b.name()
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn bundled_fields_follow_their_roads() {
        for letter in ["A", "B", "C", "D", "E", "F", "G", "H"] {
            assert_eq!(run(&flier_text(letter)), Vec::new(), "tile {letter}");
        }
    }

    #[test]
    fn a_field_across_a_road_is_reported() {
        let text = flier_text("B")
            .replace(
                r#"["WR", "NL", "NR", "EL"]"#,
                r#"["WR", "NL", "NR", "EL", "ER", "SL", "SR", "WL"]"#,
            )
            .replace(
                "[[features]]\nkind = \"field\"\nid = \"south-field\"\nedges = [\"ER\", \"SL\", \"SR\", \"WL\"]\n",
                "",
            );
        assert!(!text.contains("south-field"));
        let diagnostics = run(&text);
        assert_eq!(codes(&diagnostics), [Code::FieldAcrossBarrier]);
        assert_eq!(
            diagnostics[0].message,
            "field `north-field` spans WR and ER, which road `road` separates"
        );
        assert_eq!(run(&with_allow(&text, "field-across-barrier")), Vec::new());
    }

    #[test]
    fn a_field_divided_without_a_barrier_is_split() {
        let text = flier_text("G").replace(
            r#"edges = ["NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR"]"#,
            "edges = [\"NL\", \"NR\", \"EL\", \"ER\"]\n\n[[features]]\nkind = \"field\"\n\
             id = \"south-field\"\nedges = [\"SL\", \"SR\", \"WL\", \"WR\"]",
        );
        let diagnostics = run(&text);
        assert_eq!(codes(&diagnostics), [Code::SplitField]);
        assert_eq!(
            diagnostics[0].message,
            "fields `field` and `south-field` are one field: nothing separates NL from SL"
        );
        assert_eq!(run(&with_allow(&text, "split-field")), Vec::new());
    }

    #[test]
    fn a_single_dead_end_splits_no_field() {
        let dead_end = tile(
            r#"N = "field", E = "field", S = "road", W = "field""#,
            "[[features]]\nkind = \"road\"\nid = \"road\"\nedges = [\"S\"]\n\
             [[features]]\nkind = \"monastery\"\nid = \"monastery\"\n\
             [[features]]\nkind = \"field\"\nid = \"east\"\nedges = [\"NL\", \"NR\", \"EL\", \"ER\", \"SL\"]\n\
             [[features]]\nkind = \"field\"\nid = \"west\"\nedges = [\"SR\", \"WL\", \"WR\"]\n",
        );
        assert_eq!(codes(&run(&dead_end)), [Code::SplitField]);
    }

    #[test]
    fn dead_ends_meeting_at_a_village_divide_the_fields() {
        let junction = tile(
            r#"N = "field", E = "road", S = "road", W = "road""#,
            "[[features]]\nkind = \"road\"\nid = \"east\"\nedges = [\"E\"]\n\
             [[features]]\nkind = \"road\"\nid = \"south\"\nedges = [\"S\"]\n\
             [[features]]\nkind = \"road\"\nid = \"west\"\nedges = [\"W\"]\n\
             [[features]]\nkind = \"field\"\nid = \"north\"\nedges = [\"WR\", \"NL\", \"NR\", \"EL\"]\n\
             [[features]]\nkind = \"field\"\nid = \"south-east\"\nedges = [\"ER\", \"SL\"]\n\
             [[features]]\nkind = \"field\"\nid = \"south-west\"\nedges = [\"SR\", \"WL\"]\n",
        );
        assert_eq!(run(&junction), Vec::new());
        let joined = junction.replace(r#"["ER", "SL"]"#, r#"["ER", "SL", "SR", "WL"]"#);
        let joined = joined.replace(
            "[[features]]\nkind = \"field\"\nid = \"south-west\"\nedges = [\"SR\", \"WL\"]\n",
            "",
        );
        let diagnostics = run(&joined);
        assert_eq!(codes(&diagnostics), [Code::FieldAcrossBarrier]);
        assert_eq!(
            diagnostics[0].message,
            "field `south-east` spans ER and SR, which the roads meeting at the tile centre separates"
        );
    }

    #[test]
    fn a_city_across_the_tile_divides_its_fields() {
        let through = |fields: &str| {
            tile(
                r#"N = "city", E = "field", S = "city", W = "field""#,
                &format!(
                    "[[features]]\nkind = \"city\"\nid = \"city\"\n\
                     edges = [\"NL\", \"N\", \"NR\", \"SL\", \"S\", \"SR\"]\npennants = 1\n{fields}"
                ),
            )
        };
        let east_and_west = through(
            "[[features]]\nkind = \"field\"\nid = \"east\"\nedges = [\"EL\", \"ER\"]\n\
             cities = [\"city\"]\n\
             [[features]]\nkind = \"field\"\nid = \"west\"\nedges = [\"WL\", \"WR\"]\n\
             cities = [\"city\"]\n",
        );
        assert_eq!(run(&east_and_west), Vec::new());
        let one_field = through(
            "[[features]]\nkind = \"field\"\nid = \"field\"\n\
             edges = [\"EL\", \"ER\", \"WL\", \"WR\"]\ncities = [\"city\"]\n",
        );
        let diagnostics = run(&one_field);
        assert_eq!(codes(&diagnostics), [Code::FieldAcrossBarrier]);
        assert_eq!(
            diagnostics[0].message,
            "field `field` spans EL and WL, which city `city` separates"
        );
    }

    /// A city cap on the north side with a road from west to east below it.
    fn city_and_road(north_cities: &str, south_cities: &str) -> String {
        tile(
            r#"N = "city", E = "road", S = "field", W = "road""#,
            &format!(
                "[[features]]\nkind = \"city\"\nid = \"city\"\nedges = [\"NL\", \"N\", \"NR\"]\n\
                 [[features]]\nkind = \"road\"\nid = \"road\"\nedges = [\"W\", \"E\"]\n\
                 [[features]]\nkind = \"field\"\nid = \"north\"\nedges = [\"WR\", \"EL\"]\n\
                 cities = [{north_cities}]\n\
                 [[features]]\nkind = \"field\"\nid = \"south\"\n\
                 edges = [\"ER\", \"SL\", \"SR\", \"WL\"]\ncities = [{south_cities}]\n"
            ),
        )
    }

    #[test]
    fn a_field_lists_the_cities_it_borders() {
        assert_eq!(run(&city_and_road(r#""city""#, "")), Vec::new());
        let missing = run(&city_and_road("", ""));
        assert_eq!(codes(&missing), [Code::FieldCityBorders]);
        assert_eq!(
            missing[0].message,
            "field `north` borders city `city`, but its `cities` does not list it"
        );
        let extra = run(&city_and_road(r#""city""#, r#""city""#));
        assert_eq!(codes(&extra), [Code::FieldCityBorders]);
        assert_eq!(
            extra[0].message,
            "field `south` lists city `city`, but none of its halves lies next to it"
        );
        let twice = run(&city_and_road(r#""city", "city""#, ""));
        assert_eq!(codes(&twice), [Code::FieldCityBorders]);
        assert_eq!(twice[0].message, "field `north` lists city `city` twice");
        assert_eq!(
            run(&with_allow(&city_and_road("", ""), "field-city-borders")),
            Vec::new()
        );
    }

    #[test]
    fn an_allow_that_allows_nothing_is_a_warning() {
        let diagnostics = run(&with_allow(&flier_text("G"), "split-field"));
        assert_eq!(codes(&diagnostics), [Code::UnusedAllow]);
        assert_eq!(diagnostics[0].severity, Severity::Warning);
        assert_eq!(
            diagnostics[0].message,
            "tile `flier-G` allows `split-field`, but no field on it is split"
        );
        for check in ["field-across-barrier", "field-city-borders"] {
            let diagnostics = run(&with_allow(&flier_text("B"), check));
            assert_eq!(codes(&diagnostics), [Code::UnusedAllow], "{check}");
            assert_eq!(diagnostics[0].severity, Severity::Warning);
        }
    }

    #[test]
    fn a_city_bordered_inside_the_tile_is_said_so() {
        // The city's wall touches the road, parting the north field in two, and the field
        // beyond the road meets the wall there.
        let inside = |south: &str| {
            city_and_road(r#""city""#, r#""city""#)
                .replace(
                    "edges = [\"NL\", \"N\", \"NR\"]\n",
                    "edges = [\"NL\", \"N\", \"NR\"]\ntouches = [\"road\"]\n",
                )
                .replace(
                    "id = \"north\"\nedges = [\"WR\", \"EL\"]\n",
                    "id = \"north\"\nedges = [\"WR\"]\ncities = [\"city\"]\n\
                     [[features]]\nkind = \"field\"\nid = \"north-east\"\nedges = [\"EL\"]\n",
                )
                .replace(
                    "edges = [\"ER\", \"SL\", \"SR\", \"WL\"]\ncities = [\"city\"]\n",
                    &format!(
                        "edges = [\"ER\", \"SL\", \"SR\", \"WL\"]\ncities = [\"city\"]\n{south}"
                    ),
                )
        };
        assert_eq!(run(&inside("borders_inside = [\"city\"]\n")), Vec::new());
        // Without the touch, the road through the tile parts the field from the city (and
        // nothing parts the north field's halves).
        let beyond =
            run(&inside("borders_inside = [\"city\"]\n").replace("touches = [\"road\"]\n", ""));
        assert_eq!(
            codes(&beyond),
            [Code::SplitField, Code::BorderBeyondBarrier]
        );
        let beyond = &beyond[1..];
        assert_eq!(
            beyond[0].message,
            "field `south` says it borders city `city` inside the tile, but `road` parts them: \
             every half of the field lies beyond it, away from the city"
        );
        let unsaid = run(&inside(""));
        assert_eq!(codes(&unsaid), [Code::FieldCityBorders]);
        assert_eq!(
            unsaid[0].help.as_deref(),
            Some(
                "remove `city` from the field's `cities`, or add it to `borders_inside` if the \
                 field meets it inside the tile"
            )
        );
        let twice = run(&inside("borders_inside = [\"city\", \"city\"]\n"));
        assert_eq!(
            twice[0].message,
            "field `south` lists city `city` twice in `borders_inside`"
        );
        let at_the_edge = run(&city_and_road(r#""city""#, "").replace(
            "cities = [\"city\"]\n",
            "cities = [\"city\"]\nborders_inside = [\"city\"]\n",
        ));
        assert_eq!(
            at_the_edge[0].message,
            "field `north` says it borders city `city` inside the tile, but one of its halves \
             lies next to it at the edge"
        );
        let unlisted = run(&city_and_road(r#""city""#, "").replace(
            "cities = []\n",
            "cities = []\nborders_inside = [\"city\"]\n",
        ));
        assert_eq!(
            unlisted[0].message,
            "field `south` borders city `city` inside the tile, but its `cities` does not list it"
        );
    }
}
