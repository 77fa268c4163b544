//! Rasterising scenes with tiny-skia (anti-aliased) and encoding the pixels as PNG.

use image::ImageEncoder;
use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use tiny_skia::{FillRule, LineCap, LineJoin, Paint, PathBuilder, Pixmap, Transform};

use crate::model::{Catalog, Expansion, Rotation, Tile};
use crate::parallel;
use crate::render::{Cap, Colour, Geometry, RenderError, Scene, Segment, Shape, Size};

/// The PNG compression used: fast deflate. The drawings are flat areas of a few colours, which
/// even fast deflate shrinks well; the best compression costs several times the time for a
/// few per cent fewer bytes (see BENCHMARKS.md).
pub const COMPRESSION: CompressionType = CompressionType::Fast;
/// The PNG row filter used with [`COMPRESSION`]: `Up` turns the long vertical runs of flat
/// colour into zeros at a third of the cost of trying every filter on every row (`Adaptive`).
pub const FILTER: FilterType = FilterType::Up;

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

/// The square `pixmap` turned clockwise by `rotation`; a pixmap that is not square is an
/// error, whatever the rotation.
pub fn turn(pixmap: &Pixmap, rotation: Rotation) -> Result<Pixmap, RenderError> {
    if pixmap.width() != pixmap.height() {
        return Err(RenderError::NotSquare(pixmap.width(), pixmap.height()));
    }
    if rotation == Rotation::R0 {
        return Ok(pixmap.clone());
    }
    let side = pixmap.width() as usize;
    let last = side - 1;
    let mut turned = canvas(pixmap.width(), pixmap.height())?;
    let source = pixmap.pixels();
    let target = turned.pixels_mut();
    if rotation == Rotation::R180 {
        for (pixel, from) in target.iter_mut().zip(source.iter().rev()) {
            *pixel = *from;
        }
    } else {
        // Row by row of the turned image: target pixel (x, y) comes from a column of the
        // source, (y, last - x) for a quarter turn clockwise, (last - y, x) for three.
        for (y, row) in target.chunks_exact_mut(side).enumerate() {
            for (x, pixel) in row.iter_mut().enumerate() {
                *pixel = if rotation == Rotation::R90 {
                    source[(last - x) * side + y]
                } else {
                    source[x * side + last - y]
                };
            }
        }
    }
    Ok(turned)
}

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

/// The PNG encoding of `pixmap`, 8 bits a channel: RGB when every pixel is opaque (a quarter
/// fewer bytes to filter and compress), otherwise straight (not premultiplied) RGBA.
pub fn encode(pixmap: &Pixmap) -> Result<Vec<u8>, RenderError> {
    let pixels = pixmap.pixels();
    let (data, colour) = if pixels.iter().all(|pixel| pixel.alpha() == u8::MAX) {
        let mut rgb = vec![0; pixels.len() * 3];
        for (colour, pixel) in rgb.chunks_exact_mut(3).zip(pixmap.data().chunks_exact(4)) {
            colour.copy_from_slice(&pixel[..3]);
        }
        (rgb, image::ExtendedColorType::Rgb8)
    } else {
        (
            pixmap.clone().take_demultiplied(),
            image::ExtendedColorType::Rgba8,
        )
    };
    let mut bytes = Vec::new();
    PngEncoder::new_with_quality(&mut bytes, COMPRESSION, FILTER)
        .write_image(&data, pixmap.width(), pixmap.height(), colour)
        .map_err(|error| RenderError::Encoding(error.to_string()))?;
    Ok(bytes)
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

/// `pixmap` made `factor` times smaller on each side: each pixel is the average of the
/// `factor` × `factor` block it stands for, rounded to the nearest value; a block cut off at the
/// right or bottom edge is left out.
pub fn shrink(pixmap: &Pixmap, factor: u32) -> Result<Pixmap, RenderError> {
    let factor = factor.max(1);
    let mut small = canvas(pixmap.width() / factor, pixmap.height() / factor)?;
    let step = factor as usize;
    let stride = pixmap.width() as usize * 4;
    let small_stride = small.width() as usize * 4;
    let count = factor * factor;
    let mut sums = vec![[0u32; 4]; small.width() as usize];
    for (row, out) in small.data_mut().chunks_exact_mut(small_stride).enumerate() {
        sums.fill([0; 4]);
        let block = &pixmap.data()[row * step * stride..(row + 1) * step * stride];
        for line in block.chunks_exact(stride) {
            for (sum, pixels) in sums.iter_mut().zip(line.chunks_exact(4 * step)) {
                for pixel in pixels.chunks_exact(4) {
                    sum[0] += u32::from(pixel[0]);
                    sum[1] += u32::from(pixel[1]);
                    sum[2] += u32::from(pixel[2]);
                    sum[3] += u32::from(pixel[3]);
                }
            }
        }
        // Premultiplied colour stays premultiplied: no channel's sum exceeds the alpha sum.
        for (value, sum) in out.iter_mut().zip(sums.iter().flatten()) {
            *value = ((sum + count / 2) / count) as u8;
        }
    }
    Ok(small)
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
        let small = shrink(&pixmap, 2).unwrap();
        assert_eq!((small.width(), small.height()), (2, 2));
        let top_left = small.pixels()[0];
        assert_eq!(
            (top_left.red(), top_left.green(), top_left.alpha()),
            (150, 75, 191)
        );
        assert_eq!(small.pixels()[3], pixmap.pixels()[19]);
        assert_eq!(shrink(&pixmap, 1).unwrap(), pixmap);
    }
}
