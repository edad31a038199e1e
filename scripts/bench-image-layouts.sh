# Sourced by scripts/bench (its helpers, $bin, $api, $work and the stand-in are set up there).
# Issue 13 §2: the two image layouts of the cache measured in one run, alternating layout by
# layout round by round: image bytes as blobs in the SQLite file, or as files beside it.
#   sync --images (on disk and on tmpfs), GET /characters/1/image (hot: the server's in-memory
#   answers) and GET /characters/N/image for N over every character (826 avatars, more than the
#   server's 32 MiB of kept answers, so each request reads the store), `rmfeed image 1 --output -`,
#   `rmfeed cache info`, and the size of the cache on disk.
# Writes its own table between the "image layouts" markers of BENCHMARKS.md.

image_layouts_bench() {
    local layouts=(blobs files) layout round dir start end
    local rounds_sync=$(( rounds < 5 ? 5 : rounds )) disk_base tmpfs_base
    disk_base="$work/layouts"
    tmpfs_base=$([ "$sync_out" = "$work" ] && echo "$work/layouts-tmpfs" || echo "$sync_out/layouts")
    mkdir -p "$disk_base" "$tmpfs_base"
    for layout in "${layouts[@]}"; do
        : > "$work/layout.$layout.sync-disk"; : > "$work/layout.$layout.sync-tmpfs"
        : > "$work/layout.$layout.image-cli"; : > "$work/layout.$layout.info-cli"
        : > "$work/layout.$layout.hot"; : > "$work/layout.$layout.cold"; : > "$work/layout.$layout.cold-read-errors"
    done

    log "Image layouts: sync --images on disk and on tmpfs ($rounds_sync rounds, blobs and files alternating)"
    for round in $(seq 1 "$rounds_sync"); do
        for layout in "${layouts[@]}"; do
            for where in disk tmpfs; do
                dir=$([ "$where" = disk ] && echo "$disk_base/$layout" || echo "$tmpfs_base/$layout")
                rm -rf "$dir"
                sync
                start=$EPOCHREALTIME
                RMFEED_IMAGE_LAYOUT=$layout "$bin/rmfeed" sync --images --api-url "$api" --cache-dir "$dir" >"$work/layout.out" 2>&1 || {
                    echo "scripts/bench: rmfeed sync ($layout) failed:" >&2; cat "$work/layout.out" >&2; exit 1; }
                end=$EPOCHREALTIME
                elapsed_ms "$start" "$end" >> "$work/layout.$layout.sync-$where"
                grep -q "Synced $total_pages pages, $image_count characters" "$work/layout.out" || {
                    echo "scripts/bench: sync ($layout) did not load every character:" >&2; cat "$work/layout.out" >&2; exit 1; }
            done
        done
    done
    for layout in "${layouts[@]}"; do
        du -sk --apparent-size "$disk_base/$layout" | awk '{ print $1 }' > "$work/layout.$layout.apparent"
        du -sk "$disk_base/$layout" | awk '{ print $1 }' > "$work/layout.$layout.du"
        RMFEED_IMAGE_LAYOUT=$layout "$bin/rmfeed" cache info --api-url "$api" --cache-dir "$disk_base/$layout" > "$work/layout.$layout.info"
    done
    [ -d "$disk_base/files/rmfeed.sqlite-images" ] || { echo "scripts/bench: the files layout wrote no image files" >&2; exit 1; }

    log "Image layouts: rmfeed image 1 --output - and rmfeed cache info ($rounds rounds of $cli_runs runs each)"
    for layout in "${layouts[@]}"; do
        cmp -s <(RMFEED_IMAGE_LAYOUT=$layout "$bin/rmfeed" image 1 --output - --api-url "$api" --cache-dir "$disk_base/$layout") \
            <(curl -sf "$(jq -r '.results[0].image' "$work/pages/page-1.json")") || {
            echo "scripts/bench: rmfeed image 1 ($layout) is not the stand-in's avatar" >&2; exit 1; }
    done
    for round in $(seq 1 "$rounds"); do
        for layout in "${layouts[@]}"; do
            for _ in $(seq 1 "$cli_runs"); do
                start=$EPOCHREALTIME
                RMFEED_IMAGE_LAYOUT=$layout "$bin/rmfeed" image 1 --output - --api-url "$api" --cache-dir "$disk_base/$layout" >/dev/null
                end=$EPOCHREALTIME
                elapsed_ms "$start" "$end" >> "$work/layout.$layout.image-cli"
                start=$EPOCHREALTIME
                RMFEED_IMAGE_LAYOUT=$layout "$bin/rmfeed" cache info --api-url "$api" --cache-dir "$disk_base/$layout" >/dev/null
                end=$EPOCHREALTIME
                elapsed_ms "$start" "$end" >> "$work/layout.$layout.info-cli"
            done
        done
    done

    log "Image layouts: rmfeed serve, GET /characters/1/image and every character's image, wrk ${wrk_args[*]}, $rounds rounds"
    local -A serve_url
    for layout in "${layouts[@]}"; do
        local port; port=$(free_port)
        RMFEED_IMAGE_LAYOUT=$layout "$bin/rmfeed" serve --host 127.0.0.1 --port "$port" --refresh-interval 86400 \
            --api-url "$api" --cache-dir "$disk_base/$layout" >"$work/layout.$layout.serve.log" 2>&1 &
        pids+=($!)
        serve_url[$layout]="http://127.0.0.1:$port"
        wait_for "${serve_url[$layout]}/healthz"
        grep -qi '^x-image-source: cache' <(curl -sf -D - -o /dev/null "${serve_url[$layout]}/characters/1/image") || {
            echo "scripts/bench: /characters/1/image ($layout) was not served from the cache" >&2; exit 1; }
    done
    cat > "$work/every-image.lua" <<EOF
local id = 0
request = function()
    id = id % $image_count + 1
    return wrk.format(nil, "/characters/" .. id .. "/image")
end
EOF
    for round in $(seq 1 "$rounds"); do
        for layout in "${layouts[@]}"; do
            wrk_rps "${serve_url[$layout]}/characters/1/image" >> "$work/layout.$layout.hot"
            local out
            out=$(wrk "${wrk_args[@]}" -s "$work/every-image.lua" "${serve_url[$layout]}")
            # Every answer must be a 200; socket read errors (connections the server closed) are counted.
            if grep -qE 'Non-2xx|connect [1-9]|write [1-9]|timeout [1-9]' <<< "$out"; then echo "scripts/bench: wrk errors ($layout):" >&2; echo "$out" >&2; exit 1; fi
            awk '/^Requests\/sec:/ { print $2 }' <<< "$out" >> "$work/layout.$layout.cold"
            awk '/Socket errors/ { sub(",", "", $6); n = $6 } END { print n + 0 }' <<< "$out" >> "$work/layout.$layout.cold-read-errors"
        done
    done

    # --- The table: medians, files ÷ blobs ---
    local rows="$work/layout.rows"
    : > "$rows"
    layout_row() {  # FIGURE FILE FORMAT (ratio files ÷ blobs)
        local b f
        b=$(median < "$work/layout.blobs.$2"); f=$(median < "$work/layout.files.$2")
        printf '| %s | %s | %s | %s |\n' "$1" "$(awk -v v="$b" -v f="$3" 'BEGIN { printf f, v }')" "$(awk -v v="$f" -v f="$3" 'BEGIN { printf f, v }')" "$(awk -v a="$f" -v b="$b" 'BEGIN { printf "%.2f×", a / b }')" >> "$rows"
    }
    layout_row "\`rmfeed sync --images\` ($total_pages pages, $image_count images), cache on disk (ext4), ms" sync-disk '%.0f'
    layout_row "\`rmfeed sync --images\`, cache on tmpfs, ms" sync-tmpfs '%.0f'
    layout_row "\`GET /characters/1/image\` (hot: the server's kept answer), requests/s" hot '%.0f'
    layout_row "\`GET /characters/N/image\`, N = 1…$image_count in turn (each read from the store), requests/s" cold '%.0f'
    layout_row "\`rmfeed image 1 --output -\`, whole process, ms" image-cli '%.1f'
    layout_row "\`rmfeed cache info\`, whole process, ms" info-cli '%.1f'
    layout_row "size on disk after the sync (\`du -k\`), KiB" du '%.0f'
    layout_row "apparent size (\`du -k --apparent-size\`), KiB" apparent '%.0f'
    {
        echo "Run of $(date -u '+%Y-%m-%d %H:%M UTC') on $(nproc) cores, commit $(git rev-parse --short HEAD)$([ -z "$(git status --porcelain -- Sources Package.swift scripts)" ] || echo ' (with uncommitted changes)')."
        echo "Medians; layouts alternating within each round. sync: $rounds_sync rounds, each run after \`sync\`;"
        echo "CLI: $((rounds * cli_runs)) runs each; wrk ${wrk_args[*]}, $rounds rounds per figure;"
        echo "sync rounds, ms: blobs on disk $(paste -sd' ' "$work/layout.blobs.sync-disk"); files on disk $(paste -sd' ' "$work/layout.files.sync-disk");"
        echo "blobs on tmpfs $(paste -sd' ' "$work/layout.blobs.sync-tmpfs"); files on tmpfs $(paste -sd' ' "$work/layout.files.sync-tmpfs")."
        echo "wrk socket read errors on every character's image (connections closed by the server), per run: blobs $(paste -sd' ' "$work/layout.blobs.cold-read-errors" 2>/dev/null), files $(paste -sd' ' "$work/layout.files.cold-read-errors" 2>/dev/null)."
        echo
        echo "| figure | blobs in SQLite | files beside it | files ÷ blobs |"
        echo "|---|---|---|---|"
        cat "$rows"
    } > "$work/layouts.md"
    echo
    cat "$work/layouts.md"
    if [ -z "${RMFEED_BENCH_NO_WRITE:-}" ]; then
        local start_marker='<!-- scripts/bench: image layouts -->' end_marker='<!-- scripts/bench: image layouts end -->'
        grep -qF "$start_marker" BENCHMARKS.md || printf '\n## Image layouts (issue 13 §2)\n\n%s\n%s\n' "$start_marker" "$end_marker" >> BENCHMARKS.md
        awk -v table="$work/layouts.md" -v start="$start_marker" -v stop="$end_marker" '
            $0 == start { print; while ((getline line < table) > 0) print line; skipping = 1; next }
            $0 == stop { skipping = 0 }
            !skipping { print }
        ' BENCHMARKS.md > "$work/BENCHMARKS.layouts.md"
        cp "$work/BENCHMARKS.layouts.md" "$root/BENCHMARKS.md"
        log "Wrote the image layouts section of BENCHMARKS.md"
    fi
}
