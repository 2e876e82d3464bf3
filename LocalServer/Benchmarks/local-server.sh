#!/usr/bin/env bash
# The local server at world scale: searches, start, memory, a mirror's first sync and writes, at 1,555, 15,550 and
# 62,200 meetings (1, 10 and 40 copies of the sample), measured with wrk over loopback.
#
#   Benchmarks/local-server.sh [SECONDS] [--sizes 1,10,40] [--quick] [--profile] [--records FILE]
#
#   SECONDS      per wrk run and per write run (default 10; 2 with --quick)
#   --sizes      the copies of the sample to measure (default 1,10,40; 1,10 with --quick)
#   --quick      a smoke run: short runs, two sizes
#   --profile    each query once more at concurrency 16 under `perf record` (needs perf: apt-get install linux-perf),
#                splitting the server's CPU per search into the search, the JSON writing, reading the query and the rest
#   --records F  keep the measurements (one JSON object a line) in F: Benchmarks/local-server-report.py F SECONDS
#                writes the report again
#
# Needs wrk (apt-get install wrk), curl and python3. Builds bmlt and bmlt-benchmark in release mode (in .build-bench).
# For each size, `bmlt-benchmark world-data` writes the world dump (copy 1 is the sample at New York, the others at 39
# other cities, their texts without copy 1's words), and the script
#
# - imports it into a data file (`bmlt serve --import`), then times a start on that ready file until the first search
#   answers (goal: under 1 s);
# - runs three queries whose answers are copy 1's meetings at every size (weekday + 5 miles around New York, formats
#   17 AND 8 in service body 1 and below, the text "Serenity") at concurrency 1 and 16, with the server's and wrk's CPU
#   time per search (from /proc), and checks that every answer holds the same meeting ids at every size and on every
#   server; the rate at concurrency 16 is compared with issue 25's goals (10,000/s for weekday + radius, 5,000/s for
#   the others), with its rate at the smallest size (goal: at least 0.9) and with the HTTP ceiling, a bare Hummingbird
#   route answering the weekday + radius answer's bytes from memory (`bmlt-benchmark http-ceiling`; goal for weekday
#   + radius: at least 0.70);
# - reads the server's resident memory after the searches (VmRSS; goal: under 4 × the bytes of GetSearchResults of
#   every meeting);
# - does the same searches on the legacy mode (`bmlt serve --legacy`, 2.16.6's behaviour);
# - times a mirror's first sync of the world (`bmlt serve --mirror`) from the local server, and the origin alone
#   answering the same requests one after another (what the mirror cannot go below);
# - at the smallest and the largest size, renames meetings through the admin API (`PATCH /api/v1/meetings/{id}`,
#   `bmlt-benchmark write-load`) from 1 and 4 clients, runs the weekday + radius search while one client writes
#   (goal: at least 0.8 of its rate alone), then restarts the server on its data file and checks that every meeting
#   reads back the last name acknowledged for it.
#
# When the conformance peers run (Conformance/peer.sh start; BMLT_PEER_URL and BMLT_PEER4_URL name others), each size's
# dump is loaded into them (`peer.sh load all`, BMLT_PEER_DIR naming their folder), the same searches and the writes
# (4.x) run against them, and `peer.sh reset all` puts the sample back before the next step; with BMLT_PEER_LOCK set to
# a file, that happens while holding `flock` on it. The report is Markdown on standard output, every figure with its
# ratio to its goal; progress goes to standard error. Everything it starts, it stops; it listens on 127.0.0.1 only.
set -euo pipefail
cd "$(dirname "$0")/.."

duration=""
kept_records=""
profile=""
quick=""
sizes=""
while [ $# -gt 0 ]; do
    case "$1" in
    --profile) profile=1 ;;
    --quick) quick=1 ;;
    --sizes) sizes="${2:?--sizes needs a list of copies, such as 1,10,40}" && shift ;;
    --sizes=*) sizes="${1#--sizes=}" ;;
    --records) kept_records="${2:?--records needs a file}" && shift ;;
    *[!0-9]* | "") sed -n '5,14p' "$0" | sed 's/^# \{0,1\}//' >&2 && exit 64 ;;
    *) duration="$1" ;;
    esac
    shift
done
duration="${duration:-$([ -n "$quick" ] && echo 2 || echo 10)}"
sizes="${sizes:-$([ -n "$quick" ] && echo 1,10 || echo 1,10,40)}"
IFS=, read -r -a copies_list <<<"$sizes"
for copies in "${copies_list[@]}"; do
    [[ $copies =~ ^[0-9]+$ ]] && [ "$copies" -ge 1 ] && [ "$copies" -le 40 ] ||
        { echo "--sizes: copies are between 1 and 40, not $copies" >&2 && exit 64; }
done
first_size="${copies_list[0]}"
last_size="${copies_list[${#copies_list[@]} - 1]}"
peer="${BMLT_PEER_URL:-http://127.0.0.1:8765/main_server}"
peer4="${BMLT_PEER4_URL:-http://127.0.0.1:8766/main_server}"

for tool in wrk curl python3; do
    command -v "$tool" >/dev/null || { echo "$tool is needed (wrk: apt-get install wrk)" >&2 && exit 1; }
done
[ -z "$profile" ] || command -v perf >/dev/null ||
    { echo "perf is needed for --profile: apt-get install linux-perf" >&2 && exit 1; }
swift build -c release --product bmlt --scratch-path .build-bench >&2
swift build -c release --product bmlt-benchmark --scratch-path .build-bench >&2
bin="$(swift build -c release --product bmlt --scratch-path .build-bench --show-bin-path)"
bmlt="$bin/bmlt"
bench="$bin/bmlt-benchmark"

workdir="$(mktemp -d)"
records="$workdir/records.jsonl"
: >"$records"
started=() # the ids of the processes running now
peers_loaded=""
say() { echo "local-server.sh: $*" >&2; }

# SIGTERM: a background process of a script ignores SIGINT, unless it handles it (`bmlt serve` handles both).
stop_process() {
    local pid=$1 kept=() other
    kill -TERM "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    for other in "${started[@]}"; do [ "$other" = "$pid" ] || kept+=("$other"); done
    started=("${kept[@]}")
}
reset_peers() {
    say "putting the sample back into the peers"
    Conformance/peer.sh reset all >&2 || say "peer.sh reset all failed: run it by hand"
    peers_loaded=""
}
cleanup() {
    local pid
    for pid in "${started[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
    for pid in "${started[@]}"; do wait "$pid" 2>/dev/null || true; done
    [ -z "$peers_loaded" ] || reset_peers
    # A run that stops part-way keeps what it measured.
    [ -z "$kept_records" ] || [ ! -s "$workdir/records.jsonl" ] || cp "$workdir/records.jsonl" "$kept_records"
    rm -rf "$workdir"
}
trap cleanup EXIT

# Starts a server (NAME, then its command line), waits until it prints its root URL (at most 600 s: an import or a
# mirror's first read comes first), and sets $pid and $url.
start_server() {
    local name=$1 deadline=$((SECONDS + 600))
    shift
    # An earlier run's output would be read before the new process empties the file.
    rm -f "$workdir/$name.out" "$workdir/$name.err"
    "$@" >"$workdir/$name.out" 2>"$workdir/$name.err" &
    pid=$!
    started+=("$pid")
    # A whole line: the URL read while it is being written would be cut short.
    until [ "$(wc -l <"$workdir/$name.out")" -ge 1 ] || [ $SECONDS -ge $deadline ] || ! kill -0 "$pid" 2>/dev/null; do
        sleep 0.01
    done
    url="$(head -1 "$workdir/$name.out")"
    case "$url" in http://127.0.0.1:*) ;; *) say "$name did not start: $(cat "$workdir/$name.err")" && exit 1 ;; esac
}

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$(now)" 'BEGIN {printf "%.3f", b - a}'; }
# CPU seconds a process has used so far (user + system), from /proc.
cpu_seconds() { awk -v tick="$(getconf CLK_TCK)" '{printf "%.3f", ($14 + $15) / tick}' "/proc/$1/stat"; }
# One record of the report (a JSON object) a line.
record() { tr '\n' ' ' <<<"$1" >>"$records" && echo >>"$records"; }

# name|goal at concurrency 16|query
queries=(
    "weekday + 5-mile radius|10000|switcher=GetSearchResults&weekdays=2&lat_val=40.7128&long_val=-74.0060&geo_width=5"
    "formats 17 AND 8 + service body 1 recursive|5000|switcher=GetSearchResults&formats%5B%5D=17&formats%5B%5D=8&services%5B%5D=1&recursive=1"
    "text search (Serenity)|5000|switcher=GetSearchResults&SearchString=Serenity"
)
json_url() { echo "$1/client_interface/json/?$2"; }
# The sorted meeting ids of an answer (2.x answers {} for none).
answer_ids() {
    { curl -sf --max-time 300 "$1" || true; } | python3 -c '
import json, sys
try:
    answer = json.load(sys.stdin)
except ValueError:
    print("no answer")
    sys.exit(0)
print(",".join(sorted((str(m["id_bigint"]) for m in (answer if isinstance(answer, list) else [])), key=int)))'
}

# Each query at concurrency 1 and 16 against a server: SIZE SERVER_NAME ROOT PID (PID empty for a peer).
measure_searches() {
    local size=$1 server_name=$2 root=$3 server_pid=$4 entry name rest goal query target ids connections threads
    local before after result rate latency client_cpu server_cpu failures
    for entry in "${queries[@]}"; do
        name="${entry%%|*}"
        rest="${entry#*|}"
        goal="${rest%%|*}"
        query="${rest#*|}"
        target="$(json_url "$root" "$query")"
        ids="$(answer_ids "$target")"
        record "{\"kind\": \"answer\", \"size\": $size, \"server\": \"$server_name\", \"query\": \"$name\", \"ids\": \"$ids\"}"
        wrk -t1 -c1 -d1s --timeout 30s "$target" >/dev/null # warm up
        for connections in 1 16; do
            threads=$((connections < 2 ? 1 : 2))
            before="$([ -n "$server_pid" ] && cpu_seconds "$server_pid" || echo 0)"
            TIMEFORMAT='%U %S'
            { time wrk -t"$threads" -c"$connections" -d"${duration}s" --timeout 30s --latency "$target" \
                >"$workdir/wrk.out"; } 2>"$workdir/wrk.time"
            after="$([ -n "$server_pid" ] && cpu_seconds "$server_pid" || echo 0)"
            client_cpu="$(awk '{print $1 + $2}' "$workdir/wrk.time")"
            result="$(cat "$workdir/wrk.out")"
            failures="$(awk '/Non-2xx/ {print $NF}' <<<"$result")"
            [ -z "$failures" ] || say "$server_name, $name: $failures answers were not 200"
            rate="$(awk '/Requests\/sec/ {print $2}' <<<"$result")"
            latency="$(awk '/Latency/ && !/Distribution/ {print $2; exit}' <<<"$result")"
            server_cpu=null
            [ -z "$server_pid" ] || server_cpu="$(awk -v a="$after" -v b="$before" 'BEGIN {print a - b}')"
            record "{\"kind\": \"search\", \"size\": $size, \"server\": \"$server_name\", \"query\": \"$name\",
                \"goal\": $goal, \"connections\": $connections, \"rate\": $rate, \"latency\": \"$latency\",
                \"seconds\": $duration, \"server_cpu\": $server_cpu, \"client_cpu\": $client_cpu, \"failures\": ${failures:-0},
                \"meetings\": $(awk -F, '{print ($0 == "" ? 0 : NF)}' <<<"$ids")}"
        done
    done
}

# The shares of the server's CPU that perf finds in the search, the JSON writing, reading the query and the rest, each
# query at concurrency 16 (--profile): SIZE SERVER_NAME ROOT PID.
profile_searches() {
    local size=$1 server_name=$2 root=$3 server_pid=$4 entry load search json respond parse
    # The share of the server's samples under a frame whose (mangled) name matches, as perf's "children" column says.
    share() { awk -v pattern="$1" '$0 ~ pattern {sub("%", "", $1); print $1; exit}' "$workdir/report.txt"; }
    for entry in "${queries[@]}"; do
        wrk -t2 -c16 -d"$((duration + 2))s" "$(json_url "$root" "${entry##*|}")" >/dev/null &
        load=$!
        sleep 1
        perf record -F 999 -g -p "$server_pid" -o "$workdir/perf.data" -- sleep "$duration" >/dev/null 2>&1
        wait "$load"
        perf report -i "$workdir/perf.data" --children --sort symbol --stdio 2>/dev/null | grep -E '^ +[0-9]' \
            >"$workdir/report.txt"
        search="$(share 'MeetingSearchV3run')"
        json="$(share 'ReadAPIV4list')"
        respond="$(share 'ReadAPIV7respond')"
        parse="$(share 'RequestParametersV5query')"
        record "{\"kind\": \"profile\", \"size\": $size, \"server\": \"$server_name\", \"query\": \"${entry%%|*}\",
            \"search\": ${search:-0}, \"json\": ${json:-0}, \"respond\": ${respond:-0}, \"parse\": ${parse:-0}}"
    done
}

# Published meetings of copy 1 that no benchmark query finds, for the writes to rename: MEETINGS.
write_targets() {
    local root=$1 excluded
    excluded="$(grep '"kind": "answer"' "$records" | python3 -c '
import json, sys
print(",".join(sorted({i for line in sys.stdin for i in json.loads(line)["ids"].split(",") if i})))')"
    curl -sf "$(json_url "$root" "switcher=GetSearchResults&services%5B%5D=2&recursive=1&data_field_key=id_bigint")" |
        python3 -c '
import json, sys
excluded = set(sys.argv[1].split(","))
# (A server that gave no answer in time has "no answer" for its ids.)
ids = sorted({int(m["id_bigint"]) for m in json.load(sys.stdin)} - {int(i) for i in excluded if i.isdigit()})
print(",".join(str(i) for i in ids[:16]))' "$excluded"
}

# Whether every meeting reads back the name the last acknowledged write gave it: ROOT OUTCOME_FILE… (in the order the
# runs wrote) → "MEETINGS_CHECKED MEETINGS_AS_WRITTEN".
read_back() {
    python3 - "$@" <<'PY'
import json, sys, urllib.request
root, last = sys.argv[1], {}
for outcome in sys.argv[2:]:
    last.update(json.load(open(outcome))["last"])
query = "&".join(f"meeting_ids%5B%5D={i}" for i in last)
with urllib.request.urlopen(f"{root}/client_interface/json/?switcher=GetSearchResults&{query}", timeout=300) as r:
    answer = json.load(r)
names = {str(m["id_bigint"]): m.get("meeting_name") for m in (answer if isinstance(answer, list) else [])}
print(len(last), sum(1 for i, name in last.items() if names.get(i) == name))
PY
}

# Writes from 1 and 4 clients, then searches while one client writes: SIZE SERVER_NAME ROOT MEETINGS.
measure_writes() {
    local size=$1 server_name=$2 root=$3 meetings=$4 clients outcome
    for clients in 1 4; do
        outcome="$workdir/writes-$size-$clients.json"
        "$bench" write-load "$root" --meetings "$meetings" --clients "$clients" --seconds "$duration" \
            --tag "$size-$clients" >"$outcome"
        record "{\"kind\": \"writes\", \"size\": $size, \"server\": \"$server_name\", \"clients\": $clients,
            \"outcome\": $(cat "$outcome")}"
    done
}
searches_while_writing() {
    local size=$1 server_name=$2 root=$3 meetings=$4 writer entry rate
    entry="${queries[0]}"
    "$bench" write-load "$root" --meetings "$meetings" --clients 1 --seconds "$((duration + 2))" \
        --tag "$size-mixed" >"$workdir/writes-$size-mixed.json" &
    writer=$!
    sleep 1
    wrk -t2 -c16 -d"${duration}s" --timeout 30s "$(json_url "$root" "${entry##*|}")" >"$workdir/wrk.out"
    wait "$writer"
    rate="$(awk '/Requests\/sec/ {print $2}' "$workdir/wrk.out")"
    record "{\"kind\": \"mixed\", \"size\": $size, \"server\": \"$server_name\", \"rate\": $rate,
        \"outcome\": $(cat "$workdir/writes-$size-mixed.json")}"
}

# The requests a mirror's first read makes, one after another, timed (seconds): ROOT.
origin_alone() {
    python3 - "$1" <<'PY'
import json, sys, time, urllib.request
root = sys.argv[1] + "/client_interface/"
main = {"id_bigint", "worldid_mixed", "shared_group_id_bigint", "service_body_bigint", "service_body_name",
        "weekday_tinyint", "venue_type", "start_time", "duration_time", "time_zone", "formats", "lang_enum",
        "longitude", "latitude", "distance_in_km", "distance_in_miles", "email_contact", "published",
        "root_server_uri", "root_server_id", "format_shared_id_list"}
total = 0.0
def get(query, data_format="json"):
    global total
    start = time.monotonic()
    with urllib.request.urlopen(f"{root}{data_format}/?{query}", timeout=600) as answer:
        body = answer.read()
    total += time.monotonic() - start
    return json.loads(body)
info = get("switcher=GetServerInfo")[0]
keys = [k["key"] for k in get("switcher=GetFieldKeys")]
get("switcher=GetServiceBodies")
for language in (info.get("langs") or "").split(",") or [""]:
    get("switcher=GetFormats&show_all=1" + (f"&lang_enum={language}" if language else ""))
meetings = get("switcher=GetSearchResults&advanced_published=0")
for key in keys:
    if key not in main:
        get(f"switcher=GetFieldValues&meeting_key={key}")
shown = {i for value in get("switcher=GetFieldValues&meeting_key=formats") for i in value["ids"].split(",")}
# A 4.x origin's unpublished meetings' format order, from their TSML types, in batches of 100.
if not info["version"].startswith("2."):
    unshown = [m["id_bigint"] for m in meetings if m["id_bigint"] not in shown and m.get("format_shared_id_list")]
    for start in range(0, len(unshown), 100):
        ids = "&".join(f"meeting_ids[]={i}" for i in unshown[start:start + 100])
        get("switcher=GetSearchResults&advanced_published=0&" + ids, "tsml")
get("switcher=GetSearchResults&advanced_published=0&formats=-2147483647&data_field_key=id_bigint")
print(f"{total:.3f}")
PY
}

peer_names=()
peer_roots=()
if curl -sf -o /dev/null --max-time 5 "$(json_url "$peer" switcher=GetServerInfo)"; then
    peer_names+=("real 2.16.6 (PHP)") && peer_roots+=("$peer")
else
    say "no 2.16.6 peer at $peer: its rows are left out (Conformance/peer.sh start)"
fi
if curl -sf -o /dev/null --max-time 5 "$(json_url "$peer4" switcher=GetServerInfo)"; then
    peer_names+=("real 4.x (PHP)") && peer_roots+=("$peer4")
else
    say "no 4.x peer at $peer4: its rows are left out (Conformance/peer.sh start)"
fi

ceiling_measured=""
for size in "${copies_list[@]}"; do
    dump="$workdir/world-$size.sql"
    say "$size copies: writing the world dump"
    "$bench" world-data "$size" "$dump"

    # Current mode: import, then a start on the ready file, timed until the first search answers.
    for mode in current legacy; do
        data="$workdir/world-$size-$mode.sqlite"
        flags=()
        [ "$mode" = current ] || flags=(--legacy)
        server_name="local server"
        [ "$mode" = current ] || server_name="local server (legacy)"
        say "$size copies: importing into the $server_name's data file"
        started_at="$(now)"
        start_server "import-$mode" "$bmlt" serve "${flags[@]}" --port 0 --data "$data" --import "$dump"
        import_seconds="$(elapsed "$started_at")"
        stop_process "$pid"
        started_at="$(now)"
        start_server "serve-$mode" "$bmlt" serve "${flags[@]}" --port 0 --data "$data"
        until curl -sf -o /dev/null --max-time 30 "$(json_url "$url" "${queries[0]##*|}")"; do sleep 0.005; done
        record "{\"kind\": \"start\", \"size\": $size, \"server\": \"$server_name\", \"seconds\": $(elapsed "$started_at"),
            \"import_seconds\": $import_seconds}"
        server=$pid
        root=$url
        say "$size copies: searches on the $server_name"
        measure_searches "$size" "$server_name" "$root" "$server"
        world_bytes="$(curl -sf -o /dev/null -w '%{size_download}' "$(json_url "$root" switcher=GetSearchResults)")"
        record "{\"kind\": \"memory\", \"size\": $size, \"server\": \"$server_name\",
            \"rss_kb\": $(awk '/VmRSS/ {print $2}' "/proc/$server/status"), \"world_bytes\": $world_bytes}"
        [ -z "$profile" ] || profile_searches "$size" "$server_name" "$root" "$server"

        if [ "$mode" = current ] && [ -z "$ceiling_measured" ]; then
            say "the HTTP ceiling"
            curl -sf -o "$workdir/ceiling.json" "$(json_url "$root" "${queries[0]##*|}")"
            start_server ceiling "$bench" http-ceiling --port 0 --body "$workdir/ceiling.json"
            target="$(json_url "$url" "${queries[0]##*|}")"
            wrk -t1 -c1 -d1s "$target" >/dev/null
            for connections in 1 16; do
                threads=$((connections < 2 ? 1 : 2))
                rate="$(wrk -t"$threads" -c"$connections" -d"${duration}s" "$target" | awk '/Requests\/sec/ {print $2}')"
                record "{\"kind\": \"ceiling\", \"connections\": $connections, \"rate\": $rate}"
            done
            stop_process "$pid"
            ceiling_measured=1
        fi

        if [ "$mode" = current ]; then
            say "$size copies: a mirror's first sync"
            started_at="$(now)"
            start_server "mirror" "$bmlt" serve --port 0 --mirror "$root" --sync-interval 0 \
                --data "$workdir/mirror-$size.sqlite"
            mirror_seconds="$(elapsed "$started_at")"
            stop_process "$pid"
            record "{\"kind\": \"mirror\", \"size\": $size, \"seconds\": $mirror_seconds,
                \"origin_seconds\": $(origin_alone "$root")}"
        fi

        if [ "$mode" = current ] && { [ "$size" = "$first_size" ] || [ "$size" = "$last_size" ]; }; then
            targets="$(write_targets "$root")"
            say "$size copies: writes to the $server_name (meetings $targets)"
            measure_writes "$size" "$server_name" "$root" "$targets"
            searches_while_writing "$size" "$server_name" "$root" "$targets"
            # Every acknowledged write reads back after a restart on the data file.
            stop_process "$server"
            start_server "restart" "$bmlt" serve --port 0 --data "$data"
            read -r checked ok <<<"$(read_back "$url" "$workdir/writes-$size-"{1,4,mixed}.json)"
            record "{\"kind\": \"readback\", \"size\": $size, \"server\": \"$server_name\", \"checked\": $checked,
                \"ok\": $ok, \"restarted\": true}"
            server=$pid
        fi
        stop_process "$server"
    done

    if [ ${#peer_names[@]} -gt 0 ]; then
        if [ -n "${BMLT_PEER_LOCK:-}" ]; then
            exec 8>"$BMLT_PEER_LOCK"
            say "waiting for $BMLT_PEER_LOCK"
            flock 8
        fi
        say "$size copies: loading the peers"
        peers_loaded=1
        Conformance/peer.sh load all "$dump" >&2
        for index in "${!peer_names[@]}"; do
            say "$size copies: searches on the ${peer_names[$index]}"
            measure_searches "$size" "${peer_names[$index]}" "${peer_roots[$index]}" ""
        done
        if [ "${peer_names[${#peer_names[@]} - 1]}" = "real 4.x (PHP)" ] &&
            { [ "$size" = "$first_size" ] || [ "$size" = "$last_size" ]; }; then
            say "$size copies: writes to the real 4.x"
            rm -f "$workdir"/writes-"$size"-*.json
            targets="$(write_targets "$peer4")"
            measure_writes "$size" "real 4.x (PHP)" "$peer4" "$targets"
            searches_while_writing "$size" "real 4.x (PHP)" "$peer4" "$targets"
            read -r checked ok <<<"$(read_back "$peer4" "$workdir/writes-$size-"{1,4,mixed}.json)"
            record "{\"kind\": \"readback\", \"size\": $size, \"server\": \"real 4.x (PHP)\", \"checked\": $checked,
                \"ok\": $ok, \"restarted\": false}"
        fi
        reset_peers
        [ -z "${BMLT_PEER_LOCK:-}" ] || { flock -u 8 && exec 8>&-; }
    fi
    rm -f "$dump" "$workdir"/world-"$size"-*.sqlite* "$workdir"/mirror-"$size".sqlite*
done

[ -z "$kept_records" ] || cp "$records" "$kept_records"
python3 Benchmarks/local-server-report.py "$records" "$duration"
