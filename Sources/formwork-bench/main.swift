// The benchmark suite: what one change costs, measured side by side in one run against the
// naive strategy (every update re-run) and from 1,000 to 4,000 rows, with bytes per row and
// the type-check time of a generated big form. Run it with
// `swift run -c release formwork-bench` (`--help` lists the options).
import Formwork
import Foundation

let usage = """
  usage: formwork-bench [options]

  With no option, every section, 500 changes per measurement, and the goals met or missed.

    --quick            100 changes per measurement
    --changes N        N changes per measurement
    --users            the forms as users write them alone, with their goals
    --case NAME        one of those forms alone, named as its table row starts
                       ("README composite, 1000 × 10"; a wrong name lists them)
    --strategy S       with --case: incremental or naive alone (to count its instructions with
                       `perf stat -e instructions:u`, one run's against another's with more changes)
    --exploration      the exploration of the example forms alone
    --memory KIND      the bytes per row of one 10,000-row form (flat, bound, list, mixed,
                       definition, keypaths; edits: bytes 1,000 edits add), in this process
    --help             this text
  """

/// The value after `option` on the command line, if the option is there.
func argument(after option: String) -> String? {
  CommandLine.arguments.firstIndex(of: option).map {
    CommandLine.arguments.dropFirst($0 + 1).first ?? ""
  }
}

if CommandLine.arguments.contains("--help") || CommandLine.arguments.contains("-h") {
  print(usage)
  exit(0)
}
if let memory = argument(after: "--memory") {
  measureMemory(memory)
}

let quick = CommandLine.arguments.contains("--quick")
// `--exploration`: only the exploration of the example forms (ExplorationBench.swift).
if CommandLine.arguments.contains("--exploration") {
  runExplorationBench(quick: quick)
  exit(0)
}
let changes: Int
if let count = argument(after: "--changes") {
  guard let parsed = Int(count), parsed > 0 else {
    print("formwork-bench: --changes takes a positive number, not \"\(count)\"\n\n\(usage)")
    exit(2)
  }
  changes = parsed
} else {
  changes = quick ? 100 : 500
}
// `--users`: only the forms as users write them (FormsUsersWrite.swift), with their goals;
// `--case NAME`: one of them (and `--strategy`: one strategy).
let only = argument(after: "--case")
if CommandLine.arguments.contains("--users") || only != nil {
  var cases = UsersCases(only: only)
  switch argument(after: "--strategy") {
  case nil: break
  case "incremental"?: cases.strategy = .incremental
  case "naive"?: cases.strategy = .naive
  case let other?:
    print("formwork-bench: --strategy is incremental or naive, not \"\(other)\"\n\n\(usage)")
    exit(2)
  }
  if let only, !UsersCases.names.contains(only) {
    let names = UsersCases.names.map { "  \($0)" }.joined(separator: "\n")
    print("formwork-bench: no case is named \"\(only)\"; the cases are:\n\(names)")
    exit(2)
  }
  let goals = formsUsersWrite(changes: changes, cases)
  for goal in goals {
    print("\(goal.met ? "met " : "MISS")  \(goal.goal): \(goal.measured)")
  }
  exit(0)
}
var headline: [(goal: String, measured: String, met: Bool)] = []

// MARK: - Bound groups: 100 × 100 and 1,000 × 10 rows, typed changes

struct Group: Equatable {
  var fields: [String]
  var isOn = false
}

struct Big: Equatable {
  var groups: [Group]
}

func groupForm(fields: Int) -> Form<Group> {
  sections([
    section(
      [controlCell(title: "On", control: toggle(keyPath: \.isOn))]
        + (0..<fields).map { index in
          controlCell(title: "Field \(index)", control: textField(keyPath: \.fields[index]))
        })
  ])
}

func boundForm(groups: Int, fields: Int) -> Form<Big> {
  concatenated((0..<groups).map { bind(form: groupForm(fields: fields), to: \Big.groups[$0]) })
}

func boundGroups(groups: Int, fields: Int, typed: Bool, strategy: UpdateStrategy) -> Measurement {
  let initial = Big(
    groups: Array(repeating: Group(fields: Array(repeating: "", count: fields)), count: groups))
  let driver = FormDriver(
    initial: initial, strategy: strategy, build: boundForm(groups: groups, fields: fields))
  let controls = driver.topScreen.sections.map { section in
    section.cells.dropFirst().compactMap { $0.control as? TextField }
  }
  return measure(driver, changes: changes) { step in
    if typed {
      controls[step % groups][(step / groups) % fields].enter("v\(step)")
    } else {
      driver.state.groups[step % groups].fields[(step / groups) % fields] = "v\(step)"
    }
  }
}

print(
  "Formwork benchmarks, \(changes) changes per measurement in five rounds, "
    + "the time the fastest round's (release build)")
print("")
print("Bound Equatable groups: one field typed per change")
var table = Table(["form", "change", "incremental", "naive", "fewer updates", "faster"])
for (groups, fields) in [(100, 99), (1_000, 9)] {
  for typed in [true, false] {
    let incremental = boundGroups(
      groups: groups, fields: fields, typed: typed, strategy: .incremental)
    let naive = boundGroups(groups: groups, fields: fields, typed: typed, strategy: .naive)
    let shape = "\(groups) × \(fields + 1)"
    table.row([
      shape, typed ? "typed" : "state = …", incremental.description, naive.description,
      ratio(naive.updates, incremental.updates), ratio(naive.micros, incremental.micros),
    ])
    guard typed else { continue }
    let depth = 5.0
    if groups == 100 {
      headline.append(
        (
          "100 × 100 bound rows: updates ≤ 2 × (1 row + depth \(Int(depth))), ≥ 100× fewer than naive",
          "\(format(incremental.updates)) updates, \(ratio(naive.updates, incremental.updates)) fewer",
          incremental.updates <= 2 * (1 + depth) && naive.updates >= 100 * incremental.updates
        ))
    } else {
      headline.append(
        (
          "1,000 × 10 bound rows: ≥ 50× faster than naive",
          "\(format(incremental.micros)) µs vs \(format(naive.micros)) µs, \(ratio(naive.micros, incremental.micros))",
          naive.micros >= 50 * incremental.micros
        ))
    }
  }
}

// MARK: - Forms as users write them

for goal in formsUsersWrite(changes: changes) + conditionFlips(changes: changes) {
  headline.append((goal.goal, goal.measured, goal.met))
}

// MARK: - A flat form of 10,000 rows, no bind

struct Flat: Equatable {
  var fields: [String]
}

func flatForm(rows: Int) -> Form<Flat> {
  sections(
    stride(from: 0, to: rows, by: 100).map { start in
      section(
        (start..<min(start + 100, rows)).map { index in
          controlCell(title: "Field \(index)", control: textField(keyPath: \Flat.fields[index]))
        })
    })
}

func flat(rows: Int, strategy: UpdateStrategy) -> Measurement {
  let driver = FormDriver(
    initial: Flat(fields: Array(repeating: "", count: rows)), strategy: strategy,
    build: flatForm(rows: rows))
  let controls = driver.topScreen.sections.flatMap(\.cells).compactMap { $0.control as? TextField }
  return measure(driver, changes: changes) { step in
    controls[(step * 7_919) % rows].enter("v\(step)")
  }
}

print("")
print("A flat form (no bind) of 10,000 rows: one field typed per change")
table = Table(["rows", "incremental", "naive", "fewer updates", "faster"])
do {
  let incremental = flat(rows: 10_000, strategy: .incremental)
  let naive = flat(rows: 10_000, strategy: .naive)
  table.row([
    "10,000", incremental.description, naive.description,
    ratio(naive.updates, incremental.updates), ratio(naive.micros, incremental.micros),
  ])
  headline.append(
    (
      "flat 10,000 rows: far below naive",
      "\(format(incremental.updates)) updates vs \(format(naive.updates))",
      naive.updates >= 100 * incremental.updates
    ))
}

// MARK: - Conditions and rules on every row, 1,000 → 4,000 rows

struct Entry: Equatable {
  var text = ""
  var isHidden = false
  var isLocked = false
}

struct Entries: Equatable {
  var entries: [Entry]
}

/// Every row: a text field with a rule, hidden and disabled by key-path conditions.
func conditionedForm(rows: Int, submit: Bool) -> Form<Entries> {
  let cells = (0..<rows).map { index in
    disabled(
      hidden(
        controlCell(
          title: "Text \(index)",
          control: textField(keyPath: \Entries.entries[index].text, rules: [.maxLength(8)])),
        when: \.entries[index].isHidden),
      when: \.entries[index].isLocked)
  }
  let parts = stride(from: 0, to: rows, by: 100).map { start in
    section(Array(cells[start..<min(start + 100, rows)]))
  }
  return submit ? sections(parts, submit: "Save") { _ in } : sections(parts)
}

func conditioned(rows: Int, strategy: UpdateStrategy, submit: Bool = false) -> Measurement {
  let driver = FormDriver(
    initial: Entries(entries: Array(repeating: Entry(), count: rows)), strategy: strategy,
    build: conditionedForm(rows: rows, submit: submit))
  let controls = driver.topScreen.sections.flatMap(\.cells).compactMap { $0.control as? TextField }
  var errors = 0
  let measured = measure(driver, changes: changes) { step in
    // NB: every other change is refused by the rule and the next one fixes the same field, so
    // the count moves between 0 and 1 at every size: the work measured is the change's, not
    // a list of errors that grows with the rows the run happens to reach.
    controls[((step / 2) * 7_919) % rows].enter(step % 2 == 0 ? "far too long" : "ok")
    if submit { errors &+= driver.validationErrors.count }
  }
  return measured
}

print("")
print("Every row with a rule and key-path hidden/disabled conditions: one field typed per change")
table = Table(["rows", "incremental", "naive", "fewer updates", "faster"])
var conditionedCosts: [Measurement] = []
for rows in [1_000, 4_000] {
  let incremental = conditioned(rows: rows, strategy: .incremental)
  let naive = conditioned(rows: rows, strategy: .naive)
  conditionedCosts.append(incremental)
  table.row([
    format(Double(rows)), incremental.description, naive.description,
    ratio(naive.updates, incremental.updates), ratio(naive.micros, incremental.micros),
  ])
}
print(
  "1,000 → 4,000 rows: updates ×\(format(conditionedCosts[1].updates / conditionedCosts[0].updates)), time ×\(format(conditionedCosts[1].micros / conditionedCosts[0].micros))"
)
headline.append(
  (
    "conditions and rules, 1,000 → 4,000 rows: does not grow",
    "updates ×\(format(conditionedCosts[1].updates / conditionedCosts[0].updates)), time ×\(format(conditionedCosts[1].micros / conditionedCosts[0].micros))",
    conditionedCosts[1].updates <= conditionedCosts[0].updates
      && conditionedCosts[1].micros <= 2 * conditionedCosts[0].micros
  ))

print("")
print("The same with a submit button counting errors, and driver.validationErrors read per change")
table = Table(["rows", "incremental", "naive", "faster"])
var submitCosts: [Measurement] = []
for rows in [1_000, 4_000] {
  let incremental = conditioned(rows: rows, strategy: .incremental, submit: true)
  let naive = conditioned(rows: rows, strategy: .naive, submit: true)
  submitCosts.append(incremental)
  table.row([
    format(Double(rows)), incremental.description, naive.description,
    ratio(naive.micros, incremental.micros),
  ])
}
print("1,000 → 4,000 rows: time ×\(format(submitCosts[1].micros / submitCosts[0].micros))")
headline.append(
  (
    "submit count and validationErrors, 1,000 → 4,000 validated rows: O(changed fields)",
    "time ×\(format(submitCosts[1].micros / submitCosts[0].micros)) (\(format(submitCosts[0].micros)) → \(format(submitCosts[1].micros)) µs)",
    submitCosts[1].micros <= 2 * submitCosts[0].micros
  ))

// MARK: - forEach: an untouched list, and an edited one

struct Item: Identifiable, Equatable {
  var id: Int
  var title: String
  var isDone = false
}

struct Checklist: Equatable {
  var items: [Item]
  var note = ""
}

func checklistForm() -> Form<Checklist> {
  sections([
    listSection(
      \.items,
      rows: [
        hidden(
          controlCell(title: "Item", control: toggle(keyPath: \Item.isDone)),
          when: { $0.title.isEmpty })
      ]),
    section([controlCell(title: "Note", control: textField(keyPath: \.note))]),
  ])
}

func checklist(count: Int, strategy: UpdateStrategy, insideList: Bool) -> Measurement {
  let items = (0..<count).map { Item(id: $0, title: "item \($0)") }
  let driver = FormDriver(
    initial: Checklist(items: items), strategy: strategy, build: checklistForm())
  let note = driver.topScreen.sections[1].cells[0].control as? TextField
  let toggles = driver.topScreen.sections[0].cells.compactMap { $0.control as? Toggle }
  return measure(driver, changes: changes) { step in
    if insideList {
      _ = toggles[(step * 7_919) % count].tap()
    } else {
      note?.enter("v\(step)")
    }
  }
}

print("")
print("A list section (listSection) of 1,000 and 4,000 elements")
table = Table(["elements", "change", "incremental", "naive", "faster"])
var listCosts: [String: [Measurement]] = [:]
for insideList in [false, true] {
  for count in [1_000, 4_000] {
    let incremental = checklist(count: count, strategy: .incremental, insideList: insideList)
    let naive = checklist(count: count, strategy: .naive, insideList: insideList)
    listCosts[insideList ? "inside" : "outside", default: []].append(incremental)
    table.row([
      format(Double(count)), insideList ? "toggle an element" : "edit the note",
      incremental.description, naive.description, ratio(naive.micros, incremental.micros),
    ])
  }
}
if let outside = listCosts["outside"], let inside = listCosts["inside"] {
  print(
    "1,000 → 4,000 elements: a change elsewhere ×\(format(outside[1].micros / outside[0].micros)), an element toggled ×\(format(inside[1].micros / inside[0].micros))"
  )
  headline.append(
    (
      "listSection, 1,000 → 4,000 elements, a change elsewhere: does not grow",
      "time ×\(format(outside[1].micros / outside[0].micros)), updates \(format(outside[0].updates)) → \(format(outside[1].updates))",
      outside[1].updates <= outside[0].updates && outside[1].micros <= 2 * outside[0].micros
    ))
  headline.append(
    (
      "listSection, 1,000 → 4,000 elements, one element toggled: the same time (× ≤ 1.5)",
      "time ×\(format(inside[1].micros / inside[0].micros)), updates \(format(inside[0].updates)) → \(format(inside[1].updates))",
      inside[1].updates <= inside[0].updates && inside[1].micros <= 1.5 * inside[0].micros
    ))
}

// MARK: - Defining and building a root with nested screens

struct People: Equatable {
  var names: [String]
}

func peopleForm(rows: Int) -> Form<People> {
  sections([
    section(
      (0..<rows).map { index in
        detailTextCell(
          title: "Person \(index)", keyPath: \People.names[index],
          form: sections([
            section([
              controlCell(title: "Name", control: textField(keyPath: \People.names[index])),
              controlCell(title: "Again", control: textField(keyPath: \People.names[index])),
            ])
          ]))
      })
  ])
}

print("")
print("Defining a root form with nested rows behind detailTextCell, and building its driver")
table = Table(["nested rows", "define", "per row", "build", "per row"])
var perRow: [Double] = []
for rows in [10, 1_000] {
  let clock = ContinuousClock()
  let repeats = rows == 10 ? 1_000 : 10
  var form = peopleForm(rows: 0)
  let defining = clock.measure { for _ in 0..<repeats { form = peopleForm(rows: rows) } }
  var driver: FormDriver<People>?
  let building = clock.measure {
    driver = FormDriver(initial: People(names: Array(repeating: "", count: rows)), build: form)
  }
  withExtendedLifetime(driver) {}
  let defineMicros = micros(defining) / Double(repeats)
  perRow.append(defineMicros / Double(rows))
  table.row([
    format(Double(rows)), "\(format(defineMicros)) µs", "\(format(defineMicros / Double(rows))) µs",
    "\(format(micros(building))) µs", "\(format(micros(building) / Double(rows))) µs",
  ])
}
headline.append(
  (
    "defining a root with 10 → 1,000 nested rows: independent of the nested forms",
    "per row ×\(format(perRow[1] / perRow[0]))",
    perRow[1] <= 2 * perRow[0]
  ))

// MARK: - Models

runModelFormBench(changes: min(changes, 200))

// MARK: - Exploration

runExplorationBench(quick: quick)

// MARK: - Memory

/// Builds one 10,000-row form in this (fresh) process, prints the bytes per row it adds to
/// the resident set, and exits. Two kinds measure what no driver has built yet, for
/// reference: the flat form's definition alone (`definition`: its closures and key paths) and
/// its 10,000 key paths alone (`keypaths`).
func measureMemory(_ kind: String) -> Never {
  let rows = 10_000
  let before = residentBytes()
  let kept: Any
  switch kind {
  case "list":
    kept = FormDriver(
      initial: Checklist(items: (0..<rows).map { Item(id: $0, title: "item \($0)") }),
      build: checklistForm())
  case "bound":
    kept = FormDriver(
      initial: Big(
        groups: Array(repeating: Group(fields: Array(repeating: "", count: 99)), count: 100)),
      build: boundForm(groups: 100, fields: 99))
  case "definition":
    kept = flatForm(rows: rows)
  case "keypaths":
    kept = (0..<rows).map { \Flat.fields[$0] }
  case "mixed":
    kept = FormDriver(
      initial: MixedGroup(rows: Array(repeating: MixedRow(), count: rows)),
      build: flatMixedForm(rows: rows))
  case "edits":
    // NB: what 1,000 edits after the build add, in bytes (not per row).
    let driver = FormDriver(
      initial: Flat(fields: Array(repeating: "", count: rows)), build: flatForm(rows: rows))
    let fields = driver.topScreen.sections.flatMap(\.cells).compactMap { $0.control as? TextField }
    for step in 0..<100 { fields[(step &* 7_919) % rows].enter("warm \(step)") }
    let built = residentBytes()
    for step in 0..<1_000 { fields[(step &* 7_919) % rows].enter("edit \(step)") }
    print(residentBytes() - built)
    withExtendedLifetime(driver) {}
    exit(0)
  default:
    kept = FormDriver(
      initial: Flat(fields: Array(repeating: "", count: rows)), build: flatForm(rows: rows))
  }
  let after = residentBytes()
  withExtendedLifetime(kept) {}
  print((after - before) / rows)
  exit(0)
}

print("")
print("Memory: what building a 10,000-row form adds to the resident set, per row")
table = Table(["form", "bytes per row"])
var memory: [String: Int] = [:]
for (kind, name) in [
  ("list", "listSection: toggle with a condition"), ("bound", "100 bound groups × 100 text fields"),
  ("flat", "flat: 10,000 text fields"), ("mixed", "flat: 10,000 mixed rows"),
] {
  guard let bytes = bytesPerRow(kind) else { continue }
  memory[kind] = bytes
  table.row([name, String(bytes)])
}
// NB: not goals, the floor under them: what the flat form's definition costs before any
// driver builds it (the closures its combinators return, and the key paths it writes).
for (kind, name) in [
  ("definition", "for reference: the flat form's definition alone, not built"),
  ("keypaths", "for reference: its 10,000 key paths alone"),
] {
  guard let bytes = bytesPerRow(kind) else { continue }
  table.row([name, String(bytes)])
}
headline.append(
  (
    "memory of a 10,000-row form: ≤ 2,500 bytes per row",
    memory.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
      + " bytes per row",
    !memory.isEmpty && memory.values.allSatisfy { $0 <= 2_500 }
  ))
// NB: the undo history keeps the last 100 changes; anything else an edit leaves behind grows.
if let growth = run(CommandLine.arguments[0], ["--memory", "edits"]).flatMap({
  Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
}) {
  print(
    "after 1,000 edits of the flat form (the undo history keeps 100): \(growth / 1_024) KiB more")
  headline.append(
    (
      "memory after 1,000 edits of the flat form: no growth (≤ 256 KiB, the undo history's)",
      "\(growth / 1_024) KiB more", growth <= 256 * 1_024
    ))
}

// MARK: - Compile time

if let typeCheck = typeCheckBigForm() {
  print("")
  print(
    "Type-checking a generated 300-field form (one sections { … } expression), best of three")
  print(
    "swiftc -typecheck: \(format(typeCheck.total)) ms; slowest expression "
      + "\(format(typeCheck.slowest)) ms; the form's getter as a whole \(format(typeCheck.getter)) ms"
  )
  print(
    "the same fields as 30 section vars: \(format(typeCheck.split)) ms; "
      + "600 fields in one expression: \(format(typeCheck.doubled)) ms "
      + "(×\(format(typeCheck.doubled / typeCheck.total)) for twice the fields)")
  headline.append(
    (
      "300-field form: no expression over 100 ms, the file under 2 s",
      "slowest expression \(format(typeCheck.slowest)) ms, swiftc \(format(typeCheck.total)) ms",
      typeCheck.slowest <= 100 && typeCheck.total <= 2_000
    ))
} else if !quick {
  // NB: a form that no longer type-checks (a spelling the library dropped) is a miss, not a
  // goal left out.
  headline.append(
    (
      "300-field form: no expression over 100 ms, the file under 2 s",
      "not measured: the generated form did not type-check (its errors are above), or the "
        + "bench ran outside the package's directory", false
    ))
}

// MARK: - Headline

print("")
print("Goals")
for goal in headline {
  print("\(goal.met ? "met " : "MISS")  \(goal.goal): \(goal.measured)")
}
