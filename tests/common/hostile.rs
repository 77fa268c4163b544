//! Hostile text: strings that break the syntax of a file they land in unescaped, in every
//! language tilecat writes (Rust, TypeScript, Lua, Godot resources, JSON, SVG, HTML, Markdown),
//! and a data folder whose expansions and tiles are named with them.

use std::path::{Path, PathBuf};

/// The word every string meant to run or to load something names, so that a test can tell a
/// tag, attribute or script made from the data from the page's own.
pub const MARK: &str = "tilecatInjected";

/// Strings that data files may hold in a name, a letter, a description or a feature id: each
/// breaks out of a string, a comment or a text in at least one language when written raw.
pub const HOSTILE: [&str; 14] = [
    "quote \" and ' apostrophe",
    r#"back\slash \" \n \u{41} \x41 \"#,
    "new\nline\r\nand\ttab",
    "line\u{2028}separator\u{2029}paragraph",
    "</script><script>tilecatInjected()</script>",
    "*/ tilecatInjected(); /*",
    "]] tilecatInjected() --[[",
    "--[[ long comment ]==] ]]",
    "controls \u{1}\u{7}\u{8}\u{b}\u{c}\u{1b}[31m\u{7f}\u{85}\u{9b}",
    "<img src=x onerror=tilecatInjected()><b>bold</b>",
    "![tracker](http://tilecatInjected.example/x.png) [link](javascript:tilecatInjected())",
    "`code` *emphasis* _under_ ~~struck~~ &amp; &lt; #heading | cell |",
    "${tilecatInjected()} `${x}` {{ }} %s {0}",
    "<?xml?><!-- --><![CDATA[ x ]]>",
];

/// Strings with bidirectional controls and invisible characters, which validation refuses in
/// every data file; the escaping functions are held to them without data.
pub const HIDDEN: [&str; 2] = [
    "bidi \u{202e}desrever\u{202c} \u{2066}isolate\u{2069}",
    "zero\u{200b}width\u{feff}soft\u{ad}hyphen",
];

/// The id of the expansion named by `HOSTILE[index]`.
pub fn expansion_id(index: usize) -> String {
    format!("hostile-{index}")
}

/// The id of that expansion's one tile.
pub fn tile_id(index: usize) -> String {
    format!("hostile-{index}-A")
}

/// The ids of that tile's three features, each made of `HOSTILE[index]`: a road and the two
/// fields it divides.
pub fn feature_ids(index: usize) -> [String; 3] {
    let text = HOSTILE[index];
    [
        text.to_owned(),
        format!("{text} south-west"),
        format!("{text} north-east"),
    ]
}

/// `text` as a TOML basic string, every control character and separator as `\uXXXX`.
fn toml_string(text: &str) -> String {
    let mut quoted = String::from("\"");
    for character in text.chars() {
        match character {
            '"' | '\\' => {
                quoted.push('\\');
                quoted.push(character);
            }
            c if c.is_control() || matches!(c, '\u{2028}' | '\u{2029}') => {
                quoted.push_str(&format!("\\u{:04X}", u32::from(c)));
            }
            c => quoted.push(c),
        }
    }
    quoted.push('"');
    quoted
}

/// Writes, in `root`, one expansion per hostile string: `hostile-<i>` named `HOSTILE[i]`, its
/// symbol described by it, with one tile whose letter it is and whose feature ids are made of
/// it ([`feature_ids`]). Returns the folders, one per expansion.
pub fn write_data(root: &Path) -> Vec<PathBuf> {
    (0..HOSTILE.len())
        .map(|index| {
            let text = toml_string(HOSTILE[index]);
            let folder = root.join(expansion_id(index));
            std::fs::create_dir_all(folder.join("tiles")).unwrap();
            std::fs::write(
                folder.join("expansion.toml"),
                format!(
                    "id = \"{}\"\nname = {text}\n\n[[editions]]\nid = \"C1\"\nyear = 2012\n\
                     tiles = 1\n\n[die]\nfaces = [1, 1, 2, 2, 3, 3]\n\n[symbol]\n\
                     description = {text}\ncorner = \"SE\"\n",
                    expansion_id(index)
                ),
            )
            .unwrap();
            let [road, south_west, north_east] = feature_ids(index).map(|id| toml_string(&id));
            std::fs::write(
                folder.join("tiles/A.toml"),
                format!(
                    "id = \"{}\"\nexpansion = \"{}\"\nletter = {text}\n\
                     edges = {{ N = \"field\", E = \"field\", S = \"road\", W = \"road\" }}\n\
                     counts = {{ C1 = 1 }}\n\n\
                     [[features]]\nkind = \"road\"\nid = {road}\nedges = [\"S\", \"W\"]\n\n\
                     [[features]]\nkind = \"field\"\nid = {south_west}\nedges = [\"SR\", \"WL\"]\n\n\
                     [[features]]\nkind = \"field\"\nid = {north_east}\n\
                     edges = [\"WR\", \"NL\", \"NR\", \"EL\", \"ER\", \"SL\"]\n",
                    tile_id(index),
                    expansion_id(index)
                ),
            )
            .unwrap();
            folder
        })
        .collect()
}
