// Bytes a row: what building a form of about 10,000 rows adds to the resident set, each
// form built in a fresh process (this program, run with `--memory KIND`) so that memory
// freed by what ran before does not hide it.
import Formwork
import Foundation

/// The forms measured: the name `--memory` takes, and what the table calls it.
let memoryKinds: [(kind: String, name: String)] = [
  ("flat", "flat: 10,000 text rows"),
  ("bound", "bound groups: 100 × 100"),
  ("bindEach", "bindEach: 5,000 elements × 2 rows"),
  ("list", "listSection: 5,000 elements × 2 rows"),
  ("conditions", "conditions-rules-list-submit: N = 3,334"),
]

/// Builds a driver of the form `kind` names.
private func buildDriver(_ kind: String) -> (driver: AnyObject, rows: Int)? {
  func built<State>(_ driver: FormDriver<State>) -> (driver: AnyObject, rows: Int) {
    (driver, driver.topScreen.sections.map(\.cells.count).reduce(0, +))
  }
  switch kind {
  case "flat":
    return built(
      FormDriver(
        initial: Flat(fields: Array(repeating: "", count: 10_000)), build: flatForm(rows: 10_000)))
  case "bound":
    return built(
      FormDriver(initial: groups(100, fields: 100), build: groupsForm(groups: 100, fields: 100)))
  case "bindEach":
    return built(
      FormDriver(initial: Team(members: Array(repeating: Member(), count: 5_000)), build: teamForm))
  case "list":
    return built(FormDriver(initial: Chores(chores: makeChores(5_000)), build: choresForm))
  case "conditions":
    return built(
      FormDriver(initial: Survey(3_334), build: surveyForm(3_334, keyPathConditions: false)))
  default:
    return nil
  }
}

/// Builds the form `kind` names in this process, prints the bytes a row it adds to the
/// resident set, and exits.
func measureMemory(_ kind: String) -> Never {
  let before = residentBytes()
  guard let built = buildDriver(kind) else {
    print("formwork-bench: --memory takes \(memoryKinds.map(\.kind).joined(separator: ", "))")
    exit(2)
  }
  let after = residentBytes()
  withExtendedLifetime(built.driver) {}
  print((after - before) / built.rows)
  exit(0)
}

/// The bytes a row of each form, each measured in a child process.
func memoryBench() -> [Goal] {
  print("")
  print("Memory: what building a form adds to the resident set, per row (a fresh process each)")
  let table = Table(["form", "bytes per row"], widths: [40])
  var measured: [(kind: String, bytes: Int)] = []
  for (kind, name) in memoryKinds {
    let output = run(CommandLine.arguments[0], ["--memory", kind])
    guard let bytes = output.flatMap({ Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
    else {
      table.row([name, "not measured"])
      continue
    }
    measured.append((kind, bytes))
    table.row([name, format(bytes)])
  }
  return [
    Goal(
      goal: "memory of a 10,000-row form: ≤ 4,000 bytes a row",
      measured: measured.map { "\($0.kind) \(format($0.bytes))" }.joined(separator: ", "),
      met: measured.count == memoryKinds.count && measured.allSatisfy { $0.bytes <= 4_000 })
  ]
}

/// The resident set, in bytes (Linux's /proc/self/statm, pages of 4 KiB).
func residentBytes() -> Int {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
    return 0
  }
  let fields = text.split(separator: " ")
  return fields.count > 1 ? (Int(fields[1]) ?? 0) * 4_096 : 0
}
