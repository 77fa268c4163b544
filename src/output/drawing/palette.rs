//! The colours of the drawings, in one place.

use crate::output::drawing::Colour;

/// Grass of the fields.
pub const FIELD: Colour = Colour::rgb(0x7c, 0xae, 0x4a);
/// The plain colour of a tile's back.
pub const BACK: Colour = Colour::rgb(0x3d, 0x5a, 0x80);
/// The thin line around a tile.
pub const TILE_EDGE: Colour = Colour::rgb(0x4f, 0x77, 0x2e);
/// The road's surface.
pub const ROAD: Colour = Colour::rgb(0xf2, 0xea, 0xd6);
/// The road's darker edges.
pub const ROAD_EDGE: Colour = Colour::rgb(0x8c, 0x7b, 0x5c);
/// A river's water, and a spring's, a lake's and a well's.
pub const WATER: Colour = Colour::rgb(0x3f, 0x8f, 0xd8);
/// A river's darker banks.
pub const RIVER_BANK: Colour = Colour::rgb(0x24, 0x5d, 0x9c);
/// The stone ring of a well.
pub const STONE: Colour = Colour::rgb(0x9a, 0x96, 0x90);
/// The inside of a city.
pub const CITY: Colour = Colour::rgb(0xcf, 0x8a, 0x48);
/// A city's wall: grey stone, as printed.
pub const CITY_WALL: Colour = Colour::rgb(0x8a, 0x84, 0x7a);
/// A pennant's shield.
pub const PENNANT: Colour = Colour::rgb(0x2a, 0x5d, 0xb0);
/// A pennant's rim.
pub const PENNANT_RIM: Colour = Colour::rgb(0xff, 0xff, 0xff);
/// Walls of houses and of the monastery.
pub const WALL: Colour = Colour::rgb(0xef, 0xe3, 0xc2);
/// Roofs.
pub const ROOF: Colour = Colour::rgb(0xa0, 0x52, 0x2d);
/// Outlines, doors and other dark details.
pub const INK: Colour = Colour::rgb(0x3b, 0x2f, 0x25);
/// The wood of fences and of the flying machine's frame.
pub const WOOD: Colour = Colour::rgb(0x8b, 0x5a, 0x2b);
/// Pigs.
pub const PIG: Colour = Colour::rgb(0xf2, 0xa7, 0xb5);
/// The highwaymen's cloaks.
pub const CLOAK: Colour = Colour::rgb(0x2d, 0x2a, 0x33);
/// The shadowed faces under the highwaymen's hoods.
pub const FACE: Colour = Colour::rgb(0xb0, 0x8a, 0x68);
/// Soil of a flower bed.
pub const SOIL: Colour = Colour::rgb(0x7a, 0x52, 0x30);
/// Leaves in a flower bed.
pub const LEAVES: Colour = Colour::rgb(0x3f, 0x7a, 0x2a);
/// Flower colours in a flower bed, in the order they go round the ring.
pub const FLOWERS: [Colour; 4] = [
    Colour::rgb(0xe0, 0x44, 0x3a),
    Colour::rgb(0xf4, 0xd0, 0x3f),
    Colour::rgb(0xff, 0xff, 0xff),
    Colour::rgb(0x9b, 0x59, 0xb6),
];
/// The flying machine's canvas wings.
pub const CANVAS: Colour = Colour::rgb(0xf3, 0xec, 0xd6);
/// The arrow's shaft.
pub const ARROW_SHAFT: Colour = Colour::rgb(0x3a, 0x2a, 0x1a);
/// The arrow's head: a red no other element uses, so the tip stands out.
pub const ARROW_HEAD: Colour = Colour::rgb(0xd9, 0x1e, 0x1e);
/// Background of the contact sheet.
pub const SHEET: Colour = Colour::rgb(0xf4, 0xf1, 0xea);
/// Label text on the contact sheet.
pub const TEXT: Colour = Colour::rgb(0x2b, 0x2b, 0x2b);
