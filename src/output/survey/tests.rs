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
