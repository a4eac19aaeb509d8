// Measuring and printing for the benchmarks.
import Formwork
import Foundation

/// What a run of changes cost, per change.
struct Measurement: CustomStringConvertible {
  /// Update closures run per change.
  let updates: Double
  /// Microseconds per change.
  let micros: Double

  var description: String { "\(format(updates)) upd, \(format(micros)) µs" }
}

/// Runs `change` `changes` times on `driver` and measures updates and time per change.
func measure<State>(_ driver: FormDriver<State>, changes: Int, _ change: (Int) -> Void)
  -> Measurement
{
  // NB: one change first, so that lazily made regions and caches do not count.
  change(changes)
  let before = driver.updatesRun
  let elapsed = ContinuousClock().measure {
    for step in 0..<changes { change(step) }
  }
  return Measurement(
    updates: Double(driver.updatesRun - before) / Double(changes),
    micros: micros(elapsed) / Double(changes))
}

func micros(_ duration: Duration) -> Double {
  let components = duration.components
  return Double(components.seconds) * 1e6 + Double(components.attoseconds) / 1e12
}

/// A number for a table: no decimals from 100 on, one below.
func format(_ value: Double) -> String {
  guard value.isFinite else { return "–" }
  if value >= 100 {
    let whole = Int(value.rounded())
    return whole >= 10_000 ? whole.formatted(.number.grouping(.automatic)) : String(whole)
  }
  return String(format: "%.1f", value)
}

/// `a / b` as `12.3×`.
func ratio(_ a: Double, _ b: Double) -> String {
  b > 0 ? "\(format(a / b))×" : "–"
}

/// A table printed row by row, its columns as wide as their titles (at least 14).
struct Table {
  private let widths: [Int]

  /// Prints the titles.
  init(_ titles: [String]) {
    widths = titles.map { max($0.count, 14) + 2 }
    row(titles)
  }

  /// Prints a row.
  func row(_ cells: [String]) {
    var line = ""
    for (index, cell) in cells.enumerated() {
      let width = index < widths.count ? widths[index] : 0
      let padding = max(width - cell.count, 1)
      line += index == cells.count - 1 ? cell : cell + String(repeating: " ", count: padding)
    }
    print(line)
  }
}

/// The resident set, in bytes (Linux's /proc/self/statm, pages of 4 KiB).
func residentBytes() -> Int {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
    return 0
  }
  let fields = text.split(separator: " ")
  return fields.count > 1 ? (Int(fields[1]) ?? 0) * 4_096 : 0
}

/// Bytes per row of a form built in a fresh process (this program, run with
/// `--memory kind`), so that memory freed by earlier scenarios does not hide it.
func bytesPerRow(_ kind: String) -> Int? {
  run(CommandLine.arguments[0], ["--memory", kind]).flatMap {
    Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
  }
}

/// Type-checks a generated 300-field form (`scripts/generate-big-form.py`) against this
/// build's modules, three times each way, keeping the best run of each (the least disturbed
/// by whatever else the machine does): the whole file's time as a user's build takes it (no
/// diagnostic flags, which add a timer to every expression), and, from runs with
/// `-warn-long-expression-type-checking`, the slowest expression and the form's getter.
func typeCheckBigForm() -> (total: Double, slowest: Double, getter: Double)? {
  let script = URL(fileURLWithPath: "scripts/generate-big-form.py")
  let modules = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("Modules")
  guard FileManager.default.fileExists(atPath: script.path),
    FileManager.default.fileExists(atPath: modules.path)
  else {
    print("\n(type-check skipped: run from the package's directory)")
    return nil
  }
  let file = FileManager.default.temporaryDirectory.appendingPathComponent("BigForm.swift")
  guard let source = run("/usr/bin/env", ["python3", script.path, "300"]),
    (try? source.write(to: file, atomically: true, encoding: .utf8)) != nil
  else { return nil }
  let typeCheck = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, file.path]
  var totals: [Double] = []
  var slowests: [Double] = []
  var getters: [Double] = []
  for _ in 0..<3 {
    let start = ContinuousClock.now
    guard run("/usr/bin/env", typeCheck) != nil else { return nil }
    totals.append(micros(ContinuousClock.now - start) / 1_000)
    guard
      let report = run(
        "/usr/bin/env",
        typeCheck + [
          "-Xfrontend", "-warn-long-expression-type-checking=1",
          "-Xfrontend", "-warn-long-function-bodies=1",
        ], errors: true)
    else { return nil }
    // Warnings read `expression took 56ms to type-check` and `getter for var 'bigForm' took
    // 1681ms to type-check`.
    func slowest(_ marker: String) -> Double {
      report.split(separator: "\n").compactMap { line -> Double? in
        guard line.contains(marker), let took = line.range(of: " took ") else { return nil }
        return Double(line[took.upperBound...].prefix(while: \.isNumber))
      }.max() ?? 0
    }
    slowests.append(slowest("expression took"))
    getters.append(slowest("getter for var"))
  }
  return (totals.min() ?? 0, slowests.min() ?? 0, getters.min() ?? 0)
}

/// Runs a program; its standard output (or error), or `nil` if it failed.
func run(_ path: String, _ arguments: [String], errors: Bool = false) -> String? {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: path)
  process.arguments = arguments
  let pipe = Pipe()
  if errors {
    process.standardError = pipe
    process.standardOutput = FileHandle.nullDevice
  } else {
    process.standardOutput = pipe
  }
  guard (try? process.run()) != nil else { return nil }
  let data = pipe.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  guard process.terminationStatus == 0 else { return nil }
  return String(decoding: data, as: UTF8.self)
}

/// `text` padded with spaces to `width` characters.
func pad(_ text: String, to width: Int) -> String {
  text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}
