#!/usr/bin/env python3
"""Turns every Swift sample of the README and the three DocC catalogs into code the test target compiles.

    LocalServer/Tests/DocumentationSamples/generate.py            rewrite the generated files
    LocalServer/Tests/DocumentationSamples/generate.py --check    fail if they differ from the documents

Each document becomes one file of the DocumentationSamples test target. A sample's declarations (imports, types,
extensions, functions, tests) stay at file scope, so later samples of the same document can use them; its statements
go into a function of their own that nothing calls, so a sample that talks to a server is compiled and never run,
while a sample that is a `@Test` runs with the suite. A sample that continues an earlier one uses names that earlier
one made (a `client`, a `meeting`): CONTEXT declares them for the document, as file-private stand-ins. Manifest
excerpts (samples that begin with `// Package.swift`) are left out: the consumer fixture (Tests/ClientOnlyApp) builds a
package that depends on the library as they say. A document that imports SwiftUI, MapKit or CoreLocation compiles
only where they exist, on Apple platforms.
"""

import pathlib
import re
import sys

PACKAGE = pathlib.Path(__file__).resolve().parents[2]
ROOT = PACKAGE.parent
OUTPUT = PACKAGE / "Tests" / "DocumentationSamples" / "Generated"
DOCUMENTS = (
    [ROOT / "README.md"]
    + sorted((ROOT / "Sources" / "BMLT" / "Documentation.docc").glob("*.md"))
    + sorted((ROOT / "Sources" / "BMLTiOSLib" / "Documentation.docc").glob("*.md"))
    + sorted((PACKAGE / "Sources" / "BMLTLocalServer" / "Documentation.docc").glob("*.md"))
)
APPLE_ONLY = ("SwiftUI", "MapKit", "CoreLocation", "Observation")

# Names a document's samples take from the samples or prose before them, declared once per document.
CLIENT = 'fileprivate let client = try! BMLTClient("https://bmlt.example.org/main_server")'
PASSWORD = 'fileprivate let password = "CoreysGoryStory"'
QUERY = "fileprivate let query = MeetingQuery()"
CONTEXT = {
    "README": [CLIENT, QUERY, PASSWORD],
    "AdministeringAServer": [PASSWORD],
    "BuildingAMeetingFinderApp": [
        "@MainActor fileprivate var model: NearbyMeetings { fatalError() }",
        "fileprivate let locale = Locale.current",
    ],
    "Errors": [CLIENT, QUERY],
    "GettingStarted": [CLIENT],
    "MeetingFinders": [
        CLIENT,
        "fileprivate var meeting: Meeting { fatalError() }",
        "fileprivate let cachesFolder = URL(fileURLWithPath: NSTemporaryDirectory())",
        "fileprivate let meetings: [Meeting] = []",
        "fileprivate let formats: [BMLT.Format] = []",
    ],
    "SearchingMeetings": [CLIENT, QUERY],
    "BMLTiOSLib": [
        PASSWORD,
        "@MainActor fileprivate var library: BMLTiOSLib { fatalError() }",
        "fileprivate let meetingSearchResults: [BMLTiOSLibMeetingNode] = []",
    ],
}
ATTRIBUTES = re.compile(r"^(@\w+(\([^)]*\))?\s*)+$")
# A type or function a sample declares is the document's own: two documents may both declare a `Finder`.
OWN = re.compile(r"^((?:@\w+(?:\([^)]*\))?\s+)*)(struct|class|final class|enum|actor|func|protocol) ")

# How a declaration begins; a chunk that begins with an attribute is one too.
DECLARATION = re.compile(
    r"^(import|struct|class|final|enum|extension|protocol|actor|func|typealias|public|private|fileprivate|internal)\b"
)


def samples(text):
    return re.findall(r"^```swift\n(.*?)^```", text, re.S | re.M)


def chunks(sample):
    """Splits a sample into top-level chunks: a line at column 0 starts one; comments and attributes join the next."""
    result, current, pending = [], [], []
    for line in sample.rstrip("\n").split("\n"):
        starts = line and not line[0].isspace() and line[0] not in "})]."
        if starts and (line.startswith("//") or ATTRIBUTES.match(line)) and not current_is_open(current):
            pending.append(line)
            continue
        if starts and not current_is_open(current):
            if current:
                result.append(current)
            current = pending + [line]
            pending = []
        else:
            current.append(line)
    if current or pending:
        result.append(current + pending)
    return result


def current_is_open(lines):
    """Whether a chunk's brackets are still open (a multi-line string or call continues at column 0)."""
    text = "\n".join(lines)
    text = re.sub(r'"""(.*?)"""', "", text, flags=re.S)
    if text.count('"""') % 2:
        return True
    return sum(text.count(c) for c in "({[") > sum(text.count(c) for c in ")}]")


def is_declaration(chunk):
    """Whether a chunk declares something (attributes only ever precede declarations)."""
    code = [line for line in chunk if not line.startswith("//")]
    return bool(code) and (code[0].startswith("@") or bool(DECLARATION.match(code[0])))


def fileprivate(line):
    """Makes a type or function declared at file scope private to the document's file (tests stay visible)."""
    match = OWN.match(line)
    if not match or "@Test" in match.group(1) or "@Suite" in match.group(1):
        return line
    return match.group(1) + "fileprivate " + line[len(match.group(1)) :]


def render(document):
    text = document.read_text()
    name = document.stem if document.name != "README.md" else "README"
    imports, declarations, functions = {"import BMLT", "import Foundation"}, [], []
    for number, sample in enumerate(samples(text)):
        if sample.startswith("// Package.swift"):
            continue
        statements = []
        for chunk in chunks(sample):
            code = [line for line in chunk if line.strip()]
            if len(code) == 1 and code[0].startswith("import "):
                imports.add(code[0])
            elif is_declaration(chunk):
                declarations.append("\n".join(fileprivate(line) for line in chunk))
            else:
                statements.extend(chunk)
        if statements:
            body = "\n".join("    " + line if line else "" for line in statements)
            functions.append(
                f"/// Sample {number + 1}.\n@MainActor\nprivate func sample{number + 1}() async throws {{\n{body}\n}}"
            )
    apple_only = any(f"import {module}" in imports for module in APPLE_ONLY)
    header = [
        f"// Generated by generate.py from {document.relative_to(ROOT)}: edit the document, not this file.",
        "// swift-format-ignore-file",
    ]
    if apple_only:
        header.append("#if canImport(SwiftUI)")
    parts = ["\n".join(header), "\n".join(sorted(imports))]
    if name in CONTEXT:
        parts.append("\n".join(CONTEXT[name]))
    parts += declarations + functions
    if apple_only:
        parts.append("#endif")
    return name, "\n\n".join(parts) + "\n"


def main():
    check = "--check" in sys.argv[1:]
    wanted = dict(render(document) for document in DOCUMENTS)
    wanted = {f"{name}.swift": text for name, text in wanted.items() if text.count("\n") > 4}
    present = {path.name: path.read_text() for path in OUTPUT.glob("*.swift")} if OUTPUT.exists() else {}
    if check:
        stale = sorted(set(wanted) ^ set(present) | {n for n in wanted if present.get(n) != wanted[n]})
        if stale:
            print("Documentation samples out of date (run generate.py): " + ", ".join(stale), file=sys.stderr)
            sys.exit(1)
        return
    OUTPUT.mkdir(parents=True, exist_ok=True)
    for name in set(present) - set(wanted):
        (OUTPUT / name).unlink()
    for name, text in wanted.items():
        (OUTPUT / name).write_text(text)


if __name__ == "__main__":
    main()
