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
///
/// The changes run in five rounds, one after the other; the time is the fastest round's
/// (a round the rest of the machine interrupted is slower, never faster), the updates are
/// counted over all of them.
func measure<State>(_ driver: FormDriver<State>, changes: Int, _ change: (Int) -> Void)
  -> Measurement
{
  // NB: one change first, so that lazily made regions and caches do not count.
  change(changes)
  let before = driver.updatesRun
  let rounds = 5
  let perRound = max(changes / rounds, 1)
  var fastest = Double.infinity
  for round in 0..<rounds {
    let steps = (round * perRound)..<((round + 1) * perRound)
    let elapsed = ContinuousClock().measure {
      for step in steps { change(step) }
    }
    fastest = min(fastest, micros(elapsed) / Double(perRound))
  }
  return Measurement(
    updates: Double(driver.updatesRun - before) / Double(rounds * perRound), micros: fastest)
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

/// What type-checking the generated big forms (`scripts/generate-big-form.py`) takes, in ms.
struct TypeCheckTimes {
  /// 300 fields in one `sections { … }` expression, the whole file.
  var total: Double
  /// Its slowest expression.
  var slowest: Double
  /// Its form's getter as a whole.
  var getter: Double
  /// The same 300 fields as 30 section `var`s, the whole file.
  var split: Double
  /// 600 fields in one expression, the whole file (one run): what doubling the rows costs.
  var doubled: Double
}

/// Type-checks generated big forms (`scripts/generate-big-form.py`) against this build's
/// modules, keeping the best of three runs (the least disturbed by whatever else the machine
/// does): the 300-field form's whole file as a user's build takes it (no diagnostic flags,
/// which add a timer to every expression) and, from runs with
/// `-warn-long-expression-type-checking`, its slowest expression and its getter; the same
/// fields split into section `var`s; and, once, twice the fields in one expression.
func typeCheckBigForm() -> TypeCheckTimes? {
  let script = URL(fileURLWithPath: "scripts/generate-big-form.py")
  let modules = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appendingPathComponent("Modules")
  guard FileManager.default.fileExists(atPath: script.path),
    FileManager.default.fileExists(atPath: modules.path)
  else {
    print("\n(type-check skipped: run from the package's directory)")
    return nil
  }
  /// The generated file for `arguments`, written to a temporary file.
  func generate(_ arguments: [String]) -> URL? {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "BigForm\(arguments.joined()).swift")
    guard let source = run("/usr/bin/env", ["python3", script.path] + arguments),
      (try? source.write(to: file, atomically: true, encoding: .utf8)) != nil
    else { return nil }
    return file
  }
  /// The milliseconds `swiftc -typecheck` takes on `file`, best of `runs`.
  func time(_ file: URL, runs: Int) -> Double? {
    var best = Double.infinity
    for _ in 0..<runs {
      let start = ContinuousClock.now
      guard run("/usr/bin/env", typeCheck(file)) != nil else { return nil }
      best = min(best, micros(ContinuousClock.now - start) / 1_000)
    }
    return best
  }
  func typeCheck(_ file: URL) -> [String] {
    ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, file.path]
  }
  guard let file = generate(["300"]), let total = time(file, runs: 3) else { return nil }
  var slowests: [Double] = []
  var getters: [Double] = []
  for _ in 0..<3 {
    guard
      let report = run(
        "/usr/bin/env",
        typeCheck(file) + [
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
  guard let splitFile = generate(["300", "--split"]), let split = time(splitFile, runs: 3),
    let doubledFile = generate(["600"]), let doubled = time(doubledFile, runs: 1)
  else { return nil }
  return TypeCheckTimes(
    total: total, slowest: slowests.min() ?? 0, getter: getters.min() ?? 0, split: split,
    doubled: doubled)
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
