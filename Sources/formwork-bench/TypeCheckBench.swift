// How long a 300-field form of every row kind takes to type-check, in each spelling, and one
// whose rows are all hidden by closures
// (`scripts/generate-big-form.py`), against this build's modules. Beside each, the same rows
// against plain functions (`--floor`: one function for each name and spelling, no generics):
// what the compiler needs for the shape alone.
import Foundation

/// The spellings measured: the generator's flags, and what the table calls them.
private let spellings: [(flags: [String], name: String)] = [
  ([], "result builder, one expression"),
  (["--split"], "result builder, section vars"),
  (["--array"], "array, one expression"),
  (["--array", "--split"], "array, section vars"),
  (["--array", "--closures"], "array, rows hidden by closures"),
]

/// What type-checking one generated file took, in ms, each the best of three runs.
private struct TypeCheckTime {
  /// The whole `swiftc -typecheck`, as a build runs it (no diagnostic flags, which time
  /// every expression and add to it).
  var total: Double
  /// The slowest expression, from runs with `-warn-long-expression-type-checking=1`.
  var slowest: Double
}

/// Generates the form with `flags` and type-checks it; `nil` if either failed.
private func typeCheck(
  _ flags: [String], script: String, modules: String
) -> TypeCheckTime? {
  let file = FileManager.default.temporaryDirectory.appendingPathComponent(
    "BigForm\(flags.joined()).swift")
  guard let source = run("/usr/bin/env", ["python3", script, "300"] + flags),
    (try? source.write(to: file, atomically: true, encoding: .utf8)) != nil
  else { return nil }
  let command = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules, file.path]
  var time = TypeCheckTime(total: .infinity, slowest: .infinity)
  for _ in 0..<3 {
    let start = ContinuousClock.now
    guard run("/usr/bin/env", command) != nil else { return nil }
    time.total = min(time.total, micros(ContinuousClock.now - start) / 1_000)
    // Each warning reads `expression took 56ms to type-check (limit: 1ms)`.
    let flagged = command + ["-Xfrontend", "-warn-long-expression-type-checking=1"]
    guard let report = run("/usr/bin/env", flagged, errors: true) else { return nil }
    let expressions = report.split(separator: "\n").compactMap { line -> Double? in
      guard line.contains("expression took"), let took = line.range(of: " took ") else {
        return nil
      }
      return Double(line[took.upperBound...].prefix(while: \.isNumber))
    }
    time.slowest = min(time.slowest, expressions.max() ?? 0)
  }
  return time
}

/// Type-checks the 300-field form in every spelling.
func typeCheckBench() -> [Goal] {
  let script = "scripts/generate-big-form.py"
  let modules = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("Modules").path
  print("")
  print(
    "Type-checking a generated 300-field form of every row kind (swiftc -typecheck, best of 3),"
      + " and the same rows against plain functions")
  guard FileManager.default.fileExists(atPath: script),
    FileManager.default.fileExists(atPath: modules)
  else {
    print("not measured: run from the package's directory, after a build")
    return [Goal(goal: "300-field form type-check", measured: "not measured", met: false)]
  }
  let table = Table(
    ["spelling", "swiftc", "slowest expression", "plain functions", "slowest expression"],
    widths: [34, 10, 18, 15])
  return spellings.map { flags, name in
    let goal = "300-field form, \(name): ≤ 1 s, no expression over 100 ms"
    guard let time = typeCheck(flags, script: script, modules: modules),
      let floor = typeCheck(flags + ["--floor"], script: script, modules: modules)
    else {
      table.row([name, "did not type-check"])
      return Goal(goal: goal, measured: "did not type-check", met: false)
    }
    table.row([
      name, "\(format(time.total)) ms", "\(format(time.slowest)) ms",
      "\(format(floor.total)) ms", "\(format(floor.slowest)) ms",
    ])
    return Goal(
      goal: goal,
      measured: "\(format(time.total)) ms, slowest expression \(format(time.slowest)) ms "
        + "(plain functions: \(format(floor.total)) ms, \(format(floor.slowest)) ms)",
      met: time.total <= 1_000 && time.slowest <= 100)
  }
}
