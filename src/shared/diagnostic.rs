//! Diagnostics: what is wrong, where, and how to fix it.

use std::fmt;
use std::ops::Range;
use std::path::{Path, PathBuf};

/// How serious a diagnostic is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Severity {
    /// The data is invalid: validation fails with exit code 1.
    Error,
    /// The data is valid but probably not what was meant.
    Warning,
}

impl Severity {
    /// `error` or `warning`.
    pub const fn name(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
        }
    }
}

macro_rules! codes {
    ($($(#[doc = $doc:literal])* $variant:ident = $number:literal, $name:literal, $exit:ident;)*) => {
        /// The stable code of a diagnostic: a number such as `E012` and a name such as
        /// `position-claimed-twice`. Codes are never reused for another meaning; errors are
        /// numbered `E…` and warnings `W…`.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum Code {
            $($(#[doc = $doc])* $variant,)*
        }

        impl Code {
            /// Every code, in number order.
            pub const ALL: &'static [Code] = &[$(Code::$variant,)*];

            /// The code as printed, such as `E012`.
            pub const fn number(self) -> &'static str {
                match self { $(Code::$variant => $number,)* }
            }

            /// The code's name, such as `position-claimed-twice`.
            pub const fn name(self) -> &'static str {
                match self { $(Code::$variant => $name,)* }
            }

            /// What the code means, in one sentence (its documentation above): the one meaning
            /// it keeps for good.
            pub fn meaning(self) -> &'static str {
                match self { $(Code::$variant => concat!($($doc),*).trim(),)* }
            }

            /// Whether the code reports a usage or I/O problem (exit code 2) rather than
            /// invalid data (exit code 1) or a warning.
            pub const fn is_io(self) -> bool {
                match self { $(Code::$variant => codes!(@io $exit),)* }
            }

            /// How serious a problem with this code is: every code is either always an error
            /// (`E…`) or always a warning (`W…`).
            pub const fn severity(self) -> Severity {
                match self { $(Code::$variant => codes!(@severity $exit),)* }
            }
        }
    };
    (@io io) => { true };
    (@io $other:ident) => { false };
    (@severity warning) => { Severity::Warning };
    (@severity $other:ident) => { Severity::Error };
}

codes! {
    /// A file or folder could not be read.
    UnreadableFile = "E001", "unreadable-file", io;
    /// A file is larger than the 1 MiB a data file may be.
    FileTooLarge = "E002", "file-too-large", data;
    /// A file is not valid UTF-8.
    InvalidUtf8 = "E003", "invalid-utf8", data;
    /// A file is not valid TOML.
    TomlSyntax = "E004", "toml-syntax", data;
    /// A file holds nothing.
    EmptyFile = "E005", "empty-file", data;
    /// A key that the schema does not know.
    UnknownKey = "E006", "unknown-key", data;
    /// A key that the schema requires is missing.
    MissingKey = "E007", "missing-key", data;
    /// A value of the wrong type, such as a string where a number belongs.
    WrongType = "E008", "wrong-type", data;
    /// A value that is not one of the allowed values.
    UnknownValue = "E009", "unknown-value", data;
    /// Any other way a file breaks its schema (a number out of range, a bad id).
    SchemaViolation = "E010", "schema-violation", data;
    /// An edge position that no feature claims.
    PositionUnclaimed = "E011", "position-unclaimed", data;
    /// An edge position that more than one feature claims.
    PositionClaimedTwice = "E012", "position-claimed-twice", data;
    /// A feature claims a position its kind cannot hold (a road on a side half, a field at a
    /// side centre, a city on part of a side).
    PositionWrongKind = "E013", "position-wrong-kind", data;
    /// A declared edge disagrees with the features along that side.
    EdgeMismatch = "E014", "edge-mismatch", data;
    /// One field spans halves that a road or city separates.
    FieldAcrossBarrier = "E015", "field-across-barrier", data;
    /// Halves that nothing separates are split between fields.
    SplitField = "E016", "split-field", data;
    /// A field's bordering cities disagree with the cities its halves lie next to.
    FieldCityBorders = "E017", "field-city-borders", data;
    /// A reference names no feature on the tile.
    BrokenReference = "E018", "broken-reference", data;
    /// A reference names a feature of the wrong kind.
    ReferenceWrongKind = "E019", "reference-wrong-kind", data;
    /// Two features of one tile share an id.
    DuplicateFeatureId = "E020", "duplicate-feature-id", data;
    /// Two tiles or two expansions share an id.
    DuplicateId = "E021", "duplicate-id", data;
    /// A file's name disagrees with the id it declares.
    FileNameMismatch = "E022", "file-name-mismatch", data;
    /// A tile names an expansion that no file declares.
    UnknownExpansion = "E023", "unknown-expansion", data;
    /// A tile counts copies for an edition its expansion does not have.
    UnknownEdition = "E024", "unknown-edition", data;
    /// The tiles' counts for an edition do not add up to the edition's number of tiles.
    CountMismatch = "E025", "count-mismatch", data;
    /// Two tiles are the same up to rotation.
    DuplicateTile = "E026", "duplicate-tile", data;
    /// A path named on the command line does not exist.
    PathNotFound = "E027", "path-not-found", io;
    /// Following symbolic links leads back into a folder already walked.
    SymlinkLoop = "E028", "symlink-loop", io;
    /// The paths given hold no tile files.
    NoTileFiles = "E029", "no-tile-files", io;
    /// An expansion's facts do not hold together (a die with no faces, a symbol that is not in
    /// a corner, an edition listed twice).
    InvalidExpansion = "E030", "invalid-expansion", data;
    /// A symbolic link under a data folder points outside that folder; it is not followed.
    LinkOutsideFolder = "E031", "link-outside-folder", io;
    /// A road that meets two or more sides says where it ends (`ends_at`).
    MisplacedRoadEnd = "E032", "misplaced-road-end", data;
    /// A tile, or the tiles of an expansion together, break a requirement the expansion states
    /// in its `requires`.
    UnmetRequirement = "E038", "unmet-requirement", data;
    /// Two tiles of an expansion with the same letter both count copies in one edition.
    LetterTwiceInEdition = "E039", "letter-twice-in-edition", data;
    /// A bidirectional control or another invisible format character, which could make text
    /// read differently from what it holds (in the way rustc refuses them in source code).
    HiddenCharacter = "E040", "hidden-character", data;
    /// A board names a tile that the catalog does not have.
    UnknownTile = "E041", "unknown-tile", data;
    /// Two tiles of a board lie on one cell.
    CellTaken = "E042", "cell-taken", data;
    /// A side of a board's tile does not match the neighbour lying against it.
    SideMismatch = "E043", "side-mismatch", data;
    /// A board's tile does not join the others through any side.
    TileApart = "E044", "tile-apart", data;
    /// A meeple stands on a feature that the tile at its cell does not have, or on no tile.
    UnknownFeature = "E045", "unknown-feature", data;
    /// A board's `last` tile, where a flight starts, has no flying machine or is missing.
    NoFlyingMachine = "E046", "no-flying-machine", data;
    /// A tile whose expansion no file checked declares has no `expansion.toml` in its folder or
    /// the folder above.
    MissingManifest = "E047", "missing-manifest", data;
    /// A meeple stands on a feature of a kind its kind of meeple may not stand on (an abbot on
    /// a road, a wagon on a field).
    MeepleNotAllowed = "E048", "meeple-not-allowed", data;
    /// A board's river tile does not continue the river, or turns it the same way as the tile
    /// before it, which brings the river back on itself.
    RiverBroken = "E049", "river-broken", data;
    /// Two of a tile's roads, rivers and cities cross, so the layout cannot be drawn inside the
    /// square, and neither passes under the other.
    FeaturesCross = "E050", "features-cross", data;
    /// A tile's `picture` cannot be used: the file is missing, lies outside the expansion's
    /// folder, cannot be read, is not a PNG or JPEG file, is too large or is not square.
    UnusablePicture = "E051", "unusable-picture", data;
    /// A marker that stands on a feature names none, a marker the tile shows names a feature, or
    /// `points` is given to a marker other than `extra-points` or missing from one.
    MisplacedMarker = "E052", "misplaced-marker", data;
    /// A board's tile has more features than a board can hold for one tile.
    TooManyFeatures = "E053", "too-many-features", data;
    /// A board's meeple is placed as an abbot on a feature that is no monastery taking abbots
    /// (one with an `abbots-monastery` or `japanese-building` marker).
    AbbotNotAllowed = "E054", "abbot-not-allowed", data;
    /// A board's follower stands on the City of Carcassonne outside its four quarters (a
    /// `quarter` feature that names no quarter of its own), where no follower stands.
    OutsideQuarters = "E055", "outside-quarters", data;
    /// A board's German castle touches another German castle, beside it or across a corner.
    CastlesTouching = "E056", "castles-touching", data;
    /// Two ids become one constant of the generated Rust tables (they differ only in letter
    /// case, or in `-` against `_`), or an id becomes a name the tables define themselves.
    ConstantClash = "E057", "constant-clash", data;
    /// A data folder goes deeper than 16 folders or holds more than 100,000 entries: it is
    /// read no further.
    FolderTooLarge = "E058", "folder-too-large", io;
    /// An expansion's symbol `picture`, its mark, cannot be used: the file is missing, lies
    /// outside the expansion's folder, cannot be read, is not a PNG or JPEG file, is too large
    /// or is not square.
    UnusableMark = "E059", "unusable-mark", data;
    /// An expansion's back `picture` cannot be used: the file is missing, lies outside the
    /// expansion's folder, cannot be read, is not a PNG or JPEG file, is too large or is not
    /// square.
    UnusableBack = "E060", "unusable-back", data;
    /// A symbol on a tile's face (its expansion's mark, a pennant, a pictogram) comes nearer the
    /// cut than the print profile's safe zone, so the shop may cut into it.
    SymbolNearCut = "E061", "symbol-near-cut", data;
    /// A tile's own picture has fewer pixels than the tile needs at the print profile's
    /// resolution.
    PictureBelowResolution = "E062", "picture-below-resolution", data;
    /// The print profile's shop prints both sides of every tile, and the print has no backs.
    MissingBack = "E063", "missing-back", data;
    /// A field says it borders a city inside the tile that a road or city of the tile parts it
    /// from.
    BorderBeyondBarrier = "E064", "border-beyond-barrier", data;
    /// A city shares a side that no other city of its tile holds.
    SharedSideUnheld = "E065", "shared-side-unheld", data;
    /// A tile's `allow` names a layout check that finds nothing to allow on it.
    UnusedAllow = "W001", "unused-allow", warning;
}

impl fmt::Display for Code {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(formatter, "{} {}", self.number(), self.name())
    }
}

/// One problem found in the data, with where it is and, when the fix is clear, how to fix it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    /// How serious the problem is.
    pub severity: Severity,
    /// The stable code of the problem.
    pub code: Code,
    /// What is wrong: lowercase, no trailing period.
    pub message: String,
    /// The file the problem is in, as it was reached from the paths given.
    pub file: PathBuf,
    /// The byte range of the offending key or value in the file, if the problem has one.
    pub span: Option<Range<usize>>,
    /// How to fix the problem, when that is clear.
    pub help: Option<String>,
    /// What few diagnostics have, kept aside so that a diagnostic stays small: its fixes and
    /// the other file it concerns ([`Diagnostic::fixes`], [`Diagnostic::also_in`]).
    more: Option<Box<More>>,
}

/// The parts of a [`Diagnostic`] that few diagnostics have.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
struct More {
    fixes: Vec<Fix>,
    also_in: Option<PathBuf>,
}

/// One certain fix of a diagnostic: a span of its file and the text that replaces it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fix {
    /// What the fix does, in a few words: `` replace with `edges` ``.
    pub label: String,
    /// The byte range of the file's text that is replaced; empty for an insertion.
    pub span: Range<usize>,
    /// The text put in its place.
    pub replacement: String,
}

impl Fix {
    /// The fix described by `label` that puts `replacement` in place of `span`.
    pub fn new(
        label: impl Into<String>,
        span: Range<usize>,
        replacement: impl Into<String>,
    ) -> Fix {
        Fix {
            label: label.into(),
            span,
            replacement: replacement.into(),
        }
    }
}

impl Diagnostic {
    /// An error with `code` (an `E…` code) and `message` in `file`, not yet pointing at any
    /// part of it.
    pub fn error(code: Code, file: impl Into<PathBuf>, message: impl Into<String>) -> Diagnostic {
        debug_assert_eq!(code.severity(), Severity::Error, "{code} is a warning");
        Diagnostic::new(code, file, message)
    }

    /// A warning with `code` (a `W…` code) and `message` in `file`, not yet pointing at any
    /// part of it.
    pub fn warning(code: Code, file: impl Into<PathBuf>, message: impl Into<String>) -> Diagnostic {
        debug_assert_eq!(code.severity(), Severity::Warning, "{code} is an error");
        Diagnostic::new(code, file, message)
    }

    fn new(code: Code, file: impl Into<PathBuf>, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: code.severity(),
            code,
            message: message.into(),
            file: file.into(),
            span: None,
            help: None,
            more: None,
        }
    }

    /// The same diagnostic pointing at `span`: a byte range, or `None` when the problem has no
    /// place in the file.
    pub fn with_span(mut self, span: impl Into<Option<Range<usize>>>) -> Diagnostic {
        self.span = span.into();
        self
    }

    /// The same diagnostic with a `help:` line.
    pub fn with_help(mut self, help: impl Into<String>) -> Diagnostic {
        self.help = Some(help.into());
        self
    }

    /// The same diagnostic concerning the file at `other` too.
    pub fn concerning(mut self, other: impl Into<PathBuf>) -> Diagnostic {
        self.more.get_or_insert_default().also_in = Some(other.into());
        self
    }

    /// The same diagnostic with one more certain fix (none when `fix` is `None`).
    pub fn with_fix(mut self, fix: impl Into<Option<Fix>>) -> Diagnostic {
        if let Some(fix) = fix.into() {
            self.more.get_or_insert_default().fixes.push(fix);
        }
        self
    }

    /// The edits that fix the problem, when the fix is certain: what the `help` line says, as
    /// data that an editor applies and the report shows as a patch.
    pub fn fixes(&self) -> &[Fix] {
        self.more.as_ref().map_or(&[], |more| &more.fixes)
    }

    /// The other file the problem concerns, when there is one: the file whose tile or id a
    /// duplicate repeats.
    pub fn also_in(&self) -> Option<&Path> {
        self.more.as_ref().and_then(|more| more.also_in.as_deref())
    }
}
