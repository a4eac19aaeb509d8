#!/usr/bin/env python3
"""Writes a 300-field form as one `sections { … }` expression (the result-builder spelling),
for the CI check that a big form type-checks fast (`.ci/run`): no expression over 100 ms.
`--array` writes the array spelling instead, and `--split` gives each section a `var` of its
own, listed by the form, to compare."""
import sys

ARRAY = "--array" in sys.argv
SPLIT = "--split" in sys.argv
args = [a for a in sys.argv[1:] if not a.startswith("--")]
FIELDS = int(args[0]) if args else 300
PER_SECTION = 10
SEP = "," if ARRAY else ""


def row(i):
    kind = i % 4
    if kind == 0:
        return f"controlCell(title: \"Text {i}\", control: textField(keyPath: \\.text{i}, rules: [.required(), .maxLength(20)]))"
    if kind == 1:
        return f"hidden(controlCell(title: \"Flag {i}\", control: toggle(keyPath: \\.flag{i})), when: \\.isLocked)"
    if kind == 2:
        return f"disabled(controlCell(title: \"Count {i}\", control: stepper(keyPath: \\.count{i}, range: 0...10)), when: \\.isLocked)"
    return f"controlCell(title: \"Note {i}\", control: textField(keyPath: \\.note{i}))"


lines = ["import Formwork", "", "struct Big: Equatable {"]
for i in range(FIELDS):
    kind = i % 4
    if kind == 0: lines.append(f"  var text{i} = \"\"")
    elif kind == 1: lines.append(f"  var flag{i} = false")
    elif kind == 2: lines.append(f"  var count{i} = 0")
    else: lines.append(f"  var note{i} = \"\"")
lines += ["  var showsAll = true", "  var isLocked = false", "}", ""]
starts = range(0, FIELDS, PER_SECTION)
if SPLIT:
    for start in starts:
        lines.append(f"var section{start // PER_SECTION}: Element<Section, Big> {{")
        lines.append("  section(isVisible: \\.showsAll) {")
        for i in range(start, min(start + PER_SECTION, FIELDS)):
            lines.append("    " + row(i))
        lines += ["  }", "}", ""]
    lines.append("var bigForm: Form<Big> {")
    lines.append("  sections {")
    lines += [f"    section{start // PER_SECTION}" for start in starts]
    lines += ["  }", "}", ""]
else:
    lines += ["var bigForm: Form<Big> {", "  sections([" if ARRAY else "  sections {"]
    for start in starts:
        lines.append("    section([" if ARRAY else "    section(isVisible: \\.showsAll) {")
        for i in range(start, min(start + PER_SECTION, FIELDS)):
            lines.append("      " + row(i) + SEP)
        lines.append("    ], isVisible: \\.showsAll)," if ARRAY else "    }")
    lines += ["  ])" if ARRAY else "  }", "}", ""]
sys.stdout.write("\n".join(lines))
