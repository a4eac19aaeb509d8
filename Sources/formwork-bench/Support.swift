// Measuring and printing for the benchmark.
import Formwork
import Foundation

/// One goal of the benchmark, and whether this run met it.
struct Goal {
  let goal: String
  let measured: String
  let met: Bool
}

/// What one change cost one strategy.
struct Cost {
  /// Microseconds per change: the fastest round's.
  var micros: Double
  /// Update closures run per change (``FormDriver/updatesRun``).
  var updates: Double
}

/// One shape measured with both strategies in one process.
struct SideBySide {
  let incremental: Cost
  let naive: Cost

  /// How many times faster than naive the default strategy is.
  var speedup: Double { naive.micros / incremental.micros }
}

/// Builds `form` over `initial` with the default strategy and with `.naive` (those of
/// `strategies`) and measures `changes` changes on each, made by what `change` returns for a
/// driver; a strategy left out costs `nan`.
///
/// The drivers take turns, a round of changes each (the first to go alternates), so that
/// whatever else the machine does falls on both alike. A time is the fastest round's, whose
/// changes the rest of the machine disturbed least; updates are counted over every round.
func sideBySide<State>(
  _ initial: State, _ form: Form<State>, changes: Int, strategies: [UpdateStrategy],
  _ change: (FormDriver<State>) -> (Int) -> Void
) -> SideBySide {
  let drivers = [UpdateStrategy.incremental, .naive].map { strategy in
    strategies.contains(strategy)
      ? FormDriver(initial: initial, strategy: strategy, build: form) : nil
  }
  let makers = drivers.map { $0.map(change) }
  // NB: a first change, not measured: the row starts being edited, caches fill.
  for make in makers { make?(0) }
  let before = drivers.map { $0?.updatesRun ?? 0 }
  let rounds = 10
  let perRound = max(changes / rounds, 1)
  var fastest = [Double.infinity, .infinity]
  for round in 0..<rounds {
    for side in round.isMultiple(of: 2) ? [0, 1] : [1, 0] {
      guard let make = makers[side] else { continue }
      let steps = (1 + round * perRound)...((round + 1) * perRound)
      let elapsed = ContinuousClock().measure {
        for step in steps { make(step) }
      }
      fastest[side] = min(fastest[side], micros(elapsed) / Double(perRound))
    }
  }
  let costs = drivers.indices.map { side in
    guard let driver = drivers[side] else { return Cost(micros: .nan, updates: .nan) }
    return Cost(
      micros: fastest[side],
      updates: Double(driver.updatesRun - before[side]) / Double(rounds * perRound))
  }
  return SideBySide(incremental: costs[0], naive: costs[1])
}

/// Keystrokes into the text field of `driver`'s root screen at `index` (in screen order):
/// up to ten characters typed one by one, then the text starts over.
func keystrokes<State>(
  at index: @escaping (Int) -> Int
) -> (FormDriver<State>) -> (Int) -> Void {
  return { driver in
    let fields = driver.topScreen.sections.flatMap(\.cells).compactMap {
      $0.control as? TextField
    }
    let field = fields[index(fields.count)]
    return { step in field.edit(String(repeating: "x", count: step % 10 + 1)) }
  }
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

/// A count for a table: `4,000`.
func format(_ value: Int) -> String {
  value.formatted(.number.grouping(.automatic))
}

/// A table printed row by row, each column as wide as its widest title or given width.
struct Table {
  private let widths: [Int]

  /// Prints the titles, each column `widths[i]` wide at least.
  init(_ titles: [String], widths: [Int] = []) {
    self.widths = titles.indices.map {
      max(titles[$0].count, $0 < widths.count ? widths[$0] : 12) + 2
    }
    row(titles)
  }

  /// Prints a row.
  func row(_ cells: [String]) {
    var line = ""
    for (index, cell) in cells.enumerated() {
      let width = index < widths.count ? widths[index] : 0
      let padding = String(repeating: " ", count: max(width - cell.count, 1))
      line += index == cells.count - 1 ? cell : cell + padding
    }
    print(line)
  }
}

/// Runs a program; its standard output (or error, with `errors`), or `nil` if it failed.
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
