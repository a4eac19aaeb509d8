// The benchmark: what one keystroke costs in the forms users write, with the default strategy
// and with `.naive` (every update re-run) side by side in one process; how that grows from
// N = 1,000 to 4,000; a lazy nested screen's build; bytes a row; the type-check time of a
// big form; and each goal met or missed. `swift run -c release formwork-bench`.
import Formwork
import Foundation

/// A family of measurements, run alone by `--filter`, and its goals.
struct Family {
  let name: String
  let run: (Keystrokes) -> [Goal]
}

let quick = CommandLine.arguments.contains("--quick")
let families = [
  Family(name: "bound groups", run: boundGroupsBench),
  Family(name: "bindEach", run: bindEachBench),
  Family(name: "listSection", run: listSectionBench),
  Family(name: "conditions-rules-list-submit", run: conditionsBench),
  Family(name: "flat", run: flatBench),
  Family(name: "modelForm", run: modelFormBench),
  Family(name: "lazy nested screen") { _ in nestedScreenBench() },
  Family(name: "memory") { _ in memoryBench() },
  Family(name: "type-check") { _ in typeCheckBench() },
  Family(name: "exploration") { _ in
    runExplorationBench(quick: quick)
    return []
  },
  Family(name: "walks") { _ in runWalkBench(quick: quick) },
]

let usage = """
  usage: formwork-bench [options]

  With no option, every family, 500 changes per measurement, and the goals met or missed.

    --filter SUBSTRING  the families whose name contains SUBSTRING alone (any case):
                        \(families.map(\.name).joined(separator: ", "))
    --changes N         N changes per measurement
    --quick             100 changes per measurement, shorter explorations
    --strategy S        measure keystrokes with one strategy alone, incremental or naive
                        (to profile it: `perf record`); no goal is judged
    --memory KIND       build one form in this process and print its bytes a row
                        (\(memoryKinds.map(\.kind).joined(separator: ", ")))
    --form NAME         the walks family measures this form alone (an example's name, or
                        account)
    --no-depth-3        the walks family does not explore the account form to depth 3
    --help              this text
  """

/// The value after `option` on the command line, if the option is there.
func argument(after option: String) -> String? {
  CommandLine.arguments.firstIndex(of: option).map {
    CommandLine.arguments.dropFirst($0 + 1).first ?? ""
  }
}

/// Prints `message` and the usage, and exits.
func fail(_ message: String) -> Never {
  print("formwork-bench: \(message)\n\n\(usage)")
  exit(2)
}

if CommandLine.arguments.contains("--help") || CommandLine.arguments.contains("-h") {
  print(usage)
  exit(0)
}
if let kind = argument(after: "--memory") {
  measureMemory(kind)
}
var changes = quick ? 100 : 500
if let count = argument(after: "--changes") {
  guard let parsed = Int(count), parsed > 0 else { fail("--changes takes a positive number") }
  changes = parsed
}
var strategies: [UpdateStrategy] = [.incremental, .naive]
switch argument(after: "--strategy") {
case nil: break
case "incremental"?: strategies = [.incremental]
case "naive"?: strategies = [.naive]
case let other?: fail("--strategy is incremental or naive, not \"\(other)\"")
}
let filter = argument(after: "--filter")
let chosen = families.filter { family in
  filter.map { family.name.localizedCaseInsensitiveContains($0) } ?? true
}
if chosen.isEmpty { fail("no family's name contains \"\(filter ?? "")\"") }

print("Formwork benchmark (\(buildKind) build), \(changes) changes per measurement")
let keystrokes = Keystrokes(changes: changes, strategies: strategies)
let goals = chosen.flatMap { $0.run(keystrokes) }
print("")
guard strategies.count == 2 else {
  print("Goals not judged: one strategy measured")
  exit(0)
}
print("Goals: \(goals.filter(\.met).count) of \(goals.count) met")
for goal in goals {
  print("\(goal.met ? "met " : "MISS")  \(goal.goal): \(goal.measured)")
}
