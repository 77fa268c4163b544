//! The gallery page: a static `index.html` that works opened from disk, with no server and no
//! network. Styles and its one script are inline, pictures are relative paths into the build,
//! and every data string is escaped.
//!
//! The page is also well-formed XML, so that programs can read it with an XML parser. Its
//! script reports, once the page has loaded, how many pictures loaded: on the element with id
//! [`STATUS_ID`], as `data-images-loaded` and `data-images-failed` (and the total the page
//! holds as `data-images-total`).

use std::fmt::Write;

use crate::build::{
    ATLAS_IMAGE, ATLAS_MANIFEST, CATALOG, CONTACT_SHEET, MANIFEST, RUST_TABLES, png_path, svg_path,
    tileset_path,
};
use crate::model::{Catalog, Direction, Expansion, Feature, Rotation, Tile};
use crate::render::Size;
use crate::words::counted;

/// The id of the element the page's script writes the picture count into.
pub const STATUS_ID: &str = "status";

/// How wide the printed picture of each tile is shown, in CSS pixels.
const PRINTED: u32 = 168;
/// How wide each turned picture is shown, in CSS pixels.
const TURNED: u32 = 64;

const STYLE: &str = "
body { font-family: system-ui, sans-serif; margin: 0; background: #f4f1ea; color: #2b2620; }
header, section, footer { padding: 1rem 2rem; }
header { background: #2f4a2c; color: #fdfbf6; }
header a { color: #fdfbf6; }
h1, h2, h3 { margin: 0.2rem 0 0.6rem; }
.id { font: 0.8rem ui-monospace, monospace; color: #6b6258; font-weight: normal; }
header .id { color: #d8e4d2; }
.facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.3rem 1rem; }
.facts dt { font-weight: bold; }
.facts dd { margin: 0; }
table { border-collapse: collapse; }
th, td { border: 1px solid #cfc6b8; padding: 0.15rem 0.6rem; text-align: left; }
.tiles { display: grid; grid-template-columns: repeat(auto-fill, minmax(19rem, 1fr)); gap: 1rem; }
h3.editions { margin-top: 1rem; }
.tile { background: #fdfbf6; border: 1px solid #d8cfc1; border-radius: 6px; padding: 0.8rem; }
.tile img { display: block; image-rendering: auto; }
.rotations { display: flex; gap: 0.4rem; list-style: none; padding: 0; margin: 0.6rem 0; }
.rotations li { text-align: center; font-size: 0.8rem; }
.tile dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 0.8rem; margin: 0; }
.tile dt { font-weight: bold; }
.tile dd { margin: 0; }
.tile ul.list { margin: 0; padding-left: 1rem; }
code { font: 0.85rem ui-monospace, monospace; }
footer { color: #6b6258; font-size: 0.9rem; }
";

/// Counts the pictures that loaded once the page has, and writes the counts into the status
/// element. Written without `&` or `<` so that the page stays well-formed XML.
const SCRIPT: &str = r#"
window.addEventListener("load", function () {
  var images = Array.prototype.slice.call(document.images);
  var loaded = images.filter(function (image) {
    return image.complete ? image.naturalWidth > 0 : false;
  }).length;
  var status = document.getElementById("status");
  status.setAttribute("data-images-loaded", String(loaded));
  status.setAttribute("data-images-failed", String(images.length - loaded));
  status.textContent = loaded + " of " + images.length + " pictures loaded";
});
"#;

/// `text` with the characters that mean something in HTML (`&`, `<`, `>`, `"` and `'`)
/// written as character references, safe in text and in quoted attribute values.
///
/// ```
/// assert_eq!(tilecat::build::escape(r#"<a href="x">&'"#), "&lt;a href=&quot;x&quot;&gt;&amp;&#39;");
/// ```
pub fn escape(text: &str) -> String {
    let mut escaped = String::with_capacity(text.len());
    for character in text.chars() {
        match character {
            '&' => escaped.push_str("&amp;"),
            '<' => escaped.push_str("&lt;"),
            '>' => escaped.push_str("&gt;"),
            '"' => escaped.push_str("&quot;"),
            '\'' => escaped.push_str("&#39;"),
            other => escaped.push(other),
        }
    }
    escaped
}

/// The gallery page of `catalog`, whose tiles were drawn `size` pixels square.
pub fn gallery(catalog: &Catalog, size: Size) -> String {
    let pictures = catalog.tiles.len() * (1 + Rotation::ALL.len());
    let mut page = String::new();
    page.push_str("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n");
    page.push_str("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n");
    page.push_str("<title>Tile gallery</title>\n<link rel=\"icon\" href=\"data:,\"/>\n");
    let _ = writeln!(page, "<style>{STYLE}</style>\n</head>\n<body>");
    header(&mut page, catalog, size);
    for expansion in catalog.expansions.iter() {
        section(&mut page, catalog, expansion);
    }
    let _ = writeln!(
        page,
        "<footer><output id=\"{STATUS_ID}\" data-images-total=\"{pictures}\">{pictures} pictures</output></footer>"
    );
    let _ = writeln!(page, "<script>{SCRIPT}</script>\n</body>\n</html>");
    page
}

fn header(page: &mut String, catalog: &Catalog, size: Size) {
    let links: Vec<String> = [
        CATALOG,
        ATLAS_IMAGE,
        ATLAS_MANIFEST,
        CONTACT_SHEET,
        RUST_TABLES,
        MANIFEST,
    ]
    .iter()
    .map(|path| link(path))
    .collect();
    let _ = writeln!(
        page,
        "<header>\n<h1>Tile gallery</h1>\n<p>{} in {}, drawn {} px square.</p>\n<p>Files: {}</p>\n</header>",
        counted(catalog.tiles.len(), "tile"),
        counted(catalog.expansions.len(), "expansion"),
        size.pixels(),
        links.join(", ")
    );
}

fn section(page: &mut String, catalog: &Catalog, expansion: &Expansion) {
    let _ = writeln!(
        page,
        "<section class=\"expansion\" id=\"expansion-{id}\">\n<h2>{name} <span class=\"id\">{id}</span></h2>\n<dl class=\"facts\">",
        id = escape(&expansion.id),
        name = escape(&expansion.name)
    );
    let _ = write!(
        page,
        "<dt>Editions</dt><dd><table><tr><th>Edition</th><th>Year</th><th>Tiles</th></tr>"
    );
    for edition in expansion.editions.iter() {
        let _ = write!(
            page,
            "<tr><td>{}</td><td>{}</td><td>{}</td></tr>",
            escape(&edition.id),
            edition.year,
            edition.tiles
        );
    }
    page.push_str("</table></dd>\n");
    let die = expansion.die.as_ref().map_or_else(
        || "none".to_owned(),
        |die| {
            let faces: Vec<String> = die.faces.iter().map(u8::to_string).collect();
            format!("{} faces: {}", die.faces.len(), faces.join(", "))
        },
    );
    let _ = writeln!(page, "<dt>Die</dt><dd>{}</dd>", escape(&die));
    let mark = expansion.symbol.as_ref().map_or_else(
        || "none".to_owned(),
        |symbol| format!("{}, {} corner", symbol.description, symbol.corner.name()),
    );
    let _ = writeln!(page, "<dt>Mark</dt><dd>{}</dd>", escape(&mark));
    let _ = writeln!(
        page,
        "<dt>Tiled tileset</dt><dd>{}</dd>\n</dl>",
        link(&tileset_path(expansion))
    );
    for (editions, tiles) in by_edition(catalog, expansion) {
        let _ = writeln!(
            page,
            "<h3 class=\"editions\">{}</h3>\n<div class=\"tiles\">",
            escape(&printed_in(&editions))
        );
        for tile in tiles {
            card(page, tile);
        }
        page.push_str("</div>\n");
    }
    page.push_str("</section>\n");
}

/// The tiles of `expansion` grouped by the editions that print them (those with copies), the
/// groups in the order of their first tile.
fn by_edition<'a>(
    catalog: &'a Catalog,
    expansion: &'a Expansion,
) -> Vec<(Vec<&'a str>, Vec<&'a Tile>)> {
    let mut groups: Vec<(Vec<&str>, Vec<&Tile>)> = Vec::new();
    for tile in catalog.tiles_of(&expansion.id) {
        let editions: Vec<&str> = expansion
            .editions
            .iter()
            .filter(|edition| tile.counts.get(&edition.id) > 0)
            .map(|edition| edition.id.as_ref())
            .collect();
        match groups.iter_mut().find(|(group, _)| *group == editions) {
            Some((_, tiles)) => tiles.push(tile),
            None => groups.push((editions, vec![tile])),
        }
    }
    groups
}

/// A group's heading, such as `In C1, C2 and C3`.
fn printed_in(editions: &[&str]) -> String {
    match editions.split_last() {
        None => "In no edition".to_owned(),
        Some((last, [])) => format!("In {last}"),
        Some((last, rest)) => format!("In {} and {last}", rest.join(", ")),
    }
}

fn card(page: &mut String, tile: &Tile) {
    let id = escape(&tile.id);
    let _ = writeln!(
        page,
        "<article class=\"tile\" id=\"tile-{id}\">\n<h3>{letter} <span class=\"id\">{id}</span></h3>",
        letter = escape(&tile.letter)
    );
    let _ = writeln!(
        page,
        "<img class=\"printed\" src=\"{}\" width=\"{PRINTED}\" height=\"{PRINTED}\" alt=\"tile {id} as printed\"/>",
        escape(&svg_path(tile, Rotation::R0))
    );
    page.push_str("<ul class=\"rotations\">");
    for rotation in Rotation::ALL {
        let degrees = rotation.degrees();
        let _ = write!(
            page,
            "<li><img src=\"{}\" width=\"{TURNED}\" height=\"{TURNED}\" alt=\"tile {id} turned {degrees}°\"/>{degrees}°</li>",
            escape(&png_path(tile, rotation))
        );
    }
    page.push_str("</ul>\n<dl>\n");
    let edges: Vec<String> = tile
        .edges
        .clockwise()
        .iter()
        .zip(["N", "E", "S", "W"])
        .map(|(kind, side)| format!("{side} {}", kind.name()))
        .collect();
    let _ = writeln!(
        page,
        "<dt>Edges</dt><dd>{}</dd>",
        escape(&edges.join(" · "))
    );
    let arrow = tile.flier.map_or_else(
        || "none".to_owned(),
        |flier| {
            format!(
                "{} {}",
                arrow_glyph(flier.direction),
                flier.direction.name()
            )
        },
    );
    let _ = writeln!(page, "<dt>Arrow</dt><dd>{}</dd>", escape(&arrow));
    let features: Vec<String> = tile.features.iter().map(feature).collect();
    list(page, "Features", &features);
    let illustrations: Vec<String> = tile
        .illustrations
        .iter()
        .map(|illustration| {
            let placement = illustration
                .placement
                .map_or_else(String::new, |placement| format!(", {}", placement.name()));
            format!(
                "{} in <code>{}</code>{}",
                escape(illustration.kind.name()),
                escape(&illustration.field),
                escape(&placement)
            )
        })
        .collect();
    list(page, "Illustrations", &illustrations);
    let counts: Vec<String> = tile
        .counts
        .iter()
        .map(|entry| format!("{}: {}", entry.edition, entry.count))
        .collect();
    let _ = writeln!(
        page,
        "<dt>Copies</dt><dd>{}</dd>",
        escape(&counts.join(", "))
    );
    if tile.start {
        page.push_str("<dt>Start tile</dt><dd>one copy, placed before the game begins</dd>\n");
    }
    page.push_str("</dl>\n</article>\n");
}

/// One feature as HTML: its kind, its id and the edge positions it occupies.
fn feature(feature: &Feature) -> String {
    let positions: Vec<&str> = feature
        .edges()
        .iter()
        .map(|position| position.name())
        .collect();
    let place = if positions.is_empty() {
        "inside the tile".to_owned()
    } else {
        positions.join(" ")
    };
    let extra = match feature {
        Feature::City { pennants, .. } if *pennants > 0 => {
            format!(", {}", counted(usize::from(*pennants), "pennant"))
        }
        Feature::Field { cities, .. } if !cities.is_empty() => {
            let cities: Vec<&str> = cities.iter().map(|city| city.as_ref()).collect();
            format!(", borders {}", cities.join(" "))
        }
        _ => String::new(),
    };
    format!(
        "{} <code>{}</code>: {}{}",
        escape(feature.kind().name()),
        escape(feature.id()),
        escape(&place),
        escape(&extra)
    )
}

/// A definition whose value is a list of items already written as HTML, or `none`.
fn list(page: &mut String, term: &str, items: &[String]) {
    if items.is_empty() {
        let _ = writeln!(page, "<dt>{term}</dt><dd>none</dd>");
        return;
    }
    let _ = write!(page, "<dt>{term}</dt><dd><ul class=\"list\">");
    for item in items {
        let _ = write!(page, "<li>{item}</li>");
    }
    page.push_str("</ul></dd>\n");
}

fn link(path: &str) -> String {
    let path = escape(path);
    format!("<a href=\"{path}\">{path}</a>")
}

fn arrow_glyph(direction: Direction) -> char {
    ['↑', '↗', '→', '↘', '↓', '↙', '←', '↖'][direction.index()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::borrow::Cow;
    use std::path::PathBuf;

    fn flier() -> Catalog {
        crate::validate::validate_paths(&[PathBuf::from("data/flier")])
            .catalog
            .in_edition(None)
            .unwrap()
    }

    #[test]
    fn every_data_string_is_escaped() {
        let mut catalog = flier();
        let hostile = "<script>alert('x')</script> & \"quoted\"";
        let mut expansions = catalog.expansions.to_vec();
        expansions[0].name = Cow::Owned(hostile.to_owned());
        if let Some(symbol) = expansions[0].symbol.as_mut() {
            symbol.description = Cow::Owned(hostile.to_owned());
        }
        catalog.expansions = Cow::Owned(expansions);
        let mut tiles = catalog.tiles.to_vec();
        tiles[0].letter = Cow::Owned(hostile.to_owned());
        catalog.tiles = Cow::Owned(tiles);
        let page = gallery(&catalog, Size::new(64).unwrap());
        assert!(!page.contains("<script>alert"), "{page}");
        assert!(!page.contains("& \""));
        assert_eq!(
            page.matches(
                "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;quoted&quot;"
            )
            .count(),
            3
        );
        // The page's own script is the only one.
        assert_eq!(page.matches("<script>").count(), 1);
    }

    #[test]
    fn shows_every_tile_with_its_facts() {
        let catalog = flier();
        let page = gallery(&catalog, Size::new(64).unwrap());
        assert_eq!(page.matches("<article class=\"tile\"").count(), 8);
        assert!(page.contains("data-images-total=\"40\""));
        assert!(page.contains("<dt>Die</dt><dd>6 faces: 1, 1, 2, 2, 3, 3</dd>"));
        assert!(page.contains("<td>C3</td><td>2021</td><td>8</td>"));
        assert!(page.contains("<dt>Arrow</dt><dd>↖ NW</dd>"));
        assert!(page.contains("pigsty in <code>east-field</code>, E"));
        assert!(page.contains("src=\"png/flier-H-r270.png\""));
        assert!(page.contains("href=\"tiled/flier.tsj\""));
        // A to G are printed in every edition, the H with a garden only in C2 and C3.
        let groups: Vec<&str> = page
            .match_indices("<h3 class=\"editions\">")
            .map(|(at, _)| page[at..].split('\n').next().unwrap())
            .collect();
        assert_eq!(
            groups,
            [
                "<h3 class=\"editions\">In C1, C2 and C3</h3>",
                "<h3 class=\"editions\">In C2 and C3</h3>"
            ]
        );
    }
}
