#!/usr/bin/env python3
"""Audits Sources/ against the Apple platforms Package.swift declares.

Fails when a file in Sources/ uses a declaration of the standard library, _Concurrency or
Foundation that is newer than the declared floor (`platforms:`) outside an availability
guard, or uses their underscored or SPI API at all. No Apple machine is needed: everything
comes from the toolchain here.

Usage:
  scripts/audit-availability.py [--package DIR] [--index-store DIR]   # after `swift build`
  scripts/audit-availability.py --self-test   # plants uses, shows the audit catches them

How it knows:
- The floor: `platforms:` in Package.swift; a platform it does not name has SwiftPM's default
  (macOS 10.13, iOS 12, tvOS 12, watchOS 4, visionOS 1).
- What each name in the sources refers to: the compiler's own answer. `swift build` writes an
  index store (every reference resolved to its declaration, by USR, with line and column);
  the toolchain's libIndexStore reads it. An overload picked by type (`String.contains` of
  _StringProcessing or of Foundation) is the one the compiler picked.
- When each declaration appeared: the toolchain's module interfaces, through
  `swift-symbolgraph-extract`, which reads them with the compiler and writes each
  declaration's `@available` (by USR, macros such as `SwiftStdlib 5.7` already expanded: the
  shipped interfaces spell them out) and its parent, whose availability it inherits. Swift,
  _Concurrency and their companions ship `.swiftinterface` files; on Linux Foundation
  (FoundationEssentials, FoundationInternationalization, Foundation) and Dispatch ship as
  binary modules, read the same way. NB: swift-foundation's declarations (FoundationEssentials,
  FoundationInternationalization: Date, URL, Data, JSONEncoder, formatting) carry Apple
  availability here; swift-corelibs-foundation's (Foundation itself: NSString's methods such
  as `range(of:)`, FileManager, Thread, Process) and Dispatch's mostly carry none, so a use
  of one of those newer than the floor would go unnoticed.
- visionOS: a declaration older than visionOS names no visionOS version; it is taken from the
  iOS one (iOS 17 and before: visionOS 1; iOS 18: visionOS 2; iOS 26: visionOS 26), as the
  compiler does. A guard must name visionOS itself (`*` means the floor).
- Guards: `@available(...)` on the declaration (or extension) around a use, and
  `if #available(...) { ... }`, `while #available`, `guard #available(...) else { ... }`.
  Uses in `#if` branches no Apple platform compiles (`os(Linux)`, `canImport(Glibc)`, ...)
  are skipped; branches only Apple platforms compile (`canImport(Darwin)`) are not in a
  Linux index, and are listed as not audited.
"""

import ctypes
import glob
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
APPLE = ["macOS", "iOS", "tvOS", "watchOS", "visionOS"]
SWIFTPM_DEFAULTS = {"macOS": (10, 13), "iOS": (12, 0), "tvOS": (12, 0), "watchOS": (4, 0),
                    "visionOS": (1, 0)}
# The toolchain modules whose declarations are audited.
MODULES = ["Swift", "_Concurrency", "_StringProcessing", "Synchronization", "Observation",
           "RegexBuilder", "Dispatch", "FoundationEssentials", "FoundationInternationalization",
           "Foundation"]
REFERENCE, DEFINITION, DECLARATION = 1 << 2, 1 << 1, 1 << 0
LANGUAGE_SWIFT = 100


def version(text):
    parts = [int(p) for p in text.split(".") if p.isdigit()]
    return tuple((parts + [0, 0])[:2]) if parts else None


def shown(v):
    return "%d.%d" % v if v[1] else "%d" % v[0]


# MARK: The floor


def read_floor(package_dir):
    """The floor Package.swift declares, per Apple platform."""
    manifest = open(os.path.join(package_dir, "Package.swift"), encoding="utf-8").read()
    floor = dict(SWIFTPM_DEFAULTS)
    match = re.search(r"platforms\s*:\s*\[(.*?)\]", manifest, re.S)
    for name, spelled in re.findall(r"\.(\w+)\(\s*(\.v[\d_]+|\"[\d.]+\")\s*\)",
                                    match.group(1) if match else ""):
        platform = {"macos": "macOS", "ios": "iOS", "tvos": "tvOS", "watchos": "watchOS",
                    "visionos": "visionOS"}.get(name.lower())
        if platform:
            floor[platform] = version(spelled.strip('".v').replace("_", "."))
    return floor


# MARK: When each declaration appeared


class Availability:
    """Each audited declaration's introduction per Apple platform, by USR."""

    def __init__(self, graphs_dir):
        self.introduced, self.unavailable, self.parent, self.name = {}, {}, {}, {}
        self.defaults = {}
        for path in sorted(glob.glob(os.path.join(graphs_dir, "*.symbols.json"))):
            graph = json.load(open(path, encoding="utf-8"))
            for symbol in graph["symbols"]:
                usr = symbol["identifier"]["precise"]
                self.name[usr] = ".".join(symbol["pathComponents"])
                introduced, unavailable = {}, set()
                for entry in symbol.get("availability", []):
                    domain = entry.get("domain")
                    if domain not in APPLE:
                        continue
                    if entry.get("isUnconditionallyUnavailable") or entry.get("obsoleted"):
                        unavailable.add(domain)
                    if "introduced" in entry:
                        spelled = entry["introduced"]
                        introduced[domain] = (spelled["major"], spelled.get("minor", 0))
                self.introduced[usr] = introduced
                if unavailable:
                    self.unavailable[usr] = unavailable
            for relation in graph["relationships"]:
                if "::SYNTHESIZED::" in relation["source"]:
                    continue
                if relation["kind"] == "memberOf":
                    self.parent.setdefault(relation["source"], relation["target"])
                elif relation["kind"] == "defaultImplementationOf":
                    self.defaults.setdefault(relation["target"], []).append(relation["source"])

    def knows(self, usr):
        return usr in self.introduced

    def required(self, usr):
        """The version each platform needs for `usr`, its parents' included."""
        needed, seen = {}, set()
        while usr in self.introduced and usr not in seen:
            seen.add(usr)
            own = dict(self.introduced[usr])
            if "visionOS" not in own and "iOS" in own:
                ios = own["iOS"]
                own["visionOS"] = (1, 0) if ios[0] <= 17 else (
                    (ios[0] - 16, ios[1]) if ios[0] < 26 else ios)
            for platform, v in own.items():
                needed[platform] = max(needed.get(platform, (0, 0)), v)
            usr = self.parent.get(usr)
        return needed

    def alternatives(self, usr):
        """What the compiler calls instead of the protocol requirement `usr` where it is not
        available yet: its default implementations (the standard library adds requirements,
        such as `FixedWidthInteger.&*` in Swift 6, with a default for older systems, and the
        type checker ranks a declaration unavailable at the deployment target below one that
        is available)."""
        return self.defaults.get(usr, [])

    def unavailable_on(self, usr):
        found, seen = set(), set()
        while usr in self.introduced and usr not in seen:
            seen.add(usr)
            found |= self.unavailable.get(usr, set())
            usr = self.parent.get(usr)
        return found


def extract_graphs(output_dir):
    """Writes the symbol graphs of MODULES into `output_dir`."""
    target = subprocess.run(["swiftc", "-print-target-info"], capture_output=True, text=True)
    triple = json.loads(target.stdout)["target"]["triple"]
    for module in MODULES:
        result = subprocess.run(
            ["swift-symbolgraph-extract", "-module-name", module, "-target", triple,
             "-output-dir", output_dir, "-minimum-access-level", "public"],
            capture_output=True, text=True)
        if result.returncode != 0 and module in ("Swift", "_Concurrency"):
            sys.exit("audit: cannot read the %s module's interface:\n%s" % (module, result.stderr))


# MARK: What each name refers to


class StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_void_p), ("length", ctypes.c_size_t)]

    def text(self):
        return ctypes.string_at(self.data, self.length).decode() if self.length else ""


class IndexStore:
    """The references in an index store, read with the toolchain's libIndexStore."""

    def __init__(self, path):
        swiftc = os.path.realpath(shutil.which("swiftc") or "swiftc")
        lib = ctypes.CDLL(os.path.join(os.path.dirname(swiftc), "..", "lib", "libIndexStore.so"))
        self.lib = lib
        pointer, vp = ctypes.POINTER, ctypes.c_void_p
        for name, result, arguments in [
            ("indexstore_store_create", vp, [ctypes.c_char_p, pointer(vp)]),
            ("indexstore_unit_reader_create", vp, [vp, ctypes.c_char_p, pointer(vp)]),
            ("indexstore_record_reader_create", vp, [vp, ctypes.c_char_p, pointer(vp)]),
            ("indexstore_unit_reader_is_system_unit", ctypes.c_bool, [vp]),
            ("indexstore_unit_reader_get_main_file", StringRef, [vp]),
            ("indexstore_unit_reader_get_modification_time", None,
             [vp, pointer(ctypes.c_int64), pointer(ctypes.c_int64)]),
            ("indexstore_unit_dependency_get_kind", ctypes.c_int, [vp]),
            ("indexstore_unit_dependency_get_name", StringRef, [vp]),
            ("indexstore_unit_dependency_get_filepath", StringRef, [vp]),
            ("indexstore_occurrence_get_symbol", vp, [vp]),
            ("indexstore_occurrence_get_roles", ctypes.c_uint64, [vp]),
            ("indexstore_occurrence_get_line_col", None,
             [vp, pointer(ctypes.c_uint), pointer(ctypes.c_uint)]),
            ("indexstore_symbol_get_usr", StringRef, [vp]),
            ("indexstore_symbol_get_name", StringRef, [vp]),
            ("indexstore_symbol_get_language", ctypes.c_int, [vp]),
            ("indexstore_unit_reader_dispose", None, [vp]),
            ("indexstore_record_reader_dispose", None, [vp]),
        ]:
            function = getattr(lib, name)
            function.restype, function.argtypes = result, arguments
        error = vp()
        self.store = lib.indexstore_store_create(path.encode(), ctypes.byref(error))
        if not self.store:
            sys.exit("audit: no index store at %s; build first (swift build)" % path)
        self.units = []
        callback = ctypes.CFUNCTYPE(ctypes.c_bool, vp, StringRef)(
            lambda _, name: self.units.append(name.text()) or True)
        lib.indexstore_store_units_apply_f.argtypes = [vp, ctypes.c_uint, vp, type(callback)]
        lib.indexstore_store_units_apply_f(self.store, 0, None, callback)

    def records_by_file(self):
        """For each indexed source file: its records and when its newest unit was written."""
        lib, vp, found = self.lib, ctypes.c_void_p, {}
        error = vp()
        for unit in self.units:
            reader = lib.indexstore_unit_reader_create(self.store, unit.encode(),
                                                       ctypes.byref(error))
            if not reader:
                continue
            if not lib.indexstore_unit_reader_is_system_unit(reader):
                main = lib.indexstore_unit_reader_get_main_file(reader).text()
                seconds, nanoseconds = ctypes.c_int64(), ctypes.c_int64()
                lib.indexstore_unit_reader_get_modification_time(
                    reader, ctypes.byref(seconds), ctypes.byref(nanoseconds))
                records = []

                def dependency(_, dep):
                    if (lib.indexstore_unit_dependency_get_kind(dep) == 2
                            and lib.indexstore_unit_dependency_get_filepath(dep).text() == main):
                        records.append(lib.indexstore_unit_dependency_get_name(dep).text())
                    return True

                applier = ctypes.CFUNCTYPE(ctypes.c_bool, vp, vp)(dependency)
                lib.indexstore_unit_reader_dependencies_apply_f.argtypes = [vp, vp, type(applier)]
                lib.indexstore_unit_reader_dependencies_apply_f(reader, None, applier)
                entry = found.setdefault(main, {"records": set(), "time": 0})
                entry["records"].update(records)
                entry["time"] = max(entry["time"], seconds.value + nanoseconds.value / 1e9)
            lib.indexstore_unit_reader_dispose(reader)
        return found

    def occurrences(self, record):
        """(usr, name, is Swift, roles, line, column) of every occurrence in `record`."""
        lib, vp, found = self.lib, ctypes.c_void_p, []
        error = vp()
        reader = lib.indexstore_record_reader_create(self.store, record.encode(),
                                                     ctypes.byref(error))
        if not reader:
            return found

        def occurrence(_, occ):
            symbol = lib.indexstore_occurrence_get_symbol(occ)
            line, column = ctypes.c_uint(), ctypes.c_uint()
            lib.indexstore_occurrence_get_line_col(occ, ctypes.byref(line), ctypes.byref(column))
            found.append((lib.indexstore_symbol_get_usr(symbol).text(),
                          lib.indexstore_symbol_get_name(symbol).text(),
                          lib.indexstore_symbol_get_language(symbol) == LANGUAGE_SWIFT,
                          lib.indexstore_occurrence_get_roles(occ), line.value, column.value))
            return True

        applier = ctypes.CFUNCTYPE(ctypes.c_bool, vp, vp)(occurrence)
        lib.indexstore_record_reader_occurrences_apply_f.argtypes = [vp, vp, type(applier)]
        lib.indexstore_record_reader_occurrences_apply_f(reader, None, applier)
        lib.indexstore_record_reader_dispose(reader)
        return found


# MARK: Guards, read from the source


def code_only(text):
    """`text` with comments and string literals blanked (newlines kept), so braces, parens and
    keywords are the code's own. Offsets are unchanged."""
    out, i, n = list(text), 0, len(text)

    def blank(start, end):
        for k in range(start, end):
            if out[k] != "\n":
                out[k] = " "

    def skip_string(i):
        """From the opening quote run at `i` (after any `#`s), past the closing one."""
        hashes = 0
        while i < n and text[i] == "#":
            hashes, i = hashes + 1, i + 1
        multi = text.startswith('"""', i)
        quote = '"""' if multi else '"'
        i += len(quote)
        close = quote + "#" * hashes
        escape = "\\" + "#" * hashes
        while i < n:
            if text.startswith(escape + "(", i):
                i = skip_code(i + len(escape) + 1, ")")
            elif text.startswith(escape, i):
                i += len(escape) + 1
            elif text.startswith(close, i):
                return i + len(close)
            elif text[i] == "\n" and not multi:
                return i
            else:
                i += 1
        return i

    def skip_code(i, end):
        """Past the `end` that closes code starting at `i` (an interpolation)."""
        depth = 0
        while i < n:
            c = text[i]
            if c == '"' or (c == "#" and re.match(r'#+"', text[i:])):
                i = skip_string(i)
                continue
            if c == "(":
                depth += 1
            elif c == ")":
                if depth == 0:
                    return i + 1
                depth -= 1
            i += 1
        return i

    while i < n:
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            blank(i, end)
            i = end
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            blank(i, j)
            i = j
        elif text[i] == '"' or (text[i] == "#" and re.match(r'#+"', text[i:i + 8])):
            end = skip_string(i)
            blank(i, end)
            i = end
        else:
            i += 1
    return "".join(out)


def matching(code, open_at):
    """The offset of the bracket that closes the one at `open_at`."""
    pairs = {"{": "}", "(": ")", "[": "]"}
    stack = []
    for i in range(open_at, len(code)):
        c = code[i]
        if c in pairs:
            stack.append(pairs[c])
        elif c in ")]}":
            if stack and stack[-1] == c:
                stack.pop()
                if not stack:
                    return i
    return len(code) - 1


def guard_versions(arguments):
    """The versions an `@available(...)` or `#available(...)` names, per Apple platform."""
    versions = {}
    for part in arguments.split(","):
        words = part.split()
        if len(words) == 2 and words[0] in APPLE and version(words[1]):
            versions[words[0]] = version(words[1])
    match = re.search(r"\b(" + "|".join(APPLE) + r")\s*,\s*introduced\s*:\s*([\d.]+)", arguments)
    if match:
        versions[match.group(1)] = version(match.group(2))
    return versions


DECLARATION_START = re.compile(
    r"\s*(@|}|#|func\b|var\b|let\b|case\b|init\b|deinit\b|subscript\b|static\b|class\b|struct\b"
    r"|enum\b|protocol\b|extension\b|actor\b|typealias\b|associatedtype\b|public\b|private\b"
    r"|fileprivate\b|internal\b|package\b|open\b|final\b|override\b|mutating\b|nonisolated\b"
    r"|convenience\b|required\b|lazy\b|weak\b|unowned\b|indirect\b|import\b|$)")


def declaration_end(code, start):
    """Where the declaration that starts at `start` (after its attributes) ends: the brace
    closing its body, or the end of its line when it has none."""
    i, depth = start, 0
    while i < len(code):
        c = code[i]
        if c in "([":
            i = matching(code, i) + 1
            continue
        if c == "{":
            return matching(code, i)
        if c == "\n" and DECLARATION_START.match(code, i + 1) and code[start:i].strip():
            return i
        i += 1
    return len(code)


def guarded_regions(code):
    """(start, end, versions) for every stretch of `code` an availability guard covers."""
    regions = []
    for match in re.finditer(r"@available\s*\(", code):
        close = matching(code, match.end() - 1)
        versions = guard_versions(code[match.end():close])
        if versions:
            regions.append((match.start(), declaration_end(code, close + 1), versions))
    for match in re.finditer(r"#(un)?available\s*\(", code):
        close = matching(code, match.end() - 1)
        versions = guard_versions(code[match.end():close])
        before = re.findall(r"\b(if|guard|while)\b",
                            code[max(0, match.start() - 200):match.start()])
        keyword = before[-1] if before else "if"
        body = code.find("{", close)
        if body < 0:
            continue
        body_end = matching(code, body)
        if match.group(1):  # #unavailable: the else branch is the guarded one
            rest = re.match(r"\s*else\s*{", code[body_end + 1:])
            if keyword == "if" and rest:
                start = body_end + 1 + rest.end() - 1
                regions.append((start, matching(code, start), versions))
            continue
        if keyword == "guard":
            # The rest of the enclosing block, after the else branch.
            depth, i = 0, match.start()
            while i > 0:
                i -= 1
                if code[i] == "}":
                    depth += 1
                elif code[i] == "{":
                    if depth == 0:
                        break
                    depth -= 1
            enclosing_end = matching(code, i) if code[i] == "{" else len(code)
            regions.append((body_end, enclosing_end, versions))
        else:
            regions.append((body, body_end, versions))
    return regions


APPLE_CONDITIONS = {
    # NB: each Apple platform is true on one and false on the others: not known.
    "os": {"Linux": False, "Windows": False, "Android": False, "WASI": False, "FreeBSD": False,
           "OpenBSD": False, "Cygwin": False, "Haiku": False},
    "canImport": {"Darwin": True, "Glibc": False, "Musl": False, "Android": False,
                  "Bionic": False, "WinSDK": False, "WASILibc": False, "ucrt": False,
                  "SwiftUI": True, "Combine": True},
}
LINUX_CONDITIONS = {
    "os": {"Linux": True, "macOS": False, "iOS": False, "tvOS": False, "watchOS": False,
           "visionOS": False, "Windows": False},
    # NB: Apple's UI frameworks are not on Linux: FormworkSwiftUI's views are type-checked
    # against a stand-in (scripts/typecheck-swiftui.sh), not audited.
    "canImport": {"Glibc": True, "Darwin": False, "Musl": False, "SwiftUI": False,
                  "Combine": False, "UIKit": False, "AppKit": False, "Accessibility": False},
}


def evaluate(condition, known):
    """`True`, `False` or `None` (cannot tell) for an `#if` condition, given what `known`
    says of `os(...)` and `canImport(...)`."""
    tokens = re.findall(r"\w+\s*\([^()]*\)|&&|\|\||!|\(|\)|\w+", condition)
    position = [0]

    def peek():
        return tokens[position[0]] if position[0] < len(tokens) else None

    def take():
        position[0] += 1
        return tokens[position[0] - 1]

    def primary():
        token = take()
        if token == "!":
            value = primary()
            return None if value is None else not value
        if token == "(":
            value = disjunction()
            take()
            return value
        match = re.match(r"(\w+)\s*\(\s*([\w.]+)", token)
        if match and match.group(1) in known:
            return known[match.group(1)].get(match.group(2))
        return None

    def chain(operand, operator, decisive):
        """`&&` (where `False` decides) or `||` (where `True` does), in three values."""
        value = operand()
        while peek() == operator:
            take()
            pair = (value, operand())
            value = decisive if decisive in pair else (None if None in pair else not decisive)
        return value

    def conjunction():
        return chain(primary, "&&", False)

    def disjunction():
        return chain(conjunction, "||", True)

    return disjunction()


def conditional_regions(text):
    """(start, end, on Apple, on Linux) for each `#if` branch, each `None` when not known."""
    regions, stack = [], []
    offset = 0
    for line in text.split("\n"):
        directive = re.match(r"\s*#(if|elseif|else|endif)\b(.*)", line)
        if directive:
            kind, condition = directive.group(1), directive.group(2).strip()
            if kind == "if":
                stack.append({"start": offset + len(line) + 1,
                              "apple": evaluate(condition, APPLE_CONDITIONS),
                              "linux": evaluate(condition, LINUX_CONDITIONS),
                              "apple_taken": False, "linux_taken": False})
            elif stack:
                top = stack[-1]
                regions.append((top["start"], offset, top["apple"], top["linux"]))
                top["apple_taken"] |= top["apple"] is True
                top["linux_taken"] |= top["linux"] is True
                if kind == "endif":
                    stack.pop()
                else:
                    apple = True if kind == "else" else evaluate(condition, APPLE_CONDITIONS)
                    linux = True if kind == "else" else evaluate(condition, LINUX_CONDITIONS)
                    top["start"] = offset + len(line) + 1
                    top["apple"] = False if top["apple_taken"] else apple
                    top["linux"] = False if top["linux_taken"] else linux
        offset += len(line) + 1
    return regions


# MARK: The audit


def audit(package_dir, store_path, availability):
    """The findings, and the stretches of code Linux does not compile (not audited)."""
    floor = read_floor(package_dir)
    sources = os.path.realpath(os.path.join(package_dir, "Sources"))
    store = IndexStore(store_path)
    indexed = store.records_by_file()
    findings, not_audited, files = [], [], []
    for folder, _, names in os.walk(sources):
        files += [os.path.join(folder, name) for name in names if name.endswith(".swift")]
    declared = set()
    occurrences = {}
    for path in sorted(files):
        entry = indexed.get(path)
        relative = os.path.relpath(path, package_dir)
        if entry is None:
            findings.append("%s: not in the index; build first (swift build)" % relative)
            continue
        if os.path.getmtime(path) > entry["time"] + 1:
            findings.append("%s: changed since the index was written; build again" % relative)
            continue
        found = []
        for record in sorted(entry["records"]):
            found += store.occurrences(record)
        occurrences[path] = found
        declared |= {name.split("(")[0] for _, name, _, roles, _, _ in found
                     if roles & (DEFINITION | DECLARATION)}
    for path, found in sorted(occurrences.items()):
        relative = os.path.relpath(path, package_dir)
        # NB: latin-1: one character per byte, so the index's UTF-8 columns are offsets.
        text = open(path, "rb").read().decode("latin-1")
        code = code_only(text)
        line_starts = [0] + [m.end() for m in re.finditer("\n", text)]
        guards = guarded_regions(code)
        branches = conditional_regions(code)
        for start, end, apple, linux in branches:
            if apple is not False and linux is False and code[start:end].strip():
                not_audited.append("%s:%d-%d" % (relative, text.count("\n", 0, start) + 1,
                                                 text.count("\n", 0, end)))
        for match in re.finditer(r"@_(spi|silgen_name)\b", code):
            line = text.count("\n", 0, match.start()) + 1
            findings.append("%s:%d: @_%s reaches API that is not public and not stable"
                            % (relative, line, match.group(1)))
        # NB: the index leaves out the toolchain's underscored declarations (`_forEachField`),
        # so they are found in the text: a name starting with `_` that the package does not
        # declare, outside code Linux does not compile, and not a C library's (indexed).
        c_names = {line_starts[line - 1] + column - 1
                   for _, _, is_swift, _, line, column in found if not is_swift}
        ours = declared | set(re.findall(
            r"\b(?:let|var|func|case|class|struct|enum|typealias|actor|protocol)\s+(_\w+)", code))
        ours |= set(re.findall(r"[(,]\s*(?:\w+\s+)?(_[A-Za-z]\w*)\s*:", code))
        for match in re.finditer(r"(?<![\w$#@])_[A-Za-z]\w*", code):
            at = match.start()
            if match.group() in ours or at in c_names or any(
                    start <= at < end and linux is False for start, end, _, linux in branches):
                continue
            line = text.count("\n", 0, at) + 1
            findings.append("%s:%d:%d: %s is underscored API of the toolchain: not public, not "
                            "stable" % (relative, line, at - line_starts[line - 1] + 1,
                                        match.group()))
        reported = set()
        for usr, name, is_swift, roles, line, column in found:
            if not roles & REFERENCE or roles & (DEFINITION | DECLARATION):
                continue
            at = line_starts[line - 1] + column - 1
            if any(start <= at < end and apple is False for start, end, apple, _ in branches):
                continue
            where = "%s:%d:%d" % (relative, line, column)
            if not availability.knows(usr):
                continue
            covered = dict(floor)
            for start, end, versions in guards:
                if start <= at <= end:
                    for platform, v in versions.items():
                        if platform in covered:
                            covered[platform] = max(covered[platform], v)
            def newer_than_covered(usr):
                needed = availability.required(usr)
                return ["%s %s" % (platform, shown(needed[platform])) for platform in APPLE
                        if platform in needed and needed[platform] > covered[platform]]

            newer = newer_than_covered(usr)
            if newer and any(not newer_than_covered(other)
                             for other in availability.alternatives(usr)):
                newer = []
            gone = sorted(availability.unavailable_on(usr) & set(floor))
            if (newer or gone) and (where, usr) not in reported:
                reported.add((where, usr))
                detail = "needs " + ", ".join(newer) if newer else ""
                if gone:
                    detail += ("; " if detail else "") + "unavailable on " + ", ".join(gone)
                findings.append("%s: %s %s; the floor is %s and no availability guard covers it"
                                % (where, availability.name.get(usr, name), detail,
                                   ", ".join("%s %s" % (p, shown(floor[p])) for p in APPLE)))
    return findings, not_audited


def default_store(package_dir):
    bin_path = subprocess.run(["swift", "build", "--show-bin-path"], cwd=package_dir,
                              capture_output=True, text=True).stdout.strip()
    return os.path.join(bin_path, "index", "store")


def load_availability(scratch):
    graphs = os.path.join(scratch, "graphs")
    os.makedirs(graphs, exist_ok=True)
    extract_graphs(graphs)
    return Availability(graphs)


# MARK: The self-test: planted uses


PLANTED_FLOOR = ".macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)"
BELOW_DURATION = ".macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8)"
EXECUTOR = """
final class Planted: TaskExecutor, @unchecked Sendable {
  func enqueue(_ job: consuming ExecutorJob) {}
}
func start() {
  Task.detached(executorPreference: Planted()) {}
}
"""
GUARDED_EXECUTOR = """
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class Planted: TaskExecutor, @unchecked Sendable {
  func enqueue(_ job: consuming ExecutorJob) {}
}
func start() {
  if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
    Task.detached(executorPreference: Planted()) {}
  }
}
"""
CASES = [
    # (name, floor, source, should fail, what the findings must name)
    ("an unguarded task executor", PLANTED_FLOOR, EXECUTOR, True,
     ["TaskExecutor needs macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2",
      "detached(name:executorPreference:priority:operation:) needs macOS 15"]),
    ("a task executor behind @available and if #available", PLANTED_FLOOR, GUARDED_EXECUTOR,
     False, []),
    ("a task executor guarded for macOS only", PLANTED_FLOOR,
     GUARDED_EXECUTOR.replace("macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *",
                              "macOS 15, *"),
     True, ["TaskExecutor needs iOS 18, tvOS 18, watchOS 11, visionOS 2"]),
    ("a task executor in code only Linux compiles", PLANTED_FLOOR,
     "#if os(Linux)" + EXECUTOR + "#endif\n", False, []),
    ("an unguarded Duration below its floor", BELOW_DURATION,
     "func pause() -> Duration { .milliseconds(300) }\n", True,
     ["Duration needs macOS 13, iOS 16, tvOS 16, watchOS 9",
      "Duration.milliseconds(_:) needs macOS 13"]),
    ("a Duration behind @available", BELOW_DURATION,
     "@available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)\n"
     "func pause() -> Duration { .milliseconds(300) }\n", False, []),
    ("a Duration behind guard #available", BELOW_DURATION,
     "func pause() {\n  guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else { return }\n"
     "  let pause: Duration = .milliseconds(300)\n  _ = pause\n}\n", False, []),
    ("a Duration used before its guard", BELOW_DURATION,
     "func pause() {\n  let early: Duration = .zero\n  _ = early\n"
     "  guard #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) else { return }\n}\n",
     True, ["Duration needs macOS 13"]),
    ("a newer requirement with an older default (UInt64 &*)", PLANTED_FLOOR,
     "func mix(_ z: UInt64) -> UInt64 { z &* 0xBF58_476D_1CE4_E5B9 }\n", False, []),
    ("a Duration at its floor", PLANTED_FLOOR,
     "func pause() -> Duration { .milliseconds(300) }\n", False, []),
    ("SPI and underscored API", PLANTED_FLOOR,
     "@_spi(Reflection) import Swift\n"
     "func count(_ type: Any.Type) -> Int {\n  var fields = 0\n"
     "  _ = _forEachField(of: type, options: []) { _, _, _, _ in\n    fields += 1\n"
     "    return true\n  }\n  return fields\n}\n", True,
     ["@_spi reaches API", "_forEachField is underscored API"]),
    ("a comment and a string that name newer API", PLANTED_FLOOR,
     "// TaskExecutor\nlet note = \"if #available(macOS 99, *) { TaskExecutor }\"\n"
     "func pause() -> Int { 1 }\n", False, []),
]


def self_test():
    scratch = tempfile.mkdtemp(prefix="availability-audit-")
    availability = load_availability(scratch)
    failures = []
    # The availability read is the interface's own: TaskExecutor's @available line.
    interface = glob.glob(os.path.join(os.path.dirname(os.path.realpath(shutil.which("swiftc"))),
                                       "..", "lib", "swift", "*", "_Concurrency.swiftmodule",
                                       "*.swiftinterface"))
    text = open([p for p in interface if ".private." not in p][0], encoding="utf-8").read()
    declared = re.search(r"@available\(([^)]*)\)\s*public protocol TaskExecutor\b", text)
    expected = guard_versions(declared.group(1)) if declared else {}
    got = availability.required("s:Sch")
    if not expected or any(got.get(p) != v for p, v in expected.items()):
        failures.append("TaskExecutor's availability %s differs from the interface's %s"
                        % (got, expected))
    for number, (name, floor, source, should_fail, named) in enumerate(CASES):
        package = os.path.join(scratch, "case%02d" % number)
        os.makedirs(os.path.join(package, "Sources", "Planted"))
        open(os.path.join(package, "Package.swift"), "w").write(
            "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(\n"
            "  name: \"Planted\", platforms: [%s],\n  targets: [.target(name: \"Planted\")]\n)\n"
            % floor)
        file = os.path.join(package, "Sources", "Planted", "Planted.swift")
        open(file, "w").write(source)
        store = os.path.join(package, "store")
        result = subprocess.run(
            ["swiftc", "-typecheck", "-swift-version", "6", "-parse-as-library", "-module-name",
             "Planted", "-index-store-path", store, "-index-ignore-system-modules", file],
            capture_output=True, text=True)
        if result.returncode != 0:
            failures.append("%s: the planted code does not compile:\n%s" % (name, result.stderr))
            continue
        findings, _ = audit(package, store, availability)
        verdict = "fails" if findings else "passes"
        print("   %-56s %s" % (name, verdict))
        for finding in findings:
            print("      " + finding)
        if bool(findings) != should_fail:
            failures.append("%s: the audit %s; it should %s" % (
                name, verdict, "fail" if should_fail else "pass"))
        for text in named:
            if not any(text in finding for finding in findings):
                failures.append("%s: no finding says '%s'" % (name, text))
    shutil.rmtree(scratch, ignore_errors=True)
    for failure in failures:
        print("self-test: " + failure)
    return 1 if failures else 0


def main():
    arguments = sys.argv[1:]
    if "--self-test" in arguments:
        return self_test()
    if "-h" in arguments or "--help" in arguments:
        print(__doc__)
        return 0
    package = ROOT
    store = None
    while arguments:
        flag = arguments.pop(0)
        if flag == "--package" and arguments:
            package = os.path.abspath(arguments.pop(0))
        elif flag == "--index-store" and arguments:
            store = os.path.abspath(arguments.pop(0))
        else:
            sys.exit(__doc__)
    scratch = tempfile.mkdtemp(prefix="availability-audit-")
    try:
        availability = load_availability(scratch)
        findings, not_audited = audit(package, store or default_store(package), availability)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    floor = read_floor(package)
    print("   floor: " + ", ".join("%s %s" % (p, shown(floor[p])) for p in APPLE))
    if not_audited:
        print("   not compiled on Linux, so not audited: " + ", ".join(not_audited))
    for finding in findings:
        print(finding)
    print("   %d finding%s" % (len(findings), "" if len(findings) == 1 else "s"))
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
