#!/usr/bin/env python3
"""Replays the requests recorded from a real BMLT 2.16.6 server (Tests/BMLTFixtures/server-2.16.6) against a running
server and says how many answers are the same as recorded. Python 3's standard library only.

    Conformance/replay.py [--admin] [--reset] [--verbose] [ROOT_URL]

ROOT_URL defaults to the running peer's (`Conformance/peer.sh url`). By default it replays the read calls: the GET
requests of client_interface numbered below 100, which the recorder made on the pristine sample data, each without
cookies. With --admin it then replays the legacy administration calls (100 and up) in their order with one cookie jar,
as the recorder made them; they write, so they need the pristine sample data: --reset runs `Conformance/peer.sh reset`
before and after.

Bodies (the recorded root URL read with the replayed server's) are
  identical   byte for byte
  JSON-equal  parsed to the same value, bytes differing
  expected    differing only where they must: the times the server wrote (date_int, date_string, deletion_date_int,
              …; changes made within one second may then come in another order), GetServerInfo's emailEnabled
              ("1": the peer has the contact form on, the recording's server had not), its map centre and default
              duration (the peer has the Greater New York server's, the recording's server had its own), and
              calls 128-129, recorded
              from the unpatched server's 500 (see RECORDED_UNPATCHED)
  different   anything else (printed, with the first difference)
The status line and the raw header lines (all but Date; Host's port aside) are compared too: they "match", "match
but for a session id or time" (a new PHPSESSID's value, the time in a NAWS export's file name), are "not compared"
(calls 128-129, recorded from the unpatched server's 500, see RECORDED_UNPATCHED), or are different.
Exit status: 0 when no call is different, 1 otherwise.
"""
import argparse
import gzip
import json
import os
import re
import socket
import subprocess
import sys
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURES = os.path.join(HERE, "..", "Tests", "BMLTFixtures", "server-2.16.6")
RECORDED_ROOT = "http://127.0.0.1:8765/main_server"
# index.tsv writes a POST's fields "a=b c[]=d e" (a value may hold spaces), or as curl took them: "--data a=b&c=d".
FIELD_START = re.compile(r" (?=[A-Za-z_]+(?:\[\])*=)")
# What may differ in a body, and what a header may differ in.
BODY_VARIABLES = [
    (re.compile(rb'"emailEnabled":"\d"'), rb'"emailEnabled":"*"'),
    (re.compile(rb'"(centerLongitude|centerLatitude|defaultDuration)":"[^"]*"'), rb'"\1":"*"'),
    (re.compile(rb'"([a-z_]*date_int)":"?\d+"?'), rb'"\1":"*"'),
    (re.compile(rb'"([a-z_]*date_string)":"[^"]*"'), rb'"\1":"*"'),
]
# Recorded from the unpatched server (patches/01-…): it answered 500 with no body where the patched one answers.
RECORDED_UNPATCHED = {128, 129}
HEADER_VARIABLES = [
    (re.compile(r"PHPSESSID=(?!deleted;)[^;]+"), "PHPSESSID=*"),
    (re.compile(r"_\d{4}(_\d\d){5}\.csv$"), "_*.csv"),
]


class Call:
    """One line of index.tsv."""

    def __init__(self, line):
        method, url, fields, body_file, status, _content_type = line.rstrip("\n").split("\t")
        self.number, self.name = int(body_file[:3]), os.path.splitext(body_file)[0]
        self.method, self.url, self.body_file, self.status = method, url, body_file, int(status)
        fields = fields.strip()
        if fields.startswith("--data "):
            self.form = fields[len("--data "):].encode()
        elif fields:
            self.form = urllib.parse.urlencode([tuple(f.partition("=")[::2]) for f in FIELD_START.split(fields)]).encode()
        else:
            self.form = None

    def recorded(self):
        with open(os.path.join(FIXTURES, self.name + ".headers"), "rb") as head:
            lines = head.read().decode("latin-1").replace("\r\n", "\n").strip("\n").split("\n")
        with open(os.path.join(FIXTURES, self.body_file), "rb") as body:
            return lines[0], lines[1:], body.read()


def exchange(root, call, cookies):
    """One request on a connection of its own, read to its end (PHP's server closes it): the exact status line,
    header lines and body. The cookies the answer sets or removes go into cookies."""
    url = urllib.parse.urlsplit(call.url.replace(RECORDED_ROOT, root))
    head = [f"{call.method} {url.path}{'?' + url.query if url.query else ''} HTTP/1.1", f"Host: {url.netloc}",
            "User-Agent: Conformance/replay.py", "Accept: */*", "Accept-Encoding: gzip, deflate", "Connection: close"]
    if cookies:
        head.append("Cookie: " + "; ".join(f"{name}={value}" for name, value in cookies.items()))
    if call.form is not None:
        head += ["Content-Type: application/x-www-form-urlencoded", f"Content-Length: {len(call.form)}"]
    raw = b""
    with socket.create_connection((url.hostname, url.port or 80), timeout=120) as connection:
        connection.sendall(("\r\n".join(head) + "\r\n\r\n").encode() + (call.form or b""))
        while chunk := connection.recv(65536):
            raw += chunk
    head, _, body = raw.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    for line in lines[1:]:
        name, _, value = line.partition(":")
        if name.lower() == "transfer-encoding" and value.strip().lower() == "chunked":
            body = dechunk(body)
        if name.lower() == "content-encoding" and value.strip().lower() == "gzip":
            body = gzip.decompress(body)
        if name.lower() == "set-cookie":
            cookie, _, rest = value.strip().partition("=")
            if rest.startswith("deleted;"):
                cookies.pop(cookie, None)
            else:
                cookies[cookie] = rest.split(";")[0]
    return lines[0], lines[1:], body


def dechunk(body):
    out = b""
    while body:
        size, _, body = body.partition(b"\r\n")
        size = int(size.split(b";")[0], 16)
        if size == 0:
            break
        out, body = out + body[:size], body[size + 2:]
    return out


def headers(lines, put_aside):
    kept = []
    for line in lines:
        if line.lower().startswith("date:"):
            continue
        if line.lower().startswith("host:"):
            line = re.sub(r":\d+$", ":*", line)
        for pattern, replacement in HEADER_VARIABLES if put_aside else []:
            line = pattern.sub(replacement, line)
        kept.append(line)
    return kept


def body_without_variables(body):
    for pattern, replacement in BODY_VARIABLES:
        body = pattern.sub(replacement, body)
    return body


def parsed(body):
    try:
        return json.loads(body)
    except ValueError:
        return None


def sorted_lists(body):
    """The parsed body with every list in one order (None if it is not JSON)."""
    def canonical(value):
        if isinstance(value, dict):
            return {k: canonical(v) for k, v in value.items()}
        if isinstance(value, list):
            return sorted((canonical(v) for v in value), key=lambda v: json.dumps(v, sort_keys=True))
        return value
    value = parsed(body)
    return None if value is None else canonical(value)


def first_difference(recorded, got):
    for i, (a, b) in enumerate(zip(recorded, got)):
        if a != b:
            return f"at byte {i}: recorded {recorded[max(0, i - 30):i + 50]!r}, got {got[max(0, i - 30):i + 50]!r}"
    return f"{len(recorded)} bytes recorded, {len(got)} got"


def replay(call, root, cookies):
    """(body outcome, head outcome, notes)"""
    want_status, want_headers, want_body = call.recorded()
    want_body = want_body.replace(RECORDED_ROOT.encode(), root.encode())
    status, got_headers, body = exchange(root, call, cookies)
    notes = []
    if body == want_body:
        body_outcome = "identical"
    elif parsed(want_body) is not None and parsed(body) == parsed(want_body):
        body_outcome = "JSON-equal"
    elif body_without_variables(body) == body_without_variables(want_body):
        body_outcome = "expected"
        keys = sorted({k.decode() for k in re.findall(rb'"([a-z_]*date_int|[a-z_]*date_string|emailEnabled|centerL[a-z]+|defaultDuration)"', body)})
        notes.append("body differs in " + ", ".join(keys))
    elif sorted_lists(body_without_variables(body)) == sorted_lists(body_without_variables(want_body)) is not None:
        body_outcome = "expected"
        notes.append("body differs in the times of changes and the order of those made in the same second")
    elif call.number in RECORDED_UNPATCHED and status.split()[1] == "200" and want_status.split()[1] == "500":
        notes.append("recorded before the get_changes patch, without which it answers 500 (head not compared)")
        return "expected", "not compared", notes
    else:
        body_outcome = "different"
        notes.append("body " + first_difference(want_body, body))
    if status != want_status:
        head_outcome = "different"
        notes.append(f"status line {status!r}, recorded {want_status!r}")
    elif headers(got_headers, False) == headers(want_headers, False):
        head_outcome = "match"
    elif headers(got_headers, True) == headers(want_headers, True):
        head_outcome = "match but for a session id or time"
    else:
        head_outcome = "different"
        notes.append(f"header lines {headers(got_headers, False)}, recorded {headers(want_headers, False)}")
    return body_outcome, head_outcome, notes


def main():
    options = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    options.add_argument("root", nargs="?", help="the root URL (default: Conformance/peer.sh url)")
    options.add_argument("--admin", action="store_true", help="then replay the administration calls (100 and up)")
    options.add_argument("--reset", action="store_true", help="run Conformance/peer.sh reset before and after")
    options.add_argument("--verbose", action="store_true", help="print every call's outcome")
    arguments = options.parse_args()
    peer = os.path.join(HERE, "peer.sh")
    root = (arguments.root or subprocess.check_output([peer, "url"], text=True).strip()).rstrip("/")
    with open(os.path.join(FIXTURES, "index.tsv"), encoding="utf-8") as index:
        calls = [Call(line) for line in index if line.strip()]
    groups = [("read calls", [c for c in calls if c.number < 100 and c.method == "GET" and "/client_interface/" in c.url])]
    if arguments.admin:
        groups.append(("administration calls", [c for c in calls if c.number >= 100]))
    if arguments.reset:
        subprocess.run([peer, "reset"], check=True, stdout=subprocess.DEVNULL)
    different = 0
    for title, group in groups:
        bodies = dict.fromkeys(["identical", "JSON-equal", "expected", "different"], 0)
        heads = dict.fromkeys(["match", "match but for a session id or time", "not compared", "different"], 0)
        report = []
        cookies = {}
        for call in group:
            # The recorder made the read calls and the administration's "noauth" ones without cookies, the others
            # with one jar.
            jar = cookies if call.number >= 100 and "_noauth_" not in call.name else {}
            body_outcome, head_outcome, notes = replay(call, root, jar)
            bodies[body_outcome] += 1
            heads[head_outcome] += 1
            wrong = "different" in (body_outcome, head_outcome)
            different += wrong
            if wrong or notes or arguments.verbose:
                report.append(f"  {call.name}: body {body_outcome}, head {head_outcome}"
                              + "".join(f"\n      {note}" for note in notes))
        print(f"{len(group)} {title}: bodies " + ", ".join(f"{n} {k}" for k, n in bodies.items())
              + "; status and header lines " + ", ".join(f"{n} {k}" for k, n in heads.items()))
        for line in report:
            print(line)
    if arguments.reset:
        subprocess.run([peer, "reset"], check=True, stdout=subprocess.DEVNULL)
    return 1 if different else 0


if __name__ == "__main__":
    sys.exit(main())
