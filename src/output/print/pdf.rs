//! The pages drawn with krilla: each tile's scene as vector paths in a form drawn once per copy,
//! its bleed filled by the picture mirrored across each cut line, the expansion's mark over it
//! inside the cut, the crop marks, the labels and the backs; each page's TrimBox and BleedBox
//! around the tiles it holds; and, where the colour asks for one, an sRGB output intent, which
//! krilla writes as part of PDF/A-2b (it writes no PDF/X).

use std::borrow::Borrow;
use std::collections::HashMap;
use std::hash::Hash;
use std::path::PathBuf;

use krilla::color::rgb;
use krilla::configure::{Archival, ConfigurationBuilder};
use krilla::geom::{Path, PathBuilder, Point, Rect as PdfRect, Transform};
use krilla::graphic::Graphic;
use krilla::metadata::{DateTime, Metadata};
use krilla::page::PageSettings;
use krilla::paint::{Fill, FillRule, LineCap, LineJoin, Stroke};
use krilla::surface::Surface;
use krilla::text::{Font, TextDirection};
use krilla::{Document, SerializeSettings};

use krilla::image::Image;

use crate::output::print::layout::{LABEL_POINTS, Layout, Rect};
use crate::output::print::{Colour as PrintColour, Copies, PrintError, PrintOptions, label};
use crate::output::render::backs::{self, Back, back_of};
use crate::output::render::{
    Cap, Colour, DecodedPictures, Geometry, MARK_SIDE, MarkSpot, Pictures, RenderError, Scene,
    Segment, Shape, Size, encoding, palette, raster,
};

/// The labels' font: DejaVu Sans Condensed, embedded as the subset the labels use.
const FONT: &[u8] = include_bytes!("font/DejaVuSansCondensed.ttf");
/// The width of crop marks and cut lines, in points.
const MARK_WIDTH: f32 = 0.5;
/// How far a control point of a quarter circle's cubic lies along its tangent, in radii.
const KAPPA: f32 = 0.552_284_8;
/// How many pixels an inch a tile's own picture is printed with.
const PICTURE_DPI: f64 = 300.0;
/// Points an inch.
const POINTS_PER_INCH: f64 = 72.0;

/// The whole document: for each page of fronts, the page, then its backs if `options` asks,
/// each tile's back the one `options.back_choice` gives it ([`back_of`]); a tile that names a
/// picture of its own in `pictures` printed with that picture, and the marks and back pictures
/// read from `pictures`.
pub(super) fn document(
    layout: &Layout,
    copies: &[Copies<'_>],
    options: &PrintOptions,
    pictures: &dyn Pictures,
) -> Result<Vec<u8>, PrintError> {
    let mut document = Document::new_with(serialize_settings(options.colour)?);
    let mut metadata = Metadata::new()
        .title("Tiles to print and play".to_owned())
        .producer("tilecat".to_owned());
    if let PrintColour::Srgb { .. } = options.colour {
        // PDF/A asks for a date; the clock would make each run's bytes differ.
        metadata = metadata.creation_date(DateTime::new(edition_year(copies)));
    }
    document.set_metadata(metadata);
    let font = Font::new(FONT.into(), 0)
        .ok_or_else(|| PrintError::Pdf("the labels' font cannot be read".to_owned()))?;
    let own = DecodedPictures::new(pictures, picture_size(layout).map_err(PrintError::Picture)?);
    let mut forms = Forms::default();
    let printed = backs::printed(copies);
    let slots: Vec<&Copies<'_>> = copies
        .iter()
        .flat_map(|copies| std::iter::repeat_n(copies, usize::from(copies.count)))
        .collect();
    // One tile a page has no room beside it for a label.
    let labels = options.labels && layout.per_page() > 1;
    for page_slots in slots.chunks(layout.per_page()) {
        let settings = page_settings(layout, page_slots.len()).map_err(PrintError::Pdf)?;
        let mut page = document.start_page_with(settings);
        let mut surface = page.surface();
        for (slot, copies) in page_slots.iter().enumerate() {
            let trim = layout.trim(slot);
            let form = forms
                .front(&mut surface, layout, copies, &own)
                .map_err(PrintError::Picture)?;
            draw_bled(&mut surface, layout, &trim, form);
            if let Some((spot, mark)) = forms
                .mark(&mut surface, layout, copies, &own)
                .map_err(PrintError::Picture)?
            {
                draw_mark(&mut surface, layout, &trim, &spot, mark);
            }
            if labels {
                let (x, y) = layout.label_at(&trim);
                surface.set_stroke(None);
                surface.set_fill(Some(fill(palette::TEXT)));
                surface.draw_text(
                    point(x, y),
                    font.clone(),
                    LABEL_POINTS as f32,
                    &label(copies.tile, Some(copies.expansion)),
                    false,
                    TextDirection::Auto,
                );
            }
            draw_lines(&mut surface, &layout.crop_marks(&trim));
        }
        draw_lines(&mut surface, &layout.cut_lines(page_slots.len()));
        surface.finish();
        page.finish();
        if options.backs {
            // The back page's boxes are the front's mirrored, which a centred grid leaves the
            // same except on a part page.
            let settings = back_page_settings(layout, page_slots.len()).map_err(PrintError::Pdf)?;
            let mut page = document.start_page_with(settings);
            let mut surface = page.surface();
            for (slot, copies) in page_slots.iter().enumerate() {
                let back = back_of(&printed, Some(copies.expansion), options.back_choice);
                let form = forms
                    .back(&mut surface, layout, back, &own)
                    .map_err(PrintError::Picture)?;
                draw_bled(&mut surface, layout, &layout.back_trim(slot), form);
            }
            surface.finish();
            page.finish();
        }
    }
    document
        .finish()
        .map_err(|error| PrintError::Pdf(format!("{error:?}")))
}

/// The year a PDF/A print is dated: that of the newest dated edition of the expansions printed,
/// or [`UNDATED_YEAR`] when none lists a dated edition.
fn edition_year(copies: &[Copies<'_>]) -> u16 {
    copies
        .iter()
        .flat_map(|copies| copies.expansion.editions.iter())
        .filter_map(|edition| edition.year)
        .max()
        .unwrap_or(UNDATED_YEAR)
}

/// The year a PDF/A print of expansions that list no edition is dated.
const UNDATED_YEAR: u16 = 2000;

/// How the document is written: plain, or as PDF/A-2b with its sRGB output intent and the XMP
/// metadata PDF/A asks for.
fn serialize_settings(colour: PrintColour) -> Result<SerializeSettings, PrintError> {
    match colour {
        PrintColour::Rgb => Ok(SerializeSettings {
            xmp_metadata: false,
            ..SerializeSettings::default()
        }),
        PrintColour::Srgb { .. } => Ok(SerializeSettings {
            xmp_metadata: true,
            configuration: ConfigurationBuilder::new()
                .with_archival_validator(Archival::A2_B)
                .finish()
                .map_err(|error| PrintError::Pdf(format!("{error:?}")))?,
            ..SerializeSettings::default()
        }),
    }
}

/// The page size with the trim and bleed boxes of a page of fronts holding `tiles` tiles.
fn page_settings(layout: &Layout, tiles: usize) -> Result<PageSettings, String> {
    with_boxes(layout, &layout.trim_box(tiles), &layout.bleed_box(tiles))
}

/// The page size with the trim and bleed boxes of the page of backs of a page of fronts
/// holding `tiles` tiles: the fronts' mirrored.
fn back_page_settings(layout: &Layout, tiles: usize) -> Result<PageSettings, String> {
    let width = layout.page.0;
    with_boxes(
        layout,
        &layout.trim_box(tiles).mirrored(width),
        &layout.bleed_box(tiles).mirrored(width),
    )
}

fn with_boxes(layout: &Layout, trim: &Rect, bleed: &Rect) -> Result<PageSettings, String> {
    let settings = PageSettings::from_wh(layout.page.0 as f32, layout.page.1 as f32)
        .ok_or("the page has no size")?;
    Ok(settings
        .with_trim_box(Some(pdf_rect(trim)?))
        .with_bleed_box(Some(pdf_rect(bleed)?)))
}

/// A picture drawn once, to be drawn again wherever it is printed.
#[derive(Clone)]
struct Form {
    /// The picture's shapes.
    graphic: Graphic,
    /// The colour of its first shape, the ground everything stands on: painted under the bleed
    /// first so that no white shows where the mirrored copies meet.
    ground: Option<Colour>,
}

/// Each picture drawn once as a form: by tile (its fronts drawn from the data), by file (the
/// tiles' own pictures, once however many tiles name one), by expansion (its mark) and by
/// back.
#[derive(Default)]
struct Forms {
    fronts: HashMap<String, Form>,
    pictures: HashMap<PathBuf, Form>,
    marks: HashMap<String, Form>,
    backs: HashMap<Option<String>, Form>,
}

impl Forms {
    /// The form of the front of `copies`' tile, as printed (not turned): its own picture from
    /// `pictures` if it names one, else its drawing.
    fn front(
        &mut self,
        surface: &mut Surface<'_>,
        layout: &Layout,
        copies: &Copies<'_>,
        pictures: &DecodedPictures<'_>,
    ) -> Result<Form, RenderError> {
        match pictures.file(copies.tile) {
            Some(file) => remembered(&mut self.pictures, &file, || {
                picture_form(surface, layout, copies, pictures)
            }),
            None => remembered(&mut self.fronts, &*copies.tile.id, || {
                Ok(scene_form(
                    surface,
                    layout,
                    &Scene::printed(copies.tile, Some(copies.expansion)),
                ))
            }),
        }
    }

    /// Where the mark of `copies`' tile lies and its form, if the tile is drawn from its data
    /// and its expansion's symbol names a picture that `pictures` holds, scaled to the mark's
    /// side at the pictures' size.
    fn mark(
        &mut self,
        surface: &mut Surface<'_>,
        layout: &Layout,
        copies: &Copies<'_>,
        pictures: &DecodedPictures<'_>,
    ) -> Result<Option<(MarkSpot, Form)>, RenderError> {
        if pictures.file(copies.tile).is_some() {
            return Ok(None);
        }
        let Some(spot) = MarkSpot::of(copies.expansion) else {
            return Ok(None);
        };
        if let Some(form) = self.marks.get(&spot.expansion) {
            return Ok(Some((spot, form.clone())));
        }
        let Some(mark) = pictures.mark(&spot.expansion)? else {
            return Ok(None);
        };
        let mark = raster::turn(&mark, spot.rotation)?;
        let form = image_form(surface, &mark, layout.tile as f32 * MARK_SIDE)?;
        self.marks.insert(spot.expansion.clone(), form.clone());
        Ok(Some((spot, form)))
    }

    /// The form of `back`: an expansion's back picture from `pictures`, or the plain back (for
    /// a picture `pictures` does not hold too).
    fn back(
        &mut self,
        surface: &mut Surface<'_>,
        layout: &Layout,
        back: Back<'_>,
        pictures: &DecodedPictures<'_>,
    ) -> Result<Form, RenderError> {
        let key = match back {
            Back::Plain => None,
            Back::Picture(expansion) => Some(expansion.to_owned()),
        };
        if let Some(form) = self.backs.get(&key) {
            return Ok(form.clone());
        }
        let picture = match back {
            Back::Plain => None,
            Back::Picture(expansion) => pictures.back(expansion)?,
        };
        let form = match picture {
            Some(picture) => image_form(surface, &picture, layout.tile as f32)?,
            None => scene_form(surface, layout, &Scene::plain_back()),
        };
        self.backs.insert(key, form.clone());
        Ok(form)
    }
}

/// Draws `mark`, the form of an expansion's mark, at `spot` on the tile whose trim is `trim`:
/// inside the cut and never mirrored into the bleed, so a cut a little off shows no second
/// mark.
fn draw_mark(surface: &mut Surface<'_>, layout: &Layout, trim: &Rect, spot: &MarkSpot, mark: Form) {
    let corner = spot.top_left();
    let size = layout.tile as f32;
    let (x, y) = (
        trim.x as f32 + corner.x * size,
        trim.y as f32 + corner.y * size,
    );
    surface.push_transform(&Transform::from_translate(x, y));
    surface.draw_graphic(mark.graphic);
    surface.pop();
}

/// The form for `key` in `forms`, drawn by `draw` the first time it is asked for.
fn remembered<K, Q, E>(
    forms: &mut HashMap<K, Form>,
    key: &Q,
    draw: impl FnOnce() -> Result<Form, E>,
) -> Result<Form, E>
where
    K: Borrow<Q> + Hash + Eq,
    Q: ToOwned<Owned = K> + Hash + Eq + ?Sized,
{
    if let Some(form) = forms.get(key) {
        return Ok(form.clone());
    }
    let form = draw()?;
    forms.insert(key.to_owned(), form.clone());
    Ok(form)
}

/// The form of `scene`'s shapes at the tile's size.
fn scene_form(surface: &mut Surface<'_>, layout: &Layout, scene: &Scene) -> Form {
    let mut builder = surface.stream_builder();
    let mut inner = builder.surface();
    let scale = layout.tile as f32;
    for shape in &scene.shapes {
        draw_shape(&mut inner, shape, scale);
    }
    inner.finish();
    Form {
        graphic: Graphic::new(builder.finish(), false),
        ground: scene.shapes.first().and_then(|shape| shape.style.fill),
    }
}

/// The size the tiles' own pictures are printed at: [`PICTURE_DPI`] at the tile's size (so a
/// large picture does not make a large PDF, nor a small one a blurred print), at most the
/// largest size a picture is drawn at.
fn picture_size(layout: &Layout) -> Result<Size, RenderError> {
    let pixels = (layout.tile / POINTS_PER_INCH * PICTURE_DPI).ceil() as u32;
    Size::new(pixels.clamp(Size::MIN, Size::MAX))
}

/// The form of the own picture of `copies`' tile from `pictures`, at [`picture_size`], drawn
/// over the tile.
fn picture_form(
    surface: &mut Surface<'_>,
    layout: &Layout,
    copies: &Copies<'_>,
    pictures: &DecodedPictures<'_>,
) -> Result<Form, RenderError> {
    let printed = pictures
        .printed(copies.tile)?
        .ok_or_else(|| RenderError::Picture {
            tile: copies.tile.id.to_string(),
            reason: "it names no picture of its own".to_owned(),
        })?;
    image_form(surface, &printed, layout.tile as f32)
}

/// The form of the picture `pixels`, drawn `side` points square.
fn image_form(
    surface: &mut Surface<'_>,
    pixels: &tiny_skia::Pixmap,
    side: f32,
) -> Result<Form, RenderError> {
    // Kept as a PNG until the document is written, so memory holds each picture compressed.
    let png = encoding::encode(pixels)?;
    // Not interpolated: the picture is already at the print's resolution, and PDF/A forbids it.
    let image = Image::from_png(png.into(), false).map_err(RenderError::Output)?;
    let mut builder = surface.stream_builder();
    let mut inner = builder.surface();
    if let Some(area) = krilla::geom::Size::from_wh(side, side) {
        inner.draw_image(image, area);
    }
    inner.finish();
    Ok(Form {
        graphic: Graphic::new(builder.finish(), false),
        ground: None,
    })
}

/// Draws `form`, a tile's picture, in `trim`, and its bleed: the picture mirrored across each
/// cut line and corner, clipped to the bleed, so roads and cities run on past the cut.
fn draw_bled(surface: &mut Surface<'_>, layout: &Layout, trim: &Rect, form: Form) {
    let size = layout.tile as f32;
    let (x, y) = (trim.x as f32, trim.y as f32);
    let mirrors: &[(f32, f32)] = if layout.bleed > 0.0 {
        &[
            (0.0, 0.0),
            (-1.0, 0.0),
            (1.0, 0.0),
            (0.0, -1.0),
            (0.0, 1.0),
            (-1.0, -1.0),
            (1.0, -1.0),
            (-1.0, 1.0),
            (1.0, 1.0),
        ]
    } else {
        &[(0.0, 0.0)]
    };
    let clip = rect_path(&layout.bleed(trim));
    if let Some(clip) = &clip {
        if let (Some(ground), true) = (form.ground, layout.bleed > 0.0) {
            surface.set_stroke(None);
            surface.set_fill(Some(fill(ground)));
            surface.draw_path(clip);
        }
        surface.push_clip_path(clip, &FillRule::NonZero);
    }
    for &(across, down) in mirrors {
        // Mirrored across the left edge: x ↦ −x; across the right: x ↦ 2·size − x.
        let axis = |side: f32| match side {
            0.0 => (1.0, 0.0),
            side if side < 0.0 => (-1.0, 0.0),
            _ => (-1.0, 2.0 * size),
        };
        let ((sx, tx), (sy, ty)) = (axis(across), axis(down));
        surface.push_transform(&Transform::from_row(sx, 0.0, 0.0, sy, x + tx, y + ty));
        surface.draw_graphic(form.graphic.clone());
        surface.pop();
    }
    if clip.is_some() {
        surface.pop();
    }
}

/// Draws `lines` as thin black strokes.
fn draw_lines(surface: &mut Surface<'_>, lines: &[crate::output::print::layout::Line]) {
    if lines.is_empty() {
        return;
    }
    let mut builder = PathBuilder::new();
    for line in lines {
        builder.move_to(line.from.0 as f32, line.from.1 as f32);
        builder.line_to(line.to.0 as f32, line.to.1 as f32);
    }
    let Some(path) = builder.finish() else {
        return;
    };
    surface.set_fill(None);
    surface.set_stroke(Some(Stroke {
        paint: rgb::Color::new(0, 0, 0).into(),
        width: MARK_WIDTH,
        ..Stroke::default()
    }));
    surface.draw_path(&path);
    surface.set_stroke(None);
}

/// Draws one shape of a scene, its unit coordinates scaled to `scale` points.
fn draw_shape(surface: &mut Surface<'_>, shape: &Shape, scale: f32) {
    if shape.style.fill.is_none() && shape.style.stroke.is_none() {
        return;
    }
    let Some(path) = shape_path(&shape.geometry, scale) else {
        return;
    };
    surface.set_fill(shape.style.fill.map(fill));
    surface.set_stroke(shape.style.stroke.map(|stroke| Stroke {
        paint: colour(stroke.colour).into(),
        width: stroke.width * scale,
        line_cap: match stroke.cap {
            Cap::Butt => LineCap::Butt,
            Cap::Round => LineCap::Round,
        },
        line_join: LineJoin::Round,
        ..Stroke::default()
    }));
    surface.draw_path(&path);
}

/// The path of `geometry` scaled to `scale` points; a circle as four cubic curves.
fn shape_path(geometry: &Geometry, scale: f32) -> Option<Path> {
    let mut builder = PathBuilder::new();
    match geometry {
        Geometry::Circle { centre, radius } => {
            let (cx, cy, r) = (centre.x * scale, centre.y * scale, radius * scale);
            let k = r * KAPPA;
            builder.move_to(cx + r, cy);
            builder.cubic_to(cx + r, cy + k, cx + k, cy + r, cx, cy + r);
            builder.cubic_to(cx - k, cy + r, cx - r, cy + k, cx - r, cy);
            builder.cubic_to(cx - r, cy - k, cx - k, cy - r, cx, cy - r);
            builder.cubic_to(cx + k, cy - r, cx + r, cy - k, cx + r, cy);
            builder.close();
        }
        Geometry::Path(segments) => {
            for segment in segments.iter() {
                match *segment {
                    Segment::MoveTo(p) => builder.move_to(p.x * scale, p.y * scale),
                    Segment::LineTo(p) => builder.line_to(p.x * scale, p.y * scale),
                    Segment::QuadTo(c, p) => {
                        builder.quad_to(c.x * scale, c.y * scale, p.x * scale, p.y * scale);
                    }
                    Segment::CubicTo(c1, c2, p) => builder.cubic_to(
                        c1.x * scale,
                        c1.y * scale,
                        c2.x * scale,
                        c2.y * scale,
                        p.x * scale,
                        p.y * scale,
                    ),
                    Segment::Close => builder.close(),
                }
            }
        }
    }
    builder.finish()
}

/// A path around `rect`.
fn rect_path(rect: &Rect) -> Option<Path> {
    let mut builder = PathBuilder::new();
    builder.push_rect(pdf_rect(rect).ok()?);
    builder.finish()
}

fn pdf_rect(rect: &Rect) -> Result<PdfRect, String> {
    PdfRect::from_xywh(
        rect.x as f32,
        rect.y as f32,
        rect.width as f32,
        rect.height as f32,
    )
    .ok_or_else(|| format!("the rectangle {rect:?} is empty"))
}

fn point(x: f64, y: f64) -> Point {
    Point::from_xy(x as f32, y as f32)
}

fn colour(colour: Colour) -> rgb::Color {
    rgb::Color::new(colour.r, colour.g, colour.b)
}

fn fill(colour_of: Colour) -> Fill {
    Fill {
        paint: colour(colour_of).into(),
        ..Fill::default()
    }
}
