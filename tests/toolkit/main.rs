//! The integration tests of the toolkit library (the `validate` and `render` features), which call
//! it directly and do not run the binary.

mod base_facts;
mod board_pictures;
mod bundled;
mod crop_circles_facts;
mod crossings_drawn;
mod drawable;
mod editors;
#[path = "../common/facts.rs"]
mod facts;
mod flier_facts;
mod footprints;
mod markers;
mod properties;
mod readme;
mod render_follows_data;
mod render_golden;
mod render_svg;
mod rivers;
mod road_junctions;
mod schema_versions;
mod semantic_checks;
#[path = "../common/sweep.rs"]
mod sweep;
mod tables;
mod touches_drawn;
