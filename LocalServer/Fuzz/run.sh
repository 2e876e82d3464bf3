#!/usr/bin/env bash
# Builds the libFuzzer harnesses with the address sanitizer, then runs each on its corpus.
#
#   Fuzz/run.sh                       every harness, 10 million executions each
#   Fuzz/run.sh --seconds 9           every harness for 9 s (CI's short run)
#   Fuzz/run.sh --runs 1000 FuzzNAWSCSV
#   Fuzz/run.sh --jobs 2 FuzzMySQLDump  the executions shared among 2 processes, one a core
#
# New inputs that reach new code go to .build/corpus/<harness>; `--keep` merges them into Corpus/<harness>.
# A crash, hang (over 5 s), leak or sanitizer report stops the run with the input saved in .build/findings.
set -euo pipefail
cd "$(dirname "$0")"

limit=(-runs=10000000)
keep=false
jobs=1
harnesses=()
while (($#)); do
    case "$1" in
    --seconds) limit=(-max_total_time="$2") && shift ;;
    --runs) limit=(-runs="$2") && shift ;;
    --jobs) jobs="$2" && shift ;;
    --keep) keep=true ;;
    *) harnesses+=("$1") ;;
    esac
    shift
done
[[ "$jobs" =~ ^[1-9][0-9]*$ ]] || {
    echo "run.sh: --jobs takes a number of processes, 1 or more" >&2
    exit 2
}
((${#harnesses[@]})) || harnesses=(FuzzReadAPI FuzzSearchResults FuzzAdminAPI FuzzLegacyAdmin FuzzNAWSCSV FuzzMySQLDump)

# Allocations remember two frames instead of 30: a report still shows where the fault happened, and the harnesses
# that allocate most (the dump importer) run about a third faster.
export ASAN_OPTIONS="${ASAN_OPTIONS:-malloc_context_size=2}"

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
    options=(-max_len="$max_len" -timeout=5 -rss_limit_mb=4096 -print_final_stats=1
        -artifact_prefix="$PWD/.build/findings/$harness-" "$PWD/$work" "$PWD/Corpus/$harness")
    status=0
    if ((jobs > 1)); then
        # libFuzzer writes each job's output to fuzz-<job>.log in the working directory, and the jobs share the corpus.
        per_job=("${limit[@]}")
        [[ "${limit[0]}" == -runs=* ]] && per_job=(-runs="$((${limit[0]#-runs=} / jobs))")
        rm -rf ".build/jobs/$harness" && mkdir -p ".build/jobs/$harness"
        (cd ".build/jobs/$harness" && "$bin/$harness" -jobs="$jobs" -workers="$jobs" "${per_job[@]}" "${options[@]}") \
            >/dev/null 2>&1 || status=$?
        cat ".build/jobs/$harness"/fuzz-*.log >"$log"
    else
        "$bin/$harness" "${limit[@]}" "${options[@]}" 2>"$log" || status=$?
    fi
    if ((status != 0)); then
        tail -40 "$log"
        exit 1
    fi
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | awk '{ total += $1 } END { print total }')
    seconds=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log" | sort -n | tail -1)
    # libFuzzer names an input by its SHA-1, so an input kept in both folders counts once.
    units=$(ls "$work" "Corpus/$harness" | grep -v -e ':$' -e '^$' | sort -u | wc -l)
    echo "$harness: $runs executions in $seconds s"
    printf '| %s | %s | %s | %s | %s |\n' "$harness" "$runs" "$seconds" "$((runs / (seconds > 0 ? seconds : 1)))" \
        "$units" >>.build/summary.md
    if $keep; then
        "$bin/$harness" -merge=1 -max_len="$max_len" "Corpus/$harness" "$work" 2>>"$log"
    fi
done
cat .build/summary.md
