//! The manual's editor set-ups for VS Code and Helix are in the configuration format each
//! editor reads, with the keys it expects (Neovim's is run for real by `tests/tools/neovim.rs`).

use serde_json::Value;

fn readme() -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/manual.md")).unwrap()
}

/// The first block fenced as `language` after the line that starts with `lead`.
fn snippet(lead: &str, language: &str) -> String {
    let readme = readme();
    let at = readme
        .find(&format!("\n{lead}"))
        .unwrap_or_else(|| panic!("docs/manual.md has a paragraph starting {lead:?}"));
    let fence = format!("```{language}\n");
    let start = at + readme[at..].find(&fence).expect("with a snippet") + fence.len();
    let end = start + readme[start..].find("```").unwrap();
    readme[start..end].to_owned()
}

#[test]
fn the_vs_code_settings_are_json_with_the_generic_clients_keys() {
    let settings: Value = serde_json::from_str(&snippet("VS Code", "json")).unwrap();
    let settings = settings.as_object().expect("settings.json holds an object");
    let known = [
        "glspc.server.command",
        "glspc.server.commandArguments",
        "glspc.server.languageId",
    ];
    for key in settings.keys() {
        assert!(known.contains(&key.as_str()), "unknown setting {key}");
    }
    assert_eq!(settings["glspc.server.command"], "tilecat");
    assert_eq!(
        settings["glspc.server.commandArguments"],
        serde_json::json!(["lsp"])
    );
    assert_eq!(
        settings["glspc.server.languageId"],
        serde_json::json!(["toml"])
    );
}

#[test]
fn the_helix_languages_toml_parses_with_the_keys_helix_expects() {
    let languages: toml::Table = toml::from_str(&snippet("Helix", "toml")).unwrap();
    for key in languages.keys() {
        assert!(
            ["language-server", "language"].contains(&key.as_str()),
            "unknown key {key}"
        );
    }
    let server = languages["language-server"]["tilecat"]
        .as_table()
        .expect("`[language-server.tilecat]` is a table");
    for key in server.keys() {
        assert!(
            [
                "command",
                "args",
                "config",
                "environment",
                "timeout",
                "required-root-patterns"
            ]
            .contains(&key.as_str()),
            "unknown language-server key {key}"
        );
    }
    assert_eq!(server["command"].as_str(), Some("tilecat"));
    assert_eq!(server["args"], toml::Value::Array(vec!["lsp".into()]));
    let language = languages["language"]
        .as_array()
        .expect("`[[language]]` is an array of tables")
        .iter()
        .find(|language| language["name"].as_str() == Some("toml"))
        .expect("a `[[language]]` named toml");
    let servers: Vec<&str> = language["language-servers"]
        .as_array()
        .expect("`language-servers` is an array")
        .iter()
        .map(|name| name.as_str().expect("each server named by a string"))
        .collect();
    // taplo is the server Helix itself configures for TOML.
    assert_eq!(servers, ["taplo", "tilecat"]);
}
