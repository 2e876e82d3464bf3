#!/usr/bin/env bash
# Searches per second of the local server on the sample data, measured with wrk over loopback.
#
#   Benchmarks/local-server.sh [SECONDS] [--profile]   (default 10 seconds per run; needs wrk: apt-get install wrk)
#
# Builds bmlt in release mode (in .build-bench), starts `bmlt serve` on 127.0.0.1 with a fresh data file, runs each
# query at concurrency 1 and 16, and prints a Markdown table with each figure's ratio to its goal at concurrency 16
# (issue 25: 10,000/s for weekday + radius, 5,000/s for the other two), with the CPU time the server and wrk each
# spent per search (from /proc: on 2 cores, what the server does not use, the load generator mostly does). When a
# 2.16.6 or 4.x peer of the conformance set-up answers (Conformance/peer.sh start; BMLT_PEER_URL and BMLT_PEER4_URL name
# others), the same queries run against it in the same run, and a last table gives the local server's rate at
# concurrency 16 as a multiple of each real server's. With --profile (needs perf: apt-get install linux-perf), each query runs once
# more at concurrency 16 under `perf record`, and a second table splits the server's CPU per search into the search,
# the JSON writing, reading the query, and the rest (HTTP, scheduling and the kernel's side of the sockets).
# Everything it starts, it stops.
set -euo pipefail
cd "$(dirname "$0")/.."

duration="${1:-10}"
profile="${2:-}"
peer="${BMLT_PEER_URL:-http://127.0.0.1:8765/main_server}"
peer4="${BMLT_PEER4_URL:-http://127.0.0.1:8766/main_server}"

command -v wrk >/dev/null || { echo "wrk is needed: apt-get install wrk" >&2; exit 1; }
swift build -c release --product bmlt --scratch-path .build-bench >&2
binary="$(swift build -c release --product bmlt --scratch-path .build-bench --show-bin-path)/bmlt"

workdir="$(mktemp -d)"
"$binary" serve --port 0 --data "$workdir/bench.sqlite" >"$workdir/serve.out" 2>"$workdir/serve.err" &
server=$!
trap 'kill -INT $server 2>/dev/null; wait $server 2>/dev/null; rm -rf "$workdir"' EXIT
for _ in $(seq 100); do [ -s "$workdir/serve.out" ] && break; sleep 0.1; done
root="$(head -1 "$workdir/serve.out")"
case "$root" in http://127.0.0.1:*) ;; *) echo "bmlt serve did not start: $(cat "$workdir/serve.err")" >&2; exit 1 ;; esac

# name|goal at concurrency 16|query
queries=(
    "weekday + 5-mile radius|10000|switcher=GetSearchResults&weekdays=2&lat_val=40.7128&long_val=-74.0060&geo_width=5"
    "formats 17 AND 8 + service body 1 recursive|5000|switcher=GetSearchResults&formats%5B%5D=17&formats%5B%5D=8&services%5B%5D=1&recursive=1"
    "text search (Serenity)|5000|switcher=GetSearchResults&SearchString=Serenity"
)

servers=("local server|$root")
if curl -sf -o /dev/null --max-time 5 "$peer/client_interface/json/?switcher=GetServerInfo"; then
    servers+=("real 2.16.6 (PHP)|$peer")
else
    echo "No 2.16.6 peer at $peer: its rows are left out (Conformance/peer.sh start)." >&2
fi
if curl -sf -o /dev/null --max-time 5 "$peer4/client_interface/json/?switcher=GetServerInfo"; then
    servers+=("real 4.x (PHP)|$peer4")
else
    echo "No 4.x peer at $peer4: its rows are left out (Conformance/peer.sh start)." >&2
fi

# CPU seconds a process has used so far (user + system), from /proc.
cpu_seconds() { awk -v tick="$(getconf CLK_TCK)" '{printf "%.3f", ($14 + $15) / tick}' "/proc/$1/stat"; }

cpu_per_search=()
rates=() # "server|query|searches/s" at concurrency 16
echo "| Server | Query | Meetings | Concurrency | Searches/s | Mean latency | Server CPU per search | wrk CPU per search | Ratio to goal |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---:|"
for server_entry in "${servers[@]}"; do
    server_name="${server_entry%%|*}"
    base="${server_entry#*|}/client_interface/json/?"
    for entry in "${queries[@]}"; do
        name="${entry%%|*}"
        rest="${entry#*|}"
        goal="${rest%%|*}"
        url="$base${rest#*|}"
        meetings="$(curl -s "$url" | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))')"
        wrk -t1 -c1 -d1s "$url" >/dev/null # warm up
        for connections in 1 16; do
            threads=$((connections < 2 ? 1 : 2))
            server_pid="$server"
            [ "$server_name" = "local server" ] || server_pid=""
            before="$([ -n "$server_pid" ] && cpu_seconds "$server_pid" || echo 0)"
            TIMEFORMAT='%U %S'
            { time wrk -t"$threads" -c"$connections" -d"${duration}s" --timeout 30s --latency "$url" \
                >"$workdir/wrk.out"; } 2>"$workdir/wrk.time"
            client_cpu="$(awk '{print $1 + $2}' "$workdir/wrk.time")"
            result="$(cat "$workdir/wrk.out")"
            after="$([ -n "$server_pid" ] && cpu_seconds "$server_pid" || echo 0)"
            if grep -q "Non-2xx" <<<"$result"; then echo "$server_name, $name: non-2xx answers" >&2; exit 1; fi
            rate="$(awk '/Requests\/sec/ {print $2}' <<<"$result")"
            latency="$(awk '/Latency/ && !/Distribution/ {print $2; exit}' <<<"$result")"
            ratio="$(awk -v r="$rate" -v t="$goal" 'BEGIN {printf "%.2f", r / t}')"
            [ "$connections" = 16 ] || ratio="–"
            per_search() { awk -v c="$1" -v r="$rate" -v d="$duration" 'BEGIN {printf "%.0f µs", c * 1e6 / (r * d)}'; }
            server_cpu="–"
            [ -z "$server_pid" ] || server_cpu="$(per_search "$(awk -v a="$after" -v b="$before" 'BEGIN {print a - b}')")"
            printf '| %s | %s | %s | %s | %.0f | %s | %s | %s | %s |\n' "$server_name" "$name" "$meetings" \
                "$connections" "$rate" "$latency" "$server_cpu" "$(per_search "$client_cpu")" "$ratio"
            [ "$connections" = 16 ] && [ -n "$server_pid" ] && cpu_per_search+=("$server_cpu")
            [ "$connections" = 16 ] && rates+=("$server_name|$name|$rate")
        done
    done
done

if [ ${#servers[@]} -gt 1 ]; then
    echo
    printf '%s\n' "${rates[@]}" | awk -F'|' '
        $1 == "local server" { local[$2] = $3; queries[++n] = $2; next }
        !($1 in seen) { seen[$1] = 1; peers[++m] = $1 }
        { rate[$1, $2] = $3 }
        END {
            header = "| Query |"; rule = "|---|"
            for (j = 1; j <= m; j++) { header = header " Local server ÷ " peers[j] " |"; rule = rule "---:|" }
            print header; print rule
            for (i = 1; i <= n; i++) {
                row = "| " queries[i] " |"
                for (j = 1; j <= m; j++) row = row sprintf(" %.0f× |", local[queries[i]] / rate[peers[j], queries[i]])
                print row
            }
        }'
fi

[ "$profile" = "--profile" ] || exit 0
command -v perf >/dev/null || { echo "perf is needed for --profile: apt-get install linux-perf" >&2; exit 1; }
# The share of the server's samples under a frame whose (mangled) name matches, as perf's "children" column says.
share() { awk -v pattern="$1" '$0 ~ pattern {sub("%", "", $1); print $1; exit}' "$workdir/report.txt"; }
echo
echo "| Query | Server CPU per search | Search | JSON writing | Reading the query | HTTP, scheduling, kernel |"
echo "|---|---:|---:|---:|---:|---:|"
index=0
for entry in "${queries[@]}"; do
    name="${entry%%|*}"
    url="$root/client_interface/json/?${entry##*|}"
    wrk -t2 -c16 -d"$((duration + 2))s" "$url" >/dev/null &
    load=$!
    sleep 1
    perf record -F 999 -g -p "$server" -o "$workdir/perf.data" -- sleep "$duration" >/dev/null 2>&1
    wait "$load"
    perf report -i "$workdir/perf.data" --children --sort symbol --stdio 2>/dev/null | grep -E '^ +[0-9]' \
        >"$workdir/report.txt"
    search="$(share 'MeetingSearchV3run')"
    json="$(share 'ReadAPIV4list')"
    respond="$(share 'ReadAPIV7respond')"
    parse="$(share 'RequestParametersV5query')"
    cpu="${cpu_per_search[$index]% µs}"
    index=$((index + 1))
    awk -v n="$name" -v c="$cpu" -v s="${search:-0}" -v j="${json:-0}" -v r="${respond:-0}" -v p="${parse:-0}" 'BEGIN {
        rest = 100 - r - p
        printf "| %s | %d µs | %.0f µs (%.0f %%) | %.0f µs (%.0f %%) | %.0f µs (%.0f %%) | %.0f µs (%.0f %%) |\n",
            n, c, c * s / 100, s, c * j / 100, j, c * p / 100, p, c * rest / 100, rest
    }'
done
