//! `tilecat import`: tile data from other programs, converted into tilecat's data files.

use std::path::{Path, PathBuf};

use crate::cli::Exit;
use crate::cli::console::say;
use crate::output::import::{self, jcz, tts};
use crate::shared::door::{self, EntryKind, Folder};
use crate::shared::escape::visible;

/// Arguments of `tilecat import`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(subcommand)]
    source: Source,
}

#[derive(Debug, clap::Subcommand)]
enum Source {
    /// Convert JCloisterZone tile definitions (one XML pack per file) into one expansion per pack.
    Jcz(JczArgs),
    /// Convert TTSCarcassonne's tile data (a folder of `Card.<guid>.ttslua` files per
    /// expansion, or the folder of such folders) into one expansion per folder.
    Tts(TtsArgs),
}

#[derive(Debug, clap::Args)]
struct TtsArgs {
    /// The folders to read: each holding the cards of one expansion, or expansion folders.
    #[arg(required = true, value_name = "DIR")]
    folders: Vec<PathBuf>,
    /// The folder to write the data into; files an import did not make are never replaced.
    #[arg(long, value_name = "DIR")]
    out: PathBuf,
}

#[derive(Debug, clap::Args)]
struct JczArgs {
    /// The pack files to read.
    #[arg(required = true, value_name = "FILE.xml")]
    files: Vec<PathBuf>,
    /// The folder to write the data into; files an import did not make are never replaced.
    #[arg(long, value_name = "DIR")]
    out: PathBuf,
}

/// The largest pack file read: the engine's largest pack is well under a megabyte.
const MAX_PACK_BYTES: u64 = 16 * 1024 * 1024;

/// Runs `tilecat import`.
pub fn run(args: Args) -> Exit {
    match args.source {
        Source::Jcz(args) => import_jcz(args),
        Source::Tts(args) => import_tts(args),
    }
}

/// The largest card file read: the mod's largest holds well under a kilobyte.
const MAX_CARD_BYTES: u64 = 1024 * 1024;

/// Whether `name` is a card's file, `Card.<guid>.ttslua`.
fn is_card(name: &str) -> bool {
    name.starts_with("Card.") && name.ends_with(".ttslua")
}

/// The names in `folder`, sorted.
fn sorted_names(folder: &Folder) -> std::io::Result<Vec<String>> {
    let mut names: Vec<String> = folder
        .names()?
        .into_iter()
        .map(|name| name.to_string_lossy().into_owned())
        .collect();
    names.sort();
    Ok(names)
}

/// The expansion folders `path` names: itself when it holds cards, else each folder in it that
/// does.
fn expansion_folders(path: &Path) -> std::io::Result<Vec<(PathBuf, Folder)>> {
    let folder = Folder::open(path)?;
    let names = sorted_names(&folder)?;
    if names.iter().any(|name| is_card(name)) {
        return Ok(vec![(path.to_owned(), folder)]);
    }
    let mut folders = Vec::new();
    for name in names {
        if folder.kind(Path::new(&name))? != Some(EntryKind::Folder) {
            continue;
        }
        if let Some(inner) = folder.existing_subfolder(Path::new(&name))?
            && sorted_names(&inner)?.iter().any(|name| is_card(name))
        {
            folders.push((path.join(&name), inner));
        }
    }
    Ok(folders)
}

fn import_tts(args: TtsArgs) -> Exit {
    let mut exit = Exit::Clean;
    let mut decks = Vec::new();
    let worse = |exit: &mut Exit, to: Exit| {
        if *exit == Exit::Clean || to == Exit::Usage {
            *exit = to;
        }
    };
    for path in &args.folders {
        let shown = visible(&path.display().to_string()).into_owned();
        let folders = match expansion_folders(path) {
            Ok(folders) if folders.is_empty() => {
                say!("error: {shown}: holds no card's data (`Card.<guid>.ttslua`)");
                worse(&mut exit, Exit::Usage);
                continue;
            }
            Ok(folders) => folders,
            Err(error) => {
                say!("error: {shown}: {error}");
                worse(&mut exit, Exit::Usage);
                continue;
            }
        };
        for (source, folder) in folders {
            let mut cards = Vec::new();
            let names = sorted_names(&folder).unwrap_or_default();
            for name in names.iter().filter(|name| is_card(name)) {
                let file = source.join(name);
                let shown = visible(&file.display().to_string()).into_owned();
                let text = match folder
                    .read(Path::new(name), MAX_CARD_BYTES)
                    .and_then(|bytes| String::from_utf8(bytes).map_err(std::io::Error::other))
                {
                    Ok(text) => text,
                    Err(error) => {
                        say!("error: {shown}: {error}");
                        worse(&mut exit, Exit::Usage);
                        continue;
                    }
                };
                match crate::output::tts::read_cards(&text) {
                    Ok(read) => cards.extend(
                        read.into_iter()
                            .map(|(guid, data)| tts::Card { guid, data }),
                    ),
                    Err(error) => {
                        say!("error: {shown}:{}", visible(&error.to_string()));
                        worse(&mut exit, Exit::Invalid);
                    }
                }
            }
            // `.` is named by the folder it is.
            let name = std::path::absolute(&source)
                .ok()
                .as_deref()
                .and_then(Path::file_name)
                .map_or_else(
                    || "tts".to_owned(),
                    |name| name.to_string_lossy().into_owned(),
                );
            decks.push(tts::read_deck(source.clone(), &name, cards));
        }
    }
    for deck in &decks {
        say_read(
            &deck.source,
            &deck.expansion.id,
            &deck.tiles,
            &deck.left_out,
        );
    }
    if decks.is_empty() {
        say!("error: no folder could be read; nothing was written");
        return exit;
    }
    if exit == Exit::Usage {
        say!("error: a file could not be read; nothing was written");
        return exit;
    }
    match import::tts_files(&decks).and_then(|files| import::write(&args.out, &files)) {
        Ok(count) => say!(
            "wrote {} to {}",
            crate::output::words::counted(count, "file"),
            visible(&args.out.display().to_string())
        ),
        Err(error) => {
            let nothing = if error.wrote_nothing() {
                "; nothing was written"
            } else {
                ""
            };
            say!("error: {}{nothing}", visible(&error.to_string()));
            return Exit::Usage;
        }
    }
    exit
}

fn import_jcz(args: JczArgs) -> Exit {
    let mut exit = Exit::Clean;
    let mut packs = Vec::new();
    for file in &args.files {
        let text = match door::read(file, MAX_PACK_BYTES)
            .and_then(|bytes| String::from_utf8(bytes).map_err(std::io::Error::other))
        {
            Ok(text) => text,
            Err(error) => {
                say!("error: {}: {error}", visible(&file.display().to_string()));
                exit = Exit::Usage;
                continue;
            }
        };
        match jcz::read_pack(file, &text) {
            Ok(parts) => packs.extend(parts),
            Err(error) => {
                say!("error: {}", visible(&error.to_string()));
                if exit == Exit::Clean {
                    exit = Exit::Invalid;
                }
            }
        }
    }
    jcz::share_tiles(&mut packs);
    for pack in &packs {
        say_read(
            &pack.source,
            &pack.expansion.id,
            &pack.tiles,
            &pack.left_out,
        );
    }
    if packs.is_empty() {
        say!("error: no pack could be read; nothing was written");
        return exit;
    }
    let written = import::files(&packs).and_then(|files| import::write(&args.out, &files));
    match written {
        Ok(count) => say!(
            "wrote {} to {}",
            crate::output::words::counted(count, "file"),
            visible(&args.out.display().to_string())
        ),
        Err(error) if error.wrote_nothing() => {
            say!(
                "error: {}; nothing was written",
                visible(&error.to_string())
            );
            return Exit::Usage;
        }
        Err(error) => {
            say!("error: {}", visible(&error.to_string()));
            return Exit::Usage;
        }
    }
    exit
}

/// Says what one source file or folder gave: its expansion, its tiles (how many keep parts the
/// import could not carry) and each tile left out with the reason.
fn say_read(
    source: &Path,
    expansion: &str,
    tiles: &[jcz::ImportedTile],
    left_out: &[jcz::LeftOut],
) {
    let partial = tiles
        .iter()
        .filter(|tile| !tile.not_imported.is_empty())
        .count();
    say!(
        "{}: expansion `{}`, {} tiles ({partial} with parts not imported), {} left out",
        visible(&source.display().to_string()),
        expansion,
        tiles.len(),
        left_out.len()
    );
    for left_out in left_out {
        say!(
            "  left out {}: {}",
            visible(&left_out.source_id),
            visible(&left_out.reason)
        );
    }
}
