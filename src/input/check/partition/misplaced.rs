//! One mistake, one message: halves listed under the wrong field. When the fields of a tile
//! would each cover one region exactly, had a few of their halves been listed under another
//! (two halves swapped between fields, one half listed under its neighbour), the tile gets one
//! error that says where each such half belongs, rather than an E015 and an E016 for each half
//! whose advice (split this field, merge those two) would undo itself.

use crate::input::source::SourceFile;
use crate::model::EdgePosition;
use crate::shared::diagnostic::{Code, Diagnostic};

use super::{Field, FieldPartition};
use crate::input::check::{error_at, feature_at};

/// A half listed under a field other than the one whose region it lies in.
struct Misplaced<'a> {
    /// The field that lists it, and the half's place among that field's halves.
    listed: (&'a Field<'a>, usize),
    /// The field whose region it lies in.
    belongs: &'a Field<'a>,
}

/// The one error for `fields` when moving some of their halves to other fields would make every
/// field cover one region exactly; `None` when that is not so (a field would have to be split
/// or merged, or nothing is misplaced).
pub(super) fn check(
    source: &SourceFile,
    fields: &[Field],
    partition: &FieldPartition,
) -> Option<Diagnostic> {
    let regions = regions(fields, partition);
    if regions.len() != fields.len() || fields.len() < 2 {
        return None;
    }
    let homes = best_homes(fields, &regions, partition)?;
    let mut misplaced = Vec::new();
    for (field, &home) in fields.iter().zip(&homes) {
        for (place, half) in field.halves.iter().enumerate() {
            if partition.same_region(*half, regions[home]) {
                continue;
            }
            let region = regions
                .iter()
                .position(|start| partition.same_region(*start, *half))?;
            let owner = homes.iter().position(|&other| other == region)?;
            misplaced.push(Misplaced {
                listed: (field, place),
                belongs: &fields[owner],
            });
        }
    }
    let first = misplaced.first()?;
    let name = |m: &Misplaced| m.listed.0.halves[m.listed.1].name();
    let belongs: Vec<String> = misplaced
        .iter()
        .map(|m| format!("{} belongs to `{}`", name(m), m.belongs.id))
        .collect();
    let moves: Vec<String> = misplaced
        .iter()
        .map(|m| format!("{} from `{}` to `{}`", name(m), m.listed.0.id, m.belongs.id))
        .collect();
    let (field, place) = first.listed;
    Some(
        error_at(
            source,
            &feature_at(field.index).key("edges").index(place),
            Code::FieldAcrossBarrier,
            format!(
                "{} under the wrong field: {}",
                if misplaced.len() == 1 {
                    "a half is listed"
                } else {
                    "halves are listed"
                },
                belongs.join(", ")
            ),
        )
        .with_help(format!("move {}", and_list(&moves))),
    )
}

/// `items` joined as a sentence lists them: `a`, `a and b`, `a, b and c`.
fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [only] => only.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// One half of each region that the fields' halves lie in, in the order first met.
fn regions(fields: &[Field], partition: &FieldPartition) -> Vec<EdgePosition> {
    let mut starts: Vec<EdgePosition> = Vec::new();
    for half in fields.iter().flat_map(|field| field.halves.iter()) {
        if !starts
            .iter()
            .any(|start| partition.same_region(*start, *half))
        {
            starts.push(*half);
        }
    }
    starts
}

/// The region of each field, one field to a region, that keeps the most halves where they are
/// listed; `None` when some field would keep none of its halves (it is no misplaced field but
/// a wrong one).
fn best_homes(
    fields: &[Field],
    regions: &[EdgePosition],
    partition: &FieldPartition,
) -> Option<Vec<usize>> {
    let kept: Vec<Vec<usize>> = fields
        .iter()
        .map(|field| {
            regions
                .iter()
                .map(|start| {
                    field
                        .halves
                        .iter()
                        .filter(|half| partition.same_region(**half, *start))
                        .count()
                })
                .collect()
        })
        .collect();
    let mut best: Option<(usize, Vec<usize>)> = None;
    let mut homes = Vec::with_capacity(fields.len());
    assign(&kept, &mut homes, 0, &mut best);
    let (_, homes) = best?;
    homes
        .iter()
        .enumerate()
        .all(|(field, &home)| kept[field][home] > 0)
        .then_some(homes)
}

/// Tries every region for the field `homes.len()` and keeps in `best` the assignment that keeps
/// the most halves (the first found of equals).
fn assign(
    kept: &[Vec<usize>],
    homes: &mut Vec<usize>,
    total: usize,
    best: &mut Option<(usize, Vec<usize>)>,
) {
    let field = homes.len();
    if field == kept.len() {
        if best.as_ref().is_none_or(|(most, _)| total > *most) {
            *best = Some((total, homes.clone()));
        }
        return;
    }
    for region in 0..kept[field].len() {
        if !homes.contains(&region) {
            homes.push(region);
            assign(kept, homes, total + kept[field][region], best);
            homes.pop();
        }
    }
}
