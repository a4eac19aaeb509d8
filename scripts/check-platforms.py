#!/usr/bin/env python3
"""Checks that every declared platform builds what it can use.

Package.swift declares macOS, iOS, tvOS, watchOS and visionOS besides Linux. Terminal and
process control (raw mode, `$EDITOR` through posix_spawn, signals, window sizes,
pseudo-terminals) exists on macOS and Linux only, so:

1. The libraries an app uses on every platform (`Formwork`, `FormworkTesting`,
   `FormworkSwiftUI`) do not depend on `FormworkTerminal`, directly or through another
   target (read from `swift package describe --type json`).
2. No process or terminal call (`posix_spawn`, `tcsetattr`, `ioctl`, `sigaction`, `signal`,
   `kill`, `posix_openpt`, ...) in `Sources/` is outside an `#if os(macOS) || os(Linux)`
   block (its `#else` is outside). Comments and strings do not count.
3. The hosted CI's workflow (`.github/workflows/apple.yml`) builds for every platform
   `platforms:` in Package.swift declares: each is in its `platform:` matrix.
4. With `--compile <modules-dir>`: `FormworkTerminal` type-checks with every such block
   left out, as tvOS and watchOS compile it, so nothing outside the guards uses what is
   inside them. Linux alone passes the guard, so this is the only way to see it here.

Usage:
  scripts/check-platforms.py [--compile <modules-dir>]   # after `swift build` for --compile
  scripts/check-platforms.py --self-test                 # plants each fault, shows it is found

Exits 1 when a check fails.
"""

import importlib.util
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EVERYWHERE = ["Formwork", "FormworkTesting", "FormworkSwiftUI"]
TERMINAL = "FormworkTerminal"
GUARD = "os(macOS)||os(Linux)"
PROCESS_CALL = re.compile(
    r"(?<![\w.])(posix_spawn\w*|waitpid|execv\w*|execl\w*|tcsetattr|tcgetattr|cfmakeraw"
    r"|ioctl|sigaction|sigemptyset|sigaddset|sigprocmask|pthread_sigmask|posix_openpt|grantpt"
    r"|unlockpt|ptsname|openpty|forkpty|mkstemps?)\s*\(")
# NB: calls whose names Swift code uses too (a `signal()` method), counted only in a file that
# imports the C library itself.
GENERIC_CALL = re.compile(r"(?<![\w.])(signal|raise|kill|system|fork)\s*\(")
C_IMPORT = re.compile(r"^\s*import\s+(Glibc|Musl|Darwin)\b", re.M)
DECLARATION = re.compile(r"\b(func|case)\s+$")
DIRECTIVE = re.compile(r"^\s*#(if|elseif|else|endif)\b\s*(.*)$")
UPCOMING = ["MemberImportVisibility", "InternalImportsByDefault"]


def load_code_only():
    """`code_only` of scripts/audit-availability.py: comments and strings blanked."""
    path = os.path.join(ROOT, "scripts", "audit-availability.py")
    spec = importlib.util.spec_from_file_location("audit_availability", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.code_only


code_only = load_code_only()


def is_guard(condition):
    words = condition.replace(" ", "")
    return words in (GUARD, "os(Linux)||os(macOS)")


def unguarded_calls(text):
    """(line, call) for each process or terminal call outside the guard."""
    found = []
    frames = []  # (is the guard, in its #else or #elseif)
    calls = [PROCESS_CALL] + ([GENERIC_CALL] if C_IMPORT.search(text) else [])
    for number, line in enumerate(code_only(text).split("\n"), 1):
        directive = DIRECTIVE.match(line)
        if directive:
            word, condition = directive.groups()
            if word == "if":
                frames.append([is_guard(condition), False])
            elif word in ("elseif", "else") and frames:
                frames[-1][1] = True
            elif word == "endif" and frames:
                frames.pop()
            continue
        if any(guard and not otherwise for guard, otherwise in frames):
            continue
        found += [(number, match.group(1)) for call in calls for match in call.finditer(line)
                  if not DECLARATION.search(line[:match.start()])]
    return found


def swift_files(folder):
    for directory, _, names in sorted(os.walk(folder)):
        for name in sorted(names):
            if name.endswith(".swift"):
                yield os.path.join(directory, name)


def check_calls(folder):
    problems = []
    for path in swift_files(folder):
        for line, call in unguarded_calls(open(path, encoding="utf-8").read()):
            problems.append(f"{os.path.relpath(path, ROOT)}:{line}: {call}(…) outside "
                            "`#if os(macOS) || os(Linux)`: tvOS and watchOS have no such call")
    return problems


def check_dependencies(description):
    """Problems with the targets of `swift package describe --type json`."""
    targets = {t["name"]: t.get("target_dependencies") or [] for t in description["targets"]}
    problems = []
    for name in EVERYWHERE:
        if name not in targets:
            continue
        seen, queue = set(), list(targets[name])
        while queue:
            dependency = queue.pop()
            if dependency not in seen:
                seen.add(dependency)
                queue += targets.get(dependency, [])
        if TERMINAL in seen:
            problems.append(f"{name} depends on {TERMINAL}: it must build on every declared "
                            "platform, and the terminal's I/O exists on macOS and Linux only")
    return problems


WORKFLOW = os.path.join(ROOT, ".github", "workflows", "apple.yml")


def declared_platforms(manifest):
    """The platforms `platforms:` of a package manifest names: `["macOS", "iOS", ...]`."""
    match = re.search(r"platforms:\s*\[([^\]]*)\]", manifest)
    return re.findall(r"\.(\w+)\(", match.group(1)) if match else []


def check_workflow(manifest, workflow):
    """Problems with the workflow's `platform:` matrix, given the manifest's platforms."""
    match = re.search(r"^\s*platform:\s*\[([^\]]*)\]", workflow, re.M)
    built = {name.strip() for name in match.group(1).split(",")} if match else set()
    return [f"{os.path.relpath(WORKFLOW, ROOT)} does not build for {name}, which Package.swift "
            "declares: add it to the platform matrix" for name in declared_platforms(manifest)
            if name not in built]


def describe_package():
    output = subprocess.run(["swift", "package", "describe", "--type", "json"], cwd=ROOT,
                            capture_output=True, text=True, check=True).stdout
    return json.loads(output[output.index("{"):])


def package_name():
    """The `-package-name` SwiftPM gives this package's modules (`package` access)."""
    for build in (".build/debug.yaml", ".build/release.yaml"):
        path = os.path.join(ROOT, build)
        if os.path.exists(path):
            match = re.search(r'"-package-name","([^"]+)"', open(path).read())
            if match:
                return match.group(1)
    return re.sub(r"[^A-Za-z0-9_]", "_", os.path.basename(ROOT).lower())


def typecheck_without_guards(folder, module, modules, package):
    """The compiler's errors for `folder` with every guarded block left out."""
    with tempfile.TemporaryDirectory() as scratch:
        files = []
        for index, path in enumerate(swift_files(folder)):
            text = open(path, encoding="utf-8").read()
            text = re.sub(r"^(\s*)#if\s+os\(macOS\)\s*\|\|\s*os\(Linux\)\s*$", r"\1#if false",
                          text, flags=re.M)
            copy = os.path.join(scratch, f"{index:03d}-{os.path.basename(path)}")
            open(copy, "w", encoding="utf-8").write(text)
            files.append(copy)
        command = ["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6",
                   "-module-name", module, "-package-name", package, "-D", "SWIFT_PACKAGE",
                   "-suppress-warnings"]
        for feature in UPCOMING:
            command += ["-enable-upcoming-feature", feature]
        if modules:
            command += ["-I", modules]
        result = subprocess.run(command + files, capture_output=True, text=True)
        errors = [line for line in result.stderr.split("\n") if ": error: " in line]
        return [re.sub(r"^.*?/\d{3}-", "", line) for line in errors] or (
            [result.stderr.strip()] if result.returncode else [])


def self_test():
    ok = True

    def expect(name, problems, wanted):
        nonlocal ok
        passed = bool(problems) == wanted
        ok = ok and passed
        verdict = ("found" if wanted else "quiet") if passed else (
            "MISSED" if wanted else "WRONGLY FOUND")
        print(f"{verdict}: {name}" + (f": {problems[0]}" if problems else ""))

    planted = {
        "FormworkTesting": ["Formwork", "FormworkTerminal"],
        "FormworkSwiftUI": ["Formwork"],
        "FormworkTerminal": ["Formwork"],
        "Formwork": [],
    }
    description = {"targets": [{"name": n, "target_dependencies": d} for n, d in planted.items()]}
    expect("FormworkTesting depending on FormworkTerminal", check_dependencies(description), True)
    planted["FormworkTesting"] = ["Helpers"]
    planted["Helpers"] = ["FormworkTerminal"]
    description = {"targets": [{"name": n, "target_dependencies": d} for n, d in planted.items()]}
    expect("FormworkTesting reaching FormworkTerminal through another target",
           check_dependencies(description), True)
    planted["Helpers"] = ["Formwork"]
    description = {"targets": [{"name": n, "target_dependencies": d} for n, d in planted.items()]}
    expect("FormworkTesting on the core only", check_dependencies(description), False)

    spawn = "func run() {\n  _ = posix_spawn(&process, \"/bin/sh\", nil, nil, &argv, nil)\n}\n"
    expect("posix_spawn unguarded", unguarded_calls(spawn), True)
    expect("posix_spawn under canImport(Darwin), which tvOS passes",
           unguarded_calls("#if canImport(Darwin)\n" + spawn + "#endif\n"), True)
    expect("ioctl in the guard's #else",
           unguarded_calls("#if os(macOS) || os(Linux)\n#else\n  ioctl(0, 1)\n#endif\n"), True)
    expect("sigaction in a block nested in the guard",
           unguarded_calls("#if os(macOS) || os(Linux)\n  #if os(Linux)\n    sigaction(1)\n"
                           "  #endif\n#endif\n"), False)
    expect("posix_spawn in the guard", unguarded_calls(
        "#if os(macOS) || os(Linux)\n" + spawn + "#endif\n"), False)
    expect("posix_spawn in a comment and a string",
           unguarded_calls('// posix_spawn(x)\nlet s = "kill(1)"\nx.signal(3)\n'), False)
    expect("signal() in a file that imports the C library",
           unguarded_calls("import Glibc\nfunc f() { signal(SIGPIPE, SIG_IGN) }\n"), True)
    expect("a Swift method named signal, declared and called",
           unguarded_calls("func signal() {}\ncase raise(Int)\nfunc g() { signal() }\n"),
           False)

    manifest = "platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],"
    expect("a workflow without watchOS", check_workflow(
        manifest, "        platform: [macOS, iOS, tvOS, visionOS]\n"), True)
    expect("a workflow with every declared platform", check_workflow(
        manifest, "        platform: [macOS, iOS, tvOS, watchOS, visionOS]\n"), False)

    with tempfile.TemporaryDirectory() as folder:
        guarded = "#if os(macOS) || os(Linux)\n  func runEditor() {}\n#endif\n"
        open(os.path.join(folder, "Editor.swift"), "w").write(guarded)
        user = os.path.join(folder, "User.swift")
        open(user, "w").write("func edit() { runEditor() }\n")
        expect("a guarded function used outside the guard",
               typecheck_without_guards(folder, "Planted", None, "planted"), True)
        open(user, "w").write("func edit() {\n  #if os(macOS) || os(Linux)\n    runEditor()\n"
                              "  #endif\n}\n")
        expect("a guarded function used inside the guard",
               typecheck_without_guards(folder, "Planted", None, "planted"), False)
    return ok


def main(arguments):
    if arguments[:1] == ["--self-test"]:
        return 0 if self_test() else 1
    problems = check_dependencies(describe_package()) + check_calls(os.path.join(ROOT, "Sources"))
    problems += check_workflow(
        open(os.path.join(ROOT, "Package.swift")).read(),
        open(WORKFLOW).read() if os.path.exists(WORKFLOW) else "")
    if arguments[:1] == ["--compile"] and len(arguments) == 2:
        folder = os.path.join(ROOT, "Sources", TERMINAL)
        errors = typecheck_without_guards(folder, TERMINAL, arguments[1], package_name())
        problems += [f"{TERMINAL} without its macOS/Linux blocks (as tvOS builds it): {error}"
                     for error in errors]
    elif arguments:
        sys.exit(__doc__)
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
