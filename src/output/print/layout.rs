//! Where everything on a printed sheet goes: pure arithmetic, no drawing. Every length is in
//! PDF points (1/72 inch), measured from the page's top-left corner with y growing downwards,
//! as the drawing surface takes them.
//!
//! Tiles stand in a grid of cells centred on the page, within the paper's margins. Each cell
//! holds one tile's trim (where it is cut), its bleed around it, and a slug beyond the bleed for
//! its crop marks and its label. With [`Marks::Lines`] the cells are the trims themselves, edge
//! to edge, cut along shared lines. Because the grid is centred, a back page is its front page
//! mirrored left to right about the page's middle: the back of a tile lies under its front when
//! the sheet is printed duplex, turned on its long edge.

use std::fmt;

/// Points in a millimetre.
pub const POINTS_PER_MM: f64 = 72.0 / 25.4;

/// How far outside the trim crop marks start, in millimetres, unless the bleed reaches further.
pub const MARK_OFFSET_MM: f64 = 3.0;
/// How long a crop mark is, in millimetres.
pub const MARK_LENGTH_MM: f64 = 2.5;
/// The slug beyond where the marks start, holding the marks and the label, in millimetres.
const SLUG_MM: f64 = 3.0;
/// The size of a label's text, in points.
pub const LABEL_POINTS: f64 = 5.5;
/// How far a label's first letter stands from the tile's left cut line, in millimetres.
const LABEL_INSET_MM: f64 = 2.0;
/// How far below where the marks start a label's baseline lies, in millimetres.
const LABEL_DROP_MM: f64 = 2.0;
/// The largest bleed, in millimetres.
pub const MAX_BLEED_MM: f64 = 6.0;
/// The bleed when the tiles are spaced apart and none is asked for, in millimetres.
pub const DEFAULT_BLEED_MM: f64 = 3.0;
/// The smallest and largest tile, in millimetres.
pub const TILE_MM: std::ops::RangeInclusive<f64> = 10.0..=180.0;

/// A millimetre length in points.
pub fn points(mm: f64) -> f64 {
    mm * POINTS_PER_MM
}

/// The paper a sheet is printed on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
pub enum Paper {
    /// ISO A4, 210 × 297 mm, with 5 mm margins.
    #[default]
    A4,
    /// US Letter, 8.5 × 11 in (215.9 × 279.4 mm), with quarter-inch (6.35 mm) margins.
    Letter,
}

impl Paper {
    /// The width and height of the page in millimetres, portrait.
    pub fn size_mm(self) -> (f64, f64) {
        match self {
            Paper::A4 => (210.0, 297.0),
            Paper::Letter => (215.9, 279.4),
        }
    }

    /// The margin a printer leaves unprinted on each side, in millimetres.
    pub fn margin_mm(self) -> f64 {
        match self {
            Paper::A4 => 5.0,
            Paper::Letter => 6.35,
        }
    }
}

/// What shows where to cut.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
pub enum Marks {
    /// Crop marks outside each tile's trim, the tiles spaced apart.
    #[default]
    Crop,
    /// Shared cut lines, the tiles edge to edge with no bleed.
    Lines,
    /// Nothing: the tiles spaced apart, as with crop marks.
    None,
}

/// What a sheet is asked to be.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SheetOptions {
    /// The paper.
    pub paper: Paper,
    /// The tile's width and height, in millimetres.
    pub tile_mm: f64,
    /// How far each tile's picture reaches beyond its cut line, in millimetres; `None` for the
    /// default of the marks (3 mm when spaced apart, none edge to edge).
    pub bleed_mm: Option<f64>,
    /// What shows where to cut.
    pub marks: Marks,
}

/// Why a sheet cannot be laid out as asked.
#[derive(Debug, Clone, PartialEq)]
pub enum LayoutError {
    /// A tile size outside [`TILE_MM`], in millimetres.
    TileSize(f64),
    /// A bleed outside 0 to [`MAX_BLEED_MM`], in millimetres.
    Bleed(f64),
    /// A bleed asked for tiles cut along shared lines, which have none.
    BleedWithLines(f64),
}

impl fmt::Display for LayoutError {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LayoutError::TileSize(mm) => write!(
                formatter,
                "a tile of {mm} mm does not fit: tiles run from {} to {} mm",
                TILE_MM.start(),
                TILE_MM.end()
            ),
            LayoutError::Bleed(mm) => {
                write!(
                    formatter,
                    "a bleed of {mm} mm is out of range: 0 to {MAX_BLEED_MM} mm"
                )
            }
            LayoutError::BleedWithLines(mm) => write!(
                formatter,
                "a bleed of {mm} mm cannot go with `--marks lines`: tiles cut along shared lines \
                 stand edge to edge, with no bleed"
            ),
        }
    }
}

impl std::error::Error for LayoutError {}

/// A rectangle in points from the page's top-left corner, y down.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rect {
    /// The left edge.
    pub x: f64,
    /// The top edge.
    pub y: f64,
    /// The width.
    pub width: f64,
    /// The height.
    pub height: f64,
}

impl Rect {
    /// The right edge.
    pub fn right(&self) -> f64 {
        self.x + self.width
    }

    /// The bottom edge.
    pub fn bottom(&self) -> f64 {
        self.y + self.height
    }

    /// The rectangle grown by `by` on every side.
    pub fn grown(&self, by: f64) -> Rect {
        Rect {
            x: self.x - by,
            y: self.y - by,
            width: self.width + 2.0 * by,
            height: self.height + 2.0 * by,
        }
    }

    /// The rectangle mirrored left to right on a page `page_width` wide.
    pub fn mirrored(&self, page_width: f64) -> Rect {
        Rect {
            x: page_width - self.right(),
            ..*self
        }
    }
}

/// A straight line from one point to another, in points.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Line {
    /// Where it starts, `(x, y)`.
    pub from: (f64, f64),
    /// Where it ends, `(x, y)`.
    pub to: (f64, f64),
}

/// A sheet laid out: how many tiles a page holds and where each goes.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Layout {
    /// The page's width and height.
    pub page: (f64, f64),
    /// Tiles across a page.
    pub columns: usize,
    /// Tiles down a page.
    pub rows: usize,
    /// A tile's width and height.
    pub tile: f64,
    /// How far a tile's picture reaches beyond its trim.
    pub bleed: f64,
    /// What shows where to cut.
    pub marks: Marks,
    /// From one tile's trim to the next one's, across and down.
    pitch: f64,
    /// The top-left corner of the first tile's trim.
    origin: (f64, f64),
    /// How far outside the trim crop marks start.
    mark_offset: f64,
}

impl Layout {
    /// The layout of `options`, or why it cannot be made. A page holds at least one tile: the
    /// largest tile and bleed fit the smaller paper.
    pub fn new(options: &SheetOptions) -> Result<Layout, LayoutError> {
        if !TILE_MM.contains(&options.tile_mm) {
            return Err(LayoutError::TileSize(options.tile_mm));
        }
        let bleed_mm = match (options.marks, options.bleed_mm) {
            (Marks::Lines, Some(bleed)) if bleed != 0.0 => {
                return Err(LayoutError::BleedWithLines(bleed));
            }
            (Marks::Lines, _) => 0.0,
            (_, Some(bleed)) if !(0.0..=MAX_BLEED_MM).contains(&bleed) => {
                return Err(LayoutError::Bleed(bleed));
            }
            (_, Some(bleed)) => bleed,
            (_, None) => DEFAULT_BLEED_MM,
        };
        // How far a cell reaches beyond the trim on each side.
        let (mark_offset_mm, reach_mm) = match options.marks {
            Marks::Lines => (0.0, 0.0),
            Marks::Crop | Marks::None => {
                let offset = MARK_OFFSET_MM.max(bleed_mm);
                (offset, offset + SLUG_MM)
            }
        };
        let (width_mm, height_mm) = options.paper.size_mm();
        let margin_mm = options.paper.margin_mm();
        let pitch_mm = options.tile_mm + 2.0 * reach_mm;
        let fit = |length: f64| ((length - 2.0 * margin_mm) / pitch_mm).floor().max(1.0) as usize;
        let (columns, rows) = (fit(width_mm), fit(height_mm));
        let page = (points(width_mm), points(height_mm));
        let (pitch, reach) = (points(pitch_mm), points(reach_mm));
        let origin = (
            (page.0 - columns as f64 * pitch) / 2.0 + reach,
            (page.1 - rows as f64 * pitch) / 2.0 + reach,
        );
        Ok(Layout {
            page,
            columns,
            rows,
            tile: points(options.tile_mm),
            bleed: points(bleed_mm),
            marks: options.marks,
            pitch,
            origin,
            mark_offset: points(mark_offset_mm),
        })
    }

    /// The layout of one tile a page: the page is the tile's bleed box, `bleed_mm` around a
    /// trim `tile_mm` wide, with no marks (the page's TrimBox is the cut), as print shops take
    /// one tile a page. The tile and the bleed are bounded as on a sheet.
    pub fn page_per_tile(tile_mm: f64, bleed_mm: f64) -> Result<Layout, LayoutError> {
        if !TILE_MM.contains(&tile_mm) {
            return Err(LayoutError::TileSize(tile_mm));
        }
        if !(0.0..=MAX_BLEED_MM).contains(&bleed_mm) {
            return Err(LayoutError::Bleed(bleed_mm));
        }
        let (tile, bleed) = (points(tile_mm), points(bleed_mm));
        let side = tile + 2.0 * bleed;
        Ok(Layout {
            page: (side, side),
            columns: 1,
            rows: 1,
            tile,
            bleed,
            marks: Marks::None,
            pitch: side,
            origin: (bleed, bleed),
            mark_offset: bleed,
        })
    }

    /// How many tiles a page holds.
    pub fn per_page(&self) -> usize {
        self.columns * self.rows
    }

    /// How many pages of fronts `tiles` tiles fill.
    pub fn pages(&self, tiles: usize) -> usize {
        tiles.div_ceil(self.per_page())
    }

    /// The trim of the tile in `slot` of a front page, counted across then down from the top
    /// left, from 0 to [`Layout::per_page`].
    pub fn trim(&self, slot: usize) -> Rect {
        let (column, row) = (slot % self.columns, slot / self.columns);
        Rect {
            x: self.origin.0 + column as f64 * self.pitch,
            y: self.origin.1 + row as f64 * self.pitch,
            width: self.tile,
            height: self.tile,
        }
    }

    /// The trim of the back of the tile in `slot`, on the back page: the front's mirrored left
    /// to right, so that it lies under the front in a long-edge duplex print.
    pub fn back_trim(&self, slot: usize) -> Rect {
        self.trim(slot).mirrored(self.page.0)
    }

    /// How far the picture of the tile whose trim is `trim` reaches.
    pub fn bleed(&self, trim: &Rect) -> Rect {
        trim.grown(self.bleed)
    }

    /// The trim box of a page holding `tiles` tiles (at least one, at most a page's): around
    /// the rows those tiles stand in (a single row only as wide as its tiles), as the cut lines
    /// are, not the empty rows after them. A PDF page has one trim
    /// box; one tile a page ([`Layout::page_per_tile`]) makes it the tile's cut, and on a sheet
    /// each tile's own cut is shown by its crop marks or cut lines.
    pub fn trim_box(&self, tiles: usize) -> Rect {
        let tiles = tiles.clamp(1, self.per_page());
        let first = self.trim(0);
        let rows = tiles.div_ceil(self.columns);
        let columns = if rows > 1 { self.columns } else { tiles };
        let last = self.trim((rows - 1) * self.columns + columns - 1);
        Rect {
            x: first.x,
            y: first.y,
            width: last.right() - first.x,
            height: last.bottom() - first.y,
        }
    }

    /// The bleed box of a page holding `tiles` tiles: its trim box with the bleed around it.
    pub fn bleed_box(&self, tiles: usize) -> Rect {
        self.trim_box(tiles).grown(self.bleed)
    }

    /// The crop marks of the tile whose trim is `trim`: at each corner two short lines along its
    /// cut lines, starting [`MARK_OFFSET_MM`] (or the bleed, if wider) outside the trim.
    /// Empty unless the marks are [`Marks::Crop`].
    pub fn crop_marks(&self, trim: &Rect) -> Vec<Line> {
        if self.marks != Marks::Crop {
            return Vec::new();
        }
        let (near, far) = (self.mark_offset, self.mark_offset + points(MARK_LENGTH_MM));
        let mut marks = Vec::with_capacity(8);
        for x in [trim.x, trim.right()] {
            for (y, outward) in [(trim.y, -1.0), (trim.bottom(), 1.0)] {
                marks.push(Line {
                    from: (x, y + outward * near),
                    to: (x, y + outward * far),
                });
            }
        }
        for y in [trim.y, trim.bottom()] {
            for (x, outward) in [(trim.x, -1.0), (trim.right(), 1.0)] {
                marks.push(Line {
                    from: (x + outward * near, y),
                    to: (x + outward * far, y),
                });
            }
        }
        marks
    }

    /// The shared cut lines of a page holding `tiles` tiles, each running across the page from
    /// margin to margin. Empty unless the marks are [`Marks::Lines`].
    pub fn cut_lines(&self, tiles: usize) -> Vec<Line> {
        if self.marks != Marks::Lines || tiles == 0 {
            return Vec::new();
        }
        let tiles = tiles.min(self.per_page());
        let rows = tiles.div_ceil(self.columns);
        let columns = if rows > 1 { self.columns } else { tiles };
        let (left, top) = self.origin;
        let right = left + columns as f64 * self.pitch;
        let bottom = top + rows as f64 * self.pitch;
        let mut lines = Vec::with_capacity(columns + rows + 2);
        for column in 0..=columns {
            let x = left + column as f64 * self.pitch;
            lines.push(Line {
                from: (x, top),
                to: (x, bottom),
            });
        }
        for row in 0..=rows {
            let y = top + row as f64 * self.pitch;
            lines.push(Line {
                from: (left, y),
                to: (right, y),
            });
        }
        lines
    }

    /// Where the label of the tile whose trim is `trim` starts, on its baseline: below the tile
    /// outside its trim when the tiles are spaced apart, inside its bottom-left corner when they
    /// stand edge to edge.
    pub fn label_at(&self, trim: &Rect) -> (f64, f64) {
        let x = trim.x + points(LABEL_INSET_MM);
        match self.marks {
            Marks::Lines => (x, trim.bottom() - points(LABEL_INSET_MM)),
            Marks::Crop | Marks::None => {
                (x, trim.bottom() + self.mark_offset + points(LABEL_DROP_MM))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layout(paper: Paper, marks: Marks, bleed_mm: Option<f64>) -> Layout {
        Layout::new(&SheetOptions {
            paper,
            tile_mm: 45.0,
            bleed_mm,
            marks,
        })
        .unwrap()
    }

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-9
    }

    #[test]
    fn a_carcassonne_tile_is_45_mm_or_531_5_pixels_at_300_dpi() {
        let tile = layout(Paper::A4, Marks::Lines, None).tile;
        assert!(close(tile, 45.0 * 72.0 / 25.4));
        assert!((tile / 72.0 * 300.0 - 531.5).abs() < 0.05);
    }

    #[test]
    fn edge_to_edge_a4_holds_4_by_6_and_letter_4_by_5() {
        let a4 = layout(Paper::A4, Marks::Lines, None);
        assert_eq!((a4.columns, a4.rows, a4.bleed), (4, 6, 0.0));
        assert!(close(a4.page.0, 595.275_590_551_181_1));
        let letter = layout(Paper::Letter, Marks::Lines, None);
        assert_eq!((letter.columns, letter.rows), (4, 5));
        assert!(close(letter.page.0, 612.0) && close(letter.page.1, 792.0));
    }

    #[test]
    fn the_base_game_fills_three_a4_sheets_edge_to_edge() {
        let a4 = layout(Paper::A4, Marks::Lines, None);
        assert_eq!(a4.pages(72), 3);
        assert_eq!(a4.pages(73), 4);
        assert_eq!(a4.pages(0), 0);
    }

    #[test]
    fn with_3_mm_of_bleed_a4_holds_3_by_5() {
        let a4 = layout(Paper::A4, Marks::Crop, None);
        assert!(close(a4.bleed, points(3.0)));
        assert_eq!((a4.columns, a4.rows), (3, 5));
        assert_eq!(a4.pages(80), 6);
        let none = layout(Paper::A4, Marks::None, Some(0.0));
        assert_eq!((none.columns, none.rows, none.bleed), (3, 5, 0.0));
    }

    #[test]
    fn bleeds_out_of_range_and_bleed_with_lines_are_refused() {
        let options = |marks, bleed_mm, tile_mm| SheetOptions {
            paper: Paper::A4,
            tile_mm,
            bleed_mm,
            marks,
        };
        assert_eq!(
            Layout::new(&options(Marks::Crop, Some(6.5), 45.0)),
            Err(LayoutError::Bleed(6.5))
        );
        assert_eq!(
            Layout::new(&options(Marks::Crop, Some(-1.0), 45.0)),
            Err(LayoutError::Bleed(-1.0))
        );
        assert_eq!(
            Layout::new(&options(Marks::Lines, Some(3.0), 45.0)),
            Err(LayoutError::BleedWithLines(3.0))
        );
        assert!(Layout::new(&options(Marks::Lines, Some(0.0), 45.0)).is_ok());
        assert_eq!(
            Layout::new(&options(Marks::Crop, None, 5.0)),
            Err(LayoutError::TileSize(5.0))
        );
        // The largest tile with the largest bleed still fits one to a page.
        for paper in [Paper::A4, Paper::Letter] {
            let largest = Layout::new(&SheetOptions {
                paper,
                ..options(Marks::Crop, Some(MAX_BLEED_MM), *TILE_MM.end())
            })
            .unwrap();
            assert_eq!(largest.per_page(), 1);
            let cell = largest.bleed(&largest.trim(0)).grown(points(SLUG_MM));
            let margin = points(paper.margin_mm());
            assert!(cell.x >= margin && cell.right() <= largest.page.0 - margin);
        }
    }

    #[test]
    fn every_cell_stays_within_the_margins_and_cells_do_not_overlap() {
        for paper in [Paper::A4, Paper::Letter] {
            for marks in [Marks::Crop, Marks::Lines, Marks::None] {
                let layout = layout(paper, marks, None);
                let margin = points(paper.margin_mm());
                let reach = layout.mark_offset
                    + if marks == Marks::Lines {
                        0.0
                    } else {
                        points(SLUG_MM)
                    };
                for slot in 0..layout.per_page() {
                    let cell = layout.trim(slot).grown(reach);
                    assert!(cell.x >= margin - 1e-9 && cell.y >= margin - 1e-9);
                    assert!(cell.right() <= layout.page.0 - margin + 1e-9);
                    assert!(cell.bottom() <= layout.page.1 - margin + 1e-9);
                    if slot % layout.columns > 0 {
                        let left = layout.trim(slot - 1).grown(reach);
                        assert!(left.right() <= cell.x + 1e-9);
                    }
                }
            }
        }
    }

    #[test]
    fn edge_to_edge_tiles_share_their_cut_lines() {
        let a4 = layout(Paper::A4, Marks::Lines, None);
        assert!(close(a4.trim(0).right(), a4.trim(1).x));
        assert!(close(a4.trim(0).bottom(), a4.trim(4).y));
        // A full page: five lines across the four columns, seven down the six rows.
        let lines = a4.cut_lines(24);
        assert_eq!(lines.len(), 5 + 7);
        for line in &lines[..5] {
            assert!(close(line.from.0, line.to.0));
        }
        assert!(lines.iter().any(|line| close(line.from.0, a4.trim(1).x)));
        assert!(
            lines
                .iter()
                .any(|line| close(line.from.1, a4.trim(23).bottom()))
        );
        // One tile: a square of four lines around it.
        let one = a4.cut_lines(1);
        assert_eq!(one.len(), 4);
        assert!(close(one[1].from.0, a4.trim(0).right()));
        assert!(
            layout(Paper::A4, Marks::Crop, None)
                .cut_lines(24)
                .is_empty()
        );
    }

    #[test]
    fn crop_marks_stand_outside_the_bleed_on_the_cut_lines() {
        let a4 = layout(Paper::A4, Marks::Crop, None);
        let trim = a4.trim(4);
        let marks = a4.crop_marks(&trim);
        assert_eq!(marks.len(), 8);
        for mark in &marks {
            let on_vertical = close(mark.from.0, mark.to.0)
                && (close(mark.from.0, trim.x) || close(mark.from.0, trim.right()));
            let on_horizontal = close(mark.from.1, mark.to.1)
                && (close(mark.from.1, trim.y) || close(mark.from.1, trim.bottom()));
            assert!(on_vertical ^ on_horizontal, "{mark:?}");
            // The near end is 3 mm outside the trim, so past the bleed, and the mark is 2.5 mm.
            let (near, far) = if on_vertical {
                let edge = if mark.from.1 < trim.y {
                    trim.y
                } else {
                    trim.bottom()
                };
                ((mark.from.1 - edge).abs(), (mark.to.1 - edge).abs())
            } else {
                let edge = if mark.from.0 < trim.x {
                    trim.x
                } else {
                    trim.right()
                };
                ((mark.from.0 - edge).abs(), (mark.to.0 - edge).abs())
            };
            assert!(close(near, points(3.0)) && close(far - near, points(2.5)));
        }
        // A wider bleed pushes the marks out with it.
        let wide = layout(Paper::A4, Marks::Crop, Some(5.0));
        let trim = wide.trim(0);
        assert!(close(
            trim.y - wide.crop_marks(&trim)[0].from.1,
            points(5.0)
        ));
        assert!(
            layout(Paper::A4, Marks::None, None)
                .crop_marks(&trim)
                .is_empty()
        );
    }

    #[test]
    fn backs_are_the_fronts_mirrored_left_to_right() {
        for marks in [Marks::Crop, Marks::Lines] {
            let a4 = layout(Paper::A4, marks, None);
            for row in 0..a4.rows {
                for column in 0..a4.columns {
                    let slot = row * a4.columns + column;
                    let mirror = row * a4.columns + (a4.columns - 1 - column);
                    let back = a4.back_trim(slot);
                    // The back lies where the mirrored column's front lies on its own page…
                    assert!(close(back.x, a4.trim(mirror).x) && close(back.y, a4.trim(slot).y));
                    // …which, turned over on the long edge, is under its own front.
                    let turned = back.mirrored(a4.page.0);
                    assert!(close(turned.x, a4.trim(slot).x));
                }
            }
        }
        let one = Rect {
            x: 10.0,
            y: 20.0,
            width: 30.0,
            height: 40.0,
        };
        assert_eq!(one.mirrored(100.0).x, 60.0);
    }

    #[test]
    fn the_boxes_hold_every_trim_and_bleed() {
        let a4 = layout(Paper::A4, Marks::Crop, None);
        let (trim_box, bleed_box) = (a4.trim_box(15), a4.bleed_box(15));
        assert!(close(trim_box.x, a4.trim(0).x));
        assert!(close(trim_box.right(), a4.trim(14).right()));
        assert!(close(trim_box.bottom(), a4.trim(14).bottom()));
        assert!(close(bleed_box.x, trim_box.x - points(3.0)));
        // The grid is centred, so its boxes are too.
        assert!(close(trim_box.x, a4.page.0 - trim_box.right()));
        assert!(close(trim_box.y, a4.page.1 - trim_box.bottom()));
    }

    #[test]
    fn a_part_page_s_boxes_hold_its_tiles_and_not_the_empty_slots() {
        let a4 = layout(Paper::A4, Marks::Crop, None);
        // Two tiles: the first row's first two trims.
        let two = a4.trim_box(2);
        assert!(close(two.x, a4.trim(0).x) && close(two.right(), a4.trim(1).right()));
        assert!(close(two.bottom(), a4.trim(0).bottom()));
        // Four tiles: two rows, the full width.
        let four = a4.trim_box(4);
        assert!(close(four.right(), a4.trim(2).right()));
        assert!(close(four.bottom(), a4.trim(3).bottom()));
        assert!(close(a4.bleed_box(2).x, two.x - points(3.0)));
    }

    #[test]
    fn one_tile_a_page_makes_the_page_its_bleed_box_and_the_trim_box_its_cut() {
        let single = Layout::page_per_tile(45.0, 3.175).unwrap();
        let side = points(45.0 + 2.0 * 3.175);
        assert!(close(single.page.0, side) && close(single.page.1, side));
        assert_eq!(single.per_page(), 1);
        let trim = single.trim_box(1);
        assert!(close(trim.x, points(3.175)) && close(trim.width, points(45.0)));
        let bleed = single.bleed_box(1);
        assert!(close(bleed.x, 0.0) && close(bleed.right(), side));
        assert!(single.crop_marks(&trim).is_empty());
        assert!(close(single.back_trim(0).x, trim.x));
        assert_eq!(
            Layout::page_per_tile(45.0, 7.0),
            Err(LayoutError::Bleed(7.0))
        );
        assert_eq!(
            Layout::page_per_tile(500.0, 3.0),
            Err(LayoutError::TileSize(500.0))
        );
    }

    #[test]
    fn labels_stand_outside_the_trim_when_spaced_and_inside_edge_to_edge() {
        let crop = layout(Paper::A4, Marks::Crop, None);
        let trim = crop.trim(0);
        let (x, y) = crop.label_at(&trim);
        assert!(x > trim.x && y > crop.bleed(&trim).bottom());
        // The label's text stays above the next row's cell.
        assert!(y + LABEL_POINTS * 0.3 < crop.trim(3).grown(crop.mark_offset + points(SLUG_MM)).y);
        let lines = layout(Paper::A4, Marks::Lines, None);
        let trim = lines.trim(0);
        let (_, y) = lines.label_at(&trim);
        assert!(y < trim.bottom() && y - LABEL_POINTS > trim.y);
    }
}
