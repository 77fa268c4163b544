//! The house reads one way: each top-level module (of the core crate in `core/src/` and of the
//! toolkit in `src/`) uses only the modules before it in the layer order below (the same order as the code map of `ARCHITECTURE.md`), so data flows
//! from the files through parsing, the schema, the model and the checks to the outputs, and
//! never back.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

/// Every top-level module, lowest first: a module may use itself and the modules before it.
/// A new module is one line here, at the place its data-flow position gives it. Names not (yet)
/// in `src/` are allowed, so a module can be placed before it lands.
const LAYERS: &[&str] = &[
    // The core: plain data and the rules over it, no I/O, no dependencies.
    "model",
    "tables",
    "rules",
    "board",
    "play",
    // Shared tools with no knowledge of tiles.
    "parallel",
    "escape",
    "json",
    "door",
    "diagnostic",
    "artwork",
    // Files → parse with spans → schema → typed model → semantic checks.
    "source",
    "schema",
    "document",
    "load",
    "check",
    "board_file",
    "validate",
    // Outputs, each reading the validated catalog.
    "words",
    "report",
    "drawing",
    "export",
    "database",
    "wheel",
    "changes",
    "codegen",
    "render",
    "print",
    "jcz",
    "import",
    "bundle",
    "package",
    "survey",
    "corpus",
    // The front ends; the command line starts the language server.
    "lsp",
    "cli",
];

/// The core's modules: the lowest layers, in a crate of their own with no dependencies.
const CORE: &[&str] = &["model", "tables", "rules", "board", "play"];

/// The folders of `src/` that each hold one run of the layers, lowest first: a module of its own
/// whose modules `src/lib.rs` re-exports at the crate's root. The toolkit's other modules (the
/// front ends) stand in `src/` itself, above them all.
const LAYER_FOLDERS: &[&str] = &["shared", "input", "output"];

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

fn core_src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("core/src")
}

/// The source folders of both crates: the core's and the toolkit's.
fn roots() -> [PathBuf; 2] {
    [core_src(), src()]
}

/// Every `.rs` file of both crates.
fn all_rust_files() -> Vec<PathBuf> {
    let mut files = Vec::new();
    for root in roots() {
        rust_files(&root, &mut files);
    }
    files.sort();
    files
}

/// The top-level modules of both crates.
fn modules_present() -> BTreeSet<String> {
    roots().iter().flat_map(|root| modules_in(root)).collect()
}

/// The top-level modules present in `root`: each `name.rs` and each `name/` folder, except the
/// crate roots, and those in each layer folder.
fn modules_in(root: &Path) -> BTreeSet<String> {
    let mut modules = BTreeSet::new();
    for name in entries_in(root) {
        if LAYER_FOLDERS.contains(&name.as_str()) {
            modules.extend(entries_in(&root.join(&name)));
        } else {
            modules.insert(name);
        }
    }
    modules
}

/// The modules that `folder` holds: each `name.rs` and each `name/` folder, except the crate
/// roots and a folder's own `mod.rs`.
fn entries_in(folder: &Path) -> BTreeSet<String> {
    fs::read_dir(folder)
        .expect("the source folder is readable")
        .map(|entry| entry.expect("src/ entry").path())
        .filter_map(|path| {
            let name = path.file_name()?.to_str()?.to_owned();
            if path.is_dir() {
                Some(name)
            } else {
                name.strip_suffix(".rs").map(str::to_owned)
            }
        })
        .filter(|name| name != "lib" && name != "main" && name != "mod")
        .collect()
}

/// Every `.rs` file under `folder`.
fn rust_files(folder: &Path, files: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(folder).expect("readable folder") {
        let path = entry.expect("folder entry").path();
        if path.is_dir() {
            rust_files(&path, files);
        } else if path.extension().is_some_and(|extension| extension == "rs") {
            files.push(path);
        }
    }
}

/// The code of a Rust file with comments and the contents of string and character literals
/// blanked out, so that only real paths remain.
fn code_only(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut code = String::with_capacity(text.len());
    let mut index = 0;
    while index < chars.len() {
        let rest = &chars[index..];
        if rest.starts_with(&['/', '/']) {
            while index < chars.len() && chars[index] != '\n' {
                index += 1;
            }
        } else if rest.starts_with(&['/', '*']) {
            index += 2;
            while index < chars.len() && !chars[index..].starts_with(&['*', '/']) {
                index += 1;
            }
            index += 2;
        } else if rest.starts_with(&['\'', '"', '\'']) || rest.starts_with(&['\'', '\\']) {
            // A character literal holding a quote or an escape.
            index += 2;
            while index < chars.len() && chars[index] != '\'' {
                index += 1;
            }
            index += 1;
        } else if rest[0] == '"' {
            index += 1;
            while index < chars.len() && chars[index] != '"' {
                index += if chars[index] == '\\' { 2 } else { 1 };
            }
            index += 1;
            code.push_str("\"\"");
        } else {
            code.push(rest[0]);
            index += 1;
        }
    }
    code
}

/// The top-level modules that `code` names through `crate::`, both in `use` items (including
/// `use crate::{a, b}`) and in paths written inline.
fn modules_used(code: &str) -> BTreeSet<String> {
    let mut used = BTreeSet::new();
    let identifier = |text: &str| -> String {
        text.chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect()
    };
    for (at, _) in code.match_indices("crate::") {
        let before = code[..at].chars().next_back();
        if before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_' || c == ':') {
            continue;
        }
        let rest = &code[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let group = &group[..group.find('}').unwrap_or(group.len())];
            used.extend(
                group
                    .split(',')
                    .map(|item| identifier(item.trim()))
                    .filter(|name| !name.is_empty()),
            );
        } else {
            used.insert(identifier(rest));
        }
    }
    used.retain(|name| !name.is_empty() && name != "self");
    used
}

/// The path of `file` below its crate's source folder, and below its layer folder when it lies
/// in one.
fn relative(file: &Path) -> &Path {
    let relative = roots()
        .iter()
        .find_map(|root| file.strip_prefix(root).ok())
        .expect("a file under core/src/ or src/");
    LAYER_FOLDERS
        .iter()
        .find_map(|folder| relative.strip_prefix(folder).ok())
        .unwrap_or(relative)
}

/// The module of `file`, a path under `core/src/` or `src/`.
fn module_of(file: &Path) -> String {
    let relative = relative(file);
    let first = relative.components().next().expect("a path").as_os_str();
    let first = first.to_str().expect("UTF-8 names");
    first.strip_suffix(".rs").unwrap_or(first).to_owned()
}

fn layer(module: &str) -> Option<usize> {
    LAYERS.iter().position(|name| *name == module)
}

#[test]
fn every_module_has_a_place_in_the_layers() {
    let unplaced: Vec<String> = modules_present()
        .into_iter()
        .filter(|module| layer(module).is_none())
        .collect();
    assert!(
        unplaced.is_empty(),
        "the crates have modules with no place in the layer order: {unplaced:?}; add each to the \
         layer list `LAYERS` in tests/no_features/architecture.rs (and to the code map of \
         ARCHITECTURE.md), \
         after every module it uses and before every module that uses it"
    );
}

#[test]
fn no_module_uses_one_above_it() {
    let mut upward = Vec::new();
    for file in &all_rust_files() {
        let module = module_of(file);
        let Some(own) = layer(&module) else {
            continue;
        };
        let text = fs::read_to_string(file).expect("readable source");
        for used in modules_used(&code_only(&text)) {
            if layer(&used).is_some_and(|other| other > own) {
                upward.push(format!(
                    "{} ({module}) uses `crate::{used}`, which lies above it",
                    relative(file).display()
                ));
            }
        }
    }
    assert!(upward.is_empty(), "upward imports:\n{}", upward.join("\n"));
}

#[test]
fn the_check_sees_every_kind_of_path() {
    let code = code_only(
        "use crate::model::Tile;\n\
         use crate::{source, schema::Validators};\n\
         // use crate::cli;\n\
         /// [`x`](crate::bundle)\n\
         let text = \"use crate::render;\";\n\
         let quote = '\"'; let parsed = crate::load::parse(text);\n\
         fn f(x: std::crate::not) {}\n",
    );
    assert_eq!(
        modules_used(&code),
        BTreeSet::from(["load", "model", "schema", "source"].map(str::to_owned))
    );
}

/// Where the layers of each layer folder start and end in [`LAYERS`]: the lowest and the
/// highest place of the modules in it, by folder.
fn layer_spans() -> Vec<(&'static str, usize, usize)> {
    LAYER_FOLDERS
        .iter()
        .map(|folder| {
            let places: Vec<usize> = entries_in(&src().join(folder))
                .iter()
                .map(|module| {
                    layer(module).unwrap_or_else(|| panic!("src/{folder}/{module} has no layer"))
                })
                .collect();
            let low = places.iter().min().copied();
            let high = places.iter().max().copied();
            (
                *folder,
                low.expect("a layer folder holds modules"),
                high.unwrap(),
            )
        })
        .collect()
}

#[test]
fn the_folders_show_the_layers_in_order() {
    let spans = layer_spans();
    let places: Vec<usize> = spans
        .iter()
        .flat_map(|(_, low, high)| [*low, *high])
        .collect();
    assert!(
        places.is_sorted(),
        "each layer folder of src/ holds one run of LAYERS, the folders in order: {spans:?}"
    );
    // Every module between a folder's lowest and highest lies in that folder.
    for (folder, low, high) in &spans {
        let held = entries_in(&src().join(folder));
        for module in &LAYERS[*low..=*high] {
            assert!(
                held.contains(*module) || !module_exists(module),
                "`{module}` lies between the layers of src/{folder}/ but elsewhere"
            );
        }
    }
    // Above the core, the toolkit's modules outside the layer folders are the front ends, above
    // every folder.
    let highest = spans.iter().map(|(_, _, high)| *high).max().unwrap();
    for module in entries_in(&src()) {
        if !LAYER_FOLDERS.contains(&module.as_str()) {
            assert!(
                layer(&module).is_some_and(|place| place > highest),
                "src/{module} stands outside the layer folders, below the front ends"
            );
        }
    }
}

#[test]
fn the_layer_list_names_each_module_once() {
    let mut seen = BTreeSet::new();
    for name in LAYERS {
        assert!(seen.insert(name), "`{name}` appears twice in LAYERS");
    }
}

fn architecture() -> String {
    fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("ARCHITECTURE.md"))
        .expect("ARCHITECTURE.md is readable")
}

/// The modules named by the code map of `ARCHITECTURE.md`: each `### `name`` heading.
fn architecture_modules() -> Vec<String> {
    architecture()
        .lines()
        .filter_map(|line| line.strip_prefix("### `"))
        .map(|rest| rest.split('`').next().unwrap_or_default().to_owned())
        .collect()
}

/// Whether the module at `path` (such as `bundle::publish`) has a file or folder under
/// `core/src/` or `src/`.
fn module_exists(path: &str) -> bool {
    let relative: PathBuf = path.split("::").collect();
    roots()
        .iter()
        .flat_map(|root| {
            std::iter::once(root.clone())
                .chain(LAYER_FOLDERS.iter().map(|folder| root.join(folder)))
        })
        .any(|folder| {
            let base = folder.join(&relative);
            base.with_extension("rs").is_file() || base.is_dir()
        })
}

#[test]
fn architecture_names_only_modules_that_exist_in_layer_order() {
    let named = architecture_modules();
    assert!(named.len() > 10, "the code map names modules: {named:?}");
    // The headings, and every module path written in the text, such as `bundle::publish`.
    let text = architecture();
    let paths = text.split('`').skip(1).step_by(2).filter(|quoted| {
        quoted.contains("::")
            && quoted.split("::").all(|part| {
                !part.is_empty() && part.chars().all(|c| c.is_ascii_lowercase() || c == '_')
            })
    });
    for name in named.iter().map(String::as_str).chain(paths) {
        assert!(
            module_exists(name),
            "ARCHITECTURE.md names `{name}`, which neither core/src/ nor src/ has"
        );
    }
    let order: Vec<usize> = named
        .iter()
        .filter_map(|name| layer(name.split("::").next().unwrap_or_default()))
        .collect();
    assert!(
        order.is_sorted(),
        "ARCHITECTURE.md's code map must follow the layer order of tests/no_features/architecture.rs: \
         {named:?}"
    );
}

/// The standard library's calls that open, write, create, remove, rename or link files, and
/// the system calls behind them: outside the door (`src/door/`), no module makes them.
const FILE_CALLS: &[&str] = &[
    "fs::write",
    "fs::read(",
    "fs::read_to_string",
    "fs::create_dir",
    "fs::remove_",
    "fs::rename",
    "fs::hard_link",
    "fs::copy",
    "fs::set_permissions",
    "fs::symlink",
    "File::open",
    "File::create",
    "OpenOptions",
    "rustix::fs",
];

/// `text` without its unit tests: everything from a `#[cfg(test)]` module on.
fn without_tests(text: &str) -> &str {
    text.find("#[cfg(test)]\nmod tests")
        .map_or(text, |start| &text[..start])
}

#[test]
fn only_the_door_opens_writes_or_removes_files() {
    let mut found = Vec::new();
    for file in &all_rust_files() {
        let relative = relative(file);
        if relative.starts_with("door") || relative.ends_with("tests.rs") {
            continue;
        }
        let text = fs::read_to_string(file).expect("readable source");
        let code = code_only(without_tests(&text));
        for call in FILE_CALLS {
            if code.contains(call) {
                found.push(format!("{} calls `{call}`", relative.display()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "file calls outside src/door (read and write a user's files through crate::door):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_door_check_sees_a_file_call() {
    let code = code_only("let _ = std::fs::write(path, b\"x\"); // fs::rename\n");
    assert!(code.contains("fs::write") && !code.contains("fs::rename"));
    assert_eq!(
        without_tests("fn a() {}\n#[cfg(test)]\nmod tests {\n    fs::write\n}\n"),
        "fn a() {}\n"
    );
}

#[test]
fn the_core_modules_are_the_core_crate_and_only_it() {
    let core: BTreeSet<String> = CORE.iter().map(|name| name.to_string()).collect();
    assert_eq!(
        modules_in(&core_src()),
        core,
        "core/src/ holds exactly the core's modules"
    );
    let misplaced: Vec<String> = modules_in(&src()).intersection(&core).cloned().collect();
    assert!(
        misplaced.is_empty(),
        "core modules under src/: {misplaced:?}"
    );
    assert_eq!(
        &LAYERS[..CORE.len()],
        CORE,
        "the core's modules are the lowest layers"
    );
}

/// What the core never names: files, folders, threads, processes, the network, the
/// environment, the clock, standard input and output. The compiler keeps the core free of
/// dependencies; this keeps it free of I/O.
const OUTSIDE_WORLD: &[&str] = &[
    "std::fs",
    "std::io",
    "std::net",
    "std::os",
    "std::env",
    "std::process",
    "std::thread",
    "std::time",
    "std::sync::Mutex",
    "print!",
    "println!",
    "eprint!",
    "eprintln!",
    "dbg!",
];

#[test]
fn the_core_makes_no_file_thread_or_process_calls() {
    let mut files = Vec::new();
    rust_files(&core_src(), &mut files);
    files.sort();
    let mut found = Vec::new();
    for file in &files {
        let text = fs::read_to_string(file).expect("readable source");
        let code = code_only(&text);
        for call in OUTSIDE_WORLD {
            if code.contains(call) {
                found.push(format!(
                    "core/src/{} names `{call}`",
                    relative(file).display()
                ));
            }
        }
    }
    assert!(
        found.is_empty(),
        "the core reaches outside:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_core_crate_has_no_dependency_but_optional_derives() {
    let manifest =
        fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("core/Cargo.toml"))
            .expect("core/Cargo.toml is readable");
    let mut section = "";
    let mut required = Vec::new();
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            section = line;
        } else if section.ends_with("dependencies]")
            && !line.is_empty()
            && !line.starts_with('#')
            && !line.contains("optional = true")
        {
            required.push(format!("{section} {line}"));
        }
    }
    assert!(required.is_empty(), "the core depends on: {required:?}");
    assert!(
        manifest.contains("[dependencies]"),
        "the manifest was read: {manifest}"
    );
}
