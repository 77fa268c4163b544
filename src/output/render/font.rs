//! A tiny stroke font for labels: each character is a few polylines on a grid 4 wide and 6
//! high, so labels need no font files and scale to any size.

use crate::output::render::{Colour, Geometry, Point, Shape, Style};

/// Grid units from one character's start to the next one's.
const ADVANCE: f32 = 5.0;
/// The grid's height in units.
const GRID_HEIGHT: f32 = 6.0;

/// Each character's strokes: polylines separated by `|`, each point two digits `xy` with x in
/// `0..=4` (east) and y in `0..=6` (south).
const GLYPHS: &[(char, &str)] = &[
    ('A', "06 02 20 42 46|04 44"),
    ('B', "00 30 41 42 33 03|33 44 45 36 06 00"),
    ('C', "41 30 10 01 05 16 36 45"),
    ('D', "00 20 41 45 26 06 00"),
    ('E', "40 00 06 46|03 33"),
    ('F', "40 00 06|03 33"),
    ('G', "41 30 10 01 05 16 36 45 43 23"),
    ('H', "00 06|40 46|03 43"),
    ('I', "10 30|20 26|16 36"),
    ('J', "40 45 36 16 05"),
    ('K', "00 06|40 04|22 46"),
    ('L', "00 06 46"),
    ('M', "06 00 23 40 46"),
    ('N', "06 00 46 40"),
    ('O', "10 30 41 45 36 16 05 01 10"),
    ('P', "06 00 30 41 42 33 03"),
    ('Q', "10 30 41 45 36 16 05 01 10|24 46"),
    ('R', "06 00 30 41 42 33 03|23 46"),
    ('S', "41 30 10 01 02 13 33 44 45 36 16 05"),
    ('T', "00 40|20 26"),
    ('U', "00 05 16 36 45 40"),
    ('V', "00 26 40"),
    ('W', "00 16 23 36 40"),
    ('X', "00 46|40 06"),
    ('Y', "00 23 40|23 26"),
    ('Z', "00 40 06 46"),
    ('0', "10 30 41 45 36 16 05 01 10|41 05"),
    ('1', "11 20 26|16 36"),
    ('2', "01 10 30 41 42 06 46"),
    ('3', "01 10 30 41 42 33 13|33 44 45 36 16 05"),
    ('4', "30 04 44|30 36"),
    ('5', "40 00 02 32 43 45 36 06"),
    ('6', "41 30 10 01 05 16 36 45 43 32 12 03"),
    ('7', "00 40 41 16"),
    ('8', "10 30 41 42 33 13 02 01 10|13 04 05 16 36 45 44 33"),
    ('9', "42 33 13 02 01 10 30 41 45 36 16 05"),
    ('a', "12 32 43 46|44 14 05 16 46"),
    ('b', "00 06 36 45 43 32 02"),
    ('c', "43 32 12 03 05 16 36 45"),
    ('d', "40 46 16 05 03 12 42"),
    ('e', "04 44 43 32 12 03 05 16 46"),
    ('f', "41 30 20 11 16|02 32"),
    ('g', "44 14 03 12 42 45 36 06"),
    ('h', "00 06|02 32 43 46"),
    ('i', "20 21|12 22 26|16 36"),
    ('j', "30 31|22 32 35 26 16 05"),
    ('k', "00 06|42 04|23 46"),
    ('l', "10 20 25 36 46"),
    ('m', "06 02 12 23 26|23 32 43 46"),
    ('n', "06 02|03 12 32 43 46"),
    ('o', "12 32 43 45 36 16 05 03 12"),
    ('p', "06 02 32 43 34 04"),
    ('q', "46 42 12 03 14 44"),
    ('r', "02 06|04 22 42"),
    ('s', "42 12 03 14 34 45 36 06"),
    ('t', "20 25 36 46|02 42"),
    ('u', "02 05 16 36 45|42 46"),
    ('v', "02 26 42"),
    ('w', "02 16 24 36 42"),
    ('x', "02 46|42 06"),
    ('y', "02 24|42 06"),
    ('z', "02 42 06 46"),
    ('°', "10 20 31 22 12 01 10"),
    ('-', "03 43"),
    ('_', "06 46"),
    ('.', "25 26"),
    (',', "25 16"),
    (':', "22 23|25 26"),
    ('!', "20 23|25 26"),
    ('?', "01 10 30 41 42 23|25 26"),
    ('+', "21 25|03 43"),
    ('=', "02 42|04 44"),
    ('"', "10 12|30 32"),
    ('\'', "20 22"),
    ('/', "06 40"),
    ('(', "30 11 15 36"),
    (')', "10 31 35 16"),
    ('&', "46 11 20 31 13 05 16 26 44"),
    ('#', "10 16|30 36|02 42|04 44"),
    ('*', "21 25|03 43|12 34|32 14"),
    (' ', ""),
];

/// Drawn for a character the font lacks: an empty box.
const MISSING: &str = "00 40 46 06 00";

/// The shapes of `text` in `colour`, its top-left corner at `origin`, `height` tall.
pub(crate) fn text(text: &str, origin: Point, height: f32, colour: Colour) -> Vec<Shape> {
    let unit = height / GRID_HEIGHT;
    let style = Style::stroke(colour, unit * 0.8);
    let mut shapes = Vec::new();
    for (index, character) in text.chars().enumerate() {
        let start = origin.offset(index as f32 * ADVANCE * unit, 0.0);
        for stroke in strokes(glyph(character)) {
            let points: Vec<Point> = stroke
                .into_iter()
                .map(|(x, y)| start.offset(x * unit, y * unit))
                .collect();
            if !points.is_empty() {
                shapes.push(Shape {
                    geometry: Geometry::polyline(&points),
                    style,
                });
            }
        }
    }
    shapes
}

/// How wide `text` is when drawn `height` tall.
pub(crate) fn width(text: &str, height: f32) -> f32 {
    let characters = text.chars().count() as f32;
    (characters * ADVANCE - 1.0).max(0.0) * height / GRID_HEIGHT
}

fn glyph(character: char) -> &'static str {
    GLYPHS
        .iter()
        .find(|(known, _)| *known == character)
        .map_or(MISSING, |(_, strokes)| strokes)
}

/// The polylines of a glyph, in grid units.
fn strokes(glyph: &str) -> impl Iterator<Item = Vec<(f32, f32)>> + '_ {
    glyph.split('|').map(|stroke| {
        stroke
            .split_whitespace()
            .filter_map(|point| {
                let mut digits = point.chars().filter_map(|digit| digit.to_digit(10));
                Some((digits.next()? as f32, digits.next()? as f32))
            })
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_glyph_is_well_formed_and_inside_the_grid() {
        for (character, glyph) in GLYPHS.iter().copied().chain([('?', MISSING)]) {
            for stroke in glyph.split('|').filter(|stroke| !stroke.is_empty()) {
                let points: Vec<&str> = stroke.split(' ').collect();
                assert!(points.len() >= 2, "{character}: a stroke needs two points");
                for point in points {
                    let digits: Vec<u32> = point.chars().filter_map(|c| c.to_digit(10)).collect();
                    assert_eq!(point.len(), 2, "{character}: `{point}`");
                    assert!(
                        digits.len() == 2 && digits[0] <= 4 && digits[1] <= 6,
                        "{character}: `{point}`"
                    );
                }
            }
        }
    }

    #[test]
    fn covers_letters_digits_and_the_degree_sign() {
        for character in ('A'..='Z').chain('0'..='9').chain(['°', ' ']) {
            assert!(
                GLYPHS.iter().any(|(known, _)| *known == character),
                "{character}"
            );
        }
    }

    /// Imported tiles' letters keep their source's ids, such as JCloisterZone's `KR/CCcc`
    /// (read `CCcc`), `AM/C!+` and `GQ/CRcR.1`: every character an id or such a letter uses
    /// has a glyph of its own, and a lower-case letter is not drawn as its capital.
    #[test]
    fn covers_lower_case_and_the_marks_imported_letters_use() {
        for character in ('a'..='z').chain(['-', '_', '.', '!', '+', '"', '=']) {
            assert_ne!(glyph(character), MISSING, "{character}");
        }
        for (lower, upper) in ('a'..='z').zip('A'..='Z') {
            assert_ne!(glyph(lower), glyph(upper), "{lower}");
        }
    }

    #[test]
    fn no_two_characters_share_a_glyph() {
        for (index, (character, strokes)) in GLYPHS.iter().enumerate() {
            for (other, other_strokes) in &GLYPHS[index + 1..] {
                assert!(character != other, "{character} twice");
                assert!(strokes != other_strokes, "{character} and {other}");
            }
        }
    }

    #[test]
    fn label_has_one_stroke_set_per_visible_character() {
        let shapes = text("A 90°", Point::new(0.0, 0.0), 12.0, Colour::rgb(0, 0, 0));
        // A: 2 strokes, space: none, 9: 1, 0: 2, °: 1.
        assert_eq!(shapes.len(), 6);
        assert_eq!(width("A 90°", 12.0), (5.0 * 5.0 - 1.0) * 2.0);
    }
}
