//! What `tilecat --help` says (the studio's options among it), and that the hidden `corpus`
//! command stays out of sight.

use crate::common;

#[test]
fn help_names_the_exit_codes() {
    let run = common::tilecat(["--help"]);
    run.expect_success();
    assert!(
        run.stdout
            .contains("Exit codes: 0 clean, 1 invalid data, 2 usage or I/O error."),
        "{}",
        run.stdout
    );
    assert!(!run.stdout.contains("corpus"), "{}", run.stdout);
}

#[test]
fn a_mistyped_command_is_not_answered_with_the_hidden_corpus_command() {
    for typo in ["corpu", "corps", "copus"] {
        let run = common::tilecat([typo]);
        run.expect_code(2);
        assert!(
            run.stderr.contains("unrecognized subcommand"),
            "{}",
            run.stderr
        );
        assert!(!run.stderr.contains("corpus"), "{typo}: {}", run.stderr);
    }
    // A public command is still offered.
    let run = common::tilecat(["buidl"]);
    assert!(run.stderr.contains("'build'"), "{}", run.stderr);
}

#[test]
fn the_hidden_corpus_command_still_runs_and_has_its_own_help() {
    let run = common::tilecat(["corpus", "--help"]);
    run.expect_success();
    assert!(
        run.stdout
            .contains("Usage: tilecat corpus --count <COUNT> --out <OUT>"),
        "{}",
        run.stdout
    );
    let run = common::tilecat(["corpus", "--count", "x"]);
    run.expect_code(2);
}

#[test]
fn the_studio_is_listed_with_its_options() {
    let help = common::tilecat(["--help"]);
    assert!(
        help.stdout
            .lines()
            .any(|line| line.trim_start().starts_with("studio ")),
        "{}",
        help.stdout
    );
    let studio = common::tilecat(["studio", "--help"]);
    assert_eq!(studio.code, 0, "{}", studio.stderr);
    for option in ["--port <PORT>", "--no-open", "[DATA]..."] {
        assert!(studio.stdout.contains(option), "{}", studio.stdout);
    }
}

#[test]
fn import_and_export_list_tabletop_simulators_tile_data() {
    let run = common::tilecat(["import", "--help"]);
    run.expect_success();
    assert!(
        run.stdout.contains("tts") && run.stdout.contains("TTSCarcassonne's tile data"),
        "{}",
        run.stdout
    );
    let run = common::tilecat(["export", "--help"]);
    run.expect_success();
    assert!(
        run.stdout.contains("tts") && run.stdout.contains("TTSCarcassonne's tile data"),
        "{}",
        run.stdout
    );
    let run = common::tilecat(["import", "tts", "--help"]);
    run.expect_success();
    assert!(run.stdout.contains("--out <DIR>"), "{}", run.stdout);
}
