//! The picture of a tile while it is being edited: drawn into a cache folder, linked from the
//! hover on the tile's `id`.

use std::path::{Path, PathBuf};

use lsp_types::Url;

use crate::model::{Catalog, Rotation};
use crate::render::{Size, png};

/// The tile size of the pictures, in pixels.
const PICTURE_PIXELS: u32 = 256;

/// Where the pictures go: `previewFolder` in the client's initialization options if given,
/// else `tilecat/previews` under `$XDG_CACHE_HOME` or `~/.cache`.
pub fn default_folder(options: Option<&serde_json::Value>) -> Option<PathBuf> {
    if let Some(folder) = options
        .and_then(|options| options.get("previewFolder"))
        .and_then(|folder| folder.as_str())
    {
        return Some(PathBuf::from(folder));
    }
    let cache = std::env::var_os("XDG_CACHE_HOME")
        .filter(|folder| !folder.is_empty())
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| Path::new(&home).join(".cache")))?;
    Some(cache.join("tilecat").join("previews"))
}

/// Draws the tile `id` of `catalog` into `folder` as `<id>-r0.png` (written to a temporary
/// name, then renamed into place) and returns its file URI; `None` if the tile is not in the
/// catalog or the picture cannot be written.
pub fn picture(catalog: &Catalog, id: &str, folder: &Path) -> Option<Url> {
    let tile = catalog.tiles.iter().find(|tile| tile.id == id)?;
    let size = Size::new(PICTURE_PIXELS).ok()?;
    let bytes = png(tile, catalog.expansion(&tile.expansion), Rotation::R0, size).ok()?;
    std::fs::create_dir_all(folder).ok()?;
    let path = folder.join(crate::render::file_name(tile, Rotation::R0));
    if std::fs::read(&path).is_ok_and(|existing| existing == bytes) {
        return Url::from_file_path(&path).ok();
    }
    let temporary = folder.join(format!(".{}.{}.tmp", tile.id, std::process::id()));
    std::fs::write(&temporary, &bytes).ok()?;
    if std::fs::rename(&temporary, &path).is_err() {
        let _ = std::fs::remove_file(&temporary);
        return None;
    }
    Url::from_file_path(&path).ok()
}
