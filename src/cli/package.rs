//! `tilecat package`: check the data, then make every package of it (npm, Rust, SQLite, Python)
//! into one folder, replaced as a whole.

use std::path::{Path, PathBuf};

use crate::cli::Exit;
use crate::cli::catalog_input::{Refusal, load_clean};
use crate::cli::console::say;
use crate::cli::edition::EditionArg;
use crate::model::Catalog;
use crate::output::bundle::{PictureFiles, publish};
use crate::output::export::{Versions, data_version};
use crate::output::package::{PackageName, Release, WRITERS, packages, unversioned};
use crate::output::words::counted;
use tilecat::output::changes;

/// Arguments of `tilecat package`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Files or folders of data to package; every expansion needs a `version`.
    #[arg(default_value = "data")]
    paths: Vec<PathBuf>,
    /// Folder to write the packages into, one folder each. It is replaced as a whole, and only
    /// if it is empty or an earlier run made it and it holds nothing that run did not list.
    #[arg(long, value_name = "DIR", default_value = "packages")]
    out: PathBuf,
    /// The packages' name: lowercase letters, digits and `-`; `carcassonne-` and the
    /// expansions' ids without one.
    #[arg(long)]
    name: Option<String>,
    /// An earlier catalog (a data folder, or the `catalog.json` of an earlier package): what
    /// changed since, tile by tile as `tilecat diff` says it, goes into every package as
    /// `CHANGELOG.md`.
    #[arg(long, value_name = "OLD")]
    changes_since: Option<PathBuf>,
}

/// Runs `tilecat package`.
pub fn run(args: Args) -> Exit {
    let validation = match load_clean(&args.paths, None, Refusal::NothingWritten) {
        Ok(validation) => validation,
        Err(exit) => return exit,
    };
    let catalog = &validation.catalog;
    if catalog.tiles.is_empty() {
        say!("error: the data holds no tiles; nothing was written");
        return Exit::Usage;
    }
    let missing = unversioned(catalog);
    if !missing.is_empty() {
        let named: Vec<String> = missing
            .iter()
            .map(|id| format!("`{}`", crate::shared::escape::visible(id)))
            .collect();
        say!(
            "error: a package needs the version of every expansion, and {} {} none; nothing was written\n  = help: add `version = \"0.1.0\"` (Semantic Versioning) to its expansion.toml, and raise it with every release",
            named.join(", "),
            if missing.len() == 1 { "has" } else { "have" }
        );
        return Exit::Invalid;
    }
    let name = match args
        .name
        .as_deref()
        .map_or_else(|| PackageName::of(catalog), PackageName::new)
    {
        Ok(name) => name,
        Err(refused) => {
            let help = if args.name.is_some() {
                ""
            } else {
                "\n  = help: name the packages with --name"
            };
            say!("error: {refused}; nothing was written{help}");
            return Exit::Usage;
        }
    };
    let versions = Versions::of(catalog);
    let changelog = match &args.changes_since {
        None => None,
        Some(old) => match changelog(old, catalog, &name, &versions) {
            Ok(text) => Some(text),
            Err(exit) => return exit,
        },
    };
    let command_line = command_line(&args);
    let command = match &args.name {
        Some(name) => format!("{} package --name {name}", super::program_name()),
        None => format!("{} package", super::program_name()),
    };
    let release = Release {
        catalog,
        pictures: &PictureFiles(&validation.pictures),
        versions: &versions,
        name: &name,
        changelog: changelog.as_deref(),
        command: &command,
    };
    let files = match packages(&release, &command_line) {
        Ok(files) => files,
        Err(error) => {
            say!("error: {error}; nothing was written");
            return Exit::Usage;
        }
    };
    match publish(&args.out, &files) {
        Ok(published) => {
            for warning in &published.warnings {
                say!("warning: {warning}");
            }
            let folders: Vec<String> = WRITERS
                .iter()
                .map(|writer| format!("{}/", writer.folder()))
                .collect();
            say!(
                "packaged {name} {} (format {}) into {}/: {} ({}), each with manifest.json and SHA256SUMS",
                versions.data,
                versions.format,
                args.out.components().as_path().display(),
                counted(files.len(), "file"),
                folders.join(", ")
            );
            Exit::Clean
        }
        Err(error) => {
            say!("error: {error}; nothing was replaced");
            Exit::Usage
        }
    }
}

/// The changelog of `catalog` since the catalog at `old`, as `tilecat diff --format markdown`
/// gives it (each expansion in its newest edition), under a heading naming both data versions;
/// it names no path.
fn changelog(
    old: &Path,
    catalog: &Catalog,
    name: &PackageName,
    versions: &Versions,
) -> Result<String, Exit> {
    let newest = EditionArg { edition: None };
    let old = super::diff::load("old", old, &newest).map_err(|()| Exit::Usage)?;
    let new = newest.select(catalog)?;
    let (old_version, (old, new)) = if old.built {
        (
            data_version(&old.catalog),
            (changes::exported(&old.catalog), changes::exported(&new)),
        )
    } else {
        (data_version(&old.catalog), (old.catalog, new))
    };
    let changes = changes::compare(&old, &new);
    Ok(format!(
        "# {name} {}\n\nWhat changed since {old_version}, each expansion in its newest edition.\n\n{}\n",
        versions.data,
        changes::markdown(&changes).trim_end()
    ))
}

/// The command that makes the same packages again, as `build.json` names it.
fn command_line(args: &Args) -> String {
    let mut command = format!("{} package", super::program_name());
    if args.paths != [PathBuf::from("data")] {
        for path in &args.paths {
            command.push_str(&format!(" {}", path.display()));
        }
    }
    if args.out != Path::new("packages") {
        command.push_str(&format!(" --out {}", args.out.display()));
    }
    if let Some(name) = &args.name {
        command.push_str(&format!(" --name {name}"));
    }
    if let Some(old) = &args.changes_since {
        command.push_str(&format!(" --changes-since {}", old.display()));
    }
    command
}
