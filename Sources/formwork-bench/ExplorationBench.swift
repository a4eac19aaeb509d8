// Exploring the example forms breadth first to depth 4 and 6, side by side with random walks
// of as many steps: configurations, transitions, transitions per second and memory, and how
// many more distinct configurations exploration visits.
import Formwork
import FormworkExamples
import FormworkTesting
import Foundation

/// What exploring one example to one depth, and walking it as far, measured.
struct ExplorationRun {
  var report: ExplorationReport
  /// Seconds the exploration took.
  var seconds: Double
  /// What the exploration added to the peak resident set, in bytes.
  var peakBytes: Int
  /// Distinct configurations random walks reached in as many steps as the exploration took
  /// transitions.
  var walked: Int
  /// Of those, the configurations the exploration visited too.
  var walkedAmongExplored: Int
  /// Seconds the walks took.
  var walkSeconds: Double
}

/// Explores an example's form, whatever its state type.
private struct ExploreExample: ExampleFormVisitor {
  var depth: Int
  var maxTransitions: Int

  func visit<State>(initial: State, title: String, form: @escaping Form<State>)
    -> ExplorationRun
  {
    let explorer = FormExplorer(initial: initial, title: title, form: form)
    var report = ExplorationReport(title: title)
    var seconds = 0.0
    let peakBytes = peakResidentGrowth {
      seconds = timed {
        report = explorer.explore(
          depth: depth, maxConfigurations: .max, maxTransitions: maxTransitions)
      }
    }
    // NB: walks of 50 steps, as many steps in all as the exploration took transitions.
    let walks = max(report.transitions / 50, 1)
    var walked = 0
    let walkSeconds = timed {
      walked = explorer.configurationsReached(walks: walks, steps: 50, seed: 2026)
    }
    let walkedAmongExplored = explorer.configurationsReached(
      walks: walks, steps: 50, seed: 2026, among: report)
    return ExplorationRun(
      report: report, seconds: seconds, peakBytes: peakBytes, walked: walked,
      walkedAmongExplored: walkedAmongExplored, walkSeconds: walkSeconds)
  }
}

/// Prints the exploration table: every example to depth 4 and 6, each exploration stopped
/// after `maxTransitions` transitions at most.
func runExplorationBench(quick: Bool) {
  let maxTransitions = quick ? 5_000 : 40_000
  print("")
  print(
    "Exploring the examples breadth first (FormExplorer), each stopped after "
      + "\(format(Double(maxTransitions))) transitions at most; random walks of as many steps")
  print(
    "walks: as many steps, walks of 50; walks reach: distinct configurations; of explored: "
      + "those the exploration visited too; more: configurations explored ÷ walks reach, all "
      + "and of explored")
  let table = Table([
    "example", "depth", "configurations", "transitions", "stopped by", "transitions/s",
    "replays/trans.", "peak memory", "walk steps/s", "walks reach", "of explored", "more",
  ])
  for example in examples {
    for depth in [4, 6] {
      guard let run = example.visit(ExploreExample(depth: depth, maxTransitions: maxTransitions))
      else { continue }
      let report = run.report
      let steps = Double(max(report.transitions / 50, 1) * 50)
      table.row([
        example.name, String(depth), format(Double(report.configurations)),
        format(Double(report.transitions)), report.stoppedBy?.description ?? "nothing",
        format(Double(report.transitions) / max(run.seconds, 1e-9)),
        format(Double(report.stepsReplayed) / Double(max(report.transitions, 1))),
        "\(format(Double(run.peakBytes) / 1_048_576)) MiB",
        format(steps / max(run.walkSeconds, 1e-9)), format(Double(run.walked)),
        format(Double(run.walkedAmongExplored)),
        ratio(Double(report.configurations), Double(run.walked)) + ", "
          + ratio(Double(report.configurations), Double(run.walkedAmongExplored)),
      ])
      if let failure = report.failure {
        print("\(example.name), depth \(depth): \(failure)")
      }
    }
  }
}

/// The seconds `body` takes.
private func timed(_ body: () -> Void) -> Double {
  micros(ContinuousClock().measure(body)) / 1e6
}

/// What `body` adds to the peak resident set, in bytes: Linux resets the peak on writing
/// `5` to /proc/self/clear_refs; 0 where that is not possible.
private func peakResidentGrowth(_ body: () -> Void) -> Int {
  let reset: Void? = try? "5".write(
    toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
  let before = residentBytes()
  body()
  guard reset != nil,
    let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
    let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
  else { return 0 }
  return max(kilobytes * 1_024 - before, 0)
}
