//! Where a tile can go, found without trying every free cell in every rotation: each side of
//! each tile kind, as it lies in each rotation, is reduced to a number (its kind of edge and the
//! kind of feature at each of its three positions), and every empty cell next to the board keeps
//! the numbers its neighbours demand, updated only for the four cells around a tile just placed.

use std::collections::{HashMap, HashSet};

use crate::board::{Cell, neighbour};
use crate::model::{EdgeKind, Feature, FeatureKind, Rotation, Side, Tile};
use crate::rules::feature_at;

/// A side as it lies, as a number; never 0, which stands for "no neighbour, no demand".
type Code = u16;

/// One kind of tile: the numbers of its sides in every rotation, and what it demands of the
/// neighbour across each side.
#[derive(Debug, Clone)]
pub(super) struct Shape {
    /// `sides[rotation][side]`: the side as the tile shows it.
    sides: [[Code; 4]; 4],
    /// `offers[rotation][side]`: the code a tile must show on the side facing this one.
    offers: [[Code; 4]; 4],
}

/// The number of an edge kind and three feature kinds (or none) along one side.
fn code(edge: EdgeKind, parts: [Option<&Feature>; 3]) -> Code {
    let kind = |feature: Option<&Feature>| -> Code {
        feature.map_or(0, |feature| {
            1 + FeatureKind::ALL
                .iter()
                .position(|&kind| kind == feature.kind())
                .expect("every kind is listed") as Code
        })
    };
    let edge = EdgeKind::ALL
        .iter()
        .position(|&kind| kind == edge)
        .expect("every edge kind is listed") as Code;
    0x8000 | edge << 9 | kind(parts[0]) << 6 | kind(parts[1]) << 3 | kind(parts[2])
}

impl Shape {
    /// The side numbers of `tile`.
    pub(super) fn of(tile: &Tile) -> Shape {
        let mut sides = [[0; 4]; 4];
        let mut offers = [[0; 4]; 4];
        for rotation in Rotation::ALL {
            let edges = tile.edges.rotated(rotation);
            for side in Side::ALL {
                let r = rotation.quarter_turns() as usize;
                sides[r][side.index()] = code(
                    edges.get(side),
                    side.positions()
                        .map(|position| feature_at(tile, rotation, position)),
                );
                // The neighbour's side facing this one, read along its own positions: each
                // of them meets the position it faces on this tile.
                let facing = side.opposite();
                offers[r][side.index()] = code(
                    edges.get(side),
                    facing
                        .positions()
                        .map(|position| feature_at(tile, rotation, position.facing())),
                );
            }
        }
        Shape { sides, offers }
    }

    /// Whether the shape turned by `rotation` shows every side `demand` asks for.
    pub(super) fn fits(&self, rotation: usize, demand: &[Code; 4]) -> bool {
        let sides = &self.sides[rotation];
        (0..4).all(|side| demand[side] == 0 || demand[side] == sides[side])
    }

    /// Whether the shape fits `demand` in any rotation.
    fn fits_somehow(&self, demand: &[Code; 4]) -> bool {
        (0..4).any(|rotation| self.fits(rotation, demand))
    }
}

/// A set of shapes, one bit each.
pub(super) type ShapeSet = Vec<u64>;

/// Whether the sets share a shape.
pub(super) fn meets(a: &[u64], b: &[u64]) -> bool {
    a.iter().zip(b).any(|(a, b)| a & b != 0)
}

/// One empty cell next to the board.
#[derive(Debug, Clone)]
pub(super) struct Open {
    /// The cell.
    pub(super) at: Cell,
    /// The code each side's neighbour demands (0: no neighbour on that side).
    pub(super) demand: [Code; 4],
    /// The shapes that fit here in some rotation.
    pub(super) fitting: ShapeSet,
}

/// The empty cells next to the board, in a fixed order (so a game is the same on every run).
#[derive(Debug, Clone, Default)]
pub(super) struct Frontier {
    /// The cells, in the order they were opened (a filled cell's place goes to the last one).
    pub(super) open: Vec<Open>,
    /// Where each cell is in `open`.
    index: HashMap<Cell, usize>,
    /// Cells that hold a tile.
    filled: HashSet<Cell>,
}

impl Frontier {
    /// Records `shapes[shape]` placed at `at` turned `rotation` quarter turns: the cell leaves
    /// the frontier and each empty neighbour gains the demand of the side facing it.
    pub(super) fn place(&mut self, shapes: &[Shape], shape: usize, at: Cell, rotation: usize) {
        if let Some(place) = self.index.remove(&at) {
            self.open.swap_remove(place);
            if let Some(moved) = self.open.get(place) {
                self.index.insert(moved.at, place);
            }
        }
        self.filled.insert(at);
        let words = shapes.len().div_ceil(64);
        for side in Side::ALL {
            let cell = neighbour(at, side);
            if self.filled.contains(&cell) {
                continue;
            }
            let place = *self.index.entry(cell).or_insert_with(|| {
                self.open.push(Open {
                    at: cell,
                    demand: [0; 4],
                    fitting: Vec::new(),
                });
                self.open.len() - 1
            });
            let open = &mut self.open[place];
            open.demand[side.opposite().index()] = shapes[shape].offers[rotation][side.index()];
            open.fitting = vec![0; words];
            for (index, candidate) in shapes.iter().enumerate() {
                if candidate.fits_somehow(&open.demand) {
                    open.fitting[index / 64] |= 1 << (index % 64);
                }
            }
        }
    }

    /// Every cell and rotation where `shape` fits now, in the frontier's order.
    pub(super) fn places(&self, shapes: &[Shape], shape: usize, into: &mut Vec<(Cell, usize)>) {
        into.clear();
        let bit = 1 << (shape % 64);
        for open in &self.open {
            if open.fitting[shape / 64] & bit == 0 {
                continue;
            }
            for rotation in 0..4 {
                if shapes[shape].fits(rotation, &open.demand) {
                    into.push((open.at, rotation));
                }
            }
        }
    }
}
