#!/usr/bin/env bash
# Searches per second of the local server on the sample data, measured with wrk over loopback.
#
#   Benchmarks/local-server.sh [SECONDS]      (default 10 seconds per run; needs wrk: apt-get install wrk)
#
# Builds bmlt in release mode (in .build-bench), starts `bmlt serve` on 127.0.0.1 with a fresh data file, runs each
# query at concurrency 1 and 16, and prints a Markdown table with each figure's ratio to its goal at concurrency 16
# (issue 25: 10,000/s for weekday + radius, 5,000/s for the other two). When a 2.16.6 peer of the conformance set-up
# answers (Conformance/peer.sh start; BMLT_PEER_URL names another), the same queries run against it in the same run.
# Everything it starts, it stops.
set -euo pipefail
cd "$(dirname "$0")/.."

duration="${1:-10}"
peer="${BMLT_PEER_URL:-http://127.0.0.1:8765/main_server}"

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

echo "| Server | Query | Meetings | Concurrency | Searches/s | Mean latency | Ratio to goal |"
echo "|---|---|---:|---:|---:|---:|---:|"
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
            result="$(wrk -t"$threads" -c"$connections" -d"${duration}s" --timeout 30s --latency "$url")"
            if grep -q "Non-2xx" <<<"$result"; then echo "$server_name, $name: non-2xx answers" >&2; exit 1; fi
            rate="$(awk '/Requests\/sec/ {print $2}' <<<"$result")"
            latency="$(awk '/Latency/ && !/Distribution/ {print $2; exit}' <<<"$result")"
            ratio="$(awk -v r="$rate" -v t="$goal" 'BEGIN {printf "%.2f", r / t}')"
            [ "$connections" = 16 ] || ratio="–"
            printf '| %s | %s | %s | %s | %.0f | %s | %s |\n' \
                "$server_name" "$name" "$meetings" "$connections" "$rate" "$latency" "$ratio"
        done
    done
done
