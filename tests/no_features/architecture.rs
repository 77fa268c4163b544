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
    "html",
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
    "tts",
    "import",
    "bundle",
    "package",
    "survey",
    "corpus",
    // The front ends; the command line starts the language server and the studio, which checks
    // with the language server's workspace.
    "lsp",
    "studio",
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

/// A path that Rust code names, such as `crate::model::Tile` or `std::fs::write`, each of its
/// segments, and `!` after the last for a macro call (`println!`); a `use` item's tree is one path
/// per name it brings in (`use crate::{a, b::C}` is `crate::a` and `crate::b::C`).
type RustPath = Vec<String>;

/// Which code of a file the rules read.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Read {
    /// All of it.
    All,
    /// All but its tests: the items marked `#[cfg(test)]`.
    WithoutTests,
}

/// The paths that the Rust source `text` (the file `name`) names, in code only: not in comments,
/// doc comments or string literals.
fn paths_in(text: &str, name: &Path, read: Read) -> Vec<RustPath> {
    let mut file = syn::parse_file(text)
        .unwrap_or_else(|error| panic!("{} is not Rust: {error}", name.display()));
    if read == Read::WithoutTests {
        strip_tests(&mut file.items);
    }
    let mut paths = Vec::new();
    walk(quote::ToTokens::into_token_stream(file), &mut paths);
    paths
}

/// `items` without those marked `#[cfg(test)]`, in inline modules too.
fn strip_tests(items: &mut Vec<syn::Item>) {
    let is_test = |attribute: &syn::Attribute| {
        attribute.path().is_ident("cfg")
            && attribute
                .parse_args::<syn::Ident>()
                .is_ok_and(|flag| flag == "test")
    };
    items.retain(|item| {
        let attributes = match item {
            syn::Item::Fn(item) => &item.attrs,
            syn::Item::Mod(item) => &item.attrs,
            syn::Item::Impl(item) => &item.attrs,
            syn::Item::Use(item) => &item.attrs,
            syn::Item::Const(item) => &item.attrs,
            syn::Item::Static(item) => &item.attrs,
            syn::Item::Struct(item) => &item.attrs,
            syn::Item::Enum(item) => &item.attrs,
            syn::Item::Trait(item) => &item.attrs,
            syn::Item::Macro(item) => &item.attrs,
            _ => return true,
        };
        !attributes.iter().any(is_test)
    });
    for item in items {
        if let syn::Item::Mod(syn::ItemMod {
            content: Some((_, inner)),
            ..
        }) = item
        {
            strip_tests(inner);
        }
    }
}

/// Adds to `paths` every path that `tokens` names: runs of identifiers joined by `::`, a `!`
/// after one making it a macro call, and each `use` item read by syn as its tree of names.
fn walk(tokens: proc_macro2::TokenStream, paths: &mut Vec<RustPath>) {
    use proc_macro2::{Spacing, TokenTree};
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    let is_punct = |at: usize, c: char| matches!(tokens.get(at), Some(TokenTree::Punct(p)) if p.as_char() == c);
    let mut at = 0;
    while at < tokens.len() {
        match &tokens[at] {
            // Not the bounds of `impl Trait + use<'a>`.
            TokenTree::Ident(ident) if ident == "use" && !is_punct(at + 1, '<') => {
                let end = (at..tokens.len())
                    .find(|&end| is_punct(end, ';'))
                    .unwrap_or(tokens.len() - 1);
                let item: proc_macro2::TokenStream = tokens[at..=end].iter().cloned().collect();
                match syn::parse2::<syn::ItemUse>(item) {
                    Ok(item) => use_paths(&item.tree, &mut Vec::new(), paths),
                    Err(error) => panic!("a `use` item syn cannot read: {error}"),
                }
                at = end + 1;
            }
            TokenTree::Ident(_) => {
                let mut path = Vec::new();
                while let Some(TokenTree::Ident(ident)) = tokens.get(at) {
                    path.push(ident.to_string());
                    at += 1;
                    if is_punct(at, ':') && is_punct(at + 1, ':') {
                        at += 2;
                    } else {
                        break;
                    }
                }
                let bang = matches!(tokens.get(at), Some(TokenTree::Punct(p)) if p.as_char() == '!' && p.spacing() == Spacing::Alone);
                if bang
                    && matches!(tokens.get(at + 1), Some(TokenTree::Group(_)))
                    && let Some(last) = path.last_mut()
                {
                    last.push('!');
                }
                paths.push(path);
            }
            TokenTree::Group(group) => {
                walk(group.stream(), paths);
                at += 1;
            }
            TokenTree::Punct(_) | TokenTree::Literal(_) => at += 1,
        }
    }
}

/// Adds to `paths` each name that the tree of a `use` item brings in, after `prefix`.
fn use_paths(tree: &syn::UseTree, prefix: &mut Vec<String>, paths: &mut Vec<RustPath>) {
    match tree {
        syn::UseTree::Path(path) => {
            prefix.push(path.ident.to_string());
            use_paths(&path.tree, prefix, paths);
            prefix.pop();
        }
        syn::UseTree::Name(name) => paths.push(with(prefix, &name.ident)),
        syn::UseTree::Rename(rename) => paths.push(with(prefix, &rename.ident)),
        syn::UseTree::Glob(_) => paths.push(prefix.clone()),
        syn::UseTree::Group(group) => {
            for tree in &group.items {
                use_paths(tree, prefix, paths);
            }
        }
    }
}

/// `prefix` followed by `ident`, with `self` naming the prefix itself.
fn with(prefix: &[String], ident: &syn::Ident) -> RustPath {
    let mut path = prefix.to_vec();
    if ident != "self" {
        path.push(ident.to_string());
    }
    path
}

/// Whether `path` holds the segments of `pattern` one after another, such as `fs::write` in
/// `std::fs::write`.
fn names(path: &[String], pattern: &str) -> bool {
    let pattern: Vec<&str> = pattern.split("::").collect();
    path.windows(pattern.len()).any(|window| {
        window
            .iter()
            .zip(&pattern)
            .all(|(segment, part)| segment == part)
    })
}

/// The modules that `paths` name through `crate::` (a layer folder's module through its folder,
/// `crate::shared::door` is `door`), in `use` items (including `use crate::{a, b}`) and in paths
/// written inline.
fn modules_used(paths: &[RustPath]) -> BTreeSet<String> {
    paths
        .iter()
        .filter(|path| path.first().is_some_and(|first| first == "crate"))
        .filter_map(|path| match path.get(1) {
            Some(folder) if LAYER_FOLDERS.contains(&folder.as_str()) => path.get(2),
            name => name,
        })
        .filter(|name| *name != "self")
        .cloned()
        .collect()
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
        for used in modules_used(&paths_in(&text, file, Read::All)) {
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
    let paths = paths_in(
        "use crate::model::Tile;\n\
         use crate::{source, schema::Validators};\n\
         // use crate::cli;\n\
         /// [`x`](crate::output::bundle)\n\
         fn f(x: std::crate::not) {\n\
             let text = \"use crate::output::render;\";\n\
             let quote = '\"'; let parsed = crate::input::load::parse(text);\n\
             let door = crate::shared::door::Folder::open;\n\
             { use crate::{board::{self, Board}}; }\n\
         }\n",
        Path::new("example.rs"),
        Read::All,
    );
    assert_eq!(
        modules_used(&paths),
        BTreeSet::from(["board", "door", "load", "model", "schema", "source"].map(str::to_owned))
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
/// the system calls behind them, as paths: outside the door (`src/door/`), no module names them.
const FILE_CALLS: &[&str] = &[
    "fs::write",
    "fs::read",
    "fs::read_to_string",
    "fs::create_dir",
    "fs::create_dir_all",
    "fs::remove_file",
    "fs::remove_dir",
    "fs::remove_dir_all",
    "fs::rename",
    "fs::hard_link",
    "fs::copy",
    "fs::set_permissions",
    "fs::symlink",
    "fs::symlink_file",
    "fs::symlink_dir",
    "File::open",
    "File::create",
    "File::create_new",
    "OpenOptions",
    "rustix::fs",
];

/// The calls of `FILE_CALLS` that `paths` name.
fn file_calls(paths: &[RustPath]) -> BTreeSet<&'static str> {
    FILE_CALLS
        .iter()
        .copied()
        .filter(|call| paths.iter().any(|path| names(path, call)))
        .collect()
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
        for call in file_calls(&paths_in(&text, file, Read::WithoutTests)) {
            found.push(format!("{} calls `{call}`", relative.display()));
        }
    }
    assert!(
        found.is_empty(),
        "file calls outside src/door (read and write a user's files through crate::shared::door):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_door_check_sees_a_file_call() {
    let calls =
        |text: &str| file_calls(&paths_in(text, Path::new("example.rs"), Read::WithoutTests));
    assert_eq!(
        calls("fn a() { let _ = std::fs::write(path, b\"x\"); } // fs::rename\n"),
        BTreeSet::from(["fs::write"])
    );
    assert_eq!(
        calls("use std::fs::{self, File};\nfn a() { fs::read_dir(x); File::open(y); }\n"),
        BTreeSet::from(["File::open"])
    );
    assert_eq!(
        calls("fn a() {}\n#[cfg(test)]\nmod tests {\n    fn b() { std::fs::write(p, q); }\n}\n"),
        BTreeSet::new()
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
        let paths = paths_in(&text, file, Read::All);
        for call in OUTSIDE_WORLD {
            if paths.iter().any(|path| names(path, call)) {
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
