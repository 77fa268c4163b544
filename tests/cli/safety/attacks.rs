//! The attack matrix: every command that reads or writes a user's path, each run through the
//! same attacks on its paths. A row is one command line (one per subcommand, the language server
//! included, fed on standard input, and the studio, sent a session of HTTP requests that opens
//! every file and stopped by the end of its standard input); an attack is one `#[test]` that
//! runs every row it applies to and lists each row that fails with the first line of why.
//!
//! Every cell asserts what the README promises of every run:
//! - nothing outside the named output changed: the whole temporary tree is hashed before and
//!   after, the output excluded (or, where the attack puts something of the user's there, kept);
//! - no panic (`panicked at` on standard error) and no death by a signal;
//! - the exit code: 0 clean, 1 invalid data, 2 usage or I/O error;
//! - bounded memory and time: each run has `RLIMIT_AS` of 2 GiB and is killed after 20 s.
//!
//! The rows use a copy of `data/flier` and draw at 32 px, so the file stays well under two
//! minutes on two cores. The language server's row sends every kind of request and
//! notification it offers (`LSP_METHODS`, held to its `initialize` reply).
//!
//! Which attack stands for which class of fault (a fault found in one command is a class:
//! every row meets its attack):
//!
//! | class of fault | attacks |
//! |---|---|
//! | a user's file lost or changed | every cell (the tree hashed before and after); `output_is_a_link_*`, `a_link_inside_the_output_folder_points_outside`, `the_output_folder_holds_a_file_no_run_made`, `a_users_file_put_into_an_output_a_run_made`, `the_output_names_an_input`, `*_in_place_of_the_output` |
//! | a half-written or mixed output | `killed_mid_write_then_run_again`, `two_runs_at_once_on_one_output`, `a_full_disk`, `standard_output_on_a_full_disk` (and `tests/cli/safety/crash_consistency.rs`: a build killed at 20 moments, two builds and two imports at once into one folder, an import killed while it writes, a render that fails) |
//! | a panic | every cell (`panicked at` on standard error, a death by a signal) |
//! | a hang | every cell (20 s); `*_in_place_of_an_input` (a FIFO, a socket, `/dev/zero`), `a_data_folder_beside_the_board_links_to_the_root`, `every_tile_names_one_large_picture`, `hostile_language_server_requests` |
//! | unbounded memory | every cell (`RLIMIT_AS`); `a_sparse_two_gibibyte_input`, `a_ten_megabyte_input`, `a_board_that_would_draw_too_many_pixels`, `a_language_server_frame_that_claims_two_gibibytes`, `every_tile_names_one_large_picture` |
//! | a hostile picture (a tile's own art) | the `Picture` input of every row that reads tiles, through every input attack above |
//! | a wrong exit code | every cell (the codes each row may end with; `Input::refused`: one cause, one code) |
//! | an unprivileged user, hostile names | `running_unprivileged`, `hostile_file_names` |
//! | a hostile editor | `hostile_language_server_requests`: every request kind about files outside the workspace, escapes encoded in URIs, positions past the end, parameters of no shape |
//!
//! Injection (a data string that becomes markup or code in an output) is not a property of a
//! path, so its tests read each output with its language's own parser:
//! `tests/cli/safety/injection.rs` and the language server's hover in `tests/cli/safety/lsp_hostile.rs`.

use crate::common;

use std::collections::BTreeMap;
use std::ffi::{OsStr, OsString};
use std::fs;
use std::hash::{DefaultHasher, Hasher};
use std::io::{Read, Write};
use std::os::unix::ffi::{OsStrExt, OsStringExt};
use std::os::unix::fs::{MetadataExt, PermissionsExt, symlink};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// How long one run may take before it counts as hung.
const TIMEOUT: Duration = Duration::from_secs(20);
/// The address space each run is given.
const MEMORY: u64 = 2 << 30;
/// Every exit code but a signal's: a row that may refuse or go ahead.
const ZERO_OR_TWO: &[i32] = &[0, 2];

/// What a row reads that an attack can put something else in place of.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Input {
    /// The tile file `data/flier/tiles/A.toml`.
    Tile,
    /// The board file `board.toml`.
    Board,
    /// The JCloisterZone pack `pack.xml`.
    Pack,
    /// TTSCarcassonne's card `cards/Card.00e628.ttslua`.
    Card,
    /// The committed schema `schema/tile.schema.json`.
    Schema,
    /// Tile A's own picture, `data/flier/tiles/art/A.png`, which the site's tile A then names.
    Picture,
}

impl Input {
    /// What a run that meets this input replaced by something it must refuse exits with: a
    /// picture that cannot be used is a fault of the data (E051, exit 1) whatever makes it so;
    /// any other input the door refuses is an I/O error (exit 2).
    fn refused(self) -> i32 {
        match self {
            Input::Picture => 1,
            _ => 2,
        }
    }
}

/// What a row writes.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Output {
    /// A folder, named by `--out` (for `schema --write`, `schema/`; for the language server,
    /// the `previewFolder` its pictures go into).
    Folder,
    /// One file named by `--out`.
    File,
    /// Standard output alone.
    Stdout,
    /// Standard error alone: the verdict of `schema --check`.
    Stderr,
}

impl Output {
    /// Whether the row writes to a path, which attacks can replace.
    fn is_path(self) -> bool {
        matches!(self, Output::Folder | Output::File)
    }
}

/// One command line of the matrix.
struct Row {
    /// The subcommand's words, as `tilecat --help` lists them.
    command: &'static [&'static str],
    /// What tells this row from another of the same command, such as `--check`.
    variant: &'static str,
    /// The files it reads that attacks replace.
    inputs: &'static [Input],
    /// What it writes.
    output: Output,
    /// The output's name in the work folder.
    out_name: &'static str,
    /// What a plain run exits with when its output folder already holds a file no run made.
    foreign: &'static [i32],
    /// The arguments after the command's words.
    args: fn(&Site) -> Vec<OsString>,
}

impl Row {
    fn name(&self) -> String {
        let mut name = self.command.join(" ");
        if !self.variant.is_empty() {
            name = format!("{name} {}", self.variant);
        }
        name
    }

    fn is_lsp(&self) -> bool {
        self.command == ["lsp"]
    }

    fn is_studio(&self) -> bool {
        self.command == ["studio"]
    }

    /// Whether the row is a server, which reports bad input and goes on (exit 0): the
    /// language server, and the studio, which stops when its standard input closes.
    fn is_server(&self) -> bool {
        self.is_lsp() || self.is_studio()
    }

    /// Whether the output's path is the one `site` names (`schema --write` always writes
    /// `schema/` in the current folder; the language server is told its preview folder).
    fn names_its_output(&self, site: &Site) -> bool {
        self.is_lsp() || (self.args)(site).contains(&site.out.clone().into_os_string())
    }
}

/// A command line's arguments from words and paths.
macro_rules! line {
    ($($part:expr),* $(,)?) => {
        vec![$(AsRef::<OsStr>::as_ref(&$part).to_owned()),*]
    };
}

/// Every command that reads or writes a user's path.
const ROWS: &[Row] = &[
    Row {
        command: &["validate"],
        variant: "",
        inputs: &[Input::Tile, Input::Picture],
        output: Output::Stdout,
        out_name: "",
        foreign: &[],
        args: |site| line!["--format", "json", site.data],
    },
    Row {
        command: &["build"],
        variant: "",
        inputs: &[Input::Tile, Input::Picture],
        output: Output::Folder,
        out_name: "dist",
        foreign: &[2],
        args: |site| line![site.data, "--size", "32", "--out", site.out],
    },
    Row {
        command: &["schema"],
        variant: "--write",
        inputs: &[],
        output: Output::Folder,
        out_name: "schema",
        // It rewrites its own four files and leaves any other file in `schema/` alone.
        foreign: &[0],
        args: |_| line!["--write"],
    },
    Row {
        command: &["schema"],
        variant: "--check",
        inputs: &[Input::Schema],
        output: Output::Stderr,
        out_name: "",
        foreign: &[],
        args: |_| line!["--check"],
    },
    Row {
        command: &["export", "json"],
        variant: "",
        inputs: &[Input::Tile, Input::Picture],
        output: Output::File,
        out_name: "catalog.json",
        foreign: &[],
        args: |site| line![site.data, "--out", site.out],
    },
    Row {
        command: &["export", "jcz"],
        variant: "",
        inputs: &[Input::Tile, Input::Picture],
        output: Output::Folder,
        out_name: "packs",
        // A pack `export jcz` did not write is never replaced, and it may write beside others.
        foreign: ZERO_OR_TWO,
        args: |site| line![site.data, "--out", site.out],
    },
    Row {
        command: &["export", "sqlite"],
        variant: "",
        inputs: &[Input::Tile, Input::Picture],
        output: Output::File,
        out_name: "tilecat.sqlite",
        foreign: &[],
        args: |site| line![site.data, "--out", site.out],
    },
    Row {
        command: &["gen", "rust"],
        variant: "",
        inputs: &[Input::Tile, Input::Picture],
        output: Output::File,
        out_name: "tables.rs",
        foreign: &[],
        args: |site| line![site.data, "--out", site.out],
    },
    Row {
        command: &["gen", "ts"],
        variant: "",
        inputs: &[Input::Tile, Input::Picture],
        output: Output::File,
        out_name: "tilecat.ts",
        foreign: &[],
        args: |site| line![site.data, "--out", site.out],
    },
    Row {
        command: &["import", "jcz"],
        variant: "",
        inputs: &[Input::Pack],
        output: Output::Folder,
        out_name: "imported",
        // Files an import did not make are never replaced, and it may write beside them.
        foreign: ZERO_OR_TWO,
        args: |site| line!["--out", site.out, site.pack],
    },
    Row {
        command: &["import", "tts"],
        variant: "",
        inputs: &[Input::Card],
        output: Output::Folder,
        out_name: "imported",
        // Files an import did not make are never replaced, and it may write beside them.
        foreign: ZERO_OR_TWO,
        args: |site| line!["--out", site.out, site.cards],
    },
    Row {
        command: &["export", "tts"],
        variant: "",
        inputs: &[Input::Tile, Input::Picture],
        output: Output::Folder,
        out_name: "cards-out",
        // A card `export tts` did not write is never replaced, and it may write beside others.
        foreign: ZERO_OR_TWO,
        args: |site| line![site.data, "--out", site.out],
    },
    Row {
        command: &["render"],
        variant: "",
        inputs: &[Input::Tile, Input::Picture],
        output: Output::Folder,
        out_name: "previews",
        foreign: &[2],
        args: |site| line![site.data, "--size", "32", "--out", site.out],
    },
    Row {
        command: &["render", "board"],
        variant: "",
        inputs: &[Input::Board, Input::Tile, Input::Picture],
        output: Output::File,
        out_name: "board.png",
        foreign: &[],
        args: |site| {
            line![
                site.board, "--size", "32", "--out", site.out, "--data", site.data
            ]
        },
    },
    Row {
        command: &["render", "proof"],
        variant: "",
        inputs: &[Input::Tile, Input::Picture],
        output: Output::Folder,
        out_name: "proof",
        foreign: &[2],
        args: |site| line![site.data, "--size", "32", "--out", site.out],
    },
    Row {
        command: &["package"],
        variant: "",
        inputs: &[Input::Tile, Input::Picture],
        output: Output::Folder,
        out_name: "packages",
        foreign: &[2],
        args: |site| line![site.data, "--out", site.out],
    },
    Row {
        command: &["print"],
        variant: "",
        inputs: &[Input::Tile, Input::Picture],
        output: Output::File,
        out_name: "tiles.pdf",
        foreign: &[],
        args: |site| line![site.data, "--out", site.out],
    },
    Row {
        command: &["fly"],
        variant: "",
        inputs: &[Input::Board, Input::Tile, Input::Picture],
        output: Output::Stdout,
        out_name: "",
        foreign: &[],
        args: |site| {
            line![
                site.board, "--roll", "1", "--format", "json", "--data", site.data
            ]
        },
    },
    Row {
        command: &["score"],
        variant: "",
        inputs: &[Input::Board, Input::Tile, Input::Picture],
        output: Output::Stdout,
        out_name: "",
        foreign: &[],
        args: |site| line![site.board, "--format", "json", "--data", site.data],
    },
    Row {
        command: &["lsp"],
        variant: "",
        // The workspace's tile files; the session hovers over tile B, so A can be attacked.
        inputs: &[Input::Tile, Input::Picture],
        output: Output::Folder,
        out_name: "lsp-previews",
        // The pictures are named by tile; anything else in the folder is left alone.
        foreign: &[0],
        args: |_| vec![],
    },
    Row {
        command: &["studio"],
        variant: "",
        // The data folder it serves; the session opens every tile, tile A among them.
        inputs: &[Input::Tile, Input::Picture],
        output: Output::Stdout,
        out_name: "",
        foreign: &[],
        args: |site| line![site.data, "--no-open"],
    },
    Row {
        command: &["report"],
        variant: "",
        inputs: &[Input::Tile, Input::Picture],
        output: Output::Folder,
        out_name: "report",
        foreign: &[2],
        args: |site| line![site.data, "--games", "2", "--out", site.out],
    },
    Row {
        command: &["diff"],
        variant: "",
        // A data folder compared with itself. Its picture is left out: `diff` ends with exit 2
        // for every side it cannot read as a clean catalog, invalid data too, as 1 says the
        // two differ (`tests/cli/outputs/diff.rs` checks a broken side).
        inputs: &[Input::Tile],
        output: Output::Stdout,
        out_name: "",
        foreign: &[],
        args: |site| line![site.data, site.data, "--format", "json"],
    },
    Row {
        command: &["corpus"],
        variant: "",
        inputs: &[],
        output: Output::Folder,
        out_name: "corpus",
        foreign: &[2],
        args: |site| line!["--count", "5", "--out", site.out],
    },
];

/// The commands `tilecat` runs that `--help` does not list: `corpus` is parsed apart so that it
/// is neither listed nor offered for a typo (see `tests/cli/cli_help.rs`), so the help cannot name
/// it and it is named here.
const HIDDEN: &[&[&str]] = &[&["corpus"]];

/// The subcommands a help text lists under `Commands:`, clap's own `help` left out.
fn listed(help: &str) -> Vec<String> {
    help.lines()
        .skip_while(|line| line.trim_end() != "Commands:")
        .skip(1)
        .take_while(|line| line.starts_with("  "))
        .filter_map(|line| line.split_whitespace().next())
        .filter(|name| *name != "help")
        .map(str::to_owned)
        .collect()
}

/// Every command line `tilecat` runs, as the argument parser's help lists them: each command,
/// and each subcommand of one; a command with subcommands counts itself too when one of its
/// usage lines runs it without one (as `render` does).
fn commands_from_help(prefix: &[String]) -> Vec<Vec<String>> {
    let run = common::tilecat(prefix.iter().chain([&"--help".to_owned()]));
    assert_eq!(run.code, 0, "{prefix:?} --help: {}", run.stderr);
    let below = listed(&run.stdout);
    let runs_alone = below.is_empty()
        || run
            .stdout
            .lines()
            .map(|line| line.trim_start().trim_start_matches("Usage:").trim_start())
            .filter(|line| line.starts_with(&format!("tilecat {}", prefix.join(" "))))
            .any(|line| !line.trim_end().ends_with("<COMMAND>"));
    let mut commands = Vec::new();
    if runs_alone && !prefix.is_empty() {
        commands.push(prefix.to_vec());
    }
    for name in below {
        let mut longer = prefix.to_vec();
        longer.push(name);
        commands.extend(commands_from_help(&longer));
    }
    commands
}

#[test]
fn every_command_has_a_row() {
    let mut commands = commands_from_help(&[]);
    assert!(
        commands.len() > 5,
        "the help lists the commands: {commands:?}"
    );
    for hidden in HIDDEN {
        let run = common::tilecat(hidden.iter().chain(&["--help"]));
        assert_eq!(run.code, 0, "{hidden:?} is still a command: {}", run.stderr);
        commands.push(hidden.iter().map(|word| word.to_string()).collect());
    }
    let missing: Vec<String> = commands
        .iter()
        .filter(|command| !ROWS.iter().any(|row| row.command == command.as_slice()))
        .map(|command| command.join(" "))
        .collect();
    assert!(
        missing.is_empty(),
        "commands without a row in tests/cli/safety/attacks.rs: {missing:?}"
    );
    let stale: Vec<String> = ROWS
        .iter()
        .filter(|row| {
            !commands
                .iter()
                .any(|command| row.command == command.as_slice())
        })
        .map(Row::name)
        .collect();
    assert!(stale.is_empty(), "rows for no command: {stale:?}");
}

/// One cell's temporary tree: a work folder (the runs' current folder) holding the data, the
/// board, the pack, the schemas, a home folder, the user's files outside every output, and the
/// output's place.
struct Site {
    /// The tmpfs of the full-disk attack, if any; first, so that it is unmounted before the
    /// tree is removed.
    mounted: Option<common::Tmpfs>,
    /// Keeps the tree until the cell ends.
    temp: tempfile::TempDir,
    /// The runs' current folder.
    work: PathBuf,
    /// The expansion folder `work/data/flier`.
    data: PathBuf,
    /// `work/board.toml`.
    board: PathBuf,
    /// `work/pack.xml`.
    pack: PathBuf,
    /// `work/cards`, a folder of one card of TTSCarcassonne's.
    cards: PathBuf,
    /// The output's path.
    out: PathBuf,
    /// A folder of the user's that links may point at.
    outside: PathBuf,
    /// A file of the user's that links may point at.
    victim: PathBuf,
}

/// A board of The Flier's tiles alone: tile B just placed, its roll-1 target empty.
const BOARD: &str = "last = [0, 0]\n\n[[tiles]]\ntile = \"flier-B\"\nat = [0, 0]\n\n\
                     [[tiles]]\ntile = \"flier-A\"\nat = [1, 0]\n";

impl Site {
    /// A fresh tree for `row`, its work folder named `work`.
    fn new(row: &Row) -> Site {
        Site::named(row, OsStr::new("work"))
    }

    /// A fresh tree for `row` whose work folder has the name `work_name`.
    fn named(row: &Row, work_name: &OsStr) -> Site {
        let temp = common::temp_dir("attacks");
        let work = temp.path().join(work_name);
        let repository = Path::new(env!("CARGO_MANIFEST_DIR"));
        let data = work.join("data/flier");
        common::copy_folder(&repository.join("data/flier"), &data);
        if row.inputs.contains(&Input::Schema) {
            common::copy_folder(&repository.join("schema"), &work.join("schema"));
        }
        if row.inputs.contains(&Input::Picture) {
            give_tile_a_picture(repository, &data);
        }
        let board = work.join("board.toml");
        fs::write(&board, BOARD).unwrap();
        let pack = work.join("pack.xml");
        fs::copy(repository.join("tests/fixtures/jcz/mini.xml"), &pack).unwrap();
        let cards = work.join("cards");
        fs::create_dir_all(&cards).unwrap();
        fs::copy(
            repository.join("tests/fixtures/tts/tile_data/base (v2)/Card.00e628.ttslua"),
            cards.join("Card.00e628.ttslua"),
        )
        .unwrap();
        fs::create_dir_all(work.join("home/.cache")).unwrap();
        let outside = temp.path().join("outside");
        fs::create_dir_all(&outside).unwrap();
        fs::write(outside.join("keep.txt"), "the user's file in their folder").unwrap();
        let victim = temp.path().join("victim.txt");
        fs::write(&victim, "the user's file").unwrap();
        let out = work.join(if row.out_name.is_empty() {
            "unused-out"
        } else {
            row.out_name
        });
        Site {
            temp,
            work,
            data,
            board,
            pack,
            cards,
            out,
            outside,
            victim,
            mounted: None,
        }
    }

    /// The path of `input`.
    fn input(&self, input: Input) -> PathBuf {
        match input {
            Input::Tile => self.data.join("tiles/A.toml"),
            Input::Board => self.board.clone(),
            Input::Pack => self.pack.clone(),
            Input::Card => self.cards.join("Card.00e628.ttslua"),
            Input::Schema => self.work.join("schema/tile.schema.json"),
            Input::Picture => self.data.join("tiles/art/A.png"),
        }
    }

    /// Everything in the tree but `except` and what lies below it.
    fn snapshot(&self, except: Option<&Path>) -> Snapshot {
        let mut snapshot = Snapshot::new();
        record(self.temp.path(), except, &mut snapshot);
        snapshot
    }
}

/// Gives tile A of the expansion at `data` a picture of its own, the template expansion's
/// `art/A.png`, which every row that reads tile A then reads too.
fn give_tile_a_picture(repository: &Path, data: &Path) {
    let art = data.join("tiles/art");
    fs::create_dir_all(&art).unwrap();
    fs::copy(
        repository.join("examples/my-expansion/data/my-expansion/tiles/art/A.png"),
        art.join("A.png"),
    )
    .unwrap();
    let tile = data.join("tiles/A.toml");
    let text = fs::read_to_string(&tile).unwrap();
    let named = text.replacen(
        "letter = \"A\"\n",
        "letter = \"A\"\npicture = \"art/A.png\"\n",
        1,
    );
    assert_ne!(named, text, "tile A names its letter on a line of its own");
    fs::write(&tile, named).unwrap();
}

/// What one path of the tree is, as far as a change matters: its kind, mode and content (a
/// hash; for a file over 16 MiB, its length and modification time), or a link's target.
type Snapshot = BTreeMap<PathBuf, String>;

fn record(path: &Path, except: Option<&Path>, snapshot: &mut Snapshot) {
    if except == Some(path) {
        return;
    }
    let Ok(metadata) = path.symlink_metadata() else {
        return;
    };
    let mode = metadata.permissions().mode();
    let kind = metadata.file_type();
    let what = if kind.is_symlink() {
        format!("link to {:?}", fs::read_link(path).unwrap())
    } else if kind.is_dir() {
        let mut entries: Vec<PathBuf> = fs::read_dir(path)
            .map(|entries| entries.flatten().map(|entry| entry.path()).collect())
            .unwrap_or_default();
        entries.sort();
        for entry in entries {
            record(&entry, except, snapshot);
        }
        format!("folder {mode:o}")
    } else if kind.is_file() && metadata.len() > 16 << 20 {
        format!(
            "file {mode:o}, {} bytes, modified {}.{}",
            metadata.len(),
            metadata.mtime(),
            metadata.mtime_nsec()
        )
    } else if kind.is_file() {
        let mut hasher = DefaultHasher::new();
        hasher.write(&fs::read(path).unwrap_or_default());
        format!(
            "file {mode:o}, {} bytes, {:x}",
            metadata.len(),
            hasher.finish()
        )
    } else {
        format!("special {mode:o} {:?}", kind)
    };
    snapshot.insert(path.to_path_buf(), what);
}

/// The first difference between two snapshots, if any.
fn difference(before: &Snapshot, after: &Snapshot) -> Option<String> {
    for (path, what) in before {
        match after.get(path) {
            None => return Some(format!("removed {}", path.display())),
            Some(now) if now != what => {
                return Some(format!("changed {} ({what} -> {now})", path.display()));
            }
            Some(_) => {}
        }
    }
    after
        .keys()
        .find(|path| !before.contains_key(*path))
        .map(|path| format!("left behind {}", path.display()))
}

/// Where a run's standard output goes.
#[derive(Clone, Copy, PartialEq)]
enum Stdout {
    /// A pipe the test reads.
    Read,
    /// A pipe whose reader closed before the run began.
    Closed,
    /// `/dev/full`: every write fails as on a full disk.
    Full,
}

/// How a run is set up.
#[derive(Clone, Copy)]
struct Setup {
    stdout: Stdout,
    /// As `nobody` through `setpriv` when the tests run as root.
    unprivileged: bool,
    /// What the language server is sent.
    session: Session,
    /// Whether the board's rows are run without `--data`, so that they look for their catalog
    /// beside the board.
    without_data: bool,
}

const PLAIN: Setup = Setup {
    stdout: Stdout::Read,
    unprivileged: false,
    session: Session::Usual,
    without_data: false,
};

/// What a run of the language server is sent on its standard input.
#[derive(Clone, Copy)]
enum Session {
    /// Initialize over the data folder and open tile B; then every request and notification
    /// kind of [`LSP_METHODS`] about tile B, and shut down.
    Usual,
    /// These bytes, as they are.
    Frames(&'static [u8]),
    /// The usual opening; then every kind of [`LSP_METHODS`] with each of [`hostile_targets`]
    /// and [`HOSTILE_PARAMS`], a hover over tile B that must still be answered, and shut down.
    Hostile,
}

/// Every kind of request and notification about a document that the language server takes,
/// as its `initialize` reply offers them (`every_language_server_request_kind_is_attacked`
/// holds this list to the reply); every session of the matrix sends each.
const LSP_METHODS: &[&str] = &[
    "textDocument/didOpen",
    "textDocument/hover",
    "textDocument/completion",
    "textDocument/definition",
    "textDocument/references",
    "textDocument/codeAction",
    "textDocument/didChange",
    "textDocument/didSave",
    "textDocument/didClose",
];

/// Parameters of no request's shape, sent with every kind of [`LSP_METHODS`].
const HOSTILE_PARAMS: &[&str] = &[
    "null",
    "[]",
    "\"textDocument\"",
    "{\"textDocument\": 7, \"position\": \"start\"}",
    "{\"textDocument\": {\"uri\": \"file:///\"}, \"position\": {\"line\": -1, \"character\": 1e300}}",
];

/// What a run ended with.
struct Outcome {
    status: Option<ExitStatus>,
    /// The first 16 MiB of standard output, when it was read.
    stdout: Vec<u8>,
    stderr: String,
}

impl Outcome {
    /// Whether the run ended as the README promises: in time, without a panic or a signal,
    /// with one of the exit codes `expected`.
    fn check(&self, expected: &[i32]) -> Result<(), String> {
        let first_line = || {
            let lines = || self.stderr.lines();
            lines()
                .find(|line| line.starts_with("memory allocation of"))
                .or_else(|| lines().find(|line| line.starts_with("error")))
                .or_else(|| lines().next())
                .unwrap_or("")
                .to_owned()
        };
        let Some(status) = self.status else {
            return Err(format!("hung: killed after {} s", TIMEOUT.as_secs()));
        };
        if let Some(line) = self
            .stderr
            .lines()
            .find(|line| line.contains("panicked at"))
        {
            return Err(format!("panicked: {line}"));
        }
        if let Some(signal) = status.signal() {
            return Err(format!("killed by signal {signal}: {}", first_line()));
        }
        let code = status.code().unwrap();
        if !expected.contains(&code) {
            return Err(format!("exit {code}, not {expected:?}: {}", first_line()));
        }
        Ok(())
    }
}

/// The arguments of `row` after its command's words at `site`: without `--data` and its
/// folder when `setup` says so.
fn arguments(row: &Row, site: &Site, setup: Setup) -> Vec<OsString> {
    let mut arguments = (row.args)(site);
    if setup.without_data
        && let Some(at) = arguments.iter().position(|word| word == "--data")
    {
        arguments.drain(at..at + 2);
    }
    arguments
}

/// The command for `row` at `site`, with the memory limit, colour off and the home folder in
/// the tree (so that a write there counts as a write outside the output).
fn command(row: &Row, site: &Site, setup: Setup) -> Command {
    let mut tilecat = common::Tilecat::new()
        .args(row.command)
        .args(arguments(row, site, setup))
        .current_dir(&site.work)
        .env("HOME", site.work.join("home"))
        .env("XDG_CACHE_HOME", site.work.join("home/.cache"));
    if setup.unprivileged {
        tilecat = tilecat.unprivileged();
    }
    let mut command = tilecat.command();
    command
        .stdin(if row.is_server() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stderr(Stdio::piped());
    if row.is_lsp() && site.out.to_str().is_none() {
        // A preview folder whose name is not UTF-8 cannot be said in JSON: the pictures go
        // under the cache folder, set to the output.
        command.env("XDG_CACHE_HOME", &site.out);
    }
    command.stdout(match setup.stdout {
        Stdout::Read | Stdout::Closed => Stdio::piped(),
        Stdout::Full => Stdio::from(
            fs::OpenOptions::new()
                .write(true)
                .open("/dev/full")
                .unwrap(),
        ),
    });
    // SAFETY: `setrlimit` is one system call, safe between `fork` and `exec`.
    unsafe {
        command.pre_exec(|| {
            let limit = rustix::process::Rlimit {
                current: Some(MEMORY),
                maximum: Some(MEMORY),
            };
            rustix::process::setrlimit(rustix::process::Resource::As, limit)?;
            Ok(())
        });
    }
    command
}

/// A started run and the threads that feed and drain it.
struct Running {
    child: Child,
    started: Instant,
    stderr: JoinHandle<Vec<u8>>,
    stdout: Option<JoinHandle<Vec<u8>>>,
    others: Vec<JoinHandle<()>>,
}

fn drain(mut from: impl Read + Send + 'static) -> JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        let mut kept = Vec::new();
        let mut buffer = [0; 65536];
        while let Ok(count) = from.read(&mut buffer) {
            if count == 0 {
                break;
            }
            if kept.len() < 1 << 20 {
                kept.extend_from_slice(&buffer[..count]);
            }
        }
        kept
    })
}

fn start(row: &Row, site: &Site, setup: Setup) -> Running {
    let mut child = command(row, site, setup)
        .spawn()
        .expect("tilecat starts (as root with setpriv, from util-linux)");
    let mut stdout = child.stdout.take();
    if setup.stdout == Stdout::Closed {
        drop(stdout.take());
    }
    let mut others = Vec::new();
    if row.is_studio() {
        let (address, printed) = std::sync::mpsc::channel();
        let stdout =
            stdout.map(|stdout| std::thread::spawn(move || watch_for_address(stdout, address)));
        let stdin = child.stdin.take();
        others.push(std::thread::spawn(move || studio_session(stdin, &printed)));
        let stderr = drain(child.stderr.take().unwrap());
        return Running {
            child,
            started: Instant::now(),
            stderr,
            stdout,
            others,
        };
    }
    // Told when the language server has published diagnostics, which it does once it has
    // checked the workspace.
    let (checked, diagnostics) = std::sync::mpsc::channel();
    let stdout =
        stdout.map(|stdout| std::thread::spawn(move || watch_for_diagnostics(stdout, checked)));
    if let Some(mut stdin) = child.stdin.take() {
        let (opening, closing) = match setup.session {
            Session::Frames(frames) => (frames.to_vec(), Vec::new()),
            Session::Usual => lsp_session(site, false),
            Session::Hostile => lsp_session(site, true),
        };
        others.push(std::thread::spawn(move || {
            let _ = stdin.write_all(&opening);
            let _ = stdin.flush();
            // The requests wait until the server has checked the workspace; a clean one gets
            // no diagnostics, and a closed or full standard output cannot be read: then a
            // second stands for that, a hundred times the server's wait for more changes.
            if let Err(std::sync::mpsc::RecvTimeoutError::Disconnected) =
                diagnostics.recv_timeout(Duration::from_secs(1))
            {
                std::thread::sleep(Duration::from_secs(1));
            }
            let _ = stdin.write_all(&closing);
        }));
    }
    let stderr = drain(child.stderr.take().unwrap());
    Running {
        child,
        started: Instant::now(),
        stderr,
        stdout,
        others,
    }
}

/// Drains a run's standard output, saying on `checked` when a language server's message
/// publishes diagnostics, and returns its first 16 MiB.
fn watch_for_diagnostics(mut stdout: impl Read, checked: std::sync::mpsc::Sender<()>) -> Vec<u8> {
    let needle = b"publishDiagnostics";
    let mut kept = Vec::new();
    let mut tail = Vec::new();
    let mut buffer = [0; 65536];
    while let Ok(count) = stdout.read(&mut buffer) {
        if count == 0 {
            break;
        }
        if kept.len() < 16 << 20 {
            kept.extend_from_slice(&buffer[..count]);
        }
        tail.extend_from_slice(&buffer[..count]);
        if tail.windows(needle.len()).any(|window| window == needle) {
            let _ = checked.send(());
        }
        tail.drain(..tail.len().saturating_sub(needle.len()));
    }
    kept
}

/// Drains the studio's standard output, sending the address of its first line on `address`,
/// and returns its first 16 MiB.
fn watch_for_address(mut stdout: impl Read, address: std::sync::mpsc::Sender<String>) -> Vec<u8> {
    let mut kept = Vec::new();
    let mut buffer = [0; 65536];
    let mut sent = false;
    while let Ok(count) = stdout.read(&mut buffer) {
        if count == 0 {
            break;
        }
        if kept.len() < 16 << 20 {
            kept.extend_from_slice(&buffer[..count]);
        }
        if !sent && let Some(end) = kept.iter().position(|byte| *byte == b'\n') {
            let line = String::from_utf8_lossy(&kept[..end]).into_owned();
            if let Some(printed) = line.strip_prefix("tilecat studio: http://") {
                let _ = address.send(printed.to_owned());
            }
            sent = true;
        }
    }
    kept
}

/// One plain HTTP/1.0 request to the studio at `host` (`127.0.0.1:PORT`), its answer's bytes.
fn studio_request(host: &str, head: &str, body: &str) -> Vec<u8> {
    let Ok(mut stream) = std::net::TcpStream::connect(host) else {
        return Vec::new();
    };
    let _ = stream.set_read_timeout(Some(Duration::from_secs(10)));
    let request = format!(
        "{head}\r\nHost: {host}\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    let _ = stream.write_all(request.as_bytes());
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer);
    answer
}

/// A session of the studio's page that writes nothing: the page opened with the token, the
/// set, every tile and manifest in it, drawn and over its art, an edit and a change to a
/// selection against a version no file has (refused); then
/// standard input closed, which stops the studio. Without its address, standard input is closed
/// after a second.
fn studio_session(
    stdin: Option<std::process::ChildStdin>,
    printed: &std::sync::mpsc::Receiver<String>,
) {
    if let Ok(address) = printed.recv_timeout(Duration::from_secs(10))
        && let Some((host, token)) = address.split_once("/?token=")
    {
        let cookie = format!("Cookie: tilecat-studio={token}");
        studio_request(host, &format!("GET /?token={token} HTTP/1.0"), "");
        let set = studio_request(host, &format!("GET /api/set HTTP/1.0\r\n{cookie}"), "");
        let set = String::from_utf8_lossy(&set);
        let files: Vec<&str> = set
            .split("\"file\":\"")
            .skip(1)
            .chain(set.split("\"manifest\":\"").skip(1))
            .filter_map(|rest| rest.split('"').next())
            .collect();
        for file in &files {
            for view in ["tile", "art"] {
                studio_request(
                    host,
                    &format!("GET /api/{view}?file={file} HTTP/1.0\r\n{cookie}"),
                    "",
                );
            }
        }
        let edit = r#"{"file": "0/tiles/A.toml", "version": "none", "operation": {"op": "turn"}}"#;
        studio_request(host, &format!("POST /api/edit HTTP/1.0\r\n{cookie}"), edit);
        let many = format!(r#"{{"changes": [{edit}]}}"#);
        studio_request(
            host,
            &format!("POST /api/edit-many HTTP/1.0\r\n{cookie}"),
            &many,
        );
    } else {
        std::thread::sleep(Duration::from_secs(1));
    }
    drop(stdin);
}

impl Running {
    /// Waits for the run, killing it once it has taken longer than [`TIMEOUT`].
    fn finish(mut self) -> Outcome {
        let status = loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                break Some(status);
            }
            if self.started.elapsed() > TIMEOUT {
                let _ = self.child.kill();
                let _ = self.child.wait();
                break None;
            }
            std::thread::sleep(Duration::from_millis(5));
        };
        for other in self.others {
            let _ = other.join();
        }
        let stdout = self
            .stdout
            .map_or_else(Vec::new, |stdout| stdout.join().unwrap());
        let stderr = String::from_utf8_lossy(&self.stderr.join().unwrap()).into_owned();
        Outcome {
            status,
            stdout,
            stderr,
        }
    }
}

fn run(row: &Row, site: &Site, setup: Setup) -> Outcome {
    start(row, site, setup).finish()
}

/// A file URI for `path`, every byte but the unreserved ones and `/` percent-encoded.
fn uri(path: &Path) -> String {
    let mut uri = String::from("file://");
    for &byte in path.as_os_str().as_bytes() {
        if byte.is_ascii_alphanumeric() || b"/-._~".contains(&byte) {
            uri.push(byte as char);
        } else {
            uri.push_str(&format!("%{byte:02X}"));
        }
    }
    uri
}

/// One Language Server Protocol frame.
fn frame(message: serde_json::Value) -> Vec<u8> {
    let body = message.to_string();
    let mut bytes = format!("Content-Length: {}\r\n\r\n", body.len()).into_bytes();
    bytes.extend_from_slice(body.as_bytes());
    bytes
}

/// The editor's side of a session with `tilecat lsp`, in two parts: initialize over the data
/// folder and open tile B; then, once the server has checked the workspace, every kind of
/// [`LSP_METHODS`] about tile B (the hover over B's `id` draws its picture into the preview
/// folder), after each of them with every hostile target and parameter when `hostile`, and shut
/// down. The requests' ids count from 2.
fn lsp_session(site: &Site, hostile: bool) -> (Vec<u8>, Vec<u8>) {
    let root = uri(site.data.parent().unwrap());
    let file = site.data.join("tiles/B.toml");
    let text = fs::read_to_string(&file).unwrap();
    let line = text
        .lines()
        .position(|line| line.starts_with("id = "))
        .unwrap();
    let at_id = serde_json::json!({"line": line, "character": 8});
    let options = match site.out.to_str() {
        Some(folder) => serde_json::json!({ "previewFolder": folder }),
        None => serde_json::json!({}),
    };
    let frames = |messages: Vec<serde_json::Value>| messages.into_iter().flat_map(frame).collect();
    let opening = vec![
        serde_json::json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "processId": null, "rootUri": root, "capabilities": {},
            "workspaceFolders": [{"uri": root, "name": "data"}],
            "initializationOptions": options}}),
        serde_json::json!({"jsonrpc": "2.0", "method": "initialized", "params": {}}),
        lsp_message(
            "textDocument/didOpen",
            None,
            lsp_params("textDocument/didOpen", &uri(&file), &text, &at_id),
        ),
    ];
    let mut closing = Vec::new();
    let mut id = 2;
    let mut next_id = |method: &str| {
        (!method.starts_with("textDocument/did")).then(|| {
            id += 1;
            id - 1
        })
    };
    for method in &LSP_METHODS[1..] {
        if hostile {
            for (target, target_text, position) in hostile_targets(site, &text) {
                let params = lsp_params(method, &target, &target_text, &position);
                closing.push(lsp_message(method, next_id(method), params));
            }
            for params in HOSTILE_PARAMS {
                let params = serde_json::from_str(params).unwrap();
                closing.push(lsp_message(method, next_id(method), params));
            }
        }
        // The usual message last: a hostile close or change leaves the buffer as it was.
        let params = lsp_params(method, &uri(&file), &text, &at_id);
        closing.push(lsp_message(method, next_id(method), params));
        if *method == "textDocument/didClose" {
            let params = lsp_params("textDocument/didOpen", &uri(&file), &text, &at_id);
            closing.push(lsp_message("textDocument/didOpen", None, params));
        }
    }
    if hostile {
        // After all that, the server still answers a plain hover over tile B.
        let params = lsp_params("textDocument/hover", &uri(&file), &text, &at_id);
        closing.push(lsp_message(
            "textDocument/hover",
            next_id("textDocument/hover"),
            params,
        ));
    }
    closing.extend([
        serde_json::json!({"jsonrpc": "2.0", "id": 0, "method": "shutdown", "params": null}),
        serde_json::json!({"jsonrpc": "2.0", "method": "exit", "params": null}),
    ]);
    (frames(opening), frames(closing))
}

/// A request (with `id`) or notification (without) of `method`.
fn lsp_message(method: &str, id: Option<u64>, params: serde_json::Value) -> serde_json::Value {
    let mut message = serde_json::json!({"jsonrpc": "2.0", "method": method, "params": params});
    if let Some(id) = id {
        message["id"] = id.into();
    }
    message
}

/// The parameters of a `method` message about the document at `uri`, which holds `text`, at
/// `position`.
fn lsp_params(
    method: &str,
    uri: &str,
    text: &str,
    position: &serde_json::Value,
) -> serde_json::Value {
    let document = serde_json::json!({ "uri": uri });
    match method {
        "textDocument/didOpen" => serde_json::json!({"textDocument": {
            "uri": uri, "languageId": "toml", "version": 1, "text": text}}),
        "textDocument/didChange" => serde_json::json!({
            "textDocument": {"uri": uri, "version": 2}, "contentChanges": [{"text": text}]}),
        "textDocument/didSave" | "textDocument/didClose" => {
            serde_json::json!({ "textDocument": document })
        }
        "textDocument/references" => serde_json::json!({"textDocument": document,
            "position": position, "context": {"includeDeclaration": true}}),
        "textDocument/codeAction" => serde_json::json!({"textDocument": document,
            "range": {"start": position, "end": {"line": 0, "character": 0}},
            "context": {"diagnostics": [{
                "range": {"start": position, "end": position}, "message": "E004",
                "code": "E004", "source": "tilecat",
                "data": {"replace": [[1, 2]], "with": null}}]}}),
        _ => serde_json::json!({ "textDocument": document, "position": position }),
    }
}

/// Documents no editor should name, each with the text sent for it and a position in it: a
/// file of the user's outside the workspace, reached by its path and by an escape encoded in a
/// URI of the workspace; the data folder itself; URIs that name no local file; and tile B at
/// the farthest position a client can say.
fn hostile_targets(site: &Site, text: &str) -> Vec<(String, String, serde_json::Value)> {
    let far = serde_json::json!({"line": u32::MAX, "character": u32::MAX});
    let start = serde_json::json!({"line": 0, "character": 0});
    let tiles = uri(&site.data.join("tiles"));
    let hostile_text = format!("{text}\n[[features]]\nkind = \"road\"\nid = \"\u{2028}# x\"\n");
    vec![
        (uri(&site.victim), hostile_text.clone(), start.clone()),
        (
            format!("{tiles}/%2E%2E/%2E%2E/%2E%2E/victim.txt"),
            hostile_text.clone(),
            start.clone(),
        ),
        (
            format!("{tiles}/..%2F..%2F..%2Fvictim.txt"),
            text.to_owned(),
            start.clone(),
        ),
        (uri(&site.data), text.to_owned(), start.clone()),
        (
            "untitled:Untitled-1".to_owned(),
            hostile_text.clone(),
            start.clone(),
        ),
        (
            "http://127.0.0.1:9/B.toml".to_owned(),
            text.to_owned(),
            start.clone(),
        ),
        (
            "file://elsewhere/etc/passwd".to_owned(),
            text.to_owned(),
            start,
        ),
        (String::new(), text.to_owned(), far.clone()),
        (uri(&site.data.join("tiles/B.toml")), hostile_text, far),
    ]
}

/// Runs `cell` for every row, each in its own thread, and fails naming each row that failed.
fn matrix(attack: &str, cell: fn(&Row) -> Result<(), String>) {
    let failures: Vec<String> = std::thread::scope(|scope| {
        let cells: Vec<_> = ROWS
            .iter()
            .map(|row| (row, scope.spawn(move || cell(row))))
            .collect();
        cells
            .into_iter()
            .filter_map(|(row, cell)| match cell.join() {
                Ok(Ok(())) => None,
                Ok(Err(why)) => Some(format!("{}: {why}", row.name())),
                Err(_) => Some(format!("{}: the cell itself panicked", row.name())),
            })
            .collect()
    });
    assert!(
        failures.is_empty(),
        "{attack}: {} of {} rows fail:\n{}",
        failures.len(),
        ROWS.len(),
        failures.join("\n")
    );
}

/// Runs `row` once at `site` with `setup` and checks the run and that nothing outside `out`
/// changed.
fn attempt(row: &Row, site: &Site, setup: Setup, expected: &[i32]) -> Result<(), String> {
    let except = row.output.is_path().then_some(site.out.as_path());
    let before = site.snapshot(except);
    let outcome = run(row, site, setup);
    outcome.check(expected)?;
    if let Some(change) = difference(&before, &site.snapshot(except)) {
        return Err(format!("outside the output: {change}"));
    }
    Ok(())
}

#[test]
fn plain_runs_succeed() {
    matrix("plain run", |row| {
        let site = Site::new(row);
        attempt(row, &site, PLAIN, &[0])
    });
}

#[test]
fn running_unprivileged() {
    // As root, the row runs as `nobody` with every file of its tree owned by `nobody`; as
    // anyone else, as that user (file modes bind them already).
    matrix("unprivileged", |row| {
        let site = Site::new(row);
        if common::is_root() {
            fs::set_permissions(site.temp.path(), fs::Permissions::from_mode(0o755)).unwrap();
            chown_all(site.temp.path());
        }
        let setup = Setup {
            unprivileged: true,
            ..PLAIN
        };
        attempt(row, &site, setup, &[0])
    });
}

fn chown_all(path: &Path) {
    std::os::unix::fs::lchown(path, Some(65534), Some(65534)).unwrap();
    if path.symlink_metadata().unwrap().is_dir() {
        for entry in fs::read_dir(path).unwrap() {
            chown_all(&entry.unwrap().path());
        }
    }
}

/// The output path replaced by a link to the user's folder (`folder`) or file, elsewhere.
fn output_is_a_link(row: &Row, to_folder: bool) -> Result<(), String> {
    // A row that writes only standard output has no path to replace.
    if !row.output.is_path() {
        return Ok(());
    }
    let site = Site::new(row);
    let target = if to_folder {
        &site.outside
    } else {
        &site.victim
    };
    symlink(target, &site.out).unwrap();
    // The language server keeps serving without pictures; every other row refuses.
    let expected: &[i32] = if row.is_lsp() { &[0] } else { &[2] };
    attempt(row, &site, PLAIN, expected)?;
    match fs::read_link(&site.out) {
        Ok(now) if &now == target => Ok(()),
        _ => Err("the link in place of the output was replaced".to_owned()),
    }
}

#[test]
fn output_is_a_link_to_a_folder_outside() {
    matrix("output is a link to a folder outside", |row| {
        output_is_a_link(row, true)
    });
}

#[test]
fn output_is_a_link_to_a_file_outside() {
    matrix("output is a link to a file outside", |row| {
        output_is_a_link(row, false)
    });
}

#[test]
fn a_link_inside_the_output_folder_points_outside() {
    matrix("a link inside the output folder", |row| {
        // Only a folder has an inside; a file output is the link attacks above.
        if row.output != Output::Folder {
            return Ok(());
        }
        let site = Site::new(row);
        attempt(row, &site, PLAIN, &[0])?;
        // Every file and folder the first run made at the top of the output is now a link to
        // the user's file or folder: a second run writing any of them, or anything inside
        // them, again must not write through.
        let mut made: Vec<PathBuf> = match fs::read_dir(&site.out) {
            Ok(entries) => entries.map(|entry| entry.unwrap().path()).collect(),
            // The language server removes its own folder of pictures when it stops, and with it
            // the folder it made them in when that was its own.
            Err(error) if row.is_lsp() && error.kind() == std::io::ErrorKind::NotFound => {
                fs::create_dir_all(&site.out).unwrap();
                Vec::new()
            }
            Err(error) => return Err(format!("the first run made no output folder: {error}")),
        };
        made.sort();
        if made.is_empty() && row.is_lsp() {
            // The language server removes its own folder of pictures when it stops: the links
            // stand where its pictures would go by their names alone.
            made = ["flier-B-r0.png", "tilecat", ".flier-B.1.tmp"]
                .map(|name| site.out.join(name))
                .to_vec();
            for path in &made {
                fs::write(path, "placeholder").unwrap();
            }
        }
        if made.is_empty() {
            return Err("the first run wrote nothing into the output folder".to_owned());
        }
        for path in made {
            if path.symlink_metadata().unwrap().is_dir() {
                fs::remove_dir_all(&path).unwrap();
                symlink(&site.outside, &path).unwrap();
            } else {
                fs::remove_file(&path).unwrap();
                symlink(&site.victim, &path).unwrap();
            }
        }
        // It may refuse a folder with links it did not make, or replace them; either way
        // nothing outside changes.
        attempt(row, &site, PLAIN, ZERO_OR_TWO)
    });
}

/// Runs `row` with the user's file `notes.txt` in its output folder (after a first run, when
/// `after_a_run`): it exits with one of `expected`, nothing outside the output changes, and the
/// user's file is as it was.
fn users_file_in_the_output(row: &Row, after_a_run: bool, expected: &[i32]) -> Result<(), String> {
    let site = Site::new(row);
    if after_a_run {
        run(row, &site, PLAIN)
            .check(&[0])
            .map_err(|why| format!("first run: {why}"))?;
    }
    fs::create_dir_all(&site.out).unwrap();
    let theirs = site.out.join("notes.txt");
    fs::write(&theirs, "the user's notes").unwrap();
    let kept = |snapshot: Snapshot| -> Snapshot {
        snapshot
            .into_iter()
            .filter(|(path, _)| !path.starts_with(&site.out) || *path == theirs)
            .collect()
    };
    let before = kept(site.snapshot(None));
    run(row, &site, PLAIN).check(expected)?;
    match difference(&before, &kept(site.snapshot(None))) {
        Some(change) => Err(change),
        None => Ok(()),
    }
}

#[test]
fn the_output_folder_holds_a_file_no_run_made() {
    matrix("the output folder holds a user's file", |row| {
        // A file output has no folder of its own to hold the user's files.
        if row.output != Output::Folder {
            return Ok(());
        }
        users_file_in_the_output(row, false, row.foreign)
    });
}

#[test]
fn a_users_file_put_into_an_output_a_run_made() {
    matrix("a user's file put into an output a run made", |row| {
        // A file output has no folder of its own to hold the user's files.
        if row.output != Output::Folder {
            return Ok(());
        }
        // The next run may refuse or go ahead, but never loses the user's file.
        users_file_in_the_output(row, true, ZERO_OR_TWO)
    });
}

#[test]
fn the_output_names_an_input() {
    matrix("the output names an input", |row| {
        // Only a file output can name an input file; a folder output naming a data folder is
        // the user's file case above.
        if row.output != Output::File {
            return Ok(());
        }
        let mut site = Site::new(row);
        assert!(row.names_its_output(&site), "{}", row.name());
        site.out = site.input(row.inputs[0]);
        let before = site.snapshot(None);
        run(row, &site, PLAIN).check(&[2])?;
        match difference(&before, &site.snapshot(None)) {
            Some(change) => Err(format!("an input changed: {change}")),
            None => Ok(()),
        }
    });
}

/// What a special file put in place of a path is.
#[derive(Clone, Copy)]
enum Special {
    Fifo,
    Socket,
    /// A symbolic link to `/dev/zero`.
    LinkToZero,
    /// The path `/dev/zero` itself named on the command line (outputs only).
    Zero,
}

/// Puts `special` at `path`; keeps a socket's listener alive in the returned value.
fn place(special: Special, path: &Path) -> Option<std::os::unix::net::UnixListener> {
    let _ = fs::remove_file(path);
    match special {
        Special::Fifo => {
            let status = Command::new("mkfifo").arg(path).status().unwrap();
            assert!(status.success());
            None
        }
        Special::Socket => Some(std::os::unix::net::UnixListener::bind(path).unwrap()),
        Special::LinkToZero => {
            symlink("/dev/zero", path).unwrap();
            None
        }
        Special::Zero => unreachable!("/dev/zero is named, not placed"),
    }
}

/// Every input of `row` in turn replaced by `special`: refused with exit 2 (the language
/// server reports it and goes on: 0), never read forever.
fn special_input(row: &Row, special: Special) -> Result<(), String> {
    for &input in row.inputs {
        let site = Site::new(row);
        let _listener = place(special, &site.input(input));
        let expected: &[i32] = if row.is_server() {
            &[0]
        } else {
            &[input.refused()]
        };
        attempt(row, &site, PLAIN, expected).map_err(|why| format!("{input:?}: {why}"))?;
    }
    Ok(())
}

#[test]
fn a_fifo_in_place_of_an_input() {
    matrix("a FIFO as input", |row| special_input(row, Special::Fifo));
}

#[test]
fn a_socket_in_place_of_an_input() {
    matrix("a socket as input", |row| {
        special_input(row, Special::Socket)
    });
}

#[test]
fn a_link_to_dev_zero_in_place_of_an_input() {
    matrix("a link to /dev/zero as input", |row| {
        special_input(row, Special::LinkToZero)
    });
}

#[test]
fn dev_zero_named_as_an_input() {
    matrix("/dev/zero named as input", |row| {
        // Only the rows that take their input on the command line can be given `/dev/zero`:
        // the others find their files in a folder, where the link above stands for it.
        let Some(input) = row
            .inputs
            .iter()
            .find(|input| matches!(input, Input::Board | Input::Pack))
        else {
            return Ok(());
        };
        let mut site = Site::new(row);
        match input {
            Input::Board => site.board = PathBuf::from("/dev/zero"),
            _ => site.pack = PathBuf::from("/dev/zero"),
        }
        attempt(row, &site, PLAIN, &[2])
    });
}

/// The output replaced by `special`: refused with exit 2 and left as it was (the language
/// server draws no picture and goes on: 0).
fn special_output(row: &Row, special: Special) -> Result<(), String> {
    // A row that writes only standard output has no path to replace.
    if !row.output.is_path() {
        return Ok(());
    }
    let mut site = Site::new(row);
    let _listener = match special {
        // `schema --write` cannot be told another folder than `schema/`.
        Special::Zero if !row.names_its_output(&site) => return Ok(()),
        Special::Zero => {
            site.out = PathBuf::from("/dev/zero");
            None
        }
        _ => place(special, &site.out),
    };
    let expected: &[i32] = if row.is_lsp() { &[0] } else { &[2] };
    // The special file is the user's too: it must be left as it was, so nothing is excluded.
    let before = site.snapshot(None);
    run(row, &site, PLAIN).check(expected)?;
    match difference(&before, &site.snapshot(None)) {
        Some(change) => Err(change),
        None => Ok(()),
    }
}

#[test]
fn a_fifo_in_place_of_the_output() {
    matrix("a FIFO as output", |row| special_output(row, Special::Fifo));
}

#[test]
fn a_socket_in_place_of_the_output() {
    matrix("a socket as output", |row| {
        special_output(row, Special::Socket)
    });
}

#[test]
fn a_link_to_dev_zero_in_place_of_the_output() {
    matrix("a link to /dev/zero as output", |row| {
        special_output(row, Special::LinkToZero)
    });
}

#[test]
fn dev_zero_named_as_the_output() {
    matrix("/dev/zero as output", |row| {
        special_output(row, Special::Zero)
    });
}

#[test]
fn a_full_disk() {
    matrix("a full disk", |row| {
        // A row that writes only standard output meets the full disk there (the next test).
        if !row.output.is_path() {
            return Ok(());
        }
        let mut site = Site::new(row);
        let named = row.names_its_output(&site);
        if common::is_root() {
            // A small tmpfs, filled to the last byte, holds the output; for `schema --write`,
            // which always writes `schema/`, it is mounted there.
            let disk = if named {
                site.work.join("disk")
            } else {
                site.out.clone()
            };
            fs::create_dir(&disk).unwrap();
            site.mounted = Some(common::Tmpfs::mount(&disk, "256k"));
            let mut filler = fs::File::create(disk.join("filler")).unwrap();
            while filler.write_all(&[7; 4096]).is_ok() {}
            let _ = filler.sync_all();
            if named {
                site.out = disk.join(row.out_name);
            }
        } else if named {
            site.out = PathBuf::from("/dev/full");
        } else {
            // Without root there is no full disk to put `schema/` on.
            return Ok(());
        }
        // The language server draws no picture and goes on.
        let expected: &[i32] = if row.is_lsp() { &[0] } else { &[2] };
        attempt(row, &site, PLAIN, expected)
    });
}

#[test]
fn standard_output_on_a_full_disk() {
    matrix("standard output is /dev/full", |row| {
        // The rows with an output path print nothing on standard output (their summary goes to
        // standard error); the language server's protocol is its standard output.
        if row.output != Output::Stdout && !row.is_lsp() {
            return Ok(());
        }
        let site = Site::new(row);
        let setup = Setup {
            stdout: Stdout::Full,
            ..PLAIN
        };
        attempt(row, &site, setup, &[2])
    });
}

#[test]
fn standard_output_closed() {
    matrix("standard output closed", |row| {
        let site = Site::new(row);
        let setup = Setup {
            stdout: Stdout::Closed,
            ..PLAIN
        };
        // A closed reader ends the run quietly with its own exit code; the language server,
        // whose editor is gone, may stop with an error.
        let expected: &[i32] = if row.is_lsp() { ZERO_OR_TWO } else { &[0] };
        attempt(row, &site, setup, expected)
    });
}

#[test]
fn killed_mid_write_then_run_again() {
    matrix("SIGKILL mid-write, then a second run", |row| {
        // A row that writes only standard output leaves nothing to clear.
        if !row.output.is_path() {
            return Ok(());
        }
        let site = Site::new(row);
        let except = Some(site.out.as_path());
        let before = site.snapshot(except);
        // Killed as soon as something new appears beside the output or in it (a temporary
        // file, a staging folder, a file being written), or after 300 ms. A kill that came
        // too late, when what appeared was already gone (renamed into place), is tried again,
        // up to ten times, so that it lands mid-write.
        let parent = site.out.parent().unwrap().to_path_buf();
        let entries = || {
            let names = |folder: &Path| -> Vec<PathBuf> {
                fs::read_dir(folder).map_or(Vec::new(), |entries| {
                    entries.flatten().map(|entry| entry.path()).collect()
                })
            };
            let mut all = names(&parent);
            all.extend(names(&site.out));
            all.into_iter()
                .collect::<std::collections::BTreeSet<PathBuf>>()
        };
        for _ in 0..10 {
            let known = entries();
            let mut running = start(row, &site, PLAIN);
            let new = loop {
                let new: Vec<PathBuf> = entries().difference(&known).cloned().collect();
                if !new.is_empty() || running.started.elapsed() > Duration::from_millis(300) {
                    break new;
                }
                std::thread::yield_now();
            };
            let _ = running.child.kill();
            let _ = running.finish();
            if new.iter().any(|path| path.symlink_metadata().is_ok()) {
                break;
            }
        }
        let again = run(row, &site, PLAIN);
        again
            .check(&[0])
            .map_err(|why| format!("second run: {why}"))?;
        match difference(&before, &site.snapshot(except)) {
            Some(change) => Err(format!("after the second run: {change}")),
            None => Ok(()),
        }
    });
}

#[test]
fn two_runs_at_once_on_one_output() {
    matrix("two runs at once", |row| {
        // A row that writes only standard output shares nothing between two runs.
        if !row.output.is_path() {
            return Ok(());
        }
        let site = Site::new(row);
        let except = Some(site.out.as_path());
        let before = site.snapshot(except);
        let first = start(row, &site, PLAIN);
        let second = start(row, &site, PLAIN);
        // Each may win or refuse; neither may break the output for the next run.
        first.finish().check(ZERO_OR_TWO)?;
        second.finish().check(ZERO_OR_TWO)?;
        run(row, &site, PLAIN)
            .check(&[0])
            .map_err(|why| format!("the run after: {why}"))?;
        match difference(&before, &site.snapshot(except)) {
            Some(change) => Err(change),
            None => Ok(()),
        }
    });
}

#[test]
fn hostile_file_names() {
    matrix("hostile file names", |row| {
        // Every path of the row lies in a folder whose name starts with a dash and holds a
        // newline and a byte that is not UTF-8; the paths are absolute, so the dash is never
        // first in an argument.
        let name = OsString::from_vec(b"-work\nname\xff".to_vec());
        let site = Site::named(row, &name);
        attempt(row, &site, PLAIN, &[0])
    });
}

/// Every input of `row` in turn replaced by a file of `size` bytes: the original text and then
/// comment lines (`sparse`: a hole). Refused as too large, 1 or 2 (the language server reports
/// it and goes on: 0), in bounded memory.
fn huge_input(row: &Row, size: u64, sparse: bool) -> Result<(), String> {
    for &input in row.inputs {
        let site = Site::new(row);
        let path = site.input(input);
        if sparse {
            fs::OpenOptions::new()
                .write(true)
                .open(&path)
                .unwrap()
                .set_len(size)
                .unwrap();
        } else {
            let mut file = fs::OpenOptions::new().append(true).open(&path).unwrap();
            let line = b"# a comment line that makes the file larger than a data file may be\n";
            let lines = (size / line.len() as u64) as usize;
            file.write_all(&line.repeat(lines)).unwrap();
        }
        // A large picture may be a tile's own, or refused as too large.
        let expected: &[i32] = match input {
            _ if row.is_server() => &[0],
            Input::Picture => &[0, 1],
            _ => &[1, 2],
        };
        attempt(row, &site, PLAIN, expected).map_err(|why| format!("{input:?}: {why}"))?;
    }
    Ok(())
}

#[test]
fn a_sparse_two_gibibyte_input() {
    matrix("a 2 GiB sparse input", |row| huge_input(row, 2 << 30, true));
}

#[test]
fn a_ten_megabyte_input() {
    matrix("a 10 MB input", |row| huge_input(row, 10_000_000, false));
}

#[test]
fn a_board_that_would_draw_too_many_pixels() {
    matrix("a board of 36 billion pixels", |row| {
        // Only the board rows read a board.
        if !row.inputs.contains(&Input::Board) {
            return Ok(());
        }
        // Two lines of tile B, 3,000 long, meeting at a right angle: 5,999 tiles in a square of
        // 3,000 cells a side, 96,000 px a side at 32 px, past the 2^33 pixels a run may draw.
        let site = Site::new(row);
        let mut board = String::from("last = [0, 0]\n");
        for (x, y) in (0..3000).map(|x| (x, 0)).chain((1..3000).map(|y| (0, y))) {
            board.push_str(&format!("[[tiles]]\ntile = \"flier-B\"\nat = [{x}, {y}]\n"));
        }
        fs::write(&site.board, board).unwrap();
        // Drawing it is refused before drawing; flying and scoring on it are work like any.
        let expected: &[i32] = if row.output.is_path() { &[2] } else { &[0] };
        attempt(row, &site, PLAIN, expected)
    });
}

#[test]
fn a_language_server_frame_that_claims_two_gibibytes() {
    matrix("a 2 GiB frame", |row| {
        // Only the language server reads frames.
        if !row.is_lsp() {
            return Ok(());
        }
        let site = Site::new(row);
        let setup = Setup {
            session: Session::Frames(b"Content-Length: 2147483648\r\n\r\n{\"jsonrpc\":\"2.0\""),
            ..PLAIN
        };
        // The client sent a frame larger than the server reads: it stops, refusing the
        // client's input, with exit code 1 as the README says (2 is for its own I/O failing).
        run(row, &site, setup).check(&[1])
    });
}

#[test]
fn every_language_server_request_kind_is_attacked() {
    // What the server offers, from its own reply to `initialize`.
    let cache = common::temp_dir("attacks-capabilities");
    let mut server = common::language_server::Server::start(cache.path());
    let request = |id: i32, method: &str, params| {
        lsp_server::Message::Request(lsp_server::Request::new(
            id.into(),
            method.to_owned(),
            params,
        ))
    };
    server.send(request(
        1,
        "initialize",
        serde_json::json!({"processId": null, "rootUri": null, "capabilities": {}}),
    ));
    let reply = server
        .messages
        .recv_timeout(TIMEOUT)
        .expect("the server answers `initialize`");
    let lsp_server::Message::Response(reply) = reply else {
        panic!("the first message is the reply to `initialize`: {reply:?}");
    };
    let capabilities = reply.result.expect("`initialize` succeeds")["capabilities"].clone();
    server.send(request(2, "shutdown", serde_json::Value::Null));
    server.send(lsp_server::Message::Notification(
        lsp_server::Notification::new("exit".to_owned(), serde_json::Value::Null),
    ));
    assert!(server.child.wait().unwrap().success());
    let mut offered = Vec::new();
    for (capability, _) in capabilities
        .as_object()
        .expect("the capabilities are an object")
    {
        let methods: &[&str] = match capability.as_str() {
            "textDocumentSync" => &[
                "textDocument/didOpen",
                "textDocument/didChange",
                "textDocument/didSave",
                "textDocument/didClose",
            ],
            "hoverProvider" => &["textDocument/hover"],
            "completionProvider" => &["textDocument/completion"],
            "definitionProvider" => &["textDocument/definition"],
            "referencesProvider" => &["textDocument/references"],
            "codeActionProvider" => &["textDocument/codeAction"],
            other => panic!(
                "the language server offers `{other}`, which the attack matrix does not send: \
                 add its methods to LSP_METHODS and here"
            ),
        };
        offered.extend_from_slice(methods);
    }
    offered.sort_unstable();
    let mut attacked = LSP_METHODS.to_vec();
    attacked.sort_unstable();
    assert_eq!(
        offered, attacked,
        "the methods offered and the methods attacked"
    );
}

#[test]
fn hostile_language_server_requests() {
    matrix("hostile language server requests", |row| {
        if !row.is_lsp() {
            return Ok(());
        }
        let site = Site::new(row);
        let setup = Setup {
            session: Session::Hostile,
            ..PLAIN
        };
        let except = Some(site.out.as_path());
        let before = site.snapshot(except);
        let outcome = run(row, &site, setup);
        outcome.check(&[0])?;
        if let Some(change) = difference(&before, &site.snapshot(except)) {
            return Err(change);
        }
        // Every request is answered, with a result or an error, and the last hover over tile B
        // still finds it.
        let (_, closing) = lsp_session(&site, true);
        let mut sent = Vec::new();
        let mut reader = std::io::Cursor::new(closing);
        while let Some(message) = lsp_server::Message::read(&mut reader).unwrap() {
            if let lsp_server::Message::Request(request) = message {
                sent.push(request.id);
            }
        }
        let mut answered = BTreeMap::new();
        let mut reader = std::io::Cursor::new(outcome.stdout);
        while let Ok(Some(message)) = lsp_server::Message::read(&mut reader) {
            if let lsp_server::Message::Response(response) = message {
                answered.insert(response.id.to_string(), response);
            }
        }
        let unanswered: Vec<String> = sent
            .iter()
            .map(ToString::to_string)
            .filter(|id| !answered.contains_key(id))
            .collect();
        if !unanswered.is_empty() {
            return Err(format!(
                "{} of {} requests unanswered: {unanswered:?}",
                unanswered.len(),
                sent.len()
            ));
        }
        let last = sent[sent.len() - 2].to_string();
        match &answered[&last].result {
            Some(result) if !result.is_null() => Ok(()),
            other => Err(format!(
                "the hover after the attack found nothing: {other:?}"
            )),
        }
    });
}

#[test]
fn a_data_folder_beside_the_board_links_to_the_root() {
    matrix("`data` beside the board, a link to /", |row| {
        if !row.inputs.contains(&Input::Board) {
            return Ok(());
        }
        // Without `--data`, a board's catalog is the folder `data` beside it: here a link to the
        // root of the file system, which no run may walk.
        let site = Site::new(row);
        let catalog = site.work.join("catalog");
        fs::rename(site.work.join("data"), &catalog).unwrap();
        symlink("/", site.work.join("data")).unwrap();
        let setup = Setup {
            without_data: true,
            ..PLAIN
        };
        attempt(row, &site, setup, &[1, 2])
    });
}

/// The side of the picture every tile names in `every_tile_names_one_large_picture`.
const LARGE_PICTURE: u32 = 2048;

#[test]
fn every_tile_names_one_large_picture() {
    matrix("one large picture named by every tile", |row| {
        if !row.inputs.contains(&Input::Picture) {
            return Ok(());
        }
        // A picture of 2048 × 2048 pixels of one colour is a small file; named by each of the
        // nine tiles, it is still decoded once, and within the run's memory and time.
        let site = Site::new(row);
        let encoded = crate::common::one_colour_png(LARGE_PICTURE, [40, 120, 60]);
        fs::write(site.input(Input::Picture), &encoded).unwrap();
        for entry in fs::read_dir(site.data.join("tiles")).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|ending| ending == "toml") {
                let text = fs::read_to_string(&path).unwrap();
                if !text.contains("picture = ") {
                    let named =
                        text.replacen("\nletter = ", "\npicture = \"art/A.png\"\nletter = ", 1);
                    fs::write(&path, named).unwrap();
                }
            }
        }
        attempt(row, &site, PLAIN, &[0])
    });
}
