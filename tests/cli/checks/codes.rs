//! Every diagnostic code, with the one meaning it keeps and a fixture that produces it. A code
//! is never reused: changing a meaning here means a new code instead.

use crate::common;

use std::fs;
use std::path::{Path, PathBuf};

use tilecat::input::board_file::load_board;
use tilecat::input::validate::{Validation, validate_paths};
use tilecat::shared::diagnostic::{Code, Severity};

/// How to get a data set that produces a code.
enum Fixture {
    /// A file or folder under `tests/fixtures`.
    Committed(&'static str),
    /// Made in a temporary folder at test time (sizes, links and special files that do not
    /// belong in the repository); returns the path to validate.
    Made(fn(&Path) -> PathBuf),
    /// A board file under `tests/fixtures/boards`, read with the bundled catalog.
    Board(&'static str),
    /// A board file under `tests/fixtures/boards`, read with the catalog of a folder under
    /// `tests/fixtures`.
    BoardOf(&'static str, &'static str),
    /// A data folder (from the repository's root) printed with a print profile and tiles of
    /// the size given in millimetres, without backs: the diagnostics of its preflight.
    Printed(&'static str, &'static str, f64),
}

use Fixture::{Board, BoardOf, Committed, Made, Printed};

/// Every code, in number order: the code, its meaning, and its fixture.
const CODES: &[(Code, &str, Fixture)] = &[
    (
        Code::UnreadableFile,
        "A file or folder could not be read.",
        Made(socket),
    ),
    (
        Code::FileTooLarge,
        "A file is larger than the 1 MiB a data file may be.",
        Made(too_large),
    ),
    (
        Code::InvalidUtf8,
        "A file is not valid UTF-8.",
        Committed("broken/invalid-utf8.toml"),
    ),
    (
        Code::TomlSyntax,
        "A file is not valid TOML.",
        Committed("broken/toml-syntax.toml"),
    ),
    (
        Code::EmptyFile,
        "A file holds nothing.",
        Committed("broken/empty.toml"),
    ),
    (
        Code::UnknownKey,
        "A key that the schema does not know.",
        Committed("broken/unknown-key-typo.toml"),
    ),
    (
        Code::MissingKey,
        "A key that the schema requires is missing.",
        Committed("broken/missing-key-counts.toml"),
    ),
    (
        Code::WrongType,
        "A value of the wrong type, such as a string where a number belongs.",
        Committed("broken/wrong-type-letter.toml"),
    ),
    (
        Code::UnknownValue,
        "A value that is not one of the allowed values.",
        Committed("broken/unknown-direction.toml"),
    ),
    (
        Code::SchemaViolation,
        "Any other way a file breaks its schema (a number out of range, a bad id).",
        Committed("broken/id-too-long.toml"),
    ),
    (
        Code::PositionUnclaimed,
        "An edge position that no feature claims.",
        Committed("semantic/position-unclaimed"),
    ),
    (
        Code::PositionClaimedTwice,
        "An edge position that more than one feature claims.",
        Committed("semantic/position-claimed-twice"),
    ),
    (
        Code::PositionWrongKind,
        "A feature claims a position its kind cannot hold (a road on a side half, a field at a side centre, a city on part of a side).",
        Committed("semantic/position-wrong-kind"),
    ),
    (
        Code::EdgeMismatch,
        "A declared edge disagrees with the features along that side.",
        Committed("semantic/edge-mismatch"),
    ),
    (
        Code::FieldAcrossBarrier,
        "One field spans halves that a road or city separates.",
        Committed("semantic/field-across-barrier"),
    ),
    (
        Code::SplitField,
        "Halves that nothing separates are split between fields.",
        Committed("semantic/split-field"),
    ),
    (
        Code::FieldCityBorders,
        "A field's bordering cities disagree with the cities its halves lie next to.",
        Committed("semantic/field-city-borders"),
    ),
    (
        Code::BrokenReference,
        "A reference names no feature on the tile.",
        Committed("semantic/broken-reference"),
    ),
    (
        Code::ReferenceWrongKind,
        "A reference names a feature of the wrong kind.",
        Committed("semantic/reference-wrong-kind"),
    ),
    (
        Code::DuplicateFeatureId,
        "Two features of one tile share an id.",
        Committed("semantic/duplicate-feature-id"),
    ),
    (
        Code::DuplicateId,
        "Two tiles or two expansions share an id.",
        Committed("semantic/duplicate-id"),
    ),
    (
        Code::FileNameMismatch,
        "A file's name disagrees with the id it declares.",
        Committed("semantic/file-name-mismatch"),
    ),
    (
        Code::UnknownExpansion,
        "A tile names an expansion that no file declares.",
        Committed("semantic/unknown-expansion"),
    ),
    (
        Code::UnknownEdition,
        "A tile counts copies for an edition its expansion does not have.",
        Committed("semantic/unknown-edition"),
    ),
    (
        Code::CountMismatch,
        "The tiles' counts for an edition do not add up to the edition's number of tiles.",
        Committed("semantic/count-mismatch"),
    ),
    (
        Code::DuplicateTile,
        "Two tiles are the same up to rotation.",
        Committed("semantic/duplicate-tile"),
    ),
    (
        Code::PathNotFound,
        "A path named on the command line does not exist.",
        Made(missing_path),
    ),
    (
        Code::SymlinkLoop,
        "Following symbolic links leads back into a folder already walked.",
        Made(symlink_loop),
    ),
    (
        Code::NoTileFiles,
        "The paths given hold no tile files.",
        Committed("broken/no-tile-files"),
    ),
    (
        Code::InvalidExpansion,
        "An expansion's facts do not hold together (a die with no faces, a symbol that is not in a corner, an edition listed twice).",
        Committed("semantic/invalid-expansion"),
    ),
    (
        Code::LinkOutsideFolder,
        "A symbolic link under a data folder points outside that folder; it is not followed.",
        Made(link_outside),
    ),
    (
        Code::MisplacedRoadEnd,
        "A road that meets two or more sides says where it ends (`ends_at`).",
        Committed("semantic/misplaced-road-end"),
    ),
    (
        Code::UnmetRequirement,
        "A tile, or the tiles of an expansion together, break a requirement the expansion states in its `requires`.",
        Committed("semantic/unmet-requirement"),
    ),
    (
        Code::LetterTwiceInEdition,
        "Two tiles of an expansion with the same letter both count copies in one edition.",
        Committed("semantic/letter-twice-in-edition"),
    ),
    (
        Code::HiddenCharacter,
        "A bidirectional control or another invisible format character, which could make text \
         read differently from what it holds (in the way rustc refuses them in source code).",
        Made(hidden_character),
    ),
    (
        Code::UnknownTile,
        "A board names a tile that the catalog does not have.",
        Board("unknown-tile.toml"),
    ),
    (
        Code::CellTaken,
        "Two tiles of a board lie on one cell.",
        Board("cell-taken.toml"),
    ),
    (
        Code::SideMismatch,
        "A side of a board's tile does not match the neighbour lying against it.",
        Board("side-mismatch.toml"),
    ),
    (
        Code::TileApart,
        "A board's tile does not join the others through any side.",
        Board("tile-apart.toml"),
    ),
    (
        Code::UnknownFeature,
        "A meeple stands on a feature that the tile at its cell does not have, or on no tile.",
        Board("unknown-feature.toml"),
    ),
    (
        Code::NoFlyingMachine,
        "A board's `last` tile, where a flight starts, has no flying machine or is missing.",
        Board("last-without-flier.toml"),
    ),
    (
        Code::MissingManifest,
        "A tile whose expansion no file checked declares has no `expansion.toml` in its folder or \
         the folder above.",
        Committed("semantic/missing-manifest"),
    ),
    (
        Code::MeepleNotAllowed,
        "A meeple stands on a feature of a kind its kind of meeple may not stand on (an abbot on \
         a road, a wagon on a field).",
        Board("meeple-not-allowed.toml"),
    ),
    (
        Code::RiverBroken,
        "A board's river tile does not continue the river, or turns it the same way as the tile \
         before it, which brings the river back on itself.",
        BoardOf("river-turns-back.toml", "rivers"),
    ),
    (
        Code::FeaturesCross,
        "Two of a tile's roads, rivers and cities cross, so the layout cannot be drawn inside the \
         square, and neither passes under the other.",
        Committed("semantic/features-cross"),
    ),
    (
        Code::UnusablePicture,
        "A tile's `picture` cannot be used: the file is missing, lies outside the expansion's \
         folder, cannot be read, is not a PNG or JPEG file, is too large or is not square.",
        Made(missing_picture),
    ),
    (
        Code::MisplacedMarker,
        "A marker that stands on a feature names none, a marker the tile shows names a feature, \
         or `points` is given to a marker other than `extra-points` or missing from one.",
        Committed("semantic/misplaced-marker"),
    ),
    (
        Code::TooManyFeatures,
        "A board's tile has more features than a board can hold for one tile.",
        Made(too_many_features),
    ),
    (
        Code::AbbotNotAllowed,
        "A board's meeple is placed as an abbot on a feature that is no monastery taking abbots \
         (one with an `abbots-monastery` or `japanese-building` marker).",
        Board("abbot-not-allowed.toml"),
    ),
    (
        Code::OutsideQuarters,
        "A board's follower stands on the City of Carcassonne outside its four quarters (a \
         `quarter` feature that names no quarter of its own), where no follower stands.",
        BoardOf("outside-quarters.toml", "count"),
    ),
    (
        Code::CastlesTouching,
        "A board's German castle touches another German castle, beside it or across a corner.",
        BoardOf("castles-touching.toml", "castles"),
    ),
    (
        Code::ConstantClash,
        "Two ids become one constant of the generated Rust tables (they differ only in letter \
         case, or in `-` against `_`), or an id becomes a name the tables define themselves.",
        Made(constant_clash),
    ),
    (
        Code::FolderTooLarge,
        "A data folder goes deeper than 16 folders or holds more than 100,000 entries: it is read \
         no further.",
        Made(too_deep),
    ),
    (
        Code::UnusableMark,
        "An expansion's symbol `picture`, its mark, cannot be used: the file is missing, lies \
         outside the expansion's folder, cannot be read, is not a PNG or JPEG file, is too large \
         or is not square.",
        Made(missing_mark),
    ),
    (
        Code::UnusableBack,
        "An expansion's back `picture` cannot be used: the file is missing, lies outside the \
         expansion's folder, cannot be read, is not a PNG or JPEG file, is too large or is not \
         square.",
        Made(svg_back),
    ),
    (
        Code::SymbolNearCut,
        "A symbol on a tile's face (its expansion's mark, a pennant, a pictogram) comes nearer \
         the cut than the print profile's safe zone, so the shop may cut into it.",
        Printed("data", "thegamecrafter", 10.0),
    ),
    (
        Code::PictureBelowResolution,
        "A tile's own picture has fewer pixels than the tile needs at the print profile's \
         resolution.",
        Printed("examples/my-expansion/data", "drivethrucards", 45.0),
    ),
    (
        Code::MissingBack,
        "The print profile's shop prints both sides of every tile, and the print has no backs.",
        Printed("data/base", "mbprint", 45.0),
    ),
    (
        Code::BorderBeyondBarrier,
        "A field says it borders a city inside the tile that a road or city of the tile parts it from.",
        Committed("semantic/border-beyond-barrier"),
    ),
    (
        Code::SharedSideUnheld,
        "A city shares a side that no other city of its tile holds.",
        Committed("semantic/shared-side-unheld"),
    ),
    (
        Code::UnusedAllow,
        "A tile's `allow` names a layout check that finds nothing to allow on it.",
        Committed("warning/unused-allow"),
    ),
];

/// Where the preflight of a [`Printed`] fixture places nothing: its diagnostics name the tile
/// or expansion alone.
struct Nowhere;

impl tilecat::output::print::preflight::Places for Nowhere {
    fn tile(&self, _tile: &str) -> Option<&tilecat::input::source::SourceFile> {
        None
    }

    fn expansion(&self, _expansion: &str) -> Option<&tilecat::input::source::SourceFile> {
        None
    }
}

/// The print a [`Printed`] fixture's preflight is for.
const PRINT: &str = "out.pdf";

/// The diagnostics of the preflight of the data at `data` printed with the profile `profile`.
fn preflight(
    data: &Path,
    profile: &str,
    tile_mm: f64,
) -> Vec<tilecat::shared::diagnostic::Diagnostic> {
    let validation = validate_paths(&[data.to_path_buf()]);
    let copies = tilecat::output::print::copies(&validation.catalog, None);
    let profile = &tilecat::output::print::profile::Profile {
        trim_mm: tile_mm,
        ..*tilecat::output::print::profile::named(profile).unwrap()
    };
    let pictures = tilecat::output::bundle::PictureFiles(&validation.pictures);
    tilecat::output::print::preflight::check(&copies, profile, false, &pictures)
        .iter()
        .map(|finding| finding.diagnostic(&Nowhere, Path::new(PRINT)))
        .collect()
}

fn bundled_tile() -> String {
    fs::read_to_string(common::data().join("flier/tiles/A.toml")).unwrap()
}

/// The bundled expansion `base` with a tile of 65 features (a monastery on one field and 63
/// more monasteries) and a board that places it.
fn too_many_features(folder: &Path) -> PathBuf {
    let tiles = folder.join("base/tiles");
    fs::create_dir_all(&tiles).unwrap();
    fs::copy(
        common::data().join("base/expansion.toml"),
        folder.join("base/expansion.toml"),
    )
    .unwrap();
    let mut tile = fs::read_to_string(common::data().join("base/tiles/B.toml")).unwrap();
    for index in 0..63 {
        tile.push_str(&format!(
            "\n[[features]]\nkind = \"monastery\"\nid = \"monastery-{index}\"\n"
        ));
    }
    fs::write(tiles.join("B.toml"), tile).unwrap();
    fs::write(
        folder.join("board.toml"),
        "[[tiles]]\ntile = \"base-B\"\nat = [0, 0]\n",
    )
    .unwrap();
    folder.to_owned()
}

/// The bundled expansion `flier` with a copy of its tile A whose id differs only in letter
/// case: `flier-a` and `flier-A` both become the constant `FLIER_A`.
fn constant_clash(folder: &Path) -> PathBuf {
    let flier = folder.join("flier");
    common::copy_folder(&common::data().join("flier"), &flier);
    let tile = bundled_tile().replace("id = \"flier-A\"", "id = \"flier-a\"");
    fs::write(flier.join("tiles/a.toml"), tile).unwrap();
    flier
}

fn socket(folder: &Path) -> PathBuf {
    let file = folder.join("flier-A.toml");
    // The listener closes when dropped; the socket file stays, and is still no regular file.
    std::os::unix::net::UnixListener::bind(&file).unwrap();
    file
}

fn too_large(folder: &Path) -> PathBuf {
    let file = folder.join("flier-A.toml");
    let mut text = bundled_tile();
    text.push_str(&"#".repeat(1024 * 1024));
    fs::write(&file, text).unwrap();
    file
}

fn missing_path(folder: &Path) -> PathBuf {
    folder.join("no-such-folder")
}

fn symlink_loop(folder: &Path) -> PathBuf {
    fs::create_dir_all(folder.join("tiles")).unwrap();
    fs::write(folder.join("tiles/A.toml"), bundled_tile()).unwrap();
    std::os::unix::fs::symlink("..", folder.join("tiles/back")).unwrap();
    folder.to_owned()
}

fn link_outside(folder: &Path) -> PathBuf {
    let (data, outside) = (folder.join("data"), folder.join("outside"));
    fs::create_dir_all(&data).unwrap();
    fs::create_dir_all(&outside).unwrap();
    fs::write(outside.join("Z.toml"), bundled_tile()).unwrap();
    fs::write(data.join("A.toml"), bundled_tile()).unwrap();
    std::os::unix::fs::symlink(outside.join("Z.toml"), data.join("Z.toml")).unwrap();
    data
}

/// A tile 20 folders down, deeper than a walk of a data folder goes.
fn too_deep(folder: &Path) -> PathBuf {
    let mut deep = folder.to_owned();
    for level in 0..20 {
        deep.push(format!("level-{level}"));
    }
    fs::create_dir_all(&deep).unwrap();
    fs::write(folder.join("A.toml"), bundled_tile()).unwrap();
    fs::write(deep.join("B.toml"), bundled_tile()).unwrap();
    folder.to_owned()
}

/// Tile A naming a picture of its own that is not there.
fn missing_picture(folder: &Path) -> PathBuf {
    let file = folder.join("A.toml");
    let text = bundled_tile().replacen(
        "letter = \"A\"",
        "letter = \"A\"\npicture = \"art/A.png\"",
        1,
    );
    assert!(text.contains("picture"));
    fs::write(&file, text).unwrap();
    file
}

/// The bundled Flier without the picture its symbol names.
fn missing_mark(folder: &Path) -> PathBuf {
    let flier = folder.join("flier");
    common::copy_folder(&common::data().join("flier"), &flier);
    fs::remove_file(flier.join("symbol.png")).unwrap();
    flier
}

/// The bundled Flier with a back that is an SVG drawing.
fn svg_back(folder: &Path) -> PathBuf {
    let flier = folder.join("flier");
    common::copy_folder(&common::data().join("flier"), &flier);
    fs::write(
        flier.join("back.svg"),
        "<svg xmlns=\"http://www.w3.org/2000/svg\"/>\n",
    )
    .unwrap();
    let manifest = flier.join("expansion.toml");
    let text = fs::read_to_string(&manifest).unwrap() + "\n[back]\npicture = \"back.svg\"\n";
    fs::write(&manifest, text).unwrap();
    flier
}

/// Tile A with a right-to-left override in its letter, made at test time so that no committed
/// file holds the character.
fn hidden_character(folder: &Path) -> PathBuf {
    let file = folder.join("A.toml");
    let text = bundled_tile().replacen("letter = \"A\"", "letter = \"A\u{202e}\"", 1);
    assert!(text.contains('\u{202e}'));
    fs::write(&file, text).unwrap();
    file
}

#[test]
fn every_code_is_listed_once_in_number_order() {
    let listed: Vec<Code> = CODES.iter().map(|(code, _, _)| *code).collect();
    assert_eq!(listed, Code::ALL, "list every code here, in number order");
}

#[test]
fn every_code_keeps_its_meaning() {
    for (code, meaning, _) in CODES {
        assert_eq!(
            code.meaning(),
            *meaning,
            "{code}: a new meaning needs a new code"
        );
    }
}

#[test]
fn numbers_and_names_are_unique_and_say_the_severity() {
    for (index, code) in Code::ALL.iter().enumerate() {
        for other in &Code::ALL[index + 1..] {
            assert_ne!(code.number(), other.number());
            assert_ne!(code.name(), other.name());
        }
        let prefix = match code.severity() {
            Severity::Error => 'E',
            Severity::Warning => 'W',
        };
        assert!(code.number().starts_with(prefix), "{code}");
    }
}

#[test]
fn every_fixture_produces_its_code_with_its_severity() {
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    for (code, _, fixture) in CODES {
        let temp = common::temp_dir("code");
        let path = match fixture {
            Committed(relative) => fixtures.join(relative),
            Made(make) => make(temp.path()),
            Board(relative) | BoardOf(relative, _) => fixtures.join("boards").join(relative),
            Printed(data, ..) => Path::new(env!("CARGO_MANIFEST_DIR")).join(data),
        };
        let validation = match fixture {
            Board(_) | BoardOf(..) => {
                let data = match fixture {
                    BoardOf(_, data) => fixtures.join(data),
                    _ => common::data(),
                };
                let catalog = validate_paths(&[data]).catalog;
                Validation {
                    diagnostics: load_board(&path, &catalog).diagnostics,
                    ..Validation::default()
                }
            }
            Printed(_, profile, tile_mm) => Validation {
                diagnostics: preflight(&path, profile, *tile_mm),
                ..Validation::default()
            },
            _ => validate_paths(std::slice::from_ref(&path)),
        };
        let found: Vec<_> = validation
            .diagnostics
            .iter()
            .filter(|diagnostic| diagnostic.code == *code)
            .collect();
        assert!(
            !found.is_empty(),
            "{code}: {} gives {:#?}",
            path.display(),
            validation.diagnostics
        );
        for diagnostic in found {
            assert_eq!(diagnostic.severity, code.severity(), "{code}");
            match fixture {
                // A preflight placed nowhere names the picture it read, the print, or else the
                // tile or the expansion alone.
                Printed(..) => assert!(
                    diagnostic.file.starts_with(&path)
                        || diagnostic.file == Path::new(PRINT)
                        || is_tile_or_expansion(&diagnostic.file, &path),
                    "{code}: names {} for the data at {}",
                    diagnostic.file.display(),
                    path.display()
                ),
                _ => assert_located(diagnostic, &path),
            }
        }
        if code.severity() == Severity::Warning {
            assert!(
                !validation.has_errors(),
                "{code}: {:#?}",
                validation.diagnostics
            );
        }
    }
}

/// `diagnostic`, found in the data at `path`, names a file there (the path itself or one below
/// it), and a span that lies inside that file's text, so that its line and column can be told.
fn assert_located(diagnostic: &tilecat::shared::diagnostic::Diagnostic, path: &Path) {
    let code = diagnostic.code;
    assert!(
        diagnostic.file.starts_with(path),
        "{code}: names {} for the data at {}",
        diagnostic.file.display(),
        path.display()
    );
    if let Some(span) = &diagnostic.span {
        let text = fs::read(&diagnostic.file)
            .unwrap_or_else(|error| panic!("{code}: {}: {error}", diagnostic.file.display()));
        assert!(
            span.start <= span.end && span.end <= text.len(),
            "{code}: span {span:?} outside the {} bytes of {}",
            text.len(),
            diagnostic.file.display()
        );
    }
}

/// Whether `name` is the id of a tile or an expansion of the data at `data`.
fn is_tile_or_expansion(name: &Path, data: &Path) -> bool {
    let catalog = validate_paths(&[data.to_path_buf()]).catalog;
    name.to_str()
        .is_some_and(|id| catalog.tile(id).is_some() || catalog.expansion(id).is_some())
}
