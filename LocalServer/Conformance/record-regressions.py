#!/usr/bin/env python3
"""Records a real peer's answers to read queries as regression fixtures for the local server.

    Conformance/record-regressions.py PEER_URL FIXTURE QUERY [QUERY ...]

Each QUERY is a query string as bmlt-differential prints it: for `client_interface/json/`, or `<format>/?<query>` for
another data format. Its answer (status, and the parsed body, or the body's text when it is an error or no JSON: those
are compared as bytes) replaces the fixture's entry for the same query or is added at the end. FIXTURE is a JSON list such as
Tests/BMLTFixtures/server-4.1.1-beta2/differential-regressions.json. Run it on the pristine sample data
(`Conformance/peer.sh reset`). Python 3's standard library only.
"""

import json
import sys
import urllib.error
import urllib.request


def answer(root: str, query: str) -> dict:
    path = f"json/?{query}" if query.startswith("switcher=") else query
    url = f"{root}/client_interface/{path}"
    try:
        with urllib.request.urlopen(url, timeout=60) as response:
            status, body = response.status, response.read()
    except urllib.error.HTTPError as error:
        status, body = error.code, error.read()
    entry = {"query": query, "status": status}
    try:
        if status >= 400 or not path.startswith(("json/", "tsml/")):
            raise ValueError
        entry["body"] = json.loads(body)
    except ValueError:
        entry["text"] = body.decode("utf-8", "replace")
    return entry


def main() -> int:
    if len(sys.argv) < 4:
        print(__doc__.strip(), file=sys.stderr)
        return 64
    root, fixture, queries = sys.argv[1].rstrip("/"), sys.argv[2], sys.argv[3:]
    try:
        with open(fixture, encoding="utf-8") as file:
            entries = json.load(file)
    except FileNotFoundError:
        entries = []
    for query in queries:
        entry = answer(root, query)
        entries = [old for old in entries if old["query"] != query] + [entry]
        print(f"{entry['status']} {query}", file=sys.stderr)
    with open(fixture, "w", encoding="utf-8") as file:
        json.dump(entries, file, ensure_ascii=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
