//! `docs/guide.md` stays true: its files are those of `examples/my-expansion/`, byte for byte,
//! and its commands, run as written in a copy of that folder with the built binary standing for
//! `tilecat`, print exactly the output the guide shows after each.

use crate::common;

use std::path::{Path, PathBuf};
use std::process::Command;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// A fenced block of the guide: its language, its text and the line just before it.
struct Block {
    language: String,
    text: String,
    before: String,
}

fn blocks(markdown: &str) -> Vec<Block> {
    let mut blocks = Vec::new();
    let mut lines = markdown.lines();
    let mut before = String::new();
    while let Some(line) = lines.next() {
        let Some(language) = line.strip_prefix("```") else {
            if !line.trim().is_empty() {
                before = line.to_owned();
            }
            continue;
        };
        let mut text = String::new();
        for line in lines.by_ref() {
            if line == "```" {
                break;
            }
            text.push_str(line);
            text.push('\n');
        }
        blocks.push(Block {
            language: language.to_owned(),
            text,
            before: std::mem::take(&mut before),
        });
    }
    blocks
}

fn guide() -> Vec<Block> {
    blocks(&std::fs::read_to_string(Path::new(ROOT).join("docs/guide.md")).unwrap())
}

fn example() -> PathBuf {
    Path::new(ROOT).join("examples/my-expansion")
}

#[test]
fn the_guide_shows_the_template_files_as_they_are() {
    let mut shown = Vec::new();
    for block in guide().iter().filter(|block| block.language == "toml") {
        let file = block.before.split('`').nth(1).unwrap_or_else(|| {
            panic!(
                "the line before a TOML block names its file: {}",
                block.before
            )
        });
        let on_disk = std::fs::read_to_string(example().join(file))
            .unwrap_or_else(|error| panic!("examples/my-expansion/{file}: {error}"));
        assert_eq!(block.text, on_disk, "docs/guide.md shows {file} otherwise");
        shown.push(file.to_owned());
    }
    shown.sort();
    // Every file of the template, by path inside it, sorted: the data files, and the pictures.
    let (files, pictures): (Vec<String>, Vec<String>) = common::snapshot(&example())
        .into_keys()
        .partition(|file| file.ends_with(".toml"));
    assert_eq!(
        shown, files,
        "the guide shows every data file of the template once"
    );
    // A picture is not shown as text: the guide shows it as an image.
    let text = std::fs::read_to_string(Path::new(ROOT).join("docs/guide.md")).unwrap();
    for picture in pictures {
        let image = format!("(../examples/my-expansion/{picture})");
        assert!(text.contains(&image), "docs/guide.md shows {picture}");
    }
}

#[test]
fn the_guides_commands_print_what_the_guide_shows() {
    let scratch = tempfile::tempdir().unwrap();
    let work = scratch.path().join("my-expansion");
    common::copy_folder(&example(), &work);
    let path = common::path_with_tilecat(scratch.path());
    let blocks = guide();
    let mut ran = 0;
    for (index, block) in blocks.iter().enumerate() {
        if block.language != "sh" {
            continue;
        }
        let expected = blocks
            .get(index + 1)
            .filter(|next| next.language == "text")
            .map_or("", |next| next.text.as_str());
        let output = Command::new("sh")
            .arg("-ec")
            .arg(format!("exec 2>&1\n{}", block.text))
            .current_dir(&work)
            .env("PATH", &path)
            .env("NO_COLOR", "1")
            .output()
            .unwrap();
        let printed = String::from_utf8_lossy(&output.stdout);
        assert!(
            output.status.success(),
            "`{}` failed ({}):\n{printed}",
            block.text.trim(),
            output.status
        );
        assert_eq!(
            printed,
            expected,
            "`{}` printed otherwise",
            block.text.trim()
        );
        ran += 1;
    }
    assert!(ran >= 5, "the guide runs its commands ({ran} found)");
}
