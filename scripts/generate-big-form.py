#!/usr/bin/env python3
"""Writes a 300-field form as one `sections { … }` expression (the result-builder spelling),
for the CI check that a big form type-checks fast (`.ci/run`): no expression over 100 ms.
`--array` writes the array spelling instead, to compare."""
import sys

ARRAY = "--array" in sys.argv
args = [a for a in sys.argv[1:] if not a.startswith("--")]
FIELDS = int(args[0]) if args else 300
PER_SECTION = 10
SEP = "," if ARRAY else ""

lines = ["import Formwork", "", "struct Big: Equatable {"]
for i in range(FIELDS):
    kind = i % 4
    if kind == 0: lines.append(f"  var text{i} = \"\"")
    elif kind == 1: lines.append(f"  var flag{i} = false")
    elif kind == 2: lines.append(f"  var count{i} = 0")
    else: lines.append(f"  var note{i} = \"\"")
lines += ["  var showsAll = true", "  var isLocked = false", "}", "", "var bigForm: Form<Big> {", "  sections([" if ARRAY else "  sections {"]
for start in range(0, FIELDS, PER_SECTION):
    lines.append("    section([" if ARRAY else "    section(isVisible: \\.showsAll) {")
    for i in range(start, min(start + PER_SECTION, FIELDS)):
        kind = i % 4
        if kind == 0:
            lines.append(f"      validated(controlCell(title: \"Text {i}\", control: textField(keyPath: \\.text{i})), \\.text{i}, rules: [.required(), .maxLength(20)])" + SEP)
        elif kind == 1:
            lines.append(f"      hidden(controlCell(title: \"Flag {i}\", control: toggle(keyPath: \\.flag{i})), when: \\.isLocked)" + SEP)
        elif kind == 2:
            lines.append(f"      disabled(controlCell(title: \"Count {i}\", control: stepper(keyPath: \\.count{i}, range: 0...10)), when: \\.isLocked)" + SEP)
        else:
            lines.append(f"      controlCell(title: \"Note {i}\", control: textField(keyPath: \\.note{i}))" + SEP)
    lines.append("    ], isVisible: \\.showsAll)," if ARRAY else "    }")
lines += ["  ])" if ARRAY else "  }", "}", ""]
sys.stdout.write("\n".join(lines))
