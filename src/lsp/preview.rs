//! The picture of a tile while it is being edited: drawn into a folder of the server's own,
//! linked from the hover on the tile's `id`.

use std::cell::OnceCell;
use std::path::{Path, PathBuf};

use lsp_types::Url;

use crate::input::check::pictures::NamedPictures;
use crate::model::{Catalog, Rotation};
use crate::output::bundle::KeptPictures;
use crate::output::render::{Size, encoding, raster};
use crate::shared::door::{Folder, random_token};

/// The tile size of the pictures, in pixels.
const PICTURE_PIXELS: u32 = 256;

/// [`PICTURE_PIXELS`] as a size.
const PICTURE_SIZE: Size = match Size::within(PICTURE_PIXELS) {
    Some(size) => size,
    None => panic!("the previews' side is a size"),
};

/// Where a server's pictures go: a folder it makes for itself, readable by its user alone,
/// inside the cache folder, made the first time a picture is asked for. Nothing in it was put
/// there by anyone else, so a picture never replaces someone's file nor is written through a
/// link; it is removed when the server stops.
#[derive(Debug)]
pub struct Previews {
    /// The cache folder that holds the server's own folder.
    cache: PathBuf,
    /// The server's own folder, once made (`None` if it could not be).
    own: OnceCell<Option<Folder>>,
    /// The tiles' own pictures and the marks, decoded once and kept from one hover to the next.
    kept: KeptPictures,
}

impl Previews {
    /// Pictures under `previewFolder` from the client's initialization options if given, else
    /// under `tilecat/previews` in `$XDG_CACHE_HOME` or `~/.cache`; `None` where there is no
    /// such folder.
    pub fn new(options: Option<&serde_json::Value>) -> Option<Previews> {
        let cache = match options
            .and_then(|options| options.get("previewFolder"))
            .and_then(|folder| folder.as_str())
        {
            Some(folder) => PathBuf::from(folder),
            None => std::env::var_os("XDG_CACHE_HOME")
                .filter(|folder| !folder.is_empty())
                .map(PathBuf::from)
                .or_else(|| std::env::var_os("HOME").map(|home| Path::new(&home).join(".cache")))?
                .join("tilecat")
                .join("previews"),
        };
        Some(Previews {
            cache,
            own: OnceCell::new(),
            kept: KeptPictures::new(PICTURE_SIZE),
        })
    }

    /// The server's own folder, made on first use.
    fn folder(&self) -> Option<&Folder> {
        self.own
            .get_or_init(|| {
                let cache = Folder::create(&self.cache).ok()?;
                let name = format!("server-{}-{:016x}", std::process::id(), random_token());
                cache.create_folder(Path::new(&name), true).ok()
            })
            .as_ref()
    }
}

impl Drop for Previews {
    fn drop(&mut self) {
        if let Some(Some(own)) = self.own.get()
            && let (Some(name), Ok(cache)) = (own.path().file_name(), Folder::open(&self.cache))
        {
            let _ = cache.remove_tree(Path::new(name));
        }
    }
}

/// Draws the tile `id` of `catalog` as printed into the server's own folder of `previews` as
/// `<id>-r0.png` and returns its file URI: its own picture from `pictures` when it names one,
/// else its drawing from the data with its expansion's mark from `pictures`, as `tilecat build`
/// shows it. `None` if the tile is not in the catalog, or its own picture or the preview cannot
/// be read, drawn or written.
pub fn picture(
    catalog: &Catalog,
    id: &str,
    pictures: NamedPictures,
    previews: &mut Previews,
) -> Option<Url> {
    let tile = catalog.tiles.iter().find(|tile| tile.id == id)?;
    let expansion = catalog.expansion(&tile.expansion);
    let printed = raster::printed(tile, expansion, previews.kept.now(pictures)).ok()?;
    let bytes = encoding::encode(&printed).ok()?;
    let folder = previews.folder()?;
    let name = crate::output::render::file_name(tile, Rotation::R0);
    let path = folder.write(Path::new(&name), &bytes).ok()?;
    Url::from_file_path(&path).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(unix)]
    #[test]
    fn a_picture_never_replaces_nor_writes_through_what_stands_in_the_cache_folder() {
        let root = std::env::temp_dir().join(format!(
            "tilecat-previews-{}-{:x}",
            std::process::id(),
            random_token()
        ));
        let cache = root.join("cache");
        std::fs::create_dir_all(&cache).unwrap();
        let victim = root.join("victim.png");
        std::fs::write(&victim, b"mine").unwrap();
        // Where a picture used to go, and the temporary name it used to be written through.
        std::fs::write(cache.join("flier-F-r0.png"), b"also mine").unwrap();
        std::os::unix::fs::symlink(&victim, cache.join(".flier-F.1.tmp")).unwrap();
        let options = serde_json::json!({ "previewFolder": cache });
        let mut previews = Previews::new(Some(&options)).unwrap();
        let none = NamedPictures::default();
        let url = picture(&crate::tables::CATALOG, "flier-F", none, &mut previews).unwrap();
        let path = url.to_file_path().unwrap();
        assert!(path.starts_with(&cache) && path.parent() != Some(cache.as_path()));
        assert_eq!(&std::fs::read(&path).unwrap()[1..4], b"PNG");
        assert_eq!(std::fs::read(&victim).unwrap(), b"mine");
        assert_eq!(
            std::fs::read(cache.join("flier-F-r0.png")).unwrap(),
            b"also mine"
        );
        drop(previews);
        assert!(!path.exists(), "the server's folder goes when it stops");
        std::fs::remove_dir_all(&root).unwrap();
    }
}
