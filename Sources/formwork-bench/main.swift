// Benchmarks the driver's update strategies on a large form: run with
// `swift run -c release formwork-bench [groups] [fieldsPerGroup] [changes]`.
import Formwork

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

func bigForm(groups: Int, fields: Int) -> Form<Big> {
  concatenated((0..<groups).map { bind(form: groupForm(fields: fields), to: \Big.groups[$0]) })
}

func pad(_ text: String, to width: Int) -> String {
  text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}

let arguments = CommandLine.arguments.dropFirst().compactMap { Int($0) }
let groups = arguments.count > 0 ? arguments[0] : 100
let fields = arguments.count > 1 ? arguments[1] : 10
let changes = arguments.count > 2 ? arguments[2] : 1_000
let emptyGroup = Group(fields: Array(repeating: "", count: fields))
let initial = Big(groups: Array(repeating: emptyGroup, count: groups))

print("\(groups) groups × \(fields + 1) rows, \(changes) single-field changes")
print("change         strategy      updates/change   total time   time/change")
for typed in [true, false] {
  for strategy in [UpdateStrategy.incremental, .naive] {
    let form = bigForm(groups: groups, fields: fields)
    let driver = FormDriver(initial: initial, strategy: strategy, build: form)
    let controls = driver.topScreen.sections.map { section in
      section.cells.dropFirst().compactMap { $0.control as? TextField }
    }
    let before = driver.updatesRun
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      for step in 0..<changes {
        if typed {
          controls[step % groups][step % fields].enter(String(step))
        } else {
          driver.state.groups[step % groups].fields[step % fields] = String(step)
        }
      }
    }
    let perChange = Double(driver.updatesRun - before) / Double(changes)
    let name = strategy == .incremental ? "incremental" : "naive"
    let components = elapsed.components
    let micros = Double(components.seconds) * 1e6 + Double(components.attoseconds) / 1e12
    let columns: [(String, Int)] = [
      (typed ? "typed" : "state = …", 15), (name, 14), (String(perChange), 17),
      ("\(Int(micros / 1000)) ms", 13), ("\(Int(micros / Double(changes))) µs", 0),
    ]
    print(columns.map { text, width in pad(text, to: width) }.joined())
  }
}

// A list section of 1,000 and 4,000 elements, and an edit elsewhere (the note's text field,
// a keyed write): the list's rows do not read what was written, so the change skips the list
// whatever its length; the naive strategy re-runs every row.
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
    forEach(
      \.items,
      rows: [
        hidden(
          controlCell(title: "Item", control: toggle(keyPath: \Item.isDone)), when: \Item.title,
          { $0.isEmpty })
      ]),
    section([controlCell(title: "Note", control: textField(keyPath: \.note))]),
  ])
}

print("\nforEach of n elements, 200 edits of a field outside the list")
print("elements  strategy      updates/change   time/change")
for count in [1_000, 4_000] {
  for strategy in [UpdateStrategy.incremental, .naive] {
    let items = (0..<count).map { Item(id: $0, title: "item \($0)") }
    let driver = FormDriver(
      initial: Checklist(items: items), strategy: strategy, build: checklistForm())
    let note = driver.topScreen.sections[1].cells[0].control as? TextField
    let before = driver.updatesRun
    let edits = 200
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      for step in 0..<edits { note?.enter(String(step)) }
    }
    let perChange = Double(driver.updatesRun - before) / Double(edits)
    let components = elapsed.components
    let micros = Double(components.seconds) * 1e6 + Double(components.attoseconds) / 1e12
    let name = strategy == .incremental ? "incremental" : "naive"
    let columns: [(String, Int)] = [
      (String(count), 10), (name, 14), (String(perChange), 17),
      ("\(Int(micros / Double(edits))) µs", 0),
    ]
    print(columns.map { text, width in pad(text, to: width) }.joined())
  }
}

// Memory: what a 10,000-row form adds to the resident set once built, per row (Linux's
// /proc/self/statm; pages of 4 KiB, so the figure is rounded to them).
#if canImport(Glibc)
  import Glibc

  func heapInUse() -> Int {
    let file = open("/proc/self/statm", O_RDONLY)
    guard file >= 0 else { return 0 }
    defer { close(file) }
    var buffer = [UInt8](repeating: 0, count: 128)
    let count = read(file, &buffer, buffer.count)
    guard count > 0 else { return 0 }
    let fields = String(decoding: buffer[..<count], as: UTF8.self).split(separator: " ")
    return fields.count > 1 ? (Int(fields[1]) ?? 0) * 4096 : 0
  }

  do {
    let rows = 10_000
    let items = (0..<rows).map { Item(id: $0, title: "item \($0)") }
    let before = heapInUse()
    let driver = FormDriver(initial: Checklist(items: items), build: checklistForm())
    let after = heapInUse()
    let perRow = (after - before) / rows
    print(
      "\nmemory: a list of \(rows) rows (toggle, condition, field) takes \(perRow) bytes per row")
    withExtendedLifetime(driver) {}
  }
#endif

runModelFormBench(changes: min(changes, 200))
