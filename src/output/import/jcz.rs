//! JCloisterZone tile definitions (`<pack><tiles><tile id="BA/CccR+">…`) read into tilecat's
//! model.
//!
//! What maps: `<road>` (the sides it meets; `tunnel` on a road meeting one side, a road into a
//! tunnel mouth, and on a road through the tile, one through a tunnel under what it crosses),
//! `<river>` (the sides it meets; a river meeting one side rises from its spring or flows into its
//! lake by the tile's `group`, `river-spring` or `river-lake`), `<city>` (its sides, `pennant`,
//! `castle-base="false"` on a city that is no semi-circular segment), `<cloister>` (a monastery),
//! `<garden>`, `<tower>` (a tower foundation), `<farm>` (its side halves, `city` naming the
//! bordered cities by a side they cover, `INNER_FARM` for a field touching no edge),
//! `<flying-machine direction>` and every marker (the words in [`crate::output::jcz`]: attributes such
//! as `inn` and `resource` become markers on their feature, elements such as `<volcano>` and the
//! tile's `wind-rose` markers the tile shows). A pack whose tile ids name parts (`RI.1/…`,
//! `RI.2/…`: River I and River II) becomes one expansion per part.
//! Roads that the wagon moves lead into a city end there when the farms agree.
//! The source says which farms are apart but not what parts them: where a road that meets one
//! side ends, whether a city's wall touches a road or another city, whether it reaches a corner.
//! The importer reads these off the farms: a dead end ends at the monastery when the tile has
//! one and otherwise at the centre; when the farms are then not the regions of the tile, it takes
//! the smallest set (up to three) of such facts that makes them so, roads ending at cities, roads
//! or rivers first, then walls touching, then walls reaching the edge, then dead ends at a thing
//! of their own (a well, a house), never one under which two features cross, and notes each in
//! the tile's comment; a road end that the source's wagon moves name
//! (`<neighbouring>N S</neighbouring>`: from the road on the south side into the city on the
//! north) is tried first, and on a tile with wagon moves no reading is taken that they deny
//! (`wagon_moves_agree`: a road ends only at a neighbour, and neighbouring roads meet). Where two features still cross, it reads which passes under the other
//! (`read_crossings`). A tile no such reading explains keeps its farms as the source has them,
//! and validation reports it. A farm naming a city that none of its halves lies next to borders
//! it inside the tile (`borders_inside`). Everything else (wagon moves, …) is listed per tile as
//! not imported; on the Count's tiles (`CO/…`) what the source leaves undescribed at the edge is
//! the City of Carcassonne (`city_of_carcassonne`); on any other tile it leaves the tile out
//! whole, with the reason. Each tile set becomes an edition without a year, holding its counts
//! ([`crate::output::jcz::edition_set`]: `basic:1` becomes `basic_1`), which `export jcz` writes back
//! as the same set.

use std::borrow::Cow;
use std::collections::{BTreeMap, HashMap, HashSet};
use std::fmt;
use std::path::{Path, PathBuf};

use crate::input::document::EXPANSION_MANIFEST;
use crate::model::{
    BlockPlace, Direction, EdgeKind, EdgePosition, Edges, Edition, EditionCount, EditionCounts,
    Expansion, Feature, FeatureKind, Flier, Marker, MarkerKind, Quarter, RoadEnd, Side, SidePart,
    Tile, WagonMove,
};
use crate::output::codegen::constant_name;
pub use crate::output::jcz::sanitise;
use crate::output::jcz::{
    AttributeMarker, CASTLE_BASE, CLOISTER, COUNT_PREFIX, ELEMENT_MARKERS, FOUR_POINTED_ROSE,
    GROUP, INNER_FARMS, MAX, MULTI_EDGE, NO_CASTLE_BASE, ONE_RIVER_END, QUARTERS_TILE,
    RIVER_END_GROUPS, TUNNEL, WIND_ROSE, edition_set, says_yes,
};
use crate::rules::{FieldPartition, bordering_cities};
use crate::shared::escape::visible;

/// One pack of JCloisterZone tile definitions, read into one expansion.
#[derive(Debug, Clone, PartialEq)]
pub struct Pack {
    /// The file the pack was read from, as given.
    pub source: PathBuf,
    /// The expansion the pack becomes: its id is the file's name, sanitised.
    pub expansion: Expansion,
    /// The pack's tile sets, each with its tiles and their counts, in source order.
    pub tile_sets: Vec<(String, Vec<(String, u32)>)>,
    /// The tiles imported, in source order.
    pub tiles: Vec<ImportedTile>,
    /// The tiles left out whole, with the reason.
    pub left_out: Vec<LeftOut>,
    /// The copies the pack's tile sets give tiles it does not hold: the edition, the tile's
    /// source id and the count ([`share_tiles`] takes those another pack holds).
    pub foreign: Vec<(Cow<'static, str>, String, u32)>,
}

/// A tile read from the source.
#[derive(Debug, Clone, PartialEq)]
pub struct ImportedTile {
    /// The tile's id in the source, such as `BA/CccR+`.
    pub source_id: String,
    /// The name of the tile's file without `.toml`, such as `BA-CccR_plus`.
    pub file_stem: String,
    /// The tile in tilecat's model.
    pub tile: Tile,
    /// What the source says about the tile that tilecat does not model, one entry each.
    pub not_imported: Vec<String>,
    /// Facts the importer inferred or corrected, each with its reason.
    pub notes: Vec<String>,
}

/// A tile the importer could not describe in tilecat's model.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeftOut {
    /// The tile's id in the source.
    pub source_id: String,
    /// Why it was left out.
    pub reason: String,
}

/// A pack that is not well-formed XML or not in the tile-definition format.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SourceError {
    /// The file.
    pub file: PathBuf,
    /// The 1-based line and column of the problem.
    pub line: u32,
    /// See `line`.
    pub column: u32,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for SourceError {
    fn fmt(&self, formatter: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            formatter,
            "{}:{}:{}: {}",
            self.file.display(),
            self.line,
            self.column,
            self.message
        )
    }
}

impl std::error::Error for SourceError {}

/// The element that lists a tile's wagon moves, each a `<neighbouring>` naming its features
/// by a side they meet or `CLOISTER`.
const WAGON_MOVE: &str = "wagon-move";

/// The feature of a tile being read that a marker stands on, by its place in the source.
#[derive(Debug, Clone, Copy)]
enum Bearer {
    /// The road at this index.
    Road(usize),
    /// The city at this index.
    City(usize),
    /// The farm at this index.
    Farm(usize),
    /// The cloister.
    Cloister,
}

/// Reads the pack in `text`, which came from the file `source`: one expansion, or one per part
/// when the pack's tile ids name parts of it ([`part_of`]: `RI.1/…` and `RI.2/…`, River I and
/// River II), each part with the pack's tiles that name no part (`RI/s`, the spring both share)
/// and the tile sets that hold its own tiles.
pub fn read_pack(source: &Path, text: &str) -> Result<Vec<Pack>, SourceError> {
    // The parser's check for repeated attributes takes time in proportion to the square of an
    // element's attributes: an element with more than the format ever uses is refused first.
    if let Some(crowded) = crowded_element(text) {
        let before = &text[..crowded.offset];
        let line_start = before.rfind('\n').map_or(0, |newline| newline + 1);
        return Err(SourceError {
            file: source.to_path_buf(),
            line: u32::try_from(before.matches('\n').count() + 1).unwrap_or(u32::MAX),
            column: u32::try_from(before[line_start..].chars().count() + 1).unwrap_or(u32::MAX),
            message: format!(
                "<{}> has more than {MAX_ATTRIBUTES} attributes, more than any element of JCloisterZone's format has",
                crowded.name
            ),
        });
    }
    let document = roxmltree::Document::parse(text).map_err(|error| {
        let position = error.pos();
        SourceError {
            file: source.to_path_buf(),
            line: position.row,
            column: position.col,
            message: error.to_string(),
        }
    })?;
    let error_at = |node: roxmltree::Node, message: String| {
        let position = document.text_pos_at(node.range().start);
        SourceError {
            file: source.to_path_buf(),
            line: position.row,
            column: position.col,
            message,
        }
    };
    let root = document.root_element();
    if root.tag_name().name() != "pack" {
        return Err(error_at(
            root,
            format!(
                "expected a JCloisterZone <pack>, found <{}>",
                root.tag_name().name()
            ),
        ));
    }
    let stem = source
        .file_stem()
        .map(|stem| stem.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tiles = root
        .children()
        .find(|child| child.has_tag_name("tiles"))
        .unwrap_or(root);
    let mut parts: Vec<&str> = Vec::new();
    for node in tiles.children().filter(|node| node.has_tag_name("tile")) {
        if let Some(part) = node.attribute("id").and_then(part_of)
            && !parts.contains(&part)
        {
            parts.push(part);
        }
    }
    if parts.len() < 2 {
        parts.clear();
    }
    let mut packs = Vec::new();
    for part in parts
        .iter()
        .map(Some)
        .chain(parts.is_empty().then_some(None))
    {
        let (id_stem, name) = match part {
            Some(part) => (
                format!("{stem}-{part}"),
                format!("{} {part}", pack_name(&stem)),
            ),
            None => (stem.clone(), pack_name(&stem)),
        };
        let expansion_id = sanitise(&id_stem);
        if expansion_id.is_empty() || expansion_id.len() > 48 {
            return Err(error_at(
                root,
                format!("the file name `{id_stem}` makes no expansion id of 1 to 48 characters"),
            ));
        }
        // A tile of this part, or one that names no part; every tile of a pack that is not
        // split (whose tiles name one part at most, as a pack exported from one part does).
        let holds = |source_id: &str| {
            let named = part_of(source_id);
            part.is_none() || named.is_none() || named == part.copied()
        };
        let own = |source_id: &str| part.is_none() || part_of(source_id) == part.copied();
        let pack = Pack {
            source: source.to_path_buf(),
            expansion: Expansion {
                id: Cow::Owned(expansion_id.clone()),
                name: Cow::Owned(name),
                version: None,
                editions: Cow::Owned(Vec::new()),
                die: None,
                symbol: None,
                back: None,
                requires: Cow::Borrowed(&[]),
            },
            tile_sets: tile_sets(root)
                .into_iter()
                .filter(|(_, refs)| part.is_none() || refs.iter().any(|(tile, _)| own(tile)))
                .collect(),
            tiles: Vec::new(),
            left_out: Vec::new(),
            foreign: Vec::new(),
        };
        packs.push(read_tiles(pack, tiles, &holds, &error_at)?);
    }
    Ok(packs)
}

/// The most attributes an element of a pack may have: JCloisterZone's format puts a handful on
/// any element (a tile's `id`, `group` and wind rose; a feature's sides, pennant and markers).
pub const MAX_ATTRIBUTES: usize = 64;

/// A start tag with more than [`MAX_ATTRIBUTES`] attributes: where it starts and its name.
struct CrowdedElement<'t> {
    /// The byte offset of its `<`.
    offset: usize,
    /// The element's name, as written.
    name: &'t str,
}

/// The first start tag of the XML `text` holding more than [`MAX_ATTRIBUTES`] attributes, found
/// in one pass: each `=` outside a quoted value of a start tag begins an attribute's value;
/// comments, CDATA sections, processing instructions, declarations and end tags are skipped.
/// On text that is no well-formed XML it may find nothing, which the parser then refuses.
fn crowded_element(text: &str) -> Option<CrowdedElement<'_>> {
    let bytes = text.as_bytes();
    let mut at = 0;
    while let Some(found) = text[at..].find('<') {
        let start = at + found;
        let rest = &text[start..];
        let skipped = [
            ("<!--", "-->"),
            ("<![CDATA[", "]]>"),
            ("<?", "?>"),
            ("<!", ">"),
            ("</", ">"),
        ]
        .iter()
        .find(|(open, _)| rest.starts_with(open));
        if let Some((open, close)) = skipped {
            at = start + open.len() + rest[open.len()..].find(close)? + close.len();
            continue;
        }
        let mut quote = None;
        let mut attributes = 0;
        let mut end = None;
        for (index, &byte) in bytes[start + 1..].iter().enumerate() {
            match (quote, byte) {
                (Some(open), _) if byte == open => quote = None,
                (Some(_), _) => {}
                (None, b'"' | b'\'') => quote = Some(byte),
                (None, b'=') => attributes += 1,
                (None, b'>') => {
                    end = Some(start + 1 + index);
                    break;
                }
                _ => {}
            }
            if attributes > MAX_ATTRIBUTES {
                let name_end = rest[1..]
                    .find(|character: char| character.is_whitespace() || "/>=".contains(character))
                    .map_or(rest.len(), |end| end + 1);
                return Some(CrowdedElement {
                    offset: start,
                    name: &rest[1..name_end],
                });
            }
        }
        at = end? + 1;
    }
    None
}

/// The part of its pack that a source tile id names: `1` in `RI.1/CICI` (River I), `BE` in
/// `SI.BE/Ccc` (the Besiegers); none in `RI/s` or `BA/C`.
pub fn part_of(source_id: &str) -> Option<&str> {
    let (prefix, _) = source_id.split_once('/')?;
    let (_, part) = prefix.split_once('.')?;
    (!part.is_empty()).then_some(part)
}

/// Reads into `pack` the tiles among the children of `tiles` whose source id `holds` accepts.
fn read_tiles(
    mut pack: Pack,
    tiles: roxmltree::Node,
    holds: &dyn Fn(&str) -> bool,
    error_at: &dyn Fn(roxmltree::Node, String) -> SourceError,
) -> Result<Pack, SourceError> {
    let expansion_id = pack.expansion.id.to_string();
    // The constant names of the tile ids taken, and for each source id's stem the next suffix
    // to try: each stem is then found in one probe, or in as many as other stems already hold
    // its next names, so a pack of many tiles with one id takes time in proportion to its size.
    // A stem is taken when its tile id becomes a constant another tile's id became (the
    // generated tables tell tiles apart by it, JCloisterZone by letter case, `BA/CCG` and
    // `BA/CcG`) or when it makes the manifest's file name.
    let manifest_stem = EXPANSION_MANIFEST
        .strip_suffix(".toml")
        .unwrap_or(EXPANSION_MANIFEST);
    let constant_of = |stem: &str| constant_name(&format!("{expansion_id}-{stem}"));
    let mut stems: HashSet<String> = HashSet::new();
    let taken = |stems: &HashSet<String>, stem: &str| {
        stem == manifest_stem || stems.contains(&constant_of(stem))
    };
    let mut next_suffix: HashMap<String, usize> = HashMap::new();
    for node in tiles.children().filter(|node| node.has_tag_name("tile")) {
        let Some(source_id) = node.attribute("id") else {
            return Err(error_at(node, "a <tile> without an `id`".to_owned()));
        };
        if !holds(source_id) {
            continue;
        }
        let base = sanitise(&source_id.replace('/', "-"));
        let mut file_stem = base.clone();
        if taken(&stems, &file_stem) {
            let suffix = next_suffix.entry(base.clone()).or_insert(2);
            loop {
                file_stem = format!("{base}-{suffix}");
                *suffix += 1;
                if !taken(&stems, &file_stem) {
                    break;
                }
            }
        }
        stems.insert(constant_of(&file_stem));
        let tile_id = format!("{expansion_id}-{file_stem}");
        if tile_id.len() > 64 {
            pack.left_out.push(LeftOut {
                source_id: source_id.to_owned(),
                reason: format!("its id `{tile_id}` is longer than 64 characters"),
            });
            continue;
        }
        match read_tile(node, &expansion_id, &tile_id) {
            Ok(TileReading {
                tile,
                not_imported,
                notes,
            }) => pack.tiles.push(ImportedTile {
                source_id: source_id.to_owned(),
                file_stem,
                tile,
                not_imported,
                notes,
            }),
            Err(reason) => pack.left_out.push(LeftOut {
                source_id: source_id.to_owned(),
                reason,
            }),
        }
    }
    take_editions(&mut pack);
    Ok(pack)
}

/// Turns the pack's tile sets into the expansion's editions and its tiles' counts
/// ([`crate::output::jcz::edition_set`]: JCloisterZone's `basic:1` becomes edition `basic_1`, without a
/// year), each edition holding the copies its set gives the pack's tiles (a tile named twice in
/// one set gets both counts, as JCloisterZone adds them); a set whose id makes no edition id
/// stays as it is.
fn take_editions(pack: &mut Pack) {
    let mut editions = Vec::new();
    let tiles = &mut pack.tiles;
    let foreign = &mut pack.foreign;
    // Each tile by its source id (the first of an id), so that a pack of many tiles and many
    // references takes time in proportion to its size.
    let mut by_id: HashMap<String, usize> = HashMap::new();
    for (index, tile) in tiles.iter().enumerate() {
        by_id.entry(tile.source_id.clone()).or_insert(index);
    }
    pack.tile_sets.retain(|(id, refs)| {
        let Some((edition, year)) = edition_set(id) else {
            return true;
        };
        let edition: Cow<'static, str> = Cow::Owned(edition.into_owned());
        let mut copies: u32 = 0;
        for (source_id, count) in refs {
            let Some(tile) = by_id.get(source_id).map(|&index| &mut tiles[index]) else {
                foreign.push((edition.clone(), source_id.clone(), *count));
                continue;
            };
            copies = copies.saturating_add(*count);
            let counts = tile.tile.counts.0.to_mut();
            match counts.iter_mut().find(|held| held.edition == edition) {
                Some(held) => {
                    held.count = held
                        .count
                        .saturating_add(u16::try_from(*count).unwrap_or(u16::MAX));
                }
                None => counts.push(EditionCount {
                    edition: edition.clone(),
                    count: u16::try_from(*count).unwrap_or(u16::MAX),
                }),
            }
        }
        editions.push(Edition {
            id: edition,
            year,
            tiles: u16::try_from(copies).unwrap_or(u16::MAX),
        });
        false
    });
    pack.expansion.editions = Cow::Owned(editions);
}

/// Gives each pack the tiles of its own family that its tile sets name but another of `packs`
/// holds, with the copies those sets give them: a pack of one part of an expansion (`RI.2/…`,
/// River II, as `export jcz` writes it) names the tiles of the expansion that name no part
/// (`RI/s`, the spring) from the pack of another part, where JCloisterZone, which holds one tile
/// of an id, finds them. A tile of another family (the Winter pack's set names the base game's
/// `BA/…` tiles) is not taken: it belongs to its own pack's expansion, which gets the set as an
/// edition of its own holding those copies.
pub fn share_tiles(packs: &mut [Pack]) {
    let held = holders(packs);
    for index in 0..packs.len() {
        let families: Vec<&str> = packs[index]
            .tiles
            .iter()
            .filter_map(|tile| {
                let (prefix, _) = tile.source_id.split_once('/')?;
                let (family, _) = prefix.split_once('.')?;
                Some(family)
            })
            .collect();
        let mut taken: Vec<ImportedTile> = Vec::new();
        for (edition, source_id, count) in &packs[index].foreign {
            let family = source_id.split_once('/').map(|(prefix, _)| prefix);
            if part_of(source_id).is_some()
                || !family.is_some_and(|family| families.contains(&family))
            {
                continue;
            }
            let count = u16::try_from(*count).unwrap_or(u16::MAX);
            if let Some(tile) = taken.iter_mut().find(|tile| &tile.source_id == source_id) {
                tile.tile.counts.0.to_mut().push(EditionCount {
                    edition: edition.clone(),
                    count,
                });
                continue;
            }
            let Some(&(holder, at)) = held.get(source_id).filter(|(holder, _)| *holder != index)
            else {
                continue;
            };
            let tile = &packs[holder].tiles[at];
            let expansion = packs[index].expansion.id.to_string();
            let mut shared = tile.clone();
            shared.tile.expansion = Cow::Owned(expansion.clone());
            shared.tile.id = Cow::Owned(format!("{expansion}-{}", shared.file_stem));
            shared.tile.counts = EditionCounts(Cow::Owned(vec![EditionCount {
                edition: edition.clone(),
                count,
            }]));
            let holder_name = packs[holder]
                .source
                .file_name()
                .map(|name| name.to_string_lossy().into_owned())
                .unwrap_or_default();
            shared.notes.push(format!(
                "Read from {holder_name}, which holds the tile: this pack's tile sets name it"
            ));
            taken.push(shared);
        }
        let pack = &mut packs[index];
        for tile in &taken {
            for held in tile.tile.counts.iter() {
                if let Some(edition) = pack
                    .expansion
                    .editions
                    .to_mut()
                    .iter_mut()
                    .find(|edition| edition.id == held.edition)
                {
                    edition.tiles = edition.tiles.saturating_add(held.count);
                }
            }
        }
        pack.tiles.extend(taken);
    }
    lend_sets(packs);
}

/// Where each tile of `packs` is, by its source id: the first pack holding it and its place
/// there.
fn holders(packs: &[Pack]) -> HashMap<String, (usize, usize)> {
    let mut held = HashMap::new();
    for (index, pack) in packs.iter().enumerate() {
        for (at, tile) in pack.tiles.iter().enumerate() {
            held.entry(tile.source_id.clone()).or_insert((index, at));
        }
    }
    held
}

/// Gives the copies a pack's tile sets give tiles of another pack, which [`share_tiles`] did
/// not take, to the expansion of the pack that holds them, as an edition of the same id (the
/// Winter pack's set `winter` names 24 of the base game's tiles: the base game gets edition
/// `winter` with them). JCloisterZone adds up the counts of one tile set over all packs, so
/// the packs `export jcz` writes hold the same copies.
fn lend_sets(packs: &mut [Pack]) {
    let held = holders(packs);
    for index in 0..packs.len() {
        let own: HashSet<&str> = packs[index]
            .tiles
            .iter()
            .map(|tile| tile.source_id.as_str())
            .collect();
        let lent: Vec<(Cow<'static, str>, String, u32, usize, usize)> = packs[index]
            .foreign
            .iter()
            .filter(|(_, source_id, _)| !own.contains(source_id.as_str()))
            .filter_map(|(edition, source_id, count)| {
                let &(holder, at) = held.get(source_id)?;
                (holder != index).then(|| (edition.clone(), source_id.clone(), *count, holder, at))
            })
            .collect();
        for (edition, _, count, holder, at) in lent {
            let count = u16::try_from(count).unwrap_or(u16::MAX);
            let holder = &mut packs[holder];
            let editions = holder.expansion.editions.to_mut();
            match editions.iter_mut().find(|held| held.id == edition) {
                Some(held) => held.tiles = held.tiles.saturating_add(count),
                None => editions.push(Edition {
                    id: edition.clone(),
                    year: None,
                    tiles: count,
                }),
            }
            let counts = holder.tiles[at].tile.counts.0.to_mut();
            match counts.iter_mut().find(|held| held.edition == edition) {
                Some(held) => held.count = held.count.saturating_add(count),
                None => counts.push(EditionCount {
                    edition: edition.clone(),
                    count,
                }),
            }
        }
    }
}

/// The tile sets of a pack: `<sets><tile-set id><ref count tile/>`.
fn tile_sets(root: roxmltree::Node) -> Vec<(String, Vec<(String, u32)>)> {
    root.descendants()
        .filter(|node| node.has_tag_name("tile-set"))
        .map(|set| {
            let refs = set
                .children()
                .filter(|child| child.has_tag_name("ref"))
                .filter_map(|reference| {
                    let tile = reference.attribute("tile")?;
                    let count = reference
                        .attribute("count")
                        .and_then(|count| count.parse().ok())
                        .unwrap_or(1);
                    Some((tile.to_owned(), count))
                })
                .collect();
            (set.attribute("id").unwrap_or("").to_owned(), refs)
        })
        .collect()
}

/// What one `<tile>` says: the tile, what was not imported, and the notes.
struct TileReading {
    /// The tile, as the model holds it.
    tile: Tile,
    /// What the source says that the model does not hold, each said in words.
    not_imported: Vec<String>,
    /// The readings of what the source leaves unsaid, each said in words.
    notes: Vec<String>,
}

/// What the elements and attributes of one `<tile>` say, before they become features.
#[derive(Default)]
struct Elements {
    /// Per road, the sides it meets.
    roads: Vec<Vec<Side>>,
    /// Per road, whether the source says `tunnel`: a road into a tunnel mouth, or through a
    /// tunnel under what it crosses.
    tunnels: Vec<bool>,
    /// Per river, the sides it meets.
    rivers: Vec<Vec<Side>>,
    /// The spring or lake a river meeting one side ends at, by the tile's `group`.
    river_end: Option<crate::model::RiverEnd>,
    /// Whether the tile has a tower foundation.
    tower: bool,
    /// Per city: its sides, its pennants, whether it is a semi-circular segment and the side
    /// another city of the tile holds that it meets too (`multi-edge`).
    cities: Vec<(Vec<Side>, u8, bool, Option<Side>)>,
    /// Per farm: its side halves and the sides of the cities it borders.
    farms: Vec<(Vec<EdgePosition>, Vec<Side>)>,
    /// Whether the tile has a monastery.
    monastery: bool,
    /// Whether the tile has a garden.
    garden: bool,
    /// The tile's flying machine.
    flier: Option<Flier>,
    /// Per `<neighbouring>` group of the wagon moves: the sides it names.
    neighbours: Vec<Vec<Side>>,
    /// Per `<neighbouring>` group: every word it names.
    move_groups: Vec<Vec<String>>,
    /// What the model does not hold, each said in words.
    not_imported: Vec<String>,
    /// The markers of the tile itself, and of its elements such as `<volcano>`.
    markers: Vec<Marker>,
    /// The markers the source puts on a road, city, farm or cloister by an attribute.
    borne: Vec<(MarkerKind, Bearer, Option<u8>)>,
}

/// Reads one `<tile>` (`node`) into tile `id` of `expansion`, in named steps: its elements
/// ([`read_elements`]), their features ([`features_of`]), the markers on them
/// ([`place_markers`]), the City of Carcassonne on the Count's tiles, a check that every edge
/// position is described ([`unclaimed`]), then the readings of what the source leaves unsaid
/// (road ends and walls, crossings, borders inside the tile) and the wagon moves; or why it
/// cannot be described.
fn read_tile(node: roxmltree::Node, expansion: &str, id: &str) -> Result<TileReading, String> {
    let elements = read_elements(node)?;
    let mut notes = Vec::new();
    let (mut features, city_ids) = features_of(&elements, &mut notes);
    let Elements {
        roads,
        tunnels,
        rivers,
        cities,
        farms,
        flier,
        neighbours,
        move_groups,
        not_imported,
        mut markers,
        borne,
        ..
    } = elements;
    let on_features = place_markers(borne, &roads, &city_ids, farms.len());
    markers.splice(0..0, on_features);
    if let Some(source_id) = node
        .attribute("id")
        .filter(|source_id| source_id.starts_with(COUNT_PREFIX))
    {
        features.extend(city_of_carcassonne(&features, source_id));
    }
    let unclaimed = unclaimed(&features, &roads, &rivers);
    if !unclaimed.is_empty() {
        return Err(format!(
            "the source says nothing of what lies at {}",
            unclaimed.join(", ")
        ));
    }
    let wells: Vec<String> = markers
        .iter()
        .filter(|marker| marker.kind == MarkerKind::Well)
        .filter_map(|marker| marker.feature.as_deref().map(str::to_owned))
        .collect();
    read_barriers(&mut features, &neighbours, &wells, &mut notes);
    end_roads_no_one_neighbours(&mut features, &neighbours, &mut notes);
    let tunnelled: Vec<String> = roads
        .iter()
        .zip(&tunnels)
        .filter(|(sides, tunnel)| **tunnel && sides.len() >= 2)
        .map(|(sides, _)| named("road", sides))
        .collect();
    read_crossings(&mut features, &tunnelled, &mut notes);
    border_inside(&mut features);
    let wagon_moves = read_wagon_moves(&features, &move_groups, &mut notes);
    let edge = |side: Side| {
        if cities.iter().any(|(city, ..)| city.contains(&side)) {
            EdgeKind::City
        } else if roads.iter().any(|road| road.contains(&side)) {
            EdgeKind::Road
        } else if rivers.iter().any(|river| river.contains(&side)) {
            EdgeKind::River
        } else {
            EdgeKind::Field
        }
    };
    let tile = Tile {
        id: Cow::Owned(id.to_owned()),
        expansion: Cow::Owned(expansion.to_owned()),
        letter: Cow::Owned(
            node.attribute("id")
                .and_then(|source_id| source_id.rsplit('/').next())
                .unwrap_or("")
                .to_owned(),
        ),
        edges: Edges::from_clockwise(Side::ALL.map(edge)),
        features: Cow::Owned(features),
        flier,
        illustrations: Cow::Owned(Vec::new()),
        markers: Cow::Owned(markers),
        counts: EditionCounts::default(),
        start: false,
        picture: None,
        allow: Cow::Owned(Vec::new()),
        wagon_moves: Cow::Owned(wagon_moves),
    };
    Ok(TileReading {
        tile,
        not_imported,
        notes,
    })
}

/// Reads what the elements and attributes of one `<tile>` (`node`) say, or why tilecat cannot
/// model them.
fn read_elements(node: roxmltree::Node) -> Result<Elements, String> {
    let mut elements = Elements::default();
    let Elements {
        roads,
        tunnels,
        rivers,
        river_end,
        tower,
        cities,
        farms,
        monastery,
        garden,
        flier,
        neighbours,
        move_groups,
        not_imported,
        markers,
        borne,
    } = &mut elements;
    *river_end = RIVER_END_GROUPS
        .iter()
        .find(|(group, _)| node.attribute(GROUP) == Some(*group))
        .map(|(_, end)| *end);
    // A river's spring or lake is played once (`max="1"`); any other cap is not modelled.
    if let Some(max) = node.attribute(MAX)
        && (river_end.is_none() || max != ONE_RIVER_END)
    {
        not_imported.push(format!("`{MAX}=\"{max}\"` on the tile"));
    }
    if let Some(rose) = node.attribute(WIND_ROSE) {
        markers.push(Marker {
            kind: MarkerKind::WindRose,
            feature: None,
            placement: if rose == FOUR_POINTED_ROSE {
                None
            } else {
                Some(
                    Direction::ALL
                        .into_iter()
                        .find(|direction| direction.name() == rose)
                        .ok_or_else(|| format!("a wind rose points `{rose}`"))?,
                )
            },
            points: None,
        });
    }
    for element in node.children().filter(roxmltree::Node::is_element) {
        let name = element.tag_name().name();
        let text = element.text().unwrap_or("");
        let bearer = match name {
            "road" => Some(Bearer::Road(roads.len())),
            "city" => Some(Bearer::City(cities.len())),
            "farm" => Some(Bearer::Farm(farms.len())),
            "cloister" => Some(Bearer::Cloister),
            _ => None,
        };
        let mut extra = |known: &[&str]| -> Vec<String> {
            element
                .attributes()
                .filter(|attribute| !known.contains(&attribute.name()))
                .filter(|attribute| {
                    let carried = AttributeMarker::read(name, attribute.name(), attribute.value());
                    match (carried, bearer) {
                        (Some(marker), Some(bearer)) => {
                            if says_yes(attribute.value()) {
                                let points = (marker.kind == MarkerKind::ExtraPoints)
                                    .then(|| attribute.value().parse().ok())
                                    .flatten();
                                borne.push((marker.kind, bearer, points));
                            }
                            false
                        }
                        _ => true,
                    }
                })
                .map(|attribute| {
                    format!(
                        "`{}=\"{}\"` on the {name} {}",
                        attribute.name(),
                        attribute.value(),
                        text.trim()
                    )
                })
                .collect()
        };
        match name {
            "road" => {
                let road_sides = sides(text)?;
                tunnels.push(element.attribute(TUNNEL).is_some_and(says_yes));
                // On a road meeting one side, `tunnel` is its end in a tunnel mouth; on a road
                // through the tile, the road's tunnel marker.
                let own = if road_sides.len() == 1 {
                    &[TUNNEL][..]
                } else {
                    &[]
                };
                roads.push(road_sides);
                not_imported.extend(extra(own));
            }
            "river" => {
                rivers.push(sides(text)?);
                not_imported.extend(extra(&[]));
            }
            "tower" => {
                *tower = true;
                not_imported.extend(extra(&[]));
            }
            "city" => {
                let pennants = match element.attribute("pennant") {
                    None => 0,
                    Some("yes") => 1,
                    Some(number) => number
                        .parse()
                        .map_err(|_| format!("a city has pennant=\"{number}\""))?,
                };
                let semicircular = element.attribute(CASTLE_BASE) != Some(NO_CASTLE_BASE);
                let shares = match element.attribute(MULTI_EDGE).map(sides).transpose()? {
                    None => None,
                    Some(shared) => match shared[..] {
                        [side] => Some(side),
                        _ => {
                            return Err(format!(
                                "a city has {MULTI_EDGE}=\"{}\", not one side",
                                element.attribute(MULTI_EDGE).unwrap_or("")
                            ));
                        }
                    },
                };
                cities.push((sides(text)?, pennants, semicircular, shares));
                not_imported.extend(extra(&["pennant", CASTLE_BASE, MULTI_EDGE]));
            }
            "farm" => {
                let halves = halves(text)?;
                let bordered = match element.attribute("city") {
                    Some(list) => sides(list)?,
                    None => Vec::new(),
                };
                farms.push((halves, bordered));
                not_imported.extend(extra(&["city"]));
            }
            "cloister" => {
                *monastery = true;
                not_imported.extend(extra(&[]));
            }
            "garden" => {
                *garden = true;
                not_imported.extend(extra(&[]));
            }
            "flying-machine" => {
                let direction = element.attribute("direction").unwrap_or("");
                *flier = Some(Flier {
                    direction: Direction::ALL
                        .into_iter()
                        .find(|candidate| candidate.name() == direction)
                        .ok_or_else(|| format!("a flying machine points `{direction}`"))?,
                });
            }
            _ if ELEMENT_MARKERS.iter().any(|(element, ..)| *element == name) => {
                let kind = element.attribute("type");
                let Some((.., marker)) = ELEMENT_MARKERS
                    .iter()
                    .find(|(element, type_, _)| *element == name && *type_ == kind)
                else {
                    return Err(format!(
                        "its <{name}> has type `{}`, which tilecat does not know",
                        kind.unwrap_or("")
                    ));
                };
                markers.push(Marker {
                    kind: *marker,
                    feature: None,
                    placement: None,
                    points: None,
                });
            }
            WAGON_MOVE => {
                for group in element
                    .children()
                    .filter(|child| child.has_tag_name("neighbouring"))
                {
                    let text = group.text().unwrap_or("");
                    neighbours.push(sides_among(text));
                    move_groups.push(text.split_whitespace().map(str::to_owned).collect());
                }
                not_imported.extend(extra(&[]));
            }
            _ => {
                return Err(format!(
                    "its <{name}> {}is not something tilecat models",
                    if text.trim().is_empty() {
                        String::new()
                    } else {
                        format!("on {} ", text.trim())
                    }
                ));
            }
        }
    }
    Ok(elements)
}

/// The features the elements of a tile describe (`elements`): its cities, roads, rivers, tower
/// foundation, monastery, garden and fields, by their ids; with the ids of its cities, in the
/// source's order. A farm naming a city where there is none is noted.
fn features_of(elements: &Elements, notes: &mut Vec<String>) -> (Vec<Feature>, Vec<String>) {
    let Elements {
        roads,
        tunnels,
        rivers,
        river_end,
        tower,
        cities,
        farms,
        monastery,
        garden,
        ..
    } = elements;
    let mut features = Vec::new();
    let city_ids: Vec<String> = cities
        .iter()
        .map(|(city, ..)| named("city", city))
        .collect();
    for (city_sides, pennants, semicircular, shares) in cities {
        features.push(Feature::City {
            id: Cow::Owned(named("city", city_sides)),
            edges: Cow::Owned(
                city_sides
                    .iter()
                    .flat_map(|side| side.positions())
                    .collect(),
            ),
            pennants: *pennants,
            reaches: Cow::Borrowed(&[]),
            touches: Cow::Borrowed(&[]),
            under: None,
            semicircular: *semicircular,
            shares: *shares,
        });
    }
    for (road_sides, tunnel) in roads.iter().zip(tunnels) {
        features.push(Feature::Road {
            id: Cow::Owned(named("road", road_sides)),
            edges: Cow::Owned(road_sides.iter().map(|side| side.positions()[1]).collect()),
            ends_at: None,
            end: (*tunnel && road_sides.len() == 1).then_some(RoadEnd::TunnelMouth),
            under: None,
        });
    }
    for river_sides in rivers {
        features.push(Feature::River {
            id: Cow::Owned(named("river", river_sides)),
            edges: Cow::Owned(river_sides.iter().map(|side| side.positions()[1]).collect()),
            end: river_end.filter(|_| river_sides.len() == 1),
            under: None,
        });
    }
    if *tower {
        features.push(Feature::Tower {
            id: Cow::Borrowed("tower"),
        });
    }
    if *monastery {
        features.push(Feature::Monastery {
            id: Cow::Borrowed("monastery"),
        });
    }
    if *garden {
        features.push(Feature::Garden {
            id: Cow::Borrowed("garden"),
        });
    }
    for (number, (halves, bordered)) in farms.iter().enumerate() {
        let mut listed: Vec<Cow<'static, str>> = Vec::new();
        for side in bordered {
            match cities.iter().position(|(city, ..)| city.contains(side)) {
                Some(index) => {
                    let city = Cow::Owned(city_ids[index].clone());
                    if !listed.contains(&city) {
                        listed.push(city);
                    }
                }
                None => notes.push(format!(
                    "Farm {} names a city on side {}, where there is none; left out",
                    number + 1,
                    side.name()
                )),
            }
        }
        features.push(Feature::Field {
            id: Cow::Owned(field_id(number, farms.len())),
            edges: Cow::Owned(halves.clone()),
            cities: Cow::Owned(listed),
            borders_inside: Cow::Owned(Vec::new()),
        });
    }
    (features, city_ids)
}

/// The markers the source puts on a road, city, farm or cloister (`borne`), each on its feature
/// by id: the roads by their sides (`roads`), the cities by `city_ids`, the fields by their
/// number among the tile's `farms`.
fn place_markers(
    borne: Vec<(MarkerKind, Bearer, Option<u8>)>,
    roads: &[Vec<Side>],
    city_ids: &[String],
    farms: usize,
) -> Vec<Marker> {
    borne
        .into_iter()
        .map(|(kind, bearer, points)| Marker {
            kind,
            feature: Some(Cow::Owned(match bearer {
                Bearer::Road(index) => named("road", &roads[index]),
                Bearer::City(index) => city_ids[index].clone(),
                Bearer::Farm(index) => field_id(index, farms),
                Bearer::Cloister => "monastery".to_owned(),
            })),
            placement: None,
            points,
        })
        .collect()
}

/// The edge positions no feature among `features` claims, by name: a side half no farm meets,
/// or a side centre where a road or river (`roads`, `rivers`, each its sides) should be and no
/// feature is. The centre of a field side belongs to the farms on its halves.
fn unclaimed(features: &[Feature], roads: &[Vec<Side>], rivers: &[Vec<Side>]) -> Vec<&'static str> {
    EdgePosition::ALL
        .iter()
        .filter(|position| {
            !features
                .iter()
                .any(|feature| feature.edges().contains(position))
        })
        .filter(|position| {
            position.part() != crate::model::SidePart::Centre
                || roads
                    .iter()
                    .chain(rivers)
                    .any(|way| way.contains(&position.side()))
        })
        .map(|position| position.name())
        .collect()
}

/// The wagon moves of the source's `<neighbouring>` groups (`groups`, each the words it lists):
/// each word names the road or city meeting that side, or the cloister (`CLOISTER`), as
/// JCloisterZone's `WagonCapability.initTile` reads them. A word that names no road, city or
/// cloister of the tile (JCloisterZone refuses such a move) is left out, and so is a group left
/// with fewer than two features (one naming a feature twice only moves a wagon onto the feature
/// it stands on); each is noted.
fn read_wagon_moves(
    features: &[Feature],
    groups: &[Vec<String>],
    notes: &mut Vec<String>,
) -> Vec<WagonMove> {
    let mut moves = Vec::new();
    for group in groups {
        let mut ids: Vec<Cow<'static, str>> = Vec::new();
        for word in group {
            let named = if word == CLOISTER {
                features
                    .iter()
                    .find(|feature| feature.kind() == FeatureKind::Monastery)
            } else {
                Side::ALL
                    .into_iter()
                    .find(|side| side.name() == word)
                    .and_then(|side| {
                        features.iter().find(|feature| {
                            matches!(
                                feature.kind(),
                                FeatureKind::Road | FeatureKind::City | FeatureKind::River
                            ) && feature
                                .edges()
                                .iter()
                                .any(|position| position.side() == side)
                        })
                    })
            };
            match named {
                Some(feature) if WagonMove::STOPS.contains(&feature.kind()) => {
                    let id = Cow::Owned(feature.id().to_owned());
                    if !ids.contains(&id) {
                        ids.push(id);
                    }
                }
                _ => notes.push(format!(
                    "A wagon move names `{word}`, where there is no road, city or cloister; left out"
                )),
            }
        }
        if ids.len() >= 2 {
            moves.push(WagonMove {
                features: Cow::Owned(ids),
            });
        } else {
            notes.push(format!(
                "The wagon move `{}` joins no two features; left out",
                group.join(" ")
            ));
        }
    }
    moves
}

/// The City of Carcassonne on one of the Count's tiles, `CO/1` to `CO/12`: where it meets the
/// edge, the positions no other feature of the tile claims (a side centre when a half beside it
/// is the city's), the tile's place in the block (the source's block of 4 × 3, kept in a
/// comment, lists the tiles row by row from the north-west), and on the tile that holds them, the
/// four quarters inside it.
fn city_of_carcassonne(features: &[Feature], source_id: &str) -> Vec<Feature> {
    let claimed = |position: &EdgePosition| {
        features
            .iter()
            .any(|feature| feature.edges().contains(position))
    };
    let inner: Vec<EdgePosition> = EdgePosition::ALL
        .into_iter()
        .filter(|position| !claimed(position))
        .filter(|position| {
            position.part() != SidePart::Centre
                || position
                    .side()
                    .positions()
                    .iter()
                    .any(|half| half.part() != SidePart::Centre && !claimed(half))
        })
        .collect();
    let place = source_id
        .strip_prefix(COUNT_PREFIX)
        .and_then(|number| number.parse::<u8>().ok())
        .filter(|number| (1..=12).contains(number))
        .map(|number| BlockPlace {
            column: (number - 1) % 4,
            row: (number - 1) / 4,
        });
    let mut city = Vec::new();
    if !inner.is_empty() {
        city.push(Feature::Quarter {
            id: Cow::Borrowed(CARCASSONNE),
            quarter: None,
            edges: Cow::Owned(inner),
            place,
        });
    }
    if source_id == QUARTERS_TILE {
        city.extend(Quarter::ALL.into_iter().map(|quarter| Feature::Quarter {
            id: Cow::Borrowed(quarter.name()),
            quarter: Some(quarter),
            edges: Cow::Borrowed(&[]),
            place: None,
        }));
    }
    city
}

/// The id of the City of Carcassonne on one of the Count's tiles.
const CARCASSONNE: &str = "carcassonne";

/// One fact the source's farms may imply but do not state.
#[derive(Debug, Clone)]
enum Reading {
    /// The road at this index ends at the feature with this id.
    End(usize, String),
    /// The city at this index touches the feature with this id.
    Touch(usize, String),
    /// The city at this index reaches this point of the edge.
    Reach(usize, Direction),
    /// The road at this index ends at a thing of its own, joining nothing.
    Own(usize, RoadEnd),
}

/// The most facts one tile's reading may add.
const MOST_READINGS: usize = 3;

/// Says where each road meeting one side ends, and which city walls touch other features or
/// reach the edge beyond their sides, as far as the farms on the tile imply it (see the module
/// documentation). The smallest set of such facts that makes the farms the regions of the tile
/// is taken, roads ending at cities or roads first; each is noted.
fn read_barriers(
    features: &mut [Feature],
    neighbours: &[Vec<Side>],
    wells: &[String],
    notes: &mut Vec<String>,
) {
    let monastery = features
        .iter()
        .find(|feature| matches!(feature, Feature::Monastery { .. }))
        .map(|feature| feature.id().to_owned());
    // Roads into tunnel mouths end there already.
    let dead_ends: Vec<usize> = (0..features.len())
        .filter(|&index| {
            matches!(&features[index], Feature::Road { edges, end: None, .. } if edges.len() == 1)
        })
        .collect();
    if let Some(monastery) = monastery {
        for &index in &dead_ends {
            set_end(&mut features[index], Some(&monastery));
        }
    }
    let led = led_into_cities(features, &dead_ends, neighbours);
    if !led.is_empty() {
        let mut trial = features.to_vec();
        for (road, city) in &led {
            set_end(&mut trial[*road], Some(city));
        }
        let open: Vec<usize> = dead_ends
            .iter()
            .copied()
            .filter(|road| !led.iter().any(|(ended, _)| ended == road))
            .collect();
        let mut read = Vec::new();
        if explain(&mut trial, &open, neighbours, wells, &mut read) {
            features.clone_from_slice(&trial);
            for (road, city) in &led {
                notes.push(format!(
                    "Road `{}` ends at `{city}`, read off the wagon moves, which lead it into \
                     the city",
                    features[*road].id()
                ));
            }
            notes.extend(read);
            return;
        }
    }
    explain(features, &dead_ends, neighbours, wells, notes);
}

/// Reads the facts that make the farms the regions of the tile, roads of `dead_ends` ending at
/// cities or roads first, and notes each; whether the farms then agree. A reading under which two
/// features cross that did not before (so that the tile cannot be drawn) is never taken; the
/// last resort is a dead end that ends at a thing of its own: a well when the source puts one on
/// the road (`wells` names such roads), a house otherwise.
fn explain(
    features: &mut [Feature],
    dead_ends: &[usize],
    neighbours: &[Vec<Side>],
    wells: &[String],
    notes: &mut Vec<String>,
) -> bool {
    if fields_agree(features) {
        return true;
    }
    let crossed = crossings(features);
    let ids = |wanted: fn(&Feature) -> bool| -> Vec<(usize, String)> {
        features
            .iter()
            .enumerate()
            .filter(|(_, feature)| wanted(feature))
            .map(|(index, feature)| (index, feature.id().to_owned()))
            .collect()
    };
    let cities = ids(|feature| matches!(feature, Feature::City { .. }));
    let through_roads =
        ids(|feature| matches!(feature, Feature::Road { edges, .. } if edges.len() >= 2));
    let dead_end_roads =
        ids(|feature| matches!(feature, Feature::Road { edges, .. } if edges.len() == 1));
    let rivers = ids(|feature| matches!(feature, Feature::River { .. }));
    let carcassonne =
        ids(|feature| matches!(feature, Feature::Quarter { edges, .. } if !edges.is_empty()));
    let mut readings = Vec::new();
    for &road in dead_ends {
        for (target, id) in cities
            .iter()
            .chain(&through_roads)
            .chain(&rivers)
            .chain(&carcassonne)
        {
            readings.push((target, Reading::End(road, id.clone())));
        }
    }
    // A road that the source's wagon moves lead from into a feature ends there: such ends are
    // tried first.
    let led = |(target, reading): &(&usize, Reading)| match reading {
        Reading::End(road, _) => !neighbours.iter().any(|group| {
            let meets = |index: usize| {
                features[index]
                    .edges()
                    .iter()
                    .any(|position| group.contains(&position.side()))
            };
            meets(*road) && meets(**target)
        }),
        _ => true,
    };
    readings.sort_by_key(led);
    let mut readings: Vec<Reading> = readings.into_iter().map(|(_, reading)| reading).collect();
    for (city, _) in &cities {
        for (other, id) in cities.iter().chain(&through_roads) {
            if other > city || features[*other].kind() == crate::model::FeatureKind::Road {
                readings.push(Reading::Touch(*city, id.clone()));
            }
        }
    }
    // A wall touching a road that meets one side, read after every other touch.
    for (city, _) in &cities {
        for (road, id) in &dead_end_roads {
            if dead_ends.contains(road) {
                readings.push(Reading::Touch(*city, id.clone()));
            }
        }
    }
    for (city, _) in &cities {
        let own = features[*city].edges().to_vec();
        for point in Direction::ALL {
            let on_own_side =
                !point.is_diagonal() && own.iter().any(|position| position.name() == point.name());
            if !on_own_side {
                readings.push(Reading::Reach(*city, point));
            }
        }
    }
    let reached = readings.len();
    for &road in dead_ends {
        let own = if wells.iter().any(|well| well == features[road].id()) {
            RoadEnd::Well
        } else {
            RoadEnd::House
        };
        readings.push(Reading::Own(road, own));
    }
    // Roads ending first, then walls touching, then walls reaching the edge, then roads ending
    // on their own: a later kind is read only when the earlier ones cannot explain the farms.
    let stages = [
        readings
            .iter()
            .filter(|reading| matches!(reading, Reading::End(..)))
            .count(),
        readings
            .iter()
            .filter(|reading| matches!(reading, Reading::End(..) | Reading::Touch(..)))
            .count(),
        reached,
        readings.len(),
    ];
    for stage in stages {
        for size in 1..=MOST_READINGS {
            let mut chosen = Vec::new();
            if let Some(found) = search(
                features,
                &readings[..stage],
                (crossed, neighbours),
                (0, size),
                &mut chosen,
            ) {
                for reading in &found {
                    apply(features, reading);
                    notes.push(describe(features, reading));
                }
                return true;
            }
        }
    }
    false
}

/// The roads of `dead_ends` that do not end yet and that the source's wagon moves lead into a
/// city (a group naming the road's side and a side of one city, and of no other road), each with
/// that city: where roads would otherwise meet at the centre straight through a city, each runs
/// into the city instead.
fn led_into_cities(
    features: &[Feature],
    dead_ends: &[usize],
    neighbours: &[Vec<Side>],
) -> Vec<(usize, String)> {
    let mut ends = Vec::new();
    for &road in dead_ends {
        if matches!(
            &features[road],
            Feature::Road {
                ends_at: Some(_),
                ..
            }
        ) {
            continue;
        }
        let side = features[road].edges()[0].side();
        let led = neighbours
            .iter()
            .filter(|group| group.contains(&side))
            .find_map(|group| {
                let others: Vec<usize> = (0..features.len())
                    .filter(|&other| other != road)
                    .filter(|&other| {
                        matches!(features[other], Feature::Road { .. } | Feature::City { .. })
                            && features[other]
                                .edges()
                                .iter()
                                .any(|position| group.contains(&position.side()))
                    })
                    .collect();
                match others.as_slice() {
                    [city] if matches!(features[*city], Feature::City { .. }) => Some(*city),
                    _ => None,
                }
            });
        if let Some(city) = led {
            ends.push((road, features[city].id().to_owned()));
        }
    }
    ends
}

/// The first `size` readings from `readings[from..]` (`(from, size)`), in order, that with
/// `chosen` make the farms agree and leave no more than `crossed` pairs of features crossing; at
/// most one end per road.
fn search(
    features: &[Feature],
    readings: &[Reading],
    (crossed, neighbours): (usize, &[Vec<Side>]),
    (from, size): (usize, usize),
    chosen: &mut Vec<Reading>,
) -> Option<Vec<Reading>> {
    if chosen.len() == size {
        let mut trial = features.to_vec();
        for reading in chosen.iter() {
            apply(&mut trial, reading);
        }
        return (fields_agree(&trial)
            && crossings(&trial) <= crossed
            && wagon_moves_agree(&trial, neighbours))
        .then(|| chosen.clone());
    }
    for next in from..readings.len() {
        let reading = &readings[next];
        let ended = |road: &usize| {
            chosen.iter().any(|other| {
                matches!(other, Reading::End(same, _) | Reading::Own(same, _) if same == road)
            })
        };
        let second_end = match reading {
            Reading::End(road, _) | Reading::Own(road, _) => ended(road),
            _ => false,
        };
        if second_end {
            continue;
        }
        chosen.push(reading.clone());
        if let Some(found) = search(
            features,
            readings,
            (crossed, neighbours),
            (next + 1, size),
            chosen,
        ) {
            return Some(found);
        }
        chosen.pop();
    }
    None
}

/// Gives each road meeting one side and ending at the tile centre, on a tile with wagon moves
/// that name its side in no group, an end of its own (a house): a wagon on it moves nowhere, so
/// it meets no feature, nor the roads that run past the centre into a city. Only where the
/// fields agree as before (no other road ends at the centre); each is noted.
fn end_roads_no_one_neighbours(
    features: &mut [Feature],
    neighbours: &[Vec<Side>],
    notes: &mut Vec<String>,
) {
    if neighbours.is_empty() || !fields_agree(features) {
        return;
    }
    for index in 0..features.len() {
        let before = features[index].clone();
        let Feature::Road {
            id,
            edges,
            ends_at: None,
            end: end @ None,
            ..
        } = &mut features[index]
        else {
            continue;
        };
        let [position] = edges.as_ref() else {
            continue;
        };
        if neighbours
            .iter()
            .any(|group| group.contains(&position.side()))
        {
            continue;
        }
        *end = Some(RoadEnd::House);
        let id = id.clone();
        if !fields_agree(features) {
            features[index] = before;
            continue;
        }
        notes.push(format!(
            "Road `{id}` ends at a house of its own, read off the wagon moves: they lead it \
             nowhere (the source does not say what it ends at)"
        ));
    }
}

/// Whether the road ends among `features` say what the source's wagon moves (`neighbours`, the
/// sides each `<neighbouring>` group names) say of the roads meeting one side, on a tile that
/// has wagon moves at all (JCloisterZone's `WagonCapability.initTile` makes every feature of a
/// group a neighbour of every other, and a tile without them neighbours nothing): a road ending
/// at a road or city is a neighbour of it, two roads meeting at the tile centre are neighbours,
/// and two roads that are neighbours meet, at the centre or one ending at the other. A wall
/// touching a road is no wagon move.
fn wagon_moves_agree(features: &[Feature], neighbours: &[Vec<Side>]) -> bool {
    if neighbours.is_empty() {
        return true;
    }
    let linked = |one: &Feature, other: &Feature| {
        let meets = |feature: &Feature, group: &[Side]| {
            feature
                .edges()
                .iter()
                .any(|position| group.contains(&position.side()))
        };
        neighbours
            .iter()
            .any(|group| meets(one, group) && meets(other, group))
    };
    let ends: Vec<(&Feature, Option<&Feature>, bool)> = features
        .iter()
        .filter_map(|road| match road {
            Feature::Road {
                edges,
                ends_at,
                end,
                ..
            } if edges.len() == 1 => {
                let target = ends_at
                    .as_deref()
                    .and_then(|id| features.iter().find(|feature| feature.id() == id))
                    .filter(|target| matches!(target, Feature::Road { .. } | Feature::City { .. }));
                let at_centre = ends_at.is_none() && end.is_none();
                Some((road, target, at_centre))
            }
            _ => None,
        })
        .collect();
    let ends_into_linked = ends
        .iter()
        .all(|(road, target, _)| target.is_none_or(|target| linked(road, target)));
    let meetings_linked = ends.iter().enumerate().all(|(number, one)| {
        ends[..number].iter().all(|other| {
            let meet = (one.2 && other.2)
                || one.1.is_some_and(|target| target.id() == other.0.id())
                || other.1.is_some_and(|target| target.id() == one.0.id());
            meet == linked(one.0, other.0)
        })
    });
    ends_into_linked && meetings_linked
}

/// Writes a reading into the features.
fn apply(features: &mut [Feature], reading: &Reading) {
    match reading {
        Reading::End(road, target) => set_end(&mut features[*road], Some(target)),
        Reading::Touch(city, other) => {
            if let Feature::City { touches, .. } = &mut features[*city] {
                touches.to_mut().push(Cow::Owned(other.clone()));
            }
        }
        Reading::Reach(city, point) => {
            if let Feature::City { reaches, .. } = &mut features[*city] {
                reaches.to_mut().push(*point);
            }
        }
        Reading::Own(road, own) => {
            if let Feature::Road { end, .. } = &mut features[*road] {
                *end = Some(*own);
            }
        }
    }
}

/// A reading as a note for the tile's comment.
fn describe(features: &[Feature], reading: &Reading) -> String {
    let because = "the farms around it are apart";
    match reading {
        Reading::End(road, target) => format!(
            "Road `{}` ends at `{target}`, read off the farms: {because}",
            features[*road].id()
        ),
        Reading::Touch(city, other) => format!(
            "City `{}` touches `{other}`, read off the farms: {because}",
            features[*city].id()
        ),
        Reading::Reach(city, point) => format!(
            "City `{}` reaches {}, read off the farms: {because}",
            features[*city].id(),
            if point.is_diagonal() {
                format!("the {} corner", point.name())
            } else {
                format!("the centre of side {}", point.name())
            }
        ),
        Reading::Own(road, RoadEnd::Well) => format!(
            "Road `{}` ends at its well, read off the farms: the farm around it is one",
            features[*road].id()
        ),
        Reading::Own(road, own) => format!(
            "Road `{}` ends at a {} of its own, read off the farms: the farm around it is one \
             (the source does not say what it ends at)",
            features[*road].id(),
            own.name()
        ),
    }
}

/// How many pairs of the roads, rivers and cities among `features`, joined where they meet, cross
/// (meet the edge in turn) without one passing under the other.
fn crossings(features: &[Feature]) -> usize {
    let partition = FieldPartition::of(features);
    let barriers = partition.barriers();
    barriers
        .iter()
        .enumerate()
        .map(|(index, first)| {
            barriers[index + 1..]
                .iter()
                .filter(|second| first.interleaves(second) && !first.passes_under(second, features))
                .count()
        })
        .sum()
}

/// Says which of two features that cross passes under the other, for each such pair: the source
/// lists both across the tile and leaves it unsaid, but for a road it calls `tunnel`
/// (`tunnelled` names them), which passes under what it crosses. Otherwise a river passes under
/// a road's bridge, a road under a city, a river under a city, and of two roads or two cities the
/// later listed under the earlier. Each is noted.
fn read_crossings(features: &mut [Feature], tunnelled: &[String], notes: &mut Vec<String>) {
    for _ in 0..features.len() {
        let Some((lower, upper)) = next_crossing(features, tunnelled) else {
            return;
        };
        let upper_id = features[upper].id().to_owned();
        if let Feature::Road { under, .. }
        | Feature::River { under, .. }
        | Feature::City { under, .. } = &mut features[lower]
        {
            *under = Some(Cow::Owned(upper_id.clone()));
        }
        let lower_feature = &features[lower];
        notes.push(format!(
            "{} `{}` passes under `{upper_id}`: {}",
            capitalised(lower_feature.kind().name()),
            lower_feature.id(),
            if tunnelled.iter().any(|road| road == lower_feature.id()) {
                "the source runs it through a tunnel (`tunnel`)"
            } else {
                "the source has them cross and does not say which is above"
            }
        ));
    }
}

/// The first pair of features that cross without passing under one another, as the one that
/// passes under (see [`read_crossings`]) and the one above.
fn next_crossing(features: &[Feature], tunnelled: &[String]) -> Option<(usize, usize)> {
    let partition = FieldPartition::of(features);
    let barriers = partition.barriers();
    for (index, first) in barriers.iter().enumerate() {
        for second in &barriers[index + 1..] {
            if !first.interleaves(second) || first.passes_under(second, features) {
                continue;
            }
            let pairs = first
                .features
                .iter()
                .flat_map(|&a| second.features.iter().flat_map(move |&b| [(a, b), (b, a)]));
            return pairs
                .filter_map(|(lower, upper)| {
                    let rank = under_rank(&features[lower], &features[upper], tunnelled)?;
                    Some((rank, std::cmp::Reverse(lower), lower, upper))
                })
                .min()
                .map(|(.., lower, upper)| (lower, upper));
        }
    }
    None
}

/// How likely `lower` passes under `upper` where the two cross, the likeliest first; `None`
/// when it cannot.
fn under_rank(lower: &Feature, upper: &Feature, tunnelled: &[String]) -> Option<u8> {
    use crate::model::FeatureKind::{City, River, Road};
    match (lower.kind(), upper.kind()) {
        (Road, City | Road | River) if tunnelled.iter().any(|road| road == lower.id()) => Some(0),
        (River, Road) => Some(1),
        (Road, City) => Some(2),
        (River, City) => Some(3),
        (Road, Road) => Some(4),
        (City, City) => Some(5),
        _ => None,
    }
}

/// `word` with its first letter in capitals.
fn capitalised(word: &str) -> String {
    let mut characters = word.chars();
    characters
        .next()
        .map(|first| first.to_uppercase().chain(characters).collect())
        .unwrap_or_default()
}

/// Lists in `borders_inside` each city a field names that none of its halves lies next to: the
/// source says the field borders it, so it does so inside the tile.
fn border_inside(features: &mut [Feature]) {
    let inside: Vec<Vec<Cow<'static, str>>> = features
        .iter()
        .map(|feature| match feature {
            Feature::Field { edges, cities, .. } if !edges.is_empty() => {
                let next_to = bordering_cities(features, edges);
                cities
                    .iter()
                    .filter(|city| !next_to.contains(&city.as_ref()))
                    .cloned()
                    .collect()
            }
            _ => Vec::new(),
        })
        .collect();
    for (feature, cities) in features.iter_mut().zip(inside) {
        if let Feature::Field { borders_inside, .. } = feature {
            *borders_inside = Cow::Owned(cities);
        }
    }
}

/// Sets the end of a road.
fn set_end(road: &mut Feature, end: Option<&str>) {
    if let Feature::Road { ends_at, .. } = road {
        *ends_at = end.map(|end| Cow::Owned(end.to_owned()));
    }
}

/// Whether the fields among `features` are exactly the regions their roads and cities draw.
fn fields_agree(features: &[Feature]) -> bool {
    let partition = FieldPartition::of(features);
    let fields: Vec<&[EdgePosition]> = features
        .iter()
        .filter_map(|feature| match feature {
            Feature::Field { edges, .. } => Some(edges.as_ref()),
            _ => None,
        })
        .collect();
    fields.iter().enumerate().all(|(number, halves)| {
        let joined = halves
            .iter()
            .all(|half| partition.same_region(halves[0], *half));
        let apart = fields[..number].iter().all(|earlier| {
            earlier.iter().all(|other| {
                halves
                    .iter()
                    .all(|half| !partition.same_region(*other, *half))
            })
        });
        joined && apart
    })
}

/// The id of farm `number` (from 0) of a tile with `farms` farms: `field` for the only one,
/// `field-1`, `field-2`, … otherwise.
fn field_id(number: usize, farms: usize) -> String {
    if farms == 1 {
        "field".to_owned()
    } else {
        format!("field-{}", number + 1)
    }
}

/// A feature id from its kind and sides, such as `road-e-s`.
fn named(kind: &str, sides: &[Side]) -> String {
    let mut id = kind.to_owned();
    for side in sides {
        id.push('-');
        id.push_str(&side.name().to_lowercase());
    }
    id
}

/// The sides among the words of `text`, such as `N` and `S` in `CLOISTER N S`.
fn sides_among(text: &str) -> Vec<Side> {
    text.split_whitespace()
        .filter_map(|token| Side::ALL.into_iter().find(|side| side.name() == token))
        .collect()
}

/// The sides in a space-separated list such as `N W`.
fn sides(text: &str) -> Result<Vec<Side>, String> {
    text.split_whitespace()
        .map(|token| {
            Side::ALL
                .into_iter()
                .find(|side| side.name() == token)
                .ok_or_else(|| format!("`{token}` is not a side"))
        })
        .collect()
}

/// The side halves in a farm's list such as `NL NR`; `INNER_FARM` or `INNER_FARM_B` (a farm
/// touching no edge, [`INNER_FARMS`]) gives none.
fn halves(text: &str) -> Result<Vec<EdgePosition>, String> {
    if INNER_FARMS.contains(&text.trim()) {
        return Ok(Vec::new());
    }
    text.split_whitespace()
        .map(|token| {
            EdgePosition::ALL
                .into_iter()
                .find(|position| position.name() == token)
                .ok_or_else(|| format!("`{token}` is not an edge position"))
        })
        .collect()
}

/// A readable name for a pack from its file name: `abbey_and_mayor` becomes `Abbey and mayor`;
/// a control or hidden character in the name is written as its escape (`\u{1b}`).
pub fn pack_name(stem: &str) -> String {
    let words = visible(&stem.replace(['_', '-'], " ")).into_owned();
    let mut characters = words.chars();
    match characters.next() {
        Some(first) => first.to_uppercase().chain(characters).collect(),
        None => String::new(),
    }
}

/// The counts of each tile per tile set, by source id: `basic:1 ×4`.
pub fn counts_by_tile(pack: &Pack) -> BTreeMap<&str, Vec<String>> {
    let mut counts: BTreeMap<&str, Vec<String>> = BTreeMap::new();
    for (set, refs) in &pack.tile_sets {
        for (tile, count) in refs {
            counts
                .entry(tile.as_str())
                .or_default()
                .push(format!("{set} ×{count}"));
        }
    }
    counts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_an_element_with_too_many_attributes_is_crowded() {
        let attributes = |count: usize| -> String {
            (0..count).map(|index| format!(" a{index}='=>'")).collect()
        };
        let most = format!("<pack{}><tiles/></pack>", attributes(MAX_ATTRIBUTES));
        assert!(crowded_element(&most).is_none());
        // Equals signs in comments, CDATA, processing instructions and text count for nothing.
        let hidden = "=".repeat(MAX_ATTRIBUTES + 1);
        let skipped = format!(
            "<?xml version='1.0'?><!-- {hidden} --><pack a=\"{hidden}\"><![CDATA[{hidden}]]>{hidden}</pack>"
        );
        assert!(crowded_element(&skipped).is_none());
        let crowded = format!("<pack>\n  <city{}/></pack>", attributes(MAX_ATTRIBUTES + 1));
        let found = crowded_element(&crowded).unwrap();
        assert_eq!((found.offset, found.name), (9, "city"));
    }

    #[test]
    fn source_ids_become_safe_names() {
        assert_eq!(sanitise("BA/CccR+"), "BA_CccR_plus");
        assert_eq!(sanitise("TB/CcR!.w"), "TB_CcR_bang_w");
        assert_eq!(pack_name("abbey_and_mayor"), "Abbey and mayor");
    }

    #[test]
    fn a_pack_that_is_not_a_pack_is_located() {
        let error = read_pack(Path::new("x.xml"), "<tiles>\n</tiles>").unwrap_err();
        assert_eq!((error.line, error.column), (1, 1));
        assert_eq!(
            error.message,
            "expected a JCloisterZone <pack>, found <tiles>"
        );
    }

    #[test]
    fn a_farm_naming_a_missing_city_is_noted() {
        let text = r#"<pack><tiles><tile id="X/1"><road>W E</road>
            <farm city="N">WR NL NR EL</farm><farm>ER SL SR WL</farm></tile></tiles></pack>"#;
        let pack = read_pack(Path::new("x.xml"), text).unwrap().remove(0);
        assert_eq!(
            pack.tiles[0].notes,
            ["Farm 1 names a city on side N, where there is none; left out"]
        );
    }

    #[test]
    fn a_side_shared_by_two_cities_is_the_eastern_citys_shares() {
        let tile = |shared: &str| {
            format!(
                r#"<pack><tiles><tile id="X/1"><city>N W</city>
                <city multi-edge="{shared}">E</city><farm city="N E">SL SR</farm>
                </tile></tiles></pack>"#
            )
        };
        let pack = read_pack(Path::new("x.xml"), &tile("N")).unwrap().remove(0);
        let shares: Vec<Option<Side>> = pack.tiles[0]
            .tile
            .features
            .iter()
            .map(Feature::shares)
            .collect();
        assert_eq!(shares, [None, Some(Side::N), None]);
        assert!(pack.tiles[0].not_imported.is_empty());
        let pack = read_pack(Path::new("x.xml"), &tile("N E"))
            .unwrap()
            .remove(0);
        assert!(pack.tiles.is_empty());
        assert_eq!(
            pack.left_out[0].reason,
            "a city has multi-edge=\"N E\", not one side"
        );
    }
}
