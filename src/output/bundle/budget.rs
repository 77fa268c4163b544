//! How much drawing a run may ask for: the pixels it writes are counted before anything is
//! drawn, and a run that would write more than [`MAX_PIXELS`] is refused with a message naming
//! `--size` instead of running for hours and filling the disk.
//!
//! A tile's own picture has a budget of its own, [`artwork::MAX_PIXELS`] (4096 × 4096), held
//! when the data is checked (E051), so that decoding one never takes more than that.
//!
//! [`artwork::MAX_PIXELS`]: crate::shared::artwork::MAX_PIXELS
//!
//! Memory does not grow with these pixels: a run draws, encodes and writes a page of the atlas
//! at a time (see BENCHMARKS.md for its peak at 5,000 tiles).

use std::fmt;

use crate::output::render::Size;

/// The most pixels a run may write: 2³³, about 8.6 billion, such as 16,000 tiles in four
/// rotations at 256 px.
pub const MAX_PIXELS: u64 = 1 << 33;

/// How many times a run writes every drawn frame: as a single PNG and in the atlas. The
/// contact sheet's thumbnails of the printed tiles add little.
const COPIES: u64 = 2;

/// A run that would draw more than [`MAX_PIXELS`]: how many frames at which size, and the
/// largest size that would fit, if any.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TooManyPixels {
    /// The frames the run would draw: tiles times rotations.
    pub frames: u64,
    /// The size asked for.
    pub size: Size,
    /// The pixels the run would write.
    pub needed: u64,
    /// The largest tile size at which the same frames fit, or `None` when none does.
    pub largest: Option<u32>,
}

impl fmt::Display for TooManyPixels {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            formatter,
            "drawing {} frames at --size {} needs about {} million pixels, more than the limit of {} million; ",
            self.frames,
            self.size.pixels(),
            self.needed / 1_000_000,
            MAX_PIXELS / 1_000_000
        )?;
        match self.largest {
            Some(side) => write!(
                formatter,
                "use `--size {side}` or smaller, or draw fewer tiles"
            ),
            None => write!(formatter, "draw fewer tiles"),
        }
    }
}

impl std::error::Error for TooManyPixels {}

/// Fails when drawing `tiles` tiles in `rotations` rotations each at `size` needs more than
/// [`MAX_PIXELS`].
pub fn check_pixels(tiles: usize, rotations: usize, size: Size) -> Result<(), TooManyPixels> {
    let side = u64::from(size.pixels());
    let frames = (tiles as u64).saturating_mul(rotations as u64);
    let needed = frames.saturating_mul(side * side).saturating_mul(COPIES);
    if needed <= MAX_PIXELS {
        return Ok(());
    }
    let largest = (Size::MIN..=Size::MAX).rev().find(|side| {
        frames
            .saturating_mul(u64::from(*side).pow(2))
            .saturating_mul(COPIES)
            <= MAX_PIXELS
    });
    Err(TooManyPixels {
        frames,
        size,
        needed,
        largest,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refuses_a_run_past_the_limit_and_names_the_size_that_fits() {
        let size = |pixels| Size::new(pixels).unwrap();
        assert!(check_pixels(8, 4, size(2048)).is_ok());
        assert!(check_pixels(5000, 4, size(256)).is_ok());
        let refused = check_pixels(400, 4, size(2048)).unwrap_err().to_string();
        assert!(refused.contains("--size 2048"), "{refused}");
        assert!(refused.contains("limit of 8589 million"), "{refused}");
        assert!(
            refused.contains("use `--size 1638` or smaller"),
            "{refused}"
        );
        assert!(check_pixels(400, 4, size(1638)).is_ok());
        assert!(check_pixels(400, 4, size(1639)).is_err());
        assert!(
            check_pixels(usize::MAX, 4, size(32))
                .unwrap_err()
                .to_string()
                .contains("draw fewer tiles")
        );
    }
}
