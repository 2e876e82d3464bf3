#!/usr/bin/env bash
# Searches per second of the local server on the sample data, measured with wrk over loopback.
#
#   Benchmarks/local-server.sh [SECONDS]      (default 10 seconds per run; needs wrk: apt-get install wrk)
#
# Builds bmlt in release mode (in .build-bench), starts `bmlt serve` on 127.0.0.1 with a fresh data file, runs each
# query at concurrency 1 and 16, prints a Markdown table with the ratio to the 2,000 searches/s target, and stops
# the server.
set -euo pipefail
cd "$(dirname "$0")/.."

duration="${1:-10}"
target=2000

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
search="$root/client_interface/json/?switcher=GetSearchResults"

queries=(
    "weekday + 5-mile radius|$search&weekdays=2&lat_val=40.75&long_val=-73.5&geo_width=5"
    "formats AND + service body recursive|$search&formats%5B%5D=17&formats%5B%5D=29&services=2&recursive=1"
    "text search|$search&SearchString=Hicksville"
)

echo "| Query | Meetings | Concurrency | Searches/s | Mean latency | Ratio to $target/s |"
echo "|---|---:|---:|---:|---:|---:|"
for entry in "${queries[@]}"; do
    name="${entry%%|*}"
    url="${entry#*|}"
    meetings="$(curl -s "$url" | python3 -c 'import json,sys; print(len(json.load(sys.stdin)))')"
    wrk -t1 -c1 -d1s "$url" >/dev/null # warm up
    for connections in 1 16; do
        threads=$((connections < 2 ? 1 : 2))
        result="$(wrk -t"$threads" -c"$connections" -d"${duration}s" --latency "$url")"
        if grep -q "Non-2xx" <<<"$result"; then echo "$name: non-2xx answers" >&2; exit 1; fi
        rate="$(awk '/Requests\/sec/ {print $2}' <<<"$result")"
        latency="$(awk '/Latency/ && !/Distribution/ {print $2; exit}' <<<"$result")"
        ratio="$(awk -v r="$rate" -v t="$target" 'BEGIN {printf "%.2f", r / t}')"
        printf '| %s | %s | %s | %.0f | %s | %s |\n' "$name" "$meetings" "$connections" "$rate" "$latency" "$ratio"
    done
done
