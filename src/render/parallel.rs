//! Running independent jobs on every core while keeping their results in order, so the output
//! is the same whatever the number of threads.

use std::num::NonZeroUsize;
use std::thread;

/// `f` applied to every item, on up to one thread per core, results in the items' order.
pub fn map<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let threads = thread::available_parallelism()
        .map_or(1, NonZeroUsize::get)
        .min(items.len());
    if threads <= 1 {
        return items.iter().map(f).collect();
    }
    let chunk = items.len().div_ceil(threads);
    let f = &f;
    thread::scope(|scope| {
        let workers: Vec<_> = items
            .chunks(chunk)
            .map(|part| scope.spawn(move || part.iter().map(f).collect::<Vec<R>>()))
            .collect();
        workers.into_iter().flat_map(joined).collect()
    })
}

/// The result of a finished scoped thread, passing a panic on to the caller.
pub fn joined<T>(handle: thread::ScopedJoinHandle<'_, T>) -> T {
    match handle.join() {
        Ok(result) => result,
        Err(panic) => std::panic::resume_unwind(panic),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn keeps_the_order_of_the_items() {
        let items: Vec<u32> = (0..101).collect();
        assert_eq!(
            super::map(&items, |n| n * 2),
            (0..101).map(|n| n * 2).collect::<Vec<_>>()
        );
        assert!(super::map(&[] as &[u32], |n| *n).is_empty());
    }
}
