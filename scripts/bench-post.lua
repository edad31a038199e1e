-- wrk script for scripts/bench's GraphQL row: every request POSTs the same JSON body (a file) to
-- the URL's path, as an Apollo client sends a query.
--
-- Usage: wrk ... -s scripts/bench-post.lua URL -- BODY_FILE

local request_text

function init(args)
    local file = assert(io.open(args[1], "rb"), "bench-post.lua: cannot open " .. tostring(args[1]))
    local body = file:read("*a")
    file:close()
    request_text = wrk.format("POST", nil, { ["Content-Type"] = "application/json" }, body)
end

function request()
    return request_text
end
