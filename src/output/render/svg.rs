//! Writing scenes as SVG text: the same shapes as the PNG, in pixel units, with numbers rounded
//! to two decimals so the same scene always gives the same text. A tile's SVG groups each
//! feature's drawing in a `<g>` whose `id` is the feature's id; a field that meets the edge,
//! whose grass it shares with the others, is drawn again in its group as its own area.

use std::fmt::Write;

use crate::model::{Expansion, Feature, Footprint, Rotation, Tile};
use crate::output::drawing::{Owner, palette};
use tiny_skia::Pixmap;

use crate::output::render::{
    Cap, Geometry, MARK_SIDE, Point, RenderError, Scene, Segment, Shape, Size, Style, encoding,
    raster,
};

/// About how many bytes the `svg` element takes around its shapes.
const HEAD_BYTES: usize = 128;
/// About how many bytes a shape takes: with the above, room enough that the text is rarely
/// copied as it grows.
const SHAPE_BYTES: usize = 192;

/// The SVG drawing of `tile` turned by `rotation`, `size` pixels square, each feature's drawing
/// in a group with its id.
pub fn svg(tile: &Tile, expansion: Option<&Expansion>, rotation: Rotation, size: Size) -> String {
    svg_with(
        tile,
        expansion,
        rotation,
        size,
        &crate::output::drawing::footprints(tile, expansion),
    )
}

/// [`svg`], with the tile's `footprints` as printed ([`crate::output::drawing::footprints`]) already
/// at hand.
pub fn svg_with(
    tile: &Tile,
    expansion: Option<&Expansion>,
    rotation: Rotation,
    size: Size,
    footprints: &[Footprint],
) -> String {
    let scene = Scene::of(tile, expansion, rotation);
    let mut text = head(&scene, size);
    body(&mut text, tile, &scene, footprints, rotation, size);
    text.push_str("</svg>\n");
    text
}

/// [`svg_with`], with the mark of `expansion` drawn from `mark`, its picture as printed (from
/// [`DecodedPictures::mark`](crate::output::render::DecodedPictures::mark) at `size`), turned with the
/// tile and embedded as a PNG `data:` URL in its square; without `mark`, or when the
/// expansion's symbol names no picture, the same as [`svg_with`].
pub fn svg_with_mark(
    tile: &Tile,
    expansion: Option<&Expansion>,
    rotation: Rotation,
    size: Size,
    footprints: &[Footprint],
    mark: Option<&Pixmap>,
) -> Result<String, RenderError> {
    use base64::Engine as _;
    let scene = Scene::of(tile, expansion, rotation);
    let mut text = head(&scene, size);
    body(&mut text, tile, &scene, footprints, rotation, size);
    if let (Some(spot), Some(mark)) = (&scene.mark, mark) {
        let png = encoding::encode(&raster::turn(mark, spot.rotation)?)?;
        let scale = size.pixels() as f32;
        let corner = spot.top_left();
        text.push_str("<image");
        attribute(&mut text, "x", corner.x * scale);
        attribute(&mut text, "y", corner.y * scale);
        attribute(&mut text, "width", MARK_SIDE * scale);
        attribute(&mut text, "height", MARK_SIDE * scale);
        let data = base64::engine::general_purpose::STANDARD.encode(png);
        let _ = writeln!(text, " href=\"data:image/png;base64,{data}\"/>");
    }
    text.push_str("</svg>\n");
    Ok(text)
}

/// The shapes of `scene`, the drawing of `tile` turned by `rotation`, each feature's in its
/// group, written into `text` at `size`.
fn body(
    text: &mut String,
    tile: &Tile,
    scene: &Scene,
    footprints: &[Footprint],
    rotation: Rotation,
    size: Size,
) {
    let scale = size.pixels() as f32;
    for (index, shape) in scene.shapes.iter().enumerate() {
        let part = scene.parts.iter().find(|part| part.shapes.start == index);
        if let Some(Owner::Feature(feature)) = part.map(|part| part.owner) {
            open_group(text, tile.features[feature].id());
        }
        element(text, shape, scale);
        for part in scene
            .parts
            .iter()
            .filter(|part| part.shapes.end == index + 1)
        {
            match part.owner {
                Owner::Feature(_) => text.push_str("</g>\n"),
                Owner::Grass => {
                    edge_fields(text, tile, scene, footprints, rotation, scale);
                }
            }
        }
    }
}

/// The fields that share the grass, each in its group as its own area, turned by `rotation`.
fn edge_fields(
    text: &mut String,
    tile: &Tile,
    scene: &Scene,
    footprints: &[Footprint],
    rotation: Rotation,
    scale: f32,
) {
    for (index, (feature, footprint)) in tile.features.iter().zip(footprints).enumerate() {
        let drawn = scene.part(Owner::Feature(index)).is_some();
        if !matches!(feature, Feature::Field { .. }) || drawn {
            continue;
        }
        open_group(text, feature.id());
        text.push_str("<path d=\"");
        for ring in 0..footprint.rings.len() {
            if ring > 0 {
                text.push(' ');
            }
            for (place, [x, y]) in footprint.turned_ring(ring, rotation).enumerate() {
                text.push(if place == 0 { 'M' } else { 'L' });
                number(text, x as f32 * scale);
                text.push(' ');
                number(text, y as f32 * scale);
            }
            text.push('Z');
        }
        text.push_str("\" fill-rule=\"evenodd\"");
        paint(text, &Style::fill(palette::FIELD), scale);
        text.push_str("/>\n</g>\n");
    }
}

/// Opens the group of the feature `id`.
fn open_group(text: &mut String, id: &str) {
    text.push_str("<g id=\"");
    push_id(text, id);
    text.push_str("\">\n");
}

/// Appends a feature's `id` as an attribute value, escaped as [`crate::shared::escape::markup`]
/// escapes one, so that it reads back as the id.
fn push_id(text: &mut String, id: &str) {
    text.push_str(&crate::shared::escape::markup(id));
}

fn head(scene: &Scene, size: Size) -> String {
    let pixels = size.pixels();
    let mut text = String::with_capacity(HEAD_BYTES + SHAPE_BYTES * scene.shapes.len());
    let _ = writeln!(
        text,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{pixels}\" height=\"{pixels}\" viewBox=\"0 0 {pixels} {pixels}\">"
    );
    text
}

/// The SVG of a tile's own picture as drawn: `png`, the tile's PNG (its picture decoded,
/// shown the way up it is meant, turned with the tile and scaled to the size), embedded as a
/// `data:` URL in an `image` element `size` pixels square, so the SVG shows what the PNG shows
/// and holds no more than it. Never the picture's file itself: its size is the user's, and a
/// viewer would turn it by its own Exif orientation. An error when `png` is not a PNG of that
/// size.
///
/// ```
/// use tilecat::model::Rotation;
/// use tilecat::output::render::{self, Size};
/// let size = Size::new(64).unwrap();
/// let png = render::png(&tilecat::tables::BASE_A, None, Rotation::R90, size).unwrap();
/// let svg = render::picture_svg(&png, size).unwrap();
/// assert!(svg.contains("href=\"data:image/png;base64,iVBORw0KGgo"));
/// assert!(render::picture_svg(b"not a picture", size).is_err());
/// assert!(render::picture_svg(&png, Size::new(32).unwrap()).is_err());
/// ```
pub fn picture_svg(png: &[u8], size: Size) -> Result<String, RenderError> {
    use base64::Engine as _;
    let pixels = size.pixels();
    let header = png::Decoder::new(std::io::Cursor::new(png))
        .read_info()
        .map_err(|error| RenderError::Encoding(error.to_string()))?;
    let (width, height) = (header.info().width, header.info().height);
    if (width, height) != (pixels, pixels) {
        return Err(RenderError::Encoding(format!(
            "a picture of {width}×{height} px is not the {pixels} px square its SVG shows"
        )));
    }
    let data = base64::engine::general_purpose::STANDARD.encode(png);
    Ok(format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{pixels}\" height=\"{pixels}\" viewBox=\"0 0 {pixels} {pixels}\">\n\
         <image width=\"{pixels}\" height=\"{pixels}\" href=\"data:image/png;base64,{data}\"/>\n\
         </svg>\n"
    ))
}

/// The SVG text of `scene`, `size` pixels square.
///
/// ```
/// use tilecat::output::render::{Geometry, Point, Scene, Shape, Size, Style, Colour, scene_svg};
/// let scene = Scene {
///     shapes: vec![Shape {
///         geometry: Geometry::circle(Point::new(0.5, 0.25), 0.125),
///         style: Style::fill(Colour::rgb(255, 0, 0)),
///     }],
///     parts: Vec::new(),
///     arrow: None,
///     mark: None,
/// };
/// let text = scene_svg(&scene, Size::new(64).unwrap());
/// assert!(text.contains(r##"<circle cx="32" cy="16" r="8" fill="#ff0000"/>"##));
/// ```
pub fn scene_svg(scene: &Scene, size: Size) -> String {
    let scale = size.pixels() as f32;
    let mut text = head(scene, size);
    for shape in &scene.shapes {
        element(&mut text, shape, scale);
    }
    text.push_str("</svg>\n");
    text
}

fn element(text: &mut String, shape: &Shape, scale: f32) {
    match &shape.geometry {
        Geometry::Circle { centre, radius } => {
            text.push_str("<circle");
            attribute(text, "cx", centre.x * scale);
            attribute(text, "cy", centre.y * scale);
            attribute(text, "r", radius * scale);
        }
        Geometry::Path(segments) => {
            text.push_str("<path d=\"");
            for (index, segment) in segments.iter().enumerate() {
                if index > 0 {
                    text.push(' ');
                }
                path_segment(text, segment, scale);
            }
            text.push('"');
        }
    }
    paint(text, &shape.style, scale);
    text.push_str("/>\n");
}

fn path_segment(text: &mut String, segment: &Segment, scale: f32) {
    let mut command = |command: char, points: &[Point]| {
        text.push(command);
        for (index, point) in points.iter().enumerate() {
            if index > 0 {
                text.push(' ');
            }
            number(text, point.x * scale);
            text.push(' ');
            number(text, point.y * scale);
        }
    };
    match *segment {
        Segment::MoveTo(p) => command('M', &[p]),
        Segment::LineTo(p) => command('L', &[p]),
        Segment::QuadTo(c, p) => command('Q', &[c, p]),
        Segment::CubicTo(c1, c2, p) => command('C', &[c1, c2, p]),
        Segment::Close => text.push('Z'),
    }
}

fn paint(text: &mut String, style: &Style, scale: f32) {
    text.push_str(" fill=\"");
    match style.fill {
        Some(colour) => colour.write_hex(text),
        None => text.push_str("none"),
    }
    text.push('"');
    if let Some(stroke) = style.stroke {
        text.push_str(" stroke=\"");
        stroke.colour.write_hex(text);
        text.push('"');
        attribute(text, "stroke-width", stroke.width * scale);
        text.push_str(match stroke.cap {
            Cap::Butt => " stroke-linecap=\"butt\"",
            Cap::Round => " stroke-linecap=\"round\"",
        });
        text.push_str(" stroke-linejoin=\"round\"");
    }
}

/// Writes the attribute `name` with the number `value`, after a space: ` cx="12.5"`.
fn attribute(text: &mut String, name: &str, value: f32) {
    text.push(' ');
    text.push_str(name);
    text.push_str("=\"");
    number(text, value);
    text.push('"');
}

/// Writes `value` rounded to two decimals, without trailing zeros or a negative zero: `12.5`,
/// `3`, `-0.25`.
fn number(text: &mut String, value: f32) {
    let hundredths = (f64::from(value) * 100.0).round() as i64;
    if hundredths < 0 {
        text.push('-');
    }
    let magnitude = hundredths.unsigned_abs();
    let (whole, fraction) = (magnitude / 100, magnitude % 100);
    digits(text, whole);
    if fraction > 0 {
        text.push('.');
        digits(text, fraction / 10);
        if fraction % 10 > 0 {
            digits(text, fraction % 10);
        }
    }
}

/// Writes `value` in decimal.
fn digits(text: &mut String, value: u64) {
    if value >= 10 {
        digits(text, value / 10);
    }
    text.push(char::from(b'0' + (value % 10) as u8));
}

#[cfg(test)]
mod tests {
    use super::number;

    fn written(value: f32) -> String {
        let mut text = String::new();
        number(&mut text, value);
        text
    }

    #[test]
    fn numbers_are_short_and_stable() {
        assert_eq!(written(12.5), "12.5");
        assert_eq!(written(3.0), "3");
        assert_eq!(written(-0.001), "0");
        assert_eq!(written(-0.25), "-0.25");
        assert_eq!(written(0.05), "0.05");
        assert_eq!(written(70.698), "70.7");
        assert_eq!(written(-1234567.0), "-1234567");
        assert_eq!(written(0.0), "0");
        assert_eq!(written(100.1), "100.1");
    }
}
