-- wrk script for scripts/bench's route table: every request asks another path of a list (another
-- id, page or name), so one answer kept by the server is not what the whole run measures.
--
-- Usage: wrk ... -s scripts/bench-routes.lua URL -- PATHS_FILE
--   PATHS_FILE  one path (with its query, already percent-encoded) per line
--
-- Request n of thread t asks line (n * 7919 + t * 997) of the file, wrapping: 7919 is prime, so
-- each thread walks the whole list before it asks a path again, in an order that jumps about.

local paths = {}
local counter = 0
local next_thread = 0
-- thread_id: a global each thread's state is given by setup (1, 2, ...).

function setup(thread)
    next_thread = next_thread + 1
    thread:set("thread_id", next_thread)
end

function init(args)
    local file = assert(io.open(args[1], "r"), "bench-routes.lua: cannot open " .. tostring(args[1]))
    for line in file:lines() do
        if line ~= "" then paths[#paths + 1] = line end
    end
    file:close()
    assert(#paths > 0, "bench-routes.lua: no paths in " .. args[1])
end

function request()
    local index = (counter * 7919 + thread_id * 997) % #paths + 1
    counter = counter + 1
    return wrk.format("GET", paths[index])
end
