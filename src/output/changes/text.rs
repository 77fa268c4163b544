//! [`Changes`] shown: for people (a line a tile or expansion, a line a fact under it), as one
//! versioned JSON document, and as Markdown for a changelog. The words of each fact are written
//! once, for both kinds of text; only how an id and free text are set differs.

use std::fmt::Write as _;

use serde::Serialize;

use crate::model::{Edition, Illustration, Marker};
use crate::output::changes::{
    CHANGES_VERSION, Changes, ExpansionChange, ExpansionFact, TileChange, TileFact,
};
use crate::output::words::counted;
use crate::shared::escape::{rust_doc, rust_doc_code, visible};

/// How ids and free text are set in one kind of text.
struct Style {
    /// An id, a path or a value from the data, as code.
    code: fn(&str) -> String,
    /// Free text from the data, such as a name.
    text: fn(&str) -> String,
}

/// Plain text for a terminal: ids in backticks, every hidden character as an escape.
const PLAIN: Style = Style {
    code: |text| format!("`{}`", visible(text)),
    text: |text| visible(text).into_owned(),
};

/// Markdown: ids as code spans, text with every punctuation character escaped.
const MARKDOWN: Style = Style {
    code: rust_doc_code,
    text: rust_doc,
};

/// `changes` for people: a line for each expansion, then each tile, that differs, and under a
/// changed one a line for each fact (`  - copies in edition C3: 4 → 3`), then the summary line
/// ([`summary_line`]).
pub fn human(changes: &Changes) -> String {
    let mut text = String::new();
    for change in &changes.expansions {
        let (head, facts) = expansion_head(change, &PLAIN);
        let _ = writeln!(text, "{} expansion {head}", change_word_expansion(change));
        for fact in facts {
            let _ = writeln!(text, "  - {fact}");
        }
    }
    for change in &changes.tiles {
        let (head, facts) = tile_head(change, &PLAIN);
        let _ = writeln!(text, "{} tile {head}", change_word_tile(change));
        for fact in facts {
            let _ = writeln!(text, "  - {fact}");
        }
    }
    if !changes.is_empty() {
        text.push('\n');
    }
    text.push_str(&summary_line(changes));
    text.push('\n');
    text
}

/// `changes` as Markdown for a changelog: a section `## Expansions` and a section `## Tiles`,
/// each a list with an item a change and a sub-list of its facts, or `No changes.` when there
/// are none. Every id is a code span and every name escaped, so the data cannot add markup.
pub fn markdown(changes: &Changes) -> String {
    if changes.is_empty() {
        return "No changes.\n".to_owned();
    }
    let mut text = String::new();
    if !changes.expansions.is_empty() {
        text.push_str("## Expansions\n\n");
        for change in &changes.expansions {
            let (head, facts) = expansion_head(change, &MARKDOWN);
            list_item(&mut text, change_word_expansion(change), &head, &facts);
        }
        text.push('\n');
    }
    if !changes.tiles.is_empty() {
        text.push_str("## Tiles\n\n");
        for change in &changes.tiles {
            let (head, facts) = tile_head(change, &MARKDOWN);
            list_item(&mut text, change_word_tile(change), &head, &facts);
        }
        text.push('\n');
    }
    text.pop();
    text
}

fn list_item(text: &mut String, word: &str, head: &str, facts: &[String]) {
    let _ = writeln!(text, "- {} {head}", verb(word));
    for fact in facts {
        let _ = writeln!(text, "  - {fact}");
    }
}

/// `word` with its first letter in capitals, for the start of a line.
fn verb(word: &str) -> String {
    let mut letters = word.chars();
    letters
        .next()
        .map(|first| first.to_uppercase().chain(letters).collect())
        .unwrap_or_default()
}

/// The document [`json`] writes.
#[derive(Serialize)]
struct Document<'a> {
    version: u32,
    equal: bool,
    #[serde(flatten)]
    changes: &'a Changes,
}

/// `changes` as one versioned JSON document: `version` ([`CHANGES_VERSION`]), `equal`, and the
/// [`Changes`] themselves (`expansions` and `tiles`, each entry with its `change` and, for a
/// changed one, its `facts`, each with its `fact`), pretty, with a trailing newline.
pub fn json(changes: &Changes) -> serde_json::Result<String> {
    let mut text = crate::shared::json::pretty(&Document {
        version: CHANGES_VERSION,
        equal: changes.is_empty(),
        changes,
    })?;
    text.push('\n');
    Ok(text)
}

/// One line that sums `changes` up, such as `5 tiles differ: 1 added, 1 removed, 1 renamed,
/// 2 changed`, or `no differences` when there are none.
pub fn summary_line(changes: &Changes) -> String {
    if changes.is_empty() {
        return "no differences".to_owned();
    }
    let mut parts = Vec::new();
    if !changes.expansions.is_empty() {
        parts.push(format!(
            "{} {}: {}",
            counted(changes.expansions.len(), "expansion"),
            differ(changes.expansions.len()),
            tally(changes.expansions.iter().map(change_word_expansion))
        ));
    }
    if !changes.tiles.is_empty() {
        parts.push(format!(
            "{} {}: {}",
            counted(changes.tiles.len(), "tile"),
            differ(changes.tiles.len()),
            tally(changes.tiles.iter().map(change_word_tile))
        ));
    }
    parts.join("; ")
}

fn differ(count: usize) -> &'static str {
    if count == 1 { "differs" } else { "differ" }
}

/// How many of `words` are each of the change words, in the order added, removed, renamed,
/// changed, the ones at zero left out.
fn tally<'a>(words: impl Iterator<Item = &'a str>) -> String {
    let words: Vec<&str> = words.collect();
    ["added", "removed", "renamed", "changed"]
        .into_iter()
        .filter_map(|word| {
            let count = words.iter().filter(|other| **other == word).count();
            (count > 0).then(|| format!("{count} {word}"))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn change_word_expansion(change: &ExpansionChange) -> &'static str {
    match change {
        ExpansionChange::Added { .. } => "added",
        ExpansionChange::Removed { .. } => "removed",
        ExpansionChange::Changed { .. } => "changed",
    }
}

fn change_word_tile(change: &TileChange) -> &'static str {
    match change {
        TileChange::Added { .. } => "added",
        TileChange::Removed { .. } => "removed",
        TileChange::Renamed { .. } => "renamed",
        TileChange::Changed { .. } => "changed",
    }
}

/// What follows the change word on an expansion's line, and the lines of its facts.
fn expansion_head(change: &ExpansionChange, style: &Style) -> (String, Vec<String>) {
    let code = style.code;
    match change {
        ExpansionChange::Added { expansion, name }
        | ExpansionChange::Removed { expansion, name } => (
            format!("{} ({})", code(expansion), (style.text)(name)),
            Vec::new(),
        ),
        ExpansionChange::Changed { expansion, facts } => (
            code(expansion),
            facts
                .iter()
                .map(|fact| expansion_fact(fact, style))
                .collect(),
        ),
    }
}

/// What follows the change word on a tile's line, and the lines of its facts.
fn tile_head(change: &TileChange, style: &Style) -> (String, Vec<String>) {
    let code = style.code;
    match change {
        TileChange::Added {
            tile,
            expansion,
            letter,
        }
        | TileChange::Removed {
            tile,
            expansion,
            letter,
        } => (
            format!(
                "{} ({}, letter {})",
                code(tile),
                code(expansion),
                code(letter)
            ),
            Vec::new(),
        ),
        TileChange::Renamed { tile, from } => {
            (format!("{} → {}", code(from), code(tile)), Vec::new())
        }
        TileChange::Changed { tile, facts } => (
            code(tile),
            facts.iter().map(|fact| tile_fact(fact, style)).collect(),
        ),
    }
}

fn edition(edition: &Edition, style: &Style) -> String {
    let tiles = counted(usize::from(edition.tiles), "tile");
    match edition.year {
        Some(year) => format!("{} ({year}, {tiles})", (style.code)(&edition.id)),
        None => format!("{} (undated, {tiles})", (style.code)(&edition.id)),
    }
}

/// `items` each as code, separated by spaces, or `none`.
fn codes<T>(items: &[T], name: impl Fn(&T) -> String, style: &Style) -> String {
    if items.is_empty() {
        return "none".to_owned();
    }
    items
        .iter()
        .map(|item| (style.code)(&name(item)))
        .collect::<Vec<_>>()
        .join(" ")
}

/// `value` as code, or `none`.
fn or_none(value: Option<&str>, style: &Style) -> String {
    value.map_or_else(|| "none".to_owned(), style.code)
}

fn expansion_fact(fact: &ExpansionFact, style: &Style) -> String {
    let text = style.text;
    match fact {
        ExpansionFact::Name { old, new } => format!("name: {} → {}", text(old), text(new)),
        ExpansionFact::Version { old, new } => format!(
            "version: {} → {}",
            or_none(old.as_deref(), style),
            or_none(new.as_deref(), style)
        ),
        ExpansionFact::EditionAdded { edition: added } => {
            format!("edition added: {}", edition(added, style))
        }
        ExpansionFact::EditionRemoved { edition: removed } => {
            format!("edition removed: {}", edition(removed, style))
        }
        ExpansionFact::Edition { old, new } => format!(
            "edition {}: {} → {}",
            (style.code)(&old.id),
            edition(old, style),
            edition(new, style)
        ),
        ExpansionFact::Die { old, new } => {
            let faces = |die: &Option<crate::model::Die>| {
                die.as_ref().map_or_else(
                    || "none".to_owned(),
                    |die| {
                        let faces: Vec<String> = die.faces.iter().map(u8::to_string).collect();
                        format!("faces {}", faces.join(" "))
                    },
                )
            };
            format!("die: {} → {}", faces(old), faces(new))
        }
        ExpansionFact::Symbol { old, new } => {
            let symbol = |symbol: &Option<crate::model::Symbol>| {
                symbol.as_ref().map_or_else(
                    || "none".to_owned(),
                    |symbol| format!("{} ({})", text(&symbol.description), symbol.corner.name()),
                )
            };
            format!("symbol: {} → {}", symbol(old), symbol(new))
        }
        ExpansionFact::Requires { old, new } => format!(
            "requires: {} → {}",
            codes(old, |requirement| requirement.name().to_owned(), style),
            codes(new, |requirement| requirement.name().to_owned(), style)
        ),
    }
}

fn illustration(illustration: &Illustration, style: &Style) -> String {
    let mut text = format!(
        "{} in {}",
        illustration.kind.name(),
        (style.code)(&illustration.field)
    );
    if let Some(placement) = illustration.placement {
        let _ = write!(text, " ({})", placement.name());
    }
    text
}

fn marker(marker: &Marker, style: &Style) -> String {
    let mut text = marker.kind.name().to_owned();
    if let Some(feature) = &marker.feature {
        let _ = write!(text, " on {}", (style.code)(feature));
    }
    if let Some(placement) = marker.placement {
        let _ = write!(text, " ({})", placement.name());
    }
    if let Some(points) = marker.points {
        let _ = write!(text, ", {}", counted(usize::from(points), "point"));
    }
    text
}

fn yes_no(value: bool) -> &'static str {
    if value { "yes" } else { "no" }
}

fn tile_fact(fact: &TileFact, style: &Style) -> String {
    let code = style.code;
    match fact {
        TileFact::Expansion { old, new } => format!("expansion: {} → {}", code(old), code(new)),
        TileFact::Letter { old, new } => format!("letter: {} → {}", code(old), code(new)),
        TileFact::Side { side, old, new } => {
            format!("side {}: {} → {}", side.name(), old.name(), new.name())
        }
        TileFact::FeatureAdded { feature, kind } => {
            format!("{kind} {} added", code(feature))
        }
        TileFact::FeatureRemoved { feature, kind } => {
            format!("{kind} {} removed", code(feature))
        }
        TileFact::Positions { feature, old, new } => format!(
            "positions of {}: {} → {}",
            code(feature),
            codes(old, |position| format!("{position:?}"), style),
            codes(new, |position| format!("{position:?}"), style)
        ),
        TileFact::Border { field, old, new } => format!(
            "cities field {} borders: {} → {}",
            code(field),
            codes(old, String::clone, style),
            codes(new, String::clone, style)
        ),
        TileFact::Feature {
            feature,
            key,
            old,
            new,
        } => {
            let value = |value: &Option<serde_json::Value>| {
                or_none(
                    value.as_ref().map(|value| value.to_string()).as_deref(),
                    style,
                )
            };
            format!(
                "{} of {}: {} → {}",
                code(key),
                code(feature),
                value(old),
                value(new)
            )
        }
        TileFact::Flier { old, new } => match (old, new) {
            (None, Some(new)) => format!("flier added, its arrow {}", new.name()),
            (Some(old), None) => format!("flier removed, its arrow {}", old.name()),
            (old, new) => format!(
                "flier's arrow: {} → {}",
                old.map_or("none", |direction| direction.name()),
                new.map_or("none", |direction| direction.name())
            ),
        },
        TileFact::IllustrationAdded {
            illustration: added,
        } => {
            format!("illustration added: {}", illustration(added, style))
        }
        TileFact::IllustrationRemoved {
            illustration: removed,
        } => format!("illustration removed: {}", illustration(removed, style)),
        TileFact::MarkerAdded { marker: added } => {
            format!("marker added: {}", marker(added, style))
        }
        TileFact::MarkerRemoved { marker: removed } => {
            format!("marker removed: {}", marker(removed, style))
        }
        TileFact::Count { edition, old, new } => {
            format!("copies in edition {}: {old} → {new}", code(edition))
        }
        TileFact::Start { old, new } => {
            format!("start tile: {} → {}", yes_no(*old), yes_no(*new))
        }
        TileFact::Picture { old, new } => format!(
            "own picture: {} → {}",
            or_none(old.as_deref(), style),
            or_none(new.as_deref(), style)
        ),
        TileFact::Allow { old, new } => format!(
            "layout checks it is exempt from: {} → {}",
            codes(old, |check| check.name().to_owned(), style),
            codes(new, |check| check.name().to_owned(), style)
        ),
        TileFact::WagonMoves { old, new } => {
            let groups = |groups: &[Vec<String>]| match groups {
                [] => "none".to_owned(),
                groups => groups
                    .iter()
                    .map(|group| codes(group, String::clone, style))
                    .collect::<Vec<_>>()
                    .join("; "),
            };
            format!("wagon moves: {} → {}", groups(old), groups(new))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Direction, MarkerKind};

    fn hostile() -> Changes {
        Changes {
            expansions: vec![ExpansionChange::Changed {
                expansion: "flier".to_owned(),
                facts: vec![ExpansionFact::Name {
                    old: "The Flier".to_owned(),
                    new: "<b>![x](y)</b>\u{1b}[2J".to_owned(),
                }],
            }],
            tiles: vec![TileChange::Changed {
                tile: "flier-A".to_owned(),
                facts: vec![
                    TileFact::MarkerAdded {
                        marker: Marker {
                            kind: MarkerKind::Inn,
                            feature: Some("road`s".into()),
                            placement: Some(Direction::NE),
                            points: Some(2),
                        },
                    },
                    TileFact::Flier {
                        old: Some(Direction::N),
                        new: None,
                    },
                ],
            }],
        }
    }

    #[test]
    fn people_read_a_line_a_change_and_a_line_a_fact_with_hidden_characters_escaped() {
        assert_eq!(
            human(&hostile()),
            "changed expansion `flier`\n  - name: The Flier → <b>![x](y)</b>\\u{1b}[2J\n\
             changed tile `flier-A`\n  - marker added: inn on `road`s` (NE), 2 points\n  \
             - flier removed, its arrow N\n\n\
             1 expansion differs: 1 changed; 1 tile differs: 1 changed\n"
        );
        assert_eq!(human(&Changes::default()), "no differences\n");
    }

    #[test]
    fn markdown_keeps_the_datas_text_out_of_its_markup() {
        let text = markdown(&hostile());
        assert!(
            text.starts_with("## Expansions\n\n- Changed `flier`\n"),
            "{text}"
        );
        assert!(
            text.contains(r"  - name: The Flier → \<b\>\!\[x\]\(y\)\<\/b\>"),
            "{text}"
        );
        assert!(text.contains("inn on ``road`s``"), "{text}");
        assert!(text.ends_with("- flier removed, its arrow N\n"), "{text}");
        assert!(!text.contains('\u{1b}'));
    }

    #[test]
    fn the_json_document_is_versioned_and_says_whether_the_catalogs_are_equal() {
        let document: serde_json::Value = serde_json::from_str(&json(&hostile()).unwrap()).unwrap();
        assert_eq!(document["version"], CHANGES_VERSION);
        assert_eq!(document["equal"], false);
        assert_eq!(
            document["tiles"][0]["facts"][1],
            serde_json::json!({"fact": "flier", "old": "N"})
        );
        assert_eq!(
            document["expansions"][0]["facts"][0]["new"],
            "<b>![x](y)</b>\u{1b}[2J"
        );
    }
}
