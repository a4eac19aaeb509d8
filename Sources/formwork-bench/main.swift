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
  let parts = (0..<groups).map { index in
    bind(form: groupForm(fields: fields), to: \Big.groups[index])
  }
  return { context in
    let rendered = parts.map { $0(context) }
    return Rendered(
      element: rendered.flatMap(\.element), strongReferences: rendered.flatMap(\.strongReferences)
    ) { state in
      for part in rendered { context.tracker.run(part.update, with: state) }
    }
  }
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
print("strategy      updates/change   total time   time/change")
for strategy in [UpdateStrategy.incremental, .naive] {
  let form = bigForm(groups: groups, fields: fields)
  let driver = FormDriver(initial: initial, strategy: strategy, build: form)
  let before = driver.updatesRun
  let clock = ContinuousClock()
  let elapsed = clock.measure {
    for step in 0..<changes {
      driver.state.groups[step % groups].fields[step % fields] = String(step)
    }
  }
  let perChange = Double(driver.updatesRun - before) / Double(changes)
  let name = strategy == .incremental ? "incremental" : "naive"
  let components = elapsed.components
  let micros = Double(components.seconds) * 1e6 + Double(components.attoseconds) / 1e12
  let columns: [(String, Int)] = [
    (name, 14), (String(perChange), 17), ("\(Int(micros / 1000)) ms", 13),
    ("\(Int(micros / Double(changes))) µs", 0),
  ]
  print(columns.map { text, width in pad(text, to: width) }.joined())
}

runModelFormBench(changes: min(changes, 200))
