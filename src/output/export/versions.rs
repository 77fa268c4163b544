//! The two versions every output carries, both Semantic Versioning: the version of the
//! format (the layout of the data files and of `catalog.json`, as the committed schemas give
//! it) and the version of the data (what the tiles are).
//!
//! Each expansion states its own data version (`version` in its `expansion.toml`), so that a
//! fan-made expansion is released on its own. A catalog of several expansions derives its
//! version from theirs ([`data_version`]): each of its three numbers is the sum of the
//! expansions' numbers of that rank. Every release of one expansion then raises the catalog's
//! version at the same rank or above: a major release raises the sum of the majors, and the
//! minors it sets back to 0 count for less; a minor release raises the sum of the minors and
//! leaves the majors alone; adding an expansion raises the major, as a catalog reader cannot
//! tell an addition from a change without looking.

use semver::{Prerelease, Version};

use crate::model::Catalog;

/// The version of the format of the data files and of the catalog export: its major number
/// rises with every change that breaks a reader or a data file of the format before it, its
/// minor with every other change (`docs/versions.md` gives the rules, and
/// `schema/released/<version>/` holds the schemas of each release).
pub const FORMAT_VERSION: &str = "2.0.0";

/// The format version, parsed.
pub fn format_version() -> Version {
    Version::parse(FORMAT_VERSION).unwrap_or_else(|_| Version::new(0, 0, 0))
}

/// The data version of `catalog`, derived from its expansions' versions as the module's doc
/// says; an expansion without a version counts as `0.0.0` (and so would one whose version
/// does not parse, which the schema's [`VERSION_PATTERN`](crate::model::VERSION_PATTERN),
/// its numbers at most 16 digits long, lets none through). The pre-release parts of the
/// expansions' versions (`1.0.0-rc.1`) are joined, in the order of the expansions, into the
/// catalog's, so that a catalog holding a pre-release is one; build metadata is left out.
pub fn data_version(catalog: &Catalog) -> Version {
    let mut sum = Version::new(0, 0, 0);
    let mut pre = Vec::new();
    for expansion in catalog.expansions.iter() {
        let Some(version) = expansion
            .version
            .as_deref()
            .and_then(|v| Version::parse(v).ok())
        else {
            continue;
        };
        sum.major = sum.major.saturating_add(version.major);
        sum.minor = sum.minor.saturating_add(version.minor);
        sum.patch = sum.patch.saturating_add(version.patch);
        if !version.pre.is_empty() {
            pre.push(version.pre.as_str().to_owned());
        }
    }
    if !pre.is_empty() {
        // Each part is a valid pre-release already, and so is their join with dots.
        sum.pre = Prerelease::new(&pre.join(".")).unwrap_or(Prerelease::EMPTY);
    }
    sum
}

/// The versions an output of a catalog carries.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Versions {
    /// The data version ([`data_version`]).
    pub data: Version,
    /// The format version ([`FORMAT_VERSION`]).
    pub format: Version,
}

impl Versions {
    /// The versions of `catalog`'s outputs.
    pub fn of(catalog: &Catalog) -> Versions {
        Versions {
            data: data_version(catalog),
            format: format_version(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Expansion;
    use std::borrow::Cow;

    fn catalog(versions: &[Option<&'static str>]) -> Catalog {
        let expansions: Vec<Expansion> = versions
            .iter()
            .enumerate()
            .map(|(index, version)| Expansion {
                id: Cow::Owned(format!("e{index}")),
                name: Cow::Borrowed("E"),
                version: version.map(Cow::Borrowed),
                editions: Cow::Borrowed(&[]),
                die: None,
                symbol: None,
                back: None,
                requires: Cow::Borrowed(&[]),
            })
            .collect();
        Catalog {
            expansions: expansions.into(),
            tiles: Vec::new().into(),
        }
    }

    fn derived(versions: &[Option<&'static str>]) -> Version {
        data_version(&catalog(versions))
    }

    #[test]
    fn the_format_version_parses() {
        assert_eq!(format_version().to_string(), FORMAT_VERSION);
        assert_eq!(
            u64::from(super::super::EXPORT_VERSION),
            format_version().major
        );
    }

    #[test]
    fn a_single_expansion_gives_its_own_version() {
        assert_eq!(derived(&[Some("1.4.2")]).to_string(), "1.4.2");
        assert_eq!(derived(&[None]).to_string(), "0.0.0");
    }

    #[test]
    fn every_release_of_one_expansion_raises_the_catalog_at_its_rank() {
        let before = derived(&[Some("1.5.3"), Some("2.0.1")]);
        assert_eq!(before.to_string(), "3.5.4");
        let major = derived(&[Some("2.0.0"), Some("2.0.1")]);
        let minor = derived(&[Some("1.6.0"), Some("2.0.1")]);
        let patch = derived(&[Some("1.5.3"), Some("2.0.2")]);
        assert!(major > before && major.major > before.major);
        assert!(minor > before && minor.major == before.major && minor.minor > before.minor);
        assert!(patch > before && patch.major == before.major && patch.minor == before.minor);
        let added = derived(&[Some("1.5.3"), Some("2.0.1"), Some("1.0.0")]);
        assert!(added.major > before.major);
    }

    #[test]
    fn a_pre_release_makes_the_catalog_one() {
        let version = derived(&[Some("1.0.0-rc.1"), Some("1.2.0")]);
        assert_eq!(version.to_string(), "2.2.0-rc.1");
        assert!(version < derived(&[Some("1.0.0"), Some("1.2.0")]));
    }

    #[test]
    fn every_version_the_pattern_lets_through_parses() {
        let pattern = matches_pattern(crate::model::VERSION_PATTERN);
        for written in [
            "9999999999999999.9999999999999999.9999999999999999",
            "1.0.0-alpha.0.x-y-z.--",
            "1.0.0+build.007",
            "0.0.0-0A",
        ] {
            assert!(pattern(written), "{written}");
            assert!(Version::parse(written).is_ok(), "{written}");
        }
        for refused in ["1.0", "01.0.0", "99999999999999999.0.0", "1.0.0-01"] {
            assert!(!pattern(refused), "{refused}");
        }
    }

    /// Whether a text matches `pattern`, as the schema validator reads it.
    fn matches_pattern(pattern: &str) -> impl Fn(&str) -> bool {
        let schema = serde_json::json!({ "type": "string", "pattern": pattern });
        let validator = jsonschema::validator_for(&schema).unwrap();
        move |text| validator.is_valid(&serde_json::json!(text))
    }
}
