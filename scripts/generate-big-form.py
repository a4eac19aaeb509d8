#!/usr/bin/env python3
"""Writes a form of N fields (300 by default) of every row kind, for the check that a big form
type-checks fast (`.ci/run`, `formwork-bench`): text fields with rules, number fields with
ranges, pickers, rows hidden by a closure and rows disabled by a key path, ten rows to a
section with a header and `isVisible:`.

By default the form is one `sections { … }` expression (the result-builder spelling).
`--array` writes the array spelling (`sections([section([…], …)])`) instead, and `--split`
gives each section a `var` of its own, listed by the form. `--closures` hides every row by a
closure, in sections with a header only: the costliest rows for the type checker.
`--floor` writes the same rows against plain functions of its own, not Formwork's: one function
for each name and spelling, no generics, no import. What they take is what the compiler needs
for the shape alone.
`--kind=K` writes rows of kind K alone (0 text fields with rules, 1 number fields with ranges,
2 pickers, 3 rows hidden by a closure, 4 rows disabled by a key path), to measure what one kind
costs.

  scripts/generate-big-form.py 300 [--array] [--split] [--closures] [--floor] [--kind=K] \
    > BigForm.swift
"""
import sys

ARRAY = "--array" in sys.argv
SPLIT = "--split" in sys.argv
CLOSURES = "--closures" in sys.argv
FLOOR = "--floor" in sys.argv
KIND = next((int(a[len("--kind="):]) for a in sys.argv if a.startswith("--kind=")), None)
args = [a for a in sys.argv[1:] if not a.startswith("--")]
FIELDS = int(args[0]) if args else 300
PER_SECTION = 10
KINDS = 5


def kind_of(i):
    """Field `i`'s kind: `--kind`'s, or `i % KINDS`."""
    return i % KINDS if KIND is None else KIND


def row(i):
    """Field `i`'s row: its kind is `i % KINDS`."""
    kind = 3 if CLOSURES else kind_of(i)
    if kind == 0:
        return (f'controlCell(title: "Name {i}", control: textField('
                f'keyPath: \\.name{i}, rules: [.required(), .maxLength(20)]))')
    if kind == 1:
        return (f'controlCell(title: "Count {i}", control: numberField('
                f'keyPath: \\.count{i}, range: 0...10))')
    if kind == 2:
        return f'pickerCell(title: "Size {i}", keyPath: \\.size{i}, optionTitle: \\.title)'
    if kind == 3:
        return (f'hidden(controlCell(title: "Flag {i}", control: toggle(keyPath: \\.flag{i})), '
                f'when: {{ $0.isLocked }})')
    return (f'disabled(controlCell(title: "Note {i}", control: textField(keyPath: \\.note{i})), '
            f'when: \\.isLocked, reason: "Locked")')


def stored(i):
    """The state's property for field `i`."""
    if CLOSURES:
        return f"var flag{i} = false"
    return [f"var name{i} = \"\"", f"var count{i} = 0", f"var size{i} = Size.small",
            f"var flag{i} = false", f"var note{i} = \"\""][kind_of(i)]


def section(start, indent):
    """The section of the fields from `start`, as an expression, each line indented."""
    header = f'header: "Section {start // PER_SECTION}"'
    if not CLOSURES:
        header += ", isVisible: \\.showsAll"
    rows = [row(i) for i in range(start, min(start + PER_SECTION, FIELDS))]
    if ARRAY:
        lines = ["section(["] + [f"  {r}," for r in rows] + [f"], {header})"]
    else:
        lines = [f"section({header}) {{"] + [f"  {r}" for r in rows] + ["}"]
    return [indent + line for line in lines]


# The floor's API: each function Formwork offers for these rows, over `Big` alone.
FLOOR_API = """\
final class FormCell {}
final class Section {}
final class Control {}
struct Element<El, State> { let make: (State) -> El }
typealias Form<State> = Element<[Section], State>
struct Rule {
  static func required() -> Rule { Rule() }
  static func maxLength(_ count: Int) -> Rule { Rule() }
}
@resultBuilder enum Rows<El> {
  static func buildExpression(_ row: Element<El, Big>) -> [Element<El, Big>] { [row] }
  static func buildBlock(_ rows: [Element<El, Big>]...) -> [Element<El, Big>] {
    rows.flatMap { $0 }
  }
}
func toggle(keyPath: WritableKeyPath<Big, Bool>) -> Element<Control, Big> {
  Element { _ in Control() }
}
func textField(keyPath: WritableKeyPath<Big, String>, rules: [Rule] = []) -> Element<Control, Big> {
  Element { _ in Control() }
}
func numberField(
  keyPath: WritableKeyPath<Big, Int>, range: ClosedRange<Int>
) -> Element<Control, Big> { Element { _ in Control() } }
func controlCell(title: String, control: Element<Control, Big>) -> Element<FormCell, Big> {
  Element { _ in FormCell() }
}
func pickerCell(
  title: String, keyPath: WritableKeyPath<Big, Size>, optionTitle: KeyPath<Size, String>
) -> Element<FormCell, Big> { Element { _ in FormCell() } }
func hidden(
  _ cell: Element<FormCell, Big>, when: @escaping (Big) -> Bool
) -> Element<FormCell, Big> { cell }
func disabled(
  _ cell: Element<FormCell, Big>, when: KeyPath<Big, Bool>, reason: String
) -> Element<FormCell, Big> { cell }
func section(
  _ cells: [Element<FormCell, Big>], header: String, isVisible: KeyPath<Big, Bool>? = nil
) -> Element<Section, Big> { Element { _ in Section() } }
func section(
  header: String, isVisible: KeyPath<Big, Bool>? = nil,
  @Rows<FormCell> cells: () -> [Element<FormCell, Big>]
) -> Element<Section, Big> { Element { _ in Section() } }
func sections(_ sections: [Element<Section, Big>]) -> Form<Big> { Element { _ in [] } }
func sections(@Rows<Section> _ sections: () -> [Element<Section, Big>]) -> Form<Big> {
  Element { _ in [] }
}
"""

lines = [
    FLOOR_API if FLOOR else "import Formwork",
    "",
    "enum Size: CaseIterable, Equatable {",
    "  case small, medium, large",
    '  var title: String { "\\(self)" }',
    "}",
    "",
    "struct Big: Equatable {",
]
lines += [f"  {stored(i)}" for i in range(FIELDS)]
lines += ["  var showsAll = true", "  var isLocked = false", "}", ""]
starts = range(0, FIELDS, PER_SECTION)
if SPLIT:
    for start in starts:
        lines.append(f"var section{start // PER_SECTION}: Element<Section, Big> {{")
        lines += section(start, "  ")
        lines += ["}", ""]
    names = [f"section{start // PER_SECTION}" for start in starts]
    lines.append("var bigForm: Form<Big> {")
    if ARRAY:
        lines += ["  sections(["] + [f"    {name}," for name in names] + ["  ])"]
    else:
        lines += ["  sections {"] + [f"    {name}" for name in names] + ["  }"]
    lines += ["}", ""]
else:
    lines += ["var bigForm: Form<Big> {", "  sections([" if ARRAY else "  sections {"]
    for start in starts:
        part = section(start, "    ")
        if ARRAY:
            part[-1] += ","
        lines += part
    lines += ["  ])" if ARRAY else "  }", "}", ""]
sys.stdout.write("\n".join(lines))
