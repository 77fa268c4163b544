//! Work on many files at once: one thread per core, each taking a run of consecutive items, the
//! results in the order of the items.

/// `work` applied to every item of `items`, on as many threads as the machine has cores (but
/// no thread for fewer than `per_thread` items); the results come back in the order of `items`.
///
/// ```
/// let squares = tilecat::parallel::map(&[1, 2, 3], 1, |n| n * n);
/// assert_eq!(squares, [1, 4, 9]);
/// ```
pub fn map<T: Sync, R: Send>(
    items: &[T],
    per_thread: usize,
    work: impl Fn(&T) -> R + Sync,
) -> Vec<R> {
    let threads = std::thread::available_parallelism()
        .map_or(1, usize::from)
        .min(items.len().div_ceil(per_thread.max(1)))
        .max(1);
    let run = |chunk: &[T]| -> Vec<R> { chunk.iter().map(&work).collect() };
    if threads == 1 {
        return run(items);
    }
    std::thread::scope(|scope| {
        let workers: Vec<_> = items
            .chunks(items.len().div_ceil(threads))
            .map(|chunk| scope.spawn(move || run(chunk)))
            .collect();
        workers.into_iter().flat_map(joined).collect()
    })
}

/// The result of a finished scoped thread, passing a panic on to the caller.
pub fn joined<T>(handle: std::thread::ScopedJoinHandle<'_, T>) -> T {
    handle
        .join()
        .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
}

#[cfg(test)]
mod tests {
    #[test]
    fn order_is_kept_across_threads() {
        let items: Vec<usize> = (0..10_000).collect();
        let doubled = super::map(&items, 16, |n| n * 2);
        assert_eq!(doubled, items.iter().map(|n| n * 2).collect::<Vec<_>>());
        assert_eq!(super::map(&items[..3], 1, |n| n + 1), [1, 2, 3]);
        assert!(super::map(&[] as &[u32], 1, |n| *n).is_empty());
    }
}
