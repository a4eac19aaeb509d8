#!/usr/bin/env python3
"""Type-checks every Swift code block in the README, the DocC articles and the doc comments.

Usage: scripts/check-snippets.py <modules-dir> [<swiftui-dir>]   (the `Modules` directory of
`swift build --show-bin-path`; build first). Exits 1, naming each failing block's file and
line, when a block does not type-check.

Blocks about the SwiftUI front end (in its SwiftUI files and its DocC articles, or a block
that imports SwiftUI)
are checked against <swiftui-dir>, where scripts/typecheck-swiftui.sh put the SwiftUI
stand-in and a FormworkSwiftUI module built against it; without it they are counted and left
out.

A block is a fence opened with ```swift (in doc comments, after `///`). Blocks that are
output, shell or pseudo-code use another fence: ```text, ```sh. The README's Quick start
files (a block after a `<!-- quick start: PATH -->` line) are left out: they are one package,
which scripts/check-quickstart.sh builds and tests. Blocks that show a file of
their own (`import`, `@main`, `extension`, `@Test`, `@Suite`, `protocol`) are type-checked as
a file each (a package manifest against the toolchain's manifest API); the others as the
body of a function each, all in one compiler run, after scripts/snippet-preamble.swift
(`driver`, `session`, ... and a result builder that lets a snippet show a value without
using it) and next to scripts/snippet-fixtures.swift (the types snippets talk about:
`Order`, `Person`, `Newsletter`, ...). SNIPPETS_SHOW=1 prints the failing blocks.
"""

import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
IMPORTS = ("import Formwork\nimport FormworkExamples\nimport FormworkSwiftUI\nimport FormworkTerminal\n"
           "import FormworkTesting\nimport Foundation\nimport Testing\n")
SWIFTUI_IMPORTS = IMPORTS + "import SwiftUI\n"
SWIFTUI_PREAMBLE = """
@MainActor let model = FormModel(driver: driver)
"""
FILE_SCOPE = re.compile(r"^\s*(import |@main|extension |@Test|@Suite|protocol |public )", re.M)


def blocks_in_markdown(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    block, start = None, 0
    for number, line in enumerate(lines, 1):
        stripped = line.strip()
        quick_start = number > 1 and lines[number - 2].startswith("<!-- quick start: ")
        if block is None and stripped == "```swift" and not quick_start:
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


def is_swiftui(path, code):
    """Whether a block is about the SwiftUI front end: in one of its SwiftUI files, or
    importing SwiftUI itself."""
    if re.search(r"^\s*(public )?import SwiftUI", code, re.M):
        return True
    if os.path.relpath(path, ROOT).startswith(os.path.join("Sources", "FormworkSwiftUI")):
        return path.endswith(".md") or "#if canImport(SwiftUI)" in open(path, encoding="utf-8").read()
    return False


def typecheck(files, modules, library=False, swiftui=None):
    # NB: the SwiftUI directory comes first: its FormworkSwiftUI (views included) wins over
    # the one Linux builds (the row model alone).
    search = (["-I", swiftui] if swiftui else []) + ["-I", modules]
    command = ["swiftc", "-typecheck", "-swift-version", "6"] + search + [
               "-suppress-warnings"] + (["-parse-as-library"] if library else []) + files
    if any("import PackageDescription" in open(f).read() for f in files):
        # NB: a package manifest: the toolchain's manifest API, next to the compiler.
        swiftc = subprocess.run(["which", "swiftc"], capture_output=True, text=True).stdout.strip()
        api = os.path.join(os.path.dirname(os.path.realpath(swiftc)), "..", "lib", "swift", "pm",
                           "ManifestAPI")
        command += ["-I", api, "-package-description-version", "6.0"]
    return subprocess.run(command, capture_output=True, text=True).stderr


def check(blocks, modules, scratch, tag, imports, preamble, swiftui=None):
    """The failures of `blocks` ((where, code) pairs), each as `path:line: message`, and the
    bodies file's text and origins (for SNIPPETS_SHOW)."""
    fixtures = os.path.join(ROOT, "scripts", "snippet-fixtures.swift")
    bodies, origins, files = [], {}, []
    for count, (where, code) in enumerate(blocks):
        if FILE_SCOPE.search(code):
            name = os.path.join(scratch, "%sFile%03d.swift" % (tag, count))
            text = imports + code + "\n"
            open(name, "w").write(text)
            files.append((name, where, len(text.split("\n")) - len(code.split("\n"))))
        else:
            bodies.append((where, code))
    # NB: one file for all function-body snippets: one compiler run, each in its own scope.
    text = imports + preamble + "\n"
    offset = len(text.split("\n"))
    for index, (where, code) in enumerate(bodies):
        declares = re.search(r"^(struct|enum|class|func|final class|typealias) ", code, re.M) is not None
        if declares or re.search(r"^(do|if|for|while|guard|defer)\b", code, re.M):
            text += "@MainActor func snippet%03d() async throws {\n" % index
        else:
            text += "@MainActor @Snippet func snippet%03d() async throws -> [Any] {\n" % index
        start = len(text.split("\n"))
        origins[(start, start + len(code.split("\n")))] = where
        text += code + "\n}\n"
    bodies_file = os.path.join(scratch, tag + "Bodies.swift")
    open(bodies_file, "w").write(text)
    failures = []
    fixtures_file = os.path.join(scratch, tag + "Fixtures.swift")
    open(fixtures_file, "w").write(imports + open(fixtures).read())
    errors = typecheck([bodies_file, fixtures_file], modules, library=True, swiftui=swiftui)
    for match in re.finditer(r"^.*?Bodies\.swift:(\d+):\d+: error: (.*)$", errors, re.M):
        number = int(match.group(1))
        for (first, last), (path, line) in origins.items():
            # NB: the line before the code is its function's header, where a type-checking
            # failure of the builder attribute lands.
            if first - 1 <= number < last:
                failures.append("%s:%d: %s" % (path, line + number - first, match.group(2)))
                break
        else:
            failures.append("preamble line %d: %s" % (number - offset, match.group(2)))
    for name, (path, line), shift in files:
        # NB: a whole-file snippet runs as a main file (top-level code) unless it has `@main`;
        # it is checked alone, and again with the fixtures if it needs them (`Rating`).
        library = "@main" in open(name).read()
        found = []
        for extra in ([], [fixtures_file]):
            output = typecheck([name] + extra, modules, library=library, swiftui=swiftui)
            found = [(int(m.group(1)), m.group(2)) for m in re.finditer(
                r"^.*?File\d+\.swift:(\d+):\d+: error: (.*)$", output, re.M)]
            if not found:
                break
        for number, message in found:
            failures.append("%s:%d: %s" % (path, line + number - 1 - shift, message))
    return failures, text, origins


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    modules = sys.argv[1]
    swiftui = sys.argv[2] if len(sys.argv) == 3 else None
    preamble = open(os.path.join(ROOT, "scripts", "snippet-preamble.swift")).read()
    scratch = tempfile.mkdtemp(prefix="snippets-")
    plain, views = [], []
    for path, blocks in sources():
        for line, code in blocks:
            where = (os.path.relpath(path, ROOT), line)
            (views if is_swiftui(path, code) else plain).append((where, code))
    failures, text, origins = check(plain, modules, scratch, "", IMPORTS, preamble)
    if swiftui:
        found, _, _ = check(
            views, modules, scratch, "SwiftUI", SWIFTUI_IMPORTS, preamble + SWIFTUI_PREAMBLE,
            swiftui)
        failures += found
    for failure in failures:
        print(failure)
    if os.environ.get("SNIPPETS_SHOW"):
        shown = set()
        for (first, last), (path, line) in sorted(origins.items()):
            if any(f.startswith("%s:" % path) and line <= int(f.split(":")[1]) < line + (last - first) for f in failures):
                if (path, line) not in shown:
                    shown.add((path, line))
                    print("----- %s:%d" % (path, line))
                    print("\n".join(text.split("\n")[first - 1:last - 1]))
    left = "" if swiftui else " (%d SwiftUI blocks left out: no stand-in given)" % len(views)
    print("%d Swift blocks%s, %d errors" % (len(plain) + len(views), left, len(failures)))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
