//! Godot 4 TileSets, one per expansion, in Godot's text resource format (`.tres`, `format=3`).
//!
//! A TileSet has an atlas source per atlas page of its expansion (`sources/<n>`, `n` the page's
//! number among the expansion's pages), each cutting the page (`../atlas-<n>.png`, a path
//! relative to the `.tres`, which Godot resolves from the resource's folder) into the same grid
//! as the Tiled tileset: `texture_region_size` the frame, `margins` the padding and one
//! extrusion, `separation` the padding and two extrusions. The tile at atlas coordinates
//! `column:row` is the page's frame in that place, row by row.
//!
//! Each rotation is a drawn frame of its own, not an alternative tile turned by Godot's
//! transform flags: the atlas already holds the four drawings, and Godot's terrain matching
//! reads each tile's own peering bits, which for a turned alternative would have to be stated
//! again turned, as would its custom data. So every frame is a plain tile (alternative 0) with:
//!
//! - custom data layers `id`, `letter`, `frame` (the frame's name in the atlas descriptions),
//!   `rotation` (degrees), `sides` (a `PackedStringArray` of the four sides, N, E, S, W, as the
//!   frame shows them) and `arrow` (the flying machine's direction in the frame, empty on a
//!   tile without one);
//! - terrain set 0, which matches sides (`TERRAIN_MODE_MATCH_SIDES`), with a terrain per kind of
//!   side (`field`, `road`, `city`, in that order): each side's peering bit is the terrain of
//!   that side. A tile's centre terrain is left unset, as a tile has no one kind at its centre.

use std::fmt::Write;

use crate::model::{Catalog, EdgeKind, Expansion};
use crate::output::bundle::shown::{Shown, side_colour};
use crate::output::bundle::tiled::Grid;
use crate::output::render::Colour;
use crate::output::render::atlas::{Atlas, page_image};
use crate::shared::escape::godot_string;

/// Godot's `Variant.Type` of a String.
const STRING: u8 = 4;
/// Godot's `Variant.Type` of an int.
const INT: u8 = 2;
/// Godot's `Variant.Type` of a PackedStringArray.
const PACKED_STRING_ARRAY: u8 = 34;
/// Godot's `TileSet.TERRAIN_MODE_MATCH_SIDES`.
const MATCH_SIDES: u8 = 2;

/// The custom data layers, in order, with their Godot types.
pub const CUSTOM_DATA: [(&str, u8); 6] = [
    ("id", STRING),
    ("letter", STRING),
    ("frame", STRING),
    ("rotation", INT),
    ("sides", PACKED_STRING_ARRAY),
    ("arrow", STRING),
];

/// Godot's names of a tile's four side neighbours, clockwise from north, as its peering bits
/// are named.
pub const PEERING_SIDES: [&str; 4] = ["top_side", "right_side", "bottom_side", "left_side"];

/// The terrain of a kind of side in terrain set 0: its place in [`EdgeKind::ALL`].
pub fn terrain(kind: EdgeKind) -> usize {
    EdgeKind::ALL
        .iter()
        .position(|each| *each == kind)
        .unwrap_or(0)
}

/// The TileSet of `expansion` over the pages of `atlas` (the atlas of `catalog`), as the text of
/// a `.tres` file.
pub fn tile_set(catalog: &Catalog, expansion: &Expansion, atlas: &Atlas) -> String {
    let pages: Vec<_> = atlas
        .pages
        .iter()
        .filter(|page| page.expansion == expansion.id)
        .collect();
    let mut text = String::new();
    // Each page is a texture and an atlas source; the TileSet itself is the last step.
    let _ = writeln!(
        text,
        "[gd_resource type=\"TileSet\" load_steps={} format=3]",
        2 * pages.len() + 1
    );
    for page in &pages {
        let _ = write!(
            text,
            "\n[ext_resource type=\"Texture2D\" path={} id=\"{}\"]\n",
            godot_string(&format!("../{}", page_image(page.index))),
            texture_id(page.of_expansion)
        );
    }
    for page in &pages {
        let grid = Grid::of(&atlas.cell, page);
        let _ = write!(
            text,
            "\n[sub_resource type=\"TileSetAtlasSource\" id=\"{}\"]\n\
             texture = ExtResource(\"{}\")\n\
             margins = Vector2i({m}, {m})\n\
             separation = Vector2i({s}, {s})\n\
             texture_region_size = Vector2i({t}, {t})\n",
            source_id(page.of_expansion),
            texture_id(page.of_expansion),
            m = grid.margin,
            s = grid.spacing,
            t = grid.tile,
        );
        for shown in Shown::on_page(catalog, atlas, page) {
            tile(&mut text, &grid, &shown);
        }
    }
    let side = atlas.size.pixels();
    let _ = write!(
        text,
        "\n[resource]\ntile_size = Vector2i({side}, {side})\nterrain_set_0/mode = {MATCH_SIDES}\n"
    );
    for (index, kind) in EdgeKind::ALL.iter().enumerate() {
        let _ = write!(
            text,
            "terrain_set_0/terrain_{index}/name = {}\nterrain_set_0/terrain_{index}/color = {}\n",
            godot_string(kind.name()),
            colour(side_colour(*kind))
        );
    }
    for (index, (name, kind)) in CUSTOM_DATA.iter().enumerate() {
        let _ = write!(
            text,
            "custom_data_layer_{index}/name = {}\ncustom_data_layer_{index}/type = {kind}\n",
            godot_string(name)
        );
    }
    for page in &pages {
        let _ = writeln!(
            text,
            "sources/{} = SubResource(\"{}\")",
            page.of_expansion,
            source_id(page.of_expansion)
        );
    }
    text
}

/// Appends the tile of the frame `shown` to an atlas source cut as `grid`.
fn tile(text: &mut String, grid: &Grid, shown: &Shown) {
    let columns = grid.columns.max(1) as usize;
    let at = format!("{}:{}/0", shown.place % columns, shown.place / columns);
    let _ = writeln!(text, "{at} = 0");
    let _ = writeln!(text, "{at}/terrain_set = 0");
    for (bit, kind) in PEERING_SIDES.iter().zip(shown.sides) {
        let _ = writeln!(text, "{at}/terrains_peering_bit/{bit} = {}", terrain(kind));
    }
    let sides: Vec<String> = shown
        .sides
        .iter()
        .map(|kind| godot_string(kind.name()))
        .collect();
    let values = [
        godot_string(&shown.tile.id),
        godot_string(&shown.tile.letter),
        godot_string(&shown.frame.name),
        shown.frame.rotation.degrees().to_string(),
        format!("PackedStringArray({})", sides.join(", ")),
        godot_string(shown.arrow.map_or("", |arrow| arrow.name())),
    ];
    for (index, value) in values.iter().enumerate() {
        let _ = writeln!(text, "{at}/custom_data_{index} = {value}");
    }
}

/// The id of the texture of an expansion's page `n`.
fn texture_id(n: usize) -> String {
    format!("atlas_{n}")
}

/// The id of the atlas source of an expansion's page `n`.
fn source_id(n: usize) -> String {
    format!("TileSetAtlasSource_{n}")
}

/// `colour` as a Godot `Color`, each channel from 0 to 1.
fn colour(colour: Colour) -> String {
    let channel = |value: u8| {
        let text = format!("{:.4}", f64::from(value) / 255.0);
        let text = text.trim_end_matches('0').trim_end_matches('.');
        if text.is_empty() {
            "0".to_owned()
        } else {
            text.to_owned()
        }
    };
    format!(
        "Color({}, {}, {}, 1)",
        channel(colour.r),
        channel(colour.g),
        channel(colour.b)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::render::{AtlasOptions, Size};
    use std::path::PathBuf;

    #[test]
    fn colours_are_written_as_godot_reads_them() {
        assert_eq!(colour(Colour::rgb(255, 0, 128)), "Color(1, 0, 0.502, 1)");
    }

    #[test]
    fn each_page_is_an_atlas_source_whose_tiles_are_its_frames() {
        let catalog = crate::input::validate::validate_paths(&[PathBuf::from("data/flier")])
            .catalog
            .in_edition(None)
            .unwrap();
        let options = AtlasOptions {
            max_side: 300,
            ..AtlasOptions::default()
        };
        let atlas = Atlas::plan(&catalog, Size::new(64).unwrap(), options).unwrap();
        let expansion = catalog.expansion("flier").unwrap();
        let text = tile_set(&catalog, expansion, &atlas);
        assert!(text.starts_with("[gd_resource type=\"TileSet\" load_steps=5 format=3]\n"));
        assert!(text.contains("sources/1 = SubResource(\"TileSetAtlasSource_1\")"));
        // Tile E (the second page's first tile, field/road/road/field, arrow NW) turned a
        // quarter is in column 1 of row 0: field/field/road/road, its arrow NE.
        let source = &text[text.find("id=\"TileSetAtlasSource_1\"").unwrap()..];
        for line in [
            "1:0/0/custom_data_2 = \"flier-E-r90\"\n",
            "1:0/0/custom_data_4 = PackedStringArray(\"field\", \"field\", \"road\", \"road\")\n",
            "1:0/0/custom_data_5 = \"NE\"\n",
            "1:0/0/terrains_peering_bit/top_side = 0\n1:0/0/terrains_peering_bit/right_side = 0\n\
             1:0/0/terrains_peering_bit/bottom_side = 1\n1:0/0/terrains_peering_bit/left_side = 1\n",
        ] {
            assert!(source.contains(line), "{line}");
        }
        assert!(source.contains("margins = Vector2i(3, 3)\nseparation = Vector2i(4, 4)\n"));
    }
}
