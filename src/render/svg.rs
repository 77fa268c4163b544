//! Writing scenes as SVG text: the same shapes as the PNG, in pixel units, with numbers rounded
//! to two decimals so the same scene always gives the same text.

use std::fmt::Write;

use crate::model::{Expansion, Rotation, Tile};
use crate::render::{Cap, Geometry, Scene, Segment, Shape, Size, Style};

/// The SVG drawing of `tile` turned by `rotation`, `size` pixels square.
pub fn svg(tile: &Tile, expansion: Option<&Expansion>, rotation: Rotation, size: Size) -> String {
    scene_svg(&Scene::of(tile, expansion, rotation), size)
}

/// The SVG text of `scene`, `size` pixels square.
///
/// ```
/// use tilecat::render::{Geometry, Point, Scene, Shape, Size, Style, Colour, scene_svg};
/// let scene = Scene {
///     shapes: vec![Shape {
///         geometry: Geometry::circle(Point::new(0.5, 0.25), 0.125),
///         style: Style::fill(Colour::rgb(255, 0, 0)),
///     }],
///     arrow: None,
/// };
/// let text = scene_svg(&scene, Size::new(64).unwrap());
/// assert!(text.contains(r##"<circle cx="32" cy="16" r="8" fill="#ff0000"/>"##));
/// ```
pub fn scene_svg(scene: &Scene, size: Size) -> String {
    let pixels = size.pixels();
    let scale = pixels as f32;
    let mut text = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{pixels}\" height=\"{pixels}\" viewBox=\"0 0 {pixels} {pixels}\">\n"
    );
    for shape in &scene.shapes {
        element(&mut text, shape, scale);
    }
    text.push_str("</svg>\n");
    text
}

fn element(text: &mut String, shape: &Shape, scale: f32) {
    match &shape.geometry {
        Geometry::Circle { centre, radius } => {
            let _ = write!(
                text,
                "<circle cx=\"{}\" cy=\"{}\" r=\"{}\"",
                number(centre.x * scale),
                number(centre.y * scale),
                number(radius * scale)
            );
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
    let mut point = |command: &str, points: &[crate::render::Point]| {
        text.push_str(command);
        for (index, point) in points.iter().enumerate() {
            if index > 0 {
                text.push(' ');
            }
            let _ = write!(
                text,
                "{} {}",
                number(point.x * scale),
                number(point.y * scale)
            );
        }
    };
    match *segment {
        Segment::MoveTo(p) => point("M", &[p]),
        Segment::LineTo(p) => point("L", &[p]),
        Segment::QuadTo(c, p) => point("Q", &[c, p]),
        Segment::CubicTo(c1, c2, p) => point("C", &[c1, c2, p]),
        Segment::Close => text.push('Z'),
    }
}

fn paint(text: &mut String, style: &Style, scale: f32) {
    match style.fill {
        Some(colour) => {
            let _ = write!(text, " fill=\"{}\"", colour.hex());
        }
        None => text.push_str(" fill=\"none\""),
    }
    if let Some(stroke) = style.stroke {
        let cap = match stroke.cap {
            Cap::Butt => "butt",
            Cap::Round => "round",
        };
        let _ = write!(
            text,
            " stroke=\"{}\" stroke-width=\"{}\" stroke-linecap=\"{cap}\" stroke-linejoin=\"round\"",
            stroke.colour.hex(),
            number(stroke.width * scale)
        );
    }
}

/// `value` rounded to two decimals, without trailing zeros or a negative zero: `12.5`, `3`,
/// `-0.25`.
fn number(value: f32) -> String {
    let hundredths = (f64::from(value) * 100.0).round() as i64;
    let sign = if hundredths < 0 { "-" } else { "" };
    let magnitude = hundredths.unsigned_abs();
    let (whole, fraction) = (magnitude / 100, magnitude % 100);
    match fraction {
        0 => format!("{sign}{whole}"),
        f if f % 10 == 0 => format!("{sign}{whole}.{}", f / 10),
        f => format!("{sign}{whole}.{f:02}"),
    }
}

#[cfg(test)]
mod tests {
    use super::number;

    #[test]
    fn numbers_are_short_and_stable() {
        assert_eq!(number(12.5), "12.5");
        assert_eq!(number(3.0), "3");
        assert_eq!(number(-0.001), "0");
        assert_eq!(number(-0.25), "-0.25");
        assert_eq!(number(0.05), "0.05");
        assert_eq!(number(70.698), "70.7");
    }
}
