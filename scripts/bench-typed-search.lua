-- wrk script for scripts/bench: `GET /search?q=` as a person typing sends it, each request a
-- text the server has never answered before, so no page kept by text (the server keeps a page
-- per text for a few seconds) is ever served.
--
-- Usage: wrk ... -s scripts/bench-typed-search.lua URL -- TEXTS_FILE RUN
--   TEXTS_FILE  one query per line, already percent-encoded: prefixes of the data's names
--   RUN         a small number told apart per wrk run (0-15), so runs never repeat each other
--
-- Request n of thread t asks line (n * 7919 + t * 997) of the file, wrapping, then a space and
-- 16 marks from "-._~" spelling (RUN, t, n) in base 4. The marks are neither letters nor digits,
-- so the search's words (and its results) are the prefix's alone; they need no escaping in the
-- URL or the page.

local texts = {}
local run = 0
local counter = 0
local marks = { "-", ".", "_", "~" }
local next_thread = 0
-- thread_id: a global each thread's state is given by setup (1, 2, ...).

function setup(thread)
    next_thread = next_thread + 1
    thread:set("thread_id", next_thread)
end

local function spell(value, digits)
    local out = {}
    for i = digits, 1, -1 do
        out[i] = marks[(value % 4) + 1]
        value = math.floor(value / 4)
    end
    return table.concat(out)
end

function init(args)
    local file = assert(io.open(args[1], "r"), "bench-typed-search.lua: cannot open " .. tostring(args[1]))
    for line in file:lines() do
        if line ~= "" then texts[#texts + 1] = line end
    end
    file:close()
    assert(#texts > 0, "bench-typed-search.lua: no texts in " .. args[1])
    run = tonumber(args[2]) or 0
end

function request()
    local index = (counter * 7919 + thread_id * 997) % #texts + 1
    local suffix = spell(run, 2) .. spell(thread_id, 2) .. spell(counter, 12)
    counter = counter + 1
    return wrk.format("GET", "/search?q=" .. texts[index] .. "%20" .. suffix)
end
