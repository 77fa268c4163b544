//! The gallery page: a static `index.html` that works opened from disk, with no server and no
//! network. Styles and its one script are inline, pictures are relative paths into the build,
//! and every data string is escaped.
//!
//! It scales to catalogs of many tiles and expansions: a filter by expansion and by edition
//! (each expansion's own editions, with their years; a tile belongs to an edition it has copies
//! in; an edition the build did not draw cannot be chosen), which edition each expansion was
//! drawn in,
//! a click on a tile to see it enlarged in its four rotations, a legend of the twelve edge
//! positions and the colours of the features, and links to every tile's PNG and SVG. Over each
//! tile's printed picture lies each feature's shape: the one under the pointer is highlighted
//! and named below the picture.
//!
//! The page is also well-formed XML, so that programs can read it with an XML parser. Its
//! script records, once the page has loaded, how many pictures loaded: on the hidden element
//! with id [`STATUS_ID`], as `data-images-loaded` and `data-images-failed` (and the total the
//! page holds as `data-images-total`).

use crate::model::{
    Catalog, Direction, EdgePosition, Edition, Expansion, FOOTPRINT_STEPS, Feature, Footprint,
    Rotation, Tile,
};
use crate::output::bundle::{
    ATLAS_MANIFEST, BUILD_MANIFEST, CATALOG_JSON, RUST_TABLES, png_path, sheet_path, svg_path,
    tileset_path,
};
use crate::output::drawing::{CatalogFootprints, tile_footprints};
use crate::output::render::{Atlas, Colour, palette};
use crate::output::words::counted;
use crate::shared::html::{Html, html};

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
[hidden] { display: none !important; }
.toolbar { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; padding: 0.8rem 2rem;
  background: #e9e3d6; position: sticky; top: 0; z-index: 1; }
.legend { display: flex; flex-wrap: wrap; gap: 2rem; align-items: flex-start; }
.swatches { list-style: none; padding: 0; margin: 0; display: grid; gap: 0.3rem; }
.swatch { display: inline-block; width: 1rem; height: 1rem; border: 1px solid #6b6258;
  vertical-align: middle; margin-right: 0.4rem; }
button.enlarge { border: 0; padding: 0; background: none; cursor: zoom-in; position: relative; }
svg.features { position: absolute; left: 0; top: 0; }
svg.features path { fill: transparent; stroke: none; }
svg.features path:hover, svg.features path.pointed { fill: rgba(255, 210, 31, 0.35);
  stroke: #ffd21f; stroke-width: 0.02; }
.pointed-feature { font-size: 0.85rem; min-height: 1.2em; margin: 0.2rem 0; }
.files { font-size: 0.75rem; }
dialog { border: 1px solid #6b6258; border-radius: 6px; max-width: 95vw; }
dialog .large { display: flex; flex-wrap: wrap; gap: 1rem; }
dialog figure { margin: 0; text-align: center; }
dialog img { width: min(40vw, 20rem); height: auto; }
";

/// The page's behaviour: counts the pictures that loaded once the page has (into the hidden
/// status element), filters the tiles by expansion and edition, and shows a tile enlarged in
/// its four rotations. Written without `&` or `<` so that the page stays well-formed XML.
const SCRIPT: &str = r#"
function byId(id) { return document.getElementById(id); }
function each(list, action) { Array.prototype.forEach.call(list, action); }
window.addEventListener("load", function () {
  var images = Array.prototype.slice.call(document.images);
  var loaded = images.filter(function (image) {
    return image.complete ? image.naturalWidth > 0 : false;
  }).length;
  var status = byId("status");
  status.setAttribute("data-images-loaded", String(loaded));
  status.setAttribute("data-images-failed", String(images.length - loaded));
});
function applyFilter() {
  var expansion = byId("filter-expansion").value;
  var edition = byId("filter-edition").value;
  var shown = 0;
  each(document.querySelectorAll("article.tile"), function (card) {
    var inExpansion = expansion === "" ? true : card.getAttribute("data-expansion") === expansion;
    var editions = " " + card.getAttribute("data-editions") + " ";
    // An edition is chosen as `expansion/edition`: each expansion has editions of its own.
    var chosen = edition.split("/");
    var ofExpansion = card.getAttribute("data-expansion") === chosen[0];
    var inEdition = edition === "" ? true : (ofExpansion ? editions.indexOf(" " + chosen[1] + " ") !== -1 : false);
    var show = inExpansion ? inEdition : false;
    card.hidden = !show;
    shown += show ? 1 : 0;
  });
  each(document.querySelectorAll("section.expansion"), function (section) {
    section.hidden = section.querySelector("article.tile:not([hidden])") === null;
  });
  byId("filter-count").textContent = shown === 1 ? "1 tile shown" : shown + " tiles shown";
}
function enlarge(button) {
  var id = button.getAttribute("data-tile");
  byId("enlarged-title").textContent = button.getAttribute("data-title");
  var large = byId("enlarged-rotations");
  large.textContent = "";
  each([0, 90, 180, 270], function (degrees) {
    var name = id + "-r" + degrees;
    var figure = document.createElement("figure");
    var image = document.createElement("img");
    image.src = "svg/" + name + ".svg";
    image.alt = "tile " + id + " turned " + degrees + "°";
    var caption = document.createElement("figcaption");
    caption.textContent = degrees + "° ";
    each([["PNG", "png/" + name + ".png"], ["SVG", "svg/" + name + ".svg"]], function (file) {
      var link = document.createElement("a");
      link.href = file[1];
      link.textContent = file[0];
      caption.appendChild(link);
      caption.appendChild(document.createTextNode(" "));
    });
    figure.appendChild(image);
    figure.appendChild(caption);
    large.appendChild(figure);
  });
  byId("enlarged").showModal();
}
// The feature under the pointer, named below its tile's picture.
each(document.querySelectorAll("svg.features path"), function (shape) {
  var card = shape.closest("article.tile");
  var name = card.querySelector(".pointed-feature");
  shape.addEventListener("mouseenter", function () {
    shape.classList.add("pointed");
    name.textContent = shape.getAttribute("data-kind") + " " + shape.getAttribute("data-feature");
  });
  shape.addEventListener("mouseleave", function () {
    shape.classList.remove("pointed");
    name.textContent = "";
  });
});
byId("filter-expansion").addEventListener("change", applyFilter);
byId("filter-edition").addEventListener("change", applyFilter);
each(document.querySelectorAll("button.enlarge"), function (button) {
  button.addEventListener("click", function () { enlarge(button); });
});
"#;

/// The gallery page of `catalog`, whose tiles were drawn in `atlas`: at its size, with its
/// contact-sheet pages, each tile's features outlined as `footprints` holds them.
pub fn gallery(catalog: &Catalog, atlas: &Atlas, footprints: &CatalogFootprints) -> String {
    let pictures = catalog.tiles.len() * (1 + Rotation::ALL.len());
    let mut page = Html::new();
    page.tags("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n");
    page.tags("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n");
    page.tags("<title>Tile gallery</title>\n<link rel=\"icon\" href=\"data:,\"/>\n");
    page.tags("<style>");
    page.tags(STYLE);
    page.tags("</style>\n</head>\n<body>\n");
    header(&mut page, catalog, atlas);
    toolbar(&mut page, catalog);
    legend(&mut page);
    for expansion in catalog.expansions.iter() {
        section(&mut page, catalog, atlas, footprints, expansion);
    }
    page.tags(
        "<dialog id=\"enlarged\"><h2 id=\"enlarged-title\">tile</h2><div class=\"large\" id=\"enlarged-rotations\"></div><form method=\"dialog\"><button>Close</button></form></dialog>\n",
    );
    html!(
        page,
        "<footer><output id=\"{}\" hidden=\"hidden\" data-images-total=\"{}\"></output></footer>\n",
        STATUS_ID,
        pictures
    );
    page.tags("<script>");
    page.tags(SCRIPT);
    page.tags("</script>\n</body>\n</html>\n");
    page.into_string()
}

fn header(page: &mut Html, catalog: &Catalog, atlas: &Atlas) {
    let links: Vec<Html> = [CATALOG_JSON, ATLAS_MANIFEST, RUST_TABLES, BUILD_MANIFEST]
        .iter()
        .map(|path| link(path))
        .chain(
            // Every page of every expansion's contact sheet.
            catalog.expansions.iter().flat_map(|expansion| {
                (0..atlas.sheet_pages(&expansion.id))
                    .map(|index| link(&sheet_path(&expansion.id, index)))
            }),
        )
        .collect();
    html!(
        page,
        "<header>\n<h1>Tile gallery</h1>\n<p>{} in {}, drawn {} px square.</p>\n<p>Files: {}</p>\n</header>\n",
        counted(catalog.tiles.len(), "tile"),
        counted(catalog.expansions.len(), "expansion"),
        atlas.size.pixels(),
        Html::join(&links, ", ")
    );
}

/// The filter: a choice of expansion and of edition, and how many tiles are shown.
fn toolbar(page: &mut Html, catalog: &Catalog) {
    page.tags("<nav class=\"toolbar\">\n<label>Expansion <select id=\"filter-expansion\"><option value=\"\">all</option>");
    for expansion in catalog.expansions.iter() {
        html!(
            page,
            "<option value=\"{}\">{}</option>",
            expansion.id,
            expansion.name
        );
    }
    page.tags("</select></label>\n<label>Edition <select id=\"filter-edition\"><option value=\"\">all</option>");
    // Each expansion's own editions, with their own years; those the build did not draw are
    // listed but cannot be chosen.
    for expansion in catalog.expansions.iter() {
        if expansion.editions.is_empty() {
            continue;
        }
        let drawn = drawn_editions(catalog, expansion);
        html!(page, "<optgroup label=\"{}\">", expansion.name);
        for edition in expansion.editions.iter() {
            let label = edition_label(edition);
            if drawn.iter().any(|drawn| drawn.id == edition.id) {
                html!(
                    page,
                    "<option value=\"{}/{}\">{}</option>",
                    expansion.id,
                    edition.id,
                    label
                );
            } else {
                html!(
                    page,
                    "<option value=\"{}/{}\" disabled=\"disabled\">{}, not drawn</option>",
                    expansion.id,
                    edition.id,
                    label
                );
            }
        }
        page.tags("</optgroup>");
    }
    html!(
        page,
        "</select></label>\n<span id=\"filter-count\">{} shown</span>\n</nav>\n",
        counted(catalog.tiles.len(), "tile")
    );
}

/// The legend: where the twelve edge positions lie, and the colours of the features.
fn legend(page: &mut Html) {
    page.tags("<section class=\"legend\">\n<div><h2>Edge positions</h2>\n");
    page.tags("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"-30 -30 160 160\" width=\"200\" height=\"200\" role=\"img\" aria-label=\"the twelve edge positions\">");
    html!(
        page,
        "<rect x=\"0\" y=\"0\" width=\"100\" height=\"100\" fill=\"{}\" stroke=\"#6b6258\"/>",
        hex(palette::FIELD)
    );
    for position in EdgePosition::ALL {
        // Along the side, the left half, the centre and the right half as seen from the
        // tile's centre, clockwise from the north-west corner.
        let along = [20.0, 50.0, 80.0][position.index() % 3];
        let (x, y) = match position.index() / 3 {
            0 => (along, -12.0),
            1 => (114.0, along),
            2 => (100.0 - along, 114.0),
            _ => (-14.0, 100.0 - along),
        };
        html!(
            page,
            "<text x=\"{}\" y=\"{}\" font-size=\"11\" text-anchor=\"middle\" dominant-baseline=\"middle\">{}</text>",
            x,
            y,
            position.name()
        );
    }
    page.tags("</svg></div>\n<div><h2>Colours</h2><ul class=\"swatches\">");
    let swatches = [
        ("field", palette::FIELD),
        ("road", palette::ROAD),
        ("city", palette::CITY),
        ("pennant", palette::PENNANT),
        ("monastery", palette::WALL),
        ("garden", palette::LEAVES),
        ("flying machine's arrow", palette::ARROW_HEAD),
    ];
    for (name, colour) in swatches {
        html!(
            page,
            "<li><span class=\"swatch\" style=\"background: {}\"></span>",
            hex(colour)
        );
        // The page's own words, as written.
        page.tags(name);
        page.tags("</li>");
    }
    page.tags("</ul></div>\n</section>\n");
}

/// A colour as CSS hex, such as `#7cae4a`.
fn hex(colour: Colour) -> String {
    format!("#{:02x}{:02x}{:02x}", colour.r, colour.g, colour.b)
}

fn section(
    page: &mut Html,
    catalog: &Catalog,
    atlas: &Atlas,
    footprints: &CatalogFootprints,
    expansion: &Expansion,
) {
    html!(
        page,
        "<section class=\"expansion\" id=\"expansion-{}\">\n<h2>{} <span class=\"id\">{}</span></h2>\n<dl class=\"facts\">\n",
        expansion.id,
        expansion.name,
        expansion.id
    );
    if expansion.editions.is_empty() {
        page.tags("<dt>Editions</dt><dd>none listed</dd>\n<dt>Drawn</dt><dd>every tile</dd>\n");
    } else {
        page.tags(
            "<dt>Editions</dt><dd><table><tr><th>Edition</th><th>Year</th><th>Tiles</th></tr>",
        );
        for edition in expansion.editions.iter() {
            html!(
                page,
                "<tr><td>{}</td><td>{}</td><td>{}</td></tr>",
                edition.id,
                edition
                    .year
                    .map(|year| year.to_string())
                    .unwrap_or_default(),
                edition.tiles
            );
        }
        page.tags("</table></dd>\n");
        html!(
            page,
            "<dt>Drawn</dt><dd>{}</dd>\n",
            drawn_text(&drawn_editions(catalog, expansion))
        );
    }
    let die = expansion.die.as_ref().map_or_else(
        || "none".to_owned(),
        |die| {
            let faces: Vec<String> = die.faces.iter().map(u8::to_string).collect();
            format!("{} faces: {}", die.faces.len(), faces.join(", "))
        },
    );
    html!(page, "<dt>Die</dt><dd>{}</dd>\n", die);
    let mark = expansion.symbol.as_ref().map_or_else(
        || "none".to_owned(),
        |symbol| format!("{}, {} corner", symbol.description, symbol.corner.name()),
    );
    html!(page, "<dt>Mark</dt><dd>{}</dd>\n", mark);
    let tilesets: Vec<Html> = atlas
        .pages
        .iter()
        .filter(|each| each.expansion == expansion.id)
        .map(|each| link(&tileset_path(each)))
        .collect();
    html!(
        page,
        "<dt>Tiled tilesets</dt><dd>{}</dd>\n</dl>\n",
        Html::join(&tilesets, " ")
    );
    for (editions, tiles) in by_edition(catalog, expansion) {
        html!(
            page,
            "<h3 class=\"editions\">{}</h3>\n<div class=\"tiles\">\n",
            if expansion.editions.is_empty() {
                "Tiles".to_owned()
            } else {
                printed_in(&editions)
            }
        );
        for tile in tiles {
            card(page, tile, tile_footprints(footprints, &tile.id));
        }
        page.tags("</div>\n");
    }
    page.tags("</section>\n");
}

/// The editions of `expansion` whose tiles are exactly the ones `catalog` holds of it (a build
/// draws one edition: these are the editions it could have drawn, which print the same tiles):
/// each of its tiles has copies in the edition, and their copies add up to the edition's box.
fn drawn_editions<'a>(catalog: &Catalog, expansion: &'a Expansion) -> Vec<&'a Edition> {
    expansion
        .editions
        .iter()
        .filter(|edition| {
            let mut copies = 0u32;
            for tile in catalog.tiles_of(&expansion.id) {
                let count = tile.counts.get(&edition.id);
                if count == 0 {
                    return false;
                }
                copies += u32::from(count);
            }
            copies == u32::from(edition.tiles)
        })
        .collect()
}

/// An edition as its id and year, such as `C3 (2021)`; one whose year is not known as its id.
fn edition_label(edition: &Edition) -> String {
    match edition.year {
        Some(year) => format!("{} ({year})", edition.id),
        None => edition.id.to_string(),
    }
}

/// Which edition the build drew, in words, such as `C3 (2021)` or `C2 (2017) and C3 (2021),
/// which print the same tiles`.
fn drawn_text(drawn: &[&Edition]) -> String {
    let named: Vec<String> = drawn.iter().map(|edition| edition_label(edition)).collect();
    match named.split_last() {
        None => "no one edition: the tiles below are of several".to_owned(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => {
            format!("{} and {last}, which print the same tiles", rest.join(", "))
        }
    }
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
        None => "Listed in no edition".to_owned(),
        Some((last, [])) => format!("In {last}"),
        Some((last, rest)) => format!("In {} and {last}", rest.join(", ")),
    }
}

fn card(page: &mut Html, tile: &Tile, footprints: &[Footprint]) {
    let id = &tile.id;
    let editions: Vec<&str> = tile
        .counts
        .iter()
        .filter(|entry| entry.count > 0)
        .map(|entry| entry.edition.as_ref())
        .collect();
    let letter = &tile.letter;
    html!(
        page,
        "<article class=\"tile\" id=\"tile-{}\" data-expansion=\"{}\" data-editions=\"{}\">\n<h3>{} <span class=\"id\">{}</span></h3>\n",
        id,
        tile.expansion,
        editions.join(" "),
        letter,
        id
    );
    html!(
        page,
        "<button class=\"enlarge\" type=\"button\" data-tile=\"{}\" data-title=\"{} ({})\" title=\"enlarge\"><img class=\"printed\" src=\"{}\" width=\"{}\" height=\"{}\" alt=\"tile {} as printed\"/>",
        id,
        letter,
        id,
        svg_path(tile, Rotation::R0),
        PRINTED,
        PRINTED,
        id
    );
    feature_shapes(page, tile, footprints);
    page.tags("</button>\n<p class=\"pointed-feature\"></p>\n");
    page.tags("<ul class=\"rotations\">");
    for rotation in Rotation::ALL {
        let degrees = rotation.degrees();
        let png = png_path(tile, rotation);
        html!(
            page,
            "<li><img src=\"{}\" width=\"{}\" height=\"{}\" alt=\"tile {} turned {}°\"/>{}°<br/><span class=\"files\"><a href=\"{}\">PNG</a> <a href=\"{}\">SVG</a></span></li>",
            png,
            TURNED,
            TURNED,
            id,
            degrees,
            degrees,
            png,
            svg_path(tile, rotation)
        );
    }
    page.tags("</ul>\n<dl>\n");
    let edges: Vec<String> = tile
        .edges
        .clockwise()
        .iter()
        .zip(["N", "E", "S", "W"])
        .map(|(kind, side)| format!("{side} {}", kind.name()))
        .collect();
    html!(page, "<dt>Edges</dt><dd>{}</dd>\n", edges.join(" · "));
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
    html!(page, "<dt>Arrow</dt><dd>{}</dd>\n", arrow);
    let features: Vec<Html> = tile.features.iter().map(feature).collect();
    list(page, "Features", &features);
    let illustrations: Vec<Html> = tile
        .illustrations
        .iter()
        .map(|illustration| {
            let placement = illustration
                .placement
                .map_or_else(String::new, |placement| format!(", {}", placement.name()));
            let mut item = Html::new();
            html!(
                item,
                "{} in <code>{}</code>{}",
                illustration.kind.name(),
                illustration.field,
                placement
            );
            item
        })
        .collect();
    list(page, "Illustrations", &illustrations);
    let markers: Vec<Html> = tile
        .markers
        .iter()
        .map(|marker| {
            let mut item = Html::new();
            item.push(marker.kind.name());
            if let Some(feature) = &marker.feature {
                html!(item, " on <code>{}</code>", feature);
            }
            if let Some(placement) = marker.placement {
                html!(item, ", {}", placement.name());
            }
            if let Some(points) = marker.points {
                html!(item, ", {} points", points);
            }
            item
        })
        .collect();
    if !markers.is_empty() {
        list(page, "Markers", &markers);
    }
    let counts: Vec<String> = tile
        .counts
        .iter()
        .map(|entry| format!("{}: {}", entry.edition, entry.count))
        .collect();
    html!(page, "<dt>Copies</dt><dd>{}</dd>\n", counts.join(", "));
    if tile.start {
        page.tags("<dt>Start tile</dt><dd>one copy, placed before the game begins</dd>\n");
    }
    page.tags("</dl>\n</article>\n");
}

/// Each feature's shape over the printed picture, in tile units, named by its kind and id.
fn feature_shapes(page: &mut Html, tile: &Tile, footprints: &[Footprint]) {
    html!(
        page,
        "<svg class=\"features\" xmlns=\"http://www.w3.org/2000/svg\" width=\"{}\" height=\"{}\" viewBox=\"0 0 1 1\">",
        PRINTED,
        PRINTED
    );
    // Monasteries and gardens lie on top of the field around them: drawn last, they are found
    // first under the pointer.
    let on_top =
        |feature: &Feature| matches!(feature, Feature::Monastery { .. } | Feature::Garden { .. });
    for top in [false, true] {
        for (feature, footprint) in tile.features.iter().zip(footprints) {
            if on_top(feature) != top {
                continue;
            }
            let mut path = String::new();
            for ring in footprint.rings.iter() {
                for (index, point) in ring.chunks_exact(2).enumerate() {
                    path.push(if index == 0 { 'M' } else { 'L' });
                    push_tile_units(&mut path, point[0]);
                    path.push(' ');
                    push_tile_units(&mut path, point[1]);
                }
                path.push('Z');
            }
            html!(
                page,
                "<path data-feature=\"{}\" data-kind=\"{}\" fill-rule=\"evenodd\" d=\"{}\"><title>{}</title></path>",
                feature.id(),
                feature.kind().name(),
                path,
                feature.id()
            );
        }
    }
    page.tags("</svg>");
}

/// Appends `steps` of a footprint's ring in tile units, as Rust writes the `f64` that holds them
/// (`0`, `0.5`, `0.1234`), made from the whole steps.
fn push_tile_units(path: &mut String, steps: u16) {
    let (whole, mut part) = (steps / FOOTPRINT_STEPS, steps % FOOTPRINT_STEPS);
    path.push(char::from(b'0' + whole as u8));
    if part == 0 {
        return;
    }
    path.push('.');
    let mut digits = FOOTPRINT_STEPS / 10;
    while part > 0 {
        path.push(char::from(b'0' + (part / digits) as u8));
        part %= digits;
        digits /= 10;
    }
}

/// One feature as HTML: its kind, its id and the edge positions it occupies.
fn feature(feature: &Feature) -> Html {
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
        Feature::Road {
            ends_at: Some(end), ..
        } => format!(", ends at {end}"),
        Feature::Road { end: Some(end), .. } => format!(", ends at a {}", end.name()),
        Feature::River { end: Some(end), .. } => format!(", ends at its {}", end.name()),
        _ => String::new(),
    };
    let extra = match feature.under() {
        Some(under) => format!("{extra}, passes under {under}"),
        None => extra,
    };
    let mut item = Html::new();
    html!(
        item,
        "{} <code>{}</code>: {}{}",
        feature.kind().name(),
        feature.id(),
        place,
        extra
    );
    item
}

/// A definition whose value is a list of items, or `none`.
fn list(page: &mut Html, term: &'static str, items: &[Html]) {
    if items.is_empty() {
        html!(page, "<dt>{}</dt><dd>none</dd>\n", term);
        return;
    }
    html!(page, "<dt>{}</dt><dd><ul class=\"list\">", term);
    for item in items {
        html!(page, "<li>{}</li>", item);
    }
    page.tags("</ul></dd>\n");
}

fn link(path: &str) -> Html {
    let mut link = Html::new();
    html!(link, "<a href=\"{}\">{}</a>", path, path);
    link
}

fn arrow_glyph(direction: Direction) -> char {
    ['↑', '↗', '→', '↘', '↓', '↙', '←', '↖'][direction.index()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::borrow::Cow;
    use std::path::PathBuf;

    #[test]
    fn steps_read_as_rust_writes_the_tile_units_they_stand_for() {
        for steps in 0..=FOOTPRINT_STEPS {
            let mut text = String::new();
            push_tile_units(&mut text, steps);
            let units = f64::from(steps) / f64::from(FOOTPRINT_STEPS);
            assert_eq!(text, units.to_string(), "{steps} steps");
        }
    }

    /// The gallery of `catalog` drawn `size` pixels square in an atlas with the default
    /// options, with its tiles' footprints.
    fn gallery_of(catalog: &Catalog, size: u32) -> String {
        let atlas = Atlas::plan(
            catalog,
            crate::output::render::Size::new(size).unwrap(),
            crate::output::render::AtlasOptions::default(),
        )
        .unwrap();
        gallery(
            catalog,
            &atlas,
            &crate::output::drawing::catalog_footprints(catalog),
        )
    }

    fn flier() -> Catalog {
        crate::input::validate::validate_paths(&[PathBuf::from("data/flier")])
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
        let page = gallery_of(&catalog, 64);
        assert!(!page.contains("<script>alert"), "{page}");
        assert!(!page.contains("& \""));
        assert_eq!(
            page.matches(
                "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;quoted&quot;"
            )
            .count(),
            // The expansion's name in its heading and in both filters, the mark, and the letter
            // in the tile's heading and in its enlarged view's title.
            6
        );
        // The page's own script is the only one.
        assert_eq!(page.matches("<script>").count(), 1);
    }

    #[test]
    fn shows_every_tile_with_its_facts() {
        let catalog = flier();
        let page = gallery_of(&catalog, 64);
        assert_eq!(page.matches("<article class=\"tile\"").count(), 8);
        assert!(page.contains("data-images-total=\"40\""));
        assert!(page.contains("<dt>Die</dt><dd>6 faces: 1, 1, 2, 2, 3, 3</dd>"));
        assert!(page.contains("<td>C3</td><td>2021</td><td>8</td>"));
        assert!(page.contains("<dt>Arrow</dt><dd>↖ NW</dd>"));
        assert!(page.contains("pigsty in <code>east-field</code>, E"));
        assert!(page.contains("src=\"png/flier-H-r270.png\""));
        assert!(page.contains("href=\"tiled/flier-0.tsj\""));
        assert!(page.contains("href=\"svg/flier-H-r270.svg\">SVG</a>"));
        assert!(page.contains("href=\"png/flier-H-r270.png\">PNG</a>"));
        assert!(page.contains("data-expansion=\"flier\" data-editions=\"C2 C3\""));
        assert!(page.contains("<option value=\"flier\">The Flier</option>"));
        // Each expansion's own editions with their own years; C1's H is not in this build.
        assert!(page.contains(
            "<optgroup label=\"The Flier\"><option value=\"flier/C1\" disabled=\"disabled\">C1 (2012), not drawn</option><option value=\"flier/C2\">C2 (2017)</option><option value=\"flier/C3\">C3 (2021)</option></optgroup>"
        ));
        assert!(page.contains(
            "<dt>Drawn</dt><dd>C2 (2017) and C3 (2021), which print the same tiles</dd>"
        ));
        assert_eq!(page.matches("<text x=").count(), 12);
        // The status element the browser test reads is hidden and says nothing.
        assert!(page.contains(
            "<output id=\"status\" hidden=\"hidden\" data-images-total=\"40\"></output>"
        ));
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

    #[test]
    fn says_which_edition_was_drawn() {
        let catalog = crate::input::validate::validate_paths(&[PathBuf::from("data")]).catalog;
        let first = catalog.in_edition(Some("C1")).unwrap();
        let page = gallery_of(&first, 64);
        assert!(page.contains("<dt>Drawn</dt><dd>C1 (2012)</dd>"), "{page}");
        assert!(page.contains("<option value=\"flier/C1\">C1 (2012)</option>"));
        assert!(page.contains("<option value=\"flier/C3\" disabled=\"disabled\">"));
        // The base game's C1 is its own, with its own year.
        let base = first.expansions.iter().find(|e| e.id == "base").unwrap();
        let year = base.edition("C1").unwrap().year.unwrap();
        assert!(page.contains(&format!("<option value=\"base/C1\">C1 ({year})</option>")));
        assert!(page.contains("id=\"tile-flier-H-C1\""));
        assert!(!page.contains("id=\"tile-flier-H\""));
    }

    #[test]
    fn links_every_page_of_every_contact_sheet() {
        let catalog = flier();
        // At 2048 px an atlas page holds one frame, so each of the eight tiles has a sheet page
        // of its own (and three atlas pages with no tile as printed, and no sheet page).
        let page = gallery_of(&catalog, 2048);
        let links: Vec<usize> = (0..10)
            .filter(|index| page.contains(&format!("href=\"contact-sheet/flier-{index}.png\"")))
            .collect();
        assert_eq!(links, (0..8).collect::<Vec<_>>());
        let page = gallery_of(&catalog, 64);
        assert!(page.contains("href=\"contact-sheet/flier-0.png\""));
        assert!(!page.contains("href=\"contact-sheet/flier-1.png\""));
    }

    #[test]
    fn an_expansion_without_editions_shows_its_tiles() {
        let mut catalog = flier();
        let mut expansions = catalog.expansions.to_vec();
        expansions[0].editions = Cow::Owned(Vec::new());
        catalog.expansions = Cow::Owned(expansions);
        let page = gallery_of(&catalog, 64);
        assert!(page.contains("<dt>Editions</dt><dd>none listed</dd>"));
        assert!(page.contains("<dt>Drawn</dt><dd>every tile</dd>"));
        assert!(!page.contains("<table>"));
        assert!(!page.contains("<optgroup"));
        assert!(page.contains("<h3 class=\"editions\">Tiles</h3>"));
        assert_eq!(page.matches("<article class=\"tile\"").count(), 8);
    }
}
