//! The report's figures of the bundled data.

use super::*;

#[test]
fn the_bundled_set_covers_18_of_24_side_classes() {
    let chosen = choose(&tables::CATALOG, None).unwrap();
    let setup = chosen.setup().unwrap();
    let tally = simulate(&setup, 3, 1, &mut |_| {});
    let figures = Figures::new(&chosen, setup.tiles(), &tally, 1);
    assert_eq!((figures.coverage.present, figures.coverage.of), (18, 24));
    assert_eq!(
        figures.coverage.missing,
        ["CCFR", "CCRF", "CFCR", "CFFR", "CRCR", "CRFF"]
    );
    assert_eq!(figures.play.deck, 85);
    assert_eq!(figures.play.games, 3);
    let page = page(&figures).unwrap();
    assert!(page.contains("<strong>18 of 24</strong>"));
    // The chart of tiles that fitted nowhere is drawn only when one did.
    let fitted_nowhere = figures.play.tiles.iter().any(|tile| tile.unplaced > 0);
    assert_eq!(
        page.matches("<svg").count(),
        24 + 5 + usize::from(fitted_nowhere),
        "24 class pictures and the charts"
    );
}

/// The bundled Crop Circles alone, its one edition renamed `edition`.
fn crop_circles_as(edition: &'static str) -> Catalog {
    use std::borrow::Cow;

    use crate::model::{EditionCount, EditionCounts};
    let mut expansion = tables::CATALOG.expansion("crop-circles").unwrap().clone();
    let mut editions = expansion.editions.to_vec();
    editions[0].id = Cow::Borrowed(edition);
    expansion.editions = editions.into();
    let tiles: Vec<Tile> = tables::CATALOG
        .tiles_of("crop-circles")
        .map(|tile| Tile {
            counts: EditionCounts(Cow::Owned(vec![EditionCount {
                edition: Cow::Borrowed(edition),
                count: 1,
            }])),
            ..tile.clone()
        })
        .collect();
    Catalog {
        expansions: vec![expansion].into(),
        tiles: tiles.into(),
    }
}

#[test]
fn the_bundled_base_game_is_played_in_the_edition_named_only_when_it_has_it() {
    let (first, fan) = (crop_circles_as("C1"), crop_circles_as("fan"));
    let first = choose(&first, Some("C1")).unwrap();
    let own = choose(&fan, Some("fan")).unwrap();
    let shown = |chosen: &Chosen<'_>| chosen.expansions[0].2.clone();
    assert_eq!(first.expansions[0].0, "base");
    assert_eq!(shown(&first), Some("C1".to_owned()));
    // The base game has no edition `fan`: its newest is played.
    assert_eq!(shown(&own), Some("C3".to_owned()));
    assert_eq!(own.expansions[1].2, Some("fan".to_owned()));
    let tiles = |chosen: &Chosen<'_>| -> u32 { chosen.tiles.iter().map(|(_, n)| n).sum() };
    assert_eq!((tiles(&first), tiles(&own)), (72 + 6, 72 + 6));
}

#[test]
fn every_data_string_on_the_page_is_escaped() {
    let hostile = "<b>\"x\"&'";
    let catalog = crop_circles_as(hostile);
    let chosen = choose(&catalog, Some(hostile)).unwrap();
    let setup = chosen.setup().unwrap();
    let tally = simulate(&setup, 2, 1, &mut |_| {});
    let figures = Figures::new(&chosen, setup.tiles(), &tally, 1);
    let page = page(&figures).unwrap();
    assert!(
        page.contains(", edition &lt;b&gt;&quot;x&quot;&amp;&#39;)"),
        "{page}"
    );
    assert!(!page.contains("<b>"));
}
