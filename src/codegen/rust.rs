//! The catalog as one Rust module of `static` data, in the plain types of
//! [`model`](crate::model): what `tilecat gen rust` writes and `src/tables.rs` holds.

use std::borrow::Cow;
use std::collections::BTreeSet;
use std::fmt;

use crate::model::{
    Catalog, Die, EdgePosition, Edges, Edition, EditionCount, Expansion, Feature, Flier,
    Illustration, Symbol, Tile,
};
use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::quote;

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

/// The whole catalog as one Rust module for tilecat itself (`crate::model`), built as tokens
/// and laid out by prettyplease. `command` is the
/// command that regenerates the module, named in its header.
///
/// Expansions and tiles are written sorted by id, whatever order the catalog holds them in, so
/// the output depends only on the catalog's contents and `command`: the same input gives the
/// same bytes.
pub fn rust_module(catalog: &Catalog, command: &str) -> Result<String, ConstantClash> {
    rust_module_in(catalog, command, &ModelPath::InCrate)
}

/// Where the generated module finds the model types.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ModelPath {
    /// Inside tilecat itself, as `src/tables.rs`: `crate::model`, with module documentation.
    InCrate,
    /// In another crate that depends on tilecat under this name: `::<name>::model`, with outer
    /// doc comments only, so the file can be included with `#[path]` anywhere.
    Dependency(String),
}

impl ModelPath {
    /// The path for a crate that depends on tilecat as `name`, or an error in words when
    /// `name` is not a Rust identifier.
    pub fn dependency(name: &str) -> Result<ModelPath, String> {
        let mut characters = name.chars();
        let starts_well = characters
            .next()
            .is_some_and(|first| first.is_ascii_alphabetic() || first == '_');
        if starts_well && characters.all(|c| c.is_ascii_alphanumeric() || c == '_') && name != "_" {
            Ok(ModelPath::Dependency(name.to_owned()))
        } else {
            Err(format!(
                "`{name}` is not a crate name: use letters, digits and `_`, not starting with a digit"
            ))
        }
    }

    fn model(&self) -> String {
        match self {
            ModelPath::InCrate => "crate::model".to_owned(),
            ModelPath::Dependency(name) => format!("::{name}::model"),
        }
    }
}

/// The whole catalog as one Rust module finding the model at `model_path`; see [`rust_module`].
pub fn rust_module_in(
    catalog: &Catalog,
    command: &str,
    model_path: &ModelPath,
) -> Result<String, ConstantClash> {
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
    // Each constant is laid out on its own as soon as it is made, so that only one item's
    // tokens and syntax tree are held at a time, however large the catalog.
    let mut items = String::new();
    for (expansion, name) in expansions.iter().zip(&expansion_names) {
        let doc = format!(
            " The expansion `{}`: {}.",
            expansion.id,
            one_line(&expansion.name)
        );
        let value = types.expansion(expansion);
        items.push_str(&laid_out(item(
            &doc,
            "const",
            name,
            quote!(Expansion),
            value,
        )));
    }
    for (tile, name) in tiles.iter().zip(&tile_names) {
        let expansion = expansions
            .iter()
            .find(|expansion| expansion.id == tile.expansion)
            .map_or(&*tile.expansion, |expansion| &*expansion.name);
        let doc = format!(
            " The tile `{}`: letter {} of {}.",
            tile.id,
            one_line(&tile.letter),
            one_line(expansion)
        );
        let value = types.tile(tile);
        items.push_str(&laid_out(item(&doc, "const", name, quote!(Tile), value)));
    }
    types.used.extend(["Catalog", "Expansion", "Tile"]);
    let module_doc: TokenStream = match model_path {
        ModelPath::InCrate => MODULE_DOC
            .lines()
            .map(|line| {
                let line = format!(" {line}");
                let line = line.trim_end();
                quote!(#![doc = #line])
            })
            .collect(),
        ModelPath::Dependency(_) => TokenStream::new(),
    };
    let model: TokenStream = model_path
        .model()
        .parse()
        .expect("a model path is a Rust path");
    let used = types.used.iter().map(|name| ident(name));
    let list = |names: &[String]| {
        let names = names.iter().map(|name| ident(name));
        quote!(&[#(#names),*])
    };
    let expansion_list = item(
        " Every expansion, sorted by id.",
        "static",
        "EXPANSIONS",
        quote!(&[Expansion]),
        list(&expansion_names),
    );
    let tile_list = item(
        " Every tile, sorted by id.",
        "static",
        "TILES",
        quote!(&[Tile]),
        list(&tile_names),
    );
    let module = quote! {
        #module_doc
        use std::borrow::Cow;
        use #model::{#(#used),*};
        /// Every expansion and every tile of the catalog.
        pub static CATALOG: Catalog = Catalog {
            expansions: Cow::Borrowed(EXPANSIONS),
            tiles: Cow::Borrowed(TILES),
        };
        #expansion_list
        #tile_list
        /// The tile with the given id, if the catalog has one.
        pub fn tile(id: &str) -> Option<&'static Tile> {
            CATALOG.tile(id)
        }
        /// The expansion with the given id, if the catalog has one.
        pub fn expansion(id: &str) -> Option<&'static Expansion> {
            CATALOG.expansion(id)
        }
    };
    Ok(format!(
        "// Generated from the data files by `{}`.\n// Do not edit: change the data and run \
         the command again. @generated\n{}{items}",
        one_line_command(command),
        laid_out(module)
    ))
}

/// `tokens`, a whole Rust file or some of its items, laid out by prettyplease. A file's items
/// are laid out one after another, each on its own, so items laid out apart and put together
/// read the same as laid out at once.
fn laid_out(tokens: TokenStream) -> String {
    let file: syn::File = syn::parse2(tokens).expect("the generated tokens are Rust items");
    prettyplease::unparse(&file)
}

/// The module's documentation, after the header comment, for the module inside tilecat.
const MODULE_DOC: &str = "\
The whole catalog as static data: every expansion and every tile, in the plain types of
[`model`](crate::model), each sorted by id, with a constant for each expansion and each tile.
Nothing is parsed at start-up and nothing here needs a dependency.

```
use tilecat::tables;
assert_eq!(tables::tile(\"flier-A\"), Some(&tables::FLIER_A));
assert_eq!(tables::CATALOG.tiles.len(), tables::TILES.len());
```";

/// One documented `pub const` or `pub static` item.
fn item(doc: &str, keyword: &str, name: &str, ty: TokenStream, value: TokenStream) -> TokenStream {
    let keyword = ident(keyword);
    let name = ident(name);
    quote! {
        #[doc = #doc]
        pub #keyword #name: #ty = #value;
    }
}

/// An identifier: a constant name, a model type or a keyword of an item.
fn ident(name: &str) -> Ident {
    Ident::new(name, Span::call_site())
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

/// A command line fit for a one-line comment: every control character (a newline in a path)
/// written as its escape, so no text can start a line of code.
fn one_line_command(command: &str) -> String {
    command
        .chars()
        .map(|c| {
            if c.is_control() {
                c.escape_default().to_string()
            } else {
                c.to_string()
            }
        })
        .collect()
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
    fn named(&mut self, ty: &'static str) -> Ident {
        self.used.insert(ty);
        ident(ty)
    }

    fn variant(&mut self, ty: &'static str, variant: &str) -> TokenStream {
        let ty = self.named(ty);
        let variant = ident(variant);
        quote!(#ty::#variant)
    }

    fn structure(
        &mut self,
        ty: &'static str,
        fields: Vec<(&'static str, TokenStream)>,
    ) -> TokenStream {
        let ty = self.named(ty);
        let names = fields.iter().map(|(name, _)| ident(name));
        let values = fields.iter().map(|(_, value)| value);
        quote!(#ty { #(#names: #values),* })
    }

    fn expansion(&mut self, expansion: &Expansion) -> TokenStream {
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
                        ("year", number(*year)),
                        ("tiles", number(*tiles)),
                    ],
                )
            })
            .collect();
        let die = die.as_ref().map(|Die { faces }| {
            let faces = faces.iter().map(|face| number(*face));
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

    fn tile(&mut self, tile: &Tile) -> TokenStream {
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
                    vec![("edition", text(edition)), ("count", number(*count))],
                )
            })
            .collect();
        let counts_type = self.named("EditionCounts");
        let counts = borrowed(counts);
        let counts = quote!(#counts_type(#counts));
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
                ("start", if *start { quote!(true) } else { quote!(false) }),
                ("allow", borrowed(allow)),
            ],
        )
    }

    fn positions(&mut self, edges: &[EdgePosition]) -> TokenStream {
        let edges = edges
            .iter()
            .map(|edge| self.variant("EdgePosition", edge.name()));
        borrowed(edges.collect())
    }

    fn feature(&mut self, feature: &Feature) -> TokenStream {
        self.used.insert("Feature");
        let texts =
            |names: &[Cow<'static, str>]| borrowed(names.iter().map(|name| text(name)).collect());
        let (variant, fields) = match feature {
            Feature::Road { id, edges, ends_at } => (
                "Road",
                vec![
                    ("id", text(id)),
                    ("edges", self.positions(edges)),
                    ("ends_at", option(ends_at.as_deref().map(text))),
                ],
            ),
            Feature::City {
                id,
                edges,
                pennants,
                reaches,
                touches,
            } => {
                let points = reaches
                    .iter()
                    .map(|point| self.variant("Direction", point.name()))
                    .collect();
                (
                    "City",
                    vec![
                        ("id", text(id)),
                        ("edges", self.positions(edges)),
                        ("pennants", number(*pennants)),
                        ("reaches", borrowed(points)),
                        ("touches", texts(touches)),
                    ],
                )
            }
            Feature::Monastery { id } => ("Monastery", vec![("id", text(id))]),
            Feature::Garden { id } => ("Garden", vec![("id", text(id))]),
            Feature::Field {
                id,
                edges,
                cities,
                borders_inside,
            } => (
                "Field",
                vec![
                    ("id", text(id)),
                    ("edges", self.positions(edges)),
                    ("cities", texts(cities)),
                    ("borders_inside", texts(borders_inside)),
                ],
            ),
        };
        let variant = ident(variant);
        let names = fields.iter().map(|(name, _)| ident(name));
        let values = fields.iter().map(|(_, value)| value);
        quote!(Feature::#variant { #(#names: #values),* })
    }

    fn illustration(&mut self, illustration: &Illustration) -> TokenStream {
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

/// `Cow::Borrowed("…")` for a string, escaped as a Rust string literal.
fn text(value: &str) -> TokenStream {
    let value = Literal::string(value);
    quote!(Cow::Borrowed(#value))
}

/// An unsuffixed integer literal, such as `2`.
fn number(value: impl Into<u64>) -> TokenStream {
    let value = Literal::u64_unsuffixed(value.into());
    quote!(#value)
}

/// `Cow::Borrowed(&[…])` for a list.
fn borrowed(items: Vec<TokenStream>) -> TokenStream {
    quote!(Cow::Borrowed(&[#(#items),*]))
}

/// `Some(…)` or `None`.
fn option(value: Option<TokenStream>) -> TokenStream {
    match value {
        Some(value) => quote!(Some(#value)),
        None => quote!(None),
    }
}
