-- An editing session in headless Neovim with its built-in LSP client, run by tests/neovim.rs
-- with the manual's snippet as its `init.lua`: open a broken tile (the snippet starts tilecat),
-- wait for tilecat's diagnostics, fix it, ask for hover, completion, definition and a code
-- action, and write what came back as JSON to $TILECAT_OUT.
local file = os.getenv("TILECAT_FILE")
local out = os.getenv("TILECAT_OUT")
local result = { steps = {} }

local function finish()
  local handle = io.open(out, "w")
  handle:write(vim.fn.json_encode(result))
  handle:close()
  vim.cmd("qall!")
end

local function step(name) table.insert(result.steps, name) end

local function session()
vim.cmd("edit " .. vim.fn.fnameescape(file))
local buf = vim.api.nvim_get_current_buf()
local client_id
local clients = vim.lsp.get_clients or vim.lsp.get_active_clients
vim.wait(20000, function()
  for _, client in pairs(clients()) do
    if client.name == "tilecat" and vim.lsp.buf_is_attached(buf, client.id) then
      client_id = client.id
      result.root = client.config.root_dir
    end
  end
  return client_id ~= nil
end, 20)
if not client_id then error("the manual's snippet started no tilecat client for " .. file) end
result.virtual_text = vim.diagnostic.config().virtual_text and true or false

local function diagnostics()
  local found = {}
  for _, diagnostic in ipairs(vim.diagnostic.get(buf)) do
    local lsp = diagnostic.user_data and diagnostic.user_data.lsp or {}
    local code = diagnostic.code or lsp.code
    table.insert(found, {
      code = code,
      lnum = diagnostic.lnum,
      col = diagnostic.col,
      message = diagnostic.message,
      -- The diagnostic as the server sent it, to hand back with a code action request.
      lsp = {
        range = {
          start = { line = diagnostic.lnum, character = diagnostic.col },
          ["end"] = { line = diagnostic.end_lnum, character = diagnostic.end_col },
        },
        message = diagnostic.message,
        code = code,
        source = diagnostic.source,
        data = lsp.data,
      },
    })
  end
  table.sort(found, function(a, b) return a.lnum < b.lnum or (a.lnum == b.lnum and a.col < b.col) end)
  return found
end

-- The 0-based line and column of the first `needle` in the buffer, `shift` bytes into it.
local function find(needle, shift)
  for number, line in ipairs(vim.api.nvim_buf_get_lines(buf, 0, -1, false)) do
    local column = line:find(needle, 1, true)
    if column then return number - 1, column - 1 + shift end
  end
  error("not in the buffer: " .. needle)
end

local function request(method, needle, shift, extra)
  local line, character = find(needle, shift)
  local params = { textDocument = { uri = vim.uri_from_bufnr(buf) }, position = { line = line, character = character } }
  for key, value in pairs(extra or {}) do params[key] = value end
  local responses = vim.lsp.buf_request_sync(buf, method, params, 10000) or {}
  local response = responses[client_id] or {}
  return response.result
end

local function replace_line(needle, text)
  local line = find(needle, 0)
  vim.api.nvim_buf_set_lines(buf, line, line + 1, false, { text })
end

-- The broken tile as opened: a field runs across the road.
vim.wait(20000, function() return #vim.diagnostic.get(buf) > 0 end, 20)
result.opened = diagnostics()
step("opened")

-- Fixed as the author types: the field stops at the road.
replace_line('edges = ["WR"]', 'edges = ["WR", "NL"]')
replace_line('edges = ["NL", "NR"', 'edges = ["NR", "EL", "ER", "SL", "SR", "WL"]')
vim.wait(20000, function() return #vim.diagnostic.get(buf) == 0 end, 20)
result.fixed = diagnostics()
step("fixed")

local hover = request("textDocument/hover", '"WR"', 1)
result.hover = hover and hover.contents.value
local definition = request("textDocument/definition", 'field = "north-west-field"', 10)
result.definition = definition
local completion = request("textDocument/completion", 'placement = "', 13)
result.completion = {}
for _, item in ipairs(completion and (completion.items or completion) or {}) do
  table.insert(result.completion, item.label)
end
step("asked")

-- A typo in a key, then the code action that fixes it, applied.
replace_line("letter = ", 'lettre = "F"')
vim.wait(20000, function() return #vim.diagnostic.get(buf) > 0 end, 20)
result.typo = diagnostics()
local unknown_key
for _, diagnostic in ipairs(result.typo) do
  if diagnostic.code == "E006" then unknown_key = diagnostic.lsp end
end
local actions = request("textDocument/codeAction", "lettre", 0, {
  range = unknown_key.range,
  context = { diagnostics = { unknown_key } },
})
result.action = actions and actions[1] and actions[1].title
if actions and actions[1] then
  vim.lsp.util.apply_workspace_edit(actions[1].edit, "utf-16")
end
result.line = vim.api.nvim_buf_get_lines(buf, find("= \"F\"", 0), find("= \"F\"", 0) + 1, false)[1]
vim.wait(20000, function() return #vim.diagnostic.get(buf) == 0 end, 20)
result.applied = diagnostics()
step("acted")
end

local ok, problem = xpcall(session, debug.traceback)
if not ok then result.error = problem end
finish()
