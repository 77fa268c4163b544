//! Prints every tile of The Flier with the direction of its arrow in each of the four rotations,
//! from the compiled tables alone: nothing is read at run time.

use tilecat_core::model::Rotation;
use tilecat_core::rules::arrow;
use tilecat_core::tables::CATALOG;

fn main() {
    for tile in CATALOG.tiles_of("flier") {
        for rotation in Rotation::ALL {
            match arrow(tile, rotation) {
                Some(direction) => {
                    println!("{} R{} {}", tile.id, rotation.degrees(), direction.name())
                }
                None => println!("{} R{} no flying machine", tile.id, rotation.degrees()),
            }
        }
    }
}
