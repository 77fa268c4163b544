// The studio's page: the set, one tile drawn large with its targets, the tools, the TOML pane
// and its diagnostics. Every change is an operation sent to the studio, which makes it in the
// file and answers with the file as it now is; the page keeps nothing the disk does not hold.
"use strict";

const $ = (id) => document.getElementById(id);

const state = {
  set: null,
  tile: null, // the studio's last answer about the open tile
  selected: null, // the id of the feature that takes the positions clicked
  tool: null, // null (features), "flier", or an illustration's kind
  undo: [], // texts to go back to, newest last
  redo: [],
  busy: false,
  clickedAt: null, // the time stamp of the click being handled, while it is
  typing: null, // the timer of a pause in typing
  typedFrom: null, // the text before the typing began
  deleted: null, // the last tile deleted: { manifest, letter, text }
  view: "drawing", // the tile drawn from its data, or "art": over its designer's art
  chosen: new Set(), // the files of the tiles selected for one change to all
  lastChosen: null, // the file chosen last, where a shift-click's range starts
  lists: null, // the closed lists of the tools: markers and positions
};

function say(text) {
  $("status").textContent = text;
}

async function call(method, path, body) {
  const options = { method, headers: {} };
  if (body !== undefined) {
    options.headers["Content-Type"] = "application/json";
    options.body = JSON.stringify(body);
  }
  // How many requests are on their way, for whoever waits for the page to settle.
  const flags = document.body.dataset;
  flags.pending = String(Number(flags.pending || 0) + 1);
  try {
    const response = await fetch(path, options);
    let answer;
    try {
      answer = await response.json();
    } catch (error) {
      answer = { error: response.statusText };
    }
    return { status: response.status, answer };
  } catch (error) {
    return { status: 0, answer: { error: `the studio does not answer: ${error.message}` } };
  } finally {
    flags.pending = String(Number(flags.pending) - 1);
  }
}

// The set: filters, sums per edition against the manifests, thumbnails.
async function loadSet() {
  const { status, answer } = await call("GET", "/api/set");
  if (status !== 200) {
    say(answer.error);
    return;
  }
  state.set = answer;
  const expansionFilter = $("expansion-filter");
  const editionFilter = $("edition-filter");
  const keep = [expansionFilter.value, editionFilter.value];
  expansionFilter.length = 1;
  editionFilter.length = 1;
  $("new-expansion").length = 0;
  const editions = new Set();
  for (const expansion of answer.expansions) {
    expansionFilter.add(new Option(expansion.name || expansion.id, expansion.id));
    $("new-expansion").add(new Option(expansion.name || expansion.id, expansion.manifest));
    for (const edition of expansion.editions) editions.add(edition.id);
  }
  for (const edition of [...editions].sort()) editionFilter.add(new Option(edition, edition));
  [expansionFilter.value, editionFilter.value] = keep;
  drawSet();
}

function drawSet() {
  const thumbnails = $("thumbnails");
  thumbnails.replaceChildren();
  drawSums();
  for (const expansion of state.set.expansions) {
    if (!shownExpansion(expansion)) continue;
    for (const tile of expansion.tiles) {
      if (shownTile(tile)) thumbnails.append(thumbnail(tile));
    }
  }
}

// Whether the expansion filter shows `expansion`.
function shownExpansion(expansion) {
  const wanted = $("expansion-filter").value;
  return !wanted || expansion.id === wanted;
}

// Whether the edition and text filters show `tile`.
function shownTile(tile) {
  const wantedEdition = $("edition-filter").value;
  const text = $("text-filter").value.trim().toLowerCase();
  if (wantedEdition && !tile.counts[wantedEdition]) return false;
  const words = `${tile.id || ""} ${tile.letter || ""} ${tile.file}`.toLowerCase();
  return !text || words.includes(text);
}

// Each shown expansion's count per edition, against what its manifest says.
function drawSums() {
  const wantedEdition = $("edition-filter").value;
  const sums = $("sums");
  sums.replaceChildren();
  for (const expansion of state.set.expansions) {
    if (!shownExpansion(expansion)) continue;
    for (const edition of expansion.editions) {
      if (wantedEdition && edition.id !== wantedEdition) continue;
      const sum = expansion.tiles.reduce((total, tile) => total + (tile.counts[edition.id] || 0), 0);
      const row = sums.insertRow();
      row.insertCell().textContent = expansion.name || expansion.id;
      row.insertCell().textContent = edition.id;
      const cell = row.insertCell();
      cell.textContent = `${sum} of ${edition.tiles}`;
      if (sum !== edition.tiles) cell.className = "off";
    }
  }
}

// One tile of the set: its thumbnail and counts, a button that opens it, a box that selects it.
function thumbnail(tile) {
  const button = document.createElement("button");
  button.dataset.file = tile.file;
  button.setAttribute("aria-label", `tile ${tile.id || tile.file}`);
  if (state.tile && state.tile.file === tile.file) button.setAttribute("aria-current", "true");
  const figure = document.createElement("figure");
  figure.innerHTML = tile.thumbnail || "<span>no drawing</span>";
  const caption = document.createElement("figcaption");
  const counts = Object.entries(tile.counts).map(([edition, count]) => `${edition}×${count}`);
  caption.textContent = `${tile.letter || tile.id || tile.file} ${counts.join(" ")}`;
  figure.append(caption);
  button.append(figure);
  return chooser(tile, button);
}

// The set's entry of one tile as an edit's answer carries it: kept in the set, and its
// thumbnail and the sums drawn again, not the whole set.
function updateEntry(entry) {
  const expansion = state.set && state.set.expansions.find((found) =>
    found.tiles.some((tile) => tile.file === entry.file));
  if (!expansion) return;
  const at = expansion.tiles.findIndex((tile) => tile.file === entry.file);
  const before = expansion.tiles[at];
  expansion.tiles[at] = entry;
  if (before.thumbnail === entry.thumbnail && JSON.stringify(before.counts) === JSON.stringify(entry.counts) &&
      before.id === entry.id && before.letter === entry.letter) return;
  drawSums();
  const shown = [...$("thumbnails").children].find((box) =>
    box.querySelector(`button[data-file]`).dataset.file === entry.file);
  if (shown && shownExpansion(expansion) && shownTile(entry)) shown.replaceWith(thumbnail(entry));
  else drawSet();
}

// One tile.
async function openTile(file) {
  const { status, answer } = await call("GET", `/api/tile?file=${encodeURIComponent(file)}`);
  if (status !== 200) {
    say(answer.error);
    return;
  }
  state.undo = [];
  state.redo = [];
  state.selected = null;
  show(answer);
  drawSet();
}

function show(tile, keepText) {
  state.tile = tile;
  // A new tile is made in the expansion of the tile shown.
  const shownIn = state.set && state.set.expansions.find((expansion) =>
    expansion.tiles.some((entry) => entry.file === tile.file));
  if (shownIn) $("new-expansion").value = shownIn.manifest;
  $("file-name").textContent = tile.file;
  if (!keepText) $("toml").value = tile.text;
  $("drawing").innerHTML = tile.svg;
  if (tile.made) state.selected = tile.made;
  if (!tile.features.some((feature) => feature.id === state.selected)) {
    const first = tile.features.find((feature) => feature.kind !== "field");
    state.selected = first ? first.id : null;
  }
  drawFeatures();
  drawCounts();
  drawDiagnostics();
  markHeld();
  bindTargets();
  drawView();
}

function bindTargets() {
  for (const target of document.querySelectorAll(".target")) {
    target.addEventListener("click", () => clicked(target.dataset.position, target.dataset.direction));
    target.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        clicked(target.dataset.position, target.dataset.direction);
      }
    });
  }
}

// The view over the designer's art: the tile's own picture with the data's shapes, spots and
// side kinds drawn over it, as `render proof` draws them, in place of the drawing.
async function drawView() {
  if (state.view !== "art" || !state.tile) return;
  const shown = state.tile;
  const { status, answer } = await call("GET", `/api/art?file=${encodeURIComponent(shown.file)}`);
  if (status !== 200) {
    say(answer.error);
    return;
  }
  if (state.tile !== shown || answer.version !== shown.version || state.view !== "art") return;
  $("drawing").innerHTML = answer.svg;
  $("drawing").dataset.view = "art";
  markHeld();
  bindTargets();
}

function toggleView() {
  state.view = state.view === "art" ? "drawing" : "art";
  $("view-art").setAttribute("aria-pressed", String(state.view === "art"));
  if (!state.tile) return;
  if (state.view === "art") {
    drawView();
  } else {
    $("drawing").innerHTML = state.tile.svg;
    delete $("drawing").dataset.view;
    markHeld();
    bindTargets();
    drawDiagnostics();
  }
}

function drawFeatures() {
  const box = $("features");
  box.replaceChildren();
  for (const feature of state.tile.features) {
    const label = document.createElement("label");
    const input = document.createElement("input");
    input.type = "radio";
    input.name = "feature";
    input.value = feature.id;
    input.checked = feature.id === state.selected;
    input.addEventListener("change", () => {
      state.selected = feature.id;
      choose(null);
      drawFeatures();
      markHeld();
    });
    const span = document.createElement("span");
    span.textContent = `${feature.kind} ${feature.id}`;
    label.append(input, span);
    box.append(label);
  }
  const feature = selectedFeature();
  const pennants = $("pennants-label");
  pennants.hidden = !feature || feature.kind !== "city";
  if (!pennants.hidden) $("pennants").value = feature.pennants || 0;
}

function drawCounts() {
  const box = $("tile-counts");
  box.replaceChildren();
  const expansion = state.set && state.set.expansions.find((found) =>
    found.tiles.some((tile) => tile.file === state.tile.file));
  const entry = expansion && expansion.tiles.find((tile) => tile.file === state.tile.file);
  for (const edition of expansion ? expansion.editions : []) {
    const label = document.createElement("label");
    label.textContent = `${edition.id} `;
    const input = document.createElement("input");
    input.type = "number";
    input.min = "0";
    input.max = "99";
    input.value = (entry && entry.counts[edition.id]) || 0;
    input.addEventListener("change", () =>
      operate({ op: "count", edition: edition.id, count: Number(input.value) }));
    label.append(input);
    box.append(label);
  }
}

function drawDiagnostics() {
  const list = $("diagnostics");
  list.replaceChildren();
  for (const flagged of document.querySelectorAll(".flagged")) flagged.classList.remove("flagged");
  for (const diagnostic of state.tile.diagnostics) {
    const item = document.createElement("li");
    item.className = diagnostic.severity === 1 ? "error" : "warning";
    const start = diagnostic.range.start;
    item.textContent = `${start.line + 1}:${start.character + 1} ${diagnostic.code || ""} ${diagnostic.message}`;
    item.tabIndex = 0;
    item.addEventListener("click", () => selectRange(diagnostic.range));
    // Each of the diagnostic's certain fixes, as the language server offers it, is a button.
    for (const fix of (diagnostic.data && diagnostic.data.fixes) || []) {
      const button = document.createElement("button");
      button.textContent = fix.title;
      button.addEventListener("click", (event) => {
        event.stopPropagation();
        const text = state.tile.text;
        const start = offsetIn(text, fix.edit.range.start);
        const end = offsetIn(text, fix.edit.range.end);
        operate({ op: "replace-text", text: text.slice(0, start) + fix.edit.newText + text.slice(end) });
      });
      item.append(" ", button);
    }
    list.append(item);
    for (const [, name] of diagnostic.message.matchAll(/`([A-Za-z0-9_-]+)`/g)) {
      const drawn = $("drawing").querySelector(`[id="${CSS.escape(name)}"]`);
      if (drawn) drawn.classList.add("flagged");
      const target = $(`target-${name}`);
      if (target) target.classList.add("flagged");
    }
  }
}

// The offset in `text` of a position as the language server gives it: a line, and a count of
// UTF-16 code units into it, as JavaScript counts a string.
function offsetIn(text, position) {
  const lines = text.split("\n");
  return lines.slice(0, position.line).reduce((total, line) => total + line.length + 1, 0) +
    position.character;
}

function selectRange(range) {
  const text = $("toml").value;
  $("toml").focus();
  $("toml").setSelectionRange(offsetIn(text, range.start), offsetIn(text, range.end));
}

function selectedFeature() {
  return state.tile && state.tile.features.find((feature) => feature.id === state.selected);
}

// Whether the feature holds the position as a click on it means it: a road its side's centre,
// a city its side.
function holds(feature, position) {
  const side = position[0];
  if (feature.kind === "road" || feature.kind === "river") return feature.edges.includes(side);
  if (feature.kind === "city") return feature.edges.some((held) => held[0] === side);
  return feature.edges.includes(position);
}

function markHeld() {
  const feature = selectedFeature();
  for (const target of document.querySelectorAll(".target")) {
    const held = feature && state.tool === null && target.dataset.position !== "centre" &&
      feature.edges.includes(target.dataset.position);
    target.classList.toggle("held", Boolean(held));
  }
}

function choose(tool) {
  state.tool = state.tool === tool ? null : tool;
  for (const button of document.querySelectorAll("[data-tool], [data-illustration], [data-marker]")) {
    const name = button.dataset.tool || button.dataset.illustration || `marker:${button.dataset.marker}`;
    button.setAttribute("aria-pressed", String(name === state.tool));
  }
  markHeld();
}

function clicked(position, direction) {
  if (!state.tile) return;
  if (state.tool === "flier") {
    if (direction) operate({ op: "flier", direction });
    choose(null);
    return;
  }
  if (state.tool && state.tool.startsWith("marker:")) {
    const kind = state.tool.slice("marker:".length);
    choose(null);
    const operation = markerOperation(kind, position);
    if (operation) operate(operation);
    return;
  }
  if (state.tool) {
    const kind = state.tool;
    choose(null);
    if (position !== "centre") operate({ op: "illustration", kind, position });
    return;
  }
  const feature = selectedFeature();
  if (!feature || position === "centre") {
    say("choose a feature first");
    return;
  }
  const op = holds(feature, position) ? "take" : "give";
  operate({ op, feature: feature.id, position });
}

// Sends one operation made against the version shown. The text before it goes on the undo
// stack unless `history` says otherwise.
async function operate(operation, history = "push") {
  if (!state.tile) return;
  if (state.busy) {
    say("the last change is still being saved: do it again once it is");
    return;
  }
  state.busy = true;
  const before = state.tile.text;
  // Timed from the click that asked for it, when a click did, waiting for its turn included.
  const started = state.clickedAt ?? performance.now();
  try {
    const { status, answer } = await call("POST", "/api/edit", {
      file: state.tile.file,
      version: state.tile.version,
      operation,
    });
    if (status === 409) {
      conflict(answer.disk, operation.op === "replace-text" ? operation.text : before);
      return;
    }
    if (status !== 200) {
      say(answer.error);
      return;
    }
    if (answer.text !== before) {
      if (history === "push") {
        state.undo.push(before);
        state.redo = [];
      }
    }
    const typing = operation.op === "replace-text" && history === "typed";
    show(answer, typing && $("toml").value !== answer.text);
    const redrawn = performance.now() - started;
    say(`saved (${Math.round(redrawn)} ms)`);
    document.body.dataset.redrawn = String(redrawn);
    document.body.dataset.redraws = String(Number(document.body.dataset.redraws || 0) + 1);
    updateEntry(answer.entry);
  } finally {
    state.busy = false;
  }
}

function conflict(disk, page) {
  $("conflict").hidden = false;
  $("conflict-disk").textContent = disk.text;
  $("conflict-page").textContent = page;
  state.conflict = disk;
  say("the file changed on disk; the edit was refused and nothing was written");
}

async function takeDisk() {
  $("conflict").hidden = true;
  if (state.tile) {
    const keep = [state.undo, state.redo];
    await openTile(state.tile.file);
    [state.undo, state.redo] = keep;
  }
}

async function undo() {
  if (state.undo.length && typeof state.undo[state.undo.length - 1] === "object") {
    await stepMany(state.undo, state.redo, "before");
    return;
  }
  if (!state.undo.length || !state.tile) return;
  const text = state.undo.pop();
  state.redo.push(state.tile.text);
  await operate({ op: "replace-text", text }, "keep");
}

async function redo() {
  if (state.redo.length && typeof state.redo[state.redo.length - 1] === "object") {
    await stepMany(state.redo, state.undo, "after");
    return;
  }
  if (!state.redo.length || !state.tile) return;
  const text = state.redo.pop();
  state.undo.push(state.tile.text);
  await operate({ op: "replace-text", text }, "keep");
}

// A marker of `kind` put on the tile at `position` (or taken away): one that adds points asks
// how many.
function markerOperation(kind, position) {
  const operation = { op: "marker", kind };
  if (position && position !== "centre") operation.position = position;
  if (kind === "extra-points") {
    const points = Number(window.prompt("Extra points", "3"));
    if (!Number.isInteger(points) || points < 1 || points > 255) {
      say("the points are a whole number from 1 to 255");
      return null;
    }
    operation.points = points;
  }
  return operation;
}

// The closed lists of the tools, from the studio: a button for each kind of feature, a toggle
// for each kind of illustration and of marker, and the choices of the change to a selection.
async function loadLists() {
  const { status, answer } = await call("GET", "/api/lists");
  if (status !== 200) {
    say(answer.error);
    return;
  }
  state.lists = answer;
  for (const kind of answer.features) {
    const button = document.createElement("button");
    button.dataset.kind = kind;
    button.textContent = kind;
    button.title = `a new ${kind} feature, holding no position yet`;
    button.addEventListener("click", () => {
      choose(null);
      operate({ op: "new-feature", kind });
    });
    $("new-features").append(button);
  }
  for (const kind of answer.illustrations) {
    const button = document.createElement("button");
    button.dataset.illustration = kind;
    button.setAttribute("aria-pressed", "false");
    button.textContent = kind;
    button.title = `the ${kind} illustration: click a field's position to put it there`;
    button.addEventListener("click", () => choose(kind));
    $("illustrations").append(button);
    $("many-illustration").add(new Option(kind, kind));
  }
  const box = $("markers");
  box.replaceChildren();
  for (const marker of answer.markers) {
    const button = document.createElement("button");
    button.dataset.marker = marker.kind;
    button.setAttribute("aria-pressed", "false");
    button.textContent = marker.kind;
    button.title = marker.on.length ? `on a ${marker.on.join(" or ")}` : "shown on the tile";
    button.addEventListener("click", () => choose(`marker:${marker.kind}`));
    box.append(button);
    $("many-marker").add(new Option(marker.kind, marker.kind));
  }
  for (const position of answer.positions) $("many-position").add(new Option(position, position));
}

// A thumbnail with its checkbox: a click opens the tile, a Ctrl-click (or the checkbox) adds it
// to the selection or takes it out, a Shift-click selects the range from the last chosen.
function chooser(tile, button) {
  const box = document.createElement("div");
  box.className = "thumbnail";
  box.classList.toggle("chosen", state.chosen.has(tile.file));
  const check = document.createElement("input");
  check.type = "checkbox";
  check.checked = state.chosen.has(tile.file);
  check.setAttribute("aria-label", `select tile ${tile.id || tile.file}`);
  check.addEventListener("change", () => pick(tile.file, false));
  button.addEventListener("click", (event) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey) {
      event.preventDefault();
      pick(tile.file, event.shiftKey);
    } else {
      openTile(tile.file);
    }
  });
  box.append(button, check);
  return box;
}

function pick(file, range) {
  const shown = [...document.querySelectorAll("#thumbnails button[data-file]")].map((button) => button.dataset.file);
  if (range && state.lastChosen && shown.includes(state.lastChosen)) {
    const [from, to] = [shown.indexOf(state.lastChosen), shown.indexOf(file)].sort((a, b) => a - b);
    for (const each of shown.slice(from, to + 1)) state.chosen.add(each);
  } else if (state.chosen.has(file)) {
    state.chosen.delete(file);
  } else {
    state.chosen.add(file);
  }
  state.lastChosen = file;
  drawSelection();
  drawSet();
}

function drawSelection() {
  const tiles = state.set ? state.set.expansions.flatMap((expansion) => expansion.tiles) : [];
  for (const file of [...state.chosen]) {
    if (!tiles.some((tile) => tile.file === file)) state.chosen.delete(file);
  }
  $("selection").hidden = state.chosen.size === 0;
  $("selection-count").textContent = `${state.chosen.size} selected`;
  const editions = $("many-edition");
  const keep = editions.value;
  editions.length = 0;
  const ids = new Set();
  for (const expansion of state.set ? state.set.expansions : []) {
    if (expansion.tiles.some((tile) => state.chosen.has(tile.file))) {
      for (const edition of expansion.editions) ids.add(edition.id);
    }
  }
  for (const id of [...ids].sort()) editions.add(new Option(id, id));
  if (ids.has(keep)) editions.value = keep;
}

// The version of `file` the page last saw.
function versionOf(file) {
  const tiles = state.set.expansions.flatMap((expansion) => expansion.tiles);
  const tile = tiles.find((found) => found.file === file);
  return tile && tile.version;
}

// Sends one change to many tiles, each made against the version the page saw; nothing is
// written unless every one can be made. Its undo is one step.
async function changeMany(changes) {
  if (state.busy) return null;
  state.busy = true;
  try {
    const { status, answer } = await call("POST", "/api/edit-many", { changes });
    if (status !== 200) {
      say(answer.error);
      return null;
    }
    await loadSet();
    drawSelection();
    const open = state.tile && answer.tiles.some((tile) => tile.file === state.tile.file);
    if (open) {
      const keep = [state.undo, state.redo];
      await openTile(state.tile.file);
      [state.undo, state.redo] = keep;
    }
    return answer;
  } finally {
    state.busy = false;
  }
}

async function operateMany(operation) {
  if (!operation || !state.chosen.size) return;
  const changes = [...state.chosen].map((file) => ({ file, version: versionOf(file), operation }));
  const answer = await changeMany(changes);
  if (!answer) return;
  const tiles = answer.tiles
    .filter((tile) => tile.before !== tile.text)
    .map((tile) => ({ file: tile.file, before: tile.before, after: tile.text }));
  if (tiles.length) {
    state.undo.push({ tiles });
    state.redo = [];
  }
  say(`changed ${tiles.length} of ${answer.tiles.length} tiles`);
}

// Undoes (`which` "before") or redoes ("after") a change to many tiles in one step, moving it
// from `from` to `to`.
async function stepMany(from, to, which) {
  const entry = from.pop();
  const changes = entry.tiles.map((tile) => ({
    file: tile.file,
    version: versionOf(tile.file),
    operation: { op: "replace-text", text: tile[which] },
  }));
  const answer = await changeMany(changes);
  if (!answer) {
    from.push(entry);
    return;
  }
  to.push(entry);
  say(`${which === "before" ? "undid" : "redid"} the change to ${entry.tiles.length} tiles`);
}

function typed() {
  if (state.typedFrom === null && state.tile) state.typedFrom = state.tile.text;
  clearTimeout(state.typing);
  state.typing = setTimeout(async () => {
    const from = state.typedFrom;
    state.typedFrom = null;
    const text = $("toml").value;
    if (!state.tile || text === state.tile.text) return;
    state.undo.push(from);
    state.redo = [];
    await operate({ op: "replace-text", text }, "typed");
  }, 400);
}

async function newTile(copy) {
  const letter = $("new-letter").value.trim();
  const manifest = $("new-expansion").value;
  if (!letter || !manifest) {
    say("give the new tile's expansion and letter");
    return;
  }
  const request = { manifest, letter };
  if (copy && state.tile) request.copy = state.tile.file;
  const { status, answer } = await call("POST", "/api/new", request);
  if (status !== 201) {
    say(answer.error);
    return;
  }
  await loadSet();
  state.undo = [];
  state.redo = [];
  state.selected = null;
  show(answer);
  drawSet();
  say(`made ${answer.file}`);
}

async function deleteTile() {
  if (!state.tile || !window.confirm(`Delete ${state.tile.file}? Undo delete brings it back.`)) return;
  const { status, answer } = await call("POST", "/api/delete", {
    file: state.tile.file,
    version: state.tile.version,
  });
  if (status === 409) {
    conflict(answer.disk, state.tile.text);
    return;
  }
  if (status !== 200) {
    say(answer.error);
    return;
  }
  const expansion = state.set.expansions.find((found) =>
    found.tiles.some((tile) => tile.file === state.tile.file));
  const letter = state.tile.file.split("/").pop().replace(/\.toml$/, "");
  state.deleted = { manifest: expansion.manifest, letter, text: answer.text };
  $("undelete").hidden = false;
  state.tile = null;
  $("drawing").replaceChildren();
  $("toml").value = "";
  $("features").replaceChildren();
  $("diagnostics").replaceChildren();
  say(`deleted ${answer.deleted}`);
  await loadSet();
}

async function undelete() {
  if (!state.deleted) return;
  const { status, answer } = await call("POST", "/api/new", state.deleted);
  if (status !== 201) {
    say(answer.error);
    return;
  }
  state.deleted = null;
  $("undelete").hidden = true;
  show(answer);
  await loadSet();
}

// A file changed on disk by another program is shown as it now is.
async function poll() {
  if (state.tile && !state.busy && state.typedFrom === null) {
    const file = state.tile.file;
    const { status, answer } = await call("GET", `/api/version?file=${encodeURIComponent(file)}`);
    if (status === 200 && state.tile && state.tile.file === file && answer.version !== state.tile.version &&
        !state.busy) {
      const keep = [state.undo, state.redo];
      await openTile(file);
      [state.undo, state.redo] = keep;
      say("the file changed on disk: shown as it now is");
    }
  }
  setTimeout(poll, 1000);
}

function start() {
  // When the click being handled came, for the edit it makes to time itself from.
  document.addEventListener("click", (event) => { state.clickedAt = event.timeStamp; }, true);
  document.addEventListener("click", () => { state.clickedAt = null; });
  for (const button of document.querySelectorAll("[data-tool]")) {
    button.addEventListener("click", () => choose(button.dataset.tool));
  }
  $("view-art").addEventListener("click", toggleView);
  $("many-turn").addEventListener("click", () => operateMany({ op: "turn" }));
  $("many-count").addEventListener("click", () => operateMany({
    op: "count", edition: $("many-edition").value, count: Number($("many-copies").value),
  }));
  $("many-illustrate").addEventListener("click", () => {
    if (!$("many-position").value) {
      say("an illustration stands in a field: choose a position");
      return;
    }
    operateMany({ op: "illustration", kind: $("many-illustration").value, position: $("many-position").value });
  });
  $("many-mark").addEventListener("click", () =>
    operateMany(markerOperation($("many-marker").value, $("many-position").value)));
  $("many-clear").addEventListener("click", () => {
    state.chosen.clear();
    drawSelection();
    drawSet();
  });
  $("turn").addEventListener("click", () => operate({ op: "turn" }));
  $("undo").addEventListener("click", undo);
  $("redo").addEventListener("click", redo);
  $("delete").addEventListener("click", deleteTile);
  $("undelete").addEventListener("click", undelete);
  $("new-tile").addEventListener("click", () => newTile(false));
  $("copy-tile").addEventListener("click", () => newTile(true));
  $("take-disk").addEventListener("click", takeDisk);
  $("toml").addEventListener("input", typed);
  $("pennants").addEventListener("change", () => {
    const feature = selectedFeature();
    if (feature) operate({ op: "pennants", feature: feature.id, pennants: Number($("pennants").value) });
  });
  for (const id of ["expansion-filter", "edition-filter", "text-filter"]) {
    $(id).addEventListener("input", drawSet);
  }
  document.addEventListener("keydown", (event) => {
    if ((event.ctrlKey || event.metaKey) && event.key === "z" && event.target.id !== "toml") {
      event.preventDefault();
      if (event.shiftKey) redo();
      else undo();
    }
  });
  const asked = new URLSearchParams(window.location.search);
  // `?view=art` opens the page over the designer's art.
  if (asked.get("view") === "art") toggleView();
  Promise.all([loadLists(), loadSet()]).then(async () => {
    const wanted = asked.get("file");
    const first = state.set.expansions.flatMap((expansion) => expansion.tiles)[0];
    if (wanted || first) await openTile(wanted || first.file);
    document.body.dataset.ready = "true";
  });
  poll();
}

start();
