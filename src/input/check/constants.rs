//! Ids that the generated Rust tables would make one constant (E057 constant-clash), and the
//! naming rule itself, which `codegen` writes the tables by.
//!
//! The rule: every expansion and every tile becomes a constant named by its id in upper case,
//! each character other than a letter or a digit a `_` ([`constant_name`]); no two ids, and no
//! id and a name the tables module defines itself, may become one constant. Ids that differ
//! only in letter case (`basic-BA-CCG` and `basic-BA-CcG`) or in `-` against `_` break it, so
//! `validate` finds what `build` and `gen rust` would refuse.

use std::collections::{HashMap, HashSet};
use std::fmt;
use std::path::Path;

use crate::input::document::{Content, Document};
use crate::shared::diagnostic::{Code, Diagnostic};

use super::{error_at, top};

/// Names the tables module defines itself, which no expansion or tile constant may take.
const RESERVED: [&str; 4] = ["CATALOG", "EXPANSIONS", "TILES", "FOOTPRINTS"];

/// Two ids of the catalog that would become the same constant name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConstantClash {
    /// The constant name both ids map to.
    pub constant: String,
    /// The id met first, or the module's own item that takes the name.
    pub first: String,
    /// The id met second.
    pub second: String,
}

impl fmt::Display for ConstantClash {
    fn fmt(&self, formatter: &mut fmt::Formatter) -> fmt::Result {
        write!(
            formatter,
            "`{}` and `{}` both become the constant {}: rename one of them",
            self.first, self.second, self.constant
        )
    }
}

impl std::error::Error for ConstantClash {}

/// The constant name for an id: upper case, with every character other than a letter or a digit
/// replaced by `_`, and a leading `_` before a digit.
///
/// ```
/// assert_eq!(tilecat::output::codegen::constant_name("flier-A"), "FLIER_A");
/// assert_eq!(tilecat::output::codegen::constant_name("2nd-edition"), "_2ND_EDITION");
/// ```
pub fn constant_name(id: &str) -> String {
    let name: String = id
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_uppercase()
            } else {
                '_'
            }
        })
        .collect();
    if name.starts_with(|c: char| c.is_ascii_digit()) {
        format!("_{name}")
    } else {
        name
    }
}

/// The constant names given out so far in one tables module, each with the id (or the module's
/// own item) that took it: the expansions' ids are given theirs first, then the tiles', each in
/// order of id.
#[derive(Debug, Clone)]
pub struct Constants {
    /// The owner of each name taken, by name.
    owners: HashMap<String, String>,
}

impl Default for Constants {
    fn default() -> Constants {
        Constants::new()
    }
}

impl Constants {
    /// No id's constant yet, the module's own names taken.
    pub fn new() -> Constants {
        Constants {
            owners: RESERVED
                .iter()
                .map(|name| (name.to_string(), format!("tilecat::tables::{name}")))
                .collect(),
        }
    }

    /// The constant name of `id`, now taken by it; a name an id before it (or the module)
    /// took is a clash, and stays its first owner's.
    pub fn take(&mut self, id: &str) -> Result<String, ConstantClash> {
        let name = constant_name(id);
        if let Some(owner) = self.owners.get(&name) {
            return Err(ConstantClash {
                constant: name,
                first: owner.clone(),
                second: id.to_owned(),
            });
        }
        self.owners.insert(name.clone(), id.to_owned());
        Ok(name)
    }
}

/// Checks that no two ids among `documents` become one constant, taking them as the generator
/// does: the expansions by id, then the tiles by id. An id declared twice is E021's alone.
pub fn check(documents: &[Document], diagnostics: &mut Vec<Diagnostic>) {
    let mut expansions = Vec::new();
    let mut tiles = Vec::new();
    for document in documents {
        match &document.content {
            Content::Expansion(expansion) => expansions.push((expansion.id.as_ref(), document)),
            Content::Tile(tile) => tiles.push((tile.id.as_ref(), document)),
        }
    }
    expansions.sort_by_key(|(id, _)| *id);
    tiles.sort_by_key(|(id, _)| *id);
    let mut constants = Constants::new();
    let mut paths: HashMap<&str, &Path> = HashMap::new();
    for (what, ids) in [("expansion", expansions), ("tile", tiles)] {
        let mut seen = HashSet::new();
        for (id, document) in ids {
            if !seen.insert(id) {
                continue;
            }
            let Err(clash) = constants.take(id) else {
                paths.entry(id).or_insert(&document.source.path);
                continue;
            };
            let first = paths.get(clash.first.as_str());
            let place = first.map_or_else(String::new, |path| format!(" ({})", path.display()));
            let diagnostic = error_at(
                &document.source,
                &top("id"),
                Code::ConstantClash,
                format!(
                    "{what} id `{id}` becomes the constant {} of the generated Rust tables, as `{}`{place} does",
                    clash.constant, clash.first
                ),
            )
            .with_help(
                "rename one of them: ids that differ only in letter case, or in `-` against `_`, \
                 become one constant, and `build` and `gen rust` refuse them",
            );
            diagnostics.push(match first {
                Some(path) => diagnostic.concerning(*path),
                None => diagnostic,
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_that_differ_in_case_or_separator_take_one_constant() {
        let mut constants = Constants::new();
        assert_eq!(constants.take("basic-BA-CCG").unwrap(), "BASIC_BA_CCG");
        let clash = constants.take("basic-BA-CcG").unwrap_err();
        assert_eq!(
            (clash.constant.as_str(), clash.first.as_str()),
            ("BASIC_BA_CCG", "basic-BA-CCG")
        );
        assert!(constants.take("basic_BA-CCG").is_err());
        assert_eq!(constants.take("basic-BA-CCG-2").unwrap(), "BASIC_BA_CCG_2");
        let reserved = constants.take("tiles").unwrap_err();
        assert_eq!(reserved.first, "tilecat::tables::TILES");
    }
}
