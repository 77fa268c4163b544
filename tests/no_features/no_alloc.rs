//! Looking tiles up in the tables and asking the rules about them allocates nothing; turning a
//! whole `Tile` does, because it builds owned lists. Counted with a global allocator that
//! counts the allocations made on the current thread.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;
use std::hint::black_box;

use tilecat::board::{Board, flight, score};
use tilecat::model::{Direction, FeatureKind, Rotation, Side};
use tilecat::rules::{
    Meeple, Roll, arrow, distinct_rotations, feature_at, fits_beside, flight_target,
    looks_the_same, orientation_count,
};
use tilecat::tables::{self, TILES};

struct CountingAllocator;

thread_local! {
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

unsafe impl GlobalAlloc for CountingAllocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.with(|count| count.set(count.get() + 1));
        unsafe { System.alloc(layout) }
    }

    unsafe fn dealloc(&self, pointer: *mut u8, layout: Layout) {
        unsafe { System.dealloc(pointer, layout) }
    }

    unsafe fn realloc(&self, pointer: *mut u8, layout: Layout, size: usize) -> *mut u8 {
        ALLOCATIONS.with(|count| count.set(count.get() + 1));
        unsafe { System.realloc(pointer, layout, size) }
    }
}

#[global_allocator]
static ALLOCATOR: CountingAllocator = CountingAllocator;

/// How many allocations `work` makes on this thread.
fn allocations(work: impl FnOnce()) -> usize {
    let before = ALLOCATIONS.with(Cell::get);
    work();
    ALLOCATIONS.with(Cell::get) - before
}

#[test]
fn lookups_and_rules_allocate_nothing() {
    let die = tables::FLIER.die.as_ref().unwrap();
    let ids = ["flier-A", "flier-D", "flier-H", "flier-Z"];
    let count = allocations(|| {
        for id in ids {
            black_box(tables::tile(black_box(id)));
            black_box(tables::CATALOG.tile(black_box(id)));
        }
        black_box(tables::expansion(black_box("flier")));
        for tile in TILES {
            for rotation in Rotation::ALL {
                black_box(Direction::NW.rotated(black_box(rotation)));
                black_box(tile.edges.rotated(black_box(rotation)));
                black_box(arrow(tile, rotation));
                for face in die.faces.iter().filter(|_| tile.flier.is_some()) {
                    let roll = Roll::new(die, *face).unwrap();
                    black_box(flight_target(tile, black_box((3, -2)), rotation, roll)).unwrap();
                }
                black_box(looks_the_same(tile, rotation));
                for side in Side::ALL {
                    black_box(feature_at(tile, rotation, side.positions()[1]));
                    for neighbour in TILES {
                        black_box(fits_beside(tile, rotation, side, neighbour, Rotation::R90));
                    }
                }
            }
            black_box(orientation_count(tile));
            black_box(distinct_rotations(tile));
            for meeple in Meeple::ALL {
                black_box(meeple.lands_on(black_box(FeatureKind::Road)));
            }
        }
    });
    assert_eq!(count, 0, "the lookups and rules allocated {count} times");
}

#[test]
fn rotating_a_whole_tile_allocates() {
    let count = allocations(|| {
        black_box(tables::FLIER_A.rotated(black_box(Rotation::R90)));
    });
    assert!(
        count > 0,
        "the counter sees the owned lists Tile::rotated builds"
    );
}

#[test]
fn a_flight_on_a_board_allocates_nothing() {
    // A row of B tiles (road west to east, arrow west) with a monastery-free road: every flight
    // from the east end reaches a tile whose road is open.
    let mut board = Board::new();
    for x in 0..8 {
        board.place(&tables::FLIER_B, (x, 0), Rotation::R0).unwrap();
    }
    board
        .add_meeple("red", Meeple::Follower, (0, 0), "road")
        .unwrap();
    let die = tables::FLIER.die.as_ref().unwrap();
    let mut landings = 0;
    let count = allocations(|| {
        for face in die.faces.iter() {
            let roll = Roll::new(die, *face).unwrap();
            for meeple in Meeple::ALL {
                let flight = flight(black_box(&board), (7, 0), roll, meeple).unwrap();
                landings += black_box(flight.options().count());
            }
        }
    });
    assert_eq!(count, 0, "the flights allocated {count} times");
    // Six of the eight kinds take a road, on each of the six faces.
    assert_eq!(landings, 6 * 6);
    assert_eq!(score(&board, true).players["red"], 8);
}
