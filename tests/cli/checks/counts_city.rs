//! The Count's City of Carcassonne on a board: followers stand in its four quarters, never on
//! the part of the city that is no quarter of its own.

use crate::common::tilecat;

/// Scores a board of the Count's `CO/7` (imported from `tests/fixtures/jcz/count.xml`) with one
/// follower on `feature`, giving the run's exit code and standard error.
fn score_a_follower_on(feature: &str) -> (i32, String) {
    let folder = tempfile::tempdir().unwrap();
    let data = folder.path().join("data");
    let import = tilecat([
        "import".as_ref(),
        "jcz".as_ref(),
        "tests/fixtures/jcz/count.xml".as_ref(),
        "--out".as_ref(),
        data.as_os_str(),
    ]);
    assert_eq!(import.code, 0, "{}", import.stderr);
    let board = folder.path().join("board.toml");
    std::fs::write(
        &board,
        format!(
            "[[tiles]]\ntile = \"count-CO-7\"\nat = [0, 0]\n\n[[meeples]]\nat = [0, 0]\n\
             feature = \"{feature}\"\nplayer = \"red\"\n"
        ),
    )
    .unwrap();
    let run = tilecat([
        "score".as_ref(),
        board.as_os_str(),
        "--data".as_ref(),
        data.as_os_str(),
    ]);
    (run.code, run.stderr)
}

#[test]
fn a_follower_stands_in_a_quarter() {
    let (code, stderr) = score_a_follower_on("castle");
    assert_eq!(code, 0, "{stderr}");
}

#[test]
fn a_follower_on_the_city_outside_its_quarters_is_refused_with_its_place() {
    let (code, stderr) = score_a_follower_on("carcassonne");
    assert_eq!(code, 1, "{stderr}");
    assert!(
        stderr.contains("E055")
            && stderr.contains("`carcassonne` of `count-CO-7` at [0, 0]")
            && stderr.contains("the City of Carcassonne outside its quarters")
            && stderr.contains("board.toml:7:11"),
        "{stderr}"
    );
}
