//! Which back a tile shows, the one rule that `print --backs` and the Tabletop Simulator deck
//! follow: by default every tile of a print shows the same back, so that a face-down stack
//! does not tell which tile comes next: the back picture of the first expansion printed (in
//! catalog order, by id) that names one, else the plain back. Asked for, each tile shows its
//! own expansion's back picture, or the plain back when its expansion names none.

use crate::model::{Copies, Expansion};

/// Whether the tiles of a print share one back or show each expansion's own.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum BackChoice {
    /// Every tile shows one back.
    #[default]
    Alike,
    /// Each tile shows its expansion's own back.
    PerExpansion,
}

/// The back a tile shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Back<'a> {
    /// The plain back ([`Scene::plain_back`](crate::output::render::Scene::plain_back)).
    Plain,
    /// The back picture of the expansion with this id.
    Picture(&'a str),
}

/// The expansions of the tiles of `copies`, each once, in catalog order (by id): the `printed`
/// that [`back_of`] takes for a print of `copies`.
///
/// ```
/// let catalog = tilecat::tables::CATALOG.in_edition(None).unwrap();
/// let copies = tilecat::output::print::copies(&catalog, None);
/// let printed = tilecat::output::render::backs::printed(&copies);
/// let ids: Vec<&str> = printed.iter().map(|expansion| &*expansion.id).collect();
/// assert_eq!(ids, ["base", "crop-circles", "flier"]);
/// ```
pub fn printed<'a>(copies: &[Copies<'a>]) -> Vec<&'a Expansion> {
    let mut printed: Vec<&Expansion> = copies.iter().map(|copies| copies.expansion).collect();
    printed.sort_by(|a, b| a.id.cmp(&b.id));
    printed.dedup_by(|a, b| a.id == b.id);
    printed
}

/// The back a tile of `expansion` shows in a print of the tiles of `printed` (the expansions
/// printed, in catalog order), as `choice` asks.
///
/// ```
/// use tilecat::output::render::backs::{Back, BackChoice, back_of};
/// let mut fan = tilecat::tables::FLIER.clone();
/// fan.back = Some(tilecat::model::Back { picture: "back.png".into() });
/// let base = &tilecat::tables::BASE;
/// let printed = [base, &fan];
/// assert_eq!(back_of(&printed, Some(base), BackChoice::Alike), Back::Picture("flier"));
/// assert_eq!(back_of(&printed, Some(base), BackChoice::PerExpansion), Back::Plain);
/// ```
pub fn back_of<'a>(
    printed: &[&'a Expansion],
    expansion: Option<&'a Expansion>,
    choice: BackChoice,
) -> Back<'a> {
    let shown = match choice {
        BackChoice::Alike => printed
            .iter()
            .copied()
            .find(|expansion| expansion.back.is_some()),
        BackChoice::PerExpansion => expansion.filter(|expansion| expansion.back.is_some()),
    };
    shown.map_or(Back::Plain, |expansion| Back::Picture(&expansion.id))
}
