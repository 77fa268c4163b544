//! `tilecat import jcz` on small packs in JCloisterZone's tile-definition format.

use crate::common;

use std::fs;
use std::path::{Path, PathBuf};

use common::{snapshot, tilecat};
use tilecat::input::validate::validate_paths;

fn fixture(name: &str) -> String {
    format!("tests/fixtures/jcz/{name}")
}

fn import(files: &[&str], out: &Path) -> common::Run {
    let mut args = vec!["import".to_owned(), "jcz".to_owned()];
    args.extend(files.iter().map(|name| fixture(name)));
    args.push("--out".to_owned());
    args.push(out.to_string_lossy().into_owned());
    tilecat(args)
}

fn read(path: PathBuf) -> String {
    fs::read_to_string(&path).unwrap_or_else(|error| panic!("{}: {error}", path.display()))
}

#[test]
fn a_pack_becomes_an_expansion_that_validates_clean() {
    let out = tempfile::tempdir().unwrap();
    let run = import(&["mini.xml"], out.path());
    run.expect_success();
    assert!(
        run.stderr
            .contains("expansion `mini`, 6 tiles (0 with parts not imported), 0 left out"),
        "{}",
        run.stderr
    );

    let manifest = read(out.path().join("mini/expansion.toml"));
    assert!(manifest.starts_with("#:schema ../schema/expansion.schema.json\n"));
    // The tile set is an edition without a year, its counts the tiles'.
    assert!(
        manifest.contains(
            "# Editions without a year, one per tile set of JCloisterZone's: mini:1 as `mini_1`.\n"
        ),
        "{manifest}"
    );
    assert!(
        manifest.contains("[[editions]]\nid = \"mini_1\"\ntiles = 7\n"),
        "{manifest}"
    );
    assert!(!manifest.contains("Left out"), "{manifest}");

    // Base tiles S and T: the road from the south runs into the city and parts the two fields.
    let road_into_city = read(out.path().join("mini/tiles/MI-CccR_plus.toml"));
    assert!(road_into_city.starts_with("#:schema ../../schema/tile.schema.json\n# Imported by `tilecat import jcz` from JCloisterZone tile MI/CccR+ (mini.xml).\n"));
    assert!(
        road_into_city.contains("[counts]\nmini_1 = 2\n"),
        "{road_into_city}"
    );
    // The wagon move from the road into the city, by the features' ids.
    assert!(!road_into_city.contains("Not imported"), "{road_into_city}");
    assert!(
        road_into_city.contains("[[wagon_moves]]\nfeatures = [\"city-n-w-e\", \"road-s\"]\n"),
        "{road_into_city}"
    );
    assert!(road_into_city.contains("ends_at = \"city-n-w-e\""));
    assert!(road_into_city.contains("pennants = 1"));

    let monastery = read(out.path().join("mini/tiles/MI-LR.toml"));
    assert!(monastery.contains("kind = \"monastery\""));
    assert!(monastery.contains("ends_at = \"monastery\""));

    let ring = read(out.path().join("mini/tiles/MI-CCCC.toml"));
    assert!(
        ring.contains("edges = []\ncities = [\"city-n\", \"city-w\", \"city-e\", \"city-s\"]"),
        "{ring}"
    );

    let reaching = read(out.path().join("mini/tiles/MI-C_bang.toml"));
    assert!(reaching.contains("reaches = [\"SE\"]"), "{reaching}");
    assert!(reaching.contains("# City `city-n` reaches the SE corner, read off the farms"));

    let tower = read(out.path().join("mini/tiles/MI-RRC_t.toml"));
    assert!(
        tower.contains("kind = \"inn\"") && !tower.contains("# Not imported"),
        "{tower}"
    );
    assert!(tower.contains("kind = \"tower\""), "{tower}");
    // A river from the west side to the east side parts the fields north and south of it.
    let river = read(out.path().join("mini/tiles/MI-II.toml"));
    assert!(
        river.contains("[edges]\nN = \"field\"\nE = \"river\"\nS = \"field\"\nW = \"river\"\n"),
        "{river}"
    );
    assert!(river.contains("kind = \"river\""), "{river}");

    let validation = validate_paths(&[out.path().to_path_buf()]);
    assert_eq!(validation.diagnostics, Vec::new());
    assert_eq!(validation.catalog.tiles.len(), 6);
}

#[test]
fn importing_again_writes_the_same_bytes() {
    let out = tempfile::tempdir().unwrap();
    assert_eq!(import(&["mini.xml"], out.path()).code, 0);
    let first = snapshot(out.path());
    assert_eq!(import(&["mini.xml"], out.path()).code, 0);
    assert_eq!(snapshot(out.path()), first);
    assert_eq!(
        first.len(),
        2 + 1 + 6,
        "two schemas, the manifest and six tiles"
    );
}

#[test]
fn a_file_the_import_did_not_make_is_never_replaced() {
    let out = tempfile::tempdir().unwrap();
    let mine = out.path().join("mini/tiles/MI-LR.toml");
    fs::create_dir_all(mine.parent().unwrap()).unwrap();
    fs::write(&mine, "# written by hand\n").unwrap();
    let run = import(&["mini.xml"], out.path());
    assert_eq!(run.code, 2);
    assert!(
        run.stderr
            .contains("was not made by an import; refusing to replace it"),
        "{}",
        run.stderr
    );
    assert_eq!(read(mine), "# written by hand\n");
    assert_eq!(snapshot(out.path()).len(), 1, "nothing else was written");
}

#[test]
fn a_broken_pack_is_reported_and_the_others_are_imported() {
    let out = tempfile::tempdir().unwrap();
    let run = import(&["broken.xml", "mini.xml"], out.path());
    run.expect_code(1);
    assert!(
        run.stderr.contains("tests/fixtures/jcz/broken.xml:7:3:"),
        "{}",
        run.stderr
    );
    assert!(out.path().join("mini/tiles/MI-LR.toml").exists());
    assert!(!out.path().join("broken").exists());
}

#[test]
fn a_missing_pack_is_an_io_error() {
    let out = tempfile::tempdir().unwrap();
    let run = import(&["no-such-pack.xml"], out.path());
    assert_eq!(run.code, 2);
    assert!(run.stderr.contains("no-such-pack.xml"), "{}", run.stderr);
    assert!(snapshot(out.path()).is_empty(), "nothing was written");
}

#[test]
fn thousands_of_tiles_with_one_id_get_their_names_in_linear_time() {
    const TILES: usize = 6000;
    let tile =
        "<tile id=\"MI/LR\"><cloister/><road>S</road><farm>NL NR EL ER SL SR WL WR</farm></tile>";
    let text = format!("<pack><tiles>{}</tiles></pack>", tile.repeat(TILES));
    let (sender, receiver) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let pack = tilecat::output::import::jcz::read_pack(Path::new("mini.xml"), &text);
        let _ = sender.send(pack);
    });
    // Linear work takes well under a second; the quadratic search for a free name per tile
    // (cubic in all) takes minutes at this size.
    let pack = receiver
        .recv_timeout(std::time::Duration::from_secs(60))
        .expect("the names are found in time")
        .unwrap()
        .remove(0);
    assert_eq!(pack.tiles.len(), TILES);
    let stems: std::collections::BTreeSet<&str> = pack
        .tiles
        .iter()
        .map(|tile| tile.file_stem.as_str())
        .collect();
    assert_eq!(stems.len(), TILES, "every tile has a name of its own");
    assert_eq!(pack.tiles[0].file_stem, "MI-LR");
    assert_eq!(pack.tiles[1].file_stem, "MI-LR-2");
    assert_eq!(pack.tiles[TILES - 1].file_stem, format!("MI-LR-{TILES}"));
}

#[test]
fn an_import_that_cannot_write_every_file_writes_none() {
    let out = tempfile::tempdir().unwrap();
    assert_eq!(import(&["mini.xml"], out.path()).code, 0);
    // An earlier import's files: one removed, and the last tile made a link to a file
    // elsewhere, which no write ever goes through (a file changed since is kept whole:
    // `import_hostile::a_tile_fixed_by_hand_since_it_was_imported_is_kept`).
    let manifest = out.path().join("mini/expansion.toml");
    let earlier = read(manifest.clone());
    fs::remove_file(out.path().join("schema/tile.schema.json")).unwrap();
    let tiles: Vec<PathBuf> = snapshot(out.path())
        .into_keys()
        .map(PathBuf::from)
        .filter(|path| path.starts_with("mini/tiles"))
        .collect();
    let last = out.path().join(tiles.last().unwrap());
    let elsewhere = tempfile::tempdir().unwrap();
    let linked = elsewhere.path().join("linked.toml");
    fs::copy(&last, &linked).unwrap();
    fs::remove_file(&last).unwrap();
    std::os::unix::fs::symlink(&linked, &last).unwrap();
    let before = snapshot(out.path());
    let linked_before = fs::read(&linked).unwrap();

    let run = import(&["mini.xml"], out.path());
    run.expect_code(2);
    assert_eq!(snapshot(out.path()), before, "the folder is as it was");
    assert_eq!(read(manifest), earlier);
    assert!(!out.path().join("schema/tile.schema.json").exists());
    assert!(
        fs::symlink_metadata(&last)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(fs::read(&linked).unwrap(), linked_before);
    assert!(
        run.stderr.contains("symbolic link") && run.stderr.contains("nothing was written"),
        "{}",
        run.stderr
    );
}

#[test]
fn a_wagon_move_names_roads_cities_and_monasteries_of_its_tile() {
    let out = tempfile::tempdir().unwrap();
    import(&["mini.xml"], out.path()).expect_success();
    let path = out.path().join("mini/tiles/MI-CccR_plus.toml");
    let text = read(path.clone());
    let moves = "features = [\"city-n-w-e\", \"road-s\"]";
    assert!(text.contains(moves), "{text}");
    for (named, code) in [("field-1", "E019"), ("road-n", "E018")] {
        fs::write(
            &path,
            text.replace(moves, &format!("features = [\"{named}\", \"road-s\"]")),
        )
        .unwrap();
        let run = tilecat(["validate".as_ref(), out.path().as_os_str()]);
        assert_eq!(run.code, 1, "{}", run.stderr);
        assert!(
            run.stderr.contains(&format!("error[{code}]"))
                && run.stderr.contains("a wagon moves to"),
            "{}",
            run.stderr
        );
    }
}
