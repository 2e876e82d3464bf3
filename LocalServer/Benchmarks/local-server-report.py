#!/usr/bin/env python3
"""The Markdown report of Benchmarks/local-server.sh, from the records (one JSON object a line) it wrote.

    local-server-report.py RECORDS SECONDS

Exits with status 1 when a check failed: an answer that does not hold the same meeting ids at every size and on every
server, or a write that does not read back.
"""
import json
import sys

SAMPLE_MEETINGS = 1555
LOCAL = "local server"
PEER4 = "real 4.x (PHP)"
GOALS = {
    "scaling": 0.9,  # each query's rate at concurrency 16 at a larger size ÷ at the smallest
    "ceiling": 0.70,  # weekday + radius ÷ the HTTP ceiling
    "start": 1.0,  # seconds from launching on a ready data file to the first search answered
    "memory": 4.0,  # resident memory ÷ the bytes of GetSearchResults of every meeting
    "writes": 10.0,  # the local server's writes per second ÷ the real 4.x's
    "mixed": 0.8,  # searches per second while one client writes ÷ searches alone
}

records = [json.loads(line) for line in open(sys.argv[1]) if line.strip()]
seconds = sys.argv[2]
failed = []


def interface(server):
    """The interface a server answers in: 2.x's (2.16.6 and the legacy mode) or 4.x's."""
    return "2.x" if "2.16.6" in server or "legacy" in server else "4.x"


def of(kind, **match):
    return [r for r in records if r["kind"] == kind and all(r.get(k) == v for k, v in match.items())]


def unique(values):
    return list(dict.fromkeys(values))


def size_name(size):
    return f"{size * SAMPLE_MEETINGS:,} ({size} {'copy' if size == 1 else 'copies'})"


def rate(value):
    """A rate per second: whole above 10, with two decimals below (a slow write path is not rounded to 0)."""
    return f"{value:,.0f}" if value >= 10 or value == 0 else f"{value:.2f}"


def ratio(value):
    return f"{value:.2f}×"


def met(value, goal, lower_is_better=False):
    ok = value <= goal if lower_is_better else value >= goal
    return "yes" if ok else "**no**"


def table(header, rows, text_columns=2):
    """A Markdown table, its first columns (names) aligned left and the others (figures) right."""
    print("| " + " | ".join(header) + " |")
    print("|" + "|".join("---" if i < text_columns else "---:" for i in range(len(header))) + "|")
    for row in rows:
        print("| " + " | ".join(str(cell) for cell in row) + " |")
    print()


sizes = unique(r["size"] for r in records if "size" in r)
searches = of("search")
servers = unique(r["server"] for r in searches)
queries = unique(r["query"] for r in searches)
smallest = sizes[0] if sizes else None

print(f"# The local server at world scale ({seconds} s a run)")
print()

# --- Answers -----------------------------------------------------------------------------------------------------------
print("## Answers: the same meetings at every size and on every server")
print()
rows = []
for query in queries:
    for server in servers:
        # 2.x's answers are compared with 2.x's (its text search is a "sounds like" match: more meetings than 4.x's).
        answers = [r for r in of("answer", query=query) if interface(r["server"]) == interface(server)]
        if not answers:
            continue
        expected = set(filter(None, answers[0]["ids"].split(",")))
        cells = []
        for size in sizes:
            found = of("answer", query=query, server=server, size=size)
            if not found:
                cells.append("–")
                continue
            if found[0]["ids"] == "no answer":
                # A real server that gives no answer within the script's wait (2.16.6 at world scale) is no mismatch.
                cells.append("no answer")
                continue
            ids = set(filter(None, found[0]["ids"].split(",")))
            same = ids == expected
            if not same:
                failed.append(f"{query}, {server}, {size_name(size)}: {len(ids)} meetings, not the {len(expected)}")
            cells.append(f"{len(ids)} {'same' if same else '**different**'}")
        rows.append([query, server] + cells)
table(["Query", "Server"] + [size_name(s) for s in sizes], rows)
print(
    "Each cell: the meetings of the answer, and whether their ids are those of the first answer of the same interface "
    + f"(the local server's at {size_name(smallest)} meetings, in the current mode for 4.x's interface and in the "
    + "legacy mode for 2.x's)."
)
print()

# --- Searches ------------------------------------------------------------------------------------------------------------
print("## Searches per second")
print()
rows = []
for size in sizes:
    for server in servers:
        for r in of("search", size=size, server=server):
            per_search = lambda cpu: (
                f"{cpu * 1e6 / (r['rate'] * r['seconds']):.0f} µs" if cpu is not None and r["rate"] > 0 else "–"
            )
            goal = f"{r['rate'] / r['goal']:.2f}" if r["connections"] == 16 else "–"
            if r["failures"]:
                failed.append(f"{r['query']}, {r['server']}, {size_name(size)}: {r['failures']} answers not 200")
            rows.append(
                [size_name(size), server, r["query"], r["meetings"], r["connections"], rate(r["rate"]), r["latency"],
                 per_search(r["server_cpu"]), per_search(r["client_cpu"]), r["failures"] or "", goal]
            )
table(
    ["Meetings", "Server", "Query", "Answer", "Concurrency", "Searches/s", "Mean latency", "Server CPU per search",
     "wrk CPU per search", "Not 200", "÷ goal (10,000/s radius, 5,000/s others)"],
    rows,
    text_columns=3,
)


def c16(size, server, query):
    found = of("search", size=size, server=server, query=query, connections=16)
    return found[0]["rate"] if found and found[0]["rate"] > 0 else None


# --- Scaling -------------------------------------------------------------------------------------------------------------
if len(sizes) > 1:
    print(f"## Scaling: each query's rate at concurrency 16 ÷ its rate at {size_name(smallest)} meetings (goal ≥ 0.9)")
    print()
    rows = []
    for server in servers:
        for query in queries:
            base = c16(smallest, server, query)
            if base is None:
                continue
            row = [server, query, rate(base)]
            for size in sizes[1:]:
                value = c16(size, server, query)
                row.append(
                    "–" if value is None
                    else f"{rate(value)}: {ratio(value / base)}, ÷ goal {value / base / GOALS['scaling']:.2f} "
                    + f"({met(value / base, GOALS['scaling'])})"
                )
            rows.append(row)
    table(["Server", "Query", f"At {size_name(smallest)}"] + [f"At {size_name(s)}" for s in sizes[1:]], rows)

# --- HTTP ceiling --------------------------------------------------------------------------------------------------------
ceiling = {r["connections"]: r["rate"] for r in of("ceiling")}
if 16 in ceiling:
    print("## The HTTP ceiling")
    print()
    print(
        f"A bare Hummingbird route answering the weekday + radius answer's bytes from memory: {rate(ceiling[1])}/s at "
        + f"concurrency 1, {rate(ceiling[16])}/s at 16. Each query's rate at concurrency 16 ÷ the ceiling's (goal for "
        + "weekday + radius ≥ 0.70):"
    )
    print()
    rows = []
    for server in [s for s in servers if s.startswith(LOCAL)]:
        for query in queries:
            row = [server, query]
            for size in sizes:
                value = c16(size, server, query)
                share = value / ceiling[16] if value is not None else None
                cell = "–" if share is None else ratio(share)
                if share is not None and query.startswith("weekday"):
                    cell += f", ÷ goal {share / GOALS['ceiling']:.2f} ({met(share, GOALS['ceiling'])})"
                row.append(cell)
            rows.append(row)
    table(["Server", "Query"] + [size_name(s) for s in sizes], rows)

# --- Start and memory ----------------------------------------------------------------------------------------------------
print("## Start and memory")
print()
rows = []
for size in sizes:
    for r in of("start", size=size):
        memory = of("memory", size=size, server=r["server"])
        rss = memory[0]["rss_kb"] * 1024 if memory else None
        world = memory[0]["world_bytes"] if memory else None
        multiple = rss / world if memory and world else None
        rows.append(
            [size_name(size), r["server"], f"{r['import_seconds']:.2f} s", f"{r['seconds']:.3f} s",
             f"{r['seconds'] / GOALS['start']:.2f} ({met(r['seconds'], GOALS['start'], True)})",
             f"{rss / 1e6:.1f} MB" if rss else "–", f"{world / 1e6:.1f} MB" if world else "–",
             ratio(multiple) if multiple else "–",
             f"{multiple / GOALS['memory']:.2f} ({met(multiple, GOALS['memory'], True)})" if multiple else "–"]
        )
table(
    ["Meetings", "Server", "Import of the dump", "Start on the ready file to the first search", "÷ goal (< 1 s)",
     "VmRSS after the searches", "World JSON (GetSearchResults, every meeting)", "VmRSS ÷ JSON", "÷ goal (< 4×)"],
    rows,
)

# --- Mirror --------------------------------------------------------------------------------------------------------------
mirrors = of("mirror")
if mirrors:
    print("## A mirror's first sync of the world from a local origin")
    print()
    table(
        ["Meetings", "Mirror's first sync (launch to serving)", "The origin alone (the same requests in turn)",
         "Mirror ÷ origin"],
        [[size_name(r["size"]), f"{r['seconds']:.2f} s", f"{r['origin_seconds']:.2f} s",
          ratio(r["seconds"] / r["origin_seconds"])] for r in mirrors],
        text_columns=1,
    )
    print("No numeric goal: the closer to 1×, the more the sync is limited by the origin rather than by the mirror.")
    print()

# --- Writes --------------------------------------------------------------------------------------------------------------
writes = of("writes")
if writes:
    print("## Writes: `PATCH /api/v1/meetings/{id}` of a meeting's name")
    print()
    rows = []
    for r in writes:
        outcome = r["outcome"]
        real = [w["outcome"]["rate"] for w in of("writes", size=r["size"], server=PEER4, clients=r["clients"])]
        versus = "–"
        if r["server"] == LOCAL and real and real[0] > 0:
            multiple = outcome["rate"] / real[0]
            versus = f"{ratio(multiple)}, ÷ goal {multiple / GOALS['writes']:.2f} ({met(multiple, GOALS['writes'])})"
        rows.append(
            [size_name(r["size"]), r["server"], r["clients"], rate(outcome["rate"]), outcome["errors"], versus]
        )
        if outcome["errors"]:
            failed.append(f"writes to the {r['server']}: {outcome['errors']} failed ({outcome.get('firstError')})")
    table(["Meetings", "Server", "Clients", "Writes/s", "Failed", "Local ÷ real 4.x (goal ≥ 10)"], rows)
    rows = []
    for r in of("mixed"):
        alone = c16(r["size"], r["server"], queries[0])
        share = r["rate"] / alone if alone is not None else None
        rows.append(
            [size_name(r["size"]), r["server"], rate(alone) if alone else "–", rate(r["rate"]),
             rate(r["outcome"]["rate"]), ratio(share) if share is not None else "–",
             f"{share / GOALS['mixed']:.2f} ({met(share, GOALS['mixed'])})" if share is not None else "–"]
        )
    print("Weekday + radius searches at concurrency 16 while one client writes:")
    print()
    table(
        ["Meetings", "Server", "Searches/s alone", "Searches/s with the writer", "Writes/s meanwhile", "Ratio",
         "÷ goal (≥ 0.8)"],
        rows,
    )
    rows = []
    for r in of("readback"):
        whole = r["checked"] > 0 and r["ok"] == r["checked"]
        if not whole:
            failed.append(f"{r['server']}, {size_name(r['size'])}: {r['ok']} of {r['checked']} meetings read back")
        rows.append(
            [size_name(r["size"]), r["server"], "after a restart on its data file" if r["restarted"] else "as it runs",
             r["checked"], r["ok"], "yes" if whole else "**no**"]
        )
    print("Every acknowledged write read back (each meeting's name is the last one written to it):")
    print()
    table(["Meetings", "Server", "Read", "Meetings written", "With their last name", "All"], rows, text_columns=3)

# --- Local ÷ peers -------------------------------------------------------------------------------------------------------
peers = [s for s in servers if not s.startswith(LOCAL)]
if peers:
    print("## The local server's rate at concurrency 16 as a multiple of each real server's")
    print()
    # Each real server against the local server in the current mode, and 2.16.6 against the legacy mode too.
    pairs = [(LOCAL, peer) for peer in peers] + [(LOCAL + " (legacy)", p) for p in peers if interface(p) == "2.x"]
    rows = []
    for size in sizes:
        for query in queries:
            row = [size_name(size), query]
            for local_server, peer in pairs:
                local, value = c16(size, local_server, query), c16(size, peer, query)
                row.append(f"{local / value:,.0f}×" if local and value else "–")
            rows.append(row)
    table(["Meetings", "Query"] + [f"{l[0].upper()}{l[1:]} ÷ {p}" for l, p in pairs], rows)

# --- Profile -------------------------------------------------------------------------------------------------------------
profiles = of("profile")
if profiles:
    print("## Where the server's CPU per search goes (perf, concurrency 16)")
    print()
    rows = []
    for r in profiles:
        found = of("search", size=r["size"], server=r["server"], query=r["query"], connections=16)
        cpu = found[0]["server_cpu"] * 1e6 / (found[0]["rate"] * found[0]["seconds"]) if found else 0
        rest = 100 - r["respond"] - r["parse"]
        part = lambda share: f"{cpu * share / 100:.0f} µs ({share:.0f} %)"
        rows.append(
            [size_name(r["size"]), r["server"], r["query"], f"{cpu:.0f} µs", part(r["search"]), part(r["json"]),
             part(r["parse"]), part(rest)]
        )
    table(
        ["Meetings", "Server", "Query", "Server CPU per search", "Search", "JSON writing", "Reading the query",
         "HTTP, scheduling, kernel"],
        rows,
        text_columns=3,
    )

if failed:
    print("## Checks that failed")
    print()
    for failure in failed:
        print(f"- {failure}")
    sys.exit(1)
print("Every check passed: the same meetings in every answer at every size and on every server, every answer 200, no")
print("failed write, and every acknowledged write read back.")
