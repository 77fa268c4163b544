//! The catalog as one Rust module of `static` data, in the plain types of
//! [`model`](crate::model): what `tilecat gen rust` writes and `src/tables.rs` holds.

use std::collections::BTreeSet;
use std::fmt;

use crate::codegen::layout::{Expr, use_list};
use crate::model::{
    Catalog, Die, EdgePosition, Edges, Edition, EditionCount, Expansion, Feature, Flier,
    Illustration, Symbol, Tile,
};

/// The command that regenerates the crate's own `src/tables.rs` from `data/`.
pub const REGENERATE: &str = "cargo run -- gen rust --out src/tables.rs";

/// Names the module defines itself, which no expansion or tile constant may take.
const RESERVED: [&str; 3] = ["CATALOG", "EXPANSIONS", "TILES"];

/// Two ids of the catalog that would become the same constant name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConstantClash {
    /// The constant name both ids map to.
    pub constant: String,
    /// The id met first, or the module's own item that takes the name.
    pub first: String,
    /// The id met second.
    pub second: String,
}

impl fmt::Display for ConstantClash {
    fn fmt(&self, formatter: &mut fmt::Formatter) -> fmt::Result {
        write!(
            formatter,
            "`{}` and `{}` both become the constant {}: rename one of them",
            self.first, self.second, self.constant
        )
    }
}

impl std::error::Error for ConstantClash {}

/// The constant name for an id: upper case, with every character other than a letter or a digit
/// replaced by `_`, and a leading `_` before a digit.
///
/// ```
/// assert_eq!(tilecat::codegen::constant_name("flier-A"), "FLIER_A");
/// assert_eq!(tilecat::codegen::constant_name("2nd-edition"), "_2ND_EDITION");
/// ```
pub fn constant_name(id: &str) -> String {
    let name: String = id
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_uppercase()
            } else {
                '_'
            }
        })
        .collect();
    if name.starts_with(|c: char| c.is_ascii_digit()) {
        format!("_{name}")
    } else {
        name
    }
}

/// The whole catalog as one Rust module, laid out as rustfmt lays it out. `command` is the
/// command that regenerates the module, named in its header.
///
/// Expansions and tiles are written sorted by id, whatever order the catalog holds them in, so
/// the output depends only on the catalog's contents and `command`: the same input gives the
/// same bytes.
pub fn rust_module(catalog: &Catalog, command: &str) -> Result<String, ConstantClash> {
    let mut expansions: Vec<&Expansion> = catalog.expansions.iter().collect();
    expansions.sort_by(|a, b| a.id.cmp(&b.id));
    let mut tiles: Vec<&Tile> = catalog.tiles.iter().collect();
    tiles.sort_by(|a, b| a.id.cmp(&b.id));
    let expansion_names = constant_names(expansions.iter().map(|e| &*e.id), &[])?;
    let tile_names = constant_names(
        tiles.iter().map(|tile| &*tile.id),
        &expansions
            .iter()
            .zip(&expansion_names)
            .map(|(expansion, name)| (expansion.id.to_string(), name.clone()))
            .collect::<Vec<_>>(),
    )?;
    let mut types = Types::default();
    let mut items = String::new();
    for (expansion, name) in expansions.iter().zip(&expansion_names) {
        let doc = format!(
            "The expansion `{}`: {}.",
            expansion.id,
            one_line(&expansion.name)
        );
        item(
            &mut items,
            &doc,
            "const",
            name,
            "Expansion",
            &types.expansion(expansion),
        );
    }
    for (tile, name) in tiles.iter().zip(&tile_names) {
        let expansion = expansions
            .iter()
            .find(|expansion| expansion.id == tile.expansion)
            .map_or(&*tile.expansion, |expansion| &*expansion.name);
        let doc = format!(
            "The tile `{}`: letter {} of {}.",
            tile.id,
            one_line(&tile.letter),
            one_line(expansion)
        );
        item(&mut items, &doc, "const", name, "Tile", &types.tile(tile));
    }
    types.used.extend(["Catalog", "Expansion", "Tile"]);
    let mut out = String::new();
    out.push_str(&format!(
        "// Generated from the data files by `{command}`.\n// Do not edit: change the data and run \
         the command again.\n"
    ));
    out.push_str(MODULE_DOC);
    out.push_str("\nuse std::borrow::Cow;\n\n");
    out.push_str(&use_list(
        "crate::model",
        &types.used.iter().copied().collect::<Vec<_>>(),
    ));
    out.push('\n');
    out.push_str(CATALOG_ITEM);
    let list = |names: &[String]| Expr::Array(names.iter().map(Expr::path).collect());
    item(
        &mut out,
        "Every expansion, sorted by id.",
        "static",
        "EXPANSIONS",
        "&[Expansion]",
        &list(&expansion_names),
    );
    item(
        &mut out,
        "Every tile, sorted by id.",
        "static",
        "TILES",
        "&[Tile]",
        &list(&tile_names),
    );
    out.push_str(LOOKUPS);
    out.push_str(&items);
    Ok(out)
}

/// The module's documentation, after the header comment.
const MODULE_DOC: &str = "\
//! The whole catalog as static data: every expansion and every tile, in the plain types of
//! [`model`](crate::model), each sorted by id, with a constant for each expansion and each tile.
//! Nothing is parsed at start-up and nothing here needs a dependency.
//!
//! ```
//! use tilecat::tables;
//! assert_eq!(tables::tile(\"flier-A\"), Some(&tables::FLIER_A));
//! assert_eq!(tables::CATALOG.tiles.len(), tables::TILES.len());
//! ```
";

/// The catalog static, built from the two lists.
const CATALOG_ITEM: &str = "\
/// Every expansion and every tile of the catalog.
pub static CATALOG: Catalog = Catalog {
    expansions: Cow::Borrowed(EXPANSIONS),
    tiles: Cow::Borrowed(TILES),
};
";

/// Lookups by id over the catalog static.
const LOOKUPS: &str = "
/// The tile with the given id, if the catalog has one.
pub fn tile(id: &str) -> Option<&'static Tile> {
    CATALOG.tile(id)
}

/// The expansion with the given id, if the catalog has one.
pub fn expansion(id: &str) -> Option<&'static Expansion> {
    CATALOG.expansion(id)
}
";

/// Writes one documented `pub const` or `pub static` item, preceded by a blank line.
fn item(out: &mut String, doc: &str, keyword: &str, name: &str, ty: &str, value: &Expr) {
    let head = format!("pub {keyword} {name}: {ty} = ");
    out.push_str(&format!("\n/// {doc}\n{head}"));
    value.write(out, 0, head.chars().count(), 1);
    out.push_str(";\n");
}

/// The constant name of each id, in order; fails when two take the same name, or when one
/// takes a reserved name or a name in `taken` (pairs of id and name).
fn constant_names<'a>(
    ids: impl Iterator<Item = &'a str>,
    taken: &[(String, String)],
) -> Result<Vec<String>, ConstantClash> {
    let mut owners: Vec<(String, String)> = RESERVED
        .iter()
        .map(|name| (format!("tilecat::tables::{name}"), name.to_string()))
        .chain(taken.iter().cloned())
        .collect();
    let mut names = Vec::new();
    for id in ids {
        let name = constant_name(id);
        if let Some((owner, _)) = owners.iter().find(|(_, taken)| *taken == name) {
            return Err(ConstantClash {
                constant: name,
                first: owner.clone(),
                second: id.to_owned(),
            });
        }
        owners.push((id.to_owned(), name.clone()));
        names.push(name);
    }
    Ok(names)
}

/// Text fit for a one-line doc comment.
fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Builds expressions for model values, noting the model types they name.
#[derive(Default)]
struct Types {
    used: BTreeSet<&'static str>,
}

impl Types {
    fn named(&mut self, ty: &'static str) -> &'static str {
        self.used.insert(ty);
        ty
    }

    fn variant(&mut self, ty: &'static str, variant: &str) -> Expr {
        self.used.insert(ty);
        Expr::path(format!("{ty}::{variant}"))
    }

    fn structure(&mut self, ty: &'static str, fields: Vec<(&'static str, Expr)>) -> Expr {
        Expr::Struct(self.named(ty), fields)
    }

    fn expansion(&mut self, expansion: &Expansion) -> Expr {
        let Expansion {
            id,
            name,
            editions,
            die,
            symbol,
            requires,
        } = expansion;
        let editions = editions
            .iter()
            .map(|edition| {
                let Edition { id, year, tiles } = edition;
                self.structure(
                    "Edition",
                    vec![
                        ("id", text(id)),
                        ("year", Expr::literal(year.to_string())),
                        ("tiles", Expr::literal(tiles.to_string())),
                    ],
                )
            })
            .collect();
        let die = die.as_ref().map(|Die { faces }| {
            let faces = faces.iter().map(|face| Expr::literal(face.to_string()));
            self.structure("Die", vec![("faces", borrowed(faces.collect()))])
        });
        let symbol = symbol.as_ref().map(
            |Symbol {
                 description,
                 corner,
             }| {
                let corner = self.variant("Direction", corner.name());
                self.structure(
                    "Symbol",
                    vec![("description", text(description)), ("corner", corner)],
                )
            },
        );
        let requires = requires
            .iter()
            .map(|requirement| self.variant("TileRequirement", &format!("{requirement:?}")))
            .collect();
        self.structure(
            "Expansion",
            vec![
                ("id", text(id)),
                ("name", text(name)),
                ("editions", borrowed(editions)),
                ("die", option(die)),
                ("symbol", option(symbol)),
                ("requires", borrowed(requires)),
            ],
        )
    }

    fn tile(&mut self, tile: &Tile) -> Expr {
        let Tile {
            id,
            expansion,
            letter,
            edges,
            features,
            flier,
            illustrations,
            counts,
            start,
            allow,
        } = tile;
        let Edges {
            north,
            east,
            south,
            west,
        } = *edges;
        let edges = [
            ("north", north),
            ("east", east),
            ("south", south),
            ("west", west),
        ]
        .into_iter()
        .map(|(side, kind)| (side, self.variant("EdgeKind", &format!("{kind:?}"))))
        .collect();
        let edges = self.structure("Edges", edges);
        let features = features
            .iter()
            .map(|feature| self.feature(feature))
            .collect();
        let flier = flier.map(|Flier { direction }| {
            let direction = self.variant("Direction", direction.name());
            self.structure("Flier", vec![("direction", direction)])
        });
        let illustrations = illustrations
            .iter()
            .map(|illustration| self.illustration(illustration))
            .collect();
        let counts = counts
            .iter()
            .map(|entry| {
                let EditionCount { edition, count } = entry;
                self.structure(
                    "EditionCount",
                    vec![
                        ("edition", text(edition)),
                        ("count", Expr::literal(count.to_string())),
                    ],
                )
            })
            .collect();
        let counts = Expr::Call(self.named("EditionCounts"), vec![borrowed(counts)]);
        let allow = allow
            .iter()
            .map(|check| self.variant("LayoutCheck", &format!("{check:?}")))
            .collect();
        self.structure(
            "Tile",
            vec![
                ("id", text(id)),
                ("expansion", text(expansion)),
                ("letter", text(letter)),
                ("edges", edges),
                ("features", borrowed(features)),
                ("flier", option(flier)),
                ("illustrations", borrowed(illustrations)),
                ("counts", counts),
                ("start", Expr::literal(start.to_string())),
                ("allow", borrowed(allow)),
            ],
        )
    }

    fn feature(&mut self, feature: &Feature) -> Expr {
        self.used.insert("Feature");
        let mut positions = |edges: &[EdgePosition]| {
            let edges = edges
                .iter()
                .map(|edge| self.variant("EdgePosition", edge.name()));
            borrowed(edges.collect())
        };
        match feature {
            Feature::Road { id, edges, ends_at } => Expr::Struct(
                "Feature::Road",
                vec![
                    ("id", text(id)),
                    ("edges", positions(edges)),
                    ("ends_at", option(ends_at.as_deref().map(text))),
                ],
            ),
            Feature::City {
                id,
                edges,
                pennants,
            } => Expr::Struct(
                "Feature::City",
                vec![
                    ("id", text(id)),
                    ("edges", positions(edges)),
                    ("pennants", Expr::literal(pennants.to_string())),
                ],
            ),
            Feature::Monastery { id } => Expr::Struct("Feature::Monastery", vec![("id", text(id))]),
            Feature::Garden { id } => Expr::Struct("Feature::Garden", vec![("id", text(id))]),
            Feature::Field { id, edges, cities } => Expr::Struct(
                "Feature::Field",
                vec![
                    ("id", text(id)),
                    ("edges", positions(edges)),
                    (
                        "cities",
                        borrowed(cities.iter().map(|city| text(city)).collect()),
                    ),
                ],
            ),
        }
    }

    fn illustration(&mut self, illustration: &Illustration) -> Expr {
        let Illustration {
            kind,
            field,
            placement,
        } = illustration;
        let kind = self.variant("IllustrationKind", &format!("{kind:?}"));
        let placement = placement.map(|placement| self.variant("Direction", placement.name()));
        self.structure(
            "Illustration",
            vec![
                ("kind", kind),
                ("field", text(field)),
                ("placement", option(placement)),
            ],
        )
    }
}

/// `Cow::Borrowed("…")` for a string.
fn text(value: &str) -> Expr {
    Expr::Call("Cow::Borrowed", vec![Expr::literal(format!("{value:?}"))])
}

/// `Cow::Borrowed(&[…])` for a list.
fn borrowed(items: Vec<Expr>) -> Expr {
    Expr::Call("Cow::Borrowed", vec![Expr::Array(items)])
}

/// `Some(…)` or `None`.
fn option(value: Option<Expr>) -> Expr {
    match value {
        Some(value) => Expr::Call("Some", vec![value]),
        None => Expr::path("None"),
    }
}
