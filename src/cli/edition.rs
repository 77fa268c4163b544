//! `--edition ID`: which edition of each expansion a command shows.

use crate::cli::Exit;
use crate::model::Catalog;

/// The `--edition` option shared by the commands that write the catalog out.
#[derive(Debug, Clone, clap::Args)]
pub struct EditionArg {
    /// Show each expansion as this edition prints it, such as `C1`; expansions without it are
    /// left out. Without it, each expansion's newest edition.
    #[arg(long, value_name = "ID")]
    pub edition: Option<String>,
}

impl EditionArg {
    /// `catalog` as the chosen edition shows it; an edition no expansion has is a usage error,
    /// reported here.
    pub fn select(&self, catalog: &Catalog) -> Result<Catalog, Exit> {
        catalog
            .in_edition(self.edition.as_deref())
            .map_err(|error| {
                eprintln!("error: {error}; nothing was written");
                Exit::Usage
            })
    }

    /// The option as it appears in a command line naming the same output, or nothing.
    pub fn command_suffix(&self) -> String {
        self.edition
            .as_ref()
            .map_or_else(String::new, |edition| format!(" --edition {edition}"))
    }
}
