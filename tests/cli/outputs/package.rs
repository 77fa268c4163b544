//! `tilecat package`: the packages of the bundled data are the same bytes on every run, each
//! with a manifest that lists every file's size and SHA-256; the Rust crate packs with `cargo
//! package` and a consumer crate builds from the packed file; the npm package packs with `npm
//! pack`, installs into a fresh project that `tsc --strict` compiles and Node.js runs; the
//! SQLite database is the one `export sqlite` writes; data
//! without a version and a name no registry takes are refused, with nothing written.

use std::path::{Path, PathBuf};
use std::process::Command;

use sha2::{Digest, Sha256};

use crate::common::{self, Snapshot, Tilecat, data, read_json, snapshot, temp_dir};
use tilecat::input::validate::validate_paths;
use tilecat::output::export::{FORMAT_VERSION, data_version};

/// Runs `tilecat package` on the bundled data from `folder`, into `folder/packages`.
fn package_in(folder: &Path) -> PathBuf {
    Tilecat::new()
        .arg("package")
        .arg(data())
        .current_dir(folder)
        .run()
        .expect_success();
    folder.join("packages")
}

/// The bundled data's data version, as the packages carry it.
fn bundled_version() -> String {
    data_version(&validate_paths(&[data()]).catalog).to_string()
}

/// Checks the manifest of the package in `folder` against its files: every file but the
/// manifest's own two listed once, with its size and digest, in `manifest.json` and in
/// `SHA256SUMS` alike.
fn assert_manifest_lists_every_file(folder: &Path, files: &Snapshot, name: &str) {
    let manifest = read_json(&folder.join(name).join("manifest.json"));
    assert_eq!(manifest["version"], bundled_version());
    assert_eq!(manifest["format_version"], FORMAT_VERSION);
    let prefix = format!("{name}/");
    let own: Vec<(&str, &Vec<u8>)> = files
        .iter()
        .filter_map(|(path, bytes)| Some((path.strip_prefix(&prefix)?, bytes)))
        .filter(|(path, _)| !matches!(*path, "manifest.json" | "SHA256SUMS"))
        .collect();
    let listed = manifest["files"].as_array().unwrap();
    assert_eq!(listed.len(), own.len(), "{name}");
    let mut sums = String::new();
    for ((path, bytes), entry) in own.iter().zip(listed) {
        let digest: String = Sha256::digest(bytes)
            .iter()
            .map(|byte| format!("{byte:02x}"))
            .collect();
        assert_eq!(entry["path"], *path);
        assert_eq!(entry["size"], bytes.len() as u64, "{path}");
        assert_eq!(entry["sha256"], digest, "{path}");
        sums.push_str(&format!("{digest}  {path}\n"));
    }
    assert_eq!(
        std::str::from_utf8(&files[&format!("{prefix}SHA256SUMS")]).unwrap(),
        sums
    );
}

#[test]
fn the_packages_are_the_same_bytes_on_every_run_each_with_its_manifest() {
    let (first, second) = (temp_dir("package-a"), temp_dir("package-b"));
    let (a, b) = (package_in(first.path()), package_in(second.path()));
    let (files_a, files_b) = (snapshot(&a), snapshot(&b));
    assert_eq!(
        files_a.keys().collect::<Vec<_>>(),
        files_b.keys().collect::<Vec<_>>()
    );
    for (path, bytes) in &files_a {
        assert!(&files_b[path] == bytes, "{path} differs between two runs");
    }
    for name in ["npm", "crate", "sqlite", "python"] {
        assert_manifest_lists_every_file(&a, &files_a, name);
    }
    // The folder's own manifest lists every other file, so that the next run may replace it.
    let build = read_json(&a.join("build.json"));
    let listed: Vec<&str> = build["files"]
        .as_array()
        .unwrap()
        .iter()
        .map(|path| path.as_str().unwrap())
        .collect();
    let others: Vec<&str> = files_a
        .keys()
        .map(String::as_str)
        .filter(|path| *path != "build.json")
        .collect();
    assert_eq!(listed, others);
    assert_eq!(build["data_version"], bundled_version());
    assert_eq!(build["format_version"], FORMAT_VERSION);
    // Every atlas page of a build is in the npm package, with its description.
    let (_build, dist) = common::build_into_temp("package-build", &data(), &[]);
    for page in common::names_in(&dist)
        .iter()
        .filter(|name| name.starts_with("atlas"))
    {
        assert!(
            files_a.contains_key(&format!("npm/atlas/{page}")),
            "{page} is not packaged"
        );
    }
    // A second run into the same folder replaces it.
    package_in(first.path());
    assert_eq!(snapshot(&a), files_a);
}

#[test]
fn the_package_versions_are_the_data_version() {
    let temp = temp_dir("package-versions");
    let out = package_in(temp.path());
    let version = bundled_version();
    let package = read_json(&out.join("npm/package.json"));
    assert_eq!(package["version"], version);
    assert_eq!(package["tilecat"]["format_version"], FORMAT_VERSION);
    assert_eq!(package["types"], "./index.d.ts");
    assert_eq!(package["exports"]["."]["types"], "./index.d.ts");
    let cargo = std::fs::read_to_string(out.join("crate/Cargo.toml")).unwrap();
    let cargo: toml::Table = toml::from_str(&cargo).unwrap();
    assert_eq!(cargo["package"]["version"].as_str(), Some(version.as_str()));
    assert!(cargo["dependencies"].as_table().unwrap().is_empty());
    let catalog = read_json(&out.join("npm/catalog.json"));
    assert_eq!(catalog["version"], tilecat::output::export::EXPORT_VERSION);
    assert_eq!(catalog["data_version"], version);
    let index = std::fs::read_to_string(out.join("npm/index.js")).unwrap();
    assert!(
        index.contains(&format!("data version {version}.")),
        "{}",
        &index[..200]
    );
    // No path of the machine that made them is in the packages.
    for (path, bytes) in snapshot(&out) {
        if path != "build.json" {
            let text = String::from_utf8_lossy(&bytes);
            assert!(
                !text.contains(temp.path().to_str().unwrap())
                    && !text.contains(data().to_str().unwrap()),
                "{path} names a path of this machine"
            );
        }
    }
}

#[test]
fn the_database_is_the_one_export_sqlite_writes() {
    let temp = temp_dir("package-sqlite");
    let out = package_in(temp.path());
    let name = read_json(&out.join("npm/package.json"))["name"]
        .as_str()
        .unwrap()
        .to_owned();
    let packaged = out.join(format!("sqlite/{name}-{}.sqlite", bundled_version()));
    let exported = temp.path().join("catalog.sqlite");
    Tilecat::new()
        .args([
            "export".as_ref(),
            "sqlite".as_ref(),
            data().as_os_str(),
            "--out".as_ref(),
            exported.as_os_str(),
        ])
        .run()
        .expect_success();
    assert!(
        std::fs::read(&packaged).unwrap() == std::fs::read(&exported).unwrap(),
        "{} is not the database export sqlite writes",
        packaged.display()
    );
}

#[test]
fn the_wheel_is_the_one_the_library_makes_of_the_catalog_and_its_versions() {
    let temp = temp_dir("package-python");
    let out = package_in(temp.path());
    let catalog = validate_paths(&[data()]).catalog;
    let footprints = tilecat::output::drawing::catalog_footprints(&catalog);
    let made =
        tilecat::output::wheel::wheel(&catalog, &footprints, &bundled_version(), FORMAT_VERSION)
            .unwrap();
    let packaged = out.join("python").join(&made.file_name);
    assert!(
        std::fs::read(&packaged).unwrap() == made.bytes,
        "{} is not the wheel of the catalog",
        packaged.display()
    );
}

#[test]
fn every_package_holds_the_changelog_since_an_earlier_catalog() {
    let temp = temp_dir("package-changelog");
    let old = temp.path().join("old");
    common::copy_folder(&data(), &old);
    let manifest = old.join("flier/expansion.toml");
    let text = std::fs::read_to_string(&manifest).unwrap();
    let earlier = text
        .replace("version = \"1.0.0\"", "version = \"0.9.0\"")
        .replace("name = \"The Flier\"", "name = \"Flier\"");
    assert_ne!(earlier, text);
    std::fs::write(&manifest, earlier).unwrap();
    let exported = temp.path().join("old.json");
    Tilecat::new()
        .args([
            "export".as_ref(),
            "json".as_ref(),
            old.as_os_str(),
            "--out".as_ref(),
            exported.as_os_str(),
        ])
        .run()
        .expect_success();
    let version = bundled_version();
    for since in [&old, &exported] {
        Tilecat::new()
            .arg("package")
            .arg(data())
            .arg("--changes-since")
            .arg(since)
            .current_dir(temp.path())
            .run()
            .expect_success();
        let out = temp.path().join("packages");
        let files = snapshot(&out);
        let mut changelogs = 0;
        for name in ["npm", "crate", "sqlite", "python"] {
            let changelog = std::str::from_utf8(&files[&format!("{name}/CHANGELOG.md")])
                .unwrap()
                .to_owned();
            assert!(
                changelog.starts_with(&format!(
                    "# carcassonne-base-crop-circles-flier {version}\n"
                )),
                "{changelog}"
            );
            // The earlier catalog's version: its Flier at 0.9.0 instead of 1.0.0.
            assert!(changelog.contains("since 2.9.0"), "{changelog}");
            assert!(
                changelog.contains("- Changed `flier`\n  - name: Flier → The Flier\n"),
                "{changelog}"
            );
            assert!(
                !changelog.contains(temp.path().to_str().unwrap()),
                "{changelog}"
            );
            assert_manifest_lists_every_file(&out, &files, name);
            changelogs += 1;
        }
        assert_eq!(changelogs, 4);
    }
}

#[test]
fn an_expansion_without_a_version_is_refused_and_nothing_is_written() {
    let temp = temp_dir("package-unversioned");
    let expansion = temp.path().join("flier");
    common::copy_folder(&data().join("flier"), &expansion);
    let manifest = expansion.join("expansion.toml");
    let text = std::fs::read_to_string(&manifest).unwrap();
    let without: String = text
        .lines()
        .filter(|line| !line.starts_with("version ="))
        .map(|line| format!("{line}\n"))
        .collect();
    assert_ne!(without, text);
    std::fs::write(&manifest, without).unwrap();
    let run = Tilecat::new()
        .args(["package", "flier"])
        .current_dir(temp.path())
        .run();
    run.expect_code(1);
    assert!(run.stderr.contains("`flier` has none"), "{}", run.stderr);
    assert!(run.stderr.contains("version = \"0.1.0\""), "{}", run.stderr);
    assert!(!temp.path().join("packages").exists());
}

#[test]
fn a_name_no_registry_takes_is_refused_and_nothing_is_written() {
    let temp = temp_dir("package-name");
    for name in ["Tiles", "my_tiles", "-x", "self", "a\nb"] {
        let run = Tilecat::new()
            .arg("package")
            .arg(data())
            .arg(format!("--name={name}"))
            .current_dir(temp.path())
            .run();
        run.expect_code(2);
        assert!(
            run.stderr.contains("cannot name a package"),
            "{}",
            run.stderr
        );
        // A name is shown with its control characters as escapes.
        assert!(!run.stderr.contains("a\nb"), "{}", run.stderr);
    }
    assert!(!temp.path().join("packages").exists());
}

#[test]
fn a_folder_no_run_made_is_not_replaced() {
    let temp = temp_dir("package-theirs");
    let out = temp.path().join("packages");
    std::fs::create_dir(&out).unwrap();
    std::fs::write(out.join("notes.txt"), "mine").unwrap();
    let run = Tilecat::new()
        .arg("package")
        .arg(data())
        .current_dir(temp.path())
        .run();
    run.expect_code(2);
    assert_eq!(
        std::fs::read_to_string(out.join("notes.txt")).unwrap(),
        "mine"
    );
    assert_eq!(common::names_in(&out), ["notes.txt"]);
}

/// Runs `program` with `args` in `folder`, failing the test with its output unless it succeeds;
/// its standard output.
fn run(program: impl AsRef<std::ffi::OsStr>, args: &[&str], folder: &Path) -> String {
    let program = program.as_ref().to_owned();
    let output = Command::new(&program)
        .args(args)
        .current_dir(folder)
        .output()
        .unwrap_or_else(|error| panic!("{program:?}: {error}"));
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "{program:?} {args:?} failed:\n{stdout}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    stdout
}

#[test]
fn the_crate_packs_and_a_consumer_crate_builds_from_the_packed_file() {
    let temp = temp_dir("package-crate");
    let out = package_in(temp.path());
    let version = bundled_version();
    let crate_folder = out.join("crate");
    // Packed from a copy, as `cargo package` writes its `target/` beside the manifest.
    let packed = temp.path().join("packed");
    common::copy_folder(&crate_folder, &packed);
    let target = temp.path().join("target");
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let target_arg = format!("--target-dir={}", target.display());
    run(
        &cargo,
        &[
            "package",
            "--no-verify",
            "--offline",
            "--allow-dirty",
            &target_arg,
        ],
        &packed,
    );
    let name = read_json(&out.join("npm/package.json"))["name"]
        .as_str()
        .unwrap()
        .to_owned();
    let file = target.join(format!("package/{name}-{version}.crate"));
    assert!(file.is_file(), "{} is not there", file.display());
    let unpacked = temp.path().join("unpacked");
    std::fs::create_dir(&unpacked).unwrap();
    run(
        "tar",
        &[
            "-xzf",
            file.to_str().unwrap(),
            "-C",
            unpacked.to_str().unwrap(),
        ],
        temp.path(),
    );
    let source = unpacked.join(format!("{name}-{version}"));
    // The packed file holds the package's files as the manifest lists them; cargo rewrites
    // `Cargo.toml` and keeps the one packed as `Cargo.toml.orig`.
    let listed = read_json(&source.join("manifest.json"));
    for entry in listed["files"].as_array().unwrap() {
        let path = match entry["path"].as_str().unwrap() {
            "Cargo.toml" => source.join("Cargo.toml.orig"),
            path => source.join(path),
        };
        assert_eq!(
            std::fs::metadata(&path).unwrap().len(),
            entry["size"].as_u64().unwrap(),
            "{}",
            path.display()
        );
    }
    let consumer = temp.path().join("consumer");
    std::fs::create_dir_all(consumer.join("src")).unwrap();
    std::fs::write(
        consumer.join("Cargo.toml"),
        format!(
            "[package]\nname = \"consumer\"\nversion = \"0.0.0\"\nedition = \"2024\"\npublish = false\n\n\
             [workspace]\n\n[dependencies]\ntiles = {{ package = \"{name}\", path = {:?} }}\n",
            source.to_str().unwrap()
        ),
    )
    .unwrap();
    std::fs::write(
        consumer.join("src/main.rs"),
        "use tiles::model::Rotation;\n\
         fn main() {\n\
         \x20   let tile = tiles::tables::tile(\"flier-A\").expect(\"flier-A\");\n\
         \x20   let turned = tile.rotated(Rotation::R90);\n\
         \x20   println!(\"{} {} {} {:?}\", tiles::DATA_VERSION, tiles::tables::TILES.len(), tile.id, turned.flier.map(|flier| flier.direction));\n\
         }\n",
    )
    .unwrap();
    let printed = run(
        &cargo,
        &["run", "--offline", "--quiet", &target_arg],
        &consumer,
    );
    let catalog = validate_paths(&[data()]).catalog;
    let flier_a = catalog.tile("flier-A").unwrap();
    let turned = flier_a.rotated(tilecat::model::Rotation::R90);
    assert_eq!(
        printed.trim(),
        format!(
            "{version} {} flier-A {:?}",
            catalog.tiles.len(),
            turned.flier.map(|flier| flier.direction)
        )
    );
}

/// The TypeScript compiler `npm ci --prefix tests/engines` installs.
fn tsc() -> PathBuf {
    let tsc = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/engines/node_modules/.bin/tsc");
    assert!(
        tsc.is_file(),
        "TypeScript is not installed: bash .ci/run installs it (npm ci --prefix tests/engines)"
    );
    tsc
}

#[test]
#[ignore = "needs npm, Node.js and TypeScript from the npm registry: bash .ci/run installs \
            TypeScript (npm ci --prefix tests/engines)"]
fn the_npm_package_packs_installs_and_compiles_with_strict_typescript() {
    let tsc = tsc();
    let temp = temp_dir("package-npm");
    let out = package_in(temp.path());
    let version = bundled_version();
    let packed = run(
        "npm",
        &[
            "pack",
            "--silent",
            "--pack-destination",
            temp.path().to_str().unwrap(),
        ],
        &out.join("npm"),
    );
    let tarball = temp.path().join(packed.trim());
    assert!(tarball.is_file(), "{}", tarball.display());
    let project = temp.path().join("project");
    std::fs::create_dir(&project).unwrap();
    std::fs::write(
        project.join("package.json"),
        "{ \"name\": \"consumer\", \"private\": true, \"type\": \"module\" }\n",
    )
    .unwrap();
    run(
        "npm",
        &[
            "install",
            "--offline",
            "--no-audit",
            "--no-fund",
            tarball.to_str().unwrap(),
        ],
        &project,
    );
    let name = read_json(&out.join("npm/package.json"))["name"]
        .as_str()
        .unwrap()
        .to_owned();
    std::fs::write(
        project.join("main.ts"),
        format!(
            "import {{ CATALOG, TILES, tileById, frameName, rotateSide, type Tile, type TileId }} from \"{name}\";\n\
             const tile: Tile = tileById(\"flier-A\");\n\
             const id: TileId = tile.id;\n\
             console.log([CATALOG.data_version, TILES.length, id, frameName(id, 90), rotateSide(\"N\", 90)].join(\" \"));\n"
        ),
    )
    .unwrap();
    run(
        &tsc,
        &[
            "--strict",
            "--module",
            "nodenext",
            "--moduleResolution",
            "nodenext",
            "--target",
            "es2022",
            "main.ts",
        ],
        &project,
    );
    let printed = run("node", &["main.js"], &project);
    let catalog = validate_paths(&[data()]).catalog;
    assert_eq!(
        printed.trim(),
        format!("{version} {} flier-A flier-A-r90 E", catalog.tiles.len())
    );
    // The installed package holds the files its manifest lists, byte for byte.
    let installed = project.join("node_modules").join(&name);
    let sums = run(
        "sha256sum",
        &["--check", "--strict", "SHA256SUMS"],
        &installed,
    );
    assert!(sums.lines().all(|line| line.ends_with(": OK")), "{sums}");
    // Data that strays from the types is refused.
    std::fs::write(
        project.join("wrong.ts"),
        format!("import {{ tileById }} from \"{name}\";\ntileById(\"flier-Z\");\n"),
    )
    .unwrap();
    let refused = Command::new(&tsc)
        .args([
            "--strict",
            "--noEmit",
            "--module",
            "nodenext",
            "--moduleResolution",
            "nodenext",
            "wrong.ts",
        ])
        .current_dir(&project)
        .output()
        .unwrap();
    assert!(!refused.status.success());
    assert!(String::from_utf8_lossy(&refused.stdout).contains("flier-Z"));
}
