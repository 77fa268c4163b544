//! A SemVer version as the Python packaging tools write it: its normalised form under PEP 440.
//!
//! `MAJOR.MINOR.PATCH` stays as it is; a pre-release `-alpha.N`, `-beta.N` or `-rc.N` (or `-a.N`,
//! `-b.N`, `-dev.N`) becomes `aN`, `bN`, `rcN` or `.devN`; build metadata `+…` becomes a local
//! version, lower case, its separators dots. Any other pre-release has no PEP 440 form and is
//! refused.

/// A version that is no SemVer version PEP 440 can write.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotPep440(pub String);

impl std::fmt::Display for NotPep440 {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            formatter,
            "`{}` is no SemVer version Python's packaging can write (MAJOR.MINOR.PATCH, a \
             pre-release alpha.N, beta.N, rc.N or dev.N, build metadata of letters, digits and dots)",
            crate::shared::escape::visible(&self.0)
        )
    }
}

impl std::error::Error for NotPep440 {}

/// The normalised PEP 440 form of the SemVer `version`.
///
/// ```
/// use tilecat::output::wheel::pep440;
/// assert_eq!(pep440("1.2.0").unwrap(), "1.2.0");
/// assert_eq!(pep440("2.0.0-rc.1").unwrap(), "2.0.0rc1");
/// assert_eq!(pep440("1.0.0+Build.7").unwrap(), "1.0.0+build.7");
/// assert!(pep440("1.0").is_err());
/// ```
pub fn pep440(version: &str) -> Result<String, NotPep440> {
    let refused = || NotPep440(version.to_owned());
    let (rest, build) = match version.split_once('+') {
        Some((rest, build)) => (rest, Some(build)),
        None => (version, None),
    };
    let (release, pre) = match rest.split_once('-') {
        Some((release, pre)) => (release, Some(pre)),
        None => (rest, None),
    };
    let numbers: Vec<&str> = release.split('.').collect();
    if numbers.len() != 3 || !numbers.iter().all(|number| is_number(number)) {
        return Err(refused());
    }
    let mut normal = release.to_owned();
    if let Some(pre) = pre {
        let (label, number) = pre.split_once('.').ok_or_else(refused)?;
        if !is_number(number) {
            return Err(refused());
        }
        let label = match label {
            "alpha" | "a" => "a",
            "beta" | "b" => "b",
            "rc" => "rc",
            "dev" => ".dev",
            _ => return Err(refused()),
        };
        normal.push_str(label);
        normal.push_str(number);
    }
    if let Some(build) = build {
        let parts: Vec<&str> = build.split(['.', '-']).collect();
        if parts
            .iter()
            .any(|part| part.is_empty() || !part.bytes().all(|byte| byte.is_ascii_alphanumeric()))
        {
            return Err(refused());
        }
        normal.push('+');
        normal.push_str(&parts.join(".").to_ascii_lowercase());
    }
    Ok(normal)
}

/// Whether `text` is a SemVer number: digits, with no leading zero but for `0` itself.
fn is_number(text: &str) -> bool {
    !text.is_empty()
        && text.bytes().all(|byte| byte.is_ascii_digit())
        && (text == "0" || !text.starts_with('0'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn semver_versions_take_their_pep_440_form() {
        for (semver, python) in [
            ("0.1.0", "0.1.0"),
            ("10.20.30", "10.20.30"),
            ("1.0.0-alpha.1", "1.0.0a1"),
            ("1.0.0-a.1", "1.0.0a1"),
            ("1.0.0-beta.2", "1.0.0b2"),
            ("1.0.0-rc.10", "1.0.0rc10"),
            ("1.0.0-dev.3", "1.0.0.dev3"),
            ("1.0.0+Data-2026.12", "1.0.0+data.2026.12"),
            ("1.0.0-rc.1+b7", "1.0.0rc1+b7"),
        ] {
            assert_eq!(pep440(semver).as_deref(), Ok(python), "{semver}");
        }
    }

    #[test]
    fn versions_with_no_pep_440_form_are_refused() {
        for bad in [
            "",
            "1",
            "1.0",
            "1.0.0.0",
            "01.0.0",
            "v1.0.0",
            "1.0.0-alpha",
            "1.0.0-nightly.1",
            "1.0.0-rc.x",
            "1.0.0+",
            "1.0.0+a..b",
            "1.0.0+\"\n",
        ] {
            assert_eq!(pep440(bad), Err(NotPep440(bad.to_owned())), "{bad:?}");
        }
    }
}
