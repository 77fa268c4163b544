//! The SVG backend: the same scene as the PNG, written as deterministic SVG text.

use std::path::PathBuf;

use tilecat::model::{Feature, Rotation};
use tilecat::output::drawing::Owner;
use tilecat::output::render::{self, Geometry, Scene, Size, palette};

#[test]
fn svg_has_one_element_per_shape_and_each_grass_field_and_is_deterministic() {
    let catalog = tilecat::input::validate::validate_paths(&[PathBuf::from("data")]).catalog;
    let size = Size::new(200).unwrap();
    for tile in catalog.tiles.iter() {
        let expansion = catalog.expansion(&tile.expansion);
        for rotation in Rotation::ALL {
            let name = format!("{} at {}°", tile.id, rotation.degrees());
            let text = render::svg(tile, expansion, rotation, size);
            assert_eq!(text, render::svg(tile, expansion, rotation, size), "{name}");
            assert!(
                text.starts_with(r#"<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">"#),
                "{name}"
            );
            assert!(text.ends_with("</svg>\n"), "{name}");
            let scene = Scene::of(tile, expansion, rotation);
            let circles = scene
                .shapes
                .iter()
                .filter(|shape| matches!(shape.geometry, Geometry::Circle { .. }))
                .count();
            assert_eq!(text.matches("<circle ").count(), circles, "{name}");
            // Each field that shares the grass is drawn once more, as its own area in its group.
            let grass_fields = (0..tile.features.len())
                .filter(|&index| {
                    matches!(tile.features[index], Feature::Field { .. })
                        && scene.part(Owner::Feature(index)).is_none()
                })
                .count();
            assert_eq!(
                text.matches("<path ").count(),
                scene.shapes.len() - circles + grass_fields,
                "{name}"
            );
            assert!(!text.contains("NaN") && !text.contains("inf"), "{name}");
            // The arrowhead is painted in its own red, its tip at the scene's arrow tip.
            let Some(arrow) = scene.arrow else {
                assert!(
                    tile.flier.is_none(),
                    "{name}: a flying machine draws an arrow"
                );
                continue;
            };
            let tip = format!(
                "M{} {}",
                (arrow.tip.x * 200.0 * 100.0).round() / 100.0,
                (arrow.tip.y * 200.0 * 100.0).round() / 100.0
            );
            let head = text
                .lines()
                .find(|line| line.contains(&format!("fill=\"{}\"", palette::ARROW_HEAD.hex())))
                .unwrap_or_else(|| panic!("{name}: no arrowhead"));
            assert!(
                head.starts_with(&format!("<path d=\"{tip} ")),
                "{name}: {head} does not start at {tip}"
            );
        }
    }
}

#[test]
fn turning_the_tile_changes_the_picture() {
    let catalog = tilecat::input::validate::validate_paths(&[PathBuf::from("data")]).catalog;
    let tile = catalog.tile("flier-A").unwrap();
    let size = Size::new(64).unwrap();
    let texts: Vec<String> = Rotation::ALL
        .into_iter()
        .map(|rotation| render::svg(tile, None, rotation, size))
        .collect();
    for (index, text) in texts.iter().enumerate() {
        assert!(
            !texts[index + 1..].contains(text),
            "rotation {index} repeats"
        );
    }
}
