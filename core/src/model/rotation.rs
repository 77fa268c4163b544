//! Quarter turns of a tile.

/// How far a tile is turned clockwise from its printed orientation, in quarter turns.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize, schemars::JsonSchema)
)]
pub enum Rotation {
    /// As printed.
    #[default]
    R0,
    /// A quarter turn clockwise.
    R90,
    /// A half turn.
    R180,
    /// Three quarter turns clockwise (a quarter turn counter-clockwise).
    R270,
}

impl Rotation {
    /// The four rotations, from the printed orientation onwards.
    pub const ALL: [Rotation; 4] = [Rotation::R0, Rotation::R90, Rotation::R180, Rotation::R270];

    /// The number of clockwise quarter turns, 0 to 3.
    pub const fn quarter_turns(self) -> u8 {
        self as u8
    }

    /// The rotation of `turns` clockwise quarter turns; any number is taken modulo four.
    ///
    /// ```
    /// use tilecat_core::model::Rotation;
    /// assert_eq!(Rotation::from_quarter_turns(5), Rotation::R90);
    /// ```
    pub const fn from_quarter_turns(turns: u32) -> Rotation {
        Rotation::ALL[(turns % 4) as usize]
    }

    /// The rotation that turns by `self` and then by `other`.
    ///
    /// ```
    /// use tilecat_core::model::Rotation;
    /// assert_eq!(Rotation::R270.then(Rotation::R180), Rotation::R90);
    /// ```
    pub const fn then(self, other: Rotation) -> Rotation {
        Rotation::from_quarter_turns(self.quarter_turns() as u32 + other.quarter_turns() as u32)
    }

    /// The rotation that undoes this one.
    ///
    /// ```
    /// use tilecat_core::model::Rotation;
    /// assert_eq!(Rotation::R90.inverse(), Rotation::R270);
    /// ```
    pub const fn inverse(self) -> Rotation {
        Rotation::from_quarter_turns(4 - self.quarter_turns() as u32)
    }

    /// The turn in degrees clockwise: 0, 90, 180 or 270.
    pub const fn degrees(self) -> u16 {
        self.quarter_turns() as u16 * 90
    }
}
