#!/usr/bin/env bash
# Drives the local server's administration API (current mode, /api/v1) with schemathesis, from the OpenAPI document
# of bmlt-server (openapi/bmlt-admin-api-v1.openapi.json): generated requests to every operation, none of which may
# be answered with a server error. Then the data it left is read back whole through the library (`bmlt`), so nothing
# invalid was stored. (Answers are not checked against the document's schemas: it declares as strings and integers
# values that bmlt-server's own resources write as null — `$meetingData->get($key) ?: null` for every data field in
# MeetingResource, a user's `ownerId` of -1 in UserResource, a format's unknown `type` — and the local server writes
# them as that server does.)
#
#   Conformance/api-fuzz.sh [EXAMPLES]      (examples per operation and phase, default 20)
#
# Two passes, each on a fresh copy of the sample data on 127.0.0.1: the second fuzzes the writes to users, which can
# change the password of the administrator whose token the first pass needs. `/api/v1/errortest` is left out: it is
# bmlt-server's own test route, whose `force_server_error` answers 500 by design; so are logout and refresh, which end
# the token. Needs python3 with venv and PyPI; the schemathesis it installs is kept in .build/api-fuzz.
set -euo pipefail
cd "$(dirname "$0")/.."

examples=${1:-20}
venv="$PWD/.build/api-fuzz"
work=$(mktemp -d)
spec=$work/openapi.json
server_pid=
url=
cleanup() {
    if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT

[ -x "$venv/bin/schemathesis" ] || { python3 -m venv "$venv" && "$venv/bin/pip" install -q schemathesis; }

# The document as it is, but for schemas that are `required` beside a lone `allOf` reference (FormatCreate,
# FormatUpdate, …): merged into one object, the same schema, which the generator can read (it could not make a
# format from the original).
python3 - Conformance/openapi/bmlt-admin-api-v1.openapi.json "$spec" <<'PYTHON'
import json, sys
document = json.load(open(sys.argv[1]))
schemas = document["components"]["schemas"]
for schema in schemas.values():
    parts = schema.get("allOf")
    if parts and len(parts) == 1 and "$ref" in parts[0] and "properties" not in schema:
        base = schemas[parts[0]["$ref"].split("/")[-1]]
        del schema["allOf"]
        schema.update({key: value for key, value in base.items() if key not in schema})
json.dump(document, open(sys.argv[2], "w"))
PYTHON
swift build --product bmlt >/dev/null
bmlt="$(swift build --show-bin-path)/bmlt"

# Starts a server on fresh sample data; sets `url` to its root URL and `server_pid` (not in a subshell, so that the
# server can be stopped).
start_server() {
    "$bmlt" serve --port 0 --data "$work/$1.sqlite" --reset >"$work/$1.log" 2>&1 &
    server_pid=$!
    for _ in $(seq 100); do
        url=$(head -n 1 "$work/$1.log" 2>/dev/null || true)
        [[ "$url" == http* ]] && return
        sleep 0.1
    done
    echo "the local server did not start" >&2
    exit 1
}

stop_server() {
    kill "$server_pid" 2>/dev/null && wait "$server_pid" 2>/dev/null || true
    server_pid=
}

token() {
    python3 - "$1/api/v1/auth/token" <<'PYTHON'
import json, sys, urllib.request
body = json.dumps({"username": "serveradmin", "password": "CoreysGoryStory"}).encode()
request = urllib.request.Request(sys.argv[1], data=body, headers={"Content-Type": "application/json"})
print(json.load(urllib.request.urlopen(request))["access_token"])
PYTHON
}

# Runs schemathesis on one server with the given path filters, then reads everything back through the library.
fuzz() {
    local name=$1
    shift
    start_server "$name"
    # Schemathesis also fails a run for schemas it cannot generate from; only a server error fails this one. It runs
    # in the work folder, where it leaves its cache (.schemathesis), not in the repository.
    (cd "$work" && "$venv/bin/schemathesis" run "$spec" --url "$url" -H "Authorization: Bearer $(token "$url")" \
        --checks not_a_server_error --max-examples "$examples" --seed 20261126 \
        --request-timeout 10 --exclude-path /api/v1/errortest --exclude-path /api/v1/auth/logout \
        --exclude-path /api/v1/auth/refresh "$@") | tee "$work/$name.txt" || true
    if grep -q "ST101\|Server error" "$work/$name.txt"; then
        echo "$name: the local server answered a generated request with a server error (above)." >&2
        exit 1
    fi
    "$bmlt" search --server "$url" --published all --json >/dev/null
    "$bmlt" formats --server "$url" --json >/dev/null
    "$bmlt" service-bodies --server "$url" --json >/dev/null
    echo "$name: every meeting, format and service body left reads back through the library."
    stop_server
}

fuzz everything-else --exclude-path-regex '^/api/v1/users/\{userId\}$'
fuzz user-writes --include-path-regex '^/api/v1/users'
