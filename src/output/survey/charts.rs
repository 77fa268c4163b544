//! The report's charts, drawn by plotters as SVG text.

use plotters::prelude::*;

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

/// Horizontal bars, one row per label, one bar per series in each row (a series' values are
/// `(row, value)`), the values read along `axis`.
pub fn bars(
    title: &str,
    axis: &str,
    labels: &[String],
    series: &[Series<'_>],
) -> Result<String, ChartError> {
    let rows = labels.len().max(1);
    let height = 90 + 22 * rows as u32 * series.len().max(1) as u32;
    let top = series
        .iter()
        .flat_map(|series| series.values.iter().map(|(_, value)| *value))
        .fold(0.0f64, f64::max);
    let top = if top > 0.0 { top * 1.1 } else { 1.0 };
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
            .build_cartesian_2d(0.0..top, (0..rows).into_segmented())
            .map_err(failed)?;
        chart
            .configure_mesh()
            .disable_y_mesh()
            .y_labels(rows)
            .y_label_formatter(&|value| match value {
                // The first row at the top.
                SegmentValue::CenterOf(row) if *row < rows => {
                    labels.get(rows - 1 - row).cloned().unwrap_or_default()
                }
                _ => String::new(),
            })
            .x_desc(axis)
            .draw()
            .map_err(failed)?;
        let row_height = chart.plotting_area().dim_in_pixel().1 as i32 / rows as i32;
        let count = series.len().max(1) as i32;
        let slot = ((row_height - 4) / count).max(1);
        for (place, one) in series.iter().enumerate() {
            let place = place as i32;
            let colour = one.colour;
            chart
                .draw_series(one.values.iter().map(|&(row, value)| {
                    let row = rows.saturating_sub(1 + row as usize);
                    let mut bar = Rectangle::new(
                        [
                            (0.0, SegmentValue::Exact(row)),
                            (value, SegmentValue::Exact(row + 1)),
                        ],
                        colour.filled(),
                    );
                    let above = 2 + place * slot;
                    let below = (row_height - above - slot).max(0);
                    bar.set_margin(above as u32, below as u32, 0, 0);
                    bar
                }))
                .map_err(failed)?
                .label(one.name)
                .legend(move |(x, y)| {
                    Rectangle::new([(x, y - 5), (x + 10, y + 5)], colour.filled())
                });
        }
        legend(&mut chart, series.len())?;
        root.present().map_err(failed)?;
    }
    Ok(svg)
}

/// Lines through each series' points `(x, y)`, `x` read along `x_axis`, `y` along `y_axis`.
pub fn lines(
    title: &str,
    x_axis: &str,
    y_axis: &str,
    series: &[Series<'_>],
) -> Result<String, ChartError> {
    let points = || series.iter().flat_map(|series| series.values.iter());
    let right = points().map(|(x, _)| *x).fold(1.0f64, f64::max);
    let top = points().map(|(_, y)| *y).fold(0.0f64, f64::max);
    let top = if top > 0.0 { top * 1.1 } else { 1.0 };
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
            .x_desc(x_axis)
            .y_desc(y_axis)
            .draw()
            .map_err(failed)?;
        for one in series {
            let colour = one.colour;
            chart
                .draw_series(LineSeries::new(
                    one.values.iter().copied(),
                    colour.stroke_width(2),
                ))
                .map_err(failed)?
                .label(one.name)
                .legend(move |(x, y)| {
                    PathElement::new([(x, y), (x + 14, y)], colour.stroke_width(2))
                });
        }
        legend(&mut chart, series.len())?;
        root.present().map_err(failed)?;
    }
    Ok(svg)
}

/// The legend of a chart with more than one series.
fn legend<'a, X, Y>(
    chart: &mut ChartContext<'a, SVGBackend<'a>, Cartesian2d<X, Y>>,
    series: usize,
) -> Result<(), ChartError>
where
    X: Ranged,
    Y: Ranged,
{
    if series > 1 {
        chart
            .configure_series_labels()
            .position(SeriesLabelPosition::LowerRight)
            .background_style(WHITE.mix(0.85))
            .border_style(BLACK)
            .draw()
            .map_err(failed)?;
    }
    Ok(())
}
