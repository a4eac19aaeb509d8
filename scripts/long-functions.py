#!/usr/bin/env python3
"""Lists the functions and closures of Swift sources whose bodies are over a line limit.

A body's length is the number of lines between its opening and its closing brace, comments
and blank lines included (`func f() {` ... `}` over 62 lines is a body of 60). Bodies counted:
`func`, `init`, `deinit`, `subscript`, computed `var`s (accessors included), closures given
to a stored `let`/`var`, and code at file scope (`main.swift`). Blocks inside a function are
not listed on their own: they are shorter than the function that holds them.

How it reads Swift: brace matching, after blanking out comments and string literals (nested
`/* */`, `\"\"\"…\"\"\"`, raw `#"…"#`, `\\(…)` interpolations) with the availability audit's
`code_only`, so a brace in a string or a comment does not count. A body's kind comes from the
tokens between the previous brace (or `;`) and its `{`: the last declaration keyword there.

Usage:
  scripts/long-functions.py [--limit N] [PATH ...]   # default: 60 lines, Sources
  scripts/long-functions.py --self-test              # plants long bodies, shows they are found

Exits 1 when it lists anything (or when the self-test fails), 0 otherwise.
"""

import importlib.util
import os
import re
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIMIT = 60

TYPE_KEYWORDS = {"struct", "class", "enum", "extension", "protocol", "actor"}
FUNCTION_KEYWORDS = {"func", "init", "deinit", "subscript"}
TOKEN = re.compile(r"[A-Za-z_][A-Za-z_0-9]*|`[^`\n]*`|\d[\w.]*|[{}()\[\];,.:]|[=<>!&|^~?+\-*/%]+"
                   r"|\S")


def load_code_only():
    """`code_only` of scripts/audit-availability.py: the text with comments and string
    literals (interpolations included) blanked, newlines kept, so lines and braces stay put."""
    path = os.path.join(ROOT, "scripts", "audit-availability.py")
    spec = importlib.util.spec_from_file_location("audit_availability", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.code_only


code_only = load_code_only()


def tokens(code):
    line = 1
    position = 0
    for match in TOKEN.finditer(code):
        line += code.count("\n", position, match.start())
        position = match.start()
        yield match.group(), line


CONTROL_KEYWORDS = {"if", "guard", "while", "for", "switch", "repeat", "do", "catch", "else",
                    "defer"}


def describe(header):
    """What the body whose `{` follows `header` (the tokens since the previous brace or `;`)
    is, at file or type scope: `("type", name)`, `("func", name)`, `("var", name)` (computed),
    `("closure", name)` (given to a stored `let`/`var`), or `("top-level code", word)`."""
    for index in range(len(header) - 1, -1, -1):
        word = header[index]
        previous = header[index - 1] if index else ""
        following = header[index + 1] if index + 1 < len(header) else ""
        if previous == ".":
            continue
        if word in CONTROL_KEYWORDS:
            return ("top-level code", word)
        if word in TYPE_KEYWORDS and following not in FUNCTION_KEYWORDS | {"var", "let"}:
            return ("type", following)
        if word in FUNCTION_KEYWORDS:
            return ("func", following if word == "func" else word)
        if word in {"var", "let"}:
            depth = 0
            for later in header[index + 1:]:
                depth += later in {"(", "["}
                depth -= later in {")", "]"}
                if later == "=" and depth == 0:
                    return ("closure", following)
            return ("var", following)
    return ("top-level code", header[0] if header else "")


def scan(path, limit):
    """The bodies of the file at `path` over `limit` lines: (path, line, length, (kind, name))."""
    with open(path, encoding="utf-8") as handle:
        code = code_only(handle.read())
    hits = []
    # Each open brace: its line, its description (None inside a body: not listed on its own),
    # whether it is a type's body, and the header and bracket depth it interrupted.
    stack = []
    header = []
    brackets = 0
    for word, line in tokens(code):
        if word == "{":
            in_body = any(not is_type for _, _, is_type, _, _ in stack)
            description = None if in_body else describe(header)
            is_type = description is not None and description[0] == "type"
            stack.append((line, description, is_type, header, brackets))
            header, brackets = [], 0
        elif word == "}":
            if not stack:
                continue
            opened, description, is_type, saved_header, saved_brackets = stack.pop()
            length = line - opened - 1
            if description is not None and not is_type and length > limit:
                hits.append((path, opened, length, description))
            # NB: after a closure the statement goes on (`let x = a.map { … }.filter { … }`,
            # `f(x: { … }, y: 2)`); after a declaration's body a new one starts.
            if description is None or description[0] in {"closure", "top-level code"} \
                    or saved_brackets:
                header, brackets = saved_header + ["{}"], saved_brackets
            else:
                header, brackets = [], 0
        elif word == ";":
            header = []
        else:
            if word in {"(", "["}:
                brackets += 1
            elif word in {")", "]"}:
                brackets = max(0, brackets - 1)
            header.append(word)
    return hits


def swift_files(paths):
    for path in paths:
        if os.path.isfile(path):
            yield path
            continue
        for directory, _, names in sorted(os.walk(path)):
            for name in sorted(names):
                if name.endswith(".swift"):
                    yield os.path.join(directory, name)


def report(paths, limit):
    hits = []
    for path in swift_files(paths):
        hits.extend(scan(path, limit))
    for path, line, length, (kind, name) in sorted(hits, key=lambda h: -h[2]):
        print(f"{os.path.relpath(path, ROOT)}:{line}: {kind} {name}: {length} lines (limit {limit})")
    return hits


def self_test():
    body = lambda n: "".join(f"    x += {i}\n" for i in range(n))
    planted = {
        "func long": ("func", "long", f"func long() {{\n{body(61)}}}\n"),
        "init": ("func", "init", f"struct S {{\n  init(x: Int = 1) {{\n{body(61)}  }}\n}}\n"),
        "computed var": ("var", "body",
                         f"struct S {{\n  var body: Int {{\n{body(61)}  }}\n  let y = 1\n}}\n"),
        "a setter": ("var", "v",
                     f"struct S {{\n  var v: Int {{\n    get {{ 1 }}\n    set {{\n{body(61)}"
                     f"    }}\n  }}\n}}\n"),
        "stored closure": ("closure", "handler",
                           f"let handler: () -> Void = {{\n{body(61)}}}\n"),
        "top-level code": ("top-level code", "while",
                           f"let a = 1\nwhile a > 0 {{\n{body(61)}}}\n"),
        "a method after a stored closure and a trailing closure": (
            "func", "after",
            f"struct S {{\n  let f = {{ 1 }}()\n  let g = [1].map {{ $0 }}.filter {{ $0 > 0 }}\n"
            f"  func after() {{\n{body(61)}  }}\n}}\n"),
        "a closure at the end of a chain": (
            "closure", "g",
            f"struct S {{\n  let g = [1].map {{ $0 }}.filter {{\n{body(61)}  }}\n}}\n"),
        "subscript in a type in an extension": (
            "func", "subscript",
            f"extension S {{\n  enum E {{\n    subscript(i: Int) -> Int {{\n{body(61)}"
            f"    }}\n  }}\n}}\n"),
    }
    quiet = {
        "60 lines": f"func short() {{\n{body(60)}}}\n",
        "a long type": f"struct S {{\n{body(70)}}}\n",
        "a short function with a long type after it": (
            f"func f() {{\n  let g = {{ $0 + 1 }}\n{body(50)}}}\nenum E {{\n{body(70)}}}\n"),
        "braces in strings and comments": (
            "func f() {\n  let s = \"}}}\"\n  // }\n  /* } /* } */ */\n"
            "  let t = \"\"\"\n  }\n  \\(g { 1 })\n  \"\"\"\n  let r = #\"}\"#\n"
            + body(50) + "}\n"),
    }
    failures = 0
    with tempfile.TemporaryDirectory() as directory:
        for name, case in planted.items():
            kind, want, source = case
            path = os.path.join(directory, "Planted.swift")
            with open(path, "w") as handle:
                handle.write(source)
            hits = scan(path, LIMIT)
            found = [(h[3][0], h[3][1]) for h in hits]
            ok = (kind, want) in found
            print(f"{'found' if ok else 'MISSED'}: {name} {found}")
            failures += not ok
        for name, source in quiet.items():
            path = os.path.join(directory, "Quiet.swift")
            with open(path, "w") as handle:
                handle.write(source)
            hits = scan(path, LIMIT)
            print(f"{'quiet' if not hits else 'WRONGLY LISTED'}: {name} {hits}")
            failures += bool(hits)
    return failures == 0


def main(arguments):
    limit = LIMIT
    paths = []
    iterator = iter(arguments)
    for argument in iterator:
        if argument == "--self-test":
            return 0 if self_test() else 1
        if argument == "--limit":
            limit = int(next(iterator))
        else:
            paths.append(argument)
    hits = report(paths or [os.path.join(ROOT, "Sources")], limit)
    if hits:
        print(f"{len(hits)} bodies over {limit} lines: split them", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
