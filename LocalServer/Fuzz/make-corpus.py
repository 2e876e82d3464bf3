#!/usr/bin/env python3
"""Writes the harnesses' seed corpora (Corpus/<harness>/seed-*) from the repository's own data.

Sources: the recorded answers of a real 2.16.6 server (Tests/BMLTFixtures/server-2.16.6), answers of the local
server's administration API (Seeds/), and the Greater New York sample dump the local server ships. Seeds are cut to
a few records so that libFuzzer's length limit keeps them whole and each run stays fast.
"""
import json
import pathlib
import re

FUZZ = pathlib.Path(__file__).resolve().parent
ROOT = FUZZ.parent
FIXTURES = ROOT / "Tests/BMLTFixtures/server-2.16.6"
DUMP = ROOT / "Sources/BMLTLocalServer/Resources/SampleData/gnyr-sample-bmlt.sql"
LIMIT = 4000
ADMIN_STATUSES = [200, 201, 204, 400, 401, 403, 404, 409, 422, 429, 500, 503]  # as FuzzAdminAPI reads byte 0


def cut(value, items):
    """The value with every array cut to its first `items` elements."""
    if isinstance(value, list):
        return [cut(item, items) for item in value[:items]]
    if isinstance(value, dict):
        return {key: cut(item, items) for key, item in value.items()}
    return value


def small_json(text):
    """The answer cut to as many records as fit the limit, or None if it isn't JSON."""
    try:
        value = json.loads(text)
    except ValueError:
        return None
    for items in (4, 2, 1):
        out = json.dumps(cut(value, items), ensure_ascii=False, separators=(",", ":")).encode()
        if len(out) <= LIMIT:
            return out
    return None


def write(harness, name, data):
    folder = FUZZ / "Corpus" / harness
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"seed-{name}").write_bytes(data)


def fixtures(pattern):
    return sorted(path for path in FIXTURES.glob(pattern) if not path.name.endswith(".headers"))


def read_api():
    for path in fixtures("0*.json"):
        data = small_json(path.read_text())
        if data is not None:
            write("FuzzReadAPI", path.stem, data)
        if "GetSearchResults" in path.stem and data is not None and data.startswith(b"["):
            for power in (0, 4, 11):  # byte 0: the streaming decoder's chunk size, 2 to the power of it
                write("FuzzSearchResults", f"{path.stem}-{1 << power}", bytes([power]) + data)


def admin_api():
    for path in sorted((FUZZ / "Seeds").glob("admin-api-*.json")):
        data = small_json(path.read_text()) or path.read_bytes()[:LIMIT]
        status = 422 if "422" in path.stem else 401 if "401" in path.stem else 404 if "not_found" in path.stem else 200
        write("FuzzAdminAPI", path.stem, bytes([ADMIN_STATUSES.index(status)]) + data)


def legacy_admin():
    for path in fixtures("1*_*admin_*") + fixtures("18*_php7shim_*"):
        text = path.read_text()
        write("FuzzLegacyAdmin", path.stem, small_json(text) or text.encode()[:LIMIT])


def naws_csv():
    for path in fixtures("*.csv"):
        lines = path.read_text().splitlines(keepends=True)
        write("FuzzNAWSCSV", path.stem, "".join(lines[:4]).encode())


def outside_quotes(sql, quotes):
    """(index, character) of every character outside quoted strings (MySQL escapes with a backslash)."""
    quote, escaped = None, False
    for index, char in enumerate(sql):
        if escaped:
            escaped = False
        elif quote:
            if char == "\\":
                escaped = True
            elif char == quote:
                quote = None
        elif char in quotes:
            quote = char
        else:
            yield index, char


def statements(sql):
    """The dump's statements, split at semicolons outside quotes."""
    start = 0
    for index, char in outside_quotes(sql, "'\"`"):
        if char == ";":
            yield sql[start : index + 1].strip()
            start = index + 1


def first_rows(insert, count):
    """An INSERT cut to its first `count` rows."""
    depth, rows = 0, 0
    for index, char in outside_quotes(insert, "'\""):
        if char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if depth == 0:
                rows += 1
                if rows == count:
                    return insert[: index + 1] + ";"
    return insert


def mysql_dump():
    sql = DUMP.read_text()
    tables, everything = {}, []
    for statement in statements(sql):
        body = re.sub(r"^(--[^\n]*\n|/\*.*?\*/;?\s*)*", "", statement, flags=re.S).strip()
        match = re.match(r"(CREATE TABLE|INSERT INTO) `(\w+)`", body)
        if not match:
            continue
        table = match.group(2)
        if match.group(1) == "INSERT INTO":
            body = first_rows(body, 2)
        tables.setdefault(table, []).append(body)
        everything.append(first_rows(body, 1) if body.startswith("INSERT") else body)
    for table, parts in tables.items():
        for mode in (0, 1):  # byte 0: the server mode (current, legacy)
            write("FuzzMySQLDump", f"{table}-{mode}", bytes([mode]) + "\n".join(parts).encode()[: LIMIT * 2])
    whole = "\n".join(everything).encode()
    for mode in (0, 1):
        write("FuzzMySQLDump", f"all-tables-{mode}", bytes([mode]) + whole)


if __name__ == "__main__":
    read_api()
    admin_api()
    legacy_admin()
    naws_csv()
    mysql_dump()
