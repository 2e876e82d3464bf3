#!/usr/bin/env bash
# Builds the libFuzzer harnesses with the address sanitizer, then runs each on its corpus.
#
#   Fuzz/run.sh                       every harness, 10 million executions each
#   Fuzz/run.sh --seconds 9           every harness for 9 s (CI's short run)
#   Fuzz/run.sh --runs 1000 FuzzNAWSCSV
#
# New inputs that reach new code go to .build/corpus/<harness>; `--keep` merges them into Corpus/<harness>.
# A crash, hang (over 5 s), leak or sanitizer report stops the run with the input saved in .build/findings.
set -euo pipefail
cd "$(dirname "$0")"

limit=(-runs=10000000)
keep=false
harnesses=()
while (($#)); do
    case "$1" in
    --seconds) limit=(-max_total_time="$2") && shift ;;
    --runs) limit=(-runs="$2") && shift ;;
    --keep) keep=true ;;
    *) harnesses+=("$1") ;;
    esac
    shift
done
((${#harnesses[@]})) || harnesses=(FuzzReadAPI FuzzSearchResults FuzzAdminAPI FuzzLegacyAdmin FuzzNAWSCSV FuzzMySQLDump)

flags=(-c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing)
swift build "${flags[@]}"
bin="$(swift build "${flags[@]}" --show-bin-path)"

mkdir -p .build/findings
printf '| Harness | Executions | Seconds | Executions/s | Corpus |\n|---|---:|---:|---:|---:|\n' >.build/summary.md
for harness in "${harnesses[@]}"; do
    work=".build/corpus/$harness"
    mkdir -p "$work"
    max_len=4096
    [[ "$harness" == FuzzMySQLDump ]] && max_len=8192
    log=".build/$harness.log"
    echo "== $harness"
    "$bin/$harness" "${limit[@]}" -max_len="$max_len" -timeout=5 -rss_limit_mb=4096 -print_final_stats=1 \
        -artifact_prefix=".build/findings/$harness-" "$work" "Corpus/$harness" 2>"$log" || {
        tail -40 "$log"
        exit 1
    }
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    seconds=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log")
    units=$(ls "$work" "Corpus/$harness" | grep -cv ':$' || true)
    echo "$harness: $runs executions in $seconds s"
    printf '| %s | %s | %s | %s | %s |\n' "$harness" "$runs" "$seconds" "$((runs / (seconds > 0 ? seconds : 1)))" \
        "$units" >>.build/summary.md
    if $keep; then
        "$bin/$harness" -merge=1 -max_len="$max_len" "Corpus/$harness" "$work" 2>>"$log"
    fi
done
cat .build/summary.md
