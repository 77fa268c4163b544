//! Work on many items at once, one thread per core, the results in the order of the items:
//! [`map`] for items of about equal cost, [`ordered`] for a stream of large ones handed on as
//! they are done.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::channel;
use std::sync::{Condvar, Mutex, PoisonError};

/// `work` applied to every item of `items`, on as many threads as the machine has cores (but
/// no thread for fewer than `per_thread` items); the results come back in the order of `items`.
///
/// ```
/// let squares = tilecat::shared::parallel::map(&[1, 2, 3], 1, |n| n * n);
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

/// `work` applied to every item of `items` on one thread per core, each thread taking the next
/// item not yet taken, and every result handed to `emit` in the order of `items` as soon as it
/// and all before it are done. No item more than `ahead` places past the last one emitted is
/// started, so at most about `ahead` results wait in memory however many items there are. An
/// error from `emit` stops the work: no further item is started and the error is returned.
///
/// ```
/// let mut squares = Vec::new();
/// tilecat::shared::parallel::ordered(&[1, 2, 3], 2, |n| n * n, &mut |square| {
///     squares.push(square);
///     Ok::<(), ()>(())
/// })
/// .unwrap();
/// assert_eq!(squares, [1, 4, 9]);
/// ```
pub fn ordered<T: Sync, R: Send, E>(
    items: &[T],
    ahead: usize,
    work: impl Fn(&T) -> R + Sync,
    emit: &mut dyn FnMut(R) -> Result<(), E>,
) -> Result<(), E> {
    let threads = std::thread::available_parallelism()
        .map_or(1, usize::from)
        .min(items.len())
        .max(1);
    let ahead = ahead.max(1);
    let next = AtomicUsize::new(0);
    let gate = Gate::default();
    let (sender, results) = channel();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let sender = sender.clone();
            let (next, gate, work) = (&next, &gate, &work);
            scope.spawn(move || {
                // A panicking worker stops the others, so that none waits for its result.
                let _stop_on_panic = StopOnPanic(gate);
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= items.len() || !gate.wait_for(index, ahead) {
                        return;
                    }
                    if sender.send((index, work(&items[index]))).is_err() {
                        return;
                    }
                }
            });
        }
        drop(sender);
        let mut waiting = std::collections::BTreeMap::new();
        let mut emitted = 0;
        for (index, result) in results.iter() {
            waiting.insert(index, result);
            while let Some(result) = waiting.remove(&emitted) {
                if let Err(error) = emit(result) {
                    gate.stop();
                    return Err(error);
                }
                emitted += 1;
                gate.advance(emitted);
            }
        }
        Ok(())
    })
}

/// How far [`ordered`] has emitted, and whether it has stopped; workers wait on it before
/// starting an item too far ahead.
#[derive(Default)]
struct Gate {
    /// (items emitted, stopped)
    state: Mutex<(usize, bool)>,
    changed: Condvar,
}

impl Gate {
    /// Waits until item `index` is fewer than `ahead` places past the last one emitted; false
    /// when the work has stopped instead.
    fn wait_for(&self, index: usize, ahead: usize) -> bool {
        let state = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        let state = self
            .changed
            .wait_while(state, |(emitted, stopped)| {
                !*stopped && index >= *emitted + ahead
            })
            .unwrap_or_else(PoisonError::into_inner);
        !state.1
    }

    /// Records that `emitted` items have been emitted.
    fn advance(&self, emitted: usize) {
        self.state.lock().unwrap_or_else(PoisonError::into_inner).0 = emitted;
        self.changed.notify_all();
    }

    /// Stops the work: no waiting worker starts another item.
    fn stop(&self) {
        self.state.lock().unwrap_or_else(PoisonError::into_inner).1 = true;
        self.changed.notify_all();
    }
}

/// Stops a [`Gate`] when dropped during a panic.
struct StopOnPanic<'g>(&'g Gate);

impl Drop for StopOnPanic<'_> {
    fn drop(&mut self) {
        if std::thread::panicking() {
            self.0.stop();
        }
    }
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

    #[test]
    fn ordered_emits_in_order_and_stops_at_the_first_error() {
        let items: Vec<u64> = (0..500).collect();
        let mut seen = Vec::new();
        // Uneven work, so that later items often finish first.
        let slow = |n: &u64| {
            if n.is_multiple_of(5) {
                std::thread::sleep(std::time::Duration::from_micros(300));
            }
            *n
        };
        super::ordered(&items, 4, slow, &mut |n| {
            seen.push(n);
            Ok::<(), ()>(())
        })
        .unwrap();
        assert_eq!(seen, items);

        let mut seen = Vec::new();
        let stopped = super::ordered(&items, 4, |n| *n, &mut |n| {
            seen.push(n);
            if n == 10 { Err(n) } else { Ok(()) }
        });
        assert_eq!(stopped, Err(10));
        assert_eq!(seen, (0..=10).collect::<Vec<_>>());
        assert_eq!(
            super::ordered(&[] as &[u64], 4, |n| *n, &mut |_| Err::<(), ()>(())),
            Ok(())
        );
    }

    #[test]
    fn a_panicking_item_reaches_the_caller_without_a_hang() {
        let items: Vec<u32> = (0..100).collect();
        let outcome = std::panic::catch_unwind(|| {
            super::ordered(&items, 2, |n| assert_ne!(*n, 3), &mut |()| Ok::<(), ()>(()))
        });
        assert!(outcome.is_err());
    }
}
