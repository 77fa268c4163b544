//! Wording shared by every output that speaks to people: counts with their nouns.

/// `count` and `noun`, the noun in the plural unless the count is one, such as `3 tiles`.
pub fn counted(count: usize, noun: &str) -> String {
    if count == 1 {
        format!("1 {noun}")
    } else {
        format!("{count} {noun}s")
    }
}

#[cfg(test)]
mod tests {
    use super::counted;

    #[test]
    fn one_is_singular_and_every_other_count_plural() {
        assert_eq!(counted(0, "tile"), "0 tiles");
        assert_eq!(counted(1, "tile"), "1 tile");
        assert_eq!(counted(8, "tile"), "8 tiles");
    }
}
