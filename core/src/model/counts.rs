//! How many copies of a tile each edition holds.

use std::borrow::Cow;

/// The number of copies of a tile in one edition of its expansion.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct EditionCount {
    /// The edition's id, such as `C3`.
    pub edition: Cow<'static, str>,
    /// How many copies of the tile the edition holds.
    pub count: u16,
}

/// The copies of a tile per edition, written in data files as a table from edition id to count,
/// such as `counts = { C2 = 1, C3 = 1 }`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct EditionCounts(pub Cow<'static, [EditionCount]>);

impl EditionCounts {
    /// How many copies of the tile `edition` holds; zero when the edition is not listed.
    ///
    /// ```
    /// assert_eq!(tilecat_core::tables::FLIER_H.counts.get("C3"), 1);
    /// assert_eq!(tilecat_core::tables::FLIER_H.counts.get("C1"), 0);
    /// ```
    pub fn get(&self, edition: &str) -> u16 {
        self.0
            .iter()
            .find(|entry| entry.edition == edition)
            .map_or(0, |entry| entry.count)
    }

    /// The listed editions and their counts, in the order the data gives them.
    pub fn iter(&self) -> impl Iterator<Item = &EditionCount> {
        self.0.iter()
    }
}

#[cfg(feature = "serde")]
mod serde_impls {
    use std::borrow::Cow;
    use std::fmt;

    use serde::de::{MapAccess, Visitor};
    use serde::ser::SerializeMap;

    use super::{EditionCount, EditionCounts};

    impl serde::Serialize for EditionCounts {
        fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            let mut map = serializer.serialize_map(Some(self.0.len()))?;
            for entry in self.0.iter() {
                map.serialize_entry(&entry.edition, &entry.count)?;
            }
            map.end()
        }
    }

    impl<'de> serde::Deserialize<'de> for EditionCounts {
        fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
            struct CountsVisitor;

            impl<'de> Visitor<'de> for CountsVisitor {
                type Value = EditionCounts;

                fn expecting(&self, formatter: &mut fmt::Formatter) -> fmt::Result {
                    formatter.write_str("a table from edition id to number of copies")
                }

                fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
                    let mut entries = Vec::new();
                    while let Some((edition, count)) = map.next_entry::<String, u16>()? {
                        entries.push(EditionCount {
                            edition: Cow::Owned(edition),
                            count,
                        });
                    }
                    Ok(EditionCounts(Cow::Owned(entries)))
                }
            }

            deserializer.deserialize_map(CountsVisitor)
        }
    }

    impl schemars::JsonSchema for EditionCounts {
        fn schema_name() -> Cow<'static, str> {
            Cow::Borrowed("EditionCounts")
        }

        fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
            schemars::json_schema!({
                "description": "How many copies of the tile each edition holds, as a table from edition id (such as `C3`) to a count; empty when no edition is known (as for tiles imported from a source that names none).",
                "type": "object",
                "propertyNames": { "pattern": crate::model::ID_PATTERN },
                "additionalProperties": {
                    "description": "The number of copies of the tile in this edition.",
                    "type": "integer",
                    "minimum": 0,
                    "maximum": 65535
                }
            })
        }
    }
}
