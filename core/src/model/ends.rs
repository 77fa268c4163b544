//! What a road or a river ends at when it ends on its own, joining nothing else on its tile.

/// A thing of its own, printed on a tile, where a road that meets one side ends without joining
/// the other roads of the tile: the fields run round a well or a house as round a lone dead end;
/// the tunnel mouths of a tile open side by side at its centre, in one hill.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum RoadEnd {
    /// A well.
    Well,
    /// A house or farmstead the road leads to.
    House,
    /// The mouth of a tunnel the road disappears into (The Tunnel: a tunnel token is laid on
    /// it), at the tile centre.
    TunnelMouth,
}

impl RoadEnd {
    /// Every kind of road end, in the order declared.
    pub const ALL: [RoadEnd; 3] = [RoadEnd::Well, RoadEnd::House, RoadEnd::TunnelMouth];

    /// The name used in data files: `well`, `house` or `tunnel-mouth`.
    pub const fn name(self) -> &'static str {
        match self {
            RoadEnd::Well => "well",
            RoadEnd::House => "house",
            RoadEnd::TunnelMouth => "tunnel-mouth",
        }
    }
}

/// Where a river that meets one side ends: its source or its mouth.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
#[cfg_attr(feature = "serde", serde(rename_all = "kebab-case"))]
pub enum RiverEnd {
    /// The spring the river rises from (the river expansion's source tile).
    Spring,
    /// The lake the river flows into (the river expansion's last tile).
    Lake,
}

impl RiverEnd {
    /// Both ends of a river, in the order declared.
    pub const ALL: [RiverEnd; 2] = [RiverEnd::Spring, RiverEnd::Lake];

    /// The name used in data files: `spring` or `lake`.
    pub const fn name(self) -> &'static str {
        match self {
            RiverEnd::Spring => "spring",
            RiverEnd::Lake => "lake",
        }
    }
}
