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
  typing: null, // the timer of a pause in typing
  typedFrom: null, // the text before the typing began
  deleted: null, // the last tile deleted: { manifest, letter, text }
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
  const wantedExpansion = $("expansion-filter").value;
  const wantedEdition = $("edition-filter").value;
  const text = $("text-filter").value.trim().toLowerCase();
  const thumbnails = $("thumbnails");
  const sums = $("sums");
  thumbnails.replaceChildren();
  sums.replaceChildren();
  for (const expansion of state.set.expansions) {
    if (wantedExpansion && expansion.id !== wantedExpansion) continue;
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
    for (const tile of expansion.tiles) {
      if (wantedEdition && !tile.counts[wantedEdition]) continue;
      const words = `${tile.id || ""} ${tile.letter || ""} ${tile.file}`.toLowerCase();
      if (text && !words.includes(text)) continue;
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
      button.addEventListener("click", () => openTile(tile.file));
      thumbnails.append(button);
    }
  }
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
  for (const button of document.querySelectorAll("[data-tool], [data-illustration]")) {
    const name = button.dataset.tool || button.dataset.illustration;
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
  if (!state.tile || state.busy) return;
  state.busy = true;
  const before = state.tile.text;
  const started = performance.now();
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
    await loadSet();
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
  if (!state.undo.length || !state.tile) return;
  const text = state.undo.pop();
  state.redo.push(state.tile.text);
  await operate({ op: "replace-text", text }, "keep");
}

async function redo() {
  if (!state.redo.length || !state.tile) return;
  const text = state.redo.pop();
  state.undo.push(state.tile.text);
  await operate({ op: "replace-text", text }, "keep");
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
  for (const button of document.querySelectorAll("[data-kind]")) {
    button.addEventListener("click", () => {
      choose(null);
      operate({ op: "new-feature", kind: button.dataset.kind });
    });
  }
  for (const button of document.querySelectorAll("[data-tool], [data-illustration]")) {
    button.addEventListener("click", () => choose(button.dataset.tool || button.dataset.illustration));
  }
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
  loadSet().then(async () => {
    const wanted = new URLSearchParams(window.location.search).get("file");
    const first = state.set.expansions.flatMap((expansion) => expansion.tiles)[0];
    if (wanted || first) await openTile(wanted || first.file);
    document.body.dataset.ready = "true";
  });
  poll();
}

start();
