import Foundation

/// node's `JSON.parse` and python's `json.loads`, timed by themselves on the same file.
enum ExternalParser {
    case node
    case python

    /// Median MB/s over `repetitions` parses after one warm-up, or `nil` when the runtime is not installed.
    func throughput(file: URL, repetitions: Int) -> Double? {
        let (program, script): (String, String)
        switch self {
        case .node:
            program = "node"
            script = """
                const fs = require('fs');
                const text = fs.readFileSync(process.argv[1], 'utf8');
                const bytes = fs.statSync(process.argv[1]).size;
                const reps = Number(process.argv[2]);
                JSON.parse(text);
                const rates = [];
                for (let i = 0; i < reps; i++) {
                  const start = process.hrtime.bigint();
                  const parsed = JSON.parse(text);
                  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
                  if (parsed.length === 0) throw new Error('empty');
                  rates.push(bytes / seconds / 1e6);
                }
                rates.sort((a, b) => a - b);
                console.log(rates[Math.floor(rates.length / 2)]);
                """
        case .python:
            program = "python3"
            script = """
                import json, os, sys, time
                path, reps = sys.argv[1], int(sys.argv[2])
                text = open(path, encoding='utf-8').read()
                size = os.path.getsize(path)
                json.loads(text)
                rates = []
                for _ in range(reps):
                    start = time.perf_counter()
                    parsed = json.loads(text)
                    rates.append(size / (time.perf_counter() - start) / 1e6)
                    assert parsed
                rates.sort()
                print(rates[len(rates) // 2])
                """
        }
        let flag = self == .node ? "-e" : "-c"
        guard
            let output = try? Probe.output(of: "/usr/bin/env", [program, flag, script, file.path, String(repetitions)])
        else { return nil }
        return Double(output.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
