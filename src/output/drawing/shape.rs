//! Resolution-independent shapes: points, paths and circles with their paint.

use crate::model::Rotation;

/// A point in unit tile coordinates: `(0, 0)` is the north-west corner, `(1, 1)` the south-east
/// corner; x grows to the east and y to the south.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Point {
    /// Distance from the west edge, as a share of the tile's width.
    pub x: f32,
    /// Distance from the north edge, as a share of the tile's height.
    pub y: f32,
}

impl Point {
    /// The tile centre.
    pub const CENTRE: Point = Point::new(0.5, 0.5);

    /// The point at `(x, y)`.
    pub const fn new(x: f32, y: f32) -> Point {
        Point { x, y }
    }

    /// This point moved by `(dx, dy)`.
    pub fn offset(self, dx: f32, dy: f32) -> Point {
        Point::new(self.x + dx, self.y + dy)
    }

    /// This point moved `distance` times along the vector `(dx, dy)`.
    pub fn along(self, (dx, dy): (f32, f32), distance: f32) -> Point {
        Point::new(self.x + dx * distance, self.y + dy * distance)
    }

    /// The point a share `t` of the way from this point to `other`.
    pub fn lerp(self, other: Point, t: f32) -> Point {
        Point::new(
            self.x + (other.x - self.x) * t,
            self.y + (other.y - self.y) * t,
        )
    }

    /// Where this point lies after the tile turns by `rotation` about its centre. Quarter turns
    /// are exact: no trigonometry, so the same scene always gives the same numbers.
    ///
    /// ```
    /// use tilecat::model::Rotation;
    /// use tilecat::output::drawing::Point;
    /// // The north side's centre turns to the east side's centre.
    /// assert_eq!(Point::new(0.5, 0.0).rotated(Rotation::R90), Point::new(1.0, 0.5));
    /// ```
    pub fn rotated(self, rotation: Rotation) -> Point {
        let Point { x, y } = self;
        match rotation {
            Rotation::R0 => self,
            Rotation::R90 => Point::new(1.0 - y, x),
            Rotation::R180 => Point::new(1.0 - x, 1.0 - y),
            Rotation::R270 => Point::new(y, 1.0 - x),
        }
    }
}

/// An opaque colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Colour {
    /// Red, 0 to 255.
    pub r: u8,
    /// Green, 0 to 255.
    pub g: u8,
    /// Blue, 0 to 255.
    pub b: u8,
}

impl Colour {
    /// The colour with the given red, green and blue.
    pub const fn rgb(r: u8, g: u8, b: u8) -> Colour {
        Colour { r, g, b }
    }

    /// The colour in CSS hex notation, such as `#7cae4a`.
    ///
    /// ```
    /// assert_eq!(tilecat::output::drawing::Colour::rgb(124, 174, 74).hex(), "#7cae4a");
    /// ```
    pub fn hex(self) -> String {
        let mut text = String::with_capacity(7);
        self.write_hex(&mut text);
        text
    }

    /// Appends the colour to `text` in CSS hex notation, as [`Colour::hex`] writes it.
    pub fn write_hex(self, text: &mut String) {
        const DIGITS: &[u8; 16] = b"0123456789abcdef";
        text.push('#');
        for channel in [self.r, self.g, self.b] {
            text.push(char::from(DIGITS[usize::from(channel >> 4)]));
            text.push(char::from(DIGITS[usize::from(channel & 0xf)]));
        }
    }
}

/// One step of a path outline.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Segment {
    /// Starts a new sub-path at the point.
    MoveTo(Point),
    /// A straight line to the point.
    LineTo(Point),
    /// A quadratic curve through the control point to the end point.
    QuadTo(Point, Point),
    /// A cubic curve through two control points to the end point.
    CubicTo(Point, Point, Point),
    /// Closes the current sub-path with a straight line to its start.
    Close,
}

impl Segment {
    fn map(self, f: impl Fn(Point) -> Point) -> Segment {
        match self {
            Segment::MoveTo(p) => Segment::MoveTo(f(p)),
            Segment::LineTo(p) => Segment::LineTo(f(p)),
            Segment::QuadTo(c, p) => Segment::QuadTo(f(c), f(p)),
            Segment::CubicTo(c1, c2, p) => Segment::CubicTo(f(c1), f(c2), f(p)),
            Segment::Close => Segment::Close,
        }
    }
}

/// The outline of a shape.
#[derive(Debug, Clone, PartialEq)]
pub enum Geometry {
    /// A path of lines and curves.
    Path(Vec<Segment>),
    /// A circle.
    Circle {
        /// The circle's centre.
        centre: Point,
        /// The circle's radius, as a share of the tile's width.
        radius: f32,
    },
}

impl Geometry {
    /// A closed polygon through `points`.
    pub fn polygon(points: &[Point]) -> Geometry {
        let mut geometry = Geometry::polyline(points);
        if let Geometry::Path(segments) = &mut geometry {
            segments.push(Segment::Close);
        }
        geometry
    }

    /// An open line through `points`.
    pub fn polyline(points: &[Point]) -> Geometry {
        Geometry::Path(
            points
                .iter()
                .enumerate()
                .map(|(index, &point)| {
                    if index == 0 {
                        Segment::MoveTo(point)
                    } else {
                        Segment::LineTo(point)
                    }
                })
                .collect(),
        )
    }

    /// A circle around `centre`.
    pub const fn circle(centre: Point, radius: f32) -> Geometry {
        Geometry::Circle { centre, radius }
    }

    /// The outline with every point passed through `f`; a circle's radius is kept, so `f` must
    /// preserve distances (a turn, a move).
    pub fn map(&self, f: impl Fn(Point) -> Point) -> Geometry {
        match self {
            Geometry::Path(segments) => {
                Geometry::Path(segments.iter().map(|segment| segment.map(&f)).collect())
            }
            Geometry::Circle { centre, radius } => Geometry::Circle {
                centre: f(*centre),
                radius: *radius,
            },
        }
    }
}

/// How the ends of an open stroked line look.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cap {
    /// Cut square at the end point.
    Butt,
    /// Rounded past the end point.
    Round,
}

/// The line drawn along a shape's outline. Corners are always rounded.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Stroke {
    /// The line's colour.
    pub colour: Colour,
    /// The line's width, as a share of the tile's width.
    pub width: f32,
    /// How open ends look.
    pub cap: Cap,
}

/// How a shape is painted: filled, outlined, or both.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Style {
    /// The fill colour, if the inside is painted.
    pub fill: Option<Colour>,
    /// The outline, if drawn.
    pub stroke: Option<Stroke>,
}

impl Style {
    /// Filled with `colour`, no outline.
    pub const fn fill(colour: Colour) -> Style {
        Style {
            fill: Some(colour),
            stroke: None,
        }
    }

    /// Outlined with rounded ends, not filled.
    pub const fn stroke(colour: Colour, width: f32) -> Style {
        Style {
            fill: None,
            stroke: Some(Stroke {
                colour,
                width,
                cap: Cap::Round,
            }),
        }
    }

    /// Filled with `fill` and outlined with `outline`.
    pub const fn outlined(fill: Colour, outline: Colour, width: f32) -> Style {
        Style {
            fill: Some(fill),
            stroke: Some(Stroke {
                colour: outline,
                width,
                cap: Cap::Round,
            }),
        }
    }
}

/// One shape of a drawing: an outline and its paint.
#[derive(Debug, Clone, PartialEq)]
pub struct Shape {
    /// The outline.
    pub geometry: Geometry,
    /// How it is painted.
    pub style: Style,
}
