#!/usr/bin/env python3
"""Type-checks every Swift code block in the README, the DocC articles and the doc comments.

Usage: scripts/check-snippets.py <modules-dir>   (the `Modules` directory of `swift build
--show-bin-path`; build first). Exits 1, naming each failing block's file and line, when a
block does not type-check.

A block is a fence opened with ```swift (in doc comments, after `///`). Blocks that are
output, shell or pseudo-code use another fence: ```text, ```sh. Blocks that show a file of
their own (`import`, `@main`, `extension`, `@Test`, `@Suite`, `protocol`) are type-checked as
a file each; the others as the body of a function, all together, after a preamble
(scripts/snippet-preamble.swift) that declares the names snippets use without declaring
them (`driver`, `session`, ...).
"""

import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
IMPORTS = ("import Formwork\nimport FormworkExamples\nimport FormworkTerminal\nimport FormworkTesting\n"
           "import Foundation\nimport Testing\n")
FILE_SCOPE = re.compile(r"^\s*(import |@main|extension |@Test|@Suite|protocol |public )", re.M)


def blocks_in_markdown(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    block, start = None, 0
    for number, line in enumerate(lines, 1):
        stripped = line.strip()
        if block is None and stripped == "```swift":
            block, start = [], number + 1
        elif block is not None and stripped == "```":
            yield start, "\n".join(block)
            block = None
        elif block is not None:
            block.append(line)


def blocks_in_swift(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    block, start, indent = None, 0, ""
    for number, line in enumerate(lines, 1):
        match = re.match(r"^(\s*)///( ?)(.*)$", line)
        if not match:
            block = None
            continue
        text = match.group(3)
        if block is None and text.strip() == "```swift":
            block, start, indent = [], number + 1, text[: len(text) - len(text.lstrip())]
        elif block is not None and text.strip() == "```":
            yield start, "\n".join(block)
            block = None
        elif block is not None:
            block.append(text[len(indent):] if text.startswith(indent) else text.lstrip())


def sources():
    yield from ((p, blocks_in_markdown(p)) for p in [os.path.join(ROOT, "README.md")])
    for folder, _, files in sorted(os.walk(os.path.join(ROOT, "Sources"))):
        for name in sorted(files):
            path = os.path.join(folder, name)
            if name.endswith(".md") and ".docc" in folder:
                yield path, blocks_in_markdown(path)
            elif name.endswith(".swift"):
                yield path, blocks_in_swift(path)


def typecheck(files, modules):
    command = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules,
               "-suppress-warnings"] + files
    return subprocess.run(command, capture_output=True, text=True).stderr


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    modules = sys.argv[1]
    preamble = open(os.path.join(ROOT, "scripts", "snippet-preamble.swift")).read()
    scratch = tempfile.mkdtemp(prefix="snippets-")
    bodies, origins, files = [], {}, []
    count = 0
    for path, blocks in sources():
        for line, code in blocks:
            count += 1
            where = (os.path.relpath(path, ROOT), line)
            if FILE_SCOPE.search(code):
                name = os.path.join(scratch, "File%03d.swift" % count)
                text = IMPORTS + code + "\n"
                open(name, "w").write(text)
                files.append((name, where, len(text.split("\n")) - len(code.split("\n"))))
            else:
                bodies.append((where, code))
    # NB: one file for all function-body snippets: one compiler run, each in its own scope.
    text = IMPORTS + preamble + "\n"
    offset = len(text.split("\n"))
    for index, (where, code) in enumerate(bodies):
        text += "@MainActor func snippet%03d() async throws {\n" % index
        start = len(text.split("\n"))
        origins[(start, start + len(code.split("\n")))] = where
        text += code + "\n_ = 0\n}\n"
    bodies_file = os.path.join(scratch, "Bodies.swift")
    open(bodies_file, "w").write(text)
    failures = []
    errors = typecheck([bodies_file], modules)
    for match in re.finditer(r"^.*?Bodies\.swift:(\d+):\d+: error: (.*)$", errors, re.M):
        number = int(match.group(1))
        for (first, last), (path, line) in origins.items():
            if first <= number < last:
                failures.append("%s:%d: %s" % (path, line + number - first, match.group(2)))
                break
        else:
            failures.append("preamble line %d: %s" % (number - offset, match.group(2)))
    for name, (path, line), shift in files:
        for match in re.finditer(r"^.*?\.swift:(\d+):\d+: error: (.*)$", typecheck([name], modules), re.M):
            failures.append("%s:%d: %s" % (path, line + int(match.group(1)) - 1 - shift, match.group(2)))
    for failure in failures:
        print(failure)
    print("%d Swift blocks, %d errors" % (count, len(failures)))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
