//! A tile's own picture drawn in place of the drawing made from its data: where its file lies
//! and its bytes ([`Pictures`]: the caller reads them, through the door), and the picture
//! decoded ([`artwork`]) and scaled to the size drawn, once per run and file
//! ([`DecodedPictures`]) however many tiles name it.
//!
//! The picture is scaled as printed, and turned by whole quarter turns like every drawing, so
//! the PNGs, the atlas frames, the contact sheet and the board pictures all show it turned with
//! the tile.

use std::collections::{HashMap, VecDeque};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

use tiny_skia::{FilterQuality, IntSize, Pixmap, PixmapPaint, Transform};

use crate::model::Tile;
use crate::output::drawing::MARK_SIDE;
use crate::output::render::{RenderError, Size, raster};
use crate::shared::artwork::{self, Artwork};

/// Where the tiles' own pictures come from.
pub trait Pictures: Sync {
    /// The file of the picture `tile` names of its own, the same for every tile that names the
    /// same file, or `None` when it names none and is drawn from its data.
    fn file(&self, tile: &Tile) -> Option<PathBuf>;

    /// The bytes of the file [`Pictures::file`] gives for `tile`.
    fn read(&self, tile: &Tile) -> Result<Vec<u8>, RenderError>;

    /// The file of the `which` picture of the expansion `expansion` (its id), or `None` when it
    /// names none; none here unless a source says so.
    fn expansion_file(&self, expansion: &str, which: ExpansionPicture) -> Option<PathBuf> {
        let _ = (expansion, which);
        None
    }

    /// The bytes of the file [`Pictures::expansion_file`] gives.
    fn read_expansion(
        &self,
        expansion: &str,
        which: ExpansionPicture,
    ) -> Result<Vec<u8>, RenderError> {
        Err(RenderError::ExpansionPicture {
            expansion: expansion.to_owned(),
            which,
            reason: "it names no such picture".to_owned(),
        })
    }
}

/// One of the pictures an expansion names for all its tiles.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ExpansionPicture {
    /// Its symbol's picture: the mark printed in a corner of each of its tiles.
    Mark,
    /// The picture printed on the back of its tiles.
    Back,
}

impl ExpansionPicture {
    /// The word for the picture in messages: `mark` or `back`.
    pub const fn name(self) -> &'static str {
        match self {
            ExpansionPicture::Mark => "mark",
            ExpansionPicture::Back => "back",
        }
    }
}

/// No tile has a picture of its own here: every tile is drawn from its data.
#[derive(Debug, Clone, Copy, Default)]
pub struct FromData;

impl Pictures for FromData {
    fn file(&self, _tile: &Tile) -> Option<PathBuf> {
        None
    }

    fn read(&self, tile: &Tile) -> Result<Vec<u8>, RenderError> {
        Err(RenderError::Picture {
            tile: tile.id.to_string(),
            reason: "it names no picture of its own".to_owned(),
        })
    }
}

/// The most bytes [`DecodedPictures`] keeps: files read and pictures scaled, 256 MiB. Past it,
/// the pictures kept longest are let go (and read and decoded again if a later tile names
/// them), so a run's memory does not grow with the pictures it shows.
pub const KEPT_BYTES: usize = 256 << 20;

/// The most pixels [`DecodedPictures`] decodes in a run, counted by what each picture's header
/// declares before it is decoded: 2³³, as many as a run may draw (`bundle::MAX_PIXELS`), 512
/// pictures of 4096 × 4096. A small file may
/// declare a large picture: this bounds the time decoding takes, whatever the files declare.
pub const MAX_DECODED_PIXELS: u64 = 1 << 33;

/// The tiles' own pictures of one run, `size` pixels square: each file read from a
/// [`Pictures`] and decoded and scaled once, whichever tile names it and on whichever core it
/// is asked for, and kept (within [`KEPT_BYTES`]) for the tiles after it. A picture that cannot
/// be read or decoded is refused once, and again for each tile that names it, without being read
/// again; so is one that would take the pixels decoded past [`MAX_DECODED_PIXELS`].
pub struct DecodedPictures<'a> {
    source: Source<'a>,
    size: Size,
    kept: Mutex<Kept>,
    /// The most bytes kept.
    keeps: usize,
    /// The pixels decoded so far, and the most that may be.
    decoded: AtomicU64,
    budget: u64,
    /// The expansions' marks and backs, by expansion, picture and side in pixels: few and
    /// small beside the tiles' pictures, so all are kept for the run.
    expansions: Mutex<HashMap<ExpansionKey, Arc<OnceLock<Decoded>>>>,
    /// The bytes of the expansions' marks, by expansion.
    mark_files: Mutex<HashMap<String, Arc<MarkFile>>>,
}

/// Where a [`DecodedPictures`] reads its files: a source the caller keeps for the run, or one
/// it shares with whoever keeps the pictures between runs.
enum Source<'a> {
    Borrowed(&'a dyn Pictures),
    Shared(Arc<dyn Pictures + Send>),
}

/// The bytes of one expansion's mark, or why they could not be read.
type MarkFile = OnceLock<Result<Arc<[u8]>, RenderError>>;

/// An expansion's picture as drawn: the expansion's id, which picture and its side in pixels.
type ExpansionKey = (String, ExpansionPicture, u32);

/// A picture decoded and scaled, or why it could not be.
type Decoded = Result<Arc<Pixmap>, RenderError>;

/// The pictures kept, by file, and what they hold, oldest first.
#[derive(Default)]
struct Kept {
    files: HashMap<PathBuf, Arc<OneFile>>,
    held: VecDeque<(PathBuf, usize)>,
    bytes: usize,
}

/// One file's bytes and its picture scaled, each made once by whoever asks first.
#[derive(Default)]
struct OneFile {
    bytes: OnceLock<Result<Arc<[u8]>, RenderError>>,
    printed: OnceLock<Result<Arc<Pixmap>, RenderError>>,
}

impl<'a> DecodedPictures<'a> {
    /// The pictures of `source`, drawn `size` pixels square, none read yet.
    pub fn new(source: &'a dyn Pictures, size: Size) -> DecodedPictures<'a> {
        DecodedPictures::with_limits(
            Source::Borrowed(source),
            size,
            KEPT_BYTES,
            MAX_DECODED_PIXELS,
        )
    }

    /// As [`DecodedPictures::new`], over a source shared with its keeper, so that the pictures
    /// can be kept for as long as the keeper likes (the studio keeps them from one request to
    /// the next); whoever keeps them makes new ones when a file changes.
    pub fn shared(source: Arc<dyn Pictures + Send>, size: Size) -> DecodedPictures<'static> {
        DecodedPictures::with_limits(Source::Shared(source), size, KEPT_BYTES, MAX_DECODED_PIXELS)
    }

    /// As [`DecodedPictures::new`], keeping at most `keeps` bytes and decoding at most `budget`
    /// pixels.
    fn with_limits(
        source: Source<'a>,
        size: Size,
        keeps: usize,
        budget: u64,
    ) -> DecodedPictures<'a> {
        DecodedPictures {
            source,
            size,
            kept: Mutex::new(Kept::default()),
            keeps,
            decoded: AtomicU64::new(0),
            budget,
            expansions: Mutex::new(HashMap::new()),
            mark_files: Mutex::new(HashMap::new()),
        }
    }

    /// Where the files are read.
    fn source(&self) -> &dyn Pictures {
        match &self.source {
            Source::Borrowed(source) => *source,
            Source::Shared(source) => source.as_ref(),
        }
    }

    /// The size the pictures are drawn at.
    pub fn size(&self) -> Size {
        self.size
    }

    /// The file of the picture `tile` names of its own, if it names one.
    pub fn file(&self, tile: &Tile) -> Option<PathBuf> {
        self.source().file(tile)
    }

    /// The bytes of the picture `tile` is drawn from: the picture it names of its own (shared
    /// by every tile that names its file), or when it names none, its expansion's mark (the
    /// drawing from the data is the rest); `None` when neither is named. Whoever keeps a tile's
    /// drawing keeps it only while these bytes are the same.
    pub fn bytes(&self, tile: &Tile) -> Result<Option<Arc<[u8]>>, RenderError> {
        let Some((file, one)) = self.one_file(tile) else {
            return self.mark_bytes(&tile.expansion);
        };
        self.bytes_of(tile, &file, &one).map(Some)
    }

    /// The bytes of the mark of the expansion `expansion`, read once a run, or `None` when its
    /// symbol names no picture.
    fn mark_bytes(&self, expansion: &str) -> Result<Option<Arc<[u8]>>, RenderError> {
        if self
            .source()
            .expansion_file(expansion, ExpansionPicture::Mark)
            .is_none()
        {
            return Ok(None);
        }
        let one = {
            let mut kept = self
                .mark_files
                .lock()
                .unwrap_or_else(PoisonError::into_inner);
            kept.entry(expansion.to_owned()).or_default().clone()
        };
        let bytes = one.get_or_init(|| {
            self.source()
                .read_expansion(expansion, ExpansionPicture::Mark)
                .map(Arc::from)
        });
        bytes.clone().map(Some)
    }

    /// The picture `tile` names of its own, decoded and scaled to [`DecodedPictures::size`] as
    /// printed, or `None` when it names none.
    pub fn printed(&self, tile: &Tile) -> Result<Option<Arc<Pixmap>>, RenderError> {
        let Some((file, one)) = self.one_file(tile) else {
            return Ok(None);
        };
        let mut made = false;
        let printed = one.printed.get_or_init(|| {
            made = true;
            let bytes = self.bytes_of(tile, &file, &one)?;
            self.spend(tile, &bytes)?;
            scaled(tile, &bytes, self.size).map(Arc::new)
        });
        if made && let Ok(pixmap) = printed {
            self.hold(&file, pixmap.data().len());
        }
        printed.clone().map(Some)
    }

    /// Counts the pixels the header of `bytes`, `tile`'s picture, declares as decoded, before
    /// they are: an error when they would take the run past its budget.
    fn spend(&self, tile: &Tile, bytes: &[u8]) -> Result<(), RenderError> {
        self.spend_for(bytes, |reason| RenderError::Picture {
            tile: tile.id.to_string(),
            reason,
        })
    }

    /// As [`DecodedPictures::spend`], for a picture whose refusal `refused` words.
    fn spend_for(
        &self,
        bytes: &[u8],
        refused: impl Fn(String) -> RenderError,
    ) -> Result<(), RenderError> {
        let header = artwork::inspect(bytes).map_err(|error| refused(error.to_string()))?;
        let pixels = u64::from(header.side).pow(2);
        let before = self.decoded.fetch_add(pixels, Ordering::Relaxed);
        if before.saturating_add(pixels) > self.budget {
            return Err(refused(format!(
                "it would take the pictures decoded in one run past {} million pixels; name \
                 fewer or smaller pictures",
                self.budget / 1_000_000
            )));
        }
        Ok(())
    }

    /// The mark of the expansion `expansion` (its id), decoded and scaled to the side of
    /// [`MARK_SIDE`] of a tile [`DecodedPictures::size`] wide, or `None` when its symbol names
    /// no picture.
    pub fn mark(&self, expansion: &str) -> Result<Option<Arc<Pixmap>>, RenderError> {
        let side = (MARK_SIDE * self.size.pixels() as f32).round().max(1.0) as u32;
        self.of_expansion(expansion, ExpansionPicture::Mark, side)
    }

    /// The back picture of the expansion `expansion` (its id), decoded and scaled to
    /// [`DecodedPictures::size`], or `None` when it names none.
    pub fn back(&self, expansion: &str) -> Result<Option<Arc<Pixmap>>, RenderError> {
        self.of_expansion(expansion, ExpansionPicture::Back, self.size.pixels())
    }

    /// The `which` picture of `expansion`, read, decoded and scaled `side` pixels square the
    /// first time it is asked for, or `None` when the expansion names none.
    fn of_expansion(
        &self,
        expansion: &str,
        which: ExpansionPicture,
        side: u32,
    ) -> Result<Option<Arc<Pixmap>>, RenderError> {
        if self.source().expansion_file(expansion, which).is_none() {
            return Ok(None);
        }
        let one = {
            let mut kept = self
                .expansions
                .lock()
                .unwrap_or_else(PoisonError::into_inner);
            let key = (expansion.to_owned(), which, side);
            kept.entry(key).or_default().clone()
        };
        let refused = |reason: String| RenderError::ExpansionPicture {
            expansion: expansion.to_owned(),
            which,
            reason,
        };
        let decoded = one.get_or_init(|| {
            let bytes = self.source().read_expansion(expansion, which)?;
            self.spend_for(&bytes, refused)?;
            let artwork = artwork::decode(&bytes).map_err(|error| refused(error.to_string()))?;
            scale(artwork, side).map(Arc::new)
        });
        decoded.clone().map(Some)
    }

    /// The file `tile`'s picture lies in and what is kept of it, made empty when nothing is.
    fn one_file(&self, tile: &Tile) -> Option<(PathBuf, Arc<OneFile>)> {
        let file = self.source().file(tile)?;
        let mut kept = self.kept.lock().unwrap_or_else(PoisonError::into_inner);
        let one = kept.files.entry(file.clone()).or_default().clone();
        Some((file, one))
    }

    /// The bytes of `file`, read for `tile` the first time they are asked for.
    fn bytes_of(&self, tile: &Tile, file: &Path, one: &OneFile) -> Result<Arc<[u8]>, RenderError> {
        let mut made = false;
        let bytes = one.bytes.get_or_init(|| {
            made = true;
            self.source().read(tile).map(Arc::from)
        });
        if made && let Ok(bytes) = bytes {
            self.hold(file, bytes.len());
        }
        bytes.clone()
    }

    /// Counts `bytes` more kept for `file`, and lets go of the oldest other files while more
    /// than [`KEPT_BYTES`] (or the limit it was made with) are kept (`file` itself is kept: it
    /// is being drawn).
    fn hold(&self, file: &Path, bytes: usize) {
        let mut kept = self.kept.lock().unwrap_or_else(PoisonError::into_inner);
        kept.held.push_back((file.to_owned(), bytes));
        kept.bytes += bytes;
        let mut own = Vec::new();
        while kept.bytes > self.keeps {
            let Some((oldest, bytes)) = kept.held.pop_front() else {
                break;
            };
            if oldest == file {
                own.push((oldest, bytes));
            } else {
                kept.bytes -= bytes;
                kept.files.remove(&oldest);
            }
        }
        for record in own.into_iter().rev() {
            kept.held.push_front(record);
        }
    }
}

/// The picture `bytes` of `tile`, decoded and scaled to `size` pixels square, as printed.
pub fn scaled(tile: &Tile, bytes: &[u8], size: Size) -> Result<Pixmap, RenderError> {
    let artwork = artwork::decode(bytes).map_err(|error| RenderError::Picture {
        tile: tile.id.to_string(),
        reason: error.to_string(),
    })?;
    scale(artwork, size.pixels())
}

/// `artwork` scaled to `pixels` pixels square: shrunk first by the largest whole factor that
/// leaves it at least as large (each pixel the average of the block it stands for), then
/// filtered bicubically to the size, so that no detail is skipped over when a large picture
/// is made small.
fn scale(artwork: Artwork, pixels: u32) -> Result<Pixmap, RenderError> {
    let side = artwork.side;
    let mut rgba = artwork.rgba;
    for pixel in rgba.chunks_exact_mut(4) {
        let premultiplied =
            tiny_skia::ColorU8::from_rgba(pixel[0], pixel[1], pixel[2], pixel[3]).premultiply();
        pixel.copy_from_slice(&[
            premultiplied.red(),
            premultiplied.green(),
            premultiplied.blue(),
            premultiplied.alpha(),
        ]);
    }
    let mut source = IntSize::from_wh(side, side)
        .and_then(|area| Pixmap::from_vec(rgba, area))
        .ok_or(RenderError::Canvas(side, side))?;
    let factor = (side / pixels).clamp(1, raster::MAX_SHRINK);
    if factor > 1 {
        let side = side / factor;
        let mut shrunk = raster::canvas(side, side)?;
        raster::shrink_into(&source, factor, &mut shrunk, 0, 0);
        source = shrunk;
    }
    let mut target = raster::canvas(pixels, pixels)?;
    if source.width() == pixels {
        raster::blit(&mut target, &source, 0, 0);
        return Ok(target);
    }
    let scale = pixels as f32 / source.width() as f32;
    let paint = PixmapPaint {
        quality: FilterQuality::Bicubic,
        ..PixmapPaint::default()
    };
    target.draw_pixmap(
        0,
        0,
        source.as_ref(),
        &paint,
        Transform::from_scale(scale, scale),
        None,
    );
    Ok(target)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A picture `side` pixels square, red on its left half and blue on its right.
    fn halves(side: u32) -> Artwork {
        let mut rgba = Vec::new();
        for _ in 0..side {
            for x in 0..side {
                let colour = if x < side / 2 {
                    [200, 0, 0, 255]
                } else {
                    [0, 0, 200, 255]
                };
                rgba.extend_from_slice(&colour);
            }
        }
        Artwork { side, rgba }
    }

    #[test]
    fn a_picture_is_scaled_to_the_size_drawn_up_and_down() {
        for side in [10, 64, 100, 1000, 2000] {
            let size = Size::new(64).unwrap();
            let scaled = scale(halves(side), size.pixels()).unwrap();
            assert_eq!((scaled.width(), scaled.height()), (64, 64), "{side}");
            let left = scaled.pixel(8, 32).unwrap();
            let right = scaled.pixel(56, 32).unwrap();
            assert_eq!((left.red(), left.blue()), (200, 0), "{side}");
            assert_eq!((right.red(), right.blue()), (0, 200), "{side}");
            // The whole square is covered.
            assert_eq!(scaled.pixel(63, 63).unwrap().alpha(), 255, "{side}");
            assert_eq!(scaled.pixel(0, 0).unwrap().alpha(), 255, "{side}");
        }
    }

    /// Every tile's picture is the one file, `art/one.png`, whose reads are counted.
    struct OneFileForAll {
        png: Vec<u8>,
        reads: std::sync::atomic::AtomicUsize,
    }

    impl Pictures for OneFileForAll {
        fn file(&self, _tile: &Tile) -> Option<PathBuf> {
            Some(PathBuf::from("art/one.png"))
        }

        fn read(&self, _tile: &Tile) -> Result<Vec<u8>, RenderError> {
            self.reads
                .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            Ok(self.png.clone())
        }
    }

    #[test]
    fn a_picture_named_by_every_tile_is_read_and_decoded_once_a_run() {
        let mut picture = raster::canvas(300, 300).unwrap();
        picture.fill(tiny_skia::Color::from_rgba8(40, 120, 60, 255));
        let source = OneFileForAll {
            png: crate::output::render::encoding::encode(&picture).unwrap(),
            reads: Default::default(),
        };
        let catalog = &crate::tables::CATALOG;
        let atlas = crate::output::render::Atlas::plan(
            catalog,
            Size::new(32).unwrap(),
            crate::output::render::AtlasOptions::default(),
        )
        .unwrap();
        let mut tiles = 0;
        crate::output::render::stream::<RenderError>(
            catalog,
            &source,
            &atlas,
            &crate::model::Rotation::ALL,
            &mut |drawn| {
                if let crate::output::render::Picture::Tile(drawn) = drawn {
                    let png = tiny_skia::Pixmap::decode_png(&drawn.png).unwrap();
                    let pixel = png.pixel(16, 16).unwrap();
                    assert_eq!((pixel.red(), pixel.green(), pixel.blue()), (40, 120, 60));
                    tiles += 1;
                }
                Ok(())
            },
        )
        .unwrap();
        assert_eq!(tiles, catalog.tiles.len() * 4);
        assert!(catalog.tiles.len() > 30);
        let reads = source.reads.load(std::sync::atomic::Ordering::Relaxed);
        assert_eq!(reads, 1);
    }

    /// Each tile names a picture of its own, a file by its id, all alike.
    struct OneFileEach(Vec<u8>);

    impl Pictures for OneFileEach {
        fn file(&self, tile: &Tile) -> Option<PathBuf> {
            Some(PathBuf::from(format!("art/{}.png", tile.id)))
        }

        fn read(&self, _tile: &Tile) -> Result<Vec<u8>, RenderError> {
            Ok(self.0.clone())
        }
    }

    #[test]
    fn the_pixels_decoded_are_counted_by_their_headers_and_held_to_the_budget() {
        let picture = raster::canvas(100, 100).unwrap();
        let source = OneFileEach(crate::output::render::encoding::encode(&picture).unwrap());
        let size = Size::new(32).unwrap();
        // Room for two pictures of 100 × 100 pixels: the third is refused, before it is
        // decoded, and the first two again are not decoded again.
        let pictures =
            DecodedPictures::with_limits(Source::Borrowed(&source), size, KEPT_BYTES, 25_000);
        let tiles = &crate::tables::CATALOG.tiles;
        assert!(pictures.printed(&tiles[0]).unwrap().is_some());
        assert!(pictures.printed(&tiles[1]).unwrap().is_some());
        let refused = pictures.printed(&tiles[2]).unwrap_err().to_string();
        assert!(refused.contains("past 0 million pixels"), "{refused}");
        assert!(pictures.printed(&tiles[0]).unwrap().is_some());
        assert!(
            DecodedPictures::new(&source, size)
                .printed(&tiles[2])
                .is_ok()
        );
    }

    /// The Flier's mark alone, a file of `png` whose reads are counted.
    struct FlierMark {
        png: Vec<u8>,
        reads: std::sync::atomic::AtomicUsize,
    }

    impl Pictures for FlierMark {
        fn file(&self, _tile: &Tile) -> Option<PathBuf> {
            None
        }

        fn read(&self, tile: &Tile) -> Result<Vec<u8>, RenderError> {
            unreachable!("{} names no picture", tile.id)
        }

        fn expansion_file(&self, expansion: &str, which: ExpansionPicture) -> Option<PathBuf> {
            (expansion == "flier" && which == ExpansionPicture::Mark)
                .then(|| PathBuf::from("flier/symbol.png"))
        }

        fn read_expansion(
            &self,
            _expansion: &str,
            _which: ExpansionPicture,
        ) -> Result<Vec<u8>, RenderError> {
            self.reads
                .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            Ok(self.png.clone())
        }
    }

    #[test]
    fn a_tile_drawn_from_its_data_is_drawn_from_its_expansion_s_mark_read_once() {
        let mut mark = raster::canvas(50, 50).unwrap();
        mark.fill(tiny_skia::Color::from_rgba8(255, 0, 255, 255));
        let png = crate::output::render::encoding::encode(&mark).unwrap();
        let source = FlierMark {
            png: png.clone(),
            reads: Default::default(),
        };
        let pictures = DecodedPictures::new(&source, Size::new(100).unwrap());
        let flier = &crate::tables::FLIER_A;
        assert_eq!(pictures.bytes(flier).unwrap().as_deref(), Some(&png[..]));
        assert_eq!(
            pictures.bytes(&crate::tables::FLIER_B).unwrap().as_deref(),
            Some(&png[..])
        );
        assert_eq!(pictures.bytes(&crate::tables::BASE_A).unwrap(), None);
        let drawn = pictures.mark("flier").unwrap().unwrap();
        // 0.12 of a tile 100 px wide.
        assert_eq!((drawn.width(), drawn.height()), (12, 12));
        assert!(pictures.mark("base").unwrap().is_none());
        assert!(pictures.back("flier").unwrap().is_none());
        // Once for the bytes, once for the picture decoded.
        assert_eq!(source.reads.load(std::sync::atomic::Ordering::Relaxed), 2);
        let printed = raster::printed(flier, Some(&crate::tables::FLIER), &pictures).unwrap();
        // The mark's square is centred 0.85 of the tile from its north-west corner.
        let pixel = printed.pixel(85, 85).unwrap();
        assert_eq!((pixel.red(), pixel.green(), pixel.blue()), (255, 0, 255));
    }

    #[test]
    fn past_the_bytes_kept_the_oldest_pictures_are_let_go_and_read_again() {
        let mut picture = raster::canvas(40, 40).unwrap();
        picture.fill(tiny_skia::Color::from_rgba8(0, 0, 200, 255));
        let png = crate::output::render::encoding::encode(&picture).unwrap();
        let source = OneFileEach(png.clone());
        let size = Size::new(32).unwrap();
        // Room for one file and its picture, not two.
        let one = png.len() + 32 * 32 * 4;
        let pictures = DecodedPictures::with_limits(
            Source::Borrowed(&source),
            size,
            one + 1,
            MAX_DECODED_PIXELS,
        );
        let tiles = &crate::tables::CATALOG.tiles;
        let first = pictures.printed(&tiles[0]).unwrap().unwrap();
        assert!(Arc::ptr_eq(
            &first,
            &pictures.printed(&tiles[0]).unwrap().unwrap()
        ));
        pictures.printed(&tiles[1]).unwrap().unwrap();
        {
            let kept = pictures.kept.lock().unwrap();
            assert_eq!(kept.files.len(), 1);
            assert!(kept.bytes <= one + 1, "{}", kept.bytes);
        }
        // The first was let go: it is decoded again, to the same pixels.
        let again = pictures.printed(&tiles[0]).unwrap().unwrap();
        assert!(!Arc::ptr_eq(&first, &again));
        assert_eq!(first.data(), again.data());
    }
}
