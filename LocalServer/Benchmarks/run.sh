#!/usr/bin/env bash
# Decoding, memory, streaming and search benchmarks of the library, in one run, as a Markdown report.
#
#   Benchmarks/run.sh [--quick] [--sizes 1000,20000,60000]
#
# Builds bmlt-benchmark in release mode (in .build-bench) and runs it. It generates search answers of 1,000, 20,000
# and 60,000 meetings from the sample data, and compares this library's decoder with JSONDecoder, JSONSerialization,
# node's JSON.parse and python's json.loads on the same bytes (node and python3 are optional: without them their
# columns say "not installed"). Everything runs on 127.0.0.1 and stops at the end; a full run takes a few minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product bmlt-benchmark --scratch-path .build-bench >&2
"$(swift build -c release --product bmlt-benchmark --scratch-path .build-bench --show-bin-path)/bmlt-benchmark" "$@"
