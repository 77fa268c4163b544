//! Rasterising scenes with tiny-skia (anti-aliased), and moving pixels: quarter turns,
//! thumbnails and copies.

use std::sync::Arc;

use tiny_skia::{
    FillRule, LineCap, LineJoin, Paint, PathBuilder, Pixmap, PremultipliedColorU8, Transform,
};

use crate::model::{Catalog, Expansion, Rotation, Tile};
use crate::output::render::{
    Cap, Colour, DecodedPictures, Geometry, MarkSpot, RenderError, Scene, Segment, Shape, Size,
};
use crate::shared::parallel;

/// Draws `tile` turned by `rotation` on a new canvas `size` pixels square.
///
/// The tile is drawn as printed and its pixels are then turned by whole quarter turns, which is
/// exact: the picture is the same as drawing the turned [`Scene`], at a quarter of the cost when
/// all four rotations are needed.
pub fn tile(
    tile: &Tile,
    expansion: Option<&Expansion>,
    rotation: Rotation,
    size: Size,
) -> Result<Pixmap, RenderError> {
    let printed = draw(&Scene::of(tile, expansion, Rotation::R0), size)?;
    turn(&printed, rotation)
}

/// `tile` as printed, at the size `pictures` draws: its own picture from `pictures` (decoded
/// once however many tiles name it), or without one its drawing from the data with the mark of
/// `expansion` painted from its picture in `pictures` ([`stamp_mark`]).
pub fn printed(
    tile: &Tile,
    expansion: Option<&Expansion>,
    pictures: &DecodedPictures<'_>,
) -> Result<Arc<Pixmap>, RenderError> {
    if let Some(picture) = pictures.printed(tile)? {
        return Ok(picture);
    }
    let scene = Scene::of(tile, expansion, Rotation::R0);
    let mut pixmap = draw(&scene, pictures.size())?;
    if let Some(spot) = &scene.mark {
        stamp_mark(&mut pixmap, spot, pictures)?;
    }
    Ok(Arc::new(pixmap))
}

/// Paints the mark's picture from `pictures` over `pixmap`, a tile drawn at the pictures'
/// size, in the square `spot` gives, turned with the tile; nothing when the expansion's symbol
/// names no picture.
pub fn stamp_mark(
    pixmap: &mut Pixmap,
    spot: &MarkSpot,
    pictures: &DecodedPictures<'_>,
) -> Result<(), RenderError> {
    let side = pixmap.width();
    stamp_mark_in(pixmap, spot, pictures, 0, side)
}

/// Paints the mark as [`stamp_mark`] does, on a tile `side` pixels square whose top-left corner
/// stands `origin` pixels right of and below `pixmap`'s (a tile with its bleed around it).
pub fn stamp_mark_in(
    pixmap: &mut Pixmap,
    spot: &MarkSpot,
    pictures: &DecodedPictures<'_>,
    origin: u32,
    side: u32,
) -> Result<(), RenderError> {
    let Some(mark) = pictures.mark(&spot.expansion)? else {
        return Ok(());
    };
    let mark = turn(&mark, spot.rotation)?;
    let corner = spot.top_left();
    let (origin, side) = (origin as i32, side as f32);
    pixmap.draw_pixmap(
        origin + (corner.x * side).round() as i32,
        origin + (corner.y * side).round() as i32,
        mark.as_ref(),
        &tiny_skia::PixmapPaint::default(),
        Transform::identity(),
        None,
    );
    Ok(())
}

/// The square `pixmap` turned clockwise by `rotation`; a pixmap that is not square is an
/// error, whatever the rotation.
pub fn turn(pixmap: &Pixmap, rotation: Rotation) -> Result<Pixmap, RenderError> {
    let mut turned = canvas(pixmap.width(), pixmap.height())?;
    turn_into(pixmap, rotation, &mut turned, 0, 0)?;
    Ok(turned)
}

/// Copies the square `pixmap` turned clockwise by `rotation` onto `target` with its top-left
/// corner at pixel `(x, y)`, replacing what was there. A pixmap that is not square, or that
/// does not lie wholly inside `target` there, is an error.
pub fn turn_into(
    pixmap: &Pixmap,
    rotation: Rotation,
    target: &mut Pixmap,
    x: u32,
    y: u32,
) -> Result<(), RenderError> {
    if pixmap.width() != pixmap.height() {
        return Err(RenderError::NotSquare(pixmap.width(), pixmap.height()));
    }
    let side = pixmap.width() as usize;
    let fits = |at: u32, length: u32| at as usize + side <= length as usize;
    if !fits(x, target.width()) || !fits(y, target.height()) {
        return Err(RenderError::Atlas(format!(
            "a {side} px square at ({x}, {y}) does not fit in a {}×{} px image",
            target.width(),
            target.height()
        )));
    }
    let last = side - 1;
    let stride = target.width() as usize;
    let (x, y) = (x as usize, y as usize);
    let source = pixmap.pixels();
    let target = target.pixels_mut();
    let at = |row: usize, column: usize| (y + row) * stride + x + column;
    match rotation {
        Rotation::R0 => {
            for (row, from) in source.chunks_exact(side).enumerate() {
                target[at(row, 0)..at(row, side)].copy_from_slice(from);
            }
        }
        Rotation::R180 => {
            for (row, from) in source.chunks_exact(side).rev().enumerate() {
                for (pixel, from) in target[at(row, 0)..at(row, side)]
                    .iter_mut()
                    .zip(from.iter().rev())
                {
                    *pixel = *from;
                }
            }
        }
        // A quarter turn makes source rows target columns. It goes a square block at a time:
        // the block's columns are read from stretches of source rows into a small square,
        // which is then written out row by row, so that both sides are read and written
        // in runs and the block stays in registers and the nearest cache.
        Rotation::R90 | Rotation::R270 => {
            let mut block = [[PremultipliedColorU8::TRANSPARENT; TURN_BLOCK]; TURN_BLOCK];
            for block_row in (0..side).step_by(TURN_BLOCK) {
                let rows = block_row..(block_row + TURN_BLOCK).min(side);
                for block_column in (0..side).step_by(TURN_BLOCK) {
                    let columns = block_column..(block_column + TURN_BLOCK).min(side);
                    // Target pixel (row, column) is pixel `row` of source row `last - column`
                    // for a quarter turn, pixel `last - row` of source row `column` for three.
                    for (turned, column) in block.iter_mut().zip(columns.clone()) {
                        if rotation == Rotation::R90 {
                            let from = &source[(last - column) * side..][rows.clone()];
                            turned[..from.len()].copy_from_slice(from);
                        } else {
                            let from = &source[column * side..]
                                [last + 1 - rows.end..last + 1 - rows.start];
                            for (pixel, from) in turned.iter_mut().zip(from.iter().rev()) {
                                *pixel = *from;
                            }
                        }
                    }
                    for (index, row) in rows.clone().enumerate() {
                        let line = &mut target[at(row, columns.start)..at(row, columns.end)];
                        for (pixel, turned) in line.iter_mut().zip(&block) {
                            *pixel = turned[index];
                        }
                    }
                }
            }
        }
    }
    Ok(())
}

/// The side of the square blocks a quarter turn moves at a time: eight pixels are half a cache
/// line of the rows they are read from and written to.
const TURN_BLOCK: usize = 8;

/// Draws `scene` on a new canvas `size` pixels square.
pub fn draw(scene: &Scene, size: Size) -> Result<Pixmap, RenderError> {
    let mut pixmap = canvas(size.pixels(), size.pixels())?;
    let scale = size.pixels() as f32;
    paint(&mut pixmap, &scene.shapes, scale, (0.0, 0.0));
    Ok(pixmap)
}

/// A new transparent canvas, or an error when it would be too large.
pub fn canvas(width: u32, height: u32) -> Result<Pixmap, RenderError> {
    Pixmap::new(width, height).ok_or(RenderError::Canvas(width, height))
}

/// A new canvas filled with the opaque `colour`, or an error when it would be too large.
pub fn filled(width: u32, height: u32, colour: Colour) -> Result<Pixmap, RenderError> {
    let mut pixmap = canvas(width, height)?;
    pixmap.fill(tiny_skia::Color::from_rgba8(
        colour.r,
        colour.g,
        colour.b,
        u8::MAX,
    ));
    Ok(pixmap)
}

/// Paints `shapes` on `pixmap`, each point `(x, y)` landing on pixel
/// `(origin.0 + x × scale, origin.1 + y × scale)`.
pub fn paint(pixmap: &mut Pixmap, shapes: &[Shape], scale: f32, origin: (f32, f32)) {
    let transform = Transform::from_row(scale, 0.0, 0.0, scale, origin.0, origin.1);
    for shape in shapes {
        let Some(path) = path(&shape.geometry) else {
            continue;
        };
        if let Some(colour) = shape.style.fill {
            pixmap.fill_path(&path, &solid(colour), FillRule::Winding, transform, None);
        }
        if let Some(stroke) = shape.style.stroke {
            let line = tiny_skia::Stroke {
                width: stroke.width,
                line_cap: match stroke.cap {
                    Cap::Butt => LineCap::Butt,
                    Cap::Round => LineCap::Round,
                },
                line_join: LineJoin::Round,
                ..tiny_skia::Stroke::default()
            };
            pixmap.stroke_path(&path, &solid(stroke.colour), &line, transform, None);
        }
    }
}

fn solid(colour: Colour) -> Paint<'static> {
    let mut paint = Paint::default();
    paint.set_color_rgba8(colour.r, colour.g, colour.b, u8::MAX);
    paint.anti_alias = true;
    paint
}

fn path(geometry: &Geometry) -> Option<tiny_skia::Path> {
    match geometry {
        Geometry::Circle { centre, radius } => {
            PathBuilder::from_circle(centre.x, centre.y, *radius)
        }
        Geometry::Path(segments) => {
            let mut builder = PathBuilder::new();
            for segment in segments {
                match *segment {
                    Segment::MoveTo(p) => builder.move_to(p.x, p.y),
                    Segment::LineTo(p) => builder.line_to(p.x, p.y),
                    Segment::QuadTo(c, p) => builder.quad_to(c.x, c.y, p.x, p.y),
                    Segment::CubicTo(c1, c2, p) => {
                        builder.cubic_to(c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                    }
                    Segment::Close => builder.close(),
                }
            }
            builder.finish()
        }
    }
}

/// One tile drawn in one rotation.
pub struct Drawn<'a> {
    /// The tile.
    pub tile: &'a Tile,
    /// How far it is turned.
    pub rotation: Rotation,
    /// Its pixels.
    pub pixmap: Pixmap,
}

/// Every tile of `catalog` in each of the four rotations, in tile order and then rotation order,
/// each `size` pixels square.
pub fn every_rotation(catalog: &Catalog, size: Size) -> Result<Vec<Drawn<'_>>, RenderError> {
    let printed = parallel::map(&catalog.tiles, 1, |tile| {
        let expansion = catalog.expansion(&tile.expansion);
        draw(&Scene::of(tile, expansion, Rotation::R0), size)
    });
    let mut drawn = Vec::with_capacity(printed.len() * 4);
    for (tile, pixmap) in catalog.tiles.iter().zip(printed) {
        let pixmap = pixmap?;
        for rotation in Rotation::ALL {
            drawn.push(Drawn {
                tile,
                rotation,
                pixmap: turn(&pixmap, rotation)?,
            });
        }
    }
    Ok(drawn)
}

/// Copies `pixmap` made `factor` times smaller on each side onto `target` with its top-left
/// corner at pixel `(x, y)`: each pixel is the average of the `factor` × `factor` block it
/// stands for, rounded to the nearest value. A block cut off at the right or bottom edge of
/// `pixmap` is left out, and whatever falls outside `target` is cut off.
pub fn shrink_into(pixmap: &Pixmap, factor: u32, target: &mut Pixmap, x: u32, y: u32) {
    let step = factor.clamp(1, MAX_SHRINK) as usize;
    let stride = pixmap.width() as usize * 4;
    let target_width = target.width() as usize;
    let (x, y) = (x as usize, y as usize);
    let width = (pixmap.width() as usize / step).min(target_width.saturating_sub(x));
    let height =
        (pixmap.height() as usize / step).min((target.height() as usize).saturating_sub(y));
    let average = Average::of(step * step);
    let mut sums = vec![Sums::default(); width];
    for row in 0..height {
        sums.fill(Sums::default());
        let block = &pixmap.data()[row * step * stride..(row + 1) * step * stride];
        for line in block.chunks_exact(stride) {
            for (sum, pixels) in sums.iter_mut().zip(line.chunks_exact(4 * step)) {
                sum.add(pixels);
            }
        }
        // Premultiplied colour stays premultiplied: no channel's sum exceeds the alpha sum.
        let start = ((y + row) * target_width + x) * 4;
        let out = &mut target.data_mut()[start..start + width * 4];
        for (pixel, sum) in out.chunks_exact_mut(4).zip(&sums) {
            for (value, channel) in pixel.iter_mut().zip(sum.channels()) {
                *value = average.of_sum(channel);
            }
        }
    }
}

/// The largest factor [`shrink_into`] shrinks by; larger ones are taken as this. The sums of a
/// block of 16 × 16 pixels fit the 16-bit lanes they are summed in.
pub const MAX_SHRINK: u32 = 16;

/// The channel sums of a block of pixels, taken two pixels (eight bytes) at a time: one word
/// holds the red and blue bytes of both pixels in 16-bit lanes, the other the green and alpha
/// bytes, so that two additions sum eight bytes.
#[derive(Debug, Clone, Copy, Default)]
struct Sums {
    red_blue: u64,
    green_alpha: u64,
}

impl Sums {
    /// Every other byte of a word, each in a 16-bit lane.
    const LANES: u64 = 0x00ff_00ff_00ff_00ff;

    /// Adds the pixels of `pixels`, RGBA bytes.
    fn add(&mut self, pixels: &[u8]) {
        let mut pairs = pixels.chunks_exact(8);
        for pair in &mut pairs {
            let mut bytes = [0; 8];
            bytes.copy_from_slice(pair);
            self.add_word(u64::from_le_bytes(bytes));
        }
        if let [red, green, blue, alpha] = *pairs.remainder() {
            self.add_word(u64::from(u32::from_le_bytes([red, green, blue, alpha])));
        }
    }

    fn add_word(&mut self, word: u64) {
        self.red_blue += word & Sums::LANES;
        self.green_alpha += (word >> 8) & Sums::LANES;
    }

    /// The red, green, blue and alpha sums.
    fn channels(self) -> [u32; 4] {
        let lane = |word: u64, index: u32| (word >> (16 * index)) as u32 & 0xffff;
        let both = |word: u64, index: u32| lane(word, index) + lane(word, index + 2);
        [
            both(self.red_blue, 0),
            both(self.green_alpha, 0),
            both(self.red_blue, 1),
            both(self.green_alpha, 1),
        ]
    }
}

/// The rounded average of `count` bytes from their sum, by a multiplication instead of a
/// division (which costs several times as much, once for each channel of each pixel).
#[derive(Debug, Clone, Copy)]
struct Average {
    count: u64,
    /// ⌈2⁴⁰ / count⌉: for any sum of fewer than 65,536 bytes, `(sum + count / 2) × reciprocal`
    /// shifted right by 40 is exactly `(sum + count / 2) / count`, since the reciprocal's
    /// excess, less than `count / 2⁴⁰`, then adds less than `1 / count`.
    reciprocal: u64,
}

impl Average {
    fn of(count: usize) -> Average {
        let count = count.max(1) as u64;
        Average {
            count,
            reciprocal: (1u64 << 40).div_ceil(count),
        }
    }

    fn of_sum(self, sum: u32) -> u8 {
        (((u64::from(sum) + self.count / 2) * self.reciprocal) >> 40) as u8
    }
}

/// Copies `source` onto `target` with its top-left corner at pixel `(x, y)`, replacing what was
/// there; whatever falls outside `target` is cut off.
pub fn blit(target: &mut Pixmap, source: &Pixmap, x: u32, y: u32) {
    let target_width = target.width() as usize;
    let target_height = target.height() as usize;
    let (x, y) = (x as usize, y as usize);
    if x >= target_width {
        return;
    }
    let row_length = (source.width() as usize).min(target_width - x) * 4;
    let source_stride = source.width() as usize * 4;
    let target_stride = target_width * 4;
    let data = target.data_mut();
    for (row, source_row) in source.data().chunks_exact(source_stride).enumerate() {
        if y + row >= target_height {
            break;
        }
        let start = (y + row) * target_stride + x * 4;
        data[start..start + row_length].copy_from_slice(&source_row[..row_length]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_square_image_turns() {
        let wide = canvas(4, 2).unwrap();
        for rotation in Rotation::ALL {
            assert_eq!(
                turn(&wide, rotation).unwrap_err(),
                RenderError::NotSquare(4, 2)
            );
        }
        let mut square = canvas(2, 2).unwrap();
        square.pixels_mut()[1] =
            tiny_skia::PremultipliedColorU8::from_rgba(255, 0, 0, 255).unwrap();
        let turned = turn(&square, Rotation::R90).unwrap();
        assert_eq!(
            turned.pixels()[3],
            square.pixels()[1],
            "the top right goes bottom right"
        );
    }

    #[test]
    fn shrinking_averages_each_block() {
        let mut pixmap = canvas(5, 4).unwrap();
        pixmap.fill(tiny_skia::Color::from_rgba8(200, 100, 0, 255));
        // One transparent pixel in the top-left block: a quarter less of everything there.
        pixmap.pixels_mut()[0] = tiny_skia::PremultipliedColorU8::TRANSPARENT;
        let mut small = canvas(3, 3).unwrap();
        shrink_into(&pixmap, 2, &mut small, 1, 0);
        let top_left = small.pixels()[1];
        assert_eq!(
            (top_left.red(), top_left.green(), top_left.alpha()),
            (150, 75, 191)
        );
        assert_eq!(small.pixels()[5], pixmap.pixels()[19]);
        // Nothing outside the two blocks' place is touched.
        for index in [0, 3, 6, 7, 8] {
            assert_eq!(small.pixels()[index].alpha(), 0, "pixel {index}");
        }
        let mut same = canvas(5, 4).unwrap();
        shrink_into(&pixmap, 1, &mut same, 0, 0);
        assert_eq!(same, pixmap);
    }

    #[test]
    fn shrinking_by_any_factor_gives_each_block_its_rounded_average() {
        let mut pixmap = canvas(37, 35).unwrap();
        for (index, pixel) in pixmap.pixels_mut().iter_mut().enumerate() {
            let alpha = (index * 7 % 256) as u8;
            let colour = tiny_skia::ColorU8::from_rgba((index % 251) as u8, 90, 200, alpha);
            *pixel = colour.premultiply();
        }
        for factor in 1..=MAX_SHRINK {
            let mut small = canvas(37 / factor, 35 / factor).unwrap();
            shrink_into(&pixmap, factor, &mut small, 0, 0);
            for (x, y) in (0..small.height()).flat_map(|y| (0..small.width()).map(move |x| (x, y)))
            {
                let mut sums = [0u32; 4];
                for (dx, dy) in (0..factor).flat_map(|dy| (0..factor).map(move |dx| (dx, dy))) {
                    let pixel = pixmap.pixel(x * factor + dx, y * factor + dy).unwrap();
                    let channels = [pixel.red(), pixel.green(), pixel.blue(), pixel.alpha()];
                    for (sum, channel) in sums.iter_mut().zip(channels) {
                        *sum += u32::from(channel);
                    }
                }
                let count = factor * factor;
                let expected = sums.map(|sum| ((sum + count / 2) / count) as u8);
                let pixel = small.pixel(x, y).unwrap();
                assert_eq!(
                    [pixel.red(), pixel.green(), pixel.blue(), pixel.alpha()],
                    expected,
                    "factor {factor}, ({x}, {y})"
                );
            }
        }
    }

    #[test]
    fn averages_by_multiplication_are_the_rounded_quotients() {
        for side in 1..=16 {
            let count = side * side;
            let average = Average::of(count);
            for sum in 0..=255 * count as u32 {
                let expected = (sum + count as u32 / 2) / count as u32;
                assert_eq!(u32::from(average.of_sum(sum)), expected, "{sum} / {count}");
            }
        }
    }

    #[test]
    fn every_turn_of_every_side_moves_each_pixel_where_a_quarter_turn_takes_it() {
        for side in 1..=19 {
            let mut square = canvas(side, side).unwrap();
            for (index, pixel) in square.pixels_mut().iter_mut().enumerate() {
                let [low, high, ..] = (index as u32).to_le_bytes();
                *pixel = PremultipliedColorU8::from_rgba(low, high, 7, 255).unwrap();
            }
            let last = side - 1;
            for rotation in Rotation::ALL {
                let turned = turn(&square, rotation).unwrap();
                for y in 0..side {
                    for x in 0..side {
                        // Where target pixel (x, y) comes from, turning back.
                        let (from_x, from_y) = match rotation {
                            Rotation::R0 => (x, y),
                            Rotation::R90 => (y, last - x),
                            Rotation::R180 => (last - x, last - y),
                            Rotation::R270 => (last - y, x),
                        };
                        assert_eq!(
                            turned.pixel(x, y),
                            square.pixel(from_x, from_y),
                            "{side} px, {rotation:?}, ({x}, {y})"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn a_turned_square_lands_where_asked_and_must_fit() {
        let mut square = canvas(2, 2).unwrap();
        let red = tiny_skia::PremultipliedColorU8::from_rgba(255, 0, 0, 255).unwrap();
        square.pixels_mut()[1] = red;
        let mut target = canvas(4, 3).unwrap();
        turn_into(&square, Rotation::R90, &mut target, 2, 1).unwrap();
        // The top right of the square goes bottom right: (1, 1) of the square, (3, 2) here.
        assert_eq!(target.pixels()[2 * 4 + 3], red);
        assert_eq!(
            target
                .pixels()
                .iter()
                .filter(|pixel| **pixel == red)
                .count(),
            1
        );
        assert!(turn_into(&square, Rotation::R0, &mut target, 3, 0).is_err());
        assert!(turn_into(&square, Rotation::R0, &mut target, 0, 2).is_err());
    }
}
