//! The report's charts, drawn by plotters as SVG text.

use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

/// A chart that could not be drawn, with plotters' reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChartError(pub String);

impl std::fmt::Display for ChartError {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(formatter, "cannot draw a chart: {}", self.0)
    }
}

impl std::error::Error for ChartError {}

/// One named series of values, one per label, in its colour.
pub struct Series<'a> {
    /// Its name in the legend.
    pub name: &'a str,
    /// Its colour.
    pub colour: RGBColor,
    /// One value per label (for bars) or per point `(x, y)` (for lines).
    pub values: Vec<(f64, f64)>,
}

/// The width of every chart, in pixels.
const WIDTH: u32 = 760;

/// The colours of the first and second series.
pub const FIRST: RGBColor = RGBColor(0x2f, 0x6f, 0xb0);
/// The colour of the second series.
pub const SECOND: RGBColor = RGBColor(0xd0, 0x7a, 0x22);

/// `error` as a [`ChartError`].
fn failed(error: impl std::fmt::Display) -> ChartError {
    ChartError(error.to_string())
}

/// The largest value a chart's axis must reach: the largest finite value above zero with a
/// tenth more room, or 1 when there is none; always finite and above zero.
fn axis_end(values: impl Iterator<Item = f64>) -> f64 {
    let top = values
        .filter(|value| value.is_finite())
        .fold(0.0f64, f64::max);
    if top <= 0.0 {
        1.0
    } else if (top * 1.1).is_finite() {
        top * 1.1
    } else {
        top
    }
}

/// `value` as drawn on an axis from 0 to `end`: a value that is not a number, or below zero,
/// at 0; one past the end at the end.
fn on_axis(value: f64, end: f64) -> f64 {
    if value.is_nan() {
        0.0
    } else {
        value.clamp(0.0, end)
    }
}

/// The font of a chart's labels, the same size in a chart of one row as of many.
const LABELS: (&str, u32) = ("sans-serif", 12);

/// How much longer than its longest bar a bar chart's axis is when it has a legend.
const LEGEND_ROOM: f64 = 1.4;

/// The share of a row's height its bars fill together, the rest a gap between rows.
const ROW_FILL: f64 = 0.8;

/// Horizontal bars, one row per label, one bar per series in each row (a series' values are
/// `(row, value)`), the values read along `axis`. Each row is one unit of the vertical axis,
/// its bars laid in it by the axis' own units, so that every bar has a height above zero
/// however few or many rows there are; a value that is not a number or below zero draws no
/// bar, and one too large to scale is drawn to the end of the axis.
pub fn bars(
    title: &str,
    axis: &str,
    labels: &[String],
    series: &[Series<'_>],
) -> Result<String, ChartError> {
    let rows = labels.len().max(1);
    let count = series.len().max(1);
    let height = 90 + 22 * rows as u32 * count as u32;
    let end = axis_end(
        series
            .iter()
            .flat_map(|series| series.values.iter().map(|(_, value)| *value)),
    );
    // Room to the right of the longest bar for the legend, which names two series or more.
    let end = match end * LEGEND_ROOM {
        wider if series.len() > 1 && wider.is_finite() => wider,
        _ => end,
    };
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (WIDTH, height)).into_drawing_area();
        root.fill(&WHITE).map_err(failed)?;
        let label_width = labels.iter().map(|label| label.len()).max().unwrap_or(4) as u32 * 7 + 16;
        let mut chart = ChartBuilder::on(&root)
            .caption(title, ("sans-serif", 16))
            .margin(10)
            .x_label_area_size(36)
            .y_label_area_size(label_width)
            .build_cartesian_2d(0.0..end, 0.0..rows as f64)
            .map_err(failed)?;
        chart
            .configure_mesh()
            .disable_y_mesh()
            .y_labels(0)
            .label_style(LABELS)
            .axis_desc_style(LABELS)
            .x_desc(axis)
            .draw()
            .map_err(failed)?;
        // Row `r` (the first at the top) spans `rows - 1 - r` to `rows - r`; its label sits
        // beside the axis at its middle.
        let style = TextStyle::from(LABELS.into_font()).pos(Pos::new(HPos::Right, VPos::Center));
        for (row, label) in labels.iter().enumerate() {
            let (x, y) = chart.backend_coord(&(0.0, rows as f64 - row as f64 - 0.5));
            root.draw(&Text::new(label.as_str(), (x - 6, y), &style))
                .map_err(failed)?;
        }
        let slot = ROW_FILL / count as f64;
        for (place, one) in series.iter().enumerate() {
            let colour = one.colour;
            chart
                .draw_series(
                    one.values
                        .iter()
                        .filter(|(row, _)| (0.0..rows as f64).contains(row))
                        .map(|&(row, value)| {
                            let row_top = rows as f64 - row.floor();
                            let bar_top = row_top - (1.0 - ROW_FILL) / 2.0 - place as f64 * slot;
                            Rectangle::new(
                                [(0.0, bar_top), (on_axis(value, end), bar_top - slot)],
                                colour.filled(),
                            )
                        }),
                )
                .map_err(failed)?
                .label(one.name)
                .legend(move |(x, y)| {
                    Rectangle::new([(x, y - 5), (x + 10, y + 5)], colour.filled())
                });
        }
        legend(&mut chart, series.len(), SeriesLabelPosition::UpperRight)?;
        root.present().map_err(failed)?;
    }
    Ok(svg)
}

/// Lines through each series' points `(x, y)`, `x` read along `x_axis`, `y` along `y_axis`;
/// a value that is not a number or below zero is drawn at 0, and one too large to scale at the
/// end of its axis.
pub fn lines(
    title: &str,
    x_axis: &str,
    y_axis: &str,
    series: &[Series<'_>],
) -> Result<String, ChartError> {
    let points = || series.iter().flat_map(|series| series.values.iter());
    let right = points()
        .map(|(x, _)| *x)
        .filter(|x| x.is_finite())
        .fold(1.0f64, f64::max);
    let top = axis_end(points().map(|(_, y)| *y));
    let mut svg = String::new();
    {
        let root = SVGBackend::with_string(&mut svg, (WIDTH, 320)).into_drawing_area();
        root.fill(&WHITE).map_err(failed)?;
        let mut chart = ChartBuilder::on(&root)
            .caption(title, ("sans-serif", 16))
            .margin(10)
            .x_label_area_size(36)
            .y_label_area_size(50)
            .build_cartesian_2d(0.0..right, 0.0..top)
            .map_err(failed)?;
        chart
            .configure_mesh()
            .label_style(LABELS)
            .axis_desc_style(LABELS)
            .x_desc(x_axis)
            .y_desc(y_axis)
            .draw()
            .map_err(failed)?;
        for one in series {
            let colour = one.colour;
            chart
                .draw_series(LineSeries::new(
                    one.values
                        .iter()
                        .filter(|(x, _)| x.is_finite())
                        .map(|&(x, y)| (on_axis(x, right), on_axis(y, top))),
                    colour.stroke_width(2),
                ))
                .map_err(failed)?
                .label(one.name)
                .legend(move |(x, y)| {
                    PathElement::new([(x, y), (x + 14, y)], colour.stroke_width(2))
                });
        }
        legend(&mut chart, series.len(), SeriesLabelPosition::LowerRight)?;
        root.present().map_err(failed)?;
    }
    Ok(svg)
}

/// The legend of a chart with more than one series, at `position`.
fn legend<'a, X, Y>(
    chart: &mut ChartContext<'a, SVGBackend<'a>, Cartesian2d<X, Y>>,
    series: usize,
    position: SeriesLabelPosition,
) -> Result<(), ChartError>
where
    X: Ranged,
    Y: Ranged,
{
    if series > 1 {
        chart
            .configure_series_labels()
            .position(position)
            .background_style(WHITE.mix(0.85))
            .border_style(BLACK)
            .draw()
            .map_err(failed)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each `<rect>` of `svg`: its fill and its width and height.
    fn rects(svg: &str) -> Vec<(String, f64, f64)> {
        svg.split("<rect ")
            .skip(1)
            .map(|rect| {
                let attribute = |name: &str| {
                    let start = rect
                        .find(&format!(" {name}=\""))
                        .map(|at| at + name.len() + 3);
                    start.map_or(String::new(), |start| {
                        rect[start..]
                            .split('"')
                            .next()
                            .unwrap_or_default()
                            .to_owned()
                    })
                };
                let number = |name: &str| attribute(name).parse::<f64>().unwrap_or(f64::NAN);
                (attribute("fill"), number("width"), number("height"))
            })
            .collect()
    }

    /// `svg`'s bars in `colour` that have an area, the legend's box among them.
    fn drawn(svg: &str, colour: RGBColor) -> usize {
        let fill = format!("#{:02X}{:02X}{:02X}", colour.0, colour.1, colour.2);
        rects(svg)
            .iter()
            .filter(|(rect_fill, width, height)| {
                *rect_fill == fill && *width > 0.0 && *height > 0.0
            })
            .count()
    }

    /// Every rectangle and coordinate of `svg` is a number, and no size is below zero.
    fn assert_sound(svg: &str, case: &str) {
        assert!(
            !svg.contains("NaN") && !svg.contains("inf"),
            "{case}: {svg}"
        );
        for (fill, width, height) in rects(svg) {
            assert!(
                width >= 0.0 && height >= 0.0,
                "{case}: {fill} {width}×{height}"
            );
        }
    }

    fn labels(count: usize) -> Vec<String> {
        (0..count).map(|row| format!("tile-{row}")).collect()
    }

    fn one(values: &[f64]) -> Series<'static> {
        Series {
            name: "one",
            colour: FIRST,
            values: values
                .iter()
                .enumerate()
                .map(|(row, &v)| (row as f64, v))
                .collect(),
        }
    }

    fn two(first: &[f64], second: &[f64]) -> [Series<'static>; 2] {
        let mut second_series = one(second);
        second_series.name = "two";
        second_series.colour = SECOND;
        [one(first), second_series]
    }

    #[test]
    fn one_row_of_two_bars_draws_both_with_an_area() {
        let svg = bars("one flier", "share", &labels(1), &two(&[0.5], &[0.3])).unwrap();
        assert_sound(&svg, "one row");
        // Each series' bar and its box in the legend.
        assert_eq!(drawn(&svg, FIRST), 2, "{svg}");
        assert_eq!(drawn(&svg, SECOND), 2, "{svg}");
    }

    #[test]
    fn one_bar_of_one_series_has_an_area() {
        let svg = bars("one", "share", &labels(1), &[one(&[0.01])]).unwrap();
        assert_sound(&svg, "one bar");
        assert_eq!(drawn(&svg, FIRST), 1, "{svg}");
    }

    #[test]
    fn every_row_of_many_draws_its_bar() {
        let values: Vec<f64> = (1..=40).map(f64::from).collect();
        let svg = bars("many", "draws", &labels(40), &[one(&values)]).unwrap();
        assert_sound(&svg, "40 rows");
        assert_eq!(drawn(&svg, FIRST), 40);
    }

    #[test]
    fn no_figure_breaks_the_geometry() {
        let cases: [(&str, Vec<f64>); 7] = [
            ("all zero", vec![0.0, 0.0, 0.0]),
            ("one huge", vec![f64::MAX, 1.0, 0.5]),
            ("tiny", vec![1e-12, 2e-12, 0.0]),
            ("not a number", vec![f64::NAN, 1.0, 2.0]),
            ("infinite", vec![f64::INFINITY, 1.0, 2.0]),
            ("below zero", vec![-3.0, 1.0, 2.0]),
            ("one huge beside a tiny one", vec![1e300, 1e-300, 1.0]),
        ];
        for (case, values) in cases {
            let svg = bars("a chart", "share", &labels(3), &[one(&values)]).unwrap();
            assert_sound(&svg, case);
            let points: Vec<(f64, f64)> = values
                .iter()
                .enumerate()
                .map(|(x, &y)| (x as f64, y))
                .collect();
            let series = Series {
                name: "a series",
                colour: FIRST,
                values: points,
            };
            let svg = lines("a chart", "x", "y", &[series]).unwrap();
            assert_sound(&svg, case);
        }
        let svg = bars("nothing", "share", &[], &[]).unwrap();
        assert_sound(&svg, "no rows");
    }
}
