//! The report as one HTML page that opens from disk: no script, no network, the pictures and
//! charts inline as SVG.

use crate::output::survey::charts::{self, ChartError, FIRST, SECOND, Series};
use crate::output::survey::figures::{ClassFigure, Figures};
use crate::output::words::counted;
use crate::shared::html::{Html, html};

/// The colour a kind of side is drawn in, by its name.
fn side_colour(kind: &str) -> &'static str {
    match kind {
        "city" => "#c0793b",
        "road" => "#e8e2d0",
        "field" => "#7cb342",
        _ => "#7e57c2",
    }
}

/// A small picture of a side class: a square cut into four triangles, one per side, N at the
/// top, each in the colour of its kind.
fn class_picture(class: &ClassFigure) -> Html {
    const TRIANGLES: [&str; 4] = [
        "0,0 40,0 20,20",
        "40,0 40,40 20,20",
        "40,40 0,40 20,20",
        "0,40 0,0 20,20",
    ];
    let mut svg = Html::new();
    svg.tags(
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40" role="img">"#,
    );
    for (points, kind) in TRIANGLES.iter().zip(&class.sides) {
        html!(
            svg,
            r##"<polygon points="{}" fill="{}" stroke="#333" stroke-width="0.5"/>"##,
            points,
            side_colour(kind)
        );
    }
    html!(svg, "<title>{}</title></svg>", class.name);
    svg
}

/// A number with at most `places` decimals, as a person reads it.
fn number(value: f64, places: usize) -> String {
    format!("{value:.places$}")
}

/// How many copies, in words: `1 copy`, `3 copies`.
fn copies(count: u32) -> String {
    match count {
        1 => "1 copy".to_owned(),
        copies => format!("{copies} copies"),
    }
}

/// The section on the tiles left out of the games, if any.
fn left_out(figures: &Figures) -> Html {
    let mut section = Html::new();
    if figures.left_out.is_empty() {
        return section;
    }
    section.tags(
        "<h2>Left out</h2>\n<p>The games cannot play these tiles of the set, so they are left \
         out of them (the side classes count them):</p>\n<ul>\n",
    );
    for tile in &figures.left_out {
        html!(
            section,
            "<li><code>{}</code>, {}: {}</li>\n",
            tile.id,
            copies(tile.copies),
            tile.reason
        );
    }
    section.tags("</ul>\n");
    section
}

/// A figure as a person reads it: a whole number as one, any other with three decimals, or
/// five below a hundredth, so that a small change still shows.
fn amount(value: f64) -> String {
    if value.fract() == 0.0 {
        number(value, 0)
    } else if value.abs() < 0.01 {
        number(value, 5)
    } else {
        number(value, 3)
    }
}

/// `text` in a `<code>` element.
fn code(text: &str) -> Html {
    let mut code = Html::new();
    html!(code, "<code>{}</code>", text);
    code
}

/// Plain text as a table cell.
fn cell(text: impl AsRef<str>) -> Html {
    let mut cell = Html::new();
    cell.push(text.as_ref());
    cell
}

/// The section setting the figures of the base set alone beside the set's, if asked for.
fn against(figures: &Figures) -> Result<Html, ChartError> {
    let mut section = Html::new();
    let Some(comparison) = &figures.against else {
        return Ok(section);
    };
    let changed = comparison
        .changes
        .iter()
        .filter(|change| change.changed)
        .count();
    let paths: Vec<Html> = comparison.paths.iter().map(|path| code(path)).collect();
    html!(
        section,
        "<h2>Against the base set</h2>\n<p>Every figure of the base set alone ({}), played \
         with the same {} games and seed {}, beside the set's: {} of {} changed, in bold. New \
         side classes: <strong>{}</strong>.</p>\n<table>\n<tr><th>figure</th><th>base set \
         alone</th><th>this set</th><th>change</th></tr>\n",
        Html::join(&paths, ", "),
        figures.play.games,
        figures.play.seed,
        changed,
        comparison.changes.len(),
        if comparison.new_classes.is_empty() {
            "none".to_owned()
        } else {
            comparison.new_classes.join(", ")
        }
    );
    for change in &comparison.changes {
        if change.changed {
            html!(
                section,
                "<tr class=\"changed\"><td>{}</td><td>{}</td><td><strong>{}</strong></td><td><strong>{}{}</strong></td></tr>\n",
                change.figure,
                amount(change.base),
                amount(change.with),
                if change.change > 0.0 { "+" } else { "" },
                amount(change.change)
            );
        } else {
            html!(
                section,
                "<tr><td>{}</td><td>{}</td><td>{}</td><td>no change</td></tr>\n",
                change.figure,
                amount(change.base),
                amount(change.with)
            );
        }
    }
    section.tags("</table>\n");
    let base = &comparison.base.play.points_per_game;
    let kinds: Vec<&str> = figures
        .play
        .points_per_game
        .iter()
        .filter(|(kind, points)| **points > 0.0 || base.get(*kind).is_some_and(|p| *p > 0.0))
        .map(|(kind, _)| *kind)
        .collect();
    if !kinds.is_empty() {
        let of = |points: &std::collections::BTreeMap<&'static str, f64>| {
            rows(
                kinds
                    .iter()
                    .map(|kind| points.get(kind).copied().unwrap_or(0.0)),
            )
        };
        figure(
            &mut section,
            charts::bars(
                "Points per game by kind of feature, the base set beside this set",
                "points per game",
                &kinds
                    .iter()
                    .map(|kind| kind.to_string())
                    .collect::<Vec<_>>(),
                &side_by_side(
                    ("base set alone", of(base)),
                    ("this set", of(&figures.play.points_per_game)),
                ),
            )?,
        );
    }
    Ok(section)
}

/// The page of `figures`.
pub fn page(figures: &Figures) -> Result<String, ChartError> {
    let mut page = Html::new();
    let play = &figures.play;
    let coverage = &figures.coverage;
    let set: Vec<Html> = figures
        .expansions
        .iter()
        .map(|expansion| {
            let mut item = Html::new();
            html!(item, "{} ({} copies", expansion.name, expansion.copies);
            if let Some(edition) = &expansion.edition {
                html!(item, ", edition {}", edition);
            }
            item.tags(")");
            item
        })
        .collect();
    html!(
        page,
        r#"<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>tilecat report</title>
<style>
body {{ font-family: sans-serif; margin: 2em auto; max-width: 60em; color: #222; }}
table {{ border-collapse: collapse; margin: 1em 0; }}
th, td {{ border: 1px solid #ccc; padding: 0.25em 0.6em; text-align: right; }}
th:first-child, td:first-child {{ text-align: left; }}
.classes {{ display: flex; flex-wrap: wrap; gap: 0.6em; }}
.class {{ border: 1px solid #ccc; padding: 0.4em; width: 7.5em; text-align: center; font-size: 0.85em; }}
.class.missing {{ background: #fde8e8; border-color: #d9534f; }}
.class code {{ font-size: 1.1em; }}
figure {{ margin: 1em 0; }}
</style>
</head>
<body>
<h1>What the set does in play</h1>
<p>{}.</p>
<h2>Side classes</h2>
<p>With {} kinds of side ({}) there are {} ways to mark the four sides up to rotation, read N, E, S, W; the set has <strong>{} of {}</strong>.
Missing: <strong>{}</strong>.</p>
<div class="classes">
"#,
        Html::join(&set, ", "),
        coverage.kinds.len(),
        coverage.kinds.join(", "),
        coverage.of,
        coverage.present,
        coverage.of,
        if coverage.missing.is_empty() {
            "none".to_owned()
        } else {
            coverage.missing.join(", ")
        }
    );
    for class in &coverage.classes {
        let per: Vec<Html> = class
            .per_expansion
            .iter()
            .map(|(id, copies)| {
                let mut item = Html::new();
                html!(item, "{}: {}", id, copies);
                item
            })
            .collect();
        html!(
            page,
            r#"<div class="class{}">{}<br><code>{}</code><br>{}<br>{}</div>
"#,
            if class.copies == 0 { " missing" } else { "" },
            class_picture(class),
            class.name,
            copies(class.copies),
            if per.is_empty() {
                cell("missing")
            } else {
                Html::join(&per, "<br>")
            }
        );
    }
    let players: Vec<String> = play
        .players
        .iter()
        .map(|(players, games)| format!("{games} with {players}"))
        .collect();
    html!(
        page,
        r#"</div>
{}{}<h2>Self-play</h2>
<p>{} games, seed {}, starting with <code>{}</code> and {} tiles shuffled; games by players: {}.</p>
<p>{}</p>
<h3>Tiles that fit nowhere when drawn</h3>
"#,
        against(figures)?,
        left_out(figures),
        play.games,
        play.seed,
        play.start,
        play.deck,
        players.join(", "),
        play.policy
    );
    let unplaced: Vec<_> = play.tiles.iter().filter(|tile| tile.unplaced > 0).collect();
    if !unplaced.is_empty() {
        let tiles: Vec<String> = unplaced.iter().map(|tile| tile.id.clone()).collect();
        figure(
            &mut page,
            charts::bars(
                "Share of draws that fitted nowhere",
                "share of draws",
                &tiles,
                &[Series {
                    name: "set aside",
                    colour: FIRST,
                    values: rows(unplaced.iter().map(|tile| tile.unplaced_share)),
                }],
            )?,
        );
    }
    html!(
        page,
        "<p>{}.</p>\n",
        match play.tiles.len() - unplaced.len() {
            0 => "Every tile fitted nowhere at least once".to_owned(),
            always if always == play.tiles.len() => {
                "Every tile always found a place, so there is no chart".to_owned()
            }
            always => format!(
                "{} that always found a place {} left out of the chart",
                counted(always, "tile"),
                if always == 1 { "is" } else { "are" }
            ),
        }
    );
    table(
        &mut page,
        &["tile", "class", "draws", "fitted nowhere", "share"],
        play.tiles.iter().map(|tile| {
            vec![
                code(&tile.id),
                cell(&tile.class),
                cell(tile.draws.to_string()),
                cell(tile.unplaced.to_string()),
                cell(number(tile.unplaced_share, 4)),
            ]
        }),
    );
    let holes = &play.holes;
    html!(
        page,
        "<h3>Holes</h3>\n<p>{} A game leaves {} dead holes on average ({} of {} games none), and {} open holes after its last draw that left tiles, when nearly every empty cell is one.</p>\n",
        holes.meaning,
        number(holes.dead_per_game, 2),
        holes.never_dead,
        play.games,
        number(holes.open_per_game, 2)
    );
    let by_draw = |column: usize| -> Vec<(f64, f64)> {
        holes
            .by_draw
            .iter()
            .enumerate()
            .map(|(draw, holes)| ((draw + 1) as f64, holes[column]))
            .collect()
    };
    figure(
        &mut page,
        charts::lines(
            "Holes on the board after each draw, on average",
            "tiles drawn",
            "holes",
            &side_by_side(("open holes", by_draw(0)), ("dead holes", by_draw(1))),
        )?,
    );
    let games = |histogram: &[u64]| -> Vec<(f64, f64)> {
        histogram
            .iter()
            .enumerate()
            .map(|(holes, &games)| (holes as f64, games as f64))
            .collect()
    };
    figure(
        &mut page,
        charts::lines(
            "Games by the holes they leave (open: after the last draw that left tiles)",
            "holes",
            "games",
            &side_by_side(
                ("open holes", games(&holes.open_games)),
                ("dead holes", games(&holes.dead_games)),
            ),
        )?,
    );
    let first = |histogram: &[u64]| -> Vec<(f64, f64)> {
        histogram
            .iter()
            .enumerate()
            .map(|(draw, &games)| ((draw + 1) as f64, games as f64))
            .collect()
    };
    figure(
        &mut page,
        charts::lines(
            "When the first hole appears",
            "tiles drawn",
            "games",
            &side_by_side(
                ("first open hole", first(&holes.first_open)),
                ("first dead hole", first(&holes.first_dead)),
            ),
        )?,
    );
    page.tags("<h3>Flights</h3>\n");
    let fliers: Vec<String> = play.flights.iter().map(|f| f.tile.clone()).collect();
    if !fliers.is_empty() {
        figure(
            &mut page,
            charts::bars(
                "Flights that landed, beside the rules' chance on the same boards",
                "share of flights",
                &fliers,
                &side_by_side(
                    ("landed", rows(play.flights.iter().map(|f| f.landed_share))),
                    (
                        "rules' chance",
                        rows(play.flights.iter().map(|f| f.rules_landing_chance)),
                    ),
                ),
            )?,
        );
    }
    table(
        &mut page,
        &[
            "tile",
            "roll",
            "flights",
            "share (die: 0.333)",
            "landed on",
            "to an empty cell",
            "nothing to take",
            "returned",
            "rules' chance of a landing, any roll, on those boards",
        ],
        play.flights.iter().flat_map(|flier| {
            flier.rolls.iter().map(|roll| {
                let landed: Vec<String> = roll
                    .landed_on
                    .iter()
                    .map(|(kind, count)| format!("{kind} {count}"))
                    .collect();
                vec![
                    code(&flier.tile),
                    cell(roll.roll.to_string()),
                    cell(roll.flights.to_string()),
                    cell(number(roll.share, 3)),
                    cell(if landed.is_empty() {
                        "—".to_owned()
                    } else {
                        landed.join(", ")
                    }),
                    cell(roll.no_tile.to_string()),
                    cell(roll.nothing_to_take.to_string()),
                    cell(roll.returned.to_string()),
                    cell(number(roll.rules_landing_chance, 3)),
                ]
            })
        }),
    );
    page.tags("<h3>Final scores by feature kind</h3>\n");
    let (scored, unscored): (Vec<_>, Vec<_>) = play
        .points_per_game
        .iter()
        .partition(|(_, points)| **points > 0.0);
    if !scored.is_empty() {
        let kinds: Vec<String> = scored.iter().map(|(kind, _)| kind.to_string()).collect();
        figure(
            &mut page,
            charts::bars(
                "Points per game by kind of feature, all players",
                "points per game",
                &kinds,
                &[Series {
                    name: "points",
                    colour: FIRST,
                    values: rows(scored.iter().map(|(_, points)| **points)),
                }],
            )?,
        );
    }
    if !unscored.is_empty() {
        let kinds: Vec<&str> = unscored.iter().map(|(kind, _)| **kind).collect();
        html!(
            page,
            "<p>Left out of the chart, at 0 points: {}.</p>\n",
            kinds.join(", ")
        );
    }
    page.tags("<p>The same figures are in <a href=\"report.json\">report.json</a>.</p>\n</body>\n</html>\n");
    Ok(page.into_string())
}

/// Two series to be compared, each a name and its values: the first in [`FIRST`], the second
/// in [`SECOND`].
fn side_by_side<'a>(
    (first, first_values): (&'a str, Vec<(f64, f64)>),
    (second, second_values): (&'a str, Vec<(f64, f64)>),
) -> [Series<'a>; 2] {
    [
        Series {
            name: first,
            colour: FIRST,
            values: first_values,
        },
        Series {
            name: second,
            colour: SECOND,
            values: second_values,
        },
    ]
}

/// Values as bar rows `(row, value)`.
fn rows(values: impl Iterator<Item = f64>) -> Vec<(f64, f64)> {
    values
        .enumerate()
        .map(|(row, value)| (row as f64, value))
        .collect()
}

/// A chart, an SVG picture plotters drew (which escapes its text), in its figure.
fn figure(page: &mut Html, svg: String) {
    html!(page, "<figure>{}</figure>\n", Html::drawn(svg));
}

/// A table with a header row.
fn table(page: &mut Html, header: &[&str], rows: impl Iterator<Item = Vec<Html>>) {
    page.tags("<table>\n<tr>");
    for cell in header {
        html!(page, "<th>{}</th>", cell);
    }
    page.tags("</tr>\n");
    for row in rows {
        page.tags("<tr>");
        for cell in row {
            html!(page, "<td>{}</td>", cell);
        }
        page.tags("</tr>\n");
    }
    page.tags("</table>\n");
}
