//! How much drawing a run may ask for: the pixels it needs are counted before anything is
//! drawn, and a run that would need more than [`MAX_PIXELS`] is refused with a message instead
//! of running out of memory.

use crate::render::Size;

/// The most pixels a run may hold while drawing: 2³⁰ pixels of 4 bytes each, 4 GiB.
pub const MAX_PIXELS: u64 = 1 << 30;

/// How many copies of every drawn frame a run holds at its peak: the frame itself, its place in
/// the atlas and its place in the contact sheet.
const COPIES: u64 = 3;

/// Fails, in words naming `--size` and the limit, when drawing `tiles` tiles in `rotations`
/// rotations each at `size` needs more than [`MAX_PIXELS`].
pub fn check_pixels(tiles: usize, rotations: usize, size: Size) -> Result<(), String> {
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
    let hint = match largest {
        Some(side) => format!("use `--size {side}` or smaller, or draw fewer tiles"),
        None => "draw fewer tiles".to_owned(),
    };
    Err(format!(
        "drawing {frames} frames at --size {} needs about {} million pixels, more than the limit of {} million; {hint}",
        size.pixels(),
        needed / 1_000_000,
        MAX_PIXELS / 1_000_000
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refuses_a_run_past_the_limit_and_names_the_size_that_fits() {
        let size = |pixels| Size::new(pixels).unwrap();
        assert!(check_pixels(8, 4, size(2048)).is_ok());
        assert!(check_pixels(1000, 4, size(256)).is_ok());
        let refused = check_pixels(100, 4, size(2048)).unwrap_err();
        assert!(refused.contains("--size 2048"), "{refused}");
        assert!(refused.contains("limit of 1073 million"), "{refused}");
        assert!(refused.contains("use `--size 945` or smaller"), "{refused}");
        assert!(check_pixels(100, 4, size(945)).is_ok());
        assert!(check_pixels(100, 4, size(946)).is_err());
        assert!(
            check_pixels(usize::MAX, 4, size(32))
                .unwrap_err()
                .contains("draw fewer tiles")
        );
    }
}
